//! The generator of `assets/indonesia/layout.toml`, the schematic map the Indonesia picture is
//! drawn from. It is kept here, next to the test that checks the committed file is what it makes:
//! `UPDATE_LAYOUT=1 cargo test --test indonesia_layout` rewrites the file.
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

use nusantara::games::indonesia::map::Map;
use std::cmp::Reverse;
use std::collections::{BTreeMap, BTreeSet, BinaryHeap, VecDeque};
use std::fmt::Write;

/// Distance between neighbouring cell centres, in pixels.
pub const SPACING: f64 = 10.0;
/// Size of the map part of the picture.
pub const WIDTH: f64 = 1910.0;
pub const HEIGHT: f64 = 1090.0;

/// Circumradius of a cell.
fn radius() -> f64 {
    SPACING / 3f64.sqrt()
}

pub struct Grid {
    pub cols: usize,
    pub rows: usize,
}

impl Grid {
    pub fn new() -> Grid {
        let r = radius();
        Grid {
            cols: (WIDTH / SPACING - 1.0).floor() as usize,
            rows: ((HEIGHT - 2.0 * r) / (1.5 * r)).floor() as usize + 1,
        }
    }

    pub fn len(&self) -> usize {
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

    fn nearest(&self, p: (f64, f64), ok: impl Fn(usize) -> bool) -> usize {
        (0..self.len())
            .filter(|&i| ok(i))
            .min_by(|&a, &b| dist(self.centre(a), p).total_cmp(&dist(self.centre(b), p)))
            .expect("some cell qualifies")
    }
}

fn dist(a: (f64, f64), b: (f64, f64)) -> f64 {
    ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt()
}

/// Longitude and latitude to map pixels, piecewise linear in each.
pub fn warp(lon: f64, lat: f64) -> (f64, f64) {
    const KNOTS: [(f64, f64); 4] = [
        (93.0, 10.0),
        (119.0, 1206.0),
        (130.0, 1668.0),
        (141.5, 1898.0),
    ];
    let k = if lon < KNOTS[1].0 {
        0
    } else if lon < KNOTS[2].0 {
        1
    } else {
        2
    };
    let ((l0, x0), (l1, x1)) = (KNOTS[k], KNOTS[k + 1]);
    // Latitude: the south (Java, Bali, Nusa Tenggara), where the areas are small, gets more room.
    let y = if lat > -5.0 {
        20.0 + (7.2 - lat) * 48.0
    } else {
        20.0 + 12.2 * 48.0 + (-5.0 - lat) * 78.0
    };
    (x0 + (lon - l0) * (x1 - x0) / (l1 - l0), y)
}

/// The islands as outlines of (longitude, latitude), schematic: widened where the board has many
/// areas. Order matters only where outlines overlap (the first wins).
const ISLANDS: &[(&str, &[(f64, f64)])] = &[
    (
        "Sumatra",
        &[
            (95.0, 5.9),
            (96.2, 5.9),
            (97.6, 5.4),
            (98.6, 4.4),
            (99.8, 3.4),
            (100.9, 2.5),
            (102.0, 2.0),
            (103.2, 1.2),
            (104.0, 0.3),
            (104.6, -0.9),
            (105.3, -2.0),
            (106.1, -3.0),
            (106.3, -4.2),
            (106.2, -5.6),
            (105.7, -6.0),
            (104.4, -6.1),
            (103.2, -5.6),
            (101.9, -4.7),
            (100.7, -3.4),
            (100.0, -1.9),
            (99.3, -0.6),
            (98.5, 0.7),
            (97.6, 1.8),
            (96.6, 3.0),
            (95.7, 4.2),
            (94.9, 5.2),
        ],
    ),
    (
        "Simeulue",
        &[(95.2, 3.2), (96.3, 3.2), (96.3, 2.2), (95.2, 2.2)],
    ),
    (
        "Nias",
        &[(96.4, 1.6), (97.6, 1.6), (97.6, 0.4), (96.4, 0.4)],
    ),
    (
        "Siberut",
        &[(97.6, -0.9), (98.9, -0.9), (98.9, -2.2), (97.6, -2.2)],
    ),
    (
        "Riau islands",
        &[(104.3, 1.6), (105.6, 1.6), (105.6, 0.6), (104.3, 0.6)],
    ),
    (
        "Bangka",
        &[(106.5, -1.4), (107.8, -1.7), (107.8, -3.1), (106.6, -3.2)],
    ),
    (
        "Belitung",
        &[(108.2, -2.3), (109.3, -2.3), (109.3, -3.6), (108.2, -3.6)],
    ),
    (
        "Java",
        &[
            (105.6, -6.45),
            (106.5, -6.1),
            (107.6, -6.1),
            (108.6, -6.3),
            (109.5, -6.6),
            (110.6, -6.6),
            (111.6, -6.45),
            (112.7, -6.9),
            (113.8, -7.4),
            (114.6, -7.6),
            (114.6, -8.8),
            (113.0, -9.1),
            (111.6, -9.1),
            (110.5, -8.2),
            (109.4, -8.2),
            (108.5, -8.9),
            (107.0, -8.7),
            (105.6, -7.8),
        ],
    ),
    (
        "Madura",
        &[(112.9, -5.7), (114.6, -5.7), (114.6, -6.35), (112.9, -6.35)],
    ),
    (
        "Bali",
        &[(114.9, -7.8), (116.3, -7.8), (116.3, -9.2), (114.9, -9.2)],
    ),
    (
        "Lombok",
        &[(116.6, -7.8), (117.8, -7.8), (117.8, -9.2), (116.6, -9.2)],
    ),
    (
        "Sumbawa",
        &[(118.1, -7.8), (119.6, -7.8), (119.6, -9.2), (118.1, -9.2)],
    ),
    (
        "Flores",
        &[(119.9, -7.7), (123.6, -7.8), (123.6, -9.2), (119.9, -9.2)],
    ),
    (
        "Sumba",
        &[(120.0, -9.7), (121.8, -9.7), (121.8, -10.9), (120.0, -10.9)],
    ),
    (
        "Timor",
        &[
            (123.4, -9.7),
            (125.3, -9.0),
            (127.6, -8.5),
            (127.6, -9.6),
            (125.3, -10.5),
            (123.4, -10.9),
        ],
    ),
    (
        "Borneo",
        &[
            (109.3, 1.9),
            (110.5, 1.9),
            (111.6, 2.7),
            (113.0, 3.4),
            (114.2, 4.7),
            (115.4, 5.4),
            (116.4, 6.7),
            (117.6, 7.0),
            (119.3, 5.4),
            (118.3, 4.4),
            (118.0, 3.0),
            (118.6, 1.3),
            (117.9, 0.2),
            (117.5, -1.0),
            (116.7, -2.2),
            (116.5, -3.6),
            (115.9, -4.3),
            (114.5, -4.0),
            (112.9, -3.5),
            (111.6, -3.6),
            (110.3, -3.0),
            (109.9, -1.6),
            (108.9, -0.3),
            (108.8, 1.1),
        ],
    ),
    (
        "Sulawesi",
        &[
            (119.7, 0.9),
            (121.2, 1.3),
            (123.0, 1.1),
            (124.4, 1.4),
            (125.4, 2.0),
            (125.5, 0.9),
            (124.2, 0.1),
            (122.6, 0.1),
            (121.4, -0.1),
            (121.5, -0.5),
            (122.6, -0.6),
            (124.2, -0.5),
            (124.3, -1.7),
            (122.7, -2.0),
            (122.3, -2.4),
            (122.9, -3.3),
            (123.6, -4.4),
            (123.4, -5.7),
            (122.3, -5.6),
            (121.7, -4.5),
            (121.2, -3.6),
            (120.8, -3.9),
            (120.7, -5.0),
            (120.6, -5.9),
            (119.3, -5.9),
            (119.2, -3.8),
            (118.7, -3.0),
            (119.2, -1.5),
            (119.6, -0.2),
        ],
    ),
    (
        "Halmahera",
        &[
            (126.9, 3.1),
            (128.5, 3.1),
            (128.4, 1.8),
            (129.8, 2.0),
            (129.9, 0.9),
            (128.7, 0.6),
            (129.8, 0.3),
            (129.8, -0.7),
            (128.5, -0.5),
            (128.4, -1.8),
            (126.9, -1.8),
            (126.9, 1.2),
        ],
    ),
    (
        "Buru",
        &[(124.2, -2.5), (126.5, -2.5), (126.5, -4.4), (124.2, -4.4)],
    ),
    (
        "Seram",
        &[(126.9, -2.2), (130.2, -2.4), (130.2, -3.9), (126.9, -4.0)],
    ),
    (
        "Banda",
        &[(129.2, -4.6), (130.4, -4.6), (130.4, -5.6), (129.2, -5.6)],
    ),
    (
        "Ambon",
        &[(127.7, -4.6), (128.9, -4.6), (128.9, -5.6), (127.7, -5.6)],
    ),
    (
        "Babar",
        &[(128.4, -6.9), (130.0, -6.9), (130.0, -8.2), (128.4, -8.2)],
    ),
    (
        "Kei",
        &[(130.6, -5.9), (132.4, -5.9), (132.4, -7.2), (130.6, -7.2)],
    ),
    (
        "Aru",
        &[(133.0, -5.3), (135.0, -5.3), (135.0, -6.8), (133.0, -6.8)],
    ),
    (
        "Papua",
        &[
            (130.9, -0.6),
            (132.3, -0.2),
            (134.1, -0.6),
            (134.4, -1.9),
            (135.0, -2.6),
            (135.8, -2.5),
            (136.6, -1.8),
            (138.2, -1.5),
            (140.0, -2.2),
            (141.3, -2.5),
            (141.3, -9.3),
            (139.4, -9.0),
            (138.0, -8.0),
            (136.8, -6.6),
            (135.6, -5.3),
            (134.4, -4.3),
            (133.0, -4.0),
            (132.0, -3.0),
            (131.1, -1.7),
        ],
    ),
    // Land outside play, drawn for recognition only.
    (
        "Malaya",
        &[
            (100.3, 7.2),
            (103.0, 7.2),
            (104.2, 2.2),
            (103.4, 1.3),
            (101.9, 2.4),
            (100.3, 5.2),
        ],
    ),
    (
        "Australia",
        &[
            (129.0, -12.5),
            (137.0, -12.5),
            (136.6, -11.6),
            (133.5, -11.2),
            (130.0, -11.3),
        ],
    ),
    (
        "Mindanao",
        &[
            (122.0, 7.3),
            (126.6, 7.3),
            (126.3, 6.2),
            (125.3, 5.6),
            (123.4, 6.6),
        ],
    ),
];

/// The island each area lies on, by province, with the exceptions of the small islands.
fn island_of(area: &str, province: &str) -> &'static str {
    match area {
        "Riau3" => return "Riau islands",
        "Aceh4" => return "Simeulue",
        "Sumut4" => return "Nias",
        "Sumbar1" => return "Siberut",
        "Sumsel6" => return "Bangka",
        "Sumsel7" => return "Belitung",
        "Jatim6" => return "Madura",
        "NTB1" => return "Lombok",
        "NTB2" => return "Sumbawa",
        "NTT1" | "NTT2" | "NTT3" => return "Flores",
        "NTT4" => return "Sumba",
        "NTT5" | "NTT6" => return "Timor",
        "Maluku2" | "Maluku3" => return "Buru",
        "Maluku1" | "Maluku4" => return "Seram",
        "Maluku5" => return "Banda",
        "Maluku6" => return "Ambon",
        "Maluku7" => return "Babar",
        "Maluku8" => return "Kei",
        "Maluku9" => return "Aru",
        _ => {}
    }
    match province {
        "Aceh" | "Sumut" | "Riau" | "Sumbar" | "Jambi" | "Bengkulu" | "Sumsel" | "Lampung" => {
            "Sumatra"
        }
        "Jabar" | "Jateng" | "Jatim" => "Java",
        "Bali" => "Bali",
        "Kalbar" | "Kalteng" | "Kalsel" | "Kaltim" | "Sarawak" => "Borneo",
        "Sulsel" | "Sulteng" | "Sultra" | "Sulut" => "Sulawesi",
        "Halmahera" => "Halmahera",
        "Papua" => "Papua",
        other => panic!("no island for {area} in {other}"),
    }
}

/// Seeds placed by hand where the force layout alone does not find a good arrangement, in
/// longitude and latitude.
const SEEDS: &[(&str, f64, f64)] = &[
    // North Sumatra: Simeulue (Aceh4), Nias (Sumut4) and Siberut (Sumbar1) lie off the west
    // coast; Sumut3 reaches that coast between them.
    ("Aceh1", 95.6, 5.3),
    ("Aceh2", 97.2, 4.8),
    ("Aceh3", 96.4, 4.0),
    ("Sumut1", 98.4, 3.7),
    ("Sumut2", 99.6, 2.6),
    ("Sumut3", 97.9, 2.3),
    ("Riau1", 99.6, 1.4),
    ("Sumbar4", 98.9, 0.5),
    ("Riau2", 101.3, 1.6),
    ("Riau4", 100.5, 0.3),
    ("Riau5", 102.4, 0.2),
    ("Sumbar2", 99.6, -0.8),
    ("Sumbar3", 100.6, -1.2),
    // South Sumatra; Bangka (Sumsel6) and Belitung (Sumsel7) lie off its east coast.
    ("Jambi1", 102.0, -1.6),
    ("Jambi2", 103.3, -0.8),
    ("Jambi3", 104.1, -1.4),
    ("Bengkulu1", 101.2, -2.4),
    ("Bengkulu2", 102.1, -3.4),
    ("Bengkulu3", 103.0, -4.5),
    ("Sumsel1", 102.9, -2.5),
    ("Sumsel2", 104.3, -2.3),
    ("Sumsel3", 103.4, -3.8),
    ("Sumsel4", 104.2, -3.4),
    ("Sumsel5", 105.1, -3.4),
    ("Lampung1", 104.0, -4.9),
    ("Lampung2", 105.0, -5.6),
    ("Lampung3", 104.8, -4.5),
    ("Lampung4", 105.6, -4.6),
    // Java: a zigzag of north-coast and south-coast areas, with a few from coast to coast.
    ("Jabar1", 105.8, -7.1),
    ("Jabar2", 106.3, -6.7),
    ("Jabar3", 106.7, -8.2),
    ("Jabar4", 107.2, -6.7),
    ("Jabar5", 107.6, -8.3),
    ("Jabar6", 108.1, -6.8),
    ("Jabar7", 108.5, -8.4),
    ("Jateng1", 109.3, -7.5),
    ("Jateng2", 110.2, -7.5),
    ("Jateng3", 111.4, -6.9),
    ("Jateng4", 111.1, -8.6),
    ("Jatim1", 112.5, -7.1),
    ("Jatim2", 112.0, -8.7),
    ("Jatim3", 113.0, -7.9),
    ("Jatim4", 113.7, -8.1),
    ("Jatim5", 114.3, -8.1),
    // Sarawak along the north-west coast of Borneo, Sabah (Sarawak2) at its tip.
    ("Sarawak4", 111.0, 1.7),
    ("Sarawak3", 112.6, 2.6),
    ("Sarawak1", 114.3, 4.2),
    ("Sarawak2", 117.0, 5.5),
    // South Borneo: Kalteng5 reaches the coast between Kalteng4 and Kalsel1.
    ("Kalteng1", 110.9, -2.4),
    ("Kalteng2", 112.2, -3.2),
    ("Kalteng4", 113.6, -3.4),
    ("Kalteng5", 114.6, -3.0),
    ("Kalsel1", 115.3, -3.8),
    ("Kalsel3", 116.1, -3.9),
    ("Kalsel2", 116.4, -2.5),
    // Sulawesi: the east arm is Sulteng5 (its north shore) and Sulteng4 (its tip), with
    // Sulteng3 reaching along its south shore.
    ("Sulut2", 124.7, 1.3),
    ("Sulut1", 123.0, 0.6),
    ("Sulteng1", 121.0, 0.8),
    ("Sulteng2", 120.4, -0.9),
    ("Sulteng3", 121.8, -1.8),
    ("Sulteng5", 122.2, -0.9),
    ("Sulteng4", 123.7, -1.2),
    ("Sulsel1", 119.4, -2.6),
    ("Sulsel2", 120.3, -3.6),
    ("Sulsel3", 120.0, -5.0),
    ("Sultra1", 121.9, -3.0),
    ("Sultra2", 122.5, -4.2),
    ("Sultra3", 122.8, -5.2),
    // Halmahera: Halmahera3 in the middle, the arms around it.
    ("Halmahera1", 127.5, 2.6),
    ("Halmahera2", 127.6, 1.5),
    ("Halmahera3", 127.9, 0.4),
    ("Halmahera4", 129.2, 1.4),
    ("Halmahera5", 129.2, -0.1),
    ("Halmahera6", 127.6, -1.2),
    // Buru and Seram.
    ("Maluku3", 124.8, -3.5),
    ("Maluku2", 126.0, -3.4),
    ("Maluku1", 127.6, -3.2),
    ("Maluku4", 129.4, -3.2),
    // Papua: the bird's head (1, 2), its neck (3, 4), the north coast (6), the south (5, 7).
    ("Papua1", 131.6, -1.5),
    ("Papua2", 133.4, -0.9),
    ("Papua3", 133.3, -2.9),
    ("Papua4", 135.0, -3.7),
    ("Papua5", 136.3, -5.6),
    ("Papua6", 138.8, -3.2),
    ("Papua7", 139.6, -7.2),
];

/// Where a sea starts growing, where its centre in the board file would let a neighbour take
/// the coast it borders in the rules.
const SEA_SEEDS: &[(&str, f64, f64)] = &[];

fn inside(p: (f64, f64), poly: &[(f64, f64)]) -> bool {
    let mut c = false;
    let mut j = poly.len() - 1;
    for i in 0..poly.len() {
        let ((xi, yi), (xj, yj)) = (poly[i], poly[j]);
        if (yi > p.1) != (yj > p.1) && p.0 < xi + (p.1 - yi) * (xj - xi) / (yj - yi) {
            c = !c;
        }
        j = i;
    }
    c
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

pub struct Layout {
    pub grid: Grid,
    pub owner: Vec<Owner>,
    pub links: Vec<Link>,
    pub area_labels: Vec<(f64, f64)>,
    pub sea_labels: Vec<(f64, f64)>,
    pub province_labels: Vec<(f64, f64)>,
}

pub struct Link {
    pub a: String,
    pub b: String,
    pub from: (f64, f64),
    pub to: (f64, f64),
}

/// Grows regions from seeds over the cells `allowed` lets each take, nearest first (path length
/// over the grid); `compatible(region, owner)` says whether a region may take a cell next to a
/// cell of that owner.
fn grow(
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

pub fn generate(map: &Map) -> Layout {
    let grid = Grid::new();
    let n = grid.len();
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
    let area_island: Vec<usize> = map
        .areas
        .iter()
        .map(|a| {
            island_index(island_of(
                &a.short,
                &map.provinces[usize::from(a.province)].short,
            ))
        })
        .collect();

    let seeds = place_seeds(map, &grid, &island, &area_island);

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
            (Owner::Area(a), Owner::Area(b)) => map.areas_adjacent(a as u8, b as u8),
            _ => true,
        },
    );

    // Seas.
    let sea_seeds: Vec<(usize, Owner)> = map
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
            (Owner::Sea(s), Owner::Sea(t)) => map.seas_adjacent(s as u8, t as u8),
            (Owner::Sea(s), Owner::Area(a)) => map.area_borders_sea(a as u8, s as u8),
            _ => true,
        },
    );

    let links = make_links(map, &grid, &owner);
    // Small areas choose first; each label keeps clear of those already placed.
    let mut order: Vec<usize> = (0..map.areas.len()).collect();
    let size = |a: usize| owner.iter().filter(|&&o| o == Owner::Area(a)).count();
    order.sort_by_key(|&a| (size(a), a));
    let mut area_labels = vec![(0.0, 0.0); map.areas.len()];
    let mut placed = Vec::new();
    for a in order {
        let c = area_label(&grid, &owner, a, &map.areas[a].short, &placed);
        let half = 3.7 * map.areas[a].short.chars().count() as f64;
        placed.push((c.0 - half - 2.0, c.0 + half + 2.0, c.1 - 17.0, c.1 + 22.0));
        area_labels[a] = c;
    }
    let sea_labels: Vec<(f64, f64)> = (0..map.seas.len())
        .map(|s| pole(&grid, &owner, Owner::Sea(s)))
        .collect();
    let province_labels = place_province_labels(map, &grid, &owner, &sea_labels, &area_labels);
    Layout {
        grid,
        owner,
        links,
        area_labels,
        sea_labels,
        province_labels,
    }
}

/// The seed cell of every area.
fn place_seeds(
    map: &Map,
    grid: &Grid,
    island: &[Option<usize>],
    area_island: &[usize],
) -> Vec<usize> {
    let n = grid.len();
    // Steps to the nearest water, for pulling inland areas inwards.
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
    let cell_at = |p: (f64, f64)| -> Option<usize> {
        let rad = radius();
        let r = ((p.1 - rad) / (1.5 * rad))
            .round()
            .clamp(0.0, grid.rows as f64 - 1.0) as usize;
        let c = (p.0 / SPACING - 0.5 - 0.5 * (r % 2) as f64)
            .round()
            .clamp(0.0, grid.cols as f64 - 1.0) as usize;
        Some(r * grid.cols + c)
    };
    let count: BTreeMap<usize, usize> = area_island.iter().fold(BTreeMap::new(), |mut m, &i| {
        *m.entry(i).or_insert(0) += 1;
        m
    });
    let areas = &map.areas;
    let mut pos: Vec<(f64, f64)> = areas
        .iter()
        .enumerate()
        .map(|(a, area)| {
            let pc = map.provinces[usize::from(area.province)].centre;
            let mut p = warp(pc.1 as f64, pc.0 as f64);
            let angle = a as f64 * 2.399_963;
            p.0 += 14.0 * angle.cos();
            p.1 += 14.0 * angle.sin();
            p
        })
        .collect();
    let fixed: BTreeMap<usize, (f64, f64)> = SEEDS
        .iter()
        .map(|&(name, lon, lat)| {
            (
                usize::from(map.area_named(name).expect("seed names an area")),
                warp(lon, lat),
            )
        })
        .collect();
    let sea_px: Vec<(f64, f64)> = map
        .seas
        .iter()
        .map(|s| warp(s.centre.1 as f64, s.centre.0 as f64))
        .collect();
    let snap = |a: usize, p: (f64, f64)| -> (f64, f64) {
        if let Some(c) = cell_at(p)
            && island[c] == Some(area_island[a])
        {
            return p;
        }
        grid.centre(grid.nearest(p, |i| island[i] == Some(area_island[a])))
    };
    for _ in 0..250 {
        let mut force = vec![(0.0f64, 0.0f64); areas.len()];
        for a in 0..areas.len() {
            for b in 0..areas.len() {
                if a == b || area_island[a] != area_island[b] {
                    continue;
                }
                let (dx, dy) = (pos[b].0 - pos[a].0, pos[b].1 - pos[a].1);
                let d = (dx * dx + dy * dy).sqrt().max(0.01);
                let (ux, uy) = (dx / d, dy / d);
                let adjacent = map.areas_adjacent(a as u8, b as u8);
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
            let pc = map.provinces[usize::from(area.province)].centre;
            let pc = warp(pc.1 as f64, pc.0 as f64);
            force[a].0 += (pc.0 - pos[a].0) * 0.02;
            force[a].1 += (pc.1 - pos[a].1) * 0.02;
            for &s in &area.seas {
                let t = sea_px[usize::from(s)];
                let (dx, dy) = (t.0 - pos[a].0, t.1 - pos[a].1);
                let d = (dx * dx + dy * dy).sqrt().max(0.01);
                force[a].0 += 2.0 * dx / d;
                force[a].1 += 2.0 * dy / d;
            }
            if !area.coastal
                && let Some(c) = cell_at(pos[a])
            {
                // Uphill, away from the coast.
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

fn region_name(map: &Map, o: Owner) -> String {
    match o {
        Owner::Area(a) => map.areas[a].short.clone(),
        Owner::Sea(s) => map.seas[s].short.clone(),
        _ => unreachable!(),
    }
}

/// Pairs of regions whose cells touch.
pub fn touching(grid: &Grid, owner: &[Owner]) -> BTreeSet<(Owner, Owner)> {
    let mut out = BTreeSet::new();
    for i in 0..grid.len() {
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

/// Every adjacency in the rules that the cells do not show, as a link between the closest cells.
fn make_links(map: &Map, grid: &Grid, owner: &[Owner]) -> Vec<Link> {
    let touch = touching(grid, owner);
    let mut pairs: Vec<(Owner, Owner)> = Vec::new();
    for (a, area) in map.areas.iter().enumerate() {
        for &b in &area.land {
            if a < usize::from(b) {
                pairs.push((Owner::Area(a), Owner::Area(usize::from(b))));
            }
        }
        for &s in &area.seas {
            pairs.push((Owner::Area(a), Owner::Sea(usize::from(s))));
        }
    }
    for (s, sea) in map.seas.iter().enumerate() {
        for &t in &sea.seas {
            if s < usize::from(t) {
                pairs.push((Owner::Sea(s), Owner::Sea(usize::from(t))));
            }
        }
    }
    let cells_of =
        |o: Owner| -> Vec<usize> { (0..grid.len()).filter(|&i| owner[i] == o).collect() };
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
            region_name(map, a),
            region_name(map, b)
        );
        links.push(Link {
            a: region_name(map, a),
            b: region_name(map, b),
            from: grid.centre(best.1),
            to: grid.centre(best.2),
        });
    }
    links
}

/// The cell of a region farthest from its edge (the middle of its roomiest part).
fn pole(grid: &Grid, owner: &[Owner], region: Owner) -> (f64, f64) {
    let n = grid.len();
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
fn area_label(
    grid: &Grid,
    owner: &[Owner],
    a: usize,
    name: &str,
    placed: &[(f64, f64, f64, f64)],
) -> (f64, f64) {
    let region = Owner::Area(a);
    let half = 3.7 * name.chars().count() as f64;
    let cells: Vec<usize> = (0..grid.len()).filter(|&i| owner[i] == region).collect();
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
fn place_province_labels(
    map: &Map,
    grid: &Grid,
    owner: &[Owner],
    sea_labels: &[(f64, f64)],
    area_labels: &[(f64, f64)],
) -> Vec<(f64, f64)> {
    const DEEDS: f64 = 30.0;
    let n = grid.len();
    // The province whose land is nearest each cell, in steps: a name must lie in its own
    // province's zone, so it cannot be read as a neighbour's.
    let mut zone = vec![usize::MAX; n];
    let mut queue = VecDeque::new();
    for i in 0..n {
        if let Owner::Area(a) = owner[i] {
            zone[i] = usize::from(map.areas[a].province);
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
        let half = 3.7 * map.areas[a].short.chars().count() as f64;
        taken.push((x - half, x + half, y - 16.0, y + 22.0));
    }
    let mut out = Vec::new();
    for (pi, p) in map.provinces.iter().enumerate() {
        let cells: Vec<usize> = (0..n)
            .filter(
                |&i| matches!(owner[i], Owner::Area(a) if usize::from(map.areas[a].province) == pi),
            )
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

/// Runs of cells of one owner: "row:first-last" separated by spaces.
fn runs(grid: &Grid, owner: &[Owner], o: Owner) -> String {
    let mut out = String::new();
    for r in 0..grid.rows {
        let mut c = 0;
        while c < grid.cols {
            if owner[r * grid.cols + c] == o {
                let start = c;
                while c + 1 < grid.cols && owner[r * grid.cols + c + 1] == o {
                    c += 1;
                }
                if !out.is_empty() {
                    out.push(' ');
                }
                let _ = write!(out, "{r}:{start}-{c}");
            }
            c += 1;
        }
    }
    out
}

/// The layout as the TOML text of the asset.
pub fn to_toml(map: &Map, l: &Layout) -> String {
    let mut s = String::new();
    let pt = |p: (f64, f64)| format!("[{:.0}, {:.0}]", p.0, p.1);
    s.push_str(
        "# The schematic map of the Indonesia board, drawn by nusantara-render.\n\
         # GENERATED by tests/indonesia_layout/generate.rs: do not edit by hand; change the\n\
         # generator and run `UPDATE_LAYOUT=1 cargo test --test indonesia_layout`.\n\
         #\n\
         # The map is a grid of pointy-top hexagonal cells `spacing` pixels apart: cell (row, col)\n\
         # has its centre at x = spacing * (col + 0.5 + 0.5 * (row % 2)), y = r + 1.5 * r * row,\n\
         # r = spacing / sqrt(3). `cells` lists a region's cells as runs \"row:first-last\".\n\
         # Land cells of no area are `offboard` (outside play); water cells of no sea are open\n\
         # ocean. A link joins two regions adjacent in the rules whose cells do not touch.\n\n",
    );
    let _ = writeln!(
        s,
        "width = {WIDTH}\nheight = {HEIGHT}\nspacing = {SPACING}\ncols = {}\nrows = {}\n",
        l.grid.cols, l.grid.rows
    );
    let _ = writeln!(
        s,
        "offboard = \"{}\"\n",
        runs(&l.grid, &l.owner, Owner::Offboard)
    );
    for (i, p) in map.provinces.iter().enumerate() {
        let _ = writeln!(
            s,
            "[[provinces]]\nshort = \"{}\"\nname = \"{}\"\nlabel = {}\n",
            p.short,
            p.name,
            pt(l.province_labels[i])
        );
    }
    for (a, area) in map.areas.iter().enumerate() {
        let _ = writeln!(
            s,
            "[[areas]]\nshort = \"{}\"\nprovince = \"{}\"\nlabel = {}\ncells = \"{}\"\n",
            area.short,
            map.provinces[usize::from(area.province)].short,
            pt(l.area_labels[a]),
            runs(&l.grid, &l.owner, Owner::Area(a))
        );
    }
    for (i, sea) in map.seas.iter().enumerate() {
        let _ = writeln!(
            s,
            "[[seas]]\nshort = \"{}\"\nname = \"{}\"\nlabel = {}\ncells = \"{}\"\n",
            sea.short,
            sea.name,
            pt(l.sea_labels[i]),
            runs(&l.grid, &l.owner, Owner::Sea(i))
        );
    }
    for link in &l.links {
        let _ = writeln!(
            s,
            "[[links]]\na = \"{}\"\nb = \"{}\"\nfrom = {}\nto = {}\n",
            link.a,
            link.b,
            pt(link.from),
            pt(link.to)
        );
    }
    s.truncate(s.trim_end().len());
    s.push('\n');
    s
}
