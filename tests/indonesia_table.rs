//! Indonesia through the table service: a whole seeded game from its script, the lobby's
//! Indonesia options, refusals that name what was wrong, and random commands that never break
//! the table.

mod common;

use common::{Play, random_commands};
use nusantara::games::indonesia::Money;
use nusantara::games::{Components, Described, Rules};
use nusantara::script::{ScriptOptions, run};
use nusantara::table::indonesia::Indonesia;
use nusantara::table::{Command, Commands};
use std::collections::HashSet;
use std::path::PathBuf;

const OPEN_THREE: &str = "\
@alice #t /game new game:indonesia players:3 money:open seed:11
@bob #t /game join
@carol #t /game join
";

fn example_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples/indonesia-game.txt")
}

#[test]
fn the_example_script_is_current() {
    let committed = std::fs::read_to_string(example_path()).unwrap();
    let closed = Command::new(&["game", "new"], &[("money", "closed")]);
    let regenerated = nusantara::script::example("indonesia", &closed, 4, 5).unwrap();
    assert!(
        committed == regenerated,
        "examples/indonesia-game.txt is stale: regenerate it with \
         `nusantara selfplay indonesia money:closed --script --players 4 --seed 5 > examples/indonesia-game.txt`"
    );
}

/// Every command of the example game is accepted (answered, never refused) and the game ends
/// with winners.
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
    // Lines answered, and those refused: a standing order (`pass rest:no`) is told to its
    // player alone, so an accepted line need not post in the channel.
    let (mut answered, mut refused) = (HashSet::new(), HashSet::new());
    let (mut pictured, mut moves) = (0, 0);
    let mut dump = None;
    for line in &result.output {
        let value: serde_json::Value = serde_json::from_str(line).unwrap();
        if let Some(n) = value["line"].as_u64() {
            answered.insert(n);
            if value.get("refused").is_some() {
                refused.insert(n);
            }
        }
        if let Some(d) = value.get("dump") {
            dump = Some(d.clone());
        } else if value["to"] == "#indonesia" {
            let n = value["line"].as_u64().unwrap();
            let command = script.lines().nth(n as usize - 1).unwrap_or("");
            if !command.contains("/indonesia ") {
                continue;
            }
            // The board when what it shows changed; a bid with closed money changes nothing
            // on it, and is told in words alone.
            assert!(
                value["images"].as_array().map(Vec::len).unwrap_or(0) <= 1,
                "at most one picture a post: {line}"
            );
            if value["images"].as_array().is_some_and(|i| !i.is_empty()) {
                pictured += 1;
            }
            moves += 1;
        }
    }
    for (i, line) in script.lines().enumerate() {
        if line.contains("/indonesia ") {
            let n = i as u64 + 1;
            assert!(
                answered.contains(&n) && !refused.contains(&n),
                "line {n} was not accepted: {line}"
            );
        }
    }
    assert!(
        pictured > moves / 5 && pictured < moves,
        "the board after the moves that change it, not after every one: {pictured} of {moves}"
    );
    let dump = dump.expect("a dump");
    let winners = &dump["public"]["winners"];
    assert!(
        winners.as_array().is_some_and(|w| !w.is_empty()),
        "{winners}"
    );
    // Closed money: no cash in the public view, each seat's own in its private view.
    assert_eq!(dump["public"]["money"]["type"], "closed");
    assert!(dump["private"][0]["view"]["money"]["cash"].is_u64());
}

#[tokio::test]
async fn opening_an_indonesia_table() {
    let mut play = Play::new().await;
    let text = play
        .reply("@alice #t /game new game:indonesia money:open", "#t")
        .await;
    assert!(text.contains("Indonesia"), "{text}");
    assert!(text.contains("open money"), "{text}");
    play.lines("@bob #t /game join\n@carol #t /game join\n@dewi #t /game join\n@eko #t /game join")
        .await;
    let full = play.reply("@fajar #t /game join", "@fajar").await;
    assert!(full.contains("full (5 players)"), "{full}");
    let airplane = play
        .reply("@alice #t /game start airplane:@bob", "@alice")
        .await;
    assert!(airplane.contains("The Festivals"), "{airplane}");
    let posts = play.lines("@alice #t /game start").await;
    let begins = posts
        .iter()
        .find(|p| p.public && p.text.contains("Indonesia begins"))
        .expect("a start post");
    assert!(begins.text.contains("Money is open"), "{}", begins.text);
    assert_eq!(begins.images.len(), 1);
    // Each player gets their city cards privately.
    for who in ["@alice", "@bob", "@carol", "@dewi", "@eko"] {
        let cards = posts.iter().find(|p| p.to == who).expect("city cards");
        assert!(cards.text.starts_with("Your city cards"), "{}", cards.text);
    }
}

#[tokio::test]
async fn bad_new_options_are_named() {
    let mut play = Play::new().await;
    for (line, wanted) in [
        (
            "@alice #t /game new game:indonesia money:secret",
            "`money:secret` is not allowed: write `open` or `closed` — Indonesia: whether players' cash is public (default closed).",
        ),
        (
            "@alice #t /game new game:indonesia players:6",
            "`players:6` is not allowed: write a whole number from 2 to 5.",
        ),
        (
            "@alice #t /game new game:indonesia typhoons:2",
            "`typhoons:` belongs to The Festivals, not Indonesia.",
        ),
        (
            "@alice #t /game new game:festivals money:open",
            "`money:` belongs to Indonesia, not The Festivals.",
        ),
    ] {
        assert_eq!(
            play.refusal(line).await,
            ("bad_option".to_string(), wanted.to_string()),
            "{line}"
        );
    }
    assert!(
        play.public().is_empty(),
        "a refused /game new posts nothing"
    );
}

/// Wrong input gets a private answer naming what was wrong, and changes nothing.
#[tokio::test]
async fn refusals_name_the_rule_and_change_nothing() {
    let mut play = Play::new().await;
    play.lines(OPEN_THREE).await;
    let before = play.reply("@alice #t /game status", "#t").await;
    // The awaited player is named at the start of the status's last line that starts with one.
    let first = before
        .lines()
        .rev()
        .find(|l| l.starts_with('@'))
        .and_then(|l| l.split(':').next())
        .unwrap()
        .to_string();
    let other = ["@alice", "@bob", "@carol"]
        .into_iter()
        .find(|u| *u != first)
        .unwrap();
    for (line, kind, wanted) in [
        (
            format!("{other} #t /indonesia city area:Jabar1"),
            "not_your_turn",
            "not your turn",
        ),
        (
            format!("{first} #t /indonesia bid amount:5"),
            "not_now",
            "New Era",
        ),
        (
            format!("{first} #t /indonesia city area:Atlantis1"),
            "bad_option",
            "`area:Atlantis1` is not a land area",
        ),
        (
            format!("{first} #t /indonesia city area:S7"),
            "bad_option",
            "That is a sea",
        ),
        (
            format!("{first} #t /indonesia operate company:9"),
            "bad_option",
            "there are no companies yet",
        ),
        (
            format!("{first} #t /indonesia bid amount:-3"),
            "bad_option",
            "`amount:-3` is not allowed: write a whole number, 0 or more",
        ),
        (
            format!("{first} #t /indonesia fly to:Bali"),
            "unknown_command",
            "The /indonesia commands are city, bid",
        ),
        (
            format!("{first} #t /indonesia city"),
            "bad_option",
            "needs the option `area:`",
        ),
        (
            "@zed #t /indonesia pass".to_string(),
            "not_seated",
            "You have no seat",
        ),
        (
            format!("{first} #t /festivals move to:Bali ticket:yellow"),
            "no_game",
            "is not The Festivals",
        ),
    ] {
        let who = line.split_whitespace().next().unwrap().to_string();
        let posts = play.lines(&line).await;
        assert_eq!(posts.len(), 1, "{line}: {posts:#?}");
        assert_eq!(
            posts[0].to, who,
            "{line}: a refusal goes to its author alone"
        );
        assert_eq!(posts[0].refused.as_deref(), Some(kind), "{line}");
        assert!(
            posts[0]
                .text
                .to_lowercase()
                .contains(&wanted.to_lowercase()),
            "{line}: {}",
            posts[0].text
        );
    }
    let after = play.reply("@alice #t /game status", "#t").await;
    assert_eq!(before, after);
}

#[tokio::test]
async fn the_hand_is_private_and_carries_cash() {
    let mut play = Play::new().await;
    play.lines("@alice #t /game new game:indonesia players:2 seed:3\n@bob #t /game join")
        .await;
    let posts = play.lines("@bob #t /game hand").await;
    assert_eq!(posts.len(), 1);
    assert_eq!(posts[0].to, "@bob");
    assert!(
        posts[0].text.contains("100 rupiah in cash"),
        "{}",
        posts[0].text
    );
    assert!(
        posts[0].text.contains("Your city cards: era A"),
        "{}",
        posts[0].text
    );
    let status = play.reply("@bob #t /game status", "#t").await;
    assert!(
        !status.contains("cash"),
        "closed money shows no cash: {status}"
    );
}

/// With closed money the panel states the player's cash on its first line, so its prompt never
/// sends them to `/game hand` for it: the panel is that command's answer.
#[tokio::test]
async fn the_hand_does_not_point_to_itself() {
    let mut play = Play::at_the_indonesia_bid().await;
    let hand = play.reply("@carol #t /game hand", "@carol").await;
    assert!(hand.contains("rupiah in cash"), "{hand}");
    assert!(hand.contains("turn order bid"), "{hand}");
    assert!(!hand.contains("`/game hand`"), "{hand}");
}

#[tokio::test]
async fn random_commands_never_break_the_table() {
    let mut play = Play::new().await;
    play.lines(OPEN_THREE).await;
    let users = ["@alice", "@bob", "@carol", "@dave"];
    let places = ["#t", "dm", "#elsewhere"];
    let commands: &[(&str, &[&str])] = &[
        ("/indonesia city", &["area"]),
        ("/indonesia bid", &["amount"]),
        ("/indonesia merge", &["first", "second", "bid"]),
        ("/indonesia raise", &["amount"]),
        ("/indonesia pass", &["table"]),
        ("/indonesia remove", &["area"]),
        ("/indonesia acquire", &["deed", "at"]),
        ("/indonesia research", &["track", "player"]),
        ("/indonesia operate", &["company"]),
        ("/indonesia expand", &["at"]),
        ("/indonesia prefer", &["company"]),
        ("/indonesia ship", &[]),
        ("/indonesia grow", &["area"]),
        ("/game status", &[]),
        ("/game hand", &["table"]),
        ("/game board", &[]),
    ];
    let values = [
        "Jabar1",
        "jateng2",
        "Bali1",
        "S7",
        "\"Laut Jawa\"",
        "\"A rice Bali\"",
        "\"A shipping Jatim\"",
        "hull",
        "slots",
        "@bob",
        "@zed",
        "1",
        "#2",
        "0",
        "20",
        "-1",
        "none",
        "99999999999999999999",
        "\"\"",
        "#t",
    ];
    random_commands(&mut play, 78, 400, &users, &places, commands, &values).await;
}

/// The picture is filled from the public view: cash only with open money, every company
/// numbered as players type it, the player to act marked.
#[test]
fn the_picture_shows_cash_only_with_open_money() {
    use nusantara::games::indonesia::{Game, Map, Options, Prompt};
    for money in [Money::Open, Money::Closed] {
        let (game, _) = Game::setup(
            Map::standard(),
            &Options {
                money,
                ..Options::default()
            },
            3,
            9,
        )
        .unwrap();
        let view = game.public_view();
        let picture = nusantara::table::indonesia::picture(
            &["ann", "ben", "cy"],
            game.map(),
            &view,
            nusantara::lang::Lang::En,
        );
        assert_eq!(picture.players.len(), 3);
        for p in &picture.players {
            assert_eq!(p.cash.is_some(), money == Money::Open, "{money:?}");
        }
        let Prompt::PlaceCity { seat, .. } = view.prompt else {
            panic!("a new game starts with city placement");
        };
        let turn = picture.turn.expect("someone's turn");
        assert_eq!(picture.players[turn].seat, seat);
        assert_eq!(picture.deeds.len(), view.deeds.len());
    }
}

/// Closed money through the table: two positions that differ only in the players' cash, played
/// with the same commands over a year and a half (acquisitions, research, operations with
/// shipping and revenue, the next year's bids), give the same channel posts, text and pictures,
/// and the same `/game status`; no channel post names a cash figure; `/game hand` tells each
/// player their own cash privately.
#[tokio::test]
async fn closed_money_posts_do_not_depend_on_cash() {
    use nusantara::games::indonesia::{Action, Game, Map, Position};
    use nusantara::store::{GameRecord, SeatRecord, Status};
    let base = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/setups");
    let load = |file: &str| {
        let text = std::fs::read_to_string(base.join(file)).unwrap();
        Game::from_position(Map::standard(), &Position::from_toml(&text).unwrap()).unwrap()
    };
    let (mut a, mut b) = (load("indonesia_cash_a.toml"), load("indonesia_cash_b.toml"));
    // Commands legal in both games: the first shared legal action, acting rather than passing,
    // bidding nothing.
    let record = GameRecord {
        id: 0,
        channel_id: nusantara::script::id_for("channel", "t"),
        channel_name: None,
        game: "indonesia".into(),
        status: Status::Active,
        creator_id: 0,
        options: String::new(),
        seed: 21,
        wanted_seats: None,
        setup: None,
        rules_version: 1,
        seats: ["alice", "bob"]
            .iter()
            .map(|n| SeatRecord {
                user_id: nusantara::script::id_for("user", n),
                name: n.to_string(),
            })
            .collect(),
        version: 0,
        awaited: Vec::new(),
        back_at: Default::default(),
        guild_id: None,
        deadline_minutes: None,
        awaited_since: None,
        reminded: 0,
        unrated: None,
        language: nusantara::lang::Lang::En,
        card: None,
    };
    let mut script = String::from(
        "@alice #t /game new game:indonesia setup:setups/indonesia_cash_X.toml\n@bob #t /game join\n@alice #t /game start\n",
    );
    let start_year = a.year();
    while a.year() < start_year + 2 && !a.is_over() {
        let seat = a.waiting_for()[0];
        assert_eq!(b.waiting_for()[0], seat);
        let legal_b = b.legal(seat);
        let shared: Vec<Action> = a
            .legal(seat)
            .into_iter()
            .filter(|x| legal_b.contains(x))
            .collect();
        let action = shared
            .iter()
            .find(|x| !matches!(x, Action::Pass | Action::Bid { amount: 1.. }))
            .or(shared.first())
            .expect("a shared legal action")
            .clone();
        a.apply(seat, &action).unwrap();
        b.apply(seat, &action).unwrap();
        let command = Indonesia::command_for(&record, &a, seat, &action);
        let mut line = format!("@{} #t {}", ["alice", "bob"][seat], command.name());
        for (key, value) in &command.options {
            line.push_str(&format!(" {key}:\"{value}\""));
        }
        script.push_str(&line);
        script.push('\n');
    }
    script.push_str("@bob #t /game status\n@alice #t /game log\n");
    assert!(
        script.contains("/indonesia ship"),
        "the year ships goods:\n{script}"
    );

    let mut channel = Vec::new();
    for (file, cash) in [("a", ["4321", "2987"]), ("b", ["1234", "3456"])] {
        let mut play = Play::new().await;
        play.lines(&script.replace("indonesia_cash_X", &format!("indonesia_cash_{file}")))
            .await;
        let public = play.public();
        for post in &public {
            for figure in cash {
                assert!(
                    !post.text.contains(figure),
                    "cash {figure} in: {}",
                    post.text
                );
            }
        }
        let hand = play.reply("@alice #t /game hand", "@alice").await;
        assert!(hand.contains("rupiah in cash"), "{hand}");
        channel.push(public);
    }
    assert!(channel[0].len() > 20);
    assert_eq!(channel[0].len(), channel[1].len());
    for (a, b) in channel[0].iter().zip(&channel[1]) {
        assert_eq!((a.line, &a.text), (b.line, &b.text));
        assert!(a.images == b.images, "line {}: the pictures differ", a.line);
    }
}
