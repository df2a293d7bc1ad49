//! Phase 2a: movers place their shown tickets one step at a time. A mover for whom no shown
//! ticket fits any open neighbouring island is blocked at once (no look-ahead), and the
//! remaining tickets go to the centre of the island they stand on.

use super::{Colour, Event, EventKind, Game, Phase, RuleError, Step};
use crate::games::festivals::IslandId;
use crate::games::{Seat, forbidden, not_your_turn, public, unknown};
use crate::lang::{Arg, Msg};
use crate::msg;

impl Game {
    /// The first free space of this colour on an island.
    pub(super) fn free_space(&self, island: IslandId, colour: Colour) -> Option<usize> {
        let colours = self.board.spaces(island, self.players);
        (0..colours.len()).find(|&k| colours[k] == colour && self.spaces[island][k].is_none())
    }

    /// Every step the seat could take now: (island, ticket colour).
    pub(super) fn steps_for(&self, seat: Seat) -> Vec<(IslandId, Colour)> {
        let from = self.travellers[seat];
        let mut out = Vec::new();
        for &to in self.board.adjacent(from) {
            if !self.board.open(from, to, &self.typhoons) {
                continue;
            }
            for colour in self.remaining[seat].colours() {
                if self.free_space(to, colour).is_some() {
                    out.push((to, colour));
                }
            }
        }
        out
    }

    /// Settles whose move it is, resolving blocked movers; true when Phase 2a is over.
    pub(super) fn next_mover(&mut self, events: &mut Vec<Event>) -> bool {
        loop {
            if !self.turns.settle() {
                self.start_resting();
                return true;
            }
            let Some(seat) = self.turns.current() else {
                return false;
            };
            if !self.steps_for(seat).is_empty() {
                return false;
            }
            let island = self.travellers[seat];
            let lost = std::mem::take(&mut self.remaining[seat]);
            self.centres[island].add(&lost);
            events.push(public(EventKind::Blocked { seat, island, lost }));
            self.end_move(seat, events);
        }
    }

    fn end_move(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let island = self.travellers[seat];
        events.push(public(EventKind::MoveEnded { seat, island }));
        self.claim(seat, events);
        self.turns.done();
    }

    /// Whether `seat` may step to `to` with a shown `ticket` now.
    pub(super) fn check_step(
        &self,
        seat: Seat,
        to: IslandId,
        ticket: Colour,
    ) -> Result<(), RuleError> {
        if self.phase != Phase::Moving || self.turns.tied().is_some() {
            return self.phase_error(seat);
        }
        if self.turns.current() != Some(seat) {
            return if self.shown[seat].is_empty() {
                not_your_turn(msg!("festivals-refused-no-move"))
            } else if self.turns.coming(seat) {
                not_your_turn(msg!(
                    "festivals-refused-move-later",
                    awaited = msg!("another-player")
                ))
            } else if self.steps.iter().filter(|s| s.seat == seat).count()
                < self.shown[seat].total() as usize
            {
                not_your_turn(msg!(
                    "festivals-refused-was-blocked",
                    island = self.name(self.travellers[seat])
                ))
            } else {
                not_your_turn(msg!("festivals-refused-move-done"))
            };
        }
        let from = self.travellers[seat];
        let remaining = self.remaining[seat];
        let hint = self.step_hint(seat);
        if remaining.get(ticket) == 0 {
            return forbidden(msg!(
                "festivals-refused-not-shown",
                ticket = ticket.said(),
                remaining = remaining.said(),
                hint = hint
            ));
        }
        if to >= self.board.islands.len() {
            return unknown(msg!("festivals-refused-no-island", hint = hint));
        }
        let reach: Vec<&str> = self
            .board
            .adjacent(from)
            .iter()
            .map(|&i| self.name(i))
            .collect();
        let reach = reach.join(", ");
        let from_name = self.name(from);
        if to == from {
            return forbidden(msg!(
                "festivals-refused-there-already",
                island = from_name,
                reach = reach,
                hint = hint
            ));
        }
        if !self.board.adjacent(from).contains(&to) {
            return forbidden(msg!(
                "festivals-refused-not-next",
                to = self.name(to),
                from = from_name,
                reach = reach,
                hint = hint
            ));
        }
        if !self.board.open(from, to, &self.typhoons) {
            return forbidden(msg!(
                "festivals-refused-typhoon-blocks",
                from = from_name,
                to = self.name(to),
                hint = hint
            ));
        }
        if self.free_space(to, ticket).is_none() {
            let anywhere =
                (0..self.board.islands.len()).any(|i| self.free_space(i, ticket).is_some());
            if !anywhere {
                return forbidden(msg!(
                    "festivals-refused-no-space-anywhere",
                    ticket = ticket.said(),
                    hint = hint
                ));
            }
            return forbidden(msg!(
                "festivals-refused-no-space",
                island = self.name(to),
                ticket = ticket.said(),
                hint = hint
            ));
        }
        Ok(())
    }

    /// One step: the ticket goes on a free space of `to` for good, and the traveller follows.
    pub(super) fn step(
        &mut self,
        seat: Seat,
        to: IslandId,
        ticket: Colour,
        events: &mut Vec<Event>,
    ) {
        let from = self.travellers[seat];
        if let Some(space) = self.free_space(to, ticket) {
            self.spaces[to][space] = Some(ticket);
        }
        *self.remaining[seat].get_mut(ticket) -= 1;
        self.travellers[seat] = to;
        self.steps.push(Step { seat, from, to });
        events.push(public(EventKind::Moved {
            seat,
            from,
            to,
            ticket,
        }));
        if self.remaining[seat].is_empty() {
            self.end_move(seat, events);
        }
    }

    /// "You can move: to Kalimantan with yellow, to Bali with blue."
    fn step_hint(&self, seat: Seat) -> Msg {
        let options: Vec<Arg> = self
            .steps_for(seat)
            .iter()
            .map(|&(to, c)| {
                msg!("festivals-step", island = self.name(to), ticket = c.said()).into()
            })
            .collect();
        msg!("festivals-step-hint", steps = Arg::Commas(options))
    }
}
