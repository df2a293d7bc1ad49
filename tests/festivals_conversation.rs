//! The Festivals reads like a conversation in its channel: short public posts that say what
//! happened and who is awaited (the buttons carry the commands), bot seats named as the posts
//! print them, examples from the player's own hand, and a word for what used to pass in silence.

mod common;

use common::{Play, Seen};
use nusantara::games::festivals::{Options, TyphoonTies};
use nusantara::script::Runner;
use nusantara::table::festivals::Festivals;
use nusantara::table::{Table, To};
use std::path::PathBuf;

/// A public post: its text, and whether it is the game's turn card or edits that card
/// (progress, which posts no new message).
struct Public {
    text: String,
    card: bool,
    edit: bool,
}

/// Every public post of a seeded self-played game (the table's bot in every seat), played
/// through the script runner.
async fn public_posts(players: usize, seed: u64, typhoons: u8) -> Vec<Public> {
    let names = &nusantara::tools::example::NAMES[..players];
    let options = Options {
        typhoons,
        typhoon_ties: TyphoonTies::Airplane,
        airplane: None,
    };
    let script =
        nusantara::tools::example::script::<Festivals>(names, &options, seed).expect("a script");
    let table = Table::new(common::db::store().await).without_pictures();
    let mut runner = Runner::new(table, PathBuf::from(env!("CARGO_MANIFEST_DIR")));
    let mut texts = Vec::new();
    for line in script.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let posts = runner.play(line).await.expect("a well-formed line");
        for post in posts {
            assert!(post.refused.is_none(), "{line} was refused: {}", post.text);
            if matches!(post.to, To::Channel(_)) {
                texts.push(Public {
                    text: runner.humanise(&post.text),
                    card: post.card.is_some(),
                    edit: post.edits.is_some(),
                });
            }
        }
    }
    texts
}

fn median(lengths: &mut [usize]) -> usize {
    lengths.sort_unstable();
    lengths[lengths.len() / 2]
}

/// What each public post gives the channel to read: a message its text, an edit of the card
/// the lines it adds to the card (who acted, who is still awaited).
fn read(posts: &[Public]) -> Vec<usize> {
    let mut card = "";
    posts
        .iter()
        .map(|post| {
            if !post.edit {
                if post.card {
                    card = &post.text;
                }
                return post.text.chars().count();
            }
            let added: Vec<&str> = post.text.lines().filter(|l| !card.contains(l)).collect();
            added.join("\n").chars().count()
        })
        .collect()
}

/// Measured on whole seeded games with typhoons: the median public post gives at most 160
/// characters to read, none is over Discord's 2,000 (an edited card whole), no line over 300.
/// (Before: 211 to 214, each turn's post repeating the command's syntax.)
#[tokio::test]
async fn public_posts_are_short() {
    for (players, seed) in [(3, 23), (4, 37)] {
        let posts = public_posts(players, seed, 2).await;
        assert!(posts.len() > 50, "the game did not run through");
        let mut lengths = read(&posts);
        let texts: Vec<&String> = posts.iter().map(|p| &p.text).collect();
        let median = median(&mut lengths);
        assert!(
            median <= 160,
            "{players} players, seed {seed}: median public post {median} characters"
        );
        for text in &texts {
            assert!(text.chars().count() <= 2000, "{text}");
            for line in text.lines() {
                assert!(line.chars().count() <= 300, "{line}");
            }
            // The buttons carry the moves: no syntax of a move a button offers.
            assert!(!text.contains("/festivals move"), "{text}");
            assert!(!text.contains("/festivals plan"), "{text}");
        }
    }
}

/// The table for the tie of two bots: alice holds the airplane and one ticket, the bots none.
async fn bots_tied() -> Play {
    let mut play = Play::new().await;
    play.lines(
        "@alice #t /game new game:festivals setup:setups/festivals_bots_tied.toml bots:2
         @alice dm /festivals plan tickets:yellow
         @alice #t /festivals move to:Kalimantan ticket:yellow",
    )
    .await;
    play
}

/// Two bots tied: they are ordered by their names as every post prints them, "Bot 1 Bot 2"
/// (before: "`Bot` is not a player").
#[tokio::test]
async fn bot_seats_are_named_as_typed() {
    let mut play = bots_tied().await;
    let asked = play.public().last().expect("a post").text.clone();
    assert!(
        asked.contains("@alice (airplane) orders Bot 1 and Bot 2"),
        "{asked}"
    );
    // An unknown name is refused with the names allowed, the whole of it quoted.
    let (kind, text) = play
        .refusal("@alice #t /festivals order players:\"Bot 3 Bot 1\"")
        .await;
    assert_eq!(kind, "bad_option");
    assert_eq!(
        text,
        "`Bot 3` is not a player at this game. Players: @alice, Bot 1, Bot 2."
    );
    let posts = play
        .lines("@alice #t /festivals order players:\"Bot 2 Bot 1\"")
        .await;
    let public: Vec<&Seen> = posts.iter().filter(|p| p.public).collect();
    assert!(
        public[0]
            .text
            .starts_with("@alice (airplane) sets the order to rest: Bot 2, then Bot 1."),
        "{posts:#?}"
    );
}

/// Only people are pinged: a bot seat (no Discord user) is never mentioned as "@Bot 1", never
/// in a post's pings, and gets no private notice (before: "Waiting for @Bot 1 and @Bot 2.").
#[tokio::test]
async fn bot_seats_are_neither_pinged_nor_told() {
    let mut play = Play::new().await;
    let posts = play
        .lines("@alice #t /game new game:festivals players:3 seed:4 bots:2")
        .await;
    for post in &posts {
        assert!(
            !post.text.contains("@Bot") && !post.text.contains("<@-"),
            "{post:#?}"
        );
        assert!(!post.to.contains("Bot"), "{post:#?}");
        assert!(post.pings.iter().all(|&u| u > 0), "{post:#?}");
    }
    let card = posts
        .iter()
        .find(|p| p.text.contains("Planning in secret"))
        .expect("the round's card");
    assert!(
        card.text.contains("waiting for @alice, Bot 1 and Bot 2."),
        "{card:#?}"
    );
    assert_eq!(card.pings.len(), 1, "{card:#?}");
    // No button for a bot's seat: nobody can press it, the bot plans by itself.
    let labels = format!("{:?}", card.components);
    assert!(labels.contains("alice: choose in private"), "{labels}");
    assert!(!labels.contains("Bot"), "{labels}");
}

/// Commas, names in any case and mentions mix.
#[tokio::test]
async fn an_order_mixes_mentions_names_and_commas() {
    let mut play = Play::new().await;
    play.lines(
        "@alice #t /game new game:festivals setup:setups/festivals_bots_tied.toml bots:1
         @bob #t /game join
         @alice dm /festivals plan tickets:yellow
         @alice #t /festivals move to:Kalimantan ticket:yellow",
    )
    .await;
    let posts = play
        .lines("@alice #t /festivals order players:\"bob, bot 1\"")
        .await;
    assert!(
        posts
            .iter()
            .any(|p| p.public && p.text.contains("rest: @bob, then Bot 1")),
        "{posts:#?}"
    );
}

/// A player's example is made from their own hand (before: `tickets:"yellow blue"` to a player
/// holding yellow alone).
#[tokio::test]
async fn the_plan_example_is_from_the_players_hand() {
    let mut play = Play::new().await;
    let posts = play
        .lines("@alice #t /game new game:festivals setup:setups/festivals_bots_tied.toml bots:2")
        .await;
    let notice = posts
        .iter()
        .find(|p| p.to == "@alice")
        .expect("alice's notice");
    assert!(
        notice.text.contains("`/festivals plan tickets:\"yellow\"`"),
        "{}",
        notice.text
    );
    assert!(!notice.text.contains("blue"), "{}", notice.text);
    // Her private panel gives the same example as her notice, not the first legal plan (none).
    let hand = play.reply("@alice #t /game hand", "@alice").await;
    assert!(
        hand.contains("e.g. `/festivals plan tickets:\"yellow\"`"),
        "{hand}"
    );
}

/// A player with no tickets is told why they are not asked, and the channel says it briefly
/// (before: skipped in silence).
#[tokio::test]
async fn a_player_without_tickets_is_told() {
    let mut play = Play::new().await;
    let posts = play
        .lines(
            "@alice #t /game new game:festivals setup:setups/festivals_bots_tied.toml
             @bob #t /game join
             @carol #t /game join",
        )
        .await;
    let bob = posts.iter().find(|p| p.to == "@bob").expect("bob is told");
    assert!(
        bob.text.contains("hold no tickets, so you plan nothing"),
        "{}",
        bob.text
    );
    let channel = posts.iter().rfind(|p| p.public).expect("the start");
    assert!(
        channel
            .text
            .contains("@bob and @carol hold no tickets and rest."),
        "{}",
        channel.text
    );
}

/// A game started from a described position says its round and festival, as a dealt one does.
#[tokio::test]
async fn a_described_position_says_its_round() {
    let mut play = Play::new().await;
    let posts = play
        .lines("@alice #t /game new game:festivals setup:setups/festivals_bots_tied.toml bots:2")
        .await;
    let start = posts
        .iter()
        .find(|p| p.public && p.text.contains("The Festivals begins!"))
        .expect("the start");
    assert!(
        start
            .text
            .contains("\nRound 1: Erau on Kalimantan (5/3/1)."),
        "{}",
        start.text
    );
}

/// "(1 card left)", not "(1 cards left)".
#[tokio::test]
async fn one_card_is_one_card() {
    let mut play = Play::new().await;
    play.lines("@alice #t /game new game:festivals setup:setups/festivals_bots_tied.toml bots:2")
        .await;
    let status = play.reply("@alice #t /game status", "#t").await;
    assert!(status.contains("(2 cards left)"), "{status}");
    let mut play = Play::new().await;
    play.lines("@alice #t /game new game:festivals setup:setups/festivals_one_card.toml bots:2")
        .await;
    let status = play.reply("@alice #t /game status", "#t").await;
    assert!(status.contains("(1 card left)"), "{status}");
}
