//! The static map (cells, coasts, borders, links, names): the left part of the cached base
//! image.

use image::Rgb;

use super::layout::{AreaFile, Layout, Owner, SeaFile};
use super::{LABEL_UP, MAP_H, MAP_W, colour};
use crate::paint::{self, Canvas, Rect, Style};

fn land_tint(lay: &Layout, area: usize) -> Rgb<u8> {
    colour::LAND[lay.province_tint[lay.area_province[area]]]
}

/// Draws the map on the left part of a picture: cells, borders, links and names.
pub(super) fn draw_map(img: &mut Canvas, lay: &Layout) {
    // Each pixel takes its cell's colour.
    for y in 0..MAP_H {
        for x in 0..MAP_W {
            let c = match lay
                .cell_at(x as f32 + 0.5, y as f32 + 0.5)
                .map(|i| lay.owner[i])
            {
                None | Some(Owner::Ocean) => colour::OCEAN,
                Some(Owner::Offboard) => colour::OFFBOARD,
                Some(Owner::Sea(_)) => colour::SEA,
                Some(Owner::Area(a)) => land_tint(lay, a as usize),
            };
            img.put_pixel(x, y, c);
        }
    }
    draw_edges(img, lay);
    draw_links(img, lay);
    for s in &lay.seas {
        let [x, y] = s.label;
        sea_name(img, s);
        halo_text(
            img,
            Style::regular(11.0, colour::SEA_TEXT),
            x,
            y + 10.0,
            &s.name,
            colour::SEA,
        );
    }
    for p in &lay.provinces {
        let [x, y] = p.label;
        halo_text(
            img,
            Style::bold(12.0, colour::PROVINCE_TEXT),
            x,
            y,
            &p.name.to_uppercase(),
            colour::HALO,
        );
    }
    for a in &lay.areas {
        area_name(img, a);
    }
}

pub(super) fn area_name(img: &mut Canvas, a: &AreaFile) {
    let [x, y] = a.label;
    halo_text(
        img,
        Style::bold(12.0, colour::TEXT),
        x,
        y - LABEL_UP,
        &a.short,
        colour::HALO,
    );
}

pub(super) fn sea_name(img: &mut Canvas, s: &SeaFile) {
    let [x, y] = s.label;
    halo_text(
        img,
        Style::bold(17.0, colour::SEA_TEXT),
        x,
        y - 4.0,
        &s.short,
        colour::SEA,
    );
}

/// Text centred on `(cx, cy)` with a one-pixel halo, so it reads on any ground.
fn halo_text(img: &mut Canvas, style: Style, cx: f32, cy: f32, s: &str, halo: Rgb<u8>) {
    let h = Style {
        colour: halo,
        ..style
    };
    for (dx, dy) in [
        (-1.0, 0.0),
        (1.0, 0.0),
        (0.0, -1.0),
        (0.0, 1.0),
        (-1.0, -1.0),
        (1.0, 1.0),
        (-1.0, 1.0),
        (1.0, -1.0),
    ] {
        paint::text_centred(img, h, cx + dx, cy + dy, s);
    }
    paint::text_centred(img, style, cx, cy, s);
}

/// Borders between cells of different owners: coasts, province borders, area borders, sea
/// borders.
fn draw_edges(img: &mut Canvas, lay: &Layout) {
    let rad = lay.radius();
    // Thin lines first, so thicker ones are drawn over them.
    for pass in 0..3 {
        for i in 0..lay.owner.len() {
            let a = lay.owner[i];
            let ca = lay.centre(i);
            for j in lay.neighbours(i) {
                if j < i {
                    continue;
                }
                let b = lay.owner[j];
                if a == b {
                    continue;
                }
                let land = |o: Owner| matches!(o, Owner::Area(_) | Owner::Offboard);
                let (width, col, p) = match (a, b) {
                    (Owner::Area(x), Owner::Area(y))
                        if lay.area_province[x as usize] == lay.area_province[y as usize] =>
                    {
                        (1, colour::AREA_EDGE, 0)
                    }
                    (Owner::Area(_), Owner::Area(_)) => (3, colour::PROVINCE_EDGE, 1),
                    (Owner::Offboard, Owner::Area(_)) | (Owner::Area(_), Owner::Offboard) => {
                        (3, colour::PROVINCE_EDGE, 1)
                    }
                    (Owner::Sea(_), Owner::Sea(_)) => (1, colour::SEA_EDGE, 0),
                    (Owner::Ocean, Owner::Sea(_)) | (Owner::Sea(_), Owner::Ocean) => {
                        (1, colour::SEA_EDGE, 0)
                    }
                    _ if land(a) != land(b) => (2, colour::COAST, 2),
                    _ => continue,
                };
                if p != pass {
                    continue;
                }
                let cb = lay.centre(j);
                let ang = (cb.1 - ca.1).atan2(cb.0 - ca.0);
                let d = std::f32::consts::PI / 6.0;
                let v0 = (ca.0 + rad * (ang - d).cos(), ca.1 + rad * (ang - d).sin());
                let v1 = (ca.0 + rad * (ang + d).cos(), ca.1 + rad * (ang + d).sin());
                crisp_line(img, v0, v1, width, col);
            }
        }
    }
}

/// A one-pixel line without antialiasing: thin borders drawn this way keep the PNG small.
fn crisp_line(img: &mut Canvas, a: (f32, f32), b: (f32, f32), w: i32, col: Rgb<u8>) {
    let steps = (b.0 - a.0).abs().max((b.1 - a.1).abs()).ceil().max(1.0) as i32;
    let h = (w - 1) as f32 / 2.0;
    for k in 0..=steps {
        let t = k as f32 / steps as f32;
        let (x, y) = (a.0 + (b.0 - a.0) * t - h, a.1 + (b.1 - a.1) * t - h);
        paint::fill_rect(
            img,
            Rect::new(x.round() as i32, y.round() as i32, w, w),
            col,
        );
    }
}

/// Adjacencies the shapes cannot show: a land bridge across a strait between two areas, a
/// landing between an area and a sea, a passage between two seas.
fn draw_links(img: &mut Canvas, lay: &Layout) {
    for l in &lay.links {
        let (a, b) = ((l.from[0], l.from[1]), (l.to[0], l.to[1]));
        let land = |n: &str| lay.area_index.contains_key(n);
        match (land(&l.a), land(&l.b)) {
            (true, true) => {
                paint::line(img, a, b, 6.0, colour::WHITE);
                paint::line(img, a, b, 3.5, colour::LINK_LAND);
                paint::fill_circle(img, a.0, a.1, 3.5, colour::LINK_LAND);
                paint::fill_circle(img, b.0, b.1, 3.5, colour::LINK_LAND);
            }
            _ => {
                paint::dashed_line(img, a, b, 2.5, (5.0, 4.0), colour::LINK_SEA);
                paint::fill_circle(img, a.0, a.1, 3.0, colour::LINK_SEA);
                paint::fill_circle(img, b.0, b.1, 3.0, colour::LINK_SEA);
            }
        }
    }
}
