//! The title band: the key (the same on every picture, so drawn in the base), then the title
//! and what happens now.

use super::sea::typhoon_symbol;
use super::tokens::{space, ticket_square};
use super::{Layout, MARGIN, Picture, Ticket, WIDTH, Words, colour};
use crate::paint::{self, Canvas, Style};

/// The band's ground and the key: how a taken and a free space, a centre ticket and a typhoon
/// look.
pub(super) fn draw_band(img: &mut Canvas, lay: &Layout, w: &Words) {
    paint::fill_rect(img, lay.title_area(), colour::BAND);
    let style = Style::regular(14.0, colour::BAND_MUTED);
    let cy = 27.0;
    for (label, kind, right) in legend(w) {
        let x = paint::text_right(img, style, right, 32, label) - 8;
        let cx = (x - 12) as f32;
        match kind {
            0 => space(img, cx, cy, 12.0, Ticket::Yellow, true, 14.0),
            1 => space(img, cx, cy, 12.0, Ticket::Yellow, false, 14.0),
            2 => ticket_square(img, cx, cy, 22.0, Ticket::Blue),
            _ => typhoon_symbol(img, cx, cy, 12.0),
        }
    }
}

/// The title, stopping short of the key, and the status line under it.
pub(super) fn draw_title(img: &mut Canvas, p: &Picture) {
    let legend_left = legend(&p.words)
        .last()
        .map_or(WIDTH - MARGIN, |&(label, _, right)| {
            right - paint::text_width(Style::regular(14.0, colour::BAND_MUTED), label) - 8 - 24
        });
    let title = Style::bold(26.0, colour::BAND_TEXT);
    let t = paint::fit(title, &p.title, legend_left - MARGIN - 30);
    paint::text(img, title, MARGIN, 34, &t);
    let status = Style::bold(19.0, colour::STATUS);
    let s = paint::fit(status, &p.status, WIDTH - 2 * MARGIN);
    paint::text(img, status, MARGIN, 63, &s);
}

/// The key's items from the right: each label, the kind of sample drawn before it, and the
/// label's right edge.
fn legend(w: &Words) -> Vec<(&str, u8, i32)> {
    let style = Style::regular(14.0, colour::BAND_MUTED);
    let mut right = WIDTH - MARGIN;
    let mut out = Vec::new();
    for (label, kind) in [
        (w.typhoon.as_str(), 3),
        (w.ticket_in_centre.as_str(), 2),
        (w.free_space.as_str(), 1),
        (w.ticket_on_space.as_str(), 0),
    ] {
        out.push((label, kind, right));
        right -= paint::text_width(style, label) + 8 + 24 + 22;
    }
    out
}
