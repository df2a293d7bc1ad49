//! Turn Order Bid.

use super::*;

#[test]
fn bids_times_the_multiplier_set_the_order_ties_keep_it() {
    let mut g = game(
        r#"
seed = 1
era = "A"
phase = "bid"
order = [2, 0, 1, 3]
unclaimed = ["A rice Bali", "A spice Maluku"]
[[player]]
research = { bid = 2 }
[[player]]
[[player]]
[[player]]
cash = 5
"#,
    );
    assert_eq!(g.prompt(), Prompt::Bid { seat: 2 });
    ok(&mut g, 2, Action::Bid { amount: 10 }); // value 10
    ok(&mut g, 0, Action::Bid { amount: 2 }); // value 2 x 5 = 10: tie with seat 2, who stays first
    ok(&mut g, 1, Action::Bid { amount: 11 }); // value 11
    let msg = refused(&mut g, 3, Action::Bid { amount: 6 });
    assert!(msg.contains("No bluffing"), "{msg}");
    assert_eq!(g.legal(3).len(), 6);
    let events = ok(&mut g, 3, Action::Bid { amount: 0 });
    assert_eq!(g.order, vec![1, 2, 0, 3]);
    assert_eq!(g.stash, vec![2, 11, 10, 0]);
    assert_eq!(g.cash, vec![98, 89, 90, 5]);
    assert!(has(&events, |k| matches!(k, EventKind::TurnOrder { .. })));
    // Public bid texts say the bid, never the cash held.
    for e in &events {
        let t = e.text(&g.map, &|s| format!("P{s}"), crate::lang::Lang::En);
        assert!(!t.contains("cash"), "{t}");
    }
}
