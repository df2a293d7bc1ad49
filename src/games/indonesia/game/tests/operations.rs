//! Operations: shipping, revenue, expansion and IOUs.

use super::*;

/// Seat 0: rice in Bali; seat 1: a ship in S10 (Selat Madura); cities in Jateng3 and Jatim1,
/// both on S10.
pub(super) fn ops(hull: u8, cash: u32) -> Game {
    game(&format!(
        r#"
seed = 1
era = "A"
phase = "operations"
unclaimed = ["A rice Jabar", "A spice Maluku"]
[[player]]
cash = {cash}
research = {{ slots = 2 }}
[[player]]
research = {{ hull = {hull}, expansion = 2 }}
[[company]]
owner = 0
deeds = ["A rice Bali"]
areas = ["Bali1", "Bali2"]
[[company]]
owner = 1
deeds = ["A shipping Jatim"]
ships = ["S10"]
[[city]]
area = "Jateng3"
[[city]]
area = "Jatim1"
"#
    ))
}

#[test]
fn all_goods_shipped_pay_sales_cubes_and_force_a_free_expansion() {
    let mut g = ops(2, 100);
    let rice = company(&g, "A rice Bali");
    let ships = company(&g, "A shipping Jatim");
    assert_eq!(g.prompt(), Prompt::Operate { seat: 0 });
    refused(&mut g, 0, Action::Operate { company: ships });
    let events = ok(&mut g, 0, Action::Operate { company: rice });
    assert!(has(&events, |k| matches!(k, EventKind::PlanOffered { .. })));
    let Prompt::Ship { plan, .. } = g.prompt() else {
        panic!("{:?}", g.prompt())
    };
    assert_eq!(plan.deliveries.len(), 2);
    assert_eq!(plan.cubes, 2);
    ok(&mut g, 0, Action::Ship);
    // 2 x 20 sales - 2 x 5 cubes; seat 1's ship earns 10.
    assert_eq!(g.revenue, vec![30, 10]);
    // All shipped: free and compulsory expansion (expansion R&D 1).
    assert!(matches!(
        g.prompt(),
        Prompt::Expand {
            paid: false,
            left: 1,
            ..
        }
    ));
    let msg = refused(&mut g, 0, Action::Pass);
    assert!(msg.contains("must expand"), "{msg}");
    let jatim5 = area(&g, "Jatim5");
    let ntb1 = area(&g, "NTB1");
    assert_eq!(
        g.legal(0),
        vec![
            Action::Expand { area: jatim5 },
            Action::Expand { area: ntb1 }
        ]
    );
    ok(&mut g, 0, Action::Expand { area: ntb1 });
    assert_eq!(g.cash[0], 100);
    assert_eq!(g.companies[&rice].areas.len(), 3);
    // Seat 1 operates the shipping company: up to 2 ships, but era A allows Jatim 2 in all.
    ok(&mut g, 1, Action::Operate { company: ships });
    assert_eq!(
        g.prompt(),
        Prompt::PlaceShips {
            seat: 1,
            company: ships,
            left: 1
        }
    );
    let s1 = sea(&g, "S1");
    let msg = refused(&mut g, 1, Action::PlaceShip { sea: s1 });
    assert!(msg.contains("next to one"), "{msg}");
    let s14 = sea(&g, "S14");
    let events = ok(&mut g, 1, Action::PlaceShip { sea: s14 });
    assert!(has(&events, |k| matches!(
        k,
        EventKind::ExpansionOver {
            why: Stopped::Limit,
            ..
        }
    )));
    // The end of the year: revenue to cash, both cities grew (rice is the only good produced).
    assert_eq!(g.cash, vec![130, 110]);
    assert_eq!(g.revenue, vec![0, 0]);
    assert!(
        g.cities
            .values()
            .all(|c| c.size == 2 && c.delivered == [0; 5])
    );
}

#[test]
fn goods_left_over_make_expansion_optional_and_paid() {
    let mut g = ops(1, 2);
    let rice = company(&g, "A rice Bali");
    ok(&mut g, 0, Action::Operate { company: rice });
    ok(&mut g, 0, Action::Ship);
    // Hull 1: one good shipped of two.
    assert_eq!(g.revenue, vec![15, 5]);
    assert!(matches!(
        g.prompt(),
        Prompt::Expand {
            paid: true,
            price: 20,
            ..
        }
    ));
    // 2 in cash and 15 of revenue fall short of 20.
    let ntb1 = area(&g, "NTB1");
    let msg = refused(&mut g, 0, Action::Expand { area: ntb1 });
    assert!(
        msg.contains("from your cash and then this phase's operating revenue"),
        "{msg}"
    );
    assert!(msg.contains("you have only 17 in all"), "{msg}");
    assert_eq!(g.legal(0), vec![Action::Pass]);
    ok(&mut g, 0, Action::Pass);
}

#[test]
fn paid_expansion_takes_cash_first_then_operating_revenue() {
    let mut g = ops(1, 10);
    let rice = company(&g, "A rice Bali");
    ok(&mut g, 0, Action::Operate { company: rice });
    ok(&mut g, 0, Action::Ship);
    assert_eq!(g.revenue, vec![15, 5]);
    let ntb1 = area(&g, "NTB1");
    let events = ok(&mut g, 0, Action::Expand { area: ntb1 });
    assert!(has(&events, |k| matches!(
        k,
        EventKind::Expanded { paid: 20, .. }
    )));
    // 10 from cash, the other 10 from this phase's revenue.
    assert_eq!(g.cash[0], 0);
    assert_eq!(g.revenue[0], 5);
    assert_eq!(g.ledger.expansions, 20);
}

#[test]
fn paid_expansion_costs_the_good_price_per_area() {
    let mut g = ops(1, 100);
    let rice = company(&g, "A rice Bali");
    ok(&mut g, 0, Action::Operate { company: rice });
    ok(&mut g, 0, Action::Ship);
    let ntb1 = area(&g, "NTB1");
    let events = ok(&mut g, 0, Action::Expand { area: ntb1 });
    assert!(has(&events, |k| matches!(
        k,
        EventKind::Expanded { paid: 20, .. }
    )));
    assert_eq!(g.cash[0], 80);
    assert_eq!(g.ledger.expansions, 20);
}

#[test]
fn expansion_never_touches_the_same_good_of_another_company() {
    let mut g = game(
        r#"
seed = 1
era = "A"
phase = "operations"
unclaimed = ["A spice Maluku", "A shipping Jatim"]
[[player]]
research = { expansion = 3 }
[[player]]
[[company]]
owner = 0
deeds = ["A rice Bali"]
areas = ["Bali1"]
[[company]]
owner = 1
deeds = ["A rice Jabar"]
areas = ["NTB2"]
"#,
    );
    let rice = company(&g, "A rice Bali");
    ok(&mut g, 0, Action::Operate { company: rice });
    // Nothing shipped (no ships): optional, paid.
    let bali2 = area(&g, "Bali2");
    let jatim5 = area(&g, "Jatim5");
    ok(&mut g, 0, Action::Expand { area: bali2 });
    // NTB1 touches the other company's rice in NTB2.
    let ntb1 = area(&g, "NTB1");
    refused(&mut g, 0, Action::Expand { area: ntb1 });
    // Chained: Jatim4 is reachable through the newly placed Jatim5.
    ok(&mut g, 0, Action::Expand { area: jatim5 });
    let jatim4 = area(&g, "Jatim4");
    assert!(g.legal(0).contains(&Action::Expand { area: jatim4 }));
}

#[test]
fn shipping_expansion_is_chained_and_limited_by_research_and_deeds() {
    let mut g = game(
        r#"
seed = 1
era = "B"
phase = "operations"
unclaimed = ["B rice Aceh", "B spice Jateng"]
[[player]]
research = { expansion = 5 }
[[player]]
[[company]]
owner = 0
deeds = ["A shipping Halmahera"]
ships = ["S18"]
"#,
    );
    let c = company(&g, "A shipping Halmahera");
    ok(&mut g, 0, Action::Operate { company: c });
    // Halmahera allows 4 ships in era B: 3 more.
    assert!(matches!(g.prompt(), Prompt::PlaceShips { left: 3, .. }));
    let s20 = sea(&g, "S20");
    let s21 = sea(&g, "S21");
    refused(&mut g, 0, Action::PlaceShip { sea: s21 });
    ok(&mut g, 0, Action::PlaceShip { sea: s20 });
    ok(&mut g, 0, Action::PlaceShip { sea: s21 });
    ok(&mut g, 0, Action::Pass);
    assert_eq!(g.companies[&c].ships.len(), 3);
}

/// Rice in Bali 2 (on S14 only), a city in Sulut2 (on S15 only), seat 1's ships on the one
/// route S14 - S17 - S19 - S18 - S15: five cubes for one rice.
pub(super) fn iou(cash: u32, money: &str) -> Game {
    game(&format!(
        r#"
seed = 1
money = "{money}"
era = "B"
phase = "operations"
unclaimed = ["B rice Aceh", "B spice Jateng"]
[[player]]
cash = {cash}
[[player]]
research = {{ slots = 2 }}
[[company]]
owner = 0
deeds = ["A rice Bali"]
areas = ["Bali2"]
[[company]]
owner = 1
deeds = ["A shipping Halmahera", "A shipping Jatim"]
ships = ["S14", "S17", "S19", "S18", "S15"]
[[city]]
area = "Sulut2"
"#
    ))
}

#[test]
fn a_costly_shipment_leaves_an_iou_repaid_from_cash_at_the_end_of_operations() {
    let mut g = iou(3, "open");
    let rice = company(&g, "A rice Bali");
    let ships = company(&g, "A shipping Halmahera");
    ok(&mut g, 0, Action::Operate { company: rice });
    ok(&mut g, 0, Action::Ship);
    assert_eq!(g.revenue, vec![-5, 25]);
    // All (one) shipped: the expansion is free and compulsory.
    let ntb1 = area(&g, "NTB1");
    ok(&mut g, 0, Action::Expand { area: ntb1 });
    ok(&mut g, 1, Action::Operate { company: ships });
    let events = ok(&mut g, 1, Action::Pass);
    // 3 of the 5 repaid from cash, 2 stay as IOUs against the next Operations.
    assert!(has(&events, |k| matches!(
        k,
        EventKind::Settled {
            seat: 0,
            repaid: 3,
            left: 2,
            ..
        }
    )));
    assert_eq!(g.cash[0], 0);
    assert_eq!(g.revenue[0], -2);
    assert_eq!(g.cash[1], 125);
}

#[test]
fn preferring_a_company_never_ships_fewer_goods() {
    let mut g = ops(2, 100);
    let rice = company(&g, "A rice Bali");
    let ships = company(&g, "A shipping Jatim");
    ok(&mut g, 0, Action::Operate { company: rice });
    let Prompt::Ship { plan: before, .. } = g.prompt() else {
        panic!()
    };
    ok(&mut g, 0, Action::Prefer { company: ships });
    refused(&mut g, 0, Action::Prefer { company: ships });
    let msg = refused(&mut g, 0, Action::Prefer { company: rice });
    // A company that ships nothing: the refusal names those that may be preferred.
    assert!(msg.contains("Shipping companies you may prefer: "), "{msg}");
    let Prompt::Ship { plan: after, .. } = g.prompt() else {
        panic!()
    };
    assert!(after.deliveries.len() >= before.deliveries.len());
    assert_eq!(after.prefer, vec![ships]);
    ok(&mut g, 0, Action::ClearPreferences);
    refused(&mut g, 0, Action::ClearPreferences);
}

#[test]
fn a_compulsory_expansion_stops_when_no_room_is_left() {
    // All goods shipped, expansion R&D 3, but Bali's rice can only reach NTB1 (Jatim5 holds
    // a city): one area, then the expansion ends by itself.
    let mut g = game(
        r#"
seed = 1
era = "A"
phase = "operations"
unclaimed = ["A rice Jabar", "A spice Maluku"]
[[player]]
research = { expansion = 3, slots = 2 }
[[player]]
research = { hull = 2 }
[[company]]
owner = 0
deeds = ["A rice Bali"]
areas = ["Bali1", "Bali2"]
[[company]]
owner = 1
deeds = ["A shipping Jatim"]
ships = ["S10"]
[[company]]
owner = 0
deeds = ["A spice Halmahera"]
areas = ["NTB2"]
[[city]]
area = "Jateng3"
[[city]]
area = "Jatim5"
"#,
    );
    let rice = company(&g, "A rice Bali");
    ok(&mut g, 0, Action::Operate { company: rice });
    ok(&mut g, 0, Action::Ship);
    assert!(matches!(
        g.prompt(),
        Prompt::Expand {
            paid: false,
            left: 3,
            ..
        }
    ));
    let ntb1 = area(&g, "NTB1");
    assert_eq!(g.legal(0), vec![Action::Expand { area: ntb1 }]);
    let events = ok(&mut g, 0, Action::Expand { area: ntb1 });
    assert!(has(&events, |k| matches!(
        k,
        EventKind::ExpansionOver {
            why: Stopped::NoRoom,
            ..
        }
    )));
    assert_eq!(g.prompt(), Prompt::Operate { seat: 1 });
}

#[test]
fn the_operator_may_choose_another_plan_that_ships_as_many() {
    // bob's and carol's ships both lie in S10, next to Bali and to the city: the plan on offer
    // uses one of them, the other plan the other, and each pays a different owner.
    let mut g = game(
        r#"
seed = 1
era = "A"
phase = "operations"
unclaimed = ["A rice Jabar", "A spice Maluku"]
[[player]]
research = { slots = 2 }
[[player]]
research = { hull = 2 }
[[player]]
research = { hull = 2 }
[[company]]
owner = 0
deeds = ["A rice Bali"]
areas = ["Bali1"]
[[company]]
owner = 1
deeds = ["A shipping Jatim"]
ships = ["S10"]
[[company]]
owner = 2
deeds = ["A shipping Lampung"]
ships = ["S10"]
[[city]]
area = "Jatim1"
"#,
    );
    let rice = company(&g, "A rice Bali");
    ok(&mut g, 0, Action::Operate { company: rice });
    let Prompt::Ship { plan, .. } = g.prompt() else {
        panic!("{:?}", g.prompt())
    };
    assert_eq!(plan.deliveries.len(), 1);
    assert_eq!(plan.others.len(), 1, "{plan:?}");
    assert_ne!(plan.earnings, plan.others[0].earnings);
    assert!(g.legal(0).contains(&Action::ShipPlan { number: 2 }));
    let msg = refused(&mut g, 0, Action::ShipPlan { number: 3 });
    assert!(msg.contains("plans 1 to 2 are shown"), "{msg}");
    let wanted = plan.others[0].earnings.clone();
    let events = ok(&mut g, 0, Action::ShipPlan { number: 2 });
    assert!(has(&events, |k| matches!(
        k,
        EventKind::Shipped { plan, .. } if plan.earnings == wanted && plan.others.is_empty()
    )));
    // The other plan's owner was paid: 5 for the one cube.
    let paid = wanted.iter().position(|&e| e == 5).unwrap();
    assert_eq!(g.revenue[paid], 5);
}
