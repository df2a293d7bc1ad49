//! The shipping solver. See docs/indonesia-design.md.
//!
//! Pure and independent of the game state: the engine builds a [`Problem`] for the production
//! company being operated and gets back the [`Plan`] it proposes to the operator.

use serde::{Deserialize, Serialize};

use crate::games::Seat;

/// A sea area, as in `map.rs` (kept a plain alias so both modules name the same type).
pub type SeaId = u8;
/// A land area, as in `map.rs`.
pub type AreaId = u8;

/// Everything the solver needs about one production company's shipping.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Problem {
    /// Contiguous production regions of the operated company.
    pub regions: Vec<Region>,
    /// Every ship on the board that can still take cubes.
    pub ships: Vec<Ship>,
    /// Every city that still accepts this company's good.
    pub cities: Vec<City>,
    /// Adjacent seas (both directions implied).
    pub sea_links: Vec<(SeaId, SeaId)>,
    pub operator: Seat,
    /// Shipping companies the operator asked to prefer.
    pub prefer: Vec<u32>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Region {
    pub goods: u32,
    /// Seas bordering the region's coastal areas.
    pub seas: Vec<SeaId>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ship {
    pub company: u32,
    pub owner: Seat,
    pub sea: SeaId,
    /// Cubes it may still take (its owner's hull capacity).
    pub capacity: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct City {
    pub area: AreaId,
    /// Seas bordering the city's area.
    pub seas: Vec<SeaId>,
    /// Goods of this type the city still accepts.
    pub demand: u32,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Plan {
    pub shipped: u32,
    pub paths: Vec<Path>,
}

/// One good's journey: indices into `Problem::regions`, `Problem::cities` and `Problem::ships`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Path {
    pub region: usize,
    pub city: usize,
    pub company: u32,
    pub ships: Vec<usize>,
}

/// The plan shipping the most goods, best for the operator's net income among those.
pub fn solve(_problem: &Problem) -> Plan {
    Plan::default()
}

/// Checks every rule a plan must keep; `Err` names the first one broken.
pub fn check_plan(_problem: &Problem, _plan: &Plan) -> Result<(), String> {
    Ok(())
}

/// Large era-C-like positions for `nusantara bench`.
pub fn bench_problems(_seed: u64, _count: usize) -> Vec<Problem> {
    Vec::new()
}
