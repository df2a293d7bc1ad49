//! Offers into action rows within the room of a turn card (Discord's 40 components, less the
//! card's own), the rest behind "More choices".

use super::hash::{choice_hash, menu_hash, offer_hash, offers_hash};
use super::offer::{Choice, Offer, Scope};
use super::paging::{entries, page};
use super::widgets::{Button, Component, Menu, MenuOption, Row};
use super::{MAX_BUTTONS, MAX_LABEL, MAX_OPTION_TEXT, MAX_PLACEHOLDER, ROOM, shorten};
use crate::lang::Lang;
use crate::msg;

/// The components rows count as Discord counts them: each row, and each button or menu in it.
fn cost(rows: &[Row]) -> usize {
    rows.iter().map(|r| 1 + r.components.len()).sum()
}

/// What the row of "First choices…" and "More choices…" costs: the row and two buttons.
const TURNS: usize = 3;

/// The action rows of `offers` for game `game`, within a card's [`ROOM`]: the rows that do not
/// fit are behind a "More choices" button.
/// The words the table adds ("More choices…") are in `lang`.
pub fn rows(game: i64, scope: Scope, offers: &[Offer], lang: Lang) -> Vec<Row> {
    page_of_offers(game, scope, offers, 0, None, lang).0
}

/// The rows of one message of offers, from `offers[from]` on (ids keep the offers' places),
/// with the menu at place `p` showing its page `n` when `paged` is `Some((p, n))`; and the place
/// its "More choices" button leads to, if it has one. A later message (`from` > 0) keeps its
/// last row for "First choices…" and "More choices…": pressed, each replaces the message's rows.
pub(super) fn page_of_offers(
    game: i64,
    scope: Scope,
    offers: &[Offer],
    from: usize,
    paged: Option<(usize, usize)>,
    lang: Lang,
) -> (Vec<Row>, Option<usize>) {
    let prefix = format!("g{game}:{}", scope.letter());
    let mut rows: Vec<Row> = Vec::new();
    let mut next = None;
    for (place, offer) in offers.iter().enumerate().skip(from) {
        let page = paged.filter(|(p, _)| *p == place).map_or(0, |(_, n)| n);
        let made = offer_rows(&prefix, place, offer, page, lang);
        let last = place + 1 == offers.len() && from == 0;
        let room = if last { ROOM } else { ROOM - TURNS };
        let full = cost(&rows) + cost(&made) > room;
        // An offer too big for a message of its own (never made: games offer few buttons)
        // shows what fits.
        if full && rows.is_empty() {
            for row in made {
                if cost(&rows) + cost(std::slice::from_ref(&row)) > ROOM - TURNS {
                    break;
                }
                rows.push(row);
            }
            continue;
        }
        if full {
            next = Some(place);
            break;
        }
        // A form's button sits beside the buttons before it when their row has room ("Raise
        // to 105", "Raise up to…").
        if let (Offer::Typed { .. }, [row], Some(last)) = (offer, &made[..], rows.last_mut())
            && last.components.len() < MAX_BUTTONS
            && last
                .components
                .iter()
                .all(|c| matches!(c, Component::Button(_)))
        {
            last.components.extend(row.components.iter().cloned());
            continue;
        }
        rows.extend(made);
    }
    let button = |label: crate::lang::Msg, place: usize| {
        Component::Button(Button {
            kind: 2,
            style: 2,
            label: label.render(lang),
            custom_id: format!("{prefix}+{place}:{}", offers_hash(&offers[place..])),
        })
    };
    let mut turns = Vec::new();
    if from > 0 {
        turns.push(button(msg!("controls-first"), 0));
    }
    if let Some(place) = next {
        turns.push(button(msg!("controls-more"), place));
    }
    if !turns.is_empty() {
        rows.push(Row {
            kind: 1,
            components: turns,
        });
    }
    (rows, next)
}

/// Where the message of offers that shows the offer at `place` begins.
pub(super) fn message_start(game: i64, scope: Scope, offers: &[Offer], place: usize) -> usize {
    let mut start = 0;
    // The layout is the same in every language: only the labels differ.
    while let (_, Some(next)) = page_of_offers(game, scope, offers, start, None, Lang::En) {
        if next > place || next <= start {
            break;
        }
        start = next;
    }
    start
}

/// The rows of one offer, its place among the offers naming its components.
fn offer_rows(prefix: &str, place: usize, offer: &Offer, page: usize, lang: Lang) -> Vec<Row> {
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
        } => vec![menu_row(prefix, place, placeholder, choices, page, lang)],
        Offer::Many {
            placeholder,
            words,
            min,
            ..
        } => {
            // Past 25 options, pages of 24 and "More…" (value `p<page>`), as a long menu's.
            let listed = words
                .iter()
                .enumerate()
                .map(|(i, (label, _))| (label.clone(), i.to_string()))
                .collect();
            let options: Vec<MenuOption> = self::page(listed, page, lang)
                .into_iter()
                .map(|(label, value)| MenuOption {
                    label: shorten(&label, MAX_OPTION_TEXT),
                    value,
                })
                .collect();
            let count = options.len();
            vec![Row {
                kind: 1,
                components: vec![Component::Menu(Menu {
                    kind: 3,
                    custom_id: format!("{prefix}{place}:{}", offer_hash(offer)),
                    placeholder: shorten(placeholder, MAX_PLACEHOLDER),
                    min_values: (*min).min(count as u8),
                    max_values: count as u8,
                    options,
                })],
            }]
        }
        Offer::Typed { choice, .. } => vec![Row {
            kind: 1,
            components: vec![Component::Button(Button {
                kind: 2,
                style: 2,
                label: shorten(&choice.label, MAX_LABEL),
                custom_id: format!("{prefix}{place}:{}", offer_hash(offer)),
            })],
        }],
    }
    .into_iter()
    .filter(|row| !row.components.is_empty())
    .collect()
}

/// One menu's row, showing page `page` of its entries.
pub(super) fn menu_row(
    prefix: &str,
    place: usize,
    placeholder: &str,
    choices: &[Choice],
    page: usize,
    lang: Lang,
) -> Row {
    let options = self::page(entries(choices, lang), page, lang)
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
