//! How Indonesia reads in its channel: whole seeded 4-player games (closed money and open),
//! played through the script runner, keep every public post short enough for a phone.

use nusantara::script::Runner;
use nusantara::store::Store;
use nusantara::table::Command;
use nusantara::table::{Table, To};
use std::path::PathBuf;

/// A seeded self-play game of Indonesia with these `/game new` options, as a script.
fn example(options: &[(&str, &str)], players: usize, seed: u64) -> String {
    let kind = nusantara::tools::find("indonesia").expect("Indonesia is in the registry");
    let mut command = Command::new(&["game", "new"], &[]);
    for (k, v) in options {
        command.options.push((k.to_string(), v.to_string()));
    }
    kind.example(&command, players, seed)
        .unwrap_or_else(|e| panic!("no example: {e}"))
}

/// The texts of the channel's posts of a whole game (no pictures: they do not count here).
async fn channel(script: &str) -> Vec<String> {
    let store = Store::open_memory().await.unwrap();
    let base = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut runner = Runner::new(Table::new(store).without_pictures(), base);
    let mut texts = Vec::new();
    for line in script.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let posts = runner
            .play(line)
            .await
            .unwrap_or_else(|e| panic!("{line}: {e}"));
        for post in posts {
            if matches!(post.to, To::Channel(_)) {
                texts.push(runner.humanise(&post.text));
            }
        }
    }
    texts
}

/// The median post at most 200 characters, none over 2,000 (one Discord message), no line
/// over 300. (160 before the bots bid by proxies, 190 before they operated a company in one
/// command: the many one-line posts of single steps are gone, one post tells the operation.)
#[tokio::test]
async fn a_whole_four_player_game_reads_like_a_conversation() {
    for (options, seed) in [
        (&[("money", "closed")][..], 33),
        (&[("money", "open")][..], 34),
        (&[("money", "closed"), ("bids", "sealed")][..], 35),
    ] {
        let script = example(options, 4, seed);
        let posts = channel(&script).await;
        assert!(posts.len() > 200, "{options:?} seed {seed}: a whole game");
        let mut lengths: Vec<usize> = posts.iter().map(|p| p.chars().count()).collect();
        lengths.sort_unstable();
        let median = lengths[lengths.len() / 2];
        assert!(
            median <= 200,
            "{options:?} seed {seed}: median post {median}"
        );
        let long: Vec<&String> = posts.iter().filter(|p| p.chars().count() > 2000).collect();
        assert!(long.is_empty(), "{options:?} seed {seed}: {long:#?}");
        let lines: Vec<&str> = posts
            .iter()
            .flat_map(|p| p.lines())
            .filter(|l| l.chars().count() > 300)
            .collect();
        assert!(lines.is_empty(), "{options:?} seed {seed}: {lines:#?}");
    }
}
