//! Games and their seats: opening a table, seating, starting and ending, each one transaction
//! that checks the version the command read.

use super::outbox::Outgoing;
use super::{
    Card, GameRecord, NewGame, SeatRecord, Status, Store, Unrated, WriteError, is_unique_violation,
    now,
};
use crate::lang::Lang;
use anyhow::{Context, Result};
use sqlx::any::AnyRow;
use sqlx::{Any, AssertSqlSafe, Row, Transaction};
use std::collections::HashMap;

/// Games with their seats, one row per seat (a game without seats gives one row of NULL seat
/// columns), in the order of the games' ids and then of the seats: one statement for both.
fn seated(condition: &str) -> String {
    format!(
        "SELECT g.id, g.channel_id, g.channel_name, g.kind, g.status, g.creator_id, g.options,
            g.seed, g.wanted_seats, g.setup, g.rules_version, g.version, g.guild_id,
            g.deadline_minutes, g.awaited_since, g.reminded, g.unrated, g.card_seq, g.card_head,
            g.language,
            s.user_id AS seat_user, s.name AS seat_name, s.awaited AS seat_awaited,
            a.back_at AS seat_back
         FROM games g LEFT JOIN seats s ON s.game_id = g.id
            LEFT JOIN away a ON a.user_id = s.user_id
         WHERE {condition} ORDER BY g.id, s.seat"
    )
}

/// The games of rows selected by [`seated`].
fn records(rows: Vec<AnyRow>) -> Result<Vec<GameRecord>> {
    let mut games: Vec<GameRecord> = Vec::new();
    for row in rows {
        let id: i64 = row.try_get("id")?;
        if games.last().is_none_or(|g| g.id != id) {
            games.push(record(&row, id)?);
        }
        let game = games.last_mut().expect("the row's game was just added");
        let Some(user_id) = row.try_get::<Option<i64>, _>("seat_user")? else {
            continue;
        };
        if row.try_get::<i64, _>("seat_awaited")? != 0 {
            game.awaited.push(game.seats.len());
        }
        if let Some(back) = row.try_get::<Option<i64>, _>("seat_back")? {
            game.back_at.insert(user_id, back);
        }
        game.seats.push(SeatRecord {
            user_id,
            name: row.try_get("seat_name")?,
        });
    }
    Ok(games)
}

/// A game's row, its seats still to add.
fn record(row: &AnyRow, id: i64) -> Result<GameRecord> {
    let wanted: Option<i64> = row.try_get("wanted_seats")?;
    let seed: i64 = row.try_get("seed")?;
    let status: String = row.try_get("status")?;
    Ok(GameRecord {
        id,
        channel_id: row.try_get("channel_id")?,
        channel_name: row.try_get("channel_name")?,
        game: row.try_get("kind")?,
        status: Status::parse(&status)?,
        creator_id: row.try_get("creator_id")?,
        options: row.try_get("options")?,
        seed: seed as u64,
        wanted_seats: wanted.map(|w| w as u32),
        setup: row.try_get("setup")?,
        rules_version: row.try_get("rules_version")?,
        seats: Vec::new(),
        version: row.try_get("version")?,
        awaited: Vec::new(),
        back_at: HashMap::new(),
        guild_id: row.try_get("guild_id")?,
        deadline_minutes: row.try_get("deadline_minutes")?,
        awaited_since: row.try_get("awaited_since")?,
        reminded: row.try_get("reminded")?,
        unrated: Unrated::parse(row.try_get::<Option<String>, _>("unrated")?.as_deref()),
        language: Lang::from_code(&row.try_get::<String, _>("language")?).unwrap_or_default(),
        card: match row.try_get::<Option<i64>, _>("card_seq")? {
            Some(seq) => Some(Card {
                seq,
                head: row
                    .try_get::<Option<String>, _>("card_head")?
                    .unwrap_or_default(),
            }),
            None => None,
        },
    })
}

/// How a seating change ends: still forming, or started with this setup.
pub enum Seating<'a> {
    Forming,
    Started {
        setup: &'a str,
        awaited: &'a [usize],
        /// The report lines of the start's channel post, the game's first turn card.
        card: Option<&'a str>,
    },
}

impl Store {
    /// Records a new forming game with its creator in the first seat, and the posts it causes.
    /// Returns None when the channel already has an open game.
    pub async fn create_game(
        &self,
        new: &NewGame,
        out: &Outgoing<'_>,
    ) -> Result<Option<(GameRecord, Vec<i64>)>, WriteError> {
        let (_turn, mut tx) = self.begin().await?;
        let t = now();
        let inserted = sqlx::query(
            "INSERT INTO games (channel_id, channel_name, kind, status, creator_id, options, seed, wanted_seats, setup, rules_version, created_at, updated_at, version, guild_id, deadline_minutes, unrated, language)
             VALUES ($1, $2, $3, 'forming', $4, $5, $6, $7, NULL, $8, $9, $9, 1, $10, $11, $12, $13) RETURNING id",
        )
        .bind(new.channel_id)
        .bind(new.channel_name.clone())
        .bind(new.game.clone())
        .bind(new.creator.user_id)
        .bind(new.options.clone())
        .bind(new.seed as i64)
        .bind(new.wanted_seats.map(i64::from))
        .bind(new.rules_version)
        .bind(t)
        .bind(new.guild_id)
        .bind(new.deadline_minutes)
        .bind(new.unrated.map(Unrated::as_str))
        .bind(new.language.code())
        .fetch_one(&mut *tx)
        .await;
        let id: i64 = match inserted {
            Ok(row) => row.try_get(0)?,
            Err(e) if is_unique_violation(&e) => return Ok(None),
            Err(e) => return Err(e.into()),
        };
        insert_seats(&mut tx, id, std::slice::from_ref(&new.creator)).await?;
        let posts = self.write_outgoing(&mut tx, Some(id), out, false).await?;
        tx.commit().await?;
        let game = self
            .game(id)
            .await?
            .context("a game vanished right after it was created")?;
        Ok(Some((game, posts)))
    }

    pub async fn game(&self, id: i64) -> Result<Option<GameRecord>> {
        let rows = sqlx::query(AssertSqlSafe(seated("g.id = $1")))
            .bind(id)
            .fetch_all(&self.pool)
            .await?;
        Ok(records(rows)?.pop())
    }

    /// The forming or active game in a channel.
    pub async fn open_game_in(&self, channel_id: i64) -> Result<Option<GameRecord>> {
        let sql = seated("g.channel_id = $1 AND g.status IN ('forming', 'active')");
        let rows = sqlx::query(AssertSqlSafe(sql))
            .bind(channel_id)
            .fetch_all(&self.pool)
            .await?;
        Ok(records(rows)?.pop())
    }

    /// The most recent game in a channel, whatever its status (for a board after the end).
    pub async fn latest_game_in(&self, channel_id: i64) -> Result<Option<GameRecord>> {
        let sql = seated("g.id = (SELECT MAX(id) FROM games WHERE channel_id = $1)");
        let rows = sqlx::query(AssertSqlSafe(sql))
            .bind(channel_id)
            .fetch_all(&self.pool)
            .await?;
        Ok(records(rows)?.pop())
    }

    /// The forming or active games where `user_id` holds a seat, oldest first (found through
    /// the seats' index by user, not by reading every game).
    pub async fn open_games_of(&self, user_id: i64) -> Result<Vec<GameRecord>> {
        let sql = seated(
            "g.id IN (SELECT game_id FROM seats WHERE user_id = $1)
             AND g.status IN ('forming', 'active')",
        );
        let rows = sqlx::query(AssertSqlSafe(sql))
            .bind(user_id)
            .fetch_all(&self.pool)
            .await?;
        records(rows)
    }

    /// Every game ever stored, oldest first (for dumps).
    pub async fn all_games(&self) -> Result<Vec<GameRecord>> {
        let rows = sqlx::query(AssertSqlSafe(seated("1 = 1")))
            .fetch_all(&self.pool)
            .await?;
        records(rows)
    }

    /// The name last seen for a user, and for a channel, when any game knows them.
    pub async fn user_name(&self, user_id: i64) -> Result<Option<String>> {
        let row =
            sqlx::query("SELECT name FROM seats WHERE user_id = $1 ORDER BY game_id DESC LIMIT 1")
                .bind(user_id)
                .fetch_optional(&self.pool)
                .await?;
        Ok(row.map(|r| r.try_get(0)).transpose()?)
    }

    pub async fn channel_name(&self, channel_id: i64) -> Result<Option<String>> {
        let row = sqlx::query(
            "SELECT channel_name FROM games WHERE channel_id = $1 AND channel_name IS NOT NULL ORDER BY id DESC LIMIT 1",
        )
        .bind(channel_id)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.map(|r| r.try_get(0)).transpose()?)
    }

    /// Replaces the seats of a forming game read at `version` (join, leave), and starts it in
    /// the same transaction when `seating` says so. Conflict when the game changed meanwhile
    /// (another join, a start) or is no longer forming. `unrated`: the seating takes the game
    /// out of the ratings (a bot among the seats).
    pub async fn seat(
        &self,
        game_id: i64,
        version: i64,
        seats: &[SeatRecord],
        seating: Seating<'_>,
        unrated: Option<Unrated>,
        out: &Outgoing<'_>,
    ) -> Result<Vec<i64>, WriteError> {
        let (_turn, mut tx) = self.begin().await?;
        let (status, setup) = match seating {
            Seating::Forming => ("forming", None),
            Seating::Started { setup, .. } => ("active", Some(setup)),
        };
        let changed = sqlx::query(
            "UPDATE games SET status = $1, setup = COALESCE($2, setup), version = version + 1, updated_at = $3,
                unrated = COALESCE(unrated, $6)
             WHERE id = $4 AND status = 'forming' AND version = $5",
        )
        .bind(status)
        .bind(setup)
        .bind(now())
        .bind(game_id)
        .bind(version)
        .bind(unrated.map(Unrated::as_str))
        .execute(&mut *tx)
        .await?;
        if changed.rows_affected() != 1 {
            return Err(WriteError::Conflict);
        }
        sqlx::query("DELETE FROM seats WHERE game_id = $1")
            .bind(game_id)
            .execute(&mut *tx)
            .await?;
        insert_seats(&mut tx, game_id, seats).await?;
        if let Seating::Started { awaited, card, .. } = seating {
            mark_awaited(&mut tx, game_id, awaited).await?;
            sqlx::query(
                "UPDATE games SET card_seq = CASE WHEN $1 THEN 0 END, card_head = $2,
                    card_message = NULL WHERE id = $3",
            )
            .bind(card.is_some())
            .bind(card)
            .bind(game_id)
            .execute(&mut *tx)
            .await?;
        }
        let posts = self
            .write_outgoing(&mut tx, Some(game_id), out, false)
            .await?;
        tx.commit().await?;
        Ok(posts)
    }

    /// Gives seat `seat` of a game read at `version` to another holder (a user, or a bot), with
    /// the posts it causes; Conflict when the game changed meanwhile. `unrated`: the handover
    /// takes the game out of the ratings (a seat handed to the bot).
    pub async fn hand_seat(
        &self,
        game_id: i64,
        version: i64,
        seat: usize,
        holder: &SeatRecord,
        unrated: Option<Unrated>,
        out: &Outgoing<'_>,
    ) -> Result<Vec<i64>, WriteError> {
        let (_turn, mut tx) = self.begin().await?;
        let changed = sqlx::query(
            "UPDATE games SET version = version + 1, updated_at = $1, unrated = COALESCE(unrated, $4)
             WHERE id = $2 AND version = $3 AND status IN ('forming', 'active')",
        )
        .bind(now())
        .bind(game_id)
        .bind(version)
        .bind(unrated.map(Unrated::as_str))
        .execute(&mut *tx)
        .await?;
        if changed.rows_affected() != 1 {
            return Err(WriteError::Conflict);
        }
        sqlx::query("UPDATE seats SET user_id = $1, name = $2 WHERE game_id = $3 AND seat = $4")
            .bind(holder.user_id)
            .bind(holder.name.clone())
            .bind(game_id)
            .bind(seat as i64)
            .execute(&mut *tx)
            .await?;
        sqlx::query("DELETE FROM votes WHERE game_id = $1")
            .bind(game_id)
            .execute(&mut *tx)
            .await?;
        let posts = self
            .write_outgoing(&mut tx, Some(game_id), out, false)
            .await?;
        tx.commit().await?;
        Ok(posts)
    }

    /// Records that the turn card `game_id` made after `seq` actions is Discord's message
    /// `message`, while it is still the game's card (a later card replaced it otherwise).
    pub async fn card_shown(&self, game_id: i64, seq: i64, message: i64) -> Result<()> {
        sqlx::query("UPDATE games SET card_message = $1 WHERE id = $2 AND card_seq = $3")
            .bind(message)
            .bind(game_id)
            .bind(seq)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// The Discord message showing the turn card `game_id` made after `seq` actions, when it
    /// is still the game's card and was delivered.
    pub async fn card_message(&self, game_id: i64, seq: i64) -> Result<Option<i64>> {
        let row = sqlx::query("SELECT card_message FROM games WHERE id = $1 AND card_seq = $2")
            .bind(game_id)
            .bind(seq)
            .fetch_optional(&self.pool)
            .await?;
        Ok(match row {
            Some(r) => r.try_get::<Option<i64>, _>(0)?,
            None => None,
        })
    }

    /// When seat `seat` last acted in a game (unix seconds), if ever.
    pub async fn last_action_at(&self, game_id: i64, seat: usize) -> Result<Option<i64>> {
        let row =
            sqlx::query("SELECT MAX(created_at) FROM actions WHERE game_id = $1 AND seat = $2")
                .bind(game_id)
                .bind(seat as i64)
                .fetch_one(&self.pool)
                .await?;
        Ok(row.try_get::<Option<i64>, _>(0)?)
    }

    /// Records `user_id`'s vote for `motion`; gives the voters for it so far.
    pub async fn vote(&self, game_id: i64, motion: &str, user_id: i64) -> Result<Vec<i64>> {
        sqlx::query(
            "INSERT INTO votes (game_id, motion, user_id, created_at) VALUES ($1, $2, $3, $4)
             ON CONFLICT (game_id, motion, user_id) DO NOTHING",
        )
        .bind(game_id)
        .bind(motion)
        .bind(user_id)
        .bind(now())
        .execute(&self.pool)
        .await?;
        sqlx::query("SELECT user_id FROM votes WHERE game_id = $1 AND motion = $2 ORDER BY user_id")
            .bind(game_id)
            .bind(motion)
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(|r| Ok(r.try_get(0)?))
            .collect()
    }

    /// Active games with a deadline whose next reminder (halfway through the turn) or deadline
    /// has come by `now`.
    pub async fn due(&self, now: i64) -> Result<Vec<GameRecord>> {
        let sql = seated(
            "g.status = 'active' AND g.deadline_minutes IS NOT NULL
             AND g.awaited_since IS NOT NULL AND g.reminded < 2
             AND g.awaited_since + g.deadline_minutes * 30 * (g.reminded + 1) <= $1",
        );
        let rows = sqlx::query(AssertSqlSafe(sql))
            .bind(now)
            .fetch_all(&self.pool)
            .await?;
        records(rows)
    }

    /// Active games that await a seat played by the bot and have not changed since `before`:
    /// the bot's next move there is due (the table paces them).
    pub async fn bots_due(&self, before: i64) -> Result<Vec<GameRecord>> {
        let sql = seated(
            "g.status = 'active' AND g.updated_at <= $1
             AND EXISTS (SELECT 1 FROM seats b WHERE b.game_id = g.id AND b.awaited <> 0 AND b.user_id < 0)",
        );
        let rows = sqlx::query(AssertSqlSafe(sql))
            .bind(before)
            .fetch_all(&self.pool)
            .await?;
        records(rows)
    }

    /// Records that the reminders of the turn awaited since `since` went to `stage` (1 halfway,
    /// 2 deadline), with the posts they cause; Conflict when the turn moved on or another
    /// process got there first.
    pub async fn remind(
        &self,
        game_id: i64,
        since: i64,
        stage: i64,
        out: &Outgoing<'_>,
    ) -> Result<Vec<i64>, WriteError> {
        let (_turn, mut tx) = self.begin().await?;
        let changed = sqlx::query(
            "UPDATE games SET reminded = $1 WHERE id = $2 AND awaited_since = $3 AND reminded < $1 AND status = 'active'",
        )
        .bind(stage)
        .bind(game_id)
        .bind(since)
        .execute(&mut *tx)
        .await?;
        if changed.rows_affected() != 1 {
            return Err(WriteError::Conflict);
        }
        let posts = self
            .write_outgoing(&mut tx, Some(game_id), out, false)
            .await?;
        tx.commit().await?;
        Ok(posts)
    }

    /// Ends a forming or active game read at `version` with `status` (finished or aborted).
    pub async fn close(
        &self,
        game_id: i64,
        version: i64,
        status: Status,
        out: &Outgoing<'_>,
    ) -> Result<Vec<i64>, WriteError> {
        let (_turn, mut tx) = self.begin().await?;
        let changed = sqlx::query(
            "UPDATE games SET status = $1, version = version + 1, updated_at = $2
             WHERE id = $3 AND version = $4 AND status IN ('forming', 'active')",
        )
        .bind(status.as_str())
        .bind(now())
        .bind(game_id)
        .bind(version)
        .execute(&mut *tx)
        .await?;
        if changed.rows_affected() != 1 {
            return Err(WriteError::Conflict);
        }
        mark_awaited(&mut tx, game_id, &[]).await?;
        let posts = self
            .write_outgoing(&mut tx, Some(game_id), out, false)
            .await?;
        tx.commit().await?;
        Ok(posts)
    }
}

async fn insert_seats(
    tx: &mut Transaction<'_, Any>,
    game_id: i64,
    seats: &[SeatRecord],
) -> Result<(), sqlx::Error> {
    for (i, seat) in seats.iter().enumerate() {
        sqlx::query(
            "INSERT INTO seats (game_id, seat, user_id, name, awaited) VALUES ($1, $2, $3, $4, 0)",
        )
        .bind(game_id)
        .bind(i as i64)
        .bind(seat.user_id)
        .bind(seat.name.clone())
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}

/// The awaited seats as one number, seat n its bit n, as the statements below read them.
pub(super) fn awaited_mask(awaited: &[usize]) -> i64 {
    awaited.iter().fold(0, |mask, &seat| mask | 1 << seat)
}

/// SQL: a seat's bit in the mask of awaited seats given as parameter `mask` (1: awaited).
pub(super) fn awaited_bit(mask: &str) -> String {
    format!("((CAST({mask} AS BIGINT) >> CAST(seat AS INTEGER)) & 1)")
}

/// SQL: whether the seats of the game `game` awaited now differ from those of the mask `mask`
/// (a game's turn changes hands, so its deadline counts from now).
pub(super) fn awaited_changes(mask: &str, game: &str) -> String {
    format!(
        "EXISTS (SELECT 1 FROM seats WHERE game_id = {game} AND awaited <> {})",
        awaited_bit(mask)
    )
}

/// SQL: marks the seats of the game `game` awaited as the mask `mask` says (only those that
/// change).
pub(super) fn mark_seats(mask: &str, game: &str) -> String {
    let bit = awaited_bit(mask);
    format!("UPDATE seats SET awaited = {bit} WHERE game_id = {game} AND awaited <> {bit}")
}

/// Records which seats the game awaits now (for finding a DM's game without replaying it), and
/// when the awaited seats change, since when (for the table's deadline).
pub(super) async fn mark_awaited(
    tx: &mut Transaction<'_, Any>,
    game_id: i64,
    awaited: &[usize],
) -> Result<(), sqlx::Error> {
    let mask = awaited_mask(awaited);
    let since = format!(
        "UPDATE games SET awaited_since = $3, reminded = 0 WHERE id = $1 AND {}",
        awaited_changes("$2", "$1")
    );
    sqlx::query(AssertSqlSafe(since))
        .bind(game_id)
        .bind(mask)
        .bind(now())
        .execute(&mut **tx)
        .await?;
    sqlx::query(AssertSqlSafe(mark_seats("$2", "$1")))
        .bind(game_id)
        .bind(mask)
        .execute(&mut **tx)
        .await?;
    Ok(())
}
