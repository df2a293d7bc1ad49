//! The `/indies` commands: one per kind of order, all secret (a DM with the bot, or the channel
//! where only the player sees the answer), each adding to the player's private draft (or, with
//! `replace:<n>`, putting the order in place of draft order n); then withdrawing, clearing and
//! sealing. Read into engine actions, and written back for the script runner and buttons.

use super::Indies;
use crate::games::Seat;
use crate::games::indies::{
    Action, AreaId, Column, CommodityId, Data, FleetId, Game, Holder, Marker, Order, Place, SiteId,
    Unit, Upkept,
};
use crate::store::GameRecord;
use crate::table::command::Command;
use crate::table::game::Commands;
use crate::table::post::Refusal;
use crate::table::seats::{seat_named, seated_list};
use crate::table::spec::{CommandSpec, OptionSpec};
use crate::table::spelling::did_you_mean;

const TABLE: &str = "The game's channel, when you sit at several tables";
const FLEET: &str = "Your fleet's letter, e.g. A (a new letter in Europe makes a new fleet)";
const SITE: &str = "A coastal site, e.g. Bantam";
const REPLACE: &str = "Put this order in place of your draft's order number n instead of adding it";

/// An order command: the fleet first, then its own options, `replace`, the table; secret.
fn order(name: &'static str, about: &str, options: Vec<OptionSpec>) -> CommandSpec {
    let mut spec = CommandSpec::new(name, about);
    for o in options {
        spec = spec.option(o);
    }
    spec.option(OptionSpec::number("replace", REPLACE, Some(1), None))
        .at_table(TABLE)
        .secret()
}

fn fleet() -> OptionSpec {
    OptionSpec::suggested("fleet", FLEET).required()
}

fn site() -> OptionSpec {
    OptionSpec::suggested("site", SITE).required()
}

/// A fleet, a site and markers: loading and unloading.
fn cargo() -> Vec<OptionSpec> {
    vec![
        fleet(),
        site(),
        OptionSpec::suggested("marker", "e.g. \"cloves 1/3\"").required(),
        OptionSpec::number("count", "How many (default 1)", Some(1), None),
    ]
}

/// A fleet, a site and soldiers: garrisoning and embarking.
fn soldiers() -> Vec<OptionSpec> {
    vec![
        fleet(),
        site(),
        OptionSpec::number("soldiers", "How many", Some(1), None).required(),
    ]
}

fn fleet_option(cmd: &Command) -> Result<FleetId, Refusal> {
    let value = cmd.required("fleet", "a fleet letter, e.g. A")?;
    FleetId::named(value).ok_or_else(|| {
        Refusal(format!(
            "`fleet:{value}` is not a fleet: fleets are named by one letter, A to Z."
        ))
    })
}

fn area_option(cmd: &Command, key: &str, data: &Data) -> Result<AreaId, Refusal> {
    let value = cmd.required(key, "an Indies area, e.g. Java")?;
    data.area_named(value).ok_or_else(|| {
        let names = data.area_ids().map(|a| data.area(a).name.as_str());
        Refusal(format!(
            "`{key}:{value}` is not an Indies area.{} {}",
            did_you_mean(value, names),
            areas(data)
        ))
    })
}

fn areas(data: &Data) -> String {
    let names: Vec<String> = data.area_ids().map(|a| data.area(a).name.clone()).collect();
    format!("The areas: {}.", names.join(", "))
}

fn site_option(cmd: &Command, data: &Data) -> Result<SiteId, Refusal> {
    let value = cmd.required("site", "a coastal site, e.g. Bantam")?;
    data.site_named(value).ok_or_else(|| {
        let hint = if data.area_named(value).is_some() {
            " That is an area; name one of its sites (the picture shows them under each area)."
                .to_string()
        } else {
            did_you_mean(value, data.site_ids().map(|s| data.site(s).name.as_str()))
        };
        Refusal(format!(
            "`site:{value}` is not a site.{hint} Sites are the coastal towns listed under each area, e.g. Bantam, Goa or Ternate."
        ))
    })
}

fn count_option(cmd: &Command, key: &str, default: Option<u32>) -> Result<u32, Refusal> {
    let Some(value) = cmd.option(key) else {
        return default.ok_or_else(|| Refusal(format!("`{key}:` is missing: give a number.")));
    };
    value.trim().parse::<u32>().map_err(|_| {
        Refusal(format!(
            "`{key}:{value}` is not a number: write a whole number, like 2."
        ))
    })
}

fn unit_option(cmd: &Command, data: &Data) -> Result<Unit, Refusal> {
    let value = cmd.required("unit", "a unit, e.g. carrack")?;
    data.unit_named(value).ok_or_else(|| {
        let names: Vec<String> = Unit::ALL
            .iter()
            .map(|&u| data.unit(u).name.clone())
            .collect();
        Refusal(format!(
            "`unit:{value}` is not a unit. Units: {}.",
            names.join(", ")
        ))
    })
}

fn marker_option(cmd: &Command, data: &Data) -> Result<Marker, Refusal> {
    let value = cmd.required("marker", "a commodity marker, e.g. \"cloves 1/3\"")?;
    Marker::named(data, value).ok_or_else(|| {
        Refusal(format!(
            "`marker:{value}` is not a commodity marker: write the commodity and its share, like \"cloves 1/3\" (or just \"cloves\" for a whole share). Commodities: {}.",
            commodities(data)
        ))
    })
}

fn commodities(data: &Data) -> String {
    let names: Vec<&str> = data.commodity_ids().map(|c| data.commodity(c)).collect();
    names.join(", ")
}

fn commodity_option(cmd: &Command, data: &Data) -> Result<CommodityId, Refusal> {
    let value = cmd.required("commodity", "a commodity, e.g. cloves")?;
    data.commodity_named(value).ok_or_else(|| {
        Refusal(format!(
            "`commodity:{value}` is not a commodity. Commodities: {}.",
            commodities(data)
        ))
    })
}

/// A company by its nation ("England") or its player (a mention or a seated name).
fn company_option(
    record: &GameRecord,
    game: &Game,
    cmd: &Command,
) -> Result<Option<Seat>, Refusal> {
    let Some(value) = cmd.option("company") else {
        return Ok(None);
    };
    let data = game.data();
    let seat = data
        .nation_named(value)
        .or_else(|| seat_named(record, value));
    match seat {
        Some(s) if s < game.players() => Ok(Some(s)),
        _ => {
            let nations: Vec<String> = (0..game.players())
                .map(|s| data.nation(s).to_string())
                .collect();
            Err(Refusal(format!(
                "`company:{value}` is not a company of this game: name its nation ({}) or its player ({}).",
                nations.join(", "),
                seated_list(record)
            )))
        }
    }
}

/// Areas along a path: "Java Borneo", "Java, Borneo" or "Malacca → China Coast"; names of
/// several words are matched longest first.
fn path_option(cmd: &Command, data: &Data) -> Result<Vec<AreaId>, Refusal> {
    let value = cmd.required("path", "the areas to sail through, e.g. \"Java Borneo\"")?;
    let cleaned = value.replace(['→', '>', ','], " ");
    let words: Vec<&str> = cleaned.split_whitespace().collect();
    let mut path = Vec::new();
    let mut i = 0;
    while i < words.len() {
        let found = (i + 1..=words.len())
            .rev()
            .find_map(|j| data.area_named(&words[i..j].join(" ")).map(|a| (a, j)));
        let Some((area, next)) = found else {
            return Err(Refusal(format!(
                "`path:{value}`: \"{}\" is not an Indies area. {}",
                words[i],
                areas(data)
            )));
        };
        path.push(area);
        i = next;
    }
    if path.is_empty() {
        return Err(Refusal::from(
            "`path:` is empty: name the areas to sail through, in order, e.g. \"Java Borneo\".",
        ));
    }
    Ok(path)
}

fn odds_option(cmd: &Command, data: &Data) -> Result<Column, Refusal> {
    let value = cmd.required("odds", "the lowest odds to intercept at, e.g. 1:1")?;
    data.column_named(value).ok_or_else(|| {
        let columns: Vec<String> = (0..data.combat.columns.len())
            .map(|c| data.column_text(Column(c as u8)))
            .collect();
        Refusal(format!(
            "`odds:{value}` is not a column of the combat table: {}.",
            columns.join(", ")
        ))
    })
}

fn yes_no(cmd: &Command, key: &str) -> Result<bool, Refusal> {
    match cmd.option(key).map(|v| v.trim().to_ascii_lowercase()) {
        None => Ok(false),
        Some(v) if matches!(v.as_str(), "yes" | "true" | "y") => Ok(true),
        Some(v) if matches!(v.as_str(), "no" | "false" | "n") => Ok(false),
        Some(v) => Err(Refusal(format!("`{key}:{v}` is not allowed: yes or no."))),
    }
}

impl Commands for Indies {
    fn commands() -> Vec<CommandSpec> {
        vec![
            order(
                "buy",
                "Round 1, in Europe: buy units for a fleet (secret)",
                vec![
                    fleet(),
                    OptionSpec::suggested(
                        "unit",
                        "caravel, carrack, galleon, soldier, leader or explorer",
                    )
                    .required(),
                    OptionSpec::number("count", "How many (default 1)", Some(1), None),
                ],
            ),
            order(
                "voyage",
                "Either round: a fleet sails between Europe and an Indies area (secret)",
                vec![
                    fleet(),
                    OptionSpec::suggested("to", "An Indies area, e.g. Java, or Europe").required(),
                ],
            ),
            order(
                "sail",
                "Round 1: a fleet sails on through adjacent Indies areas (secret)",
                vec![
                    fleet(),
                    OptionSpec::suggested("path", "The areas in order, e.g. \"Java Borneo\"")
                        .required(),
                ],
            ),
            order(
                "csb",
                "Round 1: a fleet enters the Command of the Seas box from its area (secret)",
                vec![fleet()],
            ),
            order(
                "leave",
                "Round 1: a fleet leaves the Command of the Seas box for an area (secret)",
                vec![
                    fleet(),
                    OptionSpec::suggested("to", "An Indies area, e.g. Malacca").required(),
                ],
            ),
            order(
                "patrol",
                "Round 1: a squadron in the CSB intercepts fleets on a condition (secret)",
                vec![
                    fleet(),
                    OptionSpec::suggested("odds", "The lowest odds to intercept at, e.g. 1:1")
                        .required(),
                    OptionSpec::suggested(
                        "company",
                        "Only this company (its nation or player); default any other company",
                    ),
                    OptionSpec::choice("laden", "Only fleets carrying markers", &["yes", "no"]),
                ],
            ),
            order(
                "attack",
                "Round 1: attack an enemy fleet in the same area (secret)",
                vec![
                    fleet(),
                    OptionSpec::suggested("company", "The enemy company: its nation or player")
                        .required(),
                    OptionSpec::suggested("target", "The enemy fleet's letter").required(),
                ],
            ),
            order(
                "invade",
                "Round 1: invade an enemy factory with the soldiers aboard (secret)",
                vec![fleet(), site()],
            ),
            order(
                "attempt",
                "Round 1: attempt a factory at a site (a leader and an explorer aboard) (secret)",
                vec![
                    fleet(),
                    site(),
                    OptionSpec::number("bribe", "Florins offered (default 0)", Some(0), None),
                ],
            ),
            order(
                "fort",
                "Round 1: build a fort at your factory where the fleet is (secret)",
                vec![fleet(), site()],
            ),
            order(
                "load",
                "Round 2: load markers from your factory into the fleet (secret)",
                cargo(),
            ),
            order(
                "unload",
                "Round 2: unload markers from the fleet into your factory (secret)",
                cargo(),
            ),
            order(
                "garrison",
                "Round 2: soldiers from the fleet into your factory's garrison (secret)",
                soldiers(),
            ),
            order(
                "embark",
                "Round 2: soldiers of your factory's garrison aboard the fleet (secret)",
                soldiers(),
            ),
            {
                let spec = CommandSpec::new(
                    "changeup",
                    "Round 2: merge markers of one commodity into a whole share (secret)",
                )
                .option(
                    OptionSpec::suggested("at", "A fleet's letter, or your factory's site")
                        .required(),
                )
                .option(OptionSpec::suggested("commodity", "e.g. cloves").required())
                .option(
                    OptionSpec::suggested(
                        "shares",
                        "The parts merged, e.g. \"3 3 3\" for three 1/3",
                    )
                    .required(),
                )
                .option(OptionSpec::number("replace", REPLACE, Some(1), None));
                spec.at_table(TABLE).secret()
            },
            CommandSpec::new(
                "maintenance",
                "Either round: what goes first when upkeep is short (standing; secret)",
            )
            .option(
                OptionSpec::suggested(
                    "order",
                    "e.g. \"soldier fort caravel\"; none for the default",
                )
                .required(),
            )
            .option(OptionSpec::number("replace", REPLACE, Some(1), None))
            .at_table(TABLE)
            .secret(),
            CommandSpec::new("withdraw", "Take an order out of your draft (secret)")
                .option(
                    OptionSpec::number("number", "The order's number in your draft", Some(1), None)
                        .required(),
                )
                .at_table(TABLE)
                .secret(),
            CommandSpec::new("clear", "Empty your draft (secret)")
                .at_table(TABLE)
                .secret(),
            CommandSpec::new(
                "seal",
                "Seal your orders for this round; the last seal reveals everyone's",
            )
            .at_table(TABLE)
            .secret(),
        ]
    }

    fn parse_action(
        record: &GameRecord,
        game: &Game,
        _seat: Seat,
        cmd: &Command,
        sub: &str,
    ) -> Result<Action, Refusal> {
        let data = game.data();
        let order = match sub {
            "withdraw" => {
                let n = count_option(cmd, "number", None)?;
                return match n {
                    0 => Err(Refusal::from(
                        "`number:0` is not an order: orders are numbered from 1 (`/game hand` lists your draft).",
                    )),
                    n => Ok(Action::Withdraw {
                        index: n as usize - 1,
                    }),
                };
            }
            "clear" => return Ok(Action::Clear),
            "seal" => return Ok(Action::Seal),
            "buy" => {
                let count = count_option(cmd, "count", Some(1))?;
                if count == 0 {
                    return Err(Refusal::from("`count:0` buys nothing: buy 1 or more."));
                }
                Order::Buy {
                    fleet: fleet_option(cmd)?,
                    unit: unit_option(cmd, data)?,
                    count,
                }
            }
            "voyage" => {
                let value = cmd.required("to", "an Indies area, or Europe")?;
                let to = match Place::named(data, value) {
                    Some(p @ (Place::Europe | Place::Area(_))) => p,
                    _ => {
                        return Err(Refusal(format!(
                            "`to:{value}` is not Europe or an Indies area. {}",
                            areas(data)
                        )));
                    }
                };
                Order::Voyage {
                    fleet: fleet_option(cmd)?,
                    to,
                }
            }
            "sail" => Order::Sail {
                fleet: fleet_option(cmd)?,
                path: path_option(cmd, data)?,
            },
            "csb" => Order::EnterCsb {
                fleet: fleet_option(cmd)?,
            },
            "leave" => Order::LeaveCsb {
                fleet: fleet_option(cmd)?,
                to: area_option(cmd, "to", data)?,
            },
            "patrol" => {
                let company = match cmd.option("company").map(str::trim) {
                    Some(v) if v.eq_ignore_ascii_case("any") => None,
                    _ => company_option(record, game, cmd)?,
                };
                Order::Patrol {
                    fleet: fleet_option(cmd)?,
                    company,
                    odds: odds_option(cmd, data)?,
                    laden: yes_no(cmd, "laden")?,
                }
            }
            "attack" => {
                let target = cmd.required("target", "the enemy fleet's letter")?;
                Order::Attack {
                    fleet: fleet_option(cmd)?,
                    company: company_option(record, game, cmd)?.ok_or_else(|| {
                        Refusal::from("`company:` is missing: name the enemy company.")
                    })?,
                    target: FleetId::named(target).ok_or_else(|| {
                        Refusal(format!(
                            "`target:{target}` is not a fleet: fleets are named by one letter."
                        ))
                    })?,
                }
            }
            "invade" => Order::Invade {
                fleet: fleet_option(cmd)?,
                site: site_option(cmd, data)?,
            },
            "attempt" => Order::Attempt {
                fleet: fleet_option(cmd)?,
                site: site_option(cmd, data)?,
                bribe: count_option(cmd, "bribe", Some(0))?,
            },
            "fort" => Order::Fort {
                fleet: fleet_option(cmd)?,
                site: site_option(cmd, data)?,
            },
            "load" | "unload" => {
                let (fleet, site, marker) = (
                    fleet_option(cmd)?,
                    site_option(cmd, data)?,
                    marker_option(cmd, data)?,
                );
                let count = count_option(cmd, "count", Some(1))?;
                if sub == "load" {
                    Order::Load {
                        fleet,
                        site,
                        marker,
                        count,
                    }
                } else {
                    Order::Unload {
                        fleet,
                        site,
                        marker,
                        count,
                    }
                }
            }
            "garrison" | "embark" => {
                let (fleet, site) = (fleet_option(cmd)?, site_option(cmd, data)?);
                let soldiers = count_option(cmd, "soldiers", None)?;
                if sub == "garrison" {
                    Order::Garrison {
                        fleet,
                        site,
                        soldiers,
                    }
                } else {
                    Order::Embark {
                        fleet,
                        site,
                        soldiers,
                    }
                }
            }
            "changeup" => {
                let at = cmd.required("at", "a fleet's letter or your factory's site")?;
                let holder = match (FleetId::named(at), data.site_named(at)) {
                    (Some(f), _) => Holder::Fleet(f),
                    (None, Some(s)) => Holder::Factory(s),
                    _ => {
                        return Err(Refusal(format!(
                            "`at:{at}` is neither a fleet letter nor a site: change up in a fleet's hold (its letter) or at your factory (its site)."
                        )));
                    }
                };
                let text = cmd.required("shares", "the parts merged, e.g. \"3 3 3\"")?;
                let shares: Option<Vec<u8>> = text
                    .replace(',', " ")
                    .split_whitespace()
                    .map(|w| w.trim_start_matches("1/").parse::<u8>().ok())
                    .collect();
                let shares = shares.filter(|s| !s.is_empty()).ok_or_else(|| {
                    Refusal(format!(
                        "`shares:{text}` is not a list of shares: write each part's denominator, like \"3 3 3\" for three 1/3 markers."
                    ))
                })?;
                Order::ChangeUp {
                    at: holder,
                    commodity: commodity_option(cmd, data)?,
                    shares,
                }
            }
            "maintenance" => {
                let text = cmd.required("order", "e.g. \"soldier fort\"")?;
                let mut order = Vec::new();
                if !text.trim().eq_ignore_ascii_case("none") {
                    for word in text.replace(',', " ").split_whitespace() {
                        let item = Upkept::named(data, word).ok_or_else(|| {
                            Refusal(format!(
                                "`order:{text}`: \"{word}\" is not something upkept: units (caravel, carrack, galleon, soldier, leader, explorer), fort or factory."
                            ))
                        })?;
                        order.push(item);
                    }
                }
                Order::Maintenance { order }
            }
            _ => return Err(Refusal(format!("Unknown command `/indies {sub}`."))),
        };
        match cmd.option("replace") {
            None => Ok(Action::Order { order }),
            Some(v) => match v.trim().parse::<usize>() {
                Ok(n) if n >= 1 => Ok(Action::Replace {
                    index: n - 1,
                    order,
                }),
                _ => Err(Refusal(format!(
                    "`replace:{v}` is not an order number: orders are numbered from 1 (`/game hand` lists your draft)."
                ))),
            },
        }
    }

    fn command_for(record: &GameRecord, game: &Game, _seat: Seat, action: &Action) -> Command {
        let data = game.data();
        let (sub, mut options, replace) = match action {
            Action::Order { order } => {
                let (sub, options) = order_words(record, data, order);
                (sub, options, None)
            }
            Action::Replace { index, order } => {
                let (sub, options) = order_words(record, data, order);
                (sub, options, Some(index + 1))
            }
            Action::Withdraw { index } => {
                ("withdraw", vec![("number", (index + 1).to_string())], None)
            }
            Action::Clear => ("clear", Vec::new(), None),
            // A lapse is the table's, never typed: sealing is the nearest a player can do.
            Action::Seal | Action::Lapse => ("seal", Vec::new(), None),
        };
        if let Some(n) = replace {
            options.push(("replace", n.to_string()));
        }
        let pairs: Vec<(&str, &str)> = options.iter().map(|(k, v)| (*k, v.as_str())).collect();
        Command::new(&["indies", sub], &pairs)
    }
}

/// An order as the command that types it.
fn order_words(
    _record: &GameRecord,
    data: &Data,
    order: &Order,
) -> (&'static str, Vec<(&'static str, String)>) {
    let site = |s: &SiteId| data.site(*s).name.clone();
    let area = |a: &AreaId| data.area(*a).name.clone();
    match order {
        Order::Buy { fleet, unit, count } => (
            "buy",
            vec![
                ("fleet", fleet.to_string()),
                ("unit", data.unit(*unit).name.clone()),
                ("count", count.to_string()),
            ],
        ),
        Order::Voyage { fleet, to } => (
            "voyage",
            vec![("fleet", fleet.to_string()), ("to", to.name(data))],
        ),
        Order::Sail { fleet, path } => (
            "sail",
            vec![
                ("fleet", fleet.to_string()),
                ("path", path.iter().map(area).collect::<Vec<_>>().join(", ")),
            ],
        ),
        Order::EnterCsb { fleet } => ("csb", vec![("fleet", fleet.to_string())]),
        Order::LeaveCsb { fleet, to } => (
            "leave",
            vec![("fleet", fleet.to_string()), ("to", area(to))],
        ),
        Order::Patrol {
            fleet,
            company,
            odds,
            laden,
        } => (
            "patrol",
            vec![
                ("fleet", fleet.to_string()),
                ("odds", data.column_text(*odds)),
                (
                    "company",
                    company.map_or("any".to_string(), |s| data.nation(s).to_string()),
                ),
                ("laden", if *laden { "yes" } else { "no" }.to_string()),
            ],
        ),
        Order::Attack {
            fleet,
            company,
            target,
        } => (
            "attack",
            vec![
                ("fleet", fleet.to_string()),
                ("company", data.nation(*company).to_string()),
                ("target", target.to_string()),
            ],
        ),
        Order::Invade { fleet, site: s } => (
            "invade",
            vec![("fleet", fleet.to_string()), ("site", site(s))],
        ),
        Order::Attempt {
            fleet,
            site: s,
            bribe,
        } => (
            "attempt",
            vec![
                ("fleet", fleet.to_string()),
                ("site", site(s)),
                ("bribe", bribe.to_string()),
            ],
        ),
        Order::Fort { fleet, site: s } => (
            "fort",
            vec![("fleet", fleet.to_string()), ("site", site(s))],
        ),
        Order::Load {
            fleet,
            site: s,
            marker,
            count,
        }
        | Order::Unload {
            fleet,
            site: s,
            marker,
            count,
        } => (
            if matches!(order, Order::Load { .. }) {
                "load"
            } else {
                "unload"
            },
            vec![
                ("fleet", fleet.to_string()),
                ("site", site(s)),
                ("marker", marker.text(data)),
                ("count", count.to_string()),
            ],
        ),
        Order::Garrison {
            fleet,
            site: s,
            soldiers,
        }
        | Order::Embark {
            fleet,
            site: s,
            soldiers,
        } => (
            if matches!(order, Order::Garrison { .. }) {
                "garrison"
            } else {
                "embark"
            },
            vec![
                ("fleet", fleet.to_string()),
                ("site", site(s)),
                ("soldiers", soldiers.to_string()),
            ],
        ),
        Order::ChangeUp {
            at,
            commodity,
            shares,
        } => (
            "changeup",
            vec![
                (
                    "at",
                    match at {
                        Holder::Fleet(f) => f.to_string(),
                        Holder::Factory(s) => site(s),
                    },
                ),
                ("commodity", data.commodity(*commodity).to_string()),
                (
                    "shares",
                    shares
                        .iter()
                        .map(u8::to_string)
                        .collect::<Vec<_>>()
                        .join(" "),
                ),
            ],
        ),
        Order::Maintenance { order } => (
            "maintenance",
            vec![(
                "order",
                if order.is_empty() {
                    "none".to_string()
                } else {
                    order
                        .iter()
                        .map(|u| u.name(data))
                        .collect::<Vec<_>>()
                        .join(" ")
                },
            )],
        ),
    }
}
