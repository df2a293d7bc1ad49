//! What a game's commands look like, as data: the table checks options against it, the Discord
//! layer registers its slash commands from it, and help texts list it. One description of every
//! command, so the front ends cannot drift from what the table reads.

use crate::lang::{Lang, Text};

/// A group of commands: `/game`, or one game's own (`/festivals`).
#[derive(Debug, Clone)]
pub struct Group {
    pub name: &'static str,
    pub description: Text,
    pub commands: Vec<CommandSpec>,
}

/// One subcommand, e.g. `/festivals move`.
#[derive(Debug, Clone)]
pub struct CommandSpec {
    pub name: &'static str,
    /// One line for Discord and help (at most 100 characters in each language).
    pub description: Text,
    pub options: Vec<OptionSpec>,
    /// Its answer holds a secret (a plan, a hand, a sealed order): always answered privately,
    /// and meant to be used in a DM with the bot as well as in the channel.
    pub secret: bool,
}

/// One option of a command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OptionSpec {
    pub name: &'static str,
    /// One line for Discord and help (at most 100 characters in each language).
    pub description: Text,
    pub kind: OptionKind,
    pub required: bool,
    /// Only the script runner may give it (a seed would reveal the deck): never registered with
    /// Discord.
    pub script_only: bool,
    /// Its value is a secret (a maximum bid): a command given with it is answered privately,
    /// as a secret command is, its public consequences posted apart, so that Discord's "used
    /// /command" header never shows the value to the channel.
    pub secret: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OptionKind {
    /// Free text; `suggest` when the table offers values as they are typed (autocomplete).
    Text { suggest: bool },
    /// A whole number within the bounds.
    Number { min: Option<i64>, max: Option<i64> },
    /// A user, given as a mention.
    User,
    /// One of these words.
    Choice(Vec<&'static str>),
}

impl CommandSpec {
    pub fn new(name: &'static str, description: impl Into<Text>) -> CommandSpec {
        CommandSpec {
            name,
            description: description.into(),
            options: Vec::new(),
            secret: false,
        }
    }

    pub fn option(mut self, option: OptionSpec) -> CommandSpec {
        self.options.push(option);
        self
    }

    /// Answered privately, and usable in a DM.
    pub fn secret(mut self) -> CommandSpec {
        self.secret = true;
        self
    }

    /// Adds `table:`, naming the game's channel for a player who sits at several tables.
    pub fn at_table(self) -> CommandSpec {
        self.option(OptionSpec::new(
            "table",
            crate::msg!("cmd-table"),
            OptionKind::Text { suggest: true },
        ))
    }

    /// The spec of its option `name`.
    pub fn option_named(&self, name: &str) -> Option<&OptionSpec> {
        self.options.iter().find(|o| o.name == name)
    }
}

impl OptionSpec {
    /// An optional option.
    pub fn new(name: &'static str, description: impl Into<Text>, kind: OptionKind) -> OptionSpec {
        OptionSpec {
            name,
            description: description.into(),
            kind,
            required: false,
            script_only: false,
            secret: false,
        }
    }

    pub fn secret(mut self) -> OptionSpec {
        self.secret = true;
        self
    }

    pub fn required(mut self) -> OptionSpec {
        self.required = true;
        self
    }

    pub fn script_only(mut self) -> OptionSpec {
        self.script_only = true;
        self
    }

    /// Free text the table suggests values for.
    pub fn suggested(name: &'static str, description: impl Into<Text>) -> OptionSpec {
        OptionSpec::new(name, description, OptionKind::Text { suggest: true })
    }

    pub fn number(
        name: &'static str,
        description: impl Into<Text>,
        min: Option<i64>,
        max: Option<i64>,
    ) -> OptionSpec {
        OptionSpec::new(name, description, OptionKind::Number { min, max })
    }

    pub fn choice(
        name: &'static str,
        description: impl Into<Text>,
        words: &[&'static str],
    ) -> OptionSpec {
        OptionSpec::new(name, description, OptionKind::Choice(words.to_vec()))
    }

    pub fn user(name: &'static str, description: impl Into<Text>) -> OptionSpec {
        OptionSpec::new(name, description, OptionKind::User)
    }

    /// A choice among the words of `words`, the table a game reads the chosen value from
    /// ([`super::command::Checked::pick`]) and writes it back with ([`word_for`]).
    pub fn choice_of<T>(
        name: &'static str,
        description: impl Into<Text>,
        words: &[(&'static str, T)],
    ) -> OptionSpec {
        let words: Vec<&'static str> = words.iter().map(|(w, _)| *w).collect();
        OptionSpec::choice(name, description, &words)
    }
}

/// A choice's word as `lang` reads it, from the catalogue (`choice-<word>`): the name Discord
/// shows in the reader's language; the value sent back is always the word itself.
pub fn choice_label(word: &str, lang: Lang) -> String {
    crate::lang::lookup(&format!("choice-{word}"), lang).unwrap_or_else(|| word.to_string())
}

/// The choice among `words` that `typed` names, in either language: `yes` or `ya`.
pub fn choice_typed(words: &[&'static str], typed: &str) -> Option<&'static str> {
    words.iter().copied().find(|w| {
        w.eq_ignore_ascii_case(typed)
            || Lang::ALL
                .into_iter()
                .any(|lang| choice_label(w, lang).eq_ignore_ascii_case(typed))
    })
}

/// The word of `value` in a choice's table (see [`OptionSpec::choice_of`]).
pub fn word_for<T: PartialEq>(words: &[(&'static str, T)], value: &T) -> Option<&'static str> {
    words.iter().find(|(_, v)| v == value).map(|(w, _)| *w)
}

/// "24 h", "90 min", "2 days" as a catalogue message, for a text in the reader's language.
pub fn duration(minutes: i64) -> crate::lang::Msg {
    if minutes % (24 * 60) == 0 {
        crate::msg!("duration-days", days = minutes / (24 * 60))
    } else if minutes % 60 == 0 {
        crate::msg!("duration-hours", hours = minutes / 60)
    } else {
        crate::msg!("duration-minutes", minutes = minutes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_choice_is_typed_in_either_language() {
        assert_eq!(choice_typed(&["yes", "no"], "Ya"), Some("yes"));
        assert_eq!(choice_typed(&["yes", "no"], "tidak"), Some("no"));
        assert_eq!(choice_typed(&["yes", "no"], "NO"), Some("no"));
        assert_eq!(
            choice_typed(&["island", "pool", "nothing"], "tidak ada"),
            Some("nothing")
        );
        assert_eq!(choice_typed(&["island", "pool"], "cadangan"), Some("pool"));
        assert_eq!(choice_typed(&["yes", "no"], "mungkin"), None);
        assert_eq!(choice_label("yes", Lang::Id), "ya");
        assert_eq!(choice_label("yes", Lang::En), "yes");
    }
}
