//! The shape docs/architecture.md promises, checked on the source itself: the layers depend
//! downward only, sibling modules import one way (no circle), and no function outside the tests
//! is longer than a reader can hold. The reading is textual (paths named in `use` and in code),
//! which is enough for this code base's style of absolute `crate::` and `super::` paths.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The longest function allowed outside tests, in lines.
const LONGEST: usize = 150;

/// Every `.rs` file under `root`, with its module path (`table::play::posts`), but for test
/// modules' files (`tests.rs`, `tests/`): what tests name is not the code's shape.
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
                if !parts.iter().any(|p| p == "tests") {
                    out.push((path, parts));
                }
            }
        }
    }
    out.sort();
    out
}

/// A file's code without its test module, comments and string literals' contents. What is taken
/// out leaves its line breaks, so lines keep their numbers and functions their lengths.
fn code(path: &Path) -> String {
    without_test_module(&stripped(&fs::read_to_string(path).unwrap()))
}

/// The text without comments, and with string and character literals emptied (`""`, `' '`): a
/// quote or a brace inside one would pass for a string's or a block's edge.
fn stripped(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let is_word = |at: usize| chars[at].is_alphanumeric() || chars[at] == '_';
    let mut out = String::with_capacity(text.len());
    // Skips from `at` to `end`, keeping the line breaks between.
    let skip = |out: &mut String, at: usize, end: usize| {
        out.extend(
            chars[at..end.min(chars.len())]
                .iter()
                .filter(|c| **c == '\n'),
        );
        end
    };
    let mut at = 0;
    while at < chars.len() {
        let next = chars.get(at + 1).copied();
        let raw = (chars[at] == 'r' && (at == 0 || !is_word(at - 1) || chars[at - 1] == 'b'))
            .then(|| chars[at + 1..].iter().take_while(|c| **c == '#').count())
            .filter(|hashes| chars.get(at + 1 + hashes) == Some(&'"'));
        if chars[at] == '/' && next == Some('/') {
            at += chars[at..].iter().take_while(|c| **c != '\n').count();
        } else if chars[at] == '/' && next == Some('*') {
            let (mut end, mut depth) = (at, 0);
            while end < chars.len() {
                match (chars[end], chars.get(end + 1)) {
                    ('/', Some('*')) => (depth, end) = (depth + 1, end + 2),
                    ('*', Some('/')) => (depth, end) = (depth - 1, end + 2),
                    _ => end += 1,
                }
                if depth == 0 {
                    break;
                }
            }
            at = skip(&mut out, at, end);
        } else if let Some(hashes) = raw {
            let close: String = std::iter::once('"')
                .chain("#".repeat(hashes).chars())
                .collect();
            let body: String = chars[at + 2 + hashes..].iter().collect();
            let length = body
                .find(&close)
                .map_or(body.len(), |b| body[..b].chars().count());
            out.push_str("\"\"");
            at = skip(&mut out, at, at + 2 + hashes + length + close.len());
        } else if chars[at] == '"' {
            let mut end = at + 1;
            while end < chars.len() && chars[end] != '"' {
                end += if chars[end] == '\\' { 2 } else { 1 };
            }
            out.push_str("\"\"");
            at = skip(&mut out, at, end + 1);
        } else if chars[at] == '\'' && next == Some('\\') {
            let end = at + 3 + chars[at + 3..].iter().take_while(|c| **c != '\'').count();
            out.push_str("' '");
            at = end + 1;
        } else if chars[at] == '\'' && chars.get(at + 2) == Some(&'\'') {
            out.push_str("' '");
            at += 3;
        } else {
            out.push(chars[at]);
            at += 1;
        }
    }
    out
}

/// The code without the test module: `#[cfg(test)] mod tests;` or the whole inline
/// `#[cfg(test)] mod tests { ... }` block (the code after it is still checked). Takes stripped
/// code, so every brace is a block's.
fn without_test_module(code: &str) -> String {
    const TEST: &str = "#[cfg(test)]";
    let mut out = String::with_capacity(code.len());
    let mut rest = code;
    while let Some(at) = rest.find(TEST) {
        let after = &rest[at + TEST.len()..];
        let item = after.trim_start();
        let opening = item.find(['{', ';']).filter(|_| item.starts_with("mod "));
        let Some(opening) = opening else {
            out.push_str(&rest[..at + TEST.len()]);
            rest = after;
            continue;
        };
        let start = after.len() - item.len();
        let mut end = start + opening + 1;
        if item[opening..].starts_with('{') {
            let mut depth = 0;
            for (i, c) in item[opening..].char_indices() {
                depth += match c {
                    '{' => 1,
                    '}' => -1,
                    _ => 0,
                };
                if depth == 0 {
                    end = start + opening + i + 1;
                    break;
                }
            }
        }
        out.push_str(&rest[..at]);
        out.extend(after[..end].chars().filter(|c| *c == '\n'));
        rest = &after[end..];
    }
    out.push_str(rest);
    out
}

/// The item a top-level public line defines, if it defines one: `pub const fn twice(` gives
/// `twice`, `pub(crate) struct Order {` gives `Order`.
fn defined_name(line: &str) -> Option<String> {
    if !line.starts_with("pub") {
        return None;
    }
    let words: Vec<&str> = line
        .split_whitespace()
        .skip_while(|w| w.starts_with("pub"))
        .collect();
    let kinds = [
        "fn", "struct", "enum", "trait", "type", "static", "mod", "union", "const",
    ];
    let mut at = words.iter().position(|w| kinds.contains(w))?;
    if words[at] == "const" && words[at + 1..].contains(&"fn") {
        at = words.iter().position(|w| *w == "fn")?;
    }
    let name = words.get(at + 1)?;
    let name = name
        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .next()?;
    (!name.is_empty()).then(|| name.to_string())
}

/// The paths a `use` tree names, each with the name it brings in: `a::{b, c::D as E, f::*}`
/// gives `a::b` as `b`, `a::c::D` as `E` and `a::f::*` as `*`.
fn use_paths(tree: &str) -> Vec<(Vec<String>, String)> {
    let mut tokens = Vec::new();
    let mut chars = tree.chars().peekable();
    while let Some(c) = chars.next() {
        if c.is_alphanumeric() || c == '_' {
            let mut word = c.to_string();
            while let Some(&n) = chars.peek().filter(|n| n.is_alphanumeric() || **n == '_') {
                word.push(n);
                chars.next();
            }
            tokens.push(word);
        } else if c == ':' && chars.peek() == Some(&':') {
            chars.next();
            tokens.push("::".to_string());
        } else if !c.is_whitespace() {
            tokens.push(c.to_string());
        }
    }
    let mut found = Vec::new();
    use_tree(&tokens, &mut 0, Vec::new(), &mut found);
    found
}

/// Reads one use tree from `tokens[*at..]` under `prefix` into `found`.
fn use_tree(
    tokens: &[String],
    at: &mut usize,
    prefix: Vec<String>,
    found: &mut Vec<(Vec<String>, String)>,
) {
    let mut path = prefix;
    while let Some(token) = tokens.get(*at).map(String::as_str) {
        match token {
            "::" => *at += 1,
            "{" => {
                *at += 1;
                while let Some(token) = tokens.get(*at).map(String::as_str) {
                    match token {
                        "}" => break,
                        "," => *at += 1,
                        _ => use_tree(tokens, at, path.clone(), found),
                    }
                    if tokens.get(*at).map(String::as_str) == Some("}") {
                        break;
                    }
                }
                *at += 1;
                return;
            }
            "as" | "," | "}" => break,
            word => {
                path.push(word.to_string());
                *at += 1;
            }
        }
    }
    if path.last().is_some_and(|p| p == "self") {
        path.pop();
    }
    let mut name = path.last().cloned().unwrap_or_default();
    if tokens.get(*at).is_some_and(|t| t == "as") {
        name = tokens.get(*at + 1).cloned().unwrap_or_default();
        *at += 2;
    }
    if !path.is_empty() {
        found.push((path, name));
    }
}

/// The `use` statements of a code: each one's tree and whether it is public (a re-export).
fn uses(code: &str) -> Vec<(String, bool)> {
    code.replace('\n', " ")
        .split(';')
        .filter_map(|statement| {
            let words: Vec<&str> = statement.split_whitespace().collect();
            let at = words.iter().position(|w| *w == "use")?;
            let public = at > 0 && words[at - 1].starts_with("pub");
            Some((words[at + 1..].join(" "), public))
        })
        .collect()
}

/// What a crate's modules make visible: which modules exist, and what each re-exports, so a
/// path through a re-export (`super::Order`, re-exported in mod.rs from `order`) reaches the
/// module that defines the item.
#[derive(Default)]
struct Index {
    modules: BTreeSet<Vec<String>>,
    /// By module: each name a `pub use` brings in, with the path it stands for.
    exports: BTreeMap<Vec<String>, BTreeMap<String, Vec<String>>>,
    /// By module: the modules it re-exports whole (`pub use x::*`).
    globs: BTreeMap<Vec<String>, Vec<Vec<String>>>,
    /// By module: the public items it defines at its top level.
    defines: BTreeMap<Vec<String>, BTreeSet<String>>,
}

impl Index {
    fn new(files: &[(PathBuf, Vec<String>)]) -> Index {
        let mut index = Index {
            modules: files.iter().map(|(_, m)| m.clone()).collect(),
            ..Index::default()
        };
        for (path, module) in files {
            let code = code(path);
            for (tree, public) in uses(&code) {
                if !public {
                    continue;
                }
                for (named, name) in use_paths(&tree) {
                    let Some(target) = index.absolute(&named, module) else {
                        continue;
                    };
                    if name == "*" {
                        let whole = target[..target.len() - 1].to_vec();
                        index.globs.entry(module.clone()).or_default().push(whole);
                    } else {
                        let exports = index.exports.entry(module.clone()).or_default();
                        exports.insert(name, target);
                    }
                }
            }
            let defined = code.lines().filter_map(defined_name);
            index
                .defines
                .entry(module.clone())
                .or_default()
                .extend(defined);
        }
        index
    }

    /// A path named in `module` as a path from the crate root: `None` for another crate's.
    fn absolute(&self, path: &[String], module: &[String]) -> Option<Vec<String>> {
        let (first, rest) = path.split_first()?;
        let mut base: Vec<String> = module.to_vec();
        let mut rest = rest;
        match first.as_str() {
            "crate" => base.clear(),
            "self" => {}
            "super" => {
                // `super` is the parent module, of a file's module and a folder's alike.
                base.pop();
                while rest.first().is_some_and(|p| p == "super") {
                    base.pop();
                    rest = &rest[1..];
                }
            }
            // A relative path starts with a child module; anything else is another crate's.
            child => {
                base.push(child.to_string());
                if !self.modules.contains(&base) {
                    return None;
                }
            }
        }
        base.extend(rest.iter().cloned());
        Some(base)
    }

    /// A path from the root with its re-exports followed to the module that defines the item.
    fn followed(&self, mut path: Vec<String>) -> Vec<String> {
        // A few steps reach any item; the bound keeps a re-export naming itself from looping.
        for _ in 0..16 {
            let Some(at) = (0..path.len())
                .rev()
                .find(|at| self.modules.contains(&path[..*at]))
            else {
                break;
            };
            let Some(source) = self.source(&path[..at], &path[at]) else {
                break;
            };
            path = [source.as_slice(), &path[at + 1..]].concat();
        }
        path
    }

    /// The path a module's re-export of `name` stands for, by name or through a glob.
    fn source(&self, module: &[String], name: &String) -> Option<Vec<String>> {
        if let Some(path) = self.exports.get(module).and_then(|e| e.get(name)) {
            return Some(path.clone());
        }
        let whole = self.globs.get(module)?.iter().find(|whole| {
            self.defines.get(*whole).is_some_and(|d| d.contains(name))
                || self
                    .exports
                    .get(*whole)
                    .is_some_and(|e| e.contains_key(name))
        })?;
        Some([whole.as_slice(), std::slice::from_ref(name)].concat())
    }
}

/// The module paths a file names, from the crate root: its `use` trees and the `crate::` and
/// `super::` paths in its code, through re-exports to the module that defines each item.
fn named_paths(code: &str, module: &[String], index: &Index) -> Vec<Vec<String>> {
    let mut paths: Vec<Vec<String>> = uses(code)
        .iter()
        .flat_map(|(tree, _)| use_paths(tree))
        .map(|(path, _)| path)
        .collect();
    paths.extend(
        code.split(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
            .filter(|w| w.starts_with("crate::") || w.starts_with("super::"))
            .map(|w| {
                w.split("::")
                    .filter(|s| !s.is_empty())
                    .map(str::to_string)
                    .collect()
            }),
    );
    paths
        .iter()
        .filter(|path| {
            path.first()
                .is_some_and(|p| p == "crate" || p == "super" || p == "self")
        })
        .filter_map(|path| index.absolute(path, module))
        .map(|path| index.followed(path))
        .collect()
}

/// For each folder, which of its child modules names which sibling.
type Edges = BTreeMap<Vec<String>, BTreeMap<String, BTreeSet<String>>>;

fn sibling_edges(root: &Path) -> Edges {
    let mut edges = Edges::new();
    let files = modules(root);
    let index = Index::new(&files);
    for (path, module) in &files {
        for target in named_paths(&code(path), module, &index) {
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
    let base = Path::new(env!("CARGO_MANIFEST_DIR"));
    let found: Vec<String> = ["src", "render/src"]
        .iter()
        .flat_map(|root| {
            circles(&base.join(root))
                .into_iter()
                .map(move |c| format!("{root}: {c}"))
        })
        .collect();
    assert!(found.is_empty(), "import circles: {found:#?}");
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
        (
            "lang",
            &["games", "table", "store", "discord", "tools", "script"],
        ),
        ("games", &["table", "store", "discord", "tools", "script"]),
        ("store", &["table", "discord", "tools", "script"]),
        ("table", &["discord", "tools", "script"]),
        ("discord", &["tools", "script"]),
    ];
    let mut wrong = Vec::new();
    let files = modules(&root);
    let index = Index::new(&files);
    for (path, module) in &files {
        let Some((_, above)) = forbidden
            .iter()
            .find(|(l, _)| module.first().map(String::as_str) == Some(l))
        else {
            continue;
        };
        for target in named_paths(&code(path), module, &index) {
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

/// Writes a made-up crate (file name, text) in a fresh folder and gives its circles.
fn circles_of(name: &str, files: &[(&str, &str)]) -> Vec<String> {
    let dir = std::env::temp_dir().join(format!("layering-{name}-{}", std::process::id()));
    for (file, text) in files {
        let path = dir.join(file);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
    }
    let found = circles(&dir);
    fs::remove_dir_all(&dir).unwrap();
    found
}

#[test]
fn the_circle_finder_reads_past_the_test_module() {
    let found = circles_of(
        "tests",
        &[
            ("lib.rs", "mod a;"),
            ("a/mod.rs", "mod x; mod y; mod z;"),
            // The test module declared first hides nothing after it.
            (
                "a/x.rs",
                "#[cfg(test)]\nmod tests;\n\nuse super::y::Thing;\n",
            ),
            // An inline test module may name anything (z here): it is skipped, braces in its
            // strings included, and the code after it is read.
            (
                "a/y.rs",
                "#[cfg(test)]\nmod tests {\n    use super::super::z::Other;\n    \
                 const CLOSE: &str = \"}\";\n    const RAW: &str = r#\"{\"#;\n}\n\
                 fn f() { super::x::g() }\n",
            ),
            ("a/z.rs", "use super::y::Thing;"),
        ],
    );
    assert_eq!(found, vec![r#"a: {"x", "y"}"#.to_string()]);
}

#[test]
fn the_circle_finder_follows_re_exports() {
    let found = circles_of(
        "exports",
        &[
            ("lib.rs", "mod a; mod b;"),
            // `order` and `text` name each other only through what mod.rs re-exports.
            (
                "a/mod.rs",
                "mod order; mod text;\npub use order::Order;\npub(crate) use text::{florins as money};\n",
            ),
            ("a/order.rs", "use super::money;\npub struct Order;"),
            (
                "a/text.rs",
                "fn f(o: crate::a::Order) {}\npub fn florins() {}",
            ),
            // The same through a glob re-export.
            ("b/mod.rs", "mod p; mod q;\npub use p::*;\npub use q::Q;\n"),
            ("b/p.rs", "pub fn shout() { super::Q::new(); }\n"),
            ("b/q.rs", "use super::shout;\npub struct Q;\n"),
        ],
    );
    assert_eq!(
        found,
        vec![
            r#"a: {"order", "text"}"#.to_string(),
            r#"b: {"p", "q"}"#.to_string()
        ]
    );
}
