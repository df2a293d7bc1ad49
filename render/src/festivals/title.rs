//! The title band: the title, what happens now, and the key.

use image::RgbImage;

use super::sea::typhoon_symbol;
use super::tokens::{space, ticket_square};
use super::{Layout, MARGIN, Picture, Ticket, WIDTH, colour};
use crate::paint::{self, Style};

pub(super) fn draw_title(img: &mut RgbImage, p: &Picture, lay: &Layout) {
    paint::fill_rect(img, lay.title_area(), colour::BAND);
    let legend_left = draw_legend(img);
    let title = Style::bold(26.0, colour::BAND_TEXT);
    let t = paint::fit(title, &p.title, legend_left - MARGIN - 30);
    paint::text(img, title, MARGIN, 34, &t);
    let status = Style::bold(19.0, colour::STATUS);
    let s = paint::fit(status, &p.status, WIDTH - 2 * MARGIN);
    paint::text(img, status, MARGIN, 63, &s);
}

/// The key in the title band: how a taken and a free space, a centre ticket and a typhoon look.
/// Returns its left edge so the title can stop short of it.
fn draw_legend(img: &mut RgbImage) -> i32 {
    let style = Style::regular(14.0, colour::BAND_MUTED);
    let cy = 27.0;
    let items: [(&str, u8); 4] = [
        ("ticket on space", 0),
        ("free space", 1),
        ("ticket in centre", 2),
        ("typhoon", 3),
    ];
    let mut x = WIDTH - MARGIN;
    for (label, kind) in items.iter().rev() {
        x = paint::text_right(img, style, x, 32, label) - 8;
        let cx = (x - 12) as f32;
        match kind {
            0 => space(img, cx, cy, 12.0, Ticket::Yellow, true, 14.0),
            1 => space(img, cx, cy, 12.0, Ticket::Yellow, false, 14.0),
            2 => ticket_square(img, cx, cy, 22.0, Ticket::Blue),
            _ => typhoon_symbol(img, cx, cy, 12.0),
        }
        x -= 24 + 22;
    }
    x + 22
}
