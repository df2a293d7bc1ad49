//! Moving a database: every row of one store copied into another, empty one (a SQLite file into
//! PostgreSQL when a deployment grows past one process). Ids are kept, so channels, seats and
//! posts keep their numbers.

use super::{Backend, Store};
use anyhow::{Context, Result};
use sqlx::any::AnyRow;
use sqlx::{AssertSqlSafe, Row};

/// A column's values as the copy carries them.
#[derive(Clone, Copy)]
enum Values {
    Int,
    Float,
    Text,
    Bytes,
}

/// The tables, in an order that respects their references, with their columns.
const TABLES: &[(&str, &[(&str, Values)])] = &[
    (
        "components",
        &[
            ("hash", Values::Text),
            ("kind", Values::Text),
            ("source", Values::Text),
        ],
    ),
    (
        "games",
        &[
            ("id", Values::Int),
            ("channel_id", Values::Int),
            ("channel_name", Values::Text),
            ("kind", Values::Text),
            ("status", Values::Text),
            ("creator_id", Values::Int),
            ("options", Values::Text),
            ("seed", Values::Int),
            ("wanted_seats", Values::Int),
            ("setup", Values::Text),
            ("rules_version", Values::Int),
            ("created_at", Values::Int),
            ("updated_at", Values::Int),
            ("version", Values::Int),
            ("guild_id", Values::Int),
            ("deadline_minutes", Values::Int),
            ("awaited_since", Values::Int),
            ("reminded", Values::Int),
            ("unrated", Values::Text),
            ("rated_seq", Values::Int),
            ("card_seq", Values::Int),
            ("card_head", Values::Text),
            ("card_message", Values::Int),
            ("language", Values::Text),
        ],
    ),
    (
        "seats",
        &[
            ("game_id", Values::Int),
            ("seat", Values::Int),
            ("user_id", Values::Int),
            ("name", Values::Text),
            ("awaited", Values::Int),
        ],
    ),
    (
        "actions",
        &[
            ("game_id", Values::Int),
            ("seq", Values::Int),
            ("seat", Values::Int),
            ("action", Values::Text),
            ("created_at", Values::Int),
        ],
    ),
    (
        "snapshots",
        &[
            ("game_id", Values::Int),
            ("seq", Values::Int),
            ("state", Values::Text),
        ],
    ),
    (
        "commands",
        &[
            ("origin", Values::Text),
            ("game_id", Values::Int),
            ("created_at", Values::Int),
        ],
    ),
    (
        "votes",
        &[
            ("game_id", Values::Int),
            ("motion", Values::Text),
            ("user_id", Values::Int),
            ("created_at", Values::Int),
        ],
    ),
    (
        "results",
        &[
            ("game_id", Values::Int),
            ("seat", Values::Int),
            ("user_id", Values::Int),
            ("score", Values::Int),
            ("place", Values::Int),
            ("won", Values::Int),
        ],
    ),
    (
        "rating_books",
        &[
            ("guild_id", Values::Int),
            ("kind", Values::Text),
            ("finished", Values::Int),
        ],
    ),
    (
        "ratings",
        &[
            ("guild_id", Values::Int),
            ("kind", Values::Text),
            ("user_id", Values::Int),
            ("rating", Values::Float),
            ("uncertainty", Values::Float),
            ("games", Values::Int),
        ],
    ),
    (
        "away",
        &[
            ("user_id", Values::Int),
            ("since", Values::Int),
            ("back_at", Values::Int),
        ],
    ),
    (
        "outbox",
        &[
            ("id", Values::Int),
            ("origin", Values::Text),
            ("position", Values::Int),
            ("target", Values::Text),
            ("target_id", Values::Int),
            ("body", Values::Text),
            ("image_name", Values::Text),
            ("extra", Values::Text),
            ("image", Values::Bytes),
            ("state", Values::Text),
            ("attempts", Values::Int),
            ("claimed_by", Values::Text),
            ("claimed_at", Values::Int),
            ("created_at", Values::Int),
            ("sent_at", Values::Int),
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
        let (_turn, mut tx) = target.begin().await?;
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
                for (name, values) in columns.iter() {
                    query = bind(query, row, name, *values)?;
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
    values: Values,
) -> Result<sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments>> {
    Ok(match values {
        Values::Int => query.bind(row.try_get::<Option<i64>, _>(name)?),
        Values::Float => query.bind(row.try_get::<Option<f64>, _>(name)?),
        Values::Text => query.bind(row.try_get::<Option<String>, _>(name)?),
        Values::Bytes => query.bind(row.try_get::<Option<Vec<u8>>, _>(name)?),
    })
}
