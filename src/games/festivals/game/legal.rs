//! Every action a seat may take now: for random play, autocomplete and hints. `apply` accepts
//! exactly these (the random-play test checks both directions).

use super::turns::permutations;
use super::{Action, Game, Phase, RefreshStep};
use crate::games::Seat;
use crate::games::festivals::RestSource;

impl Game {
    pub(super) fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if seat >= self.players {
            return Vec::new();
        }
        match &self.phase {
            Phase::Planning if self.hands[seat].is_empty() => Vec::new(),
            Phase::Planning => self.hands[seat]
                .subsets()
                .into_iter()
                .map(|tickets| Action::Plan { tickets })
                .collect(),
            Phase::Moving | Phase::Resting => {
                if let Some(tied) = self.turns.tied() {
                    if seat != self.airplane {
                        return Vec::new();
                    }
                    return permutations(tied)
                        .into_iter()
                        .map(|seats| Action::Order { seats })
                        .collect();
                }
                if self.turns.current() != Some(seat) {
                    return Vec::new();
                }
                if self.phase == Phase::Moving {
                    return self
                        .steps_for(seat)
                        .into_iter()
                        .map(|(to, ticket)| Action::Move { to, ticket })
                        .collect();
                }
                let mut out = Vec::new();
                if !self.centres[self.travellers[seat]].is_empty() {
                    out.push(Action::Rest {
                        from: RestSource::Island,
                    });
                }
                out.push(Action::Rest {
                    from: RestSource::Pool,
                });
                out.push(Action::Rest {
                    from: RestSource::Nothing,
                });
                out
            }
            Phase::Refresh(RefreshStep::Discard { island, .. }) if seat == self.airplane => self
                .discard_choices(*island)
                .into_iter()
                .map(|tickets| Action::Discard {
                    island: *island,
                    tickets,
                })
                .collect(),
            Phase::Refresh(RefreshStep::PickTyphoonMover { tied }) if seat == self.airplane => tied
                .iter()
                .map(|&seat| Action::PickTyphoonMover { seat })
                .collect(),
            Phase::Refresh(RefreshStep::Typhoon { seat: mover }) if *mover == seat => {
                std::iter::once(Action::Typhoon { shift: None })
                    .chain(
                        self.typhoon_shifts()
                            .into_iter()
                            .map(|s| Action::Typhoon { shift: Some(s) }),
                    )
                    .collect()
            }
            Phase::Refresh(_) | Phase::Over => Vec::new(),
        }
    }
}
