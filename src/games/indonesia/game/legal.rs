//! Every action a seat may take now: for random play, autocomplete and hints. `apply` accepts
//! exactly these (the random-play test checks both directions). Big choices are single steps
//! (one city, one ship, one area, one preferred company at a time), so the list stays finite.

use super::{Action, Game, MergerStep, OpStep, Phase};
use crate::games::indonesia::DeedId;
use crate::games::{Rules, Seat};

/// Multiples of `units` from `from` (rounded up to a multiple) to `to`.
fn multiples(units: u32, from: u32, to: u32) -> impl Iterator<Item = u32> {
    let units = units.max(1);
    let start = from.div_ceil(units) * units;
    (start..=to).step_by(units as usize)
}

impl Game {
    pub(super) fn legal_actions(&self, seat: Seat) -> Vec<Action> {
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
                        let mut out = vec![Action::Pass];
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
                        let mut out = vec![Action::Pass];
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
}

impl Game {
    /// The choices anyone at the table can see `seat` has now: `legal` without the limits of
    /// cash, so that a channel post built from it reveals nobody's cash. Turn order bids and
    /// raises are left out, a merger proposal comes with its lowest first bid, and a paid
    /// expansion lists every area it may go to.
    pub fn public_choices(&self, seat: Seat) -> Vec<Action> {
        if seat >= self.players || !self.waiting_for().contains(&seat) {
            return Vec::new();
        }
        match &self.phase {
            Phase::Bid { .. } => Vec::new(),
            Phase::Mergers(m) if matches!(m.step, MergerStep::Proposing) => {
                let mut out = vec![Action::Pass];
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
            Phase::Mergers(m) if matches!(m.step, MergerStep::Auction(_)) => vec![Action::Pass],
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
