//! Acquisitions.

use super::*;

const ACQ: &str = r#"
seed = 1
era = "A"
phase = "acquisitions"
unclaimed = ["A rice Bali", "A rice Jabar", "A shipping Jatim", "A spice Maluku"]
[[player]]
research = { slots = 3 }
[[player]]
[[company]]
owner = 1
deeds = ["A spice Halmahera"]
areas = ["Halmahera1"]
[[company]]
owner = 0
deeds = ["A shipping Lampung"]
ships = ["S3"]
"#;

#[test]
fn acquisitions_need_a_free_slot_and_place_the_first_good_or_ship() {
    let mut g = game(ACQ);
    // Seat 1 has one company and one slot: skipped. Seat 0 acquires.
    assert_eq!(g.prompt(), Prompt::Acquire { seat: 0 });
    assert!(g.legal(1).is_empty());
    let bali = g.map.deed_named("A rice Bali").unwrap();
    let jatim = g.map.deed_named("A shipping Jatim").unwrap();
    let jabar3 = area(&g, "Jabar3");
    let msg = refused(
        &mut g,
        0,
        Action::Acquire {
            deed: bali,
            at: Place::Area(jabar3),
        },
    );
    assert!(msg.contains("empty area of its province"), "{msg}");
    let s1 = sea(&g, "S1");
    let msg = refused(
        &mut g,
        0,
        Action::Acquire {
            deed: jatim,
            at: Place::Sea(s1),
        },
    );
    // The refusal names the seas allowed.
    assert!(
        msg.contains("Seas allowed: ") && msg.contains("S10"),
        "{msg}"
    );
    let bali1 = area(&g, "Bali1");
    ok(
        &mut g,
        0,
        Action::Acquire {
            deed: bali,
            at: Place::Area(bali1),
        },
    );
    // Seat 1 still has no slot; seat 0 goes again and places a ship next to Jawa Timur.
    assert_eq!(g.prompt(), Prompt::Acquire { seat: 0 });
    let s10 = sea(&g, "S10");
    ok(
        &mut g,
        0,
        Action::Acquire {
            deed: jatim,
            at: Place::Sea(s10),
        },
    );
    // Three companies, three slots: the phase ends.
    assert!(matches!(g.prompt(), Prompt::Research { .. }));
    assert_eq!(g.company_count(0), 3);
}

#[test]
fn passing_ends_your_acquisitions() {
    let mut g = game(ACQ);
    ok(&mut g, 0, Action::Pass);
    assert!(matches!(g.prompt(), Prompt::Research { .. }));
}

#[test]
fn a_first_good_never_touches_the_same_good_of_another_company() {
    let mut g = game(
        r#"
seed = 1
era = "A"
phase = "acquisitions"
unclaimed = ["A rice Bali"]
[[player]]
research = { slots = 2 }
[[player]]
[[company]]
owner = 1
deeds = ["A rice Jabar"]
areas = ["Jatim5"]
"#,
    );
    let bali = g.map.deed_named("A rice Bali").unwrap();
    let bali1 = area(&g, "Bali1");
    let bali2 = area(&g, "Bali2");
    let msg = refused(
        &mut g,
        0,
        Action::Acquire {
            deed: bali,
            at: Place::Area(bali1),
        },
    );
    // The refusal names the areas allowed, and not the one refused.
    let allowed = msg.split("Areas allowed: ").nth(1).unwrap_or_default();
    assert!(
        allowed.contains("Bali2") && !allowed.contains("Bali1"),
        "{msg}"
    );
    ok(
        &mut g,
        0,
        Action::Acquire {
            deed: bali,
            at: Place::Area(bali2),
        },
    );
}
