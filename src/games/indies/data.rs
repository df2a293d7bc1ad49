//! The component data: nations, the map, units and every table, read from
//! assets/indies/data.toml (see [`parse`] for the validation). Everything the design marks "O"
//! is a number here, so the game can be retuned without touching code; a game records the text
//! it was created with.

mod parse;

use serde::{Deserialize, Serialize};

/// An Indies area, by its place in the data file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct AreaId(pub u8);

/// A coastal site where a factory may stand, numbered across the whole map in file order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct SiteId(pub u8);

/// A commodity, by its face on the draw die less one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CommodityId(pub u8);

/// A column of the combat table, 0 the lowest odds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Column(pub u8);

/// The units a company buys. Ships first; the order is the data file's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Unit {
    Caravel,
    Carrack,
    Galleon,
    Soldier,
    Leader,
    Explorer,
}

impl Unit {
    pub const ALL: [Unit; 6] = [
        Unit::Caravel,
        Unit::Carrack,
        Unit::Galleon,
        Unit::Soldier,
        Unit::Leader,
        Unit::Explorer,
    ];
    pub const SHIPS: [Unit; 3] = [Unit::Caravel, Unit::Carrack, Unit::Galleon];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn is_ship(self) -> bool {
        self.index() < 3
    }

    /// The name the data file must use for it.
    pub fn key(self) -> &'static str {
        [
            "caravel", "carrack", "galleon", "soldier", "leader", "explorer",
        ][self.index()]
    }
}

/// One line of the combat table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// "-": nothing happens.
    Nothing,
    /// "An": the attacker loses n.
    Attacker(u8),
    /// "Dn": the defender loses n.
    Defender(u8),
    /// "DE": every defending ship lost, or the factory taken.
    Eliminated,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Area {
    pub name: String,
    pub sites: Vec<SiteId>,
    /// Trans-oceanic distance from Europe, in bounds.
    pub europe: u32,
    pub adjacent: Vec<AreaId>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Site {
    pub name: String,
    pub area: AreaId,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnitData {
    pub name: String,
    pub plural: String,
    pub cost: u32,
    /// Ships: cargo points; soldiers: points taken aboard.
    pub cargo: u32,
    /// Ships: at sea; soldiers: on land.
    pub strength: u32,
    pub upkeep: u32,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Movement {
    pub step_bounds: u32,
    pub steps_per_round: u32,
    pub csb_bounds: u32,
    pub bound_price: u32,
    pub combat_bounds: u32,
    pub invasion_bounds: u32,
    pub marker_cargo: u32,
}

/// From `from` bounds sailed in a segment, a ship is lost on these faces of its d6.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Band {
    pub from: u32,
    pub lost_on: Vec<u8>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Combat {
    /// Attacker to defender, low odds first.
    pub columns: Vec<(u32, u32)>,
    /// By die face (1 first), then by column.
    pub results: Vec<Vec<Outcome>>,
    pub leader_shift: u8,
    pub leader_die: u8,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Prices {
    /// Florins for an area's whole output, low to high.
    pub ladder: Vec<u32>,
    /// The starting rank on the ladder.
    pub start: usize,
    /// Ranks moved, by die face (1 first).
    pub die: Vec<i32>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FactoryData {
    pub succeeds_on: u32,
    pub always_fails: u32,
    pub max_bribe: u32,
    pub defence: u32,
    pub upkeep: u32,
    pub points: u32,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FortData {
    pub cost: u32,
    pub defence: u32,
    pub upkeep: u32,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Interception {
    pub succeeds_on: u32,
    pub leader_bonus: u32,
}

/// The validated data. `Eq` lets a game compare by value in tests.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Data {
    pub start_year: u32,
    pub start_treasury: i64,
    pub nations: Vec<String>,
    pub commodities: Vec<String>,
    pub europe: String,
    pub csb: String,
    pub areas: Vec<Area>,
    pub sites: Vec<Site>,
    /// By [`Unit::index`].
    pub units: Vec<UnitData>,
    pub movement: Movement,
    pub attrition: Vec<Band>,
    pub combat: Combat,
    pub prices: Prices,
    pub factory: FactoryData,
    pub fort: FortData,
    pub interception: Interception,
    pub subsidy_per_pip: u32,
    source: String,
}

/// How names are compared: case, spaces and punctuation do not matter ("China Coast",
/// "china_coast", "chinacoast").
pub fn normalise(name: &str) -> String {
    name.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

impl Data {
    pub fn area(&self, id: AreaId) -> &Area {
        &self.areas[usize::from(id.0)]
    }

    pub fn site(&self, id: SiteId) -> &Site {
        &self.sites[usize::from(id.0)]
    }

    pub fn unit(&self, unit: Unit) -> &UnitData {
        &self.units[unit.index()]
    }

    pub fn commodity(&self, id: CommodityId) -> &str {
        &self.commodities[usize::from(id.0)]
    }

    /// The company of a seat: "Portugal", "Netherlands", ...
    pub fn nation(&self, seat: usize) -> &str {
        self.nations.get(seat).map_or("?", String::as_str)
    }

    pub fn area_ids(&self) -> impl Iterator<Item = AreaId> + '_ {
        (0..self.areas.len()).map(|a| AreaId(a as u8))
    }

    pub fn site_ids(&self) -> impl Iterator<Item = SiteId> + '_ {
        (0..self.sites.len()).map(|s| SiteId(s as u8))
    }

    pub fn commodity_ids(&self) -> impl Iterator<Item = CommodityId> + '_ {
        (0..self.commodities.len()).map(|c| CommodityId(c as u8))
    }

    pub fn area_named(&self, name: &str) -> Option<AreaId> {
        let key = normalise(name);
        self.areas
            .iter()
            .position(|a| normalise(&a.name) == key)
            .map(|a| AreaId(a as u8))
    }

    pub fn site_named(&self, name: &str) -> Option<SiteId> {
        let key = normalise(name);
        self.sites
            .iter()
            .position(|s| normalise(&s.name) == key)
            .map(|s| SiteId(s as u8))
    }

    /// A unit by its name or plural: "carrack", "Carracks".
    pub fn unit_named(&self, name: &str) -> Option<Unit> {
        let key = normalise(name);
        Unit::ALL.into_iter().find(|&u| {
            let d = self.unit(u);
            normalise(&d.name) == key || normalise(&d.plural) == key
        })
    }

    /// The seat of a nation: "england" -> 2 (whether or not that many seats play).
    pub fn nation_named(&self, name: &str) -> Option<usize> {
        let key = normalise(name);
        self.nations.iter().position(|n| normalise(n) == key)
    }

    pub fn commodity_named(&self, name: &str) -> Option<CommodityId> {
        let key = normalise(name);
        self.commodities
            .iter()
            .position(|c| normalise(c) == key)
            .map(|c| CommodityId(c as u8))
    }

    /// A column by its odds as written: "2:1".
    pub fn column_named(&self, name: &str) -> Option<Column> {
        let (a, d) = name.trim().split_once(':')?;
        let odds = (a.trim().parse().ok()?, d.trim().parse().ok()?);
        self.combat
            .columns
            .iter()
            .position(|c| *c == odds)
            .map(|c| Column(c as u8))
    }

    /// "1:2", "4:1".
    pub fn column_text(&self, column: Column) -> String {
        let (a, d) = self.combat.columns[usize::from(column.0)];
        format!("{a}:{d}")
    }

    pub fn adjacent(&self, a: AreaId, b: AreaId) -> bool {
        self.area(a).adjacent.contains(&b)
    }

    /// The odds column of `attack` against `defence`, rounded down to a column (in the
    /// defender's favour) and capped at the last; None below the first (no attack).
    pub fn column(&self, attack: u32, defence: u32) -> Option<Column> {
        self.combat
            .columns
            .iter()
            .rposition(|&(a, d)| {
                u64::from(attack) * u64::from(d) >= u64::from(defence) * u64::from(a)
            })
            .map(|c| Column(c as u8))
    }

    /// A column moved by `shift` (leaders), never off the table.
    pub fn shifted(&self, column: Column, shift: i32) -> Column {
        let last = self.combat.columns.len() as i32 - 1;
        Column((i32::from(column.0) + shift).clamp(0, last) as u8)
    }

    /// The combat result for a die face 1..=6 in a column.
    pub fn outcome(&self, column: Column, die: u8) -> Outcome {
        self.combat.results[usize::from(die) - 1][usize::from(column.0)]
    }

    /// The d6 faces that lose a ship after sailing `bounds` in a segment.
    pub fn lost_on(&self, bounds: u32) -> &[u8] {
        self.attrition
            .iter()
            .rev()
            .find(|b| bounds >= b.from)
            .map_or(&[], |b| b.lost_on.as_slice())
    }

    /// The price ladder's value at a rank.
    pub fn price_at(&self, rank: usize) -> u32 {
        self.prices.ladder[rank]
    }

    /// What a marker of a 1/`share` share sells for at `price`: rounded down (E 5.2).
    pub fn sale(&self, price: u32, share: u8) -> u32 {
        price / u32::from(share.max(1))
    }
}

#[cfg(test)]
mod tests;
