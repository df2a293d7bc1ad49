//! The host's tools: the table's creator, or a member who may manage the server, may end a game,
//! take a player off a table that has not started, hand a seat to another user, or to the bot
//! (which then plays that seat's moves, marked as the bot's). When the host has been silent for
//! three days, the other players can do the same by a majority vote.

use super::command::{Checked, mention_user};
use super::command::{bot_id, is_bot};
use super::play::{outgoing, receipts};
use super::post::{Invocation, Outcome, Post, To};
use super::refusal::Refusal;
use super::seats::mention;
use super::service::Table;
use super::session::{channel_of, game_type_of};
use crate::games::Refused;
use crate::store::{GameRecord, Outgoing, SeatRecord, Status, Unrated};

/// A host silent this long (seconds) leaves the decisions to a vote of the other players.
pub const HOST_GONE_AFTER: i64 = 3 * 24 * 3600;

/// What a host's command decides.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Motion {
    Abort,
    Kick(usize),
    Hand(usize, SeatRecord),
    Bot(usize),
}

impl Motion {
    /// The motion as votes name it: the same decision, the same key.
    fn key(&self) -> String {
        match self {
            Motion::Abort => "abort".into(),
            Motion::Kick(s) => format!("kick {s}"),
            Motion::Hand(s, to) => format!("seat {s} to {}", to.user_id),
            Motion::Bot(s) => format!("bot {s}"),
        }
    }

    fn words(&self, record: &GameRecord) -> String {
        match self {
            Motion::Abort => "end the game".into(),
            Motion::Kick(s) => format!("take {} off the table", mention(record, *s)),
            Motion::Hand(s, to) => format!(
                "hand {}'s seat to {}",
                mention(record, *s),
                mention_user(to.user_id)
            ),
            Motion::Bot(s) => format!("hand {}'s seat to the bot", mention(record, *s)),
        }
    }
}

fn seat_option(record: &GameRecord, cmd: &Checked) -> Result<usize, Refusal> {
    let user = cmd.user("player")?;
    record.seat_of(user).ok_or_else(|| {
        Refusal::bad_option(format!(
            "`player:{}` holds no seat at this table. Seated: {}.",
            mention_user(user),
            (0..record.seats.len())
                .map(|s| mention(record, s))
                .collect::<Vec<_>>()
                .join(", ")
        ))
    })
}

/// `/game abort`, `/game kick`, `/game seat`, `/game bot` (their options checked).
pub(super) async fn command(table: &Table, inv: &Invocation, cmd: &Checked) -> Outcome {
    let sub = cmd.sub();
    let channel = channel_of(inv, sub)?;
    let _guard = table.locks.lock(channel).await;
    let Some(record) = table.store.open_game_in(channel).await? else {
        return Err(Refusal::no_game("There is no game in this channel.").into());
    };
    let motion = match sub {
        "abort" => Motion::Abort,
        "kick" => {
            let seat = seat_option(&record, cmd)?;
            if record.status != Status::Forming {
                return Err(Refusal::rule(
                    Refused::NotNow,
                    "The game has started, so its seats are fixed: hand the seat to another player with `/game seat` or to the bot with `/game bot`.",
                )
                .into());
            }
            if record.seats[seat].user_id == record.creator_id {
                return Err(Refusal::rule(
                    Refused::Forbidden,
                    "The host cannot be taken off the table: end it with `/game abort`.",
                )
                .into());
            }
            Motion::Kick(seat)
        }
        "bot" => {
            let seat = seat_option(&record, cmd)?;
            if is_bot(record.seats[seat].user_id) {
                return Err(
                    Refusal::rule(Refused::Forbidden, "The bot plays that seat already.").into(),
                );
            }
            Motion::Bot(seat)
        }
        _ => {
            let seat = seat_option(&record, cmd)?;
            let user_id = cmd.user("to")?;
            if record.seat_of(user_id).is_some() {
                return Err(Refusal::rule(
                    Refused::Forbidden,
                    format!(
                        "{} holds a seat at this table already.",
                        mention_user(user_id)
                    ),
                )
                .into());
            }
            let name = table
                .store
                .user_name(user_id)
                .await?
                .unwrap_or_else(|| format!("player {}", seat + 1));
            Motion::Hand(seat, SeatRecord { user_id, name })
        }
    };
    let host = inv.user_id == record.creator_id || inv.manages_server;
    if !host {
        return vote(table, inv, &record, &motion).await;
    }
    decide(table, inv, &record, &motion, &mention_user(inv.user_id)).await
}

/// A player's vote on `motion`, carried out once a majority of the players other than the host
/// (the bot's seats aside) have voted for it; only while the host is gone.
async fn vote(table: &Table, inv: &Invocation, record: &GameRecord, motion: &Motion) -> Outcome {
    if record.seat_of(inv.user_id).is_none() {
        return Err(Refusal::not_host(format!(
            "Only the host, {}, someone who manages the server, or (when the host is gone) the players can do that.",
            mention_user(record.creator_id)
        ))
        .into());
    }
    if record.status == Status::Forming {
        return Err(Refusal::not_host(format!(
            "Before the game starts only the host, {}, or someone who manages the server can {}; players who do not want to wait can leave with `/game leave`.",
            mention_user(record.creator_id),
            motion.words(record)
        ))
        .into());
    }
    let host_seat = record.seat_of(record.creator_id);
    let last = match host_seat {
        Some(seat) => table.store.last_action_at(record.id, seat).await?,
        None => None,
    };
    let silent_since = last.unwrap_or(record.awaited_since.unwrap_or(0));
    if host_seat.is_some() && table.clock.now() - silent_since < HOST_GONE_AFTER {
        return Err(Refusal::not_host(format!(
            "Only the host, {}, or someone who manages the server can {}. When the host has been silent for 3 days, the other players can decide it by a vote.",
            mention_user(record.creator_id),
            motion.words(record)
        ))
        .into());
    }
    let voters: Vec<usize> = (0..record.seats.len())
        .filter(|&s| Some(s) != host_seat && !is_bot(record.seats[s].user_id))
        .collect();
    let needed = voters.len() / 2 + 1;
    let votes = table
        .store
        .vote(record.id, &motion.key(), inv.user_id)
        .await?;
    let for_it = votes
        .iter()
        .filter(|&&u| record.seat_of(u).is_some_and(|s| voters.contains(&s)))
        .count();
    if for_it < needed {
        let posts = vec![Post::text(
            To::Channel(record.channel_id),
            format!(
                "{} votes to {} while the host is gone: {for_it} of the {needed} votes needed. Others agree with the same command.",
                mention_user(inv.user_id),
                motion.words(record)
            ),
        )];
        return Ok(posts);
    }
    decide(table, inv, record, motion, "The players' vote").await
}

/// Carries out `motion`, decided by `who`.
async fn decide(
    table: &Table,
    inv: &Invocation,
    record: &GameRecord,
    motion: &Motion,
    who: &str,
) -> Outcome {
    let channel = record.channel_id;
    let text = match motion {
        Motion::Abort if record.status == Status::Active => format!(
            "{who} ended the game; a game ended early is not rated. The channel is free for a new one."
        ),
        Motion::Abort => format!("{who} ended the game. The channel is free for a new one."),
        Motion::Kick(s) => format!(
            "{who} took {} off the table ({} seated).",
            mention(record, *s),
            record.seats.len() - 1
        ),
        Motion::Hand(s, to) => format!(
            "{who} handed {}'s seat to {}: they play it from now on.",
            mention(record, *s),
            mention_user(to.user_id)
        ),
        Motion::Bot(s) => format!(
            "{who} handed {}'s seat to the bot: it plays that seat's moves from now on, shown as {} (bot).",
            mention(record, *s),
            record.seats[*s].name
        ),
    };
    let mut posts = vec![Post::text(To::Channel(channel), text)];
    let stored = outgoing(&posts);
    let out = Outgoing::new(inv.origin.as_deref(), &stored);
    let ids = match motion {
        Motion::Abort => {
            table
                .store
                .close(record.id, record.version, Status::Aborted, &out)
                .await?
        }
        Motion::Kick(s) => {
            let mut seats = record.seats.clone();
            seats.remove(*s);
            table
                .store
                .seat(
                    record.id,
                    record.version,
                    &seats,
                    crate::store::Seating::Forming,
                    None,
                    &out,
                )
                .await?
        }
        Motion::Hand(s, to) => {
            table
                .store
                .hand_seat(record.id, record.version, *s, to, None, &out)
                .await?
        }
        Motion::Bot(s) => {
            let holder = SeatRecord {
                user_id: bot_id(*s),
                name: format!("{} (bot)", record.seats[*s].name),
            };
            table
                .store
                .hand_seat(
                    record.id,
                    record.version,
                    *s,
                    &holder,
                    Some(Unrated::Bot),
                    &out,
                )
                .await?
        }
    };
    receipts(&mut posts, &ids);
    if matches!(motion, Motion::Bot(_)) && record.status == Status::Active {
        posts.extend(game_type_of(record)?.bots(table, record.id).await?);
    }
    Ok(posts)
}
