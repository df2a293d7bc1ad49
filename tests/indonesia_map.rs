//! The Indonesia board file (assets/indonesia/board.toml) and its loading: the counts, the
//! adjacency against facts copied by hand from the reference data the file was generated from,
//! names and lookups, and bad files refused with messages that say what is wrong.

use nusantara::games::indonesia::map::{
    AreaId, DeedKind, Era, Good, Map, ProvinceId, SeaId, Track, normalise,
};
use sha2::{Digest, Sha256};
use std::collections::{BTreeMap, BTreeSet};

fn area(map: &Map, name: &str) -> AreaId {
    map.area_named(name)
        .unwrap_or_else(|| panic!("no area {name}"))
}

fn sea(map: &Map, name: &str) -> SeaId {
    map.sea_named(name)
        .unwrap_or_else(|| panic!("no sea {name}"))
}

fn province(map: &Map, name: &str) -> ProvinceId {
    map.province_named(name)
        .unwrap_or_else(|| panic!("no province {name}"))
}

fn area_names(map: &Map, ids: impl IntoIterator<Item = AreaId>) -> Vec<String> {
    ids.into_iter()
        .map(|a| map.areas[usize::from(a)].name.clone())
        .collect()
}

fn sea_numbers(map: &Map, ids: &[SeaId]) -> Vec<u8> {
    ids.iter()
        .map(|&s| map.seas[usize::from(s)].number)
        .collect()
}

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
fn adjacency_is_symmetric_and_coastal_means_bordering_a_sea() {
    let map = Map::standard();
    for (a, area) in map.areas.iter().enumerate() {
        let a = a as AreaId;
        assert_eq!(area.coastal, !area.seas.is_empty(), "{}", area.name);
        assert!(!area.land.contains(&a), "{} next to itself", area.name);
        for &b in &area.land {
            assert!(map.areas_adjacent(b, a), "{} / {}", area.name, b);
        }
        for &s in &area.seas {
            assert!(map.areas_bordering(s).contains(&a), "{} / S{s}", area.name);
            assert!(map.area_borders_sea(a, s));
        }
    }
    for (s, sea) in map.seas.iter().enumerate() {
        let s = s as SeaId;
        assert!(!sea.seas.contains(&s));
        for &t in &sea.seas {
            assert!(map.seas_adjacent(t, s), "{} / {t}", sea.short);
        }
        for &a in &sea.areas {
            assert!(map.seas_bordering(a).contains(&s), "{} / {a}", sea.short);
        }
    }
}

#[test]
fn short_names_are_unique_and_follow_the_scheme() {
    let map = Map::standard();
    let mut seen = BTreeMap::new();
    let shorts = map
        .provinces
        .iter()
        .map(|p| &p.short)
        .chain(map.areas.iter().map(|a| &a.short))
        .chain(map.seas.iter().map(|s| &s.short));
    for short in shorts {
        let key = normalise(short);
        assert!(!key.is_empty());
        assert!(
            seen.insert(key, short.clone()).is_none(),
            "short name {short} is used twice"
        );
    }
    assert_eq!(seen.len(), 26 + 116 + 21);
    let sea_names: BTreeSet<String> = map.seas.iter().map(|s| normalise(&s.name)).collect();
    assert_eq!(sea_names.len(), 21, "sea names are unique");

    let shorts: Vec<&str> = map.provinces.iter().map(|p| p.short.as_str()).collect();
    assert_eq!(
        shorts,
        [
            "Aceh",
            "Bali",
            "Bengkulu",
            "Halmahera",
            "Jambi",
            "Jabar",
            "Jateng",
            "Jatim",
            "Kalbar",
            "Kalsel",
            "Kalteng",
            "Kaltim",
            "Lampung",
            "Maluku",
            "NTB",
            "NTT",
            "Papua",
            "Riau",
            "Sarawak",
            "Sulsel",
            "Sulteng",
            "Sultra",
            "Sulut",
            "Sumbar",
            "Sumsel",
            "Sumut",
        ]
    );
    for area in &map.areas {
        let p = &map.provinces[usize::from(area.province)];
        let number = area.name.strip_prefix(&format!("{} ", p.name)).unwrap();
        assert_eq!(area.short, format!("{}{number}", p.short));
    }
    for (i, sea) in map.seas.iter().enumerate() {
        assert_eq!(usize::from(sea.number), i + 1);
        assert_eq!(sea.short, format!("S{}", sea.number));
    }
}

#[test]
fn lookups_take_short_and_full_names_in_any_case() {
    let map = Map::standard();
    let jabar3 = area(&map, "Jabar3");
    assert_eq!(map.areas[usize::from(jabar3)].name, "Jawa Barat 3");
    for name in [
        "jabar3",
        "JABAR3",
        "Jabar 3",
        "jabar-3",
        "Jawa Barat 3",
        "jawa barat 3",
        "JAWA_BARAT-3",
        "jawabarat3",
    ] {
        assert_eq!(map.area_named(name), Some(jabar3), "{name}");
    }
    let ntb2 = area(&map, "ntb2");
    assert_eq!(map.areas[usize::from(ntb2)].name, "Nusa Tenggara Barat 2");
    assert_eq!(map.area_named("Nusa Tenggara Barat 2"), Some(ntb2));
    assert_eq!(map.areas[usize::from(area(&map, "Bali1"))].name, "Bali 1");
    assert_eq!(
        map.areas[usize::from(area(&map, "sulsel1"))].name,
        "Sulawesi Selatan 1"
    );
    assert_eq!(
        map.areas[usize::from(area(&map, "Kaltim2"))].name,
        "Kalimantan Timur 2"
    );
    assert_eq!(
        map.areas[usize::from(area(&map, "SUMUT4"))].name,
        "Sumatera Utara 4"
    );
    assert_eq!(
        map.areas[usize::from(area(&map, "Halmahera 6"))].short,
        "Halmahera6"
    );

    let s7 = sea(&map, "S7");
    assert_eq!(map.seas[usize::from(s7)].number, 7);
    for name in [
        "s7",
        "7",
        "Sea 7",
        "sea7",
        "Laut Jawa",
        "laut-jawa",
        "LAUTJAWA",
    ] {
        assert_eq!(map.sea_named(name), Some(s7), "{name}");
    }
    assert_eq!(map.sea_named("S21"), map.sea_named("Laut Arafura"));
    assert!(map.sea_named("S21").is_some());

    let jabar = province(&map, "Jabar");
    for name in ["jabar", "Jawa Barat", "jawa-barat", "JAWA_BARAT"] {
        assert_eq!(map.province_named(name), Some(jabar), "{name}");
    }
    assert_eq!(
        map.provinces[usize::from(province(&map, "ntb"))].name,
        "Nusa Tenggara Barat"
    );
    assert_eq!(
        map.provinces[usize::from(province(&map, "Sultra"))].name,
        "Sulawesi Tenggara"
    );

    // Each lookup finds its own kind only, and nothing unknown.
    assert_eq!(map.area_named("Jabar"), None);
    assert_eq!(map.province_named("Jabar3"), None);
    assert_eq!(map.sea_named("Jabar3"), None);
    assert_eq!(map.area_named("S7"), None);
    assert_eq!(map.area_named("Jabar8"), None);
    assert_eq!(map.sea_named("S22"), None);
    assert_eq!(map.sea_named("0"), None);
    assert_eq!(map.province_named("Malut"), None);
    assert_eq!(map.area_named(""), None);

    let deed = map.deed_named("A rice Bali").unwrap();
    assert_eq!(map.deed_name(deed), "A rice Bali");
    let deed = map.deed_named("b shipping jabar").unwrap();
    assert_eq!(map.deed_name(deed), "B shipping Jawa Barat");
    assert_eq!(map.deed_named("B shipping Jawa Barat"), Some(deed));
    assert_eq!(
        map.deed_named("A rice Jabar").map(|d| map.deed_name(d)),
        Some("A rice Jawa Barat".into())
    );
    assert_eq!(map.deed_named("C rice Bali"), None);
}

#[test]
fn display_names() {
    let map = Map::standard();
    let a = &map.areas[usize::from(area(&map, "jabar3"))];
    assert_eq!(format!("{a}"), "Jabar3");
    assert_eq!(format!("{a:#}"), "Jawa Barat 3");
    let s = &map.seas[usize::from(sea(&map, "7"))];
    assert_eq!(format!("{s}"), "S7");
    assert_eq!(format!("{s:#}"), "Laut Jawa (S7)");
    let p = &map.provinces[usize::from(province(&map, "NTT"))];
    assert_eq!(format!("{p}"), "NTT");
    assert_eq!(format!("{p:#}"), "Nusa Tenggara Timur");
    assert_eq!(Good::SiapSaji.to_string(), "siap saji");
    assert_eq!(DeedKind::Production(Good::Oil).to_string(), "oil");
    assert_eq!(DeedKind::Shipping.to_string(), "shipping");
    assert_eq!(Era::B.to_string(), "B");
}

#[test]
fn hand_checked_adjacencies() {
    let map = Map::standard();
    let land = |a: &str, b: &str| map.areas_adjacent(area(&map, a), area(&map, b));
    let coast = |a: &str, s: &str| map.area_borders_sea(area(&map, a), sea(&map, s));

    assert!(coast("Aceh 1", "S1"));
    assert_eq!(
        area_names(&map, map.areas_bordering(sea(&map, "S1")).iter().copied()),
        ["Aceh 1", "Aceh 2", "Aceh 3", "Aceh 4", "Sumatera Utara 3"]
    );
    // The corner contacts the reference data settled by majority.
    assert!(coast("Bali 1", "S10") && coast("Bali 1", "S11"));
    assert!(!map.seas_adjacent(sea(&map, "S10"), sea(&map, "S11")));
    assert!(land("Lampung 3", "Sumatera Selatan 5"));
    assert!(land("Sumsel5", "Lampung3"));
    assert!(land("Riau 5", "Sumatera Barat 3"));
    assert!(land("Sumbar3", "Riau5"));
    // Whole neighbourhoods.
    let bali1 = area(&map, "Bali1");
    assert_eq!(
        area_names(&map, map.areas[usize::from(bali1)].land.clone()),
        ["Bali 2", "Jawa Timur 5"]
    );
    assert_eq!(sea_numbers(&map, map.seas_bordering(bali1)), [10, 11, 14]);
    let bali2 = area(&map, "Bali2");
    assert_eq!(
        area_names(&map, map.areas[usize::from(bali2)].land.clone()),
        ["Bali 1", "Nusa Tenggara Barat 1"]
    );
    assert_eq!(sea_numbers(&map, map.seas_bordering(bali2)), [14]);
    let jambi1 = area(&map, "Jambi 1");
    assert_eq!(
        area_names(&map, map.areas[usize::from(jambi1)].land.clone()),
        [
            "Bengkulu 1",
            "Bengkulu 2",
            "Jambi 2",
            "Riau 5",
            "Sumatera Barat 3",
            "Sumatera Selatan 1"
        ]
    );
    assert!(map.seas_bordering(jambi1).is_empty());
    let riau5 = area(&map, "Riau 5");
    assert_eq!(
        area_names(&map, map.areas[usize::from(riau5)].land.clone()),
        [
            "Jambi 1",
            "Jambi 2",
            "Riau 2",
            "Riau 3",
            "Riau 4",
            "Sumatera Barat 3"
        ]
    );
    assert_eq!(sea_numbers(&map, map.seas_bordering(riau5)), [5]);
    assert!(land("Maluku 9", "Papua 5"));
    assert!(coast("Maluku 9", "S21") && coast("Papua 7", "S21"));
    assert!(!land("Aceh 1", "Aceh 4"));
    assert!(!coast("Aceh 1", "S4"));
    assert!(coast("Aceh 2", "S4"));
}

#[test]
fn sea_adjacency_as_in_the_reference_data() {
    let map = Map::standard();
    let expected: [&[u8]; 21] = [
        &[2, 4, 8],
        &[1, 3],
        &[2, 7, 11],
        &[1, 5, 8],
        &[4, 6, 8, 9],
        &[5, 7, 9],
        &[3, 6, 9, 10],
        &[1, 4, 5, 9, 12],
        &[5, 6, 7, 8, 10, 13],
        &[7, 9, 13, 14],
        &[3, 14],
        &[8, 13, 15, 16, 18],
        &[9, 10, 12, 14, 16],
        &[10, 11, 13, 16, 17],
        &[12, 16, 18],
        &[12, 13, 14, 15, 17, 18, 19],
        &[14, 16, 19],
        &[12, 15, 16, 19, 20],
        &[16, 17, 18, 20, 21],
        &[18, 19, 21],
        &[19, 20],
    ];
    for (i, want) in expected.iter().enumerate() {
        let s = sea(&map, &format!("S{}", i + 1));
        assert_eq!(
            sea_numbers(&map, &map.seas[usize::from(s)].seas),
            *want,
            "S{}",
            i + 1
        );
    }
    let names: Vec<&str> = map.seas.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "Laut Andaman",
            "Selat Mentawai",
            "Selat Sunda",
            "Selat Malaka",
            "Selat Singapura",
            "Selat Bangka",
            "Laut Jawa",
            "Laut Natuna",
            "Selat Karimata",
            "Selat Madura",
            "Laut Selatan",
            "Laut Sulawesi",
            "Selat Makassar",
            "Laut Flores",
            "Teluk Tomini",
            "Teluk Bone",
            "Laut Sawu",
            "Laut Maluku",
            "Laut Banda",
            "Teluk Cenderawasih",
            "Laut Arafura",
        ]
    );
}

fn fingerprint(lines: BTreeSet<String>) -> (usize, String) {
    let mut hash = Sha256::new();
    for line in &lines {
        hash.update(line.as_bytes());
        hash.update(b"\n");
    }
    let digest: String = hash.finalize().iter().map(|b| format!("{b:02x}")).collect();
    (lines.len(), digest)
}

/// Every adjacency of the file against the reference data: the edge lists, written with the
/// reference's names ("Aceh 1|Aceh 2", "Aceh 1|Sea 1", "Sea 1|Sea 2") and sorted, hash to the
/// values computed from the reference data when the file was generated.
#[test]
fn the_whole_adjacency_matches_the_reference_data() {
    let map = Map::standard();
    let sea_id = |s: SeaId| format!("Sea {}", map.seas[usize::from(s)].number);
    let mut land = BTreeSet::new();
    let mut coast = BTreeSet::new();
    for area in &map.areas {
        for &b in &area.land {
            let other = &map.areas[usize::from(b)].name;
            let (x, y) = if area.name < *other {
                (&area.name, other)
            } else {
                (other, &area.name)
            };
            land.insert(format!("{x}|{y}"));
        }
        for &s in &area.seas {
            coast.insert(format!("{}|{}", area.name, sea_id(s)));
        }
    }
    let mut seas = BTreeSet::new();
    for sea in &map.seas {
        for &t in &sea.seas {
            let other = map.seas[usize::from(t)].number;
            let (x, y) = (sea.number.min(other), sea.number.max(other));
            seas.insert(format!("Sea {x}|Sea {y}"));
        }
    }
    assert_eq!(
        fingerprint(land),
        (
            178,
            "61cac37d80ae36399361f6eaec0941013f5eb7e8f9f9742153c4dafb0890a8b2".into()
        )
    );
    assert_eq!(
        fingerprint(coast),
        (
            132,
            "3f5c13cc5c0e71c9bea058b4d70706d596f9b3b8b01c93ed9dfa82debcaa2fc7".into()
        )
    );
    assert_eq!(
        fingerprint(seas),
        (
            41,
            "2f6ebf4c93c200a1851ccebbf85e4542b570153f60870b0786f219801f7fc396".into()
        )
    );
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
    assert_eq!(Map::from_toml(map.source()).unwrap(), *map);
}

fn standard_text() -> String {
    Map::standard().source().to_string()
}

/// The standard file with `from` replaced (which must occur) by `to`.
fn edit(from: &str, to: &str) -> String {
    let text = standard_text();
    assert!(text.contains(from), "the file has no `{from}`");
    text.replacen(from, to, 1)
}

fn rejects(text: &str, words: &[&str]) {
    let e = Map::from_toml(text)
        .expect_err("should be rejected")
        .to_string();
    for w in words {
        assert!(e.contains(w), "`{e}` should mention `{w}`");
    }
}

#[test]
fn bad_files_are_refused_with_what_is_wrong() {
    // Asymmetric land adjacency: Aceh 3 lists Aceh 1, Aceh 1 no longer lists Aceh 3.
    rejects(
        &edit(
            r#"short = "Aceh1", province = "Aceh", coastal = true, land = ["Aceh2", "Aceh3"]"#,
            r#"short = "Aceh1", province = "Aceh", coastal = true, land = ["Aceh2"]"#,
        ),
        &["not symmetric", "Aceh 3", "Aceh 1"],
    );
    // Asymmetric sea adjacency.
    rejects(
        &edit(
            r#"name = "Selat Madura", centre = [-5.6, 112.0], seas = ["S7", "S9", "S13", "S14"]"#,
            r#"name = "Selat Madura", centre = [-5.6, 112.0], seas = ["S7", "S9", "S13", "S14", "S11"]"#,
        ),
        &["not symmetric", "S10", "S11"],
    );
    // A deed in a province that is not on the map.
    rejects(
        &edit(
            r#"{ era = "A", kind = "rice", province = "Bali" }"#,
            r#"{ era = "A", kind = "rice", province = "Timor" }"#,
        ),
        &["deed 5", "province `Timor` is not on the map"],
    );
    // Duplicate short names: two areas, and across kinds.
    rejects(
        &edit(r#"short = "Bali2""#, r#"short = "Bali1""#),
        &["duplicate short name `Bali1`", "Bali 1", "Bali 2"],
    );
    rejects(
        &edit(r#"short = "S7""#, r#"short = "jabar""#),
        &["duplicate short name `jabar`", "Jawa Barat"],
    );
    // A full name that is another thing's name.
    rejects(
        &edit(r#"name = "Laut Jawa""#, r#"name = "Jawa Barat""#),
        &["`Jawa Barat`", "already a name of province Jawa Barat"],
    );
    // Coastal exactly when bordering a sea.
    rejects(
        &edit(
            r#"short = "Jambi1", province = "Jambi", coastal = false"#,
            r#"short = "Jambi1", province = "Jambi", coastal = true"#,
        ),
        &["Jambi 1 is marked coastal but borders no sea"],
    );
    rejects(
        &edit(
            r#"short = "Bali2", province = "Bali", coastal = true"#,
            r#"short = "Bali2", province = "Bali", coastal = false"#,
        ),
        &["Bali 2 borders sea S14 but is not marked coastal"],
    );
    // Unknown references in the adjacency lists.
    rejects(
        &edit(r#"land = ["Bali1", "NTB1"]"#, r#"land = ["Bali1", "NTB9"]"#),
        &["area Bali 2", "land area `NTB9` is not on the map"],
    );
    rejects(
        &edit(
            r#"land = ["Bali1", "NTB1"], seas = ["S14"]"#,
            r#"land = ["Bali1", "NTB1"], seas = ["S22"]"#,
        ),
        &["area Bali 2", "sea `S22` is not on the map"],
    );
    // Counts.
    rejects(
        &edit(
            "    { name = \"Aceh\", short = \"Aceh\", centre = [4.5, 96.5] },\n",
            "",
        ),
        &["26 provinces, the file lists 25"],
    );
    // City cards: an unknown province, and a card too few in an era.
    rejects(
        &edit(
            r#"["Jambi", "Sulteng", "NTT"],"#,
            r#"["Jambi", "Sulteng", "Timor"],"#,
        ),
        &["city card 1 of era C", "`Timor` is not on the map"],
    );
    rejects(
        &edit("    [\"Jambi\", \"Sulteng\", \"NTT\"],\n", ""),
        &["era C has 4 city cards"],
    );
    rejects(
        &edit(
            r#"["Jambi", "Sulteng", "NTT"],"#,
            r#"["Jambi", "Jambi", "NTT"],"#,
        ),
        &["city card 1 of era C names a province twice"],
    );
    // Deeds.
    rejects(
        &edit(
            r#"kind = "rice", province = "Bali""#,
            r#"kind = "siap_saji", province = "Bali""#,
        ),
        &["deeds are never siap saji"],
    );
    rejects(
        &edit(
            r#"{ era = "A", kind = "rice", province = "Jabar" }"#,
            r#"{ era = "A", kind = "rice", province = "Bali" }"#,
        ),
        &["two deeds are both A rice Bali"],
    );
    rejects(
        &edit(
            r#"province = "Halmahera", ships = [3, 4, 5]"#,
            r#"province = "Halmahera""#,
        ),
        &["a shipping deed needs ships"],
    );
    rejects(
        &edit(
            r#"province = "Halmahera", ships = [3, 4, 5]"#,
            r#"province = "Halmahera", ships = [0, 4, 5]"#,
        ),
        &["at least one ship from its own era"],
    );
    // Numbers.
    rejects(
        &edit("hull = [1, 2, 3, 4, 5]", "hull = [1, 2, 3, 4]"),
        &["research track hull has 4 steps"],
    );
    rejects(
        &edit("city_supply = [12, 8, 3]", "city_supply = [12, 8]"),
        &["city_supply lists 2 sizes"],
    );
    rejects(
        &edit("min_players = 2", "min_players = 6"),
        &["min_players 6"],
    );
    rejects(&edit("oil = 40\n\n", "\n"), &["missing field `oil`"]);
    rejects("this is = = not toml", &["Indonesia board file"]);
}
