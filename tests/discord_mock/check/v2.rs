//! The checks of a Components V2 message's layout (flags 1 << 15): the types allowed at each
//! level, the budgets of components and text, media, and the files its components show.

use super::components::{button_at, row_at};
use super::message::Sent;
use super::{Report, join};
use serde_json::{Value, json};
use std::collections::HashSet;
use twilight_model::channel::message::component::Component;

/// Components a V2 message may hold, nested ones counted.
pub const V2_COMPONENTS: usize = 40;
/// Characters all the text displays of a V2 message may hold together.
pub const V2_TEXT: usize = 4000;

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
pub(super) fn components_v2_at(
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
            let texts = r.some_items(c, "components", at, 3);
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
            let items = r.some_items(c, "items", at, 10);
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
            let children = r.some_items(c, "components", at, V2_COMPONENTS);
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
