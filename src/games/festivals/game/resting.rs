//! Phase 2b: travellers who showed nothing rest after every mover, taking the tickets in their
//! island's centre, the island's depicted colours from the pool, or nothing; then they claim
//! the festival's next place if they stand on its island.

use super::{Event, EventKind, Game, Phase, RuleError, Tickets, Turns};
use crate::games::festivals::{Colour, IslandId, RestSource};
use crate::games::{Seat, forbidden, not_your_turn, public};
use crate::msg;

impl Game {
    /// Resters go in seat order from the airplane holder; the first rester met on an island
    /// brings that island's whole group of resters forward.
    pub(super) fn start_resting(&mut self) {
        let resters: Vec<Seat> = self
            .seats_from_airplane()
            .filter(|&s| self.shown[s].is_empty())
            .collect();
        let mut islands: Vec<IslandId> = Vec::new();
        for &s in &resters {
            if !islands.contains(&self.travellers[s]) {
                islands.push(self.travellers[s]);
            }
        }
        let groups = islands
            .iter()
            .map(|&i| {
                resters
                    .iter()
                    .copied()
                    .filter(|&s| self.travellers[s] == i)
                    .collect()
            })
            .collect();
        self.turns = Turns::new(groups);
        self.phase = Phase::Resting;
    }

    /// Settles whose rest it is; true when Phase 2 is over (the game then ends or refreshes).
    pub(super) fn next_rester(&mut self, events: &mut Vec<Event>) -> bool {
        if self.turns.settle() {
            return false;
        }
        self.end_of_action(events);
        true
    }

    /// What a rest from the pool takes here: one of each depicted token, as far as the pool has them.
    pub(super) fn pool_rest(&self, island: IslandId) -> Tickets {
        let depicted = self.board.islands[island].depicted;
        let mut took = Tickets::NONE;
        for c in Colour::ALL {
            *took.get_mut(c) = depicted.get(c).min(self.pool.get(c));
        }
        took
    }

    pub(super) fn check_rest(&self, seat: Seat, from: RestSource) -> Result<(), RuleError> {
        if self.phase != Phase::Resting || self.turns.tied().is_some() {
            return if self.phase == Phase::Moving && self.shown[seat].is_empty() {
                not_your_turn(msg!("festivals-refused-rest-after"))
            } else {
                self.phase_error(seat)
            };
        }
        if self.turns.current() != Some(seat) {
            return if !self.shown[seat].is_empty() {
                not_your_turn(msg!("festivals-refused-moved-no-rest"))
            } else if self.turns.coming(seat) {
                not_your_turn(msg!(
                    "festivals-refused-rest-later",
                    awaited = msg!("another-player")
                ))
            } else {
                not_your_turn(msg!("festivals-refused-rested"))
            };
        }
        let island = self.travellers[seat];
        if from == RestSource::Island && self.centres[island].is_empty() {
            return forbidden(msg!(
                "festivals-refused-centre-empty",
                island = self.name(island)
            ));
        }
        Ok(())
    }

    /// The rester takes its tickets, then claims the festival's next place if it is there.
    pub(super) fn rest(&mut self, seat: Seat, from: RestSource, events: &mut Vec<Event>) {
        let island = self.travellers[seat];
        let took = match from {
            RestSource::Island => std::mem::take(&mut self.centres[island]),
            RestSource::Pool => {
                let took = self.pool_rest(island);
                self.pool.remove(&took);
                took
            }
            RestSource::Nothing => Tickets::NONE,
        };
        self.hands[seat].add(&took);
        events.push(public(EventKind::Rested {
            seat,
            island,
            from,
            took,
        }));
        self.claim(seat, events);
        self.turns.done();
    }
}
