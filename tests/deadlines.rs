//! A table's pace: with `deadline:`, the awaited players are reminded by DM halfway through a
//! turn; at the deadline the channel is told and the game's default is played for them
//! (Indonesia: a pass where passing is allowed), or, where the rules define none (The
//! Festivals), the host is told. Each step happens once.

mod common;

use common::Play;

#[tokio::test]
async fn bad_deadlines_are_named() {
    let mut play = Play::new().await;
    let text = play
        .reply("@alice #t /game new game:festivals deadline:3y", "@alice")
        .await;
    assert!(
        text.contains("deadline:3y") && text.contains("10m to 30d"),
        "{text}"
    );
    let text = play
        .reply("@alice #t /game new game:festivals deadline:24h", "#t")
        .await;
    assert!(text.contains("A turn may take 1 day"), "{text}");
}

#[tokio::test]
async fn halfway_a_reminder_then_the_host_is_told_when_the_rules_have_no_default() {
    let mut play = Play::new().await;
    play.lines(
        "@alice #t /game new game:festivals players:2 seed:3 deadline:24h
         @bob #t /game join
         @alice dm /festivals plan tickets:none",
    )
    .await;
    // Nothing due yet.
    assert!(play.lines("tick +1h").await.is_empty());
    let reminder = play.lines("tick +13h").await;
    assert_eq!(reminder.len(), 1, "{reminder:?}");
    assert_eq!(reminder[0].to, "@bob", "only the awaited player");
    assert!(reminder[0].text.contains("Reminder") && reminder[0].text.contains("#t"));
    assert!(play.lines("tick +14h").await.is_empty(), "reminded once");
    let deadline = play.lines("tick +25h").await;
    assert_eq!(deadline.len(), 1, "{deadline:?}");
    let notice = &deadline[0];
    assert_eq!(notice.to, "#t");
    assert!(
        notice.text.contains("waits for @bob") && notice.text.contains("@alice"),
        "{}",
        notice.text
    );
    assert_eq!(notice.pings.len(), 1, "the host is pinged");
    assert!(play.lines("tick +30h").await.is_empty(), "told once");
    // A move starts a new turn and its own deadline.
    play.lines("@bob dm /festivals plan tickets:none").await;
    assert!(play.lines("tick +1h").await.is_empty());
}

/// A bot seat awaited halfway through a turn gets no reminder: it has no one to read a DM.
#[tokio::test]
async fn bot_seats_get_no_reminder() {
    let mut play = Play::new().await;
    play.lines("@alice #t /game new game:festivals players:3 seed:4 bots:2 deadline:24h")
        .await;
    let due = play.lines("tick +13h").await;
    let reminders: Vec<&str> = due
        .iter()
        .filter(|p| p.text.starts_with("Reminder"))
        .map(|p| p.to.as_str())
        .collect();
    assert_eq!(reminders, ["@alice"], "{due:#?}");
}

#[tokio::test]
async fn at_the_deadline_an_indonesia_player_passes_where_passing_is_allowed_else_the_host_is_told()
{
    let mut play = Play::new().await;
    let setup =
        "@alice #t /game new game:indonesia setup:setups/indonesia_acquisitions.toml deadline:1h";
    play.lines(setup).await;
    play.lines("@bob #t /game join").await;
    let before = play.reply("@eve #t /game status", "#t").await;
    assert!(before.contains("Acquisitions"), "{before}");
    let posts = play.lines("tick +2h").await;
    let notice = posts
        .iter()
        .find(|p| p.to == "#t")
        .expect("a channel notice");
    assert!(
        notice.text.contains("deadline of 1 h passed"),
        "{}",
        notice.text
    );
    assert!(notice.text.contains("default is played"), "{}", notice.text);
    // The awaited bidder passed (bid nothing); the turn moved on.
    let after = play.reply("@eve #t /game status", "#t").await;
    assert_ne!(before, after);
    assert!(
        play.lines("tick +3h")
            .await
            .iter()
            .all(|p| !p.text.contains("passed for"))
    );
}

#[tokio::test]
async fn a_turn_order_bid_left_past_the_deadline_bids_nothing() {
    let mut play = Play::new().await;
    play.lines(
        "@alice #t /game new game:indonesia setup:setups/indonesia_bid.toml deadline:1h
         @bob #t /game join
         @carol #t /game join
         @dewi #t /game join",
    )
    .await;
    let posts = play.lines("tick +2h").await;
    let all: Vec<&str> = posts.iter().map(|p| p.text.as_str()).collect();
    let all = all.join("\n");
    assert!(all.contains("@carol bids 0 rupiah"), "{all}");
}

#[tokio::test]
async fn research_has_no_default_so_the_host_is_told() {
    let mut play = Play::new().await;
    play.lines(
        "@alice #t /game new game:indonesia setup:setups/indonesia_research.toml deadline:1h
         @bob #t /game join",
    )
    .await;
    let posts = play.lines("tick +2h").await;
    assert_eq!(posts.len(), 1, "{posts:?}");
    assert!(posts[0].text.contains("as the host"), "{}", posts[0].text);
}
