//! Reaching Discord before serving, and saying plainly what is wrong when it cannot be reached.
//!
//! serenity retries a shard it cannot start every 5 seconds, forever, with a warning each time,
//! and cannot be shut down while no shard runs. So `serve` first asks Discord itself: the REST
//! API's `/gateway/bot` (which checks the token) and then a TCP connection to the gateway. A
//! refused token ends the bot at once; an unreachable Discord is said in one line per attempt,
//! with a growing pause between attempts, and a shutdown signal ends the wait.

use poise::serenity_prelude as serenity;
use std::future::Future;
use std::time::Duration;

/// The first pause after a failed attempt; each next one is twice as long, up to [`MAX_PAUSE`].
pub const FIRST_PAUSE: Duration = Duration::from_secs(1);
pub const MAX_PAUSE: Duration = Duration::from_secs(60);

/// How long a TCP connection to the gateway may take.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);

/// Discord refused the bot's token: trying again cannot help, so the bot stops (exit status 2).
#[derive(Debug)]
pub struct TokenRefused(pub String);

impl std::fmt::Display for TokenRefused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for TokenRefused {}

impl TokenRefused {
    /// The REST API answered 401.
    pub fn by_api() -> TokenRefused {
        TokenRefused(
            "Discord refused the bot's token (401 Unauthorized): set DISCORD_TOKEN to the token on the Bot page of the application in Discord's developer portal".into(),
        )
    }

    /// The gateway closed the connection with 4004, authentication failed.
    pub fn by_gateway() -> TokenRefused {
        TokenRefused(
            "Discord's gateway refused the bot's token (close code 4004, authentication failed): set DISCORD_TOKEN to the token on the Bot page of the application in Discord's developer portal".into(),
        )
    }
}

/// Why one attempt did not reach Discord.
#[derive(Debug, PartialEq, Eq)]
enum Failed {
    Refused,
    /// Worth another try, for this reason (in a few words).
    Unreachable(String),
}

/// Waits until Discord answers and its gateway accepts connections. Gives the number of shards
/// Discord recommends for the bot (from `/gateway/bot`) when it did, None when `shutdown`
/// completed first, or the refusal of the token.
pub async fn reach<S: Future<Output = ()> + Unpin>(
    http: &serenity::Http,
    shutdown: &mut S,
) -> Result<Option<u32>, TokenRefused> {
    let mut pause = FIRST_PAUSE;
    loop {
        let attempt = tokio::select! {
            outcome = attempt(http) => outcome,
            () = &mut *shutdown => return Ok(None),
        };
        match attempt {
            Ok(shards) => return Ok(Some(shards)),
            Err(Failed::Refused) => return Err(TokenRefused::by_api()),
            Err(Failed::Unreachable(cause)) => {
                tracing::warn!(
                    "cannot reach Discord: {cause}; retrying in {} s",
                    pause.as_secs()
                );
            }
        }
        tokio::select! {
            () = tokio::time::sleep(pause) => {}
            () = &mut *shutdown => return Ok(None),
        }
        pause = (pause * 2).min(MAX_PAUSE);
    }
}

/// One attempt: the REST API (with the token), then the gateway it names. Gives the shards
/// Discord recommends.
async fn attempt(http: &serenity::Http) -> Result<u32, Failed> {
    let gateway = match http.get_bot_gateway().await {
        Ok(gateway) => gateway,
        Err(serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(answer))) => {
            return Err(match answer.status_code.as_u16() {
                401 => Failed::Refused,
                status => Failed::Unreachable(format!("Discord answered {status}")),
            });
        }
        Err(e) => return Err(Failed::Unreachable(cause(&e))),
    };
    let Some((host, port)) = host_and_port(&gateway.url) else {
        // Not a URL we can check; serenity says what it makes of it.
        return Ok(gateway.shards);
    };
    match tokio::time::timeout(
        CONNECT_TIMEOUT,
        tokio::net::TcpStream::connect((host.as_str(), port)),
    )
    .await
    {
        Ok(Ok(_)) => Ok(gateway.shards),
        Ok(Err(e)) => Err(Failed::Unreachable(format!("the gateway: {}", cause(&e)))),
        Err(_) => Err(Failed::Unreachable(format!(
            "the gateway: no answer within {} s",
            CONNECT_TIMEOUT.as_secs()
        ))),
    }
}

/// The host and port of a `ws://` or `wss://` URL.
fn host_and_port(url: &str) -> Option<(String, u16)> {
    let url = reqwest::Url::parse(url).ok()?;
    let default = match url.scheme() {
        "ws" => 80,
        "wss" => 443,
        _ => return None,
    };
    Some((url.host_str()?.to_string(), url.port().unwrap_or(default)))
}

/// Why a request or a connection failed, in a few words: from the innermost error, which
/// names the cause (the outer ones only say which request failed).
pub fn cause(error: &(dyn std::error::Error + 'static)) -> String {
    let mut chain = vec![error.to_string()];
    let mut source = error.source();
    while let Some(e) = source {
        chain.push(e.to_string());
        source = e.source();
    }
    let all = chain.join(": ").to_lowercase();
    if all.contains("dns error")
        || all.contains("lookup address")
        || all.contains("name or service not known")
        || all.contains("name resolution")
    {
        "name lookup failed".into()
    } else if all.contains("connection refused") {
        "connection refused".into()
    } else if all.contains("timed out") || all.contains("timeout") {
        "no answer in time".into()
    } else if all.contains("network is unreachable") || all.contains("no route to host") {
        "no route to Discord (network unreachable)".into()
    } else {
        chain.last().cloned().unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn causes_are_said_in_a_few_words() {
        let dns = std::io::Error::other(
            "failed to lookup address information: Name or service not known",
        );
        assert_eq!(cause(&dns), "name lookup failed");
        let refused = std::io::Error::from(std::io::ErrorKind::ConnectionRefused);
        assert_eq!(cause(&refused), "connection refused");
        let other = std::io::Error::other("something else");
        assert_eq!(cause(&other), "something else");
    }

    #[test]
    fn gateway_urls_give_their_host_and_port() {
        assert_eq!(
            host_and_port("wss://gateway.discord.gg"),
            Some(("gateway.discord.gg".into(), 443))
        );
        assert_eq!(
            host_and_port("ws://127.0.0.1:4567"),
            Some(("127.0.0.1".into(), 4567))
        );
        assert_eq!(host_and_port("not a url"), None);
    }
}
