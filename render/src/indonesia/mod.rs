//! The Indonesia board picture: a schematic map of the archipelago with every land area and sea
//! named, the companies' goods, cities, ships, unclaimed deeds and the shipping plan drawn on
//! it, and a side panel with the era, the phase, the turn order and each player's research,
//! companies and (when money is open) cash.
//!
//! The map comes from `assets/indonesia/layout.toml` (see docs/indonesia-pictures.md): a grid of
//! hexagonal cells, each a land area's, a sea's, or outside play. The static map is drawn once
//! per process into a cached base image; a picture copies it and draws the game on top.
//!
//! Here: the [`Picture`] structs and [`draw`]. The `layout` asset is read once and the static
//! `map` drawn from it; on top go the `pieces` (goods, cities, ships), the `shipping` plan and
//! the unclaimed `deeds`; the side `panel` holds the band, the `players` and the key.
//! [`layout_gen`] is the generator of the layout asset, not used when drawing.

mod colour;
mod deeds;
mod layout;
pub mod layout_gen;
mod map;
mod panel;
mod pieces;
mod players;
mod sample;
mod shipping;

#[cfg(test)]
mod tests;

use image::{Rgb, RgbImage};

use crate::paint::{self, Canvas, Palette, rgb};
use deeds::draw_deeds_on_map;
use layout::{Layout, layout};
pub use layout::{area_names, sea_names};
use panel::draw_panel;
use pieces::{city, goods_token};
pub use sample::sample;
use shipping::{draw_plan, draw_ships};
use std::sync::OnceLock;

/// The colour the picture draws a seat's pieces, token and row in (see [`Player::seat`]), as
/// `0xRRGGBB`.
pub fn player_colour(seat: usize) -> u32 {
    paint::hex(pieces::player_colour(seat))
}

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
    /// The captions, in the reader's language.
    pub words: Words,
}

/// The picture's own words: headings, labels and the key. The renderer draws what it is given
/// (the table fills them in its language from the catalogues); [`Words::default`] is English.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Words {
    /// Before the era's letter: "Era C".
    pub era: String,
    /// Beside the name of the player whose turn it is.
    pub turn: String,
    /// The research tracks, in the order of `Player::research`.
    pub tracks: [String; 5],
    /// Before a player's companies, or instead of them.
    pub owns: String,
    pub no_companies: String,
    /// The deeds' heading, before their count: "Unclaimed deeds (7)".
    pub unclaimed_deeds: String,
    /// Around a count of deeds left out: "and 3 more".
    pub and: String,
    pub more: String,
    /// The key.
    pub key: String,
    pub company_good: String,
    pub company_ship: String,
    pub city_size: String,
    pub land_link: String,
    pub sea_link: String,
    pub planned_cargo: String,
}

impl Default for Words {
    fn default() -> Words {
        let s = str::to_string;
        Words {
            era: s("Era"),
            turn: s("TURN"),
            tracks: TRACKS.map(s),
            owns: s("owns"),
            no_companies: s("no companies"),
            unclaimed_deeds: s("Unclaimed deeds"),
            and: s("and"),
            more: s("more"),
            key: s("Key"),
            company_good: s("company 3's good, ring = owner"),
            company_ship: s("ship of company 3"),
            city_size: s("city, size 2"),
            land_link: s("land link"),
            sea_link: s("sea link"),
            planned_cargo: s("planned cargo"),
        }
    }
}

/// The key's words, which the cached base holds.
fn key_words(w: &Words) -> [&str; 7] {
    [
        &w.key,
        &w.company_good,
        &w.company_ship,
        &w.city_size,
        &w.land_link,
        &w.sea_link,
        &w.planned_cargo,
    ]
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

/// An area's name sits this far above its label point, its good or city this far below.
const LABEL_UP: f32 = 9.0;
const TOKEN_DOWN: f32 = 10.0;

const MAP_W: i32 = 1910;
const MAP_H: i32 = 1090;
const PANEL_W: i32 = 400;
pub const WIDTH: i32 = MAP_W + PANEL_W;
pub const HEIGHT: i32 = MAP_H;

// The side panel, top to bottom: the band, a row per player, the unclaimed deeds, the key.
const PANEL_X: i32 = MAP_W;
const PANEL_PAD: i32 = 14;
const BAND_H: i32 = 86;
const PLAYER_TOP: i32 = BAND_H + 14;
const PLAYER_H: i32 = 104;
/// Where the key starts; player rows and deeds above it stop short of it.
const LEGEND_TOP: i32 = HEIGHT - 150;

/// What every picture shows alike: the map with its names, the panel's ground and key (in
/// English). Drawn once per process; a picture copies it and draws the game on top.
fn base() -> &'static RgbImage {
    static BASE: OnceLock<RgbImage> = OnceLock::new();
    BASE.get_or_init(|| base_in(&Words::default()))
}

/// The base with the key in `words`: drawn once per process for each language's key (a
/// language or two), English from [`base`].
fn base_for(words: &Words) -> &'static RgbImage {
    type Bases = Vec<(Vec<String>, &'static RgbImage)>;
    static BASES: OnceLock<std::sync::Mutex<Bases>> = OnceLock::new();
    if key_words(words) == key_words(&Words::default()) {
        return base();
    }
    let key: Vec<String> = key_words(words).iter().map(|w| w.to_string()).collect();
    let mut bases = BASES
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    if let Some((_, img)) = bases.iter().find(|(k, _)| *k == key) {
        return img;
    }
    let img: &'static RgbImage = Box::leak(Box::new(base_in(words)));
    bases.push((key, img));
    img
}

fn base_in(words: &Words) -> RgbImage {
    let mut img = RgbImage::new(WIDTH as u32, HEIGHT as u32);
    let canvas = &mut Canvas::new(&mut img);
    map::draw_map(canvas, layout());
    panel::draw_panel_ground(canvas, words);
    img
}

/// Draws the board picture. Pure: the same picture always gives the same pixels.
pub fn draw(p: &Picture) -> RgbImage {
    paint::draw_on(base_for(&p.words), |img| draw_game(img, layout(), p))
}

/// Draws the game on the base.
fn draw_game(img: &mut Canvas, lay: &Layout, p: &Picture) {
    draw_deeds_on_map(img, lay, p);
    draw_plan(img, lay, p);
    for c in &p.cities {
        if let Some((x, y)) = lay.area_label(&c.area) {
            city(img, x, y + TOKEN_DOWN, c.size);
        }
    }
    for g in &p.goods {
        if let (Some((x, y)), Some(company)) = (lay.area_label(&g.area), p.companies.get(g.company))
        {
            goods_token(img, x, y + TOKEN_DOWN, 9.0, company);
        }
    }
    draw_ships(img, lay, p);
    draw_panel(img, p);
}

/// Every colour the picture paints flat: kept exact by the PNG's palette.
pub(crate) fn flat_colours() -> Vec<Rgb<u8>> {
    let mut v = colour::flat();
    for g in [
        Good::Rice,
        Good::Spice,
        Good::Rubber,
        Good::SiapSaji,
        Good::Oil,
    ] {
        v.push(g.fill());
        v.push(g.ink());
    }
    v
}

/// The palette the PNG is written in: every flat colour, and the commonest edge shades of the
/// late-game sample and of the bare map. Built once per process, on the static map as base.
pub(crate) fn palette() -> &'static Palette {
    static PALETTE: OnceLock<Palette> = OnceLock::new();
    PALETTE.get_or_init(|| {
        let busy = draw(&sample());
        Palette::new(&flat_colours(), &[&busy, base()], 256)
    })
}

/// Encodes an Indonesia picture as an 8-bit paletted PNG: flat colours exact, antialiased
/// edges in the nearest of the palette's shades (an RGB file was about 800 KB).
pub fn encode_png(img: &RgbImage) -> Vec<u8> {
    paint::encode_png_indexed(img, palette())
}

/// The board picture as a PNG: what [`encode_png`] makes of [`draw`]'s picture.
pub fn png(p: &Picture) -> Vec<u8> {
    paint::draw_png(base_for(&p.words), palette(), |img| {
        draw_game(img, layout(), p)
    })
}
