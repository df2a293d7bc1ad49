//! Provinces and their land areas: adjacency on land and borders with the seas.

use super::{AreaId, Map, ProvinceId, SeaId};
use std::fmt;

#[derive(Debug, Clone, PartialEq)]
pub struct Province {
    /// "Jawa Barat"
    pub name: String,
    /// "Jabar"
    pub short: String,
    /// Its land areas, ascending.
    pub areas: Vec<AreaId>,
    /// (latitude, longitude) in degrees, approximate: for laying out a picture, never a rule.
    pub centre: (f32, f32),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Area {
    /// "Jawa Barat 3"
    pub name: String,
    /// "Jabar3"
    pub short: String,
    pub province: ProvinceId,
    /// Borders at least one sea.
    pub coastal: bool,
    /// Adjacent land areas, ascending.
    pub land: Vec<AreaId>,
    /// Bordering seas, ascending.
    pub seas: Vec<SeaId>,
}

impl fmt::Display for Province {
    /// "Jabar"; `{:#}`: "Jawa Barat".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(if f.alternate() {
            &self.name
        } else {
            &self.short
        })
    }
}

impl fmt::Display for Area {
    /// "Jabar3"; `{:#}`: "Jawa Barat 3".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(if f.alternate() {
            &self.name
        } else {
            &self.short
        })
    }
}

impl Map {
    pub fn areas_adjacent(&self, a: AreaId, b: AreaId) -> bool {
        self.areas[usize::from(a)].land.binary_search(&b).is_ok()
    }

    /// Whether a land area borders a sea.
    pub fn area_borders_sea(&self, area: AreaId, sea: SeaId) -> bool {
        self.areas[usize::from(area)]
            .seas
            .binary_search(&sea)
            .is_ok()
    }

    /// The land areas of a province, ascending.
    pub fn province_areas(&self, province: ProvinceId) -> &[AreaId] {
        &self.provinces[usize::from(province)].areas
    }

    /// The coastal land areas of a province, ascending: where its cities may be placed.
    pub fn coastal_areas_of(&self, province: ProvinceId) -> impl Iterator<Item = AreaId> + '_ {
        self.province_areas(province)
            .iter()
            .copied()
            .filter(|&a| self.areas[usize::from(a)].coastal)
    }

    /// The seas a land area borders, ascending.
    pub fn seas_bordering(&self, area: AreaId) -> &[SeaId] {
        &self.areas[usize::from(area)].seas
    }
}
