//! The areas on the map: Europe distances, commodities, factories with their flags, forts,
//! garrisons and stored markers.

use super::*;

/// The distance to Europe after `eur` ("Eur 8"), on a dark badge.
pub(super) fn europe_badge(img: &mut Canvas, r: Rect, eur: &str, bounds: u32) {
    paint::fill_round_rect(img, r, 5.0, colour::BAND);
    paint::text_centred(
        img,
        Style::bold(14.0, colour::WHITE),
        r.cx(),
        r.cy(),
        &format!("{eur} {bounds}"),
    );
}

/// A commodity's chip: its two letters on its colour.
pub(super) fn commodity_chip(img: &mut Canvas, r: Rect, c: Commodity, text: &str) {
    let (fill, ink) = commodity_colours(c);
    paint::fill_round_rect(img, r, 4.0, colour::INK);
    paint::fill_round_rect(img, r.inset(1), 3.0, fill);
    paint::text_centred(img, Style::bold(14.5, ink), r.cx(), r.cy(), text);
}

/// The area's commodity, or that none has been drawn yet.
pub(super) fn commodity_line(img: &mut Canvas, r: Rect, c: Option<Commodity>, w: &Words) {
    match c {
        Some(c) => {
            commodity_chip(img, Rect::new(r.x, r.y, 28, r.h), c, c.abbrev());
            paint::text(
                img,
                Style::regular(16.0, colour::INK),
                r.x + 35,
                r.y + 15,
                c.name(),
            );
        }
        None => {
            paint::text(
                img,
                Style::regular(14.0, colour::MUTED),
                r.x,
                r.y + 15,
                &w.no_commodity,
            );
        }
    }
}

/// A factory: a flag in the owner's colour with the nation's initial, forts and soldiers to the
/// right of the site's name, stored markers under it.
pub(super) fn factory(img: &mut Canvas, b: &AreaBox, i: usize, f: &Factory, p: &Picture) {
    flag(
        img,
        b.flag(i),
        company_colour(f.owner),
        seat_initial(p, f.owner),
    );
    garrison(img, b.garrison(i), f.forts, f.soldiers);
    markers(img, b.markers(i), &f.markers);
}

pub(super) fn flag(img: &mut Canvas, r: Rect, fill: Rgb<u8>, initial: char) {
    paint::fill_rect(img, Rect::new(r.x + 1, r.y, 3, r.h), colour::INK);
    let cloth = Rect::new(r.x + 4, r.y, r.w - 4, 16);
    paint::fill_rect(img, cloth, colour::INK);
    paint::fill_rect(img, cloth.inset(1), fill);
    paint::text_centred(
        img,
        Style::bold(12.5, colour::INK),
        cloth.cx(),
        cloth.cy(),
        &initial.to_string(),
    );
}

/// A small tower: the sign of a fort.
pub(super) fn tower(img: &mut Canvas, x: i32, bottom: i32) {
    paint::fill_rect(img, Rect::new(x, bottom - 10, 11, 10), colour::INK);
    for k in 0..3 {
        paint::fill_rect(img, Rect::new(x + k * 4, bottom - 14, 3, 4), colour::INK);
    }
}

/// A small standing figure: the sign of soldiers.
pub(super) fn soldier(img: &mut Canvas, cx: f32, bottom: f32) {
    paint::fill_circle(img, cx, bottom - 11.5, 2.8, colour::INK);
    paint::fill_polygon(
        img,
        &[
            (cx - 4.5, bottom),
            (cx - 2.5, bottom - 8.0),
            (cx + 2.5, bottom - 8.0),
            (cx + 4.5, bottom),
        ],
        colour::INK,
    );
}

/// Forts and soldiers at a factory, right-aligned in `r`: a tower and a figure, each with its
/// number.
pub(super) fn garrison(img: &mut Canvas, r: Rect, forts: u32, soldiers: u32) {
    let st = Style::bold(16.0, colour::INK);
    let base = r.y + 15;
    let mut x = r.right();
    if soldiers > 0 {
        x = paint::text_right(img, st, x, base, &soldiers.to_string()) - 2;
        soldier(img, x as f32 - 5.0, base as f32);
        x -= 14;
    }
    if forts > 0 {
        x = paint::text_right(img, st, x, base, &forts.to_string()) - 2;
        tower(img, x - 11, base);
    }
}

/// Markers as chips ("Cl 1/3", "×2" when several alike), as many as fit, then "+n".
pub(super) fn markers(img: &mut Canvas, r: Rect, list: &[Marker]) {
    let groups = group(list);
    let st = Style::bold(14.5, colour::INK);
    let more = Style::bold(14.0, colour::MUTED);
    let mut x = r.x;
    for (k, &(m, n)) in groups.iter().enumerate() {
        let text = marker_text(m, n);
        let w = paint::text_width(st, &text) + 8;
        let rest: usize = groups[k + 1..].iter().map(|g| g.1).sum();
        let reserve = if rest > 0 { 26 } else { 0 };
        if x + w + reserve > r.right() {
            let left: usize = groups[k..].iter().map(|g| g.1).sum();
            paint::text(img, more, x, r.y + 14, &format!("+{left}"));
            return;
        }
        commodity_chip(img, Rect::new(x, r.y, w, r.h), m.commodity, &text);
        x += w + 4;
    }
}

/// Markers counted by kind, in a fixed order.
pub(super) fn group(list: &[Marker]) -> Vec<(Marker, usize)> {
    let mut by: BTreeMap<Marker, usize> = BTreeMap::new();
    for &m in list {
        *by.entry(m).or_default() += 1;
    }
    by.into_iter().collect()
}

/// "Cl 1/3", or "Cl 1/3×2" for two alike.
pub(super) fn marker_text(m: Marker, n: usize) -> String {
    let s = format!("{} 1/{}", m.commodity.abbrev(), m.share.max(1));
    if n > 1 { format!("{s}×{n}") } else { s }
}
