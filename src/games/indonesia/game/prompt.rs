//! What the game waits for now, and from whom; and the refusal that tells a seat which sent
//! something else what the game expects instead.

use super::{Bids, Game, MergerStep, OpStep, Phase, Prompt, RuleError};
use crate::games::{Rules, Seat, not_now, not_your_turn};

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

    /// The phase the game is in, as players name it.
    pub(super) fn phase_name(&self) -> &'static str {
        match &self.phase {
            Phase::NewEra { .. } => "New Era (city placement)",
            Phase::Bid { .. } => "the Turn Order Bid",
            Phase::Mergers(m) => match m.step {
                MergerStep::Proposing => "Mergers (proposals)",
                MergerStep::Auction(_) => "Mergers (an auction)",
                MergerStep::Removing { .. } => "Mergers (siap saji removals)",
            },
            Phase::Acquisitions { .. } => "Acquisitions",
            Phase::Research { .. } => "Research and Development",
            Phase::Operations { step, .. } => match step {
                OpStep::Choose => "Operations (choosing a company)",
                OpStep::Ships { .. } => "Operations (shipping company expansion)",
                OpStep::Plan { .. } => "Operations (a shipping plan)",
                OpStep::Expand { .. } => "Operations (production company expansion)",
            },
            Phase::Growth(_) => "City Growth",
            Phase::Over => "over",
        }
    }

    /// What the game expects now, told to `seat` who sent something else: not now when the game
    /// is over or waits for this seat to do something else, not your turn when it waits for other
    /// seats.
    pub(super) fn phase_error<T>(&self, seat: Seat) -> Result<T, RuleError> {
        if self.is_over() {
            return not_now("The game is over.");
        }
        let waiting = self.waiting_for();
        let phase = self.phase_name();
        if !waiting.contains(&seat) {
            return not_your_turn(format!(
                "The game is in {phase}, and it is not your turn: another player must act first."
            ));
        }
        let what = match self.prompt() {
            Prompt::PlaceCity { .. } => "place a size 1 city (`/indonesia city area:<area>`)",
            Prompt::Bid { .. } => {
                "make your turn order bid (`/indonesia bid amount:<rupiah>`, 0 allowed)"
            }
            Prompt::SealedBids { .. } => {
                "seal your turn order bid (`/indonesia seal amount:<rupiah>`, in a DM with the bot or here where only you see it; 0 allowed)"
            }
            Prompt::Propose { .. } => {
                "propose a merger with its first bid (`/indonesia merge`), or pass (`/indonesia pass`)"
            }
            Prompt::Raise { .. } => {
                "raise the bid on the merger (`/indonesia raise`), or pass for good (`/indonesia pass`)"
            }
            Prompt::Remove { .. } => {
                "remove an area of your new siap saji company (`/indonesia remove area:<area>`)"
            }
            Prompt::Acquire { .. } => {
                "acquire an unclaimed deed (`/indonesia acquire`), or pass for the rest of the phase (`/indonesia pass`)"
            }
            Prompt::Research { .. } => {
                "advance one research track (`/indonesia research track:<track>`)"
            }
            Prompt::Operate { .. } => {
                "choose one of your companies to operate (`/indonesia operate company:<number>`)"
            }
            Prompt::PlaceShips { .. } => {
                "place expansion ships (`/indonesia expand at:<sea>`), or pass to stop (`/indonesia pass`)"
            }
            Prompt::Ship { .. } => {
                "ship by the plan shown (`/indonesia ship`), or prefer other shipping companies (`/indonesia prefer company:<number>`)"
            }
            Prompt::Expand { paid: false, .. } => {
                "expand your company, free and compulsory (`/indonesia expand at:<area>`)"
            }
            Prompt::Expand { .. } => {
                "expand your company, paid (`/indonesia expand at:<area>`), or pass to stop (`/indonesia pass`)"
            }
            Prompt::Grow { .. } => "pick the cities that grow (`/indonesia grow area:<area>`)",
            Prompt::Over { .. } => "nothing",
        };
        not_now(format!(
            "The game is in {phase}: it is your turn to {what}."
        ))
    }
}
