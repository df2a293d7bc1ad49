//! The checks of the command list the bot registers: the tree of commands, subcommands and
//! options, and every localization of their names and descriptions.

use super::{Report, Violation, join};
use serde_json::{Value, json};
use std::collections::HashSet;
use twilight_model::application::command::Command;
use twilight_validate::command::CommandValidationErrorType;

/// The whole command list of a bulk overwrite (`PUT .../commands`).
pub fn command_tree(commands: &Value) -> Vec<Violation> {
    let mut r = Report::new();
    let Value::Array(list) = commands else {
        r.add(
            "",
            "LIST_TYPE_CONVERT",
            "Must be an array of commands.",
            commands,
        );
        return r.out;
    };
    if list.len() > 100 {
        r.add(
            "",
            "BASE_TYPE_MAX_LENGTH",
            "At most 100 chat input commands.",
            &json!(list.len()),
        );
    }
    let mut names = HashSet::new();
    for (i, c) in list.iter().enumerate() {
        let path = i.to_string();
        if !names.insert(c["name"].as_str().unwrap_or_default().to_string()) {
            r.add(
                &join(&path, "name"),
                "APPLICATION_COMMANDS_DUPLICATE_NAME",
                "Application command names must be unique",
                &c["name"],
            );
        }
        command_at(&mut r, c, &path);
    }
    unique_localized_names(&mut r, list, "");
    r.out
}

/// One command (`POST .../commands`).
pub fn command(value: &Value) -> Vec<Violation> {
    let mut r = Report::new();
    command_at(&mut r, value, "");
    r.out
}

fn command_at(r: &mut Report, value: &Value, path: &str) {
    // A request omits what Discord fills in (the version, the type defaulting to chat input).
    let mut filled = value.clone();
    if let Value::Object(m) = &mut filled {
        m.entry("type").or_insert(json!(1));
        m.entry("version").or_insert(json!("1"));
    }
    if let Some(cmd) = r.model::<Command>(&filled, path) {
        if let Err(e) = twilight_validate::command::command(&cmd) {
            let chars = twilight_validate::command::command_characters(&cmd);
            let code = match e.kind() {
                CommandValidationErrorType::CommandTooLarge { .. } => {
                    "APPLICATION_COMMAND_TOO_LARGE"
                }
                _ => "APPLICATION_COMMAND_INVALID",
            };
            let limit = twilight_validate::command::COMMAND_TOTAL_LENGTH;
            r.add(
                path,
                code,
                format!("{e} ({chars} characters in all, at most {limit})"),
                &value["name"],
            );
        }
        if let Err(e) = twilight_validate::command::options(&cmd.options) {
            r.add(
                &join(path, "options"),
                "APPLICATION_COMMAND_OPTIONS_INVALID",
                e.to_string(),
                &value["name"],
            );
        }
    }
    localized(r, value, "name", path, 32, true);
    localized(r, value, "description", path, 100, false);
    options_at(r, value, path);
}

/// Discord's locales (twilight's validators take any key).
const LOCALES: &[&str] = &[
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
    "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th",
    "zh-CN", "ja", "zh-TW", "ko",
];

/// An item's `<key>_localizations`: every locale one Discord knows, every text of 1 to `max`
/// characters, and a name by the rule of names.
fn localized(r: &mut Report, obj: &Value, key: &str, path: &str, max: usize, name_rule: bool) {
    let field = format!("{key}_localizations");
    let Some(map) = obj[&field].as_object() else {
        return;
    };
    for (locale, text) in map {
        let at = join(&join(path, &field), locale);
        if !LOCALES.contains(&locale.as_str()) {
            r.add(&at, "LOCALE_INVALID", "Invalid locale", &json!(locale));
        }
        let t = text.as_str().unwrap_or_default();
        let n = t.chars().count();
        if !(1..=max).contains(&n) {
            r.add(
                &at,
                "BASE_TYPE_BAD_LENGTH",
                format!("Must be between 1 and {max} in length."),
                text,
            );
        }
        if name_rule && twilight_validate::command::option_name(t).is_err() {
            r.add(
                &at,
                "APPLICATION_COMMAND_INVALID_NAME",
                "Command name is invalid (1-32 lowercase letters, digits, - or _)",
                text,
            );
        }
    }
}

/// The names at one level (the commands, a command's subcommands, a subcommand's options) as
/// each locale reads them (its localization, else the default) are unique: Discord refuses two
/// a user of one locale would see under one name.
fn unique_localized_names(r: &mut Report, options: &[Value], path: &str) {
    for locale in LOCALES {
        let read = |o: &Value| {
            o["name_localizations"][*locale]
                .as_str()
                .or(o["name"].as_str())
                .unwrap_or_default()
                .to_string()
        };
        if !options
            .iter()
            .any(|o| o["name_localizations"][*locale].is_string())
        {
            continue;
        }
        for (i, o) in options.iter().enumerate() {
            if options[..i].iter().any(|p| read(p) == read(o)) {
                // The top level (`path` empty) is the list of commands itself.
                let item = if path.is_empty() {
                    i.to_string()
                } else {
                    join(&join(path, "options"), i)
                };
                r.add(
                    &join(&item, "name_localizations"),
                    "APPLICATION_COMMANDS_DUPLICATE_NAME",
                    format!("Application command names must be unique ({locale})"),
                    &o["name"],
                );
            }
        }
    }
}

/// What twilight's option validators leave out: subcommands' own names and descriptions, the
/// number of choices, bounds in order, autocomplete without choices, and every localization
/// of a name or description below the command.
fn options_at(r: &mut Report, parent: &Value, path: &str) {
    let options = r.items(parent, "options", path, 25);
    unique_localized_names(r, options, path);
    for (i, o) in options.iter().enumerate() {
        let at = join(&join(path, "options"), i);
        localized(r, o, "name", &at, 32, true);
        localized(r, o, "description", &at, 100, false);
        if twilight_validate::command::option_name(o["name"].as_str().unwrap_or_default()).is_err()
        {
            r.add(
                &join(&at, "name"),
                "APPLICATION_COMMAND_INVALID_NAME",
                "Command name is invalid (1-32 lowercase letters, digits, - or _)",
                &o["name"],
            );
        }
        r.length(o, "description", &at, 1, 100);
        let choices = r.items(o, "choices", &at, 25);
        for (j, c) in choices.iter().enumerate() {
            let cat = join(&join(&at, "choices"), j);
            r.length(c, "name", &cat, 1, 100);
            localized(r, c, "name", &cat, 100, false);
            if c["value"].is_string() {
                r.length(c, "value", &cat, 1, 100);
            }
        }
        if o["autocomplete"] == json!(true) && !choices.is_empty() {
            r.add(
                &join(&at, "autocomplete"),
                "APPLICATION_COMMAND_OPTION_INVALID",
                "Autocomplete cannot be set with choices",
                &o["autocomplete"],
            );
        }
        if let (Some(lo), Some(hi)) = (o["min_value"].as_f64(), o["max_value"].as_f64())
            && lo > hi
        {
            r.add(
                &join(&at, "min_value"),
                "NUMBER_TYPE_MAX",
                "min_value must not exceed max_value",
                &o["min_value"],
            );
        }
        if matches!(o["type"].as_u64(), Some(1 | 2)) {
            options_at(r, o, &at);
        }
    }
}
