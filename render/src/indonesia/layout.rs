//! The layout asset, `assets/indonesia/layout.toml`: who owns each cell of the map and where
//! the labels go, parsed once per process.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use serde::Deserialize;

use super::colour;

#[derive(Deserialize)]
struct LayoutFile {
    spacing: f32,
    cols: usize,
    rows: usize,
    offboard: String,
    provinces: Vec<ProvinceFile>,
    areas: Vec<AreaFile>,
    seas: Vec<SeaFile>,
    links: Vec<LinkFile>,
}

#[derive(Deserialize)]
pub(super) struct ProvinceFile {
    pub(super) short: String,
    pub(super) name: String,
    pub(super) label: [f32; 2],
}

#[derive(Deserialize)]
pub(super) struct AreaFile {
    pub(super) short: String,
    pub(super) province: String,
    pub(super) label: [f32; 2],
    pub(super) cells: String,
}

#[derive(Deserialize)]
pub(super) struct SeaFile {
    pub(super) short: String,
    pub(super) name: String,
    pub(super) label: [f32; 2],
    pub(super) cells: String,
}

#[derive(Deserialize)]
pub(super) struct LinkFile {
    pub(super) a: String,
    pub(super) b: String,
    pub(super) from: [f32; 2],
    pub(super) to: [f32; 2],
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Owner {
    Ocean,
    Offboard,
    Area(u16),
    Sea(u16),
}

/// The map, parsed once: who owns each cell, where labels go.
pub(super) struct Layout {
    pub(super) spacing: f32,
    pub(super) cols: usize,
    pub(super) rows: usize,
    pub(super) owner: Vec<Owner>,
    pub(super) provinces: Vec<ProvinceFile>,
    pub(super) areas: Vec<AreaFile>,
    pub(super) seas: Vec<SeaFile>,
    pub(super) links: Vec<LinkFile>,
    /// Province index of each area.
    pub(super) area_province: Vec<usize>,
    /// Index into `colour::LAND` of each province.
    pub(super) province_tint: Vec<usize>,
    pub(super) area_index: BTreeMap<String, usize>,
    pub(super) sea_index: BTreeMap<String, usize>,
    pub(super) province_index: BTreeMap<String, usize>,
}

impl Layout {
    fn load() -> Layout {
        let f: LayoutFile = toml::from_str(include_str!("../../../assets/indonesia/layout.toml"))
            .expect("the embedded Indonesia layout parses");
        let mut owner = vec![Owner::Ocean; f.cols * f.rows];
        let mut claim = |runs: &str, o: Owner| {
            for run in runs.split_whitespace() {
                let (row, span) = run.split_once(':').expect("row:first-last");
                let (a, b) = span.split_once('-').expect("first-last");
                let row: usize = row.parse().expect("row");
                let (a, b): (usize, usize) = (a.parse().expect("col"), b.parse().expect("col"));
                for c in a..=b {
                    owner[row * f.cols + c] = o;
                }
            }
        };
        claim(&f.offboard, Owner::Offboard);
        for (i, a) in f.areas.iter().enumerate() {
            claim(&a.cells, Owner::Area(i as u16));
        }
        for (i, s) in f.seas.iter().enumerate() {
            claim(&s.cells, Owner::Sea(i as u16));
        }
        let province_index: BTreeMap<String, usize> = f
            .provinces
            .iter()
            .enumerate()
            .map(|(i, p)| (p.short.clone(), i))
            .collect();
        let area_province: Vec<usize> = f
            .areas
            .iter()
            .map(|a| province_index[&a.province])
            .collect();
        let province_tint = province_tints(f.cols, f.rows, &owner, &area_province);
        Layout {
            spacing: f.spacing,
            cols: f.cols,
            rows: f.rows,
            owner,
            area_index: f
                .areas
                .iter()
                .enumerate()
                .map(|(i, a)| (a.short.clone(), i))
                .collect(),
            sea_index: f
                .seas
                .iter()
                .enumerate()
                .map(|(i, s)| (s.short.clone(), i))
                .collect(),
            province_index,
            area_province,
            province_tint,
            provinces: f.provinces,
            areas: f.areas,
            seas: f.seas,
            links: f.links,
        }
    }

    pub(super) fn radius(&self) -> f32 {
        self.spacing / 3f32.sqrt()
    }

    pub(super) fn centre(&self, i: usize) -> (f32, f32) {
        let (c, r) = (i % self.cols, i / self.cols);
        let rad = self.radius();
        (
            self.spacing * (c as f32 + 0.5 + 0.5 * (r % 2) as f32),
            rad + 1.5 * rad * r as f32,
        )
    }

    /// The cell under a point, if any.
    pub(super) fn cell_at(&self, x: f32, y: f32) -> Option<usize> {
        let rad = self.radius();
        let r0 = ((y - rad) / (1.5 * rad)).floor() as i64;
        let mut best: Option<(f32, usize)> = None;
        for r in [r0, r0 + 1] {
            if r < 0 || r >= self.rows as i64 {
                continue;
            }
            let c0 = (x / self.spacing - 0.5 - 0.5 * (r % 2) as f32).floor() as i64;
            for c in [c0, c0 + 1] {
                if c < 0 || c >= self.cols as i64 {
                    continue;
                }
                let i = r as usize * self.cols + c as usize;
                let (cx, cy) = self.centre(i);
                let d = (cx - x).powi(2) + (cy - y).powi(2);
                if best.is_none_or(|(bd, _)| d < bd) {
                    best = Some((d, i));
                }
            }
        }
        best.map(|(_, i)| i)
    }

    /// The neighbours of a cell with the direction to each, in radians.
    pub(super) fn neighbours(&self, i: usize) -> impl Iterator<Item = usize> + '_ {
        let (c, r) = ((i % self.cols) as i64, (i / self.cols) as i64);
        let odd = r % 2;
        [
            (c - 1, r),
            (c + 1, r),
            (c - 1 + odd, r - 1),
            (c + odd, r - 1),
            (c - 1 + odd, r + 1),
            (c + odd, r + 1),
        ]
        .into_iter()
        .filter(|&(c, r)| c >= 0 && r >= 0 && c < self.cols as i64 && r < self.rows as i64)
        .map(|(c, r)| r as usize * self.cols + c as usize)
    }

    pub(super) fn area_label(&self, short: &str) -> Option<(f32, f32)> {
        self.area_index.get(short).map(|&i| {
            let [x, y] = self.areas[i].label;
            (x, y)
        })
    }

    pub(super) fn sea_label(&self, short: &str) -> Option<(f32, f32)> {
        self.sea_index.get(short).map(|&i| {
            let [x, y] = self.seas[i].label;
            (x, y)
        })
    }
}

/// A tint for each province such that provinces sharing a border differ: greedy colouring in
/// the layout's order, so it never changes unless the map does.
fn province_tints(
    cols: usize,
    rows: usize,
    owner: &[Owner],
    area_province: &[usize],
) -> Vec<usize> {
    let provinces = area_province.iter().max().map_or(0, |m| m + 1);
    let mut next_to = vec![std::collections::BTreeSet::new(); provinces];
    let lay_neighbours = |i: usize| {
        let (c, r) = ((i % cols) as i64, (i / cols) as i64);
        let odd = r % 2;
        [(c + 1, r), (c - 1 + odd, r + 1), (c + odd, r + 1)]
            .into_iter()
            .filter(|&(c, r)| c >= 0 && c < cols as i64 && r < rows as i64)
            .map(move |(c, r)| r as usize * cols + c as usize)
    };
    for (i, &a) in owner.iter().enumerate() {
        for j in lay_neighbours(i) {
            if let (Owner::Area(x), Owner::Area(y)) = (a, owner[j]) {
                let (p, q) = (area_province[x as usize], area_province[y as usize]);
                if p != q {
                    next_to[p].insert(q);
                    next_to[q].insert(p);
                }
            }
        }
    }
    let mut tint = vec![usize::MAX; provinces];
    for p in 0..provinces {
        tint[p] = (0..colour::LAND.len())
            .find(|t| next_to[p].iter().all(|&q| tint[q] != *t))
            .unwrap_or(0);
    }
    tint
}

pub(super) fn layout() -> &'static Layout {
    static LAYOUT: OnceLock<Layout> = OnceLock::new();
    LAYOUT.get_or_init(Layout::load)
}

/// The short names of every land area and sea on the map, for tests and help texts.
pub fn area_names() -> Vec<&'static str> {
    layout().areas.iter().map(|a| a.short.as_str()).collect()
}

pub fn sea_names() -> Vec<&'static str> {
    layout().seas.iter().map(|s| s.short.as_str()).collect()
}
