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
/// `samples` commands are timed; and apart, the drawing of the board pictures their posts show
/// (`Table::develop`, as a front end does before delivering them).
pub async fn command<T: Playable>(samples: usize) -> Result<Vec<Figure>> {
    let dir =
        std::env::temp_dir().join(format!("nusantara-bench-{}-{}", T::KEY, std::process::id()));
    std::fs::create_dir_all(&dir)?;
    let path = dir.join("bench.db");
    let _ = std::fs::remove_file(&path);
    let table = Table::new(Store::open(&path.to_string_lossy()).await?);
    let players = *T::SEATS.start() + 1;
    let users: Vec<(i64, String)> = NAMES[..players]
        .iter()
        .enumerate()
        .map(|(i, n)| (101 + i as i64, n.to_string()))
        .collect();
    let channel = 900;
    let invoke = |user: usize, command: Command| Invocation {
        user_id: users[user].0,
        user_name: users[user].1.clone(),
        place: Place::Channel(channel),
        guild: None,
        manages_server: false,
        channel_name: Some("bench".into()),
        command,
        origin: None,
    };
    let options = <T::Rules as Rules>::Options::default();
    let mut times = Vec::with_capacity(samples);
    let mut drawings = Vec::new();
    let mut seed = 1;
    let mut rng = Rng::new(7);
    let mut games = 0;
    while times.len() < samples {
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
        while !mirror.is_over() && times.len() < samples {
            let seat = *mirror
                .waiting_for()
                .first()
                .context("nobody to act in the benchmark game")?;
            let action = decide(&mirror, seat, table_bot::<T::Rules>(), &mut rng)
                .context("the awaited seat has no legal action")?;
            let inv = invoke(seat, T::command_for(&record, &mirror, seat, &action));
            let started = Instant::now();
            let mut posts = table.handle(&inv).await;
            times.push(started.elapsed());
            if posts.iter().any(|p| p.picture.is_some()) {
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
    let drawn = drawings.len();
    anyhow::ensure!(drawn > 0, "no command of the benchmark showed the board");
    Ok(vec![
        Figure::time(
            format!("{} table command", T::KEY),
            percentiles(times),
            Duration::from_millis(5),
            format!("file db; {samples} commands over {games} games, no drawing"),
        ),
        Figure::time(
            format!("{} table command's picture", T::KEY),
            percentiles(drawings),
            Duration::from_millis(30),
            format!("drawn after the commit for {drawn} of the commands"),
        ),
    ])
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
    let invoke = |user: usize, command: Command| Invocation {
        user_id: 101 + user as i64,
        user_name: NAMES[user].to_string(),
        place: Place::Channel(channel),
        guild: None,
        manages_server: false,
        channel_name: None,
        command,
        origin: None,
    };
    let (players_text, seed_text) = (players.to_string(), seed.to_string());
    let mut new = vec![
        ("game", T::KEY),
        ("players", players_text.as_str()),
        ("seed", seed_text.as_str()),
    ];
    let words = T::option_words(&<T::Rules as Rules>::Options::default());
    new.extend(words.split_whitespace().filter_map(|w| w.split_once(':')));
    table
        .handle(&invoke(0, Command::new(&["game", "new"], &new)))
        .await;
    for user in 1..players {
        table
            .handle(&invoke(user, Command::new(&["game", "join"], &[])))
            .await;
    }
}

/// `/game status` of a game after `actions` actions, by a process that has not seen the game
/// yet (no cached state): its p99 next to a fresh game's, which it must stay within 1.5 times
/// of, however long the history.
pub async fn long_history<T: Playable>(samples: usize, actions: usize) -> Result<Figure> {
    let scratch = Scratch::new(&format!("{}-history", T::KEY))?;
    let store = Store::open(&scratch.url()).await?;
    let players = *T::SEATS.end();
    let table = Table::new(store.clone());
    open_table::<T>(&table, 1, players, 3).await;
    open_table::<T>(&table, 2, players, 3).await;
    // Play `actions` actions in channel 2 with the game's bot.
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
    while played < actions && !mirror.is_over() {
        let seat = *mirror.waiting_for().first().context("nobody to act")?;
        let action = decide(&mirror, seat, table_bot::<T::Rules>(), &mut rng)
            .context("the awaited seat has no legal action")?;
        let command = T::command_for(&record, &mirror, seat, &action);
        table
            .handle(&Invocation {
                user_id: record.seats[seat].user_id,
                user_name: record.seats[seat].name.clone(),
                place: Place::Channel(2),
                guild: None,
                manages_server: false,
                channel_name: None,
                command,
                origin: None,
            })
            .await;
        mirror
            .apply(seat, &action)
            .map_err(|e| anyhow::anyhow!("{e}"))?;
        played += 1;
    }
    anyhow::ensure!(
        store.actions(record.id).await?.len() == played,
        "the table refused a legal action"
    );
    let status = |channel: i64| Invocation {
        user_id: 999,
        user_name: "spectator".into(),
        place: Place::Channel(channel),
        guild: None,
        manages_server: false,
        channel_name: None,
        command: Command::new(&["game", "status"], &[]),
        origin: None,
    };
    let time = |channel: i64| {
        let store = store.clone();
        async move {
            let mut times = Vec::with_capacity(samples);
            for _ in 0..samples {
                // A new table each time: nothing cached, as in a process that just started.
                let table = Table::new(store.clone());
                let started = Instant::now();
                table.handle(&status(channel)).await;
                times.push(started.elapsed());
            }
            percentiles(times)
        }
    };
    let (_, fresh_p99) = time(1).await;
    let (p50, p99) = time(2).await;
    Ok(Figure::time(
        format!("{} status, {played} actions", T::KEY),
        (p50, p99),
        fresh_p99.mul_f64(1.5).max(Duration::from_micros(500)),
        format!(
            "target: 1.5 x a fresh game's p99 ({:.2} ms), nothing cached",
            ms(fresh_p99)
        ),
    ))
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
            kind: model.kind.clone(),
            creator: model.seats[0].clone(),
            options: model.options.clone(),
            seed: i as u64,
            wanted_seats: model.wanted_seats,
            rules_version: model.rules_version,
            unrated: model.unrated,
        };
        let (game, _) = store
            .create_game(&new, &nothing)
            .await?
            .context("a channel already had a game")?;
        let seating = Seating::Started {
            setup: &setup,
            awaited: &model.awaited,
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
