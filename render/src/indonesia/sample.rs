use super::{City, Company, Deed, Era, Good, Goods, Kind, Picture, Player, Route, Ship, Words};
use Good::*;
use Kind::*;

/// A late-game picture (era C, operations, five players, many companies, cities of every size,
/// a shipping plan) for examples, tests and the documentation.
pub fn sample() -> Picture {
    Picture {
        title: "Indonesia · era C · 5 players".to_string(),
        status: "ann ships rice with Jatim Shipping (1)".to_string(),
        era: Era::C,
        phase: "Operations".to_string(),
        players: players(),
        turn: Some(0),
        companies: companies(),
        goods: goods(),
        cities: cities(),
        ships: ships(),
        deeds: deeds(),
        plan: plan(),
        words: Words::default(),
    }
}

/// Five players, each with cash and research.
fn players() -> Vec<Player> {
    [
        ("ann", 412, [3, 2, 2, 1, 3]),
        ("bob", 288, [2, 3, 1, 2, 4]),
        ("carol", 530, [4, 2, 3, 2, 2]),
        ("dewi", 97, [1, 1, 2, 3, 2]),
        ("eko", 365, [2, 4, 2, 1, 5]),
    ]
    .into_iter()
    .enumerate()
    .map(|(seat, (name, cash, research))| Player {
        seat,
        name: name.to_string(),
        cash: Some(cash),
        research,
    })
    .collect()
}

/// Twelve companies, numbered from 1 in this order: owner, kind and home province.
fn companies() -> Vec<Company> {
    [
        (0, Shipping, "Jatim"),
        (0, Production(Rice), "Bali"),
        (1, Shipping, "Halmahera"),
        (1, Production(Spice), "Maluku"),
        (2, Production(SiapSaji), "Jabar"),
        (2, Shipping, "Sumut"),
        (3, Production(Rubber), "Kalbar"),
        (3, Shipping, "Sulsel"),
        (4, Production(Oil), "Kalsel"),
        (4, Production(Rubber), "Riau"),
        (1, Production(Spice), "Jateng"),
        (0, Shipping, "Lampung"),
    ]
    .into_iter()
    .enumerate()
    .map(|(k, (owner, kind, home))| Company {
        number: k as u32 + 1,
        owner,
        kind,
        home: home.to_string(),
    })
    .collect()
}

/// The production companies' goods, by company (its index in [`companies`]).
fn goods() -> Vec<Goods> {
    let goods: [(usize, &[&str]); 7] = [
        (1, &["Bali1", "Bali2", "NTB1", "Jatim4", "Jatim5"]),
        (3, &["Maluku1", "Maluku4", "Maluku5", "Maluku2"]),
        (
            4,
            &[
                "Jabar4", "Jabar5", "Jabar6", "Jabar7", "Jateng1", "Lampung1",
            ],
        ),
        (6, &["Kalbar1", "Kalbar2", "Kalbar3", "Kalteng1"]),
        (8, &["Kalsel1", "Kalsel2", "Kalteng5"]),
        (9, &["Riau1", "Riau2", "Riau4", "Sumbar4"]),
        (10, &["Jateng3", "Jateng4", "Sulteng3"]),
    ];
    goods
        .into_iter()
        .flat_map(|(company, areas)| {
            areas.iter().map(move |a| Goods {
                area: a.to_string(),
                company,
            })
        })
        .collect()
}

/// Cities of every size.
fn cities() -> Vec<City> {
    [
        ("Jabar1", 3),
        ("Jatim1", 3),
        ("Sulsel2", 2),
        ("Sumsel2", 2),
        ("Sulut1", 1),
        ("Aceh2", 1),
        ("Kalsel3", 2),
        ("Lampung4", 1),
        ("NTT2", 1),
        ("Halmahera3", 1),
        ("Papua3", 1),
        ("Sarawak3", 1),
        ("Jambi3", 1),
        ("Sulteng1", 1),
    ]
    .into_iter()
    .map(|(a, size)| City {
        area: a.to_string(),
        size,
    })
    .collect()
}

/// The shipping companies' ships, by company and sea.
fn ships() -> Vec<Ship> {
    [
        (0, "S10"),
        (0, "S14"),
        (0, "S7"),
        (2, "S18"),
        (2, "S19"),
        (2, "S16"),
        (2, "S12"),
        (5, "S4"),
        (5, "S5"),
        (5, "S8"),
        (5, "S9"),
        (7, "S16"),
        (7, "S13"),
        (7, "S12"),
        (11, "S3"),
        (11, "S7"),
        (11, "S6"),
        (0, "S11"),
    ]
    .into_iter()
    .map(|(company, sea)| Ship {
        sea: sea.to_string(),
        company,
    })
    .collect()
}

/// The deeds still on offer.
fn deeds() -> Vec<Deed> {
    [
        (Era::C, Production(Rice), "Sultra"),
        (Era::C, Production(Rubber), "Papua"),
        (Era::C, Production(Oil), "Maluku"),
        (Era::C, Production(Oil), "Papua"),
        (Era::C, Production(Oil), "Sarawak"),
        (Era::B, Shipping, "Jabar"),
    ]
    .into_iter()
    .map(|(era, kind, province)| Deed {
        era,
        kind,
        province: province.to_string(),
    })
    .collect()
}

/// Rice shipped from Bali: one route over one sea, one over three.
fn plan() -> Vec<Route> {
    vec![
        Route {
            good: Rice,
            producer: 1,
            shipper: 0,
            from: "Bali1".to_string(),
            seas: vec!["S10".to_string()],
            to: "Jatim1".to_string(),
            cubes: 2,
        },
        Route {
            good: Rice,
            producer: 1,
            shipper: 0,
            from: "Bali2".to_string(),
            seas: vec!["S14".to_string(), "S10".to_string(), "S7".to_string()],
            to: "Jabar1".to_string(),
            cubes: 1,
        },
    ]
}
