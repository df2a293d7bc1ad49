//! Every public body is built from public information only: pairs of games that differ only in
//! secrets (closed cash, city cards of eras to come, sealed bids, plans and hands, sealed
//! orders) give the channel byte-identical posts: the text, every button and menu (labels,
//! option values and the custom ids the Discord layer sends), the pings and the pictures.

mod common;

use common::{Play, Seen};
use nusantara::games::indonesia::{Action, Game, Map, Position};
use nusantara::games::{Components, Described, Rules};
use nusantara::store::{GameRecord, SeatRecord, Status};
use nusantara::table::Commands;
use nusantara::table::indonesia::Indonesia;
use std::path::PathBuf;

fn public(posts: &[Seen]) -> Vec<Seen> {
    posts.iter().filter(|p| p.public).cloned().collect()
}

/// The two runs' public posts are the same, byte for byte, components and pictures included.
fn same(a: &[Seen], b: &[Seen]) {
    let texts = |posts: &[Seen]| {
        posts
            .iter()
            .map(|p| format!("{}: {}", p.line, p.text))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(a.len(), b.len(), "{}\n---\n{}", texts(a), texts(b));
    for (x, y) in a.iter().zip(b) {
        assert_eq!(x.text, y.text, "line {}: the texts differ", x.line);
        assert_eq!(
            x.components, y.components,
            "line {}: the buttons or menus differ after {:?}",
            x.line, x.text
        );
        assert_eq!(x.pings, y.pings, "line {}: the pings differ", x.line);
        assert!(x.images == y.images, "line {}: the pictures differ", x.line);
        assert_eq!(x, y, "line {}", x.line);
    }
}

/// Plays `script` twice, with `{X}` replaced by `a` and by `b`; the channel must see the same.
async fn twins(script: &str) -> (Play, Play) {
    let mut a = Play::new().await;
    let mut b = Play::new().await;
    a.lines(&script.replace("{X}", "a")).await;
    b.lines(&script.replace("{X}", "b")).await;
    same(&public(&a.posts), &public(&b.posts));
    (a, b)
}

fn record(names: &[&str]) -> GameRecord {
    GameRecord {
        id: 0,
        channel_id: nusantara::script::id_for("channel", "t"),
        channel_name: None,
        game: "indonesia".into(),
        status: Status::Active,
        creator_id: 0,
        options: String::new(),
        seed: 9,
        wanted_seats: None,
        setup: None,
        rules_version: 1,
        seats: names
            .iter()
            .map(|n| SeatRecord {
                user_id: nusantara::script::id_for("user", n),
                name: n.to_string(),
            })
            .collect(),
        version: 0,
        awaited: Vec::new(),
        guild_id: None,
        deadline_minutes: None,
        awaited_since: None,
        reminded: 0,
        unrated: None,
        card: None,
    }
}

/// The amount an action names, for picking modest bids.
fn amount(action: &Action) -> Option<u32> {
    match action {
        Action::Bid { amount } | Action::Raise { amount } => Some(*amount),
        Action::Propose { bid, .. } => Some(*bid),
        _ => None,
    }
}

/// Script lines for the two positions `indonesia_secret_{a,b}.toml` (closed money, the same but
/// for every player's cash and their city cards of era C): actions legal in both games, acting
/// rather than passing, bidding and raising the least above nothing, until era C would reveal
/// the cards. Every few actions someone looks at the board, the status and the log.
fn secret_script() -> String {
    let base = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/setups");
    let load = |file: &str| {
        let text = std::fs::read_to_string(base.join(file)).unwrap();
        Game::from_position(Map::standard(), &Position::from_toml(&text).unwrap()).unwrap()
    };
    let (mut a, mut b) = (
        load("indonesia_secret_a.toml"),
        load("indonesia_secret_b.toml"),
    );
    let names = ["alice", "bob", "carol"];
    let record = record(&names);
    let mut script = String::from(
        "@alice #t /game new game:indonesia setup:setups/indonesia_secret_{X}.toml
         @bob #t /game join
         @carol #t /game join
         @alice #t /game start\n",
    );
    let era = a.era();
    for step in 0..160 {
        let Some(&seat) = a.waiting_for().first() else {
            break;
        };
        assert_eq!(b.waiting_for().first(), Some(&seat));
        let legal_b = b.legal(seat);
        let shared: Vec<Action> = a
            .legal(seat)
            .into_iter()
            .filter(|x| legal_b.contains(x))
            .collect();
        let modest = shared
            .iter()
            .filter(|x| amount(x).is_some_and(|n| n > 0))
            .min_by_key(|x| amount(x));
        let action = modest
            .or_else(|| shared.iter().find(|x| !matches!(x, Action::Pass)))
            .or(shared.first())
            .expect("a shared legal action")
            .clone();
        let (mut a2, mut b2) = (a.clone(), b.clone());
        a2.apply(seat, &action).unwrap();
        b2.apply(seat, &action).unwrap();
        if a2.era() != era {
            break;
        }
        (a, b) = (a2, b2);
        let command = Indonesia::command_for(&record, &a, seat, &action);
        let mut line = format!("@{} #t {}", names[seat], command.name());
        for (key, value) in &command.options {
            line.push_str(&format!(" {key}:\"{value}\""));
        }
        script.push_str(&line);
        script.push('\n');
        if step % 7 == 0 {
            script.push_str("@dewi #t /game board\n@dewi #t /game status\n");
        }
    }
    script.push_str("@dewi #t /game log\n@dewi #t /game board\n");
    script
}

/// Indonesia, closed money: the same commands on two games differing in every player's cash
/// and in the city cards of the era to come give the same channel, through mergers with their
/// auctions, acquisitions, research and operations with shipping, up to the end of the era
/// (which reveals the cards).
#[tokio::test]
async fn indonesia_closed_cash_and_city_cards_never_show() {
    let script = secret_script();
    for needed in ["/indonesia merge", "/indonesia raise", "/indonesia ship"] {
        assert!(script.contains(needed), "no {needed} in:\n{script}");
    }
    let (a, _) = twins(&script).await;
    let seen = public(&a.posts);
    assert!(seen.len() > 25, "{} public posts", seen.len());
    // The auctions do offer buttons in the channel, the same in both games.
    assert!(
        seen.iter()
            .any(|p| p.text.contains("raise to at least") && !p.components.is_empty()),
        "{seen:#?}"
    );
}

/// Indonesia, sealed bids: the amounts sealed change nothing public before the reveal.
#[tokio::test]
async fn indonesia_sealed_bids_never_show() {
    let opening = "
        @alice #t /game new game:indonesia setup:setups/indonesia_sealed_bids.toml
        @bob #t /game join
        @carol #t /game join
    ";
    let mut a = Play::new().await;
    let mut b = Play::new().await;
    a.lines(opening).await;
    b.lines(opening).await;
    a.lines("@alice dm /indonesia seal amount:40\n@bob #t /indonesia seal amount:0")
        .await;
    b.lines("@alice dm /indonesia seal amount:3\n@bob #t /indonesia seal amount:90")
        .await;
    let look = "@dewi #t /game board\n@dewi #t /game log\n@dewi #t /game status";
    a.lines(look).await;
    b.lines(look).await;
    same(&public(&a.posts), &public(&b.posts));
}

/// The Festivals: hidden hands (and the deck below its top) never show, through plans, moves,
/// rests and a reveal.
#[tokio::test]
async fn festivals_hands_and_plans_never_show() {
    twins(
        "
        @alice #t /game new game:festivals setup:setups/hidden_{X}.toml
        @bob #t /game join
        @carol #t /game join
        @dave #t /game board
        @alice dm /festivals plan tickets:\"yellow blue\"
        @bob dm /festivals plan tickets:\"blue blue\"
        @carol dm /festivals plan tickets:none
        @alice #t /festivals order players:\"@alice @bob\"
        @alice #t /festivals move to:Kalimantan ticket:yellow
        @alice #t /festivals move to:Sulawesi ticket:blue
        @bob #t /festivals move to:Kalimantan ticket:blue
        @bob #t /festivals move to:Sulawesi ticket:blue
        @carol #t /festivals rest from:pool
        @dave #t /game status
        @alice dm /festivals plan tickets:none
        @bob dm /festivals plan tickets:none
        @dave #t /game board
        @dave #t /game log
        ",
    )
    .await;
}

/// The Festivals: a plan made (and replaced) in secret never shows before the reveal.
#[tokio::test]
async fn festivals_drafted_plans_never_show() {
    let opening = "
        @alice #t /game new game:festivals players:3 seed:42
        @bob #t /game join
        @carol #t /game join
        @bob dm /festivals plan tickets:none
    ";
    let mut a = Play::new().await;
    let mut b = Play::new().await;
    a.lines(opening).await;
    b.lines(opening).await;
    a.lines("@alice dm /festivals plan tickets:yellow\n@alice #t /festivals plan tickets:blue")
        .await;
    b.lines("@alice dm /festivals plan tickets:\"black blue\"\n@alice #t /game hand")
        .await;
    let look = "@dave #t /game board\n@dave #t /game status\n@dave #t /game log";
    a.lines(look).await;
    b.lines(look).await;
    same(&public(&a.posts), &public(&b.posts));
}

/// The East Indies: what a company drafts and seals never shows before the last seal.
#[tokio::test]
async fn indies_sealed_orders_never_show() {
    let opening = "
        @alice #t /game new game:indies seed:7 years:8
        @bob #t /game join
        @carol #t /game join
        @alice #t /game start
    ";
    let mut a = Play::new().await;
    let mut b = Play::new().await;
    a.lines(opening).await;
    b.lines(opening).await;
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
}

/// Indonesia, closed money: the channel's Turn Order Bid is the same whatever the bidder's
/// cash (its menu once ran "Bid 0 … Bid <your cash>", 100 against 437 here), and so is the
/// bid it leads to.
#[tokio::test]
async fn indonesia_closed_cash_never_shows_in_the_turn_order_bid() {
    let script = "
        @alice #t /game new game:indonesia setup:setups/indonesia_bid_closed_{X}.toml
        @bob #t /game join
        @carol #t /game join
        @dewi #t /game join
        @dewi #t /game board
        @carol #t /indonesia bid amount:3
        @dewi #t /game status";
    let (a, _) = twins(script).await;
    let seen = public(&a.posts);
    assert!(
        seen.iter().any(|p| p.text.contains("@carol bids 3")),
        "{seen:#?}"
    );
}
