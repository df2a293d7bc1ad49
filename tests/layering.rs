//! The shape docs/architecture.md promises, checked on the source itself: the layers depend
//! downward only, sibling modules import one way (no circle), and no function outside the tests
//! is longer than a reader can hold. The reading is textual (paths named in `use` and in code),
//! which is enough for this code base's style of absolute `crate::` and `super::` paths.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The longest function allowed outside tests, in lines.
const LONGEST: usize = 150;

/// Every `.rs` file under `root`, with its module path (`table::play::posts`).
fn modules(root: &Path) -> Vec<(PathBuf, Vec<String>)> {
    let mut out = Vec::new();
    let mut dirs = vec![root.to_path_buf()];
    while let Some(dir) = dirs.pop() {
        for entry in fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let rel = path.strip_prefix(root).unwrap().with_extension("");
                let mut parts: Vec<String> = rel
                    .components()
                    .map(|c| c.as_os_str().to_string_lossy().into_owned())
                    .collect();
                if matches!(
                    parts.last().map(String::as_str),
                    Some("mod" | "lib" | "main")
                ) {
                    parts.pop();
                }
                out.push((path, parts));
            }
        }
    }
    out.sort();
    out
}

/// A file's code without its test module, comments and string literals' contents.
fn code(path: &Path) -> String {
    let text = fs::read_to_string(path).unwrap();
    let text = text.split("#[cfg(test)]").next().unwrap_or("");
    // Quotes and braces as characters would pass for a string's or a block's edge.
    let text = ["'\\\"'", "'\"'", "'{'", "'}'"]
        .iter()
        .fold(text.to_string(), |t, c| t.replace(c, "' '"));
    let mut out = String::with_capacity(text.len());
    for line in text.lines() {
        let mut kept = String::new();
        let mut chars = line.chars().peekable();
        let mut in_string = false;
        while let Some(c) = chars.next() {
            if in_string {
                match c {
                    '\\' => {
                        chars.next();
                    }
                    '"' => {
                        in_string = false;
                        kept.push('"');
                    }
                    _ => {}
                }
            } else if c == '"' {
                in_string = true;
                kept.push('"');
            } else if c == '/' && chars.peek() == Some(&'/') {
                break;
            } else {
                kept.push(c);
            }
        }
        out.push_str(&kept);
        out.push('\n');
    }
    out
}

/// The module paths a file names: `crate::a::b` and `super::x` paths, with one level of
/// `use a::{b, c}` groups expanded.
fn named_paths(code: &str, module: &[String]) -> Vec<Vec<String>> {
    let flat = code.replace('\n', " ");
    let mut paths: Vec<String> = Vec::new();
    for statement in flat.split(';') {
        let Some(at) = statement.split_whitespace().position(|w| w == "use") else {
            continue;
        };
        let body: String = statement
            .split_whitespace()
            .skip(at + 1)
            .collect::<Vec<_>>()
            .join(" ");
        let body = body.as_str();
        if let Some((base, group)) = body.split_once("::{") {
            for part in group.trim_end_matches('}').split(',') {
                let part = part
                    .split(" as ")
                    .next()
                    .unwrap()
                    .split("::{")
                    .next()
                    .unwrap();
                let part = part.trim().trim_end_matches('}');
                if !part.is_empty() {
                    paths.push(format!("{}::{}", base.trim(), part));
                }
            }
        }
    }
    let words: Vec<&str> = flat
        .split(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
        .collect();
    paths.extend(
        words
            .iter()
            .filter(|w| w.starts_with("crate::") || w.starts_with("super::"))
            .map(|w| w.to_string()),
    );
    paths
        .into_iter()
        .filter_map(|p| {
            let parts: Vec<&str> = p.split("::").filter(|s| !s.is_empty()).collect();
            match parts.first() {
                Some(&"crate") => Some(parts[1..].iter().map(|s| s.to_string()).collect()),
                Some(&"super") => {
                    // `super` is the parent module, of a file's module and a folder's alike.
                    let mut base: Vec<String> = module[..module.len().saturating_sub(1)].to_vec();
                    let mut rest = &parts[1..];
                    while rest.first() == Some(&"super") {
                        base.pop();
                        rest = &rest[1..];
                    }
                    base.extend(rest.iter().map(|s| s.to_string()));
                    Some(base)
                }
                _ => None,
            }
        })
        .collect()
}

/// For each folder, which of its child modules names which sibling.
type Edges = BTreeMap<Vec<String>, BTreeMap<String, BTreeSet<String>>>;

fn sibling_edges(root: &Path) -> Edges {
    let mut edges = Edges::new();
    for (path, module) in modules(root) {
        for target in named_paths(&code(&path), &module) {
            let shared = module
                .iter()
                .zip(&target)
                .take_while(|(a, b)| a == b)
                .count();
            if shared < module.len() && shared < target.len() {
                edges
                    .entry(module[..shared].to_vec())
                    .or_default()
                    .entry(module[shared].clone())
                    .or_default()
                    .insert(target[shared].clone());
            }
        }
    }
    edges
}

/// The circles among siblings: groups of modules each reaching the others.
fn circles(root: &Path) -> Vec<String> {
    let mut found = Vec::new();
    for (parent, graph) in sibling_edges(root) {
        let reach = |from: &String| {
            let mut seen = BTreeSet::new();
            let mut todo = vec![from.clone()];
            while let Some(m) = todo.pop() {
                for next in graph.get(&m).into_iter().flatten() {
                    if seen.insert(next.clone()) {
                        todo.push(next.clone());
                    }
                }
            }
            seen
        };
        let mut reported = BTreeSet::new();
        for module in graph.keys() {
            if reported.contains(module) || !reach(module).contains(module) {
                continue;
            }
            let group: BTreeSet<String> = reach(module)
                .into_iter()
                .filter(|other| reach(other).contains(module))
                .collect();
            reported.extend(group.iter().cloned());
            found.push(format!("{}: {:?}", parent.join("::"), group));
        }
    }
    found
}

#[test]
fn no_import_circle_among_sibling_modules() {
    for root in ["src", "render/src"] {
        let circles = circles(Path::new(env!("CARGO_MANIFEST_DIR")).join(root).as_path());
        assert!(circles.is_empty(), "import circles in {root}: {circles:#?}");
    }
}

#[test]
fn the_circle_finder_finds_a_circle() {
    let dir = std::env::temp_dir().join(format!("layering-{}", std::process::id()));
    fs::create_dir_all(dir.join("a")).unwrap();
    fs::write(dir.join("lib.rs"), "mod a;").unwrap();
    fs::write(dir.join("a/mod.rs"), "mod x; mod y; mod z;").unwrap();
    fs::write(dir.join("a/x.rs"), "use super::y::Thing;").unwrap();
    fs::write(dir.join("a/y.rs"), "use crate::a::{z::Other, w};").unwrap();
    fs::write(dir.join("a/z.rs"), "fn f() { super::x::g() }").unwrap();
    let found = circles(&dir);
    fs::remove_dir_all(&dir).unwrap();
    assert_eq!(found, vec![r#"a: {"x", "y", "z"}"#.to_string()]);
}

/// The layers below each one: a module of a layer names none of the layers above it.
#[test]
fn layers_depend_downward_only() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let forbidden: &[(&str, &[&str])] = &[
        ("games", &["table", "store", "discord", "tools", "script"]),
        ("store", &["table", "discord", "tools", "script"]),
        ("table", &["discord", "tools", "script"]),
        ("discord", &["tools", "script"]),
    ];
    let mut wrong = Vec::new();
    for (path, module) in modules(&root) {
        let Some((_, above)) = forbidden
            .iter()
            .find(|(l, _)| module.first().map(String::as_str) == Some(l))
        else {
            continue;
        };
        for target in named_paths(&code(&path), &module) {
            if target.first().is_some_and(|t| above.contains(&t.as_str())) {
                wrong.push(format!("{} names {}", module.join("::"), target.join("::")));
            }
        }
    }
    assert!(wrong.is_empty(), "a layer names one above it: {wrong:#?}");
    let render = Path::new(env!("CARGO_MANIFEST_DIR")).join("render/src");
    for (path, _) in modules(&render) {
        assert!(
            !code(&path).contains("nusantara::"),
            "{} uses the bot crate: the render crate knows no rules",
            path.display()
        );
    }
}

/// Functions (outside test modules and test files) longer than [`LONGEST`] lines.
fn long_functions(root: &Path) -> Vec<String> {
    let mut found = Vec::new();
    for (path, _) in modules(root) {
        let shown = path.display().to_string();
        if shown.contains("/tests/") || shown.ends_with("tests.rs") {
            continue;
        }
        let lines: Vec<String> = code(&path).lines().map(str::to_string).collect();
        for (start, line) in lines.iter().enumerate() {
            let Some(name) = function_name(line) else {
                continue;
            };
            let mut depth = 0i32;
            let mut opened = false;
            for (end, body) in lines.iter().enumerate().skip(start) {
                for c in body.chars() {
                    match c {
                        '{' => {
                            depth += 1;
                            opened = true;
                        }
                        '}' => depth -= 1,
                        _ => {}
                    }
                }
                if !opened && body.trim_end().ends_with(';') {
                    break;
                }
                if opened && depth <= 0 {
                    let length = end - start + 1;
                    if length > LONGEST {
                        found.push(format!("{shown}:{} {name}: {length} lines", start + 1));
                    }
                    break;
                }
            }
        }
    }
    found
}

/// The name of the function a line starts, if it starts one.
fn function_name(line: &str) -> Option<&str> {
    let mut words = line.split_whitespace().peekable();
    while let Some(word) = words.next() {
        match word {
            "pub" | "async" | "const" | "unsafe" | "extern" => {}
            w if w.starts_with("pub(") => {}
            "fn" => {
                let name = words.next()?;
                return Some(name.split(['(', '<']).next().unwrap_or(name));
            }
            _ => return None,
        }
    }
    None
}

#[test]
fn no_function_longer_than_a_reader_can_hold() {
    let base = Path::new(env!("CARGO_MANIFEST_DIR"));
    let long: Vec<String> = ["src", "render/src"]
        .iter()
        .flat_map(|root| long_functions(&base.join(root)))
        .collect();
    assert!(long.is_empty(), "functions over {LONGEST} lines: {long:#?}");
}

#[test]
fn the_length_check_counts_a_long_function() {
    let dir = std::env::temp_dir().join(format!("layering-long-{}", std::process::id()));
    fs::create_dir_all(&dir).unwrap();
    let body = "    let x = 1;\n".repeat(LONGEST);
    fs::write(
        dir.join("lib.rs"),
        format!("pub fn long() {{\n{body}}}\nfn short() {{}}\n"),
    )
    .unwrap();
    let found = long_functions(&dir);
    fs::remove_dir_all(&dir).unwrap();
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        found[0].ends_with(&format!("long: {} lines", LONGEST + 2)),
        "{found:?}"
    );
}
