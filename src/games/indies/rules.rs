//! East Indies under the common [`Rules`] contract.

use super::{Action, Data, Event, Game, Options, Position, PublicView, SeatView};
use crate::games::{Audience, Components, Described, Finish, RuleError, Rules, Seat, SetupError};
use crate::rng::Rng;
use std::sync::Arc;

impl Components for Data {
    fn standard() -> Arc<Data> {
        Data::standard()
    }

    fn parse(source: &str) -> Result<Data, String> {
        Data::parse(source)
    }

    fn source(&self) -> &str {
        Data::source(self)
    }
}

impl Described for Position {
    fn from_toml(text: &str) -> Result<Position, SetupError> {
        Position::from_toml(text)
    }

    fn seats(&self) -> usize {
        self.companies.len()
    }

    fn seed(&self) -> u64 {
        self.seed
    }
}

impl Rules for Game {
    type Components = Data;
    type Options = Options;
    type Position = Position;
    type Action = Action;
    type Event = Event;
    type PublicView = PublicView;
    type SeatView = SeatView;

    fn setup(
        data: Arc<Data>,
        options: &Options,
        seats: usize,
        seed: u64,
    ) -> Result<(Game, Vec<Event>), SetupError> {
        Game::new(data, *options, seats, seed)
    }

    fn from_position(data: Arc<Data>, position: &Position) -> Result<Game, SetupError> {
        Game::from_position(data, position)
    }

    fn attach(&mut self, data: Arc<Data>) {
        Game::attach(self, data);
    }

    fn seats(&self) -> usize {
        self.players()
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
        let (scores, winner) = self.scores()?;
        Some(Finish {
            scores: scores.iter().map(|s| s.score).collect(),
            winners: vec![winner],
        })
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

    /// The trading bot: buys ships, a leader, an explorer and soldiers, sails out, founds
    /// factories with bribes, brings the shares home and keeps its upkeep paid.
    fn bot(&self, seat: Seat, legal: &[Action], _rng: &mut Rng) -> Action {
        super::bot::trading_bot(self, seat, legal)
    }
}
