//! A command as a user typed it: a path (`game new`) and `option:value` pairs.

use super::refusal::Refusal;

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Command {
    /// E.g. `["festivals", "move"]`.
    pub path: Vec<String>,
    /// Option names (lower case) and raw values, in the order given.
    pub options: Vec<(String, String)>,
}

impl Command {
    pub fn new(path: &[&str], options: &[(&str, &str)]) -> Command {
        Command {
            path: path.iter().map(|s| s.to_string()).collect(),
            options: options
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
        }
    }

    /// `/game new`, for messages.
    pub fn name(&self) -> String {
        format!("/{}", self.path.join(" "))
    }

    pub fn option(&self, key: &str) -> Option<&str> {
        self.options
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    /// Refuses options this command does not have, and options given twice.
    pub fn check_options(&self, allowed: &[&str]) -> Result<(), Refusal> {
        for (i, (key, _)) in self.options.iter().enumerate() {
            if !allowed.contains(&key.as_str()) {
                let list = if allowed.is_empty() {
                    "it takes no options".to_string()
                } else {
                    format!(
                        "its options are {}",
                        allowed
                            .iter()
                            .map(|a| format!("`{a}`"))
                            .collect::<Vec<_>>()
                            .join(", ")
                    )
                };
                return Err(Refusal(format!(
                    "`{}` has no option `{key}`: {list}.",
                    self.name()
                )));
            }
            if self.options[..i].iter().any(|(k, _)| k == key) {
                return Err(Refusal(format!(
                    "The option `{key}` is given twice in `{}`.",
                    self.name()
                )));
            }
        }
        Ok(())
    }

    /// An option that must be present.
    pub fn required(&self, key: &str, hint: &str) -> Result<&str, Refusal> {
        self.option(key).ok_or_else(|| {
            Refusal(format!(
                "`{}` needs the option `{key}:` ({hint}).",
                self.name()
            ))
        })
    }
}

pub fn mention_user(id: i64) -> String {
    format!("<@{id}>")
}

pub fn mention_channel(id: i64) -> String {
    format!("<#{id}>")
}

/// `<@123>` or `<@!123>` to 123.
pub fn parse_user(text: &str) -> Option<i64> {
    let inner = text.trim().strip_prefix("<@")?.strip_suffix('>')?;
    inner.strip_prefix('!').unwrap_or(inner).parse().ok()
}

/// `<#123>` or a bare id to 123.
pub fn parse_channel(text: &str) -> Option<i64> {
    let t = text.trim();
    match t.strip_prefix("<#").and_then(|s| s.strip_suffix('>')) {
        Some(inner) => inner.parse().ok(),
        None => t.parse().ok(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unknown_and_repeated_options_are_refused() {
        let c = Command::new(
            &["game", "new"],
            &[("game", "festivals"), ("colour", "red")],
        );
        let err = c.check_options(&["game", "players"]).unwrap_err().0;
        assert!(
            err.contains("no option `colour`") && err.contains("`players`"),
            "{err}"
        );
        let c = Command::new(&["game", "new"], &[("game", "festivals"), ("game", "x")]);
        assert!(c.check_options(&["game"]).unwrap_err().0.contains("twice"));
        assert!(
            Command::new(&["game", "new"], &[("game", "f")])
                .check_options(&["game"])
                .is_ok()
        );
    }

    #[test]
    fn mentions_round_trip() {
        assert_eq!(parse_user(&mention_user(42)), Some(42));
        assert_eq!(parse_user("<@!42>"), Some(42));
        assert_eq!(parse_user("bob"), None);
        assert_eq!(parse_channel(&mention_channel(7)), Some(7));
        assert_eq!(parse_channel("7"), Some(7));
        assert_eq!(parse_channel("#x"), None);
    }
}
