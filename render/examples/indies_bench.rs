//! Times drawing and encoding the sample East Indies picture, as `nusantara bench` does.
//!
//! `cargo run --release -p nusantara-render --example indies_bench -- [samples]` (300 by default)

use nusantara_render::indies;

fn main() {
    let samples = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(300);
    let b = indies::bench_sample(samples);
    let ms = |d: std::time::Duration| d.as_secs_f64() * 1e3;
    println!(
        "indies render + png: {samples} samples, p50 {:.2} ms, p99 {:.2} ms; {}x{} px, {} bytes ({} KB); first picture (static map and palette) {:.1} ms",
        ms(b.p50),
        ms(b.p99),
        b.width,
        b.height,
        b.bytes,
        b.bytes / 1024,
        ms(b.first),
    );
}
