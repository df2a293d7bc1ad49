//! The action log and the snapshots: appending an action is one transaction with the game's
//! version, the state's snapshot, the awaited seats and the posts the action causes, sent to
//! the database as one request.

use super::games::{awaited_changes, awaited_mask, mark_awaited, mark_seats};
use super::group::{self, Queued, TAKEN, appended};
use super::outbox::{OUTBOX, OutPost, Outgoing, post_rows};
use super::{ActionRecord, Backend, Params, Placing, Store, WriteError, now};
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
    /// The action's channel post is the game's new turn card, opening with these report
    /// lines (None: the card stays, edited or untouched).
    pub card: Option<&'a str>,
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

/// One action of an append as its commit writes it. It owns what it writes: on SQLite it waits
/// for its group commit, which writes the statements of all its appends as one request, their
/// parameters numbered in turn.
pub(super) struct Step {
    game_id: i64,
    version: i64,
    seq: i64,
    seat: usize,
    action: String,
    finishes: bool,
    snapshot: Option<String>,
    awaited: Vec<usize>,
    card: Option<String>,
    origin: Option<String>,
    posts: Vec<OutPost>,
}

impl Step {
    fn new(append: &Append<'_>, origin: Option<String>, posts: &[OutPost]) -> Step {
        Step {
            game_id: append.game_id,
            version: append.version,
            seq: append.seq,
            seat: append.seat,
            action: append.action.to_string(),
            finishes: append.finished.is_some(),
            snapshot: append.snapshot.map(str::to_string),
            awaited: append.awaited.to_vec(),
            card: append.card.map(str::to_string),
            origin,
            posts: posts.to_vec(),
        }
    }

    /// Its SQL, its parameters added to `p` (numbered on from those there). Its parts: the game's row checked at the version
    /// read and bumped (giving the row `0, TAKEN`; none when another writer got there first), with
    /// since when its awaited seats are awaited when they change; the seats' awaited marks; the
    /// action; the state's snapshot; the command's origin; its posts (giving their ids and
    /// positions). On PostgreSQL the parts are one statement, each after the first a common table
    /// expression that writes only when the row was taken. SQLite has no writing `WITH`: the parts
    /// are statements run one after the other, the action's row right after the game's, and
    /// refused (NOT NULL) when the game's row was not taken.
    pub(super) fn sql(&self, backend: Backend, worker: &str, p: &mut Params) -> String {
        let game = p.add(self.game_id);
        let version = p.add(self.version);
        let status = p.add(if self.finishes { "finished" } else { "active" });
        let t = p.add(now());
        let seq = p.add(self.seq);
        let mask = p.add(awaited_mask(&self.awaited));
        let changes = awaited_changes(&mask, &game);
        let card = match &self.card {
            Some(head) => format!(
                ", card_seq = {seq}, card_head = {}, card_message = NULL",
                p.add(head)
            ),
            None => String::new(),
        };
        let take = format!(
            "UPDATE games SET status = {status}, version = version + 1, updated_at = {t},
                awaited_since = CASE WHEN {changes} THEN {t} ELSE awaited_since END,
                reminded = CASE WHEN {changes} THEN 0 ELSE reminded END{card}
             WHERE id = {game} AND status = 'active' AND version = {version}"
        );
        let seats = mark_seats(&mask, &game);
        // The rows each further part inserts: the table and its columns, the rows' values, and
        // what follows them.
        let mut inserts: Vec<(&str, Vec<String>, &str)> = Vec::new();
        // On SQLite the action's row names its game only when the statement before it, the
        // game's row taken, changed a row: otherwise the row's game is NULL, which the table
        // refuses, and that error ends the request there (see `group`).
        let logged = match backend {
            Backend::Sqlite => format!("CASE WHEN changes() = 1 THEN {game} END"),
            Backend::Postgres => game.clone(),
        };
        let values = format!(
            "({logged}, {seq}, {}, {}, {t})",
            p.add(self.seat as i64),
            p.add(self.action.as_str())
        );
        inserts.push((
            "actions (game_id, seq, seat, action, created_at)",
            vec![values],
            "",
        ));
        if let Some(state) = &self.snapshot {
            inserts.push((
                "snapshots (game_id, seq, state)",
                vec![format!("({game}, {seq}, {})", p.add(state))],
                "ON CONFLICT (game_id) DO UPDATE SET seq = excluded.seq, state = excluded.state",
            ));
        }
        let origin = p.add(self.origin.as_deref());
        if self.origin.is_some() {
            let values = format!("({origin}, {game}, {t})");
            inserts.push(("commands (origin, game_id, created_at)", vec![values], ""));
        }
        if !self.posts.is_empty() {
            let holder = p.add(worker);
            let rows = post_rows(p, &self.posts, false, &origin, &t, &holder);
            inserts.push((OUTBOX, rows, "RETURNING id, position"));
        }
        let marker = format!("CAST(0 AS BIGINT), CAST({TAKEN} AS BIGINT)");
        match backend {
            Backend::Sqlite => {
                let mut statements = vec![format!("{take} RETURNING {marker}")];
                for (i, (table, rows, then)) in inserts.into_iter().enumerate() {
                    statements.push(format!(
                        "INSERT INTO {table} VALUES {} {then}",
                        rows.join(", ")
                    ));
                    if i == 0 {
                        statements.push(seats.clone());
                    }
                }
                statements.join(";\n")
            }
            Backend::Postgres => {
                let taken = "WHERE EXISTS (SELECT 1 FROM taken)";
                let mut parts = vec![
                    format!("taken AS ({take} RETURNING id)"),
                    format!("marked AS ({seats} AND EXISTS (SELECT 1 FROM taken))"),
                ];
                for (i, (table, rows, then)) in inserts.into_iter().enumerate() {
                    parts.push(format!(
                        "part{i} AS (INSERT INTO {table} SELECT * FROM (VALUES {}) AS v {taken} {then})",
                        rows.join(", ")
                    ));
                }
                let mut select = format!("SELECT {marker} FROM taken");
                if !self.posts.is_empty() {
                    let last = parts.len() - 3;
                    select.push_str(&format!(" UNION ALL SELECT id, position FROM part{last}"));
                }
                format!("WITH {}\n{select}", parts.join(",\n"))
            }
        }
    }
}
