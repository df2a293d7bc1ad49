//! The `bids:sealed` option: every player seals a turn order bid at once by DM (or an ephemeral
//! reply); the channel learns only who has sealed until the last bid reveals them all.

mod common;

use common::{Play, Seen};

const OPENING: &str = "
    @alice #t /game new game:indonesia setup:setups/indonesia_sealed_bids.toml
    @bob #t /game join
    @carol #t /game join
";

fn public(posts: &[Seen]) -> Vec<Seen> {
    posts.iter().filter(|p| p.public).cloned().collect()
}

/// Two games differing only in sealed amounts look the same to the channel (posts, pictures,
/// board and log) until the last bid reveals them.
#[tokio::test]
async fn sealed_amounts_change_nothing_public_before_the_reveal() {
    let mut a = Play::new().await;
    let mut b = Play::new().await;
    a.lines(OPENING).await;
    b.lines(OPENING).await;
    a.lines("@alice dm /indonesia seal amount:40\n@bob #t /indonesia seal amount:0")
        .await;
    b.lines("@alice dm /indonesia seal amount:3\n@bob #t /indonesia seal amount:90")
        .await;
    let look = "@dewi #t /game board\n@dewi #t /game log\n@dewi #t /game status";
    a.lines(look).await;
    b.lines(look).await;
    assert_eq!(public(&a.posts), public(&b.posts));
    let texts: Vec<String> = public(&a.posts).into_iter().map(|p| p.text).collect();
    let all = texts.join("\n");
    assert!(all.contains("@alice has sealed a turn order bid."), "{all}");
    assert!(all.contains("waiting for @carol"), "{all}");
    assert!(!all.contains("40") && !all.contains("bid value"), "{all}");
    // Each bidder was told their own bid, privately.
    let told = |p: &Play, who: &str| {
        p.posts
            .iter()
            .filter(|s| s.to == who)
            .map(|s| s.text.clone())
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert!(
        told(&a, "@alice").contains("Your sealed turn order bid: 40 rupiah (bid value 200)"),
        "{}",
        told(&a, "@alice")
    );
    assert_ne!(told(&a, "@bob"), told(&b, "@bob"));
    // The last seal reveals every bid in turn order, then the new turn order.
    let ra = a.lines("@carol dm /indonesia seal amount:10").await;
    let rb = b.lines("@carol dm /indonesia seal amount:10").await;
    assert_ne!(public(&ra), public(&rb));
    let reveal: String = public(&ra).into_iter().map(|p| p.text).collect();
    let carol = reveal.find("@carol bids 10 rupiah").expect(&reveal);
    let alice = reveal.find("@alice bids 40 rupiah").expect(&reveal);
    let bob = reveal.find("@bob bids 0 rupiah").expect(&reveal);
    assert!(carol < alice && alice < bob, "{reveal}");
    assert!(
        reveal.contains("Every turn order bid is sealed"),
        "{reveal}"
    );
}

#[tokio::test]
async fn sealed_bids_are_checked_and_final() {
    let mut play = Play::new().await;
    play.lines(OPENING).await;
    let (kind, open_bid) = play.refusal("@alice #t /indonesia bid amount:5").await;
    assert_eq!(kind, "bad_option");
    assert!(open_bid.contains("sealed"), "{open_bid}");
    let (kind, too_much) = play.refusal("@alice dm /indonesia seal amount:101").await;
    assert_eq!(kind, "cannot_afford");
    assert!(too_much.contains("No bluffing"), "{too_much}");
    play.lines("@alice dm /indonesia seal amount:5").await;
    let (kind, again) = play.refusal("@alice dm /indonesia seal amount:6").await;
    assert_eq!(kind, "forbidden");
    assert!(again.contains("already sealed"), "{again}");
    // A sealed bid is final until its reveal: undo refuses it, before the reveal and after.
    let undo = play.reply("@alice #t /game undo", "@alice").await;
    assert!(undo.contains("secret choice"), "{undo}");
    play.lines("@bob dm /indonesia seal amount:1").await;
    play.lines("@carol dm /indonesia seal amount:2").await;
    let undo = play.reply("@carol #t /game undo", "@carol").await;
    assert!(
        undo.contains("revealed what the players had sealed"),
        "{undo}"
    );
}

/// The panels name those still to seal, in turn order, as a list read aloud: "@carol and @bob".
#[tokio::test]
async fn the_hand_lists_those_still_to_seal_with_and() {
    let mut play = Play::new().await;
    play.lines(OPENING).await;
    let hand = play.reply("@bob #t /game hand", "@bob").await;
    assert!(
        hand.contains("waiting for @carol, @alice and @bob"),
        "{hand}"
    );
    play.lines("@alice dm /indonesia seal amount:5").await;
    let hand = play.reply("@alice #t /game hand", "@alice").await;
    assert!(
        hand.contains("Waiting for @carol and @bob to seal."),
        "{hand}"
    );
}

#[tokio::test]
async fn open_tables_refuse_a_sealed_bid() {
    let mut play = Play::at_the_indonesia_bid().await;
    let (kind, seal) = play.refusal("@carol dm /indonesia seal amount:5").await;
    assert_eq!(kind, "bad_option");
    assert!(seal.contains("bids are open"), "{seal}");
    let (kind, wrong) = play
        .refusal("@alice #t /game new game:indonesia bids:secret")
        .await;
    assert_eq!(kind, "bad_option");
    assert!(wrong.contains("`bids:secret` is not allowed"), "{wrong}");
}
