//! The Festivals at the table: `/festivals ...` commands into engine actions, the engine's
//! events and prompts into posts, and the public view into a picture.

mod commands;
mod picture;
mod routes;
mod suggest;
mod texts;
mod words;

pub use picture::picture;

use crate::games::Rules;
use crate::games::festivals::{Game, Options, TyphoonTies};
use crate::lang::{Lang, Text};
use crate::msg;
use crate::store::GameRecord;
use crate::table::command::{Checked, mention_user};
use crate::table::game::TableGame;
use crate::table::refusal::Refusal;
use crate::table::seats::seated_list;
use crate::table::spec::{OptionSpec, word_for};

/// The words of `typhoon_ties:`.
const TYPHOON_TIES: [(&str, TyphoonTies); 2] = [
    ("nobody", TyphoonTies::Nobody),
    ("airplane", TyphoonTies::Airplane),
];

/// The Festivals (Manikmaya Games).
pub struct Festivals;

impl TableGame for Festivals {
    type Rules = Game;

    const KEY: &'static str = "festivals";
    const TITLE: &'static str = "The Festivals";
    const ABOUT: crate::lang::Msg = crate::msg!("cmd-festivals");
    const SEATS: std::ops::RangeInclusive<usize> = 2..=4;
    const RULES_VERSION: i64 = 1;
    fn no_hand() -> Text {
        msg!("festivals-no-hand").into()
    }
    fn no_undo() -> Option<Text> {
        Some(msg!("festivals-no-undo").into())
    }

    /// The Festivals' own options of `/game new`.
    fn new_options() -> Vec<OptionSpec> {
        vec![
            OptionSpec::number(
                "typhoons",
                msg!("cmd-festivals-new-typhoons"),
                Some(0),
                Some(3),
            ),
            OptionSpec::choice_of(
                "typhoon_ties",
                msg!("cmd-festivals-new-typhoon_ties"),
                &TYPHOON_TIES,
            ),
        ]
    }

    /// The Festivals' option of `/game start`.
    fn start_options() -> Vec<OptionSpec> {
        vec![OptionSpec::user(
            "airplane",
            msg!("cmd-festivals-start-airplane"),
        )]
    }

    /// The Festivals' options of `/game new`.
    fn parse_options(cmd: &Checked) -> Result<Options, Refusal> {
        let default = Options::default();
        Ok(Options {
            typhoons: cmd
                .optional("typhoons", Checked::number)?
                .unwrap_or(default.typhoons),
            typhoon_ties: cmd
                .optional("typhoon_ties", |c, name| c.pick(name, &TYPHOON_TIES))?
                .unwrap_or(default.typhoon_ties),
            ..default
        })
    }

    fn start_choices(
        record: &GameRecord,
        cmd: Option<&Checked>,
        options: &mut Options,
        from_position: bool,
    ) -> Result<(), Refusal> {
        let Some(cmd) = cmd else {
            return Ok(());
        };
        let Some(user) = cmd.optional("airplane", Checked::user)? else {
            return Ok(());
        };
        let Some(seat) = record.seat_of(user) else {
            return Err(Refusal::bad_option(msg!(
                "festivals-refused-airplane-seat",
                user = mention_user(user),
                seated = seated_list(record)
            )));
        };
        if from_position {
            return Err(Refusal::bad_option(msg!(
                "festivals-refused-airplane-position"
            )));
        }
        options.airplane = Some(seat);
        Ok(())
    }

    fn describe_options(options: &Options, lang: Lang) -> String {
        let ties = options.typhoons > 0 && options.typhoon_ties == TyphoonTies::Airplane;
        msg!(
            "festivals-options",
            typhoons = options.typhoons,
            ties = if ties { "airplane" } else { "nobody" }
        )
        .render(lang)
    }

    fn option_words(options: &Options) -> String {
        let mut words = Vec::new();
        if options.typhoons > 0 {
            words.push(format!("typhoons:{}", options.typhoons));
        }
        if options.typhoon_ties != Options::default().typhoon_ties
            && let Some(word) = word_for(&TYPHOON_TIES, &options.typhoon_ties)
        {
            words.push(format!("typhoon_ties:{word}"));
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

    /// "Round 3: Erau on Kalimantan (5/3/1)", the festival from the public view.
    fn chapter(game: &Game) -> (u32, String, &'static str) {
        let view = game.public_view();
        let heading = match &view.active {
            Some(f) => format!(
                "Round {}: {} on {} ({})",
                view.round,
                f.name,
                game.board().islands[f.island].name,
                texts::points_text(&f.points)
            ),
            None => format!("Round {}", view.round),
        };
        (game.round(), heading, "board")
    }
}
