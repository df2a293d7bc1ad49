//! Movement: trans-oceanic voyages between Europe and the Indies (E 2.1), Indies movement along
//! adjacent areas, the CSB (E 6), the bounds paid for them (E 5.3), and the commodity draw of
//! the first fleet to end a move in an area (E 4.1.1).

use super::{EventKind, d6};
use crate::games::indies::data::{AreaId, Column, CommodityId, Data};
use crate::games::indies::words::{bounds_said, counted_said, florins_said};
use crate::games::indies::world::{FleetId, Patrol, Place, Sink, World};
use crate::games::{RuleError, Seat, cannot_afford, forbidden, unknown};
use crate::lang::Msg;
use crate::msg;
use crate::rng::Rng;

impl World {
    /// Pays the bounds of a movement, or refuses it: a journey the company cannot pay for is
    /// not sailed, an attack not made, an invasion not tried.
    pub(super) fn pay_bounds(
        &mut self,
        data: &Data,
        seat: Seat,
        id: FleetId,
        bounds: u32,
        what: Msg,
    ) -> Result<u32, RuleError> {
        let ships = self.fleet(seat, id).map_or(0, |f| f.ships());
        let cost = Self::bound_cost(data, bounds, ships);
        match self.pay(seat, cost, Sink::Bounds) {
            Ok(()) => Ok(cost),
            Err(have) => cannot_afford(msg!(
                "indies-refused-bounds-cost",
                fleet = id.to_string(),
                what = what,
                cost = florins_said(cost),
                bounds = bounds_said(bounds),
                ships = counted_said("ship", ships),
                have = have
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
            return forbidden(msg!("indies-refused-voyaged", fleet = id.to_string()));
        }
        if let Place::Area(a) = to
            && usize::from(a.0) >= data.areas.len()
        {
            return unknown(msg!("indies-refused-no-area", area = a.0));
        }
        let bounds = match (f.at, to) {
            (Place::Europe, Place::Area(a)) => data.area(a).europe,
            (Place::Area(a), Place::Europe) => data.area(a).europe,
            (Place::Csb, _) => {
                return forbidden(msg!(
                    "indies-refused-voyage-from-csb",
                    fleet = id.to_string(),
                    csb = &data.csb,
                    europe = &data.europe
                ));
            }
            (_, Place::Csb) => {
                return forbidden(msg!(
                    "indies-refused-voyage-to-csb",
                    csb = &data.csb,
                    europe = &data.europe
                ));
            }
            (Place::Europe, Place::Europe) => {
                return forbidden(msg!(
                    "indies-refused-in-europe",
                    fleet = id.to_string(),
                    europe = &data.europe
                ));
            }
            (Place::Area(a), Place::Area(b)) => {
                return forbidden(msg!(
                    "indies-refused-voyage-indies",
                    europe = &data.europe,
                    fleet = id.to_string(),
                    from = &data.area(a).name,
                    to = &data.area(b).name
                ));
            }
        };
        if f.at == Place::Europe && !f.cargo.is_empty() {
            return forbidden(msg!(
                "indies-refused-stockpile",
                fleet = id.to_string(),
                europe = &data.europe
            ));
        }
        let what = msg!("indies-refused-costly-voyage", to = to.name(data));
        let cost = self.pay_bounds(data, seat, id, bounds, what)?;
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
            return forbidden(msg!("indies-refused-steps", steps = steps));
        }
        if let Some(bad) = path.iter().find(|a| usize::from(a.0) >= data.areas.len()) {
            return unknown(msg!("indies-refused-no-area", area = bad.0));
        }
        if f.moves.sailed || f.moves.csb {
            return forbidden(msg!(
                "indies-refused-sailed",
                fleet = id.to_string(),
                csb = &data.csb
            ));
        }
        let mut at = match f.at {
            Place::Area(a) => a,
            Place::Europe => {
                return forbidden(msg!(
                    "indies-refused-sail-from-europe",
                    fleet = id.to_string(),
                    europe = &data.europe
                ));
            }
            Place::Csb => {
                return forbidden(msg!(
                    "indies-refused-sail-from-csb",
                    fleet = id.to_string(),
                    csb = &data.csb
                ));
            }
        };
        for &next in path {
            if !data.adjacent(at, next) {
                return forbidden(msg!(
                    "indies-refused-not-adjacent",
                    to = &data.area(next).name,
                    from = &data.area(at).name
                ));
            }
            at = next;
        }
        let bounds = data.movement.step_bounds * path.len() as u32;
        let what = msg!("indies-refused-costly", what = "indies");
        let cost = self.pay_bounds(data, seat, id, bounds, what)?;
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
            return forbidden(msg!(
                "indies-refused-csb-moved",
                fleet = id.to_string(),
                csb = &data.csb
            ));
        }
        if f.at.area().is_none() {
            return forbidden(msg!(
                "indies-refused-csb-from",
                fleet = id.to_string(),
                at = f.at.name(data),
                csb = &data.csb
            ));
        }
        if !self.has_factory(seat) {
            return forbidden(msg!("indies-refused-csb-factory", csb = &data.csb));
        }
        let soldiers = f.count(crate::games::indies::Unit::Soldier);
        if !f.cargo.is_empty() || soldiers > 0 {
            return forbidden(msg!(
                "indies-refused-csb-cargo",
                csb = &data.csb,
                fleet = id.to_string(),
                markers = f.cargo.len(),
                soldiers = soldiers
            ));
        }
        let cost = self.pay_bounds(
            data,
            seat,
            id,
            data.movement.csb_bounds,
            msg!("indies-refused-costly", what = "csb-in"),
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
            return unknown(msg!("indies-refused-no-area", area = to.0));
        }
        if f.at != Place::Csb {
            return forbidden(msg!(
                "indies-refused-not-in-csb",
                fleet = id.to_string(),
                csb = &data.csb
            ));
        }
        if f.moves.csb {
            return forbidden(msg!(
                "indies-refused-csb-moved",
                fleet = id.to_string(),
                csb = &data.csb
            ));
        }
        let cost = self.pay_bounds(
            data,
            seat,
            id,
            data.movement.csb_bounds,
            msg!("indies-refused-costly", what = "csb-out"),
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
            return forbidden(msg!(
                "indies-refused-patrol-where",
                fleet = id.to_string(),
                csb = &data.csb
            ));
        }
        match company {
            Some(c) if c == seat => {
                return forbidden(msg!("indies-refused-patrol-own"));
            }
            Some(c) if c >= self.companies.len() => {
                return unknown(msg!("indies-refused-no-seat", company = c));
            }
            _ => {}
        }
        if usize::from(odds.0) >= data.combat.columns.len() {
            return unknown(msg!("indies-refused-patrol-odds"));
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
