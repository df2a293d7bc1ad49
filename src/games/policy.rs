//! Computer players: a [`Policy`] chooses an action the rules accept for a seat from the game
//! as that seat knows it ([`Rules::redacted`]), so a bot never plays on what its seat cannot see.
//! Every caller (self-play, the tournament, the example games, the table's bot seats, the
//! benchmarks) asks through [`decide`].

use super::{Rules, Seat};
use crate::rng::Rng;

/// A computer player's way of choosing, by name ("random", "basic", and the game's own).
pub trait Policy<R: Rules>: Send + Sync {
    fn name(&self) -> &'static str;
    /// An action for `seat` that the rules accept: one of `legal` (never empty), or where
    /// `legal` is only a sample of them (the East Indies lists one unit a purchase and one step
    /// a sail) any action `Rules::check` accepts; the table checks it like a player's. `known`
    /// is the game as that seat knows it (`Rules::redacted`): a policy never sees the real
    /// state.
    fn choose(&self, known: &R, seat: Seat, legal: &[R::Action], rng: &mut Rng) -> R::Action;
}

/// Uniform choice among the legal actions, under a name: `random` in every game, and also the
/// Festivals' `basic` (its bot before it had a policy of its own).
pub struct Uniform(pub &'static str);

/// The uniform random player every game lists.
pub static RANDOM: Uniform = Uniform("random");

impl<R: Rules> Policy<R> for Uniform {
    fn name(&self) -> &'static str {
        self.0
    }

    /// A legal action at random, standing orders left out while there is anything else.
    fn choose(&self, _known: &R, _seat: Seat, legal: &[R::Action], rng: &mut Rng) -> R::Action {
        let moves: Vec<&R::Action> = legal.iter().filter(|a| !R::standing_order(a)).collect();
        match moves.is_empty() {
            true => legal[rng.below(legal.len())].clone(),
            false => moves[rng.below(moves.len())].clone(),
        }
    }
}

/// A game's computer players, implemented in the game's bot module apart from its [`Rules`]:
/// the bots read the rules, so the rules must not name the bots (that would be an import circle
/// between a game's `game` and `bot` modules).
pub trait Bots: Rules {
    /// The game's policies, the table's bot first. `random` (uniform) and `basic` (today's
    /// bot) are always among them.
    fn policies() -> Vec<&'static dyn Policy<Self>>;
}

/// What `policy` plays for `seat` now, decided on the game as the seat knows it; None when the
/// game does not wait for that seat (nothing is legal).
pub fn decide<R: Rules>(
    game: &R,
    seat: Seat,
    policy: &dyn Policy<R>,
    rng: &mut Rng,
) -> Option<R::Action> {
    let known = game.redacted(seat);
    let legal = known.legal(seat);
    if legal.is_empty() {
        return None;
    }
    Some(policy.choose(&known, seat, &legal, rng))
}

/// The policy of the table's bot seats: the first the game lists.
pub fn table_bot<R: Bots>() -> &'static dyn Policy<R> {
    R::policies()[0]
}

/// The game's policy of this name (any case).
pub fn policy_named<R: Bots>(name: &str) -> Option<&'static dyn Policy<R>> {
    R::policies()
        .into_iter()
        .find(|p| p.name().eq_ignore_ascii_case(name.trim()))
}

/// The names of the game's policies, the table's bot first.
pub fn policy_names<R: Bots>() -> Vec<&'static str> {
    R::policies().iter().map(|p| p.name()).collect()
}
