//! The stand-in's strictness: every request body the bot sends, checked against Discord's
//! documented limits and shapes. The JSON is read into twilight-model's types (an independent,
//! maintained model of Discord's API) and run through twilight-validate; the checks written
//! here cover only what twilight leaves out (minimum lengths, a select alone in its row,
//! unique custom ids, choices per option, modals, attachments, allowed mentions).
//!
//! Used both by the mock (a broken body is answered 400 with Discord's error JSON, see
//! [`error_body`]) and directly by table-level tests on the bot's real message bodies.

use serde_json::{Map, Value, json};
use std::collections::HashSet;
use std::fmt;
use twilight_model::application::command::Command;
use twilight_model::channel::message::component::Component;
use twilight_model::channel::message::{AllowedMentions, Embed};
use twilight_model::http::interaction::InteractionResponse;
use twilight_validate::command::CommandValidationErrorType;

/// Files a message may carry, and the size of each (Discord's default upload limit).
pub const ATTACHMENTS: usize = 10;
pub const ATTACHMENT_BYTES: usize = 10 * 1024 * 1024;

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

// ---------------------------------------------------------------------------------------------
// Commands

/// The whole command list of a bulk overwrite (`PUT .../commands`).
pub fn command_tree(commands: &Value) -> Vec<Violation> {
    let mut r = Report::new();
    let Value::Array(list) = commands else {
        r.add(
            "",
            "LIST_TYPE_CONVERT",
            "Must be an array of commands.",
            commands,
        );
        return r.out;
    };
    if list.len() > 100 {
        r.add(
            "",
            "BASE_TYPE_MAX_LENGTH",
            "At most 100 chat input commands.",
            &json!(list.len()),
        );
    }
    let mut names = HashSet::new();
    for (i, c) in list.iter().enumerate() {
        let path = i.to_string();
        if !names.insert(c["name"].as_str().unwrap_or_default().to_string()) {
            r.add(
                &join(&path, "name"),
                "APPLICATION_COMMANDS_DUPLICATE_NAME",
                "Application command names must be unique",
                &c["name"],
            );
        }
        command_at(&mut r, c, &path);
    }
    r.out
}

/// One command (`POST .../commands`).
pub fn command(value: &Value) -> Vec<Violation> {
    let mut r = Report::new();
    command_at(&mut r, value, "");
    r.out
}

fn command_at(r: &mut Report, value: &Value, path: &str) {
    // A request omits what Discord fills in (the version, the type defaulting to chat input).
    let mut filled = value.clone();
    if let Value::Object(m) = &mut filled {
        m.entry("type").or_insert(json!(1));
        m.entry("version").or_insert(json!("1"));
    }
    if let Some(cmd) = r.model::<Command>(&filled, path) {
        if let Err(e) = twilight_validate::command::command(&cmd) {
            let chars = twilight_validate::command::command_characters(&cmd);
            let code = match e.kind() {
                CommandValidationErrorType::CommandTooLarge { .. } => {
                    "APPLICATION_COMMAND_TOO_LARGE"
                }
                _ => "APPLICATION_COMMAND_INVALID",
            };
            let limit = twilight_validate::command::COMMAND_TOTAL_LENGTH;
            r.add(
                path,
                code,
                format!("{e} ({chars} characters in all, at most {limit})"),
                &value["name"],
            );
        }
        if let Err(e) = twilight_validate::command::options(&cmd.options) {
            r.add(
                &join(path, "options"),
                "APPLICATION_COMMAND_OPTIONS_INVALID",
                e.to_string(),
                &value["name"],
            );
        }
    }
    options_at(r, value, path);
}

/// What twilight's option validators leave out: subcommands' own names and descriptions, the
/// number of choices, bounds in order, autocomplete without choices.
fn options_at(r: &mut Report, parent: &Value, path: &str) {
    let options = r.items(parent, "options", path, 25);
    for (i, o) in options.iter().enumerate() {
        let at = join(&join(path, "options"), i);
        if twilight_validate::command::option_name(o["name"].as_str().unwrap_or_default()).is_err()
        {
            r.add(
                &join(&at, "name"),
                "APPLICATION_COMMAND_INVALID_NAME",
                "Command name is invalid (1-32 lowercase letters, digits, - or _)",
                &o["name"],
            );
        }
        r.length(o, "description", &at, 1, 100);
        let choices = r.items(o, "choices", &at, 25);
        for (j, c) in choices.iter().enumerate() {
            let cat = join(&join(&at, "choices"), j);
            r.length(c, "name", &cat, 1, 100);
            if c["value"].is_string() {
                r.length(c, "value", &cat, 1, 100);
            }
        }
        if o["autocomplete"] == json!(true) && !choices.is_empty() {
            r.add(
                &join(&at, "autocomplete"),
                "APPLICATION_COMMAND_OPTION_INVALID",
                "Autocomplete cannot be set with choices",
                &o["autocomplete"],
            );
        }
        if let (Some(lo), Some(hi)) = (o["min_value"].as_f64(), o["max_value"].as_f64())
            && lo > hi
        {
            r.add(
                &join(&at, "min_value"),
                "NUMBER_TYPE_MAX",
                "min_value must not exceed max_value",
                &o["min_value"],
            );
        }
        if matches!(o["type"].as_u64(), Some(1 | 2)) {
            options_at(r, o, &at);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Messages

/// A message body (create, edit, follow-up) and the sizes of its uploaded files.
/// `create` asks for something to show (Discord refuses an empty new message).
pub fn message(body: &Value, files: &[(String, usize)], create: bool) -> Vec<Violation> {
    let mut r = Report::new();
    message_at(&mut r, body, "", files, create);
    r.out
}

fn message_at(r: &mut Report, body: &Value, path: &str, files: &[(String, usize)], create: bool) {
    if !body.is_object() {
        r.add(path, "DICT_TYPE_CONVERT", "Must be an object.", body);
        return;
    }
    if let Some(content) = body["content"].as_str()
        && twilight_validate::message::content(content).is_err()
    {
        r.add(
            &join(path, "content"),
            "BASE_TYPE_MAX_LENGTH",
            format!(
                "Must be 2000 or fewer in length (is {}).",
                content.chars().count()
            ),
            &body["content"],
        );
    }
    let content_empty = body["content"].as_str().is_none_or(str::is_empty);
    let nothing = content_empty
        && body["components"].as_array().is_none_or(Vec::is_empty)
        && body["embeds"].as_array().is_none_or(Vec::is_empty)
        && body["sticker_ids"].as_array().is_none_or(Vec::is_empty)
        && files.is_empty();
    if create && nothing {
        r.add(path, "50006", "Cannot send an empty message", body);
    }
    if let Some(nonce) = body["nonce"].as_str()
        && nonce.chars().count() > 25
    {
        r.add(
            &join(path, "nonce"),
            "BASE_TYPE_MAX_LENGTH",
            "Must be 25 or fewer in length.",
            &body["nonce"],
        );
    }
    components_at(r, body, path);
    embeds_at(r, body, path);
    mentions_at(r, body, path);
    attachments_at(r, body, path, files);
}

fn embeds_at(r: &mut Report, body: &Value, path: &str) {
    if body["embeds"].is_null() {
        return;
    }
    let at = join(path, "embeds");
    if let Some(embeds) = r.model::<Vec<Embed>>(&body["embeds"], &at)
        && let Err(e) = twilight_validate::message::embeds(&embeds)
    {
        r.add(&at, "EMBED_INVALID", e.to_string(), &body["embeds"]);
    }
}

/// `allowed_mentions`: parse only of users, roles, everyone; not `users` both parsed and
/// listed; at most 100 ids each.
fn mentions_at(r: &mut Report, body: &Value, path: &str) {
    let m = &body["allowed_mentions"];
    if m.is_null() {
        return;
    }
    let at = join(path, "allowed_mentions");
    let Some(mentions) = r.model::<AllowedMentions>(m, &at) else {
        return;
    };
    let parses = |kind: &str| {
        m["parse"]
            .as_array()
            .is_some_and(|p| p.iter().any(|v| v == kind))
    };
    if parses("users") && !mentions.users.is_empty() {
        r.add(
            &at,
            "MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE",
            "parse:[\"users\"] and users: [ids] are mutually exclusive.",
            m,
        );
    }
    if parses("roles") && !mentions.roles.is_empty() {
        r.add(
            &at,
            "MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE",
            "parse:[\"roles\"] and roles: [ids] are mutually exclusive.",
            m,
        );
    }
    for key in ["users", "roles"] {
        r.items(m, key, &at, 100);
    }
}

fn attachments_at(r: &mut Report, body: &Value, path: &str, files: &[(String, usize)]) {
    let listed = r.items(body, "attachments", path, ATTACHMENTS).len();
    if files.len() > ATTACHMENTS {
        r.add(
            &join(path, "files"),
            "BASE_TYPE_MAX_LENGTH",
            format!(
                "Must be {ATTACHMENTS} or fewer in length (has {}).",
                files.len()
            ),
            &json!(files.len()),
        );
    }
    if listed > 0 && files.len() > listed {
        r.add(
            &join(path, "attachments"),
            "ATTACHMENT_NOT_FOUND",
            "Every uploaded file needs its attachment entry.",
            &body["attachments"],
        );
    }
    for (i, (name, bytes)) in files.iter().enumerate() {
        let at = join(&join(path, "files"), i);
        if *bytes > ATTACHMENT_BYTES {
            r.add(&at, "40005", format!("Request entity too large: {name} is {bytes} bytes (at most {ATTACHMENT_BYTES})."), &json!(name));
        }
        if twilight_validate::message::attachment_filename(name).is_err() {
            r.add(
                &at,
                "ATTACHMENT_FILENAME_INVALID",
                "Invalid file name (letters, digits, - _ . only).",
                &json!(name),
            );
        }
    }
}

/// Action rows of a message: read into twilight's components and validated as v1 rows, then
/// what twilight leaves out.
fn components_at(r: &mut Report, body: &Value, path: &str) {
    let rows = r.items(body, "components", path, 5);
    let mut ids = HashSet::new();
    for (i, row) in rows.iter().enumerate() {
        let at = join(&join(path, "components"), i);
        if let Some(component) = r.model::<Component>(row, &at)
            && let Err(e) = twilight_validate::component::component_v1(&component)
        {
            r.add(&at, "COMPONENT_INVALID", e.to_string(), row);
        }
        row_at(r, row, &at, &mut ids, false);
    }
}

/// One action row: 1-5 components, a select or text input alone, and each component's own
/// rules. Custom ids are collected into `ids` (unique across a message or modal).
fn row_at(r: &mut Report, row: &Value, at: &str, ids: &mut HashSet<String>, modal: bool) {
    if row["type"] != json!(1) {
        r.add(
            &join(at, "type"),
            "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
            "A top-level component must be an action row (type 1).",
            &row["type"],
        );
        return;
    }
    let children = r.items(row, "components", at, 5);
    if children.is_empty() {
        r.add(
            &join(at, "components"),
            "BASE_TYPE_MIN_LENGTH",
            "Must be 1 or more in length.",
            &row["components"],
        );
    }
    let wide = children
        .iter()
        .any(|c| c["type"].as_u64().is_some_and(|t| t != 2));
    if wide && children.len() > 1 {
        r.add(
            &join(at, "components"),
            "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
            "A select menu or text input fills its row alone.",
            &json!(children.len()),
        );
    }
    for (j, c) in children.iter().enumerate() {
        let cat = join(&join(at, "components"), j);
        r.unique(ids, c, "custom_id", &cat, "COMPONENT_CUSTOM_ID_DUPLICATED");
        match (c["type"].as_u64(), modal) {
            (Some(2), false) => button_at(r, c, &cat),
            (Some(3 | 5 | 6 | 7 | 8), false) => select_at(r, c, &cat),
            (Some(4), true) => text_input_at(r, c, &cat),
            (t, _) => r.add(
                &join(&cat, "type"),
                "COMPONENT_TYPE_INVALID",
                format!("Component type {t:?} is not allowed here."),
                &c["type"],
            ),
        }
    }
}

fn button_at(r: &mut Report, b: &Value, at: &str) {
    let link = b["style"] == json!(5);
    if !link {
        r.length(b, "custom_id", at, 1, 100);
    }
    if b["label"].is_null() && b["emoji"].is_null() {
        r.add(
            at,
            "BUTTON_COMPONENT_LABEL_OR_EMOJI_REQUIRED",
            "A button needs a label or an emoji.",
            b,
        );
    }
    if !b["label"].is_null() {
        r.length(b, "label", at, 1, 80);
    }
}

fn select_at(r: &mut Report, s: &Value, at: &str) {
    r.length(s, "custom_id", at, 1, 100);
    if !s["placeholder"].is_null() {
        r.length(s, "placeholder", at, 0, 150);
    }
    let text = s["type"] == json!(3);
    let count = if text {
        let options = r.items(s, "options", at, 25);
        if options.is_empty() {
            r.add(
                &join(at, "options"),
                "BASE_TYPE_MIN_LENGTH",
                "Must be 1 or more in length.",
                &s["options"],
            );
        }
        let mut values = HashSet::new();
        for (k, o) in options.iter().enumerate() {
            let oat = join(&join(at, "options"), k);
            r.length(o, "label", &oat, 1, 100);
            r.length(o, "value", &oat, 1, 100);
            if !o["description"].is_null() {
                r.length(o, "description", &oat, 0, 100);
            }
            r.unique(
                &mut values,
                o,
                "value",
                &oat,
                "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED",
            );
        }
        options.len()
    } else {
        25
    };
    let min = s["min_values"].as_u64().unwrap_or(1);
    let max = s["max_values"].as_u64().unwrap_or(1);
    if min > 25 {
        r.add(
            &join(at, "min_values"),
            "NUMBER_TYPE_MAX",
            "Must be 25 or less.",
            &s["min_values"],
        );
    }
    if !(1..=25).contains(&max) {
        r.add(
            &join(at, "max_values"),
            "NUMBER_TYPE_MAX",
            "Must be between 1 and 25.",
            &s["max_values"],
        );
    }
    if min > max {
        r.add(
            &join(at, "min_values"),
            "SELECT_COMPONENT_MIN_VALUES_ABOVE_MAX",
            "min_values must not exceed max_values.",
            &s["min_values"],
        );
    }
    if text && (max as usize) > count {
        r.add(
            &join(at, "max_values"),
            "SELECT_COMPONENT_MAX_VALUES_ABOVE_OPTIONS",
            format!("max_values ({max}) exceeds the number of options ({count})."),
            &s["max_values"],
        );
    }
}

fn text_input_at(r: &mut Report, t: &Value, at: &str) {
    r.length(t, "custom_id", at, 1, 100);
    r.length(t, "label", at, 1, 45);
    if !matches!(t["style"].as_u64(), Some(1 | 2)) {
        r.add(
            &join(at, "style"),
            "BASE_TYPE_CHOICES",
            "Value must be one of (1, 2).",
            &t["style"],
        );
    }
    if !t["placeholder"].is_null() {
        r.length(t, "placeholder", at, 0, 100);
    }
    if !t["value"].is_null() {
        r.length(t, "value", at, 0, 4000);
    }
    let min = t["min_length"].as_u64().unwrap_or(0);
    let max = t["max_length"].as_u64().unwrap_or(4000);
    if min > 4000 || !(1..=4000).contains(&max) || min > max {
        r.add(
            at,
            "BASE_TYPE_BAD_LENGTH",
            "min_length 0-4000, max_length 1-4000, min at most max.",
            t,
        );
    }
}

// ---------------------------------------------------------------------------------------------
// Interaction callbacks

/// The type of each interaction the stand-in made, by id (2 a slash command, 3 a pressed
/// component, 5 a submitted form): which callbacks Discord takes depends on it.
static INTERACTIONS: std::sync::LazyLock<std::sync::Mutex<std::collections::HashMap<u64, u64>>> =
    std::sync::LazyLock::new(Default::default);

/// Notes an interaction the stand-in made, for the checks of its callbacks.
pub fn interaction_made(id: u64, kind: u64) {
    INTERACTIONS
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .insert(id, kind);
}

/// The type of the interaction with this id, when the stand-in made it.
fn interaction_kind(id: &str) -> Option<u64> {
    let id = id.parse().ok()?;
    INTERACTIONS
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .get(&id)
        .copied()
}

/// An interaction callback (`POST /interactions/{id}/{token}/callback`) to an interaction of
/// type `kind`, when known.
pub fn callback_to(body: &Value, files: &[(String, usize)], kind: Option<u64>) -> Vec<Violation> {
    let mut out = callback(body, files);
    let mut r = Report::new();
    if let Some(t @ (6 | 7)) = body["type"].as_u64() {
        // Discord: DEFERRED_UPDATE_MESSAGE and UPDATE_MESSAGE are "only valid for
        // component-based interactions" (a pressed component, or a form opened by one): they
        // edit the message the component is on; there is none to edit otherwise.
        if !matches!(kind, Some(3 | 5)) {
            r.add(
                "type",
                "INTERACTION_CALLBACK_TYPE_INVALID",
                format!(
                    "Callback type {t} only answers a component interaction (this one: {kind:?})."
                ),
                &body["type"],
            );
        }
        // An update edits the message: its flags other than SUPPRESS_EMBEDS (4) and
        // IS_COMPONENTS_V2 (1 << 15) cannot change, so an ephemeral flag is refused.
        let flags = body["data"]["flags"].as_u64().unwrap_or(0);
        if flags & !(4 | (1 << 15)) != 0 {
            r.add(
                "data.flags",
                "MESSAGE_FLAGS_INVALID",
                "Only SUPPRESS_EMBEDS may be set when a message is updated.",
                &body["data"]["flags"],
            );
        }
    }
    out.extend(r.out);
    out
}

/// An interaction callback (`POST /interactions/{id}/{token}/callback`), whatever it answers.
pub fn callback(body: &Value, files: &[(String, usize)]) -> Vec<Violation> {
    let mut r = Report::new();
    let Some(response) = r.model::<InteractionResponse>(body, "") else {
        return r.out;
    };
    let data = &body["data"];
    match body["type"].as_u64() {
        Some(1) => {}
        Some(4) => {
            if data.is_null() {
                r.add("data", "BASE_TYPE_REQUIRED", "This field is required", data);
            } else {
                message_at(&mut r, data, "data", files, true);
            }
        }
        Some(5 | 6) => {
            if !data.is_null() {
                message_at(&mut r, data, "data", files, false);
            }
        }
        Some(7) => message_at(&mut r, data, "data", files, false),
        Some(8) => {
            let choices = r.items(data, "choices", "data", 25);
            for (i, c) in choices.iter().enumerate() {
                let at = join("data.choices", i);
                r.length(c, "name", &at, 1, 100);
                if c["value"].is_string() {
                    r.length(c, "value", &at, 1, 100);
                }
            }
        }
        Some(9) => modal_at(&mut r, data),
        other => r.add(
            "type",
            "BASE_TYPE_CHOICES",
            format!(
                "Unknown interaction callback type {other:?} ({:?}).",
                response.kind
            ),
            &body["type"],
        ),
    }
    r.out
}

/// A modal: title 1-45, custom id 1-100, 1-5 rows of one text input each.
fn modal_at(r: &mut Report, data: &Value) {
    r.length(data, "title", "data", 1, 45);
    r.length(data, "custom_id", "data", 1, 100);
    let rows = r.items(data, "components", "data", 5);
    if rows.is_empty() {
        r.add(
            "data.components",
            "BASE_TYPE_MIN_LENGTH",
            "Must be 1 or more in length.",
            &data["components"],
        );
    }
    let mut ids = HashSet::new();
    for (i, row) in rows.iter().enumerate() {
        let at = join("data.components", i);
        if row["components"].as_array().is_some_and(|c| c.len() != 1) {
            r.add(
                &join(&at, "components"),
                "BASE_TYPE_BAD_LENGTH",
                "A modal row holds exactly one text input.",
                &row["components"],
            );
        }
        row_at(r, row, &at, &mut ids, true);
    }
}

// ---------------------------------------------------------------------------------------------
// Routing and Discord's error format

/// The violations of one request to the REST API, by its route; `json` is the body (or its
/// `payload_json`), `files` the uploads. Routes that carry no checked body give none.
pub fn request(
    method: &str,
    path: &str,
    json: &Value,
    files: &[(String, usize)],
) -> Vec<Violation> {
    let segments: Vec<&str> = path.trim_start_matches("/api/v10/").split('/').collect();
    match (method, segments.as_slice()) {
        ("PUT", ["applications", _, "commands"] | ["applications", _, "guilds", _, "commands"]) => {
            command_tree(json)
        }
        (
            "POST" | "PATCH",
            ["applications", _, "commands", ..] | ["applications", _, "guilds", _, "commands", ..],
        ) => command(json),
        ("POST", ["channels", _, "messages"]) => message(json, files, true),
        ("PATCH", ["channels", _, "messages", _]) => message(json, files, false),
        ("POST", ["interactions", id, _, "callback"]) => {
            callback_to(json, files, interaction_kind(id))
        }
        ("POST", ["webhooks", _, _]) => message(json, files, true),
        ("PATCH", ["webhooks", _, _, "messages", _]) => message(json, files, false),
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
