//! The Indonesia board's adjacency: symmetric, coastal areas border a sea, and every land-land,
//! land-sea and sea-sea adjacency as in the reference data the file was generated from, by
//! hand-checked facts and by a fingerprint of the whole edge lists.

mod indonesia_common;

use indonesia_common::{area, area_names, sea, sea_numbers};
use nusantara::games::Components;
use nusantara::games::indonesia::map::{AreaId, Map, SeaId};
use sha2::{Digest, Sha256};
use std::collections::BTreeSet;

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
