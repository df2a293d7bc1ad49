//! The panel below the board: its boxes, and the festivals box (active and next festival,
//! deck, pool and target). The boxes and their headings are the same on every picture, so they
//! are drawn in the board's base.

use super::tokens::ticket_count;
use super::{Layout, MARGIN, PANEL_H, Picture, Ticket, WIDTH, Words, colour};
use crate::paint::{self, Canvas, Rect, Style};

pub(super) fn panel_box(img: &mut Canvas, r: Rect) {
    paint::fill_round_rect(img, r, 12.0, colour::PAPER);
    paint::stroke_round_rect(img, r, 12.0, 2.0, colour::PAPER_EDGE);
}

fn festivals_box(lay: &Layout) -> Rect {
    Rect::new(MARGIN, lay.panel_top, 600, PANEL_H)
}

pub(super) fn players_box(lay: &Layout) -> Rect {
    let l = festivals_box(lay).right() + 16;
    Rect::new(l, lay.panel_top, WIDTH - MARGIN - l, PANEL_H)
}

const NORMAL: Style = Style::regular(17.0, colour::INK);
const NEXT: Style = Style::bold(14.0, colour::MUTED);

/// The festivals box with its headings, rule and labels.
pub(super) fn festivals_frame(img: &mut Canvas, lay: &Layout, w: &Words) {
    let b = festivals_box(lay);
    panel_box(img, b);
    let x = b.x + 18;
    let s = paint::star(x as f32 + 8.0, b.y as f32 + 24.0, 9.0);
    paint::fill_polygon(img, &s, colour::GOLD);
    paint::stroke_polygon(img, &s, 1.2, colour::GOLD_DARK);
    let heading = Style::bold(14.0, colour::GOLD_DARK);
    paint::text(img, heading, x + 22, b.y + 29, &w.active_festival);
    paint::text(img, NEXT, x, b.y + 136, &w.next);
    paint::fill_rect(
        img,
        Rect::new(x, b.y + 152, b.w - 36, 2),
        colour::PAPER_EDGE,
    );
    paint::text(img, NORMAL, x, b.y + 180, &w.deck);
    paint::text(img, NORMAL, x, pool_baseline(b), &w.ticket_pool);
}

/// The middle of the ticket pool's row, and its label's baseline.
fn pool_y(b: Rect) -> f32 {
    (b.y + 212) as f32
}

fn pool_baseline(b: Rect) -> i32 {
    (pool_y(b) + NORMAL.cap_height() / 2.0).round() as i32
}

/// Active and next festival, deck, pool and target, in the box of [`festivals_frame`].
pub(super) fn draw_festivals(img: &mut Canvas, p: &Picture, lay: &Layout) {
    let b = festivals_box(lay);
    let w = &p.words;
    let x = b.x + 18;
    let big = Style::bold(22.0, colour::INK);
    let normal = NORMAL;
    let bold = Style::bold(17.0, colour::INK);
    match &p.active {
        Some(f) => {
            let end = paint::text(img, big, x, b.y + 60, &paint::fit(big, &f.name, 380));
            let on = paint::fit(
                normal,
                &format!("{} {}", w.on, f.island),
                b.right() - 18 - end - 8,
            );
            paint::text(img, normal, end + 8, b.y + 60, &on);
            let mut px = x;
            for (i, (pts, place)) in f.points.iter().zip(&w.places).enumerate() {
                let claimed = (i as u8) < f.claimed;
                px = points_pill(img, px, b.y + 74, place, *pts, claimed) + 10;
            }
            if f.claimed > 0 {
                let note = Style::regular(14.0, colour::MUTED);
                let text = if f.claimed == 1 {
                    w.struck_claimed.clone()
                } else {
                    format!("{} {}", f.claimed, w.places_claimed)
                };
                paint::text(img, note, px + 4, b.y + 96, &text);
            }
        }
        None => {
            paint::text(img, normal, x, b.y + 60, &w.none);
        }
    }

    let end = x + paint::text_width(NEXT, &w.next);
    match &p.next {
        Some(f) => {
            let end = paint::text(
                img,
                bold,
                end + 10,
                b.y + 136,
                &paint::fit(bold, &f.name, 300),
            );
            let pays: Vec<String> = f
                .points
                .iter()
                .map(|p| p.map_or("–".to_string(), |v| v.to_string()))
                .collect();
            let rest = format!("{} {} · {} {}", w.on, f.island, w.pays, pays.join(" / "));
            let rest = paint::fit(normal, &rest, b.right() - 18 - end - 8);
            paint::text(img, normal, end + 8, b.y + 136, &rest);
        }
        None => {
            paint::text(img, normal, end + 10, b.y + 136, &w.none_last_round);
        }
    }

    let mut e = x + paint::text_width(normal, &w.deck);
    let cards = if p.deck_left == 1 { &w.card } else { &w.cards };
    e = paint::text(
        img,
        bold,
        e + 6,
        b.y + 180,
        &format!("{} {cards}", p.deck_left),
    );
    e = paint::text(img, normal, e + 28, b.y + 180, &w.game_ends_at);
    paint::text(
        img,
        bold,
        e + 6,
        b.y + 180,
        &format!("{} {}", p.target, w.points),
    );

    let cy = pool_y(b);
    let mut e = x + paint::text_width(normal, &w.ticket_pool) + 10;
    for (t, n) in Ticket::ALL.into_iter().zip(p.pool) {
        e = ticket_count(img, e, cy, 26.0, t, n) + 18;
    }
}

/// One place of a festival card, e.g. "1st 4"; struck through once claimed.
fn points_pill(
    img: &mut Canvas,
    x: i32,
    y: i32,
    place: &str,
    pts: Option<u8>,
    claimed: bool,
) -> i32 {
    let (fill, ink) = if claimed {
        (colour::CLAIMED, colour::CLAIMED_TEXT)
    } else if pts.is_none() {
        (colour::PAPER, colour::CLAIMED_TEXT)
    } else {
        (colour::PALE_GOLD, colour::INK)
    };
    let small = Style::regular(15.0, ink);
    let value = Style::bold(19.0, ink);
    let v = pts.map_or("–".to_string(), |v| v.to_string());
    let w = paint::text_width(small, place) + 6 + paint::text_width(value, &v) + 22;
    let r = Rect::new(x, y, w, 30);
    paint::fill_round_rect(img, r, 8.0, fill);
    paint::stroke_round_rect(img, r, 8.0, 1.5, ink);
    let e = paint::text(img, small, x + 11, y + 21, place);
    paint::text(img, value, e + 6, y + 22, &v);
    if claimed {
        paint::line(
            img,
            (x as f32 + 5.0, r.cy()),
            (r.right() as f32 - 5.0, r.cy()),
            2.5,
            colour::INK,
        );
    }
    r.right()
}
