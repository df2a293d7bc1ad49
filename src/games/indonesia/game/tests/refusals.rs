//! The kind of a refusal, which a front end may act on without reading the sentence: another
//! seat's turn, another phase or a finished game, something that does not exist, not enough cash,
//! any other rule.

use super::operations::ops;
use super::*;

#[test]
fn acting_while_another_seat_operates_is_not_your_turn() {
    let mut g = ops(2, 100);
    assert_eq!(g.prompt(), Prompt::Operate { seat: 0 });
    let ships = company(&g, "A shipping Jatim");
    let e = refusal(&mut g, 1, Action::Operate { company: ships });
    assert_eq!(e.kind, Refused::NotYourTurn, "{}", e.message);
    assert!(e.message.contains("it is not your turn"), "{}", e.message);
}

#[test]
fn an_action_of_another_phase_or_of_a_finished_game_is_not_now() {
    let mut g = ops(2, 100);
    let e = refusal(&mut g, 0, Action::Bid { amount: 0 });
    assert_eq!(e.kind, Refused::NotNow, "{}", e.message);
    assert!(
        e.message.contains("it is your turn to choose"),
        "{}",
        e.message
    );

    let mut over = game(
        r#"
seed = 1
era = "C"
phase = "operations"
[[player]]
cash = 50
[[player]]
cash = 70
"#,
    );
    assert!(over.is_over());
    let e = refusal(&mut over, 0, Action::Pass);
    assert_eq!(e.kind, Refused::NotNow);
    assert_eq!(e.message, "The game is over.");
}

#[test]
fn a_company_or_seat_that_does_not_exist_is_unknown() {
    let mut g = ops(2, 100);
    let e = refusal(&mut g, 0, Action::Operate { company: 999 });
    assert_eq!(e.kind, Refused::Unknown, "{}", e.message);
    assert_eq!(
        e.message,
        "Operations: you may operate only a company of your own."
    );
    let before = g.clone();
    let e = g.apply(5, &Action::Pass).expect_err("no seat 5");
    assert_eq!(e.kind, Refused::Unknown, "{}", e.message);
    assert_eq!(g, before);
}

#[test]
fn not_enough_cash_is_cannot_afford() {
    // Goods left over: each expansion area costs 20, and seat 0 has 2 in cash and 15 of revenue.
    let mut g = ops(1, 2);
    let rice = company(&g, "A rice Bali");
    ok(&mut g, 0, Action::Operate { company: rice });
    ok(&mut g, 0, Action::Ship);
    let ntb1 = area(&g, "NTB1");
    let e = refusal(&mut g, 0, Action::Expand { area: ntb1 });
    assert_eq!(e.kind, Refused::CannotAfford, "{}", e.message);

    let mut g = game(
        r#"
seed = 1
era = "A"
phase = "bid"
unclaimed = ["A rice Bali", "A spice Maluku"]
[[player]]
cash = 5
[[player]]
"#,
    );
    assert_eq!(g.prompt(), Prompt::Bid { seat: 0 });
    let e = refusal(&mut g, 0, Action::Bid { amount: 6 });
    assert_eq!(e.kind, Refused::CannotAfford, "{}", e.message);
    assert!(e.message.starts_with("No bluffing"), "{}", e.message);
}

#[test]
fn anything_else_the_rules_forbid_is_forbidden() {
    let mut g = ops(2, 100);
    let ships = company(&g, "A shipping Jatim");
    let e = refusal(&mut g, 0, Action::Operate { company: ships });
    assert_eq!(e.kind, Refused::Forbidden, "{}", e.message);
    assert_eq!(
        e.message,
        "Operations: you may operate only a company of your own."
    );
}
