//! Prices, shares, sales, the subsidy and Maintenance.

use super::*;
use crate::games::indies::{Removal, Unit, Upkept};

#[test]
fn prices_move_one_rank_and_stop_at_the_ladders_ends() {
    let d = data();
    let g = game("seed = 1\n[[company]]\n[[company]]\n");
    let mut w = g.world.clone();
    w.prices = vec![0; 6];
    let mut out = Vec::new();
    w.move_prices(&d, &mut rolling(&[1, 2, 3, 4, 5, 6]), &mut out);
    assert_eq!(w.prices, [0, 0, 0, 0, 1, 1]);
    w.prices = vec![2; 6];
    w.move_prices(&d, &mut rolling(&[6, 5, 4, 3, 2, 1]), &mut out);
    assert_eq!(w.prices, [2, 2, 2, 2, 1, 1]);
    let EventKind::Prices { rolls } = &out[1] else {
        panic!()
    };
    assert_eq!((rolls[0].from, rolls[0].to), (48, 48));
    assert_eq!((rolls[5].from, rolls[5].to), (48, 36));
}

const JAVA: &str = r#"
seed = 1
[output]
Java = "cloves"
Sumatra = "pepper"
[[company]]
[[company.factory]]
site = "Bantam"
[[company.factory]]
site = "Jayakarta"
[[company.factory]]
site = "Aceh"
[[company]]
[[company.factory]]
site = "Japara"
"#;

#[test]
fn output_is_shared_equally_and_a_second_factory_earns_nothing_more() {
    let d = data();
    let g = game(JAVA);
    let mut w = g.world.clone();
    let mut out = Vec::new();
    w.share_spices(&d, &mut out);
    let half = marker("cloves 1/2");
    assert_eq!(w.factory(site("Bantam")).unwrap().markers, [half]);
    assert!(w.factory(site("Jayakarta")).unwrap().markers.is_empty());
    assert_eq!(w.factory(site("Japara")).unwrap().markers, [half]);
    assert_eq!(w.factory(site("Aceh")).unwrap().markers, [marker("pepper")]);
    let e = Event {
        audience: crate::games::Audience::Public,
        kind: out[0].clone(),
    };
    assert_eq!(
        e.text(&d, &|s| d.nation(s).to_string(), crate::lang::Lang::En),
        "Sumatra (pepper, 36): a whole share to Portugal at Aceh."
    );
}

#[test]
fn markers_in_europe_sell_at_price_over_share_rounded_down_per_marker() {
    let text = r#"
seed = 1
round = 2
[prices]
cloves = 36
tea = 48
[[company]]
[[company.fleet]]
fleet = "A"
at = "Europe"
units = { carrack = 1 }
cargo = ["cloves 1/5", "cloves 1/5", "tea"]
[[company]]
"#;
    let d = data();
    let g = game(text);
    let mut w = g.world.clone();
    let mut out = Vec::new();
    w.sell(&d, &mut out);
    let EventKind::Sold { total, sales, .. } = &out[0] else {
        panic!()
    };
    assert_eq!(*total, 7 + 7 + 48);
    assert_eq!(sales.len(), 3);
    assert_eq!(w.companies[0].treasury, 120 + 62);
    assert!(w.fleet(0, A).unwrap().cargo.is_empty());
    assert_eq!(w.markers.sold, 3);
}

#[test]
fn the_subsidy_is_six_florins_a_pip() {
    let d = data();
    let g =
        game("seed = 1\ninitiative = [\"Netherlands\", \"Portugal\"]\n[[company]]\n[[company]]\n");
    let mut w = g.world.clone();
    let mut out = Vec::new();
    w.subsidy(&d, &mut rolling(&[4, 1]), &mut out);
    assert_eq!(w.companies[1].treasury, 144);
    assert_eq!(w.companies[0].treasury, 126);
}

const POOR: &str = r#"
seed = 1
round = 2
[[company]]
treasury = 5
[[company.fleet]]
fleet = "A"
at = "Java"
units = { carrack = 1, leader = 1, explorer = 1, soldiers = 2 }
[[company.fleet]]
fleet = "S"
at = "CSB"
units = { caravel = 1 }
[[company.factory]]
site = "Bantam"
forts = 1
[[company]]
"#;

fn maintain(text: &str) -> (crate::games::indies::world::World, Vec<Removal>) {
    let d = data();
    let g = game(text);
    let mut w = g.world.clone();
    let mut out = Vec::new();
    assert_eq!(w.upkeep_due(&d, 0), 2 + 2 + 1 + 2 + 1 + 3 + 1);
    w.maintenance(&d, &mut out);
    w.leave_csb_without_factory(&mut out);
    let removed = out
        .iter()
        .find_map(|e| match e {
            EventKind::Upkeep {
                seat: 0, removed, ..
            } => Some(removed.clone()),
            _ => None,
        })
        .unwrap();
    (w, removed)
}

#[test]
fn unpaid_upkeep_removes_by_the_default_order_factories_last() {
    // 12 due, 5 in the treasury: 2 soldiers, the explorer, the leader, the fort, the caravel.
    let (w, removed) = maintain(POOR);
    let kinds: Vec<String> = removed
        .iter()
        .map(|r| match r {
            Removal::Unit { unit, .. } => format!("{unit:?}"),
            other => format!("{other:?}")
                .split_whitespace()
                .next()
                .unwrap()
                .to_string(),
        })
        .collect();
    assert_eq!(
        kinds,
        [
            "Soldier", "Soldier", "Explorer", "Leader", "Fort", "Caravel"
        ]
    );
    assert_eq!(w.companies[0].treasury, 0);
    assert!(w.factory(site("Bantam")).is_some());
}

#[test]
fn the_standing_order_names_what_goes_first() {
    let text = POOR.replace(
        "treasury = 5",
        "treasury = 5\nmaintenance = [\"factory\", \"caravels\"]",
    );
    // The factory goes first (with its fort): 12 - 4 = 8 due; then the caravel (7, and the
    // squadron is gone), then a soldier each: 5.
    let (w, removed) = maintain(&text);
    assert!(matches!(removed[0], Removal::Factory { forts: 1, .. }));
    assert!(matches!(
        removed[1],
        Removal::Unit {
            unit: Unit::Caravel,
            ..
        }
    ));
    assert_eq!(removed.len(), 4);
    assert_eq!(w.companies[0].treasury, 0);
    assert!(w.fleet(0, FleetId::named("S").unwrap()).is_none());
    let _ = Upkept::Factory;
}

#[test]
fn csb_ships_sail_out_when_the_last_factory_is_lost() {
    let text = POOR.replace("treasury = 5", "treasury = 5\nmaintenance = [\"factory\"]");
    let (w, _) = maintain(&text);
    let s = w.fleet(0, FleetId::named("S").unwrap()).unwrap();
    assert_eq!(s.at, crate::games::indies::Place::Area(area("Java")));
    assert!(s.patrol.is_none());
}

use crate::games::indies::FleetId;

#[test]
fn maintenance_keeps_what_has_become_affordable() {
    // 10 due, 5 in the treasury. The default order takes the caravel, then both galleons; the
    // galleons alone leave 4 due, so the caravel is kept.
    let text = r#"
seed = 1
round = 2
[[company]]
treasury = 5
[[company.fleet]]
fleet = "A"
at = "Java"
units = { galleon = 2 }
[[company.fleet]]
fleet = "B"
at = "Java"
units = { caravel = 1 }
[[company.factory]]
site = "Bantam"
[[company]]
"#;
    let d = data();
    let mut w = game(text).world.clone();
    let mut out = Vec::new();
    w.maintenance(&d, &mut out);
    let Some(EventKind::Upkeep {
        due, paid, removed, ..
    }) = out.first()
    else {
        panic!("{out:?}")
    };
    assert_eq!((*due, *paid), (10, 4));
    assert_eq!(removed.len(), 2, "{removed:?}");
    assert!(removed.iter().all(|r| matches!(
        r,
        Removal::Unit {
            unit: Unit::Galleon,
            ..
        }
    )));
    assert_eq!(w.fleet(0, FleetId::named("B").unwrap()).unwrap().ships(), 1);
    assert_eq!(w.companies[0].treasury, 1);
}
