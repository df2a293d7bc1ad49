//! Setup: cash, research, turn order and city cards.

use super::*;

#[test]
fn setup_deals_cash_research_order_and_city_cards() {
    for players in 2..=5 {
        let (g, events) = Game::setup(map(), &Options::default(), players, 11).unwrap();
        assert_eq!(g.cash, vec![100; players]);
        assert!(g.research.iter().all(|r| *r == [1; 5]));
        let mut order = g.order.clone();
        order.sort_unstable();
        assert_eq!(order, (0..players).collect::<Vec<_>>());
        let each = if players == 2 { 2 } else { 1 };
        for seat in 0..players {
            for era in 0..3 {
                assert_eq!(g.cards[seat][era].len(), each);
            }
        }
        // No card dealt twice in an era.
        for era in 0..3 {
            let mut all: Vec<_> = g.cards.iter().flat_map(|c| c[era].clone()).collect();
            let n = all.len();
            all.sort_unstable();
            all.dedup();
            assert_eq!(all.len(), n);
        }
        for e in &events {
            if let EventKind::Dealt { seat, .. } = e.kind {
                assert_eq!(e.audience, Audience::Seat(seat));
            }
        }
        assert_eq!(g.era, Era::A);
        assert_eq!(g.unclaimed().count(), 8);
        assert!(matches!(g.prompt(), Prompt::PlaceCity { .. }));
        assert_eq!(g.options.money, Money::Closed);
    }
    assert!(Game::setup(map(), &Options::default(), 1, 1).is_err());
    assert!(Game::setup(map(), &Options::default(), 6, 1).is_err());
}

#[test]
fn same_seed_same_setup() {
    let a = Game::setup(map(), &Options::default(), 4, 5).unwrap();
    let b = Game::setup(map(), &Options::default(), 4, 5).unwrap();
    assert_eq!(a, b);
}
