//! The `/festivals` commands: their description for the front ends, their options read into
//! engine actions, and the inverse (the command a player types for an action).

use super::Festivals;
use crate::games::festivals::{Action, Board, Colour, Game, RestSource, Side, Tickets};
use crate::games::{Rules, Seat};
use crate::store::GameRecord;
use crate::table::command::{Checked, Command, mention_channel, mention_user};
use crate::table::components::{Choice, Offer};
use crate::table::game::Commands;
use crate::table::refusal::Refusal;
use crate::table::seats::{seat_named, seated_list};
use crate::table::spec::{CommandSpec, OptionSpec, word_for};
use crate::table::spelling::did_you_mean;

const TABLE: &str = "The game's channel, when you sit at several tables";

/// The words of `/festivals rest from:`.
const REST_FROM: [(&str, RestSource); 3] = [
    ("island", RestSource::Island),
    ("pool", RestSource::Pool),
    ("nothing", RestSource::Nothing),
];

fn tickets_option(cmd: &Checked, key: &str) -> Result<Tickets, Refusal> {
    Tickets::parse(cmd.text(key)?).map_err(Refusal::bad_option)
}

fn island_option(cmd: &Checked, key: &str, board: &Board) -> Result<usize, Refusal> {
    let value = cmd.text(key)?;
    board.island_named(value).ok_or_else(|| {
        let names: Vec<&str> = board.islands.iter().map(|i| i.name.as_str()).collect();
        Refusal::bad_option(format!(
            "`{key}:{value}` is not an island.{} Islands: {}.",
            did_you_mean(value, names.iter().copied()),
            names.join(", ")
        ))
    })
}

fn side(board: &Board, value: &str) -> Result<Side, Refusal> {
    board.side_named(value).ok_or_else(|| {
        let sides: Vec<String> = board.sides().iter().map(|s| board.side_name(*s)).collect();
        Refusal::bad_option(format!(
            "`{value}` is not a side between two island tiles. Typhoons sit on: {}.",
            sides.join(", ")
        ))
    })
}

impl Commands for Festivals {
    fn label(command: &Command) -> Option<String> {
        let sub = command.path.get(1)?;
        match (sub.as_str(), command.option("from"), command.option("to")) {
            ("typhoon", None, None) => Some("Leave the typhoons where they are".into()),
            ("typhoon", Some(from), Some(to)) => {
                Some(format!("Move the typhoon from {from} to {to}"))
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
        let mut words = Vec::new();
        for colour in Colour::ALL {
            for n in 1..=hand.get(colour) {
                words.push((format!("{} {n}", colour.name()), colour.name().to_string()));
            }
        }
        Some(vec![
            Offer::Buttons(vec![Choice {
                label: "Rest: show nothing".into(),
                seat,
                command: plan(Some("none")),
            }]),
            Offer::Many {
                placeholder: "Plan: the tickets you show this round".into(),
                seat,
                command: plan(None),
                option: "tickets",
                words,
                min: 1,
            },
        ])
    }

    /// The subcommands of `/festivals`.
    fn commands() -> Vec<CommandSpec> {
        vec![
            CommandSpec::new(
                "plan",
                "Phase 1, secret: choose the tickets you show this round (only you see the answer)",
            )
            .option(
                OptionSpec::suggested(
                    "tickets",
                    "Ticket colours from your hand, e.g. \"yellow blue\", or none to rest",
                )
                .required(),
            )
            .at_table(TABLE)
            .secret(),
            CommandSpec::new(
                "move",
                "Phase 2: travel one step, placing a shown ticket on a free space of its colour",
            )
            .option(OptionSpec::suggested("to", "A neighbouring island you can reach now").required())
            .option(
                OptionSpec::suggested(
                    "ticket",
                    "The colour of the shown ticket to place: yellow, black or blue",
                )
                .required(),
            )
            .at_table(TABLE),
            CommandSpec::new(
                "rest",
                "Phase 2, when you showed nothing: rest and take tickets",
            )
            .option(
                OptionSpec::choice_of(
                    "from",
                    "island: your island's centre; pool: its depicted tokens; or nothing",
                    &REST_FROM,
                )
                .required(),
            )
            .at_table(TABLE),
            CommandSpec::new(
                "order",
                "Airplane holder: settle a tie by naming every tied player, first to last",
            )
            .option(
                OptionSpec::suggested(
                    "players",
                    "Every tied player, first to last, e.g. \"@bob @alice\"",
                )
                .required(),
            )
            .at_table(TABLE),
            CommandSpec::new(
                "discard",
                "Phase 3, airplane holder: return an island's surplus tickets to the pool",
            )
            .option(
                OptionSpec::suggested("island", "The island holding more tickets than it keeps")
                    .required(),
            )
            .option(
                OptionSpec::suggested("tickets", "The tickets to return, e.g. \"black blue\"")
                    .required(),
            )
            .at_table(TABLE),
            CommandSpec::new(
                "typhoon",
                "Phase 3, lowest score: move a typhoon (give no options to leave them where they are)",
            )
            .option(OptionSpec::suggested(
                "from",
                "Where a typhoon is now, e.g. Sumatera|Kalimantan",
            ))
            .option(OptionSpec::suggested(
                "to",
                "A free side between two islands, e.g. Bali|Nusa Tenggara",
            ))
            .at_table(TABLE),
            CommandSpec::new(
                "pick",
                "Airplane holder: pick who moves a typhoon when the lowest score is tied",
            )
            .option(OptionSpec::user("player", "The tied player who may move a typhoon").required())
            .at_table(TABLE),
        ]
    }

    fn parse_action(
        record: &GameRecord,
        game: &Game,
        _seat: Seat,
        cmd: &Checked,
    ) -> Result<Action, Refusal> {
        let board = game.board();
        let player = |value: &str| {
            seat_named(record, value).ok_or_else(|| {
                Refusal::bad_option(format!(
                    "`{value}` is not a player at this game. Players: {}.",
                    seated_list(record)
                ))
            })
        };
        Ok(match cmd.sub() {
            "plan" => Action::Plan {
                tickets: tickets_option(cmd, "tickets")?,
            },
            "move" => {
                let value = cmd.text("ticket")?;
                Action::Move {
                    to: island_option(cmd, "to", board)?,
                    ticket: Colour::parse(value).ok_or_else(|| {
                        Refusal::bad_option(format!(
                            "`ticket:{value}` is not a ticket colour.{} Write yellow, black or blue (or y, k, b).",
                            did_you_mean(value, ["yellow", "black", "blue"])
                        ))
                    })?,
                }
            }
            "rest" => Action::Rest {
                from: cmd.pick("from", &REST_FROM)?,
            },
            "order" => Action::Order {
                seats: cmd
                    .text("players")?
                    .split_whitespace()
                    .map(player)
                    .collect::<Result<_, _>>()?,
            },
            "discard" => Action::Discard {
                island: island_option(cmd, "island", board)?,
                tickets: tickets_option(cmd, "tickets")?,
            },
            "typhoon" => match (
                cmd.optional("from", Checked::text)?,
                cmd.optional("to", Checked::text)?,
            ) {
                (None, None) => Action::Typhoon { shift: None },
                (Some(from), Some(to)) => Action::Typhoon {
                    shift: Some((side(board, from)?, side(board, to)?)),
                },
                _ => {
                    return Err(Refusal::bad_option(
                        "Give both `from:` (where a typhoon is) and `to:` (a free side between two islands), or neither to leave the typhoons where they are.",
                    ));
                }
            },
            "pick" => Action::PickTyphoonMover {
                seat: player(&mention_user(cmd.user("player")?))?,
            },
            other => {
                return Err(Refusal::unknown_command(format!(
                    "Unknown command `/festivals {other}`."
                )));
            }
        })
    }

    /// The command a player types for `action` (the inverse of parsing it).
    fn command_for(record: &GameRecord, game: &Game, _seat: Seat, action: &Action) -> Command {
        let board = game.board();
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
            Action::Rest { from } => (
                "rest",
                vec![(
                    "from",
                    word_for(&REST_FROM, from).unwrap_or_default().to_string(),
                )],
            ),
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
}
