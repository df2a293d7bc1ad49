//! The Festivals at the table: `/festivals ...` commands into engine actions, the engine's events
//! and prompts into posts, and the public view into a picture.

use super::command::{mention_channel, mention_user};
use super::lobby::{Kind, NewOptions as Parsed, reply_place, seat_named, seated_list};
use super::replay::{Engine, Told, acting, commit, load, log_post, mentions};
use super::{Command, Image, Invocation, Outcome, Post, Refusal, Table, To, refuse};
use crate::games::festivals::{
    Action, Board, Colour, Event, EventKind, Game, Options, PhaseView, Position, Prompt,
    PublicView, RestSource, Side, Tickets, TieKind, TyphoonTies,
};
use crate::games::{Audience, Seat};
use crate::store::GameRecord;
use anyhow::{Context, Result};
use nusantara_render::festivals as pic;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

pub const MIN_PLAYERS: usize = 2;
pub const MAX_PLAYERS: usize = 4;
/// Bumped when a rules change would replay an old log differently.
pub const RULES_VERSION: i64 = 1;
/// The Festivals' own options of `/game new`.
pub const NEW_OPTIONS: &[&str] = &["typhoons", "typhoon_ties", "setup"];

/// The options chosen at `/game new`, as stored.
#[derive(Debug, Clone, Serialize, Deserialize)]
struct NewOptions {
    options: Options,
    /// A described position (TOML) to start from instead of a fresh deal (script runner only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    position: Option<String>,
}

pub fn new_options(cmd: &Command) -> Result<Parsed, Refusal> {
    let mut options = Options::default();
    if let Some(t) = cmd.option("typhoons") {
        options.typhoons = match t.trim().parse::<u8>() {
            Ok(n) if n <= 3 => n,
            _ => {
                return Err(Refusal(format!(
                    "`typhoons:{t}` is not allowed: choose 0, 1, 2 or 3 typhoons."
                )));
            }
        };
    }
    if let Some(t) = cmd.option("typhoon_ties") {
        options.typhoon_ties = match t.trim().to_ascii_lowercase().as_str() {
            "nobody" => TyphoonTies::Nobody,
            "airplane" => TyphoonTies::Airplane,
            _ => {
                return Err(Refusal(format!(
                    "`typhoon_ties:{t}` is not allowed: `nobody` (the rulebook: nobody moves a typhoon when the lowest score is tied) or `airplane` (the airplane holder picks among them)."
                )));
            }
        };
    }
    let mut parsed = Parsed {
        json: String::new(),
        players: None,
        seed: None,
    };
    let position = match cmd.option("setup") {
        None => None,
        Some(text) => {
            let position = Position::from_toml(text)
                .map_err(|e| Refusal(format!("The setup file is not valid: {e}")))?;
            Game::from_position(Board::standard(), &position)
                .map_err(|e| Refusal(format!("The setup file is not valid: {e}")))?;
            parsed.players = Some(position.players.len() as u32);
            parsed.seed = Some(position.seed);
            Some(text.to_string())
        }
    };
    parsed.json =
        serde_json::to_string(&NewOptions { options, position }).expect("options serialise");
    Ok(parsed)
}

pub fn describe_options(game: &GameRecord) -> String {
    let Ok(stored) = serde_json::from_str::<NewOptions>(&game.options) else {
        return "2–4 players".into();
    };
    let typhoons = match stored.options.typhoons {
        0 => "no typhoons".to_string(),
        1 => "advanced mode, 1 typhoon".to_string(),
        n => format!("advanced mode, {n} typhoons"),
    };
    let ties =
        if stored.options.typhoons > 0 && stored.options.typhoon_ties == TyphoonTies::Airplane {
            ", the airplane settles typhoon ties"
        } else {
            ""
        };
    let from = if stored.position.is_some() {
        ", from a described position"
    } else {
        ""
    };
    format!("2–4 players, {typhoons}{ties}{from}")
}

/// Recorded when the game starts: everything needed to rebuild it exactly, the component data
/// included, so that editing the board file never changes a stored game.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub(super) struct Setup {
    options: Options,
    players: usize,
    airplane: Option<Seat>,
    board: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    position: Option<String>,
}

fn build(setup: &Setup, seed: u64) -> Result<(Game, Vec<Event>)> {
    let board =
        Arc::new(Board::from_toml(&setup.board).context("the stored board data does not load")?);
    match &setup.position {
        Some(text) => {
            let position =
                Position::from_toml(text).context("the stored position does not load")?;
            Ok((
                Game::from_position(board, &position).context("the stored position is invalid")?,
                Vec::new(),
            ))
        }
        None => Game::new(board, setup.options, setup.players, setup.airplane, seed)
            .context("the stored setup is invalid"),
    }
}

impl Engine for Game {
    type Setup = Setup;
    type Action = Action;
    type Event = Event;
    type PublicView = PublicView;
    type SeatView = crate::games::festivals::SeatView;

    fn build(setup: &Setup, seed: u64) -> Result<(Game, Vec<Event>)> {
        build(setup, seed)
    }

    fn play(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, String> {
        self.apply(seat, action).map_err(|e| e.message)
    }

    fn waiting(&self) -> Vec<Seat> {
        self.waiting_for()
    }

    fn over(&self) -> bool {
        self.is_over()
    }

    fn public(&self) -> PublicView {
        self.public_view()
    }

    fn private(&self, seat: Seat) -> crate::games::festivals::SeatView {
        self.seat_view(seat)
    }

    fn audience(event: &Event) -> Audience {
        event.audience
    }

    fn describe(&self, event: &Event, name: &dyn Fn(Seat) -> String) -> String {
        event.text(self.board(), name)
    }
}

/// Starts a forming game (the caller holds the channel's lock).
pub async fn start(table: &Table, record: &GameRecord, airplane: Option<Seat>) -> Outcome {
    let stored: NewOptions =
        serde_json::from_str(&record.options).context("stored options do not parse")?;
    let players = record.seats.len();
    if let Some(position) = &stored.position {
        let wanted = Position::from_toml(position)
            .map(|p| p.players.len())
            .unwrap_or(players);
        if wanted != players {
            return refuse(format!(
                "The described position needs {wanted} players; {players} are seated."
            ));
        }
        if airplane.is_some() {
            return refuse(
                "The described position already names the airplane holder: start without `airplane:`.",
            );
        }
    } else if players < MIN_PLAYERS {
        return refuse(format!(
            "The Festivals needs at least {MIN_PLAYERS} players; {players} seated so far. Others join with `/game join`."
        ));
    }
    let setup = Setup {
        options: stored.options,
        players,
        airplane,
        board: Board::standard().source().to_string(),
        position: stored.position,
    };
    let (game, events) = match build(&setup, record.seed) {
        Ok(built) => built,
        Err(e) => return refuse(format!("The game cannot start: {e:#}")),
    };
    let setup_json = serde_json::to_string(&setup)?;
    table.store.start(record.id, &setup_json).await?;
    let mut record = record.clone();
    record.setup = Some(setup_json);
    let view = game.public_view();
    let intro = format!(
        "The Festivals begins! Seats in order: {}. {} holds the airplane.",
        seated_list(&record),
        mention_user(record.seats[view.airplane].user_id)
    );
    Ok(posts_for(
        &record,
        &game,
        0,
        Some(intro),
        &events,
        None,
        true,
    ))
}

/// `/game board`, `/game status`, `/game hand`, `/game log` for a started game.
pub async fn look(table: &Table, inv: &Invocation, record: &GameRecord, sub: &str) -> Outcome {
    let loaded = load::<Game>(table, record, sub == "log").await?;
    let game = &loaded.game;
    let to = reply_place(inv, record);
    let post = match sub {
        "board" => board_post(record, game, loaded.seq, to, status_line(record, game)),
        "status" => Post::text(to, status_text(record, game)),
        "hand" => {
            let Some(seat) = record.seat_of(inv.user_id) else {
                return refuse("You have no seat at this game, so you hold no tickets.");
            };
            Post::text(To::User(inv.user_id), hand_text(record, game, seat))
        }
        _ => log_post(record, &loaded, to),
    };
    Ok(vec![post])
}

/// `/festivals <sub>`: one action.
pub async fn command(table: &Table, inv: &Invocation, sub: &str) -> Outcome {
    let allowed: &[&str] = match sub {
        "plan" => &["tickets", "table"],
        "move" => &["to", "ticket", "table"],
        "rest" => &["from", "table"],
        "order" => &["players", "table"],
        "discard" => &["island", "tickets", "table"],
        "typhoon" => &["from", "to", "table"],
        "pick" => &["player", "table"],
        other => {
            return refuse(format!(
                "Unknown command `/festivals {other}`. The /festivals commands are plan, move, rest, order, discard, typhoon and pick."
            ));
        }
    };
    inv.command.check_options(allowed)?;
    // Holds the channel's lock until the command is done.
    let acting = acting(table, inv, Kind::Festivals).await?;
    let record = &acting.record;
    let mut loaded = load::<Game>(table, record, false).await?;
    let action = parse_action(&inv.command, sub, record, loaded.game.board())?;
    let (events, seq) = commit(table, inv, &acting, &mut loaded, &action).await?;
    let new_round = events
        .iter()
        .any(|e| matches!(e.kind, EventKind::RoundStarted { .. }));
    Ok(posts_for(
        record,
        &loaded.game,
        seq,
        None,
        &events,
        Some(inv),
        new_round,
    ))
}

fn parse_action(
    cmd: &Command,
    sub: &str,
    record: &GameRecord,
    board: &Board,
) -> Result<Action, Refusal> {
    Ok(match sub {
        "plan" => Action::Plan {
            tickets: tickets_option(cmd, "tickets")?,
        },
        "move" => Action::Move {
            to: island_option(cmd, "to", board)?,
            ticket: {
                let value = cmd.required(
                    "ticket",
                    "the colour of the ticket to place: yellow, black or blue",
                )?;
                Colour::parse(value).ok_or_else(|| {
                    Refusal(format!("`ticket:{value}` is not a ticket colour: write yellow, black or blue (or y, k, b)."))
                })?
            },
        },
        "rest" => {
            let value = cmd.required("from", "island, pool or nothing")?;
            let from = match value.trim().to_ascii_lowercase().as_str() {
                "island" => RestSource::Island,
                "pool" => RestSource::Pool,
                "nothing" | "none" => RestSource::Nothing,
                _ => {
                    return Err(Refusal(format!(
                        "`from:{value}` is not a place to rest from: write `island` (the tickets in your island's centre), `pool` (the tokens depicted on your island) or `nothing`."
                    )));
                }
            };
            Action::Rest { from }
        }
        "order" => {
            let value = cmd.required(
                "players",
                "every tied player, first to last, e.g. players:\"@bob @alice\"",
            )?;
            let mut seats = Vec::new();
            for word in value.split_whitespace() {
                match seat_named(record, word) {
                    Some(s) => seats.push(s),
                    None => {
                        return Err(Refusal(format!(
                            "`{word}` is not a player at this game. Players: {}.",
                            seated_list(record)
                        )));
                    }
                }
            }
            Action::Order { seats }
        }
        "discard" => Action::Discard {
            island: island_option(cmd, "island", board)?,
            tickets: tickets_option(cmd, "tickets")?,
        },
        "typhoon" => match (cmd.option("from"), cmd.option("to")) {
            (None, None) => Action::Typhoon { shift: None },
            (Some(from), Some(to)) => Action::Typhoon {
                shift: Some((side(board, from)?, side(board, to)?)),
            },
            _ => {
                return Err(Refusal::from(
                    "Give both `from:` (where a typhoon is) and `to:` (a free side between two islands), or neither to leave the typhoons where they are.",
                ));
            }
        },
        "pick" => {
            let value =
                cmd.required("player", "the player who moves a typhoon, e.g. player:@bob")?;
            match seat_named(record, value) {
                Some(seat) => Action::PickTyphoonMover { seat },
                None => {
                    return Err(Refusal(format!(
                        "`{value}` is not a player at this game. Players: {}.",
                        seated_list(record)
                    )));
                }
            }
        }
        _ => return Err(Refusal(format!("Unknown command `/festivals {sub}`."))),
    })
}

fn tickets_option(cmd: &Command, key: &str) -> Result<Tickets, Refusal> {
    let value = cmd.required(
        key,
        "ticket colours separated by spaces, e.g. \"yellow blue\", or none",
    )?;
    Tickets::parse(value).map_err(Refusal)
}

fn island_option(cmd: &Command, key: &str, board: &Board) -> Result<usize, Refusal> {
    let value = cmd.required(key, "an island's name")?;
    board.island_named(value).ok_or_else(|| {
        let names: Vec<&str> = board.islands.iter().map(|i| i.name.as_str()).collect();
        Refusal(format!(
            "`{key}:{value}` is not an island. Islands: {}.",
            names.join(", ")
        ))
    })
}

fn side(board: &Board, value: &str) -> Result<Side, Refusal> {
    board.side_named(value).ok_or_else(|| {
        let sides: Vec<String> = board.sides().iter().map(|s| board.side_name(*s)).collect();
        Refusal(format!(
            "`{value}` is not a side between two island tiles. Typhoons sit on: {}.",
            sides.join(", ")
        ))
    })
}

/// The posts after a change of state: the private events to their seats, one public post with
/// the public events, what happens next and the picture, and, when a round's planning begins,
/// a private notice to each player who must plan.
fn posts_for(
    record: &GameRecord,
    game: &Game,
    seq: i64,
    intro: Option<String>,
    events: &[Event],
    actor: Option<&Invocation>,
    planning_notices: bool,
) -> Vec<Post> {
    let mut told = Told::new(record, game, intro, events);
    let prompt = game.prompt();
    // The actor's own private lines (a recorded plan) answer the command.
    let mut posts: Vec<Post> = told.answer(record, actor).into_iter().collect();
    // Nothing public changed (a replaced plan): the channel hears nothing, not even that
    // someone acted.
    if !told.public.is_empty() {
        // The final scores are already among the events.
        if !matches!(prompt, Prompt::Over { .. }) {
            told.public.push(prompt_text(record, game, &prompt));
        }
        posts.push(board_post(
            record,
            game,
            seq,
            To::Channel(record.channel_id),
            told.public.join("\n"),
        ));
    }
    if let (true, Prompt::Plan { waiting }) = (planning_notices, &prompt) {
        for &s in waiting {
            told.private
                .entry(s)
                .or_default()
                .push(plan_notice(record, game, s));
        }
    }
    posts.extend(told.private_posts(record));
    posts
}

fn plan_notice(record: &GameRecord, game: &Game, seat: Seat) -> String {
    let view = game.seat_view(seat);
    let festival = view
        .public
        .active
        .as_ref()
        .map(|f| {
            format!(
                "{} on {} ({})",
                f.name,
                game.board().islands[f.island].name,
                points_text(&f.points)
            )
        })
        .unwrap_or_default();
    format!(
        "Round {} at {}: the festival is {festival}. You hold {} and stand on {}. Plan in secret with `/festivals plan tickets:\"yellow blue\"` (here, or in the channel where only you see the answer), or `tickets:none` to rest.",
        view.public.round,
        mention_channel(record.channel_id),
        view.hand,
        game.board().islands[view.public.players[seat].island].name,
    )
}

/// "1 ticket", "3 tickets".
fn count(n: u32, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

fn points_text(points: &[Option<u8>; 3]) -> String {
    points
        .iter()
        .map(|p| p.map(|n| n.to_string()).unwrap_or_else(|| "–".into()))
        .collect::<Vec<_>>()
        .join("/")
}

/// What the game waits for, with the command to answer it.
fn prompt_text(record: &GameRecord, game: &Game, prompt: &Prompt) -> String {
    let names = mentions(record);
    let board = game.board();
    let list = |seats: &[Seat]| {
        seats
            .iter()
            .map(|&s| names[s].clone())
            .collect::<Vec<_>>()
            .join(", ")
    };
    match prompt {
        Prompt::Plan { waiting } => format!(
            "Phase 1, planning: waiting for {}. Plan in secret with `/festivals plan tickets:\"…\"` in a DM with the bot (or here: only you see the answer).",
            list(waiting)
        ),
        Prompt::Move { seat, remaining } => {
            // "Kalimantan (yellow, blue)": each reachable island with the colours that fit.
            let mut reachable: Vec<(usize, Vec<&str>)> = Vec::new();
            for action in game.legal(*seat) {
                if let Action::Move { to, ticket } = action {
                    match reachable.iter_mut().find(|(island, _)| *island == to) {
                        Some((_, colours)) => colours.push(ticket.name()),
                        None => reachable.push((to, vec![ticket.name()])),
                    }
                }
            }
            let options: Vec<String> = reachable
                .iter()
                .map(|(island, colours)| {
                    format!("{} ({})", board.islands[*island].name, colours.join(", "))
                })
                .collect();
            format!(
                "{} moves, with {remaining} still to place: `/festivals move to:<island> ticket:<colour>`. Possible now: {}.",
                names[*seat],
                options.join(", ")
            )
        }
        Prompt::Order { seat, tied, why } => {
            let what = match why {
                TieKind::Movers => "showed the same number of tickets",
                TieKind::Resters => "rest on the same island",
            };
            let example: Vec<String> = tied.iter().map(|&s| names[s].clone()).collect();
            format!(
                "{} holds the airplane: {} {what}. Choose their order, first to last: `/festivals order players:\"{}\"`.",
                names[*seat],
                list(tied),
                example.join(" ")
            )
        }
        Prompt::Rest { seat } => {
            let view = game.public_view();
            let island = &view.islands[view.players[*seat].island];
            let mut pool_take = Tickets::NONE;
            for c in Colour::ALL {
                *pool_take.get_mut(c) = island.depicted.get(c).min(view.pool.get(c));
            }
            let centre = if island.centre.is_empty() {
                "the centre is empty".to_string()
            } else {
                format!("`from:island` takes the centre's {}", island.centre)
            };
            format!(
                "{} rests on {}: {centre}; `from:pool` takes {}; or `from:nothing`. Use `/festivals rest from:…`.",
                names[*seat], island.name, pool_take
            )
        }
        Prompt::Discard {
            seat,
            island,
            surplus,
        } => {
            let view = game.public_view();
            let isl = &view.islands[*island];
            format!(
                "{} holds the airplane: {} keeps {} tickets but holds {} ({}). Return {surplus} to the pool with `/festivals discard island:{} tickets:\"…\"`.",
                names[*seat],
                isl.name,
                isl.depicted.total(),
                isl.centre.total(),
                isl.centre,
                isl.name
            )
        }
        Prompt::Typhoon { seat } => {
            let view = game.public_view();
            let now: Vec<String> = view.typhoons.iter().map(|s| board.side_name(*s)).collect();
            format!(
                "{} has the lowest score and may move a typhoon (now on {}): `/festivals typhoon from:A|B to:C|D`, or `/festivals typhoon` to leave them.",
                names[*seat],
                now.join(", ")
            )
        }
        Prompt::PickTyphoonMover { seat, tied } => format!(
            "{} holds the airplane: {} tie for the lowest score. Pick who may move a typhoon: `/festivals pick player:@name`.",
            names[*seat],
            list(tied)
        ),
        Prompt::Over { winners } => {
            let view = game.public_view();
            let best = winners.first().map(|&w| view.players[w].score).unwrap_or(0);
            if winners.len() == 1 {
                format!("Game over: {} wins with {best} points.", names[winners[0]])
            } else {
                format!(
                    "Game over: {} share the win with {best} points.",
                    list(winners)
                )
            }
        }
    }
}

/// One short line for pictures and `/game board`.
/// One line for `/game board`: who must act now, with mentions.
fn status_line(record: &GameRecord, game: &Game) -> String {
    let mentions = mentions(record);
    let names: Vec<&str> = mentions.iter().map(String::as_str).collect();
    let view = game.public_view();
    format!(
        "Round {}. {}.",
        view.round,
        short_prompt(game.board(), &view, &names)
    )
}

fn short_prompt(board: &Board, view: &PublicView, names: &[&str]) -> String {
    let list = |seats: &[Seat]| {
        seats
            .iter()
            .map(|&s| names[s])
            .collect::<Vec<_>>()
            .join(", ")
    };
    match &view.prompt {
        Prompt::Plan { waiting } => format!("Planning: waiting for {}", list(waiting)),
        Prompt::Move { seat, remaining } => format!("{} moves ({} left)", names[*seat], remaining),
        Prompt::Order { seat, tied, .. } => {
            format!("{} orders the tie: {}", names[*seat], list(tied))
        }
        Prompt::Rest { seat } => format!("{} rests", names[*seat]),
        Prompt::Discard { seat, island, .. } => {
            format!(
                "{} returns surplus tickets of {}",
                names[*seat], board.islands[*island].name
            )
        }
        Prompt::Typhoon { seat } => format!("{} may move a typhoon", names[*seat]),
        Prompt::PickTyphoonMover { seat, .. } => {
            format!("{} picks the typhoon mover", names[*seat])
        }
        Prompt::Over { winners } => format!("Game over: {} won", list(winners)),
    }
}

fn status_text(record: &GameRecord, game: &Game) -> String {
    let view = game.public_view();
    let names = mentions(record);
    let board = game.board();
    let festival = |f: &Option<crate::games::festivals::FestivalView>| match f {
        Some(f) => format!(
            "{} on {} ({})",
            f.name,
            board.islands[f.island].name,
            points_text(&f.points)
        ),
        None => "none".to_string(),
    };
    let mut lines = vec![format!(
        "The Festivals at {}, round {} — festival: {}; next: {} ({} cards left). First to {} points ends the game.",
        mention_channel(record.channel_id),
        view.round,
        festival(&view.active),
        festival(&view.next),
        view.deck_left,
        view.target
    )];
    for p in &view.players {
        let airplane = if p.seat == view.airplane {
            " ✈ airplane"
        } else {
            ""
        };
        lines.push(format!(
            "{}: {} points, {}, on {}{airplane}",
            names[p.seat],
            p.score,
            count(p.hand_size, "ticket"),
            board.islands[p.island].name
        ));
    }
    lines.push(format!("Pool: {}.", view.pool));
    lines.push(prompt_text(record, game, &view.prompt));
    lines.join("\n")
}

fn hand_text(record: &GameRecord, game: &Game, seat: Seat) -> String {
    let view = game.seat_view(seat);
    let plan = match (&view.public.phase, view.plan) {
        (PhaseView::Planning, Some(p)) => {
            format!(" Your plan: {p} (you may replace it until the last plan arrives).")
        }
        (PhaseView::Planning, None) if !view.hand.is_empty() => {
            " You have not planned yet.".to_string()
        }
        _ => String::new(),
    };
    format!(
        "At {}: you hold {} ({}) and stand on {}.{plan}\n{}",
        mention_channel(record.channel_id),
        view.hand,
        count(view.hand.total(), "ticket"),
        game.board().islands[view.public.players[seat].island].name,
        prompt_text(record, game, &view.public.prompt)
    )
}

/// A post with the board picture, drawn from the public view only.
fn board_post(record: &GameRecord, game: &Game, seq: i64, to: To, text: String) -> Post {
    let names: Vec<&str> = record.seats.iter().map(|s| s.name.as_str()).collect();
    let picture = picture(&names, game.board(), &game.public_view());
    let png = nusantara_render::encode_png(&pic::draw(&picture));
    Post {
        to,
        text,
        images: vec![Image {
            name: format!("festivals-{}-{seq:04}.png", record.id),
            png,
        }],
    }
}

fn ticket(c: Colour) -> pic::Ticket {
    match c {
        Colour::Yellow => pic::Ticket::Yellow,
        Colour::Black => pic::Ticket::Black,
        Colour::Blue => pic::Ticket::Blue,
    }
}

fn counts(t: &Tickets) -> [u8; 3] {
    [t.yellow, t.black, t.blue]
}

/// The picture of a public view, with the seats' names. Takes nothing else, so it cannot show a
/// secret.
pub fn picture(names: &[&str], board: &Board, view: &PublicView) -> pic::Picture {
    let festival = |f: &crate::games::festivals::FestivalView| pic::Festival {
        name: f.name.clone(),
        island: board.islands[f.island].name.clone(),
        points: f.points,
        claimed: f.claimed,
    };
    let mut tiles: Vec<pic::Tile> = view
        .islands
        .iter()
        .map(|isl| {
            let info = &board.islands[isl.id];
            let mut depicted = Vec::new();
            for c in Colour::ALL {
                depicted.extend(std::iter::repeat_n(ticket(c), isl.depicted.get(c) as usize));
            }
            pic::Tile {
                row: info.row,
                col: info.col,
                kind: pic::TileKind::Island(pic::Island {
                    name: isl.name.clone(),
                    spaces: isl
                        .spaces
                        .iter()
                        .map(|s| (ticket(s.colour), s.filled))
                        .collect(),
                    centre: counts(&isl.centre),
                    depicted,
                    active_festival: view.active.as_ref().is_some_and(|f| f.island == isl.id),
                    next_festival: view.next.as_ref().is_some_and(|f| f.island == isl.id),
                }),
            }
        })
        .collect();
    tiles.extend(board.connectors.iter().map(|&(row, col)| pic::Tile {
        row,
        col,
        kind: pic::TileKind::Connector,
    }));
    let acting = acting_seats(&view.prompt);
    let winners = view.winners.clone().unwrap_or_default();
    pic::Picture {
        title: format!(
            "The Festivals · round {} · {} players",
            view.round,
            view.players.len()
        ),
        status: short_prompt(board, view, names),
        tiles,
        typhoons: view.typhoons.iter().map(|s| (s.0, s.1)).collect(),
        players: view
            .players
            .iter()
            .map(|p| pic::Player {
                name: names[p.seat].to_string(),
                score: p.score,
                hand_size: p.hand_size,
                tile: p.island,
                acting: acting.contains(&p.seat),
                planned: (view.phase == PhaseView::Planning).then_some(p.planned),
                shown: p.shown.as_ref().map(counts),
                winner: winners.contains(&p.seat),
            })
            .collect(),
        active: view.active.as_ref().map(festival),
        next: view.next.as_ref().map(festival),
        deck_left: view.deck_left,
        pool: counts(&view.pool),
        airplane: view.airplane,
        target: view.target,
    }
}

fn acting_seats(prompt: &Prompt) -> Vec<Seat> {
    match prompt {
        Prompt::Plan { waiting } => waiting.clone(),
        Prompt::Move { seat, .. }
        | Prompt::Order { seat, .. }
        | Prompt::Rest { seat }
        | Prompt::Discard { seat, .. }
        | Prompt::Typhoon { seat }
        | Prompt::PickTyphoonMover { seat, .. } => vec![*seat],
        Prompt::Over { .. } => Vec::new(),
    }
}

/// The command a player types for `action` (the inverse of parsing it): used by the benchmark
/// and the tests that drive whole games through the table.
pub fn command_for(board: &Board, record: &GameRecord, action: &Action) -> Command {
    let words = |t: &Tickets| {
        let mut w = Vec::new();
        for c in Colour::ALL {
            w.extend(std::iter::repeat_n(c.name(), t.get(c) as usize));
        }
        if w.is_empty() {
            "none".to_string()
        } else {
            w.join(" ")
        }
    };
    let user = |s: Seat| mention_user(record.seats[s].user_id);
    let (sub, options): (&str, Vec<(&str, String)>) = match action {
        Action::Plan { tickets } => ("plan", vec![("tickets", words(tickets))]),
        Action::Move { to, ticket } => (
            "move",
            vec![
                ("to", board.islands[*to].name.clone()),
                ("ticket", ticket.name().to_string()),
            ],
        ),
        Action::Order { seats } => (
            "order",
            vec![(
                "players",
                seats.iter().map(|&s| user(s)).collect::<Vec<_>>().join(" "),
            )],
        ),
        Action::Rest { from } => {
            let from = match from {
                RestSource::Island => "island",
                RestSource::Pool => "pool",
                RestSource::Nothing => "nothing",
            };
            ("rest", vec![("from", from.to_string())])
        }
        Action::Discard { island, tickets } => (
            "discard",
            vec![
                ("island", board.islands[*island].name.clone()),
                ("tickets", words(tickets)),
            ],
        ),
        Action::Typhoon { shift: None } => ("typhoon", vec![]),
        Action::Typhoon {
            shift: Some((from, to)),
        } => (
            "typhoon",
            vec![
                ("from", board.side_name(*from)),
                ("to", board.side_name(*to)),
            ],
        ),
        Action::PickTyphoonMover { seat } => ("pick", vec![("player", user(*seat))]),
    };
    Command {
        path: vec!["festivals".into(), sub.into()],
        options: options
            .into_iter()
            .map(|(k, v)| (k.to_string(), v))
            .collect(),
    }
}

/// Option values `seat` could use now in `/festivals <sub>` for the option `focused`
/// (autocomplete), as (what the user sees, the value): reachable islands and placeable colours
/// for a move, plans from the hand, the orders of a tie, the island and tickets to discard,
/// typhoon sides. Empty when nothing fits.
pub(super) async fn suggest(
    table: &Table,
    record: &GameRecord,
    seat: Seat,
    cmd: &Command,
    sub: &str,
    focused: &str,
) -> Result<Vec<(String, String)>> {
    let game = load::<Game>(table, record, false).await?.game;
    let board = game.board();
    let legal = game.legal(seat);
    let words = |t: &Tickets| {
        let mut w = Vec::new();
        for c in Colour::ALL {
            w.extend(std::iter::repeat_n(c.name(), t.get(c) as usize));
        }
        if w.is_empty() {
            "none".to_string()
        } else {
            w.join(" ")
        }
    };
    let mut out: Vec<(String, String)> = Vec::new();
    fn push(out: &mut Vec<(String, String)>, v: String) {
        if !out.iter().any(|(_, value)| *value == v) {
            out.push((v.clone(), v));
        }
    }
    match (sub, focused) {
        ("move", "to") => {
            for a in &legal {
                if let Action::Move { to, .. } = a {
                    push(&mut out, board.islands[*to].name.clone());
                }
            }
        }
        ("move", "ticket") => {
            let to = cmd.option("to").and_then(|v| board.island_named(v));
            for a in &legal {
                if let Action::Move { to: t, ticket } = a
                    && to.is_none_or(|to| to == *t)
                {
                    push(&mut out, ticket.name().to_string());
                }
            }
            if out.is_empty() {
                for c in game.seat_view(seat).hand.colours() {
                    push(&mut out, c.name().to_string());
                }
            }
        }
        ("plan", "tickets") => {
            let mut plans: Vec<Tickets> = game.seat_view(seat).hand.subsets();
            // Resting ("none") first, so the cut to 25 never hides it; then bigger plans first.
            plans.sort_by_key(|t| (!t.is_empty(), std::cmp::Reverse(t.total())));
            for t in &plans {
                push(&mut out, words(t));
            }
        }
        ("order", "players") => {
            for a in &legal {
                if let Action::Order { seats } = a {
                    let names: Vec<&str> = seats
                        .iter()
                        .map(|&s| record.seats[s].name.as_str())
                        .collect();
                    let value: Vec<String> = seats
                        .iter()
                        .map(|&s| mention_user(record.seats[s].user_id))
                        .collect();
                    out.push((names.join(", then "), value.join(" ")));
                }
            }
        }
        ("discard", "island") => {
            for a in &legal {
                if let Action::Discard { island, .. } = a {
                    push(&mut out, board.islands[*island].name.clone());
                }
            }
        }
        ("discard", "tickets") => {
            for a in &legal {
                if let Action::Discard { tickets, .. } = a {
                    push(&mut out, words(tickets));
                }
            }
        }
        ("typhoon", "from") => {
            for a in &legal {
                if let Action::Typhoon {
                    shift: Some((from, _)),
                } = a
                {
                    push(&mut out, board.side_name(*from));
                }
            }
        }
        ("typhoon", "to") => {
            let from = cmd.option("from").and_then(|v| board.side_named(v));
            for a in &legal {
                if let Action::Typhoon {
                    shift: Some((f, to)),
                } = a
                    && from.is_none_or(|from| from == *f)
                {
                    push(&mut out, board.side_name(*to));
                }
            }
        }
        _ => {}
    }
    Ok(out)
}
