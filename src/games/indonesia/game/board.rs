//! What stands where: land areas, regions, and the places a good or a ship may go.

use super::{CompanyId, DeedId, DeedState, Event, EventKind, Game};
use crate::games::indonesia::CompanyKind;
use crate::games::indonesia::map::{AreaId, DeedKind, Good, SeaId};
use crate::games::public;

/// What a land area holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub(super) enum Land {
    Empty,
    City,
    Company(CompanyId, Good),
}

impl Game {
    /// Every land area's content.
    pub(super) fn land(&self) -> Vec<Land> {
        let mut land = vec![Land::Empty; self.map.areas.len()];
        for &a in self.cities.keys() {
            land[usize::from(a)] = Land::City;
        }
        for c in self.companies.values() {
            if let CompanyKind::Production(good) = c.kind {
                for &a in &c.areas {
                    land[usize::from(a)] = Land::Company(c.id, good);
                }
            }
        }
        land
    }

    /// Whether `good` of `company` (None: a company not yet started) may go into `area`:
    /// the area is empty and no neighbour holds the same good of another company.
    pub(super) fn may_hold(
        &self,
        land: &[Land],
        area: AreaId,
        good: Good,
        company: Option<CompanyId>,
    ) -> bool {
        if land[usize::from(area)] != Land::Empty {
            return false;
        }
        self.map.areas[usize::from(area)]
            .land
            .iter()
            .all(|&n| match land[usize::from(n)] {
                Land::Company(other, g) => g != good || Some(other) == company,
                _ => true,
            })
    }

    /// The contiguous regions of a set of areas, each sorted, in order of their first area.
    pub(super) fn regions(&self, areas: &[AreaId]) -> Vec<Vec<AreaId>> {
        let mut sorted = areas.to_vec();
        sorted.sort_unstable();
        let mut seen = vec![false; sorted.len()];
        let mut out = Vec::new();
        for i in 0..sorted.len() {
            if seen[i] {
                continue;
            }
            seen[i] = true;
            let mut region = vec![sorted[i]];
            let mut k = 0;
            while k < region.len() {
                let a = region[k];
                for (j, &b) in sorted.iter().enumerate() {
                    if !seen[j] && self.map.areas_adjacent(a, b) {
                        seen[j] = true;
                        region.push(b);
                    }
                }
                k += 1;
            }
            region.sort_unstable();
            out.push(region);
        }
        out
    }

    /// Where an unclaimed production deed's first good may go.
    pub(super) fn start_areas(&self, land: &[Land], deed: DeedId) -> Vec<AreaId> {
        let d = &self.map.deeds[usize::from(deed)];
        let DeedKind::Production(good) = d.kind else {
            return Vec::new();
        };
        self.map.provinces[usize::from(d.province)]
            .areas
            .iter()
            .copied()
            .filter(|&a| self.may_hold(land, a, good, None))
            .collect()
    }

    /// Where a shipping deed's first ship may go: a sea bordering the province.
    pub(super) fn start_seas(&self, deed: DeedId) -> Vec<SeaId> {
        let d = &self.map.deeds[usize::from(deed)];
        let mut seas: Vec<SeaId> = self.map.provinces[usize::from(d.province)]
            .areas
            .iter()
            .flat_map(|&a| self.map.areas[usize::from(a)].seas.iter().copied())
            .collect();
        seas.sort_unstable();
        seas.dedup();
        seas
    }

    /// Rules: "At any time during play, if there is no valid starting area for an unclaimed
    /// company deed, that deed is discarded."
    pub(super) fn discard_unstartable(&mut self, events: &mut Vec<Event>) {
        let land = self.land();
        let gone: Vec<DeedId> = self
            .unclaimed()
            .filter(|&d| match self.deed_kind(d) {
                DeedKind::Shipping => self.start_seas(d).is_empty(),
                DeedKind::Production(_) => self.start_areas(&land, d).is_empty(),
            })
            .collect();
        for deed in gone {
            self.deeds[usize::from(deed)] = DeedState::Discarded;
            events.push(public(EventKind::DeedDiscarded { deed }));
        }
    }

    /// Areas a production company may expand into now.
    pub(super) fn expansion_areas(&self, company: CompanyId) -> Vec<AreaId> {
        let c = &self.companies[&company];
        let CompanyKind::Production(good) = c.kind else {
            return Vec::new();
        };
        let land = self.land();
        let mut out: Vec<AreaId> = c
            .areas
            .iter()
            .flat_map(|&a| self.map.areas[usize::from(a)].land.iter().copied())
            .filter(|&a| self.may_hold(&land, a, good, Some(company)))
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    /// Seas where a shipping company may place an expansion ship: holding one of its ships, or
    /// next to such a sea.
    pub(super) fn ship_seas(&self, company: CompanyId) -> Vec<SeaId> {
        let c = &self.companies[&company];
        let mut out: Vec<SeaId> = Vec::new();
        for &s in &c.ships {
            out.push(s);
            out.extend(self.map.seas[usize::from(s)].seas.iter().copied());
        }
        out.sort_unstable();
        out.dedup();
        out
    }

    /// The most ships a shipping company may have in this era: the sum of its deeds' limits.
    pub(super) fn ship_limit(&self, company: CompanyId) -> u32 {
        self.companies[&company]
            .deeds
            .iter()
            .map(|&d| u32::from(self.map.deeds[usize::from(d)].ship_limits[self.era as usize]))
            .sum()
    }

    /// Production areas of every company, by good, for counting what the board produces.
    pub(super) fn produced(&self) -> [bool; 5] {
        let mut out = [false; 5];
        for c in self.companies.values() {
            if let CompanyKind::Production(g) = c.kind
                && !c.areas.is_empty()
            {
                out[g as usize] = true;
            }
        }
        out
    }

    /// Cities on the map by size (index 0 for size 1).
    pub(super) fn cities_by_size(&self) -> [u32; 3] {
        let mut out = [0; 3];
        for c in self.cities.values() {
            out[usize::from(c.size.clamp(1, 3)) - 1] += 1;
        }
        out
    }
}
