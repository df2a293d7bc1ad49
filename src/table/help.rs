//! `/help`: each game's commands with their one-line explanations, and where its players' page
//! is; `/help game` the commands every game shares. Built from the same specs the front ends
//! register, so it cannot drift from them.

use super::lobby;
use super::post::{Invocation, Outcome, Post, To};
use super::refusal::Refusal;
use super::registry::{self, GAMES};
use super::spec::{CommandSpec, Group, OptionKind, OptionSpec};
use crate::games::and_list;

/// Where the players' pages are published, when the operator says so (else they are named
/// as files of the bot's repository).
fn docs_url() -> Option<String> {
    std::env::var("NUSANTARA_DOCS_URL")
        .ok()
        .map(|u| u.trim().trim_end_matches('/').to_string())
        .filter(|u| !u.is_empty())
}

/// The `/help` group: one subcommand for the shared commands, one per game.
pub fn group() -> Group {
    let mut commands = vec![CommandSpec::new(
        "game",
        "The commands every game shares: opening a table, seats, the board, undo, the host's tools",
    )];
    commands.extend(GAMES.iter().map(|game| {
        CommandSpec::new(
            game.key(),
            format!("How to play {} here: its commands", game.title()),
        )
    }));
    Group {
        name: "help",
        description: "How to play here: the commands of each game".into(),
        commands,
    }
}

/// An option as typed: `to:<…>`, `[page:<number>]` when it may be left out.
fn option_usage(option: &OptionSpec) -> String {
    let value = match &option.kind {
        OptionKind::Choice(words) => words.join("|"),
        OptionKind::User => "@player".to_string(),
        OptionKind::Number { .. } => "<number>".to_string(),
        OptionKind::Text { .. } => "<…>".to_string(),
    };
    if option.required {
        format!("{}:{value}", option.name)
    } else {
        format!("[{}:{value}]", option.name)
    }
}

/// A command as a player types it, e.g. `/festivals move to:<…> ticket:<…> [table:<…>]`. The
/// options one game alone reads (of `/game new` and `/game start`) follow, a line per game.
fn usage(group: &str, spec: &CommandSpec) -> String {
    let games: Vec<(&str, Vec<OptionSpec>)> = match (group, spec.name) {
        ("game", "new") => GAMES.iter().map(|k| (k.title(), k.new_options())).collect(),
        ("game", "start") => GAMES
            .iter()
            .map(|k| (k.title(), k.start_options()))
            .collect(),
        _ => Vec::new(),
    };
    let one_game = |name: &str| games.iter().any(|(_, o)| o.iter().any(|o| o.name == name));
    let mut line = format!("`/{group} {}", spec.name);
    for option in spec
        .options
        .iter()
        .filter(|o| !o.script_only && o.name != "table" && !one_game(o.name))
    {
        line.push(' ');
        line.push_str(&option_usage(option));
    }
    line.push('`');
    let mut text = format!("{line}: {}", spec.description);
    for (title, options) in games.iter().filter(|(_, o)| !o.is_empty()) {
        let words: Vec<String> = options
            .iter()
            .map(|o| format!("`{}`", option_usage(o)))
            .collect();
        text.push_str(&format!("\n  {title} only: {}", words.join(" ")));
    }
    text
}

/// `/help <sub>` (its options checked against [`group`]).
pub(super) async fn answer(inv: &Invocation, sub: &str) -> Outcome {
    let (group, page, intro) = if sub == "game" {
        (
            lobby::group(),
            Some("docs/commands.md".to_string()),
            "The commands every game shares (a game of your own from a DM: add `table:#channel` when you sit at several):".to_string(),
        )
    } else {
        let Some(game) = registry::find(sub) else {
            return Err(Refusal::unknown_command(format!(
                "There is no help about `{sub}`. Help is about: game, {}.",
                and_list(&registry::keys())
            ))
            .into());
        };
        let page = format!("docs/{}.md", game.key());
        (
            game.group(),
            Some(page),
            format!(
                "{}, {} to {} players. Open a table with `/game new game:{}`; then:",
                game.title(),
                game.seats().start(),
                game.seats().end(),
                game.key()
            ),
        )
    };
    let mut lines = vec![intro];
    lines.extend(group.commands.iter().map(|c| {
        let secret = if c.secret {
            " (answered privately; also in a DM with the bot)"
        } else {
            ""
        };
        format!("• {}{secret}", usage(group.name, c))
    }));
    if let Some(page) = page {
        let what = if sub == "game" {
            "Every command with an example"
        } else {
            "The whole game in plain words"
        };
        lines.push(match docs_url() {
            Some(base) => format!("{what}: {base}/{page}"),
            None => format!("{what}: {page} in the bot's repository."),
        });
    }
    Ok(vec![Post::text(To::User(inv.user_id), lines.join("\n"))])
}
