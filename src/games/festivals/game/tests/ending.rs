use super::*;
use crate::games::{Components, Rules};

/// Three travellers on Jawa with no tickets: they all rest there, in the order given.
pub(super) fn on_jawa(scores: [u32; 3], deck: &str) -> Game {
    game(&format!(
        r#"
        seed = 1
        airplane = 0
        active = "Sekaten"
        deck = {deck}
        [[player]]
        score = {}
        [[player]]
        score = {}
        [[player]]
        score = {}
        "#,
        scores[0], scores[1], scores[2]
    ))
}

pub(super) fn rest_all(g: &mut Game, seats: &[Seat]) -> Vec<EventKind> {
    order(g, seats);
    let mut events = Vec::new();
    for &s in seats {
        events.extend(rest(g, s, RestSource::Nothing));
    }
    events
}

#[test]
fn reaching_the_target_alone_ends_the_game_after_phase_2() {
    let mut g = on_jawa([24, 10, 0], r#"["Erau"]"#);
    let events = rest_all(&mut g, &[0, 1, 2]);
    assert_eq!(scored(&events), vec![(0, 1, 3), (1, 2, 2), (2, 3, 1)]);
    assert_eq!(
        events.last(),
        Some(&EventKind::GameOver {
            scores: vec![27, 12, 1],
            winners: vec![0]
        })
    );
    assert!(g.is_over());
    assert_eq!(g.prompt(), Prompt::Over { winners: vec![0] });
    assert_eq!(g.public_view().winners, Some(vec![0]));
    assert!(g.waiting_for().is_empty() && g.legal(0).is_empty());
    let msg = refused(
        &mut g,
        0,
        Action::Plan {
            tickets: Tickets::NONE,
        },
    );
    assert_eq!(msg, "The game is over.");
}

#[test]
fn a_tie_at_the_top_plays_on_until_broken() {
    let mut g = on_jawa([24, 25, 0], r#"["Karapan Sapi", "Galungan"]"#);
    let events = rest_all(&mut g, &[0, 1, 2]);
    assert_eq!(g.scores, vec![27, 27, 1]);
    assert!(!g.is_over(), "27 each: nobody wins yet");
    assert!(events.contains(&EventKind::TicketsToCentres));
    assert!(events.contains(&EventKind::AirplanePassed { seat: 1 }));
    assert_eq!(g.round, 2);
    // Round 2: Karapan Sapi on Jawa (5/2/–), the airplane holder (seat 1) orders.
    assert_eq!(
        g.active,
        Board::standard().festival_named("Karapan Sapi").unwrap()
    );
    assert_eq!(g.airplane, 1);
    let events = rest_all(&mut g, &[1, 0, 2]);
    assert_eq!(
        events.last(),
        Some(&EventKind::GameOver {
            scores: vec![29, 32, 1],
            winners: vec![1]
        })
    );
}

#[test]
fn when_the_deck_runs_out_tied_leaders_share_the_win() {
    let mut g = on_jawa([10, 11, 5], "[]");
    assert_eq!(g.public_view().next, None);
    let events = rest_all(&mut g, &[0, 1, 2]);
    assert_eq!(
        events.last(),
        Some(&EventKind::GameOver {
            scores: vec![13, 13, 6],
            winners: vec![0, 1]
        })
    );
    assert_eq!(
        g.prompt(),
        Prompt::Over {
            winners: vec![0, 1]
        }
    );
}

#[test]
fn when_the_deck_runs_out_the_leader_wins_below_the_target() {
    let mut g = on_jawa([1, 0, 0], "[]");
    let events = rest_all(&mut g, &[2, 1, 0]);
    assert_eq!(
        events.last(),
        Some(&EventKind::GameOver {
            scores: vec![2, 2, 3],
            winners: vec![2]
        })
    );
}

#[test]
fn the_airplane_passes_to_the_left_each_round() {
    let mut g = game(
        r#"
        seed = 1
        airplane = 2
        active = "Pasola"
        [[player]]
        [[player]]
        island = "Bali"
        [[player]]
        island = "Papua"
        "#,
    );
    assert_eq!(g.prompt(), Prompt::Rest { seat: 2 });
    rest(&mut g, 2, RestSource::Nothing);
    rest(&mut g, 0, RestSource::Nothing);
    let events = rest(&mut g, 1, RestSource::Nothing);
    assert!(events.contains(&EventKind::AirplanePassed { seat: 0 }));
    assert_eq!(g.public_view().airplane, 0);
    // Round 2 starts from the new holder.
    assert_eq!(g.prompt(), Prompt::Rest { seat: 0 });
    rest(&mut g, 0, RestSource::Nothing);
    rest(&mut g, 1, RestSource::Nothing);
    let events = rest(&mut g, 2, RestSource::Nothing);
    assert!(events.contains(&EventKind::AirplanePassed { seat: 1 }));
    assert_eq!(g.round, 3);
}
