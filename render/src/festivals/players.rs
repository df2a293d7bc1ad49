//! The players box: one row per seat.

use super::panel::{panel_box, players_box};
use super::tokens::{count_width, plane, ticket_count, ticket_square, traveller};
use super::{Layout, Picture, Player, Ticket, Words, colour};
use crate::paint::{self, Canvas, Rect, Style};

/// The players box with its column heads (the same on every picture: drawn in the base).
pub(super) fn players_frame(img: &mut Canvas, lay: &Layout, w: &Words) {
    let b = players_box(lay);
    panel_box(img, b);
    let cols = PlayerCols::of(b);
    let head = Style::bold(14.0, colour::MUTED);
    paint::text(img, head, b.x + 14, b.y + 27, &w.players);
    paint::text(img, head, cols.score, b.y + 27, &w.score);
    paint::text(img, head, cols.hand, b.y + 27, &w.hand);
    paint::text(img, head, cols.state, b.y + 27, &w.this_round);
}

/// One row per seat: token, name, score, hand, airplane, and what the seat is doing.
pub(super) fn draw_players(img: &mut Canvas, p: &Picture, lay: &Layout) {
    let b = players_box(lay);
    let cols = PlayerCols::of(b);
    let n = p.players.len().max(1) as i32;
    let row_h = 46.min((b.h - 44) / n);
    for (seat, pl) in p.players.iter().enumerate() {
        let row = Rect::new(b.x + 6, b.y + 38 + seat as i32 * row_h, b.w - 12, row_h - 2);
        player_row(img, &cols, row, seat, pl, seat == p.airplane, &p.words);
    }
}

struct PlayerCols {
    token: i32,
    name: i32,
    score: i32,
    hand: i32,
    plane: i32,
    state: i32,
}

impl PlayerCols {
    fn of(b: Rect) -> PlayerCols {
        let x = b.x + 14;
        PlayerCols {
            token: x + 40,
            name: x + 66,
            score: x + 250,
            hand: x + 320,
            plane: x + 412,
            state: x + 522,
        }
    }
}

fn player_row(
    img: &mut Canvas,
    cols: &PlayerCols,
    row: Rect,
    seat: usize,
    pl: &Player,
    airplane: bool,
    w: &Words,
) {
    let cy = row.cy();
    if pl.acting {
        paint::fill_round_rect(img, row, 10.0, colour::ROW_ACTING);
        let ax = row.x as f32 + 8.0;
        paint::fill_polygon(
            img,
            &[(ax, cy - 9.0), (ax + 14.0, cy), (ax, cy + 9.0)],
            colour::INK,
        );
    }
    traveller(img, seat, cols.token as f32, cy, 14.0, false);
    let name_style = Style::bold(20.0, colour::INK);
    let baseline = |s: Style| (cy + s.cap_height() / 2.0).round() as i32;
    let name = paint::fit(name_style, &pl.name, cols.score - cols.name - 12);
    paint::text(img, name_style, cols.name, baseline(name_style), &name);
    let score = Style::bold(20.0, colour::INK);
    let e = paint::text(
        img,
        score,
        cols.score,
        baseline(score),
        &pl.score.to_string(),
    );
    paint::text(
        img,
        Style::regular(14.0, colour::MUTED),
        e + 4,
        baseline(score),
        &w.pts,
    );
    let hand = Style::regular(17.0, colour::INK);
    let tickets = if pl.hand_size == 1 {
        &w.ticket
    } else {
        &w.tickets
    };
    paint::text(
        img,
        hand,
        cols.hand,
        baseline(hand),
        &format!("{} {tickets}", pl.hand_size),
    );
    if airplane {
        plane(img, cols.plane as f32 + 14.0, cy, 28.0, colour::BAND);
        paint::text(
            img,
            Style::regular(14.0, colour::INK),
            cols.plane + 32,
            baseline(Style::regular(14.0, colour::INK)),
            &w.airplane,
        );
    }
    let state = cols.state;
    if pl.winner {
        let s = paint::star(state as f32 + 10.0, cy, 11.0);
        paint::fill_polygon(img, &s, colour::GOLD);
        paint::stroke_polygon(img, &s, 1.5, colour::GOLD_DARK);
        let won = Style::bold(18.0, colour::GOLD_DARK);
        paint::text(img, won, state + 26, baseline(won), &w.winner);
    } else if let Some(shown) = pl.shown {
        shown_tickets(img, state, row.right() - 8, cy, shown, w);
    } else if let Some(planned) = pl.planned {
        let (text, style) = if planned {
            (&w.planned, Style::bold(17.0, colour::GREEN))
        } else {
            (&w.waiting, Style::regular(17.0, colour::MUTED))
        };
        paint::text(img, style, state, baseline(style), text);
    }
}

/// Phase 2a: the shown tickets a mover has still to place, one square each when few, counted
/// when many, between `x` and `right`.
fn shown_tickets(img: &mut Canvas, x: i32, right: i32, cy: f32, shown: [u8; 3], w: &Words) {
    let label = Style::regular(15.0, colour::MUTED);
    let baseline = (cy + label.cap_height() / 2.0).round() as i32;
    let total: u8 = shown.iter().sum();
    let items: Vec<(Ticket, u8)> = Ticket::ALL
        .into_iter()
        .zip(shown)
        .filter(|&(_, n)| n > 0)
        .collect();
    let few = total <= 4;
    let width: i32 = if few {
        25 * total as i32
    } else {
        items.iter().map(|&(_, n)| count_width(20.0, n) + 6).sum()
    };
    let mut e = x;
    // The label goes when the tickets need its room.
    if total == 0 || x + paint::text_width(label, &w.to_place) + 6 + width <= right {
        e = paint::text(img, label, x, baseline, &w.to_place) + 6;
    }
    if total == 0 {
        paint::text(img, Style::bold(17.0, colour::MUTED), e + 2, baseline, "–");
    } else if few {
        for (t, n) in items {
            for _ in 0..n {
                ticket_square(img, e as f32 + 11.0, cy, 22.0, t);
                e += 25;
            }
        }
    } else {
        for (t, n) in items {
            e = ticket_count(img, e, cy, 20.0, t, n) + 6;
        }
    }
}
