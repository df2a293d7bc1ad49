//! Scenario scripts: whole turns of Indonesia played through the table service from described
//! positions (tests/setups/indonesia_*.toml), checked against the rules in the posts players
//! see. The engine's unit tests check the same rules move by move; these check what reaches the
//! chat: the channel's text, who is told what, and that a refusal changes nothing.

mod common;

use common::{Play, Seen};

/// A table at `#t` started from `setup` with `players` seated (alice, bob, carol, dewi in seat
/// order).
async fn table(setup: &str, players: usize) -> (Play, Vec<Seen>) {
    let mut play = Play::new().await;
    let names = ["alice", "bob", "carol", "dewi"];
    let mut script = format!("@alice #t /game new game:indonesia setup:setups/{setup}\n");
    for name in &names[1..players] {
        script.push_str(&format!("@{name} #t /game join\n"));
    }
    let posts = play.lines(&script).await;
    (play, posts)
}

/// The channel post a line made (exactly one), or a panic naming what came instead.
async fn channel(play: &mut Play, line: &str) -> String {
    play.reply(line, "#t").await
}

/// A refused line: one private answer to its author, a refusal of this kind, and nothing
/// public. Gives the refusal's text.
async fn refused(play: &mut Play, line: &str, kind: &str) -> String {
    let author = line.split_whitespace().next().unwrap().to_string();
    let posts = play.lines(line).await;
    assert_eq!(posts.len(), 1, "{line}: {posts:#?}");
    assert_eq!(posts[0].to, author, "{line}: refusals are private");
    assert_eq!(
        posts[0].refused.as_deref(),
        Some(kind),
        "{line}: {}",
        posts[0].text
    );
    posts[0].text.clone()
}

fn has(text: &str, wanted: &str) {
    assert!(text.contains(wanted), "expected {wanted:?} in:\n{text}");
}

/// Mergers: a proposal with its first bid, raises in multiples of the unit count above the
/// type's minimum, passing for good, and the winner paying the previous owners in proportion to
/// their companies' sizes (3 and 2 of 5 areas of 110: 66 and 44).
#[tokio::test]
async fn a_merger_auction_with_payments() {
    let (mut play, _) = table("indonesia_merger.toml", 3).await;
    has(
        &refused(
            &mut play,
            "@alice #t /indonesia merge first:1 second:2 bid:95",
            "forbidden",
        )
        .await,
        "lowest bid is 20",
    );
    has(
        &refused(
            &mut play,
            "@alice #t /indonesia merge first:1 second:2 bid:102",
            "forbidden",
        )
        .await,
        "multiples",
    );
    has(
        &refused(
            &mut play,
            "@alice #t /indonesia merge first:1 second:2 bid:305",
            "cannot_afford",
        )
        .await,
        "No bluffing",
    );
    let text = channel(
        &mut play,
        "@alice #t /indonesia merge first:1 second:2 bid:100",
    )
    .await;
    has(
        &text,
        "@alice proposes merging #1 A rice Bali with #2 A rice Jabar and bids 100 rupiah.",
    );
    has(&text, "@bob: raise to at least 105 (steps of 5), or pass.");
    channel(&mut play, "@bob #t /indonesia raise amount:105").await;
    has(
        &refused(
            &mut play,
            "@carol #t /indonesia raise amount:105",
            "forbidden",
        )
        .await,
        "beat",
    );
    channel(&mut play, "@carol #t /indonesia pass").await;
    channel(&mut play, "@alice #t /indonesia raise amount:110").await;
    // Carol passed for good: the bidding goes back to bob.
    refused(
        &mut play,
        "@carol #t /indonesia raise amount:115",
        "not_your_turn",
    )
    .await;
    let text = channel(&mut play, "@bob #t /indonesia pass").await;
    has(
        &text,
        "@alice wins the merger for 110 rupiah and takes #3 rice; @alice keeps 66 for their own company, @alice pays @bob 44.",
    );
    let alice = play.reply("@alice #t /game hand", "@alice").await;
    has(&alice, "you have 256 rupiah in cash");
    let bob = play.reply("@bob #t /game hand", "@bob").await;
    has(&bob, "you have 244 rupiah in cash");
    let status = channel(&mut play, "@carol #t /game status").await;
    has(
        &status,
        "#3 rice (A rice Bali + A rice Jabar) of @alice: rice in Bali1, Bali2, Jabar4, Jabar6, Jatim5.",
    );
}

/// Siap saji creation: rice and spice merge in era B; the winner removes half the areas,
/// rounded up, never splitting a region, and what is left becomes siap saji.
#[tokio::test]
async fn siap_saji_creation() {
    let (mut play, _) = table("indonesia_siap_saji.toml", 2).await;
    has(
        &refused(
            &mut play,
            "@alice #t /indonesia merge first:1 second:2 bid:120",
            "forbidden",
        )
        .await,
        "lowest bid is 25",
    );
    let text = channel(
        &mut play,
        "@alice #t /indonesia merge first:1 second:2 bid:125",
    )
    .await;
    has(&text, "into siap saji and bids 125 rupiah");
    let text = channel(&mut play, "@bob #t /indonesia pass").await;
    has(&text, "@alice wins the merger for 125 rupiah");
    has(
        &text,
        "@alice: for siap saji, give up 3 more areas of #3.\nAreas: Bali2, Jatim3.",
    );
    has(
        &refused(
            &mut play,
            "@alice #t /indonesia remove area:Jatim5",
            "forbidden",
        )
        .await,
        "splitting",
    );
    refused(
        &mut play,
        "@bob #t /indonesia remove area:Bali2",
        "not_your_turn",
    )
    .await;
    channel(&mut play, "@alice #t /indonesia remove area:Bali2").await;
    channel(&mut play, "@alice #t /indonesia remove area:Jatim3").await;
    let text = channel(&mut play, "@alice #t /indonesia remove area:Bali1").await;
    has(&text, "Siap saji creation: #3 siap saji gives up Bali1.");
    has(
        &text,
        "The remaining rice and spice of #3 siap saji become siap saji.",
    );
    let status = channel(&mut play, "@bob #t /game status").await;
    has(
        &status,
        "#3 siap saji (A rice Bali + B spice Jateng) of @alice: siap saji in Jatim4, Jatim5.",
    );
}

/// A production company that cannot ship everything: bob's hull carries one good, so one of
/// alice's two rice ships; the expansion is then optional and paid: her 10 in cash and 10 of the
/// phase's 15 revenue.
#[tokio::test]
async fn a_company_that_cannot_ship_everything() {
    let (mut play, _) = table("indonesia_short_hull.toml", 2).await;
    let text = channel(&mut play, "@alice #t /indonesia operate company:1").await;
    has(&text, "@alice operates #1 A rice Bali.");
    has(&text, "1 of 2 rice shipped for 20 rupiah, 1 cargo cube");
    has(&text, "Ship owners earn: @bob 5.");
    has(&text, "@alice: ship by a plan");
    // Preferring the only shipping company changes nothing, and never ships fewer.
    let text = channel(&mut play, "@alice #t /indonesia prefer company:2").await;
    has(&text, "1 of 2 rice shipped");
    has(
        &refused(
            &mut play,
            "@alice #t /indonesia prefer company:1",
            "forbidden",
        )
        .await,
        "shipping",
    );
    let text = channel(&mut play, "@alice #t /indonesia ship").await;
    has(
        &text,
        "@alice ships 1 rice with #1 for 20 rupiah (1 cargo cube)",
    );
    has(
        &text,
        "@alice: #1 may expand by up to 1 area at 20 each, or stop.",
    );
    let text = channel(&mut play, "@alice #t /indonesia expand at:NTB1").await;
    has(&text, "#1 A rice Bali expands into NTB1 for 20 rupiah.");
    has(&text, "#1 A rice Bali has expanded as far as it may.");
    // Her hand: 10 came from cash, the other 10 from the phase's revenue.
    let hand = play.reply("@alice #t /game hand", "@alice").await;
    has(
        &hand,
        "you have 0 rupiah in cash, operating revenue 5 rupiah",
    );
}

/// A chained expansion: every good shipped, so alice must expand for free by her Expansion R&D
/// (3 areas), each new area next to the company, including the areas just added; never into an
/// area that does not touch it.
#[tokio::test]
async fn a_chained_free_expansion() {
    let (mut play, _) = table("indonesia_chained.toml", 2).await;
    channel(&mut play, "@alice #t /indonesia operate company:1").await;
    let text = channel(&mut play, "@alice #t /indonesia ship").await;
    has(
        &text,
        "@alice ships 2 rice with #1 for 40 rupiah (2 cargo cubes)",
    );
    has(
        &text,
        "@alice: #1 must expand by 3 more areas (free).\nAreas: Jatim5, NTB1.",
    );
    has(
        &refused(&mut play, "@alice #t /indonesia pass", "forbidden").await,
        "must expand",
    );
    has(
        &refused(
            &mut play,
            "@alice #t /indonesia expand at:Jatim4",
            "forbidden",
        )
        .await,
        "next to",
    );
    let text = channel(&mut play, "@alice #t /indonesia expand at:Jatim5").await;
    has(&text, "#1 A rice Bali expands into Jatim5.");
    has(&text, "by 2 more areas");
    has(&text, "Areas: Jatim4, NTB1.");
    channel(&mut play, "@alice #t /indonesia expand at:Jatim4").await;
    let text = channel(&mut play, "@alice #t /indonesia expand at:Jatim3").await;
    has(&text, "#1 A rice Bali expands into Jatim3.");
    let status = channel(&mut play, "@bob #t /game status").await;
    has(
        &status,
        "rice in Bali1, Bali2, Jatim3, Jatim4, Jatim5 (operated)",
    );
}

/// City Growth with the supply out: no size 3 city is left, so the size 2 cities cannot grow
/// (and the channel is told); one size 2 city is left for two size 1 cities, and the first
/// player in turn order picks which one grows.
#[tokio::test]
async fn a_city_cannot_grow_when_the_supply_is_out() {
    let (mut play, _) = table("indonesia_growth.toml", 2).await;
    channel(&mut play, "@alice #t /indonesia operate company:1").await;
    let text = channel(&mut play, "@alice #t /indonesia pass").await;
    has(&text, "Year 1: City Growth.");
    has(
        &text,
        "The city in Jambi2 would grow, but no size 3 city is left in the supply.",
    );
    has(
        &text,
        "@bob: the supply is short; as first player, pick 1 more city to grow to size 2.\nCities: NTT1, Sultra1.",
    );
    refused(
        &mut play,
        "@alice #t /indonesia grow area:NTT1",
        "not_your_turn",
    )
    .await;
    has(
        &refused(&mut play, "@bob #t /indonesia grow area:Aceh1", "forbidden").await,
        "may grow to size 2 are",
    );
    let text = channel(&mut play, "@bob #t /indonesia grow area:Sultra1").await;
    has(&text, "The city in Sultra1 grows to size 2.");
    has(
        &text,
        "The city in NTT1 would grow, but no size 2 city is left in the supply.",
    );
    let status = channel(&mut play, "@alice #t /game status").await;
    has(&status, "NTT1 (1)");
    has(&status, "Sultra1 (2)");
    has(&status, "Supply: 11 size 1, 0 size 2, 0 size 3.");
}

/// The end of the game: the last Operations of era C, then final scoring with operating revenue
/// counted twice, and a tie broken in favour of the player earlier in turn order.
#[tokio::test]
async fn the_end_with_double_revenue_and_a_tie() {
    let (mut play, posts) = table("indonesia_end.toml", 2).await;
    let start = posts
        .iter()
        .find(|p| p.public && p.text.contains("Indonesia begins"))
        .unwrap();
    // Bob owns nothing to operate: alice is asked at once.
    has(&start.text, "@alice: operate a company");
    channel(&mut play, "@alice #t /indonesia operate company:1").await;
    let text = channel(&mut play, "@alice #t /indonesia ship").await;
    has(&text, "@alice ships 2 rice with #1 for 40 rupiah");
    channel(&mut play, "@alice #t /indonesia expand at:NTB1").await;
    let text = channel(&mut play, "@alice #t /indonesia operate company:2").await;
    has(&text, "may place up to 1 more ship");
    let text = channel(&mut play, "@alice #t /indonesia pass").await;
    has(
        &text,
        "Game over. Winner: @bob.\n@alice 100 (cash 20, stash 0, revenue 40 ×2)",
    );
    has(
        &refused(&mut play, "@alice #t /indonesia pass", "not_now").await,
        "The game in this channel is over",
    );
    let status = channel(&mut play, "@alice #t /game status").await;
    has(&status, "Final scores: @alice 100, @bob 100.");
}

/// Turn Order Bid: one bid each in turn order, times the bid multiplier; the new order is by
/// bid value, ties keeping their order; nobody bids more than their cash.
#[tokio::test]
async fn turn_order_bids() {
    let (mut play, posts) = table("indonesia_bid.toml", 4).await;
    let start = posts
        .iter()
        .find(|p| p.public && p.text.contains("begins"))
        .unwrap();
    has(&start.text, "@carol: bid for turn order");
    refused(
        &mut play,
        "@alice #t /indonesia bid amount:2",
        "not_your_turn",
    )
    .await;
    let text = channel(&mut play, "@carol #t /indonesia bid amount:10").await;
    has(
        &text,
        "@carol bids 10 rupiah for turn order (bid value 10).",
    );
    has(&text, "@alice: bid for turn order");
    has(&text, "@alice: bid for turn order (counts ×5");
    let text = channel(&mut play, "@alice #t /indonesia bid amount:2").await;
    has(&text, "@alice bids 2 rupiah for turn order (bid value 10).");
    channel(&mut play, "@bob #t /indonesia bid amount:11").await;
    has(
        &refused(
            &mut play,
            "@dewi #t /indonesia bid amount:6",
            "cannot_afford",
        )
        .await,
        "No bluffing",
    );
    let text = channel(&mut play, "@dewi #t /indonesia bid amount:0").await;
    // Carol and alice tie at 10: carol bid first and stays ahead.
    has(&text, "Turn order: @bob, @carol, @alice, @dewi.");
    let hand = play.reply("@carol #t /game hand", "@carol").await;
    has(&hand, "you have 90 rupiah in cash");
    has(&hand, "a stash of 10");
}

/// Acquisitions: a player needs a free slot (Slots R&D above their company count); a production
/// deed's first good goes in an empty area of its province, a shipping deed's first ship in a
/// sea next to it; a player takes deeds until they pass or their slots are full.
#[tokio::test]
async fn acquisitions_fill_the_slots() {
    let (mut play, posts) = table("indonesia_acquisitions.toml", 2).await;
    let start = posts
        .iter()
        .find(|p| p.public && p.text.contains("begins"))
        .unwrap();
    // Bob's slot is full: alice is asked.
    has(&start.text, "@alice: acquire a deed");
    refused(
        &mut play,
        "@bob #t /indonesia acquire deed:\"A rice Jabar\" at:Jabar3",
        "not_your_turn",
    )
    .await;
    has(
        &refused(
            &mut play,
            "@alice #t /indonesia acquire deed:\"A rice Bali\" at:Jabar3",
            "forbidden",
        )
        .await,
        "empty area of its province",
    );
    has(
        &refused(
            &mut play,
            "@alice #t /indonesia acquire deed:\"A shipping Jatim\" at:S1",
            "forbidden",
        )
        .await,
        "a sea area bordering its province",
    );
    has(
        &refused(
            &mut play,
            "@alice #t /indonesia acquire deed:\"Z rice Mars\" at:S1",
            "bad_option",
        )
        .await,
        "is not a deed",
    );
    let text = channel(
        &mut play,
        "@alice #t /indonesia acquire deed:\"A rice Bali\" at:Bali1",
    )
    .await;
    has(
        &text,
        "@alice acquires #3 A rice Bali and starts it in Bali1.",
    );
    has(&text, "@alice: acquire a deed");
    let text = channel(
        &mut play,
        "@alice #t /indonesia acquire deed:\"a shipping jatim\" at:s10",
    )
    .await;
    has(
        &text,
        "@alice acquires #4 A shipping Jatim and starts it in S10.",
    );
    // Three companies, three slots: the phase is over.
    has(&text, "Year 1: Research and Development.");
}

/// Research: one step each, in turn order, on your own tracks, or on anyone's hull; no track
/// goes past step 5.
#[tokio::test]
async fn research_hull_on_another_players_track() {
    let (mut play, _) = table("indonesia_research.toml", 2).await;
    has(
        &refused(
            &mut play,
            "@alice #t /indonesia research track:slots player:@bob",
            "forbidden",
        )
        .await,
        "only your own markers, except hull",
    );
    has(
        &refused(
            &mut play,
            "@alice #t /indonesia research track:sails",
            "bad_option",
        )
        .await,
        "`track:sails` is not allowed: write `bid`, `slots`, `mergers`, `expansion` or `hull`",
    );
    let text = channel(
        &mut play,
        "@alice #t /indonesia research track:hull player:@bob",
    )
    .await;
    has(&text, "@alice advances @bob's hull research to step 5.");
    has(&text, "@bob: advance a research track");
    has(
        &refused(
            &mut play,
            "@bob #t /indonesia research track:hull",
            "forbidden",
        )
        .await,
        "already on step 5",
    );
    let text = channel(&mut play, "@bob #t /indonesia research track:bid").await;
    has(&text, "@bob advances turn order bid research to step 2.");
}

/// A merger of two companies of one owner, won by another player: the owner is paid once, the
/// whole bid.
#[tokio::test]
async fn one_owner_of_both_companies_is_paid_once() {
    let (mut play, _) = table("indonesia_one_owner.toml", 2).await;
    channel(
        &mut play,
        "@alice #t /indonesia merge first:1 second:2 bid:20",
    )
    .await;
    channel(&mut play, "@bob #t /indonesia raise amount:30").await;
    let text = channel(&mut play, "@alice #t /indonesia pass").await;
    has(
        &text,
        "@bob wins the merger for 30 rupiah and takes #3 shipping; @bob pays @alice 30.",
    );
}

/// Two fleets can carry alice's rice: the plan on offer and another plan are both shown with
/// what each pays to whom, and alice ships by the other one.
#[tokio::test]
async fn the_operator_chooses_among_plans_that_ship_as_many() {
    let (mut play, _) = table("indonesia_two_fleets.toml", 3).await;
    let text = channel(&mut play, "@alice #t /indonesia operate company:1").await;
    has(
        &text,
        "Plan 1: 1 of 1 rice shipped for 20 rupiah, 1 cargo cube",
    );
    has(&text, "Ship owners earn: @bob 5.");
    has(&text, "Plan 2: 1 cargo cube, earning @carol 5; 1 × Jatim1.");
    has(&text, "Plan 2: 1 cargo cube");
    has(
        &refused(&mut play, "@alice #t /indonesia ship plan:3", "forbidden").await,
        "plans 1 to 2 are shown",
    );
    has(
        &refused(
            &mut play,
            "@alice #t /indonesia ship plan:two",
            "bad_option",
        )
        .await,
        "`plan:two` is not allowed: write a whole number, 1 or more.",
    );
    let text = channel(&mut play, "@alice #t /indonesia ship plan:2").await;
    has(
        &text,
        "@alice ships 1 rice with #1 for 20 rupiah (1 cargo cube):\n1 × Jatim1 via #3 (@carol)",
    );
    has(&text, "via #3 (@carol)");
    has(&text, "Ship owners earn: @carol 5.");
    assert!(!text.contains("plan 2"), "{text}");
}
