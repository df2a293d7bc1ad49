//! The board as data: island tiles, connectors, festival cards, loaded from TOML and validated.

use super::{Colour, Tickets};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

pub type IslandId = usize;
pub type FestivalId = usize;

/// The side shared by two island tiles, normalised so that `.0 < .1`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Side(pub IslandId, pub IslandId);

impl Side {
    pub fn new(a: IslandId, b: IslandId) -> Side {
        if a < b { Side(a, b) } else { Side(b, a) }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Island {
    pub name: String,
    pub row: u8,
    pub col: u8,
    pub spaces: Vec<Colour>,
    pub spaces_2p: Vec<Colour>,
    pub depicted: Tickets,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Festival {
    pub name: String,
    pub island: IslandId,
    pub points: [Option<u8>; 3],
}

#[derive(Debug, Clone, PartialEq)]
pub struct Board {
    pub islands: Vec<Island>,
    pub connectors: Vec<(u8, u8)>,
    pub festivals: Vec<Festival>,
    pub start: IslandId,
    pub typhoon_defaults: Vec<Side>,
    pub tickets_per_colour: u8,
    targets: [u32; 5],
    adjacency: Vec<Vec<IslandId>>,
    sides: Vec<Side>,
    source: String,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("board file: {0}")]
pub struct BoardError(pub String);

impl Board {
    pub fn standard() -> Arc<Board> {
        unimplemented!()
    }
    pub fn from_toml(_text: &str) -> Result<Board, BoardError> {
        unimplemented!()
    }
    pub fn source(&self) -> &str {
        &self.source
    }
    pub fn island_named(&self, _name: &str) -> Option<IslandId> {
        unimplemented!()
    }
    pub fn festival_named(&self, _name: &str) -> Option<FestivalId> {
        unimplemented!()
    }
    pub fn adjacent(&self, island: IslandId) -> &[IslandId] {
        &self.adjacency[island]
    }
    pub fn sides(&self) -> &[Side] {
        &self.sides
    }
    pub fn side_named(&self, _name: &str) -> Option<Side> {
        unimplemented!()
    }
    pub fn side_name(&self, side: Side) -> String {
        format!(
            "{}|{}",
            self.islands[side.0].name, self.islands[side.1].name
        )
    }
    pub fn spaces(&self, island: IslandId, players: usize) -> &[Colour] {
        if players == 2 {
            &self.islands[island].spaces_2p
        } else {
            &self.islands[island].spaces
        }
    }
    pub fn target(&self, players: usize) -> u32 {
        self.targets[players]
    }
}
