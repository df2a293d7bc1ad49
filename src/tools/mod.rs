//! The tools above the table: random self-play, example scripts, the docs' pictures, the
//! benchmarks and the load test. They drive the table as a front end does and reach each game
//! through [`Tools`], which every entry of the table's registry implements: [`GAMES`] is made
//! from the same lines as the table's list ([`crate::table::registry`]), so a new game takes one
//! line there and its [`ToolGame`] part here, and the table never names the tools.

pub mod bench;
pub mod example;
pub mod load;
pub mod selfplay;
pub mod tournament;

mod festivals;
mod indies;
mod indonesia;
mod table_bench;

pub use indonesia::era_c_shipping_problems;

use crate::games::{Rules, Seat, policy_named, policy_names, table_bot};
use crate::rng::Rng;
use crate::store::{GameRecord, Store};
use crate::table::CommandSpec;
use crate::table::registry::games;
use crate::table::{BoxFuture, Command, Entry, GameType, Playable, Table};
use anyhow::Result;
use bench::Figure;
use selfplay::Report;
use tournament::Tournament;

/// What the tools need of one game beyond the table's contract.
pub trait ToolGame: Playable {
    /// The game's own figures for `nusantara bench` (its picture; Indonesia's shipping solver;
    /// the replay of a long game).
    fn figures(samples: usize) -> Result<Vec<Figure>>;

    /// Pictures of a seeded self-play game for the docs (`selfplay --pictures`), as file names
    /// and PNGs: by default the final board.
    fn showcase(
        names: &[&str],
        options: &<Self::Rules as Rules>::Options,
        seed: u64,
    ) -> Result<Vec<(String, Vec<u8>)>, String> {
        let game = selfplay::play_out::<Self::Rules>(options, names.len(), seed)?;
        Ok(vec![(
            format!("{}-end.png", Self::KEY),
            Self::picture(names, &game, crate::lang::Lang::En),
        )])
    }
}

/// A game as the tools use it: one object per game, whatever the game.
pub trait Tools: GameType {
    /// Self-play with the table's bot in every seat (`options` as in `/game new`).
    fn selfplay(
        &self,
        options: &Command,
        games: u64,
        players: usize,
        seed: u64,
    ) -> Result<Report, String>;
    /// A tournament between the game's policies named in `versus`, one per seat.
    fn tournament(
        &self,
        options: &Command,
        versus: &[String],
        games: u64,
        seed: u64,
    ) -> Result<Tournament, String>;
    /// The names of the game's policies, the table's bot first.
    fn policy_names(&self) -> Vec<&'static str>;
    /// A whole seeded game as a script for `nusantara script`.
    fn example(&self, options: &Command, players: usize, seed: u64) -> Result<String, String>;
    /// Pictures of a seeded game for the docs, as file names and PNGs.
    fn showcase(
        &self,
        options: &Command,
        players: usize,
        seed: u64,
    ) -> Result<Vec<(String, Vec<u8>)>, String>;
    /// The game's figures for `nusantara bench`: its own, then its replay animation.
    fn figures(&self, samples: usize) -> Result<Vec<Figure>>;
    /// The table service's figures for this game: a command, a long history, many games.
    fn table_figures(&self, samples: usize) -> BoxFuture<'static, Result<Vec<Figure>>>;
    /// Fills a store with `games` games in their first round, in channels from `first_channel`.
    fn populate<'a>(
        &'a self,
        store: &'a Store,
        games: usize,
        first_channel: i64,
    ) -> BoxFuture<'a, Result<()>>;
    /// The command the bot would type now for an awaited seat, with that seat's user.
    fn bot_command<'a>(
        &'a self,
        table: &'a Table,
        record: &'a GameRecord,
        rng: &'a mut Rng,
    ) -> BoxFuture<'a, Result<Option<(i64, Command)>>>;
    /// Whether the stored state equals a replay of the whole log.
    fn replays_to_its_state<'a>(
        &'a self,
        table: &'a Table,
        record: &'a GameRecord,
    ) -> BoxFuture<'a, Result<bool>>;
}

/// Every game, as the tools use it, in the registry's order.
pub static GAMES: &[&dyn Tools] = games!();

/// The game with this key, as the table finds it (`/game new game:<key>`, any case).
pub fn find(key: &str) -> Option<&'static dyn Tools> {
    let key = crate::table::registry::find(key)?.key();
    GAMES.iter().copied().find(|game| game.key() == key)
}

/// The first `players` of the names the tools give seats, when the game seats that many.
fn seat_names<T: Playable>(players: usize) -> Result<&'static [&'static str], String> {
    if !T::SEATS.contains(&players) {
        return Err(format!(
            "{} seats {} to {} players",
            T::TITLE,
            T::SEATS.start(),
            T::SEATS.end()
        ));
    }
    Ok(&example::NAMES[..players])
}

/// Whether an action continues its seat's last command, for the waits of self-play: when the
/// seat played the action before it too and the game's commands type both (and the steps before
/// them) as one ([`crate::table::Commands::join`]), as the table's bots do.
fn joiner<T: Playable>(
    players: usize,
) -> impl FnMut(&T::Rules, Seat, &<T::Rules as Rules>::Action) -> bool {
    let names = &example::NAMES[..players.min(example::NAMES.len())];
    let record = crate::table::example::record::<T>(names, 0);
    let mut steps: Vec<Command> = Vec::new();
    let mut last = None;
    move |game, seat, action| {
        let command = T::command_for(&record, game, seat, action);
        if last != Some(seat) {
            steps.clear();
        }
        last = Some(seat);
        steps.push(command);
        if steps.len() > 1 && T::join(&steps).is_some() {
            return true;
        }
        steps.drain(..steps.len() - 1);
        false
    }
}

/// The options of a tool run (self-play, an example, pictures), checked like `/game new`'s.
fn checked_options<T: Playable>(cmd: &Command) -> Result<<T::Rules as Rules>::Options, String> {
    let spec = T::new_options()
        .into_iter()
        .fold(CommandSpec::new("new", T::TITLE), CommandSpec::option);
    let checked = cmd.check(&spec).map_err(|r| r.to_string())?;
    T::parse_options(&checked).map_err(|r| r.to_string())
}

impl<T: ToolGame> Tools for Entry<T> {
    fn selfplay(
        &self,
        options: &Command,
        games: u64,
        players: usize,
        seed: u64,
    ) -> Result<Report, String> {
        seat_names::<T>(players)?;
        let options = checked_options::<T>(options)?;
        selfplay::run_joined::<T::Rules>(
            &options,
            table_bot::<T::Rules>(),
            &mut joiner::<T>(players),
            games,
            players,
            seed,
        )
    }

    fn tournament(
        &self,
        options: &Command,
        versus: &[String],
        games: u64,
        seed: u64,
    ) -> Result<Tournament, String> {
        seat_names::<T>(versus.len())?;
        let options = checked_options::<T>(options)?;
        let policies = versus
            .iter()
            .map(|name| {
                policy_named::<T::Rules>(name).ok_or_else(|| {
                    format!(
                        "{} has no policy called {name}; policies: {}",
                        T::TITLE,
                        policy_names::<T::Rules>().join(", ")
                    )
                })
            })
            .collect::<Result<Vec<_>, String>>()?;
        let mut joins = joiner::<T>(versus.len());
        tournament::run::<T::Rules>(T::KEY, &options, &policies, &mut joins, games, seed)
    }

    fn policy_names(&self) -> Vec<&'static str> {
        policy_names::<T::Rules>()
    }

    fn example(&self, options: &Command, players: usize, seed: u64) -> Result<String, String> {
        let options = checked_options::<T>(options)?;
        example::script::<T>(seat_names::<T>(players)?, &options, seed)
    }

    fn showcase(
        &self,
        options: &Command,
        players: usize,
        seed: u64,
    ) -> Result<Vec<(String, Vec<u8>)>, String> {
        let options = checked_options::<T>(options)?;
        T::showcase(seat_names::<T>(players)?, &options, seed)
    }

    fn figures(&self, samples: usize) -> Result<Vec<Figure>> {
        let mut figures = T::figures(samples)?;
        figures.extend(bench::animation::<T>()?);
        Ok(figures)
    }

    fn table_figures(&self, samples: usize) -> BoxFuture<'static, Result<Vec<Figure>>> {
        Box::pin(async move {
            let mut figures = table_bench::command::<T>(samples).await?;
            // Five times the samples, up to 500, at each length: the figure is the worst of up
            // to 16 lengths' p99s, which a hundred samples each left to one stray pause.
            figures.push(table_bench::long_history::<T>((samples * 5).min(500), 500).await?);
            figures.push(table_bench::bot_turns::<T>(samples.min(100)).await?);
            figures.extend(table_bench::many_games::<T>(10_000).await?);
            Ok(figures)
        })
    }

    fn populate<'a>(
        &'a self,
        store: &'a Store,
        games: usize,
        first_channel: i64,
    ) -> BoxFuture<'a, Result<()>> {
        Box::pin(table_bench::populate::<T>(store, games, first_channel))
    }

    fn bot_command<'a>(
        &'a self,
        table: &'a Table,
        record: &'a GameRecord,
        rng: &'a mut Rng,
    ) -> BoxFuture<'a, Result<Option<(i64, Command)>>> {
        Box::pin(crate::table::play::bot_command::<T>(table, record, rng))
    }

    fn replays_to_its_state<'a>(
        &'a self,
        table: &'a Table,
        record: &'a GameRecord,
    ) -> BoxFuture<'a, Result<bool>> {
        Box::pin(crate::table::play::replays_to_its_state::<T>(table, record))
    }
}
