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
use crate::lang::{Arg, Msg};
use crate::msg;
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

    fn words(&self, record: &GameRecord) -> Msg {
        match self {
            Motion::Abort => msg!("host-motion-abort"),
            Motion::Kick(s) => msg!("host-motion-kick", player = mention(record, *s)),
            Motion::Hand(s, to) => msg!(
                "host-motion-hand",
                player = mention(record, *s),
                to = mention_user(to.user_id)
            ),
            Motion::Bot(s) => msg!("host-motion-bot", player = mention(record, *s)),
        }
    }
}

fn seat_option(record: &GameRecord, cmd: &Checked) -> Result<usize, Refusal> {
    let user = cmd.user("player")?;
    record.seat_of(user).ok_or_else(|| {
        let seated: Vec<String> = (0..record.seats.len())
            .map(|s| mention(record, s))
            .collect();
        Refusal::bad_option(msg!(
            "refused-player-not-seated",
            player = mention_user(user),
            seated = seated.join(", ")
        ))
    })
}

/// `/game abort`, `/game kick`, `/game seat`, `/game bot` (their options checked).
pub(super) async fn command(table: &Table, inv: &Invocation, cmd: &Checked) -> Outcome {
    let sub = cmd.sub();
    let channel = channel_of(inv, sub)?;
    let _guard = table.locks.lock(channel).await;
    let Some(record) = table.store.open_game_in(channel).await? else {
        return Err(Refusal::no_game(msg!("refused-no-game-here")).into());
    };
    let motion = match sub {
        "abort" => Motion::Abort,
        "kick" => {
            let seat = seat_option(&record, cmd)?;
            if record.status != Status::Forming {
                return Err(Refusal::rule(Refused::NotNow, msg!("refused-kick-started")).into());
            }
            if record.seats[seat].user_id == record.creator_id {
                return Err(Refusal::rule(Refused::Forbidden, msg!("refused-kick-host")).into());
            }
            Motion::Kick(seat)
        }
        "bot" => {
            let seat = seat_option(&record, cmd)?;
            if is_bot(record.seats[seat].user_id) {
                return Err(Refusal::rule(Refused::Forbidden, msg!("refused-bot-already")).into());
            }
            Motion::Bot(seat)
        }
        _ => {
            let seat = seat_option(&record, cmd)?;
            let user_id = cmd.user("to")?;
            if record.seat_of(user_id).is_some() {
                return Err(Refusal::rule(
                    Refused::Forbidden,
                    msg!("refused-seated-already", user = mention_user(user_id)),
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
    let who = Arg::Text(mention_user(inv.user_id));
    decide(table, inv, &record, &motion, who).await
}

/// A player's vote on `motion`, carried out once a majority of the players other than the host
/// (the bot's seats aside) have voted for it; only while the host is gone.
async fn vote(table: &Table, inv: &Invocation, record: &GameRecord, motion: &Motion) -> Outcome {
    if record.seat_of(inv.user_id).is_none() {
        return Err(Refusal::not_host(msg!(
            "refused-host-only-vote",
            host = mention_user(record.creator_id)
        ))
        .into());
    }
    if record.status == Status::Forming {
        return Err(Refusal::not_host(msg!(
            "refused-host-only-forming",
            host = mention_user(record.creator_id),
            motion = motion.words(record)
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
        return Err(Refusal::not_host(msg!(
            "refused-host-only-present",
            host = mention_user(record.creator_id),
            motion = motion.words(record)
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
        let cast = msg!(
            "host-vote-cast",
            voter = mention_user(inv.user_id),
            motion = motion.words(record),
            votes = for_it,
            needed = needed
        );
        let posts = vec![Post::text(
            To::Channel(record.channel_id),
            cast.render(record.language),
        )];
        return Ok(posts);
    }
    let who = Arg::from(msg!("host-players-vote"));
    decide(table, inv, record, motion, who).await
}

/// Carries out `motion`, decided by `who`.
async fn decide(
    table: &Table,
    inv: &Invocation,
    record: &GameRecord,
    motion: &Motion,
    who: Arg,
) -> Outcome {
    let channel = record.channel_id;
    let text = match motion {
        Motion::Abort if record.status == Status::Active => {
            msg!("host-aborted-active", who = who)
        }
        Motion::Abort => msg!("host-aborted", who = who),
        Motion::Kick(s) => msg!(
            "host-kicked",
            who = who,
            player = mention(record, *s),
            seated = record.seats.len() - 1
        ),
        Motion::Hand(s, to) => msg!(
            "host-handed",
            who = who,
            player = mention(record, *s),
            to = mention_user(to.user_id)
        ),
        Motion::Bot(s) => msg!(
            "host-botted",
            who = who,
            player = mention(record, *s),
            name = record.seats[*s].name.as_str()
        ),
    };
    let mut posts = vec![Post::text(
        To::Channel(channel),
        text.render(record.language),
    )];
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
