//! The Festivals in words: what the game waits for, the status, a player's hand, and the
//! notices of a new round. From the public view, except a player's own hand and plan.

use super::Festivals;
use super::commands::ticket_words;
use crate::games::festivals::{
    Action, Board, Colour, Event, EventKind, Game, PhaseView, Prompt, PublicView, Tickets, TieKind,
};
use crate::games::{Rules, Seat, and_list};
use crate::lang::Lang;
use crate::msg;
use crate::store::GameRecord;
use crate::table::command::Command;
use crate::table::command::mention_channel;
use crate::table::game::Commands;
use crate::table::game::{Report, Texts};
use crate::table::seats::{mention, mentions, seated_list};

/// A player's private word at the start of a round: the festival, their tickets, and how to
/// plan, with an example from their own hand; or, holding no tickets, why they are not asked.
pub fn plan_notice(record: &GameRecord, game: &Game, seat: Seat) -> String {
    let view = game.seat_view(seat);
    let board = game.board();
    let festival = view
        .public
        .active
        .as_ref()
        .map(|f| {
            format!(
                "{} on {} ({})",
                f.name,
                board.islands[f.island].name,
                points_text(&f.points)
            )
        })
        .unwrap_or_default();
    let island = &board.islands[view.public.players[seat].island].name;
    let head = format!(
        "Round {} at {}: {festival}. You stand on {island}",
        view.public.round,
        mention_channel(record.channel_id),
    );
    if view.hand.is_empty() {
        return format!(
            "{head} and hold no tickets, so you plan nothing: you show nothing and rest this round."
        );
    }
    format!(
        "{head} and hold {}. Plan in secret: the menu below, or `{}` (or `tickets:none` to rest).",
        view.hand,
        plan_example(&view.hand)
    )
}

/// The example plan as typed, from the player's own tickets: the round's notice and `/game hand`
/// both show it, so the two never disagree.
fn plan_example(hand: &Tickets) -> String {
    format!(
        "/festivals plan tickets:\"{}\"",
        ticket_words(&example_plan(hand))
    )
}

/// A plan to show as an example: two tickets of the hand (one when it holds one).
fn example_plan(hand: &Tickets) -> Tickets {
    let mut plan = Tickets::NONE;
    for c in Colour::ALL {
        while plan.get(c) < hand.get(c) && plan.total() < 2 {
            *plan.get_mut(c) += 1;
        }
    }
    plan
}

/// "1 ticket", "3 tickets".
pub fn count(n: u32, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

pub fn points_text(points: &[Option<u8>; 3]) -> String {
    points
        .iter()
        .map(|p| p.map(|n| n.to_string()).unwrap_or_else(|| "–".into()))
        .collect::<Vec<_>>()
        .join("/")
}

/// What the game waits for, in the channel's words: who acts and the numbers they need; the
/// buttons carry the commands.
pub fn what_next(record: &GameRecord, game: &Game, prompt: &Prompt) -> String {
    let names = mentions(record);
    let board = game.board();
    let view = game.public_view();
    let list = |seats: &[Seat]| {
        let named: Vec<String> = seats.iter().map(|&s| names[s].clone()).collect();
        and_list(&named)
    };
    match prompt {
        Prompt::Plan { waiting } => {
            let empty: Vec<Seat> = view
                .players
                .iter()
                .filter(|p| p.hand_size == 0)
                .map(|p| p.seat)
                .collect();
            let resting = match empty.as_slice() {
                [] => String::new(),
                [one] => format!(" {} holds no tickets and rests.", names[*one]),
                many => format!(" {} hold no tickets and rest.", list(many)),
            };
            format!(
                "Planning in secret: waiting for {}.{resting}",
                list(waiting)
            )
        }
        Prompt::Move { seat, remaining } => {
            // "Kalimantan (yellow, blue)": each reachable island with the colours that fit.
            let mut reachable: Vec<(usize, Vec<&str>)> = Vec::new();
            for action in game.legal(*seat) {
                if let Action::Move { to, ticket } = action {
                    match reachable.iter_mut().find(|(island, _)| *island == to) {
                        Some((_, colours)) => colours.push(ticket.name()),
                        None => reachable.push((to, vec![ticket.name()])),
                    }
                }
            }
            let options: Vec<String> = reachable
                .iter()
                .map(|(island, colours)| {
                    format!("{} ({})", board.islands[*island].name, colours.join(", "))
                })
                .collect();
            format!(
                "{} moves, with {remaining} left; can reach {}.",
                names[*seat],
                options.join(", ")
            )
        }
        Prompt::Order { seat, tied, why } => {
            let what = match why {
                TieKind::Movers => "showed as many tickets",
                TieKind::Resters => "rest on one island",
            };
            format!(
                "{} (airplane) orders {}, who {what}.",
                names[*seat],
                list(tied)
            )
        }
        Prompt::Rest { seat } => {
            let island = &view.islands[view.players[*seat].island];
            let mut pool_take = Tickets::NONE;
            for c in Colour::ALL {
                *pool_take.get_mut(c) = island.depicted.get(c).min(view.pool.get(c));
            }
            let centre = if island.centre.is_empty() {
                "the centre is empty".to_string()
            } else {
                format!("the centre gives {}", island.centre)
            };
            let pool = if pool_take.is_empty() {
                "nothing".to_string()
            } else {
                pool_take.to_string()
            };
            format!(
                "{} rests on {}: {centre}, the pool {pool}.",
                names[*seat], island.name
            )
        }
        Prompt::Discard {
            seat,
            island,
            surplus,
        } => {
            let isl = &view.islands[*island];
            format!(
                "{} (airplane) returns {surplus} of {}'s {} to the pool (it keeps {}).",
                names[*seat],
                isl.name,
                isl.centre,
                isl.depicted.total(),
            )
        }
        Prompt::Typhoon { seat } => {
            let now: Vec<String> = view.typhoons.iter().map(|s| board.side_name(*s)).collect();
            format!(
                "{} (lowest score) may move a typhoon (on {}) or leave them.",
                names[*seat],
                now.join(", ")
            )
        }
        Prompt::PickTyphoonMover { seat, tied } => format!(
            "{} (airplane) picks who moves a typhoon: {} tie for the lowest score.",
            names[*seat],
            list(tied)
        ),
        Prompt::Over { winners } => {
            let best = winners.first().map(|&w| view.players[w].score).unwrap_or(0);
            if winners.len() == 1 {
                format!("Game over: {} wins with {best} points.", names[winners[0]])
            } else {
                format!(
                    "Game over: {} share the win with {best} points.",
                    list(winners)
                )
            }
        }
    }
}

/// For the awaited `seat` alone: the command of its move, with an example from its own position
/// (a plan from its own tickets, as its round's notice shows; else the first of its legal
/// actions, as typed).
pub fn how_to(record: &GameRecord, game: &Game, seat: Seat) -> Option<String> {
    let legal = game.legal(seat);
    let hand = game.seat_view(seat).hand;
    let example = match legal.first()? {
        Action::Plan { .. } if !hand.is_empty() => plan_example(&hand),
        first => typed(&Festivals::command_for(record, game, seat, first)),
    };
    let usage = match legal.first()? {
        Action::Plan { .. } => "`/festivals plan tickets:\"…\"` (or `tickets:none`)",
        Action::Move { .. } => "`/festivals move to:<island> ticket:<colour>`",
        Action::Order { .. } => "`/festivals order players:\"…\"`, every tied player first to last",
        Action::Rest { .. } => "`/festivals rest from:island|pool|nothing`",
        Action::Discard { .. } => "`/festivals discard island:<island> tickets:\"…\"`",
        Action::Typhoon { .. } => {
            "`/festivals typhoon from:<side> to:<side>` (no options: leave them)"
        }
        Action::PickTyphoonMover { .. } => "`/festivals pick player:<player>`",
    };
    Some(format!("Type {usage}, e.g. `{example}`."))
}

/// A command as a player types it: `/festivals move to:Bali ticket:black`.
fn typed(command: &Command) -> String {
    let mut line = command.name();
    for (key, value) in &command.options {
        if value.contains(' ') {
            line.push_str(&format!(" {key}:\"{value}\""));
        } else {
            line.push_str(&format!(" {key}:{value}"));
        }
    }
    line
}

pub fn short_prompt(board: &Board, view: &PublicView, names: &[&str]) -> String {
    let list = |seats: &[Seat]| {
        seats
            .iter()
            .map(|&s| names[s])
            .collect::<Vec<_>>()
            .join(", ")
    };
    match &view.prompt {
        Prompt::Plan { waiting } => format!("Planning: waiting for {}", list(waiting)),
        Prompt::Move { seat, remaining } => format!("{} moves ({} left)", names[*seat], remaining),
        Prompt::Order { seat, tied, .. } => {
            format!("{} orders the tie: {}", names[*seat], list(tied))
        }
        Prompt::Rest { seat } => format!("{} rests", names[*seat]),
        Prompt::Discard { seat, island, .. } => {
            format!(
                "{} returns surplus tickets of {}",
                names[*seat], board.islands[*island].name
            )
        }
        Prompt::Typhoon { seat } => format!("{} may move a typhoon", names[*seat]),
        Prompt::PickTyphoonMover { seat, .. } => {
            format!("{} picks the typhoon mover", names[*seat])
        }
        Prompt::Over { winners } => format!("Game over: {} won", list(winners)),
    }
}

impl Texts for Festivals {
    fn intro(record: &GameRecord, game: &Game, lang: Lang) -> String {
        format!(
            "The Festivals begins! Seats in order: {}. {} holds the airplane.",
            seated_list(record),
            mention(record, game.public_view().airplane)
        )
    }

    fn describe(
        game: &Game,
        event: &Event,
        name: &dyn Fn(Seat) -> String,
        lang: Lang,
    ) -> String {
        event.text(game.board(), name, lang)
    }

    /// A route in one line, "@carol moves Jawa → Sumatera (blue) → Bali (black).", whether
    /// typed as one command or the last step of several, without "@carol ends the move on
    /// Bali." after it; `/game log` keeps a line an event.
    fn report(
        game: &Game,
        events: &[&Event],
        name: &dyn Fn(Seat) -> String,
        lang: Lang,
    ) -> Report {
        let board = game.board();
        let mut lines: Vec<String> = Vec::new();
        // The seat of the last line when it tells a move, and where that move ended.
        let mut route = None;
        for event in events {
            if let EventKind::Moved {
                seat,
                from,
                to,
                ticket,
            } = &event.kind
            {
                let further = route == Some((*seat, *from));
                route = Some((*seat, *to));
                if further && let Some(last) = lines.last_mut() {
                    last.pop();
                    last.push_str(&format!(" → {} ({ticket}).", board.islands[*to].name));
                    continue;
                }
            } else if let EventKind::MoveEnded { seat, island } = &event.kind
                && route == Some((*seat, *island))
            {
                // The move's line says where it ends, and the tickets ran out there.
                route = None;
                continue;
            } else {
                route = None;
            }
            lines.push(Self::describe(game, event, name, lang));
        }
        let end = match game.is_over() {
            true => lines.pop().into_iter().collect(),
            false => Vec::new(),
        };
        Report { lines, end }
    }

    fn prompt_text(record: &GameRecord, game: &Game, lang: Lang) -> String {
        what_next(record, game, &game.prompt())
    }

    /// One short line for pictures and `/game board`.
    /// One line for `/game board`: who must act now, with mentions.
    fn status_line(record: &GameRecord, game: &Game, lang: Lang) -> String {
        let mentions = mentions(record);
        let names: Vec<&str> = mentions.iter().map(String::as_str).collect();
        let view = game.public_view();
        format!(
            "Round {}. {}.",
            view.round,
            short_prompt(game.board(), &view, &names)
        )
    }

    fn status_text(record: &GameRecord, game: &Game, lang: Lang) -> String {
        let view = game.public_view();
        let names = mentions(record);
        let board = game.board();
        let festival = |f: &Option<crate::games::festivals::FestivalView>| match f {
            Some(f) => format!(
                "{} on {} ({})",
                f.name,
                board.islands[f.island].name,
                points_text(&f.points)
            ),
            None => "none".to_string(),
        };
        let mut lines = vec![format!(
            "The Festivals at {}, round {} — festival: {}; next: {} ({} left). First to {} points ends the game.",
            mention_channel(record.channel_id),
            view.round,
            festival(&view.active),
            festival(&view.next),
            count(view.deck_left as u32, "card"),
            view.target
        )];
        for p in &view.players {
            let airplane = if p.seat == view.airplane {
                " ✈ airplane"
            } else {
                ""
            };
            lines.push(format!(
                "{}: {} points, {}, on {}{airplane}",
                names[p.seat],
                p.score,
                count(p.hand_size, "ticket"),
                board.islands[p.island].name
            ));
        }
        lines.push(format!("Pool: {}.", view.pool));
        lines.push(what_next(record, game, &view.prompt));
        lines.join("\n")
    }

    fn hand_text(record: &GameRecord, game: &Game, seat: Seat, lang: Lang) -> String {
        let view = game.seat_view(seat);
        let plan = match (&view.public.phase, view.plan) {
            (PhaseView::Planning, Some(p)) => {
                format!(" Your plan: {p} (you may replace it until the last plan arrives).")
            }
            (PhaseView::Planning, None) if !view.hand.is_empty() => {
                " You have not planned yet.".to_string()
            }
            _ => String::new(),
        };
        let how = how_to(record, game, seat)
            .map(|how| format!("\n{how}"))
            .unwrap_or_default();
        format!(
            "At {}: you hold {} ({}) and stand on {}.{plan}\n{}{how}",
            mention_channel(record.channel_id),
            view.hand,
            count(view.hand.total(), "ticket"),
            game.board().islands[view.public.players[seat].island].name,
            what_next(record, game, &view.public.prompt)
        )
    }

    /// When a round's planning begins, each player is told privately: how to plan, or that
    /// holding no tickets they rest.
    fn notices(
        record: &GameRecord,
        game: &Game,
        events: &[Event],
        started: bool,
        lang: Lang,
    ) -> Vec<(Seat, String)> {
        let new_round = started
            || events
                .iter()
                .any(|e| matches!(e.kind, EventKind::RoundStarted { .. }));
        // Everyone: those who plan, and those who hold no tickets and are told why they are
        // not asked.
        match game.prompt() {
            Prompt::Plan { .. } if new_round => (0..record.seats.len())
                .map(|s| (s, plan_notice(record, game, s)))
                .collect(),
            _ => Vec::new(),
        }
    }
}
