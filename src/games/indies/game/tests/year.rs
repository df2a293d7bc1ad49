//! Whole years from described positions, and the end of the game.

use super::*;
use crate::games::indies::{Place, Stage};
use crate::games::{Described, Rules};

const OUTWARD: &str = r#"
year = 1605
[[company]]
treasury = 100
[[company.fleet]]
fleet = "A"
at = "Europe"
units = { carrack = 2, leader = 1, explorer = 1 }
[[company]]
treasury = 100
"#;

#[test]
fn a_whole_year_out_and_home() {
    // Dice: the draw at Java (3: cloves), two attrition dice without a 6, the attempt (6).
    let seed = seed_rolling(&[3, 1, 2, 6]);
    let mut g = game(&format!("seed = {seed}\n{OUTWARD}"));
    order(
        &mut g,
        0,
        Order::Voyage {
            fleet: A,
            to: Place::Area(area("Java")),
        },
    );
    order(
        &mut g,
        0,
        Order::Attempt {
            fleet: A,
            site: site("Bantam"),
            bribe: 2,
        },
    );
    let k = kinds(&seal_all(&mut g));
    let stages: Vec<Stage> = k
        .iter()
        .filter_map(|e| match e {
            EventKind::Stage { stage } => Some(*stage),
            _ => None,
        })
        .collect();
    assert_eq!(
        stages,
        [
            Stage::InitialVoyages,
            Stage::Attrition,
            Stage::Factories,
            Stage::Commodities,
            Stage::Spices
        ]
    );
    assert!(
        k.iter()
            .any(|e| matches!(e, EventKind::CommodityDrawn { die: 3, .. }))
    );
    assert!(
        k.iter()
            .any(|e| matches!(e, EventKind::FactoryAttempt { success: true, .. }))
    );
    let cloves = marker("cloves");
    assert_eq!(g.world.factory(site("Bantam")).unwrap().markers, [cloves]);
    assert_eq!(g.treasury(0), 100 - 16 - 2);
    // Round 2: load the share and sail home; with a factory, 8 bounds roll as 4: no loss.
    order(
        &mut g,
        0,
        Order::Load {
            fleet: A,
            site: site("Bantam"),
            marker: cloves,
            count: 1,
        },
    );
    order(
        &mut g,
        0,
        Order::Voyage {
            fleet: A,
            to: Place::Europe,
        },
    );
    let k = kinds(&seal_all(&mut g));
    let price = g.world.price(&data(), cloves.commodity);
    let sold: u32 = k
        .iter()
        .filter_map(|e| match e {
            EventKind::Sold { total, .. } => Some(*total),
            _ => None,
        })
        .sum();
    assert_eq!(sold, price);
    assert!(k.iter().any(|e| matches!(
        e,
        EventKind::Attrition { seat: 0, bounds: 8, rolled_on: 4, dice, .. } if dice.is_empty()
    )));
    let subsidy: u32 = k
        .iter()
        .filter_map(|e| match e {
            EventKind::Subsidy {
                seat: 0, amount, ..
            } => Some(*amount),
            _ => None,
        })
        .sum();
    // Upkeep: 2 carracks 4, leader 2, explorer 1, factory 3.
    assert!(k.iter().any(|e| matches!(
        e,
        EventKind::Upkeep {
            seat: 0,
            due: 10,
            paid: 10,
            ..
        }
    )));
    assert_eq!(
        g.treasury(0),
        82 + i64::from(price) - 16 + i64::from(subsidy) - 10
    );
    assert_eq!(g.year(), 1606);
    assert_eq!(g.round(), Some(1));
    assert!(matches!(
        k[k.len() - 2],
        EventKind::Initiative { year: 1606, .. }
    ));
}

#[test]
fn the_game_ends_after_its_last_year_with_scores() {
    let text = r#"
seed = 3
year = 1611
round = 2
[[company]]
treasury = 100
[[company.factory]]
site = "Goa"
[[company]]
treasury = 100
"#;
    let mut g = game(text);
    let k = kinds(&seal_all(&mut g));
    assert!(g.is_over());
    assert!(g.legal(0).is_empty() && g.waiting_for().is_empty());
    let Some(EventKind::GameOver { scores, winner }) = k.last() else {
        panic!("{k:?}")
    };
    let (s0, s1) = (scores[0], scores[1]);
    assert_eq!(s0.factories, 1);
    assert_eq!(s0.score, s0.treasury + 10);
    assert_eq!(s1.score, s1.treasury);
    assert_eq!(*winner, if s0.score >= s1.score { 0 } else { 1 });
    use crate::games::Rules;
    let f = g.finish().unwrap();
    assert_eq!(f.winners, [*winner]);
    assert!(g.apply(0, &Action::Seal).is_err());
}

#[test]
fn ties_go_to_more_factories_then_to_initiative() {
    let text = r#"
seed = 3
year = 1611
round = 2
initiative = ["England", "Netherlands", "Portugal"]
[[company]]
treasury = 90
[[company.factory]]
site = "Goa"
[[company]]
treasury = 100
[[company]]
treasury = 100
"#;
    let mut g = game(text);
    let mut events = Vec::new();
    g.end_game(&mut events);
    let (scores, winner) = g.scores().unwrap();
    assert!(scores.iter().all(|s| s.score == 100));
    assert_eq!(winner, 0, "the factory breaks the tie");
    let mut g = game(&text.replace(
        "treasury = 90\n[[company.factory]]\nsite = \"Goa\"",
        "treasury = 100",
    ));
    g.end_game(&mut events);
    assert_eq!(g.scores().unwrap().1, 2, "then the higher initiative");
}

#[test]
fn described_positions_are_checked() {
    use crate::games::indies::Position;
    let bad = |text: &str, words: &str| {
        let p = Position::from_toml(text).unwrap_or_else(|e| panic!("{e}"));
        let e = Game::from_position(data(), &p).expect_err("should be refused");
        assert!(
            e.to_string().contains(words),
            "`{e}` should mention `{words}`"
        );
    };
    bad("seed = 1\n[[company]]\n", "2 to 5 companies");
    bad(
        "seed = 1\nyears = 9\n[[company]]\n[[company]]\n",
        "8, 12 or 16",
    );
    bad(
        "seed = 1\nyear = 1650\n[[company]]\n[[company]]\n",
        "outside the game",
    );
    bad(
        "seed = 1\n[prices]\ncloves = 40\n[[company]]\n[[company]]\n",
        "not on the ladder",
    );
    bad(
        "seed = 1\n[output]\nAtlantis = \"tea\"\n[[company]]\n[[company]]\n",
        "Atlantis",
    );
    bad(
        "seed = 1\ninitiative = [\"Portugal\", \"Portugal\"]\n[[company]]\n[[company]]\n",
        "named twice",
    );
    let fleet = |at: &str, units: &str, extra: &str| {
        format!(
            "seed = 1\n[[company]]\n[[company.fleet]]\nfleet = \"A\"\nat = \"{at}\"\nunits = {{ {units} }}\n{extra}[[company]]\n"
        )
    };
    bad(&fleet("Java", "leader = 1", ""), "at sea without ships");
    bad(
        &fleet("Lisbon", "caravel = 1", ""),
        "`Lisbon` is not Europe",
    );
    bad(&fleet("Java", "frigate = 1", ""), "`frigate` is not a unit");
    bad(
        &fleet("Java", "caravel = 1", "cargo = [\"tea\", \"tea\"]\n"),
        "cargo points",
    );
    bad(
        &fleet("CSB", "caravel = 1", ""),
        "only a company with a factory",
    );
    bad(
        &fleet("Java", "caravel = 1", "cargo = [\"tea 2/3\"]\n"),
        "not a marker",
    );
    bad(
        "seed = 1\n[[company]]\n[[company.factory]]\nsite = \"Bantam\"\n[[company]]\n[[company.factory]]\nsite = \"Bantam\"\n",
        "two factories",
    );
    // A good one round-trips through the view.
    let g = game(&fleet("Java", "caravel = 1", "cargo = [\"tea\"]\n"));
    let v = g.public_view();
    assert_eq!(v.companies[0].fleets[0].letter, 'A');
    assert_eq!(v.companies[0].fleets[0].free, 0);
    assert_eq!(v.companies[1].nation, "Netherlands");
}
