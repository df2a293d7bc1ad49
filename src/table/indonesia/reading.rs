//! How the options of `/indonesia`'s subcommands are read into the engine's actions and
//! written back (bids, raises with a maximum, expansions by several places, acquisitions,
//! research), and the offers that go beyond one button per action: the auction's "Raise up
//! to…" form and the expansion's menu of several areas.

use super::Indonesia;
use super::names::{area_name, sea_name};
use crate::games::Rules;
use crate::games::Seat;
use crate::games::indonesia::{
    self as engine, Action, AreaId, Bids, Game, Map, Place, Prompt, Track,
};
use crate::lang::{Arg, Lang, Msg};
use crate::msg;
use crate::table::command::{Checked, Command, mention_user};
use crate::table::controls::{Choice, Offer};
use crate::table::game::Commands;
use crate::table::refusal::Refusal;
use crate::table::seats::seated_list;
use crate::table::spec::OptionSpec;
use crate::table::spelling::nearest;
use crate::table::subcommand::{At, Written};

/// The words of `/indonesia research track:`.
pub(super) const TRACKS: [(&str, Track); 5] = [
    ("bid", Track::BidMultiplier),
    ("slots", Track::Slots),
    ("mergers", Track::Mergers),
    ("expansion", Track::Expansion),
    ("hull", Track::Hull),
];

pub(super) fn area_option(cmd: &Checked, key: &str, map: &Map) -> Result<AreaId, Refusal> {
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

pub(super) fn place_option(cmd: &Checked, key: &str, map: &Map) -> Result<Place, Refusal> {
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
pub(super) fn company_option(
    cmd: &Checked,
    key: &str,
    game: &Game,
) -> Result<engine::CompanyId, Refusal> {
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
pub(super) fn unclaimed_list(game: &Game) -> Arg {
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

/// `up_to:` of a merger bid: the secret maximum the table raises to for you.
pub(super) fn up_to_option() -> OptionSpec {
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
pub(super) fn raise_up_to(game: &Game, seat: Seat, lang: Lang) -> Option<Offer> {
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
pub(super) fn expand_many(game: &Game, seat: Seat, lang: Lang) -> Option<Offer> {
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
pub(super) fn read_up_to(cmd: &Checked) -> Result<Option<Option<u32>>, Refusal> {
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
pub(super) fn lowest_raise(game: &Game, seat: Seat) -> Option<u32> {
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
pub(super) fn read_raise(at: &At<Game>, cmd: &Checked) -> Result<Action, Refusal> {
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
pub(super) fn read_expand(at: &At<Game>, cmd: &Checked) -> Result<Action, Refusal> {
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
pub(super) fn bid_options() -> Vec<OptionSpec> {
    vec![
        OptionSpec::number("amount", msg!("cmd-indonesia-amount"), Some(0), None),
        OptionSpec::choice("each", msg!("cmd-indonesia-each"), &["yes", "no"]),
    ]
}

/// An open bid's options: those of a sealed one, and the standing lead.
pub(super) fn open_bid_options() -> Vec<OptionSpec> {
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
pub(super) fn read_bid(
    at: &At<Game>,
    cmd: &Checked,
    bids: Bids,
    elsewhere: Msg,
) -> Result<Action, Refusal> {
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
pub(super) fn write_bid(at: &At<Game>, action: &Action, bids: Bids) -> Option<Written> {
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

pub(super) fn read_acquire(at: &At<Game>, cmd: &Checked) -> Result<Action, Refusal> {
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

pub(super) fn read_research(at: &At<Game>, cmd: &Checked) -> Result<Action, Refusal> {
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
pub(super) fn place_name(map: &Map, place: &Place) -> String {
    match place {
        Place::Area(a) => area_name(map, *a),
        Place::Sea(s) => sea_name(map, *s),
    }
}
