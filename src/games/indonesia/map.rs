//! The board as data: provinces, land areas, seas, adjacency, deeds, city cards, prices and
//! research tracks, loaded from TOML (assets/indonesia/board.toml) and validated, so that a wrong
//! file is refused with a message saying what is wrong rather than played. See
//! docs/indonesia-design.md.
//!
//! Names. Every province, land area and sea has a short name players can type and a full name:
//! provinces use the common Indonesian abbreviations (`Jabar` for Jawa Barat, `NTB`, `Sumut`;
//! Halmahera keeps its board name, since `Malut` reads too much like `Maluku`), a land area is its
//! province's short name and its number (`Jabar3` is "Jawa Barat 3"), a sea is `S` and its number
//! (`S7`) and has a real-geography name ("Laut Jawa"). Lookups accept the short or the full name
//! and ignore case, spaces and punctuation (hyphens, underscores); a sea is also found by its bare
//! number (`7`) or as `Sea 7`. Every name is unique across provinces, areas, seas and deeds.
//!
//! `Display` on [`Province`], [`Area`] and [`Sea`] writes the short name (`Jabar3`, `S7`); the
//! alternate form `{:#}` writes the full name ("Jawa Barat 3", "Laut Jawa (S7)").

use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::sync::{Arc, OnceLock};

pub type ProvinceId = u8;
pub type AreaId = u8;
pub type SeaId = u8;
pub type DeedId = u8;

/// The counts of the printed board; a file with other counts is refused.
pub const PROVINCES: usize = 26;
pub const AREAS: usize = 116;
pub const COASTAL_AREAS: usize = 106;
pub const SEAS: usize = 21;
pub const DEEDS: usize = 24;
pub const CITY_CARDS_PER_ERA: usize = 5;
/// Steps on every research track.
pub const RESEARCH_STEPS: usize = 5;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Era {
    A,
    B,
    C,
}

impl Era {
    pub const ALL: [Era; 3] = [Era::A, Era::B, Era::C];

    /// 0, 1, 2: the index into per-era arrays such as [`Deed::ship_limits`].
    pub fn index(self) -> usize {
        self as usize
    }

    pub fn next(self) -> Option<Era> {
        Era::ALL.get(self.index() + 1).copied()
    }
}

/// A good. Serialised as "rice", "spice", "rubber", "siap_saji", "oil".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Good {
    Rice,
    Spice,
    Rubber,
    SiapSaji,
    Oil,
}

impl Good {
    pub const ALL: [Good; 5] = [
        Good::Rice,
        Good::Spice,
        Good::Rubber,
        Good::SiapSaji,
        Good::Oil,
    ];

    /// 0..5 in the order of [`Good::ALL`]: the index into [`Map::prices`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// The printed selling price: 20 25 30 35 40. The engine reads [`Map::price`], which the
    /// board file sets (the shipped file has these values; a test checks it).
    pub fn price(self) -> u32 {
        match self {
            Good::Rice => 20,
            Good::Spice => 25,
            Good::Rubber => 30,
            Good::SiapSaji => 35,
            Good::Oil => 40,
        }
    }

    /// The name used in the board file and in serialised data: "siap_saji".
    pub fn key(self) -> &'static str {
        match self {
            Good::Rice => "rice",
            Good::Spice => "spice",
            Good::Rubber => "rubber",
            Good::SiapSaji => "siap_saji",
            Good::Oil => "oil",
        }
    }

    /// Parses "rice", "Siap Saji", "siap-saji", "siapsaji", ...
    pub fn parse(text: &str) -> Option<Good> {
        let key = normalise(text);
        Good::ALL.into_iter().find(|g| normalise(g.key()) == key)
    }
}

/// What a deed starts, and what a company is. Deeds are never siap saji; a company created by
/// merging rice and spice is `Production(Good::SiapSaji)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum DeedKind {
    Shipping,
    Production(Good),
}

impl DeedKind {
    pub fn good(self) -> Option<Good> {
        match self {
            DeedKind::Shipping => None,
            DeedKind::Production(g) => Some(g),
        }
    }

    /// "shipping", "rice", "siap saji", ...
    pub fn parse(text: &str) -> Option<DeedKind> {
        if normalise(text) == "shipping" {
            Some(DeedKind::Shipping)
        } else {
            Good::parse(text).map(DeedKind::Production)
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Province {
    /// "Jawa Barat"
    pub name: String,
    /// "Jabar"
    pub short: String,
    /// Its land areas, ascending.
    pub areas: Vec<AreaId>,
    /// (latitude, longitude) in degrees, approximate: for laying out a picture, never a rule.
    pub centre: (f32, f32),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Area {
    /// "Jawa Barat 3"
    pub name: String,
    /// "Jabar3"
    pub short: String,
    pub province: ProvinceId,
    /// Borders at least one sea.
    pub coastal: bool,
    /// Adjacent land areas, ascending.
    pub land: Vec<AreaId>,
    /// Bordering seas, ascending.
    pub seas: Vec<SeaId>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Sea {
    /// 7
    pub number: u8,
    /// "S7"
    pub short: String,
    /// "Laut Jawa"
    pub name: String,
    /// Adjacent seas, ascending.
    pub seas: Vec<SeaId>,
    /// Bordering land areas, ascending (derived from the areas' lists).
    pub areas: Vec<AreaId>,
    /// (latitude, longitude) in degrees, approximate.
    pub centre: (f32, f32),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Deed {
    pub era: Era,
    pub kind: DeedKind,
    pub province: ProvinceId,
    /// The most ships the deed allows in era A, B, C; zeros for production deeds.
    pub ship_limits: [u8; 3],
}

impl Deed {
    pub fn ship_limit(&self, era: Era) -> u8 {
        self.ship_limits[era.index()]
    }
}

/// A research track.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Track {
    BidMultiplier,
    Slots,
    Mergers,
    Expansion,
    Hull,
}

impl Track {
    pub const ALL: [Track; 5] = [
        Track::BidMultiplier,
        Track::Slots,
        Track::Mergers,
        Track::Expansion,
        Track::Hull,
    ];
}

/// The values of the research tracks at steps 1 to 5. Every player starts at step 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Research {
    pub bid_multiplier: [u32; RESEARCH_STEPS],
    pub slots: [u32; RESEARCH_STEPS],
    pub mergers: [u32; RESEARCH_STEPS],
    pub expansion: [u32; RESEARCH_STEPS],
    pub hull: [u32; RESEARCH_STEPS],
}

impl Research {
    pub fn track(&self, track: Track) -> &[u32; RESEARCH_STEPS] {
        match track {
            Track::BidMultiplier => &self.bid_multiplier,
            Track::Slots => &self.slots,
            Track::Mergers => &self.mergers,
            Track::Expansion => &self.expansion,
            Track::Hull => &self.hull,
        }
    }

    /// The value at `step`, counted from 1 as on the board; steps past the end read the last.
    pub fn value(&self, track: Track, step: u8) -> u32 {
        let values = self.track(track);
        values[usize::from(step.max(1) - 1).min(RESEARCH_STEPS - 1)]
    }
}

/// The least bid per ship or production area in a merger, by the merged company's type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MergerMinimums {
    pub shipping: u32,
    pub rice: u32,
    pub spice: u32,
    /// Rice merged with spice, creating siap saji (eras B and C).
    pub siap_saji_create: u32,
    pub rubber: u32,
    /// Two siap saji companies merged.
    pub siap_saji_merge: u32,
    pub oil: u32,
}

/// The validated board and components. `Eq` holds because every centre is checked finite.
#[derive(Debug, Clone, PartialEq)]
pub struct Map {
    pub provinces: Vec<Province>,
    pub areas: Vec<Area>,
    pub seas: Vec<Sea>,
    pub deeds: Vec<Deed>,
    /// The city cards of era A, B, C, each naming three provinces.
    pub city_cards: [Vec<[ProvinceId; 3]>; 3],
    pub starting_cash: u32,
    /// Cities in the supply of size 1, 2, 3.
    pub city_supply: [u8; 3],
    pub research: Research,
    pub min_players: usize,
    pub max_players: usize,
    /// City cards dealt to each player per era with two players (one otherwise).
    pub two_player_city_cards: usize,
    /// What the operating player pays the bank per cargo cube.
    pub cargo_fee: u32,
    /// Selling prices, indexed by [`Good::index`].
    pub prices: [u32; 5],
    pub merger_minimums: MergerMinimums,
    names: BTreeMap<String, Named>,
    source: String,
}

impl Eq for Map {}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Named {
    Province(ProvinceId),
    Area(AreaId),
    Sea(SeaId),
    Deed(DeedId),
}

/// A board file that cannot be played, with what is wrong in it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("Indonesia board file: {0}")]
pub struct MapError(pub String);

fn err<T>(message: impl Into<String>) -> Result<T, MapError> {
    Err(MapError(message.into()))
}

/// How names are compared: case, spaces and punctuation do not matter ("Jawa Barat 3",
/// "jabar3", "JAWA_BARAT-3").
pub fn normalise(name: &str) -> String {
    name.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

// The file as written; turned into a `Map` by validation.

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMap {
    min_players: usize,
    max_players: usize,
    starting_cash: u32,
    city_supply: Vec<u8>,
    cargo_fee: u32,
    two_player_city_cards: usize,
    provinces: Vec<RawProvince>,
    seas: Vec<RawSea>,
    areas: Vec<RawArea>,
    deeds: Vec<RawDeed>,
    city_cards: RawCityCards,
    prices: RawPrices,
    merger_minimums: MergerMinimums,
    research: RawResearch,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawProvince {
    name: String,
    short: String,
    centre: [f32; 2],
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSea {
    number: u8,
    short: String,
    name: String,
    centre: [f32; 2],
    seas: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawArea {
    name: String,
    short: String,
    province: String,
    coastal: bool,
    land: Vec<String>,
    seas: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawDeed {
    era: Era,
    kind: String,
    province: String,
    ships: Option<Vec<u8>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCityCards {
    #[serde(rename = "A")]
    a: Vec<Vec<String>>,
    #[serde(rename = "B")]
    b: Vec<Vec<String>>,
    #[serde(rename = "C")]
    c: Vec<Vec<String>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPrices {
    rice: u32,
    spice: u32,
    rubber: u32,
    siap_saji: u32,
    oil: u32,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawResearch {
    bid_multiplier: Vec<u32>,
    slots: Vec<u32>,
    mergers: Vec<u32>,
    expansion: Vec<u32>,
    hull: Vec<u32>,
}

fn centre(what: &str, [lat, lon]: [f32; 2]) -> Result<(f32, f32), MapError> {
    if !(lat.is_finite() && lon.is_finite() && lat.abs() <= 90.0 && lon.abs() <= 180.0) {
        return err(format!(
            "{what}: centre [{lat}, {lon}] is not a latitude and longitude"
        ));
    }
    Ok((lat, lon))
}

fn track(name: &str, values: &[u32]) -> Result<[u32; RESEARCH_STEPS], MapError> {
    let steps: [u32; RESEARCH_STEPS] = values.try_into().map_err(|_| {
        MapError(format!(
            "research track {name} has {} steps; every track has {RESEARCH_STEPS}",
            values.len()
        ))
    })?;
    if steps.contains(&0) || steps.windows(2).any(|w| w[0] > w[1]) {
        return err(format!(
            "research track {name}: values must be above 0 and never go down, not {values:?}"
        ));
    }
    Ok(steps)
}

/// Names registered so far, checked for uniqueness across every kind of thing.
struct Names {
    map: BTreeMap<String, Named>,
    labels: BTreeMap<String, String>,
}

impl Names {
    /// Registers a short name: it must be new.
    fn short(&mut self, short: &str, what: Named, label: &str) -> Result<(), MapError> {
        let key = normalise(short);
        if key.is_empty() {
            return err(format!("{label} needs a short name with letters or digits"));
        }
        if self.map.contains_key(&key) {
            return err(format!(
                "duplicate short name `{short}`: {label} and {}",
                self.labels[&key]
            ));
        }
        self.map.insert(key.clone(), what);
        self.labels.insert(key, label.to_string());
        Ok(())
    }

    /// Registers another name of a thing: it may repeat that thing's own names only.
    fn alias(&mut self, name: &str, what: Named, label: &str) -> Result<(), MapError> {
        let key = normalise(name);
        if key.is_empty() {
            return err(format!("{label} needs a name with letters or digits"));
        }
        match self.map.get(&key) {
            Some(&other) if other != what => err(format!(
                "the name `{name}` of {label} is already a name of {}",
                self.labels[&key]
            )),
            Some(_) => Ok(()),
            None => {
                self.map.insert(key.clone(), what);
                self.labels.insert(key, label.to_string());
                Ok(())
            }
        }
    }

    fn get(&self, name: &str) -> Option<Named> {
        self.map.get(&normalise(name)).copied()
    }
}

fn province_ref(names: &Names, name: &str, what: &str) -> Result<ProvinceId, MapError> {
    match names.get(name) {
        Some(Named::Province(p)) => Ok(p),
        _ => err(format!("{what}: province `{name}` is not on the map")),
    }
}

fn area_ref(names: &Names, name: &str, what: &str) -> Result<AreaId, MapError> {
    match names.get(name) {
        Some(Named::Area(a)) => Ok(a),
        _ => err(format!("{what}: land area `{name}` is not on the map")),
    }
}

fn sea_ref(names: &Names, name: &str, what: &str) -> Result<SeaId, MapError> {
    match names.get(name) {
        Some(Named::Sea(s)) => Ok(s),
        _ => err(format!("{what}: sea `{name}` is not on the map")),
    }
}

/// Ascending ids with no repeats and not `own`.
fn id_list(ids: Vec<u8>, own: Option<u8>, what: &str, kind: &str) -> Result<Vec<u8>, MapError> {
    let set: BTreeSet<u8> = ids.iter().copied().collect();
    if set.len() != ids.len() {
        return err(format!("{what} lists a {kind} twice"));
    }
    if own.is_some_and(|o| set.contains(&o)) {
        return err(format!("{what} lists itself as an adjacent {kind}"));
    }
    Ok(set.into_iter().collect())
}

impl Map {
    /// The board this project ships, parsed once.
    pub fn standard() -> Arc<Map> {
        static STANDARD: OnceLock<Arc<Map>> = OnceLock::new();
        STANDARD
            .get_or_init(|| {
                let text = include_str!("../../../assets/indonesia/board.toml");
                Arc::new(Map::from_toml(text).expect("the shipped Indonesia board file is valid"))
            })
            .clone()
    }

    /// Parses and validates a board file.
    pub fn from_toml(text: &str) -> Result<Map, MapError> {
        let raw: RawMap = toml::from_str(text).map_err(|e| MapError(e.to_string()))?;

        // Counts first: ids are u8.
        for (what, got, want) in [
            ("provinces", raw.provinces.len(), PROVINCES),
            ("land areas", raw.areas.len(), AREAS),
            ("seas", raw.seas.len(), SEAS),
            ("deeds", raw.deeds.len(), DEEDS),
        ] {
            if got != want {
                return err(format!("the board has {want} {what}, the file lists {got}"));
            }
        }

        if raw.min_players < 2 || raw.min_players > raw.max_players {
            return err(format!(
                "players: min_players {} and max_players {} must be at least 2, min <= max",
                raw.min_players, raw.max_players
            ));
        }
        if raw.two_player_city_cards == 0 {
            return err("two_player_city_cards must be at least 1");
        }
        let city_supply: [u8; 3] = raw.city_supply.as_slice().try_into().map_err(|_| {
            MapError(format!(
                "city_supply lists {} sizes; it needs 3 (cities of size 1, 2, 3)",
                raw.city_supply.len()
            ))
        })?;
        if city_supply.contains(&0) {
            return err("city_supply: every city size needs at least one city");
        }
        if raw.starting_cash == 0 || raw.cargo_fee == 0 {
            return err("starting_cash and cargo_fee must be above 0");
        }
        let p = &raw.prices;
        let prices = [p.rice, p.spice, p.rubber, p.siap_saji, p.oil];
        if prices.contains(&0) {
            return err("prices: every good needs a price above 0");
        }
        let m = raw.merger_minimums;
        if [
            m.shipping,
            m.rice,
            m.spice,
            m.siap_saji_create,
            m.rubber,
            m.siap_saji_merge,
            m.oil,
        ]
        .contains(&0)
        {
            return err("merger_minimums: every minimum must be above 0");
        }
        let r = &raw.research;
        let research = Research {
            bid_multiplier: track("bid_multiplier", &r.bid_multiplier)?,
            slots: track("slots", &r.slots)?,
            mergers: track("mergers", &r.mergers)?,
            expansion: track("expansion", &r.expansion)?,
            hull: track("hull", &r.hull)?,
        };

        // Every name, before any reference is resolved.
        let mut names = Names {
            map: BTreeMap::new(),
            labels: BTreeMap::new(),
        };
        for (i, p) in raw.provinces.iter().enumerate() {
            let label = format!("province {}", p.name);
            names.short(&p.short, Named::Province(i as u8), &label)?;
        }
        for (i, s) in raw.seas.iter().enumerate() {
            let label = format!("sea {} ({})", s.short, s.name);
            names.short(&s.short, Named::Sea(i as u8), &label)?;
        }
        for (i, a) in raw.areas.iter().enumerate() {
            let label = format!("area {}", a.name);
            names.short(&a.short, Named::Area(i as u8), &label)?;
        }
        for (i, p) in raw.provinces.iter().enumerate() {
            let label = format!("province {}", p.name);
            names.alias(&p.name, Named::Province(i as u8), &label)?;
        }
        let mut numbers = BTreeSet::new();
        for (i, s) in raw.seas.iter().enumerate() {
            let label = format!("sea {} ({})", s.short, s.name);
            if s.number == 0 || !numbers.insert(s.number) {
                return err(format!(
                    "{label}: number {} must be above 0 and not repeated",
                    s.number
                ));
            }
            names.alias(&s.name, Named::Sea(i as u8), &label)?;
            names.alias(&s.number.to_string(), Named::Sea(i as u8), &label)?;
            names.alias(&format!("Sea {}", s.number), Named::Sea(i as u8), &label)?;
        }
        for (i, a) in raw.areas.iter().enumerate() {
            let label = format!("area {}", a.name);
            names.alias(&a.name, Named::Area(i as u8), &label)?;
        }

        let mut provinces = Vec::new();
        for p in &raw.provinces {
            provinces.push(Province {
                name: p.name.clone(),
                short: p.short.clone(),
                areas: Vec::new(),
                centre: centre(&format!("province {}", p.name), p.centre)?,
            });
        }
        let mut seas = Vec::new();
        for (i, s) in raw.seas.iter().enumerate() {
            let what = format!("sea {}", s.short);
            let adjacent = s
                .seas
                .iter()
                .map(|n| sea_ref(&names, n, &what))
                .collect::<Result<Vec<_>, _>>()?;
            seas.push(Sea {
                number: s.number,
                short: s.short.clone(),
                name: s.name.clone(),
                seas: id_list(adjacent, Some(i as u8), &what, "sea")?,
                areas: Vec::new(),
                centre: centre(&what, s.centre)?,
            });
        }
        let mut areas = Vec::new();
        for (i, a) in raw.areas.iter().enumerate() {
            let what = format!("area {}", a.name);
            let province = province_ref(&names, &a.province, &what)?;
            let land = a
                .land
                .iter()
                .map(|n| area_ref(&names, n, &what))
                .collect::<Result<Vec<_>, _>>()?;
            let sea_ids = a
                .seas
                .iter()
                .map(|n| sea_ref(&names, n, &what))
                .collect::<Result<Vec<_>, _>>()?;
            let area = Area {
                name: a.name.clone(),
                short: a.short.clone(),
                province,
                coastal: a.coastal,
                land: id_list(land, Some(i as u8), &what, "land area")?,
                seas: id_list(sea_ids, None, &what, "sea")?,
            };
            match (area.coastal, area.seas.first()) {
                (true, None) => {
                    return err(format!("{what} is marked coastal but borders no sea"));
                }
                (false, Some(&s)) => {
                    return err(format!(
                        "{what} borders sea {} but is not marked coastal",
                        raw.seas[usize::from(s)].short
                    ));
                }
                _ => {}
            }
            provinces[usize::from(province)].areas.push(i as u8);
            for &s in &area.seas {
                seas[usize::from(s)].areas.push(i as u8);
            }
            areas.push(area);
        }

        // Symmetry. Land-sea borders are listed once, with the areas, so they are symmetric by
        // construction: `Sea::areas` is derived from them.
        for (a, area) in areas.iter().enumerate() {
            for &b in &area.land {
                if !areas[usize::from(b)].land.contains(&(a as u8)) {
                    return err(format!(
                        "adjacency is not symmetric: {} lists {} as adjacent land, but {} does not list {}",
                        area.name,
                        areas[usize::from(b)].name,
                        areas[usize::from(b)].name,
                        area.name
                    ));
                }
            }
        }
        for (a, sea) in seas.iter().enumerate() {
            for &b in &sea.seas {
                if !seas[usize::from(b)].seas.contains(&(a as u8)) {
                    return err(format!(
                        "adjacency is not symmetric: sea {} lists {} as adjacent, but {} does not list {}",
                        sea.short,
                        seas[usize::from(b)].short,
                        seas[usize::from(b)].short,
                        sea.short
                    ));
                }
            }
            if sea.areas.is_empty() {
                return err(format!("sea {} borders no land area", sea.short));
            }
        }
        if let Some(p) = provinces.iter().find(|p| p.areas.is_empty()) {
            return err(format!("province {} has no land area", p.name));
        }
        let coastal = areas.iter().filter(|a| a.coastal).count();
        if coastal != COASTAL_AREAS {
            return err(format!(
                "the board has {COASTAL_AREAS} coastal land areas, the file marks {coastal}"
            ));
        }

        let mut map = Map {
            provinces,
            areas,
            seas,
            deeds: Vec::new(),
            city_cards: [Vec::new(), Vec::new(), Vec::new()],
            starting_cash: raw.starting_cash,
            city_supply,
            research,
            min_players: raw.min_players,
            max_players: raw.max_players,
            two_player_city_cards: raw.two_player_city_cards,
            cargo_fee: raw.cargo_fee,
            prices,
            merger_minimums: m,
            names: BTreeMap::new(),
            source: text.to_string(),
        };

        for (i, d) in raw.deeds.iter().enumerate() {
            let what = format!("deed {} ({} {} {})", i + 1, d.era, d.kind, d.province);
            let kind = match DeedKind::parse(&d.kind) {
                Some(DeedKind::Production(Good::SiapSaji)) => {
                    return err(format!("{what}: deeds are never siap saji"));
                }
                Some(kind) => kind,
                None => {
                    return err(format!(
                        "{what}: kind `{}` is not shipping, rice, spice, rubber or oil",
                        d.kind
                    ));
                }
            };
            let province = province_ref(&names, &d.province, &what)?;
            let ship_limits = match (kind, &d.ships) {
                (DeedKind::Shipping, Some(ships)) => {
                    let limits: [u8; 3] = ships.as_slice().try_into().map_err(|_| {
                        MapError(format!("{what}: ships must list 3 limits, for era A, B, C"))
                    })?;
                    if limits[d.era.index()..].contains(&0) {
                        return err(format!(
                            "{what}: ships must allow at least one ship from its own era on"
                        ));
                    }
                    limits
                }
                (DeedKind::Shipping, None) => {
                    return err(format!("{what}: a shipping deed needs ships = [A, B, C]"));
                }
                (DeedKind::Production(_), Some(_)) => {
                    return err(format!("{what}: only shipping deeds have ship limits"));
                }
                (DeedKind::Production(_), None) => [0; 3],
            };
            if map.coastal_areas_of(province).next().is_none() {
                return err(format!("{what}: the province has no coastal area"));
            }
            let deed = Deed {
                era: d.era,
                kind,
                province,
                ship_limits,
            };
            if let Some(Named::Deed(_)) = names.get(&map.deed_label(&deed)) {
                return err(format!("two deeds are both {}", map.deed_label(&deed)));
            }
            let label = format!("deed {}", map.deed_label(&deed));
            names.alias(&map.deed_label(&deed), Named::Deed(i as u8), &label)?;
            names.alias(&map.deed_short(&deed), Named::Deed(i as u8), &label)?;
            map.deeds.push(deed);
        }

        let cards_needed = raw.max_players.max(2 * raw.two_player_city_cards);
        for (era, cards) in
            Era::ALL
                .into_iter()
                .zip([&raw.city_cards.a, &raw.city_cards.b, &raw.city_cards.c])
        {
            if cards.len() != CITY_CARDS_PER_ERA {
                return err(format!(
                    "era {era} has {} city cards; the board has {CITY_CARDS_PER_ERA} per era",
                    cards.len()
                ));
            }
            if cards.len() < cards_needed {
                return err(format!(
                    "era {era} has {} city cards, too few to deal {cards_needed}",
                    cards.len()
                ));
            }
            for (k, card) in cards.iter().enumerate() {
                let what = format!("city card {} of era {era}", k + 1);
                let ids = card
                    .iter()
                    .map(|n| province_ref(&names, n, &what))
                    .collect::<Result<Vec<_>, _>>()?;
                let ids: [ProvinceId; 3] = ids.as_slice().try_into().map_err(|_| {
                    MapError(format!(
                        "{what} names {} provinces; a card names 3",
                        card.len()
                    ))
                })?;
                if ids[0] == ids[1] || ids[0] == ids[2] || ids[1] == ids[2] {
                    return err(format!("{what} names a province twice"));
                }
                if let Some(&p) = ids
                    .iter()
                    .find(|&&p| map.coastal_areas_of(p).next().is_none())
                {
                    return err(format!(
                        "{what}: {} has no coastal area for a city",
                        map.provinces[usize::from(p)].name
                    ));
                }
                map.city_cards[era.index()].push(ids);
            }
        }

        map.names = names.map;
        Ok(map)
    }

    /// The TOML text this map was parsed from: recorded in a game's setup, so that a later change
    /// of the shipped file never alters a stored game.
    pub fn source(&self) -> &str {
        &self.source
    }

    fn named(&self, name: &str) -> Option<Named> {
        self.names.get(&normalise(name)).copied()
    }

    /// "Jabar3", "jawa barat 3", "JAWA_BARAT-3".
    pub fn area_named(&self, name: &str) -> Option<AreaId> {
        match self.named(name)? {
            Named::Area(a) => Some(a),
            _ => None,
        }
    }

    /// "S7", "s7", "7", "Sea 7" or the sea's name ("Laut Jawa", "laut-jawa").
    pub fn sea_named(&self, name: &str) -> Option<SeaId> {
        match self.named(name)? {
            Named::Sea(s) => Some(s),
            _ => None,
        }
    }

    /// "Jabar", "Jawa Barat".
    pub fn province_named(&self, name: &str) -> Option<ProvinceId> {
        match self.named(name)? {
            Named::Province(p) => Some(p),
            _ => None,
        }
    }

    /// "A rice Bali", "B shipping Jawa Barat", "b shipping jabar": era, kind and province.
    pub fn deed_named(&self, name: &str) -> Option<DeedId> {
        match self.named(name)? {
            Named::Deed(d) => Some(d),
            _ => None,
        }
    }

    pub fn areas_adjacent(&self, a: AreaId, b: AreaId) -> bool {
        self.areas[usize::from(a)].land.binary_search(&b).is_ok()
    }

    pub fn seas_adjacent(&self, a: SeaId, b: SeaId) -> bool {
        self.seas[usize::from(a)].seas.binary_search(&b).is_ok()
    }

    /// Whether a land area borders a sea.
    pub fn area_borders_sea(&self, area: AreaId, sea: SeaId) -> bool {
        self.areas[usize::from(area)]
            .seas
            .binary_search(&sea)
            .is_ok()
    }

    /// The land areas of a province, ascending.
    pub fn province_areas(&self, province: ProvinceId) -> &[AreaId] {
        &self.provinces[usize::from(province)].areas
    }

    /// The coastal land areas of a province, ascending: where its cities may be placed.
    pub fn coastal_areas_of(&self, province: ProvinceId) -> impl Iterator<Item = AreaId> + '_ {
        self.province_areas(province)
            .iter()
            .copied()
            .filter(|&a| self.areas[usize::from(a)].coastal)
    }

    /// The seas a land area borders, ascending.
    pub fn seas_bordering(&self, area: AreaId) -> &[SeaId] {
        &self.areas[usize::from(area)].seas
    }

    /// The land areas a sea borders, ascending.
    pub fn areas_bordering(&self, sea: SeaId) -> &[AreaId] {
        &self.seas[usize::from(sea)].areas
    }

    /// The seas bordering any area of a province, ascending: where a new shipping company's
    /// first ship may go.
    pub fn seas_bordering_province(&self, province: ProvinceId) -> Vec<SeaId> {
        let seas: BTreeSet<SeaId> = self
            .province_areas(province)
            .iter()
            .flat_map(|&a| self.seas_bordering(a).iter().copied())
            .collect();
        seas.into_iter().collect()
    }

    /// The deeds placed at the start of an era, in file order.
    pub fn deeds_of(&self, era: Era) -> impl Iterator<Item = DeedId> + '_ {
        (0..self.deeds.len())
            .filter(move |&d| self.deeds[d].era == era)
            .map(|d| d as DeedId)
    }

    /// The city cards of an era.
    pub fn city_cards_of(&self, era: Era) -> &[[ProvinceId; 3]] {
        &self.city_cards[era.index()]
    }

    /// City cards each player is dealt per era.
    pub fn city_cards_per_player(&self, players: usize) -> usize {
        if players == 2 {
            self.two_player_city_cards
        } else {
            1
        }
    }

    /// The selling price of a good, as the board file sets it.
    pub fn price(&self, good: Good) -> u32 {
        self.prices[good.index()]
    }

    /// The least merger bid per ship or production area when companies of kinds `a` and `b`
    /// merge (kinds of companies: `Production(SiapSaji)` for siap saji), or `None` when those
    /// kinds cannot merge at all. Rice with spice creates siap saji (the era rule, B and C only,
    /// is the engine's).
    pub fn merger_minimum(&self, a: DeedKind, b: DeedKind) -> Option<u32> {
        use DeedKind::*;
        use Good::*;
        let m = &self.merger_minimums;
        match (a, b) {
            (Shipping, Shipping) => Some(m.shipping),
            (Production(Rice), Production(Spice)) | (Production(Spice), Production(Rice)) => {
                Some(m.siap_saji_create)
            }
            (Production(x), Production(y)) if x == y => Some(match x {
                Rice => m.rice,
                Spice => m.spice,
                Rubber => m.rubber,
                SiapSaji => m.siap_saji_merge,
                Oil => m.oil,
            }),
            _ => None,
        }
    }

    /// "A rice Bali", "B shipping Jawa Barat": a deed by era, kind and province.
    pub fn deed_name(&self, deed: DeedId) -> String {
        self.deed_label(&self.deeds[usize::from(deed)])
    }

    /// "A rice Bali", "B shipping Jabar": with the province's short name, as players type it.
    pub fn deed_short_name(&self, deed: DeedId) -> String {
        self.deed_short(&self.deeds[usize::from(deed)])
    }

    fn deed_label(&self, deed: &Deed) -> String {
        let province = &self.provinces[usize::from(deed.province)].name;
        format!("{} {} {province}", deed.era, deed.kind)
    }

    /// "A rice Bali", "B shipping Jabar": with the province's short name.
    fn deed_short(&self, deed: &Deed) -> String {
        let province = &self.provinces[usize::from(deed.province)].short;
        format!("{} {} {province}", deed.era, deed.kind)
    }
}

impl fmt::Display for Era {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

impl fmt::Display for Good {
    /// "rice", "siap saji".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.key().replace('_', " "))
    }
}

impl fmt::Display for DeedKind {
    /// "shipping", "rice", "siap saji".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DeedKind::Shipping => f.write_str("shipping"),
            DeedKind::Production(g) => write!(f, "{g}"),
        }
    }
}

impl fmt::Display for Province {
    /// "Jabar"; `{:#}`: "Jawa Barat".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(if f.alternate() {
            &self.name
        } else {
            &self.short
        })
    }
}

impl fmt::Display for Area {
    /// "Jabar3"; `{:#}`: "Jawa Barat 3".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(if f.alternate() {
            &self.name
        } else {
            &self.short
        })
    }
}

impl fmt::Display for Sea {
    /// "S7"; `{:#}`: "Laut Jawa (S7)".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            write!(f, "{} ({})", self.name, self.short)
        } else {
            f.write_str(&self.short)
        }
    }
}
