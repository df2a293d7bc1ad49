//! What the game waits for now, and from whom; and the refusal that tells a seat which sent
//! something else what the game expects instead.

use super::{Bids, Game, MergerStep, OpStep, Phase, Prompt, RuleError};
use crate::games::{Rules, Seat, not_now, not_your_turn};
use crate::msg;

impl Game {
    /// What the game waits for now.
    pub fn prompt(&self) -> Prompt {
        match &self.phase {
            Phase::NewEra { round, turn } => {
                let seat = self.seat_at(*turn);
                Prompt::PlaceCity {
                    seat,
                    provinces: self.cards[seat][self.era as usize][*round],
                }
            }
            Phase::Bid { sealed, .. } if self.options.bids == Bids::Sealed => Prompt::SealedBids {
                seats: self
                    .order
                    .iter()
                    .copied()
                    .filter(|&s| sealed.get(s).is_none_or(|b| b.is_none()))
                    .collect(),
            },
            Phase::Bid { turn, .. } => Prompt::Bid {
                seat: self.seat_at(*turn),
            },
            Phase::Mergers(m) => match &m.step {
                MergerStep::Proposing => Prompt::Propose {
                    seat: self.seat_at(m.turn),
                },
                MergerStep::Auction(a) => Prompt::Raise {
                    seat: self.seat_at(a.next),
                    first: a.first,
                    second: a.second,
                    high: a.high,
                    leader: a.leader,
                    units: a.units,
                    minimum: a.minimum,
                },
                MergerStep::Removing {
                    seat,
                    company,
                    left,
                } => Prompt::Remove {
                    seat: *seat,
                    company: *company,
                    left: *left,
                },
            },
            Phase::Acquisitions { turn, .. } => Prompt::Acquire {
                seat: self.seat_at(*turn),
            },
            Phase::Research { turn } => Prompt::Research {
                seat: self.seat_at(*turn),
            },
            Phase::Operations { turn, step } => {
                let seat = self.seat_at(*turn);
                match step {
                    OpStep::Choose => Prompt::Operate { seat },
                    OpStep::Ships { company, left } => Prompt::PlaceShips {
                        seat,
                        company: *company,
                        left: *left,
                    },
                    OpStep::Plan { plan, .. } => Prompt::Ship {
                        seat,
                        plan: plan.clone(),
                    },
                    OpStep::Expand {
                        company,
                        left,
                        paid,
                    } => Prompt::Expand {
                        seat,
                        company: *company,
                        left: *left,
                        paid: *paid,
                        price: self.expansion_price(*company),
                    },
                }
            }
            Phase::Growth(g) => Prompt::Grow {
                seat: self.order[0],
                size: g.size,
                left: g.left,
                among: g.among.clone(),
            },
            Phase::Over => Prompt::Over {
                winners: self.winners.clone(),
            },
        }
    }

    /// The phase the game is in, as players name it: its selector in `indonesia-game-phase`.
    pub(super) fn phase_name(&self) -> &'static str {
        match &self.phase {
            Phase::NewEra { .. } => "new-era",
            Phase::Bid { .. } => "bid",
            Phase::Mergers(m) => match m.step {
                MergerStep::Proposing => "proposals",
                MergerStep::Auction(_) => "auction",
                MergerStep::Removing { .. } => "removals",
            },
            Phase::Acquisitions { .. } => "acquisitions",
            Phase::Research { .. } => "research",
            Phase::Operations { step, .. } => match step {
                OpStep::Choose => "operate",
                OpStep::Ships { .. } => "ships",
                OpStep::Plan { .. } => "plan",
                OpStep::Expand { .. } => "expand",
            },
            Phase::Growth(_) => "growth",
            Phase::Over => "over",
        }
    }

    /// What the game expects now, told to `seat` who sent something else: not now when the game
    /// is over or waits for this seat to do something else, not your turn when it waits for other
    /// seats.
    pub(super) fn phase_error<T>(&self, seat: Seat) -> Result<T, RuleError> {
        if self.is_over() {
            return not_now(msg!("indonesia-phase-over"));
        }
        let waiting = self.waiting_for();
        let phase = msg!("indonesia-game-phase", phase = self.phase_name());
        if !waiting.contains(&seat) {
            return not_your_turn(msg!(
                "indonesia-phase-not-yours",
                phase = phase,
                awaited = msg!("another-player")
            ));
        }
        let what = match self.prompt() {
            Prompt::PlaceCity { .. } => "city",
            Prompt::Bid { .. } => "bid",
            Prompt::SealedBids { .. } => "seal",
            Prompt::Propose { .. } => "propose",
            Prompt::Raise { .. } => "raise",
            Prompt::Remove { .. } => "remove",
            Prompt::Acquire { .. } => "acquire",
            Prompt::Research { .. } => "research",
            Prompt::Operate { .. } => "operate",
            Prompt::PlaceShips { .. } => "ships",
            Prompt::Ship { .. } => "ship",
            Prompt::Expand { paid: false, .. } => "expand-free",
            Prompt::Expand { .. } => "expand-paid",
            Prompt::Grow { .. } => "grow",
            Prompt::Over { .. } => "nothing",
        };
        not_now(msg!("indonesia-phase-yours", phase = phase, what = what))
    }
}
