//! The outbox and the commands seen. The posts a command causes are written in the command's own
//! transaction, so a crash can lose neither the change nor its posts; a sender claims pending
//! posts, delivers them and marks them sent. A command carrying the id of its origin is recorded
//! once: the same command again is a duplicate and gets its first posts back.

use super::{Params, Store, WriteError, now};
use anyhow::Result;
use sqlx::any::AnyRow;
use sqlx::{Any, Row, Transaction};

/// Where a stored post goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target {
    Channel(i64),
    User(i64),
}

/// A post to store.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutPost {
    pub target: Target,
    pub body: String,
    /// A picture: its file name and PNG.
    pub image: Option<(String, Vec<u8>)>,
    /// What else the front end sends with it (buttons, whom it pings), as the table wrote it.
    pub extra: Option<String>,
}

/// What a command sends, stored with the change it makes.
#[derive(Debug, Clone, Copy, Default)]
pub struct Outgoing<'a> {
    /// The id of the command's origin (a Discord interaction, a script line), when it has one.
    pub origin: Option<&'a str>,
    pub posts: &'a [OutPost],
}

impl<'a> Outgoing<'a> {
    pub fn new(origin: Option<&'a str>, posts: &'a [OutPost]) -> Outgoing<'a> {
        Outgoing { origin, posts }
    }
}

/// A stored post.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutboxRow {
    pub id: i64,
    pub origin: Option<String>,
    pub post: OutPost,
    pub attempts: i64,
    pub sent: bool,
}

/// For tests: forget every registered process, as if all had died long ago, so that their
/// posts are delivered by the next claim.
pub async fn forget_workers(store: &Store) -> Result<()> {
    sqlx::query("DELETE FROM workers")
        .execute(&store.pool)
        .await?;
    Ok(())
}

/// A process silent for this long (seconds) holds no posts: it died before delivering.
pub const CLAIM_LAPSES: i64 = 30;

/// This machine's name, to tell its processes from those of other hosts.
fn host() -> String {
    std::fs::read_to_string("/etc/hostname")
        .ok()
        .or_else(|| std::env::var("HOSTNAME").ok())
        .map(|h| h.trim().to_string())
        .filter(|h| !h.is_empty())
        .unwrap_or_else(|| "unknown".into())
}

/// Whether process `pid` of this host still runs (where /proc tells; else assumed alive).
fn alive(pid: i64) -> bool {
    if pid == i64::from(std::process::id()) {
        return true;
    }
    let proc = std::path::Path::new("/proc");
    !proc.exists() || proc.join(pid.to_string()).exists()
}

/// The outbox's columns, and those of a post delivered already.
pub(super) const OUTBOX: &str = "outbox (origin, position, target, target_id, body, image_name, \
    image, state, attempts, created_at, claimed_by, claimed_at, extra)";
const OUTBOX_SENT: &str = "outbox (origin, position, target, target_id, body, image_name, \
    image, state, attempts, created_at, claimed_by, claimed_at, extra, sent_at)";

/// The rows of `posts` in the outbox, as SQL values (their parameters added to `p`; `origin`,
/// `time` and `holder` are SQL for the origin, the time and the process holding them): pending
/// delivery, or delivered already when `sent` (an answer kept only for a repeated command,
/// held by none and without its picture). Each row's columns are [`OUTBOX`]'s, or with
/// `sent` also `sent_at`.
pub(super) fn post_rows(
    p: &mut Params,
    posts: &[OutPost],
    sent: bool,
    origin: &str,
    time: &str,
    holder: &str,
) -> Vec<String> {
    posts
        .iter()
        .enumerate()
        .map(|(position, post)| {
            let (target, target_id) = match post.target {
                Target::Channel(id) => ("channel", id),
                Target::User(id) => ("user", id),
            };
            let (image_name, image) = match &post.image {
                Some((name, png)) if !sent => (Some(name.as_str()), Some(png.as_slice())),
                _ => (None, None),
            };
            let values = [
                origin.to_string(),
                p.add(position as i64),
                p.add(target),
                p.add(target_id),
                p.add(post.body.as_str()),
                p.add(image_name),
                p.add(image),
            ]
            .join(", ");
            let extra = p.add(post.extra.as_deref());
            if sent {
                format!("({values}, 'sent', 0, {time}, NULL, {time}, {extra}, {time})")
            } else {
                format!("({values}, 'pending', 0, {time}, {holder}, {time}, {extra})")
            }
        })
        .collect()
}

/// The ids of posts inserted with `RETURNING id, position`, in their order (rows of other
/// statements, with a negative position, are left out).
pub(super) fn post_ids(rows: &[AnyRow]) -> Result<Vec<i64>, WriteError> {
    let mut posts: Vec<(i64, i64)> = rows
        .iter()
        .map(|r| Ok((r.try_get::<i64, _>(1)?, r.try_get::<i64, _>(0)?)))
        .collect::<Result<_, sqlx::Error>>()?;
    posts.retain(|(position, _)| *position >= 0);
    posts.sort_unstable();
    Ok(posts.into_iter().map(|(_, id)| id).collect())
}

/// Whether `e` is a unique key of `table` violated: the command's origin seen before
/// (`commands`), or its step logged by another writer (`actions`).
pub(super) fn violates(e: &sqlx::Error, table: &str) -> bool {
    let sqlx::Error::Database(db) = e else {
        return false;
    };
    // PostgreSQL names the table; SQLite says "UNIQUE constraint failed: table.column".
    db.is_unique_violation()
        && (db.table() == Some(table) || db.message().contains(&format!(": {table}.")))
}

impl Store {
    /// Records the command's origin (refusing a duplicate) and its posts, in `tx`: pending
    /// delivery, or delivered already when `sent` (an answer kept only for a repeated command).
    pub(super) async fn write_outgoing(
        &self,
        tx: &mut Transaction<'_, Any>,
        game_id: Option<i64>,
        out: &Outgoing<'_>,
        sent: bool,
    ) -> Result<Vec<i64>, WriteError> {
        let t = now();
        if let Some(origin) = out.origin {
            let inserted = sqlx::query(
                "INSERT INTO commands (origin, game_id, created_at) VALUES ($1, $2, $3)",
            )
            .bind(origin)
            .bind(game_id)
            .bind(t)
            .execute(&mut **tx)
            .await;
            match inserted {
                Ok(_) => {}
                Err(e) if violates(&e, "commands") => return Err(WriteError::Duplicate),
                Err(e) => return Err(e.into()),
            }
        }
        if out.posts.is_empty() {
            return Ok(Vec::new());
        }
        let mut p = Params::default();
        let (origin, time) = (p.add(out.origin), p.add(t));
        let holder = if sent {
            String::new()
        } else {
            p.add(&*self.worker)
        };
        let rows = post_rows(&mut p, out.posts, sent, &origin, &time, &holder);
        let columns = if sent { OUTBOX_SENT } else { OUTBOX };
        let sql = format!(
            "INSERT INTO {columns} VALUES {} RETURNING id, position",
            rows.join(", ")
        );
        let rows = p.query(sql)?.fetch_all(&mut **tx).await?;
        post_ids(&rows)
    }

    /// Whether a command from `origin` was applied.
    pub async fn seen(&self, origin: &str) -> Result<bool> {
        let row = sqlx::query("SELECT 1 FROM commands WHERE origin = $1")
            .bind(origin)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.is_some())
    }

    /// The posts of the command from `origin`, in order (pictures only while not yet sent).
    pub async fn posts_of(&self, origin: &str) -> Result<Vec<OutboxRow>> {
        sqlx::query(
            "SELECT id, origin, target, target_id, body, image_name, image, attempts, state, extra
             FROM outbox WHERE origin = $1 ORDER BY position",
        )
        .bind(origin)
        .fetch_all(&self.pool)
        .await?
        .into_iter()
        .map(row)
        .collect()
    }

    /// Records this process as a worker (at open) and keeps its heartbeat.
    pub async fn heartbeat(&self) -> Result<()> {
        sqlx::query(
            "INSERT INTO workers (id, host, pid, heartbeat) VALUES ($1, $2, $3, $4)
             ON CONFLICT (id) DO UPDATE SET heartbeat = excluded.heartbeat",
        )
        .bind(self.worker.to_string())
        .bind(host())
        .bind(i64::from(std::process::id()))
        .bind(now())
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    pub(super) async fn register(&self) -> Result<()> {
        self.heartbeat().await
    }

    /// Forgets the workers of this host whose process is gone, so that their posts are
    /// delivered at once rather than when their heartbeat lapses.
    async fn reap(&self) -> Result<()> {
        let rows = sqlx::query("SELECT id, pid FROM workers WHERE host = $1")
            .bind(host())
            .fetch_all(&self.pool)
            .await?;
        for r in rows {
            let pid: i64 = r.try_get("pid")?;
            let id: String = r.try_get("id")?;
            if !alive(pid) {
                sqlx::query("DELETE FROM workers WHERE id = $1")
                    .bind(id)
                    .execute(&self.pool)
                    .await?;
            }
        }
        Ok(())
    }

    /// Claims up to `limit` pending posts for this process: those no live process holds (a
    /// post is held by the process that wrote it until it is delivered; a process that stopped
    /// heartbeating for [`CLAIM_LAPSES`] seconds, or whose pid is gone, holds nothing), and this
    /// process's own posts left undelivered for that long (a delivery that failed).
    /// Oldest first.
    pub async fn claim_pending(&self, limit: i64) -> Result<Vec<OutboxRow>> {
        self.reap().await?;
        let t = now();
        let rows = sqlx::query(
            "UPDATE outbox SET claimed_by = $1, claimed_at = $2
             WHERE id IN (SELECT id FROM outbox WHERE state = 'pending'
                          AND (claimed_by IS NULL
                               OR (claimed_by = $1 AND claimed_at < $3)
                               OR claimed_by NOT IN (SELECT id FROM workers WHERE heartbeat >= $3))
                          ORDER BY id LIMIT $4)
             RETURNING id, origin, target, target_id, body, image_name, image, attempts, state, extra",
        )
        .bind(self.worker.to_string())
        .bind(t)
        .bind(t - CLAIM_LAPSES)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        let mut posts: Vec<OutboxRow> = rows.into_iter().map(row).collect::<Result<_>>()?;
        posts.sort_by_key(|p| p.id);
        Ok(posts)
    }

    /// Records the answer of a command from `origin` that stored nothing itself (a refusal, a
    /// look at the board), so that the same origin again gets this answer and does nothing
    /// else; gives the posts' ids. The posts wait for delivery like any other, held by this
    /// process, and are marked sent once delivered: a process killed between this commit and
    /// the delivery leaves them to the next one, which would otherwise skip the command as
    /// seen. `sent`: delivered already (an answer only the interaction can carry, a form).
    /// Duplicate when the origin was recorded first by another command.
    pub async fn remember(
        &self,
        origin: &str,
        posts: &[OutPost],
        sent: bool,
    ) -> Result<Vec<i64>, WriteError> {
        let (_turn, mut tx) = self.begin().await?;
        let ids = self
            .write_outgoing(&mut tx, None, &Outgoing::new(Some(origin), posts), sent)
            .await?;
        tx.commit().await?;
        Ok(ids)
    }

    /// Marks posts delivered and drops their pictures (the game can draw them again).
    pub async fn mark_sent(&self, ids: &[i64]) -> Result<()> {
        for id in ids {
            sqlx::query(
                "UPDATE outbox SET state = 'sent', sent_at = $1, image = NULL, claimed_by = NULL WHERE id = $2",
            )
            .bind(now())
            .bind(*id)
            .execute(&self.pool)
            .await?;
        }
        Ok(())
    }

    /// Counts a failed delivery; after `give_up` attempts the post is marked failed for good.
    pub async fn mark_attempt(&self, id: i64, give_up: i64) -> Result<()> {
        sqlx::query(
            "UPDATE outbox SET attempts = attempts + 1, claimed_by = NULL, claimed_at = NULL,
             state = CASE WHEN attempts + 1 >= $1 THEN 'failed' ELSE state END WHERE id = $2",
        )
        .bind(give_up)
        .bind(id)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// How many actions are logged and how many commands recorded by origin, over all games.
    pub async fn counts(&self) -> Result<(i64, i64)> {
        let actions: i64 = sqlx::query("SELECT COUNT(*) FROM actions")
            .fetch_one(&self.pool)
            .await?
            .try_get(0)?;
        // Commands that changed a game (a remembered refusal or look names none).
        let commands: i64 = sqlx::query("SELECT COUNT(*) FROM commands WHERE game_id IS NOT NULL")
            .fetch_one(&self.pool)
            .await?
            .try_get(0)?;
        Ok((actions, commands))
    }

    /// How many posts wait for delivery.
    pub async fn pending_posts(&self) -> Result<i64> {
        let row = sqlx::query("SELECT COUNT(*) FROM outbox WHERE state = 'pending'")
            .fetch_one(&self.pool)
            .await?;
        Ok(row.try_get(0)?)
    }
}

fn row(r: AnyRow) -> Result<OutboxRow> {
    let target: String = r.try_get("target")?;
    let target_id: i64 = r.try_get("target_id")?;
    let image_name: Option<String> = r.try_get("image_name")?;
    let image: Option<Vec<u8>> = r.try_get("image")?;
    let state: String = r.try_get("state")?;
    Ok(OutboxRow {
        id: r.try_get("id")?,
        origin: r.try_get("origin")?,
        post: OutPost {
            target: if target == "channel" {
                Target::Channel(target_id)
            } else {
                Target::User(target_id)
            },
            body: r.try_get("body")?,
            image: image_name.zip(image),
            extra: r.try_get("extra")?,
        },
        attempts: r.try_get("attempts")?,
        sent: state == "sent",
    })
}
