//! East Indies for the tools: its own figures of `nusantara bench`, the map picture's time and
//! size.

use super::ToolGame;
use super::bench::Figure;
use crate::table::indies::Indies;
use anyhow::Result;
use std::time::Duration;

impl ToolGame for Indies {
    fn figures(samples: usize) -> Result<Vec<Figure>> {
        render(samples)
    }
}

/// Render plus PNG encode of the busy sample picture (five companies, fleets, factories and
/// markers everywhere, the last round's trails and marks); p99 against issue 40's 12 ms, its
/// size against 201 KB (15 % over the 171 KB of the encoder before it).
fn render(samples: usize) -> Result<Vec<Figure>> {
    let b = nusantara_render::indies::bench_sample(samples);
    let note = format!("{}x{} px, {} KB", b.width, b.height, b.bytes / 1024);
    Ok(vec![
        Figure::time(
            "indies render + png",
            (b.p50, b.p99),
            Duration::from_millis(12),
            format!("{note}; map drawn once in {} ms", b.first.as_millis()),
        ),
        Figure::size("indies png size", b.bytes as u64, 0.201, note),
    ])
}
