//! The Festivals board picture: a [`Picture`] (built from the public view only) and [`draw`].
//! The board's tiles (`islands`, the `sea` between them with connectors and typhoons) sit
//! between the `title` band and the `panel` (the festivals and the `players`); `tokens` are the
//! pieces drawn in several places.

mod colour;
mod islands;
mod panel;
mod players;
mod sample;
mod sea;
mod title;
mod tokens;

#[cfg(test)]
mod tests;

use std::sync::{Arc, Mutex, OnceLock, PoisonError};

use image::{Rgb, RgbImage};

use crate::paint::{self, Canvas, Palette, Rect, rgb};
use islands::{draw_pieces, draw_tile};
use panel::{draw_festivals, festivals_frame};
use players::{draw_players, players_frame};
pub use sample::sample;
use sea::{draw_connector, draw_typhoon, draw_waves};
use title::{draw_band, draw_title};

/// The colour the picture draws the player at `index` of [`Picture::players`] in, as
/// `0xRRGGBB`.
pub fn player_colour(index: usize) -> u32 {
    paint::hex(colour::player(index))
}

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
    /// The captions, in the table's language.
    pub words: Words,
}

/// Every caption the picture draws, given by the caller in the table's language (the bot's
/// catalogues); [`Words::default`] is English.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Words {
    /// The panel: "ACTIVE FESTIVAL", "NEXT", "Deck:", "Ticket pool:".
    pub active_festival: String,
    pub next: String,
    pub deck: String,
    pub ticket_pool: String,
    /// Before an island's name: "on Bali".
    pub on: String,
    /// Before the next festival's points: "pays 4 / 2 / 1".
    pub pays: String,
    /// A festival card's places: "1st", "2nd", "3rd".
    pub places: [String; 3],
    pub struck_claimed: String,
    /// After a number: "2 places claimed".
    pub places_claimed: String,
    pub none: String,
    pub none_last_round: String,
    /// After the deck's count: "1 card", "5 cards".
    pub card: String,
    pub cards: String,
    pub game_ends_at: String,
    /// After the target: "22 points".
    pub points: String,
    /// The players' box: its heading and columns.
    pub players: String,
    pub score: String,
    pub hand: String,
    pub this_round: String,
    /// After a score: "5 pts".
    pub pts: String,
    /// After a hand's count: "1 ticket", "3 tickets".
    pub ticket: String,
    pub tickets: String,
    pub airplane: String,
    pub winner: String,
    pub planned: String,
    pub waiting: String,
    pub to_place: String,
    /// An island's labels and badges.
    pub centre: String,
    pub pool: String,
    pub festival: String,
    pub next_festival: String,
    pub empty: String,
    /// The key in the title band.
    pub typhoon: String,
    pub ticket_in_centre: String,
    pub free_space: String,
    pub ticket_on_space: String,
}

impl Default for Words {
    fn default() -> Words {
        let s = str::to_string;
        Words {
            active_festival: s("ACTIVE FESTIVAL"),
            next: s("NEXT"),
            deck: s("Deck:"),
            ticket_pool: s("Ticket pool:"),
            on: s("on"),
            pays: s("pays"),
            places: [s("1st"), s("2nd"), s("3rd")],
            struck_claimed: s("struck = claimed"),
            places_claimed: s("places claimed"),
            none: s("none"),
            none_last_round: s("none: last round"),
            card: s("card"),
            cards: s("cards"),
            game_ends_at: s("Game ends at"),
            points: s("points"),
            players: s("PLAYERS"),
            score: s("score"),
            hand: s("hand"),
            this_round: s("this round"),
            pts: s("pts"),
            ticket: s("ticket"),
            tickets: s("tickets"),
            airplane: s("airplane"),
            winner: s("WINNER"),
            planned: s("planned ✓"),
            waiting: s("waiting…"),
            to_place: s("to place"),
            centre: s("centre"),
            pool: s("pool"),
            festival: s("FESTIVAL"),
            next_festival: s("next festival"),
            empty: s("empty"),
            typhoon: s("typhoon"),
            ticket_in_centre: s("ticket in centre"),
            free_space: s("free space"),
            ticket_on_space: s("ticket on space"),
        }
    }
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

impl Ticket {
    /// The colours in the order the picture's counts use: yellow, black, blue.
    pub const ALL: [Ticket; 3] = [Ticket::Yellow, Ticket::Black, Ticket::Blue];

    /// The letter players type and read: K for black, as in CMYK, so it differs from blue's B.
    pub fn letter(self) -> &'static str {
        match self {
            Ticket::Yellow => "Y",
            Ticket::Black => "K",
            Ticket::Blue => "B",
        }
    }

    fn fill(self) -> Rgb<u8> {
        match self {
            Ticket::Yellow => rgb(0xF0E442),
            Ticket::Black => rgb(0x222222),
            Ticket::Blue => rgb(0x0072B2),
        }
    }

    /// Letter colour on a filled ticket: dark on yellow, white on black and blue.
    fn ink(self) -> Rgb<u8> {
        match self {
            Ticket::Yellow => rgb(0x222222),
            _ => rgb(0xFFFFFF),
        }
    }

    /// Letter colour on a free space's pale inside: lighter than the ticket (the space must stay
    /// light when small) yet readable; yellow itself would vanish there.
    fn free_ink(self) -> Rgb<u8> {
        match self {
            Ticket::Yellow => rgb(0x7A6F00),
            Ticket::Black => rgb(0x6B6B6B),
            Ticket::Blue => rgb(0x3F8FC8),
        }
    }
}

const WIDTH: i32 = 1400;
const MARGIN: i32 = 20;
const TITLE_H: i32 = 74;
const BOARD_TOP: i32 = 92;
const TILE_H: i32 = 240;
const COL_GAP: i32 = 26;
const ROW_GAP: i32 = 40;
const PANEL_GAP: i32 = 22;
const PANEL_H: i32 = 240;
const HEADER_H: i32 = 36;
const SPACE_R: f32 = 17.0;
const TOKEN_R: f32 = 16.0;

/// Where everything goes, computed once from the grid size so tests can find what was drawn.
struct Layout {
    cols: i32,
    tile_w: i32,
    board_left: i32,
    panel_top: i32,
    height: i32,
}

impl Layout {
    fn new(p: &Picture) -> Self {
        let rows = p
            .tiles
            .iter()
            .map(|t| t.row as i32)
            .max()
            .unwrap_or(1)
            .max(1);
        let cols = p
            .tiles
            .iter()
            .map(|t| t.col as i32)
            .max()
            .unwrap_or(1)
            .max(1);
        let tile_w = (WIDTH - 2 * MARGIN - (cols - 1) * COL_GAP) / cols;
        let board_w = cols * tile_w + (cols - 1) * COL_GAP;
        let panel_top = BOARD_TOP + rows * TILE_H + (rows - 1) * ROW_GAP + PANEL_GAP;
        Layout {
            cols,
            tile_w,
            board_left: (WIDTH - board_w) / 2,
            panel_top,
            height: panel_top + PANEL_H + 18,
        }
    }

    fn tile(&self, t: &Tile) -> Rect {
        let (row, col) = (t.row.max(1) as i32 - 1, t.col.max(1) as i32 - 1);
        Rect::new(
            self.board_left + col * (self.tile_w + COL_GAP),
            BOARD_TOP + row * (TILE_H + ROW_GAP),
            self.tile_w,
            TILE_H,
        )
    }

    /// The strip of sea between two tiles that share a side, where a typhoon sits; None when
    /// the tiles are not side by side.
    fn shared_edge(&self, a: &Tile, b: &Tile) -> Option<Rect> {
        let (ra, rb) = (self.tile(a), self.tile(b));
        let (dr, dc) = (a.row as i32 - b.row as i32, a.col as i32 - b.col as i32);
        match (dr, dc.abs(), dr.abs(), dc) {
            (0, 1, _, _) => {
                let (l, r) = if dc < 0 { (ra, rb) } else { (rb, ra) };
                Some(Rect::new(l.right(), l.y, r.x - l.right(), l.h))
            }
            (_, _, 1, 0) => {
                let (t, b) = if dr < 0 { (ra, rb) } else { (rb, ra) };
                Some(Rect::new(t.x, t.bottom(), t.w, b.y - t.bottom()))
            }
            _ => None,
        }
    }

    /// Centres of an island's ticket spaces, in the order of `Island::spaces`.
    fn spaces(&self, tile: Rect, n: usize) -> Vec<(f32, f32)> {
        let step = (44.0f32).min((tile.w - 16) as f32 / n.max(1) as f32);
        let cy = (tile.y + HEADER_H + 32) as f32;
        let x0 = tile.cx() - step * (n as f32 - 1.0) / 2.0;
        (0..n).map(|i| (x0 + step * i as f32, cy)).collect()
    }

    fn centre_box(&self, tile: Rect) -> Rect {
        Rect::new(tile.x + 10, tile.y + 104, tile.w - 20, 38)
    }

    fn title_area(&self) -> Rect {
        Rect::new(0, 0, WIDTH, TITLE_H)
    }
}

/// Draws the board picture. Pure: the same picture always gives the same pixels.
pub fn draw(p: &Picture) -> RgbImage {
    let lay = Layout::new(p);
    let bases = bases(p, &lay);
    paint::draw_on(&bases.board, |img| draw_game(img, p, &lay, &bases))
}

/// Draws the game on the board's base.
fn draw_game(img: &mut Canvas, p: &Picture, lay: &Layout, bases: &Bases) {
    draw_title(img, p);
    for (i, t) in p.tiles.iter().enumerate() {
        if let TileKind::Island(island) = &t.kind {
            let r = lay.tile(t);
            if island.active_festival || island.next_festival {
                // The base shows the tile unmarked: the sea goes back under its gold ring.
                paint::copy_rect(img, &bases.sea, r.inset(-MARK));
                draw_tile(img, lay, r, island, &p.words);
            }
            let here: Vec<(usize, &Player)> = p
                .players
                .iter()
                .enumerate()
                .filter(|(_, pl)| pl.tile == i)
                .collect();
            draw_pieces(img, lay, r, island, &here, &p.words);
        }
    }
    for &(a, b) in &p.typhoons {
        if let (Some(ta), Some(tb)) = (p.tiles.get(a), p.tiles.get(b))
            && let Some(edge) = lay.shared_edge(ta, tb)
        {
            draw_typhoon(img, edge);
        }
    }
    draw_festivals(img, p, lay);
    draw_players(img, p, lay);
}

/// How far a festival's ring reaches out of its island's tile.
const MARK: i32 = 7;

/// What every picture of a board shows alike, drawn once per board.
struct Bases {
    /// The sea and its waves, the title band's key and the connectors.
    sea: RgbImage,
    /// The sea with every island's tile on it, unmarked and empty, and the panel's boxes with
    /// their headings: each picture copies it and draws the game on top.
    board: RgbImage,
}

/// The bases of the picture's board, drawn on first use.
fn bases(p: &Picture, lay: &Layout) -> Arc<Bases> {
    /// The boards drawn so far (the standard one, and those tests make up), newest last.
    static BASES: Mutex<Vec<(Board, Arc<Bases>)>> = Mutex::new(Vec::new());
    const KEPT: usize = 4;
    let board = Board::of(p);
    let kept = || BASES.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some((_, bases)) = kept().iter().find(|(b, _)| *b == board) {
        return Arc::clone(bases);
    }
    let mut sea = RgbImage::new(WIDTH as u32, lay.height as u32);
    let canvas = &mut Canvas::new(&mut sea);
    paint::fill_rect(canvas, Rect::new(0, 0, WIDTH, lay.height), colour::OCEAN);
    draw_waves(canvas, lay);
    draw_band(canvas, lay, &p.words);
    for (i, t) in p.tiles.iter().enumerate() {
        if t.kind == TileKind::Connector {
            draw_connector(canvas, p, lay, i);
        }
    }
    let mut tiles = sea.clone();
    let canvas = &mut Canvas::new(&mut tiles);
    for t in &p.tiles {
        if let TileKind::Island(island) = &t.kind {
            let unmarked = Island {
                active_festival: false,
                next_festival: false,
                ..island.clone()
            };
            draw_tile(canvas, lay, lay.tile(t), &unmarked, &p.words);
        }
    }
    festivals_frame(canvas, lay, &p.words);
    players_frame(canvas, lay, &p.words);
    let bases = Arc::new(Bases { sea, board: tiles });
    let mut kept = kept();
    if kept.len() == KEPT {
        kept.remove(0);
    }
    kept.push((board, Arc::clone(&bases)));
    bases
}

/// What the base depends on: each tile's place, and the island's name (connectors name the
/// islands they join); and the captions, in the table's language.
#[derive(PartialEq)]
struct Board(Vec<(u8, u8, Option<String>)>, Words);

impl Board {
    fn of(p: &Picture) -> Board {
        Board(
            p.tiles
                .iter()
                .map(|t| {
                    let name = match &t.kind {
                        TileKind::Island(island) => Some(island.name.clone()),
                        TileKind::Connector => None,
                    };
                    (t.row, t.col, name)
                })
                .collect(),
            p.words.clone(),
        )
    }
}

/// Every colour the picture paints flat: kept exact by the PNG's palette.
pub(crate) fn flat_colours() -> Vec<Rgb<u8>> {
    let mut v = colour::flat();
    for t in Ticket::ALL {
        v.extend([t.fill(), t.ink(), t.free_ink()]);
    }
    v
}

/// The palette the PNG is written in: every flat colour, and the commonest edge shades of the
/// sample picture. Built once per process, on the sample board's base.
pub(crate) fn palette() -> &'static Palette {
    static PALETTE: OnceLock<Palette> = OnceLock::new();
    PALETTE.get_or_init(|| {
        let p = sample();
        let bases = bases(&p, &Layout::new(&p));
        Palette::new(&flat_colours(), &[&draw(&p), &bases.board], 256)
    })
}

/// Encodes a Festivals picture as an 8-bit paletted PNG: flat colours exact, antialiased edges
/// and text in the nearest of the palette's shades; under half the size of an RGB file, and
/// quicker to write.
pub fn encode_png(img: &RgbImage) -> Vec<u8> {
    paint::encode_png_indexed(img, palette())
}

/// The board picture as a PNG: what [`encode_png`] makes of [`draw`]'s picture.
pub fn png(p: &Picture) -> Vec<u8> {
    let lay = Layout::new(p);
    let bases = bases(p, &lay);
    paint::draw_png(&bases.board, palette(), |img| {
        draw_game(img, p, &lay, &bases)
    })
}
