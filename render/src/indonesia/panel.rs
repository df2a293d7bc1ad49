//! The side panel: its ground, the band (title, era, phase, status) and the key.

use super::deeds::draw_deed_list;
use super::pieces::{city, good_shape, goods_token, ship};
use super::players::draw_player;
use super::shipping::cubes;
use super::{
    BAND_H, Company, Good, HEIGHT, Kind, LEGEND_TOP, PANEL_PAD, PANEL_W, PANEL_X, PLAYER_H,
    PLAYER_TOP, Picture, Words, colour,
};
use crate::paint::{self, Canvas, Rect, Style};

fn panel_rect() -> Rect {
    Rect::new(PANEL_X, 0, PANEL_W, HEIGHT)
}

/// The panel's ground, its band and the key: the same on every picture, so drawn in the base.
pub(super) fn draw_panel_ground(img: &mut Canvas, words: &Words) {
    let pr = panel_rect();
    paint::fill_rect(img, pr, colour::PANEL);
    paint::fill_rect(img, Rect::new(pr.x, 0, 2, HEIGHT), colour::PANEL_EDGE);
    paint::fill_rect(img, Rect::new(pr.x, 0, pr.w, BAND_H), colour::BAND);
    draw_legend(img, LEGEND_TOP, words);
}

pub(super) fn draw_panel(img: &mut Canvas, p: &Picture) {
    let pr = panel_rect();
    // The band: title, era and phase, status.
    let x0 = pr.x + PANEL_PAD;
    let title = Style::bold(20.0, colour::BAND_TEXT);
    paint::text(
        img,
        title,
        x0,
        26,
        &paint::fit(title, &p.title, pr.w - 2 * PANEL_PAD),
    );
    let era = Style::bold(17.0, colour::BAND_TEXT);
    let e = paint::text(
        img,
        era,
        x0,
        52,
        &format!("{} {}", p.words.era, p.era.letter()),
    );
    let phase = Style::regular(17.0, colour::BAND_TEXT);
    paint::text(
        img,
        phase,
        e + 10,
        52,
        &paint::fit(
            phase,
            &format!("· {}", p.phase),
            pr.right() - e - 10 - PANEL_PAD,
        ),
    );
    let status = Style::bold(15.0, colour::STATUS);
    paint::text(
        img,
        status,
        x0,
        76,
        &paint::fit(status, &p.status, pr.w - 2 * PANEL_PAD),
    );

    for (i, pl) in p.players.iter().enumerate() {
        draw_player(img, p, i, pl);
    }
    let y = PLAYER_TOP + p.players.len() as i32 * (PLAYER_H + 6) + 6;
    draw_deed_list(img, p, y);
}

/// The key: goods, cities, ships, deeds, links, the plan.
fn draw_legend(img: &mut Canvas, y: i32, w: &Words) {
    let x0 = PANEL_X + PANEL_PAD;
    let head = Style::bold(15.0, colour::INK);
    paint::text(img, head, x0, y + 14, &w.key);
    let st = Style::regular(12.0, colour::INK);
    let mut x = x0;
    let cy = (y + 34) as f32;
    for g in Good::ALL {
        good_shape(img, g, x as f32 + 8.0, cy, 7.0, None);
        x = paint::text(img, st, x + 19, cy as i32 + 4, g.name()) + 12;
    }
    let cy = cy + 28.0;
    let sample = Company {
        number: 3,
        owner: 1,
        kind: Kind::Production(Good::Rice),
        home: String::new(),
    };
    goods_token(img, x0 as f32 + 9.0, cy, 8.0, &sample);
    paint::text(img, st, x0 + 24, cy as i32 + 4, &w.company_good);
    let cy = cy + 26.0;
    ship(img, x0 as f32 + 14.0, cy, 1, "3");
    paint::text(img, st, x0 + 34, cy as i32 + 4, &w.company_ship);
    city(img, x0 as f32 + 240.0, cy - 1.0, 2);
    paint::text(img, st, x0 + 258, cy as i32 + 4, &w.city_size);
    let cy = cy + 26.0;
    paint::line(
        img,
        (x0 as f32, cy),
        (x0 as f32 + 28.0, cy),
        3.5,
        colour::LINK_LAND,
    );
    paint::text(img, st, x0 + 34, cy as i32 + 4, &w.land_link);
    paint::dashed_line(
        img,
        (x0 as f32 + 120.0, cy),
        (x0 as f32 + 150.0, cy),
        2.5,
        (5.0, 4.0),
        colour::LINK_SEA,
    );
    paint::text(img, st, x0 + 156, cy as i32 + 4, &w.sea_link);
    paint::line(
        img,
        (x0 as f32 + 230.0, cy),
        (x0 as f32 + 258.0, cy),
        3.0,
        colour::ROUTE,
    );
    cubes(img, x0 as f32 + 244.0, cy, Good::Rice, 1);
    paint::text(img, st, x0 + 264, cy as i32 + 4, &w.planned_cargo);
}
