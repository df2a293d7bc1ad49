//! Standing orders that outlast a phase: a pass on merger proposals every year, a research
//! track each year. Each plays, when the seat's turn comes, the step the seat could have typed.

use super::*;
use crate::games::indonesia::Ended;

fn apply(g: &mut Game, seat: Seat, action: Action) -> Vec<Event> {
    let events = g
        .apply(seat, &action)
        .unwrap_or_else(|e| panic!("{action:?} of seat {seat}: {e}"));
    g.check_invariants().unwrap();
    events
}

/// The game without anyone's standing orders, to compare with one stepped by hand.
fn without_orders(g: &Game) -> Game {
    let mut g = g.clone();
    g.orders = vec![Orders::default(); g.players];
    g
}

/// Seats 0 and 1 may each merge their two shipping companies (Mergers R&D 3); seat 2 may not.
fn mergers() -> Game {
    game(
        r#"
seed = 1
era = "B"
phase = "mergers"
unclaimed = ["B rice Aceh", "B spice Jateng"]
[[player]]
cash = 300
research = { mergers = 3, slots = 3 }
[[player]]
cash = 300
research = { mergers = 3, slots = 3 }
[[player]]
cash = 150
[[company]]
owner = 0
deeds = ["A shipping Jatim"]
ships = ["S10"]
[[company]]
owner = 0
deeds = ["A shipping Lampung"]
ships = ["S7"]
[[company]]
owner = 1
deeds = ["A shipping Sulsel"]
ships = ["S12"]
[[company]]
owner = 1
deeds = ["A shipping Halmahera"]
ships = ["S18"]
"#,
    )
}

#[test]
fn a_standing_pass_on_proposals_passes_when_asked_as_a_typed_pass_does() {
    let mut g = mergers();
    assert_eq!(g.prompt(), Prompt::Propose { seat: 0 });
    // Seat 1 gives it out of turn; only it is told.
    let events = apply(&mut g, 1, Action::PassProposals);
    assert!(events.iter().all(|e| e.audience == Audience::Seat(1)));
    assert!(has(&events, |k| matches!(
        k,
        EventKind::Orders {
            proposals: true,
            ..
        }
    )));
    let msg = refused(&mut g, 1, Action::PassProposals);
    assert!(msg.contains("rest:no"), "{msg}");
    // Seat 0 passes: seat 1 passes for itself, publicly, and the phase ends.
    let events = apply(&mut g, 0, Action::Pass);
    assert!(has(&events, |k| *k == EventKind::NoProposal { seat: 1 }));
    assert!(has(&events, |k| *k == EventKind::MergersOver));
    let mut typed = mergers();
    apply(&mut typed, 0, Action::Pass);
    apply(&mut typed, 1, Action::Pass);
    assert_eq!(without_orders(&g), typed);
    // It outlasts the phase; cleared, it is gone, and clearing twice is refused.
    assert!(g.orders[1].proposals.is_some());
    apply(&mut g, 1, Action::AskAgain);
    assert!(g.orders[1].proposals.is_none());
    let msg = refused(&mut g, 1, Action::AskAgain);
    assert!(msg.contains("rest:proposals"), "{msg}");
}

#[test]
fn a_standing_pass_on_proposals_given_on_ones_turn_is_this_pass_too() {
    let mut g = mergers();
    apply(&mut g, 0, Action::PassProposals);
    let mut typed = mergers();
    apply(&mut typed, 0, Action::Pass);
    assert_eq!(without_orders(&g), typed);
    assert_eq!(g.prompt(), Prompt::Propose { seat: 1 });
}

#[test]
fn a_standing_pass_on_proposals_ends_when_a_new_merger_could_be_proposed() {
    let mut g = mergers();
    // Given when seat 0 could propose nothing: now it could, so it is asked, and told why.
    g.orders[0].proposals = Some(Vec::new());
    let mut events = Vec::new();
    g.advance(&mut events);
    assert!(!g.standing_proposal_pass(0, &mut events));
    assert_eq!(g.prompt(), Prompt::Propose { seat: 0 });
    assert!(g.orders[0].proposals.is_none());
    assert!(has(&events, |k| matches!(
        k,
        EventKind::Orders {
            seat: 0,
            ended: Some(Ended::Proposals),
            ..
        }
    )));
}

/// Research, seat 0 then seat 1; seat 0's hull is on step 4.
fn research() -> Game {
    game(
        r#"
seed = 1
era = "A"
phase = "research"
unclaimed = ["A rice Bali", "A spice Maluku"]
[[player]]
research = { hull = 4 }
[[player]]
"#,
    )
}

#[test]
fn a_standing_research_order_plays_the_step_when_the_turn_comes() {
    let slots = |owner| Action::Research {
        track: Track::Slots,
        owner,
    };
    let mut g = research();
    let each = Action::ResearchEach {
        track: Track::Slots,
        owner: 1,
    };
    let events = apply(&mut g, 1, each);
    assert!(events.iter().all(|e| e.audience == Audience::Seat(1)));
    let events = apply(&mut g, 0, slots(0));
    assert!(has(&events, |k| *k
        == EventKind::Researched {
            seat: 1,
            track: Track::Slots,
            owner: 1,
            step: 2
        }));
    let mut typed = research();
    apply(&mut typed, 0, slots(0));
    apply(&mut typed, 1, slots(1));
    assert_eq!(without_orders(&g), typed);
    assert_eq!(g.orders[1].research, Some((Track::Slots, 1)));
    // Cleared at any time.
    apply(&mut g, 1, Action::ResearchStop);
    assert_eq!(g.orders[1].research, None);
    let msg = refused(&mut g, 1, Action::ResearchStop);
    assert!(msg.contains("each:yes"), "{msg}");
}

#[test]
fn a_standing_research_order_on_ones_turn_is_this_years_step_too() {
    let mut g = research();
    apply(
        &mut g,
        0,
        Action::ResearchEach {
            track: Track::Expansion,
            owner: 0,
        },
    );
    let mut typed = research();
    apply(
        &mut typed,
        0,
        Action::Research {
            track: Track::Expansion,
            owner: 0,
        },
    );
    assert_eq!(without_orders(&g), typed);
}

#[test]
fn a_standing_research_order_ends_when_its_step_can_no_longer_be_taken() {
    let mut g = research();
    // Seat 1 orders seat 0's hull each year; seat 0 takes it to step 5 first.
    let hull = |owner| Action::ResearchEach {
        track: Track::Hull,
        owner,
    };
    apply(&mut g, 1, hull(0));
    let events = apply(
        &mut g,
        0,
        Action::Research {
            track: Track::Hull,
            owner: 0,
        },
    );
    assert_eq!(g.prompt(), Prompt::Research { seat: 1 });
    assert_eq!(g.orders[1].research, None);
    assert!(has(&events, |k| matches!(
        k,
        EventKind::Orders {
            seat: 1,
            ended: Some(Ended::TrackDone(_)),
            ..
        }
    )));
    // An order for a full track, or another's track but hull, is refused.
    let msg = refused(&mut g, 1, hull(0));
    assert!(msg.contains("step 5"), "{msg}");
    let msg = refused(
        &mut g,
        0,
        Action::ResearchEach {
            track: Track::Slots,
            owner: 1,
        },
    );
    assert!(msg.contains("your own"), "{msg}");
}

#[test]
fn a_standing_research_order_ends_when_a_company_takes_the_last_free_slot() {
    // Seat 1 orders expansion each year with its one slot free; by its next research turn a
    // company holds that slot, so it is asked again (slots may now be the research it needs).
    let mut g = research();
    apply(
        &mut g,
        1,
        Action::ResearchEach {
            track: Track::Expansion,
            owner: 1,
        },
    );
    assert_eq!(g.orders[1].research_free, 1);
    let mut later = game(
        r#"
seed = 1
era = "A"
phase = "research"
unclaimed = ["A spice Maluku"]
[[player]]
research = { hull = 4 }
[[player]]
[[company]]
owner = 1
deeds = ["A rice Bali"]
areas = ["Bali1"]
"#,
    );
    later.orders = g.orders.clone();
    let events = apply(
        &mut later,
        0,
        Action::Research {
            track: Track::Hull,
            owner: 0,
        },
    );
    assert_eq!(later.prompt(), Prompt::Research { seat: 1 });
    assert_eq!(later.orders[1].research, None);
    assert!(has(&events, |k| matches!(
        k,
        EventKind::Orders {
            seat: 1,
            ended: Some(Ended::LastSlot),
            ..
        }
    )));
    // With the slot still free the same order plays.
    let events = apply(
        &mut g,
        0,
        Action::Research {
            track: Track::Hull,
            owner: 0,
        },
    );
    assert!(has(&events, |k| matches!(
        k,
        EventKind::Researched {
            seat: 1,
            track: Track::Expansion,
            ..
        }
    )));
}

#[test]
fn others_standing_orders_are_unknown_to_a_seat() {
    let mut g = research();
    apply(
        &mut g,
        1,
        Action::ResearchEach {
            track: Track::Slots,
            owner: 1,
        },
    );
    assert_eq!(g.redacted(0).orders[1], Orders::default());
    assert_eq!(g.redacted(1).orders[1].research, Some((Track::Slots, 1)));
    let view = |g: &Game| serde_json::to_string(&g.public_view()).unwrap();
    assert_eq!(view(&g), view(&without_orders(&g)));
}

/// Acquisitions in era A: both seats have a free slot.
fn acquisitions() -> Game {
    game(
        r#"
seed = 1
era = "A"
phase = "acquisitions"
unclaimed = ["A rice Bali", "A spice Maluku"]
[[player]]
[[player]]
"#,
    )
}

#[test]
fn a_standing_pass_on_acquisitions_passes_when_asked_as_a_typed_pass_does() {
    let mut g = acquisitions();
    assert_eq!(g.prompt(), Prompt::Acquire { seat: 0 });
    let events = apply(&mut g, 1, Action::PassAcquisitions);
    assert!(events.iter().all(|e| e.audience == Audience::Seat(1)));
    let events = apply(&mut g, 0, Action::Pass);
    assert!(has(&events, |k| *k == EventKind::NoAcquisition { seat: 1 }));
    let mut typed = acquisitions();
    apply(&mut typed, 0, Action::Pass);
    apply(&mut typed, 1, Action::Pass);
    assert_eq!(without_orders(&g), typed);
    // One clearing clears both standing passes.
    apply(&mut g, 1, Action::PassProposals);
    apply(&mut g, 1, Action::AskAgain);
    assert_eq!(g.orders[1], Orders::default());
}

#[test]
fn a_standing_pass_on_acquisitions_ends_when_a_new_deed_is_on_the_map() {
    let mut g = acquisitions();
    // Given when no deed was on the map and with the one free slot it has.
    g.orders[0].deeds = Some((Vec::new(), 1));
    let mut events = Vec::new();
    assert!(!g.standing_acquisition_pass(0, &mut events));
    assert_eq!(g.prompt(), Prompt::Acquire { seat: 0 });
    assert!(g.orders[0].deeds.is_none());
    assert!(has(&events, |k| matches!(
        k,
        EventKind::Orders {
            seat: 0,
            ended: Some(Ended::NewDeed),
            ..
        }
    )));
    // With every deed known but a slot more than then, it ends too.
    let deeds: Vec<DeedId> = g.unclaimed().collect();
    g.orders[0].deeds = Some((deeds, 0));
    let mut events = Vec::new();
    assert!(!g.standing_acquisition_pass(0, &mut events));
    assert!(has(&events, |k| matches!(
        k,
        EventKind::Orders {
            ended: Some(Ended::MoreSlots),
            ..
        }
    )));
}

/// The turn order bid, seat 0 then seat 1; seat 1's one slot is full.
fn bids() -> Game {
    game(
        r#"
seed = 1
era = "A"
phase = "bid"
unclaimed = ["A rice Jabar", "A spice Maluku"]
[[player]]
cash = 50
[[player]]
cash = 50
[[company]]
owner = 1
deeds = ["A rice Bali"]
areas = ["Bali1"]
"#,
    )
}

#[test]
fn a_standing_bid_bids_when_the_seats_bid_is_due_until_a_slot_frees_up() {
    let mut g = bids();
    assert_eq!(g.prompt(), Prompt::Bid { seat: 0 });
    let events = apply(&mut g, 1, Action::BidEach { amount: 2 });
    assert!(events.iter().all(|e| e.audience == Audience::Seat(1)));
    let events = apply(&mut g, 0, Action::Bid { amount: 1 });
    assert!(has(&events, |k| matches!(
        k,
        EventKind::Bid {
            seat: 1,
            amount: 2,
            ..
        }
    )));
    let mut typed = bids();
    apply(&mut typed, 0, Action::Bid { amount: 1 });
    apply(&mut typed, 1, Action::Bid { amount: 2 });
    assert_eq!(without_orders(&g), typed);
    // A slot more than when it was given (or too little cash): asked, and told why.
    let mut g = bids();
    apply(&mut g, 1, Action::BidEach { amount: 0 });
    g.research[1][Track::Slots as usize] = 2;
    apply(&mut g, 0, Action::Bid { amount: 0 });
    assert_eq!(g.prompt(), Prompt::Bid { seat: 1 });
    assert_eq!(g.orders[1].bid, None);
    let mut g = bids();
    apply(&mut g, 1, Action::BidEach { amount: 60 });
    apply(&mut g, 0, Action::Bid { amount: 0 });
    assert_eq!(g.prompt(), Prompt::Bid { seat: 1 });
    // Cleared at any time; clearing nothing is refused.
    apply(&mut g, 1, Action::BidEach { amount: 0 });
    apply(&mut g, 1, Action::BidStop);
    let msg = refused(&mut g, 1, Action::BidStop);
    assert!(msg.contains("each:yes"), "{msg}");
}

#[test]
fn a_standing_lead_bids_the_least_that_puts_the_seat_first() {
    // Seat 1 leads at most 10 each year: after seat 0's 3 it bids 4, as if typed.
    let mut g = bids();
    let events = apply(&mut g, 1, Action::BidLead { up_to: 10 });
    assert!(events.iter().all(|e| e.audience == Audience::Seat(1)));
    assert!(has(&events, |k| matches!(
        k,
        EventKind::Orders {
            seat: 1,
            bid: Some(10),
            lead: true,
            ..
        }
    )));
    apply(&mut g, 0, Action::Bid { amount: 3 });
    let mut typed = bids();
    apply(&mut typed, 0, Action::Bid { amount: 3 });
    apply(&mut typed, 1, Action::Bid { amount: 4 });
    assert_eq!(without_orders(&g), typed);
    assert_eq!(g.public_view().order.first(), Some(&1));
    // Leading would cost more than its maximum: it bids nothing, and the order stands.
    let mut g = bids();
    apply(&mut g, 1, Action::BidLead { up_to: 3 });
    let events = apply(&mut g, 0, Action::Bid { amount: 3 });
    assert!(has(&events, |k| matches!(
        k,
        EventKind::Bid {
            seat: 1,
            amount: 0,
            ..
        }
    )));
    assert_eq!(g.orders[1].bid.as_ref().map(|b| b.0), Some(3));
    // The first to bid leads with nothing: given on its turn, it is this bid, of 0.
    let mut g = bids();
    let events = apply(&mut g, 0, Action::BidLead { up_to: 10 });
    assert!(has(&events, |k| matches!(
        k,
        EventKind::Bid {
            seat: 0,
            amount: 0,
            ..
        }
    )));
}

#[test]
fn a_standing_lead_is_refused_above_ones_cash_and_with_sealed_bids() {
    let mut g = bids();
    let msg = refused(&mut g, 1, Action::BidLead { up_to: 51 });
    assert!(msg.contains("you have only 50"), "{msg}");
    let mut sealed = game(
        r#"
seed = 1
era = "A"
phase = "bid"
bids = "sealed"
unclaimed = ["A rice Jabar"]
[[player]]
[[player]]
"#,
    );
    let msg = refused(&mut sealed, 1, Action::BidLead { up_to: 0 });
    assert!(msg.contains("sealed"), "{msg}");
}
