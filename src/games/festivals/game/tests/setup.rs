use super::*;
use crate::games::festivals::{Options, TyphoonTies};
use crate::games::{Audience, Components, Described, Rules};
use std::collections::BTreeSet;

fn new(players: usize, typhoons: u8, seed: u64) -> (Game, Vec<Event>) {
    let options = Options {
        typhoons,
        typhoon_ties: TyphoonTies::Nobody,
        ..Default::default()
    };
    Game::setup(
        Board::standard(),
        &Options {
            airplane: Some(0),
            ..options
        },
        players,
        seed,
    )
    .unwrap()
}

fn all_tickets(game: &Game) -> Tickets {
    let mut total = game.pool;
    game.hands.iter().for_each(|h| total.add(h));
    total
}

#[test]
fn two_players_get_two_of_each_colour() {
    for seed in 0..20 {
        let (game, _) = new(2, 0, seed);
        assert_eq!(game.hands, vec![Tickets::new(2, 2, 2); 2]);
        assert_eq!(game.pool, Tickets::new(11, 11, 11));
        // The two-player side of the tiles.
        assert_eq!(game.spaces[id("Jawa")].len(), 3);
        assert_eq!(game.spaces[id("Bali")].len(), 1);
    }
}

#[test]
fn three_players_get_one_of_each_and_two_at_random() {
    let mut extra = Tickets::NONE;
    for seed in 0..50 {
        let (game, _) = new(3, 0, seed);
        for hand in &game.hands {
            assert_eq!(hand.total(), 5);
            assert!(hand.contains(&Tickets::new(1, 1, 1)), "{hand}");
            let mut more = *hand;
            more.remove(&Tickets::new(1, 1, 1));
            extra.add(&more);
        }
        assert_eq!(all_tickets(&game), Tickets::new(15, 15, 15));
        assert_eq!(game.spaces[id("Jawa")].len(), 4);
    }
    // 300 random tickets: every colour turns up.
    assert!(Colour::ALL.iter().all(|&c| extra.get(c) > 50), "{extra}");
}

#[test]
fn four_players_get_one_of_each_and_one_at_random() {
    for seed in 0..20 {
        let (game, _) = new(4, 0, seed);
        for hand in &game.hands {
            assert_eq!(hand.total(), 4);
            assert!(hand.contains(&Tickets::new(1, 1, 1)));
        }
        assert_eq!(all_tickets(&game), Tickets::new(15, 15, 15));
        assert_eq!(game.pool.total(), 45 - 16);
    }
}

#[test]
fn deck_travellers_typhoons_and_events() {
    let (game, events) = new(3, 2, 5);
    let mut cards: BTreeSet<usize> = game.deck.iter().copied().collect();
    cards.insert(game.active);
    assert_eq!(cards.len(), 20);
    assert_eq!(game.deck.len(), 19);
    assert_eq!(game.travellers, vec![id("Jawa"); 3]);
    assert_eq!(
        game.typhoons,
        vec![side("Sumatera|Kalimantan"), side("Sulawesi|Maluku")]
    );
    assert_eq!(game.round, 1);
    assert_eq!(
        game.prompt(),
        Prompt::Plan {
            waiting: vec![0, 1, 2]
        }
    );
    let dealt: Vec<Seat> = events
        .iter()
        .filter_map(|e| match e.kind {
            EventKind::Dealt { seat, hand } => {
                assert_eq!(e.audience, Audience::Seat(seat));
                assert_eq!(hand, game.hands[seat]);
                Some(seat)
            }
            _ => None,
        })
        .collect();
    assert_eq!(dealt, vec![0, 1, 2]);
    let last = events.last().unwrap();
    assert_eq!(last.audience, Audience::Public);
    assert_eq!(
        last.kind,
        EventKind::RoundStarted {
            round: 1,
            active: game.active,
            next: Some(game.deck[0])
        }
    );
    // Different seeds shuffle differently; the same seed deals the same.
    assert_ne!(new(3, 0, 6).0.deck, game.deck);
    assert_eq!(new(3, 2, 5).0, game);
}

#[test]
fn setup_refuses_impossible_tables() {
    let board = Board::standard();
    let options = Options::default();
    for players in [0, 1, 5] {
        let e = Game::setup(board.clone(), &options, players, 1).unwrap_err();
        assert!(e.problem.contains("2 to 4 players"), "{e}");
    }
    let e = Game::setup(
        board.clone(),
        &Options {
            typhoons: 4,
            ..options
        },
        3,
        1,
    )
    .unwrap_err();
    assert!(e.problem.contains("0 to 3 typhoons"), "{e}");
    let e = Game::setup(
        board.clone(),
        &Options {
            airplane: Some(3),
            ..options
        },
        3,
        1,
    )
    .unwrap_err();
    assert!(e.problem.contains("airplane"), "{e}");
    // Without a holder the airplane goes to a random seat, each one sometimes.
    let holders: BTreeSet<Seat> = (0..40)
        .map(|seed| {
            Game::setup(board.clone(), &options, 4, seed)
                .unwrap()
                .0
                .airplane
        })
        .collect();
    assert_eq!(holders, (0..4).collect());
}

#[test]
fn positions_fill_the_pool_with_what_remains() {
    let game = game(
        r#"
        seed = 1
        airplane = 1
        round = 4
        typhoons = ["Bali|Nusa Tenggara"]
        active = "Erau"
        deck = ["Pasola", "Galungan"]
        [[player]]
        island = "nusa tenggara"
        hand = "Y Y K"
        score = 7
        [[player]]
        [[island]]
        name = "Bali"
        filled = "K"
        centre = "B B"
        "#,
    );
    assert_eq!(game.players, 2);
    assert_eq!(game.round, 4);
    assert_eq!(game.options.typhoons, 1);
    assert_eq!(game.travellers, vec![id("Nusa Tenggara"), id("Jawa")]);
    assert_eq!(game.scores, vec![7, 0]);
    assert_eq!(game.spaces[id("Bali")], vec![Some(Colour::Black)]);
    assert_eq!(game.pool, Tickets::new(13, 13, 13));
    assert_eq!(game.deck.len(), 2);
    // The seat with no tickets plans nothing by itself.
    assert_eq!(game.prompt(), Prompt::Plan { waiting: vec![0] });
}

#[test]
fn positions_refuse_what_cannot_be() {
    let base = "seed = 1\nairplane = 0\nactive = \"Erau\"\n";
    let refuse = |extra: &str, words: &str| {
        let text = format!("{base}{extra}");
        let e = Position::from_toml(&text)
            .and_then(|p| Game::from_position(Board::standard(), &p))
            .unwrap_err();
        assert!(e.problem.contains(words), "`{e}` should mention `{words}`");
    };
    refuse(
        "[[player]]\nhand = \"B B B B B B B B\"\n[[player]]\nhand = \"B B B B B B B B\"\n",
        "16 blue",
    );
    refuse(
        "[[player]]\n[[player]]\n[[island]]\nname = \"Bali\"\nfilled = \"K K\"\n",
        "cannot hold 2 black",
    );
    refuse(
        "[[player]]\n[[player]]\n[[island]]\nname = \"Maluku\"\ncentre = \"Y K\"\n",
        "at most 1",
    );
    refuse("[[player]]\nisland = \"Timor\"\n[[player]]\n", "Timor");
    refuse("[[player]]\nhand = \"Y R\"\n[[player]]\n", "`R`");
    refuse("[[player]]\n", "2 to 4 players");
    refuse(
        "typhoons = [\"Jawa|Kalimantan\"]\n[[player]]\n[[player]]\n",
        "Jawa|Kalimantan",
    );
    refuse(
        "typhoons = [\"Sumatera|Kalimantan\", \"Sumatera|Jawa\"]\n[[player]]\n[[player]]\n",
        "close off Sumatera",
    );
    refuse("deck = [\"Erau\"]\n[[player]]\n[[player]]\n", "twice");
    refuse("colour = 3\n[[player]]\n[[player]]\n", "colour");
}
