//! Random play: seeded, deterministic games for 2, 3 and 4 players, picking a uniformly random
//! action among every seat's legal actions, with random (mostly illegal) actions fed in between.
//! After every action the invariants must hold; every game must end; `legal` and `apply` must
//! agree in both directions; a rejected action must leave the game exactly as it was.

use nusantara::games::festivals::*;
use nusantara::games::{Audience, Seat};
use nusantara::rng::Rng;

fn random_tickets(rng: &mut Rng) -> Tickets {
    Tickets::new(rng.below(4) as u8, rng.below(4) as u8, rng.below(4) as u8)
}

fn random_colour(rng: &mut Rng) -> Colour {
    Colour::ALL[rng.below(3)]
}

fn random_side(rng: &mut Rng, board: &Board) -> Side {
    if rng.below(3) == 0 {
        // Anything at all, unnormalised or off the board.
        Side(
            rng.below(board.islands.len() + 1),
            rng.below(board.islands.len() + 1),
        )
    } else {
        board.sides()[rng.below(board.sides().len())]
    }
}

/// Any action with random fields, legal or (mostly) not.
fn random_action(rng: &mut Rng, board: &Board, players: usize) -> Action {
    let islands = board.islands.len();
    match rng.below(7) {
        0 => Action::Plan {
            tickets: random_tickets(rng),
        },
        1 => Action::Move {
            to: rng.below(islands + 1),
            ticket: random_colour(rng),
        },
        2 => {
            let mut seats: Vec<Seat> = (0..=players).collect();
            rng.shuffle(&mut seats);
            seats.truncate(rng.below(players + 1));
            Action::Order { seats }
        }
        3 => Action::Rest {
            from: [RestSource::Island, RestSource::Pool, RestSource::Nothing][rng.below(3)],
        },
        4 => Action::Discard {
            island: rng.below(islands + 1),
            tickets: random_tickets(rng),
        },
        5 => Action::Typhoon {
            shift: (rng.below(4) > 0).then(|| (random_side(rng, board), random_side(rng, board))),
        },
        _ => Action::PickTyphoonMover {
            seat: rng.below(players + 1),
        },
    }
}

fn check_events(events: &[Event]) {
    for e in events {
        match e.kind {
            EventKind::Dealt { seat, .. } | EventKind::PlanRecorded { seat, .. } => {
                assert_eq!(
                    e.audience,
                    Audience::Seat(seat),
                    "a hand or a plan went public: {e:?}"
                )
            }
            _ => assert_eq!(e.audience, Audience::Public, "{e:?}"),
        }
    }
}

/// Plays one game to its end; returns it with the number of actions taken.
fn play(players: usize, options: Options, seed: u64, exhaustive: bool) -> (Game, usize) {
    let board = Board::standard();
    let (mut game, events) = Game::new(board.clone(), options, players, None, seed).expect("setup");
    check_events(&events);
    game.check_invariants()
        .unwrap_or_else(|e| panic!("seed {seed}, at setup: {e}"));
    let mut rng = Rng::new(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0x5EED);
    for n in 0..10_000 {
        if game.is_over() {
            assert!(game.waiting_for().is_empty());
            assert!(matches!(game.prompt(), Prompt::Over { .. }));
            assert!(game.public_view().winners.is_some());
            return (game, n);
        }
        let legal: Vec<Vec<Action>> = (0..players).map(|s| game.legal(s)).collect();
        for seat in game.waiting_for() {
            assert!(
                !legal[seat].is_empty(),
                "seed {seed}: waiting for seat {seat}, who has no legal action"
            );
        }

        // Noise: random actions must be accepted exactly when legal, and change nothing when not.
        for _ in 0..2 {
            let seat = rng.below(players + 1);
            let action = random_action(&mut rng, &board, players);
            let is_legal = seat < players && legal[seat].contains(&action);
            let before = game.clone();
            match game.apply(seat, &action) {
                Ok(events) => {
                    assert!(
                        is_legal,
                        "seed {seed}: seat {seat} was allowed {action:?}, not in legal()"
                    );
                    check_events(&events);
                    game.check_invariants()
                        .unwrap_or_else(|e| panic!("seed {seed}, after {action:?}: {e}"));
                    return_to(&mut game, &before);
                }
                Err(e) => {
                    assert!(
                        !is_legal,
                        "seed {seed}: seat {seat}, legal {action:?} was refused: {e}"
                    );
                    assert!(!e.message.is_empty());
                    assert_eq!(
                        game, before,
                        "seed {seed}: a refused {action:?} changed the game"
                    );
                }
            }
        }

        if exhaustive {
            for (seat, actions) in legal.iter().enumerate() {
                for action in actions {
                    let mut copy = game.clone();
                    let result = copy.apply(seat, action);
                    assert!(
                        result.is_ok(),
                        "seed {seed}: seat {seat}, legal {action:?} was refused: {result:?}"
                    );
                    copy.check_invariants()
                        .unwrap_or_else(|e| panic!("seed {seed}, after {action:?}: {e}"));
                }
            }
        }

        let all: Vec<(Seat, &Action)> = legal
            .iter()
            .enumerate()
            .flat_map(|(s, acts)| acts.iter().map(move |a| (s, a)))
            .collect();
        assert!(
            !all.is_empty(),
            "seed {seed}: nobody can act in {:?}",
            game.prompt()
        );
        let (seat, action) = all[rng.below(all.len())];
        let events = game.apply(seat, action).unwrap_or_else(|e| {
            panic!("seed {seed}: seat {seat}, legal {action:?} was refused: {e}")
        });
        check_events(&events);
        game.check_invariants()
            .unwrap_or_else(|e| panic!("seed {seed}, after {action:?}: {e}"));
    }
    panic!("seed {seed}: {players} players did not finish within 10,000 actions");
}

/// Undo an accepted noise action, so the game follows only the uniformly chosen actions.
fn return_to(game: &mut Game, before: &Game) {
    *game = before.clone();
}

fn many(players: usize, games: u64) {
    let mut rounds = 0;
    for seed in 0..games {
        let typhoons = (seed % 4) as u8;
        let typhoon_ties = if seed % 8 < 4 {
            TyphoonTies::Nobody
        } else {
            TyphoonTies::Airplane
        };
        let (game, _) = play(
            players,
            Options {
                typhoons,
                typhoon_ties,
                ..Default::default()
            },
            seed,
            seed < 20,
        );
        rounds += game.round();
    }
    assert!(
        rounds > games as u32 * 3,
        "games end suspiciously early: {rounds} rounds in {games} games"
    );
}

#[test]
fn random_games_two_players() {
    many(2, 200);
}

#[test]
fn random_games_three_players() {
    many(3, 200);
}

#[test]
fn random_games_four_players() {
    many(4, 200);
}

#[test]
fn same_seed_same_game() {
    let (a, n) = play(
        3,
        Options {
            typhoons: 2,
            typhoon_ties: TyphoonTies::Airplane,
            ..Default::default()
        },
        99,
        false,
    );
    let (b, m) = play(
        3,
        Options {
            typhoons: 2,
            typhoon_ties: TyphoonTies::Airplane,
            ..Default::default()
        },
        99,
        false,
    );
    assert_eq!(n, m);
    assert_eq!(a, b);
}
