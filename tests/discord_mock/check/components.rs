//! The checks of an action-row message's components (buttons, selects) and of a modal's
//! text inputs: Discord's rules for the classic rows, which V2 messages reuse inside their
//! layout.

use super::{Report, join};
use serde_json::{Value, json};
use std::collections::HashSet;
use twilight_model::channel::message::component::Component;

/// Action rows of a message: read into twilight's components and validated as v1 rows, then
/// what twilight leaves out.
pub(super) fn components_at(r: &mut Report, body: &Value, path: &str) {
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
pub(super) fn row_at(
    r: &mut Report,
    row: &Value,
    at: &str,
    ids: &mut HashSet<String>,
    modal: bool,
) {
    if row["type"] != json!(1) {
        r.add(
            &join(at, "type"),
            "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
            "A top-level component must be an action row (type 1).",
            &row["type"],
        );
        return;
    }
    let children = r.some_items(row, "components", at, 5);
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

pub(super) fn button_at(r: &mut Report, b: &Value, at: &str) {
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
        let options = r.some_items(s, "options", at, 25);
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

/// A modal: title 1-45, custom id 1-100, 1-5 rows of one text input each.
pub(super) fn modal_at(r: &mut Report, data: &Value) {
    r.length(data, "title", "data", 1, 45);
    r.length(data, "custom_id", "data", 1, 100);
    let rows = r.some_items(data, "components", "data", 5);
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
