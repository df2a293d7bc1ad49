//! Issue 39.7: an answer that stores nothing (`/game board`, a refusal) waits in the outbox
//! until it is delivered, like any other post: a process killed after recording the command
//! but before printing its answer leaves it to the next run, which prints it once.

mod common;

use common::db::Db;
use nusantara::script::id_for;
use nusantara::store::{Store, testing::forget_workers};
use nusantara::table::{Command, Invocation, Place, Table, To};
use std::io::{Read, Write};
use std::process::{Command as Process, Stdio};
use std::time::{Duration, Instant};

/// How many `/game board` lines the script has: far more output than a pipe holds.
const LOOKS: usize = 300;

/// The script: a table opened and started, then `LOOKS` looks at its board (lines 3 on).
fn script() -> String {
    let mut s =
        String::from("@ann #t /game new game:festivals players:2 seed:3\n@ben #t /game join\n");
    for _ in 0..LOOKS {
        s.push_str("@cy #t /game board\n");
    }
    s
}

fn run(db: &Db, stdout: Stdio) -> std::process::Child {
    let mut child = Process::new(env!("CARGO_BIN_EXE_nusantara"))
        .args(["script", "-", "--db", &db.url])
        .stdin(Stdio::piped())
        .stdout(stdout)
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script().as_bytes())
        .unwrap();
    child
}

/// The whole lines of an output (a line cut short by a kill is left out).
fn whole_lines(out: &str) -> Vec<serde_json::Value> {
    let complete = match out.rfind('\n') {
        Some(end) => &out[..end],
        None => "",
    };
    complete
        .lines()
        .map(|l| serde_json::from_str(l).expect("a whole line is JSON"))
        .collect()
}

/// Whether process `pid` is blocked writing into a full pipe.
fn blocked_on_a_pipe(pid: u32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/wchan")).is_ok_and(|w| w.contains("pipe_write"))
}

/// The reproduction: a script looking at the board whose output pipe is full is
/// killed with SIGKILL while printing an answer it has recorded; the same script run again
/// on the same database prints that answer (as an undelivered post, line 0) and goes on after
/// it. Every look is answered exactly once over the two runs.
#[test]
fn a_look_killed_while_printed_is_printed_by_the_next_run() {
    if !std::path::Path::new("/proc/self/wchan").exists() {
        eprintln!("no /proc/<pid>/wchan here: cannot tell when the pipe is full");
        return;
    }
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let db = runtime.block_on(Db::new());
    // Nobody reads the first run's output: it fills the pipe and blocks printing a look.
    let mut first = run(&db, Stdio::piped());
    let since = Instant::now();
    while !blocked_on_a_pipe(first.id()) {
        assert!(
            first.try_wait().unwrap().is_none(),
            "the run ended before its output filled the pipe"
        );
        assert!(
            since.elapsed() < Duration::from_secs(120),
            "the run never blocked on its output"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    first.kill().unwrap();
    first.wait().unwrap();
    let mut printed = String::new();
    first
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut printed)
        .unwrap();
    let first_lines = whole_lines(&printed);
    let looks_printed = first_lines.iter().filter(|p| p["line"].as_u64() >= Some(3));
    let looks_printed = looks_printed.count();
    assert!(
        looks_printed < LOOKS,
        "the first run was killed before printing every look"
    );

    let second = run(&db, Stdio::piped()).wait_with_output().unwrap();
    assert!(second.status.success());
    let second_lines = whole_lines(&String::from_utf8(second.stdout).unwrap());
    let resumed: Vec<_> = second_lines.iter().filter(|p| p["line"] == 0).collect();
    assert_eq!(
        resumed.len(),
        1,
        "the look being printed when the run was killed, delivered first: {resumed:?}"
    );
    assert_eq!(resumed[0]["to"], "#t");
    assert!(
        resumed[0]["text"]
            .as_str()
            .unwrap()
            .contains("Round 1. Planning"),
        "{}",
        resumed[0]
    );
    let looks_after = second_lines
        .iter()
        .filter(|p| p["line"].as_u64() >= Some(3))
        .count();
    assert_eq!(
        looks_printed + resumed.len() + looks_after,
        LOOKS,
        "every look answered exactly once: {looks_printed} by the first run, the rest by the second"
    );
    let store = runtime.block_on(Store::open(&db.url)).unwrap();
    assert_eq!(runtime.block_on(store.pending_posts()).unwrap(), 0);
}

/// For the Discord front end: a look with an origin (an interaction) is answered with posts
/// that wait in the outbox (their ids carried, for the answer to mark them delivered); left
/// undelivered by a process that died, the next process's sweep has them to deliver, and the
/// same interaction again gets the same answer and records nothing more.
#[tokio::test]
async fn an_undelivered_answer_is_left_for_the_next_process() {
    let db = Db::new().await;
    let store = Store::open(&db.url).await.unwrap();
    let table = Table::new(store.clone());
    let ask = |user: &str, path: &[&str], options: &[(&str, &str)], origin: &str| Invocation {
        user_id: id_for("user", user),
        user_name: user.into(),
        guild: Some(1),
        manages_server: false,
        place: Place::Channel(id_for("channel", "t")),
        channel_name: Some("t".into()),
        command: Command::new(path, options),
        origin: Some(origin.into()),
        locale: None,
        guild_locale: None,
    };
    let new = [("game", "festivals"), ("players", "2")];
    let opened = table
        .handle(&ask("ann", &["game", "new"], &new, "i1"))
        .await;
    let sent: Vec<i64> = opened.iter().filter_map(|p| p.outbox).collect();
    store.mark_sent(&sent).await.unwrap();
    let look = ask("cy", &["game", "board"], &[], "i2");
    let answer = table.handle(&look).await;
    assert_eq!(answer.len(), 1);
    let id = answer[0].outbox.expect("the look waits in the outbox");
    let refusal = table
        .handle(&ask("ann", &["game", "join"], &[], "i3"))
        .await;
    assert!(refusal[0].refused.is_some() && refusal[0].to == To::User(id_for("user", "ann")));
    assert!(
        refusal[0].outbox.is_some(),
        "a refusal waits in the outbox too"
    );
    assert_eq!(store.pending_posts().await.unwrap(), 2);

    // The process dies before delivering: the next one claims both.
    forget_workers(&store).await.unwrap();
    let next = Store::open(&db.url).await.unwrap();
    let left: Vec<i64> = next
        .claim_pending(10)
        .await
        .unwrap()
        .iter()
        .map(|r| r.id)
        .collect();
    assert!(left.contains(&id) && left.len() == 2, "{left:?}");
    // The same interaction again: the same answer, nothing more stored.
    let again = table.handle(&look).await;
    assert_eq!(again[0].text, answer[0].text);
    next.mark_sent(&left).await.unwrap();
    assert_eq!(store.pending_posts().await.unwrap(), 0);
}
