use super::{City, Company, Deed, Era, Good, Goods, Kind, Picture, Player, Route, Ship};

/// A late-game picture (era C, operations, five players, many companies, cities of every size,
/// a shipping plan) for examples, tests and the documentation.
pub fn sample() -> Picture {
    let mut seat = 0;
    let mut player = |name: &str, cash, research| {
        seat += 1;
        Player {
            seat: seat - 1,
            name: name.to_string(),
            cash: Some(cash),
            research,
        }
    };
    let mut next = 0;
    let mut company = |owner, kind, home: &str| {
        next += 1;
        Company {
            number: next,
            owner,
            kind,
            home: home.to_string(),
        }
    };
    use Good::*;
    use Kind::*;
    let companies = vec![
        company(0, Shipping, "Jatim"),
        company(0, Production(Rice), "Bali"),
        company(1, Shipping, "Halmahera"),
        company(1, Production(Spice), "Maluku"),
        company(2, Production(SiapSaji), "Jabar"),
        company(2, Shipping, "Sumut"),
        company(3, Production(Rubber), "Kalbar"),
        company(3, Shipping, "Sulsel"),
        company(4, Production(Oil), "Kalsel"),
        company(4, Production(Rubber), "Riau"),
        company(1, Production(Spice), "Jateng"),
        company(0, Shipping, "Lampung"),
    ];
    let goods = |company: usize, areas: &[&str]| -> Vec<Goods> {
        areas
            .iter()
            .map(|a| Goods {
                area: a.to_string(),
                company,
            })
            .collect()
    };
    let mut all_goods = Vec::new();
    all_goods.extend(goods(1, &["Bali1", "Bali2", "NTB1", "Jatim4", "Jatim5"]));
    all_goods.extend(goods(3, &["Maluku1", "Maluku4", "Maluku5", "Maluku2"]));
    all_goods.extend(goods(
        4,
        &[
            "Jabar4", "Jabar5", "Jabar6", "Jabar7", "Jateng1", "Lampung1",
        ],
    ));
    all_goods.extend(goods(6, &["Kalbar1", "Kalbar2", "Kalbar3", "Kalteng1"]));
    all_goods.extend(goods(8, &["Kalsel1", "Kalsel2", "Kalteng5"]));
    all_goods.extend(goods(9, &["Riau1", "Riau2", "Riau4", "Sumbar4"]));
    all_goods.extend(goods(10, &["Jateng3", "Jateng4", "Sulteng3"]));
    let cities = [
        ("Jabar1", 3),
        ("Jatim1", 3),
        ("Sulsel2", 2),
        ("Sumsel2", 2),
        ("Sulut1", 1),
        ("Bali1", 0),
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
    .filter(|&(_, s)| s > 0)
    .map(|(a, size)| City {
        area: a.to_string(),
        size,
    })
    .collect();
    let ships = [
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
    .collect();
    let deed = |era, kind, province: &str| Deed {
        era,
        kind,
        province: province.to_string(),
    };
    Picture {
        title: "Indonesia · era C · 5 players".to_string(),
        status: "ann ships rice with Jatim Shipping (1)".to_string(),
        era: Era::C,
        phase: "Operations".to_string(),
        players: vec![
            player("ann", 412, [3, 2, 2, 1, 3]),
            player("bob", 288, [2, 3, 1, 2, 4]),
            player("carol", 530, [4, 2, 3, 2, 2]),
            player("dewi", 97, [1, 1, 2, 3, 2]),
            player("eko", 365, [2, 4, 2, 1, 5]),
        ],
        turn: Some(0),
        companies,
        goods: all_goods,
        cities,
        ships,
        deeds: vec![
            deed(Era::C, Production(Rice), "Sultra"),
            deed(Era::C, Production(Rubber), "Papua"),
            deed(Era::C, Production(Oil), "Maluku"),
            deed(Era::C, Production(Oil), "Papua"),
            deed(Era::C, Production(Oil), "Sarawak"),
            deed(Era::B, Shipping, "Jabar"),
        ],
        plan: vec![
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
        ],
    }
}
