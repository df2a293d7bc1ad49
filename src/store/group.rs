//! Group commit: the appends waiting for a SQLite file's writer are committed together, in one
//! transaction, with one wait for the disk.
//!
//! A commit on SQLite is durable only once the write-ahead log has reached the disk (an `fsync`,
//! `synchronous = FULL`), and one writer at a time holds the file. Committed one by one, the
//! commands queued behind the writer each wait for their own `fsync`. Here the first append to
//! find the queue empty starts a committer; every append queued before the committer has the
//! writer joins its transaction, and each is answered only after the commit.
//!
//! Every request to a SQLite connection is a hand-off to its thread and back, which costs more
//! than most statements: the group's whole transaction goes as one request, from its `BEGIN`
//! to its `COMMIT`. When one of its appends is refused (its game's row not taken, its origin or
//! step seen) or a statement fails, the request stops there, the transaction is rolled back,
//! and the group is written again one append at a time, each in a savepoint of its own, so that a
//! refused one is rolled back alone and answered as it would be alone. Nothing is given up:
//! every append is still all or nothing, answered once it is on the disk, and refused exactly
//! as it would be alone (the appends of a group run in the order they came, each seeing those
//! before).

use super::outbox::post_ids;
use super::step::{Step, TAKEN, appended, position};
use super::{Backend, Params, Placing, WriteError};
use anyhow::anyhow;
use sqlx::any::AnyRow;
use sqlx::pool::PoolConnection;
use sqlx::{Any, AnyPool, Transaction};
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
    /// Its actions, in order.
    pub steps: Vec<Step>,
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
    worker: &Arc<str>,
    append: impl FnOnce(oneshot::Sender<Result<Vec<i64>, WriteError>>) -> Queued,
) -> Result<Vec<i64>, WriteError> {
    let (answer, answered) = oneshot::channel();
    let first = {
        let mut queue = writers.appends.lock().unwrap_or_else(|p| p.into_inner());
        queue.push(append(answer));
        queue.len() == 1
    };
    if first {
        let (writers, pool, worker) = (writers.clone(), pool.clone(), worker.clone());
        // In the span of the command that started it, so that its statements are logged there.
        let committer = async move {
            let _turn = writers.writer.lock().await;
            let group =
                std::mem::take(&mut *writers.appends.lock().unwrap_or_else(|p| p.into_inner()));
            writers.groups.commits.fetch_add(1, Ordering::Relaxed);
            let appends = group.len() as u64;
            writers.groups.appends.fetch_add(appends, Ordering::Relaxed);
            commit_group(&pool, &worker, group).await;
        };
        tokio::spawn(tracing::Instrument::in_current_span(committer));
    }
    answered.await.unwrap_or_else(|_| {
        Err(anyhow!("the store stopped before the command was committed").into())
    })
}

/// One transaction for the whole group: as one request when none of it is refused (the
/// records of a game's end are read and written apart, in savepoints), else each append in
/// its savepoint.
async fn commit_group(pool: &AnyPool, worker: &str, group: Vec<Queued>) {
    if group.iter().all(|q| q.finished.is_none()) {
        match at_once(pool, worker, &group).await {
            Ok(Some(answers)) => {
                for (queued, posts) in group.into_iter().zip(answers) {
                    let _ = queued.answer.send(Ok(posts));
                }
                return;
            }
            Ok(None) => {}
            Err(e) => return fail(group.into_iter().map(|q| q.answer), &e),
        }
    }
    let mut tx = match pool.begin().await {
        Ok(tx) => tx,
        Err(e) => return fail(group.into_iter().map(|q| q.answer), &e),
    };
    let mut answers = Vec::with_capacity(group.len());
    for queued in group {
        let result = apply(
            &mut tx,
            worker,
            &queued.steps,
            queued.game_id,
            queued.finished,
        )
        .await;
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
    worker: &str,
    steps: &[Step],
    game_id: i64,
    finished: Option<Vec<Placing>>,
) -> Result<Vec<i64>, WriteError> {
    let mut posts = Vec::new();
    for (i, step) in steps.iter().enumerate() {
        let mut p = Params::default();
        let sql = step.sql(Backend::Sqlite, worker, &mut p);
        let sql = match i {
            0 => format!("SAVEPOINT one;\n{sql}"),
            _ => sql,
        };
        posts.extend(appended(p.query(sql)?.fetch_all(&mut **tx).await)?);
    }
    if let Some(placings) = finished {
        super::records::finish(tx, game_id, &placings).await?;
    }
    Ok(posts)
}

/// The group's whole transaction as one request: `BEGIN`, every step's statements, a row
/// saying they all were written, `COMMIT`. Gives the posts each append stored; None when one of
/// its steps was refused or failed: the request stopped there and the transaction was rolled
/// back, and the group is to be written one append at a time, which tells each its own answer.
/// An error when the commit failed, or the rollback did: nothing of the group is written.
async fn at_once(
    pool: &AnyPool,
    worker: &str,
    group: &[Queued],
) -> Result<Option<Vec<Vec<i64>>>, sqlx::Error> {
    use futures::TryStreamExt;
    let mut p = Params::default();
    let mut sql = String::from("BEGIN IMMEDIATE");
    for step in group.iter().flat_map(|q| &q.steps) {
        sql.push_str(";\n");
        sql.push_str(&step.sql(Backend::Sqlite, worker, &mut p));
    }
    sql.push_str(&format!(
        ";\nSELECT CAST(0 AS BIGINT), CAST({WRITTEN} AS BIGINT);\nCOMMIT"
    ));
    // A value that cannot be encoded is told to its own append, one by one.
    let Ok(query) = p.query(sql) else {
        return Ok(None);
    };
    let mut conn = Begun::new(pool.acquire().await?);
    let mut rows = Vec::new();
    let failed = {
        let mut stream = query.fetch(conn.connection());
        loop {
            match stream.try_next().await {
                Ok(Some(row)) => rows.push(row),
                Ok(None) => break None,
                Err(e) => break Some(e),
            }
        }
    };
    let written = rows.last().is_some_and(|r| position(r) == Some(WRITTEN));
    match failed {
        None => {
            conn.ended();
            rows.pop();
            split(&rows, group).map(Some).ok_or_else(|| {
                sqlx::Error::Protocol("a group commit's rows do not match its steps".into())
            })
        }
        // The commit failed: SQLite may keep the transaction open (a busy file).
        Some(e) if written => {
            let _ = conn.roll_back().await;
            Err(e)
        }
        // Told by the database again, to the append it concerns, one by one; or, when the
        // rollback fails too (the disk), to the whole group as it was first told.
        Some(e) => conn.roll_back().await.map(|()| None).map_err(|_| e),
    }
}

/// The posts of each append of `group` from the rows of its one request, in which each step
/// gives its game's marker row (`0, TAKEN`) and then its posts' rows; None when a step's game
/// row was not taken.
fn split(rows: &[AnyRow], group: &[Queued]) -> Option<Vec<Vec<i64>>> {
    let taken = |r: &AnyRow| position(r) == Some(TAKEN);
    let mut steps: Vec<&[AnyRow]> = Vec::new();
    let mut start = None;
    for (i, row) in rows.iter().enumerate() {
        if taken(row) {
            if let Some(s) = start {
                steps.push(&rows[s..i]);
            }
            start = Some(i);
        } else if start.is_none() {
            return None;
        }
    }
    steps.extend(start.map(|s| &rows[s..]));
    if steps.len() != group.iter().map(|q| q.steps.len()).sum::<usize>() {
        return None;
    }
    let mut steps = steps.into_iter();
    group
        .iter()
        .map(|q| {
            let mut posts = Vec::new();
            for rows in steps.by_ref().take(q.steps.len()) {
                posts.extend(post_ids(rows).ok()?);
            }
            Some(posts)
        })
        .collect()
}

/// A pooled connection in a transaction begun by a request of ours, which sqlx does not track:
/// closed when dropped before the transaction ended (a committer stopped halfway, a rollback
/// that failed), rather than given back to the pool still holding the file's write lock.
struct Begun(PoolConnection<Any>, bool);

impl Begun {
    fn new(conn: PoolConnection<Any>) -> Begun {
        Begun(conn, false)
    }

    fn connection(&mut self) -> &mut sqlx::AnyConnection {
        &mut self.0
    }

    /// The transaction ended: the connection may serve again.
    fn ended(&mut self) {
        self.1 = true;
    }

    async fn roll_back(mut self) -> Result<(), sqlx::Error> {
        sqlx::query("ROLLBACK").execute(self.connection()).await?;
        self.ended();
        Ok(())
    }
}

impl Drop for Begun {
    fn drop(&mut self) {
        if !self.1 {
            self.0.close_on_drop();
        }
    }
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

/// The row a group's request gives once all its steps are written, before its `COMMIT`.
const WRITTEN: i64 = -2;
