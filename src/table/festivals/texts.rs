//! The Festivals in words: what the game waits for, the status, a player's hand, and the
//! notices of a new round. From the public view, except a player's own hand and plan.

use super::Festivals;
use crate::games::festivals::{
    Action, Board, Colour, Event, EventKind, Game, PhaseView, Prompt, PublicView, Tickets, TieKind,
};
use crate::games::{Rules, Seat};
use crate::store::GameRecord;
use crate::table::command::mention_channel;
use crate::table::game::Texts;
use crate::table::seats::{mention, mentions, seated_list};

pub fn plan_notice(record: &GameRecord, game: &Game, seat: Seat) -> String {
    let view = game.seat_view(seat);
    let festival = view
        .public
        .active
        .as_ref()
        .map(|f| {
            format!(
                "{} on {} ({})",
                f.name,
                game.board().islands[f.island].name,
                points_text(&f.points)
            )
        })
        .unwrap_or_default();
    format!(
        "Round {} at {}: the festival is {festival}. You hold {} and stand on {}. Plan in secret with `/festivals plan tickets:\"yellow blue\"` (here, or in the channel where only you see the answer), or `tickets:none` to rest.",
        view.public.round,
        mention_channel(record.channel_id),
        view.hand,
        game.board().islands[view.public.players[seat].island].name,
    )
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

/// What the game waits for, with the command to answer it.
pub fn what_next(record: &GameRecord, game: &Game, prompt: &Prompt) -> String {
    let names = mentions(record);
    let board = game.board();
    let list = |seats: &[Seat]| {
        seats
            .iter()
            .map(|&s| names[s].clone())
            .collect::<Vec<_>>()
            .join(", ")
    };
    match prompt {
        Prompt::Plan { waiting } => format!(
            "Phase 1, planning: waiting for {}. Plan in secret with `/festivals plan tickets:\"…\"` in a DM with the bot (or here: only you see the answer).",
            list(waiting)
        ),
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
                "{} moves, with {remaining} still to place: `/festivals move to:<island> ticket:<colour>`. Possible now: {}.",
                names[*seat],
                options.join(", ")
            )
        }
        Prompt::Order { seat, tied, why } => {
            let what = match why {
                TieKind::Movers => "showed the same number of tickets",
                TieKind::Resters => "rest on the same island",
            };
            let example: Vec<String> = tied.iter().map(|&s| names[s].clone()).collect();
            format!(
                "{} holds the airplane: {} {what}. Choose their order, first to last: `/festivals order players:\"{}\"`.",
                names[*seat],
                list(tied),
                example.join(" ")
            )
        }
        Prompt::Rest { seat } => {
            let view = game.public_view();
            let island = &view.islands[view.players[*seat].island];
            let mut pool_take = Tickets::NONE;
            for c in Colour::ALL {
                *pool_take.get_mut(c) = island.depicted.get(c).min(view.pool.get(c));
            }
            let centre = if island.centre.is_empty() {
                "the centre is empty".to_string()
            } else {
                format!("`from:island` takes the centre's {}", island.centre)
            };
            format!(
                "{} rests on {}: {centre}; `from:pool` takes {}; or `from:nothing`. Use `/festivals rest from:…`.",
                names[*seat], island.name, pool_take
            )
        }
        Prompt::Discard {
            seat,
            island,
            surplus,
        } => {
            let view = game.public_view();
            let isl = &view.islands[*island];
            format!(
                "{} holds the airplane: {} keeps {} tickets but holds {} ({}). Return {surplus} to the pool with `/festivals discard island:{} tickets:\"…\"`.",
                names[*seat],
                isl.name,
                isl.depicted.total(),
                isl.centre.total(),
                isl.centre,
                isl.name
            )
        }
        Prompt::Typhoon { seat } => {
            let view = game.public_view();
            let now: Vec<String> = view.typhoons.iter().map(|s| board.side_name(*s)).collect();
            format!(
                "{} has the lowest score and may move a typhoon (now on {}): `/festivals typhoon from:A|B to:C|D`, or `/festivals typhoon` to leave them.",
                names[*seat],
                now.join(", ")
            )
        }
        Prompt::PickTyphoonMover { seat, tied } => format!(
            "{} holds the airplane: {} tie for the lowest score. Pick who may move a typhoon: `/festivals pick player:@name`.",
            names[*seat],
            list(tied)
        ),
        Prompt::Over { winners } => {
            let view = game.public_view();
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
    fn intro(record: &GameRecord, game: &Game) -> String {
        format!(
            "The Festivals begins! Seats in order: {}. {} holds the airplane.",
            seated_list(record),
            mention(record, game.public_view().airplane)
        )
    }

    fn describe(game: &Game, event: &Event, name: &dyn Fn(Seat) -> String) -> String {
        event.text(game.board(), name)
    }

    fn prompt_text(record: &GameRecord, game: &Game) -> String {
        what_next(record, game, &game.prompt())
    }

    /// One short line for pictures and `/game board`.
    /// One line for `/game board`: who must act now, with mentions.
    fn status_line(record: &GameRecord, game: &Game) -> String {
        let mentions = mentions(record);
        let names: Vec<&str> = mentions.iter().map(String::as_str).collect();
        let view = game.public_view();
        format!(
            "Round {}. {}.",
            view.round,
            short_prompt(game.board(), &view, &names)
        )
    }

    fn status_text(record: &GameRecord, game: &Game) -> String {
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
            "The Festivals at {}, round {} — festival: {}; next: {} ({} cards left). First to {} points ends the game.",
            mention_channel(record.channel_id),
            view.round,
            festival(&view.active),
            festival(&view.next),
            view.deck_left,
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

    fn hand_text(record: &GameRecord, game: &Game, seat: Seat) -> String {
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
        format!(
            "At {}: you hold {} ({}) and stand on {}.{plan}\n{}",
            mention_channel(record.channel_id),
            view.hand,
            count(view.hand.total(), "ticket"),
            game.board().islands[view.public.players[seat].island].name,
            what_next(record, game, &view.public.prompt)
        )
    }

    /// When a round's planning begins, each player who must plan is told privately.
    fn notices(
        record: &GameRecord,
        game: &Game,
        events: &[Event],
        started: bool,
    ) -> Vec<(Seat, String)> {
        let new_round = started
            || events
                .iter()
                .any(|e| matches!(e.kind, EventKind::RoundStarted { .. }));
        match game.prompt() {
            Prompt::Plan { waiting } if new_round => waiting
                .iter()
                .map(|&s| (s, plan_notice(record, game, s)))
                .collect(),
            _ => Vec::new(),
        }
    }
}
