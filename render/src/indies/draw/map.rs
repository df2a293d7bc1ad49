//! The static map (sea, links, boxes, names, the panel's ground and key), drawn once per process.

use super::*;

pub(in crate::indies) fn base() -> &'static RgbImage {
    static BASE: OnceLock<RgbImage> = OnceLock::new();
    BASE.get_or_init(draw_base)
}

pub(super) fn draw_base() -> RgbImage {
    let lay = layout::layout();
    let mut pixels = RgbImage::from_pixel(WIDTH as u32, HEIGHT as u32, colour::SEA);
    let img = &mut Canvas::new(&mut pixels);
    paint::fill_rect(img, Rect::new(0, 0, WIDTH, BAND_H), colour::BAND);
    for &(a, b) in &lay.links {
        let (ra, rb) = (lay.areas[a].rect, lay.areas[b].rect);
        paint::line(
            img,
            (ra.cx(), ra.cy()),
            (rb.cx(), rb.cy()),
            5.0,
            colour::LINK,
        );
    }
    holding_ground(img, &lay.europe, colour::EUROPE, colour::INK);
    holding_ground(img, &lay.csb, colour::CSB, colour::WHITE);
    for a in &lay.areas {
        area_ground(img, a);
    }
    panel_ground(img);
    pixels
}

/// The Europe or CSB box: ground, title, note and the tray.
pub(super) fn holding_ground(img: &mut Canvas, h: &Holding, fill: Rgb<u8>, ink: Rgb<u8>) {
    paint::fill_round_rect(img, h.rect, 10.0, colour::EDGE);
    paint::fill_round_rect(img, h.rect.inset(2), 8.0, fill);
    let (x, y) = h.title_at();
    paint::text(
        img,
        Style {
            colour: ink,
            ..HOLDING_TITLE
        },
        x,
        y,
        h.title,
    );
    let (x, y) = h.note_at();
    paint::text(
        img,
        Style {
            colour: ink,
            ..HOLDING_NOTE
        },
        x,
        y,
        h.note,
    );
    tray_ground(img, h.tray());
}

/// The waters of a box, where its fleet counters sit.
pub(super) fn tray_ground(img: &mut Canvas, t: Rect) {
    paint::fill_round_rect(img, t, 7.0, colour::WATER);
    paint::stroke_round_rect(img, t, 7.0, 1.0, colour::SEA);
}

/// An area's box: ground, name, the line under the header, the site names and the tray.
pub(super) fn area_ground(img: &mut Canvas, a: &AreaBox) {
    paint::fill_round_rect(img, a.rect, 10.0, colour::EDGE);
    paint::fill_round_rect(img, a.rect.inset(2), 8.0, colour::LAND);
    let (x, y) = a.name_at();
    paint::text(img, AREA_NAME, x, y, &a.name);
    let rule = a.site_row(0).y - 3;
    paint::fill_rect(
        img,
        Rect::new(a.rect.x + 8, rule, a.rect.w - 16, 1),
        colour::RULE,
    );
    for (i, s) in a.sites.iter().enumerate() {
        let (x, y) = a.site_name_at(i);
        paint::text(img, SITE_NAME, x, y, s);
    }
    tray_ground(img, a.tray());
}
