//! Setting up: a new game dealt at random from a seed, or a described position.

use super::{City, Company, DeedState, Event, EventKind, Game, Ledger, Phase};
use crate::games::indonesia::map::{DeedKind, Era, Good, Map, ProvinceId};
use crate::games::indonesia::{CompanyKind, Options, PhaseName, PlayerPosition, Position};
use crate::games::{Rules, SetupError, private, public};
use crate::rng::Rng;
use std::collections::BTreeMap;
use std::sync::Arc;

fn fail<T>(message: impl Into<String>) -> Result<T, SetupError> {
    Err(SetupError::new(message))
}

fn check_players(players: usize) -> Result<(), SetupError> {
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
    fn empty(map: Arc<Map>, options: Options, players: usize, rng: Rng) -> Game {
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
            map,
        }
    }

    /// A new game. Randomness, in this order: the turn order, then the city cards era by era.
    pub(super) fn deal(
        map: Arc<Map>,
        options: Options,
        players: usize,
        seed: u64,
    ) -> Result<(Game, Vec<Event>), SetupError> {
        check_players(players)?;
        let each = cards_per_era(&map, players);
        for era in 0..3 {
            if map.city_cards[era].len() < each * players {
                return fail(format!(
                    "The board has {} city cards for era {}, too few for {players} players.",
                    map.city_cards[era].len(),
                    ["A", "B", "C"][era]
                ));
            }
        }
        let mut game = Game::empty(map.clone(), options, players, Rng::new(seed));
        game.rng.shuffle(&mut game.order);
        for era in 0..3 {
            let mut deck: Vec<[ProvinceId; 3]> = map.city_cards[era].clone();
            game.rng.shuffle(&mut deck);
            for seat in 0..players {
                game.cards[seat][era] = deck.drain(..each).collect();
            }
        }
        let mut events: Vec<Event> = (0..players)
            .map(|seat| {
                private(
                    seat,
                    EventKind::Dealt {
                        seat,
                        cards: game.cards[seat].clone(),
                    },
                )
            })
            .collect();
        events.push(public(EventKind::TurnOrder {
            order: game.order.clone(),
        }));
        game.begin_era(Era::A, &mut events);
        game.advance(&mut events);
        Ok((game, events))
    }

    /// A described position at the start of a phase; see [`Position`] for the format.
    pub(super) fn from_described(map: Arc<Map>, position: &Position) -> Result<Game, SetupError> {
        let players = position.players.len();
        check_players(players)?;
        let options = Options {
            money: position.money,
            bids: position.bids,
        };
        let mut game = Game::empty(map.clone(), options, players, Rng::new(position.seed));
        game.era = position.era;
        game.year = position.year.max(1);
        if let Some(order) = &position.order {
            let mut sorted = order.clone();
            sorted.sort_unstable();
            if sorted != (0..players).collect::<Vec<_>>() {
                return Err(SetupError::at(
                    "order",
                    format!(
                        "{order:?} must name each of the seats 0 to {} once.",
                        players - 1
                    ),
                ));
            }
            game.order = order.clone();
        }

        game.seat_players(&position.players)?;

        // Deeds and companies.
        let new_era = position.phase == PhaseName::NewEra;
        for (d, deed) in map.deeds.iter().enumerate() {
            let past = deed.era < position.era || (deed.era == position.era && !new_era);
            game.deeds[d] = if past {
                DeedState::Discarded
            } else {
                DeedState::Future
            };
        }
        for name in &position.unclaimed {
            let Some(d) = map.deed_named(name) else {
                return Err(SetupError::at(
                    "unclaimed",
                    format!("no deed is called {name:?}."),
                ));
            };
            if game.deeds[usize::from(d)] != DeedState::Discarded || new_era {
                return Err(SetupError::at(
                    "unclaimed",
                    format!(
                        "{name} is not a deed of era {} or earlier, or is listed twice \
                     (with phase new_era, leave unclaimed empty).",
                        position.era
                    ),
                ));
            }
            game.deeds[usize::from(d)] = DeedState::Unclaimed;
        }
        for (k, cp) in position.companies.iter().enumerate() {
            game.add_company(k, cp)?;
        }
        for cp in &position.cities {
            let Some(area) = map.area_named(&cp.area) else {
                return Err(SetupError::at(
                    "city",
                    format!("no area is called {:?}.", cp.area),
                ));
            };
            if !(1..=3).contains(&cp.size) || game.cities.contains_key(&area) {
                return Err(SetupError::at(
                    format!("city {}", cp.area),
                    "size 1 to 3, one city per area.",
                ));
            }
            game.cities.insert(
                area,
                City {
                    size: cp.size,
                    delivered: [0; 5],
                },
            );
        }
        game.ledger.start = game.cash.iter().map(|&c| i64::from(c)).sum::<i64>()
            + game.stash.iter().map(|&c| i64::from(c)).sum::<i64>()
            + game.revenue.iter().sum::<i64>();
        game.check_state(new_era, position.phase == PhaseName::Operations)
            .map_err(|e| SetupError::at("position", e))?;

        let mut events = Vec::new();
        match position.phase {
            PhaseName::NewEra => game.begin_era(position.era, &mut events),
            PhaseName::Bid => game.begin_bid(&mut events),
            PhaseName::Mergers => game.begin_mergers(&mut events),
            PhaseName::Acquisitions => game.begin_acquisitions(&mut events),
            PhaseName::Research => game.begin_research(&mut events),
            PhaseName::Operations => game.begin_operations(&mut events),
            PhaseName::Growth => {
                return Err(SetupError::at(
                    "phase",
                    "a position may start at new_era, bid, mergers, acquisitions, \
                     research or operations.",
                ));
            }
        }
        game.advance(&mut events);
        Ok(game)
    }

    /// The players of a described position: money, research and city cards (those not given
    /// dealt from what is left).
    fn seat_players(&mut self, described: &[PlayerPosition]) -> Result<(), SetupError> {
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
    fn add_company(
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
