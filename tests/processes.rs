//! Several `nusantara script` processes on one database file, and processes killed at random
//! points: seats, starts and actions are never lost or applied twice, and every post a change
//! causes is delivered, by the run that made it or by the next one.

mod common;

use common::db::Db;
use nusantara::script::id_for;
use nusantara::store::Status;
use std::io::Write;
use std::process::{Command, Stdio};

fn nusantara() -> Command {
    Command::new(env!("CARGO_BIN_EXE_nusantara"))
}

/// Runs `script` against `db` in a child process; gives its standard output.
fn script(db: &Db, script: &str) -> std::process::Child {
    let mut child = nusantara()
        .args(["script", "-", "--db", &db.url])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script.as_bytes())
        .unwrap();
    child
}

fn finish(child: std::process::Child) -> Vec<serde_json::Value> {
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

/// Processes started together on a fresh file all open it (the migrations do not race).
#[tokio::test]
async fn processes_opening_a_fresh_database_at_once_all_succeed() {
    for _ in 0..3 {
        let db = Db::new().await;
        let children: Vec<_> = (0..6)
            .map(|i| script(&db, &format!("@u{i} #c{i} /game new game:festivals")))
            .collect();
        for child in children {
            let posts = finish(child);
            assert!(
                posts[0]["text"]
                    .as_str()
                    .unwrap()
                    .contains("opened a table")
            );
        }
    }
}

/// Four joins from four processes at once: every one is seated exactly once, the last seat
/// starts the game in the same write, and nobody is told they took a seat they do not have.
#[tokio::test]
async fn joins_from_several_processes_are_each_kept_and_the_last_starts_the_game() {
    for _ in 0..3 {
        let db = Db::new().await;
        finish(script(
            &db,
            "@host #t /game new game:indonesia players:5 seed:4",
        ));
        let joiners = ["ann", "ben", "cy", "dee"];
        let children: Vec<_> = joiners
            .iter()
            .map(|name| script(&db, &format!("@{name} #t /game join")))
            .collect();
        let mut told = 0;
        for child in children {
            for post in finish(child) {
                if post["text"].as_str().unwrap().contains("takes seat") {
                    told += 1;
                }
            }
        }
        assert_eq!(told, 4, "each joiner is told once");
        let store = db.store().await;
        let game = store
            .latest_game_in(id_for("channel", "t"))
            .await
            .unwrap()
            .unwrap();
        assert_eq!(game.seats.len(), 5, "{:?}", game.seats);
        assert_eq!(game.status, Status::Active, "the fifth seat starts it");
        let setup: serde_json::Value =
            serde_json::from_str(game.setup.as_deref().unwrap()).unwrap();
        assert_eq!(setup["players"], 5);
    }
}

/// `/game start` racing a join: whichever wins, the game's setup seats exactly its players.
#[tokio::test]
async fn a_start_racing_a_join_seats_exactly_the_players_of_the_setup() {
    for _ in 0..4 {
        let db = Db::new().await;
        finish(script(
            &db,
            "@host #t /game new game:festivals seed:4\n@ann #t /game join",
        ));
        let start = script(&db, "@host #t /game start");
        let join = script(&db, "@ben #t /game join");
        finish(start);
        finish(join);
        let store = db.store().await;
        let game = store
            .latest_game_in(id_for("channel", "t"))
            .await
            .unwrap()
            .unwrap();
        let setup: serde_json::Value =
            serde_json::from_str(game.setup.as_deref().unwrap()).unwrap();
        assert_eq!(setup["players"], game.seats.len());
        // The game plays on: its status answers.
        let posts = finish(script(&db, "@host #t /game status"));
        assert!(!posts[0]["text"].as_str().unwrap().contains("Sorry"));
    }
}

/// The same command delivered twice (the same origin id) is applied once; the second delivery
/// gets the first answer again.
#[tokio::test]
async fn a_command_delivered_twice_is_applied_once() {
    let db = Db::new().await;
    finish(script(
        &db,
        "@alice #t /game new game:festivals players:2 seed:9\n@bob #t /game join",
    ));
    let first = finish(script(&db, "id:77 @alice dm /festivals plan tickets:none"));
    let second = finish(script(&db, "id:77 @alice dm /festivals plan tickets:none"));
    assert_eq!(first, second);
    let third = finish(script(&db, "id:78 @alice dm /festivals plan tickets:none"));
    assert_ne!(first, third, "a new origin is a new command");
}

/// Plays `full` (an example game) to its end on a clean database, and on another by `kills`
/// processes killed at random moments, each new run starting the script again from the top,
/// then one run to the end: both end finished with the same actions, each applied once, and
/// every stored post delivered.
async fn killed_runs_end_as_one_run(full: &str, kills: usize, seed: u64) {
    let clean = Db::new().await;
    finish(script(&clean, full));
    let db = Db::new().await;
    let mut rng = nusantara::rng::Rng::new(seed);
    for _ in 0..kills {
        let mut child = script(&db, full);
        std::thread::sleep(std::time::Duration::from_millis(50 + rng.below(400) as u64));
        let _ = child.kill();
        let _ = child.wait();
    }
    finish(script(&db, full));

    let a = clean.store().await;
    let b = db.store().await;
    let channel = id_for("channel", "festivals");
    let (ga, gb) = (
        a.latest_game_in(channel).await.unwrap().unwrap(),
        b.latest_game_in(channel).await.unwrap().unwrap(),
    );
    assert_eq!(gb.status, Status::Finished);
    let (la, lb) = (
        a.actions(ga.id).await.unwrap(),
        b.actions(gb.id).await.unwrap(),
    );
    assert_eq!(la, lb, "the same actions, each once");
    assert_eq!(b.pending_posts().await.unwrap(), 0, "every post delivered");
}

fn example_game() -> String {
    let none = nusantara::table::Command::new(&["game", "new"], &[]);
    nusantara::script::example("festivals", &none, 3, 11).unwrap()
}

/// An example game with an origin on every line, played by processes killed at random
/// moments: nothing lost or doubled.
#[tokio::test]
async fn killed_processes_lose_and_double_nothing() {
    let lines: Vec<String> = example_game()
        .lines()
        .filter(|l| !l.starts_with('#'))
        .enumerate()
        .map(|(i, l)| format!("id:{i} {l}"))
        .collect();
    killed_runs_end_as_one_run(&(lines.join("\n") + "\n"), 8, 5).await;
}

/// Issue 22.5: the same game without `id:` lines: a script run again on the same database
/// resumes after the lines it applied (their implicit origins), so every line is applied once.
#[tokio::test]
async fn a_script_run_again_resumes_after_the_lines_it_applied() {
    killed_runs_end_as_one_run(&example_game(), 4, 7).await;
}

/// The load test on a small scale: two processes of simulated players (one on SQLite), nothing lost, doubled or
/// diverging (the report's own checks), and commands answered.
#[tokio::test]
async fn the_load_test_finds_nothing_lost_or_doubled() {
    let dir = tempfile::tempdir().unwrap();
    // SQLite serves one bot process (a second is refused): several only on PostgreSQL.
    let (db, processes) = match common::db::postgres() {
        Some(server) => (server, "2"),
        None => (
            dir.path().join("load.db").to_string_lossy().into_owned(),
            "1",
        ),
    };
    let out = nusantara()
        .args(["bench", "--load", "--db", &db, "--processes", processes])
        .args(["--games", "20", "--seconds", "2", "--players", "2"])
        .output()
        .unwrap();
    let report: serde_json::Value = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("{e}: {}", String::from_utf8_lossy(&out.stderr)));
    assert!(report["applied"].as_u64().unwrap() > 0, "{report}");
    assert_eq!(report["lost"], 0, "{report}");
    assert_eq!(report["doubled"], 0, "{report}");
    assert_eq!(report["games_not_replaying"], 0, "{report}");
    assert_eq!(report["failures"].as_array().unwrap().len(), 0, "{report}");
}

fn texts(posts: &[serde_json::Value]) -> Vec<String> {
    posts
        .iter()
        .map(|p| format!("{} {}", p["to"], p["text"]))
        .collect()
}

/// Issue 22.3: the same command sent at once from several processes is applied once, and every
/// copy gets the first answer (never "You have already sealed").
#[tokio::test]
async fn a_command_sent_at_once_from_several_processes_gets_its_first_answer_everywhere() {
    let db = Db::new().await;
    finish(script(
        &db,
        "@alice #t /game new game:indonesia setup:tests/setups/indonesia_sealed_bids.toml
         @bob #t /game join
         @carol #t /game join",
    ));
    let copies: Vec<_> = (0..6)
        .map(|_| script(&db, "id:9 @alice dm /indonesia seal amount:0"))
        .collect();
    let answers: Vec<Vec<String>> = copies.into_iter().map(|c| texts(&finish(c))).collect();
    assert!(answers[0].join("").contains("sealed"), "{answers:?}");
    for answer in &answers {
        assert_eq!(answer, &answers[0]);
    }
}

/// Issue 22.4: an id whose first command was refused is remembered: the same id again gets the
/// refusal, and its new command is not applied.
#[tokio::test]
async fn a_refused_command_is_answered_the_same_when_repeated() {
    let db = Db::new().await;
    finish(script(
        &db,
        "@alice #t /game new game:festivals players:3 seed:9\n@bob #t /game join",
    ));
    let first = finish(script(&db, "id:77 @bob #t /game start"));
    assert!(texts(&first).join("").contains("@bob"), "{first:?}");
    assert_eq!(first[0]["refused"], "not_host", "{first:?}");
    let again = finish(script(&db, "id:77 @bob #t /game leave"));
    assert_eq!(first, again, "the same answer, its kind included");
    let game = db.store().await.all_games().await.unwrap().remove(0);
    assert_eq!(game.seats.len(), 2, "bob is still seated");
}
