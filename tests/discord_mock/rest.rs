//! The REST stand-in: a wiremock server as strict as Discord (every body checked, see
//! [`super::check`]), and the routes the bot uses, answered as Discord does and remembered
//! for the checks of later requests.

use serde_json::{Value, json};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;
use wiremock::matchers::{method, path, path_regex};
use wiremock::{Match, Mock, MockServer, Request, ResponseTemplate};

use super::{
    APP_ID, TOKEN, check, dm_channel_json, files, message_json, payload, ratelimit, requests,
};

/// Discord's answer to a message the user does not accept (closed DMs).
pub fn closed_dm_error() -> ResponseTemplate {
    ResponseTemplate::new(403).set_body_json(json!({
        "code": 50007,
        "message": "Cannot send messages to this user",
    }))
}

/// A stand-in for Discord's REST API that is as strict as Discord: every request body is
/// checked ([`check::request`]) and a broken one answered 400 with Discord's error JSON,
/// whatever routes a test mounts after.
pub async fn server() -> MockServer {
    let server = MockServer::start().await;
    // wiremock reuses its servers: this one's buckets start empty.
    ratelimit::reset(&server);
    Mock::given(Broken)
        .respond_with(|req: &Request| {
            ResponseTemplate::new(400).set_body_json(check::error_body(&violations(req)))
        })
        .with_priority(1)
        .named("Discord's body checks")
        .mount(&server)
        .await;
    server
}

/// The outbox with serenity's token and proxy setting, pointed at the stand-in, with quick
/// retries. Its requests go through its own rate limiter (`rest::Rest`), never serenity's,
/// which the proxy option turns off.
pub fn outbox(server: &MockServer) -> nusantara::discord::outbox::Outbox {
    use nusantara::discord::outbox::{Outbox, RetryPolicy};
    Outbox::with_policy(
        Arc::new(nusantara::discord::http_client(TOKEN, Some(&server.uri()))),
        RetryPolicy {
            attempts: 3,
            first_delay: Duration::from_millis(20),
            timeout: Duration::from_secs(5),
        },
    )
}

/// What Discord would refuse in a request's body.
pub fn violations(req: &Request) -> Vec<check::Violation> {
    let files: Vec<(String, usize)> = files(req)
        .into_iter()
        .map(|(name, data)| (name, data.len()))
        .collect();
    check::request_to(
        &stand_in(req),
        req.method.as_str(),
        req.url.path(),
        &payload(req),
        &files,
    )
}

/// The address of the stand-in a request was sent to (its Host header): what it remembers is
/// kept apart from other tests' stand-ins.
pub(super) fn stand_in(req: &Request) -> String {
    req.headers
        .get("host")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_string()
}

/// Notes what the stand-in answered to `req` (`created`: the id of the message it made), so
/// that later edits are checked against it.
pub fn answered(req: &Request, created: Option<u64>) {
    check::answered(
        &stand_in(req),
        req.method.as_str(),
        req.url.path(),
        &payload(req),
        created,
    );
}

/// Matches a request whose body Discord would refuse.
struct Broken;

impl Match for Broken {
    fn matches(&self, req: &Request) -> bool {
        !violations(req).is_empty()
    }
}

/// The requests the stand-in refused (400), with why: what would have failed on Discord.
pub async fn refused(server: &MockServer) -> Vec<String> {
    requests(server)
        .await
        .iter()
        .filter_map(|r| {
            let v = violations(r);
            (!v.is_empty()).then(|| {
                let why: Vec<String> = v.iter().map(|v| v.to_string()).collect();
                format!("{} {}: {}", r.method, r.url.path(), why.join("; "))
            })
        })
        .collect()
}

static MESSAGE_IDS: AtomicU64 = AtomicU64::new(9_000_000);

/// A mock of Discord's answer to the posts in `channel`, to be given its response.
pub fn posting_in(channel: u64) -> wiremock::MockBuilder {
    Mock::given(method("POST")).and(path(format!("/api/v10/channels/{channel}/messages")))
}

/// Channel messages: a post answered with a message in the channel of the path, an edit
/// with the message edited.
pub async fn mount_channel_messages(server: &MockServer) {
    Mock::given(method("POST"))
        .and(path_regex(r"^/api/v10/channels/\d+/messages$"))
        .respond_with(|req: &Request| {
            let limits = match ratelimit::charge(req) {
                Ok(headers) => headers,
                Err(too_many) => return *too_many,
            };
            let channel: u64 = req.url.path().split('/').nth(4).unwrap().parse().unwrap();
            let id = MESSAGE_IDS.fetch_add(1, Ordering::SeqCst);
            answered(req, Some(id));
            let answer = ResponseTemplate::new(200).set_body_json(message_json(id, channel));
            ratelimit::with_headers(answer, limits)
        })
        .mount(server)
        .await;
    Mock::given(method("PATCH"))
        .and(path_regex(r"^/api/v10/channels/\d+/messages/\d+$"))
        .respond_with(|req: &Request| {
            let limits = match ratelimit::charge(req) {
                Ok(headers) => headers,
                Err(too_many) => return *too_many,
            };
            let ids: Vec<u64> = req
                .url
                .path()
                .split('/')
                .filter_map(|s| s.parse().ok())
                .collect();
            answered(req, None);
            let answer = ResponseTemplate::new(200).set_body_json(message_json(ids[1], ids[0]));
            ratelimit::with_headers(answer, limits)
        })
        .mount(server)
        .await;
}

/// Opening a DM channel: answered with [`dm_channel_of`](super::dm_channel_of) the recipient.
pub async fn mount_dm_open(server: &MockServer) {
    Mock::given(method("POST"))
        .and(path("/api/v10/users/@me/channels"))
        .respond_with(|req: &Request| {
            let limits = match ratelimit::charge(req) {
                Ok(headers) => headers,
                Err(too_many) => return *too_many,
            };
            let body: Value = serde_json::from_slice(&req.body).unwrap_or(Value::Null);
            let user: u64 = match &body["recipient_id"] {
                Value::String(s) => s.parse().unwrap_or(0),
                Value::Number(n) => n.as_u64().unwrap_or(0),
                _ => 0,
            };
            let answer = ResponseTemplate::new(200).set_body_json(dm_channel_json(user));
            ratelimit::with_headers(answer, limits)
        })
        .mount(server)
        .await;
}

/// Everything the bot's REST calls need, for the end-to-end tests.
pub async fn mount_discord_api(server: &MockServer, gateway_url: &str) {
    mount_gateway_routes(server, gateway_url, true).await;
    Mock::given(method("PUT"))
        .and(path(format!("/api/v10/applications/{APP_ID}/commands")))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!([])))
        .mount(server)
        .await;
    mount_interaction_routes(server).await;
    Mock::given(method("DELETE"))
        .and(path_regex(format!(
            r"^/api/v10/webhooks/{APP_ID}/[^/]+/messages/@original$"
        )))
        .respond_with(ResponseTemplate::new(204))
        .mount(server)
        .await;
    mount_dm_open(server).await;
    mount_channel_messages(server).await;
}

/// Interaction callbacks, follow-ups and edits of the response (`@original`), answered as
/// Discord does and remembered for the checks of later edits.
pub async fn mount_interaction_routes(server: &MockServer) {
    Mock::given(method("POST"))
        .and(path_regex(r"^/api/v10/interactions/\d+/[^/]+/callback$"))
        .respond_with(|req: &Request| {
            let limits = match ratelimit::charge(req) {
                Ok(headers) => headers,
                Err(too_many) => return *too_many,
            };
            answered(req, None);
            ratelimit::with_headers(ResponseTemplate::new(204), limits)
        })
        .mount(server)
        .await;
    Mock::given(method("POST"))
        .and(path_regex(format!(r"^/api/v10/webhooks/{APP_ID}/[^/]+$")))
        .respond_with(|req: &Request| {
            let limits = match ratelimit::charge(req) {
                Ok(headers) => headers,
                Err(too_many) => return *too_many,
            };
            let id = MESSAGE_IDS.fetch_add(1, Ordering::SeqCst);
            answered(req, Some(id));
            let answer = ResponseTemplate::new(200).set_body_json(message_json(id, 1));
            ratelimit::with_headers(answer, limits)
        })
        .mount(server)
        .await;
    Mock::given(method("PATCH"))
        .and(path_regex(format!(
            r"^/api/v10/webhooks/{APP_ID}/[^/]+/messages/@original$"
        )))
        .respond_with(|req: &Request| {
            let limits = match ratelimit::charge(req) {
                Ok(headers) => headers,
                Err(too_many) => return *too_many,
            };
            let id = MESSAGE_IDS.fetch_add(1, Ordering::SeqCst);
            answered(req, None);
            let answer = ResponseTemplate::new(200).set_body_json(message_json(id, 1));
            ratelimit::with_headers(answer, limits)
        })
        .mount(server)
        .await;
}

/// The stand-in REST API answering `/gateway` and `/gateway/bot` with `gateway_url`, or
/// `/gateway/bot` with Discord's 401 when `token_ok` is false.
pub async fn mount_gateway_routes(server: &MockServer, gateway_url: &str, token_ok: bool) {
    Mock::given(method("GET"))
        .and(path("/api/v10/gateway"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({ "url": gateway_url })))
        .mount(server)
        .await;
    let bot = if token_ok {
        ResponseTemplate::new(200).set_body_json(json!({
            "url": gateway_url,
            "shards": 1,
            "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1}
        }))
    } else {
        ResponseTemplate::new(401).set_body_json(json!({"message": "401: Unauthorized", "code": 0}))
    };
    Mock::given(method("GET"))
        .and(path("/api/v10/gateway/bot"))
        .respond_with(bot)
        .mount(server)
        .await;
}

/// `/gateway/bot` recommending `shards` shards, as Discord does for a bot in many servers
/// (about one shard per 1,000; sharding is required from 2,500). Mounted before
/// [`mount_discord_api`], it takes the place of that one's single shard.
pub async fn mount_recommended_shards(server: &MockServer, gateway_url: &str, shards: u32) {
    Mock::given(method("GET"))
        .and(path("/api/v10/gateway/bot"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({
            "url": gateway_url,
            "shards": shards,
            "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1}
        })))
        .mount(server)
        .await;
}
