//! A command as a user typed it: a path (`game new`) and `option:value` pairs; and the same
//! command read against its spec ([`Command::check`]), its values typed, as the games read it.

use super::refusal::Refusal;
use super::spec::{CommandSpec, OptionKind, OptionSpec, choice_typed};
use crate::lang::Arg;
use crate::msg;

#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Command {
    /// E.g. `["festivals", "move"]`.
    pub path: Vec<String>,
    /// Option names (lower case) and raw values, in the order given.
    pub options: Vec<(String, String)>,
}

impl Command {
    /// Its option keys in order, but `table:` (which names the channel, not the move): what a
    /// game's label reads.
    pub fn keys(&self) -> Vec<&str> {
        self.options
            .iter()
            .map(|(k, _)| k.as_str())
            .filter(|k| *k != "table")
            .collect()
    }

    pub fn new(path: &[&str], options: &[(&str, &str)]) -> Command {
        Command {
            path: path.iter().map(|s| s.to_string()).collect(),
            options: options
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
        }
    }

    /// `/game new`, for logs and hashes (a text for a player names it by [`Command::mention`]).
    pub fn name(&self) -> String {
        format!("/{}", self.path.join(" "))
    }

    /// The command without its options as the reader types it: `/meja baru`, `/game new`.
    pub fn mention(&self) -> Arg {
        Arg::command(&self.path)
    }

    /// The command as a player types it, in the reader's names (`/festival gerak ke:Papua
    /// tiket:blue`), a value with a space in quotes; the options `skip` tells are left out.
    pub fn typed_without(&self, skip: impl Fn(&str, &str) -> bool) -> Arg {
        let spec = match self.path.as_slice() {
            [top, sub] => super::command_spec(top, sub),
            _ => None,
        };
        let options = self
            .options
            .iter()
            .filter(|(key, value)| !skip(key, value))
            .map(|(key, value)| (key.clone(), value_arg(spec, key, value)))
            .collect();
        Arg::Command(self.path.clone(), options)
    }

    pub fn option(&self, key: &str) -> Option<&str> {
        self.options
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    /// The command read against `spec`: every option one the command has, given once and of
    /// its kind (a whole number within its bounds, a user, one of the choice's words), and
    /// every required option present. The games read the values from here, typed.
    pub fn check(&self, spec: &CommandSpec) -> Result<Checked, Refusal> {
        let mut values = Vec::new();
        for (i, (key, raw)) in self.options.iter().enumerate() {
            let Some(option) = spec.option_named(key) else {
                let command = self.mention();
                let refusal = if spec.options.is_empty() {
                    msg!(
                        "refused-option-none",
                        command = command,
                        key = Arg::option(key)
                    )
                } else {
                    let names: Vec<Arg> = spec
                        .options
                        .iter()
                        .map(|o| Arg::Parts(vec!["`".into(), Arg::option(o.name), "`".into()]))
                        .collect();
                    msg!(
                        "refused-option-unknown",
                        command = command,
                        key = Arg::option(key),
                        options = Arg::Commas(names)
                    )
                };
                return Err(Refusal::bad_option(refusal));
            };
            if self.options[..i].iter().any(|(k, _)| k == key) {
                return Err(Refusal::bad_option(msg!(
                    "refused-option-twice",
                    key = Arg::option(key),
                    command = self.mention()
                )));
            }
            values.push((option.name, read(option, raw)?));
        }
        let checked = Checked {
            path: self.path.clone(),
            values,
            options: spec.options.clone(),
        };
        match spec
            .options
            .iter()
            .find(|o| o.required && !checked.has(o.name))
        {
            Some(missing) => Err(checked.missing(missing.name)),
            None => Ok(checked),
        }
    }
}

/// A command an engine writes out with the English names it knows (`/festivals discard
/// island:Bali tickets:"..."`), as an argument told in the reader's names; a value keeps its
/// quotes. None when `typed` is no `/command subcommand` of the tree.
pub fn typed_mention(typed: &str) -> Option<Arg> {
    let mut words = typed.strip_prefix('/')?.split(' ');
    let path: Vec<String> = vec![words.next()?.to_string(), words.next()?.to_string()];
    let spec = super::command_spec(&path[0], &path[1])?;
    let rest: Vec<&str> = words.collect();
    let mut options = Vec::new();
    let mut rest = rest.join(" ");
    while !rest.is_empty() {
        let (key, after) = rest.split_once(':')?;
        let end = match after.strip_prefix('"') {
            Some(quoted) => quoted.find('"')? + 2,
            None => after.find(' ').unwrap_or(after.len()),
        };
        let key = key.trim();
        options.push((key.to_string(), value_arg(Some(spec), key, &after[..end])));
        rest = after[end..].trim_start().to_string();
    }
    Some(Arg::Command(path, options))
}

/// The value of option `key` of the command `spec` as a reader types it: one of a choice's
/// words in the reader's language (`ya` for `yes`), anything else as given (a value of several
/// words is quoted when the command is told, see [`Arg::Command`]).
fn value_arg(spec: Option<&CommandSpec>, key: &str, value: &str) -> Arg {
    let option = spec.and_then(|c| c.options.iter().find(|o| o.name == key));
    if let Some(OptionSpec {
        kind: OptionKind::Choice(words),
        ..
    }) = option
        && let Some(word) = choice_typed(words, value)
    {
        return Arg::Choice(word.to_string());
    }
    Arg::Text(value.to_string())
}

/// One option's value, as its spec reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Value {
    Text(String),
    Number(i64),
    User(i64),
    /// The choice's own word, whatever the case typed.
    Choice(&'static str),
}

/// The value of `raw` for `option`, or why it is not one.
fn read(option: &OptionSpec, raw: &str) -> Result<Value, Refusal> {
    let (key, typed) = (Arg::option(option.name), raw.trim());
    match &option.kind {
        OptionKind::Text { .. } => Ok(Value::Text(raw.to_string())),
        OptionKind::Number { min, max } => match typed.parse::<i64>() {
            Ok(n) if min.is_none_or(|m| n >= m) && max.is_none_or(|m| n <= m) => {
                Ok(Value::Number(n))
            }
            _ => {
                // The bounds as text: Fluent's numbers are floats, which a large bound would lose.
                let refusal = match (min, max) {
                    (Some(min), Some(max)) => msg!(
                        "refused-number-between",
                        key = key,
                        typed = typed,
                        min = min.to_string(),
                        max = max.to_string()
                    ),
                    (Some(min), None) => msg!(
                        "refused-number-at-least",
                        key = key,
                        typed = typed,
                        min = min.to_string()
                    ),
                    (None, Some(max)) => msg!(
                        "refused-number-at-most",
                        key = key,
                        typed = typed,
                        max = max.to_string()
                    ),
                    (None, None) => msg!("refused-number", key = key.clone(), typed = typed),
                };
                Err(Refusal::bad_option(refusal))
            }
        },
        OptionKind::User => parse_user(typed).map(Value::User).ok_or_else(|| {
            Refusal::bad_option(msg!("refused-not-a-user", key = key, typed = typed))
        }),
        OptionKind::Choice(words) => super::spec::choice_typed(words, typed)
            .map(Value::Choice)
            .ok_or_else(|| {
                Refusal::bad_option(msg!(
                    "refused-not-a-choice",
                    key = key,
                    typed = typed,
                    words = quoted_or_list(words),
                    about = &option.description
                ))
            }),
    }
}

/// "`a`, `b` or `c`", in the reader's language and words ("`ya` atau `tidak`").
fn quoted_or_list(words: &[&str]) -> Arg {
    let quoted = words
        .iter()
        .map(|w| Arg::Parts(vec!["`".into(), Arg::Choice(w.to_string()), "`".into()]))
        .collect();
    Arg::Or(quoted)
}

/// A command read against its spec ([`Command::check`]): the values of its options, typed.
#[derive(Debug, Clone, PartialEq)]
pub struct Checked {
    path: Vec<String>,
    values: Vec<(&'static str, Value)>,
    /// The spec's options, to name what a missing one is.
    options: Vec<OptionSpec>,
}

impl Checked {
    /// `/festivals move` as the reader types it (`/festival gerak`).
    pub fn mention(&self) -> Arg {
        Arg::command(&self.path)
    }

    /// The subcommand, e.g. `move` of `/festivals move`.
    pub fn sub(&self) -> &str {
        self.path.get(1).map_or("", String::as_str)
    }

    /// The options given, in the order given.
    pub fn given(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.values.iter().map(|(name, _)| *name)
    }

    pub fn has(&self, name: &str) -> bool {
        self.values.iter().any(|(n, _)| *n == name)
    }

    /// The refusal of a command without the option `name`, which it needs (required by the
    /// spec, or by the form of the command given: `/indies move order:sail` needs `to:`).
    pub fn missing(&self, name: &str) -> Refusal {
        let (command, key) = (self.mention(), Arg::option(name));
        Refusal::bad_option(match self.options.iter().find(|o| o.name == name) {
            Some(OptionSpec {
                description,
                kind: OptionKind::Choice(words),
                ..
            }) => msg!(
                "refused-option-missing-choice",
                command = command,
                key = key,
                about = description,
                words = quoted_or_list(words)
            ),
            Some(option) => msg!(
                "refused-option-missing-about",
                command = command,
                key = key,
                about = &option.description
            ),
            None => msg!("refused-option-missing", command = command, key = key),
        })
    }

    fn value(&self, name: &str) -> Result<&Value, Refusal> {
        self.values
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v)
            .ok_or_else(|| self.missing(name))
    }

    /// The refusal of reading `name` as what its spec does not make it.
    /// `kind`: text, number, user or choice (the catalogue's selector).
    fn not_a(&self, name: &str, kind: &str) -> Refusal {
        Refusal::bad_option(msg!(
            "refused-option-kind",
            key = Arg::option(name),
            command = self.mention(),
            kind = kind
        ))
    }

    /// A text option's value, as typed.
    pub fn text(&self, name: &str) -> Result<&str, Refusal> {
        match self.value(name)? {
            Value::Text(text) => Ok(text),
            _ => Err(self.not_a(name, "text")),
        }
    }

    /// A number option's value, as the type the game counts it in: a value beyond that type
    /// is refused.
    pub fn number<N: TryFrom<i64>>(&self, name: &str) -> Result<N, Refusal> {
        match self.value(name)? {
            Value::Number(n) => N::try_from(*n).map_err(|_| {
                Refusal::bad_option(msg!(
                    "refused-number-too-large",
                    key = Arg::option(name),
                    typed = n.to_string()
                ))
            }),
            _ => Err(self.not_a(name, "number")),
        }
    }

    /// A user option's value: the user's id.
    pub fn user(&self, name: &str) -> Result<i64, Refusal> {
        match self.value(name)? {
            Value::User(id) => Ok(*id),
            _ => Err(self.not_a(name, "user")),
        }
    }

    /// A choice option's word, as its spec spells it.
    pub fn choice(&self, name: &str) -> Result<&'static str, Refusal> {
        match self.value(name)? {
            Value::Choice(word) => Ok(word),
            _ => Err(self.not_a(name, "choice")),
        }
    }

    /// A choice option's value in `words`, the table its spec's words come from
    /// ([`super::spec::OptionSpec::choice_of`]).
    pub fn pick<T: Copy>(&self, name: &str, words: &[(&'static str, T)]) -> Result<T, Refusal> {
        let word = self.choice(name)?;
        words
            .iter()
            .find(|(w, _)| *w == word)
            .map(|(_, value)| *value)
            .ok_or_else(|| self.not_a(name, "one of these words"))
    }

    /// An option that may be left out, read by `read` when given:
    /// `cmd.optional("plan", Checked::number::<u32>)`.
    pub fn optional<'a, T>(
        &'a self,
        name: &str,
        read: impl FnOnce(&'a Checked, &str) -> Result<T, Refusal>,
    ) -> Result<Option<T>, Refusal> {
        if self.has(name) {
            read(self, name).map(Some)
        } else {
            Ok(None)
        }
    }
}

/// Seats handed to the bot hold these user ids (no Discord user has one).
pub fn bot_id(seat: crate::games::Seat) -> i64 {
    -(seat as i64) - 1
}

/// Whether a seat's user id is the bot's (see [`bot_id`]).
pub fn is_bot(user_id: i64) -> bool {
    user_id < 0
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

    fn spec() -> CommandSpec {
        CommandSpec::new("new", "Open a table")
            .option(
                OptionSpec::choice("game", "The game to play", &["festivals", "indies"]).required(),
            )
            .option(OptionSpec::number("players", "How many", Some(2), Some(5)))
            .option(OptionSpec::user("player", "Who"))
            .option(OptionSpec::new(
                "seed",
                "A seed",
                OptionKind::Text { suggest: false },
            ))
    }

    fn refusal(options: &[(&str, &str)]) -> String {
        let refusal = Command::new(&["game", "new"], options)
            .check(&spec())
            .unwrap_err();
        assert_eq!(
            refusal.kind,
            super::super::refusal::RefusalKind::Table(
                super::super::refusal::TableRefused::BadOption
            )
        );
        refusal.to_string()
    }

    #[test]
    fn unknown_repeated_missing_and_malformed_options_are_refused() {
        assert_eq!(
            refusal(&[("game", "festivals"), ("colour", "red")]),
            "`/game new` has no option `colour`: its options are `game`, `players`, `player`, `seed`."
        );
        assert_eq!(
            refusal(&[("game", "festivals"), ("game", "indies")]),
            "The option `game` is given twice in `/game new`."
        );
        assert_eq!(
            refusal(&[("players", "3")]),
            "`/game new` needs the option `game:` (The game to play; write `festivals` or `indies`)."
        );
        assert_eq!(
            refusal(&[("game", "chess")]),
            "`game:chess` is not allowed: write `festivals` or `indies` — The game to play."
        );
        assert_eq!(
            refusal(&[("game", "indies"), ("players", "6")]),
            "`players:6` is not allowed: write a whole number from 2 to 5."
        );
        assert_eq!(
            refusal(&[("game", "indies"), ("players", "two")]),
            "`players:two` is not allowed: write a whole number from 2 to 5."
        );
        assert_eq!(
            refusal(&[("game", "indies"), ("player", "bob")]),
            "`player:bob` is not a user: name them with @, e.g. player:@bob."
        );
    }

    #[test]
    fn an_engines_typed_command_is_told_in_the_readers_names() {
        use crate::lang::Lang;
        let typed = "/festivals discard island:Bali tickets:\"black blue\"";
        let arg = typed_mention(typed).expect("a command of the tree");
        assert_eq!(arg.render(Lang::En), typed);
        assert_eq!(
            arg.render(Lang::Id),
            "/festival buang pulau:Bali tiket:\"black blue\""
        );
        assert_eq!(typed_mention("/nothing here"), None);
        assert_eq!(typed_mention("festivals discard"), None);
        // A choice's value is the reader's word for it, quoted when it has several.
        let typed = "/indonesia research track:hull each:yes";
        let arg = typed_mention(typed).expect("a command of the tree");
        assert_eq!(arg.render(Lang::En), typed);
        assert_eq!(
            arg.render(Lang::Id),
            "/indonesia riset jalur:lambung tiap:ya"
        );
        let rest = Command::new(&["festivals", "rest"], &[("from", "nothing")]);
        assert_eq!(
            rest.typed_without(|_, _| false).render(Lang::Id),
            "/festival istirahat dari:\"tidak ada\""
        );
    }

    #[test]
    fn checked_values_are_typed() {
        let checked = Command::new(
            &["game", "new"],
            &[
                ("game", " Indies "),
                ("players", " 4"),
                ("player", "<@!42>"),
                ("seed", " 7 "),
            ],
        )
        .check(&spec())
        .unwrap();
        assert_eq!(checked.mention().render(crate::lang::Lang::En), "/game new");
        assert_eq!(
            checked.mention().render(crate::lang::Lang::Id),
            "/meja baru"
        );
        assert_eq!(checked.sub(), "new");
        assert_eq!(checked.choice("game"), Ok("indies"));
        assert_eq!(
            checked.pick("game", &[("festivals", 1), ("indies", 2)]),
            Ok(2)
        );
        assert_eq!(checked.number::<u8>("players"), Ok(4));
        assert_eq!(checked.user("player"), Ok(42));
        assert_eq!(checked.text("seed"), Ok(" 7 "));
        assert_eq!(
            checked.given().collect::<Vec<_>>(),
            ["game", "players", "player", "seed"]
        );
        let bare = Command::new(&["game", "new"], &[("game", "festivals")])
            .check(&spec())
            .unwrap();
        assert_eq!(bare.optional("players", Checked::number::<u8>), Ok(None));
        assert_eq!(
            bare.number::<u8>("players").unwrap_err().to_string(),
            "`/game new` needs the option `players:` (How many)."
        );
        assert_eq!(
            checked.number::<u8>("game").unwrap_err().to_string(),
            "`game:` of `/game new` is not a number."
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
