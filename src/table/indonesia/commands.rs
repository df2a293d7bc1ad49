//! The `/indonesia` commands, each described once in [`SUBCOMMANDS`]: its spec for the front
//! ends, how its options are read into the engine's action, and how an action is written back
//! as the command a player types.

use super::Indonesia;
use super::names::{area_name, sea_name};
use super::reading::{
    TRACKS, area_option, bid_options, company_option, expand_many, lowest_raise, open_bid_options,
    place_name, raise_up_to, read_acquire, read_bid, read_expand, read_raise, read_research,
    read_up_to, up_to_option, write_bid,
};
use crate::games::Rules;
use crate::games::Seat;
use crate::games::indonesia::{Action, Bids, Game, Money, Prompt};
use crate::lang::Lang;
use crate::msg;
use crate::store::GameRecord;
use crate::table::command::{Checked, Command, mention_user};
use crate::table::controls::Offer;
use crate::table::game::Commands;
use crate::table::offers;
use crate::table::refusal::Refusal;
use crate::table::spec::{OptionSpec, word_for};
use crate::table::subcommand::Subcommand;

/// The words of `/game new money:`.
pub const MONEY: [(&str, Money); 2] = [("open", Money::Open), ("closed", Money::Closed)];

/// The words of `/game new bids:`.
pub const BIDS: [(&str, Bids); 2] = [("open", Bids::Open), ("sealed", Bids::Sealed)];

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::indonesia::{self as engine, Map, Options, Track};
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
