//! Antialiased shapes: each pixel's coverage is computed inside the shape's bounding box only,
//! so a picture costs little more than the area it actually paints.

use image::{Rgb, RgbImage};

use super::{Canvas, Rect};

/// Mixes `colour` into the pixel at `(x, y)` with opacity `alpha`, ignoring pixels off the canvas.
#[inline]
pub fn blend(img: &mut Canvas, x: i32, y: i32, colour: Rgb<u8>, alpha: f32) {
    if alpha <= 0.0 {
        return;
    }
    let Some(px) = img.pixel_mut(x, y) else {
        return;
    };
    if alpha >= 1.0 {
        px.copy_from_slice(&colour.0);
        return;
    }
    mix(px, colour, alpha);
}

/// Mixes `colour` into a pixel's bytes with opacity `alpha` (below 1).
#[inline]
fn mix(px: &mut [u8], colour: Rgb<u8>, alpha: f32) {
    for (c, ink) in px.iter_mut().zip(colour.0) {
        let (a, b) = (f32::from(*c), f32::from(ink));
        *c = (a + (b - a) * alpha + 0.5) as u8;
    }
}

/// Pixel columns and rows of a float bounding box, clipped to the canvas.
fn clip(img: &Canvas, x0: f32, y0: f32, x1: f32, y1: f32) -> (i32, i32, i32, i32) {
    (
        (x0.floor() as i32).max(0),
        (y0.floor() as i32).max(img.rows().start),
        (x1.ceil() as i32).min(img.width() as i32),
        (y1.ceil() as i32).min(img.rows().end),
    )
}

/// Whole-pixel columns and rows of `r` within reach of the canvas.
fn clip_rect(img: &Canvas, r: Rect) -> (i32, i32, i32, i32) {
    let rows = img.rows();
    (
        r.x.max(0),
        r.y.max(rows.start),
        r.right().min(img.width() as i32),
        r.bottom().min(rows.end),
    )
}

/// Paints every pixel of the box `[x0, x1) × [y0, y1)` with the coverage `cov` returns for the
/// pixel's centre. The one loop all antialiased shapes share.
fn shade(
    img: &mut Canvas,
    bounds: (f32, f32, f32, f32),
    colour: Rgb<u8>,
    cov: impl Fn(f32, f32) -> f32,
) {
    let (x0, y0, x1, y1) = clip(img, bounds.0, bounds.1, bounds.2, bounds.3);
    for y in y0..y1 {
        for x in x0..x1 {
            let a = cov(x as f32 + 0.5, y as f32 + 0.5);
            if a > 0.0 {
                blend(img, x, y, colour, a.min(1.0));
            }
        }
    }
}

/// Fills a whole-pixel rectangle; fast, since it writes rows of the raw buffer.
pub fn fill_rect(img: &mut Canvas, r: Rect, colour: Rgb<u8>) {
    let (x0, y0, x1, y1) = clip_rect(img, r);
    if x0 >= x1 || y0 >= y1 {
        return;
    }
    // Paint one row, then copy it: memmove is far faster than pixel-by-pixel writes.
    let mut row = Vec::with_capacity((x1 - x0) as usize * 3);
    for _ in x0..x1 {
        row.extend_from_slice(&colour.0);
    }
    for y in y0..y1 {
        img.span_mut(y, x0, x1).copy_from_slice(&row);
    }
}

/// Copies the pixels of `r` from `from`, an image of the same size.
pub fn copy_rect(img: &mut Canvas, from: &RgbImage, r: Rect) {
    if from.dimensions() != (img.width(), img.height()) {
        return;
    }
    let (x0, y0, x1, y1) = clip_rect(img, r);
    if x0 >= x1 || y0 >= y1 {
        return;
    }
    let stride = img.width() as usize * 3;
    let (start, len) = (x0 as usize * 3, (x1 - x0) as usize * 3);
    for y in y0..y1 {
        let row = y as usize * stride + start;
        img.span_mut(y, x0, x1)
            .copy_from_slice(&from.as_raw()[row..row + len]);
    }
}

/// Draws the inside border of `r`, `t` pixels thick.
#[allow(dead_code)] // Not used by the Festivals board; kept for the other maps.
pub fn stroke_rect(img: &mut Canvas, r: Rect, t: i32, colour: Rgb<u8>) {
    fill_rect(img, Rect::new(r.x, r.y, r.w, t), colour);
    fill_rect(img, Rect::new(r.x, r.bottom() - t, r.w, t), colour);
    fill_rect(img, Rect::new(r.x, r.y + t, t, r.h - 2 * t), colour);
    fill_rect(
        img,
        Rect::new(r.right() - t, r.y + t, t, r.h - 2 * t),
        colour,
    );
}

/// Paints diagonal stripes of `colour` over `r`, `width` pixels wide every `period` pixels: a
/// hazard look that reads as "blocked" without relying on colour.
pub fn hatch(img: &mut Canvas, r: Rect, period: i32, width: i32, colour: Rgb<u8>) {
    let (x0, y0, x1, y1) = clip_rect(img, r);
    for y in y0..y1 {
        for x in x0..x1 {
            if (x + y).rem_euclid(period) < width {
                img.put_pixel(x, y, colour);
            }
        }
    }
}

/// Coverage of a pixel centred at distance `d` from a circle's centre, for a disc of radius `r`.
#[inline]
fn disc_cov(d: f32, r: f32) -> f32 {
    (r - d + 0.5).clamp(0.0, 1.0)
}

/// Fills a box with rounded corners of radius `radius`.
pub fn fill_round_rect(img: &mut Canvas, r: Rect, radius: f32, colour: Rgb<u8>) {
    let rad = radius.min(r.w as f32 / 2.0).min(r.h as f32 / 2.0).max(0.0);
    let ri = rad.ceil() as i32;
    fill_rect(img, Rect::new(r.x, r.y + ri, r.w, r.h - 2 * ri), colour);
    fill_rect(img, Rect::new(r.x + ri, r.y, r.w - 2 * ri, ri), colour);
    fill_rect(
        img,
        Rect::new(r.x + ri, r.bottom() - ri, r.w - 2 * ri, ri),
        colour,
    );
    for (cx, cy, x0, y0) in corners(r, rad, ri) {
        shade(
            img,
            (x0 as f32, y0 as f32, (x0 + ri) as f32, (y0 + ri) as f32),
            colour,
            |x, y| disc_cov(((x - cx).powi(2) + (y - cy).powi(2)).sqrt(), rad),
        );
    }
}

/// Draws the inside border of a rounded box, `t` pixels thick.
pub fn stroke_round_rect(img: &mut Canvas, r: Rect, radius: f32, t: f32, colour: Rgb<u8>) {
    let rad = radius.min(r.w as f32 / 2.0).min(r.h as f32 / 2.0).max(0.0);
    let ri = rad.ceil() as i32;
    let ti = t.round() as i32;
    fill_rect(img, Rect::new(r.x + ri, r.y, r.w - 2 * ri, ti), colour);
    fill_rect(
        img,
        Rect::new(r.x + ri, r.bottom() - ti, r.w - 2 * ri, ti),
        colour,
    );
    fill_rect(img, Rect::new(r.x, r.y + ri, ti, r.h - 2 * ri), colour);
    fill_rect(
        img,
        Rect::new(r.right() - ti, r.y + ri, ti, r.h - 2 * ri),
        colour,
    );
    for (cx, cy, x0, y0) in corners(r, rad, ri) {
        shade(
            img,
            (x0 as f32, y0 as f32, (x0 + ri) as f32, (y0 + ri) as f32),
            colour,
            |x, y| {
                let d = ((x - cx).powi(2) + (y - cy).powi(2)).sqrt();
                disc_cov(d, rad).min(disc_cov(-d, -(rad - t)))
            },
        );
    }
}

/// Each corner of a rounded box: the arc's centre and the top-left of its `ri`-square.
fn corners(r: Rect, rad: f32, ri: i32) -> [(f32, f32, i32, i32); 4] {
    let (l, t) = (r.x as f32 + rad, r.y as f32 + rad);
    let (rt, b) = (r.right() as f32 - rad, r.bottom() as f32 - rad);
    [
        (l, t, r.x, r.y),
        (rt, t, r.right() - ri, r.y),
        (l, b, r.x, r.bottom() - ri),
        (rt, b, r.right() - ri, r.bottom() - ri),
    ]
}

/// Coverage of a disc of radius `r` at squared distance `d2` from its centre; the square root is
/// only taken on the rim, where the edge is antialiased.
#[inline]
fn disc_cov2(d2: f32, r: f32) -> f32 {
    let (lo, hi) = ((r - 0.5).max(0.0), r + 0.5);
    if d2 <= lo * lo {
        1.0
    } else if d2 >= hi * hi {
        0.0
    } else {
        disc_cov(d2.sqrt(), r)
    }
}

/// Fills a disc.
pub fn fill_circle(img: &mut Canvas, cx: f32, cy: f32, r: f32, colour: Rgb<u8>) {
    shade(
        img,
        (cx - r - 1.0, cy - r - 1.0, cx + r + 1.0, cy + r + 1.0),
        colour,
        |x, y| disc_cov2((x - cx).powi(2) + (y - cy).powi(2), r),
    );
}

/// Draws a ring of outer radius `r` and thickness `t`.
pub fn ring(img: &mut Canvas, cx: f32, cy: f32, r: f32, t: f32, colour: Rgb<u8>) {
    shade(
        img,
        (cx - r - 1.0, cy - r - 1.0, cx + r + 1.0, cy + r + 1.0),
        colour,
        |x, y| {
            let d2 = (x - cx).powi(2) + (y - cy).powi(2);
            disc_cov2(d2, r) * (1.0 - disc_cov2(d2, r - t))
        },
    );
}

/// Draws an arc of a ring (outer radius `r`, thickness `t`) from angle `a0` to `a1`, in radians
/// clockwise from the positive x axis (y grows downwards).
#[allow(clippy::too_many_arguments)]
pub fn arc(img: &mut Canvas, cx: f32, cy: f32, r: f32, t: f32, a0: f32, a1: f32, colour: Rgb<u8>) {
    let tau = std::f32::consts::TAU;
    let span = (a1 - a0).rem_euclid(tau);
    shade(
        img,
        (cx - r - 1.0, cy - r - 1.0, cx + r + 1.0, cy + r + 1.0),
        colour,
        |x, y| {
            let d2 = (x - cx).powi(2) + (y - cy).powi(2);
            let cov = disc_cov2(d2, r) * (1.0 - disc_cov2(d2, r - t));
            if cov <= 0.0 || (((y - cy).atan2(x - cx)) - a0).rem_euclid(tau) > span {
                return 0.0;
            }
            cov
        },
    );
}

/// Draws a straight line `width` pixels wide with round ends.
///
/// Each pixel row is shaded only where the line can reach it: a pixel within reach is within
/// reach of a point of the line no further up or down than the reach itself, so the row's span
/// is that stretch of the line widened by the reach. A long slanted line's bounding box is
/// mostly empty, and shading it all made lines the dearest shape on the Indonesia map.
pub fn line(img: &mut Canvas, a: (f32, f32), b: (f32, f32), width: f32, colour: Rgb<u8>) {
    let h = width / 2.0;
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len2 = (dx * dx + dy * dy).max(1e-6);
    let cov = |x: f32, y: f32| {
        let t = (((x - a.0) * dx + (y - a.1) * dy) / len2).clamp(0.0, 1.0);
        let (px, py) = (a.0 + t * dx, a.1 + t * dy);
        disc_cov(((x - px).powi(2) + (y - py).powi(2)).sqrt(), h)
    };
    // Coverage is zero from half a pixel past the edge; a whole pixel leaves a margin.
    let reach = h + 1.0;
    let (_, y0, _, y1) = clip(img, 0.0, a.1.min(b.1) - reach, 0.0, a.1.max(b.1) + reach);
    for y in y0..y1 {
        let centre = y as f32 + 0.5;
        // The stretch of the line within `reach` of this row's centre line, as `t` in [0, 1].
        let (t0, t1) = if dy.abs() < 1e-6 {
            (0.0, 1.0)
        } else {
            let (u, v) = ((centre - reach - a.1) / dy, (centre + reach - a.1) / dy);
            (u.min(v).max(0.0), u.max(v).min(1.0))
        };
        if t0 > t1 {
            continue;
        }
        let (xa, xb) = (a.0 + t0 * dx, a.0 + t1 * dx);
        let span = (
            xa.min(xb) - reach,
            y as f32,
            xa.max(xb) + reach,
            y as f32 + 1.0,
        );
        shade(img, span, colour, cov);
    }
}

/// Draws a line as dashes of length `dash` separated by gaps of length `gap`.
pub fn dashed_line(
    img: &mut Canvas,
    a: (f32, f32),
    b: (f32, f32),
    width: f32,
    (dash, gap): (f32, f32),
    colour: Rgb<u8>,
) {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt();
    if len < 1e-3 {
        return;
    }
    let (ux, uy) = (dx / len, dy / len);
    let mut s = 0.0;
    while s < len {
        let e = (s + dash).min(len);
        line(
            img,
            (a.0 + ux * s, a.1 + uy * s),
            (a.0 + ux * e, a.1 + uy * e),
            width,
            colour,
        );
        s += dash + gap;
    }
}

/// Fills a polygon (even-odd rule), antialiased: each pixel row is cut by four sub-scanlines and
/// the spans between edge crossings are accumulated with exact horizontal coverage.
///
/// A span adds its partly covered end pixels directly and its whole pixels as a step up and
/// down that a running sum across the row turns into coverage: the cost of a row is its width
/// once, not once per sub-scanline.
pub fn fill_polygon(img: &mut Canvas, pts: &[(f32, f32)], colour: Rgb<u8>) {
    const SUB: usize = 4;
    const W: f32 = 1.0 / SUB as f32;
    if pts.len() < 3 {
        return;
    }
    let (mut x0, mut y0, mut x1, mut y1) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
    for &(x, y) in pts {
        x0 = x0.min(x);
        y0 = y0.min(y);
        x1 = x1.max(x);
        y1 = y1.max(y);
    }
    let (px0, py0, px1, py1) = clip(img, x0, y0, x1, y1);
    if px0 >= px1 || py0 >= py1 {
        return;
    }
    let n = (px1 - px0) as usize;
    // Coverage added to one pixel, and steps of the running sum (one longer for a step down
    // past the last pixel).
    let mut direct = vec![0.0f32; n];
    let mut steps = vec![0.0f32; n + 1];
    let mut xs: Vec<f32> = Vec::with_capacity(pts.len());
    for py in py0..py1 {
        direct.fill(0.0);
        steps.fill(0.0);
        for s in 0..SUB {
            let sy = py as f32 + (s as f32 + 0.5) / SUB as f32;
            xs.clear();
            let mut j = pts.len() - 1;
            for i in 0..pts.len() {
                let ((xi, yi), (xj, yj)) = (pts[i], pts[j]);
                if (yi > sy) != (yj > sy) {
                    xs.push(xi + (sy - yi) * (xj - xi) / (yj - yi));
                }
                j = i;
            }
            xs.sort_by(f32::total_cmp);
            for span in xs.chunks_exact(2) {
                let a = (span[0] - px0 as f32).max(0.0);
                let b = (span[1] - px0 as f32).min(n as f32);
                if a >= b {
                    continue;
                }
                let (ia, ib) = (a.floor() as usize, b.floor() as usize);
                if ia == ib {
                    direct[ia] += (b - a) * W;
                    continue;
                }
                direct[ia] += (ia as f32 + 1.0 - a) * W;
                steps[ia + 1] += W;
                steps[ib] -= W;
                if ib < n {
                    direct[ib] += (b - ib as f32) * W;
                }
            }
        }
        let row = img.span_mut(py, px0, px1);
        let mut whole = 0.0;
        for ((px, &d), &step) in row.chunks_exact_mut(3).zip(&direct).zip(&steps) {
            whole += step;
            let a = whole + d;
            if a >= 1.0 - 1e-6 {
                px.copy_from_slice(&colour.0);
            } else if a > 0.0 {
                mix(px, colour, a);
            }
        }
    }
}

/// Draws a closed polygon's outline.
pub fn stroke_polygon(img: &mut Canvas, pts: &[(f32, f32)], width: f32, colour: Rgb<u8>) {
    for i in 0..pts.len() {
        line(img, pts[i], pts[(i + 1) % pts.len()], width, colour);
    }
}

/// The corners of a regular polygon with `n` sides around `(cx, cy)`, the first at angle `start`
/// (radians, clockwise from the positive x axis).
pub fn regular_polygon(cx: f32, cy: f32, r: f32, n: usize, start: f32) -> Vec<(f32, f32)> {
    (0..n)
        .map(|i| {
            let a = start + std::f32::consts::TAU * i as f32 / n as f32;
            (cx + r * a.cos(), cy + r * a.sin())
        })
        .collect()
}

/// The corners of a five-pointed star pointing up.
pub fn star(cx: f32, cy: f32, r: f32) -> Vec<(f32, f32)> {
    let inner = r * 0.45;
    (0..10)
        .map(|i| {
            let rr = if i % 2 == 0 { r } else { inner };
            let a = -std::f32::consts::FRAC_PI_2 + std::f32::consts::PI * i as f32 / 5.0;
            (cx + rr * a.cos(), cy + rr * a.sin())
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::paint::rgb;

    #[test]
    fn shapes_cover_their_area() {
        let mut img = RgbImage::from_pixel(100, 100, rgb(0xFFFFFF));
        fill_circle(&mut Canvas::new(&mut img), 50.0, 50.0, 20.0, rgb(0xFF0000));
        assert_eq!(*img.get_pixel(50, 50), rgb(0xFF0000));
        assert_eq!(*img.get_pixel(50, 75), rgb(0xFFFFFF));
        ring(
            &mut Canvas::new(&mut img),
            50.0,
            50.0,
            40.0,
            4.0,
            rgb(0x0000FF),
        );
        assert_eq!(*img.get_pixel(50, 12), rgb(0x0000FF));
        assert_eq!(*img.get_pixel(50, 20), rgb(0xFFFFFF));
        let corner = Rect::new(0, 0, 20, 20);
        fill_round_rect(&mut Canvas::new(&mut img), corner, 6.0, rgb(0x00FF00));
        assert_eq!(*img.get_pixel(0, 0), rgb(0xFFFFFF));
        assert_eq!(*img.get_pixel(10, 10), rgb(0x00FF00));
    }
}
