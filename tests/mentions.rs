//! Every slash command a catalogue names (`/meja gabung`, `/festivals move to:<island>`) is one
//! of the command tree in the catalogue's own language: its command, subcommand and options by
//! the names a reader of that language types (Discord shows each user the names of their
//! locale). So no mention drifts from the tree, and no English name is left in an Indonesian
//! text where the Indonesian one differs. An option typed alone (`tiket:none`) is checked too,
//! and a choice's value is the reader's word for it (`tiap:ya`, not `tiap:yes`).

use nusantara::lang::{FILES, Lang, command_name, option_name};
use nusantara::table::{OptionKind, choice_label, groups};

/// A word of a mention and the rest after it: up to a space, or a quoted value with its quotes.
fn token(text: &str) -> (&str, &str) {
    let text = text.trim_start_matches(' ');
    let mut quoted = false;
    for (i, c) in text.char_indices() {
        match c {
            '"' => quoted = !quoted,
            ' ' if !quoted => return (&text[..i], &text[i..]),
            _ => {}
        }
    }
    (text, "")
}

/// An option's key of a word (`to` of `to:Bali`), when it is one typed before a value.
fn key_of(word: &str) -> Option<&str> {
    let (key, _) = word.split_once(':')?;
    (!key.is_empty() && key.chars().all(|c| c.is_ascii_lowercase() || c == '_')).then_some(key)
}

/// Whether `word` is a name as typed (not a placeholder such as `{ $sub }` or `<…>`).
fn is_name(word: &str) -> bool {
    !word.is_empty()
        && word
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_' || c == '-')
}

/// What is wrong with the mention `text` (after its `/`) in `lang`, if anything. `in_code`: it
/// stands in backticks, so every `key:` word of it is an option; a mention in prose ends at
/// its first word that is not one.
fn wrong(text: &str, lang: Lang, in_code: bool) -> Option<String> {
    let (top, rest) = token(text);
    if top.starts_with('{') {
        return None; // the whole command is an argument, built by lang::mention
    }
    let top = top.trim_end_matches(['.', ',', ')', ';', ':']);
    let Some(group) = groups()
        .iter()
        .find(|g| command_name(&[g.name], lang) == top)
    else {
        return Some(format!("no command /{top}"));
    };
    let (sub, mut rest) = token(rest);
    let sub_word = sub.trim_end_matches(['.', ',', ')', ';']);
    if !is_name(sub_word) || key_of(sub).is_some() {
        return None; // the command alone, or a subcommand given as an argument
    }
    let Some(spec) = group
        .commands
        .iter()
        .find(|c| command_name(&[group.name, c.name], lang) == sub_word)
    else {
        return Some(format!("/{top} has no subcommand {sub_word} in {lang}"));
    };
    if sub_word != sub {
        return None; // punctuation ends a mention in prose
    }
    while !rest.is_empty() {
        let (word, after) = token(rest);
        rest = after;
        let Some(key) = key_of(word) else {
            if in_code {
                continue;
            }
            break;
        };
        let Some(option) = spec
            .options
            .iter()
            .find(|o| option_name(o.name, lang) == key)
        else {
            return Some(format!("/{top} {sub} has no option {key} in {lang}"));
        };
        let value = word[key.len() + 1..].trim_end_matches(['.', ',', ')', ';']);
        if let OptionKind::Choice(words) = &option.kind
            && is_name(value)
            && !words.iter().any(|w| choice_label(w, lang) == value)
        {
            return Some(format!("/{top} {sub} {key}:{value} is no choice in {lang}"));
        }
    }
    None
}

/// The mentions of a catalogue text: each with whether it stands in backticks.
fn mentions(text: &str) -> Vec<(String, bool)> {
    let mut found = Vec::new();
    for line in text.lines().filter(|l| !l.trim_start().starts_with('#')) {
        for (i, part) in line.split('`').enumerate() {
            let in_code = i % 2 == 1;
            if in_code {
                if let Some(mention) = part.strip_prefix('/') {
                    found.push((mention.to_string(), true));
                }
                continue;
            }
            // In prose: a `/` after a space or a parenthesis, before a letter.
            let bytes = part.as_bytes();
            for (at, _) in part.match_indices('/') {
                let before = at.checked_sub(1).map(|b| bytes[b]);
                let after = bytes.get(at + 1).copied();
                if matches!(before, None | Some(b' ' | b'('))
                    && after.is_some_and(|c| c.is_ascii_lowercase())
                {
                    found.push((part[at + 1..].to_string(), false));
                }
            }
        }
    }
    found
}

/// The options a catalogue text names alone, in backticks: the key and the value as typed
/// (`to` and `Bali` of `to:Bali`).
fn typed_options(text: &str) -> Vec<(String, String)> {
    text.lines()
        .filter(|l| !l.trim_start().starts_with('#'))
        .flat_map(|line| line.split('`').skip(1).step_by(2))
        .filter(|part| !part.starts_with('/'))
        .filter_map(|part| {
            let word = token(part).0;
            let key = key_of(word)?;
            Some((key.to_string(), word[key.len() + 1..].to_string()))
        })
        .collect()
}

#[test]
fn every_mention_of_a_catalogue_is_a_command_of_the_tree_in_its_language() {
    let mut problems = Vec::new();
    let mut checked = [0usize; 2];
    for (lang, name, text) in FILES {
        for (mention, in_code) in mentions(text) {
            checked[*lang as usize] += 1;
            if let Some(why) = wrong(&mention, *lang, in_code) {
                problems.push(format!("{lang}/{name}: /{mention}: {why}"));
            }
        }
    }
    // An option typed alone (`tiket:none`, `ke:`) is one of the tree's in that language too,
    // and a choice's value one of its words there.
    let options: Vec<(Lang, String, &OptionKind)> = groups()
        .iter()
        .flat_map(|g| &g.commands)
        .flat_map(|c| &c.options)
        .flat_map(|o| Lang::ALL.map(|lang| (lang, option_name(o.name, lang), &o.kind)))
        .collect();
    for (lang, name, text) in FILES {
        for (key, value) in typed_options(text) {
            let named: Vec<&OptionKind> = options
                .iter()
                .filter(|(l, k, _)| l == lang && *k == key)
                .map(|(_, _, kind)| *kind)
                .collect();
            let a_word = |kind: &&OptionKind| match kind {
                OptionKind::Choice(words) => words.iter().any(|w| choice_label(w, *lang) == value),
                _ => true,
            };
            if named.is_empty() {
                problems.push(format!("{lang}/{name}: `{key}:` is no option in {lang}"));
            } else if is_name(&value) && !named.iter().any(a_word) {
                problems.push(format!(
                    "{lang}/{name}: `{key}:{value}` is no choice in {lang}"
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{problems:#?}");
    // Both languages name many commands (about 120 each): the scan found them.
    assert!(
        checked.iter().all(|n| *n >= 100),
        "mentions found: {checked:?}"
    );
}

/// The checker itself refuses what has drifted: an English name in an Indonesian text, an
/// option the command has not, a command that is not one.
#[test]
fn a_drifted_mention_is_found() {
    assert_eq!(wrong("meja gabung", Lang::Id, true), None);
    assert_eq!(wrong("game join", Lang::En, true), None);
    assert_eq!(
        wrong("festival gerak ke:Bali tiket:biru", Lang::Id, true),
        None
    );
    assert!(wrong("game join", Lang::Id, true).is_some());
    assert!(wrong("meja join", Lang::Id, true).is_some());
    assert!(wrong("festival gerak to:Bali", Lang::Id, true).is_some());
    assert!(wrong("festivals move island:Bali", Lang::En, true).is_some());
    // A choice in the reader's words.
    assert_eq!(wrong("indonesia riset tiap:ya", Lang::Id, true), None);
    assert_eq!(wrong("indonesia research each:yes", Lang::En, true), None);
    assert!(wrong("indonesia riset tiap:yes", Lang::Id, true).is_some());
    assert!(wrong("nothing here", Lang::En, false).is_some());
    assert_eq!(
        typed_options("a = `tiket:none` or `x` and `ke:`"),
        [
            ("tiket".to_string(), "none".to_string()),
            ("ke".to_string(), String::new())
        ]
    );
    // In prose a mention ends at its first word that is not an option.
    assert_eq!(
        wrong("festivals typhoon and no options", Lang::En, false),
        None
    );
    let found = mentions("a = Type `/meja gabung` or (/game board).\n# `/not this`");
    assert_eq!(
        found,
        vec![
            ("meja gabung".to_string(), true),
            ("game board).".to_string(), false)
        ]
    );
}
