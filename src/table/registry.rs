//! Every game the bot hosts: one line per game, in [`games!`]. The lobby, the Discord command
//! tree, the script runner and help take what they need from [`GAMES`]; the tools above the
//! table (self-play, examples, benchmarks) make their own list from the same lines.

use super::game_type::GameType;

/// The games' registry entries, in the order they are listed to players: one line per game. Each
/// list made from it reads the entries as the trait it needs ([`GameType`] here, the tools' own
/// trait above the table), so the table never names the tools and a new game is still one line.
macro_rules! games {
    () => {
        &[
            &$crate::table::Entry::<$crate::table::festivals::Festivals>::NEW,
            &$crate::table::Entry::<$crate::table::indonesia::Indonesia>::NEW,
            &$crate::table::Entry::<$crate::table::indies::Indies>::NEW,
        ]
    };
}
pub(crate) use games;

/// The games the table serves.
pub static GAMES: &[&dyn GameType] = games!();

/// The game with this key (as typed in `/game new game:<key>`, any case).
pub fn find(key: &str) -> Option<&'static dyn GameType> {
    let key = key.trim();
    GAMES
        .iter()
        .copied()
        .find(|game| game.key().eq_ignore_ascii_case(key))
}

/// Every game's key, e.g. for "Games: festivals, indonesia".
pub fn keys() -> Vec<&'static str> {
    GAMES.iter().map(|game| game.key()).collect()
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
        match find(&record.game) {
            Some(game) if open && game.rules_version() != record.rules_version => found.push(
                format!(
                    "game {} in channel {} ({}) was stored by rules version {}; this program plays version {}: it is refused until a build with those rules serves it",
                    record.id,
                    record.channel_id,
                    record.game,
                    record.rules_version,
                    game.rules_version()
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
