//! The game state and the flow of a year: New Era, Turn Order Bid, Mergers, Acquisitions,
//! Research, Operations, the end-of-game check and City Growth. Each phase's rules live in a
//! submodule named after it; this file holds the state and the helpers every phase uses, and
//! `rules` implements [`Rules`](crate::games::Rules) on it.

mod acquisitions;
mod bid;
mod board;
mod era;
mod growth;
mod invariants;
mod legal;
mod mergers;
mod operations;
mod orders;
mod prompt;
mod research;
mod rules;
mod setup;

#[cfg(test)]
mod tests;

use super::map::{AreaId, DeedId, DeedKind, Era, Good, Map, ProvinceId, SeaId};
use super::{
    Action, Bids, CompanyId, CompanyKind, CompanyLabel, Event, EventKind, Options, PhaseName,
    PlanView, Position, Prompt, PublicView, RuleError, Score, SeatView, SetupError, Track,
};
use super::{
    CityView, CompanyView, DeedView, Money, MoneyView, PhaseView, PlayerMoney, PlayerView,
};
use crate::games::{Components, Seat, private, public};
use crate::rng::Rng;
use std::collections::BTreeMap;
use std::sync::Arc;

/// A game of Indonesia. Public knowledge except players' cash and revenue (with closed money)
/// and city cards of eras still to come.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Game {
    /// Not in snapshots: the table attaches the game's recorded map.
    #[serde(skip, default = "Map::standard")]
    map: Arc<Map>,
    options: Options,
    players: usize,
    /// Kept for any later randomness, so a replay is exact.
    rng: Rng,
    year: u32,
    era: Era,
    /// Seats first to last.
    order: Vec<Seat>,
    cash: Vec<u32>,
    /// Operating revenue; negative means IOUs.
    revenue: Vec<i64>,
    /// Turn-order bid stash.
    stash: Vec<u32>,
    /// Steps 1..=5 on each track, indexed by `Track::index`.
    research: Vec<[u8; 5]>,
    /// City cards by era (one or, with two players, two per era).
    cards: Vec<[Vec<[ProvinceId; 3]>; 3]>,
    companies: BTreeMap<CompanyId, Company>,
    next_company: CompanyId,
    deeds: Vec<DeedState>,
    cities: BTreeMap<AreaId, City>,
    phase: Phase,
    ledger: Ledger,
    scores: Vec<Score>,
    winners: Vec<Seat>,
    /// Standing orders that outlast a phase, by seat: private to their seat until they act.
    #[serde(default)]
    orders: Vec<Orders>,
}

/// A seat's standing orders (docs/indonesia.md, "Fewer waits").
#[derive(Debug, Clone, PartialEq, Default, serde::Serialize, serde::Deserialize)]
struct Orders {
    /// Pass on merger proposals while every pair the seat could propose is one of these (the
    /// pairs it could propose when it gave the order, smaller number first).
    proposals: Option<Vec<(CompanyId, CompanyId)>>,
    /// Pass on acquisitions while every unclaimed deed is one of these and the seat has at most
    /// this many free slots (as when it gave the order).
    #[serde(default)]
    deeds: Option<(Vec<DeedId>, u32)>,
    /// Research this track of this owner whenever the seat's research turn comes, while the
    /// seat has at least [`Orders::research_free`] free slots.
    research: Option<(Track, Seat)>,
    /// The seat's free slots when it gave its research order: once a company takes the last
    /// of them the seat is asked again, as slots may now be the research it needs.
    #[serde(default)]
    research_free: u32,
    /// Bid this much for turn order each year while every unclaimed deed is one of these and
    /// the seat has at most this many free slots (as when it gave the order).
    #[serde(default)]
    bid: Option<(u32, (Vec<DeedId>, u32))>,
    /// The standing bid's amount is a maximum: the bid is the least that leads
    /// ([`super::Action::BidLead`]).
    #[serde(default)]
    bid_lead: bool,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
struct Company {
    id: CompanyId,
    owner: Seat,
    kind: CompanyKind,
    deeds: Vec<DeedId>,
    /// Production areas, sorted.
    areas: Vec<AreaId>,
    /// One entry per ship, sorted by sea.
    ships: Vec<SeaId>,
    /// Deeds flipped: operated this Operations phase.
    operated: bool,
    /// Deeds flipped: made by a merger this Mergers phase.
    merged: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
enum DeedState {
    /// Of an era still to come.
    Future,
    /// On the map, waiting for a buyer.
    Unclaimed,
    /// Part of a company.
    Owned,
    Discarded,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
struct City {
    size: u8,
    /// Goods received this Operations phase, by `Good as usize`.
    delivered: [u8; 5],
}

/// Every rupiah the bank has paid out or taken in, so `check_invariants` can account for all
/// money held by players.
#[derive(Debug, Clone, PartialEq, Default, serde::Serialize, serde::Deserialize)]
struct Ledger {
    /// Money players held when the game (or the described position) began.
    start: i64,
    /// Goods sold, by `Good as usize`.
    sold: [u64; 5],
    /// Cargo cubes paid for by operators; the same number was earned by ship owners.
    cubes: u64,
    cubes_earned: u64,
    /// Paid expansions, in rupiah.
    expansions: u64,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
enum Phase {
    /// New Era city placement: card `round` of each player, `turn` indexes the turn order.
    NewEra {
        round: usize,
        turn: usize,
    },
    /// The bid values so far, by seat. With sealed bids, `sealed` holds each seat's secret
    /// amount until every seat has sealed (then they are revealed and `turn` jumps to the end).
    Bid {
        turn: usize,
        values: Vec<u64>,
        #[serde(default)]
        sealed: Vec<Option<u32>>,
    },
    Mergers(Mergers),
    Acquisitions {
        turn: usize,
        out: Vec<bool>,
    },
    Research {
        turn: usize,
    },
    Operations {
        turn: usize,
        step: OpStep,
    },
    Growth(Growth),
    Over,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
struct Mergers {
    /// Index in the turn order of the player to propose next.
    turn: usize,
    /// Consecutive passes.
    passes: usize,
    step: MergerStep,
    /// Seats that pass whenever asked until the phase ends (a standing pass): a secret until it
    /// acts, so never in the public view.
    #[serde(default)]
    standing: Vec<bool>,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
enum MergerStep {
    Proposing,
    Auction(Auction),
    Removing {
        seat: Seat,
        company: CompanyId,
        left: u32,
    },
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
struct Auction {
    first: CompanyId,
    second: CompanyId,
    proposer: Seat,
    high: u32,
    leader: Seat,
    /// Index in the turn order of the player to bid next.
    next: usize,
    /// Seats that passed (or may not bid).
    out: Vec<bool>,
    units: u32,
    minimum: u32,
    siap_saji: bool,
    /// Each seat's secret maximum (a proxy bid), by seat: never in the public view, not even
    /// after the auction.
    #[serde(default)]
    maxima: Vec<Option<u32>>,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
enum OpStep {
    Choose,
    Ships {
        company: CompanyId,
        left: u32,
    },
    Plan {
        company: CompanyId,
        prefer: Vec<CompanyId>,
        plan: PlanView,
    },
    Expand {
        company: CompanyId,
        left: u32,
        paid: bool,
    },
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
struct Growth {
    /// The size cities grow to in this step: 3 first, then 2.
    size: u8,
    /// Cities still to be picked by the first player.
    left: u32,
    among: Vec<AreaId>,
    /// Size 1 cities that may grow to 2, fixed when growth began.
    small: Vec<AreaId>,
}

impl Game {
    fn player_money(&self, seat: Seat) -> PlayerMoney {
        PlayerMoney {
            seat,
            cash: self.cash.get(seat).copied().unwrap_or(0),
            revenue: self.revenue.get(seat).copied().unwrap_or(0),
        }
    }

    /// The lowest merger bid per ship or production area.
    fn merger_minimum(&self, kind: CompanyKind, creation: bool) -> u32 {
        let m = &self.map.merger_minimums;
        match kind {
            CompanyKind::Shipping => m.shipping,
            CompanyKind::Production(Good::Rice) => m.rice,
            CompanyKind::Production(Good::Spice) => m.spice,
            CompanyKind::Production(Good::SiapSaji) if creation => m.siap_saji_create,
            CompanyKind::Production(Good::SiapSaji) => m.siap_saji_merge,
            CompanyKind::Production(Good::Rubber) => m.rubber,
            CompanyKind::Production(Good::Oil) => m.oil,
        }
    }

    /// The selling price of a good.
    fn price(&self, good: Good) -> u32 {
        self.map.prices[good.index()]
    }

    pub fn map(&self) -> &Map {
        &self.map
    }

    pub fn options(&self) -> Options {
        self.options
    }

    pub fn year(&self) -> u32 {
        self.year
    }

    pub fn era(&self) -> Era {
        self.era
    }

    fn start_phase(&mut self, phase: PhaseName, events: &mut Vec<Event>) {
        events.push(public(EventKind::PhaseStarted {
            year: self.year,
            phase,
        }));
    }

    /// A new year: New Era when the map has run out of choice, then the Turn Order Bid.
    fn start_year(&mut self, events: &mut Vec<Event>) {
        self.year += 1;
        for c in self.companies.values_mut() {
            c.operated = false;
            c.merged = false;
        }
        if self.era_exhausted() {
            match self.era {
                Era::C => self.end_game(events),
                Era::A => self.begin_era(Era::B, events),
                Era::B => self.begin_era(Era::C, events),
            }
        } else {
            self.begin_bid(events);
        }
    }

    /// No unclaimed deeds on the map, or all of one type: time for a new era (or, in era C,
    /// the end of the game).
    fn era_exhausted(&self) -> bool {
        let mut kinds = self
            .unclaimed()
            .map(|d| self.map.deeds[usize::from(d)].kind);
        match kinds.next() {
            None => true,
            Some(first) => kinds.all(|k| k == first),
        }
    }

    /// The unclaimed deeds on the map, in deed order.
    fn unclaimed(&self) -> impl Iterator<Item = DeedId> + '_ {
        self.deeds
            .iter()
            .enumerate()
            .filter(|(_, s)| **s == DeedState::Unclaimed)
            .map(|(d, _)| d as DeedId)
    }

    /// The research value of a seat's track (bid multiplier, slots, mergers, expansion, hull).
    fn value(&self, seat: Seat, track: Track) -> u32 {
        self.map
            .research
            .value(track, self.research[seat][track as usize])
    }

    fn company_count(&self, seat: Seat) -> u32 {
        self.companies.values().filter(|c| c.owner == seat).count() as u32
    }

    fn has_free_slot(&self, seat: Seat) -> bool {
        self.value(seat, Track::Slots) > self.company_count(seat)
    }

    fn label(&self, company: CompanyId) -> CompanyLabel {
        let c = &self.companies[&company];
        CompanyLabel {
            id: c.id,
            kind: c.kind,
            deeds: c.deeds.clone(),
        }
    }

    fn deed_kind(&self, deed: DeedId) -> DeedKind {
        self.map.deeds[usize::from(deed)].kind
    }

    /// "A rice Bali".
    fn deed_name(&self, deed: DeedId) -> String {
        super::text::deed_name(&self.map, deed)
    }

    fn company_name(&self, company: CompanyId) -> String {
        super::text::company_name(&self.map, &self.label(company))
    }

    fn area_name(&self, area: AreaId) -> &str {
        &self.map.areas[usize::from(area)].short
    }

    /// The seat `turn` places after the first in the turn order.
    fn seat_at(&self, turn: usize) -> Seat {
        self.order[turn % self.players]
    }

    /// Final scoring: cash + stash + twice the operating revenue (IOUs count double too); ties
    /// go to the player earlier in the turn order.
    fn end_game(&mut self, events: &mut Vec<Event>) {
        let scores: Vec<Score> = (0..self.players)
            .map(|seat| Score {
                seat,
                cash: self.cash[seat],
                stash: self.stash[seat],
                revenue: self.revenue[seat],
                total: i64::from(self.cash[seat])
                    + i64::from(self.stash[seat])
                    + 2 * self.revenue[seat],
            })
            .collect();
        let best = scores.iter().map(|s| s.total).max().unwrap_or(0);
        let winner = *self
            .order
            .iter()
            .find(|&&s| scores[s].total == best)
            .expect("someone has the best score");
        self.scores = scores.clone();
        self.winners = vec![winner];
        self.phase = Phase::Over;
        events.push(public(EventKind::GameOver {
            scores,
            winners: vec![winner],
        }));
    }
}
