//! The Indonesia board picture: a schematic map of the archipelago with every land area and sea
//! named, the companies' goods, cities, ships, unclaimed deeds and the shipping plan drawn on
//! it, and a side panel with the era, the phase, the turn order and each player's research,
//! companies and (when money is open) cash.
//!
//! The map comes from `assets/indonesia/layout.toml` (see docs/indonesia-pictures.md): a grid of
//! hexagonal cells, each a land area's, a sea's, or outside play. The static map is drawn once
//! per process into a cached base image; a picture copies it and draws the game on top.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use image::{Rgb, RgbImage};
use serde::Deserialize;

use crate::paint::{self, Rect, Style, rgb};

/// The eras of the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Era {
    A,
    B,
    C,
}

/// The goods companies produce. On the picture each has a colour, a shape and a letter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Good {
    Rice,
    Spice,
    Rubber,
    SiapSaji,
    Oil,
}

/// What a company or a deed is: a shipping line or the producer of a good.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Shipping,
    Production(Good),
}

/// Everything drawn on an Indonesia board. Built from the public view only: nothing here is
/// secret, and cash is `None` unless the game is played with open money.
#[derive(Debug, Clone, PartialEq)]
pub struct Picture {
    /// E.g. "Indonesia · era C · 5 players".
    pub title: String,
    /// What the game waits for, e.g. "bob operates Sumatra Shipping".
    pub status: String,
    pub era: Era,
    /// The phase as players know it, e.g. "Operations".
    pub phase: String,
    /// The players in turn order.
    pub players: Vec<Player>,
    /// Index into `players` of whose turn it is, if anyone's.
    pub turn: Option<usize>,
    /// Every company on the board. Goods, ships and routes refer to them by index.
    pub companies: Vec<Company>,
    /// Goods on the map: one per production area.
    pub goods: Vec<Goods>,
    pub cities: Vec<City>,
    pub ships: Vec<Ship>,
    /// Deeds not yet claimed by any company.
    pub deeds: Vec<Deed>,
    /// During operations: the shipping plan of the operating company (empty otherwise).
    pub plan: Vec<Route>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Player {
    /// The player's seat: their colour and token shape, the same all game long.
    pub seat: usize,
    pub name: String,
    /// Rupiah in hand; `Some` only when the game is played with open money.
    pub cash: Option<u32>,
    /// Research steps, 1 to 5: bid multiplier, slots, mergers, expansion, hull.
    pub research: [u8; 5],
}

/// The research tracks in the order of `Player::research`.
pub const TRACKS: [&str; 5] = ["Bid", "Slots", "Mergers", "Expansion", "Hull"];

#[derive(Debug, Clone, PartialEq)]
pub struct Company {
    /// The number players type to name it (`company:3`), printed on its goods and ships.
    pub number: u32,
    /// The owner's seat (see `Player::seat`).
    pub owner: usize,
    pub kind: Kind,
    /// The province named on its first deed, e.g. "Jabar".
    pub home: String,
}

/// A good on a land area (short name, e.g. "Jabar3"), produced by a company.
#[derive(Debug, Clone, PartialEq)]
pub struct Goods {
    pub area: String,
    /// Index into `Picture::companies`.
    pub company: usize,
}

/// A city on a land area; `size` 1 to 3.
#[derive(Debug, Clone, PartialEq)]
pub struct City {
    pub area: String,
    pub size: u8,
}

/// A ship of a shipping company on a sea (short name, e.g. "S7").
#[derive(Debug, Clone, PartialEq)]
pub struct Ship {
    pub sea: String,
    pub company: usize,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Deed {
    pub era: Era,
    pub kind: Kind,
    /// Province short name, e.g. "Kalsel".
    pub province: String,
}

/// One delivery of the shipping plan: goods from a production area over a path of seas to a
/// city's area, carried as cargo cubes on the ships of `shipper`.
#[derive(Debug, Clone, PartialEq)]
pub struct Route {
    pub good: Good,
    /// Index into `Picture::companies` of the producing company.
    pub producer: usize,
    /// Index into `Picture::companies` of the shipping company.
    pub shipper: usize,
    pub from: String,
    pub seas: Vec<String>,
    pub to: String,
    /// Goods delivered along this path: one cargo cube per good on every sea crossed.
    pub cubes: u32,
}

impl Era {
    pub fn letter(self) -> &'static str {
        match self {
            Era::A => "A",
            Era::B => "B",
            Era::C => "C",
        }
    }
}

impl Good {
    pub const ALL: [Good; 5] = [
        Good::Rice,
        Good::Spice,
        Good::Rubber,
        Good::SiapSaji,
        Good::Oil,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Good::Rice => "rice",
            Good::Spice => "spice",
            Good::Rubber => "rubber",
            Good::SiapSaji => "siap saji",
            Good::Oil => "oil",
        }
    }

    fn fill(self) -> Rgb<u8> {
        match self {
            Good::Rice => rgb(0xF3F0E0),
            Good::Spice => rgb(0xC0392B),
            Good::Rubber => rgb(0x3B7A3B),
            Good::SiapSaji => rgb(0xF0B400),
            Good::Oil => rgb(0x1C1C1C),
        }
    }

    /// Ink for the company number on a good of this colour.
    fn ink(self) -> Rgb<u8> {
        match self {
            Good::Rice | Good::SiapSaji => rgb(0x1A1A1A),
            _ => rgb(0xFFFFFF),
        }
    }

    /// The shape's corners, centred on `(cx, cy)` with half-size `r`: rice a circle (None),
    /// spice a diamond, rubber a square, siap saji a hexagon, oil a drop-like triangle.
    fn shape(self, cx: f32, cy: f32, r: f32) -> Option<Vec<(f32, f32)>> {
        use std::f32::consts::PI;
        match self {
            Good::Rice => None,
            Good::Spice => Some(paint::regular_polygon(cx, cy, r * 1.3, 4, -PI / 2.0)),
            Good::Rubber => Some(paint::regular_polygon(cx, cy, r * 1.25, 4, PI / 4.0)),
            Good::SiapSaji => Some(paint::regular_polygon(cx, cy, r * 1.12, 6, 0.0)),
            Good::Oil => Some(paint::regular_polygon(
                cx,
                cy + r * 0.25,
                r * 1.4,
                3,
                PI / 2.0,
            )),
        }
    }
}

impl Kind {
    pub fn name(self) -> &'static str {
        match self {
            Kind::Shipping => "shipping",
            Kind::Production(g) => g.name(),
        }
    }
}

/// Colours of the picture. Players use the Okabe–Ito palette, which stays distinct under the
/// common colour-vision deficiencies; each player also has a seat number and a shape.
mod colour {
    use super::rgb;
    use image::Rgb;

    pub const OCEAN: Rgb<u8> = rgb(0x2E5E7E);
    pub const SEA: Rgb<u8> = rgb(0x8DBFD9);
    pub const SEA_EDGE: Rgb<u8> = rgb(0xE9F4FA);
    pub const SEA_TEXT: Rgb<u8> = rgb(0x0E3A57);
    pub const OFFBOARD: Rgb<u8> = rgb(0xB9B3A2);
    /// Land tints by province, so neighbouring provinces differ.
    pub const LAND: [Rgb<u8>; 5] = [
        rgb(0xDCE8B8),
        rgb(0xEADFB4),
        rgb(0xCFE3C4),
        rgb(0xE8D3B9),
        rgb(0xD9DDB0),
    ];
    pub const COAST: Rgb<u8> = rgb(0x3F4A2E);
    pub const AREA_EDGE: Rgb<u8> = rgb(0x8C9270);
    pub const PROVINCE_EDGE: Rgb<u8> = rgb(0x4A3F2C);
    pub const TEXT: Rgb<u8> = rgb(0x1E2A1A);
    pub const HALO: Rgb<u8> = rgb(0xFFFFFF);
    pub const PROVINCE_TEXT: Rgb<u8> = rgb(0x5A2D0C);
    pub const LINK_LAND: Rgb<u8> = rgb(0x6B4423);
    pub const LINK_SEA: Rgb<u8> = rgb(0x0E3A57);
    pub const INK: Rgb<u8> = rgb(0x1A1A1A);
    pub const WHITE: Rgb<u8> = rgb(0xFFFFFF);
    pub const PANEL: Rgb<u8> = rgb(0xF5EFDC);
    pub const PANEL_EDGE: Rgb<u8> = rgb(0xC9BE9C);
    pub const BAND: Rgb<u8> = rgb(0x12324A);
    pub const BAND_TEXT: Rgb<u8> = rgb(0xFFFFFF);
    pub const STATUS: Rgb<u8> = rgb(0xFFD966);
    pub const MUTED: Rgb<u8> = rgb(0x5B5647);
    pub const ROW_TURN: Rgb<u8> = rgb(0xFFE29A);
    pub const TRACK_EMPTY: Rgb<u8> = rgb(0xDDD5BD);
    pub const TRACK_FULL: Rgb<u8> = rgb(0x4C6A8A);
    pub const CITY: Rgb<u8> = rgb(0xFFFFFF);
    pub const ROUTE: Rgb<u8> = rgb(0xB0126F);
    pub const DEED: Rgb<u8> = rgb(0xFFF7D6);
    pub const PLAYERS: [Rgb<u8>; 5] = [
        rgb(0xE69F00),
        rgb(0x56B4E9),
        rgb(0x009E73),
        rgb(0xD55E00),
        rgb(0xCC79A7),
    ];
}

/// An area's name sits this far above its label point, its good or city this far below.
const LABEL_UP: f32 = 9.0;
const TOKEN_DOWN: f32 = 10.0;

const MAP_W: i32 = 1910;
const MAP_H: i32 = 1090;
const PANEL_W: i32 = 400;
pub const WIDTH: i32 = MAP_W + PANEL_W;
pub const HEIGHT: i32 = MAP_H;

// ---------------------------------------------------------------------------------------------
// The layout asset.

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
struct ProvinceFile {
    short: String,
    name: String,
    label: [f32; 2],
}

#[derive(Deserialize)]
struct AreaFile {
    short: String,
    province: String,
    label: [f32; 2],
    cells: String,
}

#[derive(Deserialize)]
struct SeaFile {
    short: String,
    name: String,
    label: [f32; 2],
    cells: String,
}

#[derive(Deserialize)]
struct LinkFile {
    a: String,
    b: String,
    from: [f32; 2],
    to: [f32; 2],
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Owner {
    Ocean,
    Offboard,
    Area(u16),
    Sea(u16),
}

/// The map, parsed once: who owns each cell, where labels go.
struct Layout {
    spacing: f32,
    cols: usize,
    rows: usize,
    owner: Vec<Owner>,
    provinces: Vec<ProvinceFile>,
    areas: Vec<AreaFile>,
    seas: Vec<SeaFile>,
    links: Vec<LinkFile>,
    /// Province index of each area.
    area_province: Vec<usize>,
    /// Index into `colour::LAND` of each province.
    province_tint: Vec<usize>,
    area_index: BTreeMap<String, usize>,
    sea_index: BTreeMap<String, usize>,
    province_index: BTreeMap<String, usize>,
}

impl Layout {
    fn load() -> Layout {
        let f: LayoutFile = toml::from_str(include_str!("../../assets/indonesia/layout.toml"))
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

    fn radius(&self) -> f32 {
        self.spacing / 3f32.sqrt()
    }

    fn centre(&self, i: usize) -> (f32, f32) {
        let (c, r) = (i % self.cols, i / self.cols);
        let rad = self.radius();
        (
            self.spacing * (c as f32 + 0.5 + 0.5 * (r % 2) as f32),
            rad + 1.5 * rad * r as f32,
        )
    }

    /// The cell under a point, if any.
    fn cell_at(&self, x: f32, y: f32) -> Option<usize> {
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
    fn neighbours(&self, i: usize) -> impl Iterator<Item = usize> + '_ {
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

    fn area_label(&self, short: &str) -> Option<(f32, f32)> {
        self.area_index.get(short).map(|&i| {
            let [x, y] = self.areas[i].label;
            (x, y)
        })
    }

    fn sea_label(&self, short: &str) -> Option<(f32, f32)> {
        self.sea_index.get(short).map(|&i| {
            let [x, y] = self.seas[i].label;
            (x, y)
        })
    }
}

fn layout() -> &'static Layout {
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

// ---------------------------------------------------------------------------------------------
// The static map, drawn once.

fn base() -> &'static RgbImage {
    static BASE: OnceLock<RgbImage> = OnceLock::new();
    BASE.get_or_init(draw_base)
}

fn land_tint(lay: &Layout, area: usize) -> Rgb<u8> {
    colour::LAND[lay.province_tint[lay.area_province[area]]]
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

fn draw_base() -> RgbImage {
    let lay = layout();
    let mut img = RgbImage::new(WIDTH as u32, HEIGHT as u32);
    // Each pixel takes its cell's colour.
    for y in 0..MAP_H {
        for x in 0..MAP_W {
            let c = match lay
                .cell_at(x as f32 + 0.5, y as f32 + 0.5)
                .map(|i| lay.owner[i])
            {
                None | Some(Owner::Ocean) => colour::OCEAN,
                Some(Owner::Offboard) => colour::OFFBOARD,
                Some(Owner::Sea(_)) => colour::SEA,
                Some(Owner::Area(a)) => land_tint(lay, a as usize),
            };
            img.put_pixel(x as u32, y as u32, c);
        }
    }
    draw_edges(&mut img, lay);
    draw_links(&mut img, lay);
    draw_panel_ground(&mut img);
    for s in &lay.seas {
        let [x, y] = s.label;
        sea_name(&mut img, s);
        halo_text(
            &mut img,
            Style::regular(11.0, colour::SEA_TEXT),
            x,
            y + 10.0,
            &s.name,
            colour::SEA,
        );
    }
    for p in &lay.provinces {
        let [x, y] = p.label;
        halo_text(
            &mut img,
            Style::bold(12.0, colour::PROVINCE_TEXT),
            x,
            y,
            &p.name.to_uppercase(),
            colour::HALO,
        );
    }
    for a in &lay.areas {
        area_name(&mut img, a);
    }
    img
}

fn area_name(img: &mut RgbImage, a: &AreaFile) {
    let [x, y] = a.label;
    halo_text(
        img,
        Style::bold(12.0, colour::TEXT),
        x,
        y - LABEL_UP,
        &a.short,
        colour::HALO,
    );
}

fn sea_name(img: &mut RgbImage, s: &SeaFile) {
    let [x, y] = s.label;
    halo_text(
        img,
        Style::bold(17.0, colour::SEA_TEXT),
        x,
        y - 4.0,
        &s.short,
        colour::SEA,
    );
}

/// Text centred on `(cx, cy)` with a one-pixel halo, so it reads on any ground.
fn halo_text(img: &mut RgbImage, style: Style, cx: f32, cy: f32, s: &str, halo: Rgb<u8>) {
    let h = Style {
        colour: halo,
        ..style
    };
    for (dx, dy) in [
        (-1.0, 0.0),
        (1.0, 0.0),
        (0.0, -1.0),
        (0.0, 1.0),
        (-1.0, -1.0),
        (1.0, 1.0),
        (-1.0, 1.0),
        (1.0, -1.0),
    ] {
        paint::text_centred(img, h, cx + dx, cy + dy, s);
    }
    paint::text_centred(img, style, cx, cy, s);
}

/// Borders between cells of different owners: coasts, province borders, area borders, sea
/// borders.
fn draw_edges(img: &mut RgbImage, lay: &Layout) {
    let rad = lay.radius();
    // Thin lines first, so thicker ones are drawn over them.
    for pass in 0..3 {
        for i in 0..lay.owner.len() {
            let a = lay.owner[i];
            let ca = lay.centre(i);
            for j in lay.neighbours(i) {
                if j < i {
                    continue;
                }
                let b = lay.owner[j];
                if a == b {
                    continue;
                }
                let land = |o: Owner| matches!(o, Owner::Area(_) | Owner::Offboard);
                let (width, col, p) = match (a, b) {
                    (Owner::Area(x), Owner::Area(y))
                        if lay.area_province[x as usize] == lay.area_province[y as usize] =>
                    {
                        (1, colour::AREA_EDGE, 0)
                    }
                    (Owner::Area(_), Owner::Area(_)) => (3, colour::PROVINCE_EDGE, 1),
                    (Owner::Offboard, Owner::Area(_)) | (Owner::Area(_), Owner::Offboard) => {
                        (3, colour::PROVINCE_EDGE, 1)
                    }
                    (Owner::Sea(_), Owner::Sea(_)) => (1, colour::SEA_EDGE, 0),
                    (Owner::Ocean, Owner::Sea(_)) | (Owner::Sea(_), Owner::Ocean) => {
                        (1, colour::SEA_EDGE, 0)
                    }
                    _ if land(a) != land(b) => (2, colour::COAST, 2),
                    _ => continue,
                };
                if p != pass {
                    continue;
                }
                let cb = lay.centre(j);
                let ang = (cb.1 - ca.1).atan2(cb.0 - ca.0);
                let d = std::f32::consts::PI / 6.0;
                let v0 = (ca.0 + rad * (ang - d).cos(), ca.1 + rad * (ang - d).sin());
                let v1 = (ca.0 + rad * (ang + d).cos(), ca.1 + rad * (ang + d).sin());
                crisp_line(img, v0, v1, width, col);
            }
        }
    }
}

/// A one-pixel line without antialiasing: thin borders drawn this way keep the PNG small.
fn crisp_line(img: &mut RgbImage, a: (f32, f32), b: (f32, f32), w: i32, col: Rgb<u8>) {
    let steps = (b.0 - a.0).abs().max((b.1 - a.1).abs()).ceil().max(1.0) as i32;
    let h = (w - 1) as f32 / 2.0;
    for k in 0..=steps {
        let t = k as f32 / steps as f32;
        let (x, y) = (a.0 + (b.0 - a.0) * t - h, a.1 + (b.1 - a.1) * t - h);
        paint::fill_rect(
            img,
            Rect::new(x.round() as i32, y.round() as i32, w, w),
            col,
        );
    }
}

/// Adjacencies the shapes cannot show: a land bridge across a strait between two areas, a
/// landing between an area and a sea, a passage between two seas.
fn draw_links(img: &mut RgbImage, lay: &Layout) {
    for l in &lay.links {
        let (a, b) = ((l.from[0], l.from[1]), (l.to[0], l.to[1]));
        let land = |n: &str| lay.area_index.contains_key(n);
        match (land(&l.a), land(&l.b)) {
            (true, true) => {
                paint::line(img, a, b, 6.0, colour::WHITE);
                paint::line(img, a, b, 3.5, colour::LINK_LAND);
                paint::fill_circle(img, a.0, a.1, 3.5, colour::LINK_LAND);
                paint::fill_circle(img, b.0, b.1, 3.5, colour::LINK_LAND);
            }
            _ => {
                paint::dashed_line(img, a, b, 2.5, (5.0, 4.0), colour::LINK_SEA);
                paint::fill_circle(img, a.0, a.1, 3.0, colour::LINK_SEA);
                paint::fill_circle(img, b.0, b.1, 3.0, colour::LINK_SEA);
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The picture.

/// Draws the board picture. Pure: the same picture always gives the same pixels.
pub fn draw(p: &Picture) -> RgbImage {
    let lay = layout();
    let mut img = base().clone();
    draw_deeds_on_map(&mut img, lay, p);
    draw_plan(&mut img, lay, p);
    for c in &p.cities {
        if let Some((x, y)) = lay.area_label(&c.area) {
            city(&mut img, x, y + TOKEN_DOWN, c.size);
        }
    }
    for g in &p.goods {
        if let (Some((x, y)), Some(company)) = (lay.area_label(&g.area), p.companies.get(g.company))
        {
            goods_token(&mut img, x, y + TOKEN_DOWN, 9.0, company);
        }
    }
    draw_ships(&mut img, lay, p);
    draw_panel(&mut img, p);
    img
}

/// Encodes an Indonesia picture as PNG: the Paeth filter alone gives a file about 2 % larger than
/// adaptive filtering (about 820 KB for the late-game sample) in 60 % of the time (5.6 against
/// 9 ms), since the map is flat regions and crisp edges.
pub fn encode_png(img: &RgbImage) -> Vec<u8> {
    paint::encode_png_with(img, image::codecs::png::FilterType::Paeth)
}

/// A player's colour.
fn player_colour(seat: usize) -> Rgb<u8> {
    colour::PLAYERS[seat % colour::PLAYERS.len()]
}

/// A company's tag as printed on its goods and ships: the number players type.
fn tag(company: &Company) -> String {
    company.number.to_string()
}

/// A good: its shape in its colour, outlined in the owner's colour, with the company's number.
fn goods_token(img: &mut RgbImage, cx: f32, cy: f32, r: f32, company: &Company) {
    let good = match company.kind {
        Kind::Production(g) => g,
        Kind::Shipping => return,
    };
    let outline = player_colour(company.owner);
    good_shape(img, good, cx, cy, r, Some(outline));
    paint::text_centred(
        img,
        Style::bold(r * 1.15, good.ink()),
        cx,
        cy,
        &tag(company),
    );
}

/// A good's shape; `outline` draws a thick ring in a player's colour around it.
fn good_shape(img: &mut RgbImage, good: Good, cx: f32, cy: f32, r: f32, outline: Option<Rgb<u8>>) {
    match good.shape(cx, cy, r) {
        None => {
            if let Some(o) = outline {
                paint::fill_circle(img, cx, cy, r + 3.5, colour::INK);
                paint::fill_circle(img, cx, cy, r + 2.5, o);
            }
            paint::fill_circle(img, cx, cy, r, good.fill());
            paint::ring(img, cx, cy, r, 1.0, colour::INK);
        }
        Some(pts) => {
            if let Some(o) = outline {
                let big: Vec<(f32, f32)> = grow(&pts, cx, cy, 4.5);
                paint::fill_polygon(img, &grow(&pts, cx, cy, 5.7), colour::INK);
                paint::fill_polygon(img, &big, o);
            }
            paint::fill_polygon(img, &pts, good.fill());
            paint::stroke_polygon(img, &pts, 1.0, colour::INK);
        }
    }
}

/// A polygon pushed outwards from `(cx, cy)` by `d` pixels at its corners.
fn grow(pts: &[(f32, f32)], cx: f32, cy: f32, d: f32) -> Vec<(f32, f32)> {
    pts.iter()
        .map(|&(x, y)| {
            let (dx, dy) = (x - cx, y - cy);
            let l = (dx * dx + dy * dy).sqrt().max(0.01);
            (x + dx / l * d, y + dy / l * d)
        })
        .collect()
}

/// A city: a white house with its size in it.
fn city(img: &mut RgbImage, cx: f32, cy: f32, size: u8) {
    let w = 10.0 + 3.0 * size.min(3) as f32;
    let pts = [
        (cx - w, cy + 9.0),
        (cx - w, cy - 3.0),
        (cx, cy - 12.0),
        (cx + w, cy - 3.0),
        (cx + w, cy + 9.0),
    ];
    paint::fill_polygon(img, &grow(&pts, cx, cy, 1.8), colour::INK);
    paint::fill_polygon(img, &pts, colour::CITY);
    paint::text_centred(
        img,
        Style::bold(13.0, colour::INK),
        cx,
        cy + 1.5,
        &size.to_string(),
    );
}

/// A ship: a hull in the owner's colour with the company's number.
fn ship(img: &mut RgbImage, cx: f32, cy: f32, owner: usize, number: &str) {
    let pts = [
        (cx - 14.0, cy - 7.0),
        (cx + 14.0, cy - 7.0),
        (cx + 9.0, cy + 7.0),
        (cx - 9.0, cy + 7.0),
    ];
    paint::fill_polygon(img, &grow(&pts, cx, cy, 1.8), colour::INK);
    paint::fill_polygon(img, &pts, player_colour(owner));
    paint::text_centred(img, Style::bold(12.0, colour::INK), cx, cy, number);
}

/// Ships sit in rows under their sea's name.
fn draw_ships(img: &mut RgbImage, lay: &Layout, p: &Picture) {
    let mut by_sea: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
    for s in &p.ships {
        by_sea.entry(s.sea.as_str()).or_default().push(s.company);
    }
    for (sea, companies) in by_sea {
        let Some((x, y)) = lay.sea_label(sea) else {
            continue;
        };
        let per_row = 5;
        for (k, &c) in companies.iter().enumerate() {
            let Some(company) = p.companies.get(c) else {
                continue;
            };
            let (row, col) = (k / per_row, k % per_row);
            let n = companies.len().min(per_row * (row + 1)) - per_row * row;
            let sx = x + (col as f32 - (n as f32 - 1.0) / 2.0) * 32.0;
            let sy = y + 31.0 + row as f32 * 19.0;
            ship(img, sx, sy, company.owner, &tag(company));
        }
    }
}

/// The shipping plan: each route as a line from the producing area over its seas to the city,
/// with a cargo cube of the good per delivery on every sea crossed.
fn draw_plan(img: &mut RgbImage, lay: &Layout, p: &Picture) {
    for (k, r) in p.plan.iter().enumerate() {
        let Some(from) = lay.area_label(&r.from) else {
            continue;
        };
        let Some(to) = lay.area_label(&r.to) else {
            continue;
        };
        let off = (k % 3) as f32 * 5.0 - 5.0;
        let mut pts = vec![(from.0, from.1 + 9.0)];
        for s in &r.seas {
            if let Some((x, y)) = lay.sea_label(s) {
                pts.push((x + off, y - 24.0 + off));
            }
        }
        pts.push((to.0, to.1 + 9.0));
        for w in pts.windows(2) {
            long_line(img, w[0], w[1], 6.0, colour::WHITE);
        }
        for w in pts.windows(2) {
            long_line(img, w[0], w[1], 3.0, colour::ROUTE);
        }
        if let Some(&last) = pts.last() {
            let prev = pts[pts.len() - 2];
            arrow_head(img, prev, last, 13.0);
        }
        for &(x, y) in &pts[1..pts.len() - 1] {
            cubes(img, x, y, r.good, r.cubes);
        }
        // The shipping company that carries the goods, by its first sea.
        if let (Some(&(x, y)), Some(shipper)) = (pts.get(1), p.companies.get(r.shipper))
            && pts.len() > 2
        {
            let half = (r.cubes.min(6) as f32 * 13.0) / 2.0;
            ship(img, x - half - 18.0, y, shipper.owner, &tag(shipper));
        }
    }
    // Names stay readable over the routes.
    for r in &p.plan {
        for a in [&r.from, &r.to] {
            if let Some(&i) = lay.area_index.get(a.as_str()) {
                area_name(img, &lay.areas[i]);
            }
        }
        for s in &r.seas {
            if let Some(&i) = lay.sea_index.get(s.as_str()) {
                sea_name(img, &lay.seas[i]);
            }
        }
    }
}

/// A line drawn as short pieces: `paint::line` shades its whole bounding box, which for a long
/// diagonal is mostly empty.
fn long_line(img: &mut RgbImage, a: (f32, f32), b: (f32, f32), width: f32, colour: Rgb<u8>) {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let pieces = ((dx * dx + dy * dy).sqrt() / 12.0).ceil().max(1.0) as usize;
    for k in 0..pieces {
        let (t0, t1) = (k as f32 / pieces as f32, (k + 1) as f32 / pieces as f32);
        paint::line(
            img,
            (a.0 + dx * t0, a.1 + dy * t0),
            (a.0 + dx * t1, a.1 + dy * t1),
            width,
            colour,
        );
    }
}

fn arrow_head(img: &mut RgbImage, from: (f32, f32), to: (f32, f32), len: f32) {
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let l = (dx * dx + dy * dy).sqrt().max(0.01);
    let (ux, uy) = (dx / l, dy / l);
    // Stop short of the token on the city.
    let tip = (to.0 - ux * 16.0, to.1 - uy * 16.0);
    let base = (tip.0 - ux * len, tip.1 - uy * len);
    let pts = [
        tip,
        (base.0 - uy * len * 0.5, base.1 + ux * len * 0.5),
        (base.0 + uy * len * 0.5, base.1 - ux * len * 0.5),
    ];
    paint::fill_polygon(
        img,
        &grow(&pts, tip.0 - ux * len / 2.0, tip.1 - uy * len / 2.0, 1.5),
        colour::WHITE,
    );
    paint::fill_polygon(img, &pts, colour::ROUTE);
}

/// Cargo cubes: small squares in the good's colour, centred on a point.
fn cubes(img: &mut RgbImage, cx: f32, cy: f32, good: Good, n: u32) {
    let n = n.min(6) as i32;
    let side = 11;
    let total = n * (side + 2) - 2;
    let x0 = (cx - total as f32 / 2.0).round() as i32;
    let y0 = (cy - side as f32 / 2.0).round() as i32;
    for k in 0..n {
        let r = Rect::new(x0 + k * (side + 2), y0, side, side);
        paint::fill_rect(img, r.inset(-1), colour::INK);
        paint::fill_rect(img, r, good.fill());
    }
}

/// Unclaimed deeds: a small card by the province's name on the map.
fn draw_deeds_on_map(img: &mut RgbImage, lay: &Layout, p: &Picture) {
    let mut by_province: BTreeMap<&str, Vec<&Deed>> = BTreeMap::new();
    for d in &p.deeds {
        by_province.entry(d.province.as_str()).or_default().push(d);
    }
    for (prov, deeds) in by_province {
        let Some(&i) = lay.province_index.get(prov) else {
            continue;
        };
        let pf = &lay.provinces[i];
        let half =
            paint::text_width(Style::bold(12.0, colour::INK), &pf.name.to_uppercase()) as f32 / 2.0;
        let mut x = pf.label[0] + half + 6.0;
        let cy = pf.label[1];
        for d in deeds {
            x = deed_card(img, x, cy, d) + 3.0;
        }
    }
}

/// A deed card: era letter and the kind's symbol; returns the x past it.
fn deed_card(img: &mut RgbImage, x: f32, cy: f32, d: &Deed) -> f32 {
    let r = Rect::new(x.round() as i32, (cy - 10.0).round() as i32, 38, 20);
    paint::fill_round_rect(img, r.inset(-1), 3.0, colour::INK);
    paint::fill_round_rect(img, r, 3.0, colour::DEED);
    let st = Style::bold(12.0, colour::INK);
    paint::text_centred(img, st, r.x as f32 + 9.0, cy, d.era.letter());
    kind_symbol(img, d.kind, r.x as f32 + 26.0, cy, 6.0);
    r.right() as f32
}

/// A company kind's symbol: the good's shape, or a small ship for shipping.
fn kind_symbol(img: &mut RgbImage, kind: Kind, cx: f32, cy: f32, r: f32) {
    match kind {
        Kind::Production(g) => good_shape(img, g, cx, cy, r, None),
        Kind::Shipping => {
            let pts = [
                (cx - r * 1.4, cy - r * 0.6),
                (cx + r * 1.4, cy - r * 0.6),
                (cx + r * 0.9, cy + r * 0.7),
                (cx - r * 0.9, cy + r * 0.7),
            ];
            paint::fill_polygon(img, &pts, rgb(0x6D7F8F));
            paint::stroke_polygon(img, &pts, 1.0, colour::INK);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The side panel.

const PANEL_X: i32 = MAP_W;
const PANEL_PAD: i32 = 14;
const BAND_H: i32 = 86;
const PLAYER_TOP: i32 = BAND_H + 14;
const PLAYER_H: i32 = 104;

fn panel_rect() -> Rect {
    Rect::new(PANEL_X, 0, PANEL_W, HEIGHT)
}

/// Where a player's row is in the panel; tests look there for the cash.
fn player_row(i: usize) -> Rect {
    Rect::new(
        PANEL_X + PANEL_PAD - 6,
        PLAYER_TOP + i as i32 * (PLAYER_H + 6),
        PANEL_W - 2 * PANEL_PAD + 12,
        PLAYER_H,
    )
}

/// The box in a player's row where cash is written.
fn cash_box(i: usize) -> Rect {
    let r = player_row(i);
    Rect::new(r.right() - 120, r.y + 4, 112, 26)
}

/// The panel's ground, its band and the key: the same on every picture, so drawn in the base.
fn draw_panel_ground(img: &mut RgbImage) {
    let pr = panel_rect();
    paint::fill_rect(img, pr, colour::PANEL);
    paint::fill_rect(img, Rect::new(pr.x, 0, 2, HEIGHT), colour::PANEL_EDGE);
    paint::fill_rect(img, Rect::new(pr.x, 0, pr.w, BAND_H), colour::BAND);
    draw_legend(img, LEGEND_TOP);
}

/// Where the key starts; player rows and deeds above it stop short of it.
const LEGEND_TOP: i32 = HEIGHT - 150;

fn draw_panel(img: &mut RgbImage, p: &Picture) {
    let pr = panel_rect();
    // The band: title, era and phase, status.
    let x0 = pr.x + PANEL_PAD;
    let title = Style::bold(20.0, colour::BAND_TEXT);
    paint::text(
        img,
        title,
        x0,
        26,
        &paint::fit(title, &p.title, pr.w - 2 * PANEL_PAD),
    );
    let era = Style::bold(17.0, colour::BAND_TEXT);
    let e = paint::text(img, era, x0, 52, &format!("Era {}", p.era.letter()));
    let phase = Style::regular(17.0, colour::BAND_TEXT);
    paint::text(
        img,
        phase,
        e + 10,
        52,
        &paint::fit(
            phase,
            &format!("· {}", p.phase),
            pr.right() - e - 10 - PANEL_PAD,
        ),
    );
    let status = Style::bold(15.0, colour::STATUS);
    paint::text(
        img,
        status,
        x0,
        76,
        &paint::fit(status, &p.status, pr.w - 2 * PANEL_PAD),
    );

    for (i, pl) in p.players.iter().enumerate() {
        draw_player(img, p, i, pl);
    }
    let y = PLAYER_TOP + p.players.len() as i32 * (PLAYER_H + 6) + 6;
    draw_deed_list(img, p, y);
}

fn draw_player(img: &mut RgbImage, p: &Picture, i: usize, pl: &Player) {
    let row = player_row(i);
    let turn = p.turn == Some(i);
    if turn {
        paint::fill_round_rect(img, row, 8.0, colour::ROW_TURN);
        paint::stroke_round_rect(img, row, 8.0, 2.0, colour::INK);
    } else {
        paint::stroke_round_rect(img, row, 8.0, 1.0, colour::PANEL_EDGE);
    }
    let x0 = row.x + 8;
    let cy = (row.y + 17) as f32;
    seat_token(img, pl.seat, x0 as f32 + 11.0, cy, 11.0);
    let name = Style::bold(18.0, colour::INK);
    let order = Style::regular(13.0, colour::MUTED);
    let mut x = paint::text(img, order, x0 + 28, row.y + 23, &format!("{}.", i + 1)) + 4;
    let room = cash_box(i).x - x - 6;
    x = paint::text(img, name, x, row.y + 23, &paint::fit(name, &pl.name, room));
    if turn {
        let t = Style::bold(12.0, colour::ROUTE);
        if x + 6 + paint::text_width(t, "TURN") < cash_box(i).x {
            paint::text(img, t, x + 6, row.y + 22, "TURN");
        }
    }
    if let Some(cash) = pl.cash {
        let b = cash_box(i);
        let money = Style::bold(17.0, colour::INK);
        let s = format!("Rp {cash}");
        paint::text_right(
            img,
            money,
            b.right(),
            row.y + 23,
            &paint::fit(money, &s, b.w),
        );
    }
    // Research: five tracks of five steps.
    let ty = row.y + 34;
    let small = Style::regular(11.0, colour::MUTED);
    for (t, &step) in pl.research.iter().enumerate() {
        let tx = x0 + t as i32 * 74;
        paint::text(img, small, tx, ty + 10, TRACKS[t]);
        for s in 0..5 {
            let r = Rect::new(tx + s * 12, ty + 14, 10, 8);
            let c = if (s as u8) < step {
                colour::TRACK_FULL
            } else {
                colour::TRACK_EMPTY
            };
            paint::fill_rect(img, r, c);
        }
    }
    // Companies owned: their tokens in a row.
    let owned: Vec<usize> = (0..p.companies.len())
        .filter(|&c| p.companies[c].owner == pl.seat)
        .collect();
    let cy = (row.y + 80) as f32;
    let label = Style::regular(12.0, colour::MUTED);
    let mut x = paint::text(
        img,
        label,
        x0,
        cy as i32 + 4,
        if owned.is_empty() {
            "no companies"
        } else {
            "owns"
        },
    ) + 8;
    for c in owned {
        let co = &p.companies[c];
        let text = format!("{} {}", tag(co), co.home);
        let st = Style::bold(12.0, colour::INK);
        let w = 32 + paint::text_width(st, &text);
        if x + w > row.right() - 4 {
            paint::text(img, st, x, cy as i32 + 4, "…");
            break;
        }
        match co.kind {
            Kind::Production(_) => goods_token(img, x as f32 + 8.0, cy, 7.0, co),
            Kind::Shipping => ship(img, x as f32 + 13.0, cy, co.owner, ""),
        }
        let gap = if co.kind == Kind::Shipping { 30 } else { 20 };
        x = paint::text(img, st, x + gap, cy as i32 + 4, &text) + 10;
    }
}

/// A player's seat token: colour, shape and turn-order number.
fn seat_token(img: &mut RgbImage, seat: usize, cx: f32, cy: f32, r: f32) {
    use std::f32::consts::PI;
    let fill = player_colour(seat);
    let pts = match seat % 5 {
        0 => None,
        1 => Some(paint::regular_polygon(cx, cy, r * 1.3, 4, PI / 4.0)),
        2 => Some(paint::regular_polygon(
            cx,
            cy + r * 0.2,
            r * 1.4,
            3,
            -PI / 2.0,
        )),
        3 => Some(paint::regular_polygon(cx, cy, r * 1.3, 4, 0.0)),
        _ => Some(paint::regular_polygon(cx, cy, r * 1.2, 5, -PI / 2.0)),
    };
    match pts {
        None => {
            paint::fill_circle(img, cx, cy, r + 1.5, colour::INK);
            paint::fill_circle(img, cx, cy, r, fill);
        }
        Some(pts) => {
            paint::fill_polygon(img, &grow(&pts, cx, cy, 1.8), colour::INK);
            paint::fill_polygon(img, &pts, fill);
        }
    }
    paint::text_centred(
        img,
        Style::bold(12.0, colour::INK),
        cx,
        cy + 1.0,
        &(seat + 1).to_string(),
    );
}

/// The unclaimed deeds in two columns, above the key; those that do not fit are counted.
fn draw_deed_list(img: &mut RgbImage, p: &Picture, y: i32) {
    let x0 = PANEL_X + PANEL_PAD;
    let head = Style::bold(15.0, colour::INK);
    paint::text(
        img,
        head,
        x0,
        y + 14,
        &format!("Unclaimed deeds ({})", p.deeds.len()),
    );
    let y = y + 22;
    let st = Style::regular(13.0, colour::INK);
    let col_w = (PANEL_W - 2 * PANEL_PAD) / 2;
    for (k, d) in p.deeds.iter().enumerate() {
        let (col, row) = (k % 2, k / 2);
        let x = x0 + col as i32 * col_w;
        let cy = (y + row as i32 * 24 + 10) as f32;
        if cy as i32 + 12 > LEGEND_TOP - 4 {
            let more = format!("and {} more", p.deeds.len() - k);
            paint::text_right(img, st, x0 + 2 * col_w, y - 8, &more);
            break;
        }
        let e = deed_card(img, x as f32, cy, d);
        let text = format!("{} {}", d.kind.name(), d.province);
        paint::text(
            img,
            st,
            e as i32 + 5,
            cy as i32 + 5,
            &paint::fit(st, &text, col_w - 46),
        );
    }
}

/// The key: goods, cities, ships, deeds, links, the plan.
fn draw_legend(img: &mut RgbImage, y: i32) {
    let x0 = PANEL_X + PANEL_PAD;
    let head = Style::bold(15.0, colour::INK);
    paint::text(img, head, x0, y + 14, "Key");
    let st = Style::regular(12.0, colour::INK);
    let mut x = x0;
    let cy = (y + 34) as f32;
    for g in Good::ALL {
        good_shape(img, g, x as f32 + 8.0, cy, 7.0, None);
        x = paint::text(img, st, x + 19, cy as i32 + 4, g.name()) + 12;
    }
    let cy = cy + 28.0;
    let sample = Company {
        number: 3,
        owner: 1,
        kind: Kind::Production(Good::Rice),
        home: String::new(),
    };
    goods_token(img, x0 as f32 + 9.0, cy, 8.0, &sample);
    paint::text(
        img,
        st,
        x0 + 24,
        cy as i32 + 4,
        "company 3's good, ring = owner",
    );
    let cy = cy + 26.0;
    ship(img, x0 as f32 + 14.0, cy, 1, "3");
    paint::text(img, st, x0 + 34, cy as i32 + 4, "ship of company 3");
    city(img, x0 as f32 + 240.0, cy - 1.0, 2);
    paint::text(img, st, x0 + 258, cy as i32 + 4, "city, size 2");
    let cy = cy + 26.0;
    paint::line(
        img,
        (x0 as f32, cy),
        (x0 as f32 + 28.0, cy),
        3.5,
        colour::LINK_LAND,
    );
    paint::text(img, st, x0 + 34, cy as i32 + 4, "land link");
    paint::dashed_line(
        img,
        (x0 as f32 + 120.0, cy),
        (x0 as f32 + 150.0, cy),
        2.5,
        (5.0, 4.0),
        colour::LINK_SEA,
    );
    paint::text(img, st, x0 + 156, cy as i32 + 4, "sea link");
    paint::line(
        img,
        (x0 as f32 + 230.0, cy),
        (x0 as f32 + 258.0, cy),
        3.0,
        colour::ROUTE,
    );
    cubes(img, x0 as f32 + 244.0, cy, Good::Rice, 1);
    paint::text(img, st, x0 + 264, cy as i32 + 4, "planned cargo");
}

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

#[cfg(test)]
mod tests {
    use super::*;

    fn at(img: &RgbImage, x: f32, y: f32) -> Rgb<u8> {
        *img.get_pixel(x as u32, y as u32)
    }

    /// Pixels of colour `c` inside `r`.
    fn count(img: &RgbImage, r: Rect, c: Rgb<u8>) -> usize {
        let mut n = 0;
        for y in r.y.max(0)..r.bottom().min(img.height() as i32) {
            for x in r.x.max(0)..r.right().min(img.width() as i32) {
                if *img.get_pixel(x as u32, y as u32) == c {
                    n += 1;
                }
            }
        }
        n
    }

    /// Pixels that differ between two pictures inside `r`.
    fn changed(a: &RgbImage, b: &RgbImage, r: Rect) -> usize {
        let mut n = 0;
        for y in r.y.max(0)..r.bottom().min(a.height() as i32) {
            for x in r.x.max(0)..r.right().min(a.width() as i32) {
                if a.get_pixel(x as u32, y as u32) != b.get_pixel(x as u32, y as u32) {
                    n += 1;
                }
            }
        }
        n
    }

    fn text_box(cx: f32, cy: f32, style: Style, s: &str) -> Rect {
        let w = paint::text_width(style, s);
        Rect::new(
            (cx - w as f32 / 2.0) as i32 - 1,
            (cy - style.size) as i32,
            w + 2,
            (style.size * 2.0) as i32,
        )
    }

    #[test]
    fn sample_is_wide_enough() {
        let img = draw(&sample());
        assert!(img.width() >= 1600, "width {}", img.width());
        assert_eq!((img.width() as i32, img.height() as i32), (WIDTH, HEIGHT));
    }

    #[test]
    fn the_map_has_every_area_and_sea() {
        let lay = layout();
        assert_eq!(lay.areas.len(), 116);
        assert_eq!(lay.seas.len(), 21);
        assert_eq!(lay.provinces.len(), 26);
        assert!(area_names().contains(&"Jabar3"));
        assert!(sea_names().contains(&"S21"));
        for (i, _) in lay.areas.iter().enumerate() {
            assert!(
                lay.owner.contains(&Owner::Area(i as u16)),
                "area {i} has no cells"
            );
        }
    }

    #[test]
    fn every_area_sea_and_province_is_labelled() {
        let img = draw(&sample());
        let lay = layout();
        for a in &lay.areas {
            let st = Style::bold(12.0, colour::TEXT);
            let r = text_box(a.label[0], a.label[1] - LABEL_UP, st, &a.short);
            let inked = count(&img, r, colour::TEXT);
            assert!(inked >= 25, "{}: {inked} pixels of its name", a.short);
        }
        for s in &lay.seas {
            let st = Style::bold(17.0, colour::SEA_TEXT);
            let r = text_box(s.label[0], s.label[1] - 4.0, st, &s.short);
            let inked = count(&img, r, colour::SEA_TEXT);
            assert!(inked >= 25, "{}: {inked} pixels of its name", s.short);
        }
        for p in &lay.provinces {
            let st = Style::bold(12.0, colour::PROVINCE_TEXT);
            let r = text_box(p.label[0], p.label[1], st, &p.name.to_uppercase());
            let inked = count(&img, r, colour::PROVINCE_TEXT);
            assert!(inked >= 40, "{}: {inked} pixels of its name", p.name);
        }
    }

    #[test]
    fn neighbouring_provinces_have_different_tints() {
        let lay = layout();
        for i in 0..lay.owner.len() {
            for j in lay.neighbours(i) {
                if let (Owner::Area(a), Owner::Area(b)) = (lay.owner[i], lay.owner[j]) {
                    let (p, q) = (lay.area_province[a as usize], lay.area_province[b as usize]);
                    if p != q {
                        assert_ne!(lay.province_tint[p], lay.province_tint[q]);
                    }
                }
            }
        }
    }

    #[test]
    fn cash_is_drawn_only_when_money_is_open() {
        let open = sample();
        let mut closed = open.clone();
        for pl in &mut closed.players {
            pl.cash = None;
        }
        let (a, b) = (draw(&open), draw(&closed));
        for i in 0..open.players.len() {
            let r = cash_box(i);
            assert!(changed(&a, &b, r) > 50, "player {i}: no cash drawn");
            // Closed: nothing but the row's ground in the cash box.
            let ground = at(&b, r.x as f32 + 1.0, r.y as f32 + 1.0);
            assert_eq!(
                count(&b, r, ground),
                (r.w * r.h) as usize,
                "player {i}: something drawn where cash would be"
            );
        }
        // Cash changes nothing outside the cash boxes.
        let total = changed(&a, &b, Rect::new(0, 0, WIDTH, HEIGHT));
        let inside: usize = (0..open.players.len())
            .map(|i| changed(&a, &b, cash_box(i)))
            .sum();
        assert_eq!(total, inside);
    }

    #[test]
    fn whose_turn_is_marked() {
        let mut p = sample();
        p.turn = Some(2);
        let img = draw(&p);
        let row = player_row(2);
        assert_eq!(at(&img, row.x as f32 + 4.0, row.cy()), colour::ROW_TURN);
        let other = player_row(1);
        assert_eq!(at(&img, other.x as f32 + 4.0, other.cy()), colour::PANEL);
        p.turn = None;
        let img = draw(&p);
        assert_eq!(at(&img, row.x as f32 + 4.0, row.cy()), colour::PANEL);
    }

    #[test]
    fn goods_cities_and_ships_are_drawn() {
        let p = sample();
        let img = draw(&p);
        let lay = layout();
        let (x, y) = lay.area_label("Kalbar1").unwrap();
        // Company 7 (index 6) is dewi's rubber: a green square outlined in her colour.
        assert_eq!(at(&img, x, y + TOKEN_DOWN + 5.0), Good::Rubber.fill());
        assert_eq!(at(&img, x - 11.0, y + TOKEN_DOWN), player_colour(3));
        let (x, y) = lay.area_label("Jabar1").unwrap();
        assert_eq!(at(&img, x - 10.0, y + TOKEN_DOWN + 6.0), colour::CITY);
        // Ships sit below their sea's name; the base map has none.
        let (x, y) = lay.sea_label("S4").unwrap();
        let r = Rect::new(x as i32 - 16, y as i32 + 22, 32, 18);
        assert!(count(&img, r, player_colour(2)) > 100);
        assert_eq!(count(base(), r, player_colour(2)), 0);
    }

    #[test]
    fn the_plan_is_drawn_only_during_operations() {
        let p = sample();
        let mut quiet = p.clone();
        quiet.plan.clear();
        let (a, b) = (draw(&p), draw(&quiet));
        let map = Rect::new(0, 0, MAP_W, MAP_H);
        assert!(count(&a, map, colour::ROUTE) > 500);
        assert_eq!(count(&b, map, colour::ROUTE), 0);
    }

    #[test]
    fn unclaimed_deeds_are_listed_and_placed() {
        let p = sample();
        let mut none = p.clone();
        none.deeds.clear();
        let (a, b) = (draw(&p), draw(&none));
        let lay = layout();
        let i = lay.province_index["Sarawak"];
        let pf = &lay.provinces[i];
        let r = Rect::new(pf.label[0] as i32, pf.label[1] as i32 - 12, 160, 24);
        assert!(count(&a, r, colour::DEED) > 100, "no deed card by Sarawak");
        assert_eq!(count(&b, r, colour::DEED), 0);
    }

    #[test]
    fn sample_png_is_small_enough() {
        let png = encode_png(&draw(&sample()));
        assert!(png.len() < 1_000_000, "{} bytes", png.len());
    }

    #[test]
    fn png_decodes_to_the_same_picture() {
        let img = draw(&sample());
        let png = encode_png(&img);
        let back = image::load_from_memory_with_format(&png, image::ImageFormat::Png)
            .expect("our PNG decodes")
            .to_rgb8();
        assert!(back == img, "PNG is lossless");
    }

    #[test]
    fn drawing_is_deterministic() {
        let (a, b) = (sample(), sample());
        assert_eq!(a, b);
        let png_a = encode_png(&draw(&a));
        assert_eq!(png_a, encode_png(&draw(&b)));
        let mut c = sample();
        c.cities[0].size = 1;
        assert_ne!(png_a, encode_png(&draw(&c)), "a visible change shows");
    }

    #[test]
    fn odd_input_does_not_panic() {
        let mut p = sample();
        p.goods.push(Goods {
            area: "Atlantis1".into(),
            company: 0,
        });
        p.goods.push(Goods {
            area: "Jabar2".into(),
            company: 99,
        });
        p.ships.push(Ship {
            sea: "S99".into(),
            company: 1,
        });
        p.ships.extend((0..14).map(|_| Ship {
            sea: "S7".into(),
            company: 0,
        }));
        p.plan.push(Route {
            good: Good::Oil,
            producer: 8,
            shipper: 99,
            from: "Kalsel1".into(),
            seas: vec!["S99".into()],
            to: "nowhere".into(),
            cubes: 40,
        });
        p.turn = Some(17);
        p.players[0].name = "a name far too long to fit in any column at all \u{1F600}".into();
        p.players[1].research = [0, 9, 255, 5, 1];
        p.deeds.extend(p.deeds.clone());
        draw(&p);
        p.players.extend(p.players.clone());
        draw(&p);
        p.players.clear();
        p.companies.clear();
        draw(&p);
    }
}
