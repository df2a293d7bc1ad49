//! Writes the sample East Indies picture (1605, five companies, a crowded Java) to a PNG, to look
//! at while working on the picture.
//!
//! `cargo run --release -p nusantara-render --example indies_sample -- out.png [--crowded]
//! [--opening] [--over] [--crop X,Y,W,H] [--width W]`: `--crowded` draws the overfull test
//! picture instead,
//! `--opening` the first order round of a game; `--over`
//! shows the sample as if the game had ended, with scores; `--crop` writes only that part of the
//! picture, to look at details at full size; `--width` scales it down to W px wide, as a phone
//! shows it (800 px), to check that every name and counter stays readable.

use nusantara_render::indies;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let path = args
        .first()
        .cloned()
        .unwrap_or_else(|| "indies_sample.png".to_string());
    let picture = if args.iter().any(|a| a == "--crowded") {
        indies::crowded()
    } else if args.iter().any(|a| a == "--opening") {
        indies::opening()
    } else {
        indies::sample()
    };
    let mut picture = picture;
    if args.iter().any(|a| a == "--over") {
        picture.year = picture.last_year;
        picture.phase = "Game over".to_string();
        picture.status = "the Netherlands win with 337".to_string();
        for c in &mut picture.companies {
            c.sealed = None;
            c.score = Some(c.treasury + 10 * (c.seat as u32 + 2));
        }
        picture.companies[1].score = Some(337);
    }
    let mut img = indies::draw(&picture);
    if let Some(k) = args.iter().position(|a| a == "--crop") {
        let v: Vec<u32> = args
            .get(k + 1)
            .map(|s| s.split(',').filter_map(|n| n.parse().ok()).collect())
            .unwrap_or_default();
        let [x, y, w, h] = v[..] else {
            panic!("--crop X,Y,W,H");
        };
        img = image::imageops::crop_imm(&img, x, y, w, h).to_image();
    }
    if let Some(k) = args.iter().position(|a| a == "--width") {
        let w: u32 = args
            .get(k + 1)
            .and_then(|s| s.parse().ok())
            .expect("--width W");
        let h = img.height() * w / img.width();
        img = image::imageops::resize(&img, w, h, image::imageops::FilterType::Triangle);
    }
    let png = indies::encode_png(&img);
    std::fs::write(&path, &png).expect("write the PNG");
    println!("wrote {path} ({} bytes)", png.len());
}
