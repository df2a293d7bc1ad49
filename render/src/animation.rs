//! A game's replay as an animated GIF: one frame per visible change of the board. Discord shows
//! GIFs animated in the channel (APNG attachments stay still there), and a whole game has to fit
//! its 8 MB upload limit: every frame after the first stores only the rectangle that changed,
//! all frames share one palette, and a replay too big is drawn smaller, then with fewer frames.

use crate::paint::Palette;
use image::RgbImage;
use image::imageops::{self, FilterType};

/// Discord's upload limit for a bot's attachment (8 MB).
pub const LIMIT: usize = 8 * 1024 * 1024;

/// How long the last frame, the board as it stands, is held before the replay loops.
const HOLD_LAST_MS: u32 = 4000;

/// Encodes `frames` (all of one size) as a looping GIF, each shown `delay_ms` and the last held
/// longer. Fits [`LIMIT`]: a replay over it is halved in size, then thinned to every other
/// change (the first and last frames always kept), until it fits. Empty for no frames.
pub fn encode_animation(frames: &[RgbImage], delay_ms: u32) -> Vec<u8> {
    let mut frames: Vec<RgbImage> = frames.to_vec();
    let mut halved = false;
    loop {
        let gif = encode(&frames, delay_ms);
        if gif.len() <= LIMIT || frames.len() <= 1 {
            return gif;
        }
        if !halved && frames[0].width() >= 800 {
            halved = true;
            frames = frames
                .iter()
                .map(|f| imageops::resize(f, f.width() / 2, f.height() / 2, FilterType::Triangle))
                .collect();
        } else {
            let last = frames.len() - 1;
            frames = frames
                .into_iter()
                .enumerate()
                .filter(|(i, _)| i % 2 == 0 || *i == last)
                .map(|(_, f)| f)
                .collect();
        }
    }
}

/// One encoding pass: a palette from the first and last frames, then each frame's changed
/// rectangle. Frames that change nothing are merged into the one before.
fn encode(frames: &[RgbImage], delay_ms: u32) -> Vec<u8> {
    let Some(first) = frames.first() else {
        return Vec::new();
    };
    let last = frames.last().unwrap_or(first);
    let palette = Palette::new(&[], &[first, last]).with_base(first);
    let (w, h) = (first.width(), first.height());
    let colours: Vec<u8> = palette.colours().iter().flat_map(|c| c.0).collect();
    let mut out = Vec::new();
    let Ok(mut encoder) = gif::Encoder::new(&mut out, w as u16, h as u16, &colours) else {
        return Vec::new();
    };
    if encoder.set_repeat(gif::Repeat::Infinite).is_err() {
        return Vec::new();
    }
    // Frames to write: the indices, and how long each is shown.
    let mut shown: Vec<(Vec<u8>, u32)> = Vec::new();
    for f in frames.iter().filter(|f| f.dimensions() == (w, h)) {
        let indices = palette.indices(f);
        match shown.last_mut() {
            Some((before, ms)) if *before == indices => *ms += delay_ms,
            _ => shown.push((indices, delay_ms)),
        }
    }
    if let Some((_, ms)) = shown.last_mut() {
        *ms = (*ms).max(HOLD_LAST_MS);
    }
    let mut before: Option<&[u8]> = None;
    for (indices, ms) in &shown {
        let (left, top, fw, fh) = match before {
            None => (0, 0, w, h),
            Some(b) => changed(b, indices, w, h),
        };
        let mut buffer = Vec::with_capacity((fw * fh) as usize);
        for y in top..top + fh {
            let row = (y * w + left) as usize;
            buffer.extend_from_slice(&indices[row..row + fw as usize]);
        }
        let frame = gif::Frame {
            delay: (ms / 10).min(u32::from(u16::MAX)) as u16,
            dispose: gif::DisposalMethod::Keep,
            left: left as u16,
            top: top as u16,
            width: fw as u16,
            height: fh as u16,
            buffer: buffer.into(),
            ..gif::Frame::default()
        };
        if encoder.write_frame(&frame).is_err() {
            return Vec::new();
        }
        before = Some(indices);
    }
    drop(encoder);
    out
}

/// The smallest rectangle (left, top, width, height) holding every pixel that differs; one
/// pixel when none does.
fn changed(a: &[u8], b: &[u8], w: u32, h: u32) -> (u32, u32, u32, u32) {
    let (mut x0, mut y0, mut x1, mut y1) = (w, h, 0, 0);
    for y in 0..h {
        let row = (y * w) as usize..((y + 1) * w) as usize;
        let (ra, rb) = (&a[row.clone()], &b[row]);
        if ra == rb {
            continue;
        }
        let first = ra.iter().zip(rb).position(|(p, q)| p != q).unwrap_or(0) as u32;
        let last = w
            - 1
            - ra.iter()
                .rev()
                .zip(rb.iter().rev())
                .position(|(p, q)| p != q)
                .unwrap_or(0) as u32;
        x0 = x0.min(first);
        x1 = x1.max(last);
        y0 = y0.min(y);
        y1 = y;
    }
    if x0 > x1 {
        return (0, 0, 1, 1);
    }
    (x0, y0, x1 - x0 + 1, y1 - y0 + 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::Rgb;

    fn board(marks: &[(u32, u32)]) -> RgbImage {
        let mut img = RgbImage::from_pixel(200, 100, Rgb([20, 90, 160]));
        for &(x, y) in marks {
            for dx in 0..10 {
                for dy in 0..10 {
                    img.put_pixel(x + dx, y + dy, Rgb([240, 200, 40]));
                }
            }
        }
        img
    }

    #[test]
    fn frames_decode_to_the_boards_in_order() {
        let frames = vec![
            board(&[]),
            board(&[(10, 10)]),
            board(&[(10, 10), (150, 60)]),
        ];
        let gif = encode_animation(&frames, 500);
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::RGBA);
        let mut decoder = options.read_info(gif.as_slice()).unwrap();
        let mut canvas = vec![0u8; 200 * 100 * 4];
        let mut seen = Vec::new();
        while let Some(f) = decoder.read_next_frame().unwrap() {
            // Paint the frame's rectangle on the canvas, as a viewer does.
            for y in 0..f.height as usize {
                for x in 0..f.width as usize {
                    let from = (y * f.width as usize + x) * 4;
                    let to = ((y + f.top as usize) * 200 + x + f.left as usize) * 4;
                    canvas[to..to + 4].copy_from_slice(&f.buffer[from..from + 4]);
                }
            }
            seen.push((canvas.clone(), f.delay, (f.width, f.height)));
        }
        assert_eq!(seen.len(), 3);
        for (k, (canvas, _, _)) in seen.iter().enumerate() {
            for (i, px) in frames[k].pixels().enumerate() {
                assert_eq!(&canvas[i * 4..i * 4 + 3], &px.0[..], "frame {k} pixel {i}");
            }
        }
        // Later frames carry only what changed; the last is held longer.
        assert_eq!(seen[1].2, (10, 10));
        assert_eq!(seen[1].1, 50);
        assert_eq!(seen[2].1, 400);
    }

    #[test]
    fn unchanged_frames_merge_and_nothing_is_empty() {
        assert!(encode_animation(&[], 500).is_empty());
        let same = vec![board(&[]), board(&[]), board(&[(0, 0)])];
        let gif = encode_animation(&same, 500);
        let mut decoder = gif::DecodeOptions::new().read_info(gif.as_slice()).unwrap();
        let mut delays = Vec::new();
        while let Some(f) = decoder.read_next_frame().unwrap() {
            delays.push(f.delay);
        }
        assert_eq!(delays, vec![100, 400]);
    }

    #[test]
    fn a_replay_over_the_limit_is_made_to_fit() {
        // Noise compresses badly: 30 frames of 1000 x 1000 noise are far over 8 MB.
        let mut seed = 1u32;
        let mut noise = || {
            RgbImage::from_fn(1000, 1000, |_, _| {
                seed ^= seed << 13;
                seed ^= seed >> 17;
                seed ^= seed << 5;
                Rgb([seed as u8, (seed >> 8) as u8, (seed >> 16) as u8])
            })
        };
        let frames: Vec<RgbImage> = (0..30).map(|_| noise()).collect();
        let gif = encode_animation(&frames, 500);
        assert!(gif.len() <= LIMIT, "{} bytes", gif.len());
        assert!(!gif.is_empty());
    }
}
