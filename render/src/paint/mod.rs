//! Drawing helpers shared by every board picture: fonts, text, antialiased shapes and PNG output.
//!
//! Shapes are antialiased by computing each pixel's coverage inside the shape's bounding box only,
//! so a picture costs little more than the area it actually paints. Coordinates are in pixels,
//! with `(0, 0)` the top-left corner of the top-left pixel; a pixel's centre is at `+0.5`.
//!
//! Split by noun: [`canvas`] (what is painted on, and drawing a picture on its base),
//! [`lettering`] (fonts and text), [`shapes`] (antialiased fills and strokes) and
//! [`encode`] (indexed PNG output and its palette); all re-exported here.

mod canvas;
mod encode;
mod lettering;
mod shapes;

pub use canvas::*;
pub use encode::*;
pub use lettering::*;
pub use shapes::*;

use image::Rgb;

/// The players' colours in seat order: the Okabe–Ito palette, which stays distinct under the
/// common colour-vision deficiencies (every picture also marks seats by number, shape or letter).
pub const PLAYERS: [Rgb<u8>; 5] = [
    rgb(0xE69F00),
    rgb(0x56B4E9),
    rgb(0x009E73),
    rgb(0xD55E00),
    rgb(0xCC79A7),
];

/// A colour as `0xRRGGBB`, the inverse of [`rgb`]: how the table names a colour the picture
/// paints (a turn card's accent is its awaited seat's colour).
pub const fn hex(c: Rgb<u8>) -> u32 {
    (c.0[0] as u32) << 16 | (c.0[1] as u32) << 8 | c.0[2] as u32
}

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
