//! East Indies scenarios through the script runner, from described positions whose seeds roll
//! the dice each case needs: a first voyage, factory attempts (a bribe; a natural 1 fails),
//! shared output and a change-up, the voyage home and the Treasury segment, a CSB
//! interception, an invasion capturing stored markers, Maintenance removing what is unpaid, and
//! the last year with the score.

mod common;

use common::Play;

/// Opens a two-company table from `setup` and returns the game.
async fn table(setup: &str) -> Play {
    let mut play = Play::new().await;
    play.lines(&format!(
        "@alice #t /game new game:indies setup:setups/{setup}
         @bob #t /game join
         @alice #t /game start"
    ))
    .await;
    play
}

/// Opens a two-company table from `setup`, plays `orders` (alice's, one a line; none when
/// empty), and both companies seal: the game and everything the round posted in the channel.
async fn sealed_round(setup: &str, orders: &str) -> (Play, String) {
    let mut play = table(setup).await;
    let text = seal_after(&mut play, orders).await;
    (play, text)
}

/// A [`sealed_round`] whose channel posts show each of `wanted`, in order: the game.
async fn round_shows(setup: &str, orders: &str, wanted: &[&str]) -> Play {
    let (play, text) = sealed_round(setup, orders).await;
    in_order(&text, wanted);
    play
}

/// Plays `orders` then seals both companies' orders: everything posted in the channel.
async fn seal_after(play: &mut Play, orders: &str) -> String {
    let script = format!("{orders}\n@alice dm /indies seal\n@bob dm /indies seal");
    channel(play, script.trim_start()).await
}

/// Plays `script` and returns everything posted in the channel, joined.
async fn channel(play: &mut Play, script: &str) -> String {
    let posts = play.lines(script).await;
    posts
        .iter()
        .filter(|p| p.public)
        .map(|p| p.text.clone())
        .collect::<Vec<_>>()
        .join("\n")
}

fn has(text: &str, wanted: &str) {
    assert!(text.contains(wanted), "expected {wanted:?} in:\n{text}");
}

/// In order: each of `wanted` appears after the one before.
fn in_order(text: &str, wanted: &[&str]) {
    let mut at = 0;
    for w in wanted {
        match text[at..].find(w) {
            Some(i) => at += i + w.len(),
            None => panic!("expected {w:?} after the earlier steps in:\n{text}"),
        }
    }
}

#[tokio::test]
async fn a_first_voyage_draws_the_areas_commodity_and_rolls_attrition() {
    let mut play = Play::new().await;
    play.lines(
        "@alice #t /game new game:indies seed:7
         @bob #t /game join
         @alice #t /game start
         @alice dm /indies buy fleet:A unit:carrack count:2
         @alice dm /indies move order:voyage fleet:A to:Java",
    )
    .await;
    let text = seal_after(&mut play, "").await;
    in_order(
        &text,
        &[
            "The orders of 1600, round 1, are revealed and carried out (orders: @alice 2, @bob none).",
            "— Outfitting —",
            "@alice buys 2 carracks for fleet A (40 florins).",
            "@alice's fleet A sails Europe → Java: 8 bounds",
            "Java: @alice's fleet A is the first there and draws",
            "— Attrition —",
            "Attrition, @alice's fleet A (voyage, 8 bounds)",
            "Prices:",
            "1600, order round 2 is open",
        ],
    );
}

#[tokio::test]
async fn a_factory_attempt_with_a_bribe_succeeds_on_a_six() {
    let mut play = round_shows(
        "indies_factory_founded.toml",
        "@alice dm /indies factory order:attempt fleet:A site:Bantam bribe:5",
        &[
            "— Factory segment —",
            "Bantam: 6 + bribe 5 = 11, @alice founds a factory.",
            "— Spices segment —",
            "Java (cloves, 48): a whole share to @alice at Bantam.",
        ],
    )
    .await;
    // The bribe is paid: 100 - 5.
    let hand = play.reply("@alice dm /game hand", "@alice").await;
    has(&hand, "with 95 florins");
}

#[tokio::test]
async fn a_natural_one_fails_whatever_the_bribe() {
    let (mut play, text) = sealed_round(
        "indies_factory_natural_one.toml",
        "@alice dm /indies factory order:attempt fleet:A site:Bantam bribe:5",
    )
    .await;
    has(&text, "Bantam: 1, a natural 1 always fails");
    assert!(!text.contains("founds a factory"), "{text}");
    let status = channel(&mut play, "@carol #t /game status").await;
    assert!(!status.contains("Factories:"), "{status}");
}

#[tokio::test]
async fn shared_output_is_split_and_changed_up_and_a_year_ends() {
    let (mut play, text) = sealed_round("indies_shared_output.toml", "").await;
    has(
        &text,
        "Java (cloves, 24): 1/2 each to @alice at Bantam and @bob at Jayakarta.",
    );
    let text = seal_after(
        &mut play,
        "@alice dm /indies changeup at:Bantam commodity:cloves shares:\"2 2\"",
    )
    .await;
    in_order(
        &text,
        &[
            "(orders: @alice 1, @bob none).",
            "@alice changes up cloves 1/2 + 1/2 into cloves 1/1 at Bantam.",
            "— Treasury segment —",
            "@alice's royal subsidy: 4 × 6 = 24 florins.",
            "— Maintenance —",
            "@alice pays 3 florins upkeep.",
            "Initiative for 1601:",
            "1601, order round 1 is open",
        ],
    );
}

#[tokio::test]
async fn the_voyage_home_sells_the_cargo_in_the_treasury_segment() {
    round_shows(
        "indies_voyage_home.toml",
        "@alice dm /indies move order:voyage fleet:A to:Europe",
        &[
            "— Final trans-oceanic movement —",
            "@alice's fleet A sails Java → Europe: 8 bounds",
            "Attrition, @alice's fleet A (voyage, 8 bounds): 5: no loss.",
            "— Treasury segment —",
            "@alice sells fleet A's cargo in Europe: cloves 1/1 for 48, cloves 1/2 for 24; 72 florins.",
        ],
    )
    .await;
}

#[tokio::test]
async fn a_csb_squadron_intercepts_a_laden_fleet() {
    round_shows(
        "indies_interception.toml",
        "@alice dm /indies move order:sail fleet:A to:Borneo",
        &[
            "@alice's fleet A sails Java → Borneo",
            "— Interceptions and combat —",
            "@bob's squadron B goes after @alice's fleet A (6 florins): 6, intercepted.",
            "Battle in Borneo: @bob's fleet B (8) against @alice's fleet A (2): 4:1; die 2: D1.",
            "(the fleet is lost)",
        ],
    )
    .await;
}

#[tokio::test]
async fn an_invasion_takes_the_factory_with_its_stored_markers() {
    round_shows(
        "indies_invasion.toml",
        "@alice dm /indies fight order:invade fleet:A site:Bantam",
        &[
            "— Invasions —",
            "@alice's fleet A invades Bantam of @bob",
            "Bantam falls to @alice with pepper 1/2, cloves 1/1.",
            "Java (cloves, 48): a whole share to @alice at Bantam.",
        ],
    )
    .await;
}

#[tokio::test]
async fn maintenance_removes_what_cannot_be_paid_in_the_order_given() {
    round_shows(
        "indies_maintenance.toml",
        "",
        &[
            "@alice's royal subsidy: 6 × 6 = 36 florins.",
            "— Maintenance —",
            "@alice cannot pay 44 florins upkeep and removes 8 soldiers of fleet A; it pays 36.",
        ],
    )
    .await;
}

#[tokio::test]
async fn the_last_year_ends_the_game_with_factories_scored() {
    let (mut play, text) = sealed_round("indies_last_year.toml", "").await;
    has(
        &text,
        "Game over. @alice 140 (120 florins, 2 factories), @bob 132 (132 florins, 0 factories). @alice wins!",
    );
    let refused = play.reply("@alice dm /indies seal", "@alice").await;
    assert!(!refused.is_empty());
    let status = channel(&mut play, "@carol #t /game status").await;
    has(&status, "Game over: @alice won.");
}
