//! `/game ...`: what every game shares. Opening a table, taking seats, starting, looking at the
//! board, and ending a game.

use super::command::{mention_channel, mention_user, parse_user};
use super::session::Need;
use super::{
    Failure, Invocation, Outcome, Place, Post, Refusal, Table, To, festivals, indonesia, refuse,
};
use crate::store::{GameRecord, NewGame, SeatRecord, Status};
use anyhow::Result;

/// The games a table can hold, by the name typed in `/game new game:<kind>`.
pub const KINDS: &[&str] = &["festivals", "indonesia"];

/// A game a table can hold: where the lobby hands over to the game's own module.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Kind {
    Festivals,
    Indonesia,
}

impl Kind {
    /// The kind named in `/game new game:<name>` and stored with the game.
    pub(super) fn parse(name: &str) -> Option<Kind> {
        match name.trim().to_ascii_lowercase().as_str() {
            "festivals" => Some(Kind::Festivals),
            "indonesia" => Some(Kind::Indonesia),
            _ => None,
        }
    }

    /// The kind of a stored game.
    pub(super) fn of(game: &GameRecord) -> Result<Kind> {
        Kind::parse(&game.kind)
            .ok_or_else(|| anyhow::anyhow!("unknown game kind {:?} in the store", game.kind))
    }

    pub(super) fn key(self) -> &'static str {
        match self {
            Kind::Festivals => "festivals",
            Kind::Indonesia => "indonesia",
        }
    }

    pub(super) fn title(self) -> &'static str {
        match self {
            Kind::Festivals => "The Festivals",
            Kind::Indonesia => "Indonesia",
        }
    }

    pub(super) fn players(self) -> std::ops::RangeInclusive<usize> {
        match self {
            Kind::Festivals => festivals::MIN_PLAYERS..=festivals::MAX_PLAYERS,
            Kind::Indonesia => indonesia::MIN_PLAYERS..=indonesia::MAX_PLAYERS,
        }
    }

    /// The game's own options of `/game new`.
    fn new_options(self) -> &'static [&'static str] {
        match self {
            Kind::Festivals => festivals::NEW_OPTIONS,
            Kind::Indonesia => indonesia::NEW_OPTIONS,
        }
    }

    fn parse_options(self, cmd: &super::Command) -> Result<NewOptions, Refusal> {
        match self {
            Kind::Festivals => festivals::new_options(cmd),
            Kind::Indonesia => indonesia::new_options(cmd),
        }
    }

    fn rules_version(self) -> i64 {
        match self {
            Kind::Festivals => festivals::RULES_VERSION,
            Kind::Indonesia => indonesia::RULES_VERSION,
        }
    }

    fn describe(self, game: &GameRecord) -> String {
        match self {
            Kind::Festivals => festivals::describe_options(game),
            Kind::Indonesia => indonesia::describe_options(game),
        }
    }
}

/// A game's `/game new` options as the lobby needs them.
pub struct NewOptions {
    /// Stored with the game, read back by the game's module.
    pub json: String,
    /// Fixed by a described position.
    pub players: Option<u32>,
    /// Fixed by a described position.
    pub seed: Option<u64>,
}

/// Starts a forming game (the caller holds the channel's lock).
async fn start_game(table: &Table, game: &GameRecord, airplane: Option<usize>) -> Outcome {
    match Kind::of(game)? {
        Kind::Festivals => festivals::start(table, game, airplane).await,
        Kind::Indonesia => indonesia::start(table, game).await,
    }
}

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
        Some(k) => match Kind::parse(k) {
            Some(kind) => kind,
            None => {
                return refuse(format!(
                    "There is no game called `{}`. Games: {}.",
                    k.trim(),
                    KINDS.join(", ")
                ));
            }
        },
        None => {
            return refuse(format!(
                "`/game new` needs `game:` — the game to play: {}.",
                KINDS.join(" or ")
            ));
        }
    };
    let mut allowed = vec!["game", "players", "seed"];
    allowed.extend_from_slice(kind.new_options());
    let channel = channel_of(inv, "new", &allowed).map_err(|r| {
        // An option of the other game: say whose it is.
        let other = KINDS
            .iter()
            .filter_map(|k| Kind::parse(k))
            .find(|k| *k != kind && k.new_options().iter().any(|o| cmd.option(o).is_some()));
        match (other, inv.place) {
            (Some(other), Place::Channel(_)) => Refusal(format!(
                "{} Those options belong to {}, not {}.",
                r.0,
                other.title(),
                kind.title()
            )),
            _ => r,
        }
    })?;
    let new_options = kind.parse_options(cmd)?;
    let wanted = match cmd.option("players") {
        None => new_options.players,
        Some(p) => match p.trim().parse::<u32>() {
            Ok(n) if kind.players().contains(&(n as usize)) => {
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
                    "`players:{p}` is not allowed: {} seats {} to {} players.",
                    kind.title(),
                    kind.players().start(),
                    kind.players().end()
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
        kind: kind.key().to_string(),
        creator: SeatRecord {
            user_id: inv.user_id,
            name: inv.user_name.clone(),
        },
        options: new_options.json,
        seed,
        wanted_seats: wanted,
        rules_version: kind.rules_version(),
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
            kind.players().start()
        ),
    };
    let text = format!(
        "{} opened a table for {} ({}). Take a seat with `/game join`. {starts}",
        mention_user(inv.user_id),
        kind.title(),
        kind.describe(&game)
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
        None => refuse(
            "There is no table in this channel. Open one with `/game new game:festivals` or `/game new game:indonesia`.",
        ),
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
        .unwrap_or(*Kind::of(&game)?.players().end());
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
        match start_game(table, &game, None).await {
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
    let kind = Kind::of(&game)?;
    if kind != Kind::Festivals && inv.command.option("airplane").is_some() {
        return refuse(format!(
            "`airplane:` belongs to The Festivals; {} starts without it.",
            kind.title()
        ));
    }
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
    start_game(table, &game, airplane).await
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
        let kind = Kind::of(&game)?;
        let text = format!(
            "{} at {} is seating players ({}): {}. {}",
            kind.title(),
            mention_channel(game.channel_id),
            kind.describe(&game),
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
    match Kind::of(&game)? {
        Kind::Festivals => festivals::look(table, inv, &game, sub).await,
        Kind::Indonesia => indonesia::look(table, inv, &game, sub).await,
    }
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
