//! Where shapes and text are painted: a picture, drawn on a copy of its base.
//!
//! Pictures were once drawn on two cores at once, in two bands of rows; measured after issue
//! 40 that saved under a tenth of the time (drawing a board is bound by memory, not the core),
//! so a picture is drawn in one pass.

use std::ops::Range;

use image::{Rgb, RgbImage};

use super::Palette;

/// A picture to paint: its pixels' bytes, row by row from the top.
pub struct Canvas<'a> {
    buf: &'a mut [u8],
    width: i32,
    height: i32,
}

impl<'a> Canvas<'a> {
    /// The whole of `img`.
    pub fn new(img: &'a mut RgbImage) -> Self {
        let (width, height) = (img.width() as i32, img.height() as i32);
        Canvas {
            buf: img,
            width,
            height,
        }
    }

    /// The picture's width and height.
    pub fn width(&self) -> u32 {
        self.width as u32
    }
    pub fn height(&self) -> u32 {
        self.height as u32
    }

    /// The rows of the picture, for clipping.
    pub(crate) fn rows(&self) -> Range<i32> {
        0..self.height
    }

    /// The bytes of pixels `x0..x1` of row `y`, which must be within reach.
    #[inline]
    pub(crate) fn span_mut(&mut self, y: i32, x0: i32, x1: i32) -> &mut [u8] {
        let start = y as usize * self.width as usize * 3;
        &mut self.buf[start + x0 as usize * 3..start + x1 as usize * 3]
    }

    /// The pixel at `(x, y)`, if it is within reach.
    #[inline]
    pub(crate) fn pixel_mut(&mut self, x: i32, y: i32) -> Option<&mut [u8]> {
        if x < 0 || x >= self.width || y < 0 || y >= self.height {
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

/// Draws a picture on a copy of `base`. `draw` must paint through its canvas alone.
pub fn draw_on(base: &RgbImage, draw: impl FnOnce(&mut Canvas<'_>)) -> RgbImage {
    let mut img = base.clone();
    draw(&mut Canvas::new(&mut img));
    img
}

/// Draws a picture as [`draw_on`] does and encodes it in `palette`.
pub fn draw_png(base: &RgbImage, palette: &Palette, draw: impl FnOnce(&mut Canvas<'_>)) -> Vec<u8> {
    let img = draw_on(base, draw);
    palette.png(img.dimensions(), &[&palette.indices(&img)])
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

    /// Shapes and words over the picture.
    fn scene(c: &mut Canvas<'_>) {
        fill_circle(c, 150.0, 152.5, 40.0, rgb(0xD55E00));
        line(c, (10.0, 10.0), (290.0, 290.0), 5.0, rgb(0x56B4E9));
        fill_polygon(c, &star(60.0, 152.0, 30.0), rgb(0x009E73));
        text(c, Style::bold(20.0, rgb(0xFFFFFF)), 100, 160, "Board");
        text(c, Style::regular(12.0, rgb(0xFFFFFF)), 5, 290, "last");
        fill_circle(c, 250.0, 280.0, 10.0, rgb(0xE69F00));
    }

    #[test]
    fn a_picture_drawn_and_encoded_is_the_picture_drawn_then_encoded() {
        let base = ground();
        let drawn = draw_on(&base, scene);
        assert_ne!(drawn, base, "the drawing painted something");
        let palette = Palette::new(&[], &[&drawn], 256);
        let png = draw_png(&base, &palette, scene);
        assert_eq!(png, encode_png_indexed(&drawn, &palette));
        assert_ne!(decoded(&png), decoded(&encode_png_indexed(&base, &palette)));
    }
}
