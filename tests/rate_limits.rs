//! Discord's rate limits against the stand-in, which states them on every answer and answers
//! 429 past them (`discord_mock::ratelimit`): the bot's requests (the outbox's, and the
//! interactions' answers) wait their turn instead of meeting 429s, a global 429 pauses every
//! sender, one interaction's follow-ups never wait on another's, and 200 posts a second are
//! all delivered without a 429.

mod discord_mock;

use discord_mock::ratelimit::{global_limit, rate_limited, set_limits};
use discord_mock::*;
use nusantara::discord::outbox::{Delivery, Outbox};
use nusantara::discord::respond::{Answer, Target, route};
use nusantara::table::{Place, Post, To};
use serenity::all::InteractionId;
use std::sync::Arc;
use std::time::{Duration, Instant};
use wiremock::MockServer;

const CHANNEL: u64 = 100;
const OTHER_CHANNEL: u64 = 200;

async fn discord() -> MockServer {
    let server = server().await;
    mount_dm_open(&server).await;
    mount_channel_messages(&server).await;
    mount_interaction_routes(&server).await;
    server
}

fn post(channel: u64, text: &str) -> Post {
    Post::text(To::Channel(channel as i64), text)
}

/// The posts the stand-in accepted in `channel`.
async fn posted_in(server: &MockServer, channel: u64) -> usize {
    let path = format!("/api/v10/channels/{channel}/messages");
    let limited = rate_limited(server);
    let all = requests(server)
        .await
        .into_iter()
        .filter(|r| r.method.as_str() == "POST" && r.url.path() == path)
        .count();
    all - limited.iter().filter(|l| l.path == path).count()
}

/// A bucket's `X-RateLimit-Remaining: 0` holds the channel's next post until the bucket
/// resets: five posts under a limit of two a second take two seconds and meet no 429.
#[tokio::test]
async fn the_outbox_waits_for_a_used_up_bucket_instead_of_meeting_a_429() {
    within(async {
        let server = discord().await;
        set_limits(&server, 2, Duration::from_secs(1));
        let outbox = outbox(&server);
        let posts: Vec<Post> = (0..5)
            .map(|i| post(CHANNEL, &format!("post {i}")))
            .collect();
        let started = Instant::now();
        let deliveries = outbox.deliver_all(&posts, None).await;
        for d in &deliveries {
            assert!(matches!(d, Delivery::Posted { .. }), "{d:?}");
        }
        assert_eq!(
            rate_limited(&server),
            Vec::new(),
            "no 429: every post waited its turn"
        );
        assert_eq!(posted_in(&server, CHANNEL).await, 5);
        assert!(
            started.elapsed() >= Duration::from_millis(1900),
            "two windows waited: {:?}",
            started.elapsed()
        );
    })
    .await;
}

/// A 429 with `global: true` pauses every sender: a post to another channel, sent while the
/// pause lasts, waits for its end rather than meeting a 429 of its own.
#[tokio::test]
async fn a_global_429_pauses_every_sender() {
    within(async {
        let server = discord().await;
        let outbox = outbox(&server);
        global_limit(&server, Duration::from_secs(1));
        let started = Instant::now();
        let first_post = post(CHANNEL, "the first");
        let first = outbox.deliver(&first_post, None);
        let second = async {
            // Once the first post has met the global limit, another sender posts.
            while rate_limited(&server).is_empty() {
                tokio::time::sleep(Duration::from_millis(5)).await;
            }
            let delivery = outbox
                .deliver(&post(OTHER_CHANNEL, "the second"), None)
                .await;
            (delivery, started.elapsed())
        };
        let (first, (second, second_done)) = futures::join!(first, second);
        assert!(matches!(first, Delivery::Posted { .. }), "{first:?}");
        assert!(matches!(second, Delivery::Posted { .. }), "{second:?}");
        let limited = rate_limited(&server);
        assert_eq!(
            limited.len(),
            1,
            "only the first post met the limit: {limited:?}"
        );
        assert!(limited[0].global);
        assert!(
            second_done >= Duration::from_millis(950),
            "the second post waited out the pause: {second_done:?}"
        );
        assert_eq!(posted_in(&server, OTHER_CHANNEL).await, 1);
    })
    .await;
}

/// A rate limit longer than the outbox waits (a minute) is not waited, clamped or retried:
/// the post is left for a later delivery (a stored one stays pending), and the posts after
/// it are not sent into the limit either.
#[tokio::test]
async fn a_long_rate_limit_leaves_the_post_for_later() {
    within(async {
        let server = discord().await;
        let outbox = outbox(&server);
        global_limit(&server, Duration::from_secs(600));
        let started = Instant::now();
        let first = outbox.deliver(&post(CHANNEL, "the first"), None).await;
        assert!(matches!(first, Delivery::Later { .. }), "{first:?}");
        let second = outbox
            .deliver(&post(OTHER_CHANNEL, "the second"), None)
            .await;
        assert!(matches!(second, Delivery::Later { .. }), "{second:?}");
        assert!(
            started.elapsed() < Duration::from_secs(5),
            "{:?}",
            started.elapsed()
        );
        assert_eq!(
            rate_limited(&server).len(),
            1,
            "one request met the limit, no more"
        );
        assert_eq!(requests(&server).await.len(), 1);
    })
    .await;
}

/// A stored post held back by a long rate limit stays pending for a later sweep, however
/// often it is held: the attempts that sent nothing are not counted toward giving it up.
#[tokio::test]
async fn a_stored_post_held_by_a_long_rate_limit_stays_pending() {
    within(async {
        let server = discord().await;
        let store = nusantara::store::Store::open_memory().await.unwrap();
        let table = nusantara::table::Table::new(store.clone());
        let opened = table
            .handle(&nusantara::table::Invocation {
                user_id: 1,
                user_name: "alice".into(),
                place: Place::Channel(CHANNEL as i64),
                guild: None,
                manages_server: false,
                channel_name: None,
                command: nusantara::table::Command::new(&["game", "new"], &[("game", "festivals")]),
                origin: Some("interaction-1".into()),
                locale: None,
                guild_locale: None,
            })
            .await;
        let stored = opened
            .iter()
            .find(|p| p.outbox.is_some() && matches!(p.to, To::Channel(_)))
            .expect("the opening's channel post is stored");
        let pending = store.pending_posts().await.unwrap();
        assert!(pending > 0);
        let outbox = outbox(&server).with_table(table.clone());
        global_limit(&server, Duration::from_secs(600));
        let tries = nusantara::discord::outbox::GIVE_UP_AFTER + 1;
        for _ in 0..tries {
            let delivery = outbox.deliver(stored, None).await;
            assert!(matches!(delivery, Delivery::Later { .. }), "{delivery:?}");
        }
        assert_eq!(
            store.pending_posts().await.unwrap(),
            pending,
            "still pending after {tries} holds: a sweep delivers it once the limit is over"
        );
        assert_eq!(
            rate_limited(&server).len(),
            1,
            "one request met the limit, no more"
        );
    })
    .await;
}

/// The private answer to `ME` in `CH`, `pieces` messages long: the deferred response's edit
/// and follow-ups, as `Answer::send` sends them.
async fn answer(outbox: &Outbox, id: u64, token: &str, pieces: usize) {
    const ME: i64 = 1;
    let text = (0..pieces)
        .map(|i| format!("{i}{}", "x".repeat(1990)))
        .collect::<Vec<_>>()
        .join("\n");
    let routed = route(
        vec![Post::text(To::User(ME), text)],
        ME,
        Place::Channel(CHANNEL as i64),
        false,
        None,
    );
    assert_eq!(routed.followups.len(), pieces - 1);
    Answer {
        http: outbox.rest(),
        target: Target {
            id: InteractionId::new(id),
            token,
            pressed: None,
        },
        outbox,
        user: ME,
        channel: Some(CHANNEL as i64),
        unsure_deferral: None,
    }
    .send(routed, Some(true))
    .await;
}

/// Discord limits an interaction's follow-ups and edits per interaction token, not per
/// application as serenity 0.12 does: while one interaction's bucket is used up, another
/// interaction's answer goes at once.
#[tokio::test]
async fn two_interactions_answers_do_not_wait_on_each_others_bucket() {
    within(async {
        let server = discord().await;
        set_limits(&server, 2, Duration::from_millis(1500));
        let outbox = outbox(&server);
        outbox.rest().set_application(APP_ID);
        let busy = format!("/api/v10/webhooks/{APP_ID}/busy-token");
        let started = Instant::now();
        let first = async {
            answer(&outbox, 11, "busy-token", 3).await;
            started.elapsed()
        };
        let second = async {
            // Once the first interaction has used its bucket up, the second answers.
            loop {
                let used = requests(&server)
                    .await
                    .iter()
                    .filter(|r| r.url.path().starts_with(&busy))
                    .count();
                if used >= 2 {
                    break;
                }
                tokio::time::sleep(Duration::from_millis(5)).await;
            }
            let asked = started.elapsed();
            answer(&outbox, 12, "quiet-token", 1).await;
            started.elapsed() - asked
        };
        let (first, second) = futures::join!(first, second);
        assert!(
            first >= Duration::from_millis(1400),
            "the busy interaction's third message waited for its bucket: {first:?}"
        );
        assert!(
            second < Duration::from_millis(700),
            "the other interaction's answer did not wait for it: {second:?}"
        );
        assert_eq!(rate_limited(&server), Vec::new());
        let refused = refused(&server).await;
        assert!(refused.is_empty(), "{refused:#?}");
    })
    .await;
}

/// The load test: 1,000 posts over 5 channels handed to the outbox at 200 a second, each
/// channel's bucket 5 posts per half second. The bot keeps to the buckets and to Discord's
/// global 50 requests a second: every post is delivered, and the stand-in gives no 429.
#[tokio::test]
async fn two_hundred_posts_a_second_are_all_delivered_without_a_429() {
    let server = discord().await;
    set_limits(&server, 5, Duration::from_millis(500));
    let outbox = Arc::new(outbox(&server));
    let channels: Vec<u64> = (0..5).map(|c| CHANNEL + c).collect();
    let started = Instant::now();
    let mut pace = tokio::time::interval(Duration::from_millis(5));
    let mut sending = Vec::new();
    for i in 0..1000 {
        pace.tick().await;
        let outbox = outbox.clone();
        let channel = channels[i % channels.len()];
        sending.push(tokio::spawn(async move {
            outbox
                .deliver(&post(channel, &format!("post {i}")), None)
                .await
        }));
    }
    let handed = started.elapsed();
    assert!(
        handed < Duration::from_secs(7),
        "handed over at 200 a second: {handed:?}"
    );
    let deliveries =
        tokio::time::timeout(Duration::from_secs(90), futures::future::join_all(sending))
            .await
            .expect("every post delivered in time");
    for d in deliveries {
        let d = d.expect("a delivery does not panic");
        assert!(matches!(d, Delivery::Posted { .. }), "{d:?}");
    }
    assert_eq!(rate_limited(&server), Vec::new(), "no 429");
    for &c in &channels {
        assert_eq!(posted_in(&server, c).await, 200, "channel {c}");
    }
    let took = started.elapsed();
    assert!(
        took >= Duration::from_millis(19_000),
        "at most 50 requests a second: 1,000 take 20 s, not {took:?}"
    );
}
