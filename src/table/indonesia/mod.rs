//! Indonesia at the table: `/indonesia ...` commands into engine actions, the engine's events
//! and prompts into posts, and the public view into a text summary and a picture.
//!
//! Everything posted in the channel is built from the public view, the public events and
//! [`Game::public_choices`]; with closed money none of them can carry a player's cash. A
//! player's own cash reaches only that player (`/game hand`, private events).

mod bench;
mod commands;
mod picture;
mod suggest;
mod summary;
mod texts;

pub use bench::era_c_shipping_problems;
pub use picture::picture;

use crate::games::Seat;
use crate::games::indonesia::{Action, Era, Event, Game, Money, Options, Position, Prompt};
use crate::store::GameRecord;
use crate::table::command::Command;
use crate::table::game::TableGame;
use crate::table::post::Refusal;
use crate::table::seats::seated_list;
use crate::table::spec::{CommandSpec, OptionSpec};

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

    fn commands() -> Vec<CommandSpec> {
        commands::specs()
    }

    fn new_options() -> Vec<OptionSpec> {
        commands::new_options()
    }

    fn parse_options(cmd: &Command) -> Result<Options, Refusal> {
        commands::parse_options(cmd)
    }

    fn with_position(
        options: Options,
        cmd: &Command,
        position: &Position,
    ) -> Result<Options, Refusal> {
        commands::with_position(options, cmd, position)
    }

    fn describe_options(options: &Options) -> String {
        match options.money {
            Money::Open => "open money: everyone's cash is public",
            Money::Closed => "closed money: each player's cash is private",
        }
        .to_string()
    }

    fn option_words(options: &Options) -> String {
        match options.money {
            Money::Open => "money:open",
            Money::Closed => "money:closed",
        }
        .to_string()
    }

    fn intro(record: &GameRecord, game: &Game) -> String {
        let money = match game.options().money {
            Money::Open => "Money is open: everyone's cash is on the board.",
            Money::Closed => {
                "Money is closed: your cash is yours to know (`/game hand` shows it to you alone)."
            }
        };
        format!(
            "Indonesia begins! Seats: {}. {money} Each player has been sent their city cards.",
            seated_list(record),
        )
    }

    fn describe(game: &Game, event: &Event, name: &dyn Fn(Seat) -> String) -> String {
        event.text(game.map(), name)
    }

    fn parse_action(
        record: &GameRecord,
        game: &Game,
        seat: Seat,
        cmd: &Command,
        sub: &str,
    ) -> Result<Action, Refusal> {
        commands::parse_action(cmd, sub, record, game, seat)
    }

    fn command_for(record: &GameRecord, game: &Game, seat: Seat, action: &Action) -> Command {
        commands::command_for(game.map(), record, seat, action)
    }

    fn prompt_text(record: &GameRecord, game: &Game) -> String {
        texts::prompt_text(record, game, &game.public_view())
    }

    fn status_line(record: &GameRecord, game: &Game) -> String {
        texts::status_line(record, game)
    }

    fn status_text(record: &GameRecord, game: &Game) -> String {
        summary::summary(record, game)
    }

    fn hand_text(record: &GameRecord, game: &Game, seat: Seat) -> String {
        summary::hand_text(record, game, seat)
    }

    fn picture(names: &[&str], game: &Game) -> Vec<u8> {
        let picture = picture(names, game.map(), &game.public_view());
        nusantara_render::indonesia::encode_png(&nusantara_render::indonesia::draw(&picture))
    }

    fn suggest(
        record: &GameRecord,
        game: &Game,
        seat: Seat,
        cmd: &Command,
        sub: &str,
        focused: &str,
    ) -> Vec<(String, String)> {
        suggest::suggest(record, game, seat, cmd, sub, focused)
    }

    fn chapter(game: &Game) -> (u32, String, &'static str) {
        (
            game.year(),
            format!("Year {}, era {}", game.year(), game.era()),
            "status",
        )
    }

    /// A picture of each era: the last shipping plan offered in that era (the board at its
    /// fullest, a plan drawn on it), or the era's last state when no plan ships anything.
    fn showcase(
        names: &[&str],
        options: &Options,
        seed: u64,
    ) -> Result<Vec<(String, Vec<u8>)>, String> {
        let mut game = crate::selfplay::setup::<Game>(options, names.len(), seed)?;
        let mut rng = crate::selfplay::chooser(seed);
        // Per era: the best state so far, and whether it shows a plan.
        let mut best: Vec<(Era, Game, bool)> = Vec::new();
        let mut actions = 0;
        loop {
            let view = game.public_view();
            let with_plan =
                matches!(&view.prompt, Prompt::Ship { plan, .. } if !plan.deliveries.is_empty());
            match best.last_mut() {
                Some((era, kept, planned)) if *era == view.era => {
                    if with_plan || !*planned {
                        *kept = game.clone();
                        *planned |= with_plan;
                    }
                }
                _ => best.push((view.era, game.clone(), with_plan)),
            }
            if crate::games::Rules::is_over(&game) {
                break;
            }
            if actions >= crate::selfplay::MAX_ACTIONS {
                return Err(format!("the game of seed {seed} did not end"));
            }
            crate::selfplay::step(&mut game, &mut rng)?;
            actions += 1;
        }
        Ok(best
            .into_iter()
            .map(|(era, game, _)| {
                (
                    format!("indonesia-era-{}.png", era.to_string().to_lowercase()),
                    Self::picture(names, &game),
                )
            })
            .collect())
    }

    fn benches(samples: usize) -> anyhow::Result<Vec<crate::bench::Figure>> {
        Ok(vec![
            bench::render(samples)?,
            bench::shipping_from_games(samples, samples * 10)?,
            bench::shipping(samples * 10),
            crate::bench::replay::<Game>(
                "indonesia replay (5 players)",
                &Options::default(),
                5,
                2005,
                samples.min(100),
            )?,
        ])
    }
}
