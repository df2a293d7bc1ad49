//! Drawing the East Indies picture: the static map (sea, links, boxes, names, the panel's
//! ground and key) once per process into a base image, then each picture's game on a copy.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use image::{Rgb, RgbImage};

use super::layout::{
    self, AREA_NAME, AreaBox, BAND_H, HEIGHT, HOLDING_NOTE, HOLDING_TITLE, Holding, Layout,
    PANEL_H, PANEL_Y, SITE_NAME, WIDTH,
};
use super::{Commodity, Company, Factory, Fleet, Marker, Picture, Place};
use crate::paint::{self, Rect, Style, rgb};

/// Colours of the picture. Companies use the Okabe–Ito palette, which stays distinct under the
/// common colour-vision deficiencies; each also prints its nation's initial on its pieces.
mod colour {
    use super::rgb;
    use image::Rgb;

    pub const SEA: Rgb<u8> = rgb(0x8DBFD9);
    pub const LINK: Rgb<u8> = rgb(0x1F4E6E);
    pub const LAND: Rgb<u8> = rgb(0xF1E8C8);
    pub const EDGE: Rgb<u8> = rgb(0x4A3F2C);
    pub const RULE: Rgb<u8> = rgb(0xC9BE9C);
    pub const WATER: Rgb<u8> = rgb(0xD6E9F4);
    pub const EUROPE: Rgb<u8> = rgb(0xE4E2EC);
    pub const CSB: Rgb<u8> = rgb(0x1F4E6E);
    pub const INK: Rgb<u8> = rgb(0x1A1A1A);
    pub const WHITE: Rgb<u8> = rgb(0xFFFFFF);
    pub const MUTED: Rgb<u8> = rgb(0x5B5647);
    pub const BAND: Rgb<u8> = rgb(0x12324A);
    pub const STATUS: Rgb<u8> = rgb(0xFFD966);
    pub const PANEL: Rgb<u8> = rgb(0xF5EFDC);
    pub const SEALED: Rgb<u8> = rgb(0x1E6B35);
    pub const CRATE: Rgb<u8> = rgb(0xC8A165);
    pub const KEY_COMPANY: Rgb<u8> = rgb(0xBDBDBD);
    pub const PLAYERS: [Rgb<u8>; 5] = [
        rgb(0xE69F00),
        rgb(0x56B4E9),
        rgb(0x009E73),
        rgb(0xD55E00),
        rgb(0xCC79A7),
    ];
}

/// The colour "orders sealed" is written in.
#[cfg(test)]
pub(super) const SEALED: Rgb<u8> = colour::SEALED;

/// A commodity's chip colour, and the ink for its letters.
pub(super) fn commodity_colours(c: Commodity) -> (Rgb<u8>, Rgb<u8>) {
    match c {
        Commodity::Pepper => (rgb(0x2B2B2B), colour::WHITE),
        Commodity::Cinnamon => (rgb(0xC7843F), colour::INK),
        Commodity::Cloves => (rgb(0x7B2335), colour::WHITE),
        Commodity::Nutmeg => (rgb(0xE3C48A), colour::INK),
        Commodity::Silk => (rgb(0xF6F3FB), colour::INK),
        Commodity::Tea => (rgb(0x4E7D2E), colour::WHITE),
    }
}

/// Every flat colour the picture paints: the palette keeps them exactly.
pub(super) fn flat_colours() -> Vec<Rgb<u8>> {
    let mut v = vec![
        colour::SEA,
        colour::LINK,
        colour::LAND,
        colour::EDGE,
        colour::RULE,
        colour::WATER,
        colour::EUROPE,
        colour::CSB,
        colour::INK,
        colour::WHITE,
        colour::MUTED,
        colour::BAND,
        colour::STATUS,
        colour::PANEL,
        colour::SEALED,
        colour::CRATE,
        colour::KEY_COMPANY,
    ];
    v.extend(colour::PLAYERS);
    for c in Commodity::ALL {
        let (fill, ink) = commodity_colours(c);
        v.push(fill);
        v.push(ink);
    }
    v
}

pub(super) fn company_colour(seat: usize) -> Rgb<u8> {
    colour::PLAYERS[seat % colour::PLAYERS.len()]
}

// ---------------------------------------------------------------------------------------------
// The static map, drawn once.

pub(super) fn base() -> &'static RgbImage {
    static BASE: OnceLock<RgbImage> = OnceLock::new();
    BASE.get_or_init(draw_base)
}

fn draw_base() -> RgbImage {
    let lay = layout::layout();
    let mut img = RgbImage::from_pixel(WIDTH as u32, HEIGHT as u32, colour::SEA);
    paint::fill_rect(&mut img, Rect::new(0, 0, WIDTH, BAND_H), colour::BAND);
    for &(a, b) in &lay.links {
        let (ra, rb) = (lay.areas[a].rect, lay.areas[b].rect);
        long_line(
            &mut img,
            (ra.cx(), ra.cy()),
            (rb.cx(), rb.cy()),
            5.0,
            colour::LINK,
        );
    }
    holding_ground(&mut img, &lay.europe, colour::EUROPE, colour::INK);
    holding_ground(&mut img, &lay.csb, colour::CSB, colour::WHITE);
    for a in &lay.areas {
        area_ground(&mut img, a);
    }
    panel_ground(&mut img);
    img
}

/// The Europe or CSB box: ground, title, note and the tray.
fn holding_ground(img: &mut RgbImage, h: &Holding, fill: Rgb<u8>, ink: Rgb<u8>) {
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
fn tray_ground(img: &mut RgbImage, t: Rect) {
    paint::fill_round_rect(img, t, 7.0, colour::WATER);
    paint::stroke_round_rect(img, t, 7.0, 1.0, colour::SEA);
}

/// An area's box: ground, name, the line under the header, the site names and the tray.
fn area_ground(img: &mut RgbImage, a: &AreaBox) {
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

/// A line drawn as short pieces: `paint::line` shades its whole bounding box, which for a long
/// diagonal is mostly empty.
fn long_line(img: &mut RgbImage, a: (f32, f32), b: (f32, f32), width: f32, colour: Rgb<u8>) {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let pieces = ((dx * dx + dy * dy).sqrt() / 12.0).ceil().max(1.0) as usize;
    for k in 0..pieces {
        let (t0, t1) = (k as f32 / pieces as f32, (k + 1) as f32 / pieces as f32);
        paint::line(
            img,
            (a.0 + dx * t0, a.1 + dy * t0),
            (a.0 + dx * t1, a.1 + dy * t1),
            width,
            colour,
        );
    }
}

// ---------------------------------------------------------------------------------------------
// The game on the map.

/// Draws the picture. Pure: the same picture always gives the same pixels.
pub fn draw(p: &Picture) -> RgbImage {
    let lay = layout::layout();
    let mut img = base().clone();
    draw_band(&mut img, p);
    for area in &p.areas {
        let Some(b) = lay.area(&area.name) else {
            continue;
        };
        europe_badge(&mut img, b.europe_badge(), area.europe);
        commodity_line(&mut img, b.commodity(), area.commodity);
        for site in &area.sites {
            let (Some(i), Some(f)) = (b.sites.iter().position(|s| *s == site.name), &site.factory)
            else {
                continue;
            };
            factory(&mut img, b, i, f, p);
        }
    }
    draw_fleets(&mut img, lay, p);
    draw_companies(&mut img, p);
    draw_prices(&mut img, p);
    img
}

/// The nation's initial of the company in `seat`; `?` when no company sits there.
fn seat_initial(p: &Picture, seat: usize) -> char {
    p.companies
        .iter()
        .find(|c| c.seat == seat)
        .map(Company::initial)
        .unwrap_or('?')
}

fn draw_band(img: &mut RgbImage, p: &Picture) {
    let year = Style::bold(30.0, colour::WHITE);
    let of = Style::regular(16.0, colour::WHITE);
    let right = WIDTH - 18;
    let y = paint::text_right(img, year, right, 36, &p.year.to_string());
    let span = p.last_year.saturating_sub(p.first_year) + 1;
    let nth = p.year.saturating_sub(p.first_year) + 1;
    let o = paint::text_right(img, of, right, 64, &format!("year {nth} of {span}"));
    let room = y.min(o) - 18 - 30;
    let title = Style::bold(22.0, colour::WHITE);
    paint::text(img, title, 18, 31, &paint::fit(title, &p.title, room));
    let phase = Style::bold(17.0, colour::WHITE);
    let x = paint::text(img, phase, 18, 62, &paint::fit(phase, &p.phase, room / 2));
    let status = Style::bold(16.0, colour::STATUS);
    if !p.status.is_empty() {
        let s = format!("·  {}", p.status);
        paint::text(
            img,
            status,
            x + 10,
            62,
            &paint::fit(status, &s, 18 + room - x - 10),
        );
    }
}

/// The distance to Europe, on a dark badge.
fn europe_badge(img: &mut RgbImage, r: Rect, bounds: u32) {
    paint::fill_round_rect(img, r, 5.0, colour::BAND);
    paint::text_centred(
        img,
        Style::bold(14.0, colour::WHITE),
        r.cx(),
        r.cy(),
        &format!("Eur {bounds}"),
    );
}

/// A commodity's chip: its two letters on its colour.
fn commodity_chip(img: &mut RgbImage, r: Rect, c: Commodity, text: &str) {
    let (fill, ink) = commodity_colours(c);
    paint::fill_round_rect(img, r, 4.0, colour::INK);
    paint::fill_round_rect(img, r.inset(1), 3.0, fill);
    paint::text_centred(img, Style::bold(13.5, ink), r.cx(), r.cy(), text);
}

/// The area's commodity, or that none has been drawn yet.
fn commodity_line(img: &mut RgbImage, r: Rect, c: Option<Commodity>) {
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
                "no commodity drawn yet",
            );
        }
    }
}

/// A factory: a flag in the owner's colour with the nation's initial, forts and soldiers to the
/// right of the site's name, stored markers under it.
fn factory(img: &mut RgbImage, b: &AreaBox, i: usize, f: &Factory, p: &Picture) {
    flag(
        img,
        b.flag(i),
        company_colour(f.owner),
        seat_initial(p, f.owner),
    );
    garrison(img, b.garrison(i), f.forts, f.soldiers);
    markers(img, b.markers(i), &f.markers);
}

fn flag(img: &mut RgbImage, r: Rect, fill: Rgb<u8>, initial: char) {
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
fn tower(img: &mut RgbImage, x: i32, bottom: i32) {
    paint::fill_rect(img, Rect::new(x, bottom - 10, 11, 10), colour::INK);
    for k in 0..3 {
        paint::fill_rect(img, Rect::new(x + k * 4, bottom - 14, 3, 4), colour::INK);
    }
}

/// A small standing figure: the sign of soldiers.
fn soldier(img: &mut RgbImage, cx: f32, bottom: f32) {
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
fn garrison(img: &mut RgbImage, r: Rect, forts: u32, soldiers: u32) {
    let st = Style::bold(14.0, colour::INK);
    let base = r.y + 14;
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
fn markers(img: &mut RgbImage, r: Rect, list: &[Marker]) {
    let groups = group(list);
    let st = Style::bold(13.5, colour::INK);
    let more = Style::bold(13.0, colour::MUTED);
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
fn group(list: &[Marker]) -> Vec<(Marker, usize)> {
    let mut by: BTreeMap<Marker, usize> = BTreeMap::new();
    for &m in list {
        *by.entry(m).or_default() += 1;
    }
    by.into_iter().collect()
}

/// "Cl 1/3", or "Cl 1/3×2" for two alike.
fn marker_text(m: Marker, n: usize) -> String {
    let s = format!("{} 1/{}", m.commodity.abbrev(), m.share.max(1));
    if n > 1 { format!("{s}×{n}") } else { s }
}

/// Fleets as counters in the trays of their boxes.
fn draw_fleets(img: &mut RgbImage, lay: &Layout, p: &Picture) {
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
                &format!("+{} more", fleets.len() - fits),
            );
        }
    }
}

/// A fleet counter: the company's colour, a white disc with the nation's initial, the fleet's
/// letter, and its ship count beside a small hull; a crate on the corner when it carries cargo.
fn counter(img: &mut RgbImage, r: Rect, f: &Fleet, initial: char) {
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

fn counter_face(
    img: &mut RgbImage,
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
fn ship_glyph(img: &mut RgbImage, cx: f32, top: f32) {
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
fn crate_mark(img: &mut RgbImage, x: i32, y: i32) {
    let c = Rect::new(x, y, 11, 11);
    paint::fill_rect(img, c, colour::INK);
    paint::fill_rect(img, c.inset(1), colour::CRATE);
    paint::fill_rect(img, Rect::new(x + 1, y + 5, 9, 1), colour::INK);
}

// ---------------------------------------------------------------------------------------------
// The panel: companies, prices, the key.

const PANEL_X: i32 = 14;
const COMPANIES_W: i32 = 1072;
const ROW_TOP: i32 = PANEL_Y + 36;
const ROW_H: i32 = 64;
const ROW_GAP: i32 = 4;
const CHART_X: i32 = PANEL_X + COMPANIES_W + 20;
const CHART_RIGHT: i32 = WIDTH - 16;
const CHART_LABEL_W: i32 = 118;
const CHART_ROW_TOP: i32 = PANEL_Y + 44;
const CHART_ROW_H: i32 = 25;
const KEY_TOP: i32 = CHART_ROW_TOP + 6 * CHART_ROW_H + 10;

fn panel_ground(img: &mut RgbImage) {
    paint::fill_rect(img, Rect::new(0, PANEL_Y, WIDTH, PANEL_H), colour::PANEL);
    paint::fill_rect(img, Rect::new(0, PANEL_Y, WIDTH, 2), colour::EDGE);
    paint::text(
        img,
        Style::bold(17.0, colour::INK),
        CHART_X,
        PANEL_Y + 24,
        "Prices",
    );
    let label = Style::regular(14.0, colour::MUTED);
    paint::text(
        img,
        label,
        CHART_X + 62,
        PANEL_Y + 24,
        "florins a full share",
    );
    for (i, c) in Commodity::ALL.into_iter().enumerate() {
        let y = CHART_ROW_TOP + i as i32 * CHART_ROW_H;
        commodity_chip(img, Rect::new(CHART_X, y, 28, 21), c, c.abbrev());
        paint::text(
            img,
            Style::regular(15.0, colour::INK),
            CHART_X + 35,
            y + 16,
            c.name(),
        );
    }
    draw_key(img);
}

/// The companies in initiative order: treasury, factories, whether orders are sealed, the score
/// at the end, and each fleet with what it carries.
fn draw_companies(img: &mut RgbImage, p: &Picture) {
    let mut order: Vec<&Company> = Vec::new();
    for &s in &p.initiative {
        if let Some(c) = p.companies.iter().find(|c| c.seat == s)
            && !order.iter().any(|o| o.seat == s)
        {
            order.push(c);
        }
    }
    let ranked = order.len();
    let mut rest: Vec<&Company> = p
        .companies
        .iter()
        .filter(|c| !order.iter().any(|o| o.seat == c.seat))
        .collect();
    rest.sort_by_key(|c| c.seat);
    order.extend(rest);
    let head = if ranked > 0 {
        "Companies, in initiative order"
    } else {
        "Companies"
    };
    paint::text(
        img,
        Style::bold(17.0, colour::INK),
        PANEL_X + 4,
        PANEL_Y + 24,
        head,
    );
    for (k, c) in order.iter().take(5).enumerate() {
        let row = Rect::new(
            PANEL_X,
            ROW_TOP + k as i32 * (ROW_H + ROW_GAP),
            COMPANIES_W,
            ROW_H,
        );
        company_row(img, row, p, c, (k < ranked).then_some(k + 1));
    }
}

fn company_row(img: &mut RgbImage, row: Rect, p: &Picture, c: &Company, rank: Option<usize>) {
    paint::stroke_round_rect(img, row, 8.0, 1.0, colour::RULE);
    let base = row.y + 22;
    let muted = Style::regular(15.0, colour::MUTED);
    if let Some(n) = rank {
        paint::text(img, muted, row.x + 8, base, &format!("{n}."));
    }
    seat_token(
        img,
        (row.x + 42) as f32,
        (base - 6) as f32,
        c.seat,
        c.initial(),
    );
    let nation = Style::bold(17.0, colour::INK);
    let x = paint::text(
        img,
        nation,
        row.x + 60,
        base,
        &paint::fit(nation, &c.nation, 140),
    );
    paint::text(
        img,
        muted,
        x + 8,
        base,
        &paint::fit(muted, &c.player, row.x + 330 - x - 8),
    );
    let x = paint::text(img, muted, row.x + 340, base, "treasury");
    let money = Style::bold(17.0, colour::INK);
    paint::text(img, money, x + 7, base, &format!("{} fl", c.treasury));
    let factories = p
        .areas
        .iter()
        .flat_map(|a| &a.sites)
        .filter(|s| s.factory.as_ref().is_some_and(|f| f.owner == c.seat))
        .count();
    let plural = if factories == 1 {
        "factory"
    } else {
        "factories"
    };
    paint::text(
        img,
        Style::regular(15.0, colour::INK),
        row.x + 560,
        base,
        &format!("{factories} {plural}"),
    );
    match c.sealed {
        Some(true) => {
            let st = Style::bold(16.0, colour::SEALED);
            paint::text(img, st, row.x + 700, base, "✓ orders sealed");
        }
        Some(false) => {
            paint::text(img, muted, row.x + 700, base, "drafting orders");
        }
        None => {}
    }
    if let Some(score) = c.score {
        let st = Style::bold(17.0, colour::INK);
        paint::text_right(img, st, row.right() - 10, base, &format!("score {score}"));
    }
    fleet_lines(img, row, p, c.seat);
}

/// A company's token in the panel: its colour with the nation's initial, as on its counters.
fn seat_token(img: &mut RgbImage, cx: f32, cy: f32, seat: usize, initial: char) {
    paint::fill_circle(img, cx, cy, 13.0, colour::INK);
    paint::fill_circle(img, cx, cy, 11.5, company_colour(seat));
    paint::fill_circle(img, cx, cy, 8.0, colour::WHITE);
    paint::text_centred(
        img,
        Style::bold(12.0, colour::INK),
        cx,
        cy,
        &initial.to_string(),
    );
}

/// "Java: 2 carracks, 1 galleon; 4 soldiers, leader, explorer; cargo Cl 1/3, Pe 1/1".
fn fleet_text(p: &Picture, f: &Fleet) -> String {
    let at = match f.at {
        Place::Europe => "Europe",
        Place::Csb => "CSB",
        Place::Area(i) => p.areas.get(i).map_or("?", |a| a.name.as_str()),
    };
    let count = |n: u32, one: &str, many: &str| match n {
        0 => None,
        1 => Some(format!("1 {one}")),
        n => Some(format!("{n} {many}")),
    };
    let ships: Vec<String> = [
        count(f.ships.caravels, "caravel", "caravels"),
        count(f.ships.carracks, "carrack", "carracks"),
        count(f.ships.galleons, "galleon", "galleons"),
    ]
    .into_iter()
    .flatten()
    .collect();
    let mut s = format!("{at}: {}", ships.join(", "));
    let aboard: Vec<String> = [
        count(f.soldiers, "soldier", "soldiers"),
        count(f.leaders, "leader", "leaders"),
        count(f.explorers, "explorer", "explorers"),
    ]
    .into_iter()
    .flatten()
    .collect();
    if !aboard.is_empty() {
        s += "; ";
        s += &aboard.join(", ");
    }
    if !f.cargo.is_empty() {
        let cargo: Vec<String> = group(&f.cargo)
            .into_iter()
            .map(|(m, n)| marker_text(m, n))
            .collect();
        s += "; cargo ";
        s += &cargo.join(", ");
    }
    s
}

/// The company's fleets on two lines under its name; those that do not fit are counted.
fn fleet_lines(img: &mut RgbImage, row: Rect, p: &Picture, seat: usize) {
    let mut fleets: Vec<&Fleet> = p.fleets.iter().filter(|f| f.owner == seat).collect();
    fleets.sort_by(|a, b| a.letter.cmp(&b.letter));
    let st = Style::regular(14.0, colour::INK);
    let more = Style::bold(14.0, colour::MUTED);
    let left = row.x + 60;
    let right = row.right() - 10;
    let lines = [row.y + 41, row.y + 59];
    if fleets.is_empty() {
        paint::text(
            img,
            Style::regular(14.0, colour::MUTED),
            left,
            lines[0],
            "no fleets",
        );
        return;
    }
    let more_w = paint::text_width(more, "+99 more fleets");
    let (mut line, mut x) = (0, left);
    for (k, f) in fleets.iter().enumerate() {
        let text = fleet_text(p, f);
        let w = 22 + paint::text_width(st, &text);
        loop {
            let last = line == lines.len() - 1;
            let reserve = if last && k + 1 < fleets.len() {
                more_w + 12
            } else {
                0
            };
            let room = right - reserve - x;
            if w <= room || x == left {
                fleet_item(
                    img,
                    x,
                    lines[line],
                    seat,
                    &f.letter,
                    &paint::fit(st, &text, room - 22),
                );
                x += w.min(room) + 18;
                break;
            }
            if last {
                let n = fleets.len() - k;
                paint::text(img, more, x, lines[line], &format!("+{n} more fleets"));
                return;
            }
            line += 1;
            x = left;
        }
    }
}

/// A fleet in the panel: its letter on the company's colour, then what it is and carries.
fn fleet_item(img: &mut RgbImage, x: i32, base: i32, seat: usize, letter: &str, text: &str) {
    let chip = Rect::new(x, base - 13, 18, 17);
    let st = Style::bold(12.5, colour::INK);
    paint::fill_round_rect(img, chip, 4.0, colour::INK);
    paint::fill_round_rect(img, chip.inset(1), 3.0, company_colour(seat));
    paint::text_centred(img, st, chip.cx(), chip.cy(), &paint::fit(st, letter, 16));
    paint::text(img, Style::regular(14.0, colour::INK), x + 22, base, text);
}

/// The price chart: a row per commodity, a column per step of the ladder, the current price
/// filled in the commodity's colour.
fn draw_prices(img: &mut RgbImage, p: &Picture) {
    let cols = p.ladder.len().max(1) as i32;
    let x0 = CHART_X + CHART_LABEL_W;
    let col_w = (CHART_RIGHT - x0) / cols;
    for (i, c) in Commodity::ALL.into_iter().enumerate() {
        let y = CHART_ROW_TOP + i as i32 * CHART_ROW_H;
        let price = p.prices.iter().find(|(pc, _)| *pc == c).map(|&(_, v)| v);
        for (j, &step) in p.ladder.iter().enumerate() {
            let cell = Rect::new(x0 + j as i32 * col_w, y, col_w - 8, 21);
            if price == Some(step) {
                let (fill, ink) = commodity_colours(c);
                paint::fill_round_rect(img, cell, 4.0, colour::INK);
                paint::fill_round_rect(img, cell.inset(2), 3.0, fill);
                paint::text_centred(
                    img,
                    Style::bold(15.0, ink),
                    cell.cx(),
                    cell.cy(),
                    &step.to_string(),
                );
            } else {
                paint::stroke_round_rect(img, cell, 4.0, 1.0, colour::RULE);
                paint::text_centred(
                    img,
                    Style::regular(13.0, colour::MUTED),
                    cell.cx(),
                    cell.cy(),
                    &step.to_string(),
                );
            }
        }
        // A price off the ladder is written after the name.
        if let Some(v) = price
            && !p.ladder.contains(&v)
        {
            paint::text_right(
                img,
                Style::bold(15.0, colour::INK),
                x0 - 6,
                y + 16,
                &v.to_string(),
            );
        }
    }
}

/// The key, under the price chart.
fn draw_key(img: &mut RgbImage) {
    let x0 = CHART_X;
    let st = Style::regular(13.0, colour::INK);
    paint::text(img, Style::bold(15.0, colour::INK), x0, KEY_TOP + 14, "Key");
    // Fleets.
    let y = KEY_TOP + 22;
    counter_face(
        img,
        Rect::new(x0, y, 70, 30),
        colour::KEY_COMPANY,
        'N',
        "A",
        3,
        true,
    );
    paint::text(img, st, x0 + 78, y + 13, "fleet A of the Netherlands (N):");
    paint::text(img, st, x0 + 78, y + 28, "3 ships; crate = cargo aboard");
    // Factories.
    let y = y + 38;
    flag(img, Rect::new(x0, y, 24, 20), colour::KEY_COMPANY, 'E');
    let x = paint::text(img, st, x0 + 28, y + 14, "factory of England");
    tower(img, x + 10, y + 14);
    let x = paint::text(img, st, x + 24, y + 14, "forts");
    soldier(img, x as f32 + 15.0, (y + 14) as f32);
    paint::text(img, st, x + 24, y + 14, "soldiers");
    // Markers and distances.
    let y = y + 26;
    commodity_chip(
        img,
        Rect::new(x0, y - 1, 50, 18),
        Commodity::Cloves,
        "Cl 1/3",
    );
    let x = paint::text(img, st, x0 + 56, y + 13, "a third share of cloves");
    europe_badge(img, Rect::new(x + 16, y - 2, 52, 20), 8);
    paint::text(img, st, x + 74, y + 13, "bounds to Europe");
    let y = y + 26;
    long_line(
        img,
        (x0 as f32, y as f32 + 8.0),
        (x0 as f32 + 40.0, y as f32 + 8.0),
        5.0,
        colour::LINK,
    );
    paint::text(img, st, x0 + 48, y + 13, "adjacent areas: 2 bounds a step");
}
