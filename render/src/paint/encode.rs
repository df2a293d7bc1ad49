//! PNG output: 8-bit indexed files in a [`Palette`] of the picture's flat colours and commonest
//! edge shades, written by the png crate.

use std::sync::atomic::{AtomicU16, Ordering};

use image::{Rgb, RgbImage};

/// A palette of at most 256 colours for 8-bit indexed PNGs, with a table from every colour
/// (6 bits a channel) to its nearest entry.
///
/// Pictures made of flat fills and antialiased edges between them use few colours: a palette
/// keeps every flat colour exactly and the commonest edge shades, and the file is well under
/// half the size of an RGB one. Build a palette once per kind of picture (it costs some
/// milliseconds) and keep it. The replay GIF is written in one too.
pub struct Palette {
    /// The colours in index order (see [`chain`]).
    colours: Vec<Rgb<u8>>,
    /// The colours as integers, for distances, in the order they were chosen (required first,
    /// then by frequency), which breaks ties between equally near entries; and each one's index.
    pal: Vec<([i32; 3], u8)>,
    /// Palette index for each colour bin `r >> 2, g >> 2, b >> 2`, found on first use
    /// (`UNSET` until then): a picture meets a few thousand of the 262,144 bins.
    lut: Vec<AtomicU16>,
}

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
        Palette { colours, pal, lut }
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

    /// The palette's colours, in index order.
    pub(crate) fn colours(&self) -> &[Rgb<u8>] {
        &self.colours
    }

    /// The palette index of every pixel of `img`, row by row.
    /// The two halves are done on two cores: on a large board it is a third of the encoding.
    pub(crate) fn indices(&self, img: &RgbImage) -> Vec<u8> {
        let px = img.as_raw();
        let mut out = vec![0u8; px.len() / 3];
        let half = out.len() / 2;
        let (top, bottom) = out.split_at_mut(half);
        let (top_px, bottom_px) = px.split_at(half * 3);
        std::thread::scope(|s| {
            s.spawn(|| self.quantise(bottom_px, bottom));
            self.quantise(top_px, top);
        });
        out
    }

    /// The palette index of each pixel of `px` (RGB bytes), into `out`. A board is mostly runs
    /// of one colour, so a pixel like the one before it reuses its index: the table's entries
    /// are scattered over half a megabyte, and a lookup per pixel was most of the encoding's time.
    fn quantise(&self, px: &[u8], out: &mut [u8]) {
        let (mut last, mut index) = (None, 0);
        for (p, o) in px.chunks_exact(3).zip(out.iter_mut()) {
            let colour = [p[0], p[1], p[2]];
            if last != Some(colour) {
                index = self.lookup(bin(p[0], p[1], p[2]));
                last = Some(colour);
            }
            *o = index;
        }
    }

    /// The PNG of a picture of `size` whose pixels have the palette indices given in `parts`,
    /// top to bottom, end to end.
    pub(super) fn png(&self, size: (u32, u32), parts: &[&[u8]]) -> Vec<u8> {
        write_png(
            &self.colours,
            size,
            parts,
            png::DeflateCompression::FdeflateUltraFast,
        )
    }
}

/// An 8-bit indexed PNG of `(width, height)` pixels in `colours`, its pixels' indices given in
/// `parts`, top to bottom, end to end: each row filtered by the png crate's adaptive choice
/// (mostly Paeth, as a board is mostly stretches that repeat the row above, which it makes
/// zeros; 2 to 5 % smaller files than Paeth on every row, for under a millisecond) and
/// compressed by `deflate`: the pictures use fdeflate (see crate::compression for why).
pub(crate) fn write_png(
    colours: &[Rgb<u8>],
    (width, height): (u32, u32),
    parts: &[&[u8]],
    deflate: png::DeflateCompression,
) -> Vec<u8> {
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, width, height);
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(colours.iter().flat_map(|c| c.0).collect::<Vec<u8>>());
    encoder.set_filter(png::Filter::Adaptive);
    encoder.set_deflate_compression(deflate);
    let whole;
    let indices = match parts {
        [one] => one,
        _ => {
            whole = parts.concat();
            &whole[..]
        }
    };
    // Into memory, writing fails only when the indices do not fill the picture: a mistake here.
    encoder
        .write_header()
        .and_then(|mut writer| {
            writer.write_image_data(indices)?;
            writer.finish()
        })
        .expect("the indices fill the picture");
    out
}

/// Encodes a picture as an 8-bit indexed PNG in `palette`'s colours: each pixel becomes its
/// nearest palette entry.
pub fn encode_png_indexed(img: &RgbImage, palette: &Palette) -> Vec<u8> {
    palette.png(img.dimensions(), &[&palette.indices(img)])
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
        // A shade between ink and white lands near itself.
        let grey = pal.colours[idx(rgb(0x808080))];
        assert!((grey.0[0] as i32 - 0x80).abs() <= 8, "{grey:?}");
    }

    #[test]
    fn a_picture_of_many_colours_decodes_to_its_palette_colours() {
        // Circles, stripes and a noisy corner in 200 colours.
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
        let lookup = |pal: &Palette, c: &Rgb<u8>| {
            pal.colours[pal.lookup(bin(c.0[0], c.0[1], c.0[2])) as usize]
        };
        let pal = Palette::new(&colours, &[&img], 256);
        for deflate in [
            png::DeflateCompression::FdeflateUltraFast,
            png::DeflateCompression::Level(1),
            png::DeflateCompression::Level(6),
        ] {
            let png = write_png(
                &pal.colours,
                img.dimensions(),
                &[&pal.indices(&img)],
                deflate,
            );
            let expected = RgbImage::from_fn(301, 777, |x, y| lookup(&pal, img.get_pixel(x, y)));
            assert_eq!(decoded(&png), expected, "{deflate:?}");
        }
        let back = decoded(&encode_png_indexed(
            &img,
            &Palette::new(&colours, &[&img], 256),
        ));
        // The flat colours come back exactly.
        assert_eq!(*back.get_pixel(300, 0), colours[0]);
        assert_eq!(*back.get_pixel(5, 700), img.get_pixel(5, 700).to_owned());
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
