//! Buttons, select menus and the number form: a post's action rows, exactly as Discord's API
//! takes them (the script runner prints them, and the Discord layer sends them). Each one stands
//! for a command the game offers an awaited seat; pressing it runs that command, as if typed.
//!
//! A button's custom id, and a menu option's value, carry a hash of the choice itself (the seat
//! and the command). When one is pressed the table lists the game's offers again, as they are
//! now, and runs the choice when it is still among them, wherever it now sits: a press is
//! refused as outdated only when what it would do is no longer on offer. Nothing needs storing.
//!
//! Every legal choice stays reachable within Discord's limits (5 rows, 5 buttons a row, 25
//! options a menu): rows beyond the fifth sit behind a "More choices" button; a long menu of
//! amounts offers common values and "Another amount…", which opens a form with a number field;
//! other long menus are grouped (the choices that differ only in an amount) and paged.

use super::command::Command;
use crate::games::Seat;
use serde::{Deserialize, Serialize};

/// Discord's limits.
pub const MAX_ROWS: usize = 5;
pub const MAX_BUTTONS: usize = 5;
pub const MAX_OPTIONS: usize = 25;
pub const MAX_LABEL: usize = 80;
pub const MAX_OPTION_TEXT: usize = 100;
pub const MAX_PLACEHOLDER: usize = 150;
/// A form's title and its field's label.
pub const MAX_FORM_TITLE: usize = 45;

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

/// A form with one number field (Discord's modal with a short text input), opened by
/// "Another amount…": its answer is pressed back as `press id:<custom id> values:<number>`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Form {
    pub custom_id: String,
    pub title: String,
    /// The field's label (at most 45 characters).
    pub label: String,
    /// A hint shown in the empty field.
    pub placeholder: String,
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
    /// Buttons, one choice each (five to a row).
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

/// Shortens a label to `max` characters (Discord counts characters), marking the cut.
pub fn shorten(text: &str, max: usize) -> String {
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

/// FNV-1a over a list of words, as 16 hex digits: tells one choice (or menu) from another.
fn hash_words<'a>(words: impl IntoIterator<Item = &'a str>) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for word in words {
        for byte in word.bytes().chain([0]) {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
    }
    format!("{hash:016x}")
}

fn choice_words(seat: Seat, command: &Command) -> Vec<String> {
    let mut words = vec![seat.to_string(), command.name()];
    for (k, v) in &command.options {
        words.push(k.clone());
        words.push(v.clone());
    }
    words
}

/// The hash of one choice: its seat and command.
fn choice_hash(seat: Seat, command: &Command) -> String {
    let words = choice_words(seat, command);
    hash_words(words.iter().map(String::as_str))
}

/// The hash of a whole menu: every choice it holds.
fn menu_hash(choices: &[Choice]) -> String {
    let words: Vec<String> = choices
        .iter()
        .flat_map(|c| choice_words(c.seat, &c.command))
        .collect();
    hash_words(words.iter().map(String::as_str))
}

/// The hash of an offer (for a multi-pick menu, its words too).
fn offer_hash(offer: &Offer) -> String {
    match offer {
        Offer::Buttons(choices) | Offer::Menu { choices, .. } => menu_hash(choices),
        Offer::Many {
            seat,
            command,
            words,
            ..
        } => {
            let mut all = choice_words(*seat, command);
            all.extend(words.iter().map(|(_, w)| w.clone()));
            hash_words(all.iter().map(String::as_str))
        }
    }
}

/// The hash of several offers (those behind a "More choices" button).
fn offers_hash(offers: &[Offer]) -> String {
    let hashes: Vec<String> = offers.iter().map(offer_hash).collect();
    hash_words(hashes.iter().map(String::as_str))
}

/// The action rows of `offers` for game `game`, within Discord's limits: rows beyond the fifth
/// are behind a "More choices" button.
pub fn rows(game: i64, scope: Scope, offers: &[Offer]) -> Vec<Row> {
    rows_from(game, scope, offers, 0)
}

/// The rows of `offers[from..]` (ids keep the offers' places).
fn rows_from(game: i64, scope: Scope, offers: &[Offer], from: usize) -> Vec<Row> {
    let prefix = format!("g{game}:{}", scope.letter());
    let mut rows: Vec<Row> = Vec::new();
    for (place, offer) in offers.iter().enumerate().skip(from) {
        let made = offer_rows(&prefix, place, offer);
        let full = rows.len() + made.len() > MAX_ROWS
            || (rows.len() + made.len() == MAX_ROWS && place + 1 < offers.len());
        // An offer too big for a message of its own (never made: games offer few buttons)
        // shows what fits.
        if full && rows.is_empty() {
            rows.extend(made.into_iter().take(MAX_ROWS - 1));
            continue;
        }
        if full {
            let rest = &offers[place..];
            let hash = offers_hash(rest);
            rows.push(Row {
                kind: 1,
                components: vec![Component::Button(Button {
                    kind: 2,
                    style: 2,
                    label: "More choices…".to_string(),
                    custom_id: format!("{prefix}+{place}:{hash}"),
                })],
            });
            return rows;
        }
        rows.extend(made);
    }
    rows
}

/// The rows of one offer, its place among the offers naming its components.
fn offer_rows(prefix: &str, place: usize, offer: &Offer) -> Vec<Row> {
    match offer {
        Offer::Buttons(choices) => choices
            .chunks(MAX_BUTTONS)
            .enumerate()
            .map(|(chunk, part)| Row {
                kind: 1,
                components: part
                    .iter()
                    .enumerate()
                    .map(|(i, c)| {
                        let index = chunk * MAX_BUTTONS + i;
                        Component::Button(Button {
                            kind: 2,
                            style: if index == 0 { 1 } else { 2 },
                            label: shorten(&c.label, MAX_LABEL),
                            custom_id: format!(
                                "{prefix}{place}.{index}:{}",
                                choice_hash(c.seat, &c.command)
                            ),
                        })
                    })
                    .collect(),
            })
            .collect(),
        Offer::Menu {
            placeholder,
            choices,
        } => vec![menu_row(prefix, place, placeholder, choices, 0)],
        Offer::Many {
            placeholder,
            words,
            min,
            ..
        } => {
            let count = words.len().min(MAX_OPTIONS);
            vec![Row {
                kind: 1,
                components: vec![Component::Menu(Menu {
                    kind: 3,
                    custom_id: format!("{prefix}{place}:{}", offer_hash(offer)),
                    placeholder: shorten(placeholder, MAX_PLACEHOLDER),
                    min_values: (*min).min(count as u8),
                    max_values: count as u8,
                    options: words
                        .iter()
                        .take(MAX_OPTIONS)
                        .enumerate()
                        .map(|(i, (label, _))| MenuOption {
                            label: shorten(label, MAX_OPTION_TEXT),
                            value: i.to_string(),
                        })
                        .collect(),
                })],
            }]
        }
    }
    .into_iter()
    .filter(|row| !row.components.is_empty())
    .collect()
}

/// One menu's row, showing page `page` of its entries.
fn menu_row(prefix: &str, place: usize, placeholder: &str, choices: &[Choice], page: usize) -> Row {
    let options = self::page(entries(choices), page)
        .into_iter()
        .map(|(label, value)| MenuOption {
            label: shorten(&label, MAX_OPTION_TEXT),
            value,
        })
        .collect();
    Row {
        kind: 1,
        components: vec![Component::Menu(Menu {
            kind: 3,
            custom_id: format!("{prefix}{place}:{}", menu_hash(choices)),
            placeholder: shorten(placeholder, MAX_PLACEHOLDER),
            min_values: 1,
            max_values: 1,
            options,
        })],
    }
}

/// The one option whose whole-number value sets the choices of a menu apart (a bid), when all
/// its choices are one command of one seat that differ in nothing else.
fn amount_key(choices: &[Choice]) -> Option<String> {
    let first = choices.first()?;
    let varying: Vec<&String> = first
        .command
        .options
        .iter()
        .map(|(k, _)| k)
        .filter(|k| {
            choices
                .iter()
                .any(|c| c.command.option(k) != first.command.option(k))
        })
        .collect();
    let [key] = varying.as_slice() else {
        return None;
    };
    let same_shape = choices.iter().all(|c| {
        c.seat == first.seat
            && c.command.path == first.command.path
            && c.command.options.len() == first.command.options.len()
            && c.command
                .option(key)
                .is_some_and(|v| v.parse::<i64>().is_ok())
    });
    same_shape.then(|| key.to_string())
}

/// The choices of a long menu that differ only in an amount (the last option that is a whole
/// number), grouped (a merger's pair of
/// companies, with every bid for it), when that makes the menu shorter.
fn groups(choices: &[Choice]) -> Option<Vec<Vec<Choice>>> {
    let first = choices.first()?;
    // The amount comes last in a command (`merge first second bid`).
    let keys: Vec<&String> = first.command.options.iter().map(|(k, _)| k).collect();
    for key in keys.into_iter().rev() {
        let numeric = choices.iter().all(|c| {
            c.command
                .option(key)
                .is_some_and(|v| v.parse::<i64>().is_ok())
        });
        if !numeric {
            continue;
        }
        let mut groups: Vec<Vec<Choice>> = Vec::new();
        for choice in choices {
            let rest = |c: &Choice| {
                let mut c = c.clone();
                c.command.options.retain(|(k, _)| k != key);
                (c.seat, c.command)
            };
            match groups.iter_mut().find(|g| rest(&g[0]) == rest(choice)) {
                Some(group) => group.push(choice.clone()),
                None => groups.push(vec![choice.clone()]),
            }
        }
        if groups.len() < choices.len() {
            return Some(groups);
        }
    }
    None
}

/// The label of a group: what its choices share, and the range of the amount.
fn group_label(group: &[Choice]) -> String {
    let Some(key) = amount_key(group) else {
        return group[0].label.clone();
    };
    let amounts: Vec<i64> = group
        .iter()
        .filter_map(|c| c.command.option(&key)?.parse().ok())
        .collect();
    let (low, high) = (
        amounts.iter().min().copied().unwrap_or(0),
        amounts.iter().max().copied().unwrap_or(0),
    );
    let base = strip_amount(
        &group[0].label,
        &key,
        group[0].command.option(&key).unwrap_or(""),
    );
    format!("{base} ({key} {low} to {high})…")
}

/// A choice's label without its amount ("Merge #1 and #3, bid 50" without ", bid 50").
fn strip_amount(label: &str, key: &str, value: &str) -> String {
    for cut in [
        format!(", {key} {value}"),
        format!(" {key} {value}"),
        format!(" {value}"),
    ] {
        if let Some(stripped) = label.strip_suffix(cut.as_str()) {
            return stripped.to_string();
        }
    }
    label.to_string()
}

/// A spread of amounts to show: the lowest few, then steps up to the highest.
fn common_amounts(amounts: &[i64], room: usize) -> Vec<i64> {
    let mut sorted = amounts.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    if sorted.len() <= room {
        return sorted;
    }
    let low = room / 3;
    let mut picked: Vec<i64> = sorted[..low].to_vec();
    let rest = &sorted[low..];
    let steps = room - low;
    for i in 0..steps {
        let at = i * (rest.len() - 1) / (steps - 1).max(1);
        picked.push(rest[at]);
    }
    picked.dedup();
    picked
}

/// What a menu lists, as (label, value): its choices, or for a long menu common amounts and
/// "Another amount…", or its groups.
fn entries(choices: &[Choice]) -> Vec<(String, String)> {
    let plain = |cs: &[Choice]| {
        cs.iter()
            .map(|c| {
                (
                    c.label.clone(),
                    format!("c{}", choice_hash(c.seat, &c.command)),
                )
            })
            .collect::<Vec<_>>()
    };
    if choices.len() <= MAX_OPTIONS {
        return plain(choices);
    }
    if let Some(key) = amount_key(choices) {
        let amounts: Vec<i64> = choices
            .iter()
            .filter_map(|c| c.command.option(&key)?.parse().ok())
            .collect();
        let shown = common_amounts(&amounts, MAX_OPTIONS - 1);
        let mut list: Vec<(String, String)> = choices
            .iter()
            .filter(|c| {
                c.command
                    .option(&key)
                    .and_then(|v| v.parse().ok())
                    .is_some_and(|a: i64| shown.contains(&a))
            })
            .map(|c| {
                (
                    c.label.clone(),
                    format!("c{}", choice_hash(c.seat, &c.command)),
                )
            })
            .collect();
        list.truncate(MAX_OPTIONS - 1);
        list.push((format!("Another {key}…"), "ask".to_string()));
        return list;
    }
    if let Some(groups) = groups(choices) {
        return groups
            .iter()
            .map(|g| match g.as_slice() {
                [one] => (
                    one.label.clone(),
                    format!("c{}", choice_hash(one.seat, &one.command)),
                ),
                _ => (group_label(g), format!("g{}", menu_hash(g))),
            })
            .collect();
    }
    plain(choices)
}

/// Page `page` of a menu's entries: 24 a page and "More…" while more follow.
fn page(list: Vec<(String, String)>, page: usize) -> Vec<(String, String)> {
    if list.len() <= MAX_OPTIONS {
        return list;
    }
    let size = MAX_OPTIONS - 1;
    let pages = list.len().div_ceil(size);
    let page = page.min(pages - 1);
    let start = page * size;
    let end = (start + size).min(list.len());
    let mut shown = list[start..end].to_vec();
    if end < list.len() {
        shown.push((
            format!(
                "More… ({} to {} of {})",
                end + 1,
                (end + size).min(list.len()),
                list.len()
            ),
            format!("p{}", page + 1),
        ));
    }
    shown
}

/// A pressed component: which game, which offer, what it names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pressed {
    pub game: i64,
    pub scope: Scope,
    /// The place of its offer among the offers (for a "More choices" button, of the first
    /// offer not shown).
    pub place: usize,
    pub kind: PressedKind,
    hash: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PressedKind {
    /// A button: its hash is the choice's.
    Button,
    /// A menu: its hash is the menu's; the picked values say the rest.
    Menu,
    /// "More choices": the offers from `place` on.
    More,
    /// The number form's answer: its hash is the menu's.
    Form,
    /// A page of `/game log` (`place`), for whoever presses.
    Log,
    /// A page of `/game leaderboard` (`place`) of the game [`Pressed::key`], for whoever presses.
    Leaderboard,
    /// Rematch (`place` 0), or the host's start of the rematch now (1), of a finished game.
    Rematch,
}

impl Pressed {
    /// The game key a leaderboard's page names.
    pub fn key(&self) -> &str {
        &self.hash
    }

    pub fn parse(custom_id: &str) -> Option<Pressed> {
        let mut parts = custom_id.split(':');
        let game = parts.next()?.strip_prefix('g')?.parse().ok()?;
        let place = parts.next()?;
        let hash = parts.next()?.to_string();
        let form = match parts.next() {
            None => false,
            Some("ask") => true,
            Some(_) => return None,
        };
        if parts.next().is_some() {
            return None;
        }
        let scope = match place.chars().next()? {
            'p' => Scope::Public,
            's' => Scope::Private,
            _ => return None,
        };
        let place = &place[1..];
        let paged = match place {
            _ if form => None,
            "log" => Some(PressedKind::Log),
            "rematch" => Some(PressedKind::Rematch),
            "lead" => Some(PressedKind::Leaderboard),
            _ => None,
        };
        if let Some(kind) = paged {
            // A leaderboard's page names its game: `<game>.<page>`.
            let (key, page) = match kind {
                PressedKind::Leaderboard => hash.rsplit_once('.')?,
                _ => ("", hash.as_str()),
            };
            return Some(Pressed {
                game,
                scope,
                place: page.parse().ok()?,
                kind,
                hash: key.to_string(),
            });
        }
        if hash.len() != 16 {
            return None;
        }
        let (place, kind) = if let Some(more) = place.strip_prefix('+') {
            (more.parse().ok()?, PressedKind::More)
        } else if let Some((p, c)) = place.split_once('.') {
            c.parse::<usize>().ok()?;
            (p.parse().ok()?, PressedKind::Button)
        } else if form {
            (place.parse().ok()?, PressedKind::Form)
        } else {
            (place.parse().ok()?, PressedKind::Menu)
        };
        if form && kind != PressedKind::Form {
            return None;
        }
        Some(Pressed {
            game,
            scope,
            place,
            kind,
            hash,
        })
    }
}

/// What a press comes to, given the offers as they are now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Pressing {
    /// Run this command for this seat.
    Run(Seat, Command),
    /// Show `seat` these rows privately (a menu's next page, a group, the further offers).
    Show {
        seat: Seat,
        text: String,
        rows: Vec<Row>,
    },
    /// Open the number form for `seat` (`text` says the same where no form can open).
    Ask {
        seat: Seat,
        form: Form,
        text: String,
    },
    /// The typed amount is not a whole number.
    NotANumber(String),
}

impl Pressing {
    /// The seat the pressed choice is offered to.
    pub fn seat(&self) -> Option<Seat> {
        match self {
            Pressing::Run(seat, _) | Pressing::Show { seat, .. } | Pressing::Ask { seat, .. } => {
                Some(*seat)
            }
            Pressing::NotANumber(_) => None,
        }
    }
}

/// Every menu of `offers`, with the groups its long list shows.
fn menus(offers: &[Offer]) -> Vec<(String, Vec<Choice>)> {
    let mut found = Vec::new();
    for offer in offers {
        if let Offer::Menu {
            placeholder,
            choices,
        } = offer
        {
            found.push((placeholder.clone(), choices.clone()));
            if choices.len() > MAX_OPTIONS
                && amount_key(choices).is_none()
                && let Some(groups) = groups(choices)
            {
                for group in groups {
                    found.push((group_label(&group), group));
                }
            }
        }
    }
    found
}

fn find_choice(offers: &[Offer], hash: &str) -> Option<(Seat, Command)> {
    offers
        .iter()
        .flat_map(|o| match o {
            Offer::Buttons(c) | Offer::Menu { choices: c, .. } => c.as_slice(),
            Offer::Many { .. } => &[],
        })
        .find(|c| choice_hash(c.seat, &c.command) == hash)
        .map(|c| (c.seat, c.command.clone()))
}

/// What `pressed` (with a menu's picked `values`, or the form's typed number) does now, or None
/// when the game no longer offers it.
pub fn pressing(
    game: i64,
    offers: &[Offer],
    pressed: &Pressed,
    values: &[String],
) -> Option<Pressing> {
    let prefix = format!("g{game}:{}", pressed.scope.letter());
    match pressed.kind {
        PressedKind::Log | PressedKind::Leaderboard | PressedKind::Rematch => None,
        PressedKind::Button => {
            let (seat, command) = find_choice(offers, &pressed.hash)?;
            Some(Pressing::Run(seat, command))
        }
        PressedKind::More => {
            let rest = offers.get(pressed.place..)?;
            let hash = offers_hash(rest);
            if hash != pressed.hash {
                return None;
            }
            Some(Pressing::Show {
                seat: *rest.first()?.seats().first()?,
                text: "More choices:".into(),
                rows: rows_from(game, pressed.scope, offers, pressed.place),
            })
        }
        PressedKind::Form => {
            let (_, choices) = menus(offers)
                .into_iter()
                .find(|(_, c)| menu_hash(c) == pressed.hash)?;
            let key = amount_key(&choices)?;
            let [typed] = values else { return None };
            let typed = typed.trim();
            if typed.parse::<i64>().is_err() {
                return Some(Pressing::NotANumber(format!(
                    "`{}` is not a whole number: type the {key} as digits, e.g. {}.",
                    shorten(typed, 20),
                    choices[choices.len() / 2]
                        .command
                        .option(&key)
                        .unwrap_or("10")
                )));
            }
            let mut command = choices[0].command.clone();
            for (k, v) in command.options.iter_mut() {
                if *k == key {
                    *v = typed.to_string();
                }
            }
            Some(Pressing::Run(choices[0].seat, command))
        }
        PressedKind::Menu => {
            if let Some(offer @ Offer::Many { .. }) = offers
                .iter()
                .find(|o| matches!(o, Offer::Many { .. }) && offer_hash(o) == pressed.hash)
            {
                return many(offer, values);
            }
            let [value] = values else { return None };
            if let Some(hash) = value.strip_prefix('c') {
                let (seat, command) = find_choice(offers, hash)?;
                return Some(Pressing::Run(seat, command));
            }
            let (placeholder, choices) = menus(offers)
                .into_iter()
                .find(|(_, c)| menu_hash(c) == pressed.hash)?;
            let seat = choices.first()?.seat;
            if let Some(page) = value.strip_prefix('p') {
                let page: usize = page.parse().ok()?;
                return Some(Pressing::Show {
                    seat,
                    text: format!("{placeholder}: more choices"),
                    rows: vec![menu_row(
                        &prefix,
                        pressed.place,
                        &placeholder,
                        &choices,
                        page,
                    )],
                });
            }
            if let Some(group) = value.strip_prefix('g') {
                let (label, group) = menus(offers)
                    .into_iter()
                    .find(|(_, c)| menu_hash(c) == group)?;
                return Some(Pressing::Show {
                    seat,
                    text: label.trim_end_matches('…').to_string(),
                    rows: vec![menu_row(&prefix, pressed.place, &label, &group, 0)],
                });
            }
            if value == "ask" {
                let key = amount_key(&choices)?;
                let amounts: Vec<i64> = choices
                    .iter()
                    .filter_map(|c| c.command.option(&key)?.parse().ok())
                    .collect();
                let (low, high) = (amounts.iter().min()?, amounts.iter().max()?);
                let title = strip_amount(&choices[0].label, &key, choices[0].command.option(&key)?);
                return Some(Pressing::Ask {
                    seat,
                    text: format!(
                        "{title}: type the {key} ({low} to {high}) in the form, or type `{} {key}:…`.",
                        choices[0].command.name()
                    ),
                    form: Form {
                        custom_id: format!("{prefix}{}:{}:ask", pressed.place, pressed.hash),
                        title: shorten(&format!("{title}: {key}"), MAX_FORM_TITLE),
                        label: shorten(&format!("The {key}, from {low} to {high}"), MAX_FORM_TITLE),
                        placeholder: format!("a whole number, e.g. {}", amounts[amounts.len() / 2]),
                    },
                });
            }
            None
        }
    }
}

/// A multi-pick menu's picked options as its command.
fn many(offer: &Offer, values: &[String]) -> Option<Pressing> {
    let Offer::Many {
        seat,
        command,
        option,
        words,
        ..
    } = offer
    else {
        return None;
    };
    let mut picked = Vec::new();
    for v in values {
        picked.push(words.get(v.parse::<usize>().ok()?)?.1.clone());
    }
    let mut command = command.clone();
    let value = if picked.is_empty() {
        "none".to_string()
    } else {
        picked.join(" ")
    };
    command.options.push((option.to_string(), value));
    Some(Pressing::Run(*seat, command))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn choice(label: &str, seat: Seat, sub: &str, options: &[(&str, &str)]) -> Choice {
        Choice {
            label: label.into(),
            seat,
            command: Command::new(&["festivals", sub], options),
        }
    }

    fn id(rows: &[Row], row: usize, at: usize) -> String {
        match &rows[row].components[at] {
            Component::Button(b) => b.custom_id.clone(),
            Component::Menu(m) => m.custom_id.clone(),
        }
    }

    fn menu(rows: &[Row], row: usize) -> Menu {
        match &rows[row].components[0] {
            Component::Menu(m) => m.clone(),
            Component::Button(_) => panic!("row {row} holds buttons"),
        }
    }

    fn run(offers: &[Offer], id: &str, values: &[&str]) -> Option<Pressing> {
        let values: Vec<String> = values.iter().map(|v| v.to_string()).collect();
        pressing(7, offers, &Pressed::parse(id).expect(id), &values)
    }

    #[test]
    fn ids_round_trip_and_presses_find_their_command() {
        let offers = vec![
            Offer::Buttons(vec![
                choice("Rest", 1, "rest", &[]),
                choice("Pass", 1, "pass", &[]),
            ]),
            Offer::Menu {
                placeholder: "Move".into(),
                choices: vec![
                    choice("Bali", 1, "move", &[("to", "Bali")]),
                    choice("Jawa", 1, "move", &[("to", "Jawa")]),
                ],
            },
        ];
        let rows = rows(7, Scope::Public, &offers);
        assert_eq!(rows.len(), 2);
        let json = serde_json::to_value(&rows).unwrap();
        assert_eq!(json[0]["type"], 1);
        let pass = id(&rows, 0, 1);
        assert!(pass.starts_with("g7:p0.1:"), "{pass}");
        assert_eq!(
            run(&offers, &pass, &[]),
            Some(Pressing::Run(1, Command::new(&["festivals", "pass"], &[])))
        );
        let move_id = id(&rows, 1, 0);
        let jawa = menu(&rows, 1).options[1].value.clone();
        assert_eq!(
            run(&offers, &move_id, &[&jawa]),
            Some(Pressing::Run(
                1,
                Command::new(&["festivals", "move"], &[("to", "Jawa")])
            ))
        );
        assert_eq!(run(&offers, &move_id, &["c0000000000000000"]), None);
        assert!(Pressed::parse("g7:p0").is_none());
        assert!(Pressed::parse("x:y:z").is_none());
    }

    #[test]
    fn a_choice_still_offered_elsewhere_is_not_outdated() {
        let alice = choice("Alice: choose in private", 0, "hand", &[]);
        let bob = choice("Bob: choose in private", 1, "hand", &[("who", "bob")]);
        let before = vec![Offer::Buttons(vec![alice.clone(), bob.clone()])];
        let bob_id = id(&rows(7, Scope::Public, &before), 0, 1);
        // Alice planned: her button went, Bob's moved to the front.
        let after = vec![Offer::Buttons(vec![bob.clone()])];
        assert_eq!(
            run(&after, &bob_id, &[]),
            Some(Pressing::Run(1, bob.command.clone()))
        );
        assert_eq!(run(&[], &bob_id, &[]), None, "no longer on offer");
    }

    #[test]
    fn more_than_five_rows_put_the_rest_behind_a_button() {
        let offers: Vec<Offer> = (0..8)
            .map(|i| Offer::Menu {
                placeholder: format!("Menu {i}"),
                choices: (0..2)
                    .map(|j| {
                        choice(
                            &format!("{i}.{j}"),
                            0,
                            "move",
                            &[("to", &format!("{i}{j}"))],
                        )
                    })
                    .collect(),
            })
            .collect();
        let shown = rows(7, Scope::Private, &offers);
        assert_eq!(shown.len(), MAX_ROWS);
        let more = id(&shown, 4, 0);
        let Some(Pressing::Show { rows: next, .. }) = run(&offers, &more, &[]) else {
            panic!("More shows the rest");
        };
        assert_eq!(next.len(), 4, "offers 4 to 7");
        let last = menu(&next, 3);
        let value = last.options[1].value.clone();
        assert_eq!(
            run(&offers, &last.custom_id, &[&value]),
            Some(Pressing::Run(
                0,
                Command::new(&["festivals", "move"], &[("to", "71")])
            ))
        );
    }

    #[test]
    fn a_long_amount_menu_offers_common_values_and_a_form() {
        let choices: Vec<Choice> = (0..=140)
            .map(|a| {
                let a = a.to_string();
                choice(
                    &format!("Bid {a}"),
                    2,
                    "bid",
                    &[("amount", &a), ("table", "<#1>")],
                )
            })
            .collect();
        let offers = vec![Offer::Menu {
            placeholder: "Bid".into(),
            choices,
        }];
        let shown = rows(7, Scope::Public, &offers);
        let m = menu(&shown, 0);
        assert_eq!(m.options.len(), MAX_OPTIONS);
        assert!(
            m.options.iter().any(|o| o.label == "Bid 140"),
            "the highest is shown"
        );
        assert_eq!(m.options.last().unwrap().value, "ask");
        let Some(Pressing::Ask { seat: 2, form, .. }) = run(&offers, &m.custom_id, &["ask"]) else {
            panic!("ask opens the form");
        };
        assert!(form.title.chars().count() <= MAX_FORM_TITLE);
        assert_eq!(
            run(&offers, &form.custom_id, &["57"]),
            Some(Pressing::Run(
                2,
                Command::new(
                    &["festivals", "bid"],
                    &[("amount", "57"), ("table", "<#1>")]
                )
            ))
        );
        assert!(matches!(
            run(&offers, &form.custom_id, &["lots"]),
            Some(Pressing::NotANumber(_))
        ));
    }

    #[test]
    fn a_long_menu_of_pairs_and_bids_is_grouped_and_paged() {
        // 60 pairs of companies, each with 10 bids.
        let mut choices = Vec::new();
        for pair in 0..60 {
            for bid in 0..10 {
                let (p, b) = (pair.to_string(), (50 + 5 * bid).to_string());
                choices.push(choice(
                    &format!("Merge {p}, bid {b}"),
                    0,
                    "merge",
                    &[("pair", &p), ("bid", &b)],
                ));
            }
        }
        let offers = vec![Offer::Menu {
            placeholder: "Merge".into(),
            choices,
        }];
        let mut page = menu(&rows(7, Scope::Public, &offers), 0);
        let mut seen = 0;
        loop {
            seen += page
                .options
                .iter()
                .filter(|o| o.value.starts_with('g'))
                .count();
            let Some(more) = page.options.iter().find(|o| o.value.starts_with('p')) else {
                break;
            };
            let Some(Pressing::Show { rows, .. }) = run(&offers, &page.custom_id, &[&more.value])
            else {
                panic!("the next page");
            };
            page = menu(&rows, 0);
        }
        assert_eq!(seen, 60, "every pair is reachable");
        let last = page.options.last().unwrap();
        assert!(last.label.starts_with("Merge 59"), "{}", last.label);
        let Some(Pressing::Show { rows, .. }) = run(&offers, &page.custom_id, &[&last.value])
        else {
            panic!("a group opens its bids");
        };
        let bids = menu(&rows, 0);
        let top = bids.options.last().unwrap();
        assert_eq!(top.label, "Merge 59, bid 95");
        assert_eq!(
            run(&offers, &bids.custom_id, &[&top.value]),
            Some(Pressing::Run(
                0,
                Command::new(&["festivals", "merge"], &[("pair", "59"), ("bid", "95")])
            ))
        );
    }

    #[test]
    fn labels_are_cut_by_characters() {
        let long = "é".repeat(200);
        assert_eq!(shorten(&long, 80).chars().count(), 80);
        assert_eq!(shorten("short", 80), "short");
    }
}
