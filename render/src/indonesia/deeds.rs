//! Unclaimed deeds: cards by their provinces on the map, and the list in the panel.

use std::collections::BTreeMap;

use super::layout::Layout;
use super::pieces::good_shape;
use super::{Deed, Kind, LEGEND_TOP, PANEL_PAD, PANEL_W, PANEL_X, Picture, colour};
use crate::paint::{self, Canvas, Rect, Style};

/// Unclaimed deeds: a small card by the province's name on the map.
pub(super) fn draw_deeds_on_map(img: &mut Canvas, lay: &Layout, p: &Picture) {
    let mut by_province: BTreeMap<&str, Vec<&Deed>> = BTreeMap::new();
    for d in &p.deeds {
        by_province.entry(d.province.as_str()).or_default().push(d);
    }
    for (prov, deeds) in by_province {
        let Some(&i) = lay.province_index.get(prov) else {
            continue;
        };
        let pf = &lay.provinces[i];
        let half =
            paint::text_width(Style::bold(12.0, colour::INK), &pf.name.to_uppercase()) as f32 / 2.0;
        let mut x = pf.label[0] + half + 6.0;
        let cy = pf.label[1];
        for d in deeds {
            x = deed_card(img, x, cy, d) + 3.0;
        }
    }
}

/// A deed card: era letter and the kind's symbol; returns the x past it.
fn deed_card(img: &mut Canvas, x: f32, cy: f32, d: &Deed) -> f32 {
    let r = Rect::new(x.round() as i32, (cy - 10.0).round() as i32, 38, 20);
    paint::fill_round_rect(img, r.inset(-1), 3.0, colour::INK);
    paint::fill_round_rect(img, r, 3.0, colour::DEED);
    let st = Style::bold(12.0, colour::INK);
    paint::text_centred(img, st, r.x as f32 + 9.0, cy, d.era.letter());
    kind_symbol(img, d.kind, r.x as f32 + 26.0, cy, 6.0);
    r.right() as f32
}

/// A company kind's symbol: the good's shape, or a small ship for shipping.
fn kind_symbol(img: &mut Canvas, kind: Kind, cx: f32, cy: f32, r: f32) {
    match kind {
        Kind::Production(g) => good_shape(img, g, cx, cy, r, None),
        Kind::Shipping => {
            let pts = [
                (cx - r * 1.4, cy - r * 0.6),
                (cx + r * 1.4, cy - r * 0.6),
                (cx + r * 0.9, cy + r * 0.7),
                (cx - r * 0.9, cy + r * 0.7),
            ];
            paint::fill_polygon(img, &pts, colour::DEED_SHADE);
            paint::stroke_polygon(img, &pts, 1.0, colour::INK);
        }
    }
}

/// The unclaimed deeds in two columns, above the key; those that do not fit are counted.
pub(super) fn draw_deed_list(img: &mut Canvas, p: &Picture, y: i32) {
    let x0 = PANEL_X + PANEL_PAD;
    let head = Style::bold(15.0, colour::INK);
    paint::text(
        img,
        head,
        x0,
        y + 14,
        &format!("{} ({})", p.words.unclaimed_deeds, p.deeds.len()),
    );
    let y = y + 22;
    let st = Style::regular(13.0, colour::INK);
    let col_w = (PANEL_W - 2 * PANEL_PAD) / 2;
    for (k, d) in p.deeds.iter().enumerate() {
        let (col, row) = (k % 2, k / 2);
        let x = x0 + col as i32 * col_w;
        let cy = (y + row as i32 * 24 + 10) as f32;
        if cy as i32 + 12 > LEGEND_TOP - 4 {
            let more = format!("{} {} {}", p.words.and, p.deeds.len() - k, p.words.more);
            paint::text_right(img, st, x0 + 2 * col_w, y - 8, &more);
            break;
        }
        let e = deed_card(img, x as f32, cy, d);
        let text = format!("{} {}", d.kind.name(), d.province);
        paint::text(
            img,
            st,
            e as i32 + 5,
            cy as i32 + 5,
            &paint::fit(st, &text, col_w - 46),
        );
    }
}
