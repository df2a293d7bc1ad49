//! The game's nouns counted and placed in the reader's language ("7 florins", "2 soldiers",
//! "in fleet A"), for the event sentences and the orders alike.

use super::data::Unit;
use crate::lang::{Arg, Lang, Msg};
use crate::msg;

/// "7 florins", "1 florin" in `lang`.
pub fn florins_in(n: impl Into<i64>, lang: Lang) -> String {
    msg!("indies-florins", count = n.into()).render(lang)
}

pub(super) fn bounds(n: u32, lang: Lang) -> String {
    msg!("indies-bounds", count = n).render(lang)
}

/// "7 florins" as an argument told in the reader's words (the engine's refusals).
pub(super) fn florins_said(n: impl Into<i64>) -> Arg {
    msg!("indies-florins", count = n.into()).into()
}

/// "3 bounds" as an argument told in the reader's words.
pub(super) fn bounds_said(n: u32) -> Arg {
    msg!("indies-bounds", count = n).into()
}

/// "2 ships", "1 factory" as an argument told in the reader's words (`thing` as in
/// [`counted_in`]).
pub(super) fn counted_said(thing: &str, n: u32) -> Arg {
    msg!("indies-things", thing = thing, count = n).into()
}

/// The catalogue's key of a unit.
pub(super) fn unit_key(unit: Unit) -> &'static str {
    match unit {
        Unit::Caravel => "caravel",
        Unit::Carrack => "carrack",
        Unit::Galleon => "galleon",
        Unit::Soldier => "soldier",
        Unit::Leader => "leader",
        Unit::Explorer => "explorer",
    }
}

/// "1 carrack", "2 soldiers" as a message.
pub(super) fn units_msg(unit: Unit, n: u32) -> Msg {
    msg!("indies-units", unit = unit_key(unit), count = n)
}

/// "1 carrack", "2 soldiers" in `lang`.
pub fn units(unit: Unit, n: u32, lang: Lang) -> String {
    units_msg(unit, n).render(lang)
}

/// "soldiers", "forts": what a maintenance order removes first, as a message.
pub(super) fn upkept_plural_said(u: super::Upkept) -> Msg {
    let thing = match u {
        super::Upkept::Unit(unit) => unit_key(unit),
        super::Upkept::Fort => "fort",
        super::Upkept::Factory => "factory",
    };
    msg!("indies-upkept-plural", thing = thing)
}

/// "3 forts", "1 factory" in `lang`: a count of the things a company upkeeps that are not units.
pub fn counted_in(thing: &str, n: u32, lang: Lang) -> String {
    msg!("indies-things", thing = thing, count = n).render(lang)
}
