//! Ticket colours and multisets of tickets (a hand, a plan, an island's centre, the pool).

use serde::{Deserialize, Serialize};
use std::fmt;

/// The three ticket colours. Letters follow the printed game's convention: Y, K (black), B.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Colour {
    Yellow,
    Black,
    Blue,
}

impl Colour {
    pub const ALL: [Colour; 3] = [Colour::Yellow, Colour::Black, Colour::Blue];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        match self {
            Colour::Yellow => "yellow",
            Colour::Black => "black",
            Colour::Blue => "blue",
        }
    }

    pub fn letter(self) -> char {
        match self {
            Colour::Yellow => 'Y',
            Colour::Black => 'K',
            Colour::Blue => 'B',
        }
    }

    /// Accepts the full name in English or Indonesian, or the letter, ignoring case.
    pub fn parse(word: &str) -> Option<Colour> {
        match word.trim().to_ascii_lowercase().as_str() {
            "yellow" | "y" | "kuning" => Some(Colour::Yellow),
            "black" | "k" | "hitam" => Some(Colour::Black),
            "blue" | "b" | "biru" => Some(Colour::Blue),
            _ => None,
        }
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A multiset of tickets: how many of each colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct Tickets {
    pub yellow: u8,
    pub black: u8,
    pub blue: u8,
}

impl Tickets {
    pub const NONE: Tickets = Tickets {
        yellow: 0,
        black: 0,
        blue: 0,
    };

    pub fn new(yellow: u8, black: u8, blue: u8) -> Tickets {
        Tickets {
            yellow,
            black,
            blue,
        }
    }

    pub fn of(colour: Colour, n: u8) -> Tickets {
        let mut t = Tickets::NONE;
        *t.get_mut(colour) = n;
        t
    }

    pub fn get(&self, colour: Colour) -> u8 {
        match colour {
            Colour::Yellow => self.yellow,
            Colour::Black => self.black,
            Colour::Blue => self.blue,
        }
    }

    pub fn get_mut(&mut self, colour: Colour) -> &mut u8 {
        match colour {
            Colour::Yellow => &mut self.yellow,
            Colour::Black => &mut self.black,
            Colour::Blue => &mut self.blue,
        }
    }

    pub fn total(&self) -> u32 {
        self.yellow as u32 + self.black as u32 + self.blue as u32
    }

    pub fn is_empty(&self) -> bool {
        self.total() == 0
    }

    /// Whether every ticket of `other` is in `self`.
    pub fn contains(&self, other: &Tickets) -> bool {
        Colour::ALL.iter().all(|&c| self.get(c) >= other.get(c))
    }

    pub fn add(&mut self, other: &Tickets) {
        for c in Colour::ALL {
            *self.get_mut(c) += other.get(c);
        }
    }

    /// Removes `other`; the caller has checked `contains`.
    pub fn remove(&mut self, other: &Tickets) {
        debug_assert!(self.contains(other));
        for c in Colour::ALL {
            *self.get_mut(c) -= other.get(c);
        }
    }

    /// The colours present, each once, in Y K B order.
    pub fn colours(&self) -> impl Iterator<Item = Colour> + '_ {
        Colour::ALL.into_iter().filter(|&c| self.get(c) > 0)
    }

    /// Every sub-multiset, from none to all (used for legal plans and discards).
    pub fn subsets(&self) -> Vec<Tickets> {
        let mut out = Vec::new();
        for y in 0..=self.yellow {
            for k in 0..=self.black {
                for b in 0..=self.blue {
                    out.push(Tickets::new(y, k, b));
                }
            }
        }
        out
    }

    /// Parses "yellow blue", "y y k", "Y,K", "kuning biru" or "none" ("tidak ada"). Repeating a
    /// colour means several tickets.
    /// A word that is no colour is refused with a catalogue message (its English is its
    /// `Display`).
    pub fn parse(text: &str) -> Result<Tickets, crate::lang::Msg> {
        let trimmed = text.trim();
        let mut t = Tickets::NONE;
        if crate::lang::means_none(trimmed) || trimmed.is_empty() {
            return Ok(t);
        }
        for word in trimmed
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|w| !w.is_empty())
        {
            match Colour::parse(word) {
                Some(c) => {
                    let count = t.get_mut(c);
                    *count = count.checked_add(1).ok_or_else(|| {
                        crate::msg!("festivals-refused-too-many", colour = c.said())
                    })?;
                }
                None => {
                    return Err(crate::msg!("festivals-refused-ticket-word", word = word));
                }
            }
        }
        Ok(t)
    }
}

impl fmt::Display for Tickets {
    /// "yellow, 2 blue" or "no tickets".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("no tickets");
        }
        let parts: Vec<String> = self
            .colours()
            .map(|c| match self.get(c) {
                1 => c.name().to_string(),
                n => format!("{n} {}", c.name()),
            })
            .collect();
        f.write_str(&parts.join(", "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_names_letters_and_none() {
        assert_eq!(
            Tickets::parse("yellow Blue b").unwrap(),
            Tickets::new(1, 0, 2)
        );
        assert_eq!(Tickets::parse("y,k").unwrap(), Tickets::new(1, 1, 0));
        assert_eq!(Tickets::parse("none").unwrap(), Tickets::NONE);
        assert_eq!(Tickets::parse("Tidak ada").unwrap(), Tickets::NONE);
        assert_eq!(
            Tickets::parse("kuning biru Biru hitam").unwrap(),
            Tickets::new(1, 1, 2)
        );
        let err = Tickets::parse("yellow red").unwrap_err().to_string();
        assert!(err.contains("`red`"), "{err}");
    }

    #[test]
    fn contains_add_remove() {
        let mut hand = Tickets::new(2, 1, 0);
        assert!(hand.contains(&Tickets::new(1, 1, 0)));
        assert!(!hand.contains(&Tickets::new(0, 0, 1)));
        hand.remove(&Tickets::new(1, 1, 0));
        assert_eq!(hand, Tickets::new(1, 0, 0));
        hand.add(&Tickets::of(Colour::Blue, 3));
        assert_eq!(hand.total(), 4);
        assert_eq!(hand.to_string(), "yellow, 3 blue");
    }

    #[test]
    fn subsets_count() {
        assert_eq!(Tickets::new(2, 1, 0).subsets().len(), 6);
        assert_eq!(Tickets::NONE.subsets(), vec![Tickets::NONE]);
    }
}
