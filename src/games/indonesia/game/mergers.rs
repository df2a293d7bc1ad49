//! Mergers: proposals in repeating turn order, an auction for each merger (bids in multiples of
//! the units with the type's minimum, no bluffing, passing is final), payments to the previous
//! owners, and the siap saji removals that never split a region.

use super::board::Land;
use super::{
    Action, Auction, Company, CompanyId, Event, EventKind, Game, MergerStep, Mergers, Phase,
    RuleError,
};
use crate::games::indonesia::map::{AreaId, Era, Good};
use crate::games::indonesia::{CompanyKind, PhaseName, Track};
use crate::games::{
    Rules, Seat, cannot_afford, forbidden, not_now, not_your_turn, private, public, unknown,
};
use crate::msg;

/// A merger that may be proposed: the two companies, the kind of the result, and whether it
/// creates siap saji from rice and spice.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub(super) struct Pair {
    pub first: CompanyId,
    pub second: CompanyId,
    pub kind: CompanyKind,
    pub creation: bool,
}

impl Game {
    pub(super) fn begin_mergers(&mut self, events: &mut Vec<Event>) {
        self.start_phase(PhaseName::Mergers, events);
        self.phase = Phase::Mergers(Mergers {
            turn: 0,
            passes: 0,
            step: MergerStep::Proposing,
            standing: vec![false; self.players],
        });
    }

    /// The units of a company: ships or production areas.
    fn units(&self, company: CompanyId) -> u32 {
        let c = &self.companies[&company];
        (c.areas.len() + c.ships.len()) as u32
    }

    /// The units (ships or production areas) of the company two would merge into: a merger
    /// bid is a multiple of them.
    pub(crate) fn merger_units(&self, a: CompanyId, b: CompanyId) -> u32 {
        self.units(a) + self.units(b)
    }

    /// What two companies would merge into, if the rules let them merge at all (ignoring who
    /// proposes): same kind, or rice and spice in eras B and C.
    fn merged_kind(&self, a: CompanyId, b: CompanyId) -> Option<(CompanyKind, bool)> {
        let (ka, kb) = (self.companies.get(&a)?.kind, self.companies.get(&b)?.kind);
        if ka == kb {
            return Some((ka, false));
        }
        let rice = CompanyKind::Production(Good::Rice);
        let spice = CompanyKind::Production(Good::Spice);
        let mix = (ka == rice && kb == spice) || (ka == spice && kb == rice);
        (mix && self.era != Era::A).then_some((CompanyKind::Production(Good::SiapSaji), true))
    }

    /// Whether `seat` may bid on a merger of `a` and `b`: owns one, or has a free slot.
    fn may_bid(&self, seat: Seat, a: CompanyId, b: CompanyId) -> bool {
        self.companies[&a].owner == seat
            || self.companies[&b].owner == seat
            || self.has_free_slot(seat)
    }

    /// Every merger `seat` may propose, cash aside (cash is checked with the bid).
    pub(super) fn merger_pairs(&self, seat: Seat) -> Vec<Pair> {
        let open: Vec<CompanyId> = self
            .companies
            .values()
            .filter(|c| !c.merged)
            .map(|c| c.id)
            .collect();
        let mut out = Vec::new();
        for (i, &a) in open.iter().enumerate() {
            for &b in &open[i + 1..] {
                if self.check_pair(seat, a, b).is_ok() {
                    let (kind, creation) = self.merged_kind(a, b).expect("checked");
                    out.push(Pair {
                        first: a,
                        second: b,
                        kind,
                        creation,
                    });
                }
            }
        }
        out
    }

    /// Whether `seat` may propose merging `a` and `b`; the error says why not.
    pub(super) fn check_pair(
        &self,
        seat: Seat,
        a: CompanyId,
        b: CompanyId,
    ) -> Result<(), RuleError> {
        let (Some(ca), Some(cb)) = (self.companies.get(&a), self.companies.get(&b)) else {
            return unknown(msg!("indonesia-refused-no-company"));
        };
        if a == b {
            return forbidden(msg!("indonesia-refused-merge-same"));
        }
        if ca.merged || cb.merged {
            return forbidden(msg!("indonesia-refused-merged-again"));
        }
        let Some((_, creation)) = self.merged_kind(a, b) else {
            return forbidden(msg!("indonesia-refused-merge-types"));
        };
        let deeds = (ca.deeds.len() + cb.deeds.len()) as u32;
        if self.value(seat, Track::Mergers) < deeds {
            return forbidden(msg!(
                "indonesia-refused-merge-research",
                research = self.value(seat, Track::Mergers),
                deeds = deeds
            ));
        }
        if !self.may_bid(seat, a, b) {
            return forbidden(msg!("indonesia-refused-merge-bidder"));
        }
        let areas = self.merged_areas(a, b);
        let removals = self.removals(a, b);
        if creation && !self.removal_feasible(&areas, None, removals) {
            let conflicts: Vec<String> = self
                .siap_saji_conflicts(&areas, None)
                .iter()
                .map(|&x| self.map.areas[usize::from(x)].short.clone())
                .collect();
            let left = areas.len() as u32 - removals;
            return forbidden(msg!(
                "indonesia-refused-siap-saji-split",
                removals = removals,
                areas = areas.len(),
                kept = left,
                conflicts = conflicts.join(", ")
            ));
        }
        Ok(())
    }

    fn merged_areas(&self, a: CompanyId, b: CompanyId) -> Vec<AreaId> {
        let mut areas = self.companies[&a].areas.clone();
        areas.extend(&self.companies[&b].areas);
        areas.sort_unstable();
        areas
    }

    /// Siap saji creation removes half the areas, rounded up.
    fn removals(&self, a: CompanyId, b: CompanyId) -> u32 {
        (self.merged_areas(a, b).len() as u32).div_ceil(2)
    }

    /// Areas of `areas` next to another company's siap saji (`own` is the company itself).
    fn siap_saji_conflicts(&self, areas: &[AreaId], own: Option<CompanyId>) -> Vec<AreaId> {
        let land = self.land();
        areas
            .iter()
            .copied()
            .filter(|&a| {
                self.map.areas[usize::from(a)].land.iter().any(|&n| {
                    matches!(land[usize::from(n)], Land::Company(c, Good::SiapSaji) if Some(c) != own && !areas.contains(&n))
                })
            })
            .collect()
    }

    /// Whether `remove` more removals (each keeping every region in one piece) can leave a
    /// company whose areas touch no other company's siap saji.
    fn removal_feasible(&self, areas: &[AreaId], own: Option<CompanyId>, remove: u32) -> bool {
        let target = (areas.len() as u32).saturating_sub(remove);
        let conflicts = self.siap_saji_conflicts(areas, own);
        let reach: u32 = self
            .regions(areas)
            .iter()
            .map(|piece| {
                let clean: Vec<AreaId> = piece
                    .iter()
                    .copied()
                    .filter(|a| !conflicts.contains(a))
                    .collect();
                self.regions(&clean)
                    .iter()
                    .map(|r| r.len() as u32)
                    .max()
                    .unwrap_or(0)
            })
            .sum();
        reach >= target
    }

    /// The areas the new siap saji owner may remove next.
    pub(super) fn removal_choices(&self) -> Vec<AreaId> {
        let Phase::Mergers(Mergers {
            step: MergerStep::Removing { company, left, .. },
            ..
        }) = &self.phase
        else {
            return Vec::new();
        };
        let areas = &self.companies[company].areas;
        let pieces = self.regions(areas).len();
        areas
            .iter()
            .copied()
            .filter(|&x| {
                let rest: Vec<AreaId> = areas.iter().copied().filter(|&a| a != x).collect();
                let piece_gone = self
                    .regions(areas)
                    .iter()
                    .any(|p| p.len() == 1 && p[0] == x);
                let split = self.regions(&rest).len() != pieces - usize::from(piece_gone);
                !split && self.removal_feasible(&rest, Some(*company), left - 1)
            })
            .collect()
    }

    pub(super) fn settle_mergers(&mut self, events: &mut Vec<Event>) -> bool {
        let Phase::Mergers(m) = &self.phase else {
            return false;
        };
        let m = m.clone();
        match &m.step {
            MergerStep::Proposing => {
                if m.passes >= self.players {
                    events.push(public(EventKind::MergersOver));
                    for c in self.companies.values_mut() {
                        c.merged = false;
                    }
                    self.begin_acquisitions(events);
                    return true;
                }
                let seat = self.seat_at(m.turn);
                if self.merger_pairs(seat).is_empty() {
                    // Nothing this player could propose: a pass, with nothing to say.
                    self.phase = Phase::Mergers(Mergers {
                        turn: (m.turn + 1) % self.players,
                        passes: m.passes + 1,
                        step: MergerStep::Proposing,
                        standing: m.standing,
                    });
                    return true;
                }
                if standing(&m, seat) {
                    // A standing pass: the same pass as one typed.
                    self.merger_action(seat, &Action::Pass, events);
                    return true;
                }
                self.standing_proposal_pass(seat, events)
            }
            MergerStep::Auction(a) => {
                let active = (0..self.players).any(|s| !a.out[s] && s != a.leader);
                if !active {
                    self.win_auction(a.clone(), events);
                    return true;
                }
                let seat = self.seat_at(a.next);
                if a.out[seat] || seat == a.leader {
                    let mut a = a.clone();
                    a.next = (a.next + 1) % self.players;
                    self.phase = Phase::Mergers(Mergers {
                        step: MergerStep::Auction(a),
                        ..m
                    });
                    return true;
                }
                if standing(&m, seat) {
                    self.merger_action(seat, &Action::Pass, events);
                    return true;
                }
                if let Some(up_to) = a.maxima.get(seat).copied().flatten() {
                    // The seat's maximum answers for it: the smallest legal bid while it is
                    // within the maximum and the cash, else a pass.
                    let lowest = lowest_raise(a);
                    if lowest <= up_to && lowest <= self.cash[seat] {
                        self.raise(seat, lowest, true, events);
                    } else {
                        self.merger_action(seat, &Action::Pass, events);
                    }
                    return true;
                }
                false
            }
            MergerStep::Removing { company, left, .. } => {
                if *left == 0 || self.removal_choices().is_empty() {
                    events.push(public(EventKind::SiapSaji {
                        company: self.label(*company),
                    }));
                    self.finish_merger();
                    return true;
                }
                false
            }
        }
    }

    fn finish_merger(&mut self) {
        if let Phase::Mergers(m) = &mut self.phase {
            m.turn = (m.turn + 1) % self.players;
            m.passes = 0;
            m.step = MergerStep::Proposing;
        }
    }

    /// Whether `amount` is a valid bid on a company of `units` units with `minimum` per unit
    /// above `high`, for `seat`'s cash; the error says why not.
    fn check_merger_bid(
        &self,
        seat: Seat,
        amount: u32,
        units: u32,
        minimum: u32,
        high: Option<u32>,
    ) -> Result<(), RuleError> {
        let step = units.max(1);
        let lowest = high
            .map_or(0, |h| h + 1)
            .max(minimum * units)
            .div_ceil(step)
            * step;
        if units == 0 || !amount.is_multiple_of(units) {
            return forbidden(msg!(
                "indonesia-refused-bid-multiple",
                units = units,
                lowest = lowest,
                second = lowest + step,
                third = lowest + 2 * step
            ));
        }
        if amount < minimum * units {
            return forbidden(msg!(
                "indonesia-refused-bid-minimum",
                minimum = minimum,
                total = minimum * units,
                lowest = lowest,
                step = step
            ));
        }
        if let Some(high) = high
            && amount <= high
        {
            return forbidden(msg!(
                "indonesia-refused-bid-beat",
                high = high,
                lowest = lowest,
                step = step
            ));
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

    pub(super) fn check_merger(&self, seat: Seat, action: &Action) -> Result<(), RuleError> {
        let Phase::Mergers(m) = &self.phase else {
            return self.phase_error(seat);
        };
        // Standing orders may be given at any time, one's turn or not.
        match action {
            Action::Maximum { up_to } => return self.check_maximum(seat, *up_to),
            Action::PassRest if standing(m, seat) => {
                return forbidden(msg!("indonesia-refused-passing-already"));
            }
            Action::PassRest => return Ok(()),
            _ => {}
        }
        if !self.waiting_for().contains(&seat) {
            // A player left out of an auction is told why, not only that it is not their turn.
            if let (MergerStep::Auction(a), Action::Raise { .. } | Action::RaiseUpTo { .. }) =
                (&m.step, action)
                && !self.may_bid(seat, a.first, a.second)
            {
                return not_your_turn(msg!(
                    "indonesia-refused-may-not-bid",
                    slots = self.value(seat, Track::Slots),
                    companies = self.company_count(seat)
                ));
            }
            return self.phase_error(seat);
        }
        match (&m.step, action) {
            (MergerStep::Proposing, Action::Pass) => Ok(()),
            (MergerStep::Proposing, Action::Propose { first, second, bid }) => {
                self.check_pair(seat, *first, *second)?;
                let (kind, creation) = self.merged_kind(*first, *second).expect("checked");
                let units = self.units(*first) + self.units(*second);
                self.check_merger_bid(seat, *bid, units, self.merger_minimum(kind, creation), None)
            }
            (MergerStep::Auction(_), Action::Pass) => Ok(()),
            (MergerStep::Auction(a), Action::Raise { amount }) => {
                self.check_merger_bid(seat, *amount, a.units, a.minimum, Some(a.high))
            }
            (
                MergerStep::Proposing,
                Action::ProposeUpTo {
                    first,
                    second,
                    bid,
                    up_to,
                },
            ) => {
                let propose = Action::Propose {
                    first: *first,
                    second: *second,
                    bid: *bid,
                };
                self.check_merger(seat, &propose)?;
                let (kind, creation) = self.merged_kind(*first, *second).expect("checked");
                let units = self.merger_units(*first, *second).max(1);
                let lowest = (self.merger_minimum(kind, creation) * units).div_ceil(units) * units;
                self.check_bid_maximum(seat, *bid, lowest, *up_to)
            }
            (MergerStep::Auction(a), Action::RaiseUpTo { amount, up_to }) => {
                self.check_merger_bid(seat, *amount, a.units, a.minimum, Some(a.high))?;
                self.check_bid_maximum(seat, *amount, lowest_raise(a), *up_to)
            }
            (MergerStep::Removing { .. }, Action::Remove { area }) => {
                if self.removal_choices().contains(area) {
                    Ok(())
                } else {
                    forbidden(msg!("indonesia-refused-remove"))
                }
            }
            _ => self.phase_error(seat),
        }
    }

    pub(super) fn merger_action(&mut self, seat: Seat, action: &Action, events: &mut Vec<Event>) {
        let Phase::Mergers(m) = &self.phase else {
            return;
        };
        let m = m.clone();
        match (&m.step, action) {
            (MergerStep::Proposing, Action::Pass) => {
                events.push(public(EventKind::NoProposal { seat }));
                self.phase = Phase::Mergers(Mergers {
                    turn: (m.turn + 1) % self.players,
                    passes: m.passes + 1,
                    step: MergerStep::Proposing,
                    standing: m.standing,
                });
            }
            (MergerStep::Proposing, Action::Propose { first, second, bid }) => {
                let (kind, creation) = self.merged_kind(*first, *second).expect("checked");
                let out = (0..self.players)
                    .map(|s| !self.may_bid(s, *first, *second))
                    .collect();
                events.push(public(EventKind::Proposed {
                    seat,
                    first: self.label(*first),
                    second: self.label(*second),
                    bid: *bid,
                    siap_saji: creation,
                }));
                self.phase = Phase::Mergers(Mergers {
                    step: MergerStep::Auction(Auction {
                        maxima: vec![None; self.players],
                        first: *first,
                        second: *second,
                        proposer: seat,
                        high: *bid,
                        leader: seat,
                        next: (m.turn + 1) % self.players,
                        out,
                        units: self.units(*first) + self.units(*second),
                        minimum: self.merger_minimum(kind, creation),
                        siap_saji: creation,
                    }),
                    ..m
                });
            }
            (MergerStep::Auction(a), Action::Pass) => {
                let mut a = a.clone();
                a.out[seat] = true;
                if let Some(max) = a.maxima.get_mut(seat) {
                    *max = None;
                }
                a.next = (a.next + 1) % self.players;
                events.push(public(EventKind::LeftAuction { seat }));
                self.phase = Phase::Mergers(Mergers {
                    step: MergerStep::Auction(a),
                    ..m
                });
            }
            (MergerStep::Auction(_), Action::Raise { amount }) => {
                self.raise(seat, *amount, false, events);
            }
            (
                MergerStep::Proposing,
                Action::ProposeUpTo {
                    first,
                    second,
                    bid,
                    up_to,
                },
            ) => {
                let propose = Action::Propose {
                    first: *first,
                    second: *second,
                    bid: *bid,
                };
                self.merger_action(seat, &propose, events);
                self.set_maximum(seat, Some(*up_to), events);
            }
            (MergerStep::Auction(_), Action::RaiseUpTo { amount, up_to }) => {
                self.raise(seat, *amount, false, events);
                self.set_maximum(seat, Some(*up_to), events);
            }
            (MergerStep::Auction(_), Action::Maximum { up_to }) => {
                self.set_maximum(seat, *up_to, events);
            }
            (_, Action::PassRest) => {
                if let Phase::Mergers(m) = &mut self.phase {
                    m.standing.resize(self.players, false);
                    m.standing[seat] = true;
                }
                events.push(private(seat, EventKind::PassingRest));
            }
            (
                MergerStep::Removing {
                    seat,
                    company,
                    left,
                },
                Action::Remove { area },
            ) => {
                if let Some(c) = self.companies.get_mut(company) {
                    c.areas.retain(|a| a != area);
                }
                events.push(public(EventKind::Removed {
                    company: self.label(*company),
                    area: *area,
                }));
                self.phase = Phase::Mergers(Mergers {
                    step: MergerStep::Removing {
                        seat: *seat,
                        company: *company,
                        left: left - 1,
                    },
                    ..m
                });
            }
            _ => {}
        }
    }

    /// The leader wins: pays the previous owners in proportion to their units (each gets
    /// floor(bid × units / total); the remainder goes to the owner of the larger original
    /// company, the first-named on a tie) and takes the merged company.
    fn win_auction(&mut self, a: Auction, events: &mut Vec<Event>) {
        let winner = a.leader;
        let (ua, ub) = (self.units(a.first), self.units(a.second));
        let total = u64::from(ua + ub).max(1);
        let price = a.high;
        let pa = (u64::from(price) * u64::from(ua) / total) as u32;
        let pb = (u64::from(price) * u64::from(ub) / total) as u32;
        let rest = price - pa - pb;
        let (oa, ob) = (
            self.companies[&a.first].owner,
            self.companies[&a.second].owner,
        );
        let payments = if ua >= ub {
            vec![(oa, pa + rest), (ob, pb)]
        } else {
            vec![(ob, pb + rest), (oa, pa)]
        };
        self.cash[winner] -= price;
        for &(s, p) in &payments {
            self.cash[s] += p;
        }
        let ca = self.companies.remove(&a.first).expect("merging company");
        let cb = self.companies.remove(&a.second).expect("merging company");
        let id = self.next_company;
        self.next_company += 1;
        let mut deeds = ca.deeds;
        deeds.extend(cb.deeds);
        deeds.sort_unstable();
        let mut areas = ca.areas;
        areas.extend(cb.areas);
        areas.sort_unstable();
        let mut ships = ca.ships;
        ships.extend(cb.ships);
        ships.sort_unstable();
        let kind = if a.siap_saji {
            CompanyKind::Production(Good::SiapSaji)
        } else {
            ca.kind
        };
        let removals = (areas.len() as u32).div_ceil(2);
        self.companies.insert(
            id,
            Company {
                id,
                owner: winner,
                kind,
                deeds,
                areas,
                ships,
                operated: false,
                merged: true,
            },
        );
        events.push(public(EventKind::Merged {
            seat: winner,
            price,
            company: self.label(id),
            payments,
        }));
        if a.siap_saji {
            if let Phase::Mergers(m) = &mut self.phase {
                m.step = MergerStep::Removing {
                    seat: winner,
                    company: id,
                    left: removals,
                };
            }
        } else {
            self.finish_merger();
        }
    }

    /// `seat` raises the auction to `amount` (`by_table`: its maximum did).
    fn raise(&mut self, seat: Seat, amount: u32, by_table: bool, events: &mut Vec<Event>) {
        let Phase::Mergers(Mergers {
            step: MergerStep::Auction(a),
            ..
        }) = &mut self.phase
        else {
            return;
        };
        a.high = amount;
        a.leader = seat;
        a.next = (a.next + 1) % self.players;
        events.push(public(EventKind::Raised {
            seat,
            amount,
            by_table,
        }));
    }

    /// Sets `seat`'s secret maximum in the running auction, telling the seat alone.
    fn set_maximum(&mut self, seat: Seat, up_to: Option<u32>, events: &mut Vec<Event>) {
        let players = self.players;
        if let Phase::Mergers(Mergers {
            step: MergerStep::Auction(a),
            ..
        }) = &mut self.phase
        {
            a.maxima.resize(players, None);
            a.maxima[seat] = up_to;
        }
        events.push(private(seat, EventKind::MaximumSet { up_to }));
    }

    /// Whether `seat` may set `up_to` as its maximum in the running auction (or clear it with
    /// None), at any time, its turn or not; the error says why not.
    pub(super) fn check_maximum(&self, seat: Seat, up_to: Option<u32>) -> Result<(), RuleError> {
        let Phase::Mergers(m) = &self.phase else {
            return self.phase_error(seat);
        };
        let MergerStep::Auction(a) = &m.step else {
            return not_now(msg!("indonesia-refused-maximum-no-auction"));
        };
        if !self.may_bid(seat, a.first, a.second) {
            return forbidden(msg!(
                "indonesia-refused-may-not-bid",
                slots = self.value(seat, Track::Slots),
                companies = self.company_count(seat)
            ));
        }
        if a.out[seat] {
            return forbidden(msg!("indonesia-refused-left-auction"));
        }
        if standing(m, seat) {
            return forbidden(msg!("indonesia-refused-maximum-passing"));
        }
        let Some(up_to) = up_to else {
            return match a.maxima.get(seat).copied().flatten() {
                Some(_) => Ok(()),
                None => forbidden(msg!("indonesia-refused-no-maximum")),
            };
        };
        let lowest = lowest_raise(a);
        if up_to < lowest {
            return forbidden(msg!(
                "indonesia-refused-maximum-low",
                lowest = lowest,
                step = a.units.max(1)
            ));
        }
        self.check_cash_for_maximum(seat, up_to)
    }

    /// A maximum is cash the seat could be asked to pay: no bluffing.
    fn check_cash_for_maximum(&self, seat: Seat, up_to: u32) -> Result<(), RuleError> {
        if up_to > self.cash[seat] {
            return cannot_afford(msg!(
                "indonesia-refused-maximum-cash",
                up_to = up_to,
                cash = self.cash[seat]
            ));
        }
        Ok(())
    }

    /// A bid with a maximum: the maximum at least the bid (`lowest`: the next legal bid now),
    /// and within the cash.
    pub(super) fn check_bid_maximum(
        &self,
        seat: Seat,
        bid: u32,
        lowest: u32,
        up_to: u32,
    ) -> Result<(), RuleError> {
        if up_to < bid {
            return forbidden(msg!(
                "indonesia-refused-maximum-below-bid",
                up_to = up_to,
                lowest = lowest,
                bid = bid,
                same = if bid == lowest { "yes" } else { "no" }
            ));
        }
        self.check_cash_for_maximum(seat, up_to)
    }

    /// The secret parts of the Mergers phase of seats other than `seat` forgotten (their
    /// maxima and standing passes), for the game as `seat` knows it.
    pub(super) fn forget_others_orders(&mut self, seat: Seat) {
        if let Phase::Mergers(m) = &mut self.phase {
            for (s, flag) in m.standing.iter_mut().enumerate() {
                *flag &= s == seat;
            }
            if let MergerStep::Auction(a) = &mut m.step {
                for (s, max) in a.maxima.iter_mut().enumerate() {
                    if s != seat {
                        *max = None;
                    }
                }
            }
        }
    }
}

/// Whether `seat` passes on mergers for the rest of the phase.
fn standing(m: &Mergers, seat: Seat) -> bool {
    m.standing.get(seat).copied().unwrap_or(false)
}

/// The smallest legal raise now: the next exact multiple of the units above the high bid, at
/// least the minimum.
pub(super) fn lowest_raise(a: &Auction) -> u32 {
    let step = a.units.max(1);
    (a.high + 1).max(a.minimum * a.units).div_ceil(step) * step
}
