//! Fonts and text: measured and drawn with the embedded DejaVu Sans, cut to fit a width.
//! Rasterising glyph outlines is most of the cost of a picture's text, and pictures write the
//! same words again and again, so each piece of text is rasterised once and its coverage kept.

use std::collections::HashMap;
use std::sync::{Arc, LazyLock, PoisonError, RwLock};

use ab_glyph::{Font, FontRef, PxScale, ScaleFont, point};
use image::Rgb;

use super::Canvas;

/// Fonts are parsed once per process: parsing on every picture would be wasted work.
static REGULAR: LazyLock<FontRef<'static>> = LazyLock::new(|| {
    FontRef::try_from_slice(include_bytes!("../../../assets/fonts/DejaVuSans.ttf"))
        .expect("the embedded DejaVu Sans parses")
});
static BOLD: LazyLock<FontRef<'static>> = LazyLock::new(|| {
    FontRef::try_from_slice(include_bytes!("../../../assets/fonts/DejaVuSans-Bold.ttf"))
        .expect("the embedded DejaVu Sans Bold parses")
});

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
/// `text_size`, which lays the glyphs out as `text` draws them. Pictures measure the same words
/// again and again, so widths are kept.
pub fn text_width(style: Style, text: &str) -> i32 {
    WIDTHS.get_or_make(style, text, || measure(style, text))
}

/// [`text_width`] worked out: from the advances and kerning alone, without building each
/// glyph's outline (most of the cost of measuring).
fn measure(style: Style, text: &str) -> i32 {
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
pub fn text(img: &mut Canvas, style: Style, x: i32, baseline: i32, text: &str) -> i32 {
    if text.is_empty() {
        return x;
    }
    // Text wholly off the canvas's rows is not looked up; no glyph reaches a whole em below
    // its baseline or two above.
    let (reach, rows) = (style.size.ceil() as i32, img.rows());
    if baseline + reach < rows.start || baseline - 2 * reach >= rows.end {
        return x + text_width(style, text);
    }
    let lettering = LETTERING.get_or_make(style, text, || Arc::new(rasterise(style, text)));
    let top = baseline - lettering.ascent;
    let ink = style.colour.0.map(f32::from);
    let width = img.width() as i32;
    for span in &lettering.spans {
        let (y, x0) = (top + span.dy, x + span.dx);
        let (from, to) = (x0.max(0), (x0 + span.len as i32).min(width));
        if !rows.contains(&y) || from >= to {
            continue;
        }
        let covers = &lettering.covers[span.start as usize + (from - x0) as usize..];
        for (pixel, &cover) in img.span_mut(y, from, to).chunks_exact_mut(3).zip(covers) {
            for (c, ink) in pixel.iter_mut().zip(ink) {
                // imageproc's blend, truncating as it does, so the pixels are the same as ever.
                *c = (f32::from(*c) * (1.0 - cover) + ink * cover) as u8;
            }
        }
    }
    x + lettering.width
}

/// A piece of text laid out and rasterised.
struct Lettering {
    /// [`text_width`]'s figure.
    width: i32,
    /// From the top of the line box to the baseline, in whole pixels.
    ascent: i32,
    /// Each glyph's rows, in drawing order (a pixel two glyphs share is in two spans).
    spans: Vec<Span>,
    /// The coverage of the spans' pixels, end to end.
    covers: Vec<f32>,
}

/// A row of a glyph: its first pixel's offset from the text's left edge and from the top of its
/// line box, its length, and where its coverage starts in [`Lettering::covers`].
struct Span {
    dx: i32,
    dy: i32,
    len: u32,
    start: u32,
}

/// Things worked out per piece of text, by weight and size (its bits), then words; cleared when
/// full: the words of a few hundred pictures fit, and a long-running bot's names and numbers
/// cannot grow it without bound. Read far more than written, and by every core drawing.
struct Kept<V>(LazyLock<RwLock<ByFont<V>>>);

/// By weight and size, then by words.
type ByFont<V> = HashMap<(bool, u32), HashMap<String, V>>;

static LETTERING: Kept<Arc<Lettering>> = Kept(LazyLock::new(RwLock::default));
static WIDTHS: Kept<i32> = Kept(LazyLock::new(RwLock::default));
const KEPT: usize = 4096;

impl<V: Clone> Kept<V> {
    /// What is kept for `text` in `style`, made by `make` on first use.
    fn get_or_make(&self, style: Style, text: &str, make: impl FnOnce() -> V) -> V {
        let font = (style.bold, style.size.to_bits());
        // A panic elsewhere cannot leave the map half-written: it is only read or inserted into.
        let kept = self.0.read().unwrap_or_else(PoisonError::into_inner);
        if let Some(v) = kept.get(&font).and_then(|words| words.get(text)) {
            return v.clone();
        }
        drop(kept);
        let v = make();
        let mut kept = self.0.write().unwrap_or_else(PoisonError::into_inner);
        if kept.values().map(HashMap::len).sum::<usize>() >= KEPT {
            kept.clear();
        }
        kept.entry(font)
            .or_default()
            .insert(text.to_string(), v.clone());
        v
    }
}

/// Lays out and rasterises `text` exactly as imageproc's `draw_text_mut` does (glyphs at
/// fractional positions, kerning added after each outlined glyph), keeping the coverage.
fn rasterise(style: Style, text: &str) -> Lettering {
    let (font, scale) = (style.font(), style.scale());
    let scaled = font.as_scaled(scale);
    let mut out = Lettering {
        width: measure(style, text),
        ascent: style.ascent().round() as i32,
        spans: Vec::new(),
        covers: Vec::new(),
    };
    let mut w = 0.0f32;
    let mut prev = None;
    for c in text.chars() {
        let id = scaled.glyph_id(c);
        let glyph = id.with_scale_and_position(scale, point(w, scaled.ascent()));
        w += scaled.h_advance(id);
        let Some(g) = font.outline_glyph(glyph) else {
            continue;
        };
        if let Some(p) = prev {
            w += scaled.kern(id, p);
        }
        prev = Some(id);
        let bounds = g.px_bounds();
        let (x0, y0) = (bounds.min.x.round() as i32, bounds.min.y.round() as i32);
        let (gw, gh) = (bounds.width() as usize, bounds.height() as usize);
        let mut glyph = vec![0.0f32; gw * gh];
        g.draw(|gx, gy, cover| {
            if let Some(c) = glyph.get_mut(gy as usize * gw + gx as usize) {
                *c = cover.clamp(0.0, 1.0);
            }
        });
        for (gy, row) in glyph.chunks(gw.max(1)).enumerate() {
            // A row's uncovered ends are left out: blending nothing changes nothing.
            let Some(first) = row.iter().position(|&c| c > 0.0) else {
                continue;
            };
            let last = row.iter().rposition(|&c| c > 0.0).unwrap_or(first);
            out.spans.push(Span {
                dx: x0 + first as i32,
                dy: y0 + gy as i32,
                len: (last + 1 - first) as u32,
                start: out.covers.len() as u32,
            });
            out.covers.extend_from_slice(&row[first..=last]);
        }
    }
    out
}

/// Draws `text` ending at `right`; returns its left edge.
pub fn text_right(img: &mut Canvas, style: Style, right: i32, baseline: i32, s: &str) -> i32 {
    let x = right - text_width(style, s);
    text(img, style, x, baseline, s);
    x
}

/// Draws `text` centred on `(cx, cy)`, with capitals and digits centred vertically: the way a
/// letter sits in a token.
pub fn text_centred(img: &mut Canvas, style: Style, cx: f32, cy: f32, s: &str) {
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
        // Measured, not kept: only the one that fits is drawn.
        if measure(style, &s) <= max {
            return s;
        }
    }
    String::new()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::paint::rgb;
    use image::RgbImage;

    #[test]
    fn text_is_measured_and_drawn() {
        let style = Style::bold(20.0, rgb(0x000000));
        let w = text_width(style, "Kalimantan");
        assert!(w > 80 && w < 160, "width {w}");
        let mut img = RgbImage::from_pixel(200, 40, rgb(0xFFFFFF));
        let end = text(&mut Canvas::new(&mut img), style, 10, 30, "Kalimantan");
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
    fn cached_text_has_imageproc_pixels() {
        let mut ground = RgbImage::from_fn(120, 40, |x, y| {
            Rgb([(x * 2) as u8, (y * 6) as u8, ((x + y) * 3) as u8])
        });
        ground.put_pixel(0, 0, rgb(0xFFFFFF));
        for (size, bold, s, x) in [
            (12.0, false, "AVA To Wa", 3),
            (17.0, true, "Kalimantan ×–…✓·", -4),
            (13.0, false, "1603 · year 4", 90),
            (19.0, true, "Wj,fi", 7),
        ] {
            let style = Style {
                size,
                bold,
                colour: rgb(0x1A6E35),
            };
            let mut expected = ground.clone();
            let top = 28 - style.ascent().round() as i32;
            imageproc::drawing::draw_text_mut(
                &mut expected,
                style.colour,
                x,
                top,
                style.scale(),
                style.font(),
                s,
            );
            // Twice: the first rasterises, the second draws from the cache.
            for _ in 0..2 {
                let mut img = ground.clone();
                text(&mut Canvas::new(&mut img), style, x, 28, s);
                assert!(img == expected, "{s:?} at {size} bold {bold}");
                assert!(img != ground, "{s:?} drew nothing");
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
}
