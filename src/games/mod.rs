//! Rules engines: pure, deterministic, no I/O. Each game module follows the same contract
//! (docs/architecture.md): setup, views per viewer, legal actions, apply -> events with audience.

pub mod festivals;
pub mod indonesia;

use serde::{Deserialize, Serialize};

/// A seat at the table, counted from 0 in join order. "To the left" is the next seat.
pub type Seat = usize;

/// Who an event or a view is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Audience {
    /// Everyone: the channel and spectators.
    Public,
    /// One seat only (a DM or an ephemeral reply).
    Seat(Seat),
}

/// Who is looking at a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Viewer {
    Spectator,
    Seat(Seat),
}
