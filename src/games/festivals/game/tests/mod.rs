//! Unit tests of each rule, on positions written by hand from the rulebook.
//!
//! Island ids on the shipped board follow the file: Sumatera 0, Kalimantan 1, Sulawesi 2,
//! Maluku 3, Papua 4, Jawa 5, Bali 6, Nusa Tenggara 7 (tests look them up by name anyway).

mod ending;
mod moving;
mod planning;
mod refresh;
mod refusals;
mod resting;
mod setup;

use super::Game;
use crate::games::festivals::{
    Action, Board, Colour, Event, EventKind, IslandId, Position, Prompt, RestSource, Side, Tickets,
};
use crate::games::{Components, Described, Refused, RuleError, Rules, Seat};

pub(super) fn game(text: &str) -> Game {
    let position = Position::from_toml(text).unwrap_or_else(|e| panic!("{e}"));
    let game = Game::from_position(Board::standard(), &position).unwrap_or_else(|e| panic!("{e}"));
    game.check_invariants().unwrap();
    game
}

pub(super) fn id(name: &str) -> IslandId {
    Board::standard()
        .island_named(name)
        .unwrap_or_else(|| panic!("no island {name}"))
}

pub(super) fn side(name: &str) -> Side {
    Board::standard()
        .side_named(name)
        .unwrap_or_else(|| panic!("no side {name}"))
}

pub(super) fn t(text: &str) -> Tickets {
    Tickets::parse(text).unwrap()
}

/// Applies an action that must be accepted, and must have been listed by `legal`.
pub(super) fn ok(game: &mut Game, seat: Seat, action: Action) -> Vec<EventKind> {
    assert!(
        game.legal(seat).contains(&action),
        "{action:?} is not in legal({seat}): {:?}",
        game.legal(seat)
    );
    let events = game
        .apply(seat, &action)
        .unwrap_or_else(|e| panic!("{action:?} refused: {e}"));
    game.check_invariants().unwrap();
    events.into_iter().map(|e: Event| e.kind).collect()
}

/// Applies an action that must be refused, leaving the game unchanged; returns the message.
pub(super) fn refused(game: &mut Game, seat: Seat, action: Action) -> String {
    refusal(game, seat, action).message
}

/// Applies an action that must be refused, leaving the game unchanged; returns the error, kind
/// and message.
pub(super) fn refusal(game: &mut Game, seat: Seat, action: Action) -> RuleError {
    assert!(
        !game.legal(seat).contains(&action),
        "{action:?} is in legal({seat})"
    );
    let before = game.clone();
    let e = game.apply(seat, &action).expect_err("should be refused");
    assert_eq!(*game, before, "a refused action changed the game");
    e
}

pub(super) fn plan(game: &mut Game, seat: Seat, tickets: &str) -> Vec<EventKind> {
    ok(
        game,
        seat,
        Action::Plan {
            tickets: t(tickets),
        },
    )
}

pub(super) fn go(game: &mut Game, seat: Seat, to: &str, ticket: Colour) -> Vec<EventKind> {
    ok(game, seat, Action::Move { to: id(to), ticket })
}

pub(super) fn rest(game: &mut Game, seat: Seat, from: RestSource) -> Vec<EventKind> {
    ok(game, seat, Action::Rest { from })
}

pub(super) fn order(game: &mut Game, seats: &[Seat]) -> Vec<EventKind> {
    let airplane = game.airplane;
    ok(
        game,
        airplane,
        Action::Order {
            seats: seats.to_vec(),
        },
    )
}

pub(super) fn scored(events: &[EventKind]) -> Vec<(Seat, u8, u8)> {
    events
        .iter()
        .filter_map(|e| match e {
            EventKind::Scored {
                seat,
                place,
                points,
                ..
            } => Some((*seat, *place, *points)),
            _ => None,
        })
        .collect()
}

pub(super) fn moving(game: &Game) -> Option<(Seat, Tickets)> {
    match game.prompt() {
        Prompt::Move { seat, remaining } => Some((seat, remaining)),
        _ => None,
    }
}
