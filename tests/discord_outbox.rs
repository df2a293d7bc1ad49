//! The outbox pointed at a local mock of Discord's REST API by serenity's proxy option (which
//! turns serenity's rate limiter off; the outbox's requests go through its own, `rest::Rest`'s,
//! which stays on).

mod discord_mock;

use discord_mock::*;
use nusantara::discord::outbox::{Delivery, Outbox, RetryPolicy};
use nusantara::table::card::Layout;
use nusantara::table::{Image, Post, To};
use std::sync::Arc;
use std::time::Duration;
use wiremock::ResponseTemplate;

const CHANNEL: u64 = 100;
const ALICE: u64 = 1;
const BOB: u64 = 2;

fn png() -> Vec<u8> {
    let mut png = PNG_SIGNATURE.to_vec();
    png.extend_from_slice(b"\0\0\0\rIHDR not a whole picture, but the bytes travel as they are");
    png
}

#[tokio::test]
async fn a_board_post_is_a_card_uploading_the_png_it_shows() {
    within(async {
        let server = server().await;
        mount_channel_messages(&server).await;
        let post = Post {
            images: vec![Image {
                name: "festivals-1-0003.png".into(),
                png: png(),
            }],
            layout: Layout::Card,
            alt: "The board after alice's move".into(),
            ..Post::text(
                To::Channel(CHANNEL as i64),
                format!("<@{ALICE}> moves to Jawa."),
            )
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
        assert_eq!(json["flags"], 1 << 15, "a Components V2 message");
        let card = &json["components"][0];
        assert_eq!(card["type"], 17, "one container");
        assert_eq!(
            card["components"][0]["content"],
            format!("<@{ALICE}> moves to Jawa.")
        );
        assert_eq!(
            card["components"][1]["items"][0]["media"]["url"], "attachment://festivals-1-0003.png",
            "the board, in a gallery showing the file uploaded"
        );
        // A post without pings notifies nobody, though it names alice.
        assert_eq!(json["allowed_mentions"]["parse"], serde_json::json!([]));
        assert_eq!(json["allowed_mentions"]["users"], serde_json::json!([]));
    })
    .await;
}

#[tokio::test]
async fn a_dm_opens_the_dm_channel_then_posts_once_per_user() {
    within(async {
        let server = discord().await;
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

/// A store with a game of `kind` opened by alice in the channel.
async fn store_with_game(kind: &str) -> nusantara::store::Store {
    let store = nusantara::store::Store::open_memory().await.unwrap();
    let table = nusantara::table::Table::new(store.clone());
    let posts = table
        .handle(&invocation(&["game", "new"], &[("game", kind)]))
        .await;
    assert!(posts[0].text.contains("opened a table"), "{posts:?}");
    store
}

fn invocation(path: &[&str], options: &[(&str, &str)]) -> nusantara::table::Invocation {
    nusantara::table::Invocation {
        origin: None,
        locale: None,
        guild_locale: None,
        ..invocation_by(ALICE, "alice", path, options)
    }
}

/// `user`'s command in the channel, coming from an interaction of its own.
fn invocation_by(
    user: u64,
    name: &str,
    path: &[&str],
    options: &[(&str, &str)],
) -> nusantara::table::Invocation {
    nusantara::table::Invocation {
        user_id: user as i64,
        user_name: name.into(),
        place: nusantara::table::Place::Channel(CHANNEL as i64),
        guild: None,
        manages_server: false,
        channel_name: None,
        command: nusantara::table::Command::new(path, options),
        origin: Some(format!("interaction-{user}")),
        locale: None,
        guild_locale: None,
    }
}

/// A stand-in for Discord that opens DM channels and takes posts in every channel.
async fn discord() -> wiremock::MockServer {
    let server = server().await;
    mount_dm_open(&server).await;
    mount_channel_messages(&server).await;
    server
}

/// A stand-in for Discord that refuses every post in the channel with HTTP `status` and
/// Discord's error `code` and `message`.
async fn refusing_posts(status: u16, code: u64, message: &str) -> wiremock::MockServer {
    let server = server().await;
    posting_in(CHANNEL)
        .respond_with(
            ResponseTemplate::new(status)
                .set_body_json(serde_json::json!({"code": code, "message": message})),
        )
        .mount(&server)
        .await;
    server
}

/// Makes the channel's posts take `delay` to be answered (the first `times` of them, or all).
async fn slow_posts(server: &wiremock::MockServer, delay: Duration, times: Option<u64>) {
    let answer = ResponseTemplate::new(200)
        .set_body_json(message_json(1, CHANNEL))
        .set_delay(delay);
    let mock = posting_in(CHANNEL).respond_with(answer).with_priority(1);
    match times {
        Some(n) => mock.up_to_n_times(n).mount(server).await,
        None => mock.mount(server).await,
    }
}

/// A channel post, "the board", through a fresh outbox: how it went.
async fn deliver_the_board(server: &wiremock::MockServer) -> Delivery {
    let post = Post::text(To::Channel(CHANNEL as i64), "the board");
    outbox(server).deliver(&post, None).await
}

/// The texts of the posts sent to `channel`, in order.
async fn texts_in(server: &wiremock::MockServer, channel: u64) -> Vec<String> {
    requests(server)
        .await
        .iter()
        .filter(|r| r.url.path() == format!("/api/v10/channels/{channel}/messages"))
        .map(|r| payload(r)["content"].as_str().unwrap().to_string())
        .collect()
}

/// A Discord whose DMs to alice are closed (the channel takes posts), and an outbox on it
/// whose table has a game of `kind` opened by alice in the channel.
async fn alice_with_closed_dms(kind: &str) -> (wiremock::MockServer, Outbox) {
    let server = server().await;
    mount_dm_open(&server).await;
    posting_in(dm_channel_of(ALICE))
        .respond_with(closed_dm_error())
        .mount(&server)
        .await;
    mount_channel_messages(&server).await;
    let table = nusantara::table::Table::new(store_with_game(kind).await);
    let outbox = outbox(&server).with_table(table);
    (server, outbox)
}

/// An outbox that tries a request three times, 20 ms apart, each for at most `timeout`.
fn outbox_timing_out(server: &wiremock::MockServer, timeout: Duration) -> Outbox {
    let policy = RetryPolicy {
        attempts: 3,
        first_delay: Duration::from_millis(20),
        timeout,
    };
    let http = nusantara::discord::http_client_with(TOKEN, Some(&server.uri()), policy.timeout);
    Outbox::with_policy(Arc::new(http), policy)
}

/// A database file in `dir`, and a table on it.
async fn table_on_file(dir: &tempfile::TempDir) -> (String, nusantara::table::Table) {
    let db = dir.path().join("outbox.db").to_string_lossy().into_owned();
    let writer = nusantara::store::Store::open(&db).await.unwrap();
    (db, nusantara::table::Table::new(writer))
}

/// The store of `db` as a new process finds it once the one that wrote it has died: its
/// heartbeat long lapsed, its undelivered posts left to be delivered.
async fn after_a_crash(db: &str) -> nusantara::store::Store {
    let reader = nusantara::store::Store::open(db).await.unwrap();
    nusantara::store::testing::forget_workers(&reader)
        .await
        .unwrap();
    reader
}

/// Only the post's pings are notified, and its buttons travel with it exactly as the table made
/// them, on the last piece of a long text.
#[tokio::test]
async fn a_turn_notice_pings_only_the_awaited_player_and_carries_its_buttons() {
    within(async {
        let server = server().await;
        mount_channel_messages(&server).await;
        let rows = nusantara::table::controls::rows(
            7,
            nusantara::table::controls::Scope::Public,
            &[
                nusantara::table::controls::Offer::Buttons(vec![
                    nusantara::table::controls::Choice {
                        label: "Rest".into(),
                        seat: 1,
                        command: nusantara::table::Command::new(&["festivals", "rest"], &[]),
                    },
                ]),
                nusantara::table::controls::Offer::Menu {
                    placeholder: "Move".into(),
                    choices: ["Bali", "Jawa"]
                        .iter()
                        .map(|island| nusantara::table::controls::Choice {
                            label: island.to_string(),
                            seat: 1,
                            command: nusantara::table::Command::new(
                                &["festivals", "move"],
                                &[("island", island)],
                            ),
                        })
                        .collect(),
                },
            ],
            nusantara::lang::Lang::En,
        );
        let mut post = Post::text(
            To::Channel(CHANNEL as i64),
            format!(
                "{}\n<@{ALICE}> moved; <@{BOB}> to play.",
                "a line\n".repeat(300)
            ),
        );
        post.components = rows.clone();
        post.pings = vec![BOB as i64];
        let delivery = outbox(&server).deliver(&post, None).await;
        let Delivery::Posted { messages } = delivery else {
            panic!("{delivery:?}")
        };
        assert_eq!(
            messages.len(),
            1,
            "a public post is one message, however long"
        );
        let reqs = requests(&server).await;
        let (first, last) = (payload(&reqs[0]), payload(&reqs[0]));
        let content = last["content"].as_str().unwrap();
        assert!(content.chars().count() <= 2000, "{content}");
        assert!(
            content.ends_with(&format!("…\n<@{ALICE}> moved; <@{BOB}> to play.")),
            "the cut keeps the line naming whom it pings: {content}"
        );
        let sent = last["components"].clone();
        let table_json = serde_json::to_value(&rows).unwrap();
        assert_json_within(&table_json, &sent);
        for json in [&first, &last] {
            assert_eq!(json["allowed_mentions"]["parse"], serde_json::json!([]));
            assert_eq!(
                json["allowed_mentions"]["users"],
                serde_json::json!([BOB.to_string()]),
                "only the awaited player is pinged, not alice whom the text names"
            );
        }
    })
    .await;
}

/// Every field of `expected` is in `actual` with the same value (serenity may add defaults,
/// such as a button's `disabled: false`).
fn assert_json_within(expected: &serde_json::Value, actual: &serde_json::Value) {
    use serde_json::Value;
    match (expected, actual) {
        (Value::Object(e), Value::Object(a)) => {
            for (k, v) in e {
                let got = a
                    .get(k)
                    .unwrap_or_else(|| panic!("`{k}` missing in {actual}"));
                assert_json_within(v, got);
            }
        }
        (Value::Array(e), Value::Array(a)) => {
            assert_eq!(e.len(), a.len(), "{expected} vs {actual}");
            for (x, y) in e.iter().zip(a) {
                assert_json_within(x, y);
            }
        }
        _ => assert_eq!(expected, actual),
    }
}

/// The notice names the player's own game (here Indonesia, whose only secret command is the
/// shared `/game hand`), and is given once per game and player.
#[tokio::test]
async fn a_closed_dm_notice_names_the_game_and_is_given_once() {
    within(async {
        let (server, outbox) = alice_with_closed_dms("indonesia").await;
        let post = Post::text(To::User(ALICE as i64), "Turn at <#100>: you hold 3 deeds.");
        let first = outbox.deliver(&post, None).await;
        assert_eq!(
            first,
            Delivery::DmClosed {
                user: ALICE,
                told_channel: Some(CHANNEL)
            }
        );
        let again = outbox.deliver(&post, None).await;
        assert_eq!(
            again,
            Delivery::DmClosed {
                user: ALICE,
                told_channel: None
            },
            "told once"
        );
        let notices = texts_in(&server, CHANNEL).await;
        assert_eq!(notices.len(), 1, "{notices:?}");
        assert!(notices[0].contains("Indonesia"), "{}", notices[0]);
        assert!(notices[0].contains("/game hand"), "{}", notices[0]);
        assert!(!notices[0].contains("festivals"), "{}", notices[0]);
    })
    .await;
}

/// A post the channel refuses (the bot lost its permissions there) is reported to the table's
/// host by DM, with Discord's reason, once.
#[tokio::test]
async fn a_failed_channel_post_is_reported_to_the_host() {
    within(async {
        let server = refusing_posts(403, 50013, "Missing Permissions").await;
        mount_dm_open(&server).await;
        mount_channel_messages(&server).await;
        let outbox = outbox(&server).with_table(nusantara::table::Table::new(
            store_with_game("festivals").await,
        ));
        let post = Post::text(To::Channel(CHANNEL as i64), "the board");
        for _ in 0..2 {
            let delivery = outbox.deliver(&post, None).await;
            assert!(matches!(delivery, Delivery::Failed { .. }), "{delivery:?}");
        }
        let told = texts_in(&server, dm_channel_of(ALICE)).await;
        assert_eq!(told.len(), 1, "reported once: {told:?}");
        assert!(
            told[0].contains("<#100>")
                && told[0].contains("The Festivals")
                && told[0].contains("Missing Permissions"),
            "{}",
            told[0]
        );
        assert!(!told[0].contains("http"), "no request address: {}", told[0]);
    })
    .await;
}

/// A post's time limit is its own request's: time spent waiting before it is sent (behind the
/// posts of the same channel here; in serenity's rate-limit queue in production, which sleeps
/// before it builds the request) does not count. Two posts of 400 ms each under a 600 ms limit
/// are both sent once, although the second is done 800 ms after it was handed over.
#[tokio::test]
async fn time_waiting_to_be_sent_does_not_count_against_a_posts_limit() {
    within(async {
        let server = server().await;
        slow_posts(&server, Duration::from_millis(400), None).await;
        let outbox = outbox_timing_out(&server, Duration::from_millis(600));
        let posts = [
            Post::text(To::Channel(CHANNEL as i64), "the first"),
            Post::text(To::Channel(CHANNEL as i64), "the second"),
        ];
        let started = std::time::Instant::now();
        let deliveries = outbox.deliver_all(&posts, None).await;
        assert!(
            started.elapsed() >= Duration::from_millis(800),
            "sent one after the other"
        );
        for d in &deliveries {
            assert!(matches!(d, Delivery::Posted { .. }), "{d:?}");
        }
        assert_eq!(
            requests(&server).await.len(),
            2,
            "no retry, nothing doubled"
        );
    })
    .await;
}

/// Each request has a time limit (the HTTP client's), retried when it passes.
#[tokio::test]
async fn a_request_that_hangs_times_out_and_is_retried() {
    within(async {
        let server = server().await;
        slow_posts(&server, Duration::from_secs(3), Some(1)).await;
        mount_channel_messages(&server).await;
        let outbox = outbox_timing_out(&server, Duration::from_millis(500));
        let started = std::time::Instant::now();
        let post = Post::text(To::Channel(CHANNEL as i64), "the board");
        let delivery = outbox.deliver(&post, None).await;
        assert!(matches!(delivery, Delivery::Posted { .. }), "{delivery:?}");
        assert!(
            started.elapsed() < Duration::from_secs(3),
            "the hung request was cut short"
        );
        assert_eq!(requests(&server).await.len(), 2);
    })
    .await;
}

#[tokio::test]
async fn a_closed_dm_tells_the_games_channel_without_the_secret() {
    within(async {
        let (server, outbox) = alice_with_closed_dms("festivals").await;
        let dm = dm_channel_of(ALICE);
        let secret = "Round 1 at <#100>: the festival is Galungan on Bali. You hold 2 yellow, black and stand on Jawa.";
        let post = Post::text(To::User(ALICE as i64), secret);
        let delivery = outbox.deliver(&post, None).await;
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
        let server = refusing_posts(502, 0, "502 Bad Gateway").await;
        let delivery = deliver_the_board(&server).await;
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
        let server = server().await;
        posting_in(CHANNEL)
            .respond_with(ResponseTemplate::new(500))
            .up_to_n_times(1)
            .with_priority(1)
            .mount(&server)
            .await;
        mount_channel_messages(&server).await;
        let delivery = deliver_the_board(&server).await;
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
        let server = server().await;
        mount_channel_messages(&server).await;
        let dir = tempfile::tempdir().unwrap();
        // A process that opens a table and dies before delivering: a child `nusantara script`
        // is killed; simpler, a store whose posts are written under another (gone) worker.
        let (db, table) = table_on_file(&dir).await;
        let new = invocation_by(ALICE, "alice", &["game", "new"], &[("game", "festivals")]);
        let posts = table.handle(&new).await;
        assert!(posts[0].outbox.is_some(), "the post is stored");
        drop(table);
        let reader = after_a_crash(&db).await;
        let outbox = outbox(&server).with_table(nusantara::table::Table::new(reader.clone()));
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

/// A crash between a command's commit and the drawing of its picture loses nothing: the
/// stored post says which picture it shows, and a fresh table and outbox (as after a restart)
/// draw it on delivery, with the bytes the game's drawing of that state gives.
#[tokio::test]
async fn a_picture_left_undrawn_by_a_crash_is_drawn_on_delivery() {
    use nusantara::games::festivals::{Game, Options};
    use nusantara::games::{Components, Rules};
    use nusantara::table::{Pictures, festivals::Festivals};
    within(async {
        let server = discord().await;
        let dir = tempfile::tempdir().unwrap();
        let (db, table) = table_on_file(&dir).await;
        let new = [("game", "festivals"), ("players", "2"), ("seed", "9")];
        table
            .handle(&invocation_by(ALICE, "alice", &["game", "new"], &new))
            .await;
        let started = table
            .handle(&invocation_by(BOB, "bob", &["game", "join"], &[]))
            .await;
        let board = started
            .iter()
            .find(|p| p.picture.is_some())
            .expect("the start's post with the board");
        assert!(board.images.is_empty() && board.outbox.is_some());
        assert_eq!(table.pictures_drawn(), 0);
        // The process dies before delivering: nothing was drawn.
        drop(table);
        let reader = after_a_crash(&db).await;
        let restarted = nusantara::table::Table::new(reader.clone());
        let outbox = outbox(&server).with_table(restarted.clone());
        let pending = reader.pending_posts().await.unwrap();
        assert_eq!(outbox.deliver_stored(10).await.unwrap() as i64, pending);
        assert_eq!(reader.pending_posts().await.unwrap(), 0);
        assert_eq!(restarted.pictures_drawn(), 1);
        let nonce = format!("o{}.0", board.outbox.unwrap());
        let reqs = requests(&server).await;
        let sent = reqs
            .iter()
            .find(|r| payload(r)["nonce"] == nonce.as_str())
            .expect("the board post was delivered");
        let uploaded = files(sent);
        assert_eq!(uploaded.len(), 1, "the picture travels with its post");
        let (fresh, _) =
            Game::setup(Components::standard(), &Options::default(), 2, 9).expect("a fresh game");
        assert_eq!(
            uploaded[0].1,
            Festivals::picture(&["alice", "bob"], &fresh, nusantara::lang::Lang::En)
        );
        assert!(uploaded[0].0.starts_with("festivals-"), "{}", uploaded[0].0);
    })
    .await;
}

#[tokio::test]
async fn a_4xx_other_than_403_is_not_retried() {
    within(async {
        let server = refusing_posts(404, 10003, "Unknown Channel").await;
        let delivery = deliver_the_board(&server).await;
        assert!(matches!(delivery, Delivery::Failed { .. }), "{delivery:?}");
        assert_eq!(requests(&server).await.len(), 1);
    })
    .await;
}
