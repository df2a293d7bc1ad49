//! `/help`: each game's commands with their one-line explanations, and where its players' page
//! is; `/help game` the commands every game shares. Built from the same specs the front ends
//! register, so it cannot drift from them.

use super::lobby;
use super::post::{Invocation, Outcome, Post, To};
use super::refusal::Refusal;
use super::registry::{self, GAMES};
use super::spec::{CommandSpec, Group, OptionKind};
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

/// A command as a player types it, e.g. `/festivals move to:<…> ticket:<…> [table:<…>]`.
fn usage(group: &str, spec: &CommandSpec) -> String {
    let mut line = format!("`/{group} {}", spec.name);
    for option in spec
        .options
        .iter()
        .filter(|o| !o.script_only && o.name != "table")
    {
        let value = match &option.kind {
            OptionKind::Choice(words) => words.join("|"),
            OptionKind::User => "@player".to_string(),
            OptionKind::Number { .. } => "<number>".to_string(),
            OptionKind::Text { .. } => "<…>".to_string(),
        };
        if option.required {
            line.push_str(&format!(" {}:{value}", option.name));
        } else {
            line.push_str(&format!(" [{}:{value}]", option.name));
        }
    }
    line.push('`');
    format!("{line}: {}", spec.description)
}

/// `/help <sub>` (its options checked against [`group`]).
pub(super) async fn answer(inv: &Invocation, sub: &str) -> Outcome {
    let (group, page, intro) = if sub == "game" {
        (
            lobby::group(),
            None,
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
        lines.push(match docs_url() {
            Some(base) => format!("The whole game in plain words: {base}/{page}"),
            None => format!("The whole game in plain words: {page} in the bot's repository."),
        });
    }
    Ok(vec![Post::text(To::User(inv.user_id), lines.join("\n"))])
}
