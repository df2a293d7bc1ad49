//! Fleets as counters in the trays of their boxes.

use super::*;

/// Fleets as counters in the trays of their boxes.
pub(super) fn draw_fleets(img: &mut Canvas, lay: &Layout, p: &Picture) {
    let mut by_place: BTreeMap<(u8, usize), Vec<&Fleet>> = BTreeMap::new();
    for f in &p.fleets {
        let key = match f.at {
            Place::Europe => (0, 0),
            Place::Csb => (1, 0),
            Place::Area(i) => (2, i),
        };
        by_place.entry(key).or_default().push(f);
    }
    for (key, mut fleets) in by_place {
        let slots = match key {
            (0, _) => lay.europe.slots(),
            (1, _) => lay.csb.slots(),
            (_, i) => match p.areas.get(i).and_then(|a| lay.area(&a.name)) {
                Some(b) => b.slots(),
                None => continue,
            },
        };
        fleets.sort_by(|a, b| (a.owner, &a.letter).cmp(&(b.owner, &b.letter)));
        let fits = if fleets.len() > slots.len() {
            slots.len() - 1
        } else {
            fleets.len()
        };
        for (f, &r) in fleets.iter().zip(&slots).take(fits) {
            counter(img, r, f, seat_initial(p, f.owner));
        }
        if fits < fleets.len() {
            let r = slots[fits];
            paint::fill_round_rect(img, r, 6.0, colour::WHITE);
            paint::stroke_round_rect(img, r, 6.0, 1.5, colour::INK);
            paint::text_centred(
                img,
                Style::bold(14.0, colour::INK),
                r.cx(),
                r.cy(),
                &format!("+{} {}", fleets.len() - fits, p.words.more),
            );
        }
    }
}

/// A fleet counter: the company's colour, a white disc with the nation's initial, the fleet's
/// letter, and its ship count beside a small hull; a crate on the corner when it carries cargo.
pub(super) fn counter(img: &mut Canvas, r: Rect, f: &Fleet, initial: char) {
    counter_face(
        img,
        r,
        company_colour(f.owner),
        initial,
        &f.letter,
        f.ships.total(),
        !f.cargo.is_empty(),
    );
}

pub(super) fn counter_face(
    img: &mut Canvas,
    r: Rect,
    fill: Rgb<u8>,
    initial: char,
    letter: &str,
    ships: u32,
    cargo: bool,
) {
    paint::fill_round_rect(img, r, 6.0, colour::INK);
    paint::fill_round_rect(img, r.inset(2), 4.5, fill);
    let cy = r.cy();
    let dx = r.x as f32 + 13.0;
    paint::fill_circle(img, dx, cy, 10.0, colour::INK);
    paint::fill_circle(img, dx, cy, 8.8, colour::WHITE);
    paint::text_centred(
        img,
        Style::bold(13.0, colour::INK),
        dx,
        cy,
        &initial.to_string(),
    );
    // The ship count on a white panel at the right, apart from the fleet's letter.
    let count = Rect::new(r.right() - 24, r.y + 2, 22, r.h - 4);
    paint::fill_rect(img, count, colour::WHITE);
    paint::fill_rect(
        img,
        Rect::new(count.x - 1, count.y, 1, count.h),
        colour::INK,
    );
    paint::text_centred(
        img,
        Style::bold(15.0, colour::INK),
        count.cx(),
        cy - 2.0,
        &ships.to_string(),
    );
    ship_glyph(img, count.cx(), cy + 6.0);
    let name = Style::bold(18.0, colour::INK);
    paint::text_centred(
        img,
        name,
        (r.x as f32 + 24.0 + count.x as f32) / 2.0,
        cy,
        &paint::fit(name, letter, 20),
    );
    if cargo {
        crate_mark(img, count.x - 14, r.y - 4);
    }
}

/// A small hull under a ship count.
pub(super) fn ship_glyph(img: &mut Canvas, cx: f32, top: f32) {
    paint::fill_polygon(
        img,
        &[
            (cx - 6.0, top),
            (cx + 6.0, top),
            (cx + 3.5, top + 4.0),
            (cx - 3.5, top + 4.0),
        ],
        colour::INK,
    );
}

/// A small crate: the sign of cargo aboard.
pub(super) fn crate_mark(img: &mut Canvas, x: i32, y: i32) {
    let c = Rect::new(x, y, 11, 11);
    paint::fill_rect(img, c, colour::INK);
    paint::fill_rect(img, c.inset(1), colour::CRATE);
    paint::fill_rect(img, Rect::new(x + 1, y + 5, 9, 1), colour::INK);
}
