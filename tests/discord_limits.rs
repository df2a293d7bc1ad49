//! Everything the bot would send to Discord, checked against Discord's documented limits by the
//! stand-in's checker (tests/discord_mock/check/, built on twilight's model and validators):
//! the command tree, and the very message bodies the outbox sends
//! (`discord::outbox::messages`, and `edit_message` for an edit of a turn card, checked as an
//! edit of the card's message) for every post of seeded random games of all three games and
//! of the example games. Each test collects every violation and fails listing them: kind,
//! game, seed, script line, offending value.

mod common;
mod discord_mock;

use discord_mock::check::{self, Violation};
use nusantara::discord::outbox::{Message, edit_message, messages};
use nusantara::script::Runner;
use nusantara::table::{CardAt, Command, Post, Table, To};
use serde_json::Value;
use std::collections::{BTreeMap, HashMap};
use std::path::PathBuf;

/// One violation found in a game.
struct Found {
    game: String,
    line: usize,
    violation: Violation,
}

impl Found {
    /// The kind of a violation: its code and its path with the indices left out.
    fn kind(&self) -> String {
        let path: Vec<&str> = self
            .violation
            .path
            .split('.')
            .map(|k| if k.parse::<usize>().is_ok() { "N" } else { k })
            .collect();
        format!("{} at {}", self.violation.code, path.join("."))
    }
}

/// Fails listing every violation: each kind with its count and first example, then up to 50
/// of them in full.
fn assert_none(found: &[Found]) {
    if found.is_empty() {
        return;
    }
    let mut kinds: BTreeMap<String, (usize, &Found)> = BTreeMap::new();
    for f in found {
        kinds.entry(f.kind()).or_insert((0, f)).0 += 1;
    }
    let mut report = format!("{} violations of Discord's limits\n", found.len());
    for (kind, (count, f)) in &kinds {
        report.push_str(&format!(
            "- {kind}: {count}, first in {} line {}: {}\n",
            f.game, f.line, f.violation
        ));
    }
    for f in found.iter().take(50) {
        report.push_str(&format!("  {} line {}: {}\n", f.game, f.line, f.violation));
    }
    panic!("{report}");
}

/// The files of a message as the checker takes them: name and size.
fn files(m: &Message) -> Vec<(String, usize)> {
    m.files
        .iter()
        .map(|i| (i.name.clone(), i.png.len()))
        .collect()
}

/// The violations in the bodies the outbox would send for one post: its new messages, or the
/// edit of its game's card, checked as an edit of that card's message (`cards`: whether each
/// card's message was V2, an edit cannot remove the flag).
fn post_violations(post: &Post, cards: &mut HashMap<CardAt, bool>) -> Vec<Violation> {
    if let Some(at) = post.edits
        && let Some(&was_v2) = cards.get(&at)
        && let Some(m) = edit_message(post)
    {
        return check::edit(&m.body, &files(&m), was_v2);
    }
    let sent = messages(post, "o1");
    let mut found = Vec::new();
    if let (To::Channel(_), Some(last)) = (post.to, sent.last())
        && !post.images.is_empty()
    {
        found.extend(card_violations(
            &last.body,
            &post.images[0].name,
            &post.pings,
        ));
    }
    if let (Some(at), Some(last)) = (post.card.or(post.edits), sent.last()) {
        let v2 = last.body["flags"]
            .as_u64()
            .is_some_and(|f| f & check::COMPONENTS_V2 != 0);
        cards.insert(at, v2);
    }
    found.extend(
        sent.iter()
            .flat_map(|m| check::message(&m.body, &files(m), true)),
    );
    found
}

/// What a channel post showing the board must be: a turn card (V2, one container) whose media
/// gallery shows that very picture, and, when it pings the players it awaits, their actions.
fn card_violations(body: &Value, file: &str, pings: &[i64]) -> Vec<Violation> {
    let broken = |path: &str, message: &str| Violation {
        path: path.to_string(),
        code: "NOT_A_TURN_CARD".to_string(),
        message: message.to_string(),
        value: body.to_string().chars().take(120).collect(),
    };
    let v2 = body["flags"]
        .as_u64()
        .is_some_and(|f| f & check::COMPONENTS_V2 != 0);
    let container = &body["components"][0];
    if !v2 || container["type"] != 17 {
        return vec![broken("flags", "a board outside a Components V2 container")];
    }
    let inside = container["components"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    let mut out = Vec::new();
    let shown = inside.iter().any(|c| {
        c["type"] == 12 && c["items"][0]["media"]["url"] == format!("attachment://{file}")
    });
    if !shown {
        out.push(broken(
            "components.0",
            "no media gallery shows the board's file",
        ));
    }
    if !pings.is_empty() && !inside.iter().any(|c| c["type"] == 1) {
        out.push(broken(
            "components.0",
            "it awaits players but holds no actions",
        ));
    }
    out
}

/// Plays a script through a fresh table and checks every post it makes; the game must post
/// `reach` (a stage it is meant to get to) somewhere.
async fn check_script(game: &str, script: &str, reach: &str) -> Vec<Found> {
    let base = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut runner = Runner::new(Table::new(common::db::store().await), base);
    let mut found = Vec::new();
    let mut cards = HashMap::new();
    let mut reached = false;
    for (n, line) in script.lines().enumerate() {
        let t = line.trim();
        if t.is_empty() || t.starts_with('#') {
            continue;
        }
        let posts = runner
            .play(t)
            .await
            .unwrap_or_else(|e| panic!("{game} line {}: malformed {t:?}: {e}", n + 1));
        for post in &posts {
            reached |= post.text.contains(reach);
            found.extend(
                post_violations(post, &mut cards)
                    .into_iter()
                    .map(|violation| Found {
                        game: game.to_string(),
                        line: n + 1,
                        violation,
                    }),
            );
        }
    }
    assert!(reached, "{game} never posted {reach:?}");
    found
}

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

async fn check_games(
    key: &str,
    options: &[(&str, &str)],
    players: usize,
    seeds: &[u64],
    reach: &str,
) {
    let mut found = Vec::new();
    for &seed in seeds {
        let words: String = options.iter().map(|(k, v)| format!(" {k}:{v}")).collect();
        let game = format!("{key}{words} players {players} seed {seed}");
        let script = example(key, options, players, seed);
        found.extend(check_script(&game, &script, reach).await);
    }
    assert_none(&found);
}

#[test]
fn the_command_tree_is_within_discords_limits() {
    let tree = nusantara::discord::command_tree_json();
    let found: Vec<Found> = check::command_tree(&tree)
        .into_iter()
        .map(|violation| Found {
            game: "the command tree".into(),
            line: 0,
            violation,
        })
        .collect();
    assert_none(&found);
}

/// The stand-in refuses what Discord refuses in a localized tree: an unknown locale, a localized
/// description over 100 characters, a localized name against the rule of names, two options,
/// subcommands or commands one locale reads under one name.
#[test]
fn a_localized_tree_discord_refuses_is_refused() {
    let tree = serde_json::json!([{"name": "game", "description": "Tables",
    "description_localizations": {"id": "Meja"},
    "options": [{"type": 1, "name": "new", "description": "Open",
        "description_localizations": {"xx": "Buka"},
        "options": [
            {"type": 3, "name": "game", "description": "Which",
             "description_localizations": {"id": "d".repeat(101)},
             "choices": [{"name": "yes", "value": "yes",
                          "name_localizations": {"id": ""}}]},
            {"type": 3, "name": "seat", "description": "Seat",
             "name_localizations": {"id": "Kursi"}},
            {"type": 3, "name": "chair", "description": "Chair",
             "name_localizations": {"id": "game"}},
        ]}]}]);
    let found: Vec<String> = check::command_tree(&tree)
        .iter()
        .map(|v| format!("{v:?}"))
        .collect();
    let found = found.join("\n");
    for wanted in [
        "0.options.0.description_localizations.xx",
        "0.options.0.options.0.description_localizations.id",
        "0.options.0.options.0.choices.0.name_localizations.id",
        "0.options.0.options.1.name_localizations.id",
        "0.options.0.options.2.name_localizations",
    ] {
        assert!(found.contains(wanted), "{wanted} not refused in:\n{found}");
    }
    // A command's and a subcommand's names are checked as an option's are.
    let names = serde_json::json!([
        {"name": "game", "description": "Tables", "name_localizations": {"id": "Meja"},
         "options": [
            {"type": 1, "name": "join", "description": "Join",
             "name_localizations": {"id": "gabung"}},
            {"type": 1, "name": "merge", "description": "Merge",
             "name_localizations": {"id": "gabung"}},
         ]},
        {"name": "table", "description": "Table", "name_localizations": {"id": "festivals"}},
        {"name": "festivals", "description": "Festivals"},
    ]);
    let found: Vec<String> = check::command_tree(&names)
        .iter()
        .map(|v| format!("{v:?}"))
        .collect();
    let found = found.join("\n");
    for wanted in [
        "0.name_localizations.id",
        "0.options.1.name_localizations",
        "2.name_localizations",
    ] {
        assert!(found.contains(wanted), "{wanted} not refused in:\n{found}");
    }
    let good = serde_json::json!([{"name": "game", "description": "Tables",
        "description_localizations": {"id": "Meja"},
        "options": [{"type": 1, "name": "new", "description": "Open",
            "description_localizations": {"id": "Buka"},
            "options": [{"type": 3, "name": "game", "description": "Which",
                "choices": [{"name": "yes", "value": "yes",
                             "name_localizations": {"id": "ya"}}]}]}]}]);
    let none: Vec<String> = check::command_tree(&good)
        .iter()
        .map(|v| format!("{v:?}"))
        .collect();
    assert!(none.is_empty(), "{none:?}");
}

#[tokio::test]
async fn festivals_with_typhoons_stay_within_discords_limits() {
    check_games("festivals", &[("typhoons", "2")], 3, &[101, 7], "typhoon").await;
    check_games(
        "festivals",
        &[("typhoons", "3"), ("typhoon_ties", "airplane")],
        4,
        &[5],
        "typhoon",
    )
    .await;
}

#[tokio::test]
async fn five_player_indonesia_stays_within_discords_limits() {
    check_games("indonesia", &[], 5, &[100, 3], "era C").await;
}

#[tokio::test]
async fn indonesia_with_sealed_bids_stays_within_discords_limits() {
    check_games("indonesia", &[("bids", "sealed")], 4, &[11], "sealed").await;
}

#[tokio::test]
async fn five_company_east_indies_stays_within_discords_limits() {
    check_games("indies", &[], 5, &[100, 9], "").await;
}

#[tokio::test]
async fn the_example_games_stay_within_discords_limits() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples");
    let mut found = Vec::new();
    for name in [
        "festivals-game.txt",
        "indonesia-game.txt",
        "indies-game.txt",
    ] {
        let script = std::fs::read_to_string(dir.join(name)).expect("an example game");
        found.extend(check_script(name, &script, "").await);
    }
    assert_none(&found);
}
