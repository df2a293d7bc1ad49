//! The `/indonesia` commands: their description for the front ends, their options read into
//! engine actions, and the inverse (the command a player types for an action).

use super::Indonesia;
use super::names::{area_name, sea_name};
use crate::games::indonesia::{
    self as engine, Action, AreaId, Bids, Game, Map, Money, Place, Track,
};
use crate::games::{Rules, Seat};
use crate::store::GameRecord;
use crate::table::command::{Checked, Command, mention_user};
use crate::table::game::Commands;
use crate::table::refusal::Refusal;
use crate::table::seats::seated_list;
use crate::table::spec::{CommandSpec, OptionSpec, word_for};
use crate::table::spelling::did_you_mean;

const TABLE: &str = "The game's channel, when you sit at several tables";

/// The words of `/game new money:`.
pub const MONEY: [(&str, Money); 2] = [("open", Money::Open), ("closed", Money::Closed)];

/// The words of `/game new bids:`.
pub const BIDS: [(&str, Bids); 2] = [("open", Bids::Open), ("sealed", Bids::Sealed)];

/// The words of `/indonesia research track:`.
const TRACKS: [(&str, Track); 5] = [
    ("bid", Track::BidMultiplier),
    ("slots", Track::Slots),
    ("mergers", Track::Mergers),
    ("expansion", Track::Expansion),
    ("hull", Track::Hull),
];

fn area_option(cmd: &Checked, key: &str, map: &Map) -> Result<AreaId, Refusal> {
    let value = cmd.text(key)?;
    map.area_named(value).ok_or_else(|| {
        let hint = if map.sea_named(value).is_some() {
            " That is a sea; this needs a land area.".to_string()
        } else {
            did_you_mean(value, map.areas.iter().map(|a| a.short.as_str()))
        };
        Refusal::bad_option(format!(
            "`{key}:{value}` is not a land area.{hint} Land areas are named by province and number, e.g. Jabar3, Sumut4 or Bali1; the board picture shows every name."
        ))
    })
}

fn place_option(cmd: &Checked, key: &str, map: &Map) -> Result<Place, Refusal> {
    let value = cmd.text(key)?;
    if let Some(area) = map.area_named(value) {
        return Ok(Place::Area(area));
    }
    if let Some(sea) = map.sea_named(value) {
        return Ok(Place::Sea(sea));
    }
    Err(Refusal::bad_option(format!(
        "`{key}:{value}` is neither a land area nor a sea. Land areas are named like Jabar3 or Sulsel1, seas like S7 (or by name, e.g. Laut Jawa); the board picture shows every name."
    )))
}

/// A company by its number ("3", "#3") or its name ("A rice Bali").
fn company_option(cmd: &Checked, key: &str, game: &Game) -> Result<engine::CompanyId, Refusal> {
    let value = cmd.text(key)?;
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
        Refusal::bad_option(if list.is_empty() {
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

impl Commands for Indonesia {
    fn label(command: &Command) -> Option<String> {
        let sub = command.path.get(1)?;
        let amount = command.option("amount");
        Some(match sub.as_str() {
            "ship" => match command.option("plan") {
                None => "Ship by the plan on offer".into(),
                Some(n) => format!("Ship by plan {n}"),
            },
            "merge" => format!(
                "Merge #{} and #{}, bid {}",
                command.option("first")?,
                command.option("second")?,
                command.option("bid")?
            ),
            "bid" => format!("Bid {}", amount?),
            "seal" => format!("Seal a bid of {}", amount?),
            "raise" => format!("Raise the bid to {}", amount?),
            "operate" => format!("Operate company #{}", command.option("company")?),
            "prefer" => match command.option("company")? {
                "none" => "Forget the shipping preferences".into(),
                company => format!("Prefer shipping company #{company}"),
            },
            _ => return None,
        })
    }

    /// The subcommands of `/indonesia`, in the order of a year; each phase's are described
    /// beside the reading of them.
    fn commands() -> Vec<CommandSpec> {
        let mut all = vec![city_command()];
        all.extend(turn_order_bid_commands());
        all.extend(merger_commands());
        all.push(acquisition_command());
        all.push(research_command());
        all.extend(operation_commands());
        all.push(growth_command());
        all.into_iter().map(|c| c.at_table(TABLE)).collect()
    }

    /// Read by the year's phase the command belongs to.
    fn parse_action(
        record: &GameRecord,
        game: &Game,
        seat: Seat,
        cmd: &Checked,
    ) -> Result<Action, Refusal> {
        let map = game.map();
        Ok(match cmd.sub() {
            "city" => Action::PlaceCity {
                area: area_option(cmd, "area", map)?,
            },
            "bid" | "seal" => turn_order_bid(game, cmd)?,
            "merge" | "raise" | "pass" | "remove" => merger(game, cmd)?,
            "acquire" => acquisition(game, cmd)?,
            "research" => research(record, seat, cmd)?,
            "operate" | "expand" | "prefer" | "ship" => operation(game, cmd)?,
            "grow" => Action::Grow {
                area: area_option(cmd, "area", map)?,
            },
            other => return Err(unknown(other)),
        })
    }

    /// The command `seat` types for `action` (the inverse of parsing it).
    fn command_for(record: &GameRecord, game: &Game, seat: Seat, action: &Action) -> Command {
        let map = game.map();
        let user = |s: Seat| mention_user(record.seats[s].user_id);
        let place = |p: &Place| match p {
            Place::Area(a) => area_name(map, *a),
            Place::Sea(s) => sea_name(map, *s),
        };
        let (sub, options): (&str, Vec<(&str, String)>) = match action {
            Action::PlaceCity { area } => ("city", vec![("area", area_name(map, *area))]),
            Action::Bid { amount } => {
                let sub = match game.options().bids {
                    Bids::Open => "bid",
                    Bids::Sealed => "seal",
                };
                (sub, vec![("amount", amount.to_string())])
            }
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
                let word = word_for(&TRACKS, track).unwrap_or_default();
                let mut options = vec![("track", word.to_string())];
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
            Action::ShipPlan { number } => ("ship", vec![("plan", number.to_string())]),
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
}

/// New Era: a city from the city card.
fn city_command() -> CommandSpec {
    CommandSpec::new(
        "city",
        "New Era: place a size 1 city from your city card in an empty coastal area",
    )
    .option(
        OptionSpec::suggested(
            "area",
            "An empty coastal area of one of your card's provinces, e.g. Jabar3",
        )
        .required(),
    )
}

/// City Growth: the city to grow when bigger cities run short.
fn growth_command() -> CommandSpec {
    CommandSpec::new(
        "grow",
        "City Growth: pick a city to grow when the supply of bigger cities runs short",
    )
    .option(OptionSpec::suggested("area", "The city's area, e.g. Jatim4").required())
}

fn turn_order_bid_commands() -> [CommandSpec; 2] {
    let amount = || {
        OptionSpec::number("amount", "Rupiah from your cash, 0 or more", Some(0), None).required()
    };
    [
        CommandSpec::new(
            "bid",
            "Turn Order Bid: bid cash for the turn order; it goes into your stash",
        )
        .option(amount()),
        CommandSpec::new(
            "seal",
            "Sealed Turn Order Bid (tables with bids:sealed): bid in secret (only you see the answer)",
        )
        .option(amount())
        .secret(),
    ]
}

/// Turn Order Bid: `bid` at a table with open bids, `seal` at one with sealed bids.
fn turn_order_bid(game: &Game, cmd: &Checked) -> Result<Action, Refusal> {
    let sealed = game.options().bids == Bids::Sealed;
    if sealed && cmd.sub() == "bid" {
        return Err(Refusal::bad_option(
            "This table's turn order bids are sealed: give yours in secret with `/indonesia seal amount:<rupiah>`, in a DM with the bot or here (only you see the answer).",
        ));
    }
    if !sealed && cmd.sub() == "seal" {
        return Err(Refusal::bad_option(
            "This table's turn order bids are open, one after the other: bid with `/indonesia bid amount:<rupiah>` when your turn comes.",
        ));
    }
    Ok(Action::Bid {
        amount: cmd.number("amount")?,
    })
}

fn unknown(sub: &str) -> Refusal {
    Refusal::unknown_command(format!("Unknown command `/indonesia {sub}`."))
}

fn merger_commands() -> [CommandSpec; 4] {
    let company = "A company, by its number like 3 or #3, or by its name";
    [
        CommandSpec::new(
            "merge",
            "Mergers: propose merging two companies and make the first bid",
        )
        .option(OptionSpec::suggested("first", company).required())
        .option(
            OptionSpec::suggested("second", "The company to merge it with, by number or name")
                .required(),
        )
        .option(
            OptionSpec::number(
                "bid",
                "Your first bid in rupiah: a multiple of the ships or areas",
                Some(0),
                None,
            )
            .required(),
        ),
        CommandSpec::new("raise", "Mergers: raise the bid in the merger auction").option(
            OptionSpec::number(
                "amount",
                "Your new bid in rupiah, above the highest so far",
                Some(0),
                None,
            )
            .required(),
        ),
        CommandSpec::new(
            "pass",
            "Decline: no merger now, leave the auction, no more acquisitions, or stop expanding",
        ),
        CommandSpec::new(
            "remove",
            "Siap saji creation: give up one of the merged company's rice or spice areas",
        )
        .option(
            OptionSpec::suggested(
                "area",
                "A rice or spice area of the new company, e.g. Bali2",
            )
            .required(),
        ),
    ]
}

/// Mergers: a proposal with its first bid, a raise, a siap saji area given up, or a pass
/// (which declines in every phase that may be declined: a merger, an auction, acquisitions, an
/// expansion).
fn merger(game: &Game, cmd: &Checked) -> Result<Action, Refusal> {
    Ok(match cmd.sub() {
        "merge" => Action::Propose {
            first: company_option(cmd, "first", game)?,
            second: company_option(cmd, "second", game)?,
            bid: cmd.number("bid")?,
        },
        "raise" => Action::Raise {
            amount: cmd.number("amount")?,
        },
        "remove" => Action::Remove {
            area: area_option(cmd, "area", game.map())?,
        },
        "pass" => Action::Pass,
        other => return Err(unknown(other)),
    })
}

fn acquisition_command() -> CommandSpec {
    CommandSpec::new(
        "acquire",
        "Acquisitions: take an unclaimed deed and place its first good or ship",
    )
    .option(OptionSpec::suggested("deed", "An unclaimed deed, e.g. \"A rice Bali\"").required())
    .option(
        OptionSpec::suggested(
            "at",
            "A land area for its first good, or a sea for its first ship (e.g. S7)",
        )
        .required(),
    )
}

/// Acquisitions: an unclaimed deed and where its first good or ship goes.
fn acquisition(game: &Game, cmd: &Checked) -> Result<Action, Refusal> {
    let map = game.map();
    let value = cmd.text("deed")?;
    let deed = map.deed_named(value).ok_or_else(|| {
        Refusal::bad_option(format!(
            "`deed:{value}` is not a deed. Deeds are named by era, kind and province, e.g. \"A rice Bali\" or \"B shipping Jabar\". Unclaimed now: {}.",
            unclaimed_list(game)
        ))
    })?;
    Ok(Action::Acquire {
        deed,
        at: place_option(cmd, "at", map)?,
    })
}

fn research_command() -> CommandSpec {
    CommandSpec::new(
        "research",
        "Research: advance one track a step (hull may be another player's)",
    )
    .option(OptionSpec::choice_of("track", "The track to advance", &TRACKS).required())
    .option(OptionSpec::user(
        "player",
        "Hull only: whose hull to advance (default: yours)",
    ))
}

/// Research: a track, and for the hull whose (the researcher's own by default).
fn research(record: &GameRecord, seat: Seat, cmd: &Checked) -> Result<Action, Refusal> {
    let owner = match cmd.optional("player", Checked::user)? {
        None => seat,
        Some(user) => record.seat_of(user).ok_or_else(|| {
            Refusal::bad_option(format!(
                "`player:{}` is not a player at this game. Players: {}.",
                mention_user(user),
                seated_list(record)
            ))
        })?,
    };
    Ok(Action::Research {
        track: cmd.pick("track", &TRACKS)?,
        owner,
    })
}

fn operation_commands() -> [CommandSpec; 4] {
    [
        CommandSpec::new("operate", "Operations: operate one of your companies").option(
            OptionSpec::suggested(
                "company",
                "Your company not yet operated this year, by number like 3 or by name",
            )
            .required(),
        ),
        CommandSpec::new(
            "expand",
            "Operations: expand the company operating, by a land area or a ship",
        )
        .option(
            OptionSpec::suggested(
                "at",
                "A land area for a production company, a sea (e.g. S7) for a shipping company",
            )
            .required(),
        ),
        CommandSpec::new(
            "prefer",
            "Operations: ask for a shipping plan that uses this shipping company first",
        )
        .option(
            OptionSpec::suggested(
                "company",
                "A shipping company by number or name, or none to forget the preferences",
            )
            .required(),
        ),
        CommandSpec::new("ship", "Operations: ship the goods by the plan shown").option(
            OptionSpec::number(
                "plan",
                "Another plan shown, by its number (1, the default, is the plan on offer)",
                Some(1),
                None,
            ),
        ),
    ]
}

/// Operations: the company to operate, its expansion, shipping preferences, and the shipping
/// plan (1, the default, is the plan on offer).
fn operation(game: &Game, cmd: &Checked) -> Result<Action, Refusal> {
    Ok(match cmd.sub() {
        "operate" => Action::Operate {
            company: company_option(cmd, "company", game)?,
        },
        "expand" => match place_option(cmd, "at", game.map())? {
            Place::Area(area) => Action::Expand { area },
            Place::Sea(sea) => Action::PlaceShip { sea },
        },
        "prefer" => {
            let value = cmd.text("company")?;
            if matches!(value.trim().to_ascii_lowercase().as_str(), "none" | "clear") {
                Action::ClearPreferences
            } else {
                Action::Prefer {
                    company: company_option(cmd, "company", game)?,
                }
            }
        }
        "ship" => match cmd.optional("plan", Checked::number)? {
            None | Some(1) => Action::Ship,
            Some(number) => Action::ShipPlan { number },
        },
        other => return Err(unknown(other)),
    })
}
