use super::*;
use crate::games::Rules;
use crate::games::festivals::PhaseView;

const THREE: &str = r#"
seed = 3
airplane = 0
active = "Erau"
[[player]]
hand = "Y B B"
[[player]]
hand = "K"
[[player]]
"#;

#[test]
fn a_plan_may_be_replaced_until_the_last_one_arrives() {
    let mut g = game(THREE);
    // Seat 2 holds nothing: it is planned empty and never waited for.
    assert_eq!(
        g.prompt(),
        Prompt::Plan {
            waiting: vec![0, 1]
        }
    );
    assert!(g.legal(2).is_empty());
    let msg = refused(
        &mut g,
        2,
        Action::Plan {
            tickets: Tickets::NONE,
        },
    );
    assert!(msg.contains("You have no tickets"), "{msg}");

    let events = plan(&mut g, 0, "Y");
    assert_eq!(
        events,
        vec![
            EventKind::Planned { seat: 0 },
            EventKind::PlanRecorded {
                seat: 0,
                tickets: t("Y")
            }
        ]
    );
    assert_eq!(g.waiting_for(), vec![1]);
    // Replacing: recorded again, announced only once.
    let events = plan(&mut g, 0, "B B");
    assert_eq!(
        events,
        vec![EventKind::PlanRecorded {
            seat: 0,
            tickets: t("B B")
        }]
    );
    assert_eq!(
        g.hands[0],
        t("Y B B"),
        "tickets leave the hand only at the reveal"
    );
    let view = g.public_view();
    assert!(view.players[0].planned && !view.players[1].planned);
    assert_eq!(g.seat_view(0).plan, Some(t("B B")));
    assert_eq!(g.seat_view(1).plan, None);

    let msg = refused(&mut g, 1, Action::Plan { tickets: t("K K") });
    assert_eq!(msg, "You hold black; you cannot plan 2 black.");
    let msg = refused(
        &mut g,
        1,
        Action::Move {
            to: id("Bali"),
            ticket: Colour::Black,
        },
    );
    assert!(
        msg.starts_with("The game is in Phase 1 (planning): send your plan with /festivals plan"),
        "{msg}"
    );

    let events = plan(&mut g, 1, "none");
    assert_eq!(events[0], EventKind::Planned { seat: 1 });
    assert_eq!(
        events[2],
        EventKind::PlansRevealed {
            shown: vec![t("B B"), Tickets::NONE, Tickets::NONE]
        },
        "the last plan reveals every plan at once"
    );
    assert_eq!(g.hands[0], t("Y"));
    assert_eq!(g.hands[1], t("K"), "showing nothing keeps the hand");
    assert_eq!(moving(&g), Some((0, t("B B"))));
    let view = g.public_view();
    assert_eq!(view.phase, PhaseView::Moving);
    assert!(!view.players[0].planned);
    assert_eq!(view.players[0].shown, Some(t("B B")));
    assert_eq!(view.players[1].shown, None, "resters show nothing");
    assert_eq!(view.players[0].hand_size, 1);
    // Once revealed, a plan cannot change.
    let msg = refused(&mut g, 0, Action::Plan { tickets: t("Y") });
    assert!(msg.contains("Phase 2a (moving)"), "{msg}");
}

#[test]
fn nobody_holding_tickets_reveals_at_once() {
    let g = game(
        r#"
        seed = 3
        airplane = 1
        active = "Erau"
        [[player]]
        island = "Bali"
        [[player]]
        "#,
    );
    // Straight to the resters: seat 1 (the airplane holder) first, alone on Jawa.
    assert_eq!(g.prompt(), Prompt::Rest { seat: 1 });
}

#[test]
fn showing_tickets_leaves_them_public_and_the_hand_private() {
    let mut g = game(THREE);
    plan(&mut g, 0, "Y B");
    let view = g.public_view();
    let text = serde_json::to_string(&view).unwrap();
    assert!(
        !text.contains("\"hand\""),
        "no hand in the public view: {text}"
    );
    assert_eq!(view.players[0].hand_size, 3);
    let seat = g.seat_view(0);
    assert_eq!(seat.hand, t("Y B B"));
    assert_eq!(seat.public, view);
}
