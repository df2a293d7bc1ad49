//! `/help` (each game's commands from the same specs Discord registers, and its players' page),
//! `/game list` (one's tables in every server, with whose turn it is) and the whole history of a
//! game page by page (`/game log page:N`).

mod common;

use common::Play;

#[tokio::test]
async fn help_lists_each_games_commands_and_its_page() {
    let mut play = Play::new().await;
    let text = play.reply("@alice #t /help festivals", "@alice").await;
    assert!(
        text.contains("`/festivals move to:<…> ticket:<…>`"),
        "{text}"
    );
    assert!(
        text.contains("plan") && text.contains("answered privately"),
        "{text}"
    );
    assert!(text.contains("docs/festivals.md"), "{text}");
    let text = play.reply("@alice dm /help game", "@alice").await;
    assert!(
        text.contains("`/game undo") && text.contains("`/game seat player:@player to:@player`"),
        "{text}"
    );
    assert!(
        !text.contains("seed"),
        "script-only options stay out: {text}"
    );
    let (kind, text) = play.refusal("@alice #t /help chess").await;
    assert_eq!(kind, "unknown_command");
    assert_eq!(
        text,
        "Unknown command `/help chess`. The /help commands are game, festivals, indonesia and indies."
    );
}

#[tokio::test]
async fn the_list_shows_ones_tables_and_whose_turn_it_is() {
    let mut play = Play::new().await;
    assert!(
        play.reply("@alice dm /game list", "@alice")
            .await
            .contains("no table")
    );
    play.lines(
        "@alice #t1 /game new game:festivals players:2 seed:1
         @bob #t1 /game join
         @alice dm /festivals plan tickets:none table:#t1
         @alice #t2 /game new game:indonesia",
    )
    .await;
    let text = play.reply("@alice dm /game list", "@alice").await;
    assert!(text.contains("Your tables (2)"), "{text}");
    assert!(
        text.contains("#t1") && text.contains("waiting for @bob"),
        "{text}"
    );
    assert!(
        text.contains("#t2") && text.contains("seating players"),
        "{text}"
    );
    let bobs = play.reply("@bob dm /game list", "@bob").await;
    assert!(bobs.contains("your turn"), "{bobs}");
}

#[tokio::test]
async fn the_whole_history_is_paged() {
    let mut play = Play::new().await;
    let script = std::fs::read_to_string(
        std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples/festivals-game.txt"),
    )
    .unwrap();
    play.lines(&script).await;
    // The log is long reading: it goes to the asker alone, a page a message, with buttons to
    // the older and newer pages.
    let first = play.reply("@alice #festivals /game log", "@alice").await;
    assert!(first.starts_with("Events "), "{first}");
    assert!(first.contains("(page 1 of"), "{first}");
    let older = |play: &common::Play| -> Option<String> {
        let post = play.posts.iter().rev().find(|p| p.to == "@alice")?;
        post.components
            .iter()
            .flat_map(|r| &r.components)
            .find_map(|c| match c {
                nusantara::table::controls::Component::Button(b) if b.label == "Older events" => {
                    Some(b.custom_id.clone())
                }
                _ => None,
            })
    };
    let mut pages = 1;
    let mut text = first;
    while let Some(id) = older(&play) {
        assert!(text.chars().count() <= 2000, "{text}");
        // Anyone may page, spectators too, and always privately.
        text = play
            .reply(&format!("@alice #festivals press id:{id}"), "@alice")
            .await;
        pages += 1;
        assert!(pages < 100, "the pages never end");
    }
    assert!(pages >= 3, "{pages} pages");
    assert!(text.starts_with("Events 1 to"), "{text}");
    assert!(
        text.contains(&format!("(page {pages} of {pages}")),
        "{text}"
    );
    let direct = play
        .reply(
            &format!("@alice #festivals /game log page:{pages}"),
            "@alice",
        )
        .await;
    assert_eq!(direct, text, "a page typed is the page pressed");
    let bad = play.refusal("@alice #festivals /game log page:0").await;
    assert_eq!(
        bad,
        (
            "bad_option".to_string(),
            "`page:0` is not allowed: write a whole number, 1 or more.".to_string()
        )
    );
}
