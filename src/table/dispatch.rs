//! The table service's entry point: an invocation in, posts out. `/game` goes to the lobby; a
//! game's own group goes to that game, found through the registry.

use super::command::{mention_channel, mention_user};
use super::lobby;
use super::post::{APOLOGY, Failure, Invocation, Outcome, Post, Refusal, To, refuse};
use super::registry::{self, GAMES};
use super::service::Table;
use super::session::{Need, kind_of, open_hint};
use super::spec::{and_list, or_list};

impl Table {
    /// Handles one invocation. Never panics on bad input; an internal failure, or a panic in
    /// the command, becomes an apology to the user (and a log line), never its text.
    pub async fn handle(&self, inv: &Invocation) -> Vec<Post> {
        let reply_to = To::User(inv.user_id);
        // A task of its own, so that a panic inside the command is caught here.
        let task_inv = match inv.bounded() {
            Ok(inv) => inv,
            Err(Refusal(text)) => return vec![Post::text(reply_to, text)],
        };
        let table = self.clone();
        let outcome = tokio::spawn(async move { table.dispatch(&task_inv).await }).await;
        match outcome {
            Ok(Ok(posts)) => posts,
            Ok(Err(Failure::Refused(Refusal(text)))) => vec![Post::text(reply_to, text)],
            Ok(Err(Failure::Internal(e))) => {
                tracing::error!(error = ?e, command = %inv.command.name(), "command failed");
                vec![Post::text(reply_to, APOLOGY)]
            }
            Err(e) => {
                tracing::error!(error = %e, command = %inv.command.name(), "command panicked");
                vec![Post::text(reply_to, APOLOGY)]
            }
        }
    }

    async fn dispatch(&self, inv: &Invocation) -> Outcome {
        let path: Vec<&str> = inv.command.path.iter().map(String::as_str).collect();
        match path.as_slice() {
            ["game", sub] => lobby::game_command(self, inv, sub).await,
            [top, sub] if registry::find(top).is_some() => {
                let kind = registry::find(top).expect("found above");
                let Some(spec) = kind.command(sub) else {
                    let names: Vec<&str> = kind.group().commands.iter().map(|c| c.name).collect();
                    return refuse(format!(
                        "Unknown command `/{} {sub}`. The /{} commands are {}.",
                        kind.key(),
                        kind.key(),
                        and_list(&names)
                    ));
                };
                inv.command.check_options(&spec.option_names())?;
                let record = self.locate(inv, Need::Active).await?;
                kind.act(self, inv, record, sub).await
            }
            [] => refuse(format!("Empty command: try {}.", open_hint())),
            [top, ..] => {
                let groups: Vec<String> = std::iter::once("/game".to_string())
                    .chain(GAMES.iter().map(|k| format!("/{}", k.key())))
                    .collect();
                refuse(format!(
                    "Unknown command `/{top}`. Commands start with {}.",
                    or_list(&groups)
                ))
            }
        }
    }

    /// A game's public view and every seat's private view, as JSON (the script runner's `--dump`).
    pub async fn dump(&self, game: &crate::store::GameRecord) -> anyhow::Result<serde_json::Value> {
        let mut dump = serde_json::json!({
            "game": game.id,
            "channel": mention_channel(game.channel_id),
            "kind": game.kind,
            "status": game.status.as_str(),
            "seats": game.seats.iter().map(|s| mention_user(s.user_id)).collect::<Vec<_>>(),
        });
        if game.setup.is_some() {
            let (public, private) = kind_of(game)?.views(self, game).await?;
            dump["public"] = public;
            dump["private"] = private;
        }
        Ok(dump)
    }
}
