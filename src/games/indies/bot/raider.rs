//! The raider's war fleet and the builder's forts: the plans of the balance tournament that
//! the trading plan does not have.
//!
//! The raider keeps one war fleet (a galleon, a leader, soldiers): it sails to the weakest
//! factory of another company within reach and invades it, attacks a weaker fleet where it
//! goes, and goes home to re-arm when its soldiers are spent. What it takes, it ships home with
//! the trading plan's cargo fleets. The builder fortifies every factory a fleet of its reaches.

use super::{Plan, Planner};
use crate::games::indies::data::{AreaId, SiteId, Unit};
use crate::games::indies::world::{Fleet, Place, World};
use crate::games::indies::{Data, Order};

/// Soldiers the war fleet sails out with.
const SOLDIERS: u32 = 4;

impl Planner<'_> {
    /// Round 1 of the raider: arm, sail, attack and invade.
    pub(super) fn raid(&mut self) {
        let war = self.fleets().into_iter().find(Self::is_warship);
        let Some(war) = war else {
            let id = self.free_letter();
            let buy = |unit, count| Order::Buy {
                fleet: id,
                unit,
                count,
            };
            if self.try_add(buy(Unit::Galleon, 1)) && self.try_add(buy(Unit::Leader, 1)) {
                self.try_add(buy(Unit::Soldier, SOLDIERS));
            }
            if let Some(f) = self.world().fleet(self.seat, id).cloned() {
                self.strike(&f);
            }
            return;
        };
        match war.at {
            Place::Europe => {
                let missing = SOLDIERS.saturating_sub(war.count(Unit::Soldier));
                if missing > 0 {
                    self.try_add(Order::Buy {
                        fleet: war.id,
                        unit: Unit::Soldier,
                        count: missing,
                    });
                }
                let armed = self.world().fleet(self.seat, war.id).cloned();
                if let Some(f) = armed {
                    self.strike(&f);
                }
            }
            Place::Area(_) if war.count(Unit::Soldier) == 0 => {
                self.try_add(Order::Voyage {
                    fleet: war.id,
                    to: Place::Europe,
                });
            }
            Place::Area(_) => self.strike(&war),
            Place::Csb => {}
        }
    }

    /// Sails (or voyages, from Europe) to the weakest enemy factory in reach, attacks a weaker
    /// fleet there, and invades.
    fn strike(&mut self, f: &Fleet) {
        let data = self.game.data();
        let w = self.world();
        let soldiers = f.count(Unit::Soldier);
        if soldiers == 0 || f.ships() == 0 {
            return;
        }
        let reach: Vec<(Vec<AreaId>, AreaId)> = match f.at {
            Place::Europe => data.area_ids().map(|a| (Vec::new(), a)).collect(),
            Place::Area(here) => paths_from(data, here),
            Place::Csb => return,
        };
        let best = reach
            .into_iter()
            .filter_map(|(path, a)| {
                let (site, defence) = self.weakest_factory(&w, a)?;
                if soldiers < defence {
                    return None;
                }
                let far = if f.at == Place::Europe {
                    data.area(a).europe
                } else {
                    path.len() as u32
                };
                Some(((defence, far), path, a, site))
            })
            .min_by_key(|(key, ..)| *key);
        let Some((_, path, area, site)) = best else {
            return;
        };
        let moved = match f.at {
            Place::Europe => self.try_add(Order::Voyage {
                fleet: f.id,
                to: Place::Area(area),
            }),
            _ if path.is_empty() => true,
            _ => self.try_add(Order::Sail { fleet: f.id, path }),
        };
        if !moved {
            return;
        }
        let w = self.world();
        let strength = f.strength(data);
        let prey = w
            .companies
            .iter()
            .enumerate()
            .filter(|&(s, _)| s != self.seat)
            .flat_map(|(s, c)| c.fleets.iter().map(move |g| (s, g)))
            .filter(|(_, g)| g.at == Place::Area(area) && g.ships() > 0)
            .filter(|(_, g)| strength >= 2 * g.strength(data))
            .max_by_key(|(_, g)| (g.cargo.len(), g.ships()));
        if let Some((company, g)) = prey {
            self.try_add(Order::Attack {
                fleet: f.id,
                company,
                target: g.id,
            });
        }
        self.try_add(Order::Invade { fleet: f.id, site });
    }

    /// The other companies' factory in `area` with the lowest defence.
    fn weakest_factory(&self, w: &World, area: AreaId) -> Option<(SiteId, u32)> {
        let data = self.game.data();
        data.area(area)
            .sites
            .iter()
            .filter_map(|&s| {
                let f = w.factory(s).filter(|f| f.owner != self.seat)?;
                Some((f.defence(data), s))
            })
            .min()
            .map(|(d, s)| (s, d))
    }

    /// The builder builds a fort at each of its factories where a fleet of its stands.
    pub(super) fn fortify(&mut self) {
        debug_assert_eq!(self.plan, Plan::Builder);
        let data = self.game.data();
        for f in self.fleets() {
            let Place::Area(area) = f.at else { continue };
            for &site in &data.area(area).sites {
                let w = self.world();
                if w.own_factory(self.seat, site).is_some_and(|x| x.forts == 0) {
                    self.try_add(Order::Fort { fleet: f.id, site });
                }
            }
        }
    }
}

/// Every area within two steps of `here` (and `here` itself), with the path to it.
fn paths_from(data: &Data, here: AreaId) -> Vec<(Vec<AreaId>, AreaId)> {
    let mut out = vec![(Vec::new(), here)];
    for &a in &data.area(here).adjacent {
        out.push((vec![a], a));
        for &b in &data.area(a).adjacent {
            if b != here {
                out.push((vec![a, b], b));
            }
        }
    }
    out
}
