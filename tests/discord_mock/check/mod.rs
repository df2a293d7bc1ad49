//! The stand-in's strictness: every request body the bot sends, checked against Discord's
//! documented limits and shapes. The JSON is read into twilight-model's types (an independent,
//! maintained model of Discord's API, 0.18: Components V2 too) and run through
//! twilight-validate; the checks written here cover what twilight leaves out: minimum
//! lengths, a select alone in its row, unique custom ids, choices per option, modals,
//! attachments, allowed mentions (a listed ping the text never mentions, content and text
//! displays alike), and for a V2 message (flags 1 << 15, in a new message, an edit, an
//! interaction response or update, a follow-up): no `content`, `embeds`, `poll` or stickers;
//! 40 components with nested ones counted (twilight's count leaves out a container's rows'
//! buttons); the types allowed at each level; 4,000 characters of text displays in all; a
//! media gallery of 1-10 items; each `attachment://` a file of the request (or, in an edit,
//! one it keeps) and each file shown by a component (or Discord would not show it); and the
//! flag never removed by an edit: the stand-in remembers which of the messages it made
//! (posts, follow-ups, interaction responses, the message a press was on) are V2.
//!
//! Used both by the mock (a broken body is answered 400 with Discord's error JSON, see
//! [`error_body`]) and directly by table-level tests on the bot's real message bodies.
//!
//! The checks stand in submodules by what they check: `commands`, `message` (a body, its
//! mentions and attachments), `v2` (a Components V2 layout), `components` (classic rows,
//! modals), `callback`, and `known` (what the stand-in remembers for the checks of later
//! requests); the routing by request and Discord's error body are here.

mod callback;
mod commands;
mod components;
mod known;
mod message;
mod v2;

// The entry points the tests call as `check::...`; each test binary uses only some.
#[allow(unused_imports)]
pub use callback::{callback, callback_to};
#[allow(unused_imports)]
pub use commands::{command, command_tree};
#[allow(unused_imports)]
pub use known::{
    answered, components_showing, flags_showing, interaction_in, interaction_made, pressed_on,
};
#[allow(unused_imports)]
pub use message::{
    ATTACHMENT_BYTES, ATTACHMENTS, COMPONENTS_V2, edit, mentioned_users, message, pinged_users,
    shown_text,
};
#[allow(unused_imports)]
pub use v2::{V2_COMPONENTS, V2_TEXT};

use callback::update_of;
use known::{Made, interaction_kind, known};
use serde_json::{Map, Value, json};
use std::collections::HashSet;
use std::fmt;

/// One broken rule: where in the body (Discord's error path), a code and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Violation {
    /// The JSON path, e.g. `components.0.components.0.options.3.label`.
    pub path: String,
    /// Discord's code (`BASE_TYPE_BAD_LENGTH`, ...) or the twilight error kind.
    pub code: String,
    pub message: String,
    /// The offending value, shortened.
    pub value: String,
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} [{}] {} (value: {})",
            self.path, self.code, self.message, self.value
        )
    }
}

/// Collects violations under a path prefix.
struct Report {
    out: Vec<Violation>,
}

fn join(path: &str, key: impl fmt::Display) -> String {
    if path.is_empty() {
        key.to_string()
    } else {
        format!("{path}.{key}")
    }
}

fn shown(value: &Value) -> String {
    let s = match value {
        Value::String(s) => format!("{s:?}"),
        other => other.to_string(),
    };
    if s.chars().count() > 120 {
        format!("{}…", s.chars().take(120).collect::<String>())
    } else {
        s
    }
}

impl Report {
    fn new() -> Report {
        Report { out: Vec::new() }
    }

    fn add(&mut self, path: &str, code: &str, message: impl Into<String>, value: &Value) {
        self.out.push(Violation {
            path: path.to_string(),
            code: code.to_string(),
            message: message.into(),
            value: shown(value),
        });
    }

    /// A string field of `min..=max` characters (absent counts as empty when `required`).
    fn length(&mut self, obj: &Value, key: &str, path: &str, min: usize, max: usize) {
        let at = join(path, key);
        match &obj[key] {
            Value::Null if min > 0 => self.add(
                &at,
                "BASE_TYPE_REQUIRED",
                "This field is required",
                &Value::Null,
            ),
            Value::Null => {}
            Value::String(s) => {
                let n = s.chars().count();
                if n < min || n > max {
                    self.add(
                        &at,
                        "BASE_TYPE_BAD_LENGTH",
                        format!("Must be between {min} and {max} in length (is {n})."),
                        &obj[key],
                    );
                }
            }
            other => self.add(&at, "STRING_TYPE_CONVERT", "Must be a string.", other),
        }
    }

    /// A string field whose value must not be in `seen` already (custom ids, option values).
    fn unique(
        &mut self,
        seen: &mut HashSet<String>,
        obj: &Value,
        key: &str,
        path: &str,
        code: &str,
    ) {
        if let Some(v) = obj[key].as_str()
            && !seen.insert(v.to_string())
        {
            self.add(
                &join(path, key),
                code,
                format!("{key} must be unique"),
                &obj[key],
            );
        }
    }

    /// An array field of at most `max` items; gives its items.
    /// `obj[key]` as [`Report::items`] reads it, refused when it is empty too (1 to `max`).
    fn some_items<'v>(&mut self, obj: &'v Value, key: &str, path: &str, max: usize) -> &'v [Value] {
        let items = self.items(obj, key, path, max);
        if items.is_empty() {
            self.add(
                &join(path, key),
                "BASE_TYPE_MIN_LENGTH",
                "Must be 1 or more in length.",
                &obj[key],
            );
        }
        items
    }

    fn items<'v>(&mut self, obj: &'v Value, key: &str, path: &str, max: usize) -> &'v [Value] {
        match &obj[key] {
            Value::Array(items) => {
                if items.len() > max {
                    self.add(
                        &join(path, key),
                        "BASE_TYPE_MAX_LENGTH",
                        format!("Must be {max} or fewer in length (has {}).", items.len()),
                        &json!(items.len()),
                    );
                }
                items
            }
            Value::Null => &[],
            other => {
                self.add(
                    &join(path, key),
                    "LIST_TYPE_CONVERT",
                    "Must be an array.",
                    other,
                );
                &[]
            }
        }
    }

    /// Reads `value` into twilight's type `T`, reporting a shape error.
    fn model<T: serde::de::DeserializeOwned>(&mut self, value: &Value, path: &str) -> Option<T> {
        match serde_json::from_value::<T>(value.clone()) {
            Ok(t) => Some(t),
            Err(e) => {
                self.add(
                    path,
                    "MODEL_TYPE_CONVERT",
                    format!("Invalid shape: {e}"),
                    value,
                );
                None
            }
        }
    }
}

/// The violations of one request to the REST API, by its route; `json` is the body (or its
/// `payload_json`), `files` the uploads. Routes that carry no checked body give none.
pub fn request(
    method: &str,
    path: &str,
    json: &Value,
    files: &[(String, usize)],
) -> Vec<Violation> {
    request_to("", method, path, json, files)
}

/// [`request`] to the stand-in at address `server`: an edit is checked against what the
/// stand-in made (a V2 message stays V2).
pub fn request_to(
    server: &str,
    method: &str,
    path: &str,
    json: &Value,
    files: &[(String, usize)],
) -> Vec<Violation> {
    let segments: Vec<&str> = path.trim_start_matches("/api/v10/").split('/').collect();
    let was_v2 = |made: Made| known().v2.get(&made).copied().unwrap_or(false);
    let message_id = |id: &str| id.parse().ok().map(Made::Message);
    match (method, segments.as_slice()) {
        ("PUT", ["applications", _, "commands"] | ["applications", _, "guilds", _, "commands"]) => {
            command_tree(json)
        }
        (
            "POST" | "PATCH",
            ["applications", _, "commands", ..] | ["applications", _, "guilds", _, "commands", ..],
        ) => command(json),
        ("POST", ["channels", _, "messages"]) => message(json, files, true),
        ("PATCH", ["channels", _, "messages", id]) => {
            edit(json, files, message_id(id).is_some_and(was_v2))
        }
        ("POST", ["interactions", id, _, "callback"]) => {
            let pressed = id
                .parse()
                .ok()
                .and_then(|id| known().pressed_message(server, id));
            update_of(
                json,
                files,
                interaction_kind(id),
                pressed.is_some_and(was_v2),
            )
        }
        ("POST", ["webhooks", _, _]) => message(json, files, true),
        ("PATCH", ["webhooks", _, token, "messages", id]) => {
            let made = message_id(id).unwrap_or_else(|| Made::Original(token.to_string()));
            edit(json, files, was_v2(made))
        }
        ("PATCH", ["channels", _]) => thread_edit(json),
        ("POST", ["users", "@me", "channels"]) => {
            let mut r = Report::new();
            let id = &json["recipient_id"];
            let snowflake =
                id.as_str().is_some_and(|s| s.parse::<u64>().is_ok()) || id.as_u64().is_some();
            if !snowflake {
                r.add(
                    "recipient_id",
                    "NUMBER_TYPE_COERCE",
                    "Value is not snowflake.",
                    id,
                );
            }
            r.out
        }
        _ => Vec::new(),
    }
}

/// A thread's change (Modify Channel, a thread's fields): booleans where Discord wants them,
/// an auto-archive duration Discord knows, a name of 1-100 characters.
fn thread_edit(json: &Value) -> Vec<Violation> {
    let mut r = Report::new();
    for (key, value) in json.as_object().into_iter().flatten() {
        let ok = match key.as_str() {
            "archived" | "locked" | "invitable" => value.is_boolean(),
            "auto_archive_duration" => {
                matches!(value.as_u64(), Some(60 | 1440 | 4320 | 10080))
            }
            "name" => value
                .as_str()
                .is_some_and(|n| (1..=100).contains(&n.chars().count())),
            "rate_limit_per_user" => value.as_u64().is_some_and(|n| n <= 21_600),
            "flags" => value.is_u64(),
            "applied_tags" => value.is_array(),
            _ => true,
        };
        if !ok {
            r.add(
                key,
                "BASE_TYPE_CHOICES",
                "Value is not valid for a thread.",
                value,
            );
        }
    }
    r.out
}

/// Discord's 400 body for these violations: code 50035, the errors nested by path, each
/// leaf an `_errors` list.
pub fn error_body(violations: &[Violation]) -> Value {
    let mut errors = Map::new();
    for v in violations {
        let mut node = &mut errors;
        for key in v.path.split('.').filter(|k| !k.is_empty()) {
            node = node
                .entry(key.to_string())
                .or_insert_with(|| Value::Object(Map::new()))
                .as_object_mut()
                .expect("error nodes are objects");
        }
        let list = node.entry("_errors").or_insert_with(|| json!([]));
        if let Value::Array(list) = list {
            list.push(json!({"code": v.code, "message": v.message}));
        }
    }
    json!({"code": 50035, "message": "Invalid Form Body", "errors": errors})
}
