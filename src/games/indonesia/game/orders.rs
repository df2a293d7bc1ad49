//! Standing orders that outlast a phase: pass on merger proposals every year, research a track
//! each year. Each may be given, changed or cleared at any time, one's turn or not; the table
//! plays it when the seat's turn comes, as the same step typed (checked like one), and asks the
//! seat instead when the order no longer fits (see docs/indonesia.md, "Fewer waits").

use super::{Action, Bids, Event, EventKind, Game, MergerStep, Orders, Phase, RuleError};
use crate::games::indonesia::{CompanyId, DeedId, Ended, Track, track_said};
use crate::games::{Rules, Seat, cannot_afford, forbidden, private, unknown};
use crate::msg;

impl Game {
    fn orders_of(&self, seat: Seat) -> Orders {
        self.orders.get(seat).cloned().unwrap_or_default()
    }

    fn orders_mut(&mut self, seat: Seat) -> &mut Orders {
        if self.orders.len() < self.players {
            self.orders.resize(self.players, Orders::default());
        }
        &mut self.orders[seat]
    }

    /// The pairs `seat` could propose now (cash aside), smaller number first.
    fn proposable(&self, seat: Seat) -> Vec<(CompanyId, CompanyId)> {
        let mut pairs: Vec<_> = self
            .merger_pairs(seat)
            .iter()
            .map(|p| (p.first.min(p.second), p.first.max(p.second)))
            .collect();
        pairs.sort_unstable();
        pairs
    }

    /// Whether `action` is a standing order of this module.
    pub(super) fn is_order(action: &Action) -> bool {
        matches!(
            action,
            Action::PassProposals
                | Action::PassAcquisitions
                | Action::AskAgain
                | Action::ResearchEach { .. }
                | Action::ResearchStop
                | Action::BidEach { .. }
                | Action::BidLead { .. }
                | Action::BidStop
        )
    }

    /// Whether `seat`'s research turn is now.
    fn researching(&self, seat: Seat) -> bool {
        matches!(self.phase, Phase::Research { turn } if self.seat_at(turn) == seat)
    }

    /// The unclaimed deeds and `seat`'s free slots, which its standing pass on acquisitions
    /// holds to.
    fn on_offer(&self, seat: Seat) -> (Vec<DeedId>, u32) {
        (self.unclaimed().collect(), self.free_slots(seat))
    }

    fn free_slots(&self, seat: Seat) -> u32 {
        self.value(seat, Track::Slots)
            .saturating_sub(self.company_count(seat))
    }

    /// What `seat`'s standing bid of `amount` bids now: the amount itself, or with a lead the
    /// least that leads within it.
    fn standing_bid(&self, seat: Seat, amount: u32, lead: bool) -> u32 {
        match lead {
            true => self.lead_bid(seat, amount),
            false => amount,
        }
    }

    /// Whether the game awaits `seat`'s turn order bid (open or sealed).
    fn bidding(&self, seat: Seat) -> bool {
        matches!(self.phase, Phase::Bid { .. }) && self.waiting_for().contains(&seat)
    }

    /// The standing bids due now: the next one played (true), or an order that no longer
    /// fits ended (false: the seat is asked). With open bids the seat whose bid is due; with
    /// sealed bids every seat yet to seal.
    pub(super) fn standing_bids(&mut self, events: &mut Vec<Event>) -> bool {
        let due: Vec<Seat> = self
            .waiting_for()
            .into_iter()
            .filter(|&s| self.bidding(s) && self.orders_of(s).bid.is_some())
            .collect();
        for seat in due {
            let orders = self.orders_of(seat);
            let Some((amount, (known, slots))) = orders.bid else {
                continue;
            };
            let amount = self.standing_bid(seat, amount, orders.bid_lead);
            let (deeds, free) = self.on_offer(seat);
            let same = free <= slots && deeds.iter().all(|d| known.contains(d));
            if same && self.check_bid(seat, amount).is_ok() {
                self.bid(seat, amount, events);
                return true;
            }
            self.orders_mut(seat).bid = None;
            // Said alike whichever it is, to the seat alone.
            self.tell_orders(seat, Some(Ended::BidCash), events);
        }
        false
    }

    /// Whether the game awaits `seat` for an acquisition.
    fn acquiring(&self, seat: Seat) -> bool {
        matches!(self.phase, Phase::Acquisitions { turn, .. } if self.seat_at(turn) == seat)
    }

    /// Whether the game awaits `seat` for a merger proposal.
    fn proposing(&self, seat: Seat) -> bool {
        matches!(&self.phase, Phase::Mergers(m)
            if matches!(m.step, MergerStep::Proposing) && self.seat_at(m.turn) == seat)
    }

    pub(super) fn check_order(&self, seat: Seat, action: &Action) -> Result<(), RuleError> {
        if self.phase == Phase::Over {
            return self.phase_error(seat);
        }
        let orders = self.orders_of(seat);
        match action {
            Action::PassProposals if orders.proposals.is_some() && !self.proposing(seat) => {
                forbidden(msg!("indonesia-refused-passing-proposals"))
            }
            Action::PassAcquisitions if orders.deeds.is_some() && !self.acquiring(seat) => {
                forbidden(msg!("indonesia-refused-passing-deeds"))
            }
            Action::AskAgain if orders.proposals.is_none() && orders.deeds.is_none() => {
                forbidden(msg!("indonesia-refused-no-standing-pass"))
            }
            Action::BidStop if orders.bid.is_none() => {
                forbidden(msg!("indonesia-refused-no-standing-bid"))
            }
            Action::BidEach { amount } if self.bidding(seat) => self.check_bid(seat, *amount),
            Action::BidLead { .. } if self.options.bids == Bids::Sealed => {
                forbidden(msg!("indonesia-refused-lead-sealed"))
            }
            Action::BidLead { up_to } if *up_to > self.cash[seat] => cannot_afford(msg!(
                "indonesia-refused-lead-cash",
                up_to = *up_to,
                cash = self.cash[seat]
            )),
            Action::ResearchStop if orders.research.is_none() => {
                forbidden(msg!("indonesia-refused-no-standing-research"))
            }
            Action::ResearchEach { track, owner } => {
                if *owner >= self.players {
                    return unknown(msg!("indonesia-refused-no-player"));
                }
                if self.researching(seat) {
                    return self.check_research(seat, *track, *owner);
                }
                if *owner != seat && *track != Track::Hull {
                    return forbidden(msg!(
                        "indonesia-refused-research-own",
                        track = track_said(*track)
                    ));
                }
                if self.research[*owner][*track as usize] >= 5 {
                    return forbidden(msg!(
                        "indonesia-refused-research-last",
                        track = track_said(*track)
                    ));
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }

    pub(super) fn perform_order(&mut self, seat: Seat, action: &Action, events: &mut Vec<Event>) {
        match action {
            Action::PassProposals => {
                let pairs = self.proposable(seat);
                self.orders_mut(seat).proposals = Some(pairs);
                self.tell_orders(seat, None, events);
                if self.proposing(seat) {
                    self.merger_action(seat, &Action::Pass, events);
                }
            }
            Action::PassAcquisitions => {
                let offer = self.on_offer(seat);
                self.orders_mut(seat).deeds = Some(offer);
                self.tell_orders(seat, None, events);
                if self.acquiring(seat) {
                    self.acquisition_action(seat, &Action::Pass, events);
                }
            }
            Action::AskAgain => {
                let orders = self.orders_mut(seat);
                orders.proposals = None;
                orders.deeds = None;
                self.tell_orders(seat, None, events);
            }
            Action::ResearchEach { track, owner } => {
                let free = self.free_slots(seat);
                let orders = self.orders_mut(seat);
                orders.research = Some((*track, *owner));
                orders.research_free = free;
                self.tell_orders(seat, None, events);
                if self.researching(seat) {
                    self.research_step(seat, *track, *owner, events);
                }
            }
            Action::BidEach { amount } | Action::BidLead { up_to: amount } => {
                let lead = matches!(action, Action::BidLead { .. });
                let offer = self.on_offer(seat);
                let orders = self.orders_mut(seat);
                orders.bid = Some((*amount, offer));
                orders.bid_lead = lead;
                self.tell_orders(seat, None, events);
                if self.bidding(seat) {
                    self.bid(seat, self.standing_bid(seat, *amount, lead), events);
                }
            }
            Action::BidStop => {
                self.orders_mut(seat).bid = None;
                self.tell_orders(seat, None, events);
            }
            Action::ResearchStop => {
                self.orders_mut(seat).research = None;
                self.tell_orders(seat, None, events);
            }
            _ => {}
        }
    }

    fn tell_orders(&self, seat: Seat, ended: Option<Ended>, events: &mut Vec<Event>) {
        let orders = self.orders_of(seat);
        events.push(private(
            seat,
            EventKind::Orders {
                seat,
                proposals: orders.proposals.is_some(),
                deeds: orders.deeds.is_some(),
                research: orders.research,
                lead: orders.bid.is_some() && orders.bid_lead,
                bid: orders.bid.map(|(amount, _)| amount),
                ended,
            },
        ));
    }

    /// `seat`'s standing pass on proposals, when the game asks it for one: the pass played
    /// (true), or the order ended because it could now propose a merger it could not when it
    /// gave it (false: the seat is asked).
    pub(super) fn standing_proposal_pass(&mut self, seat: Seat, events: &mut Vec<Event>) -> bool {
        let Some(known) = self.orders_of(seat).proposals else {
            return false;
        };
        if self.proposable(seat).iter().all(|p| known.contains(p)) {
            self.merger_action(seat, &Action::Pass, events);
            return true;
        }
        self.orders_mut(seat).proposals = None;
        self.tell_orders(seat, Some(Ended::Proposals), events);
        false
    }

    /// `seat`'s standing pass on acquisitions, when its turn comes: the pass played (true), or
    /// the order ended because a new deed is on the map or it has more free slots than when it
    /// gave it (false: the seat is asked).
    pub(super) fn standing_acquisition_pass(
        &mut self,
        seat: Seat,
        events: &mut Vec<Event>,
    ) -> bool {
        let Some((known, slots)) = self.orders_of(seat).deeds else {
            return false;
        };
        let (deeds, free) = self.on_offer(seat);
        if free <= slots && deeds.iter().all(|d| known.contains(d)) {
            self.acquisition_action(seat, &Action::Pass, events);
            return true;
        }
        self.orders_mut(seat).deeds = None;
        let why = match free > slots {
            true => Ended::MoreSlots,
            false => Ended::NewDeed,
        };
        self.tell_orders(seat, Some(why), events);
        false
    }

    /// `seat`'s standing research order, when its research turn comes: the step played (true),
    /// or the order ended because the step can no longer be taken or a company took the last
    /// free slot the seat had when it gave it (false: the seat is asked).
    pub(super) fn standing_research(&mut self, seat: Seat, events: &mut Vec<Event>) -> bool {
        let orders = self.orders_of(seat);
        let Some((track, owner)) = orders.research else {
            return false;
        };
        let free = self.free_slots(seat);
        let why = if free == 0 && orders.research_free > 0 {
            Ended::LastSlot
        } else if self.check_research(seat, track, owner).is_err() {
            Ended::TrackDone(track)
        } else {
            self.research_step(seat, track, owner, events);
            return true;
        };
        self.orders_mut(seat).research = None;
        self.tell_orders(seat, Some(why), events);
        false
    }

    /// Others' standing orders, which `seat` does not know.
    pub(super) fn forget_others_standing(&mut self, seat: Seat) {
        for (s, orders) in self.orders.iter_mut().enumerate() {
            if s != seat {
                *orders = Orders::default();
            }
        }
    }
}
