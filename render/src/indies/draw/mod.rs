//! Drawing the East Indies picture: the static map (sea, links, boxes, names, the panel's
//! ground and key) once per process and language into a base image, then each picture's game
//! on a copy.
//!
//! Split by noun: the `colour`s, the static `map`, the `sites` (factories and markers), the
//! `fleets` and the `panel`; the band and [`draw`] itself are here.

mod changes;
mod colour;
mod fleets;
mod map;
mod panel;
mod sites;

use std::collections::BTreeMap;
use std::sync::OnceLock;

use image::{Rgb, RgbImage};

use super::layout::{
    self, AREA_NAME, AreaBox, BAND_H, HEIGHT, HOLDING_NOTE, HOLDING_TITLE, Holding, Layout,
    PANEL_H, PANEL_Y, SITE_NAME, WIDTH,
};
use super::{Change, Commodity, Company, Factory, Fleet, Marker, Picture, Place, Words};
use crate::paint::{self, Canvas, Palette, Rect, Style, rgb};

use changes::*;
use fleets::*;
use panel::*;
use sites::*;

#[cfg(test)]
pub(super) use colour::{CRATE, FOUGHT, SEALED};
pub(super) use colour::{commodity_colours, company_colour, flat_colours};
pub(super) use map::base;
#[cfg(test)]
pub(in crate::indies) use panel::{CHART_X, KEY_TOP, ROW_H, ROW_TOP};

/// Draws the picture. Pure: the same picture always gives the same pixels.
pub fn draw(p: &Picture) -> RgbImage {
    let lay = layout::layout();
    paint::draw_on(base(&p.words), |img| draw_game(img, lay, p))
}

/// [`draw`]'s picture encoded in `palette` (see [`paint::draw_png`]).
pub(super) fn png(p: &Picture, palette: &Palette) -> Vec<u8> {
    let lay = layout::layout();
    paint::draw_png(base(&p.words), palette, |img| draw_game(img, lay, p))
}

/// Draws the game on the base.
fn draw_game(img: &mut Canvas, lay: &Layout, p: &Picture) {
    draw_band(img, p);
    draw_trails(img, lay, p);
    for area in &p.areas {
        let Some(b) = lay.area(&area.name) else {
            continue;
        };
        europe_badge(img, b.europe_badge(), &p.words.eur, area.europe);
        commodity_line(img, b.commodity(), area.commodity, &p.words);
        for site in &area.sites {
            let (Some(i), Some(f)) = (b.sites.iter().position(|s| *s == site.name), &site.factory)
            else {
                continue;
            };
            factory(img, b, i, f, p);
        }
    }
    draw_fleets(img, lay, p);
    draw_marks(img, lay, p);
    draw_companies(img, p);
    draw_prices(img, p);
}

/// The nation's initial of the company in `seat`; `?` when no company sits there.
fn seat_initial(p: &Picture, seat: usize) -> char {
    p.companies
        .iter()
        .find(|c| c.seat == seat)
        .map(Company::initial)
        .unwrap_or('?')
}

fn draw_band(img: &mut Canvas, p: &Picture) {
    let year = Style::bold(30.0, colour::WHITE);
    let of = Style::regular(16.0, colour::WHITE);
    let right = WIDTH - 18;
    let y = paint::text_right(img, year, right, 36, &p.year.to_string());
    let span = p.last_year.saturating_sub(p.first_year) + 1;
    let nth = p.year.saturating_sub(p.first_year) + 1;
    let w = &p.words;
    let years = format!("{} {nth} {} {span}", w.year, w.of);
    let o = paint::text_right(img, of, right, 64, &years);
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
