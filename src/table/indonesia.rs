//! Indonesia at the table: `/indonesia ...` commands into engine actions, the engine's events and
//! prompts into posts, and the public view into a text summary and a picture.
//!
//! Everything posted in the channel is built from the public view, the public events and
//! [`Game::public_choices`]; with closed money none of them can carry a player's cash. A
//! player's own cash reaches only that player (`/game hand`, private events).

use super::command::{mention_channel, mention_user};
use super::lobby::{Kind, NewOptions as Parsed, reply_place, seat_named, seated_list};
use super::replay::{Engine, Told, acting, commit, load, log_post, mentions};
use super::{Command, Image, Invocation, Outcome, Post, Refusal, Table, To, refuse};
use crate::games::indonesia::{
    self as engine, Action, AreaId, CompanyKind, CompanyView, Event, Game, Good, Map, Money,
    MoneyView, Options, PhaseView, Place, PlanView, Position, Prompt, PublicView, SeaId, Track,
    good_name,
};
use crate::games::{Audience, Seat};
use crate::store::GameRecord;
use anyhow::{Context, Result};
use nusantara_render::indonesia as pic;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

pub const MIN_PLAYERS: usize = 2;
pub const MAX_PLAYERS: usize = 5;
/// Bumped when a rules change would replay an old log differently.
pub const RULES_VERSION: i64 = 1;
/// Indonesia's own options of `/game new`.
pub const NEW_OPTIONS: &[&str] = &["money", "setup"];
/// The `/indonesia` subcommands, in the order of a year.
pub const COMMANDS: &[&str] = &[
    "city", "bid", "merge", "raise", "pass", "remove", "acquire", "research", "operate", "expand",
    "prefer", "ship", "grow",
];

/// The options chosen at `/game new`, as stored.
#[derive(Debug, Clone, Serialize, Deserialize)]
struct NewOptions {
    options: Options,
    /// A described position (TOML) to start from (script runner only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    position: Option<String>,
}

pub fn new_options(cmd: &Command) -> Result<Parsed, Refusal> {
    let mut options = Options::default();
    if let Some(m) = cmd.option("money") {
        options.money = parse_money(m)?;
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
            Game::from_position(Map::standard(), &position)
                .map_err(|e| Refusal(format!("The setup file is not valid: {e}")))?;
            if cmd.option("money").is_some() && options.money != position.money {
                return Err(Refusal::from(
                    "The setup file sets the money rule itself: leave out `money:` or make them agree.",
                ));
            }
            options.money = position.money;
            parsed.players = Some(position.players.len() as u32);
            parsed.seed = Some(position.seed);
            Some(text.to_string())
        }
    };
    parsed.json =
        serde_json::to_string(&NewOptions { options, position }).expect("options serialise");
    Ok(parsed)
}

fn parse_money(value: &str) -> Result<Money, Refusal> {
    match value.trim().to_ascii_lowercase().as_str() {
        "open" => Ok(Money::Open),
        "closed" => Ok(Money::Closed),
        _ => Err(Refusal(format!(
            "`money:{value}` is not allowed: `open` (everyone's cash is public) or `closed` (each player's cash is known to them alone; the default)."
        ))),
    }
}

pub fn describe_options(game: &GameRecord) -> String {
    let Ok(stored) = serde_json::from_str::<NewOptions>(&game.options) else {
        return "2–5 players".into();
    };
    let money = match stored.options.money {
        Money::Open => "open money: everyone's cash is public",
        Money::Closed => "closed money: each player's cash is private",
    };
    let from = if stored.position.is_some() {
        ", from a described position"
    } else {
        ""
    };
    format!("2–5 players, {money}{from}")
}

/// Recorded when the game starts: everything needed to rebuild it exactly, the map data
/// included, so that editing the board file never changes a stored game.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub(super) struct Setup {
    options: Options,
    players: usize,
    board: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    position: Option<String>,
}

/// The map a setup was recorded with (the shipped one is parsed once per process).
fn map_of(source: &str) -> Result<Arc<Map>> {
    let standard = Map::standard();
    if standard.source() == source {
        return Ok(standard);
    }
    Ok(Arc::new(
        Map::from_toml(source).context("the stored map data does not load")?,
    ))
}

fn build(setup: &Setup, seed: u64) -> Result<(Game, Vec<Event>)> {
    let map = map_of(&setup.board)?;
    match &setup.position {
        Some(text) => {
            let position =
                Position::from_toml(text).context("the stored position does not load")?;
            Ok((
                Game::from_position(map, &position).context("the stored position is invalid")?,
                Vec::new(),
            ))
        }
        None => Game::new(map, setup.options, setup.players, seed)
            .context("the stored setup is invalid"),
    }
}

impl Engine for Game {
    type Setup = Setup;
    type Action = Action;
    type Event = Event;
    type PublicView = PublicView;
    type SeatView = engine::SeatView;

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

    fn private(&self, seat: Seat) -> engine::SeatView {
        self.seat_view(seat)
    }

    fn audience(event: &Event) -> Audience {
        event.audience
    }

    fn describe(&self, event: &Event, name: &dyn Fn(Seat) -> String) -> String {
        event.text(self.map(), name)
    }
}

/// Starts a forming game (the caller holds the channel's lock).
pub async fn start(table: &Table, record: &GameRecord) -> Outcome {
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
    } else if players < MIN_PLAYERS {
        return refuse(format!(
            "Indonesia needs at least {MIN_PLAYERS} players; {players} seated so far. Others join with `/game join`."
        ));
    }
    let setup = Setup {
        options: stored.options,
        players,
        board: Map::standard().source().to_string(),
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
    let money = match setup.options.money {
        Money::Open => "Money is open: everyone's cash is on the board.",
        Money::Closed => {
            "Money is closed: your cash is yours to know (`/game hand` shows it to you alone)."
        }
    };
    let intro = format!(
        "Indonesia begins! Seats: {}. {money} Each player has been sent their city cards.",
        seated_list(&record),
    );
    Ok(posts_for(&record, &game, 0, Some(intro), &events, None))
}

/// `/game board`, `/game status`, `/game hand`, `/game log` for a started game.
pub async fn look(table: &Table, inv: &Invocation, record: &GameRecord, sub: &str) -> Outcome {
    let loaded = load::<Game>(table, record, sub == "log").await?;
    let game = &loaded.game;
    let to = reply_place(inv, record);
    let post = match sub {
        "board" => board_post(record, game, loaded.seq, to, status_line(record, game)),
        "status" => Post::text(to, summary(record, game)),
        "hand" => {
            let Some(seat) = record.seat_of(inv.user_id) else {
                return refuse("You have no seat at this game, so you have no cash or city cards.");
            };
            Post::text(To::User(inv.user_id), hand_text(record, game, seat))
        }
        _ => log_post(record, &loaded, to),
    };
    Ok(vec![post])
}

/// `/indonesia <sub>`: one action.
pub async fn command(table: &Table, inv: &Invocation, sub: &str) -> Outcome {
    let allowed: &[&str] = match sub {
        "city" | "remove" | "grow" => &["area", "table"],
        "bid" | "raise" => &["amount", "table"],
        "merge" => &["first", "second", "bid", "table"],
        "pass" | "ship" => &["table"],
        "acquire" => &["deed", "at", "table"],
        "research" => &["track", "player", "table"],
        "operate" | "prefer" => &["company", "table"],
        "expand" => &["at", "table"],
        other => {
            return refuse(format!(
                "Unknown command `/indonesia {other}`. The /indonesia commands are {}.",
                COMMANDS.join(", ")
            ));
        }
    };
    inv.command.check_options(allowed)?;
    // Holds the channel's lock until the command is done.
    let acting = acting(table, inv, Kind::Indonesia).await?;
    let (record, seat) = (&acting.record, acting.seat);
    let mut loaded = load::<Game>(table, record, false).await?;
    let action = parse_action(&inv.command, sub, record, &loaded.game, seat)?;
    let (events, seq) = commit(table, inv, &acting, &mut loaded, &action).await?;
    Ok(posts_for(
        record,
        &loaded.game,
        seq,
        None,
        &events,
        Some(inv),
    ))
}

fn parse_action(
    cmd: &Command,
    sub: &str,
    record: &GameRecord,
    game: &Game,
    seat: Seat,
) -> Result<Action, Refusal> {
    let map = game.map();
    Ok(match sub {
        "city" => Action::PlaceCity {
            area: area_option(cmd, "area", map)?,
        },
        "bid" => Action::Bid {
            amount: amount_option(cmd, "amount")?,
        },
        "merge" => Action::Propose {
            first: company_option(cmd, "first", game)?,
            second: company_option(cmd, "second", game)?,
            bid: amount_option(cmd, "bid")?,
        },
        "raise" => Action::Raise {
            amount: amount_option(cmd, "amount")?,
        },
        "pass" => Action::Pass,
        "remove" => Action::Remove {
            area: area_option(cmd, "area", map)?,
        },
        "acquire" => {
            let value = cmd.required("deed", "an unclaimed deed, e.g. deed:\"A rice Bali\"")?;
            let deed = map.deed_named(value).ok_or_else(|| {
                Refusal(format!(
                    "`deed:{value}` is not a deed. Deeds are named by era, kind and province, e.g. \"A rice Bali\" or \"B shipping Jabar\". Unclaimed now: {}.",
                    unclaimed_list(game)
                ))
            })?;
            Action::Acquire {
                deed,
                at: place_option(cmd, "at", map)?,
            }
        }
        "research" => {
            let value = cmd.required("track", "bid, slots, mergers, expansion or hull")?;
            let track = parse_track(value).ok_or_else(|| {
                Refusal(format!(
                    "`track:{value}` is not a research track: bid, slots, mergers, expansion or hull."
                ))
            })?;
            let owner = match cmd.option("player") {
                None => seat,
                Some(value) => seat_named(record, value).ok_or_else(|| {
                    Refusal(format!(
                        "`player:{value}` is not a player at this game. Players: {}.",
                        seated_list(record)
                    ))
                })?,
            };
            Action::Research { track, owner }
        }
        "operate" => Action::Operate {
            company: company_option(cmd, "company", game)?,
        },
        "expand" => match place_option(cmd, "at", map)? {
            Place::Area(area) => Action::Expand { area },
            Place::Sea(sea) => Action::PlaceShip { sea },
        },
        "prefer" => {
            let value = cmd.required(
                "company",
                "a shipping company's number, e.g. company:4, or none to forget preferences",
            )?;
            if matches!(value.trim().to_ascii_lowercase().as_str(), "none" | "clear") {
                Action::ClearPreferences
            } else {
                Action::Prefer {
                    company: company_option(cmd, "company", game)?,
                }
            }
        }
        "ship" => Action::Ship,
        "grow" => Action::Grow {
            area: area_option(cmd, "area", map)?,
        },
        _ => return Err(Refusal(format!("Unknown command `/indonesia {sub}`."))),
    })
}

fn parse_track(value: &str) -> Option<Track> {
    match engine::map::normalise(value).as_str() {
        "bid" | "turnorderbid" | "turnorder" | "bidmultiplier" | "multiplier" => {
            Some(Track::BidMultiplier)
        }
        "slots" | "slot" => Some(Track::Slots),
        "mergers" | "merger" => Some(Track::Mergers),
        "expansion" | "expand" => Some(Track::Expansion),
        "hull" | "hullsize" => Some(Track::Hull),
        _ => None,
    }
}

/// The word players type for a track.
fn track_key(track: Track) -> &'static str {
    match track {
        Track::BidMultiplier => "bid",
        Track::Slots => "slots",
        Track::Mergers => "mergers",
        Track::Expansion => "expansion",
        Track::Hull => "hull",
    }
}

fn amount_option(cmd: &Command, key: &str) -> Result<u32, Refusal> {
    let value = cmd.required(key, "an amount of rupiah, e.g. 20")?;
    value.trim().parse::<u32>().map_err(|_| {
        Refusal(format!(
            "`{key}:{value}` is not an amount: write a whole number of rupiah, 0 or more."
        ))
    })
}

fn area_option(cmd: &Command, key: &str, map: &Map) -> Result<AreaId, Refusal> {
    let value = cmd.required(key, "a land area's short name, e.g. Jabar3")?;
    map.area_named(value).ok_or_else(|| {
        let hint = if map.sea_named(value).is_some() {
            " That is a sea; this needs a land area."
        } else {
            ""
        };
        Refusal(format!(
            "`{key}:{value}` is not a land area.{hint} Land areas are named by province and number, e.g. Jabar3, Sumut4 or Bali1; the board picture shows every name."
        ))
    })
}

fn place_option(cmd: &Command, key: &str, map: &Map) -> Result<Place, Refusal> {
    let value = cmd.required(key, "a land area like Jabar3, or a sea like S7")?;
    if let Some(area) = map.area_named(value) {
        return Ok(Place::Area(area));
    }
    if let Some(sea) = map.sea_named(value) {
        return Ok(Place::Sea(sea));
    }
    Err(Refusal(format!(
        "`{key}:{value}` is neither a land area nor a sea. Land areas are named like Jabar3 or Sulsel1, seas like S7 (or by name, e.g. Laut Jawa); the board picture shows every name."
    )))
}

/// A company by its number ("3", "#3") or its name ("A rice Bali").
fn company_option(cmd: &Command, key: &str, game: &Game) -> Result<engine::CompanyId, Refusal> {
    let value = cmd.required(key, "a company's number as on the board, e.g. 3")?;
    let view = game.public_view();
    let trimmed = value.trim().trim_start_matches('#');
    let found = match trimmed.parse::<engine::CompanyId>() {
        Ok(id) => view.companies.iter().find(|c| c.id == id),
        Err(_) => {
            let wanted = engine::map::normalise(trimmed);
            // With or without the number: "#3 A rice Bali" or "A rice Bali".
            view.companies.iter().find(|c| {
                let without = c.name.split_once(' ').map_or("", |(_, rest)| rest);
                engine::map::normalise(&c.name) == wanted
                    || engine::map::normalise(without) == wanted
            })
        }
    };
    found.map(|c| c.id).ok_or_else(|| {
        let list: Vec<String> = view.companies.iter().map(|c| c.name.clone()).collect();
        Refusal(if list.is_empty() {
            format!("`{key}:{value}` is not a company: there are no companies yet.")
        } else {
            format!(
                "`{key}:{value}` is not a company. Companies, by number: {}.",
                list.join(", ")
            )
        })
    })
}

fn unclaimed_list(game: &Game) -> String {
    let view = game.public_view();
    if view.deeds.is_empty() {
        return "none".into();
    }
    view.deeds
        .iter()
        .map(|d| d.name.clone())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The posts after a change of state: the private events to their seats (the actor's first,
/// as the answer to the command), then one public post with the public events, what happens
/// next and the picture.
fn posts_for(
    record: &GameRecord,
    game: &Game,
    seq: i64,
    intro: Option<String>,
    events: &[Event],
    actor: Option<&Invocation>,
) -> Vec<Post> {
    let mut told = Told::new(record, game, intro, events);
    let mut posts: Vec<Post> = told.answer(record, actor).into_iter().collect();
    let view = game.public_view();
    if !matches!(view.prompt, Prompt::Over { .. }) {
        told.public.push(prompt_text(record, game, &view));
    }
    posts.push(board_post(
        record,
        game,
        seq,
        To::Channel(record.channel_id),
        told.public.join("\n"),
    ));
    posts.extend(told.private_posts(record));
    posts
}

/// "#3 A rice Bali" (the view's name carries the number players type).
fn company_text(c: &CompanyView) -> String {
    c.name.clone()
}

fn company_by_id(view: &PublicView, id: engine::CompanyId) -> String {
    view.companies
        .iter()
        .find(|c| c.id == id)
        .map_or(format!("#{id}"), company_text)
}

fn area_name(map: &Map, a: AreaId) -> String {
    map.areas[usize::from(a)].short.clone()
}

fn sea_name(map: &Map, s: SeaId) -> String {
    map.seas[usize::from(s)].short.clone()
}

fn list_or_none(items: Vec<String>) -> String {
    if items.is_empty() {
        "none".to_string()
    } else {
        items.join(", ")
    }
}

/// What the game waits for, with the command to answer it and the choices anyone may see.
/// Built from the public view and [`Game::public_choices`] only: it never depends on cash.
fn prompt_text(record: &GameRecord, game: &Game, view: &PublicView) -> String {
    let names = mentions(record);
    let map = game.map();
    let choices = |seat: Seat| game.public_choices(seat);
    let closed = view.money == MoneyView::Closed;
    let your_cash = if closed {
        "; `/game hand` shows you your cash"
    } else {
        ""
    };
    match &view.prompt {
        Prompt::PlaceCity { seat, provinces } => {
            let areas: Vec<String> = choices(*seat)
                .iter()
                .filter_map(|a| match a {
                    Action::PlaceCity { area } => Some(area_name(map, *area)),
                    _ => None,
                })
                .collect();
            let card: Vec<&str> = provinces
                .iter()
                .map(|&p| map.provinces[usize::from(p)].name.as_str())
                .collect();
            format!(
                "{}: place a size 1 city from your card ({}) with `/indonesia city area:<area>`. Empty coastal areas allowed: {}.",
                names[*seat],
                card.join(", "),
                list_or_none(areas)
            )
        }
        Prompt::Bid { seat } => {
            let multiplier = view.players[*seat].values[0];
            format!(
                "{}: turn order bid with `/indonesia bid amount:<rupiah>`, from 0 up to your cash{your_cash}. Your bid counts ×{multiplier}; it goes to your stash.",
                names[*seat]
            )
        }
        Prompt::Propose { seat } => {
            let mergers: Vec<String> = choices(*seat)
                .iter()
                .filter_map(|a| match a {
                    Action::Propose { first, second, bid } => Some(format!(
                        "{} with {} (first bid at least {bid})",
                        company_by_id(view, *first),
                        company_by_id(view, *second)
                    )),
                    _ => None,
                })
                .collect();
            format!(
                "{}: propose a merger of two companies with `/indonesia merge first:<number> second:<number> bid:<rupiah>`, or `/indonesia pass`. You must be able to pay your bid{your_cash}. Mergers you may propose: {}.",
                names[*seat],
                list_or_none(mergers)
            )
        }
        Prompt::Raise {
            seat,
            first,
            second,
            high,
            leader,
            units,
            minimum,
        } => {
            // The lowest raise: above the high bid, at least the minimum, a multiple of units.
            let units = (*units).max(1);
            let lowest = (high + 1).max(minimum * units).div_ceil(units) * units;
            format!(
                "Merger of {} and {}: {} leads with {high} rupiah. {}: raise with `/indonesia raise amount:<rupiah>` (at least {lowest}, a multiple of {units}, no more than your cash{your_cash}), or `/indonesia pass` to leave the auction for good.",
                company_by_id(view, *first),
                company_by_id(view, *second),
                names[*leader],
                names[*seat],
            )
        }
        Prompt::Remove {
            seat,
            company,
            left,
        } => {
            let areas: Vec<String> = choices(*seat)
                .iter()
                .filter_map(|a| match a {
                    Action::Remove { area } => Some(area_name(map, *area)),
                    _ => None,
                })
                .collect();
            format!(
                "{}: siap saji creation, remove {left} more area{} of {} with `/indonesia remove area:<area>`. Allowed now: {}.",
                names[*seat],
                if *left == 1 { "" } else { "s" },
                company_by_id(view, *company),
                list_or_none(areas)
            )
        }
        Prompt::Acquire { seat } => {
            let mut deeds: Vec<String> = Vec::new();
            for a in choices(*seat) {
                if let Action::Acquire { deed, .. } = a {
                    let name = map.deed_short_name(deed);
                    if !deeds.contains(&name) {
                        deeds.push(name);
                    }
                }
            }
            format!(
                "{}: acquire a deed with `/indonesia acquire deed:\"<deed>\" at:<area or sea>`, or `/indonesia pass` to make no further acquisitions this year. Deeds you may take: {}.",
                names[*seat],
                list_or_none(deeds)
            )
        }
        Prompt::Research { seat } => {
            let mut own = Vec::new();
            let mut others = false;
            for a in choices(*seat) {
                if let Action::Research { track, owner } = a {
                    if owner == *seat {
                        own.push(track_key(track));
                    } else {
                        others = true;
                    }
                }
            }
            format!(
                "{}: advance one research track with `/indonesia research track:<track>`. Yours that can advance: {}.{}",
                names[*seat],
                list_or_none(own.into_iter().map(String::from).collect()),
                if others {
                    " Hull may be another player's: add `player:@name`."
                } else {
                    ""
                }
            )
        }
        Prompt::Operate { seat } => {
            let companies: Vec<String> = choices(*seat)
                .iter()
                .filter_map(|a| match a {
                    Action::Operate { company } => Some(company_by_id(view, *company)),
                    _ => None,
                })
                .collect();
            format!(
                "{}: operate one of your companies with `/indonesia operate company:<number>`. Not yet operated: {}.",
                names[*seat],
                list_or_none(companies)
            )
        }
        Prompt::PlaceShips {
            seat,
            company,
            left,
        } => {
            let seas: Vec<String> = choices(*seat)
                .iter()
                .filter_map(|a| match a {
                    Action::PlaceShip { sea } => Some(sea_name(map, *sea)),
                    _ => None,
                })
                .collect();
            format!(
                "{}: {} may place up to {left} more ship{} with `/indonesia expand at:<sea>`, or `/indonesia pass` to stop. Seas allowed: {}.",
                names[*seat],
                company_by_id(view, *company),
                if *left == 1 { "" } else { "s" },
                list_or_none(seas)
            )
        }
        Prompt::Ship { seat, plan } => {
            let shipping: Vec<String> = view
                .companies
                .iter()
                .filter(|c| c.kind == CompanyKind::Shipping && !plan.prefer.contains(&c.id))
                .map(company_text)
                .collect();
            let preferred = if plan.prefer.is_empty() {
                String::new()
            } else {
                let p: Vec<String> = plan
                    .prefer
                    .iter()
                    .map(|&id| company_by_id(view, id))
                    .collect();
                format!(
                    " Preferred so far: {} (`/indonesia prefer company:none` forgets them).",
                    p.join(", ")
                )
            };
            format!(
                "{}: `/indonesia ship` to ship by this plan, or `/indonesia prefer company:<number>` for a plan that uses that shipping company first (never fewer goods). Shipping companies: {}.{preferred}",
                names[*seat],
                list_or_none(shipping)
            )
        }
        Prompt::Expand {
            seat,
            company,
            left,
            paid,
            price,
        } => {
            let areas: Vec<String> = choices(*seat)
                .iter()
                .filter_map(|a| match a {
                    Action::Expand { area } => Some(area_name(map, *area)),
                    _ => None,
                })
                .collect();
            let how = if *paid {
                format!(
                    "may expand (optional, {price} rupiah an area paid from cash{your_cash}) by up to {left} area{} with `/indonesia expand at:<area>`, or `/indonesia pass` to stop",
                    if *left == 1 { "" } else { "s" }
                )
            } else {
                format!(
                    "must expand (free, all goods were shipped) by {left} more area{} with `/indonesia expand at:<area>`",
                    if *left == 1 { "" } else { "s" }
                )
            };
            format!(
                "{}: {} {how}. Areas allowed: {}.",
                names[*seat],
                company_by_id(view, *company),
                list_or_none(areas)
            )
        }
        Prompt::Grow {
            seat,
            size,
            left,
            among,
        } => {
            let areas: Vec<String> = among.iter().map(|&a| area_name(map, a)).collect();
            format!(
                "{}: the supply cannot grow every city to size {size}. As first player, pick {left} more with `/indonesia grow area:<area>` among {}.",
                names[*seat],
                areas.join(", ")
            )
        }
        Prompt::Over { winners } => {
            let w: Vec<String> = winners.iter().map(|&s| names[s].clone()).collect();
            format!("Game over: {} won.", w.join(", "))
        }
    }
}

/// Whose turn it is, in a few words, for `/game board` and the picture.
fn short_prompt(names: &[&str], view: &PublicView) -> String {
    let who = |s: &Seat| names.get(*s).copied().unwrap_or("?");
    match &view.prompt {
        Prompt::PlaceCity { seat, .. } => format!("{} places a city", who(seat)),
        Prompt::Bid { seat } => format!("{} bids for turn order", who(seat)),
        Prompt::Propose { seat } => format!("{} may propose a merger", who(seat)),
        Prompt::Raise { seat, high, .. } => {
            format!("{} may raise the merger bid ({high})", who(seat))
        }
        Prompt::Remove { seat, .. } => format!("{} removes areas for siap saji", who(seat)),
        Prompt::Acquire { seat } => format!("{} may acquire a deed", who(seat)),
        Prompt::Research { seat } => format!("{} researches", who(seat)),
        Prompt::Operate { seat } => format!("{} picks a company to operate", who(seat)),
        Prompt::PlaceShips { seat, company, .. } => {
            format!("{} places ships for company {company}", who(seat))
        }
        Prompt::Ship { seat, plan } => {
            format!(
                "{} ships {} of company {}",
                who(seat),
                good_name(plan.good),
                plan.company
            )
        }
        Prompt::Expand { seat, company, .. } => {
            format!("{} expands company {company}", who(seat))
        }
        Prompt::Grow { seat, .. } => format!("{} picks cities to grow", who(seat)),
        Prompt::Over { winners } => {
            let w: Vec<&str> = winners.iter().map(who).collect();
            format!("Game over: {} won", w.join(", "))
        }
    }
}

fn phase_title(phase: PhaseView) -> &'static str {
    match phase {
        PhaseView::NewEra => "New Era",
        PhaseView::Bid => "Turn Order Bid",
        PhaseView::Mergers => "Mergers",
        PhaseView::Acquisitions => "Acquisitions",
        PhaseView::Research => "Research and Development",
        PhaseView::Operations => "Operations",
        PhaseView::Growth => "City Growth",
        PhaseView::Over => "Game over",
    }
}

/// One line for `/game board`: who must act now, with mentions.
fn status_line(record: &GameRecord, game: &Game) -> String {
    let mentions = mentions(record);
    let names: Vec<&str> = mentions.iter().map(String::as_str).collect();
    let view = game.public_view();
    format!(
        "Year {}, era {}, {}. {}.",
        view.year,
        view.era,
        phase_title(view.phase),
        short_prompt(&names, &view)
    )
}

/// The text summary of the state, from the public view alone (`/game status`).
fn summary(record: &GameRecord, game: &Game) -> String {
    let view = game.public_view();
    let names = mentions(record);
    let map = game.map();
    let order: Vec<String> = view.order.iter().map(|&s| names[s].clone()).collect();
    let mut lines = vec![format!(
        "Indonesia at {}: year {}, era {}, {}. Turn order: {}.",
        mention_channel(record.channel_id),
        view.year,
        view.era,
        phase_title(view.phase),
        order.join(", ")
    )];
    let money = |seat: Seat| match &view.money {
        MoneyView::Open(list) => list
            .iter()
            .find(|m| m.seat == seat)
            .map(|m| {
                if m.revenue < 0 {
                    format!("cash {}, IOUs {}; ", m.cash, -m.revenue)
                } else if m.revenue > 0 {
                    format!("cash {}, revenue {}; ", m.cash, m.revenue)
                } else {
                    format!("cash {}; ", m.cash)
                }
            })
            .unwrap_or_default(),
        MoneyView::Closed => String::new(),
    };
    for &seat in &view.order {
        let p = &view.players[seat];
        let research: Vec<String> = Track::ALL
            .iter()
            .zip(p.research.iter())
            .map(|(t, step)| format!("{} {step}", track_key(*t)))
            .collect();
        let companies: Vec<String> = p.companies.iter().map(|c| format!("#{c}")).collect();
        lines.push(format!(
            "{}: {}stash {}; research {}; companies {}.",
            names[seat],
            money(seat),
            p.stash,
            research.join(", "),
            list_or_none(companies)
        ));
    }
    if view.companies.is_empty() {
        lines.push("No companies yet.".into());
    }
    for c in &view.companies {
        let places = match c.kind {
            CompanyKind::Shipping => {
                let seas: Vec<String> = c.ships.iter().map(|&s| sea_name(map, s)).collect();
                format!(
                    "{} of {} ship{} on {}",
                    c.ships.len(),
                    c.ship_limit,
                    if c.ship_limit == 1 { "" } else { "s" },
                    list_or_none(seas)
                )
            }
            CompanyKind::Production(g) => {
                let areas: Vec<String> = c.areas.iter().map(|&a| area_name(map, a)).collect();
                format!("{} in {}", good_name(g), list_or_none(areas))
            }
        };
        let mut flags = Vec::new();
        if c.operated {
            flags.push("operated");
        }
        if c.merged {
            flags.push("merged this year");
        }
        let flags = if flags.is_empty() {
            String::new()
        } else {
            format!(" ({})", flags.join(", "))
        };
        lines.push(format!(
            "{} of {}: {places}{flags}.",
            company_text(c),
            names[c.owner]
        ));
    }
    let cities: Vec<String> = view
        .cities
        .iter()
        .map(|c| format!("{} ({})", area_name(map, c.area), c.size))
        .collect();
    lines.push(format!(
        "Cities (size): {}. Supply: {} size 1, {} size 2, {} size 3.",
        list_or_none(cities),
        view.city_supply[0],
        view.city_supply[1],
        view.city_supply[2]
    ));
    let deeds: Vec<String> = view.deeds.iter().map(|d| d.name.clone()).collect();
    lines.push(format!("Unclaimed deeds: {}.", list_or_none(deeds)));
    if let Some(scores) = &view.scores {
        let parts: Vec<String> = scores
            .iter()
            .map(|s| format!("{} {}", names[s.seat], s.total))
            .collect();
        lines.push(format!("Final scores: {}.", parts.join(", ")));
    }
    lines.push(prompt_text(record, game, &view));
    lines.join("\n")
}

/// A seat's own view: cash, revenue, city cards, companies (`/game hand`, private).
fn hand_text(record: &GameRecord, game: &Game, seat: Seat) -> String {
    let view = game.seat_view(seat);
    let map = game.map();
    let revenue = match view.money.revenue {
        r if r < 0 => format!("IOUs of {} rupiah", -r),
        r => format!("operating revenue {r} rupiah"),
    };
    let cards: Vec<String> = ["A", "B", "C"]
        .iter()
        .zip(view.cards.iter())
        .map(|(era, list)| {
            let c: Vec<String> = list
                .iter()
                .map(|card| {
                    card.iter()
                        .map(|&p| map.provinces[usize::from(p)].short.clone())
                        .collect::<Vec<_>>()
                        .join("/")
                })
                .collect();
            format!("era {era}: {}", list_or_none(c))
        })
        .collect();
    let companies: Vec<String> = view
        .public
        .companies
        .iter()
        .filter(|c| c.owner == seat)
        .map(company_text)
        .collect();
    format!(
        "At {}: you have {} rupiah in cash, {revenue}, and a stash of {}. Your city cards: {}. Your companies: {}.\n{}",
        mention_channel(record.channel_id),
        view.money.cash,
        view.public.players[seat].stash,
        cards.join("; "),
        list_or_none(companies),
        prompt_text(record, game, &view.public)
    )
}

/// A post with the board picture, drawn from the public view only.
fn board_post(record: &GameRecord, game: &Game, seq: i64, to: To, text: String) -> Post {
    let names: Vec<&str> = record.seats.iter().map(|s| s.name.as_str()).collect();
    let picture = picture(&names, game.map(), &game.public_view());
    let png = pic::encode_png(&pic::draw(&picture));
    Post {
        to,
        text,
        images: vec![Image {
            name: format!("indonesia-{}-{seq:04}.png", record.id),
            png,
        }],
    }
}

fn pic_good(good: Good) -> pic::Good {
    match good {
        Good::Rice => pic::Good::Rice,
        Good::Spice => pic::Good::Spice,
        Good::Rubber => pic::Good::Rubber,
        Good::SiapSaji => pic::Good::SiapSaji,
        Good::Oil => pic::Good::Oil,
    }
}

fn pic_kind(kind: CompanyKind) -> pic::Kind {
    match kind {
        CompanyKind::Shipping => pic::Kind::Shipping,
        CompanyKind::Production(g) => pic::Kind::Production(pic_good(g)),
    }
}

fn pic_era(era: engine::Era) -> pic::Era {
    match era {
        engine::Era::A => pic::Era::A,
        engine::Era::B => pic::Era::B,
        engine::Era::C => pic::Era::C,
    }
}

/// The routes of a shipping plan, identical journeys counted together.
fn routes(
    map: &Map,
    plan: &PlanView,
    index: &dyn Fn(engine::CompanyId) -> usize,
) -> Vec<pic::Route> {
    let mut out: Vec<pic::Route> = Vec::new();
    for d in &plan.deliveries {
        let Some(&from) = d.from.first() else {
            continue;
        };
        let route = pic::Route {
            good: pic_good(plan.good),
            producer: index(plan.company),
            shipper: index(d.company),
            from: area_name(map, from),
            seas: d.ships.iter().map(|&s| sea_name(map, s)).collect(),
            to: area_name(map, d.city),
            cubes: 1,
        };
        match out.iter_mut().find(|r| {
            r.from == route.from
                && r.to == route.to
                && r.seas == route.seas
                && r.shipper == route.shipper
        }) {
            Some(r) => r.cubes += 1,
            None => out.push(route),
        }
    }
    out
}

/// The picture of a public view, with the seats' names. Takes nothing else, so it cannot show
/// a secret; cash is drawn only when the view carries it (open money).
pub fn picture(names: &[&str], map: &Map, view: &PublicView) -> pic::Picture {
    let index_of = |id: engine::CompanyId| {
        view.companies
            .iter()
            .position(|c| c.id == id)
            .unwrap_or(usize::MAX)
    };
    let cash = |seat: Seat| match &view.money {
        MoneyView::Open(list) => list.iter().find(|m| m.seat == seat).map(|m| m.cash),
        MoneyView::Closed => None,
    };
    let acting = view.prompt.seat();
    let companies: Vec<pic::Company> = view
        .companies
        .iter()
        .map(|c| pic::Company {
            number: c.id,
            owner: c.owner,
            kind: pic_kind(c.kind),
            home: c
                .deeds
                .first()
                .map(|&d| {
                    let province = map.deeds[usize::from(d)].province;
                    map.provinces[usize::from(province)].short.clone()
                })
                .unwrap_or_default(),
        })
        .collect();
    let mut goods = Vec::new();
    let mut ships = Vec::new();
    for (i, c) in view.companies.iter().enumerate() {
        goods.extend(c.areas.iter().map(|&a| pic::Goods {
            area: area_name(map, a),
            company: i,
        }));
        ships.extend(c.ships.iter().map(|&s| pic::Ship {
            sea: sea_name(map, s),
            company: i,
        }));
    }
    let plan = match &view.prompt {
        Prompt::Ship { plan, .. } => routes(map, plan, &index_of),
        _ => Vec::new(),
    };
    pic::Picture {
        title: format!(
            "Indonesia · year {} · {} players",
            view.year,
            view.players.len()
        ),
        status: short_prompt(names, view),
        era: pic_era(view.era),
        phase: phase_title(view.phase).to_string(),
        players: view
            .order
            .iter()
            .map(|&seat| pic::Player {
                seat,
                name: names.get(seat).copied().unwrap_or("?").to_string(),
                cash: cash(seat),
                research: view.players[seat].research,
            })
            .collect(),
        turn: acting.and_then(|s| view.order.iter().position(|&o| o == s)),
        companies,
        goods,
        cities: view
            .cities
            .iter()
            .map(|c| pic::City {
                area: area_name(map, c.area),
                size: c.size,
            })
            .collect(),
        ships,
        deeds: view
            .deeds
            .iter()
            .map(|d| {
                let deed = &map.deeds[usize::from(d.id)];
                pic::Deed {
                    era: pic_era(deed.era),
                    kind: match deed.kind {
                        engine::DeedKind::Shipping => pic::Kind::Shipping,
                        engine::DeedKind::Production(g) => pic::Kind::Production(pic_good(g)),
                    },
                    province: map.provinces[usize::from(d.province)].short.clone(),
                }
            })
            .collect(),
        plan,
    }
}

/// The command `seat` types for `action` (the inverse of parsing it): used by the example
/// generator, the benchmark and the tests that drive whole games through the table.
pub fn command_for(map: &Map, record: &GameRecord, seat: Seat, action: &Action) -> Command {
    let user = |s: Seat| mention_user(record.seats[s].user_id);
    let place = |p: &Place| match p {
        Place::Area(a) => area_name(map, *a),
        Place::Sea(s) => sea_name(map, *s),
    };
    let (sub, options): (&str, Vec<(&str, String)>) = match action {
        Action::PlaceCity { area } => ("city", vec![("area", area_name(map, *area))]),
        Action::Bid { amount } => ("bid", vec![("amount", amount.to_string())]),
        Action::Propose { first, second, bid } => (
            "merge",
            vec![
                ("first", first.to_string()),
                ("second", second.to_string()),
                ("bid", bid.to_string()),
            ],
        ),
        Action::Raise { amount } => ("raise", vec![("amount", amount.to_string())]),
        Action::Pass => ("pass", vec![]),
        Action::Remove { area } => ("remove", vec![("area", area_name(map, *area))]),
        Action::Acquire { deed, at } => (
            "acquire",
            vec![("deed", map.deed_short_name(*deed)), ("at", place(at))],
        ),
        Action::Research { track, owner } => {
            let mut options = vec![("track", track_key(*track).to_string())];
            if *owner != seat {
                options.push(("player", user(*owner)));
            }
            ("research", options)
        }
        Action::Operate { company } => ("operate", vec![("company", company.to_string())]),
        Action::PlaceShip { sea } => ("expand", vec![("at", sea_name(map, *sea))]),
        Action::Prefer { company } => ("prefer", vec![("company", company.to_string())]),
        Action::ClearPreferences => ("prefer", vec![("company", "none".to_string())]),
        Action::Ship => ("ship", vec![]),
        Action::Expand { area } => ("expand", vec![("at", area_name(map, *area))]),
        Action::Grow { area } => ("grow", vec![("area", area_name(map, *area))]),
    };
    Command {
        path: vec!["indonesia".into(), sub.into()],
        options: options
            .into_iter()
            .map(|(k, v)| (k.to_string(), v))
            .collect(),
    }
}

/// Option values `seat` could use now in `/indonesia <sub>` for the option `focused`
/// (autocomplete), as (what the user sees, the value). From the seat's own legal actions: the
/// answer goes to that player alone.
pub(super) async fn suggest(
    table: &Table,
    record: &GameRecord,
    seat: Seat,
    cmd: &Command,
    sub: &str,
    focused: &str,
) -> Result<Vec<(String, String)>> {
    let game = load::<Game>(table, record, false).await?.game;
    let map = game.map();
    let view = game.public_view();
    let legal = game.legal(seat);
    let mut out: Vec<(String, String)> = Vec::new();
    let mut push = |name: String, value: String| {
        if !out.iter().any(|(_, v)| *v == value) {
            out.push((name, value));
        }
    };
    let company = |id: engine::CompanyId| (company_by_id(&view, id), id.to_string());
    for action in &legal {
        match (sub, focused, action) {
            ("city", "area", Action::PlaceCity { area })
            | ("remove", "area", Action::Remove { area })
            | ("grow", "area", Action::Grow { area })
            | ("expand", "at", Action::Expand { area }) => {
                let name = area_name(map, *area);
                push(name.clone(), name);
            }
            ("expand", "at", Action::PlaceShip { sea }) => {
                push(
                    format!("{:#}", map.seas[usize::from(*sea)]),
                    sea_name(map, *sea),
                );
            }
            ("merge", "first", Action::Propose { first, .. }) => {
                let (n, v) = company(*first);
                push(n, v);
            }
            ("merge", "second", Action::Propose { first, second, .. }) => {
                let chosen = cmd
                    .option("first")
                    .map(|v| v.trim().trim_start_matches('#'));
                if chosen.is_none_or(|c| c == first.to_string()) {
                    let (n, v) = company(*second);
                    push(n, v);
                }
            }
            ("merge", "bid", Action::Propose { bid, .. })
            | ("raise", "amount", Action::Raise { amount: bid }) => {
                push(bid.to_string(), bid.to_string());
            }
            ("acquire", "deed", Action::Acquire { deed, .. }) => {
                let name = map.deed_short_name(*deed);
                push(name.clone(), name);
            }
            ("acquire", "at", Action::Acquire { deed, at }) => {
                let chosen = cmd.option("deed").and_then(|v| map.deed_named(v));
                if chosen.is_none_or(|c| c == *deed) {
                    let name = match at {
                        Place::Area(a) => area_name(map, *a),
                        Place::Sea(s) => sea_name(map, *s),
                    };
                    push(name.clone(), name);
                }
            }
            ("operate", "company", Action::Operate { company: id })
            | ("prefer", "company", Action::Prefer { company: id }) => {
                let (n, v) = company(*id);
                push(n, v);
            }
            ("prefer", "company", Action::ClearPreferences) => {
                push("none: forget the preferences".into(), "none".into());
            }
            _ => {}
        }
    }
    Ok(out)
}
