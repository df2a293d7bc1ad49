//! Discord's rules around an interaction's acknowledgement, as its documentation states them
//! (receiving and responding): an interaction is acknowledged once (a second callback is
//! refused with error 40060, "Interaction has already been acknowledged"), and after a
//! deferral the first follow-up takes the place of the deferred message: it keeps the
//! deferral's visibility whatever its own ephemeral flag says, unless an edit of `@original`
//! replaced the deferred message first. Mounted by a test over the ordinary interaction
//! routes; it can make every edit of `@original` fail, and answer deferrals late (after the
//! bot gave up waiting, as when the answer is lost on the way back).

use crate::discord_mock::{APP_ID, answered, is_ephemeral, message_json, payload, text_of};
use serde_json::json;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{LazyLock, Mutex};
use std::time::Duration;
use wiremock::matchers::{method, path_regex};
use wiremock::{Mock, MockServer, Request, ResponseTemplate};

/// What a test asks of the stand-in beyond the rules.
#[derive(Debug, Clone, Copy, Default)]
pub struct Rules {
    /// Every `PATCH @original` fails (500), replacing nothing.
    pub failing_edits: bool,
    /// Deferrals are taken at once but answered this late.
    pub late_deferrals: Option<Duration>,
}

/// A message of an interaction as its users see it.
#[derive(Debug, Clone)]
pub struct Shown {
    pub text: String,
    /// The message asked to be ephemeral.
    pub asked_private: bool,
    /// Only its user sees it.
    pub private: bool,
}

#[derive(Default)]
struct Interaction {
    acknowledged: bool,
    /// Whether its first message (the response, or the deferred one) is ephemeral.
    original: Option<bool>,
    /// The deferral's ephemeral flag, while the deferred message has not been replaced.
    deferred: Option<bool>,
    shown: Vec<Shown>,
}

/// By token (unique across the tests of a binary).
static INTERACTIONS: LazyLock<Mutex<HashMap<String, Interaction>>> =
    LazyLock::new(Default::default);

static IDS: AtomicU64 = AtomicU64::new(9_500_000);

fn token_of(req: &Request, at: usize) -> String {
    req.url
        .path()
        .split('/')
        .nth(at)
        .unwrap_or_default()
        .to_string()
}

/// The messages interaction `token` showed, in order.
pub fn shown(token: &str) -> Vec<Shown> {
    let all = INTERACTIONS.lock().unwrap();
    all.get(token).map(|i| i.shown.clone()).unwrap_or_default()
}

/// The messages of interaction `token` that asked to be private and were shown to everyone.
pub fn leaks(token: &str) -> Vec<String> {
    shown(token)
        .into_iter()
        .filter(|s| s.asked_private && !s.private)
        .map(|s| s.text)
        .collect()
}

/// Mounts the rules on `server` (above its ordinary interaction routes; below the body checks,
/// so a body Discord would refuse is still refused).
pub async fn mount(server: &MockServer, rules: Rules) {
    Mock::given(method("POST"))
        .and(path_regex(r"^/api/v10/interactions/\d+/[^/]+/callback$"))
        .respond_with(move |req: &Request| {
            let token = token_of(req, 5);
            let body = payload(req);
            let mut all = INTERACTIONS.lock().unwrap();
            let it = all.entry(token).or_default();
            if it.acknowledged {
                return ResponseTemplate::new(400).set_body_json(json!({
                    "code": 40060,
                    "message": "Interaction has already been acknowledged.",
                }));
            }
            it.acknowledged = true;
            let data = &body["data"];
            let late = match body["type"].as_u64() {
                Some(5) => {
                    it.deferred = Some(is_ephemeral(data));
                    it.original = it.deferred;
                    rules.late_deferrals
                }
                Some(4) => {
                    let private = is_ephemeral(data);
                    it.original = Some(private);
                    it.shown.push(Shown {
                        text: text_of(data),
                        asked_private: private,
                        private,
                    });
                    None
                }
                _ => None,
            };
            drop(all);
            answered(req, None);
            let answer = ResponseTemplate::new(204);
            match late {
                Some(delay) => answer.set_delay(delay),
                None => answer,
            }
        })
        .with_priority(2)
        .named("Discord's acknowledgement rule")
        .mount(server)
        .await;
    Mock::given(method("POST"))
        .and(path_regex(format!(r"^/api/v10/webhooks/{APP_ID}/[^/]+$")))
        .respond_with(|req: &Request| {
            let body = payload(req);
            let asked_private = is_ephemeral(&body);
            let mut all = INTERACTIONS.lock().unwrap();
            let it = all.entry(token_of(req, 5)).or_default();
            // The first follow-up after a deferral replaces the deferred message, as it is.
            let private = it.deferred.take().unwrap_or(asked_private);
            it.shown.push(Shown {
                text: text_of(&body),
                asked_private,
                private,
            });
            drop(all);
            let id = IDS.fetch_add(1, Ordering::SeqCst);
            answered(req, Some(id));
            ResponseTemplate::new(200).set_body_json(message_json(id, 1))
        })
        .with_priority(2)
        .named("Discord's follow-up rule")
        .mount(server)
        .await;
    Mock::given(method("PATCH"))
        .and(path_regex(format!(
            r"^/api/v10/webhooks/{APP_ID}/[^/]+/messages/@original$"
        )))
        .respond_with(move |req: &Request| {
            if rules.failing_edits {
                return ResponseTemplate::new(500)
                    .set_body_json(json!({"code": 0, "message": "500: Internal Server Error"}));
            }
            let body = payload(req);
            let mut all = INTERACTIONS.lock().unwrap();
            let it = all.entry(token_of(req, 5)).or_default();
            it.deferred = None;
            let private = it.original.unwrap_or(false);
            it.shown.push(Shown {
                text: text_of(&body),
                asked_private: false,
                private,
            });
            drop(all);
            answered(req, None);
            let id = IDS.fetch_add(1, Ordering::SeqCst);
            ResponseTemplate::new(200).set_body_json(message_json(id, 1))
        })
        .with_priority(2)
        .named("Discord's edit of the original response")
        .mount(server)
        .await;
}
