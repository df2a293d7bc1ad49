//! The expert's key judgements on positions written by hand, and small tournaments between
//! named policies (rotating seats) whose figures docs/indies.md records.

use super::expert::{attack_gain, best_bribe, invasion_chance, reach};
use super::{EXPERT, Plan};
use crate::games::indies::{Action, Data, Game, Options, Order, Position};
use crate::games::{Components, Described, Policy, Rules, decide, policy_named};
use crate::rng::Rng;
use crate::tools::selfplay::step_by;
use std::time::Duration;

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

/// One policy's figures over a tournament.
#[derive(Debug, Default)]
struct Row {
    name: &'static str,
    games: u32,
    wins: f64,
    margin: i64,
    actions: u64,
    times: Vec<Duration>,
    /// The longest whole round of one company's decisions.
    round_max: Duration,
}

/// `games` games of `names.len()` companies, seat s of game i played by names[(s + i) % n].
fn versus(names: &[&str], games: u32, seed: u64) -> Vec<Row> {
    let policies: Vec<&'static dyn Policy<Game>> = names
        .iter()
        .map(|n| policy_named::<Game>(n).expect("a policy"))
        .collect();
    let n = names.len();
    let mut rows: Vec<Row> = Vec::new();
    for name in names {
        if rows.iter().all(|r| r.name != *name) {
            rows.push(Row {
                name: policies[names.iter().position(|x| x == name).unwrap()].name(),
                ..Row::default()
            });
        }
    }
    let row_of = |name: &str| rows_index(names, name);
    for i in 0..games {
        let s = seed + u64::from(i);
        let (mut g, _) = Game::setup(Data::standard(), &Options::default(), n, s).unwrap();
        let mut rng = Rng::new(s ^ 0x5EED);
        let at = |seat: usize| (seat + i as usize) % n;
        let mut actions = 0u64;
        let mut round = vec![Duration::ZERO; n];
        let mut key = (g.year(), g.round());
        while !g.is_over() {
            let (seat, _, took) = step_by(&mut g, &mut rng, |seat| policies[at(seat)]).unwrap();
            actions += 1;
            round[seat] += took;
            let r = &mut rows[row_of(names[at(seat)])];
            r.times.push(took);
            if (g.year(), g.round()) != key {
                key = (g.year(), g.round());
                for (k, t) in round.iter_mut().enumerate() {
                    let r = &mut rows[row_of(names[at(k)])];
                    r.round_max = r.round_max.max(*t);
                    *t = Duration::ZERO;
                }
            }
            assert!(actions < 20_000, "game {s} did not end");
        }
        let finish = g.finish().unwrap();
        for seat in 0..n {
            let best_other = (0..n)
                .filter(|&o| o != seat)
                .map(|o| finish.scores[o])
                .max()
                .unwrap_or(0);
            let r = &mut rows[row_of(names[at(seat)])];
            r.games += 1;
            if finish.winners.contains(&seat) {
                r.wins += 1.0 / finish.winners.len() as f64;
            }
            r.margin += finish.scores[seat] - best_other;
            r.actions += actions;
        }
    }
    rows
}

fn rows_index(names: &[&str], name: &str) -> usize {
    let mut seen: Vec<&str> = Vec::new();
    for n in names {
        if !seen.contains(n) {
            seen.push(n);
        }
    }
    seen.iter().position(|x| *x == name).unwrap()
}

fn print(names: &[&str], games: u32, rows: &mut [Row]) {
    println!("{} games of {}", games, names.join(" v "));
    for r in rows {
        r.times.sort();
        let at = |q: f64| r.times[((r.times.len() - 1) as f64 * q) as usize];
        println!(
            "{:<8} seats {:>4}  wins {:>6.1} ({:>5.1} % of its seats)  margin {:>7.1}  length {:>6.0}  p50 {:?}  p99 {:?}  round max {:?}",
            r.name,
            r.games,
            r.wins,
            100.0 * r.wins / f64::from(r.games.max(1)),
            r.margin as f64 / f64::from(r.games.max(1)),
            r.actions as f64 / f64::from(r.games.max(1)),
            at(0.5),
            at(0.99),
            r.round_max
        );
    }
}

fn games_wanted() -> u32 {
    std::env::var("GAMES")
        .ok()
        .and_then(|g| g.parse().ok())
        .unwrap_or(20)
}

/// `GAMES=500 cargo test --release --lib indies::bot::tests::tournament -- --ignored --nocapture`
/// (`LINEUP=expert,basic` for one line-up).
#[test]
#[ignore]
fn tournament() {
    let games = games_wanted();
    let lineups: Vec<Vec<String>> = match std::env::var("LINEUP") {
        Ok(l) => vec![l.split(',').map(str::to_string).collect()],
        Err(_) => [
            "expert,basic",
            "expert,random",
            "expert,random,random",
            "expert,random,random,random",
            "expert,random,random,random,random",
        ]
        .iter()
        .map(|l| l.split(',').map(str::to_string).collect())
        .collect(),
    };
    for l in lineups {
        let names: Vec<&str> = l.iter().map(String::as_str).collect();
        let mut rows = versus(&names, games, 1);
        print(&names, games, &mut rows);
    }
}

#[test]
fn the_expert_beats_the_trading_bot_in_a_short_tournament() {
    let rows = versus(&["expert", "basic"], 8, 100);
    assert_eq!(rows[0].name, "expert");
    assert!(
        rows[0].wins >= 5.0,
        "the expert won {} of 8 against basic",
        rows[0].wins
    );
    assert!(rows.iter().all(|r| r.games == 8));
}
