//! Random self-play: seeded games played to the end by choosing uniformly among every seat's
//! legal actions, with the engine's invariants checked after every action.

use crate::games::Seat;
use crate::games::festivals::{Action, Board, Game, Options};
use crate::games::indonesia;
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

/// Plays `games` Indonesia games of `players` seats from `seed` (game i uses seed + i) with
/// the game's bot, checking the invariants after every action.
pub fn indonesia(
    games: u64,
    players: usize,
    seed: u64,
    options: indonesia::Options,
) -> Result<Report, String> {
    let map = indonesia::map::Map::standard();
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
        let (mut game, _) = indonesia::Game::new(map.clone(), options, players, game_seed)
            .map_err(|e| e.to_string())?;
        let mut chooser = Rng::new(game_seed ^ 0x5EED_CAFE);
        let mut actions = 0;
        let mut broken = None;
        while !game.is_over() && actions < MAX_ACTIONS {
            let started = Instant::now();
            let Some(&seat) = game.waiting_for().first() else {
                broken = Some(format!("nobody to act at {:?}", game.prompt()));
                break;
            };
            let legal = game.legal(seat);
            if legal.is_empty() {
                broken = Some(format!("seat {seat} awaited with no legal action"));
                break;
            }
            let action = crate::games::Rules::bot(&game, seat, &legal, &mut chooser);
            let applied = game.apply(seat, &action);
            engine_time += started.elapsed();
            actions += 1;
            if let Err(e) = applied {
                broken = Some(format!(
                    "legal action {action:?} of seat {seat} was refused: {e}"
                ));
                break;
            }
            if let Err(e) = game.check_invariants() {
                broken = Some(format!("after {action:?} by seat {seat}: {e}"));
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

/// One seeded Indonesia game played with the game's bot, and a picture of each era: the
/// last shipping plan offered in that era (the board at its fullest, a plan drawn on it), or the
/// era's last state when no plan ships anything. For docs/ (`selfplay indonesia --pictures`).
pub fn indonesia_era_pictures(
    players: usize,
    seed: u64,
    options: indonesia::Options,
) -> Result<Vec<(indonesia::Era, nusantara_render::indonesia::Picture)>, String> {
    const NAMES: [&str; 5] = ["alice", "bob", "carol", "dewi", "eko"];
    let names = NAMES
        .get(..players)
        .ok_or("Indonesia seats 2 to 5 players")?;
    let map = indonesia::map::Map::standard();
    let (mut game, _) =
        indonesia::Game::new(map.clone(), options, players, seed).map_err(|e| e.to_string())?;
    let mut chooser = Rng::new(seed ^ 0x5EED_CAFE);
    // Per era: the best view so far, and whether it shows a plan.
    let mut best: Vec<(indonesia::Era, indonesia::PublicView, bool)> = Vec::new();
    let mut actions = 0;
    loop {
        let view = game.public_view();
        let with_plan = matches!(&view.prompt, indonesia::Prompt::Ship { plan, .. } if !plan.deliveries.is_empty());
        match best.last_mut() {
            Some((era, kept, planned)) if *era == view.era => {
                if with_plan || !*planned {
                    *kept = view;
                    *planned |= with_plan;
                }
            }
            _ => best.push((view.era, view, with_plan)),
        }
        if game.is_over() {
            break;
        }
        if actions >= MAX_ACTIONS {
            return Err(format!("the game of seed {seed} did not end"));
        }
        let Some(&seat) = game.waiting_for().first() else {
            return Err(format!("nobody to act at {:?}", game.prompt()));
        };
        let legal = game.legal(seat);
        if legal.is_empty() {
            return Err(format!("seat {seat} awaited with no legal action"));
        }
        let action = crate::games::Rules::bot(&game, seat, &legal, &mut chooser);
        game.apply(seat, &action).map_err(|e| e.to_string())?;
        actions += 1;
    }
    Ok(best
        .into_iter()
        .map(|(era, view, _)| (era, crate::table::indonesia_picture(names, &map, &view)))
        .collect())
}
