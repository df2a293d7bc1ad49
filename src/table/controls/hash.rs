//! The hashes a custom id or an option's value carries: of a choice (its seat and command), of
//! a menu, of the offers behind "More choices". A press is matched by them, so nothing is stored.

use super::offer::{Choice, Offer};
use crate::games::Seat;
use crate::table::command::Command;

/// FNV-1a over a list of words, as 16 hex digits: tells one choice (or menu) from another.
fn hash_words<'a>(words: impl IntoIterator<Item = &'a str>) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for word in words {
        for byte in word.bytes().chain([0]) {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
    }
    format!("{hash:016x}")
}

fn choice_words(seat: Seat, command: &Command) -> Vec<String> {
    let mut words = vec![seat.to_string(), command.name()];
    for (k, v) in &command.options {
        words.push(k.clone());
        words.push(v.clone());
    }
    words
}

/// The hash of one choice: its seat and command.
pub(super) fn choice_hash(seat: Seat, command: &Command) -> String {
    let words = choice_words(seat, command);
    hash_words(words.iter().map(String::as_str))
}

/// The hash of a whole menu: every choice it holds.
pub(super) fn menu_hash(choices: &[Choice]) -> String {
    let words: Vec<String> = choices
        .iter()
        .flat_map(|c| choice_words(c.seat, &c.command))
        .collect();
    hash_words(words.iter().map(String::as_str))
}

/// The hash of an offer (for a multi-pick menu, its words too).
pub(super) fn offer_hash(offer: &Offer) -> String {
    match offer {
        Offer::Buttons(choices) | Offer::Menu { choices, .. } => menu_hash(choices),
        Offer::Many {
            seat,
            command,
            words,
            ..
        } => {
            let mut all = choice_words(*seat, command);
            all.extend(words.iter().map(|(_, w)| w.clone()));
            hash_words(all.iter().map(String::as_str))
        }
        Offer::Typed { choice, option, .. } => {
            let mut all = choice_words(choice.seat, &choice.command);
            all.push(option.to_string());
            hash_words(all.iter().map(String::as_str))
        }
    }
}

/// The hash of several offers (those behind a "More choices" button).
pub(super) fn offers_hash(offers: &[Offer]) -> String {
    let hashes: Vec<String> = offers.iter().map(offer_hash).collect();
    hash_words(hashes.iter().map(String::as_str))
}
