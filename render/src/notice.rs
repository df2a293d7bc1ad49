//! A chat message as Discord's dark theme shows it on a phone, drawn for the README's picture of a
//! turn notice: `cargo run --example turn_notice` draws it from a real post of the table service.
//! The bot itself never draws this.
//!
//! A Components V2 card is the bot's name line over a container: a rounded panel with the awaited
//! player's colour down its left edge, holding the text, the board and the rows of buttons and
//! menus, in that order. A legacy message has the same parts without the panel.
//!
//! Sizes are in the pixels of a phone's 2x screen 400 points wide, so the picture shown 400
//! points wide is the size a player reads it at.

use image::imageops::{self, FilterType};
use image::{Rgb, RgbImage};

use crate::paint::{self, Canvas, Rect, Style, rgb};

/// One control of an action row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Control {
    Button {
        label: String,
        style: ButtonStyle,
    },
    /// A select menu, closed, showing its placeholder.
    Menu {
        placeholder: String,
    },
}

/// A button's colour, by Discord's button styles.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ButtonStyle {
    /// Blurple (style 1).
    Primary,
    /// Grey (styles 2 and 5, a link).
    Secondary,
    /// Green (style 3).
    Success,
    /// Red (style 4).
    Danger,
}

impl ButtonStyle {
    /// The style of Discord's `style` number.
    pub fn from_discord(style: u64) -> Self {
        match style {
            1 => ButtonStyle::Primary,
            3 => ButtonStyle::Success,
            4 => ButtonStyle::Danger,
            _ => ButtonStyle::Secondary,
        }
    }

    fn colour(self) -> Rgb<u8> {
        match self {
            ButtonStyle::Primary => BLURPLE,
            ButtonStyle::Secondary => GREY,
            ButtonStyle::Success => GREEN,
            ButtonStyle::Danger => RED,
        }
    }
}

/// What a message shows, top to bottom.
#[derive(Debug, Clone)]
pub enum Part {
    /// Discord markdown: `**bold**`, `` `code` ``, `# ` headings, `-# ` small print, `- ` items;
    /// `@name` and `#channel` drawn as mentions.
    Text(String),
    /// A picture (a media gallery's item, or a legacy attachment).
    Board(RgbImage),
    /// An action row.
    Row(Vec<Control>),
}

/// How the parts are framed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Frame {
    /// A legacy message: the parts straight under the name.
    Plain,
    /// A Components V2 container, with an accent bar of the colour given.
    Container { accent: Option<Rgb<u8>> },
}

/// A message: who sent it, its frame and its parts.
#[derive(Debug, Clone)]
pub struct Notice {
    pub author: String,
    pub frame: Frame,
    pub parts: Vec<Part>,
}

const WIDTH: i32 = 800;
const MARGIN: i32 = 32;
const AVATAR: f32 = 40.0;
/// Where a message's content starts: past the avatar.
const LEFT: i32 = 144;
const CONTENT_W: i32 = WIDTH - LEFT - MARGIN;
/// The top of the content, under the name line.
const TOP: i32 = 92;
const BAR: i32 = 8;
const PAD: i32 = 28;
const RADIUS: f32 = 16.0;
/// Between two parts.
const GAP: i32 = 16;
const BUTTON_H: i32 = 64;
const MENU_H: i32 = 76;
const BODY: f32 = 30.0;

const BACKGROUND: Rgb<u8> = rgb(0x313338);
const PANEL: Rgb<u8> = rgb(0x2B2D31);
const BORDER: Rgb<u8> = rgb(0x3F4147);
const NAME: Rgb<u8> = rgb(0xF2F3F5);
const INK: Rgb<u8> = rgb(0xDBDEE1);
const MENTION: Rgb<u8> = rgb(0xC9CDFB);
const MENTION_BG: Rgb<u8> = rgb(0x3C4270);
const CODE_BG: Rgb<u8> = rgb(0x1E1F22);
const BLURPLE: Rgb<u8> = rgb(0x5865F2);
const GREY: Rgb<u8> = rgb(0x4E5058);
const GREEN: Rgb<u8> = rgb(0x248046);
const RED: Rgb<u8> = rgb(0xDA373C);
const MENU: Rgb<u8> = rgb(0x1E1F22);
const MUTED: Rgb<u8> = rgb(0x949BA4);

/// How a piece of text is inked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Ink {
    Plain,
    Mention,
    Code,
}

/// A run of text without spaces, in one look.
#[derive(Debug, Clone)]
struct Piece {
    text: String,
    bold: bool,
    ink: Ink,
}

/// The look of a whole line of markdown: its size and colour, bold throughout for a heading.
#[derive(Debug, Clone, Copy)]
struct LineLook {
    size: f32,
    colour: Rgb<u8>,
    bold: bool,
}

impl LineLook {
    fn style(self, p: &Piece) -> Style {
        let colour = if p.ink == Ink::Mention {
            MENTION
        } else {
            self.colour
        };
        Style {
            size: self.size,
            bold: self.bold || p.bold,
            colour,
        }
    }
    fn height(self) -> i32 {
        (self.size * 1.375).round() as i32
    }
}

/// One drawn line of text: its look and its words.
#[derive(Debug, Clone)]
struct TextLine {
    look: LineLook,
    words: Vec<Vec<Piece>>,
}

/// A markdown line's look and the rest of it, by its prefix.
fn look_of(line: &str) -> (LineLook, String) {
    let look = |size: f32, colour, bold| LineLook { size, colour, bold };
    if let Some(rest) = line.strip_prefix("-# ") {
        (look(24.0, MUTED, false), rest.to_string())
    } else if let Some(rest) = line.strip_prefix("### ") {
        (look(BODY, NAME, true), rest.to_string())
    } else if let Some(rest) = line.strip_prefix("## ") {
        (look(38.0, NAME, true), rest.to_string())
    } else if let Some(rest) = line.strip_prefix("# ") {
        (look(46.0, NAME, true), rest.to_string())
    } else if let Some(rest) = line.strip_prefix("- ") {
        (look(BODY, INK, false), format!("• {rest}"))
    } else {
        (look(BODY, INK, false), line.to_string())
    }
}

/// The words of a markdown line, each a run of pieces: `**` toggles bold and `` ` `` code where
/// a closing mark follows (else they are plain characters, as Discord shows them), a backslash
/// escapes punctuation, and `@name` or `#channel` at a word's start is a mention.
fn words(line: &str) -> Vec<Vec<Piece>> {
    let chars: Vec<char> = line.chars().collect();
    let closes = |from: usize, mark: &[char]| chars[from..].windows(mark.len()).any(|w| w == mark);
    let mut out: Vec<Vec<Piece>> = vec![Vec::new()];
    let (mut bold, mut code, mut mention) = (false, false, false);
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let word = out.last_mut().expect("at least one word");
        if c == ' ' {
            mention = false;
            out.push(Vec::new());
        } else if code {
            if c == '`' {
                code = false;
            } else {
                push(word, c, bold, Ink::Code);
            }
        } else if c == '\\' && chars.get(i + 1).is_some_and(|n| n.is_ascii_punctuation()) {
            i += 1;
            push(word, chars[i], bold, Ink::Plain);
        } else if c == '*' && chars.get(i + 1) == Some(&'*') && (bold || closes(i + 2, &['*', '*']))
        {
            bold = !bold;
            i += 1;
        } else if c == '`' && closes(i + 1, &['`']) {
            code = true;
            mention = false;
        } else {
            let starts_word = word
                .last()
                .and_then(|p| p.text.chars().last())
                .is_none_or(|p| !p.is_alphanumeric());
            let next = chars.get(i + 1).copied().unwrap_or(' ');
            if starts_word
                && ((c == '@' && next.is_alphanumeric()) || (c == '#' && next.is_alphabetic()))
            {
                mention = true;
            } else if mention && !(c.is_alphanumeric() || c == '_') {
                mention = false;
            }
            push(
                word,
                c,
                bold,
                if mention { Ink::Mention } else { Ink::Plain },
            );
        }
        i += 1;
    }
    out.retain(|w| !w.is_empty());
    out
}

/// Adds a character to a word, to its last piece when that has the same look.
fn push(word: &mut Vec<Piece>, c: char, bold: bool, ink: Ink) {
    match word.last_mut() {
        Some(p) if p.bold == bold && p.ink == ink => p.text.push(c),
        _ => word.push(Piece {
            text: c.to_string(),
            bold,
            ink,
        }),
    }
}

fn word_width(look: LineLook, word: &[Piece]) -> i32 {
    word.iter()
        .map(|p| paint::text_width(look.style(p), &p.text))
        .sum()
}

/// A word too wide for a line cut into words that fit, a character at a time.
fn split_word(look: LineLook, word: Vec<Piece>, width: i32) -> Vec<Vec<Piece>> {
    let mut out = Vec::new();
    let mut current: Vec<Piece> = Vec::new();
    for p in word {
        for c in p.text.chars() {
            let mut next = current.clone();
            match next.last_mut() {
                Some(last) if last.bold == p.bold && last.ink == p.ink => last.text.push(c),
                _ => next.push(Piece {
                    text: c.to_string(),
                    ..p.clone()
                }),
            }
            if word_width(look, &next) > width && !current.is_empty() {
                out.push(std::mem::take(&mut current));
                current.push(Piece {
                    text: c.to_string(),
                    ..p.clone()
                });
            } else {
                current = next;
            }
        }
    }
    if !current.is_empty() {
        out.push(current);
    }
    out
}

/// The text's lines, each cut at word boundaries into lines no wider than `width`.
fn wrapped(text: &str, width: i32) -> Vec<TextLine> {
    let mut out = Vec::new();
    for line in text.lines() {
        let (look, rest) = look_of(line);
        let space = paint::text_width(look.style(&piece(" ")), " ");
        let mut current: Vec<Vec<Piece>> = Vec::new();
        let mut used = 0;
        for word in words(&rest) {
            for word in split_word(look, word, width) {
                let w = word_width(look, &word);
                if !current.is_empty() && used + space + w > width {
                    out.push(TextLine {
                        look,
                        words: std::mem::take(&mut current),
                    });
                    used = 0;
                }
                used += if current.is_empty() { w } else { space + w };
                current.push(word);
            }
        }
        out.push(TextLine {
            look,
            words: current,
        });
    }
    out
}

fn piece(text: &str) -> Piece {
    Piece {
        text: text.to_string(),
        bold: false,
        ink: Ink::Plain,
    }
}

/// Draws a line of text from `x`, its top at `top`: mentions and code on their grounds (a space
/// between two mentions or two pieces of code on the ground too).
fn draw_line(img: &mut Canvas, x: i32, top: i32, line: &TextLine) {
    let look = line.look;
    let baseline = top + (look.height() as f32 * 0.74).round() as i32;
    let space = paint::text_width(look.style(&piece(" ")), " ");
    let (up, down) = (
        (look.size * 0.98).round() as i32,
        (look.size * 0.3).round() as i32,
    );
    let ground = |ink: Ink| match ink {
        Ink::Mention => Some(MENTION_BG),
        Ink::Code => Some(CODE_BG),
        Ink::Plain => None,
    };
    // Grounds first, so a ground never covers the letters before it.
    let mut at = x;
    let mut previous: Option<Ink> = None;
    for (i, word) in line.words.iter().enumerate() {
        if i > 0 {
            let first = word.first().map(|p| p.ink);
            if let Some(colour) = previous.filter(|p| Some(*p) == first).and_then(ground) {
                paint::fill_rect(img, Rect::new(at, baseline - up, space, up + down), colour);
            }
            at += space;
        }
        for p in word {
            let w = paint::text_width(look.style(p), &p.text);
            if let Some(colour) = ground(p.ink) {
                let r = Rect::new(at - 3, baseline - up, w + 6, up + down);
                paint::fill_round_rect(img, r, 6.0, colour);
            }
            at += w;
            previous = Some(p.ink);
        }
    }
    let mut at = x;
    for (i, word) in line.words.iter().enumerate() {
        if i > 0 {
            at += space;
        }
        for p in word {
            let style = look.style(p);
            at = paint::text(
                img,
                style,
                at,
                baseline,
                &paint::fit(style, &p.text, i32::MAX),
            );
        }
    }
}

/// A part placed: where it goes and what it draws.
enum Placed {
    Text(Rect, Vec<TextLine>),
    Board(Rect, RgbImage),
    Controls(Vec<(Rect, Control)>),
}

impl Placed {
    fn bounds(&self) -> Rect {
        match self {
            Placed::Text(r, _) | Placed::Board(r, _) => *r,
            Placed::Controls(items) => {
                let (x0, y0) = (
                    items.iter().map(|(r, _)| r.x).min().unwrap_or(0),
                    items.iter().map(|(r, _)| r.y).min().unwrap_or(0),
                );
                let (x1, y1) = (
                    items.iter().map(|(r, _)| r.right()).max().unwrap_or(0),
                    items.iter().map(|(r, _)| r.bottom()).max().unwrap_or(0),
                );
                Rect::new(x0, y0, x1 - x0, y1 - y0)
            }
        }
    }
}

/// Where everything goes: the picture's height, the container (if any) and each part.
struct Layout {
    height: i32,
    container: Option<Rect>,
    placed: Vec<Placed>,
}

const BUTTON_TEXT: Style = Style::regular(28.0, NAME);
const BUTTON_PAD: i32 = 32;

/// Lays out a row of controls from `top` in `width`: a menu takes a whole line, buttons wrap to
/// the next line when the row is wider than the screen, as on a phone.
fn lay_out_row(row: &[Control], x: i32, top: i32, width: i32) -> Vec<(Rect, Control)> {
    let mut out = Vec::new();
    let (mut at, mut y, mut line_h) = (x, top, 0);
    for c in row {
        let (w, h) = match c {
            Control::Button { label, .. } => (
                (paint::text_width(BUTTON_TEXT, label) + 2 * BUTTON_PAD).min(width),
                BUTTON_H,
            ),
            Control::Menu { .. } => (width, MENU_H),
        };
        if at > x && at + w > x + width {
            at = x;
            y += line_h + GAP / 2;
            line_h = 0;
        }
        out.push((Rect::new(at, y, w, h), c.clone()));
        at += w + GAP / 2;
        line_h = line_h.max(h);
    }
    out
}

fn lay_out(n: &Notice) -> Layout {
    let (inner_x, inner_w) = match n.frame {
        Frame::Plain => (LEFT, CONTENT_W),
        Frame::Container { .. } => (LEFT + BAR + PAD, CONTENT_W - BAR - 2 * PAD),
    };
    let mut y = match n.frame {
        Frame::Plain => TOP,
        Frame::Container { .. } => TOP + PAD,
    };
    let mut placed = Vec::new();
    for (i, part) in n.parts.iter().enumerate() {
        if i > 0 {
            y += GAP;
        }
        let p = match part {
            Part::Text(text) => {
                let lines = wrapped(text, inner_w);
                let h = lines.iter().map(|l| l.look.height()).sum();
                Placed::Text(Rect::new(inner_x, y, inner_w, h), lines)
            }
            Part::Board(b) => {
                let h = (i64::from(b.height()) * i64::from(inner_w) / i64::from(b.width().max(1)))
                    .max(1) as u32;
                let image = imageops::resize(b, inner_w as u32, h, FilterType::Lanczos3);
                Placed::Board(Rect::new(inner_x, y, inner_w, h as i32), image)
            }
            Part::Row(row) => Placed::Controls(lay_out_row(row, inner_x, y, inner_w)),
        };
        y = p.bounds().bottom();
        placed.push(p);
    }
    let container = match n.frame {
        Frame::Plain => None,
        Frame::Container { .. } => {
            y += PAD;
            Some(Rect::new(LEFT, TOP, CONTENT_W, y - TOP))
        }
    };
    Layout {
        height: y + MARGIN,
        container,
        placed,
    }
}

/// Rounds a picture's corners into the ground `under` it.
fn round_corners(img: &mut Canvas, r: Rect, radius: f32, under: Rgb<u8>) {
    let ri = radius.ceil() as i32;
    let centres = [
        (r.x as f32 + radius, r.y as f32 + radius, r.x, r.y),
        (
            r.right() as f32 - radius,
            r.y as f32 + radius,
            r.right() - ri,
            r.y,
        ),
        (
            r.x as f32 + radius,
            r.bottom() as f32 - radius,
            r.x,
            r.bottom() - ri,
        ),
        (
            r.right() as f32 - radius,
            r.bottom() as f32 - radius,
            r.right() - ri,
            r.bottom() - ri,
        ),
    ];
    for (cx, cy, x0, y0) in centres {
        for y in y0..y0 + ri {
            for x in x0..x0 + ri {
                let d = ((x as f32 + 0.5 - cx).powi(2) + (y as f32 + 0.5 - cy).powi(2)).sqrt();
                let outside = (d - radius + 0.5).clamp(0.0, 1.0);
                paint::blend(img, x, y, under, outside);
            }
        }
    }
}

/// A select's closed look: its placeholder and a chevron pointing down.
fn draw_menu(img: &mut Canvas, r: Rect, placeholder: &str) {
    paint::fill_round_rect(img, r, 12.0, MENU);
    let style = Style::regular(28.0, MUTED);
    let text = paint::fit(style, placeholder, r.w - 96);
    paint::text(img, style, r.x + 24, (r.cy() + 10.0) as i32, &text);
    let (ax, ay) = (r.right() as f32 - 40.0, r.cy());
    paint::line(img, (ax - 10.0, ay - 5.0), (ax, ay + 5.0), 3.5, INK);
    paint::line(img, (ax, ay + 5.0), (ax + 10.0, ay - 5.0), 3.5, INK);
}

/// Draws the message. Pure: the same notice always gives the same pixels.
pub fn draw(n: &Notice) -> RgbImage {
    let layout = lay_out(n);
    let mut pixels = RgbImage::from_pixel(WIDTH as u32, layout.height as u32, BACKGROUND);
    let img = &mut Canvas::new(&mut pixels);
    // The bot's avatar and name line.
    let (cx, cy) = (MARGIN as f32 + AVATAR, MARGIN as f32 + AVATAR);
    paint::fill_circle(img, cx, cy, AVATAR, BLURPLE);
    paint::text_centred(img, Style::bold(36.0, NAME), cx, cy, "N");
    let name = Style::bold(32.0, NAME);
    let end = paint::text(img, name, LEFT, 64, &paint::fit(name, &n.author, 360));
    let tag = Rect::new(end + 12, 38, 64, 30);
    paint::fill_round_rect(img, tag, 6.0, BLURPLE);
    paint::text_centred(img, Style::bold(18.0, NAME), tag.cx(), tag.cy(), "APP");
    paint::text(
        img,
        Style::regular(24.0, MUTED),
        tag.right() + 12,
        64,
        "Today at 20:14",
    );
    let ground = match (n.frame, layout.container) {
        (Frame::Container { accent }, Some(c)) => {
            paint::fill_round_rect(img, c, RADIUS, BORDER);
            if let Some(accent) = accent {
                // The bar follows the panel's rounded corners, as Discord's left border does.
                let bar = Rect::new(c.x, c.y, 2 * RADIUS as i32, c.h);
                paint::fill_round_rect(img, bar, RADIUS, accent);
                let inside = Rect::new(c.x + BAR, c.y + 1, c.w - BAR - 1, c.h - 2);
                paint::fill_round_rect(img, inside, RADIUS - 1.0, PANEL);
            } else {
                paint::fill_round_rect(img, c.inset(1), RADIUS - 1.0, PANEL);
            }
            PANEL
        }
        _ => BACKGROUND,
    };
    for p in &layout.placed {
        match p {
            Placed::Text(r, lines) => {
                let mut top = r.y;
                for l in lines {
                    draw_line(img, r.x, top, l);
                    top += l.look.height();
                }
            }
            Placed::Board(r, image) => {
                paint::copy_rect(img, &place(image, r, img.width(), img.height()), *r);
                round_corners(img, *r, 12.0, ground);
            }
            Placed::Controls(items) => {
                for (r, c) in items {
                    match c {
                        Control::Button { label, style } => {
                            paint::fill_round_rect(img, *r, 12.0, style.colour());
                            let text = paint::fit(BUTTON_TEXT, label, r.w - 2 * BUTTON_PAD);
                            paint::text_centred(img, BUTTON_TEXT, r.cx(), r.cy(), &text);
                        }
                        Control::Menu { placeholder } => draw_menu(img, *r, placeholder),
                    }
                }
            }
        }
    }
    pixels
}

/// `image` at `r` on a canvas-sized image, for [`paint::copy_rect`].
fn place(image: &RgbImage, r: &Rect, w: u32, h: u32) -> RgbImage {
    let mut out = RgbImage::new(w, h);
    imageops::overlay(&mut out, image, i64::from(r.x), i64::from(r.y));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const SEA: Rgb<u8> = rgb(0x2B6A8C);
    const ACCENT: Rgb<u8> = rgb(0x56B4E9);

    fn card(frame: Frame) -> Notice {
        Notice {
            author: "Nusantara".into(),
            frame,
            parts: vec![
                Part::Text("@bob has planned.\nPlans revealed: @alice shows nothing; @bob shows nothing.\n**@bob** (airplane) orders @bob and @alice, who rest on one island.".into()),
                Part::Board(RgbImage::from_pixel(1400, 892, SEA)),
                Part::Row(vec![Control::Menu {
                    placeholder: "Order: settle a tie".into(),
                }]),
                Part::Row(vec![
                    Control::Button { label: "bob: choose in private".into(), style: ButtonStyle::Primary },
                    Control::Button { label: "alice: choose in private".into(), style: ButtonStyle::Secondary },
                ]),
            ],
        }
    }

    #[test]
    fn a_card_draws_its_accent_bar_and_holds_its_parts_in_its_container() {
        let n = card(Frame::Container {
            accent: Some(ACCENT),
        });
        let img = draw(&n);
        let layout = lay_out(&n);
        let c = layout.container.expect("a card has a container");
        assert_eq!(img.width(), WIDTH as u32);
        // The bar runs down the container's left edge, and only there.
        for y in [c.y + c.h / 4, c.y + c.h / 2, c.bottom() - c.h / 4] {
            assert_eq!(
                *img.get_pixel(c.x as u32 + 2, y as u32),
                ACCENT,
                "bar at {y}"
            );
            assert_eq!(*img.get_pixel(c.x as u32 + BAR as u32 + 4, y as u32), PANEL);
            assert_eq!(*img.get_pixel(c.right() as u32 - 1, y as u32), BORDER);
            assert_eq!(*img.get_pixel(c.x as u32 - 2, y as u32), BACKGROUND);
        }
        // Every pixel of the board is inside the container, and the board is nearly all there.
        let (mut inside, mut outside) = (0, 0);
        for (x, y, p) in img.enumerate_pixels() {
            if *p == SEA {
                let (x, y) = (x as i32, y as i32);
                if x >= c.x + BAR && x < c.right() && y >= c.y && y < c.bottom() {
                    inside += 1;
                } else {
                    outside += 1;
                }
            }
        }
        let inner_w = CONTENT_W - BAR - 2 * PAD;
        assert_eq!(outside, 0);
        assert!(
            inside > inner_w * inner_w * 892 / 1400 * 95 / 100,
            "{inside}"
        );
        // Text, board, menu and buttons in order, one under the other, none overlapping.
        let bounds: Vec<Rect> = layout.placed.iter().map(Placed::bounds).collect();
        assert_eq!(bounds.len(), 4);
        for pair in bounds.windows(2) {
            assert!(pair[0].bottom() < pair[1].y, "{pair:?}");
        }
        for b in &bounds {
            assert!(
                b.x >= c.x + BAR + PAD && b.right() <= c.right() - PAD,
                "{b:?}"
            );
            assert!(b.y >= c.y + PAD && b.bottom() <= c.bottom() - PAD, "{b:?}");
        }
        let count = |colour: Rgb<u8>| img.pixels().filter(|p| **p == colour).count();
        assert!(count(MENU) > 20_000, "the menu");
        assert!(count(GREY) > 5_000, "the grey button");
        assert!(count(MENTION_BG) > 1_000, "mentions on their ground");
    }

    #[test]
    fn a_card_without_an_accent_has_no_bar_and_a_legacy_message_no_panel() {
        let n = card(Frame::Container { accent: None });
        let img = draw(&n);
        let c = lay_out(&n).container.expect("a card has a container");
        assert_eq!(*img.get_pixel(c.x as u32, (c.y + c.h / 2) as u32), BORDER);
        assert_eq!(
            *img.get_pixel(c.x as u32 + 4, (c.y + c.h / 2) as u32),
            PANEL
        );
        let legacy = card(Frame::Plain);
        let img = draw(&legacy);
        let layout = lay_out(&legacy);
        assert!(layout.container.is_none());
        let board = layout.placed[1].bounds();
        assert_eq!((board.x, board.w), (LEFT, CONTENT_W));
        assert_eq!(
            *img.get_pixel(LEFT as u32 - 2, board.cy() as u32),
            BACKGROUND
        );
        let sea = img.pixels().filter(|p| **p == SEA).count() as i32;
        assert!(sea > CONTENT_W * CONTENT_W * 892 / 1400 * 95 / 100, "{sea}");
    }

    #[test]
    fn text_wraps_within_the_container_with_mentions_and_bold_read() {
        let long = "@bob holds the airplane: @bob, @alice rest on the same island. Choose their order, first to last, with **the menu** below; a_very_long_word_without_any_space_that_cannot_fit_on_one_line_of_a_phone.";
        let lines = wrapped(long, 500);
        assert!(lines.len() >= 4, "{}", lines.len());
        for l in &lines {
            let space = paint::text_width(l.look.style(&piece(" ")), " ");
            let w: i32 = l.words.iter().map(|w| word_width(l.look, w)).sum::<i32>()
                + space * (l.words.len() as i32 - 1);
            assert!(w <= 500, "{w}");
        }
        let pieces: Vec<Piece> = lines.into_iter().flat_map(|l| l.words).flatten().collect();
        let mentions: Vec<&str> = pieces
            .iter()
            .filter(|p| p.ink == Ink::Mention)
            .map(|p| p.text.as_str())
            .collect();
        assert_eq!(mentions, ["@bob", "@bob", "@alice"]);
        let bold: Vec<&str> = pieces
            .iter()
            .filter(|p| p.bold)
            .map(|p| p.text.as_str())
            .collect();
        assert_eq!(bold, ["the", "menu"]);
        assert!(pieces.iter().all(|p| !p.text.contains('*')));
        // An unclosed mark is a plain character.
        let plain = words("5 * 3 ** 2 and `x");
        assert_eq!(plain.len(), 7);
        assert!(
            plain
                .iter()
                .flatten()
                .all(|p| !p.bold && p.ink == Ink::Plain)
        );
    }
}
