//! The Discord front end: poise slash commands and the serenity outbox. A thin translation:
//! a slash command becomes an [`Invocation`] for the table service, and the table's posts
//! become the interaction's response, its follow-ups and outbox messages ([`respond`]).
//!
//! - [`commands`]: the slash commands, built from the table's description of every command
//!   (`/game ...` and one group per game), allowed in guild channels and in DMs with the bot.
//! - [`respond`]: which post answers the interaction and which go elsewhere.
//! - [`outbox`]: channel messages with the board picture and DMs, retried, with the closed-DM
//!   fallback.
//! - [`serve`]: the bot itself (`nusantara serve`).

pub mod commands;
pub mod outbox;
pub mod respond;

use crate::store::Store;
use crate::table::{Command, Invocation, Place, Table, mention_channel, mention_user};
use outbox::{Outbox, RetryPolicy};
use poise::serenity_prelude as serenity;
use std::future::Future;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

/// What every command can reach.
pub struct Data {
    pub table: Table,
    pub outbox: Arc<Outbox>,
    /// Held (shared) by every command while it runs; shutdown takes it exclusively, so it
    /// waits for the commands in flight.
    pub in_flight: Arc<tokio::sync::RwLock<()>>,
    /// A command still working after this long is deferred (Discord's deadline is 3 seconds).
    pub defer_after: Duration,
}

pub type Error = anyhow::Error;
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// Discord answers a slow command only if told within 3 seconds; this leaves room for latency.
pub const DEFER_AFTER: Duration = Duration::from_millis(2000);

/// How long shutdown waits for the commands in flight.
pub const SHUTDOWN_GRACE: Duration = Duration::from_secs(30);

const APOLOGY: &str = "Sorry, something went wrong on our side. Please try again; if it keeps happening, tell the server's admins.";

/// Every slash command, as poise routes them.
pub fn commands() -> Vec<poise::Command<Data, Error>> {
    commands::commands()
}

/// The command tree exactly as it is sent to Discord when registering (a JSON array).
pub fn command_tree_json() -> serde_json::Value {
    serde_json::to_value(commands::registration()).expect("command builders serialise")
}

pub fn framework_options() -> poise::FrameworkOptions<Data, Error> {
    poise::FrameworkOptions {
        commands: commands(),
        on_error: |error| Box::pin(on_error(error)),
        // No owner-only commands, so no need to ask Discord who owns the application.
        initialize_owners: false,
        ..Default::default()
    }
}

async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    use poise::FrameworkError as F;
    match error {
        F::Setup { error, .. } => tracing::error!(error = ?error, "start-up failed"),
        F::Command { error, ctx, .. } => {
            tracing::error!(error = ?error, command = %ctx.command().qualified_name, "command failed");
            say_privately(ctx, APOLOGY).await;
        }
        F::CommandPanic { ctx, .. } => {
            // The panic's text is logged by the panic hook; the user only gets an apology.
            tracing::error!(command = %ctx.command().qualified_name, "command panicked");
            say_privately(ctx, APOLOGY).await;
        }
        F::ArgumentParse { error, ctx, .. } => {
            tracing::warn!(error = %error, command = %ctx.command().qualified_name, "options not understood");
            say_privately(
                ctx,
                "I could not read this command's options. Please try again, picking values from the lists Discord offers.",
            )
            .await;
        }
        other => {
            tracing::warn!("{other}");
            if let Some(ctx) = other.ctx() {
                say_privately(ctx, "That did not work. Please try again.").await;
            }
        }
    }
}

async fn say_privately(ctx: Context<'_>, text: &str) {
    let reply = poise::CreateReply::default().content(text).ephemeral(true);
    if let Err(e) = ctx.send(reply).await {
        tracing::warn!(error = %e, "could not tell the user about an error");
    }
}

/// Where an interaction happened: a guild channel, or a DM with the bot.
fn place_of(interaction: &serenity::CommandInteraction) -> Place {
    match interaction.guild_id {
        Some(_) => Place::Channel(interaction.channel_id.get() as i64),
        None => Place::Dm,
    }
}

/// The name shown on pictures: the server nickname, else the display name, else the username.
fn name_of(interaction: &serenity::CommandInteraction) -> String {
    let user = &interaction.user;
    interaction
        .member
        .as_ref()
        .and_then(|m| m.nick.clone())
        .or_else(|| user.global_name.clone())
        .unwrap_or_else(|| user.name.clone())
}

fn invocation(
    interaction: &serenity::CommandInteraction,
    path: Vec<String>,
    options: Vec<(String, String)>,
) -> Invocation {
    Invocation {
        user_id: interaction.user.id.get() as i64,
        user_name: name_of(interaction),
        place: place_of(interaction),
        guild: interaction.guild_id.map(|g| g.get() as i64),
        manages_server: interaction
            .member
            .as_ref()
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.manage_guild()),
        channel_name: interaction.channel.as_ref().and_then(|c| c.name.clone()),
        command: Command { path, options },
        origin: Some(interaction.id.get().to_string()),
    }
}

/// The options of a (sub)command interaction as the table reads them (those the command
/// registers), and the option being typed (in an autocomplete interaction).
fn options_of(
    leaf: &commands::Leaf,
    args: &[serenity::ResolvedOption<'_>],
) -> (Vec<(String, String)>, Option<String>) {
    let (all, focused) = resolved(args);
    let options = all
        .into_iter()
        .filter(|(name, _)| {
            let known = leaf.option(name).is_some();
            if !known {
                tracing::warn!(option = %name, command = %leaf.path().join(" "), "an option the command does not register");
            }
            known
        })
        .collect();
    (options, focused)
}

fn resolved(args: &[serenity::ResolvedOption<'_>]) -> (Vec<(String, String)>, Option<String>) {
    use serenity::ResolvedValue as V;
    let mut out = Vec::new();
    let mut focused = None;
    for o in args {
        let value = match &o.value {
            V::Autocomplete { value, .. } => {
                focused = Some(o.name.to_string());
                value.to_string()
            }
            V::String(s) => s.to_string(),
            V::Integer(n) => n.to_string(),
            V::Number(n) => n.to_string(),
            V::Boolean(b) => b.to_string(),
            V::User(u, _) => mention_user(u.id.get() as i64),
            V::Channel(c) => mention_channel(c.id.get() as i64),
            // The id alone is all the table needs (Discord normally sends the user too).
            V::Unresolved(serenity::Unresolved::User(id)) => mention_user(id.get() as i64),
            V::Unresolved(serenity::Unresolved::Channel(id)) => mention_channel(id.get() as i64),
            V::SubCommand(inner) | V::SubCommandGroup(inner) => {
                let (more, f) = resolved(inner);
                out.extend(more);
                focused = focused.or(f);
                continue;
            }
            _ => continue,
        };
        out.push((o.name.to_string(), value));
    }
    (out, focused)
}

/// Runs one slash command: the table validates and applies it, then the posts go out. Only
/// when the table takes long (a slow render) is the interaction deferred, and a refusal is
/// still answered privately.
pub(crate) async fn run(
    actx: poise::ApplicationContext<'_, Data, Error>,
    leaf: commands::Leaf,
) -> Result<(), Error> {
    let data = actx.data();
    let _in_flight = data.in_flight.read().await;
    let (options, _) = options_of(&leaf, actx.args);
    let inv = invocation(actx.interaction, leaf.path(), options);
    let secret = leaf.spec.secret;
    let http = &actx.serenity_context().http;
    tracing::debug!(user = inv.user_id, command = %inv.command.name(), "command");

    let handled = data.table.handle(&inv);
    tokio::pin!(handled);
    // A zero wait means "always defer" (used by tests): no race with a fast answer.
    let quick = if data.defer_after.is_zero() {
        None
    } else {
        tokio::time::timeout(data.defer_after, &mut handled)
            .await
            .ok()
    };
    let (posts, deferred) = match quick {
        Some(posts) => (posts, None),
        None => {
            let ephemeral = secret && matches!(inv.place, Place::Channel(_));
            match respond::defer(http, actx.interaction, ephemeral).await {
                Ok(()) => {
                    actx.has_sent_initial_response.store(true, Ordering::SeqCst);
                    (handled.await, Some(ephemeral))
                }
                Err(e) => {
                    tracing::warn!(error = %e, "could not defer");
                    (handled.await, None)
                }
            }
        }
    };
    let channel_hint = match inv.place {
        Place::Channel(c) => Some(c),
        Place::Dm => None,
    };
    let routed = respond::route(posts, inv.user_id, inv.place, secret);
    actx.has_sent_initial_response.store(true, Ordering::SeqCst);
    respond::answer(
        http,
        actx.interaction,
        &data.outbox,
        routed,
        deferred,
        channel_hint,
    )
    .await;
    Ok(())
}

/// Autocomplete for every option that has it: the table suggests what fits now.
pub(crate) async fn suggest(
    actx: poise::ApplicationContext<'_, Data, Error>,
    leaf: commands::Leaf,
) -> serenity::CreateAutocompleteResponse {
    let empty = serenity::CreateAutocompleteResponse::new();
    let (options, focused) = options_of(&leaf, actx.args);
    let Some(focused) = focused else {
        return empty;
    };
    let inv = invocation(actx.interaction, leaf.path(), options);
    let suggestions = actx.data().table.suggest(&inv, &focused).await;
    empty.set_choices(
        suggestions
            .into_iter()
            .map(|s| serenity::AutocompleteChoice::new(s.name, s.value))
            .collect(),
    )
}

/// Where the bot runs.
pub struct ServeConfig {
    pub token: String,
    /// A SQLite path or URL.
    pub database_url: String,
    /// Send every REST request here instead of Discord (tests: a local mock). The gateway URL
    /// is whatever that API answers.
    pub api_proxy: Option<String>,
    pub defer_after: Duration,
    pub retry: RetryPolicy,
    /// The shards this process serves, `first..=last` of `total`; all of them when None.
    pub shards: Option<Shards>,
    /// How often stored posts left undelivered (by a crash, a failed send) are looked for.
    pub sweep_every: Duration,
}

/// A range of Discord's shards.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shards {
    pub first: u32,
    pub last: u32,
    pub total: u32,
}

impl Shards {
    /// `0-3` (or `5`) of `total`.
    pub fn parse(range: &str, total: u32) -> Result<Shards, String> {
        let range = range.trim();
        let (first, last) = match range.split_once('-') {
            Some((a, b)) => (a.trim(), b.trim()),
            None => (range, range),
        };
        let (Ok(first), Ok(last)) = (first.parse::<u32>(), last.parse::<u32>()) else {
            return Err(format!(
                "`{range}` is not a shard range: write first-last, e.g. 0-3"
            ));
        };
        if first > last || last >= total {
            return Err(format!(
                "shards {first}-{last} are not within the {total} shards (0 to {})",
                total.saturating_sub(1)
            ));
        }
        Ok(Shards { first, last, total })
    }
}

impl ServeConfig {
    pub fn new(token: impl Into<String>, database_url: impl Into<String>) -> ServeConfig {
        ServeConfig {
            token: token.into(),
            database_url: database_url.into(),
            api_proxy: None,
            defer_after: DEFER_AFTER,
            retry: RetryPolicy::default(),
            shards: None,
            sweep_every: Duration::from_secs(10),
        }
    }
}

/// serenity's HTTP client, pointed at `proxy` when given (its rate limiter is then off, as the
/// proxy option requires).
pub fn http_client(token: &str, proxy: Option<&str>) -> serenity::Http {
    let builder = serenity::HttpBuilder::new(token);
    match proxy {
        Some(p) => builder.proxy(p).ratelimiter_disabled(true).build(),
        None => builder.build(),
    }
}

/// Runs the bot until `shutdown` completes: opens the database (running its migrations),
/// connects to the gateway, registers the slash commands globally once connected, and serves.
/// On shutdown it closes the gateway connection and waits (up to [`SHUTDOWN_GRACE`]) for the
/// commands in flight.
pub async fn serve(
    config: ServeConfig,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    use anyhow::Context as _;
    let store = Store::open(&config.database_url).await?;
    let table = Table::new(store.clone());
    let sweep_every = config.sweep_every;
    let in_flight = Arc::new(tokio::sync::RwLock::new(()));
    let http = http_client(&config.token, config.api_proxy.as_deref());
    let (defer_after, retry) = (config.defer_after, config.retry);
    let setup_in_flight = in_flight.clone();
    let framework = poise::Framework::builder()
        .options(framework_options())
        .setup(move |ctx, ready, _framework| {
            Box::pin(async move {
                tracing::info!(user = %ready.user.name, guilds = ready.guilds.len(), "connected to Discord");
                // The same builders `nusantara commands` prints.
                match serenity::Command::set_global_commands(ctx, commands::registration()).await
                {
                    Ok(registered) => tracing::info!(count = registered.len(), "slash commands registered globally"),
                    // Commands registered earlier still work; serve anyway.
                    Err(e) => tracing::error!(error = %e, "could not register the slash commands"),
                }
                let outbox =
                    Arc::new(Outbox::with_policy(ctx.http.clone(), retry).with_store(store.clone()));
                tokio::spawn(sweep(table.clone(), outbox.clone(), sweep_every));
                Ok(Data {
                    table,
                    outbox,
                    in_flight: setup_in_flight,
                    defer_after,
                })
            })
        })
        .build();
    // Slash commands arrive whatever the intents; GUILDS keeps the guild list current. No
    // privileged intent is used.
    let mut client = serenity::ClientBuilder::new_with_http(http, serenity::GatewayIntents::GUILDS)
        .framework(framework)
        .await
        .context("cannot set up the Discord client")?;
    let shard_manager = client.shard_manager.clone();
    tokio::spawn(async move {
        shutdown.await;
        tracing::info!("shutting down: closing the gateway connection");
        shard_manager.shutdown_all().await;
    });
    let started = match config.shards {
        Some(s) => {
            tracing::info!(
                first = s.first,
                last = s.last,
                total = s.total,
                "serving a range of shards"
            );
            client.start_shard_range(s.first..s.last, s.total).await
        }
        None => client.start().await,
    };
    started.context("the connection to Discord failed")?;
    match tokio::time::timeout(SHUTDOWN_GRACE, in_flight.write()).await {
        Ok(_) => tracing::info!("all commands finished; bye"),
        Err(_) => tracing::warn!("gave up waiting for the commands in flight"),
    }
    Ok(())
}

/// Keeps this process's heartbeat, runs the tables' deadlines (reminders and defaults), and
/// delivers the stored posts no live process holds: at once on start (what a crash or a restart
/// left), then every `every`.
async fn sweep(table: Table, outbox: Arc<Outbox>, every: Duration) {
    let store = table.store().clone();
    loop {
        let posts = table.tick(crate::store::now()).await;
        outbox.deliver_all(&posts, None).await;
        if let Err(e) = store.heartbeat().await {
            tracing::error!(error = %e, "cannot record this process's heartbeat");
        }
        match outbox.deliver_stored(25).await {
            Ok(0) => {}
            Ok(n) => tracing::info!(posts = n, "delivered stored posts left undelivered"),
            Err(e) => tracing::error!(error = %e, "cannot read the stored posts"),
        }
        tokio::time::sleep(every).await;
    }
}

/// Completes on SIGINT (Ctrl-C) or SIGTERM.
pub async fn shutdown_signal() {
    let ctrl_c = async {
        if let Err(e) = tokio::signal::ctrl_c().await {
            tracing::error!(error = %e, "cannot listen for Ctrl-C");
            std::future::pending::<()>().await;
        }
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(e) => {
                tracing::error!(error = %e, "cannot listen for SIGTERM");
                std::future::pending::<()>().await;
            }
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        _ = ctrl_c => {}
        _ = term => {}
    }
}

#[cfg(test)]
mod tests {
    use super::Shards;

    #[test]
    fn shard_ranges_are_read_and_checked() {
        assert_eq!(
            Shards::parse("0-3", 8),
            Ok(Shards {
                first: 0,
                last: 3,
                total: 8
            })
        );
        assert_eq!(Shards::parse("5", 8).map(|s| (s.first, s.last)), Ok((5, 5)));
        assert!(Shards::parse("4-8", 8).unwrap_err().contains("0 to 7"));
        assert!(Shards::parse("3-1", 8).is_err());
        assert!(Shards::parse("a-b", 8).unwrap_err().contains("first-last"));
    }
}
