//! Sealed orders: the private draft, its checks, sealing and the deadline.

use super::*;
use crate::games::indies::{Place, Prompt, Unit};
use crate::games::{Audience, Refused, Rules};

fn new_game(seats: usize) -> Game {
    Game::setup(data(), &Default::default(), seats, 11)
        .unwrap()
        .0
}

fn buy(fleet: crate::games::indies::FleetId, unit: Unit, count: u32) -> Order {
    Order::Buy { fleet, unit, count }
}

#[test]
fn a_new_game_waits_for_every_companys_orders() {
    let (g, events) = Game::setup(data(), &Default::default(), 3, 11).unwrap();
    assert_eq!(g.year(), 1600);
    assert_eq!(g.last_year(), 1611);
    assert!(
        matches!(g.prompt(), Prompt::Orders { year: 1600, round: 1, ref waiting } if waiting == &[0, 1, 2])
    );
    assert!(matches!(events[0].kind, EventKind::Initiative { .. }));
    assert!(matches!(
        events[1].kind,
        EventKind::RoundOpened {
            year: 1600,
            round: 1
        }
    ));
    for s in 0..3 {
        assert_eq!(g.treasury(s), 120);
    }
    for bad in [1, 6] {
        assert!(Game::setup(data(), &Default::default(), bad, 1).is_err());
    }
    assert!(Game::setup(data(), &crate::games::indies::Options { years: 10 }, 2, 1).is_err());
    assert_eq!(
        Game::setup(data(), &crate::games::indies::Options { years: 8 }, 2, 1)
            .unwrap()
            .0
            .last_year(),
        1607
    );
}

#[test]
fn orders_go_into_a_private_draft() {
    let mut g = new_game(2);
    let events = order(&mut g, 0, buy(A, Unit::Carrack, 2));
    assert_eq!(events.len(), 1);
    assert_eq!(events[0].audience, Audience::Seat(0));
    assert!(matches!(
        events[0].kind,
        EventKind::OrderAdded { index: 0, .. }
    ));
    let d = data();
    assert_eq!(
        events[0].text(&d, &|s| d.nation(s).to_string(), crate::lang::Lang::En),
        "Order 1 added: buy 2 carracks for fleet A."
    );
    order(
        &mut g,
        0,
        Order::Voyage {
            fleet: A,
            to: Place::Area(area("Java")),
        },
    );
    assert_eq!(g.draft(0).len(), 2);
    assert_eq!(g.seat_view(0).draft.len(), 2);
    assert!(g.seat_view(1).draft.is_empty());
    let e = ok(
        &mut g,
        0,
        Action::Replace {
            index: 0,
            order: buy(A, Unit::Galleon, 1),
        },
    );
    assert!(matches!(
        e[0].kind,
        EventKind::OrderReplaced { index: 0, .. }
    ));
    assert_eq!(e[0].audience, Audience::Seat(0));
    ok(&mut g, 0, Action::Clear);
    assert!(g.draft(0).is_empty());
}

#[test]
fn a_withdrawal_that_would_strand_a_later_order_is_refused() {
    let mut g = new_game(2);
    order(&mut g, 0, buy(A, Unit::Carrack, 1));
    order(
        &mut g,
        0,
        Order::Voyage {
            fleet: A,
            to: Place::Area(area("Java")),
        },
    );
    let m = refused(&mut g, 0, Action::Withdraw { index: 0 });
    assert_eq!(
        m,
        "Order 1 cannot be withdrawn: without it, order 2 (fleet A sails to Java) could not be \
         carried out: You have no fleet A: you have no fleets yet (buy units for one in Europe)."
    );
    assert!(g.legal(0).contains(&Action::Withdraw { index: 1 }));
    assert!(!g.legal(0).contains(&Action::Withdraw { index: 0 }));
    ok(&mut g, 0, Action::Withdraw { index: 1 });
    ok(&mut g, 0, Action::Withdraw { index: 0 });
    assert!(refused(&mut g, 0, Action::Withdraw { index: 0 }).contains("empty"));
}

#[test]
fn orders_are_checked_in_the_order_the_year_carries_them_out() {
    // The voyage written first still comes after Outfitting.
    let mut g = new_game(2);
    let voyage = Action::Order {
        order: Order::Voyage {
            fleet: A,
            to: Place::Area(area("Java")),
        },
    };
    assert!(refused(&mut g, 0, voyage.clone()).contains("no fleet A"));
    order(&mut g, 0, buy(A, Unit::Caravel, 1));
    ok(&mut g, 0, voyage);
    // Soldiers need room aboard.
    assert!(
        refused(
            &mut g,
            0,
            Action::Order {
                order: buy(A, Unit::Soldier, 3)
            }
        )
        .contains("room for 2 more soldiers")
    );
    order(&mut g, 0, buy(A, Unit::Soldier, 2));
}

#[test]
fn refusals_carry_their_kind() {
    let mut g = new_game(2);
    let e = g
        .apply(
            0,
            &Action::Order {
                order: buy(A, Unit::Galleon, 5),
            },
        )
        .unwrap_err();
    assert_eq!(e.kind, Refused::CannotAfford);
    assert!(e.message.contains("150 florins"), "{}", e.message);
    let e = g
        .apply(
            0,
            &Action::Order {
                order: Order::Load {
                    fleet: A,
                    site: site("Bantam"),
                    marker: marker("tea"),
                    count: 1,
                },
            },
        )
        .unwrap_err();
    assert_eq!(e.kind, Refused::NotNow);
    assert!(
        e.message.starts_with("Loading belongs to order round 2"),
        "{}",
        e.message
    );
    let e = g.apply(5, &Action::Seal).unwrap_err();
    assert_eq!(e.kind, Refused::Unknown);
}

#[test]
fn sealing_is_public_and_final() {
    let mut g = new_game(3);
    order(&mut g, 1, buy(A, Unit::Carrack, 1));
    let events = ok(&mut g, 1, Action::Seal);
    assert_eq!(
        kinds(&events),
        [EventKind::Sealed {
            seat: 1,
            sealed: 1,
            of: 3
        }]
    );
    assert_eq!(events[0].audience, Audience::Public);
    assert!(g.legal(1).is_empty());
    let e = g.apply(1, &Action::Clear).unwrap_err();
    assert_eq!(e.kind, Refused::NotYourTurn);
    assert_eq!(
        e.message,
        "You have sealed your orders for order round 1 of 1600; they cannot change now. Waiting for 2 more companies to seal."
    );
    // Told in its reader's language.
    assert_eq!(
        e.said.render(crate::lang::Lang::Id),
        "Kamu sudah menyegel perintahmu untuk ronde perintah 1 tahun 1600; perintah itu tidak bisa diubah lagi. Menunggu 2 perusahaan lagi menyegel."
    );
    assert!(g.public_view().companies[1].sealed);
    assert!(matches!(g.prompt(), Prompt::Orders { ref waiting, .. } if waiting == &[0, 2]));
}

#[test]
fn a_lapsed_company_plays_the_default_orders() {
    let mut g = new_game(2);
    order(&mut g, 0, buy(A, Unit::Carrack, 1));
    assert!(!g.legal(0).contains(&Action::Lapse));
    let e = ok(&mut g, 0, Action::Lapse);
    assert_eq!(kinds(&e), [EventKind::Lapsed { seat: 0 }]);
    let events = kinds(&ok(&mut g, 1, Action::Seal));
    let Some(EventKind::OrdersRevealed { orders, .. }) = events.get(1) else {
        panic!("{events:?}")
    };
    assert!(orders[0].is_empty(), "the unsealed draft was dropped");
    assert_eq!(g.treasury(0), 120);
    assert!(g.world.companies[0].fleets.is_empty());
    assert_eq!(g.round(), Some(2));
}

#[test]
fn the_last_seal_reveals_every_order_and_resolves_the_round() {
    let mut g = new_game(2);
    order(&mut g, 0, buy(A, Unit::Carrack, 1));
    order(&mut g, 1, buy(B, Unit::Caravel, 2));
    ok(&mut g, 1, Action::Seal);
    let events = ok(&mut g, 0, Action::Seal);
    assert!(events.iter().all(|e| e.audience == Audience::Public));
    let k = kinds(&events);
    let Some(EventKind::OrdersRevealed {
        orders,
        year: 1600,
        round: 1,
    }) = k.get(1)
    else {
        panic!("{k:?}")
    };
    assert_eq!(orders[0], [buy(A, Unit::Carrack, 1)]);
    assert_eq!(orders[1], [buy(B, Unit::Caravel, 2)]);
    let d = data();
    let text = events[1].text(&d, &|s| d.nation(s).to_string(), crate::lang::Lang::En);
    assert_eq!(
        text,
        "The orders of 1600, round 1, are revealed and carried out (orders: Portugal 1, Netherlands 1)."
    );
    assert!(k.contains(&EventKind::Stage {
        stage: crate::games::indies::Stage::Outfitting
    }));
    assert!(matches!(
        k.last(),
        Some(EventKind::RoundOpened { round: 2, .. })
    ));
    assert_eq!(g.treasury(0), 100);
    assert_eq!(g.treasury(1), 100);
}

#[test]
fn every_order_reads_as_players_type_it() {
    let d = data();
    let name = |s: usize| d.nation(s).to_string();
    let cases = [
        (
            Order::Voyage {
                fleet: B,
                to: Place::Europe,
            },
            "fleet B sails home to Europe",
        ),
        (
            Order::Sail {
                fleet: A,
                path: vec![area("Borneo"), area("Celebes")],
            },
            "fleet A sails on to Borneo → Celebes",
        ),
        (Order::EnterCsb { fleet: A }, "fleet A enters the CSB"),
        (
            Order::LeaveCsb {
                fleet: A,
                to: area("Java"),
            },
            "fleet A leaves the CSB for Java",
        ),
        (
            Order::Patrol {
                fleet: A,
                company: Some(2),
                odds: crate::games::indies::Column(2),
                laden: true,
            },
            "fleet A patrols: intercept England at 2:1 or better, laden fleets only",
        ),
        (
            Order::Attack {
                fleet: A,
                company: 1,
                target: B,
            },
            "fleet A attacks fleet B of Netherlands",
        ),
        (
            Order::Invade {
                fleet: A,
                site: site("Japara"),
            },
            "fleet A invades Japara",
        ),
        (
            Order::Attempt {
                fleet: B,
                site: site("Bantam"),
                bribe: 2,
            },
            "fleet B attempts a factory at Bantam with a bribe of 2 florins",
        ),
        (
            Order::Fort {
                fleet: A,
                site: site("Bantam"),
            },
            "fleet A builds a fort at Bantam",
        ),
        (
            Order::Load {
                fleet: A,
                site: site("Bantam"),
                marker: marker("cloves 1/3"),
                count: 2,
            },
            "fleet A loads 2 × cloves 1/3 at Bantam",
        ),
        (
            Order::Garrison {
                fleet: A,
                site: site("Bantam"),
                soldiers: 2,
            },
            "fleet A garrisons 2 soldiers at Bantam",
        ),
        (
            Order::Embark {
                fleet: A,
                site: site("Bantam"),
                soldiers: 1,
            },
            "fleet A embarks 1 soldier from Bantam",
        ),
        (
            Order::ChangeUp {
                at: crate::games::indies::Holder::Factory(site("Bantam")),
                commodity: marker("cloves").commodity,
                shares: vec![3, 3, 3],
            },
            "change up cloves 1/3 + 1/3 + 1/3 into 1/1 at Bantam",
        ),
        (
            Order::Maintenance {
                order: vec![
                    crate::games::indies::Upkept::Unit(Unit::Soldier),
                    crate::games::indies::Upkept::Fort,
                ],
            },
            "maintenance: remove soldiers, then forts first",
        ),
    ];
    for (order, text) in cases {
        assert_eq!(order.text(&d, &name, crate::lang::Lang::En), text);
    }
}
