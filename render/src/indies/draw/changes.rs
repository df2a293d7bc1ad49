//! What the last resolved round did: fleets' trails across the sea in their owners' colours,
//! and on each box a dark red tab naming the battles, sunk fleets and invasions there.

use super::*;

/// The box a place is drawn in, if it is on the map.
fn place_rect(lay: &Layout, p: &Picture, at: Place) -> Option<Rect> {
    match at {
        Place::Europe => Some(lay.europe.rect),
        Place::Csb => Some(lay.csb.rect),
        Place::Area(i) => p
            .areas
            .get(i)
            .and_then(|a| lay.area(&a.name))
            .map(|b| b.rect),
    }
}

/// The part of the segment `a`–`b` (as parameters 0 to 1) inside `r`, if any.
fn inside(a: (f32, f32), b: (f32, f32), r: Rect) -> Option<(f32, f32)> {
    let (mut t0, mut t1) = (0.0f32, 1.0f32);
    let d = (b.0 - a.0, b.1 - a.1);
    for (p, q) in [
        (-d.0, a.0 - r.x as f32),
        (d.0, r.right() as f32 - a.0),
        (-d.1, a.1 - r.y as f32),
        (d.1, r.bottom() as f32 - a.1),
    ] {
        if p == 0.0 {
            if q < 0.0 {
                return None;
            }
        } else if p < 0.0 {
            t0 = t0.max(q / p);
        } else {
            t1 = t1.min(q / p);
        }
    }
    (t0 < t1).then_some((t0, t1))
}

/// The pieces of the segment `a`–`b` that run over open sea, outside every box (with room
/// for half a trail's width, so that its round ends stay off the boxes).
fn at_sea(a: (f32, f32), b: (f32, f32), boxes: &[Rect]) -> Vec<(f32, f32)> {
    let mut cuts: Vec<(f32, f32)> = boxes
        .iter()
        .filter_map(|&r| inside(a, b, r.inset(-6)))
        .collect();
    cuts.sort_by(|x, y| x.0.total_cmp(&y.0));
    let mut pieces = Vec::new();
    let mut from = 0.0;
    for (s, e) in cuts {
        if s > from {
            pieces.push((from, s));
        }
        from = f32::max(from, e);
    }
    if from < 1.0 {
        pieces.push((from, 1.0));
    }
    pieces
}

/// A thick line in short pieces, so that each piece shades only a small square.
fn trail_line(img: &mut Canvas, a: (f32, f32), b: (f32, f32), width: f32, c: Rgb<u8>) {
    let len = ((b.0 - a.0).powi(2) + (b.1 - a.1).powi(2)).sqrt();
    let n = (len / 24.0).ceil().max(1.0) as usize;
    let at = |k: usize| {
        let t = k as f32 / n as f32;
        (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t)
    };
    for k in 0..n {
        paint::line(img, at(k), at(k + 1), width, c);
    }
}

/// Each fleet's movement as a trail over the sea from box to box, with an arrowhead where it
/// ended. Trails of different companies are set a little apart so that they do not hide
/// each other.
pub(super) fn draw_trails(img: &mut Canvas, lay: &Layout, p: &Picture) {
    let mut boxes: Vec<Rect> = lay.areas.iter().map(|b| b.rect).collect();
    boxes.extend([lay.europe.rect, lay.csb.rect]);
    for change in &p.changes {
        let Change::Sailed { owner, path, .. } = change else {
            continue;
        };
        let rects: Vec<Rect> = path
            .iter()
            .filter_map(|&at| place_rect(lay, p, at))
            .collect();
        let shift = (*owner % 5) as f32 * 5.0 - 10.0;
        let mut head = None;
        for pair in rects.windows(2) {
            let (a, b) = ((pair[0].cx(), pair[0].cy()), (pair[1].cx(), pair[1].cy()));
            let len = ((b.0 - a.0).powi(2) + (b.1 - a.1).powi(2)).sqrt().max(1.0);
            let (ux, uy) = ((b.0 - a.0) / len, (b.1 - a.1) / len);
            let (a, b) = (
                (a.0 - uy * shift, a.1 + ux * shift),
                (b.0 - uy * shift, b.1 + ux * shift),
            );
            let point = |t: f32| (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t);
            for (s, e) in at_sea(a, b, &boxes) {
                trail_line(img, point(s), point(e), 10.0, colour::INK);
                trail_line(img, point(s), point(e), 6.5, company_colour(*owner));
                head = Some((point(e), (ux, uy)));
            }
        }
        if let Some(((x, y), (ux, uy))) = head {
            let (bx, by) = (x - ux * 20.0, y - uy * 20.0);
            let tri = [
                (x, y),
                (bx - uy * 11.0, by + ux * 11.0),
                (bx + uy * 11.0, by - ux * 11.0),
            ];
            paint::fill_polygon(img, &tri, company_colour(*owner));
            paint::stroke_polygon(img, &tri, 1.5, colour::INK);
        }
    }
}

/// The words of the tab for the changes at each box, in the order they were resolved:
/// "battle", "sunk: N-A", "Ambon taken by N", "Japara held against P".
fn marks(p: &Picture) -> Vec<(Place, String)> {
    let w = &p.words;
    let mut v: Vec<(Place, Vec<String>)> = Vec::new();
    for change in &p.changes {
        let (at, words) = match change {
            Change::Sailed { .. } => continue,
            Change::Battle { at } => (*at, w.battle.clone()),
            Change::Sunk { owner, letter, at } => {
                let by = seat_initial(p, *owner);
                (*at, format!("{}: {by}-{letter}", w.sunk))
            }
            Change::Invaded {
                owner,
                area,
                site,
                taken,
            } => {
                let by = seat_initial(p, *owner);
                let said = if *taken { &w.taken_by } else { &w.held_against };
                let words = format!("{site} {said} {by}");
                (Place::Area(*area), words)
            }
        };
        match v.iter_mut().find(|(p, _)| *p == at) {
            Some((_, all)) if !all.contains(&words) => all.push(words),
            Some(_) => {}
            None => v.push((at, vec![words])),
        }
    }
    v.into_iter()
        .map(|(at, all)| (at, all.join(" · ")))
        .collect()
}

/// A dark red tab on the top edge of each box where something was fought or lost, and a red
/// frame round each invaded factory's flag.
pub(super) fn draw_marks(img: &mut Canvas, lay: &Layout, p: &Picture) {
    let style = Style::bold(15.0, colour::WHITE);
    for (at, words) in marks(p) {
        let Some(r) = place_rect(lay, p, at) else {
            continue;
        };
        let text = paint::fit(style, &words, r.w - 28);
        let w = paint::text_width(style, &text) + 14;
        let tab = Rect::new(r.x + 8, r.y - 12, w, 22);
        paint::fill_round_rect(img, tab, 5.0, colour::FOUGHT);
        paint::stroke_round_rect(img, tab, 5.0, 1.5, colour::WHITE);
        paint::text(img, style, tab.x + 7, tab.y + 16, &text);
    }
    for change in &p.changes {
        let Change::Invaded { area, site, .. } = change else {
            continue;
        };
        let Some(b) = p.areas.get(*area).and_then(|a| lay.area(&a.name)) else {
            continue;
        };
        if let Some(i) = b.sites.iter().position(|s| s == site) {
            paint::stroke_rect(img, b.flag(i).inset(-3), 3, colour::FOUGHT);
        }
    }
}
