//! The grid of pointy-top hexagonal cells, and what each cell is.

use std::collections::BTreeSet;

/// Distance between neighbouring cell centres, in pixels.
pub const SPACING: f64 = 10.0;
/// Size of the map part of the picture.
pub const WIDTH: f64 = 1910.0;
pub const HEIGHT: f64 = 1090.0;

/// Circumradius of a cell.
pub(super) fn radius() -> f64 {
    SPACING / 3f64.sqrt()
}

/// The canvas's cells, `cols` by `rows`, numbered row by row.
pub struct Grid {
    pub cols: usize,
    pub rows: usize,
}

impl Default for Grid {
    fn default() -> Grid {
        Grid::new()
    }
}

impl Grid {
    pub fn new() -> Grid {
        let r = radius();
        Grid {
            cols: (WIDTH / SPACING - 1.0).floor() as usize,
            rows: ((HEIGHT - 2.0 * r) / (1.5 * r)).floor() as usize + 1,
        }
    }

    /// How many cells the grid has.
    pub fn cell_count(&self) -> usize {
        self.cols * self.rows
    }

    /// The centre of cell `i` (row-major; odd rows are shifted right by half a cell).
    pub fn centre(&self, i: usize) -> (f64, f64) {
        let (c, r) = (i % self.cols, i / self.cols);
        let rad = radius();
        (
            SPACING * (c as f64 + 0.5 + 0.5 * (r % 2) as f64),
            rad + 1.5 * rad * r as f64,
        )
    }

    pub fn neighbours(&self, i: usize) -> Vec<usize> {
        let (c, r) = ((i % self.cols) as i64, (i / self.cols) as i64);
        let odd = r % 2;
        let cand = [
            (c - 1, r),
            (c + 1, r),
            (c - 1 + odd, r - 1),
            (c + odd, r - 1),
            (c - 1 + odd, r + 1),
            (c + odd, r + 1),
        ];
        cand.iter()
            .filter(|&&(c, r)| c >= 0 && r >= 0 && c < self.cols as i64 && r < self.rows as i64)
            .map(|&(c, r)| r as usize * self.cols + c as usize)
            .collect()
    }

    pub(super) fn nearest(&self, p: (f64, f64), ok: impl Fn(usize) -> bool) -> usize {
        (0..self.cell_count())
            .filter(|&i| ok(i))
            .min_by(|&a, &b| dist(self.centre(a), p).total_cmp(&dist(self.centre(b), p)))
            .expect("some cell qualifies")
    }
}

pub(super) fn dist(a: (f64, f64), b: (f64, f64)) -> f64 {
    ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt()
}

/// What a cell is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Owner {
    /// Water outside play.
    Ocean,
    /// Land outside play (other countries, ridges between areas that are not adjacent).
    Offboard,
    Area(usize),
    Sea(usize),
}

/// Pairs of regions whose cells touch.
pub fn touching(grid: &Grid, owner: &[Owner]) -> BTreeSet<(Owner, Owner)> {
    let mut out = BTreeSet::new();
    for i in 0..grid.cell_count() {
        for j in grid.neighbours(i) {
            let (a, b) = (owner[i], owner[j]);
            if a != b
                && matches!(a, Owner::Area(_) | Owner::Sea(_))
                && matches!(b, Owner::Area(_) | Owner::Sea(_))
            {
                out.insert((a, b));
            }
        }
    }
    out
}

impl PartialOrd for Owner {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Owner {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        let key = |o: &Owner| match *o {
            Owner::Ocean => (0, 0),
            Owner::Offboard => (1, 0),
            Owner::Area(a) => (2, a),
            Owner::Sea(s) => (3, s),
        };
        key(self).cmp(&key(other))
    }
}

/// The cell under a point.
pub fn cell_at(grid: &Grid, p: (f64, f64)) -> usize {
    let rad = radius();
    let r0 = ((p.1 - rad) / (1.5 * rad)).floor() as i64;
    let mut best = (f64::MAX, 0);
    for r in [r0, r0 + 1] {
        if r < 0 || r >= grid.rows as i64 {
            continue;
        }
        let r = r as usize;
        let c0 = (p.0 / SPACING - 0.5 - 0.5 * (r % 2) as f64).floor() as i64;
        for c in [c0, c0 + 1] {
            if c < 0 || c >= grid.cols as i64 {
                continue;
            }
            let i = r * grid.cols + c as usize;
            let d = dist(grid.centre(i), p);
            if d < best.0 {
                best = (d, i);
            }
        }
    }
    best.1
}
