//! Research.

use super::*;

#[test]
fn research_one_step_own_tracks_hull_on_anyone_max_five() {
    let mut g = game(
        r#"
seed = 1
era = "A"
phase = "research"
unclaimed = ["A rice Bali", "A spice Maluku"]
[[player]]
research = { slots = 5 }
[[player]]
research = { bid = 5, slots = 5, mergers = 5, expansion = 5, hull = 5 }
[[player]]
research = { bid = 5, slots = 5, mergers = 5, expansion = 5, hull = 4 }
"#,
    );
    assert_eq!(g.prompt(), Prompt::Research { seat: 0 });
    let msg = refused(
        &mut g,
        0,
        Action::Research {
            track: Track::Slots,
            owner: 0,
        },
    );
    assert!(msg.contains("step 5"), "{msg}");
    let msg = refused(
        &mut g,
        0,
        Action::Research {
            track: Track::Expansion,
            owner: 2,
        },
    );
    assert!(msg.contains("hull"), "{msg}");
    // Raising another player's hull is allowed.
    ok(
        &mut g,
        0,
        Action::Research {
            track: Track::Hull,
            owner: 2,
        },
    );
    assert_eq!(g.research[2][Track::Hull as usize], 5);
    // Seats 1 and 2 have nothing left, except hull on seat 0's track.
    assert_eq!(g.prompt(), Prompt::Research { seat: 1 });
    assert_eq!(
        g.legal(1),
        vec![Action::Research {
            track: Track::Hull,
            owner: 0
        }]
    );
    assert_eq!(track_name(Track::BidMultiplier), "turn order bid");
}

#[test]
fn research_skips_a_player_with_nothing_to_raise() {
    let g = game(
        r#"
seed = 1
era = "A"
phase = "research"
order = [1, 0]
unclaimed = ["A rice Bali", "A spice Maluku"]
[[player]]
[[player]]
research = { bid = 5, slots = 5, mergers = 5, expansion = 5, hull = 5 }
"#,
    );
    // Seat 1 (first) could still raise seat 0's hull.
    assert_eq!(g.prompt(), Prompt::Research { seat: 1 });
}
