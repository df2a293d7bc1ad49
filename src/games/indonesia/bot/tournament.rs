//! A tournament of Indonesia's policies with rotating seats, for measuring the bots until the
//! `nusantara selfplay --versus` command is at hand, and a small one that must hold in the debug
//! test build. The full figures:
//!
//! ```sh
//! VERSUS=expert,random GAMES=500 cargo test --release --lib indonesia::bot::tournament \
//!     -- --ignored --nocapture
//! ```

use super::super::{Game, Options};
use crate::games::{Policy, Rules, Seat, policy_named};
use crate::tools::selfplay::{MAX_ACTIONS, chooser, setup, step_by};
use std::time::Duration;

/// One policy's results over a tournament.
#[derive(Debug, Default)]
struct Tally {
    name: &'static str,
    wins: f64,
    margins: Vec<i64>,
    times: Vec<Duration>,
}

/// How long the games of a tournament were, on average.
#[derive(Debug, Default)]
struct Length {
    actions: f64,
    years: f64,
    /// The size of the largest city at the end.
    largest_city: f64,
}

/// Plays `games` games with one seat per name (seats rotating: game i gives seat s the policy
/// (s + i) mod n), from seed `seed` on; each policy's tally, in the order first named, and the
/// mean game length.
fn tournament(names: &[&str], games: u64, seed: u64) -> (Vec<Tally>, Length) {
    let policies: Vec<&dyn Policy<Game>> = names
        .iter()
        .map(|n| policy_named::<Game>(n).unwrap_or_else(|| panic!("no policy {n}")))
        .collect();
    let n = policies.len();
    // One tally per name: seats of the same policy count together.
    let mut tallies: Vec<Tally> = Vec::new();
    let mut tally_of = Vec::new();
    for p in &policies {
        let k = tallies.iter().position(|t| t.name == p.name());
        tally_of.push(k.unwrap_or(tallies.len()));
        if k.is_none() {
            tallies.push(Tally {
                name: p.name(),
                ..Tally::default()
            });
        }
    }
    let mut length = Length::default();
    for i in 0..games {
        let game_seed = seed + i;
        let mut game: Game = setup(&Options::default(), n, game_seed).expect("setup");
        let mut rng = chooser(game_seed);
        let of = |seat: Seat| (seat + i as usize) % n;
        let mut actions = 0;
        while !game.is_over() {
            assert!(actions < MAX_ACTIONS, "game {game_seed} did not end");
            let (seat, _, took) =
                step_by(&mut game, &mut rng, |s| policies[of(s)]).expect("a legal step");
            tallies[tally_of[of(seat)]].times.push(took);
            actions += 1;
        }
        length.actions += actions as f64 / games as f64;
        length.years += f64::from(game.year()) / games as f64;
        let largest = game.public_view().cities.iter().map(|c| c.size).max();
        length.largest_city += f64::from(largest.unwrap_or(0)) / games as f64;
        let finish = game.finish().expect("over");
        for &w in &finish.winners {
            tallies[tally_of[of(w)]].wins += 1.0 / finish.winners.len() as f64;
        }
        for seat in 0..n {
            let best_other = (0..n)
                .filter(|&s| s != seat)
                .map(|s| finish.scores[s])
                .max()
                .unwrap_or(0);
            tallies[tally_of[of(seat)]]
                .margins
                .push(finish.scores[seat] - best_other);
        }
    }
    (tallies, length)
}

/// The `q` quantile of the decision times, in milliseconds.
fn quantile(times: &mut [Duration], q: f64) -> f64 {
    if times.is_empty() {
        return 0.0;
    }
    times.sort_unstable();
    let k = ((times.len() - 1) as f64 * q).round() as usize;
    times[k].as_secs_f64() * 1000.0
}

#[test]
#[ignore = "a measurement: VERSUS, GAMES and SEED from the environment, in a release build"]
fn measure() {
    let var = |k: &str, d: &str| std::env::var(k).unwrap_or_else(|_| d.to_string());
    let versus = var("VERSUS", "expert,random");
    let names: Vec<&str> = versus.split(',').collect();
    let games: u64 = var("GAMES", "100").parse().expect("GAMES");
    let seed: u64 = var("SEED", "1").parse().expect("SEED");
    let (mut tallies, length) = tournament(&names, games, seed);
    println!(
        "{versus}: {games} games, mean length {:.0} actions, {:.1} years, largest city {:.1}",
        length.actions, length.years, length.largest_city
    );
    for t in &mut tallies {
        let mean = t.margins.iter().sum::<i64>() as f64 / t.margins.len().max(1) as f64;
        println!(
            "  {:<8} wins {:>6.1} ({:>5.1} %) margin {:>7.1} decision p50 {:.3} ms p99 {:.3} ms",
            t.name,
            t.wins,
            100.0 * t.wins / games as f64 / names.iter().filter(|n| **n == t.name).count() as f64,
            mean,
            quantile(&mut t.times, 0.5),
            quantile(&mut t.times, 0.99),
        );
    }
}

/// The table's bot beats uniform random play in most two-player games, even in a handful.
#[test]
fn expert_beats_random_in_a_few_two_player_games() {
    let (tallies, _) = tournament(&["expert", "random"], 6, 11);
    assert_eq!(tallies[0].name, "expert");
    assert!(
        tallies[0].wins >= 5.0,
        "expert won {} of 6",
        tallies[0].wins
    );
}
