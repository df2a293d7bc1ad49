//! Playing any game at the table, written once: the options a table is opened with, starting,
//! rebuilding a stored game from its log, applying and committing an action, and the posts that
//! tell everyone what happened. Each game supplies only its [`TableGame`] part.
//!
//! Here: opening, starting, acting and committing; split out by noun: the `stored` game,
//! `posts`, `undo` and the `pace` of bots and deadlines.

use super::command::is_bot;
use super::command::{Checked, Command, mention_channel, mention_user};
use super::controls::{Offer, Scope, rows};
use super::game::{Playable, TableGame};
use super::offers;
use super::post::{Image, Invocation, Outcome, Post, To};
use super::refusal::Refusal;
use super::seats::{self, mentions, reply_place};
use super::service::Cached;
use super::service::Table;
use crate::games::{
    Audience, Components, Described, Finish, Refused, Rules, Seat, decide, table_bot,
};
use crate::lang::{Arg, Lang, Text};
use crate::msg;
use crate::store::{ActionRecord, Append, Card, GameRecord, OutPost, Outgoing, Placing, Status};
use anyhow::{Context, Result};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::Arc;

mod notes;
mod pace;
mod posts;
mod stored;
mod undo;

pub use notes::*;
pub use pace::*;
pub use posts::*;
pub use stored::*;
pub use undo::*;

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
pub(super) struct Chosen<O> {
    options: O,
    /// A described position (TOML) to start from instead of a fresh deal (script runner only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    position: Option<String>,
}

/// Recorded when the game starts: everything needed to rebuild it exactly, the component data
/// included (by the hash of its text, stored once), so that editing a data file never changes a
/// stored game.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub(super) struct Setup<O> {
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

pub(super) type OptionsOf<T> = <<T as TableGame>::Rules as Rules>::Options;

pub(super) type EventOf<T> = crate::games::EventOf<<T as TableGame>::Rules>;

pub(super) type PositionOf<T> = <<T as TableGame>::Rules as Rules>::Position;

/// `/game new`'s options for game `T` (checked by the lobby: none of another game's).
pub fn open<T: Playable>(cmd: &Checked) -> Result<Opening, Refusal> {
    let mut options = T::parse_options(cmd)?;
    let mut opening = Opening {
        json: String::new(),
        players: None,
        seed: None,
    };
    let position = match cmd.optional("setup", Checked::text)? {
        None => None,
        Some(text) => {
            let invalid = |e: crate::games::SetupError| {
                Refusal::bad_option(msg!("refused-setup-invalid", why = e.to_string()))
            };
            let position = PositionOf::<T>::from_toml(text).map_err(invalid)?;
            let components = <T::Rules as Rules>::Components::standard();
            T::Rules::from_position(components, &position).map_err(invalid)?;
            options = T::with_position(options, cmd, &position)?;
            opening.players = Some(position.seats() as u32);
            opening.seed = Some(position.seed());
            Some(text.to_string())
        }
    };
    opening.json = serde_json::to_string(&Chosen { options, position }).map_err(|e| {
        Refusal::bad_option(msg!("refused-options-unstorable", why = e.to_string()))
    })?;
    Ok(opening)
}

/// A seed for a game created without one: unpredictable, so nobody can foresee the deck.
pub fn fresh_seed() -> u64 {
    use std::collections::hash_map::RandomState;
    use std::hash::BuildHasher;
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or(0);
    RandomState::new().hash_one(nanos)
}

/// A table's options in words, e.g. "2–4 players, no typhoons".
pub fn describe<T: Playable>(options: &str, lang: Lang) -> String {
    let seats = msg!(
        "options-seats",
        least = *T::SEATS.start(),
        most = *T::SEATS.end()
    )
    .render(lang);
    let Ok(chosen) = serde_json::from_str::<Chosen<OptionsOf<T>>>(options) else {
        return seats;
    };
    let options = T::describe_options(&chosen.options, lang);
    match chosen.position.is_some() {
        true => msg!("options-from-position", seats = seats, options = options).render(lang),
        false => msg!("options-list", seats = seats, options = options).render(lang),
    }
}

/// A game about to start: what to record with the seats, and the posts announcing it.
pub struct Started {
    pub setup: String,
    pub awaited: Vec<Seat>,
    pub posts: Vec<Post>,
    /// The report lines of the start's channel post: the game's first turn card.
    pub card: Option<String>,
}

/// Prepares the start of a forming game (the caller holds the channel's lock and records it
/// with the seats). `cmd` is `/game start`, or `None` when the last seat taken starts it.
pub async fn start<T: Playable>(
    table: &Table,
    record: &GameRecord,
    cmd: Option<&Checked>,
) -> Outcome<Started> {
    let chosen: Chosen<OptionsOf<T>> =
        serde_json::from_str(&record.options).context("stored options do not parse")?;
    let players = record.seats.len();
    if let Some(position) = &chosen.position {
        let wanted = PositionOf::<T>::from_toml(position)
            .map(|p| p.seats())
            .unwrap_or(players);
        if wanted != players {
            return Err(Refusal::rule(
                Refused::NotNow,
                msg!(
                    "refused-position-players",
                    wanted = wanted,
                    players = players
                ),
            )
            .into());
        }
    } else if players < *T::SEATS.start() {
        return Err(Refusal::rule(
            Refused::NotNow,
            msg!(
                "refused-start-too-few",
                game = T::TITLE,
                least = *T::SEATS.start(),
                players = players
            ),
        )
        .into());
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
        Err(e) => {
            return Err(Refusal::rule(
                Refused::Forbidden,
                msg!("refused-cannot-start", why = format!("{e:#}")),
            )
            .into());
        }
    };
    let setup_json = serde_json::to_string(&setup)?;
    let mut record = record.clone();
    record.setup = Some(setup_json.clone());
    let mut intro = T::intro(&record, &game, record.language);
    if setup.position.is_some() {
        // A described position tells none of the opening's events ("Round 3: …", "Era B
        // begins"): its chapter says where the game stands.
        let (_, heading, _) = T::chapter(&game);
        intro = format!("{intro}\n{}.", heading.trim_end_matches('.'));
    }
    let told = posts_for::<T>(table, &record, &game, 0, &events, Change::Start { intro });
    Ok(Started {
        setup: setup_json,
        awaited: game.waiting_for(),
        posts: told.posts,
        card: told.card,
    })
}

/// `/<key> <sub>` by the user of `inv` at the located game (`cmd`: its options checked): read
/// as an action, applied, stored with its posts in one transaction, told.
pub async fn act<T: Playable>(
    table: &Table,
    inv: &Invocation,
    located: GameRecord,
    cmd: &Checked,
) -> Outcome {
    if located.game != T::KEY {
        return Err(Refusal::no_game(msg!(
            "refused-game-not-this",
            channel = mention_channel(located.channel_id),
            game = T::TITLE
        ))
        .into());
    }
    let _guard = table.locks.lock(located.channel_id).await;
    // The game as found, unless a command of this process changed it meanwhile (one ahead of
    // this one under the lock): then read again. A change by another process makes the
    // commit a Conflict, and the command runs again on the new state.
    let record = if table.games.changed_since(located.id, located.version) {
        let Some(record) = table.store.game(located.id).await? else {
            return Err(anyhow::anyhow!("game {} vanished", located.id).into());
        };
        record
    } else {
        located
    };
    if record.status != Status::Active {
        return Err(Refusal::rule(Refused::NotNow, msg!("refused-play-over")).into());
    }
    let Some(seat) = record.seat_of(inv.user_id) else {
        return Err(Refusal::not_seated(msg!(
            "refused-play-no-seat",
            channel = mention_channel(record.channel_id)
        ))
        .into());
    };
    let loaded = load::<T>(table, &record, false).await?;
    let posts = match T::steps(&loaded.game, cmd)? {
        Some(steps) => {
            commit_steps::<T>(
                table,
                &record,
                loaded,
                seat,
                &steps,
                inv.origin.as_deref(),
                Some(inv),
            )
            .await?
        }
        None => {
            let action = T::parse_action(&record, &loaded.game, seat, cmd)?;
            commit::<T>(
                table,
                &record,
                loaded,
                seat,
                &action,
                inv.origin.as_deref(),
                Some(inv),
            )
            .await?
        }
    };
    tracing::info!(game = record.id, seat, command = %inv.command.name(), "action applied");
    let mut posts = posts;
    // Seats change hands only by a write that another commit would conflict with.
    if record.seats.iter().any(|s| is_bot(s.user_id)) {
        posts.extend(bots::<T>(table, record.id).await?);
    }
    Ok(posts)
}

/// Plays `seat`'s action on the loaded game (the caller holds the channel's lock and `record`
/// is the row it read) and stores it with the posts it causes, in one transaction; a rule's
/// refusal changes nothing. `actor`: the command's invocation, when a player typed it.
pub(super) async fn commit<T: Playable>(
    table: &Table,
    record: &GameRecord,
    loaded: Loaded<T::Rules>,
    seat: Seat,
    action: &<T::Rules as Rules>::Action,
    origin: Option<&str>,
    actor: Option<&Invocation>,
) -> Outcome {
    let mut game = loaded.game.clone();
    let events = game
        .apply(seat, action)
        .map_err(|rule| refused(record, &loaded.game, seat, rule))?;
    let step = Step {
        action: action.clone(),
        events,
        game,
    };
    store_steps::<T>(table, record, loaded, seat, vec![step], None, origin, actor).await
}

/// A rule's refusal of `seat`'s action on `game`, naming the players the game waits for.
fn refused<R: Rules>(
    record: &GameRecord,
    game: &R,
    seat: Seat,
    rule: crate::games::RuleError,
) -> Refusal {
    let message = seats::name_the_awaited(record, rule.said, &game.waiting_for(), seat);
    Refusal::rule(rule.kind, in_readers_names(message))
}

/// The command an engine's refusal tells to type (its argument `how`, written with the English
/// names the engine knows), in the reader's names.
fn in_readers_names(message: Text) -> Text {
    match message {
        Text::Msg(m) => match m.get("how") {
            Some(Arg::Text(typed)) => match super::command::typed_mention(typed) {
                Some(how) => Text::Msg(m.with("how", how)),
                None => Text::Msg(m),
            },
            _ => Text::Msg(m),
        },
        other => other,
    }
}

/// One applied action of a command: its events and the game after it.
struct Step<R: Rules> {
    action: R::Action,
    events: Vec<crate::games::EventOf<R>>,
    game: R,
}

/// Plays `steps`, the commands one command of `seat` stands for ([`super::game::Commands::steps`],
/// a Festivals route), in order, each read and checked as if typed alone. A refused step stops
/// there: the steps before it stand, and the actor is told privately why the rest was not
/// played; the first step refused is the command's refusal. Each step is stored as its own
/// action, so the log is the one the steps typed one by one give, all in one transaction (a
/// retried command finds all its steps stored, or none), and the posts tell them all together
/// with the last.
pub(super) async fn commit_steps<T: Playable>(
    table: &Table,
    record: &GameRecord,
    loaded: Loaded<T::Rules>,
    seat: Seat,
    steps: &[Command],
    origin: Option<&str>,
    actor: Option<&Invocation>,
) -> Outcome {
    let specs = T::commands();
    let mut game = loaded.game.clone();
    let mut done = Vec::new();
    let mut stopped = None;
    for (i, step) in steps.iter().enumerate() {
        let spec = specs
            .iter()
            .find(|s| step.path.get(1).is_some_and(|sub| sub == s.name));
        let read = match spec {
            Some(spec) => step
                .check(spec)
                .and_then(|checked| T::parse_action(record, &game, seat, &checked)),
            None => Err(super::subcommand::unknown(T::KEY, &step.name())),
        };
        let applied = read.and_then(|action| {
            let mut after = game.clone();
            let events = after
                .apply(seat, &action)
                .map_err(|rule| refused(record, &game, seat, rule))?;
            Ok(Step {
                action,
                events,
                game: after,
            })
        });
        match applied {
            Ok(step) => {
                game = step.game.clone();
                done.push(step);
            }
            Err(refusal) => {
                stopped = Some((i, refusal));
                break;
            }
        }
    }
    let note = match stopped {
        Some((0, refusal)) => return Err(refusal.into()),
        Some((i, refusal)) => {
            // A private note to the actor: in their language, else the table's.
            let lang =
                Lang::for_reader(actor.and_then(|inv| inv.locale.as_deref()), record.language);
            let note = msg!(
                "play-stopped-at-step",
                step = i + 1,
                steps = steps.len(),
                typed = typed(&steps[i]),
                why = refusal.message.render(lang)
            );
            Some(note.render(lang))
        }
        None => None,
    };
    store_steps::<T>(table, record, loaded, seat, done, note, origin, actor).await
}

/// A command as a player types it: `/festivals move to:Papua ticket:blue` (the table left out).
fn typed(command: &Command) -> crate::lang::Arg {
    command.typed_without(|key, _| key == "table")
}

/// Stores `steps` of `seat` (at least one), applied to the loaded game (the caller holds the
/// channel's lock and `record` is the row it read), each as an action of its own, in order,
/// in one transaction;
/// the posts they cause, told together, go with the last, and `note` to the actor after its
/// own lines (why the command stopped early).
#[allow(clippy::too_many_arguments)]
async fn store_steps<T: Playable>(
    table: &Table,
    record: &GameRecord,
    loaded: Loaded<T::Rules>,
    seat: Seat,
    steps: Vec<Step<T::Rules>>,
    note: Option<String>,
    origin: Option<&str>,
    actor: Option<&Invocation>,
) -> Outcome {
    let before = loaded.game;
    let count = steps.len();
    let Some(last) = steps.last() else {
        return Ok(Vec::new());
    };
    let game = last.game.clone();
    let events: Vec<_> = steps.iter().flat_map(|s| s.events.clone()).collect();
    let seq = loaded.seq + count as i64;
    // The picture only when the board it shows changed.
    let names: Vec<&str> = record.seats.iter().map(|s| s.name.as_str()).collect();
    let unchanged =
        T::scene(&names, &game).is_some_and(|after| T::scene(&names, &before) == Some(after));
    let waited = before.waiting_for();
    let awaited = game.waiting_for();
    let quiet = Change::quiet(&waited, &awaited, game.is_over());
    let change = Change::Action {
        actor,
        board_changed: !unchanged,
        edits: record.card.as_ref().filter(|_| quiet),
    };
    let Told { mut posts, card } = posts_for::<T>(table, record, &game, seq, &events, change);
    if let (Some(note), Some(inv)) = (note, actor) {
        posts.insert(0, Post::text(To::User(inv.user_id), note));
    }
    // Ping when this action opened a turn: when the game now waits for nobody it waited for
    // before, or only for some of them ("@bob has sealed"), those still awaited were pinged
    // already and the actor is at the keyboard.
    let progress = awaited.iter().all(|s| waited.contains(s));
    let away = away_line(table, record, &awaited);
    for post in posts.iter_mut().filter(|p| matches!(p.to, To::Channel(_))) {
        post.pings
            .retain(|user| !progress && record.seat_of(*user) != Some(seat));
        if let Some(away) = &away {
            post.text = format!("{}\n{away}", post.text);
        }
    }
    let stored = outgoing(&posts);
    // The state is stored with every action (a few KB): loading a game reads it and replays
    // nothing, so a look at a long game costs what one at a fresh game does.
    let mut written = Vec::with_capacity(count);
    for step in &steps {
        written.push((
            serde_json::to_string(&step.action)?,
            serde_json::to_string(&step.game)?,
            step.game.finish().map(|f| placings(&f, record)),
            step.game.waiting_for(),
        ));
    }
    let appends: Vec<Append> = written
        .iter()
        .enumerate()
        .map(|(i, (action, snapshot, placings, awaited))| Append {
            game_id: record.id,
            version: record.version + i as i64,
            seq: loaded.seq + 1 + i as i64,
            seat,
            action,
            finished: placings.as_deref(),
            snapshot: Some(snapshot),
            awaited,
            card: if i + 1 == count {
                card.as_deref()
            } else {
                None
            },
        })
        .collect();
    let ids = table
        .store
        .append(&appends, &Outgoing::new(origin, &stored))
        .await?;
    receipts(&mut posts, &ids);
    table.games.cache(
        record.id,
        Cached {
            version: record.version + count as i64,
            seq,
            game: Arc::new(game),
        },
    );
    Ok(posts)
}

/// How each seat of `record` placed in a game that ended so.
pub(super) fn placings(finish: &Finish, record: &GameRecord) -> Vec<Placing> {
    let users: Vec<i64> = record.seats.iter().map(|s| s.user_id).collect();
    crate::store::placings(&finish.scores, &finish.winners, &users)
}

/// Whether `seat`'s `action` on `game` is a secret choice (made with a secret command: a plan, a
/// draft, a seal): such a move is final until its reveal and is neither undone nor counted in
/// public texts.
pub fn secret<T: Playable>(
    record: &GameRecord,
    game: &T::Rules,
    seat: Seat,
    action: &<T::Rules as Rules>::Action,
) -> bool {
    let command = T::command_for(record, game, seat, action);
    let Some(name) = command.path.last() else {
        return false;
    };
    T::commands().iter().any(|c| c.secret && c.name == name)
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
