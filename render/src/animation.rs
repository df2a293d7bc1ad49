//! A game's replay as an animated GIF: one frame per visible change of the board. Discord shows
//! GIFs animated in the channel (APNG attachments stay still there), and a whole game has to fit
//! its 10 MiB upload limit. Frames are drawn one at a time and written at once, so a game's
//! frames never sit in memory together; all share one palette; every frame after the first
//! stores only the rectangle that changed, its unchanged pixels transparent (runs of one index
//! that cost next to nothing). A replay too big is drawn at half size, then with fewer frames.

use crate::paint::Palette;
use image::RgbImage;
use image::imageops::{self, FilterType};

/// Discord's upload limit for an attachment (10 MiB).
pub const LIMIT: usize = 10 * 1024 * 1024;

/// How long the last frame, the board as it stands, is held before the replay loops.
const HOLD_LAST_MS: u32 = 4000;

/// Encodes the `count` frames that `frame(i)` draws (all of one size) as a looping GIF, each
/// shown `delay_ms` and the last held longer. The palette comes from the first and last frames.
/// Fits [`LIMIT`]: a replay over it is drawn at half size, then thinned to every other change
/// (the first and last frames always kept), until it fits. Empty for no frames.
pub fn encode_animation(count: usize, frame: impl Fn(usize) -> RgbImage, delay_ms: u32) -> Vec<u8> {
    if count == 0 {
        return Vec::new();
    }
    let first = frame(0);
    let last = (count > 1).then(|| frame(count - 1));
    let (mut half, mut step) = (false, 1);
    loop {
        let shown: Vec<usize> = (0..count)
            .filter(|i| i % step == 0 || *i == count - 1)
            .collect();
        // The first and last frames are drawn once for all attempts.
        let draw = |i: usize| {
            let whole = match (i, &last) {
                (0, _) => None,
                (i, Some(l)) if i == count - 1 => Some(l),
                _ => return shrink(frame(i), half),
            };
            shrink(whole.unwrap_or(&first).clone(), half)
        };
        let gif = encode(&shown, draw, delay_ms);
        if gif.len() <= LIMIT || shown.len() <= 1 {
            return gif;
        }
        if !half && first.width() >= 800 {
            half = true;
        } else {
            step *= 2;
        }
    }
}

/// The frame at half size when `half`.
fn shrink(frame: RgbImage, half: bool) -> RgbImage {
    if !half {
        return frame;
    }
    let (w, h) = (frame.width() / 2, frame.height() / 2);
    imageops::resize(&frame, w.max(1), h.max(1), FilterType::Triangle)
}

/// A frame waiting to be written: it is written once the next different frame (or the end)
/// says how long it is shown.
struct Pending {
    left: u32,
    top: u32,
    width: u32,
    height: u32,
    /// The rectangle's palette indices, row by row.
    buffer: Vec<u8>,
    /// Whether `buffer` uses the transparent index.
    transparent: bool,
    ms: u32,
}

/// One encoding pass over the frames `shown` (indices for `draw`): a palette of 255 colours from
/// the first and last, the 256th index kept for "unchanged". Frames that change nothing are
/// merged into the one before. Compressing a frame (LZW) costs more than drawing it, so a
/// second thread compresses and writes the frames, in order, while this one draws the next.
/// Empty when the GIF cannot be written.
fn encode(shown: &[usize], draw: impl Fn(usize) -> RgbImage, delay_ms: u32) -> Vec<u8> {
    let (Some(&a), Some(&z)) = (shown.first(), shown.last()) else {
        return Vec::new();
    };
    let first = draw(a);
    let palette = {
        let last = if z == a { first.clone() } else { draw(z) };
        Palette::new(&[], &[&first, &last], 255)
    };
    let unchanged = palette.colours().len() as u8;
    let (w, h) = (first.width(), first.height());
    let mut colours: Vec<u8> = palette.colours().iter().flat_map(|c| c.0).collect();
    colours.extend([0, 0, 0]);
    std::thread::scope(|scope| {
        // A few frames may wait for the writer: each holds at most one picture's indices.
        let (send, frames) = std::sync::mpsc::sync_channel::<Pending>(4);
        let writer = scope.spawn(move || write_all(frames, (w, h), &colours, unchanged));
        let mut before = palette.indices(&first);
        let mut pending = Pending {
            left: 0,
            top: 0,
            width: w,
            height: h,
            buffer: before.clone(),
            transparent: false,
            ms: delay_ms,
        };
        for &i in &shown[1..] {
            let f = draw(i);
            if f.dimensions() != (w, h) {
                continue;
            }
            let now = palette.indices(&f);
            if now == before {
                pending.ms += delay_ms;
                continue;
            }
            let next = change(&before, &now, w, h, unchanged, delay_ms);
            if send.send(std::mem::replace(&mut pending, next)).is_err() {
                // The writer failed and stopped: its answer says so.
                break;
            }
            before = now;
        }
        pending.ms = pending.ms.max(HOLD_LAST_MS);
        let _ = send.send(pending);
        drop(send);
        writer.join().ok().flatten().unwrap_or_default()
    })
}

/// Writes the GIF of the frames as they come; `None` when one cannot be written.
fn write_all(
    frames: std::sync::mpsc::Receiver<Pending>,
    (w, h): (u32, u32),
    colours: &[u8],
    unchanged: u8,
) -> Option<Vec<u8>> {
    let mut out = Vec::new();
    let mut encoder = gif::Encoder::new(&mut out, w as u16, h as u16, colours).ok()?;
    encoder.set_repeat(gif::Repeat::Infinite).ok()?;
    for f in frames {
        write(&mut encoder, &f, unchanged).ok()?;
    }
    drop(encoder);
    Some(out)
}

/// The frame that turns `before` into `now`: the rectangle holding every index that differs,
/// those that do not marked `unchanged`.
fn change(before: &[u8], now: &[u8], w: u32, h: u32, unchanged: u8, ms: u32) -> Pending {
    let (left, top, width, height) = changed(before, now, w, h);
    let mut buffer = Vec::with_capacity((width * height) as usize);
    for y in top..top + height {
        let row = (y * w + left) as usize..(y * w + left + width) as usize;
        let pairs = before[row.clone()].iter().zip(&now[row]);
        buffer.extend(pairs.map(|(&b, &n)| if b == n { unchanged } else { n }));
    }
    Pending {
        left,
        top,
        width,
        height,
        buffer,
        transparent: true,
        ms,
    }
}

/// Writes a frame, kept on screen under the next one.
fn write(
    encoder: &mut gif::Encoder<&mut Vec<u8>>,
    f: &Pending,
    unchanged: u8,
) -> Result<(), gif::EncodingError> {
    encoder.write_frame(&gif::Frame {
        delay: (f.ms / 10).min(u32::from(u16::MAX)) as u16,
        dispose: gif::DisposalMethod::Keep,
        transparent: f.transparent.then_some(unchanged),
        left: f.left as u16,
        top: f.top as u16,
        width: f.width as u16,
        height: f.height as u16,
        buffer: f.buffer.as_slice().into(),
        ..gif::Frame::default()
    })
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

    /// Every frame as a viewer shows it (rectangles painted over the canvas, transparent
    /// pixels leaving it as it was), with its delay and its rectangle's size.
    fn play(gif: &[u8], (w, h): (usize, usize)) -> Vec<(Vec<u8>, u16, (u16, u16))> {
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::RGBA);
        let mut decoder = options.read_info(gif).unwrap();
        let mut canvas = vec![0u8; w * h * 4];
        let mut seen = Vec::new();
        while let Some(f) = decoder.read_next_frame().unwrap() {
            for y in 0..f.height as usize {
                for x in 0..f.width as usize {
                    let from = (y * f.width as usize + x) * 4;
                    let to = ((y + f.top as usize) * w + x + f.left as usize) * 4;
                    if f.buffer[from + 3] != 0 {
                        canvas[to..to + 4].copy_from_slice(&f.buffer[from..from + 4]);
                    }
                }
            }
            seen.push((canvas.clone(), f.delay, (f.width, f.height)));
        }
        seen
    }

    #[test]
    fn frames_decode_to_the_boards_in_order() {
        let frames = [
            board(&[]),
            board(&[(10, 10)]),
            board(&[(10, 10), (150, 60)]),
        ];
        let gif = encode_animation(frames.len(), |i| frames[i].clone(), 500);
        let seen = play(&gif, (200, 100));
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
    fn unchanged_pixels_inside_the_changed_rectangle_are_transparent() {
        let frames = [board(&[]), board(&[(0, 0), (190, 90)])];
        let gif = encode_animation(frames.len(), |i| frames[i].clone(), 500);
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::Indexed);
        let mut decoder = options.read_info(gif.as_slice()).unwrap();
        decoder.read_next_frame().unwrap();
        let f = decoder.read_next_frame().unwrap().unwrap();
        assert_eq!((f.width, f.height), (200, 100));
        let see_through = f.transparent.expect("a transparent index");
        let clear = f.buffer.iter().filter(|&&i| i == see_through).count();
        assert_eq!(clear, 200 * 100 - 2 * 10 * 10);
        assert_eq!(play(&gif, (200, 100))[1].0, {
            let mut rgba = Vec::new();
            for p in frames[1].pixels() {
                rgba.extend([p.0[0], p.0[1], p.0[2], 255]);
            }
            rgba
        });
    }

    #[test]
    fn unchanged_frames_merge_and_nothing_is_empty() {
        assert!(encode_animation(0, |_| board(&[]), 500).is_empty());
        let same = [board(&[]), board(&[]), board(&[(0, 0)])];
        let gif = encode_animation(same.len(), |i| same[i].clone(), 500);
        let delays: Vec<u16> = play(&gif, (200, 100)).iter().map(|f| f.1).collect();
        assert_eq!(delays, vec![100, 400]);
    }

    #[test]
    fn a_replay_over_the_limit_is_made_to_fit() {
        // Noise compresses badly: 30 frames of 1000 x 1000 noise are far over 10 MiB.
        let noise = |i: usize| {
            let mut seed = 1 + i as u32;
            RgbImage::from_fn(1000, 1000, |_, _| {
                seed ^= seed << 13;
                seed ^= seed >> 17;
                seed ^= seed << 5;
                Rgb([seed as u8, (seed >> 8) as u8, (seed >> 16) as u8])
            })
        };
        let gif = encode_animation(30, noise, 500);
        assert!(gif.len() <= LIMIT, "{} bytes", gif.len());
        let decoder = gif::DecodeOptions::new().read_info(gif.as_slice()).unwrap();
        assert_eq!((decoder.width(), decoder.height()), (500, 500));
        assert!(play(&gif, (500, 500)).len() > 1);
    }
}
