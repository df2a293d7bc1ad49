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
    ApplicationId, ChannelId, CommandOptionType, CreateAttachment, CreateCommand,
    CreateCommandOption, HttpError, InteractionId, Message,
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

// ---------------------------------------------------------------------------------------------
// Components V2 (issue 37): the turn card's shape, and the rules Discord states for it.

const PNG: &[u8] = PNG_SIGNATURE;
const FLAG_V2: u64 = 1 << 15;

/// A turn card as Discord takes it: one container with the awaited seat's colour, the text
/// (pinging user 1), the board picture `file` from this message, a row of buttons and a row
/// with a select.
fn card(file: &str) -> serde_json::Value {
    json!({
        "flags": FLAG_V2,
        "allowed_mentions": {"parse": [], "users": ["1"]},
        "attachments": [{"id": 0, "filename": file}],
        "components": [{
            "type": 17,
            "accent_color": 0xC0392B,
            "components": [
                {"type": 10, "content": "<@1> to play: move a typhoon, or pass."},
                {"type": 12, "items": [{
                    "media": {"url": format!("attachment://{file}")},
                    "description": "The board: two typhoons west of Bali."
                }]},
                {"type": 1, "components": [button("g1:pass"), button("g1:undo")]},
                {"type": 1, "components": [select("g1:move", 3)]},
            ]
        }]
    })
}

/// The card's container's children, to change.
fn children(body: &mut serde_json::Value) -> &mut Vec<serde_json::Value> {
    body["components"][0]["components"]
        .as_array_mut()
        .expect("the container's children")
}

fn png(name: &str) -> CreateAttachment {
    CreateAttachment::bytes(PNG.to_vec(), name)
}

/// The stand-in, with its message and interaction routes, and serenity's client to it.
async fn stand_in() -> (MockServer, serenity::http::Http) {
    let server = server().await;
    mount_channel_messages(&server).await;
    mount_interaction_routes(&server).await;
    let http = http_client(TOKEN, Some(&server.uri()));
    http.set_application_id(ApplicationId::new(APP_ID));
    (server, http)
}

/// The codes of Discord's 400 for a request, or why it was not one.
fn refusal<T: std::fmt::Debug>(result: serenity::Result<T>) -> Vec<String> {
    let err = match result {
        Ok(accepted) => panic!("accepted: {accepted:?}"),
        Err(e) => e,
    };
    let serenity::Error::Http(HttpError::UnsuccessfulRequest(resp)) = err else {
        panic!("not Discord's refusal: {err:?}");
    };
    assert_eq!(resp.status_code.as_u16(), 400);
    assert_eq!(
        (resp.error.code, resp.error.message.as_str()),
        (50035, "Invalid Form Body")
    );
    resp.error.errors.iter().map(|e| e.code.clone()).collect()
}

fn assert_has(codes: &[String], code: &str) {
    assert!(codes.iter().any(|c| c == code), "{code} not in {codes:?}");
}

async fn post(
    http: &serenity::http::Http,
    body: &serde_json::Value,
    files: Vec<CreateAttachment>,
) -> serenity::Result<Message> {
    http.send_message(ChannelId::new(CHANNEL), files, body)
        .await
}

#[tokio::test]
async fn a_v2_card_is_accepted_and_refused_with_content_or_embeds() {
    within(async {
        let (server, http) = stand_in().await;
        post(&http, &card("board.png"), vec![png("board.png")])
            .await
            .expect("a correct turn card is accepted");
        let mut nulls = card("board.png");
        nulls["content"] = serde_json::Value::Null;
        nulls["embeds"] = json!([]);
        post(&http, &nulls, vec![png("board.png")])
            .await
            .expect("a null content and no embeds are no legacy fields");

        for (key, value) in [
            ("content", json!("<@1> to play")),
            ("embeds", json!([{"title": "The board"}])),
            (
                "poll",
                json!({"question": {"text": "Pass?"}, "answers": []}),
            ),
            ("sticker_ids", json!(["749054660769218631"])),
        ] {
            let mut body = card("board.png");
            body[key] = value;
            let codes = refusal(post(&http, &body, vec![png("board.png")]).await);
            assert_has(
                &codes,
                "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
            );
        }
        assert_eq!(refused(&server).await.len(), 4);
    })
    .await;
}

#[tokio::test]
async fn a_v2_upload_no_component_shows_is_refused() {
    within(async {
        let (_server, http) = stand_in().await;
        let mut body = card("board.png");
        body["attachments"] = json!([
            {"id": 0, "filename": "board.png"},
            {"id": 1, "filename": "legend.png"}
        ]);
        // (serenity names both parts files[0]; the stand-in takes the files in order.)
        let files = || vec![png("board.png"), png("legend.png")];
        let codes = refusal(post(&http, &body, files()).await);
        assert_has(&codes, "COMPONENTS_V2_ATTACHMENT_NOT_SHOWN");

        // Shown in the gallery too, it is accepted.
        body["components"][0]["components"][1]["items"]
            .as_array_mut()
            .unwrap()
            .push(json!({"media": {"url": "attachment://legend.png"}}));
        post(&http, &body, files()).await.expect("both files shown");
    })
    .await;
}

#[tokio::test]
async fn a_media_gallery_of_no_item_or_eleven_is_refused() {
    within(async {
        let (_server, http) = stand_in().await;
        let item = json!({"media": {"url": "attachment://board.png"}});
        for count in [0, 11] {
            let mut body = card("board.png");
            children(&mut body)[1]["items"] = json!(vec![item.clone(); count]);
            let codes = refusal(post(&http, &body, vec![png("board.png")]).await);
            let expected = if count == 0 {
                "BASE_TYPE_MIN_LENGTH"
            } else {
                "BASE_TYPE_MAX_LENGTH"
            };
            assert_has(&codes, expected);
            assert_has(&codes, "COMPONENT_INVALID");
        }
        let mut ten = card("board.png");
        children(&mut ten)[1]["items"] = json!(vec![item; 10]);
        post(&http, &ten, vec![png("board.png")])
            .await
            .expect("ten items are accepted");
    })
    .await;
}

#[tokio::test]
async fn an_attachment_reference_names_a_file_of_the_same_request() {
    within(async {
        let (_server, http) = stand_in().await;
        // The gallery names a picture this message does not upload.
        let mut body = card("board.png");
        children(&mut body)[1]["items"][0]["media"]["url"] = json!("attachment://board-2.png");
        let codes = refusal(post(&http, &body, vec![png("board.png")]).await);
        assert_has(&codes, "UNFURLED_MEDIA_ITEM_ATTACHMENT_NOT_FOUND");
        // ... nor any picture at all.
        let mut bare = card("board.png");
        bare["attachments"] = json!([]);
        let codes = refusal(post(&http, &bare, vec![]).await);
        assert_has(&codes, "UNFURLED_MEDIA_ITEM_ATTACHMENT_NOT_FOUND");

        // An edit may name an earlier attachment it keeps (its entry has the attachment's id).
        let sent = post(&http, &card("board.png"), vec![png("board.png")])
            .await
            .expect("the card");
        let mut kept = card("board.png");
        kept["attachments"] = json!([{"id": "1300000000000000001", "filename": "board.png"}]);
        http.edit_message(ChannelId::new(CHANNEL), sent.id, &kept, vec![])
            .await
            .expect("an edit keeping the board");
        // A new message cannot.
        let codes = refusal(post(&http, &kept, vec![]).await);
        assert_has(&codes, "UNFURLED_MEDIA_ITEM_ATTACHMENT_NOT_FOUND");
    })
    .await;
}

#[tokio::test]
async fn forty_one_components_nested_ones_counted_are_refused() {
    within(async {
        let (_server, http) = stand_in().await;
        // The container, the gallery, 3 texts, and 5 rows of 5 buttons and one of 4: 40 in
        // all, where twilight's count (a container and its children) sees 11.
        let rows = |last: usize| {
            (0..6)
                .map(|r| {
                    let n = if r == 5 { last } else { 5 };
                    let buttons: Vec<_> = (0..n).map(|b| button(&format!("g1:b{r}.{b}"))).collect();
                    json!({"type": 1, "components": buttons})
                })
                .collect::<Vec<_>>()
        };
        let body = |last: usize| {
            let mut body = card("board.png");
            let gallery = children(&mut body)[1].clone();
            let mut list = vec![gallery];
            for t in 0..3 {
                list.push(json!({"type": 10, "content": format!("Line {t}, <@1>")}));
            }
            list.extend(rows(last));
            body["components"][0]["components"] = json!(list);
            body
        };
        post(&http, &body(4), vec![png("board.png")])
            .await
            .expect("40 components are accepted");
        let codes = refusal(post(&http, &body(5), vec![png("board.png")]).await);
        assert_has(&codes, "BASE_TYPE_MAX_LENGTH");
    })
    .await;
}

#[tokio::test]
async fn an_edit_cannot_remove_the_v2_flag() {
    within(async {
        let (_server, http) = stand_in().await;
        let channel = ChannelId::new(CHANNEL);
        let sent = post(&http, &card("board.png"), vec![png("board.png")])
            .await
            .expect("the card");
        let legacy =
            json!({"flags": 0, "content": "<@1> to play", "components": [], "attachments": []});
        let codes = refusal(http.edit_message(channel, sent.id, &legacy, vec![]).await);
        assert_has(&codes, "MESSAGE_CANNOT_REMOVE_COMPONENTS_V2_FLAG");
        // Without flags the message stays V2: its content is refused.
        let text = json!({"content": "<@1> to play"});
        let codes = refusal(http.edit_message(channel, sent.id, &text, vec![]).await);
        assert_has(
            &codes,
            "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
        );
        // A new card in its place, uploading a new board, is accepted.
        http.edit_message(
            channel,
            sent.id,
            &card("board-2.png"),
            vec![png("board-2.png")],
        )
        .await
        .expect("a V2 edit of a V2 message");

        // A legacy message may become V2; then it stays V2.
        let plain = post(&http, &json!({"content": "Waiting for players."}), vec![])
            .await
            .expect("a legacy message");
        http.edit_message(
            channel,
            plain.id,
            &json!({"content": "Still waiting."}),
            vec![],
        )
        .await
        .expect("a legacy edit of a legacy message");
        http.edit_message(
            channel,
            plain.id,
            &card("board.png"),
            vec![png("board.png")],
        )
        .await
        .expect("a legacy message made V2");
        let codes = refusal(http.edit_message(channel, plain.id, &legacy, vec![]).await);
        assert_has(&codes, "MESSAGE_CANNOT_REMOVE_COMPONENTS_V2_FLAG");
    })
    .await;
}

#[tokio::test]
async fn an_interaction_response_keeps_its_v2_flag() {
    within(async {
        let (_server, http) = stand_in().await;
        let gateway = Gateway::start().await;
        let alice = Who {
            user: 1,
            name: "alice",
            channel: Some(CHANNEL),
        };
        let legacy = json!({"flags": 0, "content": "<@1> to play", "components": []});

        // Deferred, then the response edited into a V2 card: allowed; dropping it again is not.
        let (id, token) = gateway.slash(&alice, "game", "board", json!([]));
        http.create_interaction_response(
            InteractionId::new(id),
            &token,
            &json!({"type": 5}),
            vec![],
        )
        .await
        .expect("a deferral");
        http.edit_original_interaction_response(&token, &card("board.png"), vec![png("board.png")])
            .await
            .expect("a deferred response becomes a V2 card");
        let codes = refusal(
            http.edit_original_interaction_response(&token, &legacy, vec![])
                .await,
        );
        assert_has(&codes, "MESSAGE_CANNOT_REMOVE_COMPONENTS_V2_FLAG");

        // A button on a V2 card pressed: its update cannot drop the flag either.
        post(&http, &card("board.png"), vec![png("board.png")])
            .await
            .expect("the card");
        let (id, token) = gateway.press(&alice, "g1:pass", None);
        let update = json!({"type": 7, "data": legacy});
        let codes = refusal(
            http.create_interaction_response(InteractionId::new(id), &token, &update, vec![])
                .await,
        );
        assert_has(&codes, "MESSAGE_CANNOT_REMOVE_COMPONENTS_V2_FLAG");
        let update = json!({"type": 7, "data": card("board.png")});
        http.create_interaction_response(
            InteractionId::new(id),
            &token,
            &update,
            vec![png("board.png")],
        )
        .await
        .expect("a V2 update of the V2 card");
    })
    .await;
}

#[tokio::test]
async fn mentions_in_text_displays_follow_allowed_mentions() {
    within(async {
        let (_server, http) = stand_in().await;
        let card = card("board.png");
        // The text display's mention is the one allowed_mentions lets through.
        assert_eq!(check::mentioned_users(&card), vec![1]);
        assert_eq!(check::pinged_users(&card), vec![1]);
        let mut quiet = card.clone();
        quiet["allowed_mentions"]["users"] = json!([]);
        assert_eq!(check::pinged_users(&quiet), Vec::<u64>::new());
        post(&http, &quiet, vec![png("board.png")])
            .await
            .expect("a mention that pings nobody");
        // A ping listed for a user no text display mentions is lost, and refused.
        let mut lost = card.clone();
        lost["allowed_mentions"] = json!({"parse": [], "users": ["1", "2"]});
        let codes = refusal(post(&http, &lost, vec![png("board.png")]).await);
        assert_has(&codes, "ALLOWED_MENTION_NOT_IN_TEXT");
        let mut both = lost.clone();
        children(&mut both)[0]["content"] = json!("<@1> and <@2> to play.");
        post(&http, &both, vec![png("board.png")])
            .await
            .expect("both mentioned and pinged");
        assert_eq!(check::pinged_users(&both), vec![1, 2]);
        // The parse rules hold for a V2 body as for a legacy one.
        let mut exclusive = card.clone();
        exclusive["allowed_mentions"]["parse"] = json!(["users"]);
        let codes = refusal(post(&http, &exclusive, vec![png("board.png")]).await);
        assert_has(&codes, "MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE");
    })
    .await;
}

#[test]
fn the_checker_reads_v2_bodies() {
    let files = [("board.png".to_string(), PNG.len())];
    assert_eq!(
        codes(check::message(&card("board.png"), &files, true)),
        Vec::<String>::new()
    );
    // A text display of 2,001 characters; three of 1,500 (4,500 in all).
    let mut long = card("board.png");
    children(&mut long)[0]["content"] = json!(format!("<@1> {}", "x".repeat(1997)));
    let found = codes(check::message(&long, &files, true));
    assert_has(&found, "BASE_TYPE_BAD_LENGTH");
    let mut many = card("board.png");
    for _ in 0..2 {
        let text = json!({"type": 10, "content": "y".repeat(1500)});
        children(&mut many).push(text);
    }
    children(&mut many)[0]["content"] = json!(format!("<@1> {}", "z".repeat(1495)));
    assert_eq!(
        codes(check::message(&many, &files, true)),
        vec!["BASE_TYPE_MAX_LENGTH"]
    );
    // A select beside a button in a container's row; six buttons in a row.
    let mut crowded = card("board.png");
    children(&mut crowded)[2]["components"]
        .as_array_mut()
        .unwrap()
        .push(select("g1:other", 2));
    let found = codes(check::message(&crowded, &files, true));
    assert_has(&found, "COMPONENT_LAYOUT_WIDTH_EXCEEDED");
    let mut six = card("board.png");
    let buttons: Vec<_> = (0..6).map(|i| button(&format!("g1:b{i}"))).collect();
    children(&mut six)[2]["components"] = json!(buttons);
    let found = codes(check::message(&six, &files, true));
    assert_has(&found, "BASE_TYPE_MAX_LENGTH");
    // A button outside a row, a container inside a container.
    let mut loose = card("board.png");
    children(&mut loose).push(button("g1:loose"));
    children(&mut loose).push(json!({"type": 17, "components": [{"type": 10, "content": "x"}]}));
    let found = codes(check::message(&loose, &files, true));
    assert_eq!(
        found
            .iter()
            .filter(|c| *c == "COMPONENT_TYPE_INVALID")
            .count(),
        2,
        "{found:?}"
    );
    // Without the flag, the same components are not action rows.
    let mut unflagged = card("board.png");
    unflagged["flags"] = json!(0);
    let found = codes(check::message(&unflagged, &files, true));
    assert_has(&found, "COMPONENT_LAYOUT_WIDTH_EXCEEDED");
}
