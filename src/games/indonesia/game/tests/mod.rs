//! Unit tests, one or more per rule, mostly from described positions on the real board: one
//! file per phase, and the helpers they share here.

mod acquisitions;
mod bid;
mod ending;
mod era;
mod growth;
mod mergers;
mod operations;
mod orders;
mod proxies;
mod refusals;
mod research;
mod setup;
mod view;

use super::*;
use crate::games::indonesia::{
    Money, NoCity, Options, Place, Position, Prompt, Stopped, Track, track_name,
};
use crate::games::{Audience, Described, Refused, Rules};

fn map() -> Arc<Map> {
    Map::standard()
}

fn game(toml: &str) -> Game {
    let position = Position::from_toml(toml).unwrap_or_else(|e| panic!("{e}"));
    Game::from_position(map(), &position).unwrap_or_else(|e| panic!("{e}"))
}

fn area(g: &Game, name: &str) -> AreaId {
    g.map
        .area_named(name)
        .unwrap_or_else(|| panic!("no area {name}"))
}

fn sea(g: &Game, name: &str) -> SeaId {
    g.map
        .sea_named(name)
        .unwrap_or_else(|| panic!("no sea {name}"))
}

/// The company holding the deed called `deed`.
fn company(g: &Game, deed: &str) -> CompanyId {
    let d = g
        .map
        .deed_named(deed)
        .unwrap_or_else(|| panic!("no deed {deed}"));
    g.companies
        .values()
        .find(|c| c.deeds.contains(&d))
        .unwrap_or_else(|| panic!("no company holds {deed}"))
        .id
}

fn ok(g: &mut Game, seat: Seat, action: Action) -> Vec<Event> {
    assert!(
        g.legal(seat).contains(&action),
        "{action:?} not in legal({seat}) = {:?}",
        g.legal(seat)
    );
    let events = g
        .apply(seat, &action)
        .unwrap_or_else(|e| panic!("{action:?}: {e}"));
    g.check_invariants().unwrap();
    events
}

/// Refused, changing nothing; returns the message.
fn refused(g: &mut Game, seat: Seat, action: Action) -> String {
    refusal(g, seat, action).message
}

/// Refused, changing nothing; returns the error, kind and message.
fn refusal(g: &mut Game, seat: Seat, action: Action) -> RuleError {
    let before = g.clone();
    let e = g.apply(seat, &action).expect_err("should be refused");
    assert_eq!(*g, before);
    assert!(!g.legal(seat).contains(&action));
    e
}

fn has(events: &[Event], pred: impl Fn(&EventKind) -> bool) -> bool {
    events.iter().any(|e| pred(&e.kind))
}
