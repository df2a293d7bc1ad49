//! Moves the table makes by itself: the bot seats' moves, and the game's defaults when a
//! deadline passes.

use super::*;
use crate::lang::Arg;

/// The seconds a bot waits after the game's last change before its next move, so that a
/// channel reads bot moves one at a time and a player's command in between is served.
pub const BOT_PACE_SECONDS: i64 = 3;

/// Plays one move of a seat handed to the bot (the caller holds the channel's lock) when the
/// game awaits one: the table bot's choice, stored like a player's move with the origin
/// `bot:<game>:<seq>` (so two processes never both play it) and told in the channel with the
/// seat's name. The bot answers a player's move at once; its further moves are the table's
/// tick's, once the game has been still for [`BOT_PACE_SECONDS`], so a crash in between loses
/// nothing: the awaited bot seat is still there for the next tick.
pub async fn bots<T: Playable>(table: &Table, game_id: i64) -> Outcome {
    let Some(record) = table.store.game(game_id).await? else {
        return Ok(Vec::new());
    };
    if record.status != Status::Active {
        return Ok(Vec::new());
    }
    let loaded = load::<T>(table, &record, false).await?;
    let Some(seat) = loaded
        .game
        .waiting_for()
        .into_iter()
        .find(|&s| is_bot(record.seats[s].user_id))
    else {
        return Ok(Vec::new());
    };
    let mut rng =
        crate::rng::Rng::new(record.seed ^ (loaded.seq as u64 + 1).wrapping_mul(0x9E37_79B9));
    let mut steps = bot_steps::<T>(&record, &loaded.game, seat, &mut rng);
    let origin = format!("bot:{}:{}", record.id, loaded.seq + 1);
    match steps.len() {
        0 => Ok(Vec::new()),
        1 => {
            let (action, _) = steps.remove(0);
            commit::<T>(table, &record, loaded, seat, &action, Some(&origin), None).await
        }
        _ => {
            let commands: Vec<Command> = steps.into_iter().map(|(_, c)| c).collect();
            commit_steps::<T>(table, &record, loaded, seat, &commands, Some(&origin), None).await
        }
    }
}

/// What the table's bot plays for `seat` now, as one command: its choice and, while the game
/// still awaits the seat, its next choices, as long as the game's commands type them all as one
/// ([`crate::table::game::Commands::join`]: a whole Festivals route), so a bot seat makes the
/// others wait no longer than a player typing the same command. Each step is an action with
/// the command that types it alone; none when the seat has nothing to do.
pub fn bot_steps<T: Playable>(
    record: &GameRecord,
    game: &T::Rules,
    seat: Seat,
    rng: &mut crate::rng::Rng,
) -> Vec<(<T::Rules as Rules>::Action, Command)> {
    let mut game = game.clone();
    let mut steps: Vec<(<T::Rules as Rules>::Action, Command)> = Vec::new();
    // A choice that does not join is not taken: the generator goes on as if it was never made,
    // so a game whose commands never join plays exactly as with one choice a move.
    let mut trial = rng.clone();
    while let Some(action) = decide(&game, seat, table_bot::<T::Rules>(), &mut trial) {
        let command = T::command_for(record, &game, seat, &action);
        let mut commands: Vec<Command> = steps.iter().map(|(_, c)| c.clone()).collect();
        commands.push(command.clone());
        if commands.len() > 1 && T::join(&commands).is_none() {
            break;
        }
        *rng = trial.clone();
        // A run no further command could join ends without a look further.
        let joinable = T::may_go_on(&commands);
        // A bot's action is one of its legal ones; were it refused, the commit says so.
        let applied = game.apply(seat, &action).is_ok();
        steps.push((action, command));
        if !applied || !joinable || !game.waiting_for().contains(&seat) {
            break;
        }
    }
    steps
}

/// How much longer at most a turn waits for an away player than its deadline says.
pub const AWAY_WAIT_DAYS: i64 = 7;

/// When the deadline of the turn awaited since `since` starts counting: then, or when the last
/// of its awaited players who went away is back, but at most [`AWAY_WAIT_DAYS`] later.
pub(crate) fn turn_start(record: &GameRecord, since: i64) -> i64 {
    let back = record
        .awaited
        .iter()
        .filter_map(|&s| record.back_at.get(&record.seats[s].user_id))
        .copied()
        .max();
    back.map_or(since, |back| {
        back.clamp(since, since + AWAY_WAIT_DAYS * 24 * 3600)
    })
}

/// The table's deadline for a turn of `record` (reminders and defaults), at `now`: halfway, a
/// reminder to each awaited player by DM; at the deadline, a notice in the channel and the
/// game's default actions for the awaited seats ([`crate::table::game::TableGame::overdue`]), or, when
/// the rules define none, word to the host. Each step happens once, whichever process gets
/// there first (the origin `deadline:<game>:<since>:<step>`).
pub async fn deadline<T: Playable>(table: &Table, located: &GameRecord, now: i64) -> Outcome {
    let _guard = table.locks.lock(located.channel_id).await;
    let Some(record) = table.store.game(located.id).await? else {
        return Ok(Vec::new());
    };
    let (Some(minutes), Some(since)) = (record.deadline_minutes, record.awaited_since) else {
        return Ok(Vec::new());
    };
    if record.status != Status::Active || record.reminded >= 2 {
        return Ok(Vec::new());
    }
    let start = turn_start(&record, since);
    let passed = start + minutes * 60 <= now;
    if !passed && (start + minutes * 30 > now || record.reminded >= 1) {
        return Ok(Vec::new());
    }
    let loaded = load::<T>(table, &record, false).await?;
    let waiting = loaded.game.waiting_for();
    let names = mentions(&record);
    let who: Vec<String> = waiting.iter().map(|&s| names[s].clone()).collect();
    let channel = mention_channel(record.channel_id);
    if !passed {
        // A bot seat has no one to read a reminder.
        let mut posts: Vec<Post> = waiting
            .iter()
            .filter(|&&s| !is_bot(record.seats[s].user_id))
            .map(|&s| {
                // We know no locale of a player away from a command: the table's language.
                let left = crate::table::spec::duration(minutes - (now - start) / 60);
                let reminder = msg!("pace-reminder", channel = &channel, left = left);
                Post::text(
                    To::User(record.seats[s].user_id),
                    format!(
                        "{}\n{}",
                        reminder.render(record.language),
                        T::prompt_text(&record, &loaded.game, record.language)
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
            msg!(
                "pace-deadline-waits",
                deadline = crate::table::spec::duration(minutes),
                who = Arg::and_list(&who),
                host = host
            )
            .render(record.language)
        } else {
            msg!(
                "pace-deadline-default",
                deadline = crate::table::spec::duration(minutes),
                who = Arg::and_list(&who)
            )
            .render(record.language)
        },
    );
    if defaults.is_empty() {
        notice.ping(vec![record.creator_id], record.language);
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
