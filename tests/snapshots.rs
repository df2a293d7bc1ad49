//! A snapshot of a game's state equals the game rebuilt by replaying its log: at every step of
//! random games of each title, the state written to JSON and read back (with its component data
//! attached again) is the same game, and it plays on the same way.

use nusantara::games::{Bots, Components};
use nusantara::selfplay::{chooser, setup, step};

fn round_trips<R: Bots>(options: &R::Options, players: usize, seed: u64) {
    let mut game = setup::<R>(options, players, seed).unwrap();
    let mut rng = chooser(seed);
    let mut actions = 0;
    while !game.is_over() && actions < 3000 {
        let json = serde_json::to_string(&game).unwrap();
        let mut restored: R = serde_json::from_str(&json).unwrap();
        restored.attach(R::Components::standard());
        assert_eq!(restored, game, "seed {seed}, after {actions} actions");
        // The restored game offers the same actions and plays on exactly as the original (the
        // bot's action may lie outside the offer: the East Indies lists one unit a purchase and
        // one step a sail, and its bot buys and sails more in one order).
        for s in game.waiting_for() {
            assert_eq!(restored.legal(s), game.legal(s));
        }
        let (seat, action) = step(&mut game, &mut rng).unwrap();
        restored.apply(seat, &action).unwrap();
        assert_eq!(restored, game);
        actions += 1;
    }
}

#[test]
fn festivals_snapshots_equal_the_replayed_game() {
    use nusantara::games::festivals::{Game, Options};
    for seed in 0..6 {
        let options = Options {
            typhoons: (seed % 3) as u8,
            ..Options::default()
        };
        round_trips::<Game>(&options, 2 + (seed as usize % 3), seed);
    }
}

#[test]
fn indonesia_snapshots_equal_the_replayed_game() {
    use nusantara::games::indonesia::{Game, Money, Options};
    for seed in 0..3 {
        let money = if seed % 2 == 0 {
            Money::Closed
        } else {
            Money::Open
        };
        round_trips::<Game>(
            &Options {
                money,
                ..Options::default()
            },
            3 + seed as usize,
            seed,
        );
    }
}

#[test]
fn east_indies_snapshots_equal_the_replayed_game() {
    use nusantara::games::indies::{Game, Options};
    for seed in 0..3 {
        round_trips::<Game>(&Options::default(), 2 + seed as usize, seed);
    }
}
