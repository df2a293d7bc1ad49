//! The store: every channel's games in SQL, on SQLite (a file, the default) or PostgreSQL (a
//! `postgres://` URL, for several bot processes on one database). One set of queries serves
//! both (sqlx's `Any` driver, `$n` parameters, portable SQL); each has its own migrations.
//!
//! A game is its row in `games` (kind, options, seed, and once started its setup), its seats and
//! its action log: replaying the log on the setup gives the game exactly. The state stored with
//! the latest action (its snapshot) only saves replays. Every write is one transaction that checks and bumps the game's version,
//! so writers in several processes cannot overwrite each other; the posts a write causes are
//! stored in the same transaction (the outbox), with the id of the command's origin, so that no
//! post is lost and no command is applied twice.

mod components;
mod copy;
mod games;
mod group;
mod log;
mod open;
mod outbox;
mod records;
mod step;

pub use components::hash;
pub use games::Seating;
pub use open::Access;
pub use outbox::{OutPost, OutboxRow, Outgoing, Target};
pub use records::{AWAY_DAYS, PastGame, Placing, Rating, Standing, Unrated, placings, rate};
pub use step::Append;

/// Helpers for tests.
pub mod testing {
    pub use super::outbox::forget_workers;
}

use crate::lang::Lang;
use anyhow::{Context, Result};
use sqlx::any::{AnyArguments, AnyPoolOptions, install_default_drivers};
use sqlx::pool::PoolConnectionMetadata;
use sqlx::query::Query;
use sqlx::{
    Any, AnyConnection, AnyPool, Arguments, AssertSqlSafe, Connection, Executor, Transaction,
};
use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

/// Where a game stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// Seats are open; the game has not started.
    Forming,
    Active,
    Finished,
    Aborted,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Forming => "forming",
            Status::Active => "active",
            Status::Finished => "finished",
            Status::Aborted => "aborted",
        }
    }

    fn parse(s: &str) -> Result<Status> {
        Ok(match s {
            "forming" => Status::Forming,
            "active" => Status::Active,
            "finished" => Status::Finished,
            "aborted" => Status::Aborted,
            other => anyhow::bail!("unknown game status {other:?} in the store"),
        })
    }
}

/// A seat: the Discord user holding it and the name shown on pictures.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatRecord {
    pub user_id: i64,
    pub name: String,
}

/// A game's row with its seats (in seat order).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameRecord {
    pub id: i64,
    pub channel_id: i64,
    pub channel_name: Option<String>,
    /// The game's key (`festivals`): its `TableGame::KEY`.
    pub game: String,
    pub status: Status,
    pub creator_id: i64,
    pub options: String,
    pub seed: u64,
    pub wanted_seats: Option<u32>,
    pub setup: Option<String>,
    pub rules_version: i64,
    pub seats: Vec<SeatRecord>,
    /// Bumped by every write; a write names the version it read.
    pub version: i64,
    /// The seats the game awaits (as recorded by the last write).
    pub awaited: Vec<usize>,
    /// When each seated player who said they were away (`/game away`) is back (unix seconds),
    /// read with the game: a command tells who it waits for without a read of its own.
    pub back_at: HashMap<i64, i64>,
    /// The Discord server of the game's channel, when known.
    pub guild_id: Option<i64>,
    /// The minutes a turn may take, when the table has a deadline.
    pub deadline_minutes: Option<i64>,
    /// Since when (unix seconds) the awaited seats have been awaited.
    pub awaited_since: Option<i64>,
    /// 0: nobody reminded yet this turn; 1: the halfway reminder went; 2: the deadline passed.
    pub reminded: i64,
    /// Why the game does not count for ratings, if it does not.
    pub unrated: Option<Unrated>,
    /// The game's current turn card: what its progress edits.
    pub card: Option<Card>,
    /// The table's language: its public posts and pictures are written in it.
    pub language: Lang,
}

/// A game's current turn card, the channel post an action that notifies nobody ("@bob has
/// planned") edits rather than posting anew.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Card {
    /// The count of actions when the card was made.
    pub seq: i64,
    /// The report lines it opened with, shown again above each edit's progress.
    pub head: String,
}

impl GameRecord {
    pub fn seat_of(&self, user_id: i64) -> Option<usize> {
        self.seats.iter().position(|s| s.user_id == user_id)
    }
}

/// What `/game new` records.
#[derive(Debug, Clone)]
pub struct NewGame {
    pub channel_id: i64,
    /// The Discord server of the channel, when known.
    pub guild_id: Option<i64>,
    /// The minutes a turn may take, when the table has a deadline.
    pub deadline_minutes: Option<i64>,
    pub channel_name: Option<String>,
    /// The game's key (`festivals`).
    pub game: String,
    pub creator: SeatRecord,
    pub options: String,
    pub seed: u64,
    pub wanted_seats: Option<u32>,
    pub rules_version: i64,
    /// `Some(Unrated::Chosen)` for a table opened with `rated:no`.
    pub unrated: Option<Unrated>,
    /// The table's language.
    pub language: Lang,
}

/// One logged action.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ActionRecord {
    pub seq: i64,
    pub seat: usize,
    pub action: String,
}

/// Why a write was refused.
#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    /// Another command changed the game first; reload and try again.
    #[error("the game changed while this command was being applied")]
    Conflict,
    /// A command from this origin was applied before; its first answer stands.
    #[error("this command was applied before")]
    Duplicate,
    #[error(transparent)]
    Other(#[from] anyhow::Error),
}

impl From<sqlx::Error> for WriteError {
    fn from(e: sqlx::Error) -> WriteError {
        WriteError::Other(e.into())
    }
}

/// Which database a store is on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

#[derive(Clone)]
pub struct Store {
    pool: AnyPool,
    backend: Backend,
    /// This process, as the claimer of the posts it writes (see the `workers` table).
    worker: std::sync::Arc<str>,
    /// SQLite's: the lock on its file, held while any store of this process uses it, with the
    /// queues of this process's writers (None on PostgreSQL).
    file: Option<Arc<open::Held>>,
}

/// A write transaction, with its turn in the queue of writers of a SQLite file (see
/// [`Store::begin`]). Committed or dropped (rolled back) before its turn ends.
pub(crate) type Writing<'a> = (
    Option<tokio::sync::MutexGuard<'a, ()>>,
    Transaction<'static, Any>,
);

/// The time now, in unix seconds.
pub fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0)
}

/// Whether `url` names a PostgreSQL database.
pub fn is_postgres(url: &str) -> bool {
    url.starts_with("postgres://") || url.starts_with("postgresql://")
}

impl Store {
    /// Opens (creating if needed) the database at `url` and brings its schema up to date; safe
    /// when several processes open one database at once. `url` is a `postgres://` URL, a SQLite
    /// URL (`sqlite://nusantara.db`, `sqlite::memory:`) or a plain file path.
    pub async fn open(url: &str) -> Result<Store> {
        Store::open_for(url, Access::Shared).await
    }

    /// Opens the database at `url` for `access`: the bot locks a SQLite file for itself alone;
    /// `Existing` never creates the database and takes no lock. A database that cannot be
    /// used is refused at once with its cause: a missing or damaged file, a folder, no
    /// permission, an unsupported URL, a server that refuses.
    pub async fn open_for(url: &str, access: Access) -> Result<Store> {
        install_default_drivers();
        let store = match open::locate(url)? {
            open::Location::Postgres => {
                let shown = redact(url);
                open::check_postgres(url, &shown).await?;
                let pool = AnyPoolOptions::new()
                    .max_connections(8)
                    .acquire_timeout(Duration::from_secs(30))
                    .test_before_acquire(false)
                    .before_acquire(test_if_idle)
                    .connect(url)
                    .await
                    .with_context(|| format!("cannot open the database `{shown}`"))?;
                Store {
                    pool,
                    backend: Backend::Postgres,
                    worker: worker_id(),
                    file: None,
                }
            }
            open::Location::Memory => {
                Store::open_sqlite("sqlite::memory:", true, open::unlocked()).await?
            }
            open::Location::File(path) => {
                open::check_file(&path, access)?;
                let lock = open::lock(&path, access)?;
                let url = format!("sqlite://{}?mode=rwc", path.display());
                open::check_sqlite(&url, &path).await?;
                Store::open_sqlite(&url, false, lock).await?
            }
        };
        if access != Access::Existing {
            store.migrate().await?;
            store.register().await?;
        }
        Ok(store)
    }

    /// Refuses a database that does not exist ("no database at nusantara.db"), before a
    /// command that only reads one (`migrate-db --from`) opens it: opening creates a SQLite file.
    pub fn must_exist(url: &str) -> Result<()> {
        match open::locate(url)? {
            open::Location::File(path) => open::check_file(&path, Access::Existing),
            _ => Ok(()),
        }
    }

    async fn open_sqlite(url: &str, memory: bool, lock: Arc<open::Held>) -> Result<Store> {
        // An in-memory database lives as long as its one connection: keep exactly one, forever.
        let options = if memory {
            AnyPoolOptions::new()
                .max_connections(1)
                .min_connections(1)
                .idle_timeout(None)
                .max_lifetime(None)
        } else {
            // A SQLite connection is a thread of this process: it cannot have gone away.
            AnyPoolOptions::new()
                .max_connections(4)
                .acquire_timeout(Duration::from_secs(30))
                .test_before_acquire(false)
                .after_release(|conn, _| Box::pin(release_unless_stuck(conn)))
        };
        let pool = options
            .after_connect(move |conn, _| {
                Box::pin(async move {
                    conn.execute("PRAGMA busy_timeout = 10000").await?;
                    conn.execute("PRAGMA foreign_keys = ON").await?;
                    if !memory {
                        conn.execute("PRAGMA journal_mode = WAL").await?;
                    }
                    Ok(())
                })
            })
            .connect(url)
            .await
            .with_context(|| format!("cannot open the database `{url}`"))?;
        Ok(Store {
            pool,
            backend: Backend::Sqlite,
            worker: worker_id(),
            file: Some(lock),
        })
    }

    pub async fn open_memory() -> Result<Store> {
        Store::open("sqlite::memory:").await
    }

    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// SQLite's `synchronous` level on this store's connections (2: FULL, each commit waits
    /// for the disk); None on PostgreSQL.
    pub async fn synchronous(&self) -> Result<Option<i64>> {
        if self.backend != Backend::Sqlite {
            return Ok(None);
        }
        let row = sqlx::query("PRAGMA synchronous")
            .fetch_one(&self.pool)
            .await?;
        Ok(Some(sqlx::Row::try_get(&row, 0)?))
    }

    /// On SQLite, the group commits this process made on the database and the appends they
    /// held (see `group`); None on PostgreSQL, where each command commits alone.
    pub fn group_commits(&self) -> Option<(u64, u64)> {
        self.file.as_ref().map(|held| held.writers.group_commits())
    }

    /// Begins a write transaction. On a SQLite file it first waits for this process's writers
    /// ahead of it: SQLite takes one writer at a time, and a connection finding the file locked
    /// would sleep a millisecond or more before trying again.
    pub(crate) async fn begin(&self) -> Result<Writing<'_>, sqlx::Error> {
        let turn = match &self.file {
            Some(file) => Some(file.writers.writer.lock().await),
            None => None,
        };
        Ok((turn, self.pool.begin().await?))
    }

    /// Applies the migrations of this store's database. PostgreSQL's migrator takes a lock; on
    /// SQLite two processes may both try the first migration of a fresh file, and the loser
    /// fails on a table the winner created: it waits and tries again, finding the work done.
    /// Nothing else is tried again: a database stamped with a migration this build does not
    /// have (made by a newer build) or with one changed since is refused at once.
    async fn migrate(&self) -> Result<()> {
        use sqlx::migrate::MigrateError;
        let migrator = match self.backend {
            Backend::Sqlite => sqlx::migrate!("./migrations/sqlite"),
            Backend::Postgres => sqlx::migrate!("./migrations/postgres"),
        };
        let mut tries = 0;
        loop {
            match migrator.run(&self.pool).await {
                Ok(()) => return Ok(()),
                Err(MigrateError::VersionMissing(v)) => anyhow::bail!(
                    "the database was set up by another build of nusantara: it has migration {v}, which this build does not know. Run the build that made it (or a newer one), or restore a backup made by this one"
                ),
                Err(MigrateError::VersionMismatch(v)) => anyhow::bail!(
                    "the database's migration {v} differs from this build's: it was made by another build of nusantara. Run that build, or restore a backup made by this one"
                ),
                Err(MigrateError::Execute(e) | MigrateError::ExecuteMigration(e, _))
                    if tries < 20 && self.backend == Backend::Sqlite && !disk_failed(&e) =>
                {
                    tries += 1;
                    tracing::debug!(error = %e, "migration raced another process; trying again");
                    tokio::time::sleep(Duration::from_millis(50 * tries)).await;
                }
                Err(e) => return Err(e).context("cannot apply the database migrations"),
            }
        }
    }

    /// A consistent copy of the live database in the file `path` (SQLite; for PostgreSQL use
    /// pg_dump).
    pub async fn backup(&self, path: &str) -> Result<()> {
        anyhow::ensure!(
            self.backend == Backend::Sqlite,
            "a PostgreSQL database is backed up with pg_dump"
        );
        anyhow::ensure!(
            !std::path::Path::new(path).exists(),
            "{path} exists already: name a new file"
        );
        sqlx::query("VACUUM INTO $1")
            .bind(path)
            .execute(&self.pool)
            .await
            .with_context(|| format!("cannot write the backup {path}"))?;
        Ok(())
    }
}

/// Creates an empty PostgreSQL database `name` (letters, digits and `_`) on the server of
/// `server_url` (a URL to any database there, e.g. `postgres://postgres@127.0.0.1/postgres`),
/// and gives its URL. For tests, the load test and moving a SQLite database over.
pub async fn create_postgres_database(server_url: &str, name: &str) -> Result<String> {
    use sqlx::Connection;
    anyhow::ensure!(
        !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'),
        "`{name}` is not a database name: letters, digits and _ only"
    );
    install_default_drivers();
    let mut conn = sqlx::AnyConnection::connect(server_url)
        .await
        .with_context(|| format!("cannot reach the server of `{}`", redact(server_url)))?;
    conn.execute(sqlx::AssertSqlSafe(format!("CREATE DATABASE \"{name}\"")))
        .await
        .with_context(|| format!("cannot create the database {name}"))?;
    conn.close().await?;
    let (base, query) = match server_url.split_once('?') {
        Some((base, query)) => (base, format!("?{query}")),
        None => (server_url, String::new()),
    };
    let scheme = base.find("://").map_or(0, |i| i + 3);
    let server = match base[scheme..].find('/') {
        Some(slash) => &base[..scheme + slash],
        None => base,
    };
    Ok(format!("{server}/{name}{query}"))
}

/// Whether a pooled PostgreSQL connection is still good, asked of one left idle for a while
/// only (the server may have closed it): asking before every use cost each statement a second
/// round trip.
fn test_if_idle(
    conn: &mut AnyConnection,
    meta: PoolConnectionMetadata,
) -> std::pin::Pin<Box<dyn Future<Output = Result<bool, sqlx::Error>> + Send + '_>> {
    Box::pin(async move {
        if meta.idle_for > Duration::from_secs(10) {
            conn.ping().await?;
        }
        Ok(true)
    })
}

/// A unique id for this process's store.
fn worker_id() -> std::sync::Arc<str> {
    use std::collections::hash_map::RandomState;
    use std::hash::BuildHasher;
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or(0);
    let random = RandomState::new().hash_one((nanos, std::process::id()));
    format!("{}-{random:016x}", std::process::id()).into()
}

/// A database URL with its password hidden, for messages.
fn redact(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme), Some(at)) if at > scheme => {
            let credentials = &url[scheme + 3..at];
            match credentials.split_once(':') {
                Some((user, _)) => format!("{}{user}:***{}", &url[..scheme + 3], &url[at..]),
                None => url.to_string(),
            }
        }
        _ => url.to_string(),
    }
}

/// The database's own words when `e` is its disk failing: full, or an I/O error (SQLite's
/// SQLITE_FULL and SQLITE_IOERR, PostgreSQL's classes 53 and 58). Nothing more can be stored
/// then, so a front end that answers only what it recorded stops rather than going on.
pub fn disk_failure(e: &anyhow::Error) -> Option<String> {
    let failed = e
        .chain()
        .find_map(|cause| match cause.downcast_ref::<sqlx::Error>() {
            Some(e) => disk_failed(e).then(|| said(e)),
            None => match cause.downcast_ref::<WriteError>() {
                Some(WriteError::Other(inner)) => inner
                    .downcast_ref::<sqlx::Error>()
                    .filter(|e| disk_failed(e))
                    .map(said),
                _ => None,
            }
            .or_else(|| {
                let group = cause.downcast_ref::<group::NotCommitted>()?;
                group.disk.then(|| group.said.clone())
            }),
        })?;
    Some(failed)
}

/// Whether a SQLite connection given back to the pool may serve again: not when its
/// transaction is still open after the rollback its drop queued. A write the disk refused can
/// leave it so (the rollback fails too), holding the file's write lock: every other connection
/// would then wait out the busy timeout and fail with "database is locked" instead of the
/// cause. Closed, it lets go of the lock. The normal path (committed) costs one load.
async fn release_unless_stuck(conn: &mut sqlx::AnyConnection) -> Result<bool, sqlx::Error> {
    use sqlx::Connection;
    if !conn.is_in_transaction() {
        return Ok(true);
    }
    // Let the connection's worker carry out the queued rollback, then look again.
    conn.ping().await?;
    Ok(!conn.is_in_transaction())
}

/// The database's own words for `e`.
fn said(e: &sqlx::Error) -> String {
    match e {
        sqlx::Error::Database(db) => db.message().to_string(),
        other => other.to_string(),
    }
}

/// Whether `e` is the database's disk failing (see [`disk_failure`]).
fn disk_failed(e: &sqlx::Error) -> bool {
    let sqlx::Error::Database(db) = e else {
        return false;
    };
    let Some(code) = db.code() else {
        return false;
    };
    if db.try_downcast_ref::<sqlx::sqlite::SqliteError>().is_some() {
        // The primary result code is the low byte of the extended one SQLite gives.
        code.parse::<u32>()
            .is_ok_and(|c| matches!(c & 0xff, 10 | 13))
    } else {
        code.starts_with("53") || code.starts_with("58")
    }
}

fn is_unique_violation(e: &sqlx::Error) -> bool {
    matches!(e, sqlx::Error::Database(db) if db.is_unique_violation())
}

/// A statement's parameters, numbered as they are added: for SQL written in parts, each part
/// naming the parameters it adds.
#[derive(Default)]
struct Params {
    args: AnyArguments,
    error: Option<sqlx::error::BoxDynError>,
}

impl Params {
    /// Adds `value`; gives its placeholder (`$3`).
    fn add<'t, T: sqlx::Encode<'t, Any> + sqlx::Type<Any>>(&mut self, value: T) -> String {
        if let Err(e) = self.args.add(value) {
            self.error.get_or_insert(e);
        }
        format!("${}", self.args.len())
    }

    /// The statement `sql` with these parameters; an error when a value could not be encoded.
    fn query<'q>(self, sql: String) -> Result<Query<'q, Any, AnyArguments>, sqlx::Error> {
        match self.error {
            None => Ok(sqlx::query_with(AssertSqlSafe(sql), self.args)),
            Some(e) => Err(sqlx::Error::Encode(e)),
        }
    }
}

/// `$first, $first+1, ...`: `count` parameters for an `IN (...)` list.
fn params(first: usize, count: usize) -> String {
    (first..first + count)
        .map(|i| format!("${i}"))
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn passwords_are_hidden_in_messages() {
        assert_eq!(
            redact("postgres://bot:secret@db:5432/nusantara"),
            "postgres://bot:***@db:5432/nusantara"
        );
        assert_eq!(redact("postgres://db/n"), "postgres://db/n");
        assert_eq!(params(2, 3), "$2, $3, $4");
    }
}
