//! Random play: 1000 seeded games for each player count, every awaited seat choosing uniformly
//! among its legal actions, with the rules' invariants checked after every action.

use nusantara::games::RANDOM;
use nusantara::games::festivals::{Game, Options, TyphoonTies};
use nusantara::selfplay::run;

fn check(players: usize, options: Options, seed: u64) {
    let report = run::<Game>(&options, &RANDOM, 1000, players, seed).unwrap();
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
            ..Default::default()
        },
        4_000,
    );
    check(
        4,
        Options {
            typhoons: 2,
            typhoon_ties: TyphoonTies::Airplane,
            ..Default::default()
        },
        5_000,
    );
}

/// The Indonesia self-play behind `nusantara selfplay indonesia` (the rules' conformance under
/// random play is tests/conformance.rs).
#[test]
fn indonesia_self_play_reports_finished_games() {
    use nusantara::games::indonesia::{Game, Money, Options};
    for (players, money) in [(2, Money::Closed), (5, Money::Open)] {
        let report = run::<Game>(
            &Options {
                money,
                ..Options::default()
            },
            nusantara::games::table_bot::<Game>(),
            10,
            players,
            77,
        )
        .unwrap();
        assert!(report.ok(), "{report:?}");
        assert!(report.actions > 10 * 100, "{report:?}");
    }
}
