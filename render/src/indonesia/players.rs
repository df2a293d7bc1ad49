//! A player's row in the panel: seat token, research tracks, companies and (open money) cash.

use super::pieces::{goods_token, grow, player_colour, ship, tag};
use super::{Kind, PANEL_PAD, PANEL_W, PANEL_X, PLAYER_H, PLAYER_TOP, Picture, Player, colour};
use crate::paint::{self, Canvas, Rect, Style};

/// Where a player's row is in the panel; tests look there for the cash.
pub(super) fn player_row(i: usize) -> Rect {
    Rect::new(
        PANEL_X + PANEL_PAD - 6,
        PLAYER_TOP + i as i32 * (PLAYER_H + 6),
        PANEL_W - 2 * PANEL_PAD + 12,
        PLAYER_H,
    )
}

/// The box in a player's row where cash is written.
pub(super) fn cash_box(i: usize) -> Rect {
    let r = player_row(i);
    Rect::new(r.right() - 120, r.y + 4, 112, 26)
}

pub(super) fn draw_player(img: &mut Canvas, p: &Picture, i: usize, pl: &Player) {
    let row = player_row(i);
    let turn = p.turn == Some(i);
    if turn {
        paint::fill_round_rect(img, row, 8.0, colour::ROW_TURN);
        paint::stroke_round_rect(img, row, 8.0, 2.0, colour::INK);
    } else {
        paint::stroke_round_rect(img, row, 8.0, 1.0, colour::PANEL_EDGE);
    }
    let x0 = row.x + 8;
    let cy = (row.y + 17) as f32;
    seat_token(img, pl.seat, x0 as f32 + 11.0, cy, 11.0);
    let name = Style::bold(18.0, colour::INK);
    let order = Style::regular(13.0, colour::MUTED);
    let mut x = paint::text(img, order, x0 + 28, row.y + 23, &format!("{}.", i + 1)) + 4;
    let room = cash_box(i).x - x - 6;
    x = paint::text(img, name, x, row.y + 23, &paint::fit(name, &pl.name, room));
    if turn {
        let t = Style::bold(12.0, colour::ROUTE);
        if x + 6 + paint::text_width(t, &p.words.turn) < cash_box(i).x {
            paint::text(img, t, x + 6, row.y + 22, &p.words.turn);
        }
    }
    if let Some(cash) = pl.cash {
        let b = cash_box(i);
        let money = Style::bold(17.0, colour::INK);
        let s = format!("Rp {cash}");
        paint::text_right(
            img,
            money,
            b.right(),
            row.y + 23,
            &paint::fit(money, &s, b.w),
        );
    }
    // Research: five tracks of five steps.
    let ty = row.y + 34;
    let small = Style::regular(11.0, colour::MUTED);
    for (t, &step) in pl.research.iter().enumerate() {
        let tx = x0 + t as i32 * 74;
        paint::text(img, small, tx, ty + 10, &p.words.tracks[t]);
        for s in 0..5 {
            let r = Rect::new(tx + s * 12, ty + 14, 10, 8);
            let c = if (s as u8) < step {
                colour::TRACK_FULL
            } else {
                colour::TRACK_EMPTY
            };
            paint::fill_rect(img, r, c);
        }
    }
    // Companies owned: their tokens in a row.
    let owned: Vec<usize> = (0..p.companies.len())
        .filter(|&c| p.companies[c].owner == pl.seat)
        .collect();
    let cy = (row.y + 80) as f32;
    let label = Style::regular(12.0, colour::MUTED);
    let mut x = paint::text(
        img,
        label,
        x0,
        cy as i32 + 4,
        if owned.is_empty() {
            &p.words.no_companies
        } else {
            &p.words.owns
        },
    ) + 8;
    for c in owned {
        let co = &p.companies[c];
        let text = format!("{} {}", tag(co), co.home);
        let st = Style::bold(12.0, colour::INK);
        let w = 32 + paint::text_width(st, &text);
        if x + w > row.right() - 4 {
            paint::text(img, st, x, cy as i32 + 4, "…");
            break;
        }
        match co.kind {
            Kind::Production(_) => goods_token(img, x as f32 + 8.0, cy, 7.0, co),
            Kind::Shipping => ship(img, x as f32 + 13.0, cy, co.owner, ""),
        }
        let gap = if co.kind == Kind::Shipping { 30 } else { 20 };
        x = paint::text(img, st, x + gap, cy as i32 + 4, &text) + 10;
    }
}

/// A player's seat token: colour, shape and turn-order number.
fn seat_token(img: &mut Canvas, seat: usize, cx: f32, cy: f32, r: f32) {
    use std::f32::consts::PI;
    let fill = player_colour(seat);
    let pts = match seat % 5 {
        0 => None,
        1 => Some(paint::regular_polygon(cx, cy, r * 1.3, 4, PI / 4.0)),
        2 => Some(paint::regular_polygon(
            cx,
            cy + r * 0.2,
            r * 1.4,
            3,
            -PI / 2.0,
        )),
        3 => Some(paint::regular_polygon(cx, cy, r * 1.3, 4, 0.0)),
        _ => Some(paint::regular_polygon(cx, cy, r * 1.2, 5, -PI / 2.0)),
    };
    match pts {
        None => {
            paint::fill_circle(img, cx, cy, r + 1.5, colour::INK);
            paint::fill_circle(img, cx, cy, r, fill);
        }
        Some(pts) => {
            paint::fill_polygon(img, &grow(&pts, cx, cy, 1.8), colour::INK);
            paint::fill_polygon(img, &pts, fill);
        }
    }
    paint::text_centred(
        img,
        Style::bold(12.0, colour::INK),
        cx,
        cy + 1.0,
        &(seat + 1).to_string(),
    );
}
