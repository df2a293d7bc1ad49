//! Mergers: who may propose, the auction, siap saji.

use super::*;

/// Seat 0: rice in Bali (3 areas); seat 1: rice in Jawa Barat (2); seat 2 has a free slot.
fn mergers(seat0: &str) -> Game {
    game(&format!(
        r#"
seed = 1
era = "B"
phase = "mergers"
unclaimed = ["B rice Aceh", "B spice Jateng"]
[[player]]
cash = 300
{seat0}
[[player]]
cash = 200
[[player]]
research = {{ slots = 2 }}
[[company]]
owner = 0
deeds = ["A rice Bali"]
areas = ["Bali1", "Bali2", "Jatim5"]
[[company]]
owner = 1
deeds = ["A rice Jabar"]
areas = ["Jabar4", "Jabar6"]
"#
    ))
}

#[test]
fn mergers_need_the_mergers_research_for_the_deeds() {
    // Mergers step 1 allows no merger: nobody can propose, the phase ends at once.
    let g = mergers("");
    assert!(matches!(g.prompt(), Prompt::Acquire { .. }));
    let mut g = mergers("research = { mergers = 2 }");
    assert_eq!(g.prompt(), Prompt::Propose { seat: 0 });
    let bali = company(&g, "A rice Bali");
    let jabar = company(&g, "A rice Jabar");
    // 5 units, at least 20 each: bids 100, 105, ...
    let msg = refused(
        &mut g,
        0,
        Action::Propose {
            first: bali,
            second: jabar,
            bid: 95,
        },
    );
    assert!(msg.contains("lowest bid is 20"), "{msg}");
    let msg = refused(
        &mut g,
        0,
        Action::Propose {
            first: bali,
            second: jabar,
            bid: 102,
        },
    );
    assert!(msg.contains("multiples"), "{msg}");
    let msg = refused(
        &mut g,
        0,
        Action::Propose {
            first: bali,
            second: jabar,
            bid: 305,
        },
    );
    assert!(msg.contains("No bluffing"), "{msg}");
    refused(
        &mut g,
        0,
        Action::Propose {
            first: bali,
            second: bali,
            bid: 100,
        },
    );
}

#[test]
fn an_auction_passing_is_final_and_the_winner_pays_the_owners_in_proportion() {
    let mut g = mergers("research = { mergers = 2 }");
    let bali = company(&g, "A rice Bali");
    let jabar = company(&g, "A rice Jabar");
    ok(
        &mut g,
        0,
        Action::Propose {
            first: bali,
            second: jabar,
            bid: 100,
        },
    );
    // Seat 1 owns one, seat 2 has a free slot: both may bid.
    assert!(matches!(
        g.prompt(),
        Prompt::Raise {
            seat: 1,
            high: 100,
            ..
        }
    ));
    ok(&mut g, 1, Action::Raise { amount: 105 });
    let msg = refused(&mut g, 2, Action::Raise { amount: 105 });
    // The refusal names the lowest raise allowed.
    assert!(
        msg.contains("beat") && msg.contains("raise to at least 110"),
        "{msg}"
    );
    ok(&mut g, 2, Action::Pass);
    ok(&mut g, 0, Action::Raise { amount: 110 });
    // Seat 2 passed for good: back to seat 1.
    assert!(matches!(g.prompt(), Prompt::Raise { seat: 1, .. }));
    let events = ok(&mut g, 1, Action::Pass);
    // Seat 0 wins for 110: 3/5 (66) to itself, 2/5 (44) to seat 1.
    let payments = events
        .iter()
        .find_map(|e| match &e.kind {
            EventKind::Merged { payments, .. } => Some(payments.clone()),
            _ => None,
        })
        .unwrap();
    assert_eq!(payments, vec![(0, 66), (1, 44)]);
    assert_eq!(g.cash, vec![300 - 110 + 66, 200 + 44, 100]);
    let merged = g.companies.values().find(|c| c.deeds.len() == 2).unwrap();
    assert_eq!(merged.owner, 0);
    assert_eq!(merged.areas.len(), 5);
    // Seat 1 may propose next, but nothing is left to merge: the phase ends, and the flipped
    // deeds turn face up again.
    assert!(matches!(g.prompt(), Prompt::Acquire { .. }));
    assert!(g.companies.values().all(|c| !c.merged));
}

#[test]
fn only_owners_or_players_with_a_free_slot_bid() {
    let mut g = game(
        r#"
seed = 1
era = "B"
phase = "mergers"
unclaimed = ["B rice Aceh", "B spice Jateng"]
[[player]]
research = { mergers = 2, slots = 2 }
[[player]]
[[player]]
[[company]]
owner = 0
deeds = ["A shipping Jatim"]
ships = ["S10"]
[[company]]
owner = 0
deeds = ["A shipping Lampung"]
ships = ["S3"]
[[company]]
owner = 2
deeds = ["A rice Bali"]
areas = ["Bali1"]
"#,
    );
    let a = company(&g, "A shipping Jatim");
    let b = company(&g, "A shipping Lampung");
    // 2 ships, 10 each.
    ok(
        &mut g,
        0,
        Action::Propose {
            first: a,
            second: b,
            bid: 20,
        },
    );
    // Seat 1 has a free slot (no company); seat 2 has none and owns neither: skipped.
    assert!(matches!(g.prompt(), Prompt::Raise { seat: 1, .. }));
    // Seat 2 is told why it is left out, not only that it is not its turn.
    let msg = refused(&mut g, 2, Action::Raise { amount: 30 });
    assert!(msg.contains("you may not bid on this merger"), "{msg}");
    assert!(msg.contains("Slots R&D 1 with 1 companies"), "{msg}");
    ok(&mut g, 1, Action::Pass);
    // Seat 0 pays itself: its cash is unchanged.
    assert_eq!(g.cash[0], 100);
}

#[test]
fn rice_and_spice_make_siap_saji_in_eras_b_and_c_with_removals_that_never_split() {
    let text = r#"
seed = 1
era = "B"
phase = "mergers"
unclaimed = ["B rice Aceh", "B rubber Riau"]
[[player]]
cash = 300
research = { mergers = 2 }
[[player]]
[[company]]
owner = 0
deeds = ["A rice Bali"]
areas = ["Bali2", "Bali1", "Jatim5"]
[[company]]
owner = 1
deeds = ["B spice Jateng"]
areas = ["Jatim4", "Jatim3"]
"#;
    // Era A: rice and spice do not merge.
    let mut era_a = game(
        &text
            .replace("era = \"B\"", "era = \"A\"")
            .replace("B spice Jateng", "A spice Maluku")
            .replace(
                "\"B rice Aceh\", \"B rubber Riau\"",
                "\"A rice Jabar\", \"A shipping Jatim\"",
            ),
    );
    assert!(
        !matches!(era_a.prompt(), Prompt::Propose { .. }),
        "{:?}",
        era_a.prompt()
    );
    let _ = &mut era_a;

    let mut g = game(text);
    let rice = company(&g, "A rice Bali");
    let spice = company(&g, "B spice Jateng");
    // 5 areas, 25 each for a creation.
    refused(
        &mut g,
        0,
        Action::Propose {
            first: rice,
            second: spice,
            bid: 120,
        },
    );
    let events = ok(
        &mut g,
        0,
        Action::Propose {
            first: rice,
            second: spice,
            bid: 125,
        },
    );
    assert!(has(&events, |k| matches!(
        k,
        EventKind::Proposed {
            siap_saji: true,
            ..
        }
    )));
    ok(&mut g, 1, Action::Pass);
    // Remove 3 of the 5 areas of one chain Bali2-Bali1-Jatim5-Jatim4-Jatim3: only its ends.
    let Prompt::Remove {
        seat: 0, left: 3, ..
    } = g.prompt()
    else {
        panic!("{:?}", g.prompt())
    };
    let (bali2, jatim3, jatim5) = (area(&g, "Bali2"), area(&g, "Jatim3"), area(&g, "Jatim5"));
    assert_eq!(
        g.legal(0),
        vec![
            Action::Remove { area: bali2 },
            Action::Remove { area: jatim3 }
        ]
    );
    let msg = refused(&mut g, 0, Action::Remove { area: jatim5 });
    assert!(msg.contains("splitting"), "{msg}");
    ok(&mut g, 0, Action::Remove { area: bali2 });
    ok(&mut g, 0, Action::Remove { area: jatim3 });
    let bali1 = area(&g, "Bali1");
    let events = ok(&mut g, 0, Action::Remove { area: bali1 });
    assert!(has(&events, |k| matches!(k, EventKind::SiapSaji { .. })));
    let c = g.companies.values().next().unwrap();
    assert_eq!(c.kind, CompanyKind::Production(Good::SiapSaji));
    assert_eq!(c.areas.len(), 2);
    assert_eq!(c.deeds.len(), 2);
}

#[test]
fn a_company_made_by_a_merger_does_not_merge_again_in_the_same_phase() {
    let mut g = game(
        r#"
seed = 1
era = "B"
phase = "mergers"
unclaimed = ["B rice Aceh", "B spice Jateng"]
[[player]]
cash = 500
research = { mergers = 3, slots = 5 }
[[player]]
[[company]]
owner = 0
deeds = ["A shipping Jatim"]
ships = ["S10"]
[[company]]
owner = 0
deeds = ["A shipping Lampung"]
ships = ["S3"]
[[company]]
owner = 0
deeds = ["A shipping Halmahera"]
ships = ["S18"]
[[company]]
owner = 0
deeds = ["A rice Bali"]
areas = ["Bali1"]
[[company]]
owner = 0
deeds = ["A rice Jabar"]
areas = ["Jabar4"]
"#,
    );
    let a = company(&g, "A shipping Jatim");
    let b = company(&g, "A shipping Lampung");
    let c = company(&g, "A shipping Halmahera");
    ok(
        &mut g,
        0,
        Action::Propose {
            first: a,
            second: b,
            bid: 20,
        },
    );
    // Seat 1 has a free slot and may bid; it passes.
    ok(&mut g, 1, Action::Pass);
    let merged = company(&g, "A shipping Jatim");
    assert!(g.companies[&merged].merged);
    // Seat 1 has nothing to propose; seat 0's turn comes again (the rice could still merge).
    assert_eq!(g.prompt(), Prompt::Propose { seat: 0 });
    let msg = refused(
        &mut g,
        0,
        Action::Propose {
            first: merged,
            second: c,
            bid: 30,
        },
    );
    assert!(msg.contains("may not merge again"), "{msg}");
}

#[test]
fn a_siap_saji_creation_that_must_touch_other_siap_saji_may_not_be_proposed() {
    // The rice and spice areas all touch an existing siap saji company's areas.
    let g = game(
        r#"
seed = 1
era = "C"
phase = "mergers"
unclaimed = ["C oil Papua", "C rice Sultra"]
[[player]]
cash = 500
research = { mergers = 2, slots = 3 }
[[player]]
research = { slots = 2 }
[[company]]
owner = 0
deeds = ["A rice Bali"]
areas = ["Bali1"]
[[company]]
owner = 0
deeds = ["A spice Maluku"]
areas = ["Jatim4"]
[[company]]
owner = 1
deeds = ["B rice Aceh", "B spice Jateng"]
areas = ["Jatim5"]
"#,
    );
    let rice = company(&g, "A rice Bali");
    let spice = company(&g, "A spice Maluku");
    let msg = g.check_pair(0, rice, spice).unwrap_err().message;
    // The refusal names how many areas go, and the areas that touch the other siap saji.
    assert!(
        msg.contains("removes 1 of the 2 rice and spice areas and keeps 1 area,"),
        "{msg}"
    );
    assert!(msg.contains("(Bali1, Jatim4)"), "{msg}");
}
