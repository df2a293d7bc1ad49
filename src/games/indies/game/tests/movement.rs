//! Movement, bounds, attrition (with and without halving) and the commodity draw.

use super::*;
use crate::games::Rules;
use crate::games::indies::game::attrition::rolled_on;
use crate::games::indies::{Place, Unit};

const IN_EUROPE: &str = r#"
seed = 1
[output]
Malabar = "pepper"
Java = "cloves"
[[company]]
treasury = 100
[[company.fleet]]
fleet = "A"
at = "Europe"
units = { carrack = 2, leader = 1, explorer = 1 }
[[company]]
treasury = 100
"#;

#[test]
fn halving_rounds_up_and_applies_only_to_europe_indies_journeys() {
    assert_eq!(
        rolled_on(7, true, false),
        7,
        "no factory: the first voyage out is never halved"
    );
    assert_eq!(rolled_on(7, true, true), 4);
    assert_eq!(rolled_on(9, true, true), 5, "rounded up");
    assert_eq!(rolled_on(12, true, true), 6);
    assert_eq!(
        rolled_on(8, false, true),
        8,
        "Indies movement is never halved"
    );
}

#[test]
fn a_europe_malabar_leg_loses_a_ship_on_a_six() {
    let d = data();
    let g = game(IN_EUROPE);
    let mut w = g.world.clone();
    let mut out = Vec::new();
    let mut rng = rolling(&[6, 5]);
    w.voyage(
        &d,
        0,
        A,
        Place::Area(area("Malabar")),
        Some(&mut rng),
        &mut out,
    )
    .unwrap();
    assert_eq!(w.companies[0].treasury, 100 - 7 * 2, "7 bounds × 2 ships");
    w.attrition(&d, &mut rng, &mut out);
    let Some(EventKind::Attrition {
        bounds,
        rolled_on,
        dice,
        loss,
        ..
    }) = out.last()
    else {
        panic!("{out:?}")
    };
    assert_eq!((*bounds, *rolled_on), (7, 7));
    assert_eq!(dice, &[6, 5]);
    assert_eq!(loss.ships, [Unit::Carrack]);
    assert_eq!(w.fleet(0, A).unwrap().ships(), 1);
}

#[test]
fn a_company_with_a_factory_rolls_on_half_the_bounds() {
    let d = data();
    let with = IN_EUROPE.replacen(
        "explorer = 1 }\n",
        "explorer = 1 }\n[[company.factory]]\nsite = \"Goa\"\n",
        1,
    );
    let g = game(&with);
    let mut w = g.world.clone();
    let mut out = Vec::new();
    let mut rng = rolling(&[6, 6]);
    w.voyage(
        &d,
        0,
        A,
        Place::Area(area("Malabar")),
        Some(&mut rng),
        &mut out,
    )
    .unwrap();
    w.attrition(&d, &mut rng, &mut out);
    // 7 bounds halved to 4: nothing can be lost, so no dice are rolled, and the report says so.
    let Some(e @ EventKind::Attrition { dice, .. }) = out.last() else {
        panic!("{out:?}")
    };
    assert!(dice.is_empty());
    let text = crate::games::indies::Event {
        audience: crate::games::Audience::Public,
        kind: e.clone(),
    }
    .text(&d, &|s| format!("@{s}"), crate::lang::Lang::En);
    assert_eq!(
        text,
        "Attrition, @0's fleet A (voyage, 7 bounds, halved to 4): no roll."
    );
    assert_eq!(w.fleet(0, A).unwrap().ships(), 2);
    // China Coast: 12 halved to 6, still lost on a 6.
    let mut w = g.world.clone();
    let mut out = Vec::new();
    let mut rng = rolling(&[3, 6, 5]);
    w.voyage(
        &d,
        0,
        A,
        Place::Area(area("China Coast")),
        Some(&mut rng),
        &mut out,
    )
    .unwrap();
    w.attrition(&d, &mut rng, &mut out);
    let Some(EventKind::Attrition {
        rolled_on, loss, ..
    }) = out.last()
    else {
        panic!()
    };
    assert_eq!(*rolled_on, 6);
    assert_eq!(loss.ships.len(), 1);
}

#[test]
fn a_journey_that_cannot_be_paid_for_is_not_sailed() {
    let d = data();
    let g = game(&IN_EUROPE.replacen("treasury = 100", "treasury = 15", 1));
    let mut w = g.world.clone();
    let mut out = Vec::new();
    let e = w
        .voyage(
            &d,
            0,
            A,
            Place::Area(area("Java")),
            Some(&mut rolling(&[1])),
            &mut out,
        )
        .unwrap_err();
    assert_eq!(e.kind, crate::games::Refused::CannotAfford);
    assert!(e.message.contains("costs 16 florins"), "{}", e.message);
    assert_eq!(w, g.world, "nothing sailed, nothing paid");
}

#[test]
fn markers_brought_home_stay_in_europe_to_be_sold() {
    let text = r#"
seed = 1
round = 2
[[company]]
[[company.fleet]]
fleet = "A"
at = "Europe"
units = { carrack = 1 }
cargo = ["tea"]
[[company]]
"#;
    let mut g = game(text);
    let out = Action::Order {
        order: Order::Voyage {
            fleet: A,
            to: Place::Area(area("Java")),
        },
    };
    assert!(refused(&mut g, 0, out).contains("may not be stockpiled"));
}

#[test]
fn markers_on_a_lost_ship_are_lost() {
    let d = data();
    let text = r#"
seed = 1
[[company]]
[[company.fleet]]
fleet = "A"
at = "Java"
units = { carrack = 2, soldier = 1 }
cargo = ["cloves", "cloves", "cloves", "tea 1/2"]
[[company]]
"#;
    let g = game(text);
    // Stowage: the first carrack holds three markers, the second the fourth and the soldier.
    let holds = g.world.fleet(0, A).unwrap().stowage(&d);
    assert_eq!(holds[0].markers.len(), 3);
    assert_eq!((holds[1].markers.len(), holds[1].soldiers), (1, 1));
    for (dice, lost_markers, kept) in [([6, 1], 3, 1), ([2, 6], 1, 3)] {
        let mut w = g.world.clone();
        let mut out = Vec::new();
        let mut rng = rolling(&dice);
        w.voyage(&d, 0, A, Place::Europe, Some(&mut rng), &mut out)
            .unwrap();
        w.attrition(&d, &mut rng, &mut out);
        let f = w.fleet(0, A).unwrap();
        assert_eq!(f.cargo.len(), kept, "dice {dice:?}");
        assert_eq!(w.markers.lost, lost_markers);
    }
    // Both ships lost: the fleet is gone with everything aboard.
    let mut w = g.world.clone();
    let mut out = Vec::new();
    let mut rng = rolling(&[6, 6]);
    w.voyage(&d, 0, A, Place::Europe, Some(&mut rng), &mut out)
        .unwrap();
    w.attrition(&d, &mut rng, &mut out);
    assert!(w.fleet(0, A).is_none());
    assert_eq!(w.markers.lost, 4);
}

#[test]
fn voyages_and_indies_movement_are_checked_at_once() {
    let mut g = game(IN_EUROPE);
    let say = |g: &mut Game, order: Order| refused(g, 0, Action::Order { order });
    assert!(
        say(
            &mut g,
            Order::Voyage {
                fleet: A,
                to: Place::Csb
            }
        )
        .contains("not next to Europe")
    );
    assert!(
        say(
            &mut g,
            Order::Voyage {
                fleet: A,
                to: Place::Europe
            }
        )
        .contains("in Europe already")
    );
    assert!(
        say(
            &mut g,
            Order::Voyage {
                fleet: B,
                to: Place::Europe
            }
        )
        .contains("You have no fleet B; your fleets are A.")
    );
    assert!(
        say(
            &mut g,
            Order::Sail {
                fleet: A,
                path: vec![area("Java")]
            }
        )
        .contains("starts in an Indies area")
    );
    order(
        &mut g,
        0,
        Order::Voyage {
            fleet: A,
            to: Place::Area(area("Java")),
        },
    );
    assert!(
        say(
            &mut g,
            Order::Voyage {
                fleet: A,
                to: Place::Area(area("Java"))
            }
        )
        .contains("already makes a voyage")
    );
    // After the voyage, Indies movement from Java: adjacent steps only, at most 4.
    assert!(
        say(
            &mut g,
            Order::Sail {
                fleet: A,
                path: vec![area("Banda")]
            }
        )
        .contains("Banda is not next to Java")
    );
    let five = ["Borneo", "Celebes", "Moluccas", "Banda", "Celebes"]
        .map(area)
        .to_vec();
    assert!(
        say(
            &mut g,
            Order::Sail {
                fleet: A,
                path: five
            }
        )
        .contains("1 to 4 steps")
    );
    order(
        &mut g,
        0,
        Order::Sail {
            fleet: A,
            path: vec![area("Borneo"), area("Celebes")],
        },
    );
    // Outfitting comes first: 3 galleons (90) would leave 10, short of the voyage's 16.
    let e = g
        .apply(
            0,
            &Action::Order {
                order: Order::Buy {
                    fleet: B,
                    unit: Unit::Galleon,
                    count: 3,
                },
            },
        )
        .unwrap_err();
    assert_eq!(e.kind, crate::games::Refused::CannotAfford);
    assert_eq!(
        e.message,
        "Then order 1 (fleet A sails to Java) could not be carried out: Fleet A's voyage to Java \
         costs 16 florins (8 bounds × 2 ships), and your treasury would hold 10 by then."
    );
}

#[test]
fn the_first_fleet_to_end_a_move_draws_and_ties_go_by_initiative() {
    let text = r#"
seed = 1
initiative = ["Netherlands", "Portugal"]
[[company]]
[[company.fleet]]
fleet = "A"
at = "Europe"
units = { caravel = 1 }
[[company.fleet]]
fleet = "B"
at = "Java"
units = { caravel = 1 }
[[company]]
[[company.fleet]]
fleet = "A"
at = "Europe"
units = { caravel = 1 }
"#;
    let mut g = game(text);
    for seat in [0, 1] {
        order(
            &mut g,
            seat,
            Order::Voyage {
                fleet: A,
                to: Place::Area(area("Malabar")),
            },
        );
    }
    // Portugal's B passes through Borneo to Celebes: only the end of a move draws.
    order(
        &mut g,
        0,
        Order::Sail {
            fleet: B,
            path: vec![area("Borneo"), area("Celebes")],
        },
    );
    let events = kinds(&seal_all(&mut g));
    let draws: Vec<(usize, String)> = events
        .iter()
        .filter_map(|e| match e {
            EventKind::CommodityDrawn { seat, area: a, .. } => {
                Some((*seat, data().area(*a).name.clone()))
            }
            _ => None,
        })
        .collect();
    assert_eq!(
        draws,
        [(1, "Malabar".to_string()), (0, "Celebes".to_string())]
    );
    assert!(g.world.output[usize::from(area("Borneo").0)].is_none());
}

#[test]
fn the_csb_is_entered_and_left_from_the_areas_and_ends_the_move() {
    let text = r#"
seed = 1
[[company]]
[[company.fleet]]
fleet = "A"
at = "Java"
units = { galleon = 1 }
[[company.fleet]]
fleet = "B"
at = "CSB"
units = { galleon = 1 }
[[company.factory]]
site = "Bantam"
[[company]]
"#;
    let mut g = game(text);
    let say = |g: &mut Game, order: Order| refused(g, 0, Action::Order { order });
    assert!(
        say(
            &mut g,
            Order::Voyage {
                fleet: B,
                to: Place::Europe
            }
        )
        .contains("not next to Europe")
    );
    assert!(
        say(
            &mut g,
            Order::Sail {
                fleet: B,
                path: vec![area("Java")]
            }
        )
        .contains("leave it")
    );
    order(&mut g, 0, Order::EnterCsb { fleet: A });
    order(
        &mut g,
        0,
        Order::LeaveCsb {
            fleet: B,
            to: area("Banda"),
        },
    );
    // Leaving the CSB ends the move; sailing before entering it is allowed.
    assert!(
        say(
            &mut g,
            Order::Sail {
                fleet: B,
                path: vec![area("Moluccas")]
            }
        )
        .contains("already moved")
    );
    seal_all(&mut g);
    assert_eq!(g.world.fleet(0, A).unwrap().at, Place::Csb);
    assert_eq!(g.world.fleet(0, B).unwrap().at, Place::Area(area("Banda")));
    assert_eq!(g.treasury(0), 118, "1 bound for one ship, in and out");
}
