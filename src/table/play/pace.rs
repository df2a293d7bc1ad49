//! Moves the table makes by itself: the bot seats' moves, and the game's defaults when a
//! deadline passes.

use super::*;

/// How many moves the bot makes in a row at most (a game of bots alone stops there).
pub(super) const BOT_MOVES: usize = 500;

/// Plays the moves of the seats handed to the bot (the caller holds the channel's lock) while
/// the game awaits one of them: the self-play bot's choice, each stored like a player's move
/// (the origin `bot:<game>:<seq>`), and told in the channel with the seat's name.
pub async fn bots<T: Playable>(table: &Table, game_id: i64) -> Outcome {
    let mut posts = Vec::new();
    for _ in 0..BOT_MOVES {
        let Some(record) = table.store.game(game_id).await? else {
            break;
        };
        if record.status != Status::Active {
            break;
        }
        let loaded = load::<T>(table, &record, false).await?;
        let Some(seat) = loaded
            .game
            .waiting_for()
            .into_iter()
            .find(|&s| is_bot(record.seats[s].user_id))
        else {
            break;
        };
        let mut rng =
            crate::rng::Rng::new(record.seed ^ (loaded.seq as u64 + 1).wrapping_mul(0x9E37_79B9));
        let Some(action) = decide(&loaded.game, seat, table_bot::<T::Rules>(), &mut rng) else {
            break;
        };
        let origin = format!("bot:{}:{}", record.id, loaded.seq + 1);
        posts
            .extend(commit::<T>(table, &record, loaded, seat, &action, Some(&origin), None).await?);
    }
    Ok(posts)
}

/// The table's deadline for a turn of `record` (reminders and defaults), at `now`: halfway, a
/// reminder to each awaited player by DM; at the deadline, a notice in the channel and the
/// game's default actions for the awaited seats ([`crate::table::game::TableGame::overdue`]), or, when
/// the rules define none, word to the host. Each step happens once, whichever process gets
/// there first (the origin `deadline:<game>:<since>:<step>`).
pub async fn deadline<T: Playable>(table: &Table, located: &GameRecord, now: i64) -> Outcome {
    let _guard = table.lock(located.channel_id).await;
    let Some(record) = table.store.game(located.id).await? else {
        return Ok(Vec::new());
    };
    let (Some(minutes), Some(since)) = (record.deadline_minutes, record.awaited_since) else {
        return Ok(Vec::new());
    };
    if record.status != Status::Active || record.reminded >= 2 {
        return Ok(Vec::new());
    }
    let passed = since + minutes * 60 <= now;
    if !passed && (since + minutes * 30 > now || record.reminded >= 1) {
        return Ok(Vec::new());
    }
    let loaded = load::<T>(table, &record, false).await?;
    let waiting = loaded.game.waiting_for();
    let names = mentions(&record);
    let who: Vec<String> = waiting.iter().map(|&s| names[s].clone()).collect();
    let channel = mention_channel(record.channel_id);
    if !passed {
        let mut posts: Vec<Post> = waiting
            .iter()
            .map(|&s| {
                Post::text(
                    To::User(record.seats[s].user_id),
                    format!(
                        "Reminder: the game at {channel} waits for you; its deadline is in {}.\n{}",
                        crate::table::spec::duration_words(minutes - (now - since) / 60),
                        T::prompt_text(&record, &loaded.game)
                    ),
                )
            })
            .collect();
        let origin = format!("deadline:{}:{since}:1", record.id);
        let stored = outgoing(&posts);
        let ids = table
            .store
            .remind(record.id, since, 1, &Outgoing::new(Some(&origin), &stored))
            .await?;
        receipts(&mut posts, &ids);
        return Ok(posts);
    }
    let defaults = T::overdue(&loaded.game);
    let host = mention_user(record.creator_id);
    let mut notice = Post::text(
        To::Channel(record.channel_id),
        if defaults.is_empty() {
            format!(
                "⏰ The deadline of {} passed: the game waits for {}. {host}, as the host you may hand a seat to another player or to a bot with `/game seat`.",
                crate::table::spec::duration_words(minutes),
                crate::games::and_list(&who)
            )
        } else {
            format!(
                "⏰ The deadline of {} passed for {}: the game's default is played for them.",
                crate::table::spec::duration_words(minutes),
                crate::games::and_list(&who)
            )
        },
    );
    if defaults.is_empty() {
        notice.pings = vec![record.creator_id];
    }
    let mut posts = vec![notice];
    let origin = format!("deadline:{}:{since}:2", record.id);
    let stored = outgoing(&posts);
    let ids = table
        .store
        .remind(record.id, since, 2, &Outgoing::new(Some(&origin), &stored))
        .await?;
    receipts(&mut posts, &ids);
    let mut record = record;
    for (i, (seat, action)) in defaults.into_iter().enumerate() {
        // Each default is one more write on the game as it now is.
        let Some(now_record) = table.store.game(record.id).await? else {
            break;
        };
        record = now_record;
        let loaded = load::<T>(table, &record, false).await?;
        let origin = format!("deadline:{}:{since}:2.{i}", record.id);
        match commit::<T>(table, &record, loaded, seat, &action, Some(&origin), None).await {
            Ok(more) => posts.extend(more),
            Err(crate::table::post::Failure::Refused(r)) => {
                tracing::warn!(game = record.id, seat, reason = %r, "a default action was refused")
            }
            Err(other) => return Err(other),
        }
    }
    posts.extend(bots::<T>(table, record.id).await?);
    Ok(posts)
}
