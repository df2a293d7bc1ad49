//! Phase 1: secret plans, collected per seat and revealed together when the last one arrives.

use super::{Event, EventKind, Game, Phase, RuleError, Tickets, Turns};
use crate::games::{Seat, forbidden, not_your_turn, private, public};
use crate::msg;

impl Game {
    pub(super) fn check_plan(&self, seat: Seat, tickets: Tickets) -> Result<(), RuleError> {
        if self.phase != Phase::Planning {
            return self.phase_error(seat);
        }
        let hand = self.hands[seat];
        if hand.is_empty() {
            return not_your_turn(msg!("festivals-refused-nothing-to-plan"));
        }
        if !hand.contains(&tickets) {
            return forbidden(msg!(
                "festivals-refused-plan",
                hand = hand.said(),
                tickets = tickets.said()
            ));
        }
        Ok(())
    }

    /// Records a plan behind the screen, in place of an earlier one.
    pub(super) fn plan(&mut self, seat: Seat, tickets: Tickets, events: &mut Vec<Event>) {
        if self.plans[seat].is_none() {
            events.push(public(EventKind::Planned { seat }));
        }
        self.plans[seat] = Some(tickets);
        events.push(private(seat, EventKind::PlanRecorded { seat, tickets }));
    }

    /// Every screen lifts: shown tickets leave the hands, and the movers line up, most tickets
    /// first; seats showing the same number form a tie group.
    pub(super) fn reveal(&mut self, events: &mut Vec<Event>) {
        let shown: Vec<Tickets> = self.plans.iter().map(|p| p.unwrap_or_default()).collect();
        for (hand, s) in self.hands.iter_mut().zip(&shown) {
            hand.remove(s);
        }
        self.plans = vec![None; self.players];
        self.shown = shown.clone();
        self.remaining = shown.clone();
        self.round_start = self.travellers.clone();
        self.steps.clear();
        events.push(public(EventKind::PlansRevealed { shown }));
        let mut counts: Vec<u32> = self
            .shown
            .iter()
            .map(Tickets::total)
            .filter(|&n| n > 0)
            .collect();
        counts.sort_unstable_by(|a, b| b.cmp(a));
        counts.dedup();
        let groups = counts
            .into_iter()
            .map(|n| {
                self.seats_from_airplane()
                    .filter(|&s| self.shown[s].total() == n)
                    .collect()
            })
            .collect();
        self.turns = Turns::new(groups);
        self.phase = Phase::Moving;
    }

    /// Seats in turn order starting from the airplane holder.
    pub(super) fn seats_from_airplane(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..self.players).map(move |k| (self.airplane + k) % self.players)
    }
}
