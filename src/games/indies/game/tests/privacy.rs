//! Hidden information: two games differing only in a draft look the same to everyone else until
//! the reveal.

use super::*;
use crate::games::Audience;
use crate::games::indies::{Place, Unit};

fn public(events: &[Event]) -> Vec<EventKind> {
    events
        .iter()
        .filter(|e| e.audience == Audience::Public)
        .map(|e| e.kind.clone())
        .collect()
}

#[test]
fn drafts_never_reach_a_public_event_or_the_public_view() {
    let (mut one, _) = Game::setup(data(), &Default::default(), 3, 4).unwrap();
    let mut two = one.clone();
    let drafts_one = [
        Order::Buy {
            fleet: A,
            unit: Unit::Carrack,
            count: 2,
        },
        Order::Buy {
            fleet: A,
            unit: Unit::Leader,
            count: 1,
        },
        Order::Voyage {
            fleet: A,
            to: Place::Area(area("Java")),
        },
    ];
    let drafts_two = [Order::Buy {
        fleet: B,
        unit: Unit::Galleon,
        count: 1,
    }];
    let mut pub_one = Vec::new();
    let mut pub_two = Vec::new();
    for o in drafts_one {
        pub_one.extend(public(&order(&mut one, 0, o)));
    }
    for o in drafts_two {
        pub_two.extend(public(&order(&mut two, 0, o)));
    }
    ok(&mut two, 0, Action::Withdraw { index: 0 });
    for g in [&mut one, &mut two] {
        ok(g, 1, Action::Seal);
    }
    pub_one.extend(public(&ok(&mut one, 0, Action::Seal)));
    pub_two.extend(public(&ok(&mut two, 0, Action::Seal)));
    assert_eq!(pub_one, pub_two);
    assert_eq!(one.public_view(), two.public_view());
    assert_eq!(
        serde_json::to_string(&one.public_view()).unwrap(),
        serde_json::to_string(&two.public_view()).unwrap()
    );
    assert_ne!(one.seat_view(0), two.seat_view(0));
    // The reveal shows the difference.
    let r1 = public(&ok(&mut one, 2, Action::Seal));
    let r2 = public(&ok(&mut two, 2, Action::Seal));
    assert_ne!(r1, r2);
    // And the picture's record of the round: fleet A's voyage, in `one` only.
    let voyage = crate::games::indies::Happening::Sailed {
        seat: 0,
        fleet: 'A',
        path: vec![Place::Europe, Place::Area(area("Java"))],
    };
    assert!(one.public_view().last_round.contains(&voyage));
    assert!(!two.public_view().last_round.contains(&voyage));
}
