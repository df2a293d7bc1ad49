//! Events as sentences for a chat channel, in the reader's language (assets/locales/<lang>/
//! festivals.ftl). Public events only ever describe what the whole table may know; private ones
//! (Dealt, PlanRecorded) speak to "you".

use super::{Board, Colour, Event, EventKind, FestivalId, RestSource, Side, Tickets, TieKind};
use crate::games::Seat;
use crate::lang::{Arg, Lang};
use crate::msg;

/// "1st", "2nd", "3rd", "4th" ("ke-1" in Indonesian).
pub(crate) fn ordinal(place: u8, lang: Lang) -> String {
    msg!("festivals-ordinal", place = place).render(lang)
}

/// "4/2/1"; a dash where a place pays nothing.
pub fn points_text(points: &[Option<u8>; 3]) -> String {
    points
        .iter()
        .map(|p| p.map_or("–".to_string(), |p| p.to_string()))
        .collect::<Vec<_>>()
        .join("/")
}

/// "Erau on Kalimantan (5/3/1)"; a dash where a place pays nothing.
pub fn festival_text(board: &Board, id: FestivalId, lang: Lang) -> String {
    let f = &board.festivals[id];
    msg!(
        "festivals-festival",
        name = &f.name,
        island = &board.islands[f.island].name,
        points = points_text(&f.points)
    )
    .render(lang)
}

impl Colour {
    /// The colour's name in `lang`: "yellow", "kuning".
    pub fn word(self, lang: Lang) -> String {
        match self {
            Colour::Yellow => msg!("festivals-yellow"),
            Colour::Black => msg!("festivals-black"),
            Colour::Blue => msg!("festivals-blue"),
        }
        .render(lang)
    }
}

impl Tickets {
    /// "yellow, 2 blue" or "no tickets", in `lang` (the English is the `Display`).
    pub fn text(&self, lang: Lang) -> String {
        if self.is_empty() {
            return msg!("festivals-no-tickets").render(lang);
        }
        let parts: Vec<String> = self
            .colours()
            .map(|c| match self.get(c) {
                1 => c.word(lang),
                n => format!("{n} {}", c.word(lang)),
            })
            .collect();
        parts.join(", ")
    }
}

impl Tickets {
    /// The tickets as an argument of a message, told in its reader's language: "yellow, 2
    /// blue", "no tickets" (an engine's refusal does not know who reads it).
    pub fn said(&self) -> Arg {
        if self.is_empty() {
            return msg!("festivals-no-tickets").into();
        }
        Arg::Commas(
            self.colours()
                .map(|c| match self.get(c) {
                    1 => c.said(),
                    n => msg!("festivals-colour-count", count = n, colour = c.said()).into(),
                })
                .collect(),
        )
    }
}

impl Colour {
    /// The colour as an argument of a message, in its reader's language.
    pub fn said(self) -> Arg {
        match self {
            Colour::Yellow => msg!("festivals-yellow"),
            Colour::Black => msg!("festivals-black"),
            Colour::Blue => msg!("festivals-blue"),
        }
        .into()
    }
}

/// "alice, then bob, then carol".
fn then_list(names: &[String], lang: Lang) -> String {
    let mut names = names.iter();
    let first = names.next().cloned().unwrap_or_default();
    names.fold(first, |list, next| {
        msg!("festivals-then", first = list, next = next).render(lang)
    })
}

impl Event {
    /// One sentence for this event in `lang`, naming seats with `name`.
    pub fn text(&self, board: &Board, name: &dyn Fn(Seat) -> String, lang: Lang) -> String {
        let say = Say { board, name, lang };
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

/// Writes events as sentences: the board, how players are named, and the language.
struct Say<'a> {
    board: &'a Board,
    name: &'a dyn Fn(Seat) -> String,
    lang: Lang,
}

impl Say<'_> {
    /// Phase 1: the deal, a new round, plans and their reveal.
    fn planning(&self, kind: &EventKind) -> String {
        let board = self.board;
        let name = self.name;
        let lang = self.lang;
        let message = match kind {
            EventKind::Dealt { hand, .. } => msg!("festivals-dealt", hand = hand.text(lang)),
            EventKind::RoundStarted {
                round,
                active,
                next,
            } => {
                let next = match next {
                    Some(f) => {
                        let f = &board.festivals[*f];
                        msg!(
                            "festivals-next",
                            festival = &f.name,
                            island = &board.islands[f.island].name
                        )
                    }
                    None => msg!("festivals-last"),
                };
                msg!(
                    "festivals-round-started",
                    round = *round,
                    festival = festival_text(board, *active, lang),
                    next = next
                )
            }
            EventKind::Planned { seat } => msg!("festivals-planned", who = name(*seat)),
            EventKind::PlanRecorded { tickets, .. } if tickets.is_empty() => {
                msg!("festivals-plan-rest")
            }
            EventKind::PlanRecorded { tickets, .. } => {
                msg!("festivals-plan-recorded", tickets = tickets.text(lang))
            }
            EventKind::PlansRevealed { shown } => {
                // Those who show nothing together, last: the tickets shown are the news.
                let mut parts: Vec<String> = shown
                    .iter()
                    .enumerate()
                    .filter(|(_, t)| !t.is_empty())
                    .map(|(s, t)| {
                        msg!("festivals-shows", who = name(s), tickets = t.text(lang)).render(lang)
                    })
                    .collect();
                let resting: Vec<String> = (0..shown.len())
                    .filter(|&s| shown[s].is_empty())
                    .map(name)
                    .collect();
                if parts.is_empty() {
                    return msg!("festivals-revealed-none").render(lang);
                }
                if !resting.is_empty() {
                    let nothing = msg!(
                        "festivals-shows-nothing",
                        who = Arg::and_list(&resting),
                        count = resting.len()
                    );
                    parts.push(nothing.render(lang));
                }
                msg!("festivals-revealed", parts = parts.join("; "))
            }
            // The kinds of the other sections.
            _ => return String::new(),
        };
        message.render(lang)
    }

    /// Phase 2: ties settled, steps, blocked movers, festival places, rests.
    fn moving(&self, kind: &EventKind) -> String {
        let board = self.board;
        let name = self.name;
        let lang = self.lang;
        let island = |i: usize| board.islands[i].name.as_str();
        let message = match kind {
            EventKind::Ordered { by, seats, why } => {
                let order: Vec<String> = seats.iter().map(|&s| name(s)).collect();
                let what = match why {
                    TieKind::Movers => "move",
                    TieKind::Resters => "rest",
                };
                msg!(
                    "festivals-ordered",
                    by = name(*by),
                    what = what,
                    order = then_list(&order, lang)
                )
            }
            EventKind::Moved {
                seat,
                from,
                to,
                ticket,
            } => msg!(
                "festivals-moved",
                who = name(*seat),
                from = island(*from),
                to = island(*to),
                ticket = ticket.word(lang)
            ),
            EventKind::Blocked {
                seat,
                island: at,
                lost,
            } => msg!(
                "festivals-blocked",
                who = name(*seat),
                island = island(*at),
                lost = lost.text(lang),
                count = lost.total()
            ),
            EventKind::MoveEnded { seat, island: at } => {
                msg!(
                    "festivals-move-ended",
                    who = name(*seat),
                    island = island(*at)
                )
            }
            EventKind::Scored {
                seat,
                festival,
                place,
                points,
            } => msg!(
                "festivals-scored",
                who = name(*seat),
                points = *points,
                place = ordinal(*place, lang),
                festival = &board.festivals[*festival].name
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
                    RestSource::Island => msg!(
                        "festivals-rested-island",
                        who = who,
                        island = at,
                        took = took.text(lang)
                    ),
                    RestSource::Pool if took.is_empty() => {
                        msg!("festivals-rested-pool-empty", who = who, island = at)
                    }
                    RestSource::Pool => msg!(
                        "festivals-rested-pool",
                        who = who,
                        island = at,
                        took = took.text(lang)
                    ),
                    RestSource::Nothing => {
                        msg!("festivals-rested-nothing", who = who, island = at)
                    }
                }
            }
            // The kinds of the other sections.
            _ => return String::new(),
        };
        message.render(lang)
    }

    /// Phase 3 and the end of the game: surplus tickets, typhoons, the airplane.
    fn refresh(&self, kind: &EventKind) -> String {
        let board = self.board;
        let name = self.name;
        let lang = self.lang;
        let island = |i: usize| board.islands[i].name.as_str();
        let side = |s: Side| board.side_name(s);
        let message = match kind {
            EventKind::TicketsToCentres => msg!("festivals-to-centres"),
            EventKind::Discarded {
                island: at,
                tickets,
                by,
            } => {
                let limit = board.islands[*at].depicted.total();
                match by {
                    Some(s) => msg!(
                        "festivals-returned",
                        by = name(*s),
                        tickets = tickets.text(lang),
                        island = island(*at),
                        limit = limit
                    ),
                    None => msg!(
                        "festivals-kept",
                        island = island(*at),
                        limit = limit,
                        tickets = tickets.text(lang),
                        count = tickets.total()
                    ),
                }
            }
            EventKind::TyphoonMoverPicked { by, seat } => {
                msg!("festivals-mover-picked", by = name(*by), who = name(*seat))
            }
            EventKind::TyphoonMoved {
                seat,
                shift: Some((from, to)),
            } => msg!(
                "festivals-typhoon-moved",
                who = name(*seat),
                from = side(*from),
                to = side(*to)
            ),
            EventKind::TyphoonMoved { seat, shift: None } => {
                msg!("festivals-typhoons-left", who = name(*seat))
            }
            EventKind::AirplanePassed { seat } => {
                msg!("festivals-airplane-passed", who = name(*seat))
            }
            EventKind::GameOver { scores, winners } => {
                let table: Vec<String> = scores
                    .iter()
                    .enumerate()
                    .map(|(s, p)| format!("{} {p}", name(s)))
                    .collect();
                let names: Vec<String> = winners.iter().map(|&s| name(s)).collect();
                let outcome = match names.as_slice() {
                    [one] => msg!("festivals-wins", who = one),
                    _ => msg!("festivals-share", who = Arg::and_list(&names)),
                };
                msg!(
                    "festivals-game-over",
                    scores = table.join(", "),
                    outcome = outcome
                )
            }
            // The kinds of the other sections.
            _ => return String::new(),
        };
        message.render(lang)
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
    fn an_indonesian_table_reads_indonesian() {
        let b = super::super::Board::standard();
        let isl = |n: &str| b.island_named(n).unwrap();
        let say_id = |kind| {
            Event {
                audience: Audience::Public,
                kind,
            }
            .text(&b, &|s| ["alice", "bob", "carol"][s].to_string(), Lang::Id)
        };
        assert_eq!(
            say_id(EventKind::Moved {
                seat: 0,
                from: isl("Jawa"),
                to: isl("Kalimantan"),
                ticket: Colour::Yellow
            }),
            "alice bergerak Jawa → Kalimantan (kuning)."
        );
        assert_eq!(
            say_id(EventKind::PlansRevealed {
                shown: vec![Tickets::NONE, Tickets::new(0, 2, 1), Tickets::NONE]
            }),
            "Rencana dibuka: bob menunjukkan 2 hitam, biru; alice dan carol tidak menunjukkan tiket."
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
