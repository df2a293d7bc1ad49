//! Where shapes and text are painted: a picture, or a band of its rows.
//!
//! A board is drawn on two cores at once: each takes half the rows, runs the whole drawing and
//! paints only its own rows, every shape and letter clipped to them. Every pixel gets the same
//! paint in the same order as in one pass, so the picture is the same, in about half the time.

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

/// Draws a picture on a copy of `base`: the top and bottom halves at once, each copied and
/// drawn by its own core (see the module's note). `draw` must paint through its canvas alone.
pub fn draw_on(base: &RgbImage, draw: impl Fn(&mut Canvas<'_>) + Sync) -> RgbImage {
    let (width, height) = (base.width() as i32, base.height() as i32);
    let mut img = RgbImage::new(base.width(), base.height());
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    // Small pictures are not worth a thread.
    let halves = if cores > 1 && height >= 64 { 2 } else { 1 };
    let middle = height / halves;
    let (top, bottom) = img.split_at_mut(middle as usize * width as usize * 3);
    let band = |buf: &mut [u8], rows: Range<i32>| {
        let start = rows.start as usize * width as usize * 3;
        buf.copy_from_slice(&base.as_raw()[start..start + buf.len()]);
        draw(&mut Canvas {
            buf,
            width,
            height,
            rows,
        });
    };
    std::thread::scope(|s| {
        let band = &band;
        let other = (halves > 1).then(|| s.spawn(move || band(bottom, middle..height)));
        band(top, 0..middle);
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
    fn a_picture_drawn_in_halves_is_the_picture_drawn_whole() {
        let base = RgbImage::from_fn(300, 201, |x, y| rgb(0x102030 + (x * 7 + y * 3) % 97));
        let draw = |c: &mut Canvas<'_>| {
            // Shapes and words across the cut between the halves, and one on each side.
            fill_circle(c, 150.0, 100.5, 40.0, rgb(0xD55E00));
            line(c, (10.0, 10.0), (290.0, 190.0), 5.0, rgb(0x56B4E9));
            fill_polygon(c, &star(60.0, 95.0, 30.0), rgb(0x009E73));
            text(c, Style::bold(20.0, rgb(0xFFFFFF)), 100, 108, "Halves");
            fill_circle(c, 250.0, 20.0, 10.0, rgb(0xE69F00));
            fill_circle(c, 250.0, 180.0, 10.0, rgb(0xE69F00));
        };
        let mut whole = base.clone();
        draw(&mut Canvas::new(&mut whole));
        let halves = draw_on(&base, draw);
        assert_eq!(halves, whole);
        assert_ne!(halves, base, "the drawing painted something");
    }
}
