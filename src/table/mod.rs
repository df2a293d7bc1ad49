//! The table service: one entry point every front end calls. An invocation (who, where, the
//! command with its options) goes in; the posts to make come out. It finds the game, checks the
//! seat, applies the action, stores it, and draws the board.
//!
//! Text mentions use Discord's syntax (`<@user>`, `<#channel>`) both ways: front ends hand in
//! option values in that form and render it in their own way (the script runner turns it back
//! into `@name`).

mod command;
mod festivals;
mod indonesia;
mod lobby;
mod replay;
mod session;
mod suggest;

pub use command::{Command, mention_channel, mention_user, parse_channel, parse_user};
pub use festivals::{command_for as festivals_command, picture as festivals_picture};
pub use indonesia::{command_for as indonesia_command, picture as indonesia_picture};
pub use suggest::{MAX_SUGGESTIONS, Suggestion};

use crate::store::{Store, WriteError};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// Where a command was typed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    Channel(i64),
    /// A direct message with the bot.
    Dm,
}

/// One command from one user.
#[derive(Debug, Clone)]
pub struct Invocation {
    pub user_id: i64,
    /// The name shown on pictures when this user takes a seat.
    pub user_name: String,
    pub place: Place,
    /// The channel's name, when known (kept with a new game, for texts that list tables).
    pub channel_name: Option<String>,
    pub command: Command,
}

/// Who a post is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum To {
    /// A public post in a channel.
    Channel(i64),
    /// Private to one user: the reply to their own command (ephemeral or in a DM), or a DM.
    User(i64),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Image {
    pub name: String,
    pub png: Vec<u8>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Post {
    pub to: To,
    pub text: String,
    pub images: Vec<Image>,
}

impl Post {
    pub fn text(to: To, text: impl Into<String>) -> Post {
        Post {
            to,
            text: text.into(),
            images: Vec::new(),
        }
    }
}

/// A refusal: a message for the invoking user only. Nothing was changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal(pub String);

impl<T: Into<String>> From<T> for Refusal {
    fn from(s: T) -> Refusal {
        Refusal(s.into())
    }
}

/// Why a command changed nothing.
#[derive(Debug)]
pub(super) enum Failure {
    /// Bad input, or a rule forbids it: said to the invoking user only.
    Refused(Refusal),
    /// Something broke on our side: logged; the user gets an apology, never the details.
    Internal(anyhow::Error),
}

impl From<Refusal> for Failure {
    fn from(r: Refusal) -> Failure {
        Failure::Refused(r)
    }
}

impl From<anyhow::Error> for Failure {
    fn from(e: anyhow::Error) -> Failure {
        Failure::Internal(e)
    }
}

impl From<serde_json::Error> for Failure {
    fn from(e: serde_json::Error) -> Failure {
        Failure::Internal(e.into())
    }
}

impl From<WriteError> for Failure {
    fn from(e: WriteError) -> Failure {
        match e {
            // Only another process can get in between (commands for one channel are locked).
            WriteError::Conflict => Failure::Refused(Refusal::from(
                "Another command changed this game at the same moment, so yours was not applied. Please send it again.",
            )),
            WriteError::Other(e) => Failure::Internal(e),
        }
    }
}

/// What a command handler gives back: the posts to make, or why nothing changed.
type Outcome<T = Vec<Post>> = Result<T, Failure>;

/// Refuses a command with a message for the user.
fn refuse<T>(message: impl Into<String>) -> Outcome<T> {
    Err(Failure::Refused(Refusal(message.into())))
}

const APOLOGY: &str = "Sorry, something went wrong on our side and nothing was changed. Please try again; if it keeps happening, tell the server's admins.";

/// The table service. Cheap to clone; clones share the store and the per-channel locks.
#[derive(Clone)]
pub struct Table {
    store: Store,
    /// Commands for one channel's game run one at a time; each channel has its own lock.
    locks: Arc<Mutex<HashMap<i64, Arc<tokio::sync::Mutex<()>>>>>,
}

impl Table {
    pub fn new(store: Store) -> Table {
        Table {
            store,
            locks: Arc::default(),
        }
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    /// Handles one invocation. Never panics on bad input; an internal failure, or a panic in
    /// the command, becomes an apology to the user (and a log line), never its text.
    pub async fn handle(&self, inv: &Invocation) -> Vec<Post> {
        let reply_to = To::User(inv.user_id);
        // A task of its own, so that a panic inside the command is caught here.
        let (table, task_inv) = (self.clone(), inv.clone());
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
            ["festivals", sub] => festivals::command(self, inv, sub).await,
            ["indonesia", sub] => indonesia::command(self, inv, sub).await,
            [] => {
                refuse("Empty command: try /game new game:festivals or /game new game:indonesia.")
            }
            [top, ..] => refuse(format!(
                "Unknown command `/{}`. Commands start with /game, /festivals or /indonesia.",
                top
            )),
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
            let views = match lobby::Kind::of(game)? {
                lobby::Kind::Festivals => {
                    replay::views::<crate::games::festivals::Game>(self, game).await?
                }
                lobby::Kind::Indonesia => {
                    replay::views::<crate::games::indonesia::Game>(self, game).await?
                }
            };
            dump["public"] = views.0;
            dump["private"] = views.1;
        }
        Ok(dump)
    }

    /// Holding the lock of `channel_id`'s game.
    async fn lock(&self, channel_id: i64) -> tokio::sync::OwnedMutexGuard<()> {
        let lock = {
            let mut locks = self
                .locks
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner());
            locks.entry(channel_id).or_default().clone()
        };
        lock.lock_owned().await
    }
}
