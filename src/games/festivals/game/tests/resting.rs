use super::*;
use crate::games::Rules;
use crate::games::festivals::TieKind;

#[test]
fn rest_from_the_island_the_pool_or_nothing() {
    // 13 blue tickets in hands and one in Kalimantan's centre leave one blue in the pool.
    let mut g = game(
        r#"
        seed = 1
        airplane = 0
        active = "Pasola"
        [[player]]
        island = "Bali"
        [[player]]
        island = "Kalimantan"
        hand = "B B B B B B B"
        [[player]]
        island = "Jawa"
        hand = "B B B B B B"
        [[island]]
        name = "Kalimantan"
        centre = "Y B"
        "#,
    );
    plan(&mut g, 1, "none");
    plan(&mut g, 2, "none");
    assert_eq!(g.pool.blue, 1);
    assert_eq!(g.prompt(), Prompt::Rest { seat: 0 });
    // Bali's centre is empty.
    assert_eq!(
        g.legal(0),
        vec![
            Action::Rest {
                from: RestSource::Pool
            },
            Action::Rest {
                from: RestSource::Nothing
            }
        ]
    );
    let msg = refused(
        &mut g,
        0,
        Action::Rest {
            from: RestSource::Island,
        },
    );
    assert_eq!(
        msg,
        "There are no tickets in the centre of Bali: rest from the pool (/festivals rest from:pool) or take \
         nothing (/festivals rest from:nothing)."
    );
    let msg = refused(
        &mut g,
        1,
        Action::Rest {
            from: RestSource::Pool,
        },
    );
    assert_eq!(
        msg,
        "It is not your turn to rest yet: another player rests first."
    );
    // Bali depicts two blue; the pool has only one left.
    let events = rest(&mut g, 0, RestSource::Pool);
    assert_eq!(
        events[0],
        EventKind::Rested {
            seat: 0,
            island: id("Bali"),
            from: RestSource::Pool,
            took: t("B")
        }
    );
    assert_eq!(g.hands[0], t("B"));
    assert_eq!(g.pool.blue, 0);
    // Kalimantan's centre: all of it.
    let events = rest(&mut g, 1, RestSource::Island);
    assert_eq!(
        events[0],
        EventKind::Rested {
            seat: 1,
            island: id("Kalimantan"),
            from: RestSource::Island,
            took: t("Y B")
        }
    );
    assert_eq!(g.centres[id("Kalimantan")], Tickets::NONE);
    assert_eq!(g.hands[1].total(), 9);
    let events = rest(&mut g, 2, RestSource::Nothing);
    assert_eq!(
        events[0],
        EventKind::Rested {
            seat: 2,
            island: id("Jawa"),
            from: RestSource::Nothing,
            took: Tickets::NONE
        }
    );
    assert_eq!(g.hands[2].total(), 6);
    let msg = refused(
        &mut g,
        2,
        Action::Rest {
            from: RestSource::Pool,
        },
    );
    assert!(msg.contains("Phase 1 (planning)"), "{msg}");
}

#[test]
fn resting_from_the_pool_takes_each_depicted_token() {
    let mut g = game(
        r#"
        seed = 1
        airplane = 0
        active = "Pasola"
        [[player]]
        [[player]]
        island = "Papua"
        "#,
    );
    assert_eq!(g.prompt(), Prompt::Rest { seat: 0 });
    // Jawa depicts K K Y.
    let events = rest(&mut g, 0, RestSource::Pool);
    assert_eq!(
        events[0],
        EventKind::Rested {
            seat: 0,
            island: id("Jawa"),
            from: RestSource::Pool,
            took: t("K K Y")
        }
    );
    assert_eq!(g.pool, Tickets::new(14, 13, 15));
}

#[test]
fn resters_go_by_island_groups_from_the_airplane_holder() {
    let mut g = game(
        r#"
        seed = 1
        airplane = 1
        active = "Pasola"
        [[player]]
        island = "Bali"
        [[player]]
        island = "Papua"
        [[player]]
        island = "Bali"
        [[player]]
        island = "Sumatera"
        "#,
    );
    // From seat 1: seat 1 (Papua) alone, then Bali's group {2, 0} met at seat 2, then seat 3.
    assert_eq!(g.prompt(), Prompt::Rest { seat: 1 });
    let msg = refused(&mut g, 1, Action::Order { seats: vec![0, 2] });
    assert!(
        msg.starts_with("There is no tie to settle now. A tie is settled when it matters"),
        "{msg}"
    );
    let msg = refused(
        &mut g,
        0,
        Action::Rest {
            from: RestSource::Nothing,
        },
    );
    assert_eq!(
        msg,
        "It is not your turn to rest yet: another player rests first."
    );
    rest(&mut g, 1, RestSource::Nothing);
    assert_eq!(
        g.prompt(),
        Prompt::Order {
            seat: 1,
            tied: vec![2, 0],
            why: TieKind::Resters
        }
    );
    let msg = refused(&mut g, 1, Action::Order { seats: vec![0, 3] });
    assert!(
        msg.starts_with("Name exactly the 2 players resting on the same island"),
        "{msg}"
    );
    order(&mut g, &[0, 2]);
    assert_eq!(g.prompt(), Prompt::Rest { seat: 0 });
    rest(&mut g, 0, RestSource::Pool);
    assert_eq!(g.prompt(), Prompt::Rest { seat: 2 });
    // Seat 0 took Bali's two blue; seat 2 after it finds the same pool, less those.
    let events = rest(&mut g, 2, RestSource::Pool);
    assert_eq!(
        events[0],
        EventKind::Rested {
            seat: 2,
            island: id("Bali"),
            from: RestSource::Pool,
            took: t("B B")
        }
    );
    assert_eq!(g.prompt(), Prompt::Rest { seat: 3 });
}

#[test]
fn resters_on_the_festival_island_take_the_highest_place_left() {
    let mut g = game(
        r#"
        seed = 1
        airplane = 0
        active = "Erau"
        [[player]]
        island = "Kalimantan"
        [[player]]
        island = "Jawa"
        hand = "Y"
        [[player]]
        island = "Kalimantan"
        "#,
    );
    plan(&mut g, 1, "Y");
    let events = go(&mut g, 1, "Kalimantan", Colour::Yellow);
    assert_eq!(scored(&events), vec![(1, 1, 5)]);
    order(&mut g, &[2, 0]);
    let events = rest(&mut g, 2, RestSource::Nothing);
    assert_eq!(scored(&events), vec![(2, 2, 3)]);
    let events = rest(&mut g, 0, RestSource::Nothing);
    assert_eq!(scored(&events), vec![(0, 3, 1)]);
}
