//! The Factory segment: factory attempts (E 3.2) and forts; and the rule that only a company
//! with a factory keeps ships in the CSB (E 6.1).

use super::{EventKind, d6};
use crate::games::indies::data::{AreaId, Data, SiteId, Unit};
use crate::games::indies::words::florins_said;
use crate::games::indies::world::{Factory, FleetId, Place, Sink, Upkept, World};
use crate::games::{RuleError, Seat, cannot_afford, forbidden, unknown};
use crate::msg;
use crate::rng::Rng;

/// Whether an attempt succeeds: a natural roll at or below `always_fails` fails; otherwise the
/// roll plus the bribe must reach `succeeds_on` (E 3.2, 3.2.1).
pub(crate) fn founds(data: &Data, die: u8, bribe: u32) -> bool {
    u32::from(die) > data.factory.always_fails && u32::from(die) + bribe >= data.factory.succeeds_on
}

impl World {
    /// The site, which must lie in the area where the fleet will be.
    pub(super) fn site_here(
        &self,
        data: &Data,
        seat: Seat,
        id: FleetId,
        site: SiteId,
    ) -> Result<AreaId, RuleError> {
        let Some(s) = data.sites.get(usize::from(site.0)) else {
            return unknown(msg!("indies-refused-no-site", site = site.0));
        };
        let f = self.ship_fleet(seat, id)?;
        if f.at != Place::Area(s.area) {
            return forbidden(msg!(
                "indies-refused-site-area",
                fleet = id.to_string(),
                at = f.at.name(data),
                area = &data.area(s.area).name,
                site = &s.name
            ));
        }
        Ok(s.area)
    }

    #[allow(clippy::too_many_arguments)]
    pub(crate) fn attempt(
        &mut self,
        data: &Data,
        seat: Seat,
        id: FleetId,
        site: SiteId,
        bribe: u32,
        dice: Option<&mut Rng>,
        out: &mut Vec<EventKind>,
    ) -> Result<(), RuleError> {
        self.site_here(data, seat, id, site)?;
        let name = &data.site(site).name;
        let f = self.fleet(seat, id).expect("checked");
        let leaders = f.count(Unit::Leader);
        if leaders == 0 {
            return forbidden(msg!(
                "indies-refused-no-leader",
                fleet = id.to_string(),
                site = name
            ));
        }
        if f.count(Unit::Explorer) == 0 {
            return forbidden(msg!(
                "indies-refused-no-explorer",
                fleet = id.to_string(),
                site = name
            ));
        }
        if f.attempts >= leaders {
            return forbidden(msg!(
                "indies-refused-attempted",
                fleet = id.to_string(),
                leaders = leaders
            ));
        }
        if bribe > data.factory.max_bribe {
            return forbidden(msg!(
                "indies-refused-bribe-max",
                max = data.factory.max_bribe
            ));
        }
        match self.factory(site) {
            Some(f) if f.owner == seat => {
                return forbidden(msg!("indies-refused-factory-yours", site = name));
            }
            Some(f) => {
                return forbidden(msg!(
                    "indies-refused-factory-taken",
                    site = name,
                    nation = data.nation(f.owner)
                ));
            }
            None => {}
        }
        if let Err(have) = self.pay(seat, bribe, Sink::Bribes) {
            return cannot_afford(msg!(
                "indies-refused-bribe-cost",
                bribe = florins_said(bribe),
                have = have
            ));
        }
        self.fleet_mut(seat, id).expect("checked").attempts += 1;
        let Some(rng) = dice else { return Ok(()) };
        let die = d6(rng);
        let success = founds(data, die, bribe);
        if success {
            self.factories[usize::from(site.0)] = Some(Factory::new(seat));
            self.gained(seat, Upkept::Factory, 1);
        }
        out.push(EventKind::FactoryAttempt {
            seat,
            fleet: id,
            site,
            die,
            bribe,
            success,
        });
        Ok(())
    }

    pub(crate) fn fort(
        &mut self,
        data: &Data,
        seat: Seat,
        id: FleetId,
        site: SiteId,
        out: &mut Vec<EventKind>,
    ) -> Result<(), RuleError> {
        self.site_here(data, seat, id, site)?;
        let name = &data.site(site).name;
        if self.own_factory(seat, site).is_none() {
            return forbidden(msg!("indies-refused-fort-where", site = name));
        }
        let cost = data.fort.cost;
        if let Err(have) = self.pay(seat, cost, Sink::Forts) {
            return cannot_afford(msg!("indies-refused-fort-cost", cost = cost, have = have));
        }
        self.factory_mut(site).expect("checked").forts += 1;
        self.gained(seat, Upkept::Fort, 1);
        out.push(EventKind::FortBuilt {
            seat,
            fleet: id,
            site,
            cost,
        });
        Ok(())
    }

    /// A company without a factory sails its CSB ships out, free, to the area of the last
    /// factory it lost (O: the choice is made for it).
    pub(crate) fn leave_csb_without_factory(&mut self, out: &mut Vec<EventKind>) {
        for seat in self.initiative.clone() {
            if self.has_factory(seat) {
                continue;
            }
            let to = self.companies[seat].last_factory_area.unwrap_or(AreaId(0));
            for f in &mut self.companies[seat].fleets {
                if f.at == Place::Csb {
                    f.at = Place::Area(to);
                    f.patrol = None;
                    out.push(EventKind::LeftCsb {
                        seat,
                        fleet: f.id,
                        to,
                    });
                }
            }
        }
    }
}
