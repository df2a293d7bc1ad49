//! East Indies scenarios through the script runner, from described positions whose seeds roll
//! the dice each case needs (each event with its dice in `/game log`, the round's short report
//! in the channel): a first voyage, factory attempts (a bribe; a natural 1 fails),
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

/// What a round showed: the channel's posts, joined, and the latest page of `/game log`, which
/// tells every event with its dice.
struct Round {
    channel: String,
    log: String,
}

/// Opens a two-company table from `setup`, plays `orders` (alice's, one a line; none when
/// empty), and both companies seal: the game and what the round showed.
async fn sealed_round(setup: &str, orders: &str) -> (Play, Round) {
    let mut play = table(setup).await;
    let round = seal_after(&mut play, orders).await;
    (play, round)
}

/// A [`sealed_round`] whose log shows each of `logged` and whose channel posts each of
/// `posted`, both in order: the game.
async fn round_shows(setup: &str, orders: &str, logged: &[&str], posted: &[&str]) -> Play {
    let (play, round) = sealed_round(setup, orders).await;
    in_order(&round.log, logged);
    in_order(&round.channel, posted);
    play
}

/// Plays `orders` then seals both companies' orders: what the round showed.
async fn seal_after(play: &mut Play, orders: &str) -> Round {
    let script = format!("{orders}\n@alice dm /indies seal\n@bob dm /indies seal");
    let channel = channel(play, script.trim_start()).await;
    let log = play.reply("@carol #t /game log", "@carol").await;
    Round { channel, log }
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
    let round = seal_after(&mut play, "").await;
    in_order(
        &round.channel,
        &[
            "The orders of 1600, round 1, are revealed and carried out (orders: Portugal 2, Netherlands none). Details: `/game log`.",
            "Outfitting and voyages out: Portugal buys 2 carracks; A → Java (draws ",
            "Attrition: ",
            "Prices: ",
            "1600, order round 2: waiting for @alice and @bob",
        ],
    );
    in_order(
        &round.log,
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
        &[
            "Factories: Portugal founds Bantam",
            "Output shared (markers): Portugal 1",
        ],
    )
    .await;
    // The bribe is paid: 100 - 5.
    let hand = play.reply("@alice dm /game hand", "@alice").await;
    has(&hand, "with 95 florins");
}

#[tokio::test]
async fn a_natural_one_fails_whatever_the_bribe() {
    let (mut play, round) = sealed_round(
        "indies_factory_natural_one.toml",
        "@alice dm /indies factory order:attempt fleet:A site:Bantam bribe:5",
    )
    .await;
    has(&round.log, "Bantam: 1, a natural 1 always fails");
    assert!(!round.log.contains("founds a factory"), "{}", round.log);
    has(&round.channel, "Factories: Portugal fails at Bantam");
    assert!(!round.channel.contains("founds"), "{}", round.channel);
    let status = channel(&mut play, "@carol #t /game status").await;
    assert!(!status.contains("Factories:"), "{status}");
}

#[tokio::test]
async fn shared_output_is_split_and_changed_up_and_a_year_ends() {
    let (mut play, round) = sealed_round("indies_shared_output.toml", "").await;
    has(
        &round.log,
        "Java (cloves, 24): 1/2 each to @alice at Bantam and @bob at Jayakarta.",
    );
    has(&round.channel, "Output shared (markers): ");
    has(&round.channel, "Portugal 1; Netherlands 1");
    let round = seal_after(
        &mut play,
        "@alice dm /indies changeup at:Bantam commodity:cloves shares:\"2 2\"",
    )
    .await;
    in_order(
        &round.channel,
        &[
            "(orders: Portugal 1, Netherlands none).",
            "Loading: Portugal 1 change-up",
            "Florins: ",
            "Portugal subsidy 24, upkeep 3",
            "Initiative for 1601 (treasury × die): ",
            "1601, order round 1: waiting for ",
        ],
    );
    in_order(
        &round.log,
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
        &[
            "Voyages home: Portugal A → Europe",
            "Attrition: 1 fleet, no loss",
            "Florins: ",
            "Portugal sales 72, subsidy ",
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
        &[
            "Indies movement: Portugal A → Borneo",
            "Netherlands' squadron B goes after Portugal's fleet A (6 florins): 6, intercepted.",
            "Battle in Borneo: Netherlands' fleet B (8) against Portugal's fleet A (2): 4:1; die 2: D1.",
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
        &[
            "Invasions: Portugal takes Bantam from Netherlands with pepper 1/2, cloves 1/1",
            "Output shared (markers): Portugal 1",
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
        &[
            "Florins: ",
            "Portugal subsidy 36",
            "Portugal cannot pay 44 florins upkeep and removes 8 soldiers of fleet A; it pays 36.",
        ],
    )
    .await;
}

#[tokio::test]
async fn the_last_year_ends_the_game_with_factories_scored() {
    let (mut play, round) = sealed_round("indies_last_year.toml", "").await;
    has(
        &round.log,
        "Game over. @alice 140 (120 florins, 2 factories), @bob 132 (132 florins, 0 factories). @alice wins!",
    );
    in_order(
        &round.channel,
        &[
            "Game over: Portugal (@alice) wins with a score of 140!",
            "Final scores:",
            "Portugal (@alice) 140 (120 florins, 2 factories)",
            "Netherlands (@bob) 132 (132 florins, 0 factories)",
        ],
    );
    let refused = play.reply("@alice dm /indies seal", "@alice").await;
    assert!(!refused.is_empty());
    let status = channel(&mut play, "@carol #t /game status").await;
    has(&status, "Game over: @alice won.");
}
