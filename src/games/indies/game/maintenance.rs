//! Maintenance: every unit, fort and factory costs its upkeep each year. What a company cannot
//! pay for is removed in the order its standing maintenance order names, then in the default
//! order (factories last): the fewest removals that leave the most it can pay for (E 3.4).

use super::EventKind;
use crate::games::indies::Removal;
use crate::games::indies::data::{Data, SiteId, Unit};
use crate::games::indies::world::{FleetId, Place, Sink, Upkept, World};
use crate::games::{RuleError, Seat, forbidden};

impl World {
    pub(crate) fn standing_maintenance(
        &mut self,
        _data: &Data,
        seat: Seat,
        order: &[Upkept],
        out: &mut Vec<EventKind>,
    ) -> Result<(), RuleError> {
        let mut seen = Vec::new();
        for u in order {
            if seen.contains(u) {
                return forbidden(crate::msg!("indies-refused-maintenance-twice"));
            }
            seen.push(*u);
        }
        self.companies[seat].maintenance = order.to_vec();
        out.push(EventKind::MaintenanceOrdered {
            seat,
            order: order.to_vec(),
        });
        Ok(())
    }

    /// The year's upkeep of everything the company holds.
    pub(crate) fn upkeep_due(&self, data: &Data, seat: Seat) -> u32 {
        let units: u32 = self.companies[seat]
            .fleets
            .iter()
            .flat_map(|f| {
                Unit::ALL
                    .iter()
                    .map(move |&u| f.count(u) * data.unit(u).upkeep)
            })
            .sum();
        let sites: u32 = self
            .factories
            .iter()
            .flatten()
            .filter(|f| f.owner == seat)
            .map(|f| {
                data.factory.upkeep
                    + f.forts * data.fort.upkeep
                    + f.soldiers * data.unit(Unit::Soldier).upkeep
            })
            .sum();
        units + sites
    }

    pub(crate) fn maintenance(&mut self, data: &Data, out: &mut Vec<EventKind>) {
        for seat in self.initiative.clone() {
            let due = self.upkeep_due(data, seat);
            let mut removed = Vec::new();
            let order = Upkept::full_order(&self.companies[seat].maintenance);
            let planned = self.removals_needed(data, seat, &order);
            // The plan's removals, each kind in the standing order; then, should a removal
            // have saved less than planned, one at a time until the rest can be paid.
            for pass in [Some(planned), None] {
                for &kind in &order {
                    let mut left = pass.as_ref().map_or(u32::MAX, |p| {
                        p.iter().filter(|&&k| k == kind).count() as u32
                    });
                    while left > 0 && i64::from(self.upkeep_due(data, seat)) > self.treasury(seat) {
                        match self.remove_one(data, seat, kind) {
                            Some(r) => removed.push(r),
                            None => break,
                        }
                        left -= 1;
                    }
                }
            }
            self.drop_empty_fleets(seat);
            let paid = self.upkeep_due(data, seat);
            self.pay(seat, paid, Sink::Upkeep)
                .expect("removals leave only what can be paid");
            if due > 0 || !removed.is_empty() {
                out.push(EventKind::Upkeep {
                    seat,
                    due,
                    paid,
                    removed,
                });
            }
        }
    }

    fn treasury(&self, seat: Seat) -> i64 {
        self.companies[seat].treasury
    }

    /// What the company must give up, kind by kind (the core: it "keeps everything it can pay
    /// for"). Tried on a copy: remove in the standing order until the rest can be paid, then
    /// keep back, the most valued first, every removal the others already make unnecessary,
    /// so that a caravel removed before two galleons stays when the galleons suffice.
    fn removals_needed(&self, data: &Data, seat: Seat, order: &[Upkept]) -> Vec<Upkept> {
        let excess = i64::from(self.upkeep_due(data, seat)) - self.treasury(seat);
        if excess <= 0 {
            return Vec::new();
        }
        let mut trial = self.clone();
        let mut steps: Vec<(Upkept, i64)> = Vec::new();
        for &kind in order {
            while i64::from(trial.upkeep_due(data, seat)) > trial.treasury(seat) {
                let before = trial.upkeep_due(data, seat);
                if trial.remove_one(data, seat, kind).is_none() {
                    break;
                }
                steps.push((kind, i64::from(before - trial.upkeep_due(data, seat))));
            }
        }
        let mut saved: i64 = steps.iter().map(|s| s.1).sum();
        let mut needed = Vec::new();
        for &(kind, saving) in steps.iter().rev() {
            if saved - saving >= excess {
                saved -= saving;
            } else {
                needed.push(kind);
            }
        }
        needed
    }

    /// Removes one thing of `kind`, if the company has one: from fleets in Europe first, then
    /// fleets abroad (a ship with what is stowed in it; a fleet at sea without ships is lost),
    /// then garrisons; forts and factories by site, the factory storing least first.
    fn remove_one(&mut self, data: &Data, seat: Seat, kind: Upkept) -> Option<Removal> {
        match kind {
            Upkept::Unit(unit) => {
                let mut fleets: Vec<(bool, FleetId)> = self.companies[seat]
                    .fleets
                    .iter()
                    .filter(|f| f.count(unit) > 0)
                    .map(|f| (f.at != Place::Europe, f.id))
                    .collect();
                fleets.sort();
                if let Some(&(abroad, id)) = fleets.first() {
                    return Some(self.remove_unit(data, seat, id, unit, abroad));
                }
                if unit == Unit::Soldier {
                    let site = self
                        .own_sites(seat)
                        .find(|&s| self.factory(s).expect("own").soldiers > 0)?;
                    self.factory_mut(site).expect("own").soldiers -= 1;
                    self.lost(seat, kind, 1);
                    return Some(Removal::Garrison { site });
                }
                None
            }
            Upkept::Fort => {
                let site = self
                    .own_sites(seat)
                    .find(|&s| self.factory(s).expect("own").forts > 0)?;
                self.factory_mut(site).expect("own").forts -= 1;
                self.lost(seat, kind, 1);
                Some(Removal::Fort { site })
            }
            Upkept::Factory => {
                let site = self.own_sites(seat).min_by_key(|&s| {
                    let stored: u32 = self
                        .factory(s)
                        .expect("own")
                        .markers
                        .iter()
                        .map(|m| m.sixtieths())
                        .sum();
                    (stored, s)
                })?;
                let f = self.factories[usize::from(site.0)].take().expect("own");
                self.lost(seat, Upkept::Factory, 1);
                self.lost(seat, Upkept::Fort, f.forts);
                self.lost(seat, Upkept::Unit(Unit::Soldier), f.soldiers);
                self.markers_lost(&f.markers);
                self.companies[seat].last_factory_area = Some(data.site(site).area);
                Some(Removal::Factory {
                    site,
                    forts: f.forts,
                    soldiers: f.soldiers,
                    markers: f.markers,
                })
            }
        }
    }

    fn remove_unit(
        &mut self,
        data: &Data,
        seat: Seat,
        id: FleetId,
        unit: Unit,
        abroad: bool,
    ) -> Removal {
        let f = self.fleet_mut(seat, id).expect("listed");
        let loss = if unit.is_ship() {
            let holds = f.stowage(data);
            let last = holds.iter().rposition(|h| h.unit == unit).expect("has one");
            f.lose_ships(data, &[last], abroad)
        } else {
            f.units[unit.index()] -= 1;
            let mut loss = crate::games::indies::world::Loss::default();
            match unit {
                Unit::Soldier => loss.soldiers = 1,
                Unit::Leader => loss.leaders = 1,
                _ => loss.explorers = 1,
            }
            loss
        };
        self.book_loss(seat, &loss);
        Removal::Unit {
            fleet: id,
            unit,
            loss,
        }
    }

    fn own_sites(&self, seat: Seat) -> impl Iterator<Item = SiteId> + '_ {
        self.factories
            .iter()
            .enumerate()
            .filter(move |(_, f)| f.as_ref().is_some_and(|f| f.owner == seat))
            .map(|(s, _)| SiteId(s as u8))
    }
}
