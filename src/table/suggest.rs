//! Suggestions for a half-typed command (Discord's autocomplete): the islands a traveller can
//! reach now, the ticket colours in a player's hand, the orders of a tie, the tables a user
//! sits at. Read-only: it
//! takes no lock and changes nothing, and any failure just means no suggestions.

use super::command::mention_channel;
use super::post::{Failure, Invocation, first_chars};
use super::registry;
use super::service::Table;
use super::session::{Need, game_type_of, locate};
use crate::store::Status;

/// At most this many suggestions (Discord shows 25).
pub const MAX_SUGGESTIONS: usize = 25;

/// Discord takes names and values of at most this many characters.
pub const MAX_CHOICE_CHARS: usize = 100;

/// One suggestion: what the user sees, and the option value it puts in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Suggestion {
    pub name: String,
    pub value: String,
}

/// The answer to [`Table::suggest`]: a failure to find any is logged and means none.
pub(super) async fn suggest(table: &Table, inv: &Invocation, focused: &str) -> Vec<Suggestion> {
    match try_suggest(table, inv, focused).await {
        Ok(mut list) => {
            let typed = inv
                .command
                .option(focused)
                .unwrap_or("")
                .trim()
                .to_lowercase();
            if !typed.is_empty() {
                list.retain(|s| {
                    s.name.to_lowercase().contains(&typed)
                        || s.value.to_lowercase().contains(&typed)
                });
            }
            // A value longer than Discord takes could not be sent back whole.
            list.retain(|s| s.value.chars().count() <= MAX_CHOICE_CHARS);
            list.truncate(MAX_SUGGESTIONS);
            for s in &mut list {
                s.name = first_chars(&s.name, MAX_CHOICE_CHARS).to_string();
            }
            list
        }
        Err(e) => {
            tracing::debug!(error = ?e, "no suggestions");
            Vec::new()
        }
    }
}

async fn try_suggest(
    table: &Table,
    inv: &Invocation,
    focused: &str,
) -> anyhow::Result<Vec<Suggestion>> {
    if focused == "table" {
        let games = table.store.open_games_of(inv.user_id).await?;
        return Ok(games
            .iter()
            .map(|g| {
                let names: Vec<&str> = g.seats.iter().map(|s| s.name.as_str()).collect();
                let state = match g.status {
                    Status::Forming => "seating players",
                    _ => "in progress",
                };
                let title = game_type_of(g).map_or("A game", |k| k.title());
                Suggestion {
                    name: format!("{title} with {} ({state})", names.join(", ")),
                    value: mention_channel(g.channel_id),
                }
            })
            .collect());
    }
    let path: Vec<&str> = inv.command.path.iter().map(String::as_str).collect();
    let (Some(game_type), Some(sub)) = (path.first().and_then(|k| registry::find(k)), path.get(1))
    else {
        return Ok(Vec::new());
    };
    let record = match locate(table, inv, Need::Active).await {
        Ok(record) => record,
        // Nothing to suggest where the command would be refused anyway.
        Err(Failure::Refused(_)) => return Ok(Vec::new()),
        Err(Failure::Internal(e)) => return Err(e),
        Err(Failure::Conflict | Failure::Duplicate) => return Ok(Vec::new()),
    };
    if record.game != game_type.key() {
        return Ok(Vec::new());
    }
    let Some(seat) = record.seat_of(inv.user_id) else {
        return Ok(Vec::new());
    };
    let values = game_type
        .suggest(table, &record, seat, &inv.command, sub, focused)
        .await?;
    Ok(values
        .into_iter()
        .map(|(name, value)| Suggestion { name, value })
        .collect())
}
