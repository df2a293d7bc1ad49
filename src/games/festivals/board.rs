//! The board as data: island tiles on a grid, connector tiles and festival cards, loaded from
//! TOML (assets/festivals/board.toml) and validated, so a group owning the printed game can swap
//! in its own values without touching code.

use super::{Colour, Tickets};
use crate::games::{Components, SetupError};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

pub type IslandId = usize;
pub type FestivalId = usize;

/// The side shared by two island tiles, normalised so that `.0 < .1`. Typhoons sit on sides.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Side(pub IslandId, pub IslandId);

impl Side {
    pub fn new(a: IslandId, b: IslandId) -> Side {
        if a < b { Side(a, b) } else { Side(b, a) }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Island {
    pub name: String,
    pub row: u8,
    pub col: u8,
    /// Ticket spaces with 3 or 4 players.
    pub spaces: Vec<Colour>,
    /// Ticket spaces on the two-player side of the tile.
    pub spaces_2p: Vec<Colour>,
    /// Pool tokens drawn on the tile: what a rest from the pool takes, and the storage limit.
    pub depicted: Tickets,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Festival {
    pub name: String,
    pub island: IslandId,
    /// Points for 1st, 2nd, 3rd; None where the card pays nothing.
    pub points: [Option<u8>; 3],
}

/// The validated board. `Eq` lets `Arc<Board>` compare by pointer first, which keeps
/// `Game == Game` cheap.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    pub islands: Vec<Island>,
    pub connectors: Vec<(u8, u8)>,
    pub festivals: Vec<Festival>,
    pub start: IslandId,
    pub typhoon_defaults: Vec<Side>,
    pub tickets_per_colour: u8,
    /// Points that end the game, indexed by number of players (2..=4).
    targets: [u32; 5],
    adjacency: Vec<Vec<IslandId>>,
    /// Pairs of tiles sharing a side directly: where typhoons may sit.
    sides: Vec<Side>,
    /// Pairs joined through a connector: never blocked by a typhoon.
    connector_links: Vec<Side>,
    source: String,
}

/// How errors name the board file.
const FILE: &str = "board file";

/// A board file that cannot be played, with what is wrong in it.
fn err<T>(message: impl Into<String>) -> Result<T, SetupError> {
    Err(SetupError::file(FILE, message))
}

/// The file as written; turned into a [`Board`] by validation.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBoard {
    tickets_per_colour: u8,
    start: String,
    targets: BTreeMap<String, u32>,
    typhoon_defaults: Vec<String>,
    #[serde(default)]
    island: Vec<RawIsland>,
    #[serde(default)]
    connector: Vec<RawConnector>,
    #[serde(default)]
    festival: Vec<RawFestival>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawIsland {
    name: String,
    row: u8,
    col: u8,
    spaces: String,
    spaces_2p: String,
    depicted: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawConnector {
    row: u8,
    col: u8,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFestival {
    name: String,
    island: String,
    points: Vec<u8>,
}

/// How names are compared: case, spaces and punctuation ("Nusa Tenggara", "nusa_tenggara",
/// "Ogoh-ogoh", "Rambu Solo") do not matter.
pub(crate) fn normalise(name: &str) -> String {
    name.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

fn colours(what: &str, text: &str) -> Result<Vec<Colour>, SetupError> {
    text.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .map(|w| {
            Colour::parse(w).ok_or_else(|| {
                SetupError::file(
                    FILE,
                    format!("{what}: `{w}` is not a colour (use Y, K, B or the names)"),
                )
            })
        })
        .collect()
}

impl Components for Board {
    const SHIPPED: &'static str = include_str!("../../../assets/festivals/board.toml");

    fn parse(text: &str) -> Result<Board, SetupError> {
        let raw: RawBoard = toml::from_str(text).map_err(|e| SetupError::toml(FILE, text, &e))?;
        if !(6..=99).contains(&raw.tickets_per_colour) {
            return err("tickets_per_colour must be between 6 and 99 to deal 2 to 4 players");
        }
        if raw.island.len() < 2 {
            return err("the board needs at least two [[island]] tiles");
        }
        let mut cells = BTreeSet::new();
        let islands = islands(&raw.island, &mut cells)?;
        let mut connectors = Vec::new();
        for c in &raw.connector {
            if !cells.insert((c.row, c.col)) {
                return err(format!(
                    "the connector on row {} col {} overlaps another tile",
                    c.row, c.col
                ));
            }
            connectors.push((c.row, c.col));
        }
        let mut board = Board {
            islands,
            connectors,
            festivals: Vec::new(),
            start: 0,
            typhoon_defaults: Vec::new(),
            tickets_per_colour: raw.tickets_per_colour,
            targets: [0; 5],
            adjacency: Vec::new(),
            sides: Vec::new(),
            connector_links: Vec::new(),
            source: text.to_string(),
        };
        board.link();
        board.start = board.island_named(&raw.start).ok_or_else(|| {
            SetupError::file(
                FILE,
                format!("start island `{}` is not on the board", raw.start),
            )
        })?;
        board.read_targets(&raw.targets)?;
        board.read_festivals(&raw.festival)?;
        board.read_typhoon_defaults(&raw.typhoon_defaults)?;
        board.check_reachable(&raw.start)?;
        Ok(board)
    }

    /// The TOML text this board was parsed from.
    fn source(&self) -> &str {
        &self.source
    }
}

/// The island tiles, each on a cell of its own (taken in `cells`).
fn islands(raw: &[RawIsland], cells: &mut BTreeSet<(u8, u8)>) -> Result<Vec<Island>, SetupError> {
    let mut islands = Vec::new();
    let mut names = BTreeSet::new();
    for r in raw {
        let key = normalise(&r.name);
        if key.is_empty() {
            return err(format!("island `{}` needs a name with letters", r.name));
        }
        if !names.insert(key) {
            return err(format!("two islands are named `{}`", r.name));
        }
        if !cells.insert((r.row, r.col)) {
            return err(format!(
                "{} sits on row {} col {}, already taken",
                r.name, r.row, r.col
            ));
        }
        let spaces = colours(&format!("{} spaces", r.name), &r.spaces)?;
        let spaces_2p = colours(&format!("{} spaces_2p", r.name), &r.spaces_2p)?;
        if spaces.is_empty() || spaces_2p.is_empty() {
            return err(format!(
                "{} needs at least one ticket space on each side",
                r.name
            ));
        }
        let mut depicted = Tickets::NONE;
        for c in colours(&format!("{} depicted", r.name), &r.depicted)? {
            *depicted.get_mut(c) += 1;
        }
        islands.push(Island {
            name: r.name.clone(),
            row: r.row,
            col: r.col,
            spaces,
            spaces_2p,
            depicted,
        });
    }
    Ok(islands)
}

impl Board {
    fn read_targets(&mut self, raw: &BTreeMap<String, u32>) -> Result<(), SetupError> {
        for (key, points) in raw {
            match key.parse::<usize>() {
                Ok(n @ 2..=4) if *points > 0 => self.targets[n] = *points,
                _ => {
                    return err(format!(
                        "targets: `{key} = {points}` must be 2, 3 or 4 players = points"
                    ));
                }
            }
        }
        if let Some(n) = (2..=4).find(|&n| self.targets[n] == 0) {
            return err(format!("targets: no target for {n} players"));
        }
        Ok(())
    }

    fn read_festivals(&mut self, raw: &[RawFestival]) -> Result<(), SetupError> {
        let mut festival_names = BTreeSet::new();
        for f in raw {
            if !festival_names.insert(normalise(&f.name)) || normalise(&f.name).is_empty() {
                return err(format!("festival `{}` needs a unique name", f.name));
            }
            let island = self.island_named(&f.island).ok_or_else(|| {
                SetupError::file(
                    FILE,
                    format!(
                        "festival {} is on `{}`, which is not an island",
                        f.name, f.island
                    ),
                )
            })?;
            if f.points.is_empty() || f.points.len() > 3 || f.points.contains(&0) {
                return err(format!(
                    "festival {}: points must list 1 to 3 places, each above 0",
                    f.name
                ));
            }
            let mut points = [None; 3];
            for (slot, p) in points.iter_mut().zip(&f.points) {
                *slot = Some(*p);
            }
            self.festivals.push(Festival {
                name: f.name.clone(),
                island,
                points,
            });
        }
        if self.festivals.is_empty() {
            return err("the board needs at least one [[festival]] card");
        }
        Ok(())
    }

    fn read_typhoon_defaults(&mut self, raw: &[String]) -> Result<(), SetupError> {
        if raw.len() != 3 {
            return err("typhoon_defaults must list exactly 3 sides, like \"Sumatera|Kalimantan\"");
        }
        for name in raw {
            let side = self.side_named(name).ok_or_else(|| {
                SetupError::file(
                    FILE,
                    format!("typhoon default `{name}` is not a side shared by two island tiles"),
                )
            })?;
            if self.typhoon_defaults.contains(&side) {
                return err(format!("typhoon default `{name}` is listed twice"));
            }
            self.typhoon_defaults.push(side);
        }
        Ok(())
    }

    /// Every island can be reached from the start, and the typhoon defaults close none off.
    fn check_reachable(&self, start: &str) -> Result<(), SetupError> {
        let mut seen = vec![false; self.islands.len()];
        let mut stack = vec![self.start];
        seen[self.start] = true;
        while let Some(i) = stack.pop() {
            for &j in &self.adjacency[i] {
                if !seen[j] {
                    seen[j] = true;
                    stack.push(j);
                }
            }
        }
        if let Some(i) = seen.iter().position(|s| !s) {
            return err(format!(
                "{} cannot be reached from {start}",
                self.islands[i].name
            ));
        }
        if let Some(island) = self.closed_island(&self.typhoon_defaults) {
            return err(format!(
                "the typhoon defaults close off {}",
                self.islands[island].name
            ));
        }
        Ok(())
    }

    /// Works out sides, connector links and adjacency from the grid.
    fn link(&mut self) {
        let at = |row: i32, col: i32| {
            self.islands
                .iter()
                .position(|i| i32::from(i.row) == row && i32::from(i.col) == col)
        };
        let neighbours = |row: u8, col: u8| -> Vec<IslandId> {
            let (r, c) = (i32::from(row), i32::from(col));
            [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]
                .into_iter()
                .filter_map(|(r, c)| at(r, c))
                .collect()
        };
        let mut sides = BTreeSet::new();
        for (a, island) in self.islands.iter().enumerate() {
            for b in neighbours(island.row, island.col) {
                sides.insert(Side::new(a, b));
            }
        }
        let mut links = BTreeSet::new();
        for &(row, col) in &self.connectors {
            let around = neighbours(row, col);
            for (k, &a) in around.iter().enumerate() {
                for &b in &around[k + 1..] {
                    links.insert(Side::new(a, b));
                }
            }
        }
        let mut adjacency = vec![BTreeSet::new(); self.islands.len()];
        for s in sides.iter().chain(&links) {
            adjacency[s.0].insert(s.1);
            adjacency[s.1].insert(s.0);
        }
        self.sides = sides.into_iter().collect();
        self.connector_links = links.into_iter().collect();
        self.adjacency = adjacency
            .into_iter()
            .map(|s| s.into_iter().collect())
            .collect();
    }

    pub fn island_named(&self, name: &str) -> Option<IslandId> {
        let key = normalise(name);
        self.islands.iter().position(|i| normalise(&i.name) == key)
    }

    pub fn festival_named(&self, name: &str) -> Option<FestivalId> {
        let key = normalise(name);
        self.festivals
            .iter()
            .position(|f| normalise(&f.name) == key)
    }

    /// Islands one ticket away: sharing a side, or sharing a side with the same connector.
    pub fn adjacent(&self, island: IslandId) -> &[IslandId] {
        &self.adjacency[island]
    }

    /// Pairs of island tiles sharing a side directly: the places a typhoon may sit.
    pub fn sides(&self) -> &[Side] {
        &self.sides
    }

    /// "Sumatera|Kalimantan" or "kalimantan/sumatera": a side shared by two island tiles.
    pub fn side_named(&self, name: &str) -> Option<Side> {
        let (a, b) = name.split_once(['|', '/'])?;
        let side = Side::new(self.island_named(a)?, self.island_named(b)?);
        self.sides.contains(&side).then_some(side)
    }

    pub fn side_name(&self, side: Side) -> String {
        format!(
            "{}|{}",
            self.islands[side.0].name, self.islands[side.1].name
        )
    }

    /// The ticket spaces of an island for this number of players.
    pub fn spaces(&self, island: IslandId, players: usize) -> &[Colour] {
        let tile = &self.islands[island];
        if players == 2 {
            &tile.spaces_2p
        } else {
            &tile.spaces
        }
    }

    /// Points that trigger the end of the game.
    pub fn target(&self, players: usize) -> u32 {
        self.targets.get(players).copied().unwrap_or(0)
    }

    /// Whether a traveller may step between two adjacent islands: a typhoon blocks only the
    /// direct side it sits on, never a connector link.
    pub fn open(&self, a: IslandId, b: IslandId, typhoons: &[Side]) -> bool {
        let side = Side::new(a, b);
        self.connector_links.contains(&side) || !typhoons.contains(&side)
    }

    /// The first island left with no open way in or out by these typhoons, if any.
    pub fn closed_island(&self, typhoons: &[Side]) -> Option<IslandId> {
        (0..self.islands.len())
            .find(|&a| !self.adjacency[a].iter().any(|&b| self.open(a, b, typhoons)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(board: &Board, name: &str) -> IslandId {
        board
            .island_named(name)
            .unwrap_or_else(|| panic!("no island {name}"))
    }

    #[test]
    fn adjacency_is_exactly_the_designed_graph() {
        let board = Board::standard();
        let expected = [
            ("Sumatera", "Kalimantan"),
            ("Sumatera", "Jawa"),
            ("Kalimantan", "Sulawesi"),
            ("Sulawesi", "Maluku"),
            ("Maluku", "Papua"),
            ("Sulawesi", "Bali"),
            ("Bali", "Nusa Tenggara"),
            ("Maluku", "Nusa Tenggara"),
            ("Jawa", "Kalimantan"),
            ("Jawa", "Bali"),
            ("Kalimantan", "Bali"),
            ("Nusa Tenggara", "Papua"),
        ];
        let mut want: BTreeSet<Side> = expected
            .iter()
            .map(|(a, b)| Side::new(id(&board, a), id(&board, b)))
            .collect();
        assert_eq!(want.len(), 12);
        for a in 0..board.islands.len() {
            for &b in board.adjacent(a) {
                assert!(board.adjacent(b).contains(&a), "adjacency is symmetric");
            }
        }
        let got: BTreeSet<Side> = (0..board.islands.len())
            .flat_map(|a| board.adjacent(a).iter().map(move |&b| Side::new(a, b)))
            .collect();
        assert_eq!(got, want);
        // Connector links are not sides: typhoons cannot sit there.
        let sides: BTreeSet<Side> = board.sides().iter().copied().collect();
        for (a, b) in &expected[8..] {
            let link = Side::new(id(&board, a), id(&board, b));
            assert!(!sides.contains(&link), "{a}|{b} is a connector link");
            want.remove(&link);
        }
        assert_eq!(sides, want);
    }

    #[test]
    fn names_ignore_case_spaces_hyphens_and_underscores() {
        let board = Board::standard();
        let nt = board.island_named("Nusa Tenggara").unwrap();
        for name in [
            "nusa tenggara",
            "NusaTenggara",
            "nusa_tenggara",
            "nusa-tenggara",
        ] {
            assert_eq!(board.island_named(name), Some(nt), "{name}");
        }
        assert_eq!(board.island_named("Borneo"), None);
        assert_eq!(
            board.festival_named("ogoh ogoh"),
            board.festival_named("Ogoh-ogoh")
        );
        assert!(board.festival_named("ogoh_ogoh").is_some());
        assert!(board.festival_named("rambu solo").is_some());
        let side = board.side_named("Sumatera|Kalimantan").unwrap();
        assert_eq!(board.side_named("kalimantan/sumatera"), Some(side));
        assert_eq!(board.side_name(side), "Sumatera|Kalimantan");
        assert_eq!(
            board.side_named("Jawa|Kalimantan"),
            None,
            "a connector link is not a side"
        );
        assert_eq!(board.side_named("Jawa|Papua"), None);
        assert_eq!(board.side_named("Jawa"), None);
    }

    #[test]
    fn the_shipped_values() {
        let board = Board::standard();
        assert_eq!(board.festivals.len(), 20);
        assert_eq!(board.islands.len(), 8);
        assert_eq!(board.start, id(&board, "Jawa"));
        assert_eq!(
            (board.target(2), board.target(3), board.target(4)),
            (30, 26, 22)
        );
        let galungan = &board.festivals[board.festival_named("Galungan").unwrap()];
        assert_eq!(galungan.island, id(&board, "Bali"));
        assert_eq!(galungan.points, [Some(4), Some(2), Some(1)]);
        let tabuik = &board.festivals[board.festival_named("Tabuik").unwrap()];
        assert_eq!(tabuik.points, [Some(4), Some(2), None]);
        let jawa = id(&board, "Jawa");
        use Colour::*;
        assert_eq!(board.spaces(jawa, 4), &[Yellow, Yellow, Black, Blue]);
        assert_eq!(board.spaces(jawa, 2), &[Yellow, Black, Blue]);
        assert_eq!(board.islands[jawa].depicted, Tickets::new(1, 2, 0));
        let defaults: Vec<String> = board
            .typhoon_defaults
            .iter()
            .map(|&s| board.side_name(s))
            .collect();
        assert_eq!(
            defaults,
            [
                "Sumatera|Kalimantan",
                "Sulawesi|Maluku",
                "Bali|Nusa Tenggara"
            ]
        );
        assert_eq!(Board::parse(board.source()).unwrap(), *board);
    }

    #[test]
    fn typhoons_block_sides_but_not_connectors() {
        let board = Board::standard();
        let (sum, kal, jawa, bali) = (
            id(&board, "Sumatera"),
            id(&board, "Kalimantan"),
            id(&board, "Jawa"),
            id(&board, "Bali"),
        );
        let t = [Side::new(sum, kal)];
        assert!(!board.open(sum, kal, &t));
        assert!(board.open(kal, sum, &[]));
        assert!(board.open(jawa, kal, &t));
        assert!(
            board.open(jawa, bali, &[Side::new(jawa, bali)]),
            "connector links stay open"
        );
        let papua = id(&board, "Papua");
        let maluku = id(&board, "Maluku");
        // Papua keeps its connector link to Nusa Tenggara even with Maluku|Papua blocked.
        assert_eq!(board.closed_island(&[Side::new(maluku, papua)]), None);
        let sumatera_shut = [Side::new(sum, kal), Side::new(sum, jawa)];
        assert_eq!(board.closed_island(&sumatera_shut), Some(sum));
    }

    fn standard_text() -> String {
        Board::standard().source().to_string()
    }

    fn rejects(text: &str, words: &str) {
        let e = Board::parse(text)
            .expect_err("should be rejected")
            .to_string();
        assert!(e.contains(words), "`{e}` should mention `{words}`");
    }

    #[test]
    fn loading_errors_say_what_is_wrong() {
        let text = standard_text();
        rejects(
            &text.replacen("name = \"Kalimantan\"", "name = \"Sumatera\"", 1),
            "two islands",
        );
        rejects(
            &text.replacen("row = 1\ncol = 2", "row = 1\ncol = 1", 1),
            "already taken",
        );
        rejects(
            &text.replacen("spaces = \"Y B K\"", "spaces = \"\"", 1),
            "at least one ticket space",
        );
        rejects(
            &text.replacen("spaces = \"Y B K\"", "spaces = \"Y R\"", 1),
            "`R` is not a colour",
        );
        rejects(
            &text.replacen("island = \"Papua\"", "island = \"Timor\"", 1),
            "Timor",
        );
        rejects(
            &text.replacen("\"Sumatera|Kalimantan\",", "\"Jawa|Kalimantan\",", 1),
            "Jawa|Kalimantan",
        );
        rejects(
            &text.replacen("\"Sumatera|Kalimantan\", ", "", 1),
            "exactly 3",
        );
        rejects(&text.replacen(", 4 = 22", "", 1), "4 players");
        rejects(
            &text.replacen("start = \"Jawa\"", "start = \"Java\"", 1),
            "Java",
        );
        rejects(
            &text.replacen("points = [5, 3, 1]", "points = [5, 3, 1, 1]", 1),
            "1 to 3 places",
        );
        // Move Papua far away: nothing shares a side with it any more.
        rejects(
            &text.replacen("row = 1\ncol = 5", "row = 9\ncol = 9", 1),
            "Papua cannot be reached",
        );
        rejects("this is = = not toml", "board file");
    }
}
