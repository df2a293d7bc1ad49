//! The database a test runs on: an in-memory (or temporary file) SQLite database, or, when
//! `NUSANTARA_TEST_POSTGRES` names a PostgreSQL server (as CI sets it), a fresh schema of its
//! own in that server's database. The same tests run on both.
//!
//! A schema, not a database: every new database copies the template (about 8 MB), and a run
//! makes hundreds, enough to fill a small CI disk; a schema holds only our few tables.

use nusantara::store::Store;
use sqlx::Connection;

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
                    url: schema(&server, &name).await,
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

    /// Runs `sql` on the database behind the store's back: to damage what a test then shows
    /// the program repairing.
    #[allow(dead_code)]
    pub async fn execute(&self, sql: &str) {
        sqlx::any::install_default_drivers();
        let url = match postgres() {
            Some(_) => self.url.clone(),
            None => format!("sqlite://{}", self.url),
        };
        let mut conn = sqlx::AnyConnection::connect(&url)
            .await
            .expect("a second connection to the test database");
        sqlx::raw_sql(sqlx::AssertSqlSafe(sql.to_string()))
            .execute(&mut conn)
            .await
            .expect("the statement runs");
        conn.close().await.ok();
    }
}

/// Makes the schema `name` on `server`; gives the URL whose connections use it alone.
async fn schema(server: &str, name: &str) -> String {
    let mut conn = sqlx::PgConnection::connect(server)
        .await
        .expect("the test server answers");
    sqlx::raw_sql(sqlx::AssertSqlSafe(format!("CREATE SCHEMA \"{name}\"")))
        .execute(&mut conn)
        .await
        .expect("a test schema");
    conn.close().await.ok();
    let join = if server.contains('?') { '&' } else { '?' };
    format!("{server}{join}options[search_path]={name}")
}

/// A store for one test: PostgreSQL when configured, else SQLite in memory.
pub async fn store() -> Store {
    match postgres() {
        Some(_) => {
            let db = Db::new().await;
            let store = db.store().await;
            // The schema outlives the handle; it goes with the throwaway server.
            std::mem::forget(db);
            store
        }
        None => Store::open_memory().await.expect("memory store"),
    }
}
