//! Movement: trans-oceanic voyages between Europe and the Indies (E 2.1), Indies movement along
//! adjacent areas, the CSB (E 6), the bounds paid for them (E 5.3), and the commodity draw of
//! the first fleet to end a move in an area (E 4.1.1).

use super::{EventKind, d6};
use crate::games::counted;
use crate::games::indies::data::{AreaId, Column, CommodityId, Data};
use crate::games::indies::florins;
use crate::games::indies::world::{FleetId, Patrol, Place, Sink, World};
use crate::games::{RuleError, Seat, cannot_afford, forbidden, unknown};
use crate::rng::Rng;

impl World {
    /// Pays the bounds of a movement, or refuses it: a journey the company cannot pay for is
    /// not sailed.
    fn pay_bounds(
        &mut self,
        data: &Data,
        seat: Seat,
        id: FleetId,
        bounds: u32,
        what: &str,
    ) -> Result<u32, RuleError> {
        let ships = self.fleet(seat, id).map_or(0, |f| f.ships());
        let cost = Self::bound_cost(data, bounds, ships);
        match self.pay(seat, cost, Sink::Bounds) {
            Ok(()) => Ok(cost),
            Err(have) => cannot_afford(format!(
                "fleet {id}'s {what} costs {} ({} × {}), and your treasury would hold {have} by then",
                florins(cost),
                counted(bounds, "bound", "bounds"),
                counted(ships, "ship", "ships"),
            )),
        }
    }

    /// Moves a fleet, recording the bounds for attrition, and draws the commodity of an area
    /// it ends its move in (at resolution).
    #[allow(clippy::too_many_arguments)]
    fn arrive(
        &mut self,
        seat: Seat,
        id: FleetId,
        path: Vec<Place>,
        bounds: u32,
        cost: u32,
        oceanic: bool,
        dice: Option<&mut Rng>,
        out: &mut Vec<EventKind>,
    ) {
        let to = *path.last().expect("a path has an end");
        let f = self.fleet_mut(seat, id).expect("checked");
        let from = f.at;
        f.at = to;
        f.moves.moved = true;
        if oceanic {
            f.moves.voyaged = true;
            f.moves.oceanic += bounds;
        } else {
            f.moves.indies += bounds;
        }
        out.push(EventKind::Sailed {
            seat,
            fleet: id,
            from,
            path,
            bounds,
            cost,
        });
        if let (Place::Area(area), Some(rng)) = (to, dice) {
            self.draw(seat, id, area, rng, out);
        }
    }

    /// The first fleet to end a move in an area draws its commodity, with replacement.
    fn draw(
        &mut self,
        seat: Seat,
        id: FleetId,
        area: AreaId,
        rng: &mut Rng,
        out: &mut Vec<EventKind>,
    ) {
        if self.output[usize::from(area.0)].is_some() {
            return;
        }
        let die = d6(rng);
        let commodity = CommodityId(die - 1);
        self.output[usize::from(area.0)] = Some(commodity);
        out.push(EventKind::CommodityDrawn {
            seat,
            fleet: id,
            area,
            die,
            commodity,
        });
    }

    pub(crate) fn voyage(
        &mut self,
        data: &Data,
        seat: Seat,
        id: FleetId,
        to: Place,
        dice: Option<&mut Rng>,
        out: &mut Vec<EventKind>,
    ) -> Result<(), RuleError> {
        let f = self.ship_fleet(seat, id)?;
        if f.moves.voyaged {
            return forbidden(format!("fleet {id} already makes a voyage this round"));
        }
        if let Place::Area(a) = to
            && usize::from(a.0) >= data.areas.len()
        {
            return unknown(format!("there is no area number {}", a.0));
        }
        let bounds = match (f.at, to) {
            (Place::Europe, Place::Area(a)) => data.area(a).europe,
            (Place::Area(a), Place::Europe) => data.area(a).europe,
            (Place::Csb, _) => {
                return forbidden(format!(
                    "fleet {id} is in the {}, which is not next to {}: leave it for an Indies area first",
                    data.csb, data.europe
                ));
            }
            (_, Place::Csb) => {
                return forbidden(format!(
                    "the {} is not next to {}; a fleet enters it from an Indies area",
                    data.csb, data.europe
                ));
            }
            (Place::Europe, Place::Europe) => {
                return forbidden(format!("fleet {id} is in {} already", data.europe));
            }
            (Place::Area(a), Place::Area(b)) => {
                return forbidden(format!(
                    "a voyage goes between {} and the Indies; fleet {id} is in {}: to reach {} \
                     use Indies movement",
                    data.europe,
                    data.area(a).name,
                    data.area(b).name
                ));
            }
        };
        if f.at == Place::Europe && !f.cargo.is_empty() {
            return forbidden(format!(
                "fleet {id}'s markers are sold in {} this year and may not be stockpiled there or \
                 sail out again (E 5.2)",
                data.europe
            ));
        }
        let what = format!("voyage to {}", to.name(data));
        let cost = self.pay_bounds(data, seat, id, bounds, &what)?;
        self.arrive(seat, id, vec![to], bounds, cost, true, dice, out);
        Ok(())
    }

    pub(crate) fn sail(
        &mut self,
        data: &Data,
        seat: Seat,
        id: FleetId,
        path: &[AreaId],
        dice: Option<&mut Rng>,
        out: &mut Vec<EventKind>,
    ) -> Result<(), RuleError> {
        let f = self.ship_fleet(seat, id)?;
        let steps = data.movement.steps_per_round as usize;
        if path.is_empty() || path.len() > steps {
            return forbidden(format!(
                "Indies movement takes 1 to {steps} steps between adjacent areas"
            ));
        }
        if let Some(bad) = path.iter().find(|a| usize::from(a.0) >= data.areas.len()) {
            return unknown(format!("there is no area number {}", bad.0));
        }
        if f.moves.sailed || f.moves.csb {
            return forbidden(format!(
                "fleet {id} has already moved in the Indies this round (entering or leaving the {} ends the move)",
                data.csb
            ));
        }
        let mut at = match f.at {
            Place::Area(a) => a,
            Place::Europe => {
                return forbidden(format!(
                    "fleet {id} will be in {}: Indies movement starts in an Indies area (sail there with a voyage)",
                    data.europe
                ));
            }
            Place::Csb => {
                return forbidden(format!(
                    "fleet {id} is in the {}: leave it for an area instead",
                    data.csb
                ));
            }
        };
        for &next in path {
            if !data.adjacent(at, next) {
                return forbidden(format!(
                    "{} is not next to {}",
                    data.area(next).name,
                    data.area(at).name
                ));
            }
            at = next;
        }
        let bounds = data.movement.step_bounds * path.len() as u32;
        let cost = self.pay_bounds(data, seat, id, bounds, "Indies movement")?;
        self.fleet_mut(seat, id).expect("checked").moves.sailed = true;
        let places = path.iter().map(|&a| Place::Area(a)).collect();
        self.arrive(seat, id, places, bounds, cost, false, dice, out);
        Ok(())
    }

    pub(crate) fn enter_csb(
        &mut self,
        data: &Data,
        seat: Seat,
        id: FleetId,
        out: &mut Vec<EventKind>,
    ) -> Result<(), RuleError> {
        let f = self.ship_fleet(seat, id)?;
        if f.moves.csb {
            return forbidden(format!(
                "fleet {id} already enters or leaves the {} this round",
                data.csb
            ));
        }
        if f.at.area().is_none() {
            return forbidden(format!(
                "fleet {id} will be in {}: the {} is entered from an Indies area",
                f.at.name(data),
                data.csb
            ));
        }
        if !self.has_factory(seat) {
            return forbidden(format!(
                "only a company with a factory in the Indies may keep ships in the {} (E 6.1)",
                data.csb
            ));
        }
        let soldiers = f.count(crate::games::indies::Unit::Soldier);
        if !f.cargo.is_empty() || soldiers > 0 {
            return forbidden(format!(
                "ships in the {} carry no cargo, and fleet {id} will have {} marker(s) and {soldiers} \
                 soldier(s) aboard: unload them first",
                data.csb,
                f.cargo.len()
            ));
        }
        let cost = self.pay_bounds(
            data,
            seat,
            id,
            data.movement.csb_bounds,
            "move into the CSB",
        )?;
        self.fleet_mut(seat, id).expect("checked").moves.csb = true;
        self.arrive(
            seat,
            id,
            vec![Place::Csb],
            data.movement.csb_bounds,
            cost,
            false,
            None,
            out,
        );
        Ok(())
    }

    pub(crate) fn leave_csb(
        &mut self,
        data: &Data,
        seat: Seat,
        id: FleetId,
        to: AreaId,
        dice: Option<&mut Rng>,
        out: &mut Vec<EventKind>,
    ) -> Result<(), RuleError> {
        let f = self.ship_fleet(seat, id)?;
        if usize::from(to.0) >= data.areas.len() {
            return unknown(format!("there is no area number {}", to.0));
        }
        if f.at != Place::Csb {
            return forbidden(format!("fleet {id} is not in the {}", data.csb));
        }
        if f.moves.csb {
            return forbidden(format!(
                "fleet {id} already enters or leaves the {} this round",
                data.csb
            ));
        }
        let cost = self.pay_bounds(
            data,
            seat,
            id,
            data.movement.csb_bounds,
            "move out of the CSB",
        )?;
        self.fleet_mut(seat, id).expect("checked").moves.csb = true;
        self.arrive(
            seat,
            id,
            vec![Place::Area(to)],
            data.movement.csb_bounds,
            cost,
            false,
            dice,
            out,
        );
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    pub(crate) fn patrol(
        &mut self,
        data: &Data,
        seat: Seat,
        id: FleetId,
        company: Option<Seat>,
        odds: Column,
        laden: bool,
        out: &mut Vec<EventKind>,
    ) -> Result<(), RuleError> {
        let f = self.ship_fleet(seat, id)?;
        if f.at != Place::Csb {
            return forbidden(format!(
                "fleet {id} will not be in the {}: only a squadron there intercepts",
                data.csb
            ));
        }
        match company {
            Some(c) if c == seat => {
                return forbidden("a squadron does not intercept its own company");
            }
            Some(c) if c >= self.companies.len() => {
                return unknown(format!("no company sits at seat {c} in this game"));
            }
            _ => {}
        }
        if usize::from(odds.0) >= data.combat.columns.len() {
            return unknown("the odds must be a column of the combat table");
        }
        let patrol = Patrol {
            company,
            odds,
            laden,
        };
        self.fleet_mut(seat, id).expect("checked").patrol = Some(patrol);
        out.push(EventKind::Patrolling {
            seat,
            fleet: id,
            patrol,
        });
        Ok(())
    }
}
