//! Opening a database, saying at once why one cannot be used: what a URL names (a SQLite file,
//! memory, PostgreSQL; nothing else), a missing file, a folder, no permission, a damaged file
//! (`PRAGMA quick_check` at every open), a server that refuses connections. And the lock that
//! keeps a second bot process off one SQLite file: an OS file lock (flock), which dies with its
//! process, so a `kill -9` leaves no stale lock.

use super::is_postgres;
use anyhow::{Result, bail};
use sqlx::{Connection, Executor, Row};
use std::collections::BTreeMap;
use std::fs::File;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, Weak};

/// What a database URL names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Location {
    Memory,
    File(PathBuf),
    Postgres,
}

/// How a process uses a database it opens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Access {
    /// The bot (and each load-test process): the only process on a SQLite file; a second
    /// is refused, pointing to PostgreSQL.
    Serve,
    /// The script runner, tests, tools: several may share a file, but not with a bot.
    Shared,
    /// `backup`: the database must exist already (never created); reading it takes no lock
    /// and applies no migration, so a backup runs while the bot does.
    Existing,
}

/// Reads `url`: a `postgres://` URL, a SQLite URL (`sqlite://nusantara.db`, `sqlite::memory:`)
/// or a plain file path. Any other `scheme://` is refused rather than taken for a file name.
pub(super) fn locate(url: &str) -> Result<Location> {
    if is_postgres(url) {
        return Ok(Location::Postgres);
    }
    if url.contains(":memory:") || url.contains("mode=memory") {
        return Ok(Location::Memory);
    }
    let path = url
        .strip_prefix("sqlite://")
        .or_else(|| url.strip_prefix("sqlite:"))
        .unwrap_or(url);
    if let Some((scheme, _)) = path.split_once("://") {
        bail!(
            "`{scheme}://` databases are not supported: give a SQLite file path (e.g. nusantara.db) or a postgres:// URL"
        );
    }
    anyhow::ensure!(
        !path.trim().is_empty(),
        "no database named: give a SQLite file path or a postgres:// URL"
    );
    Ok(Location::File(PathBuf::from(path)))
}

/// Checks a SQLite file before SQLite sees it, so that each cause gets its own words.
pub(super) fn check_file(path: &Path, access: Access) -> Result<()> {
    let shown = path.display();
    if path.is_dir() {
        bail!(
            "{shown} is a folder, not a database file: name a file, e.g. {}",
            path.join("nusantara.db").display()
        );
    }
    if !path.exists() {
        if access == Access::Existing {
            bail!("no database at {shown}: check the path (or DATABASE_URL)");
        }
        let folder = match path.parent() {
            Some(p) if !p.as_os_str().is_empty() => p,
            _ => Path::new("."),
        };
        if !folder.is_dir() {
            bail!(
                "cannot create the database {shown}: the folder {} does not exist",
                folder.display()
            );
        }
        return Ok(());
    }
    if access != Access::Existing
        && let Err(e) = std::fs::OpenOptions::new().write(true).open(path)
        && e.kind() == std::io::ErrorKind::PermissionDenied
    {
        bail!(
            "no permission to write the database {shown}: give the bot's user write access to it and its folder"
        );
    }
    Ok(())
}

/// What to do with a damaged database.
fn restore(path: &Path) -> String {
    let p = path.display();
    format!(
        "stop the bot, move {p} (with {p}-wal and {p}-shm) aside and copy your latest `nusantara backup` to {p}"
    )
}

/// Opens one connection to the SQLite file (no pool, so a failure is told at once, not after
/// the pool's timeout), runs `PRAGMA quick_check`, and turns the file to write-ahead logging.
///
/// Processes opening a fresh file together each turn it to WAL, which takes the file for a
/// moment; SQLite refuses one of two processes at once ("database is locked") rather than let
/// them wait for each other, so a refused check waits a little and tries again.
pub(super) async fn check_sqlite(url: &str, path: &Path) -> Result<()> {
    let mut tries = 0;
    let found = loop {
        match quick_check(url).await {
            Ok(found) => break found,
            Err(e) if busy(&e) && tries < 100 => {
                tries += 1;
                tokio::time::sleep(std::time::Duration::from_millis(10 * tries.min(10))).await;
            }
            Err(e) => return Err(explain_sqlite(&e, path)),
        }
    };
    if found.first().map(String::as_str) != Some("ok") {
        bail!(
            "the database {} is damaged ({}); nothing was written to it. To recover: {}",
            path.display(),
            found.join("; "),
            restore(path)
        );
    }
    Ok(())
}

/// What `PRAGMA quick_check` finds in the file at `url` ("ok" when nothing), the file turned to
/// write-ahead logging when it is.
async fn quick_check(url: &str) -> Result<Vec<String>, sqlx::Error> {
    let mut conn = sqlx::AnyConnection::connect(url).await?;
    let rows = conn.fetch_all("PRAGMA quick_check").await?;
    let found: Vec<String> = rows
        .iter()
        .filter_map(|r| r.try_get::<String, _>(0).ok())
        .collect();
    if found.first().map(String::as_str) == Some("ok") {
        conn.execute("PRAGMA journal_mode = WAL").await?;
    }
    conn.close().await?;
    Ok(found)
}

/// Whether `e` is SQLite finding the file locked by another connection (SQLITE_BUSY).
fn busy(e: &sqlx::Error) -> bool {
    let sqlx::Error::Database(db) = e else {
        return false;
    };
    // The primary result code is the low byte of the extended one.
    db.code()
        .and_then(|code| code.parse::<u32>().ok())
        .is_some_and(|code| code & 0xff == 5)
}

/// SQLite's error in words that say what to do.
fn explain_sqlite(e: &sqlx::Error, path: &Path) -> anyhow::Error {
    let p = path.display();
    let message = match e {
        sqlx::Error::Database(db) => db.message().to_string(),
        other => other.to_string(),
    };
    let lower = message.to_lowercase();
    if lower.contains("malformed") || lower.contains("not a database") || lower.contains("corrupt")
    {
        anyhow::anyhow!(
            "the database {p} is damaged ({message}); nothing was written to it. To recover: {}",
            restore(path)
        )
    } else if lower.contains("readonly") || lower.contains("read-only") {
        anyhow::anyhow!(
            "the database {p} cannot be written ({message}): give the bot's user write access to {p} and its folder"
        )
    } else if lower.contains("unable to open") {
        anyhow::anyhow!(
            "cannot open the database {p} ({message}): check that its folder exists and the bot's user may write in it"
        )
    } else {
        anyhow::anyhow!("cannot open the database {p}: {message}")
    }
}

/// Connects once to a PostgreSQL server, so that a refused connection or a wrong password is
/// told at once rather than after the pool's 30 s timeout.
pub(super) async fn check_postgres(url: &str, shown: &str) -> Result<()> {
    let conn = sqlx::AnyConnection::connect(url)
        .await
        .map_err(|e| anyhow::anyhow!("cannot connect to the PostgreSQL database {shown}: {e}"))?;
    conn.close().await?;
    Ok(())
}

/// A lock held on a SQLite file by this process; released when the last store using it drops.
/// It also queues this process's write transactions on the file: SQLite takes one writer at a
/// time, and a connection that finds the file locked sleeps (a millisecond, then longer) before
/// trying again, where waiting for the writer ahead in this queue costs nothing. A database in
/// memory, or a file opened only to read, has the queues without the lock.
#[derive(Debug)]
pub(super) struct Held {
    _file: Option<File>,
    /// This process's writers of the database (see `group`).
    pub(super) writers: Arc<super::group::Writers>,
}

type Registry = Mutex<BTreeMap<PathBuf, Weak<Held>>>;

static HELD: Registry = Mutex::new(BTreeMap::new());

/// Locks the SQLite file at `path` (its `<path>.lock` companion) for `access`: exclusively for
/// the bot, shared otherwise; none for reading an existing file. One process holds one lock per
/// file, whatever it opens it for, so a process may open a file twice.
pub(super) fn lock(path: &Path, access: Access) -> Result<Arc<Held>> {
    if access == Access::Existing {
        return Ok(unlocked());
    }
    // The folder made absolute (it exists; the file may not yet), so that one file has one key.
    let folder = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let key = match (std::fs::canonicalize(folder), path.file_name()) {
        (Ok(folder), Some(name)) => folder.join(name),
        _ => path.to_path_buf(),
    };
    let mut held = HELD.lock().unwrap_or_else(|p| p.into_inner());
    if let Some(found) = held.get(&key).and_then(Weak::upgrade) {
        return Ok(found);
    }
    let mut name = key.clone().into_os_string();
    name.push(".lock");
    let file = std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&name)
        .map_err(|e| anyhow::anyhow!("cannot open the lock file {}: {e}", name.display()))?;
    let taken = match access {
        Access::Serve => file.try_lock(),
        _ => file.try_lock_shared(),
    };
    if taken.is_err() {
        bail!(
            "another nusantara process is using the SQLite database {} (it holds {}). SQLite serves one bot process: stop the other one, or to run several bot processes, move to PostgreSQL (`nusantara migrate-db`) and give each process a shard range (`serve --shards`); see docs/deploy.md",
            path.display(),
            PathBuf::from(&name).display()
        );
    }
    let found = Arc::new(Held {
        _file: Some(file),
        writers: Default::default(),
    });
    held.insert(key, Arc::downgrade(&found));
    Ok(found)
}

/// The queues of a SQLite database that takes no lock (in memory, or opened only to read).
pub(super) fn unlocked() -> Arc<Held> {
    Arc::new(Held {
        _file: None,
        writers: Default::default(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_name_a_file_memory_or_postgres_and_nothing_else() {
        assert_eq!(
            locate("sqlite://x.db").unwrap(),
            Location::File("x.db".into())
        );
        assert_eq!(locate("x.db").unwrap(), Location::File("x.db".into()));
        assert_eq!(locate("sqlite::memory:").unwrap(), Location::Memory);
        assert_eq!(locate("postgres://h/db").unwrap(), Location::Postgres);
        let e = locate("mysql://root@localhost/db").unwrap_err().to_string();
        assert!(e.contains("`mysql://` databases are not supported"), "{e}");
    }

    /// Issue 22.7: SQLite's causes are told with what to do (a read-only file cannot be made
    /// here: the tests run as root, who writes any file).
    #[test]
    fn sqlite_errors_say_their_cause_and_what_to_do() {
        let said = |m: &str| explain_sqlite(&sqlx::Error::Protocol(m.into()), Path::new("n.db"));
        let e = said("attempt to write a readonly database").to_string();
        assert!(
            e.contains("cannot be written") && e.contains("write access"),
            "{e}"
        );
        let e = said("database disk image is malformed").to_string();
        assert!(
            e.contains("is damaged") && e.contains("nusantara backup"),
            "{e}"
        );
    }
}
