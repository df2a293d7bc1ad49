//! Indonesia (Splotter Spellen): companies, mergers and shipping across the archipelago.
//!
//! Rules: ../shared/rules/indonesia.md; the readings of open points: docs/indonesia.md; design
//! notes: docs/indonesia-design.md.
//!
//! This file is the engine's public surface, used by the table service, the script runner, the
//! picture and the tests. The rules themselves live in `game` and its submodules, one per phase.

mod bot;
mod game;
pub mod map;
mod position;
pub mod shipping;
mod text;
pub use text::{phase_said, track_said};
mod view;

pub use crate::games::{RuleError, SetupError};
pub use game::Game;
pub use map::{AreaId, DeedId, DeedKind, Era, Good, Map, ProvinceId, SeaId, Track};
pub use position::{CityPosition, CompanyPosition, PlayerPosition, Position, ResearchPosition};
pub use view::{
    CityView, CompanyView, DeedView, MoneyView, PhaseView, PlayerMoney, PlayerView, PublicView,
    SeatView,
};

use crate::games::Seat;
use serde::{Deserialize, Serialize};

/// A company's number, stable for the company's life (a merger makes a new company).
pub type CompanyId = u32;

/// Whether players' cash is public.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Money {
    Open,
    /// Each player's cash (and operating revenue) is known to that player alone.
    #[default]
    Closed,
}

/// How the turn order bids are given.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Bids {
    /// One after the other in turn order, each bid public at once (the rules).
    #[default]
    Open,
    /// Every player at once, in secret; revealed together when the last one is in (a
    /// play-by-chat variant that saves a round of waiting).
    Sealed,
}

/// Options chosen at `/game new`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Options {
    #[serde(default)]
    pub money: Money,
    #[serde(default)]
    pub bids: Bids,
}

/// A research track's name as players say it.
pub fn track_name(track: Track) -> &'static str {
    match track {
        Track::BidMultiplier => "turn order bid",
        Track::Slots => "slots",
        Track::Mergers => "mergers",
        Track::Expansion => "expansion",
        Track::Hull => "hull",
    }
}

/// What a company does: ships goods, or produces one good.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CompanyKind {
    Shipping,
    Production(Good),
}

impl CompanyKind {
    pub fn name(self) -> &'static str {
        match self {
            CompanyKind::Shipping => "shipping",
            CompanyKind::Production(g) => good_name(g),
        }
    }
}

pub fn good_name(good: Good) -> &'static str {
    match good {
        Good::Rice => "rice",
        Good::Spice => "spice",
        Good::Rubber => "rubber",
        Good::SiapSaji => "siap saji",
        Good::Oil => "oil",
    }
}

/// Where a first good or ship goes when a deed is acquired.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Place {
    Area(AreaId),
    Sea(SeaId),
}

/// Everything a player can do. Stored as JSON in the action log, so keep variants stable.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum Action {
    /// New Era: place a size 1 city from your city card in this empty coastal area.
    PlaceCity { area: AreaId },
    /// Turn Order Bid: bid this much cash (may be 0); it goes to your stash.
    Bid { amount: u32 },
    /// Mergers: propose merging two companies and make the first bid.
    Propose {
        first: CompanyId,
        second: CompanyId,
        bid: u32,
    },
    /// Mergers: raise the bid on the merger being auctioned.
    Raise { amount: u32 },
    /// Mergers: propose a merger with its first bid and a secret maximum: whenever the auction
    /// comes back to the proposer, the table raises for them (see [`Action::Maximum`]).
    ProposeUpTo {
        first: CompanyId,
        second: CompanyId,
        bid: u32,
        up_to: u32,
    },
    /// Mergers: raise and set a secret maximum (see [`Action::Maximum`]).
    RaiseUpTo { amount: u32, up_to: u32 },
    /// Mergers, at any time during an auction one may bid in: set, change or (None) clear one's
    /// secret maximum. Whenever the auction comes back to the seat, the table raises for it to
    /// the smallest legal bid while that is within the maximum and the seat's cash, else passes
    /// for it (a proxy bid).
    Maximum { up_to: Option<u32> },
    /// Mergers, at any time: pass whenever asked (proposals and auctions) until the phase ends
    /// (a standing pass).
    PassRest,
    /// Any time: pass on merger proposals every year, until cleared ([`Action::AskAgain`])
    /// or the seat could propose a merger it could not when it gave the order (then it is
    /// asked). Awaited for a proposal, it is also this pass.
    PassProposals,
    /// Any time: pass on acquisitions every year, until cleared ([`Action::AskAgain`]) or a
    /// deed not on the map when the seat gave the order is, or the seat has more free slots
    /// than then (then it is asked). Awaited for an acquisition, it is also this pass.
    PassAcquisitions,
    /// Any time: clear [`Action::PassProposals`] and [`Action::PassAcquisitions`]; the seat is
    /// asked again.
    AskAgain,
    /// Any time: research `track` of `owner` each year when the seat's turn comes, until
    /// changed, cleared ([`Action::ResearchStop`]), the step can no longer be taken or a
    /// company has taken the seat's last free slot since (then the seat is asked). On the seat's research turn it is also this year's step.
    ResearchEach { track: Track, owner: Seat },
    /// Any time: clear [`Action::ResearchEach`].
    ResearchStop,
    /// Any time: bid `amount` for turn order each year when the seat's bid is due, until
    /// cleared ([`Action::BidStop`]), or the seat lacks the cash, or a deed is on the map that
    /// was not when it gave the order, or it has more free slots than then (then it is asked).
    /// On the seat's bid it is also this bid.
    BidEach { amount: u32 },
    /// Any time, open bids only: each year when the seat's bid is due, bid the least that puts
    /// it first in turn order over the bids made so far (the seats after it bidding nothing),
    /// when that is at most `up_to` and its cash, else 0; a secret, ended as
    /// [`Action::BidEach`] is. On the seat's bid it is also this bid.
    BidLead { up_to: u32 },
    /// Any time: clear [`Action::BidEach`] or [`Action::BidLead`].
    BidStop,
    /// Decline: no merger proposal now, leave an auction, no further acquisitions, or end an
    /// optional expansion.
    Pass,
    /// Siap saji creation: remove this production area.
    Remove { area: AreaId },
    /// Acquisitions: take an unclaimed deed and place its first good or ship.
    Acquire { deed: DeedId, at: Place },
    /// Research: advance `track` of `owner` (only hull may be another player's).
    Research { track: Track, owner: Seat },
    /// Operations: operate this company of yours.
    Operate { company: CompanyId },
    /// Operations, shipping company: place an expansion ship in this sea.
    PlaceShip { sea: SeaId },
    /// Operations, production company: ask for a plan that uses this shipping company before
    /// any not yet preferred (never shipping fewer goods).
    Prefer { company: CompanyId },
    /// Operations, production company: forget the preferences, back to the default plan.
    ClearPreferences,
    /// Operations, production company: ship by the plan shown.
    Ship,
    /// Operations, production company: ship by another plan shown, by its number (2 is the
    /// first of [`PlanView::others`]).
    ShipPlan { number: u32 },
    /// Operations, production company: expand into this area.
    Expand { area: AreaId },
    /// Operations: several expansion areas in order, each checked as if typed alone; a step
    /// refused stops there (the steps before it stand, the seat is told why).
    ExpandMany { areas: Vec<AreaId> },
    /// Operations: several expansion ships in order, as [`Action::ExpandMany`].
    PlaceShips { seas: Vec<SeaId> },
    /// City Growth: the first player picks a city to grow when the supply does not cover all.
    Grow { area: AreaId },
}

/// One good's journey in a shipping plan.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Delivery {
    /// The production region's areas the good comes from.
    pub from: Vec<AreaId>,
    /// The city area it goes to.
    pub city: AreaId,
    pub company: CompanyId,
    /// The shipping company's deeds, to name it.
    pub deeds: Vec<DeedId>,
    pub owner: Seat,
    /// The seas of the ships used, in order.
    pub ships: Vec<SeaId>,
}

/// A shipping plan as shown to the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlanView {
    pub company: CompanyId,
    pub good: Good,
    /// Goods the company has this operation.
    pub goods: u32,
    pub deliveries: Vec<Delivery>,
    /// Sales paid by the bank to the operator.
    pub income: u32,
    /// Cargo cubes used.
    pub cubes: u32,
    /// What each seat's ships earn (5 a cube), by seat.
    pub earnings: Vec<u32>,
    /// The shipping companies preferred, in order.
    pub prefer: Vec<CompanyId>,
    /// Other plans shipping as many goods (the sales are the same), that the operator may
    /// choose instead: plan 2, plan 3, …
    #[serde(default)]
    pub others: Vec<OtherPlan>,
}

/// Another way to ship a [`PlanView`]'s goods: other ships, other cities, other payments.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OtherPlan {
    pub deliveries: Vec<Delivery>,
    pub cubes: u32,
    /// What each seat's ships earn, by seat.
    pub earnings: Vec<u32>,
}

/// What the game waits for now, and from whom. Never names anyone's cash.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum Prompt {
    /// New Era: `seat` places a size 1 city in one of these provinces.
    PlaceCity {
        seat: Seat,
        provinces: [ProvinceId; 3],
    },
    /// Turn Order Bid: `seat` bids.
    Bid { seat: Seat },
    /// Sealed Turn Order Bid: these seats have yet to seal their bids (all at once).
    SealedBids { seats: Vec<Seat> },
    /// Mergers: `seat` may propose a merger or pass.
    Propose { seat: Seat },
    /// Mergers: `seat` may raise the bid (`high`, by `leader`) or pass for good.
    Raise {
        seat: Seat,
        first: CompanyId,
        second: CompanyId,
        high: u32,
        leader: Seat,
        /// Bids are multiples of this (the ships or production areas).
        units: u32,
        /// The lowest bid per unit.
        minimum: u32,
    },
    /// Siap saji creation: `seat` removes `left` more areas of `company`.
    Remove {
        seat: Seat,
        company: CompanyId,
        left: u32,
    },
    /// Acquisitions: `seat` may take a deed or pass.
    Acquire { seat: Seat },
    /// Research: `seat` advances a track.
    Research { seat: Seat },
    /// Operations: `seat` picks a company to operate.
    Operate { seat: Seat },
    /// Operations: `seat` may place up to `left` ships for `company` (or pass).
    PlaceShips {
        seat: Seat,
        company: CompanyId,
        left: u32,
    },
    /// Operations: `seat` accepts the plan or prefers other shipping companies.
    Ship { seat: Seat, plan: PlanView },
    /// Operations: `seat` expands `company` by up to `left` areas; `paid` says whether each
    /// costs `price` (optional) or is free (compulsory).
    Expand {
        seat: Seat,
        company: CompanyId,
        left: u32,
        paid: bool,
        price: u32,
    },
    /// City Growth: the supply does not cover every city that may grow to `size`; `seat`
    /// picks `left` more of `among`.
    Grow {
        seat: Seat,
        size: u8,
        left: u32,
        among: Vec<AreaId>,
    },
    /// The game has ended.
    Over { winners: Vec<Seat> },
}

impl Prompt {
    /// The seat the game waits for when one acts at a time; none during sealed bids (every
    /// player at once) or once the game is over.
    pub fn seat(&self) -> Option<Seat> {
        match self {
            Prompt::PlaceCity { seat, .. }
            | Prompt::Bid { seat }
            | Prompt::Propose { seat }
            | Prompt::Raise { seat, .. }
            | Prompt::Remove { seat, .. }
            | Prompt::Acquire { seat }
            | Prompt::Research { seat }
            | Prompt::Operate { seat }
            | Prompt::PlaceShips { seat, .. }
            | Prompt::Ship { seat, .. }
            | Prompt::Expand { seat, .. }
            | Prompt::Grow { seat, .. } => Some(*seat),
            Prompt::SealedBids { .. } | Prompt::Over { .. } => None,
        }
    }

    /// Every seat the game waits for.
    pub fn seats(&self) -> Vec<Seat> {
        match self {
            Prompt::SealedBids { seats } => seats.clone(),
            _ => self.seat().into_iter().collect(),
        }
    }
}

/// The phases of a year, in order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PhaseName {
    NewEra,
    Bid,
    Mergers,
    Acquisitions,
    Research,
    Operations,
    Growth,
}

impl PhaseName {
    pub fn title(self) -> &'static str {
        match self {
            PhaseName::NewEra => "New Era",
            PhaseName::Bid => "Turn Order Bid",
            PhaseName::Mergers => "Mergers",
            PhaseName::Acquisitions => "Acquisitions",
            PhaseName::Research => "Research and Development",
            PhaseName::Operations => "Operations",
            PhaseName::Growth => "City Growth",
        }
    }
}

/// A company as events name it: its number, kind and deeds at the time.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CompanyLabel {
    pub id: CompanyId,
    pub kind: CompanyKind,
    pub deeds: Vec<DeedId>,
}

/// Why no city was placed for a city card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum NoCity {
    /// All 12 size 1 cities are on the map.
    Supply,
    /// Each of the card's provinces already has a city or no empty coastal area.
    NoRoom,
}

/// Why an expansion stopped before its limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Stopped {
    /// The player chose to stop.
    Passed,
    /// No legal place is left.
    NoRoom,
    /// The limit (expansion R&D) was reached.
    Limit,
}

/// A final score's parts.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Score {
    pub seat: Seat,
    pub cash: u32,
    pub stash: u32,
    /// Operating revenue (negative: IOUs), counted twice.
    pub revenue: i64,
    pub total: i64,
}

/// Why a standing order ended by itself (told to its seat in its words).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Ended {
    /// A standing bid: the seat lacks the cash, or a new deed or free slot came.
    BidCash,
    /// Passing on proposals: the seat could now propose a merger it could not before.
    Proposals,
    /// Passing on acquisitions: the seat has more free slots than when it gave it.
    MoreSlots,
    /// Passing on acquisitions: a deed is on the map that was not then.
    NewDeed,
    /// A research order: a company took the seat's last free slot.
    LastSlot,
    /// A research order: that track's marker is on its last step.
    TrackDone(Track),
}

/// A refusal's sentence in English where an event is serialized (logs, tests).
fn english<S: serde::Serializer>(text: &crate::lang::Text, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&text.render(crate::lang::Lang::En))
}

/// Something that happened, with who may see it.
pub type Event = crate::games::Event<EventKind>;

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum EventKind {
    /// Private: the city cards a seat was dealt, by era.
    Dealt {
        seat: Seat,
        cards: [Vec<[ProvinceId; 3]>; 3],
    },
    /// Public: the turn order (setup, or after the bids).
    TurnOrder { order: Vec<Seat> },
    /// Public: a phase of the year begins.
    PhaseStarted { year: u32, phase: PhaseName },
    /// Public: a new era; its deeds go on the map, earlier unclaimed ones are discarded.
    NewEra {
        era: Era,
        deeds: Vec<DeedId>,
        discarded: Vec<DeedId>,
    },
    /// Public: the city cards of the new era, seat by seat.
    CityCards {
        era: Era,
        cards: Vec<(Seat, [ProvinceId; 3])>,
    },
    /// Public: a size 1 city placed.
    CityPlaced { seat: Seat, area: AreaId },
    /// Public: a city card placed no city.
    NoCityPlaced {
        seat: Seat,
        provinces: [ProvinceId; 3],
        why: NoCity,
    },
    /// Public: an unclaimed deed has no valid starting area left.
    DeedDiscarded { deed: DeedId },
    /// Public: a turn order bid (with sealed bids: revealed with the others).
    Bid { seat: Seat, amount: u32, value: u64 },
    /// Public: a player sealed a bid; the amount stays secret until every bid is in.
    BidSealed { seat: Seat },
    /// Private to the bidder: what they sealed.
    OwnSealedBid { amount: u32, value: u64 },
    /// Public: every sealed bid is in; the `Bid` events that follow reveal them.
    BidsRevealed,
    /// Public: a merger proposed with its first bid.
    Proposed {
        seat: Seat,
        first: CompanyLabel,
        second: CompanyLabel,
        bid: u32,
        siap_saji: bool,
    },
    /// Public: a player proposes no merger now.
    NoProposal { seat: Seat },
    /// Public: a raise in a merger auction; `by_table` when a seat's maximum made it (the same
    /// raise, told apart only so a play-out can be told in one line).
    Raised {
        seat: Seat,
        amount: u32,
        by_table: bool,
    },
    /// Private to the seat: its secret maximum in the auction now (None: cleared).
    MaximumSet { up_to: Option<u32> },
    /// Private to the seat: it passes whenever asked until the Mergers phase ends.
    PassingRest,
    /// Private to the seat: its standing orders now (after a change, or when one ended).
    Orders {
        seat: Seat,
        /// Passing on merger proposals.
        proposals: bool,
        /// Passing on acquisitions.
        #[serde(default)]
        deeds: bool,
        /// Researching this (track, owner) each year.
        research: Option<(Track, Seat)>,
        /// Bidding this much for turn order each year (with `lead`, at most this much to be
        /// first).
        #[serde(default)]
        bid: Option<u32>,
        #[serde(default)]
        lead: bool,
        /// Why an order ended by itself, when one did.
        ended: Option<Ended>,
    },
    /// Private to the seat: a command of several steps stopped at step `done + 1` of `asked`
    /// (the steps before it stand), for `why`.
    StepsStopped {
        done: u32,
        asked: u32,
        #[serde(serialize_with = "english")]
        why: crate::lang::Text,
    },
    /// Public: a player leaves the merger auction.
    LeftAuction { seat: Seat },
    /// Public: the auction is won; the winner pays the previous owners.
    Merged {
        seat: Seat,
        price: u32,
        company: CompanyLabel,
        /// (previous owner, rupiah received), the larger original company's owner first.
        payments: Vec<(Seat, u32)>,
    },
    /// Public: a siap saji creation removed an area.
    Removed { company: CompanyLabel, area: AreaId },
    /// Public: the siap saji company's remaining rice and spice become siap saji.
    SiapSaji { company: CompanyLabel },
    /// Public: the Mergers phase ends.
    MergersOver,
    /// Public: a deed taken and its first good or ship placed.
    Acquired {
        seat: Seat,
        company: CompanyLabel,
        at: Place,
    },
    /// Public: a player makes no further acquisitions this year.
    NoAcquisition { seat: Seat },
    /// Public: a research step.
    Researched {
        seat: Seat,
        track: Track,
        owner: Seat,
        step: u8,
    },
    /// Public: a player has no research step left to take.
    NoResearch { seat: Seat },
    /// Public: a company begins operating.
    Operating { seat: Seat, company: CompanyLabel },
    /// Public: an expansion ship placed.
    ShipPlaced { company: CompanyLabel, sea: SeaId },
    /// Public: the shipping plan on offer (and after each change of preference).
    PlanOffered { seat: Seat, plan: PlanView },
    /// Public: the goods shipped; the bank pays the sales, the operator pays the cubes, the
    /// ships' owners earn them (all into operating revenue).
    Shipped { seat: Seat, plan: PlanView },
    /// Public: an expansion area; `paid` is what it cost (0 when free).
    Expanded {
        company: CompanyLabel,
        area: AreaId,
        paid: u32,
    },
    /// Public: an expansion ends.
    ExpansionOver { company: CompanyLabel, why: Stopped },
    /// Open money public, closed money private: operating revenue moves to cash, or IOUs are
    /// repaid from cash (`repaid`), those cash could not cover (`left`) staying as IOUs.
    Settled {
        seat: Seat,
        to_cash: u32,
        repaid: u32,
        left: u32,
    },
    /// Public: with closed money, that every player's revenue has gone to cash (no amounts).
    RevenueSettled,
    /// Public: a city grew.
    Grew { area: AreaId, size: u8 },
    /// Public: a city could have grown but the supply of bigger cities is out.
    NoGrowth { area: AreaId, size: u8 },
    /// Public: the goods delivered to cities are removed.
    GoodsCleared,
    /// Public: the game ended.
    GameOver {
        scores: Vec<Score>,
        winners: Vec<Seat>,
    },
}
