//! Where shapes and text are painted: a picture, or a band of its rows.
//!
//! A board is drawn on two cores at once: the picture is cut into two bands of rows, and for
//! each band the whole drawing runs and paints only that band's rows, every shape and letter
//! clipped to them. Every pixel gets the same paint in the same order as in one pass, so the
//! picture is the same, in about half the time.

use std::ops::Range;
use std::sync::{Condvar, Mutex, PoisonError};

use image::{Rgb, RgbImage};

use super::base::{Base, PIECE, Painted, words_a_row};
use super::encode::{Band, Rows, png_file};
use super::{Palette, encode_png_indexed};

/// A picture's rows `rows` to paint, the rest of it out of reach.
pub struct Canvas<'a> {
    /// The rows, whole, top first.
    buf: &'a mut [u8],
    width: i32,
    height: i32,
    rows: Range<i32>,
    /// Which pieces of the rows have been painted, when the picture is encoded as it is drawn
    /// (see [`Painted`]); empty otherwise.
    painted: Painted<&'a mut [u64]>,
}

impl<'a> Canvas<'a> {
    /// The whole of `img`.
    pub fn new(img: &'a mut RgbImage) -> Self {
        let (width, height) = (img.width() as i32, img.height() as i32);
        Canvas::band(img, width, height, 0..height, &mut [])
    }

    /// Rows `rows` of a picture of `width` by `height`, held in `buf`; the pieces painted noted
    /// in `painted` ([`words_a_row`] words a row) unless it is empty.
    fn band(
        buf: &'a mut [u8],
        width: i32,
        height: i32,
        rows: Range<i32>,
        painted: &'a mut [u64],
    ) -> Self {
        Canvas {
            buf,
            width,
            height,
            rows,
            painted: Painted {
                bits: painted,
                words: words_a_row(width),
            },
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
        let row = (y - self.rows.start) as usize;
        if !self.painted.bits.is_empty() && x0 < x1 {
            let words = &mut self.painted.bits[row * self.painted.words..];
            for piece in x0 as usize / PIECE..=(x1 as usize - 1) / PIECE {
                words[piece / 64] |= 1 << (piece % 64);
            }
        }
        let start = row * self.width as usize * 3;
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

/// Where a picture of `height` rows is cut into the two bands drawn at once, the first `top`
/// of them (a fraction); `height` on one core, or for a picture too small to be worth it.
fn cut_row(height: i32, top: f32) -> i32 {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    if cores > 1 && height >= 64 {
        ((height as f32 * top.clamp(0.0, 1.0)) as i32).clamp(1, height - 1)
    } else {
        height
    }
}

/// Draws a picture on a copy of `base` in two bands of rows at once, each on its own core (see
/// the module's note): the first `top` of the rows (a fraction), and the rest. A board's pieces
/// are not spread evenly over it, so each game cuts where its busy sample's drawing takes as
/// long above the cut as below. `draw` must paint through its canvas alone.
pub fn draw_on(base: &RgbImage, top: f32, draw: impl Fn(&mut Canvas<'_>) + Sync) -> RgbImage {
    let (width, height) = (base.width() as i32, base.height() as i32);
    let mut img = base.clone();
    let cut = cut_row(height, top);
    let (upper, lower) = img.split_at_mut(cut as usize * width as usize * 3);
    let band = |buf: &mut [u8], rows: Range<i32>| {
        draw(&mut Canvas::band(buf, width, height, rows, &mut []))
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

/// Draws a picture as [`draw_on`] does and encodes it as [`encode_png_indexed`] does, without
/// waiting between the two: each core, done with its band of rows, starts compressing that
/// band's rows while the other still draws, then helps with the rest. The same pixels as
/// drawing then encoding (in other deflate blocks), sooner: the cores are never idle while
/// one finishes drawing.
pub fn draw_png(
    base: &Base,
    top: f32,
    palette: &Palette,
    draw: impl Fn(&mut Canvas<'_>) + Sync,
) -> Vec<u8> {
    let (width, height) = (base.width() as i32, base.height() as i32);
    let cut = cut_row(height, top);
    if cut == height {
        return encode_png_indexed(&draw_on(base, top, draw), palette);
    }
    let lock = || KEPT.lock().unwrap_or_else(PoisonError::into_inner);
    // A buffer last drawn on this base holds its pixels but in the pieces painted then.
    let (mut img, mut painted, again) = {
        let mut kept = lock();
        match kept.iter().position(|k| k.base == base.id) {
            Some(i) => {
                let k = kept.swap_remove(i);
                (k.pixels, k.painted, true)
            }
            None => (
                kept.pop().map(|k| k.pixels).unwrap_or_default(),
                Vec::new(),
                false,
            ),
        }
    };
    let words = words_a_row(width);
    // Sized once (a kept buffer is already); the cores make their bands the base.
    img.resize(base.as_raw().len(), 0);
    painted.resize(words * height as usize, 0);
    let (upper, lower) = img.split_at_mut(cut as usize * width as usize * 3);
    // Each band of rows its own deflate block; the first below the cut reads the row above it.
    let blocks = |rows: Range<i32>| {
        let n = ((rows.end - rows.start) / 64).clamp(1, 8);
        let len = rows.end - rows.start;
        (0..n).map(move |i| rows.start + i * len / n..rows.start + (i + 1) * len / n)
    };
    let blocks: Vec<Range<usize>> = blocks(0..cut)
        .chain(blocks(cut..height))
        .map(|r| r.start as usize..r.end as usize)
        .collect();
    let taken = vec![false; blocks.len()];
    let pipeline = Pipeline {
        size: (width as usize, height as usize),
        cut: cut as usize,
        blocks,
        palette,
        state: Mutex::new(Progress {
            drawn: [None, None],
            taken,
            abandoned: false,
        }),
        ready: Condvar::new(),
    };
    let (painted_upper, painted_lower) = painted.split_at_mut(cut as usize * words);
    // What was painted tells the encoder where to look only if its palette's base is this one.
    let noted = palette.is_based_on(base);
    let note = |bits| match noted {
        true => Painted { bits, words },
        false => Painted::NOTHING,
    };
    let work = |half: usize, buf: &mut [u8], painted: &mut [u64]| {
        let rows = if half == 0 { 0..cut } else { cut..height };
        let start = rows.start as usize * width as usize * 3;
        let base = &base.as_raw()[start..start + buf.len()];
        if again {
            put_back(buf, base, painted, width as usize);
        } else {
            buf.copy_from_slice(base);
        }
        draw(&mut Canvas::band(buf, width, height, rows, painted));
    };
    let parts = std::thread::scope(|s| {
        let (pipeline, work) = (&pipeline, &work);
        let other = s.spawn(move || {
            let _abandon = Abandon(pipeline);
            work(1, lower, painted_lower);
            pipeline.drawn(1, lower, note(painted_lower))
        });
        let abandon = Abandon(pipeline);
        work(0, upper, painted_upper);
        let mut parts = pipeline.drawn(0, upper, note(painted_upper));
        drop(abandon);
        parts.extend(
            other
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic)),
        );
        parts
    });
    let png = png_file(palette, pipeline.size, parts);
    let mut kept = lock();
    if kept.len() < KEEP {
        kept.push(Kept {
            pixels: img,
            painted,
            base: base.id,
        });
    }
    png
}

/// A picture's pixels kept for the next picture, with the base it was drawn on and the pieces
/// painted on it. A board is megabytes, and memory that size the allocator may hand back to the
/// system at once, to have it mapped and zeroed again, page by page, for the next picture (which
/// tripled the drawing's time in some runs); and the next picture on the same base needs only
/// the painted pieces put back, a tenth of the picture, where copying the whole base was.
struct Kept {
    pixels: Vec<u8>,
    painted: Vec<u64>,
    base: u64,
}

static KEPT: Mutex<Vec<Kept>> = Mutex::new(Vec::new());
/// One for each picture drawn at once, on a machine of a few cores.
const KEEP: usize = 4;

/// Makes `buf`, a band of a picture drawn on `base` (its rows), the base again: puts back the
/// pieces `painted` notes, each run of them at once, and clears the notes.
fn put_back(buf: &mut [u8], base: &[u8], painted: &mut [u64], width: usize) {
    let (row, words) = (width * 3, words_a_row(width as i32));
    for (y, marks) in painted.chunks_exact_mut(words).enumerate() {
        for (i, word) in marks.iter_mut().enumerate() {
            let mut bits = std::mem::take(word);
            while bits != 0 {
                let first = bits.trailing_zeros() as usize;
                let run = (bits >> first).trailing_ones() as usize;
                // The bits below the run's end cleared (all of them when it ends the word).
                bits &= u64::MAX.checked_shl((first + run) as u32).unwrap_or(0);
                let from = y * row + (i * 64 + first) * PIECE * 3;
                let to = y * row + ((i * 64 + first + run) * PIECE * 3).min(row);
                buf[from..to].copy_from_slice(&base[from..to]);
            }
        }
    }
}

/// The work of [`draw_png`] that its two cores share.
struct Pipeline<'a> {
    size: (usize, usize),
    cut: usize,
    /// The deflate blocks' rows, top to bottom.
    blocks: Vec<Range<usize>>,
    palette: &'a Palette,
    state: Mutex<Progress<'a>>,
    /// Told when a band is drawn.
    ready: Condvar,
}

/// A band's pixels, and what the encoder may take of the pieces painted in it.
type Drawn<'a> = (&'a [u8], Painted<&'a [u64]>);

/// How far [`draw_png`] has come: the bands of rows drawn, and the blocks taken (a block is
/// taken once the rows it reads are drawn).
struct Progress<'a> {
    /// Each band's pixels and the pieces painted in it.
    drawn: [Option<Drawn<'a>>; 2],
    taken: Vec<bool>,
    /// A core panicked: the other stops waiting for its band (and the panic is passed on).
    abandoned: bool,
}

/// Marks the pipeline abandoned if the core holding it panics, so that the other core does not
/// wait for ever for a band that will not be drawn.
struct Abandon<'p, 'a>(&'p Pipeline<'a>);

impl Drop for Abandon<'_, '_> {
    fn drop(&mut self) {
        if std::thread::panicking() {
            let mut state = self.0.state.lock().unwrap_or_else(PoisonError::into_inner);
            state.abandoned = true;
            self.0.ready.notify_all();
        }
    }
}

impl<'a> Pipeline<'a> {
    /// Band `half` is drawn (0 above the cut, 1 below): compresses blocks until none is left,
    /// waiting while the rest need the other band; the blocks compressed, by number.
    fn drawn(
        &self,
        half: usize,
        rows: &'a [u8],
        painted: Painted<&'a [u64]>,
    ) -> Vec<(usize, Band)> {
        let lock = || self.state.lock().unwrap_or_else(PoisonError::into_inner);
        let mut state = lock();
        state.drawn[half] = Some((rows, painted));
        self.ready.notify_all();
        let mut done = Vec::new();
        loop {
            if state.abandoned || state.taken.iter().all(|&t| t) {
                return done;
            }
            // The next block whose rows (and the row above it) are drawn.
            let readable = |b: &Range<usize>| {
                let needs_upper = b.start <= self.cut;
                let needs_lower = b.end > self.cut;
                (!needs_upper || state.drawn[0].is_some())
                    && (!needs_lower || state.drawn[1].is_some())
            };
            let next =
                (0..self.blocks.len()).find(|&i| !state.taken[i] && readable(&self.blocks[i]));
            let Some(i) = next else {
                state = self
                    .ready
                    .wait(state)
                    .unwrap_or_else(PoisonError::into_inner);
                continue;
            };
            state.taken[i] = true;
            let band = |half: usize| state.drawn[half].unwrap_or((&[], Painted::NOTHING));
            let ((upper, painted_upper), (lower, painted_lower)) = (band(0), band(1));
            let rows = Rows {
                width: self.size.0,
                height: self.size.1,
                upper,
                lower,
                painted: [painted_upper, painted_lower],
                cut: self.cut,
            };
            drop(state);
            let last = i + 1 == self.blocks.len();
            done.push((i, self.palette.band(rows, self.blocks[i].clone(), last)));
            state = lock();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::paint::{Style, decoded, fill_circle, fill_polygon, line, rgb, star, text};

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

    /// Other shapes, elsewhere: a picture drawn after [`scene`] on a kept buffer.
    fn other_scene(c: &mut Canvas<'_>) {
        fill_circle(c, 40.0, 40.0, 25.0, rgb(0x0072B2));
        line(c, (290.0, 10.0), (10.0, 200.0), 3.0, rgb(0xF0E442));
        text(c, Style::regular(14.0, rgb(0x000000)), 180, 250, "other");
    }

    #[test]
    fn a_picture_drawn_and_encoded_overlapped_decodes_to_the_same_pixels() {
        let base = Base::new(ground());
        let drawn = draw_on(&base, 0.4, scene);
        for palette in [
            Palette::new(&[], &[&drawn], 256),
            Palette::new(&[], &[&drawn], 256).with_base(&base),
        ] {
            // The same pixels, in other deflate blocks.
            let png = draw_png(&base, 0.4, &palette, scene);
            let expected = decoded(&encode_png_indexed(&drawn, &palette));
            assert!(decoded(&png) == expected);
            // And again, on a kept buffer.
            assert_eq!(draw_png(&base, 0.4, &palette, scene), png);
        }
    }

    #[test]
    fn a_picture_is_what_was_drawn_whatever_came_before_and_whichever_base_the_palette_has() {
        let (one, two) = (
            Base::new(ground()),
            Base::new(RgbImage::from_pixel(300, 301, rgb(0xFFFFFF))),
        );
        let palette =
            |base: &Base| Palette::new(&[], &[&draw_on(base, 0.4, scene)], 256).with_base(base);
        let (palette_one, palette_two) = (palette(&one), palette(&two));
        // Pictures that paint other places, one after the other, on one base and on two.
        for (base, palette, draw) in [
            (&one, &palette_one, scene as fn(&mut Canvas<'_>)),
            (&one, &palette_one, other_scene),
            (&two, &palette_two, scene),
            (&one, &palette_one, scene),
            (&two, &palette_two, other_scene),
            (&one, &palette_one, other_scene),
            // A palette made on another base of the same size.
            (&two, &palette_one, scene),
            (&two, &palette_one, other_scene),
            (&one, &palette_two, scene),
        ] {
            let expected = decoded(&encode_png_indexed(&draw_on(base, 0.4, draw), palette));
            assert!(decoded(&draw_png(base, 0.4, palette, draw)) == expected);
        }
    }

    #[test]
    fn a_band_whose_drawing_panics_passes_the_panic_on_without_a_hang() {
        for panicking_band in [0, 1] {
            let (done, finished) = std::sync::mpsc::channel();
            std::thread::spawn(move || {
                let base = Base::new(ground());
                let palette = Palette::new(&[], &[&base], 256).with_base(&base);
                let outcome = std::panic::catch_unwind(|| {
                    draw_png(&base, 0.4, &palette, |c| {
                        assert!(
                            (c.rows().start > 0) != (panicking_band == 0),
                            "a drawing that fails"
                        );
                        scene(c);
                    })
                });
                let _ = done.send(outcome.is_err());
            });
            let panicked = finished
                .recv_timeout(std::time::Duration::from_secs(20))
                .expect("the picture neither finished nor panicked: the other core waits for ever");
            assert!(panicked, "band {panicking_band}'s panic was lost");
        }
    }
}
