//! Pictures for the examples, the tests, the benchmark and the docs.

use super::{
    Area, Change, Commodity, Company, Factory, Fleet, LADDER, Marker, Picture, Place, Ships, Site,
    Words,
};

use Commodity::*;

/// The areas of the map with their distances to Europe, as in the design's map table.
const AREAS: [(&str, u32, &[&str]); 12] = [
    ("Malabar", 7, &["Goa", "Calicut", "Cochin"]),
    ("Ceylon", 7, &["Colombo", "Galle", "Jaffna"]),
    (
        "Coromandel",
        8,
        &["Pulicat", "Masulipatnam", "Nagapattinam"],
    ),
    ("Bengal", 9, &["Hugli", "Chittagong"]),
    ("Malacca", 9, &["Malacca", "Johor"]),
    ("Sumatra", 8, &["Aceh", "Palembang", "Jambi"]),
    ("Java", 8, &["Bantam", "Jayakarta", "Japara"]),
    ("Borneo", 10, &["Banjarmasin", "Brunei"]),
    ("Celebes", 10, &["Makassar", "Manado"]),
    ("Moluccas", 11, &["Ternate", "Tidore", "Ambon"]),
    ("Banda", 11, &["Neira", "Run"]),
    ("China Coast", 12, &["Macau", "Canton", "Amoy"]),
];

const NATIONS: [(&str, &str); 5] = [
    ("Portugal", "ann"),
    ("Netherlands", "bob"),
    ("England", "carol"),
    ("France", "dewi"),
    ("Denmark", "eko"),
];

/// Every area, no commodity drawn and no factory yet.
fn empty_areas() -> Vec<Area> {
    AREAS
        .iter()
        .map(|&(name, europe, sites)| Area {
            name: name.to_string(),
            europe,
            commodity: None,
            sites: sites
                .iter()
                .map(|s| Site {
                    name: s.to_string(),
                    factory: None,
                })
                .collect(),
        })
        .collect()
}

fn area(p: &Picture, name: &str) -> usize {
    p.areas
        .iter()
        .position(|a| a.name == name)
        .expect("the sample names areas of the map")
}

fn set_commodity(p: &mut Picture, name: &str, c: Commodity) {
    let i = area(p, name);
    p.areas[i].commodity = Some(c);
}

fn m(commodity: Commodity, share: u8) -> Marker {
    Marker { commodity, share }
}

fn build(p: &mut Picture, site: &str, owner: usize, forts: u32, soldiers: u32, markers: &[Marker]) {
    let s = p
        .areas
        .iter_mut()
        .flat_map(|a| &mut a.sites)
        .find(|s| s.name == site)
        .expect("the sample names sites of the map");
    s.factory = Some(Factory {
        owner,
        forts,
        soldiers,
        markers: markers.to_vec(),
    });
}

/// A fleet; `ships` is caravels, carracks, galleons; `aboard` soldiers, leaders, explorers.
fn fleet(
    owner: usize,
    letter: &str,
    ships: (u32, u32, u32),
    aboard: (u32, u32, u32),
    cargo: &[Marker],
    at: Place,
) -> Fleet {
    Fleet {
        owner,
        letter: letter.to_string(),
        ships: Ships {
            caravels: ships.0,
            carracks: ships.1,
            galleons: ships.2,
        },
        soldiers: aboard.0,
        leaders: aboard.1,
        explorers: aboard.2,
        cargo: cargo.to_vec(),
        at,
    }
}

/// The first order round of a game: five companies with a fleet each in Europe, no commodity
/// drawn, no initiative yet, two companies sealed.
pub fn opening() -> Picture {
    let mut p = Picture {
        title: "East Indies · 5 companies".to_string(),
        status: "sealed orders from 2 of 5 companies".to_string(),
        year: 1600,
        first_year: 1600,
        last_year: 1611,
        phase: "Order round 1".to_string(),
        companies: NATIONS
            .iter()
            .enumerate()
            .map(|(seat, &(nation, player))| Company {
                seat,
                nation: nation.to_string(),
                player: player.to_string(),
                treasury: 120,
                score: None,
                sealed: Some(seat % 2 == 0 && seat < 4),
            })
            .collect(),
        initiative: Vec::new(),
        areas: empty_areas(),
        fleets: Vec::new(),
        prices: Commodity::ALL.iter().map(|&c| (c, 36)).collect(),
        ladder: LADDER.to_vec(),
        changes: Vec::new(),
        words: Words::default(),
    };
    for seat in 0..5 {
        p.fleets
            .push(fleet(seat, "A", (1, 1, 0), (2, 1, 1), &[], Place::Europe));
    }
    p
}

/// A busy position in the middle of a 12-year game (1605, year 6): five companies, factories
/// with stored markers across the map, fleets in Europe, at sea in the CSB and crowding Java
/// (five fleets and three factories), prices spread over the ladder, three companies sealed.
pub fn sample() -> Picture {
    let mut p = opening();
    p.year = 1605;
    p.phase = "Order round 2".to_string();
    p.status = "sealed orders from 3 of 5 companies; waiting for Portugal and Denmark".to_string();
    p.initiative = vec![1, 3, 0, 2, 4];
    for (c, t) in p.companies.iter_mut().zip([212, 187, 96, 143, 58]) {
        c.treasury = t;
    }
    for (seat, sealed) in [false, true, true, true, false].into_iter().enumerate() {
        p.companies[seat].sealed = Some(sealed);
    }
    p.prices = vec![
        (Pepper, 24),
        (Cinnamon, 36),
        (Cloves, 48),
        (Nutmeg, 48),
        (Silk, 36),
        (Tea, 24),
    ];
    for (a, c) in [
        ("Malabar", Pepper),
        ("Ceylon", Cinnamon),
        ("Coromandel", Silk),
        ("Malacca", Pepper),
        ("Sumatra", Pepper),
        ("Java", Pepper),
        ("Celebes", Cloves),
        ("Moluccas", Cloves),
        ("Banda", Nutmeg),
        ("China Coast", Tea),
    ] {
        set_commodity(&mut p, a, c);
    }
    build(&mut p, "Goa", 0, 2, 2, &[m(Pepper, 1), m(Pepper, 1)]);
    build(&mut p, "Calicut", 2, 0, 1, &[m(Pepper, 2)]);
    build(&mut p, "Colombo", 0, 1, 0, &[m(Cinnamon, 2)]);
    build(&mut p, "Galle", 1, 1, 3, &[m(Cinnamon, 2), m(Cinnamon, 2)]);
    build(&mut p, "Pulicat", 1, 0, 0, &[]);
    build(&mut p, "Masulipatnam", 2, 0, 0, &[m(Silk, 3)]);
    build(&mut p, "Nagapattinam", 4, 0, 1, &[m(Silk, 3)]);
    build(&mut p, "Malacca", 0, 3, 4, &[]);
    build(&mut p, "Aceh", 2, 0, 0, &[m(Pepper, 1)]);
    build(
        &mut p,
        "Bantam",
        2,
        1,
        2,
        &[m(Pepper, 3), m(Pepper, 3), m(Cloves, 1)],
    );
    build(
        &mut p,
        "Jayakarta",
        1,
        2,
        5,
        &[
            m(Pepper, 3),
            m(Nutmeg, 1),
            m(Cloves, 3),
            m(Cloves, 3),
            m(Cloves, 3),
        ],
    );
    build(&mut p, "Japara", 3, 0, 1, &[m(Pepper, 3)]);
    build(&mut p, "Makassar", 3, 1, 0, &[m(Cloves, 1)]);
    build(&mut p, "Ternate", 0, 1, 2, &[m(Cloves, 2)]);
    build(&mut p, "Ambon", 1, 2, 3, &[m(Cloves, 2), m(Nutmeg, 2)]);
    build(&mut p, "Neira", 1, 1, 0, &[m(Nutmeg, 2)]);
    build(&mut p, "Run", 2, 0, 2, &[m(Nutmeg, 2)]);
    build(&mut p, "Macau", 0, 2, 1, &[m(Tea, 1), m(Tea, 1)]);
    let java = Place::Area(area(&p, "Java"));
    let at = |name: &str| Place::Area(area(&p, name));
    p.fleets = vec![
        fleet(0, "A", (0, 3, 0), (0, 0, 0), &[], Place::Europe),
        fleet(
            0,
            "B",
            (0, 2, 0),
            (0, 0, 0),
            &[m(Pepper, 1), m(Pepper, 1)],
            at("Malabar"),
        ),
        fleet(0, "C", (0, 0, 2), (3, 1, 0), &[], java),
        fleet(0, "D", (0, 0, 1), (0, 0, 0), &[], Place::Csb),
        fleet(
            1,
            "A",
            (0, 2, 1),
            (0, 0, 0),
            &[m(Pepper, 3), m(Cloves, 1)],
            java,
        ),
        fleet(
            1,
            "B",
            (0, 2, 0),
            (0, 0, 0),
            &[m(Cloves, 2), m(Cloves, 2)],
            at("Moluccas"),
        ),
        fleet(1, "C", (0, 0, 2), (0, 1, 0), &[], Place::Csb),
        fleet(1, "D", (1, 0, 0), (2, 0, 0), &[], at("Banda")),
        fleet(2, "A", (0, 1, 1), (0, 1, 1), &[], at("China Coast")),
        fleet(2, "B", (1, 1, 0), (0, 0, 1), &[], java),
        fleet(2, "C", (0, 0, 1), (0, 0, 0), &[], Place::Europe),
        fleet(3, "A", (0, 1, 0), (2, 1, 1), &[], java),
        fleet(3, "B", (1, 0, 0), (0, 0, 1), &[], at("Celebes")),
        fleet(3, "C", (0, 1, 0), (0, 0, 0), &[m(Pepper, 1)], at("Sumatra")),
        fleet(4, "A", (1, 1, 0), (0, 0, 0), &[m(Pepper, 3)], java),
        fleet(4, "B", (1, 0, 0), (1, 0, 1), &[], at("Ceylon")),
    ];
    p.changes = last_round(&p);
    for c in &mut p.companies {
        let factories = p
            .areas
            .iter()
            .flat_map(|a| &a.sites)
            .filter(|s| s.factory.as_ref().is_some_and(|f| f.owner == c.seat))
            .count() as u32;
        c.score = Some(c.treasury + 10 * factories);
    }
    p
}

/// The sample's last round (1605's first order round): voyages and movements, a battle in Banda where
/// Denmark's fleet C sank, an invasion that took Ambon and one that Japara held.
fn last_round(p: &Picture) -> Vec<Change> {
    let at = |name: &str| Place::Area(area(p, name));
    let sailed = |owner: usize, letter: &str, path: Vec<Place>| Change::Sailed {
        owner,
        letter: letter.to_string(),
        path,
    };
    vec![
        sailed(0, "C", vec![Place::Europe, at("Java")]),
        sailed(2, "B", vec![Place::Europe, at("Java")]),
        sailed(1, "B", vec![at("Celebes"), at("Moluccas")]),
        sailed(3, "C", vec![at("Java"), at("Sumatra")]),
        sailed(1, "D", vec![at("Celebes"), at("Moluccas"), at("Banda")]),
        sailed(0, "D", vec![at("Java"), Place::Csb]),
        Change::Battle { at: at("Banda") },
        Change::Sunk {
            owner: 4,
            letter: "C".to_string(),
            at: at("Banda"),
        },
        Change::Invaded {
            owner: 1,
            area: area(p, "Moluccas"),
            site: "Ambon".to_string(),
            taken: true,
        },
        Change::Invaded {
            owner: 0,
            area: area(p, "Java"),
            site: "Japara".to_string(),
            taken: false,
        },
    ]
}

/// More than the boxes hold, for the tests: eight fleets in Java, thirteen in Europe, seven in
/// the CSB, factories with many kinds of markers, long names and large numbers.
pub fn crowded() -> Picture {
    let mut p = sample();
    let java = Place::Area(area(&p, "Java"));
    for (k, seat) in [0, 1, 2].into_iter().enumerate() {
        let letter = ["E", "F", "G"][k];
        p.fleets.push(fleet(
            seat,
            letter,
            (3, 4, 5),
            (12, 2, 2),
            &[m(Tea, 5)],
            java,
        ));
    }
    for k in 0..13 {
        p.fleets.push(fleet(
            k % 5,
            &format!("{}", (b'H' + (k / 5) as u8) as char),
            (0, 1, 0),
            (0, 0, 0),
            &[],
            Place::Europe,
        ));
    }
    for k in 0..5 {
        p.fleets
            .push(fleet(k, "Z", (0, 0, 9), (0, 0, 0), &[], Place::Csb));
    }
    build(
        &mut p,
        "Bantam",
        4,
        12,
        30,
        &Commodity::ALL.iter().map(|&c| m(c, 5)).collect::<Vec<_>>(),
    );
    p.companies[1].player = "a player with a very long name indeed".to_string();
    p.companies[2].treasury = 123_456;
    p
}
