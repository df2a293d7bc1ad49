//! What a viewer may know. Positions, fleets, cargo, treasuries and factories are public; only
//! the drafts of the open order round are secret, and `PublicView` has no field for them, so
//! nothing built from it can leak one.

use super::data::{AreaId, CommodityId, SiteId, Unit};
use super::world::{FleetId, Marker, Patrol, Place, Upkept};
use super::{Order, Prompt, Score};
use crate::games::Seat;
use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PublicView {
    pub year: u32,
    pub first_year: u32,
    pub last_year: u32,
    pub phase: PhaseView,
    /// Seats, first to last.
    pub initiative: Vec<Seat>,
    pub companies: Vec<CompanyView>,
    pub areas: Vec<AreaView>,
    pub prices: Vec<PriceView>,
    /// What the game waits for (never names an order).
    pub prompt: Prompt,
    /// Set once the game has ended.
    pub scores: Option<Vec<Score>>,
    pub winner: Option<Seat>,
    /// What the last resolved order round did on the map, in the order it was resolved;
    /// replaced when the next round resolves. Empty before the first reveal.
    pub last_round: Vec<Happening>,
}

/// Something the last resolved order round did on the map (read from its public events).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum Happening {
    /// A fleet moved: a voyage, Indies movement or into or out of the CSB, through `path`
    /// (where it started first).
    Sailed {
        seat: Seat,
        fleet: char,
        path: Vec<Place>,
    },
    /// A naval combat (an attack or an interception) was fought here.
    Battle { at: Place },
    /// A fleet lost its last ship here, in a battle or to attrition.
    Sunk { seat: Seat, fleet: char, at: Place },
    /// `seat` invaded `defender`'s factory at `site`; `taken` when it fell.
    Invasion {
        seat: Seat,
        defender: Seat,
        site: SiteId,
        taken: bool,
    },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum PhaseView {
    Orders { round: u8 },
    Over,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CompanyView {
    pub seat: Seat,
    pub nation: String,
    pub treasury: i64,
    pub fleets: Vec<FleetView>,
    /// Factories held (they are listed on their sites).
    pub factories: u32,
    /// Victory points now: treasury plus points per factory.
    pub score: i64,
    /// The upkeep due at the next Maintenance, as things stand.
    pub upkeep: u32,
    /// The standing maintenance order (public once revealed).
    pub maintenance: Vec<Upkept>,
    /// Whether it has sealed the open round's orders (never what they are).
    pub sealed: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FleetView {
    pub id: FleetId,
    pub letter: char,
    pub at: Place,
    /// Units aboard with their counts, ships first; only kinds present.
    pub units: Vec<(Unit, u32)>,
    pub ships: u32,
    pub strength: u32,
    pub capacity: u32,
    pub free: u32,
    pub cargo: Vec<Marker>,
    pub patrol: Option<Patrol>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AreaView {
    pub id: AreaId,
    pub name: String,
    /// Trans-oceanic distance from Europe in bounds.
    pub europe: u32,
    pub adjacent: Vec<AreaId>,
    /// The commodity drawn here, once a fleet has ended a move here.
    pub commodity: Option<CommodityId>,
    pub sites: Vec<SiteView>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SiteView {
    pub id: SiteId,
    pub name: String,
    pub factory: Option<FactoryView>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FactoryView {
    pub owner: Seat,
    pub forts: u32,
    pub soldiers: u32,
    pub markers: Vec<Marker>,
    /// Defence against an invasion.
    pub defence: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PriceView {
    pub commodity: CommodityId,
    pub name: String,
    pub price: u32,
}

/// One seat's view: the public view and its own draft of the open round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SeatView {
    pub seat: Seat,
    pub public: PublicView,
    pub draft: Vec<Order>,
}
