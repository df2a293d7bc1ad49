//! A local stand-in for Discord, for the Discord tests: JSON as Discord sends it, a REST mock
//! (wiremock) with the routes the bot uses, a gateway websocket speaking the documented
//! protocol (HELLO, IDENTIFY, READY, heartbeats, dispatches), and readers for what the bot
//! sent. Loopback addresses only.

#![allow(dead_code)]

mod bot;
pub mod check;
pub mod ratelimit;
pub mod threads;
#[allow(unused_imports)]
pub use bot::*;

use futures::{SinkExt, StreamExt};
use serde_json::{Value, json};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::net::TcpListener;
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message;
use wiremock::matchers::{method, path, path_regex};
use wiremock::{Match, Mock, MockServer, Request, ResponseTemplate};

pub const APP_ID: u64 = 4_000_000_000_000_001;
pub const BOT_ID: u64 = 4_000_000_000_000_002;
pub const GUILD_ID: u64 = 3_000_000_000_000_300;
pub const TOKEN: &str = "test-token.not-a-real-one";
/// How long any single wait in these tests may take before the test fails.
pub const WAIT: Duration = Duration::from_secs(20);

/// What the bot may do in the mock's channels (Discord's `app_permissions`): View Channel,
/// Send Messages, Embed Links, Attach Files, Read Message History, Send Messages in Threads.
pub const BOT_PERMISSIONS: u64 =
    (1 << 10) | (1 << 11) | (1 << 14) | (1 << 15) | (1 << 16) | (1 << 38);

/// Discord's epoch (2015-01-01) in unix milliseconds.
pub const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;

/// A snowflake made `age` ago (Discord's ids carry their creation time), unique by `seq`.
pub fn snowflake_aged(age: Duration, seq: u64) -> u64 {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as u64;
    ((now - age.as_millis() as u64 - DISCORD_EPOCH_MS) << 22) | (seq & 0x3f_ffff)
}

pub fn user_json(id: u64, name: &str) -> Value {
    json!({
        "id": id.to_string(),
        "username": name,
        "discriminator": "0",
        "global_name": name,
        "avatar": null,
        "bot": id == BOT_ID,
    })
}

pub fn message_json(id: u64, channel_id: u64) -> Value {
    json!({
        "id": id.to_string(),
        "channel_id": channel_id.to_string(),
        "author": user_json(BOT_ID, "nusantara"),
        "content": "",
        "timestamp": "2026-11-22T08:00:00.000000+00:00",
        "edited_timestamp": null,
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": [],
        "embeds": [],
        "pinned": false,
        "type": 0,
    })
}

/// The DM channel Discord opens for a user: here always 10^6 + the user's id.
pub fn dm_channel_of(user: u64) -> u64 {
    1_000_000 + user
}

pub fn dm_channel_json(user: u64) -> Value {
    json!({
        "id": dm_channel_of(user).to_string(),
        "type": 1,
        "last_message_id": null,
        "recipients": [user_json(user, &format!("user{user}"))],
    })
}

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

/// Runs a test's body, failing it after [`WAIT`].
pub async fn within<T>(f: impl std::future::Future<Output = T>) -> T {
    tokio::time::timeout(WAIT, f)
        .await
        .expect("the test took too long")
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
fn stand_in(req: &Request) -> String {
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

/// Opening a DM channel: answered with [`dm_channel_of`] the recipient.
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

/// A part of a multipart body.
#[derive(Debug, Clone)]
pub struct Part {
    pub name: String,
    pub filename: Option<String>,
    pub data: Vec<u8>,
}

fn find(hay: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    if needle.is_empty() || hay.len() < needle.len() {
        return None;
    }
    (from..=hay.len() - needle.len()).find(|&i| &hay[i..i + needle.len()] == needle)
}

/// The parts of a multipart/form-data request (empty for any other body).
pub fn multipart(req: &Request) -> Vec<Part> {
    let Some(ct) = req
        .headers
        .get("content-type")
        .and_then(|v| v.to_str().ok())
    else {
        return Vec::new();
    };
    let Some(boundary) = ct.split("boundary=").nth(1) else {
        return Vec::new();
    };
    let delimiter = format!("--{}", boundary.trim_matches('"'));
    let body = &req.body;
    let mut parts = Vec::new();
    let mut pos = match find(body, delimiter.as_bytes(), 0) {
        Some(p) => p + delimiter.len(),
        None => return parts,
    };
    while let Some(next) = find(body, delimiter.as_bytes(), pos) {
        let chunk = &body[pos..next];
        pos = next + delimiter.len();
        let Some(split) = find(chunk, b"\r\n\r\n", 0) else {
            continue;
        };
        let headers = String::from_utf8_lossy(&chunk[..split]).to_string();
        let mut data = chunk[split + 4..].to_vec();
        if data.ends_with(b"\r\n") {
            data.truncate(data.len() - 2);
        }
        let attr = |key: &str| {
            let marker = format!("{key}=\"");
            headers.find(&marker).map(|i| {
                let rest = &headers[i + marker.len()..];
                rest[..rest.find('"').unwrap_or(rest.len())].to_string()
            })
        };
        parts.push(Part {
            name: attr(" name").or_else(|| attr("name")).unwrap_or_default(),
            filename: attr("filename"),
            data,
        });
    }
    parts
}

/// The JSON of a request: its body, or the `payload_json` part of a multipart body.
pub fn payload(req: &Request) -> Value {
    if let Ok(v) = serde_json::from_slice::<Value>(&req.body) {
        return v;
    }
    multipart(req)
        .into_iter()
        .find(|p| p.name == "payload_json")
        .and_then(|p| serde_json::from_slice(&p.data).ok())
        .unwrap_or(Value::Null)
}

/// The files (name, bytes) uploaded by a multipart request.
pub fn files(req: &Request) -> Vec<(String, Vec<u8>)> {
    multipart(req)
        .into_iter()
        .filter_map(|p| p.filename.map(|f| (f, p.data)))
        .collect()
}

pub const PNG_SIGNATURE: &[u8] = b"\x89PNG\r\n\x1a\n";

pub async fn requests(server: &MockServer) -> Vec<Request> {
    server.received_requests().await.unwrap_or_default()
}

/// Waits until the mock has received a request matching `pred`; fails the test after [`WAIT`].
pub async fn wait_for_request(
    server: &MockServer,
    what: &str,
    pred: impl Fn(&Request) -> bool,
) -> Request {
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        if let Some(r) = requests(server).await.into_iter().find(|r| pred(r)) {
            return r;
        }
        if tokio::time::Instant::now() > deadline {
            let seen: Vec<String> = requests(server)
                .await
                .iter()
                .map(|r| format!("{} {}", r.method, r.url.path()))
                .collect();
            panic!("timed out waiting for {what}; the mock saw: {seen:#?}");
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
}

pub fn is(req: &Request, verb: &str, path_re: &str) -> bool {
    req.method.as_str() == verb && regex_lite_match(path_re, req.url.path())
}

/// Path matching for tests: `*` stands for one path segment.
fn regex_lite_match(pattern: &str, path: &str) -> bool {
    let p: Vec<&str> = pattern.split('/').collect();
    let s: Vec<&str> = path.split('/').collect();
    p.len() == s.len() && p.iter().zip(&s).all(|(a, b)| *a == "*" || a == b)
}

/// The gateway stand-in: a ws:// server speaking Discord's gateway protocol to one bot.
pub struct Gateway {
    pub url: String,
    events: mpsc::UnboundedSender<(String, Value)>,
    /// Every payload the bot sent, in order.
    pub received: Arc<Mutex<Vec<Value>>>,
    /// The low bits of interaction ids, for fresh interactions.
    next_id: AtomicU64,
    /// The address of the REST stand-in the bot talks to: a press reports the flags of the
    /// message it was on, as that stand-in made it.
    rest: Mutex<String>,
}

pub const HEARTBEAT_MS: u64 = 1000;

/// Accepts a websocket connection and says HELLO, as the gateway does first.
async fn greet(
    stream: tokio::net::TcpStream,
) -> Option<tokio_tungstenite::WebSocketStream<tokio::net::TcpStream>> {
    let mut ws = tokio_tungstenite::accept_async(stream).await.ok()?;
    let hello = json!({"op": 10, "d": {"heartbeat_interval": HEARTBEAT_MS}});
    ws.send(Message::Text(hello.to_string())).await.ok()?;
    Some(ws)
}

impl Gateway {
    pub async fn start() -> Gateway {
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
        let url = format!("ws://{}", listener.local_addr().unwrap());
        let (tx, rx) = mpsc::unbounded_channel::<(String, Value)>();
        let rx = Arc::new(tokio::sync::Mutex::new(rx));
        let received = Arc::new(Mutex::new(Vec::new()));
        let (log, resume_url) = (received.clone(), url.clone());
        tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                let (rx, log, resume_url) = (rx.clone(), log.clone(), resume_url.clone());
                tokio::spawn(async move {
                    let Some(mut ws) = greet(stream).await else {
                        return;
                    };
                    // The events go to the connection that identified as shard 0 (or
                    // unsharded): the tests' guild and DMs are shard 0's, as on Discord.
                    let mut events: Option<
                        tokio::sync::OwnedMutexGuard<mpsc::UnboundedReceiver<(String, Value)>>,
                    > = None;
                    let mut seq = 0u64;
                    loop {
                        tokio::select! {
                            msg = ws.next() => {
                                let text = match msg {
                                    Some(Ok(Message::Text(t))) => t,
                                    Some(Ok(Message::Binary(_) | Message::Ping(_) | Message::Pong(_) | Message::Frame(_))) => continue,
                                    _ => break,
                                };
                                let Ok(v) = serde_json::from_str::<Value>(&text) else { continue };
                                log.lock().unwrap().push(v.clone());
                                let reply = match v["op"].as_u64() {
                                    // Heartbeat: acknowledge.
                                    Some(1) => json!({"op": 11}),
                                    // Identify: ready.
                                    Some(2) => {
                                        seq += 1;
                                        let shard = v["d"]["shard"].clone();
                                        if shard[0].as_u64().unwrap_or(0) == 0 {
                                            events = Some(rx.clone().lock_owned().await);
                                        }
                                        let mut ready = ready_json(&resume_url);
                                        if shard.is_array() {
                                            ready["shard"] = shard;
                                        }
                                        json!({"op": 0, "t": "READY", "s": seq, "d": ready})
                                    }
                                    _ => continue,
                                };
                                if ws.send(Message::Text(reply.to_string())).await.is_err() {
                                    break;
                                }
                            }
                            event = async {
                                match events.as_mut() {
                                    Some(rx) => rx.recv().await,
                                    None => std::future::pending().await,
                                }
                            } => {
                                let Some((t, d)) = event else { break };
                                seq += 1;
                                let frame = json!({"op": 0, "t": t, "s": seq, "d": d});
                                if ws.send(Message::Text(frame.to_string())).await.is_err() {
                                    break;
                                }
                            }
                        }
                    }
                });
            }
        });
        Gateway {
            url,
            events: tx,
            received,
            next_id: AtomicU64::new(1),
            rest: Mutex::default(),
        }
    }

    /// Names the REST stand-in (its address, `host:port`) whose messages presses are on.
    pub fn serve_for(&self, rest: &str) {
        *self.rest.lock().unwrap() = rest.to_string();
    }

    /// The message showing `custom_id` in `channel` as Discord reports it with a press: its
    /// flags and components as the stand-in made them.
    fn message_showing(&self, id: u64, channel: u64, custom_id: &str) -> Value {
        let rest = self.rest.lock().unwrap().clone();
        let mut message = message_json(id, channel);
        message["flags"] = json!(check::flags_showing(&rest, channel, custom_id));
        message["components"] = check::components_showing(&rest, channel, custom_id);
        message
    }

    pub fn dispatch(&self, t: &str, d: Value) {
        self.events
            .send((t.to_string(), d))
            .expect("gateway running");
    }

    /// Waits until the bot has sent a payload with this opcode; returns it.
    pub async fn wait_for_op(&self, op: u64) -> Value {
        let deadline = tokio::time::Instant::now() + WAIT;
        loop {
            if let Some(v) = self
                .received
                .lock()
                .unwrap()
                .iter()
                .find(|v| v["op"] == op)
                .cloned()
            {
                return v;
            }
            assert!(
                tokio::time::Instant::now() < deadline,
                "timed out waiting for gateway opcode {op}"
            );
            tokio::time::sleep(Duration::from_millis(25)).await;
        }
    }

    /// A fresh interaction id, made now (as Discord's are).
    pub fn fresh_id(&self) -> u64 {
        self.aged_id(Duration::ZERO)
    }

    /// An interaction id made `age` ago.
    pub fn aged_id(&self, age: Duration) -> u64 {
        snowflake_aged(age, self.next_id.fetch_add(1, Ordering::SeqCst))
    }

    /// Delivers a slash command as Discord does; returns the interaction's (id, token).
    pub fn slash(&self, from: &Who, top: &str, sub: &str, options: Value) -> (u64, String) {
        let id = self.fresh_id();
        check::interaction_made(id, 2);
        check::interaction_in(id, from.channel.unwrap_or(dm_channel_of(from.user)));
        let token = format!("interaction-token-{id}");
        self.dispatch(
            "INTERACTION_CREATE",
            interaction_json(id, &token, 2, from, top, sub, options),
        );
        (id, token)
    }
}

impl Gateway {
    /// Presses a component (a button, or a menu with its picked `values`) of a message in
    /// `message_channel` as Discord sends it; returns the interaction's (id, token).
    /// Submits a form (modal) the bot opened, with `typed` in its field.
    pub fn submit(&self, from: &Who, custom_id: &str, typed: &str) -> (u64, String) {
        let id = self.fresh_id();
        check::interaction_made(id, 5);
        check::interaction_in(id, from.channel.unwrap_or(dm_channel_of(from.user)));
        let token = format!("interaction-token-{id}");
        let mut submit = modal_submit_json(id, &token, from, custom_id, typed);
        // The form was opened from a menu or a button (`:own`: its answer is secret): the
        // message is the one showing it.
        let channel = from.channel.unwrap_or(dm_channel_of(from.user));
        let menu = custom_id
            .strip_suffix(":ask")
            .or_else(|| custom_id.strip_suffix(":own"))
            .unwrap_or(custom_id);
        check::pressed_on(id, menu);
        submit["message"] = self.message_showing(8_000_000 + (id & 0xffff), channel, menu);
        self.dispatch("INTERACTION_CREATE", submit);
        (id, token)
    }

    pub fn press(&self, from: &Who, custom_id: &str, values: Option<Vec<String>>) -> (u64, String) {
        let id = self.fresh_id();
        check::interaction_made(id, 3);
        check::interaction_in(id, from.channel.unwrap_or(dm_channel_of(from.user)));
        check::pressed_on(id, custom_id);
        let token = format!("interaction-token-{id}");
        let mut press = component_json(id, &token, from, custom_id, values);
        let channel = from.channel.unwrap_or(dm_channel_of(from.user));
        press["message"] = self.message_showing(8_000_000 + (id & 0xffff), channel, custom_id);
        self.dispatch("INTERACTION_CREATE", press);
        (id, token)
    }
}

/// A modal submission (interaction type 5) as Discord sends it: the form's custom id and the
/// text typed in its one field.
pub fn modal_submit_json(id: u64, token: &str, from: &Who, custom_id: &str, typed: &str) -> Value {
    let mut v = interaction_json(id, token, 5, from, "", "", json!([]));
    v["data"] = json!({
        "custom_id": custom_id,
        "components": [{
            "type": 1,
            "components": [{"type": 4, "custom_id": "value", "value": typed}],
        }],
    });
    v
}

/// A component interaction (type 3) as Discord sends it.
pub fn component_json(
    id: u64,
    token: &str,
    from: &Who,
    custom_id: &str,
    values: Option<Vec<String>>,
) -> Value {
    let mut v = interaction_json(id, token, 3, from, "", "", json!([]));
    let channel = from.channel.unwrap_or(dm_channel_of(from.user));
    v["data"] = match values {
        Some(values) => json!({"custom_id": custom_id, "component_type": 3, "values": values}),
        None => json!({"custom_id": custom_id, "component_type": 2}),
    };
    v["message"] = message_json(8_000_000 + (id & 0xffff), channel);
    v
}

fn ready_json(resume_url: &str) -> Value {
    json!({
        "v": 10,
        "user": user_json(BOT_ID, "nusantara"),
        "guilds": [{"id": GUILD_ID.to_string(), "unavailable": true}],
        "session_id": "session-1",
        "resume_gateway_url": resume_url,
        "shard": [0, 1],
        "application": {"id": APP_ID.to_string(), "flags": 0},
    })
}

/// Who sends a command, and where.
pub struct Who {
    pub user: u64,
    pub name: &'static str,
    /// A guild channel, or None for a DM with the bot.
    pub channel: Option<u64>,
}

impl Who {
    /// A player typing in the guild channel the script runner names `channel` (`#t`: "t").
    pub fn in_channel(name: &'static str, channel: &str) -> Who {
        Who {
            user: nusantara::script::id_for("user", name) as u64,
            name,
            channel: Some(nusantara::script::id_for("channel", channel) as u64),
        }
    }
}

/// A SQLite file in `dir` holding a table after the script `lines` (setups read from tests/,
/// no pictures), each answer delivered: where a stand-in test starts the bot.
pub async fn stored_table(dir: &tempfile::TempDir, lines: &[&str]) -> String {
    let base = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests");
    let db = dir.path().join("table.db").display().to_string();
    let store = nusantara::store::Store::open(&db).await.unwrap();
    let table = nusantara::table::Table::new(store).without_pictures();
    let mut runner = nusantara::script::Runner::new(table, base);
    for line in lines.iter().map(|l| l.trim()) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let posts = runner.play(line).await.expect("a well-formed line");
        runner.delivered(&posts).await.unwrap();
    }
    db
}

pub fn interaction_json(
    id: u64,
    token: &str,
    kind: u8,
    from: &Who,
    top: &str,
    sub: &str,
    options: Value,
) -> Value {
    let user = user_json(from.user, from.name);
    let mut v = json!({
        "id": id.to_string(),
        "application_id": APP_ID.to_string(),
        "type": kind,
        "token": token,
        "version": 1,
        "app_permissions": BOT_PERMISSIONS.to_string(),
        "locale": "en-GB",
        "entitlements": [],
        "attachment_size_limit": 26_214_400,
        "data": {
            "id": "7000000000000001",
            "name": top,
            "type": 1,
            "options": [{"name": sub, "type": 1, "options": options}],
        },
    });
    match from.channel {
        Some(channel) => {
            v["guild_id"] = json!(GUILD_ID.to_string());
            v["guild_locale"] = json!("en-GB");
            v["channel_id"] = json!(channel.to_string());
            v["context"] = json!(0);
            v["authorizing_integration_owners"] = json!({"0": GUILD_ID.to_string()});
            v["member"] = json!({
                "user": user,
                "nick": null,
                "roles": [],
                "joined_at": "2026-01-01T00:00:00.000000+00:00",
                "deaf": false,
                "mute": false,
                "flags": 0,
                "permissions": "0",
            });
        }
        None => {
            v["channel_id"] = json!(dm_channel_of(from.user).to_string());
            v["context"] = json!(1);
            v["authorizing_integration_owners"] = json!({"0": GUILD_ID.to_string()});
            v["user"] = user;
        }
    }
    v
}

/// Discord's ephemeral message flag.
pub const EPHEMERAL: u64 = 64;

pub fn is_ephemeral(data: &Value) -> bool {
    data["flags"].as_u64().unwrap_or(0) & EPHEMERAL != 0
}

/// A gateway that accepts connections and closes each at once, before the websocket handshake:
/// reachable, yet no shard ever connects (serenity then retries on its own). Gives its URL and
/// how many connections it has taken.
pub async fn dead_gateway() -> (String, Arc<AtomicU64>) {
    let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let url = format!("ws://{}", listener.local_addr().unwrap());
    let taken = Arc::new(AtomicU64::new(0));
    let count = taken.clone();
    tokio::spawn(async move {
        while let Ok((stream, _)) = listener.accept().await {
            count.fetch_add(1, Ordering::SeqCst);
            drop(stream);
        }
    });
    (url, taken)
}

/// A gateway that says HELLO and answers IDENTIFY by closing with 4004, authentication failed,
/// as Discord does for a token it does not accept.
pub async fn refusing_gateway() -> String {
    use tokio_tungstenite::tungstenite::protocol::CloseFrame;
    use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
    let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let url = format!("ws://{}", listener.local_addr().unwrap());
    tokio::spawn(async move {
        while let Ok((stream, _)) = listener.accept().await {
            tokio::spawn(async move {
                let Some(mut ws) = greet(stream).await else {
                    return;
                };
                while let Some(Ok(msg)) = ws.next().await {
                    let Message::Text(text) = msg else { continue };
                    let v: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
                    if v["op"] == 2 {
                        let close = CloseFrame {
                            code: CloseCode::from(4004),
                            reason: "Authentication failed.".into(),
                        };
                        let _ = ws.close(Some(close)).await;
                        return;
                    }
                }
            });
        }
    });
    url
}

/// A loopback address where nothing listens.
pub async fn closed_port() -> String {
    let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let address = listener.local_addr().unwrap();
    drop(listener);
    format!("http://{address}")
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

/// The shards (`[id, total]`) the bot identified as on `gateway`, in the order it did.
pub fn identified_shards(gateway: &Gateway) -> Vec<Value> {
    gateway
        .received
        .lock()
        .unwrap()
        .iter()
        .filter(|v| v["op"] == 2)
        .map(|v| v["d"]["shard"].clone())
        .collect()
}

/// The words of a message body (or of an interaction response's `data`): its content, or the
/// text displays of a Components V2 message joined by line breaks.
pub fn text_of(body: &Value) -> String {
    fn displays(components: &Value, out: &mut Vec<String>) {
        for c in components.as_array().into_iter().flatten() {
            if c["type"] == 10 {
                out.push(c["content"].as_str().unwrap_or_default().to_string());
            }
            displays(&c["components"], out);
        }
    }
    if let Some(content) = body["content"].as_str() {
        return content.to_string();
    }
    let mut out = Vec::new();
    displays(&body["components"], &mut out);
    out.join("\n")
}

/// The action rows of a message body, wherever they are: at the top (a plain message) or in a
/// V2 message's container.
pub fn rows_of(body: &Value) -> Vec<Value> {
    fn find(components: &Value, out: &mut Vec<Value>) {
        for c in components.as_array().into_iter().flatten() {
            if c["type"] == 1 {
                out.push(c.clone());
            } else {
                find(&c["components"], out);
            }
        }
    }
    let mut out = Vec::new();
    find(&body["components"], &mut out);
    out
}
