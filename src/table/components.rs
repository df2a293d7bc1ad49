//! Buttons and select menus: a post's action rows, exactly as Discord's API takes them (the
//! script runner prints them, and the Discord layer sends them). Each one stands for a command
//! the game offers an awaited seat; pressing it runs that command, as if typed.
//!
//! A component's custom id names the game, whether the offer was public (the channel's) or
//! private (one seat's), the row, for a button the choice, and a hash of the row's choices:
//! `g<game>:p<row>.<choice>:<hash>`. When it is pressed the table lists the game's offers again,
//! as they are now: the press goes through when that row still offers the same choices (a player
//! who planned does not outdate another's plan button), and is refused with the state as it is
//! now when the game has moved on. Nothing needs storing.

use super::command::Command;
use crate::games::Seat;
use serde::{Deserialize, Serialize};

/// Discord's limits.
pub const MAX_ROWS: usize = 5;
pub const MAX_BUTTONS: usize = 5;
pub const MAX_OPTIONS: usize = 25;
pub const MAX_LABEL: usize = 80;
pub const MAX_OPTION_TEXT: usize = 100;

/// One action row.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Row {
    /// Discord's component type: 1, an action row.
    #[serde(rename = "type")]
    pub kind: u8,
    pub components: Vec<Component>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Component {
    Button(Button),
    Menu(Menu),
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Button {
    /// 2, a button.
    #[serde(rename = "type")]
    pub kind: u8,
    /// 1 primary, 2 secondary, 3 success, 4 danger.
    pub style: u8,
    pub label: String,
    pub custom_id: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Menu {
    /// 3, a string select.
    #[serde(rename = "type")]
    pub kind: u8,
    pub custom_id: String,
    pub placeholder: String,
    pub min_values: u8,
    pub max_values: u8,
    pub options: Vec<MenuOption>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MenuOption {
    pub label: String,
    pub value: String,
}

/// What one choice does: the seat it is offered to, and the command it runs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    pub label: String,
    pub seat: Seat,
    pub command: Command,
}

/// The choices a game offers, grouped as they are shown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Offer {
    /// A row of buttons, one choice each.
    Buttons(Vec<Choice>),
    /// A menu: picking one option runs its choice.
    Menu {
        placeholder: String,
        choices: Vec<Choice>,
    },
    /// A menu of several picks for one command: the picked options' words, joined by spaces,
    /// become the value of `option` (the Festivals plan: tickets from a hand).
    Many {
        placeholder: String,
        seat: Seat,
        command: Command,
        option: &'static str,
        /// (label, word) for each option.
        words: Vec<(String, String)>,
        min: u8,
    },
}

impl Offer {
    /// The seats this offer is for.
    pub fn seats(&self) -> Vec<Seat> {
        match self {
            Offer::Buttons(c) | Offer::Menu { choices: c, .. } => {
                let mut seats: Vec<Seat> = c.iter().map(|c| c.seat).collect();
                seats.dedup();
                seats
            }
            Offer::Many { seat, .. } => vec![*seat],
        }
    }
}

/// Cuts a label to `max` characters (Discord counts characters), marking the cut.
pub fn cut(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut cut: String = text.chars().take(max.saturating_sub(1)).collect();
    cut.push('…');
    cut
}

/// Whether an offer is the channel's or one seat's own (shown privately).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    Public,
    Private,
}

impl Scope {
    fn letter(self) -> char {
        match self {
            Scope::Public => 'p',
            Scope::Private => 's',
        }
    }
}

/// A short hash of what an offer does, to tell it from a later one at the same place.
fn fingerprint(offer: &Offer) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat = |text: &str| {
        for byte in text.bytes().chain([0]) {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
    };
    let mut choice = |seat: Seat, command: &Command| {
        eat(&seat.to_string());
        eat(&command.name());
        for (k, v) in &command.options {
            eat(k);
            eat(v);
        }
    };
    match offer {
        Offer::Buttons(choices) | Offer::Menu { choices, .. } => {
            for c in choices {
                choice(c.seat, &c.command);
            }
        }
        Offer::Many {
            seat,
            command,
            words,
            ..
        } => {
            choice(*seat, command);
            for (_, word) in words {
                eat(word);
            }
        }
    }
    format!("{:08x}", hash as u32)
}

/// A component's custom id.
fn custom_id(game: i64, scope: Scope, row: usize, choice: Option<usize>, offer: &Offer) -> String {
    let place = match choice {
        Some(i) => format!("{row}.{i}"),
        None => row.to_string(),
    };
    format!("g{game}:{}{place}:{}", scope.letter(), fingerprint(offer))
}

/// The action rows of `offers` for game `game` at `version` (at most Discord's limits: what
/// does not fit is typed as a command instead).
pub fn rows(game: i64, scope: Scope, offers: &[Offer]) -> Vec<Row> {
    offers
        .iter()
        .take(MAX_ROWS)
        .enumerate()
        .map(|(r, offer)| Row {
            kind: 1,
            components: match offer {
                Offer::Buttons(choices) => choices
                    .iter()
                    .take(MAX_BUTTONS)
                    .enumerate()
                    .map(|(i, c)| {
                        Component::Button(Button {
                            kind: 2,
                            style: if i == 0 { 1 } else { 2 },
                            label: cut(&c.label, MAX_LABEL),
                            custom_id: custom_id(game, scope, r, Some(i), offer),
                        })
                    })
                    .collect(),
                Offer::Menu {
                    placeholder,
                    choices,
                } => vec![Component::Menu(Menu {
                    kind: 3,
                    custom_id: custom_id(game, scope, r, None, offer),
                    placeholder: cut(placeholder, MAX_OPTION_TEXT - 50),
                    min_values: 1,
                    max_values: 1,
                    options: choices
                        .iter()
                        .take(MAX_OPTIONS)
                        .enumerate()
                        .map(|(i, c)| MenuOption {
                            label: cut(&c.label, MAX_OPTION_TEXT),
                            value: i.to_string(),
                        })
                        .collect(),
                })],
                Offer::Many {
                    placeholder,
                    words,
                    min,
                    ..
                } => {
                    let count = words.len().min(MAX_OPTIONS);
                    vec![Component::Menu(Menu {
                        kind: 3,
                        custom_id: custom_id(game, scope, r, None, offer),
                        placeholder: cut(placeholder, MAX_OPTION_TEXT - 50),
                        min_values: (*min).min(count as u8),
                        max_values: count as u8,
                        options: words
                            .iter()
                            .take(MAX_OPTIONS)
                            .enumerate()
                            .map(|(i, (label, _))| MenuOption {
                                label: cut(label, MAX_OPTION_TEXT),
                                value: i.to_string(),
                            })
                            .collect(),
                    })]
                }
            },
        })
        .filter(|row| !row.components.is_empty())
        .collect()
}

/// A pressed component: which game, which offer, which choice.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pressed {
    pub game: i64,
    pub scope: Scope,
    pub row: usize,
    pub choice: Option<usize>,
    hash: String,
}

impl Pressed {
    pub fn parse(custom_id: &str) -> Option<Pressed> {
        let mut parts = custom_id.split(':');
        let game = parts.next()?.strip_prefix('g')?.parse().ok()?;
        let place = parts.next()?;
        let hash = parts.next()?.to_string();
        if parts.next().is_some() || hash.len() != 8 {
            return None;
        }
        let scope = match place.chars().next()? {
            'p' => Scope::Public,
            's' => Scope::Private,
            _ => return None,
        };
        let place = &place[1..];
        let (row, choice) = match place.split_once('.') {
            Some((r, c)) => (r.parse().ok()?, Some(c.parse().ok()?)),
            None => (place.parse().ok()?, None),
        };
        Some(Pressed {
            game,
            scope,
            row,
            choice,
            hash,
        })
    }

    /// Whether `offers` (as they are now) still hold the offer that was pressed.
    pub fn current(&self, offers: &[Offer]) -> bool {
        offers
            .get(self.row)
            .is_some_and(|offer| fingerprint(offer) == self.hash)
    }
}

/// The command a press runs, and the seat it is offered to: the button's choice, or the menu's
/// picked options (given as their values). None when the press does not fit the offers.
pub fn chosen(offers: &[Offer], pressed: &Pressed, values: &[String]) -> Option<(Seat, Command)> {
    let offer = offers.get(pressed.row)?;
    let index = |v: &String| v.parse::<usize>().ok();
    match (offer, pressed.choice) {
        (Offer::Buttons(choices), Some(i)) => {
            let c = choices.get(i)?;
            Some((c.seat, c.command.clone()))
        }
        (Offer::Menu { choices, .. }, None) => {
            let [value] = values else { return None };
            let c = choices.get(index(value)?)?;
            Some((c.seat, c.command.clone()))
        }
        (
            Offer::Many {
                seat,
                command,
                option,
                words,
                ..
            },
            None,
        ) => {
            let mut picked = Vec::new();
            for v in values {
                picked.push(words.get(index(v)?)?.1.clone());
            }
            let mut command = command.clone();
            let value = if picked.is_empty() {
                "none".to_string()
            } else {
                picked.join(" ")
            };
            command.options.push((option.to_string(), value));
            Some((*seat, command))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn choice(label: &str, seat: Seat, sub: &str) -> Choice {
        Choice {
            label: label.into(),
            seat,
            command: Command::new(&["festivals", sub], &[]),
        }
    }

    #[test]
    fn ids_round_trip_and_presses_find_their_command() {
        let offers = vec![
            Offer::Buttons(vec![choice("Rest", 1, "rest"), choice("Pass", 1, "pass")]),
            Offer::Menu {
                placeholder: "Move".into(),
                choices: vec![choice("Bali", 1, "move"), choice("Jawa", 1, "move")],
            },
        ];
        let rows = rows(7, Scope::Public, &offers);
        assert_eq!(rows.len(), 2);
        let json = serde_json::to_value(&rows).unwrap();
        assert_eq!(json[0]["type"], 1);
        let id = json[0]["components"][1]["custom_id"].as_str().unwrap();
        assert!(id.starts_with("g7:p0.1:"), "{id}");
        assert_eq!(json[1]["components"][0]["type"], 3);
        let pressed = Pressed::parse(id).unwrap();
        assert!(pressed.current(&offers));
        assert!(!pressed.current(&offers[1..]), "another offer at that row");
        assert_eq!(
            chosen(&offers, &pressed, &[]).unwrap().1.path,
            vec!["festivals", "pass"]
        );
        let menu = Pressed::parse(json[1]["components"][0]["custom_id"].as_str().unwrap()).unwrap();
        assert_eq!(chosen(&offers, &menu, &["1".into()]).unwrap().0, 1);
        assert!(chosen(&offers, &menu, &["9".into()]).is_none());
        assert!(Pressed::parse("g7:p0").is_none());
        assert!(Pressed::parse("x:y:z").is_none());
    }

    #[test]
    fn labels_are_cut_by_characters() {
        let long = "é".repeat(200);
        assert_eq!(cut(&long, 80).chars().count(), 80);
        assert_eq!(cut("short", 80), "short");
    }
}
