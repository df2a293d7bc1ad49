//! A game's subcommands described once, each as a [`Subcommand`]: its spec, how a typed one is
//! read into the engine's action and how an action is written back as the command a player
//! types. A game's table of them gives its [`Commands::commands`](super::game::Commands),
//! `parse_action` and `command_for` ([`specs`], [`read`], [`write`]), so the three cannot drift
//! apart. The East Indies, whose subcommands give several kinds of order each, keeps a table of
//! its own (`indies::orders`) and shares [`Written`], [`command`] and [`unknown`].

use super::command::{Checked, Command};
use super::refusal::Refusal;
use super::spec::{CommandSpec, OptionSpec};
use crate::games::Seat;
use crate::store::GameRecord;

/// Where a command is typed: the stored game (its seats), the game's state and the seat typing
/// it. A command is read against it and an action written back from it.
pub struct At<'a, G> {
    pub record: &'a GameRecord,
    pub game: &'a G,
    pub seat: Seat,
}

/// A command's options as written for an action, by name, in the order a player types them.
pub type Written = Vec<(&'static str, String)>;

/// One subcommand of a game, e.g. `/festivals move`.
pub struct Subcommand<G, A> {
    pub name: &'static str,
    /// One line for Discord and help (`cmd-<game>-<name>`, at most 100 characters).
    pub about: crate::lang::Msg,
    /// Its options, before the `table:` every game's subcommand ends with.
    pub options: fn() -> Vec<OptionSpec>,
    /// Answered privately, and usable in a DM (a plan, a sealed bid).
    pub secret: bool,
    /// A typed command, its options checked against the spec, as the action.
    pub read: fn(&At<G>, &Checked) -> Result<A, Refusal>,
    /// An action as this subcommand's options; None for an action another one gives.
    pub write: fn(&At<G>, &A) -> Option<Written>,
}

/// The specs of `all`, each ending with `table:`.
pub fn specs<G, A>(all: &[Subcommand<G, A>]) -> Vec<CommandSpec> {
    all.iter()
        .map(|sub| {
            let spec = (sub.options)()
                .into_iter()
                .fold(
                    CommandSpec::new(sub.name, sub.about.clone()),
                    CommandSpec::option,
                )
                .at_table();
            if sub.secret { spec.secret() } else { spec }
        })
        .collect()
}

/// A typed `/<group> <sub>`, read by the subcommand of its name.
pub fn read<G, A>(
    all: &[Subcommand<G, A>],
    group: &str,
    at: &At<G>,
    cmd: &Checked,
) -> Result<A, Refusal> {
    let name = cmd.sub();
    let sub = all
        .iter()
        .find(|s| s.name == name)
        .ok_or_else(|| unknown(group, name))?;
    (sub.read)(at, cmd)
}

/// The refusal of `/<group> <sub>` when the group has no such subcommand.
pub fn unknown(group: &str, sub: &str) -> Refusal {
    Refusal::unknown_command(crate::msg!(
        "refused-unknown-subcommand",
        group = crate::lang::Arg::command(&[group]),
        sub = sub
    ))
}

/// The command that gives `action`, written by the first subcommand that writes it. Each
/// game's tests write every kind of action; were one left out, the bare `/<group>` stands for
/// it, naming no subcommand rather than a wrong one.
pub fn write<G, A>(all: &[Subcommand<G, A>], group: &str, at: &At<G>, action: &A) -> Command {
    match all
        .iter()
        .find_map(|sub| Some((sub.name, (sub.write)(at, action)?)))
    {
        Some((sub, options)) => command(group, sub, options),
        None => Command::new(&[group], &[]),
    }
}

/// `/<group> <sub>` with `options`.
pub fn command(group: &str, sub: &str, options: Written) -> Command {
    Command {
        path: vec![group.to_string(), sub.to_string()],
        options: options
            .into_iter()
            .map(|(key, value)| (key.to_string(), value))
            .collect(),
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::super::game::Commands;
    use crate::games::{RANDOM, Rules, Seat, decide};
    use crate::rng::Rng;
    use crate::store::GameRecord;
    use std::collections::BTreeSet;

    type Action<T> = <<T as super::super::game::TableGame>::Rules as Rules>::Action;

    /// Writes `action` of `seat` as a command, checks it against its spec and reads it back,
    /// asserting it is the same action; the subcommand that wrote it.
    pub(crate) fn reads_back<T: Commands>(
        record: &GameRecord,
        game: &T::Rules,
        seat: Seat,
        action: &Action<T>,
    ) -> &'static str {
        let cmd = T::command_for(record, game, seat, action);
        let spec = T::commands()
            .into_iter()
            .find(|s| cmd.path.get(1).is_some_and(|sub| sub == s.name))
            .unwrap_or_else(|| panic!("{action:?} is written as {cmd:?}"));
        let read = cmd
            .check(&spec)
            .and_then(|checked| T::parse_action(record, game, seat, &checked));
        assert_eq!(read.as_ref().ok(), Some(action), "{cmd:?}: {read:?}");
        spec.name
    }

    /// Plays `game` at random (from `seed`) to its end and reads back every legal action on the
    /// way, of every awaited seat; the subcommands that wrote them.
    pub(crate) fn legal_actions_read_back<T: Commands>(
        record: &GameRecord,
        mut game: T::Rules,
        seed: u64,
    ) -> BTreeSet<&'static str> {
        let mut written = BTreeSet::new();
        let mut rng = Rng::new(seed);
        while !game.is_over() {
            let waiting = game.waiting_for();
            for &seat in &waiting {
                for action in game.legal(seat) {
                    written.insert(reads_back::<T>(record, &game, seat, &action));
                }
            }
            let seat = waiting[rng.below(waiting.len())];
            let action = decide(&game, seat, &RANDOM, &mut rng).expect("a legal action");
            game.apply(seat, &action)
                .expect("a legal action is accepted");
        }
        written
    }
}
