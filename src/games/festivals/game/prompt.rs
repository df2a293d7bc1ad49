//! What the game waits for now, and from whom; and the refusal that tells a seat which sent
//! something else what the game expects instead.

use super::{Game, Phase, Prompt, RefreshStep, RuleError, TieKind};
use crate::games::{Rules, Seat, not_now, not_your_turn};

impl Game {
    /// What the game waits for now.
    pub fn prompt(&self) -> Prompt {
        let acting = || {
            self.turns
                .current()
                .expect("Phase 2 always has someone to act")
        };
        match &self.phase {
            Phase::Planning => Prompt::Plan {
                waiting: (0..self.players)
                    .filter(|&s| self.plans[s].is_none())
                    .collect(),
            },
            Phase::Moving | Phase::Resting => {
                if let Some(tied) = self.turns.tied() {
                    let why = if self.phase == Phase::Moving {
                        TieKind::Movers
                    } else {
                        TieKind::Resters
                    };
                    Prompt::Order {
                        seat: self.airplane,
                        tied: tied.to_vec(),
                        why,
                    }
                } else if self.phase == Phase::Moving {
                    let seat = acting();
                    Prompt::Move {
                        seat,
                        remaining: self.remaining[seat],
                    }
                } else {
                    Prompt::Rest { seat: acting() }
                }
            }
            Phase::Refresh(RefreshStep::Discard { island, surplus }) => Prompt::Discard {
                seat: self.airplane,
                island: *island,
                surplus: *surplus,
            },
            Phase::Refresh(RefreshStep::PickTyphoonMover { tied }) => Prompt::PickTyphoonMover {
                seat: self.airplane,
                tied: tied.clone(),
            },
            Phase::Refresh(RefreshStep::Typhoon { seat }) => Prompt::Typhoon { seat: *seat },
            Phase::Over => Prompt::Over {
                winners: self.winners.clone(),
            },
        }
    }

    /// What the game expects in its current phase, told to `seat` who sent something else: not
    /// now when the game is over or waits for this seat to do something else, not your turn when
    /// it waits for other seats.
    pub(super) fn phase_error<T>(&self, seat: Seat) -> Result<T, RuleError> {
        let message = match &self.phase {
            Phase::Planning if self.hands[seat].is_empty() => {
                "The game is in Phase 1 (planning). You have no tickets, so you show nothing this \
                 round: wait for the others to plan."
                    .to_string()
            }
            Phase::Planning => "The game is in Phase 1 (planning): send your plan with \
                 /festivals plan tickets:\"...\" (or tickets:none)."
                .to_string(),
            Phase::Moving | Phase::Resting => {
                let (phase, what) = if self.phase == Phase::Moving {
                    ("Phase 2a (moving)", "showed the same number of tickets")
                } else {
                    ("Phase 2b (resting)", "rest on the same island")
                };
                if self.turns.tied().is_some() {
                    if seat == self.airplane {
                        format!(
                            "The game is in {phase}: as the airplane holder, first order the players \
                             who {what} with /festivals order players:\"@first @second\"."
                        )
                    } else {
                        format!(
                            "The game is in {phase}: the airplane holder is ordering the players who {what}."
                        )
                    }
                } else if self.turns.current() == Some(seat) && self.phase == Phase::Moving {
                    format!(
                        "It is your turn to move ({phase}): /festivals move to:<island> ticket:<colour>. \
                         You still have to place: {}.",
                        self.remaining[seat]
                    )
                } else if self.turns.current() == Some(seat) {
                    format!(
                        "It is your turn to rest ({phase}): /festivals rest from:island|pool|nothing."
                    )
                } else if self.phase == Phase::Moving {
                    format!("The game is in {phase}: another player is moving.")
                } else {
                    format!("The game is in {phase}: another player is resting.")
                }
            }
            Phase::Refresh(step) => {
                let phase = "The game is in Phase 3 (refresh)";
                match step {
                    RefreshStep::Discard { island, surplus } if seat == self.airplane => format!(
                        "{phase}: as the airplane holder, return {surplus} of {}'s tickets ({}) to the \
                         pool with /festivals discard island:{} tickets:\"...\".",
                        self.name(*island),
                        self.centres[*island],
                        self.name(*island)
                    ),
                    RefreshStep::Discard { island, .. } => format!(
                        "{phase}: the airplane holder chooses which of {}'s tickets go back to the pool.",
                        self.name(*island)
                    ),
                    RefreshStep::PickTyphoonMover { .. } if seat == self.airplane => format!(
                        "{phase}: as the airplane holder, pick who moves a typhoon with \
                         /festivals pick player:@name."
                    ),
                    RefreshStep::PickTyphoonMover { .. } => {
                        format!("{phase}: the airplane holder is picking who moves a typhoon.")
                    }
                    RefreshStep::Typhoon { seat: mover } if *mover == seat => format!(
                        "{phase}: you may move a typhoon with /festivals typhoon from:A|B to:C|D, or \
                         leave them with /festivals typhoon and no options."
                    ),
                    RefreshStep::Typhoon { .. } => {
                        format!("{phase}: the player with the lowest score may move a typhoon.")
                    }
                }
            }
            Phase::Over => "The game is over.".to_string(),
        };
        if self.phase == Phase::Over || self.waiting_for().contains(&seat) {
            not_now(message)
        } else {
            not_your_turn(message)
        }
    }
}
