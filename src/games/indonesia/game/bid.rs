//! Turn Order Bid: one bid each, in turn order, times the bid multiplier; the cash goes to the
//! stash; the turn order follows the bid values, ties keeping their order.
//!
//! With sealed bids (an option) every player bids at once in secret; nothing moves until the
//! last bid is in, then the bids are revealed together in turn order.

use super::{Bids, Event, EventKind, Game, Phase, RuleError};
use crate::games::indonesia::{PhaseName, Track};
use crate::games::{Seat, cannot_afford, forbidden, private, public};
use crate::msg;

impl Game {
    pub(super) fn begin_bid(&mut self, events: &mut Vec<Event>) {
        self.start_phase(PhaseName::Bid, events);
        self.phase = Phase::Bid {
            turn: 0,
            values: vec![0; self.players],
            sealed: vec![None; self.players],
        };
    }

    /// After the last bid: the new turn order, then Mergers.
    pub(super) fn settle_bid(&mut self, events: &mut Vec<Event>) -> bool {
        let Phase::Bid { turn, values, .. } = &self.phase else {
            return false;
        };
        if *turn < self.players {
            return self.standing_bids(events);
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

    /// `seat`'s own sealed turn order bid, from its sealing until the bids are revealed.
    pub fn sealed_bid(&self, seat: Seat) -> Option<u32> {
        match &self.phase {
            Phase::Bid { sealed, .. } => sealed.get(seat).copied().flatten(),
            _ => None,
        }
    }

    pub(super) fn check_bid(&self, seat: Seat, amount: u32) -> Result<(), RuleError> {
        let Phase::Bid { turn, sealed, .. } = &self.phase else {
            return self.phase_error(seat);
        };
        match self.options.bids {
            Bids::Open if self.seat_at(*turn) != seat => return self.phase_error(seat),
            Bids::Sealed if sealed.get(seat).is_some_and(|b| b.is_some()) => {
                return forbidden(msg!("indonesia-refused-sealed-already"));
            }
            _ => {}
        }
        if amount > self.cash[seat] {
            return cannot_afford(msg!(
                "indonesia-refused-bid-cash",
                amount = amount,
                cash = self.cash[seat]
            ));
        }
        Ok(())
    }

    pub(super) fn bid(&mut self, seat: Seat, amount: u32, events: &mut Vec<Event>) {
        if self.options.bids == Bids::Sealed {
            return self.seal_bid(seat, amount, events);
        }
        self.pay_bid(seat, amount, events);
        if let Phase::Bid { turn, .. } = &mut self.phase {
            *turn += 1;
        }
    }

    /// Moves a bid's cash to the stash and makes it public.
    fn pay_bid(&mut self, seat: Seat, amount: u32, events: &mut Vec<Event>) {
        let value = self.bid_value(seat, amount);
        self.cash[seat] -= amount;
        self.stash[seat] += amount;
        if let Phase::Bid { values, .. } = &mut self.phase {
            values[seat] = value;
        }
        events.push(public(EventKind::Bid {
            seat,
            amount,
            value,
        }));
    }

    /// What a standing lead of at most `up_to` bids for `seat` now: the least whose value beats
    /// every bid made so far this year (ties keep the turn order, so the first to bid leads
    /// with 0), when that is at most `up_to` and the seat's cash; else 0.
    pub(super) fn lead_bid(&self, seat: Seat, up_to: u32) -> u32 {
        let Phase::Bid { turn, values, .. } = &self.phase else {
            return 0;
        };
        let before = &self.order[..(*turn).min(self.order.len())];
        let Some(best) = before
            .iter()
            .filter(|&&s| s != seat)
            .map(|&s| values[s])
            .max()
        else {
            return 0;
        };
        let multiplier = u64::from(self.value(seat, Track::BidMultiplier)).max(1);
        match u32::try_from(best / multiplier + 1) {
            Ok(least) if least <= up_to && least <= self.cash[seat] => least,
            _ => 0,
        }
    }

    fn bid_value(&self, seat: Seat, amount: u32) -> u64 {
        u64::from(amount) * u64::from(self.value(seat, Track::BidMultiplier))
    }

    /// Keeps a sealed bid secret (only the bidder is told it); the last one reveals them all in
    /// turn order. The cash moves only then, so nothing public hints at an amount before.
    fn seal_bid(&mut self, seat: Seat, amount: u32, events: &mut Vec<Event>) {
        let value = self.bid_value(seat, amount);
        let Phase::Bid { sealed, .. } = &mut self.phase else {
            return;
        };
        sealed.resize(self.players, None);
        sealed[seat] = Some(amount);
        let all: Option<Vec<u32>> = sealed.iter().copied().collect();
        events.push(public(EventKind::BidSealed { seat }));
        events.push(private(seat, EventKind::OwnSealedBid { amount, value }));
        let Some(all) = all else {
            return;
        };
        events.push(public(EventKind::BidsRevealed));
        for s in self.order.clone() {
            self.pay_bid(s, all[s], events);
        }
        if let Phase::Bid { turn, sealed, .. } = &mut self.phase {
            *turn = self.players;
            sealed.iter_mut().for_each(|b| *b = None);
        }
    }
}
