//! The `/festivals` commands, each described once in [`SUBCOMMANDS`]: its spec for the front
//! ends, how its options are read into the engine's action, and how an action is written back
//! as the command a player types.

use super::{Festivals, routes};
use crate::games::festivals::{Action, Board, Colour, Game, RestSource, Side, Tickets};
use crate::games::{Rules, Seat};
use crate::lang::Lang;
use crate::msg;
use crate::store::GameRecord;
use crate::table::command::{Checked, Command, mention_channel};
use crate::table::controls::{Choice, Offer};
use crate::table::game::Commands;
use crate::table::refusal::Refusal;
use crate::table::seats::{mention, seat_named, seated_list, seats_named};
use crate::table::spec::{OptionSpec, word_for};
use crate::table::subcommand::{At, Subcommand};

/// The words of `/festivals rest from:`.
const REST_FROM: [(&str, RestSource); 3] = [
    ("island", RestSource::Island),
    ("pool", RestSource::Pool),
    ("nothing", RestSource::Nothing),
];

impl Commands for Festivals {
    const SUBCOMMANDS: &'static [Subcommand<Game, Action>] = SUBCOMMANDS;

    /// A whole route, `to:"Kalimantan Sulawesi" ticket:"yellow blue"`, as its steps.
    fn steps(game: &Game, cmd: &Checked) -> Result<Option<Vec<Command>>, Refusal> {
        routes::steps(game, cmd)
    }

    fn join(steps: &[Command]) -> Option<Command> {
        routes::join(steps)
    }

    fn joined_offers(record: &GameRecord, game: &Game, seat: Seat) -> Vec<Offer> {
        routes::offers(game, seat, record.language)
    }

    fn label(command: &Command, lang: Lang) -> Option<String> {
        let sub = command.path.get(1)?;
        match (sub.as_str(), command.option("from"), command.option("to")) {
            ("typhoon", None, None) => Some(msg!("festivals-label-leave").render(lang)),
            // A step, a rest or a return in the table's words; the English reads as the
            // command's own words always did ("Move to Bali, ticket yellow"), so only options
            // in the order those words give them.
            ("move", _, Some(to)) if command.keys() == ["to", "ticket"] => Some(
                msg!(
                    "festivals-label-move",
                    island = to,
                    ticket = colour_words(command.option("ticket")?, lang)?
                )
                .render(lang),
            ),
            ("rest", Some(from), None) if command.keys() == ["from"] => {
                Some(msg!("festivals-label-rest-from", from = from).render(lang))
            }
            ("discard", _, _) if command.keys() == ["island", "tickets"] => Some(
                msg!(
                    "festivals-label-discard",
                    island = command.option("island")?,
                    tickets = colour_words(command.option("tickets")?, lang)?
                )
                .render(lang),
            ),
            ("typhoon", Some(from), Some(to)) => {
                Some(msg!("festivals-label-typhoon", from = from, to = to).render(lang))
            }
            // The players by name: the table gives a label its users as names.
            ("order", _, _) if command.keys() == ["players"] => Some(
                msg!(
                    "festivals-label-order",
                    players = command.option("players")?
                )
                .render(lang),
            ),
            ("pick", _, _) if command.keys() == ["player"] => {
                Some(msg!("festivals-label-pick", player = command.option("player")?).render(lang))
            }
            _ => None,
        }
    }

    /// The plan as a menu of the seat's own tickets (pick any, or rest).
    fn private_offers(record: &GameRecord, game: &Game, seat: Seat) -> Option<Vec<Offer>> {
        let plans = game
            .legal(seat)
            .iter()
            .any(|a| matches!(a, Action::Plan { .. }));
        if !plans {
            return None;
        }
        let hand = game.seat_view(seat).hand;
        let table = mention_channel(record.channel_id);
        let plan = |tickets: Option<&str>| {
            let mut options = vec![("table", table.as_str())];
            options.extend(tickets.map(|t| ("tickets", t)));
            Command::new(&["festivals", "plan"], &options)
        };
        // A private menu, read by its seat: we know no locale here, so the table's language.
        let lang = record.language;
        let mut words = Vec::new();
        for colour in Colour::ALL {
            for n in 1..=hand.get(colour) {
                words.push((
                    format!("{} {n}", colour.word(lang)),
                    colour.name().to_string(),
                ));
            }
        }
        Some(vec![
            Offer::Buttons(vec![Choice {
                label: msg!("festivals-label-rest").render(lang),
                seat,
                command: plan(Some("none")),
            }]),
            Offer::Many {
                placeholder: msg!("festivals-label-plan").render(lang),
                seat,
                command: plan(None),
                option: "tickets",
                words,
                min: 1,
            },
        ])
    }
}

/// The subcommands of `/festivals`, in the order of a round.
const SUBCOMMANDS: &[Subcommand<Game, Action>] = &[
    Subcommand {
        name: "plan",
        about: msg!("cmd-festivals-plan"),
        options: || {
            vec![OptionSpec::suggested("tickets", msg!("cmd-festivals-plan-tickets")).required()]
        },
        secret: true,
        read: |_, cmd| {
            Ok(Action::Plan {
                tickets: tickets_option(cmd, "tickets")?,
            })
        },
        write: |_, action| match action {
            Action::Plan { tickets } => Some(vec![("tickets", ticket_words(tickets))]),
            _ => None,
        },
    },
    Subcommand {
        name: "move",
        about: msg!("cmd-festivals-move"),
        options: || {
            vec![
                OptionSpec::suggested("to", msg!("cmd-festivals-move-to")).required(),
                OptionSpec::suggested("ticket", msg!("cmd-festivals-move-ticket")).required(),
            ]
        },
        secret: false,
        read: read_move,
        write: |at, action| match action {
            Action::Move { to, ticket } => Some(vec![
                ("to", at.game.board().islands[*to].name.clone()),
                ("ticket", ticket.name().to_string()),
            ]),
            _ => None,
        },
    },
    Subcommand {
        name: "rest",
        about: msg!("cmd-festivals-rest"),
        options: || {
            vec![
                OptionSpec::choice_of("from", msg!("cmd-festivals-rest-from"), &REST_FROM)
                    .required(),
            ]
        },
        secret: false,
        read: |_, cmd| {
            Ok(Action::Rest {
                from: cmd.pick("from", &REST_FROM)?,
            })
        },
        write: |_, action| match action {
            Action::Rest { from } => Some(vec![(
                "from",
                word_for(&REST_FROM, from).unwrap_or_default().to_string(),
            )]),
            _ => None,
        },
    },
    Subcommand {
        name: "order",
        about: msg!("cmd-festivals-order"),
        options: || {
            vec![OptionSpec::suggested("players", msg!("cmd-festivals-order-players")).required()]
        },
        secret: false,
        read: |at, cmd| {
            let seats = seats_named(at.record, cmd.text("players")?).map_err(|unknown| {
                Refusal::bad_option(msg!(
                    "festivals-refused-not-player",
                    value = unknown,
                    players = seated_list(at.record)
                ))
            })?;
            Ok(Action::Order { seats })
        },
        write: |at, action| match action {
            Action::Order { seats } => {
                let players: Vec<String> = seats.iter().map(|&s| user(at.record, s)).collect();
                Some(vec![("players", players.join(" "))])
            }
            _ => None,
        },
    },
    Subcommand {
        name: "discard",
        about: msg!("cmd-festivals-discard"),
        options: || {
            vec![
                OptionSpec::suggested("island", msg!("cmd-festivals-discard-island")).required(),
                OptionSpec::suggested("tickets", msg!("cmd-festivals-discard-tickets")).required(),
            ]
        },
        secret: false,
        read: |at, cmd| {
            Ok(Action::Discard {
                island: island_option(cmd, "island", at.game.board())?,
                tickets: tickets_option(cmd, "tickets")?,
            })
        },
        write: |at, action| match action {
            Action::Discard { island, tickets } => Some(vec![
                ("island", at.game.board().islands[*island].name.clone()),
                ("tickets", ticket_words(tickets)),
            ]),
            _ => None,
        },
    },
    Subcommand {
        name: "typhoon",
        about: msg!("cmd-festivals-typhoon"),
        options: || {
            vec![
                OptionSpec::suggested("from", msg!("cmd-festivals-typhoon-from")),
                OptionSpec::suggested("to", msg!("cmd-festivals-typhoon-to")),
            ]
        },
        secret: false,
        read: read_typhoon,
        write: |at, action| match action {
            Action::Typhoon { shift: None } => Some(vec![]),
            Action::Typhoon {
                shift: Some((from, to)),
            } => {
                let board = at.game.board();
                Some(vec![
                    ("from", board.side_name(*from)),
                    ("to", board.side_name(*to)),
                ])
            }
            _ => None,
        },
    },
    Subcommand {
        name: "pick",
        about: msg!("cmd-festivals-pick"),
        options: || {
            // Text, not a user option: a bot's seat is named, as Discord cannot pick it.
            vec![OptionSpec::suggested("player", msg!("cmd-festivals-pick-player")).required()]
        },
        secret: false,
        read: |at, cmd| {
            Ok(Action::PickTyphoonMover {
                seat: player(at.record, cmd.text("player")?)?,
            })
        },
        write: |at, action| match action {
            Action::PickTyphoonMover { seat } => Some(vec![("player", user(at.record, *seat))]),
            _ => None,
        },
    },
];

/// `/festivals move`: the island first, then the ticket's colour.
fn read_move(at: &At<Game>, cmd: &Checked) -> Result<Action, Refusal> {
    let value = cmd.text("ticket")?;
    Ok(Action::Move {
        to: island_option(cmd, "to", at.game.board())?,
        ticket: Colour::parse(value).ok_or_else(|| {
            Refusal::bad_option(msg!(
                "festivals-refused-colour",
                value = value,
                guess = routes::guess(value, &["yellow", "black", "blue"])
            ))
        })?,
    })
}

/// `/festivals typhoon`: both sides to move a typhoon, or neither to leave them.
fn read_typhoon(at: &At<Game>, cmd: &Checked) -> Result<Action, Refusal> {
    let board = at.game.board();
    match (
        cmd.optional("from", Checked::text)?,
        cmd.optional("to", Checked::text)?,
    ) {
        (None, None) => Ok(Action::Typhoon { shift: None }),
        (Some(from), Some(to)) => Ok(Action::Typhoon {
            shift: Some((side(board, from)?, side(board, to)?)),
        }),
        _ => Err(Refusal::bad_option(msg!("festivals-refused-typhoon-sides"))),
    }
}

fn tickets_option(cmd: &Checked, key: &str) -> Result<Tickets, Refusal> {
    Tickets::parse(cmd.text(key)?).map_err(Refusal::bad_option)
}

/// Colours as typed ("black blue"), each in `lang`; None when a word is no colour.
fn colour_words(typed: &str, lang: Lang) -> Option<String> {
    let words: Option<Vec<String>> = typed
        .split(' ')
        .map(|w| Colour::parse(w).map(|c| c.word(lang)))
        .collect();
    Some(words?.join(" "))
}

/// Tickets as typed: "yellow yellow blue", or "none".
pub(super) fn ticket_words(tickets: &Tickets) -> String {
    let mut words = Vec::new();
    for c in Colour::ALL {
        words.extend(std::iter::repeat_n(c.name(), tickets.get(c) as usize));
    }
    if words.is_empty() {
        "none".to_string()
    } else {
        words.join(" ")
    }
}

fn island_option(cmd: &Checked, key: &str, board: &Board) -> Result<usize, Refusal> {
    let value = cmd.text(key)?;
    board.island_named(value).ok_or_else(|| {
        let names: Vec<&str> = board.islands.iter().map(|i| i.name.as_str()).collect();
        Refusal::bad_option(msg!(
            "festivals-refused-island",
            key = crate::lang::Arg::option(key),
            value = value,
            guess = routes::guess(value, &names),
            islands = names.join(", ")
        ))
    })
}

fn side(board: &Board, value: &str) -> Result<Side, Refusal> {
    board.side_named(value).ok_or_else(|| {
        let sides: Vec<String> = board.sides().iter().map(|s| board.side_name(*s)).collect();
        Refusal::bad_option(msg!(
            "festivals-refused-side",
            value = value,
            sides = sides.join(", ")
        ))
    })
}

/// A seated player, by mention or name.
fn player(record: &GameRecord, value: &str) -> Result<Seat, Refusal> {
    seat_named(record, value).ok_or_else(|| {
        Refusal::bad_option(msg!(
            "festivals-refused-not-player",
            value = value,
            players = seated_list(record)
        ))
    })
}

/// A seat as typed: its player's mention, or a bot seat's name ("Bot 1").
fn user(record: &GameRecord, seat: Seat) -> String {
    mention(record, seat)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Components;
    use crate::games::festivals::{Options, TyphoonTies};
    use crate::table::example::record;
    use crate::table::subcommand::tests::legal_actions_read_back;

    /// A random game with typhoons, whose ties the airplane holder settles, reaches every
    /// subcommand.
    #[test]
    fn every_legal_action_reads_back_from_the_command_that_writes_it() {
        let options = Options {
            typhoons: 2,
            typhoon_ties: TyphoonTies::Airplane,
            airplane: None,
        };
        let names = ["alice", "bob", "carol", "dave"];
        let (game, _) = Game::setup(Board::standard(), &options, names.len(), 7).expect("a game");
        let record = record::<Festivals>(&names, 7);
        let written = legal_actions_read_back::<Festivals>(&record, game, 7);
        let all: std::collections::BTreeSet<&str> = SUBCOMMANDS.iter().map(|s| s.name).collect();
        assert_eq!(written, all);
    }
}
