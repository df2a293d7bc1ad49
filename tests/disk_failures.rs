//! Issue 39.8: a database that cannot be used fails at once, with its cause. A disk that
//! cannot take a write (here a file-size limit, `ulimit -f`, with SIGXFSZ ignored so that the
//! write fails rather than killing the process) stops a script run with one line naming the
//! cause and a failing status; a database stamped with a migration this build lacks is
//! refused at once.

use nusantara::store::Store;
use std::io::Write;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// "At once": well within this, where the slow failures took 10 to 41 seconds.
const AT_ONCE: Duration = Duration::from_secs(5);

/// `nusantara script - --db <db>` reading `script`, its files limited to `blocks` of 512
/// bytes (SIGXFSZ ignored) and backtraces asked for: gives its output and how long it took.
fn limited_run(db: &str, script: &str, blocks: Option<u64>) -> (std::process::Output, Duration) {
    let limit = blocks.map_or("unlimited".to_string(), |b| b.to_string());
    let mut child = Command::new("sh")
        .args([
            "-c",
            r#"trap '' XFSZ; ulimit -f "$1"; shift; exec "$@""#,
            "sh",
            &limit,
            env!("CARGO_BIN_EXE_nusantara"),
            "script",
            "-",
            "--db",
            db,
        ])
        .env("RUST_BACKTRACE", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("sh runs the binary");
    let since = Instant::now();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (out, since.elapsed())
}

/// The largest of the database's files (the file, its WAL).
fn largest_file(db: &std::path::Path) -> u64 {
    ["", "-wal", "-shm"]
        .iter()
        .filter_map(|suffix| {
            let mut name = db.as_os_str().to_owned();
            name.push(suffix);
            std::fs::metadata(name).ok().map(|m| m.len())
        })
        .max()
        .unwrap_or(0)
}

/// With room for a few more pages only, a run of looks and refusals (each recorded) meets a
/// write the disk refuses: the run stops there, at once, with one line on stderr naming the
/// cause (no backtrace, no "database is locked" after a wait) and a failing status.
#[test]
fn a_disk_that_cannot_take_a_write_stops_the_run_at_once_with_its_cause() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("full.db");
    let db = path.display().to_string();
    let (opened, _) = limited_run(
        &db,
        "@ann #t /game new game:festivals players:2 seed:3\n@ben #t /game join\n",
        None,
    );
    assert!(opened.status.success(), "{opened:?}");
    let mut script = String::new();
    for _ in 0..100 {
        script.push_str("@cy #t /game board\n@cy #t /game join\n");
    }
    let blocks = (largest_file(&path) + 16 * 1024) / 512;
    let (out, took) = limited_run(&db, &script, Some(blocks));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "the run's status says it failed");
    assert!(took < AT_ONCE, "it failed after {took:?}: {stderr}");
    let said: Vec<&str> = stderr.lines().filter(|l| !l.trim().is_empty()).collect();
    assert_eq!(said.len(), 1, "one line: {stderr}");
    assert!(
        said[0].contains("disk I/O error") || said[0].contains("disk is full"),
        "the cause is named: {stderr}"
    );
    let printed = String::from_utf8_lossy(&out.stdout).lines().count();
    assert!(
        printed < 200,
        "the run stopped at the write it could not make ({printed} posts printed)"
    );
}

/// A database stamped with a migration this build does not have (made by a newer build) is
/// refused at once, naming that migration; nothing is tried again.
#[tokio::test]
async fn a_database_from_a_newer_build_is_refused_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("newer.db").display().to_string();
    drop(Store::open(&db).await.unwrap());
    {
        use sqlx::Connection;
        sqlx::any::install_default_drivers();
        let mut conn = sqlx::AnyConnection::connect(&format!("sqlite://{db}"))
            .await
            .unwrap();
        sqlx::query(
            "INSERT INTO _sqlx_migrations (version, description, success, checksum, execution_time)
             VALUES (99990101000000, 'from a newer build', TRUE, x'00', 1)",
        )
        .execute(&mut conn)
        .await
        .unwrap();
        conn.close().await.unwrap();
    }
    let since = Instant::now();
    let refused = match Store::open(&db).await {
        Ok(_) => panic!("a database with an unknown migration was opened"),
        Err(e) => format!("{e:#}"),
    };
    assert!(
        since.elapsed() < AT_ONCE,
        "refused after {:?}",
        since.elapsed()
    );
    assert!(
        refused.contains("99990101000000") && refused.contains("does not know"),
        "{refused}"
    );
}
