//! The picture every picture of a kind is drawn on, and which pieces of it a picture painted:
//! what lets a picture cost the work of what it paints rather than of its whole size.

use std::ops::Deref;
use std::sync::atomic::{AtomicU64, Ordering};

use image::RgbImage;

/// The picture every picture of a kind is drawn on (a board's static map), drawn once and never
/// changed. Each base is told apart from every other, so that a kept buffer last drawn on it is
/// made the base again by putting back only the pieces that picture painted (see
/// [`super::draw_png`]).
pub struct Base {
    img: RgbImage,
    pub(super) id: u64,
}

impl Base {
    pub fn new(img: RgbImage) -> Base {
        static NEXT: AtomicU64 = AtomicU64::new(1);
        Base {
            img,
            id: NEXT.fetch_add(1, Ordering::Relaxed),
        }
    }
}

impl Deref for Base {
    type Target = RgbImage;
    fn deref(&self) -> &RgbImage {
        &self.img
    }
}

/// Pixels a row is compared with the base's in: a piece that equals the base's takes the
/// base's indices, filtered bytes and compressed bits.
pub(super) const PIECE: usize = 32;

/// Which pieces of [`PIECE`] pixels of each row of a band were painted on: a bit a piece, a
/// row's bits in whole words. The encoder compares only those with the base when its palette
/// was made on the base drawn on (see [`super::Palette::with_base`]); the rest of a picture,
/// most of it, is the base's by construction, and comparing it was a tenth of the work.
#[derive(Clone, Copy)]
pub(super) struct Painted<B> {
    pub(super) bits: B,
    /// Words a row.
    pub(super) words: usize,
}

/// [`Painted`]'s words a row for a picture `width` pixels wide.
pub(super) fn words_a_row(width: i32) -> usize {
    (width as usize).div_ceil(PIECE).div_ceil(64)
}

impl<'a> Painted<&'a [u64]> {
    /// Nothing noted: every piece may have been painted.
    pub(super) const NOTHING: Self = Painted {
        bits: &[],
        words: 0,
    };

    /// Row `y`'s words (the band's first row is 0), if painting was noted.
    pub(super) fn row(&self, y: usize) -> Option<&'a [u64]> {
        if self.bits.is_empty() {
            return None;
        }
        self.bits.get(y * self.words..(y + 1) * self.words)
    }
}
