//! The `/indonesia` commands, each described once in [`SUBCOMMANDS`]: its spec for the front
//! ends, how its options are read into the engine's action, and how an action is written back
//! as the command a player types.

use super::Indonesia;
use super::names::{area_name, sea_name};
use crate::games::Rules;
use crate::games::Seat;
use crate::games::indonesia::{
    self as engine, Action, AreaId, Bids, Game, Map, Money, Place, Prompt, Track,
};
use crate::lang::{Arg, Lang, Msg};
use crate::msg;
use crate::store::GameRecord;
use crate::table::command::{Checked, Command, mention_user};
use crate::table::controls::{Choice, Offer};
use crate::table::game::Commands;
use crate::table::offers;
use crate::table::refusal::Refusal;
use crate::table::seats::seated_list;
use crate::table::spec::{OptionSpec, word_for};
use crate::table::spelling::nearest;
use crate::table::subcommand::{At, Subcommand, Written};

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
            msg!("indonesia-hint-sea").into()
        } else {
            match nearest(value, map.areas.iter().map(|a| a.short.as_str())) {
                Some(name) => msg!("indonesia-did-you-mean", name = name).into(),
                None => Arg::Text(String::new()),
            }
        };
        Refusal::bad_option(msg!(
            "indonesia-refused-not-area",
            typed = format!("{key}:{value}"),
            hint = hint
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
    Err(Refusal::bad_option(msg!(
        "indonesia-refused-not-place",
        typed = format!("{key}:{value}")
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
        let typed = format!("{key}:{value}");
        Refusal::bad_option(if list.is_empty() {
            msg!("indonesia-refused-no-companies", typed = typed)
        } else {
            msg!(
                "indonesia-refused-not-company",
                typed = typed,
                companies = list.join(", ")
            )
        })
    })
}

/// The unclaimed deeds' names, or "none" in the reader's words.
fn unclaimed_list(game: &Game) -> Arg {
    let view = game.public_view();
    if view.deeds.is_empty() {
        return msg!("indonesia-none").into();
    }
    view.deeds
        .iter()
        .map(|d| d.name.clone())
        .collect::<Vec<_>>()
        .join(", ")
        .into()
}

impl Commands for Indonesia {
    const SUBCOMMANDS: &'static [Subcommand<Game, Action>] = SUBCOMMANDS;

    /// With closed money the channel's choices are [`Game::public_choices`]: no bid, raise or
    /// merger menu runs up to a player's cash.
    fn offered(game: &Game, seat: Seat) -> Vec<Action> {
        match game.options().money {
            Money::Open => game.legal(seat),
            Money::Closed => game.public_choices(seat),
        }
    }

    /// With closed money, a seat bidding (for turn order, proposing a merger or in its
    /// auction) gets its own menus of every amount it can pay, behind a button in the channel.
    /// Whether there are any depends on the phase and the seat awaited alone.
    fn private_offers(record: &GameRecord, game: &Game, seat: Seat) -> Option<Vec<Offer>> {
        Self::offers_privately(record, game, seat)
            .then(|| offers::of_actions::<Self>(record, game, seat, game.legal(seat)))
    }

    /// A closed-money player's bids, up to their cash, are offered privately.
    fn offers_privately(_record: &GameRecord, game: &Game, seat: Seat) -> bool {
        if game.options().money != Money::Closed {
            return false;
        }
        match game.public_view().prompt {
            Prompt::Bid { seat: s }
            | Prompt::Propose { seat: s }
            | Prompt::Raise { seat: s, .. } => s == seat,
            _ => false,
        }
    }

    /// Beside the auction's raises, "Raise up to…": a form asking the seat's secret maximum;
    /// beside an expansion's areas, a menu of several, played in the order picked.
    fn joined_offers(record: &GameRecord, game: &Game, seat: Seat) -> Vec<Offer> {
        raise_up_to(game, seat, record.language)
            .into_iter()
            .chain(expand_many(game, seat, record.language))
            .collect()
    }

    /// A company's whole operation, several siap saji removals, as their steps.
    fn steps(_game: &Game, cmd: &Checked) -> Result<Option<Vec<Command>>, Refusal> {
        super::steps::steps(cmd)
    }

    fn join(steps: &[Command]) -> Option<Command> {
        super::steps::join(steps)
    }

    /// An operation goes on until its stop (a pass); removals until the last.
    fn may_go_on(run: &[Command]) -> bool {
        match (
            run.first().map(super::steps::sub),
            run.last().map(super::steps::sub),
        ) {
            (Some("operate"), Some(last)) => last != "pass",
            (Some("remove"), _) => true,
            _ => false,
        }
    }

    /// Every button and menu option in the table's words; the English reads as it always did
    /// (a step with no words of its own as the command's words, "City area Jabar3"), so those
    /// only with the options in the order the command's words give them.
    fn label(command: &Command, lang: Lang) -> Option<String> {
        let sub = command.path.get(1)?;
        let amount = command.option("amount");
        let said = match (sub.as_str(), command.keys().as_slice()) {
            ("ship", _) => match command.option("plan") {
                None => msg!("indonesia-label-ship"),
                Some(n) => msg!("indonesia-label-ship-plan", plan = n),
            },
            ("merge", _) => msg!(
                "indonesia-label-merge",
                first = command.option("first")?,
                second = command.option("second")?,
                bid = command.option("bid")?
            ),
            ("bid", _) => msg!("indonesia-label-bid", amount = amount?),
            ("seal", _) => msg!("indonesia-label-seal", amount = amount?),
            ("raise", _) => match (amount, command.option("up_to")) {
                (Some(amount), None) => msg!("indonesia-label-raise", amount = amount),
                (Some(amount), Some(up_to)) => {
                    msg!(
                        "indonesia-label-raise-up-to",
                        amount = amount,
                        up_to = up_to
                    )
                }
                (None, Some("none")) => msg!("indonesia-label-clear-maximum"),
                (None, Some(up_to)) => msg!("indonesia-label-up-to", up_to = up_to),
                (None, None) => return None,
            },
            ("pass", _) if command.option("rest") == Some("yes") => {
                msg!("indonesia-label-pass-year")
            }
            ("pass", _) if matches!(command.option("rest"), Some("proposals" | "deeds")) => {
                msg!("indonesia-label-pass-every-year")
            }
            ("pass", []) => msg!("indonesia-label-pass"),
            ("operate", _) => msg!(
                "indonesia-label-operate",
                company = command.option("company")?
            ),
            ("prefer", _) => match command.option("company")? {
                "none" => msg!("indonesia-label-prefer-none"),
                company => msg!("indonesia-label-prefer", company = company),
            },
            ("city", ["area"]) => msg!("indonesia-label-city", area = command.option("area")?),
            ("remove", ["area"]) => msg!("indonesia-label-remove", area = command.option("area")?),
            ("grow", ["area"]) => msg!("indonesia-label-grow", area = command.option("area")?),
            ("expand", ["at"]) => msg!("indonesia-label-expand", at = command.option("at")?),
            ("acquire", ["deed", "at"]) => msg!(
                "indonesia-label-acquire",
                deed = command.option("deed")?,
                at = command.option("at")?
            ),
            ("research", ["track"]) => {
                msg!("indonesia-label-research", track = command.option("track")?)
            }
            // The player as the table names the seat (a label shows no mention).
            ("research", ["track", "player"]) => msg!(
                "indonesia-label-research-player",
                track = command.option("track")?,
                player = command.option("player")?
            ),
            _ => return None,
        };
        Some(said.render(lang))
    }
}

/// The subcommands of `/indonesia`, in the order of a year's phases.
const SUBCOMMANDS: &[Subcommand<Game, Action>] = &[
    // New Era: a city from the city card.
    Subcommand {
        name: "city",
        about: msg!("cmd-indonesia-city"),
        options: || vec![OptionSpec::suggested("area", msg!("cmd-indonesia-city-area")).required()],
        secret: false,
        read: |at, cmd| {
            Ok(Action::PlaceCity {
                area: area_option(cmd, "area", at.game.map())?,
            })
        },
        write: |at, action| match action {
            Action::PlaceCity { area } => Some(vec![("area", area_name(at.game.map(), *area))]),
            _ => None,
        },
    },
    // Turn Order Bid: `bid` at a table with open bids, `seal` at one with sealed bids.
    Subcommand {
        name: "bid",
        about: msg!("cmd-indonesia-bid"),
        options: open_bid_options,
        secret: false,
        read: |at, cmd| read_bid(at, cmd, Bids::Open, msg!("indonesia-refused-bids-sealed")),
        write: |at, action| write_bid(at, action, Bids::Open),
    },
    Subcommand {
        name: "seal",
        about: msg!("cmd-indonesia-seal"),
        options: bid_options,
        secret: true,
        read: |at, cmd| read_bid(at, cmd, Bids::Sealed, msg!("indonesia-refused-bids-open")),
        write: |at, action| write_bid(at, action, Bids::Sealed),
    },
    // Mergers: a proposal with its first bid, a raise, a siap saji area given up, or a pass
    // (which declines in every phase that may be declined: a merger, an auction,
    // acquisitions, an expansion).
    Subcommand {
        name: "merge",
        about: msg!("cmd-indonesia-merge"),
        options: || {
            vec![
                OptionSpec::suggested("first", msg!("cmd-indonesia-merge-first")).required(),
                OptionSpec::suggested("second", msg!("cmd-indonesia-merge-second")).required(),
                OptionSpec::number("bid", msg!("cmd-indonesia-merge-bid"), Some(0), None)
                    .required(),
                up_to_option(),
            ]
        },
        secret: false,
        read: |at, cmd| {
            let first = company_option(cmd, "first", at.game)?;
            let second = company_option(cmd, "second", at.game)?;
            let bid = cmd.number("bid")?;
            Ok(match read_up_to(cmd)? {
                None => Action::Propose { first, second, bid },
                Some(Some(up_to)) => Action::ProposeUpTo {
                    first,
                    second,
                    bid,
                    up_to,
                },
                Some(None) => {
                    return Err(Refusal::bad_option(msg!("indonesia-refused-propose-none")));
                }
            })
        },
        write: |_, action| match action {
            Action::Propose { first, second, bid } => Some(vec![
                ("first", first.to_string()),
                ("second", second.to_string()),
                ("bid", bid.to_string()),
            ]),
            Action::ProposeUpTo {
                first,
                second,
                bid,
                up_to,
            } => Some(vec![
                ("first", first.to_string()),
                ("second", second.to_string()),
                ("bid", bid.to_string()),
                ("up_to", up_to.to_string()),
            ]),
            _ => None,
        },
    },
    Subcommand {
        name: "raise",
        about: msg!("cmd-indonesia-raise"),
        options: || {
            vec![
                OptionSpec::number("amount", msg!("cmd-indonesia-raise-amount"), Some(0), None),
                up_to_option(),
            ]
        },
        secret: false,
        read: read_raise,
        write: |at, action| match action {
            Action::Raise { amount } => Some(vec![("amount", amount.to_string())]),
            // The smallest legal bid with a maximum is what `up_to:` alone asks for.
            Action::RaiseUpTo { amount, up_to }
                if Some(*amount) == lowest_raise(at.game, at.seat) =>
            {
                Some(vec![("up_to", up_to.to_string())])
            }
            Action::RaiseUpTo { amount, up_to } => Some(vec![
                ("amount", amount.to_string()),
                ("up_to", up_to.to_string()),
            ]),
            Action::Maximum { up_to } => Some(vec![(
                "up_to",
                up_to.map_or("none".to_string(), |m| m.to_string()),
            )]),
            _ => None,
        },
    },
    Subcommand {
        name: "pass",
        about: msg!("cmd-indonesia-pass"),
        options: || {
            vec![OptionSpec::choice(
                "rest",
                msg!("cmd-indonesia-pass-rest"),
                &["yes", "proposals", "deeds", "no"],
            )]
        },
        secret: false,
        read: |_, cmd| {
            Ok(match cmd.optional("rest", Checked::choice)? {
                Some("yes") => Action::PassRest,
                Some("proposals") => Action::PassProposals,
                Some("deeds") => Action::PassAcquisitions,
                Some("no") => Action::AskAgain,
                _ => Action::Pass,
            })
        },
        write: |_, action| match action {
            Action::Pass => Some(Vec::new()),
            Action::PassRest => Some(vec![("rest", "yes".to_string())]),
            Action::PassProposals => Some(vec![("rest", "proposals".to_string())]),
            Action::PassAcquisitions => Some(vec![("rest", "deeds".to_string())]),
            Action::AskAgain => Some(vec![("rest", "no".to_string())]),
            _ => None,
        },
    },
    Subcommand {
        name: "remove",
        about: msg!("cmd-indonesia-remove"),
        options: || {
            vec![OptionSpec::suggested("area", msg!("cmd-indonesia-remove-area")).required()]
        },
        secret: false,
        read: |at, cmd| {
            Ok(Action::Remove {
                area: area_option(cmd, "area", at.game.map())?,
            })
        },
        write: |at, action| match action {
            Action::Remove { area } => Some(vec![("area", area_name(at.game.map(), *area))]),
            _ => None,
        },
    },
    // Acquisitions: an unclaimed deed and where its first good or ship goes.
    Subcommand {
        name: "acquire",
        about: msg!("cmd-indonesia-acquire"),
        options: || {
            vec![
                OptionSpec::suggested("deed", msg!("cmd-indonesia-acquire-deed")).required(),
                OptionSpec::suggested("at", msg!("cmd-indonesia-acquire-at")).required(),
            ]
        },
        secret: false,
        read: read_acquire,
        write: |at, action| match action {
            Action::Acquire { deed, at: place } => {
                let map = at.game.map();
                Some(vec![
                    ("deed", map.deed_short_name(*deed)),
                    ("at", place_name(map, place)),
                ])
            }
            _ => None,
        },
    },
    // Research: a track, and for the hull whose (the researcher's own by default).
    Subcommand {
        name: "research",
        about: msg!("cmd-indonesia-research"),
        options: || {
            vec![
                OptionSpec::choice_of("track", msg!("cmd-indonesia-research-track"), &TRACKS),
                OptionSpec::user("player", msg!("cmd-indonesia-research-player")),
                OptionSpec::choice("each", msg!("cmd-indonesia-each"), &["yes", "no"]),
            ]
        },
        secret: false,
        read: read_research,
        write: |at, action| {
            let (track, owner, each) = match action {
                Action::Research { track, owner } => (track, owner, false),
                Action::ResearchEach { track, owner } => (track, owner, true),
                Action::ResearchStop => return Some(vec![("each", "no".to_string())]),
                _ => return None,
            };
            let word = word_for(&TRACKS, track).unwrap_or_default();
            let mut options = vec![("track", word.to_string())];
            if *owner != at.seat {
                options.push(("player", mention_user(at.record.seats[*owner].user_id)));
            }
            if each {
                options.push(("each", "yes".to_string()));
            }
            Some(options)
        },
    },
    // Operations: the company to operate, its expansion, shipping preferences, and the
    // shipping plan (1, the default, is the plan on offer).
    Subcommand {
        name: "operate",
        about: msg!("cmd-indonesia-operate"),
        options: || {
            vec![
                OptionSpec::suggested("company", msg!("cmd-indonesia-operate-company")).required(),
                OptionSpec::number("ship", msg!("cmd-indonesia-operate-ship"), Some(1), None),
                OptionSpec::new(
                    "expand",
                    msg!("cmd-indonesia-operate-expand"),
                    crate::table::spec::OptionKind::Text { suggest: false },
                ),
            ]
        },
        secret: false,
        read: |at, cmd| {
            Ok(Action::Operate {
                company: company_option(cmd, "company", at.game)?,
            })
        },
        write: |_, action| match action {
            Action::Operate { company } => Some(vec![("company", company.to_string())]),
            _ => None,
        },
    },
    Subcommand {
        name: "expand",
        about: msg!("cmd-indonesia-expand"),
        options: || vec![OptionSpec::suggested("at", msg!("cmd-indonesia-expand-at")).required()],
        secret: false,
        read: read_expand,
        write: |at, action| {
            let map = at.game.map();
            let names = |list: Vec<String>| Some(vec![("at", list.join(" "))]);
            match action {
                Action::Expand { area } => names(vec![area_name(map, *area)]),
                Action::PlaceShip { sea } => names(vec![sea_name(map, *sea)]),
                Action::ExpandMany { areas } => {
                    names(areas.iter().map(|&a| area_name(map, a)).collect())
                }
                Action::PlaceShips { seas } => {
                    names(seas.iter().map(|&s| sea_name(map, s)).collect())
                }
                _ => None,
            }
        },
    },
    Subcommand {
        name: "prefer",
        about: msg!("cmd-indonesia-prefer"),
        options: || {
            vec![OptionSpec::suggested("company", msg!("cmd-indonesia-prefer-company")).required()]
        },
        secret: false,
        read: |at, cmd| {
            let value = cmd.text("company")?;
            if crate::lang::means_none(value) || value.trim().eq_ignore_ascii_case("clear") {
                Ok(Action::ClearPreferences)
            } else {
                Ok(Action::Prefer {
                    company: company_option(cmd, "company", at.game)?,
                })
            }
        },
        write: |_, action| match action {
            Action::Prefer { company } => Some(vec![("company", company.to_string())]),
            Action::ClearPreferences => Some(vec![("company", "none".to_string())]),
            _ => None,
        },
    },
    Subcommand {
        name: "ship",
        about: msg!("cmd-indonesia-ship"),
        options: || {
            vec![OptionSpec::number(
                "plan",
                msg!("cmd-indonesia-ship-plan"),
                Some(1),
                None,
            )]
        },
        secret: false,
        read: |_, cmd| {
            Ok(match cmd.optional("plan", Checked::number)? {
                None | Some(1) => Action::Ship,
                Some(number) => Action::ShipPlan { number },
            })
        },
        write: |_, action| match action {
            Action::Ship => Some(vec![]),
            Action::ShipPlan { number } => Some(vec![("plan", number.to_string())]),
            _ => None,
        },
    },
    // City Growth: the city to grow when bigger cities run short.
    Subcommand {
        name: "grow",
        about: msg!("cmd-indonesia-grow"),
        options: || vec![OptionSpec::suggested("area", msg!("cmd-indonesia-grow-area")).required()],
        secret: false,
        read: |at, cmd| {
            Ok(Action::Grow {
                area: area_option(cmd, "area", at.game.map())?,
            })
        },
        write: |at, action| match action {
            Action::Grow { area } => Some(vec![("area", area_name(at.game.map(), *area))]),
            _ => None,
        },
    },
];

/// `up_to:` of a merger bid: the secret maximum the table raises to for you.
fn up_to_option() -> OptionSpec {
    OptionSpec::new(
        "up_to",
        msg!("cmd-indonesia-up_to"),
        crate::table::spec::OptionKind::Text { suggest: false },
    )
    .secret()
}

/// The auction's "Raise up to…" button for `seat` when the auction waits for it: its form asks
/// the maximum, and submitted it is `/indonesia raise up_to:<n>`, answered privately (`up_to:`
/// is secret). The button and the form name nothing but the public next legal bid.
fn raise_up_to(game: &Game, seat: Seat, lang: Lang) -> Option<Offer> {
    let next = lowest_raise(game, seat)?;
    Some(Offer::Typed {
        choice: Choice {
            label: msg!("indonesia-form-button").render(lang),
            seat,
            command: Command::new(&["indonesia", "raise"], &[]),
        },
        option: "up_to",
        title: msg!("indonesia-form-title").render(lang),
        field: msg!("indonesia-form-field").render(lang),
        hint: msg!("indonesia-form-hint", next = next).render(lang),
        secret: up_to_option().secret,
    })
}

/// An expansion by several areas for `seat`, when it may take more than one and several are
/// legal: a menu of the areas legal now (the first step's; each step is checked in order when
/// played), whose picks, in the order picked (Discord sends them so), are `/indonesia expand
/// at:"A B ..."`. Built from the channel's choices alone (closed money keeps cash hidden).
fn expand_many(game: &Game, seat: Seat, lang: Lang) -> Option<Offer> {
    let Prompt::Expand {
        seat: awaited,
        left,
        ..
    } = game.public_view().prompt
    else {
        return None;
    };
    let map = game.map();
    let areas: Vec<String> = Indonesia::offered(game, seat)
        .iter()
        .filter_map(|a| match a {
            Action::Expand { area } => Some(area_name(map, *area)),
            _ => None,
        })
        .collect();
    if awaited != seat || left < 2 || areas.len() < 2 {
        return None;
    }
    Some(Offer::Many {
        placeholder: msg!("indonesia-menu-expand-many", left = left).render(lang),
        seat,
        command: Command::new(&["indonesia", "expand"], &[]),
        option: "at",
        words: areas.into_iter().map(|a| (a.clone(), a)).collect(),
        min: 1,
    })
}

/// `up_to:` as given: None when absent, Some(None) for `none`, else the number.
fn read_up_to(cmd: &Checked) -> Result<Option<Option<u32>>, Refusal> {
    let Some(value) = cmd.optional("up_to", Checked::text)? else {
        return Ok(None);
    };
    let value = value.trim();
    if crate::lang::means_none(value)
        || ["clear", "off"]
            .iter()
            .any(|w| value.eq_ignore_ascii_case(w))
    {
        return Ok(Some(None));
    }
    value.parse::<u32>().map(|n| Some(Some(n))).map_err(|_| {
        Refusal::bad_option(msg!(
            "indonesia-refused-up-to",
            typed = format!("up_to:{value}")
        ))
    })
}

/// The smallest legal raise when `seat` is the one the auction waits for.
fn lowest_raise(game: &Game, seat: Seat) -> Option<u32> {
    match game.public_view().prompt {
        Prompt::Raise {
            seat: awaited,
            high,
            units,
            minimum,
            ..
        } if awaited == seat => {
            let step = units.max(1);
            Some((high + 1).max(minimum * units).div_ceil(step) * step)
        }
        _ => None,
    }
}

/// `/indonesia raise`: a raise (`amount:`), a raise with a maximum (`up_to:`; without `amount:`
/// on one's turn, to the smallest legal bid), a maximum set or changed out of turn, or cleared
/// (`up_to:none`).
fn read_raise(at: &At<Game>, cmd: &Checked) -> Result<Action, Refusal> {
    let amount = cmd.optional("amount", Checked::number)?;
    Ok(match (amount, read_up_to(cmd)?) {
        (Some(amount), None) => Action::Raise { amount },
        (Some(amount), Some(Some(up_to))) => Action::RaiseUpTo { amount, up_to },
        (_, Some(None)) => Action::Maximum { up_to: None },
        (None, Some(Some(up_to))) => match lowest_raise(at.game, at.seat) {
            Some(amount) => Action::RaiseUpTo { amount, up_to },
            None => Action::Maximum { up_to: Some(up_to) },
        },
        (None, None) => {
            let lowest: Arg = match lowest_raise(at.game, at.seat) {
                Some(l) => msg!("indonesia-lowest-now", lowest = l).into(),
                None => Arg::Text(String::new()),
            };
            return Err(Refusal::bad_option(msg!(
                "indonesia-refused-raise-how",
                lowest = lowest
            )));
        }
    })
}

/// `/indonesia expand at:` with one place or several in order ("Jateng2 Jateng1", "S7 S8"):
/// names may hold spaces ("Laut Jawa"), so the longest run of words naming a place is taken
/// each time. All land areas or all seas.
fn read_expand(at: &At<Game>, cmd: &Checked) -> Result<Action, Refusal> {
    let map = at.game.map();
    let value = cmd.text("at")?;
    let words: Vec<&str> = value
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .collect();
    let mut places = Vec::new();
    let mut start = 0;
    while start < words.len() {
        let found = (start + 1..=words.len()).rev().find_map(|end| {
            let name = words[start..end].join(" ");
            map.area_named(&name)
                .map(Place::Area)
                .or_else(|| map.sea_named(&name).map(Place::Sea))
                .map(|p| (p, end))
        });
        let Some((place, end)) = found else {
            return Err(Refusal::bad_option(msg!(
                "indonesia-refused-expand-place",
                typed = format!("at:{value}"),
                word = format!("{:?}", words[start])
            )));
        };
        places.push(place);
        start = end;
    }
    let areas: Vec<AreaId> = places
        .iter()
        .filter_map(|p| match p {
            Place::Area(a) => Some(*a),
            Place::Sea(_) => None,
        })
        .collect();
    let seas: Vec<engine::SeaId> = places
        .iter()
        .filter_map(|p| match p {
            Place::Sea(s) => Some(*s),
            Place::Area(_) => None,
        })
        .collect();
    Ok(match (&areas[..], &seas[..]) {
        ([area], []) => Action::Expand { area: *area },
        ([], [sea]) => Action::PlaceShip { sea: *sea },
        (_, []) => Action::ExpandMany { areas },
        ([], _) => Action::PlaceShips { seas },
        _ => {
            return Err(Refusal::bad_option(msg!(
                "indonesia-refused-expand-mixed",
                typed = format!("at:{value}")
            )));
        }
    })
}

/// `amount:` of a turn order bid, open or sealed, and `each:` to bid it every year.
fn bid_options() -> Vec<OptionSpec> {
    vec![
        OptionSpec::number("amount", msg!("cmd-indonesia-amount"), Some(0), None),
        OptionSpec::choice("each", msg!("cmd-indonesia-each"), &["yes", "no"]),
    ]
}

/// An open bid's options: those of a sealed one, and the standing lead.
fn open_bid_options() -> Vec<OptionSpec> {
    let mut options = bid_options();
    options.push(
        OptionSpec::new(
            "up_to",
            msg!("cmd-indonesia-bid-up_to"),
            crate::table::spec::OptionKind::Text { suggest: false },
        )
        .secret(),
    );
    options
}

/// A turn order bid typed at a table whose bids are `bids` (`bid` open, `seal` sealed); at the
/// other kind of table, the refusal `elsewhere` says which to use.
fn read_bid(at: &At<Game>, cmd: &Checked, bids: Bids, elsewhere: Msg) -> Result<Action, Refusal> {
    if at.game.options().bids != bids {
        return Err(Refusal::bad_option(elsewhere));
    }
    if bids == Bids::Open
        && let Some(up_to) = read_up_to(cmd)?
    {
        if cmd.optional("amount", Checked::number::<u32>)?.is_some() {
            return Err(Refusal::bad_option(msg!("indonesia-refused-bid-both")));
        }
        return Ok(up_to.map_or(Action::BidStop, |up_to| Action::BidLead { up_to }));
    }
    Ok(match cmd.optional("each", Checked::choice)? {
        Some("no") => Action::BidStop,
        Some("yes") => Action::BidEach {
            amount: cmd.number("amount")?,
        },
        _ => Action::Bid {
            amount: cmd.number("amount")?,
        },
    })
}

/// A turn order bid, written as `bid` or `seal` at a table whose bids are `bids`.
fn write_bid(at: &At<Game>, action: &Action, bids: Bids) -> Option<Written> {
    if at.game.options().bids != bids {
        return None;
    }
    match action {
        Action::Bid { amount } => Some(vec![("amount", amount.to_string())]),
        Action::BidEach { amount } => Some(vec![
            ("amount", amount.to_string()),
            ("each", "yes".to_string()),
        ]),
        // No lead to see when bids are sealed: the engine refuses it there.
        Action::BidLead { up_to } if bids == Bids::Open => Some(vec![("up_to", up_to.to_string())]),
        Action::BidStop => Some(vec![("each", "no".to_string())]),
        _ => None,
    }
}

fn read_acquire(at: &At<Game>, cmd: &Checked) -> Result<Action, Refusal> {
    let map = at.game.map();
    let value = cmd.text("deed")?;
    let deed = map.deed_named(value).ok_or_else(|| {
        Refusal::bad_option(msg!(
            "indonesia-refused-not-deed",
            typed = format!("deed:{value}"),
            unclaimed = unclaimed_list(at.game)
        ))
    })?;
    Ok(Action::Acquire {
        deed,
        at: place_option(cmd, "at", map)?,
    })
}

fn read_research(at: &At<Game>, cmd: &Checked) -> Result<Action, Refusal> {
    let owner = match cmd.optional("player", Checked::user)? {
        None => at.seat,
        Some(user) => at.record.seat_of(user).ok_or_else(|| {
            Refusal::bad_option(msg!(
                "indonesia-refused-not-player",
                typed = format!("player:{}", mention_user(user)),
                players = seated_list(at.record)
            ))
        })?,
    };
    if cmd.optional("each", Checked::choice)? == Some("no") {
        return Ok(Action::ResearchStop);
    }
    if !cmd.has("track") {
        return Err(Refusal::bad_option(msg!("indonesia-refused-track")));
    }
    let track = cmd.pick("track", &TRACKS)?;
    Ok(match cmd.optional("each", Checked::choice)? {
        Some("yes") => Action::ResearchEach { track, owner },
        _ => Action::Research { track, owner },
    })
}

/// A place as typed: a land area's or a sea's name.
fn place_name(map: &Map, place: &Place) -> String {
    match place {
        Place::Area(a) => area_name(map, *a),
        Place::Sea(s) => sea_name(map, *s),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::indonesia::Options;
    use crate::games::{Components, Described};
    use crate::table::example::record;
    use crate::table::subcommand::tests::{legal_actions_read_back, reads_back};

    /// Random games with open and with sealed bids reach most subcommands; the rare actions
    /// (a raise, proxies, a removal, several steps, a growth) are written here.
    #[test]
    fn every_legal_action_reads_back_from_the_command_that_writes_it() {
        let record = record::<Indonesia>(&["alice", "bob", "carol"], 7);
        let mut written = std::collections::BTreeSet::new();
        for bids in [Bids::Open, Bids::Sealed] {
            let options = Options {
                money: Money::Open,
                bids,
            };
            let (game, _) = Game::setup(Map::standard(), &options, 3, 7).expect("a game");
            let map = game.map();
            let (bali1, bali2) = (
                map.area_named("Bali1").expect("an area"),
                map.area_named("Bali2").expect("an area"),
            );
            let (s7, s8) = (
                map.sea_named("S7").expect("a sea"),
                map.sea_named("S8").expect("a sea"),
            );
            let rare = [
                Action::Raise { amount: 30 },
                Action::RaiseUpTo {
                    amount: 30,
                    up_to: 60,
                },
                Action::Maximum { up_to: Some(90) },
                Action::Maximum { up_to: None },
                Action::PassRest,
                Action::PassProposals,
                Action::PassAcquisitions,
                Action::AskAgain,
                Action::ResearchEach {
                    track: Track::Hull,
                    owner: 1,
                },
                Action::ResearchStop,
                Action::BidEach { amount: 0 },
                Action::BidLead { up_to: 20 },
                Action::BidStop,
                Action::Remove { area: bali1 },
                Action::ExpandMany {
                    areas: vec![bali1, bali2],
                },
                Action::PlaceShips {
                    seas: vec![s7, s8, s7],
                },
                Action::Grow {
                    area: game.map().area_named("Sultra1").expect("an area"),
                },
            ];
            // A lead is for open bids only.
            let open = |a: &&Action| bids == Bids::Open || !matches!(a, Action::BidLead { .. });
            for action in rare.iter().filter(open) {
                written.insert(reads_back::<Indonesia>(&record, &game, 0, action));
            }
            // A proposal names companies: a game with some.
            let position = engine::Position::from_toml(include_str!(
                "../../../tests/setups/indonesia_merger_rich.toml"
            ))
            .expect("a position");
            let merging = Game::from_position(Map::standard(), &position).expect("a game");
            let ids: Vec<u32> = merging
                .public_view()
                .companies
                .iter()
                .map(|c| c.id)
                .collect();
            let propose = Action::ProposeUpTo {
                first: ids[0],
                second: ids[1],
                bid: 100,
                up_to: 250,
            };
            written.insert(reads_back::<Indonesia>(&record, &merging, 0, &propose));
            written.extend(legal_actions_read_back::<Indonesia>(&record, game, 7));
        }
        let all: std::collections::BTreeSet<&str> = SUBCOMMANDS.iter().map(|s| s.name).collect();
        assert_eq!(written, all);
    }
}
