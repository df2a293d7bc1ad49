//! Ships in their seas and the shipping plan: routes with their cargo.

use std::collections::{BTreeMap, BTreeSet};

use super::layout::Layout;
use super::map::{area_name, sea_name};
use super::pieces::{grow, ship, tag};
use super::{Good, Picture, colour};
use crate::paint::{self, Canvas, Rect};

/// Ships sit in rows under their sea's name.
pub(super) fn draw_ships(img: &mut Canvas, lay: &Layout, p: &Picture) {
    let mut by_sea: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
    for s in &p.ships {
        by_sea.entry(s.sea.as_str()).or_default().push(s.company);
    }
    for (sea, companies) in by_sea {
        let Some((x, y)) = lay.sea_label(sea) else {
            continue;
        };
        let per_row = 5;
        for (k, &c) in companies.iter().enumerate() {
            let Some(company) = p.companies.get(c) else {
                continue;
            };
            let (row, col) = (k / per_row, k % per_row);
            let n = companies.len().min(per_row * (row + 1)) - per_row * row;
            let sx = x + (col as f32 - (n as f32 - 1.0) / 2.0) * 32.0;
            let sy = y + 31.0 + row as f32 * 19.0;
            ship(img, sx, sy, company.owner, &tag(company));
        }
    }
}

/// The shipping plan: each route as a line from the producing area over its seas to the city,
/// with a cargo cube of the good per delivery on every sea crossed.
pub(super) fn draw_plan(img: &mut Canvas, lay: &Layout, p: &Picture) {
    for (k, r) in p.plan.iter().enumerate() {
        let Some(from) = lay.area_label(&r.from) else {
            continue;
        };
        let Some(to) = lay.area_label(&r.to) else {
            continue;
        };
        let off = (k % 3) as f32 * 5.0 - 5.0;
        let mut pts = vec![(from.0, from.1 + 9.0)];
        for s in &r.seas {
            if let Some((x, y)) = lay.sea_label(s) {
                pts.push((x + off, y - 24.0 + off));
            }
        }
        pts.push((to.0, to.1 + 9.0));
        for w in pts.windows(2) {
            paint::line(img, w[0], w[1], 6.0, colour::WHITE);
        }
        for w in pts.windows(2) {
            paint::line(img, w[0], w[1], 3.0, colour::ROUTE);
        }
        if let Some(&last) = pts.last() {
            let prev = pts[pts.len() - 2];
            arrow_head(img, prev, last, 13.0);
        }
        for &(x, y) in &pts[1..pts.len() - 1] {
            cubes(img, x, y, r.good, r.cubes);
        }
        // The shipping company that carries the goods, by its first sea.
        if let (Some(&(x, y)), Some(shipper)) = (pts.get(1), p.companies.get(r.shipper))
            && pts.len() > 2
        {
            let half = (r.cubes.min(6) as f32 * 13.0) / 2.0;
            ship(img, x - half - 18.0, y, shipper.owner, &tag(shipper));
        }
    }
    // Names stay readable over the routes: each drawn again once, however many routes pass.
    let areas: BTreeSet<usize> = (p.plan.iter())
        .flat_map(|r| [&r.from, &r.to])
        .filter_map(|a| lay.area_index.get(a.as_str()).copied())
        .collect();
    let seas: BTreeSet<usize> = (p.plan.iter())
        .flat_map(|r| &r.seas)
        .filter_map(|s| lay.sea_index.get(s.as_str()).copied())
        .collect();
    for i in areas {
        area_name(img, &lay.areas[i]);
    }
    for i in seas {
        sea_name(img, &lay.seas[i]);
    }
}

fn arrow_head(img: &mut Canvas, from: (f32, f32), to: (f32, f32), len: f32) {
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let l = (dx * dx + dy * dy).sqrt().max(0.01);
    let (ux, uy) = (dx / l, dy / l);
    // Stop short of the token on the city.
    let tip = (to.0 - ux * 16.0, to.1 - uy * 16.0);
    let base = (tip.0 - ux * len, tip.1 - uy * len);
    let pts = [
        tip,
        (base.0 - uy * len * 0.5, base.1 + ux * len * 0.5),
        (base.0 + uy * len * 0.5, base.1 - ux * len * 0.5),
    ];
    paint::fill_polygon(
        img,
        &grow(&pts, tip.0 - ux * len / 2.0, tip.1 - uy * len / 2.0, 1.5),
        colour::WHITE,
    );
    paint::fill_polygon(img, &pts, colour::ROUTE);
}

/// Cargo cubes: small squares in the good's colour, centred on a point.
pub(super) fn cubes(img: &mut Canvas, cx: f32, cy: f32, good: Good, n: u32) {
    let n = n.min(6) as i32;
    let side = 11;
    let total = n * (side + 2) - 2;
    let x0 = (cx - total as f32 / 2.0).round() as i32;
    let y0 = (cy - side as f32 / 2.0).round() as i32;
    for k in 0..n {
        let r = Rect::new(x0 + k * (side + 2), y0, side, side);
        paint::fill_rect(img, r.inset(-1), colour::INK);
        paint::fill_rect(img, r, good.fill());
    }
}
