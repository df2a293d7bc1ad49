//! Deeds: what they start, where, in which era, and their names.

use super::{DeedId, Era, Good, Map, ProvinceId, normalise};
use serde::{Deserialize, Serialize};
use std::fmt;

/// What a deed starts, and what a company is. Deeds are never siap saji; a company created by
/// merging rice and spice is `Production(Good::SiapSaji)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum DeedKind {
    Shipping,
    Production(Good),
}

impl DeedKind {
    pub fn good(self) -> Option<Good> {
        match self {
            DeedKind::Shipping => None,
            DeedKind::Production(g) => Some(g),
        }
    }

    /// "shipping", "rice", "siap saji", ...
    pub fn parse(text: &str) -> Option<DeedKind> {
        if normalise(text) == "shipping" {
            Some(DeedKind::Shipping)
        } else {
            Good::parse(text).map(DeedKind::Production)
        }
    }
}

impl fmt::Display for DeedKind {
    /// "shipping", "rice", "siap saji".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DeedKind::Shipping => f.write_str("shipping"),
            DeedKind::Production(g) => write!(f, "{g}"),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Deed {
    pub era: Era,
    pub kind: DeedKind,
    pub province: ProvinceId,
    /// The most ships the deed allows in era A, B, C; zeros for production deeds.
    pub ship_limits: [u8; 3],
}

impl Deed {
    pub fn ship_limit(&self, era: Era) -> u8 {
        self.ship_limits[era.index()]
    }
}

impl Map {
    /// The deeds placed at the start of an era, in file order.
    pub fn deeds_of(&self, era: Era) -> impl Iterator<Item = DeedId> + '_ {
        (0..self.deeds.len())
            .filter(move |&d| self.deeds[d].era == era)
            .map(|d| d as DeedId)
    }

    /// "A rice Bali", "B shipping Jawa Barat": a deed by era, kind and province.
    pub fn deed_name(&self, deed: DeedId) -> String {
        self.deed_label(&self.deeds[usize::from(deed)])
    }

    /// "A rice Bali", "B shipping Jabar": with the province's short name, as players type it.
    pub fn deed_short_name(&self, deed: DeedId) -> String {
        self.deed_short(&self.deeds[usize::from(deed)])
    }

    pub(super) fn deed_label(&self, deed: &Deed) -> String {
        let province = &self.provinces[usize::from(deed.province)].name;
        format!("{} {} {province}", deed.era, deed.kind)
    }

    /// "A rice Bali", "B shipping Jabar": with the province's short name.
    pub(super) fn deed_short(&self, deed: &Deed) -> String {
        let province = &self.provinces[usize::from(deed.province)].short;
        format!("{} {} {province}", deed.era, deed.kind)
    }
}
