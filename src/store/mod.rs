//! The store: every channel's games in SQL (SQLite by default).
//!
//! A game is its row in `games` (kind, options, seed, and once started its setup), its seats, and
//! its action log. Replaying the log on the setup gives the game exactly, so nothing else is
//! stored. Every write that matters is one transaction; the log's primary key (game, seq) makes a
//! second writer of the same step fail instead of applying an action twice.

use anyhow::{Context, Result};
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions};
use sqlx::{Row, sqlite::SqliteRow};
use std::str::FromStr;
use std::time::Duration;

/// Where a game stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// Seats are open; the game has not started.
    Forming,
    Active,
    Finished,
    Aborted,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Forming => "forming",
            Status::Active => "active",
            Status::Finished => "finished",
            Status::Aborted => "aborted",
        }
    }

    fn parse(s: &str) -> Result<Status> {
        Ok(match s {
            "forming" => Status::Forming,
            "active" => Status::Active,
            "finished" => Status::Finished,
            "aborted" => Status::Aborted,
            other => anyhow::bail!("unknown game status {other:?} in the store"),
        })
    }
}

/// A seat: the Discord user holding it and the name shown on pictures.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatRecord {
    pub user_id: i64,
    pub name: String,
}

/// A game's row with its seats (in seat order).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameRecord {
    pub id: i64,
    pub channel_id: i64,
    pub channel_name: Option<String>,
    pub kind: String,
    pub status: Status,
    pub creator_id: i64,
    pub options: String,
    pub seed: u64,
    pub wanted_seats: Option<u32>,
    pub setup: Option<String>,
    pub rules_version: i64,
    pub seats: Vec<SeatRecord>,
}

impl GameRecord {
    pub fn seat_of(&self, user_id: i64) -> Option<usize> {
        self.seats.iter().position(|s| s.user_id == user_id)
    }
}

/// What `/game new` records.
#[derive(Debug, Clone)]
pub struct NewGame {
    pub channel_id: i64,
    pub channel_name: Option<String>,
    pub kind: String,
    pub creator: SeatRecord,
    pub options: String,
    pub seed: u64,
    pub wanted_seats: Option<u32>,
    pub rules_version: i64,
}

/// One logged action.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ActionRecord {
    pub seq: i64,
    pub seat: usize,
    pub action: String,
}

/// Why a write was refused.
#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    /// Another command changed the game first; reload and try again.
    #[error("the game changed while this command was being applied")]
    Conflict,
    #[error(transparent)]
    Other(#[from] anyhow::Error),
}

#[derive(Clone)]
pub struct Store {
    pool: SqlitePool,
}

fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0)
}

impl Store {
    /// Opens (creating if needed) the database at `url` and runs the migrations.
    /// `url` is a SQLite URL (`sqlite://nusantara.db`, `sqlite::memory:`) or a plain file path.
    pub async fn open(url: &str) -> Result<Store> {
        let memory = url.contains(":memory:") || url.contains("mode=memory");
        let url = if url.starts_with("sqlite:") {
            url.to_string()
        } else {
            format!("sqlite://{url}")
        };
        let options = SqliteConnectOptions::from_str(&url)
            .with_context(|| format!("`{url}` is not a SQLite database URL"))?
            .create_if_missing(true)
            .foreign_keys(true)
            .busy_timeout(Duration::from_secs(10));
        let options = if memory {
            options
        } else {
            options.journal_mode(SqliteJournalMode::Wal)
        };
        // An in-memory database lives as long as its one connection: keep exactly one, forever.
        let pool_options = if memory {
            SqlitePoolOptions::new()
                .max_connections(1)
                .min_connections(1)
                .idle_timeout(None)
                .max_lifetime(None)
        } else {
            SqlitePoolOptions::new().max_connections(4)
        };
        let pool = pool_options
            .connect_with(options)
            .await
            .with_context(|| format!("cannot open the database `{url}`"))?;
        sqlx::migrate!("./migrations")
            .run(&pool)
            .await
            .context("cannot apply the database migrations")?;
        Ok(Store { pool })
    }

    pub async fn open_memory() -> Result<Store> {
        Store::open("sqlite::memory:").await
    }

    /// Records a new forming game with its creator in the first seat. Returns None when the
    /// channel already has an open game.
    pub async fn create_game(&self, new: &NewGame) -> Result<Option<GameRecord>> {
        let mut tx = self.pool.begin().await?;
        let t = now();
        let inserted = sqlx::query(
            "INSERT INTO games (channel_id, channel_name, kind, status, creator_id, options, seed, wanted_seats, setup, rules_version, created_at, updated_at)
             VALUES (?, ?, ?, 'forming', ?, ?, ?, ?, NULL, ?, ?, ?) RETURNING id",
        )
        .bind(new.channel_id)
        .bind(&new.channel_name)
        .bind(&new.kind)
        .bind(new.creator.user_id)
        .bind(&new.options)
        .bind(new.seed as i64)
        .bind(new.wanted_seats.map(i64::from))
        .bind(new.rules_version)
        .bind(t)
        .bind(t)
        .fetch_one(&mut *tx)
        .await;
        let id: i64 = match inserted {
            Ok(row) => row.try_get(0)?,
            Err(e) if is_unique_violation(&e) => return Ok(None),
            Err(e) => return Err(e.into()),
        };
        sqlx::query("INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, 0, ?, ?)")
            .bind(id)
            .bind(new.creator.user_id)
            .bind(&new.creator.name)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        self.game(id)
            .await?
            .context("a game vanished right after it was created")
            .map(Some)
    }

    pub async fn game(&self, id: i64) -> Result<Option<GameRecord>> {
        let rows = sqlx::query(
            "SELECT id, channel_id, channel_name, kind, status, creator_id, options, seed, wanted_seats, setup, rules_version
             FROM games WHERE id = ?",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        Ok(self.with_seats(rows).await?.pop())
    }

    /// The forming or active game in a channel.
    pub async fn open_game_in(&self, channel_id: i64) -> Result<Option<GameRecord>> {
        let rows = sqlx::query(
            "SELECT id, channel_id, channel_name, kind, status, creator_id, options, seed, wanted_seats, setup, rules_version
             FROM games WHERE channel_id = ? AND status IN ('forming', 'active')",
        )
        .bind(channel_id)
        .fetch_all(&self.pool)
        .await?;
        Ok(self.with_seats(rows).await?.pop())
    }

    /// The most recent game in a channel, whatever its status (for a board after the end).
    pub async fn latest_game_in(&self, channel_id: i64) -> Result<Option<GameRecord>> {
        let rows = sqlx::query(
            "SELECT id, channel_id, channel_name, kind, status, creator_id, options, seed, wanted_seats, setup, rules_version
             FROM games WHERE channel_id = ? ORDER BY id DESC LIMIT 1",
        )
        .bind(channel_id)
        .fetch_all(&self.pool)
        .await?;
        Ok(self.with_seats(rows).await?.pop())
    }

    /// The forming or active games where `user_id` holds a seat, oldest first.
    pub async fn open_games_of(&self, user_id: i64) -> Result<Vec<GameRecord>> {
        let rows = sqlx::query(
            "SELECT g.id, g.channel_id, g.channel_name, g.kind, g.status, g.creator_id, g.options, g.seed, g.wanted_seats, g.setup, g.rules_version
             FROM games g WHERE g.status IN ('forming', 'active')
             AND EXISTS (SELECT 1 FROM seats s WHERE s.game_id = g.id AND s.user_id = ?)
             ORDER BY g.id",
        )
        .bind(user_id)
        .fetch_all(&self.pool)
        .await?;
        self.with_seats(rows).await
    }

    /// Every game ever stored, oldest first (for dumps).
    pub async fn all_games(&self) -> Result<Vec<GameRecord>> {
        let rows = sqlx::query(
            "SELECT id, channel_id, channel_name, kind, status, creator_id, options, seed, wanted_seats, setup, rules_version
             FROM games ORDER BY id",
        )
        .fetch_all(&self.pool)
        .await?;
        self.with_seats(rows).await
    }

    /// Game rows (selected with the columns above) completed with their seats.
    async fn with_seats(&self, rows: Vec<SqliteRow>) -> Result<Vec<GameRecord>> {
        let mut games = Vec::with_capacity(rows.len());
        for row in rows {
            games.push(self.record(row).await?);
        }
        Ok(games)
    }

    async fn record(&self, row: SqliteRow) -> Result<GameRecord> {
        let id: i64 = row.try_get("id")?;
        let seats = sqlx::query("SELECT user_id, name FROM seats WHERE game_id = ? ORDER BY seat")
            .bind(id)
            .fetch_all(&self.pool)
            .await?
            .into_iter()
            .map(|r| {
                Ok(SeatRecord {
                    user_id: r.try_get("user_id")?,
                    name: r.try_get("name")?,
                })
            })
            .collect::<Result<Vec<_>>>()?;
        let wanted: Option<i64> = row.try_get("wanted_seats")?;
        let seed: i64 = row.try_get("seed")?;
        Ok(GameRecord {
            id,
            channel_id: row.try_get("channel_id")?,
            channel_name: row.try_get("channel_name")?,
            kind: row.try_get("kind")?,
            status: Status::parse(row.try_get::<&str, _>("status")?)?,
            creator_id: row.try_get("creator_id")?,
            options: row.try_get("options")?,
            seed: seed as u64,
            wanted_seats: wanted.map(|w| w as u32),
            setup: row.try_get("setup")?,
            rules_version: row.try_get("rules_version")?,
            seats,
        })
    }

    /// Replaces the seats of a forming game (join, leave). Fails with Conflict when the game is
    /// no longer forming.
    pub async fn set_seats(&self, game_id: i64, seats: &[SeatRecord]) -> Result<(), WriteError> {
        let mut tx = self.pool.begin().await.map_err(anyhow::Error::from)?;
        let changed =
            sqlx::query("UPDATE games SET updated_at = ? WHERE id = ? AND status = 'forming'")
                .bind(now())
                .bind(game_id)
                .execute(&mut *tx)
                .await
                .map_err(anyhow::Error::from)?;
        if changed.rows_affected() != 1 {
            return Err(WriteError::Conflict);
        }
        sqlx::query("DELETE FROM seats WHERE game_id = ?")
            .bind(game_id)
            .execute(&mut *tx)
            .await
            .map_err(anyhow::Error::from)?;
        for (i, seat) in seats.iter().enumerate() {
            sqlx::query("INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, ?, ?, ?)")
                .bind(game_id)
                .bind(i as i64)
                .bind(seat.user_id)
                .bind(&seat.name)
                .execute(&mut *tx)
                .await
                .map_err(anyhow::Error::from)?;
        }
        tx.commit().await.map_err(anyhow::Error::from)?;
        Ok(())
    }

    /// Starts a forming game: records its setup and makes it active.
    pub async fn start(&self, game_id: i64, setup: &str) -> Result<(), WriteError> {
        let changed =
            sqlx::query("UPDATE games SET status = 'active', setup = ?, updated_at = ? WHERE id = ? AND status = 'forming'")
                .bind(setup)
                .bind(now())
                .bind(game_id)
                .execute(&self.pool)
                .await
                .map_err(anyhow::Error::from)?;
        if changed.rows_affected() != 1 {
            return Err(WriteError::Conflict);
        }
        Ok(())
    }

    /// Ends a forming or active game with `status` (finished or aborted).
    pub async fn close(&self, game_id: i64, status: Status) -> Result<(), WriteError> {
        let changed = sqlx::query(
            "UPDATE games SET status = ?, updated_at = ? WHERE id = ? AND status IN ('forming', 'active')",
        )
        .bind(status.as_str())
        .bind(now())
        .bind(game_id)
        .execute(&self.pool)
        .await
        .map_err(anyhow::Error::from)?;
        if changed.rows_affected() != 1 {
            return Err(WriteError::Conflict);
        }
        Ok(())
    }

    pub async fn actions(&self, game_id: i64) -> Result<Vec<ActionRecord>> {
        sqlx::query("SELECT seq, seat, action FROM actions WHERE game_id = ? ORDER BY seq")
            .bind(game_id)
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

    /// Appends action number `seq` (one more than the log holds) to an active game, and when
    /// `finished` closes the game, in one transaction. A concurrent writer of the same step, or
    /// a game that is no longer active, gives Conflict and changes nothing.
    pub async fn append_action(
        &self,
        game_id: i64,
        seq: i64,
        seat: usize,
        action: &str,
        finished: bool,
    ) -> Result<(), WriteError> {
        let mut tx = self.pool.begin().await.map_err(anyhow::Error::from)?;
        let t = now();
        let new_status = if finished { "finished" } else { "active" };
        let changed = sqlx::query(
            "UPDATE games SET status = ?, updated_at = ? WHERE id = ? AND status = 'active'",
        )
        .bind(new_status)
        .bind(t)
        .bind(game_id)
        .execute(&mut *tx)
        .await
        .map_err(anyhow::Error::from)?;
        if changed.rows_affected() != 1 {
            return Err(WriteError::Conflict);
        }
        let inserted = sqlx::query(
            "INSERT INTO actions (game_id, seq, seat, action, created_at) VALUES (?, ?, ?, ?, ?)",
        )
        .bind(game_id)
        .bind(seq)
        .bind(seat as i64)
        .bind(action)
        .bind(t)
        .execute(&mut *tx)
        .await;
        match inserted {
            Ok(_) => {}
            Err(e) if is_unique_violation(&e) => return Err(WriteError::Conflict),
            Err(e) => return Err(WriteError::Other(e.into())),
        }
        tx.commit().await.map_err(anyhow::Error::from)?;
        Ok(())
    }
}

fn is_unique_violation(e: &sqlx::Error) -> bool {
    matches!(e, sqlx::Error::Database(db) if db.is_unique_violation())
}
