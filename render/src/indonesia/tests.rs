use super::layout::{Owner, layout};
use super::pieces::player_colour;
use super::players::{cash_box, player_row};
use super::*;
use crate::paint::{Rect, Style};

fn at(img: &RgbImage, x: f32, y: f32) -> Rgb<u8> {
    *img.get_pixel(x as u32, y as u32)
}

/// Pixels of colour `c` inside `r`.
fn count(img: &RgbImage, r: Rect, c: Rgb<u8>) -> usize {
    let mut n = 0;
    for y in r.y.max(0)..r.bottom().min(img.height() as i32) {
        for x in r.x.max(0)..r.right().min(img.width() as i32) {
            if *img.get_pixel(x as u32, y as u32) == c {
                n += 1;
            }
        }
    }
    n
}

/// Pixels that differ between two pictures inside `r`.
fn changed(a: &RgbImage, b: &RgbImage, r: Rect) -> usize {
    let mut n = 0;
    for y in r.y.max(0)..r.bottom().min(a.height() as i32) {
        for x in r.x.max(0)..r.right().min(a.width() as i32) {
            if a.get_pixel(x as u32, y as u32) != b.get_pixel(x as u32, y as u32) {
                n += 1;
            }
        }
    }
    n
}

fn text_box(cx: f32, cy: f32, style: Style, s: &str) -> Rect {
    let w = paint::text_width(style, s);
    Rect::new(
        (cx - w as f32 / 2.0) as i32 - 1,
        (cy - style.size) as i32,
        w + 2,
        (style.size * 2.0) as i32,
    )
}

#[test]
fn sample_is_wide_enough() {
    let img = draw(&sample());
    assert!(img.width() >= 1600, "width {}", img.width());
    assert_eq!((img.width() as i32, img.height() as i32), (WIDTH, HEIGHT));
}

#[test]
fn the_map_has_every_area_and_sea() {
    let lay = layout();
    assert_eq!(lay.areas.len(), 116);
    assert_eq!(lay.seas.len(), 21);
    assert_eq!(lay.provinces.len(), 26);
    assert!(area_names().contains(&"Jabar3"));
    assert!(sea_names().contains(&"S21"));
    for (i, _) in lay.areas.iter().enumerate() {
        assert!(
            lay.owner.contains(&Owner::Area(i as u16)),
            "area {i} has no cells"
        );
    }
}

#[test]
fn every_area_sea_and_province_is_labelled() {
    let img = draw(&sample());
    let lay = layout();
    for a in &lay.areas {
        let st = Style::bold(12.0, colour::TEXT);
        let r = text_box(a.label[0], a.label[1] - LABEL_UP, st, &a.short);
        let inked = count(&img, r, colour::TEXT);
        assert!(inked >= 25, "{}: {inked} pixels of its name", a.short);
    }
    for s in &lay.seas {
        let st = Style::bold(17.0, colour::SEA_TEXT);
        let r = text_box(s.label[0], s.label[1] - 4.0, st, &s.short);
        let inked = count(&img, r, colour::SEA_TEXT);
        assert!(inked >= 25, "{}: {inked} pixels of its name", s.short);
    }
    for p in &lay.provinces {
        let st = Style::bold(12.0, colour::PROVINCE_TEXT);
        let r = text_box(p.label[0], p.label[1], st, &p.name.to_uppercase());
        let inked = count(&img, r, colour::PROVINCE_TEXT);
        assert!(inked >= 40, "{}: {inked} pixels of its name", p.name);
    }
}

#[test]
fn neighbouring_provinces_have_different_tints() {
    let lay = layout();
    for i in 0..lay.owner.len() {
        for j in lay.neighbours(i) {
            if let (Owner::Area(a), Owner::Area(b)) = (lay.owner[i], lay.owner[j]) {
                let (p, q) = (lay.area_province[a as usize], lay.area_province[b as usize]);
                if p != q {
                    assert_ne!(lay.province_tint[p], lay.province_tint[q]);
                }
            }
        }
    }
}

#[test]
fn cash_is_drawn_only_when_money_is_open() {
    let open = sample();
    let mut closed = open.clone();
    for pl in &mut closed.players {
        pl.cash = None;
    }
    let (a, b) = (draw(&open), draw(&closed));
    for i in 0..open.players.len() {
        let r = cash_box(i);
        assert!(changed(&a, &b, r) > 50, "player {i}: no cash drawn");
        // Closed: nothing but the row's ground in the cash box.
        let ground = at(&b, r.x as f32 + 1.0, r.y as f32 + 1.0);
        assert_eq!(
            count(&b, r, ground),
            (r.w * r.h) as usize,
            "player {i}: something drawn where cash would be"
        );
    }
    // Cash changes nothing outside the cash boxes.
    let total = changed(&a, &b, Rect::new(0, 0, WIDTH, HEIGHT));
    let inside: usize = (0..open.players.len())
        .map(|i| changed(&a, &b, cash_box(i)))
        .sum();
    assert_eq!(total, inside);
}

#[test]
fn whose_turn_is_marked() {
    let mut p = sample();
    p.turn = Some(2);
    let img = draw(&p);
    let row = player_row(2);
    assert_eq!(at(&img, row.x as f32 + 4.0, row.cy()), colour::ROW_TURN);
    let other = player_row(1);
    assert_eq!(at(&img, other.x as f32 + 4.0, other.cy()), colour::PANEL);
    p.turn = None;
    let img = draw(&p);
    assert_eq!(at(&img, row.x as f32 + 4.0, row.cy()), colour::PANEL);
}

#[test]
fn goods_cities_and_ships_are_drawn() {
    let p = sample();
    let img = draw(&p);
    let lay = layout();
    let (x, y) = lay.area_label("Kalbar1").unwrap();
    // Company 7 (index 6) is dewi's rubber: a green square outlined in her colour.
    assert_eq!(at(&img, x, y + TOKEN_DOWN + 5.0), Good::Rubber.fill());
    assert_eq!(at(&img, x - 11.0, y + TOKEN_DOWN), player_colour(3));
    let (x, y) = lay.area_label("Jabar1").unwrap();
    assert_eq!(at(&img, x - 10.0, y + TOKEN_DOWN + 6.0), colour::CITY);
    // Ships sit below their sea's name; the base map has none.
    let (x, y) = lay.sea_label("S4").unwrap();
    let r = Rect::new(x as i32 - 16, y as i32 + 22, 32, 18);
    assert!(count(&img, r, player_colour(2)) > 100);
    assert_eq!(count(base(), r, player_colour(2)), 0);
}

#[test]
fn the_plan_is_drawn_only_during_operations() {
    let p = sample();
    let mut quiet = p.clone();
    quiet.plan.clear();
    let (a, b) = (draw(&p), draw(&quiet));
    let map = Rect::new(0, 0, MAP_W, MAP_H);
    assert!(count(&a, map, colour::ROUTE) > 500);
    assert_eq!(count(&b, map, colour::ROUTE), 0);
}

#[test]
fn unclaimed_deeds_are_listed_and_placed() {
    let p = sample();
    let mut none = p.clone();
    none.deeds.clear();
    let (a, b) = (draw(&p), draw(&none));
    let lay = layout();
    let i = lay.province_index["Sarawak"];
    let pf = &lay.provinces[i];
    let r = Rect::new(pf.label[0] as i32, pf.label[1] as i32 - 12, 160, 24);
    assert!(count(&a, r, colour::DEED) > 100, "no deed card by Sarawak");
    assert_eq!(count(&b, r, colour::DEED), 0);
}

#[test]
fn sample_png_is_small_enough() {
    let png = encode_png(&draw(&sample()));
    assert!(png.len() < 300_000, "{} bytes", png.len());
}

#[test]
fn png_keeps_every_flat_colour_and_edges_close() {
    let img = draw(&sample());
    crate::paint::assert_faithful(&img, &encode_png(&img), &super::flat_colours());
}

#[test]
fn drawing_is_deterministic() {
    let (a, b) = (sample(), sample());
    assert_eq!(a, b);
    let png_a = encode_png(&draw(&a));
    assert_eq!(png_a, encode_png(&draw(&b)));
    let mut c = sample();
    c.cities[0].size = 1;
    assert_ne!(png_a, encode_png(&draw(&c)), "a visible change shows");
    // Drawn and encoded overlapped, the same pixels (in other deflate blocks).
    let decoded = crate::paint::decoded;
    assert!(decoded(&png(&a)) == decoded(&png_a));
    assert!(decoded(&png(&c)) == decoded(&encode_png(&draw(&c))));
}

#[test]
fn odd_input_does_not_panic() {
    let mut p = sample();
    p.goods.push(Goods {
        area: "Atlantis1".into(),
        company: 0,
    });
    p.goods.push(Goods {
        area: "Jabar2".into(),
        company: 99,
    });
    p.ships.push(Ship {
        sea: "S99".into(),
        company: 1,
    });
    p.ships.extend((0..14).map(|_| Ship {
        sea: "S7".into(),
        company: 0,
    }));
    p.plan.push(Route {
        good: Good::Oil,
        producer: 8,
        shipper: 99,
        from: "Kalsel1".into(),
        seas: vec!["S99".into()],
        to: "nowhere".into(),
        cubes: 40,
    });
    p.turn = Some(17);
    p.players[0].name = "a name far too long to fit in any column at all \u{1F600}".into();
    p.players[1].research = [0, 9, 255, 5, 1];
    p.deeds.extend(p.deeds.clone());
    draw(&p);
    p.players.extend(p.players.clone());
    draw(&p);
    p.players.clear();
    p.companies.clear();
    draw(&p);
}
