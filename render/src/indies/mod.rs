//! The East Indies picture: a schematic map of the twelve Indies areas, the Europe box and the
//! Command of the Seas box, with the companies' fleets, factories and stored commodity markers
//! on it; above it the year and what the game waits for; below it each company's treasury,
//! fleets and sealed orders, and the price chart.
//!
//! The table fills a [`Picture`] from the game's public view (nothing secret: orders are only
//! ever shown as sealed or not); [`draw`] turns it into an image and [`encode_png`] into a small
//! 8-bit paletted PNG. The boxes' places come from `assets/indies/layout.toml` (see
//! docs/indies-pictures.md). The static map is drawn once per process into a cached base image;
//! each picture copies it and draws the game on top.

mod draw;
mod layout;
mod sample;
#[cfg(test)]
mod tests;

use std::sync::OnceLock;
use std::time::{Duration, Instant};

use image::RgbImage;

use crate::paint::{self, Palette};

pub use draw::draw;
pub use layout::{HEIGHT, WIDTH};
pub use sample::{crowded, opening, sample};

/// The colour the picture draws a company in (its fleets, flags, trails and panel chip), by
/// its seat (see [`Company::seat`]), as `0xRRGGBB`.
pub fn company_colour(seat: usize) -> u32 {
    paint::hex(draw::company_colour(seat))
}

/// The six commodities, in the order of the commodity draw (d6 1 to 6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Commodity {
    Pepper,
    Cinnamon,
    Cloves,
    Nutmeg,
    Silk,
    Tea,
}

impl Commodity {
    pub const ALL: [Commodity; 6] = [
        Commodity::Pepper,
        Commodity::Cinnamon,
        Commodity::Cloves,
        Commodity::Nutmeg,
        Commodity::Silk,
        Commodity::Tea,
    ];

    /// The name as players read it: "cloves".
    pub fn name(self) -> &'static str {
        match self {
            Commodity::Pepper => "pepper",
            Commodity::Cinnamon => "cinnamon",
            Commodity::Cloves => "cloves",
            Commodity::Nutmeg => "nutmeg",
            Commodity::Silk => "silk",
            Commodity::Tea => "tea",
        }
    }

    /// The two letters printed on its chips and markers: Pe, Ci, Cl, Nu, Si, Te.
    pub fn abbrev(self) -> &'static str {
        match self {
            Commodity::Pepper => "Pe",
            Commodity::Cinnamon => "Ci",
            Commodity::Cloves => "Cl",
            Commodity::Nutmeg => "Nu",
            Commodity::Silk => "Si",
            Commodity::Tea => "Te",
        }
    }
}

/// Everything drawn on an East Indies picture. Built from the public view only: positions,
/// cargo, treasuries and factories are public; orders are not, and only whether a company has
/// sealed them appears here.
#[derive(Debug, Clone, PartialEq)]
pub struct Picture {
    /// E.g. "East Indies · 5 companies".
    pub title: String,
    /// What the game waits for, after the phase, e.g. "3 of 5 companies have sealed their orders".
    pub status: String,
    /// The current year, e.g. 1603; with `first_year` and `last_year` (1600 and 1611 in a
    /// 12-year game) it reads "1603 · year 4 of 12".
    pub year: u16,
    pub first_year: u16,
    pub last_year: u16,
    /// The step of the year as players name it, e.g. "Order round 1", "Game over".
    pub phase: String,
    /// The companies, one per seat, in any order; the panel lists them in `initiative` order.
    pub companies: Vec<Company>,
    /// Seats in this year's initiative order, highest first; empty before the first roll.
    /// Companies missing from it are listed after, by seat.
    pub initiative: Vec<usize>,
    /// The Indies areas. Matched to the map by name; fleets point into this list.
    pub areas: Vec<Area>,
    pub fleets: Vec<Fleet>,
    /// Each commodity's current price in florins for a full share.
    pub prices: Vec<(Commodity, u32)>,
    /// The price ladder, lowest first: the chart's columns (24, 36, 48 by default).
    pub ladder: Vec<u32>,
    /// What the last resolved order round did on the map, in the order it was resolved:
    /// drawn as trails, and marks on the boxes where something was fought or lost.
    pub changes: Vec<Change>,
    /// The captions, in the table's language.
    pub words: Words,
}

/// Every caption the picture draws, given by the caller in the table's language (the bot's
/// catalogues); [`Words::default`] is English. Names stay the game's own and are not here:
/// areas, sites, nations, commodities and their two letters, "CSB" where a fleet is.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Words {
    /// The band, around the year's number and the game's length: "year 4 of 12".
    pub year: String,
    pub of: String,
    /// The Europe box's title and note; the title also says where a fleet is in the panel.
    pub europe: String,
    pub europe_note: String,
    /// The Command of the Seas box's title (the fleets' place in the panel too) and note.
    pub csb: String,
    pub csb_note: String,
    /// Before an area's distance to Europe on its badge: "Eur 8".
    pub eur: String,
    pub no_commodity: String,
    /// After the count of fleets a box has no room for: "+2 more".
    pub more: String,
    /// The last round's marks: "⚔ battle", "sunk: N-A", "Ambon taken by N",
    /// "Japara held against P".
    pub battle: String,
    pub sunk: String,
    pub taken_by: String,
    pub held_against: String,
    /// The panel's headings: the companies' before and after the first initiative roll.
    pub companies: String,
    pub companies_in_order: String,
    pub prices: String,
    pub prices_note: String,
    /// A company's row: "treasury 212 fl", "1 factory", "3 factories", "score 130".
    pub treasury: String,
    pub fl: String,
    pub factory: String,
    pub factories: String,
    pub orders_sealed: String,
    pub drafting: String,
    pub score: String,
    /// A fleet's units, one and several, in the order caravel, carrack, galleon, soldier,
    /// leader, explorer: "1 carrack", "2 galleons".
    pub units: [[String; 2]; 6],
    /// Before a fleet's markers: "cargo Cl 1/3".
    pub cargo: String,
    pub no_fleets: String,
    /// After the count of fleets a company's row has no room for: "+3 more fleets".
    pub more_fleets: String,
    /// The key under the price chart.
    pub key: String,
    pub key_fleet: String,
    pub key_ships: String,
    pub key_factory: String,
    pub forts: String,
    pub soldiers: String,
    pub key_share: String,
    pub key_bounds: String,
    pub key_adjacent: String,
}

impl Default for Words {
    fn default() -> Words {
        let s = str::to_string;
        let unit = |one: &str, many: &str| [s(one), s(many)];
        Words {
            year: s("year"),
            of: s("of"),
            europe: s("Europe"),
            europe_note: s("sail to an area for its Eur bounds"),
            csb: s("CSB"),
            csb_note: s("Command of the Seas: 1 bound"),
            eur: s("Eur"),
            no_commodity: s("no commodity drawn yet"),
            more: s("more"),
            battle: s("⚔ battle"),
            sunk: s("sunk"),
            taken_by: s("taken by"),
            held_against: s("held against"),
            companies: s("Companies"),
            companies_in_order: s("Companies, in initiative order"),
            prices: s("Prices"),
            prices_note: s("florins a full share"),
            treasury: s("treasury"),
            fl: s("fl"),
            factory: s("factory"),
            factories: s("factories"),
            orders_sealed: s("✓ orders sealed"),
            drafting: s("drafting orders"),
            score: s("score"),
            units: [
                unit("caravel", "caravels"),
                unit("carrack", "carracks"),
                unit("galleon", "galleons"),
                unit("soldier", "soldiers"),
                unit("leader", "leaders"),
                unit("explorer", "explorers"),
            ],
            cargo: s("cargo"),
            no_fleets: s("no fleets"),
            more_fleets: s("more fleets"),
            key: s("Key"),
            key_fleet: s("fleet A of the Netherlands (N):"),
            key_ships: s("3 ships; crate = cargo aboard"),
            key_factory: s("factory of England"),
            forts: s("forts"),
            soldiers: s("soldiers"),
            key_share: s("a third share of cloves"),
            key_bounds: s("bounds to Europe"),
            key_adjacent: s("adjacent areas: 2 bounds a step"),
        }
    }
}

impl Words {
    /// The English words, made once per process: what [`draw`] compares a picture's words
    /// with to use the English base.
    pub(crate) fn english() -> &'static Words {
        static ENGLISH: OnceLock<Words> = OnceLock::new();
        ENGLISH.get_or_init(Words::default)
    }

    /// The words the cached base holds (the boxes' titles and notes, the panel's headings of
    /// the chart and the key): two pictures with the same ones share a base.
    fn on_base(&self) -> [&str; 16] {
        [
            &self.eur,
            &self.europe,
            &self.europe_note,
            &self.csb,
            &self.csb_note,
            &self.prices,
            &self.prices_note,
            &self.key,
            &self.key_fleet,
            &self.key_ships,
            &self.key_factory,
            &self.forts,
            &self.soldiers,
            &self.key_share,
            &self.key_bounds,
            &self.key_adjacent,
        ]
    }
}

/// Something the last resolved order round did on the map (all public once revealed).
#[derive(Debug, Clone, PartialEq)]
pub enum Change {
    /// A fleet moved through `path`, where it started first: a trail in its owner's colour.
    Sailed {
        owner: usize,
        letter: String,
        path: Vec<Place>,
    },
    /// A naval combat was fought here.
    Battle { at: Place },
    /// A fleet lost its last ship here.
    Sunk {
        owner: usize,
        letter: String,
        at: Place,
    },
    /// `owner` invaded the factory at `site` of the area `area` (an index into
    /// `Picture::areas`); `taken` when it fell.
    Invaded {
        owner: usize,
        area: usize,
        site: String,
        taken: bool,
    },
}

/// A trading company: one per seat.
#[derive(Debug, Clone, PartialEq)]
pub struct Company {
    /// The player's seat, 0 to 4: the company's colour on the picture, fixed all game.
    pub seat: usize,
    /// The nation's name: "Portugal", "Netherlands", "England", "France" or "Denmark". Its
    /// initial (P, N, E, F, D) is printed on every fleet counter and factory flag, so companies
    /// are told apart without colour.
    pub nation: String,
    /// The player's name as the channel knows it.
    pub player: String,
    /// Florins in the treasury (public).
    pub treasury: u32,
    /// The score: during the game what it would be now (treasury plus the factories'
    /// points), the final score once the game is over.
    pub score: Option<u32>,
    /// During an order round: whether the company has sealed its orders (`Some(false)`: still
    /// drafting). `None` outside order rounds. What was ordered is never shown.
    pub sealed: Option<bool>,
}

impl Company {
    /// The nation's initial as printed on counters and flags.
    pub fn initial(&self) -> char {
        initial(&self.nation)
    }
}

/// The nation's initial: the first letter, a leading "the " skipped.
fn initial(nation: &str) -> char {
    let n = nation.trim();
    let n = n
        .strip_prefix("the ")
        .or_else(|| n.strip_prefix("The "))
        .unwrap_or(n);
    n.chars()
        .find(|c| c.is_alphanumeric())
        .map(|c| c.to_uppercase().next().unwrap_or(c))
        .unwrap_or('?')
}

/// An Indies area, named as players type it ("Java", "China Coast").
#[derive(Debug, Clone, PartialEq)]
pub struct Area {
    pub name: String,
    /// The trans-oceanic distance to or from Europe, in bounds.
    pub europe: u32,
    /// The area's commodity, once the first fleet to arrive has drawn it.
    pub commodity: Option<Commodity>,
    /// Its sites, matched to the map by name; sites without a factory may be left out.
    pub sites: Vec<Site>,
}

/// A coastal site of an area ("Bantam"), with the factory standing there, if any.
#[derive(Debug, Clone, PartialEq)]
pub struct Site {
    pub name: String,
    pub factory: Option<Factory>,
}

/// A factory: its owner, its forts, the soldiers left there and the commodity markers stored.
#[derive(Debug, Clone, PartialEq)]
pub struct Factory {
    /// The owning company's seat.
    pub owner: usize,
    pub forts: u32,
    pub soldiers: u32,
    pub markers: Vec<Marker>,
}

/// A commodity marker: a full share (`share` 1) or a part of one (`share` 3 is "1/3").
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Marker {
    pub commodity: Commodity,
    /// The denominator of the share, 1 to 5.
    pub share: u8,
}

/// Where a fleet is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    Europe,
    /// An index into `Picture::areas`.
    Area(usize),
    /// The Indies Command of the Seas box.
    Csb,
}

/// A company's fleet: its ships and everything aboard.
#[derive(Debug, Clone, PartialEq)]
pub struct Fleet {
    /// The owning company's seat.
    pub owner: usize,
    /// The name the company gave it, usually a letter: "A".
    pub letter: String,
    pub ships: Ships,
    pub soldiers: u32,
    pub leaders: u32,
    pub explorers: u32,
    /// Commodity markers in the hold.
    pub cargo: Vec<Marker>,
    pub at: Place,
}

/// A fleet's ships by kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Ships {
    pub caravels: u32,
    pub carracks: u32,
    pub galleons: u32,
}

impl Ships {
    pub fn total(&self) -> u32 {
        self.caravels + self.carracks + self.galleons
    }
}

/// The default price ladder.
pub const LADDER: [u32; 3] = [24, 36, 48];

/// The palette the PNG is written in: every colour the picture paints, and the commonest edge
/// shades of the sample picture. Built once per process.
pub(crate) fn palette() -> &'static Palette {
    static PALETTE: OnceLock<Palette> = OnceLock::new();
    PALETTE.get_or_init(|| {
        let busy = draw(&sample());
        let start = draw(&opening());
        Palette::new(&draw::flat_colours(), &[&busy, &start], 256)
    })
}

/// Encodes an East Indies picture as an 8-bit paletted PNG (about a third the size of an RGB
/// one, and quicker to compress). Antialiased edges come out in the nearest of the palette's
/// shades; flat colours exactly.
pub fn encode_png(img: &RgbImage) -> Vec<u8> {
    paint::encode_png_indexed(img, palette())
}

/// The picture as a PNG: what [`encode_png`] makes of [`draw`]'s picture.
pub fn png(p: &Picture) -> Vec<u8> {
    draw::png(p, palette())
}

/// Figures from [`bench_sample`].
#[derive(Debug, Clone, Copy)]
pub struct Bench {
    /// The first picture of the process, which also draws the static map and builds the palette.
    pub first: Duration,
    /// Median and 99th percentile of drawing the sample and encoding it as PNG.
    pub p50: Duration,
    pub p99: Duration,
    /// The PNG's size in bytes, and the picture's size in pixels.
    pub bytes: usize,
    pub width: u32,
    pub height: u32,
}

/// Draws and encodes the [`sample`] picture `samples` times (after one warm-up that builds the
/// cached base image and palette) and reports the timings and the PNG's size: the figure
/// `nusantara bench` prints as "indies render + png".
pub fn bench_sample(samples: usize) -> Bench {
    let picture = sample();
    let t0 = Instant::now();
    let png = self::png(&picture);
    let first = t0.elapsed();
    let mut times = Vec::with_capacity(samples.max(1));
    let mut bytes = png.len();
    for _ in 0..samples.max(1) {
        let t0 = Instant::now();
        let png = self::png(&picture);
        times.push(t0.elapsed());
        bytes = png.len();
        std::hint::black_box(png);
    }
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    Bench {
        first,
        p50: at(0.50),
        p99: at(0.99),
        bytes,
        width: WIDTH as u32,
        height: HEIGHT as u32,
    }
}

/// The names of the areas on the map, in layout order.
pub fn area_names() -> Vec<&'static str> {
    layout::layout()
        .areas
        .iter()
        .map(|a| a.name.as_str())
        .collect()
}

/// The names of an area's sites on the map, in the order of their rows; empty for an unknown
/// area.
pub fn site_names(area: &str) -> Vec<&'static str> {
    layout::layout()
        .area(area)
        .map(|a| a.sites.iter().map(String::as_str).collect())
        .unwrap_or_default()
}
