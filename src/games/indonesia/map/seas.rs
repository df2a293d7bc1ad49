//! Seas: adjacency between seas and the land areas they border.

use super::{AreaId, Map, ProvinceId, SeaId};
use std::collections::BTreeSet;
use std::fmt;

#[derive(Debug, Clone, PartialEq)]
pub struct Sea {
    /// 7
    pub number: u8,
    /// "S7"
    pub short: String,
    /// "Laut Jawa"
    pub name: String,
    /// Adjacent seas, ascending.
    pub seas: Vec<SeaId>,
    /// Bordering land areas, ascending (derived from the areas' lists).
    pub areas: Vec<AreaId>,
    /// (latitude, longitude) in degrees, approximate.
    pub centre: (f32, f32),
}

impl fmt::Display for Sea {
    /// "S7"; `{:#}`: "Laut Jawa (S7)".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            write!(f, "{} ({})", self.name, self.short)
        } else {
            f.write_str(&self.short)
        }
    }
}

impl Map {
    pub fn seas_adjacent(&self, a: SeaId, b: SeaId) -> bool {
        self.seas[usize::from(a)].seas.binary_search(&b).is_ok()
    }

    /// The land areas a sea borders, ascending.
    pub fn areas_bordering(&self, sea: SeaId) -> &[AreaId] {
        &self.seas[usize::from(sea)].areas
    }

    /// The seas bordering any area of a province, ascending: where a new shipping company's
    /// first ship may go.
    pub fn seas_bordering_province(&self, province: ProvinceId) -> Vec<SeaId> {
        let seas: BTreeSet<SeaId> = self
            .province_areas(province)
            .iter()
            .flat_map(|&a| self.seas_bordering(a).iter().copied())
            .collect();
        seas.into_iter().collect()
    }
}
