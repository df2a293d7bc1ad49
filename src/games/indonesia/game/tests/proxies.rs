//! Standing orders that save waits: proxy bids (a secret maximum the table raises to), standing
//! passes, and several expansion steps in one command.

use super::*;

/// Seat 0 (300 cash): rice in Bali (3 areas); seat 1 (200): rice in Jawa Barat (2); seat 2 has
/// a free slot and 150 cash. A merger of the two is 5 units, bids 100, 105, ...
fn auction() -> Game {
    game(
        r#"
seed = 1
era = "B"
phase = "mergers"
unclaimed = ["B rice Aceh", "B spice Jateng"]
[[player]]
cash = 300
research = { mergers = 2 }
[[player]]
cash = 200
[[player]]
cash = 150
research = { slots = 2 }
[[company]]
owner = 0
deeds = ["A rice Bali"]
areas = ["Bali1", "Bali2", "Jatim5"]
[[company]]
owner = 1
deeds = ["A rice Jabar"]
areas = ["Jabar4", "Jabar6"]
"#,
    )
}

fn propose(bid: u32) -> Action {
    let g = &auction();
    Action::Propose {
        first: company(g, "A rice Bali"),
        second: company(g, "A rice Jabar"),
        bid,
    }
}

fn propose_up_to(bid: u32, up_to: u32) -> Action {
    let g = &auction();
    Action::ProposeUpTo {
        first: company(g, "A rice Bali"),
        second: company(g, "A rice Jabar"),
        bid,
        up_to,
    }
}

fn apply(g: &mut Game, seat: Seat, action: Action) -> Vec<Event> {
    let events = g
        .apply(seat, &action)
        .unwrap_or_else(|e| panic!("{action:?} of seat {seat}: {e}"));
    g.check_invariants().unwrap();
    events
}

/// The public events with the table's mark on its raises taken off: what a by-hand game shows.
fn public_plain(events: &[Event]) -> Vec<EventKind> {
    events
        .iter()
        .filter(|e| e.audience == Audience::Public)
        .map(|e| match &e.kind {
            EventKind::Raised { seat, amount, .. } => EventKind::Raised {
                seat: *seat,
                amount: *amount,
                by_table: false,
            },
            other => other.clone(),
        })
        .collect()
}

/// Plays an auction by proxies: seat 0 proposes at 100 up to `max0`, seat 1 raises to 105 up
/// to 130, seat 2 passes; the rest plays out with no further command.
fn by_proxies(max0: u32) -> (Game, Vec<Event>) {
    let mut g = auction();
    let mut events = apply(&mut g, 0, propose_up_to(100, max0));
    events.extend(apply(
        &mut g,
        1,
        Action::RaiseUpTo {
            amount: 105,
            up_to: 130,
        },
    ));
    events.extend(apply(&mut g, 2, Action::Pass));
    (g, events)
}

#[test]
fn two_maxima_play_out_as_if_each_raised_by_the_smallest_bid_in_turn() {
    let (proxy, proxy_events) = by_proxies(200);
    // Done: seat 0 won without another command, and nobody is asked about the auction.
    assert!(!matches!(proxy.prompt(), Prompt::Raise { .. }));
    assert!(has(&proxy_events, |k| matches!(
        k,
        EventKind::Merged {
            seat: 0,
            price: 130,
            ..
        }
    )));
    let raised_by_table = proxy_events
        .iter()
        .filter(|e| matches!(e.kind, EventKind::Raised { by_table: true, .. }))
        .count();
    // 110, 120 and 130 for seat 0; 115 and 125 for seat 1, whose maximum then stops short of
    // the next legal bid (135): it passes.
    assert_eq!(raised_by_table, 5);

    // The same auction with every step typed: the smallest legal bid while within the
    // maximum, else a pass.
    let mut hand = auction();
    let mut hand_events = apply(&mut hand, 0, propose(100));
    hand_events.extend(apply(&mut hand, 1, Action::Raise { amount: 105 }));
    hand_events.extend(apply(&mut hand, 2, Action::Pass));
    for (seat, amount) in [(0, 110), (1, 115), (0, 120), (1, 125), (0, 130)] {
        hand_events.extend(apply(&mut hand, seat, Action::Raise { amount }));
    }
    hand_events.extend(apply(&mut hand, 1, Action::Pass));
    assert_eq!(public_plain(&proxy_events), public_plain(&hand_events));
    assert_eq!(proxy, hand);
}

#[test]
fn a_maximum_never_shows_to_anyone_else() {
    // Two auctions differing only in the winner's maximum, both above the final price.
    let (high, high_events) = by_proxies(200);
    let (low, low_events) = by_proxies(135);
    let public = |events: &[Event]| -> Vec<EventKind> {
        events
            .iter()
            .filter(|e| e.audience != Audience::Seat(0))
            .map(|e| e.kind.clone())
            .collect()
    };
    assert_eq!(public(&high_events), public(&low_events));
    assert_eq!(
        serde_json::to_value(high.public_view()).unwrap(),
        serde_json::to_value(low.public_view()).unwrap()
    );
    // While it runs, too: the others' views and the game as they know it are the same.
    let mut one = auction();
    let mut two = auction();
    apply(&mut one, 0, propose_up_to(100, 150));
    apply(&mut two, 0, propose_up_to(100, 250));
    for seat in [1, 2] {
        assert_eq!(
            serde_json::to_value(one.seat_view(seat)).unwrap(),
            serde_json::to_value(two.seat_view(seat)).unwrap()
        );
        assert_eq!(one.redacted(seat), two.redacted(seat));
    }
    // Its owner alone is told it.
    let told = apply(&mut auction(), 0, propose_up_to(100, 150));
    assert!(
        told.iter().any(|e| e.audience == Audience::Seat(0)
            && e.kind == EventKind::MaximumSet { up_to: Some(150) })
    );
    assert!(
        !told
            .iter()
            .any(|e| e.audience == Audience::Public
                && matches!(e.kind, EventKind::MaximumSet { .. }))
    );
}

#[test]
fn a_maximum_may_be_set_changed_or_cleared_out_of_turn_within_the_rules() {
    let mut g = auction();
    apply(&mut g, 0, propose(100));
    assert!(matches!(g.prompt(), Prompt::Raise { seat: 1, .. }));
    // Seat 2 sets its maximum before its turn: above its cash, refused privately ("you have
    // only"), below the next legal bid, refused naming it.
    let e = refusal(&mut g, 2, Action::Maximum { up_to: Some(200) });
    assert_eq!(e.kind, Refused::CannotAfford);
    assert!(e.message.contains("you have only 150"), "{}", e.message);
    let msg = refused(&mut g, 2, Action::Maximum { up_to: Some(100) });
    assert!(msg.contains("next legal bid is 105"), "{msg}");
    let msg = refused(&mut g, 2, Action::Maximum { up_to: None });
    assert!(msg.contains("no maximum"), "{msg}");
    apply(&mut g, 2, Action::Maximum { up_to: Some(110) });
    apply(&mut g, 2, Action::Maximum { up_to: Some(120) });
    // Seat 1 raises to 105: seat 2's maximum answers at once (110), then seat 0 is asked.
    let events = apply(&mut g, 1, Action::Raise { amount: 105 });
    assert!(has(&events, |k| *k
        == EventKind::Raised {
            seat: 2,
            amount: 110,
            by_table: true
        }));
    assert!(matches!(
        g.prompt(),
        Prompt::Raise {
            seat: 0,
            high: 110,
            ..
        }
    ));
    // Cleared: the auction waits for seat 2 again.
    apply(&mut g, 2, Action::Maximum { up_to: None });
    apply(&mut g, 0, Action::Raise { amount: 115 });
    apply(&mut g, 1, Action::Pass);
    assert!(matches!(
        g.prompt(),
        Prompt::Raise {
            seat: 2,
            high: 115,
            ..
        }
    ));
    // A bid's maximum must reach the bid itself.
    let msg = refused(
        &mut g,
        2,
        Action::RaiseUpTo {
            amount: 120,
            up_to: 115,
        },
    );
    assert!(
        msg.contains("next legal bid is 120") && msg.contains("at least 120"),
        "{msg}"
    );
    // A maximum set out of turn leaves the seat unawaited until its turn comes.
    let mut g = auction();
    apply(&mut g, 0, propose(100));
    apply(&mut g, 2, Action::Maximum { up_to: Some(150) });
    assert!(
        g.legal(2).is_empty(),
        "seat 2 is not awaited: its maximum waits for its turn"
    );
}

#[test]
fn a_standing_pass_passes_whenever_asked_until_the_phase_ends() {
    let mut g = auction();
    // Seat 2 passes on mergers for the year before it is asked; only it is told.
    let events = apply(&mut g, 2, Action::PassRest);
    assert!(events.iter().all(|e| e.audience == Audience::Seat(2)));
    let msg = refused(&mut g, 2, Action::PassRest);
    assert!(msg.contains("already"), "{msg}");
    apply(&mut g, 0, propose(100));
    let msg = refused(&mut g, 2, Action::Maximum { up_to: Some(120) });
    assert!(msg.contains("rest of this year"), "{msg}");
    // Seat 1 raises: seat 2 passes at once, back to seat 0.
    let events = apply(&mut g, 1, Action::Raise { amount: 105 });
    assert!(has(&events, |k| *k == EventKind::LeftAuction { seat: 2 }));
    assert!(matches!(g.prompt(), Prompt::Raise { seat: 0, .. }));
    // The same pass as one typed: the game equals the one where seat 2 typed it.
    let mut typed = auction();
    apply(&mut typed, 0, propose(100));
    apply(&mut typed, 1, Action::Raise { amount: 105 });
    apply(&mut typed, 2, Action::Pass);
    let mut standing = g.clone();
    standing.forget_others_orders(0);
    assert_eq!(standing, typed);
}

#[test]
fn several_steps_in_one_command_stop_at_the_first_refused_keeping_those_before() {
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
    apply(&mut g, 0, Action::Operate { company: c });
    let (s20, s21) = (sea(&g, "S20"), sea(&g, "S21"));
    // The first step refused: the whole command is, changing nothing.
    refusal(
        &mut g,
        0,
        Action::PlaceShips {
            seas: vec![s21, s20],
        },
    );
    refusal(&mut g, 0, Action::PlaceShips { seas: vec![] });
    // S20 then S21 (next to S20 once it holds a ship), then S21 again and S20: 3 ships allowed
    // in era B, so the fourth step is refused, the three before it stand.
    let mut steps = g.clone();
    let events = apply(
        &mut g,
        0,
        Action::PlaceShips {
            seas: vec![s20, s21, s21, s20],
        },
    );
    assert_eq!(g.companies[&c].ships.len(), 4);
    assert!(events.iter().any(|e| e.audience == Audience::Seat(0)
        && matches!(
            e.kind,
            EventKind::StepsStopped {
                done: 3,
                asked: 4,
                ..
            }
        )));
    // Each step as if typed alone.
    for sea in [s20, s21, s21] {
        apply(&mut steps, 0, Action::PlaceShip { sea });
    }
    assert_eq!(g, steps);
}
