//! The expert's key judgements on positions written by hand, a short tournament against the
//! trading bot, and the time a whole round of orders takes.

use super::expert::{attack_gain, best_bribe, invasion_chance, reach};
use super::{BASIC, EXPERT, Plan};
use crate::games::indies::{Action, Data, Game, Options, Order, Position};
use crate::games::{Components, Described, Policy, Rules, decide, policy_named};
use crate::rng::Rng;
use std::time::{Duration, Instant};

fn game(text: &str) -> Game {
    let position = Position::from_toml(text).unwrap_or_else(|e| panic!("{e}"));
    Game::from_position(Data::standard(), &position).unwrap_or_else(|e| panic!("{e}"))
}

/// A policy's whole draft for `seat`: its actions until it seals.
fn draft_of(policy: &dyn Policy<Game>, game: &mut Game, seat: usize) -> Vec<Order> {
    let mut rng = Rng::new(1);
    for _ in 0..100 {
        match decide(game, seat, policy, &mut rng).expect("awaited") {
            Action::Seal => return game.draft(seat).to_vec(),
            action => {
                game.apply(seat, &action)
                    .expect("the policy's action is accepted");
            }
        }
    }
    panic!("{} never sealed", policy.name())
}

fn expert_draft(game: &mut Game, seat: usize) -> Vec<Order> {
    draft_of(&EXPERT, game, seat)
}

fn area(name: &str) -> crate::games::indies::AreaId {
    Data::standard().area_named(name).unwrap()
}

fn site(name: &str) -> crate::games::indies::SiteId {
    Data::standard().site_named(name).unwrap()
}

/// An explorer fleet at Banda in 1603, with an own factory in every area within four steps:
/// only Malabar, five steps away, is free.
fn explorer_hemmed_in() -> Game {
    let d = Data::standard();
    let factories: String = d
        .area_ids()
        .filter(|&a| a != area("Malabar"))
        .map(|a| {
            let s = d.area(a).sites[0];
            format!("[[company.factory]]\nsite = \"{}\"\n", d.site(s).name)
        })
        .collect();
    game(&format!(
        r#"
seed = 3
year = 1603
[[company]]
treasury = 200
[[company.fleet]]
fleet = "A"
at = "Banda"
units = {{ carrack = 1, leader = 1, explorer = 1 }}
{factories}
[[company]]
treasury = 100
"#
    ))
}

#[test]
fn an_explorer_with_nothing_in_reach_sails_on_instead_of_idling() {
    let sails = |draft: &[Order]| -> Vec<Vec<crate::games::indies::AreaId>> {
        draft
            .iter()
            .filter_map(|o| match o {
                Order::Sail { path, .. } => Some(path.clone()),
                _ => None,
            })
            .collect()
    };
    let draft = expert_draft(&mut explorer_hemmed_in(), 0);
    // Two steps (free of attrition) on the shortest way to Malabar: Celebes, Java.
    assert_eq!(sails(&draft), vec![vec![area("Celebes"), area("Java")]]);
    // The trading bot, in the same place, leaves it idle.
    let basic = draft_of(Plan::Trader.policy(), &mut explorer_hemmed_in(), 0);
    assert_eq!(sails(&basic), Vec::<Vec<_>>::new());
}

/// Two companies' explorer fleets at Ceylon, all three sites free.
const TWO_AT_CEYLON: &str = r#"
seed = 3
[[company]]
treasury = 100
[[company.fleet]]
fleet = "A"
at = "Ceylon"
units = { carrack = 1, leader = 1, explorer = 1 }
[[company]]
treasury = 100
[[company.fleet]]
fleet = "A"
at = "Ceylon"
units = { carrack = 1, leader = 1, explorer = 1 }
"#;

fn attempted_sites(draft: &[Order]) -> Vec<crate::games::indies::SiteId> {
    draft
        .iter()
        .filter_map(|o| match o {
            Order::Attempt { site, .. } => Some(*site),
            _ => None,
        })
        .collect()
}

#[test]
fn two_bots_never_aim_at_one_site_while_another_is_free() {
    let mut g = game(TWO_AT_CEYLON);
    let ours = attempted_sites(&expert_draft(&mut g, 0));
    let theirs = attempted_sites(&expert_draft(&mut g, 1));
    assert_eq!(ours.len(), 1, "{ours:?}");
    assert_eq!(theirs.len(), 1, "{theirs:?}");
    assert_ne!(ours, theirs);
    // Nor at the trading bot's pick, the first free site.
    assert!(!ours.contains(&site("Colombo")) && !theirs.contains(&site("Colombo")));
    // With the best bribe: more than 4 only pays for the natural 1s.
    assert_eq!(best_bribe(&Data::standard()), 4);
}

const WARSHIP_AND_PREY: &str = r#"
seed = 3
[[company]]
treasury = 100
[[company.fleet]]
fleet = "A"
at = "Java"
units = { galleon = 1, leader = 1 }
[[company]]
treasury = 100
[[company.fleet]]
fleet = "A"
at = "Java"
units = { carrack = 1, leader = 1, explorer = 1 }
[[company.fleet]]
fleet = "B"
at = "Java"
units = { galleon = 2, leader = 1 }
"#;

#[test]
fn it_attacks_only_at_good_odds() {
    let d = Data::standard();
    let g = game(WARSHIP_AND_PREY);
    let w = g.projection(0, &[]);
    let ours = w.fleet(0, crate::games::indies::FleetId(0)).unwrap();
    let explorer = w.fleet(1, crate::games::indies::FleetId(0)).unwrap();
    let galleons = w.fleet(1, crate::games::indies::FleetId(1)).unwrap();
    // 4 to 2 with leaders on both sides: 2:1, the explorer fleet sinks on 3 to 6.
    assert!(attack_gain(&d, ours, explorer).unwrap() > 10.0);
    // 4 to 8: 1:2, shifts cancelling: the galleon is lost on 1 to 3.
    assert!(attack_gain(&d, ours, galleons).unwrap() < 0.0);
    let mut g = game(WARSHIP_AND_PREY);
    let draft = expert_draft(&mut g, 0);
    let attacks: Vec<&Order> = draft
        .iter()
        .filter(|o| matches!(o, Order::Attack { .. }))
        .collect();
    assert_eq!(
        attacks,
        vec![&Order::Attack {
            fleet: crate::games::indies::FleetId(0),
            company: 1,
            target: crate::games::indies::FleetId(0),
        }]
    );
}

/// Two galleons carrying shares meet an explorer fleet they would sink at good odds.
const CARGO_AND_PREY: &str = r#"
seed = 3
[[company]]
treasury = 100
[[company.fleet]]
fleet = "A"
at = "Java"
units = { galleon = 2 }
[[company.factory]]
site = "Bantam"
markers = ["cloves"]
[[company]]
treasury = 100
[[company.fleet]]
fleet = "A"
at = "Java"
units = { carrack = 1, leader = 1, explorer = 1 }
"#;

#[test]
fn a_cargo_fleet_keeps_out_of_fights() {
    let d = Data::standard();
    let g = game(CARGO_AND_PREY);
    let w = g.projection(0, &[]);
    let ours = w.fleet(0, crate::games::indies::FleetId(0)).unwrap();
    let explorer = w.fleet(1, crate::games::indies::FleetId(0)).unwrap();
    // 8 to 2 against a leader: 3:1, a gain on the table...
    assert!(attack_gain(&d, ours, explorer).unwrap() > 10.0);
    // ...but the galleons are the company's shipping.
    let mut g = game(CARGO_AND_PREY);
    let draft = expert_draft(&mut g, 0);
    assert!(
        !draft.iter().any(|o| matches!(o, Order::Attack { .. })),
        "{draft:?}"
    );
}

/// Round 2 of 1605: 15 florins, four factories and a carrack at Java (14 florins of upkeep)
/// and three cloves at Bantam; the voyage home costs 8.
const SHORT_OF_FLORINS: &str = r#"
seed = 3
year = 1605
round = 2
[output]
Java = "cloves"
[[company]]
treasury = 15
[[company.fleet]]
fleet = "A"
at = "Java"
units = { carrack = 1 }
[[company.factory]]
site = "Bantam"
markers = ["cloves", "cloves", "cloves"]
[[company.factory]]
site = "Aceh"
[[company.factory]]
site = "Goa"
[[company.factory]]
site = "Colombo"
[[company]]
treasury = 100
"#;

#[test]
fn short_of_florins_it_still_ships_its_shares_home() {
    let mut g = game(SHORT_OF_FLORINS);
    let draft = expert_draft(&mut g, 0);
    let loads = draft
        .iter()
        .filter(|o| matches!(o, Order::Load { .. }))
        .count();
    assert_eq!(loads, 3, "{draft:?}");
    assert!(
        draft.contains(&Order::Voyage {
            fleet: crate::games::indies::FleetId(0),
            to: crate::games::indies::Place::Europe,
        }),
        "{draft:?}"
    );
}

/// 1605: an explorer fleet at Sumatra, 20 florins (no carrack to be had) and the only cargo
/// fleet lost; three cloves wait at Bantam, next door in Java.
const NO_CARGO_FLEET: &str = r#"
seed = 3
year = 1605
[output]
Java = "cloves"
[[company]]
treasury = 20
[[company.fleet]]
fleet = "A"
at = "Sumatra"
units = { carrack = 1, leader = 1, explorer = 1 }
[[company.factory]]
site = "Bantam"
markers = ["cloves", "cloves", "cloves"]
[[company.factory]]
site = "Aceh"
[[company]]
treasury = 100
"#;

#[test]
fn with_no_cargo_fleet_the_explorer_fetches_the_shares() {
    let mut g = game(NO_CARGO_FLEET);
    let draft = expert_draft(&mut g, 0);
    assert_eq!(
        draft,
        vec![Order::Sail {
            fleet: crate::games::indies::FleetId(0),
            path: vec![area("Java")],
        }]
    );
}

#[test]
fn invasion_odds_follow_the_table() {
    let d = Data::standard();
    // 4 soldiers and a leader against a bare factory (2): 2:1, any D takes it: 5 faces of 6.
    assert!((invasion_chance(&d, 4, true, 2, 0) - 5.0 / 6.0).abs() < 1e-9);
    // Against a garrison of 2 (defence 4): 1:1, a D2 only empties the garrison.
    assert_eq!(invasion_chance(&d, 4, true, 4, 2), 0.0);
    // Below 1:2 there is no invasion.
    assert_eq!(invasion_chance(&d, 1, true, 5, 3), 0.0);
}

#[test]
fn reach_finds_shortest_paths_within_the_steps() {
    let d = Data::standard();
    let r = reach(&d, area("Banda"), 2);
    let to = |name: &str| {
        r.iter()
            .find(|(a, _)| *a == area(name))
            .map(|(_, p)| p.len())
    };
    assert_eq!(to("Banda"), Some(0));
    assert_eq!(to("Moluccas"), Some(1));
    assert_eq!(to("China Coast"), Some(2));
    assert_eq!(to("Java"), Some(2));
    assert_eq!(to("Malabar"), None);
}

/// The winning seat of the game of `seed` played to its end, seat s by `lineup[s]`.
fn winner(lineup: &[&dyn Policy<Game>], seed: u64) -> usize {
    let (mut g, _) =
        Game::setup(Data::standard(), &Options::default(), lineup.len(), seed).unwrap();
    let mut rng = Rng::new(seed);
    while !g.is_over() {
        let seat = g.waiting_for()[0];
        let action = decide(&g, seat, lineup[seat], &mut rng).unwrap();
        g.apply(seat, &action).unwrap();
    }
    g.scores().unwrap().1
}

#[test]
fn the_expert_beats_the_trading_bot_in_a_short_tournament() {
    // Eight games, the expert in each seat in turn.
    let wins = (0..8u64)
        .filter(|&i| {
            let expert = (i % 2) as usize;
            let mut lineup: [&dyn Policy<Game>; 2] = [&BASIC, &BASIC];
            lineup[expert] = &EXPERT;
            winner(&lineup, 100 + i) == expert
        })
        .count();
    assert!(wins >= 6, "the expert won {wins} of 8 against basic");
}

/// The longest whole round of orders (every decision of one company from the round's opening
/// to its seal) the expert took over `GAMES` 5-company games against random play:
/// `GAMES=100 cargo test --release --lib indies::bot::tests::round -- --ignored --nocapture`.
#[test]
#[ignore]
fn round_of_orders_time() {
    let games: u64 = std::env::var("GAMES")
        .ok()
        .and_then(|g| g.parse().ok())
        .unwrap_or(10);
    let random = policy_named::<Game>("random").unwrap();
    let mut longest = Duration::ZERO;
    let mut rounds = Vec::new();
    for seed in 0..games {
        let (mut g, _) = Game::setup(Data::standard(), &Options::default(), 5, seed).unwrap();
        let mut rng = Rng::new(seed);
        let mut spent = Duration::ZERO;
        while !g.is_over() {
            let seat = g.waiting_for()[0];
            let policy: &dyn Policy<Game> = if seat == 0 { &EXPERT } else { random };
            let started = Instant::now();
            let action = decide(&g, seat, policy, &mut rng).unwrap();
            if seat == 0 {
                spent += started.elapsed();
                if action == Action::Seal {
                    longest = longest.max(spent);
                    rounds.push(spent);
                    spent = Duration::ZERO;
                }
            }
            g.apply(seat, &action).unwrap();
        }
    }
    rounds.sort();
    println!(
        "{} rounds of orders: p50 {:?}, p99 {:?}, longest {longest:?}",
        rounds.len(),
        rounds[rounds.len() / 2],
        rounds[rounds.len() * 99 / 100]
    );
}
