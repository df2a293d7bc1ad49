//! Why a command changed nothing, as a kind a front end can act on (a press on another's turn,
//! a value to correct) and a sentence for the user.

use crate::games::Refused;
use crate::lang::Text;
use serde::{Deserialize, Serialize};

/// What kind of refusal: one of the engine's kinds, whoever enforced it (the engine, or the
/// table for a rule of its own such as undo's), or one the table alone has. Written as one word
/// (`"not_your_turn"`, `"bad_option"`) in the script runner's output and the stored answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum RefusalKind {
    Rule(Refused),
    Table(TableRefused),
}

/// The table's own kinds of refusal: the command could not be read or placed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TableRefused {
    /// No such command.
    UnknownCommand,
    /// An option the command does not have, given twice or missing, or a value it cannot read
    /// (a number out of its bounds, a name of nothing in the game).
    BadOption,
    /// No game where the command looks for one (the channel, `table:`, the user's games).
    NoGame,
    /// The user holds no seat at the game.
    NotSeated,
    /// Only the table's creator or host may do it.
    NotHost,
    /// The command works elsewhere (in the game's channel, not in a DM).
    WrongPlace,
    /// A button or menu the game no longer offers, or not one of this bot's.
    Stale,
}

/// A refusal: its kind, and a message for the invoking user only, written in their language
/// where it is posted. Nothing was changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    pub kind: RefusalKind,
    pub message: Text,
}

impl Refusal {
    /// A refusal of one of the engine's kinds.
    pub fn rule(kind: Refused, message: impl Into<Text>) -> Refusal {
        Refusal {
            kind: RefusalKind::Rule(kind),
            message: message.into(),
        }
    }

    fn table(kind: TableRefused, message: impl Into<Text>) -> Refusal {
        Refusal {
            kind: RefusalKind::Table(kind),
            message: message.into(),
        }
    }

    pub fn unknown_command(message: impl Into<Text>) -> Refusal {
        Refusal::table(TableRefused::UnknownCommand, message)
    }

    pub fn bad_option(message: impl Into<Text>) -> Refusal {
        Refusal::table(TableRefused::BadOption, message)
    }

    pub fn no_game(message: impl Into<Text>) -> Refusal {
        Refusal::table(TableRefused::NoGame, message)
    }

    pub fn not_seated(message: impl Into<Text>) -> Refusal {
        Refusal::table(TableRefused::NotSeated, message)
    }

    pub fn not_host(message: impl Into<Text>) -> Refusal {
        Refusal::table(TableRefused::NotHost, message)
    }

    pub fn wrong_place(message: impl Into<Text>) -> Refusal {
        Refusal::table(TableRefused::WrongPlace, message)
    }

    pub fn stale(message: impl Into<Text>) -> Refusal {
        Refusal::table(TableRefused::Stale, message)
    }
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.message)
    }
}

/// A refusal can travel inside an `anyhow::Error` (from code that reads the store) and still
/// reach the user as itself.
impl std::error::Error for Refusal {}

impl RefusalKind {
    /// The kind as one word, as the script runner prints it (`"not_your_turn"`).
    pub fn word(self) -> String {
        match serde_json::to_value(self) {
            Ok(serde_json::Value::String(word)) => word,
            _ => format!("{self:?}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_are_one_word_both_ways() {
        for kind in [
            RefusalKind::Rule(Refused::NotYourTurn),
            RefusalKind::Rule(Refused::CannotAfford),
            RefusalKind::Table(TableRefused::BadOption),
            RefusalKind::Table(TableRefused::NotSeated),
        ] {
            let json = serde_json::to_string(&kind).unwrap();
            assert_eq!(json, format!("\"{}\"", kind.word()));
            assert_eq!(serde_json::from_str::<RefusalKind>(&json).unwrap(), kind);
        }
        assert_eq!(
            RefusalKind::Rule(Refused::NotYourTurn).word(),
            "not_your_turn"
        );
        assert_eq!(RefusalKind::Table(TableRefused::NoGame).word(), "no_game");
    }
}
