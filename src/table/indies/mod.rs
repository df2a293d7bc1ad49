//! East Indies at the table: `/indies ...` order commands (all secret: they work in a DM with
//! the bot, or in the channel where only the player sees the answer) into engine actions, the
//! engine's events and prompts into posts, and the public view into the map picture.

mod commands;
mod orders;
mod picture;
mod suggest;
mod texts;
mod words;

pub use picture::picture;

use crate::games::indies::{Action, Game, Options};
use crate::games::{Rules, Seat};
use crate::lang::{Lang, Text};
use crate::msg;
use crate::table::command::Checked;
use crate::table::game::TableGame;
use crate::table::refusal::Refusal;
use crate::table::spec::OptionSpec;

/// The words of `/game new years:`.
const YEARS: [(&str, u32); 3] = [("8", 8), ("12", 12), ("16", 16)];

/// The East Indies trade game (Terra Nova's expansion on a core of our own).
pub struct Indies;

impl TableGame for Indies {
    type Rules = Game;

    const KEY: &'static str = "indies";
    const TITLE: &'static str = "East Indies";
    const ABOUT: crate::lang::Msg = crate::msg!("cmd-indies");
    const SEATS: std::ops::RangeInclusive<usize> = 2..=5;
    const RULES_VERSION: i64 = 1;
    fn no_hand() -> Text {
        msg!("indies-no-hand").into()
    }
    fn no_undo() -> Option<Text> {
        Some(msg!("indies-no-undo").into())
    }

    fn new_options() -> Vec<OptionSpec> {
        vec![OptionSpec::choice_of(
            "years",
            msg!("cmd-indies-new-years"),
            &YEARS,
        )]
    }

    fn parse_options(cmd: &Checked) -> Result<Options, Refusal> {
        Ok(Options {
            years: cmd
                .optional("years", |c, name| c.pick(name, &YEARS))?
                .unwrap_or(Options::default().years),
        })
    }

    fn describe_options(options: &Options, lang: Lang) -> String {
        msg!("indies-years", years = options.years).render(lang)
    }

    fn option_words(options: &Options) -> String {
        if options.years == Options::default().years {
            String::new()
        } else {
            format!("years:{}", options.years)
        }
    }

    fn chapter(game: &Game) -> (u32, String, &'static str) {
        let round = game.round().unwrap_or(0);
        (
            game.year() * 4 + u32::from(round),
            format!("{}, order round {round}", game.year()),
            "board",
        )
    }

    /// A company that has not sealed when the deadline passes plays the design's default
    /// orders: its unsealed draft is dropped.
    fn overdue(game: &Game) -> Vec<(Seat, Action)> {
        game.waiting_for()
            .into_iter()
            .map(|seat| (seat, Action::Lapse))
            .collect()
    }
}
