//! Players' records at the table: `/game stats` and `/game leaderboard` (ratings per server and
//! game, from finished games only), time away (`/game away`, `/game back`), the rematch of a
//! finished game, and the ratings rebuilt from the stored games.

use super::command::is_bot;
use super::command::{Checked, mention_channel, mention_user};
use super::controls::{Button, Component, Row};
use super::game_type::GameType;
use super::play::{AWAY_WAIT_DAYS, fresh_seed, outgoing, receipts, rematch_buttons};
use super::post::{Failure, Invocation, Outcome, Place, Post, To};
use super::refusal::Refusal;
use super::registry;
use super::seats::mention;
use super::service::Table;
use super::session::{channel_of, game_type_of};
use super::spec::{CommandSpec, OptionSpec};
use crate::games::{Refused, Seat};
use crate::lang::{Arg, Lang};
use crate::msg;
use crate::store::{
    AWAY_DAYS, GameRecord, NewGame, Outgoing, PastGame, Rating, SeatRecord, Seating, Status,
    Unrated,
};
use anyhow::Result;

/// Players on one page of `/game leaderboard`.
pub const LEADERBOARD_PAGE: usize = 10;

/// Finished games listed by `/game stats`.
const PAST_GAMES: i64 = 5;

/// The vote of the players of a finished game for its rematch.
const REMATCH: &str = "rematch";

/// The subcommands of `/game` answered here, as `lobby::group` lists them (short descriptions:
/// `/game` keeps within its budget of characters).
pub(super) fn commands() -> Vec<CommandSpec> {
    let public = OptionSpec::choice("public", msg!("cmd-game-public"), &["yes"]);
    vec![
        CommandSpec::new("stats", msg!("cmd-game-stats"))
            .option(OptionSpec::user("player", msg!("cmd-game-stats-player")))
            .option(OptionSpec::choice(
                "game",
                msg!("cmd-game-stats-game"),
                &registry::keys(),
            ))
            .option(public.clone()),
        CommandSpec::new("leaderboard", msg!("cmd-game-leaderboard"))
            .option(
                OptionSpec::choice("game", msg!("cmd-game-leaderboard-game"), &registry::keys())
                    .required(),
            )
            .option(public),
        CommandSpec::new("away", msg!("cmd-game-away")).option(
            OptionSpec::number("days", msg!("cmd-game-away-days"), Some(1), Some(AWAY_DAYS))
                .required(),
        ),
        CommandSpec::new("back", msg!("cmd-game-back")),
        CommandSpec::new("rematch", msg!("cmd-game-rematch")).option(OptionSpec::choice(
            "now",
            msg!("cmd-game-rematch-now"),
            &["yes"],
        )),
    ]
}

/// Whether `/game <sub>` is one of [`commands`].
pub(super) fn answers(sub: &str) -> bool {
    commands().iter().any(|c| c.name == sub)
}

/// `/game stats`, `/game leaderboard`, `/game away`, `/game back`, `/game rematch`, their
/// options checked against the spec (`lobby::group`).
pub(super) async fn command(table: &Table, inv: &Invocation, cmd: &Checked) -> Outcome {
    match cmd.sub() {
        "stats" => {
            let player = cmd
                .optional("player", Checked::user)?
                .unwrap_or(inv.user_id);
            let game_type = cmd.optional("game", game_named)?;
            stats(table, inv, player, game_type, public(inv, cmd)).await
        }
        "leaderboard" => {
            let game_type = game_named(cmd, "game")?;
            leaderboard(table, inv, game_type, 1, public(inv, cmd)).await
        }
        "away" => away(table, inv, cmd.number("days")?).await,
        "back" => back(table, inv).await,
        _ => rematch(table, inv, None, cmd.has("now")).await,
    }
}

/// The game named by the choice `name` (one of the registry's keys).
fn game_named(cmd: &Checked, name: &str) -> Result<&'static dyn GameType, Refusal> {
    registry::find(cmd.choice(name)?).ok_or_else(|| cmd.missing(name))
}

/// Where a record is answered: to the asker alone, or with `public:yes` in the channel.
fn public(inv: &Invocation, cmd: &Checked) -> To {
    match (cmd.has("public"), inv.place) {
        (true, Place::Channel(c)) => To::Channel(c),
        _ => To::User(inv.user_id),
    }
}

/// Ratings are kept per server: a record is asked for in a server's channel.
fn server(inv: &Invocation, what: &str) -> Result<i64, Refusal> {
    match (inv.place, inv.guild) {
        (Place::Channel(_), Some(guild)) => Ok(guild),
        _ => Err(Refusal::wrong_place(msg!(
            "refused-records-server",
            what = crate::lang::Arg::command(&["game", what])
        ))),
    }
}

/// "27.4 ± 3.1"; in Indonesian "27,4 ± 3,1".
fn rating_words(r: &Rating, lang: Lang) -> String {
    format!(
        "{} ± {}",
        lang.decimal(r.rating, 1),
        lang.decimal(r.uncertainty, 1)
    )
}

/// "1st", "2nd", "3rd", "4th", "11th"; in Indonesian "ke-1".
fn ordinal(n: usize, lang: Lang) -> String {
    if lang == Lang::Id {
        return format!("ke-{n}");
    }
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// A channel's mention with a link (a mention of a channel of another server shows nothing).
fn linked(channel_id: i64, guild_id: Option<i64>) -> String {
    match guild_id {
        Some(guild) => format!(
            "{} (https://discord.com/channels/{guild}/{channel_id})",
            mention_channel(channel_id)
        ),
        None => mention_channel(channel_id),
    }
}

/// The language of a record's answer: the channel's table's when posted there (public:yes),
/// else the asker's ([`Table::reader_language`]).
async fn language_for(table: &Table, inv: &Invocation, to: To) -> Lang {
    match to {
        To::Channel(channel) => match table.store.latest_game_in(channel).await {
            Ok(game) => game.map(|g| g.language).unwrap_or_default(),
            Err(e) => {
                tracing::warn!(error = %format!("{e:#}"), "cannot read a table's language");
                Lang::default()
            }
        },
        To::User(_) => table.reader_language(inv).await,
    }
}

fn title_of(key: &str) -> &'static str {
    registry::find(key).map_or("A game", |k| k.title())
}

/// `/game stats`: a player's figures at this server, per game (played, won, best score, rating
/// with its uncertainty and rank), and their last finished games with links. Games still
/// running count nowhere until they end.
async fn stats(
    table: &Table,
    inv: &Invocation,
    player: i64,
    game_type: Option<&'static dyn GameType>,
    to: To,
) -> Outcome {
    let guild = server(inv, "stats")?;
    let key = game_type.map(|k| k.key());
    let who = mention_user(player);
    let standings = table.store.standings(Some(guild), player, key).await?;
    let lang = language_for(table, inv, to).await;
    if standings.is_empty() {
        let none = match game_type {
            Some(k) => msg!("stats-none-of", who = &who, game = k.title()),
            None => msg!("stats-none", who = &who),
        };
        return Ok(vec![Post::text(to, none.render(lang))]);
    }
    let mut lines = vec![msg!("stats-heading", who = &who).render(lang)];
    for s in &standings {
        let rating = match &s.rating {
            Some(r) => {
                let book = table.store.ratings(Some(guild), &s.game).await?;
                let rank = book.iter().position(|(u, _)| *u == player).unwrap_or(0) + 1;
                msg!(
                    "stats-rating",
                    rating = rating_words(r, lang),
                    games = r.games,
                    rank = ordinal(rank, lang),
                    of = book.len()
                )
            }
            None => msg!("stats-no-rating"),
        };
        let line = msg!(
            "stats-line",
            game = title_of(&s.game),
            played = s.played,
            won = s.won,
            best = s.best.to_string(),
            rating = rating
        );
        lines.push(line.render(lang));
    }
    let past = table
        .store
        .past_games(Some(guild), player, key, PAST_GAMES)
        .await?;
    lines.push(msg!("stats-last-games").render(lang));
    lines.extend(past.iter().map(|g| past_line(g, lang)));
    Ok(vec![Post::text(to, lines.join("\n"))])
}

/// "• The Festivals at #t (link), ended <t:…:d>: 2nd of 4 with 30 points".
fn past_line(g: &PastGame, lang: Lang) -> String {
    let line = msg!(
        "stats-past-game",
        game = title_of(&g.game),
        channel = linked(g.channel_id, g.guild_id),
        ended = format!("<t:{}:d>", g.finished_at),
        place = ordinal(g.place as usize, lang),
        players = g.players,
        score = g.score.to_string(),
        rated = if g.rated { "yes" } else { "no" }
    );
    line.render(lang)
}

/// `/game leaderboard`: page `page` of a game's ratings at this server, best first, with buttons
/// to the pages before and after.
pub(super) async fn leaderboard(
    table: &Table,
    inv: &Invocation,
    game_type: &'static dyn GameType,
    page: usize,
    to: To,
) -> Outcome {
    let guild = server(inv, "leaderboard")?;
    let book = table.store.ratings(Some(guild), game_type.key()).await?;
    let lang = language_for(table, inv, to).await;
    if book.is_empty() {
        let none = msg!("leaderboard-none", game = game_type.title());
        return Ok(vec![Post::text(to, none.render(lang))]);
    }
    let pages = book.len().div_ceil(LEADERBOARD_PAGE);
    let page = page.clamp(1, pages);
    let first = (page - 1) * LEADERBOARD_PAGE;
    let heading = msg!(
        "leaderboard-heading",
        game = game_type.title(),
        page = page,
        pages = pages
    );
    let mut lines = vec![heading.render(lang)];
    for (i, (user, r)) in book.iter().enumerate().skip(first).take(LEADERBOARD_PAGE) {
        let games = msg!("rated-games", games = r.games).render(lang);
        lines.push(format!(
            "{}. {} {} ({games})",
            i + 1,
            mention_user(*user),
            rating_words(r, lang),
        ));
    }
    let mut post = Post::text(to, lines.join("\n"));
    let button = |label: &str, to: usize| {
        Component::Button(Button {
            kind: 2,
            style: 2,
            label: label.to_string(),
            custom_id: format!("g0:slead:{}.{to}", game_type.key()),
        })
    };
    let mut buttons = Vec::new();
    if page > 1 {
        buttons.push(button(&msg!("button-ranks-higher").render(lang), page - 1));
    }
    if page < pages {
        buttons.push(button(&msg!("button-ranks-lower").render(lang), page + 1));
    }
    if !buttons.is_empty() {
        post.components = vec![Row {
            kind: 1,
            components: buttons,
        }];
    }
    Ok(vec![post])
}

/// `/game away days:N`: the deadlines of the user's tables wait until they are back.
async fn away(table: &Table, inv: &Invocation, days: i64) -> Outcome {
    let back_at = table.clock.now() + days * 24 * 3600;
    table.store.set_away(inv.user_id, back_at).await?;
    let tables = table.store.open_games_of(inv.user_id).await?.len();
    let text = msg!(
        "records-away",
        until = format!("<t:{back_at}:f>"),
        days = AWAY_WAIT_DAYS,
        tables = tables
    );
    let lang = table.reader_language(inv).await;
    Ok(vec![Post::text(To::User(inv.user_id), text.render(lang))])
}

/// `/game back`: the deadlines of the user's turns count from now.
async fn back(table: &Table, inv: &Invocation) -> Outcome {
    if !table.store.set_back(inv.user_id, table.clock.now()).await? {
        return Err(Refusal::rule(Refused::NotNow, msg!("refused-not-away")).into());
    }
    let lang = table.reader_language(inv).await;
    Ok(vec![Post::text(
        To::User(inv.user_id),
        msg!("records-back").render(lang),
    )])
}

/// Why a rematch cannot be asked for while the channel's game is not over, in the asker's
/// place: seated at it, or not.
fn not_over(game: &GameRecord, user: i64) -> crate::lang::Msg {
    match (game.status == Status::Forming, game.seat_of(user).is_some()) {
        (true, true) => msg!("refused-rematch-forming-seated"),
        (true, false) => msg!("refused-rematch-forming"),
        (false, true) => msg!("refused-rematch-running-seated"),
        (false, false) => msg!("refused-rematch-running"),
    }
}

/// `/game rematch` (or a Rematch button of game `pressed`): the user asks to play the channel's
/// finished game again. The new table opens, with the same options, once every player asked, or
/// when its host says `now` with those who asked (at least the game's least number of players).
pub(super) async fn rematch(
    table: &Table,
    inv: &Invocation,
    pressed: Option<i64>,
    now: bool,
) -> Outcome {
    let channel = channel_of(inv, "rematch")?;
    let _guard = table.locks.lock(channel).await;
    let Some(last) = table.store.latest_game_in(channel).await? else {
        return Err(Refusal::no_game(msg!("refused-rematch-no-game")).into());
    };
    match last.status {
        Status::Finished if pressed.is_none_or(|id| id == last.id) => {}
        Status::Finished => {
            return Err(Refusal::stale(msg!("refused-rematch-older")).into());
        }
        Status::Forming | Status::Active => {
            return Err(Refusal::rule(Refused::NotNow, not_over(&last, inv.user_id)).into());
        }
        Status::Aborted => {
            return Err(Refusal::rule(Refused::NotNow, msg!("refused-rematch-aborted")).into());
        }
    }
    let Some(seat) = last.seat_of(inv.user_id) else {
        return Err(Refusal::not_seated(msg!("refused-rematch-not-player")).into());
    };
    let game_type = game_type_of(&last)?;
    let host = inv.user_id == last.creator_id || inv.manages_server;
    if now && !host {
        return Err(Refusal::not_host(msg!(
            "refused-rematch-host-only",
            host = mention_user(last.creator_id)
        ))
        .into());
    }
    let voters = table.store.vote(last.id, REMATCH, inv.user_id).await?;
    let players: Vec<Seat> = (0..last.seats.len())
        .filter(|&s| !is_bot(last.seats[s].user_id))
        .collect();
    let asked: Vec<Seat> = players
        .iter()
        .copied()
        .filter(|&s| voters.contains(&last.seats[s].user_id))
        .collect();
    // The bot's seats play again: a lone player's rematch against the bot needs no one else.
    let bots: Vec<Seat> = (0..last.seats.len())
        .filter(|&s| is_bot(last.seats[s].user_id))
        .collect();
    let least = *game_type.seats().start();
    if asked.len() < players.len() && !(now && asked.len() + bots.len() >= least) {
        let names: Vec<String> = asked.iter().map(|&s| mention(&last, s)).collect();
        let wants = msg!(
            "rematch-wants",
            who = mention(&last, seat),
            asked = asked.len(),
            players = players.len(),
            names = Arg::and_list(&names),
            host = mention_user(last.creator_id)
        );
        let text = if now {
            msg!(
                "rematch-too-few",
                least = least,
                game = game_type.title(),
                asked = asked.len(),
                wants = wants
            )
        } else {
            wants
        };
        let mut post = Post::text(To::Channel(channel), text.render(last.language));
        post.components = rematch_buttons(&last, true);
        return Ok(vec![post]);
    }
    let mut seats = [asked, bots].concat();
    seats.sort_unstable();
    open_rematch(table, inv, &last, game_type, &seats).await
}

/// Opens and starts the rematch of `last` with the players of `seats`, in their old order.
async fn open_rematch(
    table: &Table,
    inv: &Invocation,
    last: &GameRecord,
    game_type: &'static dyn GameType,
    seats: &[Seat],
) -> Outcome {
    let players: Vec<SeatRecord> = seats.iter().map(|&s| last.seats[s].clone()).collect();
    let creator = players
        .iter()
        .find(|p| p.user_id == last.creator_id)
        .or_else(|| players.iter().find(|p| !is_bot(p.user_id)))
        .unwrap_or(&players[0])
        .clone();
    let unrated = match last.unrated {
        Some(Unrated::Chosen) => Some(Unrated::Chosen),
        _ => players
            .iter()
            .any(|p| is_bot(p.user_id))
            .then_some(Unrated::Bot),
    };
    let new = NewGame {
        channel_id: last.channel_id,
        guild_id: last.guild_id,
        deadline_minutes: last.deadline_minutes,
        channel_name: inv.channel_name.clone().or(last.channel_name.clone()),
        game: last.game.clone(),
        creator: creator.clone(),
        options: last.options.clone(),
        seed: fresh_seed(),
        wanted_seats: Some(players.len() as u32),
        rules_version: game_type.rules_version(),
        unrated,
        language: last.language,
    };
    let names: Vec<String> = seats.iter().map(|&s| mention(last, s)).collect();
    let opened = Post::text(
        To::Channel(last.channel_id),
        msg!(
            "rematch-opened",
            players = Arg::and_list(&names),
            game = game_type.title(),
            options = game_type.describe(&new.options, last.language),
            host = mention_user(creator.user_id)
        )
        .render(last.language),
    );
    let mut posts = vec![opened];
    let stored = outgoing(&posts);
    let Some((record, ids)) = table
        .store
        .create_game(&new, &Outgoing::new(inv.origin.as_deref(), &stored))
        .await?
    else {
        return Err(Failure::Conflict);
    };
    receipts(&mut posts, &ids);
    let full = GameRecord {
        seats: players.clone(),
        ..record.clone()
    };
    let start = game_type.start(table, &full, None).await?;
    let seating = Seating::Started {
        setup: &start.setup,
        awaited: &start.awaited,
        card: start.card.as_deref(),
    };
    let mut started = start.posts;
    let stored = outgoing(&started);
    let ids = table
        .store
        .seat(
            record.id,
            record.version,
            &players,
            seating,
            None,
            &Outgoing::new(None, &stored),
        )
        .await?;
    receipts(&mut started, &ids);
    posts.extend(started);
    posts.extend(game_type.bots(table, record.id).await?);
    Ok(posts)
}

/// Recomputes every rating from the stored games (`nusantara ratings --rebuild`): first the
/// results of finished games that ended before results were kept, read from their logs, then
/// every book from the results, in the order the games finished. Gives the games rated.
pub async fn rebuild_ratings(table: &Table) -> Result<usize> {
    for id in table.store.finished_without_results().await? {
        let Some(record) = table.store.game(id).await? else {
            continue;
        };
        match game_type_of(&record)?.placings(table, &record).await {
            Ok(Some(placings)) => table.store.put_results(id, &placings).await?,
            Ok(None) => tracing::warn!(game = id, "a finished game does not replay to its end"),
            Err(e) => tracing::warn!(game = id, error = %e, "a finished game cannot be replayed"),
        }
    }
    table.store.rebuild_ratings().await
}
