//! Where shapes and text are painted: a picture, or a band of its rows.
//!
//! A board is drawn on two cores at once: the picture is cut into two bands of rows, and for
//! each band the whole drawing runs and paints only that band's rows, every shape and letter
//! clipped to them. Every pixel gets the same paint in the same order as in one pass, so the
//! picture is the same, in about half the time.

use std::ops::Range;

use image::{Rgb, RgbImage};

use super::Palette;

/// A picture's rows `rows` to paint, the rest of it out of reach.
pub struct Canvas<'a> {
    /// The rows, whole, top first.
    buf: &'a mut [u8],
    width: i32,
    height: i32,
    rows: Range<i32>,
}

impl<'a> Canvas<'a> {
    /// The whole of `img`.
    pub fn new(img: &'a mut RgbImage) -> Self {
        let (width, height) = (img.width() as i32, img.height() as i32);
        Canvas {
            buf: img,
            width,
            height,
            rows: 0..height,
        }
    }

    /// The whole picture's width and height (not the band's).
    pub fn width(&self) -> u32 {
        self.width as u32
    }
    pub fn height(&self) -> u32 {
        self.height as u32
    }

    /// The rows this canvas paints.
    pub(crate) fn rows(&self) -> Range<i32> {
        self.rows.clone()
    }

    /// The bytes of pixels `x0..x1` of row `y`, which must be within reach.
    #[inline]
    pub(crate) fn span_mut(&mut self, y: i32, x0: i32, x1: i32) -> &mut [u8] {
        let start = (y - self.rows.start) as usize * self.width as usize * 3;
        &mut self.buf[start + x0 as usize * 3..start + x1 as usize * 3]
    }

    /// The pixel at `(x, y)`, if it is within reach.
    #[inline]
    pub(crate) fn pixel_mut(&mut self, x: i32, y: i32) -> Option<&mut [u8]> {
        if x < 0 || x >= self.width || !self.rows.contains(&y) {
            return None;
        }
        Some(self.span_mut(y, x, x + 1))
    }

    /// Sets the pixel at `(x, y)`, if it is within reach.
    pub fn put_pixel(&mut self, x: i32, y: i32, colour: Rgb<u8>) {
        if let Some(px) = self.pixel_mut(x, y) {
            px.copy_from_slice(&colour.0);
        }
    }
}

/// Draws a picture on a copy of `base` in two bands of rows at once, each on its own core (see
/// the module's note): the first `top` of the rows (a fraction), and the rest. A board's pieces
/// are not spread evenly over it, so each game cuts where its busy sample's drawing takes as
/// long above the cut as below. `draw` must paint through its canvas alone.
pub fn draw_on(base: &RgbImage, top: f32, draw: impl Fn(&mut Canvas<'_>) + Sync) -> RgbImage {
    let mut img = base.clone();
    in_bands(&mut img, top, |canvas| draw(canvas));
    img
}

/// Draws a picture as [`draw_on`] does and encodes it as [`super::encode_png_indexed`] does,
/// each core finding the palette indices of its band of rows as soon as it has drawn it.
pub fn draw_png(
    base: &RgbImage,
    top: f32,
    palette: &Palette,
    draw: impl Fn(&mut Canvas<'_>) + Sync,
) -> Vec<u8> {
    let mut img = base.clone();
    let bands = in_bands(&mut img, top, |canvas| {
        draw(canvas);
        let mut indices = vec![0; canvas.buf.len() / 3];
        palette.quantise(canvas.buf, &mut indices);
        indices
    });
    let parts: Vec<&[u8]> = bands.iter().map(Vec::as_slice).collect();
    palette.png(img.dimensions(), &parts)
}

/// Runs `work` on each band of `img`'s rows at once, on its own core (one band on one core,
/// or for a picture too small to be worth it): the first `top` of the rows (a fraction), and
/// the rest. What it gives for each band, top first.
fn in_bands<T: Send>(
    img: &mut RgbImage,
    top: f32,
    work: impl Fn(&mut Canvas<'_>) -> T + Sync,
) -> Vec<T> {
    let (width, height) = (img.width() as i32, img.height() as i32);
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let cut = if cores > 1 && height >= 64 {
        ((height as f32 * top.clamp(0.0, 1.0)) as i32).clamp(1, height - 1)
    } else {
        height
    };
    let (upper, lower) = img.split_at_mut(cut as usize * width as usize * 3);
    let band = |buf: &mut [u8], rows: Range<i32>| {
        work(&mut Canvas {
            buf,
            width,
            height,
            rows,
        })
    };
    std::thread::scope(|s| {
        let band = &band;
        let other = (cut < height).then(|| s.spawn(move || band(lower, cut..height)));
        let mut done = vec![band(upper, 0..cut)];
        if let Some(other) = other {
            done.push(
                other
                    .join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic)),
            );
        }
        done
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::paint::{
        Style, decoded, encode_png_indexed, fill_circle, fill_polygon, line, rgb, star, text,
    };

    /// A picture's ground of many colours, 301 rows high.
    fn ground() -> RgbImage {
        RgbImage::from_fn(300, 301, |x, y| rgb(0x102030 + (x * 7 + y * 3) % 97))
    }

    /// Shapes and words across the cuts at rows 120 and 152, and a few within one band.
    fn scene(c: &mut Canvas<'_>) {
        fill_circle(c, 150.0, 152.5, 40.0, rgb(0xD55E00));
        line(c, (10.0, 10.0), (290.0, 290.0), 5.0, rgb(0x56B4E9));
        fill_polygon(c, &star(60.0, 152.0, 30.0), rgb(0x009E73));
        text(c, Style::bold(20.0, rgb(0xFFFFFF)), 100, 160, "Bands");
        text(c, Style::bold(20.0, rgb(0xFFFFFF)), 100, 128, "cut");
        text(c, Style::regular(12.0, rgb(0xFFFFFF)), 5, 290, "last");
        fill_circle(c, 250.0, 20.0, 10.0, rgb(0xE69F00));
        fill_circle(c, 250.0, 280.0, 10.0, rgb(0xE69F00));
    }

    #[test]
    fn a_picture_drawn_in_two_bands_is_the_picture_drawn_whole() {
        let (base, mut whole) = (ground(), ground());
        scene(&mut Canvas::new(&mut whole));
        for top in [0.4, 0.505] {
            let banded = draw_on(&base, top, scene);
            assert_eq!(banded, whole, "cut at {top}");
        }
        assert_ne!(whole, base, "the drawing painted something");
    }

    #[test]
    fn a_picture_drawn_and_encoded_at_once_is_the_picture_drawn_then_encoded() {
        let base = ground();
        let palette = Palette::new(&[], &[&draw_on(&base, 0.4, scene)], 256);
        let png = draw_png(&base, 0.4, &palette, scene);
        assert_eq!(
            png,
            encode_png_indexed(&draw_on(&base, 0.4, scene), &palette)
        );
        assert_ne!(decoded(&png), decoded(&encode_png_indexed(&base, &palette)));
    }

    #[test]
    fn a_band_whose_drawing_panics_passes_the_panic_on() {
        for panicking_band in [0, 1] {
            let outcome = std::panic::catch_unwind(|| {
                draw_on(&ground(), 0.4, |c| {
                    assert!(
                        (c.rows().start > 0) != (panicking_band == 0),
                        "a drawing that fails"
                    );
                    scene(c);
                })
            });
            assert!(outcome.is_err(), "band {panicking_band}'s panic was lost");
        }
    }
}
