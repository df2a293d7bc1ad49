//! Turn Order Bid: one bid each, in turn order, times the bid multiplier; the cash goes to the
//! stash; the turn order follows the bid values, ties keeping their order.

use super::{Event, EventKind, Game, Phase, RuleError, cannot_afford, public};
use crate::games::Seat;
use crate::games::indonesia::{PhaseName, Track};

impl Game {
    pub(super) fn begin_bid(&mut self, events: &mut Vec<Event>) {
        self.start_phase(PhaseName::Bid, events);
        self.phase = Phase::Bid {
            turn: 0,
            values: vec![0; self.players],
        };
    }

    /// After the last bid: the new turn order, then Mergers.
    pub(super) fn settle_bid(&mut self, events: &mut Vec<Event>) -> bool {
        let Phase::Bid { turn, values } = &self.phase else {
            return false;
        };
        if *turn < self.players {
            return false;
        }
        let values = values.clone();
        // A stable sort: tied players keep their relative order.
        self.order.sort_by_key(|&s| std::cmp::Reverse(values[s]));
        events.push(public(EventKind::TurnOrder {
            order: self.order.clone(),
        }));
        self.begin_mergers(events);
        true
    }

    pub(super) fn check_bid(&self, seat: Seat, amount: u32) -> Result<(), RuleError> {
        let Phase::Bid { turn, .. } = self.phase else {
            return self.phase_error(seat);
        };
        if self.seat_at(turn) != seat {
            return self.phase_error(seat);
        }
        if amount > self.cash[seat] {
            return cannot_afford(format!(
                "No bluffing: you bid {amount} rupiah but have only {} in cash.",
                self.cash[seat]
            ));
        }
        Ok(())
    }

    pub(super) fn bid(&mut self, seat: Seat, amount: u32, events: &mut Vec<Event>) {
        let value = u64::from(amount) * u64::from(self.value(seat, Track::BidMultiplier));
        self.cash[seat] -= amount;
        self.stash[seat] += amount;
        if let Phase::Bid { turn, values } = &mut self.phase {
            values[seat] = value;
            *turn += 1;
        }
        events.push(public(EventKind::Bid {
            seat,
            amount,
            value,
        }));
    }
}
