//! Tests of the engine, on positions written by hand, and of the bots at play.

mod bots;
mod cargo;
mod combat;
mod draft;
mod factory;
mod market;
mod movement;
mod privacy;
mod year;

use super::Game;
use crate::games::indies::{Action, Data, Event, EventKind, Order, Position};
use crate::games::{Components, Described, Rules, Seat};
use crate::rng::Rng;

/// A game from a described position, its invariants checked.
pub(super) fn game(text: &str) -> Game {
    let position = Position::from_toml(text).unwrap_or_else(|e| panic!("{e}"));
    let game = Game::from_position(Data::standard(), &position).unwrap_or_else(|e| panic!("{e}"));
    game.check_invariants().unwrap();
    game
}

/// Applies an action that must be accepted; checks the invariants.
pub(super) fn ok(game: &mut Game, seat: Seat, action: Action) -> Vec<Event> {
    let events = game
        .apply(seat, &action)
        .unwrap_or_else(|e| panic!("{action:?} refused: {e}"));
    game.check_invariants()
        .unwrap_or_else(|e| panic!("after {action:?}: {e}"));
    events
}

/// Adds an order that must be accepted, and must be what `legal` would also list when listed.
pub(super) fn order(game: &mut Game, seat: Seat, order: Order) -> Vec<Event> {
    ok(game, seat, Action::Order { order })
}

/// Applies an action that must be refused, leaving the game unchanged; returns the message.
pub(super) fn refused(game: &mut Game, seat: Seat, action: Action) -> String {
    assert!(
        !game.legal(seat).contains(&action),
        "{action:?} is in legal({seat})"
    );
    let before = game.clone();
    let e = game.apply(seat, &action).expect_err("should be refused");
    assert_eq!(*game, before, "a refused action changed the game");
    e.message
}

/// Every seat that has not sealed seals; returns the events of the last seal.
#[allow(dead_code)]
pub(super) fn seal_all(game: &mut Game) -> Vec<Event> {
    let mut events = Vec::new();
    for seat in game.waiting_for() {
        events = ok(game, seat, Action::Seal);
    }
    events
}

#[allow(dead_code)]
pub(super) fn kinds(events: &[Event]) -> Vec<EventKind> {
    events.iter().map(|e| e.kind.clone()).collect()
}

/// A seed whose generator first rolls these d6 faces.
pub(super) fn seed_rolling(dice: &[u8]) -> u64 {
    (0..u64::MAX)
        .find(|&seed| {
            let mut rng = Rng::new(seed);
            dice.iter().all(|&d| super::d6(&mut rng) == d)
        })
        .expect("some seed rolls them")
}

/// A generator that first rolls these d6 faces.
pub(super) fn rolling(dice: &[u8]) -> Rng {
    Rng::new(seed_rolling(dice))
}

pub(super) fn data() -> std::sync::Arc<Data> {
    Data::standard()
}

pub(super) fn site(name: &str) -> crate::games::indies::SiteId {
    data()
        .site_named(name)
        .unwrap_or_else(|| panic!("no site {name}"))
}

pub(super) fn area(name: &str) -> crate::games::indies::AreaId {
    data()
        .area_named(name)
        .unwrap_or_else(|| panic!("no area {name}"))
}

pub(super) fn marker(text: &str) -> crate::games::indies::Marker {
    crate::games::indies::Marker::named(&data(), text).unwrap_or_else(|| panic!("no marker {text}"))
}

pub(super) const A: crate::games::indies::FleetId = crate::games::indies::FleetId(0);
pub(super) const B: crate::games::indies::FleetId = crate::games::indies::FleetId(1);
