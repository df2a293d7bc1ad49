//! The engine's side of the rules-engine contract: setup, the views, the legal actions, the check
//! and the carrying out of an action, the loop that runs everything that needs no input, and the
//! redacted game a computer player decides on.

use super::legal::multiples;
use super::setup::{cards_per_era, check_players, fail};
use super::*;
use crate::games::{Finish, Rules, Seat};
use crate::rng::Rng;
use std::sync::Arc;

const ERAS: [Era; 3] = [Era::A, Era::B, Era::C];

impl Rules for Game {
    type Components = Map;
    type Options = Options;
    type Position = Position;
    type Action = Action;
    type EventKind = EventKind;
    type PublicView = PublicView;
    type SeatView = SeatView;

    /// A new game. Randomness, in this order: the turn order, then the city cards era by era.
    fn setup(
        map: Arc<Map>,
        options: &Options,
        players: usize,
        seed: u64,
    ) -> Result<(Game, Vec<Event>), SetupError> {
        let options = *options;
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
    fn from_position(map: Arc<Map>, position: &Position) -> Result<Game, SetupError> {
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

    fn seats(&self) -> usize {
        self.players
    }

    /// Holds nothing secret: cash only with open money, city cards of eras still to come never.
    fn public_view(&self) -> PublicView {
        let players = (0..self.players)
            .map(|seat| PlayerView {
                seat,
                research: self.research[seat],
                values: Track::ALL.map(|t| self.value(seat, t)),
                stash: self.stash[seat],
                companies: self
                    .companies
                    .values()
                    .filter(|c| c.owner == seat)
                    .map(|c| c.id)
                    .collect(),
                cards: ERAS
                    .iter()
                    .filter(|&&e| e <= self.era)
                    .flat_map(|&e| self.cards[seat][e as usize].iter().map(move |&c| (e, c)))
                    .collect(),
            })
            .collect();
        let money = match self.options.money {
            Money::Open => {
                MoneyView::Open((0..self.players).map(|s| self.player_money(s)).collect())
            }
            Money::Closed => MoneyView::Closed,
        };
        let companies = self
            .companies
            .values()
            .map(|c| CompanyView {
                id: c.id,
                owner: c.owner,
                kind: c.kind,
                deeds: c.deeds.clone(),
                name: self.company_name(c.id),
                areas: c.areas.clone(),
                ships: c.ships.clone(),
                ship_limit: if c.kind == CompanyKind::Shipping {
                    self.ship_limit(c.id)
                } else {
                    0
                },
                operated: c.operated,
                merged: c.merged,
            })
            .collect();
        let cities = self
            .cities
            .iter()
            .map(|(&area, c)| CityView {
                area,
                size: c.size,
                delivered: c.delivered,
            })
            .collect();
        let deeds = self
            .unclaimed()
            .map(|id| DeedView {
                id,
                name: self.deed_name(id),
                province: self.map.deeds[usize::from(id)].province,
            })
            .collect();
        let sizes = self.cities_by_size();
        let phase = match self.phase {
            Phase::NewEra { .. } => PhaseView::NewEra,
            Phase::Bid { .. } => PhaseView::Bid,
            Phase::Mergers(_) => PhaseView::Mergers,
            Phase::Acquisitions { .. } => PhaseView::Acquisitions,
            Phase::Research { .. } => PhaseView::Research,
            Phase::Operations { .. } => PhaseView::Operations,
            Phase::Growth(_) => PhaseView::Growth,
            Phase::Over => PhaseView::Over,
        };
        PublicView {
            year: self.year,
            era: self.era,
            phase,
            order: self.order.clone(),
            players,
            money,
            companies,
            cities,
            deeds,
            city_supply: [0, 1, 2]
                .map(|k| (u32::from(self.map.city_supply[k]).saturating_sub(sizes[k])) as u8),
            prompt: self.prompt(),
            winners: self.is_over().then(|| self.winners.clone()),
            scores: self.is_over().then(|| self.scores.clone()),
        }
    }

    /// What `seat` may know: the public view, its own cash and revenue, all its city cards.
    fn seat_view(&self, seat: Seat) -> SeatView {
        SeatView {
            seat,
            money: self.player_money(seat),
            cards: self.cards.get(seat).cloned().unwrap_or_default(),
            public: self.public_view(),
        }
    }

    fn standing_order(action: &Action) -> bool {
        Game::is_order(action)
    }

    /// Every action a seat may take now; `apply` accepts exactly these. Big choices are single
    /// steps (one city, one ship, one area, one preferred company at a time), so the list stays
    /// finite.
    fn legal(&self, seat: Seat) -> Vec<Action> {
        if seat >= self.players || !self.waiting_for().contains(&seat) {
            return Vec::new();
        }
        match &self.phase {
            Phase::NewEra { round, .. } => self
                .city_areas(self.cards[seat][self.era as usize][*round])
                .into_iter()
                .map(|area| Action::PlaceCity { area })
                .collect(),
            Phase::Bid { .. } => (0..=self.cash[seat])
                .map(|amount| Action::Bid { amount })
                .collect(),
            Phase::Mergers(m) => {
                match &m.step {
                    MergerStep::Proposing => {
                        let mut out = vec![Action::Pass, Action::PassRest];
                        for p in self.merger_pairs(seat) {
                            let units = (self.companies[&p.first].areas.len()
                                + self.companies[&p.first].ships.len()
                                + self.companies[&p.second].areas.len()
                                + self.companies[&p.second].ships.len())
                                as u32;
                            let min = self.merger_minimum(p.kind, p.creation) * units;
                            // Either company may be named first (the first-named's owner takes
                            // any rounding remainder on a tie of sizes).
                            for (first, second) in [(p.first, p.second), (p.second, p.first)] {
                                out.extend(
                                    multiples(units, min, self.cash[seat])
                                        .map(|bid| Action::Propose { first, second, bid }),
                                );
                            }
                        }
                        out
                    }
                    MergerStep::Auction(a) => {
                        let mut out = vec![Action::Pass, Action::PassRest];
                        let from = (a.high + 1).max(a.minimum * a.units);
                        out.extend(
                            multiples(a.units, from, self.cash[seat])
                                .map(|amount| Action::Raise { amount }),
                        );
                        out
                    }
                    MergerStep::Removing { .. } => self
                        .removal_choices()
                        .into_iter()
                        .map(|area| Action::Remove { area })
                        .collect(),
                }
            }
            Phase::Acquisitions { .. } => {
                let mut out = vec![Action::Pass];
                let deeds: Vec<DeedId> = self.unclaimed().collect();
                for deed in deeds {
                    out.extend(
                        self.start_places(deed)
                            .into_iter()
                            .map(|at| Action::Acquire { deed, at }),
                    );
                }
                out
            }
            Phase::Research { .. } => self
                .research_choices(seat)
                .into_iter()
                .map(|(track, owner)| Action::Research { track, owner })
                .collect(),
            Phase::Operations { step, .. } => match step {
                OpStep::Choose => self
                    .companies
                    .values()
                    .filter(|c| c.owner == seat && !c.operated)
                    .map(|c| Action::Operate { company: c.id })
                    .collect(),
                OpStep::Ships { company, .. } => {
                    let mut out: Vec<Action> = self
                        .ship_seas(*company)
                        .into_iter()
                        .map(|sea| Action::PlaceShip { sea })
                        .collect();
                    out.push(Action::Pass);
                    out
                }
                OpStep::Plan { prefer, plan, .. } => {
                    let mut out = vec![Action::Ship];
                    out.extend(
                        (2..=plan.others.len() as u32 + 1)
                            .map(|number| Action::ShipPlan { number }),
                    );
                    out.extend(
                        self.companies
                            .values()
                            .filter(|c| {
                                c.kind == crate::games::indonesia::CompanyKind::Shipping
                                    && !prefer.contains(&c.id)
                            })
                            .map(|c| Action::Prefer { company: c.id }),
                    );
                    if !prefer.is_empty() {
                        out.push(Action::ClearPreferences);
                    }
                    out
                }
                OpStep::Expand { company, paid, .. } => {
                    let affordable =
                        !*paid || self.expansion_funds(seat) >= self.expansion_price(*company);
                    let mut out: Vec<Action> = if affordable {
                        self.expansion_areas(*company)
                            .into_iter()
                            .map(|area| Action::Expand { area })
                            .collect()
                    } else {
                        Vec::new()
                    };
                    if *paid {
                        out.push(Action::Pass);
                    }
                    out
                }
            },
            Phase::Growth(g) => g.among.iter().map(|&area| Action::Grow { area }).collect(),
            Phase::Over => Vec::new(),
        }
    }

    /// Whether `seat` may take `action` now; the error names the rule that forbids it.
    fn check(&self, seat: Seat, action: &Action) -> Result<(), RuleError> {
        if Game::is_order(action) {
            return self.check_order(seat, action);
        }
        match (&self.phase, action) {
            (Phase::NewEra { .. }, Action::PlaceCity { area }) => self.check_city(seat, *area),
            (Phase::Bid { .. }, Action::Bid { amount }) => self.check_bid(seat, *amount),
            (Phase::Mergers(_), Action::Propose { .. })
            | (Phase::Mergers(_), Action::Raise { .. })
            | (Phase::Mergers(_), Action::ProposeUpTo { .. })
            | (Phase::Mergers(_), Action::RaiseUpTo { .. })
            | (Phase::Mergers(_), Action::Maximum { .. })
            | (Phase::Mergers(_), Action::PassRest)
            | (Phase::Mergers(_), Action::Pass)
            | (Phase::Mergers(_), Action::Remove { .. }) => self.check_merger(seat, action),
            (Phase::Acquisitions { .. }, Action::Acquire { .. })
            | (Phase::Acquisitions { .. }, Action::Pass) => self.check_acquisition(seat, action),
            (Phase::Research { .. }, Action::Research { track, owner }) => {
                self.check_research(seat, *track, *owner)
            }
            (Phase::Operations { .. }, Action::ExpandMany { areas }) => {
                let steps: Vec<Action> =
                    areas.iter().map(|&area| Action::Expand { area }).collect();
                self.check_steps(seat, &steps)
            }
            (Phase::Operations { .. }, Action::PlaceShips { seas }) => {
                let steps: Vec<Action> =
                    seas.iter().map(|&sea| Action::PlaceShip { sea }).collect();
                self.check_steps(seat, &steps)
            }
            (Phase::Operations { .. }, _) if self.operations_action(action) => {
                self.check_operations(seat, action)
            }
            (Phase::Growth(_), Action::Grow { area }) => self.check_grow(seat, *area),
            _ => self.phase_error(seat),
        }
    }

    /// Carries out a checked action.
    fn perform(
        &mut self,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        match action {
            _ if Game::is_order(action) => self.perform_order(seat, action, events),
            Action::PlaceCity { area } => self.place_city(seat, *area, events),
            Action::Bid { amount } => self.bid(seat, *amount, events),
            Action::Propose { .. }
            | Action::Raise { .. }
            | Action::ProposeUpTo { .. }
            | Action::RaiseUpTo { .. }
            | Action::Maximum { .. }
            | Action::PassRest
            | Action::Remove { .. }
                if matches!(self.phase, Phase::Mergers(_)) =>
            {
                self.merger_action(seat, action, events)
            }
            Action::Pass if matches!(self.phase, Phase::Mergers(_)) => {
                self.merger_action(seat, action, events)
            }
            Action::Acquire { .. } | Action::Pass
                if matches!(self.phase, Phase::Acquisitions { .. }) =>
            {
                self.acquisition_action(seat, action, events)
            }
            Action::Research { track, owner } => self.research_step(seat, *track, *owner, events),
            Action::Grow { area } => self.grow(*area, events),
            Action::ExpandMany { areas } => {
                let steps: Vec<Action> =
                    areas.iter().map(|&area| Action::Expand { area }).collect();
                self.perform_steps(seat, &steps, events);
            }
            Action::PlaceShips { seas } => {
                let steps: Vec<Action> =
                    seas.iter().map(|&sea| Action::PlaceShip { sea }).collect();
                self.perform_steps(seat, &steps, events);
            }
            _ => self.operations_perform(seat, action, events),
        }
        Ok(())
    }

    /// Runs everything that needs nobody's input, until the game waits for someone.
    fn advance(&mut self, events: &mut Vec<Event>) {
        for _ in 0..10_000 {
            self.discard_unstartable(events);
            let moved = match &self.phase {
                Phase::NewEra { .. } => self.settle_new_era(events),
                Phase::Bid { .. } => self.settle_bid(events),
                Phase::Mergers(_) => self.settle_mergers(events),
                Phase::Acquisitions { .. } => self.settle_acquisitions(events),
                Phase::Research { .. } => self.settle_research(events),
                Phase::Operations { .. } => self.settle_operations(events),
                Phase::Growth(_) => self.settle_growth(events),
                Phase::Over => false,
            };
            if !moved {
                return;
            }
        }
        unreachable!("the game loop settles within a bounded number of automatic steps")
    }

    fn waiting_for(&self) -> Vec<Seat> {
        self.prompt().seats()
    }

    /// The final scores and the winner, once the game is over.
    fn finish(&self) -> Option<Finish> {
        (self.phase == Phase::Over).then(|| Finish {
            scores: self.scores.iter().map(|s| s.total).collect(),
            winners: self.winners.clone(),
        })
    }

    fn reveals(event: &Event) -> bool {
        matches!(event.kind, EventKind::BidsRevealed)
    }

    fn rng(&self) -> &Rng {
        &self.rng
    }

    fn check_invariants(&self) -> Result<(), String> {
        self.check_state(false, false)
    }

    fn attach(&mut self, map: Arc<Map>) {
        self.map = map;
    }

    /// With closed money, what the others hold in cash and revenue together (known: the bank's
    /// flows less the stashes and the seat's own money) is split evenly among them, above what
    /// each is known to hold (the leader of a merger auction has its bid), as cash, or as IOUs
    /// when it is negative; others' sealed bids become bids of 0; others' city cards of eras
    /// still to come become the first cards of those eras' decks that the seat does not hold,
    /// dealt in seat order; the generator (used only at setup) starts afresh.
    fn redacted(&self, seat: Seat) -> Game {
        let mut known = self.clone();
        known.forget_others_orders(seat);
        known.forget_others_standing(seat);
        let others: Vec<Seat> = (0..self.players).filter(|&s| s != seat).collect();
        if self.options.money == Money::Closed && !others.is_empty() {
            let floor = |s: Seat| match &self.phase {
                Phase::Mergers(Mergers {
                    step: MergerStep::Auction(a),
                    ..
                }) if a.leader == s => a.high,
                _ => 0,
            };
            let held: i64 = others
                .iter()
                .map(|&s| i64::from(self.cash[s]) + self.revenue[s] - i64::from(floor(s)))
                .sum();
            let n = others.len() as i64;
            for (k, &s) in others.iter().enumerate() {
                let share = held.div_euclid(n) + i64::from((k as i64) < held.rem_euclid(n));
                let cash = i64::from(floor(s)) + share.max(0);
                known.cash[s] = u32::try_from(cash).unwrap_or(u32::MAX);
                known.revenue[s] = share.min(0);
            }
        }
        if let Phase::Bid { sealed, .. } = &mut known.phase {
            for &s in &others {
                if let Some(bid) = sealed.get_mut(s).and_then(Option::as_mut) {
                    *bid = 0;
                }
            }
        }
        for era in ERAS.into_iter().filter(|&e| e > self.era) {
            let mut deck = self.map.city_cards[era as usize].clone();
            for card in &self.cards[seat][era as usize] {
                if let Some(k) = deck.iter().position(|c| c == card) {
                    deck.remove(k);
                }
            }
            let mut deck = deck.into_iter();
            for &s in &others {
                let each = self.cards[s][era as usize].len();
                known.cards[s][era as usize] = deck.by_ref().take(each).collect();
            }
        }
        known.rng = Rng::new(0);
        known
    }
}

impl Game {
    /// Whether a command of several steps may start: it names at least one, and its first is
    /// allowed now (each later one is checked when its turn comes, as if typed alone).
    fn check_steps(&self, seat: Seat, steps: &[Action]) -> Result<(), RuleError> {
        match steps.first() {
            None => crate::games::forbidden(crate::msg!("indonesia-refused-no-place")),
            Some(first) => self.check(seat, first),
        }
    }

    /// Plays `steps` in order, each checked as if typed alone and followed by everything that
    /// needs no input; the first refused stops the command there, the seat told why (the steps
    /// before it stand).
    fn perform_steps(&mut self, seat: Seat, steps: &[Action], events: &mut Vec<Event>) {
        for (done, step) in steps.iter().enumerate() {
            if let Err(e) = self.check(seat, step) {
                events.push(private(
                    seat,
                    EventKind::StepsStopped {
                        done: done as u32,
                        asked: steps.len() as u32,
                        why: e.said,
                    },
                ));
                return;
            }
            // Checked just now: it cannot be refused.
            let _ = self.perform(seat, step, events);
            self.advance(events);
        }
    }
}
