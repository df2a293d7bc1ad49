//! Links: the adjacencies of the rules that the cells do not show.

use super::{Board, Grid, Link, Owner, dist, touching};

/// Every adjacency in the rules that the cells do not show, as a link between the closest cells.
pub(super) fn make_links(board: &Board, grid: &Grid, owner: &[Owner]) -> Vec<Link> {
    let touch = touching(grid, owner);
    let mut pairs: Vec<(Owner, Owner)> = Vec::new();
    for (a, area) in board.areas.iter().enumerate() {
        for &b in &area.land {
            if a < b {
                pairs.push((Owner::Area(a), Owner::Area(b)));
            }
        }
        for &s in &area.seas {
            pairs.push((Owner::Area(a), Owner::Sea(s)));
        }
    }
    for (s, sea) in board.seas.iter().enumerate() {
        for &t in &sea.seas {
            if s < t {
                pairs.push((Owner::Sea(s), Owner::Sea(t)));
            }
        }
    }
    let cells_of =
        |o: Owner| -> Vec<usize> { (0..grid.cell_count()).filter(|&i| owner[i] == o).collect() };
    let mut links = Vec::new();
    for (a, b) in pairs {
        if touch.contains(&(a, b)) {
            continue;
        }
        let (ca, cb) = (cells_of(a), cells_of(b));
        let mut best = (f64::MAX, 0, 0);
        for &i in &ca {
            for &j in &cb {
                let d = dist(grid.centre(i), grid.centre(j));
                if d < best.0 {
                    best = (d, i, j);
                }
            }
        }
        assert!(
            best.0 < f64::MAX,
            "{} or {} has no cells",
            region_name(board, a),
            region_name(board, b)
        );
        links.push(Link {
            a: region_name(board, a),
            b: region_name(board, b),
            from: grid.centre(best.1),
            to: grid.centre(best.2),
        });
    }
    links
}

fn region_name(board: &Board, o: Owner) -> String {
    match o {
        Owner::Area(a) => board.areas[a].short.clone(),
        Owner::Sea(s) => board.seas[s].short.clone(),
        _ => unreachable!(),
    }
}
