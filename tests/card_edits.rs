//! Issue 37: progress edits the card. An action that notifies nobody ("@bob has planned",
//! "2 of 5 companies have sealed") edits the round's turn card, printed by the script runner
//! as `"edit": <the card's message>`; the action that opens a turn for someone (the reveal)
//! is a new message, since Discord notifies nobody of an edit.

use nusantara::script::{ScriptOptions, run};
use serde_json::Value;
use std::path::PathBuf;

/// The public lines a script prints.
async fn channel_lines(script: &str) -> Vec<Value> {
    let options = ScriptOptions {
        db: None,
        images: None,
        dump: false,
        base_dir: PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests"),
    };
    let run = run(script, &options).await.unwrap();
    assert!(!run.malformed, "{:#?}", run.output);
    run.output
        .iter()
        .map(|l| serde_json::from_str::<Value>(l).unwrap())
        .inspect(|l| assert!(l.get("error").is_none(), "{l}"))
        .filter(|l| l["to"].as_str().is_some_and(|to| to.starts_with('#')))
        .collect()
}

/// The channel's lines of script line `line`.
fn of_line(lines: &[Value], line: u64) -> Vec<&Value> {
    lines.iter().filter(|l| l["line"] == line).collect()
}

/// Checks that script lines `progress` each edit the card of message `card` (one line each,
/// no new message) with the card's whole body saying who acted and who is still awaited,
/// and that line `reveal` posts a new message.
fn progress_edits_the_card(
    lines: &[Value],
    card: u64,
    progress: &[(u64, &str, &str)],
    reveal: u64,
) {
    let card_line = lines
        .iter()
        .find(|l| l["message"] == card)
        .expect("the card was printed");
    let opening = card_line["text"].as_str().unwrap().lines().next().unwrap();
    for &(line, acted, waiting) in progress {
        let edits = of_line(lines, line);
        assert_eq!(edits.len(), 1, "line {line}: {edits:#?}");
        let edit = edits[0];
        assert_eq!(edit["edit"], card, "line {line} edits the card: {edit}");
        assert!(edit.get("message").is_none(), "no new message: {edit}");
        let text = edit["text"].as_str().unwrap();
        assert!(
            text.starts_with(opening),
            "the card's opening stays: {text}"
        );
        assert!(text.contains(acted), "line {line}: {text}");
        assert!(text.contains(waiting), "line {line}: {text}");
        assert_eq!(
            edit["flags"],
            1 << 15,
            "the card again, Components V2: {edit}"
        );
        let container = &edit["components"][0];
        assert_eq!(container["type"], 17);
        let gallery = container["components"]
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["type"] == 12)
            .expect("the board, as it is now");
        let file = gallery["items"][0]["media"]["url"].as_str().unwrap();
        let image = edit["images"][0].as_str().unwrap();
        assert!(
            image.ends_with(file.trim_start_matches("attachment://")),
            "{file} / {image}"
        );
    }
    let revealed = of_line(lines, reveal);
    assert!(!revealed.is_empty(), "the reveal is told");
    assert!(
        revealed
            .iter()
            .all(|l| l["message"].as_u64().is_some_and(|n| n > card) && l.get("edit").is_none()),
        "the reveal opens a turn: a new message, {revealed:#?}"
    );
    // No new public message only says that someone planned or sealed.
    for l in lines.iter().filter(|l| l.get("message").is_some()) {
        let text = l["text"].as_str().unwrap();
        let first = text.lines().next().unwrap_or_default();
        let only_progress = (first.contains("has planned") || first.contains("has sealed"))
            && text.lines().count() <= 2
            && !text.contains("revealed");
        assert!(!only_progress, "a new message for progress: {l}");
    }
}

#[tokio::test]
async fn festival_plans_edit_the_rounds_card_and_the_reveal_is_a_new_message() {
    let lines = channel_lines(
        "@alice #f /game new game:festivals players:3 seed:1
         @bob #f /game join
         @carol #f /game join
         @alice dm /festivals plan tickets:\"black blue\"
         @bob #f /festivals plan tickets:\"black blue\"
         @carol dm /festivals plan tickets:black",
    )
    .await;
    let start = of_line(&lines, 3);
    let card = start
        .iter()
        .find(|l| l["text"].as_str().unwrap().contains("The Festivals begins"))
        .expect("the start's card")["message"]
        .as_u64()
        .unwrap();
    progress_edits_the_card(
        &lines,
        card,
        &[
            (4, "@alice has planned.", "waiting for @bob and @carol"),
            (5, "@bob has planned.", "waiting for @carol"),
        ],
        6,
    );
    assert!(
        of_line(&lines, 6)[0]["text"]
            .as_str()
            .unwrap()
            .contains("Plans revealed"),
        "{lines:#?}"
    );
}

#[tokio::test]
async fn sealed_orders_of_five_companies_edit_the_card_until_the_reveal() {
    let lines = channel_lines(
        "@alice #t /game new game:indies seed:7 years:8
         @bob #t /game join
         @carol #t /game join
         @dave #t /game join
         @erin #t /game join
         @alice #t /game start
         @alice dm /indies seal
         @bob dm /indies seal
         @carol #t /indies seal
         @dave dm /indies seal
         @erin dm /indies seal",
    )
    .await;
    let card = of_line(&lines, 6)[0]["message"].as_u64().unwrap();
    progress_edits_the_card(
        &lines,
        card,
        &[
            (
                7,
                "Portugal (@alice) has sealed its orders (1 of 5)",
                "waiting for @bob, @carol, @dave and @erin",
            ),
            (
                8,
                "Netherlands (@bob) has sealed its orders (2 of 5)",
                "waiting for @carol, @dave and @erin",
            ),
            (
                9,
                "England (@carol) has sealed its orders (3 of 5)",
                "waiting for @dave and @erin",
            ),
            (
                10,
                "France (@dave) has sealed its orders (4 of 5)",
                "waiting for @erin",
            ),
        ],
        11,
    );
    assert!(
        of_line(&lines, 11)[0]["text"]
            .as_str()
            .unwrap()
            .contains("are revealed and carried out")
    );
}

#[tokio::test]
async fn sealed_bids_edit_the_card_until_the_last_reveals_them() {
    let lines = channel_lines(
        "@alice #t /game new game:indonesia setup:setups/indonesia_sealed_bids.toml
         @bob #t /game join
         @carol #t /game join
         @alice dm /indonesia seal amount:40
         @bob #t /indonesia seal amount:0
         @carol dm /indonesia seal amount:5",
    )
    .await;
    let card = of_line(&lines, 3)
        .iter()
        .find(|l| l["text"].as_str().unwrap().contains("Indonesia begins"))
        .expect("the start's card")["message"]
        .as_u64()
        .unwrap();
    progress_edits_the_card(
        &lines,
        card,
        &[
            (
                4,
                "@alice has sealed a turn order bid.",
                "waiting for @carol, @bob",
            ),
            (
                5,
                "@bob has sealed a turn order bid.",
                "waiting for @carol.",
            ),
        ],
        6,
    );
    let reveal = of_line(&lines, 6)[0]["text"].as_str().unwrap();
    assert!(
        reveal.contains("Every turn order bid is sealed"),
        "{reveal}"
    );
}

/// A turn that opens for a player notifies them: a new message, even right after progress.
/// Here the Festivals' moves after the reveal, each for the next player.
#[tokio::test]
async fn a_turn_that_opens_is_a_new_message() {
    let lines = channel_lines(
        "@alice #f /game new game:festivals players:3 seed:1
         @bob #f /game join
         @carol #f /game join
         @alice dm /festivals plan tickets:\"black blue\"
         @bob dm /festivals plan tickets:\"black blue\"
         @carol dm /festivals plan tickets:black
         @carol #f /festivals order players:\"@alice @bob\"
         @alice #f /festivals move to:Kalimantan ticket:blue",
    )
    .await;
    for line in [7, 8] {
        let posts = of_line(&lines, line);
        assert!(
            posts
                .iter()
                .all(|l| l.get("message").is_some() && l.get("edit").is_none()),
            "line {line}: {posts:#?}"
        );
    }
    // The card the moves edit no more: the reveal's. A plan after the round's end would be
    // another round's card.
    let edits: Vec<&Value> = lines.iter().filter(|l| l.get("edit").is_some()).collect();
    assert_eq!(
        edits.len(),
        2,
        "only the two plans before the reveal: {edits:#?}"
    );
}
