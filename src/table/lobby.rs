//! `/game ...`: what every game shares. Opening a table, taking seats, starting, looking at the
//! board, and ending a game.

use super::command::{mention_channel, mention_user, parse_user};
use super::session::Need;
use super::{Failure, Invocation, Outcome, Place, Post, Refusal, Table, To, festivals, refuse};
use crate::store::{GameRecord, NewGame, SeatRecord, Status};
use anyhow::Result;

/// The games a table can hold, by the name typed in `/game new game:<kind>`.
pub const KINDS: &[&str] = &["festivals"];

pub(super) async fn game_command(table: &Table, inv: &Invocation, sub: &str) -> Outcome {
    match sub {
        "new" => new(table, inv).await,
        "join" => join(table, inv).await,
        "leave" => leave(table, inv).await,
        "start" => start(table, inv).await,
        "abort" => abort(table, inv).await,
        "board" | "status" | "hand" | "log" => look(table, inv, sub).await,
        other => refuse(format!(
            "Unknown command `/game {other}`. The /game commands are new, join, leave, start, board, status, hand, log and abort."
        )),
    }
}

/// The channel a `/game` command was typed in, after checking its options.
fn channel_of(inv: &Invocation, what: &str, options: &[&str]) -> Result<i64, Refusal> {
    inv.command.check_options(options)?;
    match inv.place {
        Place::Channel(c) => Ok(c),
        Place::Dm => Err(Refusal(format!(
            "`/game {what}` works in the game's channel, not in a DM."
        ))),
    }
}

async fn new(table: &Table, inv: &Invocation) -> Outcome {
    let cmd = &inv.command;
    let kind = match cmd.option("game") {
        Some(k) => k.trim().to_ascii_lowercase(),
        None => {
            return refuse("`/game new` needs `game:` — the game to play: festivals.");
        }
    };
    if !KINDS.contains(&kind.as_str()) {
        return refuse(format!(
            "There is no game called `{kind}`. Games: {}.",
            KINDS.join(", ")
        ));
    }
    let mut allowed = vec!["game", "players", "seed"];
    allowed.extend_from_slice(festivals::NEW_OPTIONS);
    let channel = channel_of(inv, "new", &allowed)?;
    let new_options = festivals::new_options(cmd)?;
    let wanted = match cmd.option("players") {
        None => new_options.players,
        Some(p) => match p.trim().parse::<u32>() {
            Ok(n) if (festivals::MIN_PLAYERS..=festivals::MAX_PLAYERS).contains(&(n as usize)) => {
                if new_options.players.is_some_and(|fixed| fixed != n) {
                    return refuse(format!(
                        "The setup describes {} players, not {n}.",
                        new_options.players.unwrap_or_default()
                    ));
                }
                Some(n)
            }
            _ => {
                return refuse(format!(
                    "`players:{p}` is not allowed: The Festivals seats {} to {} players.",
                    festivals::MIN_PLAYERS,
                    festivals::MAX_PLAYERS
                ));
            }
        },
    };
    let seed = match cmd.option("seed") {
        None => new_options.seed.unwrap_or_else(fresh_seed),
        Some(s) => match s.trim().parse::<u64>() {
            Ok(n) => n,
            Err(_) => {
                return refuse(format!(
                    "`seed:{s}` is not a whole number from 0 to 2^64-1."
                ));
            }
        },
    };
    let _guard = table.lock(channel).await;
    let record = NewGame {
        channel_id: channel,
        channel_name: inv.channel_name.clone(),
        kind: kind.clone(),
        creator: SeatRecord {
            user_id: inv.user_id,
            name: inv.user_name.clone(),
        },
        options: new_options.json,
        seed,
        wanted_seats: wanted,
        rules_version: festivals::RULES_VERSION,
    };
    let Some(game) = table.store.create_game(&record).await? else {
        let existing = table.store.open_game_in(channel).await?;
        let what = match existing.map(|g| g.status) {
            Some(Status::Forming) => "a table that is still seating players",
            _ => "a game in progress",
        };
        return refuse(format!(
            "This channel already has {what}. Finish it (or its creator ends it with `/game abort`), or open yours in another channel."
        ));
    };
    let starts = match wanted {
        Some(n) => format!("It starts by itself once {n} players are seated."),
        None => format!(
            "{} starts it with `/game start` once at least {} are seated.",
            mention_user(inv.user_id),
            festivals::MIN_PLAYERS
        ),
    };
    let text = format!(
        "{} opened a table for The Festivals ({}). Take a seat with `/game join`. {starts}",
        mention_user(inv.user_id),
        festivals::describe_options(&game)
    );
    Ok(vec![Post::text(To::Channel(channel), text)])
}

/// A seed for a game created without one: unpredictable, so nobody can foresee the deck.
fn fresh_seed() -> u64 {
    use std::collections::hash_map::RandomState;
    use std::hash::BuildHasher;
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or(0);
    RandomState::new().hash_one(nanos)
}

async fn forming_game(table: &Table, channel: i64) -> Outcome<GameRecord> {
    match table.store.open_game_in(channel).await? {
        Some(g) if g.status == Status::Forming => Ok(g),
        Some(_) => refuse("The game in this channel has already started; seats are fixed."),
        None => {
            refuse("There is no table in this channel. Open one with `/game new game:festivals`.")
        }
    }
}

async fn join(table: &Table, inv: &Invocation) -> Outcome {
    let channel = channel_of(inv, "join", &[])?;
    let _guard = table.lock(channel).await;
    let game = forming_game(table, channel).await?;
    if game.seat_of(inv.user_id).is_some() {
        return refuse("You already have a seat at this table.");
    }
    let capacity = game
        .wanted_seats
        .map(|n| n as usize)
        .unwrap_or(festivals::MAX_PLAYERS);
    if game.seats.len() >= capacity {
        return refuse(format!("This table is full ({capacity} players)."));
    }
    let mut seats = game.seats.clone();
    seats.push(SeatRecord {
        user_id: inv.user_id,
        name: inv.user_name.clone(),
    });
    table.store.set_seats(game.id, &seats).await?;
    let mut posts = vec![Post::text(
        To::Channel(channel),
        format!(
            "{} takes seat {} ({} of {} seated).",
            mention_user(inv.user_id),
            seats.len(),
            seats.len(),
            capacity
        ),
    )];
    if game.wanted_seats.is_some_and(|n| seats.len() == n as usize) {
        let game = table
            .store
            .game(game.id)
            .await?
            .ok_or_else(|| anyhow::anyhow!("game vanished"))?;
        match festivals::start(table, &game, None).await {
            Ok(more) => posts.extend(more),
            // Seated, but the game cannot start: the channel is told why.
            Err(Failure::Refused(r)) => posts.push(Post::text(To::Channel(channel), r.0)),
            Err(internal) => return Err(internal),
        }
    }
    Ok(posts)
}

async fn leave(table: &Table, inv: &Invocation) -> Outcome {
    let channel = channel_of(inv, "leave", &[])?;
    let _guard = table.lock(channel).await;
    let game = forming_game(table, channel).await?;
    let Some(seat) = game.seat_of(inv.user_id) else {
        return refuse("You have no seat at this table.");
    };
    if game.creator_id == inv.user_id {
        return refuse(
            "You opened this table, so you cannot leave it: end it with `/game abort` instead.",
        );
    }
    let mut seats = game.seats.clone();
    seats.remove(seat);
    table.store.set_seats(game.id, &seats).await?;
    Ok(vec![Post::text(
        To::Channel(channel),
        format!(
            "{} leaves the table ({} seated).",
            mention_user(inv.user_id),
            seats.len()
        ),
    )])
}

async fn start(table: &Table, inv: &Invocation) -> Outcome {
    let channel = channel_of(inv, "start", &["airplane"])?;
    let _guard = table.lock(channel).await;
    let game = forming_game(table, channel).await?;
    if game.creator_id != inv.user_id {
        return refuse(format!(
            "Only the table's creator, {}, can start the game.",
            mention_user(game.creator_id)
        ));
    }
    let airplane = match inv.command.option("airplane") {
        None => None,
        Some(value) => match seat_named(&game, value) {
            Some(seat) => Some(seat),
            None => {
                return refuse(format!(
                    "`airplane:{value}` is not a seated player. Seated: {}.",
                    seated_list(&game)
                ));
            }
        },
    };
    festivals::start(table, &game, airplane).await
}

async fn abort(table: &Table, inv: &Invocation) -> Outcome {
    let channel = channel_of(inv, "abort", &[])?;
    let _guard = table.lock(channel).await;
    let Some(game) = table.store.open_game_in(channel).await? else {
        return refuse("There is no game in this channel to abort.");
    };
    if game.creator_id != inv.user_id {
        return refuse(format!(
            "Only the game's creator, {}, can abort it.",
            mention_user(game.creator_id)
        ));
    }
    table.store.close(game.id, Status::Aborted).await?;
    Ok(vec![Post::text(
        To::Channel(channel),
        format!(
            "{} ended the game. The channel is free for a new one.",
            mention_user(inv.user_id)
        ),
    )])
}

async fn look(table: &Table, inv: &Invocation, sub: &str) -> Outcome {
    inv.command.check_options(&["table"])?;
    let need = if sub == "hand" {
        Need::Active
    } else {
        Need::Look
    };
    let game = table.locate(inv, need).await?;
    if game.status == Status::Forming {
        let text = format!(
            "The Festivals at {} is seating players ({}): {}. {}",
            mention_channel(game.channel_id),
            festivals::describe_options(&game),
            seated_list(&game),
            match game.wanted_seats {
                Some(n) => format!("It starts by itself at {n} players."),
                None => format!(
                    "{} starts it with `/game start`.",
                    mention_user(game.creator_id)
                ),
            }
        );
        return Ok(vec![Post::text(reply_place(inv, &game), text)]);
    }
    festivals::look(table, inv, &game, sub).await
}

/// Where a look command is answered: in the channel it was typed in, privately when by DM.
pub(super) fn reply_place(inv: &Invocation, game: &GameRecord) -> To {
    match inv.place {
        Place::Channel(c) if c == game.channel_id => To::Channel(c),
        _ => To::User(inv.user_id),
    }
}

/// The seat of a player named by mention (`<@id>`) or by seat name.
pub(super) fn seat_named(game: &GameRecord, value: &str) -> Option<usize> {
    if let Some(id) = parse_user(value) {
        return game.seat_of(id);
    }
    let name = value.trim().trim_start_matches('@');
    game.seats
        .iter()
        .position(|s| s.name.eq_ignore_ascii_case(name))
}

pub(super) fn seated_list(game: &GameRecord) -> String {
    game.seats
        .iter()
        .map(|s| mention_user(s.user_id))
        .collect::<Vec<_>>()
        .join(", ")
}
