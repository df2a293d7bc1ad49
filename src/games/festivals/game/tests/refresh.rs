use super::*;
use crate::games::Rules;

#[test]
fn surplus_goes_back_automatically_only_when_there_is_no_choice() {
    let mut g = game(
        r#"
        seed = 1
        airplane = 1
        active = "Pasola"
        [[player]]
        [[player]]
        island = "Papua"
        [[player]]
        island = "Kalimantan"
        [[island]]
        name = "Sumatera"
        filled = "Y"
        centre = "Y Y"
        [[island]]
        name = "Maluku"
        filled = "Y K"
        centre = "B"
        [[island]]
        name = "Bali"
        filled = "K Y"
        centre = "B B"
        "#,
    );
    rest(&mut g, 1, RestSource::Nothing);
    rest(&mut g, 2, RestSource::Nothing);
    let events = rest(&mut g, 0, RestSource::Nothing);
    // Sumatera keeps 2 of Y Y Y: only one outcome, so no question.
    assert_eq!(
        events[1..],
        [
            EventKind::TicketsToCentres,
            EventKind::Discarded {
                island: id("Sumatera"),
                tickets: t("Y"),
                by: None
            },
        ]
    );
    // Maluku keeps 1 of Y K B: the airplane holder chooses.
    assert_eq!(
        g.prompt(),
        Prompt::Discard {
            seat: 1,
            island: id("Maluku"),
            surplus: 2
        }
    );
    assert_eq!(g.legal(1).len(), 3);
    assert!(g.legal(0).is_empty());
    let msg = refused(
        &mut g,
        0,
        Action::Discard {
            island: id("Maluku"),
            tickets: t("Y K"),
        },
    );
    assert_eq!(
        msg,
        "Only the airplane holder chooses which surplus tickets go back to the pool."
    );
    let msg = refused(
        &mut g,
        1,
        Action::Discard {
            island: id("Bali"),
            tickets: t("K Y"),
        },
    );
    assert!(
        msg.starts_with("Return the surplus of Maluku now: 2 of its yellow, black, blue"),
        "{msg}"
    );
    let msg = refused(
        &mut g,
        1,
        Action::Discard {
            island: id("Maluku"),
            tickets: t("Y"),
        },
    );
    assert!(
        msg.starts_with(
            "Maluku keeps at most 1 ticket: return exactly 2 of its yellow, black, blue"
        ),
        "{msg}"
    );
    let msg = refused(
        &mut g,
        1,
        Action::Discard {
            island: id("Maluku"),
            tickets: t("Y Y"),
        },
    );
    assert_eq!(
        msg,
        "The centre of Maluku holds yellow, black, blue; you cannot return 2 yellow."
    );
    let msg = refused(
        &mut g,
        1,
        Action::Plan {
            tickets: Tickets::NONE,
        },
    );
    assert!(msg.contains("Phase 3 (refresh)"), "{msg}");
    let pool = g.pool;
    let events = ok(
        &mut g,
        1,
        Action::Discard {
            island: id("Maluku"),
            tickets: t("Y K"),
        },
    );
    assert_eq!(
        events,
        vec![EventKind::Discarded {
            island: id("Maluku"),
            tickets: t("Y K"),
            by: Some(1)
        }]
    );
    assert_eq!(g.centres[id("Maluku")], t("B"));
    assert_eq!(g.pool.total(), pool.total() + 2);
    // Bali keeps 2 of B B K Y: four ways to choose.
    assert_eq!(
        g.prompt(),
        Prompt::Discard {
            seat: 1,
            island: id("Bali"),
            surplus: 2
        }
    );
    assert_eq!(g.legal(1).len(), 4);
    let events = ok(
        &mut g,
        1,
        Action::Discard {
            island: id("Bali"),
            tickets: t("B B"),
        },
    );
    assert!(events.contains(&EventKind::AirplanePassed { seat: 2 }));
    assert_eq!(g.centres[id("Bali")], t("K Y"));
}

const TWO_TYPHOONS: &str = r#"
seed = 1
airplane = 0
active = "Pasola"
typhoons = ["Sumatera|Kalimantan", "Sulawesi|Maluku"]
[[player]]
score = 5
[[player]]
island = "Papua"
score = 3
"#;

fn typhoon(from: &str, to: &str) -> Action {
    Action::Typhoon {
        shift: Some((side(from), side(to))),
    }
}

#[test]
fn the_lowest_score_may_move_a_typhoon_without_closing_an_island() {
    let mut g = game(TWO_TYPHOONS);
    rest(&mut g, 0, RestSource::Nothing);
    rest(&mut g, 1, RestSource::Nothing);
    assert_eq!(g.prompt(), Prompt::Typhoon { seat: 1 });
    // Leaving them, 6 shifts of Sumatera|Kalimantan, 5 of Sulawesi|Maluku (not to Sumatera|Jawa).
    assert_eq!(g.legal(1).len(), 12);
    let msg = refused(&mut g, 0, Action::Typhoon { shift: None });
    assert_eq!(
        msg,
        "Only the player with the lowest score may move a typhoon now."
    );
    let msg = refused(&mut g, 1, typhoon("Bali|Nusa Tenggara", "Sumatera|Jawa"));
    assert_eq!(
        msg,
        "There is no typhoon there. Typhoons sit on: Sumatera|Kalimantan, Sulawesi|Maluku."
    );
    let connector = Side::new(id("Jawa"), id("Kalimantan"));
    let msg = refused(
        &mut g,
        1,
        Action::Typhoon {
            shift: Some((side("Sumatera|Kalimantan"), connector)),
        },
    );
    assert!(
        msg.starts_with("A typhoon must sit on the side shared by two island tiles"),
        "{msg}"
    );
    let msg = refused(&mut g, 1, typhoon("Sumatera|Kalimantan", "Sulawesi|Maluku"));
    assert_eq!(msg, "There is already a typhoon on Sulawesi|Maluku.");
    let msg = refused(&mut g, 1, typhoon("Sulawesi|Maluku", "Sumatera|Jawa"));
    assert_eq!(
        msg,
        "That would close off Sumatera: every island must keep a way in or out."
    );
    let events = ok(
        &mut g,
        1,
        typhoon("Sumatera|Kalimantan", "Bali|Nusa Tenggara"),
    );
    assert_eq!(
        events[0],
        EventKind::TyphoonMoved {
            seat: 1,
            shift: Some((side("Sumatera|Kalimantan"), side("Bali|Nusa Tenggara")))
        }
    );
    assert_eq!(
        g.typhoons,
        vec![side("Bali|Nusa Tenggara"), side("Sulawesi|Maluku")]
    );
    assert_eq!(events[1], EventKind::AirplanePassed { seat: 1 });
}

#[test]
fn a_tie_for_lowest_moves_no_typhoon_by_the_rulebook() {
    let mut g = game(&TWO_TYPHOONS.replace("score = 5", "score = 3"));
    rest(&mut g, 0, RestSource::Nothing);
    let events = rest(&mut g, 1, RestSource::Nothing);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, EventKind::TyphoonMoved { .. })),
        "{events:?}"
    );
    assert!(events.contains(&EventKind::AirplanePassed { seat: 1 }));
    assert_eq!(g.round, 2);
}

#[test]
fn a_tie_for_lowest_lets_the_airplane_pick_in_the_variant() {
    let mut g = game(
        r#"
        seed = 1
        airplane = 0
        active = "Pasola"
        typhoons = ["Sumatera|Kalimantan"]
        typhoon_ties = "airplane"
        [[player]]
        score = 3
        [[player]]
        island = "Papua"
        score = 3
        [[player]]
        island = "Bali"
        score = 9
        "#,
    );
    for seat in 0..3 {
        rest(&mut g, seat, RestSource::Nothing);
    }
    assert_eq!(
        g.prompt(),
        Prompt::PickTyphoonMover {
            seat: 0,
            tied: vec![0, 1]
        }
    );
    let msg = refused(&mut g, 1, Action::PickTyphoonMover { seat: 1 });
    assert_eq!(msg, "Only the airplane holder picks who moves a typhoon.");
    let msg = refused(&mut g, 0, Action::PickTyphoonMover { seat: 2 });
    assert!(
        msg.starts_with("Pick one of the 2 players tied for the lowest score"),
        "{msg}"
    );
    let events = ok(&mut g, 0, Action::PickTyphoonMover { seat: 1 });
    assert_eq!(
        events,
        vec![EventKind::TyphoonMoverPicked { by: 0, seat: 1 }]
    );
    assert_eq!(g.prompt(), Prompt::Typhoon { seat: 1 });
    let events = ok(&mut g, 1, Action::Typhoon { shift: None });
    assert_eq!(
        events[0],
        EventKind::TyphoonMoved {
            seat: 1,
            shift: None
        }
    );
    assert_eq!(g.typhoons, vec![side("Sumatera|Kalimantan")]);
}
