//! `nusantara bench`: the speed targets, measured. Run it on a release build
//! (`cargo run --release -- bench`); it exits non-zero when a target is missed.

use crate::games::Seat;
use crate::games::festivals::{Action, Board, Game, Options};
use crate::rng::Rng;
use crate::store::Store;
use crate::table::{Command, Invocation, Place, Table, festivals_command, festivals_picture};
use anyhow::{Context, Result};
use std::time::{Duration, Instant};

/// One measured figure.
pub struct Figure {
    pub name: &'static str,
    pub p50: Duration,
    pub p99: Duration,
    pub target_p99: Duration,
    pub note: String,
}

impl Figure {
    pub fn met(&self) -> bool {
        self.p99 <= self.target_p99
    }

    pub fn line(&self) -> String {
        format!(
            "{:<28} p50 {:>7.2} ms   p99 {:>7.2} ms   target p99 < {:>3} ms   {}   {}",
            self.name,
            ms(self.p50),
            ms(self.p99),
            self.target_p99.as_millis(),
            if self.met() { "ok  " } else { "MISSED" },
            self.note
        )
    }
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn percentiles(mut samples: Vec<Duration>) -> (Duration, Duration) {
    samples.sort();
    let at = |q: f64| samples[((samples.len() as f64 - 1.0) * q).round() as usize];
    (at(0.50), at(0.99))
}

/// A random legal action of any seat, as self-play chooses.
fn random_action(game: &Game, rng: &mut Rng) -> (Seat, Action) {
    let mut choices: Vec<(Seat, Action)> = (0..game.players())
        .flat_map(|s| game.legal(s).into_iter().map(move |a| (s, a)))
        .collect();
    choices.swap_remove(rng.below(choices.len()))
}

/// Render plus PNG encode of a mid-game 4-player board.
pub fn render(samples: usize) -> Result<Figure> {
    let (mut game, _) = Game::new(
        Board::standard(),
        Options {
            typhoons: 2,
            ..Options::default()
        },
        4,
        None,
        11,
    )
    .map_err(|e| anyhow::anyhow!("{e}"))?;
    let mut rng = Rng::new(11);
    // Play into the middle of a round's moves so spaces, centres and travellers are spread out.
    while !game.is_over()
        && (game.round() < 5
            || game.public_view().phase != crate::games::festivals::PhaseView::Moving)
    {
        let (seat, action) = random_action(&game, &mut rng);
        game.apply(seat, &action)
            .map_err(|e| anyhow::anyhow!("{e}"))?;
    }
    let names = ["alice", "bob", "carol", "dewi"];
    let picture = festivals_picture(&names, game.board(), &game.public_view());
    let mut times = Vec::with_capacity(samples);
    let mut size = (0, 0, 0);
    for _ in 0..samples {
        let started = Instant::now();
        let image = nusantara_render::festivals::draw(&picture);
        let png = nusantara_render::encode_png(&image);
        times.push(started.elapsed());
        size = (image.width(), image.height(), png.len());
    }
    let (p50, p99) = percentiles(times);
    Ok(Figure {
        name: "festivals render + png",
        p50,
        p99,
        target_p99: Duration::from_millis(20),
        note: format!("{}x{} px, {} KB", size.0, size.1, size.2 / 1024),
    })
}

/// The Indonesia shipping solver on synthetic era-C-like positions, larger than most real ones
/// (4–8 shipping companies of up to 5 ships, 10–20 cities): a stress figure next to
/// [`shipping_from_games`], timing `solve` alone.
pub fn shipping(samples: usize) -> Figure {
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
    Figure {
        name: "indonesia shipping (synth.)",
        p50,
        p99,
        target_p99: Duration::from_millis(1),
        note: format!("{} positions, {} goods shipped", problems.len(), shipped),
    }
}

/// The player counts of the games [`era_c_shipping_problems`] plays, in turn: half of them 5.
const SHIPPING_PLAYERS: [usize; 6] = [5, 4, 5, 3, 5, 2];

/// [`era_c_shipping_problems`] plays at least this many games (each player count twice), so
/// that no single game's positions dominate; a game gives about 60.
const SHIPPING_GAMES: usize = 12;

/// Era-C shipping problems from seeded random Indonesia games (self-play policy; game i has
/// seed `seed + i` and `SHIPPING_PLAYERS[i % 6]` seats): every problem the engine solves in
/// era C, as it solves it, when a production company operates (no preferences) and after each
/// change of preferences. Plays whole games, at least [`SHIPPING_GAMES`] and until at least
/// `count` problems are collected. Returns the problems and the games played.
pub fn era_c_shipping_problems(
    seed: u64,
    count: usize,
) -> Result<(Vec<crate::games::indonesia::shipping::Problem>, usize)> {
    use crate::games::indonesia::{self, Action, Era, Game, Map, Prompt};
    let map = Map::standard();
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
        let (mut game, _) = Game::new(
            map.clone(),
            indonesia::Options::default(),
            players,
            game_seed,
        )
        .map_err(|e| anyhow::anyhow!("{e}"))?;
        let mut rng = Rng::new(game_seed);
        let mut actions = 0;
        while !game.is_over() {
            anyhow::ensure!(
                actions < crate::selfplay::MAX_ACTIONS,
                "game seed {game_seed} did not end"
            );
            let seat = *game
                .waiting_for()
                .first()
                .context("nobody to act in a benchmark game")?;
            let action = crate::games::Rules::bot(&game, seat, &game.legal(seat), &mut rng);
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
pub fn shipping_from_games(positions: usize, timings: usize) -> Result<Figure> {
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
    Ok(Figure {
        name: "indonesia shipping solver",
        p50,
        p99,
        target_p99: Duration::from_millis(1),
        note: format!(
            "{} era-C positions from {games} random games (2-5 players), each solved {rounds} times; \
             ships {:.1} mean, {} max; cities {:.1} mean; {:.1} goods shipped a position",
            problems.len(),
            ships.iter().sum::<usize>() as f64 / problems.len() as f64,
            ships.iter().max().unwrap_or(&0),
            cities as f64 / problems.len() as f64,
            shipped as f64 / (rounds * problems.len()) as f64,
        ),
    })
}

/// Render plus PNG encode of the late-game Indonesia sample (era C, five players, a shipping
/// plan). The static map is drawn once per process, before the samples are taken.
pub fn indonesia_render(samples: usize) -> Result<Figure> {
    use nusantara_render::indonesia;
    let picture = indonesia::sample();
    let started = Instant::now();
    indonesia::draw(&picture);
    let first = started.elapsed();
    let mut times = Vec::with_capacity(samples);
    let mut size = (0, 0, 0);
    for _ in 0..samples {
        let started = Instant::now();
        let image = indonesia::draw(&picture);
        let png = indonesia::encode_png(&image);
        times.push(started.elapsed());
        size = (image.width(), image.height(), png.len());
    }
    let (p50, p99) = percentiles(times);
    Ok(Figure {
        name: "indonesia render + png",
        p50,
        p99,
        target_p99: Duration::from_millis(40),
        note: format!(
            "{}x{} px, {} KB; map drawn once in {:.0} ms",
            size.0,
            size.1,
            size.2 / 1024,
            ms(first)
        ),
    })
}

/// Replaying a finished 5-player Indonesia game from its log (setup plus every action), as the
/// table does each time it loads a game.
pub fn indonesia_replay(samples: usize) -> Result<Figure> {
    use crate::games::indonesia::{self, Game, Map};
    let map = Map::standard();
    let options = indonesia::Options::default();
    let (mut game, _) =
        Game::new(map.clone(), options, 5, 2005).map_err(|e| anyhow::anyhow!("{e}"))?;
    let mut rng = Rng::new(2005);
    let mut log = Vec::new();
    while !game.is_over() {
        let seat = *game
            .waiting_for()
            .first()
            .context("nobody to act in the benchmark game")?;
        let action = crate::games::Rules::bot(&game, seat, &game.legal(seat), &mut rng);
        game.apply(seat, &action)
            .map_err(|e| anyhow::anyhow!("{e}"))?;
        log.push((seat, action));
    }
    let mut times = Vec::with_capacity(samples);
    for _ in 0..samples {
        let started = Instant::now();
        let (mut replay, _) =
            Game::new(map.clone(), options, 5, 2005).map_err(|e| anyhow::anyhow!("{e}"))?;
        for (seat, action) in &log {
            replay
                .apply(*seat, action)
                .map_err(|e| anyhow::anyhow!("{e}"))?;
        }
        times.push(started.elapsed());
        anyhow::ensure!(replay == game, "the replay differs from the game");
    }
    let (p50, p99) = percentiles(times);
    Ok(Figure {
        name: "indonesia replay (5 players)",
        p50,
        p99,
        target_p99: Duration::from_millis(20),
        note: format!("{} actions, {} years", log.len(), game.year()),
    })
}

/// One `/festivals` command through the table service on a SQLite file: find the game, replay
/// its log, apply, store in a transaction, draw and encode the board.
pub async fn command(samples: usize) -> Result<Figure> {
    let dir = std::env::temp_dir().join(format!("nusantara-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    let path = dir.join("bench.db");
    let _ = std::fs::remove_file(&path);
    let table = Table::new(Store::open(&path.to_string_lossy()).await?);
    let users: Vec<(i64, &str)> = vec![(101, "alice"), (102, "bob"), (103, "carol")];
    let channel = 900;
    let invoke = |user: usize, command: Command| Invocation {
        user_id: users[user].0,
        user_name: users[user].1.to_string(),
        place: Place::Channel(channel),
        channel_name: Some("bench".into()),
        command,
    };
    let mut times = Vec::with_capacity(samples);
    let mut seed = 1;
    let mut rng = Rng::new(7);
    let mut actions_per_game = Vec::new();
    while times.len() < samples {
        let seed_text = seed.to_string();
        table
            .handle(&invoke(
                0,
                Command::new(
                    &["game", "new"],
                    &[
                        ("game", "festivals"),
                        ("players", "3"),
                        ("seed", &seed_text),
                    ],
                ),
            ))
            .await;
        table
            .handle(&invoke(1, Command::new(&["game", "join"], &[])))
            .await;
        table
            .handle(&invoke(2, Command::new(&["game", "join"], &[])))
            .await;
        let record = table
            .store()
            .open_game_in(channel)
            .await?
            .context("the benchmark game did not start")?;
        // A mirror of the stored game, to choose legal actions.
        let (mut mirror, _) = Game::new(Board::standard(), Options::default(), 3, None, seed)
            .map_err(|e| anyhow::anyhow!("{e}"))?;
        let mut count = 0;
        while !mirror.is_over() && times.len() < samples {
            let (seat, action) = random_action(&mirror, &mut rng);
            let inv = invoke(seat, festivals_command(mirror.board(), &record, &action));
            let started = Instant::now();
            let posts = table.handle(&inv).await;
            times.push(started.elapsed());
            mirror
                .apply(seat, &action)
                .map_err(|e| anyhow::anyhow!("{e}"))?;
            count += 1;
            // Every command must have been applied: the log grows by one each time.
            if table.store().actions(record.id).await?.len() != count {
                anyhow::bail!(
                    "the table refused a legal action: {:?}",
                    posts.first().map(|p| &p.text)
                );
            }
        }
        if !mirror.is_over() {
            table
                .handle(&invoke(0, Command::new(&["game", "abort"], &[])))
                .await;
        }
        actions_per_game.push(count);
        seed += 1;
    }
    let _ = std::fs::remove_dir_all(&dir);
    let (p50, p99) = percentiles(times);
    Ok(Figure {
        name: "table command (file db)",
        p50,
        p99,
        target_p99: Duration::from_millis(30),
        note: format!("{} commands over {} games", samples, actions_per_game.len()),
    })
}
