//! The Festivals board picture.

/// Ticket colours as drawn: each has a fill colour and a letter, so the picture reads without
/// colour vision.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ticket {
    Yellow,
    Black,
    Blue,
}

/// Everything drawn on a Festivals board. Built from the public view only.
#[derive(Debug, Clone, PartialEq)]
pub struct Picture {
    /// E.g. "The Festivals · round 3 · 3 players".
    pub title: String,
    /// Who must act now and what, e.g. "alice moves (2 tickets left)".
    pub status: String,
    /// Island and connector tiles on the grid.
    pub tiles: Vec<Tile>,
    /// Typhoons: each sits on the side shared by two island tiles (indices into `tiles`).
    pub typhoons: Vec<(usize, usize)>,
    /// Seats in seat order.
    pub players: Vec<Player>,
    pub active: Option<Festival>,
    pub next: Option<Festival>,
    /// Cards left in the deck, the next festival included.
    pub deck_left: usize,
    /// Tickets in the pool: yellow, black, blue.
    pub pool: [u8; 3],
    /// The airplane holder's seat.
    pub airplane: usize,
    /// Points that end the game.
    pub target: u32,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Tile {
    /// 1-based grid position, as in the board file.
    pub row: u8,
    pub col: u8,
    pub kind: TileKind,
}

#[derive(Debug, Clone, PartialEq)]
pub enum TileKind {
    Connector,
    Island(Island),
}

#[derive(Debug, Clone, PartialEq)]
pub struct Island {
    pub name: String,
    /// Ticket spaces: colour, and whether a ticket is on it.
    pub spaces: Vec<(Ticket, bool)>,
    /// Tickets in the centre: yellow, black, blue.
    pub centre: [u8; 3],
    /// Pool tokens depicted on the tile (rest from the pool, storage limit).
    pub depicted: Vec<Ticket>,
    /// The active festival is here.
    pub active_festival: bool,
    /// The next festival is here.
    pub next_festival: bool,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Player {
    pub name: String,
    pub score: u32,
    pub hand_size: u32,
    /// Index into `Picture::tiles` of the island the traveller stands on.
    pub tile: usize,
    /// Must act now.
    pub acting: bool,
    /// Phase 1: has planned (None outside Phase 1).
    pub planned: Option<bool>,
    /// Phase 2a: shown tickets not yet placed (yellow, black, blue).
    pub shown: Option<[u8; 3]>,
    /// Among the winners of a finished game.
    pub winner: bool,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Festival {
    pub name: String,
    pub island: String,
    /// 1st, 2nd, 3rd place points; None where the card pays nothing.
    pub points: [Option<u8>; 3],
    /// Places already claimed this round.
    pub claimed: u8,
}

/// Temporary until the picture lands: a blank canvas.
pub fn draw(_picture: &Picture) -> image::RgbImage {
    image::RgbImage::new(1200, 800)
}
