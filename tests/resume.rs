//! A game played halfway into a database file and continued by a second run gives the same
//! posts and the same final state as the whole game played in one run.

use nusantara::script::{ScriptOptions, run};
use nusantara::table::Command;
use std::path::PathBuf;

fn options(db: Option<PathBuf>) -> ScriptOptions {
    ScriptOptions {
        db: db.map(|p| p.to_string_lossy().into_owned()),
        images: None,
        dump: true,
        base_dir: PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests"),
    }
}

/// (to, text) of every post, and the dump lines, from a run's output.
fn posts_and_dump(output: &[String]) -> (Vec<(String, String)>, Vec<String>) {
    let mut posts = Vec::new();
    let mut dump = Vec::new();
    for line in output {
        let value: serde_json::Value = serde_json::from_str(line).unwrap();
        if value.get("dump").is_some() {
            dump.push(line.clone());
        } else {
            assert!(value.get("error").is_none(), "malformed line: {line}");
            posts.push((
                value["to"].as_str().unwrap().to_string(),
                value["text"].as_str().unwrap().to_string(),
            ));
        }
    }
    (posts, dump)
}

#[tokio::test]
async fn a_game_continues_from_its_database_file() {
    let none = Command::new(&["game", "new"], &[]);
    continues(nusantara::script::example("festivals", &none, 3, 2024).unwrap()).await;
}

#[tokio::test]
async fn an_indonesia_game_continues_from_its_database_file() {
    let closed = Command::new(&["game", "new"], &[("money", "closed")]);
    continues(nusantara::script::example("indonesia", &closed, 3, 5).unwrap()).await;
}

/// Plays `script` whole, then in two runs on one database file: the same posts and end state.
async fn continues(script: String) {
    let whole = run(&script, &options(None)).await.unwrap();
    assert!(!whole.malformed);
    let (all_posts, all_dump) = posts_and_dump(&whole.output);
    assert!(
        all_dump[0].contains("\"winners\":["),
        "the example game did not finish: {}",
        all_dump[0]
    );

    let lines: Vec<&str> = script.lines().collect();
    let half = lines.len() / 2;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("game.db");
    let first = run(
        &(lines[..half].join("\n") + "\n"),
        &options(Some(db.clone())),
    )
    .await
    .unwrap();
    let second = run(&(lines[half..].join("\n") + "\n"), &options(Some(db)))
        .await
        .unwrap();
    let (mut posts, _) = posts_and_dump(&first.output);
    let (more, dump) = posts_and_dump(&second.output);
    posts.extend(more);
    assert_eq!(posts, all_posts);
    assert_eq!(dump, all_dump);
}
