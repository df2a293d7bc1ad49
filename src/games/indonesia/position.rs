//! A described position at the start of a phase, for scenario tests and for importing a game in
//! progress. [`Game::from_position`](super::Game::from_position) validates it.
//!
//! ```toml
//! seed = 7                  # randomness from here on (and city cards not given below)
//! money = "open"            # "open" or "closed" (default closed)
//! era = "B"
//! year = 4                  # default 1
//! phase = "mergers"         # the phase that begins: new_era (the era's deeds go on the map,
//!                           # then city placement), bid, mergers, acquisitions, research or
//!                           # operations
//! order = [2, 0, 1]         # the turn order, seats first to last; default 0, 1, 2, ...
//! unclaimed = ["B rice Aceh", "B spice Jateng"]   # deeds on the map; default none. Deeds of
//!                           # this and earlier eras that are neither here nor in a company
//!                           # are discarded; later eras' deeds are still to come.
//!
//! [[player]]                # one table per seat, in seat order
//! cash = 120                # default 100
//! stash = 10                # turn order bid stash; default 0
//! revenue = 0               # operating revenue (negative: IOUs); default 0
//! research = { bid = 2, slots = 3, mergers = 2, expansion = 1, hull = 2 }  # steps, default 1
//! cards = { B = [0], C = [3] }   # city cards by era, as indices in the board file's list;
//!                                # eras left out are dealt from the seed
//!
//! [[player]]                # seat 1: every default
//!
//! [[player]]                # seat 2
//! cash = 45
//!
//! [[company]]
//! owner = 0
//! deeds = ["A rice Bali"]   # "era kind province"; the province's short name works too
//! areas = ["Bali1", "Bali2"]
//!
//! [[company]]
//! owner = 1
//! deeds = ["A shipping Jatim", "B shipping Jabar"]
//! ships = ["S7", "S7", "S8"]
//!
//! [[city]]
//! area = "Jabar1"
//! size = 2
//! ```
//!
//! A company's kind follows from its deeds: all shipping, all one good, or rice and spice (a siap
//! saji company). Names ignore case, spaces and punctuation.

use super::map::Era;
use super::{Bids, Money, PhaseName};
use crate::games::{Described, Seat};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Position {
    pub seed: u64,
    #[serde(default)]
    pub money: Money,
    /// Open (the rules) or sealed turn order bids.
    #[serde(default)]
    pub bids: Bids,
    pub era: Era,
    #[serde(default = "first_year")]
    pub year: u32,
    pub phase: PhaseName,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub order: Option<Vec<Seat>>,
    #[serde(default)]
    pub unclaimed: Vec<String>,
    #[serde(rename = "player")]
    pub players: Vec<PlayerPosition>,
    #[serde(default, rename = "company")]
    pub companies: Vec<CompanyPosition>,
    #[serde(default, rename = "city")]
    pub cities: Vec<CityPosition>,
}

/// One player in a [`Position`].
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerPosition {
    #[serde(default = "starting_cash")]
    pub cash: u32,
    #[serde(default)]
    pub stash: u32,
    #[serde(default)]
    pub revenue: i64,
    #[serde(default)]
    pub research: ResearchPosition,
    /// City cards by era: indices in the board file's cards of that era.
    #[serde(default)]
    pub cards: BTreeMap<Era, Vec<usize>>,
}

impl Default for PlayerPosition {
    fn default() -> Self {
        PlayerPosition {
            cash: starting_cash(),
            stash: 0,
            revenue: 0,
            research: ResearchPosition::default(),
            cards: BTreeMap::new(),
        }
    }
}

/// Research steps, 1 to 5.
#[derive(Debug, Clone, Copy, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ResearchPosition {
    #[serde(default = "first_step")]
    pub bid: u8,
    #[serde(default = "first_step")]
    pub slots: u8,
    #[serde(default = "first_step")]
    pub mergers: u8,
    #[serde(default = "first_step")]
    pub expansion: u8,
    #[serde(default = "first_step")]
    pub hull: u8,
}

impl Default for ResearchPosition {
    fn default() -> Self {
        ResearchPosition {
            bid: 1,
            slots: 1,
            mergers: 1,
            expansion: 1,
            hull: 1,
        }
    }
}

/// One company in a [`Position`].
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CompanyPosition {
    pub owner: Seat,
    pub deeds: Vec<String>,
    #[serde(default)]
    pub areas: Vec<String>,
    #[serde(default)]
    pub ships: Vec<String>,
}

/// One city in a [`Position`].
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CityPosition {
    pub area: String,
    #[serde(default = "first_step")]
    pub size: u8,
}

fn first_year() -> u32 {
    1
}

fn first_step() -> u8 {
    1
}

fn starting_cash() -> u32 {
    100
}

impl Described for Position {
    fn seats(&self) -> usize {
        self.players.len()
    }

    fn seed(&self) -> u64 {
        self.seed
    }
}
