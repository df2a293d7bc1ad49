//! The Discord front end: poise slash commands and the serenity outbox. A thin translation:
//! a slash command becomes an [`Invocation`](crate::table::Invocation) for the table service,
//! and the table's posts become the interaction's response, its follow-ups and outbox messages
//! ([`respond`]).
//!
//! - [`commands`]: the slash commands, built from the table's description of every command
//!   (`/game ...` and one group per game), allowed in guild channels and in DMs with the bot,
//!   and run: their options read ([`options`]) and handed to the table.
//! - [`limits`]: Discord's rules for the command tree, checked before registering.
//! - [`caller`]: who invoked an interaction, and where, as the table's invocation.
//! - [`answer`]: hands an invocation to the table and answers the interaction in time.
//! - [`events`]: the gateway events poise leaves to us: pressed buttons, picked menus, forms.
//! - [`errors`]: what a user is told when a command fails.
//! - [`permissions`]: what the bot lacks where `/game new` is typed.
//! - [`respond`]: which post answers the interaction and which go elsewhere.
//! - [`outbox`]: channel messages with the board picture and DMs, retried, with the closed-DM
//!   fallback.
//! - [`rest`]: every request the bot makes itself (the outbox's, the interactions' answers),
//!   through one [`limiter`] that honours Discord's rate limits.
//! - [`config`]: where the bot runs; [`serve`]: the bot itself (`nusantara serve`), until
//!   [`shutdown`].

mod answer;
pub mod body;
mod caller;
pub mod commands;
mod config;
pub mod connection;
pub mod env_file;
mod errors;
mod events;
pub mod limiter;
pub mod limits;
pub mod logs;
mod options;
pub mod outbox;
mod permissions;
pub mod respond;
pub mod rest;
mod serve;
mod shutdown;
mod threads;

pub use answer::{created_ms, defer_in};
pub use config::{ServeConfig, Shards};
pub use serve::serve;
pub use shutdown::shutdown_signal;

use crate::table::Table;
use outbox::{Outbox, RetryPolicy};
use poise::serenity_prelude as serenity;
use std::sync::Arc;
use std::time::Duration;

/// What every command can reach.
#[derive(Clone)]
pub struct Data {
    pub table: Table,
    pub outbox: Arc<Outbox>,
    /// Held (shared) by every command while it runs; shutdown takes it exclusively, so it
    /// waits for the commands in flight.
    pub in_flight: Arc<tokio::sync::RwLock<()>>,
    /// A command still working this long after Discord made the interaction is deferred
    /// (Discord's deadline is 3 seconds). Zero (tests): deferred as soon as it is accepted and
    /// its answer shows the board (a picture to draw).
    pub defer_after: Duration,
}

pub type Error = anyhow::Error;
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// Discord answers a slow command only if told within 3 seconds; this leaves room for latency.
pub const DEFER_AFTER: Duration = Duration::from_millis(2000);

/// How long shutdown waits for the commands in flight.
pub const SHUTDOWN_GRACE: Duration = Duration::from_secs(20);

/// How long shutdown waits for serenity to close the gateway connection. With no shard
/// connected (Discord unreachable) serenity never answers, so the client is then dropped.
pub const CLOSE_GRACE: Duration = Duration::from_secs(5);

/// Every slash command, as poise routes them.
pub fn commands() -> Vec<poise::Command<Data, Error>> {
    commands::commands()
}

/// The command tree exactly as it is sent to Discord when registering (a JSON array).
pub fn command_tree_json() -> serde_json::Value {
    serde_json::to_value(commands::registration()).expect("command builders serialise")
}

/// Each top-level command (`/game`) with its size as Discord counts it.
pub fn command_sizes() -> Vec<(String, usize)> {
    let tree = command_tree_json();
    tree.as_array()
        .map(|commands| {
            commands
                .iter()
                .map(|c| {
                    let name = c["name"].as_str().unwrap_or_default();
                    (format!("/{name}"), limits::characters(c))
                })
                .collect()
        })
        .unwrap_or_default()
}

pub fn framework_options() -> poise::FrameworkOptions<Data, Error> {
    poise::FrameworkOptions {
        commands: commands(),
        on_error: |error| Box::pin(errors::on_error(error)),
        // Buttons and menus arrive as component interactions, which poise leaves to us.
        event_handler: |framework, event| Box::pin(events::on_event(framework, event)),
        // No owner-only commands, so no need to ask Discord who owns the application.
        initialize_owners: false,
        ..Default::default()
    }
}

/// serenity's HTTP client, pointed at `proxy` when given (its rate limiter is then off, as the
/// proxy option requires; the bot's own requests go through [`rest::Rest`] and its limiter,
/// never through serenity's, so that changes nothing of theirs). Each request may take
/// [`outbox::RetryPolicy::default`]'s timeout; see [`http_client_with`].
pub fn http_client(token: &str, proxy: Option<&str>) -> serenity::Http {
    http_client_with(token, proxy, RetryPolicy::default().timeout)
}

/// serenity's HTTP client with a time limit on each request: from sending it to the end of
/// Discord's answer. The time a request waits in serenity's rate-limit queue, before it is
/// sent, is not counted.
pub fn http_client_with(token: &str, proxy: Option<&str>, timeout: Duration) -> serenity::Http {
    let builder = serenity::HttpBuilder::new(token).client(reqwest_client(timeout));
    match proxy {
        Some(p) => builder.proxy(p).ratelimiter_disabled(true).build(),
        None => builder.build(),
    }
}

/// The HTTP client of serenity and of the outbox: rustls, and `timeout` on each request.
pub(crate) fn reqwest_client(timeout: Duration) -> reqwest::Client {
    reqwest::Client::builder()
        .use_rustls_tls()
        .timeout(timeout)
        .connect_timeout(timeout)
        .build()
        .unwrap_or_else(|e| {
            tracing::error!(error = %e, "cannot build the HTTP client with a timeout; using a default one");
            reqwest::Client::new()
        })
}
