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
use super::{Action, Event, EventKind, Options, Order, Prompt, RuleError, Score};
use crate::games::{Audience, Refused, Seat};
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

/// Why an order cannot be carried out, in a player's words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Why {
    pub kind: Refused,
    pub text: String,
}

pub(crate) fn no<T>(text: impl Into<String>) -> Result<T, Why> {
    Err(Why {
        kind: Refused::Forbidden,
        text: text.into(),
    })
}

pub(crate) fn unknown<T>(text: impl Into<String>) -> Result<T, Why> {
    Err(Why {
        kind: Refused::Unknown,
        text: text.into(),
    })
}

pub(crate) fn broke<T>(text: impl Into<String>) -> Result<T, Why> {
    Err(Why {
        kind: Refused::CannotAfford,
        text: text.into(),
    })
}

fn public(kind: EventKind) -> Event {
    Event {
        audience: Audience::Public,
        kind,
    }
}

fn private(seat: Seat, kind: EventKind) -> Event {
    Event {
        audience: Audience::Seat(seat),
        kind,
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

    /// Puts the game's recorded data back into a state read from a snapshot.
    pub fn attach(&mut self, data: Arc<Data>) {
        self.data = data;
    }

    pub fn data_arc(&self) -> Arc<Data> {
        self.data.clone()
    }

    /// The game's random generator as it stands.
    pub fn rng(&self) -> &Rng {
        &self.rng
    }

    pub fn players(&self) -> usize {
        self.players
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

    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
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

    /// Plays one action. A refused action changes nothing: the work happens on a copy.
    pub fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, RuleError> {
        if seat >= self.players {
            return Err(RuleError::new(
                Refused::Unknown,
                format!(
                    "This game has {} companies; you do not hold one of them.",
                    self.players
                ),
            ));
        }
        let Phase::Orders(round) = self.phase else {
            return Err(RuleError::new(Refused::NotNow, "The game is over."));
        };
        if self.sealed[seat] {
            let waiting = self.waiting_for().len();
            return Err(RuleError::new(
                Refused::NotYourTurn,
                format!(
                    "You have sealed your orders for order round {round} of {}; they cannot change \
                     now. Waiting for {waiting} more {} to seal.",
                    self.year,
                    if waiting == 1 { "company" } else { "companies" }
                ),
            ));
        }
        let mut next = self.clone();
        let mut events = Vec::new();
        match action {
            Action::Order { order } => next.add_order(seat, order, None, &mut events)?,
            Action::Replace { index, order } => {
                next.add_order(seat, order, Some(*index), &mut events)?
            }
            Action::Withdraw { index } => next.withdraw(seat, *index, &mut events)?,
            Action::Clear => next.clear(seat, &mut events),
            Action::Seal => next.seal(seat, &mut events),
            Action::Lapse => next.lapse(seat, &mut events),
        }
        if next.sealed.iter().all(|&s| s) {
            next.close_round(&mut events);
        }
        *self = next;
        Ok(events)
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

    /// The companies that have not sealed the open round.
    pub fn waiting_for(&self) -> Vec<Seat> {
        match self.phase {
            Phase::Orders(_) => (0..self.players).filter(|&s| !self.sealed[s]).collect(),
            Phase::Over => Vec::new(),
        }
    }
}
