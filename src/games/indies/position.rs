//! A described position at the start of an order round, for scenario tests and for importing a
//! game in progress. [`Game::from_position`](super::Game::from_position) validates it.
//!
//! ```toml
//! seed = 7                  # randomness from here on
//! year = 1603               # default: the first year
//! round = 1                 # the open order round, 1 (default) or 2
//! years = 12                # the game's length from the first year (8, 12 or 16; default 12)
//! initiative = ["England", "Portugal"]   # default: seat order
//!
//! [prices]                  # default: every commodity at the starting price
//! cloves = 48
//!
//! [output]                  # commodities already drawn, by area
//! Java = "cloves"
//!
//! [[company]]               # one per seat, in seat order (Portugal, Netherlands, ...)
//! treasury = 80             # default: the starting treasury
//! maintenance = ["soldiers", "forts"]    # the standing maintenance order; default none
//!
//! [[company.fleet]]
//! fleet = "A"
//! at = "Java"               # Europe, CSB or an area
//! units = { carracks = 2, leader = 1, explorer = 1, soldiers = 2 }
//! cargo = ["cloves 1/3", "pepper"]       # "pepper" is a whole share
//! patrol = { company = "England", odds = "1:1", laden = true }  # CSB squadrons only
//!
//! [[company.factory]]
//! site = "Bantam"
//! forts = 1
//! soldiers = 2
//! markers = ["cloves 1/2"]
//! ```
//!
//! Names ignore case, spaces and punctuation.

use crate::games::Described;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Position {
    pub seed: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub year: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub years: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub initiative: Option<Vec<String>>,
    #[serde(default)]
    pub prices: BTreeMap<String, u32>,
    #[serde(default)]
    pub output: BTreeMap<String, String>,
    #[serde(rename = "company")]
    pub companies: Vec<CompanyPosition>,
}

/// One company of a [`Position`].
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CompanyPosition {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub treasury: Option<i64>,
    #[serde(default)]
    pub maintenance: Vec<String>,
    #[serde(default, rename = "fleet")]
    pub fleets: Vec<FleetPosition>,
    #[serde(default, rename = "factory")]
    pub factories: Vec<FactoryPosition>,
}

/// One fleet of a [`CompanyPosition`].
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FleetPosition {
    pub fleet: String,
    pub at: String,
    #[serde(default)]
    pub units: BTreeMap<String, u32>,
    #[serde(default)]
    pub cargo: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub patrol: Option<PatrolPosition>,
}

/// A squadron's interception condition in a [`FleetPosition`].
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PatrolPosition {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub company: Option<String>,
    pub odds: String,
    #[serde(default)]
    pub laden: bool,
}

/// One factory of a [`CompanyPosition`].
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FactoryPosition {
    pub site: String,
    #[serde(default)]
    pub forts: u32,
    #[serde(default)]
    pub soldiers: u32,
    #[serde(default)]
    pub markers: Vec<String>,
}

impl Described for Position {
    fn seats(&self) -> usize {
        self.companies.len()
    }

    fn seed(&self) -> u64 {
        self.seed
    }
}
