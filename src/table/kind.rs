//! A game kind as the rest of the program sees it: one object per game in the registry, with
//! everything the lobby, the front ends and the tools need, whatever the game. [`Entry`] makes
//! one from any [`TableGame`].

use super::command::{Checked, Command};
use super::example::{self, NAMES};
use super::game::Playable;
use super::play::{self, Look, Opening, Started};
use super::post::{Invocation, Outcome};
use super::refusal::Refusal;
use super::service::Table;
use super::spec::{CommandSpec, Group, OptionSpec};
use crate::games::{Rules, Seat};
use crate::selfplay::Report;
use crate::store::GameRecord;
use anyhow::Result;
use std::future::Future;
use std::marker::PhantomData;
use std::ops::RangeInclusive;
use std::pin::Pin;

pub type BoxFuture<'a, T> = Pin<Box<dyn Future<Output = T> + Send + 'a>>;

/// A game a table can hold.
pub trait Kind: Send + Sync {
    /// Typed in `/game new game:<key>`; the slash group `/<key>`.
    fn key(&self) -> &'static str;
    fn title(&self) -> &'static str;
    fn seats(&self) -> RangeInclusive<usize>;
    fn rules_version(&self) -> i64;
    /// The slash group of the game's own commands.
    fn group(&self) -> Group;
    /// Its own options of `/game new` and of `/game start`.
    fn new_options(&self) -> Vec<OptionSpec>;
    fn start_options(&self) -> Vec<OptionSpec>;

    /// `/game new`'s options for this game.
    fn open(&self, cmd: &Checked) -> Result<Opening, Refusal>;
    /// A table's options (as stored) in words.
    fn describe(&self, options: &str) -> String;
    fn start<'a>(
        &'a self,
        table: &'a Table,
        record: &'a GameRecord,
        cmd: Option<&'a Checked>,
    ) -> BoxFuture<'a, Outcome<Started>>;
    fn act<'a>(
        &'a self,
        table: &'a Table,
        inv: &'a Invocation,
        record: GameRecord,
        cmd: &'a Checked,
    ) -> BoxFuture<'a, Outcome>;
    fn look<'a>(
        &'a self,
        table: &'a Table,
        inv: &'a Invocation,
        record: &'a GameRecord,
        look: Look,
    ) -> BoxFuture<'a, Outcome>;
    fn waiting<'a>(
        &'a self,
        table: &'a Table,
        record: &'a GameRecord,
    ) -> BoxFuture<'a, Result<Vec<Seat>>>;
    fn suggest<'a>(
        &'a self,
        table: &'a Table,
        record: &'a GameRecord,
        seat: Seat,
        cmd: &'a Command,
        sub: &'a str,
        focused: &'a str,
    ) -> BoxFuture<'a, Result<Vec<(String, String)>>>;
    /// The command the bot would type now for an awaited seat, with that seat's user.
    fn bot_command<'a>(
        &'a self,
        table: &'a Table,
        record: &'a GameRecord,
        rng: &'a mut crate::rng::Rng,
    ) -> BoxFuture<'a, Result<Option<(i64, Command)>>>;
    /// Fills a store with `games` games in their first round, in channels from `first_channel`.
    fn populate<'a>(
        &'a self,
        store: &'a crate::store::Store,
        games: usize,
        first_channel: i64,
    ) -> BoxFuture<'a, Result<()>>;
    /// The moves of the seats handed to the bot, while the game awaits them (the caller holds
    /// the channel's lock).
    fn bots<'a>(&'a self, table: &'a Table, game_id: i64) -> BoxFuture<'a, Outcome>;
    /// `/game undo` by the user of `inv`.
    fn undo<'a>(
        &'a self,
        table: &'a Table,
        inv: &'a Invocation,
        record: &'a GameRecord,
    ) -> BoxFuture<'a, Outcome>;
    /// The table's deadline at `now`: a reminder or the defaults, when due.
    fn deadline<'a>(
        &'a self,
        table: &'a Table,
        record: &'a GameRecord,
        now: i64,
    ) -> BoxFuture<'a, Outcome>;
    /// The game's buttons and menus as they are now: the channel's, or `seat`'s own.
    fn offers<'a>(
        &'a self,
        table: &'a Table,
        record: &'a GameRecord,
        scope: super::components::Scope,
        seat: Seat,
    ) -> BoxFuture<'a, Result<Vec<super::components::Offer>>>;
    /// Whether the stored state equals a replay of the whole log.
    fn replays_to_its_state<'a>(
        &'a self,
        table: &'a Table,
        record: &'a GameRecord,
    ) -> BoxFuture<'a, Result<bool>>;
    /// The board picture after `seq` actions.
    fn picture_at<'a>(
        &'a self,
        table: &'a Table,
        record: &'a GameRecord,
        seq: i64,
    ) -> BoxFuture<'a, Result<Vec<u8>>>;
    /// The public view and every seat's view, as JSON.
    fn views<'a>(
        &'a self,
        table: &'a Table,
        record: &'a GameRecord,
    ) -> BoxFuture<'a, Result<(serde_json::Value, serde_json::Value)>>;

    /// Random self-play with the game's bot (`options` as in `/game new`).
    fn selfplay(
        &self,
        options: &Command,
        games: u64,
        players: usize,
        seed: u64,
    ) -> Result<Report, String>;
    /// A whole seeded game as a script for `nusantara script`.
    fn example(&self, options: &Command, players: usize, seed: u64) -> Result<String, String>;
    /// Pictures of a seeded game for the docs, as file names and PNGs.
    fn showcase(
        &self,
        options: &Command,
        players: usize,
        seed: u64,
    ) -> Result<Vec<(String, Vec<u8>)>, String>;
    /// The game's figures for `nusantara bench`.
    fn benches(&self, samples: usize) -> Result<Vec<crate::bench::Figure>>;
    /// The table service's figures for this game: a command, a long history, many games.
    fn table_benches(
        &self,
        samples: usize,
    ) -> BoxFuture<'static, Result<Vec<crate::bench::Figure>>>;
}

/// The registry's entry for game `T`.
pub struct Entry<T>(PhantomData<fn() -> T>);

impl<T> Entry<T> {
    pub const NEW: Entry<T> = Entry(PhantomData);
}

fn names<T: Playable>(players: usize) -> Result<&'static [&'static str], String> {
    if !T::SEATS.contains(&players) {
        return Err(format!(
            "{} seats {} to {} players",
            T::TITLE,
            T::SEATS.start(),
            T::SEATS.end()
        ));
    }
    Ok(&NAMES[..players])
}

/// The options of a tool run (self-play, an example, pictures), checked like `/game new`'s.
fn tool_options<T: Playable>(cmd: &Command) -> Result<<T::Rules as Rules>::Options, String> {
    let spec = T::new_options()
        .into_iter()
        .fold(CommandSpec::new("new", T::TITLE), CommandSpec::option);
    let checked = cmd.check(&spec).map_err(|r| r.message)?;
    T::parse_options(&checked).map_err(|r| r.message)
}

impl<T: Playable> Kind for Entry<T> {
    fn key(&self) -> &'static str {
        T::KEY
    }

    fn title(&self) -> &'static str {
        T::TITLE
    }

    fn seats(&self) -> RangeInclusive<usize> {
        T::SEATS
    }

    fn rules_version(&self) -> i64 {
        T::RULES_VERSION
    }

    fn group(&self) -> Group {
        Group {
            name: T::KEY,
            description: T::ABOUT.to_string(),
            commands: T::commands(),
        }
    }

    fn new_options(&self) -> Vec<OptionSpec> {
        T::new_options()
    }

    fn start_options(&self) -> Vec<OptionSpec> {
        T::start_options()
    }

    fn open(&self, cmd: &Checked) -> Result<Opening, Refusal> {
        play::open::<T>(cmd)
    }

    fn describe(&self, options: &str) -> String {
        play::describe::<T>(options)
    }

    fn start<'a>(
        &'a self,
        table: &'a Table,
        record: &'a GameRecord,
        cmd: Option<&'a Checked>,
    ) -> BoxFuture<'a, Outcome<Started>> {
        Box::pin(play::start::<T>(table, record, cmd))
    }

    fn act<'a>(
        &'a self,
        table: &'a Table,
        inv: &'a Invocation,
        record: GameRecord,
        cmd: &'a Checked,
    ) -> BoxFuture<'a, Outcome> {
        Box::pin(play::act::<T>(table, inv, record, cmd))
    }

    fn look<'a>(
        &'a self,
        table: &'a Table,
        inv: &'a Invocation,
        record: &'a GameRecord,
        look: Look,
    ) -> BoxFuture<'a, Outcome> {
        Box::pin(play::look::<T>(table, inv, record, look))
    }

    fn waiting<'a>(
        &'a self,
        table: &'a Table,
        record: &'a GameRecord,
    ) -> BoxFuture<'a, Result<Vec<Seat>>> {
        Box::pin(play::waiting::<T>(table, record))
    }

    fn suggest<'a>(
        &'a self,
        table: &'a Table,
        record: &'a GameRecord,
        seat: Seat,
        cmd: &'a Command,
        sub: &'a str,
        focused: &'a str,
    ) -> BoxFuture<'a, Result<Vec<(String, String)>>> {
        Box::pin(play::suggest::<T>(table, record, seat, cmd, sub, focused))
    }

    fn bot_command<'a>(
        &'a self,
        table: &'a Table,
        record: &'a GameRecord,
        rng: &'a mut crate::rng::Rng,
    ) -> BoxFuture<'a, Result<Option<(i64, Command)>>> {
        Box::pin(play::bot_command::<T>(table, record, rng))
    }

    fn populate<'a>(
        &'a self,
        store: &'a crate::store::Store,
        games: usize,
        first_channel: i64,
    ) -> BoxFuture<'a, Result<()>> {
        Box::pin(super::bench::populate::<T>(store, games, first_channel))
    }

    fn undo<'a>(
        &'a self,
        table: &'a Table,
        inv: &'a Invocation,
        record: &'a GameRecord,
    ) -> BoxFuture<'a, Outcome> {
        Box::pin(play::undo::<T>(table, inv, record))
    }

    fn bots<'a>(&'a self, table: &'a Table, game_id: i64) -> BoxFuture<'a, Outcome> {
        Box::pin(play::bots::<T>(table, game_id))
    }

    fn deadline<'a>(
        &'a self,
        table: &'a Table,
        record: &'a GameRecord,
        now: i64,
    ) -> BoxFuture<'a, Outcome> {
        Box::pin(play::deadline::<T>(table, record, now))
    }

    fn offers<'a>(
        &'a self,
        table: &'a Table,
        record: &'a GameRecord,
        scope: super::components::Scope,
        seat: Seat,
    ) -> BoxFuture<'a, Result<Vec<super::components::Offer>>> {
        Box::pin(play::offers::<T>(table, record, scope, seat))
    }

    fn replays_to_its_state<'a>(
        &'a self,
        table: &'a Table,
        record: &'a GameRecord,
    ) -> BoxFuture<'a, Result<bool>> {
        Box::pin(play::replays_to_its_state::<T>(table, record))
    }

    fn picture_at<'a>(
        &'a self,
        table: &'a Table,
        record: &'a GameRecord,
        seq: i64,
    ) -> BoxFuture<'a, Result<Vec<u8>>> {
        Box::pin(play::picture_at::<T>(table, record, seq))
    }

    fn views<'a>(
        &'a self,
        table: &'a Table,
        record: &'a GameRecord,
    ) -> BoxFuture<'a, Result<(serde_json::Value, serde_json::Value)>> {
        Box::pin(play::views::<T>(table, record))
    }

    fn selfplay(
        &self,
        options: &Command,
        games: u64,
        players: usize,
        seed: u64,
    ) -> Result<Report, String> {
        names::<T>(players)?;
        let options = tool_options::<T>(options)?;
        crate::selfplay::run::<T::Rules>(&options, games, players, seed)
    }

    fn example(&self, options: &Command, players: usize, seed: u64) -> Result<String, String> {
        let options = tool_options::<T>(options)?;
        example::script::<T>(names::<T>(players)?, &options, seed)
    }

    fn showcase(
        &self,
        options: &Command,
        players: usize,
        seed: u64,
    ) -> Result<Vec<(String, Vec<u8>)>, String> {
        let options = tool_options::<T>(options)?;
        T::showcase(names::<T>(players)?, &options, seed)
    }

    fn benches(&self, samples: usize) -> Result<Vec<crate::bench::Figure>> {
        let mut figures = T::benches(samples)?;
        figures.extend(super::replay::bench::<T>()?);
        Ok(figures)
    }

    fn table_benches(
        &self,
        samples: usize,
    ) -> BoxFuture<'static, Result<Vec<crate::bench::Figure>>> {
        Box::pin(async move {
            let mut figures = vec![super::bench::command::<T>(samples).await?];
            figures.push(super::bench::long_history::<T>(samples.min(100), 500).await?);
            figures.extend(super::bench::many_games::<T>(10_000).await?);
            Ok(figures)
        })
    }
}
