//! An action of an append as its commit writes it, and what the database's answer to it says.

use super::games::{awaited_changes, awaited_mask, mark_seats};
use super::outbox::{OUTBOX, OutPost, post_ids, post_rows, violates};
use super::{Backend, Params, Placing, WriteError, now};
use sqlx::Row;
use sqlx::any::AnyRow;

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
    pub(super) fn new(append: &Append<'_>, origin: Option<String>, posts: &[OutPost]) -> Step {
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

/// The row [`Step::sql`] gives when the game's row took the write (a post's position is never
/// negative).
pub(super) const TAKEN: i64 = -1;

/// The second column of a row an append's request gives: a post's position, or a marker.
pub(super) fn position(row: &AnyRow) -> Option<i64> {
    row.try_get::<i64, _>(1).ok()
}

/// Whether `e` is SQLite refusing an action's row because its game's row was not taken (see
/// `Step::sql`).
fn untaken(e: &sqlx::Error) -> bool {
    matches!(e, sqlx::Error::Database(db)
        if db.message() == "NOT NULL constraint failed: actions.game_id")
}

/// The ids of the posts an append stored; Conflict when the game's row was not taken or its
/// step was logged by another writer, Duplicate when the command's origin was seen before.
pub(super) fn appended(rows: Result<Vec<AnyRow>, sqlx::Error>) -> Result<Vec<i64>, WriteError> {
    let rows = match rows {
        Ok(rows) => rows,
        Err(e) if violates(&e, "commands") => return Err(WriteError::Duplicate),
        Err(e) if violates(&e, "actions") || untaken(&e) => return Err(WriteError::Conflict),
        Err(e) => return Err(e.into()),
    };
    let taken = rows.iter().any(|r| position(r) == Some(TAKEN));
    if !taken {
        return Err(WriteError::Conflict);
    }
    post_ids(&rows)
}
