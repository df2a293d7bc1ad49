//! Players' records: each finished game's result per seat, the ratings they give, and players
//! away. A rated finish updates its book's ratings in the finishing write's transaction; a
//! rebuild recomputes every book from the stored results, in the order the games finished, and
//! so gives the same ratings (or, after a change of formula, the new formula's).
//!
//! Ratings are Weng-Lin's (the Bayesian approximation behind OpenSkill, from the `skillratings`
//! crate): it rates a free-for-all of any number of players by their finishing order, with
//! ties, in one update, and keeps an uncertainty per player that shrinks as they play. Elo and
//! Glicko-2 rate pairs, so a four-player game would have to be cut into six duels.

use super::{Store, now};
use anyhow::Result;
use skillratings::MultiTeamOutcome;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};
use sqlx::{Any, Row, Transaction};
use std::collections::{BTreeMap, HashMap};

/// The longest time a player may be away at once, in days.
pub const AWAY_DAYS: i64 = 30;

/// Why a game does not count for ratings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unrated {
    /// Opened with `rated:no`.
    Chosen,
    /// A seat was handed to the bot.
    Bot,
}

impl Unrated {
    pub fn as_str(self) -> &'static str {
        match self {
            Unrated::Chosen => "chosen",
            Unrated::Bot => "bot",
        }
    }

    pub(super) fn parse(s: Option<&str>) -> Option<Unrated> {
        match s? {
            "bot" => Some(Unrated::Bot),
            _ => Some(Unrated::Chosen),
        }
    }
}

/// How a finished game ended for one seat.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Placing {
    pub seat: usize,
    /// The seat's holder when the game ended.
    pub user_id: i64,
    pub score: i64,
    /// 1 for the first; tied seats share a place, and the next place counts them (1, 2, 2, 4).
    pub place: u32,
    pub won: bool,
}

/// The finishing order of a game from its scores (by seat) and winners: the winners first, then
/// by score; seats level on both share a place.
pub fn placings(scores: &[i64], winners: &[usize], users: &[i64]) -> Vec<Placing> {
    let standing = |seat: usize| (winners.contains(&seat), scores[seat]);
    (0..scores.len().min(users.len()))
        .map(|seat| Placing {
            seat,
            user_id: users[seat],
            score: scores[seat],
            place: 1
                + (0..scores.len())
                    .filter(|&other| standing(other) > standing(seat))
                    .count() as u32,
            won: winners.contains(&seat),
        })
        .collect()
}

/// A player's rating in one book (a server and a game).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rating {
    /// The mean of the skill estimate (25 for a newcomer).
    pub rating: f64,
    /// Its standard deviation (25/3 for a newcomer): the rating is likely within ± this.
    pub uncertainty: f64,
    /// Rated games played in the book.
    pub games: i64,
}

impl Rating {
    /// A player's rating before their first rated game.
    pub fn new() -> Rating {
        let fresh = WengLinRating::new();
        Rating {
            rating: fresh.rating,
            uncertainty: fresh.uncertainty,
            games: 0,
        }
    }

    /// What the leaderboard ranks by: the rating less three uncertainties, so that a newcomer
    /// with one lucky game does not top players with a long record.
    pub fn conservative(&self) -> f64 {
        self.rating - 3.0 * self.uncertainty
    }
}

impl Default for Rating {
    fn default() -> Rating {
        Rating::new()
    }
}

/// The ratings after one game: `before` holds each placing's rating (in the same order).
pub fn rate(before: &[Rating], placings: &[Placing]) -> Vec<Rating> {
    let teams: Vec<[WengLinRating; 1]> = before
        .iter()
        .map(|r| {
            [WengLinRating {
                rating: r.rating,
                uncertainty: r.uncertainty,
            }]
        })
        .collect();
    let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
        .iter()
        .zip(placings)
        .map(|(team, p)| (&team[..], MultiTeamOutcome::new(p.place as usize)))
        .collect();
    weng_lin_multi_team(&ranked, &WengLinConfig::new())
        .into_iter()
        .zip(before)
        .map(|(after, was)| Rating {
            rating: after[0].rating,
            uncertainty: after[0].uncertainty,
            games: was.games + 1,
        })
        .collect()
}

/// One player's figures in one game at one server.
#[derive(Debug, Clone, PartialEq)]
pub struct Standing {
    /// The game's key (`festivals`).
    pub game: String,
    /// Finished games played (rated or not).
    pub played: i64,
    pub won: i64,
    pub best: i64,
    /// None before the first rated game.
    pub rating: Option<Rating>,
}

/// A finished game as a player's record lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PastGame {
    pub game_id: i64,
    /// The game's key (`festivals`).
    pub game: String,
    pub channel_id: i64,
    pub guild_id: Option<i64>,
    pub players: i64,
    pub place: u32,
    pub score: i64,
    pub rated: bool,
    /// When it ended (unix seconds).
    pub finished_at: i64,
}

/// The book of a game: its server (0 when it has none) and its game.
fn book(guild: Option<i64>) -> i64 {
    guild.unwrap_or(0)
}

/// Stores the placings of a game that ended, and when it counts, rates it: the book's row is
/// updated first, which makes other finishes of the book wait for this transaction.
pub(super) async fn finish(
    tx: &mut Transaction<'_, Any>,
    game_id: i64,
    placings: &[Placing],
) -> Result<()> {
    insert_placings(tx, game_id, placings).await?;
    let row = sqlx::query("SELECT guild_id, kind, unrated FROM games WHERE id = $1")
        .bind(game_id)
        .fetch_one(&mut **tx)
        .await?;
    let unrated: Option<String> = row.try_get("unrated")?;
    if unrated.is_some() || placings.len() < 2 {
        return Ok(());
    }
    let guild = book(row.try_get("guild_id")?);
    let game: String = row.try_get("kind")?;
    sqlx::query(
        "INSERT INTO rating_books (guild_id, kind, finished) VALUES ($1, $2, 0)
         ON CONFLICT (guild_id, kind) DO NOTHING",
    )
    .bind(guild)
    .bind(game.clone())
    .execute(&mut **tx)
    .await?;
    let seq: i64 = sqlx::query(
        "UPDATE rating_books SET finished = finished + 1 WHERE guild_id = $1 AND kind = $2 RETURNING finished",
    )
    .bind(guild)
    .bind(game.clone())
    .fetch_one(&mut **tx)
    .await?
    .try_get(0)?;
    sqlx::query("UPDATE games SET rated_seq = $1 WHERE id = $2")
        .bind(seq)
        .bind(game_id)
        .execute(&mut **tx)
        .await?;
    let mut before = Vec::with_capacity(placings.len());
    for p in placings {
        let row = sqlx::query(
            "SELECT rating, uncertainty, games FROM ratings WHERE guild_id = $1 AND kind = $2 AND user_id = $3",
        )
        .bind(guild)
        .bind(game.clone())
        .bind(p.user_id)
        .fetch_optional(&mut **tx)
        .await?;
        before.push(match row {
            Some(r) => rating_of(&r)?,
            None => Rating::new(),
        });
    }
    let after = rate(&before, placings);
    for (p, r) in placings.iter().zip(&after) {
        put_rating(tx, guild, &game, p.user_id, r).await?;
    }
    Ok(())
}

async fn insert_placings(
    tx: &mut Transaction<'_, Any>,
    game_id: i64,
    placings: &[Placing],
) -> Result<()> {
    for p in placings {
        sqlx::query(
            "INSERT INTO results (game_id, seat, user_id, score, place, won) VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(game_id)
        .bind(p.seat as i64)
        .bind(p.user_id)
        .bind(p.score)
        .bind(i64::from(p.place))
        .bind(i64::from(p.won))
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}

async fn put_rating(
    tx: &mut Transaction<'_, Any>,
    guild: i64,
    game: &str,
    user_id: i64,
    r: &Rating,
) -> Result<()> {
    sqlx::query(
        "INSERT INTO ratings (guild_id, kind, user_id, rating, uncertainty, games) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (guild_id, kind, user_id) DO UPDATE SET rating = excluded.rating, uncertainty = excluded.uncertainty, games = excluded.games",
    )
    .bind(guild)
    .bind(game.to_string())
    .bind(user_id)
    .bind(r.rating)
    .bind(r.uncertainty)
    .bind(r.games)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

fn rating_of(row: &sqlx::any::AnyRow) -> Result<Rating> {
    Ok(Rating {
        rating: row.try_get("rating")?,
        uncertainty: row.try_get("uncertainty")?,
        games: row.try_get("games")?,
    })
}

impl Store {
    /// Finished games without stored results (those that ended before results were kept),
    /// oldest first: a rebuild reads their finish from their log.
    pub async fn finished_without_results(&self) -> Result<Vec<i64>> {
        sqlx::query(
            "SELECT g.id FROM games g WHERE g.status = 'finished'
             AND NOT EXISTS (SELECT 1 FROM results r WHERE r.game_id = g.id) ORDER BY g.id",
        )
        .fetch_all(&self.pool)
        .await?
        .iter()
        .map(|r| Ok(r.try_get(0)?))
        .collect()
    }

    /// Stores the placings of a finished game that has none.
    pub async fn put_results(&self, game_id: i64, placings: &[Placing]) -> Result<()> {
        let (_turn, mut tx) = self.begin().await?;
        insert_placings(&mut tx, game_id, placings).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Recomputes every rating from the stored results, in one transaction: each book's rated
    /// games in the order they finished (games that finished before ratings existed first, by
    /// their end). Gives the number of games rated.
    pub async fn rebuild_ratings(&self) -> Result<usize> {
        let (_turn, mut tx) = self.begin().await?;
        // The books' rows first: a finish waits for the rebuild, never interleaves with it.
        sqlx::query("UPDATE rating_books SET finished = 0")
            .execute(&mut *tx)
            .await?;
        let games = sqlx::query(
            "SELECT g.id, g.guild_id, g.kind FROM games g WHERE g.status = 'finished' AND g.unrated IS NULL
             AND EXISTS (SELECT 1 FROM results r WHERE r.game_id = g.id)
             ORDER BY COALESCE(g.guild_id, 0), g.kind, COALESCE(g.rated_seq, 0), g.updated_at, g.id",
        )
        .fetch_all(&mut *tx)
        .await?;
        let mut placings: HashMap<i64, Vec<Placing>> = HashMap::new();
        for r in sqlx::query(
            "SELECT game_id, seat, user_id, score, place, won FROM results ORDER BY game_id, seat",
        )
        .fetch_all(&mut *tx)
        .await?
        {
            let seat: i64 = r.try_get("seat")?;
            let place: i64 = r.try_get("place")?;
            let won: i64 = r.try_get("won")?;
            placings
                .entry(r.try_get("game_id")?)
                .or_default()
                .push(Placing {
                    seat: seat as usize,
                    user_id: r.try_get("user_id")?,
                    score: r.try_get("score")?,
                    place: place as u32,
                    won: won != 0,
                });
        }
        let mut books: BTreeMap<(i64, String), BTreeMap<i64, Rating>> = BTreeMap::new();
        let mut counts: BTreeMap<(i64, String), i64> = BTreeMap::new();
        let mut rated = 0;
        for row in &games {
            let id: i64 = row.try_get("id")?;
            let key = (book(row.try_get("guild_id")?), row.try_get("kind")?);
            let Some(game) = placings.get(&id).filter(|p| p.len() >= 2) else {
                continue;
            };
            let seq = counts.entry(key.clone()).or_default();
            *seq += 1;
            sqlx::query("UPDATE games SET rated_seq = $1 WHERE id = $2")
                .bind(*seq)
                .bind(id)
                .execute(&mut *tx)
                .await?;
            let ratings = books.entry(key).or_default();
            let before: Vec<Rating> = game
                .iter()
                .map(|p| ratings.get(&p.user_id).copied().unwrap_or_default())
                .collect();
            for (p, r) in game.iter().zip(rate(&before, game)) {
                ratings.insert(p.user_id, r);
            }
            rated += 1;
        }
        sqlx::query("DELETE FROM ratings").execute(&mut *tx).await?;
        // The books' rows stay (a finish waiting on one goes on with it), with their new counts.
        for ((guild, game), finished) in &counts {
            sqlx::query(
                "INSERT INTO rating_books (guild_id, kind, finished) VALUES ($1, $2, $3)
                 ON CONFLICT (guild_id, kind) DO UPDATE SET finished = excluded.finished",
            )
            .bind(*guild)
            .bind(game.clone())
            .bind(*finished)
            .execute(&mut *tx)
            .await?;
        }
        for ((guild, game), ratings) in &books {
            for (user, r) in ratings {
                put_rating(&mut tx, *guild, game, *user, r).await?;
            }
        }
        tx.commit().await?;
        Ok(rated)
    }

    /// Every book that holds ratings: (server, game), in order.
    pub async fn books(&self) -> Result<Vec<(i64, String)>> {
        sqlx::query("SELECT DISTINCT guild_id, kind FROM ratings ORDER BY guild_id, kind")
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(|r| Ok((r.try_get("guild_id")?, r.try_get("kind")?)))
            .collect()
    }

    /// Every rating of a book, best first (by [`Rating::conservative`]): `(user, rating)`.
    pub async fn ratings(&self, guild: Option<i64>, game: &str) -> Result<Vec<(i64, Rating)>> {
        let mut all: Vec<(i64, Rating)> = sqlx::query(
            "SELECT user_id, rating, uncertainty, games FROM ratings WHERE guild_id = $1 AND kind = $2",
        )
        .bind(book(guild))
        .bind(game.to_string())
        .fetch_all(&self.pool)
        .await?
        .iter()
        .map(|r| Ok((r.try_get("user_id")?, rating_of(r)?)))
        .collect::<Result<_>>()?;
        all.sort_by(|a, b| {
            b.1.conservative()
                .total_cmp(&a.1.conservative())
                .then(a.0.cmp(&b.0))
        });
        Ok(all)
    }

    /// A player's figures at a server, one per game they finished there (or only the
    /// game `only`'s).
    pub async fn standings(
        &self,
        guild: Option<i64>,
        user_id: i64,
        only: Option<&str>,
    ) -> Result<Vec<Standing>> {
        let rows = sqlx::query(
            "SELECT g.kind, COUNT(*) AS played, CAST(SUM(r.won) AS BIGINT) AS won, MAX(r.score) AS best
             FROM results r JOIN games g ON g.id = r.game_id
             WHERE r.user_id = $1 AND COALESCE(g.guild_id, 0) = $2 AND g.status = 'finished'
             GROUP BY g.kind ORDER BY g.kind",
        )
        .bind(user_id)
        .bind(book(guild))
        .fetch_all(&self.pool)
        .await?;
        let mut standings = Vec::new();
        for row in rows {
            let game: String = row.try_get("kind")?;
            if only.is_some_and(|k| k != game) {
                continue;
            }
            let rating = sqlx::query(
                "SELECT rating, uncertainty, games FROM ratings WHERE guild_id = $1 AND kind = $2 AND user_id = $3",
            )
            .bind(book(guild))
            .bind(game.clone())
            .bind(user_id)
            .fetch_optional(&self.pool)
            .await?
            .map(|r| rating_of(&r))
            .transpose()?;
            standings.push(Standing {
                game,
                played: row.try_get("played")?,
                won: row.try_get::<Option<i64>, _>("won")?.unwrap_or(0),
                best: row.try_get::<Option<i64>, _>("best")?.unwrap_or(0),
                rating,
            });
        }
        Ok(standings)
    }

    /// A player's last `count` finished games at a server (or only the game `only`'s),
    /// latest first.
    pub async fn past_games(
        &self,
        guild: Option<i64>,
        user_id: i64,
        only: Option<&str>,
        count: i64,
    ) -> Result<Vec<PastGame>> {
        let rows = sqlx::query(
            "SELECT g.id, g.kind, g.channel_id, g.guild_id, g.unrated, g.updated_at, r.place, r.score,
                    (SELECT COUNT(*) FROM results o WHERE o.game_id = g.id) AS players
             FROM results r JOIN games g ON g.id = r.game_id
             WHERE r.user_id = $1 AND COALESCE(g.guild_id, 0) = $2 AND g.status = 'finished'
               AND ($3 = '' OR g.kind = $3)
             ORDER BY g.updated_at DESC, g.id DESC LIMIT $4",
        )
        .bind(user_id)
        .bind(book(guild))
        .bind(only.unwrap_or("").to_string())
        .bind(count)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                let place: i64 = r.try_get("place")?;
                Ok(PastGame {
                    game_id: r.try_get("id")?,
                    game: r.try_get("kind")?,
                    channel_id: r.try_get("channel_id")?,
                    guild_id: r.try_get("guild_id")?,
                    players: r.try_get("players")?,
                    place: place as u32,
                    score: r.try_get("score")?,
                    rated: r.try_get::<Option<String>, _>("unrated")?.is_none(),
                    finished_at: r.try_get("updated_at")?,
                })
            })
            .collect()
    }

    /// Marks a player away until `back_at` (unix seconds), from now.
    pub async fn set_away(&self, user_id: i64, back_at: i64) -> Result<()> {
        sqlx::query(
            "INSERT INTO away (user_id, since, back_at) VALUES ($1, $2, $3)
             ON CONFLICT (user_id) DO UPDATE SET since = excluded.since, back_at = excluded.back_at",
        )
        .bind(user_id)
        .bind(now())
        .bind(back_at)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Ends a player's time away at `at`; false when they were not away then.
    pub async fn set_back(&self, user_id: i64, at: i64) -> Result<bool> {
        let changed =
            sqlx::query("UPDATE away SET back_at = $1 WHERE user_id = $2 AND back_at > $1")
                .bind(at)
                .bind(user_id)
                .execute(&self.pool)
                .await?;
        Ok(changed.rows_affected() == 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn winners_come_first_and_level_seats_share_a_place() {
        let p = placings(&[30, 45, 30, 12], &[1], &[10, 11, 12, 13]);
        let places: Vec<u32> = p.iter().map(|p| p.place).collect();
        assert_eq!(places, vec![2, 1, 2, 4]);
        // A tie-break winner goes ahead of a seat level on points.
        let p = placings(&[40, 40, 10], &[1], &[1, 2, 3]);
        let places: Vec<u32> = p.iter().map(|p| p.place).collect();
        assert_eq!(places, vec![2, 1, 3]);
        // A shared win.
        let p = placings(&[40, 40, 10], &[0, 1], &[1, 2, 3]);
        let places: Vec<u32> = p.iter().map(|p| p.place).collect();
        assert_eq!(places, vec![1, 1, 3]);
    }

    #[test]
    fn tied_newcomers_are_rated_alike_and_the_order_counts() {
        let p = placings(&[50, 30, 30, 10], &[0], &[1, 2, 3, 4]);
        let after = rate(&[Rating::new(); 4], &p);
        assert!(after[0].rating > after[1].rating);
        assert_eq!(after[1], after[2]);
        assert!(after[2].rating > after[3].rating);
        assert!(
            after
                .iter()
                .all(|r| r.games == 1 && r.uncertainty < 25.0 / 3.0)
        );
        // Symmetric around the newcomer's 25: first gains what last loses.
        assert!((after[0].rating - 25.0 + (after[3].rating - 25.0)).abs() < 1e-9);
    }
}
