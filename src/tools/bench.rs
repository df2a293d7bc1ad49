//! `nusantara bench`: the speed targets, measured. Run it on a release build
//! (`cargo run --release -- bench`); it exits non-zero when a target is missed. This module holds
//! what every figure shares and the figures written once for every game (the replay of a log,
//! the replay animation); each game's own figures are in its [`super::ToolGame`] part
//! (src/tools/<game>.rs), the table service's in src/tools/table_bench.rs.

use super::example::NAMES;
use super::selfplay;
use crate::games::{Bots, Components, Rules, decide, table_bot};
use crate::rng::Rng;
use crate::table::Playable;
use crate::table::replay;
use anyhow::{Context, Result, anyhow};
use nusantara_render::animation::LIMIT;
use std::time::{Duration, Instant};

/// One measured figure: a time (p50 and p99 against a target for the p99), or a size.
pub struct Figure {
    pub name: String,
    pub measure: Measure,
    pub note: String,
}

pub enum Measure {
    Time {
        p50: Duration,
        p99: Duration,
        target_p99: Duration,
    },
    /// Megabytes.
    Size { mb: f64, target_mb: f64 },
}

impl Figure {
    pub fn time(
        name: impl Into<String>,
        (p50, p99): (Duration, Duration),
        target_p99: Duration,
        note: impl Into<String>,
    ) -> Figure {
        Figure {
            name: name.into(),
            measure: Measure::Time {
                p50,
                p99,
                target_p99,
            },
            note: note.into(),
        }
    }

    pub fn size(
        name: impl Into<String>,
        bytes: u64,
        target_mb: f64,
        note: impl Into<String>,
    ) -> Figure {
        Figure {
            name: name.into(),
            measure: Measure::Size {
                mb: bytes as f64 / 1e6,
                target_mb,
            },
            note: note.into(),
        }
    }

    pub fn met(&self) -> bool {
        match self.measure {
            Measure::Time {
                p99, target_p99, ..
            } => p99 <= target_p99,
            Measure::Size { mb, target_mb } => mb <= target_mb,
        }
    }

    pub fn line(&self) -> String {
        let figures = match self.measure {
            Measure::Time {
                p50,
                p99,
                target_p99,
            } => format!(
                "p50 {:>7.2} ms   p99 {:>7.2} ms   target p99 < {:>5.1} ms",
                ms(p50),
                ms(p99),
                ms(target_p99)
            ),
            Measure::Size { mb, target_mb } => {
                format!("{:>30.1} MB   target < {:>7.1} MB", mb, target_mb)
            }
        };
        format!(
            "{:<34} {figures}   {}   {}",
            self.name,
            if self.met() { "ok  " } else { "MISSED" },
            self.note
        )
    }
}

pub fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

pub fn percentiles(mut samples: Vec<Duration>) -> (Duration, Duration) {
    samples.sort();
    let at = |q: f64| samples[((samples.len() as f64 - 1.0) * q).round() as usize];
    (at(0.50), at(0.99))
}

/// A PNG's width and height (from its header) and its length in bytes.
pub fn png_size(png: &[u8]) -> (u32, u32, usize) {
    let word = |at: usize| {
        png.get(at..at + 4)
            .and_then(|b| b.try_into().ok())
            .map_or(0, u32::from_be_bytes)
    };
    (word(16), word(20), png.len())
}

/// Times `samples` draws of a picture (`draw` gives the image's width, height and PNG bytes),
/// after one untimed draw (caches filled). Gives p50, p99, the last size and the first draw.
pub fn picture(
    samples: usize,
    draw: impl Fn() -> (u32, u32, usize),
) -> (Duration, Duration, (u32, u32, usize), Duration) {
    let started = Instant::now();
    draw();
    let first = started.elapsed();
    let mut times = Vec::with_capacity(samples);
    let mut size = (0, 0, 0);
    for _ in 0..samples {
        let started = Instant::now();
        size = draw();
        times.push(started.elapsed());
    }
    let (p50, p99) = percentiles(times);
    (p50, p99, size, first)
}

/// Replaying a finished game from its log (setup plus every action, played by the game's bot),
/// as the table does each time it loads a game.
pub fn replay<R: Bots>(
    name: &str,
    options: &R::Options,
    players: usize,
    seed: u64,
    samples: usize,
) -> Result<Figure> {
    let components = R::Components::standard();
    let setup = || {
        R::setup(components.clone(), options, players, seed)
            .map(|(game, _)| game)
            .map_err(|e| anyhow::anyhow!("{e}"))
    };
    let mut game = setup()?;
    let mut rng = Rng::new(seed);
    let mut log = Vec::new();
    while !game.is_over() {
        anyhow::ensure!(
            log.len() < selfplay::MAX_ACTIONS as usize,
            "the benchmark game did not end"
        );
        let seat = *game
            .waiting_for()
            .first()
            .context("nobody to act in the benchmark game")?;
        let action = decide(&game, seat, table_bot::<R>(), &mut rng)
            .context("the awaited seat has no legal action in the benchmark game")?;
        game.apply(seat, &action)
            .map_err(|e| anyhow::anyhow!("{e}"))?;
        log.push((seat, action));
    }
    let mut times = Vec::with_capacity(samples);
    for _ in 0..samples {
        let started = Instant::now();
        let mut replay = setup()?;
        for (seat, action) in &log {
            replay
                .apply(*seat, action)
                .map_err(|e| anyhow::anyhow!("{e}"))?;
        }
        times.push(started.elapsed());
        anyhow::ensure!(replay == game, "the replay differs from the game");
    }
    let (p50, p99) = percentiles(times);
    Ok(Figure::time(
        name.to_string(),
        (p50, p99),
        Duration::from_millis(20),
        format!("{} actions, {players} players", log.len()),
    ))
}

/// `/game replay` of a whole seeded game played by the bot, drawn and encoded within 5 s
/// (issue 25), with the GIF's size against Discord's upload limit.
pub fn animation<T: Playable>() -> Result<Vec<Figure>> {
    let options = <T::Rules as Rules>::Options::default();
    let players = *T::SEATS.end();
    let seed = 3;
    let start = selfplay::setup::<T::Rules>(&options, players, seed).map_err(|e| anyhow!(e))?;
    let mut game = start.clone();
    let mut rng = selfplay::chooser(seed);
    let mut actions = Vec::new();
    while !game.is_over() && actions.len() < selfplay::MAX_ACTIONS as usize {
        actions.push(selfplay::step(&mut game, &mut rng).map_err(|e| anyhow!(e))?);
    }
    let names = &NAMES[..players];
    let started = Instant::now();
    let (gif, frames) = replay::animation::<T>(names, start, &actions, crate::lang::Lang::En)?;
    let took = started.elapsed();
    let note = format!(
        "a whole {players}-player game: {} actions, {frames} frames",
        actions.len(),
    );
    Ok(vec![
        Figure::time(
            format!("{} replay animation", T::KEY),
            (took, took),
            Duration::from_secs(5),
            note.clone(),
        ),
        Figure::size(
            format!("{} replay gif", T::KEY),
            gif.len() as u64,
            LIMIT as f64 / 1e6,
            note,
        ),
    ])
}
