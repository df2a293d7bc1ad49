//! Reading a board file: the file as written, turned into a [`Map`] by validation.

use super::names::{Named, Names, area_ref, province_ref, sea_ref};
use super::{
    AREAS, Area, CITY_CARDS_PER_ERA, COASTAL_AREAS, DEEDS, Deed, DeedKind, Era, FILE, Good, Map,
    MergerMinimums, PROVINCES, Province, ProvinceId, RESEARCH_STEPS, Research, SEAS, Sea, err,
};
use crate::games::{Components, SetupError};
use serde::Deserialize;
use std::collections::{BTreeMap, BTreeSet};

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

fn centre(what: &str, [lat, lon]: [f32; 2]) -> Result<(f32, f32), SetupError> {
    if !(lat.is_finite() && lon.is_finite() && lat.abs() <= 90.0 && lon.abs() <= 180.0) {
        return err(format!(
            "{what}: centre [{lat}, {lon}] is not a latitude and longitude"
        ));
    }
    Ok((lat, lon))
}

fn track(name: &str, values: &[u32]) -> Result<[u32; RESEARCH_STEPS], SetupError> {
    let steps: [u32; RESEARCH_STEPS] = values.try_into().map_err(|_| {
        SetupError::file(
            FILE,
            format!(
                "research track {name} has {} steps; every track has {RESEARCH_STEPS}",
                values.len()
            ),
        )
    })?;
    if steps.contains(&0) || steps.windows(2).any(|w| w[0] > w[1]) {
        return err(format!(
            "research track {name}: values must be above 0 and never go down, not {values:?}"
        ));
    }
    Ok(steps)
}

/// Ascending ids with no repeats and not `own`.
fn id_list(ids: Vec<u8>, own: Option<u8>, what: &str, kind: &str) -> Result<Vec<u8>, SetupError> {
    let set: BTreeSet<u8> = ids.iter().copied().collect();
    if set.len() != ids.len() {
        return err(format!("{what} lists a {kind} twice"));
    }
    if own.is_some_and(|o| set.contains(&o)) {
        return err(format!("{what} lists itself as an adjacent {kind}"));
    }
    Ok(set.into_iter().collect())
}

impl Components for Map {
    const SHIPPED: &'static str = include_str!("../../../../assets/indonesia/board.toml");

    /// Parses and validates a board file.
    fn parse(text: &str) -> Result<Map, SetupError> {
        let raw: RawMap = toml::from_str(text).map_err(|e| SetupError::toml(FILE, text, &e))?;
        let (city_supply, prices, research) = numbers(&raw)?;
        let mut names = names(&raw)?;
        let Geography {
            provinces,
            seas,
            areas,
        } = geography(&raw, &names)?;
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
            merger_minimums: raw.merger_minimums,
            names: BTreeMap::new(),
            source: text.to_string(),
        };
        map.read_deeds(&raw.deeds, &mut names)?;
        map.read_city_cards(&raw, &names)?;
        map.names = names.map;
        Ok(map)
    }

    /// The TOML text this map was parsed from: recorded in a game's setup, so that a later change
    /// of the shipped file never alters a stored game.
    fn source(&self) -> &str {
        &self.source
    }
}

/// The counts, the players, the supplies and the price tables.
fn numbers(raw: &RawMap) -> Result<([u8; 3], [u32; 5], Research), SetupError> {
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
        SetupError::file(
            FILE,
            format!(
                "city_supply lists {} sizes; it needs 3 (cities of size 1, 2, 3)",
                raw.city_supply.len()
            ),
        )
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
    Ok((city_supply, prices, research))
}

/// Every name, before any reference is resolved.
fn names(raw: &RawMap) -> Result<Names, SetupError> {
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
    Ok(names)
}

/// Provinces, seas and land areas with their borders.
struct Geography {
    provinces: Vec<Province>,
    seas: Vec<Sea>,
    areas: Vec<Area>,
}

/// The geography of the file, its borders checked to be symmetric.
fn geography(raw: &RawMap, names: &Names) -> Result<Geography, SetupError> {
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
            .map(|n| sea_ref(names, n, &what))
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
        let area = area(raw, names, i, a)?;
        provinces[usize::from(area.province)].areas.push(i as u8);
        for &s in &area.seas {
            seas[usize::from(s)].areas.push(i as u8);
        }
        areas.push(area);
    }
    check_borders(&provinces, &seas, &areas)?;
    Ok(Geography {
        provinces,
        seas,
        areas,
    })
}

/// One land area, its borders resolved.
fn area(raw: &RawMap, names: &Names, i: usize, a: &RawArea) -> Result<Area, SetupError> {
    let what = format!("area {}", a.name);
    let province = province_ref(names, &a.province, &what)?;
    let land = a
        .land
        .iter()
        .map(|n| area_ref(names, n, &what))
        .collect::<Result<Vec<_>, _>>()?;
    let sea_ids = a
        .seas
        .iter()
        .map(|n| sea_ref(names, n, &what))
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
        (true, None) => err(format!("{what} is marked coastal but borders no sea")),
        (false, Some(&s)) => err(format!(
            "{what} borders sea {} but is not marked coastal",
            raw.seas[usize::from(s)].short
        )),
        _ => Ok(area),
    }
}

/// Symmetry. Land-sea borders are listed once, with the areas, so they are symmetric by
/// construction: `Sea::areas` is derived from them.
fn check_borders(provinces: &[Province], seas: &[Sea], areas: &[Area]) -> Result<(), SetupError> {
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
    Ok(())
}

impl Map {
    fn read_deeds(&mut self, raw: &[RawDeed], names: &mut Names) -> Result<(), SetupError> {
        for (i, d) in raw.iter().enumerate() {
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
            let province = province_ref(names, &d.province, &what)?;
            let ship_limits = match (kind, &d.ships) {
                (DeedKind::Shipping, Some(ships)) => {
                    let limits: [u8; 3] = ships.as_slice().try_into().map_err(|_| {
                        SetupError::file(
                            FILE,
                            format!("{what}: ships must list 3 limits, for era A, B, C"),
                        )
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
            if self.coastal_areas_of(province).next().is_none() {
                return err(format!("{what}: the province has no coastal area"));
            }
            let deed = Deed {
                era: d.era,
                kind,
                province,
                ship_limits,
            };
            if let Some(Named::Deed(_)) = names.get(&self.deed_label(&deed)) {
                return err(format!("two deeds are both {}", self.deed_label(&deed)));
            }
            let label = format!("deed {}", self.deed_label(&deed));
            names.alias(&self.deed_label(&deed), Named::Deed(i as u8), &label)?;
            names.alias(&self.deed_short(&deed), Named::Deed(i as u8), &label)?;
            self.deeds.push(deed);
        }
        Ok(())
    }

    fn read_city_cards(&mut self, raw: &RawMap, names: &Names) -> Result<(), SetupError> {
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
                    .map(|n| province_ref(names, n, &what))
                    .collect::<Result<Vec<_>, _>>()?;
                let ids: [ProvinceId; 3] = ids.as_slice().try_into().map_err(|_| {
                    SetupError::file(
                        FILE,
                        format!("{what} names {} provinces; a card names 3", card.len()),
                    )
                })?;
                if ids[0] == ids[1] || ids[0] == ids[2] || ids[1] == ids[2] {
                    return err(format!("{what} names a province twice"));
                }
                if let Some(&p) = ids
                    .iter()
                    .find(|&&p| self.coastal_areas_of(p).next().is_none())
                {
                    return err(format!(
                        "{what}: {} has no coastal area for a city",
                        self.provinces[usize::from(p)].name
                    ));
                }
                self.city_cards[era.index()].push(ids);
            }
        }
        Ok(())
    }
}
