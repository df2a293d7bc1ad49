//! Where the names go: areas', seas' and provinces'.

use super::{Board, Grid, HEIGHT, Owner, SPACING, WIDTH, cell_at, dist};
use std::collections::VecDeque;

/// The cell of a region farthest from its edge (the middle of its roomiest part).
pub(super) fn pole(grid: &Grid, owner: &[Owner], region: Owner) -> (f64, f64) {
    let n = grid.cell_count();
    let mut depth = vec![u32::MAX; n];
    let mut queue = VecDeque::new();
    let mut cells = Vec::new();
    for i in 0..n {
        if owner[i] != region {
            continue;
        }
        cells.push(i);
        let nb = grid.neighbours(i);
        if nb.len() < 6 || nb.iter().any(|&j| owner[j] != region) {
            depth[i] = 0;
            queue.push_back(i);
        }
    }
    while let Some(i) = queue.pop_front() {
        for j in grid.neighbours(i) {
            if owner[j] == region && depth[j] == u32::MAX {
                depth[j] = depth[i] + 1;
                queue.push_back(j);
            }
        }
    }
    let (sx, sy) = cells.iter().fold((0.0, 0.0), |(x, y), &i| {
        let c = grid.centre(i);
        (x + c.0, y + c.1)
    });
    let m = (sx / cells.len() as f64, sy / cells.len() as f64);
    // Deepest, capped so a big sea's label stays near its middle; then nearest the centroid.
    let best = cells
        .iter()
        .copied()
        .max_by(|&a, &b| {
            let (da, db) = (depth[a].min(4), depth[b].min(4));
            da.cmp(&db)
                .then(dist(grid.centre(b), m).total_cmp(&dist(grid.centre(a), m)))
        })
        .expect("region has cells");
    grid.centre(best)
}

/// Where an area's name (above the point) and its good or city (below) fit best inside it.
pub(super) fn area_label(
    grid: &Grid,
    owner: &[Owner],
    a: usize,
    name: &str,
    placed: &[(f64, f64, f64, f64)],
) -> (f64, f64) {
    let region = Owner::Area(a);
    let half = 3.7 * name.chars().count() as f64;
    let cells: Vec<usize> = (0..grid.cell_count())
        .filter(|&i| owner[i] == region)
        .collect();
    let (sx, sy) = cells.iter().fold((0.0, 0.0), |(x, y), &i| {
        let c = grid.centre(i);
        (x + c.0, y + c.1)
    });
    let m = (sx / cells.len() as f64, sy / cells.len() as f64);
    let mut best = (i64::MIN, f64::MAX, m);
    for &i in &cells {
        let c = grid.centre(i);
        let mut fit = 0i64;
        let mut probe = |x: f64, y: f64| {
            let q = cell_at(grid, (x, y));
            if owner[q] == region && dist(grid.centre(q), (x, y)) < SPACING {
                fit += 1;
            } else {
                fit -= 1;
            }
            if placed
                .iter()
                .any(|&(x0, x1, y0, y1)| x0 <= x && x <= x1 && y0 <= y && y <= y1)
            {
                fit -= 10;
            }
        };
        // The name, centred 9 px above the point, 12 px tall.
        let mut x = c.0 - half;
        while x <= c.0 + half + 0.1 {
            for dy in [-15.0, -9.0, -3.0] {
                probe(x, c.1 + dy);
            }
            x += half / 4.0;
        }
        // The token, centred 10 px below, about 24 px wide and tall.
        for dx in [-12.0, 0.0, 12.0] {
            for dy in [0.0, 10.0, 20.0] {
                probe(c.0 + dx, c.1 + dy);
            }
        }
        let d = dist(c, m);
        if fit > best.0 || (fit == best.0 && d < best.1) {
            best = (fit, d, c);
        }
    }
    best.2
}

/// Each province's name goes on the water near it, clear of land and other labels, with room
/// on its right for the cards of unclaimed deeds.
pub(super) fn place_province_labels(
    board: &Board,
    grid: &Grid,
    owner: &[Owner],
    sea_labels: &[(f64, f64)],
    area_labels: &[(f64, f64)],
) -> Vec<(f64, f64)> {
    const DEEDS: f64 = 30.0;
    let n = grid.cell_count();
    // The province whose land is nearest each cell, in steps: a name must lie in its own
    // province's zone, so it cannot be read as a neighbour's.
    let mut zone = vec![usize::MAX; n];
    let mut queue = VecDeque::new();
    for i in 0..n {
        if let Owner::Area(a) = owner[i] {
            zone[i] = board.areas[a].province;
            queue.push_back(i);
        }
    }
    while let Some(i) = queue.pop_front() {
        for j in grid.neighbours(i) {
            if zone[j] == usize::MAX {
                zone[j] = zone[i];
                queue.push_back(j);
            }
        }
    }
    // Boxes already used: sea names with their ships below.
    let mut taken: Vec<(f64, f64, f64, f64)> = sea_labels
        .iter()
        .map(|&(x, y)| (x - 50.0, x + 50.0, y - 16.0, y + 40.0))
        .collect();
    // Area names with their tokens.
    for (a, &(x, y)) in area_labels.iter().enumerate() {
        let half = 3.7 * board.areas[a].short.chars().count() as f64;
        taken.push((x - half, x + half, y - 16.0, y + 22.0));
    }
    let mut out = Vec::new();
    for (pi, p) in board.provinces.iter().enumerate() {
        let cells: Vec<usize> = (0..n)
            .filter(|&i| matches!(owner[i], Owner::Area(a) if board.areas[a].province == pi))
            .collect();
        let (sx, sy) = cells.iter().fold((0.0, 0.0), |(x, y), &i| {
            let c = grid.centre(i);
            (x + c.0, y + c.1)
        });
        let m = (sx / cells.len() as f64, sy / cells.len() as f64);
        let half = 4.6 * p.name.chars().count() as f64;
        let mut best = (f64::MAX, m);
        for i in 0..n {
            let c = grid.centre(i);
            let (x0, x1, y0, y1) = (c.0 - half - 3.0, c.0 + half + DEEDS, c.1 - 10.0, c.1 + 10.0);
            if dist(c, m) > 300.0 || x0 < 4.0 || x1 > WIDTH - 4.0 || y0 < 4.0 || y1 > HEIGHT - 4.0 {
                continue;
            }
            if dist(c, m) > 250.0 {
                continue;
            }
            let foreign = [c.0 - half, c.0, c.0 + half]
                .iter()
                .filter(|&&x| zone[cell_at(grid, (x, c.1))] != pi)
                .count();
            // Land under the box.
            let mut land = 0;
            let mut x = c.0 - half;
            while x <= c.0 + half {
                for y in [y0, c.1, y1] {
                    if matches!(
                        owner[cell_at(grid, (x, y))],
                        Owner::Area(_) | Owner::Offboard
                    ) {
                        land += 1;
                    }
                }
                x += 5.0;
            }
            let crowd = taken
                .iter()
                .filter(|&&(a0, a1, b0, b1)| a0 < x1 && x0 < a1 && b0 < y1 && y0 < b1)
                .count();
            let score = dist(c, m)
                + 200.0 * land as f64
                + 1500.0 * foreign as f64
                + 100_000.0 * crowd as f64;
            if score < best.0 {
                best = (score, c);
            }
        }
        let c = best.1;
        taken.push((c.0 - half - 3.0, c.0 + half + DEEDS, c.1 - 10.0, c.1 + 10.0));
        out.push(c);
    }
    out
}
