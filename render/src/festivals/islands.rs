//! An island tile: the tile itself (its ground, name, the centre's box and the pool's label,
//! drawn in the board's base for an unmarked island) and what stands on it (ticket spaces,
//! centre tickets, travellers, depicted pool tokens and the festival badge).

use super::tokens::{count_width, space, ticket_count, traveller};
use super::{HEADER_H, Island, Layout, Player, SPACE_R, TOKEN_R, Ticket, Words, colour};
use crate::paint::{self, Canvas, Rect, Style};

/// The tile, the same whatever stands on it: its ground and header (gold for the active
/// festival, pale gold for the next), its name, the centre's box and the pool's label.
pub(super) fn draw_tile(img: &mut Canvas, lay: &Layout, r: Rect, island: &Island, w: &Words) {
    let radius = 12.0;
    if island.active_festival {
        paint::fill_round_rect(img, r.inset(-7), radius + 6.0, colour::GOLD);
        paint::stroke_round_rect(img, r.inset(-7), radius + 6.0, 1.5, colour::GOLD_DARK);
    } else if island.next_festival {
        paint::stroke_round_rect(img, r.inset(-5), radius + 4.0, 3.0, colour::PALE_GOLD);
    }
    paint::fill_round_rect(img, r, radius, colour::LAND);
    let (head, name_ink) = if island.active_festival {
        (colour::GOLD, colour::INK)
    } else if island.next_festival {
        (colour::PALE_GOLD, colour::INK)
    } else {
        (colour::HEADER, colour::WHITE)
    };
    paint::fill_round_rect(img, Rect::new(r.x, r.y, r.w, HEADER_H + 12), radius, head);
    paint::fill_rect(img, Rect::new(r.x, r.y + HEADER_H, r.w, 12), colour::LAND);
    paint::fill_rect(
        img,
        Rect::new(r.x, r.y + HEADER_H, r.w, 2),
        colour::LAND_EDGE,
    );
    paint::stroke_round_rect(img, r, radius, 2.0, colour::LAND_EDGE);

    let name_style = Style::bold(20.0, name_ink);
    let name = paint::fit(name_style, &island.name, r.w - 60);
    let cy = (r.y + HEADER_H / 2 + 1) as f32;
    paint::text_centred(img, name_style, r.cx(), cy, &name);
    if island.active_festival {
        let half = paint::text_width(name_style, &name) as f32 / 2.0;
        for dx in [-half - 16.0, half + 16.0] {
            let s = paint::star(r.cx() + dx, cy, 10.0);
            paint::fill_polygon(img, &s, colour::WHITE);
            paint::stroke_polygon(img, &s, 1.5, colour::GOLD_DARK);
        }
    }
    let b = lay.centre_box(r);
    paint::fill_round_rect(img, b, 8.0, colour::LAND_DARK);
    paint::text(img, LABEL, b.x + 8, label_baseline(b.cy()), &w.centre);
    let cy = pool_y(r);
    paint::text(img, LABEL, r.x + 12, label_baseline(cy), &w.pool);
}

/// What stands on a tile: the ticket spaces, the centre's tickets, the travellers, the pool
/// tokens depicted and the festival badge.
pub(super) fn draw_pieces(
    img: &mut Canvas,
    lay: &Layout,
    r: Rect,
    island: &Island,
    here: &[(usize, &Player)],
    w: &Words,
) {
    for (&(t, filled), (x, y)) in island.spaces.iter().zip(lay.spaces(r, island.spaces.len())) {
        space(img, x, y, SPACE_R, t, filled, 17.0);
    }
    draw_centre(img, lay.centre_box(r), island.centre, w);
    draw_travellers(img, r, here);
    draw_depicted(img, r, &island.depicted, w);
    if island.active_festival {
        badge(img, r, &w.festival, true);
    } else if island.next_festival {
        badge(img, r, &w.next_festival, false);
    }
}

/// The labels of the centre and the pool.
const LABEL: Style = Style::regular(14.0, colour::MUTED);

/// The baseline of a label centred on `cy`.
fn label_baseline(cy: f32) -> i32 {
    (cy + LABEL.cap_height() / 2.0).round() as i32
}

/// The middle of the row of pool tokens.
fn pool_y(r: Rect) -> f32 {
    (r.y + 226) as f32
}

/// The island's centre: loose tickets a resting player may collect, right of its label.
fn draw_centre(img: &mut Canvas, b: Rect, centre: [u8; 3], w: &Words) {
    let (label, cy) = (LABEL, b.cy());
    let baseline = label_baseline(cy);
    let mut x = b.x + 8 + paint::text_width(label, &w.centre) + 10;
    let side = 22.0;
    let items: Vec<(Ticket, u8)> = Ticket::ALL
        .into_iter()
        .zip(centre)
        .filter(|&(_, n)| n > 0)
        .collect();
    if items.is_empty() {
        paint::text(img, label, x, baseline, &w.empty);
        return;
    }
    let widths: Vec<i32> = items.iter().map(|&(_, n)| count_width(side, n)).collect();
    let room = b.right() - 8 - x;
    let gaps = items.len() as i32 - 1;
    let gap = if gaps > 0 {
        ((room - widths.iter().sum::<i32>()) / gaps).clamp(3, 12)
    } else {
        0
    };
    let total = widths.iter().sum::<i32>() + gap * gaps;
    // Centred in the space the label leaves.
    x += ((room - total) / 2).max(0);
    for (t, n) in items {
        x = ticket_count(img, x, cy, side, t, n) + gap;
    }
}

fn draw_travellers(img: &mut Canvas, r: Rect, here: &[(usize, &Player)]) {
    if here.is_empty() {
        return;
    }
    let slot = traveller_slot(r, here.len());
    for (&(seat, pl), (cx, cy)) in here.iter().zip(traveller_centres(r, here.len())) {
        traveller(img, seat, cx, cy, TOKEN_R, pl.acting);
        let style = if pl.acting {
            Style::bold(14.0, colour::INK)
        } else {
            Style::regular(14.0, colour::TEXT)
        };
        let name = paint::fit(style, &pl.name, slot - 4);
        let w = paint::text_width(style, &name);
        paint::text(
            img,
            style,
            (cx - w as f32 / 2.0).round() as i32,
            r.y + 210,
            &name,
        );
    }
}

/// Width each traveller on a tile gets, name label included.
fn traveller_slot(r: Rect, n: usize) -> i32 {
    60.min((r.w - 8) / n.max(1) as i32)
}

/// Where the travellers on a tile stand, in seat order.
pub(super) fn traveller_centres(r: Rect, n: usize) -> Vec<(f32, f32)> {
    let slot = traveller_slot(r, n) as f32;
    let x0 = r.cx() - slot * (n as f32 - 1.0) / 2.0;
    let cy = (r.y + 170) as f32;
    (0..n).map(|i| (x0 + slot * i as f32, cy)).collect()
}

/// The pool tokens printed on the tile, right of its label: what a rest from the pool takes and
/// how many tickets the island keeps.
fn draw_depicted(img: &mut Canvas, r: Rect, depicted: &[Ticket], w: &Words) {
    let cy = pool_y(r);
    let mut x = r.x + 12 + paint::text_width(LABEL, &w.pool) + 6;
    for &t in depicted {
        let cx = x as f32 + 11.0;
        paint::fill_circle(img, cx, cy, 11.0, t.fill());
        paint::ring(img, cx, cy, 11.0, 1.2, colour::INK);
        paint::text_centred(img, Style::bold(14.0, t.ink()), cx, cy, t.letter());
        x += 25;
    }
}

/// The festival label at the tile's bottom right: solid gold for the active festival, pale for
/// the next one.
fn badge(img: &mut Canvas, r: Rect, label: &str, active: bool) {
    let style = Style::bold(14.0, colour::INK);
    let star_w = if active { 20 } else { 0 };
    let w = paint::text_width(style, label) + 16 + star_w;
    let b = Rect::new(r.right() - 10 - w, r.y + 213, w, 26);
    let (fill, edge) = if active {
        (colour::GOLD, colour::GOLD_DARK)
    } else {
        (colour::PALE_GOLD, colour::GOLD_DARK)
    };
    paint::fill_round_rect(img, b, 13.0, fill);
    paint::stroke_round_rect(img, b, 13.0, 1.5, edge);
    if active {
        let s = paint::star(b.x as f32 + 17.0, b.cy(), 8.0);
        paint::fill_polygon(img, &s, colour::INK);
    }
    paint::text_centred(
        img,
        style,
        b.x as f32 + (star_w + w) as f32 / 2.0,
        b.cy(),
        label,
    );
}
