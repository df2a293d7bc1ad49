//! The Festivals at the table: `/festivals ...` commands into engine actions, the engine's
//! events and prompts into posts, and the public view into a picture.

mod bench;
mod commands;
mod picture;
mod suggest;
mod texts;

pub use picture::picture;

use crate::games::Seat;
use crate::games::festivals::{Event, EventKind, Game, Options, Prompt, TyphoonTies};
use crate::store::GameRecord;
use crate::table::command::{Command, mention_user};
use crate::table::game::TableGame;
use crate::table::post::Refusal;
use crate::table::seats::{seat_named, seated_list};
use crate::table::spec::{CommandSpec, OptionSpec};

/// The Festivals (Manikmaya Games).
pub struct Festivals;

impl TableGame for Festivals {
    type Rules = Game;

    const KEY: &'static str = "festivals";
    const TITLE: &'static str = "The Festivals";
    const ABOUT: &'static str =
        "The Festivals: plan tickets in secret, travel the islands, reach the festival first";
    const SEATS: std::ops::RangeInclusive<usize> = 2..=4;
    const RULES_VERSION: i64 = 1;
    const NO_HAND: &'static str = "You have no seat at this game, so you hold no tickets.";

    fn commands() -> Vec<CommandSpec> {
        commands::specs()
    }

    fn new_options() -> Vec<OptionSpec> {
        commands::new_options()
    }

    fn start_options() -> Vec<OptionSpec> {
        commands::start_options()
    }

    fn parse_options(cmd: &Command) -> Result<Options, Refusal> {
        commands::parse_options(cmd)
    }

    fn start_choices(
        record: &GameRecord,
        cmd: Option<&Command>,
        options: &mut Options,
        from_position: bool,
    ) -> Result<(), Refusal> {
        let Some(value) = cmd.and_then(|c| c.option("airplane")) else {
            return Ok(());
        };
        let Some(seat) = seat_named(record, value) else {
            return Err(Refusal(format!(
                "`airplane:{value}` is not a seated player. Seated: {}.",
                seated_list(record)
            )));
        };
        if from_position {
            return Err(Refusal::from(
                "The described position already names the airplane holder: start without `airplane:`.",
            ));
        }
        options.airplane = Some(seat);
        Ok(())
    }

    fn describe_options(options: &Options) -> String {
        let typhoons = match options.typhoons {
            0 => "no typhoons".to_string(),
            1 => "advanced mode, 1 typhoon".to_string(),
            n => format!("advanced mode, {n} typhoons"),
        };
        let ties = if options.typhoons > 0 && options.typhoon_ties == TyphoonTies::Airplane {
            ", the airplane settles typhoon ties"
        } else {
            ""
        };
        format!("{typhoons}{ties}")
    }

    fn option_words(options: &Options) -> String {
        let mut words = Vec::new();
        if options.typhoons > 0 {
            words.push(format!("typhoons:{}", options.typhoons));
        }
        if options.typhoon_ties == TyphoonTies::Airplane {
            words.push("typhoon_ties:airplane".to_string());
        }
        words.join(" ")
    }

    /// Setups recorded before the options carried the airplane kept it beside them.
    fn upgrade_setup(setup: &mut serde_json::Value) {
        if let Some(object) = setup.as_object_mut()
            && let Some(airplane) = object.remove("airplane")
            && !airplane.is_null()
            && let Some(options) = object.get_mut("options").and_then(|o| o.as_object_mut())
        {
            options.entry("airplane").or_insert(airplane);
        }
    }

    fn intro(record: &GameRecord, game: &Game) -> String {
        format!(
            "The Festivals begins! Seats in order: {}. {} holds the airplane.",
            seated_list(record),
            mention_user(record.seats[game.public_view().airplane].user_id)
        )
    }

    fn describe(game: &Game, event: &Event, name: &dyn Fn(Seat) -> String) -> String {
        event.text(game.board(), name)
    }

    fn parse_action(
        record: &GameRecord,
        game: &Game,
        _seat: Seat,
        cmd: &Command,
        sub: &str,
    ) -> Result<crate::games::festivals::Action, Refusal> {
        commands::parse_action(cmd, sub, record, game.board())
    }

    fn command_for(
        record: &GameRecord,
        game: &Game,
        _seat: Seat,
        action: &crate::games::festivals::Action,
    ) -> Command {
        commands::command_for(game.board(), record, action)
    }

    fn prompt_text(record: &GameRecord, game: &Game) -> String {
        texts::prompt_text(record, game, &game.prompt())
    }

    fn status_line(record: &GameRecord, game: &Game) -> String {
        texts::status_line(record, game)
    }

    fn status_text(record: &GameRecord, game: &Game) -> String {
        texts::status_text(record, game)
    }

    fn hand_text(record: &GameRecord, game: &Game, seat: Seat) -> String {
        texts::hand_text(record, game, seat)
    }

    fn picture(names: &[&str], game: &Game) -> Vec<u8> {
        let picture = picture(names, game.board(), &game.public_view());
        nusantara_render::encode_png(&nusantara_render::festivals::draw(&picture))
    }

    /// When a round's planning begins, each player who must plan is told privately.
    fn notices(
        record: &GameRecord,
        game: &Game,
        events: &[Event],
        started: bool,
    ) -> Vec<(Seat, String)> {
        let new_round = started
            || events
                .iter()
                .any(|e| matches!(e.kind, EventKind::RoundStarted { .. }));
        match game.prompt() {
            Prompt::Plan { waiting } if new_round => waiting
                .iter()
                .map(|&s| (s, texts::plan_notice(record, game, s)))
                .collect(),
            _ => Vec::new(),
        }
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
        (game.round(), format!("Round {}", game.round()), "board")
    }

    fn benches(samples: usize) -> anyhow::Result<Vec<crate::bench::Figure>> {
        Ok(vec![
            bench::render(samples)?,
            crate::bench::replay::<Game>(
                "festivals replay (4 players)",
                &Options::default(),
                4,
                2005,
                samples.min(100),
            )?,
        ])
    }
}
