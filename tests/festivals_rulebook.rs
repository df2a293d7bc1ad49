//! The rulebook's worked examples (shared/rules/festivals.md), played from described positions.
//!
//! The rulebook's pictures are not available, so each position is one that fits the text on
//! the project's board (docs: festivals-components.md): Jawa–Kalimantan, Kalimantan–Sulawesi,
//! Sulawesi–Bali and Kalimantan–Bali are adjacent; Kalimantan has a yellow space, Sulawesi a
//! blue one, Bali a black one. Seats: 0 Red, 1 Green, 2 Blue, 3 Yellow.

use nusantara::games::festivals::*;
use nusantara::games::{Audience, Components, Described, Rules, Seat};

const RED: Seat = 0;
const GREEN: Seat = 1;
const BLUE: Seat = 2;
const YELLOW: Seat = 3;

fn start(text: &str) -> Game {
    let position = Position::from_toml(text).unwrap_or_else(|e| panic!("{e}"));
    Game::from_position(Board::standard(), &position).unwrap_or_else(|e| panic!("{e}"))
}

fn island(name: &str) -> IslandId {
    Board::standard().island_named(name).unwrap()
}

fn tickets(text: &str) -> Tickets {
    Tickets::parse(text).unwrap()
}

fn act(game: &mut Game, seat: Seat, action: Action) -> Vec<EventKind> {
    let events = game
        .apply(seat, &action)
        .unwrap_or_else(|e| panic!("{action:?}: {e}"));
    game.check_invariants().unwrap();
    events.into_iter().map(|e| e.kind).collect()
}

fn plan(game: &mut Game, seat: Seat, shown: &str) -> Vec<EventKind> {
    act(
        game,
        seat,
        Action::Plan {
            tickets: tickets(shown),
        },
    )
}

fn step(game: &mut Game, seat: Seat, to: &str, ticket: Colour) -> Vec<EventKind> {
    act(
        game,
        seat,
        Action::Move {
            to: island(to),
            ticket,
        },
    )
}

fn points(events: &[EventKind]) -> Vec<(Seat, u8, u8)> {
    events
        .iter()
        .filter_map(|e| match e {
            EventKind::Scored {
                seat,
                place,
                points,
                ..
            } => Some((*seat, *place, *points)),
            _ => None,
        })
        .collect()
}

fn mover(game: &Game) -> Option<Seat> {
    match game.prompt() {
        Prompt::Move { seat, .. } => Some(seat),
        _ => None,
    }
}

/// Movement examples 1 and 2 and scoring example 1 describe one round. Galungan (Bali, 4/2/1)
/// is active. Red shows yellow, black, blue on Jawa; Green shows two tickets from Sulawesi and
/// ends on Bali (through Kalimantan and the connector); Blue shows one on Sumatera and moves to
/// Jawa; Yellow, on Kalimantan, shows nothing.
const GALUNGAN_ROUND: &str = r#"
seed = 11
airplane = 3
active = "Galungan"
deck = ["Erau", "Pasola"]
[[player]]          # Red
island = "Jawa"
hand = "Y K B"
[[player]]          # Green
island = "Sulawesi"
hand = "B Y"
[[player]]          # Blue
island = "Sumatera"
hand = "B"
[[player]]          # Yellow
island = "Kalimantan"
hand = "K"
"#;

fn reveal_galungan_round() -> Game {
    let mut game = start(GALUNGAN_ROUND);
    plan(&mut game, RED, "Y K B");
    plan(&mut game, GREEN, "B Y");
    plan(&mut game, BLUE, "B");
    let events = plan(&mut game, YELLOW, "none");
    assert!(events.contains(&EventKind::PlansRevealed {
        shown: vec![
            tickets("Y K B"),
            tickets("B Y"),
            tickets("B"),
            Tickets::NONE
        ]
    }));
    game
}

#[test]
fn movement_example_1_most_tickets_move_first() {
    let mut game = reveal_galungan_round();
    // Red (3 tickets), Green (2), Blue (1), then Yellow (none) rests.
    assert_eq!(
        game.prompt(),
        Prompt::Move {
            seat: RED,
            remaining: tickets("Y K B")
        }
    );
    step(&mut game, RED, "Kalimantan", Colour::Yellow);
    step(&mut game, RED, "Sulawesi", Colour::Blue);
    step(&mut game, RED, "Bali", Colour::Black);
    assert_eq!(mover(&game), Some(GREEN));
    step(&mut game, GREEN, "Kalimantan", Colour::Blue);
    step(&mut game, GREEN, "Bali", Colour::Yellow);
    assert_eq!(mover(&game), Some(BLUE));
    step(&mut game, BLUE, "Jawa", Colour::Blue);
    assert_eq!(game.prompt(), Prompt::Rest { seat: YELLOW });
}

#[test]
fn movement_example_2_red_spends_every_shown_ticket_one_step_each() {
    let mut game = reveal_galungan_round();
    let (jawa, kal, sul, bali) = (
        island("Jawa"),
        island("Kalimantan"),
        island("Sulawesi"),
        island("Bali"),
    );
    let e = step(&mut game, RED, "Kalimantan", Colour::Yellow);
    assert_eq!(
        e,
        vec![EventKind::Moved {
            seat: RED,
            from: jawa,
            to: kal,
            ticket: Colour::Yellow
        }]
    );
    // Red must go on with the tickets left.
    assert_eq!(
        game.prompt(),
        Prompt::Move {
            seat: RED,
            remaining: tickets("K B")
        }
    );
    let e = step(&mut game, RED, "Sulawesi", Colour::Blue);
    assert_eq!(
        e,
        vec![EventKind::Moved {
            seat: RED,
            from: kal,
            to: sul,
            ticket: Colour::Blue
        }]
    );
    let e = step(&mut game, RED, "Bali", Colour::Black);
    assert_eq!(
        e[0],
        EventKind::Moved {
            seat: RED,
            from: sul,
            to: bali,
            ticket: Colour::Black
        }
    );
    assert_eq!(
        e[1],
        EventKind::MoveEnded {
            seat: RED,
            island: bali
        }
    );
    // The Golden Rule: the tickets stay on the spaces.
    let view = game.public_view();
    let filled = |i: IslandId, c: Colour| {
        view.islands[i]
            .spaces
            .iter()
            .any(|s| s.colour == c && s.filled)
    };
    assert!(
        filled(kal, Colour::Yellow) && filled(sul, Colour::Blue) && filled(bali, Colour::Black)
    );
}

#[test]
fn scoring_example_1_galungan_on_bali() {
    let mut game = reveal_galungan_round();
    step(&mut game, RED, "Kalimantan", Colour::Yellow);
    step(&mut game, RED, "Sulawesi", Colour::Blue);
    let e = step(&mut game, RED, "Bali", Colour::Black);
    assert_eq!(points(&e), vec![(RED, 1, 4)]);
    step(&mut game, GREEN, "Kalimantan", Colour::Blue);
    let e = step(&mut game, GREEN, "Bali", Colour::Yellow);
    assert_eq!(points(&e), vec![(GREEN, 2, 2)]);
    let e = step(&mut game, BLUE, "Jawa", Colour::Blue);
    assert_eq!(points(&e), vec![]);
    let e = act(
        &mut game,
        YELLOW,
        Action::Rest {
            from: RestSource::Pool,
        },
    );
    assert_eq!(
        points(&e),
        vec![],
        "Yellow stays on Kalimantan: the 3rd place is lost"
    );
    assert_eq!(
        game.public_view()
            .players
            .iter()
            .map(|p| p.score)
            .collect::<Vec<_>>(),
        vec![4, 2, 0, 0]
    );
    // Phase 3 replaced Galungan with Erau.
    assert_eq!(game.public_view().active.unwrap().name, "Erau");
}

/// Scoring example 2: Erau (Kalimantan, 5/3/1). Blue moves first (two tickets) and ends on
/// Kalimantan; Red and Green (one ticket each: a tie, settled by Blue, who holds the airplane,
/// as in the rulebook's airplane example) end elsewhere; Yellow rests on Kalimantan.
#[test]
fn scoring_example_2_erau_on_kalimantan() {
    let mut game = start(
        r#"
        seed = 12
        airplane = 2
        active = "Erau"
        [[player]]          # Red
        island = "Jawa"
        hand = "Y"
        [[player]]          # Green
        island = "Sulawesi"
        hand = "K"
        [[player]]          # Blue
        island = "Jawa"
        hand = "K B"
        [[player]]          # Yellow
        island = "Kalimantan"
        "#,
    );
    plan(&mut game, RED, "Y");
    plan(&mut game, GREEN, "K");
    plan(&mut game, BLUE, "K B");
    assert_eq!(mover(&game), Some(BLUE));
    step(&mut game, BLUE, "Bali", Colour::Black);
    let e = step(&mut game, BLUE, "Kalimantan", Colour::Blue);
    assert_eq!(points(&e), vec![(BLUE, 1, 5)]);
    assert_eq!(
        game.prompt(),
        Prompt::Order {
            seat: BLUE,
            tied: vec![RED, GREEN],
            why: TieKind::Movers
        }
    );
    act(
        &mut game,
        BLUE,
        Action::Order {
            seats: vec![RED, GREEN],
        },
    );
    assert_eq!(mover(&game), Some(RED));
    let e = step(&mut game, RED, "Sumatera", Colour::Yellow);
    assert_eq!(points(&e), vec![]);
    let e = step(&mut game, GREEN, "Maluku", Colour::Black);
    assert_eq!(points(&e), vec![]);
    let e = act(
        &mut game,
        YELLOW,
        Action::Rest {
            from: RestSource::Pool,
        },
    );
    assert_eq!(
        e[0],
        EventKind::Rested {
            seat: YELLOW,
            island: island("Kalimantan"),
            from: RestSource::Pool,
            took: tickets("B Y")
        }
    );
    assert_eq!(
        points(&e),
        vec![(YELLOW, 2, 3)],
        "the highest points left: 2nd place"
    );
    let scores: Vec<u32> = game.public_view().players.iter().map(|p| p.score).collect();
    assert_eq!(scores, vec![0, 0, 5, 3], "3rd place is lost");
}

/// FAQ 1: showing tickets forces a move; going back and forth is allowed.
#[test]
fn faq_1_shown_tickets_must_be_spent_back_and_forth_allowed() {
    let mut game = start(
        r#"
        seed = 13
        airplane = 0
        active = "Sekaten"
        [[player]]
        hand = "Y K"
        [[player]]
        island = "Papua"
        "#,
    );
    plan(&mut game, 0, "Y K");
    // No way to stay: only steps are legal, and a rest is refused.
    assert!(
        game.legal(0)
            .iter()
            .all(|a| matches!(a, Action::Move { .. }))
    );
    let e = game
        .apply(
            0,
            &Action::Rest {
                from: RestSource::Nothing,
            },
        )
        .unwrap_err();
    assert!(e.message.contains("It is your turn to move"), "{e}");
    step(&mut game, 0, "Kalimantan", Colour::Yellow);
    assert_eq!(
        mover(&game),
        Some(0),
        "one ticket is left, so the move goes on"
    );
    // Back to Jawa with the black ticket (the two-player Jawa tile has a black space).
    let e = step(&mut game, 0, "Jawa", Colour::Black);
    assert_eq!(
        e[1],
        EventKind::MoveEnded {
            seat: 0,
            island: island("Jawa")
        }
    );
    assert_eq!(
        points(&e),
        vec![(0, 1, 3)],
        "ending the move on Jawa scores Sekaten"
    );
}

/// FAQ 2: blocked. With no free space of a shown colour on any adjacent island, the traveller
/// stays and the remaining shown tickets go to the centre of the island.
#[test]
fn faq_2_blocked_tickets_go_to_the_centre() {
    let mut game = start(
        r#"
        seed = 14
        airplane = 0
        active = "Pasola"
        [[player]]
        island = "Sumatera"
        hand = "B B Y"
        [[player]]
        island = "Papua"
        [[player]]
        island = "Bali"
        [[island]]
        name = "Kalimantan"
        filled = "B"
        [[island]]
        name = "Jawa"
        filled = "B"
        "#,
    );
    // Sumatera reaches Kalimantan and Jawa, whose blue spaces are taken.
    let e = plan(&mut game, 0, "B B");
    let sumatera = island("Sumatera");
    assert!(e.contains(&EventKind::Blocked {
        seat: 0,
        island: sumatera,
        lost: tickets("B B")
    }));
    assert!(e.contains(&EventKind::MoveEnded {
        seat: 0,
        island: sumatera
    }));
    let view = game.public_view();
    assert_eq!(view.islands[sumatera].centre, tickets("B B"));
    assert_eq!(view.players[0].island, sumatera);
    assert_eq!(
        view.players[0].hand_size, 1,
        "the unshown yellow stays in hand"
    );
    game.check_invariants().unwrap();
}

/// FAQ 3: passing through the festival island scores nothing.
#[test]
fn faq_3_passing_through_scores_nothing() {
    let mut game = start(
        r#"
        seed = 15
        airplane = 0
        active = "Galungan"
        [[player]]
        hand = "K B"
        [[player]]
        hand = "Y"
        [[player]]
        island = "Papua"
        "#,
    );
    plan(&mut game, 0, "K B");
    plan(&mut game, 1, "Y");
    let e = step(&mut game, 0, "Bali", Colour::Black);
    assert_eq!(points(&e), vec![]);
    let e = step(&mut game, 0, "Sulawesi", Colour::Blue);
    assert_eq!(points(&e), vec![], "Red only passed through Bali");
    // The first to end a move on Bali still gets the 1st place.
    let e = step(&mut game, 1, "Bali", Colour::Yellow);
    assert_eq!(points(&e), vec![(1, 1, 4)]);
}

/// FAQ 4: nobody at the festival: no points, and the card is replaced in Phase 3.
#[test]
fn faq_4_nobody_at_the_festival() {
    let mut game = start(
        r#"
        seed = 16
        airplane = 1
        active = "Festival Lembah Baliem"
        deck = ["Erau", "Pasola"]
        [[player]]
        hand = "Y"
        [[player]]
        island = "Bali"
        "#,
    );
    plan(&mut game, 0, "Y");
    step(&mut game, 0, "Kalimantan", Colour::Yellow);
    let events = game
        .apply(
            1,
            &Action::Rest {
                from: RestSource::Pool,
            },
        )
        .unwrap();
    let kinds: Vec<EventKind> = events.iter().map(|e| e.kind.clone()).collect();
    assert_eq!(points(&kinds), vec![]);
    let board = Board::standard();
    let erau = board.festival_named("Erau").unwrap();
    let pasola = board.festival_named("Pasola").unwrap();
    let started = events.last().unwrap();
    assert_eq!(started.audience, Audience::Public);
    assert_eq!(
        started.kind,
        EventKind::RoundStarted {
            round: 2,
            active: erau,
            next: Some(pasola)
        }
    );
    let view = game.public_view();
    assert_eq!(view.players.iter().map(|p| p.score).sum::<u32>(), 0);
    assert_eq!(view.deck_left, 1);
}
