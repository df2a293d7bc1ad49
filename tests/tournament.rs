//! A small tournament per game: the table's bot (each game's first policy) against the uniform
//! random player in 2-player games, every policy in every seat in turn. The full figures, over
//! hundreds of games on a release build, are in docs/performance.md.

use nusantara::table::Command;
use nusantara::tools::GAMES;

/// Games per game type: enough for the threshold to mean something, few enough for a debug
/// build to play them in seconds.
const GAMES_PER_ROW: u64 = 24;
/// The share of 2-player games the table's bot must win against `random`, in percent.
const AT_LEAST: f64 = 60.0;

#[test]
fn every_table_bot_beats_random_play() {
    for game in GAMES {
        let bot = game.policy_names()[0];
        let versus = [bot.to_string(), "random".to_string()];
        let options = Command::new(&["game", "new"], &[]);
        let t = game
            .tournament(&options, &versus, GAMES_PER_ROW, 1)
            .unwrap_or_else(|e| panic!("{}: {e}", game.key()));
        assert_eq!(t.finished, GAMES_PER_ROW, "{t}");
        let wins: f64 = t.standings.iter().map(|s| s.wins).sum();
        assert!((wins - GAMES_PER_ROW as f64).abs() < 1e-9, "{t}");
        assert!(
            t.first_win_percent() >= AT_LEAST,
            "{} is too weak:\n{t}",
            bot
        );
    }
}

/// Names the tournament does not know are refused with the list it does.
#[test]
fn an_unknown_policy_is_refused_by_name() {
    let options = Command::new(&["game", "new"], &[]);
    let game = GAMES[0];
    let versus = ["random".to_string(), "nobody".to_string()];
    let refusal = game.tournament(&options, &versus, 1, 1).unwrap_err();
    assert!(refusal.contains("no policy called nobody"), "{refusal}");
    assert!(refusal.contains("random"), "{refusal}");
}
