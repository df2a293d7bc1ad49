//! The year: order round 1, its resolution step by step in initiative order, the Commodities
//! and Spices segments; order round 2, its resolution, Treasury and Maintenance; then the next
//! year's initiative, or the end of the game.

use super::{Event, EventKind, Game, Phase, d6};
use crate::games::indies::data::Data;
use crate::games::indies::order::{
    CARGO, COMBAT, FACTORIES, INDIES, INVASIONS, OUTFITTING, Order, STANDING, VOYAGES,
};
use crate::games::indies::world::Moves;
use crate::games::indies::world::{FleetId, Place};
use crate::games::indies::{InitiativeRoll, Score, Stage};
use crate::games::{Seat, public};
use crate::lang::Msg;
use crate::msg;

impl Game {
    /// Every company has sealed: reveal the orders together and resolve the round.
    pub(super) fn close_round(&mut self, events: &mut Vec<Event>) {
        let Phase::Orders(round) = self.phase else {
            return;
        };
        let drafts = std::mem::take(&mut self.drafts);
        events.push(public(EventKind::OrdersRevealed {
            year: self.year,
            round,
            orders: drafts.clone(),
        }));
        let start = events.len();
        let places = self.fleet_places();
        if round == 1 {
            self.resolve_first(&drafts, events);
        } else {
            self.resolve_second(&drafts, events);
        }
        explain_lost_fleets(&self.data, &mut events[start..]);
        self.last_round = super::happenings::happenings(places, &events[start..]);
    }

    /// Opens an order round: empty drafts, nobody sealed, fresh movement records.
    pub(super) fn open(&mut self, round: u8, events: &mut Vec<Event>) {
        self.phase = Phase::Orders(round);
        self.drafts = vec![Vec::new(); self.players];
        self.sealed = vec![false; self.players];
        for c in &mut self.world.companies {
            for f in &mut c.fleets {
                f.moves = Moves::default();
                if round == 1 {
                    f.attempts = 0;
                }
            }
        }
        events.push(public(EventKind::RoundOpened {
            year: self.year,
            round,
        }));
    }

    /// Carries out every company's orders of one step, companies in initiative order, each
    /// company's in the order of its draft; an order that cannot be carried out is reported.
    fn run_step(&mut self, drafts: &[Vec<Order>], step: u8, out: &mut Vec<EventKind>) {
        for seat in self.world.initiative.clone() {
            let draft = &drafts[seat];
            for i in Self::carry_out_order(draft) {
                let order = &draft[i];
                if order.step().0 != step {
                    continue;
                }
                let done = self
                    .world
                    .carry_out(&self.data, seat, order, Some(&mut self.rng), out);
                if let Err(why) = done {
                    out.push(EventKind::Skipped {
                        seat,
                        order: order.clone(),
                        reason: why.said,
                    });
                }
            }
            self.world.drop_empty_fleets(seat);
        }
    }

    /// Announces a stage with what happened in it; a stage where nothing happened says nothing.
    fn stage(
        &mut self,
        stage: Stage,
        events: &mut Vec<Event>,
        run: impl FnOnce(&mut Game, &mut Vec<EventKind>),
    ) {
        let mut out = Vec::new();
        run(self, &mut out);
        if !out.is_empty() {
            events.push(public(EventKind::Stage { stage }));
            events.extend(merge_alike(out).into_iter().map(public));
        }
    }

    fn resolve_first(&mut self, drafts: &[Vec<Order>], events: &mut Vec<Event>) {
        let mut standing = Vec::new();
        self.run_step(drafts, STANDING, &mut standing);
        events.extend(standing.into_iter().map(public));
        self.stage(Stage::Outfitting, events, |g, out| {
            g.run_step(drafts, OUTFITTING, out)
        });
        self.stage(Stage::InitialVoyages, events, |g, out| {
            g.run_step(drafts, VOYAGES, out)
        });
        self.stage(Stage::IndiesMovement, events, |g, out| {
            g.run_step(drafts, INDIES, out)
        });
        self.stage(Stage::Combat, events, |g, out| {
            g.world.interceptions(&g.data, &mut g.rng, out);
            g.run_step(drafts, COMBAT, out);
        });
        self.stage(Stage::Attrition, events, |g, out| {
            g.world.attrition(&g.data, &mut g.rng, out)
        });
        self.stage(Stage::Invasions, events, |g, out| {
            g.run_step(drafts, INVASIONS, out);
            g.world.leave_csb_without_factory(out);
        });
        self.stage(Stage::Factories, events, |g, out| {
            g.run_step(drafts, FACTORIES, out)
        });
        self.stage(Stage::Commodities, events, |g, out| {
            g.world.move_prices(&g.data, &mut g.rng, out)
        });
        self.stage(Stage::Spices, events, |g, out| {
            g.world.share_spices(&g.data, out)
        });
        self.open(2, events);
    }

    fn resolve_second(&mut self, drafts: &[Vec<Order>], events: &mut Vec<Event>) {
        let mut standing = Vec::new();
        self.run_step(drafts, STANDING, &mut standing);
        events.extend(standing.into_iter().map(public));
        self.stage(Stage::Cargo, events, |g, out| {
            g.run_step(drafts, CARGO, out)
        });
        self.stage(Stage::FinalVoyages, events, |g, out| {
            g.run_step(drafts, VOYAGES, out)
        });
        self.stage(Stage::FinalCombat, events, |g, out| {
            g.world.interceptions(&g.data, &mut g.rng, out)
        });
        self.stage(Stage::FinalAttrition, events, |g, out| {
            g.world.attrition(&g.data, &mut g.rng, out)
        });
        self.stage(Stage::Treasury, events, |g, out| {
            g.world.sell(&g.data, out);
            g.world.subsidy(&g.data, &mut g.rng, out);
        });
        self.stage(Stage::Maintenance, events, |g, out| {
            g.world.maintenance(&g.data, out);
            g.world.leave_csb_without_factory(out);
        });
        if self.year >= self.last_year {
            self.end_game(events);
        } else {
            self.year += 1;
            self.roll_initiative(events);
            self.open(1, events);
        }
    }

    /// Initiative = treasury × d6, highest first; ties keep the previous order (E: it orders
    /// every resolution and breaks every tie).
    pub(super) fn roll_initiative(&mut self, events: &mut Vec<Event>) {
        let mut rolls: Vec<InitiativeRoll> = Vec::new();
        for &seat in &self.world.initiative {
            let die = d6(&mut self.rng);
            let treasury = self.world.companies[seat].treasury;
            rolls.push(InitiativeRoll {
                seat,
                treasury,
                die,
                value: treasury * i64::from(die),
            });
        }
        let mut order = rolls.clone();
        order.sort_by_key(|r| std::cmp::Reverse(r.value));
        self.world.initiative = order.iter().map(|r| r.seat).collect();
        events.push(public(EventKind::Initiative {
            year: self.year,
            rolls,
            order: self.world.initiative.clone(),
        }));
    }

    /// Score = treasury + points per factory; ties go to more factories, then to the higher
    /// initiative.
    pub(super) fn end_game(&mut self, events: &mut Vec<Event>) {
        let scores: Vec<Score> = (0..self.players)
            .map(|seat| {
                let factories = self.world.factory_count(seat);
                let treasury = self.world.companies[seat].treasury;
                Score {
                    seat,
                    treasury,
                    factories,
                    score: treasury + i64::from(factories * self.data.factory.points),
                }
            })
            .collect();
        let rank = |s: Seat| {
            self.world
                .initiative
                .iter()
                .position(|&x| x == s)
                .unwrap_or(usize::MAX)
        };
        let winner = scores
            .iter()
            .max_by_key(|s| (s.score, s.factories, std::cmp::Reverse(rank(s.seat))))
            .map_or(0, |s| s.seat);
        self.phase = Phase::Over;
        self.drafts = vec![Vec::new(); self.players];
        self.sealed = vec![true; self.players];
        self.scores = Some((scores.clone(), winner));
        events.push(public(EventKind::GameOver { scores, winner }));
    }
}

/// An order skipped because its fleet went down earlier in the round says where it went down
/// ("fleet B was sunk in the battle in Sumatra"), not that the company has no such fleet.
fn explain_lost_fleets(data: &Data, events: &mut [Event]) {
    let mut lost: Vec<(Seat, FleetId, Msg)> = Vec::new();
    for e in events {
        match &mut e.kind {
            EventKind::Battle(b) => {
                for (side, loss) in [
                    (b.attacker, &b.attacker_lost),
                    (b.defender, &b.defender_lost),
                ] {
                    if loss.fleet_lost {
                        let fleet = side.fleet.to_string();
                        let why = match b.area {
                            Place::Area(a) => msg!(
                                "indies-skipped-sunk-in",
                                fleet = fleet,
                                area = &data.area(a).name
                            ),
                            _ => msg!("indies-skipped-sunk", fleet = fleet),
                        };
                        lost.push((side.seat, side.fleet, why));
                    }
                }
            }
            EventKind::Attrition {
                seat, fleet, loss, ..
            } if loss.fleet_lost => {
                let why = msg!("indies-skipped-lost", fleet = fleet.to_string());
                lost.push((*seat, *fleet, why));
            }
            EventKind::Skipped {
                seat,
                order,
                reason,
            } => {
                if let Some((.., why)) = lost
                    .iter()
                    .find(|(s, f, _)| s == seat && Some(*f) == order.fleet())
                {
                    *reason = why.clone().into();
                }
            }
            _ => {}
        }
    }
}

/// A stage's events with alike ones in a row told once, counted: a company that loads three
/// markers of one kind at one factory with three orders "loads 3 × pepper 1/3" in one line.
fn merge_alike(out: Vec<EventKind>) -> Vec<EventKind> {
    let mut merged: Vec<EventKind> = Vec::with_capacity(out.len());
    for event in out {
        if let Some(last) = merged.last_mut()
            && fold(last, &event)
        {
            continue;
        }
        merged.push(event);
    }
    merged
}

/// Adds `next` to `last` when they tell the same thing of the same fleet.
fn fold(last: &mut EventKind, next: &EventKind) -> bool {
    match (last, next) {
        (
            EventKind::Bought {
                seat,
                fleet,
                unit,
                count,
                cost,
            },
            EventKind::Bought {
                seat: s,
                fleet: f,
                unit: u,
                count: n,
                cost: c,
            },
        ) if (*seat, *fleet, *unit) == (*s, *f, *u) => {
            *count += n;
            *cost += c;
            true
        }
        (
            EventKind::Loaded {
                seat,
                fleet,
                site,
                marker,
                count,
            },
            EventKind::Loaded {
                seat: s,
                fleet: f,
                site: t,
                marker: m,
                count: n,
            },
        )
        | (
            EventKind::Unloaded {
                seat,
                fleet,
                site,
                marker,
                count,
            },
            EventKind::Unloaded {
                seat: s,
                fleet: f,
                site: t,
                marker: m,
                count: n,
            },
        ) if (*seat, *fleet, *site, *marker) == (*s, *f, *t, *m) => {
            *count += n;
            true
        }
        _ => false,
    }
}
