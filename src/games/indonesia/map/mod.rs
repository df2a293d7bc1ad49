//! The board as data: provinces, land areas, seas, adjacency, deeds, city cards, prices and
//! research tracks, loaded from TOML (assets/indonesia/board.toml) and validated, so that a wrong
//! file is refused with a message saying what is wrong rather than played. See
//! docs/indonesia-design.md.
//!
//! Names. Every province, land area and sea has a short name players can type and a full name:
//! provinces use the common Indonesian abbreviations (`Jabar` for Jawa Barat, `NTB`, `Sumut`;
//! Halmahera keeps its board name, since `Malut` reads too much like `Maluku`), a land area is its
//! province's short name and its number (`Jabar3` is "Jawa Barat 3"), a sea is `S` and its number
//! (`S7`) and has a real-geography name ("Laut Jawa"). Lookups accept the short or the full name
//! and ignore case, spaces and punctuation (hyphens, underscores); a sea is also found by its bare
//! number (`7`) or as `Sea 7`. Every name is unique across provinces, areas, seas and deeds.
//!
//! `Display` on [`Province`], [`Area`] and [`Sea`] writes the short name (`Jabar3`, `S7`); the
//! alternate form `{:#}` writes the full name ("Jawa Barat 3", "Laut Jawa (S7)").

mod areas;
mod deeds;
mod goods;
mod mergers;
mod names;
mod parse;
mod research;
mod seas;

pub use areas::{Area, Province};
pub use deeds::{Deed, DeedKind};
pub use goods::Good;
pub use mergers::MergerMinimums;
pub use names::normalise;
pub use research::{Research, Track};
pub use seas::Sea;

use crate::games::SetupError;
use names::Named;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;

pub type ProvinceId = u8;
pub type AreaId = u8;
pub type SeaId = u8;
pub type DeedId = u8;

/// The counts of the printed board; a file with other counts is refused.
pub const PROVINCES: usize = 26;
pub const AREAS: usize = 116;
pub const COASTAL_AREAS: usize = 106;
pub const SEAS: usize = 21;
pub const DEEDS: usize = 24;
pub const CITY_CARDS_PER_ERA: usize = 5;
/// Steps on every research track.
pub const RESEARCH_STEPS: usize = 5;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Era {
    A,
    B,
    C,
}

impl Era {
    pub const ALL: [Era; 3] = [Era::A, Era::B, Era::C];

    /// 0, 1, 2: the index into per-era arrays such as [`Deed::ship_limits`].
    pub fn index(self) -> usize {
        self as usize
    }

    pub fn next(self) -> Option<Era> {
        Era::ALL.get(self.index() + 1).copied()
    }
}

impl fmt::Display for Era {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

/// The validated board and components. `Eq` holds because every centre is checked finite.
#[derive(Debug, Clone, PartialEq)]
pub struct Map {
    pub provinces: Vec<Province>,
    pub areas: Vec<Area>,
    pub seas: Vec<Sea>,
    pub deeds: Vec<Deed>,
    /// The city cards of era A, B, C, each naming three provinces.
    pub city_cards: [Vec<[ProvinceId; 3]>; 3],
    pub starting_cash: u32,
    /// Cities in the supply of size 1, 2, 3.
    pub city_supply: [u8; 3],
    pub research: Research,
    pub min_players: usize,
    pub max_players: usize,
    /// City cards dealt to each player per era with two players (one otherwise).
    pub two_player_city_cards: usize,
    /// What the operating player pays the bank per cargo cube.
    pub cargo_fee: u32,
    /// Selling prices, indexed by [`Good::index`].
    pub prices: [u32; 5],
    pub merger_minimums: MergerMinimums,
    names: BTreeMap<String, Named>,
    source: String,
}

impl Eq for Map {}

/// How errors name the board file.
const FILE: &str = "Indonesia board file";

/// A board file that cannot be played, with what is wrong in it.
fn err<T>(message: impl Into<String>) -> Result<T, SetupError> {
    Err(SetupError::file(FILE, message))
}

impl Map {
    /// The city cards of an era.
    pub fn city_cards_of(&self, era: Era) -> &[[ProvinceId; 3]] {
        &self.city_cards[era.index()]
    }

    /// City cards each player is dealt per era.
    pub fn city_cards_per_player(&self, players: usize) -> usize {
        if players == 2 {
            self.two_player_city_cards
        } else {
            1
        }
    }
}
