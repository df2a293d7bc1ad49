//! The JSON body of one message of a post, as Discord's API takes it, whichever way it goes
//! (a channel message, an interaction's response or follow-up, an edit): a plain message (its
//! text as content, at most five action rows) or, for a turn card or a panel, a Components V2
//! message (`crate::table::card`: the text, the board and the rows in one container). Pure, so
//! that tests check the very bodies sent.

use crate::table::Image;
use crate::table::Post;
use crate::table::card::{self, IS_COMPONENTS_V2, Layout, Picture};
use crate::table::controls::Row;
use serde_json::{Value, json};

/// Discord's flag of a message only its user sees.
pub const EPHEMERAL: u64 = 1 << 6;

/// Mentions in a post notify only its `pings` (the players the game awaits), never the other
/// users it names, nor roles or @everyone.
pub fn allowed_mentions(pings: &[i64]) -> Value {
    let users: Vec<String> = pings
        .iter()
        .filter(|&&u| u > 0)
        .map(|u| u.to_string())
        .collect();
    json!({ "parse": [], "users": users })
}

/// One message of `post`: `text` (a piece of the post's text), its rows when `rows`, and
/// `files` (uploaded with it, each named as an attachment; a card shows the first as its
/// board). `layout` is the message's own: a long private text's earlier pieces are plain.
pub fn message(
    post: &Post,
    layout: Layout,
    text: &str,
    rows: bool,
    files: &[Image],
    ephemeral: bool,
) -> Value {
    let rows: &[Row] = if rows { &post.components } else { &[] };
    let mut flags = if ephemeral { EPHEMERAL } else { 0 };
    let mut body = json!({ "allowed_mentions": allowed_mentions(&post.pings) });
    if layout.is_v2() {
        flags |= IS_COMPONENTS_V2;
        let picture = files.first().map(|f| Picture {
            file: &f.name,
            description: &post.alt,
        });
        body["components"] = json!(card::components(text, picture, rows, post.accent));
    } else {
        body["content"] = json!(text);
        body["components"] = json!(rows);
    }
    if flags != 0 {
        body["flags"] = json!(flags);
    }
    if !files.is_empty() {
        body["attachments"] = attachments(files);
    }
    body
}

/// The attachment entries of files uploaded as parts `files[0]`, `files[1]`, ...
pub fn attachments(files: &[Image]) -> Value {
    files
        .iter()
        .enumerate()
        .map(|(n, f)| json!({"id": n, "filename": f.name}))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::To;

    fn card() -> Post {
        let row: Row = serde_json::from_value(json!({"type": 1, "components": [
            {"type": 2, "style": 1, "label": "Move", "custom_id": "g1:p0.0:0123456789abcdef"}
        ]}))
        .unwrap();
        let mut post = Post::text(To::Channel(5), "Round 1.\nWaiting for <@7>.");
        post.components = vec![row];
        post.pings = vec![7];
        post.layout = Layout::Card;
        post.accent = Some(0xAA3322);
        post.alt = "The board".into();
        post
    }

    #[test]
    fn a_card_is_a_v2_message_whose_gallery_shows_its_file() {
        let post = card();
        let file = Image {
            name: "festivals-1.png".into(),
            png: vec![1],
        };
        let body = message(
            &post,
            post.layout,
            &post.text,
            true,
            std::slice::from_ref(&file),
            false,
        );
        assert_eq!(body["flags"], IS_COMPONENTS_V2);
        assert!(body.get("content").is_none(), "V2 has no content");
        let inside = &body["components"][0]["components"];
        assert_eq!(inside[0]["content"], "Round 1.\nWaiting for <@7>.");
        assert_eq!(
            inside[1]["items"][0]["media"]["url"],
            "attachment://festivals-1.png"
        );
        assert_eq!(inside[1]["items"][0]["description"], "The board");
        assert_eq!(inside[2]["components"][0]["label"], "Move");
        assert_eq!(body["attachments"][0]["filename"], "festivals-1.png");
        assert_eq!(body["allowed_mentions"]["users"][0], "7");
    }

    #[test]
    fn a_plain_message_has_content_and_an_ephemeral_panel_both_flags() {
        let post = card();
        let plain = message(&post, Layout::Message, "hello", false, &[], false);
        assert_eq!(plain["content"], "hello");
        assert!(plain.get("flags").is_none());
        assert_eq!(plain["components"], json!([]));
        let panel = message(&post, Layout::Panel, "yours", true, &[], true);
        assert_eq!(panel["flags"], IS_COMPONENTS_V2 | EPHEMERAL);
        assert!(panel.get("attachments").is_none());
    }
}
