//! East Indies: trading companies of five nations send fleets to the Indies, found factories,
//! and ship the spice trade home, with sealed simultaneous orders twice a year.
//!
//! Rules: ../shared/design/east-indies.md (the core) on the Terra Nova East Indies expansion;
//! every number is in assets/indies/data.toml; the readings of open points are in
//! docs/indies.md.
//!
//! This file is the engine's public surface, used by the table service, the picture and the
//! tests. The rules live in the submodules, named after the game's nouns.

mod bot;
mod data;
mod game;
mod ledger;
mod order;
mod position;
mod text;
pub use text::digest;
pub use text::markers as counted_markers;
pub use text::stage_name;
pub use words::{counted_in as things_in, florins_in, units as units_in};
mod tournament;
mod view;
mod words;
mod world;

pub use crate::games::{RuleError, SetupError};
pub use bot::{Plan, plan_bot, random_orders, trading_bot};
pub use data::{
    Area, AreaId, Band, Column, Combat, CommodityId, Data, Outcome, Site, SiteId, Unit, UnitData,
    normalise,
};
pub use game::Game;
pub use ledger::florins;
pub use order::{Holder, Order};
pub use position::{CompanyPosition, FactoryPosition, FleetPosition, PatrolPosition, Position};
pub use tournament::{Standing, Tournament, tournament};
pub use view::{
    AreaView, CompanyView, FactoryView, FleetView, Happening, PhaseView, PriceView, PublicView,
    SeatView, SiteView,
};
pub use world::{Books, FleetId, Hold, Loss, Marker, Patrol, Place, Upkept};

use crate::games::Seat;
use serde::{Deserialize, Serialize};

/// Options chosen at `/game new`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// How many years the game lasts: 8, 12 or 16.
    #[serde(default = "default_years")]
    pub years: u32,
}

fn default_years() -> u32 {
    12
}

impl Default for Options {
    fn default() -> Options {
        Options {
            years: default_years(),
        }
    }
}

/// Everything a player (or the table) can do. Stored as JSON in the action log: keep variants
/// stable. Indexes count orders of the draft from 0 (the texts number them from 1).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum Action {
    /// Adds an order to the seat's private draft, checked at once against its own position.
    Order { order: Order },
    /// Puts `order` in place of the draft's order at `index`.
    Replace { index: usize, order: Order },
    /// Takes the order at `index` out of the draft.
    Withdraw { index: usize },
    /// Empties the draft.
    Clear,
    /// Seals the draft for this round; when the last company seals, the round closes.
    Seal,
    /// Applied by the table for a company that did not seal by the deadline: its unsealed draft
    /// is dropped and it plays the default orders. Never listed in `legal`.
    Lapse,
}

/// What the game waits for now.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum Prompt {
    /// An order round is open: these companies have not sealed yet.
    Orders {
        year: u32,
        round: u8,
        waiting: Vec<Seat>,
    },
    /// The game has ended.
    Over { winner: Seat },
}

/// A step of the year, announced before its report.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    Outfitting,
    InitialVoyages,
    IndiesMovement,
    Combat,
    Attrition,
    Invasions,
    Factories,
    Commodities,
    Spices,
    Cargo,
    FinalVoyages,
    FinalCombat,
    FinalAttrition,
    Treasury,
    Maintenance,
}

/// One company's initiative roll: treasury × d6.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct InitiativeRoll {
    pub seat: Seat,
    pub treasury: i64,
    pub die: u8,
    pub value: i64,
}

/// One commodity's price roll.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct PriceRoll {
    pub commodity: CommodityId,
    pub die: u8,
    pub from: u32,
    pub to: u32,
}

/// A fleet of a company.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct FleetRef {
    pub seat: Seat,
    pub fleet: FleetId,
}

/// A naval combat: an attack, or an interception by a CSB squadron.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Battle {
    pub attacker: FleetRef,
    pub defender: FleetRef,
    pub area: Place,
    pub attack: u32,
    pub defence: u32,
    /// The column after the leaders' shifts.
    pub column: Column,
    /// The leaders' net shift (positive for the attacker).
    pub shift: i32,
    pub die: u8,
    pub outcome: Outcome,
    pub attacker_lost: Loss,
    pub defender_lost: Loss,
    /// Markers of a fleet that lost every ship, taken aboard by the other side.
    pub taken: Vec<Marker>,
    /// Florins the attacker paid for the combat's bounds.
    pub cost: u32,
}

/// An invasion of a factory.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Invasion {
    pub seat: Seat,
    pub fleet: FleetId,
    pub site: SiteId,
    pub defender: Seat,
    pub attack: u32,
    pub defence: u32,
    pub column: Column,
    pub die: u8,
    /// The die with the leader's bonus, within 1..=6.
    pub modified: u8,
    pub outcome: Outcome,
    pub soldiers_lost: u32,
    pub garrison_lost: u32,
    pub forts_lost: u32,
    /// The factory fell to the invader, with these markers and the forts left.
    pub taken: bool,
    pub markers: Vec<Marker>,
    pub cost: u32,
}

/// Something removed in Maintenance for want of upkeep.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum Removal {
    /// A unit of a fleet (with what a lost ship carried, or a whole fleet left without ships).
    Unit {
        fleet: FleetId,
        unit: Unit,
        loss: Loss,
    },
    /// A soldier of a factory's garrison.
    Garrison {
        site: SiteId,
    },
    Fort {
        site: SiteId,
    },
    /// A factory with its forts, garrison and stored markers.
    Factory {
        site: SiteId,
        forts: u32,
        soldiers: u32,
        markers: Vec<Marker>,
    },
}

/// A company's final score.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct Score {
    pub seat: Seat,
    pub treasury: i64,
    pub factories: u32,
    pub score: i64,
}

/// Something that happened, with who may see it.
pub type Event = crate::games::Event<EventKind>;

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum EventKind {
    /// Public: the year's initiative, highest first.
    Initiative {
        year: u32,
        rolls: Vec<InitiativeRoll>,
        order: Vec<Seat>,
    },
    /// Public: an order round is open.
    RoundOpened {
        year: u32,
        round: u8,
    },
    /// Private: an order went into the draft at `index`.
    OrderAdded {
        seat: Seat,
        index: usize,
        order: Order,
    },
    /// Private: the order at `index` was replaced.
    OrderReplaced {
        seat: Seat,
        index: usize,
        order: Order,
    },
    /// Private: the order at `index` was taken out.
    OrderWithdrawn {
        seat: Seat,
        index: usize,
        order: Order,
    },
    /// Private: the draft was emptied.
    DraftCleared {
        seat: Seat,
    },
    /// Public: a company sealed its orders (nothing about what they are).
    Sealed {
        seat: Seat,
        sealed: usize,
        of: usize,
    },
    /// Public: a company did not seal in time and plays the default orders.
    Lapsed {
        seat: Seat,
    },
    /// Public: every company's orders, revealed together when the round closes.
    OrdersRevealed {
        year: u32,
        round: u8,
        orders: Vec<Vec<Order>>,
    },
    /// Public: a step of the year begins.
    Stage {
        stage: Stage,
    },
    /// Public: an order that could not be carried out, and why (the engine's refusal, or
    /// where its fleet went down), told in the reader's language.
    Skipped {
        seat: Seat,
        order: Order,
        #[serde(serialize_with = "english")]
        reason: crate::lang::Text,
    },
    /// Public: the standing maintenance order changed.
    MaintenanceOrdered {
        seat: Seat,
        order: Vec<Upkept>,
    },
    /// Public: a CSB squadron's interception condition.
    Patrolling {
        seat: Seat,
        fleet: FleetId,
        patrol: Patrol,
    },
    Bought {
        seat: Seat,
        fleet: FleetId,
        unit: Unit,
        count: u32,
        cost: u32,
    },
    /// A movement: a voyage, Indies movement along `path`, or into or out of the CSB.
    Sailed {
        seat: Seat,
        fleet: FleetId,
        from: Place,
        path: Vec<Place>,
        bounds: u32,
        cost: u32,
    },
    CommodityDrawn {
        seat: Seat,
        fleet: FleetId,
        area: AreaId,
        die: u8,
        commodity: CommodityId,
    },
    InterceptionTried {
        seat: Seat,
        fleet: FleetId,
        target: FleetRef,
        die: u8,
        bonus: u32,
        success: bool,
        cost: u32,
    },
    Battle(Box<Battle>),
    /// No combat: the odds are below the table.
    NoBattle {
        attacker: FleetRef,
        defender: FleetRef,
        attack: u32,
        defence: u32,
    },
    Attrition {
        seat: Seat,
        fleet: FleetId,
        /// Bounds sailed, and the bounds rolled on (halved on a Europe–Indies journey by a
        /// company with a factory).
        bounds: u32,
        rolled_on: u32,
        oceanic: bool,
        dice: Vec<u8>,
        loss: Loss,
    },
    Invasion(Box<Invasion>),
    FactoryAttempt {
        seat: Seat,
        fleet: FleetId,
        site: SiteId,
        die: u8,
        bribe: u32,
        success: bool,
    },
    FortBuilt {
        seat: Seat,
        fleet: FleetId,
        site: SiteId,
        cost: u32,
    },
    Prices {
        rolls: Vec<PriceRoll>,
    },
    /// An area's output shared among the companies with factories there: each gets one
    /// marker of 1/`share` at the named site.
    Shares {
        area: AreaId,
        commodity: CommodityId,
        price: u32,
        share: u8,
        to: Vec<(Seat, SiteId)>,
    },
    Loaded {
        seat: Seat,
        fleet: FleetId,
        site: SiteId,
        marker: Marker,
        count: u32,
    },
    Unloaded {
        seat: Seat,
        fleet: FleetId,
        site: SiteId,
        marker: Marker,
        count: u32,
    },
    Garrisoned {
        seat: Seat,
        fleet: FleetId,
        site: SiteId,
        soldiers: u32,
    },
    Embarked {
        seat: Seat,
        fleet: FleetId,
        site: SiteId,
        soldiers: u32,
    },
    ChangedUp {
        seat: Seat,
        at: Holder,
        commodity: CommodityId,
        from: Vec<u8>,
        into: u8,
    },
    /// Markers sold in Europe: each at its price divided by its share, rounded down.
    Sold {
        seat: Seat,
        fleet: FleetId,
        sales: Vec<(Marker, u32)>,
        total: u32,
    },
    Subsidy {
        seat: Seat,
        die: u8,
        amount: u32,
    },
    Upkeep {
        seat: Seat,
        due: u32,
        paid: u32,
        removed: Vec<Removal>,
    },
    /// A company without a factory sails its CSB ships out (E 6.1).
    LeftCsb {
        seat: Seat,
        fleet: FleetId,
        to: AreaId,
    },
    /// Public: the game ended.
    GameOver {
        scores: Vec<Score>,
        winner: Seat,
    },
}

/// A reason's sentence in English where an event is serialized (logs, tests), as it was
/// stored before it was a message.
fn english<S: serde::Serializer>(text: &crate::lang::Text, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&text.render(crate::lang::Lang::En))
}
