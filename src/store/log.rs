//! The action log and the snapshots: appending an action is one transaction with the game's
//! version, the state's snapshot, the awaited seats and the posts the action causes.

use super::games::mark_awaited;
use super::outbox::Outgoing;
use super::{ActionRecord, Placing, Store, WriteError, is_unique_violation, now};
use anyhow::Result;
use sqlx::Row;

/// An action to append to an active game.
pub struct Append<'a> {
    pub game_id: i64,
    /// The version the command read.
    pub version: i64,
    /// One more than the log holds.
    pub seq: i64,
    pub seat: usize,
    /// The engine's action as JSON.
    pub action: &'a str,
    /// The game ended with it, each seat placed so.
    pub finished: Option<&'a [Placing]>,
    /// The state after it, when it is to be kept.
    pub snapshot: Option<&'a str>,
    pub awaited: &'a [usize],
}

impl Store {
    /// The actions after `after` (0: the whole log), in order.
    pub async fn actions_after(&self, game_id: i64, after: i64) -> Result<Vec<ActionRecord>> {
        sqlx::query(
            "SELECT seq, seat, action FROM actions WHERE game_id = $1 AND seq > $2 ORDER BY seq",
        )
        .bind(game_id)
        .bind(after)
        .fetch_all(&self.pool)
        .await?
        .into_iter()
        .map(|r| {
            let seat: i64 = r.try_get("seat")?;
            Ok(ActionRecord {
                seq: r.try_get("seq")?,
                seat: seat as usize,
                action: r.try_get("action")?,
            })
        })
        .collect()
    }

    /// The whole log.
    pub async fn actions(&self, game_id: i64) -> Result<Vec<ActionRecord>> {
        self.actions_after(game_id, 0).await
    }

    /// The latest snapshot of a game: the number of actions it includes and the state.
    pub async fn snapshot(&self, game_id: i64) -> Result<Option<(i64, String)>> {
        let row = sqlx::query("SELECT seq, state FROM snapshots WHERE game_id = $1")
            .bind(game_id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(match row {
            Some(r) => Some((r.try_get("seq")?, r.try_get("state")?)),
            None => None,
        })
    }

    /// Takes back the last action (number `seq`) of an active game read at `version`, with the
    /// posts it causes: the log, the snapshot if it included it, and the awaited seats go back.
    pub async fn take_back(
        &self,
        game_id: i64,
        version: i64,
        seq: i64,
        awaited: &[usize],
        out: &Outgoing<'_>,
    ) -> Result<Vec<i64>, WriteError> {
        let mut tx = self.pool.begin().await?;
        let changed = sqlx::query(
            "UPDATE games SET version = version + 1, updated_at = $1
             WHERE id = $2 AND status = 'active' AND version = $3",
        )
        .bind(now())
        .bind(game_id)
        .bind(version)
        .execute(&mut *tx)
        .await?;
        if changed.rows_affected() != 1 {
            return Err(WriteError::Conflict);
        }
        let deleted = sqlx::query(
            "DELETE FROM actions WHERE game_id = $1 AND seq = $2
             AND seq = (SELECT MAX(seq) FROM actions WHERE game_id = $1)",
        )
        .bind(game_id)
        .bind(seq)
        .execute(&mut *tx)
        .await?;
        if deleted.rows_affected() != 1 {
            return Err(WriteError::Conflict);
        }
        sqlx::query("DELETE FROM snapshots WHERE game_id = $1 AND seq >= $2")
            .bind(game_id)
            .bind(seq)
            .execute(&mut *tx)
            .await?;
        mark_awaited(&mut tx, game_id, awaited).await?;
        let posts = self.write_outgoing(&mut tx, Some(game_id), out).await?;
        tx.commit().await?;
        Ok(posts)
    }

    /// Appends an action with everything it changes, or nothing: Conflict when another writer
    /// got there first (the version moved, the step exists, the game is no longer active),
    /// Duplicate when the command's origin was seen before.
    pub async fn append(
        &self,
        append: &Append<'_>,
        out: &Outgoing<'_>,
    ) -> Result<Vec<i64>, WriteError> {
        let mut tx = self.pool.begin().await?;
        let t = now();
        let status = if append.finished.is_some() {
            "finished"
        } else {
            "active"
        };
        let changed = sqlx::query(
            "UPDATE games SET status = $1, version = version + 1, updated_at = $2
             WHERE id = $3 AND status = 'active' AND version = $4",
        )
        .bind(status)
        .bind(t)
        .bind(append.game_id)
        .bind(append.version)
        .execute(&mut *tx)
        .await?;
        if changed.rows_affected() != 1 {
            return Err(WriteError::Conflict);
        }
        let inserted = sqlx::query(
            "INSERT INTO actions (game_id, seq, seat, action, created_at) VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(append.game_id)
        .bind(append.seq)
        .bind(append.seat as i64)
        .bind(append.action)
        .bind(t)
        .execute(&mut *tx)
        .await;
        match inserted {
            Ok(_) => {}
            Err(e) if is_unique_violation(&e) => return Err(WriteError::Conflict),
            Err(e) => return Err(e.into()),
        }
        if let Some(state) = append.snapshot {
            sqlx::query(
                "INSERT INTO snapshots (game_id, seq, state) VALUES ($1, $2, $3)
                 ON CONFLICT (game_id) DO UPDATE SET seq = excluded.seq, state = excluded.state",
            )
            .bind(append.game_id)
            .bind(append.seq)
            .bind(state)
            .execute(&mut *tx)
            .await?;
        }
        mark_awaited(&mut tx, append.game_id, append.awaited).await?;
        if let Some(placings) = append.finished {
            super::records::finish(&mut tx, append.game_id, placings).await?;
        }
        let posts = self
            .write_outgoing(&mut tx, Some(append.game_id), out)
            .await?;
        tx.commit().await?;
        Ok(posts)
    }
}
