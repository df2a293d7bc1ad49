//! `/game ...`: what every game shares. Opening a table, taking seats, starting, looking at the
//! board, and ending a game.

use super::GameType;
use super::command::{Checked, mention_channel, mention_user};
use super::command::{bot_id, is_bot};
use super::host;
use super::play::{Look, fresh_seed, outgoing, receipts};
use super::post::{Failure, Invocation, Outcome, Post, To};
use super::records;
use super::refusal::Refusal;
use super::registry::{self, GAMES};
use super::seats::{reply_place, seated_list};
use super::service::Table;
use super::session::{Need, channel_of, game_type_of, locate, open_commands};
use super::spec::{CommandSpec, Group, OptionKind, OptionSpec, duration};
use crate::games::Refused;
use crate::lang::{Arg, Lang, Msg};
use crate::msg;
use crate::store::{GameRecord, NewGame, Outgoing, SeatRecord, Seating, Status, Unrated};

/// The `/game` commands: what every game shares. Its options of `new` and `start` gather those
/// of every game in the registry.
pub fn group() -> Group {
    let (new, start) = new_and_start();
    Group {
        name: "game",
        description: msg!("cmd-game").into(),
        // The players' records' commands (`records`) after the looks, before the host's.
        commands: [
            vec![
                new,
                CommandSpec::new("join", msg!("cmd-game-join")),
                CommandSpec::new("leave", msg!("cmd-game-leave")),
                start,
                CommandSpec::new("board", msg!("cmd-game-board")).at_table(),
                CommandSpec::new("status", msg!("cmd-game-status")).at_table(),
                CommandSpec::new("hand", msg!("cmd-game-hand"))
                    .at_table()
                    .secret(),
                CommandSpec::new("log", msg!("cmd-game-log"))
                    .option(OptionSpec::number(
                        "page",
                        msg!("cmd-game-log-page"),
                        Some(1),
                        None,
                    ))
                    .at_table(),
                CommandSpec::new("replay", msg!("cmd-game-replay")).at_table(),
                CommandSpec::new("undo", msg!("cmd-game-undo")).at_table(),
                CommandSpec::new("list", msg!("cmd-game-list")),
            ],
            records::commands(),
            vec![
                CommandSpec::new("abort", msg!("cmd-game-abort")),
                CommandSpec::new("kick", msg!("cmd-game-kick"))
                    .option(OptionSpec::user("player", msg!("cmd-game-seated-player")).required()),
                CommandSpec::new("seat", msg!("cmd-game-seat"))
                    .option(OptionSpec::user("player", msg!("cmd-game-seated-player")).required())
                    .option(OptionSpec::user("to", msg!("cmd-game-seat-to")).required()),
                CommandSpec::new("bot", msg!("cmd-game-bot"))
                    .option(OptionSpec::user("player", msg!("cmd-game-seated-player")).required()),
            ],
        ]
        .concat(),
    }
}

/// `/game new` and `/game start`, with every game's options of theirs.
fn new_and_start() -> (CommandSpec, CommandSpec) {
    let most = GAMES.iter().map(|k| *k.seats().end()).max().unwrap_or(2);
    let least = GAMES.iter().map(|k| *k.seats().start()).min().unwrap_or(2);
    let mut new = CommandSpec::new("new", msg!("cmd-game-new"))
        .option(OptionSpec::choice("game", msg!("cmd-game-new-game"), &registry::keys()).required())
        .option(OptionSpec::number(
            "players",
            msg!("cmd-game-new-players", least = least, most = most),
            Some(least as i64),
            Some(most as i64),
        ))
        .option(OptionSpec::number(
            "bots",
            msg!("cmd-game-new-bots"),
            Some(1),
            Some(most as i64 - 1),
        ));
    let mut start = CommandSpec::new("start", msg!("cmd-game-start")).option(OptionSpec::number(
        "bots",
        msg!("cmd-game-start-bots"),
        Some(1),
        Some(most as i64 - 1),
    ));
    // A clash is reported by `clashes` (a test, and the bot refuses to start).
    for option in merged(&each_game(|k| k.new_options())).0 {
        new = new.option(option);
    }
    for option in merged(&each_game(|k| k.start_options())).0 {
        start = start.option(option);
    }
    new = new
        .option(OptionSpec::new(
            "deadline",
            msg!("cmd-game-new-deadline"),
            OptionKind::Text { suggest: false },
        ))
        .option(OptionSpec::choice(
            "rated",
            msg!("cmd-game-new-rated"),
            &["yes", "no"],
        ))
        .option(OptionSpec::choice(
            "language",
            msg!("cmd-game-new-language"),
            &["en", "id"],
        ));
    let script_only = |name, description: crate::lang::Msg| {
        OptionSpec::new(name, description, OptionKind::Text { suggest: false }).script_only()
    };
    new = new
        .option(script_only("seed", msg!("cmd-game-new-seed")))
        .option(script_only("setup", msg!("cmd-game-new-setup")));
    (new, start)
}

/// Each game's options of a command every game shares (`/game new`, `/game start`), by title.
fn each_game(read: fn(&dyn GameType) -> Vec<OptionSpec>) -> Vec<(&'static str, Vec<OptionSpec>)> {
    GAMES.iter().map(|k| (k.title(), read(*k))).collect()
}

/// The options of a command every game shares, each once, and the clashes: an option two games
/// read must be the same option in both (its kind, and a description that speaks for both);
/// else the first game's stands, and the clash says what differs.
fn merged(each: &[(&'static str, Vec<OptionSpec>)]) -> (Vec<OptionSpec>, Vec<String>) {
    let mut merged: Vec<(&OptionSpec, &str)> = Vec::new();
    let mut clashes = Vec::new();
    for (title, options) in each {
        for option in options {
            match merged.iter().find(|(o, _)| o.name == option.name) {
                None => merged.push((option, title)),
                Some((same, _)) if *same == option => {}
                Some((first, first_title)) => clashes.push(format!(
                    "`{}:` is {:?} (\"{}\") for {first_title} but {:?} (\"{}\") for {title}: give it one kind and one description that speaks for both games, or two names",
                    option.name, first.kind, first.description, option.kind, option.description
                )),
            }
        }
    }
    let options = merged.into_iter().map(|(o, _)| o.clone()).collect();
    (options, clashes)
}

/// Where two games read an option of `/game new` or `/game start` with the same name in two
/// ways: none, unless a game added to the registry does.
pub fn clashes() -> Vec<String> {
    let new = merged(&each_game(|k| k.new_options())).1;
    let start = merged(&each_game(|k| k.start_options())).1;
    let new = new.into_iter().map(|c| format!("/game new: {c}"));
    new.chain(start.into_iter().map(|c| format!("/game start: {c}")))
        .collect()
}

/// A new table's language: `language:` when the game is written in it, else the server's when
/// the game speaks it, else English.
fn language_of(game_type: &dyn GameType, inv: &Invocation, cmd: &Checked) -> Result<Lang, Refusal> {
    let code = cmd.optional("language", Checked::choice)?;
    language_in(
        game_type.title(),
        game_type.languages(),
        inv.guild_locale.as_deref(),
        code,
    )
}

/// [`language_of`] for a game titled `title` written in `spoken`, apart from the command so
/// that the refusal stays tested while every game speaks every language.
fn language_in(
    title: &str,
    spoken: &[Lang],
    guild_locale: Option<&str>,
    code: Option<&'static str>,
) -> Result<Lang, Refusal> {
    let Some(code) = code else {
        return Ok(guild_locale
            .and_then(Lang::from_discord)
            .filter(|l| spoken.contains(l))
            .unwrap_or_default());
    };
    let chosen = Lang::from_code(code).unwrap_or_default();
    if spoken.contains(&chosen) {
        return Ok(chosen);
    }
    let codes: Vec<String> = spoken.iter().map(|l| format!("`language:{l}`")).collect();
    Err(Refusal::bad_option(msg!(
        "refused-language-unavailable",
        game = title,
        language = crate::table::choice_label(code, chosen),
        languages = Arg::or_list(&codes)
    )))
}

/// `/game <sub>`, its options checked against [`group`].
pub(super) async fn game_command(table: &Table, inv: &Invocation, cmd: &Checked) -> Outcome {
    let look = match cmd.sub() {
        "new" => return new(table, inv, cmd).await,
        "join" => return join(table, inv).await,
        "leave" => return leave(table, inv).await,
        "start" => return start(table, inv, cmd).await,
        "abort" | "kick" | "seat" | "bot" => return host::command(table, inv, cmd).await,
        "list" => return list(table, inv).await,
        "undo" => {
            let game = locate(table, inv, Need::Active).await?;
            return game_type_of(&game)?.undo(table, inv, &game).await;
        }
        "board" => Look::Board,
        "status" => Look::Status,
        "hand" => Look::Hand,
        "log" => Look::Log {
            page: cmd.optional("page", Checked::number)?.unwrap_or(1),
        },
        "replay" => Look::Replay,
        other => {
            return Err(Refusal::unknown_command(msg!(
                "refused-unknown-game-command",
                game = Arg::command(&["game"]),
                name = other
            ))
            .into());
        }
    };
    self::look(table, inv, look).await
}

/// The refusal of an option of `/game new` or `/game start` that the table's game does not
/// read, naming the game that does.
fn not_read_by(
    game_type: &dyn GameType,
    cmd: &Checked,
    read: fn(&dyn GameType) -> Vec<OptionSpec>,
) -> Result<(), Refusal> {
    let reads = |k: &dyn GameType, name: &str| read(k).iter().any(|o| o.name == name);
    let foreign = cmd.given().find_map(|name| {
        let owner = GAMES.iter().find(|k| reads(**k, name))?;
        (!reads(game_type, name)).then_some((name, owner.title()))
    });
    match foreign {
        Some((name, owner)) => Err(Refusal::bad_option(msg!(
            "refused-option-of-other-game",
            option = crate::lang::Arg::option(name),
            owner = owner,
            game = game_type.title()
        ))),
        None => Ok(()),
    }
}

async fn new(table: &Table, inv: &Invocation, cmd: &Checked) -> Outcome {
    let game_type = registry::find(cmd.choice("game")?).ok_or_else(|| cmd.missing("game"))?;
    let channel = channel_of(inv, "new")?;
    not_read_by(game_type, cmd, |k| k.new_options())?;
    let new_options = game_type.open(cmd)?;
    let wanted = match cmd.optional("players", Checked::number::<u32>)? {
        None => new_options.players,
        Some(n) if game_type.seats().contains(&(n as usize)) => {
            if new_options.players.is_some_and(|fixed| fixed != n) {
                return Err(Refusal::bad_option(msg!(
                    "refused-setup-players",
                    described = new_options.players.unwrap_or_default(),
                    players = n
                ))
                .into());
            }
            Some(n)
        }
        Some(n) => {
            return Err(Refusal::bad_option(msg!(
                "refused-players-range",
                players = n,
                game = game_type.title(),
                least = *game_type.seats().start(),
                most = *game_type.seats().end()
            ))
            .into());
        }
    };
    let bots = cmd.optional("bots", Checked::number::<u32>)?.unwrap_or(0);
    // A lone player with bots: the table is full, and starts, with them.
    let wanted = wanted.or((bots > 0).then_some(bots + 1));
    let room = wanted.map_or(*game_type.seats().end(), |n| n as usize);
    if bots > 0 && (bots as usize >= room || !game_type.seats().contains(&room)) {
        return Err(Refusal::bad_option(msg!(
            "refused-bots-no-room",
            bots = bots,
            game = game_type.title(),
            least = *game_type.seats().start(),
            most = *game_type.seats().end()
        ))
        .into());
    }
    let seed = match cmd.optional("seed", Checked::text)? {
        None => new_options.seed.unwrap_or_else(fresh_seed),
        Some(s) => s
            .trim()
            .parse::<u64>()
            .map_err(|_| Refusal::bad_option(msg!("refused-seed", seed = s.trim())))?,
    };
    let deadline = cmd
        .optional("deadline", Checked::text)?
        .map(parse_deadline)
        .transpose()?;
    let unrated =
        (cmd.optional("rated", Checked::choice)? == Some("no")).then_some(Unrated::Chosen);
    let language = language_of(game_type, inv, cmd)?;
    let _guard = table.locks.lock(channel).await;
    let record = NewGame {
        channel_id: channel,
        guild_id: inv.guild,
        deadline_minutes: deadline,
        channel_name: inv.channel_name.clone(),
        game: game_type.key().to_string(),
        creator: SeatRecord {
            user_id: inv.user_id,
            name: inv.user_name.clone(),
        },
        options: new_options.json,
        seed,
        wanted_seats: wanted,
        rules_version: game_type.rules_version(),
        unrated,
        language,
    };
    let starts = match wanted {
        Some(n) => msg!("lobby-starts-wanted", players = n),
        None => msg!(
            "lobby-starts-host",
            host = mention_user(inv.user_id),
            least = *game_type.seats().start()
        ),
    };
    let pace: Arg = match deadline {
        Some(minutes) => msg!("lobby-pace", duration = duration(minutes)).into(),
        None => "".into(),
    };
    let rated: Arg = match unrated {
        Some(_) => msg!("lobby-unrated").into(),
        None => "".into(),
    };
    let text = msg!(
        "lobby-opened",
        who = mention_user(inv.user_id),
        game = game_type.title(),
        options = game_type.describe(&record.options, record.language),
        starts = starts,
        pace = pace,
        rated = rated
    )
    .render(record.language);
    let mut posts = vec![Post::text(To::Channel(channel), text)];
    let stored = outgoing(&posts);
    let out = Outgoing::new(inv.origin.as_deref(), &stored);
    let Some((game, ids)) = table.store.create_game(&record, &out).await? else {
        let existing = table.store.open_game_in(channel).await?;
        let busy = match existing.map(|g| g.status) {
            Some(Status::Forming) => msg!("refused-channel-busy-forming"),
            _ => msg!("refused-channel-busy-playing"),
        };
        return Err(Refusal::rule(Refused::NotNow, busy).into());
    };
    receipts(&mut posts, &ids);
    if bots == 0 {
        return Ok(posts);
    }
    // A second write, with an origin of its own: a retried command finds both done.
    let inv = Invocation {
        origin: inv.origin.as_ref().map(|o| format!("{o}:bots")),
        ..inv.clone()
    };
    let seats = with_bots(&game.seats, bots);
    let note = Post::text(
        To::Channel(channel),
        bots_seated(&seats[game.seats.len()..]).render(game.language),
    );
    posts.extend(seat_and_start(table, &inv, &game, seats, vec![note]).await?);
    Ok(posts)
}

/// `seats` and `bots` more seats played by the bot, each with a user id and a name of its own.
fn with_bots(seats: &[SeatRecord], bots: u32) -> Vec<SeatRecord> {
    let mut all = seats.to_vec();
    let mut n = 0;
    while all.len() < seats.len() + bots as usize {
        let (user_id, name) = (bot_id(n), format!("Bot {}", n + 1));
        if !all.iter().any(|s| s.user_id == user_id || s.name == name) {
            all.push(SeatRecord { user_id, name });
        }
        n += 1;
    }
    all
}

/// "Bot 1 and Bot 2 sit at the table: the bot plays those seats, ..."
fn bots_seated(bots: &[SeatRecord]) -> Msg {
    let names: Vec<String> = bots.iter().map(|s| s.name.clone()).collect();
    msg!(
        "lobby-bots-seated",
        bots = Arg::and_list(&names),
        count = bots.len()
    )
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
        _ => Err(Refusal::bad_option(msg!(
            "refused-deadline",
            deadline = text
        ))),
    }
}

async fn forming_game(table: &Table, channel: i64) -> Outcome<GameRecord> {
    match table.store.open_game_in(channel).await? {
        Some(g) if g.status == Status::Forming => Ok(g),
        Some(_) => Err(Refusal::rule(Refused::NotNow, msg!("refused-seats-fixed")).into()),
        None => Err(Refusal::no_game(msg!("refused-no-table", hint = open_commands())).into()),
    }
}

async fn join(table: &Table, inv: &Invocation) -> Outcome {
    let channel = channel_of(inv, "join")?;
    let _guard = table.locks.lock(channel).await;
    let game = forming_game(table, channel).await?;
    if game.seat_of(inv.user_id).is_some() {
        return Err(Refusal::rule(Refused::Forbidden, msg!("refused-already-seated")).into());
    }
    let capacity = game
        .wanted_seats
        .map(|n| n as usize)
        .unwrap_or(*game_type_of(&game)?.seats().end());
    if game.seats.len() >= capacity {
        return Err(Refusal::rule(
            Refused::Forbidden,
            msg!("refused-table-full", capacity = capacity),
        )
        .into());
    }
    let mut seats = game.seats.clone();
    seats.push(SeatRecord {
        user_id: inv.user_id,
        name: inv.user_name.clone(),
    });
    let taken = msg!(
        "lobby-seat-taken",
        who = mention_user(inv.user_id),
        seat = seats.len(),
        seated = seats.len(),
        capacity = capacity
    );
    let posts = vec![Post::text(
        To::Channel(channel),
        taken.render(game.language),
    )];
    seat_and_start(table, inv, &game, seats, posts).await
}

/// Records `seats` at the forming `game` with `posts`; when the table then seats as many as it
/// wants, the game starts in the same write and the bot seats play.
async fn seat_and_start(
    table: &Table,
    inv: &Invocation,
    game: &GameRecord,
    seats: Vec<SeatRecord>,
    mut posts: Vec<Post>,
) -> Outcome {
    let channel = game.channel_id;
    let mut started = None;
    if game.wanted_seats.is_some_and(|n| seats.len() == n as usize) {
        // The start happens with the last join, in one transaction.
        let full = GameRecord {
            seats: seats.clone(),
            ..game.clone()
        };
        match game_type_of(game)?.start(table, &full, None).await {
            Ok(start) => {
                posts.extend(start.posts);
                started = Some((start.setup, start.awaited, start.card));
            }
            // Seated, but the game cannot start: the channel is told why.
            Err(Failure::Refused(r)) => posts.push(Post::text(
                To::Channel(channel),
                r.message.render(game.language),
            )),
            Err(other) => return Err(other),
        }
    }
    let seating = match &started {
        Some((setup, awaited, card)) => Seating::Started {
            setup,
            awaited,
            card: card.as_deref(),
        },
        None => Seating::Forming,
    };
    let mut posts = write_seats(table, inv, game, &seats, seating, posts).await?;
    if started.is_some() {
        posts.extend(game_type_of(game)?.bots(table, game.id).await?);
    }
    Ok(posts)
}

/// A game with a bot among its seats is not rated.
fn bots_unrate(seats: &[SeatRecord]) -> Option<Unrated> {
    seats
        .iter()
        .any(|s| is_bot(s.user_id))
        .then_some(Unrated::Bot)
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
        .seat(
            game.id,
            game.version,
            seats,
            seating,
            bots_unrate(seats),
            &out,
        )
        .await?;
    receipts(&mut posts, &ids);
    Ok(posts)
}

async fn leave(table: &Table, inv: &Invocation) -> Outcome {
    let channel = channel_of(inv, "leave")?;
    let _guard = table.locks.lock(channel).await;
    let game = forming_game(table, channel).await?;
    let Some(seat) = game.seat_of(inv.user_id) else {
        return Err(Refusal::not_seated(msg!("refused-no-seat")).into());
    };
    if game.creator_id == inv.user_id {
        return Err(Refusal::rule(Refused::Forbidden, msg!("refused-creator-leaves")).into());
    }
    let mut seats = game.seats.clone();
    seats.remove(seat);
    let left = msg!(
        "lobby-left",
        who = mention_user(inv.user_id),
        seated = seats.len()
    );
    let posts = vec![Post::text(To::Channel(channel), left.render(game.language))];
    write_seats(table, inv, &game, &seats, Seating::Forming, posts).await
}

async fn start(table: &Table, inv: &Invocation, cmd: &Checked) -> Outcome {
    let channel = channel_of(inv, "start")?;
    let _guard = table.locks.lock(channel).await;
    let game = forming_game(table, channel).await?;
    let game_type = game_type_of(&game)?;
    not_read_by(game_type, cmd, |k| k.start_options())?;
    if game.creator_id != inv.user_id {
        return Err(Refusal::not_host(msg!(
            "refused-not-host",
            host = mention_user(game.creator_id)
        ))
        .into());
    }
    let bots = cmd.optional("bots", Checked::number::<u32>)?.unwrap_or(0);
    let room = game
        .wanted_seats
        .map_or(*game_type.seats().end(), |n| n as usize);
    if game.seats.len() + bots as usize > room {
        return Err(Refusal::bad_option(msg!(
            "refused-bots-over-empty",
            bots = bots,
            taken = game.seats.len(),
            room = room
        ))
        .into());
    }
    let game = GameRecord {
        seats: with_bots(&game.seats, bots),
        ..game
    };
    let start = game_type.start(table, &game, Some(cmd)).await?;
    let seating = Seating::Started {
        setup: &start.setup,
        awaited: &start.awaited,
        card: start.card.as_deref(),
    };
    let mut posts = write_seats(table, inv, &game, &game.seats, seating, start.posts).await?;
    posts.extend(game_type.bots(table, game.id).await?);
    Ok(posts)
}

/// `/game list`: the user's open games, wherever they are, with whose turn it is; privately.
async fn list(table: &Table, inv: &Invocation) -> Outcome {
    let games = table.store.open_games_of(inv.user_id).await?;
    // A private answer across tables: the reader's language, else English.
    let lang = Lang::for_reader(inv.locale.as_deref(), Lang::En);
    if games.is_empty() {
        return Ok(vec![Post::text(
            To::User(inv.user_id),
            msg!("list-none", hint = open_commands()).render(lang),
        )]);
    }
    let mut lines = vec![msg!("list-heading", count = games.len()).render(lang)];
    for game in &games {
        let unknown = msg!("list-a-game").render(lang);
        let title = game_type_of(game).map_or(unknown.as_str(), |k| k.title());
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
            Status::Forming => msg!("list-forming", seated = game.seats.len()),
            _ if game
                .seat_of(inv.user_id)
                .is_some_and(|s| game.awaited.contains(&s)) =>
            {
                msg!("list-your-turn")
            }
            _ if game.awaited.is_empty() => msg!("list-in-progress"),
            _ => {
                let awaited: Vec<String> = game.awaited.iter().map(|&s| names[s].clone()).collect();
                msg!("list-waiting", players = Arg::and_list(&awaited))
            }
        };
        lines.push(msg!("list-line", game = title, at = at, state = state).render(lang));
    }
    Ok(vec![Post::text(To::User(inv.user_id), lines.join("\n"))])
}

async fn look(table: &Table, inv: &Invocation, look: Look) -> Outcome {
    let need = if look == Look::Hand {
        Need::Active
    } else {
        Need::Look
    };
    let game = locate(table, inv, need).await?;
    if game.status == Status::Forming {
        let game_type = game_type_of(&game)?;
        let to = reply_place(inv, &game);
        // In the channel the table's language; answered privately, the reader's.
        let lang = match to {
            To::Channel(_) => game.language,
            _ => Lang::for_reader(inv.locale.as_deref(), game.language),
        };
        let starts = match game.wanted_seats {
            Some(n) => msg!("lobby-forming-wanted", players = n),
            None => msg!("lobby-forming-host", host = mention_user(game.creator_id)),
        };
        let text = msg!(
            "lobby-forming",
            game = game_type.title(),
            channel = mention_channel(game.channel_id),
            options = game_type.describe(&game.options, lang),
            seated = seated_list(&game),
            starts = starts
        )
        .render(lang);
        return Ok(vec![Post::text(to, text)]);
    }
    game_type_of(&game)?.look(table, inv, &game, look).await
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A game written in English alone is refused in Indonesian, naming the language it has,
    /// and an Indonesian server's default leaves it English; a game written in both opens in
    /// either. (Every game now speaks both, so the refusal is tested on a game's languages.)
    #[test]
    fn a_table_opens_only_in_a_language_its_game_is_written_in() {
        let english_only = [Lang::En];
        let refused = language_in("Mancala", &english_only, None, Some("id")).unwrap_err();
        assert_eq!(
            refused.message.render(Lang::En),
            "Mancala is not in Bahasa Indonesia yet: open it with `language:en`."
        );
        assert_eq!(
            refused.message.render(Lang::Id),
            "Mancala belum tersedia dalam Bahasa Indonesia: buka dengan `language:en`."
        );
        assert_eq!(
            language_in("Mancala", &english_only, Some("id"), None).unwrap(),
            Lang::En
        );
        assert_eq!(
            language_in("Mancala", &Lang::ALL, Some("id"), None).unwrap(),
            Lang::Id
        );
        assert_eq!(
            language_in("Mancala", &Lang::ALL, Some("id"), Some("en")).unwrap(),
            Lang::En
        );
        assert_eq!(
            language_in("Mancala", &Lang::ALL, None, Some("id")).unwrap(),
            Lang::Id
        );
    }

    #[test]
    fn no_two_games_read_one_option_two_ways() {
        assert_eq!(clashes(), Vec::<String>::new());
    }

    #[test]
    fn an_option_two_games_share_is_merged_or_named_as_a_clash() {
        let count = |description: &str| OptionSpec::number("count", description, Some(1), None);
        let same = [
            ("A", vec![count("How many"), OptionSpec::user("who", "Who")]),
            ("B", vec![count("How many")]),
        ];
        let (options, clashes) = merged(&same);
        assert_eq!(
            options,
            vec![count("How many"), OptionSpec::user("who", "Who")]
        );
        assert!(clashes.is_empty());
        let two_ways = [
            ("A", vec![count("How many")]),
            (
                "B",
                vec![OptionSpec::choice("count", "How many", &["1", "2"])],
            ),
            ("C", vec![count("How many ships")]),
        ];
        let (options, clashes) = merged(&two_ways);
        assert_eq!(options, vec![count("How many")]);
        assert_eq!(clashes.len(), 2, "{clashes:?}");
        assert!(
            clashes[0].contains("for A but Choice([\"1\", \"2\"])"),
            "{}",
            clashes[0]
        );
        assert!(
            clashes[1].contains("(\"How many ships\") for C"),
            "{}",
            clashes[1]
        );
    }
}
