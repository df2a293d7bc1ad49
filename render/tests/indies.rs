//! The East Indies picture through its public API: size, names, determinism, the PNG, odd input.

use nusantara_render::indies::{
    self, Area, Change, Commodity, Company, Factory, Fleet, Marker, Picture, Place, Ships, Site,
    Words,
};

/// The map of the design: every area with its sites.
const MAP: [(&str, &[&str]); 12] = [
    ("Malabar", &["Goa", "Calicut", "Cochin"]),
    ("Ceylon", &["Colombo", "Galle", "Jaffna"]),
    ("Coromandel", &["Pulicat", "Masulipatnam", "Nagapattinam"]),
    ("Bengal", &["Hugli", "Chittagong"]),
    ("Malacca", &["Malacca", "Johor"]),
    ("Sumatra", &["Aceh", "Palembang", "Jambi"]),
    ("Java", &["Bantam", "Jayakarta", "Japara"]),
    ("Borneo", &["Banjarmasin", "Brunei"]),
    ("Celebes", &["Makassar", "Manado"]),
    ("Moluccas", &["Ternate", "Tidore", "Ambon"]),
    ("Banda", &["Neira", "Run"]),
    ("China Coast", &["Macau", "Canton", "Amoy"]),
];

#[test]
fn the_sample_draws_at_the_expected_size() {
    let img = indies::draw(&indies::sample());
    assert_eq!(img.width(), indies::WIDTH as u32);
    assert_eq!(img.height(), indies::HEIGHT as u32);
    assert!(img.width() >= 1200 && img.width() <= 1600);
}

#[test]
fn every_area_and_site_of_the_map_is_in_the_layout() {
    let mut names = indies::area_names();
    names.sort();
    let mut expected: Vec<&str> = MAP.iter().map(|(a, _)| *a).collect();
    expected.sort();
    assert_eq!(names, expected);
    for (area, sites) in MAP {
        assert_eq!(indies::site_names(area), sites, "sites of {area}");
    }
    assert!(indies::site_names("Atlantis").is_empty());
}

#[test]
fn the_sample_is_busy() {
    let p = indies::sample();
    assert_eq!(p.companies.len(), 5);
    let java = p.areas.iter().position(|a| a.name == "Java").unwrap();
    let fleets = p
        .fleets
        .iter()
        .filter(|f| f.at == Place::Area(java))
        .count();
    let factories = p.areas[java]
        .sites
        .iter()
        .filter(|s| s.factory.as_ref().is_some_and(|f| !f.markers.is_empty()))
        .count();
    assert!(
        fleets >= 5 && factories == 3,
        "{fleets} fleets, {factories} factories"
    );
}

#[test]
fn equal_pictures_draw_equal_images_and_a_moved_fleet_changes_it() {
    let a = indies::sample();
    let b = a.clone();
    let (ia, ib) = (indies::draw(&a), indies::draw(&b));
    assert!(ia == ib, "the same picture drew differently");
    assert_eq!(indies::encode_png(&ia), indies::encode_png(&ib));
    let mut c = a.clone();
    let malacca = c.areas.iter().position(|x| x.name == "Malacca").unwrap();
    c.fleets[0].at = Place::Area(malacca);
    let ic = indies::draw(&c);
    let differ = ia.pixels().zip(ic.pixels()).filter(|(x, y)| x != y).count();
    assert!(differ > 1000, "only {differ} pixels changed");
    // Drawn and encoded overlapped, the same pixels (in other deflate blocks).
    let decoded = |png: &[u8]| image::load_from_memory(png).unwrap().to_rgb8();
    assert!(decoded(&indies::png(&a)) == decoded(&indies::encode_png(&ia)));
    assert!(decoded(&indies::png(&c)) == decoded(&indies::encode_png(&ic)));
}

#[test]
fn the_png_is_small_and_decodes_to_the_picture() {
    let img = indies::draw(&indies::sample());
    let png = indies::encode_png(&img);
    assert!(png.len() < 300 * 1024, "{} bytes", png.len());
    let back = image::load_from_memory(&png).unwrap().to_rgb8();
    assert_eq!(back.dimensions(), img.dimensions());
    // Flat colours come back exactly; only some antialiased edge shades move to a near one.
    let same = back
        .pixels()
        .zip(img.pixels())
        .filter(|(a, b)| a == b)
        .count();
    let total = (img.width() * img.height()) as usize;
    assert!(
        same * 100 > total * 95,
        "{same} of {total} pixels unchanged"
    );
}

#[test]
fn the_five_nations_are_told_apart_by_their_initials() {
    let p = indies::sample();
    let mut initials: Vec<char> = p.companies.iter().map(Company::initial).collect();
    assert_eq!(initials, ['P', 'N', 'E', 'F', 'D']);
    initials.sort();
    initials.dedup();
    assert_eq!(initials.len(), 5);
    let the = Company {
        nation: "the Netherlands".into(),
        ..p.companies[0].clone()
    };
    assert_eq!(the.initial(), 'N');
}

#[test]
fn the_bench_reports_figures() {
    let b = indies::bench_sample(3);
    assert!(b.p50 <= b.p99);
    assert!(b.bytes > 10_000 && b.bytes < 300 * 1024);
    assert_eq!(
        (b.width, b.height),
        (indies::WIDTH as u32, indies::HEIGHT as u32)
    );
}

#[test]
fn odd_input_does_not_panic() {
    let empty = Picture {
        title: String::new(),
        status: String::new(),
        year: 1600,
        first_year: 1600,
        last_year: 1600,
        phase: String::new(),
        companies: Vec::new(),
        initiative: Vec::new(),
        areas: Vec::new(),
        fleets: Vec::new(),
        prices: Vec::new(),
        ladder: Vec::new(),
        changes: Vec::new(),
        words: Words::default(),
    };
    indies::draw(&empty);
    let mut odd = indies::sample();
    let long = "W".repeat(200);
    odd.changes = vec![
        Change::Sailed {
            owner: 42,
            letter: long.clone(),
            path: Vec::new(),
        },
        Change::Sailed {
            owner: 3,
            letter: "A".into(),
            path: vec![Place::Area(99), Place::Europe, Place::Europe, Place::Csb],
        },
        Change::Battle {
            at: Place::Area(99),
        },
        Change::Sunk {
            owner: 9,
            letter: long.clone(),
            at: Place::Csb,
        },
        Change::Invaded {
            owner: 1,
            area: 99,
            site: "Nowhere".into(),
            taken: true,
        },
        Change::Invaded {
            owner: 1,
            area: 0,
            site: long,
            taken: false,
        },
    ];
    indies::draw(&odd);
    let mut p = indies::crowded();
    p.title = "x".repeat(300);
    p.status = "ü😀字".repeat(100);
    p.year = 1590; // before the first year
    p.initiative = vec![9, 0, 0, 1];
    p.companies.push(Company {
        seat: 7,
        nation: String::new(),
        player: "🦀".into(),
        treasury: u32::MAX,
        score: Some(u32::MAX),
        sealed: Some(true),
    });
    p.areas.push(Area {
        name: "Atlantis".into(),
        europe: 99,
        commodity: Some(Commodity::Tea),
        sites: vec![Site {
            name: "Nowhere".into(),
            factory: None,
        }],
    });
    p.areas[0].sites.push(Site {
        name: "Not a site".into(),
        factory: Some(Factory {
            owner: 9,
            forts: 99,
            soldiers: 999,
            markers: vec![
                Marker {
                    commodity: Commodity::Silk,
                    share: 0,
                };
                40
            ],
        }),
    });
    p.areas[1].sites[0].factory = Some(Factory {
        owner: 11,
        forts: 999,
        soldiers: 9999,
        markers: Vec::new(),
    });
    for at in [Place::Area(99), Place::Area(12), Place::Europe, Place::Csb] {
        p.fleets.push(Fleet {
            owner: 42,
            letter: "WWWWWW".into(),
            ships: Ships {
                caravels: 999,
                carracks: 0,
                galleons: 0,
            },
            soldiers: 0,
            leaders: 0,
            explorers: 0,
            cargo: Vec::new(),
            at,
        });
    }
    p.prices = vec![(Commodity::Pepper, 7), (Commodity::Pepper, 36)];
    p.ladder = vec![1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    let img = indies::draw(&p);
    assert!(!indies::encode_png(&img).is_empty());
}
