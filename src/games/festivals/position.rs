//! A described position at the start of a round (Phase 1), for scenario tests and for
//! importing a game in progress. [`Rules::from_position`](crate::games::Rules::from_position)
//! validates it.
//!
//! ```toml
//! seed = 7                 # randomness from here on (and the deck, when `deck` is omitted)
//! airplane = 0             # the seat holding the airplane, from 0
//! round = 3                # default 1
//! typhoons = ["Sumatera|Kalimantan"]   # sides holding a typhoon; default none
//! typhoon_ties = "airplane"            # "nobody" (default) or "airplane"
//! active = "Galungan"      # the active festival
//! deck = ["Erau", "Pasola"]  # optional, top (the visible next card) first; when omitted,
//!                            # every other card is shuffled with the seed
//!
//! [[player]]               # one table per seat, in seat order
//! island = "Kalimantan"    # default: the start island
//! hand = "Y K B"           # letters or names; default none
//! score = 12               # default 0
//!
//! [[player]]
//! hand = "yellow blue blue"
//!
//! [[island]]               # optional, one per island that is not empty
//! name = "Bali"
//! filled = "K"             # tickets sitting on spaces (each needs a free space of its colour)
//! centre = "B B"           # tickets in the centre (at most the island's storage limit)
//! ```
//!
//! Names ignore case, spaces and punctuation. The pool is whatever remains of the tickets in
//! the box; a position that needs more tickets of a colour than exist is rejected.

use super::TyphoonTies;
use crate::games::{Described, Seat};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
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
    #[serde(default, skip_serializing_if = "Option::is_none")]
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
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub island: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hand: Option<String>,
    #[serde(default)]
    pub score: u32,
}

/// One island's tickets in a [`Position`].
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct IslandPosition {
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub filled: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub centre: Option<String>,
}

fn first_round() -> u32 {
    1
}

impl Described for Position {
    fn seats(&self) -> usize {
        self.players.len()
    }

    fn seed(&self) -> u64 {
        self.seed
    }
}
