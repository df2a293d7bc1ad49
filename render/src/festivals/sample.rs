use super::{Festival, Island, Picture, Player, Ticket, Tile, TileKind, Words};

/// A mid-game picture (round 4, Phase 2 moves, four players, two typhoons) for examples, tests
/// and previews.
pub fn sample() -> Picture {
    use Ticket::{Black as K, Blue as B, Yellow as Y};
    let island = |name: &str, row, col, spaces: Vec<(Ticket, bool)>, centre, depicted| Tile {
        row,
        col,
        kind: TileKind::Island(Island {
            name: name.to_string(),
            spaces,
            centre,
            depicted,
            active_festival: name == "Bali",
            next_festival: name == "Kalimantan",
        }),
    };
    let tiles = vec![
        island(
            "Sumatera",
            1,
            1,
            vec![(Y, false), (K, true), (B, false)],
            [0, 1, 0],
            vec![Y, B],
        ),
        island(
            "Kalimantan",
            1,
            2,
            vec![(Y, true), (B, false), (K, false)],
            [0, 0, 0],
            vec![B, Y],
        ),
        island(
            "Sulawesi",
            1,
            3,
            vec![(B, true), (B, false), (Y, false)],
            [1, 0, 2],
            vec![K, Y],
        ),
        island(
            "Maluku",
            1,
            4,
            vec![(Y, false), (K, false), (B, false)],
            [0, 0, 0],
            vec![B],
        ),
        island(
            "Papua",
            1,
            5,
            vec![(B, false), (K, false)],
            [1, 1, 1],
            vec![Y, K, B],
        ),
        island(
            "Jawa",
            2,
            1,
            vec![(Y, false), (Y, false), (K, false), (B, true)],
            [2, 0, 0],
            vec![K, K, Y],
        ),
        island(
            "Bali",
            2,
            3,
            vec![(K, true), (Y, false)],
            [0, 0, 0],
            vec![B, B],
        ),
        island(
            "Nusa Tenggara",
            2,
            4,
            vec![(K, false), (B, false)],
            [0, 1, 0],
            vec![Y, K],
        ),
        Tile {
            row: 2,
            col: 2,
            kind: TileKind::Connector,
        },
        Tile {
            row: 2,
            col: 5,
            kind: TileKind::Connector,
        },
    ];
    let player = |name: &str, score, hand_size, tile, acting, shown| Player {
        name: name.to_string(),
        score,
        hand_size,
        tile,
        acting,
        planned: None,
        shown,
        winner: false,
    };
    Picture {
        title: "The Festivals · round 4 · 4 players".to_string(),
        status: "Phase 2, moves: bob places a ticket (2 left to place)".to_string(),
        tiles,
        typhoons: vec![(0, 1), (2, 3)],
        players: vec![
            player("alice", 9, 3, 6, false, Some([0, 0, 0])),
            player("bob", 7, 2, 2, true, Some([1, 0, 1])),
            player("carol", 12, 4, 6, false, Some([0, 0, 0])),
            player("dave", 5, 5, 5, false, Some([0, 0, 0])),
        ],
        active: Some(Festival {
            name: "Galungan".to_string(),
            island: "Bali".to_string(),
            points: [Some(4), Some(2), Some(1)],
            claimed: 1,
        }),
        next: Some(Festival {
            name: "Erau".to_string(),
            island: "Kalimantan".to_string(),
            points: [Some(5), Some(3), Some(1)],
            claimed: 0,
        }),
        deck_left: 12,
        pool: [6, 4, 5],
        airplane: 2,
        target: 22,
        words: Words::default(),
    }
}
