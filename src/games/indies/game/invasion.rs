//! Invasions of enemy factories, resolved after attrition: the soldiers aboard against the
//! factory, its garrison and its forts, on the combat table (E 3.5). The invader's leader adds
//! to the die. An: the invader loses n soldiers; Dn: the defender loses n soldiers, then forts;
//! the factory falls on DE, or on a D result with nothing left to lose, with its forts and the
//! markers stored there (the garrison dies).

use super::combat::column_at_odds;
use super::{EventKind, d6};
use crate::games::indies::Invasion;
use crate::games::indies::data::{Data, Outcome, SiteId, Unit};
use crate::games::indies::world::{FleetId, Upkept, World};
use crate::games::{RuleError, Seat, forbidden};
use crate::msg;
use crate::rng::Rng;

impl World {
    pub(crate) fn invade(
        &mut self,
        data: &Data,
        seat: Seat,
        id: FleetId,
        site: SiteId,
        dice: Option<&mut Rng>,
        out: &mut Vec<EventKind>,
    ) -> Result<(), RuleError> {
        self.site_here(data, seat, id, site)?;
        let s = &data.sites[usize::from(site.0)];
        let f = self.ship_fleet(seat, id)?;
        if f.moves.invaded {
            return forbidden(msg!("indies-refused-invaded", fleet = id.to_string()));
        }
        let soldiers = f.count(Unit::Soldier);
        if soldiers == 0 {
            return forbidden(msg!(
                "indies-refused-no-soldiers",
                fleet = id.to_string(),
                site = &s.name
            ));
        }
        let Some(factory) = self.factory(site) else {
            return forbidden(msg!("indies-refused-no-factory-there", site = &s.name));
        };
        let defender = factory.owner;
        if defender == seat {
            return forbidden(msg!("indies-refused-own-factory", site = &s.name));
        }
        let attack = soldiers * data.unit(Unit::Soldier).strength;
        let defence = factory.defence(data);
        let column = match dice {
            Some(_) => Some(column_at_odds(data, attack, defence, "invasion")?),
            None => data.column(attack, defence),
        };
        let leader = f.has_leader();
        let cost = self.pay_bounds(
            data,
            seat,
            id,
            data.movement.invasion_bounds,
            msg!("indies-refused-costly", what = "invasion"),
        )?;
        self.fleet_mut(seat, id).expect("checked").moves.invaded = true;
        let (Some(rng), Some(column)) = (dice, column) else {
            return Ok(());
        };
        let die = d6(rng);
        let bonus = if leader {
            i32::from(data.combat.leader_die)
        } else {
            0
        };
        let modified = (i32::from(die) + bonus).clamp(1, 6) as u8;
        let outcome = data.outcome(column, modified);
        let mut report = Invasion {
            seat,
            fleet: id,
            site,
            defender,
            attack,
            defence,
            column,
            die,
            modified,
            outcome,
            soldiers_lost: 0,
            garrison_lost: 0,
            forts_lost: 0,
            taken: false,
            markers: Vec::new(),
            cost,
        };
        match outcome {
            Outcome::Nothing => {}
            Outcome::Attacker(n) => {
                let lost = u32::from(n).min(soldiers);
                self.fleet_mut(seat, id).expect("checked").units[Unit::Soldier.index()] -= lost;
                self.lost(seat, Upkept::Unit(Unit::Soldier), lost);
                report.soldiers_lost = lost;
            }
            Outcome::Defender(n) => {
                let f = self.factory_mut(site).expect("checked");
                let mut left = u32::from(n);
                let g = left.min(f.soldiers);
                f.soldiers -= g;
                left -= g;
                let k = left.min(f.forts);
                f.forts -= k;
                left -= k;
                report.garrison_lost = g;
                report.forts_lost = k;
                report.taken = left > 0;
                self.lost(defender, Upkept::Unit(Unit::Soldier), g);
                self.lost(defender, Upkept::Fort, k);
            }
            Outcome::Eliminated => report.taken = true,
        }
        if report.taken {
            self.capture(data, seat, site, &mut report);
        }
        out.push(EventKind::Invasion(Box::new(report)));
        Ok(())
    }

    /// The factory changes hands with its forts and markers; its garrison dies.
    fn capture(&mut self, data: &Data, seat: Seat, site: SiteId, report: &mut Invasion) {
        let defender = report.defender;
        let f = self.factory_mut(site).expect("invaded");
        let garrison = std::mem::take(&mut f.soldiers);
        let forts = f.forts;
        f.owner = seat;
        report.garrison_lost += garrison;
        report.markers = f.markers.clone();
        self.lost(defender, Upkept::Unit(Unit::Soldier), garrison);
        self.lost(defender, Upkept::Fort, forts);
        self.lost(defender, Upkept::Factory, 1);
        self.gained(seat, Upkept::Fort, forts);
        self.gained(seat, Upkept::Factory, 1);
        self.companies[defender].last_factory_area = Some(data.site(site).area);
    }
}
