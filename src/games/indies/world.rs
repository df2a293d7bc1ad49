//! The state of the table: companies with their fleets and treasuries, factories on their sites,
//! each area's commodity, the prices and the initiative. The ledgers are in `ledger`.

use super::data::{AreaId, Column, CommodityId, Data, SiteId, Unit};
use crate::games::Seat;
use serde::{Deserialize, Serialize};
use std::fmt;

pub use super::ledger::Books;
pub(crate) use super::ledger::{MarkerBook, Sink, Tally};

/// A fleet's letter within its company: 0 is A.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct FleetId(pub u8);

impl FleetId {
    /// A company names at most this many fleets, A to Z.
    pub const MAX: u8 = 26;

    /// Its letter; a number past Z (no fleet has one) shows as "?".
    pub fn letter(self) -> char {
        if self.0 < FleetId::MAX {
            char::from(b'A' + self.0)
        } else {
            '?'
        }
    }

    /// "B", "b" or "fleet B".
    pub fn named(text: &str) -> Option<FleetId> {
        let t = text.trim();
        let t = t
            .strip_prefix("fleet ")
            .or_else(|| t.strip_prefix("Fleet "))
            .unwrap_or(t)
            .trim();
        let mut chars = t.chars();
        let c = chars.next()?.to_ascii_uppercase();
        if chars.next().is_some() || !c.is_ascii_uppercase() {
            return None;
        }
        Some(FleetId(c as u8 - b'A'))
    }
}

impl fmt::Display for FleetId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// Where a fleet is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Place {
    Europe,
    Area(AreaId),
    /// The Indies Command of the Seas box.
    Csb,
}

impl Place {
    pub fn area(self) -> Option<AreaId> {
        match self {
            Place::Area(a) => Some(a),
            _ => None,
        }
    }

    /// "Europe", "CSB" or the area's name.
    pub fn name(self, data: &Data) -> &str {
        match self {
            Place::Europe => &data.europe,
            Place::Csb => &data.csb,
            Place::Area(a) => &data.area(a).name,
        }
    }

    /// "Europe", "CSB" or an area's name.
    pub fn named(data: &Data, name: &str) -> Option<Place> {
        let key = super::data::normalise(name);
        if key == super::data::normalise(&data.europe) {
            Some(Place::Europe)
        } else if key == super::data::normalise(&data.csb) || key == "commandoftheseas" {
            Some(Place::Csb)
        } else {
            data.area_named(name).map(Place::Area)
        }
    }
}

/// A commodity marker: an area's output of `commodity`, or the 1/`share` part of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Marker {
    pub commodity: CommodityId,
    /// The denominator: 1 is a whole share, 3 a third.
    pub share: u8,
}

impl Marker {
    /// This marker's part of a whole share, in sixtieths (every share of up to 5 sharers, and
    /// every change-up of them, is a whole number of sixtieths).
    pub fn sixtieths(self) -> u32 {
        60 / u32::from(self.share.max(1))
    }

    /// "cloves 1/3".
    pub fn text(self, data: &Data) -> String {
        self.shown(data).to_string()
    }

    /// [`Marker::text`] to write where it is shown, with no string of its own.
    pub fn shown(self, data: &Data) -> impl fmt::Display + '_ {
        fmt::from_fn(move |f| write!(f, "{} 1/{}", data.commodity(self.commodity), self.share))
    }

    /// "cloves 1/3", "Cloves 1/1", "tea" (a whole share).
    pub fn named(data: &Data, text: &str) -> Option<Marker> {
        let t = text.trim();
        let (name, share) = match t.rsplit_once(char::is_whitespace) {
            Some((n, s)) if s.contains('/') => (n, s),
            _ => (t, "1/1"),
        };
        let (one, k) = share.split_once('/')?;
        let share: u8 = k.trim().parse().ok()?;
        if one.trim() != "1" || share == 0 {
            return None;
        }
        Some(Marker {
            commodity: data.commodity_named(name)?,
            share,
        })
    }
}

/// A CSB squadron's standing interception condition.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Patrol {
    /// Only fleets of this company (None: any other company).
    pub company: Option<Seat>,
    /// Only at these odds or better (after the leaders' shifts).
    pub odds: Column,
    /// Only fleets carrying commodity markers.
    pub laden: bool,
}

/// What a fleet did in the current order round: each fleet moves once per kind of movement, and
/// its attrition is rolled on the bounds of each.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub(crate) struct Moves {
    pub voyaged: bool,
    pub sailed: bool,
    pub csb: bool,
    pub attacked: bool,
    pub invaded: bool,
    /// Arrived in, moved in or left an Indies area: a fleet a squadron may intercept.
    pub moved: bool,
    /// Bounds of the trans-oceanic journey (halved for companies with a factory).
    pub oceanic: u32,
    /// Bounds of Indies movement, the CSB and naval combat.
    pub indies: u32,
}

impl Moves {
    /// Nothing moved yet this round.
    fn is_none(&self) -> bool {
        *self == Moves::default()
    }
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Fleet {
    pub id: FleetId,
    pub at: Place,
    /// By [`Unit::index`].
    pub units: [u32; 6],
    /// Commodity markers aboard, kept sorted. This and the fields below are left out of a
    /// snapshot while empty (as they mostly are between rounds): a smaller state to store and
    /// parse with every look at the game.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cargo: Vec<Marker>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub patrol: Option<Patrol>,
    #[serde(default, skip_serializing_if = "Moves::is_none")]
    pub(crate) moves: Moves,
    /// Factory attempts made this year (one per leader).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub(crate) attempts: u32,
}

/// One ship of a fleet with what is stowed in it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hold {
    pub unit: Unit,
    pub markers: Vec<Marker>,
    pub soldiers: u32,
}

/// What a fleet lost.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Loss {
    pub ships: Vec<Unit>,
    pub markers: Vec<Marker>,
    pub soldiers: u32,
    pub leaders: u32,
    pub explorers: u32,
    /// Every ship went down at sea: leaders and explorers with them, and the fleet is gone.
    pub fleet_lost: bool,
}

impl Fleet {
    pub fn new(id: FleetId, at: Place) -> Fleet {
        Fleet {
            id,
            at,
            units: [0; 6],
            cargo: Vec::new(),
            patrol: None,
            moves: Moves::default(),
            attempts: 0,
        }
    }

    pub fn count(&self, unit: Unit) -> u32 {
        self.units[unit.index()]
    }

    pub fn ships(&self) -> u32 {
        Unit::SHIPS.iter().map(|&u| self.count(u)).sum()
    }

    pub fn has_leader(&self) -> bool {
        self.count(Unit::Leader) > 0
    }

    /// Strength at sea.
    pub fn strength(&self, data: &Data) -> u32 {
        Unit::SHIPS
            .iter()
            .map(|&u| self.count(u) * data.unit(u).strength)
            .sum()
    }

    pub fn capacity(&self, data: &Data) -> u32 {
        Unit::SHIPS
            .iter()
            .map(|&u| self.count(u) * data.unit(u).cargo)
            .sum()
    }

    pub fn used(&self, data: &Data) -> u32 {
        self.count(Unit::Soldier) * data.unit(Unit::Soldier).cargo
            + self.cargo.len() as u32 * data.movement.marker_cargo
    }

    pub fn free(&self, data: &Data) -> u32 {
        self.capacity(data).saturating_sub(self.used(data))
    }

    pub fn is_empty(&self) -> bool {
        self.units.iter().all(|&n| n == 0) && self.cargo.is_empty()
    }

    pub fn add_markers(&mut self, markers: &[Marker]) {
        self.cargo.extend_from_slice(markers);
        self.cargo.sort();
    }

    /// The ships in stowage order: the biggest holds first (carracks, galleons, caravels with
    /// the shipped data), each filled before the next, markers (in hold order) before soldiers.
    /// A ship lost at sea takes what is stowed in it (E: cargo aboard a lost ship is lost).
    pub fn stowage(&self, data: &Data) -> Vec<Hold> {
        let mut kinds = Unit::SHIPS.to_vec();
        kinds.sort_by_key(|&u| std::cmp::Reverse(data.unit(u).cargo));
        let mut holds: Vec<Hold> = kinds
            .iter()
            .flat_map(|&u| std::iter::repeat_n(u, self.count(u) as usize))
            .map(|unit| Hold {
                unit,
                markers: Vec::new(),
                soldiers: 0,
            })
            .collect();
        let size = data.movement.marker_cargo;
        let per_soldier = data.unit(Unit::Soldier).cargo;
        let mut free: Vec<u32> = holds.iter().map(|h| data.unit(h.unit).cargo).collect();
        let mut k = 0;
        for &m in &self.cargo {
            while k < holds.len() && free[k] < size {
                k += 1;
            }
            if k == holds.len() {
                break;
            }
            holds[k].markers.push(m);
            free[k] -= size;
        }
        let mut soldiers = self.count(Unit::Soldier);
        for (h, f) in holds.iter_mut().zip(&mut free) {
            if per_soldier == 0 {
                break;
            }
            let n = (*f / per_soldier).min(soldiers);
            h.soldiers = n;
            *f -= n * per_soldier;
            soldiers -= n;
        }
        holds
    }

    /// Loses the ships at these places of [`Fleet::stowage`], with what is stowed in them. At
    /// sea, losing the last ship loses everything aboard.
    pub fn lose_ships(&mut self, data: &Data, lost: &[usize], at_sea: bool) -> Loss {
        let holds = self.stowage(data);
        let mut loss = Loss::default();
        for &i in lost {
            let Some(h) = holds.get(i) else { continue };
            loss.ships.push(h.unit);
            self.units[h.unit.index()] -= 1;
            for m in &h.markers {
                if let Some(k) = self.cargo.iter().position(|c| c == m) {
                    self.cargo.remove(k);
                    loss.markers.push(*m);
                }
            }
            self.units[Unit::Soldier.index()] -= h.soldiers;
            loss.soldiers += h.soldiers;
        }
        if at_sea && self.ships() == 0 && !loss.ships.is_empty() {
            loss.fleet_lost = true;
            loss.soldiers += self.count(Unit::Soldier);
            loss.leaders = self.count(Unit::Leader);
            loss.explorers = self.count(Unit::Explorer);
            loss.markers.append(&mut self.cargo);
            self.units = [0; 6];
        }
        loss.ships.sort();
        loss.markers.sort();
        loss
    }
}

/// A trading factory on a site.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Factory {
    pub owner: Seat,
    pub forts: u32,
    /// The garrison.
    pub soldiers: u32,
    /// Markers stored here, kept sorted.
    pub markers: Vec<Marker>,
}

impl Factory {
    pub fn new(owner: Seat) -> Factory {
        Factory {
            owner,
            forts: 0,
            soldiers: 0,
            markers: Vec::new(),
        }
    }

    /// Defence against an invasion: the factory, its garrison and its forts.
    pub fn defence(&self, data: &Data) -> u32 {
        data.factory.defence
            + self.soldiers * data.unit(Unit::Soldier).strength
            + self.forts * data.fort.defence
    }
}

/// What the standing maintenance order removes first when upkeep cannot be paid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Upkept {
    Unit(Unit),
    Fort,
    Factory,
}

impl Upkept {
    /// The order used for whatever a company's standing order does not name: the cheapest to
    /// replace first, factories last (the design's default).
    pub const DEFAULT: [Upkept; 8] = [
        Upkept::Unit(Unit::Soldier),
        Upkept::Unit(Unit::Explorer),
        Upkept::Unit(Unit::Leader),
        Upkept::Fort,
        Upkept::Unit(Unit::Caravel),
        Upkept::Unit(Unit::Galleon),
        Upkept::Unit(Unit::Carrack),
        Upkept::Factory,
    ];

    /// Index into a [`Tally`].
    pub fn index(self) -> usize {
        match self {
            Upkept::Unit(u) => u.index(),
            Upkept::Fort => 6,
            Upkept::Factory => 7,
        }
    }

    pub fn name(self, data: &Data) -> String {
        match self {
            Upkept::Unit(u) => data.unit(u).name.clone(),
            Upkept::Fort => "fort".into(),
            Upkept::Factory => "factory".into(),
        }
    }

    pub fn plural(self, data: &Data) -> String {
        match self {
            Upkept::Unit(u) => data.unit(u).plural.clone(),
            Upkept::Fort => "forts".into(),
            Upkept::Factory => "factories".into(),
        }
    }

    /// "soldiers", "fort", "Factories".
    pub fn named(data: &Data, name: &str) -> Option<Upkept> {
        let key = super::data::normalise(name);
        if let Some(u) = data.unit_named(name) {
            return Some(Upkept::Unit(u));
        }
        match key.as_str() {
            "fort" | "forts" => Some(Upkept::Fort),
            "factory" | "factories" => Some(Upkept::Factory),
            _ => None,
        }
    }

    /// A company's full removal order: its standing order, then the default for the rest.
    pub fn full_order(standing: &[Upkept]) -> Vec<Upkept> {
        let mut out: Vec<Upkept> = Vec::new();
        for &u in standing.iter().chain(Upkept::DEFAULT.iter()) {
            if !out.contains(&u) {
                out.push(u);
            }
        }
        out
    }
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Company {
    pub treasury: i64,
    /// Sorted by letter.
    pub fleets: Vec<Fleet>,
    /// The standing maintenance order.
    pub maintenance: Vec<Upkept>,
    /// Where its CSB ships go if it loses its last factory: the area of the last factory lost.
    pub(crate) last_factory_area: Option<AreaId>,
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub(crate) struct World {
    pub companies: Vec<Company>,
    /// By site.
    pub factories: Vec<Option<Factory>>,
    /// By area: the commodity drawn there.
    pub output: Vec<Option<CommodityId>>,
    /// By commodity: its rank on the price ladder.
    pub prices: Vec<usize>,
    /// Seats, first to last.
    pub initiative: Vec<Seat>,
    pub books: Vec<Books>,
    pub tally: Vec<Tally>,
    pub markers: MarkerBook,
}

impl World {
    pub fn fleet(&self, seat: Seat, id: FleetId) -> Option<&Fleet> {
        self.companies.get(seat)?.fleets.iter().find(|f| f.id == id)
    }

    pub fn fleet_mut(&mut self, seat: Seat, id: FleetId) -> Option<&mut Fleet> {
        self.companies
            .get_mut(seat)?
            .fleets
            .iter_mut()
            .find(|f| f.id == id)
    }

    /// Adds a fleet, keeping the letters sorted.
    pub fn add_fleet(&mut self, seat: Seat, fleet: Fleet) {
        let fleets = &mut self.companies[seat].fleets;
        let at = fleets.partition_point(|f| f.id < fleet.id);
        fleets.insert(at, fleet);
    }

    /// Drops fleets with nothing left in them.
    pub fn drop_empty_fleets(&mut self, seat: Seat) {
        self.companies[seat].fleets.retain(|f| !f.is_empty());
    }

    pub fn factory(&self, site: SiteId) -> Option<&Factory> {
        self.factories.get(usize::from(site.0))?.as_ref()
    }

    pub fn factory_mut(&mut self, site: SiteId) -> Option<&mut Factory> {
        self.factories.get_mut(usize::from(site.0))?.as_mut()
    }

    /// The seat's factory on `site`, if it owns it.
    pub fn own_factory(&self, seat: Seat, site: SiteId) -> Option<&Factory> {
        self.factory(site).filter(|f| f.owner == seat)
    }

    pub fn factory_count(&self, seat: Seat) -> u32 {
        self.factories
            .iter()
            .flatten()
            .filter(|f| f.owner == seat)
            .count() as u32
    }

    pub fn price(&self, data: &Data, commodity: CommodityId) -> u32 {
        data.price_at(self.prices[usize::from(commodity.0)])
    }

    /// Whether the seat owns a factory anywhere in the Indies (E 5.3 halving, E 6.1 CSB).
    pub fn has_factory(&self, seat: Seat) -> bool {
        self.factory_count(seat) > 0
    }
}

/// The share merged markers make, when their fractions (1/k for each k) add to an exact share
/// 1/n: three 1/3 make 1 (n = 1), two 1/4 make 1/2. None otherwise, or for fewer than two.
pub(crate) fn merged_share(shares: &[u8]) -> Option<u8> {
    if shares.len() < 2 || shares.iter().any(|&k| k == 0 || 60 % u32::from(k) != 0) {
        return None;
    }
    let total: u32 = shares.iter().map(|&k| 60 / u32::from(k)).sum();
    (total <= 60 && 60 % total == 0).then(|| (60 / total) as u8)
}

/// The books kept as the world changes: every florin by source and sink, every unit and marker.
impl World {
    /// Pays `amount` from the treasury, or says it cannot.
    pub fn pay(&mut self, seat: Seat, amount: u32, sink: Sink) -> Result<(), i64> {
        let treasury = self.companies[seat].treasury;
        if i64::from(amount) > treasury {
            return Err(treasury);
        }
        self.companies[seat].treasury -= i64::from(amount);
        let b = &mut self.books[seat];
        let entry = match sink {
            Sink::Purchases => &mut b.purchases,
            Sink::Bounds => &mut b.bounds,
            Sink::Bribes => &mut b.bribes,
            Sink::Forts => &mut b.forts,
            Sink::Upkeep => &mut b.upkeep,
        };
        *entry += i64::from(amount);
        Ok(())
    }

    pub fn earn_sales(&mut self, seat: Seat, amount: u32) {
        self.companies[seat].treasury += i64::from(amount);
        self.books[seat].sales += i64::from(amount);
    }

    pub fn earn_subsidy(&mut self, seat: Seat, amount: u32) {
        self.companies[seat].treasury += i64::from(amount);
        self.books[seat].subsidy += i64::from(amount);
    }

    pub fn gained(&mut self, seat: Seat, what: Upkept, n: u32) {
        self.tally[seat].gained[what.index()] += n;
    }

    pub fn lost(&mut self, seat: Seat, what: Upkept, n: u32) {
        self.tally[seat].lost[what.index()] += n;
    }

    /// Books a fleet's loss: its units, and its markers out of play.
    pub fn book_loss(&mut self, seat: Seat, loss: &Loss) {
        for &u in &loss.ships {
            self.lost(seat, Upkept::Unit(u), 1);
        }
        self.lost(seat, Upkept::Unit(Unit::Soldier), loss.soldiers);
        self.lost(seat, Upkept::Unit(Unit::Leader), loss.leaders);
        self.lost(seat, Upkept::Unit(Unit::Explorer), loss.explorers);
        self.markers_lost(&loss.markers);
    }

    pub fn markers_lost(&mut self, markers: &[Marker]) {
        self.markers.lost += markers.len() as u32;
        self.markers.lost_60 += markers.iter().map(|m| m.sixtieths()).sum::<u32>();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fleet that has done nothing this round is stored without its empty parts, and
    /// snapshots written before they were left out still load.
    #[test]
    fn an_idle_fleet_is_stored_short_and_old_snapshots_still_load() {
        let mut fleet = Fleet::new(FleetId(2), Place::Area(AreaId(4)));
        fleet.units = [0, 1, 0, 2, 0, 0];
        let short = serde_json::to_string(&fleet).unwrap();
        for left_out in ["cargo", "patrol", "moves", "attempts"] {
            assert!(!short.contains(left_out), "{left_out} in {short}");
        }
        assert_eq!(serde_json::from_str::<Fleet>(&short).unwrap(), fleet);
        let old = r#"{"id":2,"at":{"area":4},"units":[0,1,0,2,0,0],"cargo":[],"patrol":null,
            "moves":{"voyaged":false,"sailed":false,"csb":false,"attacked":false,"invaded":false,
            "moved":false,"oceanic":0,"indies":0},"attempts":0}"#;
        assert_eq!(serde_json::from_str::<Fleet>(old).unwrap(), fleet);
    }

    /// What a fleet did this round survives a snapshot.
    #[test]
    fn a_busy_fleet_keeps_all_it_did() {
        let mut fleet = Fleet::new(FleetId(0), Place::Csb);
        fleet.cargo = vec![Marker {
            commodity: CommodityId(1),
            share: 3,
        }];
        fleet.patrol = Some(Patrol {
            company: Some(1),
            odds: Column(2),
            laden: true,
        });
        fleet.moves.sailed = true;
        fleet.moves.indies = 3;
        fleet.attempts = 1;
        let text = serde_json::to_string(&fleet).unwrap();
        assert_eq!(serde_json::from_str::<Fleet>(&text).unwrap(), fleet);
    }
}
