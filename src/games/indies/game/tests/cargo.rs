//! Round 2 cargo handling and change-ups.

use super::*;
use crate::games::indies::world::merged_share;
use crate::games::indies::{Holder, Place};

const PORT: &str = r#"
seed = 1
round = 2
[output]
Java = "cloves"
[[company]]
[[company.fleet]]
fleet = "A"
at = "Java"
units = { caravel = 1, carrack = 1, soldiers = 2 }
cargo = ["cloves 1/3"]
[[company.factory]]
site = "Bantam"
markers = ["cloves 1/3", "cloves 1/3", "tea 1/4", "tea 1/4"]
[[company]]
[[company.factory]]
site = "Japara"
"#;

#[test]
fn change_ups_merge_only_to_exact_shares() {
    assert_eq!(merged_share(&[3, 3, 3]), Some(1));
    assert_eq!(merged_share(&[4, 4]), Some(2));
    assert_eq!(merged_share(&[2, 4, 4]), Some(1));
    assert_eq!(merged_share(&[5, 5, 5, 5, 5]), Some(1));
    assert_eq!(merged_share(&[3, 3]), None, "2/3 is not a share");
    assert_eq!(merged_share(&[2, 3]), None);
    assert_eq!(merged_share(&[2, 2, 2]), None, "more than a whole");
    assert_eq!(merged_share(&[3]), None, "nothing to merge");
}

#[test]
fn loading_then_changing_up_in_the_hold() {
    let mut g = game(PORT);
    let bantam = site("Bantam");
    order(
        &mut g,
        0,
        Order::Load {
            fleet: A,
            site: bantam,
            marker: marker("cloves 1/3"),
            count: 2,
        },
    );
    let up = |at| Order::ChangeUp {
        at,
        commodity: marker("cloves").commodity,
        shares: vec![3, 3, 3],
    };
    // At the factory only one 1/3 would be left after the loading.
    assert!(
        refused(
            &mut g,
            0,
            Action::Order {
                order: up(Holder::Factory(bantam))
            }
        )
        .contains("not enough")
    );
    order(&mut g, 0, up(Holder::Fleet(A)));
    let bad = Order::ChangeUp {
        at: Holder::Factory(bantam),
        commodity: marker("tea").commodity,
        shares: vec![4, 3],
    };
    assert!(refused(&mut g, 0, Action::Order { order: bad }).contains("exact share"));
    order(
        &mut g,
        0,
        Order::ChangeUp {
            at: Holder::Factory(bantam),
            commodity: marker("tea").commodity,
            shares: vec![4, 4],
        },
    );
    order(
        &mut g,
        0,
        Order::Voyage {
            fleet: A,
            to: Place::Europe,
        },
    );
    let events = kinds(&seal_all(&mut g));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, EventKind::ChangedUp { into: 1, .. }))
    );
    // Sold whole: cloves at its price, not three thirds rounded down.
    let sold: Vec<_> = events
        .iter()
        .filter_map(|e| match e {
            EventKind::Sold { sales, .. } => Some(sales.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(sold.len(), 1, "{events:?}");
    assert_eq!(sold[0][0].0, marker("cloves"));
    assert_eq!(
        g.world.factory(bantam).unwrap().markers,
        [marker("tea 1/2")]
    );
}

#[test]
fn cargo_is_handled_only_at_own_factories_within_room() {
    let mut g = game(PORT);
    let say = |g: &mut Game, order: Order| refused(g, 0, Action::Order { order });
    assert!(
        say(
            &mut g,
            Order::Load {
                fleet: A,
                site: site("Japara"),
                marker: marker("cloves 1/3"),
                count: 1
            }
        )
        .contains("not your factory")
    );
    assert!(
        say(
            &mut g,
            Order::Load {
                fleet: A,
                site: site("Bantam"),
                marker: marker("pepper"),
                count: 1
            }
        )
        .contains("stores 0")
    );
    // 8 points of holds: 2 soldiers and 1 marker aboard leave 4, room for two more markers.
    order(
        &mut g,
        0,
        Order::Load {
            fleet: A,
            site: site("Bantam"),
            marker: marker("tea 1/4"),
            count: 2,
        },
    );
    assert!(
        say(
            &mut g,
            Order::Load {
                fleet: A,
                site: site("Bantam"),
                marker: marker("cloves 1/3"),
                count: 1
            }
        )
        .contains("free cargo points")
    );
    order(
        &mut g,
        0,
        Order::Garrison {
            fleet: A,
            site: site("Bantam"),
            soldiers: 2,
        },
    );
    order(
        &mut g,
        0,
        Order::Load {
            fleet: A,
            site: site("Bantam"),
            marker: marker("cloves 1/3"),
            count: 1,
        },
    );
    assert!(
        say(
            &mut g,
            Order::Embark {
                fleet: A,
                site: site("Bantam"),
                soldiers: 3
            }
        )
        .contains("has 2 soldier(s)")
    );
    // Round 1 orders are refused in round 2, with what the round is for.
    let m = say(
        &mut g,
        Order::Attack {
            fleet: A,
            company: 1,
            target: A,
        },
    );
    assert!(m.starts_with("An attack belongs to order round 1"), "{m}");
    seal_all(&mut g);
    assert_eq!(g.world.factory(site("Bantam")).unwrap().soldiers, 2);
}
