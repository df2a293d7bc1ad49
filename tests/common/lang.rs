//! What the language tests share: an Indonesian table, and the check that no English is left.

use super::Play;
use nusantara::lang::Lang;
use nusantara::script::id_for;
use nusantara::store::{NewGame, Outgoing, SeatRecord};

/// A store holding a table of `game` in #meja opened by @alice, in Indonesian (stored as is,
/// whatever languages the game is written in).
pub async fn indonesian_table(game: &str) -> nusantara::store::Store {
    // The options as `/game new game:festivals` stores them.
    let english = super::db::store().await;
    let mut play = Play::with_store(english.clone()).await;
    play.lines(&format!("@alice #meja /game new game:{game}"))
        .await;
    let options = english
        .latest_game_in(id_for("channel", "meja"))
        .await
        .unwrap()
        .unwrap()
        .options;
    let store = super::db::store().await;
    let new = NewGame {
        channel_id: id_for("channel", "meja"),
        guild_id: None,
        deadline_minutes: None,
        channel_name: Some("meja".into()),
        game: game.into(),
        creator: SeatRecord {
            user_id: id_for("user", "alice"),
            name: "alice".into(),
        },
        options,
        seed: 7,
        wanted_seats: None,
        rules_version: 1,
        unrated: None,
        language: Lang::Id,
    };
    let (game, _) = store
        .create_game(&new, &Outgoing::new(None, &[]))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        store.game(game.id).await.unwrap().unwrap().language,
        Lang::Id
    );
    store
}

/// English words a sentence can hardly do without: none may be left in an Indonesian game's
/// texts outside names and commands.
pub const ENGLISH: &[&str] = &[
    "the",
    "you",
    "your",
    "is",
    "are",
    "has",
    "have",
    "to",
    "of",
    "and",
    "with",
    "turn",
    "pass",
    "round",
    "moves",
    "rests",
    "takes",
    "shows",
    "plans",
    "planned",
    "planning",
    "waiting",
    "ticket",
    "tickets",
    "points",
    "score",
    "wins",
    "over",
    "next",
    "left",
    "on",
    "at",
    "from",
    "for",
    "by",
    "it",
    "no",
    "nothing",
    "none",
    "seat",
    "airplane",
    "typhoon",
    "pool",
    "centre",
    "players",
    "hand",
    "card",
    "cards",
    "deck",
    "place",
    "won",
    "who",
    "or",
    "in",
    // Indonesia's: names players type (areas, deeds with their goods, track words) are not.
    "company",
    "companies",
    "deed",
    "deeds",
    "ship",
    "ships",
    "city",
    "cities",
    "cash",
    "stash",
    "revenue",
    "year",
    "phase",
    "auction",
    "goods",
    "sea",
    "seas",
    "operates",
    "expands",
    "acquires",
    "proposes",
    "plan",
    "raise",
    "maximum",
    "size",
    "supply",
    "key",
    "owns",
    "link",
    "cargo",
    "unclaimed",
    "operations",
    "acquisitions",
    "growth",
    "research",
    "bids",
    "ious",
    // East Indies': names players type (areas, sites, nations, commodities, units) are not.
    "fleet",
    "fleets",
    "orders",
    "draft",
    "factory",
    "factories",
    "treasury",
    "florins",
    "voyage",
    "sails",
    "markers",
    "soldiers",
    "buys",
    "loads",
    "upkeep",
    "bribe",
    "squadron",
    "battle",
    "initiative",
    "subsidy",
    "sold",
];

/// The English words of `text` outside names and commands: a span in backticks (a command to
/// type), a mention or channel (`@ayu`, `#meja`) and the game's title are left out. A command
/// to type counts its English command and subcommand names where the Indonesian ones differ
/// (`/game join` for `/meja gabung`).
pub fn english_words(text: &str) -> Vec<String> {
    let mut prose = String::new();
    let mut commands = Vec::new();
    for (i, part) in text.split('`').enumerate() {
        if i % 2 == 0 {
            prose.push_str(part);
            prose.push(' ');
        } else if let Some(mention) = part.strip_prefix('/') {
            commands.extend(english_command_words(mention));
        }
    }
    let prose = prose.replace("The Festivals", " ");
    prose
        .split(|c: char| !(c.is_alphanumeric() || c == '@' || c == '#' || c == '-'))
        .filter(|w| !w.starts_with('@') && !w.starts_with('#'))
        .map(str::to_lowercase)
        .filter(|w| ENGLISH.contains(&w.as_str()))
        .chain(commands)
        .collect()
}

/// The command and subcommand of a mention (`game join`) that are English names whose
/// Indonesian names differ.
fn english_command_words(mention: &str) -> Vec<String> {
    use nusantara::lang::command_name;
    let mut words = mention.split(' ');
    let (Some(top), sub) = (words.next(), words.next()) else {
        return Vec::new();
    };
    let Some(group) = nusantara::table::groups().iter().find(|g| g.name == top) else {
        return Vec::new();
    };
    let mut english = Vec::new();
    if command_name(&[group.name], Lang::Id) != top {
        english.push(top.to_string());
    }
    if let Some(spec) = group.commands.iter().find(|c| Some(c.name) == sub)
        && command_name(&[group.name, spec.name], Lang::Id) != spec.name
    {
        english.push(spec.name.to_string());
    }
    english
}

/// The texts a component shows: its labels, placeholders and descriptions.
pub fn captions(value: &serde_json::Value, into: &mut Vec<String>) {
    match value {
        serde_json::Value::Object(map) => {
            for (key, value) in map {
                match (key.as_str(), value) {
                    ("label" | "placeholder" | "description", serde_json::Value::String(s)) => {
                        into.push(s.clone())
                    }
                    _ => captions(value, into),
                }
            }
        }
        serde_json::Value::Array(items) => items.iter().for_each(|v| captions(v, into)),
        _ => {}
    }
}

/// A whole game of `key` at an Indonesian table: `script` (an example game's lines, its channel
/// `#<key>`) played from after the opening, every line with `locale:id`, after `first` lines
/// once everyone is seated and the game started. Checked: played to its end, nothing refused.
/// Returns the posts (their place and text) with their English words, and every caption of
/// their buttons, menus and forms.
pub async fn whole_game_in_indonesian(
    key: &str,
    script: &str,
    first: &[&str],
) -> (Vec<(String, Vec<String>)>, Vec<String>) {
    let mut play = Play::with_store(indonesian_table(key).await).await;
    let mut lines: Vec<String> = [
        "@bob #meja /game join",
        "@carol #meja /game join",
        "@alice #meja /game start",
    ]
    .iter()
    .chain(first)
    .map(|l| format!("locale:id {l}"))
    .collect();
    lines.extend(
        script
            .lines()
            .filter(|l| l.starts_with('@') && !l.contains("/game new") && !l.contains("/game join"))
            .map(|l| format!("locale:id {}", l.replace(&format!("#{key}"), "#meja"))),
    );
    lines.push("locale:id @carol dm /game status table:#meja".into());
    play.lines(&lines.join("\n")).await;
    let status = play
        .posts
        .iter()
        .rev()
        .find(|p| p.to == "#meja")
        .expect("the final status");
    assert!(
        status.text.contains("Permainan selesai"),
        "the game was played to its end: {}",
        status.text
    );
    let refused: Vec<&super::Seen> = play.posts.iter().filter(|p| p.refused.is_some()).collect();
    assert!(refused.is_empty(), "no refusal: {refused:#?}");
    let english = play
        .posts
        .iter()
        .map(|p| (format!("{} {}", p.to, p.text), english_words(&p.text)))
        .collect();
    let mut shown = Vec::new();
    for post in &play.posts {
        captions(&serde_json::to_value(&post.components).unwrap(), &mut shown);
    }
    (english, shown)
}
