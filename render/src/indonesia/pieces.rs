//! The pieces: goods, cities and ships, in their owners' colours.

use image::Rgb;

use super::{Company, Good, Kind, colour};
use crate::paint::{self, Canvas, Style};

/// A player's colour.
pub(super) fn player_colour(seat: usize) -> Rgb<u8> {
    colour::PLAYERS[seat % colour::PLAYERS.len()]
}

/// A company's tag as printed on its goods and ships: the number players type.
pub(super) fn tag(company: &Company) -> String {
    company.number.to_string()
}

/// A good: its shape in its colour, outlined in the owner's colour, with the company's number.
pub(super) fn goods_token(img: &mut Canvas, cx: f32, cy: f32, r: f32, company: &Company) {
    let good = match company.kind {
        Kind::Production(g) => g,
        Kind::Shipping => return,
    };
    let outline = player_colour(company.owner);
    good_shape(img, good, cx, cy, r, Some(outline));
    paint::text_centred(
        img,
        Style::bold(r * 1.15, good.ink()),
        cx,
        cy,
        &tag(company),
    );
}

/// A good's shape; `outline` draws a thick ring in a player's colour around it.
pub(super) fn good_shape(
    img: &mut Canvas,
    good: Good,
    cx: f32,
    cy: f32,
    r: f32,
    outline: Option<Rgb<u8>>,
) {
    match good.shape(cx, cy, r) {
        None => {
            if let Some(o) = outline {
                paint::fill_circle(img, cx, cy, r + 3.5, colour::INK);
                paint::fill_circle(img, cx, cy, r + 2.5, o);
            }
            paint::fill_circle(img, cx, cy, r, good.fill());
            paint::ring(img, cx, cy, r, 1.0, colour::INK);
        }
        Some(pts) => {
            if let Some(o) = outline {
                let big: Vec<(f32, f32)> = grow(&pts, cx, cy, 4.5);
                paint::fill_polygon(img, &grow(&pts, cx, cy, 5.7), colour::INK);
                paint::fill_polygon(img, &big, o);
            }
            paint::fill_polygon(img, &pts, good.fill());
            paint::stroke_polygon(img, &pts, 1.0, colour::INK);
        }
    }
}

/// A polygon pushed outwards from `(cx, cy)` by `d` pixels at its corners.
pub(super) fn grow(pts: &[(f32, f32)], cx: f32, cy: f32, d: f32) -> Vec<(f32, f32)> {
    pts.iter()
        .map(|&(x, y)| {
            let (dx, dy) = (x - cx, y - cy);
            let l = (dx * dx + dy * dy).sqrt().max(0.01);
            (x + dx / l * d, y + dy / l * d)
        })
        .collect()
}

/// A city: a white house with its size in it.
pub(super) fn city(img: &mut Canvas, cx: f32, cy: f32, size: u8) {
    let w = 10.0 + 3.0 * size.min(3) as f32;
    let pts = [
        (cx - w, cy + 9.0),
        (cx - w, cy - 3.0),
        (cx, cy - 12.0),
        (cx + w, cy - 3.0),
        (cx + w, cy + 9.0),
    ];
    paint::fill_polygon(img, &grow(&pts, cx, cy, 1.8), colour::INK);
    paint::fill_polygon(img, &pts, colour::CITY);
    paint::text_centred(
        img,
        Style::bold(13.0, colour::INK),
        cx,
        cy + 1.5,
        &size.to_string(),
    );
}

/// A ship: a hull in the owner's colour with the company's number.
pub(super) fn ship(img: &mut Canvas, cx: f32, cy: f32, owner: usize, number: &str) {
    let pts = [
        (cx - 14.0, cy - 7.0),
        (cx + 14.0, cy - 7.0),
        (cx + 9.0, cy + 7.0),
        (cx - 9.0, cy + 7.0),
    ];
    paint::fill_polygon(img, &grow(&pts, cx, cy, 1.8), colour::INK);
    paint::fill_polygon(img, &pts, player_colour(owner));
    paint::text_centred(img, Style::bold(12.0, colour::INK), cx, cy, number);
}
