//! What must hold after every action; random play checks it after each one.

use super::{Game, Phase};
use crate::games::indies::data::Unit;
use crate::games::indies::world::{FleetId, Place, Upkept};

impl Game {
    /// The tables, the year count (every game ends after its last year), initiative, prices.
    pub(super) fn check_year(&self) -> Result<(), String> {
        let data = &self.data;
        let w = &self.world;
        let n = self.players;
        if w.companies.len() != n || w.books.len() != n || w.tally.len() != n {
            return Err("a company is missing its books".into());
        }
        if self.drafts.len() != n || self.sealed.len() != n {
            return Err("drafts or seals do not match the seats".into());
        }

        // The year count: every game ends after its last year.
        if !(data.start_year..=self.last_year).contains(&self.year) {
            return Err(format!("year {} is outside the game", self.year));
        }
        match self.phase {
            Phase::Over if self.year != self.last_year || self.scores.is_none() => {
                return Err("the game ended before its last year, or without scores".into());
            }
            Phase::Orders(_) if self.scores.is_some() => {
                return Err("scores before the end".into());
            }
            Phase::Orders(r) if !(1..=2).contains(&r) => return Err(format!("order round {r}")),
            _ => {}
        }
        let mut seen = w.initiative.clone();
        seen.sort_unstable();
        if seen != (0..n).collect::<Vec<_>>() {
            return Err(format!(
                "initiative {:?} is not every seat once",
                w.initiative
            ));
        }
        if w.prices.len() != data.commodities.len()
            || w.prices.iter().any(|&r| r >= data.prices.ladder.len())
        {
            return Err("a price is off the ladder".into());
        }
        if w.output
            .iter()
            .flatten()
            .any(|c| usize::from(c.0) >= data.commodities.len())
        {
            return Err("an area produces an unknown commodity".into());
        }
        Ok(())
    }

    /// Florins change only by the listed sources and sinks.
    pub(super) fn check_florins(&self) -> Result<(), String> {
        let w = &self.world;
        for (seat, c) in w.companies.iter().enumerate() {
            if c.treasury < 0 {
                return Err(format!("seat {seat} has a negative treasury"));
            }
            let books = &w.books[seat];
            if books.balance() != c.treasury {
                return Err(format!(
                    "seat {seat} holds {} florins but its books say {} ({books:?})",
                    c.treasury,
                    books.balance()
                ));
            }
        }
        Ok(())
    }

    /// Fleets lettered in order, on the map, within their holds; factories owned at the table.
    pub(super) fn check_fleets(&self) -> Result<(), String> {
        let data = &self.data;
        let w = &self.world;
        let n = self.players;
        for (seat, c) in w.companies.iter().enumerate() {
            let mut last: Option<FleetId> = None;
            for f in &c.fleets {
                if last.is_some_and(|l| l >= f.id) || f.id.0 >= FleetId::MAX {
                    return Err(format!("seat {seat}'s fleet letters are out of order"));
                }
                last = Some(f.id);
                if f.is_empty() {
                    return Err(format!("seat {seat}'s fleet {} is empty", f.id));
                }
                if f.at != Place::Europe && f.ships() == 0 {
                    return Err(format!(
                        "seat {seat}'s fleet {} is at sea without ships",
                        f.id
                    ));
                }
                if let Place::Area(a) = f.at
                    && usize::from(a.0) >= data.areas.len()
                {
                    return Err("a fleet is in an unknown area".into());
                }
                if f.used(data) > f.capacity(data) && f.ships() > 0 {
                    return Err(format!("seat {seat}'s fleet {} is over capacity", f.id));
                }
                let stowed: usize = f.stowage(data).iter().map(|h| h.markers.len()).sum();
                if f.ships() > 0 && stowed != f.cargo.len() {
                    return Err(format!(
                        "seat {seat}'s fleet {} cannot stow its cargo",
                        f.id
                    ));
                }
                if f.at == Place::Csb && (f.used(data) > 0 || !w.has_factory(seat)) {
                    return Err(format!(
                        "seat {seat}'s fleet {} is in the CSB with cargo or without a factory",
                        f.id
                    ));
                }
                if f.patrol.is_some_and(|p| {
                    usize::from(p.odds.0) >= data.combat.columns.len()
                        || p.company.is_some_and(|s| s == seat || s >= n)
                }) {
                    return Err(format!("seat {seat}'s fleet {} has a broken patrol", f.id));
                }
                if self.phase == Phase::Orders(1) && f.at == Place::Europe && !f.cargo.is_empty() {
                    return Err(format!("seat {seat} stockpiles markers in Europe"));
                }
            }
        }
        for f in w.factories.iter().flatten() {
            if f.owner >= n {
                return Err("a factory belongs to nobody at the table".into());
            }
        }
        Ok(())
    }

    /// Units, forts and factories: what a company holds is what came to it less what left.
    pub(super) fn check_holdings(&self) -> Result<(), String> {
        let w = &self.world;
        for seat in 0..self.players {
            let c = &w.companies[seat];
            let mut held = [0u32; 8];
            for f in &c.fleets {
                for u in Unit::ALL {
                    held[u.index()] += f.count(u);
                }
            }
            for f in w.factories.iter().flatten().filter(|f| f.owner == seat) {
                held[Unit::Soldier.index()] += f.soldiers;
                held[Upkept::Fort.index()] += f.forts;
                held[Upkept::Factory.index()] += 1;
            }
            let t = &w.tally[seat];
            for (k, &held) in held.iter().enumerate() {
                if i64::from(t.gained[k]) - i64::from(t.lost[k]) != i64::from(held) {
                    return Err(format!(
                        "seat {seat} holds {} of kind {k}, but gained {} and lost {}",
                        held, t.gained[k], t.lost[k]
                    ));
                }
            }
        }
        Ok(())
    }

    /// Markers: every one made is in play, sold, lost, or merged.
    pub(super) fn check_markers(&self) -> Result<(), String> {
        let data = &self.data;
        let w = &self.world;
        let in_play: Vec<_> = w
            .companies
            .iter()
            .flat_map(|c| c.fleets.iter().flat_map(|f| f.cargo.iter()))
            .chain(w.factories.iter().flatten().flat_map(|f| f.markers.iter()))
            .copied()
            .collect();
        if in_play.iter().any(|m| {
            !(1..=5).contains(&m.share) || usize::from(m.commodity.0) >= data.commodities.len()
        }) {
            return Err("a marker is not a share of a commodity".into());
        }
        let m = &w.markers;
        let count =
            i64::from(m.made) - i64::from(m.sold) - i64::from(m.lost) - i64::from(m.merged_from)
                + i64::from(m.merged_into);
        if count != in_play.len() as i64 {
            return Err(format!(
                "{} markers in play, but the books say {count} ({m:?})",
                in_play.len()
            ));
        }
        let sixtieths: u32 = in_play.iter().map(|m| m.sixtieths()).sum();
        if i64::from(sixtieths)
            != i64::from(m.made_60) - i64::from(m.sold_60) - i64::from(m.lost_60)
        {
            return Err(format!(
                "markers in play hold {sixtieths}/60 of shares, not what the books say"
            ));
        }
        Ok(())
    }

    /// Drafts are checked orders.
    pub(super) fn check_drafts(&self) -> Result<(), String> {
        if let Phase::Orders(_) = self.phase {
            for seat in 0..self.players {
                if let Err((i, why)) = self.check_draft(seat, &self.drafts[seat]) {
                    return Err(format!(
                        "seat {seat}'s order {} no longer holds: {}",
                        i + 1,
                        why.message
                    ));
                }
            }
        }
        Ok(())
    }
}
