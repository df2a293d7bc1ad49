//! `/game ...`: what every game shares. Opening a table, taking seats, starting, looking at the
//! board, and ending a game.

use super::command::{mention_channel, mention_user};
use super::host;
use super::play::{outgoing, receipts};
use super::post::{Failure, Invocation, Outcome, Place, Post, Refusal, To, refuse};
use super::records;
use super::registry::{self, GAMES};
use super::seats::{reply_place, seated_list};
use super::service::Table;
use super::session::{Need, kind_of, locate, open_hint};
use super::spec::{CommandSpec, Group, OptionKind, OptionSpec, and_list, duration_words, or_list};
use crate::store::{
    AWAY_DAYS, GameRecord, NewGame, Outgoing, SeatRecord, Seating, Status, Unrated,
};

/// The `/game` commands: what every game shares. Its options of `new` and `start` gather those
/// of every game in the registry.
pub fn group() -> Group {
    let table = "The game's channel, when you ask from a DM and sit at several tables";
    let players: Vec<String> = GAMES
        .iter()
        .map(|k| {
            format!(
                "{} to {} for {}",
                k.seats().start(),
                k.seats().end(),
                k.title()
            )
        })
        .collect();
    let most = GAMES.iter().map(|k| *k.seats().end()).max().unwrap_or(2);
    let least = GAMES.iter().map(|k| *k.seats().start()).min().unwrap_or(2);
    let mut new = CommandSpec::new(
        "new",
        "Open a table for a game in this channel; you take the first seat",
    )
    .option(OptionSpec::choice("game", "The game to play", &registry::keys()).required())
    .option(OptionSpec::number(
        "players",
        players_hint(&players, least, most),
        Some(least as i64),
        Some(most as i64),
    ));
    let mut start = CommandSpec::new(
        "start",
        "Start the game at this table (its creator, once at least 2 players are seated)",
    );
    for kind in GAMES {
        for option in kind.new_options() {
            if !new.options.iter().any(|o| o.name == option.name) {
                new = new.option(option);
            }
        }
        for option in kind.start_options() {
            if !start.options.iter().any(|o| o.name == option.name) {
                start = start.option(option);
            }
        }
    }
    new = new
        .option(OptionSpec::new(
            "deadline",
            "The time a turn may take, e.g. 24h, 90m or 2d (default: no deadline)",
            OptionKind::Text { suggest: false },
        ))
        .option(OptionSpec::choice(
            "rated",
            "no: not counted in ratings",
            &["yes", "no"],
        ));
    let script_only = |name, description: &str| {
        OptionSpec::new(name, description, OptionKind::Text { suggest: false }).script_only()
    };
    new = new
        .option(script_only(
            "seed",
            "The seed of the game's shuffles and dice (script runner only)",
        ))
        .option(script_only(
            "setup",
            "A described position to start from (script runner only)",
        ));
    let public = OptionSpec::choice("public", "yes: post it in the channel", &["yes"]);
    Group {
        name: "game",
        description:
            "Board game tables: open one in this channel, take a seat, start, look at the board"
                .into(),
        commands: vec![
            new,
            CommandSpec::new(
                "join",
                "Take a seat at the table in this channel before the game starts",
            ),
            CommandSpec::new(
                "leave",
                "Give up your seat at the table in this channel before the game starts",
            ),
            start,
            CommandSpec::new(
                "board",
                "Show the board picture and a short status of the game",
            )
            .at_table(table),
            CommandSpec::new(
                "status",
                "Show the round, festivals, scores, and who must act and how",
            )
            .at_table(table),
            CommandSpec::new(
                "hand",
                "Show your own tickets and plan; only you see the answer",
            )
            .at_table("The game's channel, when you sit at several tables")
            .secret(),
            CommandSpec::new(
                "log",
                "Show the game's public events, the latest first page by page",
            )
            .option(OptionSpec::number(
                "page",
                "1: the latest events (default); 2: the ones before; ...",
                Some(1),
                None,
            ))
            .at_table(table),
            CommandSpec::new(
                "replay",
                "The game so far as an animated picture, one frame per change of the board",
            )
            .at_table(table),
            CommandSpec::new(
                "undo",
                "Take back your last move, when nobody has acted since and it revealed nothing",
            )
            .at_table(table),
            CommandSpec::new(
                "list",
                "The games you sit at, in every server: whose turn it is, with links",
            ),
            CommandSpec::new("stats", "A player's record and ratings")
                .option(OptionSpec::user("player", "Default: you"))
                .option(OptionSpec::choice(
                    "game",
                    "Only this game",
                    &registry::keys(),
                ))
                .option(public.clone()),
            CommandSpec::new("leaderboard", "A game's top players here")
                .option(OptionSpec::choice("game", "The game", &registry::keys()).required())
                .option(public),
            CommandSpec::new("away", "Away: your turns' deadlines wait")
                .option(OptionSpec::number("days", "1 to 30", Some(1), Some(AWAY_DAYS)).required()),
            CommandSpec::new("back", "End your time away"),
            CommandSpec::new("rematch", "Rematch the game that ended here").option(
                OptionSpec::choice("now", "Host: start with who asked", &["yes"]),
            ),
            CommandSpec::new(
                "abort",
                "Host: end the game in this channel for everyone and free the channel",
            ),
            CommandSpec::new(
                "kick",
                "Host: take a player off the table before the game starts",
            )
            .option(OptionSpec::user("player", "The seated player").required()),
            CommandSpec::new(
                "seat",
                "Host: hand a player's seat to another user, who plays it from now on",
            )
            .option(OptionSpec::user("player", "The seated player").required())
            .option(OptionSpec::user("to", "The user who takes the seat").required()),
            CommandSpec::new(
                "bot",
                "Host: hand a player's seat to the bot, which plays its moves from now on",
            )
            .option(OptionSpec::user("player", "The seated player").required()),
        ],
    }
}

/// "Start by itself once this many are seated: 2 to 4 for The Festivals, 2 to 5 for Indonesia",
/// shortened to fit Discord's 100 characters.
fn players_hint(each: &[String], least: usize, most: usize) -> String {
    let full = format!(
        "Start by itself once this many are seated: {}",
        each.join(", ")
    );
    if full.chars().count() <= 100 {
        full
    } else {
        format!("Start by itself once this many are seated ({least} to {most}, by game)")
    }
}

pub(super) async fn game_command(table: &Table, inv: &Invocation, sub: &str) -> Outcome {
    match sub {
        "new" => new(table, inv).await,
        "join" => join(table, inv).await,
        "leave" => leave(table, inv).await,
        "start" => start(table, inv).await,
        "abort" | "kick" | "seat" | "bot" => host::command(table, inv, sub).await,
        "list" => list(table, inv).await,
        "stats" | "leaderboard" | "away" | "back" | "rematch" => {
            records::command(table, inv, sub).await
        }
        "undo" => {
            inv.command.check_options(&["table"])?;
            let game = locate(table, inv, Need::Active).await?;
            kind_of(&game)?.undo(table, inv, &game).await
        }
        "board" | "status" | "hand" | "log" | "replay" => look(table, inv, sub).await,
        other => {
            let names: Vec<&str> = group().commands.iter().map(|c| c.name).collect();
            refuse(format!(
                "Unknown command `/game {other}`. The /game commands are {}.",
                and_list(&names)
            ))
        }
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
        Some(k) => match registry::find(k) {
            Some(kind) => kind,
            None => {
                return refuse(format!(
                    "There is no game called `{}`. Games: {}.",
                    k.trim(),
                    registry::keys().join(", ")
                ));
            }
        },
        None => {
            return refuse(format!(
                "`/game new` needs `game:` — the game to play: {}.",
                or_list(&registry::keys())
            ));
        }
    };
    let mut allowed = vec!["game", "players", "seed", "setup", "deadline", "rated"];
    allowed.extend(kind.new_options().iter().map(|o| o.name));
    let channel = channel_of(inv, "new", &allowed).map_err(|r| {
        // An option of another game: say whose it is.
        let other = GAMES.iter().find(|k| {
            k.key() != kind.key() && k.new_options().iter().any(|o| cmd.option(o.name).is_some())
        });
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
    let new_options = kind.open(cmd)?;
    let wanted = match cmd.option("players") {
        None => new_options.players,
        Some(p) => match p.trim().parse::<u32>() {
            Ok(n) if kind.seats().contains(&(n as usize)) => {
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
                    kind.seats().start(),
                    kind.seats().end()
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
    let deadline = match cmd.option("deadline") {
        None => None,
        Some(text) => Some(parse_deadline(text)?),
    };
    let unrated = match cmd.option("rated").map(|r| r.trim().to_ascii_lowercase()) {
        None => None,
        Some(r) if r == "yes" => None,
        Some(r) if r == "no" => Some(Unrated::Chosen),
        Some(r) => {
            return refuse(format!(
                "`rated:{r}` is not allowed: write rated:no to play without counting for the ratings."
            ));
        }
    };
    let _guard = table.lock(channel).await;
    let record = NewGame {
        channel_id: channel,
        guild_id: inv.guild,
        deadline_minutes: deadline,
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
        unrated,
    };
    let starts = match wanted {
        Some(n) => format!("It starts by itself once {n} players are seated."),
        None => format!(
            "{} starts it with `/game start` once at least {} are seated.",
            mention_user(inv.user_id),
            kind.seats().start()
        ),
    };
    let pace = match deadline {
        Some(minutes) => format!(
            " A turn may take {}: halfway, the awaited players are reminded; then the game's default move is made for them, or the host is told.",
            duration_words(minutes)
        ),
        None => String::new(),
    };
    let rated = match unrated {
        Some(_) => " It does not count for the ratings.",
        None => "",
    };
    let text = format!(
        "{} opened a table for {} ({}). Take a seat with `/game join`. {starts}{pace}{rated}",
        mention_user(inv.user_id),
        kind.title(),
        kind.describe(&record.options)
    );
    let mut posts = vec![Post::text(To::Channel(channel), text)];
    let stored = outgoing(&posts);
    let out = Outgoing::new(inv.origin.as_deref(), &stored);
    let Some((_, ids)) = table.store.create_game(&record, &out).await? else {
        let existing = table.store.open_game_in(channel).await?;
        let what = match existing.map(|g| g.status) {
            Some(Status::Forming) => "a table that is still seating players",
            _ => "a game in progress",
        };
        return refuse(format!(
            "This channel already has {what}. Finish it (or its creator ends it with `/game abort`), or open yours in another channel."
        ));
    };
    receipts(&mut posts, &ids);
    Ok(posts)
}

/// The shortest and the longest deadline of a turn, in minutes.
const DEADLINES: std::ops::RangeInclusive<i64> = 10..=30 * 24 * 60;

/// `deadline:24h`, `deadline:90m`, `deadline:2d`, or a bare number of hours, in minutes.
fn parse_deadline(text: &str) -> Result<i64, Refusal> {
    let t = text.trim().to_ascii_lowercase();
    let (number, unit) = match t.find(|c: char| !c.is_ascii_digit()) {
        Some(at) => t.split_at(at),
        None => (t.as_str(), "h"),
    };
    let minutes = match (number.parse::<i64>(), unit.trim()) {
        (Ok(n), "m" | "min" | "minutes") => Some(n),
        (Ok(n), "h" | "hours" | "hour") => n.checked_mul(60),
        (Ok(n), "d" | "days" | "day") => n.checked_mul(24 * 60),
        _ => None,
    };
    match minutes {
        Some(m) if DEADLINES.contains(&m) => Ok(m),
        _ => Err(Refusal(format!(
            "`deadline:{text}` is not allowed: the time a turn may take, from 10m to 30d, e.g. deadline:24h, deadline:90m or deadline:2d."
        ))),
    }
}

/// A seed for a game created without one: unpredictable, so nobody can foresee the deck.
pub(super) fn fresh_seed() -> u64 {
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
        None => refuse(format!(
            "There is no table in this channel. Open one with {}.",
            open_hint()
        )),
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
        .unwrap_or(*kind_of(&game)?.seats().end());
    if game.seats.len() >= capacity {
        return refuse(format!("This table is full ({capacity} players)."));
    }
    let mut seats = game.seats.clone();
    seats.push(SeatRecord {
        user_id: inv.user_id,
        name: inv.user_name.clone(),
    });
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
    let mut started = None;
    if game.wanted_seats.is_some_and(|n| seats.len() == n as usize) {
        // The start happens with the last join, in one transaction.
        let full = GameRecord {
            seats: seats.clone(),
            ..game.clone()
        };
        match kind_of(&game)?.start(table, &full, None).await {
            Ok(start) => {
                posts.extend(start.posts);
                started = Some((start.setup, start.awaited));
            }
            // Seated, but the game cannot start: the channel is told why.
            Err(Failure::Refused(r)) => posts.push(Post::text(To::Channel(channel), r.0)),
            Err(other) => return Err(other),
        }
    }
    let seating = match &started {
        Some((setup, awaited)) => Seating::Started { setup, awaited },
        None => Seating::Forming,
    };
    let mut posts = write_seats(table, inv, &game, &seats, seating, posts).await?;
    if started.is_some() {
        posts.extend(kind_of(&game)?.bots(table, game.id).await?);
    }
    Ok(posts)
}

/// Records the seats of a forming game read at its version (and its start), with the posts.
async fn write_seats(
    table: &Table,
    inv: &Invocation,
    game: &GameRecord,
    seats: &[SeatRecord],
    seating: Seating<'_>,
    mut posts: Vec<Post>,
) -> Outcome {
    let stored = outgoing(&posts);
    let out = Outgoing::new(inv.origin.as_deref(), &stored);
    let ids = table
        .store
        .seat(game.id, game.version, seats, seating, &out)
        .await?;
    receipts(&mut posts, &ids);
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
    let posts = vec![Post::text(
        To::Channel(channel),
        format!(
            "{} leaves the table ({} seated).",
            mention_user(inv.user_id),
            seats.len()
        ),
    )];
    write_seats(table, inv, &game, &seats, Seating::Forming, posts).await
}

async fn start(table: &Table, inv: &Invocation) -> Outcome {
    let allowed: Vec<&str> = GAMES
        .iter()
        .flat_map(|k| k.start_options())
        .map(|o| o.name)
        .collect();
    let channel = channel_of(inv, "start", &allowed)?;
    let _guard = table.lock(channel).await;
    let game = forming_game(table, channel).await?;
    let kind = kind_of(&game)?;
    let own = kind.start_options();
    if let Some((option, _)) = inv
        .command
        .options
        .iter()
        .find(|(key, _)| !own.iter().any(|o| o.name == key))
    {
        let owner = GAMES
            .iter()
            .find(|k| k.start_options().iter().any(|o| o.name == option))
            .map_or("another game", |k| k.title());
        return refuse(format!(
            "`{option}:` belongs to {owner}; {} starts without it.",
            kind.title()
        ));
    }
    if game.creator_id != inv.user_id {
        return refuse(format!(
            "Only the table's creator, {}, can start the game.",
            mention_user(game.creator_id)
        ));
    }
    let start = kind.start(table, &game, Some(&inv.command)).await?;
    let seating = Seating::Started {
        setup: &start.setup,
        awaited: &start.awaited,
    };
    let mut posts = write_seats(table, inv, &game, &game.seats, seating, start.posts).await?;
    posts.extend(kind.bots(table, game.id).await?);
    Ok(posts)
}

/// `/game list`: the user's open games, wherever they are, with whose turn it is; privately.
async fn list(table: &Table, inv: &Invocation) -> Outcome {
    inv.command.check_options(&[])?;
    let games = table.store.open_games_of(inv.user_id).await?;
    if games.is_empty() {
        return Ok(vec![Post::text(
            To::User(inv.user_id),
            format!(
                "You sit at no table now. Open one with {}, or join one with `/game join` in its channel.",
                open_hint()
            ),
        )]);
    }
    let mut lines = vec![format!("Your tables ({}):", games.len())];
    for game in &games {
        let title = kind_of(game).map_or("A game", |k| k.title());
        let at = match game.guild_id {
            Some(guild) => format!(
                "{} (https://discord.com/channels/{guild}/{})",
                mention_channel(game.channel_id),
                game.channel_id
            ),
            None => mention_channel(game.channel_id),
        };
        let names = super::seats::mentions(game);
        let state = match game.status {
            Status::Forming => format!("seating players ({} seated)", game.seats.len()),
            _ if game
                .seat_of(inv.user_id)
                .is_some_and(|s| game.awaited.contains(&s)) =>
            {
                "your turn".to_string()
            }
            _ if game.awaited.is_empty() => "in progress".to_string(),
            _ => format!(
                "waiting for {}",
                and_list(
                    &game
                        .awaited
                        .iter()
                        .map(|&s| names[s].clone())
                        .collect::<Vec<_>>()
                )
            ),
        };
        lines.push(format!("• {title} at {at}: {state}"));
    }
    Ok(vec![Post::text(To::User(inv.user_id), lines.join("\n"))])
}

async fn look(table: &Table, inv: &Invocation, sub: &str) -> Outcome {
    let options: &[&str] = if sub == "log" {
        &["table", "page"]
    } else {
        &["table"]
    };
    inv.command.check_options(options)?;
    let need = if sub == "hand" {
        Need::Active
    } else {
        Need::Look
    };
    let game = locate(table, inv, need).await?;
    if game.status == Status::Forming {
        let kind = kind_of(&game)?;
        let text = format!(
            "{} at {} is seating players ({}): {}. {}",
            kind.title(),
            mention_channel(game.channel_id),
            kind.describe(&game.options),
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
    kind_of(&game)?.look(table, inv, &game, sub).await
}
