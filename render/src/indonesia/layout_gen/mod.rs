//! The generator of `assets/indonesia/layout.toml`, the schematic map the Indonesia picture is
//! drawn from. It takes the board as plain data ([`Board`]: names, provinces' and seas' centres,
//! adjacency), so it knows no rules engine. `cargo run --example indonesia_layout` rewrites the
//! asset from the rules' board; `tests/indonesia_layout.rs` checks that the committed file is
//! what it makes and that its borders match the rules' adjacency.
//!
//! How the map is made, all deterministic:
//!
//! 1. The canvas is a grid of pointy-top hexagonal cells, `SPACING` pixels apart. Real longitude
//!    and latitude are warped onto it (the west, where the areas are small and many, gets more
//!    room per degree than Papua).
//! 2. The islands are hand-drawn outlines in longitude and latitude (widened where the board has
//!    many areas, as printed boards are); a cell is land when its centre lies in one.
//! 3. Each land area gets a seed on its island: a small force layout pulls areas towards their
//!    neighbours in the rules, their province's centre and the seas they border, and pushes
//!    other areas away. Single-area islands take the island's middle.
//! 4. Areas grow from their seeds over their island's cells, nearest first; a cell is only taken
//!    when every neighbouring cell already owned is the same area or an area adjacent to it in
//!    the rules. So no two areas share a border unless the rules say they are adjacent; cells
//!    nobody may take stay a ridge. Seas grow the same way over the water from their centres,
//!    under the same rule towards land areas and other seas; water no sea may take stays open
//!    ocean, outside play.
//! 5. Every adjacency in the rules the shapes do not show (across a strait) becomes a link
//!    between the closest cells of the two. Labels go where there is most room.

mod asset;
mod grid;
mod islands;
mod labels;
mod links;
mod seeds;

pub use asset::to_toml;
pub use grid::{Grid, HEIGHT, Owner, SPACING, WIDTH, cell_at, touching};

use grid::{dist, radius};
use islands::{ISLANDS, SEA_SEEDS, inside, island_of, warp};
use labels::{area_label, place_province_labels, pole};
use links::make_links;
use seeds::{grow, place_seeds};

/// The board as the generator needs it: names, where things are, what is adjacent. Indices are
/// positions in these lists, in the board file's order.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Board {
    pub provinces: Vec<Province>,
    pub areas: Vec<Area>,
    pub seas: Vec<Sea>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Province {
    /// "Jabar"
    pub short: String,
    /// "Jawa Barat"
    pub name: String,
    /// (latitude, longitude) in degrees, approximate.
    pub centre: (f32, f32),
}

#[derive(Debug, Clone, PartialEq)]
pub struct Area {
    /// "Jabar3"
    pub short: String,
    /// Index into [`Board::provinces`].
    pub province: usize,
    /// Borders at least one sea.
    pub coastal: bool,
    /// Adjacent land areas (indices into [`Board::areas`]).
    pub land: Vec<usize>,
    /// Bordering seas (indices into [`Board::seas`]).
    pub seas: Vec<usize>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Sea {
    /// "S7"
    pub short: String,
    /// "Laut Jawa"
    pub name: String,
    /// (latitude, longitude) in degrees, approximate.
    pub centre: (f32, f32),
    /// Adjacent seas (indices into [`Board::seas`]).
    pub seas: Vec<usize>,
}

impl Board {
    fn areas_adjacent(&self, a: usize, b: usize) -> bool {
        self.areas[a].land.contains(&b)
    }

    fn seas_adjacent(&self, a: usize, b: usize) -> bool {
        self.seas[a].seas.contains(&b)
    }

    fn area_borders_sea(&self, area: usize, sea: usize) -> bool {
        self.areas[area].seas.contains(&sea)
    }

    /// The area with this short name, as written.
    fn area_named(&self, short: &str) -> Option<usize> {
        self.areas.iter().position(|a| a.short == short)
    }
}

/// The generated map: who owns each cell, the links, and where the labels go.
pub struct Layout {
    pub grid: Grid,
    pub owner: Vec<Owner>,
    pub links: Vec<Link>,
    pub area_labels: Vec<(f64, f64)>,
    pub sea_labels: Vec<(f64, f64)>,
    pub province_labels: Vec<(f64, f64)>,
}

/// Two regions adjacent in the rules whose cells do not touch, joined between their closest
/// cells.
pub struct Link {
    pub a: String,
    pub b: String,
    pub from: (f64, f64),
    pub to: (f64, f64),
}

/// Generates the map of `board`. Deterministic.
pub fn generate(board: &Board) -> Layout {
    let grid = Grid::new();
    let n = grid.cell_count();
    // Land.
    let island_px: Vec<Vec<(f64, f64)>> = ISLANDS
        .iter()
        .map(|(_, pts)| pts.iter().map(|&(lon, lat)| warp(lon, lat)).collect())
        .collect();
    let island: Vec<Option<usize>> = (0..n)
        .map(|i| {
            let c = grid.centre(i);
            island_px.iter().position(|poly| inside(c, poly))
        })
        .collect();
    let island_index = |name: &str| {
        ISLANDS
            .iter()
            .position(|(n, _)| *n == name)
            .unwrap_or_else(|| panic!("no island {name}"))
    };
    let area_island: Vec<usize> = board
        .areas
        .iter()
        .map(|a| island_index(island_of(&a.short, &board.provinces[a.province].short)))
        .collect();

    let seeds = place_seeds(board, &grid, &island, &area_island);

    let mut owner: Vec<Owner> = island
        .iter()
        .map(|i| {
            if i.is_some() {
                Owner::Offboard
            } else {
                Owner::Ocean
            }
        })
        .collect();
    let area_seeds: Vec<(usize, Owner)> = seeds
        .iter()
        .enumerate()
        .map(|(a, &cell)| (cell, Owner::Area(a)))
        .collect();
    grow(
        &grid,
        &mut owner,
        &area_seeds,
        |cell, region| match region {
            Owner::Area(a) => island[cell] == Some(area_island[a]),
            _ => false,
        },
        |region, other| match (region, other) {
            (Owner::Area(a), Owner::Area(b)) => board.areas_adjacent(a, b),
            _ => true,
        },
    );

    // Seas.
    let sea_seeds: Vec<(usize, Owner)> = board
        .seas
        .iter()
        .enumerate()
        .map(|(s, sea)| {
            let p = match SEA_SEEDS.iter().find(|(n, _, _)| *n == sea.short) {
                Some(&(_, lon, lat)) => warp(lon, lat),
                None => warp(sea.centre.1 as f64, sea.centre.0 as f64),
            };
            (grid.nearest(p, |i| island[i].is_none()), Owner::Sea(s))
        })
        .collect();
    grow(
        &grid,
        &mut owner,
        &sea_seeds,
        |cell, _| island[cell].is_none(),
        |region, other| match (region, other) {
            (Owner::Sea(s), Owner::Sea(t)) => board.seas_adjacent(s, t),
            (Owner::Sea(s), Owner::Area(a)) => board.area_borders_sea(a, s),
            _ => true,
        },
    );

    let links = make_links(board, &grid, &owner);
    // Small areas choose first; each label keeps clear of those already placed.
    let mut order: Vec<usize> = (0..board.areas.len()).collect();
    let size = |a: usize| owner.iter().filter(|&&o| o == Owner::Area(a)).count();
    order.sort_by_key(|&a| (size(a), a));
    let mut area_labels = vec![(0.0, 0.0); board.areas.len()];
    let mut placed = Vec::new();
    for a in order {
        let c = area_label(&grid, &owner, a, &board.areas[a].short, &placed);
        let half = 3.7 * board.areas[a].short.chars().count() as f64;
        placed.push((c.0 - half - 2.0, c.0 + half + 2.0, c.1 - 17.0, c.1 + 22.0));
        area_labels[a] = c;
    }
    let sea_labels: Vec<(f64, f64)> = (0..board.seas.len())
        .map(|s| pole(&grid, &owner, Owner::Sea(s)))
        .collect();
    let province_labels = place_province_labels(board, &grid, &owner, &sea_labels, &area_labels);
    Layout {
        grid,
        owner,
        links,
        area_labels,
        sea_labels,
        province_labels,
    }
}
