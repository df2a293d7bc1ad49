//! Tests that look at particular places of the picture, through the layout.

use image::{Rgb, RgbImage};

use super::layout::{self, PANEL_Y};
use super::*;
use crate::paint::Rect;

/// Pixels that differ between two pictures inside `r`.
fn changed(a: &RgbImage, b: &RgbImage, r: Rect) -> usize {
    let mut n = 0;
    for y in r.y..r.bottom() {
        for x in r.x..r.right() {
            if a.get_pixel(x as u32, y as u32) != b.get_pixel(x as u32, y as u32) {
                n += 1;
            }
        }
    }
    n
}

/// Pixels of colour `c` inside `r`.
fn count(img: &RgbImage, r: Rect, c: Rgb<u8>) -> usize {
    let mut n = 0;
    for y in r.y..r.bottom() {
        for x in r.x..r.right() {
            if *img.get_pixel(x as u32, y as u32) == c {
                n += 1;
            }
        }
    }
    n
}

fn whole() -> Rect {
    Rect::new(0, 0, WIDTH, HEIGHT)
}

fn area_index(p: &Picture, name: &str) -> usize {
    p.areas.iter().position(|a| a.name == name).unwrap()
}

#[test]
fn a_fleet_that_moves_leaves_one_tray_for_another() {
    let lay = layout::layout();
    let a = sample();
    let mut b = a.clone();
    let k = b
        .fleets
        .iter()
        .position(|f| f.owner == 1 && f.letter == "A")
        .unwrap();
    assert_eq!(b.fleets[k].at, Place::Area(area_index(&b, "Java")));
    b.fleets[k].at = Place::Area(area_index(&b, "Borneo"));
    let (ia, ib) = (draw(&a), draw(&b));
    let java = lay.area("Java").unwrap().tray();
    let borneo = lay.area("Borneo").unwrap().tray();
    assert!(changed(&ia, &ib, java) > 500, "Java's tray did not change");
    assert!(
        changed(&ia, &ib, borneo) > 500,
        "Borneo's tray did not change"
    );
    // Elsewhere on the map nothing moves; the panel says where the fleet is now.
    let map_rest = changed(&ia, &ib, whole()) - changed(&ia, &ib, java) - changed(&ia, &ib, borneo);
    let panel = changed(&ia, &ib, Rect::new(0, PANEL_Y, WIDTH, HEIGHT - PANEL_Y));
    assert!(panel > 0, "the panel still has the fleet in Java");
    assert_eq!(map_rest, panel, "something else on the map changed");
}

#[test]
fn a_factory_is_drawn_on_its_site_with_its_markers() {
    let lay = layout::layout();
    let mut bare = sample();
    for s in bare.areas.iter_mut().flat_map(|a| &mut a.sites) {
        s.factory = None;
    }
    let mut one = bare.clone();
    let i = area_index(&one, "Banda");
    one.areas[i].sites[1].factory = Some(Factory {
        owner: 3,
        forts: 2,
        soldiers: 1,
        markers: vec![Marker {
            commodity: Commodity::Nutmeg,
            share: 2,
        }],
    });
    let (a, b) = (draw(&bare), draw(&one));
    let banda = lay.area("Banda").unwrap();
    let site = banda.sites.iter().position(|s| s == "Run").unwrap();
    assert!(
        count(&b, banda.flag(site), draw::company_colour(3)) > 100,
        "no flag in France's colour"
    );
    assert!(
        changed(&a, &b, banda.garrison(site)) > 30,
        "no forts or soldiers"
    );
    assert!(changed(&a, &b, banda.markers(site)) > 200, "no marker");
    // The other site of Banda is untouched.
    assert_eq!(changed(&a, &b, banda.site_row(0)), 0);
}

#[test]
fn each_areas_commodity_and_distance_are_drawn() {
    let lay = layout::layout();
    let p = sample();
    let mut q = p.clone();
    let i = area_index(&q, "Bengal");
    assert_eq!(q.areas[i].commodity, None);
    q.areas[i].commodity = Some(Commodity::Silk);
    q.areas[i].europe = 13;
    let (a, b) = (draw(&p), draw(&q));
    let bengal = lay.area("Bengal").unwrap();
    assert!(changed(&a, &b, bengal.commodity()) > 100);
    assert!(changed(&a, &b, bengal.europe_badge()) > 10);
}

#[test]
fn sealed_orders_and_scores_show_only_when_given() {
    let mut p = sample();
    for c in &mut p.companies {
        c.sealed = None;
        c.score = None;
    }
    let panel = Rect::new(0, PANEL_Y, WIDTH, HEIGHT - PANEL_Y);
    let none = draw(&p);
    let mut sealed = p.clone();
    sealed.companies[2].sealed = Some(true);
    let mut drafting = p.clone();
    drafting.companies[2].sealed = Some(false);
    let mut over = p.clone();
    over.companies[2].score = Some(321);
    let (s, d, o) = (draw(&sealed), draw(&drafting), draw(&over));
    assert!(changed(&none, &s, panel) > 100);
    assert!(changed(&none, &d, panel) > 100);
    assert!(changed(&s, &d, panel) > 100);
    assert!(changed(&none, &o, panel) > 100);
    // Sealed is written in its own colour; drafting is not.
    let green = draw::SEALED;
    assert!(count(&s, panel, green) > 20);
    assert_eq!(count(&d, panel, green), 0);
}

#[test]
fn the_current_price_is_filled_in_the_chart() {
    let mut p = sample();
    p.prices = Commodity::ALL.iter().map(|&c| (c, 36)).collect();
    let mut q = p.clone();
    q.prices[0].1 = 48;
    let (a, b) = (draw(&p), draw(&q));
    let panel = Rect::new(0, PANEL_Y, WIDTH, HEIGHT - PANEL_Y);
    let pepper = draw::commodity_colours(Commodity::Pepper).0;
    assert!(count(&b, panel, pepper) > count(&a, panel, pepper) / 2);
    assert!(changed(&a, &b, panel) > 200);
}

#[test]
fn crowded_boxes_show_how_many_fleets_did_not_fit() {
    let lay = layout::layout();
    let p = crowded();
    let img = draw(&p);
    // The last slot of Java, Europe and the CSB holds a white "+n more" counter.
    for tray in [
        lay.area("Java").unwrap().slots(),
        lay.europe.slots(),
        lay.csb.slots(),
    ] {
        let last = *tray.last().unwrap();
        assert!(
            count(&img, last.inset(3), Rgb([255, 255, 255])) > (last.w * last.h / 2) as usize,
            "no +n more counter at {last:?}"
        );
    }
}

#[test]
fn every_palette_colour_survives_encoding() {
    let img = draw(&sample());
    let png = encode_png(&img);
    let back = image::load_from_memory(&png).unwrap().to_rgb8();
    assert_eq!(back.dimensions(), img.dimensions());
    for c in draw::flat_colours() {
        let before = count(&img, whole(), c);
        let after = count(&back, whole(), c);
        // Antialiased shades may land on a flat colour; no flat pixel becomes another colour.
        assert!(
            after >= before,
            "{c:?}: {before} pixels before, {after} after"
        );
    }
}

#[test]
fn drawn_and_encoded_overlapped_the_pixels_are_those_drawn_then_encoded() {
    let decoded = crate::paint::decoded;
    for picture in [sample(), opening(), crowded()] {
        let expected = decoded(&encode_png(&draw(&picture)));
        // Twice: the second on a kept buffer.
        for _ in 0..2 {
            assert!(decoded(&png(&picture)) == expected, "{}", picture.title);
        }
    }
}

#[test]
fn the_last_rounds_trails_run_over_the_sea_in_the_owners_colour() {
    let lay = layout::layout();
    let mut none = sample();
    none.changes.clear();
    let mut one = none.clone();
    one.changes = vec![Change::Sailed {
        owner: 2,
        letter: "B".into(),
        path: vec![Place::Area(area_index(&none, "Java")), Place::Csb],
    }];
    let (a, b) = (draw(&none), draw(&one));
    let map = Rect::new(0, layout::BAND_H, WIDTH, layout::MAP_H);
    assert!(
        count(&b, map, draw::company_colour(2)) > count(&a, map, draw::company_colour(2)) + 100
    );
    // Only the sea between the two boxes changes: no box, label or counter is drawn over.
    let mut boxes: Vec<Rect> = lay.areas.iter().map(|b| b.rect).collect();
    boxes.extend([lay.europe.rect, lay.csb.rect]);
    for r in boxes {
        assert_eq!(changed(&a, &b, r.inset(1)), 0, "the trail crosses {r:?}");
    }
    assert_eq!(changed(&a, &b, whole()), changed(&a, &b, map));
}

#[test]
fn battles_sunk_fleets_and_invasions_are_marked_on_their_boxes() {
    let lay = layout::layout();
    let p = sample();
    let mut none = p.clone();
    none.changes.clear();
    let (img, plain) = (draw(&p), draw(&none));
    let top = |name: &str| {
        let r = lay.area(name).unwrap().rect;
        Rect::new(r.x, r.y - 14, r.w, 28)
    };
    for name in ["Banda", "Moluccas", "Java"] {
        assert!(
            count(&img, top(name), draw::FOUGHT) > 300,
            "no mark on {name}"
        );
        assert_eq!(count(&plain, top(name), draw::FOUGHT), 0);
    }
    assert_eq!(count(&img, top("Borneo"), draw::FOUGHT), 0);
    // The invaded factory's flag is framed.
    let java = lay.area("Java").unwrap();
    let japara = java.sites.iter().position(|s| s == "Japara").unwrap();
    assert!(count(&img, java.flag(japara).inset(-3), draw::FOUGHT) > 40);
}

#[test]
fn a_fleet_with_only_soldiers_aboard_shows_no_cargo_crate() {
    let lay = layout::layout();
    let mut empty = opening();
    empty.fleets.truncate(1);
    empty.fleets[0].cargo.clear();
    empty.fleets[0].soldiers = 0;
    let mut soldiers = empty.clone();
    soldiers.fleets[0].soldiers = 12;
    let mut laden = empty.clone();
    laden.fleets[0].cargo = vec![Marker {
        commodity: Commodity::Tea,
        share: 1,
    }];
    let tray = lay.europe.tray();
    let (e, s, l) = (draw(&empty), draw(&soldiers), draw(&laden));
    assert_eq!(
        changed(&e, &s, tray),
        0,
        "soldiers drew something on the counter"
    );
    assert!(count(&l, tray, draw::CRATE) > count(&e, tray, draw::CRATE) + 20);
}

/// Words with every caption empty: what is left drawn is names, numbers and shapes.
fn blank_words() -> Words {
    let e = String::new;
    Words {
        year: e(),
        of: e(),
        europe: e(),
        europe_note: e(),
        csb: e(),
        csb_note: e(),
        eur: e(),
        no_commodity: e(),
        more: e(),
        battle: e(),
        sunk: e(),
        taken_by: e(),
        held_against: e(),
        companies: e(),
        companies_in_order: e(),
        prices: e(),
        prices_note: e(),
        treasury: e(),
        fl: e(),
        factory: e(),
        factories: e(),
        orders_sealed: e(),
        drafting: e(),
        score: e(),
        units: std::array::from_fn(|_| [e(), e()]),
        cargo: e(),
        no_fleets: e(),
        more_fleets: e(),
        key: e(),
        key_fleet: e(),
        key_ships: e(),
        key_factory: e(),
        forts: e(),
        soldiers: e(),
        key_share: e(),
        key_bounds: e(),
        key_adjacent: e(),
    }
}

/// The captions are the picture's words, not the renderer's: with every word blank, each
/// place a caption is drawn changes (the year line, the boxes' titles and notes, the badges,
/// a commodity not drawn yet, the last round's marks, the panel's headings, every company's
/// row and the key).
#[test]
fn every_caption_is_drawn_from_the_words() {
    let lay = layout::layout();
    let p = sample();
    let mut blank = p.clone();
    blank.words = blank_words();
    let (a, b) = (draw(&p), draw(&blank));
    let head = |r: Rect| Rect::new(r.x, r.y, r.w, 48);
    let mut places = vec![
        ("the year line", Rect::new(WIDTH - 200, 48, 200, 24)),
        ("Europe's title and note", head(lay.europe.rect)),
        ("the CSB's title and note", head(lay.csb.rect)),
        (
            "Bengal's commodity",
            lay.area("Bengal").unwrap().commodity(),
        ),
        ("the companies' heading", Rect::new(0, PANEL_Y + 4, 400, 26)),
        (
            "the prices' heading",
            Rect::new(draw::CHART_X, PANEL_Y + 4, 300, 26),
        ),
        (
            "the key",
            Rect::new(draw::CHART_X, draw::KEY_TOP, WIDTH - draw::CHART_X, 130),
        ),
    ];
    for name in ["Banda", "Moluccas", "Java"] {
        let r = lay.area(name).unwrap().rect;
        places.push(("a mark", Rect::new(r.x, r.y - 12, r.w, 12)));
    }
    for area in &lay.areas {
        places.push(("a badge", area.europe_badge()));
    }
    for k in 0..5 {
        // A row's words: treasury, factories, sealed or drafting, score, fleets.
        let y = draw::ROW_TOP + k * (draw::ROW_H + 4);
        places.push(("a company's row", Rect::new(340, y, 750, draw::ROW_H)));
    }
    for (what, r) in places {
        assert!(changed(&a, &b, r) > 20, "{what} at {r:?} is not the words'");
    }
}
