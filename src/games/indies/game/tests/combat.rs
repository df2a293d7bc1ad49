//! Naval combat, interceptions from the CSB and invasions of factories.

use super::*;
use crate::games::Rules;
use crate::games::indies::game::combat::odds;
use crate::games::indies::{Column, FleetRef, Outcome, Place, Unit};

const FLEETS_AT_JAVA: &str = r#"
seed = 1
[output]
Java = "cloves"
[[company]]
treasury = 100
[[company.fleet]]
fleet = "A"
at = "Java"
units = { galleon = 1, caravel = 1, leader = 1 }
[[company]]
treasury = 100
[[company.fleet]]
fleet = "A"
at = "Java"
units = { carrack = 1 }
cargo = ["cloves", "cloves", "tea 1/2"]
"#;

/// Orders company 0's fleet A to attack company 1's fleet A.
fn attack_their_a(g: &mut Game) {
    order(
        g,
        0,
        Order::Attack {
            fleet: A,
            company: 1,
            target: A,
        },
    );
}

fn battle(text: &str, dice: &[u8]) -> (crate::games::indies::world::World, Vec<EventKind>) {
    let d = data();
    let g = game(text);
    let mut w = g.world.clone();
    let mut out = Vec::new();
    w.attack(&d, 0, A, 1, A, Some(&mut rolling(dice)), &mut out)
        .unwrap();
    (w, out)
}

#[test]
fn leaders_shift_one_column_for_their_side() {
    let d = data();
    assert_eq!(odds(&d, 4, 2, false, false), Some((Column(2), 0)));
    assert_eq!(odds(&d, 4, 2, true, false), Some((Column(3), 1)));
    assert_eq!(odds(&d, 4, 2, false, true), Some((Column(1), -1)));
    assert_eq!(odds(&d, 4, 2, true, true), Some((Column(2), 0)));
    assert_eq!(
        odds(&d, 9, 2, true, false),
        Some((Column(4), 1)),
        "never past 4:1"
    );
    assert_eq!(
        odds(&d, 1, 2, false, true),
        Some((Column(0), -1)),
        "never below 1:2"
    );
    assert_eq!(
        odds(&d, 1, 3, true, false),
        None,
        "below 1:2 no attack, leader or not"
    );
}

#[test]
fn an_eliminated_defender_loses_its_cargo_and_the_winner_takes_what_fits() {
    // 5 against 2 with the attacker's leader: 2:1 shifted to 3:1; a 6 is DE.
    let (w, out) = battle(FLEETS_AT_JAVA, &[6]);
    let EventKind::Battle(b) = &out[0] else {
        panic!("{out:?}")
    };
    assert_eq!(
        (b.attack, b.defence, b.column, b.shift, b.outcome),
        (5, 2, Column(3), 1, Outcome::Eliminated)
    );
    assert!(b.defender_lost.fleet_lost);
    assert!(w.fleet(1, A).is_none());
    // The galleon and caravel hold 6 points: all three markers, the most valuable first.
    assert_eq!(b.taken.len(), 3);
    assert_eq!(w.fleet(0, A).unwrap().cargo.len(), 3);
    assert_eq!(w.markers.lost, 0);
    // The attacker paid 3 bounds for each of its 2 ships.
    assert_eq!(w.companies[0].treasury, 94);
    assert_eq!(b.cost, 6);
}

#[test]
fn the_winner_takes_only_into_free_room() {
    let text = FLEETS_AT_JAVA.replace(
        "units = { galleon = 1, caravel = 1, leader = 1 }",
        "units = { galleon = 1, leader = 1 }\ncargo = [\"pepper\"]",
    );
    let (w, out) = battle(&text, &[6]);
    let EventKind::Battle(b) = &out[0] else {
        panic!()
    };
    // 4 against 2 with the leader: 3:1, a 6 is DE. The galleon has room for one more marker.
    assert_eq!(b.outcome, Outcome::Eliminated);
    assert_eq!(b.taken, [marker("cloves")]);
    assert_eq!(w.markers.lost, 2);
}

#[test]
fn each_side_loses_its_weakest_ships_first() {
    // 3:1 after the shift, a 1 is "-": nothing. At 1:1 (no leader, 5 vs 4) a 1 is A1.
    let text = FLEETS_AT_JAVA
        .replace("units = { carrack = 1 }", "units = { galleon = 1 }\n")
        .replace("cargo = [\"cloves\", \"cloves\", \"tea 1/2\"]", "")
        .replace(", leader = 1 }", " }");
    let (w, out) = battle(&text, &[1]);
    let EventKind::Battle(b) = &out[0] else {
        panic!()
    };
    assert_eq!((b.column, b.outcome), (Column(1), Outcome::Attacker(1)));
    assert_eq!(b.attacker_lost.ships, [Unit::Caravel]);
    assert_eq!(w.fleet(0, A).unwrap().count(Unit::Galleon), 1);
}

#[test]
fn attacks_need_the_target_there_and_odds_on_the_table() {
    let d = data();
    let g = game(FLEETS_AT_JAVA);
    let mut w = g.world.clone();
    w.fleet_mut(1, A).unwrap().at = Place::Area(area("Borneo"));
    let e = w
        .attack(&d, 0, A, 1, A, Some(&mut rolling(&[3])), &mut Vec::new())
        .unwrap_err();
    assert!(e.message.contains("not in Java"), "{}", e.message);
    assert_eq!(w.companies[0].treasury, 100, "no attack, no bounds");
    let weak = FLEETS_AT_JAVA
        .replace(
            "units = { galleon = 1, caravel = 1, leader = 1 }",
            "units = { caravel = 1 }",
        )
        .replace("units = { carrack = 1 }", "units = { galleon = 1 }")
        .replace("cargo = [\"cloves\", \"cloves\", \"tea 1/2\"]", "");
    let g = game(&weak);
    let mut w = g.world.clone();
    let e = w
        .attack(&d, 0, A, 1, A, Some(&mut rolling(&[3])), &mut Vec::new())
        .unwrap_err();
    assert!(e.message.contains("below 1:2"), "{}", e.message);
    // The order is accepted in a draft (the enemy may be there), but not against one's own.
    let mut g = game(FLEETS_AT_JAVA);
    let own = Action::Order {
        order: Order::Attack {
            fleet: A,
            company: 0,
            target: A,
        },
    };
    assert!(refused(&mut g, 0, own).contains("your own"));
    attack_their_a(&mut g);
}

const PATROL: &str = r#"
seed = 1
round = 2
[output]
Java = "cloves"
[[company]]
[[company.fleet]]
fleet = "A"
at = "CSB"
units = { galleon = 1, leader = 1 }
patrol = { company = "Netherlands", odds = "1:1", laden = true }
[[company.factory]]
site = "Bantam"
[[company]]
[[company.fleet]]
fleet = "A"
at = "Java"
units = { carrack = 1 }
cargo = ["cloves"]
[[company.fleet]]
fleet = "B"
at = "Java"
units = { galleon = 2 }
"#;

#[test]
fn a_squadron_intercepts_a_laden_fleet_that_matches_its_condition() {
    let d = data();
    let g = game(PATROL);
    let mut w = g.world.clone();
    let mut out = Vec::new();
    let mut rng = rolling(&[3, 6]);
    // Both Dutch fleets sail home; only the laden one matches.
    w.voyage(&d, 1, A, Place::Europe, None, &mut out).unwrap();
    w.voyage(&d, 1, B, Place::Europe, None, &mut out).unwrap();
    w.interceptions(&d, &mut rng, &mut out);
    let tried: Vec<_> = out
        .iter()
        .filter_map(|e| match e {
            EventKind::InterceptionTried {
                target,
                die,
                bonus,
                success,
                cost,
                ..
            } => Some((*target, *die, *bonus, *success, *cost)),
            _ => None,
        })
        .collect();
    // 3 + leader 1 = 4: intercepted; it costs 3 bounds.
    assert_eq!(tried, [(FleetRef { seat: 1, fleet: A }, 3, 1, true, 3)]);
    let Some(EventKind::Battle(b)) = out.last() else {
        panic!("{out:?}")
    };
    // 4 against 2, shifted by the leader to 3:1: a 6 sinks the carrack; a squadron takes no cargo.
    assert_eq!(b.outcome, Outcome::Eliminated);
    assert!(b.taken.is_empty());
    assert_eq!(w.markers.lost, 1);
    assert!(w.fleet(1, A).is_none());
}

#[test]
fn a_squadron_ignores_fleets_outside_its_condition() {
    let d = data();
    // Only at 2:1 or better: a carrack (2) against a galleon with a leader is 2:1 then 3:1, so
    // it matches; the two galleons (8) do not even at 1:2.
    let g = game(&PATROL.replace("odds = \"1:1\", laden = true", "odds = \"2:1\""));
    let mut w = g.world.clone();
    let mut out = Vec::new();
    w.voyage(&d, 1, B, Place::Europe, None, &mut out).unwrap();
    w.interceptions(&d, &mut rolling(&[6]), &mut out);
    assert!(
        !out.iter()
            .any(|e| matches!(e, EventKind::InterceptionTried { .. }))
    );
    // A fleet that did not move is not intercepted.
    let mut w = g.world.clone();
    let mut out = Vec::new();
    w.interceptions(&d, &mut rolling(&[6]), &mut out);
    assert!(out.is_empty());
    // A failed roll: 2 + 1 = 3.
    let mut w = g.world.clone();
    let mut out = Vec::new();
    w.voyage(&d, 1, A, Place::Europe, None, &mut out).unwrap();
    w.interceptions(&d, &mut rolling(&[2]), &mut out);
    assert!(matches!(
        out.last(),
        Some(EventKind::InterceptionTried { success: false, .. })
    ));
    assert!(w.fleet(1, A).is_some());
}

const INVASION: &str = r#"
seed = 1
[output]
Java = "cloves"
[[company]]
[[company.fleet]]
fleet = "A"
at = "Java"
units = { carrack = 1, soldiers = 6, leader = 1 }
[[company]]
[[company.fleet]]
fleet = "S"
at = "CSB"
units = { caravel = 1 }
[[company.factory]]
site = "Japara"
markers = ["cloves 1/2", "tea"]
"#;

fn invade(text: &str, dice: &[u8]) -> (crate::games::indies::world::World, Vec<EventKind>) {
    let d = data();
    let g = game(text);
    let mut w = g.world.clone();
    let mut out = Vec::new();
    w.invade(&d, 0, A, site("Japara"), Some(&mut rolling(dice)), &mut out)
        .unwrap();
    (w, out)
}

#[test]
fn an_invasion_takes_the_factory_with_its_markers() {
    // 6 soldiers against 2: 3:1; a 4 + leader 1 = 5 is D2: nothing to lose, the factory falls.
    let (w, out) = invade(INVASION, &[4]);
    let EventKind::Invasion(i) = &out[0] else {
        panic!("{out:?}")
    };
    assert_eq!(
        (i.attack, i.defence, i.column, i.die, i.modified),
        (6, 2, Column(3), 4, 5)
    );
    assert!(i.taken);
    assert_eq!(i.markers, [marker("cloves 1/2"), marker("tea")]);
    let f = w.factory(site("Japara")).unwrap();
    assert_eq!(f.owner, 0);
    assert_eq!(f.markers.len(), 2);
    // 6 bounds for the one ship (the shipped invasion_bounds).
    assert_eq!(w.companies[0].treasury, 120 - 6);
    // The Netherlands lost their last factory: their CSB ships sail out.
    let mut out = Vec::new();
    let mut w = w;
    w.leave_csb_without_factory(&mut out);
    assert_eq!(
        w.fleet(1, FleetId(18)).unwrap().at,
        Place::Area(area("Java"))
    );
}

use crate::games::indies::FleetId;

#[test]
fn garrisons_and_forts_absorb_d_results_and_a_results_cost_soldiers() {
    let text = INVASION.replace(
        "site = \"Japara\"",
        "site = \"Japara\"\nsoldiers = 1\nforts = 1",
    );
    // 6 against 2 + 1 + 3 = 6: 1:1; a 3 + 1 = 4 is D1: the soldier dies, the fort stands.
    let (w, out) = invade(&text, &[3]);
    let EventKind::Invasion(i) = &out[0] else {
        panic!()
    };
    assert_eq!((i.column, i.outcome), (Column(1), Outcome::Defender(1)));
    assert_eq!((i.garrison_lost, i.forts_lost, i.taken), (1, 0, false));
    assert_eq!(w.factory(site("Japara")).unwrap().forts, 1);
    // A 1 + 1 = 2 is A1: the invader loses a soldier.
    let (w, out) = invade(&text, &[1]);
    let EventKind::Invasion(i) = &out[0] else {
        panic!()
    };
    assert_eq!((i.outcome, i.soldiers_lost), (Outcome::Attacker(1), 1));
    assert_eq!(w.fleet(0, A).unwrap().count(Unit::Soldier), 5);
    // An invasion needs soldiers.
    let mut g = game(&INVASION.replace("soldiers = 6, ", ""));
    let a = Action::Order {
        order: Order::Invade {
            fleet: A,
            site: site("Japara"),
        },
    };
    assert!(refused(&mut g, 0, a).contains("no soldiers"));
}

/// The battle's report line, companies named by seat.
fn battle_line(b: &crate::games::indies::Battle) -> String {
    crate::games::indies::Event {
        audience: crate::games::Audience::Public,
        kind: EventKind::Battle(Box::new(b.clone())),
    }
    .text(&data(), &|s| format!("@{s}"), crate::lang::Lang::En)
}

#[test]
fn a_leaders_shift_is_reported_with_the_odds_before_and_after() {
    let (_, out) = battle(FLEETS_AT_JAVA, &[6]);
    let EventKind::Battle(b) = &out[0] else {
        panic!("{out:?}")
    };
    assert!(
        battle_line(b).contains(": 2:1, shifted to 3:1 by the attacker's leader; die 6"),
        "{}",
        battle_line(b)
    );
    // At 4:1 already, the leader changes nothing and goes unsaid.
    let mut last = b.clone();
    (last.attack, last.defence, last.column) = (9, 2, Column(4));
    let line = battle_line(&last);
    assert!(line.contains(": 4:1; die 6"), "{line}");
    assert!(!line.contains("shifted"), "{line}");
}

#[test]
fn an_order_of_a_fleet_sunk_earlier_in_the_round_says_where_it_went_down() {
    // 5 against 2, both with a leader: 2:1; a 6 is D2 and the lone carrack goes down.
    let text = FLEETS_AT_JAVA
        .replace("seed = 1", &format!("seed = {}", seed_rolling(&[6])))
        .replace(
            "units = { carrack = 1 }",
            "units = { carrack = 1, leader = 1, explorer = 1 }",
        );
    let mut g = game(&text);
    attack_their_a(&mut g);
    order(
        &mut g,
        1,
        Order::Attempt {
            fleet: A,
            site: site("Bantam"),
            bribe: 0,
        },
    );
    let k = kinds(&seal_all(&mut g));
    let reason = k
        .iter()
        .find_map(|e| match e {
            EventKind::Skipped {
                seat: 1, reason, ..
            } => Some(reason.clone()),
            _ => None,
        })
        .unwrap_or_else(|| panic!("{k:?}"));
    assert_eq!(
        reason.to_string(),
        "fleet A was sunk in the battle in Java."
    );
    assert_eq!(
        reason.render(crate::lang::Lang::Id),
        "armada A tenggelam dalam pertempuran di Java."
    );
}

#[test]
fn the_public_view_keeps_the_rounds_battles_and_sunk_fleets_until_the_next_round_resolves() {
    use crate::games::indies::Happening;
    // 3 against 1: 3:1; a 6 sinks the lone carrack.
    let text = FLEETS_AT_JAVA.replace("seed = 1", &format!("seed = {}", seed_rolling(&[6])));
    let mut g = game(&text);
    assert_eq!(g.public_view().last_round, []);
    attack_their_a(&mut g);
    ok(&mut g, 0, Action::Seal);
    // Sealed but not revealed: nothing of it shows.
    assert_eq!(g.public_view().last_round, []);
    seal_all(&mut g);
    let java = Place::Area(area("Java"));
    assert_eq!(
        g.public_view().last_round,
        [
            Happening::Battle { at: java },
            Happening::Sunk {
                seat: 1,
                fleet: 'A',
                at: java
            }
        ]
    );
    // Round 2 resolves with nothing on the map: the marks of round 1 go.
    seal_all(&mut g);
    assert_eq!(g.public_view().last_round, []);
}

#[test]
fn the_public_view_keeps_the_rounds_invasions_and_fleets_leaving_the_csb() {
    use crate::games::indies::Happening;
    let text = INVASION.replace("seed = 1", &format!("seed = {}", seed_rolling(&[4])));
    let mut g = game(&text);
    order(
        &mut g,
        0,
        Order::Invade {
            fleet: A,
            site: site("Japara"),
        },
    );
    seal_all(&mut g);
    assert_eq!(
        g.public_view().last_round,
        [
            Happening::Invasion {
                seat: 0,
                defender: 1,
                site: site("Japara"),
                taken: true
            },
            Happening::Sailed {
                seat: 1,
                fleet: 'S',
                path: vec![Place::Csb, Place::Area(area("Java"))]
            }
        ]
    );
}
