//! Indonesia's table bot (`expert`) plays its games to their end: the 2-player game against
//! `random` that once stalled (every slot full, nothing to merge, deeds of two types left, for
//! thousands of years) now ends. The judgement that fixed it is unit-tested in
//! src/games/indonesia/bot/tests.rs.

use nusantara::table::Command;
use nusantara::tools;

#[test]
fn the_game_of_seed_10177_against_random_ends() {
    let indonesia = tools::find("indonesia").expect("a game");
    let options = Command::new(&["game", "new"], &[]);
    // `random` in seat 0 and `expert` in seat 1, as in game 177 of a tournament from seed 10000.
    let versus = ["random".to_string(), "expert".to_string()];
    let t = indonesia
        .tournament(&options, &versus, 1, 10177)
        .expect("plays");
    assert_eq!(t.finished, 1, "{t}");
    assert_eq!(t.standings[1].wins, 1.0, "{t}");
}
