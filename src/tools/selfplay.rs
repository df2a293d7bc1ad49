//! Self-play for any game: seeded games played to the end by the table's bot, with the rules'
//! invariants checked after every action, and the waits they would cost at a chat table.

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
    /// How many times a game started waiting for a seat's input, per game, mean over the games
    /// ([`Waits`]): in play-by-chat each is hours of everyone else's time.
    pub waits: f64,
}

impl Report {
    pub fn ok(&self) -> bool {
        self.violations == 0 && self.finished == self.games
    }
}

/// Whether an action continues the command its seat typed last: called for every action in
/// order, with the game before it; the tools answer from the game's commands (a Festivals route
/// is one command of several steps), [`one_step`] for a game measured action by action.
pub type Joins<'a, R> = &'a mut dyn FnMut(&R, Seat, &<R as Rules>::Action) -> bool;

/// Every action is a command of its own.
pub fn one_step<R: Rules>(_: &R, _: Seat, _: &R::Action) -> bool {
    false
}

/// The waits of one game. A wait starts each time a seat enters the awaited set: at the start
/// every awaited seat; after each command, every seat awaited that was not awaited before it,
/// and the seat that typed it when the game still awaits that seat (it answered and is asked
/// again). A command is one action, or a seat's run of actions that the game's commands let it
/// type as one ([`Joins`]), so its steps in between wait for nobody. Per seat: a phase in which
/// four seats plan at once starts four waits.
#[derive(Debug, Default)]
pub struct Waits {
    pub count: u64,
    /// The command being played: its seat, who was awaited before it and who is now.
    open: Option<(Seat, Vec<Seat>, Vec<Seat>)>,
}

impl Waits {
    /// A game that starts awaiting `awaited`.
    pub fn new(awaited: &[Seat]) -> Waits {
        Waits {
            count: awaited.len() as u64,
            open: None,
        }
    }

    /// `seat` played an action that took the game from awaiting `before` to `after`; `joins`:
    /// it continues that seat's command.
    pub fn action(&mut self, seat: Seat, joins: bool, before: Vec<Seat>, after: Vec<Seat>) {
        match &mut self.open {
            Some((open, _, now)) if joins && *open == seat => *now = after,
            _ => {
                self.close();
                self.open = Some((seat, before, after));
            }
        }
    }

    /// Ends the command being played, counting the waits it started; the total.
    pub fn close(&mut self) -> u64 {
        if let Some((seat, before, after)) = self.open.take() {
            self.count += after
                .iter()
                .filter(|&&s| s == seat || !before.contains(&s))
                .count() as u64;
        }
        self.count
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
/// by `policy`, checking the invariants after every action; every action counted as a command
/// of its own.
pub fn run<R: Rules>(
    options: &R::Options,
    policy: &dyn Policy<R>,
    games: u64,
    players: usize,
    seed: u64,
) -> Result<Report, String> {
    run_joined(options, policy, &mut one_step, games, players, seed)
}

/// [`run`], the waits counted by commands as `joins` groups the actions.
pub fn run_joined<R: Rules>(
    options: &R::Options,
    policy: &dyn Policy<R>,
    joins: Joins<R>,
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
        waits: 0.0,
    };
    let mut engine_time = Duration::ZERO;
    let mut waits = 0;
    for i in 0..games {
        let game_seed = seed.wrapping_add(i);
        let mut game = setup::<R>(options, players, game_seed)?;
        let mut rng = chooser(game_seed);
        let mut actions = 0;
        let mut broken = None;
        let mut waited = Waits::new(&game.waiting_for());
        while !game.is_over() && actions < MAX_ACTIONS {
            let before_game = game.clone();
            let before = game.waiting_for();
            let started = Instant::now();
            let stepped = step_by(&mut game, &mut rng, |_| policy);
            engine_time += started.elapsed();
            actions += 1;
            match stepped {
                Err(e) => broken = Some(e),
                Ok((seat, action, _)) => {
                    let joined = joins(&before_game, seat, &action);
                    waited.action(seat, joined, before, game.waiting_for());
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
        waits += waited.close();
        report.actions += actions;
        if game.is_over() {
            report.finished += 1;
        }
    }
    if games > 0 {
        report.waits = waits as f64 / games as f64;
    }
    if games > 0 {
        report.waits = waits as f64 / games as f64;
    }
    if report.actions > 0 {
        report.us_per_action = engine_time.as_secs_f64() * 1e6 / report.actions as f64;
    }
    Ok(report)
}

#[cfg(test)]
mod tests {
    use super::Waits;

    /// Three seats plan at once (three waits); the last plan opens seat 1's move (one); its
    /// three steps typed apart are three waits, as one command one; then seat 2 is asked.
    #[test]
    fn a_wait_starts_when_a_seat_is_asked_again_and_a_joined_command_is_one() {
        let count = |joined: bool| {
            let mut waits = Waits::new(&[0, 1, 2]);
            waits.action(0, false, vec![0, 1, 2], vec![1, 2]);
            waits.action(1, false, vec![1, 2], vec![2]);
            waits.action(2, false, vec![2], vec![1]);
            waits.action(1, false, vec![1], vec![1]);
            waits.action(1, joined, vec![1], vec![1]);
            waits.action(1, joined, vec![1], vec![1]);
            waits.action(1, joined, vec![1], vec![2]);
            waits.close()
        };
        // 3 at the start, 1 when seat 1 plans last and is asked to move, then per command.
        assert_eq!(count(false), 3 + 1 + 3 + 1);
        assert_eq!(count(true), 3 + 1 + 1);
    }
}
