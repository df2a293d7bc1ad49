//! The least bids of a merger, by the merged company's kind.

use super::{DeedKind, Good, Map};
use serde::Deserialize;

/// The least bid per ship or production area in a merger, by the merged company's type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MergerMinimums {
    pub shipping: u32,
    pub rice: u32,
    pub spice: u32,
    /// Rice merged with spice, creating siap saji (eras B and C).
    pub siap_saji_create: u32,
    pub rubber: u32,
    /// Two siap saji companies merged.
    pub siap_saji_merge: u32,
    pub oil: u32,
}

impl Map {
    /// The least merger bid per ship or production area when companies of kinds `a` and `b`
    /// merge (kinds of companies: `Production(SiapSaji)` for siap saji), or `None` when those
    /// kinds cannot merge at all. Rice with spice creates siap saji (the era rule, B and C only,
    /// is the engine's).
    pub fn merger_minimum(&self, a: DeedKind, b: DeedKind) -> Option<u32> {
        use DeedKind::*;
        use Good::*;
        let m = &self.merger_minimums;
        match (a, b) {
            (Shipping, Shipping) => Some(m.shipping),
            (Production(Rice), Production(Spice)) | (Production(Spice), Production(Rice)) => {
                Some(m.siap_saji_create)
            }
            (Production(x), Production(y)) if x == y => Some(match x {
                Rice => m.rice,
                Spice => m.spice,
                Rubber => m.rubber,
                SiapSaji => m.siap_saji_merge,
                Oil => m.oil,
            }),
            _ => None,
        }
    }
}
