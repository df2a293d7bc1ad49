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
mod suggest;
mod texts;

pub use picture::picture;

use crate::games::indonesia::{Action, Bids, Game, Money, Options, Position};
use crate::games::{Rules, Seat};
use crate::table::command::Command;
use crate::table::game::TableGame;
use crate::table::post::Refusal;
use crate::table::spec::OptionSpec;

/// Indonesia (Splotter Spellen).
pub struct Indonesia;

impl TableGame for Indonesia {
    type Rules = Game;

    const KEY: &'static str = "indonesia";
    const TITLE: &'static str = "Indonesia";
    const ABOUT: &'static str =
        "Indonesia: found companies, merge them, ship goods across the archipelago";
    const SEATS: std::ops::RangeInclusive<usize> = 2..=5;
    const RULES_VERSION: i64 = 1;
    const NO_HAND: &'static str =
        "You have no seat at this game, so you have no cash or city cards.";

    /// Indonesia's own options of `/game new`.
    fn new_options() -> Vec<OptionSpec> {
        vec![
            OptionSpec::choice(
                "money",
                "Indonesia: whether players' cash is public (default closed)",
                &["open", "closed"],
            ),
            OptionSpec::choice(
                "bids",
                "Indonesia: turn order bids one by one in the open (default) or all at once sealed",
                &["open", "sealed"],
            ),
        ]
    }

    /// Indonesia's options of `/game new`.
    fn parse_options(cmd: &Command) -> Result<Options, Refusal> {
        let mut options = Options::default();
        if let Some(m) = cmd.option("money") {
            options.money = commands::parse_money(m)?;
        }
        if let Some(b) = cmd.option("bids") {
            options.bids = commands::parse_bids(b)?;
        }
        Ok(options)
    }

    /// A described position sets the money and bid rules itself.
    fn with_position(
        mut options: Options,
        cmd: &Command,
        position: &Position,
    ) -> Result<Options, Refusal> {
        if cmd.option("money").is_some() && options.money != position.money {
            return Err(Refusal::from(
                "The setup file sets the money rule itself: leave out `money:` or make them agree.",
            ));
        }
        if cmd.option("bids").is_some() && options.bids != position.bids {
            return Err(Refusal::from(
                "The setup file sets the bid rule itself: leave out `bids:` or make them agree.",
            ));
        }
        options.money = position.money;
        options.bids = position.bids;
        Ok(options)
    }

    fn describe_options(options: &Options) -> String {
        let money = match options.money {
            Money::Open => "open money: everyone's cash is public",
            Money::Closed => "closed money: each player's cash is private",
        };
        match options.bids {
            Bids::Open => money.to_string(),
            Bids::Sealed => format!("{money}; sealed turn order bids"),
        }
    }

    fn option_words(options: &Options) -> String {
        let money = match options.money {
            Money::Open => "money:open",
            Money::Closed => "money:closed",
        };
        match options.bids {
            Bids::Open => money.to_string(),
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
