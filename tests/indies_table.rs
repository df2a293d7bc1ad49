//! East Indies through the table: sealed orders by DM or privately in the channel, the channel
//! told only who has sealed, the reveal, the deadline's default orders, and checks at once.

mod common;

use common::{Play, Seen};

const OPENING: &str = "
    @alice #t /game new game:indies seed:7 years:8
    @bob #t /game join
    @carol #t /game join
    @alice #t /game start
";

fn public(posts: &[Seen]) -> Vec<Seen> {
    posts.iter().filter(|p| p.public).cloned().collect()
}

/// Two runs' posts are the same; the first difference is named without the pictures' bytes.
fn same(a: &[Seen], b: &[Seen]) {
    assert_eq!(a.len(), b.len(), "{}\n---\n{}", texts(a), texts(b));
    for (x, y) in a.iter().zip(b) {
        assert!(
            x == y,
            "line {} to {}: {:?} / {:?}; components {:?} / {:?}; pictures the same: {}",
            x.line,
            x.to,
            x.text,
            y.text,
            x.components,
            y.components,
            x.images == y.images
        );
    }
}

fn texts(posts: &[Seen]) -> String {
    posts
        .iter()
        .map(|p| format!("{}: {}", p.to, p.text))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Two games from the same seed, differing only in what one company drafted and sealed (by DM
/// or privately in the channel, and in how many orders), look the same to the channel (posts, pictures, board, status and log) until the last seal
/// reveals the orders.
#[tokio::test]
async fn a_sealed_draft_changes_nothing_public_before_the_reveal() {
    let mut a = Play::new().await;
    let mut b = Play::new().await;
    a.lines(OPENING).await;
    b.lines(OPENING).await;
    a.lines(
        "@alice dm /indies buy fleet:A unit:carrack count:2
         @alice dm /indies voyage fleet:A to:Java
         @alice dm /indies seal",
    )
    .await;
    b.lines(
        "@alice dm /indies buy fleet:A unit:galleon count:3
         @alice #t /game hand
         @alice dm /indies seal",
    )
    .await;
    let look = "@bob #t /indies buy fleet:A unit:caravel
        @dewi #t /game board
        @dewi #t /game status
        @dewi #t /game log
        @bob #t /indies seal";
    a.lines(look).await;
    b.lines(look).await;
    same(&public(&a.posts), &public(&b.posts));
    let seen = texts(&public(&a.posts));
    assert!(
        seen.contains("@alice has sealed its orders (1 of 3)"),
        "{seen}"
    );
    assert!(
        !seen.contains("carrack") && !seen.contains("Java"),
        "{seen}"
    );
    // The private answers differ, as they should.
    let private = |p: &Play| {
        texts(
            &p.posts
                .iter()
                .filter(|s| s.to == "@alice")
                .cloned()
                .collect::<Vec<_>>(),
        )
    };
    assert_ne!(private(&a), private(&b));
    // The last seal reveals the orders: now the games differ in public.
    let ra = a.lines("@carol dm /indies seal").await;
    let rb = b.lines("@carol dm /indies seal").await;
    assert_ne!(public(&ra), public(&rb));
    let reveal = texts(&public(&ra));
    assert!(reveal.contains("revealed"), "{reveal}");
    assert!(
        reveal.contains("@alice: 1. buy 2 carracks for fleet A; 2. fleet A sails to Java."),
        "{reveal}"
    );
}

#[tokio::test]
async fn orders_are_checked_at_once_and_answered_privately() {
    let mut play = Play::new().await;
    play.lines(OPENING).await;
    for (line, why) in [
        (
            "@alice dm /indies buy fleet:A unit:galleon count:9",
            "treasury",
        ),
        (
            "@alice dm /indies buy fleet:A unit:frigate",
            "`unit:frigate` is not a unit",
        ),
        (
            "@alice dm /indies voyage fleet:A to:Atlantis",
            "is not Europe or an Indies area",
        ),
        (
            "@alice dm /indies sail fleet:A path:\"Java Narnia\"",
            "\"Narnia\" is not an Indies area",
        ),
        (
            "@alice dm /indies attack fleet:A company:Spain target:B",
            "is not a company of this game",
        ),
        ("@alice dm /indies withdraw number:1", "draft"),
        (
            "@alice dm /indies load fleet:A site:Bantam marker:pepper",
            "round 2",
        ),
    ] {
        let posts = play.lines(line).await;
        assert_eq!(posts.len(), 1, "{line}: {posts:#?}");
        assert_eq!(posts[0].to, "@alice", "{line}");
        assert!(posts[0].text.contains(why), "{line}: {}", posts[0].text);
    }
    // A draft is listed, changed in place and emptied.
    play.lines(
        "@alice dm /indies buy fleet:A unit:carrack
         @alice dm /indies voyage fleet:A to:Java
         @alice dm /indies voyage fleet:A to:Sumatra replace:2",
    )
    .await;
    let hand = play.reply("@alice dm /game hand", "@alice").await;
    assert!(
        hand.contains("1. buy 1 carrack for fleet A\n2. fleet A sails to Sumatra"),
        "{hand}"
    );
    let cleared = play.reply("@alice #t /indies clear", "@alice").await;
    assert!(
        cleared.to_lowercase().contains("empt") || cleared.contains("clear"),
        "{cleared}"
    );
    let hand = play.reply("@alice dm /game hand", "@alice").await;
    assert!(hand.contains("Your draft is empty"), "{hand}");
}

/// At the deadline, a company that has not sealed plays the default orders and the round is
/// carried out.
#[tokio::test]
async fn at_the_deadline_unsealed_companies_play_the_default_orders() {
    let mut play = Play::new().await;
    play.lines(
        "@alice #t /game new game:indies seed:7 deadline:1h
         @bob #t /game join
         @alice #t /game start
         @alice dm /indies buy fleet:A unit:carrack
         @alice dm /indies seal
         @bob dm /indies buy fleet:A unit:galleon",
    )
    .await;
    let posts = play.lines("tick +2h").await;
    let all = texts(&posts);
    assert!(all.contains("@bob"), "{all}");
    assert!(all.contains("default orders"), "{all}");
    assert!(all.contains("revealed"), "{all}");
    assert!(
        !all.contains("galleon"),
        "the unsealed draft is dropped: {all}"
    );
}
