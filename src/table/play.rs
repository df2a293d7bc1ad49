//! Playing any game at the table, written once: the options a table is opened with, starting,
//! rebuilding a stored game from its log, applying and committing an action, and the posts that
//! tell everyone what happened. Each game supplies only its [`TableGame`] part.

use super::command::{Command, mention_channel, mention_user};
use super::components::{Offer, Scope, rows};
use super::game::{Playable, TableGame};
use super::offers;
use super::post::{Image, Invocation, Outcome, Post, Refusal, To, refuse};
use super::seats::{is_bot, mentions, reply_place};
use super::service::Cached;
use super::service::Table;
use crate::games::{Audience, Components, Described, Rules, Seat};
use crate::store::{ActionRecord, Append, GameRecord, OutPost, Outgoing, Status};
use anyhow::{Context, Result};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::Arc;

/// What `/game new` gives the lobby: the options to store, and what a described position fixes.
pub struct Opening {
    /// Stored with the table, read back when it starts.
    pub json: String,
    /// Fixed by a described position.
    pub players: Option<u32>,
    /// Fixed by a described position.
    pub seed: Option<u64>,
}

/// The options chosen at `/game new`, as stored with the table.
#[derive(Debug, Clone, Serialize, Deserialize)]
struct Chosen<O> {
    options: O,
    /// A described position (TOML) to start from instead of a fresh deal (script runner only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    position: Option<String>,
}

/// Recorded when the game starts: everything needed to rebuild it exactly, the component data
/// included (by the hash of its text, stored once), so that editing a data file never changes a
/// stored game.
#[derive(Debug, Clone, Serialize, Deserialize)]
struct Setup<O> {
    options: O,
    players: usize,
    /// The SHA-256 of the component data's text, in the store's `components` table.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    components: Option<String>,
    /// The text itself, as games started before the table stored it once recorded it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    board: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    position: Option<String>,
}

/// A snapshot of the state is kept every this many actions: loading a game replays at most
/// this many, however long its history.
pub const SNAPSHOT_EVERY: i64 = 32;

type OptionsOf<T> = <<T as TableGame>::Rules as Rules>::Options;
type EventOf<T> = <<T as TableGame>::Rules as Rules>::Event;
type PositionOf<T> = <<T as TableGame>::Rules as Rules>::Position;

/// `/game new`'s options for game `T` (the lobby has checked their names).
pub fn open<T: Playable>(cmd: &Command) -> Result<Opening, Refusal> {
    let mut options = T::parse_options(cmd)?;
    let mut opening = Opening {
        json: String::new(),
        players: None,
        seed: None,
    };
    let position = match cmd.option("setup") {
        None => None,
        Some(text) => {
            let invalid =
                |e: crate::games::SetupError| Refusal(format!("The setup file is not valid: {e}"));
            let position = PositionOf::<T>::from_toml(text).map_err(invalid)?;
            let components = <T::Rules as Rules>::Components::standard();
            T::Rules::from_position(components, &position).map_err(invalid)?;
            options = T::with_position(options, cmd, &position)?;
            opening.players = Some(position.seats() as u32);
            opening.seed = Some(position.seed());
            Some(text.to_string())
        }
    };
    opening.json = serde_json::to_string(&Chosen { options, position })
        .map_err(|e| Refusal(format!("The options cannot be stored: {e}")))?;
    Ok(opening)
}

/// A table's options in words, e.g. "2–4 players, no typhoons".
pub fn describe<T: Playable>(options: &str) -> String {
    let seats = format!("{}–{} players", T::SEATS.start(), T::SEATS.end());
    let Ok(chosen) = serde_json::from_str::<Chosen<OptionsOf<T>>>(options) else {
        return seats;
    };
    let from = if chosen.position.is_some() {
        ", from a described position"
    } else {
        ""
    };
    format!("{seats}, {}{from}", T::describe_options(&chosen.options))
}

type ComponentsOf<T> = <<T as TableGame>::Rules as Rules>::Components;

/// The component data a setup names.
async fn components_of<T: Playable>(
    table: &Table,
    setup: &Setup<OptionsOf<T>>,
) -> Result<Arc<ComponentsOf<T>>> {
    let parse = |text: &str| {
        ComponentsOf::<T>::recorded(text)
            .map_err(|e| anyhow::anyhow!("the stored component data does not load: {e}"))
    };
    if let Some(text) = &setup.board {
        return parse(text);
    }
    let hash = setup
        .components
        .as_deref()
        .context("a setup without its component data")?;
    if let Some(found) = table.cached_components::<ComponentsOf<T>>(hash) {
        return Ok(found);
    }
    let text = table
        .store
        .components(hash)
        .await?
        .with_context(|| format!("component data {hash} is missing from the store"))?;
    let parsed = parse(&text)?;
    table.cache_components(hash, parsed.clone());
    Ok(parsed)
}

fn build<T: Playable>(
    components: Arc<ComponentsOf<T>>,
    setup: &Setup<OptionsOf<T>>,
    seed: u64,
) -> Result<(T::Rules, Vec<EventOf<T>>)> {
    match &setup.position {
        Some(text) => {
            let position =
                PositionOf::<T>::from_toml(text).context("the stored position does not load")?;
            let game = T::Rules::from_position(components, &position)
                .context("the stored position is invalid")?;
            Ok((game, Vec::new()))
        }
        None => T::Rules::setup(components, &setup.options, setup.players, seed)
            .context("the stored setup is invalid"),
    }
}

/// A stored game rebuilt from its setup and log.
pub struct Loaded<R: Rules> {
    pub game: R,
    /// Actions in the log.
    pub seq: i64,
    /// Every event so far, when asked for (the log command).
    pub events: Vec<R::Event>,
}

fn setup_of<T: Playable>(record: &GameRecord) -> Result<Setup<OptionsOf<T>>> {
    let mut value: serde_json::Value = serde_json::from_str(
        record
            .setup
            .as_deref()
            .context("an active game without a setup")?,
    )
    .context("the stored setup does not parse")?;
    T::upgrade_setup(&mut value);
    serde_json::from_value(value).context("the stored setup does not parse")
}

/// A started game as it was set up, and every action since: what its replay is drawn from.
async fn history<T: Playable>(
    table: &Table,
    record: &GameRecord,
) -> Result<(T::Rules, Vec<(Seat, <T::Rules as Rules>::Action)>)> {
    let setup = setup_of::<T>(record)?;
    let components = components_of::<T>(table, &setup).await?;
    let (start, _) = build::<T>(components, &setup, record.seed)?;
    let log = table.store.actions(record.id).await?;
    let mut actions = Vec::with_capacity(log.len());
    for entry in &log {
        let action = serde_json::from_str(&entry.action).with_context(|| {
            format!("action {} of game {} does not parse", entry.seq, record.id)
        })?;
        actions.push((entry.seat, action));
    }
    Ok((start, actions))
}

/// Applies logged actions to a game, collecting their events when asked.
fn replay<R: Rules>(
    game: &mut R,
    record: &GameRecord,
    log: &[ActionRecord],
    events: Option<&mut Vec<R::Event>>,
) -> Result<()> {
    let mut events = events;
    for entry in log {
        let action: R::Action = serde_json::from_str(&entry.action).with_context(|| {
            format!("action {} of game {} does not parse", entry.seq, record.id)
        })?;
        let more = game.apply(entry.seat, &action).map_err(|e| {
            anyhow::anyhow!(
                "action {} of game {} no longer applies: {e}",
                entry.seq,
                record.id
            )
        })?;
        if let Some(events) = events.as_deref_mut() {
            events.extend(more);
        }
    }
    Ok(())
}

/// Rebuilds a started game at the version of `record`: from this process's cache when it holds
/// that version, else from the latest snapshot and the actions after it. With `keep_events`,
/// from the setup and the whole log, keeping every event (`/game log`).
pub async fn load<T: Playable>(
    table: &Table,
    record: &GameRecord,
    keep_events: bool,
) -> Result<Loaded<T::Rules>> {
    if !keep_events
        && let Some(cached) = table.cached(record.id, record.version)
        && let Some(game) = cached.game.downcast_ref::<T::Rules>()
    {
        return Ok(Loaded {
            game: game.clone(),
            seq: cached.seq,
            events: Vec::new(),
        });
    }
    let setup = setup_of::<T>(record)?;
    let components = components_of::<T>(table, &setup).await?;
    let snapshot = if keep_events {
        None
    } else {
        table.store.snapshot(record.id).await?
    };
    let (mut game, mut events, after) = match snapshot {
        Some((seq, state)) => {
            let mut game: T::Rules = serde_json::from_str(&state)
                .with_context(|| format!("the snapshot of game {} does not parse", record.id))?;
            game.attach(components);
            (game, Vec::new(), seq)
        }
        None => {
            let (game, events) = build::<T>(components, &setup, record.seed)?;
            (game, if keep_events { events } else { Vec::new() }, 0)
        }
    };
    let log = table.store.actions_after(record.id, after).await?;
    replay(&mut game, record, &log, keep_events.then_some(&mut events))?;
    let seq = after + log.len() as i64;
    table.cache(
        record.id,
        Cached {
            version: record.version,
            seq,
            game: Arc::new(game.clone()),
        },
    );
    Ok(Loaded { game, seq, events })
}

/// The board picture of a stored game as it was after `seq` actions (a post's picture drawn
/// again, for a repeated command whose post was delivered and its picture dropped).
pub async fn picture_at<T: Playable>(
    table: &Table,
    record: &GameRecord,
    seq: i64,
) -> Result<Vec<u8>> {
    let setup = setup_of::<T>(record)?;
    let components = components_of::<T>(table, &setup).await?;
    let (mut game, _) = build::<T>(components, &setup, record.seed)?;
    let log = table.store.actions(record.id).await?;
    let upto = log.len().min(usize::try_from(seq).unwrap_or(0));
    replay(&mut game, record, &log[..upto], None)?;
    let names: Vec<&str> = record.seats.iter().map(|s| s.name.as_str()).collect();
    Ok(T::picture(&names, &game))
}

/// The command the game's bot would type now for one of the awaited seats (the load test's
/// simulated players): the seat's user and the command, or None when nobody is awaited.
pub async fn bot_command<T: Playable>(
    table: &Table,
    record: &GameRecord,
    rng: &mut crate::rng::Rng,
) -> Result<Option<(i64, Command)>> {
    let game = load::<T>(table, record, false).await?.game;
    let waiting = game.waiting_for();
    if waiting.is_empty() {
        return Ok(None);
    }
    let seat = waiting[rng.below(waiting.len())];
    let legal = game.legal(seat);
    if legal.is_empty() {
        return Ok(None);
    }
    let action = game.bot(seat, &legal, rng);
    Ok(Some((
        record.seats[seat].user_id,
        T::command_for(record, &game, seat, &action),
    )))
}

/// Whether the stored game (snapshot and the actions after it) is the game its whole log
/// replays to.
pub async fn replays_to_its_state<T: Playable>(table: &Table, record: &GameRecord) -> Result<bool> {
    let stored = load::<T>(table, record, false).await?.game;
    let replayed = load::<T>(table, record, true).await?.game;
    Ok(stored == replayed)
}

/// A game about to start: what to record with the seats, and the posts announcing it.
pub struct Started {
    pub setup: String,
    pub awaited: Vec<Seat>,
    pub posts: Vec<Post>,
}

/// Prepares the start of a forming game (the caller holds the channel's lock and records it
/// with the seats). `cmd` is `/game start`, or `None` when the last seat taken starts it.
pub async fn start<T: Playable>(
    table: &Table,
    record: &GameRecord,
    cmd: Option<&Command>,
) -> Outcome<Started> {
    let chosen: Chosen<OptionsOf<T>> =
        serde_json::from_str(&record.options).context("stored options do not parse")?;
    let players = record.seats.len();
    if let Some(position) = &chosen.position {
        let wanted = PositionOf::<T>::from_toml(position)
            .map(|p| p.seats())
            .unwrap_or(players);
        if wanted != players {
            return refuse(format!(
                "The described position needs {wanted} players; {players} are seated."
            ));
        }
    } else if players < *T::SEATS.start() {
        return refuse(format!(
            "{} needs at least {} players; {players} seated so far. Others join with `/game join`.",
            T::TITLE,
            T::SEATS.start()
        ));
    }
    let mut options = chosen.options;
    T::start_choices(record, cmd, &mut options, chosen.position.is_some())?;
    let components = ComponentsOf::<T>::standard();
    let hash = table
        .store
        .put_components(T::KEY, components.source())
        .await?;
    let setup = Setup {
        options,
        players,
        components: Some(hash),
        board: None,
        position: chosen.position,
    };
    let (game, events) = match build::<T>(components, &setup, record.seed) {
        Ok(built) => built,
        Err(e) => return refuse(format!("The game cannot start: {e:#}")),
    };
    let setup_json = serde_json::to_string(&setup)?;
    let mut record = record.clone();
    record.setup = Some(setup_json.clone());
    let intro = T::intro(&record, &game);
    Ok(Started {
        setup: setup_json,
        awaited: game.waiting_for(),
        posts: posts_for::<T>(
            table,
            &record,
            &game,
            0,
            Some(intro),
            &events,
            None,
            true,
            true,
        ),
    })
}

/// `/<key> <sub>` by the user of `inv` at the located game: checked, applied, stored with its
/// posts in one transaction, told.
pub async fn act<T: Playable>(
    table: &Table,
    inv: &Invocation,
    located: GameRecord,
    sub: &str,
) -> Outcome {
    if located.kind != T::KEY {
        return refuse(format!(
            "The game at {} is not {}.",
            mention_channel(located.channel_id),
            T::TITLE
        ));
    }
    let _guard = table.lock(located.channel_id).await;
    // Reload under the lock: another command may have changed the game meanwhile.
    let Some(record) = table.store.game(located.id).await? else {
        return Err(anyhow::anyhow!("game {} vanished", located.id).into());
    };
    if record.status != Status::Active {
        return refuse("This game is over; open a new one with `/game new`.");
    }
    let Some(seat) = record.seat_of(inv.user_id) else {
        return refuse(format!(
            "You have no seat at the game at {}. Spectators can use `/game board` and `/game status`.",
            mention_channel(record.channel_id)
        ));
    };
    let loaded = load::<T>(table, &record, false).await?;
    let action = T::parse_action(&record, &loaded.game, seat, &inv.command, sub)?;
    let posts = commit::<T>(
        table,
        &record,
        loaded,
        seat,
        &action,
        inv.origin.as_deref(),
        Some(inv),
    )
    .await?;
    tracing::info!(game = record.id, seat, command = %inv.command.name(), "action applied");
    let mut posts = posts;
    posts.extend(bots::<T>(table, record.id).await?);
    Ok(posts)
}

/// `/game undo`: the user's own last action taken back, while it is the game's last (nobody
/// acted since), the game's rules allow undoing, and it revealed nothing: no die or shuffle was
/// drawn and nothing was told to another player alone.
pub async fn undo<T: Playable>(table: &Table, inv: &Invocation, located: &GameRecord) -> Outcome {
    if let Some(why) = T::NO_UNDO {
        return refuse(why);
    }
    let _guard = table.lock(located.channel_id).await;
    let Some(record) = table.store.game(located.id).await? else {
        return Err(anyhow::anyhow!("game {} vanished", located.id).into());
    };
    let Some(seat) = record.seat_of(inv.user_id) else {
        return refuse(format!(
            "You have no seat at the game at {}, so you have nothing to undo.",
            mention_channel(record.channel_id)
        ));
    };
    if record.status != Status::Active {
        return refuse("The game is over: its last move stands.");
    }
    let log = table.store.actions(record.id).await?;
    let Some(last) = log.last() else {
        return refuse("Nobody has acted yet: there is nothing to undo.");
    };
    if last.seat != seat {
        return refuse(format!(
            "Only the last move of the game can be undone, and it was {}'s, not yours.",
            mentions(&record)[last.seat]
        ));
    }
    let setup = setup_of::<T>(&record)?;
    let components = components_of::<T>(table, &setup).await?;
    let (mut before, _) = build::<T>(components, &setup, record.seed)?;
    replay(&mut before, &record, &log[..log.len() - 1], None)?;
    let action: <T::Rules as Rules>::Action = serde_json::from_str(&last.action)?;
    let mut after = before.clone();
    let events = after
        .apply(seat, &action)
        .map_err(|e| anyhow::anyhow!("the last action no longer applies: {e}"))?;
    if after.rng() != before.rng() {
        return refuse(
            "Your last move drew from the game's dice or cards, so it cannot be undone: what it revealed stays revealed.",
        );
    }
    if events.iter().any(T::Rules::reveals) {
        return refuse(
            "Your last move revealed what the players had sealed, so it cannot be undone: what it showed stays seen.",
        );
    }
    if events
        .iter()
        .any(|e| matches!(T::Rules::audience(e), Audience::Seat(s) if s != seat))
    {
        return refuse(
            "Your last move told another player something in private, so it cannot be undone.",
        );
    }
    let names = mentions(&record);
    let undone: Vec<String> = events
        .iter()
        .filter(|e| T::Rules::audience(e) == Audience::Public)
        .map(|e| T::describe(&after, e, &|s| names[s].clone()))
        .collect();
    let mut text = format!("{} took back their last move", names[seat]);
    if !undone.is_empty() {
        text.push_str(&format!(" ({})", undone.join(" ")));
    }
    text.push_str(".\n");
    text.push_str(&T::prompt_text(&record, &before));
    let mut post = board_post::<T>(
        table,
        &record,
        &before,
        last.seq - 1,
        To::Channel(record.channel_id),
        text,
    );
    offer::<T>(&record, &before, &mut post);
    let mut posts = vec![post];
    let stored = outgoing(&posts);
    let ids = table
        .store
        .take_back(
            record.id,
            record.version,
            last.seq,
            &before.waiting_for(),
            &Outgoing::new(inv.origin.as_deref(), &stored),
        )
        .await?;
    receipts(&mut posts, &ids);
    Ok(posts)
}

/// How many moves the bot makes in a row at most (a game of bots alone stops there).
const BOT_MOVES: usize = 500;

/// Plays the moves of the seats handed to the bot (the caller holds the channel's lock) while
/// the game awaits one of them: the self-play bot's choice, each stored like a player's move
/// (the origin `bot:<game>:<seq>`), and told in the channel with the seat's name.
pub async fn bots<T: Playable>(table: &Table, game_id: i64) -> Outcome {
    let mut posts = Vec::new();
    for _ in 0..BOT_MOVES {
        let Some(record) = table.store.game(game_id).await? else {
            break;
        };
        if record.status != Status::Active {
            break;
        }
        let loaded = load::<T>(table, &record, false).await?;
        let Some(seat) = loaded
            .game
            .waiting_for()
            .into_iter()
            .find(|&s| is_bot(record.seats[s].user_id))
        else {
            break;
        };
        let legal = loaded.game.legal(seat);
        if legal.is_empty() {
            break;
        }
        let mut rng =
            crate::rng::Rng::new(record.seed ^ (loaded.seq as u64 + 1).wrapping_mul(0x9E37_79B9));
        let action = loaded.game.bot(seat, &legal, &mut rng);
        let origin = format!("bot:{}:{}", record.id, loaded.seq + 1);
        posts
            .extend(commit::<T>(table, &record, loaded, seat, &action, Some(&origin), None).await?);
    }
    Ok(posts)
}

/// Plays `seat`'s action on the loaded game (the caller holds the channel's lock and `record`
/// is the row it read) and stores it with the posts it causes, in one transaction; a rule's
/// refusal changes nothing. `actor`: the command's invocation, when a player typed it.
async fn commit<T: Playable>(
    table: &Table,
    record: &GameRecord,
    mut loaded: Loaded<T::Rules>,
    seat: Seat,
    action: &<T::Rules as Rules>::Action,
    origin: Option<&str>,
    actor: Option<&Invocation>,
) -> Outcome {
    let before = loaded.game.clone();
    let events = match loaded.game.apply(seat, action) {
        Ok(events) => events,
        Err(rule) => return refuse(rule.message),
    };
    let seq = loaded.seq + 1;
    // The picture only when the board it shows changed.
    let names: Vec<&str> = record.seats.iter().map(|s| s.name.as_str()).collect();
    let unchanged = T::scene(&names, &loaded.game)
        .is_some_and(|after| T::scene(&names, &before) == Some(after));
    let mut posts = posts_for::<T>(
        table,
        record,
        &loaded.game,
        seq,
        None,
        &events,
        actor,
        false,
        !unchanged,
    );
    let snapshot = (seq % SNAPSHOT_EVERY == 0)
        .then(|| serde_json::to_string(&loaded.game))
        .transpose()?;
    let awaited = loaded.game.waiting_for();
    let append = Append {
        game_id: record.id,
        version: record.version,
        seq,
        seat,
        action: &serde_json::to_string(action)?,
        finished: loaded.game.is_over(),
        snapshot: snapshot.as_deref(),
        awaited: &awaited,
    };
    let stored = outgoing(&posts);
    let ids = table
        .store
        .append(&append, &Outgoing::new(origin, &stored))
        .await?;
    receipts(&mut posts, &ids);
    table.cache(
        record.id,
        Cached {
            version: record.version + 1,
            seq,
            game: Arc::new(loaded.game),
        },
    );
    Ok(posts)
}

/// The table's deadline for a turn of `record` (reminders and defaults), at `now`: halfway, a
/// reminder to each awaited player by DM; at the deadline, a notice in the channel and the
/// game's default actions for the awaited seats ([`super::game::TableGame::overdue`]), or, when
/// the rules define none, word to the host. Each step happens once, whichever process gets
/// there first (the origin `deadline:<game>:<since>:<step>`).
pub async fn deadline<T: Playable>(table: &Table, located: &GameRecord, now: i64) -> Outcome {
    let _guard = table.lock(located.channel_id).await;
    let Some(record) = table.store.game(located.id).await? else {
        return Ok(Vec::new());
    };
    let (Some(minutes), Some(since)) = (record.deadline_minutes, record.awaited_since) else {
        return Ok(Vec::new());
    };
    if record.status != Status::Active || record.reminded >= 2 {
        return Ok(Vec::new());
    }
    let passed = since + minutes * 60 <= now;
    if !passed && (since + minutes * 30 > now || record.reminded >= 1) {
        return Ok(Vec::new());
    }
    let loaded = load::<T>(table, &record, false).await?;
    let waiting = loaded.game.waiting_for();
    let names = mentions(&record);
    let who: Vec<String> = waiting.iter().map(|&s| names[s].clone()).collect();
    let channel = mention_channel(record.channel_id);
    if !passed {
        let mut posts: Vec<Post> = waiting
            .iter()
            .map(|&s| {
                Post::text(
                    To::User(record.seats[s].user_id),
                    format!(
                        "Reminder: the game at {channel} waits for you; its deadline is in {}.\n{}",
                        super::spec::duration_words(minutes - (now - since) / 60),
                        T::prompt_text(&record, &loaded.game)
                    ),
                )
            })
            .collect();
        let origin = format!("deadline:{}:{since}:1", record.id);
        let stored = outgoing(&posts);
        let ids = table
            .store
            .remind(record.id, since, 1, &Outgoing::new(Some(&origin), &stored))
            .await?;
        receipts(&mut posts, &ids);
        return Ok(posts);
    }
    let defaults = T::overdue(&loaded.game);
    let host = mention_user(record.creator_id);
    let mut notice = Post::text(
        To::Channel(record.channel_id),
        if defaults.is_empty() {
            format!(
                "⏰ The deadline of {} passed: the game waits for {}. {host}, as the host you may hand a seat to another player or to a bot with `/game seat`.",
                super::spec::duration_words(minutes),
                super::spec::and_list(&who)
            )
        } else {
            format!(
                "⏰ The deadline of {} passed for {}: the game's default is played for them.",
                super::spec::duration_words(minutes),
                super::spec::and_list(&who)
            )
        },
    );
    if defaults.is_empty() {
        notice.pings = vec![record.creator_id];
    }
    let mut posts = vec![notice];
    let origin = format!("deadline:{}:{since}:2", record.id);
    let stored = outgoing(&posts);
    let ids = table
        .store
        .remind(record.id, since, 2, &Outgoing::new(Some(&origin), &stored))
        .await?;
    receipts(&mut posts, &ids);
    let mut record = record;
    for (i, (seat, action)) in defaults.into_iter().enumerate() {
        // Each default is one more write on the game as it now is.
        let Some(now_record) = table.store.game(record.id).await? else {
            break;
        };
        record = now_record;
        let loaded = load::<T>(table, &record, false).await?;
        let origin = format!("deadline:{}:{since}:2.{i}", record.id);
        match commit::<T>(table, &record, loaded, seat, &action, Some(&origin), None).await {
            Ok(more) => posts.extend(more),
            Err(super::post::Failure::Refused(r)) => {
                tracing::warn!(game = record.id, seat, reason = %r.0, "a default action was refused")
            }
            Err(other) => return Err(other),
        }
    }
    posts.extend(bots::<T>(table, record.id).await?);
    Ok(posts)
}

/// Posts as the store keeps them.
pub fn outgoing(posts: &[Post]) -> Vec<OutPost> {
    posts.iter().map(Post::stored).collect()
}

/// Gives each post the id of its stored copy.
pub fn receipts(posts: &mut [Post], ids: &[i64]) {
    for (post, id) in posts.iter_mut().zip(ids) {
        post.outbox = Some(*id);
    }
}

/// `/game board`, `/game status`, `/game hand`, `/game log`, `/game replay` for a started game.
pub async fn look<T: Playable>(
    table: &Table,
    inv: &Invocation,
    record: &GameRecord,
    sub: &str,
) -> Outcome {
    let to = reply_place(inv, record);
    if sub == "replay" {
        let (start, actions) = history::<T>(table, record).await?;
        return Ok(vec![super::replay::post::<T>(record, start, &actions, to)?]);
    }
    let loaded = load::<T>(table, record, sub == "log").await?;
    let game = &loaded.game;
    let post = match sub {
        "board" => {
            let mut post = board_post::<T>(
                table,
                record,
                game,
                loaded.seq,
                to,
                T::status_line(record, game),
            );
            offer::<T>(record, game, &mut post);
            post
        }
        "status" => Post::text(to, T::status_text(record, game)),
        "hand" => {
            let Some(seat) = record.seat_of(inv.user_id) else {
                return refuse(T::NO_HAND);
            };
            let mut post = Post::text(To::User(inv.user_id), T::hand_text(record, game, seat));
            post.components = rows(
                record.id,
                Scope::Private,
                &offers::private::<T>(record, game, seat),
            );
            post
        }
        _ => {
            let page = match inv.command.option("page") {
                None => 1,
                Some(p) => match p.trim().parse::<usize>() {
                    Ok(n) if n >= 1 => n,
                    _ => {
                        return refuse(format!(
                            "`page:{p}` is not a page: 1 is the latest events, 2 the ones before, and so on."
                        ));
                    }
                },
            };
            log_post::<T>(record, &loaded, to, page)
        }
    };
    Ok(vec![post])
}

/// The seats an active game waits for now.
pub async fn waiting<T: Playable>(table: &Table, record: &GameRecord) -> Result<Vec<Seat>> {
    Ok(load::<T>(table, record, false).await?.game.waiting_for())
}

/// Autocomplete values for `seat` (see [`super::game::Suggestions`]).
pub async fn suggest<T: Playable>(
    table: &Table,
    record: &GameRecord,
    seat: Seat,
    cmd: &Command,
    sub: &str,
    focused: &str,
) -> Result<Vec<(String, String)>> {
    let game = load::<T>(table, record, false).await?.game;
    Ok(T::suggest(record, &game, seat, cmd, sub, focused))
}

/// The public view and each seat's private view, as JSON (the script runner's `--dump`).
pub async fn views<T: Playable>(
    table: &Table,
    record: &GameRecord,
) -> Result<(serde_json::Value, serde_json::Value)> {
    let game = load::<T>(table, record, false).await?.game;
    let private: Vec<serde_json::Value> = (0..record.seats.len())
        .map(|s| {
            Ok(serde_json::json!({
                "seat": s,
                "user": mention_user(record.seats[s].user_id),
                "view": serde_json::to_value(game.seat_view(s))?,
            }))
        })
        .collect::<Result<_>>()?;
    Ok((
        serde_json::to_value(game.public_view())?,
        serde_json::Value::Array(private),
    ))
}

/// How many public events `/game log` shows.
const LOG_LINES: usize = 30;

/// `/game log`: the last public events.
fn log_post<T: Playable>(
    record: &GameRecord,
    loaded: &Loaded<T::Rules>,
    to: To,
    page: usize,
) -> Post {
    let names = mentions(record);
    let lines: Vec<String> = loaded
        .events
        .iter()
        .filter(|e| T::Rules::audience(e) == Audience::Public)
        .map(|e| T::describe(&loaded.game, e, &|s| names[s].clone()))
        .collect();
    let pages = lines.len().div_ceil(LOG_LINES).max(1);
    let page = page.clamp(1, pages);
    // Page 1 holds the latest events, each further page the ones before.
    let end = lines.len().saturating_sub((page - 1) * LOG_LINES);
    let start = end.saturating_sub(LOG_LINES);
    let channel = mention_channel(record.channel_id);
    let mut text = if page == 1 {
        format!(
            "The last {} of {} public events at {channel}:\n",
            end - start,
            lines.len()
        )
    } else {
        format!(
            "Events {} to {} of {} at {channel} (page {page} of {pages}):\n",
            start + 1,
            end,
            lines.len()
        )
    };
    text.push_str(&lines[start..end].join("\n"));
    if page < pages {
        text.push_str(&format!(
            "\nOlder events: `/game log page:{}` (of {pages}).",
            page + 1
        ));
    }
    Post::text(to, text)
}

/// A post with the board picture, drawn from the public view only.
fn board_post<T: Playable>(
    table: &Table,
    record: &GameRecord,
    game: &T::Rules,
    seq: i64,
    to: To,
    text: String,
) -> Post {
    if !table.pictures() {
        return Post::text(to, text);
    }
    super::service::drawing(to);
    let names: Vec<&str> = record.seats.iter().map(|s| s.name.as_str()).collect();
    Post {
        to,
        text,
        images: vec![Image {
            name: format!("{}-{}-{seq:04}.png", T::KEY, record.id),
            png: T::picture(&names, game),
        }],
        outbox: None,
        components: Vec::new(),
        pings: Vec::new(),
    }
}

/// A channel post's buttons and menus for the awaited seats, and its pings (those seats alone).
fn offer<T: Playable>(record: &GameRecord, game: &T::Rules, post: &mut Post) {
    if game.is_over() {
        return;
    }
    post.components = rows(record.id, Scope::Public, &offers::public::<T>(record, game));
    post.pings = game
        .waiting_for()
        .iter()
        .map(|&s| record.seats[s].user_id)
        .collect();
}

/// The offers of a game as it is now, for a press: the channel's, or `seat`'s own.
pub async fn offers<T: Playable>(
    table: &Table,
    record: &GameRecord,
    scope: Scope,
    seat: Seat,
) -> Result<Vec<Offer>> {
    let game = load::<T>(table, record, false).await?.game;
    Ok(match scope {
        Scope::Public => offers::public::<T>(record, &game),
        Scope::Private => offers::private::<T>(record, &game, seat),
    })
}

/// The posts after a change of state: the actor's own private lines first (the answer to their
/// command), then one public post with the public events, what happens next and the picture
/// (none when nothing public happened, such as a replaced secret plan), then the other private
/// lines and notices, one post per seat.
#[allow(clippy::too_many_arguments)]
fn posts_for<T: Playable>(
    table: &Table,
    record: &GameRecord,
    game: &T::Rules,
    seq: i64,
    intro: Option<String>,
    events: &[EventOf<T>],
    actor: Option<&Invocation>,
    started: bool,
    picture: bool,
) -> Vec<Post> {
    let names = mentions(record);
    let mut public: Vec<String> = intro.into_iter().collect();
    let mut private: BTreeMap<Seat, Vec<String>> = BTreeMap::new();
    for event in events {
        let text = T::describe(game, event, &|s| names[s].clone());
        match T::Rules::audience(event) {
            Audience::Public => public.push(text),
            Audience::Seat(s) => private.entry(s).or_default().push(text),
        }
    }
    let private_post = |seat: Seat, lines: Vec<String>| {
        Post::text(To::User(record.seats[seat].user_id), lines.join("\n"))
    };
    let mut posts = Vec::new();
    if let Some(seat) = actor.and_then(|inv| record.seat_of(inv.user_id))
        && let Some(lines) = private.remove(&seat)
    {
        posts.push(private_post(seat, lines));
    }
    if !public.is_empty() {
        // The final scores are already among the events.
        if !game.is_over() {
            public.push(T::prompt_text(record, game));
        }
        let mut post = if picture {
            board_post::<T>(
                table,
                record,
                game,
                seq,
                To::Channel(record.channel_id),
                public.join("\n"),
            )
        } else {
            Post::text(To::Channel(record.channel_id), public.join("\n"))
        };
        offer::<T>(record, game, &mut post);
        posts.push(post);
    }
    for (seat, line) in T::notices(record, game, events, started) {
        private.entry(seat).or_default().push(line);
    }
    posts.extend(
        private
            .into_iter()
            .map(|(seat, lines)| private_post(seat, lines)),
    );
    posts
}
