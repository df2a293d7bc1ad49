//! The stand-in is as strict as Discord: it refuses what Discord refuses (400 with Discord's
//! error JSON) and rate-limits as Discord does (429 with Retry-After), and the bot's real
//! paths (serenity's HTTP client, the outbox) meet both as they would on Discord.

mod discord_mock;

use discord_mock::*;
use nusantara::discord::http_client;
use nusantara::discord::outbox::Delivery;
use nusantara::table::controls::Row;
use nusantara::table::{Post, To};
use serde_json::json;
use serenity::all::{
    ApplicationId, CommandOptionType, CreateCommand, CreateCommandOption, HttpError,
};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer, Request, ResponseTemplate};

const CHANNEL: u64 = 100;

/// `/big` with `subcommands` subcommands, each with a 100-character description and a
/// 10-choice option.
fn command(subcommands: usize) -> CreateCommand {
    let mut cmd = CreateCommand::new("big").description("A command with many subcommands");
    for i in 0..subcommands {
        let mut option =
            CreateCommandOption::new(CommandOptionType::String, "what", "Which thing to do");
        for c in 0..10 {
            option = option.add_string_choice(format!("choice {c}"), format!("value-{c}"));
        }
        cmd = cmd.add_option(
            CreateCommandOption::new(
                CommandOptionType::SubCommand,
                format!("sub{i}"),
                "d".repeat(100),
            )
            .add_sub_option(option),
        );
    }
    cmd
}

#[tokio::test]
async fn an_over_long_command_is_refused_with_discords_error() {
    within(async {
        let server = server().await;
        Mock::given(method("PUT"))
            .and(path(format!("/api/v10/applications/{APP_ID}/commands")))
            .respond_with(ResponseTemplate::new(200).set_body_json(json!([])))
            .mount(&server)
            .await;
        let http = http_client(TOKEN, Some(&server.uri()));
        http.set_application_id(ApplicationId::new(APP_ID));

        // 5 subcommands: about 1,400 characters, accepted.
        http.create_global_commands(&[command(5)])
            .await
            .expect("a command within the limits is accepted");

        // 20 subcommands: over 4,000 characters, refused as Discord refuses it.
        let err = http
            .create_global_commands(&[command(20)])
            .await
            .expect_err("an over-long command is refused");
        let serenity::Error::Http(HttpError::UnsuccessfulRequest(resp)) = err else {
            panic!("not Discord's refusal: {err:?}");
        };
        assert_eq!(resp.status_code.as_u16(), 400);
        assert_eq!(resp.error.code, 50035);
        assert_eq!(resp.error.message, "Invalid Form Body");
        let codes: Vec<&str> = resp.error.errors.iter().map(|e| e.code.as_str()).collect();
        assert!(
            codes.contains(&"APPLICATION_COMMAND_TOO_LARGE"),
            "{:?}",
            resp.error
        );
    })
    .await;
}

fn menu_post(label: &str) -> Post {
    let row: Row = serde_json::from_value(json!({
        "type": 1,
        "components": [{
            "type": 3,
            "custom_id": "g1:move",
            "placeholder": "Move a typhoon",
            "min_values": 1,
            "max_values": 1,
            "options": [
                {"label": label, "value": "leave"},
                {"label": "Move the typhoon to Bali", "value": "bali"}
            ]
        }]
    }))
    .expect("a row");
    let mut post = Post::text(To::Channel(CHANNEL as i64), "The typhoons may move.");
    post.components = vec![row];
    post
}

#[tokio::test]
async fn a_menu_option_with_an_empty_label_is_refused_and_the_post_fails() {
    within(async {
        let server = server().await;
        mount_channel_messages(&server).await;
        let outbox = outbox(&server);

        let fine = outbox.deliver(&menu_post("Leave them"), None).await;
        assert!(matches!(fine, Delivery::Posted { .. }), "{fine:?}");

        let broken = outbox.deliver(&menu_post(""), None).await;
        let Delivery::Failed { reason } = broken else {
            panic!("an empty label was accepted: {broken:?}");
        };
        assert!(reason.contains("HTTP 400"), "{reason}");
        assert!(
            reason.contains("50035") && reason.contains("Invalid Form Body"),
            "{reason}"
        );
        assert!(reason.contains("BASE_TYPE_BAD_LENGTH"), "{reason}");
        assert_eq!(
            refused(&server).await.len(),
            1,
            "refused once: a 400 is not retried"
        );
    })
    .await;
}

/// Discord's 429 for a route: Retry-After and the X-RateLimit headers, and its JSON body.
fn rate_limited(seconds: u64) -> ResponseTemplate {
    ResponseTemplate::new(429)
        .insert_header("Retry-After", seconds.to_string())
        .insert_header("X-RateLimit-Limit", "5")
        .insert_header("X-RateLimit-Remaining", "0")
        .insert_header("X-RateLimit-Reset-After", format!("{seconds}.000"))
        .insert_header("X-RateLimit-Bucket", "6a3b1c2d4e5f")
        .insert_header("X-RateLimit-Scope", "user")
        .set_body_json(json!({
            "message": "You are being rate limited.",
            "retry_after": seconds as f64,
            "global": false
        }))
}

#[tokio::test]
async fn a_rate_limited_post_waits_for_retry_after_and_is_delivered() {
    within(async {
        let server = server().await;
        let times: Arc<Mutex<Vec<Instant>>> = Arc::default();
        let seen = times.clone();
        Mock::given(method("POST"))
            .and(path(format!("/api/v10/channels/{CHANNEL}/messages")))
            .respond_with(move |_: &Request| {
                let mut seen = seen.lock().unwrap();
                seen.push(Instant::now());
                if seen.len() == 1 {
                    rate_limited(1)
                } else {
                    ResponseTemplate::new(200).set_body_json(message_json(77, CHANNEL))
                }
            })
            .mount(&server)
            .await;
        let post = Post::text(To::Channel(CHANNEL as i64), "The board after round 2.");
        let delivery = outbox(&server).deliver(&post, None).await;
        assert_eq!(delivery, Delivery::Posted { messages: vec![77] });
        let times = times.lock().unwrap().clone();
        assert_eq!(times.len(), 2, "one 429, then the post");
        let waited = times[1] - times[0];
        assert!(
            waited >= Duration::from_millis(950),
            "waited {waited:?}, not the Retry-After of 1 s (the backoff is 20 ms)"
        );
    })
    .await;
}

/// What `serve` registers is accepted: a bot whose registration Discord refuses has no
/// commands at all.
#[tokio::test]
async fn the_bots_command_registration_is_accepted() {
    let bot = start_bot(async |_: &MockServer| {}).await;
    let refused = refused(&bot.rest).await;
    assert!(refused.is_empty(), "{refused:#?}");
    bot.stop().await;
}

/// The codes the checker gives a body.
fn codes(violations: Vec<check::Violation>) -> Vec<String> {
    violations.into_iter().map(|v| v.code).collect()
}

fn button(id: &str) -> serde_json::Value {
    json!({"type": 2, "style": 1, "label": "Go", "custom_id": id})
}

fn select(id: &str, options: usize) -> serde_json::Value {
    let options: Vec<_> = (0..options)
        .map(|i| json!({"label": format!("Option {i}"), "value": format!("v{i}")}))
        .collect();
    json!({"type": 3, "custom_id": id, "options": options, "min_values": 1, "max_values": 1})
}

#[test]
fn the_checker_refuses_what_discord_refuses() {
    let row = |components: Vec<serde_json::Value>| json!({"type": 1, "components": components});
    let fine = json!({"content": "Hi", "components": [row(vec![button("a"), button("b")]), row(vec![select("c", 25)])]});
    assert_eq!(
        codes(check::message(&fine, &[], true)),
        Vec::<String>::new()
    );

    let six: Vec<_> = (0..6)
        .map(|i| row(vec![button(&format!("b{i}"))]))
        .collect();
    let body = json!({"content": "x".repeat(2001), "components": six});
    // 2,001 characters of text and 6 rows.
    let found = codes(check::message(&body, &[], true));
    assert_eq!(found, vec!["BASE_TYPE_MAX_LENGTH", "BASE_TYPE_MAX_LENGTH"]);

    let body = json!({"components": [row(vec![button("a"), select("a", 26)])]});
    let found = codes(check::message(&body, &[], true));
    for code in [
        "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
        "COMPONENT_CUSTOM_ID_DUPLICATED",
        "BASE_TYPE_MAX_LENGTH",
    ] {
        assert!(found.iter().any(|c| c == code), "{code} not in {found:?}");
    }

    let mut menu = select("m", 2);
    menu["placeholder"] = json!("p".repeat(151));
    menu["max_values"] = json!(3);
    let found = codes(check::message(
        &json!({"components": [row(vec![menu])]}),
        &[],
        true,
    ));
    assert!(
        found
            .iter()
            .any(|c| c == "SELECT_COMPONENT_MAX_VALUES_ABOVE_OPTIONS"),
        "{found:?}"
    );
    assert!(
        found.iter().any(|c| c == "BASE_TYPE_BAD_LENGTH"),
        "{found:?}"
    );

    let files: Vec<(String, usize)> = (0..11).map(|i| (format!("f{i}.png"), 11 << 20)).collect();
    let found = codes(check::message(&json!({"content": "x"}), &files, true));
    assert!(found.iter().any(|c| c == "40005"), "{found:?}");
    assert_eq!(codes(check::message(&json!({}), &[], true)), vec!["50006"]);

    let mentions =
        json!({"content": "x", "allowed_mentions": {"parse": ["users"], "users": ["1"]}});
    let found = codes(check::message(&mentions, &[], true));
    assert_eq!(found, vec!["MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE"]);

    let input = json!({"type": 4, "custom_id": "amount", "style": 1, "label": "Amount"});
    let modal = |title: &str, rows: Vec<serde_json::Value>| json!({"type": 9, "data": {"custom_id": "bid", "title": title, "components": rows}});
    let ok = modal("Your bid", vec![row(vec![input.clone()])]);
    assert_eq!(codes(check::callback(&ok, &[])), Vec::<String>::new());
    let bad = modal(&"t".repeat(46), vec![row(vec![input.clone(), input])]);
    let found = codes(check::callback(&bad, &[]));
    assert!(
        found
            .iter()
            .filter(|c| *c == "BASE_TYPE_BAD_LENGTH")
            .count()
            >= 2,
        "{found:?}"
    );
}
