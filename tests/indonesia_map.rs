//! The Indonesia board file (assets/indonesia/board.toml): the counts, the deeds and city cards
//! against the reference data the file was generated from, the numbers, prices and research
//! tracks, the helpers the engine and the picture use, and the source kept for a game's setup.
//! Adjacency, names and refused files have their own tests (indonesia_map_*.rs).

mod indonesia_common;

use indonesia_common::{area_names, province, sea, sea_numbers};
use nusantara::games::Components;
use nusantara::games::indonesia::map::{DeedKind, Era, Good, Map, ProvinceId, Track};
use std::collections::BTreeSet;

#[test]
fn the_counts() {
    let map = Map::standard();
    assert_eq!(map.provinces.len(), 26);
    assert_eq!(map.areas.len(), 116);
    assert_eq!(map.areas.iter().filter(|a| a.coastal).count(), 106);
    assert_eq!(map.seas.len(), 21);
    assert_eq!(map.deeds.len(), 24);
    for era in Era::ALL {
        assert_eq!(map.city_cards_of(era).len(), 5, "era {era}");
        assert_eq!(
            map.deeds_of(era).count(),
            [8, 9, 7][era.index()],
            "era {era}"
        );
    }
    // Areas per province, copied from the reference data.
    let expected = [
        ("Aceh", 4),
        ("Bali", 2),
        ("Bengkulu", 3),
        ("Halmahera", 6),
        ("Jambi", 3),
        ("Jawa Barat", 7),
        ("Jawa Tengah", 4),
        ("Jawa Timur", 6),
        ("Kalimantan Barat", 3),
        ("Kalimantan Selatan", 3),
        ("Kalimantan Tengah", 5),
        ("Kalimantan Timur", 5),
        ("Lampung", 4),
        ("Maluku", 9),
        ("Nusa Tenggara Barat", 2),
        ("Nusa Tenggara Timur", 6),
        ("Papua", 7),
        ("Riau", 5),
        ("Sarawak", 4),
        ("Sulawesi Selatan", 3),
        ("Sulawesi Tengah", 5),
        ("Sulawesi Tenggara", 3),
        ("Sulawesi Utara", 2),
        ("Sumatera Barat", 4),
        ("Sumatera Selatan", 7),
        ("Sumatera Utara", 4),
    ];
    for (name, n) in expected {
        let p = province(&map, name);
        assert_eq!(map.province_areas(p).len(), n, "{name}");
        for (k, &a) in map.province_areas(p).iter().enumerate() {
            assert_eq!(map.areas[usize::from(a)].name, format!("{name} {}", k + 1));
            assert_eq!(map.areas[usize::from(a)].province, p);
        }
    }
    let inland: BTreeSet<String> = map
        .areas
        .iter()
        .filter(|a| !a.coastal)
        .map(|a| a.name.clone())
        .collect();
    let want: BTreeSet<String> = [
        "Jambi 1",
        "Kalimantan Barat 3",
        "Kalimantan Tengah 3",
        "Kalimantan Timur 1",
        "Lampung 3",
        "Riau 1",
        "Riau 4",
        "Sumatera Selatan 1",
        "Sumatera Selatan 3",
        "Sumatera Selatan 4",
    ]
    .map(String::from)
    .into();
    assert_eq!(inland, want);
}

#[test]
fn deeds_and_city_cards_as_in_the_reference_data() {
    let map = Map::standard();
    let deeds: Vec<(String, [u8; 3])> = (0..map.deeds.len())
        .map(|d| (map.deed_name(d as u8), map.deeds[d].ship_limits))
        .collect();
    let want: Vec<(String, [u8; 3])> = [
        ("A shipping Halmahera", [3, 4, 5]),
        ("A shipping Jawa Timur", [2, 3, 3]),
        ("A shipping Lampung", [2, 3, 4]),
        ("A shipping Sulawesi Selatan", [3, 3, 4]),
        ("A rice Bali", [0; 3]),
        ("A rice Jawa Barat", [0; 3]),
        ("A spice Halmahera", [0; 3]),
        ("A spice Maluku", [0; 3]),
        ("B shipping Jawa Barat", [0, 4, 5]),
        ("B shipping Sumatera Utara", [0, 4, 5]),
        ("B rice Aceh", [0; 3]),
        ("B rice Kalimantan Timur", [0; 3]),
        ("B spice Jawa Tengah", [0; 3]),
        ("B spice Sulawesi Tengah", [0; 3]),
        ("B rubber Kalimantan Barat", [0; 3]),
        ("B rubber Riau", [0; 3]),
        ("B rubber Sumatera Barat", [0; 3]),
        ("C rice Sulawesi Tenggara", [0; 3]),
        ("C spice Sumatera Selatan", [0; 3]),
        ("C rubber Papua", [0; 3]),
        ("C oil Kalimantan Selatan", [0; 3]),
        ("C oil Maluku", [0; 3]),
        ("C oil Papua", [0; 3]),
        ("C oil Sarawak", [0; 3]),
    ]
    .into_iter()
    .map(|(n, l)| (n.to_string(), l))
    .collect();
    assert_eq!(deeds, want);
    let halmahera = map.deed_named("A shipping Halmahera").unwrap();
    assert_eq!(map.deeds[usize::from(halmahera)].ship_limit(Era::C), 5);
    assert!(
        map.deeds
            .iter()
            .all(|d| d.kind != DeedKind::Production(Good::SiapSaji))
    );

    let cards = |era: Era| -> Vec<Vec<String>> {
        map.city_cards_of(era)
            .iter()
            .map(|c| {
                c.iter()
                    .map(|&p| map.provinces[usize::from(p)].name.clone())
                    .collect()
            })
            .collect()
    };
    assert_eq!(
        cards(Era::A),
        [
            ["Jawa Barat", "Jawa Tengah", "Sumatera Selatan"],
            ["Jawa Timur", "Sulawesi Selatan", "Sumatera Selatan"],
            ["Bali", "Jawa Tengah", "Sulawesi Utara"],
            ["Jawa Barat", "Sulawesi Selatan", "Sulawesi Utara"],
            ["Bali", "Jawa Barat", "Jawa Timur"],
        ]
    );
    assert_eq!(
        cards(Era::B),
        [
            ["Aceh", "Sumatera Utara", "Bengkulu"],
            ["Sumatera Barat", "Lampung", "Kalimantan Selatan"],
            ["Aceh", "Lampung", "Maluku"],
            ["Sumatera Barat", "Bengkulu", "Jawa Barat"],
            ["Sumatera Utara", "Kalimantan Selatan", "Maluku"],
        ]
    );
    assert_eq!(
        cards(Era::C),
        [
            ["Jambi", "Sulawesi Tengah", "Nusa Tenggara Timur"],
            ["Jawa Barat", "Nusa Tenggara Timur", "Halmahera"],
            ["Nusa Tenggara Barat", "Halmahera", "Papua"],
            ["Sarawak", "Sulawesi Tengah", "Papua"],
            ["Jambi", "Sarawak", "Nusa Tenggara Barat"],
        ]
    );
    // Provinces that no city card names.
    let named: BTreeSet<ProvinceId> = map.city_cards.iter().flatten().flatten().copied().collect();
    let never: BTreeSet<&str> = (0..map.provinces.len() as u8)
        .filter(|p| !named.contains(p))
        .map(|p| map.provinces[usize::from(p)].name.as_str())
        .collect();
    assert_eq!(
        never,
        [
            "Riau",
            "Kalimantan Barat",
            "Kalimantan Timur",
            "Kalimantan Tengah",
            "Sulawesi Tenggara"
        ]
        .into()
    );
}

#[test]
fn numbers_prices_and_research() {
    let map = Map::standard();
    assert_eq!(map.starting_cash, 100);
    assert_eq!(map.city_supply, [12, 8, 3]);
    assert_eq!((map.min_players, map.max_players), (2, 5));
    assert_eq!(map.city_cards_per_player(2), 2);
    for players in 3..=5 {
        assert_eq!(map.city_cards_per_player(players), 1);
    }
    assert_eq!(map.cargo_fee, 5);
    for good in Good::ALL {
        assert_eq!(map.price(good), good.price(), "{good}");
    }
    assert_eq!(
        Good::ALL.map(Good::price),
        [20, 25, 30, 35, 40],
        "rice spice rubber siap saji oil"
    );
    use DeedKind::{Production as P, Shipping};
    use Good::*;
    assert_eq!(map.merger_minimum(Shipping, Shipping), Some(10));
    assert_eq!(map.merger_minimum(P(Rice), P(Rice)), Some(20));
    assert_eq!(map.merger_minimum(P(Spice), P(Spice)), Some(25));
    assert_eq!(map.merger_minimum(P(Rice), P(Spice)), Some(25));
    assert_eq!(map.merger_minimum(P(Spice), P(Rice)), Some(25));
    assert_eq!(map.merger_minimum(P(Rubber), P(Rubber)), Some(30));
    assert_eq!(map.merger_minimum(P(SiapSaji), P(SiapSaji)), Some(35));
    assert_eq!(map.merger_minimum(P(Oil), P(Oil)), Some(40));
    assert_eq!(map.merger_minimum(P(Oil), P(Rice)), None);
    assert_eq!(map.merger_minimum(P(SiapSaji), P(Rice)), None);
    assert_eq!(map.merger_minimum(Shipping, P(Rice)), None);

    let r = &map.research;
    assert_eq!(r.bid_multiplier, [1, 5, 25, 100, 400]);
    for t in [Track::Slots, Track::Mergers, Track::Expansion, Track::Hull] {
        assert_eq!(*r.track(t), [1, 2, 3, 4, 5], "{t:?}");
    }
    assert_eq!(r.value(Track::BidMultiplier, 1), 1);
    assert_eq!(r.value(Track::BidMultiplier, 4), 100);
    assert_eq!(r.value(Track::Hull, 5), 5);
}

#[test]
fn helpers_for_the_engine_and_the_picture() {
    let map = Map::standard();
    let jambi = province(&map, "Jambi");
    assert_eq!(
        area_names(&map, map.coastal_areas_of(jambi)),
        ["Jambi 2", "Jambi 3"]
    );
    assert_eq!(
        area_names(&map, map.province_areas(jambi).iter().copied()).len(),
        3
    );
    assert_eq!(
        sea_numbers(&map, &map.seas_bordering_province(province(&map, "Bali"))),
        [10, 11, 14]
    );
    assert_eq!(
        sea_numbers(&map, &map.seas_bordering_province(province(&map, "Aceh"))),
        [1, 4]
    );
    for p in &map.provinces {
        let (lat, lon) = p.centre;
        assert!(
            (-12.0..8.0).contains(&lat) && (90.0..142.0).contains(&lon),
            "{}",
            p.name
        );
    }
    assert_eq!(map.seas[usize::from(sea(&map, "S1"))].centre, (5.0, 94.0));
    assert_eq!(Era::A.next(), Some(Era::B));
    assert_eq!(Era::C.next(), None);
}

#[test]
fn the_source_round_trips() {
    let map = Map::standard();
    assert!(map.source().starts_with("# Indonesia"));
    assert!(map.source().contains("never alters a stored game"));
    assert_eq!(Map::parse(map.source()).unwrap(), *map);
}
