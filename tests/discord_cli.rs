//! The command line's Discord commands, run as the real binary.

use std::process::Command;

fn nusantara() -> Command {
    Command::new(env!("CARGO_BIN_EXE_nusantara"))
}

#[test]
fn serve_without_a_token_says_what_to_set_and_exits_at_once() {
    // An empty folder: no .env file to find a token in.
    let dir = tempfile::tempdir().unwrap();
    let started = std::time::Instant::now();
    let out = nusantara()
        .arg("serve")
        .current_dir(dir.path())
        .env_remove("DISCORD_TOKEN")
        .env_remove("RUST_LOG")
        .env("RUST_BACKTRACE", "1")
        .output()
        .unwrap();
    assert!(started.elapsed().as_secs() < 10, "it exits at once");
    assert!(!out.status.success(), "a non-zero exit");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(stderr.trim().lines().count(), 1, "one line: {stderr}");
    assert!(stderr.contains("DISCORD_TOKEN"), "{stderr}");
    assert!(
        !stderr.contains("panicked") && !stderr.contains("backtrace"),
        "{stderr}"
    );
    assert!(
        !dir.path().join("nusantara.db").exists(),
        "nothing is created before the token is checked"
    );
}

/// `serve` in a folder whose `.env` file holds `text`, without a token in the environment.
fn serve_with_dotenv(text: &str) -> std::process::Output {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join(".env"), text).unwrap();
    nusantara()
        .arg("serve")
        .current_dir(dir.path())
        .env_remove("DISCORD_TOKEN")
        .output()
        .unwrap()
}

#[test]
fn an_empty_token_in_a_dotenv_file_is_no_token() {
    let out = serve_with_dotenv("DISCORD_TOKEN=\n");
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("DISCORD_TOKEN"));
}

#[test]
fn commands_prints_the_registered_tree() {
    let out = nusantara().arg("commands").output().unwrap();
    assert!(out.status.success());
    let printed: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(printed, nusantara::discord::command_tree_json());
    assert_eq!(printed[0]["name"], "game");
    // Each command's size, as Discord counts it, on stderr.
    let sizes = String::from_utf8_lossy(&out.stderr);
    for (name, size) in nusantara::discord::command_sizes() {
        assert!(
            sizes.contains(&format!("{name}: {size} of 4000 characters")),
            "{sizes}"
        );
    }
}

mod discord_mock;

/// The real binary against the local stand-in: it migrates the database, connects, registers
/// its commands, and on SIGTERM closes and exits with status 0.
#[cfg(unix)]
#[tokio::test]
async fn serve_runs_against_the_stand_in_and_stops_cleanly_on_sigterm() {
    use discord_mock::*;
    let rest = server().await;
    let gateway = Gateway::start().await;
    mount_discord_api(&rest, &gateway.url).await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let child = nusantara()
        .arg("serve")
        .current_dir(dir.path())
        .env("DISCORD_TOKEN", TOKEN)
        .env("DISCORD_API_PROXY", rest.uri())
        .env("DATABASE_URL", &db)
        .env("RUST_LOG", "warn")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    // Never leave the bot running, whatever fails below.
    struct Reap(std::process::Child);
    impl Drop for Reap {
        fn drop(&mut self) {
            let _ = self.0.kill();
            let _ = self.0.wait();
        }
    }
    let pid = child.id();
    let mut child = Reap(child);
    gateway.wait_for_op(2).await;
    wait_for_request(&rest, "the command registration", |r| {
        r.method.as_str() == "PUT" && r.url.path().ends_with("/commands")
    })
    .await;
    assert!(db.exists(), "the database was created and migrated");
    let killed = std::process::Command::new("kill")
        .args(["-TERM", &pid.to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let deadline = std::time::Instant::now() + WAIT;
    let status = loop {
        if let Some(status) = child.0.try_wait().unwrap() {
            break status;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the bot exits promptly after SIGTERM"
        );
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    };
    assert!(status.success(), "a clean exit: {status:?}");
}

/// With every log at TRACE (`RUST_LOG=trace`), the bot's token appears nowhere in its logs:
/// through start-up, the gateway's IDENTIFY, the REST calls and a command with a picture. The
/// traffic crates log nothing below INFO; the logs are still written (serenity's and ours).
#[cfg(unix)]
#[tokio::test]
async fn trace_logs_never_show_the_token() {
    use discord_mock::*;
    use serde_json::json;
    let rest = server().await;
    let gateway = Gateway::start().await;
    mount_discord_api(&rest, &gateway.url).await;
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("bot.log");
    let child = nusantara()
        .arg("serve")
        .current_dir(dir.path())
        .env("DISCORD_TOKEN", TOKEN)
        .env("DISCORD_API_PROXY", rest.uri())
        .env("DATABASE_URL", dir.path().join("bot.db"))
        .env("RUST_LOG", "trace")
        .stdout(std::process::Stdio::null())
        .stderr(std::fs::File::create(&log).unwrap())
        .spawn()
        .unwrap();
    struct Reap(std::process::Child);
    impl Drop for Reap {
        fn drop(&mut self) {
            let _ = self.0.kill();
            let _ = self.0.wait();
        }
    }
    let pid = child.id();
    let mut child = Reap(child);
    let identify = gateway.wait_for_op(2).await;
    assert!(identify["d"]["token"].as_str().unwrap().contains(TOKEN));
    wait_for_request(&rest, "the command registration", |r| {
        r.method.as_str() == "PUT" && r.url.path().ends_with("/commands")
    })
    .await;
    let alice = Who {
        user: 1,
        name: "alice",
        channel: Some(100),
    };
    let bob = Who {
        user: 2,
        name: "bob",
        ..alice
    };
    let new = gateway.slash(
        &alice,
        "game",
        "new",
        json!([{"name": "game", "type": 3, "value": "festivals"}]),
    );
    let callback =
        |(id, token): &(u64, String)| format!("/api/v10/interactions/{id}/{token}/callback");
    let path = callback(&new);
    wait_for_request(&rest, "the answer to /game new", |r| r.url.path() == path).await;
    let join = gateway.slash(&bob, "game", "join", json!([]));
    let path = callback(&join);
    wait_for_request(&rest, "the answer to /game join", |r| r.url.path() == path).await;
    let start = gateway.slash(&alice, "game", "start", json!([]));
    let token = start.1.clone();
    wait_for_request(&rest, "the start's picture", |r| {
        r.method.as_str() == "PATCH" && r.url.path().contains(&token)
    })
    .await;
    // A heartbeat or two more, then stop.
    tokio::time::sleep(std::time::Duration::from_millis(1500)).await;
    let _ = std::process::Command::new("kill")
        .args(["-TERM", &pid.to_string()])
        .status();
    let deadline = std::time::Instant::now() + WAIT;
    while child.0.try_wait().unwrap().is_none() && std::time::Instant::now() < deadline {
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    let logs = std::fs::read_to_string(&log).unwrap();
    assert!(logs.contains("TRACE"), "trace lines are written");
    assert!(
        !logs.contains('\x1b'),
        "no colour codes in a log file: {}",
        &logs[..logs.len().min(300)]
    );
    assert!(logs.contains("serenity"), "serenity's logs are kept");
    let secret_part = TOKEN.split('.').next_back().unwrap();
    assert!(
        !logs.contains(TOKEN) && !logs.contains(secret_part),
        "the token is in the logs"
    );
    for quiet in ["tungstenite", "hyper", "reqwest", "rustls"] {
        assert!(
            !logs
                .lines()
                .any(|l| (l.contains(" TRACE ") || l.contains(" DEBUG "))
                    && l.contains(&format!("{quiet}::"))),
            "{quiet} logs below INFO"
        );
    }
}

/// A `.env` line that cannot be read is named by its line in the file, and its value (perhaps
/// the token) is not shown.
#[test]
fn an_unreadable_dotenv_line_is_named_by_its_number() {
    let out = serve_with_dotenv("# the bot\nRUST_LOG=info\n\nDISCORD_TOKEN=secret part\n");
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("line 4 of"), "{stderr}");
    assert!(stderr.contains("DISCORD_TOKEN"), "{stderr}");
    assert!(!stderr.contains("secret"), "{stderr}");
    assert_eq!(stderr.trim().lines().count(), 1, "{stderr}");
}

/// The real bot, started with its logs written to a file, killed if a test leaves it running.
#[cfg(unix)]
struct Running {
    child: std::process::Child,
    log: std::path::PathBuf,
    _dir: tempfile::TempDir,
}

#[cfg(unix)]
impl Running {
    /// `serve` with its REST API at `api` (the stand-in).
    fn start(api: &str) -> Running {
        let dir = tempfile::tempdir().unwrap();
        let log = dir.path().join("bot.log");
        let child = nusantara()
            .arg("serve")
            .current_dir(dir.path())
            .env("DISCORD_TOKEN", discord_mock::TOKEN)
            .env("DISCORD_API_PROXY", api)
            .env("DATABASE_URL", dir.path().join("bot.db"))
            .env("RUST_LOG", "info")
            .stdout(std::process::Stdio::null())
            .stderr(std::fs::File::create(&log).unwrap())
            .spawn()
            .unwrap();
        Running {
            child,
            log,
            _dir: dir,
        }
    }

    fn logs(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// Waits until the logs hold `pattern` `times` times; gives the logs.
    async fn wait_for_log(&self, pattern: &str, times: usize) -> String {
        let deadline = std::time::Instant::now() + discord_mock::WAIT;
        loop {
            let logs = self.logs();
            if logs.matches(pattern).count() >= times {
                return logs;
            }
            assert!(
                std::time::Instant::now() < deadline,
                "waited for {times} × {pattern:?}; the logs: {logs}"
            );
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
    }

    /// SIGTERM, then an exit with status 0 within 30 s, as the README promises.
    async fn stop_cleanly(&mut self) {
        self.terminate();
        let status = self.exit(std::time::Duration::from_secs(30)).await;
        assert!(status.success(), "{status:?}: {}", self.logs());
    }

    /// Waits for the bot to stop by itself with status 2; gives its logs.
    async fn refused(&mut self) -> String {
        let status = self.exit(discord_mock::WAIT).await;
        assert_eq!(status.code(), Some(2), "{}", self.logs());
        self.logs()
    }

    fn terminate(&self) {
        let killed = std::process::Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .unwrap();
        assert!(killed.success());
    }

    /// Waits for the bot to end, at most `within`.
    async fn exit(&mut self, within: std::time::Duration) -> std::process::ExitStatus {
        let deadline = std::time::Instant::now() + within;
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status;
            }
            assert!(
                std::time::Instant::now() < deadline,
                "the bot still runs after {within:?}; its logs: {}",
                self.logs()
            );
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
    }
}

#[cfg(unix)]
impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The REST API answers but the gateway takes connections and drops them: serenity keeps
/// trying to start its shard, and SIGTERM still ends the bot, with status 0, well within 30 s.
#[cfg(unix)]
#[tokio::test]
async fn serve_stops_on_sigterm_while_no_shard_can_connect() {
    use discord_mock::*;
    let rest = wiremock::MockServer::start().await;
    let (gateway, taken) = dead_gateway().await;
    mount_gateway_routes(&rest, &gateway, true).await;
    let mut bot = Running::start(&rest.uri());
    // The check's own connection, then serenity's first try at the shard.
    let deadline = std::time::Instant::now() + WAIT;
    while taken.load(std::sync::atomic::Ordering::SeqCst) < 2 {
        assert!(std::time::Instant::now() < deadline, "{}", bot.logs());
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    bot.stop_cleanly().await;
}

/// Discord out of reach: one plain line per attempt, saying why and when the next one is, with
/// growing pauses; no colour codes in a log file; SIGTERM ends the wait with status 0.
#[cfg(unix)]
#[tokio::test]
async fn serve_says_discord_cannot_be_reached_and_backs_off() {
    let mut bot = Running::start(&discord_mock::closed_port().await);
    let logs = bot
        .wait_for_log("cannot reach Discord: connection refused; retrying in", 2)
        .await;
    assert!(logs.contains("retrying in 1 s"), "{logs}");
    assert!(logs.contains("retrying in 2 s"), "{logs}");
    assert!(!logs.contains("Shard Queuer"), "{logs}");
    assert!(!logs.contains('\x1b'), "{logs}");
    bot.stop_cleanly().await;
}

/// A token the REST API refuses (401) ends the bot at once with status 2 and says so.
#[cfg(unix)]
#[tokio::test]
async fn a_token_refused_by_the_api_is_said_and_ends_the_bot() {
    use discord_mock::*;
    let rest = wiremock::MockServer::start().await;
    let gateway = Gateway::start().await;
    mount_gateway_routes(&rest, &gateway.url, false).await;
    let logs = Running::start(&rest.uri()).refused().await;
    assert!(logs.contains("refused the bot's token"), "{logs}");
    assert!(logs.contains("DISCORD_TOKEN"), "{logs}");
    assert!(!logs.contains("retrying"), "{logs}");
}

/// A token the gateway refuses (close code 4004) ends the bot with status 2 and says so.
#[cfg(unix)]
#[tokio::test]
async fn a_token_refused_by_the_gateway_is_said_and_ends_the_bot() {
    use discord_mock::*;
    let rest = wiremock::MockServer::start().await;
    let gateway = refusing_gateway().await;
    mount_gateway_routes(&rest, &gateway, true).await;
    let logs = Running::start(&rest.uri()).refused().await;
    assert!(logs.contains("4004"), "{logs}");
    assert!(logs.contains("DISCORD_TOKEN"), "{logs}");
}
