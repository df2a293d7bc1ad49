//! Discord's rate limits, as the stand-in applies them: every answer of a limited route carries
//! `X-RateLimit-Limit`, `-Remaining`, `-Reset`, `-Reset-After` and `-Bucket`; routes share a
//! bucket as on Discord, per major parameter (a channel's messages, posted and edited, one
//! bucket per channel; an interaction's follow-ups and edits of `@original` one per interaction
//! token; its callback one per interaction); a request over its bucket's limit is answered 429
//! with `Retry-After` and Discord's body. [`global_limit`] makes the stand-in answer every
//! request bound by the global limit (all but the interactions') 429 with `global: true` for a
//! while. Every 429 given is kept for the tests ([`rate_limited`]).
//!
//! By default a bucket takes [`DEFAULT_LIMIT`] requests per [`DEFAULT_WINDOW`], more than any
//! test posts in one channel in a second; [`set_limits`] makes them Discord's own (5 per 5 s
//! for a channel's messages) or tighter.

use super::rest::stand_in;
use serde_json::json;
use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};
use wiremock::{MockServer, Request, ResponseTemplate};

pub const DEFAULT_LIMIT: u32 = 50;
pub const DEFAULT_WINDOW: Duration = Duration::from_secs(1);

/// A 429 the stand-in gave.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Limited {
    pub method: String,
    pub path: String,
    pub global: bool,
    pub at: Instant,
}

struct Limits {
    limit: u32,
    window: Duration,
    /// Until when every request bound by the global limit is refused, and the wait it is told.
    global_until: Option<Instant>,
    /// Each bucket (its name and major parameter): requests in its window, and when the
    /// window started.
    buckets: HashMap<String, (u32, Instant)>,
    given: Vec<Limited>,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            limit: DEFAULT_LIMIT,
            window: DEFAULT_WINDOW,
            global_until: None,
            buckets: HashMap::new(),
            given: Vec::new(),
        }
    }
}

/// Each stand-in's limits, by its address.
static LIMITS: Mutex<Option<HashMap<String, Limits>>> = Mutex::new(None);

fn with<T>(address: &str, f: impl FnOnce(&mut Limits) -> T) -> T {
    let mut all = LIMITS.lock().unwrap_or_else(|p| p.into_inner());
    f(all
        .get_or_insert_with(HashMap::new)
        .entry(address.to_string())
        .or_default())
}

fn address(server: &MockServer) -> String {
    server.address().to_string()
}

/// `server` as new: Discord's limits, no bucket used, no 429 given (wiremock reuses its
/// servers, and so their addresses).
pub fn reset(server: &MockServer) {
    with(&address(server), |l| *l = Limits::default());
}

/// Every bucket of `server` takes `limit` requests per `window`.
pub fn set_limits(server: &MockServer, limit: u32, window: Duration) {
    with(&address(server), |l| {
        l.limit = limit;
        l.window = window;
    });
}

/// From now on, for `wait`, every request to `server` bound by the global limit is answered
/// 429 with `global: true` and the time left.
pub fn global_limit(server: &MockServer, wait: Duration) {
    with(&address(server), |l| {
        l.global_until = Some(Instant::now() + wait)
    });
}

/// The 429s `server` gave, in order.
pub fn rate_limited(server: &MockServer) -> Vec<Limited> {
    with(&address(server), |l| l.given.clone())
}

/// A route's bucket as Discord names it (a hash), its major parameter, and whether the global
/// limit binds it; None for a route without limits.
fn bucket(method: &str, path: &str) -> Option<(&'static str, String, bool)> {
    let parts: Vec<&str> = path.trim_start_matches("/api/v10/").split('/').collect();
    match (method, parts.as_slice()) {
        // A channel's messages, new and edited: one bucket per channel.
        ("POST", ["channels", c, "messages"]) | ("PATCH", ["channels", c, "messages", _]) => {
            Some(("80c17d2f203122d936070c88c8d10f33", c.to_string(), true))
        }
        ("POST", ["users", "@me", "channels"]) => {
            Some(("2fd4a5c0e1b7c3d8a9e6f1b2c3d4e5f6", String::new(), true))
        }
        ("POST", ["interactions", id, token, "callback"]) => Some((
            "d5c6a7b8e9f0a1b2c3d4e5f6a7b8c9d0",
            format!("{id}/{token}"),
            false,
        )),
        // An interaction's follow-ups and edits of its messages: one bucket per token.
        (_, ["webhooks", app, token, ..]) => Some((
            "5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b",
            format!("{app}/{token}"),
            false,
        )),
        _ => None,
    }
}

/// Whole seconds, rounded up: Discord's `Retry-After` header (its body has the fraction).
fn whole_seconds(d: Duration) -> String {
    (d.as_millis().div_ceil(1000)).to_string()
}

/// Seconds as Discord writes them, rounded up to the millisecond.
fn seconds(d: Duration) -> String {
    format!("{:.3}", (d.as_micros() as f64 / 1000.0).ceil() / 1000.0)
}

fn limited(req: &Request, l: &mut Limits, global: bool) {
    l.given.push(Limited {
        method: req.method.to_string(),
        path: req.url.path().to_string(),
        global,
        at: Instant::now(),
    });
}

/// Counts `req` against its bucket: the rate-limit headers for its answer, or Discord's 429
/// when it is over the limit (or the global limit holds).
pub fn charge(req: &Request) -> Result<Vec<(String, String)>, Box<ResponseTemplate>> {
    let Some((name, major, bound)) = bucket(req.method.as_str(), req.url.path()) else {
        return Ok(Vec::new());
    };
    with(&stand_in(req), |l| {
        let now = Instant::now();
        if let Some(until) = l.global_until.filter(|&u| u > now && bound) {
            limited(req, l, true);
            let wait = seconds(until - now);
            return Err(Box::new(
                ResponseTemplate::new(429)
                    .insert_header("Retry-After", whole_seconds(until - now).as_str())
                    .insert_header("X-RateLimit-Global", "true")
                    .insert_header("X-RateLimit-Scope", "global")
                    .set_body_json(json!({
                        "message": "You are being rate limited.",
                        "retry_after": wait.parse::<f64>().unwrap_or(1.0),
                        "global": true,
                    })),
            ));
        }
        let (limit, window) = (l.limit, l.window);
        let (used, started) = l
            .buckets
            .entry(format!("{name} {major}"))
            .or_insert((0, now));
        if now >= *started + window {
            (*used, *started) = (0, now);
        }
        let reset_after = *started + window - now;
        let over = *used >= limit;
        if !over {
            *used += 1;
        }
        let reset = SystemTime::now().duration_since(UNIX_EPOCH).unwrap() + reset_after;
        let headers = vec![
            ("X-RateLimit-Limit".to_string(), limit.to_string()),
            (
                "X-RateLimit-Remaining".to_string(),
                (limit - *used).to_string(),
            ),
            ("X-RateLimit-Reset".to_string(), seconds(reset)),
            ("X-RateLimit-Reset-After".to_string(), seconds(reset_after)),
            ("X-RateLimit-Bucket".to_string(), name.to_string()),
        ];
        if !over {
            return Ok(headers);
        }
        limited(req, l, false);
        let wait = seconds(reset_after);
        let refusal = ResponseTemplate::new(429)
            .insert_header("Retry-After", whole_seconds(reset_after).as_str())
            .insert_header("X-RateLimit-Scope", "user")
            .set_body_json(json!({
                "message": "You are being rate limited.",
                "retry_after": wait.parse::<f64>().unwrap_or(1.0),
                "global": false,
            }));
        Err(Box::new(with_headers(refusal, headers)))
    })
}

/// `template` with the rate-limit headers [`charge`] gave.
pub fn with_headers(
    template: ResponseTemplate,
    headers: Vec<(String, String)>,
) -> ResponseTemplate {
    headers.into_iter().fold(template, |t, (name, value)| {
        t.insert_header(name.as_str(), value.as_str())
    })
}
