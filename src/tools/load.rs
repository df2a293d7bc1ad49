//! The load test (`nusantara bench --load`): several processes of the table service against one
//! database, each running many simulated players who send the commands the game's bot would,
//! for a bounded time. Afterwards it checks that nothing was lost (every command answered as
//! applied is in the store), nothing doubled (one action per applied command) and that every
//! game's stored state equals the replay of its log. Pictures are left out: they are measured
//! apart by the other figures.

use super::bench::{ms, percentiles};
use crate::rng::Rng;
use crate::store::{Access, Store, create_postgres_database, is_postgres};
use crate::table::{Invocation, Place, Table};
use anyhow::{Context, Result};
use serde::{Deserialize, Serialize};
use std::path::Path;
use std::time::{Duration, Instant};

/// The channels of the load test's games start here.
const FIRST_CHANNEL: i64 = 1_000_000;

/// What one load run does.
#[derive(Debug, Clone)]
pub struct LoadOptions {
    /// A PostgreSQL server (`postgres://…/postgres`: a fresh database is made on it) or a
    /// SQLite file path (made fresh).
    pub db: String,
    pub game: String,
    pub processes: usize,
    pub games: usize,
    pub seconds: u64,
    /// Simulated players in each process.
    pub players: usize,
}

/// What a worker process reports, as one JSON line.
#[derive(Debug, Default, Serialize, Deserialize)]
pub struct WorkerReport {
    /// The origins of the commands answered as applied.
    pub applied: Vec<String>,
    /// Commands refused (another player moved first, the game ended meanwhile).
    pub refused: u64,
    /// Time per command, in microseconds.
    pub micros: Vec<u64>,
    pub failures: Vec<String>,
    /// On SQLite: the group commits made, and the appends they held.
    #[serde(default)]
    pub group_commits: (u64, u64),
}

/// The outcome of a load run.
#[derive(Debug, Serialize)]
pub struct LoadReport {
    /// `sqlite` or `postgres`.
    pub database: &'static str,
    pub processes: usize,
    pub games: usize,
    pub seconds: f64,
    pub commands: u64,
    pub applied: u64,
    pub commands_per_second: f64,
    pub p50_ms: f64,
    pub p99_ms: f64,
    pub lost: u64,
    pub doubled: i64,
    pub games_not_replaying: u64,
    pub failures: Vec<String>,
    /// What the disk allows: bare SQLite transactions of a command's shape a second, measured
    /// in this run beside the database ([`bare_sqlite`]).
    pub bare_sqlite_per_second: f64,
    /// `commands_per_second` over `bare_sqlite_per_second`: the figure that means the same on
    /// any machine.
    pub of_bare_sqlite: f64,
    /// On SQLite, the commands committed together on average (see the store's group commit).
    pub appends_per_commit: Option<f64>,
    /// The load average when the run ended (the machine's other work skews the figures).
    pub load_average: Option<f64>,
}

impl LoadReport {
    /// The targets: nothing lost, doubled or diverging, at least 500 commands a second with a
    /// p99 under 50 ms, and on SQLite at least half what the disk allows.
    pub fn ok(&self) -> bool {
        self.lost == 0
            && self.doubled == 0
            && self.games_not_replaying == 0
            && self.failures.is_empty()
            && self.commands_per_second >= 500.0
            && self.p99_ms < 50.0
            && (self.database != "sqlite" || self.of_bare_sqlite >= 0.5)
    }
}

/// How many transactions a second SQLite commits on the disk of `folder`, one after another,
/// each of the shape a command commits at the least: an action and its command's origin
/// inserted, and a game's 3 KB state upserted; in WAL with `synchronous` at the store's level
/// (`synchronous`: 2 is FULL), each sent as one request on one connection. What the disk and
/// SQLite allow, to measure the store against.
pub async fn bare_sqlite(folder: &Path, synchronous: i64, seconds: f64) -> Result<f64> {
    use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqliteSynchronous};
    use sqlx::{ConnectOptions, Connection, Executor};
    let path = folder.join(format!("nusantara-bare-{}.db", std::process::id()));
    let synchronous = match synchronous {
        0 => SqliteSynchronous::Off,
        1 => SqliteSynchronous::Normal,
        3 => SqliteSynchronous::Extra,
        _ => SqliteSynchronous::Full,
    };
    let mut conn = SqliteConnectOptions::new()
        .filename(&path)
        .create_if_missing(true)
        .journal_mode(SqliteJournalMode::Wal)
        .synchronous(synchronous)
        .connect()
        .await
        .with_context(|| format!("cannot open {}", path.display()))?;
    conn.execute(
        "CREATE TABLE actions (game_id BIGINT, seq BIGINT, action TEXT, PRIMARY KEY (game_id, seq));
         CREATE TABLE commands (origin TEXT PRIMARY KEY);
         CREATE TABLE snapshots (game_id BIGINT PRIMARY KEY, seq BIGINT, state TEXT)",
    )
    .await?;
    let state = "x".repeat(3_000);
    let started = Instant::now();
    let mut n: i64 = 0;
    while started.elapsed().as_secs_f64() < seconds {
        n += 1;
        sqlx::query(
            "BEGIN;
             INSERT INTO actions (game_id, seq, action) VALUES ($1, $2, '{\"move\":1}');
             INSERT INTO commands (origin) VALUES ($3);
             INSERT INTO snapshots (game_id, seq, state) VALUES ($1, $2, $4)
             ON CONFLICT (game_id) DO UPDATE SET seq = excluded.seq, state = excluded.state;
             COMMIT",
        )
        .bind(n % 1_000)
        .bind(n)
        .bind(format!("bare:{n}"))
        .bind(state.as_str())
        .execute(&mut conn)
        .await?;
    }
    let rate = n as f64 / started.elapsed().as_secs_f64();
    conn.close().await?;
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
    }
    Ok(rate)
}

/// The load average over the last minute, where the system tells it.
fn load_average() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/loadavg").ok()?;
    text.split_whitespace().next()?.parse().ok()
}

/// One worker process: `players` simulated players on the games, for `seconds`.
pub async fn worker(
    db: &str,
    game: &str,
    games: usize,
    seconds: u64,
    players: usize,
    id: usize,
) -> Result<WorkerReport> {
    let game_type = super::find(game).with_context(|| format!("no game called {game}"))?;
    let store = Store::open_for(db, Access::Serve).await?;
    let table = Table::new(store.clone()).without_pictures();
    let deadline = Instant::now() + Duration::from_secs(seconds);
    let mut tasks = Vec::new();
    for player in 0..players {
        let (table, store) = (table.clone(), store.clone());
        tasks.push(tokio::spawn(async move {
            let mut report = WorkerReport::default();
            let mut rng = Rng::new((id * 10_000 + player) as u64);
            let mut n = 0;
            while Instant::now() < deadline {
                let channel = FIRST_CHANNEL + rng.below(games) as i64;
                let record = match store.open_game_in(channel).await {
                    Ok(Some(record)) => record,
                    Ok(None) => continue,
                    Err(e) => {
                        report.failures.push(format!("{e:#}"));
                        break;
                    }
                };
                let (user_id, command) =
                    match game_type.bot_command(&table, &record, &mut rng).await {
                        Ok(Some(next)) => next,
                        Ok(None) => continue,
                        Err(e) => {
                            report.failures.push(format!("{e:#}"));
                            break;
                        }
                    };
                n += 1;
                let origin = format!("load:{id}:{player}:{n}");
                let inv = Invocation {
                    user_id,
                    user_name: format!("p{user_id}"),
                    place: Place::Channel(channel),
                    guild: None,
                    manages_server: false,
                    channel_name: None,
                    command,
                    origin: Some(origin.clone()),
                    locale: None,
                    guild_locale: None,
                };
                let started = Instant::now();
                let posts = table.handle(&inv).await;
                report.micros.push(started.elapsed().as_micros() as u64);
                // A refusal is stored too (its answer waits in the outbox): applied is stored
                // and not refused.
                let refused = posts.iter().any(|p| p.refused.is_some());
                if !refused && posts.iter().any(|p| p.outbox.is_some()) {
                    report.applied.push(origin);
                } else if posts.iter().any(|p| p.text.starts_with("Sorry")) {
                    report.failures.push(posts[0].text.clone());
                } else {
                    report.refused += 1;
                }
            }
            report
        }));
    }
    let mut all = WorkerReport::default();
    for task in tasks {
        let report = task.await?;
        all.applied.extend(report.applied);
        all.refused += report.refused;
        all.micros.extend(report.micros);
        all.failures.extend(report.failures);
    }
    all.group_commits = store.group_commits().unwrap_or_default();
    Ok(all)
}

/// A fresh database for a run: its URL.
async fn fresh_database(db: &str) -> Result<String> {
    let stamp = format!(
        "{}_{}",
        std::process::id(),
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)?
            .as_millis()
    );
    if is_postgres(db) {
        create_postgres_database(db, &format!("load_{stamp}")).await
    } else {
        let path = std::path::Path::new(db);
        anyhow::ensure!(
            !path.exists(),
            "{db} exists: name a new file for the load test"
        );
        Ok(db.to_string())
    }
}

/// Runs the load test: seeds the games, starts the worker processes (this program's
/// `load-worker`), and checks the store afterwards.
pub async fn run(options: &LoadOptions) -> Result<LoadReport> {
    let game_type =
        super::find(&options.game).with_context(|| format!("no game called {}", options.game))?;
    anyhow::ensure!(
        is_postgres(&options.db) || options.processes <= 1,
        "SQLite serves one bot process: run the load test with several processes on PostgreSQL (--db postgres://...), each bot process with its shard range; see docs/deploy.md"
    );
    let url = fresh_database(&options.db).await?;
    let synchronous = {
        // Closed before the workers start: on SQLite each takes the file for itself.
        let store = Store::open(&url).await?;
        game_type
            .populate(&store, options.games, FIRST_CHANNEL)
            .await?;
        store.synchronous().await?
    };
    // Beside the SQLite file, or here for PostgreSQL, for a few seconds before the workers.
    let folder = match Path::new(&options.db).parent() {
        Some(folder) if !is_postgres(&options.db) && !folder.as_os_str().is_empty() => folder,
        _ => Path::new("."),
    };
    let bare = bare_sqlite(folder, synchronous.unwrap_or(2), 3.0).await?;
    let exe = std::env::current_exe()?;
    let started = Instant::now();
    let children: Vec<_> = (0..options.processes)
        .map(|id| {
            std::process::Command::new(&exe)
                .arg("load-worker")
                .args(["--db", &url, "--game", &options.game])
                .args(["--games", &options.games.to_string()])
                .args(["--seconds", &options.seconds.to_string()])
                .args(["--players", &options.players.to_string()])
                .args(["--id", &id.to_string()])
                .stdout(std::process::Stdio::piped())
                .spawn()
                .context("cannot start a load worker")
        })
        .collect::<Result<_>>()?;
    let mut all = WorkerReport::default();
    for child in children {
        let out = child.wait_with_output()?;
        anyhow::ensure!(out.status.success(), "a load worker failed");
        let report: WorkerReport =
            serde_json::from_slice(&out.stdout).context("a load worker's report does not parse")?;
        all.applied.extend(report.applied);
        all.refused += report.refused;
        all.micros.extend(report.micros);
        all.failures.extend(report.failures);
        all.group_commits.0 += report.group_commits.0;
        all.group_commits.1 += report.group_commits.1;
    }
    let elapsed = started.elapsed().as_secs_f64();
    let store = Store::open(&url).await?;
    // Nothing lost: every command answered as applied is recorded; nothing doubled: one action
    // for each recorded command.
    let mut lost = 0;
    for origin in &all.applied {
        if !store.seen(origin).await? {
            lost += 1;
        }
    }
    let (actions, commands) = store.counts().await?;
    let doubled = actions - commands;
    let table = Table::new(store.clone()).without_pictures();
    let mut diverging = 0;
    for record in store.all_games().await? {
        if record.setup.is_some() && !game_type.replays_to_its_state(&table, &record).await? {
            diverging += 1;
        }
    }
    let times: Vec<Duration> = all
        .micros
        .iter()
        .map(|&m| Duration::from_micros(m))
        .collect();
    let (p50, p99) = if times.is_empty() {
        (Duration::ZERO, Duration::ZERO)
    } else {
        percentiles(times)
    };
    let commands = all.micros.len() as u64;
    let commands_per_second = commands as f64 / options.seconds as f64;
    Ok(LoadReport {
        database: if is_postgres(&url) {
            "postgres"
        } else {
            "sqlite"
        },
        processes: options.processes,
        games: options.games,
        seconds: elapsed,
        commands,
        applied: all.applied.len() as u64,
        commands_per_second,
        p50_ms: ms(p50),
        p99_ms: ms(p99),
        lost,
        doubled,
        games_not_replaying: diverging,
        failures: all.failures.into_iter().take(5).collect(),
        bare_sqlite_per_second: bare,
        of_bare_sqlite: commands_per_second / bare,
        appends_per_commit: match all.group_commits {
            (0, _) => None,
            (commits, appends) => Some(appends as f64 / commits as f64),
        },
        load_average: load_average(),
    })
}
