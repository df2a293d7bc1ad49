//! The board as data: provinces, land areas, seas, adjacency, deeds, city cards, prices and
//! research tracks, loaded from TOML (assets/indonesia/board.toml) and validated.
//! See docs/indonesia-design.md.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::Arc;

pub type ProvinceId = u8;
pub type AreaId = u8;
pub type SeaId = u8;
pub type DeedId = u8;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Era {
    A,
    B,
    C,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Good {
    Rice,
    Spice,
    Rubber,
    SiapSaji,
    Oil,
}

impl Good {
    pub fn price(self) -> u32 {
        unimplemented!()
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum DeedKind {
    Shipping,
    Production(Good),
}

#[derive(Debug, Clone, PartialEq)]
pub struct Province {
    pub name: String,
    pub short: String,
    pub areas: Vec<AreaId>,
    pub centre: (f32, f32),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Area {
    pub name: String,
    pub short: String,
    pub province: ProvinceId,
    pub coastal: bool,
    pub land: Vec<AreaId>,
    pub seas: Vec<SeaId>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Sea {
    pub number: u8,
    pub short: String,
    pub name: String,
    pub seas: Vec<SeaId>,
    pub areas: Vec<AreaId>,
    pub centre: (f32, f32),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Deed {
    pub era: Era,
    pub kind: DeedKind,
    pub province: ProvinceId,
    pub ship_limits: [u8; 3],
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Research {
    pub bid_multiplier: [u32; 5],
    pub slots: [u32; 5],
    pub mergers: [u32; 5],
    pub expansion: [u32; 5],
    pub hull: [u32; 5],
}

#[derive(Debug, Clone, PartialEq)]
pub struct Map {
    pub provinces: Vec<Province>,
    pub areas: Vec<Area>,
    pub seas: Vec<Sea>,
    pub deeds: Vec<Deed>,
    pub city_cards: [Vec<[ProvinceId; 3]>; 3],
    pub starting_cash: u32,
    pub city_supply: [u8; 3],
    pub research: Research,
    source: String,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("Indonesia board file: {0}")]
pub struct MapError(pub String);

impl Map {
    pub fn standard() -> Arc<Map> {
        unimplemented!()
    }

    pub fn from_toml(_text: &str) -> Result<Map, MapError> {
        unimplemented!()
    }

    pub fn source(&self) -> &str {
        &self.source
    }

    pub fn area_named(&self, _name: &str) -> Option<AreaId> {
        unimplemented!()
    }

    pub fn sea_named(&self, _name: &str) -> Option<SeaId> {
        unimplemented!()
    }

    pub fn province_named(&self, _name: &str) -> Option<ProvinceId> {
        unimplemented!()
    }

    pub fn areas_adjacent(&self, _a: AreaId, _b: AreaId) -> bool {
        unimplemented!()
    }

    pub fn seas_adjacent(&self, _a: SeaId, _b: SeaId) -> bool {
        unimplemented!()
    }
}

impl fmt::Display for Era {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}
