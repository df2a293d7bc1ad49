//! Rewrites `assets/indonesia/layout.toml`, the schematic map the Indonesia picture is drawn
//! from, with the generator in nusantara-render (`indonesia::layout_gen`) run on the rules'
//! board, and prints the links it drew and the smallest regions.
//!
//! Run it after changing the generator (outlines, seeds, warp) or the board file:
//! `cargo run --example indonesia_layout`. `tests/indonesia_layout.rs` fails while the committed
//! file is not what the generator makes.

use nusantara::games::Components;
use nusantara::games::indonesia::map::Map;
use nusantara_render::indonesia::layout_gen::{self, Area, Board, Owner, Province, Sea};
use std::collections::BTreeMap;

const PATH: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/indonesia/layout.toml");

/// The rules' board as the generator takes it (the same as in tests/indonesia_layout.rs).
fn board(map: &Map) -> Board {
    let ids = |ids: &[u8]| ids.iter().map(|&i| usize::from(i)).collect();
    Board {
        provinces: map
            .provinces
            .iter()
            .map(|p| Province {
                short: p.short.clone(),
                name: p.name.clone(),
                centre: p.centre,
            })
            .collect(),
        areas: map
            .areas
            .iter()
            .map(|a| Area {
                short: a.short.clone(),
                province: usize::from(a.province),
                coastal: a.coastal,
                land: ids(&a.land),
                seas: ids(&a.seas),
            })
            .collect(),
        seas: map
            .seas
            .iter()
            .map(|s| Sea {
                short: s.short.clone(),
                name: s.name.clone(),
                centre: s.centre,
                seas: ids(&s.seas),
            })
            .collect(),
    }
}

fn main() -> std::io::Result<()> {
    let board = board(&Map::standard());
    let layout = layout_gen::generate(&board);
    std::fs::write(PATH, layout_gen::to_toml(&board, &layout))?;
    println!("wrote {PATH}");

    for link in &layout.links {
        println!("link {}|{}", link.a, link.b);
    }
    let land = |name: &str| board.areas.iter().any(|a| a.short == name);
    let mut kinds = [0; 3];
    for link in &layout.links {
        kinds[usize::from(land(&link.a)) + usize::from(land(&link.b))] += 1;
    }
    println!(
        "links sea-sea {}, land-sea {}, land-land {}",
        kinds[0], kinds[1], kinds[2]
    );
    let mut size: BTreeMap<Owner, usize> = BTreeMap::new();
    for &o in &layout.owner {
        *size.entry(o).or_insert(0) += 1;
    }
    let mut smallest: Vec<(usize, &str)> = size
        .iter()
        .filter_map(|(&o, &n)| match o {
            Owner::Area(a) => Some((n, board.areas[a].short.as_str())),
            Owner::Sea(s) => Some((n, board.seas[s].short.as_str())),
            Owner::Ocean | Owner::Offboard => None,
        })
        .collect();
    smallest.sort();
    smallest.truncate(12);
    println!("{} links; smallest: {smallest:?}", layout.links.len());
    Ok(())
}
