//! The orders a seat could add now: a finite selection (one unit of each kind, each reachable
//! place, factory attempts with a few bribes, ...) for random play, hints and the bot, each
//! one accepted by `apply`; plus Withdraw, Clear and Seal.

use super::Game;
use super::draft::MAX_DRAFT;
use crate::games::Seat;
use crate::games::indies::data::Data;
use crate::games::indies::data::{Column, Unit};
use crate::games::indies::order::{Holder, Order};
use crate::games::indies::world::merged_share;
use crate::games::indies::world::{FleetId, Marker, Place, Upkept, World};

/// Bribes offered in the enumeration.
const BRIBES: [u32; 3] = [0, 2, 5];

impl Game {
    /// The enumerated orders the seat's draft would accept now.
    pub fn acceptable_orders(&self, seat: Seat) -> Vec<Order> {
        let draft = &self.drafts[seat];
        if draft.len() >= MAX_DRAFT {
            return Vec::new();
        }
        let mut d = draft.clone();
        self.candidates(seat)
            .into_iter()
            .filter(|order| {
                d.push(order.clone());
                let ok = self.check_draft(seat, &d).is_ok();
                d.pop();
                ok
            })
            .collect()
    }

    fn candidates(&self, seat: Seat) -> Vec<Order> {
        let data = &self.data;
        let world = self.projection(seat, &self.drafts[seat]);
        let fleets = &world.companies[seat].fleets;
        let round = self.round().unwrap_or(1);
        let mut out = vec![
            Order::Maintenance { order: Vec::new() },
            Order::Maintenance {
                order: vec![Upkept::Unit(Unit::Soldier), Upkept::Fort],
            },
        ];
        for f in fleets {
            let id = f.id;
            match f.at {
                Place::Europe => out.extend(data.area_ids().map(|a| Order::Voyage {
                    fleet: id,
                    to: Place::Area(a),
                })),
                Place::Area(_) => out.push(Order::Voyage {
                    fleet: id,
                    to: Place::Europe,
                }),
                Place::Csb => {}
            }
        }
        if round == 1 {
            self.first_round_candidates(seat, &world, &mut out);
        } else {
            second_round_candidates(data, seat, &world, &mut out);
        }
        out
    }

    fn first_round_candidates(&self, seat: Seat, world: &World, out: &mut Vec<Order>) {
        let data = &self.data;
        let fleets = &world.companies[seat].fleets;
        let mut buyers: Vec<FleetId> = fleets
            .iter()
            .filter(|f| f.at == Place::Europe)
            .map(|f| f.id)
            .collect();
        if let Some(free) = (0..FleetId::MAX)
            .map(FleetId)
            .find(|&l| world.fleet(seat, l).is_none())
        {
            buyers.push(free);
        }
        for &fleet in &buyers {
            out.extend(Unit::ALL.iter().map(|&unit| Order::Buy {
                fleet,
                unit,
                count: 1,
            }));
        }
        let enemies: Vec<Seat> = (0..self.players).filter(|&s| s != seat).collect();
        for f in fleets {
            let id = f.id;
            match f.at {
                Place::Area(area) => {
                    for &next in &data.area(area).adjacent {
                        out.push(Order::Sail {
                            fleet: id,
                            path: vec![next],
                        });
                    }
                    out.push(Order::EnterCsb { fleet: id });
                    for &e in &enemies {
                        for g in &self.world.companies[e].fleets {
                            if g.at == f.at {
                                out.push(Order::Attack {
                                    fleet: id,
                                    company: e,
                                    target: g.id,
                                });
                            }
                        }
                    }
                    for &site in &data.area(area).sites {
                        match world.factory(site) {
                            None => out.extend(BRIBES.iter().map(|&bribe| Order::Attempt {
                                fleet: id,
                                site,
                                bribe,
                            })),
                            Some(x) if x.owner == seat => out.push(Order::Fort { fleet: id, site }),
                            Some(_) => out.push(Order::Invade { fleet: id, site }),
                        }
                    }
                }
                Place::Csb => {
                    out.extend(data.area_ids().map(|to| Order::LeaveCsb { fleet: id, to }));
                    let mut patrols = vec![(None, Column(0), false), (None, Column(1), true)];
                    patrols.extend(enemies.iter().map(|&e| (Some(e), Column(1), false)));
                    for (company, odds, laden) in patrols {
                        out.push(Order::Patrol {
                            fleet: id,
                            company,
                            odds,
                            laden,
                        });
                    }
                }
                Place::Europe => {}
            }
        }
    }
}

fn second_round_candidates(data: &Data, seat: Seat, world: &World, out: &mut Vec<Order>) {
    for f in &world.companies[seat].fleets {
        let id = f.id;
        let Place::Area(area) = f.at else { continue };
        for &site in &data.area(area).sites {
            let Some(factory) = world.own_factory(seat, site) else {
                continue;
            };
            let mut stored = factory.markers.clone();
            stored.dedup();
            for marker in stored {
                out.push(Order::Load {
                    fleet: id,
                    site,
                    marker,
                    count: 1,
                });
            }
            let mut aboard = f.cargo.clone();
            aboard.dedup();
            for marker in aboard {
                out.push(Order::Unload {
                    fleet: id,
                    site,
                    marker,
                    count: 1,
                });
            }
            out.push(Order::Garrison {
                fleet: id,
                site,
                soldiers: 1,
            });
            out.push(Order::Embark {
                fleet: id,
                site,
                soldiers: 1,
            });
            out.extend(change_ups(Holder::Factory(site), &factory.markers));
        }
        out.extend(change_ups(Holder::Fleet(id), &f.cargo));
    }
}

/// One change-up per commodity and share where equal markers add to an exact share.
pub(crate) fn change_ups(at: Holder, markers: &[Marker]) -> Vec<Order> {
    let mut out = Vec::new();
    let mut kinds = markers.to_vec();
    kinds.dedup();
    for m in kinds {
        let have = markers.iter().filter(|&&x| x == m).count();
        if let Some(n) = (2..=have).find(|&n| merged_share(&vec![m.share; n]).is_some()) {
            out.push(Order::ChangeUp {
                at,
                commodity: m.commodity,
                shares: vec![m.share; n],
            });
        }
    }
    out
}
