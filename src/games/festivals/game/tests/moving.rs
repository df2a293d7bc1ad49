use super::*;
use crate::games::festivals::TieKind;
use crate::games::{Components, Rules};
use Colour::*;

#[test]
fn most_tickets_move_first_and_ties_are_ordered_when_their_turn_comes() {
    let mut g = game(
        r#"
        seed = 1
        airplane = 2
        active = "Pasola"
        [[player]]
        hand = "Y B"
        [[player]]
        hand = "Y"
        [[player]]
        hand = "B"
        "#,
    );
    plan(&mut g, 0, "Y B");
    plan(&mut g, 1, "Y");
    plan(&mut g, 2, "B");
    // Seat 0 showed 2 and moves first; the tie between 1 and 2 waits for its turn.
    assert_eq!(moving(&g), Some((0, t("Y B"))));
    let msg = refused(
        &mut g,
        1,
        Action::Move {
            to: id("Sumatera"),
            ticket: Yellow,
        },
    );
    assert_eq!(
        msg,
        "It is not your turn to move yet: another player is moving first."
    );
    let msg = refused(
        &mut g,
        0,
        Action::Move {
            to: id("Papua"),
            ticket: Yellow,
        },
    );
    assert!(
        msg.starts_with(
            "Papua is not next to Jawa. From Jawa you can reach Sumatera, Kalimantan, Bali."
        ),
        "{msg}"
    );
    let msg = refused(
        &mut g,
        0,
        Action::Move {
            to: id("Bali"),
            ticket: Black,
        },
    );
    assert!(
        msg.starts_with("You did not show a black ticket; you still have to place: yellow, blue."),
        "{msg}"
    );
    let msg = refused(
        &mut g,
        0,
        Action::Move {
            to: id("Jawa"),
            ticket: Yellow,
        },
    );
    assert!(msg.starts_with("You are on Jawa already"), "{msg}");
    let msg = refused(
        &mut g,
        0,
        Action::Move {
            to: id("Bali"),
            ticket: Blue,
        },
    );
    assert!(msg.starts_with("Bali has no free blue space."), "{msg}");
    assert!(
        msg.contains("to Kalimantan with yellow"),
        "the message lists the possible moves: {msg}"
    );

    let events = go(&mut g, 0, "Kalimantan", Yellow);
    assert_eq!(
        events,
        vec![EventKind::Moved {
            seat: 0,
            from: id("Jawa"),
            to: id("Kalimantan"),
            ticket: Yellow
        }]
    );
    assert_eq!(moving(&g), Some((0, t("B"))));
    let events = go(&mut g, 0, "Sulawesi", Blue);
    assert_eq!(
        events[1],
        EventKind::MoveEnded {
            seat: 0,
            island: id("Sulawesi")
        }
    );
    assert_eq!(
        g.prompt(),
        Prompt::Order {
            seat: 2,
            tied: vec![2, 1],
            why: TieKind::Movers
        }
    );
    assert_eq!(g.public_view().players[0].shown, Some(Tickets::NONE));

    let msg = refused(&mut g, 1, Action::Order { seats: vec![1, 2] });
    assert!(msg.starts_with("Only the airplane holder"), "{msg}");
    let msg = refused(&mut g, 2, Action::Order { seats: vec![1] });
    assert!(
        msg.starts_with("Name exactly the 2 players who showed the same number of tickets"),
        "{msg}"
    );
    refused(&mut g, 2, Action::Order { seats: vec![1, 1] });
    refused(
        &mut g,
        2,
        Action::Order {
            seats: vec![1, 2, 0],
        },
    );
    let msg = refused(
        &mut g,
        1,
        Action::Move {
            to: id("Sumatera"),
            ticket: Yellow,
        },
    );
    assert!(msg.contains("the airplane holder is ordering"), "{msg}");
    assert_eq!(g.legal(2).len(), 2);
    let events = order(&mut g, &[1, 2]);
    assert_eq!(
        events,
        vec![EventKind::Ordered {
            by: 2,
            seats: vec![1, 2],
            why: TieKind::Movers
        }]
    );
    assert_eq!(moving(&g), Some((1, t("Y"))));

    let msg = refused(
        &mut g,
        1,
        Action::Move {
            to: id("Kalimantan"),
            ticket: Yellow,
        },
    );
    assert!(
        msg.starts_with("Kalimantan has no free yellow space."),
        "{msg}"
    );
    go(&mut g, 1, "Sumatera", Yellow);
    assert_eq!(moving(&g), Some((2, t("B"))));
    let events = go(&mut g, 2, "Kalimantan", Blue);
    // Nobody rests; Phase 3 runs and the next round starts, where nobody holds a ticket.
    assert!(events.contains(&EventKind::TicketsToCentres));
    assert!(events.contains(&EventKind::AirplanePassed { seat: 0 }));
    assert_eq!(g.round, 2);
    assert_eq!(g.centres[id("Kalimantan")], t("Y B"));
    assert_eq!(g.prompt(), Prompt::Rest { seat: 0 });
}

#[test]
fn a_mover_with_no_way_out_is_blocked_before_the_first_step() {
    let mut g = game(
        r#"
        seed = 1
        airplane = 0
        active = "Festival Lembah Baliem"
        [[player]]
        island = "Papua"
        hand = "Y Y"
        [[player]]
        [[player]]
        [[island]]
        name = "Maluku"
        filled = "Y"
        "#,
    );
    // Papua reaches Maluku (its yellow space is taken) and Nusa Tenggara (no yellow space).
    let events = plan(&mut g, 0, "Y Y");
    let papua = id("Papua");
    assert_eq!(
        events[2..6],
        [
            EventKind::PlansRevealed {
                shown: vec![t("Y Y"), Tickets::NONE, Tickets::NONE]
            },
            EventKind::Blocked {
                seat: 0,
                island: papua,
                lost: t("Y Y")
            },
            EventKind::MoveEnded {
                seat: 0,
                island: papua
            },
            EventKind::Scored {
                seat: 0,
                festival: g.active,
                place: 1,
                points: 7
            },
        ]
    );
    assert_eq!(events.len(), 6);
    assert_eq!(g.centres[papua], t("Y Y"));
    assert_eq!(g.hands[0], Tickets::NONE);
    // The two resters on Jawa wait for the airplane holder's order.
    assert_eq!(
        g.prompt(),
        Prompt::Order {
            seat: 0,
            tied: vec![1, 2],
            why: TieKind::Resters
        }
    );
}

#[test]
fn a_mover_may_step_into_a_dead_end_and_lose_the_rest() {
    let mut g = game(
        r#"
        seed = 1
        airplane = 0
        active = "Tabuik"
        [[player]]
        hand = "Y K"
        [[player]]
        island = "Papua"
        [[player]]
        island = "Maluku"
        [[island]]
        name = "Kalimantan"
        filled = "K"
        [[island]]
        name = "Jawa"
        filled = "K"
        "#,
    );
    plan(&mut g, 0, "Y K");
    // Black could still go to Sumatera or Bali from Jawa; yellow to Sumatera leads nowhere for black.
    let events = go(&mut g, 0, "Sumatera", Yellow);
    let sumatera = id("Sumatera");
    assert_eq!(
        events[1..4],
        [
            EventKind::Blocked {
                seat: 0,
                island: sumatera,
                lost: t("K")
            },
            EventKind::MoveEnded {
                seat: 0,
                island: sumatera
            },
            EventKind::Scored {
                seat: 0,
                festival: g.active,
                place: 1,
                points: 4
            },
        ]
    );
    assert_eq!(g.centres[sumatera], t("K"));
    assert_eq!(g.prompt(), Prompt::Rest { seat: 1 });
}

#[test]
fn back_and_forth_ends_the_move_where_it_began() {
    let mut g = game(
        r#"
        seed = 1
        airplane = 1
        active = "Sekaten"
        [[player]]
        hand = "Y Y"
        [[player]]
        "#,
    );
    plan(&mut g, 0, "Y Y");
    let events = go(&mut g, 0, "Kalimantan", Yellow);
    assert_eq!(events.len(), 1, "passing through ends nothing: {events:?}");
    let events = go(&mut g, 0, "Jawa", Yellow);
    assert_eq!(
        events[1],
        EventKind::MoveEnded {
            seat: 0,
            island: id("Jawa")
        }
    );
    assert_eq!(scored(&events), vec![(0, 1, 3)]);
    // The rester on Jawa claims the next place after every mover.
    let events = rest(&mut g, 1, RestSource::Nothing);
    assert_eq!(scored(&events), vec![(1, 2, 2)]);
    assert_eq!(g.scores, vec![3, 2]);
}

#[test]
fn a_typhoon_blocks_its_side() {
    let mut g = game(
        r#"
        seed = 1
        airplane = 0
        active = "Erau"
        typhoons = ["Sumatera|Kalimantan"]
        [[player]]
        island = "Sumatera"
        hand = "Y"
        [[player]]
        "#,
    );
    plan(&mut g, 0, "Y");
    let msg = refused(
        &mut g,
        0,
        Action::Move {
            to: id("Kalimantan"),
            ticket: Yellow,
        },
    );
    assert!(
        msg.starts_with("A typhoon between Sumatera and Kalimantan blocks the way."),
        "{msg}"
    );
    assert_eq!(
        g.legal(0),
        vec![Action::Move {
            to: id("Jawa"),
            ticket: Yellow
        }]
    );
}

#[test]
fn places_go_in_order_and_a_dash_pays_nothing() {
    let mut g = game(
        r#"
        seed = 1
        airplane = 0
        active = "Tabuik"
        [[player]]
        hand = "Y K"
        [[player]]
        hand = "B"
        [[player]]
        island = "Sumatera"
        [[player]]
        island = "Sumatera"
        "#,
    );
    plan(&mut g, 0, "Y K");
    plan(&mut g, 1, "B");
    go(&mut g, 0, "Kalimantan", Black);
    let events = go(&mut g, 0, "Sumatera", Yellow);
    assert_eq!(scored(&events), vec![(0, 1, 4)]);
    let events = go(&mut g, 1, "Sumatera", Blue);
    assert_eq!(scored(&events), vec![(1, 2, 2)]);
    assert_eq!(
        g.prompt(),
        Prompt::Order {
            seat: 0,
            tied: vec![2, 3],
            why: TieKind::Resters
        }
    );
    order(&mut g, &[3, 2]);
    assert_eq!(g.prompt(), Prompt::Rest { seat: 3 });
    // Tabuik pays nothing for 3rd place: the place is taken all the same.
    let events = rest(&mut g, 3, RestSource::Nothing);
    assert_eq!(scored(&events), vec![]);
    assert_eq!(g.claimed, 3);
    assert_eq!(g.public_view().active.unwrap().claimed, 3);
    let events = rest(&mut g, 2, RestSource::Nothing);
    assert_eq!(scored(&events), vec![]);
    assert_eq!(g.scores, vec![4, 2, 0, 0]);
}

#[test]
fn a_blocked_mover_is_told_they_were_blocked() {
    let mut g = game(
        r#"
        seed = 1
        airplane = 0
        active = "Festival Lembah Baliem"
        [[player]]
        island = "Papua"
        hand = "Y Y"
        [[player]]
        hand = "K"
        [[player]]
        [[island]]
        name = "Maluku"
        filled = "Y"
        "#,
    );
    plan(&mut g, 1, "K");
    plan(&mut g, 0, "Y Y");
    // Papua was blocked at once; asking to move again says so, not "you placed them all".
    let msg = refused(
        &mut g,
        0,
        Action::Move {
            to: id("Maluku"),
            ticket: Yellow,
        },
    );
    assert!(msg.starts_with("You were blocked"), "{msg}");
    assert!(msg.contains("centre of Papua"), "{msg}");
    // Nobody is tied now: the airplane holder is told when a tie is settled.
    let msg = refused(&mut g, 0, Action::Order { seats: vec![1, 2] });
    assert!(
        msg.contains("when the tied movers' turn to move comes"),
        "{msg}"
    );
}

#[test]
fn a_colour_with_no_free_space_anywhere_is_named_as_such() {
    // Every yellow space of the board taken: yellow tickets fit nowhere, black still does.
    let board = Board::standard();
    let mut islands = String::new();
    for (i, island) in board.islands.iter().enumerate() {
        let yellow = board.spaces(i, 3).iter().filter(|c| **c == Yellow).count();
        if yellow > 0 {
            islands.push_str(&format!(
                "[[island]]\nname = \"{}\"\nfilled = \"{}\"\n",
                island.name,
                vec!["Y"; yellow].join(" ")
            ));
        }
    }
    let mut g = game(&format!(
        "seed = 1\nairplane = 0\nactive = \"Tabuik\"\n[[player]]\nhand = \"Y K\"\n[[player]]\n[[player]]\n{islands}"
    ));
    plan(&mut g, 0, "Y K");
    let to = g.board.adjacent(g.travellers[0])[0];
    let msg = refused(&mut g, 0, Action::Move { to, ticket: Yellow });
    assert!(
        msg.contains("no free yellow space on the whole board"),
        "{msg}"
    );
    assert!(
        msg.contains("with black"),
        "the tickets still of use: {msg}"
    );
}
