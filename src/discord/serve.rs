//! The bot itself (`nusantara serve`): checks, connects, registers the commands, serves, and
//! keeps the sweeps (deadlines, undelivered posts) and the bots' pace running.

use super::config::ServeConfig;
use super::outbox::Outbox;
use super::rest::Rest;
use super::threads;
use super::{
    CLOSE_GRACE, Data, SHUTDOWN_GRACE, command_tree_json, commands, connection, framework_options,
    http_client_with, limits,
};
use crate::store::Store;
use crate::table::Table;
use poise::serenity_prelude as serenity;
use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

/// Runs the bot until `shutdown` completes: checks the slash commands against Discord's rules
/// ([`limits`]) and the games' shared options for clashes, opens the database (running its migrations), waits until Discord can be reached
/// ([`connection::reach`]), connects to the gateway, registers the slash commands globally once
/// connected, and serves. On shutdown it closes the gateway connection (up to [`CLOSE_GRACE`])
/// and waits (up to [`SHUTDOWN_GRACE`]) for the commands in flight. A token Discord refuses ends
/// it with [`connection::TokenRefused`]; a command tree that breaks a rule, or that Discord
/// refuses, is an error too: a bot without commands is useless.
pub async fn serve(
    config: ServeConfig,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    use anyhow::Context as _;
    let problems = limits::problems(&command_tree_json());
    if !problems.is_empty() {
        anyhow::bail!(
            "the slash commands break Discord's rules, so Discord would refuse every one of them: {}",
            problems.join("; ")
        );
    }
    let clashes = crate::table::option_clashes();
    if !clashes.is_empty() {
        anyhow::bail!(
            "two games read an option of one shared command in two ways: {}",
            clashes.join("; ")
        );
    }
    let store = Store::open_for(&config.database_url, crate::store::Access::Serve).await?;
    let table = Table::new(store);
    crate::table::registry::warn_other_rules(&table).await?;
    let sweep_every = config.sweep_every;
    let in_flight = Arc::new(tokio::sync::RwLock::new(()));
    let http = http_client_with(
        &config.token,
        config.api_proxy.as_deref(),
        config.retry.timeout,
    );
    // The one sender of the bot's own requests (outbox, answers), with the one rate limiter.
    let rest = Arc::new(Rest::new(
        &config.token,
        config.api_proxy.as_deref(),
        config.retry.timeout,
    ));
    let mut shutdown = Box::pin(shutdown);
    let Some(recommended) = connection::reach(&http, &mut shutdown).await? else {
        tracing::info!("shutting down before Discord was reached");
        return Ok(());
    };
    let (defer_after, retry) = (config.defer_after, config.retry);
    let setup_in_flight = in_flight.clone();
    // Set when Discord refuses the slash commands: the bot would have none, so it stops.
    let refused = Arc::new(std::sync::Mutex::new(None::<String>));
    let stop = Arc::new(tokio::sync::Notify::new());
    let (setup_refused, setup_stop) = (refused.clone(), stop.clone());
    let framework = poise::Framework::builder()
        .options(framework_options())
        .setup(move |ctx, ready, _framework| {
            Box::pin(async move {
                tracing::info!(user = %ready.user.name, guilds = ready.guilds.len(), "connected to Discord");
                // The same builders `nusantara commands` prints.
                match serenity::Command::set_global_commands(ctx, commands::registration()).await
                {
                    Ok(registered) => tracing::info!(count = registered.len(), "slash commands registered globally"),
                    Err(e) => {
                        // serenity's text of the error carries Discord's message and the
                        // path of each refused field.
                        let reason = format!("Discord refused the slash commands, so the bot would have none: {e}");
                        if let Ok(mut r) = setup_refused.lock() {
                            *r = Some(reason.clone());
                        }
                        setup_stop.notify_one();
                        return Err(anyhow::anyhow!(reason));
                    }
                }
                rest.set_application(ready.application.id.get());
                let outbox = Arc::new(Outbox::with_rest(rest, retry).with_table(table.clone()));
                tokio::spawn(sweep(table.clone(), outbox.clone(), sweep_every));
                tokio::spawn(pace_bots(table.clone(), outbox.clone()));
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
    let running = async {
        match config.shards {
            Some(s) => {
                tracing::info!(
                    first = s.first,
                    last = s.last,
                    total = s.total,
                    "serving a range of shards"
                );
                if s.total < recommended {
                    tracing::warn!(
                        total = s.total,
                        recommended,
                        "Discord recommends more shards than --total-shards: past 2,500 servers a shard it finds overloaded is refused (close code 4011)"
                    );
                }
                client.start_shard_range(s.first..s.last, s.total).await
            }
            // Every shard Discord recommends (serenity asks `/gateway/bot` again and starts
            // them one after the other, 5 seconds apart): one process serves the whole bot
            // however many servers it is in; Discord refuses a single shard from 2,500 on.
            None => {
                tracing::info!(
                    shards = recommended,
                    "serving every shard Discord recommends"
                );
                client.start_autosharded().await
            }
        }
    };
    tokio::pin!(running);
    let ended = tokio::select! {
        ended = &mut running => ended,
        () = &mut shutdown => {
            tracing::info!("shutting down: closing the gateway connection");
            shard_manager.shutdown_all().await;
            tokio::time::timeout(CLOSE_GRACE, &mut running).await.unwrap_or(Ok(()))
        }
        () = stop.notified() => {
            shard_manager.shutdown_all().await;
            tokio::time::timeout(CLOSE_GRACE, &mut running).await.unwrap_or(Ok(()))
        }
    };
    match ended {
        Err(serenity::Error::Gateway(serenity::GatewayError::InvalidAuthentication)) => {
            return Err(connection::TokenRefused::by_gateway().into());
        }
        ended => ended.context("the connection to Discord failed")?,
    }
    if let Some(reason) = refused.lock().ok().and_then(|r| r.clone()) {
        anyhow::bail!(reason);
    }
    match tokio::time::timeout(SHUTDOWN_GRACE, in_flight.write()).await {
        Ok(_) => tracing::info!("all commands finished; bye"),
        Err(_) => tracing::warn!("gave up waiting for the commands in flight"),
    }
    Ok(())
}

/// Keeps this process's heartbeat, runs the tables' deadlines (reminders and defaults),
/// delivers the stored posts no live process holds, and keeps the threads of running games
/// open ([`threads`]): at once on start (what a crash or a restart left), then every `every`.
async fn sweep(table: Table, outbox: Arc<Outbox>, every: Duration) {
    let store = table.store().clone();
    let mut threads = threads::Keeper::default();
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
        threads.keep_open(&table, &outbox).await;
        tokio::time::sleep(every).await;
    }
}

/// Plays the bot moves that are due, every second: a bot seat moves once the game has been
/// still for [`crate::table::play::BOT_PACE_SECONDS`], so its moves reach the channel one at a
/// time (the sweep's tick plays them too, only less often).
async fn pace_bots(table: Table, outbox: Arc<Outbox>) {
    loop {
        let posts = table.play_bots(crate::store::now()).await;
        outbox.deliver_all(&posts, None).await;
        tokio::time::sleep(Duration::from_secs(1)).await;
    }
}
