//! The players of a stored game as texts name them, and where an answer goes.

use super::command::{is_bot, mention_user, parse_user};
use super::post::{Invocation, Place, To};
use crate::games::Seat;
use crate::lang::{Arg, Text};
use crate::store::GameRecord;

/// Seat mentions, for texts (a seat played by the bot is named, as it cannot be mentioned).
pub fn mentions(record: &GameRecord) -> Vec<String> {
    (0..record.seats.len())
        .map(|s| mention(record, s))
        .collect()
}

/// One seat's mention.
pub fn mention(record: &GameRecord, seat: Seat) -> String {
    let holder = &record.seats[seat];
    if is_bot(holder.user_id) {
        holder.name.clone()
    } else {
        mention_user(holder.user_id)
    }
}

/// A refusal that says "another player" (the engine knows seats, not names) naming instead
/// the seats the game waits for, other than `actor`'s: "@alice is moving first", or
/// "@alice or @bob must act first" when several may. A catalogue message says it with its
/// argument `awaited`; an English sentence not yet moved, in its words.
pub fn name_the_awaited(record: &GameRecord, message: Text, awaited: &[Seat], actor: Seat) -> Text {
    let others: Vec<String> = awaited
        .iter()
        .filter(|&&s| s != actor && s < record.seats.len())
        .map(|&s| mention(record, s))
        .collect();
    if others.is_empty() {
        return message;
    }
    match message {
        Text::Msg(m) if m.get("awaited").is_some() => {
            Text::Msg(m.with("awaited", Arg::or_list(&others)))
        }
        Text::Msg(m) => Text::Msg(m),
        Text::Plain(message) => {
            let named = match others.split_last() {
                Some((last, [])) => last.clone(),
                Some((last, init)) => format!("{} or {last}", init.join(", ")),
                None => return Text::Plain(message),
            };
            Text::Plain(message.replacen("another player", &named, 1))
        }
    }
}

/// Every seated player, mentioned, in seat order.
pub fn seated_list(record: &GameRecord) -> String {
    mentions(record).join(", ")
}

/// The seat of a player named by mention (`<@id>`) or by seat name.
pub fn seat_named(record: &GameRecord, value: &str) -> Option<Seat> {
    if let Some(id) = parse_user(value) {
        return record.seat_of(id);
    }
    seat_by_name(record, value)
}

/// The seats a text names, in order: mentions (`<@id>`) or seat names as the posts print them
/// ("@alice", "Bot 1"), apart by spaces or commas. A name may hold spaces ("Bot 1"), so at
/// each point the longest seat name that fits is read. Err: the word that names no seat.
pub fn seats_named(record: &GameRecord, text: &str) -> Result<Vec<Seat>, String> {
    let words: Vec<&str> = text
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .collect();
    let longest = record
        .seats
        .iter()
        .map(|s| s.name.split_whitespace().count())
        .max()
        .unwrap_or(1)
        .max(1);
    let mut seats = Vec::new();
    let mut at = 0;
    while at < words.len() {
        let fits = (1..=longest.min(words.len() - at))
            .rev()
            .find_map(|n| seat_named(record, &words[at..at + n].join(" ")).map(|s| (s, n)));
        match fits {
            Some((seat, n)) => {
                seats.push(seat);
                at += n;
            }
            // The unknown name runs to where a seat's name starts again ("Bot 3" in "Bot 3 Bot 2").
            None => {
                let end = (at + 1..words.len())
                    .find(|&next| {
                        (1..=longest.min(words.len() - next))
                            .any(|n| seat_named(record, &words[next..next + n].join(" ")).is_some())
                    })
                    .unwrap_or(words.len());
                return Err(words[at..end].join(" "));
            }
        }
    }
    Ok(seats)
}

/// The seat whose name is `value` (case and runs of spaces aside, an `@` before it allowed).
fn seat_by_name(record: &GameRecord, value: &str) -> Option<Seat> {
    let wanted: Vec<&str> = value
        .trim()
        .trim_start_matches('@')
        .split_whitespace()
        .collect();
    record.seats.iter().position(|s| {
        let name: Vec<&str> = s.name.split_whitespace().collect();
        name.len() == wanted.len()
            && name
                .iter()
                .zip(&wanted)
                .all(|(a, b)| a.eq_ignore_ascii_case(b))
    })
}

/// Where a look command is answered: in the channel it was typed in, privately when by DM.
pub fn reply_place(inv: &Invocation, record: &GameRecord) -> To {
    match inv.place {
        Place::Channel(c) if c == record.channel_id => To::Channel(c),
        _ => To::User(inv.user_id),
    }
}
