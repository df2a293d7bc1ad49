//! Playing against the bot: a lone player opens a table with bot seats, or the host fills the
//! empty seats at the start; the bot answers a player's move at once and makes its further
//! moves one per tick once the game has been still for a few seconds, so a channel reads them
//! one at a time and a player's command in between is served.

mod common;

use common::{Play, Seen};

/// The posts that tell a bot's plan.
fn bot_plans(posts: &[Seen]) -> usize {
    posts
        .iter()
        .filter(|p| p.to == "#t" && p.text.contains("Bot ") && p.text.contains("has planned"))
        .count()
}

#[tokio::test]
async fn a_lone_player_plays_against_bots_at_a_readable_pace() {
    let mut play = Play::new().await;
    let posts = play
        .lines("@alice #t /game new game:festivals bots:2 seed:3")
        .await;
    let text: Vec<&str> = posts.iter().map(|p| p.text.as_str()).collect();
    assert!(
        text.iter()
            .any(|t| t.contains("Bot 1 and Bot 2 sit at the table")),
        "{text:?}"
    );
    assert!(
        text.iter().any(|t| t.contains("The Festivals begins!")),
        "{text:?}"
    );
    // One bot move at once; the other waits for the game to be still.
    assert_eq!(bot_plans(&posts), 1, "{text:?}");
    assert_eq!(bot_plans(&play.lines("tick +1s").await), 0);
    // A player's command in between is served.
    let hand = play.reply("@alice #t /game hand", "@alice").await;
    assert!(hand.contains("ticket"), "{hand}");
    assert_eq!(bot_plans(&play.lines("tick +4s").await), 1);
    assert_eq!(
        bot_plans(&play.lines("tick +4s").await),
        0,
        "both bots planned"
    );
    let status = play.reply("@alice #t /game status", "#t").await;
    assert!(status.contains("Bot 2"), "{status}");
}

#[tokio::test]
async fn the_host_fills_the_empty_seats_with_bots_at_the_start() {
    let mut play = Play::new().await;
    play.lines("@alice #t /game new game:festivals seed:3\n@bob #t /game join")
        .await;
    let (kind, text) = play.refusal("@alice #t /game start bots:3").await;
    assert_eq!(kind, "bad_option");
    assert!(text.contains("more than the empty seats"), "{text}");
    let posts = play.lines("@alice #t /game start bots:1").await;
    let begins = posts
        .iter()
        .find(|p| p.text.contains("The Festivals begins!"))
        .unwrap_or_else(|| panic!("{posts:?}"));
    assert!(
        begins.text.contains("@alice, @bob, Bot 1"),
        "{}",
        begins.text
    );
    assert_eq!(bot_plans(&posts), 1);
}

#[tokio::test]
async fn a_table_with_no_room_for_its_bots_is_refused() {
    let mut play = Play::new().await;
    let (kind, text) = play
        .refusal("@alice #t /game new game:festivals players:2 bots:2")
        .await;
    assert_eq!(kind, "bad_option");
    assert!(text.contains("`bots:2` leaves no room"), "{text}");
}
