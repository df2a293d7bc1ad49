//! The bot's logs, kept free of its token at every level.
//!
//! Two guards: the crates that carry the raw traffic (the websocket, HTTP and TLS crates, whose
//! debug and trace lines show frames, headers and bodies, the gateway's IDENTIFY with the
//! token among them) log nothing below INFO whatever `RUST_LOG` asks; and every line written
//! has the token, if it still appears, replaced by `[token]`.

use std::io::{IsTerminal, Write};
use tracing::Level;
use tracing_subscriber::filter::{EnvFilter, FilterExt, filter_fn};
use tracing_subscriber::fmt::MakeWriter;
use tracing_subscriber::layer::SubscriberExt;
use tracing_subscriber::util::SubscriberInitExt;
use tracing_subscriber::{Layer, Registry};

/// The crates whose detailed logs show raw traffic: at most INFO from them.
pub const QUIET_CRATES: &[&str] = &[
    "tungstenite",
    "tokio_tungstenite",
    "hyper",
    "hyper_util",
    "h2",
    "reqwest",
    "rustls",
    "tokio_rustls",
    "want",
    "mio",
];

/// Whether a log line from `target` at `level` may be written.
pub fn allowed(target: &str, level: &Level) -> bool {
    let quiet = QUIET_CRATES.iter().any(|c| {
        target == *c
            || target
                .strip_prefix(c)
                .is_some_and(|rest| rest.starts_with("::"))
    });
    !quiet || *level <= Level::INFO
}

/// Replaces every occurrence of the secrets in `text`.
pub fn redact(text: &str, secrets: &[String]) -> String {
    let mut out = text.to_string();
    for secret in secrets {
        if !secret.is_empty() && out.contains(secret.as_str()) {
            out = out.replace(secret.as_str(), "[token]");
        }
    }
    out
}

/// Standard error, with the secrets taken out of each line.
#[derive(Clone)]
pub struct Redacting {
    secrets: std::sync::Arc<Vec<String>>,
}

impl Redacting {
    /// Hides `token` (as given, and without a `Bot ` prefix).
    pub fn new(token: Option<&str>) -> Redacting {
        let mut secrets = Vec::new();
        if let Some(token) = token.map(str::trim).filter(|t| t.len() >= 8) {
            secrets.push(token.to_string());
            if let Some(bare) = token.strip_prefix("Bot ") {
                secrets.push(bare.trim().to_string());
            }
        }
        Redacting {
            secrets: std::sync::Arc::new(secrets),
        }
    }
}

/// One log line's writer: collected, then written with the secrets replaced.
pub struct Line {
    secrets: std::sync::Arc<Vec<String>>,
    buffer: Vec<u8>,
}

impl Write for Line {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.buffer.extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        if self.buffer.is_empty() {
            return Ok(());
        }
        let text = String::from_utf8_lossy(&self.buffer);
        let clean = redact(&text, &self.secrets);
        self.buffer.clear();
        std::io::stderr().lock().write_all(clean.as_bytes())
    }
}

impl Drop for Line {
    fn drop(&mut self) {
        let _ = self.flush();
    }
}

impl<'a> MakeWriter<'a> for Redacting {
    type Writer = Line;

    fn make_writer(&'a self) -> Line {
        Line {
            secrets: self.secrets.clone(),
            buffer: Vec::new(),
        }
    }
}

/// Starts the logs on standard error: `RUST_LOG` when set, else `default_level`; the traffic
/// crates at most at INFO; `token` never written. Colour only on a terminal: a file or journald
/// gets plain text.
pub fn init(default_level: &str, token: Option<&str>) {
    let levels = EnvFilter::try_from_default_env().unwrap_or_else(|_| default_level.into());
    let quiet = filter_fn(|meta| allowed(meta.target(), meta.level()));
    let layer = tracing_subscriber::fmt::layer()
        .with_ansi(std::io::stderr().is_terminal())
        .with_writer(Redacting::new(token))
        .with_filter(levels.and(quiet));
    if let Err(e) = Registry::default().with(layer).try_init() {
        eprintln!("nusantara: cannot start the logs: {e}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn traffic_crates_log_at_most_info_and_tokens_are_replaced() {
        assert!(!allowed("tungstenite::protocol", &Level::TRACE));
        assert!(!allowed("hyper_util::client", &Level::DEBUG));
        assert!(allowed("hyper", &Level::WARN));
        assert!(allowed("hyperion", &Level::TRACE), "another crate");
        assert!(allowed("serenity::gateway", &Level::TRACE));
        let secrets = Redacting::new(Some("Bot abc.def.ghi")).secrets;
        assert_eq!(
            redact("auth: Bot abc.def.ghi and abc.def.ghi", &secrets),
            "auth: [token] and [token]"
        );
    }
}
