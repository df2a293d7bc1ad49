//! A pressed component's custom id read back (`Pressed`), and what it comes to given the offers
//! as they are now (`pressing`): a command to run, rows to show, a form to open.

use super::hash::{choice_hash, menu_hash, offer_hash, offers_hash};
use super::layout::{menu_row, message_start, page_of_offers};
use super::offer::{Choice, Offer, Scope};
use super::paging::{amount_key, group_label, groups, strip_amount};
use super::widgets::{Form, Row};
use super::{MAX_FORM_TITLE, MAX_OPTIONS, shorten};
use crate::games::Seat;
use crate::lang::{Arg, Lang};
use crate::msg;
use crate::table::command::Command;

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
    /// A form whose command is secret with the typed value (its id ends `:own`, not `:ask`).
    own: bool,
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

    /// Whether its answers are secret, like the commands it stands for: a press in a seat's
    /// private panel, or the submission of a form whose value is a secret (a maximum bid).
    pub fn answered_privately(&self) -> bool {
        self.scope == Scope::Private || self.own
    }

    pub fn parse(custom_id: &str) -> Option<Pressed> {
        let mut parts = custom_id.split(':');
        let game = parts.next()?.strip_prefix('g')?.parse().ok()?;
        let place = parts.next()?;
        let hash = parts.next()?.to_string();
        let (form, own) = match parts.next() {
            None => (false, false),
            Some("ask") => (true, false),
            Some("own") => (true, true),
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
                own,
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
            own,
        })
    }
}

/// What a press comes to, given the offers as they are now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Pressing {
    /// Run this command for this seat.
    Run(Seat, Command),
    /// Show `seat` these rows privately, in a message of their own (a group's menu).
    Show {
        seat: Seat,
        text: String,
        rows: Vec<Row>,
    },
    /// Replace the rows of the pressed message with these (a menu's other page, the further
    /// offers or the first ones): paging never adds a message.
    Page { seat: Seat, rows: Vec<Row> },
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
            Pressing::Run(seat, _)
            | Pressing::Show { seat, .. }
            | Pressing::Page { seat, .. }
            | Pressing::Ask { seat, .. } => Some(*seat),
            Pressing::NotANumber(_) => None,
        }
    }
}

/// Every menu of `offers`, with the groups its long list shows.
fn menus(offers: &[Offer], lang: Lang) -> Vec<(String, Vec<Choice>)> {
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
                    found.push((group_label(&group, lang), group));
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
            Offer::Many { .. } | Offer::Typed { .. } => &[],
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
    lang: Lang,
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
            Some(Pressing::Page {
                seat: *rest.first()?.seats().first()?,
                rows: page_of_offers(game, pressed.scope, offers, pressed.place, None, lang).0,
            })
        }
        PressedKind::Form => {
            if let Some(offer) = typed_offer(offers, &pressed.hash) {
                return typed(offer, values);
            }
            let (_, choices) = menus(offers, lang)
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
                // "More…" picked (with whatever else): the menu's next page, in its message.
                if let Some(page) = values.iter().find_map(|v| v.strip_prefix('p')) {
                    let start = message_start(game, pressed.scope, offers, pressed.place);
                    let paged = Some((pressed.place, page.parse().ok()?));
                    return Some(Pressing::Page {
                        seat: *offer.seats().first()?,
                        rows: page_of_offers(game, pressed.scope, offers, start, paged, lang).0,
                    });
                }
                return many(offer, values);
            }
            if let Some(offer) = typed_offer(offers, &pressed.hash) {
                return form(&prefix, pressed.place, offer, lang);
            }
            let [value] = values else { return None };
            if let Some(hash) = value.strip_prefix('c') {
                let (seat, command) = find_choice(offers, hash)?;
                return Some(Pressing::Run(seat, command));
            }
            let (placeholder, choices) = menus(offers, lang)
                .into_iter()
                .find(|(_, c)| menu_hash(c) == pressed.hash)?;
            let seat = choices.first()?.seat;
            if let Some(page) = value.strip_prefix('p') {
                let page: usize = page.parse().ok()?;
                // An offer's own menu is paged within its message of offers; a group's menu
                // (opened on its own) alone.
                let own = matches!(offers.get(pressed.place),
                    Some(Offer::Menu { choices: c, .. }) if menu_hash(c) == pressed.hash);
                let rows = if own {
                    let start = message_start(game, pressed.scope, offers, pressed.place);
                    let paged = Some((pressed.place, page));
                    page_of_offers(game, pressed.scope, offers, start, paged, lang).0
                } else {
                    vec![menu_row(
                        &prefix,
                        pressed.place,
                        &placeholder,
                        &choices,
                        page,
                        lang,
                    )]
                };
                return Some(Pressing::Page { seat, rows });
            }
            if let Some(group) = value.strip_prefix('g') {
                let (label, group) = menus(offers, lang)
                    .into_iter()
                    .find(|(_, c)| menu_hash(c) == group)?;
                return Some(Pressing::Show {
                    seat,
                    text: label.trim_end_matches('…').to_string(),
                    rows: vec![menu_row(&prefix, pressed.place, &label, &group, 0, lang)],
                });
            }
            if value == "ask" {
                let id = format!("{prefix}{}:{}:ask", pressed.place, pressed.hash);
                return amount_form(seat, &choices, id, lang);
            }
            None
        }
    }
}

/// "Another amount…" picked in a menu of amounts: a form asking for it, between the least and
/// the most the menu's choices offer.
fn amount_form(seat: Seat, choices: &[Choice], custom_id: String, lang: Lang) -> Option<Pressing> {
    let key = amount_key(choices)?;
    let amounts: Vec<i64> = choices
        .iter()
        .filter_map(|c| c.command.option(&key)?.parse().ok())
        .collect();
    let (low, high) = (amounts.iter().min()?, amounts.iter().max()?);
    let title = strip_amount(&choices[0].label, &key, choices[0].command.option(&key)?);
    let field = msg!(
        "controls-amount-field",
        key = Arg::option(&key),
        low = *low,
        high = *high
    );
    Some(Pressing::Ask {
        seat,
        text: msg!(
            "controls-amount",
            what = title.as_str(),
            key = Arg::option(&key),
            low = *low,
            high = *high,
            command = choices[0].command.mention()
        )
        .render(lang),
        form: Form {
            custom_id,
            title: shorten(
                &format!("{title}: {}", crate::lang::option_name(&key, lang)),
                MAX_FORM_TITLE,
            ),
            label: shorten(&field.render(lang), MAX_FORM_TITLE),
            placeholder: msg!("controls-amount-hint", example = amounts[amounts.len() / 2])
                .render(lang),
        },
    })
}

/// The form offer (`Offer::Typed`) whose hash is `hash`.
fn typed_offer<'a>(offers: &'a [Offer], hash: &str) -> Option<&'a Offer> {
    offers
        .iter()
        .find(|o| matches!(o, Offer::Typed { .. }) && offer_hash(o) == hash)
}

/// A form offer's button pressed: its form, whose id says whether the answer is secret.
fn form(prefix: &str, place: usize, offer: &Offer, lang: Lang) -> Option<Pressing> {
    let Offer::Typed {
        choice,
        option,
        title,
        field,
        hint,
        secret,
    } = offer
    else {
        return None;
    };
    let end = if *secret { "own" } else { "ask" };
    Some(Pressing::Ask {
        seat: choice.seat,
        text: msg!(
            "controls-form",
            what = choice.label.trim_end_matches('…'),
            command = choice.command.mention(),
            option = Arg::option(option)
        )
        .render(lang),
        form: Form {
            custom_id: format!("{prefix}{place}:{}:{end}", offer_hash(offer)),
            title: shorten(title, MAX_FORM_TITLE),
            label: shorten(field, MAX_FORM_TITLE),
            placeholder: hint.clone(),
        },
    })
}

/// A form offer's submission as its command, the typed value its option.
fn typed(offer: &Offer, values: &[String]) -> Option<Pressing> {
    let Offer::Typed { choice, option, .. } = offer else {
        return None;
    };
    let [value] = values else { return None };
    let mut command = choice.command.clone();
    command
        .options
        .push((option.to_string(), value.trim().to_string()));
    Some(Pressing::Run(choice.seat, command))
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
