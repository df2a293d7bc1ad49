//! The one sender of the bot's own requests to Discord's REST API: outbox posts and edits,
//! DMs, interaction responses, follow-ups and edits of `@original`. It owns the HTTP client,
//! the token, the API's address (`DISCORD_API_PROXY` when set) and the [`Limiter`] every one of
//! those requests goes through.
//!
//! serenity's `Http` stays for what poise and serenity do themselves (the command registration,
//! the gateway, poise's answers to autocomplete): its rate limiter keys every interaction's follow-ups by the application, where
//! Discord limits them per interaction token, and is off behind a proxy. Our requests never go
//! through it, so the tests' proxy turns off no limiter the bot's requests use.

use super::limiter::{Headers, Limiter, Route, TooLong};
use crate::table::Image;
use serde_json::Value;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// The longest a request waits for its turn (a bucket's reset, a 429's `Retry-After`): beyond
/// this the limit is a long one, and a post is better stored and retried later.
pub const MAX_RATE_LIMIT_WAIT: Duration = Duration::from_secs(60);

/// How many 429s one request meets before it is given up (each is waited out first).
const RATE_LIMITED_TRIES: u32 = 3;

/// Why a request failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Failure {
    /// Discord refused it: the HTTP status, Discord's JSON error code (0 when none) and why.
    Refused { status: u16, code: i64, why: String },
    /// No answer (a network error or a timeout), or a 5xx: worth another try.
    Transient(String),
    /// Still rate limited after [`RATE_LIMITED_TRIES`] 429s, each waited out.
    RateLimited(String),
    /// Not sent: Discord asks for a longer wait than [`MAX_RATE_LIMIT_WAIT`].
    Later { wait: Duration, why: String },
}

impl Failure {
    pub fn reason(&self) -> &str {
        match self {
            Failure::Refused { why, .. }
            | Failure::Transient(why)
            | Failure::RateLimited(why)
            | Failure::Later { why, .. } => why,
        }
    }

    /// The HTTP status Discord refused with, if it did.
    pub fn status(&self) -> Option<u16> {
        match self {
            Failure::Refused { status, .. } => Some(*status),
            _ => None,
        }
    }

    /// Discord's JSON error code (10062 Unknown Interaction, 40060 already acknowledged, ...).
    pub fn code(&self) -> Option<i64> {
        match self {
            Failure::Refused { code, .. } => Some(*code),
            _ => None,
        }
    }
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.reason())
    }
}

impl std::error::Error for Failure {}

/// A request's body.
#[derive(Debug, Clone, Copy)]
pub enum Body<'a> {
    None,
    Json(&'a Value),
    /// JSON as `payload_json` with files, part `files[n]` for the attachment entry with id `n`.
    Files(&'a Value, &'a [Image]),
}

/// The content type of an uploaded picture, by its name.
fn mime_of(name: &str) -> &'static str {
    match name.rsplit('.').next() {
        Some("png") => "image/png",
        Some("gif") => "image/gif",
        _ => "application/octet-stream",
    }
}

/// The bot's requests to Discord, through one [`Limiter`].
#[derive(Debug)]
pub struct Rest {
    client: reqwest::Client,
    /// The Authorization header (`Bot <token>`).
    token: String,
    /// `https://discord.com`, or the proxy's address.
    base: String,
    /// The application's id, for the interaction webhooks (0 until known).
    application: AtomicU64,
    limiter: Limiter,
}

impl Rest {
    /// A sender with `token` (with or without its `Bot ` prefix) to Discord, or to `proxy`
    /// when given; each request may take `timeout` once sent.
    pub fn new(token: &str, proxy: Option<&str>, timeout: Duration) -> Rest {
        let token = token.trim();
        Rest {
            client: super::reqwest_client(timeout),
            token: match token.starts_with("Bot ") {
                true => token.to_string(),
                false => format!("Bot {token}"),
            },
            base: proxy
                .unwrap_or("https://discord.com")
                .trim_end_matches('/')
                .to_string(),
            application: AtomicU64::new(0),
            limiter: Limiter::new(MAX_RATE_LIMIT_WAIT),
        }
    }

    /// A sender with serenity's token, proxy and application id (when known).
    pub fn of(http: &serenity::all::Http, timeout: Duration) -> Rest {
        let rest = Rest::new(http.token(), http.proxy.as_deref(), timeout);
        if let Some(id) = http.application_id() {
            rest.set_application(id.get());
        }
        rest
    }

    /// The application whose interactions are answered (Discord's READY names it).
    pub fn set_application(&self, id: u64) {
        self.application.store(id, Ordering::Relaxed);
    }

    /// The route of an interaction's webhook (`webhooks/{application}/{token}` then `tail`).
    pub fn webhook(&self, token: &str, tail: &str) -> String {
        let app = self.application.load(Ordering::Relaxed);
        format!("webhooks/{app}/{token}{tail}")
    }

    /// Sends `verb` on `route` (`channels/1/messages`) with `body` once the limiter lets it go,
    /// waiting out a 429 up to [`RATE_LIMITED_TRIES`] times. Gives Discord's JSON answer (null
    /// for 204).
    pub async fn send(
        &self,
        verb: reqwest::Method,
        route: &str,
        body: Body<'_>,
    ) -> Result<Value, Failure> {
        let limited = Route::new(verb.as_str(), route);
        let what = format!("{verb} {route}");
        for _ in 0..RATE_LIMITED_TRIES {
            let permit = match self.limiter.acquire(&limited).await {
                Ok(permit) => permit,
                Err(TooLong(wait)) => {
                    let why = format!("{what}: rate limited for {} s", wait.as_secs());
                    return Err(Failure::Later { wait, why });
                }
            };
            let response = match self.request(verb.clone(), route, body)?.send().await {
                Ok(response) => response,
                // The permit, dropped, frees its bucket.
                Err(e) => return Err(Failure::Transient(format!("{what}: {e}"))),
            };
            let status = response.status().as_u16();
            let headers = response.headers().clone();
            let answer: Value = match response.bytes().await {
                Ok(bytes) => serde_json::from_slice(&bytes).unwrap_or_default(),
                Err(e) => return Err(Failure::Transient(format!("{what}: {e}"))),
            };
            let said = Headers::of(&headers, &answer);
            permit.answered(status, &said);
            if (200..300).contains(&status) {
                return Ok(answer);
            }
            let why = format!(
                "{what}: HTTP {status} ({} {}{})",
                answer["code"],
                answer["message"].as_str().unwrap_or_default(),
                match &answer["errors"] {
                    Value::Null => String::new(),
                    errors => format!(": {errors}"),
                }
            );
            match status {
                429 => {
                    let wait = said.retry_after.unwrap_or_default();
                    tracing::warn!(%why, global = said.global, "rate limited: waiting {wait:?}");
                    if wait > MAX_RATE_LIMIT_WAIT {
                        return Err(Failure::Later { wait, why });
                    }
                    // The limiter holds the bucket (or everything) until the wait is over.
                }
                500..=599 => return Err(Failure::Transient(why)),
                _ => {
                    let code = answer["code"].as_i64().unwrap_or(0);
                    return Err(Failure::Refused { status, code, why });
                }
            }
        }
        Err(Failure::RateLimited(format!(
            "{what}: rate limited {RATE_LIMITED_TRIES} times"
        )))
    }

    fn request(
        &self,
        verb: reqwest::Method,
        route: &str,
        body: Body<'_>,
    ) -> Result<reqwest::RequestBuilder, Failure> {
        let url = format!("{}/api/v10/{route}", self.base);
        let request = self
            .client
            .request(verb, url)
            .header(reqwest::header::AUTHORIZATION, &self.token)
            .header(reqwest::header::USER_AGENT, serenity::constants::USER_AGENT);
        Ok(match body {
            Body::None => request,
            Body::Json(json) | Body::Files(json, []) => request
                .header(reqwest::header::CONTENT_TYPE, "application/json")
                .body(json.to_string()),
            Body::Files(json, files) => {
                let mut form =
                    reqwest::multipart::Form::new().text("payload_json", json.to_string());
                for (n, f) in files.iter().enumerate() {
                    let part = reqwest::multipart::Part::bytes(f.png.clone())
                        .file_name(f.name.clone())
                        .mime_str(mime_of(&f.name))
                        .map_err(|e| Failure::Refused {
                            status: 0,
                            code: 0,
                            why: e.to_string(),
                        })?;
                    form = form.part(format!("files[{n}]"), part);
                }
                request.multipart(form)
            }
        })
    }
}
