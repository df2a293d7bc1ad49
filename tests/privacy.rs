//! Hidden information never reaches the channel: not in posts, not in pictures, not in the
//! spectator view.

mod common;

use common::{Play, Seen};
use nusantara::games::festivals::{Board, Game, Options};
use nusantara::games::{Components, Rules};
use std::collections::BTreeSet;

/// The public posts, pictures included (the two runs have the same script lines).
fn public(posts: &[Seen]) -> Vec<Seen> {
    posts.iter().filter(|p| p.public).cloned().collect()
}

/// (a) Two games from the same seed, differing only in one player's secret plan, look the same
/// to the channel until the plans are revealed.
#[tokio::test]
async fn a_secret_plan_changes_nothing_public_before_the_reveal() {
    // With three players everyone is dealt at least one ticket of each colour.
    let opening = "
        @alice #t /game new game:festivals players:3 seed:42
        @bob #t /game join
        @carol #t /game join
        @bob dm /festivals plan tickets:none
    ";
    let mut a = Play::new().await;
    let mut b = Play::new().await;
    a.lines(opening).await;
    b.lines(opening).await;
    a.lines("@alice dm /festivals plan tickets:yellow").await;
    b.lines("@alice dm /festivals plan tickets:\"black blue\"")
        .await;
    // A replaced plan, and a look at the board and the log, before the last plan.
    a.lines("@alice #t /festivals plan tickets:blue\n@dave #t /game board\n@dave #t /game log")
        .await;
    b.lines("@alice #t /festivals plan tickets:yellow\n@dave #t /game board\n@dave #t /game log")
        .await;
    assert_eq!(public(&a.posts), public(&b.posts));
    assert!(
        public(&a.posts)
            .iter()
            .any(|p| p.text.contains("@alice has planned"))
    );
    // Replacing a plan tells the channel nothing at all.
    let replaced = a.lines("@alice dm /festivals plan tickets:black").await;
    assert_eq!(replaced.len(), 1, "{replaced:#?}");
    assert_eq!(replaced[0].to, "@alice");
    b.lines("@alice dm /festivals plan tickets:blue").await;
    // The private answers differ, as they should.
    let private = |p: &Play| {
        p.posts
            .iter()
            .filter(|s| s.to == "@alice")
            .map(|s| s.text.clone())
            .collect::<Vec<_>>()
    };
    assert_ne!(private(&a), private(&b));
    // The reveal shows the difference.
    let ra = a.lines("@carol dm /festivals plan tickets:none").await;
    let rb = b.lines("@carol dm /festivals plan tickets:none").await;
    assert_ne!(public(&ra), public(&rb));
}

/// (b) Two described positions that differ only in the colours of hidden hands give identical
/// public posts and pictures for the same commands, through a reveal and into the next round.
#[tokio::test]
async fn hidden_hand_colours_never_show() {
    let script = |setup: &str| {
        format!(
            "
            @alice #t /game new game:festivals setup:setups/{setup}
            @bob #t /game join
            @carol #t /game join
            @dave #t /game board
            @alice dm /festivals plan tickets:\"yellow blue\"
            @bob dm /festivals plan tickets:\"blue blue\"
            @carol dm /festivals plan tickets:none
            @alice #t /festivals order players:\"@alice @bob\"
            @alice #t /festivals move to:Kalimantan ticket:yellow
            @alice #t /festivals move to:Sulawesi ticket:blue
            @bob #t /festivals move to:Kalimantan ticket:blue
            @bob #t /festivals move to:Sulawesi ticket:blue
            @carol #t /festivals rest from:pool
            @dave #t /game status
            @alice dm /festivals plan tickets:none
            @bob dm /festivals plan tickets:none
            @carol dm /festivals plan tickets:none
            @dave #t /game board
            @dave #t /game log
            "
        )
    };
    let mut a = Play::new().await;
    let mut b = Play::new().await;
    a.lines(&script("hidden_a.toml")).await;
    b.lines(&script("hidden_b.toml")).await;
    let (pa, pb) = (public(&a.posts), public(&b.posts));
    assert!(
        pa.len() >= 15,
        "the script did not run through: {:#?}",
        a.posts
    );
    assert_eq!(pa, pb);
    // The hands really differ: alice's private view says so.
    let hand = |p: &Play| {
        p.posts
            .iter()
            .filter(|s| s.to == "@alice")
            .map(|s| s.text.clone())
            .collect::<Vec<_>>()
    };
    assert_ne!(hand(&a), hand(&b));
}

fn keys(value: &serde_json::Value, out: &mut BTreeSet<String>) {
    match value {
        serde_json::Value::Object(map) => {
            for (k, v) in map {
                out.insert(k.clone());
                keys(v, out);
            }
        }
        serde_json::Value::Array(items) => items.iter().for_each(|v| keys(v, out)),
        _ => {}
    }
}

/// (c) The spectator view has no field for a hand or a plan; the seat view has both.
#[test]
fn the_spectator_view_has_no_secret_fields() {
    let (mut game, _) = Game::setup(
        Board::standard(),
        &Options {
            airplane: Some(0),
            ..Options::default()
        },
        3,
        3,
    )
    .unwrap();
    let plan = game.seat_view(0).hand;
    game.apply(
        0,
        &nusantara::games::festivals::Action::Plan { tickets: plan },
    )
    .unwrap();
    let mut public = BTreeSet::new();
    keys(
        &serde_json::to_value(game.public_view()).unwrap(),
        &mut public,
    );
    for secret in ["hand", "plan", "plans", "hands"] {
        assert!(
            !public.contains(secret),
            "the public view has a `{secret}` field: {public:?}"
        );
    }
    let mut private = BTreeSet::new();
    keys(
        &serde_json::to_value(game.seat_view(0)).unwrap(),
        &mut private,
    );
    assert!(private.contains("hand") && private.contains("plan"));
    // A hand shows only as a count.
    let view = game.public_view();
    assert_eq!(view.players[0].hand_size, game.seat_view(0).hand.total());
}
