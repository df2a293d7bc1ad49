//! Draws docs/turn-notice.png, the README's picture of a turn notice: a real post of the table
//! service (a seeded Festivals game where a tie must be ordered), its text, board and menu drawn
//! as Discord shows a message. Run it after changing a turn notice's words or components:
//! `cargo run --example turn_notice`.

use nusantara::script::{ScriptOptions, run};
use nusantara_render::notice::{Control, Notice, draw};
use std::path::PathBuf;

const SCRIPT: &str = "\
@alice #t /game new game:festivals players:2 seed:3
@bob #t /game join
@alice dm /festivals plan tickets:none
@bob dm /festivals plan tickets:none
";

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let pictures = std::env::temp_dir().join(format!("nusantara-notice-{}", std::process::id()));
    std::fs::create_dir_all(&pictures)?;
    let options = ScriptOptions {
        db: None,
        images: Some(pictures.clone()),
        dump: false,
        base_dir: root.join("tests"),
    };
    let result = run(SCRIPT, &options).await?;
    // The channel's last post: the reveal, with the airplane holder's menu.
    let post: serde_json::Value = result
        .output
        .iter()
        .map(|l| serde_json::from_str::<serde_json::Value>(l))
        .collect::<Result<Vec<_>, _>>()?
        .into_iter()
        .rfind(|p| p["to"] == "#t")
        .ok_or_else(|| anyhow::anyhow!("no channel post"))?;
    let text: Vec<String> = post["text"]
        .as_str()
        .unwrap_or_default()
        .replace('`', "")
        .lines()
        .map(String::from)
        .collect();
    let board = match post["images"][0].as_str() {
        Some(name) => Some(image::open(pictures.join(name))?.to_rgb8()),
        None => None,
    };
    let rows = post["components"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|row| {
            row["components"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|c| match c["type"].as_u64() {
                    Some(2) => Control::Button {
                        label: c["label"].as_str().unwrap_or_default().to_string(),
                        primary: c["style"] == 1,
                    },
                    _ => Control::Menu {
                        placeholder: c["placeholder"].as_str().unwrap_or_default().to_string(),
                    },
                })
                .collect()
        })
        .collect();
    let notice = Notice {
        author: "Nusantara".into(),
        text,
        board,
        rows,
    };
    let path = root.join("docs/turn-notice.png");
    draw(&notice).save(&path)?;
    std::fs::remove_dir_all(&pictures)?;
    println!("wrote {}", path.display());
    Ok(())
}
