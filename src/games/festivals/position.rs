//! A described position at the start of a round.

use super::{SetupError, TyphoonTies};
use crate::games::Seat;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Position {
    pub seed: u64,
    pub airplane: Seat,
    #[serde(default = "first_round")]
    pub round: u32,
    #[serde(default)]
    pub typhoons: Vec<String>,
    #[serde(default)]
    pub typhoon_ties: TyphoonTies,
    pub active: String,
    #[serde(default)]
    pub deck: Option<Vec<String>>,
    #[serde(rename = "player")]
    pub players: Vec<PlayerPosition>,
    #[serde(default, rename = "island")]
    pub islands: Vec<IslandPosition>,
}

/// One traveller in a [`Position`].
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerPosition {
    #[serde(default)]
    pub island: Option<String>,
    #[serde(default)]
    pub hand: Option<String>,
    #[serde(default)]
    pub score: u32,
}

/// One island's tickets in a [`Position`].
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct IslandPosition {
    pub name: String,
    #[serde(default)]
    pub filled: Option<String>,
    #[serde(default)]
    pub centre: Option<String>,
}

fn first_round() -> u32 {
    1
}

impl Position {
    pub fn from_toml(text: &str) -> Result<Position, SetupError> {
        toml::from_str(text).map_err(|e| SetupError(format!("position file: {e}")))
    }
}
