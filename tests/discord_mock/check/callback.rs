//! The checks of an interaction callback: the response's type and its message, modal or
//! autocomplete choices, and an update only where a component was pressed.

use super::components::modal_at;
use super::message::{Sent, message_at};
use super::{Report, Violation, join};
use serde_json::Value;
use twilight_model::http::interaction::InteractionResponse;

/// An interaction callback (`POST /interactions/{id}/{token}/callback`) to an interaction of
/// type `kind`, when known.
pub fn callback_to(body: &Value, files: &[(String, usize)], kind: Option<u64>) -> Vec<Violation> {
    update_of(body, files, kind, false)
}

/// An interaction callback to an interaction of type `kind`, when known; `pressed_v2` when
/// the message a press was on is V2 (an update of it cannot remove the flag).
pub(super) fn update_of(
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
