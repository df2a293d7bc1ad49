//! The table service's figures of `nusantara bench`, for any game: one command through the
//! table on a SQLite file (find the game, replay its log, apply, store) and, apart, the drawing
//! of the board its posts show; a long history; and many games on one file (filled by
//! [`populate`], which the load test uses too).

use super::bench::{Figure, ms, percentiles};
use super::example::NAMES;
use crate::games::{Components, Rules, decide, table_bot};
use crate::rng::Rng;
use crate::store::{NewGame, Outgoing, Seating, Store};
use crate::table::{Command, Invocation, Place, Playable, Table};
use anyhow::{Context, Result};
use std::time::{Duration, Instant};

/// Plays seeded games of `T` with the game's bot through the table, timing each command, until
/// `samples` commands are timed; and apart, the drawing of `samples` board pictures their posts
/// show (`Table::develop`, as a front end does before delivering them).
pub async fn command<T: Playable>(samples: usize) -> Result<Vec<Figure>> {
    let dir =
        std::env::temp_dir().join(format!("nusantara-bench-{}-{}", T::KEY, std::process::id()));
    std::fs::create_dir_all(&dir)?;
    let path = dir.join("bench.db");
    let _ = std::fs::remove_file(&path);
    let table = Table::new(Store::open(&path.to_string_lossy()).await?);
    let players = *T::SEATS.start() + 1;
    let channel = 900;
    let invoke = |user: usize, command: Command| player(channel, user, command);
    let options = <T::Rules as Rules>::Options::default();
    let mut times = Vec::with_capacity(samples);
    let mut drawings = Vec::new();
    let mut seed = 1;
    let mut rng = Rng::new(7);
    let mut games = 0;
    let (mut commands, mut shown) = (0, 0);
    // The slowest command timed and what it was, for the figure's note.
    let mut slowest = (Duration::ZERO, String::new());
    // Commands go on until both figures have their samples: few commands show the board in
    // some games (an East Indies seal changes no picture).
    let wanted = |times: &Vec<Duration>, drawings: &Vec<Duration>| {
        times.len() < samples || drawings.len() < samples
    };
    while wanted(&times, &drawings) {
        open_table::<T>(&table, channel, players, seed).await;
        let record = table
            .store()
            .open_game_in(channel)
            .await?
            .context("the benchmark game did not start")?;
        // A mirror of the stored game, to choose legal actions.
        let (mut mirror, _) = T::Rules::setup(
            <T::Rules as Rules>::Components::standard(),
            &options,
            players,
            seed,
        )
        .map_err(|e| anyhow::anyhow!("{e}"))?;
        let mut count = 0;
        while !mirror.is_over() && wanted(&times, &drawings) {
            let seat = *mirror
                .waiting_for()
                .first()
                .context("nobody to act in the benchmark game")?;
            let action = decide(&mirror, seat, table_bot::<T::Rules>(), &mut rng)
                .context("the awaited seat has no legal action")?;
            let inv = invoke(seat, T::command_for(&record, &mirror, seat, &action));
            let started = Instant::now();
            let mut posts = table.handle(&inv).await;
            if times.len() < samples {
                let took = started.elapsed();
                times.push(took);
                slowest = slowest.max((took, inv.command.name()));
            }
            commands += 1;
            let shows = posts.iter().any(|p| p.picture.is_some());
            shown += usize::from(shows);
            if shows && drawings.len() < samples {
                let started = Instant::now();
                table.develop(&mut posts).await;
                drawings.push(started.elapsed());
            }
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
        games += 1;
        seed += 1;
    }
    let _ = std::fs::remove_dir_all(&dir);
    Ok(vec![
        Figure::time(
            format!("{} table command", T::KEY),
            percentiles(times),
            Duration::from_millis(5),
            format!(
                "file db; {samples} commands over {games} games, no drawing; the slowest {} {:.1} ms",
                slowest.1,
                ms(slowest.0)
            ),
        ),
        Figure::time(
            format!("{} table command's picture", T::KEY),
            percentiles(drawings),
            Duration::from_millis(30),
            format!(
                "{samples} pictures drawn after the commit, shown by {:.0} % of {commands} commands",
                (shown * 100) as f64 / commands.max(1) as f64
            ),
        ),
    ])
}

/// Games with the bot in every seat, played through the table one bot move at a time as the
/// table's tick plays them (load, decide, store the move and its posts, answer): a whole turn,
/// one seat's moves in a row, must take under 200 ms.
pub async fn bot_turns<T: Playable>(samples: usize) -> Result<Figure> {
    let scratch = Scratch::new(&format!("{}-bots", T::KEY))?;
    let store = Store::open(&scratch.url()).await?;
    let table = Table::new(store.clone());
    // The most seats: the longest turns (an Indonesia operation weighs every rival's board).
    let players = *T::SEATS.end();
    let (mut turns, mut moves, mut games) = (Vec::with_capacity(samples), 0, 0);
    while turns.len() < samples {
        games += 1;
        let channel = 2000 + games;
        let host = |command: Command| player(channel, 0, command);
        let (bots, seed) = ((players - 1).to_string(), games.to_string());
        table
            .handle(&host(new_game::<T>(&[("bots", &bots), ("seed", &seed)])))
            .await;
        // The host hands their own seat to the bot too.
        table
            .handle(&host(Command::new(
                &["game", "bot"],
                &[("player", "<@101>")],
            )))
            .await;
        let id = store
            .open_game_in(channel)
            .await?
            .context("the benchmark game did not start")?
            .id;
        let mut turn: Option<(usize, Duration)> = None;
        while turns.len() < samples {
            let record = store.game(id).await?.context("the game vanished")?;
            let Some(&seat) = record.awaited.first() else {
                break;
            };
            let started = Instant::now();
            if let Err(e) = crate::table::play::bots::<T>(&table, id).await {
                anyhow::bail!("a bot's move failed: {e:?}");
            }
            let took = started.elapsed();
            // A secret move of a bot's seat tells nobody (no post): the stored game shows it.
            let after = store.game(id).await?.context("the game vanished")?;
            anyhow::ensure!(
                after.version > record.version,
                "the bot made no move for seat {seat}"
            );
            moves += 1;
            match &mut turn {
                Some((s, time)) if *s == seat => *time += took,
                _ => {
                    turns.extend(turn.map(|(_, time)| time));
                    turn = Some((seat, took));
                }
            }
        }
        turns.extend(turn.map(|(_, time)| time));
    }
    turns.truncate(samples);
    Ok(Figure::time(
        format!("{} bot turn at the table", T::KEY),
        percentiles(turns),
        Duration::from_millis(200),
        format!("{samples} turns of {players} bots, {moves} moves over {games} games"),
    ))
}

/// A table on a fresh SQLite file in a folder of its own (removed when dropped).
struct Scratch {
    dir: std::path::PathBuf,
    path: std::path::PathBuf,
}

impl Scratch {
    fn new(what: &str) -> Result<Scratch> {
        let dir =
            std::env::temp_dir().join(format!("nusantara-bench-{what}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir)?;
        let path = dir.join("bench.db");
        Ok(Scratch { dir, path })
    }

    fn url(&self) -> String {
        self.path.to_string_lossy().into_owned()
    }

    /// The database's size on disk, its write-ahead log included.
    fn bytes(&self) -> u64 {
        ["", "-wal"]
            .iter()
            .filter_map(|suffix| std::fs::metadata(format!("{}{suffix}", self.path.display())).ok())
            .map(|m| m.len())
            .sum()
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// Opens a table at `channel` for `players` with the game's default options and seats them (the
/// game starts by itself).
async fn open_table<T: Playable>(table: &Table, channel: i64, players: usize, seed: u64) {
    let (players_text, seed_text) = (players.to_string(), seed.to_string());
    let new = new_game::<T>(&[("players", &players_text), ("seed", &seed_text)]);
    table.handle(&player(channel, 0, new)).await;
    for user in 1..players {
        table
            .handle(&player(channel, user, Command::new(&["game", "join"], &[])))
            .await;
    }
}

/// `/game new` of `T` with `options` and the game's default options.
fn new_game<T: Playable>(options: &[(&str, &str)]) -> Command {
    let words = T::option_words(&<T::Rules as Rules>::Options::default());
    let mut new = vec![("game", T::KEY)];
    new.extend_from_slice(options);
    new.extend(words.split_whitespace().filter_map(|w| w.split_once(':')));
    Command::new(&["game", "new"], &new)
}

/// A command of the benchmark's player `user` (one of [`NAMES`], user id 101 on) in `channel`.
fn player(channel: i64, user: usize, command: Command) -> Invocation {
    Invocation {
        user_id: 101 + user as i64,
        user_name: NAMES[user].to_string(),
        place: Place::Channel(channel),
        guild: None,
        manages_server: false,
        channel_name: None,
        command,
        origin: None,
        locale: None,
        guild_locale: None,
    }
}

/// `/game status` of a game by a process that has not seen it yet (no cached state), every 32
/// actions up to `actions` actions, against a fresh game's, which it must stay within 1.5 times
/// of, however long the history. The two are timed in turns, so that both meet the same load
/// on the machine; the figure is the length with the worst ratio.
pub async fn long_history<T: Playable>(samples: usize, actions: usize) -> Result<Figure> {
    let scratch = Scratch::new(&format!("{}-history", T::KEY))?;
    let store = Store::open(&scratch.url()).await?;
    let players = *T::SEATS.end();
    let table = Table::new(store.clone());
    open_table::<T>(&table, 1, players, 3).await;
    open_table::<T>(&table, 2, players, 3).await;
    // Play in channel 2 with the game's bot, timing the status every 32 actions.
    let record = store.open_game_in(2).await?.context("no benchmark game")?;
    let (mut mirror, _) = T::Rules::setup(
        <T::Rules as Rules>::Components::standard(),
        &<T::Rules as Rules>::Options::default(),
        players,
        3,
    )
    .map_err(|e| anyhow::anyhow!("{e}"))?;
    let mut rng = Rng::new(3);
    let mut played = 0;
    // The worst length: its action count, its times and the fresh game's p99 beside them.
    let mut worst: Option<(usize, (Duration, Duration), Duration)> = None;
    let mut lengths = 0;
    while played < actions && !mirror.is_over() {
        let seat = *mirror.waiting_for().first().context("nobody to act")?;
        let action = decide(&mirror, seat, table_bot::<T::Rules>(), &mut rng)
            .context("the awaited seat has no legal action")?;
        let command = T::command_for(&record, &mirror, seat, &action);
        table.handle(&player(2, seat, command)).await;
        mirror
            .apply(seat, &action)
            .map_err(|e| anyhow::anyhow!("{e}"))?;
        played += 1;
        if played % 32 == 0 || played == actions || mirror.is_over() {
            let (fresh, long) = status_times(&store, samples).await;
            let (fresh_p99, times) = (percentiles(fresh).1, percentiles(long));
            lengths += 1;
            let ratio = |t: Duration, f: Duration| t.as_secs_f64() / f.as_secs_f64().max(1e-9);
            if worst.is_none_or(|(_, w, f)| ratio(times.1, fresh_p99) > ratio(w.1, f)) {
                worst = Some((played, times, fresh_p99));
            }
        }
    }
    anyhow::ensure!(
        store.actions(record.id).await?.len() == played,
        "the table refused a legal action"
    );
    let (at, times, fresh_p99) = worst.context("no action was played")?;
    Ok(Figure::time(
        format!("{} status, up to {played} actions", T::KEY),
        times,
        fresh_p99.mul_f64(1.5).max(Duration::from_micros(500)),
        format!(
            "the worst of {lengths} lengths (at {at} actions); target: 1.5 x a fresh game's p99 timed in turns with it ({:.2} ms), nothing cached",
            ms(fresh_p99)
        ),
    ))
}

/// `samples` timings each of `/game status` in channel 1 (a fresh game) and channel 2 (the
/// long one), in turns, each by a new table: nothing cached, as in a process that just started.
async fn status_times(store: &Store, samples: usize) -> (Vec<Duration>, Vec<Duration>) {
    let status = |channel| Invocation {
        user_id: 999,
        user_name: "spectator".into(),
        place: Place::Channel(channel),
        guild: None,
        manages_server: false,
        channel_name: None,
        command: Command::new(&["game", "status"], &[]),
        origin: None,
        locale: None,
        guild_locale: None,
    };
    let (fresh, long) = (status(1), status(2));
    let (mut fresh_times, mut long_times) = (Vec::new(), Vec::new());
    for _ in 0..samples {
        for (invocation, times) in [(&fresh, &mut fresh_times), (&long, &mut long_times)] {
            let table = Table::new(store.clone());
            let started = Instant::now();
            table.handle(invocation).await;
            times.push(started.elapsed());
        }
    }
    (fresh_times, long_times)
}

/// Fills a store with `games` games of `T` in their first round, in channels from
/// `first_channel` on: one table opened through the service gives the record every other game
/// copies (with seeds of its own), written straight to the store.
pub async fn populate<T: Playable>(store: &Store, games: usize, first_channel: i64) -> Result<()> {
    let players = *T::SEATS.start();
    open_table::<T>(&Table::new(store.clone()), first_channel - 1, players, 1).await;
    let model = store
        .open_game_in(first_channel - 1)
        .await?
        .context("the model game did not start")?;
    let setup = model.setup.clone().context("the model game has no setup")?;
    let nothing = Outgoing::new(None, &[]);
    for i in 0..games {
        let new = NewGame {
            channel_id: first_channel + i as i64,
            guild_id: model.guild_id,
            deadline_minutes: None,
            channel_name: None,
            game: model.game.clone(),
            creator: model.seats[0].clone(),
            options: model.options.clone(),
            seed: i as u64,
            wanted_seats: model.wanted_seats,
            rules_version: model.rules_version,
            unrated: model.unrated,
            language: model.language,
        };
        let (game, _) = store
            .create_game(&new, &nothing)
            .await?
            .context("a channel already had a game")?;
        let seating = Seating::Started {
            setup: &setup,
            awaited: &model.awaited,
            card: None,
        };
        store
            .seat(game.id, game.version, &model.seats, seating, None, &nothing)
            .await?;
    }
    Ok(())
}

/// `games` games of `T` in their first round on one SQLite file: the file's size (target under
/// 50 MB for 10,000), and the start-up of a process on it (open, migrations, undelivered posts;
/// target under 100 ms).
pub async fn many_games<T: Playable>(games: usize) -> Result<Vec<Figure>> {
    let scratch = Scratch::new(&format!("{}-many", T::KEY))?;
    populate::<T>(&Store::open(&scratch.url()).await?, games, 10_000).await?;
    let bytes = scratch.bytes();
    let mut times = Vec::new();
    for _ in 0..20 {
        let started = Instant::now();
        let store = Store::open(&scratch.url()).await?;
        store.claim_pending(100).await?;
        times.push(started.elapsed());
    }
    let (p50, p99) = percentiles(times);
    Ok(vec![
        Figure::time(
            format!("{} start-up, {games} games", T::KEY),
            (p50, p99),
            Duration::from_millis(100),
            "open, migrations, undelivered posts",
        ),
        Figure::size(
            format!("{} store size, {games} games", T::KEY),
            bytes,
            50.0 * games as f64 / 10_000.0,
            "first round, on disk with the write-ahead log; target 50 MB a 10,000 games",
        ),
    ])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::{festivals::Festivals, indies::Indies, indonesia::Indonesia};

    /// The table's figures with a handful of samples, as `bench --samples 5` asks: each gives
    /// its figure (an East Indies seal shows no board, so its pictures come from further
    /// commands; each bot turn is a real move).
    async fn figures<T: Playable>() {
        let figures = command::<T>(5).await.unwrap();
        assert_eq!(figures.len(), 2);
        assert!(
            figures[1].note.starts_with("5 pictures drawn"),
            "{}",
            figures[1].note
        );
        let status = long_history::<T>(2, 40).await.unwrap();
        assert!(
            status.note.starts_with("the worst of 2 lengths"),
            "{}",
            status.note
        );
        let bots = bot_turns::<T>(3).await.unwrap();
        assert!(bots.note.starts_with("3 turns of"), "{}", bots.note);
    }

    #[tokio::test]
    async fn the_festivals_table_figures_come_with_few_samples() {
        figures::<Festivals>().await;
    }

    #[tokio::test]
    async fn indonesias_table_figures_come_with_few_samples() {
        figures::<Indonesia>().await;
    }

    #[tokio::test]
    async fn the_east_indies_table_figures_come_with_few_samples() {
        figures::<Indies>().await;
    }
}
