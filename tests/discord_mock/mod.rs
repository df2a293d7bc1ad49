//! A local stand-in for Discord, for the Discord tests: JSON as Discord sends it, a REST mock
//! (wiremock) with the routes the bot uses, a gateway websocket speaking the documented
//! protocol (HELLO, IDENTIFY, READY, heartbeats, dispatches), and readers for what the bot
//! sent. Loopback addresses only.
//!
//! By what it holds: `objects` (Discord's objects as JSON), `rest` (the REST mock and its
//! routes), `requests` (readers of what the bot sent), `gateway` (the websocket), `check`
//! (Discord's rules for every body); here the constants and helpers every test shares.

#![allow(dead_code)]

mod bot;
pub mod check;
mod gateway;
mod objects;
pub mod ratelimit;
mod requests;
mod rest;
pub mod threads;
#[allow(unused_imports)]
pub use bot::*;
#[allow(unused_imports)]
pub use gateway::*;
#[allow(unused_imports)]
pub use objects::*;
#[allow(unused_imports)]
pub use requests::*;
#[allow(unused_imports)]
pub use rest::*;

use std::time::Duration;
use tokio::net::TcpListener;

pub const APP_ID: u64 = 4_000_000_000_000_001;
pub const BOT_ID: u64 = 4_000_000_000_000_002;
pub const GUILD_ID: u64 = 3_000_000_000_000_300;
pub const TOKEN: &str = "test-token.not-a-real-one";
/// How long any single wait in these tests may take before the test fails.
pub const WAIT: Duration = Duration::from_secs(20);

/// What the bot may do in the mock's channels (Discord's `app_permissions`): View Channel,
/// Send Messages, Embed Links, Attach Files, Read Message History, Send Messages in Threads.
pub const BOT_PERMISSIONS: u64 =
    (1 << 10) | (1 << 11) | (1 << 14) | (1 << 15) | (1 << 16) | (1 << 38);

/// Runs a test's body, failing it after [`WAIT`].
pub async fn within<T>(f: impl std::future::Future<Output = T>) -> T {
    tokio::time::timeout(WAIT, f)
        .await
        .expect("the test took too long")
}

/// A SQLite file in `dir` holding a table after the script `lines` (setups read from tests/,
/// no pictures), each answer delivered: where a stand-in test starts the bot.
pub async fn stored_table(dir: &tempfile::TempDir, lines: &[&str]) -> String {
    let base = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests");
    let db = dir.path().join("table.db").display().to_string();
    let store = nusantara::store::Store::open(&db).await.unwrap();
    let table = nusantara::table::Table::new(store).without_pictures();
    let mut runner = nusantara::script::Runner::new(table, base);
    for line in lines.iter().map(|l| l.trim()) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let posts = runner.play(line).await.expect("a well-formed line");
        runner.delivered(&posts).await.unwrap();
    }
    db
}

/// A loopback address where nothing listens.
pub async fn closed_port() -> String {
    let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let address = listener.local_addr().unwrap();
    drop(listener);
    format!("http://{address}")
}
