//! What must always hold; random play checks it after every action. Money only enters or
//! leaves through the bank as the rules say (a ledger of bank flows accounts for every rupiah),
//! deeds are each in one place, companies' areas obey the adjacency rules, ships stay within
//! their deeds' limits, cities within the supply and their demand.

use super::board::Land;
use super::{DeedState, Game, MergerStep, OpStep, Phase};
use crate::games::indonesia::map::{DeedKind, Era};
use crate::games::indonesia::{CompanyKind, Good, Track};

const GOODS: [Good; 5] = [
    Good::Rice,
    Good::Spice,
    Good::Rubber,
    Good::SiapSaji,
    Good::Oil,
];

impl Game {
    /// `pending_era`: a described position about to begin its era, whose deeds still wait.
    /// `revenue`: a described position about to begin Operations, which may hold revenue.
    pub(super) fn check_state(&self, pending_era: bool, revenue: bool) -> Result<(), String> {
        self.check_tables()?;
        self.check_money(revenue)?;
        self.check_deeds(pending_era)?;
        self.check_land()?;
        self.check_cities()?;
        self.check_phase()
    }

    /// Per-player tables, the turn order and the research steps.
    fn check_tables(&self) -> Result<(), String> {
        let n = self.players;
        if [
            self.cash.len(),
            self.revenue.len(),
            self.stash.len(),
            self.research.len(),
            self.cards.len(),
        ]
        .iter()
        .any(|&l| l != n)
        {
            return Err("per-player tables have the wrong length".into());
        }
        let mut sorted = self.order.clone();
        sorted.sort_unstable();
        if sorted != (0..n).collect::<Vec<_>>() {
            return Err(format!("turn order {:?} is not a permutation", self.order));
        }
        for (s, r) in self.research.iter().enumerate() {
            if r.iter().any(|step| !(1..=5).contains(step)) {
                return Err(format!("seat {s} research {r:?} outside steps 1 to 5"));
            }
        }
        Ok(())
    }

    /// Every rupiah players hold is accounted for by the bank's flows.
    fn check_money(&self, revenue: bool) -> Result<(), String> {
        let held: i64 = self.cash.iter().map(|&c| i64::from(c)).sum::<i64>()
            + self.stash.iter().map(|&c| i64::from(c)).sum::<i64>()
            + self.revenue.iter().sum::<i64>();
        let l = &self.ledger;
        let sales: i64 = GOODS
            .iter()
            .map(|&g| l.sold[g as usize] as i64 * i64::from(self.price(g)))
            .sum();
        let expected = l.start
            + sales
            + (l.cubes_earned as i64 - l.cubes as i64) * i64::from(self.map.cargo_fee)
            - l.expansions as i64;
        if held != expected {
            return Err(format!(
                "players hold {held} rupiah, but the bank's flows account for {expected}"
            ));
        }
        if l.cubes != l.cubes_earned {
            return Err(format!(
                "{} cargo cubes paid for but {} earned",
                l.cubes, l.cubes_earned
            ));
        }
        if !revenue
            && !matches!(
                self.phase,
                Phase::Operations { .. } | Phase::Over | Phase::Growth(_)
            )
            && self.revenue.iter().any(|&r| r > 0)
        {
            return Err("operating revenue left outside Operations".into());
        }
        Ok(())
    }

    /// Each deed in one place, companies holding deeds of their type, ships within limits.
    fn check_deeds(&self, pending_era: bool) -> Result<(), String> {
        let n = self.players;
        let map = &self.map;
        let mut owned = vec![0u32; map.deeds.len()];
        for c in self.companies.values() {
            if c.owner >= n {
                return Err(format!("company {} has no owner", c.id));
            }
            if c.deeds.is_empty() {
                return Err(format!("company {} has no deed", c.id));
            }
            for &d in &c.deeds {
                let Some(deed) = map.deeds.get(usize::from(d)) else {
                    return Err(format!("company {} has an unknown deed", c.id));
                };
                owned[usize::from(d)] += 1;
                let fits = match (c.kind, deed.kind) {
                    (CompanyKind::Shipping, DeedKind::Shipping) => true,
                    (CompanyKind::Production(Good::SiapSaji), DeedKind::Production(g)) => {
                        g == Good::Rice || g == Good::Spice
                    }
                    (CompanyKind::Production(a), DeedKind::Production(b)) => a == b,
                    _ => false,
                };
                if !fits {
                    return Err(format!("company {} holds a deed of another type", c.id));
                }
            }
            match c.kind {
                CompanyKind::Shipping => {
                    if c.ships.is_empty() || !c.areas.is_empty() {
                        return Err(format!("shipping company {} without ships", c.id));
                    }
                    if c.ships.len() as u32 > self.ship_limit(c.id) {
                        return Err(format!(
                            "shipping company {} has {} ships, above its limit {}",
                            c.id,
                            c.ships.len(),
                            self.ship_limit(c.id)
                        ));
                    }
                    if c.ships.iter().any(|&s| usize::from(s) >= map.seas.len()) {
                        return Err(format!("company {} has a ship off the map", c.id));
                    }
                }
                CompanyKind::Production(_) => {
                    if c.areas.is_empty() || !c.ships.is_empty() {
                        return Err(format!("production company {} without areas", c.id));
                    }
                }
            }
        }
        for (d, state) in self.deeds.iter().enumerate() {
            let era = map.deeds[d].era;
            let ok = match state {
                DeedState::Owned => owned[d] == 1 && era <= self.era,
                DeedState::Future => {
                    owned[d] == 0 && (era > self.era || (pending_era && era == self.era))
                }
                DeedState::Unclaimed => owned[d] == 0 && era <= self.era,
                DeedState::Discarded => owned[d] == 0,
            };
            if !ok {
                return Err(format!(
                    "deed {d} is {state:?} but in {} companies",
                    owned[d]
                ));
            }
        }
        for seat in 0..n {
            if self.company_count(seat) > self.value(seat, Track::Slots) {
                return Err(format!("seat {seat} has more companies than slots"));
            }
        }
        Ok(())
    }

    /// The land: one thing per area; same goods of different companies never touch.
    fn check_land(&self) -> Result<(), String> {
        let map = &self.map;
        let mut count = vec![0u32; map.areas.len()];
        for &a in self.cities.keys() {
            if usize::from(a) >= map.areas.len() {
                return Err("a city off the map".into());
            }
            count[usize::from(a)] += 1;
        }
        for c in self.companies.values() {
            for &a in &c.areas {
                if usize::from(a) >= map.areas.len() {
                    return Err(format!("company {} has an area off the map", c.id));
                }
                count[usize::from(a)] += 1;
            }
        }
        if let Some(a) = count.iter().position(|&k| k > 1) {
            return Err(format!(
                "area {} holds more than one thing",
                map.areas[a].short
            ));
        }
        let land = self.land();
        // A new siap saji company still giving up areas may touch another until it is done.
        let trimming = match &self.phase {
            Phase::Mergers(m) => match m.step {
                MergerStep::Removing { company, .. } => Some(company),
                _ => None,
            },
            _ => None,
        };
        for c in self.companies.values() {
            let CompanyKind::Production(good) = c.kind else {
                continue;
            };
            if trimming == Some(c.id) {
                continue;
            }
            for &a in &c.areas {
                for &b in &map.areas[usize::from(a)].land {
                    if let Land::Company(other, g) = land[usize::from(b)]
                        && other != c.id
                        && Some(other) != trimming
                        && g == good
                    {
                        return Err(format!(
                            "{} of company {} touches company {other}'s at {}",
                            crate::games::indonesia::good_name(good),
                            c.id,
                            map.areas[usize::from(b)].short
                        ));
                    }
                }
            }
        }
        Ok(())
    }

    /// Cities within the supply and their demand.
    fn check_cities(&self) -> Result<(), String> {
        let map = &self.map;
        let sizes = self.cities_by_size();
        for (k, &size) in sizes.iter().enumerate() {
            if size > u32::from(map.city_supply[k]) {
                return Err(format!(
                    "{} size {} cities, the supply has {}",
                    size,
                    k + 1,
                    map.city_supply[k]
                ));
            }
        }
        for (a, c) in &self.cities {
            if !(1..=3).contains(&c.size) || c.delivered.iter().any(|&d| d > c.size) {
                return Err(format!(
                    "city {} of size {} holds {:?}",
                    map.areas[usize::from(*a)].short,
                    c.size,
                    c.delivered
                ));
            }
        }
        Ok(())
    }

    /// The phase names players and companies that exist; the game ends only once era C has run
    /// out of choice.
    fn check_phase(&self) -> Result<(), String> {
        let n = self.players;
        match &self.phase {
            Phase::NewEra { turn, .. }
            | Phase::Bid { turn, .. }
            | Phase::Acquisitions { turn, .. }
            | Phase::Research { turn }
            | Phase::Operations { turn, .. }
                if *turn > n =>
            {
                return Err("turn index out of range".into());
            }
            Phase::Mergers(m) => {
                if let MergerStep::Auction(a) = &m.step
                    && (!self.companies.contains_key(&a.first)
                        || !self.companies.contains_key(&a.second))
                {
                    return Err("an auction for a company that does not exist".into());
                }
            }
            Phase::Operations {
                step: OpStep::Ships { company, .. } | OpStep::Expand { company, .. },
                ..
            } if !self.companies.contains_key(company) => {
                return Err("operating a company that does not exist".into());
            }
            Phase::Operations {
                step:
                    OpStep::Plan {
                        company,
                        prefer,
                        plan,
                    },
                ..
            } => {
                if !self.companies.contains_key(company) {
                    return Err("shipping for a company that does not exist".into());
                }
                self.check_offer(*company, prefer, plan)?;
            }
            Phase::Over if self.winners.is_empty() => {
                return Err("the game is over without a winner".into());
            }
            Phase::Over if self.era != Era::C || !self.era_exhausted() => {
                return Err(format!(
                    "the game ended in era {} with a choice of deeds left",
                    self.era
                ));
            }
            _ => {}
        }
        Ok(())
    }
}
