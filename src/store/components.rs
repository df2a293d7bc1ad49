//! Component data (boards, maps, tables) stored once, by the SHA-256 of its text: every game
//! started on the same data names the same row instead of carrying a copy.

use super::Store;
use anyhow::Result;
use sha2::{Digest, Sha256};
use sqlx::Row;

/// The hash that names a text.
pub fn hash(source: &str) -> String {
    Sha256::digest(source.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

impl Store {
    /// Stores `source` (the component data of the game `game`) unless it is there already; gives
    /// its hash.
    pub async fn put_components(&self, game: &str, source: &str) -> Result<String> {
        let hash = hash(source);
        sqlx::query(
            "INSERT INTO components (hash, kind, source) VALUES ($1, $2, $3) ON CONFLICT (hash) DO NOTHING",
        )
        .bind(hash.clone())
        .bind(game)
        .bind(source)
        .execute(&self.pool)
        .await?;
        Ok(hash)
    }

    /// The text stored under `hash`.
    pub async fn components(&self, hash: &str) -> Result<Option<String>> {
        let row = sqlx::query("SELECT source FROM components WHERE hash = $1")
            .bind(hash)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.map(|r| r.try_get(0)).transpose()?)
    }
}
