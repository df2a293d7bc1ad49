//! What every post of every game must be, checked on seeded self-play games of all three
//! titles played through the table (the script runner's path): the Festivals with typhoons,
//! Indonesia for 4 and 5 players, the East Indies for 5 companies.
//!
//! - Every user a post pings is mentioned in its text: Discord notifies only users mentioned in
//!   the content, so a ping not in the text notifies nobody.
//! - Every channel post fits in one Discord message (2,000 characters): a public post is never
//!   split into several channel messages.

mod common;

use nusantara::script::Runner;
use nusantara::table::{Command, Post, Table, To, mention_user};
use std::path::PathBuf;

/// A seeded self-play game of `key` with these `/game new` options, as a script.
fn example(key: &str, options: &[(&str, &str)], players: usize, seed: u64) -> String {
    let kind = nusantara::tools::find(key).expect("a game of the registry");
    let mut command = Command::new(&["game", "new"], &[]);
    for (k, v) in options {
        command.options.push((k.to_string(), v.to_string()));
    }
    kind.example(&command, players, seed)
        .unwrap_or_else(|e| panic!("no example of {key}: {e}"))
}

/// Every post of a script, with its line (pictures are not drawn: the texts are checked).
async fn posts_of(game: &str, script: &str) -> Vec<(usize, Post)> {
    let base = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests");
    let table = Table::new(common::db::store().await).without_pictures();
    let mut runner = Runner::new(table, base);
    let mut all = Vec::new();
    for (n, line) in script.lines().enumerate() {
        let t = line.trim();
        if t.is_empty() || t.starts_with('#') {
            continue;
        }
        let posts = runner
            .play(t)
            .await
            .unwrap_or_else(|e| panic!("{game} line {}: malformed {t:?}: {e}", n + 1));
        all.extend(posts.into_iter().map(|p| (n + 1, p)));
    }
    all
}

/// The seeded games every check here reads: (what, script).
fn games() -> Vec<(String, String)> {
    let mut games = Vec::new();
    let mut add = |key: &str, options: &[(&str, &str)], players: usize, seeds: &[u64]| {
        for &seed in seeds {
            let words: String = options.iter().map(|(k, v)| format!(" {k}:{v}")).collect();
            games.push((
                format!("{key}{words} players {players} seed {seed}"),
                example(key, options, players, seed),
            ));
        }
    };
    add("festivals", &[("typhoons", "2")], 4, &[7]);
    add("indonesia", &[], 4, &[3]);
    add("indonesia", &[], 5, &[7]);
    add("indies", &[], 5, &[7]);
    games
}

/// Every post of every game of [`games`], played once for all the tests here.
async fn all_posts() -> &'static [(String, usize, Post)] {
    static POSTS: tokio::sync::OnceCell<Vec<(String, usize, Post)>> =
        tokio::sync::OnceCell::const_new();
    POSTS
        .get_or_init(|| async {
            let mut all = Vec::new();
            for (game, script) in games() {
                for (line, post) in posts_of(&game, &script).await {
                    all.push((game.clone(), line, post));
                }
            }
            all
        })
        .await
}

#[tokio::test(flavor = "multi_thread")]
async fn every_channel_post_is_one_message() {
    let mut found = Vec::new();
    let mut public = 0;
    for (game, line, post) in all_posts().await {
        if !matches!(post.to, To::Channel(_)) {
            continue;
        }
        public += 1;
        let length = post.text.chars().count();
        if length > 2000 {
            found.push(format!("{game} line {line}: {length} characters"));
        }
    }
    assert!(public > 0, "no channel post: the check checked nothing");
    assert!(
        found.is_empty(),
        "{} channel posts would not fit in one message:\n{}",
        found.len(),
        found.join("\n")
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn every_ping_is_mentioned_in_the_text() {
    let mut found = Vec::new();
    let mut pinged = 0;
    for (game, line, post) in all_posts().await {
        {
            pinged += post.pings.len();
            let silent: Vec<i64> = post
                .pings
                .iter()
                .copied()
                .filter(|&u| !post.text.contains(&mention_user(u)))
                .collect();
            if !silent.is_empty() {
                found.push(format!(
                    "{game} line {line}: pings {} of {} users without mentioning them: {:?}",
                    silent.len(),
                    post.pings.len(),
                    post.text
                ));
            }
        }
    }
    assert!(
        pinged > 0,
        "no post pinged anybody: the check checked nothing"
    );
    assert!(
        found.is_empty(),
        "{} posts ping users their text does not mention:\n{}",
        found.len(),
        found
            .iter()
            .take(30)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}
