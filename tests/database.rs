//! Opening a database: each reason it cannot be used is told at once in its own words, with what
//! to do; a damaged file is never written; `backup` and `migrate-db --from` never create their
//! source; one bot process per SQLite file; a game stored by other rules is refused.

mod common;

use nusantara::store::{Access, Store};
use std::path::Path;
use std::process::Command;

fn nusantara(dir: &Path) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_nusantara"));
    c.current_dir(dir).env_remove("DATABASE_URL");
    c
}

async fn open_error(url: &str) -> String {
    match Store::open(url).await {
        Ok(_) => panic!("{url} opened"),
        Err(e) => format!("{e:#}"),
    }
}

/// A SQLite file holding a few games, closed again.
async fn some_games(path: &Path) {
    let url = path.to_string_lossy();
    let run = nusantara::script::ScriptOptions {
        db: Some(url.to_string()),
        images: None,
        dump: false,
        base_dir: ".".into(),
    };
    let mut script = String::new();
    for c in 0..30 {
        script.push_str(&format!(
            "@alice #c{c} /game new game:festivals players:2 seed:{c}\n@bob #c{c} /game join\n@alice dm /festivals plan tickets:none table:#c{c}\n"
        ));
    }
    nusantara::script::run(&script, &run).await.unwrap();
}

/// Issue 27.4: neither `backup` nor `migrate-db --from` creates the database it reads.
#[test]
fn backup_and_migrate_refuse_a_database_that_does_not_exist() {
    let dir = tempfile::tempdir().unwrap();
    let runs = [
        vec!["backup", "copy.db"],
        vec!["backup", "copy.db", "--db", "nothere.db"],
        vec!["migrate-db", "--from", "nothere.db", "--to", "x.db"],
    ];
    for args in runs {
        let out = nusantara(dir.path()).args(&args).output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{args:?}");
        assert!(err.contains("no database at"), "{args:?}: {err}");
        let left: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
        assert!(left.is_empty(), "{args:?} created {left:?}");
    }
}

/// Issue 27.5: a folder, a missing folder and an unsupported URL each get their own words; a
/// PostgreSQL server that refuses connections is told as such (not as a pool's timeout).
#[tokio::test]
async fn database_errors_name_their_cause() {
    let dir = tempfile::tempdir().unwrap();
    let e = open_error(&dir.path().to_string_lossy()).await;
    assert!(e.contains("is a folder, not a database file"), "{e}");
    let e = open_error(&dir.path().join("missing/x.db").to_string_lossy()).await;
    assert!(e.contains("does not exist"), "{e}");
    assert!(!e.contains("mode=rwc"), "{e}");
    let e = open_error("mysql://root@localhost/nusantara").await;
    assert!(e.contains("`mysql://` databases are not supported"), "{e}");
    assert!(!dir.path().join("mysql:").exists());
    let e = open_error("postgres://nobody@127.0.0.1:1/nusantara").await;
    assert!(
        e.contains("cannot connect to the PostgreSQL database"),
        "{e}"
    );
    assert!(!e.contains("pool timed out"), "{e}");
}

/// Issues 22.7 and 22.8: a damaged header, or damaged pages in the middle, are told at once
/// with how to recover, and the file is left as it was.
#[tokio::test]
async fn a_damaged_database_is_refused_and_left_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("good.db");
    some_games(&good).await;
    let bytes = std::fs::read(&good).unwrap();
    assert!(bytes.len() > 40_000, "{}", bytes.len());
    let mut header = bytes.clone();
    header[..100].fill(0x55);
    let mut pages = bytes.clone();
    for start in [8192, 24576] {
        for (i, b) in pages[start..start + 8192].iter_mut().enumerate() {
            *b = (i * 31 % 251) as u8;
        }
    }
    for (name, damaged) in [("header.db", header), ("pages.db", pages)] {
        let path = dir.path().join(name);
        std::fs::write(&path, &damaged).unwrap();
        let e = open_error(&path.to_string_lossy()).await;
        assert!(e.contains("is damaged"), "{name}: {e}");
        assert!(e.contains("nusantara backup"), "{name}: {e}");
        assert_eq!(std::fs::read(&path).unwrap(), damaged, "{name} was written");
    }
}

/// Issue 22.9: a second process on a SQLite file the bot holds is refused, pointing to
/// PostgreSQL; a backup still runs while the bot does; the load test on SQLite runs one
/// process.
#[tokio::test]
async fn a_second_process_on_the_bots_sqlite_file_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let url = db.to_string_lossy().into_owned();
    let bot = Store::open_for(&url, Access::Serve).await.unwrap();
    // The same process may open it again (the script runner and tests do).
    Store::open(&url).await.unwrap();
    let mut child = nusantara(dir.path())
        .args(["script", "-", "--db", &url])
        .stdin(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdin.take());
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(
        err.contains("another nusantara process is using") && err.contains("PostgreSQL"),
        "{err}"
    );
    let backup = nusantara(dir.path())
        .args(["backup", "copy.db", "--db", &url])
        .output()
        .unwrap();
    assert!(
        backup.status.success(),
        "{}",
        String::from_utf8_lossy(&backup.stderr)
    );
    drop(bot);
    let load = nusantara(dir.path())
        .args(["bench", "--load", "--db", "load.db", "--processes", "2"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&load.stderr);
    assert!(
        !load.status.success() && err.contains("PostgreSQL"),
        "{err}"
    );
}

/// Issue 22.6: a game stored by other rules than this program's is refused with a clear message
/// and never replayed; the script runner names it at start.
#[tokio::test]
async fn a_game_stored_by_other_rules_is_refused() {
    use sqlx::Connection;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("rules.db");
    some_games(&db).await;
    let url = db.to_string_lossy().into_owned();
    sqlx::any::install_default_drivers();
    let mut conn = sqlx::AnyConnection::connect(&format!("sqlite://{url}"))
        .await
        .unwrap();
    sqlx::query("UPDATE games SET rules_version = 99 WHERE id = 1")
        .execute(&mut conn)
        .await
        .unwrap();
    conn.close().await.unwrap();
    let out = nusantara(dir.path())
        .args(["script", "-", "--db", &url])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut out = out;
    {
        use std::io::Write;
        let mut stdin = out.stdin.take().unwrap();
        writeln!(stdin, "@bob dm /festivals plan tickets:none table:#c0").unwrap();
        writeln!(stdin, "@eve #c0 /game status").unwrap();
    }
    let out = out.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(err.contains("rules version 99"), "{err}");
    assert!(
        stdout.contains("was stored by version 99 of the rules of The Festivals"),
        "{stdout}"
    );
    assert!(!stdout.contains("Sorry"), "{stdout}");
    assert!(!stdout.contains("@bob has planned"), "{stdout}");
}
