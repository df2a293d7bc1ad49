//! What the stand-in remembers of what it answered (the interactions it made, which of its
//! messages are V2, which message a press was on), since Discord's checks of a later request
//! (an edit, an update) depend on it.

use super::message::{COMPONENTS_V2, EPHEMERAL, is_v2};
use serde_json::{Value, json};
use std::collections::HashMap;
use std::sync::Mutex;

/// A message the stand-in made: a channel message or follow-up by id, or an interaction's
/// response (`@original`) by its token.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(super) enum Made {
    Message(u64),
    Original(String),
}

/// What the stand-in remembers of what it answered, for the checks of later requests: whether
/// each message it made is V2 (an edit cannot remove the flag), and which message a press was
/// on. Kept across the tests of a binary, so keyed by what is unique: message ids, tokens,
/// interaction ids, and the stand-in's own address for custom ids.
#[derive(Default)]
pub(super) struct Known {
    /// The type of each interaction, by id (2 a slash command, 3 a pressed component, 5 a
    /// submitted form): which callbacks Discord takes depends on it.
    kinds: HashMap<u64, u64>,
    /// The channel each interaction came from.
    channels: HashMap<u64, u64>,
    /// The interaction of each token.
    tokens: HashMap<String, u64>,
    /// The custom id of each press.
    presses: HashMap<u64, String>,
    /// Whether each message is V2 (an interaction's response: false while deferred).
    pub(super) v2: HashMap<Made, bool>,
    /// The latest message showing each custom id: (stand-in, channel, custom id).
    showing: HashMap<(String, u64, String), Made>,
    /// The message each press was on, once looked up (at its answer's first check).
    pressed: HashMap<u64, Option<Made>>,
    /// The flags each message has (ephemeral, V2), as a press reports them of its message.
    flags: HashMap<Made, u64>,
    /// The components each message shows now, as a press reports them of its message.
    components: HashMap<Made, Value>,
}

static KNOWN: std::sync::LazyLock<Mutex<Known>> = std::sync::LazyLock::new(Default::default);

pub(super) fn known() -> std::sync::MutexGuard<'static, Known> {
    KNOWN.lock().unwrap_or_else(|p| p.into_inner())
}

/// Notes an interaction the stand-in made, for the checks of its callbacks.
pub fn interaction_made(id: u64, kind: u64) {
    known().kinds.insert(id, kind);
}

/// Notes the channel an interaction the stand-in made comes from.
pub fn interaction_in(id: u64, channel: u64) {
    known().channels.insert(id, channel);
}

/// Notes the component a press (interaction `id`) was on: the message it belongs to is the
/// latest the stand-in made in the interaction's channel showing that custom id.
pub fn pressed_on(id: u64, custom_id: &str) {
    known().presses.insert(id, custom_id.to_string());
}

/// The type of the interaction with this id, when the stand-in made it.
pub(super) fn interaction_kind(id: &str) -> Option<u64> {
    known().kinds.get(&id.parse().ok()?).copied()
}

impl Known {
    /// The message interaction `id` was pressed on, when the stand-in can tell.
    pub(super) fn pressed_message(&mut self, server: &str, id: u64) -> Option<Made> {
        if let Some(made) = self.pressed.get(&id) {
            return made.clone();
        }
        let custom_id = self.presses.get(&id)?.clone();
        let channel = *self.channels.get(&id)?;
        let made = self
            .showing
            .get(&(server.to_string(), channel, custom_id))
            .cloned();
        self.pressed.insert(id, made.clone());
        made
    }

    /// Notes an accepted body for `made` in `channel`: V2 once it says so; its custom ids.
    fn shown(&mut self, server: &str, channel: Option<u64>, made: Made, body: &Value) {
        let v2 = self.v2.entry(made.clone()).or_insert(false);
        *v2 |= is_v2(&body["flags"]);
        // Ephemeral from its creation on; V2 once it says so (an update repeats neither).
        let flags = body["flags"].as_u64().unwrap_or(0) & (EPHEMERAL | COMPONENTS_V2);
        *self.flags.entry(made.clone()).or_insert(0) |= flags;
        if body["components"].is_array() {
            self.components
                .insert(made.clone(), body["components"].clone());
        }
        let Some(channel) = channel else { return };
        let mut ids = Vec::new();
        custom_ids(body, &mut ids);
        for id in ids {
            self.showing
                .insert((server.to_string(), channel, id), made.clone());
        }
    }

    fn token_channel(&self, token: &str) -> Option<u64> {
        self.channels.get(self.tokens.get(token)?).copied()
    }
}

fn custom_ids(value: &Value, out: &mut Vec<String>) {
    match value {
        Value::Object(map) => {
            if let Some(Value::String(id)) = map.get("custom_id") {
                out.push(id.clone());
            }
            for key in ["components", "accessory"] {
                if let Some(child) = map.get(key) {
                    custom_ids(child, out);
                }
            }
        }
        Value::Array(items) => items.iter().for_each(|v| custom_ids(v, out)),
        _ => {}
    }
}

/// Notes a request the stand-in (at address `server`) answered: the messages it made or
/// changed, `created` the id it gave a new one. The routes of the mock call it as they answer.
pub fn answered(server: &str, method: &str, path: &str, json: &Value, created: Option<u64>) {
    let segments: Vec<&str> = path.trim_start_matches("/api/v10/").split('/').collect();
    let mut k = known();
    match (method, segments.as_slice()) {
        ("POST", ["channels", channel, "messages"]) => {
            if let Some(id) = created {
                k.shown(server, channel.parse().ok(), Made::Message(id), json);
            }
        }
        ("PATCH", ["channels", channel, "messages", id]) => {
            if let Ok(id) = id.parse() {
                k.shown(server, channel.parse().ok(), Made::Message(id), json);
            }
        }
        ("POST", ["interactions", id, token, "callback"]) => {
            let Ok(id) = id.parse::<u64>() else { return };
            k.tokens.insert(token.to_string(), id);
            let channel = k.channels.get(&id).copied();
            let data = &json["data"];
            match json["type"].as_u64() {
                Some(4) => k.shown(server, channel, Made::Original(token.to_string()), data),
                Some(5) => {
                    let made = Made::Original(token.to_string());
                    k.v2.entry(made.clone()).or_insert(false);
                    let ephemeral = data["flags"].as_u64().unwrap_or(0) & EPHEMERAL;
                    *k.flags.entry(made).or_insert(0) |= ephemeral;
                }
                Some(7) => {
                    if let Some(made) = k.pressed_message(server, id) {
                        k.shown(server, channel, made, data);
                    }
                }
                _ => {}
            }
        }
        ("POST", ["webhooks", _, token]) => {
            if let Some(id) = created {
                let channel = k.token_channel(token);
                k.shown(server, channel, Made::Message(id), json);
            }
        }
        ("PATCH", ["webhooks", _, token, "messages", id]) => {
            let channel = k.token_channel(token);
            let made = match id.parse() {
                Ok(id) => Made::Message(id),
                Err(_) => Made::Original(token.to_string()),
            };
            k.shown(server, channel, made, json);
        }
        _ => {}
    }
}

/// The flags of the latest message of `channel` showing the component `custom_id`, as the
/// stand-in at `server` made it (ephemeral, V2): what Discord reports of the message pressed.
pub fn flags_showing(server: &str, channel: u64, custom_id: &str) -> u64 {
    let k = known();
    k.showing
        .get(&(server.to_string(), channel, custom_id.to_string()))
        .and_then(|made| k.flags.get(made))
        .copied()
        .unwrap_or(0)
}

/// The components of the latest message of `channel` showing `custom_id` (none when unknown):
/// what Discord reports of the message pressed.
pub fn components_showing(server: &str, channel: u64, custom_id: &str) -> Value {
    let k = known();
    k.showing
        .get(&(server.to_string(), channel, custom_id.to_string()))
        .and_then(|made| k.components.get(made))
        .cloned()
        .unwrap_or_else(|| json!([]))
}
