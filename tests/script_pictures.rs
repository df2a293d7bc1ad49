//! The script runner's picture files sort in play order.

use nusantara::script::{ScriptOptions, run};

/// The first two rounds of examples/festivals-game.txt: several pictures of the same round.
fn two_rounds() -> String {
    let text = std::fs::read_to_string("examples/festivals-game.txt").unwrap();
    text.lines()
        .take_while(|l| !l.starts_with("# Round 3"))
        .collect::<Vec<_>>()
        .join("\n")
}

#[tokio::test]
async fn picture_files_sort_in_the_order_they_were_posted() {
    let dir = tempfile::tempdir().unwrap();
    let options = ScriptOptions {
        db: None,
        images: Some(dir.path().to_path_buf()),
        dump: false,
        base_dir: ".".into(),
    };
    let output = run(&two_rounds(), &options).await.unwrap().output;
    let posted: Vec<String> = output
        .iter()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap())
        .flat_map(|v| {
            v["images"]
                .as_array()
                .cloned()
                .unwrap_or_default()
                .into_iter()
                .map(|i| i.as_str().unwrap().to_string())
        })
        .collect();
    assert!(posted.len() >= 4, "{posted:?}");
    let mut listed: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    listed.sort();
    assert_eq!(listed, posted, "`ls` lists the pictures in play order");

    // A second run into the same folder continues after the first one's pictures.
    let again = run(&two_rounds(), &options).await.unwrap().output;
    let first_again: serde_json::Value = again
        .iter()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap())
        .find(|v| v["images"].as_array().is_some_and(|i| !i.is_empty()))
        .unwrap();
    let name = first_again["images"][0].as_str().unwrap();
    assert!(name > listed.last().unwrap().as_str(), "{name}");
}
