//! The `/indies` commands, all secret (a DM with the bot, or the channel where only the player
//! sees the answer). An order goes into the company's private draft (with `replace:<n>`, in
//! place of draft order n); `withdraw`, `clear` and `seal` work on the draft. Orders that take
//! the same options share a subcommand and are told apart by `order:` (`/indies move
//! order:voyage fleet:A to:Java`), which keeps `/indies` well within Discord's 4,000 characters
//! a command.
//!
//! Every order is described once, in [`ORDERS`]: its word, its subcommand and the options it
//! reads. The slash commands, the check of a typed command's options and the subcommand of a
//! written-back order all come from that one list.

use super::Indies;
use crate::games::indies::{
    Action, AreaId, Column, CommodityId, Data, FleetId, Game, Holder, Marker, Order, Place, SiteId,
    Unit, Upkept,
};
use crate::games::{Rules, Seat};
use crate::store::GameRecord;
use crate::table::command::Command;
use crate::table::game::Commands;
use crate::table::post::Refusal;
use crate::table::seats::{seat_named, seated_list};
use crate::table::spec::{CommandSpec, OptionSpec, and_list, or_list};
use crate::table::spelling::did_you_mean;

const TABLE: &str = "The game's channel, if several";
const REPLACE: &str = "Replace your draft's order n";

/// An option an order reads, each described once.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Opt {
    Fleet,
    Unit,
    Count,
    To,
    Company,
    Target,
    Site,
    Odds,
    Laden,
    Bribe,
    Marker,
    At,
    Commodity,
    Shares,
    First,
}

impl Opt {
    fn spec(self) -> OptionSpec {
        let text = OptionSpec::suggested;
        match self {
            Opt::Fleet => text("fleet", "Your fleet's letter, e.g. A"),
            Opt::Unit => text(
                "unit",
                "caravel, carrack, galleon, soldier, leader or explorer",
            ),
            Opt::Count => OptionSpec::number("count", "How many (default 1)", Some(1), None),
            Opt::To => text(
                "to",
                "Europe or an Indies area; to sail, the areas in order",
            ),
            Opt::Company => text("company", "Its nation or player (a patrol's default: any)"),
            Opt::Target => text("target", "The enemy fleet's letter"),
            Opt::Site => text("site", "A coastal site, e.g. Bantam"),
            Opt::Odds => text("odds", "The lowest odds to intercept at, e.g. 1:1"),
            Opt::Laden => OptionSpec::choice("laden", "Only fleets with cargo", &["yes", "no"]),
            Opt::Bribe => OptionSpec::number("bribe", "Florins offered (default 0)", Some(0), None),
            Opt::Marker => text("marker", "e.g. \"cloves 1/3\""),
            Opt::At => text("at", "A fleet's letter, or your factory's site"),
            Opt::Commodity => text("commodity", "e.g. cloves"),
            Opt::Shares => text("shares", "The parts merged, e.g. \"3 3 3\" for three 1/3"),
            Opt::First => text("first", "e.g. \"soldier fort\"; none for the default"),
        }
    }

    fn name(self) -> &'static str {
        self.spec().name
    }
}

/// One kind of order: its word, the subcommand that gives it, the options it needs and those
/// it may take (besides `order`, `replace` and `table`).
struct OrderKind {
    sub: &'static str,
    word: &'static str,
    needs: &'static [Opt],
    may: &'static [Opt],
}

impl OrderKind {
    fn uses(&self, key: &str) -> bool {
        self.needs.iter().chain(self.may).any(|o| o.name() == key)
    }
}

const fn kind(
    sub: &'static str,
    word: &'static str,
    needs: &'static [Opt],
    may: &'static [Opt],
) -> OrderKind {
    OrderKind {
        sub,
        word,
        needs,
        may,
    }
}

use Opt as O;

/// Every order, in the order of the subcommands.
const ORDERS: &[OrderKind] = &[
    kind("buy", "buy", &[O::Fleet, O::Unit], &[O::Count]),
    kind("move", "voyage", &[O::Fleet, O::To], &[]),
    kind("move", "sail", &[O::Fleet, O::To], &[]),
    kind("move", "csb", &[O::Fleet], &[]),
    kind("move", "leave", &[O::Fleet, O::To], &[]),
    kind("fight", "attack", &[O::Fleet, O::Company, O::Target], &[]),
    kind("fight", "invade", &[O::Fleet, O::Site], &[]),
    kind(
        "fight",
        "patrol",
        &[O::Fleet, O::Odds],
        &[O::Company, O::Laden],
    ),
    kind("factory", "attempt", &[O::Fleet, O::Site], &[O::Bribe]),
    kind("factory", "fort", &[O::Fleet, O::Site], &[]),
    kind(
        "cargo",
        "load",
        &[O::Fleet, O::Site, O::Marker],
        &[O::Count],
    ),
    kind(
        "cargo",
        "unload",
        &[O::Fleet, O::Site, O::Marker],
        &[O::Count],
    ),
    kind("cargo", "garrison", &[O::Fleet, O::Site], &[O::Count]),
    kind("cargo", "embark", &[O::Fleet, O::Site], &[O::Count]),
    kind(
        "changeup",
        "changeup",
        &[O::At, O::Commodity, O::Shares],
        &[],
    ),
    kind("maintenance", "maintenance", &[O::First], &[]),
];

/// The order subcommands: name, description, and for one of several orders what `order:` picks.
const ORDER_COMMANDS: &[(&str, &str, &str)] = &[
    (
        "buy",
        "Round 1, in Europe: buy units for a fleet (a new letter makes a new fleet)",
        "",
    ),
    (
        "move",
        "A fleet's voyage (either round), sailing, or entering or leaving the CSB (round 1)",
        "voyage: Europe to the Indies or back; sail: through areas; csb: into the box; leave: out",
    ),
    (
        "fight",
        "Round 1: attack a fleet, invade a factory, or set a CSB squadron's patrol",
        "attack: a fleet in your area; invade: a factory there; patrol: intercept from the CSB",
    ),
    (
        "factory",
        "Round 1: attempt a factory (a leader and an explorer aboard) or build a fort",
        "attempt: a factory at the site; fort: at your factory there",
    ),
    (
        "cargo",
        "Round 2: markers or soldiers between a fleet and your factory",
        "load, unload: markers; garrison: soldiers ashore; embark: soldiers aboard",
    ),
    (
        "changeup",
        "Round 2: merge markers of one commodity into a whole share",
        "",
    ),
    (
        "maintenance",
        "Either round: what goes first when upkeep is short (standing until changed)",
        "",
    ),
];

/// An order subcommand as Discord shows it: `order:` when it gives several orders, then every
/// option its orders read (required when all of them need it), `replace` and `table`.
fn order_command(name: &'static str, about: &str, order_about: &str) -> CommandSpec {
    let kinds: Vec<&OrderKind> = ORDERS.iter().filter(|k| k.sub == name).collect();
    let mut spec = CommandSpec::new(name, about);
    if kinds.len() > 1 {
        let words: Vec<&'static str> = kinds.iter().map(|k| k.word).collect();
        spec = spec.option(OptionSpec::choice("order", order_about, &words).required());
    }
    let mut options: Vec<Opt> = Vec::new();
    for o in kinds.iter().flat_map(|k| k.needs.iter().chain(k.may)) {
        if !options.contains(o) {
            options.push(*o);
        }
    }
    for o in options {
        let option = o.spec();
        spec = spec.option(if kinds.iter().all(|k| k.needs.contains(&o)) {
            option.required()
        } else {
            option
        });
    }
    spec.option(OptionSpec::number("replace", REPLACE, Some(1), None))
        .at_table(TABLE)
        .secret()
}

/// The kind of order a typed command gives, with its options checked: none it does not read.
fn order_kind(cmd: &Command, sub: &str) -> Result<&'static OrderKind, Refusal> {
    let kinds: Vec<&'static OrderKind> = ORDERS.iter().filter(|k| k.sub == sub).collect();
    let words: Vec<&str> = kinds.iter().map(|k| k.word).collect();
    let kind = match kinds.as_slice() {
        [] => return Err(Refusal(format!("Unknown command `/indies {sub}`."))),
        [one] => *one,
        _ => {
            let word = cmd.required("order", &or_list(&words))?;
            let word = word.trim().to_ascii_lowercase();
            *kinds.iter().find(|k| k.word == word).ok_or_else(|| {
                Refusal(format!(
                    "`order:{word}` is not an order of `/indies {sub}`: {}.",
                    or_list(&words)
                ))
            })?
        }
    };
    let named = if words.len() > 1 {
        format!("`/indies {sub} order:{}`", kind.word)
    } else {
        format!("`/indies {sub}`")
    };
    for (key, _) in &cmd.options {
        if !matches!(key.as_str(), "order" | "replace" | "table") && !kind.uses(key) {
            let takes: Vec<String> = kind
                .needs
                .iter()
                .chain(kind.may)
                .map(|o| format!("`{}:`", o.name()))
                .collect();
            return Err(Refusal(format!(
                "{named} does not use `{key}:`; it takes {}.",
                and_list(&takes)
            )));
        }
    }
    Ok(kind)
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
        Some(s) if s < game.seats() => Ok(Some(s)),
        _ => {
            let nations: Vec<String> = (0..game.seats())
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
    let value = cmd.required("to", "the areas to sail through, e.g. \"Java Borneo\"")?;
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
                "`to:{value}`: \"{}\" is not an Indies area. {}",
                words[i],
                areas(data)
            )));
        };
        path.push(area);
        i = next;
    }
    if path.is_empty() {
        return Err(Refusal::from(
            "`to:` is empty: name the areas to sail through, in order, e.g. \"Java Borneo\".",
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
    /// An order by its own name ("Voyage fleet A, to Europe"), not its command's
    /// ("Move order voyage, …").
    fn label(command: &Command) -> Option<String> {
        let order = command.option("order")?;
        let mut label: String = order.chars().take(1).flat_map(char::to_uppercase).collect();
        label.push_str(&order[order.chars().next()?.len_utf8()..]);
        let rest: Vec<String> = command
            .options
            .iter()
            .filter(|(k, _)| k != "order" && k != "table")
            .map(|(k, v)| format!("{k} {v}"))
            .collect();
        if !rest.is_empty() {
            label.push(' ');
            label.push_str(&rest.join(", "));
        }
        Some(label)
    }

    fn commands() -> Vec<CommandSpec> {
        let mut commands: Vec<CommandSpec> = ORDER_COMMANDS
            .iter()
            .map(|(name, about, order_about)| order_command(name, about, order_about))
            .collect();
        commands.extend([
            CommandSpec::new("withdraw", "Take an order out of your draft")
                .option(
                    OptionSpec::number("number", "The order's number in your draft", Some(1), None)
                        .required(),
                )
                .at_table(TABLE)
                .secret(),
            CommandSpec::new("clear", "Empty your draft")
                .at_table(TABLE)
                .secret(),
            CommandSpec::new(
                "seal",
                "Seal your orders for this round; the last seal reveals everyone's",
            )
            .at_table(TABLE)
            .secret(),
        ]);
        commands
    }

    fn parse_action(
        record: &GameRecord,
        game: &Game,
        _seat: Seat,
        cmd: &Command,
        sub: &str,
    ) -> Result<Action, Refusal> {
        match sub {
            "withdraw" => {
                return match count_option(cmd, "number", None)? {
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
            _ => {}
        }
        let kind = order_kind(cmd, sub)?;
        let order = read_order(record, game, cmd, kind.word)?;
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
        let (sub, mut options) = match action {
            Action::Order { order } | Action::Replace { order, .. } => {
                let (word, options) = order_words(record, data, order);
                let (sub, several) = order_sub(word);
                let mut all = Vec::new();
                if several {
                    all.push(("order", word.to_string()));
                }
                all.extend(options);
                (sub, all)
            }
            Action::Withdraw { index } => ("withdraw", vec![("number", (index + 1).to_string())]),
            Action::Clear => ("clear", Vec::new()),
            // A lapse is the table's, never typed: sealing is the nearest a player can do.
            Action::Seal | Action::Lapse => ("seal", Vec::new()),
        };
        if let Action::Replace { index, .. } = action {
            options.push(("replace", (index + 1).to_string()));
        }
        let pairs: Vec<(&str, &str)> = options.iter().map(|(k, v)| (*k, v.as_str())).collect();
        Command::new(&["indies", sub], &pairs)
    }
}

/// The subcommand that gives the order `word`, and whether it gives others too (so that the
/// command names it with `order:`).
fn order_sub(word: &str) -> (&'static str, bool) {
    let sub = ORDERS
        .iter()
        .find(|k| k.word == word)
        .map_or("seal", |k| k.sub);
    (sub, ORDERS.iter().filter(|k| k.sub == sub).count() > 1)
}

/// A typed order of kind `word` (its options already checked) as the engine's order.
fn read_order(
    record: &GameRecord,
    game: &Game,
    cmd: &Command,
    word: &str,
) -> Result<Order, Refusal> {
    let data = game.data();
    Ok(match word {
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
        "load" | "unload" | "garrison" | "embark" => cargo_order(cmd, data, word)?,
        "changeup" => changeup_order(cmd, data)?,
        "maintenance" => maintenance_order(cmd, data)?,
        _ => return Err(Refusal(format!("Unknown order `{word}`."))),
    })
}

/// `/indies cargo`: markers or soldiers between a fleet and the company's factory at a site.
fn cargo_order(cmd: &Command, data: &Data, word: &str) -> Result<Order, Refusal> {
    let (fleet, site) = (fleet_option(cmd)?, site_option(cmd, data)?);
    let count = count_option(cmd, "count", Some(1))?;
    if count == 0 {
        return Err(Refusal::from("`count:0` moves nothing: give 1 or more."));
    }
    Ok(match word {
        "load" => Order::Load {
            fleet,
            site,
            marker: marker_option(cmd, data)?,
            count,
        },
        "unload" => Order::Unload {
            fleet,
            site,
            marker: marker_option(cmd, data)?,
            count,
        },
        "garrison" => Order::Garrison {
            fleet,
            site,
            soldiers: count,
        },
        _ => Order::Embark {
            fleet,
            site,
            soldiers: count,
        },
    })
}

fn changeup_order(cmd: &Command, data: &Data) -> Result<Order, Refusal> {
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
    Ok(Order::ChangeUp {
        at: holder,
        commodity: commodity_option(cmd, data)?,
        shares,
    })
}

fn maintenance_order(cmd: &Command, data: &Data) -> Result<Order, Refusal> {
    let text = cmd.required("first", "e.g. \"soldier fort\"")?;
    let mut order = Vec::new();
    if !text.trim().eq_ignore_ascii_case("none") {
        for word in text.replace(',', " ").split_whitespace() {
            let item = Upkept::named(data, word).ok_or_else(|| {
                Refusal(format!(
                    "`first:{text}`: \"{word}\" is not something upkept: units (caravel, carrack, galleon, soldier, leader, explorer), fort or factory."
                ))
            })?;
            order.push(item);
        }
    }
    Ok(Order::Maintenance { order })
}

/// An order as its word and the options that type it.
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
                ("to", path.iter().map(area).collect::<Vec<_>>().join(", ")),
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
                ("count", soldiers.to_string()),
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
                "first",
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::indies::Options;
    use crate::games::{Components, Rules};
    use crate::table::example::record;

    fn game() -> (GameRecord, Game) {
        let data = Data::standard();
        let (game, _) = Game::setup(data, &Options::default(), 3, 1).expect("a game");
        (record::<Indies>(&["alice", "bob", "carol"], 1), game)
    }

    /// One order of every kind.
    fn orders(data: &Data) -> Vec<Order> {
        let fleet = FleetId::named("A").unwrap();
        let area = |n: &str| data.area_named(n).unwrap();
        let site = data.site_named("Bantam").unwrap();
        let marker = Marker::named(data, "cloves 1/3").unwrap();
        vec![
            Order::Buy {
                fleet,
                unit: data.unit_named("carrack").unwrap(),
                count: 2,
            },
            Order::Voyage {
                fleet,
                to: Place::Europe,
            },
            Order::Sail {
                fleet,
                path: vec![area("Java"), area("China Coast")],
            },
            Order::EnterCsb { fleet },
            Order::LeaveCsb {
                fleet,
                to: area("Malacca"),
            },
            Order::Attack {
                fleet,
                company: 1,
                target: FleetId::named("B").unwrap(),
            },
            Order::Invade { fleet, site },
            Order::Patrol {
                fleet,
                company: Some(2),
                odds: data.column_named("1:1").unwrap(),
                laden: true,
            },
            Order::Attempt {
                fleet,
                site,
                bribe: 5,
            },
            Order::Fort { fleet, site },
            Order::Load {
                fleet,
                site,
                marker,
                count: 2,
            },
            Order::Unload {
                fleet,
                site,
                marker,
                count: 1,
            },
            Order::Garrison {
                fleet,
                site,
                soldiers: 3,
            },
            Order::Embark {
                fleet,
                site,
                soldiers: 1,
            },
            Order::ChangeUp {
                at: Holder::Factory(site),
                commodity: data.commodity_named("cloves").unwrap(),
                shares: vec![3, 3, 3],
            },
            Order::Maintenance {
                order: vec![
                    Upkept::named(data, "soldier").unwrap(),
                    Upkept::named(data, "fort").unwrap(),
                ],
            },
        ]
    }

    /// Every order written as a command reads back as the same order, through a subcommand
    /// and options of the specs; every kind of [`ORDERS`] is written by one of them.
    #[test]
    fn every_order_reads_back_from_the_command_that_writes_it() {
        let (record, game) = game();
        let specs = Indies::commands();
        let mut words = Vec::new();
        let mut actions: Vec<Action> = orders(game.data())
            .into_iter()
            .map(|order| Action::Order { order })
            .collect();
        actions.push(Action::Replace {
            index: 1,
            order: Order::EnterCsb {
                fleet: FleetId::named("C").unwrap(),
            },
        });
        actions.extend([Action::Withdraw { index: 2 }, Action::Clear, Action::Seal]);
        for action in actions {
            let cmd = Indies::command_for(&record, &game, 0, &action);
            let sub = cmd.path[1].clone();
            let spec = specs.iter().find(|s| s.name == sub).expect("a subcommand");
            cmd.check_options(&spec.option_names())
                .unwrap_or_else(|e| panic!("{cmd:?}: {}", e.0));
            if let Some(word) = cmd.option("order") {
                words.push(word.to_string());
            } else {
                words.push(sub.clone());
            }
            let read = Indies::parse_action(&record, &game, 0, &cmd, &sub);
            assert_eq!(read.as_ref().ok(), Some(&action), "{cmd:?}: {read:?}");
        }
        for kind in ORDERS {
            assert!(words.iter().any(|w| w == kind.word), "{}", kind.word);
        }
    }

    #[test]
    fn an_option_the_order_does_not_read_is_refused_by_name() {
        let (record, game) = game();
        let cmd = Command::new(
            &["indies", "move"],
            &[("order", "csb"), ("fleet", "A"), ("to", "Java")],
        );
        let refusal = Indies::parse_action(&record, &game, 0, &cmd, "move").unwrap_err();
        assert_eq!(
            refusal.0,
            "`/indies move order:csb` does not use `to:`; it takes `fleet:`."
        );
        let cmd = Command::new(&["indies", "move"], &[("fleet", "A"), ("to", "Java")]);
        let refusal = Indies::parse_action(&record, &game, 0, &cmd, "move").unwrap_err();
        assert!(refusal.0.contains("`order:`"), "{}", refusal.0);
        let cmd = Command::new(&["indies", "move"], &[("order", "fly"), ("fleet", "A")]);
        let refusal = Indies::parse_action(&record, &game, 0, &cmd, "move").unwrap_err();
        assert!(
            refusal.0.contains("voyage, sail, csb or leave"),
            "{}",
            refusal.0
        );
    }
}
