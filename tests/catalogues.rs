//! The message catalogues (issue 41) against each other and against the code: every message in
//! every language with the same variables, and every `msg!` of the source naming a message
//! that exists with exactly the variables it passes. So no missing id or argument reaches a
//! player at run time.

use fluent_syntax::ast;
use nusantara::lang::{FILES, Lang};
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

type Messages = BTreeMap<String, BTreeSet<String>>;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

/// The .ftl files of a language's folder, by name.
fn files_on_disk(lang: Lang) -> BTreeSet<String> {
    let dir = root().join("assets/locales").join(lang.code());
    fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".ftl"))
        .collect()
}

/// Every message of a catalogue text with the variables it reads; a parse error, junk or an
/// id given twice is a failure.
fn messages_of(name: &str, text: &str, into: &mut Messages) {
    let resource = fluent_syntax::parser::parse(text)
        .unwrap_or_else(|(_, errors)| panic!("{name} does not parse: {errors:?}"));
    for entry in &resource.body {
        match entry {
            ast::Entry::Message(m) => {
                let mut vars = BTreeSet::new();
                if let Some(p) = &m.value {
                    pattern_vars(p, &mut vars);
                }
                for a in &m.attributes {
                    pattern_vars(&a.value, &mut vars);
                }
                let id = m.id.name.to_string();
                assert!(
                    into.insert(id.clone(), vars).is_none(),
                    "{name}: `{id}` twice"
                );
            }
            ast::Entry::Junk { content } => panic!("{name}: junk {content:?}"),
            _ => {}
        }
    }
}

fn pattern_vars(p: &ast::Pattern<&str>, vars: &mut BTreeSet<String>) {
    for element in &p.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(e: &ast::Expression<&str>, vars: &mut BTreeSet<String>) {
    match e {
        ast::Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for v in variants {
                pattern_vars(&v.value, vars);
            }
        }
        ast::Expression::Inline(i) => inline_vars(i, vars),
    }
}

fn inline_vars(i: &ast::InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match i {
        ast::InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_vars(a, vars);
            }
            for a in &arguments.named {
                inline_vars(&a.value, vars);
            }
        }
        ast::InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        _ => {}
    }
}

/// A language's catalogue as the binary holds it.
fn catalogue(lang: Lang) -> Messages {
    let mut messages = Messages::new();
    for (_, name, text) in FILES.iter().filter(|(l, _, _)| *l == lang) {
        messages_of(&format!("{lang}/{name}"), text, &mut messages);
    }
    messages
}

#[test]
fn the_binary_holds_every_catalogue_file_of_both_languages() {
    let en = files_on_disk(Lang::En);
    assert!(en.contains("table.ftl"), "{en:?}");
    for lang in Lang::ALL {
        assert_eq!(files_on_disk(lang), en, "{lang} has other files than en");
        let embedded: BTreeSet<String> = FILES
            .iter()
            .filter(|(l, _, _)| *l == lang)
            .map(|(_, n, _)| n.to_string())
            .collect();
        assert_eq!(embedded, en, "lang::FILES of {lang} against the folder");
        for (_, name, text) in FILES.iter().filter(|(l, _, _)| *l == lang) {
            let path = root().join("assets/locales").join(lang.code()).join(name);
            assert_eq!(
                fs::read_to_string(&path).unwrap(),
                *text,
                "{}",
                path.display()
            );
        }
    }
}

#[test]
fn every_message_is_in_both_languages_with_the_same_variables() {
    let en = catalogue(Lang::En);
    assert!(!en.is_empty());
    for lang in Lang::ALL {
        let other = catalogue(lang);
        let missing: Vec<_> = en.keys().filter(|k| !other.contains_key(*k)).collect();
        let extra: Vec<_> = other.keys().filter(|k| !en.contains_key(*k)).collect();
        assert!(missing.is_empty(), "missing from {lang}: {missing:?}");
        assert!(extra.is_empty(), "only in {lang}: {extra:?}");
        for (id, vars) in &en {
            assert_eq!(
                &other[id], vars,
                "`{id}`: the variables of {lang} against en"
            );
        }
    }
}

/// One `msg!` of the source: where, its id and the names of its arguments.
#[derive(Debug, PartialEq)]
struct Call {
    at: String,
    id: String,
    args: BTreeSet<String>,
}

/// Every `msg!("id", name = value, ...)` in `code`, comments left out.
fn calls_in(at: &str, code: &str) -> Vec<Call> {
    let code: String = code
        .lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n");
    let mut calls = Vec::new();
    let mut rest = code.as_str();
    while let Some(start) = rest.find("msg!(") {
        rest = &rest[start + "msg!(".len()..];
        let body = rest.trim_start();
        let Some(body) = body.strip_prefix('"') else {
            panic!(
                "{at}: a msg! whose id is no literal: {}",
                &rest[..rest.len().min(60)]
            );
        };
        let end = body.find('"').expect("the id's closing quote");
        let id = body[..end].to_string();
        let args = arguments(&body[end + 1..])
            .into_iter()
            .map(|a| {
                let (name, _) = a
                    .split_once('=')
                    .unwrap_or_else(|| panic!("{at}: `{id}`: an argument without a name: {a}"));
                name.trim().to_string()
            })
            .collect();
        calls.push(Call {
            at: at.to_string(),
            id,
            args,
        });
    }
    calls
}

/// The arguments after a `msg!`'s id, up to its closing parenthesis, split at the commas of
/// that level (not those inside a call, a string or a closure).
fn arguments(after_id: &str) -> Vec<String> {
    let (mut depth, mut in_str, mut escaped) = (0i32, false, false);
    let (mut args, mut current) = (Vec::new(), String::new());
    for c in after_id.chars() {
        if in_str {
            current.push(c);
            match (escaped, c) {
                (false, '\\') => escaped = true,
                (false, '"') => in_str = false,
                _ => escaped = false,
            }
            continue;
        }
        match c {
            '"' => in_str = true,
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' if depth == 0 => break,
            ')' | ']' | '}' => depth -= 1,
            ',' if depth == 0 => {
                args.push(std::mem::take(&mut current));
                continue;
            }
            _ => {}
        }
        current.push(c);
    }
    args.push(current);
    args.into_iter()
        .map(|a| a.trim().to_string())
        .filter(|a| !a.is_empty())
        .collect()
}

fn rust_files(dir: &Path, into: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, into);
        } else if path.extension().is_some_and(|e| e == "rs") {
            into.push(path);
        }
    }
}

#[test]
fn the_scanner_reads_ids_and_argument_names() {
    let code = r#"
        // msg!("in-a-comment")
        let a = msg!("lobby-left", who = mention_user(id), seated = seats.len());
        let b = msg!(
            "refused-no-seat"
        );
        let c = msg!("x", s = format!("{}, {}", a, b), n = f(1, 2),);
    "#;
    let calls = calls_in("here", code);
    let seen: Vec<(&str, Vec<&str>)> = calls
        .iter()
        .map(|c| (c.id.as_str(), c.args.iter().map(String::as_str).collect()))
        .collect();
    assert_eq!(
        seen,
        vec![
            ("lobby-left", vec!["seated", "who"]),
            ("refused-no-seat", vec![]),
            ("x", vec!["n", "s"]),
        ]
    );
}

#[test]
fn every_message_the_code_asks_for_exists_with_its_variables() {
    let en = catalogue(Lang::En);
    let mut files = Vec::new();
    rust_files(&root().join("src"), &mut files);
    let mut calls = Vec::new();
    for path in &files {
        let at = path.strip_prefix(root()).unwrap().display().to_string();
        let code = fs::read_to_string(path).unwrap();
        if !at.starts_with("src/lang") {
            assert!(
                !code.contains("Msg::new("),
                "{at}: ask through msg!, which this test reads"
            );
        }
        calls.extend(calls_in(&at, &code));
    }
    assert!(calls.len() >= 10, "only {} msg! calls found", calls.len());
    let mut wrong = Vec::new();
    for call in &calls {
        match en.get(&call.id) {
            None => wrong.push(format!("{}: no message `{}`", call.at, call.id)),
            Some(vars) if *vars != call.args => wrong.push(format!(
                "{}: `{}` takes {vars:?}, given {:?}",
                call.at, call.id, call.args
            )),
            Some(_) => {}
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
    // A message no code asks for is a text no player can see: moved, then left behind.
    let asked: BTreeSet<&str> = calls.iter().map(|c| c.id.as_str()).collect();
    // A choice's word (`choice-<word>`) and a command's or option's name (`name-`, `option-`)
    // are asked for by the command specs' data: the test of the command tree checks those both
    // ways (tests/discord_commands.rs).
    let by_data = |k: &str| {
        ["choice-", "name-", "option-"]
            .iter()
            .any(|p| k.starts_with(p))
    };
    let unused: Vec<&String> = en
        .keys()
        .filter(|k| !asked.contains(k.as_str()) && !by_data(k))
        .collect();
    assert!(unused.is_empty(), "messages no code asks for: {unused:?}");
}
