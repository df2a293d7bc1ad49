//! Discord's documented rules for a command tree, checked on the JSON the bot registers. Discord
//! refuses the whole set of global commands when one command breaks one rule, and a bot without
//! commands is useless, so `serve` checks the tree before registering and refuses to start,
//! naming what is wrong. `nusantara commands` prints each command's size as Discord counts it.

use serde_json::Value;

/// The characters a top-level command may have in all (Discord counts the names, descriptions
/// and choice names and values of the command, its subcommands and its options).
pub const MAX_COMMAND_CHARS: usize = 4000;
/// Global slash commands an application may have.
pub const MAX_COMMANDS: usize = 100;
/// Options (or subcommands) at one level, and choices of one option.
pub const MAX_OPTIONS: usize = 25;
pub const MAX_CHOICES: usize = 25;
pub const MAX_NAME: usize = 32;
pub const MAX_DESCRIPTION: usize = 100;
pub const MAX_CHOICE_TEXT: usize = 100;

// Discord's option types that hold other options.
const SUB_COMMAND: u64 = 1;
const SUB_COMMAND_GROUP: u64 = 2;

fn chars(v: &Value) -> usize {
    match v {
        Value::String(s) => s.chars().count(),
        Value::Null => 0,
        other => other.to_string().chars().count(),
    }
}

/// Discord's locales a name or description may be localized for.
pub const LOCALES: &[&str] = &[
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
    "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th",
    "zh-CN", "ja", "zh-TW", "ko",
];

/// A field as Discord counts it: its longest text among the default and its localizations.
fn longest(v: &Value, field: &str) -> usize {
    let localized = v[format!("{field}_localizations")]
        .as_object()
        .map(|m| m.values().map(chars).max().unwrap_or(0))
        .unwrap_or(0);
    chars(&v[field]).max(localized)
}

/// A top-level command's size as Discord counts it toward [`MAX_COMMAND_CHARS`]: each name,
/// description and choice name by its longest localization.
pub fn characters(command: &Value) -> usize {
    let own = longest(command, "name") + longest(command, "description");
    let choices: usize = command["choices"]
        .as_array()
        .map(|cs| {
            cs.iter()
                .map(|c| longest(c, "name") + chars(&c["value"]))
                .sum()
        })
        .unwrap_or(0);
    let options: usize = command["options"]
        .as_array()
        .map(|os| os.iter().map(characters).sum())
        .unwrap_or(0);
    own + choices + options
}

/// The texts of `v`'s `field` localizations, by locale, each checked: a locale Discord knows,
/// a text `good` takes.
fn localizations(
    v: &Value,
    field: &str,
    at: &str,
    good: impl Fn(&str) -> Option<String>,
    problems: &mut Vec<String>,
) {
    let Some(map) = v[format!("{field}_localizations")].as_object() else {
        return;
    };
    for (locale, text) in map {
        if !LOCALES.contains(&locale.as_str()) {
            problems.push(format!(
                "{at}: {field} localized for {locale:?}, not a Discord locale"
            ));
        }
        if let Some(wrong) = good(text.as_str().unwrap_or("")) {
            problems.push(format!("{at}: the {locale} {field} {text}: {wrong}"));
        }
    }
}

/// Discord's rule for names: 1 to 32 letters, digits, `-` or `_`, in lower case where a letter
/// has one.
fn good_name(name: &str) -> bool {
    (1..=MAX_NAME).contains(&name.chars().count())
        && name
            .chars()
            .all(|c| (c.is_alphanumeric() || c == '-' || c == '_') && !c.is_uppercase())
}

/// Every rule of Discord's the tree (a JSON array of commands) breaks, each naming where, e.g.
/// "/indies is 5824 characters; Discord allows 4000". Empty when Discord would take it.
pub fn problems(tree: &Value) -> Vec<String> {
    let mut problems = Vec::new();
    let Some(commands) = tree.as_array() else {
        return vec!["the command tree is not a list of commands".into()];
    };
    if commands.len() > MAX_COMMANDS {
        problems.push(format!(
            "{} commands; Discord allows {MAX_COMMANDS}",
            commands.len()
        ));
    }
    unique_names(commands, "the commands", &mut problems);
    for command in commands {
        let at = format!("/{}", command["name"].as_str().unwrap_or(""));
        check(command, &at, &mut problems);
        let size = characters(command);
        if size > MAX_COMMAND_CHARS {
            problems.push(format!(
                "{at} is {size} characters (names, descriptions and choices together); Discord allows {MAX_COMMAND_CHARS}"
            ));
        }
    }
    problems
}

/// The rules of one command or option, and of what it holds.
fn check(v: &Value, at: &str, problems: &mut Vec<String>) {
    let name = v["name"].as_str().unwrap_or("");
    if !good_name(name) {
        problems.push(format!(
            "{at}: the name {name:?} is not 1-{MAX_NAME} lower-case letters, digits, - or _"
        ));
    }
    let name_rule = |n: &str| {
        (!good_name(n)).then(|| format!("not 1-{MAX_NAME} lower-case letters, digits, - or _"))
    };
    localizations(v, "name", at, name_rule, problems);
    let length = |most: usize| {
        move |text: &str| {
            let n = text.chars().count();
            (!(1..=most).contains(&n)).then(|| format!("{n} characters; Discord needs 1-{most}"))
        }
    };
    let description = v["description"].as_str().unwrap_or("").chars().count();
    if !(1..=MAX_DESCRIPTION).contains(&description) {
        problems.push(format!(
            "{at}: a description of {description} characters; Discord needs 1-{MAX_DESCRIPTION}"
        ));
    }
    localizations(v, "description", at, length(MAX_DESCRIPTION), problems);
    if let Some(choices) = v["choices"].as_array() {
        if choices.len() > MAX_CHOICES {
            problems.push(format!(
                "{at}: {} choices; Discord allows {MAX_CHOICES}",
                choices.len()
            ));
        }
        if v["autocomplete"] == true && !choices.is_empty() {
            problems.push(format!("{at}: both choices and autocomplete"));
        }
        for c in choices {
            localizations(c, "name", at, length(MAX_CHOICE_TEXT), problems);
            for key in ["name", "value"] {
                let n = chars(&c[key]);
                if !(1..=MAX_CHOICE_TEXT).contains(&n) {
                    problems.push(format!(
                        "{at}: a choice {key} of {n} characters; Discord needs 1-{MAX_CHOICE_TEXT}"
                    ));
                }
            }
        }
    }
    let Some(options) = v["options"].as_array() else {
        return;
    };
    if options.len() > MAX_OPTIONS {
        problems.push(format!(
            "{at}: {} options; Discord allows {MAX_OPTIONS}",
            options.len()
        ));
    }
    unique_names(options, at, problems);
    let nests = |o: &Value| o["type"] == SUB_COMMAND || o["type"] == SUB_COMMAND_GROUP;
    if options.iter().any(nests) && !options.iter().all(nests) {
        problems.push(format!("{at}: subcommands mixed with options"));
    }
    let mut optional_seen = false;
    for o in options {
        let name = o["name"].as_str().unwrap_or("");
        if !nests(o) {
            let required = o["required"].as_bool().unwrap_or(false);
            if required && optional_seen {
                problems.push(format!(
                    "{at} {name}: a required option after an optional one"
                ));
            }
            optional_seen |= !required;
        }
        check(o, &format!("{at} {name}"), problems);
    }
}

/// Names at one level are unique, and so are the names each locale reads (a localized name, or
/// the default where that item has none).
fn unique_names(items: &[Value], at: &str, problems: &mut Vec<String>) {
    for (i, item) in items.iter().enumerate() {
        if items[..i].iter().any(|o| o["name"] == item["name"]) {
            problems.push(format!("{at}: the name {} twice", item["name"]));
        }
    }
    let read_in = |item: &Value, locale: &str| {
        item["name_localizations"][locale]
            .as_str()
            .or(item["name"].as_str())
            .unwrap_or("")
            .to_string()
    };
    for locale in LOCALES {
        if !items
            .iter()
            .any(|o| o["name_localizations"][*locale].is_string())
        {
            continue;
        }
        for (i, item) in items.iter().enumerate() {
            let name = read_in(item, locale);
            if items[..i].iter().any(|o| read_in(o, locale) == name) {
                problems.push(format!("{at}: the {locale} name {name:?} twice"));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn command(description: &str) -> Value {
        json!({"name": "game", "description": description, "options": [
            {"type": 1, "name": "new", "description": "Open a table", "options": [
                {"type": 3, "name": "game", "description": "Which", "required": true,
                 "choices": [{"name": "festivals", "value": "festivals"}]},
            ]},
        ]})
    }

    #[test]
    fn characters_count_names_descriptions_and_choices() {
        // game + Open + new + Open a table + game + Which + festivals twice
        assert_eq!(characters(&command("Open")), 4 + 4 + 3 + 12 + 4 + 5 + 18);
    }

    /// `/big` with one option of 20 choices: 4 + 2 + 19 × 200 + 100 + `last` characters.
    fn big(last: usize) -> Value {
        let mut choices: Vec<Value> = (0..19)
            .map(|i| json!({"name": format!("{i:0>100}"), "value": "v".repeat(100)}))
            .collect();
        choices.push(json!({"name": "n".repeat(100), "value": "v".repeat(last)}));
        json!([{"name": "big", "description": "d", "options": [
            {"type": 3, "name": "o", "description": "d", "choices": choices},
        ]}])
    }

    #[test]
    fn a_command_of_4001_characters_is_refused_and_one_of_4000_taken() {
        let over = big(95);
        assert_eq!(characters(&over[0]), MAX_COMMAND_CHARS + 1);
        assert_eq!(
            problems(&over),
            vec![
                "/big is 4001 characters (names, descriptions and choices together); Discord allows 4000"
            ]
        );
        let full = big(94);
        assert_eq!(characters(&full[0]), MAX_COMMAND_CHARS);
        assert!(problems(&full).is_empty(), "{:?}", problems(&full));
    }

    #[test]
    fn a_field_counts_its_longest_localization_and_localizations_are_checked() {
        let tree = json!([{"name": "game", "description": "Open",
        "description_localizations": {"id": "Buka meja", "xx": "d"},
        "options": [
            {"type": 3, "name": "a", "description": "A",
             "name_localizations": {"id": "Dua"}},
            {"type": 3, "name": "b", "description": "B",
             "name_localizations": {"id": "dua"}},
            {"type": 3, "name": "dua", "description": "C",
             "description_localizations": {"id": ""}},
        ]}]);
        // game + Buka meja + (a/Dua + A) + (b/dua + B) + (dua + C)
        assert_eq!(characters(&tree[0]), 4 + 9 + 4 + 4 + 4);
        let found = problems(&tree).join("\n");
        for wanted in [
            "/game: description localized for \"xx\", not a Discord locale",
            "/game a: the id name \"Dua\": not 1-32 lower-case letters",
            "/game: the id name \"dua\" twice",
            "/game dua: the id description \"\": 0 characters; Discord needs 1-100",
        ] {
            assert!(found.contains(wanted), "{wanted:?} in:\n{found}");
        }
    }

    /// A localized command or subcommand name is checked as an option's is: by the rule of
    /// names, and unique among the commands (or a command's subcommands) a locale reads.
    #[test]
    fn a_bad_or_clashing_localized_command_name_is_refused() {
        let tree = json!([
            {"name": "game", "description": "G", "name_localizations": {"id": "Meja"},
             "options": [
                {"type": 1, "name": "join", "description": "J",
                 "name_localizations": {"id": "gabung"}},
                {"type": 1, "name": "merge", "description": "M",
                 "name_localizations": {"id": "gabung"}},
                {"type": 1, "name": "leave", "description": "L",
                 "name_localizations": {"id": "keluar sekarang"}},
             ]},
            {"name": "table", "description": "T", "name_localizations": {"id": "festivals"}},
            {"name": "festivals", "description": "F"},
        ]);
        let found = problems(&tree).join("\n");
        for wanted in [
            "/game: the id name \"Meja\": not 1-32 lower-case letters",
            "/game: the id name \"gabung\" twice",
            "/game leave: the id name \"keluar sekarang\": not 1-32",
            "the commands: the id name \"festivals\" twice",
        ] {
            assert!(found.contains(wanted), "{wanted:?} in:\n{found}");
        }
        let good = json!([
            {"name": "game", "description": "G", "name_localizations": {"id": "meja"},
             "options": [{"type": 1, "name": "join", "description": "J",
                          "name_localizations": {"id": "gabung"}}]},
            {"name": "festivals", "description": "F", "name_localizations": {"id": "festival"}},
        ]);
        assert!(problems(&good).is_empty(), "{:?}", problems(&good));
    }

    #[test]
    fn each_rule_is_named() {
        let tree = json!([{"name": "Game", "description": "", "options": [
            {"type": 3, "name": "a", "description": "A", "required": false},
            {"type": 3, "name": "b", "description": "B", "required": true,
             "choices": [{"name": "", "value": "x"}]},
            {"type": 3, "name": "b", "description": "B"},
        ]}]);
        let found = problems(&tree).join("\n");
        for wanted in [
            "/Game: the name \"Game\"",
            "/Game: a description of 0 characters",
            "/Game b: a required option after an optional one",
            "/Game b: a choice name of 0 characters",
            "/Game: the name \"b\" twice",
        ] {
            assert!(found.contains(wanted), "{wanted:?} in:\n{found}");
        }
    }
}
