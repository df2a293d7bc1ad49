//! The turn card and the private panel: a game post laid out as Discord's Components V2, one
//! Container holding the post's text, the board (a media gallery of the post's picture) and the
//! actions on it, so that the board sits right above the buttons that act on it. The same
//! bodies are sent by the Discord layer and printed by the script runner.
//!
//! With the V2 flag a message has no `content`: its words are in text displays (at most 4,000
//! characters in all) and every component counts towards 40, nested ones too.

use super::controls::Row;
use serde::{Deserialize, Serialize};

/// Discord's message flag for a Components V2 message.
pub const IS_COMPONENTS_V2: u64 = 1 << 15;
/// The most components a V2 message holds, every nested one counted.
pub const MAX_COMPONENTS: usize = 40;
/// The most characters one text display holds.
pub const MAX_TEXT_DISPLAY: usize = 2_000;
/// The most characters of text a V2 message holds, all its text displays together.
pub const MAX_TEXT: usize = 4_000;
/// What a card leaves for its action rows: the 40 less its container, text and gallery.
pub const ROOM_FOR_ROWS: usize = super::controls::ROOM;
const _: () = assert!(ROOM_FOR_ROWS + 3 == MAX_COMPONENTS);

/// How a post is laid out in Discord.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Layout {
    /// A plain message: its text as content, pictures attached, at most five action rows.
    #[default]
    Message,
    /// A public turn card: the text, the board and the awaited seats' actions in a container
    /// coloured for the awaited player.
    Card,
    /// A player's own panel (ephemeral, or in their DMs): their text and their choices.
    Panel,
}

impl Layout {
    pub fn is_v2(self) -> bool {
        self != Layout::Message
    }

    /// The most characters of text one message of this layout holds.
    pub fn text_limit(self) -> usize {
        match self {
            Layout::Message => 2_000,
            Layout::Card | Layout::Panel => MAX_TEXT,
        }
    }
}

/// One component of a V2 message.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Part {
    Container(Container),
    Text(TextDisplay),
    Gallery(MediaGallery),
    Row(Row),
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Container {
    /// 17, a container.
    #[serde(rename = "type")]
    pub kind: u8,
    /// The awaited player's seat colour, as 0xRRGGBB.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub accent_color: Option<u32>,
    pub components: Vec<Part>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TextDisplay {
    /// 10, a text display.
    #[serde(rename = "type")]
    pub kind: u8,
    pub content: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MediaGallery {
    /// 12, a media gallery.
    #[serde(rename = "type")]
    pub kind: u8,
    pub items: Vec<GalleryItem>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GalleryItem {
    pub media: Media,
    /// The picture in words, for screen readers.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub description: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Media {
    /// `attachment://<file name>`: a file uploaded with the same request.
    pub url: String,
}

/// A picture shown in a card: the uploaded file's name and what it shows in words.
#[derive(Debug, Clone, Copy)]
pub struct Picture<'a> {
    pub file: &'a str,
    pub description: &'a str,
}

/// The longest description Discord takes for a gallery item.
const MAX_DESCRIPTION: usize = 1_024;

/// A text within `max` characters, split at line breaks where it can be.
fn displays(text: &str) -> Vec<Part> {
    let mut parts = Vec::new();
    let mut current = String::new();
    for line in text.split_inclusive('\n') {
        if current.chars().count() + line.chars().count() > MAX_TEXT_DISPLAY && !current.is_empty()
        {
            parts.push(std::mem::take(&mut current));
        }
        current.push_str(line);
        while current.chars().count() > MAX_TEXT_DISPLAY {
            let cut = current
                .char_indices()
                .nth(MAX_TEXT_DISPLAY)
                .map_or(current.len(), |(i, _)| i);
            let rest = current.split_off(cut);
            parts.push(std::mem::replace(&mut current, rest));
        }
    }
    if !current.trim().is_empty() {
        parts.push(current);
    }
    parts
        .into_iter()
        .map(|content| {
            Part::Text(TextDisplay {
                kind: 10,
                content: content.trim_end().to_string(),
            })
        })
        .filter(|p| !matches!(p, Part::Text(t) if t.content.is_empty()))
        .collect()
}

/// The components of a V2 message: one container holding `text` (within [`MAX_TEXT`]; the
/// caller fits or splits it), the picture, then `rows`.
pub fn components(
    text: &str,
    picture: Option<Picture>,
    rows: &[Row],
    accent: Option<u32>,
) -> Vec<Part> {
    let mut inside = displays(text);
    if let Some(picture) = picture {
        inside.push(Part::Gallery(MediaGallery {
            kind: 12,
            items: vec![GalleryItem {
                media: Media {
                    url: format!("attachment://{}", picture.file),
                },
                description: super::controls::shorten(picture.description, MAX_DESCRIPTION),
            }],
        }));
    }
    inside.extend(rows.iter().cloned().map(Part::Row));
    if inside.is_empty() {
        // Discord refuses an empty message: a container needs something to hold.
        inside.push(Part::Text(TextDisplay {
            kind: 10,
            content: "…".into(),
        }));
    }
    vec![Part::Container(Container {
        kind: 17,
        accent_color: accent,
        components: inside,
    })]
}

/// How many components `parts` make, nested ones counted, as Discord counts them.
pub fn count(parts: &[Part]) -> usize {
    parts
        .iter()
        .map(|p| match p {
            Part::Container(c) => 1 + count(&c.components),
            Part::Text(_) | Part::Gallery(_) => 1,
            Part::Row(r) => 1 + r.components.len(),
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::controls::{Button, Component};

    fn row(n: usize) -> Row {
        Row {
            kind: 1,
            components: (0..n)
                .map(|i| {
                    Component::Button(Button {
                        kind: 2,
                        style: 2,
                        label: format!("b{i}"),
                        custom_id: format!("g1:p0.{i}:0123456789abcdef"),
                    })
                })
                .collect(),
        }
    }

    #[test]
    fn a_card_holds_its_text_then_the_board_then_the_rows() {
        let parts = components(
            "Round 1.\nWaiting for <@5>.",
            Some(Picture {
                file: "festivals-1.png",
                description: "The board",
            }),
            &[row(5), row(2)],
            Some(0x3366CC),
        );
        let json = serde_json::to_value(&parts).unwrap();
        let inside = &json[0]["components"];
        assert_eq!(json[0]["type"], 17);
        assert_eq!(json[0]["accent_color"], 0x3366CC);
        assert_eq!(inside[0]["type"], 10);
        assert_eq!(inside[0]["content"], "Round 1.\nWaiting for <@5>.");
        assert_eq!(inside[1]["type"], 12);
        assert_eq!(
            inside[1]["items"][0]["media"]["url"],
            "attachment://festivals-1.png"
        );
        assert_eq!(inside[2]["type"], 1);
        assert_eq!(inside[3]["components"][1]["label"], "b1");
        // container, text, gallery, two rows of 5 and 2 buttons
        assert_eq!(count(&parts), 3 + 6 + 3);
    }

    #[test]
    fn no_accent_is_no_field_and_long_text_takes_two_displays() {
        let text = "a line of forty characters, near enough\n".repeat(80);
        let parts = components(&text, None, &[], None);
        let json = serde_json::to_value(&parts).unwrap();
        assert!(json[0].get("accent_color").is_none());
        let inside = json[0]["components"].as_array().unwrap();
        assert_eq!(inside.len(), 2);
        assert!(
            inside
                .iter()
                .all(|t| { t["content"].as_str().unwrap().chars().count() <= MAX_TEXT_DISPLAY })
        );
        let joined: Vec<&str> = inside
            .iter()
            .map(|t| t["content"].as_str().unwrap())
            .collect();
        assert_eq!(joined.join("\n"), text.trim_end());
    }
}
