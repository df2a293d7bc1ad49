//! Events as sentences for a chat channel. Public events only ever describe what the whole
//! table may know; private ones (Dealt, PlanRecorded) speak to "you".

use super::{Board, Event, EventKind, FestivalId, RestSource, Side, Tickets, TieKind};
use crate::games::{Seat, and_list};
use crate::lang::Lang;

/// "1st", "2nd", "3rd", "4th".
pub(crate) fn ordinal(place: u8) -> String {
    let suffix = match place {
        1 => "st",
        2 => "nd",
        3 => "rd",
        _ => "th",
    };
    format!("{place}{suffix}")
}

/// "Erau on Kalimantan (5/3/1)"; a dash where a place pays nothing.
pub(crate) fn festival_text(board: &Board, id: FestivalId) -> String {
    let f = &board.festivals[id];
    let points: Vec<String> = f
        .points
        .iter()
        .map(|p| p.map_or("–".to_string(), |p| p.to_string()))
        .collect();
    format!(
        "{} on {} ({})",
        f.name,
        board.islands[f.island].name,
        points.join("/")
    )
}

fn shows(t: &Tickets) -> String {
    if t.is_empty() {
        "nothing".to_string()
    } else {
        t.to_string()
    }
}

impl Event {
    /// One English sentence for this event, naming seats with `name`.
    pub fn text(&self, board: &Board, name: &dyn Fn(Seat) -> String, lang: Lang) -> String {
        let say = Say { board, name };
        match &self.kind {
            kind @ (EventKind::Dealt { .. }
            | EventKind::RoundStarted { .. }
            | EventKind::Planned { .. }
            | EventKind::PlanRecorded { .. }
            | EventKind::PlansRevealed { .. }) => say.planning(kind),
            kind @ (EventKind::Ordered { .. }
            | EventKind::Moved { .. }
            | EventKind::Blocked { .. }
            | EventKind::MoveEnded { .. }
            | EventKind::Scored { .. }
            | EventKind::Rested { .. }) => say.moving(kind),
            kind @ (EventKind::TicketsToCentres
            | EventKind::Discarded { .. }
            | EventKind::TyphoonMoverPicked { .. }
            | EventKind::TyphoonMoved { .. }
            | EventKind::AirplanePassed { .. }
            | EventKind::GameOver { .. }) => say.refresh(kind),
        }
    }
}

/// Writes events as sentences: the board, and how players are named.
struct Say<'a> {
    board: &'a Board,
    name: &'a dyn Fn(Seat) -> String,
}

impl Say<'_> {
    /// Phase 1: the deal, a new round, plans and their reveal.
    fn planning(&self, kind: &EventKind) -> String {
        let board = self.board;
        let name = self.name;
        match kind {
            EventKind::Dealt { hand, .. } => format!("Your tickets: {hand}."),
            EventKind::RoundStarted {
                round,
                active,
                next,
            } => {
                let next = match next {
                    Some(f) => {
                        let f = &board.festivals[*f];
                        format!("Next: {} on {}.", f.name, board.islands[f.island].name)
                    }
                    None => "This is the last festival.".to_string(),
                };
                format!("Round {round}: {}. {next}", festival_text(board, *active))
            }
            EventKind::Planned { seat } => format!("{} has planned.", name(*seat)),
            EventKind::PlanRecorded { tickets, .. } if tickets.is_empty() => {
                "Your plan: show nothing and rest. You may change it until everyone has planned."
                    .to_string()
            }
            EventKind::PlanRecorded { tickets, .. } => {
                format!("Your plan: show {tickets}. You may change it until everyone has planned.")
            }
            EventKind::PlansRevealed { shown } => {
                // Those who show nothing together, last: the tickets shown are the news.
                let mut parts: Vec<String> = shown
                    .iter()
                    .enumerate()
                    .filter(|(_, t)| !t.is_empty())
                    .map(|(s, t)| format!("{} shows {}", name(s), shows(t)))
                    .collect();
                let resting: Vec<String> = (0..shown.len())
                    .filter(|&s| shown[s].is_empty())
                    .map(name)
                    .collect();
                match (parts.is_empty(), resting.len()) {
                    (true, _) => return "Plans revealed: nobody shows a ticket.".to_string(),
                    (false, 0) => {}
                    (false, 1) => parts.push(format!("{} shows nothing", resting[0])),
                    (false, _) => parts.push(format!("{} show nothing", and_list(&resting))),
                }
                format!("Plans revealed: {}.", parts.join("; "))
            }
            // The kinds of the other sections.
            _ => String::new(),
        }
    }

    /// Phase 2: ties settled, steps, blocked movers, festival places, rests.
    fn moving(&self, kind: &EventKind) -> String {
        let board = self.board;
        let name = self.name;
        let island = |i: usize| board.islands[i].name.as_str();
        match kind {
            EventKind::Ordered { by, seats, why } => {
                let order: Vec<String> = seats.iter().map(|&s| name(s)).collect();
                let what = match why {
                    TieKind::Movers => "move",
                    TieKind::Resters => "rest",
                };
                format!(
                    "{} (airplane) sets the order to {what}: {}.",
                    name(*by),
                    order.join(", then ")
                )
            }
            EventKind::Moved {
                seat,
                from,
                to,
                ticket,
            } => {
                format!(
                    "{} moves {} → {} ({ticket}).",
                    name(*seat),
                    island(*from),
                    island(*to)
                )
            }
            EventKind::Blocked {
                seat,
                island: at,
                lost,
            } => format!(
                "{} is blocked on {}: no free space fits, so {lost} go{} to its centre.",
                name(*seat),
                island(*at),
                if lost.total() == 1 { "es" } else { "" },
            ),
            EventKind::MoveEnded { seat, island: at } => {
                format!("{} ends the move on {}.", name(*seat), island(*at))
            }
            EventKind::Scored {
                seat,
                festival,
                place,
                points,
            } => format!(
                "{} scores {points} point{} ({} at {}).",
                name(*seat),
                if *points == 1 { "" } else { "s" },
                ordinal(*place),
                board.festivals[*festival].name
            ),
            EventKind::Rested {
                seat,
                island: at,
                from,
                took,
            } => {
                let who = name(*seat);
                let at = island(*at);
                match from {
                    RestSource::Island => {
                        format!("{who} rests on {at} and takes {took} from its centre.")
                    }
                    RestSource::Pool if took.is_empty() => {
                        format!(
                            "{who} rests on {at} and takes nothing: the pool has none of its colours."
                        )
                    }
                    RestSource::Pool => {
                        format!("{who} rests on {at} and takes {took} from the pool.")
                    }
                    RestSource::Nothing => format!("{who} rests on {at} and takes nothing."),
                }
            }
            // The kinds of the other sections.
            _ => String::new(),
        }
    }

    /// Phase 3 and the end of the game: surplus tickets, typhoons, the airplane.
    fn refresh(&self, kind: &EventKind) -> String {
        let board = self.board;
        let name = self.name;
        let island = |i: usize| board.islands[i].name.as_str();
        let side = |s: Side| board.side_name(s);
        match kind {
            EventKind::TicketsToCentres => {
                "Refresh: tickets on spaces go to their islands' centres.".to_string()
            }
            EventKind::Discarded {
                island: at,
                tickets,
                by,
            } => {
                let limit = board.islands[*at].depicted.total();
                match by {
                    Some(s) => format!(
                        "{} (airplane) returns {tickets} of {} to the pool (it keeps {limit}).",
                        name(*s),
                        island(*at),
                    ),
                    None => format!(
                        "{} keeps {limit} ticket{}: {tickets} go{} back to the pool.",
                        island(*at),
                        if limit == 1 { "" } else { "s" },
                        if tickets.total() == 1 { "es" } else { "" }
                    ),
                }
            }
            EventKind::TyphoonMoverPicked { by, seat } => {
                format!(
                    "{} (airplane) picks {} to move a typhoon.",
                    name(*by),
                    name(*seat)
                )
            }
            EventKind::TyphoonMoved {
                seat,
                shift: Some((from, to)),
            } => {
                format!(
                    "{} moves a typhoon from {} to {}.",
                    name(*seat),
                    side(*from),
                    side(*to)
                )
            }
            EventKind::TyphoonMoved { seat, shift: None } => {
                format!("{} leaves the typhoons where they are.", name(*seat))
            }
            EventKind::AirplanePassed { seat } => {
                format!("The airplane passes to {}.", name(*seat))
            }
            EventKind::GameOver { scores, winners } => {
                let table: Vec<String> = scores
                    .iter()
                    .enumerate()
                    .map(|(s, p)| format!("{} {p}", name(s)))
                    .collect();
                let names: Vec<String> = winners.iter().map(|&s| name(s)).collect();
                let outcome = if names.len() == 1 {
                    format!("{} wins!", names[0])
                } else {
                    format!("{} share the victory.", and_list(&names))
                };
                format!("Game over. Scores: {}. {outcome}", table.join(", "))
            }

            // The kinds of the other sections.
            _ => String::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::festivals::Colour;
    use crate::games::{Audience, Components};

    fn say(kind: EventKind) -> String {
        let board = super::super::Board::standard();
        let names = ["alice", "bob", "carol", "dewi"];
        Event {
            audience: Audience::Public,
            kind,
        }
        .text(&board, &|s| names[s].to_string(), Lang::En)
    }

    #[test]
    fn sentences() {
        let b = super::super::Board::standard();
        let isl = |n: &str| b.island_named(n).unwrap();
        let fest = |n: &str| b.festival_named(n).unwrap();
        assert_eq!(say(EventKind::Planned { seat: 0 }), "alice has planned.");
        assert_eq!(
            say(EventKind::PlansRevealed {
                shown: vec![Tickets::new(1, 0, 2), Tickets::NONE]
            }),
            "Plans revealed: alice shows yellow, 2 blue; bob shows nothing."
        );
        assert_eq!(
            say(EventKind::PlansRevealed {
                shown: vec![Tickets::NONE, Tickets::new(0, 1, 0), Tickets::NONE]
            }),
            "Plans revealed: bob shows black; alice and carol show nothing."
        );
        assert_eq!(
            say(EventKind::PlansRevealed {
                shown: vec![Tickets::NONE, Tickets::NONE]
            }),
            "Plans revealed: nobody shows a ticket."
        );
        assert_eq!(
            say(EventKind::Moved {
                seat: 0,
                from: isl("Jawa"),
                to: isl("Kalimantan"),
                ticket: Colour::Yellow
            }),
            "alice moves Jawa → Kalimantan (yellow)."
        );
        assert_eq!(
            say(EventKind::Scored {
                seat: 0,
                festival: fest("Galungan"),
                place: 1,
                points: 4
            }),
            "alice scores 4 points (1st at Galungan)."
        );
        assert_eq!(
            say(EventKind::RoundStarted {
                round: 3,
                active: fest("Erau"),
                next: Some(fest("Pasola"))
            }),
            "Round 3: Erau on Kalimantan (5/3/1). Next: Pasola on Nusa Tenggara."
        );
        assert!(
            say(EventKind::RoundStarted {
                round: 1,
                active: fest("Tabuik"),
                next: None
            })
            .contains("(4/2/–)")
        );
        assert_eq!(
            say(EventKind::GameOver {
                scores: vec![23, 23, 20],
                winners: vec![0, 1]
            }),
            "Game over. Scores: alice 23, bob 23, carol 20. alice and bob share the victory."
        );
        assert_eq!(
            say(EventKind::Blocked {
                seat: 1,
                island: isl("Bali"),
                lost: Tickets::new(1, 0, 1)
            }),
            "bob is blocked on Bali: no free space fits, so yellow, blue go to its centre."
        );
        assert_eq!(
            say(EventKind::Discarded {
                island: isl("Maluku"),
                tickets: Tickets::new(0, 1, 0),
                by: None
            }),
            "Maluku keeps 1 ticket: black goes back to the pool."
        );
    }

    #[test]
    fn private_events_speak_to_you() {
        let t = say(EventKind::PlanRecorded {
            seat: 0,
            tickets: Tickets::new(0, 2, 0),
        });
        assert!(t.starts_with("Your plan: show 2 black."), "{t}");
        assert_eq!(
            say(EventKind::Dealt {
                seat: 0,
                hand: Tickets::new(2, 1, 1)
            }),
            "Your tickets: 2 yellow, black, blue."
        );
    }
}
