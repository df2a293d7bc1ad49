//! Games in threads. Discord archives a thread once it has been inactive for its
//! `auto_archive_duration` (activity: a message, unarchiving the thread, or changing that
//! duration), an archived thread's slash commands never reach the bot, and a locked thread
//! refuses the bot's posts (error 160005) until someone with Manage Threads unlocks it. A game
//! whose turns are slow would stop there, so every thread a command or press came from is
//! watched while a game is open in it:
//!
//! - within [`MARGIN`] of Discord archiving it, a bot that may Manage Threads there changes the
//!   thread's auto-archive duration (to a week; from a week to three days and back), which
//!   counts as activity and keeps it open;
//! - without Manage Threads the host is told once how to keep it open, and the thread is
//!   reopened (`archived: false`, which Send Messages in Threads allows when it is not locked)
//!   as soon as Discord has archived it; an interaction from an archived thread reopens it too;
//! - a locked thread is never unlocked by the bot (a moderator locked it): the host is told once.
//!
//! The threads are learnt from interactions, whose channel carries its `thread_metadata`, so a
//! process watches the threads of its own shards; after a restart, a thread from its game's next
//! command or press.

use super::outbox::Outbox;
use super::rest::{Body, Rest};
use crate::lang::Lang;
use crate::msg;
use crate::store::GameRecord;
use crate::table::{Post, Table, To};
use poise::serenity_prelude as serenity;
use reqwest::Method;
use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{LazyLock, Mutex};

/// How long before Discord would archive a thread the bot keeps it open (seconds): more than a
/// few sweeps, so a late sweep is still in time.
pub const MARGIN: i64 = 10 * 60;
/// How soon after Discord archived a thread the bot may reopen it (seconds).
const REOPEN_AFTER: i64 = 5;
/// How often a thread the bot cannot help (locked, or that it could not reopen) is looked at
/// again, and a thread it could not read (seconds).
const LOOK_AGAIN: i64 = 60 * 60;
const RETRY: i64 = 60;
/// How long after an interaction from a thread without a game the sweeps look for one there
/// (seconds).
const SETTLE: i64 = 60;
/// A thread with no game in it, and no interaction from it for this long, is forgotten
/// (seconds).
const FORGET: i64 = 24 * 60 * 60;
/// Discord's longest auto-archive duration, in minutes (a week), and the one before it.
const WEEK: u16 = 10080;
const THREE_DAYS: u16 = 4320;

/// What the host of a thread's game is told, once each.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Notice {
    Locked,
    KeepOpen,
    CannotReopen,
}

/// A thread as the interactions from it tell.
#[derive(Debug, Clone, Copy)]
struct Seen {
    /// The bot's permissions in the thread, from the last interaction there.
    permissions: Option<serenity::Permissions>,
    /// When an interaction last came from it (unix seconds).
    last: i64,
    /// The number of that interaction among all those noted ([`NOTED`]): seconds are too
    /// coarse to tell two apart.
    noted: u64,
    /// The number of the last interaction that said it was archived or locked, or of the first
    /// from it: it is to be looked at now.
    urgent: u64,
}

/// The interactions from threads noted so far, to number them.
static NOTED: AtomicU64 = AtomicU64::new(0);

/// The threads interactions came from in this process, by id: noted wherever an interaction
/// is handled, read by the sweep's [`Keeper`].
static SEEN: LazyLock<Mutex<HashMap<u64, Seen>>> = LazyLock::new(Mutex::default);

fn seen_threads() -> std::sync::MutexGuard<'static, HashMap<u64, Seen>> {
    SEEN.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Notes an interaction from a thread: the next sweep looks at it when it is new, archived
/// (it is reopened then) or locked.
pub(super) fn seen(
    thread: u64,
    meta: &serenity::ThreadMetadata,
    permissions: Option<serenity::Permissions>,
) {
    let now = crate::store::now();
    let noted = NOTED.fetch_add(1, Ordering::Relaxed) + 1;
    let mut all = seen_threads();
    let seen = all.entry(thread).or_insert(Seen {
        permissions: None,
        last: now,
        noted,
        urgent: noted,
    });
    (seen.last, seen.noted) = (now, noted);
    if permissions.is_some() {
        seen.permissions = permissions;
    }
    if meta.archived || meta.locked {
        seen.urgent = noted;
    }
}

/// What the sweep knows of one thread.
#[derive(Debug, Default)]
struct Watched {
    /// When to look at the thread next (unix seconds), or None until the next interaction
    /// from it (no game there now, or not a thread).
    next_look: Option<i64>,
    /// The [`Seen::urgent`] and [`Seen::noted`] acted on.
    urgent: u64,
    noted: u64,
    /// [`Seen::last`].
    last: i64,
    told: HashSet<Notice>,
}

/// Looks after the threads of the games this process serves (one per `serve`).
#[derive(Debug, Default)]
pub struct Keeper {
    watched: HashMap<u64, Watched>,
}

impl Keeper {
    /// Looks after the threads that are due (called by every sweep).
    pub async fn keep_open(&mut self, table: &Table, outbox: &Outbox) {
        let now = crate::store::now();
        let seen: Vec<(u64, Seen)> = seen_threads().iter().map(|(&id, &s)| (id, s)).collect();
        let mut forget = Vec::new();
        for (thread, seen) in seen {
            let w = self.watched.entry(thread).or_insert_with(|| Watched {
                next_look: Some(now),
                urgent: seen.urgent,
                noted: seen.noted,
                last: seen.last,
                told: HashSet::new(),
            });
            if seen.urgent > w.urgent || (w.next_look.is_none() && seen.noted > w.noted) {
                w.next_look = Some(now);
            }
            (w.urgent, w.noted, w.last) = (seen.urgent, seen.noted, seen.last);
            if w.next_look.is_none_or(|at| at > now) {
                continue;
            }
            w.next_look = look_after(thread, seen.permissions, w, table, outbox, now).await;
            if w.next_look.is_none() && now - seen.last >= FORGET {
                forget.push(thread);
            }
        }
        if !forget.is_empty() {
            seen_threads().retain(|id, _| !forget.contains(id));
            self.watched.retain(|id, _| !forget.contains(id));
        }
    }
}

/// One thread: gives when to look at it again, or None to wait for the next interaction from
/// it (no game there, not a thread, gone).
async fn look_after(
    thread: u64,
    permissions: Option<serenity::Permissions>,
    w: &mut Watched,
    table: &Table,
    outbox: &Outbox,
    now: i64,
) -> Option<i64> {
    let store = table.store();
    let game = match store.open_game_in(thread as i64).await {
        Ok(Some(game)) => game,
        Ok(None) => {
            // The command just noted may be opening one (it is noted before it runs): looked
            // at again by the next sweeps for a while, then at the next interaction from it.
            w.told.clear();
            return (now - w.last < SETTLE).then_some(now);
        }
        Err(e) => {
            tracing::warn!(error = %e, thread, "cannot read the thread's game");
            return Some(now + RETRY);
        }
    };
    let rest = outbox.rest();
    let channel = match rest
        .send(Method::GET, &format!("channels/{thread}"), Body::None)
        .await
    {
        Ok(channel) => channel,
        Err(e) if e.status() == Some(404) => return None,
        Err(e) => {
            tracing::warn!(why = e.reason(), thread, "cannot read the thread of a game");
            return Some(now + RETRY);
        }
    };
    let meta = &channel["thread_metadata"];
    if !meta.is_object() {
        return None;
    }
    let flag = |key: &str| meta[key].as_bool().unwrap_or(false);
    let minutes = meta["auto_archive_duration"].as_i64().unwrap_or(1440);
    // The last message (a snowflake carries its time) or the last change of archive status.
    let activity = [
        channel["last_message_id"]
            .as_str()
            .and_then(|id| id.parse::<u64>().ok())
            .filter(|&id| id > 0)
            .map(|id| serenity::MessageId::new(id).created_at().unix_timestamp()),
        meta["archive_timestamp"]
            .as_str()
            .and_then(|t| serenity::Timestamp::parse(t).ok())
            .map(|t| t.unix_timestamp()),
    ]
    .into_iter()
    .flatten()
    .max()
    .unwrap_or(now);
    let archives_at = activity + minutes * 60;
    if flag("locked") {
        tell(w, thread, &game, Notice::Locked, minutes, outbox).await;
        return Some(now + LOOK_AGAIN);
    }
    if flag("archived") {
        let reopen = serde_json::json!({ "archived": false });
        return match edit(rest, thread, &reopen).await {
            Ok(()) => {
                tracing::info!(
                    thread,
                    game = game.id,
                    "reopened the archived thread of a game"
                );
                // Unarchiving counts as activity.
                Some(now + minutes * 60 - MARGIN)
            }
            Err(why) => {
                tracing::warn!(thread, %why, "cannot reopen the archived thread of a game");
                tell(w, thread, &game, Notice::CannotReopen, minutes, outbox).await;
                Some(now + LOOK_AGAIN)
            }
        };
    }
    if archives_at - now > MARGIN {
        return Some(archives_at - MARGIN);
    }
    let may_manage = permissions.is_none_or(|p| p.administrator() || p.manage_threads());
    if may_manage {
        match touch(rest, thread, minutes).await {
            Ok(()) => {
                tracing::info!(thread, game = game.id, "kept the thread of a game open");
                return Some(now + i64::from(WEEK) * 60 - MARGIN);
            }
            Err(why) => tracing::warn!(thread, %why, "cannot keep the thread of a game open"),
        }
    }
    tell(w, thread, &game, Notice::KeepOpen, minutes, outbox).await;
    // Reopened as soon as Discord has archived it.
    Some(archives_at.max(now) + REOPEN_AFTER)
}

/// Changes the thread's auto-archive duration, which Discord counts as activity: to a week,
/// or, when it is a week already, to three days and back.
async fn touch(rest: &Rest, thread: u64, minutes: i64) -> Result<(), String> {
    if minutes >= i64::from(WEEK) {
        let shorter = serde_json::json!({ "auto_archive_duration": THREE_DAYS });
        edit(rest, thread, &shorter).await?;
    }
    let week = serde_json::json!({ "auto_archive_duration": WEEK });
    edit(rest, thread, &week).await
}

/// Modifies the thread (Discord's Modify Channel, the thread's fields), through the bot's one
/// rate limiter.
async fn edit(rest: &Rest, thread: u64, change: &serde_json::Value) -> Result<(), String> {
    rest.send(
        Method::PATCH,
        &format!("channels/{thread}"),
        Body::Json(change),
    )
    .await
    .map(|_| ())
    .map_err(|e| e.reason().to_string())
}

/// Tells the game's host by DM, once per thread and notice.
async fn tell(
    w: &mut Watched,
    thread: u64,
    game: &GameRecord,
    notice: Notice,
    minutes: i64,
    outbox: &Outbox,
) {
    if !w.told.insert(notice) || game.creator_id <= 0 {
        return;
    }
    let title = crate::table::registry::find(&game.game).map_or("a game", |k| k.title());
    let text = notice_text(notice, thread as i64, title, minutes, game.language);
    outbox
        .deliver(&Post::text(To::User(game.creator_id), text), None)
        .await;
}

/// What the host is told, in a few lines a phone shows whole, in the table's language.
fn notice_text(notice: Notice, thread: i64, title: &str, minutes: i64, lang: Lang) -> String {
    let place = crate::table::mention_channel(thread);
    match notice {
        Notice::Locked => msg!("threads-locked", game = title, place = place),
        // The duration as Discord's thread setting names it ("Hide After Inactivity").
        Notice::KeepOpen => msg!(
            "threads-keep-open",
            game = title,
            place = place,
            duration = msg!("threads-duration", minutes = minutes)
        ),
        Notice::CannotReopen => msg!("threads-cannot-reopen", game = title, place = place),
    }
    .render(lang)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notices_name_the_thread_the_game_and_what_to_do() {
        let keep = notice_text(Notice::KeepOpen, 77, "The Festivals", 60, Lang::En);
        assert!(
            keep.contains("<#77>") && keep.contains("The Festivals"),
            "{keep}"
        );
        assert!(
            keep.contains("1 hour") && keep.contains("Manage Threads"),
            "{keep}"
        );
        let locked = notice_text(Notice::Locked, 77, "Indonesia", 1440, Lang::En);
        assert!(
            locked.contains("locked") && locked.contains("unlock"),
            "{locked}"
        );
        let reopen = notice_text(Notice::CannotReopen, 77, "Indonesia", 1440, Lang::En);
        assert!(reopen.contains("Send Messages in Threads"), "{reopen}");
        let week = notice_text(Notice::KeepOpen, 77, "Indonesia", 10080, Lang::En);
        assert!(week.contains("after 1 week without"), "{week}");
        let id = notice_text(Notice::KeepOpen, 77, "Indonesia", 4320, Lang::Id);
        assert!(id.contains("<#77>") && id.contains("3 hari"), "{id}");
    }
}
