//! Autocomplete for `/festivals`: values a player could use now, from their legal actions.

use super::commands::ticket_words;
use super::{Festivals, routes};
use crate::games::festivals::{Action, Game, Tickets};
use crate::games::{Rules, Seat};
use crate::msg;
use crate::store::GameRecord;
use crate::table::command::Command;
use crate::table::game::Suggestions;
use crate::table::seats::mention;

impl Suggestions for Festivals {
    /// Option values `seat` could use now in `/festivals <sub>` for the option `focused`
    /// (autocomplete), as (what the user sees, the value): reachable islands and whole routes,
    /// and placeable colours (a route's tickets) for a move, plans from the hand, the orders of a tie, the island and tickets to discard,
    /// typhoon sides, the tied players. Empty when nothing fits.
    fn suggest(
        record: &GameRecord,
        game: &Game,
        seat: Seat,
        cmd: &Command,
        sub: &str,
        focused: &str,
    ) -> Vec<(String, String)> {
        let board = game.board();
        let legal = game.legal(seat);
        let mut out: Vec<(String, String)> = Vec::new();
        fn push(out: &mut Vec<(String, String)>, v: String) {
            if !out.iter().any(|(_, value)| *value == v) {
                out.push((v.clone(), v));
            }
        }
        match (sub, focused) {
            ("move", "to") => {
                for a in &legal {
                    if let Action::Move { to, .. } = a {
                        push(&mut out, board.islands[*to].name.clone());
                    }
                }
                // Then whole routes, "Kalimantan Sulawesi".
                for route in routes::suggested(game, seat, None) {
                    push(&mut out, route);
                }
            }
            ("move", "ticket") => {
                for tickets in routes::suggested(game, seat, cmd.option("to")) {
                    push(&mut out, tickets);
                }
                let to = cmd.option("to").and_then(|v| board.island_named(v));
                for a in &legal {
                    if let Action::Move { to: t, ticket } = a
                        && to.is_none_or(|to| to == *t)
                    {
                        push(&mut out, ticket.name().to_string());
                    }
                }
                if out.is_empty() {
                    for c in game.seat_view(seat).hand.colours() {
                        push(&mut out, c.name().to_string());
                    }
                }
            }
            ("plan", "tickets") => {
                let mut plans: Vec<Tickets> = game.seat_view(seat).hand.subsets();
                // Resting ("none") first, so the cut to 25 never hides it; then bigger plans first.
                plans.sort_by_key(|t| (!t.is_empty(), std::cmp::Reverse(t.total())));
                for t in &plans {
                    push(&mut out, ticket_words(t));
                }
            }
            ("order", "players") => {
                for a in &legal {
                    if let Action::Order { seats } = a {
                        let names: Vec<&str> = seats
                            .iter()
                            .map(|&s| record.seats[s].name.as_str())
                            .collect();
                        let value: Vec<String> =
                            seats.iter().map(|&s| mention(record, s)).collect();
                        let shown = names.iter().skip(1).fold(
                            names.first().map(|n| n.to_string()).unwrap_or_default(),
                            |list, next| {
                                msg!("festivals-then", first = list, next = *next)
                                    .render(record.language)
                            },
                        );
                        out.push((shown, value.join(" ")));
                    }
                }
            }
            ("pick", "player") => {
                for a in &legal {
                    if let Action::PickTyphoonMover { seat } = a {
                        out.push((record.seats[*seat].name.clone(), mention(record, *seat)));
                    }
                }
            }
            ("discard", "island") => {
                for a in &legal {
                    if let Action::Discard { island, .. } = a {
                        push(&mut out, board.islands[*island].name.clone());
                    }
                }
            }
            ("discard", "tickets") => {
                for a in &legal {
                    if let Action::Discard { tickets, .. } = a {
                        push(&mut out, ticket_words(tickets));
                    }
                }
            }
            ("typhoon", "from") => {
                for a in &legal {
                    if let Action::Typhoon {
                        shift: Some((from, _)),
                    } = a
                    {
                        push(&mut out, board.side_name(*from));
                    }
                }
            }
            ("typhoon", "to") => {
                let from = cmd.option("from").and_then(|v| board.side_named(v));
                for a in &legal {
                    if let Action::Typhoon {
                        shift: Some((f, to)),
                    } = a
                        && from.is_none_or(|from| from == *f)
                    {
                        push(&mut out, board.side_name(*to));
                    }
                }
            }
            _ => {}
        }
        out
    }
}
