//! The Festivals under the common [`Rules`] contract.

use super::{Action, Board, Event, Game, Options, Position, Prompt, PublicView, SeatView};
use crate::games::{Audience, Components, Described, Finish, RuleError, Rules, Seat, SetupError};
use crate::rng::Rng;
use std::sync::Arc;

impl Components for Board {
    fn standard() -> Arc<Board> {
        Board::standard()
    }

    fn parse(source: &str) -> Result<Board, String> {
        Board::from_toml(source).map_err(|e| e.to_string())
    }

    fn source(&self) -> &str {
        Board::source(self)
    }
}

impl Described for Position {
    fn from_toml(text: &str) -> Result<Position, SetupError> {
        Position::from_toml(text)
    }

    fn seats(&self) -> usize {
        self.players.len()
    }

    fn seed(&self) -> u64 {
        self.seed
    }
}

impl Rules for Game {
    type Components = Board;
    type Options = Options;
    type Position = Position;
    type Action = Action;
    type Event = Event;
    type PublicView = PublicView;
    type SeatView = SeatView;

    fn setup(
        board: Arc<Board>,
        options: &Options,
        seats: usize,
        seed: u64,
    ) -> Result<(Game, Vec<Event>), SetupError> {
        Game::new(board, *options, seats, options.airplane, seed)
    }

    fn from_position(board: Arc<Board>, position: &Position) -> Result<Game, SetupError> {
        Game::from_position(board, position)
    }

    fn seats(&self) -> usize {
        self.players()
    }

    fn attach(&mut self, board: Arc<Board>) {
        Game::attach(self, board);
    }

    fn public_view(&self) -> PublicView {
        Game::public_view(self)
    }

    fn seat_view(&self, seat: Seat) -> SeatView {
        Game::seat_view(self, seat)
    }

    fn legal(&self, seat: Seat) -> Vec<Action> {
        Game::legal(self, seat)
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, RuleError> {
        Game::apply(self, seat, action)
    }

    fn waiting_for(&self) -> Vec<Seat> {
        Game::waiting_for(self)
    }

    fn finish(&self) -> Option<Finish> {
        match self.prompt() {
            Prompt::Over { winners } => Some(Finish {
                scores: self
                    .public_view()
                    .players
                    .iter()
                    .map(|p| i64::from(p.score))
                    .collect(),
                winners,
            }),
            _ => None,
        }
    }

    fn audience(event: &Event) -> Audience {
        event.audience
    }

    fn rng(&self) -> &Rng {
        Game::rng(self)
    }

    fn check_invariants(&self) -> Result<(), String> {
        Game::check_invariants(self)
    }
}
