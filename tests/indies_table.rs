//! East Indies through the table: sealed orders by DM or privately in the channel, the channel
//! told only who has sealed, the reveal, the deadline's default orders, and checks at once.

mod common;

use common::{Play, Seen, random_commands};
use nusantara::script::{ScriptOptions, run};
use nusantara::table::Command;
use std::path::PathBuf;

const OPENING: &str = "
    @alice #t /game new game:indies seed:7 years:8
    @bob #t /game join
    @carol #t /game join
    @alice #t /game start
";

fn public(posts: &[Seen]) -> Vec<Seen> {
    posts.iter().filter(|p| p.public).cloned().collect()
}

/// Two runs' posts are the same; the first difference is named without the pictures' bytes.
fn same(a: &[Seen], b: &[Seen]) {
    assert_eq!(a.len(), b.len(), "{}\n---\n{}", texts(a), texts(b));
    for (x, y) in a.iter().zip(b) {
        assert!(
            x == y,
            "line {} to {}: {:?} / {:?}; components {:?} / {:?}; pictures the same: {}",
            x.line,
            x.to,
            x.text,
            y.text,
            x.components,
            y.components,
            x.images == y.images
        );
    }
}

fn texts(posts: &[Seen]) -> String {
    posts
        .iter()
        .map(|p| format!("{}: {}", p.to, p.text))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Two games from the same seed, differing only in what one company drafted and sealed (by DM
/// or privately in the channel, and in how many orders), look the same to the channel (posts, pictures, board, status and log) until the last seal
/// reveals the orders.
#[tokio::test]
async fn a_sealed_draft_changes_nothing_public_before_the_reveal() {
    let mut a = Play::new().await;
    let mut b = Play::new().await;
    a.lines(OPENING).await;
    b.lines(OPENING).await;
    a.lines(
        "@alice dm /indies buy fleet:A unit:carrack count:2
         @alice dm /indies move order:voyage fleet:A to:Java
         @alice dm /indies seal",
    )
    .await;
    b.lines(
        "@alice dm /indies buy fleet:A unit:galleon count:3
         @alice #t /game hand
         @alice dm /indies seal",
    )
    .await;
    let look = "@bob #t /indies buy fleet:A unit:caravel
        @dewi #t /game board
        @dewi #t /game status
        @dewi #t /game log
        @bob #t /indies seal";
    a.lines(look).await;
    b.lines(look).await;
    same(&public(&a.posts), &public(&b.posts));
    let seen = texts(&public(&a.posts));
    assert!(
        seen.contains("Portugal (@alice) has sealed its orders (1 of 3)"),
        "{seen}"
    );
    assert!(
        !seen.contains("carrack") && !seen.contains("Java"),
        "{seen}"
    );
    // The private answers differ, as they should.
    let private = |p: &Play| {
        texts(
            &p.posts
                .iter()
                .filter(|s| s.to == "@alice")
                .cloned()
                .collect::<Vec<_>>(),
        )
    };
    assert_ne!(private(&a), private(&b));
    // The last seal reveals the orders: now the games differ in public.
    let ra = a.lines("@carol dm /indies seal").await;
    let rb = b.lines("@carol dm /indies seal").await;
    assert_ne!(public(&ra), public(&rb));
    let reveal = texts(&public(&ra));
    assert!(reveal.contains("revealed"), "{reveal}");
    assert!(
        reveal.contains("(orders: Portugal 2, Netherlands 1, England none)"),
        "{reveal}"
    );
    assert!(
        reveal.contains("Portugal buys 2 carracks; A → Java")
            && reveal.contains("Netherlands buys 1 caravel"),
        "{reveal}"
    );
}

#[tokio::test]
async fn orders_are_checked_at_once_and_answered_privately() {
    let mut play = Play::new().await;
    play.lines(OPENING).await;
    for (line, kind, why) in [
        (
            "@alice dm /indies buy fleet:A unit:galleon count:9",
            "cannot_afford",
            "treasury",
        ),
        (
            "@alice dm /indies buy fleet:A unit:frigate",
            "bad_option",
            "`unit:frigate` is not a unit",
        ),
        (
            "@alice dm /indies buy fleet:A unit:carrack count:0",
            "bad_option",
            "`count:0` is not allowed: write a whole number, 1 or more.",
        ),
        (
            "@alice dm /indies move order:voyage fleet:A to:Atlantis",
            "bad_option",
            "is not Europe or an Indies area",
        ),
        (
            "@alice dm /indies move order:sail fleet:A to:\"Java Narnia\"",
            "bad_option",
            "\"Narnia\" is not an Indies area",
        ),
        (
            "@alice dm /indies fight order:attack fleet:A company:Spain target:B",
            "bad_option",
            "is not a company of this game",
        ),
        ("@alice dm /indies withdraw number:1", "unknown", "draft"),
        (
            "@alice dm /indies cargo order:load fleet:A site:Bantam marker:pepper",
            "not_now",
            "round 2",
        ),
    ] {
        let posts = play.lines(line).await;
        assert_eq!(posts.len(), 1, "{line}: {posts:#?}");
        assert_eq!(posts[0].to, "@alice", "{line}");
        assert_eq!(posts[0].refused.as_deref(), Some(kind), "{line}");
        assert!(posts[0].text.contains(why), "{line}: {}", posts[0].text);
    }
    // A draft is listed, changed in place and emptied.
    play.lines(
        "@alice dm /indies buy fleet:A unit:carrack
         @alice dm /indies move order:voyage fleet:A to:Java
         @alice dm /indies move order:voyage fleet:A to:Sumatra replace:2",
    )
    .await;
    let hand = play.reply("@alice dm /game hand", "@alice").await;
    assert!(
        hand.contains("1. buy 1 carrack for fleet A\n2. fleet A sails to Sumatra"),
        "{hand}"
    );
    let cleared = play.reply("@alice #t /indies clear", "@alice").await;
    assert!(
        cleared.to_lowercase().contains("empt") || cleared.contains("clear"),
        "{cleared}"
    );
    let hand = play.reply("@alice dm /game hand", "@alice").await;
    assert!(hand.contains("Your draft is empty"), "{hand}");
}

/// At the deadline, a company that has not sealed plays the default orders and the round is
/// carried out.
#[tokio::test]
async fn at_the_deadline_unsealed_companies_play_the_default_orders() {
    let mut play = Play::new().await;
    play.lines(
        "@alice #t /game new game:indies seed:7 deadline:1h
         @bob #t /game join
         @alice #t /game start
         @alice dm /indies buy fleet:A unit:carrack
         @alice dm /indies seal
         @bob dm /indies buy fleet:A unit:galleon",
    )
    .await;
    let posts = play.lines("tick +2h").await;
    let all = texts(&posts);
    assert!(all.contains("@bob"), "{all}");
    assert!(all.contains("default orders"), "{all}");
    assert!(all.contains("revealed"), "{all}");
    assert!(
        !all.contains("galleon"),
        "the unsealed draft is dropped: {all}"
    );
}

fn example_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples/indies-game.txt")
}

#[test]
fn the_example_script_is_current() {
    let committed = std::fs::read_to_string(example_path()).unwrap();
    let regenerated =
        nusantara::script::example("indies", &Command::new(&["game", "new"], &[]), 3, 5).unwrap();
    assert!(
        committed == regenerated,
        "examples/indies-game.txt is stale: regenerate it with \
         `nusantara selfplay indies --script --players 3 --seed 5 > examples/indies-game.txt`"
    );
}

/// Every order of the example game is accepted (answered privately, never refused), every seal
/// is told in the channel, and the game ends with a winner and scores.
#[tokio::test]
async fn the_example_game_plays_to_the_end() {
    let script = std::fs::read_to_string(example_path()).unwrap();
    let options = ScriptOptions {
        db: None,
        images: None,
        dump: true,
        base_dir: PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests"),
    };
    let result = run(&script, &options).await.unwrap();
    assert!(!result.malformed);
    let mut dump = None;
    let mut answered = std::collections::HashMap::new();
    for line in &result.output {
        let value: serde_json::Value = serde_json::from_str(line).unwrap();
        if let Some(d) = value.get("dump") {
            dump = Some(d.clone());
            continue;
        }
        let n = value["line"].as_u64().unwrap();
        answered
            .entry(n)
            .or_insert_with(Vec::new)
            .push(value["text"].as_str().unwrap_or("").to_string());
    }
    for (i, line) in script.lines().enumerate() {
        if !line.contains("/indies ") {
            continue;
        }
        let texts = answered.get(&(i as u64 + 1)).cloned().unwrap_or_default();
        let all = texts.join("\n");
        // A seal is told; the last one of a round is told by the reveal it brings.
        let expected: &[&str] = if line.ends_with("/indies seal") {
            &["has sealed its orders", "are revealed and carried out"]
        } else {
            &["added:"]
        };
        assert!(
            expected.iter().any(|e| all.contains(e)),
            "line {} ({line}): {all}",
            i + 1
        );
    }
    let dump = dump.expect("a dump");
    assert!(dump["public"]["winner"].is_u64(), "{}", dump["public"]);
    assert!(dump["public"]["scores"].is_array());
}

#[tokio::test]
async fn random_commands_never_break_the_table() {
    let mut play = Play::new().await;
    play.lines(OPENING).await;
    let users = ["@alice", "@bob", "@carol", "@dave"];
    let places = ["#t", "dm", "#elsewhere"];
    let commands: &[(&str, &[&str])] = &[
        ("/indies buy", &["fleet", "unit", "count", "replace"]),
        ("/indies move order:voyage", &["fleet", "to"]),
        ("/indies move order:sail", &["fleet", "to"]),
        ("/indies move", &["order", "fleet", "to", "site"]),
        ("/indies move order:csb", &["fleet"]),
        ("/indies move order:leave", &["fleet", "to"]),
        (
            "/indies fight order:patrol",
            &["fleet", "odds", "company", "laden"],
        ),
        (
            "/indies fight order:attack",
            &["fleet", "company", "target"],
        ),
        ("/indies fight order:invade", &["fleet", "site"]),
        ("/indies factory order:attempt", &["fleet", "site", "bribe"]),
        ("/indies factory order:fort", &["fleet", "site"]),
        (
            "/indies cargo order:load",
            &["fleet", "site", "marker", "count"],
        ),
        ("/indies cargo order:garrison", &["fleet", "site", "count"]),
        ("/indies changeup", &["at", "commodity", "shares"]),
        ("/indies maintenance", &["first"]),
        ("/indies withdraw", &["number"]),
        ("/indies clear", &[]),
        ("/indies seal", &["table"]),
        ("/game status", &[]),
        ("/game hand", &["table"]),
        ("/game board", &[]),
    ];
    let values = [
        "A",
        "b",
        "Z",
        "AA",
        "Java",
        "\"China Coast\"",
        "Europe",
        "CSB",
        "Bantam",
        "carrack",
        "soldier",
        "\"cloves 1/3\"",
        "pepper",
        "1:1",
        "9:9",
        "England",
        "@bob",
        "@zed",
        "1",
        "0",
        "-1",
        "3",
        "\"3 3 3\"",
        "none",
        "yes",
        "voyage",
        "leave",
        "99999999999999999999",
        "\"\"",
        "#t",
    ];
    random_commands(&mut play, 79, 400, &users, &places, commands, &values).await;
}
