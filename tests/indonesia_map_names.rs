//! The Indonesia board's names: short names unique and following the scheme, lookups by short or
//! full name in any case, and how names are displayed.

mod indonesia_common;

use indonesia_common::{area, province, sea};
use nusantara::games::Components;
use nusantara::games::indonesia::map::{DeedKind, Era, Good, Map, normalise};
use std::collections::{BTreeMap, BTreeSet};

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
