//! The sea between the tiles: waves, connectors with their ferries and piers, typhoons.

use super::{
    BOARD_TOP, COL_GAP, Layout, PANEL_GAP, Picture, ROW_GAP, TILE_H, Tile, TileKind, colour,
};
use crate::paint::{self, Canvas, Rect, Style};

/// A few wave marks in the sea between the rows, at fixed places so the picture stays
/// deterministic, and off the tiles' middles where the piers run.
pub(super) fn draw_waves(img: &mut Canvas, lay: &Layout) {
    let mut y = BOARD_TOP + TILE_H + ROW_GAP / 2;
    while y < lay.panel_top - PANEL_GAP {
        for col in 0..lay.cols {
            let x = lay.board_left + col * (lay.tile_w + COL_GAP);
            wave(img, (x + lay.tile_w / 4) as f32, y as f32 + 2.0);
            wave(img, (x + lay.tile_w * 3 / 4 - 6) as f32, y as f32 + 2.0);
        }
        y += TILE_H + ROW_GAP;
    }
}

fn wave(img: &mut Canvas, x: f32, y: f32) {
    let pi = std::f32::consts::PI;
    paint::arc(img, x, y, 7.0, 2.5, pi, 2.0 * pi - 0.01, colour::WAVE);
    paint::arc(
        img,
        x + 13.0,
        y - 1.0,
        7.0,
        2.5,
        0.0,
        pi - 0.01,
        colour::WAVE,
    );
}

/// A connector: shallow water with a ferry, and wooden piers to every island it joins.
pub(super) fn draw_connector(img: &mut Canvas, p: &Picture, lay: &Layout, i: usize) {
    let t = &p.tiles[i];
    let r = lay.tile(t);
    let joined: Vec<(&Tile, &str)> = p
        .tiles
        .iter()
        .filter_map(|o| match &o.kind {
            TileKind::Island(is) if lay.shared_edge(t, o).is_some() => Some((o, is.name.as_str())),
            _ => None,
        })
        .collect();
    paint::fill_round_rect(img, r, 12.0, colour::SHALLOW);
    let hub = (r.cx(), r.y as f32 + 96.0);
    for &(o, _) in &joined {
        let or = lay.tile(o);
        // Aim at the middle of the shared side, a little inside the island.
        let end = if o.row == t.row {
            let x = if o.col < t.col {
                or.right() - 6
            } else {
                or.x + 6
            };
            (x as f32, hub.1)
        } else {
            let y = if o.row < t.row {
                or.bottom() - 6
            } else {
                or.y + 6
            };
            (hub.0, y as f32)
        };
        bridge(img, hub, end);
    }
    let pier = Rect::new((hub.0 - 50.0) as i32, (hub.1 - 33.0) as i32, 100, 66);
    paint::fill_round_rect(img, pier, 14.0, colour::SPACE_INSIDE);
    paint::stroke_round_rect(img, pier, 14.0, 2.5, colour::WOOD);
    ferry(img, hub.0, hub.1 + 2.0, 44.0);
    for y in [r.y as f32 + 12.0, r.bottom() as f32 - 12.0] {
        paint::dashed_line(
            img,
            (r.x as f32 + 14.0, y),
            (r.right() as f32 - 14.0, y),
            2.0,
            (8.0, 6.0),
            colour::WHITE,
        );
    }
    let head = Style::bold(17.0, colour::INK);
    paint::text_centred(img, head, r.cx(), r.y as f32 + 160.0, "connector");
    let names: Vec<&str> = joined.iter().map(|&(_, n)| n).collect();
    let small = Style::regular(14.0, colour::INK);
    let line = paint::fit(small, &names.join(" · "), r.w - 16);
    paint::text_centred(img, small, r.cx(), r.y as f32 + 186.0, &line);
    paint::text_centred(
        img,
        small,
        r.cx(),
        r.y as f32 + 208.0,
        "adjacent to each other",
    );
}

/// A plank bridge from `a` to `b`.
fn bridge(img: &mut Canvas, a: (f32, f32), b: (f32, f32)) {
    paint::line(img, a, b, 18.0, colour::WOOD);
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt().max(1.0);
    let (ux, uy) = (dx / len, dy / len);
    let (nx, ny) = (-uy * 6.0, ux * 6.0);
    let mut s = 4.0;
    while s < len - 2.0 {
        let (x, y) = (a.0 + ux * s, a.1 + uy * s);
        paint::line(img, (x - nx, y - ny), (x + nx, y + ny), 4.0, colour::PLANK);
        s += 8.0;
    }
}

/// A small ferry boat, `w` pixels long.
fn ferry(img: &mut Canvas, cx: f32, cy: f32, w: f32) {
    let s = w / 2.0;
    let hull = [
        (cx - s * 1.1, cy),
        (cx + s * 1.2, cy),
        (cx + s * 0.8, cy + s * 0.45),
        (cx - s * 0.85, cy + s * 0.45),
    ];
    paint::fill_polygon(img, &hull, colour::WOOD);
    paint::fill_rect(
        img,
        Rect::new(
            (cx - s * 0.6) as i32,
            (cy - s * 0.45) as i32,
            (s * 1.1) as i32,
            (s * 0.45) as i32 + 1,
        ),
        colour::HEADER,
    );
    paint::fill_rect(
        img,
        Rect::new(
            (cx + s * 0.1) as i32,
            (cy - s * 0.85) as i32,
            (s * 0.3) as i32,
            (s * 0.42) as i32,
        ),
        colour::STORM,
    );
    let wy = cy + s * 0.75;
    wave(img, cx - s * 0.7, wy);
    wave(img, cx + s * 0.3, wy);
}

/// A typhoon: a hatched barrier along the whole shared side and a storm symbol on its middle.
pub(super) fn draw_typhoon(img: &mut Canvas, edge: Rect) {
    let band = if edge.w < edge.h {
        Rect::new(edge.x + 3, edge.y, edge.w - 6, edge.h)
    } else {
        Rect::new(edge.x, edge.y + 6, edge.w, edge.h - 12)
    };
    paint::fill_round_rect(img, band, 6.0, colour::STORM);
    paint::hatch(img, band.inset(3), 12, 5, colour::STORM_STRIPE);
    typhoon_symbol(img, edge.cx(), edge.cy(), 23.0);
}

/// The weather map's tropical-cyclone sign: a ring with two hooked arms, on a dark disc.
pub(super) fn typhoon_symbol(img: &mut Canvas, cx: f32, cy: f32, r: f32) {
    let pi = std::f32::consts::PI;
    paint::fill_circle(img, cx, cy, r, colour::STORM);
    paint::ring(img, cx, cy, r, (r * 0.1).max(1.5), colour::WHITE);
    let arm_r = r * 0.55;
    let t = (r * 0.16).max(2.5);
    let off = r * 0.2;
    paint::arc(img, cx + off, cy, arm_r, t, pi, pi * 1.8, colour::WHITE);
    paint::arc(img, cx - off, cy, arm_r, t, 0.0, pi * 0.8, colour::WHITE);
    paint::fill_circle(img, cx, cy, r * 0.3, colour::WHITE);
    paint::fill_circle(img, cx, cy, r * 0.13, colour::STORM);
}
