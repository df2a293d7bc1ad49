//! `/help`: each game's commands with their one-line explanations, and where its players' page
//! is; `/help game` the commands every game shares. Built from the same specs the front ends
//! register, so it cannot drift from them.

use super::lobby;
use super::post::{Invocation, Outcome, Post, To};
use super::refusal::Refusal;
use super::registry::{self, GAMES};
use super::spec::{CommandSpec, Group, OptionKind, OptionSpec, choice_label};
use crate::lang::{Arg, Lang};
use crate::msg;

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
    let mut commands = vec![CommandSpec::new("game", msg!("cmd-help-game"))];
    commands.extend(
        GAMES
            .iter()
            .map(|game| CommandSpec::new(game.key(), msg!("cmd-help-topic", game = game.title()))),
    );
    Group {
        name: "help",
        description: msg!("cmd-help").into(),
        commands,
    }
}

/// An option as a reader of `lang` types it: `to:<…>`, `[page:<number>]` when it may be left
/// out (`ke:<…>`, `[halaman:<angka>]`).
fn option_usage(option: &OptionSpec, lang: Lang) -> String {
    let value = match &option.kind {
        OptionKind::Choice(words) => {
            let words: Vec<String> = words.iter().map(|w| choice_label(w, lang)).collect();
            words.join("|")
        }
        OptionKind::User => msg!("help-value-player").render(lang),
        OptionKind::Number { .. } => msg!("help-value-number").render(lang),
        OptionKind::Text { .. } => "<…>".to_string(),
    };
    let name = crate::lang::option_name(option.name, lang);
    if option.required {
        format!("{name}:{value}")
    } else {
        format!("[{name}:{value}]")
    }
}

/// A command as a player types it, e.g. `/festivals move to:<…> ticket:<…> [table:<…>]`. The
/// options one game alone reads (of `/game new` and `/game start`) follow, a line per game.
fn usage(group: &str, spec: &CommandSpec, lang: Lang) -> String {
    let games: Vec<(&str, Vec<OptionSpec>)> = match (group, spec.name) {
        ("game", "new") => GAMES.iter().map(|k| (k.title(), k.new_options())).collect(),
        ("game", "start") => GAMES
            .iter()
            .map(|k| (k.title(), k.start_options()))
            .collect(),
        _ => Vec::new(),
    };
    let one_game = |name: &str| games.iter().any(|(_, o)| o.iter().any(|o| o.name == name));
    let mut line = format!("`{}", crate::lang::mention(&[group, spec.name], lang));
    for option in spec
        .options
        .iter()
        .filter(|o| !o.script_only && o.name != "table" && !one_game(o.name))
    {
        line.push(' ');
        line.push_str(&option_usage(option, lang));
    }
    line.push('`');
    let mut text = format!("{line}: {}", spec.description.render(lang));
    for (title, options) in games.iter().filter(|(_, o)| !o.is_empty()) {
        let words: Vec<String> = options
            .iter()
            .map(|o| format!("`{}`", option_usage(o, lang)))
            .collect();
        let only = msg!("help-only", game = *title, options = words.join(" "));
        text.push_str("\n  ");
        text.push_str(&only.render(lang));
    }
    text
}

/// `/help <sub>` (its options checked against [`group`]).
pub(super) async fn answer(inv: &Invocation, sub: &str, lang: Lang) -> Outcome {
    let (group, page, intro) = if sub == "game" {
        (
            lobby::group(),
            Some("docs/commands.md".to_string()),
            msg!("help-game-intro").render(lang),
        )
    } else {
        let Some(game) = registry::find(sub) else {
            let topics: Vec<Arg> = std::iter::once("game")
                .chain(registry::keys())
                .map(|t| Arg::name(&["help", t]))
                .collect();
            return Err(Refusal::unknown_command(msg!(
                "refused-help-topic",
                sub = sub,
                topics = Arg::And(topics)
            ))
            .into());
        };
        let page = format!("docs/{}.md", game.key());
        (
            game.group(),
            Some(page),
            msg!(
                "help-game-of",
                game = game.title(),
                least = *game.seats().start(),
                most = *game.seats().end(),
                key = game.key()
            )
            .render(lang),
        )
    };
    let mut lines = vec![intro];
    lines.extend(group.commands.iter().map(|c| {
        let usage = usage(group.name, c, lang);
        if c.secret {
            format!("• {usage} {}", msg!("help-secret").render(lang))
        } else {
            format!("• {usage}")
        }
    }));
    if let Some(page) = page {
        let what = if sub == "game" {
            msg!("help-docs-commands")
        } else {
            msg!("help-docs-game")
        };
        let docs = match docs_url() {
            Some(base) => msg!("help-docs-url", what = what, url = format!("{base}/{page}")),
            None => msg!("help-docs-file", what = what, page = page),
        };
        lines.push(docs.render(lang));
    }
    Ok(vec![Post::text(To::User(inv.user_id), lines.join("\n"))])
}
