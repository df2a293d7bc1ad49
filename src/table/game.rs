//! What differs from game to game at the table, in one trait per noun: [`TableGame`] (names,
//! seats, options), [`Commands`], [`Texts`], [`Pictures`] and [`Suggestions`]. Each
//! game implements them in its folder (src/table/<game>/), each in the file of that noun;
//! everything else (finding the game, the lock, replaying the log, committing an action,
//! composing the posts) is written once, in the `play/` folder.

use super::command::{Checked, Command};
use super::refusal::Refusal;
use super::spec::{CommandSpec, OptionSpec};
use super::subcommand::{self, At, Subcommand};
use crate::games::{Bots, Rules, Seat};
use crate::lang::{Lang, Text};
use crate::store::GameRecord;
use std::ops::RangeInclusive;

/// A game at the table. All functions are pure: they read a game and a stored record, never
/// the store. Texts name players with Discord mentions (`<@id>`).
pub trait TableGame: Send + Sync + 'static {
    /// The game's rules, with its computer players (the table seats them).
    type Rules: Bots;

    /// Typed in `/game new game:<key>`, the name of the slash group `/<key>`, stored with games.
    const KEY: &'static str;
    /// The game's name in texts, e.g. "The Festivals".
    const TITLE: &'static str;
    /// One line for the slash group and help (`cmd-<key>`).
    const ABOUT: crate::lang::Msg;
    const SEATS: RangeInclusive<usize>;
    /// Bumped when a rules change would replay an old log differently.
    const RULES_VERSION: i64;
    /// The languages every text of the game is written in: a table may be opened in these.
    const LANGUAGES: &'static [crate::lang::Lang] = &crate::lang::Lang::ALL;
    /// The refusal of `/game hand` for someone without a seat.
    fn no_hand() -> Text;
    /// Why `/game undo` is never allowed in this game, when its rules forbid it.
    fn no_undo() -> Option<Text> {
        None
    }

    /// The game's own options of `/game new` (the lobby adds `game`, `players`, `seed`, `setup`).
    fn new_options() -> Vec<OptionSpec>;
    /// Options of `/game start` this game reads.
    fn start_options() -> Vec<OptionSpec> {
        Vec::new()
    }

    /// The options of `/game new` (or of a self-play run), checked against
    /// [`TableGame::new_options`], as the engine's options.
    fn parse_options(cmd: &Checked) -> Result<<Self::Rules as Rules>::Options, Refusal>;
    /// Options reconciled with a described position the table starts from.
    fn with_position(
        options: <Self::Rules as Rules>::Options,
        _cmd: &Checked,
        _position: &<Self::Rules as Rules>::Position,
    ) -> Result<<Self::Rules as Rules>::Options, Refusal> {
        Ok(options)
    }
    /// Reads the options of `/game start` (`cmd` is `None` when the last join starts the game).
    fn start_choices(
        _record: &GameRecord,
        _cmd: Option<&Checked>,
        _options: &mut <Self::Rules as Rules>::Options,
        _from_position: bool,
    ) -> Result<(), Refusal> {
        Ok(())
    }
    /// The options in words, e.g. "no typhoons", in `lang`.
    fn describe_options(options: &<Self::Rules as Rules>::Options, lang: Lang) -> String;
    /// The options as `/game new` words, e.g. "money:open" (for example scripts).
    fn option_words(options: &<Self::Rules as Rules>::Options) -> String;
    /// Mends a setup recorded by an older version, before it is read.
    fn upgrade_setup(_setup: &mut serde_json::Value) {}

    /// For example scripts: a heading and a look command (`board` or `status`) when a new
    /// round or year begins, as a number that changes with it.
    fn chapter(game: &Self::Rules) -> (u32, String, &'static str);
    /// The actions the table applies for awaited seats when a table's deadline passes: the
    /// defaults the game's rules define (East Indies: default orders for a company that did not
    /// seal). Empty when the rules define none.
    fn overdue(_game: &Self::Rules) -> Vec<(Seat, <Self::Rules as Rules>::Action)> {
        Vec::new()
    }
}

/// A game's commands: described as data for the front ends, read into actions, and written back.
pub trait Commands: TableGame {
    /// The game's subcommands, each described once (see [`subcommand`]): the three functions
    /// below are made from them. A game whose subcommands give several kinds of action each
    /// (the East Indies' orders) writes those three itself instead.
    const SUBCOMMANDS: &'static [Subcommand<Self::Rules, <Self::Rules as Rules>::Action>] = &[];
    /// The subcommands of `/<key>`.
    fn commands() -> Vec<CommandSpec> {
        subcommand::specs(Self::SUBCOMMANDS)
    }
    /// `/<key> <sub>`, checked against its spec, as an action of `seat`.
    fn parse_action(
        record: &GameRecord,
        game: &<Self as TableGame>::Rules,
        seat: Seat,
        cmd: &Checked,
    ) -> Result<<<Self as TableGame>::Rules as Rules>::Action, Refusal> {
        subcommand::read(
            Self::SUBCOMMANDS,
            Self::KEY,
            &At { record, game, seat },
            cmd,
        )
    }
    /// The actions shown to `seat` as buttons in the channel, which anyone may read: by default
    /// its legal actions. A game whose legal actions depend on a secret (Indonesia's closed
    /// money limits bids to the bidder's cash) overrides this with choices built from public
    /// knowledge alone, and offers the rest privately ([`Commands::private_offers`]).
    fn offered(
        game: &<Self as TableGame>::Rules,
        seat: Seat,
    ) -> Vec<<<Self as TableGame>::Rules as Rules>::Action> {
        game.legal(seat)
    }
    /// A seat's own menus for its secret choices (the answer to `/game hand`), when the game
    /// shows them better than one menu per command (the Festivals plan: a multi-select of
    /// tickets), or when its channel menus leave out what depends on a secret (Indonesia's bids
    /// up to a closed-money player's cash). When this gives menus for an awaited seat, the
    /// channel offers that seat a button to open them; so whether it gives any must itself
    /// depend on public knowledge only.
    fn private_offers(
        _record: &GameRecord,
        _game: &<Self as TableGame>::Rules,
        _seat: Seat,
    ) -> Option<Vec<super::controls::Offer>> {
        None
    }
    /// Whether [`Commands::private_offers`] gives menus to `seat`: asked for every awaited seat
    /// of every channel post, so a game whose private menus are long to build answers it
    /// without building them.
    fn offers_privately(
        record: &GameRecord,
        game: &<Self as TableGame>::Rules,
        seat: Seat,
    ) -> bool {
        Self::private_offers(record, game, seat).is_some()
    }
    /// Commands of several steps offered to `seat` in the channel besides its single steps
    /// ([`Commands::offered`]): the Festivals' menu of whole routes. Only from public knowledge.
    fn joined_offers(
        _record: &GameRecord,
        _game: &<Self as TableGame>::Rules,
        _seat: Seat,
    ) -> Vec<super::controls::Offer> {
        Vec::new()
    }
    /// What a button or menu option for `command` says, where the command's own words
    /// ("Bid amount 5") would not say what it does; in `lang`, the table's.
    fn label(_command: &Command, _lang: Lang) -> Option<String> {
        None
    }
    /// A typed command that stands for several steps (a Festivals route), as the commands of
    /// its steps in order, each then read and applied as if typed alone (on `game` as the steps
    /// before it leave it); None for a command of one step (the default).
    fn steps(
        _game: &<Self as TableGame>::Rules,
        _cmd: &Checked,
    ) -> Result<Option<Vec<Command>>, Refusal> {
        Ok(None)
    }
    /// The one command that types `steps`, one seat's commands in the order it would type them
    /// (each as [`Commands::command_for`] writes it), when the game's commands can give them
    /// together; its [`Commands::steps`] are `steps` again. None (the default) when they cannot.
    /// The bots type so, and self-play counts such a run as one wait.
    fn join(_steps: &[Command]) -> Option<Command> {
        None
    }
    /// Whether a command joining `run` (one seat's commands in order, as for
    /// [`Commands::join`]) might go on with a further step: a bot looks for its next choice
    /// only then. By default, when the run's last command repeated would still join.
    fn may_go_on(run: &[Command]) -> bool {
        let mut longer = run.to_vec();
        longer.extend(run.last().cloned());
        Self::join(&longer).is_some()
    }
    /// The command `seat` types for `action`: the inverse of [`Commands::parse_action`].
    fn command_for(
        record: &GameRecord,
        game: &<Self as TableGame>::Rules,
        seat: Seat,
        action: &<<Self as TableGame>::Rules as Rules>::Action,
    ) -> Command {
        subcommand::write(
            Self::SUBCOMMANDS,
            Self::KEY,
            &At { record, game, seat },
            action,
        )
    }
}

/// A game in words: the channel's texts, `/game status`, `/game hand`, private notices.
///
/// Every text is written in the `lang` it is given: the table decides who reads it (issue 41),
/// the table's language for what the channel shows, the reader's for a private answer. A game
/// builds its sentences from its catalogue (`msg!`, assets/locales/<lang>/<game>.ftl).
pub trait Texts: TableGame {
    /// The first line of the channel post when the game begins.
    fn intro(record: &GameRecord, game: &<Self as TableGame>::Rules, lang: Lang) -> String;
    /// An event as a sentence, naming seats with `name`.
    fn describe(
        game: &<Self as TableGame>::Rules,
        event: &crate::games::EventOf<<Self as TableGame>::Rules>,
        name: &dyn Fn(Seat) -> String,
        lang: Lang,
    ) -> String;

    /// The channel post's lines for the public events of one change (`events`, in order). By
    /// default each event's line, as `/game log` shows it, the last one kept whole when it ends
    /// the game (every game ends with its scores). A game whose one move carries out a long run
    /// of events (the East Indies' reveal) tells them shorter here, so that the post fits in one
    /// message without a cut; the log keeps every event's line.
    fn report(
        game: &<Self as TableGame>::Rules,
        events: &[&crate::games::EventOf<<Self as TableGame>::Rules>],
        name: &dyn Fn(Seat) -> String,
        lang: Lang,
    ) -> Report {
        let mut lines: Vec<String> = events
            .iter()
            .map(|e| Self::describe(game, e, name, lang))
            .collect();
        let end = match game.is_over() {
            true => lines.pop().into_iter().collect(),
            false => Vec::new(),
        };
        Report { lines, end }
    }

    /// What the game waits for, with the command to answer it: for the channel, so from public
    /// knowledge only.
    fn prompt_text(record: &GameRecord, game: &<Self as TableGame>::Rules, lang: Lang) -> String;
    /// One line for `/game board`.
    fn status_line(record: &GameRecord, game: &<Self as TableGame>::Rules, lang: Lang) -> String;
    /// `/game status`: the state in words, from the public view.
    fn status_text(record: &GameRecord, game: &<Self as TableGame>::Rules, lang: Lang) -> String;
    /// `/game hand`: a seat's own view, sent to that player alone.
    fn hand_text(
        record: &GameRecord,
        game: &<Self as TableGame>::Rules,
        seat: Seat,
        lang: Lang,
    ) -> String;
    /// Private notices after a change (`started`: the game has just begun), e.g. "plan now".
    fn notices(
        _record: &GameRecord,
        _game: &<Self as TableGame>::Rules,
        _events: &[crate::games::EventOf<<Self as TableGame>::Rules>],
        _started: bool,
        _lang: Lang,
    ) -> Vec<(Seat, String)> {
        Vec::new()
    }
}

/// A change's public events as the channel post tells them ([`Texts::report`]).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Report {
    /// The lines in order; a post too long for one message is cut at the end of these.
    pub lines: Vec<String>,
    /// Lines never cut, after `lines`: the end of the game, its winner and final scores.
    pub end: Vec<String>,
}

/// A game's pictures.
pub trait Pictures: TableGame {
    /// What the board picture shows of the game, leaving out who acts now and the status line:
    /// a change of state that leaves it the same (a bid with closed money, a plan) is posted
    /// without a picture. None: every change gets one.
    fn scene(_names: &[&str], _game: &<Self as TableGame>::Rules) -> Option<String> {
        None
    }
    /// The board picture, drawn from the public view and the seats' names only (the replay's
    /// frames).
    fn image(
        names: &[&str],
        game: &<Self as TableGame>::Rules,
        lang: Lang,
    ) -> nusantara_render::RgbImage;
    /// The board picture as a PNG, in the game's own encoding (palette, compression): drawn and
    /// encoded in one go, which the renderer overlaps on the cores.
    fn picture(names: &[&str], game: &<Self as TableGame>::Rules, lang: Lang) -> Vec<u8>;
    /// A seat's colour on the board (0xRRGGBB), as the picture draws that seat: the accent of
    /// a turn card that awaits it. None for a seat the game does not have.
    fn seat_colour(game: &<Self as TableGame>::Rules, seat: Seat) -> Option<u32>;
    /// What the board picture shows, in words, for those who cannot see it (the description
    /// of a card's picture): read from the same public view as the picture, short (Discord
    /// takes at most 1,024 characters).
    fn board_words(names: &[&str], game: &<Self as TableGame>::Rules, lang: Lang) -> String;
}

/// Autocomplete.
pub trait Suggestions: TableGame {
    /// Values `seat` could use now for the option `focused` of `/<key> <sub>`, as (what the user
    /// sees, the value).
    fn suggest(
        record: &GameRecord,
        game: &<Self as TableGame>::Rules,
        seat: Seat,
        cmd: &Command,
        sub: &str,
        focused: &str,
    ) -> Vec<(String, String)>;
}

/// Everything a game implements at the table; the play path is written against this.
pub trait Playable: Commands + Texts + Pictures + Suggestions {}

impl<T: Commands + Texts + Pictures + Suggestions> Playable for T {}
