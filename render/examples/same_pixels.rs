//! Compares the decoded pixels of the PNG (or GIF: its first frame) pictures of two folders,
//! paired in the order of their names (the script runner numbers them; the hash in a name
//! changes with the bytes): a change of palette or compression shows as "same pixels", a
//! change of drawing as the count of pixels that differ and the box holding them.
//!
//! `cargo run --release -p nusantara-render --example same_pixels -- BEFORE-DIR AFTER-DIR`
//! Exits 1 when any picture differs or is missing.

use std::path::Path;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [before, after] = &args[..] else {
        eprintln!("usage: same_pixels BEFORE-DIR AFTER-DIR");
        std::process::exit(2);
    };
    let names = |dir: &str| {
        let mut v: Vec<_> = std::fs::read_dir(dir)
            .expect("read the folder")
            .filter_map(|e| e.ok().map(|e| e.file_name()))
            .collect();
        v.sort();
        v
    };
    let (left, right) = (names(before), names(after));
    let (mut same, mut differ) = (0, left.len().abs_diff(right.len()));
    if differ > 0 {
        println!("{} pictures against {}", left.len(), right.len());
    }
    for (name, other) in left.iter().zip(&right) {
        let (a, b) = (Path::new(before).join(name), Path::new(after).join(other));
        let (Ok(a), Ok(b)) = (image::open(&a), image::open(&b)) else {
            println!("{}: missing or unreadable", name.to_string_lossy());
            differ += 1;
            continue;
        };
        let (a, b) = (a.to_rgb8(), b.to_rgb8());
        if a.dimensions() != b.dimensions() {
            println!(
                "{}: size {:?} against {:?}",
                name.to_string_lossy(),
                a.dimensions(),
                b.dimensions()
            );
            differ += 1;
            continue;
        }
        let (mut n, mut x0, mut y0, mut x1, mut y1) = (0u64, u32::MAX, u32::MAX, 0, 0);
        for (x, y, p) in a.enumerate_pixels() {
            if p != b.get_pixel(x, y) {
                n += 1;
                (x0, y0, x1, y1) = (x0.min(x), y0.min(y), x1.max(x), y1.max(y));
            }
        }
        if n == 0 {
            same += 1;
        } else {
            differ += 1;
            println!(
                "{}: {n} pixels differ, within x {x0}..={x1}, y {y0}..={y1}",
                name.to_string_lossy()
            );
        }
    }
    println!("{same} with the same pixels, {differ} differing");
    if differ > 0 {
        std::process::exit(1);
    }
}
