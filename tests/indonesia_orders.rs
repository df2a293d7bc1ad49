//! Indonesia's commands of several steps and standing orders that outlast a phase, as players
//! type them: a company's whole operation in one command, several siap saji removals, a
//! research track each year, a pass on merger proposals every year. Each ends as the same
//! steps typed one by one do (the stored game compared through `/game status`, `/game hand`
//! and `/game log`).

mod common;

use common::{Play, Seen};

/// A table at `#t` started from `setup` with `players` seated (alice, bob, carol, dewi).
async fn table(setup: &str, players: usize) -> Play {
    let mut play = Play::new().await;
    let names = ["alice", "bob", "carol", "dewi"];
    let mut script = format!("@alice #t /game new game:indonesia setup:setups/{setup}\n");
    for name in &names[1..players] {
        script.push_str(&format!("@{name} #t /game join\n"));
    }
    play.lines(&script).await;
    play
}

/// What the stored games show: the board, alice's own view, the log.
async fn stored(play: &mut Play) -> Vec<String> {
    vec![
        play.reply("@bob #t /game status", "#t").await,
        play.reply("@alice #t /game hand", "@alice").await,
        play.reply("@bob #t /game log", "@bob").await,
    ]
}

/// Plays `one` and `by_hand` at two tables from `setup`; both stored games must be the same.
async fn same_as_by_hand(setup: &str, players: usize, one: &str, by_hand: &str) -> Vec<Seen> {
    let mut a = table(setup, players).await;
    let posts = a.lines(one).await;
    let mut b = table(setup, players).await;
    b.lines(by_hand).await;
    assert_eq!(stored(&mut a).await, stored(&mut b).await);
    posts
}

#[tokio::test]
async fn a_whole_operation_in_one_command_is_its_steps_typed_one_by_one() {
    let posts = same_as_by_hand(
        "indonesia_chained.toml",
        2,
        "@alice #t /indonesia operate company:1 ship:1 expand:\"Jatim5 Jatim4 Jatim3\"",
        "@alice #t /indonesia operate company:1
         @alice #t /indonesia ship
         @alice #t /indonesia expand at:Jatim5
         @alice #t /indonesia expand at:Jatim4
         @alice #t /indonesia expand at:Jatim3",
    )
    .await;
    // One public post tells it all, in order.
    let public: Vec<&Seen> = posts.iter().filter(|p| p.public).collect();
    assert_eq!(public.len(), 1, "{posts:#?}");
    let text = &public[0].text;
    let ships = text.find("ships 2 rice").expect(text);
    let expands = text.find("expands into Jatim3").expect(text);
    assert!(ships < expands, "{text}");
}

#[tokio::test]
async fn a_refused_step_of_an_operation_stops_it_there_with_the_reason() {
    let mut play = table("indonesia_chained.toml", 2).await;
    // Jatim4 does not touch the company before Jatim5 is added: the operation and the
    // shipping stand, the expansion and its stop are not played, and alice is told why.
    let posts = play
        .lines("@alice #t /indonesia operate company:1 ship:1 expand:\"Jatim4 stop\"")
        .await;
    assert!(
        posts
            .iter()
            .any(|p| p.public && p.text.contains("ships 2 rice")),
        "{posts:#?}"
    );
    let own: Vec<&Seen> = posts.iter().filter(|p| p.to == "@alice").collect();
    assert!(
        own.iter()
            .any(|p| p.text.contains("stopped at step 3 of 4") && p.text.contains("next to")),
        "{posts:#?}"
    );
    let status = play.reply("@bob #t /game status", "#t").await;
    assert!(status.contains("must expand by 3 more areas"), "{status}");
    // A malformed `expand:` is refused before any step.
    let (kind, text) = play
        .refusal("@alice #t /indonesia operate company:1 expand:\"stop Jatim5\"")
        .await;
    assert_eq!(kind, "bad_option");
    assert!(text.contains("end with `stop`"), "{text}");
}

#[tokio::test]
async fn several_removals_in_one_command_are_the_removals_typed_one_by_one() {
    let opening = "@alice #t /indonesia merge first:1 second:2 bid:125
         @bob #t /indonesia pass\n";
    same_as_by_hand(
        "indonesia_siap_saji.toml",
        2,
        &format!("{opening}@alice #t /indonesia remove area:\"Bali2 Jatim3 Bali1\""),
        &format!(
            "{opening}@alice #t /indonesia remove area:Bali2
             @alice #t /indonesia remove area:Jatim3
             @alice #t /indonesia remove area:Bali1"
        ),
    )
    .await;
}

#[tokio::test]
async fn a_research_order_given_out_of_turn_plays_when_the_turn_comes() {
    let order = "@bob #t /indonesia research track:slots each:yes";
    let posts = same_as_by_hand(
        "indonesia_research.toml",
        2,
        &format!("{order}\n@alice #t /indonesia research track:expansion"),
        "@alice #t /indonesia research track:expansion
         @bob #t /indonesia research track:slots",
    )
    .await;
    assert!(
        posts.iter().any(|p| p.public
            && p.text.contains("@alice advances expansion research")
            && p.text.contains("@bob advances slots research to step 2")),
        "{posts:#?}"
    );
    // Only bob was told of his order, and he may take it back while it is the last move.
    let mut play = table("indonesia_research.toml", 2).await;
    let posts = play.lines(order).await;
    assert!(
        !posts.is_empty()
            && posts
                .iter()
                .all(|p| !p.public && p.to == "@bob" && p.text.contains("slots track each year")),
        "{posts:#?}"
    );
    let undone = play.lines("@bob #t /game undo").await;
    assert!(
        undone.iter().any(|p| p.text.contains("took back")),
        "{undone:#?}"
    );
    // Cleared: asked again; a track at its last step is refused, saying so.
    let (_, text) = play.refusal("@bob #t /indonesia research each:no").await;
    assert!(text.contains("no standing research order"), "{text}");
    let (_, text) = play.refusal("@bob #t /indonesia research").await;
    assert!(text.contains("each:yes"), "{text}");
}

#[tokio::test]
async fn a_pass_on_proposals_every_year_is_this_pass_and_is_cleared_at_will() {
    let posts = same_as_by_hand(
        "indonesia_merger_rich.toml",
        3,
        "@alice #t /indonesia pass rest:proposals",
        "@alice #t /indonesia pass",
    )
    .await;
    assert!(
        posts
            .iter()
            .any(|p| p.to == "@alice" && !p.public && p.text.contains("you pass every year")),
        "{posts:#?}"
    );
    let mut play = table("indonesia_merger_rich.toml", 3).await;
    play.lines("@alice #t /indonesia pass rest:proposals").await;
    let posts = play.lines("@alice #t /indonesia pass rest:no").await;
    assert!(
        posts
            .iter()
            .any(|p| p.to == "@alice" && p.text.contains("Merger proposals: you are asked")),
        "{posts:#?}"
    );
    let (_, text) = play.refusal("@alice #t /indonesia pass rest:no").await;
    assert!(text.contains("rest:proposals"), "{text}");
}

#[tokio::test]
async fn a_lead_each_year_bids_the_least_that_puts_one_first_in_secret() {
    // Carol bids first, then alice (bid multiplier 5), bob, dewi. Bob leads up to 30: after
    // carol's 2 (worth 2) and alice's 1 (worth 5) the table bids 6 for him.
    let order = "@bob #t /indonesia bid up_to:30";
    let posts = same_as_by_hand(
        "indonesia_bid.toml",
        4,
        &format!("{order}\n@carol #t /indonesia bid amount:2\n@alice #t /indonesia bid amount:1"),
        "@carol #t /indonesia bid amount:2
         @alice #t /indonesia bid amount:1
         @bob #t /indonesia bid amount:6",
    )
    .await;
    assert!(
        posts
            .iter()
            .any(|p| p.public && p.text.contains("@bob bids 6")),
        "{posts:#?}"
    );
    // The maximum is bob's alone: answered to him, in no public post.
    assert!(
        posts
            .iter()
            .filter(|p| p.public)
            .all(|p| !p.text.contains("30")),
        "{posts:#?}"
    );
    assert!(
        posts
            .iter()
            .any(|p| !p.public && p.to == "@bob" && p.text.contains("at most 30")),
        "{posts:#?}"
    );
    // Above one's cash, or with an amount too: refused, saying what is allowed.
    let mut play = table("indonesia_bid.toml", 4).await;
    let (_, text) = play.refusal("@dewi #t /indonesia bid up_to:6").await;
    assert!(text.contains("you have only 5"), "{text}");
    let (_, text) = play
        .refusal("@bob #t /indonesia bid amount:3 up_to:30")
        .await;
    assert!(text.contains("not both"), "{text}");
}
