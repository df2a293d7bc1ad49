//! A game type as the table sees it: one object per game in the registry, with everything the
//! lobby, the dispatcher and the front ends need to serve it, whatever the game. [`Entry`] makes
//! one from any [`Playable`] game. The tools (self-play, examples, benchmarks) reach the same
//! entries through a trait of their own, above the table.

use super::command::{Checked, Command};
use super::controls::{Offer, Scope};
use super::game::Playable;
use super::play::{self, Look, Opening, Started};
use super::post::{Image, Invocation, Outcome};
use super::refusal::Refusal;
use super::service::Table;
use super::spec::{Group, OptionSpec};
use crate::games::Seat;
use crate::store::{GameRecord, Placing};
use anyhow::Result;
use std::future::Future;
use std::marker::PhantomData;
use std::ops::RangeInclusive;
use std::pin::Pin;

pub type BoxFuture<'a, T> = Pin<Box<dyn Future<Output = T> + Send + 'a>>;

/// A game a table can hold: what serving it takes.
pub trait GameType: Send + Sync {
    /// Typed in `/game new game:<key>`; the slash group `/<key>`.
    fn key(&self) -> &'static str;
    fn title(&self) -> &'static str;
    fn seats(&self) -> RangeInclusive<usize>;
    fn rules_version(&self) -> i64;
    /// The languages a table of it may be opened in ([`super::TableGame::LANGUAGES`]).
    fn languages(&self) -> &'static [crate::lang::Lang];
    /// The slash group of the game's own commands.
    fn group(&self) -> Group;
    /// Its own options of `/game new` and of `/game start`.
    fn new_options(&self) -> Vec<OptionSpec>;
    fn start_options(&self) -> Vec<OptionSpec>;

    /// `/game new`'s options for this game.
    fn open(&self, cmd: &Checked) -> Result<Opening, Refusal>;
    /// A table's options (as stored) in words, in `lang`.
    fn describe(&self, options: &str, lang: crate::lang::Lang) -> String;
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
        scope: Scope,
        seat: Seat,
    ) -> BoxFuture<'a, Result<Vec<Offer>>>;
    /// The board picture after `seq` actions, with its file name.
    fn picture_at<'a>(
        &'a self,
        table: &'a Table,
        record: &'a GameRecord,
        seq: i64,
    ) -> BoxFuture<'a, Result<Image>>;
    /// How each seat placed, when the game is over (read from its log).
    fn placings<'a>(
        &'a self,
        table: &'a Table,
        record: &'a GameRecord,
    ) -> BoxFuture<'a, Result<Option<Vec<Placing>>>>;
    /// The public view and every seat's view, as JSON.
    fn views<'a>(
        &'a self,
        table: &'a Table,
        record: &'a GameRecord,
    ) -> BoxFuture<'a, Result<(serde_json::Value, serde_json::Value)>>;
}

/// The registry's entry for game `T`: the table serves it as a [`GameType`]; the tools above
/// the table implement their own trait for it.
pub struct Entry<T>(PhantomData<fn() -> T>);

impl<T> Entry<T> {
    pub const NEW: Entry<T> = Entry(PhantomData);
}

impl<T: Playable> GameType for Entry<T> {
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

    fn languages(&self) -> &'static [crate::lang::Lang] {
        T::LANGUAGES
    }

    fn group(&self) -> Group {
        Group {
            name: T::KEY,
            description: T::ABOUT.into(),
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

    fn describe(&self, options: &str, lang: crate::lang::Lang) -> String {
        play::describe::<T>(options, lang)
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
        scope: Scope,
        seat: Seat,
    ) -> BoxFuture<'a, Result<Vec<Offer>>> {
        Box::pin(play::offers::<T>(table, record, scope, seat))
    }

    fn picture_at<'a>(
        &'a self,
        table: &'a Table,
        record: &'a GameRecord,
        seq: i64,
    ) -> BoxFuture<'a, Result<Image>> {
        Box::pin(play::picture_at::<T>(table, record, seq))
    }

    fn placings<'a>(
        &'a self,
        table: &'a Table,
        record: &'a GameRecord,
    ) -> BoxFuture<'a, Result<Option<Vec<Placing>>>> {
        Box::pin(play::finished::<T>(table, record))
    }

    fn views<'a>(
        &'a self,
        table: &'a Table,
        record: &'a GameRecord,
    ) -> BoxFuture<'a, Result<(serde_json::Value, serde_json::Value)>> {
        Box::pin(play::views::<T>(table, record))
    }
}
