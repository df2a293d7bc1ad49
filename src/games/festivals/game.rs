//! The game state and its rules.

use super::board::Board;
use super::{Action, Event, Options, Position, Prompt, PublicView, RuleError, SeatView};
use crate::games::Seat;
use std::sync::Arc;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct SetupError(pub String);

#[derive(Debug, Clone, PartialEq)]
pub struct Game {
    board: Arc<Board>,
}

impl Game {
    pub fn new(
        _board: Arc<Board>,
        _options: Options,
        _players: usize,
        _airplane: Option<Seat>,
        _seed: u64,
    ) -> Result<(Game, Vec<Event>), SetupError> {
        unimplemented!()
    }
    pub fn from_position(_board: Arc<Board>, _position: &Position) -> Result<Game, SetupError> {
        unimplemented!()
    }
    pub fn board(&self) -> &Board {
        &self.board
    }
    pub fn players(&self) -> usize {
        unimplemented!()
    }
    pub fn options(&self) -> Options {
        unimplemented!()
    }
    pub fn round(&self) -> u32 {
        unimplemented!()
    }
    pub fn apply(&mut self, _seat: Seat, _action: &Action) -> Result<Vec<Event>, RuleError> {
        unimplemented!()
    }
    pub fn legal(&self, _seat: Seat) -> Vec<Action> {
        unimplemented!()
    }
    pub fn prompt(&self) -> Prompt {
        unimplemented!()
    }
    pub fn waiting_for(&self) -> Vec<Seat> {
        unimplemented!()
    }
    pub fn is_over(&self) -> bool {
        unimplemented!()
    }
    pub fn public_view(&self) -> PublicView {
        unimplemented!()
    }
    pub fn seat_view(&self, _seat: Seat) -> SeatView {
        unimplemented!()
    }
    pub fn check_invariants(&self) -> Result<(), String> {
        unimplemented!()
    }
}
