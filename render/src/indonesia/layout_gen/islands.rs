//! Geography: longitude and latitude warped onto the canvas, the islands' outlines, the island
//! of each area, and the seeds placed by hand.

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
pub(super) const ISLANDS: &[(&str, &[(f64, f64)])] = &[
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
pub(super) fn island_of(area: &str, province: &str) -> &'static str {
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
pub(super) const SEEDS: &[(&str, f64, f64)] = &[
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
pub(super) const SEA_SEEDS: &[(&str, f64, f64)] = &[];

pub(super) fn inside(p: (f64, f64), poly: &[(f64, f64)]) -> bool {
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
