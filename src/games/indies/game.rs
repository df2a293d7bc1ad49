//! The game: its state, the entry points the table calls, and what it waits for. Each step of
//! the year lives in a submodule named after the game's nouns; `year` strings them together.

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
mod view;
mod year;

#[cfg(test)]
mod tests;

pub(crate) use cargo::merged_share;
pub(crate) use legal::change_ups;

use super::data::Data;
use super::world::World;
use super::{
    Action, Event, EventKind, Options, Order, Position, Prompt, PublicView, RuleError, Score,
    SeatView, SetupError,
};
use crate::games::{Components, Finish, Rules, Seat, not_now, not_your_turn};
use crate::rng::Rng;
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

    fn setup(
        data: Arc<Data>,
        options: &Options,
        seats: usize,
        seed: u64,
    ) -> Result<(Game, Vec<Event>), SetupError> {
        Game::deal(data, *options, seats, seed)
    }

    fn from_position(data: Arc<Data>, position: &Position) -> Result<Game, SetupError> {
        Game::from_described(data, position)
    }

    fn seats(&self) -> usize {
        self.players
    }

    fn public_view(&self) -> PublicView {
        self.view_for_everyone()
    }

    fn seat_view(&self, seat: Seat) -> SeatView {
        self.view_for_seat(seat)
    }

    fn legal(&self, seat: Seat) -> Vec<Action> {
        self.legal_actions(seat)
    }

    /// An open round, a company that has not sealed, and a draft that still holds with the
    /// change.
    fn check(&self, seat: Seat, action: &Action) -> Result<(), RuleError> {
        let Phase::Orders(round) = self.phase else {
            return not_now("The game is over.");
        };
        if self.sealed[seat] {
            let waiting = self.waiting_for().len();
            return not_your_turn(format!(
                "You have sealed your orders for order round {round} of {}; they cannot change \
                 now. Waiting for {waiting} more {} to seal.",
                self.year,
                if waiting == 1 { "company" } else { "companies" }
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
        self.invariants()
    }

    fn attach(&mut self, data: Arc<Data>) {
        self.data = data;
    }

    /// The trading bot: buys ships, a leader, an explorer and soldiers, sails out, founds
    /// factories with bribes, brings the shares home and keeps its upkeep paid.
    fn bot(&self, seat: Seat, legal: &[Action], _rng: &mut Rng) -> Action {
        super::bot::trading_bot(self, seat, legal)
    }
}

/// Rolls one d6.
pub(crate) fn d6(rng: &mut Rng) -> u8 {
    rng.below(6) as u8 + 1
}

impl Game {
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
