//! Discord's rate limits, honoured before a request is sent rather than learnt from 429s (each
//! 429 counts toward the 10,000 invalid requests in 10 minutes after which Discord bans the
//! bot's address for an hour). Every request the bot makes itself ([`super::rest::Rest`]) asks
//! [`Limiter::acquire`] first and reports Discord's answer to [`Permit::answered`].
//!
//! As Discord's rate-limit documentation describes them:
//! - A route's limit is per bucket and per major parameter: the channel, the guild, or the
//!   webhook with its token (for an interaction's follow-ups and edits: the interaction's
//!   token, so one busy interaction never delays another's answers). Routes sharing a bucket
//!   say so in `X-RateLimit-Bucket`; until a route's bucket is known, its requests go one at a
//!   time.
//! - Every answer, successful or not, carries `X-RateLimit-Remaining` and
//!   `X-RateLimit-Reset-After`: at 0 left, the bucket's next request waits until it resets.
//! - A 429 says how long to wait (`Retry-After`, else the body's `retry_after`); one with
//!   `global: true` pauses every request bound by the global limit, not only its own.
//! - At most [`GLOBAL_PER_SECOND`] requests a second in all; interaction callbacks and
//!   follow-ups are not bound by this global limit.
//!
//! A request of one bucket is sent only when the previous one is answered, so what the last
//! answer said is always what the next request goes by. A wait longer than the limiter's
//! `max_wait` is not waited: the caller is told how long it would be ([`TooLong`]), and the
//! outbox keeps the post stored for a later delivery.

use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;
use std::time::Duration;
use tokio::time::Instant;

/// Discord's global limit: requests a second, over all routes but the interactions'.
pub const GLOBAL_PER_SECOND: usize = 50;

/// One request's route: which bucket it counts against.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Route {
    /// The method and the path with every id but the major parameter's replaced (`POST
    /// channels/:major/messages`): the routes Discord names a bucket for.
    shape: String,
    /// The major parameter's value (a channel id, a guild id, a webhook's id and token).
    major: String,
    /// Bound by the global limit (every route but the interactions').
    global: bool,
}

impl Route {
    /// The route of `method` on `path` (relative to `/api/v10/`, without a query).
    pub fn new(method: &str, path: &str) -> Route {
        let parts: Vec<&str> = path.trim_matches('/').split('/').collect();
        // The major parameter: channels/{id}, guilds/{id}, webhooks/{id}/{token};
        // interactions/{id}/{token} (its callback) is one of its own per interaction.
        let major_len = match parts.first().copied() {
            Some("channels" | "guilds") if parts.len() > 1 => 1,
            Some("webhooks" | "interactions") if parts.len() > 2 => 2,
            Some("webhooks" | "interactions") if parts.len() > 1 => 1,
            _ => 0,
        };
        let major = parts[1..=major_len.min(parts.len() - 1)].join("/");
        let mut shape = vec![method.to_string()];
        for (i, part) in parts.iter().enumerate() {
            let shaped = if (1..=major_len).contains(&i) {
                ":major"
            } else if part.chars().all(|c| c.is_ascii_digit()) && !part.is_empty() {
                ":id"
            } else {
                part
            };
            shape.push(shaped.to_string());
        }
        let interaction = parts.first() == Some(&"interactions")
            || (parts.first() == Some(&"webhooks") && major_len == 2);
        Route {
            shape: shape.join(" "),
            major: if major_len == 0 { String::new() } else { major },
            global: !interaction,
        }
    }
}

/// What is left of a bucket.
#[derive(Debug, Clone, Copy)]
struct Bucket {
    /// Requests per window (1 until Discord has said).
    limit: u32,
    /// Requests left in this window.
    remaining: u32,
    /// When the window ends (unknown until an answer says it).
    resets: Option<Instant>,
    /// A request of this bucket is on its way.
    busy: bool,
}

impl Bucket {
    fn fresh() -> Bucket {
        Bucket {
            limit: 1,
            remaining: 1,
            resets: None,
            busy: false,
        }
    }
}

#[derive(Debug, Default)]
struct State {
    /// Until when every request bound by the global limit waits (a global 429).
    paused_until: Option<Instant>,
    /// The bucket Discord named for each route shape.
    bucket_of: HashMap<String, String>,
    /// Each bucket, by its name (or, until Discord named it, its route's shape) and major
    /// parameter.
    buckets: HashMap<String, Bucket>,
    /// When the requests of the last second bound by the global limit were sent.
    recent: VecDeque<Instant>,
}

impl State {
    fn key(&self, route: &Route) -> String {
        let name = self.bucket_of.get(&route.shape).unwrap_or(&route.shape);
        format!("{name} {}", route.major)
    }
}

/// Discord asks for a longer wait than the limiter will make: this long.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TooLong(pub Duration);

/// What Discord's answer said about the limits.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Headers {
    pub bucket: Option<String>,
    pub limit: Option<u32>,
    pub remaining: Option<u32>,
    pub reset_after: Option<Duration>,
    /// A 429's wait: `Retry-After`, else the body's `retry_after`.
    pub retry_after: Option<Duration>,
    /// A 429 of the global limit (the body's `global`, or `X-RateLimit-Global`).
    pub global: bool,
}

impl Headers {
    /// The limits an answer states: its headers, and for a 429 its JSON `body`.
    pub fn of(headers: &reqwest::header::HeaderMap, body: &serde_json::Value) -> Headers {
        let text = |name: &str| headers.get(name).and_then(|v| v.to_str().ok());
        let number = |name: &str| text(name).and_then(|v| v.trim().parse::<f64>().ok());
        let seconds = |s: f64| Duration::from_secs_f64(s.max(0.0));
        Headers {
            bucket: text("x-ratelimit-bucket").map(str::to_string),
            limit: number("x-ratelimit-limit").map(|n| n as u32),
            remaining: number("x-ratelimit-remaining").map(|n| n as u32),
            reset_after: number("x-ratelimit-reset-after").map(seconds),
            retry_after: number("retry-after")
                .or_else(|| body["retry_after"].as_f64())
                .map(seconds),
            global: body["global"] == serde_json::json!(true)
                || text("x-ratelimit-global") == Some("true"),
        }
    }
}

/// One process's view of Discord's limits, shared by every request it sends.
#[derive(Debug)]
pub struct Limiter {
    state: Mutex<State>,
    /// Told when a bucket's request is answered, so the next may go.
    answered: tokio::sync::Notify,
    max_wait: Duration,
    per_second: usize,
}

/// Leave to send one request of a route; report its answer with [`Permit::answered`]. Dropped
/// without an answer (the request failed on its way), its bucket is free again as it was.
#[must_use]
pub struct Permit<'a> {
    limiter: &'a Limiter,
    route: Route,
    key: String,
    done: bool,
}

enum Next {
    Go(String),
    Until(Instant),
    AfterAnswer,
}

impl Limiter {
    /// A limiter that waits at most `max_wait` for a request's turn.
    pub fn new(max_wait: Duration) -> Limiter {
        Limiter::with_global(max_wait, GLOBAL_PER_SECOND)
    }

    /// A limiter allowing `per_second` requests a second bound by the global limit.
    pub fn with_global(max_wait: Duration, per_second: usize) -> Limiter {
        Limiter {
            state: Mutex::default(),
            answered: tokio::sync::Notify::new(),
            max_wait,
            per_second: per_second.max(1),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Waits until a request of `route` may be sent: the global pause and limit, then its
    /// bucket (free, with a request left). Gives how long it would take instead when that is
    /// longer than `max_wait`.
    pub async fn acquire(&self, route: &Route) -> Result<Permit<'_>, TooLong> {
        loop {
            let answered = self.answered.notified();
            tokio::pin!(answered);
            answered.as_mut().enable();
            match self.next(route) {
                Next::Go(key) => {
                    return Ok(Permit {
                        limiter: self,
                        route: route.clone(),
                        key,
                        done: false,
                    });
                }
                Next::Until(when) => {
                    let wait = when.saturating_duration_since(Instant::now());
                    if wait > self.max_wait {
                        return Err(TooLong(wait));
                    }
                    tokio::time::sleep_until(when).await;
                }
                Next::AfterAnswer => answered.await,
            }
        }
    }

    fn next(&self, route: &Route) -> Next {
        let now = Instant::now();
        let mut s = self.lock();
        if route.global {
            if let Some(until) = s.paused_until.filter(|&u| u > now) {
                return Next::Until(until);
            }
            while s
                .recent
                .front()
                .is_some_and(|&t| now - t >= Duration::from_secs(1))
            {
                s.recent.pop_front();
            }
            if s.recent.len() >= self.per_second {
                return Next::Until(s.recent[0] + Duration::from_secs(1));
            }
        }
        let key = s.key(route);
        let bucket = s.buckets.entry(key.clone()).or_insert_with(Bucket::fresh);
        if bucket.busy {
            return Next::AfterAnswer;
        }
        if let Some(resets) = bucket.resets
            && resets <= now
        {
            bucket.remaining = bucket.limit;
            bucket.resets = None;
        }
        if bucket.remaining == 0 {
            return match bucket.resets {
                Some(resets) => Next::Until(resets),
                // Used up with no reset known: Discord did not say; a second's wait.
                None => Next::Until(now + Duration::from_secs(1)),
            };
        }
        bucket.remaining -= 1;
        bucket.busy = true;
        if route.global {
            s.recent.push_back(now);
        }
        Next::Go(key)
    }
}

impl Permit<'_> {
    /// Records what Discord's answer (`status`, and the limits it stated) says of the limits,
    /// and frees the bucket for its next request.
    pub fn answered(mut self, status: u16, said: &Headers) {
        self.done = true;
        let now = Instant::now();
        let limiter = self.limiter;
        let mut s = limiter.lock();
        let mut key = self.key.clone();
        let mut held = s.buckets.remove(&key).unwrap_or_else(Bucket::fresh);
        held.busy = false;
        if let Some(name) = &said.bucket
            && s.bucket_of.get(&self.route.shape) != Some(name)
        {
            // Discord named the route's bucket: from now on its requests count there (with
            // the requests of other routes of that bucket, when it is known already).
            s.bucket_of.insert(self.route.shape.clone(), name.clone());
            key = s.key(&self.route);
        }
        let bucket = s.buckets.entry(key).or_insert(held);
        match (said.remaining, said.reset_after) {
            (Some(remaining), Some(after)) => {
                bucket.limit = said.limit.unwrap_or(bucket.limit.max(remaining + 1));
                bucket.remaining = remaining;
                bucket.resets = Some(now + after);
            }
            // A route without limits: nothing to wait for.
            _ if status != 429 => {
                bucket.limit = u32::MAX;
                bucket.remaining = u32::MAX;
                bucket.resets = None;
            }
            _ => {}
        }
        if status == 429 {
            let wait = said.retry_after.unwrap_or(Duration::from_secs(1));
            if said.global {
                let until = now + wait;
                s.paused_until = Some(s.paused_until.map_or(until, |u| u.max(until)));
                tracing::warn!(?wait, "Discord's global rate limit: every request waits");
            } else {
                bucket.remaining = 0;
                bucket.resets = Some(bucket.resets.map_or(now + wait, |r| r.max(now + wait)));
            }
        }
        drop(s);
        limiter.answered.notify_waiters();
    }
}

impl Drop for Permit<'_> {
    fn drop(&mut self) {
        if self.done {
            return;
        }
        // Never answered: the request left nothing Discord counted that we know of.
        let mut s = self.limiter.lock();
        if let Some(bucket) = s.buckets.get_mut(&self.key) {
            bucket.busy = false;
            bucket.remaining = bucket.remaining.saturating_add(1).min(bucket.limit);
        }
        drop(s);
        self.limiter.answered.notify_waiters();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn said(bucket: &str, remaining: u32, reset_after_ms: u64) -> Headers {
        Headers {
            bucket: Some(bucket.into()),
            limit: Some(5),
            remaining: Some(remaining),
            reset_after: Some(Duration::from_millis(reset_after_ms)),
            ..Headers::default()
        }
    }

    #[test]
    fn routes_are_keyed_by_their_major_parameter() {
        let post = Route::new("POST", "channels/7/messages");
        assert_eq!(post.shape, "POST channels :major messages");
        assert_eq!(post.major, "7");
        let edit = Route::new("PATCH", "channels/7/messages/99");
        assert_eq!(edit.shape, "PATCH channels :major messages :id");
        let follow = Route::new("POST", "webhooks/1/tok-a");
        assert_eq!(follow.major, "1/tok-a");
        assert!(
            !follow.global,
            "interaction follow-ups are not bound by the global limit"
        );
        let original = Route::new("PATCH", "webhooks/1/tok-a/messages/@original");
        assert_eq!(
            original.shape,
            "PATCH webhooks :major :major messages @original"
        );
        assert_eq!(Route::new("POST", "users/@me/channels").major, "");
        assert!(Route::new("POST", "users/@me/channels").global);
    }

    #[tokio::test]
    async fn an_exhausted_bucket_waits_for_its_reset_and_a_global_429_pauses_all() {
        let limiter = Limiter::new(Duration::from_secs(60));
        let a = Route::new("POST", "channels/1/messages");
        let b = Route::new("POST", "channels/2/messages");
        let start = Instant::now();
        let permit = limiter.acquire(&a).await.unwrap();
        permit.answered(200, &said("m", 0, 300));
        limiter
            .acquire(&a)
            .await
            .unwrap()
            .answered(200, &said("m", 4, 300));
        let waited = start.elapsed();
        assert!(
            waited >= Duration::from_millis(300),
            "waited for the reset: {waited:?}"
        );
        // Another channel's bucket of the same name is its own.
        let again = Instant::now();
        limiter
            .acquire(&b)
            .await
            .unwrap()
            .answered(200, &said("m", 4, 300));
        assert!(again.elapsed() < Duration::from_millis(100));
        let global = Headers {
            retry_after: Some(Duration::from_millis(400)),
            global: true,
            ..Headers::default()
        };
        limiter.acquire(&a).await.unwrap().answered(429, &global);
        let paused = Instant::now();
        limiter
            .acquire(&b)
            .await
            .unwrap()
            .answered(200, &said("m", 3, 300));
        let waited = paused.elapsed();
        assert!(
            waited >= Duration::from_millis(390),
            "b waited too: {waited:?}"
        );
        let long = Headers {
            retry_after: Some(Duration::from_secs(3600)),
            ..said("m", 0, 3_600_000)
        };
        limiter.acquire(&a).await.unwrap().answered(429, &long);
        assert!(matches!(limiter.acquire(&a).await, Err(TooLong(_))));
        // A request that got no answer leaves its bucket as it was.
        drop(limiter.acquire(&b).await.unwrap());
        limiter
            .acquire(&b)
            .await
            .unwrap()
            .answered(200, &said("m", 2, 300));
    }
}
