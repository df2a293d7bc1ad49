//! The tournament (`nusantara selfplay GAME --versus A,B[,C...]`): seeded games between named
//! policies, one per seat, each policy moving one seat on from game to game so that every
//! policy plays every seat. Per policy: wins (a shared win split between the winners), the mean
//! margin (its score less the best other score), the mean game length in actions and in waits,
//! and the time it took to decide, p50 and p99.

use super::selfplay::{Joins, MAX_ACTIONS, Waits, chooser, setup, step_by};
use crate::games::{Policy, Rules};
use serde::Serialize;
use std::fmt;
use std::time::Duration;

/// One policy's results.
#[derive(Debug, Clone, Serialize)]
pub struct Standing {
    pub policy: &'static str,
    /// Wins over the finished games, a shared win split between the winners.
    pub wins: f64,
    pub win_percent: f64,
    /// Its score less the best other score, on average over the finished games.
    pub mean_margin: f64,
    /// Decisions it made, and the time they took, in milliseconds.
    pub decisions: u64,
    pub decision_p50_ms: f64,
    pub decision_p99_ms: f64,
}

/// A tournament's results.
#[derive(Debug, Clone, Serialize)]
pub struct Tournament {
    pub game: &'static str,
    pub players: usize,
    pub games: u64,
    /// Games that ended within the self-play limit of actions; only they count.
    pub finished: u64,
    pub seed: u64,
    /// The mean length of a finished game, in actions.
    pub mean_length: f64,
    /// How many times a finished game started waiting for a seat's input, on average
    /// (`selfplay::Waits`).
    pub waits: f64,
    /// One per seat of the first game, in the order named.
    pub standings: Vec<Standing>,
}

impl Tournament {
    /// The win share of the policy named first, in percent.
    pub fn first_win_percent(&self) -> f64 {
        self.standings.first().map_or(0.0, |s| s.win_percent)
    }
}

/// What is summed up per policy while the games run.
#[derive(Default)]
struct Tally {
    wins: f64,
    margin: i64,
    times: Vec<Duration>,
}

/// Plays `games` games of `options` between `policies` (game i with seed + i; in game i, seat s
/// plays policy (s + i) mod n); `joins` groups the actions into commands for the waits.
pub fn run<R: Rules>(
    game: &'static str,
    options: &R::Options,
    policies: &[&'static dyn Policy<R>],
    joins: Joins<R>,
    games: u64,
    seed: u64,
) -> Result<Tournament, String> {
    let n = policies.len();
    let mut tallies: Vec<Tally> = policies.iter().map(|_| Tally::default()).collect();
    let (mut finished, mut length, mut waits) = (0, 0, 0);
    for i in 0..games {
        let game_seed = seed.wrapping_add(i);
        let entry = |seat: usize| (seat + i as usize) % n;
        let mut state = setup::<R>(options, n, game_seed)?;
        let mut rng = chooser(game_seed);
        let mut actions = 0;
        let mut waited = Waits::new(&state.waiting_for());
        while !state.is_over() && actions < MAX_ACTIONS {
            let before = state.clone();
            let (seat, action, took) = step_by(&mut state, &mut rng, |s| policies[entry(s)])
                .map_err(|e| format!("game seed {game_seed}: {e}"))?;
            let joined = joins(&before, seat, &action);
            waited.action(seat, joined, before.waiting_for(), state.waiting_for());
            tallies[entry(seat)].times.push(took);
            actions += 1;
        }
        let Some(end) = state.finish() else {
            continue;
        };
        finished += 1;
        length += actions;
        waits += waited.close();
        let share = 1.0 / end.winners.len().max(1) as f64;
        for &w in &end.winners {
            tallies[entry(w)].wins += share;
        }
        for (seat, &score) in end.scores.iter().enumerate() {
            let best_other = (0..n)
                .filter(|&o| o != seat)
                .map(|o| end.scores[o])
                .max()
                .unwrap_or(score);
            tallies[entry(seat)].margin += score - best_other;
        }
    }
    let over = finished.max(1) as f64;
    let standings = policies
        .iter()
        .zip(tallies)
        .map(|(policy, mut t)| {
            t.times.sort_unstable();
            Standing {
                policy: policy.name(),
                wins: t.wins,
                win_percent: 100.0 * t.wins / over,
                mean_margin: t.margin as f64 / over,
                decisions: t.times.len() as u64,
                decision_p50_ms: percentile_ms(&t.times, 0.50),
                decision_p99_ms: percentile_ms(&t.times, 0.99),
            }
        })
        .collect();
    Ok(Tournament {
        game,
        players: n,
        games,
        finished,
        seed,
        mean_length: length as f64 / over,
        waits: waits as f64 / over,
        standings,
    })
}

/// The `q` quantile of sorted times, in milliseconds.
fn percentile_ms(sorted: &[Duration], q: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let k = ((sorted.len() - 1) as f64 * q).round() as usize;
    sorted[k].as_secs_f64() * 1000.0
}

impl fmt::Display for Tournament {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{}: {} games of {} players (seeds {} to {}), every policy in every seat in turn; {} finished, {:.1} actions and {:.1} waits each on average",
            self.game,
            self.games,
            self.players,
            self.seed,
            self.seed + self.games.max(1) - 1,
            self.finished,
            self.mean_length,
            self.waits
        )?;
        writeln!(
            f,
            "{:<14} {:>7} {:>6} {:>6} {:>12} {:>13} {:>13}",
            "policy", "wins", "win %", "fair %", "mean margin", "decision p50", "decision p99"
        )?;
        let fair = 100.0 / self.players.max(1) as f64;
        for s in &self.standings {
            writeln!(
                f,
                "{:<14} {:>7.1} {:>6.1} {:>6.1} {:>+12.2} {:>10.3} ms {:>10.3} ms",
                s.policy,
                s.wins,
                s.win_percent,
                fair,
                s.mean_margin,
                s.decision_p50_ms,
                s.decision_p99_ms
            )?;
        }
        Ok(())
    }
}
