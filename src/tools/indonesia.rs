//! Indonesia for the tools: its own figures of `nusantara bench` (the picture, the shipping
//! solver on synthetic positions and on era-C positions from random games, the table bot's whole
//! turn, the replay of a long game) and its pictures for the docs, one per era.

use super::bench::{self, Figure, ms, percentiles};
use super::{ToolGame, selfplay};
use crate::games::indonesia::{Era, Game, Options, Prompt};
use crate::games::{Components, Rules, decide, policy_named};
use crate::rng::Rng;
use crate::table::{Pictures, indonesia::Indonesia};
use anyhow::{Context, Result};
use std::time::{Duration, Instant};

impl ToolGame for Indonesia {
    fn figures(samples: usize) -> Result<Vec<Figure>> {
        let mut figures = render(samples);
        figures.extend([
            shipping_from_games(samples, samples * 10)?,
            shipping(samples * 10),
            bench::replay::<Game>(
                "indonesia replay (5 players)",
                &Options::default(),
                5,
                2005,
                samples.min(100),
            )?,
        ]);
        Ok(figures)
    }

    /// A picture of each era: the last shipping plan offered in that era (the board at its
    /// fullest, a plan drawn on it), or the era's last state when no plan ships anything.
    fn showcase(
        names: &[&str],
        options: &Options,
        seed: u64,
    ) -> Result<Vec<(String, Vec<u8>)>, String> {
        let mut game = selfplay::setup::<Game>(options, names.len(), seed)?;
        let mut rng = selfplay::chooser(seed);
        // Per era: the best state so far, and whether it shows a plan.
        let mut best: Vec<(Era, Game, bool)> = Vec::new();
        let mut actions = 0;
        loop {
            let view = game.public_view();
            let with_plan =
                matches!(&view.prompt, Prompt::Ship { plan, .. } if !plan.deliveries.is_empty());
            match best.last_mut() {
                Some((era, kept, planned)) if *era == view.era => {
                    if with_plan || !*planned {
                        *kept = game.clone();
                        *planned |= with_plan;
                    }
                }
                _ => best.push((view.era, game.clone(), with_plan)),
            }
            if game.is_over() {
                break;
            }
            if actions >= selfplay::MAX_ACTIONS {
                return Err(format!("the game of seed {seed} did not end"));
            }
            selfplay::step(&mut game, &mut rng)?;
            actions += 1;
        }
        Ok(best
            .into_iter()
            .map(|(era, game, _)| {
                (
                    format!("indonesia-era-{}.png", era.to_string().to_lowercase()),
                    Self::picture(names, &game, crate::lang::Lang::En),
                )
            })
            .collect())
    }
}

/// Render plus PNG encode of the late-game Indonesia sample (era C, five players, a shipping
/// plan), p99 against issue 40's 15 ms, its size against 284 KB (15 % over the 241 KB of the
/// encoder before it). The static map is drawn once per process, before the samples are taken.
fn render(samples: usize) -> Vec<Figure> {
    use nusantara_render::indonesia;
    let picture = indonesia::sample();
    let (p50, p99, size, first) =
        bench::picture(samples, || bench::png_size(&indonesia::png(&picture)));
    let note = format!("{}x{} px, {} KB", size.0, size.1, size.2 / 1024);
    vec![
        Figure::time(
            "indonesia render + png",
            (p50, p99),
            Duration::from_millis(15),
            format!("{note}; map drawn once in {:.0} ms", ms(first)),
        ),
        Figure::size("indonesia png size", size.2 as u64, 0.284, note),
    ]
}

/// The Indonesia shipping solver on synthetic era-C-like positions, larger than most real ones
/// (4–8 shipping companies of up to 5 ships, 10–20 cities): a stress figure next to
/// [`shipping_from_games`], timing `solve` alone.
fn shipping(samples: usize) -> Figure {
    use crate::games::indonesia::shipping::{bench_problems, solve};
    let problems = bench_problems(2005, samples);
    let mut times = Vec::with_capacity(samples);
    let mut shipped = 0;
    for problem in &problems {
        let started = Instant::now();
        let plan = solve(problem);
        times.push(started.elapsed());
        shipped += plan.shipped;
    }
    let (p50, p99) = percentiles(times);
    Figure::time(
        "indonesia shipping (synth.)",
        (p50, p99),
        Duration::from_millis(1),
        format!("{} positions, {} goods shipped", problems.len(), shipped),
    )
}

/// The player counts of the games [`era_c_shipping_problems`] plays, in turn: half of them 5.
const SHIPPING_PLAYERS: [usize; 6] = [5, 4, 5, 3, 5, 2];

/// [`era_c_shipping_problems`] plays at least this many games (each player count twice), so
/// that no single game's positions dominate; a game gives about 60.
const SHIPPING_GAMES: usize = 12;

/// Era-C shipping problems from seeded random Indonesia games (the `basic` policy, whose
/// games the figures were first measured on and which operates every company, shipping or
/// not; game i has seed `seed + i` and `SHIPPING_PLAYERS[i % 6]` seats): every problem the engine solves in
/// era C, as it solves it, when a production company operates (no preferences) and after each
/// change of preferences. Plays whole games, at least [`SHIPPING_GAMES`] and until at least
/// `count` problems are collected. Returns the problems and the games played.
pub fn era_c_shipping_problems(
    seed: u64,
    count: usize,
) -> Result<(Vec<crate::games::indonesia::shipping::Problem>, usize)> {
    use crate::games::indonesia::{Action, Map};
    let map = Map::standard();
    let basic = policy_named::<Game>("basic").context("Indonesia has no basic policy")?;
    let mut problems = Vec::new();
    let mut games = 0;
    while problems.len() < count || games < SHIPPING_GAMES {
        anyhow::ensure!(
            games < 10 * count.max(10),
            "only {} era-C shipping problems in {games} games",
            problems.len()
        );
        let players = SHIPPING_PLAYERS[games % SHIPPING_PLAYERS.len()];
        let game_seed = seed + games as u64;
        let (mut game, _) = Game::setup(map.clone(), &Options::default(), players, game_seed)
            .map_err(|e| anyhow::anyhow!("{e}"))?;
        let mut rng = Rng::new(game_seed);
        let mut actions = 0;
        while !game.is_over() {
            anyhow::ensure!(
                actions < selfplay::MAX_ACTIONS,
                "game seed {game_seed} did not end"
            );
            let seat = *game
                .waiting_for()
                .first()
                .context("nobody to act in a benchmark game")?;
            let action = decide(&game, seat, basic, &mut rng)
                .context("the awaited seat has no legal action in a benchmark game")?;
            let era_c = game.era() == Era::C;
            if era_c && let Action::Operate { company } = action {
                problems.extend(game.shipping_problem_for(company, &[]));
            }
            game.apply(seat, &action)
                .map_err(|e| anyhow::anyhow!("{e}"))?;
            actions += 1;
            if era_c
                && matches!(action, Action::Prefer { .. } | Action::ClearPreferences)
                && let Prompt::Ship { plan, .. } = game.prompt()
            {
                problems.extend(game.shipping_problem_for(plan.company, &plan.prefer));
            }
        }
        games += 1;
    }
    Ok((problems, games))
}

/// The Indonesia shipping solver on era-C positions taken from random games
/// ([`era_c_shipping_problems`]: at least `positions` of them, from several seeds and player
/// counts), timing `solve` alone, `timings` times in all (the positions in turn).
fn shipping_from_games(positions: usize, timings: usize) -> Result<Figure> {
    use crate::games::indonesia::shipping::solve;
    let (problems, games) = era_c_shipping_problems(1, positions.max(1))?;
    let mut times = Vec::with_capacity(timings.max(problems.len()));
    let mut shipped = 0;
    while times.len() < timings.max(problems.len()) {
        for problem in &problems {
            let started = Instant::now();
            let plan = solve(problem);
            times.push(started.elapsed());
            shipped += u64::from(plan.shipped);
        }
    }
    let rounds = times.len() / problems.len();
    let ships: Vec<usize> = problems.iter().map(|p| p.ships.len()).collect();
    let cities: usize = problems.iter().map(|p| p.cities.len()).sum();
    let (p50, p99) = percentiles(times);
    Ok(Figure::time(
        "indonesia shipping solver",
        (p50, p99),
        Duration::from_millis(1),
        format!(
            "{} era-C positions from {games} random games (2-5 players), each solved {rounds} times; \
             ships {:.1} mean, {} max; cities {:.1} mean; {:.1} goods shipped a position",
            problems.len(),
            ships.iter().sum::<usize>() as f64 / problems.len() as f64,
            ships.iter().max().unwrap_or(&0),
            cities as f64 / problems.len() as f64,
            shipped as f64 / (rounds * problems.len()) as f64,
        ),
    ))
}
