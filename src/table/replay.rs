//! A stored game rebuilt from its setup and action log, for any game: the log is the truth, so
//! every command replays it. Each game module says how through [`Engine`].

use super::command::{mention_channel, mention_user};
use super::lobby::Kind;
use super::session::Need;
use super::{Invocation, Outcome, Post, Table, To, refuse};
use crate::games::{Audience, Seat};
use crate::store::GameRecord;
use anyhow::{Context, Result};
use serde::Serialize;
use serde::de::DeserializeOwned;

/// What the table needs of a game engine to rebuild a stored game and show it.
pub(super) trait Engine: Sized {
    /// What `/game start` records: everything needed to rebuild the game exactly.
    type Setup: DeserializeOwned;
    /// One entry of the action log.
    type Action: DeserializeOwned + Serialize;
    type Event;
    type PublicView: Serialize;
    type SeatView: Serialize;

    fn build(setup: &Self::Setup, seed: u64) -> Result<(Self, Vec<Self::Event>)>;
    /// Plays one action; the error is the rule that forbids it.
    fn play(&mut self, seat: Seat, action: &Self::Action) -> Result<Vec<Self::Event>, String>;
    fn waiting(&self) -> Vec<Seat>;
    fn over(&self) -> bool;
    fn public(&self) -> Self::PublicView;
    fn private(&self, seat: Seat) -> Self::SeatView;
    fn audience(event: &Self::Event) -> Audience;
    /// An event as a sentence, naming seats with `name`.
    fn describe(&self, event: &Self::Event, name: &dyn Fn(Seat) -> String) -> String;
}

/// A stored game rebuilt from its setup and log.
pub(super) struct Loaded<G: Engine> {
    pub game: G,
    /// Actions in the log.
    pub seq: i64,
    /// Every event so far, when asked for (the log command).
    pub events: Vec<G::Event>,
}

pub(super) async fn load<G: Engine>(
    table: &Table,
    record: &GameRecord,
    keep_events: bool,
) -> Result<Loaded<G>> {
    let setup: G::Setup = serde_json::from_str(
        record
            .setup
            .as_deref()
            .context("an active game without a setup")?,
    )
    .context("the stored setup does not parse")?;
    let (mut game, mut events) = G::build(&setup, record.seed)?;
    if !keep_events {
        events.clear();
    }
    let log = table.store.actions(record.id).await?;
    for entry in &log {
        let action: G::Action = serde_json::from_str(&entry.action).with_context(|| {
            format!("action {} of game {} does not parse", entry.seq, record.id)
        })?;
        let more = game.play(entry.seat, &action).map_err(|e| {
            anyhow::anyhow!(
                "action {} of game {} no longer applies: {e}",
                entry.seq,
                record.id
            )
        })?;
        if keep_events {
            events.extend(more);
        }
    }
    Ok(Loaded {
        game,
        seq: log.len() as i64,
        events,
    })
}

/// The seats an active game waits for now.
pub(super) async fn waiting_seats<G: Engine>(
    table: &Table,
    record: &GameRecord,
) -> Result<Vec<Seat>> {
    Ok(load::<G>(table, record, false).await?.game.waiting())
}

/// The public view and each seat's private view, as JSON (the script runner's `--dump`).
pub(super) async fn views<G: Engine>(
    table: &Table,
    record: &GameRecord,
) -> Result<(serde_json::Value, serde_json::Value)> {
    let game = load::<G>(table, record, false).await?.game;
    let private: Vec<serde_json::Value> = (0..record.seats.len())
        .map(|s| {
            Ok(serde_json::json!({
                "seat": s,
                "user": mention_user(record.seats[s].user_id),
                "view": serde_json::to_value(game.private(s))?,
            }))
        })
        .collect::<Result<_>>()?;
    Ok((
        serde_json::to_value(game.public())?,
        serde_json::Value::Array(private),
    ))
}

/// How many public events `/game log` shows.
const LOG_LINES: usize = 30;

/// `/game log`: the last public events.
pub(super) fn log_post<G: Engine>(record: &GameRecord, loaded: &Loaded<G>, to: To) -> Post {
    let names = mentions(record);
    let lines: Vec<String> = loaded
        .events
        .iter()
        .filter(|e| G::audience(e) == Audience::Public)
        .map(|e| loaded.game.describe(e, &|s| names[s].clone()))
        .collect();
    let shown = lines.len().min(LOG_LINES);
    let mut text = format!(
        "The last {shown} of {} public events at {}:\n",
        lines.len(),
        mention_channel(record.channel_id)
    );
    text.push_str(&lines[lines.len() - shown..].join("\n"));
    Post::text(to, text)
}

/// Seat mentions, for texts.
pub(super) fn mentions(record: &GameRecord) -> Vec<String> {
    record
        .seats
        .iter()
        .map(|s| mention_user(s.user_id))
        .collect()
}

/// An action command's game and the acting seat, checked and reloaded under the channel's lock
/// (held as long as the guard lives, so that no other command changes the game meanwhile).
pub(super) struct Acting {
    pub record: GameRecord,
    pub seat: Seat,
    pub _guard: tokio::sync::OwnedMutexGuard<()>,
}

pub(super) async fn acting(table: &Table, inv: &Invocation, kind: Kind) -> Outcome<Acting> {
    let record = table.locate(inv, Need::Active).await?;
    if Kind::of(&record)? != kind {
        return refuse(format!(
            "The game at {} is not {}.",
            mention_channel(record.channel_id),
            kind.title()
        ));
    }
    let guard = table.lock(record.channel_id).await;
    // Reload under the lock: another command may have changed the game meanwhile.
    let Some(record) = table.store.game(record.id).await? else {
        return Err(anyhow::anyhow!("game {} vanished", record.id).into());
    };
    if record.status != crate::store::Status::Active {
        return refuse("This game is over; open a new one with `/game new`.");
    }
    let Some(seat) = record.seat_of(inv.user_id) else {
        return refuse(format!(
            "You have no seat at the game at {}. Spectators can use `/game board` and `/game status`.",
            mention_channel(record.channel_id)
        ));
    };
    Ok(Acting {
        record,
        seat,
        _guard: guard,
    })
}

/// Plays the acting seat's `action` on the loaded game and appends it to the log, or refuses
/// it with the rule that forbids it (then nothing changed). Gives the events and the action's
/// number in the log.
pub(super) async fn commit<G: Engine>(
    table: &Table,
    inv: &Invocation,
    acting: &Acting,
    loaded: &mut Loaded<G>,
    action: &G::Action,
) -> Outcome<(Vec<G::Event>, i64)> {
    let (record, seat) = (&acting.record, acting.seat);
    let events = match loaded.game.play(seat, action) {
        Ok(events) => events,
        Err(rule) => return refuse(rule),
    };
    let json = serde_json::to_string(action)?;
    let seq = loaded.seq + 1;
    table
        .store
        .append_action(record.id, seq, seat, &json, loaded.game.over())
        .await?;
    tracing::info!(game = record.id, seq, seat, command = %inv.command.name(), "action applied");
    Ok((events, seq))
}

/// A change's events as sentences: the public ones for the channel, the private ones by seat.
pub(super) struct Told {
    pub public: Vec<String>,
    pub private: std::collections::BTreeMap<Seat, Vec<String>>,
}

impl Told {
    /// `intro` first, then each event told to its audience.
    pub fn new<G: Engine>(
        record: &GameRecord,
        game: &G,
        intro: Option<String>,
        events: &[G::Event],
    ) -> Told {
        let names = mentions(record);
        let name = |s: Seat| names[s].clone();
        let mut told = Told {
            public: intro.into_iter().collect(),
            private: Default::default(),
        };
        for event in events {
            let text = game.describe(event, &name);
            match G::audience(event) {
                Audience::Public => told.public.push(text),
                Audience::Seat(s) => told.private.entry(s).or_default().push(text),
            }
        }
        told
    }

    /// The actor's own private lines, as the answer to their command (it comes first).
    pub fn answer(&mut self, record: &GameRecord, actor: Option<&Invocation>) -> Option<Post> {
        let seat = actor.and_then(|inv| record.seat_of(inv.user_id))?;
        let lines = self.private.remove(&seat)?;
        Some(Post::text(
            To::User(record.seats[seat].user_id),
            lines.join("\n"),
        ))
    }

    /// The other private lines, one post per seat.
    pub fn private_posts(self, record: &GameRecord) -> impl Iterator<Item = Post> + '_ {
        self.private
            .into_iter()
            .map(|(s, lines)| Post::text(To::User(record.seats[s].user_id), lines.join("\n")))
    }
}
