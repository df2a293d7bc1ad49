//! PNG output: 8-bit indexed files in a [`Palette`] of the picture's flat colours and commonest
//! edge shades.

use std::ops::Range;
use std::sync::atomic::{AtomicU16, AtomicUsize, Ordering};

use image::{Rgb, RgbImage};

use super::base::{Base, PIECE, Painted};
use super::deflate::{Code, Recorded};

/// A palette of at most 256 colours for 8-bit indexed PNGs, with a table from every colour
/// (6 bits a channel) to its nearest entry.
///
/// Pictures made of flat fills and antialiased edges between them use few colours: a palette
/// keeps every flat colour exactly and the commonest edge shades, and the file is well under
/// half the size of an RGB one (the East Indies sample: 195 against 487 KB). Build a palette
/// once per kind of picture (it costs some milliseconds) and keep it.
pub struct Palette {
    /// The colours in index order (see [`chain`]).
    colours: Vec<Rgb<u8>>,
    /// The colours as integers, for distances, in the order they were chosen (required first,
    /// then by frequency), which breaks ties between equally near entries; and each one's index.
    pal: Vec<([i32; 3], u8)>,
    /// Palette index for each colour bin `r >> 2, g >> 2, b >> 2`, found on first use
    /// (`UNSET` until then): a picture meets a few thousand of the 262,144 bins.
    lut: Vec<AtomicU16>,
    /// A picture's static base (see [`Palette::with_base`]).
    base: Option<Encoded>,
    /// The Huffman code of this kind of picture's filtered rows, made from the samples.
    code: Code,
}

/// The static image every picture of a kind is drawn on, worked out once: its palette indices,
/// its filtered rows and those rows compressed.
struct Encoded {
    /// Which [`Base`] it is.
    id: u64,
    img: RgbImage,
    indices: Vec<u8>,
    /// Each row filtered, its filter byte first.
    filtered: Vec<u8>,
    recorded: Recorded,
}

/// What [`Palette::row_indices`] notes of each piece: whether it differs from the base's, and
/// whether its last pixel does (the next piece's filtered bytes depend on that one alone).
const CHANGED: u8 = 1;
const LAST_CHANGED: u8 = 2;

/// A lookup-table entry not yet computed.
const UNSET: u16 = u16::MAX;

/// An order of `colours` (indices into it) in which each is followed by the nearest one not
/// yet placed, from the darkest. Neighbouring shades get neighbouring indices, so the
/// differences that PNG's row filters leave at antialiased edges are small numbers, which
/// compress better: 5 to 10% smaller files than in the order of frequency.
fn chain(colours: &[Rgb<u8>]) -> Vec<usize> {
    let int = |i: usize| {
        let c = colours[i].0;
        [c[0] as i32, c[1] as i32, c[2] as i32]
    };
    let mut left: Vec<usize> = (0..colours.len()).collect();
    let mut order = Vec::with_capacity(colours.len());
    let mut last = [0; 3];
    while let Some((k, _)) = left
        .iter()
        .enumerate()
        .min_by_key(|&(_, &i)| colour_distance(last, int(i)))
    {
        let i = left.remove(k);
        last = int(i);
        order.push(i);
    }
    order
}

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
    /// A palette of at most `entries` colours (256 at most). Every colour of `required` gets
    /// its own entry and is encoded exactly (when two fall in the same 6-bit bin, the first
    /// listed wins the bin); the remaining entries go to the colours most frequent in
    /// `samples` (one per bin, the bin's mean), which for a board picture are its antialiased
    /// edges. Deterministic: the same inputs give the same palette.
    pub fn new(required: &[Rgb<u8>], samples: &[&RgbImage], entries: usize) -> Palette {
        const BINS: usize = 1 << 18;
        let entries = entries.clamp(1, 256);
        let mut colours: Vec<Rgb<u8>> = Vec::with_capacity(entries);
        let mut taken = vec![false; BINS];
        for &c in required {
            if colours.len() == entries || colours.contains(&c) {
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
        for k in popular.into_iter().take(entries - colours.len()) {
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
        let order = chain(&colours);
        let lut: Vec<AtomicU16> = (0..BINS).map(|_| AtomicU16::new(UNSET)).collect();
        // A palette colour is always its own entry, wherever its bin's centre lies; of two in
        // one bin, the first listed.
        let mut index = vec![0; colours.len()];
        for (i, &listed) in order.iter().enumerate() {
            index[listed] = i;
        }
        for (listed, c) in colours.iter().enumerate().rev() {
            lut[bin(c.0[0], c.0[1], c.0[2])].store(index[listed] as u16, Ordering::Relaxed);
        }
        let pal: Vec<([i32; 3], u8)> = colours
            .iter()
            .zip(&index)
            .map(|(c, &i)| ([c.0[0] as i32, c.0[1] as i32, c.0[2] as i32], i as u8))
            .collect();
        let colours: Vec<Rgb<u8>> = order.iter().map(|&i| colours[i]).collect();
        let mut palette = Palette {
            colours,
            pal,
            lut,
            base: None,
            code: Code::from_samples([]),
        };
        let rows: Vec<Vec<u8>> = samples
            .iter()
            .flat_map(|img| filtered_rows(img.width() as usize, &palette.indices(img)))
            .collect();
        palette.code = Code::from_samples(rows.iter().map(Vec::as_slice));
        palette
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
        for &(p, i) in &self.pal {
            let d = colour_distance(c, p);
            if d < best.0 {
                best = (d, i);
            }
        }
        self.lut[k].store(u16::from(best.1), Ordering::Relaxed);
        best.1
    }

    /// Remembers `base`, the static image every picture of a kind is drawn on: where a
    /// picture of the same size still shows the base, its indices, filtered bytes and
    /// compressed bits are copied from the base's rather than worked out again, which makes
    /// encoding a board several times quicker (most of a board is its map).
    pub fn with_base(mut self, base: &Base) -> Palette {
        let indices = self.indices(base);
        let filtered: Vec<u8> = filtered_rows(base.width() as usize, &indices).concat();
        let recorded = Recorded::new(&self.code, filtered.chunks(base.width() as usize + 1));
        self.base = Some(Encoded {
            id: base.id,
            img: (**base).clone(),
            indices,
            filtered,
            recorded,
        });
        self
    }

    /// Whether `base` is the one the palette was given: what is painted on it is then all
    /// that can differ from the palette's base.
    pub(super) fn is_based_on(&self, base: &Base) -> bool {
        self.base.as_ref().is_some_and(|b| b.id == base.id)
    }

    /// The palette's colours, in index order.
    pub(crate) fn colours(&self) -> &[Rgb<u8>] {
        &self.colours
    }

    /// The palette index of every pixel of `img`, row by row.
    pub(crate) fn indices(&self, img: &RgbImage) -> Vec<u8> {
        let w = img.width() as usize;
        let mut out = vec![0u8; w * img.height() as usize];
        let mut changed = Vec::new();
        for (y, row) in out.chunks_mut(w.max(1)).enumerate() {
            self.row_indices(Rows::whole(img), y, row, &mut changed);
        }
        out
    }

    /// The base, if `rows` are drawn on it.
    fn base_of(&self, rows: Rows<'_>) -> Option<&Encoded> {
        self.base.as_ref().filter(|b| {
            (b.img.width() as usize, b.img.height() as usize) == (rows.width, rows.height)
        })
    }

    /// The palette index of every pixel of row `y` of `img`, into `out`; and into `changed`,
    /// for each piece of [`PIECE`] pixels, whether it and its last pixel differ from the
    /// base's ([`CHANGED`], [`LAST_CHANGED`]; all of them without a base).
    fn row_indices(&self, rows: Rows<'_>, y: usize, out: &mut [u8], changed: &mut Vec<u8>) {
        let w = out.len();
        let raw = rows.row(y);
        changed.clear();
        let Some(base) = self.base_of(rows) else {
            changed.resize(w.div_ceil(PIECE), CHANGED | LAST_CHANGED);
            self.quantise_run(raw, out);
            return;
        };
        let base_raw = &base.img.as_raw()[y * w * 3..(y + 1) * w * 3];
        // The base's indices, then looked up again only where the picture differs.
        out.copy_from_slice(&base.indices[y * w..(y + 1) * w]);
        let pieces = w.div_ceil(PIECE);
        changed.resize(pieces, 0);
        let mut look = |p: usize| {
            let xs = p * PIECE..(p * PIECE + PIECE).min(w);
            let (px, base_px) = (
                &raw[xs.start * 3..xs.end * 3],
                &base_raw[xs.start * 3..xs.end * 3],
            );
            if same(px, base_px) {
                return;
            }
            self.quantise_run(px, &mut out[xs]);
            let last = px[px.len() - 3..] != base_px[base_px.len() - 3..];
            changed[p] = CHANGED | if last { LAST_CHANGED } else { 0 };
        };
        match rows.painted(y) {
            // Only the pieces painted on can differ.
            Some(words) => {
                for (i, &word) in words.iter().enumerate() {
                    let mut bits = word;
                    while bits != 0 {
                        look(i * 64 + bits.trailing_zeros() as usize);
                        bits &= bits - 1;
                    }
                }
            }
            None => (0..pieces).for_each(look),
        }
    }

    /// Rows `band` of a picture as palette indices, filtered and compressed as one deflate
    /// block (the stream's last when `last`). The rows before it are not read, but the one
    /// just before.
    pub(super) fn band(&self, rows: Rows<'_>, band: Range<usize>, last: bool) -> Band {
        let w = rows.width;
        let base = self.base_of(rows);
        let mut above = vec![0u8; w];
        // The row above the first is zeros, in the picture as in the base.
        let mut changed_above = vec![0; w.div_ceil(PIECE)];
        if band.start > 0 {
            self.row_indices(rows, band.start - 1, &mut above, &mut changed_above);
        }
        let (mut row, mut changed) = (vec![0u8; w], Vec::new());
        let mut filtered = vec![0u8; w + 1];
        let mut same = Vec::new();
        let mut adler = simd_adler32::Adler32::new();
        let mut bytes = 0;
        let mut block = self.code.block(last);
        for y in band {
            self.row_indices(rows, y, &mut row, &mut changed);
            match base.and_then(|b| Some((b, b.recorded.row(y)?))) {
                Some((base, recorded)) => {
                    let base_filtered = &base.filtered[y * (w + 1)..(y + 1) * (w + 1)];
                    filter_changes(
                        (&row, &above),
                        base_filtered,
                        (&changed, &changed_above),
                        &mut filtered,
                        &mut same,
                    );
                    block.row_reusing(&filtered, recorded, &same);
                }
                None => {
                    filter(&row, &above, &mut filtered);
                    block.row(&filtered);
                }
            }
            adler.write(&filtered);
            bytes += filtered.len();
            std::mem::swap(&mut row, &mut above);
            std::mem::swap(&mut changed, &mut changed_above);
        }
        Band {
            block: block.finish(),
            adler: adler.finish(),
            bytes,
        }
    }

    /// Looks up the indices of a run of pixels, each pixel's own: on the pieces that differ
    /// from the base (text and token edges, mostly) the colour changes from pixel to pixel
    /// unpredictably, and a branch skipping repeats cost more in mispredictions than the
    /// lookups it saved (a sixth of a picture's time).
    fn quantise_run(&self, px: &[u8], out: &mut [u8]) {
        for (p, o) in px.chunks_exact(3).zip(out.iter_mut()) {
            *o = self.lookup(bin(p[0], p[1], p[2]));
        }
    }
}

/// Whether two pieces of a row are the same pixels: a whole piece compared eight bytes at a
/// time without a branch, which for these short pieces is several times quicker than a call to
/// `memcmp`.
#[inline]
fn same(a: &[u8], b: &[u8]) -> bool {
    let word = |c: &[u8]| u64::from_le_bytes(c.try_into().expect("8 bytes"));
    match (
        <&[u8; PIECE * 3]>::try_from(a),
        <&[u8; PIECE * 3]>::try_from(b),
    ) {
        (Ok(a), Ok(b)) => {
            a.chunks_exact(8)
                .zip(b.chunks_exact(8))
                .fold(0, |acc, (x, y)| acc | (word(x) ^ word(y)))
                == 0
        }
        _ => a == b,
    }
}

/// A picture's pixels by row: in one piece, or as the two bands of rows that two cores drew
/// (see [`super::draw_png`]), of which only those drawn so far may be read.
#[derive(Clone, Copy)]
pub(super) struct Rows<'a> {
    pub(super) width: usize,
    pub(super) height: usize,
    /// Rows before `cut`, and from it on.
    pub(super) upper: &'a [u8],
    pub(super) lower: &'a [u8],
    /// The pieces painted on the base, above the cut and from it on.
    pub(super) painted: [Painted<&'a [u64]>; 2],
    pub(super) cut: usize,
}

impl<'a> Rows<'a> {
    pub(super) fn whole(img: &'a RgbImage) -> Rows<'a> {
        let height = img.height() as usize;
        Rows {
            width: img.width() as usize,
            height,
            upper: img.as_raw(),
            lower: &[],
            painted: [Painted::NOTHING; 2],
            cut: height,
        }
    }

    /// The pieces of row `y` painted on the base, if that was noted.
    fn painted(&self, y: usize) -> Option<&'a [u64]> {
        if y < self.cut {
            self.painted[0].row(y)
        } else {
            self.painted[1].row(y - self.cut)
        }
    }

    /// Row `y`'s bytes.
    fn row(&self, y: usize) -> &'a [u8] {
        let len = self.width * 3;
        if y < self.cut {
            &self.upper[y * len..(y + 1) * len]
        } else {
            &self.lower[(y - self.cut) * len..(y - self.cut + 1) * len]
        }
    }
}

/// A band of rows compressed: its deflate block, and the Adler-32 checksum of its filtered
/// rows and their length, which the zlib stream's checksum is combined from.
pub(super) struct Band {
    block: Vec<u8>,
    adler: u32,
    bytes: usize,
}

/// Encodes a picture as an 8-bit indexed PNG in `palette`'s colours: each pixel becomes its
/// nearest palette entry. Every row is Paeth-filtered and compressed with the palette's own
/// code (see [`super::deflate`]). A picture is a few megabytes to quantise, filter and
/// compress, so it is cut into bands that the cores (up to four) take in turn: a busy core
/// holds up the picture by one band at most, as the others take the rest.
pub fn encode_png_indexed(img: &RgbImage, palette: &Palette) -> Vec<u8> {
    let rows = Rows::whole(img);
    let h = rows.height;
    let cores = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(4);
    let bands = (h / 64).clamp(1, 8);
    let next = AtomicUsize::new(0);
    let take_bands = || {
        let mut done = Vec::new();
        loop {
            let i = next.fetch_add(1, Ordering::Relaxed);
            if i >= bands {
                return done;
            }
            let band = i * h / bands..(i + 1) * h / bands;
            done.push((i, palette.band(rows, band, i + 1 == bands)));
        }
    };
    let parts = std::thread::scope(|s| {
        let take_bands = &take_bands;
        let others: Vec<_> = (1..cores.min(bands)).map(|_| s.spawn(take_bands)).collect();
        let mut parts = take_bands();
        for other in others {
            parts.extend(
                other
                    .join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic)),
            );
        }
        parts
    });
    png_file(palette, (rows.width, h), parts)
}

/// The PNG file of a picture of `size` from its bands, numbered top to bottom, in any order.
pub(super) fn png_file(
    palette: &Palette,
    (w, h): (usize, usize),
    mut parts: Vec<(usize, Band)>,
) -> Vec<u8> {
    parts.sort_by_key(|(i, _)| *i);
    // A zlib stream: deflate with a 32 KB window, no dictionary; the blocks; the checksum.
    let mut zlib = vec![0x78, 0x01];
    let mut adler = 1;
    for (_, band) in &parts {
        zlib.extend_from_slice(&band.block);
        adler = adler_join(adler, band.adler, band.bytes);
    }
    zlib.extend_from_slice(&adler.to_be_bytes());
    let mut header = Vec::with_capacity(13);
    header.extend_from_slice(&(w as u32).to_be_bytes());
    header.extend_from_slice(&(h as u32).to_be_bytes());
    // 8 bits a pixel, indexed colour, deflate, adaptive filters, no interlacing.
    header.extend_from_slice(&[8, 3, 0, 0, 0]);
    let plte: Vec<u8> = palette.colours.iter().flat_map(|c| c.0).collect();
    let mut out = Vec::with_capacity(zlib.len() + plte.len() + 64);
    out.extend_from_slice(b"\x89PNG\r\n\x1a\n");
    for (kind, data) in [
        (b"IHDR", &header),
        (b"PLTE", &plte),
        (b"IDAT", &zlib),
        (b"IEND", &Vec::new()),
    ] {
        chunk(&mut out, kind, data);
    }
    out
}

/// Appends a PNG chunk: its length, kind, data and their CRC.
fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    out.extend_from_slice(&(data.len() as u32).to_be_bytes());
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    let mut crc = crc32fast::Hasher::new();
    crc.update(kind);
    crc.update(data);
    out.extend_from_slice(&crc.finalize().to_be_bytes());
}

/// The Adler-32 checksum of two pieces of data from the checksums of each and the second's
/// length: the first sum adds up (less the second's starting 1), and each of the second's
/// running sums carries the first's sum less 1.
fn adler_join(first: u32, second: u32, second_len: usize) -> u32 {
    const MOD: u64 = 65521;
    let (a1, b1) = (u64::from(first & 0xFFFF), u64::from(first >> 16));
    let (a2, b2) = (u64::from(second & 0xFFFF), u64::from(second >> 16));
    let a = (a1 + a2 + MOD - 1) % MOD;
    let b = (b1 + b2 + (second_len as u64 % MOD) * ((a1 + MOD - 1) % MOD)) % MOD;
    (b << 16 | a) as u32
}

/// The filter every row gets: Paeth, as a filter byte then each index less its prediction.
const PAETH: u8 = 4;

/// Filters `row` (with `above`, the row before it, zeros for the first) into `out`, which is
/// one byte longer for the filter byte.
fn filter(row: &[u8], above: &[u8], out: &mut [u8]) {
    out[0] = PAETH;
    filter_span(row, above, out, 0..row.len());
}

/// Filters a row of a picture drawn on a base into `out`: the base's filtered bytes
/// (`base_filtered`), filtered again wherever they can have changed; the byte ranges left as
/// the base's are listed in `same`.
/// A pixel's filtered byte depends on it, its left neighbour and the two above them, so a
/// piece is filtered again when it changed, or the last pixel of the piece left of it, in its
/// row or the one above.
fn filter_changes(
    (row, above): (&[u8], &[u8]),
    base_filtered: &[u8],
    (changed, changed_above): (&[u8], &[u8]),
    out: &mut [u8],
    same: &mut Vec<Range<usize>>,
) {
    out.copy_from_slice(base_filtered);
    same.clear();
    let w = row.len();
    for (p, x) in (0..w).step_by(PIECE).enumerate() {
        let end = (x + PIECE).min(w);
        let stale = |p: usize, what: u8| (changed[p] | changed_above[p]) & what != 0;
        if stale(p, CHANGED) || (p > 0 && stale(p - 1, LAST_CHANGED)) {
            filter_span(row, above, out, x..end);
            continue;
        }
        // The filter byte goes with the first piece.
        let start = if x == 0 { 0 } else { x + 1 };
        match same.last_mut() {
            Some(last) if last.end == start => last.end = end + 1,
            _ => same.push(start..end + 1),
        }
    }
}

/// Filters pixels `span` of `row` into `out` (shifted by the filter byte).
///
/// Most of a board picture repeats the row above: where a stretch and the pixel left of it
/// equal the row above, every prediction is the pixel above and the filtered bytes are zeros,
/// found by one comparison instead of sixteen predictions.
fn filter_span(row: &[u8], above: &[u8], out: &mut [u8], span: Range<usize>) {
    const CHUNK: usize = 16;
    let (mut i, n) = (span.start, span.end);
    if i == 0 {
        let Some(&first) = row.first() else {
            return;
        };
        // The first pixel has no left or corner neighbour (zeros), which makes its prediction
        // the pixel above.
        out[1] = first.wrapping_sub(above[0]);
        i = 1;
    }
    while i < n {
        let end = (i + CHUNK).min(n);
        let stretch = |r: &[u8]| <[u8; CHUNK + 1]>::try_from(&r[i - 1..end]).ok();
        let same = stretch(row).is_some_and(|r| Some(r) == stretch(above));
        if same {
            *<&mut [u8; CHUNK]>::try_from(&mut out[i + 1..=end]).expect("a whole stretch") =
                [0; CHUNK];
        } else {
            paeth(&row[i - 1..end], &above[i - 1..end], &mut out[i + 1..=end]);
        }
        i = end;
    }
}

/// Paeth predictions for `row[1..]`, each from its left, upper and upper-left neighbours (the
/// slices start one pixel early for them); four slices of one length, so the loop vectorises.
fn paeth(row: &[u8], above: &[u8], out: &mut [u8]) {
    let n = row.len();
    let (x, left, up, corner) = (&row[1..n], &row[..n - 1], &above[1..n], &above[..n - 1]);
    let out = &mut out[..n - 1];
    for i in 0..n - 1 {
        let (a, b, c) = (i16::from(left[i]), i16::from(up[i]), i16::from(corner[i]));
        let pa = (b - c).abs();
        let pb = (a - c).abs();
        let pc = (a + b - 2 * c).abs();
        let prediction = if pa <= pb && pa <= pc {
            left[i]
        } else if pb <= pc {
            up[i]
        } else {
            corner[i]
        };
        out[i] = x[i].wrapping_sub(prediction);
    }
}

/// The filtered rows of a picture's indices, each with its filter byte.
fn filtered_rows(w: usize, indices: &[u8]) -> Vec<Vec<u8>> {
    let zeros = vec![0u8; w];
    let mut above: &[u8] = &zeros;
    indices
        .chunks(w.max(1))
        .map(|row| {
            let mut out = vec![0u8; w + 1];
            filter(row, above, &mut out);
            above = row;
            out
        })
        .collect()
}

/// The pixels a PNG decodes to.
#[cfg(test)]
pub(crate) fn decoded(png: &[u8]) -> RgbImage {
    image::load_from_memory_with_format(png, image::ImageFormat::Png)
        .expect("our PNG decodes")
        .to_rgb8()
}

/// Checks that `png` decodes to `img` in a palette's way: every pixel of a `flat` colour exact,
/// antialiased shades moved on average by a step too small to see and only a handful of edge
/// pixels by more than 24 of 255. Panics with what is wrong.
#[cfg(test)]
pub(crate) fn assert_faithful(img: &RgbImage, png: &[u8], flat: &[Rgb<u8>]) {
    let back = image::load_from_memory_with_format(png, image::ImageFormat::Png)
        .expect("our PNG decodes")
        .to_rgb8();
    assert_eq!(back.dimensions(), img.dimensions());
    let (mut moved, mut far) = (0u64, 0u64);
    for (a, b) in img.pixels().zip(back.pixels()) {
        if flat.contains(a) {
            assert_eq!(a, b, "a flat colour changed");
        }
        let d = (0..3)
            .map(|i| (a.0[i] as i32 - b.0[i] as i32).abs())
            .max()
            .unwrap_or(0);
        moved += d as u64;
        far += u64::from(d > 24);
    }
    let n = u64::from(img.width() * img.height());
    assert!(moved * 2 < n, "mean shift {}", moved as f64 / n as f64);
    assert!(far * 250 < n, "{far} of {n} pixels moved by more than 24");
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::paint::{Canvas, fill_circle, rgb};

    #[test]
    fn a_palette_keeps_its_required_colours_exactly() {
        let required = [rgb(0x8DBFD9), rgb(0x8CBEDA), rgb(0x1A1A1A), rgb(0xFFFFFF)];
        let mut img = RgbImage::from_pixel(64, 64, rgb(0x8DBFD9));
        for x in 0..64 {
            // A ramp from ink to white: the edge shades the palette should pick up.
            let v = (x * 4) as u8;
            img.put_pixel(x, 0, Rgb([v, v, v]));
        }
        let pal = Palette::new(&required, &[&img], 256);
        assert!(pal.colours.len() <= 256);
        // The first two share a bin: the first listed keeps it.
        let idx = |c: Rgb<u8>| pal.lookup(bin(c.0[0], c.0[1], c.0[2])) as usize;
        assert_eq!(pal.colours[idx(rgb(0x8DBFD9))], rgb(0x8DBFD9));
        for c in [rgb(0x1A1A1A), rgb(0xFFFFFF)] {
            assert_eq!(pal.colours[idx(c)], c);
        }
        // A palette with a base gives the same indices, quicker.
        let based = Palette::new(&required, &[&img], 256).with_base(&Base::new(img.clone()));
        let mut other = img.clone();
        other.put_pixel(63, 63, rgb(0x1A1A1A));
        assert_eq!(based.indices(&other), pal.indices(&other));
        // A shade between ink and white lands near itself.
        let grey = pal.colours[idx(rgb(0x808080))];
        assert!((grey.0[0] as i32 - 0x80).abs() <= 8, "{grey:?}");
    }

    #[test]
    fn a_picture_of_many_bands_decodes_to_its_pixels() {
        // Tall enough for eight bands; circles, stripes and a noisy corner in 200 colours.
        let colours: Vec<Rgb<u8>> = (0..200u32)
            .map(|i| rgb(0x10_20_30 + i * 0x01_03_07))
            .collect();
        let mut img = RgbImage::from_pixel(301, 777, colours[0]);
        for (i, &c) in colours.iter().enumerate().skip(1).take(40) {
            let i = i as f32;
            fill_circle(
                &mut Canvas::new(&mut img),
                7.0 * i,
                19.0 * i,
                6.0 + i / 3.0,
                c,
            );
        }
        for y in 600..777 {
            for x in 0..301 {
                img.put_pixel(x, y, colours[((x * 7 + y * 13) % 200) as usize]);
            }
        }
        let pal =
            Palette::new(&colours, &[&img], 256).with_base(&Base::new(RgbImage::new(301, 777)));
        let png = encode_png_indexed(&img, &pal);
        let back = image::load_from_memory(&png).unwrap().to_rgb8();
        let lookup = |c: &Rgb<u8>| pal.colours[pal.lookup(bin(c.0[0], c.0[1], c.0[2])) as usize];
        let expected = RgbImage::from_fn(301, 777, |x, y| lookup(img.get_pixel(x, y)));
        assert_eq!(back, expected);
        // The flat colours come back exactly.
        assert_eq!(*back.get_pixel(300, 0), colours[0]);
        assert_eq!(*back.get_pixel(5, 700), img.get_pixel(5, 700).to_owned());
    }

    #[test]
    fn joined_checksums_are_the_checksum_of_the_whole() {
        let data: Vec<u8> = (0..200_000u32)
            .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
            .collect();
        let sum = |d: &[u8]| {
            let mut a = simd_adler32::Adler32::new();
            a.write(d);
            a.finish()
        };
        for cut in [0, 1, 5_551, 65_521, 199_999] {
            let (a, b) = data.split_at(cut);
            assert_eq!(
                adler_join(sum(a), sum(b), b.len()),
                sum(&data),
                "cut at {cut}"
            );
        }
    }

    #[test]
    fn an_indexed_png_decodes_to_the_palette_colours() {
        let mut img = RgbImage::from_pixel(40, 30, rgb(0xF5EFDC));
        fill_circle(&mut Canvas::new(&mut img), 20.0, 15.0, 10.0, rgb(0xD55E00));
        let pal = Palette::new(&[rgb(0xF5EFDC), rgb(0xD55E00)], &[&img], 256);
        let png = encode_png_indexed(&img, &pal);
        let back = image::load_from_memory(&png).unwrap().to_rgb8();
        assert_eq!(back.dimensions(), (40, 30));
        assert_eq!(*back.get_pixel(0, 0), rgb(0xF5EFDC));
        assert_eq!(*back.get_pixel(20, 15), rgb(0xD55E00));
        // Fewer than 256 colours in the picture: every pixel comes back exactly.
        assert_eq!(back, img);
    }
}
