//! The game: its state and its [`Rules`] (the setup, the views, the legal actions, the check and
//! the carrying out of an action), and what it waits for. Each step of the year lives in a
//! submodule named after the game's nouns; `year` strings them together.

mod attrition;
mod cargo;
mod combat;
mod draft;
mod factory;
mod happenings;
mod invariants;
mod invasion;
mod legal;
mod maintenance;
mod market;
mod movement;
mod orders;
mod outfitting;
mod setup;
mod year;

#[cfg(test)]
mod tests;

pub(crate) use combat::odds;
pub(crate) use factory::founds;
pub(crate) use legal::change_ups;

use super::data::Data;
use super::data::Unit;
use super::view::{AreaView, CompanyView, FactoryView, FleetView, PhaseView, PriceView, SiteView};
use super::world::World;
use super::world::{Fleet, Place};
use super::{
    Action, Event, EventKind, Options, Order, Position, Prompt, PublicView, RuleError, Score,
    SeatView, SetupError,
};
use crate::games::{Components, Finish, Rules, Seat, not_now, not_your_turn};
use crate::rng::Rng;
use setup::{check_options, empty_world, fail, place_company};
use std::sync::Arc;

/// A game of East Indies. Everything is public except the drafts of the open order round.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Game {
    /// Not in snapshots: the table attaches the game's recorded data.
    #[serde(skip, default = "Data::standard")]
    data: Arc<Data>,
    options: Options,
    players: usize,
    rng: Rng,
    /// The current year, and the game's last.
    year: u32,
    last_year: u32,
    world: World,
    phase: Phase,
    /// The open round's drafts, by seat: secret until the round closes.
    drafts: Vec<Vec<Order>>,
    sealed: Vec<bool>,
    /// Set when the game is over.
    scores: Option<(Vec<Score>, Seat)>,
    /// What the last resolved order round did on the map (public, for the picture).
    #[serde(default)]
    last_round: Vec<super::Happening>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
enum Phase {
    /// Order round 1 or 2 is open.
    Orders(u8),
    Over,
}

impl Rules for Game {
    type Components = Data;
    type Options = Options;
    type Position = Position;
    type Action = Action;
    type EventKind = EventKind;
    type PublicView = PublicView;
    type SeatView = SeatView;

    const SEAT_NOUN: &'static str = "companies";

    /// A new game: 1600, every company in Europe with its starting florins and nothing else;
    /// initiative is rolled, and order round 1 opens.
    fn setup(
        data: Arc<Data>,
        options: &Options,
        seats: usize,
        seed: u64,
    ) -> Result<(Game, Vec<Event>), SetupError> {
        let options = *options;
        check_options(&data, &options, seats)?;
        let world = empty_world(&data, seats);
        let mut game = Game {
            year: data.start_year,
            last_year: data.start_year + options.years - 1,
            data,
            options,
            players: seats,
            rng: Rng::new(seed),
            world,
            phase: Phase::Orders(1),
            drafts: vec![Vec::new(); seats],
            sealed: vec![false; seats],
            scores: None,
            last_round: Vec::new(),
        };
        let mut events = Vec::new();
        game.roll_initiative(&mut events);
        game.open(1, &mut events);
        Ok((game, events))
    }

    fn from_position(data: Arc<Data>, p: &Position) -> Result<Game, SetupError> {
        let seats = p.companies.len();
        let options = Options {
            years: p.years.unwrap_or(12),
        };
        check_options(&data, &options, seats)?;
        let last_year = data.start_year + options.years - 1;
        let year = p.year.unwrap_or(data.start_year);
        if !(data.start_year..=last_year).contains(&year) {
            return fail(format!(
                "year {year} is outside the game ({} to {last_year})",
                data.start_year
            ));
        }
        let round = p.round.unwrap_or(1);
        if !(1..=2).contains(&round) {
            return fail("round is 1 or 2");
        }
        let mut world = empty_world(&data, seats);
        if let Some(names) = &p.initiative {
            let mut order = Vec::new();
            for n in names {
                match data.nation_named(n) {
                    Some(s) if s < seats && !order.contains(&s) => order.push(s),
                    _ => {
                        return Err(SetupError::at(
                            "initiative",
                            format!("`{n}` is not a company of this game, or is named twice"),
                        ));
                    }
                }
            }
            if order.len() != seats {
                return fail("initiative must name every company once");
            }
            world.initiative = order;
        }
        for (name, price) in &p.prices {
            let c = data
                .commodity_named(name)
                .ok_or_else(|| SetupError::at("prices", format!("`{name}` is not a commodity")))?;
            let rank = data
                .prices
                .ladder
                .iter()
                .position(|x| x == price)
                .ok_or_else(|| {
                    SetupError::at(
                        "prices",
                        format!("{price} is not on the ladder {:?}", data.prices.ladder),
                    )
                })?;
            world.prices[usize::from(c.0)] = rank;
        }
        for (area, commodity) in &p.output {
            let a = data
                .area_named(area)
                .ok_or_else(|| SetupError::at("output", format!("`{area}` is not an area")))?;
            let c = data.commodity_named(commodity).ok_or_else(|| {
                SetupError::at("output", format!("`{commodity}` is not a commodity"))
            })?;
            world.output[usize::from(a.0)] = Some(c);
        }
        for (seat, c) in p.companies.iter().enumerate() {
            place_company(&data, &mut world, seat, c)?;
        }
        for (seat, c) in world.companies.iter().enumerate() {
            for f in &c.fleets {
                if f.at == Place::Csb && !world.has_factory(seat) {
                    return fail(format!(
                        "{}'s fleet {} is in the CSB, but only a company with a factory may keep ships there",
                        data.nation(seat),
                        f.id
                    ));
                }
            }
        }
        let game = Game {
            year,
            last_year,
            data,
            options,
            players: seats,
            rng: Rng::new(p.seed),
            world,
            phase: Phase::Orders(round),
            drafts: vec![Vec::new(); seats],
            sealed: vec![false; seats],
            scores: None,
            last_round: Vec::new(),
        };
        game.check_invariants().map_err(SetupError::new)?;
        Ok(game)
    }

    fn seats(&self) -> usize {
        self.players
    }

    /// Holds nothing secret: the drafts of the open round stay out.
    fn public_view(&self) -> PublicView {
        let data = &self.data;
        let w = &self.world;
        let companies = (0..self.players)
            .map(|seat| {
                let c = &w.companies[seat];
                let factories = w.factory_count(seat);
                CompanyView {
                    seat,
                    nation: data.nation(seat).to_string(),
                    treasury: c.treasury,
                    fleets: c.fleets.iter().map(|f| self.fleet_view(f)).collect(),
                    factories,
                    score: c.treasury + i64::from(factories * data.factory.points),
                    upkeep: w.upkeep_due(data, seat),
                    maintenance: c.maintenance.clone(),
                    sealed: matches!(self.phase, Phase::Orders(_)) && self.sealed[seat],
                }
            })
            .collect();
        let areas = data
            .area_ids()
            .map(|id| {
                let a = data.area(id);
                AreaView {
                    id,
                    name: a.name.clone(),
                    europe: a.europe,
                    adjacent: a.adjacent.clone(),
                    commodity: w.output[usize::from(id.0)],
                    sites: a
                        .sites
                        .iter()
                        .map(|&s| SiteView {
                            id: s,
                            name: data.site(s).name.clone(),
                            factory: w.factory(s).map(|f| FactoryView {
                                owner: f.owner,
                                forts: f.forts,
                                soldiers: f.soldiers,
                                markers: f.markers.clone(),
                                defence: f.defence(data),
                            }),
                        })
                        .collect(),
                }
            })
            .collect();
        let prices = data
            .commodity_ids()
            .map(|c| PriceView {
                commodity: c,
                name: data.commodity(c).to_string(),
                price: w.price(data, c),
            })
            .collect();
        PublicView {
            year: self.year,
            first_year: data.start_year,
            last_year: self.last_year,
            phase: match self.phase {
                Phase::Orders(round) => PhaseView::Orders { round },
                Phase::Over => PhaseView::Over,
            },
            initiative: w.initiative.clone(),
            companies,
            areas,
            prices,
            prompt: self.prompt(),
            scores: self.scores.as_ref().map(|(s, _)| s.clone()),
            winner: self.scores.as_ref().map(|(_, w)| *w),
            last_round: self.last_round.clone(),
        }
    }

    /// What `seat` may know: the public view and its own draft.
    fn seat_view(&self, seat: Seat) -> SeatView {
        SeatView {
            seat,
            public: self.public_view(),
            draft: self.draft(seat).to_vec(),
        }
    }

    fn legal(&self, seat: Seat) -> Vec<Action> {
        let Phase::Orders(_) = self.phase else {
            return Vec::new();
        };
        if seat >= self.players || self.sealed[seat] {
            return Vec::new();
        }
        let draft = &self.drafts[seat];
        let mut out: Vec<Action> = self
            .acceptable_orders(seat)
            .into_iter()
            .map(|order| Action::Order { order })
            .collect();
        for i in 0..draft.len() {
            let mut d = draft.clone();
            d.remove(i);
            if self.check_draft(seat, &d).is_ok() {
                out.push(Action::Withdraw { index: i });
            }
        }
        if !draft.is_empty() {
            out.push(Action::Clear);
        }
        out.push(Action::Seal);
        out
    }

    /// An open round, a company that has not sealed, and a draft that still holds with the
    /// change.
    fn check(&self, seat: Seat, action: &Action) -> Result<(), RuleError> {
        let Phase::Orders(round) = self.phase else {
            return not_now(crate::msg!("indies-refused-over"));
        };
        if self.sealed[seat] {
            return not_your_turn(crate::msg!(
                "indies-refused-sealed",
                round = round,
                year = self.year,
                waiting = self.waiting_for().len()
            ));
        }
        match action {
            Action::Order { .. } | Action::Replace { .. } => {
                let (draft, index) = self.drafted(seat, action)?;
                self.accept(seat, &draft, Some(index), None)
            }
            Action::Withdraw { index } => {
                let (draft, _) = self.drafted(seat, action)?;
                self.accept(seat, &draft, None, Some(*index))
            }
            Action::Clear | Action::Seal | Action::Lapse => Ok(()),
        }
    }

    fn perform(
        &mut self,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        match action {
            Action::Order { .. } | Action::Replace { .. } | Action::Withdraw { .. } => {
                self.redraft(seat, action, events)?
            }
            Action::Clear => self.clear(seat, events),
            Action::Seal => self.seal(seat, events),
            Action::Lapse => self.lapse(seat, events),
        }
        Ok(())
    }

    /// Closes the round once every company has sealed.
    fn advance(&mut self, events: &mut Vec<Event>) {
        if self.sealed.iter().all(|&s| s) {
            self.close_round(events);
        }
    }

    /// The companies that have not sealed the open round.
    fn waiting_for(&self) -> Vec<Seat> {
        match self.phase {
            Phase::Orders(_) => (0..self.players).filter(|&s| !self.sealed[s]).collect(),
            Phase::Over => Vec::new(),
        }
    }

    fn finish(&self) -> Option<Finish> {
        let (scores, winner) = self.scores()?;
        Some(Finish {
            scores: scores.iter().map(|s| s.score).collect(),
            winners: vec![winner],
        })
    }

    fn rng(&self) -> &Rng {
        &self.rng
    }

    fn check_invariants(&self) -> Result<(), String> {
        self.check_year()?;
        self.check_florins()?;
        self.check_fleets()?;
        self.check_holdings()?;
        self.check_markers()?;
        self.check_drafts()
    }

    fn attach(&mut self, data: Arc<Data>) {
        self.data = data;
    }

    /// Others' drafts of the open round become empty; the dice start afresh.
    fn redacted(&self, seat: Seat) -> Game {
        let mut known = self.clone();
        for (s, draft) in known.drafts.iter_mut().enumerate() {
            if s != seat {
                draft.clear();
            }
        }
        known.rng = Rng::new(0);
        known
    }
}

/// Rolls one d6.
pub(crate) fn d6(rng: &mut Rng) -> u8 {
    rng.below(6) as u8 + 1
}

impl Game {
    fn fleet_view(&self, f: &Fleet) -> FleetView {
        let data = &self.data;
        FleetView {
            id: f.id,
            letter: f.id.letter(),
            at: f.at,
            units: Unit::ALL
                .iter()
                .filter(|&&u| f.count(u) > 0)
                .map(|&u| (u, f.count(u)))
                .collect(),
            ships: f.ships(),
            strength: f.strength(data),
            capacity: f.capacity(data),
            free: f.free(data),
            cargo: f.cargo.clone(),
            patrol: f.patrol,
        }
    }

    pub fn data(&self) -> &Data {
        &self.data
    }

    pub fn data_arc(&self) -> Arc<Data> {
        self.data.clone()
    }

    pub fn options(&self) -> Options {
        self.options
    }

    pub fn year(&self) -> u32 {
        self.year
    }

    pub fn last_year(&self) -> u32 {
        self.last_year
    }

    /// The open order round (1 or 2), or None when the game is over.
    pub fn round(&self) -> Option<u8> {
        match self.phase {
            Phase::Orders(r) => Some(r),
            Phase::Over => None,
        }
    }

    /// Seats in initiative order, first to last.
    pub fn initiative(&self) -> &[Seat] {
        &self.world.initiative
    }

    pub fn treasury(&self, seat: Seat) -> i64 {
        self.world.companies[seat].treasury
    }

    /// A seat's draft in the open round (its own secret).
    pub fn draft(&self, seat: Seat) -> &[Order] {
        self.drafts.get(seat).map_or(&[], Vec::as_slice)
    }

    pub fn has_sealed(&self, seat: Seat) -> bool {
        self.sealed.get(seat).copied().unwrap_or(false)
    }

    /// The final scores and the winner, once the game is over.
    pub fn scores(&self) -> Option<(&[Score], Seat)> {
        self.scores.as_ref().map(|(s, w)| (s.as_slice(), *w))
    }

    /// What the game waits for now.
    pub fn prompt(&self) -> Prompt {
        match (self.phase, &self.scores) {
            (Phase::Orders(round), _) => Prompt::Orders {
                year: self.year,
                round,
                waiting: self.waiting_for(),
            },
            (Phase::Over, Some((_, winner))) => Prompt::Over { winner: *winner },
            (Phase::Over, None) => Prompt::Over { winner: 0 },
        }
    }
}
