//! What a game offers a seat: choices, each a command, grouped as they are shown.

use crate::games::Seat;
use crate::table::command::Command;

/// What one choice does: the seat it is offered to, and the command it runs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    pub label: String,
    pub seat: Seat,
    pub command: Command,
}

/// The choices a game offers, grouped as they are shown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Offer {
    /// Buttons, one choice each (five to a row).
    Buttons(Vec<Choice>),
    /// A menu: picking one option runs its choice.
    Menu {
        placeholder: String,
        choices: Vec<Choice>,
    },
    /// A menu of several picks for one command: the picked options' words, joined by spaces,
    /// become the value of `option` (the Festivals plan: tickets from a hand).
    Many {
        placeholder: String,
        seat: Seat,
        command: Command,
        option: &'static str,
        /// (label, word) for each option.
        words: Vec<(String, String)>,
        min: u8,
    },
    /// A button that opens a form with one field (Discord's modal): the value typed there
    /// becomes `option` of the choice's command (Indonesia's "Raise up to…", a secret
    /// maximum). Neither the button nor the form holds a value: it comes with the submission.
    Typed {
        choice: Choice,
        option: &'static str,
        /// The form's title, its field's label and the hint in the empty field.
        title: String,
        field: String,
        hint: String,
        /// The command with this option is secret: the submission is answered privately.
        secret: bool,
    },
}

impl Offer {
    /// The seats this offer is for.
    pub fn seats(&self) -> Vec<Seat> {
        match self {
            Offer::Buttons(c) | Offer::Menu { choices: c, .. } => {
                let mut seats: Vec<Seat> = c.iter().map(|c| c.seat).collect();
                seats.dedup();
                seats
            }
            Offer::Many { seat, .. } => vec![*seat],
            Offer::Typed { choice, .. } => vec![choice.seat],
        }
    }
}

/// Whether an offer is the channel's or one seat's own (shown privately).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    Public,
    Private,
}

impl Scope {
    pub(super) fn letter(self) -> char {
        match self {
            Scope::Public => 'p',
            Scope::Private => 's',
        }
    }
}
