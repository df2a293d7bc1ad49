//! A chat message as Discord shows it (the bot's name, the text, the board, the buttons and
//! menus), drawn for the README's picture of a turn notice: `cargo run --example turn_notice`
//! draws it from a real post of the table service. The bot itself never draws this.

use image::imageops::{self, FilterType};
use image::{Rgb, RgbImage};

use crate::paint::{self, Canvas, Rect, Style, rgb};

/// One control of an action row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Control {
    /// A button; `primary` is Discord's blurple, else grey.
    Button { label: String, primary: bool },
    /// A select menu, closed, showing its placeholder.
    Menu { placeholder: String },
}

/// A message: who sent it, its lines of text, its picture, and its rows of controls.
#[derive(Debug, Clone)]
pub struct Notice {
    pub author: String,
    pub text: Vec<String>,
    pub board: Option<RgbImage>,
    pub rows: Vec<Vec<Control>>,
}

const WIDTH: i32 = 960;
const LEFT: i32 = 84;
const TEXT_W: i32 = WIDTH - LEFT - 24;
const BACKGROUND: Rgb<u8> = rgb(0x313338);
const NAME: Rgb<u8> = rgb(0xF2F3F5);
const INK: Rgb<u8> = rgb(0xDBDEE1);
const MENTION: Rgb<u8> = rgb(0xC9CDFB);
const MENTION_BG: Rgb<u8> = rgb(0x3C4270);
const BLURPLE: Rgb<u8> = rgb(0x5865F2);
const GREY: Rgb<u8> = rgb(0x4E5058);
const MENU: Rgb<u8> = rgb(0x1E1F22);
const MUTED: Rgb<u8> = rgb(0x949BA4);
const BOARD_W: u32 = 640;
const LINE: i32 = 26;

/// The text's lines, each cut into lines that fit the message's width at word boundaries.
fn wrapped(style: Style, text: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    for line in text {
        let mut current = String::new();
        for word in line.split(' ') {
            let candidate = if current.is_empty() {
                word.to_string()
            } else {
                format!("{current} {word}")
            };
            if paint::text_width(style, &candidate) > TEXT_W && !current.is_empty() {
                out.push(std::mem::replace(&mut current, word.to_string()));
            } else {
                current = candidate;
            }
        }
        out.push(current);
    }
    out
}

/// Draws a line, with mentions (`@name`) on their tinted ground as Discord shows them.
fn line(img: &mut Canvas, x: i32, baseline: i32, text: &str) {
    let plain = Style::regular(17.0, INK);
    let mention = Style::regular(17.0, MENTION);
    let mut x = x;
    for (i, word) in text.split(' ').enumerate() {
        let word = if i == 0 {
            word.to_string()
        } else {
            format!(" {word}")
        };
        let at = word.trim_start();
        if let Some(tail) = at.strip_prefix('@') {
            // The mention is the name; punctuation after it is plain text.
            let end = tail
                .find(|c: char| !c.is_alphanumeric() && c != '_')
                .map_or(at.len(), |i| i + 1);
            let (name, rest) = at.split_at(end);
            let space = paint::text_width(plain, " ") * i32::from(word.starts_with(' '));
            let w = paint::text_width(mention, name);
            paint::fill_round_rect(
                img,
                Rect::new(x + space - 2, baseline - 17, w + 4, 23),
                3.0,
                MENTION_BG,
            );
            paint::text(img, mention, x + space, baseline, name);
            x = paint::text(img, plain, x + space + w, baseline, rest);
        } else {
            x = paint::text(img, plain, x, baseline, &word);
        }
    }
}

/// Draws the message. Pure: the same notice always gives the same pixels.
pub fn draw(n: &Notice) -> RgbImage {
    let body = Style::regular(17.0, INK);
    let lines = wrapped(body, &n.text);
    let board = n.board.as_ref().map(|b| {
        let h = (u64::from(b.height()) * u64::from(BOARD_W) / u64::from(b.width().max(1))) as u32;
        imageops::resize(b, BOARD_W, h.max(1), FilterType::Triangle)
    });
    let board_h = board.as_ref().map_or(0, |b| b.height() as i32 + 12);
    let height = 64 + lines.len() as i32 * LINE + board_h + n.rows.len() as i32 * 50 + 20;
    let mut pixels = RgbImage::from_pixel(WIDTH as u32, height as u32, BACKGROUND);
    let img = &mut Canvas::new(&mut pixels);
    // The bot's avatar and name.
    paint::fill_circle(img, 42.0, 42.0, 22.0, BLURPLE);
    paint::text_centred(img, Style::bold(18.0, NAME), 42.0, 42.0, "N");
    let end = paint::text(img, Style::bold(18.0, NAME), LEFT, 36, &n.author);
    let tag = Rect::new(end + 8, 21, 38, 19);
    paint::fill_round_rect(img, tag, 3.0, BLURPLE);
    paint::text_centred(img, Style::bold(11.0, NAME), tag.cx(), tag.cy(), "APP");
    paint::text(
        img,
        Style::regular(13.0, MUTED),
        tag.right() + 8,
        36,
        "Today at 20:14",
    );
    let mut y = 64;
    for l in &lines {
        line(img, LEFT, y, l);
        y += LINE;
    }
    if let Some(b) = &board {
        imageops::overlay(&mut pixels, b, i64::from(LEFT), i64::from(y - 12));
        y += board_h;
    }
    let img = &mut Canvas::new(&mut pixels);
    for row in &n.rows {
        let mut x = LEFT;
        for c in row {
            match c {
                Control::Button { label, primary } => {
                    let style = Style::regular(15.0, NAME);
                    let w = paint::text_width(style, label) + 32;
                    let r = Rect::new(x, y - 4, w, 36);
                    paint::fill_round_rect(img, r, 4.0, if *primary { BLURPLE } else { GREY });
                    paint::text_centred(img, style, r.cx(), r.cy(), label);
                    x += w + 8;
                }
                Control::Menu { placeholder } => {
                    let r = Rect::new(x, y - 4, 520, 40);
                    paint::fill_round_rect(img, r, 4.0, MENU);
                    let style = Style::regular(15.0, MUTED);
                    let text = paint::fit(style, placeholder, r.w - 56);
                    paint::text(img, style, r.x + 14, r.y + 26, &text);
                    // The menu's arrow.
                    let (ax, ay) = (r.right() as f32 - 24.0, r.cy());
                    paint::fill_polygon(
                        img,
                        &[(ax - 6.0, ay - 3.0), (ax + 6.0, ay - 3.0), (ax, ay + 4.0)],
                        INK,
                    );
                    x += r.w + 8;
                }
            }
        }
        y += 50;
    }
    pixels
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_notice_draws_its_text_board_and_controls() {
        let n = Notice {
            author: "Nusantara".into(),
            text: vec!["@bob holds the airplane: choose the order of @bob and @alice, first to last, with the menu below or the command.".into()],
            board: Some(RgbImage::from_pixel(1400, 892, rgb(0x2B6A8C))),
            rows: vec![
                vec![Control::Menu { placeholder: "Order: settle a tie".into() }],
                vec![Control::Button { label: "bob: choose in private".into(), primary: true }],
            ],
        };
        let img = draw(&n);
        assert_eq!(img.width(), WIDTH as u32);
        let count = |c: Rgb<u8>| img.pixels().filter(|p| **p == c).count();
        assert!(count(BLURPLE) > 2000, "avatar, tag and button");
        assert!(count(MENU) > 10_000, "the menu");
        assert!(count(rgb(0x2B6A8C)) > 100_000, "the board");
        assert!(count(MENTION_BG) > 100, "mentions on their ground");
    }
}
