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

use serde_json::{Map, Value, json};
use std::collections::{HashMap, HashSet};
use std::fmt;
use std::sync::Mutex;
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
    unique_localized_names(&mut r, list, "");
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
    localized(r, value, "name", path, 32, true);
    localized(r, value, "description", path, 100, false);
    options_at(r, value, path);
}

/// Discord's locales (twilight's validators take any key).
const LOCALES: &[&str] = &[
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
    "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th",
    "zh-CN", "ja", "zh-TW", "ko",
];

/// An item's `<key>_localizations`: every locale one Discord knows, every text of 1 to `max`
/// characters, and a name by the rule of names.
fn localized(r: &mut Report, obj: &Value, key: &str, path: &str, max: usize, name_rule: bool) {
    let field = format!("{key}_localizations");
    let Some(map) = obj[&field].as_object() else {
        return;
    };
    for (locale, text) in map {
        let at = join(&join(path, &field), locale);
        if !LOCALES.contains(&locale.as_str()) {
            r.add(&at, "LOCALE_INVALID", "Invalid locale", &json!(locale));
        }
        let t = text.as_str().unwrap_or_default();
        let n = t.chars().count();
        if !(1..=max).contains(&n) {
            r.add(
                &at,
                "BASE_TYPE_BAD_LENGTH",
                format!("Must be between 1 and {max} in length."),
                text,
            );
        }
        if name_rule && twilight_validate::command::option_name(t).is_err() {
            r.add(
                &at,
                "APPLICATION_COMMAND_INVALID_NAME",
                "Command name is invalid (1-32 lowercase letters, digits, - or _)",
                text,
            );
        }
    }
}

/// The names at one level (the commands, a command's subcommands, a subcommand's options) as
/// each locale reads them (its localization, else the default) are unique: Discord refuses two
/// a user of one locale would see under one name.
fn unique_localized_names(r: &mut Report, options: &[Value], path: &str) {
    for locale in LOCALES {
        let read = |o: &Value| {
            o["name_localizations"][*locale]
                .as_str()
                .or(o["name"].as_str())
                .unwrap_or_default()
                .to_string()
        };
        if !options
            .iter()
            .any(|o| o["name_localizations"][*locale].is_string())
        {
            continue;
        }
        for (i, o) in options.iter().enumerate() {
            if options[..i].iter().any(|p| read(p) == read(o)) {
                // The top level (`path` empty) is the list of commands itself.
                let item = if path.is_empty() {
                    i.to_string()
                } else {
                    join(&join(path, "options"), i)
                };
                r.add(
                    &join(&item, "name_localizations"),
                    "APPLICATION_COMMANDS_DUPLICATE_NAME",
                    format!("Application command names must be unique ({locale})"),
                    &o["name"],
                );
            }
        }
    }
}

/// What twilight's option validators leave out: subcommands' own names and descriptions, the
/// number of choices, bounds in order, autocomplete without choices, and every localization
/// of a name or description below the command.
fn options_at(r: &mut Report, parent: &Value, path: &str) {
    let options = r.items(parent, "options", path, 25);
    unique_localized_names(r, options, path);
    for (i, o) in options.iter().enumerate() {
        let at = join(&join(path, "options"), i);
        localized(r, o, "name", &at, 32, true);
        localized(r, o, "description", &at, 100, false);
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
            localized(r, c, "name", &cat, 100, false);
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

/// IS_COMPONENTS_V2: the message is laid out by its components alone.
pub const COMPONENTS_V2: u64 = 1 << 15;
/// Discord's flag of a message only its user sees.
const EPHEMERAL: u64 = 1 << 6;
/// Components a V2 message may hold, nested ones counted.
pub const V2_COMPONENTS: usize = 40;
/// Characters all the text displays of a V2 message may hold together.
pub const V2_TEXT: usize = 4000;

/// How a body reaches its message.
#[derive(Debug, Clone, Copy, Default)]
struct Sent {
    /// A new message: it must show something.
    create: bool,
    /// An edit (a PATCH, or an update of the pressed message): absent fields stay as they
    /// were, and earlier attachments may be kept.
    edit: bool,
    /// The edited message is V2, as far as the stand-in knows.
    was_v2: bool,
}

/// A message body (create, edit, follow-up) and the sizes of its uploaded files.
/// `create` asks for something to show (Discord refuses an empty new message).
pub fn message(body: &Value, files: &[(String, usize)], create: bool) -> Vec<Violation> {
    let sent = Sent {
        create,
        edit: !create,
        was_v2: false,
    };
    let mut r = Report::new();
    message_at(&mut r, body, "", files, sent);
    r.out
}

/// An edit of an earlier message, `was_v2` when that message carries IS_COMPONENTS_V2 (which
/// an edit cannot remove).
pub fn edit(body: &Value, files: &[(String, usize)], was_v2: bool) -> Vec<Violation> {
    let sent = Sent {
        create: false,
        edit: true,
        was_v2,
    };
    let mut r = Report::new();
    message_at(&mut r, body, "", files, sent);
    r.out
}

fn is_v2(flags: &Value) -> bool {
    flags.as_u64().is_some_and(|f| f & COMPONENTS_V2 != 0)
}

/// A field that says something: not absent, null, empty text or an empty list.
fn filled(value: &Value) -> bool {
    match value {
        Value::Null => false,
        Value::String(s) => !s.is_empty(),
        Value::Array(a) => !a.is_empty(),
        _ => true,
    }
}

fn message_at(r: &mut Report, body: &Value, path: &str, files: &[(String, usize)], sent: Sent) {
    if !body.is_object() {
        r.add(path, "DICT_TYPE_CONVERT", "Must be an object.", body);
        return;
    }
    let flags = &body["flags"];
    // An edit that leaves out the flags keeps them; one that sends them cannot drop V2.
    let v2 = is_v2(flags) || (sent.edit && sent.was_v2);
    if sent.edit && sent.was_v2 && !flags.is_null() && !is_v2(flags) {
        r.add(
            &join(path, "flags"),
            "MESSAGE_CANNOT_REMOVE_COMPONENTS_V2_FLAG",
            "IS_COMPONENTS_V2 cannot be removed from a message that has it.",
            flags,
        );
    }
    if v2 {
        for key in ["content", "embeds", "poll", "sticker_ids", "stickers"] {
            if filled(&body[key]) {
                r.add(
                    &join(path, key),
                    "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
                    format!(
                        "The '{key}' field cannot be used when using MessageFlags.IS_COMPONENTS_V2"
                    ),
                    &body[key],
                );
            }
        }
    } else if let Some(content) = body["content"].as_str()
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
    if sent.create && nothing {
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
    if v2 {
        components_v2_at(r, body, path, files, sent);
    } else {
        components_at(r, body, path);
    }
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

/// The text a message shows: its content, then its text displays (nested ones too) in order.
/// Discord reads mentions in both.
pub fn shown_text(body: &Value) -> String {
    fn displays(component: &Value, out: &mut Vec<String>) {
        if component["type"] == json!(10)
            && let Some(text) = component["content"].as_str()
        {
            out.push(text.to_string());
        }
        for key in ["components", "accessory"] {
            match &component[key] {
                Value::Array(children) => children.iter().for_each(|c| displays(c, out)),
                child @ Value::Object(_) => displays(child, out),
                _ => {}
            }
        }
    }
    let mut parts: Vec<String> = body["content"]
        .as_str()
        .map(str::to_string)
        .into_iter()
        .collect();
    displays(body, &mut parts);
    parts.join("\n")
}

/// The user ids a message's text mentions (`<@id>` or `<@!id>`), in order, once each.
pub fn mentioned_users(body: &Value) -> Vec<u64> {
    let text = shown_text(body);
    let mut ids = Vec::new();
    for (i, _) in text.match_indices("<@") {
        let rest = text[i + 2..].trim_start_matches('!');
        let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
        if rest[digits.len()..].starts_with('>')
            && let Ok(id) = digits.parse::<u64>()
            && !ids.contains(&id)
        {
            ids.push(id);
        }
    }
    ids
}

/// The users Discord notifies for this body: those its text (content and text displays alike)
/// mentions, as far as `allowed_mentions` lets it (all of them when it is absent).
pub fn pinged_users(body: &Value) -> Vec<u64> {
    let m = &body["allowed_mentions"];
    let listed = |id: u64| {
        m["users"].as_array().is_some_and(|l| {
            l.iter()
                .any(|v| v.as_str() == Some(&id.to_string()) || v.as_u64() == Some(id))
        })
    };
    let parses = m.is_null()
        || m["parse"]
            .as_array()
            .is_some_and(|p| p.iter().any(|v| v == "users"));
    mentioned_users(body)
        .into_iter()
        .filter(|&id| parses || listed(id))
        .collect()
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
    // A user listed is notified only when the text (content or a text display) mentions
    // them: a listed ping the text lacks is lost. An edit that sends no text keeps the old.
    let carries_text = body["content"].is_string() || filled(&body["components"]);
    if carries_text && !parses("users") {
        let mentioned = mentioned_users(body);
        for (i, user) in mentions.users.iter().enumerate() {
            if !mentioned.contains(&user.get()) {
                r.add(
                    &join(&join(&at, "users"), i),
                    "ALLOWED_MENTION_NOT_IN_TEXT",
                    format!(
                        "<@{user}> is in allowed_mentions.users but the text (content and text displays) does not mention them: Discord would not ping them."
                    ),
                    &json!(user.to_string()),
                );
            }
        }
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

/// Where a V2 component sits, which decides the types allowed there.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Place {
    Top,
    Container,
    Section,
    Accessory,
}

impl Place {
    /// Discord's component types allowed in this place: action row 1, button 2, section 9,
    /// text display 10, thumbnail 11, media gallery 12, file 13, separator 14, container 17.
    fn allows(self, kind: u64) -> bool {
        match self {
            Place::Top => matches!(kind, 1 | 9 | 10 | 12 | 13 | 14 | 17),
            Place::Container => matches!(kind, 1 | 9 | 10 | 12 | 13 | 14),
            Place::Section => kind == 10,
            Place::Accessory => matches!(kind, 2 | 11),
        }
    }
}

/// What a walk through a V2 message's components gathers.
#[derive(Default)]
struct Walk {
    /// Components, nested ones counted (Discord's budget of 40).
    count: usize,
    /// Characters of all text displays (Discord's budget of 4,000).
    text: usize,
    custom_ids: HashSet<String>,
    /// `attachment://` names the components show, with the path of each url.
    references: Vec<(String, String)>,
}

/// The components of a V2 message: read into twilight's components and validated as V2
/// (twilight's count leaves out a row's buttons inside a container and a section's
/// accessory, so the budget is counted here too), then what twilight leaves out: the types
/// allowed at each level, a row's select alone, unique custom ids, the total text, and the
/// files: each `attachment://` name uploaded (or, in an edit, kept), each file shown.
fn components_v2_at(
    r: &mut Report,
    body: &Value,
    path: &str,
    files: &[(String, usize)],
    sent: Sent,
) {
    let at = join(path, "components");
    let list = r.items(body, "components", path, usize::MAX);
    let mut twilight_count = false;
    let parsed: Option<Vec<Component>> = list
        .iter()
        .enumerate()
        .map(|(i, c)| r.model::<Component>(c, &join(&at, i)))
        .collect();
    if let Some(parsed) = parsed
        && let Err(e) = twilight_validate::message::components(&parsed, true)
    {
        twilight_count = matches!(
            e.kind(),
            twilight_validate::message::MessageValidationErrorType::ComponentCount { .. }
        );
        r.add(
            &at,
            "COMPONENT_INVALID",
            format!("{e} ({:?})", e.kind()),
            &body["components"],
        );
    }
    let mut walk = Walk::default();
    for (i, c) in list.iter().enumerate() {
        v2_at(r, &mut walk, c, &join(&at, i), Place::Top);
    }
    if walk.count > V2_COMPONENTS && !twilight_count {
        r.add(
            &at,
            "BASE_TYPE_MAX_LENGTH",
            format!(
                "Must be {V2_COMPONENTS} or fewer components in all, nested ones counted (has {}).",
                walk.count
            ),
            &json!(walk.count),
        );
    }
    if walk.text > V2_TEXT {
        r.add(
            &at,
            "BASE_TYPE_MAX_LENGTH",
            format!(
                "The text displays must hold {V2_TEXT} or fewer characters in all (have {}).",
                walk.text
            ),
            &json!(walk.text),
        );
    }
    if body["components"].is_null() {
        // An edit that leaves the components as they were: their references are not here.
        return;
    }
    files_shown_at(r, body, path, files, sent, &walk.references);
}

/// Each `attachment://` name must be a file of this request (its part or its `attachments`
/// entry), or in an edit an earlier attachment the edit keeps (an `attachments` entry whose
/// id is no upload's); each file, uploaded or kept, must be shown by a component, or Discord
/// would not show it.
fn files_shown_at(
    r: &mut Report,
    body: &Value,
    path: &str,
    files: &[(String, usize)],
    sent: Sent,
    references: &[(String, String)],
) {
    let entries = body["attachments"]
        .as_array()
        .map_or(&[][..], Vec::as_slice);
    // Upload n is part files[n], described by the entry with id n.
    let upload = |entry: &Value| {
        match &entry["id"] {
            Value::String(s) => s.parse::<u64>().ok(),
            other => other.as_u64(),
        }
        .map(|id| id as usize)
        .filter(|&id| id < files.len())
    };
    let mut names: HashSet<&str> = files.iter().map(|(n, _)| n.as_str()).collect();
    for entry in entries {
        if (upload(entry).is_some() || sent.edit)
            && let Some(name) = entry["filename"].as_str()
        {
            names.insert(name);
        }
    }
    for (at, name) in references {
        if !names.contains(name.as_str()) {
            let kept = if sent.edit {
                " nor kept by this edit"
            } else {
                ""
            };
            r.add(
                at,
                "UNFURLED_MEDIA_ITEM_ATTACHMENT_NOT_FOUND",
                format!("attachment://{name} names no file uploaded with this message{kept}."),
                &json!(format!("attachment://{name}")),
            );
        }
    }
    let shown = |name: &str| references.iter().any(|(_, n)| n == name);
    let unshown = |r: &mut Report, at: String, name: &str| {
        r.add(
            &at,
            "COMPONENTS_V2_ATTACHMENT_NOT_SHOWN",
            format!(
                "{name} is shown by no component (no attachment://{name}): Discord would not show it."
            ),
            &json!(name),
        );
    };
    for (i, (name, _)) in files.iter().enumerate() {
        let entry_shown = entries
            .iter()
            .filter(|e| upload(e) == Some(i))
            .any(|e| e["filename"].as_str().is_some_and(shown));
        if !shown(name) && !entry_shown {
            unshown(r, join(&join(path, "files"), i), name);
        }
    }
    if sent.edit {
        for (i, entry) in entries.iter().enumerate() {
            if upload(entry).is_none()
                && let Some(name) = entry["filename"].as_str()
                && !shown(name)
            {
                unshown(r, join(&join(path, "attachments"), i), name);
            }
        }
    }
}

/// One V2 component in `place`, and its children.
fn v2_at(r: &mut Report, walk: &mut Walk, c: &Value, at: &str, place: Place) {
    walk.count += 1;
    let Some(kind) = c["type"].as_u64().filter(|&k| place.allows(k)) else {
        r.add(
            &join(at, "type"),
            "COMPONENT_TYPE_INVALID",
            format!("Component type {} is not allowed here.", c["type"]),
            &c["type"],
        );
        return;
    };
    match kind {
        1 => {
            walk.count += c["components"].as_array().map_or(0, Vec::len);
            row_at(r, c, at, &mut walk.custom_ids, false);
        }
        2 => {
            r.unique(
                &mut walk.custom_ids,
                c,
                "custom_id",
                at,
                "COMPONENT_CUSTOM_ID_DUPLICATED",
            );
            button_at(r, c, at);
        }
        9 => {
            let texts = r.items(c, "components", at, 3);
            if texts.is_empty() {
                r.add(
                    &join(at, "components"),
                    "BASE_TYPE_MIN_LENGTH",
                    "Must be 1 or more in length.",
                    &c["components"],
                );
            }
            for (i, t) in texts.iter().enumerate() {
                v2_at(
                    r,
                    walk,
                    t,
                    &join(&join(at, "components"), i),
                    Place::Section,
                );
            }
            if c["accessory"].is_null() {
                r.add(
                    &join(at, "accessory"),
                    "BASE_TYPE_REQUIRED",
                    "This field is required",
                    &Value::Null,
                );
            } else {
                v2_at(
                    r,
                    walk,
                    &c["accessory"],
                    &join(at, "accessory"),
                    Place::Accessory,
                );
            }
        }
        10 => {
            r.length(c, "content", at, 1, 2000);
            walk.text += c["content"].as_str().map_or(0, |s| s.chars().count());
        }
        11 => {
            media_at(r, walk, &c["media"], &join(at, "media"));
            if !c["description"].is_null() {
                r.length(c, "description", at, 0, 1024);
            }
        }
        12 => {
            let items = r.items(c, "items", at, 10);
            if items.is_empty() {
                r.add(
                    &join(at, "items"),
                    "BASE_TYPE_MIN_LENGTH",
                    "Must be 1 or more in length.",
                    &c["items"],
                );
            }
            for (i, item) in items.iter().enumerate() {
                let iat = join(&join(at, "items"), i);
                media_at(r, walk, &item["media"], &join(&iat, "media"));
                if !item["description"].is_null() {
                    r.length(item, "description", &iat, 0, 1024);
                }
            }
        }
        13 => {
            let url = c["file"]["url"].as_str().unwrap_or_default();
            if !url.starts_with("attachment://") {
                r.add(
                    &join(at, "file.url"),
                    "UNFURLED_MEDIA_ITEM_INVALID",
                    "A file component shows an attachment:// of the message only.",
                    &c["file"]["url"],
                );
            }
            media_at(r, walk, &c["file"], &join(at, "file"));
        }
        14 => {
            if !c["spacing"].is_null() && !matches!(c["spacing"].as_u64(), Some(1 | 2)) {
                r.add(
                    &join(at, "spacing"),
                    "BASE_TYPE_CHOICES",
                    "Value must be one of (1, 2).",
                    &c["spacing"],
                );
            }
        }
        _ => {
            // 17, a container.
            let children = r.items(c, "components", at, V2_COMPONENTS);
            if children.is_empty() {
                r.add(
                    &join(at, "components"),
                    "BASE_TYPE_MIN_LENGTH",
                    "Must be 1 or more in length.",
                    &c["components"],
                );
            }
            for (i, child) in children.iter().enumerate() {
                v2_at(
                    r,
                    walk,
                    child,
                    &join(&join(at, "components"), i),
                    Place::Container,
                );
            }
            let colour = &c["accent_color"];
            if !colour.is_null() && colour.as_u64().is_none_or(|v| v > 0xFF_FFFF) {
                r.add(
                    &join(at, "accent_color"),
                    "NUMBER_TYPE_MAX",
                    "Must be a colour 0 to 16777215 (0xFFFFFF).",
                    colour,
                );
            }
        }
    }
}

/// An unfurled media item: a url, noted when it names an attachment.
fn media_at(r: &mut Report, walk: &mut Walk, media: &Value, at: &str) {
    match media["url"].as_str() {
        Some(url) if !url.is_empty() => {
            if let Some(name) = url.strip_prefix("attachment://") {
                walk.references.push((join(at, "url"), name.to_string()));
            }
        }
        _ => r.add(
            &join(at, "url"),
            "BASE_TYPE_REQUIRED",
            "This field is required",
            &media["url"],
        ),
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

/// A message the stand-in made: a channel message or follow-up by id, or an interaction's
/// response (`@original`) by its token.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum Made {
    Message(u64),
    Original(String),
}

/// What the stand-in remembers of what it answered, for the checks of later requests: whether
/// each message it made is V2 (an edit cannot remove the flag), and which message a press was
/// on. Kept across the tests of a binary, so keyed by what is unique: message ids, tokens,
/// interaction ids, and the stand-in's own address for custom ids.
#[derive(Default)]
struct Known {
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
    v2: HashMap<Made, bool>,
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

fn known() -> std::sync::MutexGuard<'static, Known> {
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
fn interaction_kind(id: &str) -> Option<u64> {
    known().kinds.get(&id.parse().ok()?).copied()
}

impl Known {
    /// The message interaction `id` was pressed on, when the stand-in can tell.
    fn pressed_message(&mut self, server: &str, id: u64) -> Option<Made> {
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

/// An interaction callback (`POST /interactions/{id}/{token}/callback`) to an interaction of
/// type `kind`, when known.
pub fn callback_to(body: &Value, files: &[(String, usize)], kind: Option<u64>) -> Vec<Violation> {
    update_of(body, files, kind, false)
}

/// An interaction callback to an interaction of type `kind`, when known; `pressed_v2` when
/// the message a press was on is V2 (an update of it cannot remove the flag).
fn update_of(
    body: &Value,
    files: &[(String, usize)],
    kind: Option<u64>,
    pressed_v2: bool,
) -> Vec<Violation> {
    let mut out = callback_on(body, files, pressed_v2);
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
    callback_on(body, files, false)
}

/// A callback; `pressed_v2` when an update (7) edits a V2 message.
fn callback_on(body: &Value, files: &[(String, usize)], pressed_v2: bool) -> Vec<Violation> {
    let mut r = Report::new();
    let Some(response) = r.model::<InteractionResponse>(body, "") else {
        return r.out;
    };
    let data = &body["data"];
    let new = Sent {
        create: true,
        ..Sent::default()
    };
    match body["type"].as_u64() {
        Some(1) => {}
        Some(4) => {
            if data.is_null() {
                r.add("data", "BASE_TYPE_REQUIRED", "This field is required", data);
            } else {
                message_at(&mut r, data, "data", files, new);
            }
        }
        Some(5 | 6) => {
            if !data.is_null() {
                message_at(&mut r, data, "data", files, Sent::default());
            }
        }
        Some(7) => {
            let update = Sent {
                create: false,
                edit: true,
                was_v2: pressed_v2,
            };
            message_at(&mut r, data, "data", files, update);
        }
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
