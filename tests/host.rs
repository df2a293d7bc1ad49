//! The host's tools: ending a game, taking a player off a table before the start, handing a seat
//! to another user or to the bot (which then plays it); a member who manages the server has the
//! same powers; when the host has been silent for three days, the other players decide by vote.

mod common;

use common::Play;

const OPEN: &str = "
@alice #t /game new game:festivals players:3 seed:3
@bob #t /game join
@carol #t /game join
";

#[tokio::test]
async fn a_seat_handed_to_another_user_is_theirs() {
    let mut play = Play::new().await;
    play.lines(OPEN).await;
    let (kind, text) = play
        .refusal("@bob #t /game seat player:@carol to:@dewi")
        .await;
    assert_eq!(kind, "not_host");
    assert!(text.contains("Only the host, @alice"), "{text}");
    let text = play
        .reply("@alice #t /game seat player:@carol to:@dewi", "#t")
        .await;
    assert!(text.contains("handed @carol's seat to @dewi"), "{text}");
    // carol, her seat handed on, has no game left.
    assert_eq!(
        play.refused("@carol dm /festivals plan tickets:none").await,
        "no_game"
    );
    let planned = play
        .reply("@dewi dm /festivals plan tickets:none", "@dewi")
        .await;
    assert!(planned.contains("Your plan"), "{planned}");
    let (kind, again) = play
        .refusal("@alice #t /game seat player:@dewi to:@bob")
        .await;
    assert_eq!(kind, "forbidden");
    assert_eq!(again, "@bob holds a seat at this table already.");
    let (kind, text) = play
        .refusal("@alice #t /game seat player:@erin to:@bob")
        .await;
    assert_eq!(kind, "bad_option");
    assert!(
        text.starts_with("`player:@erin` holds no seat at this table."),
        "{text}"
    );
}

#[tokio::test]
async fn a_seat_handed_to_the_bot_is_played_by_it() {
    let mut play = Play::new().await;
    play.lines(OPEN).await;
    let posts = play.lines("@alice #t /game bot player:@carol").await;
    assert!(posts[0].text.contains("to the bot"), "{}", posts[0].text);
    // The bot planned for carol at once: the channel says so.
    assert!(
        posts
            .iter()
            .any(|p| p.to == "#t" && p.text.contains("carol (bot) has planned")),
        "{posts:?}"
    );
    // The game plays on with the two players and the bot.
    play.lines("@alice dm /festivals plan tickets:none\n@bob dm /festivals plan tickets:none")
        .await;
    let status = play.reply("@alice #t /game status", "#t").await;
    assert!(status.contains("carol (bot)"), "{status}");
}

#[tokio::test]
async fn a_server_manager_may_end_a_game_and_the_host_may_take_a_player_off_before_the_start() {
    let mut play = Play::new().await;
    play.lines("@alice #t /game new game:festivals\n@bob #t /game join\n@carol #t /game join")
        .await;
    let text = play.reply("@alice #t /game kick player:@bob", "#t").await;
    assert!(
        text.contains("took @bob off the table (2 seated)"),
        "{text}"
    );
    let text = play.reply("@eve* #t /game abort", "#t").await;
    assert!(text.contains("@eve ended the game"), "{text}");
}

#[tokio::test]
async fn when_the_host_is_gone_the_players_decide_by_vote() {
    let mut play = Play::new().await;
    play.lines(OPEN).await;
    let (kind, early) = play.refusal("@bob #t /game bot player:@alice").await;
    assert_eq!(kind, "not_host");
    assert!(early.contains("silent for 3 days"), "{early}");
    play.lines("tick +73h").await;
    let first = play.reply("@bob #t /game bot player:@alice", "#t").await;
    assert!(first.contains("1 of the 2 votes needed"), "{first}");
    let posts = play.lines("@carol #t /game bot player:@alice").await;
    assert!(
        posts.iter().any(|p| p
            .text
            .contains("The players' vote handed @alice's seat to the bot")),
        "{posts:?}"
    );
}
