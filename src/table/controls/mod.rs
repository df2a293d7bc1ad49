//! Buttons, select menus and the number form: a post's action rows, exactly as Discord's API
//! takes them (the script runner prints them, and the Discord layer sends them). Each one stands
//! for a command the game offers an awaited seat; pressing it runs that command, as if typed.
//!
//! A button's custom id, and a menu option's value, carry a hash of the choice itself (the seat
//! and the command; `hash`). When one is pressed the table lists the game's offers again, as they
//! are now, and runs the choice when it is still among them, wherever it now sits (`press`): a
//! press is refused as outdated only when what it would do is no longer on offer. Nothing needs
//! storing.
//!
//! Every legal choice stays reachable within Discord's limits (40 components a card, 5 buttons
//! a row, 25 options a menu): rows beyond the card's room sit behind a "More choices" button
//! (`layout`); a long
//! menu of amounts offers common values and "Another amount…", which opens a form with a number
//! field; other long menus are grouped (the choices that differ only in an amount) and paged
//! (`paging`). A form offer (`Offer::Typed`) is a button opening a form whose typed value
//! completes its command; when that value is a secret (a maximum bid) the form's id ends `:own`
//! and its submission is answered privately, like a secret command.
//!
//! Modules: `widgets` (the rows, buttons, menus and form as Discord takes them), `offer` (what a
//! game offers: choices, grouped as shown), `hash`, `paging`, `layout` (offers into rows),
//! `press` (a pressed id back into a command).

mod hash;
mod layout;
mod offer;
mod paging;
mod press;
mod widgets;

pub use layout::rows;
pub use offer::{Choice, Offer, Scope};
pub use press::{Pressed, PressedKind, Pressing, pressing};
pub use widgets::{Button, Component, Form, Menu, MenuOption, Row};

/// Discord's limits.
/// The components the rows of one message of offers may count (each row one, and one for each
/// button or menu in it): a turn card's 40 less its container, text and board.
pub const ROOM: usize = 37;
pub const MAX_BUTTONS: usize = 5;
pub const MAX_OPTIONS: usize = 25;
pub const MAX_LABEL: usize = 80;
pub const MAX_OPTION_TEXT: usize = 100;
pub const MAX_PLACEHOLDER: usize = 150;
/// A form's title and its field's label.
pub const MAX_FORM_TITLE: usize = 45;

/// Shortens a label to `max` characters (Discord counts characters), marking the cut.
pub fn shorten(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut cut: String = text.chars().take(max.saturating_sub(1)).collect();
    cut.push('…');
    cut
}

#[cfg(test)]
mod tests;
