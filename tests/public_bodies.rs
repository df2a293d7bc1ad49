//! Every public body is built from public information only: pairs of games that differ only in
//! secrets (closed cash, city cards of eras to come, sealed bids, plans and hands, sealed
//! orders) give the channel byte-identical posts: every message's body exactly as the Discord
//! layer sends it (the text, a card's accent and its board's description, every button and
//! menu with the custom ids, the pings) and the pictures.

mod common;

use common::Play;
use nusantara::discord::outbox;
use nusantara::games::indonesia::{Action, Game, Map, Position};
use nusantara::games::{Components, Described, Rules};
use nusantara::store::{GameRecord, SeatRecord, Status};
use nusantara::table::indonesia::Indonesia;
use nusantara::table::{Commands, To};
use serde_json::Value;
use std::path::PathBuf;

/// A public post as the channel gets it: the body of each of its messages exactly as sent
/// (flags, text or text displays, a card's accent, its board and the board's description, the
/// rows, the allowed mentions), mentions written back as names, and its pictures' bytes.
#[derive(Debug, Clone, PartialEq)]
struct Sent {
    line: usize,
    text: String,
    bodies: Vec<Value>,
    images: Vec<(String, Vec<u8>)>,
}

impl Sent {
    /// The turn card's container, when the post is a card.
    fn card(&self) -> Option<&Value> {
        let body = self.bodies.last()?;
        let v2 = body["flags"].as_u64().is_some_and(|f| f & (1 << 15) != 0);
        let container = &body["components"][0];
        (v2 && container["type"] == 17).then_some(container)
    }

    /// The action rows of its last message, in a card or not.
    fn rows(&self) -> usize {
        let body = self.bodies.last().unwrap_or(&Value::Null);
        let parts = match self.card() {
            Some(card) => &card["components"],
            None => &body["components"],
        };
        parts
            .as_array()
            .map_or(0, |p| p.iter().filter(|c| c["type"] == 1).count())
    }

    /// The users the post notifies.
    fn pings(&self) -> Vec<String> {
        let body = self.bodies.last().unwrap_or(&Value::Null);
        body["allowed_mentions"]["users"]
            .as_array()
            .map(|u| {
                u.iter()
                    .filter_map(|v| v.as_str().map(str::to_string))
                    .collect()
            })
            .unwrap_or_default()
    }
}

/// A table played line by line, keeping what the channel got.
struct Channel {
    play: Play,
    sent: Vec<Sent>,
    line: usize,
}

impl Channel {
    async fn new() -> Channel {
        Channel {
            play: Play::new().await,
            sent: Vec::new(),
            line: 0,
        }
    }

    /// Plays script lines (comments and blank lines skipped), keeping the public posts.
    async fn lines(&mut self, script: &str) {
        for raw in script.lines() {
            self.line += 1;
            let t = raw.trim();
            if t.is_empty() || t.starts_with('#') {
                continue;
            }
            let runner = &mut self.play.runner;
            let posts = runner
                .play(t)
                .await
                .unwrap_or_else(|e| panic!("malformed line {t:?}: {e}"));
            for post in posts.iter().filter(|p| matches!(p.to, To::Channel(_))) {
                self.sent.push(Sent {
                    line: self.line,
                    text: runner.humanise(&post.text),
                    bodies: outbox::messages(post, "twin")
                        .into_iter()
                        .map(|m| runner.humanise_json(m.body))
                        .collect(),
                    images: post
                        .images
                        .iter()
                        .map(|i| (i.name.clone(), i.png.clone()))
                        .collect(),
                });
            }
        }
    }
}

/// The two runs' public posts are the same, byte for byte: bodies and pictures.
fn same(a: &[Sent], b: &[Sent]) {
    let texts = |posts: &[Sent]| {
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
            x.card().map(|c| &c["accent_color"]),
            y.card().map(|c| &c["accent_color"])
        );
        assert_eq!(
            x.bodies, y.bodies,
            "line {}: the bodies sent differ after {:?}",
            x.line, x.text
        );
        assert!(x.images == y.images, "line {}: the pictures differ", x.line);
        assert_eq!(x, y, "line {}", x.line);
    }
}

/// Plays `script` twice, with `{X}` replaced by `a` and by `b`; the channel must see the same.
async fn twins(script: &str) -> (Channel, Channel) {
    let mut a = Channel::new().await;
    let mut b = Channel::new().await;
    a.lines(&script.replace("{X}", "a")).await;
    b.lines(&script.replace("{X}", "b")).await;
    same(&a.sent, &b.sent);
    (a, b)
}

/// Plays `opening` at two tables, then `a` at one and `b` at the other, then `look` at both:
/// the channels must see the same.
async fn diverging(opening: &str, a: &str, b: &str, look: &str) -> Channel {
    let mut x = Channel::new().await;
    let mut y = Channel::new().await;
    for (table, own) in [(&mut x, a), (&mut y, b)] {
        table.lines(opening).await;
        table.lines(own).await;
        table.lines(look).await;
    }
    same(&x.sent, &y.sent);
    x
}

/// The cards' colours and board descriptions: a card awaiting one player wears the colour the
/// picture draws that player's seat in (`colour`), a card awaiting several wears none; a
/// card's board is described, naming every seat (`names`, in seat order). Gives how many
/// cards wore a colour.
fn cards_are_coloured_and_described(
    sent: &[Sent],
    names: &[&str],
    colour: fn(usize) -> u32,
) -> usize {
    let seat_of = |user: &str| {
        names
            .iter()
            .position(|n| nusantara::script::id_for("user", n).to_string() == user)
    };
    let mut coloured = 0;
    for post in sent {
        let Some(card) = post.card() else {
            continue;
        };
        let pings = post.pings();
        // An edit of a card notifies nobody: only a card that pings says whom it awaits.
        match (card["accent_color"].as_u64(), &pings[..]) {
            (Some(accent), [user]) => {
                let seat = seat_of(user).expect("a seated player");
                assert_eq!(accent, u64::from(colour(seat)), "line {}", post.line);
                coloured += 1;
            }
            (Some(_), [_, _, ..]) => panic!("line {}: a coloured card pings {pings:?}", post.line),
            (None, [_]) => panic!("line {}: awaits one, uncoloured: {}", post.line, post.text),
            _ => {}
        }
        for part in card["components"].as_array().into_iter().flatten() {
            if part["type"] == 12 {
                let words = part["items"][0]["description"].as_str().unwrap_or_default();
                assert!(
                    words.chars().count() <= 1_024,
                    "line {}: {words}",
                    post.line
                );
                for name in names {
                    assert!(
                        words.contains(name),
                        "line {}: no {name} in {words}",
                        post.line
                    );
                }
            }
        }
    }
    coloured
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
        back_at: Default::default(),
        guild_id: None,
        deadline_minutes: None,
        awaited_since: None,
        reminded: 0,
        unrated: None,
        language: nusantara::lang::Lang::En,
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
    assert!(a.sent.len() > 25, "{} public posts", a.sent.len());
    // The auctions do offer buttons in the channel, the same in both games.
    assert!(
        a.sent
            .iter()
            .any(|p| p.text.contains("raise to at least") && p.rows() > 0),
        "{:#?}",
        a.sent
    );
    let names = ["alice", "bob", "carol"];
    let coloured = cards_are_coloured_and_described(
        &a.sent,
        &names,
        nusantara_render::indonesia::player_colour,
    );
    assert!(coloured > 10, "{coloured} cards in a seat's colour");
}

/// Indonesia, sealed bids: the amounts sealed change nothing public before the reveal; the
/// card awaiting the last bidder wears their colour.
#[tokio::test]
async fn indonesia_sealed_bids_never_show() {
    let a = diverging(
        "@alice #t /game new game:indonesia setup:setups/indonesia_sealed_bids.toml
         @bob #t /game join
         @carol #t /game join",
        "@alice dm /indonesia seal amount:40\n@bob #t /indonesia seal amount:0",
        "@alice dm /indonesia seal amount:3\n@bob #t /indonesia seal amount:90",
        "@dewi #t /game board\n@dewi #t /game log\n@dewi #t /game status",
    )
    .await;
    let coloured = cards_are_coloured_and_described(
        &a.sent,
        &["alice", "bob", "carol"],
        nusantara_render::indonesia::player_colour,
    );
    assert!(coloured > 0, "{:#?}", a.sent);
}

/// The Festivals: hidden hands (and the deck below its top) never show, through plans, moves,
/// rests and a reveal. A mover's card wears the colour of their traveller on its board.
#[tokio::test]
async fn festivals_hands_and_plans_never_show() {
    let (a, _) = twins(
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
    let colour = nusantara_render::festivals::player_colour;
    let coloured = cards_are_coloured_and_described(&a.sent, &["alice", "bob", "carol"], colour);
    assert!(coloured >= 3, "{coloured} cards in a seat's colour");
    // The card after the tie is settled awaits alice's move, in her traveller's colour, which
    // its board shows.
    let card = a
        .sent
        .iter()
        .find(|p| p.line == 9 && p.card().is_some())
        .expect("a card after the order");
    assert_eq!(card.card().unwrap()["accent_color"], colour(0));
    let drawn = a
        .sent
        .iter()
        .rev()
        .find(|p| p.line <= 9 && !p.images.is_empty())
        .expect("a board");
    let board = image::load_from_memory(&drawn.images[0].1)
        .unwrap()
        .to_rgb8();
    let rgb = colour(0).to_be_bytes();
    let pixels = board.pixels().filter(|p| p.0 == rgb[1..]).count();
    assert!(pixels > 100, "{pixels} pixels of alice's colour");
}

/// The Festivals: a plan made (and replaced) in secret never shows before the reveal.
#[tokio::test]
async fn festivals_drafted_plans_never_show() {
    diverging(
        "@alice #t /game new game:festivals players:3 seed:42
         @bob #t /game join
         @carol #t /game join
         @bob dm /festivals plan tickets:none",
        "@alice dm /festivals plan tickets:yellow\n@alice #t /festivals plan tickets:blue",
        "@alice dm /festivals plan tickets:\"black blue\"\n@alice #t /game hand",
        "@dave #t /game board\n@dave #t /game status\n@dave #t /game log",
    )
    .await;
}

/// The East Indies: what a company drafts and seals never shows before the last seal; the
/// card awaiting the last company wears that company's colour on the map.
#[tokio::test]
async fn indies_sealed_orders_never_show() {
    let a = diverging(
        "@alice #t /game new game:indies seed:7 years:8
         @bob #t /game join
         @carol #t /game join
         @alice #t /game start",
        "@alice dm /indies buy fleet:A unit:carrack count:2
         @alice dm /indies move order:voyage fleet:A to:Java
         @alice dm /indies seal",
        "@alice dm /indies buy fleet:A unit:galleon count:3
         @alice #t /game hand
         @alice dm /indies seal",
        "@bob #t /indies buy fleet:A unit:caravel
         @dewi #t /game board
         @dewi #t /game status
         @dewi #t /game log
         @bob #t /indies seal",
    )
    .await;
    let colour = nusantara_render::indies::company_colour;
    cards_are_coloured_and_described(&a.sent, &["alice", "bob", "carol"], colour);
    // A seal notifies nobody: the card is edited, and once bob has sealed it awaits carol
    // alone, in her company's colour.
    let last = a.sent.iter().rev().find_map(Sent::card).expect("a card");
    assert_eq!(last["accent_color"], colour(2), "{:#?}", a.sent.last());
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
    assert!(
        a.sent.iter().any(|p| p.text.contains("@carol bids 3")),
        "{:#?}",
        a.sent
    );
    let coloured = cards_are_coloured_and_described(
        &a.sent,
        &["alice", "bob", "carol", "dewi"],
        nusantara_render::indonesia::player_colour,
    );
    assert!(coloured >= 2, "{coloured} cards in a seat's colour");
}
