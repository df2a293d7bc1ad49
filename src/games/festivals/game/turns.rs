//! Turn order in Phase 2: groups of movers (by tickets shown) or of resters (by island), each
//! group of two or more ordered by the airplane holder when its turn comes, not before.

use super::{Event, Game, Phase, RuleError, TieKind};
use crate::games::festivals::EventKind;
use crate::games::{Seat, forbidden, not_now, not_your_turn, public};
use crate::msg;
use std::collections::VecDeque;

#[derive(Debug, Clone, PartialEq, Default, serde::Serialize, serde::Deserialize)]
pub(super) struct Turns {
    /// Groups still to come, the next first.
    groups: VecDeque<Vec<Seat>>,
    /// A tie group waiting for the airplane holder's order.
    ordering: Option<Vec<Seat>>,
    /// The current group in its settled order; the front seat acts.
    queue: VecDeque<Seat>,
}

impl Turns {
    pub(super) fn new(groups: Vec<Vec<Seat>>) -> Turns {
        Turns {
            groups: groups.into_iter().filter(|g| !g.is_empty()).collect(),
            ..Turns::default()
        }
    }

    /// Brings the next group forward when the current one is done; false once nobody is left.
    pub(super) fn settle(&mut self) -> bool {
        while self.ordering.is_none() && self.queue.is_empty() {
            match self.groups.pop_front() {
                None => return false,
                Some(group) if group.len() == 1 => self.queue = group.into(),
                Some(group) => self.ordering = Some(group),
            }
        }
        true
    }

    /// The seat whose turn it is, unless a tie awaits its order.
    pub(super) fn current(&self) -> Option<Seat> {
        if self.ordering.is_some() {
            None
        } else {
            self.queue.front().copied()
        }
    }

    pub(super) fn tied(&self) -> Option<&[Seat]> {
        self.ordering.as_deref()
    }

    /// The current seat has finished.
    pub(super) fn done(&mut self) {
        self.queue.pop_front();
    }

    /// Whether `seat` still has a turn coming (or is tied and waiting).
    pub(super) fn coming(&self, seat: Seat) -> bool {
        self.queue.contains(&seat)
            || self.ordering.as_ref().is_some_and(|g| g.contains(&seat))
            || self.groups.iter().any(|g| g.contains(&seat))
    }

    fn set_order(&mut self, seats: &[Seat]) {
        self.ordering = None;
        self.queue = seats.iter().copied().collect();
    }
}

/// Every order of the tied seats (at most 4! = 24).
pub(super) fn permutations(seats: &[Seat]) -> Vec<Vec<Seat>> {
    if seats.len() <= 1 {
        return vec![seats.to_vec()];
    }
    let mut out = Vec::new();
    for (i, &first) in seats.iter().enumerate() {
        let mut rest = seats.to_vec();
        rest.remove(i);
        for mut tail in permutations(&rest) {
            tail.insert(0, first);
            out.push(tail);
        }
    }
    out
}

impl Game {
    /// The tie the game waits on, if any: movers or resters.
    fn tie_kind(&self) -> Option<TieKind> {
        match self.phase {
            Phase::Moving => Some(TieKind::Movers),
            Phase::Resting => Some(TieKind::Resters),
            _ => None,
        }
    }

    /// Whether `seat` may order the tied seats as `seats` now.
    pub(super) fn check_order(&self, seat: Seat, seats: &[Seat]) -> Result<(), RuleError> {
        let Some(why) = self.tie_kind() else {
            return self.phase_error(seat);
        };
        let Some(tied) = self.turns.tied() else {
            return not_now(msg!("festivals-refused-no-tie"));
        };
        if seat != self.airplane {
            return not_your_turn(msg!(
                "festivals-refused-order-airplane",
                awaited = msg!("another-player")
            ));
        }
        let mut want = tied.to_vec();
        let mut got = seats.to_vec();
        want.sort_unstable();
        got.sort_unstable();
        if want != got {
            let why = match why {
                TieKind::Movers => "move",
                TieKind::Resters => "rest",
            };
            return forbidden(msg!(
                "festivals-refused-order-names",
                tied = want.len(),
                why = why
            ));
        }
        Ok(())
    }

    /// The airplane holder settles a tie: every tied seat, first to last.
    pub(super) fn order(&mut self, seat: Seat, seats: &[Seat], events: &mut Vec<Event>) {
        if let Some(why) = self.tie_kind() {
            events.push(public(EventKind::Ordered {
                by: seat,
                seats: seats.to_vec(),
                why,
            }));
        }
        self.turns.set_order(seats);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn groups_of_one_need_no_order_and_ties_wait_for_one() {
        let mut t = Turns::new(vec![vec![2], vec![0, 1], vec![3]]);
        assert!(t.settle());
        assert_eq!(t.current(), Some(2));
        assert!(t.coming(0) && t.coming(3));
        t.done();
        assert!(t.settle());
        assert_eq!(t.current(), None);
        assert_eq!(t.tied(), Some(&[0, 1][..]));
        t.set_order(&[1, 0]);
        assert_eq!(t.current(), Some(1));
        t.done();
        assert!(t.settle());
        assert_eq!(t.current(), Some(0));
        t.done();
        assert!(t.settle());
        assert_eq!(t.current(), Some(3));
        t.done();
        assert!(!t.settle());
        assert!(!t.coming(3));
    }

    #[test]
    fn permutations_of_three() {
        let p = permutations(&[4, 5, 6]);
        assert_eq!(p.len(), 6);
        assert!(p.contains(&vec![6, 4, 5]));
        assert_eq!(permutations(&[1]), vec![vec![1]]);
    }
}
