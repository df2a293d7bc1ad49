//! Every game the bot hosts: one line per game. The lobby, the Discord command tree, the script
//! runner, self-play, the benchmarks and help all take what they need from this list.

use super::kind::{Entry, Kind};
use super::{festivals, indies, indonesia};

/// The games, in the order they are listed to players.
pub static GAMES: &[&dyn Kind] = &[
    &Entry::<festivals::Festivals>::NEW,
    &Entry::<indonesia::Indonesia>::NEW,
    &Entry::<indies::Indies>::NEW,
];

/// The game with this key (as typed in `/game new game:<key>`, any case).
pub fn find(key: &str) -> Option<&'static dyn Kind> {
    let key = key.trim();
    GAMES
        .iter()
        .copied()
        .find(|k| k.key().eq_ignore_ascii_case(key))
}

/// Every game's key, e.g. for "Games: festivals, indonesia".
pub fn keys() -> Vec<&'static str> {
    GAMES.iter().map(|k| k.key()).collect()
}
