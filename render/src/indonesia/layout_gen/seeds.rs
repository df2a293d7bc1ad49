//! Where each area starts (a small force layout), and how regions grow from their seeds.

use super::islands::SEEDS;
use super::{Board, Grid, Owner, SPACING, dist, radius, warp};
use std::cmp::Reverse;
use std::collections::{BTreeMap, BinaryHeap, VecDeque};

/// The seed cell of every area: the areas of each island pushed apart and pulled towards their
/// province, their seas and (inland areas) away from the coast, then snapped onto their island.
pub(super) fn place_seeds(
    board: &Board,
    grid: &Grid,
    island: &[Option<usize>],
    area_island: &[usize],
) -> Vec<usize> {
    let n = grid.cell_count();
    let depth = coast_depth(grid, island);
    let count: BTreeMap<usize, usize> = area_island.iter().fold(BTreeMap::new(), |mut m, &i| {
        *m.entry(i).or_insert(0) += 1;
        m
    });
    let areas = &board.areas;
    let mut pos = start_positions(board);
    let fixed: BTreeMap<usize, (f64, f64)> = SEEDS
        .iter()
        .map(|&(name, lon, lat)| {
            (
                board.area_named(name).expect("seed names an area"),
                warp(lon, lat),
            )
        })
        .collect();
    let snap = |a: usize, p: (f64, f64)| -> (f64, f64) {
        if island[rough_cell_at(grid, p)] == Some(area_island[a]) {
            return p;
        }
        grid.centre(grid.nearest(p, |i| island[i] == Some(area_island[a])))
    };
    for _ in 0..250 {
        let force = forces(board, grid, &depth, area_island, &pos);
        for a in 0..areas.len() {
            if let Some(&p) = fixed.get(&a) {
                pos[a] = p;
                continue;
            }
            if count[&area_island[a]] == 1 {
                continue;
            }
            let (fx, fy) = force[a];
            let m = (fx * fx + fy * fy).sqrt();
            let k = if m > 6.0 { 6.0 / m } else { 1.0 };
            let p = (pos[a].0 + fx * k, pos[a].1 + fy * k);
            pos[a] = snap(a, p);
        }
    }
    // Single-area islands: the island's middle.
    (0..areas.len())
        .map(|a| {
            if count[&area_island[a]] == 1 && !fixed.contains_key(&a) {
                let cells: Vec<usize> = (0..n)
                    .filter(|&i| island[i] == Some(area_island[a]))
                    .collect();
                let (sx, sy) = cells.iter().fold((0.0, 0.0), |(x, y), &i| {
                    let c = grid.centre(i);
                    (x + c.0, y + c.1)
                });
                let m = (sx / cells.len() as f64, sy / cells.len() as f64);
                grid.nearest(m, |i| island[i] == Some(area_island[a]))
            } else {
                let p = snap(a, pos[a]);
                grid.nearest(p, |i| island[i] == Some(area_island[a]))
            }
        })
        .collect()
}

/// Steps from each cell to the nearest water, for pulling inland areas inwards.
fn coast_depth(grid: &Grid, island: &[Option<usize>]) -> Vec<u32> {
    let n = grid.cell_count();
    let mut depth = vec![u32::MAX; n];
    let mut queue = VecDeque::new();
    for i in 0..n {
        if island[i].is_none() {
            depth[i] = 0;
            queue.push_back(i);
        }
    }
    while let Some(i) = queue.pop_front() {
        for j in grid.neighbours(i) {
            if depth[j] == u32::MAX {
                depth[j] = depth[i] + 1;
                queue.push_back(j);
            }
        }
    }
    depth
}

/// The cell under a point, roughly: the nearest row, then the nearest cell in it (coarser than
/// [`super::cell_at`]; the layout's seeds were tuned with this one).
fn rough_cell_at(grid: &Grid, p: (f64, f64)) -> usize {
    let rad = radius();
    let r = ((p.1 - rad) / (1.5 * rad))
        .round()
        .clamp(0.0, grid.rows as f64 - 1.0) as usize;
    let c = (p.0 / SPACING - 0.5 - 0.5 * (r % 2) as f64)
        .round()
        .clamp(0.0, grid.cols as f64 - 1.0) as usize;
    r * grid.cols + c
}

/// Where the force layout starts: each area by its province's centre, turned about it by the
/// golden angle so that a province's areas do not start on one point.
fn start_positions(board: &Board) -> Vec<(f64, f64)> {
    board
        .areas
        .iter()
        .enumerate()
        .map(|(a, area)| {
            let pc = board.provinces[area.province].centre;
            let mut p = warp(pc.1 as f64, pc.0 as f64);
            let angle = a as f64 * 2.399_963;
            p.0 += 14.0 * angle.cos();
            p.1 += 14.0 * angle.sin();
            p
        })
        .collect()
}

/// One step of the force layout: the push and pull on every area at `pos`. Areas of one island
/// keep apart (neighbours at about 55 px), each is drawn to its province's centre and its seas,
/// and an inland area climbs away from the coast.
fn forces(
    board: &Board,
    grid: &Grid,
    depth: &[u32],
    area_island: &[usize],
    pos: &[(f64, f64)],
) -> Vec<(f64, f64)> {
    let areas = &board.areas;
    let mut force = vec![(0.0f64, 0.0f64); areas.len()];
    for a in 0..areas.len() {
        for b in 0..areas.len() {
            if a == b || area_island[a] != area_island[b] {
                continue;
            }
            let (dx, dy) = (pos[b].0 - pos[a].0, pos[b].1 - pos[a].1);
            let d = (dx * dx + dy * dy).sqrt().max(0.01);
            let (ux, uy) = (dx / d, dy / d);
            let adjacent = board.areas_adjacent(a, b);
            let mut f = 0.0;
            if adjacent {
                f += (d - 55.0) * 0.08;
            }
            let reach = if adjacent { 45.0 } else { 80.0 };
            if d < reach {
                f -= (reach - d) * 0.25;
            }
            force[a].0 += f * ux;
            force[a].1 += f * uy;
        }
        let area = &areas[a];
        let pc = board.provinces[area.province].centre;
        let pc = warp(pc.1 as f64, pc.0 as f64);
        force[a].0 += (pc.0 - pos[a].0) * 0.02;
        force[a].1 += (pc.1 - pos[a].1) * 0.02;
        for &s in &area.seas {
            let t = board.seas[s].centre;
            let t = warp(t.1 as f64, t.0 as f64);
            let (dx, dy) = (t.0 - pos[a].0, t.1 - pos[a].1);
            let d = (dx * dx + dy * dy).sqrt().max(0.01);
            force[a].0 += 2.0 * dx / d;
            force[a].1 += 2.0 * dy / d;
        }
        if !area.coastal {
            // Uphill, away from the coast.
            let c = rough_cell_at(grid, pos[a]);
            let best = grid
                .neighbours(c)
                .into_iter()
                .max_by_key(|&j| (depth[j], Reverse(j)))
                .unwrap_or(c);
            let t = grid.centre(best);
            force[a].0 += (t.0 - pos[a].0) * 0.3;
            force[a].1 += (t.1 - pos[a].1) * 0.3;
        }
    }
    force
}

/// Grows regions from seeds over the cells `allowed` lets each take, nearest first (path length
/// over the grid); `compatible(region, owner)` says whether a region may take a cell next to a
/// cell of that owner.
pub(super) fn grow(
    grid: &Grid,
    owner: &mut [Owner],
    seeds: &[(usize, Owner)],
    allowed: impl Fn(usize, Owner) -> bool,
    compatible: impl Fn(Owner, Owner) -> bool,
) {
    let mut heap = BinaryHeap::new();
    for (k, &(cell, region)) in seeds.iter().enumerate() {
        heap.push(Reverse((0u64, k, cell)));
        let _ = region;
    }
    let scale = 1000.0;
    while let Some(Reverse((d, k, cell))) = heap.pop() {
        let region = seeds[k].1;
        if !matches!(owner[cell], Owner::Ocean | Owner::Offboard) || !allowed(cell, region) {
            continue;
        }
        if owner[cell] != Owner::Ocean && owner[cell] != Owner::Offboard {
            continue;
        }
        let ok = grid.neighbours(cell).iter().all(|&n| {
            let o = owner[n];
            o == region || matches!(o, Owner::Ocean | Owner::Offboard) || compatible(region, o)
        });
        if !ok {
            continue;
        }
        owner[cell] = region;
        let c = grid.centre(cell);
        for n in grid.neighbours(cell) {
            if allowed(n, region) && matches!(owner[n], Owner::Ocean | Owner::Offboard) {
                let step = dist(c, grid.centre(n));
                heap.push(Reverse((d + (step * scale) as u64, k, n)));
            }
        }
    }
}
