//! The choices a seat has as the table may show them, without its cash (`Rules::legal`, in
//! game.rs, lists every action with it).

use super::{Action, Game, MergerStep, Mergers, OpStep, Phase};
use crate::games::{Rules, Seat};

/// How many raises a merger auction offers in the channel with closed money.
const PUBLIC_RAISES: usize = 3;

/// Multiples of `units` from `from` (rounded up to a multiple) to `to`.
pub(super) fn multiples(units: u32, from: u32, to: u32) -> impl Iterator<Item = u32> {
    let units = units.max(1);
    let start = from.div_ceil(units) * units;
    (start..=to).step_by(units as usize)
}

impl Game {
    /// The choices anyone at the table can see `seat` has now: `legal` without the limits of
    /// cash, so that a channel post built from it reveals nobody's cash. Turn order bids are
    /// left out, a merger auction offers its lowest few raises (whether the bidder can pay them
    /// or not), a merger proposal comes with its lowest first bid, and a paid expansion lists
    /// every area it may go to.
    pub fn public_choices(&self, seat: Seat) -> Vec<Action> {
        if seat >= self.players || !self.waiting_for().contains(&seat) {
            return Vec::new();
        }
        match &self.phase {
            Phase::Bid { .. } => Vec::new(),
            Phase::Mergers(m) if matches!(m.step, MergerStep::Proposing) => {
                let mut out = vec![Action::Pass, Action::PassRest, Action::PassProposals];
                for p in self.merger_pairs(seat) {
                    let units: u32 = [p.first, p.second]
                        .iter()
                        .map(|c| {
                            (self.companies[c].areas.len() + self.companies[c].ships.len()) as u32
                        })
                        .sum();
                    let bid = self.merger_minimum(p.kind, p.creation) * units;
                    out.push(Action::Propose {
                        first: p.first,
                        second: p.second,
                        bid,
                    });
                }
                out
            }
            Phase::Mergers(Mergers {
                step: MergerStep::Auction(a),
                ..
            }) => {
                let mut out: Vec<Action> =
                    multiples(a.units, (a.high + 1).max(a.minimum * a.units), u32::MAX)
                        .take(PUBLIC_RAISES)
                        .map(|amount| Action::Raise { amount })
                        .collect();
                out.push(Action::Pass);
                out.push(Action::PassRest);
                out
            }
            Phase::Acquisitions { .. } => {
                let mut out = self.legal(seat);
                out.push(Action::PassAcquisitions);
                out
            }
            Phase::Operations {
                step: OpStep::Expand { company, paid, .. },
                ..
            } => {
                let mut out: Vec<Action> = self
                    .expansion_areas(*company)
                    .into_iter()
                    .map(|area| Action::Expand { area })
                    .collect();
                if *paid {
                    out.push(Action::Pass);
                }
                out
            }
            _ => self.legal(seat),
        }
    }
}
