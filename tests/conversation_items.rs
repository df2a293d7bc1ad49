//! Small things a player hit, for every game: a rematch asked for while the game runs, a log
//! page past the last, the round of a game started from a described position, and `/help
//! game`'s page and its options by game.

mod common;

use common::Play;

/// A seated player asking for a rematch while the game runs is told to play on, not to join
/// (before: "join it with `/game join`").
#[tokio::test]
async fn a_rematch_while_the_game_runs_says_so() {
    let mut play = Play::new().await;
    play.lines(
        "@alice #t /game new game:festivals players:2 seed:4
         @bob #t /game join",
    )
    .await;
    let (kind, text) = play.refusal("@bob #t /game rematch").await;
    assert_eq!(kind, "not_now");
    assert!(
        text.starts_with("Your game here is still running"),
        "{text}"
    );
    assert!(!text.contains("/game join"), "{text}");
    let (_, text) = play.refusal("@carol #t /game rematch").await;
    assert!(
        text.starts_with("A game is running in this channel"),
        "{text}"
    );
    assert!(!text.contains("/game join"), "{text}");
    // A table still seating players: who sits at it has nothing to join.
    let mut play = Play::new().await;
    play.lines("@alice #t /game new game:festivals").await;
    let (_, text) = play.refusal("@alice #t /game rematch").await;
    assert!(!text.contains("/game join"), "{text}");
    let (_, text) = play.refusal("@bob #t /game rematch").await;
    assert!(text.contains("/game join"), "{text}");
}

/// `/game log page:2` with one page says there is only one, and shows it (before: page 1
/// without a word).
#[tokio::test]
async fn a_log_page_past_the_last_says_so() {
    let mut play = Play::new().await;
    play.lines(
        "@alice #t /game new game:festivals players:2 seed:4
         @bob #t /game join",
    )
    .await;
    let text = play.reply("@alice #t /game log page:2", "@alice").await;
    assert!(
        text.starts_with("There is only one page, not 2. Events "),
        "{text}"
    );
    let text = play.reply("@alice #t /game log", "@alice").await;
    assert!(text.starts_with("Events "), "{text}");
}

/// A game started from a described position says where it stands, as a dealt one does with
/// its first events (before: no "Round 1: …" line), in each game.
#[tokio::test]
async fn a_described_position_says_where_the_game_stands() {
    let start = |posts: &[common::Seen], title: &str| {
        posts
            .iter()
            .find(|p| p.public && p.text.contains(&format!("{title} begins")))
            .map(|p| p.text.clone())
            .unwrap_or_else(|| panic!("no start of {title}: {posts:#?}"))
    };
    let mut play = Play::new().await;
    let posts = play
        .lines(
            "@alice #t /game new game:festivals setup:setups/festivals_bots_tied.toml
             @bob #t /game join
             @carol #t /game join",
        )
        .await;
    let text = start(&posts, "The Festivals");
    assert!(
        text.contains("\nRound 1: Erau on Kalimantan (5/3/1).\n"),
        "{text}"
    );

    let mut play = Play::new().await;
    let posts = play
        .lines(
            "@alice #t /game new game:indonesia setup:setups/indonesia_bid.toml
             @bob #t /game join
             @carol #t /game join
             @dewi #t /game join",
        )
        .await;
    let text = start(&posts, "Indonesia");
    assert!(text.contains("\nYear 1, era A.\n"), "{text}");

    let mut play = Play::new().await;
    let posts = play
        .lines(
            "@alice #t /game new game:indies setup:setups/indies_voyage_home.toml
             @bob #t /game join
             @alice #t /game start",
        )
        .await;
    let text = posts
        .iter()
        .filter(|p| p.public)
        .map(|p| p.text.clone())
        .collect::<Vec<_>>()
        .join("\n");
    assert!(text.contains(", order round 2."), "{text}");
}

/// `/help game` names the page of every command, and `/game new`'s options that one game reads
/// are listed under that game (before: no page, and every game's options in one line).
#[tokio::test]
async fn help_game_has_its_page_and_the_options_by_game() {
    let mut play = Play::new().await;
    let text = play.reply("@alice dm /help game", "@alice").await;
    assert!(
        text.contains("Every command with an example: docs/commands.md"),
        "{text}"
    );
    let new = text
        .lines()
        .find(|l| l.starts_with("• `/game new"))
        .expect("/game new");
    assert!(!new.contains("typhoons") && !new.contains("money"), "{new}");
    assert!(
        text.contains(
            "\n  The Festivals only: `[typhoons:<number>]` `[typhoon_ties:nobody|airplane]`"
        ),
        "{text}"
    );
    assert!(
        text.contains("\n  Indonesia only: `[money:open|closed]`"),
        "{text}"
    );
    assert!(
        text.contains("\n  The Festivals only: `[airplane:<…>]`")
            || text.contains("\n  The Festivals only: `[airplane:@player]`"),
        "{text}"
    );
}
