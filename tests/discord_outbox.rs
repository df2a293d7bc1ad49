//! The outbox through serenity's real HTTP client, pointed at a local mock of Discord's REST
//! API (serenity's proxy option, with its rate limiter disabled, as that option requires).

mod discord_mock;

use discord_mock::*;
use nusantara::discord::http_client;
use nusantara::discord::outbox::{Delivery, Outbox, RetryPolicy};
use nusantara::table::{Image, Post, To};
use std::sync::Arc;
use std::time::Duration;
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

const CHANNEL: u64 = 100;
const ALICE: u64 = 1;
const BOB: u64 = 2;

fn outbox(server: &MockServer) -> Outbox {
    let http = http_client(TOKEN, Some(&server.uri()));
    Outbox::with_policy(
        Arc::new(http),
        RetryPolicy {
            attempts: 3,
            first_delay: Duration::from_millis(20),
            timeout: Duration::from_secs(5),
        },
    )
}

fn png() -> Vec<u8> {
    let mut png = PNG_SIGNATURE.to_vec();
    png.extend_from_slice(b"\0\0\0\rIHDR not a whole picture, but the bytes travel as they are");
    png
}

async fn within<T>(f: impl std::future::Future<Output = T>) -> T {
    tokio::time::timeout(WAIT, f)
        .await
        .expect("the test took too long")
}

#[tokio::test]
async fn a_board_post_is_a_multipart_upload_with_the_png() {
    within(async {
        let server = MockServer::start().await;
        mount_channel_messages(&server).await;
        let post = Post {
            to: To::Channel(CHANNEL as i64),
            text: format!("<@{ALICE}> moves to Jawa."),
            images: vec![Image {
                name: "festivals-1-0003.png".into(),
                png: png(),
            }],
            outbox: None,
            components: Vec::new(),
            pings: Vec::new(),
        };
        let delivery = outbox(&server).deliver(&post, None).await;
        assert!(
            matches!(&delivery, Delivery::Posted { messages } if messages.len() == 1),
            "{delivery:?}"
        );
        let reqs = requests(&server).await;
        assert_eq!(reqs.len(), 1);
        let req = &reqs[0];
        assert_eq!(req.method.as_str(), "POST");
        assert_eq!(
            req.url.path(),
            format!("/api/v10/channels/{CHANNEL}/messages")
        );
        let ct = req.headers.get("content-type").unwrap().to_str().unwrap();
        assert!(ct.starts_with("multipart/form-data"), "{ct}");
        assert!(
            req.headers
                .get("authorization")
                .unwrap()
                .to_str()
                .unwrap()
                .ends_with(TOKEN)
        );
        let files = files(req);
        assert_eq!(files.len(), 1);
        assert_eq!(files[0].0, "festivals-1-0003.png");
        assert_eq!(files[0].1, png(), "the PNG arrives byte for byte");
        let json = payload(req);
        assert_eq!(json["content"], format!("<@{ALICE}> moves to Jawa."));
        // Mentions ping players only, never roles or everyone.
        assert_eq!(
            json["allowed_mentions"]["parse"],
            serde_json::json!(["users"])
        );
    })
    .await;
}

#[tokio::test]
async fn a_dm_opens_the_dm_channel_then_posts_once_per_user() {
    within(async {
        let server = MockServer::start().await;
        mount_dm_open(&server).await;
        mount_channel_messages(&server).await;
        let outbox = outbox(&server);
        let post = Post::text(To::User(BOB as i64), "Round 1 at <#100>: you hold yellow.");
        for _ in 0..2 {
            let delivery = outbox.deliver(&post, None).await;
            assert!(matches!(delivery, Delivery::Posted { .. }), "{delivery:?}");
        }
        let reqs = requests(&server).await;
        let seen: Vec<String> = reqs
            .iter()
            .map(|r| format!("{} {}", r.method, r.url.path()))
            .collect();
        let dm = dm_channel_of(BOB);
        assert_eq!(
            seen,
            vec![
                "POST /api/v10/users/@me/channels".to_string(),
                format!("POST /api/v10/channels/{dm}/messages"),
                format!("POST /api/v10/channels/{dm}/messages"),
            ],
            "the DM channel is opened once, then used"
        );
        assert_eq!(payload(&reqs[0])["recipient_id"], BOB.to_string());
        assert_eq!(
            payload(&reqs[1])["content"],
            "Round 1 at <#100>: you hold yellow."
        );
    })
    .await;
}

#[tokio::test]
async fn a_closed_dm_tells_the_games_channel_without_the_secret() {
    within(async {
        let server = MockServer::start().await;
        mount_dm_open(&server).await;
        let dm = dm_channel_of(ALICE);
        Mock::given(method("POST"))
            .and(path(format!("/api/v10/channels/{dm}/messages")))
            .respond_with(closed_dm_error())
            .mount(&server)
            .await;
        mount_channel_messages(&server).await;
        let secret = "Round 1 at <#100>: the festival is Galungan on Bali. You hold 2 yellow, black and stand on Jawa.";
        let post = Post::text(To::User(ALICE as i64), secret);
        let delivery = outbox(&server).deliver(&post, None).await;
        assert_eq!(
            delivery,
            Delivery::DmClosed {
                user: ALICE,
                told_channel: Some(CHANNEL)
            }
        );
        let reqs = requests(&server).await;
        let dm_posts = reqs
            .iter()
            .filter(|r| r.url.path() == format!("/api/v10/channels/{dm}/messages"))
            .count();
        assert_eq!(dm_posts, 1, "a 403 is not retried");
        let notice = reqs
            .iter()
            .find(|r| r.url.path() == format!("/api/v10/channels/{CHANNEL}/messages"))
            .expect("the channel is told");
        let text = payload(notice)["content"].as_str().unwrap().to_string();
        assert!(text.starts_with(&format!("<@{ALICE}>")), "{text}");
        assert!(text.contains("/game hand") && text.contains("/festivals plan"), "{text}");
        assert!(!text.contains("yellow") && !text.contains("black"), "no secret: {text}");
    })
    .await;
}

#[tokio::test]
async fn a_5xx_is_retried_then_given_up() {
    within(async {
        let server = MockServer::start().await;
        Mock::given(method("POST"))
            .and(path(format!("/api/v10/channels/{CHANNEL}/messages")))
            .respond_with(ResponseTemplate::new(502).set_body_json(serde_json::json!({
                "code": 0, "message": "502 Bad Gateway"
            })))
            .mount(&server)
            .await;
        let post = Post::text(To::Channel(CHANNEL as i64), "the board");
        let delivery = outbox(&server).deliver(&post, None).await;
        match &delivery {
            Delivery::Failed { reason } => {
                assert!(
                    reason.contains("502") && reason.contains("3 attempts"),
                    "{reason}"
                )
            }
            other => panic!("expected a failure, got {other:?}"),
        }
        assert_eq!(requests(&server).await.len(), 3, "three attempts, no more");
    })
    .await;
}

#[tokio::test]
async fn a_5xx_then_success_is_posted_once() {
    within(async {
        let server = MockServer::start().await;
        Mock::given(method("POST"))
            .and(path(format!("/api/v10/channels/{CHANNEL}/messages")))
            .respond_with(ResponseTemplate::new(500))
            .up_to_n_times(1)
            .with_priority(1)
            .mount(&server)
            .await;
        mount_channel_messages(&server).await;
        let post = Post::text(To::Channel(CHANNEL as i64), "the board");
        let delivery = outbox(&server).deliver(&post, None).await;
        assert!(matches!(delivery, Delivery::Posted { .. }), "{delivery:?}");
        let reqs = requests(&server).await;
        assert_eq!(reqs.len(), 2);
        // The retry carries the first attempt's nonce, enforced: Discord posts it once even if
        // the first attempt had in fact gone through.
        let (a, b) = (payload(&reqs[0]), payload(&reqs[1]));
        assert_eq!(a["nonce"], b["nonce"]);
        assert!(
            a["nonce"]
                .as_str()
                .is_some_and(|n| !n.is_empty() && n.len() <= 25)
        );
        assert_eq!(a["enforce_nonce"], true);
    })
    .await;
}

/// Posts a command stored but never delivered (its process died) go out on the next start,
/// with a nonce made from the stored post, and are marked sent: a second sweep sends nothing.
#[tokio::test]
async fn stored_posts_left_by_a_dead_process_are_delivered_once() {
    within(async {
        let server = MockServer::start().await;
        mount_channel_messages(&server).await;
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("outbox.db").to_string_lossy().into_owned();
        // A process that opens a table and dies before delivering: a child `nusantara script`
        // is killed; simpler, a store whose posts are written under another (gone) worker.
        let writer = nusantara::store::Store::open(&db).await.unwrap();
        let table = nusantara::table::Table::new(writer);
        let inv = nusantara::table::Invocation {
            user_id: ALICE as i64,
            user_name: "alice".into(),
            place: nusantara::table::Place::Channel(CHANNEL as i64),
            guild: None,
            manages_server: false,
            channel_name: None,
            command: nusantara::table::Command::new(&["game", "new"], &[("game", "festivals")]),
            origin: Some("interaction-1".into()),
        };
        let posts = table.handle(&inv).await;
        assert!(posts[0].outbox.is_some(), "the post is stored");
        drop(table);
        // The writer's heartbeat lapses as if it had died long ago.
        let reader = nusantara::store::Store::open(&db).await.unwrap();
        nusantara::store::testing::forget_workers(&reader)
            .await
            .unwrap();
        let outbox = outbox(&server).with_store(reader.clone());
        assert_eq!(outbox.deliver_stored(10).await.unwrap(), 1);
        assert_eq!(
            outbox.deliver_stored(10).await.unwrap(),
            0,
            "delivered once"
        );
        assert_eq!(reader.pending_posts().await.unwrap(), 0);
        let reqs = requests(&server).await;
        assert_eq!(reqs.len(), 1);
        let json = payload(&reqs[0]);
        assert!(json["content"].as_str().unwrap().contains("opened a table"));
        assert_eq!(json["nonce"], format!("o{}.0", posts[0].outbox.unwrap()));
    })
    .await;
}

#[tokio::test]
async fn a_4xx_other_than_403_is_not_retried() {
    within(async {
        let server = MockServer::start().await;
        Mock::given(method("POST"))
            .and(path(format!("/api/v10/channels/{CHANNEL}/messages")))
            .respond_with(ResponseTemplate::new(404).set_body_json(serde_json::json!({
                "code": 10003, "message": "Unknown Channel"
            })))
            .mount(&server)
            .await;
        let post = Post::text(To::Channel(CHANNEL as i64), "the board");
        let delivery = outbox(&server).deliver(&post, None).await;
        assert!(matches!(delivery, Delivery::Failed { .. }), "{delivery:?}");
        assert_eq!(requests(&server).await.len(), 1);
    })
    .await;
}
