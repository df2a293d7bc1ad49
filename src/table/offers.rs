//! What a game offers as buttons and menus, for any game: each awaited seat's actions written as
//! the commands it would type ([`super::game::Commands::command_for`]), grouped by command: a
//! command with one possible form is a button, one with several a menu. Secret commands are
//! never offered in the channel: there a seat with a secret choice gets one button that opens
//! its own menus privately (the answer to `/game hand`).

use super::command::{Command, mention_channel, parse_user};
use super::controls::{Choice, Offer};
use super::game::Playable;
use super::spec::CommandSpec;
use crate::games::{Rules, Seat};
use crate::msg;
use crate::store::GameRecord;
use std::collections::HashSet;

/// What a choice says: the game's own words for it, else the command and its options, e.g.
/// "Move to Bali, ticket yellow". Either way users read as their seats' names.
fn label<T: Playable>(record: &GameRecord, command: &Command) -> String {
    let mut named = command.clone();
    for (_, value) in &mut named.options {
        *value = value
            .split(' ')
            .map(|w| match parse_user(w).and_then(|id| record.seat_of(id)) {
                Some(seat) => record.seats[seat].name.clone(),
                None => w.to_string(),
            })
            .collect::<Vec<_>>()
            .join(" ");
    }
    if let Some(label) = T::label(&named, record.language) {
        return label;
    }
    let mut text = capitalised(named.path.get(1).map(String::as_str).unwrap_or_default());
    let options: Vec<String> = named
        .options
        .iter()
        .filter(|(key, _)| key != "table")
        .map(|(key, value)| format!("{key} {value}"))
        .collect();
    if !options.is_empty() {
        text.push(' ');
        text.push_str(&options.join(", "));
    }
    text
}

fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// Offers for `actions` of `seat`, one per command of `specs` in their order.
fn grouped<T: Playable>(
    record: &GameRecord,
    game: &T::Rules,
    seat: Seat,
    actions: Vec<<T::Rules as Rules>::Action>,
    specs: &[CommandSpec],
) -> Vec<Offer> {
    let mut by_command: Vec<(usize, Vec<Choice>)> = Vec::new();
    // Actions that read as the same command are offered once.
    let mut seen = HashSet::new();
    for action in &actions {
        let command = T::command_for(record, game, seat, action);
        if !seen.insert(command.clone()) {
            continue;
        }
        let Some(index) = specs
            .iter()
            .position(|s| Some(s.name) == command.path.get(1).map(String::as_str))
        else {
            continue;
        };
        let choice = Choice {
            label: label::<T>(record, &command),
            seat,
            command,
        };
        match by_command.iter_mut().find(|(i, _)| *i == index) {
            Some((_, choices)) => choices.push(choice),
            None => by_command.push((index, vec![choice])),
        }
    }
    by_command.sort_by_key(|(i, _)| *i);
    let mut buttons = Vec::new();
    let mut menus = Vec::new();
    for (index, mut choices) in by_command {
        let spec = &specs[index];
        if choices.len() == 1 {
            buttons.push(choices.remove(0));
        } else {
            menus.push(Offer::Menu {
                placeholder: spec.description.render(record.language),
                choices,
            });
        }
    }
    let mut offers = Vec::new();
    if !buttons.is_empty() {
        offers.push(Offer::Buttons(buttons));
    }
    offers.extend(menus);
    offers
}

/// The channel's offers: for each awaited player, their public commands, and one button that
/// opens their secret choices privately. A bot's seat gets none: nobody can press for it, and
/// the bot moves by itself.
pub fn public<T: Playable>(record: &GameRecord, game: &T::Rules) -> Vec<Offer> {
    let specs = T::commands();
    let open: Vec<CommandSpec> = specs.iter().filter(|s| !s.secret).cloned().collect();
    let mut offers = Vec::new();
    let mut private = Vec::new();
    let players = game
        .waiting_for()
        .into_iter()
        .filter(|&seat| !super::command::is_bot(record.seats[seat].user_id));
    for seat in players {
        offers.extend(grouped::<T>(
            record,
            game,
            seat,
            T::offered(game, seat),
            &open,
        ));
        offers.extend(T::joined_offers(record, game, seat));
        let secret = T::offers_privately(record, game, seat)
            || (specs.iter().any(|s| s.secret)
                && game.legal(seat).iter().any(|a| {
                    let command = T::command_for(record, game, seat, a);
                    specs.iter().any(|s| {
                        s.secret && Some(s.name) == command.path.get(1).map(String::as_str)
                    })
                }));
        if secret {
            private.push(Choice {
                label: msg!("offer-private", who = record.seats[seat].name.as_str())
                    .render(record.language),
                seat,
                command: Command::new(
                    &["game", "hand"],
                    &[("table", &mention_channel(record.channel_id))],
                ),
            });
        }
    }
    if !private.is_empty() {
        offers.insert(0, Offer::Buttons(private));
    }
    offers
}

/// Offers for `actions` of `seat`, one per command of the game: a seat's own menus built from
/// its legal actions (a game's [`super::game::Commands::private_offers`]).
pub fn of_actions<T: Playable>(
    record: &GameRecord,
    game: &T::Rules,
    seat: Seat,
    actions: Vec<<T::Rules as Rules>::Action>,
) -> Vec<Offer> {
    grouped::<T>(record, game, seat, actions, &T::commands())
}

/// A seat's own offers, shown to it alone: its secret choices.
pub fn private<T: Playable>(record: &GameRecord, game: &T::Rules, seat: Seat) -> Vec<Offer> {
    if let Some(offers) = T::private_offers(record, game, seat) {
        return offers;
    }
    let secret: Vec<CommandSpec> = T::commands().into_iter().filter(|s| s.secret).collect();
    grouped::<T>(record, game, seat, game.legal(seat), &secret)
}
