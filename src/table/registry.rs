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

/// The open games stored by other rules than this program's (each refused when played), in
/// words, one per game: told when the bot or the script runner starts.
pub async fn other_rules(store: &crate::store::Store) -> anyhow::Result<Vec<String>> {
    let mut found = Vec::new();
    for record in store.all_games().await? {
        let open = matches!(
            record.status,
            crate::store::Status::Active | crate::store::Status::Forming
        );
        match find(&record.kind) {
            Some(kind) if open && kind.rules_version() != record.rules_version => found.push(
                format!(
                    "game {} in channel {} ({}) was stored by rules version {}; this program plays version {}: it is refused until a build with those rules serves it",
                    record.id,
                    record.channel_id,
                    record.kind,
                    record.rules_version,
                    kind.rules_version()
                ),
            ),
            _ => {}
        }
    }
    Ok(found)
}

/// Logs each open game stored by other rules (see [`other_rules`]).
pub async fn warn_other_rules(table: &super::Table) -> anyhow::Result<()> {
    for line in other_rules(&table.store).await? {
        tracing::warn!("{line}");
    }
    Ok(())
}
