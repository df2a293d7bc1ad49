//! Group commit: the appends waiting for a SQLite file's writer are committed together, in one
//! transaction, with one wait for the disk.
//!
//! A commit on SQLite is durable only once the write-ahead log has reached the disk (an `fsync`,
//! `synchronous = FULL`), and one writer at a time holds the file. Committed one by one, the
//! commands queued behind the writer each wait for their own `fsync`. Here the first append to
//! find the queue empty starts a committer; every append queued before the committer has the
//! writer joins its transaction, each inside a savepoint of its own (a refused one is rolled
//! back to it, alone), and each is answered only after the commit. Nothing is given up: every
//! append is still all or nothing, answered once it is on the disk, and refused exactly as it
//! would be alone (the appends of a group run in the order they came, each seeing those before).

use super::outbox::{post_ids, violates};
use super::{Params, Placing, WriteError};
use anyhow::anyhow;
use sqlx::any::AnyRow;
use sqlx::{Any, AnyPool, Row, Transaction};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use tokio::sync::oneshot;

/// How many group commits a file's store made, and how many appends they held: their ratio is
/// what grouping saves (the load test reports it).
#[derive(Debug, Default)]
struct Counts {
    commits: AtomicU64,
    appends: AtomicU64,
}

impl Counts {
    /// (commits, appends) so far.
    fn get(&self) -> (u64, u64) {
        (
            self.commits.load(Ordering::Relaxed),
            self.appends.load(Ordering::Relaxed),
        )
    }
}

/// A SQLite database's writers in this process: the turn to write (SQLite takes one writer at
/// a time), the appends waiting for the next group commit, and the commits made.
#[derive(Debug, Default)]
pub(super) struct Writers {
    pub(super) writer: tokio::sync::Mutex<()>,
    appends: Mutex<Vec<Queued>>,
    groups: Counts,
}

impl Writers {
    /// (group commits, appends they held) so far.
    pub(super) fn group_commits(&self) -> (u64, u64) {
        self.groups.get()
    }
}

/// An append waiting for the next group commit of its file.
pub(super) struct Queued {
    pub game_id: i64,
    /// Each action's statements and their parameters, in order.
    pub parts: Vec<(String, Params)>,
    /// The game ended with it: its records are written in the same savepoint.
    pub finished: Option<Vec<Placing>>,
    pub answer: oneshot::Sender<Result<Vec<i64>, WriteError>>,
}

impl std::fmt::Debug for Queued {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Queued")
            .field("game_id", &self.game_id)
            .finish_non_exhaustive()
    }
}

/// Commits `append` with whatever else is queued for `writers`' database, and gives its answer.
///
/// The committer runs as a task of its own: a command given up halfway (its future dropped)
/// cannot take the others' commit down with it.
pub(super) async fn commit(
    writers: &Arc<Writers>,
    pool: &AnyPool,
    append: impl FnOnce(oneshot::Sender<Result<Vec<i64>, WriteError>>) -> Queued,
) -> Result<Vec<i64>, WriteError> {
    let (answer, answered) = oneshot::channel();
    let first = {
        let mut queue = writers.appends.lock().unwrap_or_else(|p| p.into_inner());
        queue.push(append(answer));
        queue.len() == 1
    };
    if first {
        let (writers, pool) = (writers.clone(), pool.clone());
        // In the span of the command that started it, so that its statements are logged there.
        let committer = async move {
            let _turn = writers.writer.lock().await;
            let group =
                std::mem::take(&mut *writers.appends.lock().unwrap_or_else(|p| p.into_inner()));
            writers.groups.commits.fetch_add(1, Ordering::Relaxed);
            let appends = group.len() as u64;
            writers.groups.appends.fetch_add(appends, Ordering::Relaxed);
            commit_group(&pool, group).await;
        };
        tokio::spawn(tracing::Instrument::in_current_span(committer));
    }
    answered.await.unwrap_or_else(|_| {
        Err(anyhow!("the store stopped before the command was committed").into())
    })
}

/// One transaction for the whole group; each append in its savepoint.
async fn commit_group(pool: &AnyPool, group: Vec<Queued>) {
    let mut tx = match pool.begin().await {
        Ok(tx) => tx,
        Err(e) => return fail(group.into_iter().map(|q| q.answer), &e),
    };
    let mut answers = Vec::with_capacity(group.len());
    for queued in group {
        let result = apply(&mut tx, queued.parts, queued.game_id, queued.finished).await;
        if result.is_err()
            && let Err(e) = sqlx::query("ROLLBACK TO one").execute(&mut *tx).await
        {
            // SQLite rolled the whole transaction back (a full disk, an I/O error): nothing
            // of the group is written.
            let answered = answers.into_iter().map(|(a, _)| a);
            let _ = queued.answer.send(result);
            return fail(answered, &e);
        }
        answers.push((queued.answer, result));
    }
    match tx.commit().await {
        Ok(()) => {
            for (answer, result) in answers {
                let _ = answer.send(result);
            }
        }
        Err(e) => fail(answers.into_iter().map(|(a, _)| a), &e),
    }
}

/// One append (a command's actions) in the group's transaction, from its savepoint on.
async fn apply(
    tx: &mut Transaction<'static, Any>,
    parts: Vec<(String, Params)>,
    game_id: i64,
    finished: Option<Vec<Placing>>,
) -> Result<Vec<i64>, WriteError> {
    let mut posts = Vec::new();
    for (i, (sql, params)) in parts.into_iter().enumerate() {
        let sql = match i {
            0 => format!("SAVEPOINT one;\n{sql}"),
            _ => sql,
        };
        posts.extend(appended(params.query(sql)?.fetch_all(&mut **tx).await)?);
    }
    if let Some(placings) = finished {
        super::records::finish(tx, game_id, &placings).await?;
    }
    Ok(posts)
}

/// Why an append of a group was not committed though nothing was wrong with it: the group's
/// transaction failed (told as the database told it, a failing disk recognised as such by
/// [`super::disk_failure`]).
#[derive(Debug, thiserror::Error)]
#[error("the command was not committed: {said}")]
pub struct NotCommitted {
    pub(super) said: String,
    pub(super) disk: bool,
}

/// Answers every append of a group that was not committed with why.
fn fail(
    answers: impl Iterator<Item = oneshot::Sender<Result<Vec<i64>, WriteError>>>,
    e: &sqlx::Error,
) {
    let said = super::said(e);
    let disk = super::disk_failed(e);
    for answer in answers {
        let why = NotCommitted {
            said: said.clone(),
            disk,
        };
        let _ = answer.send(Err(anyhow::Error::new(why).into()));
    }
}

/// The row [`appending`] gives when the game's row took the write (a post's position is never
/// negative).
pub(super) const TAKEN: i64 = -1;

/// The ids of the posts an append stored; Conflict when the game's row was not taken or its
/// step was logged by another writer, Duplicate when the command's origin was seen before.
pub(super) fn appended(rows: Result<Vec<AnyRow>, sqlx::Error>) -> Result<Vec<i64>, WriteError> {
    let rows = match rows {
        Ok(rows) => rows,
        Err(e) if violates(&e, "commands") => return Err(WriteError::Duplicate),
        Err(e) if violates(&e, "actions") => return Err(WriteError::Conflict),
        Err(e) => return Err(e.into()),
    };
    let taken = rows.iter().any(|r| {
        r.try_get::<i64, _>(1)
            .is_ok_and(|position| position == TAKEN)
    });
    if !taken {
        return Err(WriteError::Conflict);
    }
    post_ids(&rows)
}
