//! The action log and the snapshots: appending an action is one transaction with the game's
//! version, the state's snapshot, the awaited seats and the posts the action causes, sent to
//! the database as one request.

use super::games::mark_awaited;
use super::group::{self, Queued};
use super::outbox::Outgoing;
use super::step::{Append, Step, appended};
use super::{ActionRecord, Backend, Params, Placing, Store, WriteError, now};
use anyhow::Result;
use sqlx::Row;

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
    /// posts it causes: the log and the awaited seats go back, and `state`, the game before the
    /// action, becomes the snapshot (one that included the action would otherwise leave the
    /// next load to replay the whole log).
    pub async fn take_back(
        &self,
        game_id: i64,
        version: i64,
        seq: i64,
        state: &str,
        awaited: &[usize],
        out: &Outgoing<'_>,
    ) -> Result<Vec<i64>, WriteError> {
        let (_turn, mut tx) = self.begin().await?;
        let changed = sqlx::query(
            "UPDATE games SET version = version + 1, updated_at = $1,
                card_seq = NULL, card_head = NULL, card_message = NULL
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
        sqlx::query(
            "INSERT INTO snapshots (game_id, seq, state) VALUES ($1, $2, $3)
             ON CONFLICT (game_id) DO UPDATE SET seq = excluded.seq, state = excluded.state",
        )
        .bind(game_id)
        .bind(seq - 1)
        .bind(state)
        .execute(&mut *tx)
        .await?;
        mark_awaited(&mut tx, game_id, awaited).await?;
        let posts = self
            .write_outgoing(&mut tx, Some(game_id), out, false)
            .await?;
        tx.commit().await?;
        Ok(posts)
    }

    /// Appends the actions of one command (`steps`, in order; most commands have one) with
    /// everything they change, or nothing: Conflict when another writer got there first (the
    /// version moved, the step exists, the game is no longer active), Duplicate when the
    /// command's origin was seen before. `out`, the command's origin and posts, goes with the
    /// last step; each step before it is recorded under `<origin>#step<n>` (from 1), so that
    /// every action of the log has an origin of its own.
    ///
    /// What an action commits is one statement on PostgreSQL, its own transaction when it is
    /// the command's only step; on a SQLite file the statements of a group commit's whole
    /// transaction go to the database as one request (see `group`). A game's finish adds its
    /// records to the same transaction.
    pub async fn append(
        &self,
        steps: &[Append<'_>],
        out: &Outgoing<'_>,
    ) -> Result<Vec<i64>, WriteError> {
        let (Some(first), Some(last)) = (steps.first(), steps.len().checked_sub(1)) else {
            return Ok(Vec::new());
        };
        let game_id = first.game_id;
        let finished = steps
            .iter()
            .find_map(|s| s.finished)
            .map(<[Placing]>::to_vec);
        let steps: Vec<Step> = steps
            .iter()
            .enumerate()
            .map(|(i, step)| match i == last {
                true => Step::new(step, out.origin.map(str::to_string), out.posts),
                false => Step::new(step, out.origin.map(|o| format!("{o}#step{}", i + 1)), &[]),
            })
            .collect();
        if let Some(held) = &self.file {
            return group::commit(&held.writers, &self.pool, &self.worker, |answer| Queued {
                game_id,
                steps,
                finished,
                answer,
            })
            .await;
        }
        // PostgreSQL: one statement alone is its own transaction.
        if let ([step], None) = (&steps[..], &finished) {
            let mut p = Params::default();
            let sql = step.sql(Backend::Postgres, &self.worker, &mut p);
            return appended(p.query(sql)?.fetch_all(&self.pool).await);
        }
        let (_turn, mut tx) = self.begin().await?;
        let mut posts = Vec::new();
        for step in &steps {
            let mut p = Params::default();
            let sql = step.sql(Backend::Postgres, &self.worker, &mut p);
            posts.extend(appended(p.query(sql)?.fetch_all(&mut *tx).await)?);
        }
        if let Some(placings) = &finished {
            super::records::finish(&mut tx, game_id, placings).await?;
        }
        tx.commit().await?;
        Ok(posts)
    }
}
