//! Odd and oversized input: counts that would overflow, names that would break JSON or take
//! long to print, and the bounds the table puts on what a front end may hand in.

mod common;

use common::Play;
use nusantara::script::{ScriptOptions, run};
use std::path::PathBuf;

const OPEN_TWO: &str = "
@alice #t /game new game:festivals players:2 seed:3
@bob #t /game join
";

/// 257 yellow tickets are not one yellow ticket: the plan is refused (nobody holds 257), and
/// nothing is planned.
#[tokio::test]
async fn a_plan_of_257_tickets_does_not_wrap_around() {
    let mut play = Play::new().await;
    play.lines(OPEN_TWO).await;
    let many = vec!["y"; 257].join(" ");
    let text = play
        .reply(
            &format!("@alice dm /festivals plan tickets:\"{many}\""),
            "@alice",
        )
        .await;
    assert!(!text.contains("Your plan"), "{text}");
    assert!(text.contains("yellow"), "{text}");
    let hand = play.reply("@alice dm /game hand", "@alice").await;
    assert!(hand.contains("You have not planned yet"), "{hand}");
}

/// `--dump` prints valid JSON whatever the names hold.
#[tokio::test]
async fn the_dump_is_valid_json_with_backslashes_and_quotes_in_names() {
    let script = format!(
        "{}{}",
        r#"@a\b #t /game new game:festivals players:2 seed:3
@c'd #t /game join
"#,
        ""
    );
    let result = run(
        &script,
        &ScriptOptions {
            db: None,
            images: None,
            dump: true,
            base_dir: PathBuf::from("."),
        },
    )
    .await
    .unwrap();
    assert!(!result.malformed);
    for line in &result.output {
        let value: serde_json::Value =
            serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}"));
        if let Some(dump) = value.get("dump") {
            let seats = dump["seats"].to_string();
            assert!(seats.contains(r#"@a\\b"#), "{seats}");
        }
    }
}

/// Names longer than Discord allows (32 characters) are cut at the table's door, so a very long
/// name can neither bloat a game nor slow every post that names it.
#[tokio::test]
async fn very_long_names_are_cut_to_discords_limit() {
    let long = "x".repeat(1000);
    let mut play = Play::new().await;
    play.lines(&format!(
        "@{long} #t /game new game:festivals players:2 seed:3\n@bob #t /game join"
    ))
    .await;
    let game = play
        .runner
        .table()
        .store()
        .all_games()
        .await
        .unwrap()
        .remove(0);
    assert_eq!(game.seats[0].name.chars().count(), 32);
    assert!(game.seats[0].name.chars().all(|c| c == 'x'));
}

/// Printing a post is linear in its length, whatever names are known: many long names do not
/// make each line slower in proportion to all of them.
#[test]
fn humanising_does_not_scan_every_known_name() {
    use nusantara::script::Names;
    let mut names = Names::default();
    for i in 0..2000 {
        names.user(&format!("player{i}"));
    }
    let alice = names.user("alice");
    let text = format!("<@{alice}> moves; <@{alice}> again");
    assert_eq!(names.humanise(&text), "@alice moves; @alice again");
    assert_eq!(
        names.humanise("<@12> and <#> and <@x>"),
        "<@12> and <#> and <@x>"
    );
}
