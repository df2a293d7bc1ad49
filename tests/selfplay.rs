//! Random play: 1000 seeded games for each player count, choosing uniformly among every seat's
//! legal actions, with the rules' invariants checked after every action.

use nusantara::games::festivals::{Options, TyphoonTies};
use nusantara::selfplay::festivals;

fn check(players: usize, options: Options, seed: u64) {
    let report = festivals(1000, players, seed, options).unwrap();
    assert_eq!(report.violations, 0, "{report:?}");
    assert_eq!(report.finished, report.games, "{report:?}");
    assert!(
        report.actions >= 1000 * 10,
        "games this short are suspicious: {report:?}"
    );
}

#[test]
fn two_players() {
    check(2, Options::default(), 1_000);
}

#[test]
fn three_players() {
    check(3, Options::default(), 2_000);
}

#[test]
fn four_players() {
    check(4, Options::default(), 3_000);
}

#[test]
fn advanced_mode_with_every_typhoon_rule() {
    check(
        3,
        Options {
            typhoons: 3,
            typhoon_ties: TyphoonTies::Nobody,
        },
        4_000,
    );
    check(
        4,
        Options {
            typhoons: 2,
            typhoon_ties: TyphoonTies::Airplane,
        },
        5_000,
    );
}
