//! The gateway stand-in: a websocket speaking Discord's gateway protocol (HELLO, IDENTIFY,
//! READY, heartbeats, dispatches) to one bot, the interactions a test delivers through it,
//! and gateways that fail (dead, or refusing the token).

use futures::{SinkExt, StreamExt};
use serde_json::{Value, json};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::net::TcpListener;
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message;

use super::{
    APP_ID, BOT_ID, GUILD_ID, WAIT, Who, check, component_json, dm_channel_of, interaction_json,
    message_json, modal_submit_json, snowflake_aged, user_json,
};

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
