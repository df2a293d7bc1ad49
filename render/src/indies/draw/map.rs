//! The static map (sea, links, boxes, names, the panel's ground and key), drawn once per process
//! for each language's words.

use std::sync::Mutex;

use super::*;

/// The base under a picture in `words`: the English one, or one drawn on first use for each
/// other language's words (a language or two), so no picture draws the static map again.
pub(in crate::indies) fn base(words: &Words) -> &'static RgbImage {
    static ENGLISH: OnceLock<RgbImage> = OnceLock::new();
    type Bases = Vec<(Vec<String>, &'static RgbImage)>;
    static OTHERS: OnceLock<Mutex<Bases>> = OnceLock::new();
    let english = Words::english();
    if words.on_base() == english.on_base() {
        return ENGLISH.get_or_init(|| draw_base(english));
    }
    let key: Vec<String> = words.on_base().iter().map(|w| w.to_string()).collect();
    let mut others = OTHERS
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    if let Some((_, img)) = others.iter().find(|(k, _)| *k == key) {
        return img;
    }
    let img: &'static RgbImage = Box::leak(Box::new(draw_base(words)));
    others.push((key, img));
    img
}

pub(super) fn draw_base(words: &Words) -> RgbImage {
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
    let europe = [words.europe.as_str(), &words.europe_note];
    holding_ground(img, &lay.europe, europe, colour::EUROPE, colour::INK);
    let csb = [words.csb.as_str(), &words.csb_note];
    holding_ground(img, &lay.csb, csb, colour::CSB, colour::WHITE);
    for a in &lay.areas {
        area_ground(img, a);
    }
    panel_ground(img, words);
    pixels
}

/// The Europe or CSB box: ground, title, note and the tray.
pub(super) fn holding_ground(
    img: &mut Canvas,
    h: &Holding,
    [title, note]: [&str; 2],
    fill: Rgb<u8>,
    ink: Rgb<u8>,
) {
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
        title,
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
        note,
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
