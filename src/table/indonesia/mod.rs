//! Indonesia at the table: `/indonesia ...` commands into engine actions, the engine's events
//! and prompts into posts, and the public view into a text summary and a picture.
//!
//! Everything posted in the channel is built from the public view, the public events and
//! [`Game::public_choices`]; with closed money none of them can carry a player's cash. A
//! player's own cash reaches only that player (`/game hand`, private events).

mod commands;
mod names;
mod picture;
mod prompt;
mod reading;
mod steps;
mod suggest;
mod texts;
mod words;

pub use picture::picture;

use crate::games::indonesia::{Action, Bids, Game, Money, Options, Position};
use crate::games::{Rules, Seat};
use crate::lang::{Lang, Text};
use crate::msg;
use crate::table::command::Checked;
use crate::table::game::TableGame;
use crate::table::refusal::Refusal;
use crate::table::spec::{OptionSpec, word_for};
use commands::{BIDS, MONEY};

/// Indonesia (Splotter Spellen).
pub struct Indonesia;

impl TableGame for Indonesia {
    type Rules = Game;

    const KEY: &'static str = "indonesia";
    const TITLE: &'static str = "Indonesia";
    const ABOUT: crate::lang::Msg = crate::msg!("cmd-indonesia");
    const SEATS: std::ops::RangeInclusive<usize> = 2..=5;
    const RULES_VERSION: i64 = 1;
    fn no_hand() -> Text {
        msg!("indonesia-no-hand").into()
    }

    /// Indonesia's own options of `/game new`.
    fn new_options() -> Vec<OptionSpec> {
        vec![
            OptionSpec::choice_of("money", msg!("cmd-indonesia-new-money"), &MONEY),
            OptionSpec::choice_of("bids", msg!("cmd-indonesia-new-bids"), &BIDS),
        ]
    }

    /// Indonesia's options of `/game new`.
    fn parse_options(cmd: &Checked) -> Result<Options, Refusal> {
        let default = Options::default();
        Ok(Options {
            money: cmd
                .optional("money", |c, name| c.pick(name, &MONEY))?
                .unwrap_or(default.money),
            bids: cmd
                .optional("bids", |c, name| c.pick(name, &BIDS))?
                .unwrap_or(default.bids),
        })
    }

    /// A described position sets the money and bid rules itself.
    fn with_position(
        mut options: Options,
        cmd: &Checked,
        position: &Position,
    ) -> Result<Options, Refusal> {
        if cmd.has("money") && options.money != position.money {
            return Err(Refusal::bad_option(msg!("indonesia-refused-setup-money")));
        }
        if cmd.has("bids") && options.bids != position.bids {
            return Err(Refusal::bad_option(msg!("indonesia-refused-setup-bids")));
        }
        options.money = position.money;
        options.bids = position.bids;
        Ok(options)
    }

    fn describe_options(options: &Options, lang: Lang) -> String {
        let money = match options.money {
            Money::Open => "open",
            Money::Closed => "closed",
        };
        let bids = match options.bids {
            Bids::Open => "open",
            Bids::Sealed => "sealed",
        };
        msg!("indonesia-options", money = money, bids = bids).render(lang)
    }

    fn option_words(options: &Options) -> String {
        let money = format!(
            "money:{}",
            word_for(&MONEY, &options.money).unwrap_or_default()
        );
        match options.bids {
            Bids::Open => money,
            Bids::Sealed => format!("{money} bids:sealed"),
        }
    }

    /// A player who lets the deadline pass passes, where passing is allowed (a merger, an
    /// acquisition, an optional expansion) and bids nothing in the turn order bid (open or
    /// sealed); elsewhere the host is told.
    fn overdue(game: &Game) -> Vec<(Seat, Action)> {
        let nothing = Action::Bid { amount: 0 };
        game.waiting_for()
            .into_iter()
            .filter_map(|seat| {
                let legal = game.legal(seat);
                [Action::Pass, nothing.clone()]
                    .into_iter()
                    .find(|a| legal.contains(a))
                    .map(|a| (seat, a))
            })
            .collect()
    }

    fn chapter(game: &Game) -> (u32, String, &'static str) {
        (
            game.year(),
            format!("Year {}, era {}", game.year(), game.era()),
            "status",
        )
    }
}
