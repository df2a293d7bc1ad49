//! Colours of the picture. Companies use the Okabe–Ito palette, which stays distinct under the
//! common colour-vision deficiencies; each also prints its nation's initial on its pieces.

use super::*;

pub(in crate::indies) const SEA: Rgb<u8> = rgb(0x8DBFD9);
pub(in crate::indies) const LINK: Rgb<u8> = rgb(0x1F4E6E);
pub(in crate::indies) const LAND: Rgb<u8> = rgb(0xF1E8C8);
pub(in crate::indies) const EDGE: Rgb<u8> = rgb(0x4A3F2C);
pub(in crate::indies) const RULE: Rgb<u8> = rgb(0xC9BE9C);
pub(in crate::indies) const WATER: Rgb<u8> = rgb(0xD6E9F4);
pub(in crate::indies) const EUROPE: Rgb<u8> = rgb(0xE4E2EC);
pub(in crate::indies) const CSB: Rgb<u8> = rgb(0x1F4E6E);
pub(in crate::indies) const INK: Rgb<u8> = rgb(0x1A1A1A);
pub(in crate::indies) const WHITE: Rgb<u8> = rgb(0xFFFFFF);
pub(in crate::indies) const MUTED: Rgb<u8> = rgb(0x5B5647);
pub(in crate::indies) const BAND: Rgb<u8> = rgb(0x12324A);
pub(in crate::indies) const STATUS: Rgb<u8> = rgb(0xFFD966);
pub(in crate::indies) const PANEL: Rgb<u8> = rgb(0xF5EFDC);
pub(in crate::indies) const SEALED: Rgb<u8> = rgb(0x1E6B35);
pub(in crate::indies) const CRATE: Rgb<u8> = rgb(0xC8A165);
/// Battles, sunk fleets and invasions of the last round.
pub(in crate::indies) const FOUGHT: Rgb<u8> = rgb(0xA3201A);
pub(in crate::indies) const KEY_COMPANY: Rgb<u8> = rgb(0xBDBDBD);
pub(in crate::indies) const PLAYERS: [Rgb<u8>; 5] = paint::PLAYERS;

/// A commodity's chip colour, and the ink for its letters.
pub(in crate::indies) fn commodity_colours(c: Commodity) -> (Rgb<u8>, Rgb<u8>) {
    match c {
        Commodity::Pepper => (rgb(0x2B2B2B), WHITE),
        Commodity::Cinnamon => (rgb(0xC7843F), INK),
        Commodity::Cloves => (rgb(0x7B2335), WHITE),
        Commodity::Nutmeg => (rgb(0xE3C48A), INK),
        Commodity::Silk => (rgb(0xF6F3FB), INK),
        Commodity::Tea => (rgb(0x4E7D2E), WHITE),
    }
}

/// Every flat colour the picture paints: the palette keeps them exactly.
pub(in crate::indies) fn flat_colours() -> Vec<Rgb<u8>> {
    let mut v = vec![
        SEA,
        LINK,
        LAND,
        EDGE,
        RULE,
        WATER,
        EUROPE,
        CSB,
        INK,
        WHITE,
        MUTED,
        BAND,
        STATUS,
        PANEL,
        SEALED,
        CRATE,
        KEY_COMPANY,
        FOUGHT,
    ];
    v.extend(PLAYERS);
    for c in Commodity::ALL {
        let (fill, ink) = commodity_colours(c);
        v.push(fill);
        v.push(ink);
    }
    v
}

pub(in crate::indies) fn company_colour(seat: usize) -> Rgb<u8> {
    PLAYERS[seat % PLAYERS.len()]
}
