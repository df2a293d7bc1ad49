//! Random self-play: seeded games played to the end by choosing uniformly among every seat's
//! legal actions, with the engine's invariants checked after every action.

use crate::games::Seat;
use crate::games::festivals::{Action, Board, Game, Options};
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

/// Plays `games` Festivals games of `players` seats from `seed` (game i uses seed + i).
pub fn festivals(
    games: u64,
    players: usize,
    seed: u64,
    options: Options,
) -> Result<Report, String> {
    let board = Board::standard();
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
        let (mut game, _) = Game::new(board.clone(), options, players, None, game_seed)
            .map_err(|e| e.to_string())?;
        let mut chooser = Rng::new(game_seed ^ 0x5EED_CAFE);
        let violation = |report: &mut Report, what: String| {
            report.violations += 1;
            if report.first_violations.len() < 5 {
                report
                    .first_violations
                    .push(format!("game seed {game_seed}: {what}"));
            }
        };
        let mut actions = 0;
        while !game.is_over() && actions < MAX_ACTIONS {
            let started = Instant::now();
            let choices: Vec<(Seat, Action)> = (0..players)
                .flat_map(|s| game.legal(s).into_iter().map(move |a| (s, a)))
                .collect();
            if choices.is_empty() {
                engine_time += started.elapsed();
                violation(
                    &mut report,
                    format!(
                        "no legal action while the game waits for {:?}",
                        game.prompt()
                    ),
                );
                break;
            }
            let (seat, action) = &choices[chooser.below(choices.len())];
            let applied = game.apply(*seat, action);
            engine_time += started.elapsed();
            actions += 1;
            if let Err(e) = applied {
                violation(
                    &mut report,
                    format!("legal action {action:?} of seat {seat} was refused: {e}"),
                );
                break;
            }
            if let Err(e) = game.check_invariants() {
                violation(&mut report, format!("after {action:?} by seat {seat}: {e}"));
                break;
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
