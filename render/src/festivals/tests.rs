use super::islands::traveller_centres;
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
        at(&img, free.0, free.1 + SPACE_R - 2.2),
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
fn png_is_small_and_keeps_every_flat_colour() {
    let img = draw(&sample());
    let png = encode_png(&img);
    assert!(png.len() < 150_000, "{} bytes", png.len());
    crate::paint::assert_faithful(&img, &png, &flat_colours());
}

#[test]
fn drawing_is_deterministic() {
    let (a, b) = (sample(), sample());
    assert_eq!(a, b);
    let png_a = encode_png(&draw(&a));
    assert_eq!(png_a, encode_png(&draw(&b)));
    assert_eq!(png_a, encode_png(&draw(&a)));
    let mut c = sample();
    c.players[0].score += 1;
    assert_ne!(png_a, encode_png(&draw(&c)), "a visible change shows");
    // Drawn and encoded overlapped, the same pixels (in other deflate blocks).
    let decoded = crate::paint::decoded;
    assert!(decoded(&png(&a)) == decoded(&png_a));
    assert!(decoded(&png(&c)) == decoded(&encode_png(&draw(&c))));
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

/// Seen on a phone (the picture 400 px wide), a free black or blue space is light and a filled
/// one dark: the mean brightness over each space's disc differs by far.
#[test]
fn free_spaces_stay_light_at_phone_size() {
    let p = sample();
    let img = draw(&p);
    let scale = 400.0 / img.width() as f32;
    let small = image::imageops::resize(
        &img,
        400,
        (img.height() as f32 * scale).round() as u32,
        image::imageops::FilterType::Triangle,
    );
    let lay = Layout::new(&p);
    let brightness = |x: f32, y: f32| {
        let (cx, cy, r) = (x * scale, y * scale, SPACE_R * scale * 0.9);
        let mut sum = 0.0;
        let mut n = 0.0;
        for py in (cy - r).floor() as i32..=(cy + r).ceil() as i32 {
            for px in (cx - r).floor() as i32..=(cx + r).ceil() as i32 {
                let (dx, dy) = (px as f32 + 0.5 - cx, py as f32 + 0.5 - cy);
                if dx * dx + dy * dy <= r * r {
                    let [red, green, blue] = small.get_pixel(px as u32, py as u32).0;
                    sum += 0.299 * red as f32 + 0.587 * green as f32 + 0.114 * blue as f32;
                    n += 1.0;
                }
            }
        }
        sum / n
    };
    for ticket in [Ticket::Black, Ticket::Blue] {
        let (mut free, mut filled) = (Vec::new(), Vec::new());
        for t in &p.tiles {
            let TileKind::Island(is) = &t.kind else {
                continue;
            };
            for (&(kind, full), (x, y)) in is
                .spaces
                .iter()
                .zip(lay.spaces(lay.tile(t), is.spaces.len()))
            {
                if kind == ticket {
                    let b = brightness(x, y);
                    if full { filled.push(b) } else { free.push(b) }
                }
            }
        }
        let darkest_free = free.iter().copied().fold(f32::MAX, f32::min);
        let lightest_filled = filled.iter().copied().fold(0.0, f32::max);
        assert!(!free.is_empty() && !filled.is_empty(), "{ticket:?}");
        assert!(
            darkest_free - lightest_filled >= 90.0,
            "{ticket:?}: free {free:?}, filled {filled:?}"
        );
    }
}
