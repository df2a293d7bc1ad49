//! The table service: one entry point every front end calls. An invocation (who, where, the
//! command with its options) goes in; the posts to make come out. It finds the game, checks the
//! seat, applies the action and stores it with its posts; a post showing the board names the
//! picture to draw, which the front end has drawn when it delivers the post (`develop`).
//!
//! Text mentions use Discord's syntax (`<@user>`, `<#channel>`) both ways: front ends hand in
//! option values in that form and render it in their own way (the script runner turns it back
//! into `@name`).
//!
//! Layers, each using only those above it in this list: `refusal`, `spec`, `command`,
//! `controls`, `card`, `post`, `service`, `seats`, `spelling` (the basics); `game` and `subcommand`
//! (the per-game contract, and a game's subcommands described once); the games' folders;
//! `play`, `example`, `game_type` (everything written once for every game); `registry`;
//! `session`, `records`, `lobby`, `suggest`, `dispatch` (finding the
//! game and routing the command; `records`: the players' records, ratings, time away and
//! rematches). The tools (src/tools/) sit above the table and call it; nothing here names them.
//!
//! [`Table`]'s methods (what the front ends call: `new`, `handle`, `suggest`, `tick`, `develop`,
//! `dump`, ...) are all in one block, in `dispatch`, the top layer. Its state is in `service`, in
//! parts with methods of their own (the locks, the caches of games, component data and
//! pictures, the clock); every other module takes the table as an argument and uses those
//! parts, so nothing below `dispatch` calls up into it.

pub mod card;
mod command;
pub mod controls;
mod dispatch;
pub(crate) mod example;
mod game;
mod game_type;
mod help;
mod host;
mod lobby;
mod offers;
pub(crate) mod play;
mod post;
mod records;
mod refusal;
pub mod registry;
pub(crate) mod replay;
mod seats;
mod service;
mod session;
mod spec;
mod spelling;
mod subcommand;
mod suggest;

pub mod festivals;
pub mod indies;
pub mod indonesia;

pub use command::{Checked, Command, mention_channel, mention_user, parse_channel, parse_user};
pub use game::{Commands, Pictures, Playable, Report, Suggestions, TableGame, Texts};
pub use game_type::{BoxFuture, Entry, GameType};
pub use lobby::{clashes as option_clashes, group as game_group};
pub use post::{CardAt, Failure, Image, Invocation, Outcome, PictureAt, Place, Post, To};
pub use records::rebuild_ratings;
pub use refusal::{Refusal, RefusalKind, TableRefused};
pub use service::{Table, Watch};
pub use spec::{CommandSpec, Group, OptionKind, OptionSpec, choice_label};
pub use suggest::{MAX_CHOICE_CHARS, MAX_SUGGESTIONS, Suggestion};

/// Every command group, described once per process.
static GROUPS: std::sync::LazyLock<Vec<Group>> = std::sync::LazyLock::new(|| {
    std::iter::once(lobby::group())
        .chain(registry::GAMES.iter().map(|game| game.group()))
        .chain(std::iter::once(help::group()))
        .collect()
});

/// Every slash group: `/game`, then each game's own, in the registry's order, then `/help`.
pub fn groups() -> &'static [Group] {
    &GROUPS
}

/// The spec of `/top sub`, when the tree has it.
pub(crate) fn command_spec(top: &str, sub: &str) -> Option<&'static CommandSpec> {
    groups()
        .iter()
        .find(|g| g.name == top)
        .and_then(|g| g.commands.iter().find(|c| c.name == sub))
}
