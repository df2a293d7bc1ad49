//! Indonesia's standing orders at the table: proxy bids (`up_to:`), standing passes
//! (`/indonesia pass rest:yes`) and several expansion steps in one command, as players type
//! them; the channel never learns a maximum, and an auction played by proxies ends as the
//! same auction typed step by step does.

mod common;

use common::{Play, Seen};
use nusantara::discord::outbox;
use nusantara::table::To;

/// alice (400 rupiah) may propose merging her rice in Bali with bob's in Jawa Barat (5 units:
/// bids 100, 105, ...); bob has 200, carol a free slot.
const OPENING: &str = "@alice #t /game new game:indonesia setup:setups/indonesia_merger_rich.toml
     @bob #t /game join
     @carol #t /game join
     @alice #t /game start";

/// Plays `script` at a fresh table after the opening; every post the lines made.
async fn play(script: &str) -> (Play, Vec<Seen>) {
    let mut play = Play::new().await;
    play.lines(OPENING).await;
    let posts = play.lines(script).await;
    (play, posts)
}

/// Every public message's body exactly as the Discord layer sends it, names written back.
async fn public_bodies(script: &str) -> Vec<serde_json::Value> {
    let mut play = Play::new().await;
    play.lines(OPENING).await;
    let mut bodies = Vec::new();
    for line in script.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let runner = &mut play.runner;
        let posts = runner.play(line).await.expect("a well-formed line");
        for post in posts.iter().filter(|p| matches!(p.to, To::Channel(_))) {
            for message in outbox::messages(post, "twin") {
                bodies.push(runner.humanise_json(message.body));
            }
            for image in &post.images {
                bodies.push(serde_json::json!({ "image": image.name, "bytes": image.png.len() }));
            }
        }
    }
    bodies
}

/// alice proposes with maximum `alice`, bob answers with a maximum of 150, carol passes: the
/// maxima play the auction out (alice wins at 150, bob's next legal bid 155 being beyond his).
fn proxies(alice: u32) -> String {
    format!(
        "@alice #t /indonesia merge first:1 second:2 bid:100 up_to:{alice}
         @bob #t /indonesia raise up_to:150
         @carol #t /indonesia pass
         @dewi #t /game log
         @dewi #t /game status"
    )
}

#[tokio::test]
async fn the_channel_never_learns_a_maximum() {
    // Two auctions differing only in the winner's maximum, both above the final price.
    let low = public_bodies(&proxies(155)).await;
    let high = public_bodies(&proxies(390)).await;
    assert!(low.len() > 3, "{low:#?}");
    assert_eq!(low, high);
    let text = serde_json::to_string(&low).unwrap();
    assert!(!text.contains("up_to"), "{text}");
}

#[tokio::test]
async fn an_auction_of_two_maxima_resolves_in_one_post_after_the_second() {
    let (_, posts) = play(&proxies(300)).await;
    // alice alone hears of her maximum, privately.
    let told: Vec<&Seen> = posts
        .iter()
        .filter(|p| p.text.contains("300") && p.text.contains("maximum"))
        .collect();
    assert!(!told.is_empty() && told.iter().all(|p| !p.public && p.to == "@alice"));
    // carol's pass is the last command: the auction plays out at once, told in one line.
    let carol: Vec<&Seen> = posts
        .iter()
        .filter(|p| p.public && p.text.contains("played out by the players' maxima"))
        .collect();
    assert_eq!(carol.len(), 1, "{posts:#?}");
    let post = &carol[0].text;
    assert!(
        post.contains("9 raises") && post.contains("alice's to 150"),
        "{post}"
    );
    assert!(post.contains("; @bob passed."), "{post}");
    assert!(post.contains("alice wins"), "{post}");
}

#[tokio::test]
async fn an_auction_by_proxies_stores_the_game_typed_step_by_step_would() {
    let (mut by_proxy, _) = play(&proxies(300)).await;
    let mut steps = String::from(
        "@alice #t /indonesia merge first:1 second:2 bid:100
         @bob #t /indonesia raise amount:105
         @carol #t /indonesia pass\n",
    );
    for (who, amount) in [
        ("alice", 110),
        ("bob", 115),
        ("alice", 120),
        ("bob", 125),
        ("alice", 130),
        ("bob", 135),
        ("alice", 140),
        ("bob", 145),
        ("alice", 150),
    ] {
        steps.push_str(&format!("@{who} #t /indonesia raise amount:{amount}\n"));
    }
    steps.push_str("@bob #t /indonesia pass\n");
    let (mut by_hand, _) = play(&steps).await;
    // The stored games are the same from here on: the state after the auction and what the
    // game log tells, but for the one line that sums up the raises the table made.
    let status = "@dewi #t /game status";
    let a = by_proxy.reply(status, "#t").await;
    let b = by_hand.reply(status, "#t").await;
    assert_eq!(a, b);
    let board = "@alice #t /game hand";
    assert_eq!(
        by_proxy.reply(board, "@alice").await,
        by_hand.reply(board, "@alice").await
    );
}

#[tokio::test]
async fn refusals_name_the_cash_and_the_next_legal_bid_privately() {
    let (mut play, posts) = play("@alice #t /indonesia merge first:1 second:2 bid:100").await;
    // The card asking bob offers the smallest raise and a standing pass as buttons.
    let card = posts.iter().find(|p| p.public).expect("the card");
    let labels = serde_json::to_string(&card.components).unwrap();
    assert!(
        labels.contains("Raise to 105") && labels.contains("Pass this year"),
        "{labels}"
    );
    // bob has 200: a maximum above it is refused to him alone.
    let (kind, text) = play.refusal("@bob #t /indonesia raise up_to:250").await;
    assert_eq!(kind, "cannot_afford");
    assert!(text.contains("you have only 200"), "{text}");
    let (_, text) = play.refusal("@bob #t /indonesia raise up_to:100").await;
    assert!(text.contains("next legal bid is 105"), "{text}");
    let (_, text) = play.refusal("@bob #t /indonesia raise").await;
    assert!(text.contains("lowest bid now is 105"), "{text}");
    // carol, out of turn, sets one and clears it; then it is her turn as before.
    play.lines("@carol #t /indonesia raise up_to:none").await;
    let posts = play.lines("@bob #t /indonesia pass").await;
    assert!(
        posts.iter().any(|p| p.public && p.pings.len() == 1),
        "{posts:#?}"
    );
}

#[tokio::test]
async fn a_standing_pass_is_given_out_of_turn_and_undone_like_a_move() {
    let (mut play, _) = play("@carol #t /indonesia pass rest:yes").await;
    // Only carol was told; the channel heard nothing of it.
    let carol: Vec<&Seen> = play
        .posts
        .iter()
        .filter(|p| p.text.contains("rest of this year"))
        .collect();
    assert!(
        !carol.is_empty() && carol.iter().all(|p| !p.public),
        "{:#?}",
        play.posts
    );
    // It is the game's last move and hers: she may take it back.
    let undone = play.lines("@carol #t /game undo").await;
    assert!(
        undone.iter().any(|p| p.text.contains("took back")),
        "{undone:#?}"
    );
    play.lines("@carol #t /indonesia pass rest:yes").await;
    // alice proposes, bob raises: carol is passed at once, back to alice.
    play.lines("@alice #t /indonesia merge first:1 second:2 bid:100")
        .await;
    let posts = play.lines("@bob #t /indonesia raise amount:105").await;
    let public: Vec<&Seen> = posts.iter().filter(|p| p.public).collect();
    assert!(
        public.iter().any(|p| p.text.contains("carol passes")),
        "{posts:#?}"
    );
}

#[tokio::test]
async fn an_expansion_of_several_ships_is_one_command_stopping_at_a_refused_step() {
    let mut play = Play::new().await;
    play.lines(
        "@alice #t /game new game:indonesia setup:setups/indonesia_fleet_steps.toml
         @bob #t /game join
         @alice #t /game start
         @alice #t /indonesia operate company:1",
    )
    .await;
    // The first step refused: nothing happens, the reason told.
    let (_, text) = play
        .refusal("@alice #t /indonesia expand at:\"S21 S20\"")
        .await;
    assert!(text.contains("Seas allowed"), "{text}");
    // S20, then S21 next to it, then S21 again: the fourth is one too many (Halmahera holds 4
    // ships in era B), so the command stops there, the three before it standing.
    let posts = play
        .lines("@alice #t /indonesia expand at:\"S20 S21 S21 S20\"")
        .await;
    let public: Vec<&Seen> = posts.iter().filter(|p| p.public).collect();
    assert_eq!(public.len(), 1, "{posts:#?}");
    assert_eq!(
        public[0].text.matches("places a ship").count(),
        3,
        "{}",
        public[0].text
    );
    let own: Vec<&Seen> = posts.iter().filter(|p| p.to == "@alice").collect();
    assert!(
        own.iter()
            .any(|p| p.text.contains("Step 4 of 4 was refused")
                && p.text.contains("the first 3 steps stand")),
        "{posts:#?}"
    );
}
