//! The schematic map of the Indonesia board (assets/indonesia/layout.toml) against the rules'
//! adjacency: two land areas share a border on the picture only if they are adjacent in the
//! rules, and every adjacency shows as a shared border or a drawn link; the same between land
//! areas and seas, and between seas. Also checks the committed file is what the generator
//! (nusantara-render's `indonesia::layout_gen`) makes.
//!
//! Regenerate the layout: `cargo run --example indonesia_layout`.

use nusantara::games::Components;
use nusantara::games::indonesia::map::Map;
use nusantara_render::indonesia::layout_gen::{self, Board, Grid, Owner};
use serde::Deserialize;
use std::collections::{BTreeMap, BTreeSet};

const PATH: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/indonesia/layout.toml");

#[derive(Deserialize)]
struct File {
    width: f64,
    height: f64,
    spacing: f64,
    cols: usize,
    rows: usize,
    offboard: String,
    provinces: Vec<Province>,
    areas: Vec<Region>,
    seas: Vec<Region>,
    links: Vec<Link>,
}

#[derive(Deserialize)]
struct Province {
    short: String,
    name: String,
    label: [f64; 2],
}

#[derive(Deserialize)]
struct Region {
    short: String,
    label: [f64; 2],
    cells: String,
}

#[derive(Deserialize)]
struct Link {
    a: String,
    b: String,
    from: [f64; 2],
    to: [f64; 2],
}

/// The rules' board as the generator takes it (the same as in examples/indonesia_layout.rs).
fn board(map: &Map) -> Board {
    let ids = |ids: &[u8]| ids.iter().map(|&i| usize::from(i)).collect();
    Board {
        provinces: map
            .provinces
            .iter()
            .map(|p| layout_gen::Province {
                short: p.short.clone(),
                name: p.name.clone(),
                centre: p.centre,
            })
            .collect(),
        areas: map
            .areas
            .iter()
            .map(|a| layout_gen::Area {
                short: a.short.clone(),
                province: usize::from(a.province),
                coastal: a.coastal,
                land: ids(&a.land),
                seas: ids(&a.seas),
            })
            .collect(),
        seas: map
            .seas
            .iter()
            .map(|s| layout_gen::Sea {
                short: s.short.clone(),
                name: s.name.clone(),
                centre: s.centre,
                seas: ids(&s.seas),
            })
            .collect(),
    }
}

fn committed() -> String {
    std::fs::read_to_string(PATH).expect("assets/indonesia/layout.toml exists")
}

fn cells(grid: &Grid, runs: &str) -> Vec<usize> {
    let mut out = Vec::new();
    for run in runs.split_whitespace() {
        let (row, span) = run.split_once(':').expect("row:first-last");
        let (a, b) = span.split_once('-').expect("first-last");
        let row: usize = row.parse().unwrap();
        let (a, b): (usize, usize) = (a.parse().unwrap(), b.parse().unwrap());
        assert!(row < grid.rows && a <= b && b < grid.cols, "bad run {run}");
        out.extend((a..=b).map(|c| row * grid.cols + c));
    }
    out
}

/// The committed layout, cell by cell, with its regions named as in the rules.
struct Loaded {
    file: File,
    grid: Grid,
    owner: Vec<Owner>,
}

fn load(map: &Map) -> Loaded {
    let file: File = toml::from_str(&committed()).expect("layout.toml parses");
    let grid = Grid::new();
    assert_eq!((file.cols, file.rows), (grid.cols, grid.rows));
    assert_eq!(
        (file.width, file.height, file.spacing),
        (layout_gen::WIDTH, layout_gen::HEIGHT, layout_gen::SPACING)
    );
    let mut owner = vec![Owner::Ocean; grid.cell_count()];
    let mut claim = |cells: Vec<usize>, o: Owner| {
        for c in cells {
            assert_eq!(owner[c], Owner::Ocean, "cell {c} given twice");
            owner[c] = o;
        }
    };
    claim(cells(&grid, &file.offboard), Owner::Offboard);
    assert_eq!(file.areas.len(), map.areas.len());
    for (a, region) in file.areas.iter().enumerate() {
        assert_eq!(
            region.short, map.areas[a].short,
            "areas in the board's order"
        );
        claim(cells(&grid, &region.cells), Owner::Area(a));
    }
    assert_eq!(file.seas.len(), map.seas.len());
    for (s, region) in file.seas.iter().enumerate() {
        assert_eq!(region.short, map.seas[s].short, "seas in the board's order");
        claim(cells(&grid, &region.cells), Owner::Sea(s));
    }
    Loaded { file, grid, owner }
}

fn region(map: &Map, name: &str) -> Owner {
    if let Some(a) = map.area_named(name) {
        Owner::Area(usize::from(a))
    } else {
        Owner::Sea(usize::from(
            map.sea_named(name).expect("a link names an area or a sea"),
        ))
    }
}

fn name(map: &Map, o: Owner) -> String {
    match o {
        Owner::Area(a) => map.areas[a].short.clone(),
        Owner::Sea(s) => map.seas[s].short.clone(),
        other => format!("{other:?}"),
    }
}

/// Pairs the rules make adjacent: land–land, land–sea, sea–sea; each pair once, smaller first.
fn rules_pairs(map: &Map) -> BTreeSet<(Owner, Owner)> {
    let mut out = BTreeSet::new();
    for (a, area) in map.areas.iter().enumerate() {
        for &b in &area.land {
            let b = usize::from(b);
            out.insert((Owner::Area(a.min(b)), Owner::Area(a.max(b))));
        }
        for &s in &area.seas {
            out.insert((Owner::Area(a), Owner::Sea(usize::from(s))));
        }
    }
    for (s, sea) in map.seas.iter().enumerate() {
        for &t in &sea.seas {
            let t = usize::from(t);
            out.insert((Owner::Sea(s.min(t)), Owner::Sea(s.max(t))));
        }
    }
    out
}

/// Pairs of regions whose cells share a side on the picture, smaller first.
fn drawn_borders(l: &Loaded) -> BTreeSet<(Owner, Owner)> {
    layout_gen::touching(&l.grid, &l.owner)
        .into_iter()
        .filter(|(a, b)| a < b)
        .collect()
}

#[test]
fn layout_asset_is_up_to_date() {
    let board = board(&Map::standard());
    let made = layout_gen::to_toml(&board, &layout_gen::generate(&board));
    assert!(
        made == committed(),
        "assets/indonesia/layout.toml is not what the generator makes: run \
         `cargo run --example indonesia_layout`"
    );
}

#[test]
fn no_border_without_an_adjacency() {
    let map = Map::standard();
    let l = load(&map);
    let rules = rules_pairs(&map);
    let wrong: Vec<String> = drawn_borders(&l)
        .into_iter()
        .filter(|p| !rules.contains(p))
        .map(|(a, b)| format!("{}|{}", name(&map, a), name(&map, b)))
        .collect();
    assert!(wrong.is_empty(), "borders the rules do not have: {wrong:?}");
}

#[test]
fn no_adjacency_without_a_border_or_a_link() {
    let map = Map::standard();
    let l = load(&map);
    let borders = drawn_borders(&l);
    let links: BTreeSet<(Owner, Owner)> = l
        .file
        .links
        .iter()
        .map(|k| {
            let (a, b) = (region(&map, &k.a), region(&map, &k.b));
            (a.min(b), a.max(b))
        })
        .collect();
    let missing: Vec<String> = rules_pairs(&map)
        .into_iter()
        .filter(|p| !borders.contains(p) && !links.contains(p))
        .map(|(a, b)| format!("{}|{}", name(&map, a), name(&map, b)))
        .collect();
    assert!(missing.is_empty(), "adjacencies not shown: {missing:?}");
    // A link is only drawn where it is needed, and only between regions adjacent in the rules.
    let rules = rules_pairs(&map);
    for p in &links {
        assert!(
            rules.contains(p),
            "link {}|{} is not in the rules",
            name(&map, p.0),
            name(&map, p.1)
        );
        assert!(
            !borders.contains(p),
            "link {}|{} where a border shows",
            name(&map, p.0),
            name(&map, p.1)
        );
    }
}

#[test]
fn links_start_and_end_in_their_regions() {
    let map = Map::standard();
    let l = load(&map);
    for k in &l.file.links {
        for (end, p) in [(&k.a, k.from), (&k.b, k.to)] {
            let c = layout_gen::cell_at(&l.grid, (p[0], p[1]));
            assert_eq!(
                l.owner[c],
                region(&map, end),
                "link {}|{} end {p:?}",
                k.a,
                k.b
            );
        }
    }
}

#[test]
fn every_region_has_room_and_its_label_inside() {
    let map = Map::standard();
    let l = load(&map);
    let mut size: BTreeMap<Owner, usize> = BTreeMap::new();
    for &o in &l.owner {
        *size.entry(o).or_insert(0) += 1;
    }
    for (a, area) in l.file.areas.iter().enumerate() {
        let n = size.get(&Owner::Area(a)).copied().unwrap_or(0);
        assert!(n >= 12, "{} has only {n} cells", area.short);
        let c = layout_gen::cell_at(&l.grid, (area.label[0], area.label[1]));
        assert_eq!(
            l.owner[c],
            Owner::Area(a),
            "{}'s label is outside it",
            area.short
        );
    }
    for (s, sea) in l.file.seas.iter().enumerate() {
        let n = size.get(&Owner::Sea(s)).copied().unwrap_or(0);
        assert!(n >= 40, "{} has only {n} cells", sea.short);
        let c = layout_gen::cell_at(&l.grid, (sea.label[0], sea.label[1]));
        assert_eq!(
            l.owner[c],
            Owner::Sea(s),
            "{}'s label is outside it",
            sea.short
        );
    }
    assert_eq!(l.file.provinces.len(), map.provinces.len());
    for (p, prov) in l.file.provinces.iter().enumerate() {
        assert_eq!(prov.short, map.provinces[p].short);
        assert_eq!(prov.name, map.provinces[p].name);
        let [x, y] = prov.label;
        assert!(x > 0.0 && y > 0.0 && x < l.file.width && y < l.file.height);
    }
}

/// Each area is one connected piece, so a player sees one shape per name.
#[test]
fn every_area_is_one_piece() {
    let map = Map::standard();
    let l = load(&map);
    for a in 0..map.areas.len() {
        let cells: Vec<usize> = (0..l.grid.cell_count())
            .filter(|&i| l.owner[i] == Owner::Area(a))
            .collect();
        let mut seen = BTreeSet::from([cells[0]]);
        let mut stack = vec![cells[0]];
        while let Some(i) = stack.pop() {
            for j in l.grid.neighbours(i) {
                if l.owner[j] == Owner::Area(a) && seen.insert(j) {
                    stack.push(j);
                }
            }
        }
        assert_eq!(
            seen.len(),
            cells.len(),
            "{} is in pieces",
            map.areas[a].short
        );
    }
}
