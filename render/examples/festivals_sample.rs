//! Writes the sample Festivals board to a PNG, to look at while working on the picture.
//!
//! `cargo run --release -p nusantara-render --example festivals_sample -- out.png [--time] [--phone]`
//! With `--time`, also reports how long drawing and encoding take; with `--phone`, also writes
//! the picture as a phone shows it, 400 px wide (`out-400.png`).

use std::time::{Duration, Instant};

use nusantara_render::festivals::{self, encode_png};

fn main() {
    let mut args = std::env::args().skip(1);
    let path = args
        .next()
        .unwrap_or_else(|| "festivals_sample.png".to_string());
    let flags: Vec<String> = args.collect();
    let time = flags.iter().any(|a| a == "--time");
    let picture = festivals::sample();
    let img = festivals::draw(&picture);
    let png = encode_png(&img);
    std::fs::write(&path, &png).expect("write the PNG");
    println!("wrote {path} ({} bytes)", png.len());
    if flags.iter().any(|a| a == "--phone") {
        let height = img.height() * 400 / img.width();
        let small =
            image::imageops::resize(&img, 400, height, image::imageops::FilterType::Triangle);
        let phone = path.replace(".png", "-400.png");
        std::fs::write(&phone, encode_png(&small)).expect("write the PNG");
        println!("wrote {phone}");
    }
    if time {
        let runs = 100u32;
        let (mut draw, mut encode) = (Duration::ZERO, Duration::ZERO);
        let mut worst = Duration::ZERO;
        for _ in 0..runs {
            let t0 = Instant::now();
            let img = festivals::draw(&picture);
            let t1 = Instant::now();
            let png = encode_png(&img);
            let t2 = Instant::now();
            std::hint::black_box(png);
            draw += t1 - t0;
            encode += t2 - t1;
            worst = worst.max(t2 - t0);
        }
        println!(
            "{runs} runs: draw {:.2} ms, encode {:.2} ms, total {:.2} ms on average; worst {:.2} ms",
            draw.as_secs_f64() * 1e3 / runs as f64,
            encode.as_secs_f64() * 1e3 / runs as f64,
            (draw + encode).as_secs_f64() * 1e3 / runs as f64,
            worst.as_secs_f64() * 1e3,
        );
    }
}
