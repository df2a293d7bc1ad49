//! `/game replay`: the game so far as an animated GIF, one frame per change of the board, drawn
//! from public views only.

mod common;

use common::{Play, Seen};

fn frames(gif: &[u8]) -> usize {
    let mut decoder = gif::DecodeOptions::new().read_info(gif).expect("a GIF");
    let mut n = 0;
    while decoder.read_next_frame().expect("a frame").is_some() {
        n += 1;
    }
    n
}

fn the_gif(posts: &[Seen]) -> Vec<u8> {
    assert_eq!(posts.len(), 1, "{posts:#?}");
    assert_eq!(posts[0].images.len(), 1);
    let (name, gif) = &posts[0].images[0];
    assert!(name.ends_with("-replay.gif"), "{name}");
    gif.clone()
}

#[tokio::test]
async fn a_replay_has_a_frame_per_change_of_the_board() {
    let mut play = Play::new().await;
    play.lines(
        "@alice #t /game new game:indonesia setup:setups/indonesia_sealed_bids.toml
         @bob #t /game join
         @carol #t /game join",
    )
    .await;
    let start = play.lines("@dewi #t /game replay").await;
    assert_eq!(frames(&the_gif(&start)), 1);
    assert!(
        start[0].text.contains("1 picture of the board,"),
        "{}",
        start[0].text
    );
    // Sealed bids change nothing on the board until the reveal, which changes the turn order.
    play.lines(
        "@alice dm /indonesia seal amount:5
         @bob dm /indonesia seal amount:1
         @carol dm /indonesia seal amount:2",
    )
    .await;
    let after = play.lines("@dewi #t /game replay").await;
    assert_eq!(frames(&the_gif(&after)), 2, "{}", after[0].text);
    assert!(
        after[0].text.contains("2 pictures of the board,"),
        "{}",
        after[0].text
    );
    let gif = the_gif(&after);
    assert!(gif.len() <= nusantara_render::animation::LIMIT);
}

/// A secret choice shows in no frame: two games differing only in a sealed amount replay the
/// same until the reveal.
#[tokio::test]
async fn a_replay_never_shows_what_is_sealed() {
    let opening = "
        @alice #t /game new game:indonesia setup:setups/indonesia_sealed_bids.toml
        @bob #t /game join
        @carol #t /game join
    ";
    let mut a = Play::new().await;
    let mut b = Play::new().await;
    a.lines(opening).await;
    b.lines(opening).await;
    a.lines("@alice dm /indonesia seal amount:40\n@bob dm /indonesia seal amount:0")
        .await;
    b.lines("@alice dm /indonesia seal amount:3\n@bob dm /indonesia seal amount:9")
        .await;
    let ra = a.lines("@dewi #t /game replay").await;
    let rb = b.lines("@dewi #t /game replay").await;
    assert_eq!(the_gif(&ra), the_gif(&rb));
}

#[tokio::test]
async fn a_table_still_seating_has_nothing_to_replay() {
    let mut play = Play::new().await;
    play.lines("@alice #t /game new game:festivals").await;
    let posts = play.lines("@alice #t /game replay").await;
    assert_eq!(posts.len(), 1);
    assert!(posts[0].images.is_empty());
    assert!(
        posts[0].text.contains("is seating players"),
        "{}",
        posts[0].text
    );
}

/// Issue 22.2: every public text (replay, log, status, board, list, help) is the same for two
/// games differing only in secret moves: East Indies draft edits (buys withdrawn) and Festivals
/// plan replacements are not counted anywhere the channel sees.
#[tokio::test]
async fn public_texts_count_no_secret_moves() {
    let look = "@dewi #t /game replay
        @dewi #t /game log
        @dewi #t /game status
        @dewi #t /game board
        @bob #t /game list
        @dewi #t /help festivals";
    let games = [
        (
            "@alice #t /game new game:indies seed:7 years:8
             @bob #t /game join
             @alice #t /game start",
            "@alice dm /indies buy fleet:A unit:carrack",
            "@alice dm /indies withdraw number:1",
        ),
        (
            "@alice #t /game new game:festivals players:2 seed:3
             @bob #t /game join",
            "@alice dm /festivals plan tickets:none",
            "",
        ),
    ];
    for (opening, secret, undo) in games {
        let mut a = Play::new().await;
        let mut b = Play::new().await;
        a.lines(opening).await;
        b.lines(opening).await;
        a.lines(secret).await;
        for _ in 0..5 {
            b.lines(secret).await;
            if !undo.is_empty() {
                b.lines(undo).await;
            }
        }
        b.lines(secret).await;
        let seen_a = a.lines(look).await;
        let seen_b = b.lines(look).await;
        let public = |posts: &[Seen]| -> Vec<Seen> {
            posts
                .iter()
                .filter(|p| p.public || p.to == "@bob" || p.to == "@dewi")
                .cloned()
                .collect()
        };
        let (pa, pb) = (public(&seen_a), public(&seen_b));
        assert_eq!(pa.len(), 6, "{pa:#?}");
        for (x, y) in pa.iter().zip(&pb) {
            assert_eq!((&x.to, &x.text), (&y.to, &y.text), "{opening}");
            assert!(
                x.images == y.images && x.components == y.components && x.pings == y.pings,
                "{opening}: {}",
                x.text
            );
        }
    }
}
