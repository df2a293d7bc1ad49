//! The players' pages agree with the program: docs/commands.md names every registered command
//! and option, and the README's script examples play without a refusal or an error.

use nusantara::discord::command_tree_json;
use nusantara::script::{ScriptOptions, run};
use std::path::PathBuf;

fn read(path: &str) -> String {
    std::fs::read_to_string(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(path))
        .unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// docs/commands.md names every registered command with each of its options: `/<group> <sub>`
/// in a row of a table, and each option as `name:` in a row of that command, or in the prose of
/// its group's section or of the page's opening (which say "every game command takes
/// `table:`").
#[test]
fn the_commands_page_names_every_command_and_option() {
    let page = read("docs/commands.md");
    let opening = page.split("\n## ").next().unwrap_or("");
    let section_of = |group: &str| -> String {
        page.split("\n## ")
            .find(|s| {
                s.lines()
                    .next()
                    .unwrap_or("")
                    .contains(&format!("`/{group}`"))
            })
            .unwrap_or("")
            .to_string()
    };
    let prose = |text: &str| -> String {
        text.lines()
            .filter(|l| !l.starts_with('|'))
            .collect::<Vec<_>>()
            .join("\n")
    };
    let mut missing = Vec::new();
    for command in command_tree_json().as_array().unwrap() {
        let group = command["name"].as_str().unwrap();
        let general = format!("{}\n{}", prose(opening), prose(&section_of(group)));
        for sub in command["options"].as_array().unwrap() {
            let name = format!("/{group} {}", sub["name"].as_str().unwrap());
            let rows: Vec<&str> = page
                .lines()
                .filter(|l| l.starts_with('|') && l.contains(&format!("`{name}")))
                .collect();
            if rows.is_empty() {
                missing.push(format!("{name}: no row"));
                continue;
            }
            for o in sub["options"].as_array().into_iter().flatten() {
                let option = format!("{}:", o["name"].as_str().unwrap());
                if !rows.iter().any(|r| r.contains(&option)) && !general.contains(&option) {
                    missing.push(format!("{name} {option}"));
                }
            }
        }
    }
    assert!(missing.is_empty(), "docs/commands.md lacks: {missing:#?}");
}

/// Every script in the README (a `text` block of `@user` lines) plays through the script runner
/// with no malformed line and no refusal; the East Indies one seals its round.
#[tokio::test]
async fn the_readmes_scripts_play() {
    let readme = read("README.md");
    let scripts: Vec<String> = readme
        .split("```text\n")
        .skip(1)
        .filter_map(|block| block.split("```").next())
        .filter(|block| block.lines().any(|l| l.starts_with('@')))
        .map(str::to_string)
        .collect();
    assert!(
        scripts.iter().any(|s| s.contains("/indies")),
        "an East Indies example"
    );
    for script in scripts {
        let result = run(
            &script,
            &ScriptOptions {
                db: None,
                images: None,
                dump: false,
                base_dir: PathBuf::from(env!("CARGO_MANIFEST_DIR")),
            },
        )
        .await
        .unwrap();
        assert!(!result.malformed, "{script}\n{:#?}", result.output);
        let texts = result.output.join("\n");
        for refusal in [
            "has no option",
            "needs the option",
            "does not use",
            "` is not ",
        ] {
            assert!(!texts.contains(refusal), "{refusal:?} in:\n{texts}");
        }
        // Each order is added to its company's draft.
        for (i, line) in script.lines().enumerate() {
            if line.contains("/indies ") && !line.ends_with("/indies seal") {
                let n = i as u64 + 1;
                let added = result.output.iter().any(|o| {
                    let v: serde_json::Value = serde_json::from_str(o).unwrap();
                    v["line"] == n && v["text"].as_str().is_some_and(|t| t.contains("added:"))
                });
                assert!(added, "line {n} ({line}):\n{texts}");
            }
        }
        if script.contains("/indies seal") {
            assert!(texts.contains("revealed"), "{texts}");
        }
    }
}
