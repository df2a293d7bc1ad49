//! Every East Indies order, described once in [`COMMANDS`]: the subcommand that gives it, its
//! word for `order:`, the options it needs and may take, how a typed command is read into it and
//! how it is written back as a command. The slash commands, the check of a typed command's
//! options, the reading and the writing all come from that one table.

use crate::games::indies::{
    AreaId, Column, CommodityId, Data, FleetId, Game, Holder, Marker, Order, Place, SiteId, Unit,
    Upkept,
};
use crate::games::{Rules, Seat};
use crate::lang::{Arg, Msg};
use crate::msg;
use crate::store::GameRecord;
use crate::table::command::Checked;
use crate::table::refusal::Refusal;
use crate::table::seats::{seat_named, seated_list};
use crate::table::spec::{OptionSpec, word_for};
use crate::table::spelling::nearest;
use crate::table::subcommand::Written;

/// An option an order reads, each described once.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Opt {
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

/// The words of `laden:`.
const LADEN: [(&str, bool); 2] = [("yes", true), ("no", false)];

impl Opt {
    pub fn spec(self) -> OptionSpec {
        let text = OptionSpec::suggested;
        match self {
            Opt::Fleet => text("fleet", msg!("cmd-indies-fleet")),
            Opt::Unit => text("unit", msg!("cmd-indies-unit")),
            Opt::Count => OptionSpec::number("count", msg!("cmd-indies-count"), Some(1), None),
            Opt::To => text("to", msg!("cmd-indies-to")),
            Opt::Company => text("company", msg!("cmd-indies-company")),
            Opt::Target => text("target", msg!("cmd-indies-target")),
            Opt::Site => text("site", msg!("cmd-indies-site")),
            Opt::Odds => text("odds", msg!("cmd-indies-odds")),
            Opt::Laden => OptionSpec::choice_of("laden", msg!("cmd-indies-laden"), &LADEN),
            Opt::Bribe => OptionSpec::number("bribe", msg!("cmd-indies-bribe"), Some(0), None),
            Opt::Marker => text("marker", msg!("cmd-indies-marker")),
            Opt::At => text("at", msg!("cmd-indies-at")),
            Opt::Commodity => text("commodity", msg!("cmd-indies-commodity")),
            Opt::Shares => text("shares", msg!("cmd-indies-shares")),
            Opt::First => text("first", msg!("cmd-indies-first")),
        }
    }

    pub fn name(self) -> &'static str {
        self.spec().name
    }
}

/// What an order is read against: the game and its seats.
pub struct Reading<'a> {
    pub record: &'a GameRecord,
    pub game: &'a Game,
}

/// One kind of order.
pub struct OrderKind {
    /// Typed as `order:<word>` when its subcommand gives several kinds.
    pub word: &'static str,
    /// The options it needs, and those it may take, besides `order`, `replace` and `table`.
    pub needs: &'static [Opt],
    pub may: &'static [Opt],
    /// A typed command of this kind (its options checked) as the engine's order.
    pub read: fn(&Reading, &Checked) -> Result<Order, Refusal>,
    /// An order of this kind as its options; None for an order of another kind.
    pub write: fn(&Data, &Order) -> Option<Written>,
}

impl OrderKind {
    pub fn uses(&self, key: &str) -> bool {
        self.options().any(|o| o.name() == key)
    }

    pub fn options(&self) -> impl Iterator<Item = Opt> + '_ {
        self.needs.iter().chain(self.may).copied()
    }
}

/// A subcommand that gives orders.
pub struct OrderCommand {
    pub name: &'static str,
    /// Its description (`cmd-indies-<name>`).
    pub about: Msg,
    /// `order:`'s description, what each of its orders does, when it gives several
    /// (`cmd-indies-<name>-order`).
    pub kinds: Option<Msg>,
    pub orders: &'static [OrderKind],
}

use Opt as O;

/// Every order, by the subcommand that gives it.
pub const COMMANDS: &[OrderCommand] = &[
    OrderCommand {
        name: "buy",
        about: msg!("cmd-indies-buy"),
        kinds: None,
        orders: &[OrderKind {
            word: "buy",
            needs: &[O::Fleet, O::Unit],
            may: &[O::Count],
            read: read_buy,
            write: write_buy,
        }],
    },
    OrderCommand {
        name: "move",
        about: msg!("cmd-indies-move"),
        kinds: Some(msg!("cmd-indies-move-order")),
        orders: &[
            OrderKind {
                word: "voyage",
                needs: &[O::Fleet, O::To],
                may: &[],
                read: read_voyage,
                write: write_voyage,
            },
            OrderKind {
                word: "sail",
                needs: &[O::Fleet, O::To],
                may: &[],
                read: read_sail,
                write: write_sail,
            },
            OrderKind {
                word: "csb",
                needs: &[O::Fleet],
                may: &[],
                read: read_csb,
                write: write_csb,
            },
            OrderKind {
                word: "leave",
                needs: &[O::Fleet, O::To],
                may: &[],
                read: read_leave,
                write: write_leave,
            },
        ],
    },
    OrderCommand {
        name: "fight",
        about: msg!("cmd-indies-fight"),
        kinds: Some(msg!("cmd-indies-fight-order")),
        orders: &[
            OrderKind {
                word: "attack",
                needs: &[O::Fleet, O::Company, O::Target],
                may: &[],
                read: read_attack,
                write: write_attack,
            },
            OrderKind {
                word: "invade",
                needs: &[O::Fleet, O::Site],
                may: &[],
                read: read_invade,
                write: write_invade,
            },
            OrderKind {
                word: "patrol",
                needs: &[O::Fleet, O::Odds],
                may: &[O::Company, O::Laden],
                read: read_patrol,
                write: write_patrol,
            },
        ],
    },
    OrderCommand {
        name: "factory",
        about: msg!("cmd-indies-factory"),
        kinds: Some(msg!("cmd-indies-factory-order")),
        orders: &[
            OrderKind {
                word: "attempt",
                needs: &[O::Fleet, O::Site],
                may: &[O::Bribe],
                read: read_attempt,
                write: write_attempt,
            },
            OrderKind {
                word: "fort",
                needs: &[O::Fleet, O::Site],
                may: &[],
                read: read_fort,
                write: write_fort,
            },
        ],
    },
    OrderCommand {
        name: "cargo",
        about: msg!("cmd-indies-cargo"),
        kinds: Some(msg!("cmd-indies-cargo-order")),
        orders: &[
            OrderKind {
                word: "load",
                needs: &[O::Fleet, O::Site, O::Marker],
                may: &[O::Count],
                read: read_load,
                write: write_load,
            },
            OrderKind {
                word: "unload",
                needs: &[O::Fleet, O::Site, O::Marker],
                may: &[O::Count],
                read: read_unload,
                write: write_unload,
            },
            OrderKind {
                word: "garrison",
                needs: &[O::Fleet, O::Site],
                may: &[O::Count],
                read: read_garrison,
                write: write_garrison,
            },
            OrderKind {
                word: "embark",
                needs: &[O::Fleet, O::Site],
                may: &[O::Count],
                read: read_embark,
                write: write_embark,
            },
        ],
    },
    OrderCommand {
        name: "changeup",
        about: msg!("cmd-indies-changeup"),
        kinds: None,
        orders: &[OrderKind {
            word: "changeup",
            needs: &[O::At, O::Commodity, O::Shares],
            may: &[],
            read: read_changeup,
            write: write_changeup,
        }],
    },
    OrderCommand {
        name: "maintenance",
        about: msg!("cmd-indies-maintenance"),
        kinds: None,
        orders: &[OrderKind {
            word: "maintenance",
            needs: &[O::First],
            may: &[],
            read: read_maintenance,
            write: write_maintenance,
        }],
    },
];

/// An order as the subcommand and kind that write it, with its options.
pub fn written(
    data: &Data,
    order: &Order,
) -> Option<(&'static OrderCommand, &'static OrderKind, Written)> {
    COMMANDS.iter().find_map(|command| {
        command
            .orders
            .iter()
            .find_map(|kind| Some((command, kind, (kind.write)(data, order)?)))
    })
}

// Each order, read and written back, in the table's order.

fn read_buy(at: &Reading, cmd: &Checked) -> Result<Order, Refusal> {
    let data = at.game.data();
    Ok(Order::Buy {
        fleet: fleet(cmd)?,
        unit: unit(cmd, data)?,
        count: count(cmd)?,
    })
}

fn write_buy(data: &Data, order: &Order) -> Option<Written> {
    let Order::Buy { fleet, unit, count } = order else {
        return None;
    };
    Some(vec![
        ("fleet", fleet.to_string()),
        ("unit", data.unit(*unit).name.clone()),
        ("count", count.to_string()),
    ])
}

fn read_voyage(at: &Reading, cmd: &Checked) -> Result<Order, Refusal> {
    let data = at.game.data();
    let value = cmd.text("to")?;
    let to = match Place::named(data, value) {
        Some(p @ (Place::Europe | Place::Area(_))) => p,
        _ => {
            return Err(Refusal::bad_option(msg!(
                "indies-refused-voyage-to",
                value = value,
                areas = areas(data)
            )));
        }
    };
    Ok(Order::Voyage {
        fleet: fleet(cmd)?,
        to,
    })
}

fn write_voyage(data: &Data, order: &Order) -> Option<Written> {
    let Order::Voyage { fleet, to } = order else {
        return None;
    };
    Some(vec![
        ("fleet", fleet.to_string()),
        ("to", to.name(data).to_string()),
    ])
}

fn read_sail(at: &Reading, cmd: &Checked) -> Result<Order, Refusal> {
    Ok(Order::Sail {
        fleet: fleet(cmd)?,
        path: path(cmd, at.game.data())?,
    })
}

fn write_sail(data: &Data, order: &Order) -> Option<Written> {
    let Order::Sail { fleet, path } = order else {
        return None;
    };
    let names: Vec<&str> = path.iter().map(|a| data.area(*a).name.as_str()).collect();
    Some(vec![("fleet", fleet.to_string()), ("to", names.join(", "))])
}

fn read_csb(_: &Reading, cmd: &Checked) -> Result<Order, Refusal> {
    Ok(Order::EnterCsb { fleet: fleet(cmd)? })
}

fn write_csb(_: &Data, order: &Order) -> Option<Written> {
    let Order::EnterCsb { fleet } = order else {
        return None;
    };
    Some(vec![("fleet", fleet.to_string())])
}

fn read_leave(at: &Reading, cmd: &Checked) -> Result<Order, Refusal> {
    Ok(Order::LeaveCsb {
        fleet: fleet(cmd)?,
        to: area(cmd, "to", at.game.data())?,
    })
}

fn write_leave(data: &Data, order: &Order) -> Option<Written> {
    let Order::LeaveCsb { fleet, to } = order else {
        return None;
    };
    Some(vec![
        ("fleet", fleet.to_string()),
        ("to", data.area(*to).name.clone()),
    ])
}

fn read_attack(at: &Reading, cmd: &Checked) -> Result<Order, Refusal> {
    let target = cmd.text("target")?;
    Ok(Order::Attack {
        fleet: fleet(cmd)?,
        company: company(at, cmd.text("company")?)?,
        target: FleetId::named(target)
            .ok_or_else(|| Refusal::bad_option(msg!("indies-refused-target", value = target)))?,
    })
}

fn write_attack(data: &Data, order: &Order) -> Option<Written> {
    let Order::Attack {
        fleet,
        company,
        target,
    } = order
    else {
        return None;
    };
    Some(vec![
        ("fleet", fleet.to_string()),
        ("company", data.nation(*company).to_string()),
        ("target", target.to_string()),
    ])
}

fn read_invade(at: &Reading, cmd: &Checked) -> Result<Order, Refusal> {
    Ok(Order::Invade {
        fleet: fleet(cmd)?,
        site: site(cmd, at.game.data())?,
    })
}

fn write_invade(data: &Data, order: &Order) -> Option<Written> {
    let Order::Invade { fleet, site } = order else {
        return None;
    };
    Some(vec![
        ("fleet", fleet.to_string()),
        ("site", data.site(*site).name.clone()),
    ])
}

/// A patrol intercepts every company's fleets unless one is named (`any` names none).
fn read_patrol(at: &Reading, cmd: &Checked) -> Result<Order, Refusal> {
    let company = match cmd.optional("company", Checked::text)?.map(str::trim) {
        None => None,
        Some(any) if any.eq_ignore_ascii_case("any") => None,
        Some(named) => Some(company(at, named)?),
    };
    Ok(Order::Patrol {
        fleet: fleet(cmd)?,
        company,
        odds: odds(cmd, at.game.data())?,
        laden: cmd
            .optional("laden", |c, name| c.pick(name, &LADEN))?
            .unwrap_or(false),
    })
}

fn write_patrol(data: &Data, order: &Order) -> Option<Written> {
    let Order::Patrol {
        fleet,
        company,
        odds,
        laden,
    } = order
    else {
        return None;
    };
    Some(vec![
        ("fleet", fleet.to_string()),
        ("odds", data.column_text(*odds)),
        (
            "company",
            company.map_or("any".to_string(), |s| data.nation(s).to_string()),
        ),
        (
            "laden",
            word_for(&LADEN, laden).unwrap_or_default().to_string(),
        ),
    ])
}

fn read_attempt(at: &Reading, cmd: &Checked) -> Result<Order, Refusal> {
    Ok(Order::Attempt {
        fleet: fleet(cmd)?,
        site: site(cmd, at.game.data())?,
        bribe: cmd.optional("bribe", Checked::number)?.unwrap_or(0),
    })
}

fn write_attempt(data: &Data, order: &Order) -> Option<Written> {
    let Order::Attempt { fleet, site, bribe } = order else {
        return None;
    };
    Some(vec![
        ("fleet", fleet.to_string()),
        ("site", data.site(*site).name.clone()),
        ("bribe", bribe.to_string()),
    ])
}

fn read_fort(at: &Reading, cmd: &Checked) -> Result<Order, Refusal> {
    Ok(Order::Fort {
        fleet: fleet(cmd)?,
        site: site(cmd, at.game.data())?,
    })
}

fn write_fort(data: &Data, order: &Order) -> Option<Written> {
    let Order::Fort { fleet, site } = order else {
        return None;
    };
    Some(vec![
        ("fleet", fleet.to_string()),
        ("site", data.site(*site).name.clone()),
    ])
}

/// A cargo order's fleet, site and count (of markers or soldiers; 1 when left out).
fn cargo(at: &Reading, cmd: &Checked) -> Result<(FleetId, SiteId, u32), Refusal> {
    Ok((fleet(cmd)?, site(cmd, at.game.data())?, count(cmd)?))
}

/// The options of a cargo order: markers (load, unload) or soldiers (garrison, embark).
fn cargo_words(data: &Data, order: &Order) -> Option<Written> {
    let (fleet, site, marker, count) = match *order {
        Order::Load {
            fleet,
            site,
            marker,
            count,
        }
        | Order::Unload {
            fleet,
            site,
            marker,
            count,
        } => (fleet, site, Some(marker), count),
        Order::Garrison {
            fleet,
            site,
            soldiers,
        }
        | Order::Embark {
            fleet,
            site,
            soldiers,
        } => (fleet, site, None, soldiers),
        _ => return None,
    };
    let mut words = vec![
        ("fleet", fleet.to_string()),
        ("site", data.site(site).name.clone()),
    ];
    words.extend(marker.map(|m| ("marker", m.text(data))));
    words.push(("count", count.to_string()));
    Some(words)
}

fn read_load(at: &Reading, cmd: &Checked) -> Result<Order, Refusal> {
    let (fleet, site, count) = cargo(at, cmd)?;
    let marker = marker(cmd, at.game.data())?;
    Ok(Order::Load {
        fleet,
        site,
        marker,
        count,
    })
}

fn write_load(data: &Data, order: &Order) -> Option<Written> {
    cargo_words(data, order).filter(|_| matches!(order, Order::Load { .. }))
}

fn read_unload(at: &Reading, cmd: &Checked) -> Result<Order, Refusal> {
    let (fleet, site, count) = cargo(at, cmd)?;
    let marker = marker(cmd, at.game.data())?;
    Ok(Order::Unload {
        fleet,
        site,
        marker,
        count,
    })
}

fn write_unload(data: &Data, order: &Order) -> Option<Written> {
    cargo_words(data, order).filter(|_| matches!(order, Order::Unload { .. }))
}

fn read_garrison(at: &Reading, cmd: &Checked) -> Result<Order, Refusal> {
    let (fleet, site, soldiers) = cargo(at, cmd)?;
    Ok(Order::Garrison {
        fleet,
        site,
        soldiers,
    })
}

fn write_garrison(data: &Data, order: &Order) -> Option<Written> {
    cargo_words(data, order).filter(|_| matches!(order, Order::Garrison { .. }))
}

fn read_embark(at: &Reading, cmd: &Checked) -> Result<Order, Refusal> {
    let (fleet, site, soldiers) = cargo(at, cmd)?;
    Ok(Order::Embark {
        fleet,
        site,
        soldiers,
    })
}

fn write_embark(data: &Data, order: &Order) -> Option<Written> {
    cargo_words(data, order).filter(|_| matches!(order, Order::Embark { .. }))
}

fn read_changeup(at: &Reading, cmd: &Checked) -> Result<Order, Refusal> {
    let data = at.game.data();
    let at = cmd.text("at")?;
    let holder = match (FleetId::named(at), data.site_named(at)) {
        (Some(f), _) => Holder::Fleet(f),
        (None, Some(s)) => Holder::Factory(s),
        _ => {
            return Err(Refusal::bad_option(msg!("indies-refused-at", value = at)));
        }
    };
    let text = cmd.text("shares")?;
    let shares: Option<Vec<u8>> = text
        .replace(',', " ")
        .split_whitespace()
        .map(|w| w.trim_start_matches("1/").parse::<u8>().ok())
        .collect();
    let shares = shares
        .filter(|s| !s.is_empty())
        .ok_or_else(|| Refusal::bad_option(msg!("indies-refused-shares", value = text)))?;
    Ok(Order::ChangeUp {
        at: holder,
        commodity: commodity(cmd, data)?,
        shares,
    })
}

fn write_changeup(data: &Data, order: &Order) -> Option<Written> {
    let Order::ChangeUp {
        at,
        commodity,
        shares,
    } = order
    else {
        return None;
    };
    let at = match at {
        Holder::Fleet(f) => f.to_string(),
        Holder::Factory(s) => data.site(*s).name.clone(),
    };
    let shares: Vec<String> = shares.iter().map(u8::to_string).collect();
    Some(vec![
        ("at", at),
        ("commodity", data.commodity(*commodity).to_string()),
        ("shares", shares.join(" ")),
    ])
}

fn read_maintenance(at: &Reading, cmd: &Checked) -> Result<Order, Refusal> {
    let data = at.game.data();
    let text = cmd.text("first")?;
    let mut order = Vec::new();
    if !text.trim().eq_ignore_ascii_case("none") {
        for word in text.replace(',', " ").split_whitespace() {
            let item = Upkept::named(data, word).ok_or_else(|| {
                Refusal::bad_option(msg!("indies-refused-first", value = text, word = word))
            })?;
            order.push(item);
        }
    }
    Ok(Order::Maintenance { order })
}

fn write_maintenance(data: &Data, order: &Order) -> Option<Written> {
    let Order::Maintenance { order } = order else {
        return None;
    };
    let first = if order.is_empty() {
        "none".to_string()
    } else {
        let names: Vec<String> = order.iter().map(|u| u.name(data)).collect();
        names.join(" ")
    };
    Some(vec![("first", first)])
}

// The options' values, read.

fn fleet(cmd: &Checked) -> Result<FleetId, Refusal> {
    let value = cmd.text("fleet")?;
    FleetId::named(value)
        .ok_or_else(|| Refusal::bad_option(msg!("indies-refused-fleet", value = value)))
}

/// `count:`, 1 when left out (its spec allows no less).
fn count(cmd: &Checked) -> Result<u32, Refusal> {
    Ok(cmd.optional("count", Checked::number)?.unwrap_or(1))
}

fn area(cmd: &Checked, key: &str, data: &Data) -> Result<AreaId, Refusal> {
    let value = cmd.text(key)?;
    data.area_named(value).ok_or_else(|| {
        let names = data.area_ids().map(|a| data.area(a).name.as_str());
        Refusal::bad_option(msg!(
            "indies-refused-area",
            key = crate::lang::Arg::option(key),
            value = value,
            guess = guess(value, names),
            areas = areas(data)
        ))
    })
}

/// The areas' names, for a refusal that lists them.
fn areas(data: &Data) -> String {
    let names: Vec<String> = data.area_ids().map(|a| data.area(a).name.clone()).collect();
    names.join(", ")
}

/// " Did you mean Bantam?" after a name that names nothing, when one name is nearest.
fn guess<'a>(typed: &str, names: impl IntoIterator<Item = &'a str>) -> Arg {
    match nearest(typed, names) {
        Some(name) => msg!("indies-did-you-mean", name = name).into(),
        None => Arg::Text(String::new()),
    }
}

fn site(cmd: &Checked, data: &Data) -> Result<SiteId, Refusal> {
    let value = cmd.text("site")?;
    data.site_named(value).ok_or_else(|| {
        let hint = if data.area_named(value).is_some() {
            msg!("indies-hint-area").into()
        } else {
            guess(value, data.site_ids().map(|s| data.site(s).name.as_str()))
        };
        Refusal::bad_option(msg!("indies-refused-site", value = value, hint = hint))
    })
}

fn unit(cmd: &Checked, data: &Data) -> Result<Unit, Refusal> {
    let value = cmd.text("unit")?;
    data.unit_named(value).ok_or_else(|| {
        let names: Vec<String> = Unit::ALL
            .iter()
            .map(|&u| data.unit(u).name.clone())
            .collect();
        Refusal::bad_option(msg!(
            "indies-refused-unit",
            value = value,
            units = names.join(", ")
        ))
    })
}

fn marker(cmd: &Checked, data: &Data) -> Result<Marker, Refusal> {
    let value = cmd.text("marker")?;
    Marker::named(data, value).ok_or_else(|| {
        Refusal::bad_option(msg!(
            "indies-refused-marker",
            value = value,
            commodities = commodities(data)
        ))
    })
}

fn commodities(data: &Data) -> String {
    let names: Vec<&str> = data.commodity_ids().map(|c| data.commodity(c)).collect();
    names.join(", ")
}

fn commodity(cmd: &Checked, data: &Data) -> Result<CommodityId, Refusal> {
    let value = cmd.text("commodity")?;
    data.commodity_named(value).ok_or_else(|| {
        Refusal::bad_option(msg!(
            "indies-refused-commodity",
            value = value,
            commodities = commodities(data)
        ))
    })
}

/// A company by its nation ("England") or its player (a mention or a seated name).
fn company(at: &Reading, value: &str) -> Result<Seat, Refusal> {
    let (record, game) = (at.record, at.game);
    let data = game.data();
    let seat = data
        .nation_named(value)
        .or_else(|| seat_named(record, value));
    match seat {
        Some(s) if s < game.seats() => Ok(s),
        _ => {
            let nations: Vec<String> = (0..game.seats())
                .map(|s| data.nation(s).to_string())
                .collect();
            Err(Refusal::bad_option(msg!(
                "indies-refused-company",
                value = value,
                nations = nations.join(", "),
                players = seated_list(record)
            )))
        }
    }
}

/// Areas along a path: "Java Borneo", "Java, Borneo" or "Malacca → China Coast"; names of
/// several words are matched longest first.
fn path(cmd: &Checked, data: &Data) -> Result<Vec<AreaId>, Refusal> {
    let value = cmd.text("to")?;
    let cleaned = value.replace(['→', '>', ','], " ");
    let words: Vec<&str> = cleaned.split_whitespace().collect();
    let mut path = Vec::new();
    let mut i = 0;
    while i < words.len() {
        let found = (i + 1..=words.len())
            .rev()
            .find_map(|j| data.area_named(&words[i..j].join(" ")).map(|a| (a, j)));
        let Some((area, next)) = found else {
            return Err(Refusal::bad_option(msg!(
                "indies-refused-path",
                value = value,
                word = words[i],
                areas = areas(data)
            )));
        };
        path.push(area);
        i = next;
    }
    if path.is_empty() {
        return Err(Refusal::bad_option(msg!("indies-refused-path-empty")));
    }
    Ok(path)
}

fn odds(cmd: &Checked, data: &Data) -> Result<Column, Refusal> {
    let value = cmd.text("odds")?;
    data.column_named(value).ok_or_else(|| {
        let columns: Vec<String> = (0..data.combat.columns.len())
            .map(|c| data.column_text(Column(c as u8)))
            .collect();
        Refusal::bad_option(msg!(
            "indies-refused-odds",
            value = value,
            columns = columns.join(", ")
        ))
    })
}
