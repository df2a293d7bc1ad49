//! Self-play for any game: seeded games played to the end by the table's bot, with the rules'
//! invariants checked after every action.

use crate::games::{Bots, Components, Policy, Rules, Seat, decide, table_bot};
use crate::rng::Rng;
use serde::Serialize;
use std::time::{Duration, Instant};

/// A game that has not ended after this many actions counts as unfinished.
pub const MAX_ACTIONS: u64 = 10_000;

/// The report printed as one JSON line.
#[derive(Debug, Clone, Serialize)]
pub struct Report {
    pub games: u64,
    pub finished: u64,
    pub actions: u64,
    pub violations: u64,
    pub first_violations: Vec<String>,
    /// Engine time per action (legal-action listing included), in microseconds.
    pub us_per_action: f64,
}

impl Report {
    pub fn ok(&self) -> bool {
        self.violations == 0 && self.finished == self.games
    }
}

/// The generator that chooses the actions of the game of `seed`.
pub fn chooser(seed: u64) -> Rng {
    Rng::new(seed ^ 0x5EED_CAFE)
}

/// One action of self-play: an awaited seat (one of them at random when several are) plays the
/// table's bot's choice. The error says what went wrong.
pub fn step<R: Bots>(game: &mut R, rng: &mut Rng) -> Result<(Seat, R::Action), String> {
    step_by(game, rng, |_| table_bot::<R>()).map(|(seat, action, _)| (seat, action))
}

/// One action of a game where `policy_of(seat)` plays each seat: the seat, its action and the
/// time the policy took to decide it.
pub fn step_by<'p, R: Rules>(
    game: &mut R,
    rng: &mut Rng,
    policy_of: impl Fn(Seat) -> &'p dyn Policy<R>,
) -> Result<(Seat, R::Action, Duration), String> {
    let waiting = game.waiting_for();
    let seat = match waiting.len() {
        0 => return Err("the game waits for nobody but is not over".into()),
        1 => waiting[0],
        n => waiting[rng.below(n)],
    };
    let started = Instant::now();
    let action = decide(game, seat, policy_of(seat), rng)
        .ok_or_else(|| format!("seat {seat} is awaited but has no legal action"))?;
    let took = started.elapsed();
    game.apply(seat, &action)
        .map_err(|e| format!("legal action {action:?} of seat {seat} was refused: {e}"))?;
    Ok((seat, action, took))
}

/// A new game of `players` seats on the shipped components.
pub fn setup<R: Rules>(options: &R::Options, players: usize, seed: u64) -> Result<R, String> {
    R::setup(R::Components::standard(), options, players, seed)
        .map(|(game, _)| game)
        .map_err(|e| e.to_string())
}

/// Plays the game of `seed` to its end.
pub fn play_out<R: Bots>(options: &R::Options, players: usize, seed: u64) -> Result<R, String> {
    let mut game = setup::<R>(options, players, seed)?;
    let mut rng = chooser(seed);
    let mut actions = 0;
    while !game.is_over() {
        if actions >= MAX_ACTIONS {
            return Err(format!("the game of seed {seed} did not end"));
        }
        step(&mut game, &mut rng)?;
        actions += 1;
    }
    Ok(game)
}

/// Plays `games` games of `players` seats from `seed` (game i uses seed + i), every seat played
/// by `policy`, checking the invariants after every action.
pub fn run<R: Rules>(
    options: &R::Options,
    policy: &dyn Policy<R>,
    games: u64,
    players: usize,
    seed: u64,
) -> Result<Report, String> {
    let mut report = Report {
        games,
        finished: 0,
        actions: 0,
        violations: 0,
        first_violations: Vec::new(),
        us_per_action: 0.0,
    };
    let mut engine_time = Duration::ZERO;
    for i in 0..games {
        let game_seed = seed.wrapping_add(i);
        let mut game = setup::<R>(options, players, game_seed)?;
        let mut rng = chooser(game_seed);
        let mut actions = 0;
        let mut broken = None;
        while !game.is_over() && actions < MAX_ACTIONS {
            let started = Instant::now();
            let stepped = step_by(&mut game, &mut rng, |_| policy);
            engine_time += started.elapsed();
            actions += 1;
            match stepped {
                Err(e) => broken = Some(e),
                Ok((seat, action, _)) => {
                    if let Err(e) = game.check_invariants() {
                        broken = Some(format!("after {action:?} by seat {seat}: {e}"));
                    }
                }
            }
            if broken.is_some() {
                break;
            }
        }
        if let Some(what) = broken {
            report.violations += 1;
            if report.first_violations.len() < 5 {
                report
                    .first_violations
                    .push(format!("game seed {game_seed}: {what}"));
            }
        }
        report.actions += actions;
        if game.is_over() {
            report.finished += 1;
        }
    }
    if report.actions > 0 {
        report.us_per_action = engine_time.as_secs_f64() * 1e6 / report.actions as f64;
    }
    Ok(report)
}
