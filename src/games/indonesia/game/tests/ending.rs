//! The end of the game.

use super::*;

#[test]
fn the_game_ends_in_era_c_with_double_revenue_and_ties_to_the_earlier_player() {
    let mut g = game(
        r#"
seed = 1
era = "C"
phase = "operations"
order = [1, 0, 2]
[[player]]
cash = 50
stash = 10
revenue = 20
[[player]]
cash = 70
stash = 30
revenue = -5
[[player]]
cash = 99
"#,
    );
    assert!(g.is_over());
    let Prompt::Over { winners } = g.prompt() else {
        panic!()
    };
    // Seat 0: 50 + 10 + 40 = 100; seat 1: 70 + 30 - 10 = 90; seat 2: 99.
    assert_eq!(winners, vec![0]);
    assert_eq!(
        g.scores.iter().map(|s| s.total).collect::<Vec<_>>(),
        vec![100, 90, 99]
    );
    refused(&mut g, 0, Action::Pass);

    // A tie: seat 1 is earlier in turn order than seat 0.
    let g = game(
        r#"
seed = 1
era = "C"
phase = "operations"
order = [1, 0]
[[player]]
cash = 60
revenue = 20
[[player]]
cash = 100
"#,
    );
    assert_eq!(g.winners, vec![1]);
    assert!(g.public_view().scores.is_some());
}

#[test]
fn era_c_goes_on_while_deeds_of_two_types_are_unclaimed() {
    let g = game(
        r#"
seed = 1
era = "C"
phase = "operations"
unclaimed = ["C oil Papua", "C rice Sultra"]
[[player]]
[[player]]
"#,
    );
    assert!(!g.is_over());
    assert!(matches!(g.prompt(), Prompt::Bid { .. }));
}
