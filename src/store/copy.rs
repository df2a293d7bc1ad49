//! Moving a database: every row of one store copied into another, empty one (a SQLite file into
//! PostgreSQL when a deployment grows past one process). Ids are kept, so channels, seats and
//! posts keep their numbers.

use super::{Backend, Store};
use anyhow::{Context, Result};
use sqlx::any::AnyRow;
use sqlx::{AssertSqlSafe, Row};

/// A column's values as the copy carries them.
#[derive(Clone, Copy)]
enum Kind {
    Int,
    Float,
    Text,
    Bytes,
}

/// The tables, in an order that respects their references, with their columns.
const TABLES: &[(&str, &[(&str, Kind)])] = &[
    (
        "components",
        &[
            ("hash", Kind::Text),
            ("kind", Kind::Text),
            ("source", Kind::Text),
        ],
    ),
    (
        "games",
        &[
            ("id", Kind::Int),
            ("channel_id", Kind::Int),
            ("channel_name", Kind::Text),
            ("kind", Kind::Text),
            ("status", Kind::Text),
            ("creator_id", Kind::Int),
            ("options", Kind::Text),
            ("seed", Kind::Int),
            ("wanted_seats", Kind::Int),
            ("setup", Kind::Text),
            ("rules_version", Kind::Int),
            ("created_at", Kind::Int),
            ("updated_at", Kind::Int),
            ("version", Kind::Int),
            ("guild_id", Kind::Int),
            ("deadline_minutes", Kind::Int),
            ("awaited_since", Kind::Int),
            ("reminded", Kind::Int),
            ("unrated", Kind::Text),
            ("rated_seq", Kind::Int),
        ],
    ),
    (
        "seats",
        &[
            ("game_id", Kind::Int),
            ("seat", Kind::Int),
            ("user_id", Kind::Int),
            ("name", Kind::Text),
            ("awaited", Kind::Int),
        ],
    ),
    (
        "actions",
        &[
            ("game_id", Kind::Int),
            ("seq", Kind::Int),
            ("seat", Kind::Int),
            ("action", Kind::Text),
            ("created_at", Kind::Int),
        ],
    ),
    (
        "snapshots",
        &[
            ("game_id", Kind::Int),
            ("seq", Kind::Int),
            ("state", Kind::Text),
        ],
    ),
    (
        "commands",
        &[
            ("origin", Kind::Text),
            ("game_id", Kind::Int),
            ("created_at", Kind::Int),
        ],
    ),
    (
        "votes",
        &[
            ("game_id", Kind::Int),
            ("motion", Kind::Text),
            ("user_id", Kind::Int),
            ("created_at", Kind::Int),
        ],
    ),
    (
        "results",
        &[
            ("game_id", Kind::Int),
            ("seat", Kind::Int),
            ("user_id", Kind::Int),
            ("score", Kind::Int),
            ("place", Kind::Int),
            ("won", Kind::Int),
        ],
    ),
    (
        "rating_books",
        &[
            ("guild_id", Kind::Int),
            ("kind", Kind::Text),
            ("finished", Kind::Int),
        ],
    ),
    (
        "ratings",
        &[
            ("guild_id", Kind::Int),
            ("kind", Kind::Text),
            ("user_id", Kind::Int),
            ("rating", Kind::Float),
            ("uncertainty", Kind::Float),
            ("games", Kind::Int),
        ],
    ),
    (
        "away",
        &[
            ("user_id", Kind::Int),
            ("since", Kind::Int),
            ("back_at", Kind::Int),
        ],
    ),
    (
        "outbox",
        &[
            ("id", Kind::Int),
            ("origin", Kind::Text),
            ("position", Kind::Int),
            ("target", Kind::Text),
            ("target_id", Kind::Int),
            ("body", Kind::Text),
            ("image_name", Kind::Text),
            ("extra", Kind::Text),
            ("image", Kind::Bytes),
            ("state", Kind::Text),
            ("attempts", Kind::Int),
            ("claimed_by", Kind::Text),
            ("claimed_at", Kind::Int),
            ("created_at", Kind::Int),
            ("sent_at", Kind::Int),
        ],
    ),
];

impl Store {
    /// Copies every game, seat, action, snapshot, component, command, post and record (results,
    /// ratings, time away) into `target`, which must hold no game yet; gives the number of rows
    /// copied per table. One transaction: a failed copy leaves the target as it was.
    pub async fn copy_into(&self, target: &Store) -> Result<Vec<(&'static str, u64)>> {
        let existing: i64 = sqlx::query("SELECT COUNT(*) FROM games")
            .fetch_one(&target.pool)
            .await?
            .try_get(0)?;
        anyhow::ensure!(existing == 0, "the target database already holds games");
        let mut tx = target.pool.begin().await?;
        let mut counts = Vec::new();
        for (table, columns) in TABLES {
            let names: Vec<&str> = columns.iter().map(|(n, _)| *n).collect();
            let select = format!("SELECT {} FROM {table}", names.join(", "));
            let insert = format!(
                "INSERT INTO {table} ({}) VALUES ({})",
                names.join(", "),
                super::params(1, names.len())
            );
            let rows = sqlx::query(AssertSqlSafe(select))
                .fetch_all(&self.pool)
                .await
                .with_context(|| format!("cannot read {table}"))?;
            for row in &rows {
                let mut query = sqlx::query(AssertSqlSafe(insert.clone()));
                for (name, kind) in columns.iter() {
                    query = bind(query, row, name, *kind)?;
                }
                query
                    .execute(&mut *tx)
                    .await
                    .with_context(|| format!("cannot write {table}"))?;
            }
            counts.push((*table, rows.len() as u64));
        }
        if target.backend == Backend::Postgres {
            // Ids were given explicitly: the identity columns go on after the largest.
            for table in ["games", "outbox"] {
                sqlx::query(AssertSqlSafe(format!(
                    "SELECT setval(pg_get_serial_sequence('{table}', 'id'), COALESCE((SELECT MAX(id) FROM {table}), 0) + 1, false)"
                )))
                .execute(&mut *tx)
                .await?;
            }
        }
        tx.commit().await?;
        Ok(counts)
    }
}

fn bind<'q>(
    query: sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments>,
    row: &AnyRow,
    name: &str,
    kind: Kind,
) -> Result<sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments>> {
    Ok(match kind {
        Kind::Int => query.bind(row.try_get::<Option<i64>, _>(name)?),
        Kind::Float => query.bind(row.try_get::<Option<f64>, _>(name)?),
        Kind::Text => query.bind(row.try_get::<Option<String>, _>(name)?),
        Kind::Bytes => query.bind(row.try_get::<Option<Vec<u8>>, _>(name)?),
    })
}
