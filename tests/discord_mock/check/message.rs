//! The checks of a message body, whatever sends it (a post, an edit, a follow-up, an
//! interaction's response): its content or layout, embeds, allowed mentions and who is
//! pinged, attachments; and the readers of what a body shows and mentions.

use super::components::components_at;
use super::v2::components_v2_at;
use super::{Report, Violation, join};
use serde_json::{Value, json};
use twilight_model::channel::message::{AllowedMentions, Embed};

/// Files a message may carry, and the size of each (Discord's default upload limit).
pub const ATTACHMENTS: usize = 10;
pub const ATTACHMENT_BYTES: usize = 10 * 1024 * 1024;

/// IS_COMPONENTS_V2: the message is laid out by its components alone.
pub const COMPONENTS_V2: u64 = 1 << 15;
/// Discord's flag of a message only its user sees.
pub(super) const EPHEMERAL: u64 = 1 << 6;

/// How a body reaches its message.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Sent {
    /// A new message: it must show something.
    pub(super) create: bool,
    /// An edit (a PATCH, or an update of the pressed message): absent fields stay as they
    /// were, and earlier attachments may be kept.
    pub(super) edit: bool,
    /// The edited message is V2, as far as the stand-in knows.
    pub(super) was_v2: bool,
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

pub(super) fn is_v2(flags: &Value) -> bool {
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

pub(super) fn message_at(
    r: &mut Report,
    body: &Value,
    path: &str,
    files: &[(String, usize)],
    sent: Sent,
) {
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
