//! How the pictures' PNGs are compressed, chosen by measurement: the quickest setting whose
//! file of each game's busy sample is within 15 % of the size the pictures had before the png
//! crate wrote them (the render crate's own deflate, issue 40). fdeflate is that setting for
//! all three games (with the png crate's adaptive row filters), so every picture uses it.
//!
//! `cargo test --release -p nusantara-render --lib compression -- --ignored --nocapture` prints
//! every setting's time and size for each game, and checks the choice.

use std::time::{Duration, Instant};

use image::RgbImage;
use png::DeflateCompression;

use crate::paint::{Palette, write_png};
use crate::{festivals, indies, indonesia};

/// The settings tried: fdeflate, then flate2's levels.
const SETTINGS: [DeflateCompression; 7] = [
    DeflateCompression::FdeflateUltraFast,
    DeflateCompression::Level(1),
    DeflateCompression::Level(2),
    DeflateCompression::Level(3),
    DeflateCompression::Level(4),
    DeflateCompression::Level(5),
    DeflateCompression::Level(6),
];

/// The median time of encoding `img` in `palette` with `deflate`, and the file's size.
fn measure(img: &RgbImage, palette: &Palette, deflate: DeflateCompression) -> (Duration, usize) {
    let indices = palette.indices(img);
    let mut times = Vec::new();
    let mut size = 0;
    for _ in 0..21 {
        let t0 = Instant::now();
        size = write_png(palette.colours(), img.dimensions(), &[&indices], deflate).len();
        times.push(t0.elapsed());
    }
    times.sort();
    (times[times.len() / 2], size)
}

#[test]
#[ignore = "a measurement, for a release build"]
fn fdeflate_is_the_quickest_setting_that_keeps_each_file_small() {
    // The game, its busy sample, its palette, and the size before, in bytes.
    let games: [(&str, RgbImage, &Palette, usize); 3] = [
        (
            "festivals",
            festivals::draw(&festivals::sample()),
            festivals::palette(),
            95 * 1024,
        ),
        (
            "indonesia",
            indonesia::draw(&indonesia::sample()),
            indonesia::palette(),
            241 * 1024,
        ),
        (
            "indies",
            indies::draw(&indies::sample()),
            indies::palette(),
            171 * 1024,
        ),
    ];
    for (name, img, palette, before) in games {
        let limit = before * 115 / 100;
        let mut quickest: Option<(Duration, DeflateCompression)> = None;
        for deflate in SETTINGS {
            let (time, size) = measure(&img, palette, deflate);
            println!(
                "{name:<10} {:<18} {:>6.2} ms {:>4} KB",
                format!("{deflate:?}"),
                time.as_secs_f64() * 1e3,
                size / 1024
            );
            if size <= limit && quickest.is_none_or(|(t, _)| time < t) {
                quickest = Some((time, deflate));
            }
        }
        let (_, size) = measure(&img, palette, DeflateCompression::FdeflateUltraFast);
        assert!(size <= limit, "{name}: fdeflate makes {size} bytes");
        let (_, best) = quickest.expect("a setting keeps the file small");
        println!("{name}: the quickest small enough here: {best:?}");
    }
}
