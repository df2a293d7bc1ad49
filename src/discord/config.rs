//! Where the bot runs: its token, database, shards, and the pace of its sweeps and retries.

use super::DEFER_AFTER;
use super::outbox::RetryPolicy;
use std::time::Duration;

/// Where the bot runs.
pub struct ServeConfig {
    pub token: String,
    /// A SQLite path or URL.
    pub database_url: String,
    /// Send every REST request here instead of Discord (tests: a local mock). The gateway URL
    /// is whatever that API answers.
    pub api_proxy: Option<String>,
    pub defer_after: Duration,
    pub retry: RetryPolicy,
    /// The shards this process serves, `first..=last` of `total`; all of them when None.
    pub shards: Option<Shards>,
    /// How often stored posts left undelivered (by a crash, a failed send) are looked for.
    pub sweep_every: Duration,
}

/// A range of Discord's shards.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shards {
    pub first: u32,
    pub last: u32,
    pub total: u32,
}

impl Shards {
    /// `0-3` (or `5`) of `total`.
    pub fn parse(range: &str, total: u32) -> Result<Shards, String> {
        let range = range.trim();
        let (first, last) = match range.split_once('-') {
            Some((a, b)) => (a.trim(), b.trim()),
            None => (range, range),
        };
        let (Ok(first), Ok(last)) = (first.parse::<u32>(), last.parse::<u32>()) else {
            return Err(format!(
                "`{range}` is not a shard range: write first-last, e.g. 0-3"
            ));
        };
        if first > last || last >= total {
            return Err(format!(
                "shards {first}-{last} are not within the {total} shards (0 to {})",
                total.saturating_sub(1)
            ));
        }
        Ok(Shards { first, last, total })
    }
}

impl ServeConfig {
    pub fn new(token: impl Into<String>, database_url: impl Into<String>) -> ServeConfig {
        ServeConfig {
            token: token.into(),
            database_url: database_url.into(),
            api_proxy: None,
            defer_after: DEFER_AFTER,
            retry: RetryPolicy::default(),
            shards: None,
            sweep_every: Duration::from_secs(10),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Shards;

    #[test]
    fn shard_ranges_are_read_and_checked() {
        assert_eq!(
            Shards::parse("0-3", 8),
            Ok(Shards {
                first: 0,
                last: 3,
                total: 8
            })
        );
        assert_eq!(Shards::parse("5", 8).map(|s| (s.first, s.last)), Ok((5, 5)));
        assert!(Shards::parse("4-8", 8).unwrap_err().contains("0 to 7"));
        assert!(Shards::parse("3-1", 8).is_err());
        assert!(Shards::parse("a-b", 8).unwrap_err().contains("first-last"));
    }
}
