//! Phase 3, in order: tickets on spaces go to the centres; islands over their storage limit
//! return the surplus to the pool (the airplane holder chooses when there is a choice); in
//! advanced mode the lowest score may move a typhoon; the next festival becomes active; the
//! airplane passes on; the next round begins.

use super::{Event, EventKind, Game, Phase, RefreshStep, RuleError, Tickets};
use crate::games::festivals::{IslandId, Side, TyphoonTies};
use crate::games::{Seat, forbidden, not_your_turn, public, unknown};
use crate::msg;

impl Game {
    pub(super) fn start_refresh(&mut self, events: &mut Vec<Event>) {
        for island in 0..self.board.islands.len() {
            for space in &mut self.spaces[island] {
                if let Some(colour) = space.take() {
                    *self.centres[island].get_mut(colour) += 1;
                }
            }
        }
        self.steps.clear();
        self.round_start = self.travellers.clone();
        self.remaining = vec![Tickets::NONE; self.players];
        events.push(public(EventKind::TicketsToCentres));
        self.limits_from(0, events);
    }

    /// How many tickets an island's centre holds above its storage limit.
    pub(super) fn surplus(&self, island: IslandId) -> u32 {
        let limit = self.board.islands[island].depicted.total();
        self.centres[island].total().saturating_sub(limit)
    }

    /// The different sets of `surplus` tickets the island could return.
    pub(super) fn discard_choices(&self, island: IslandId) -> Vec<Tickets> {
        let surplus = self.surplus(island);
        self.centres[island]
            .subsets()
            .into_iter()
            .filter(|t| t.total() == surplus)
            .collect()
    }

    /// Storage limits, island by island from `first`: automatic when only one outcome is
    /// possible, otherwise the airplane holder's choice.
    fn limits_from(&mut self, first: IslandId, events: &mut Vec<Event>) {
        for island in first..self.board.islands.len() {
            let surplus = self.surplus(island);
            if surplus == 0 {
                continue;
            }
            let choices = self.discard_choices(island);
            if let [tickets] = choices[..] {
                self.return_to_pool(island, tickets, None, events);
            } else {
                self.phase = Phase::Refresh(RefreshStep::Discard {
                    island,
                    surplus: surplus as u8,
                });
                return;
            }
        }
        self.typhoon_step(events);
    }

    fn return_to_pool(
        &mut self,
        island: IslandId,
        tickets: Tickets,
        by: Option<Seat>,
        events: &mut Vec<Event>,
    ) {
        self.centres[island].remove(&tickets);
        self.pool.add(&tickets);
        events.push(public(EventKind::Discarded {
            island,
            tickets,
            by,
        }));
    }

    pub(super) fn check_discard(
        &self,
        seat: Seat,
        island: IslandId,
        tickets: Tickets,
    ) -> Result<(), RuleError> {
        let Phase::Refresh(RefreshStep::Discard {
            island: due,
            surplus,
        }) = self.phase
        else {
            return self.phase_error(seat);
        };
        if seat != self.airplane {
            return not_your_turn(msg!("festivals-refused-discard-airplane"));
        }
        let name = self.name(due);
        let centre = self.centres[due];
        let how = format!("/festivals discard island:{name} tickets:\"...\"");
        if island != due {
            return forbidden(msg!(
                "festivals-refused-discard-island",
                island = name,
                surplus = surplus,
                centre = centre.said(),
                how = how
            ));
        }
        let limit = self.board.islands[due].depicted.total();
        if tickets.total() != u32::from(surplus) {
            return forbidden(msg!(
                "festivals-refused-discard-count",
                island = name,
                limit = limit,
                surplus = surplus,
                centre = centre.said(),
                how = how
            ));
        }
        if !centre.contains(&tickets) {
            return forbidden(msg!(
                "festivals-refused-discard-held",
                island = name,
                centre = centre.said(),
                tickets = tickets.said()
            ));
        }
        Ok(())
    }

    /// The airplane holder returns the surplus of `island`; the limits of the islands after it
    /// follow.
    pub(super) fn discard(
        &mut self,
        seat: Seat,
        island: IslandId,
        tickets: Tickets,
        events: &mut Vec<Event>,
    ) {
        self.return_to_pool(island, tickets, Some(seat), events);
        self.limits_from(island + 1, events);
    }

    /// Advanced mode: the lowest score may move a typhoon. A tie for lowest means nobody,
    /// unless the variant lets the airplane holder pick among the tied.
    fn typhoon_step(&mut self, events: &mut Vec<Event>) {
        if self.options.typhoons == 0 {
            return self.finish_round(events);
        }
        let lowest = self.scores.iter().copied().min().unwrap_or(0);
        let tied: Vec<Seat> = self
            .seats_from_airplane()
            .filter(|&s| self.scores[s] == lowest)
            .collect();
        match tied[..] {
            [seat] => self.phase = Phase::Refresh(RefreshStep::Typhoon { seat }),
            _ if self.options.typhoon_ties == TyphoonTies::Airplane => {
                self.phase = Phase::Refresh(RefreshStep::PickTyphoonMover { tied })
            }
            _ => self.finish_round(events),
        }
    }

    pub(super) fn check_pick(&self, seat: Seat, pick: Seat) -> Result<(), RuleError> {
        let Phase::Refresh(RefreshStep::PickTyphoonMover { tied }) = &self.phase else {
            return self.phase_error(seat);
        };
        if seat != self.airplane {
            return not_your_turn(msg!("festivals-refused-pick-airplane"));
        }
        if !tied.contains(&pick) {
            return forbidden(msg!("festivals-refused-pick-tied", tied = tied.len()));
        }
        Ok(())
    }

    pub(super) fn pick_typhoon_mover(&mut self, seat: Seat, pick: Seat, events: &mut Vec<Event>) {
        events.push(public(EventKind::TyphoonMoverPicked {
            by: seat,
            seat: pick,
        }));
        self.phase = Phase::Refresh(RefreshStep::Typhoon { seat: pick });
    }

    /// Whether a typhoon may go from one side to another: `to` is a free side between two
    /// island tiles and no island is left without a way in or out.
    pub(super) fn check_shift(&self, from: Side, to: Side) -> Result<(), RuleError> {
        let n = self.board.islands.len();
        let here: Vec<String> = self
            .typhoons
            .iter()
            .map(|&s| self.board.side_name(s))
            .collect();
        let here = here.join(", ");
        if from.0 >= n || from.1 >= n || !self.typhoons.contains(&from) {
            return unknown(msg!("festivals-refused-no-typhoon", here = here));
        }
        if to.0 >= n || to.1 >= n || !self.board.sides().contains(&to) {
            return forbidden(msg!("festivals-refused-typhoon-side"));
        }
        if self.typhoons.contains(&to) {
            return forbidden(msg!(
                "festivals-refused-typhoon-there",
                side = self.board.side_name(to)
            ));
        }
        let after: Vec<Side> = self
            .typhoons
            .iter()
            .map(|&s| if s == from { to } else { s })
            .collect();
        if let Some(island) = self.board.closed_island(&after) {
            return forbidden(msg!(
                "festivals-refused-closes-off",
                island = self.name(island)
            ));
        }
        Ok(())
    }

    /// Every allowed typhoon shift now.
    pub(super) fn typhoon_shifts(&self) -> Vec<(Side, Side)> {
        let mut out = Vec::new();
        for &from in &self.typhoons {
            for &to in self.board.sides() {
                if self.check_shift(from, to).is_ok() {
                    out.push((from, to));
                }
            }
        }
        out
    }

    pub(super) fn check_typhoon(
        &self,
        seat: Seat,
        shift: Option<(Side, Side)>,
    ) -> Result<(), RuleError> {
        let Phase::Refresh(RefreshStep::Typhoon { seat: mover }) = self.phase else {
            return self.phase_error(seat);
        };
        if seat != mover {
            return not_your_turn(msg!("festivals-refused-typhoon-lowest"));
        }
        match shift {
            Some((from, to)) => self.check_shift(from, to),
            None => Ok(()),
        }
    }

    /// The typhoon mover shifts a typhoon (or leaves them), and the round ends.
    pub(super) fn shift_typhoon(
        &mut self,
        seat: Seat,
        shift: Option<(Side, Side)>,
        events: &mut Vec<Event>,
    ) {
        if let Some((from, to)) = shift {
            for s in &mut self.typhoons {
                if *s == from {
                    *s = to;
                }
            }
        }
        events.push(public(EventKind::TyphoonMoved { seat, shift }));
        self.finish_round(events);
    }

    /// The next festival becomes active, the airplane passes to the left, a new round begins.
    fn finish_round(&mut self, events: &mut Vec<Event>) {
        self.active = self.deck.remove(0);
        self.claimed = 0;
        self.airplane = (self.airplane + 1) % self.players;
        events.push(public(EventKind::AirplanePassed {
            seat: self.airplane,
        }));
        self.round += 1;
        self.begin_planning(events);
    }
}
