//! What a game's posts tell of the players' records: who of the awaited is away, whether a
//! game that ended counts for the ratings, and its Rematch button.

use super::*;
use crate::lang::Arg;
use crate::store::Unrated;
use crate::table::controls::{Button, Component, Row};
use crate::table::seats::mention;

/// The line that tells the other players which of `seats` are away and until when, if any is
/// (as read with the game).
pub fn away_line(table: &Table, record: &GameRecord, seats: &[Seat]) -> Option<String> {
    let now = table.clock.now();
    let away: Vec<String> = seats
        .iter()
        .filter_map(|&s| {
            let at = *record.back_at.get(&record.seats[s].user_id)?;
            let until = format!("<t:{at}:f>");
            let line = msg!("note-away-until", who = mention(record, s), until = until);
            (at > now).then(|| line.render(record.language))
        })
        .collect();
    (!away.is_empty()).then(|| {
        msg!(
            "note-away-waits",
            away = Arg::and_list(&away),
            days = AWAY_WAIT_DAYS
        )
        .render(record.language)
    })
}

/// A button of a finished game's posts: `Rematch`, or the host's `Start the rematch now`.
pub fn rematch_buttons(record: &GameRecord, host_too: bool) -> Vec<Row> {
    let mut buttons = vec![Component::Button(Button {
        kind: 2,
        style: 1,
        label: msg!("button-rematch").render(record.language),
        custom_id: format!("g{}:prematch:0", record.id),
    })];
    if host_too {
        buttons.push(Component::Button(Button {
            kind: 2,
            style: 2,
            label: msg!("button-rematch-now").render(record.language),
            custom_id: format!("g{}:prematch:1", record.id),
        }));
    }
    vec![Row {
        kind: 1,
        components: buttons,
    }]
}

/// The note a game's last post carries: whether it counted for the ratings, and its Rematch.
pub fn rated_note(record: &GameRecord, title: &str) -> String {
    let rated = match record.unrated {
        None => msg!("note-rated", game = title),
        Some(Unrated::Chosen) => msg!("note-unrated-chosen"),
        Some(Unrated::Bot) => msg!("note-unrated-bot"),
    };
    msg!("note-rematch", rated = rated).render(record.language)
}
