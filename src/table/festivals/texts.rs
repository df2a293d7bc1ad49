//! The Festivals in words: what the game waits for, the status, a player's hand, and the
//! notices of a new round, in the language the table gives (assets/locales/<lang>/
//! festivals.ftl). From the public view, except a player's own hand and plan.

use super::Festivals;
use super::commands::ticket_words;
use crate::games::festivals::{
    Action, Board, Colour, Event, EventKind, FestivalView, Game, PhaseView, Prompt, PublicView,
    Tickets, TieKind, festival_text,
};
use crate::games::{Rules, Seat};
use crate::lang::{Arg, Lang, Msg};
use crate::msg;
use crate::store::GameRecord;
use crate::table::command::Command;
use crate::table::command::mention_channel;
use crate::table::game::Commands;
use crate::table::game::{Report, Texts};
use crate::table::seats::{mention, mentions, seated_list};

/// "Erau on Kalimantan (5/3/1)".
fn festival_words(board: &Board, f: &FestivalView, lang: Lang) -> String {
    festival_text(board, f.id, lang)
}

/// A player's private word at the start of a round: the festival, their tickets, and how to
/// plan, with an example from their own hand; or, holding no tickets, why they are not asked.
pub fn plan_notice(record: &GameRecord, game: &Game, seat: Seat, lang: Lang) -> String {
    let view = game.seat_view(seat);
    let board = game.board();
    let festival = view
        .public
        .active
        .as_ref()
        .map(|f| festival_words(board, f, lang))
        .unwrap_or_default();
    let island = &board.islands[view.public.players[seat].island].name;
    let round = view.public.round;
    let channel = mention_channel(record.channel_id);
    if view.hand.is_empty() {
        return msg!(
            "festivals-notice-empty",
            round = round,
            channel = channel,
            festival = festival,
            island = island
        )
        .render(lang);
    }
    msg!(
        "festivals-notice",
        round = round,
        channel = channel,
        festival = festival,
        island = island,
        hand = view.hand.text(lang),
        example = plan_example(&view.hand)
    )
    .render(lang)
}

/// The example plan as typed, from the player's own tickets: the round's notice and `/game hand`
/// both show it, so the two never disagree.
fn plan_example(hand: &Tickets) -> Arg {
    let tickets = format!("\"{}\"", ticket_words(&example_plan(hand)));
    Arg::command_with(&["festivals", "plan"], &[("tickets", &tickets)])
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

pub fn points_text(points: &[Option<u8>; 3]) -> String {
    crate::games::festivals::points_text(points)
}

/// What the game waits for, in the channel's words: who acts and the numbers they need; the
/// buttons carry the commands.
pub fn what_next(record: &GameRecord, game: &Game, prompt: &Prompt, lang: Lang) -> String {
    let names = mentions(record);
    let board = game.board();
    let view = game.public_view();
    let list = |seats: &[Seat]| {
        let named: Vec<String> = seats.iter().map(|&s| names[s].clone()).collect();
        Arg::and_list(&named)
    };
    let message = match prompt {
        Prompt::Plan { waiting } => {
            let empty: Vec<Seat> = view
                .players
                .iter()
                .filter(|p| p.hand_size == 0)
                .map(|p| p.seat)
                .collect();
            let waiting = msg!("festivals-waiting-plans", waiting = list(waiting)).render(lang);
            if empty.is_empty() {
                return waiting;
            }
            let resting = msg!(
                "festivals-holds-none",
                who = list(&empty),
                count = empty.len()
            );
            return format!("{waiting} {}", resting.render(lang));
        }
        Prompt::Move { seat, remaining } => {
            // "Kalimantan (yellow, blue)": each reachable island with the colours that fit.
            let mut reachable: Vec<(usize, Vec<String>)> = Vec::new();
            for action in game.legal(*seat) {
                if let Action::Move { to, ticket } = action {
                    match reachable.iter_mut().find(|(island, _)| *island == to) {
                        Some((_, colours)) => colours.push(ticket.word(lang)),
                        None => reachable.push((to, vec![ticket.word(lang)])),
                    }
                }
            }
            let options: Vec<String> = reachable
                .iter()
                .map(|(island, colours)| {
                    format!("{} ({})", board.islands[*island].name, colours.join(", "))
                })
                .collect();
            msg!(
                "festivals-prompt-move",
                who = &names[*seat],
                remaining = remaining.text(lang),
                options = options.join(", ")
            )
        }
        Prompt::Order { seat, tied, why } => msg!(
            "festivals-prompt-order",
            who = &names[*seat],
            tied = list(tied),
            why = match why {
                TieKind::Movers => "move",
                TieKind::Resters => "rest",
            }
        ),
        Prompt::Rest { seat } => {
            let island = &view.islands[view.players[*seat].island];
            let mut pool_take = Tickets::NONE;
            for c in Colour::ALL {
                *pool_take.get_mut(c) = island.depicted.get(c).min(view.pool.get(c));
            }
            let centre = if island.centre.is_empty() {
                msg!("festivals-centre-empty")
            } else {
                msg!("festivals-centre-gives", tickets = island.centre.text(lang))
            };
            let pool = if pool_take.is_empty() {
                msg!("festivals-nothing").render(lang)
            } else {
                pool_take.text(lang)
            };
            msg!(
                "festivals-prompt-rest",
                who = &names[*seat],
                island = &island.name,
                centre = centre,
                pool = pool
            )
        }
        Prompt::Discard {
            seat,
            island,
            surplus,
        } => {
            let isl = &view.islands[*island];
            msg!(
                "festivals-prompt-discard",
                who = &names[*seat],
                surplus = *surplus,
                island = &isl.name,
                centre = isl.centre.text(lang),
                keeps = isl.depicted.total()
            )
        }
        Prompt::Typhoon { seat } => {
            let now: Vec<String> = view.typhoons.iter().map(|s| board.side_name(*s)).collect();
            msg!(
                "festivals-prompt-typhoon",
                who = &names[*seat],
                sides = now.join(", ")
            )
        }
        Prompt::PickTyphoonMover { seat, tied } => msg!(
            "festivals-prompt-pick",
            who = &names[*seat],
            tied = list(tied)
        ),
        Prompt::Over { winners } => {
            let best = winners.first().map(|&w| view.players[w].score).unwrap_or(0);
            match winners.as_slice() {
                [one] => msg!("festivals-over-wins", who = &names[*one], points = best),
                _ => msg!("festivals-over-share", who = list(winners), points = best),
            }
        }
    };
    message.render(lang)
}

/// For the awaited `seat` alone: the command of its move, with an example from its own position
/// (a plan from its own tickets, as its round's notice shows; else the first of its legal
/// actions, as typed).
pub fn how_to(record: &GameRecord, game: &Game, seat: Seat, lang: Lang) -> Option<String> {
    let legal = game.legal(seat);
    let hand = game.seat_view(seat).hand;
    let example = match legal.first()? {
        Action::Plan { .. } if !hand.is_empty() => plan_example(&hand),
        first => typed(&Festivals::command_for(record, game, seat, first)),
    };
    let usage: Msg = match legal.first()? {
        Action::Plan { .. } => msg!("festivals-usage-plan"),
        Action::Move { .. } => msg!("festivals-usage-move"),
        Action::Order { .. } => msg!("festivals-usage-order"),
        Action::Rest { .. } => msg!("festivals-usage-rest"),
        Action::Discard { .. } => msg!("festivals-usage-discard"),
        Action::Typhoon { .. } => msg!("festivals-usage-typhoon"),
        Action::PickTyphoonMover { .. } => msg!("festivals-usage-pick"),
    };
    Some(msg!("festivals-how-to", usage = usage, example = example).render(lang))
}

/// A command as a player types it, in the reader's names: `/festivals move to:Bali ticket:black`.
fn typed(command: &Command) -> Arg {
    command.typed_without(|_, _| false)
}

/// The picture's and `/game board`'s short line: who acts now.
pub fn short_prompt(board: &Board, view: &PublicView, names: &[&str], lang: Lang) -> String {
    let list = |seats: &[Seat]| {
        seats
            .iter()
            .map(|&s| names[s])
            .collect::<Vec<_>>()
            .join(", ")
    };
    let message = match &view.prompt {
        Prompt::Plan { waiting } => msg!("festivals-short-plan", waiting = list(waiting)),
        Prompt::Move { seat, remaining } => msg!(
            "festivals-short-move",
            who = names[*seat],
            remaining = remaining.text(lang)
        ),
        Prompt::Order { seat, tied, .. } => {
            msg!(
                "festivals-short-order",
                who = names[*seat],
                tied = list(tied)
            )
        }
        Prompt::Rest { seat } => msg!("festivals-short-rest", who = names[*seat]),
        Prompt::Discard { seat, island, .. } => msg!(
            "festivals-short-discard",
            who = names[*seat],
            island = &board.islands[*island].name
        ),
        Prompt::Typhoon { seat } => msg!("festivals-short-typhoon", who = names[*seat]),
        Prompt::PickTyphoonMover { seat, .. } => {
            msg!("festivals-short-pick", who = names[*seat])
        }
        Prompt::Over { winners } => msg!("festivals-short-over", winners = list(winners)),
    };
    message.render(lang)
}

impl Texts for Festivals {
    fn intro(record: &GameRecord, game: &Game, lang: Lang) -> String {
        msg!(
            "festivals-intro",
            seats = seated_list(record),
            who = mention(record, game.public_view().airplane)
        )
        .render(lang)
    }

    fn describe(game: &Game, event: &Event, name: &dyn Fn(Seat) -> String, lang: Lang) -> String {
        event.text(game.board(), name, lang)
    }

    /// A route in one line, "@carol moves Jawa → Sumatera (blue) → Bali (black).", whether
    /// typed as one command or the last step of several, without "@carol ends the move on
    /// Bali." after it; `/game log` keeps a line an event.
    fn report(game: &Game, events: &[&Event], name: &dyn Fn(Seat) -> String, lang: Lang) -> Report {
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
                    last.push_str(&format!(
                        " → {} ({}).",
                        board.islands[*to].name,
                        ticket.word(lang)
                    ));
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
        what_next(record, game, &game.prompt(), lang)
    }

    /// One line for `/game board`: who must act now, with mentions.
    fn status_line(record: &GameRecord, game: &Game, lang: Lang) -> String {
        let mentions = mentions(record);
        let names: Vec<&str> = mentions.iter().map(String::as_str).collect();
        let view = game.public_view();
        msg!(
            "festivals-status-line",
            round = view.round,
            prompt = short_prompt(game.board(), &view, &names, lang)
        )
        .render(lang)
    }

    fn status_text(record: &GameRecord, game: &Game, lang: Lang) -> String {
        let view = game.public_view();
        let names = mentions(record);
        let board = game.board();
        let festival = |f: &Option<FestivalView>| match f {
            Some(f) => festival_words(board, f, lang),
            None => msg!("festivals-none").render(lang),
        };
        let mut lines = vec![
            msg!(
                "festivals-status-head",
                channel = mention_channel(record.channel_id),
                round = view.round,
                festival = festival(&view.active),
                next = festival(&view.next),
                left = view.deck_left,
                target = view.target
            )
            .render(lang),
        ];
        for p in &view.players {
            let airplane = if p.seat == view.airplane { "yes" } else { "no" };
            lines.push(
                msg!(
                    "festivals-status-player",
                    who = &names[p.seat],
                    score = p.score,
                    tickets = p.hand_size,
                    island = &board.islands[p.island].name,
                    airplane = airplane
                )
                .render(lang),
            );
        }
        lines.push(msg!("festivals-status-pool", pool = view.pool.text(lang)).render(lang));
        lines.push(what_next(record, game, &view.prompt, lang));
        lines.join("\n")
    }

    fn hand_text(record: &GameRecord, game: &Game, seat: Seat, lang: Lang) -> String {
        let view = game.seat_view(seat);
        let plan = match (&view.public.phase, view.plan) {
            (PhaseView::Planning, Some(p)) => {
                format!(
                    " {}",
                    msg!("festivals-hand-plan", plan = p.text(lang)).render(lang)
                )
            }
            (PhaseView::Planning, None) if !view.hand.is_empty() => {
                format!(" {}", msg!("festivals-hand-unplanned").render(lang))
            }
            _ => String::new(),
        };
        let how = how_to(record, game, seat, lang)
            .map(|how| format!("\n{how}"))
            .unwrap_or_default();
        let holds = msg!(
            "festivals-hand",
            channel = mention_channel(record.channel_id),
            hand = view.hand.text(lang),
            count = view.hand.total(),
            island = &game.board().islands[view.public.players[seat].island].name
        );
        format!(
            "{}{plan}\n{}{how}",
            holds.render(lang),
            what_next(record, game, &view.public.prompt, lang)
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
                .map(|s| (s, plan_notice(record, game, s, lang)))
                .collect(),
            _ => Vec::new(),
        }
    }
}
