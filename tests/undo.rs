//! `/game undo`: one's own last move, taken back while nobody has acted since and it revealed
//! nothing; refused with the reason otherwise (The Festivals' Golden Rule forbids any undo).

mod common;

use common::Play;

#[tokio::test]
async fn the_festivals_golden_rule_forbids_any_undo() {
    let mut play = Play::new().await;
    play.lines(
        "@alice #t /game new game:festivals players:2 seed:3
         @bob #t /game join
         @alice dm /festivals plan tickets:none",
    )
    .await;
    let (kind, text) = play.refusal("@alice #t /game undo").await;
    assert_eq!(kind, "forbidden");
    assert!(text.contains("Golden Rule"), "{text}");
}

#[tokio::test]
async fn an_indonesia_move_is_taken_back_by_its_player_alone_before_anyone_acts() {
    let mut play = Play::new().await;
    play.lines(
        "@alice #t /game new game:indonesia setup:setups/indonesia_acquisitions.toml
         @bob #t /game join",
    )
    .await;
    let before = play.reply("@eve #t /game status", "#t").await;
    play.lines("@alice #t /indonesia pass").await;
    let moved = play.reply("@eve #t /game status", "#t").await;
    assert_ne!(before, moved);
    let (kind, text) = play.refusal("@bob #t /game undo").await;
    assert_eq!(kind, "forbidden");
    assert!(text.contains("it was @alice's, not yours"), "{text}");
    let text = play.reply("@alice #t /game undo", "#t").await;
    assert!(text.contains("@alice took back their last move"), "{text}");
    assert_eq!(play.reply("@eve #t /game status", "#t").await, before);
    // Nothing left of hers to take back.
    let (kind, text) = play.refusal("@alice #t /game undo").await;
    assert_eq!(kind, "not_now");
    assert!(text.contains("Nobody has acted yet"), "{text}");
    // Once another player has acted, her move stands.
    play.lines("@alice #t /indonesia pass\n@alice #t /indonesia research track:bid")
        .await;
    let after_bob = play
        .reply("@bob #t /indonesia research track:bid", "#t")
        .await;
    assert!(after_bob.contains("@bob advances"), "{after_bob}");
    let (kind, text) = play.refusal("@alice #t /game undo").await;
    assert_eq!(kind, "forbidden");
    assert!(text.contains("it was @bob's, not yours"), "{text}");
}

/// Issue 22.1: a sealed choice is final until its reveal; undo must not take it back (the seal
/// answer says "It is final").
#[tokio::test]
async fn a_sealed_indonesia_bid_cannot_be_taken_back() {
    let mut play = Play::new().await;
    play.lines(
        "@alice #t /game new game:indonesia setup:setups/indonesia_sealed_bids.toml
         @bob #t /game join
         @carol #t /game join
         @alice dm /indonesia seal amount:0",
    )
    .await;
    let (kind, text) = play.refusal("@alice #t /game undo").await;
    assert_eq!(kind, "forbidden");
    assert!(text.contains("sealed") && text.contains("final"), "{text}");
    let (kind, again) = play.refusal("@alice dm /indonesia seal amount:1").await;
    assert_eq!(kind, "forbidden");
    assert!(again.contains("already sealed"), "{again}");
}

/// A board picture is drawn once per state and kept, but a move taken back frees its count of
/// actions for another state: the board after the move made in its place is drawn anew, as a
/// table that never saw the first move draws it.
#[tokio::test]
async fn the_board_after_an_undone_move_is_drawn_anew() {
    let mut play = Play::new().await;
    play.lines(
        "@alice #t /game new game:indonesia setup:setups/indonesia_acquisitions.toml
         @bob #t /game join",
    )
    .await;
    let board = async |play: &mut Play| {
        let posts = play.lines("@eve #t /game board").await;
        assert_eq!(posts.len(), 1, "{posts:#?}");
        assert_eq!(posts[0].images.len(), 1, "{posts:#?}");
        posts[0].images[0].clone()
    };
    play.lines("@alice #t /indonesia acquire deed:\"A rice Bali\" at:Bali1")
        .await;
    let acquired = board(&mut play).await;
    let text = play.reply("@alice #t /game undo", "#t").await;
    assert!(text.contains("took back"), "{text}");
    play.lines("@alice #t /indonesia pass").await;
    let passed = board(&mut play).await;
    assert_ne!(
        passed.1, acquired.1,
        "the taken-back move's picture is not reused"
    );
    let store = play.runner.table().store().clone();
    let game = store
        .open_game_in(nusantara::script::id_for("channel", "t"))
        .await
        .unwrap()
        .unwrap();
    let fresh = nusantara::table::Table::new(store)
        .picture((game.id, 1))
        .await
        .expect("drawn by a fresh table");
    assert_eq!((fresh.name, fresh.png), passed);
}
