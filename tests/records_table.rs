//! Players' records at the table (issue 26): a game played to its end counts for the ratings and
//! says so, `/game stats` and `/game leaderboard` show it, `rated:no` keeps a game out, the
//! Rematch button opens the same table again, and an away player's deadline waits. Through the
//! script runner, on SQLite and on PostgreSQL when NUSANTARA_TEST_POSTGRES is set.

mod common;

use common::{Play, Seen};

/// Indonesia's last Operations (tests/setups/indonesia_end.toml) played to the end by alice and
/// bob at `#t` (`seated`: lines once both sit), only alice acting: 100 points each, bob the
/// winner on the tie-break. Gives the last channel post.
async fn ended(play: &mut Play, new: &str, seated: &str) -> Seen {
    play.lines(&format!(
        "@alice #t /game new game:indonesia setup:setups/indonesia_end.toml {new}
         @bob #t /game join
         {seated}
         @alice #t /indonesia operate company:1
         @alice #t /indonesia ship
         @alice #t /indonesia expand at:NTB1
         @alice #t /indonesia operate company:2"
    ))
    .await;
    let posts = play.lines("@alice #t /indonesia pass").await;
    let last = posts
        .iter()
        .rfind(|p| p.to == "#t")
        .expect("a channel post");
    assert!(last.text.contains("Game over"), "{}", last.text);
    last.clone()
}

fn custom_ids(post: &Seen) -> Vec<String> {
    post.components
        .iter()
        .flat_map(|row| row.components.iter())
        .map(|c| match c {
            nusantara::table::controls::Component::Button(b) => b.custom_id.clone(),
            nusantara::table::controls::Component::Menu(m) => m.custom_id.clone(),
        })
        .collect()
}

fn has(text: &str, wanted: &str) {
    assert!(text.contains(wanted), "expected {wanted:?} in:\n{text}");
}

#[tokio::test]
async fn a_game_played_to_its_end_is_rated_and_shown_in_stats_and_the_leaderboard() {
    let mut play = Play::new().await;
    let last = ended(&mut play, "", "").await;
    has(&last.text, "This game counts for the ratings of Indonesia");
    let ids = custom_ids(&last);
    assert_eq!(ids.len(), 1, "{ids:?}");
    assert!(ids[0].ends_with(":prematch:0"), "{ids:?}");
    let stats = play.reply("@alice #t /game stats", "@alice").await;
    has(&stats, "Records of @alice at this server:");
    has(
        &stats,
        "Indonesia: 1 played, 0 won, best score 100; rating ",
    );
    has(&stats, "after 1 rated game, 2nd of 2");
    has(&stats, "2nd of 2 with 100 points");
    let stats = play
        .reply(
            "@carol #t /game stats player:@bob game:indonesia public:yes",
            "#t",
        )
        .await;
    has(
        &stats,
        "Indonesia: 1 played, 1 won, best score 100; rating ",
    );
    has(&stats, "1st of 2");
    let board = play
        .reply("@carol #t /game leaderboard game:indonesia", "@carol")
        .await;
    let bob = board.find("1. @bob").expect(&board);
    let alice = board.find("2. @alice").expect(&board);
    assert!(bob < alice, "{board}");
    has(&board, "(1 rated game)");
    let empty = play
        .reply("@carol #t /game leaderboard game:festivals", "@carol")
        .await;
    has(
        &empty,
        "Nobody has a rating in The Festivals at this server yet",
    );
    let dm = play.reply("@alice dm /game stats", "@alice").await;
    has(&dm, "works in a server's channel");
}

#[tokio::test]
async fn a_game_opened_with_rated_no_is_recorded_but_not_rated() {
    let mut play = Play::new().await;
    let last = ended(&mut play, "rated:no", "").await;
    has(
        &last.text,
        "This game is not rated: its table was opened with rated:no",
    );
    let stats = play.reply("@bob #t /game stats", "@bob").await;
    has(
        &stats,
        "Indonesia: 1 played, 1 won, best score 100; no rating yet",
    );
    has(&stats, "(not rated)");
    let board = play
        .reply("@bob #t /game leaderboard game:indonesia", "@bob")
        .await;
    has(&board, "Nobody has a rating in Indonesia");
}

#[tokio::test]
async fn a_game_with_a_seat_handed_to_the_bot_is_not_rated() {
    let mut play = Play::new().await;
    let last = ended(&mut play, "", "@alice #t /game bot player:@bob").await;
    has(&last.text, "This game is not rated: the bot played a seat.");
    let stats = play.reply("@alice #t /game stats", "@alice").await;
    has(
        &stats,
        "Indonesia: 1 played, 0 won, best score 100; no rating yet",
    );
    let board = play
        .reply("@alice #t /game leaderboard game:indonesia", "@alice")
        .await;
    has(&board, "Nobody has a rating in Indonesia");
}

#[tokio::test]
async fn a_game_against_the_bot_is_not_rated_and_its_rematch_keeps_the_bot() {
    let mut play = Play::new().await;
    play.lines(
        "@alice #t /game new game:indonesia setup:setups/indonesia_end.toml bots:1
         @alice #t /indonesia operate company:1
         @alice #t /indonesia ship
         @alice #t /indonesia expand at:NTB1
         @alice #t /indonesia operate company:2",
    )
    .await;
    let posts = play.lines("@alice #t /indonesia pass").await;
    let last = posts
        .iter()
        .rfind(|p| p.to == "#t")
        .expect("a channel post");
    has(&last.text, "Game over");
    has(&last.text, "This game is not rated: the bot played a seat.");
    let board = play
        .reply("@alice #t /game leaderboard game:indonesia", "@alice")
        .await;
    has(&board, "Nobody has a rating in Indonesia");
    // Alone with the bot, alice's press is all a rematch needs.
    let rematch = custom_ids(last)[0].clone();
    let posts = play.lines(&format!("@alice #t press id:{rematch}")).await;
    let text: Vec<&str> = posts.iter().map(|p| p.text.as_str()).collect();
    let text = text.join("\n");
    has(&text, "Rematch: @alice and Bot 1 play Indonesia again");
    has(&text, "Indonesia begins");
}

#[tokio::test]
async fn the_rematch_opens_the_same_table_once_every_player_pressed() {
    let mut play = Play::new().await;
    let last = ended(&mut play, "", "").await;
    let rematch = custom_ids(&last)[0].clone();
    // Alone, the host cannot start it: Indonesia needs two.
    let early = play.reply("@alice #t /game rematch now:yes", "#t").await;
    has(
        &early,
        "2 players are needed for a rematch of Indonesia; 1 asked so far",
    );
    has(&early, "@alice wants a rematch (1 of 2 asked: @alice)");
    let refused = play
        .reply(&format!("@carol #t press id:{rematch}"), "@carol")
        .await;
    has(&refused, "Only the players of the game that ended here");
    let status = play.reply("@alice #t /game status", "#t").await;
    has(&status, "Final scores");
    // Bob's press is the last: the rematch opens and starts.
    let posts = play.lines(&format!("@bob #t press id:{rematch}")).await;
    let text: Vec<&str> = posts.iter().map(|p| p.text.as_str()).collect();
    let text = text.join("\n");
    has(&text, "Rematch: @alice and @bob play Indonesia again");
    has(&text, "Indonesia begins");
    let status = play.reply("@alice #t /game status", "#t").await;
    assert!(!status.contains("Final scores"), "{status}");
    let again = play
        .reply(&format!("@bob #t press id:{rematch}"), "@bob")
        .await;
    has(&again, "Your game here is still running");
}

#[tokio::test]
async fn the_host_starts_the_rematch_with_those_who_asked() {
    // The whole 3-player example game, alice its host, carol the winner.
    let example =
        std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples/festivals-game.txt");
    let mut play = Play::new().await;
    let posts = play.lines(&std::fs::read_to_string(example).unwrap()).await;
    let last = posts
        .iter()
        .rfind(|p| p.to == "#festivals" && p.text.contains("Game over. Scores"))
        .expect("the last move's post");
    let rematch = custom_ids(last)[0].clone();
    let asked = play
        .reply(&format!("@bob #festivals press id:{rematch}"), "#festivals")
        .await;
    has(&asked, "@bob wants a rematch (1 of 3 asked: @bob)");
    // Only the host may start it before everyone asked.
    let (kind, refused) = play.refusal("@bob #festivals /game rematch now:yes").await;
    assert_eq!(kind, "not_host");
    has(&refused, "Only the host, @alice, can start the rematch");
    let posts = play.lines("@alice #festivals /game rematch now:yes").await;
    let text: Vec<&str> = posts.iter().map(|p| p.text.as_str()).collect();
    let text = text.join("\n");
    has(&text, "Rematch: @alice and @bob play The Festivals again");
    assert!(!text.contains("@carol"), "{text}");
    let status = play
        .reply("@carol #festivals /game status", "#festivals")
        .await;
    has(&status, "@alice");
    has(&status, "@bob");
    assert!(!status.contains("@carol"), "{status}");
}

#[tokio::test]
async fn a_game_ended_early_says_it_is_not_rated() {
    let mut play = Play::new().await;
    play.lines(
        "@alice #t /game new game:festivals players:2 seed:3
         @bob #t /game join",
    )
    .await;
    let text = play.reply("@alice #t /game abort", "#t").await;
    has(
        &text,
        "@alice ended the game; a game ended early is not rated.",
    );
    let stats = play.reply("@bob #t /game stats", "@bob").await;
    has(&stats, "@bob has finished no game at this server yet.");
}

/// A Festivals table at `#channel` with a turn of 24 h, where bob is away for `days` days when
/// the game comes to wait for his plan. Gives the posts.
async fn away_at_a_table(play: &mut Play, channel: &str, days: i64) -> Vec<Seen> {
    play.lines(&format!(
        "@alice #{channel} /game new game:festivals players:2 seed:3 deadline:24h
         @bob #{channel} /game join
         @bob dm /game away days:{days}
         @alice dm /festivals plan tickets:none"
    ))
    .await
}

#[tokio::test]
async fn an_away_players_deadline_waits_until_they_are_back() {
    let mut play = Play::new().await;
    let planned = away_at_a_table(&mut play, "t", 3).await;
    let notice = planned
        .iter()
        .rfind(|p| p.to == "#t")
        .expect("a turn notice");
    has(&notice.text, "@alice has planned.");
    has(&notice.text, "@bob is away until <t:");
    let status = play.reply("@alice #t /game status", "#t").await;
    has(&status, "@bob is away until <t:");
    has(&status, "the deadline waits for them (at most 7 days)");
    // Without the time away, bob would be reminded at 12 h and passed over at 24 h.
    assert!(play.lines("tick +13h").await.is_empty());
    assert!(play.lines("tick +25h").await.is_empty());
    assert!(play.lines("tick +83h").await.is_empty());
    let reminder = play.lines("tick +85h").await;
    assert_eq!(reminder.len(), 1, "{reminder:?}");
    assert_eq!(reminder[0].to, "@bob");
    has(&reminder[0].text, "Reminder");
    let deadline = play.lines("tick +97h").await;
    assert_eq!(deadline.len(), 1, "{deadline:?}");
    has(&deadline[0].text, "The deadline of 1 day passed");
}

#[tokio::test]
async fn back_early_the_deadline_counts_from_the_return_and_a_long_absence_is_capped() {
    let mut play = Play::new().await;
    away_at_a_table(&mut play, "t", 30).await;
    // The table waits at most 7 days more than its deadline: reminded at 7 days 12 h, passed
    // at 8 days.
    assert!(play.lines("tick +179h").await.is_empty());
    assert_eq!(play.lines("tick +181h").await.len(), 1);
    let deadline = play.lines("tick +193h").await;
    assert_eq!(deadline.len(), 1, "{deadline:?}");
    has(&deadline[0].text, "The deadline of 1 day passed");

    let mut play = Play::new().await;
    away_at_a_table(&mut play, "u", 3).await;
    play.lines("tick +10h").await;
    let back = play.reply("@bob dm /game back", "@bob").await;
    has(&back, "Welcome back");
    let again = play.reply("@bob dm /game back", "@bob").await;
    has(&again, "You are not away");
    assert!(play.lines("tick +21h").await.is_empty());
    let reminder = play.lines("tick +23h").await;
    assert_eq!(reminder.len(), 1, "{reminder:?}");
    has(&reminder[0].text, "Reminder");
    let capped = play.reply("@bob dm /game away days:31", "@bob").await;
    has(
        &capped,
        "`days:31` is not allowed: write a whole number from 1 to 30.",
    );
}

/// `nusantara ratings --rebuild` recomputes the ratings from the stored games and prints the
/// same ones the game's end gave.
#[tokio::test]
async fn the_ratings_command_rebuilds_the_same_ratings() {
    let db = common::db::Db::new().await;
    let dir = tempfile::tempdir().unwrap();
    let setup =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/setups/indonesia_end.toml");
    let script = dir.path().join("end.txt");
    std::fs::write(
        &script,
        format!(
            "@alice #t /game new game:indonesia setup:{}
@bob #t /game join
@alice #t /indonesia operate company:1
@alice #t /indonesia ship
@alice #t /indonesia expand at:NTB1
@alice #t /indonesia operate company:2
@alice #t /indonesia pass
",
            setup.display()
        ),
    )
    .unwrap();
    let run = |args: &[&str]| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_nusantara"))
            .args(args)
            .args(["--db", &db.url])
            .output()
            .unwrap();
        assert!(out.status.success(), "{args:?}: {out:?}");
        out
    };
    let played = run(&["script", script.to_str().unwrap()]);
    assert!(String::from_utf8_lossy(&played.stdout).contains("Game over"));
    let before = String::from_utf8(run(&["ratings"]).stdout).unwrap();
    let lines: Vec<&str> = before.lines().collect();
    assert_eq!(lines.len(), 2, "{before}");
    assert!(lines[0].contains("\tindonesia\t"), "{before}");
    let rebuilt = run(&["ratings", "--rebuild"]);
    assert_eq!(String::from_utf8(rebuilt.stdout).unwrap(), before);
    assert!(String::from_utf8_lossy(&rebuilt.stderr).contains("1 rated games counted"));
}
