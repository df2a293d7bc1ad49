//! The kind of a refusal, which a front end may act on without reading the sentence: another
//! seat's turn, another phase or a finished game, something that does not exist, any other rule.

use super::ending::{on_jawa, rest_all};
use super::*;
use crate::games::Rules;
use Colour::*;

/// Phase 2a: seat 0 showed two tickets and moves first from Jawa; seats 1 and 2, tied on one
/// ticket each, wait for the airplane holder (seat 2) to order them.
fn moving() -> Game {
    let mut g = game(
        r#"
        seed = 1
        airplane = 2
        active = "Pasola"
        [[player]]
        hand = "Y B"
        [[player]]
        hand = "Y"
        [[player]]
        hand = "B"
        "#,
    );
    plan(&mut g, 0, "Y B");
    plan(&mut g, 1, "Y");
    plan(&mut g, 2, "B");
    assert_eq!(super::moving(&g), Some((0, t("Y B"))));
    g
}

#[test]
fn acting_while_another_seat_moves_is_not_your_turn() {
    let mut g = moving();
    let e = refusal(
        &mut g,
        1,
        Action::Move {
            to: id("Sumatera"),
            ticket: Yellow,
        },
    );
    assert_eq!(e.kind, Refused::NotYourTurn, "{}", e.message);
    let e = refusal(&mut g, 1, Action::Plan { tickets: t("Y") });
    assert_eq!(e.kind, Refused::NotYourTurn, "{}", e.message);
    assert_eq!(
        e.message,
        "The game is in Phase 2a (moving): another player is moving."
    );
}

#[test]
fn an_action_of_another_phase_or_of_a_finished_game_is_not_now() {
    let mut g = moving();
    let e = refusal(&mut g, 0, Action::Plan { tickets: t("Y") });
    assert_eq!(e.kind, Refused::NotNow, "{}", e.message);
    assert!(
        e.message.starts_with("It is your turn to move"),
        "{}",
        e.message
    );

    let mut g = on_jawa([24, 10, 0], r#"["Erau"]"#);
    rest_all(&mut g, &[0, 1, 2]);
    assert!(g.is_over());
    let e = refusal(&mut g, 0, Action::Plan { tickets: t("Y") });
    assert_eq!(e.kind, Refused::NotNow);
    assert_eq!(e.message, "The game is over.");
}

#[test]
fn an_island_or_seat_that_does_not_exist_is_unknown() {
    let mut g = moving();
    let e = refusal(
        &mut g,
        0,
        Action::Move {
            to: 99,
            ticket: Yellow,
        },
    );
    assert_eq!(e.kind, Refused::Unknown, "{}", e.message);
    assert!(
        e.message.starts_with("There is no such island."),
        "{}",
        e.message
    );
    let before = g.clone();
    let e = g
        .apply(7, &Action::Plan { tickets: t("Y") })
        .expect_err("no seat 7");
    assert_eq!(e.kind, Refused::Unknown, "{}", e.message);
    assert_eq!(g, before);
}

#[test]
fn anything_else_the_rules_forbid_is_forbidden() {
    let mut g = moving();
    let e = refusal(
        &mut g,
        0,
        Action::Move {
            to: id("Papua"),
            ticket: Yellow,
        },
    );
    assert_eq!(e.kind, Refused::Forbidden, "{}", e.message);
    assert!(
        e.message.starts_with("Papua is not next to Jawa."),
        "{}",
        e.message
    );
}
