//! The slash-command tree, checked on the JSON the bot registers (the same JSON Discord
//! receives, built from the table's command specs): names, options, choices, Discord's limits,
//! and where the commands may be used. Pure: no network.

use nusantara::discord::command_tree_json;
use nusantara::lang::{Lang, Text, has};
use nusantara::store::Store;
use nusantara::table::{Command, Invocation, OptionKind, Place, Table, choice_label};
use serde_json::Value;

// Discord's option types.
const SUB_COMMAND: u64 = 1;
const STRING: u64 = 3;
const INTEGER: u64 = 4;
const USER: u64 = 6;

/// An option: name, Discord type, required.
type Opt = (&'static str, u64, bool);

/// Every subcommand (top, name) with its options, as the table reads them.
fn expected() -> Vec<(&'static str, &'static str, Vec<Opt>)> {
    let table = ("table", STRING, false);
    let replace = ("replace", INTEGER, false);
    vec![
        (
            "game",
            "new",
            vec![
                ("game", STRING, true),
                ("players", INTEGER, false),
                ("bots", INTEGER, false),
                ("typhoons", INTEGER, false),
                ("typhoon_ties", STRING, false),
                ("money", STRING, false),
                ("bids", STRING, false),
                ("years", STRING, false),
                ("deadline", STRING, false),
                ("rated", STRING, false),
                ("language", STRING, false),
            ],
        ),
        ("game", "join", vec![]),
        ("game", "leave", vec![]),
        (
            "game",
            "start",
            vec![("bots", INTEGER, false), ("airplane", USER, false)],
        ),
        ("game", "board", vec![table]),
        ("game", "status", vec![table]),
        ("game", "hand", vec![table]),
        ("game", "log", vec![("page", INTEGER, false), table]),
        ("game", "replay", vec![table]),
        ("game", "undo", vec![table]),
        ("game", "list", vec![]),
        (
            "game",
            "stats",
            vec![
                ("player", USER, false),
                ("game", STRING, false),
                ("public", STRING, false),
            ],
        ),
        (
            "game",
            "leaderboard",
            vec![("game", STRING, true), ("public", STRING, false)],
        ),
        ("game", "away", vec![("days", INTEGER, true)]),
        ("game", "back", vec![]),
        ("game", "rematch", vec![("now", STRING, false)]),
        ("game", "abort", vec![]),
        ("game", "kick", vec![("player", USER, true)]),
        (
            "game",
            "seat",
            vec![("player", USER, true), ("to", USER, true)],
        ),
        ("game", "bot", vec![("player", USER, true)]),
        ("festivals", "plan", vec![("tickets", STRING, true), table]),
        (
            "festivals",
            "move",
            vec![("to", STRING, true), ("ticket", STRING, true), table],
        ),
        ("festivals", "rest", vec![("from", STRING, true), table]),
        ("festivals", "order", vec![("players", STRING, true), table]),
        (
            "festivals",
            "discard",
            vec![("island", STRING, true), ("tickets", STRING, true), table],
        ),
        (
            "festivals",
            "typhoon",
            vec![("from", STRING, false), ("to", STRING, false), table],
        ),
        ("festivals", "pick", vec![("player", STRING, true), table]),
        ("indonesia", "city", vec![("area", STRING, true), table]),
        (
            "indonesia",
            "bid",
            vec![
                ("amount", INTEGER, false),
                ("each", STRING, false),
                ("up_to", STRING, false),
                table,
            ],
        ),
        (
            "indonesia",
            "seal",
            vec![("amount", INTEGER, false), ("each", STRING, false), table],
        ),
        (
            "indonesia",
            "merge",
            vec![
                ("first", STRING, true),
                ("second", STRING, true),
                ("bid", INTEGER, true),
                ("up_to", STRING, false),
                table,
            ],
        ),
        (
            "indonesia",
            "raise",
            vec![("amount", INTEGER, false), ("up_to", STRING, false), table],
        ),
        ("indonesia", "pass", vec![("rest", STRING, false), table]),
        ("indonesia", "remove", vec![("area", STRING, true), table]),
        (
            "indonesia",
            "acquire",
            vec![("deed", STRING, true), ("at", STRING, true), table],
        ),
        (
            "indonesia",
            "research",
            vec![
                ("track", STRING, false),
                ("player", USER, false),
                ("each", STRING, false),
                table,
            ],
        ),
        (
            "indonesia",
            "operate",
            vec![
                ("company", STRING, true),
                ("ship", INTEGER, false),
                ("expand", STRING, false),
                table,
            ],
        ),
        ("indonesia", "expand", vec![("at", STRING, true), table]),
        (
            "indonesia",
            "prefer",
            vec![("company", STRING, true), table],
        ),
        ("indonesia", "ship", vec![("plan", INTEGER, false), table]),
        ("indonesia", "grow", vec![("area", STRING, true), table]),
        (
            "indies",
            "buy",
            vec![
                ("fleet", STRING, true),
                ("unit", STRING, true),
                ("count", INTEGER, false),
                replace,
                table,
            ],
        ),
        (
            "indies",
            "move",
            vec![
                ("order", STRING, true),
                ("fleet", STRING, true),
                ("to", STRING, false),
                replace,
                table,
            ],
        ),
        (
            "indies",
            "fight",
            vec![
                ("order", STRING, true),
                ("fleet", STRING, true),
                ("company", STRING, false),
                ("target", STRING, false),
                ("site", STRING, false),
                ("odds", STRING, false),
                ("laden", STRING, false),
                replace,
                table,
            ],
        ),
        (
            "indies",
            "factory",
            vec![
                ("order", STRING, true),
                ("fleet", STRING, true),
                ("site", STRING, true),
                ("bribe", INTEGER, false),
                replace,
                table,
            ],
        ),
        (
            "indies",
            "cargo",
            vec![
                ("order", STRING, true),
                ("fleet", STRING, true),
                ("site", STRING, true),
                ("marker", STRING, false),
                ("count", INTEGER, false),
                replace,
                table,
            ],
        ),
        (
            "indies",
            "changeup",
            vec![
                ("at", STRING, true),
                ("commodity", STRING, true),
                ("shares", STRING, true),
                replace,
                table,
            ],
        ),
        (
            "indies",
            "maintenance",
            vec![("first", STRING, true), replace, table],
        ),
        ("indies", "withdraw", vec![("number", INTEGER, true), table]),
        ("indies", "clear", vec![table]),
        ("indies", "seal", vec![table]),
        ("help", "game", vec![]),
        ("help", "festivals", vec![]),
        ("help", "indonesia", vec![]),
        ("help", "indies", vec![]),
    ]
}

fn tree() -> Vec<Value> {
    command_tree_json()
        .as_array()
        .expect("the tree is a JSON array")
        .clone()
}

fn top<'a>(tree: &'a [Value], name: &str) -> &'a Value {
    tree.iter()
        .find(|c| c["name"] == name)
        .unwrap_or_else(|| panic!("no /{name} command"))
}

fn sub<'a>(tree: &'a [Value], top_name: &str, name: &str) -> &'a Value {
    top(tree, top_name)["options"]
        .as_array()
        .expect("subcommands")
        .iter()
        .find(|c| c["name"] == name)
        .unwrap_or_else(|| panic!("no /{top_name} {name}"))
}

fn option<'a>(tree: &'a [Value], top_name: &str, sub_name: &str, name: &str) -> &'a Value {
    sub(tree, top_name, sub_name)["options"]
        .as_array()
        .expect("options")
        .iter()
        .find(|o| o["name"] == name)
        .unwrap_or_else(|| panic!("no option {name} on /{top_name} {sub_name}"))
}

#[test]
fn the_tree_has_exactly_the_tables_commands_and_options() {
    let tree = tree();
    let names: Vec<&str> = tree.iter().map(|c| c["name"].as_str().unwrap()).collect();
    assert_eq!(
        names,
        vec!["game", "festivals", "indonesia", "indies", "help"]
    );
    let expected = expected();
    for top_name in ["game", "festivals", "indonesia", "indies", "help"] {
        let subs: Vec<&str> = top(&tree, top_name)["options"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| {
                assert_eq!(s["type"], SUB_COMMAND, "{s}");
                s["name"].as_str().unwrap()
            })
            .collect();
        let wanted: Vec<&str> = expected
            .iter()
            .filter(|(t, _, _)| *t == top_name)
            .map(|(_, s, _)| *s)
            .collect();
        assert_eq!(subs, wanted, "subcommands of /{top_name}");
    }
    for (top_name, sub_name, options) in &expected {
        let got: Vec<(String, u64, bool)> = sub(&tree, top_name, sub_name)["options"]
            .as_array()
            .unwrap()
            .iter()
            .map(|o| {
                (
                    o["name"].as_str().unwrap().to_string(),
                    o["type"].as_u64().unwrap(),
                    o["required"].as_bool().unwrap_or(false),
                )
            })
            .collect();
        let want: Vec<(String, u64, bool)> = options
            .iter()
            .map(|(n, t, r)| (n.to_string(), *t, *r))
            .collect();
        assert_eq!(got, want, "options of /{top_name} {sub_name}");
    }
}

#[test]
fn choices_and_ranges_are_the_tables_values() {
    let tree = tree();
    // A choice is its word, as both name and value: the table reads the word.
    let choices = |o: &Value| -> Vec<String> {
        o["choices"]
            .as_array()
            .map(|c| {
                c.iter()
                    .map(|c| {
                        assert_eq!(c["name"], c["value"], "{c}");
                        c["name"].as_str().unwrap().to_string()
                    })
                    .collect()
            })
            .unwrap_or_default()
    };
    assert_eq!(
        choices(option(&tree, "game", "new", "game")),
        vec!["festivals", "indonesia", "indies"]
    );
    assert_eq!(
        choices(option(&tree, "game", "new", "money")),
        vec!["open", "closed"]
    );
    assert_eq!(
        choices(option(&tree, "game", "new", "bids")),
        vec!["open", "sealed"]
    );
    assert_eq!(
        choices(option(&tree, "indonesia", "research", "track")),
        vec!["bid", "slots", "mergers", "expansion", "hull"]
    );
    assert_eq!(
        choices(option(&tree, "game", "new", "typhoon_ties")),
        vec!["nobody", "airplane"]
    );
    assert_eq!(
        choices(option(&tree, "festivals", "rest", "from")),
        vec!["island", "pool", "nothing"]
    );
    let players = option(&tree, "game", "new", "players");
    assert_eq!(
        (players["min_value"].as_f64(), players["max_value"].as_f64()),
        (Some(2.0), Some(5.0))
    );
    let typhoons = option(&tree, "game", "new", "typhoons");
    assert_eq!(
        (
            typhoons["min_value"].as_f64(),
            typhoons["max_value"].as_f64()
        ),
        (Some(0.0), Some(3.0))
    );
    for (sub_name, name) in [("bid", "amount"), ("merge", "bid"), ("raise", "amount")] {
        let amount = option(&tree, "indonesia", sub_name, name);
        assert_eq!(
            amount["min_value"].as_f64(),
            Some(0.0),
            "/indonesia {sub_name} {name}"
        );
    }
}

#[test]
fn autocomplete_where_it_helps() {
    let tree = tree();
    let auto = |t: &str, s: &str, o: &str| option(&tree, t, s, o)["autocomplete"] == true;
    for (t, s, o) in [
        ("festivals", "move", "to"),
        ("festivals", "move", "ticket"),
        ("festivals", "plan", "tickets"),
        ("festivals", "discard", "island"),
        ("festivals", "discard", "tickets"),
        ("festivals", "typhoon", "from"),
        ("festivals", "typhoon", "to"),
        ("festivals", "plan", "table"),
        ("game", "hand", "table"),
        ("game", "board", "table"),
        ("festivals", "order", "players"),
        ("indonesia", "city", "area"),
        ("indonesia", "merge", "first"),
        ("indonesia", "merge", "second"),
        ("indonesia", "remove", "area"),
        ("indonesia", "acquire", "deed"),
        ("indonesia", "acquire", "at"),
        ("indonesia", "operate", "company"),
        ("indonesia", "expand", "at"),
        ("indonesia", "prefer", "company"),
        ("indonesia", "grow", "area"),
    ] {
        assert!(auto(t, s, o), "/{t} {s} {o} should autocomplete");
    }
    // Every `table:` option autocompletes, on every subcommand that has one.
    for (t, s, options) in expected() {
        if options.iter().any(|(n, _, _)| *n == "table") {
            assert!(auto(t, s, "table"), "/{t} {s} table should autocomplete");
        }
    }
    assert!(
        !auto("indonesia", "research", "player"),
        "a user option has Discord's own picker"
    );
}

/// Our budget for a top-level command, below Discord's 4,000 characters (which count each field
/// by its longest language): room for new options.
const BUDGET: usize = 3300;

/// The tree keeps every rule of Discord's (names, descriptions, 25 options and choices, choice
/// texts, required options first, 4,000 characters a command), and every command keeps within
/// our budget.
#[test]
fn the_tree_keeps_discords_rules_and_every_command_our_budget() {
    let problems = nusantara::discord::limits::problems(&command_tree_json());
    assert!(problems.is_empty(), "{problems:#?}");
    let sizes = nusantara::discord::command_sizes();
    assert_eq!(sizes.len(), tree().len());
    for (name, size) in sizes {
        assert!(
            size <= BUDGET,
            "{name} is {size} characters; keep it within {BUDGET}"
        );
    }
}

/// The orders of `/indies` that share a subcommand are told apart by `order:`.
#[test]
fn indies_orders_are_chosen_by_their_word() {
    let tree = tree();
    let words = |sub_name: &str| -> Vec<String> {
        option(&tree, "indies", sub_name, "order")["choices"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["value"].as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(words("move"), ["voyage", "sail", "csb", "leave"]);
    assert_eq!(words("fight"), ["attack", "invade", "patrol"]);
    assert_eq!(words("factory"), ["attempt", "fort"]);
    assert_eq!(words("cargo"), ["load", "unload", "garrison", "embark"]);
}

/// Discord's rule for command and option names: 1 to 32 letters, digits, `-` or `_`
/// (`^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$`), in lower case where a letter has one.
fn discord_name(name: &str) -> bool {
    (1..=32).contains(&name.chars().count())
        && name
            .chars()
            .all(|c| (c.is_alphanumeric() || c == '-' || c == '_') && !c.is_uppercase())
}

/// Every group, command and option of the table's specs (every game in the registry) is in the
/// tree, with its own name, description, type, requirement, choices and bounds; the
/// script-only ones are not. Every name keeps Discord's rules and every description its
/// length.
#[test]
fn the_tree_is_the_tables_specs_and_keeps_discords_rules() {
    let tree = tree();
    let groups = nusantara::table::groups();
    let mut problems = Vec::new();
    // The name, and the description in every language: from the catalogues (no sentence left
    // in the code), registered as Discord shows it to each locale, 1-100 characters.
    let check =
        |problems: &mut Vec<String>, what: &str, name: &str, description: &Text, json: &Value| {
            if !discord_name(name) {
                problems.push(format!("{what}: the name {name:?} breaks Discord's rules"));
            }
            match description {
                Text::Msg(m) if Lang::ALL.iter().all(|l| has(m.id(), *l)) => {}
                other => problems.push(format!("{what}: {other:?} is not in every catalogue")),
            }
            for lang in Lang::ALL {
                let text = description.render(lang);
                let len = text.chars().count();
                if !(1..=100).contains(&len) {
                    problems.push(format!("{what}: a {lang} description of {len} characters"));
                }
                let registered = match lang {
                    Lang::En => &json["description"],
                    other => &json["description_localizations"][other.code()],
                };
                if registered != text.as_str() {
                    problems.push(format!(
                        "{what}: registered {registered} for the {lang} {text:?}"
                    ));
                }
            }
        };
    assert_eq!(
        tree.iter().map(|c| c["name"].clone()).collect::<Vec<_>>(),
        groups
            .iter()
            .map(|g| Value::from(g.name))
            .collect::<Vec<_>>()
    );
    for group in groups {
        let top_json = top(&tree, group.name);
        check(
            &mut problems,
            &format!("/{}", group.name),
            group.name,
            &group.description,
            top_json,
        );
        let subs = top_json["options"].as_array().unwrap();
        assert_eq!(subs.len(), group.commands.len(), "/{}", group.name);
        for spec in &group.commands {
            let at = format!("/{} {}", group.name, spec.name);
            let sub_json = sub(&tree, group.name, spec.name);
            check(&mut problems, &at, spec.name, &spec.description, sub_json);
            let registered: Vec<_> = spec.options.iter().filter(|o| !o.script_only).collect();
            assert_eq!(
                sub_json["options"].as_array().map_or(0, Vec::len),
                registered.len(),
                "{at}"
            );
            for o in &spec.options {
                let found = sub_json["options"]
                    .as_array()
                    .and_then(|os| os.iter().find(|v| v["name"] == o.name));
                if o.script_only {
                    assert!(found.is_none(), "{at} {}: script only", o.name);
                    continue;
                }
                let what = format!("{at} {}", o.name);
                let v = found.unwrap_or_else(|| panic!("{what} is missing"));
                check(&mut problems, &what, o.name, &o.description, v);
                assert_eq!(
                    v["required"].as_bool().unwrap_or(false),
                    o.required,
                    "{what}"
                );
                let (kind, auto, words, bounds) = match &o.kind {
                    OptionKind::Text { suggest } => (STRING, *suggest, vec![], (None, None)),
                    OptionKind::Number { min, max } => (INTEGER, false, vec![], (*min, *max)),
                    OptionKind::User => (USER, false, vec![], (None, None)),
                    OptionKind::Choice(words) => (STRING, false, words.clone(), (None, None)),
                };
                assert_eq!(v["type"], kind, "{what}");
                assert_eq!(v["autocomplete"].as_bool().unwrap_or(false), auto, "{what}");
                let got: Vec<(String, String)> = v["choices"]
                    .as_array()
                    .map(|cs| {
                        cs.iter()
                            .map(|c| {
                                (
                                    c["name"].as_str().unwrap().to_string(),
                                    c["value"].as_str().unwrap().to_string(),
                                )
                            })
                            .collect()
                    })
                    .unwrap_or_default();
                let want: Vec<(String, String)> = words
                    .iter()
                    .map(|w| (choice_label(w, Lang::En), w.to_string()))
                    .collect();
                assert_eq!(got, want, "{what}");
                // Each choice's word in every language, from the catalogue.
                for (c, w) in v["choices"].as_array().into_iter().flatten().zip(&words) {
                    for lang in Lang::ALL {
                        let id = format!("choice-{w}");
                        if !has(&id, lang) {
                            problems.push(format!("{what}: no {lang} {id}"));
                        }
                        if lang != Lang::En
                            && c["name_localizations"][lang.code()]
                                != choice_label(w, lang).as_str()
                        {
                            problems.push(format!("{what}: {w} not registered in {lang}"));
                        }
                    }
                }
                if words.len() > 25 {
                    problems.push(format!("{what}: {} choices", words.len()));
                }
                for w in &words {
                    if !(1..=100).contains(&w.chars().count()) {
                        problems.push(format!("{what}: the choice {w:?}"));
                    }
                }
                let bound = |b: &Value| b.as_f64().map(|f| f as i64);
                assert_eq!(
                    (bound(&v["min_value"]), bound(&v["max_value"])),
                    bounds,
                    "{what}"
                );
            }
        }
    }
    // Every choice word of the catalogues is a choice of some option.
    let words: Vec<&str> = groups
        .iter()
        .flat_map(|g| &g.commands)
        .flat_map(|c| &c.options)
        .filter_map(|o| match &o.kind {
            OptionKind::Choice(words) => Some(words.clone()),
            _ => None,
        })
        .flatten()
        .collect();
    let catalogue = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/locales/en/commands.ftl"),
    )
    .unwrap();
    for line in catalogue.lines() {
        if let Some((word, _)) = line
            .strip_prefix("choice-")
            .and_then(|l| l.split_once(" = "))
            && !words.contains(&word)
        {
            problems.push(format!("choice-{word}: no option has the choice {word:?}"));
        }
    }
    assert!(problems.is_empty(), "{problems:#?}");
}

/// Every command, subcommand and option of the registered tree has its name in every language
/// we have: the English one is its own (Discord sends it back), each other one its catalogue's
/// (`name-<command>[-<subcommand>]`, `option-<option>`), registered as `name_localizations`;
/// and no name of the catalogues is left without a command or option of that name.
#[test]
fn every_command_subcommand_and_option_is_named_in_every_language() {
    use nusantara::lang::{command_name, option_name};
    let mut problems = Vec::new();
    let mut named = std::collections::BTreeSet::new();
    let mut named_in = |problems: &mut Vec<String>, id: String, english: &str, json: &Value| {
        for lang in Lang::ALL {
            if !has(&id, lang) {
                problems.push(format!("{id}: not in the {lang} catalogue"));
                continue;
            }
            let name = nusantara::lang::lookup(&id, lang).unwrap();
            match lang {
                Lang::En if name != english => {
                    problems.push(format!("{id}: the English {name:?} is not {english:?}"))
                }
                Lang::En => {}
                other if json["name_localizations"][other.code()] != name.as_str() => problems
                    .push(format!(
                        "{id}: registered {} for the {other} {name:?}",
                        json["name_localizations"][other.code()]
                    )),
                _ => {}
            }
        }
        named.insert(id);
    };
    for command in tree() {
        let top_name = command["name"].as_str().unwrap();
        named_in(
            &mut problems,
            format!("name-{top_name}"),
            top_name,
            &command,
        );
        for sub in command["options"].as_array().unwrap() {
            let sub_name = sub["name"].as_str().unwrap();
            let id = format!("name-{top_name}-{sub_name}");
            named_in(&mut problems, id, sub_name, sub);
            for option in sub["options"].as_array().into_iter().flatten() {
                let name = option["name"].as_str().unwrap();
                named_in(&mut problems, format!("option-{name}"), name, option);
            }
        }
    }
    assert_eq!(command_name(&["game", "join"], Lang::Id), "gabung");
    assert_eq!(option_name("language", Lang::Id), "bahasa");
    let catalogue = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/locales/en/commands.ftl"),
    )
    .unwrap();
    for line in catalogue.lines() {
        if let Some((id, _)) = line.split_once(" = ")
            && (id.starts_with("name-") || id.starts_with("option-"))
            && !named.contains(id)
        {
            problems.push(format!("{id}: names nothing the tree registers"));
        }
    }
    assert!(problems.is_empty(), "{problems:#?}");
}

#[test]
fn the_commands_work_in_guild_channels_and_in_dms_with_the_bot() {
    for c in tree() {
        // Interaction contexts: 0 = guild, 1 = the bot's DM; installed to servers (0).
        assert_eq!(c["contexts"], serde_json::json!([0, 1]), "{}", c["name"]);
        assert_eq!(
            c["integration_types"],
            serde_json::json!([0]),
            "{}",
            c["name"]
        );
        // A slash command: type 1 (CHAT_INPUT), which is also what an absent type means.
        assert!(c["type"].is_null() || c["type"] == 1, "{}", c["type"]);
        assert!(c.get("default_member_permissions").is_none());
    }
}

#[test]
fn no_seed_or_setup_option_reaches_discord() {
    let text = command_tree_json().to_string();
    assert!(!text.contains("\"seed\""), "a seed would reveal the deck");
    assert!(!text.contains("\"setup\""));
}

/// The options of `/game new` that belong to one game only.
const FESTIVALS_ONLY: &[&str] = &["typhoons", "typhoon_ties"];
const INDONESIA_ONLY: &[&str] = &["money", "bids"];
const INDIES_ONLY: &[&str] = &["years"];

/// Every option name the tree offers is one the table accepts for that command (`/game new`
/// once for each game, with that game's options).
#[tokio::test]
async fn the_table_accepts_every_option_the_tree_offers() {
    let table = Table::new(Store::open_memory().await.unwrap());
    let mut invocations = Vec::new();
    for (top_name, sub_name, options) in expected() {
        let games: &[&str] = if (top_name, sub_name) == ("game", "new") {
            &["festivals", "indonesia", "indies"]
        } else {
            &[""]
        };
        for &game in games {
            let other_games: Vec<&str> = match game {
                "festivals" => [INDONESIA_ONLY, INDIES_ONLY].concat(),
                "indonesia" => [FESTIVALS_ONLY, INDIES_ONLY].concat(),
                "indies" => [FESTIVALS_ONLY, INDONESIA_ONLY].concat(),
                _ => Vec::new(),
            };
            let values: Vec<(String, String)> = options
                .iter()
                .filter(|(n, _, _)| !other_games.contains(n))
                .map(|(n, _, _)| {
                    let v = match *n {
                        "game" => game,
                        "players" => "3",
                        "typhoons" => "1",
                        "typhoon_ties" => "nobody",
                        "money" => "open",
                        "bids" => "sealed",
                        "years" => "8",
                        "track" => "hull",
                        "amount" | "bid" => "10",
                        "plan" => "1",
                        "airplane" | "player" => "<@2>",
                        "table" => "<#100>",
                        _ => "x",
                    };
                    (n.to_string(), v.to_string())
                })
                .collect();
            invocations.push((top_name, sub_name, values));
        }
    }
    for (top_name, sub_name, values) in invocations {
        let inv = Invocation {
            user_id: 1,
            user_name: "alice".into(),
            place: Place::Channel(100),
            guild: None,
            manages_server: false,
            channel_name: None,
            command: Command {
                path: vec![top_name.to_string(), sub_name.to_string()],
                options: values,
            },
            origin: None,
            locale: None,
            guild_locale: None,
        };
        for post in table.handle(&inv).await {
            assert!(
                !post.text.contains("has no option") && !post.text.starts_with("Unknown command"),
                "/{top_name} {sub_name}: {}",
                post.text
            );
        }
    }
}
