//! The database a test runs on: an in-memory (or temporary file) SQLite database, or, when
//! `NUSANTARA_TEST_POSTGRES` names a PostgreSQL server (as CI sets it), a fresh database of
//! its own there. The same tests run on both.

use nusantara::store::{Store, create_postgres_database};

/// The server the tests use, when they run on PostgreSQL.
pub fn postgres() -> Option<String> {
    std::env::var("NUSANTARA_TEST_POSTGRES")
        .ok()
        .filter(|u| !u.trim().is_empty())
}

/// A fresh database: its URL, and the folder holding it when it is a SQLite file.
pub struct Db {
    pub url: String,
    _dir: Option<tempfile::TempDir>,
}

impl Db {
    pub async fn new() -> Db {
        match postgres() {
            Some(server) => {
                let name = format!(
                    "t_{}_{}",
                    std::process::id(),
                    nusantara::script::id_for("db", &format!("{:?}", std::time::Instant::now()))
                );
                Db {
                    url: create_postgres_database(&server, &name)
                        .await
                        .expect("a test database"),
                    _dir: None,
                }
            }
            None => {
                let dir = tempfile::tempdir().unwrap();
                let url = dir.path().join("test.db").to_string_lossy().into_owned();
                Db {
                    url,
                    _dir: Some(dir),
                }
            }
        }
    }

    pub async fn store(&self) -> Store {
        Store::open(&self.url)
            .await
            .expect("the test database opens")
    }
}

/// A store for one test: PostgreSQL when configured, else SQLite in memory.
pub async fn store() -> Store {
    match postgres() {
        Some(_) => {
            let db = Db::new().await;
            let store = db.store().await;
            // The database outlives the handle; it is dropped with the throwaway server.
            std::mem::forget(db);
            store
        }
        None => Store::open_memory().await.expect("memory store"),
    }
}
