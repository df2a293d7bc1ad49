//! The Festivals' computer players.

use crate::games::Uniform;

/// The bot the table had before the Festivals had a policy of its own: uniform among the legal
/// actions.
pub(super) static BASIC: Uniform = Uniform("basic");
