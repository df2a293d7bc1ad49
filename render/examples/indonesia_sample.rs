//! Writes the sample Indonesia board (late game, era C, five players, a shipping plan) to a PNG,
//! to look at while working on the picture.
//!
//! `cargo run --release -p nusantara-render --example indonesia_sample -- out.png [--time]`
//! With `--time`, also reports how long the first picture takes (the static map is drawn then,
//! once per process) and the p50 and p99 of drawing plus PNG encoding over 300 runs.

use std::time::{Duration, Instant};

use nusantara_render::indonesia::{self, encode_png};

fn main() {
    let mut args = std::env::args().skip(1);
    let path = args
        .next()
        .unwrap_or_else(|| "indonesia_sample.png".to_string());
    let time = args.any(|a| a == "--time");
    let picture = indonesia::sample();
    let t0 = Instant::now();
    let png = encode_png(&indonesia::draw(&picture));
    let first = t0.elapsed();
    std::fs::write(&path, &png).expect("write the PNG");
    println!("wrote {path} ({} bytes)", png.len());
    if time {
        let runs = 300;
        let (mut draws, mut encodes, mut totals) = (Vec::new(), Vec::new(), Vec::new());
        for _ in 0..runs {
            let t0 = Instant::now();
            let img = indonesia::draw(&picture);
            let t1 = Instant::now();
            let png = encode_png(&img);
            let t2 = Instant::now();
            std::hint::black_box(png);
            draws.push(t1 - t0);
            encodes.push(t2 - t1);
            totals.push(t2 - t0);
        }
        let ms = |d: Duration| d.as_secs_f64() * 1e3;
        let pct = |mut v: Vec<Duration>, q: f64| {
            v.sort();
            v[((v.len() - 1) as f64 * q).round() as usize]
        };
        println!("first picture (draws the static map): {:.1} ms", ms(first));
        println!(
            "{runs} runs: draw p50 {:.2} ms, encode p50 {:.2} ms; draw + encode p50 {:.2} ms, p99 {:.2} ms, worst {:.2} ms",
            ms(pct(draws, 0.5)),
            ms(pct(encodes, 0.5)),
            ms(pct(totals.clone(), 0.5)),
            ms(pct(totals.clone(), 0.99)),
            ms(pct(totals, 1.0)),
        );
    }
}
