//! The bots at play: the trading bot beats random orders, and the raider and the builder make
//! every kind of fight happen. (The rules' conformance under random play is tests/conformance.rs.)

use super::super::Game;
use crate::games::indies::{Action, Data, Options, Plan, plan_bot, random_orders, trading_bot};
use crate::games::{Components, Rules};
use crate::rng::Rng;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Policy {
    Random,
    Bot,
    /// Random orders that go for fights: invasions, attacks, patrols and garrisons first, and
    /// voyages to enemy factories (to exercise combat in random play).
    Raider,
}

fn raider(game: &Game, seat: usize, legal: &[Action], rng: &mut Rng) -> Action {
    use crate::games::indies::{Order, Place, Unit};
    let data = game.data();
    let enemy_area = |to: &Place| {
        to.area().is_some_and(|a| {
            data.area(a)
                .sites
                .iter()
                .any(|&s| game.world.factory(s).is_some_and(|f| f.owner != seat))
        })
    };
    let pick = |want: &dyn Fn(&Order) -> bool| -> Vec<&Action> {
        legal
            .iter()
            .filter(|a| matches!(a, Action::Order { order } if want(order)))
            .collect()
    };
    let fights = pick(&|o| {
        matches!(
            o,
            Order::Invade { .. }
                | Order::Attack { .. }
                | Order::Patrol { .. }
                | Order::EnterCsb { .. }
                | Order::Garrison { .. }
                | Order::Embark { .. }
                | Order::Fort { .. }
        )
    });
    let soldiers = game
        .draft(seat)
        .iter()
        .filter(|o| {
            matches!(
                o,
                Order::Buy {
                    unit: Unit::Soldier,
                    ..
                }
            )
        })
        .count();
    let arming = pick(&|o| match o {
        Order::Buy { unit, .. } => {
            matches!(unit, Unit::Galleon | Unit::Leader) || (*unit == Unit::Soldier && soldiers < 4)
        }
        Order::Voyage { to, .. } => enemy_area(to),
        _ => false,
    });
    if game.draft(seat).len() < 10 && rng.below(5) > 0 {
        if !fights.is_empty() {
            return fights[rng.below(fights.len())].clone();
        }
        if !arming.is_empty() {
            return arming[rng.below(arming.len())].clone();
        }
    }
    random_orders(game, seat, legal, rng)
}

/// Plays one game to its end with one policy per seat; returns it.
fn play(players: usize, seed: u64, policies: &[Policy], years: u32) -> Game {
    let (mut game, _) = Game::setup(Data::standard(), &Options { years }, players, seed).unwrap();
    let mut rng = Rng::new(seed ^ 0x5EED);
    let mut actions = 0;
    while !game.is_over() {
        let seat = game.waiting_for()[0];
        let legal = game.legal(seat);
        assert!(!legal.is_empty(), "seat {seat} awaited with nothing legal");
        let action = match policies[seat % policies.len()] {
            Policy::Random => random_orders(&game, seat, &legal, &mut rng),
            Policy::Bot => trading_bot(&game, seat, &legal),
            Policy::Raider => raider(&game, seat, &legal, &mut rng),
        };
        // `legal` lists single-unit buys and one-step sails; the bots' larger orders must be
        // accepted all the same (checked by `apply` below).
        assert!(
            legal.contains(&action) || matches!(action, Action::Order { .. }),
            "{action:?} is not legal"
        );
        let events = match game.apply(seat, &action) {
            Ok(events) => events,
            Err(e) => panic!("seed {seed}: legal {action:?} of seat {seat} refused: {e}"),
        };
        check_audience(&events);
        if let Err(e) = game.check_invariants() {
            panic!("seed {seed}: after {action:?} by seat {seat}: {e}");
        }
        actions += 1;
        assert!(actions < 100_000, "seed {seed}: the game does not end");
    }
    assert!(game.finish().is_some());
    game
}

/// Draft changes go to their seat only; everything else is public.
fn check_audience(events: &[crate::games::indies::Event]) {
    use crate::games::Audience;
    use crate::games::indies::EventKind as K;
    for e in events {
        match e.kind {
            K::OrderAdded { seat, .. }
            | K::OrderReplaced { seat, .. }
            | K::OrderWithdrawn { seat, .. }
            | K::DraftCleared { seat } => assert_eq!(e.audience, Audience::Seat(seat), "{e:?}"),
            _ => assert_eq!(e.audience, Audience::Public, "{e:?}"),
        }
    }
}

/// The trading bot beats random orders in at least 80% of 2-player games.
#[test]
fn the_trading_bot_beats_random_orders() {
    let n = 50;
    let mut wins = 0;
    for i in 0..n {
        // The bot sits first in half the games, second in the others.
        let bot = (i % 2) as usize;
        let mut policies = [Policy::Random, Policy::Random];
        policies[bot] = Policy::Bot;
        let g = play(2, 500 + i, &policies, 12);
        if g.finish().unwrap().winners == [bot] {
            wins += 1;
        }
    }
    assert!(wins * 100 >= 80 * n, "the bot won {wins} of {n}");
}

/// Bots found factories, raiders fight them: every kind of fight happens in random play, with
/// the invariants checked after every action.
#[test]
fn fights_happen_in_random_play() {
    use std::collections::BTreeSet;
    let mut seen = BTreeSet::new();
    for i in 0..48 {
        let players = 2 + (i % 4) as usize;
        let (mut game, _) = Game::setup(Data::standard(), &Options::default(), players, i).unwrap();
        let mut rng = Rng::new(i);
        while !game.is_over() {
            let seat = game.waiting_for()[0];
            let legal = game.legal(seat);
            // Seat 2 builds forts; the other even seats trade.
            let a = if seat == 2 {
                plan_bot(Plan::Builder, &game, seat, &legal)
            } else if seat % 2 == 0 {
                trading_bot(&game, seat, &legal)
            } else {
                raider(&game, seat, &legal, &mut rng)
            };
            let events = game
                .apply(seat, &a)
                .unwrap_or_else(|e| panic!("{a:?}: {e}"));
            game.check_invariants().unwrap();
            for e in events {
                let k = format!("{:?}", e.kind);
                seen.insert(
                    k.split(|c: char| !c.is_alphanumeric())
                        .next()
                        .unwrap()
                        .to_string(),
                );
            }
        }
    }
    for kind in [
        "Battle",
        "Invasion",
        "InterceptionTried",
        "Garrisoned",
        "Embarked",
        "FortBuilt",
    ] {
        assert!(seen.contains(kind), "no {kind} in random play: {seen:?}");
    }
}

#[test]
#[ignore]
fn show_a_bot_game() {
    let data = Data::standard();
    let (mut game, events) = Game::setup(data.clone(), &Options { years: 12 }, 2, 3).unwrap();
    let name = |s: usize| data.nation(s).to_string();
    let mut rng = Rng::new(1);
    for e in &events {
        println!("{}", e.text(&data, &name, crate::lang::Lang::En));
    }
    while !game.is_over() {
        let seat = game.waiting_for()[0];
        let legal = game.legal(seat);
        let a = if seat == 0 {
            trading_bot(&game, seat, &legal)
        } else {
            random_orders(&game, seat, &legal, &mut rng)
        };
        for e in game.apply(seat, &a).unwrap() {
            if e.audience == crate::games::Audience::Public {
                println!("{}", e.text(&data, &name, crate::lang::Lang::En));
            }
        }
    }
}

#[test]
#[ignore]
fn event_coverage() {
    use std::collections::BTreeMap;
    let mut counts: BTreeMap<String, usize> = BTreeMap::new();
    for players in 2..=5 {
        for i in 0..30 {
            let (mut game, _) =
                Game::setup(Data::standard(), &Options::default(), players, i).unwrap();
            let mut rng = Rng::new(i);
            while !game.is_over() {
                let seat = game.waiting_for()[0];
                let legal = game.legal(seat);
                let a = if seat % 2 == 0 {
                    trading_bot(&game, seat, &legal)
                } else {
                    raider(&game, seat, &legal, &mut rng)
                };
                for e in game.apply(seat, &a).unwrap() {
                    let k = format!("{:?}", e.kind);
                    let k = k
                        .split(|c: char| !c.is_alphanumeric())
                        .next()
                        .unwrap()
                        .to_string();
                    *counts.entry(k).or_default() += 1;
                }
            }
        }
    }
    println!("{counts:#?}");
}

fn run(games: u64, policy: Policy) {
    for players in 2..=5 {
        for i in 0..games {
            play(players, 1000 * players as u64 + i, &[policy], 12);
        }
    }
}

/// The full random-play run: 300 games per player count with each policy (run in release:
/// `cargo test --release --lib games::indies -- --ignored`).
#[test]
#[ignore]
fn three_hundred_games_per_count() {
    for policy in [Policy::Random, Policy::Bot] {
        let started = std::time::Instant::now();
        run(300, policy);
        println!("{policy:?}: 4 × 300 games in {:.2?}", started.elapsed());
    }
    let started = std::time::Instant::now();
    for players in 2..=5 {
        for i in 0..300 {
            play(players, 50_000 + i, &[Policy::Bot, Policy::Raider], 12);
        }
    }
    println!("Bot and Raider: 4 × 300 games in {:.2?}", started.elapsed());
    let started = std::time::Instant::now();
    let n = 300;
    let mut wins = 0;
    for i in 0..n {
        let bot = (i % 2) as usize;
        let mut policies = [Policy::Random, Policy::Random];
        policies[bot] = Policy::Bot;
        if play(2, 90_000 + i, &policies, 12).finish().unwrap().winners == [bot] {
            wins += 1;
        }
    }
    println!(
        "bot against random: {wins} of {n} won, in {:.2?}",
        started.elapsed()
    );
    assert!(wins * 100 >= 80 * n);
}
