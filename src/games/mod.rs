//! Rules engines: pure, deterministic, no I/O. Every game implements [`Rules`], the contract the
//! table service, self-play, the benchmarks and the tests rely on (docs/architecture.md).

pub mod festivals;
pub mod indies;
pub mod indonesia;
mod policy;

pub use policy::{Bots, Policy, RANDOM, Uniform, decide, policy_named, policy_names, table_bot};

use crate::rng::Rng;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::any::{Any, TypeId};
use std::collections::HashMap;
use std::fmt::Debug;
use std::sync::{Arc, Mutex, OnceLock};

/// A seat at the table, counted from 0 in join order. "To the left" is the next seat.
pub type Seat = usize;

/// Who an event or a view is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Audience {
    /// Everyone: the channel and spectators.
    Public,
    /// One seat only (a DM or an ephemeral reply).
    Seat(Seat),
}

/// Who is looking at a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Viewer {
    Spectator,
    Seat(Seat),
}

/// What kind of refusal a [`RuleError`] is, so that a front end can act on it (a button of
/// someone else's turn, say) without reading the sentence.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Refused {
    /// The game waits for other seats.
    NotYourTurn,
    /// The game waits for this seat to do something else, the action belongs to another phase,
    /// or the game is over.
    NotNow,
    /// The action names something that does not exist (an island, a company, a seat).
    Unknown,
    /// The seat cannot pay for it.
    CannotAfford,
    /// A rule forbids it.
    Forbidden,
}

/// A rejected action: its kind, and what was wrong in words a player understands, naming the
/// rule and what is allowed. Nothing changed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct RuleError {
    pub kind: Refused,
    /// The sentence in English (logs, tests, the engines' own checks).
    pub message: String,
    /// The sentence as the reader's language tells it: a catalogue message, or the English
    /// sentence of an engine not yet moved into the catalogues.
    pub said: crate::lang::Text,
}

impl RuleError {
    pub fn new(kind: Refused, message: impl Into<crate::lang::Text>) -> RuleError {
        let said = message.into();
        RuleError {
            kind,
            message: said.to_string(),
            said,
        }
    }
}

/// Where in a text file (component data, a described position) a problem sits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Where {
    /// A line of the named file: "data.toml line 12".
    Line { file: &'static str, line: usize },
    /// The named file, when it does not read at all or the problem names its own place in it:
    /// "position file", "board file".
    File(&'static str),
    /// A key or a table, as the file names it: "airplane", "player 2", "deed 3 (A rice Bali)".
    Key(String),
}

impl std::fmt::Display for Where {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Where::Line { file, line } => write!(f, "{file} line {line}"),
            Where::File(file) => f.write_str(file),
            Where::Key(key) => f.write_str(key),
        }
    }
}

/// A game that cannot be set up as asked: bad options, or component data or a described
/// position that does not hold. Says what is wrong, in a player's words, and where when it sits
/// in a file; shown as "where: what".
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct SetupError {
    pub at: Option<Where>,
    pub problem: String,
}

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.at {
            Some(at) => write!(f, "{at}: {}", self.problem),
            None => f.write_str(&self.problem),
        }
    }
}

impl SetupError {
    /// A problem with no place in a file: the options, the number of players.
    pub fn new(problem: impl Into<String>) -> SetupError {
        SetupError {
            at: None,
            problem: problem.into(),
        }
    }

    /// A problem at a key or a table of a file.
    pub fn at(key: impl Into<String>, problem: impl Into<String>) -> SetupError {
        SetupError {
            at: Some(Where::Key(key.into())),
            problem: problem.into(),
        }
    }

    /// A problem at a line of the named file.
    pub fn line(file: &'static str, line: usize, problem: impl Into<String>) -> SetupError {
        SetupError {
            at: Some(Where::Line { file, line }),
            problem: problem.into(),
        }
    }

    /// A problem with the named file as a whole.
    pub fn file(file: &'static str, problem: impl Into<String>) -> SetupError {
        SetupError {
            at: Some(Where::File(file)),
            problem: problem.into(),
        }
    }

    /// A file that does not read as TOML (or not into the shape expected), at the line the
    /// parser points to.
    pub fn toml(file: &'static str, text: &str, error: &toml::de::Error) -> SetupError {
        match error.span() {
            Some(span) => SetupError::line(file, line_of(text, span.start), error.message()),
            None => SetupError::file(file, error.message()),
        }
    }
}

/// The line, counted from 1, of a byte offset in `text`.
pub fn line_of(text: &str, offset: usize) -> usize {
    text[..offset.min(text.len())].matches('\n').count() + 1
}

/// Something that happened, with who may see it; `K` is the game's own kind of event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Event<K> {
    pub audience: Audience,
    pub kind: K,
}

/// An event for everyone.
pub fn public<K>(kind: K) -> Event<K> {
    Event {
        audience: Audience::Public,
        kind,
    }
}

/// An event for one seat only.
pub fn private<K>(seat: Seat, kind: K) -> Event<K> {
    Event {
        audience: Audience::Seat(seat),
        kind,
    }
}

/// The events of game `R`.
pub type EventOf<R> = Event<<R as Rules>::EventKind>;

// Refusals, one constructor per kind of [`Refused`], so every refusal says what kind it is.

/// The game waits for another seat: this one has nothing to do now, or its turn comes later.
pub fn not_your_turn<T>(message: impl Into<crate::lang::Text>) -> Result<T, RuleError> {
    Err(RuleError::new(Refused::NotYourTurn, message))
}

/// The action belongs to another phase or step than the one the game is in, or the game is over.
pub fn not_now<T>(message: impl Into<crate::lang::Text>) -> Result<T, RuleError> {
    Err(RuleError::new(Refused::NotNow, message))
}

/// The action names something that does not exist.
pub fn unknown<T>(message: impl Into<crate::lang::Text>) -> Result<T, RuleError> {
    Err(RuleError::new(Refused::Unknown, message))
}

/// The seat has not the money for it.
pub fn cannot_afford<T>(message: impl Into<crate::lang::Text>) -> Result<T, RuleError> {
    Err(RuleError::new(Refused::CannotAfford, message))
}

/// A rule forbids it.
pub fn forbidden<T>(message: impl Into<crate::lang::Text>) -> Result<T, RuleError> {
    Err(RuleError::new(Refused::Forbidden, message))
}

/// "1 florin", "7 florins": a count with its noun.
pub fn counted(n: impl Into<i64>, one: &str, many: &str) -> String {
    match n.into() {
        1 => format!("1 {one}"),
        n => format!("{n} {many}"),
    }
}

/// "alice, bob and carol".
pub fn and_list<S: AsRef<str>>(items: &[S]) -> String {
    joined(items, "and")
}

/// "alice, bob or carol".
pub fn or_list<S: AsRef<str>>(items: &[S]) -> String {
    joined(items, "or")
}

fn joined<S: AsRef<str>>(items: &[S], word: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.as_ref().to_string(),
        [rest @ .., last] => {
            let rest: Vec<&str> = rest.iter().map(AsRef::as_ref).collect();
            format!("{} {word} {}", rest.join(", "), last.as_ref())
        }
    }
}

/// Writes `items` onto `out`, each by `one`, with `sep` between them and `lead` before the
/// first; whether there were any. A long text (a status) written this way makes no string of
/// its own for each item.
pub fn write_joined<T>(
    out: &mut String,
    lead: &str,
    sep: &str,
    items: impl IntoIterator<Item = T>,
    mut one: impl FnMut(&mut String, T),
) -> bool {
    let mut any = false;
    for item in items {
        out.push_str(if any { sep } else { lead });
        one(out, item);
        any = true;
    }
    any
}

/// `items` joined with `sep` in lines of about `width` characters, for a phone: the first line
/// starts with `lead`, the others with `indent`; an item is never split.
pub fn wrapped(lead: &str, indent: &str, sep: &str, items: &[String], width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut len = 0;
    for item in items {
        let size = item.chars().count();
        match lines.last_mut() {
            Some(line) if len + sep.chars().count() + size <= width => {
                line.push_str(sep);
                line.push_str(item);
                len += sep.chars().count() + size;
            }
            _ => {
                let start = if lines.is_empty() { lead } else { indent };
                lines.push(format!("{start}{item}"));
                len = start.chars().count() + size;
            }
        }
    }
    lines
}

/// How a finished game ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Finish {
    /// By seat.
    pub scores: Vec<i64>,
    /// The winning seats (several on a shared win).
    pub winners: Vec<Seat>,
}

/// A game's component data (board, map, tables): shipped as a text file, parsed once, and
/// recorded with every game started on it, so that editing the file never changes a stored game.
pub trait Components: Send + Sync + Sized + 'static {
    /// The text of the data shipped with the program (in assets/).
    const SHIPPED: &'static str;
    /// Data recorded by a game; the error names what is wrong and where.
    fn parse(source: &str) -> Result<Self, SetupError>;
    /// The text this data was parsed from, as recorded.
    fn source(&self) -> &str;

    /// The shipped data, parsed once per process (a test checks it parses).
    fn standard() -> Arc<Self> {
        static PARSED: OnceLock<Mutex<HashMap<TypeId, Arc<dyn Any + Send + Sync>>>> =
            OnceLock::new();
        let mut parsed = PARSED
            .get_or_init(Default::default)
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        let data = parsed.entry(TypeId::of::<Self>()).or_insert_with(|| {
            Arc::new(Self::parse(Self::SHIPPED).expect("the shipped data file is valid"))
        });
        Arc::clone(data)
            .downcast::<Self>()
            .expect("each type's entry holds that type")
    }

    /// The recorded data, sharing the standard copy when it is the same text.
    fn recorded(source: &str) -> Result<Arc<Self>, SetupError> {
        let standard = Self::standard();
        if standard.source() == source {
            return Ok(standard);
        }
        Self::parse(source).map(Arc::new)
    }
}

/// A described position: a game in progress written as a setup file (TOML), for tests and for
/// importing a game. [`Rules::from_position`] checks that it holds.
pub trait Described: DeserializeOwned {
    /// How many players it seats.
    fn seats(&self) -> usize;
    /// The seed of its generator from here on.
    fn seed(&self) -> u64;

    /// A position read from its file; the error tells the line where it does not read.
    fn from_toml(text: &str) -> Result<Self, SetupError> {
        toml::from_str(text).map_err(|e| SetupError::file("position file", e.to_string()))
    }
}

/// The rules-engine contract. A game is set up from options, seats and a seed (or from a
/// described position); it shows each viewer what they may know; it lists the legal actions of
/// a seat; it applies an action, giving events with their audience, or refuses it and changes
/// nothing. All randomness comes from the game's own seeded generator, so replaying the setup
/// and the actions gives the same game, bit for bit.
///
/// A game supplies the parts that are its own: `check` (may this seat do this now?), `perform`
/// (do it) and `advance` (play on until the game waits for someone); `apply` strings them
/// together once for all games.
pub trait Rules:
    Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync + Sized + 'static
{
    type Components: Components;
    /// The options chosen when the table is opened (and started).
    type Options: Clone + Debug + Default + Serialize + DeserializeOwned + Send + Sync;
    type Position: Described;
    /// One entry of the action log, stored as JSON: keep variants stable.
    type Action: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    /// What happened; [`Event`] adds who may see it.
    type EventKind: Clone + Debug + PartialEq + Serialize + Send + Sync;
    /// Everything a spectator may know. Public posts and pictures are built from it alone.
    type PublicView: Serialize;
    /// What one seat may know: the public view and that seat's own secrets.
    type SeatView: Serialize;

    /// What refusals call the seats: "seats", or "companies" where each seat is a company.
    const SEAT_NOUN: &'static str = "seats";

    /// A new game and the events of its setup.
    fn setup(
        components: Arc<Self::Components>,
        options: &Self::Options,
        seats: usize,
        seed: u64,
    ) -> Result<(Self, Vec<EventOf<Self>>), SetupError>;
    /// A game from a described position.
    fn from_position(
        components: Arc<Self::Components>,
        position: &Self::Position,
    ) -> Result<Self, SetupError>;

    fn seats(&self) -> usize;
    fn public_view(&self) -> Self::PublicView;
    fn seat_view(&self, seat: Seat) -> Self::SeatView;
    /// Every action `seat` may take now (empty when the game does not wait for it).
    fn legal(&self, seat: Seat) -> Vec<Self::Action>;
    /// Whether `action` is a standing order: a decision given in advance that the game plays
    /// for the seat later (Indonesia's every-year passes, research and bids). The uniform
    /// random player leaves these alone: given at random, a pass on acquisitions every year
    /// can keep an era, and so the game, from ever ending.
    fn standing_order(_action: &Self::Action) -> bool {
        false
    }
    /// Whether `seat` (one of the seats) may take `action` now; the refusal names the rule and
    /// what is allowed.
    fn check(&self, seat: Seat, action: &Self::Action) -> Result<(), RuleError>;
    /// Carries out an action `check` accepted, on a copy of the game that is dropped if this
    /// still refuses it.
    fn perform(
        &mut self,
        seat: Seat,
        action: &Self::Action,
        events: &mut Vec<EventOf<Self>>,
    ) -> Result<(), RuleError>;
    /// Plays on through everything that needs nobody's input (reveals, automatic steps, new
    /// rounds), until the game waits for someone or is over.
    fn advance(&mut self, events: &mut Vec<EventOf<Self>>);
    /// The seats whose input the game waits for now.
    fn waiting_for(&self) -> Vec<Seat>;
    /// How the game ended, once it is over.
    fn finish(&self) -> Option<Finish>;
    /// Whether the event makes public what players had sealed (bids, orders): the action that
    /// caused it cannot be taken back, since what it showed stays seen.
    fn reveals(_event: &EventOf<Self>) -> bool {
        false
    }
    /// The game's random generator, as it stands: an action that drew from it (a die, a deal)
    /// cannot be taken back.
    fn rng(&self) -> &Rng;
    /// What must always hold; random play checks it after every action.
    fn check_invariants(&self) -> Result<(), String>;

    /// The game as `seat` knows it: everything public and the seat's own secrets as they are;
    /// other seats' secrets (hands, plans, drafts, sealed bids, closed-money cash) and the
    /// generator's future (decks, dice) replaced by canonical stand-ins derived only from what
    /// the seat knows, so that two games differing only in what the seat cannot know give equal
    /// results. It must still be a playable state (legal/apply work on it).
    fn redacted(&self, seat: Seat) -> Self;

    /// Puts the component data back into a state read from a snapshot (snapshots leave it out:
    /// it is recorded once per game).
    fn attach(&mut self, components: Arc<Self::Components>);

    /// Plays one action of `seat`: checked, performed on a copy, played on, and kept only when
    /// all went well, so a refused action changes nothing.
    fn apply(
        &mut self,
        seat: Seat,
        action: &Self::Action,
    ) -> Result<Vec<EventOf<Self>>, RuleError> {
        if seat >= self.seats() {
            return unknown(format!(
                "This game has {} {}; you do not hold one of them.",
                self.seats(),
                Self::SEAT_NOUN
            ));
        }
        self.check(seat, action)?;
        let mut next = self.clone();
        let mut events = Vec::new();
        next.perform(seat, action, &mut events)?;
        next.advance(&mut events);
        *self = next;
        Ok(events)
    }

    fn is_over(&self) -> bool {
        self.finish().is_some()
    }

    /// A viewer's view as JSON (dumps and tools): the public view for a spectator.
    fn view(&self, viewer: Viewer) -> serde_json::Value {
        let value = match viewer {
            Viewer::Spectator => serde_json::to_value(self.public_view()),
            Viewer::Seat(seat) => serde_json::to_value(self.seat_view(seat)),
        };
        value.unwrap_or(serde_json::Value::Null)
    }
}
