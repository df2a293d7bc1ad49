//! Draws docs/turn-notice.png, the README's picture of a turn card: a real post of the table
//! service (a seeded Festivals game where the airplane holder must order a tie), drawn as
//! Discord's dark theme shows it on a phone: the container with the awaited player's colour, its
//! text, board and menu. Run it after changing a card's words or components:
//! `cargo run --example turn_notice`.

use anyhow::{Context, Result};
use nusantara::script::{ScriptOptions, run};
use nusantara_render::notice::{ButtonStyle, Control, Frame, Notice, Part, draw};
use serde_json::Value;
use std::path::{Path, PathBuf};

const SCRIPT: &str = "\
@alice #t /game new game:festivals players:2 seed:3
@bob #t /game join
@alice dm /festivals plan tickets:none
@bob dm /festivals plan tickets:none
";

/// Discord's flag for a Components V2 message.
const IS_COMPONENTS_V2: u64 = 1 << 15;

#[tokio::main]
async fn main() -> Result<()> {
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
    let post: Value = result
        .output
        .iter()
        .map(|l| serde_json::from_str::<Value>(l))
        .collect::<Result<Vec<_>, _>>()?
        .into_iter()
        .rfind(|p| p["to"] == "#t" && p.get("edit").is_none())
        .context("no channel post")?;
    let notice = notice_of(&post, &pictures)?;
    let path = root.join("docs/turn-notice.png");
    draw(&notice).save(&path)?;
    std::fs::remove_dir_all(&pictures)?;
    println!("wrote {}", path.display());
    Ok(())
}

/// The message a line of the script runner describes: a Components V2 card (`flags` with
/// IS_COMPONENTS_V2: its container's parts and accent colour) or a legacy message (`text`, its
/// first picture, `components` rows). A gallery's `attachment://<name>` is the picture in
/// `pictures` whose file name (the runner's `images`, numbered) ends with that name.
fn notice_of(post: &Value, pictures: &Path) -> Result<Notice> {
    let images: Vec<&str> = post["images"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
        .collect();
    let picture = |name: &str| -> Result<image::RgbImage> {
        let file = images
            .iter()
            .find(|f| f.ends_with(name))
            .with_context(|| format!("no picture named {name} among {images:?}"))?;
        Ok(image::open(pictures.join(file))?.to_rgb8())
    };
    let components = post["components"].as_array().cloned().unwrap_or_default();
    let v2 = post["flags"].as_u64().unwrap_or(0) & IS_COMPONENTS_V2 != 0;
    let (frame, parts) = if v2 {
        match components.iter().find(|c| c["type"] == 17) {
            Some(container) => {
                let accent = container["accent_color"]
                    .as_u64()
                    .map(|c| image::Rgb([(c >> 16) as u8, (c >> 8) as u8, c as u8]));
                let inner = container["components"]
                    .as_array()
                    .cloned()
                    .unwrap_or_default();
                (Frame::Container { accent }, parts(&inner, &picture)?)
            }
            None => (Frame::Plain, parts(&components, &picture)?),
        }
    } else {
        let mut out = vec![Part::Text(post["text"].as_str().unwrap_or_default().into())];
        if let Some(first) = images.first() {
            out.push(Part::Board(image::open(pictures.join(first))?.to_rgb8()));
        }
        out.extend(components.iter().map(row));
        (Frame::Plain, out)
    };
    Ok(Notice {
        author: "Nusantara".into(),
        frame,
        parts,
    })
}

/// The parts of a list of V2 components: text displays, galleries' pictures and action rows.
fn parts(
    components: &[Value],
    picture: &dyn Fn(&str) -> Result<image::RgbImage>,
) -> Result<Vec<Part>> {
    let mut out = Vec::new();
    for c in components {
        match c["type"].as_u64() {
            Some(10) => out.push(Part::Text(c["content"].as_str().unwrap_or_default().into())),
            Some(12) => {
                for item in c["items"].as_array().into_iter().flatten() {
                    let url = item["media"]["url"].as_str().unwrap_or_default();
                    let name = url.strip_prefix("attachment://").unwrap_or(url);
                    out.push(Part::Board(picture(name)?));
                }
            }
            Some(1) => out.push(row(c)),
            _ => {}
        }
    }
    Ok(out)
}

/// An action row's buttons and menus.
fn row(row: &Value) -> Part {
    let controls = row["components"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|c| match c["type"].as_u64() {
            Some(2) => Control::Button {
                label: c["label"]
                    .as_str()
                    .or(c["emoji"]["name"].as_str())
                    .unwrap_or_default()
                    .to_string(),
                style: ButtonStyle::from_discord(c["style"].as_u64().unwrap_or(2)),
            },
            _ => Control::Menu {
                placeholder: c["placeholder"].as_str().unwrap_or_default().to_string(),
            },
        })
        .collect();
    Part::Row(controls)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A card's line as the runner prints it: the gallery names the picture written as
    /// `000003-<name>`, and the container's parts come in order with its accent colour.
    #[test]
    fn a_card_line_reads_as_its_container() -> Result<()> {
        let dir = std::env::temp_dir().join(format!("turn-notice-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir)?;
        image::RgbImage::from_pixel(14, 9, image::Rgb([1, 2, 3]))
            .save(dir.join("000003-festivals-1.png"))?;
        image::RgbImage::from_pixel(5, 5, image::Rgb([9, 9, 9]))
            .save(dir.join("000002-festivals-0.png"))?;
        let line = serde_json::json!({
            "line": 4, "to": "#t", "message": 3, "flags": 32768,
            "text": "@bob (airplane) orders @bob and @alice.",
            "images": ["000002-festivals-0.png", "000003-festivals-1.png"],
            "components": [{"type": 17, "accent_color": 0x56B4E9, "components": [
                {"type": 10, "content": "@bob (airplane) orders @bob and @alice."},
                {"type": 12, "items": [{"media": {"url": "attachment://festivals-1.png"},
                    "description": "The board"}]},
                {"type": 1, "components": [{"type": 3, "custom_id": "x",
                    "placeholder": "Order: settle a tie", "options": []}]},
                {"type": 1, "components": [{"type": 2, "style": 1, "label": "Move",
                    "custom_id": "y"}, {"type": 2, "style": 2, "label": "Rest",
                    "custom_id": "z"}]}
            ]}]
        });
        let n = notice_of(&line, &dir)?;
        std::fs::remove_dir_all(&dir)?;
        assert_eq!(
            n.frame,
            Frame::Container {
                accent: Some(image::Rgb([0x56, 0xB4, 0xE9]))
            }
        );
        assert!(matches!(&n.parts[0], Part::Text(t) if t.starts_with("@bob (airplane)")));
        assert!(matches!(&n.parts[1], Part::Board(b) if b.dimensions() == (14, 9)));
        assert!(matches!(&n.parts[2], Part::Row(r) if r == &[Control::Menu {
            placeholder: "Order: settle a tie".into() }]));
        assert!(
            matches!(&n.parts[3], Part::Row(r) if r[1] == Control::Button {
            label: "Rest".into(), style: ButtonStyle::Secondary })
        );
        assert_eq!(n.parts.len(), 4);
        Ok(())
    }
}
