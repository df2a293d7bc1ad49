//! The ledgers that let `check_invariants` account for every florin (by source and sink), every
//! unit, fort and factory (what came to a company and what left it), and every marker.

use crate::games::counted;
use serde::Serialize;

/// "1 florin", "7 florins": a sum as every text of the game writes it (orders, refusals,
/// events). Here with the books, below both the orders and the texts that use it.
pub fn florins(n: impl Into<i64>) -> String {
    counted(n, "florin", "florins")
}

/// Every florin a company gained or spent, by source and sink: the treasury must equal
/// `start + sales + subsidy - purchases - bounds - bribes - forts - upkeep`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct Books {
    pub start: i64,
    pub sales: i64,
    pub subsidy: i64,
    pub purchases: i64,
    pub bounds: i64,
    pub bribes: i64,
    pub forts: i64,
    pub upkeep: i64,
}

impl Books {
    pub fn balance(&self) -> i64 {
        self.start + self.sales + self.subsidy
            - self.purchases
            - self.bounds
            - self.bribes
            - self.forts
            - self.upkeep
    }
}

/// What a florin is spent on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Sink {
    Purchases,
    Bounds,
    Bribes,
    Forts,
    Upkeep,
}

/// Units, forts and factories that came to a company (start, bought, built, founded, captured)
/// and that left it (lost, removed, captured), by [`Upkept::index`].
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub(crate) struct Tally {
    pub gained: [u32; 8],
    pub lost: [u32; 8],
}

/// Every commodity marker ever made, and where the ones no longer in play went; in markers and
/// in sixtieths of a share (change-ups keep the sixtieths).
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub(crate) struct MarkerBook {
    pub made: u32,
    pub made_60: u32,
    pub sold: u32,
    pub sold_60: u32,
    pub lost: u32,
    pub lost_60: u32,
    /// Markers merged away, and the merged markers made from them.
    pub merged_from: u32,
    pub merged_into: u32,
}
