//! Rules engines: pure, deterministic, no I/O. Every game implements [`Rules`], the contract the
//! table service, self-play, the benchmarks and the tests rely on (docs/architecture.md).

pub mod festivals;
pub mod indies;
pub mod indonesia;

use crate::rng::Rng;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt::Debug;
use std::sync::Arc;

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
    pub message: String,
}

impl RuleError {
    pub fn new(kind: Refused, message: impl Into<String>) -> RuleError {
        RuleError {
            kind,
            message: message.into(),
        }
    }
}

/// A game that cannot be set up as asked (bad options, a broken described position), with the
/// reason in a player's words.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct SetupError(pub String);

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
    /// The data shipped with the program (parsed once per process).
    fn standard() -> Arc<Self>;
    /// Data recorded by a game; the error names what is wrong and where.
    fn parse(source: &str) -> Result<Self, String>;
    /// The text this data was parsed from, as recorded.
    fn source(&self) -> &str;

    /// The recorded data, sharing the standard copy when it is the same text.
    fn recorded(source: &str) -> Result<Arc<Self>, String> {
        let standard = Self::standard();
        if standard.source() == source {
            return Ok(standard);
        }
        Self::parse(source).map(Arc::new)
    }
}

/// A described position: a game in progress written as a setup file (TOML), for tests and for
/// importing a game.
pub trait Described: Sized {
    fn from_toml(text: &str) -> Result<Self, SetupError>;
    /// How many players it seats.
    fn seats(&self) -> usize;
    /// The seed of its generator from here on.
    fn seed(&self) -> u64;
}

/// The rules-engine contract. A game is set up from options, seats and a seed (or from a
/// described position); it shows each viewer what they may know; it lists the legal actions of
/// a seat; it applies an action, giving events with their audience, or refuses it and changes
/// nothing. All randomness comes from the game's own seeded generator, so replaying the setup
/// and the actions gives the same game, bit for bit.
pub trait Rules:
    Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync + Sized + 'static
{
    type Components: Components;
    /// The options chosen when the table is opened (and started).
    type Options: Clone + Debug + Default + Serialize + DeserializeOwned + Send + Sync;
    type Position: Described;
    /// One entry of the action log, stored as JSON: keep variants stable.
    type Action: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    type Event: Clone + Debug + Send + Sync;
    /// Everything a spectator may know. Public posts and pictures are built from it alone.
    type PublicView: Serialize;
    /// What one seat may know: the public view and that seat's own secrets.
    type SeatView: Serialize;

    /// A new game and the events of its setup.
    fn setup(
        components: Arc<Self::Components>,
        options: &Self::Options,
        seats: usize,
        seed: u64,
    ) -> Result<(Self, Vec<Self::Event>), SetupError>;
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
    /// Plays one action of `seat`. A refused action changes nothing.
    fn apply(&mut self, seat: Seat, action: &Self::Action) -> Result<Vec<Self::Event>, RuleError>;
    /// The seats whose input the game waits for now.
    fn waiting_for(&self) -> Vec<Seat>;
    /// How the game ended, once it is over.
    fn finish(&self) -> Option<Finish>;
    fn audience(event: &Self::Event) -> Audience;
    /// Whether the event makes public what players had sealed (bids, orders): the action that
    /// caused it cannot be taken back, since what it showed stays seen.
    fn reveals(_event: &Self::Event) -> bool {
        false
    }
    /// The game's random generator, as it stands: an action that drew from it (a die, a deal)
    /// cannot be taken back.
    fn rng(&self) -> &Rng;
    /// What must always hold; random play checks it after every action.
    fn check_invariants(&self) -> Result<(), String>;

    /// Puts the component data back into a state read from a snapshot (snapshots leave it out:
    /// it is recorded once per game).
    fn attach(&mut self, components: Arc<Self::Components>);

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

    /// The self-play bot's choice among `legal` (not empty) for `seat`: uniform unless the game
    /// knows better. Used by self-play, the example games and the benchmarks.
    fn bot(&self, _seat: Seat, legal: &[Self::Action], rng: &mut Rng) -> Self::Action {
        legal[rng.below(legal.len())].clone()
    }
}
