//! Colours of the picture. Players use the Okabe–Ito palette, which stays distinct under the
//! common colour-vision deficiencies; each player also has a shape and a seat number.

use crate::paint::rgb;
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
/// Four of the common player colours (at most four play The Festivals), vermillion left out.
pub const PLAYERS: [Rgb<u8>; 4] = [P[0], P[1], P[2], P[4]];
const P: [Rgb<u8>; 5] = crate::paint::PLAYERS;

/// The colour of the player at `index` in [`super::Picture::players`] (seat order): their
/// traveller, and their row's token.
pub fn player(index: usize) -> Rgb<u8> {
    PLAYERS[index % PLAYERS.len()]
}

/// Every colour above: the colours painted flat.
pub fn flat() -> Vec<Rgb<u8>> {
    let mut v = vec![
        OCEAN,
        WAVE,
        BAND,
        BAND_TEXT,
        BAND_MUTED,
        STATUS,
        LAND,
        LAND_EDGE,
        LAND_DARK,
        HEADER,
        TEXT,
        MUTED,
        WHITE,
        INK,
        SPACE_INSIDE,
        GOLD,
        GOLD_DARK,
        PALE_GOLD,
        SHALLOW,
        WOOD,
        PLANK,
        STORM,
        STORM_STRIPE,
        PAPER,
        PAPER_EDGE,
        ROW_ACTING,
        CLAIMED,
        CLAIMED_TEXT,
        GREEN,
    ];
    v.extend(PLAYERS);
    v
}
