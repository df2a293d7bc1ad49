//! The pieces of a setup: an empty table, and the players and companies of a described position,
//! each checked. `Rules::setup` and `Rules::from_position` (in game.rs) put them together.

use super::{Company, DeedState, Game, Ledger, Orders, Phase};
use crate::games::SetupError;
use crate::games::indonesia::map::{DeedKind, Era, Good, Map};
use crate::games::indonesia::{CompanyKind, Options, PlayerPosition};
use crate::rng::Rng;
use std::collections::BTreeMap;
use std::sync::Arc;

pub(super) fn fail<T>(message: impl Into<String>) -> Result<T, SetupError> {
    Err(SetupError::new(message))
}

pub(super) fn check_players(players: usize) -> Result<(), SetupError> {
    if (2..=5).contains(&players) {
        Ok(())
    } else {
        fail(format!("Indonesia is for 2 to 5 players, not {players}."))
    }
}

/// City cards each player holds per era: two with two players, otherwise one.
pub(super) fn cards_per_era(map: &Map, players: usize) -> usize {
    if players == 2 {
        map.two_player_city_cards.max(1)
    } else {
        1
    }
}

impl Game {
    /// An empty table: nothing dealt, nothing placed.
    pub(super) fn empty(map: Arc<Map>, options: Options, players: usize, rng: Rng) -> Game {
        Game {
            options,
            players,
            rng,
            year: 1,
            era: Era::A,
            order: (0..players).collect(),
            cash: vec![map.starting_cash; players],
            revenue: vec![0; players],
            stash: vec![0; players],
            research: vec![[1; 5]; players],
            cards: vec![[Vec::new(), Vec::new(), Vec::new()]; players],
            companies: BTreeMap::new(),
            next_company: 1,
            deeds: vec![DeedState::Future; map.deeds.len()],
            cities: BTreeMap::new(),
            phase: Phase::Bid {
                turn: 0,
                values: Vec::new(),
                sealed: Vec::new(),
            },
            ledger: Ledger {
                start: i64::from(map.starting_cash) * players as i64,
                ..Ledger::default()
            },
            scores: Vec::new(),
            winners: Vec::new(),
            orders: vec![Orders::default(); players],
            map,
        }
    }

    /// The players of a described position: money, research and city cards (those not given
    /// dealt from what is left).
    pub(super) fn seat_players(&mut self, described: &[PlayerPosition]) -> Result<(), SetupError> {
        let map = self.map.clone();
        let players = self.players;
        let each = cards_per_era(&map, players);
        let mut used_cards: [Vec<usize>; 3] = [Vec::new(), Vec::new(), Vec::new()];
        for (seat, p) in described.iter().enumerate() {
            self.cash[seat] = p.cash;
            self.stash[seat] = p.stash;
            self.revenue[seat] = p.revenue;
            let r = p.research;
            let steps = [r.bid, r.slots, r.mergers, r.expansion, r.hull];
            if steps.iter().any(|s| !(1..=5).contains(s)) {
                return Err(SetupError::at(
                    format!("player {seat}"),
                    format!("research steps go from 1 to 5, not {steps:?}."),
                ));
            }
            self.research[seat] = steps;
            for (era, list) in &p.cards {
                let e = *era as usize;
                if list.len() != each {
                    return Err(SetupError::at(
                        format!("player {seat}"),
                        format!("{each} city card(s) per era with {players} players."),
                    ));
                }
                for &k in list {
                    if k >= map.city_cards[e].len() || used_cards[e].contains(&k) {
                        return Err(SetupError::at(
                            format!("player {seat}"),
                            format!("era {era} city card {k} does not exist or is dealt twice."),
                        ));
                    }
                    used_cards[e].push(k);
                    self.cards[seat][e].push(map.city_cards[e][k]);
                }
            }
        }
        for (e, used) in used_cards.iter().enumerate() {
            let mut deck: Vec<usize> = (0..map.city_cards[e].len())
                .filter(|k| !used.contains(k))
                .collect();
            self.rng.shuffle(&mut deck);
            for seat in 0..players {
                if self.cards[seat][e].is_empty() {
                    if deck.len() < each {
                        return fail("not enough city cards left to deal");
                    }
                    self.cards[seat][e] =
                        deck.drain(..each).map(|k| map.city_cards[e][k]).collect();
                }
            }
        }
        Ok(())
    }

    /// One company of a described position.
    pub(super) fn add_company(
        &mut self,
        k: usize,
        cp: &crate::games::indonesia::CompanyPosition,
    ) -> Result<(), SetupError> {
        let map = self.map.clone();
        let what = format!("company {}", k + 1);
        if cp.owner >= self.players {
            return Err(SetupError::at(
                &what,
                format!("owner {} is not a seat.", cp.owner),
            ));
        }
        if cp.deeds.is_empty() {
            return Err(SetupError::at(&what, "a company has at least one deed."));
        }
        let mut deeds = Vec::new();
        for name in &cp.deeds {
            let Some(d) = map.deed_named(name) else {
                return Err(SetupError::at(
                    &what,
                    format!("no deed is called {name:?}."),
                ));
            };
            let state = self.deeds[usize::from(d)];
            if state != DeedState::Discarded || map.deeds[usize::from(d)].era > self.era {
                return Err(SetupError::at(
                    &what,
                    format!("{name} is listed twice, unclaimed, or of a later era."),
                ));
            }
            self.deeds[usize::from(d)] = DeedState::Owned;
            deeds.push(d);
        }
        deeds.sort_unstable();
        let kinds: Vec<DeedKind> = deeds
            .iter()
            .map(|&d| map.deeds[usize::from(d)].kind)
            .collect();
        let kind = if kinds.iter().all(|&k| k == DeedKind::Shipping) {
            CompanyKind::Shipping
        } else if let Some(DeedKind::Production(g)) = kinds.first().copied()
            && kinds.iter().all(|&k| k == DeedKind::Production(g))
        {
            CompanyKind::Production(g)
        } else if kinds.iter().all(|&k| {
            k == DeedKind::Production(Good::Rice) || k == DeedKind::Production(Good::Spice)
        }) && self.era != Era::A
        {
            CompanyKind::Production(Good::SiapSaji)
        } else {
            return Err(SetupError::at(
                &what,
                "its deeds must be all shipping, all one good, or rice and spice (siap saji, era B or C).",
            ));
        };
        let mut areas = Vec::new();
        for name in &cp.areas {
            match map.area_named(name) {
                Some(a) => areas.push(a),
                None => {
                    return Err(SetupError::at(
                        &what,
                        format!("no area is called {name:?}."),
                    ));
                }
            }
        }
        let mut ships = Vec::new();
        for name in &cp.ships {
            match map.sea_named(name) {
                Some(s) => ships.push(s),
                None => return Err(SetupError::at(&what, format!("no sea is called {name:?}."))),
            }
        }
        areas.sort_unstable();
        ships.sort_unstable();
        let ok = match kind {
            CompanyKind::Shipping => areas.is_empty() && !ships.is_empty(),
            CompanyKind::Production(_) => ships.is_empty() && !areas.is_empty(),
        };
        if !ok {
            return Err(SetupError::at(
                &what,
                "a shipping company has ships and no areas, a production company areas and no ships.",
            ));
        }
        let id = self.next_company;
        self.next_company += 1;
        self.companies.insert(
            id,
            Company {
                id,
                owner: cp.owner,
                kind,
                deeds,
                areas,
                ships,
                operated: false,
                merged: false,
            },
        );
        Ok(())
    }
}
