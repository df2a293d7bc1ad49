//! What the game waits for now, and from whom; and the refusal that tells a seat which sent
//! something else what the game expects instead.

use super::{Game, Phase, Prompt, RefreshStep, RuleError, TieKind};
use crate::games::{Rules, Seat, not_now, not_your_turn};
use crate::msg;

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
            Phase::Planning if self.hands[seat].is_empty() => msg!("festivals-phase-plan-empty"),
            Phase::Planning => msg!("festivals-phase-plan"),
            Phase::Moving | Phase::Resting => {
                let phase = if self.phase == Phase::Moving {
                    "moving"
                } else {
                    "resting"
                };
                if self.turns.tied().is_some() {
                    if seat == self.airplane {
                        msg!("festivals-phase-order-you", phase = phase)
                    } else {
                        msg!("festivals-phase-ordering", phase = phase)
                    }
                } else if self.turns.current() == Some(seat) && self.phase == Phase::Moving {
                    msg!(
                        "festivals-phase-your-move",
                        remaining = self.remaining[seat].said()
                    )
                } else if self.turns.current() == Some(seat) {
                    msg!("festivals-phase-your-rest")
                } else if self.phase == Phase::Moving {
                    msg!(
                        "festivals-phase-other-moving",
                        awaited = msg!("another-player")
                    )
                } else {
                    msg!(
                        "festivals-phase-other-resting",
                        awaited = msg!("another-player")
                    )
                }
            }
            Phase::Refresh(step) => match step {
                RefreshStep::Discard { island, surplus } if seat == self.airplane => msg!(
                    "festivals-phase-discard-you",
                    surplus = *surplus,
                    island = self.name(*island),
                    centre = self.centres[*island].said()
                ),
                RefreshStep::Discard { island, .. } => {
                    msg!("festivals-phase-discard", island = self.name(*island))
                }
                RefreshStep::PickTyphoonMover { .. } if seat == self.airplane => {
                    msg!("festivals-phase-pick-you")
                }
                RefreshStep::PickTyphoonMover { .. } => msg!("festivals-phase-pick"),
                RefreshStep::Typhoon { seat: mover } if *mover == seat => {
                    msg!("festivals-phase-typhoon-you")
                }
                RefreshStep::Typhoon { .. } => msg!("festivals-phase-typhoon"),
            },
            Phase::Over => msg!("festivals-phase-over"),
        };
        if self.phase == Phase::Over || self.waiting_for().contains(&seat) {
            not_now(message)
        } else {
            not_your_turn(message)
        }
    }
}
