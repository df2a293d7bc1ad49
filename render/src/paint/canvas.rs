//! Where shapes and text are painted: a picture, or a band of its rows.
//!
//! A board is drawn on two cores at once: the picture is cut into two bands of rows, and for
//! each band the whole drawing runs and paints only that band's rows, every shape and letter
//! clipped to them. Every pixel gets the same paint in the same order as in one pass, so the
//! picture is the same, in about half the time.

use std::ops::Range;

use image::{Rgb, RgbImage};

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
    let (width, height) = (base.width() as i32, base.height() as i32);
    let mut img = base.clone();
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    // Small pictures are not worth a thread.
    let cut = if cores > 1 && height >= 64 {
        ((height as f32 * top.clamp(0.0, 1.0)) as i32).clamp(1, height - 1)
    } else {
        height
    };
    let (upper, lower) = img.split_at_mut(cut as usize * width as usize * 3);
    let band = |buf: &mut [u8], rows: Range<i32>| {
        draw(&mut Canvas {
            buf,
            width,
            height,
            rows,
        })
    };
    std::thread::scope(|s| {
        let band = &band;
        let other = (cut < height).then(|| s.spawn(move || band(lower, cut..height)));
        band(upper, 0..cut);
        if let Some(other) = other {
            other
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        }
    });
    img
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::paint::{Style, fill_circle, fill_polygon, line, rgb, star, text};

    #[test]
    fn a_picture_drawn_in_two_bands_is_the_picture_drawn_whole() {
        // Cut at row 152.
        let base = RgbImage::from_fn(300, 301, |x, y| rgb(0x102030 + (x * 7 + y * 3) % 97));
        let draw = |c: &mut Canvas<'_>| {
            // Shapes and words across the cuts, and a few within one band.
            fill_circle(c, 150.0, 152.5, 40.0, rgb(0xD55E00));
            line(c, (10.0, 10.0), (290.0, 290.0), 5.0, rgb(0x56B4E9));
            fill_polygon(c, &star(60.0, 152.0, 30.0), rgb(0x009E73));
            text(c, Style::bold(20.0, rgb(0xFFFFFF)), 100, 160, "Bands");
            text(c, Style::regular(12.0, rgb(0xFFFFFF)), 5, 290, "last");
            fill_circle(c, 250.0, 20.0, 10.0, rgb(0xE69F00));
            fill_circle(c, 250.0, 280.0, 10.0, rgb(0xE69F00));
        };
        let mut whole = base.clone();
        draw(&mut Canvas::new(&mut whole));
        let banded = draw_on(&base, 0.505, draw);
        assert_eq!(banded, whole);
        assert_ne!(banded, base, "the drawing painted something");
    }
}
