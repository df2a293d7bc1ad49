//! Indonesia under the common [`Rules`] contract.

use super::{Action, Event, Game, Map, Options, Position, PublicView, SeatView};
use crate::games::{Audience, Components, Described, Finish, RuleError, Rules, Seat, SetupError};
use crate::rng::Rng;
use std::sync::Arc;

impl Components for Map {
    fn standard() -> Arc<Map> {
        Map::standard()
    }

    fn parse(source: &str) -> Result<Map, String> {
        Map::from_toml(source).map_err(|e| e.to_string())
    }

    fn source(&self) -> &str {
        Map::source(self)
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
    type Components = Map;
    type Options = Options;
    type Position = Position;
    type Action = Action;
    type Event = Event;
    type PublicView = PublicView;
    type SeatView = SeatView;

    fn setup(
        map: Arc<Map>,
        options: &Options,
        seats: usize,
        seed: u64,
    ) -> Result<(Game, Vec<Event>), SetupError> {
        Game::new(map, *options, seats, seed)
    }

    fn from_position(map: Arc<Map>, position: &Position) -> Result<Game, SetupError> {
        Game::from_position(map, position)
    }

    fn seats(&self) -> usize {
        self.players()
    }

    fn attach(&mut self, map: Arc<Map>) {
        Game::attach(self, map);
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
        Game::finish(self)
    }

    fn audience(event: &Event) -> Audience {
        event.audience
    }

    fn reveals(event: &Event) -> bool {
        matches!(event.kind, super::EventKind::BidsRevealed)
    }

    fn rng(&self) -> &Rng {
        Game::rng(self)
    }

    fn check_invariants(&self) -> Result<(), String> {
        Game::check_invariants(self)
    }

    fn bot(&self, _seat: Seat, legal: &[Action], rng: &mut Rng) -> Action {
        super::bot::choose(rng, legal, self.year())
    }
}
