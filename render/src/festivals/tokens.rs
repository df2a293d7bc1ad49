//! The pieces drawn wherever they appear: ticket spaces and tokens, travellers, the airplane.

use image::Rgb;

use super::{Ticket, colour};
use crate::paint::{self, Canvas, Rect, Style};

/// One ticket space: a solid disc when a ticket is on it; when free, a pale disc inside a thin
/// ring of its colour with a smaller, lighter letter, so that on a phone (the picture about
/// 400 px wide) a free space reads as light and a filled one as dark, whatever the colour.
pub(super) fn space(
    img: &mut Canvas,
    cx: f32,
    cy: f32,
    r: f32,
    t: Ticket,
    filled: bool,
    size: f32,
) {
    if filled {
        paint::fill_circle(img, cx, cy, r, t.fill());
        paint::ring(img, cx, cy, r, 1.5, colour::INK);
        paint::text_centred(img, Style::bold(size, t.ink()), cx, cy, t.letter());
    } else {
        let ring_w = (r * 0.18).max(3.0);
        paint::fill_circle(img, cx, cy, r, colour::SPACE_INSIDE);
        paint::ring(img, cx, cy, r, ring_w, t.fill());
        // A thin dark rim keeps a yellow ring visible on pale ground.
        paint::ring(img, cx, cy, r, 1.2, colour::INK);
        let letter = Style::bold(size * 0.8, t.free_ink());
        paint::text_centred(img, letter, cx, cy, t.letter());
    }
}

/// A ticket token lying loose (in an island's centre or the pool): a lettered square.
pub(super) fn ticket_square(img: &mut Canvas, cx: f32, cy: f32, side: f32, t: Ticket) {
    let r = Rect::new(
        (cx - side / 2.0).round() as i32,
        (cy - side / 2.0).round() as i32,
        side as i32,
        side as i32,
    );
    paint::fill_round_rect(img, r, 4.0, t.fill());
    paint::stroke_round_rect(img, r, 4.0, 1.5, colour::INK);
    let size = (side * 0.62).max(14.0);
    paint::text_centred(img, Style::bold(size, t.ink()), cx, cy, t.letter());
}

/// A ticket square followed by "×n"; returns the x past it.
pub(super) fn ticket_count(img: &mut Canvas, x: i32, cy: f32, side: f32, t: Ticket, n: u8) -> i32 {
    ticket_square(img, x as f32 + side / 2.0, cy, side, t);
    let style = Style::bold(16.0, colour::TEXT);
    let baseline = (cy + style.cap_height() / 2.0).round() as i32;
    paint::text(img, style, x + side as i32 + 2, baseline, &format!("×{n}"))
}

pub(super) fn count_width(side: f32, n: u8) -> i32 {
    side as i32 + 2 + paint::text_width(Style::bold(16.0, colour::TEXT), &format!("×{n}"))
}

/// A traveller: the player's colour, shape and seat number, so any one cue identifies them.
/// The acting player's token sits on a white halo.
pub(super) fn traveller(img: &mut Canvas, seat: usize, cx: f32, cy: f32, r: f32, acting: bool) {
    let fill = colour::player(seat);
    if acting {
        paint::fill_circle(img, cx, cy, r + 9.0, colour::WHITE);
        paint::ring(img, cx, cy, r + 9.0, 2.5, colour::INK);
    }
    let pi = std::f32::consts::PI;
    let mut text_dy = 0.0;
    match seat % 4 {
        0 => {
            paint::fill_circle(img, cx, cy, r, fill);
            paint::ring(img, cx, cy, r, 2.0, colour::INK);
        }
        shape => {
            let pts = match shape {
                1 => paint::regular_polygon(cx, cy, r * 1.32, 4, pi / 4.0),
                2 => {
                    text_dy = r * 0.28;
                    paint::regular_polygon(cx, cy + r * 0.3, r * 1.45, 3, -pi / 2.0)
                }
                _ => paint::regular_polygon(cx, cy, r * 1.3, 4, -pi / 2.0),
            };
            paint::fill_polygon(img, &pts, fill);
            paint::stroke_polygon(img, &pts, 2.0, colour::INK);
        }
    }
    let digit = format!("{}", seat + 1);
    paint::text_centred(
        img,
        Style::bold(16.0, colour::INK),
        cx,
        cy + text_dy,
        &digit,
    );
}

/// A small airplane pointing right, `w` pixels long: the airplane token.
pub(super) fn plane(img: &mut Canvas, cx: f32, cy: f32, w: f32, fill: Rgb<u8>) {
    let s = w / 2.0;
    let half = [
        (1.0, 0.0),
        (0.8, -0.1),
        (0.25, -0.1),
        (-0.12, -0.85),
        (-0.32, -0.85),
        (-0.15, -0.1),
        (-0.62, -0.1),
        (-0.82, -0.42),
        (-0.97, -0.42),
        (-0.88, -0.06),
        (-0.95, 0.0),
    ];
    let mut pts: Vec<(f32, f32)> = half
        .iter()
        .map(|&(x, y)| (cx + x * s, cy + y * s))
        .collect();
    pts.extend(
        half.iter()
            .rev()
            .skip(1)
            .take(half.len() - 2)
            .map(|&(x, y)| (cx + x * s, cy - y * s)),
    );
    paint::fill_polygon(img, &pts, fill);
}
