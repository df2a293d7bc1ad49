//! The Discord front end: poise slash commands and the serenity outbox. A thin translation:
//! a slash command becomes an [`Invocation`] for the table service, and the table's posts
//! become the interaction's response, its follow-ups and outbox messages ([`respond`]).
//!
//! - [`commands`]: the slash commands, built from the table's description of every command
//!   (`/game ...` and one group per game), allowed in guild channels and in DMs with the bot.
//! - [`limits`]: Discord's rules for the command tree, checked before registering.
//! - [`respond`]: which post answers the interaction and which go elsewhere.
//! - [`outbox`]: channel messages with the board picture and DMs, retried, with the closed-DM
//!   fallback.
//! - [`serve`]: the bot itself (`nusantara serve`).

pub mod commands;
pub mod connection;
pub mod env_file;
pub mod limits;
pub mod logs;
pub mod outbox;
pub mod respond;

use crate::store::Store;
use crate::table::components::{Pressed, Scope};
use crate::table::{Command, Invocation, Place, Table, To, Watch, mention_channel, mention_user};
use outbox::{Outbox, RetryPolicy};
use poise::serenity_prelude as serenity;
use respond::{Answer, Target};
use std::future::Future;
use std::sync::Arc;
use std::sync::atomic::Ordering;
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

const APOLOGY: &str = "Sorry, something went wrong on our side. Please try again; if it keeps happening, tell the server's admins.";

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
        on_error: |error| Box::pin(on_error(error)),
        // Buttons and menus arrive as component interactions, which poise leaves to us.
        event_handler: |framework, event| Box::pin(on_event(framework, event)),
        // No owner-only commands, so no need to ask Discord who owns the application.
        initialize_owners: false,
        ..Default::default()
    }
}

async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    use poise::FrameworkError as F;
    match error {
        F::Setup { error, .. } => tracing::error!("{error:#}"),
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

/// Who invoked an interaction, and where: what a slash command and a pressed button share.
struct Caller<'a> {
    id: serenity::InteractionId,
    user: &'a serenity::User,
    member: Option<&'a serenity::Member>,
    guild: Option<serenity::GuildId>,
    channel_id: serenity::ChannelId,
    channel: Option<&'a serenity::PartialChannel>,
}

impl<'a> Caller<'a> {
    fn of_command(i: &'a serenity::CommandInteraction) -> Caller<'a> {
        Caller {
            id: i.id,
            user: &i.user,
            member: i.member.as_deref(),
            guild: i.guild_id,
            channel_id: i.channel_id,
            channel: i.channel.as_ref(),
        }
    }

    fn of_modal(i: &'a serenity::ModalInteraction) -> Caller<'a> {
        Caller {
            id: i.id,
            user: &i.user,
            member: i.member.as_ref(),
            guild: i.guild_id,
            channel_id: i.channel_id,
            channel: i.channel.as_ref(),
        }
    }

    fn of_component(i: &'a serenity::ComponentInteraction) -> Caller<'a> {
        Caller {
            id: i.id,
            user: &i.user,
            member: i.member.as_ref(),
            guild: i.guild_id,
            channel_id: i.channel_id,
            channel: i.channel.as_ref(),
        }
    }

    /// Where the interaction happened: a guild channel, or a DM with the bot.
    fn place(&self) -> Place {
        match self.guild {
            Some(_) => Place::Channel(self.channel_id.get() as i64),
            None => Place::Dm,
        }
    }

    /// The name shown on pictures: the server nickname, else the display name, else the
    /// username.
    fn name(&self) -> String {
        self.member
            .and_then(|m| m.nick.clone())
            .or_else(|| self.user.global_name.clone())
            .unwrap_or_else(|| self.user.name.clone())
    }

    fn invocation(&self, command: Command) -> Invocation {
        Invocation {
            user_id: self.user.id.get() as i64,
            user_name: self.name(),
            place: self.place(),
            guild: self.guild.map(|g| g.get() as i64),
            manages_server: self
                .member
                .and_then(|m| m.permissions)
                .is_some_and(|p| p.manage_guild()),
            channel_name: self.channel.and_then(|c| c.name.clone()),
            command,
            origin: Some(self.id.get().to_string()),
        }
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

/// Discord's epoch (2015-01-01) in unix milliseconds: a snowflake's timestamp counts from it.
const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;

/// When Discord made the interaction with this id (a snowflake), in unix milliseconds.
pub fn created_ms(id: u64) -> u64 {
    (id >> 22) + DISCORD_EPOCH_MS
}

/// When to defer an interaction: `after` from its creation (its id's timestamp), so that the
/// time it spent reaching the bot counts. Never before now; a clock behind Discord's counts as
/// no time spent.
pub fn defer_at(id: u64, after: Duration) -> tokio::time::Instant {
    let now_ms = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as u64)
        .unwrap_or(0);
    let age = Duration::from_millis(now_ms.saturating_sub(created_ms(id)));
    tokio::time::Instant::now() + after.saturating_sub(age)
}

/// Runs one slash command: the table validates and applies it, then the posts go out.
pub(crate) async fn run(
    actx: poise::ApplicationContext<'_, Data, Error>,
    leaf: commands::Leaf,
) -> Result<(), Error> {
    let data = actx.data();
    let _in_flight = data.in_flight.read().await;
    let (options, _) = options_of(&leaf, actx.args);
    let interaction = actx.interaction;
    let caller = Caller::of_command(interaction);
    let inv = caller.invocation(Command {
        path: leaf.path(),
        options,
    });
    let http = &actx.serenity_context().http;
    tracing::debug!(user = inv.user_id, command = %inv.command.name(), "command");
    // From here on this function answers (poise's error handler then sends follow-ups).
    actx.has_sent_initial_response.store(true, Ordering::SeqCst);
    let target = Target {
        id: interaction.id,
        token: &interaction.token,
    };
    if leaf.path() == ["game", "new"]
        && let Some(text) = permissions::lacking(interaction)
    {
        let reply = serenity::CreateInteractionResponse::Message(
            serenity::CreateInteractionResponseMessage::new()
                .content(text)
                .ephemeral(true),
        );
        use serenity::Builder as _;
        if let Err(e) = reply.execute(http, (target.id, target.token)).await {
            tracing::warn!(error = %e, "could not say which permissions are missing");
        }
        return Ok(());
    }
    answer_invocation(data, http, target, inv, leaf.spec.secret).await;
    Ok(())
}

/// Hands an invocation to the table and answers the interaction with its posts. The answer is
/// awaited until [`defer_at`]; only then is the interaction deferred, and with the visibility
/// the command's checks decided: publicly when the command was accepted and its public answer
/// shows the board, privately otherwise (so a refusal is private from the start). The board
/// pictures are drawn after the answer's text is sent ([`respond::Answer`]).
/// The posting order of the channels the command changed is held until its posts are out.
async fn answer_invocation(
    data: &Data,
    http: &serenity::Http,
    target: Target<'_>,
    inv: Invocation,
    secret: bool,
) {
    let watch = Watch::new();
    let mut drawing = watch.drawing();
    let channel = match inv.place {
        Place::Channel(c) => Some(c),
        Place::Dm => None,
    };
    // The deferral's ephemeral flag: private in a channel unless the public answer is known
    // to be coming (a DM has only plain replies).
    let private_unless = |to: Option<To>| match (channel, to) {
        (Some(c), Some(To::Channel(d))) => c != d || secret,
        (Some(_), _) => true,
        (None, _) => false,
    };
    let handled = data.table.handle_watched(&inv, watch.clone());
    tokio::pin!(handled);
    let early = if data.defer_after.is_zero() {
        tokio::select! {
            biased;
            posts = &mut handled => Ok(posts),
            seen = drawing.wait_for(Option::is_some) => Err(private_unless(seen.ok().and_then(|to| *to))),
        }
    } else {
        tokio::select! {
            biased;
            posts = &mut handled => Ok(posts),
            _ = tokio::time::sleep_until(defer_at(target.id.get(), data.defer_after)) => Err(private_unless(*drawing.borrow())),
        }
    };
    let (posts, deferred) = match early {
        Ok(posts) => (posts, None),
        Err(ephemeral) => match respond::defer(http, target, ephemeral).await {
            Ok(()) => (handled.await, Some(ephemeral)),
            Err(e) => {
                tracing::warn!(error = %e, "could not defer");
                (handled.await, None)
            }
        },
    };
    let routed = respond::route(posts, inv.user_id, inv.place, secret);
    if let Some(kind) = routed.response.refused {
        tracing::debug!(user = inv.user_id, command = %inv.command.name(), refused = %kind.word(), "refused");
    }
    Answer {
        http,
        target,
        outbox: &data.outbox,
        user: inv.user_id,
        channel,
    }
    .send(routed, deferred)
    .await;
    // Only now may the next command of these channels post.
    drop(watch);
}

/// Every gateway event poise does not handle itself: here, the buttons and menus.
async fn on_event(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    let serenity::FullEvent::InteractionCreate { interaction } = event else {
        return Ok(());
    };
    if let serenity::Interaction::Modal(modal) = interaction {
        let data = framework.user_data.clone();
        let http = framework.serenity_context.http.clone();
        let modal = modal.clone();
        let submitted = tokio::spawn(async move { submit(&data, &http, &modal).await });
        if let Err(e) = submitted.await {
            tracing::error!(error = %e, "a form's answer panicked");
        }
        return Ok(());
    }
    let serenity::Interaction::Component(component) = interaction else {
        return Ok(());
    };
    let data = framework.user_data.clone();
    let http = framework.serenity_context.http.clone();
    let (press_http, press_component) = (http.clone(), component.clone());
    // A task of its own, so that a panic here reaches the user as an apology.
    let pressed = tokio::spawn(async move { press(&data, &press_http, &press_component).await });
    if let Err(e) = pressed.await {
        tracing::error!(error = %e, "a button press panicked");
        let apology = serenity::CreateInteractionResponseMessage::new()
            .content(APOLOGY)
            .ephemeral(true);
        if component
            .create_response(&http, serenity::CreateInteractionResponse::Message(apology))
            .await
            .is_err()
        {
            let followup = serenity::CreateInteractionResponseFollowup::new()
                .content(APOLOGY)
                .ephemeral(true);
            if let Err(e) = component.create_followup(&http, followup).await {
                tracing::warn!(error = %e, "could not apologise for a failed press");
            }
        }
    }
    Ok(())
}

/// A pressed button or picked menu: the table runs the command it stands for (`press`), as if
/// typed, when the game still offers it and the presser holds its seat; else it says whose
/// turn it is, or shows the game as it is now, privately. A private offer's answers are
/// secret, like the commands it stands for.
async fn press(data: &Data, http: &serenity::Http, component: &serenity::ComponentInteraction) {
    let _in_flight = data.in_flight.read().await;
    let custom_id = &component.data.custom_id;
    let values: Vec<String> = match &component.data.kind {
        serenity::ComponentInteractionDataKind::StringSelect { values } => values.clone(),
        _ => Vec::new(),
    };
    let target = Target {
        id: component.id,
        token: &component.token,
    };
    let caller = Caller::of_component(component);
    press_back(data, http, target, caller, custom_id, &values.join(" ")).await;
}

/// Runs a press (`press id:<custom id> values:"..."`) as the caller's invocation and answers
/// it; a private offer's answers are secret, like the commands it stands for.
async fn press_back(
    data: &Data,
    http: &serenity::Http,
    target: Target<'_>,
    caller: Caller<'_>,
    custom_id: &str,
    values: &str,
) {
    let mut options = vec![("id".to_string(), custom_id.to_string())];
    if !values.trim().is_empty() {
        options.push(("values".to_string(), values.trim().to_string()));
    }
    let inv = caller.invocation(Command {
        path: vec!["press".to_string()],
        options,
    });
    tracing::debug!(user = inv.user_id, id = %custom_id, "press");
    let secret = Pressed::parse(custom_id).is_some_and(|p| p.scope == Scope::Private);
    answer_invocation(data, http, target, inv, secret).await;
}

/// A submitted number form ("Another amount…"): pressed back to the table with the number
/// typed, as `press id:<the form's id> values:<number>`.
async fn submit(data: &Data, http: &serenity::Http, modal: &serenity::ModalInteraction) {
    let _in_flight = data.in_flight.read().await;
    let custom_id = &modal.data.custom_id;
    let typed: String = modal
        .data
        .components
        .iter()
        .flat_map(|row| &row.components)
        .find_map(|c| match c {
            serenity::ActionRowComponent::InputText(input) => input.value.clone(),
            _ => None,
        })
        .unwrap_or_default();
    let target = Target {
        id: modal.id,
        token: &modal.token,
    };
    press_back(
        data,
        http,
        target,
        Caller::of_modal(modal),
        custom_id,
        &typed,
    )
    .await;
}

/// The bot's own permissions where `/game new` is typed.
mod permissions {
    use crate::games::and_list;
    use poise::serenity_prelude as serenity;

    /// What the bot lacks, named as Discord's permission settings name them: it must see the
    /// channel, post there (in a thread: post in threads) and attach the board picture.
    pub fn missing(permissions: serenity::Permissions, thread: bool) -> Vec<&'static str> {
        if permissions.administrator() {
            return Vec::new();
        }
        let mut missing = Vec::new();
        if !permissions.view_channel() {
            missing.push("View Channel");
        }
        if thread {
            if !permissions.send_messages_in_threads() {
                missing.push("Send Messages in Threads");
            }
        } else if !permissions.send_messages() {
            missing.push("Send Messages");
        }
        if !permissions.attach_files() {
            missing.push("Attach Files");
        }
        missing
    }

    /// The private answer to a `/game new` where the bot could not play, naming what it lacks
    /// (Discord sends the bot's permissions in the channel with every interaction).
    pub fn lacking(interaction: &serenity::CommandInteraction) -> Option<String> {
        interaction.guild_id?;
        let permissions = interaction.app_permissions?;
        let thread = interaction.channel.as_ref().is_some_and(|c| {
            matches!(
                c.kind,
                serenity::ChannelType::PublicThread
                    | serenity::ChannelType::PrivateThread
                    | serenity::ChannelType::NewsThread
            )
        });
        let missing = missing(permissions, thread);
        if missing.is_empty() {
            return None;
        }
        let place = if thread { "thread" } else { "channel" };
        Some(format!(
            "I cannot host a game here: in this {place} I lack the permission{} {}. A server admin can give me {} in the {place}'s settings (Permissions), then open the table again with `/game new`.",
            if missing.len() == 1 { "" } else { "s" },
            and_list(&missing),
            if missing.len() == 1 { "it" } else { "them" },
        ))
    }
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
    let inv = Caller::of_command(actx.interaction).invocation(Command {
        path: leaf.path(),
        options,
    });
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
/// proxy option requires). Each request may take [`outbox::RetryPolicy::default`]'s timeout;
/// see [`http_client_with`].
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
    let mut shutdown = Box::pin(shutdown);
    if !connection::reach(&http, &mut shutdown).await? {
        tracing::info!("shutting down before Discord was reached");
        return Ok(());
    }
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
                let outbox =
                    Arc::new(Outbox::with_policy(ctx.http.clone(), retry).with_table(table.clone()));
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
                client.start_shard_range(s.first..s.last, s.total).await
            }
            None => client.start().await,
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
