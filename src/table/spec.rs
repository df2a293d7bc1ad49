//! What a game's commands look like, as data: the table checks options against it, the Discord
//! layer registers its slash commands from it, and help texts list it. One description of every
//! command, so the front ends cannot drift from what the table reads.

/// A group of commands: `/game`, or one game's own (`/festivals`).
#[derive(Debug, Clone)]
pub struct Group {
    pub name: &'static str,
    pub description: String,
    pub commands: Vec<CommandSpec>,
}

/// One subcommand, e.g. `/festivals move`.
#[derive(Debug, Clone)]
pub struct CommandSpec {
    pub name: &'static str,
    /// One line for Discord and help (at most 100 characters).
    pub description: String,
    pub options: Vec<OptionSpec>,
    /// Its answer holds a secret (a plan, a hand, a sealed order): always answered privately,
    /// and meant to be used in a DM with the bot as well as in the channel.
    pub secret: bool,
}

/// One option of a command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OptionSpec {
    pub name: &'static str,
    /// One line for Discord and help (at most 100 characters).
    pub description: String,
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
    pub fn new(name: &'static str, description: impl Into<String>) -> CommandSpec {
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
    pub fn at_table(self, description: &str) -> CommandSpec {
        self.option(OptionSpec::new(
            "table",
            description,
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
    pub fn new(name: &'static str, description: impl Into<String>, kind: OptionKind) -> OptionSpec {
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
    pub fn suggested(name: &'static str, description: impl Into<String>) -> OptionSpec {
        OptionSpec::new(name, description, OptionKind::Text { suggest: true })
    }

    pub fn number(
        name: &'static str,
        description: impl Into<String>,
        min: Option<i64>,
        max: Option<i64>,
    ) -> OptionSpec {
        OptionSpec::new(name, description, OptionKind::Number { min, max })
    }

    pub fn choice(
        name: &'static str,
        description: impl Into<String>,
        words: &[&'static str],
    ) -> OptionSpec {
        OptionSpec::new(name, description, OptionKind::Choice(words.to_vec()))
    }

    pub fn user(name: &'static str, description: impl Into<String>) -> OptionSpec {
        OptionSpec::new(name, description, OptionKind::User)
    }

    /// A choice among the words of `words`, the table a game reads the chosen value from
    /// ([`super::command::Checked::pick`]) and writes it back with ([`word_for`]).
    pub fn choice_of<T>(
        name: &'static str,
        description: impl Into<String>,
        words: &[(&'static str, T)],
    ) -> OptionSpec {
        let words: Vec<&'static str> = words.iter().map(|(w, _)| *w).collect();
        OptionSpec::choice(name, description, &words)
    }
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
