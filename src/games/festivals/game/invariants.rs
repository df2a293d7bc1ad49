//! What must hold after every action; random play checks it after each one.

use super::{Game, Phase, Tickets};
use crate::games::festivals::Colour;

impl Game {
    /// Every ticket is somewhere, and only once.
    pub(super) fn check_tickets(&self) -> Result<(), String> {
        let board = &self.board;
        let mut all: Vec<Tickets> = Vec::new();
        all.extend(&self.hands);
        if self.phase == Phase::Moving {
            all.extend(&self.remaining);
        } else if let Some(s) = self.remaining.iter().position(|r| !r.is_empty()) {
            return Err(format!("seat {s} holds shown tickets outside Phase 2a"));
        }
        all.extend(&self.centres);
        all.push(self.pool);
        for c in Colour::ALL {
            let mut total: u32 = all.iter().map(|t| u32::from(t.get(c))).sum();
            total += self
                .spaces
                .iter()
                .flatten()
                .filter(|s| **s == Some(c))
                .count() as u32;
            if total != u32::from(board.tickets_per_colour) {
                return Err(format!(
                    "{total} {c} tickets in play, not {}",
                    board.tickets_per_colour
                ));
            }
        }
        for (s, rem) in self.remaining.iter().enumerate() {
            if !self.shown[s].contains(rem) {
                return Err(format!(
                    "seat {s} has {rem} left of a shown {}",
                    self.shown[s]
                ));
            }
        }

        Ok(())
    }

    /// Spaces hold at most one ticket, of their colour; centres keep to their limit in Phase 1.
    pub(super) fn check_spaces(&self) -> Result<(), String> {
        let board = &self.board;
        let n = board.islands.len();

        for island in 0..n {
            let colours = board.spaces(island, self.players);
            if colours.len() != self.spaces[island].len() {
                return Err(format!(
                    "{} has the wrong number of spaces",
                    self.name(island)
                ));
            }
            for (k, t) in self.spaces[island].iter().enumerate() {
                if t.is_some_and(|c| c != colours[k]) {
                    return Err(format!(
                        "a {t:?} ticket sits on a {} space of {}",
                        colours[k],
                        self.name(island)
                    ));
                }
            }
        }
        if self.phase == Phase::Planning {
            for island in 0..n {
                if self.surplus(island) > 0 {
                    return Err(format!(
                        "{} holds more than its limit in Planning",
                        self.name(island)
                    ));
                }
            }
        }

        Ok(())
    }

    /// Travellers stand on islands, and got there one open adjacency at a time; the typhoons
    /// close off no island.
    pub(super) fn check_travellers(&self) -> Result<(), String> {
        let board = &self.board;
        let n = board.islands.len();

        let mut at = self.round_start.clone();
        for step in &self.steps {
            let ok = at.get(step.seat) == Some(&step.from)
                && step.to < n
                && board.adjacent(step.from).contains(&step.to)
                && board.open(step.from, step.to, &self.typhoons);
            if !ok {
                return Err(format!(
                    "seat {} stepped {} -> {} illegally",
                    step.seat, step.from, step.to
                ));
            }
            at[step.seat] = step.to;
        }
        if at != self.travellers || self.travellers.iter().any(|&i| i >= n) {
            return Err(format!(
                "travellers at {:?}, but their steps lead to {at:?}",
                self.travellers
            ));
        }
        if let Some(island) = board.closed_island(&self.typhoons) {
            return Err(format!("the typhoons close off {}", self.name(island)));
        }

        Ok(())
    }

    /// Every point comes from a festival card; the active card is out of the deck.
    pub(super) fn check_scores(&self) -> Result<(), String> {
        let board = &self.board;

        let mut sums = self.base_scores.clone();
        for (k, e) in self.score_log.iter().enumerate() {
            let card = board
                .festivals
                .get(e.festival)
                .ok_or("unknown festival in the score log")?;
            if e.place == 0
                || card.points.get(usize::from(e.place) - 1).copied().flatten() != Some(e.points)
            {
                return Err(format!(
                    "{} does not pay {} points for place {}",
                    card.name, e.points, e.place
                ));
            }
            let again = self.score_log[..k]
                .iter()
                .any(|o| o.round == e.round && o.place == e.place);
            if again {
                return Err(format!(
                    "place {} of round {} was awarded twice",
                    e.place, e.round
                ));
            }
            sums[e.seat] += u32::from(e.points);
        }
        if sums != self.scores {
            return Err(format!(
                "scores {:?} do not add up to {sums:?}",
                self.scores
            ));
        }
        if self.deck.contains(&self.active) {
            return Err("the active festival is still in the deck".to_string());
        }
        Ok(())
    }

    /// The game ends when the deck has run out, or when someone reached the target with the
    /// lead alone; the winners are the leaders.
    pub(super) fn check_end(&self) -> Result<(), String> {
        if self.phase != Phase::Over {
            return Ok(());
        }
        let best = self.scores.iter().copied().max().unwrap_or(0);
        let leaders: Vec<usize> = (0..self.players)
            .filter(|&s| self.scores[s] == best)
            .collect();
        let reached = best >= self.board.target(self.players) && leaders.len() == 1;
        if !self.deck.is_empty() && !reached {
            return Err(format!(
                "the game ended with {} festivals left and no single leader at the target",
                self.deck.len()
            ));
        }
        if self.winners != leaders {
            return Err(format!(
                "the winners {:?} are not the leaders {leaders:?}",
                self.winners
            ));
        }
        Ok(())
    }
}
