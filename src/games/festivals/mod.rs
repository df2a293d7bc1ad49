//! The Festivals (Manikmaya Games): travellers race across the islands to the active festival.
//!
//! Rules: ../shared/rules/festivals.md; components and the readings of open points:
//! assets/festivals/board.toml and docs/festivals.md.
//!
//! This file is the engine's public surface, used by the table service, the script runner,
//! the picture and the tests. The rules themselves live in the submodules.

mod board;
mod bot;
mod game;
mod position;
mod text;
mod tickets;
mod view;

pub use crate::games::{RuleError, SetupError};
pub use board::{Board, Festival, FestivalId, Island, IslandId, Side};
pub use game::Game;
pub use position::{IslandPosition, PlayerPosition, Position};
pub use text::{festival_text, points_text};
pub use tickets::{Colour, Tickets};
pub use view::{FestivalView, IslandView, PhaseView, PlayerView, PublicView, SeatView, SpaceView};

use crate::games::Seat;
use serde::{Deserialize, Serialize};

/// Options chosen at `/game new`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Options {
    /// Advanced mode: 0 to 3 typhoons.
    pub typhoons: u8,
    /// Who moves a typhoon when several players tie for the lowest score.
    pub typhoon_ties: TyphoonTies,
    /// Who holds the airplane first, chosen at `/game start` (default: a random seat).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub airplane: Option<Seat>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TyphoonTies {
    /// The rulebook: nobody moves a typhoon when the lowest score is tied.
    #[default]
    Nobody,
    /// The rulebook's variant: the airplane holder picks the mover among the tied players.
    Airplane,
}

/// Where a resting traveller takes tickets from (Phase 2b).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RestSource {
    /// All tickets in the centre of the traveller's island.
    Island,
    /// One pool ticket for each token depicted on the island, as far as the pool has them.
    Pool,
    /// Take nothing.
    Nothing,
}

/// Everything a player can do. Stored as JSON in the action log, so keep variants stable.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum Action {
    /// Phase 1, secret: put these tickets behind the screen (possibly none). Replaces an
    /// earlier plan until the last plan arrives.
    Plan { tickets: Tickets },
    /// Phase 2a: one step, placing a shown ticket of this colour on a free space of `to`.
    Move { to: IslandId, ticket: Colour },
    /// The airplane holder settles a tie (movers with the same number of tickets, or resters
    /// on the same island): every tied seat, first to last.
    Order { seats: Vec<Seat> },
    /// Phase 2b: a resting traveller takes tickets.
    Rest { from: RestSource },
    /// Phase 3: the airplane holder returns exactly the surplus of an island to the pool.
    Discard { island: IslandId, tickets: Tickets },
    /// Phase 3, advanced mode: the typhoon mover shifts one typhoon, or leaves them (None).
    Typhoon { shift: Option<(Side, Side)> },
    /// Phase 3 with `typhoon_ties: airplane`: the airplane holder names the typhoon mover.
    PickTyphoonMover { seat: Seat },
}

/// What the game waits for now, and from whom.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum Prompt {
    /// Phase 1: these seats have not planned yet (others may still replace their plan).
    Plan { waiting: Vec<Seat> },
    /// Phase 2a: `seat` moves; `remaining` are its shown tickets not yet placed.
    Move { seat: Seat, remaining: Tickets },
    /// The airplane holder must order these tied seats.
    Order {
        seat: Seat,
        tied: Vec<Seat>,
        why: TieKind,
    },
    /// Phase 2b: `seat` rests.
    Rest { seat: Seat },
    /// Phase 3: the airplane holder returns `surplus` tickets of `island` to the pool.
    Discard {
        seat: Seat,
        island: IslandId,
        surplus: u8,
    },
    /// Phase 3: the typhoon mover may shift a typhoon.
    Typhoon { seat: Seat },
    /// Phase 3: the airplane holder picks the typhoon mover among `tied`.
    PickTyphoonMover { seat: Seat, tied: Vec<Seat> },
    /// The game has ended.
    Over { winners: Vec<Seat> },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum TieKind {
    /// Movers who showed the same number of tickets.
    Movers,
    /// Resters on the same island.
    Resters,
}

/// Something that happened, with who may see it.
pub type Event = crate::games::Event<EventKind>;

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum EventKind {
    /// Private: the tickets a seat was dealt at setup.
    Dealt { seat: Seat, hand: Tickets },
    /// Public: a round begins (Phase 1).
    RoundStarted {
        round: u32,
        active: FestivalId,
        next: Option<FestivalId>,
    },
    /// Public: a seat has planned (nothing about what).
    Planned { seat: Seat },
    /// Private: the plan a seat has recorded.
    PlanRecorded { seat: Seat, tickets: Tickets },
    /// Public: every seat's shown tickets, revealed together.
    PlansRevealed { shown: Vec<Tickets> },
    /// Public: the airplane holder ordered a tie.
    Ordered {
        by: Seat,
        seats: Vec<Seat>,
        why: TieKind,
    },
    /// Public: one step of a move.
    Moved {
        seat: Seat,
        from: IslandId,
        to: IslandId,
        ticket: Colour,
    },
    /// Public: no remaining shown ticket fits an adjacent island; they go to the centre.
    Blocked {
        seat: Seat,
        island: IslandId,
        lost: Tickets,
    },
    /// Public: a traveller's move (or rest) ended on an island.
    MoveEnded { seat: Seat, island: IslandId },
    /// Public: points from the active festival.
    Scored {
        seat: Seat,
        festival: FestivalId,
        place: u8,
        points: u8,
    },
    /// Public: a rester took tickets.
    Rested {
        seat: Seat,
        island: IslandId,
        from: RestSource,
        took: Tickets,
    },
    /// Public: Phase 3 begins; tickets on spaces went to the centres.
    TicketsToCentres,
    /// Public: surplus tickets went back to the pool.
    Discarded {
        island: IslandId,
        tickets: Tickets,
        by: Option<Seat>,
    },
    /// Public: the airplane holder picked who moves a typhoon.
    TyphoonMoverPicked { by: Seat, seat: Seat },
    /// Public: a typhoon moved, or stayed (None).
    TyphoonMoved {
        seat: Seat,
        shift: Option<(Side, Side)>,
    },
    /// Public: the airplane passed to a new holder.
    AirplanePassed { seat: Seat },
    /// Public: the game ended.
    GameOver {
        scores: Vec<u32>,
        winners: Vec<Seat>,
    },
}
