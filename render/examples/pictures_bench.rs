//! Times drawing and encoding each game's busy sample picture, draw and encode apart, and the
//! two together as the table makes its pictures (`png`): the quick loop for work on the
//! pictures (`nusantara bench` gives the figures of record). Under `taskset -c 0` a picture is
//! drawn on one core, in one band: the figure the two bands are measured against.
//!
//! `cargo run --release -p nusantara-render --example pictures_bench -- [samples] [out-dir] [game]`
//! (300 samples by default); with an out-dir (`-` for none), also writes each sample's PNG
//! there, and the drawing before encoding as `<game>-rgb.png` (to compare pixels with
//! `same_pixels`); with a game's name, times that game's picture only. `replay` as the name
//! times the replay animation of 240 Indonesia pictures, the sample's pieces placed one by one.

use std::time::{Duration, Instant};

use nusantara_render::{RgbImage, festivals, indies, indonesia};

/// The binary's allocator, so that the figures are those of `nusantara bench`.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    let mut args = std::env::args().skip(1);
    let samples: usize = args.next().and_then(|s| s.parse().ok()).unwrap_or(300);
    let out = args.next().filter(|d| d != "-");
    let only = args.next();
    type Draw = Box<dyn Fn() -> RgbImage>;
    type Encode = fn(&RgbImage) -> Vec<u8>;
    type Png = Box<dyn Fn() -> Vec<u8>>;
    let (fest, indo, ind) = (festivals::sample(), indonesia::sample(), indies::sample());
    let (fest2, indo2, ind2) = (fest.clone(), indo.clone(), ind.clone());
    let cases: Vec<(&str, Draw, Encode, Png)> = vec![
        (
            "festivals",
            Box::new(move || festivals::draw(&fest)),
            festivals::encode_png,
            Box::new(move || festivals::png(&fest2)),
        ),
        (
            "indonesia",
            Box::new(move || indonesia::draw(&indo)),
            indonesia::encode_png,
            Box::new(move || indonesia::png(&indo2)),
        ),
        (
            "indies",
            Box::new(move || indies::draw(&ind)),
            indies::encode_png,
            Box::new(move || indies::png(&ind2)),
        ),
    ];
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    for (name, draw, encode, png_of) in &cases {
        if only.as_ref().is_some_and(|o| o != name) {
            continue;
        }
        let t0 = Instant::now();
        let img = draw();
        let png = encode(&img);
        let first = t0.elapsed();
        if let Some(dir) = &out {
            std::fs::write(format!("{dir}/{name}.png"), &png).expect("write the PNG");
            img.save(format!("{dir}/{name}-rgb.png"))
                .expect("write the drawing");
        }
        let (mut draws, mut encodes, mut totals) = (Vec::new(), Vec::new(), Vec::new());
        let mut pngs = Vec::new();
        let mut bytes = 0;
        for _ in 0..samples.max(1) {
            let t0 = Instant::now();
            let img = draw();
            let t1 = Instant::now();
            let png = encode(&img);
            let t2 = Instant::now();
            bytes = png.len();
            std::hint::black_box(png);
            draws.push(t1 - t0);
            encodes.push(t2 - t1);
            totals.push(t2 - t0);
            let t0 = Instant::now();
            std::hint::black_box(png_of());
            pngs.push(t0.elapsed());
        }
        let pct = |v: &mut Vec<Duration>, q: f64| {
            v.sort();
            v[((v.len() - 1) as f64 * q).round() as usize]
        };
        println!(
            "{name:<10} draw p50 {:>5.2} ms  encode p50 {:>5.2} ms  total p50 {:>5.2} p99 {:>5.2} ms  png p50 {:>5.2} p99 {:>5.2} ms  {:>4} KB  first {:>6.1} ms",
            ms(pct(&mut draws, 0.5)),
            ms(pct(&mut encodes, 0.5)),
            ms(pct(&mut totals, 0.5)),
            ms(pct(&mut totals, 0.99)),
            ms(pct(&mut pngs, 0.5)),
            ms(pct(&mut pngs, 0.99)),
            bytes / 1024,
            ms(first),
        );
    }
    if only.as_deref().is_none_or(|o| o == "replay") {
        replay();
    }
}

/// A stand-in for a whole game's replay: the sample's goods, ships and cities appear a few at
/// a time, the status and a player's cash changing on every picture, as a game's would.
fn replay() {
    let full = indonesia::sample();
    let frames = 240;
    let picture = |i: usize| {
        let mut p = full.clone();
        let shown = |len: usize| len * i / (frames - 1);
        p.goods.truncate(shown(full.goods.len()));
        p.ships.truncate(shown(full.ships.len()));
        p.cities.truncate(shown(full.cities.len()));
        p.status = format!("picture {i}");
        let seat = i % p.players.len();
        p.players[seat].cash = Some(i as u32);
        indonesia::draw(&p)
    };
    let t0 = Instant::now();
    let gif = nusantara_render::animation::encode_animation(frames, picture, 700);
    println!(
        "replay     {frames} Indonesia pictures in {:.2} s, GIF {} KB",
        t0.elapsed().as_secs_f64(),
        gif.len() / 1024
    );
}
