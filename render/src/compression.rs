//! How each kind of picture's PNGs are compressed, chosen by measurement: the quickest setting
//! whose file of the busy sample is within 15 % of the size the pictures had before the png
//! crate wrote them (the render crate's own deflate, issue 40).
//!
//! `cargo test --release -p nusantara-render --lib compression -- --ignored --nocapture` prints
//! every setting's time and size for each game, and checks the chosen one.

use std::time::{Duration, Instant};

use image::RgbImage;

use crate::paint::{Compression, Palette, write_png};
use crate::{festivals, indies, indonesia};

/// The settings tried: fdeflate, then flate2's levels.
const SETTINGS: [Compression; 7] = [
    Compression::Fast,
    Compression::Level(1),
    Compression::Level(2),
    Compression::Level(3),
    Compression::Level(4),
    Compression::Level(5),
    Compression::Level(6),
];

/// The median time of encoding `img` in `palette` with `compression`, and the file's size.
fn measure(img: &RgbImage, palette: &Palette, compression: Compression) -> (Duration, usize) {
    let indices = palette.indices(img);
    let mut times = Vec::new();
    let mut size = 0;
    for _ in 0..21 {
        let t0 = Instant::now();
        size = write_png(
            palette.colours(),
            img.dimensions(),
            &[&indices],
            compression,
        )
        .len();
        times.push(t0.elapsed());
    }
    times.sort();
    (times[times.len() / 2], size)
}

#[test]
#[ignore = "a measurement, for a release build"]
fn each_picture_is_compressed_the_quickest_way_that_keeps_its_file_small() {
    // The game, its busy sample, its palette and setting, and the size before, in bytes.
    let games: [(&str, RgbImage, &Palette, Compression, usize); 3] = [
        (
            "festivals",
            festivals::draw(&festivals::sample()),
            festivals::palette(),
            festivals::COMPRESSION,
            95 * 1024,
        ),
        (
            "indonesia",
            indonesia::draw(&indonesia::sample()),
            indonesia::palette(),
            indonesia::COMPRESSION,
            241 * 1024,
        ),
        (
            "indies",
            indies::draw(&indies::sample()),
            indies::palette(),
            indies::COMPRESSION,
            171 * 1024,
        ),
    ];
    for (name, img, palette, chosen, before) in games {
        let limit = before * 115 / 100;
        let mut quickest: Option<(Duration, Compression)> = None;
        for compression in SETTINGS {
            let (time, size) = measure(&img, palette, compression);
            println!(
                "{name:<10} {:<10} {:>6.2} ms {:>4} KB",
                format!("{compression:?}"),
                time.as_secs_f64() * 1e3,
                size / 1024
            );
            if size <= limit && quickest.is_none_or(|(t, _)| time < t) {
                quickest = Some((time, compression));
            }
        }
        let (_, best) = quickest.expect("a setting keeps the file small");
        let (_, size) = measure(&img, palette, chosen);
        assert!(size <= limit, "{name}: {chosen:?} makes {size} bytes");
        println!("{name}: chose {chosen:?}, the quickest small enough here {best:?}");
    }
}
