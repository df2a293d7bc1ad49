//! Colours of the picture. Players use the Okabe–Ito palette, which stays distinct under the
//! common colour-vision deficiencies; each player also has a seat number and a shape.

use crate::paint::rgb;
use image::Rgb;

pub const OCEAN: Rgb<u8> = rgb(0x2E5E7E);
pub const SEA: Rgb<u8> = rgb(0x8DBFD9);
pub const SEA_EDGE: Rgb<u8> = rgb(0xE9F4FA);
pub const SEA_TEXT: Rgb<u8> = rgb(0x0E3A57);
pub const OFFBOARD: Rgb<u8> = rgb(0xB9B3A2);
/// Land tints by province, so neighbouring provinces differ.
pub const LAND: [Rgb<u8>; 5] = [
    rgb(0xDCE8B8),
    rgb(0xEADFB4),
    rgb(0xCFE3C4),
    rgb(0xE8D3B9),
    rgb(0xD9DDB0),
];
pub const COAST: Rgb<u8> = rgb(0x3F4A2E);
pub const AREA_EDGE: Rgb<u8> = rgb(0x8C9270);
pub const PROVINCE_EDGE: Rgb<u8> = rgb(0x4A3F2C);
pub const TEXT: Rgb<u8> = rgb(0x1E2A1A);
pub const HALO: Rgb<u8> = rgb(0xFFFFFF);
pub const PROVINCE_TEXT: Rgb<u8> = rgb(0x5A2D0C);
pub const LINK_LAND: Rgb<u8> = rgb(0x6B4423);
pub const LINK_SEA: Rgb<u8> = rgb(0x0E3A57);
pub const INK: Rgb<u8> = rgb(0x1A1A1A);
pub const WHITE: Rgb<u8> = rgb(0xFFFFFF);
pub const PANEL: Rgb<u8> = rgb(0xF5EFDC);
pub const PANEL_EDGE: Rgb<u8> = rgb(0xC9BE9C);
pub const BAND: Rgb<u8> = rgb(0x12324A);
pub const BAND_TEXT: Rgb<u8> = rgb(0xFFFFFF);
pub const STATUS: Rgb<u8> = rgb(0xFFD966);
pub const MUTED: Rgb<u8> = rgb(0x5B5647);
pub const ROW_TURN: Rgb<u8> = rgb(0xFFE29A);
pub const TRACK_EMPTY: Rgb<u8> = rgb(0xDDD5BD);
pub const TRACK_FULL: Rgb<u8> = rgb(0x4C6A8A);
pub const CITY: Rgb<u8> = rgb(0xFFFFFF);
pub const ROUTE: Rgb<u8> = rgb(0xB0126F);
pub const DEED: Rgb<u8> = rgb(0xFFF7D6);
/// The shipping deed cards' ship silhouette.
pub const DEED_SHADE: Rgb<u8> = rgb(0x6D7F8F);
pub const PLAYERS: [Rgb<u8>; 5] = crate::paint::PLAYERS;

/// Every colour above: the colours painted flat.
pub fn flat() -> Vec<Rgb<u8>> {
    let mut v = vec![
        OCEAN,
        SEA,
        SEA_EDGE,
        SEA_TEXT,
        OFFBOARD,
        COAST,
        AREA_EDGE,
        PROVINCE_EDGE,
        TEXT,
        HALO,
        PROVINCE_TEXT,
        LINK_LAND,
        LINK_SEA,
        INK,
        WHITE,
        PANEL,
        PANEL_EDGE,
        BAND,
        BAND_TEXT,
        STATUS,
        MUTED,
        ROW_TURN,
        TRACK_EMPTY,
        TRACK_FULL,
        CITY,
        ROUTE,
        DEED,
        DEED_SHADE,
    ];
    v.extend(LAND);
    v.extend(PLAYERS);
    v
}
