//! The Festivals board picture.

use image::{Rgb, RgbImage};

use crate::paint::{self, Rect, Style, rgb};

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

    /// Letter colour on a free space's pale inside; yellow itself would vanish there.
    fn free_ink(self) -> Rgb<u8> {
        match self {
            Ticket::Yellow => rgb(0x6E6400),
            other => other.fill(),
        }
    }
}

/// Colours of the picture. Players use the Okabe–Ito palette, which stays distinct under the
/// common colour-vision deficiencies; each player also has a shape and a seat number.
mod colour {
    use super::rgb;
    use image::Rgb;

    pub const OCEAN: Rgb<u8> = rgb(0x2B6A8C);
    pub const WAVE: Rgb<u8> = rgb(0x3F7FA0);
    pub const BAND: Rgb<u8> = rgb(0x12324A);
    pub const BAND_TEXT: Rgb<u8> = rgb(0xFFFFFF);
    pub const BAND_MUTED: Rgb<u8> = rgb(0xD3DEE8);
    pub const STATUS: Rgb<u8> = rgb(0xFFD966);
    pub const LAND: Rgb<u8> = rgb(0xDCE9C3);
    pub const LAND_EDGE: Rgb<u8> = rgb(0x55744A);
    pub const LAND_DARK: Rgb<u8> = rgb(0xC3D8A3);
    pub const HEADER: Rgb<u8> = rgb(0x4C7A43);
    pub const TEXT: Rgb<u8> = rgb(0x1E2A1A);
    pub const MUTED: Rgb<u8> = rgb(0x4F5B49);
    pub const WHITE: Rgb<u8> = rgb(0xFFFFFF);
    pub const INK: Rgb<u8> = rgb(0x1A1A1A);
    pub const SPACE_INSIDE: Rgb<u8> = rgb(0xFBFBF5);
    pub const GOLD: Rgb<u8> = rgb(0xF2B705);
    pub const GOLD_DARK: Rgb<u8> = rgb(0x7A5A00);
    pub const PALE_GOLD: Rgb<u8> = rgb(0xF7E3A1);
    pub const SHALLOW: Rgb<u8> = rgb(0x8EC3D8);
    pub const WOOD: Rgb<u8> = rgb(0x6B4423);
    pub const PLANK: Rgb<u8> = rgb(0xC9955A);
    pub const STORM: Rgb<u8> = rgb(0x3E444C);
    pub const STORM_STRIPE: Rgb<u8> = rgb(0xA9B0B8);
    pub const PAPER: Rgb<u8> = rgb(0xF5EFDC);
    pub const PAPER_EDGE: Rgb<u8> = rgb(0xC9BE9C);
    pub const ROW_ACTING: Rgb<u8> = rgb(0xFFE29A);
    pub const CLAIMED: Rgb<u8> = rgb(0xD9D4C7);
    pub const CLAIMED_TEXT: Rgb<u8> = rgb(0x8C877C);
    pub const GREEN: Rgb<u8> = rgb(0x1B6E35);
    pub const PLAYERS: [Rgb<u8>; 4] = [rgb(0xE69F00), rgb(0x56B4E9), rgb(0x009E73), rgb(0xCC79A7)];
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
    let mut img = RgbImage::new(WIDTH as u32, lay.height as u32);
    paint::fill_rect(&mut img, Rect::new(0, 0, WIDTH, lay.height), colour::OCEAN);
    draw_waves(&mut img, &lay);
    draw_title(&mut img, p, &lay);
    for (i, t) in p.tiles.iter().enumerate() {
        if t.kind == TileKind::Connector {
            draw_connector(&mut img, p, &lay, i);
        }
    }
    for (i, t) in p.tiles.iter().enumerate() {
        if let TileKind::Island(island) = &t.kind {
            let here: Vec<(usize, &Player)> = p
                .players
                .iter()
                .enumerate()
                .filter(|(_, pl)| pl.tile == i)
                .collect();
            draw_island(&mut img, &lay, lay.tile(t), island, &here);
        }
    }
    for &(a, b) in &p.typhoons {
        if let (Some(ta), Some(tb)) = (p.tiles.get(a), p.tiles.get(b))
            && let Some(edge) = lay.shared_edge(ta, tb)
        {
            draw_typhoon(&mut img, edge);
        }
    }
    draw_festivals(&mut img, p, &lay);
    draw_players(&mut img, p, &lay);
    img
}

/// A few wave marks in the sea between the rows, at fixed places so the picture stays
/// deterministic, and off the tiles' middles where the piers run.
fn draw_waves(img: &mut RgbImage, lay: &Layout) {
    let mut y = BOARD_TOP + TILE_H + ROW_GAP / 2;
    while y < lay.panel_top - PANEL_GAP {
        for col in 0..lay.cols {
            let x = lay.board_left + col * (lay.tile_w + COL_GAP);
            wave(img, (x + lay.tile_w / 4) as f32, y as f32 + 2.0);
            wave(img, (x + lay.tile_w * 3 / 4 - 6) as f32, y as f32 + 2.0);
        }
        y += TILE_H + ROW_GAP;
    }
}

fn wave(img: &mut RgbImage, x: f32, y: f32) {
    let pi = std::f32::consts::PI;
    paint::arc(img, x, y, 7.0, 2.5, pi, 2.0 * pi - 0.01, colour::WAVE);
    paint::arc(
        img,
        x + 13.0,
        y - 1.0,
        7.0,
        2.5,
        0.0,
        pi - 0.01,
        colour::WAVE,
    );
}

fn draw_title(img: &mut RgbImage, p: &Picture, lay: &Layout) {
    paint::fill_rect(img, lay.title_area(), colour::BAND);
    let legend_left = draw_legend(img);
    let title = Style::bold(26.0, colour::BAND_TEXT);
    let t = paint::fit(title, &p.title, legend_left - MARGIN - 30);
    paint::text(img, title, MARGIN, 34, &t);
    let status = Style::bold(19.0, colour::STATUS);
    let s = paint::fit(status, &p.status, WIDTH - 2 * MARGIN);
    paint::text(img, status, MARGIN, 63, &s);
}

/// The key in the title band: how a taken and a free space, a centre ticket and a typhoon look.
/// Returns its left edge so the title can stop short of it.
fn draw_legend(img: &mut RgbImage) -> i32 {
    let style = Style::regular(14.0, colour::BAND_MUTED);
    let cy = 27.0;
    let items: [(&str, u8); 4] = [
        ("ticket on space", 0),
        ("free space", 1),
        ("ticket in centre", 2),
        ("typhoon", 3),
    ];
    let mut x = WIDTH - MARGIN;
    for (label, kind) in items.iter().rev() {
        x = paint::text_right(img, style, x, 32, label) - 8;
        let cx = (x - 12) as f32;
        match kind {
            0 => space(img, cx, cy, 12.0, Ticket::Yellow, true, 14.0),
            1 => space(img, cx, cy, 12.0, Ticket::Yellow, false, 14.0),
            2 => ticket_square(img, cx, cy, 22.0, Ticket::Blue),
            _ => typhoon_symbol(img, cx, cy, 12.0),
        }
        x -= 24 + 22;
    }
    x + 22
}

/// One ticket space: a filled disc when a ticket is on it, a ring when free, always lettered.
fn space(img: &mut RgbImage, cx: f32, cy: f32, r: f32, t: Ticket, filled: bool, size: f32) {
    let ring_w = (r * 0.26).max(3.0);
    if filled {
        paint::fill_circle(img, cx, cy, r, t.fill());
        paint::ring(img, cx, cy, r, 1.5, colour::INK);
        paint::text_centred(img, Style::bold(size, t.ink()), cx, cy, t.letter());
    } else {
        paint::fill_circle(img, cx, cy, r, colour::SPACE_INSIDE);
        paint::ring(img, cx, cy, r, ring_w, t.fill());
        // Thin dark rims keep a yellow ring visible on pale ground.
        paint::ring(img, cx, cy, r, 1.2, colour::INK);
        paint::ring(img, cx, cy, r - ring_w + 0.6, 1.2, colour::INK);
        paint::text_centred(img, Style::bold(size, t.free_ink()), cx, cy, t.letter());
    }
}

/// A ticket token lying loose (in an island's centre or the pool): a lettered square.
fn ticket_square(img: &mut RgbImage, cx: f32, cy: f32, side: f32, t: Ticket) {
    let r = Rect::new(
        (cx - side / 2.0).round() as i32,
        (cy - side / 2.0).round() as i32,
        side as i32,
        side as i32,
    );
    paint::fill_round_rect(img, r, 4.0, t.fill());
    paint::stroke_round_rect(img, r, 4.0, 1.5, colour::INK);
    let size = (side * 0.62).max(14.0);
    paint::text_centred(img, Style::bold(size, t.ink()), cx, cy, t.letter());
}

/// A ticket square followed by "×n"; returns the x past it.
fn ticket_count(img: &mut RgbImage, x: i32, cy: f32, side: f32, t: Ticket, n: u8) -> i32 {
    ticket_square(img, x as f32 + side / 2.0, cy, side, t);
    let style = Style::bold(16.0, colour::TEXT);
    let baseline = (cy + style.cap_height() / 2.0).round() as i32;
    paint::text(img, style, x + side as i32 + 2, baseline, &format!("×{n}"))
}

fn count_width(side: f32, n: u8) -> i32 {
    side as i32 + 2 + paint::text_width(Style::bold(16.0, colour::TEXT), &format!("×{n}"))
}

fn draw_island(
    img: &mut RgbImage,
    lay: &Layout,
    r: Rect,
    island: &Island,
    here: &[(usize, &Player)],
) {
    let radius = 12.0;
    if island.active_festival {
        paint::fill_round_rect(img, r.inset(-7), radius + 6.0, colour::GOLD);
        paint::stroke_round_rect(img, r.inset(-7), radius + 6.0, 1.5, colour::GOLD_DARK);
    } else if island.next_festival {
        paint::stroke_round_rect(img, r.inset(-5), radius + 4.0, 3.0, colour::PALE_GOLD);
    }
    paint::fill_round_rect(img, r, radius, colour::LAND);
    let (head, name_ink) = if island.active_festival {
        (colour::GOLD, colour::INK)
    } else if island.next_festival {
        (colour::PALE_GOLD, colour::INK)
    } else {
        (colour::HEADER, colour::WHITE)
    };
    paint::fill_round_rect(img, Rect::new(r.x, r.y, r.w, HEADER_H + 12), radius, head);
    paint::fill_rect(img, Rect::new(r.x, r.y + HEADER_H, r.w, 12), colour::LAND);
    paint::fill_rect(
        img,
        Rect::new(r.x, r.y + HEADER_H, r.w, 2),
        colour::LAND_EDGE,
    );
    paint::stroke_round_rect(img, r, radius, 2.0, colour::LAND_EDGE);

    let name_style = Style::bold(20.0, name_ink);
    let name = paint::fit(name_style, &island.name, r.w - 60);
    let cy = (r.y + HEADER_H / 2 + 1) as f32;
    paint::text_centred(img, name_style, r.cx(), cy, &name);
    if island.active_festival {
        let half = paint::text_width(name_style, &name) as f32 / 2.0;
        for dx in [-half - 16.0, half + 16.0] {
            let s = paint::star(r.cx() + dx, cy, 10.0);
            paint::fill_polygon(img, &s, colour::WHITE);
            paint::stroke_polygon(img, &s, 1.5, colour::GOLD_DARK);
        }
    }

    for (&(t, filled), (x, y)) in island.spaces.iter().zip(lay.spaces(r, island.spaces.len())) {
        space(img, x, y, SPACE_R, t, filled, 17.0);
    }

    draw_centre(img, lay.centre_box(r), island.centre);
    draw_travellers(img, r, here);
    draw_depicted(img, r, &island.depicted);
    if island.active_festival {
        badge(img, r, "FESTIVAL", true);
    } else if island.next_festival {
        badge(img, r, "next festival", false);
    }
}

/// The island's centre: loose tickets a resting player may collect.
fn draw_centre(img: &mut RgbImage, b: Rect, centre: [u8; 3]) {
    paint::fill_round_rect(img, b, 8.0, colour::LAND_DARK);
    let label = Style::regular(14.0, colour::MUTED);
    let cy = b.cy();
    let baseline = (cy + label.cap_height() / 2.0).round() as i32;
    let mut x = paint::text(img, label, b.x + 8, baseline, "centre") + 10;
    let side = 22.0;
    let items: Vec<(Ticket, u8)> = Ticket::ALL
        .into_iter()
        .zip(centre)
        .filter(|&(_, n)| n > 0)
        .collect();
    if items.is_empty() {
        paint::text(img, label, x, baseline, "empty");
        return;
    }
    let widths: Vec<i32> = items.iter().map(|&(_, n)| count_width(side, n)).collect();
    let room = b.right() - 8 - x;
    let gaps = items.len() as i32 - 1;
    let gap = if gaps > 0 {
        ((room - widths.iter().sum::<i32>()) / gaps).clamp(3, 12)
    } else {
        0
    };
    let total = widths.iter().sum::<i32>() + gap * gaps;
    // Centred in the space the label leaves.
    x += ((room - total) / 2).max(0);
    for (t, n) in items {
        x = ticket_count(img, x, cy, side, t, n) + gap;
    }
}

fn draw_travellers(img: &mut RgbImage, r: Rect, here: &[(usize, &Player)]) {
    if here.is_empty() {
        return;
    }
    let slot = traveller_slot(r, here.len());
    for (&(seat, pl), (cx, cy)) in here.iter().zip(traveller_centres(r, here.len())) {
        traveller(img, seat, cx, cy, TOKEN_R, pl.acting);
        let style = if pl.acting {
            Style::bold(14.0, colour::INK)
        } else {
            Style::regular(14.0, colour::TEXT)
        };
        let name = paint::fit(style, &pl.name, slot - 4);
        let w = paint::text_width(style, &name);
        paint::text(
            img,
            style,
            (cx - w as f32 / 2.0).round() as i32,
            r.y + 210,
            &name,
        );
    }
}

/// Width each traveller on a tile gets, name label included.
fn traveller_slot(r: Rect, n: usize) -> i32 {
    60.min((r.w - 8) / n.max(1) as i32)
}

/// Where the travellers on a tile stand, in seat order.
fn traveller_centres(r: Rect, n: usize) -> Vec<(f32, f32)> {
    let slot = traveller_slot(r, n) as f32;
    let x0 = r.cx() - slot * (n as f32 - 1.0) / 2.0;
    let cy = (r.y + 170) as f32;
    (0..n).map(|i| (x0 + slot * i as f32, cy)).collect()
}

/// A traveller: the player's colour, shape and seat number, so any one cue identifies them.
/// The acting player's token sits on a white halo.
fn traveller(img: &mut RgbImage, seat: usize, cx: f32, cy: f32, r: f32, acting: bool) {
    let fill = colour::PLAYERS[seat % colour::PLAYERS.len()];
    if acting {
        paint::fill_circle(img, cx, cy, r + 9.0, colour::WHITE);
        paint::ring(img, cx, cy, r + 9.0, 2.5, colour::INK);
    }
    let pi = std::f32::consts::PI;
    let mut text_dy = 0.0;
    match seat % 4 {
        0 => {
            paint::fill_circle(img, cx, cy, r, fill);
            paint::ring(img, cx, cy, r, 2.0, colour::INK);
        }
        shape => {
            let pts = match shape {
                1 => paint::regular_polygon(cx, cy, r * 1.32, 4, pi / 4.0),
                2 => {
                    text_dy = r * 0.28;
                    paint::regular_polygon(cx, cy + r * 0.3, r * 1.45, 3, -pi / 2.0)
                }
                _ => paint::regular_polygon(cx, cy, r * 1.3, 4, -pi / 2.0),
            };
            paint::fill_polygon(img, &pts, fill);
            paint::stroke_polygon(img, &pts, 2.0, colour::INK);
        }
    }
    let digit = format!("{}", seat + 1);
    paint::text_centred(
        img,
        Style::bold(16.0, colour::INK),
        cx,
        cy + text_dy,
        &digit,
    );
}

/// The pool tokens printed on the tile: what a rest from the pool takes and how many tickets the
/// island keeps.
fn draw_depicted(img: &mut RgbImage, r: Rect, depicted: &[Ticket]) {
    let label = Style::regular(14.0, colour::MUTED);
    let cy = (r.y + 226) as f32;
    let baseline = (cy + label.cap_height() / 2.0).round() as i32;
    let mut x = paint::text(img, label, r.x + 12, baseline, "pool") + 6;
    for &t in depicted {
        let cx = x as f32 + 11.0;
        paint::fill_circle(img, cx, cy, 11.0, t.fill());
        paint::ring(img, cx, cy, 11.0, 1.2, colour::INK);
        paint::text_centred(img, Style::bold(14.0, t.ink()), cx, cy, t.letter());
        x += 25;
    }
}

/// The festival label at the tile's bottom right: solid gold for the active festival, pale for
/// the next one.
fn badge(img: &mut RgbImage, r: Rect, label: &str, active: bool) {
    let style = Style::bold(14.0, colour::INK);
    let star_w = if active { 20 } else { 0 };
    let w = paint::text_width(style, label) + 16 + star_w;
    let b = Rect::new(r.right() - 10 - w, r.y + 213, w, 26);
    let (fill, edge) = if active {
        (colour::GOLD, colour::GOLD_DARK)
    } else {
        (colour::PALE_GOLD, colour::GOLD_DARK)
    };
    paint::fill_round_rect(img, b, 13.0, fill);
    paint::stroke_round_rect(img, b, 13.0, 1.5, edge);
    if active {
        let s = paint::star(b.x as f32 + 17.0, b.cy(), 8.0);
        paint::fill_polygon(img, &s, colour::INK);
    }
    paint::text_centred(
        img,
        style,
        b.x as f32 + (star_w + w) as f32 / 2.0,
        b.cy(),
        label,
    );
}

/// A connector: shallow water with a ferry, and wooden piers to every island it joins.
fn draw_connector(img: &mut RgbImage, p: &Picture, lay: &Layout, i: usize) {
    let t = &p.tiles[i];
    let r = lay.tile(t);
    let joined: Vec<(&Tile, &str)> = p
        .tiles
        .iter()
        .filter_map(|o| match &o.kind {
            TileKind::Island(is) if lay.shared_edge(t, o).is_some() => Some((o, is.name.as_str())),
            _ => None,
        })
        .collect();
    paint::fill_round_rect(img, r, 12.0, colour::SHALLOW);
    let hub = (r.cx(), r.y as f32 + 96.0);
    for &(o, _) in &joined {
        let or = lay.tile(o);
        // Aim at the middle of the shared side, a little inside the island.
        let end = if o.row == t.row {
            let x = if o.col < t.col {
                or.right() - 6
            } else {
                or.x + 6
            };
            (x as f32, hub.1)
        } else {
            let y = if o.row < t.row {
                or.bottom() - 6
            } else {
                or.y + 6
            };
            (hub.0, y as f32)
        };
        bridge(img, hub, end);
    }
    let pier = Rect::new((hub.0 - 50.0) as i32, (hub.1 - 33.0) as i32, 100, 66);
    paint::fill_round_rect(img, pier, 14.0, colour::SPACE_INSIDE);
    paint::stroke_round_rect(img, pier, 14.0, 2.5, colour::WOOD);
    ferry(img, hub.0, hub.1 + 2.0, 44.0);
    for y in [r.y as f32 + 12.0, r.bottom() as f32 - 12.0] {
        paint::dashed_line(
            img,
            (r.x as f32 + 14.0, y),
            (r.right() as f32 - 14.0, y),
            2.0,
            (8.0, 6.0),
            colour::WHITE,
        );
    }
    let head = Style::bold(17.0, colour::INK);
    paint::text_centred(img, head, r.cx(), r.y as f32 + 160.0, "connector");
    let names: Vec<&str> = joined.iter().map(|&(_, n)| n).collect();
    let small = Style::regular(14.0, colour::INK);
    let line = paint::fit(small, &names.join(" · "), r.w - 16);
    paint::text_centred(img, small, r.cx(), r.y as f32 + 186.0, &line);
    paint::text_centred(
        img,
        small,
        r.cx(),
        r.y as f32 + 208.0,
        "adjacent to each other",
    );
}

/// A plank bridge from `a` to `b`.
fn bridge(img: &mut RgbImage, a: (f32, f32), b: (f32, f32)) {
    paint::line(img, a, b, 18.0, colour::WOOD);
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt().max(1.0);
    let (ux, uy) = (dx / len, dy / len);
    let (nx, ny) = (-uy * 6.0, ux * 6.0);
    let mut s = 4.0;
    while s < len - 2.0 {
        let (x, y) = (a.0 + ux * s, a.1 + uy * s);
        paint::line(img, (x - nx, y - ny), (x + nx, y + ny), 4.0, colour::PLANK);
        s += 8.0;
    }
}

/// A small ferry boat, `w` pixels long.
fn ferry(img: &mut RgbImage, cx: f32, cy: f32, w: f32) {
    let s = w / 2.0;
    let hull = [
        (cx - s * 1.1, cy),
        (cx + s * 1.2, cy),
        (cx + s * 0.8, cy + s * 0.45),
        (cx - s * 0.85, cy + s * 0.45),
    ];
    paint::fill_polygon(img, &hull, colour::WOOD);
    paint::fill_rect(
        img,
        Rect::new(
            (cx - s * 0.6) as i32,
            (cy - s * 0.45) as i32,
            (s * 1.1) as i32,
            (s * 0.45) as i32 + 1,
        ),
        colour::HEADER,
    );
    paint::fill_rect(
        img,
        Rect::new(
            (cx + s * 0.1) as i32,
            (cy - s * 0.85) as i32,
            (s * 0.3) as i32,
            (s * 0.42) as i32,
        ),
        colour::STORM,
    );
    let wy = cy + s * 0.75;
    wave(img, cx - s * 0.7, wy);
    wave(img, cx + s * 0.3, wy);
}

/// A typhoon: a hatched barrier along the whole shared side and a storm symbol on its middle.
fn draw_typhoon(img: &mut RgbImage, edge: Rect) {
    let band = if edge.w < edge.h {
        Rect::new(edge.x + 3, edge.y, edge.w - 6, edge.h)
    } else {
        Rect::new(edge.x, edge.y + 6, edge.w, edge.h - 12)
    };
    paint::fill_round_rect(img, band, 6.0, colour::STORM);
    paint::hatch(img, band.inset(3), 12, 5, colour::STORM_STRIPE);
    typhoon_symbol(img, edge.cx(), edge.cy(), 23.0);
}

/// The weather map's tropical-cyclone sign: a ring with two hooked arms, on a dark disc.
fn typhoon_symbol(img: &mut RgbImage, cx: f32, cy: f32, r: f32) {
    let pi = std::f32::consts::PI;
    paint::fill_circle(img, cx, cy, r, colour::STORM);
    paint::ring(img, cx, cy, r, (r * 0.1).max(1.5), colour::WHITE);
    let arm_r = r * 0.55;
    let t = (r * 0.16).max(2.5);
    let off = r * 0.2;
    paint::arc(img, cx + off, cy, arm_r, t, pi, pi * 1.8, colour::WHITE);
    paint::arc(img, cx - off, cy, arm_r, t, 0.0, pi * 0.8, colour::WHITE);
    paint::fill_circle(img, cx, cy, r * 0.3, colour::WHITE);
    paint::fill_circle(img, cx, cy, r * 0.13, colour::STORM);
}

/// A small airplane pointing right, `w` pixels long: the airplane token.
fn plane(img: &mut RgbImage, cx: f32, cy: f32, w: f32, fill: Rgb<u8>) {
    let s = w / 2.0;
    let half = [
        (1.0, 0.0),
        (0.8, -0.1),
        (0.25, -0.1),
        (-0.12, -0.85),
        (-0.32, -0.85),
        (-0.15, -0.1),
        (-0.62, -0.1),
        (-0.82, -0.42),
        (-0.97, -0.42),
        (-0.88, -0.06),
        (-0.95, 0.0),
    ];
    let mut pts: Vec<(f32, f32)> = half
        .iter()
        .map(|&(x, y)| (cx + x * s, cy + y * s))
        .collect();
    pts.extend(
        half.iter()
            .rev()
            .skip(1)
            .take(half.len() - 2)
            .map(|&(x, y)| (cx + x * s, cy - y * s)),
    );
    paint::fill_polygon(img, &pts, fill);
}

fn panel_box(img: &mut RgbImage, r: Rect) {
    paint::fill_round_rect(img, r, 12.0, colour::PAPER);
    paint::stroke_round_rect(img, r, 12.0, 2.0, colour::PAPER_EDGE);
}

fn festivals_box(lay: &Layout) -> Rect {
    Rect::new(MARGIN, lay.panel_top, 600, PANEL_H)
}

fn players_box(lay: &Layout) -> Rect {
    let l = festivals_box(lay).right() + 16;
    Rect::new(l, lay.panel_top, WIDTH - MARGIN - l, PANEL_H)
}

/// Active and next festival, deck, pool and target.
fn draw_festivals(img: &mut RgbImage, p: &Picture, lay: &Layout) {
    let b = festivals_box(lay);
    panel_box(img, b);
    let x = b.x + 18;
    let heading = Style::bold(14.0, colour::GOLD_DARK);
    let big = Style::bold(22.0, colour::INK);
    let normal = Style::regular(17.0, colour::INK);
    let bold = Style::bold(17.0, colour::INK);

    let s = paint::star(x as f32 + 8.0, b.y as f32 + 24.0, 9.0);
    paint::fill_polygon(img, &s, colour::GOLD);
    paint::stroke_polygon(img, &s, 1.2, colour::GOLD_DARK);
    paint::text(img, heading, x + 22, b.y + 29, "ACTIVE FESTIVAL");
    match &p.active {
        Some(f) => {
            let end = paint::text(img, big, x, b.y + 60, &paint::fit(big, &f.name, 380));
            let on = paint::fit(
                normal,
                &format!("on {}", f.island),
                b.right() - 18 - end - 8,
            );
            paint::text(img, normal, end + 8, b.y + 60, &on);
            let mut px = x;
            let places = ["1st", "2nd", "3rd"];
            for (i, (pts, place)) in f.points.iter().zip(places).enumerate() {
                let claimed = (i as u8) < f.claimed;
                px = points_pill(img, px, b.y + 74, place, *pts, claimed) + 10;
            }
            if f.claimed > 0 {
                let note = Style::regular(14.0, colour::MUTED);
                let text = if f.claimed == 1 {
                    "struck = claimed".to_string()
                } else {
                    format!("{} places claimed", f.claimed)
                };
                paint::text(img, note, px + 4, b.y + 96, &text);
            }
        }
        None => {
            paint::text(img, normal, x, b.y + 60, "none");
        }
    }

    let nh = Style::bold(14.0, colour::MUTED);
    let end = paint::text(img, nh, x, b.y + 136, "NEXT");
    match &p.next {
        Some(f) => {
            let end = paint::text(
                img,
                bold,
                end + 10,
                b.y + 136,
                &paint::fit(bold, &f.name, 300),
            );
            let pays: Vec<String> = f
                .points
                .iter()
                .map(|p| p.map_or("–".to_string(), |v| v.to_string()))
                .collect();
            let rest = format!("on {} · pays {}", f.island, pays.join(" / "));
            let rest = paint::fit(normal, &rest, b.right() - 18 - end - 8);
            paint::text(img, normal, end + 8, b.y + 136, &rest);
        }
        None => {
            paint::text(img, normal, end + 10, b.y + 136, "none: last round");
        }
    }

    paint::fill_rect(
        img,
        Rect::new(x, b.y + 152, b.w - 36, 2),
        colour::PAPER_EDGE,
    );
    let mut e = paint::text(img, normal, x, b.y + 180, "Deck:");
    let cards = if p.deck_left == 1 { "card" } else { "cards" };
    e = paint::text(
        img,
        bold,
        e + 6,
        b.y + 180,
        &format!("{} {cards}", p.deck_left),
    );
    e = paint::text(img, normal, e + 28, b.y + 180, "Game ends at");
    paint::text(img, bold, e + 6, b.y + 180, &format!("{} points", p.target));

    let cy = (b.y + 212) as f32;
    let baseline = (cy + normal.cap_height() / 2.0).round() as i32;
    let mut e = paint::text(img, normal, x, baseline, "Ticket pool:") + 10;
    for (t, n) in Ticket::ALL.into_iter().zip(p.pool) {
        e = ticket_count(img, e, cy, 26.0, t, n) + 18;
    }
}

/// One place of a festival card, e.g. "1st 4"; struck through once claimed.
fn points_pill(
    img: &mut RgbImage,
    x: i32,
    y: i32,
    place: &str,
    pts: Option<u8>,
    claimed: bool,
) -> i32 {
    let (fill, ink) = if claimed {
        (colour::CLAIMED, colour::CLAIMED_TEXT)
    } else if pts.is_none() {
        (colour::PAPER, colour::CLAIMED_TEXT)
    } else {
        (colour::PALE_GOLD, colour::INK)
    };
    let small = Style::regular(15.0, ink);
    let value = Style::bold(19.0, ink);
    let v = pts.map_or("–".to_string(), |v| v.to_string());
    let w = paint::text_width(small, place) + 6 + paint::text_width(value, &v) + 22;
    let r = Rect::new(x, y, w, 30);
    paint::fill_round_rect(img, r, 8.0, fill);
    paint::stroke_round_rect(img, r, 8.0, 1.5, ink);
    let e = paint::text(img, small, x + 11, y + 21, place);
    paint::text(img, value, e + 6, y + 22, &v);
    if claimed {
        paint::line(
            img,
            (x as f32 + 5.0, r.cy()),
            (r.right() as f32 - 5.0, r.cy()),
            2.5,
            colour::INK,
        );
    }
    r.right()
}

/// One row per seat: token, name, score, hand, airplane, and what the seat is doing.
fn draw_players(img: &mut RgbImage, p: &Picture, lay: &Layout) {
    let b = players_box(lay);
    panel_box(img, b);
    let x = b.x + 14;
    let cols = PlayerCols {
        token: x + 40,
        name: x + 66,
        score: x + 250,
        hand: x + 320,
        plane: x + 412,
        state: x + 522,
    };
    let head = Style::bold(14.0, colour::MUTED);
    paint::text(img, head, x, b.y + 27, "PLAYERS");
    paint::text(img, head, cols.score, b.y + 27, "score");
    paint::text(img, head, cols.hand, b.y + 27, "hand");
    paint::text(img, head, cols.state, b.y + 27, "this round");
    let n = p.players.len().max(1) as i32;
    let row_h = 46.min((b.h - 44) / n);
    for (seat, pl) in p.players.iter().enumerate() {
        let row = Rect::new(b.x + 6, b.y + 38 + seat as i32 * row_h, b.w - 12, row_h - 2);
        player_row(img, &cols, row, seat, pl, seat == p.airplane);
    }
}

struct PlayerCols {
    token: i32,
    name: i32,
    score: i32,
    hand: i32,
    plane: i32,
    state: i32,
}

fn player_row(
    img: &mut RgbImage,
    cols: &PlayerCols,
    row: Rect,
    seat: usize,
    pl: &Player,
    airplane: bool,
) {
    let cy = row.cy();
    if pl.acting {
        paint::fill_round_rect(img, row, 10.0, colour::ROW_ACTING);
        let ax = row.x as f32 + 8.0;
        paint::fill_polygon(
            img,
            &[(ax, cy - 9.0), (ax + 14.0, cy), (ax, cy + 9.0)],
            colour::INK,
        );
    }
    traveller(img, seat, cols.token as f32, cy, 14.0, false);
    let name_style = Style::bold(20.0, colour::INK);
    let baseline = |s: Style| (cy + s.cap_height() / 2.0).round() as i32;
    let name = paint::fit(name_style, &pl.name, cols.score - cols.name - 12);
    paint::text(img, name_style, cols.name, baseline(name_style), &name);
    let score = Style::bold(20.0, colour::INK);
    let e = paint::text(
        img,
        score,
        cols.score,
        baseline(score),
        &pl.score.to_string(),
    );
    paint::text(
        img,
        Style::regular(14.0, colour::MUTED),
        e + 4,
        baseline(score),
        "pts",
    );
    let hand = Style::regular(17.0, colour::INK);
    let tickets = if pl.hand_size == 1 {
        "ticket"
    } else {
        "tickets"
    };
    paint::text(
        img,
        hand,
        cols.hand,
        baseline(hand),
        &format!("{} {tickets}", pl.hand_size),
    );
    if airplane {
        plane(img, cols.plane as f32 + 14.0, cy, 28.0, colour::BAND);
        paint::text(
            img,
            Style::regular(14.0, colour::INK),
            cols.plane + 32,
            baseline(Style::regular(14.0, colour::INK)),
            "airplane",
        );
    }
    let state = cols.state;
    if pl.winner {
        let s = paint::star(state as f32 + 10.0, cy, 11.0);
        paint::fill_polygon(img, &s, colour::GOLD);
        paint::stroke_polygon(img, &s, 1.5, colour::GOLD_DARK);
        let w = Style::bold(18.0, colour::GOLD_DARK);
        paint::text(img, w, state + 26, baseline(w), "WINNER");
    } else if let Some(shown) = pl.shown {
        shown_tickets(img, state, row.right() - 8, cy, shown);
    } else if let Some(planned) = pl.planned {
        let (text, style) = if planned {
            ("planned ✓", Style::bold(17.0, colour::GREEN))
        } else {
            ("waiting…", Style::regular(17.0, colour::MUTED))
        };
        paint::text(img, style, state, baseline(style), text);
    }
}

/// Phase 2a: the shown tickets a mover has still to place, one square each when few, counted
/// when many, between `x` and `right`.
fn shown_tickets(img: &mut RgbImage, x: i32, right: i32, cy: f32, shown: [u8; 3]) {
    let label = Style::regular(15.0, colour::MUTED);
    let baseline = (cy + label.cap_height() / 2.0).round() as i32;
    let total: u8 = shown.iter().sum();
    let items: Vec<(Ticket, u8)> = Ticket::ALL
        .into_iter()
        .zip(shown)
        .filter(|&(_, n)| n > 0)
        .collect();
    let few = total <= 4;
    let width: i32 = if few {
        25 * total as i32
    } else {
        items.iter().map(|&(_, n)| count_width(20.0, n) + 6).sum()
    };
    let mut e = x;
    // The label goes when the tickets need its room.
    if total == 0 || x + paint::text_width(label, "to place") + 6 + width <= right {
        e = paint::text(img, label, x, baseline, "to place") + 6;
    }
    if total == 0 {
        paint::text(img, Style::bold(17.0, colour::MUTED), e + 2, baseline, "–");
    } else if few {
        for (t, n) in items {
            for _ in 0..n {
                ticket_square(img, e as f32 + 11.0, cy, 22.0, t);
                e += 25;
            }
        }
    } else {
        for (t, n) in items {
            e = ticket_count(img, e, cy, 20.0, t, n) + 6;
        }
    }
}

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
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tile_rect(p: &Picture, i: usize) -> Rect {
        Layout::new(p).tile(&p.tiles[i])
    }

    fn island(p: &Picture, i: usize) -> &Island {
        match &p.tiles[i].kind {
            TileKind::Island(is) => is,
            TileKind::Connector => panic!("tile {i} is a connector"),
        }
    }

    fn at(img: &RgbImage, x: f32, y: f32) -> Rgb<u8> {
        *img.get_pixel(x as u32, y as u32)
    }

    #[test]
    fn sample_is_wide_enough_for_a_phone() {
        let img = draw(&sample());
        assert!(img.width() >= 1200, "width {}", img.width());
        assert!(img.height() >= 600 && img.height() < img.width());
    }

    #[test]
    fn filled_and_free_spaces_look_different() {
        let p = sample();
        let img = draw(&p);
        // Sulawesi (tile 2): a blue space with a ticket, then a free blue one.
        let spaces = &island(&p, 2).spaces;
        assert_eq!(spaces[0], (Ticket::Blue, true));
        assert_eq!(spaces[1], (Ticket::Blue, false));
        let lay = Layout::new(&p);
        let c = lay.spaces(tile_rect(&p, 2), spaces.len());
        let (filled, free) = (c[0], c[1]);
        assert_ne!(at(&img, filled.0, filled.1), at(&img, free.0, free.1));
        // Below the letter: the ticket's colour on a filled space, the pale inside on a free one.
        let below = 9.0;
        assert_eq!(at(&img, filled.0, filled.1 + below), Ticket::Blue.fill());
        assert_eq!(at(&img, free.0, free.1 + below), colour::SPACE_INSIDE);
        // The ring of the free space is in the ticket's colour.
        assert_eq!(
            at(&img, free.0, free.1 + SPACE_R - 2.5),
            Ticket::Blue.fill()
        );
    }

    #[test]
    fn every_space_is_lettered() {
        let p = sample();
        let img = draw(&p);
        let lay = Layout::new(&p);
        for (i, t) in p.tiles.iter().enumerate() {
            let TileKind::Island(is) = &t.kind else {
                continue;
            };
            for (&(ticket, filled), (x, y)) in is
                .spaces
                .iter()
                .zip(lay.spaces(lay.tile(t), is.spaces.len()))
            {
                let ink = if filled {
                    ticket.ink()
                } else {
                    ticket.free_ink()
                };
                let r = 6;
                let inked = (-r..=r)
                    .flat_map(|dy| (-r..=r).map(move |dx| (dx, dy)))
                    .filter(|&(dx, dy)| at(&img, x + dx as f32, y + dy as f32) == ink)
                    .count();
                assert!(inked >= 10, "tile {i}: space at ({x}, {y}) has no letter");
            }
        }
    }

    /// Pixels along the middle of the sea strip between two tiles, away from its ends.
    fn border_pixels(img: &RgbImage, edge: Rect) -> Vec<Rgb<u8>> {
        if edge.w < edge.h {
            (edge.y + 8..edge.bottom() - 8)
                .map(|y| at(img, edge.cx(), y as f32))
                .collect()
        } else {
            (edge.x + 8..edge.right() - 8)
                .map(|x| at(img, x as f32, edge.cy()))
                .collect()
        }
    }

    #[test]
    fn typhoons_block_the_shared_border() {
        let mut p = sample();
        // Sumatera|Kalimantan side by side, Sumatera|Jawa one above the other.
        p.typhoons = vec![(1, 0), (0, 5)];
        let img = draw(&p);
        let mut calm = p.clone();
        calm.typhoons.clear();
        let calm_img = draw(&calm);
        let lay = Layout::new(&p);
        for &(a, b) in &p.typhoons {
            let edge = lay
                .shared_edge(&p.tiles[a], &p.tiles[b])
                .expect("adjacent tiles");
            let stormy = border_pixels(&img, edge);
            assert!(
                stormy.iter().all(|&c| c != colour::OCEAN),
                "typhoon {a}|{b} leaves sea showing on its border"
            );
            assert!(stormy.contains(&colour::STORM));
            assert!(
                border_pixels(&calm_img, edge)
                    .iter()
                    .all(|&c| c != colour::STORM && c != colour::STORM_STRIPE),
                "the border {a}|{b} looks stormy without a typhoon"
            );
        }
        // Kalimantan|Sulawesi has no typhoon: open sea.
        let open = lay.shared_edge(&p.tiles[1], &p.tiles[2]).unwrap();
        assert!(
            border_pixels(&img, open)
                .iter()
                .all(|&c| c == colour::OCEAN)
        );
    }

    #[test]
    fn shared_edges_follow_the_grid() {
        let p = sample();
        let lay = Layout::new(&p);
        let t = &p.tiles;
        let side = lay.shared_edge(&t[0], &t[1]).unwrap();
        assert_eq!((side.x, side.w), (tile_rect(&p, 0).right(), COL_GAP));
        let below = lay.shared_edge(&t[5], &t[0]).unwrap();
        assert_eq!((below.y, below.h), (tile_rect(&p, 0).bottom(), ROW_GAP));
        assert!(lay.shared_edge(&t[0], &t[2]).is_none(), "two columns apart");
        assert!(lay.shared_edge(&t[1], &t[5]).is_none(), "diagonal");
    }

    #[test]
    fn festival_islands_are_marked() {
        let p = sample();
        let img = draw(&p);
        // Bali (6) holds the active festival: a gold frame just outside the tile.
        let bali = tile_rect(&p, 6);
        assert_eq!(at(&img, bali.cx(), (bali.y - 3) as f32), colour::GOLD);
        // Kalimantan (1) holds the next one: a pale frame; Sumatera (0) has none.
        let kal = tile_rect(&p, 1);
        assert_eq!(at(&img, kal.cx(), (kal.y - 4) as f32), colour::PALE_GOLD);
        let sum = tile_rect(&p, 0);
        assert_eq!(at(&img, sum.cx(), (sum.y - 4) as f32), colour::OCEAN);
    }

    #[test]
    fn acting_traveller_has_a_halo() {
        let mut p = sample();
        let img = draw(&p);
        // bob (seat 1) acts, alone on Sulawesi (2).
        assert!(p.players[1].acting && p.players[1].tile == 2);
        let (x, y) = traveller_centres(tile_rect(&p, 2), 1)[0];
        let halo = (x, y - TOKEN_R - 4.0);
        assert_eq!(at(&img, halo.0, halo.1), colour::WHITE);
        p.players[1].acting = false;
        assert_eq!(at(&draw(&p), halo.0, halo.1), colour::LAND);
    }

    #[test]
    fn title_is_drawn() {
        let p = sample();
        let img = draw(&p);
        let inked = |img: &RgbImage| {
            let mut n = 0;
            for y in 8..40 {
                for x in MARGIN..MARGIN + 300 {
                    if *img.get_pixel(x as u32, y as u32) != colour::BAND {
                        n += 1;
                    }
                }
            }
            n
        };
        assert!(inked(&img) > 500, "title area is nearly empty");
        let mut untitled = p.clone();
        untitled.title.clear();
        assert_eq!(inked(&draw(&untitled)), 0);
    }

    #[test]
    fn png_decodes_to_the_same_picture() {
        let img = draw(&sample());
        let png = crate::encode_png(&img);
        assert_eq!(&png[1..4], b"PNG");
        let back = image::load_from_memory_with_format(&png, image::ImageFormat::Png)
            .expect("our PNG decodes")
            .to_rgb8();
        assert_eq!(back.dimensions(), img.dimensions());
        assert!(back == img, "PNG is lossless");
    }

    #[test]
    fn drawing_is_deterministic() {
        let (a, b) = (sample(), sample());
        assert_eq!(a, b);
        let png_a = crate::encode_png(&draw(&a));
        assert_eq!(png_a, crate::encode_png(&draw(&b)));
        assert_eq!(png_a, crate::encode_png(&draw(&a)));
        let mut c = sample();
        c.players[0].score += 1;
        assert_ne!(
            png_a,
            crate::encode_png(&draw(&c)),
            "a visible change shows"
        );
    }

    #[test]
    fn odd_input_does_not_panic() {
        let mut p = sample();
        p.typhoons = vec![(0, 2), (1, 5), (3, 99), (8, 1)];
        p.players[0].tile = 8; // a connector
        p.players[1].tile = 42;
        p.players[2].name = "a name far too long to fit in any column at all \u{1F600}".into();
        p.airplane = 7;
        p.active = None;
        p.next = None;
        draw(&p);
        p.tiles.clear();
        p.players.clear();
        draw(&p);
    }
}
