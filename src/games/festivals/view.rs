//! What a viewer may know. `PublicView` is all a spectator or a channel post ever sees: it has
//! no field for a hand's colours or a secret plan, so nothing built from it can leak them.

use super::{Colour, FestivalId, IslandId, Prompt, Side, Tickets};
use crate::games::Seat;
use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PublicView {
    pub round: u32,
    pub players: Vec<PlayerView>,
    pub islands: Vec<IslandView>,
    /// Typhoons, each on the side shared by two islands.
    pub typhoons: Vec<Side>,
    pub pool: Tickets,
    pub active: Option<FestivalView>,
    pub next: Option<FestivalView>,
    /// Cards left in the deck, the visible next festival included.
    pub deck_left: usize,
    pub airplane: Seat,
    pub phase: PhaseView,
    /// What the game waits for (never names a secret).
    pub prompt: Prompt,
    /// Set once the game has ended.
    pub winners: Option<Vec<Seat>>,
    /// Points needed to trigger the end of the game.
    pub target: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayerView {
    pub seat: Seat,
    pub island: IslandId,
    pub score: u32,
    /// The number of tickets in hand (public); their colours are not.
    pub hand_size: u32,
    /// Phase 1: whether this seat has planned.
    pub planned: bool,
    /// Phase 2a: shown tickets not yet placed (public once revealed).
    pub shown: Option<Tickets>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct IslandView {
    pub id: IslandId,
    pub name: String,
    pub spaces: Vec<SpaceView>,
    /// Tickets in the island's centre.
    pub centre: Tickets,
    /// The pool tokens depicted on the tile: what a rest from the pool takes, and the storage limit.
    pub depicted: Tickets,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct SpaceView {
    pub colour: Colour,
    pub filled: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FestivalView {
    pub id: FestivalId,
    pub name: String,
    pub island: IslandId,
    /// Points for 1st, 2nd, 3rd; None where the card pays nothing.
    pub points: [Option<u8>; 3],
    /// How many places have been claimed this round (active festival only).
    pub claimed: u8,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum PhaseView {
    Planning,
    Moving,
    Resting,
    Refresh,
    Over,
}

/// One seat's private view: the public view plus its own hand and plan.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SeatView {
    pub seat: Seat,
    pub hand: Tickets,
    /// Phase 1: the plan recorded so far.
    pub plan: Option<Tickets>,
    pub public: PublicView,
}
