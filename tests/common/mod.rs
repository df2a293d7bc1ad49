//! Helpers shared by the integration tests: play script lines through a fresh table.

#![allow(dead_code)]

pub mod db;
pub mod lang;

use nusantara::script::Runner;
use nusantara::store::Store;
use nusantara::table::{Post, Table, To};
use std::path::PathBuf;

/// A post as a test looks at it: recipient and text with names, and the pictures.
#[derive(Debug, Clone, PartialEq)]
pub struct Seen {
    pub line: usize,
    pub to: String,
    pub text: String,
    pub images: Vec<(String, Vec<u8>)>,
    pub public: bool,
    pub components: Vec<nusantara::table::controls::Row>,
    pub pings: Vec<i64>,
    /// The number form a press opened.
    pub form: Option<nusantara::table::controls::Form>,
    /// The kind of refusal, as the script runner prints it (`"not_your_turn"`), when the post
    /// is one.
    pub refused: Option<String>,
}

pub struct Play {
    pub runner: Runner,
    pub posts: Vec<Seen>,
    next_line: usize,
}

impl Play {
    pub async fn new() -> Play {
        Play::with_store(db::store().await).await
    }

    /// A 4-player Indonesia game at its first turn order bid (tests/setups/indonesia_bid.toml),
    /// closed money, @alice to @dewi seated.
    pub async fn at_the_indonesia_bid() -> Play {
        let mut play = Play::new().await;
        play.lines(
            "@alice #t /game new game:indonesia setup:setups/indonesia_bid.toml
             @bob #t /game join
             @carol #t /game join
             @dewi #t /game join",
        )
        .await;
        play
    }

    pub async fn with_store(store: Store) -> Play {
        let base = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests");
        Play {
            runner: Runner::new(Table::new(store), base),
            posts: Vec::new(),
            next_line: 1,
        }
    }

    /// Plays script lines (comments and blank lines skipped); returns the posts they made.
    pub async fn lines(&mut self, script: &str) -> Vec<Seen> {
        let mut out = Vec::new();
        for raw in script.lines() {
            let line = self.next_line;
            self.next_line += 1;
            let t = raw.trim();
            if t.is_empty() || t.starts_with('#') {
                continue;
            }
            let posts = self
                .runner
                .play(t)
                .await
                .unwrap_or_else(|e| panic!("malformed line {t:?}: {e}"));
            out.extend(posts.iter().map(|p| self.seen(line, p)));
        }
        self.posts.extend(out.clone());
        out
    }

    /// Plays one line, which must be refused, and returns the refusal's kind and text (the only
    /// post, to the acting user).
    pub async fn refusal(&mut self, line: &str) -> (String, String) {
        let posts = self.lines(line).await;
        match posts.as_slice() {
            [
                Seen {
                    refused: Some(kind),
                    text,
                    ..
                },
            ] => (kind.clone(), text.clone()),
            _ => panic!("expected one refusal after {line:?}, got {posts:#?}"),
        }
    }

    /// Plays one line, which must be refused, and returns the refusal's kind.
    pub async fn refused(&mut self, line: &str) -> String {
        self.refusal(line).await.0
    }

    /// Plays one line and returns the text of its only post to `to` (`@user` or `#channel`).
    pub async fn reply(&mut self, line: &str, to: &str) -> String {
        let posts = self.lines(line).await;
        let mine: Vec<&Seen> = posts.iter().filter(|p| p.to == to).collect();
        assert_eq!(
            mine.len(),
            1,
            "expected one post to {to} after {line:?}, got {posts:#?}"
        );
        mine[0].text.clone()
    }

    fn seen(&self, line: usize, p: &Post) -> Seen {
        Seen {
            line,
            to: self.runner.recipient(p.to),
            text: self.runner.humanise(&p.text),
            images: p
                .images
                .iter()
                .map(|i| (i.name.clone(), i.png.clone()))
                .collect(),
            public: matches!(p.to, To::Channel(_)),
            components: p.components.clone(),
            pings: p.pings.clone(),
            form: p.form.clone(),
            refused: p.refused.map(|k| k.word()),
        }
    }

    pub fn public(&self) -> Vec<Seen> {
        self.posts.iter().filter(|p| p.public).cloned().collect()
    }
}

/// Plays `count` random lines: a user, a place and a command with some of its options, each
/// given a random value. Every line must be answered, never with an apology or an empty post.
pub async fn random_commands(
    play: &mut Play,
    seed: u64,
    count: usize,
    users: &[&str],
    places: &[&str],
    commands: &[(&str, &[&str])],
    values: &[&str],
) {
    let mut rng = nusantara::rng::Rng::new(seed);
    for _ in 0..count {
        let (command, options) = commands[rng.below(commands.len())];
        let mut line = format!(
            "{} {} {command}",
            users[rng.below(users.len())],
            places[rng.below(places.len())]
        );
        for option in options.iter() {
            if rng.below(4) > 0 {
                line.push_str(&format!(" {option}:{}", values[rng.below(values.len())]));
            }
        }
        let posts = play.lines(&line).await;
        assert!(!posts.is_empty(), "no answer to {line}");
        for post in &posts {
            assert!(
                !post.text.contains("Sorry, something went wrong"),
                "{line}: {}",
                post.text
            );
            assert!(!post.text.trim().is_empty(), "{line}: an empty post");
        }
    }
}
