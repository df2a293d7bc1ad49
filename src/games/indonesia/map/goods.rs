//! Goods and their selling prices.

use super::{Map, normalise};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A good. Serialised as "rice", "spice", "rubber", "siap_saji", "oil".
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
    pub const ALL: [Good; 5] = [
        Good::Rice,
        Good::Spice,
        Good::Rubber,
        Good::SiapSaji,
        Good::Oil,
    ];

    /// 0..5 in the order of [`Good::ALL`]: the index into [`Map::prices`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// The printed selling price: 20 25 30 35 40. The engine reads [`Map::price`], which the
    /// board file sets (the shipped file has these values; a test checks it).
    pub fn price(self) -> u32 {
        match self {
            Good::Rice => 20,
            Good::Spice => 25,
            Good::Rubber => 30,
            Good::SiapSaji => 35,
            Good::Oil => 40,
        }
    }

    /// The name used in the board file and in serialised data: "siap_saji".
    pub fn key(self) -> &'static str {
        match self {
            Good::Rice => "rice",
            Good::Spice => "spice",
            Good::Rubber => "rubber",
            Good::SiapSaji => "siap_saji",
            Good::Oil => "oil",
        }
    }

    /// Parses "rice", "Siap Saji", "siap-saji", "siapsaji", ...
    pub fn parse(text: &str) -> Option<Good> {
        let key = normalise(text);
        Good::ALL.into_iter().find(|g| normalise(g.key()) == key)
    }
}

impl fmt::Display for Good {
    /// "rice", "siap saji".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.key().replace('_', " "))
    }
}

impl Map {
    /// The selling price of a good, as the board file sets it.
    pub fn price(&self, good: Good) -> u32 {
        self.prices[good.index()]
    }
}
