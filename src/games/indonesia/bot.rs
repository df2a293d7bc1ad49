//! Indonesia's policies: `expert` (the table's bot, in its own module) and `basic`, a biased
//! random player that keeps games moving through the eras (the bot before `expert`).

mod expert;
mod room;
#[cfg(test)]
mod tests;
mod worth;

use super::map::DeedId;
use super::{Action, Game};
use crate::games::{Bots, Policy, RANDOM, Seat};
use crate::rng::Rng;
use expert::EXPERT;

/// The expert first: it is the table's bot.
impl Bots for Game {
    fn policies() -> Vec<&'static dyn Policy<Game>> {
        vec![&EXPERT, &BASIC, &RANDOM]
    }
}

/// The biased random player of [`choose`].
struct Basic;

static BASIC: Basic = Basic;

impl Policy<Game> for Basic {
    fn name(&self) -> &'static str {
        "basic"
    }

    fn choose(&self, known: &Game, _seat: Seat, legal: &[Action], rng: &mut Rng) -> Action {
        choose(rng, legal, known.year())
    }
}

/// After this year the policy turns thrifty: no turn order bids and no paid expansions, so
/// that money is left for the mergers that free slots.
pub const THRIFTY_AFTER_YEAR: u32 = 3;

/// The biased random policy of Indonesia self-play: a pass only one time in eight when something
/// else is possible; merger auctions left half the time and paid expansions seven times in eight;
/// turn order bids 0 seven times in eight (else among the lowest); a merger proposed at its lowest
/// bid; an acquisition's deed first, each equally likely; after year 3 no bids and no paid
/// expansions. (Without money for mergers a game can stall by the rules: every slot full and the
/// deeds on the map of several types.) `legal` must not be empty.
pub fn choose(rng: &mut Rng, legal: &[Action], year: u32) -> Action {
    let thrifty = year > THRIFTY_AFTER_YEAR;
    let passes = legal.contains(&Action::Pass);
    let others: Vec<&Action> = legal.iter().filter(|a| **a != Action::Pass).collect();
    if others.is_empty() {
        return legal[0].clone();
    }
    let raising = others.iter().any(|a| matches!(a, Action::Raise { .. }));
    let paying = legal.iter().any(|a| matches!(a, Action::Expand { .. })) && passes;
    if passes
        && (rng.below(8) == 0
            || (raising && rng.below(2) == 0)
            || (paying && (thrifty || rng.below(8) > 0)))
    {
        return Action::Pass;
    }
    if legal.iter().any(|a| matches!(a, Action::Bid { .. })) && (thrifty || rng.below(8) > 0) {
        // Mostly no turn order bid, keeping cash for mergers.
        return legal[0].clone();
    }
    if others
        .iter()
        .all(|a| matches!(a, Action::Bid { .. } | Action::Raise { .. }))
    {
        // Small bids: among the lowest few.
        let k = others.len().min(1 + others.len() / 5).max(1);
        return others[rng.below(k)].clone();
    }
    if others.iter().any(|a| matches!(a, Action::Propose { .. })) {
        // A proposal at its lowest bid, or any other choice.
        let lowest: Vec<&&Action> = others
            .iter()
            .filter(|a| {
                matches!(a, Action::Propose { first, second, bid }
                    if !others.iter().any(|b| matches!(b, Action::Propose { first: f, second: s, bid: c } if f == first && s == second && c < bid)))
            })
            .collect();
        return (*lowest[rng.below(lowest.len())]).clone();
    }
    if others.iter().any(|a| matches!(a, Action::Acquire { .. })) {
        // A deed first, each equally likely, then a place for it.
        let mut deeds: Vec<DeedId> = others
            .iter()
            .filter_map(|a| match a {
                Action::Acquire { deed, .. } => Some(*deed),
                _ => None,
            })
            .collect();
        deeds.dedup();
        let deed = deeds[rng.below(deeds.len())];
        let places: Vec<&&Action> = others
            .iter()
            .filter(|a| matches!(a, Action::Acquire { deed: d, .. } if *d == deed))
            .collect();
        return (*places[rng.below(places.len())]).clone();
    }
    others[rng.below(others.len())].clone()
}
