//! Drawing helpers shared by every board picture: fonts, text, antialiased shapes and PNG output.
//!
//! Shapes are antialiased by computing each pixel's coverage inside the shape's bounding box only,
//! so a picture costs little more than the area it actually paints. Coordinates are in pixels,
//! with `(0, 0)` the top-left corner of the top-left pixel; a pixel's centre is at `+0.5`.

use std::sync::LazyLock;
use std::sync::atomic::{AtomicU16, Ordering};

use ab_glyph::{Font, FontRef, PxScale, ScaleFont};
use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use image::{ExtendedColorType, ImageEncoder, Rgb, RgbImage};

/// Fonts are parsed once per process: parsing on every picture would be wasted work.
static REGULAR: LazyLock<FontRef<'static>> = LazyLock::new(|| {
    FontRef::try_from_slice(include_bytes!("../../assets/fonts/DejaVuSans.ttf"))
        .expect("the embedded DejaVu Sans parses")
});
static BOLD: LazyLock<FontRef<'static>> = LazyLock::new(|| {
    FontRef::try_from_slice(include_bytes!("../../assets/fonts/DejaVuSans-Bold.ttf"))
        .expect("the embedded DejaVu Sans Bold parses")
});

/// Builds a colour from `0xRRGGBB`, so palettes read like the hex codes they come from.
pub const fn rgb(hex: u32) -> Rgb<u8> {
    Rgb([(hex >> 16) as u8, (hex >> 8) as u8, hex as u8])
}

/// An axis-aligned box in whole pixels, used for layout.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rect {
    pub x: i32,
    pub y: i32,
    pub w: i32,
    pub h: i32,
}

impl Rect {
    pub const fn new(x: i32, y: i32, w: i32, h: i32) -> Self {
        Rect { x, y, w, h }
    }
    pub const fn right(&self) -> i32 {
        self.x + self.w
    }
    pub const fn bottom(&self) -> i32 {
        self.y + self.h
    }
    pub fn cx(&self) -> f32 {
        self.x as f32 + self.w as f32 / 2.0
    }
    pub fn cy(&self) -> f32 {
        self.y as f32 + self.h as f32 / 2.0
    }
    /// The box shrunk by `d` on every side (grown when `d` is negative).
    pub const fn inset(&self, d: i32) -> Self {
        Rect::new(self.x + d, self.y + d, self.w - 2 * d, self.h - 2 * d)
    }
}

/// How a piece of text looks. `size` is the em size in pixels, as in CSS, so "16 px" means what a
/// reader expects rather than ab_glyph's ascent-to-descent scale.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Style {
    pub size: f32,
    pub bold: bool,
    pub colour: Rgb<u8>,
}

impl Style {
    pub const fn regular(size: f32, colour: Rgb<u8>) -> Self {
        Style {
            size,
            bold: false,
            colour,
        }
    }
    pub const fn bold(size: f32, colour: Rgb<u8>) -> Self {
        Style {
            size,
            bold: true,
            colour,
        }
    }

    fn font(&self) -> &'static FontRef<'static> {
        if self.bold { &BOLD } else { &REGULAR }
    }

    fn scale(&self) -> PxScale {
        let font = self.font();
        let em = font.units_per_em().unwrap_or(2048.0);
        PxScale::from(self.size * font.height_unscaled() / em)
    }

    /// Distance from the top of the line box to the baseline.
    fn ascent(&self) -> f32 {
        self.font().as_scaled(self.scale()).ascent()
    }

    /// Height of a capital letter or digit, for centring labels optically.
    pub fn cap_height(&self) -> f32 {
        // DejaVu's capitals and digits are 1493 of 2048 units tall.
        self.size * 1493.0 / 2048.0
    }
}

/// Whether the embedded fonts can draw `c`; a missing glyph would show as an empty box.
pub fn has_glyph(c: char, bold: bool) -> bool {
    let font: &FontRef<'static> = if bold { &BOLD } else { &REGULAR };
    font.glyph_id(c).0 != 0
}

/// Width in pixels that `text` takes when drawn with `style`: the same figure as imageproc's
/// `text_size`, which lays the glyphs out as `text` draws them, but from the advances and
/// kerning alone, without building each glyph's outline (most of the cost of measuring, and
/// pictures measure a lot of text to fit it).
pub fn text_width(style: Style, text: &str) -> i32 {
    if text.is_empty() {
        return 0;
    }
    let font = style.font().as_scaled(style.scale());
    let mut w = 0.0f32;
    let mut prev = None;
    for c in text.chars() {
        let id = font.glyph_id(c);
        w += font.h_advance(id);
        // imageproc kerns only glyphs with an outline; in DejaVu every glyph but a space has one.
        if !c.is_whitespace() {
            if let Some(p) = prev {
                w += font.kern(id, p);
            }
            prev = Some(id);
        }
    }
    1 + w.ceil() as i32
}

/// Draws `text` with its left edge at `x` and its baseline at `baseline`; returns the x just past
/// its end, so runs of differently styled text can follow each other.
pub fn text(img: &mut RgbImage, style: Style, x: i32, baseline: i32, text: &str) -> i32 {
    if text.is_empty() {
        return x;
    }
    let top = baseline - style.ascent().round() as i32;
    imageproc::drawing::draw_text_mut(img, style.colour, x, top, style.scale(), style.font(), text);
    x + text_width(style, text)
}

/// Draws `text` ending at `right`; returns its left edge.
pub fn text_right(img: &mut RgbImage, style: Style, right: i32, baseline: i32, s: &str) -> i32 {
    let x = right - text_width(style, s);
    text(img, style, x, baseline, s);
    x
}

/// Draws `text` centred on `(cx, cy)`, with capitals and digits centred vertically: the way a
/// letter sits in a token.
pub fn text_centred(img: &mut RgbImage, style: Style, cx: f32, cy: f32, s: &str) {
    let x = (cx - text_width(style, s) as f32 / 2.0).round() as i32;
    let baseline = (cy + style.cap_height() / 2.0).round() as i32;
    text(img, style, x, baseline, s);
}

/// `text` made drawable and short enough: characters the fonts lack (emoji, CJK in player names)
/// become `?` rather than empty boxes, and an ellipsis ends it if it is wider than `max` pixels,
/// so long names cannot spill into the next column.
pub fn fit(style: Style, text: &str, max: i32) -> String {
    let mut chars: Vec<char> = text
        .chars()
        .map(|c| if has_glyph(c, style.bold) { c } else { '?' })
        .collect();
    let whole: String = chars.iter().collect();
    if text_width(style, &whole) <= max {
        return whole;
    }
    while !chars.is_empty() {
        chars.pop();
        let s: String = chars.iter().collect::<String>() + "…";
        if text_width(style, &s) <= max {
            return s;
        }
    }
    String::new()
}

/// Mixes `colour` into the pixel at `(x, y)` with opacity `alpha`, ignoring pixels off the canvas.
#[inline]
pub fn blend(img: &mut RgbImage, x: i32, y: i32, colour: Rgb<u8>, alpha: f32) {
    if alpha <= 0.0 || x < 0 || y < 0 || x >= img.width() as i32 || y >= img.height() as i32 {
        return;
    }
    let px = img.get_pixel_mut(x as u32, y as u32);
    if alpha >= 1.0 {
        *px = colour;
        return;
    }
    for i in 0..3 {
        let a = px.0[i] as f32;
        let b = colour.0[i] as f32;
        px.0[i] = (a + (b - a) * alpha + 0.5) as u8;
    }
}

/// Pixel columns and rows of a float bounding box, clipped to the canvas.
fn clip(img: &RgbImage, x0: f32, y0: f32, x1: f32, y1: f32) -> (i32, i32, i32, i32) {
    (
        (x0.floor() as i32).max(0),
        (y0.floor() as i32).max(0),
        (x1.ceil() as i32).min(img.width() as i32),
        (y1.ceil() as i32).min(img.height() as i32),
    )
}

/// Paints every pixel of the box `[x0, x1) × [y0, y1)` with the coverage `cov` returns for the
/// pixel's centre. The one loop all antialiased shapes share.
fn shade(
    img: &mut RgbImage,
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
pub fn fill_rect(img: &mut RgbImage, r: Rect, colour: Rgb<u8>) {
    let (w, h) = (img.width() as i32, img.height() as i32);
    let (x0, y0) = (r.x.max(0), r.y.max(0));
    let (x1, y1) = (r.right().min(w), r.bottom().min(h));
    if x0 >= x1 || y0 >= y1 {
        return;
    }
    let stride = w as usize * 3;
    let buf: &mut [u8] = img.as_mut();
    // Paint one row, then copy it: memmove is far faster than pixel-by-pixel writes.
    let first = y0 as usize * stride + x0 as usize * 3;
    let len = (x1 - x0) as usize * 3;
    for px in buf[first..first + len].chunks_exact_mut(3) {
        px.copy_from_slice(&colour.0);
    }
    for y in y0 + 1..y1 {
        let start = y as usize * stride + x0 as usize * 3;
        buf.copy_within(first..first + len, start);
    }
}

/// Draws the inside border of `r`, `t` pixels thick.
#[allow(dead_code)] // Not used by the Festivals board; kept for the other maps.
pub fn stroke_rect(img: &mut RgbImage, r: Rect, t: i32, colour: Rgb<u8>) {
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
pub fn hatch(img: &mut RgbImage, r: Rect, period: i32, width: i32, colour: Rgb<u8>) {
    for y in r.y.max(0)..r.bottom().min(img.height() as i32) {
        for x in r.x.max(0)..r.right().min(img.width() as i32) {
            if (x + y).rem_euclid(period) < width {
                img.put_pixel(x as u32, y as u32, colour);
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
pub fn fill_round_rect(img: &mut RgbImage, r: Rect, radius: f32, colour: Rgb<u8>) {
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
pub fn stroke_round_rect(img: &mut RgbImage, r: Rect, radius: f32, t: f32, colour: Rgb<u8>) {
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
pub fn fill_circle(img: &mut RgbImage, cx: f32, cy: f32, r: f32, colour: Rgb<u8>) {
    shade(
        img,
        (cx - r - 1.0, cy - r - 1.0, cx + r + 1.0, cy + r + 1.0),
        colour,
        |x, y| disc_cov2((x - cx).powi(2) + (y - cy).powi(2), r),
    );
}

/// Draws a ring of outer radius `r` and thickness `t`.
pub fn ring(img: &mut RgbImage, cx: f32, cy: f32, r: f32, t: f32, colour: Rgb<u8>) {
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
pub fn arc(
    img: &mut RgbImage,
    cx: f32,
    cy: f32,
    r: f32,
    t: f32,
    a0: f32,
    a1: f32,
    colour: Rgb<u8>,
) {
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
pub fn line(img: &mut RgbImage, a: (f32, f32), b: (f32, f32), width: f32, colour: Rgb<u8>) {
    let h = width / 2.0;
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len2 = (dx * dx + dy * dy).max(1e-6);
    shade(
        img,
        (
            a.0.min(b.0) - h - 1.0,
            a.1.min(b.1) - h - 1.0,
            a.0.max(b.0) + h + 1.0,
            a.1.max(b.1) + h + 1.0,
        ),
        colour,
        |x, y| {
            let t = (((x - a.0) * dx + (y - a.1) * dy) / len2).clamp(0.0, 1.0);
            let (px, py) = (a.0 + t * dx, a.1 + t * dy);
            disc_cov(((x - px).powi(2) + (y - py).powi(2)).sqrt(), h)
        },
    );
}

/// Draws a line as dashes of length `dash` separated by gaps of length `gap`.
pub fn dashed_line(
    img: &mut RgbImage,
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
pub fn fill_polygon(img: &mut RgbImage, pts: &[(f32, f32)], colour: Rgb<u8>) {
    const SUB: usize = 4;
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
    let mut acc = vec![0.0f32; n];
    let mut xs: Vec<f32> = Vec::with_capacity(pts.len());
    for py in py0..py1 {
        acc.iter_mut().for_each(|a| *a = 0.0);
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
                let w = 1.0 / SUB as f32;
                let (ia, ib) = (a.floor() as usize, b.floor() as usize);
                if ia == ib {
                    acc[ia] += (b - a) * w;
                    continue;
                }
                acc[ia] += (ia as f32 + 1.0 - a) * w;
                for v in &mut acc[ia + 1..ib.min(n)] {
                    *v += w;
                }
                if ib < n {
                    acc[ib] += (b - ib as f32) * w;
                }
            }
        }
        for (i, &a) in acc.iter().enumerate() {
            if a > 0.0 {
                blend(img, px0 + i as i32, py, colour, a.min(1.0));
            }
        }
    }
}

/// Draws a closed polygon's outline.
pub fn stroke_polygon(img: &mut RgbImage, pts: &[(f32, f32)], width: f32, colour: Rgb<u8>) {
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

/// Encodes a picture as PNG for posting, favouring speed over the last kilobytes. The fast
/// deflater only compresses well after filtering (unfiltered, a board came out nearly raw at
/// 3.7 MB); the adaptive filter gives about 300 kB in 3.5 ms, against 22 ms for default deflate.
pub fn encode_png(img: &RgbImage) -> Vec<u8> {
    encode_png_with(img, FilterType::Adaptive)
}

/// Encodes with one PNG filter for every row: for pictures made mostly of flat regions and crisp
/// edges, the Paeth filter alone compresses nearly as well as adaptive filtering in less time.
pub fn encode_png_with(img: &RgbImage, filter: FilterType) -> Vec<u8> {
    let mut out = Vec::with_capacity(img.as_raw().len() / 16);
    PngEncoder::new_with_quality(&mut out, CompressionType::Fast, filter)
        .write_image(
            img.as_raw(),
            img.width(),
            img.height(),
            ExtendedColorType::Rgb8,
        )
        .expect("encoding an RGB image into memory cannot fail");
    out
}

/// A palette of at most 256 colours for 8-bit indexed PNGs, with a table from every colour
/// (6 bits a channel) to its nearest entry.
///
/// Pictures made of flat fills and antialiased edges between them use few colours: a palette
/// keeps every flat colour exactly and the commonest edge shades, and the file is well under
/// half the size of an RGB one (the East Indies sample: 195 against 487 KB). Build a palette once per kind of picture (it
/// costs some milliseconds) and keep it.
pub struct Palette {
    colours: Vec<Rgb<u8>>,
    /// The colours as integers, for distances.
    pal: Vec<[i32; 3]>,
    /// Palette index for each colour bin `r >> 2, g >> 2, b >> 2`, found on first use
    /// (`UNSET` until then): a picture meets a few thousand of the 262,144 bins.
    lut: Vec<AtomicU16>,
    /// A picture's static base and its indices (see [`Palette::with_base`]).
    base: Option<(RgbImage, Vec<u8>)>,
}

/// A lookup-table entry not yet computed.
const UNSET: u16 = u16::MAX;

/// The lookup-table bin of a colour: 6 bits a channel.
#[inline]
fn bin(r: u8, g: u8, b: u8) -> usize {
    ((r as usize >> 2) << 12) | ((g as usize >> 2) << 6) | (b as usize >> 2)
}

/// Distance between colours, weighting green most and blue more than red, as the eye does.
#[inline]
fn colour_distance(a: [i32; 3], b: [i32; 3]) -> i32 {
    let (dr, dg, db) = (a[0] - b[0], a[1] - b[1], a[2] - b[2]);
    2 * dr * dr + 4 * dg * dg + 3 * db * db
}

impl Palette {
    /// Every colour of `required` gets its own entry and is encoded exactly (when two fall in the
    /// same 6-bit bin, the first listed wins the bin); the remaining entries go to the colours
    /// most frequent in `samples` (one per bin, the bin's mean), which for a board picture are
    /// its antialiased edges. Deterministic: the same inputs give the same palette.
    pub fn new(required: &[Rgb<u8>], samples: &[&RgbImage]) -> Palette {
        const BINS: usize = 1 << 18;
        let mut colours: Vec<Rgb<u8>> = Vec::with_capacity(256);
        let mut taken = vec![false; BINS];
        for &c in required {
            if colours.len() == 256 || colours.contains(&c) {
                continue;
            }
            colours.push(c);
            taken[bin(c.0[0], c.0[1], c.0[2])] = true;
        }
        // Frequencies and mean colours of the bins the samples use.
        let mut count = vec![0u32; BINS];
        let mut sum = vec![[0u64; 3]; BINS];
        for img in samples {
            for px in img.as_raw().chunks_exact(3) {
                let k = bin(px[0], px[1], px[2]);
                count[k] += 1;
                for i in 0..3 {
                    sum[k][i] += px[i] as u64;
                }
            }
        }
        let mut popular: Vec<usize> = (0..BINS).filter(|&k| count[k] > 0 && !taken[k]).collect();
        popular.sort_by(|&a, &b| count[b].cmp(&count[a]).then(a.cmp(&b)));
        for k in popular.into_iter().take(256 - colours.len()) {
            let n = count[k] as u64;
            colours.push(Rgb([
                ((sum[k][0] + n / 2) / n) as u8,
                ((sum[k][1] + n / 2) / n) as u8,
                ((sum[k][2] + n / 2) / n) as u8,
            ]));
        }
        if colours.is_empty() {
            colours.push(Rgb([0, 0, 0]));
        }
        let pal: Vec<[i32; 3]> = colours
            .iter()
            .map(|c| [c.0[0] as i32, c.0[1] as i32, c.0[2] as i32])
            .collect();
        let lut: Vec<AtomicU16> = (0..BINS).map(|_| AtomicU16::new(UNSET)).collect();
        // A palette colour is always its own entry, wherever its bin's centre lies.
        for (i, c) in colours.iter().enumerate().rev() {
            lut[bin(c.0[0], c.0[1], c.0[2])].store(i as u16, Ordering::Relaxed);
        }
        Palette {
            colours,
            pal,
            lut,
            base: None,
        }
    }

    /// The palette index of colour bin `k`: the entry nearest the bin's centre, computed once.
    /// Threads that race on a bin compute the same entry, so relaxed ordering suffices.
    #[inline]
    fn lookup(&self, k: usize) -> u8 {
        let v = self.lut[k].load(Ordering::Relaxed);
        if v != UNSET {
            return v as u8;
        }
        let c = [
            (((k >> 12) & 63) << 2) as i32 + 2,
            (((k >> 6) & 63) << 2) as i32 + 2,
            ((k & 63) << 2) as i32 + 2,
        ];
        let mut best = (i32::MAX, 0);
        for (i, &p) in self.pal.iter().enumerate() {
            let d = colour_distance(c, p);
            if d < best.0 {
                best = (d, i);
            }
        }
        self.lut[k].store(best.1 as u16, Ordering::Relaxed);
        best.1 as u8
    }

    /// Remembers the indices of `base`, the static image every picture of a kind is drawn on:
    /// where a picture of the same size still shows the base, its indices are copied rather
    /// than looked up, which makes quantising several times quicker.
    pub fn with_base(mut self, base: &RgbImage) -> Palette {
        let indices = self.indices(base);
        self.base = Some((base.clone(), indices));
        self
    }

    /// The palette's colours, in index order.
    pub(crate) fn colours(&self) -> &[Rgb<u8>] {
        &self.colours
    }

    /// The palette index of every pixel of `img`, row by row.
    pub(crate) fn indices(&self, img: &RgbImage) -> Vec<u8> {
        // Pieces of 32 pixels that equal the base's (a fast memory comparison) take its indices.
        const RUN: usize = 32;
        let raw = img.as_raw();
        let mut out = vec![0u8; raw.len() / 3];
        let base = self
            .base
            .as_ref()
            .filter(|(b, _)| b.dimensions() == img.dimensions());
        let Some((base, base_indices)) = base else {
            self.quantise_run(raw, &mut out);
            return out;
        };
        let pieces = raw
            .chunks(RUN * 3)
            .zip(base.as_raw().chunks(RUN * 3))
            .zip(out.chunks_mut(RUN).zip(base_indices.chunks(RUN)));
        for ((px, base_px), (out, base_out)) in pieces {
            if px == base_px {
                out.copy_from_slice(base_out);
            } else {
                self.quantise_run(px, out);
            }
        }
        out
    }

    /// Looks up the indices of a run of pixels; runs of one colour are the rule, so a colour is
    /// only looked up when it changes.
    fn quantise_run(&self, px: &[u8], out: &mut [u8]) {
        let (mut last, mut index) = (u32::MAX, 0u8);
        for (p, o) in px.chunks_exact(3).zip(out.iter_mut()) {
            let key = (p[0] as u32) << 16 | (p[1] as u32) << 8 | p[2] as u32;
            if key != last {
                last = key;
                index = self.lookup(bin(p[0], p[1], p[2]));
            }
            *o = index;
        }
    }
}

/// Encodes a picture as an 8-bit indexed PNG in `palette`'s colours: each pixel becomes its
/// nearest palette entry, rows adaptively filtered. `deflate` trades time for size: on the East
/// Indies board (1600 × 1356 px) fdeflate gave 194 KB in about 4 ms, zlib level 1 180 KB in
/// twice the time; on the Indonesia board (2310 × 1090 px) fdeflate gave 298 KB in 4 ms, zlib
/// level 2 239 KB in 12 ms.
pub fn encode_png_indexed(
    img: &RgbImage,
    palette: &Palette,
    deflate: png::DeflateCompression,
) -> Vec<u8> {
    let indices = palette.indices(img);
    let plte: Vec<u8> = palette.colours.iter().flat_map(|c| c.0).collect();
    let mut out = Vec::with_capacity(indices.len() / 8);
    let mut encoder = png::Encoder::new(&mut out, img.width(), img.height());
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(plte);
    encoder.set_deflate_compression(deflate);
    encoder.set_filter(png::Filter::Adaptive);
    let mut writer = encoder
        .write_header()
        .expect("writing a PNG header into memory cannot fail");
    writer
        .write_image_data(&indices)
        .expect("the indices fill the image exactly");
    writer
        .finish()
        .expect("finishing a PNG in memory cannot fail");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_measured_and_drawn() {
        let style = Style::bold(20.0, rgb(0x000000));
        let w = text_width(style, "Kalimantan");
        assert!(w > 80 && w < 160, "width {w}");
        let mut img = RgbImage::from_pixel(200, 40, rgb(0xFFFFFF));
        let end = text(&mut img, style, 10, 30, "Kalimantan");
        assert_eq!(end, 10 + w);
        let dark = img.pixels().filter(|p| p.0[0] < 128).count();
        assert!(dark > 100, "only {dark} dark pixels");
    }

    #[test]
    fn text_width_is_what_imageproc_measures() {
        for size in [11.0, 12.5, 14.0, 17.0, 19.0, 22.0, 30.0] {
            for bold in [false, true] {
                let style = Style {
                    size,
                    bold,
                    colour: rgb(0),
                };
                for s in [
                    "Kalimantan",
                    "AVA To Wa",
                    "Java: 2 carracks, 1 galleon; cargo Pe 1/3, Cl 1/1",
                    "  ×–…✓· ",
                    "Masulipatnam 1605 · year 6 of 12",
                    "?ü",
                ] {
                    let expected =
                        imageproc::drawing::text_size(style.scale(), style.font(), s).0 as i32;
                    assert_eq!(
                        text_width(style, s),
                        expected,
                        "{s:?} at {size} bold {bold}"
                    );
                }
            }
        }
    }

    #[test]
    fn fit_shortens_long_text() {
        let style = Style::regular(16.0, rgb(0));
        let s = fit(style, "a very long player name indeed", 80);
        assert!(s.ends_with('…'), "{s}");
        assert!(text_width(style, &s) <= 80);
        assert_eq!(fit(style, "ann", 80), "ann");
        assert_eq!(fit(style, "ann\u{5B57}", 80), "ann?");
    }

    #[test]
    fn glyphs_used_by_pictures_exist() {
        for c in "×–…✓·".chars() {
            assert!(has_glyph(c, false), "regular lacks {c}");
            assert!(has_glyph(c, true), "bold lacks {c}");
        }
    }

    #[test]
    fn a_palette_keeps_its_required_colours_exactly() {
        let required = [rgb(0x8DBFD9), rgb(0x8CBEDA), rgb(0x1A1A1A), rgb(0xFFFFFF)];
        let mut img = RgbImage::from_pixel(64, 64, rgb(0x8DBFD9));
        for x in 0..64 {
            // A ramp from ink to white: the edge shades the palette should pick up.
            let v = (x * 4) as u8;
            img.put_pixel(x, 0, Rgb([v, v, v]));
        }
        let pal = Palette::new(&required, &[&img]);
        assert!(pal.colours.len() <= 256);
        // The first two share a bin: the first listed keeps it.
        let idx = |c: Rgb<u8>| pal.lookup(bin(c.0[0], c.0[1], c.0[2])) as usize;
        assert_eq!(pal.colours[idx(rgb(0x8DBFD9))], rgb(0x8DBFD9));
        for c in [rgb(0x1A1A1A), rgb(0xFFFFFF)] {
            assert_eq!(pal.colours[idx(c)], c);
        }
        // A palette with a base gives the same indices, quicker.
        let based = Palette::new(&required, &[&img]).with_base(&img);
        let mut other = img.clone();
        other.put_pixel(63, 63, rgb(0x1A1A1A));
        assert_eq!(based.indices(&other), pal.indices(&other));
        // A shade between ink and white lands near itself.
        let grey = pal.colours[idx(rgb(0x808080))];
        assert!((grey.0[0] as i32 - 0x80).abs() <= 8, "{grey:?}");
    }

    #[test]
    fn an_indexed_png_decodes_to_the_palette_colours() {
        let mut img = RgbImage::from_pixel(40, 30, rgb(0xF5EFDC));
        fill_circle(&mut img, 20.0, 15.0, 10.0, rgb(0xD55E00));
        let pal = Palette::new(&[rgb(0xF5EFDC), rgb(0xD55E00)], &[&img]);
        let png = encode_png_indexed(&img, &pal, png::DeflateCompression::FdeflateUltraFast);
        let back = image::load_from_memory(&png).unwrap().to_rgb8();
        assert_eq!(back.dimensions(), (40, 30));
        assert_eq!(*back.get_pixel(0, 0), rgb(0xF5EFDC));
        assert_eq!(*back.get_pixel(20, 15), rgb(0xD55E00));
        // Fewer than 256 colours in the picture: every pixel comes back exactly.
        assert_eq!(back, img);
    }

    #[test]
    fn shapes_cover_their_area() {
        let mut img = RgbImage::from_pixel(100, 100, rgb(0xFFFFFF));
        fill_circle(&mut img, 50.0, 50.0, 20.0, rgb(0xFF0000));
        assert_eq!(*img.get_pixel(50, 50), rgb(0xFF0000));
        assert_eq!(*img.get_pixel(50, 75), rgb(0xFFFFFF));
        ring(&mut img, 50.0, 50.0, 40.0, 4.0, rgb(0x0000FF));
        assert_eq!(*img.get_pixel(50, 12), rgb(0x0000FF));
        assert_eq!(*img.get_pixel(50, 20), rgb(0xFFFFFF));
        fill_round_rect(&mut img, Rect::new(0, 0, 20, 20), 6.0, rgb(0x00FF00));
        assert_eq!(*img.get_pixel(0, 0), rgb(0xFFFFFF));
        assert_eq!(*img.get_pixel(10, 10), rgb(0x00FF00));
    }
}
