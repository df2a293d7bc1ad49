//! Writes the sample Indonesia board to a PNG, to look at while working on the picture.
//!
//! `cargo run --release -p nusantara-render --example indonesia_sample -- out.png [--time]`
//! With `--time`, also reports how long drawing and encoding take.

use std::time::{Duration, Instant};

use nusantara_render::{encode_png, indonesia};

fn main() {
    let mut args = std::env::args().skip(1);
    let path = args
        .next()
        .unwrap_or_else(|| "indonesia_sample.png".to_string());
    let time = args.any(|a| a == "--time");
    let picture = indonesia::sample();
    let png = encode_png(&indonesia::draw(&picture));
    std::fs::write(&path, &png).expect("write the PNG");
    println!("wrote {path} ({} bytes)", png.len());
    if time {
        let runs = 100u32;
        let (mut draw, mut encode) = (Duration::ZERO, Duration::ZERO);
        let mut worst = Duration::ZERO;
        for _ in 0..runs {
            let t0 = Instant::now();
            let img = indonesia::draw(&picture);
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
