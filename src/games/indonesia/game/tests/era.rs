//! New Era: cities from the city cards, deeds discarded and placed.

use super::*;
use crate::games::Described;

#[test]
fn cities_go_in_empty_coastal_areas_of_the_card_provinces_in_turn_order() {
    let (mut g, _) = Game::setup(map(), &Options::default(), 3, 3).unwrap();
    for _ in 0..3 {
        let Prompt::PlaceCity { seat, provinces } = g.prompt() else {
            break;
        };
        let legal = g.legal(seat);
        assert!(!legal.is_empty());
        for a in &legal {
            let Action::PlaceCity { area } = a else {
                panic!()
            };
            let info = &g.map.areas[usize::from(*area)];
            assert!(info.coastal && provinces.contains(&info.province));
        }
        // An area outside the card is refused with the rule.
        let outside = (0..g.map.areas.len() as u8)
            .find(|&a| !provinces.contains(&g.map.areas[usize::from(a)].province))
            .unwrap();
        let msg = refused(&mut g, seat, Action::PlaceCity { area: outside });
        assert!(msg.contains("empty coastal area"), "{msg}");
        let other = (seat + 1) % 3;
        refused(&mut g, other, legal[0].clone());
        let events = ok(&mut g, seat, legal[0].clone());
        assert!(has(&events, |k| matches!(k, EventKind::CityPlaced { .. })));
    }
    assert!(matches!(g.prompt(), Prompt::Bid { .. }));
}

#[test]
fn no_city_when_the_size_one_supply_is_out() {
    // Twelve size 1 cities on the map: every card places nothing.
    let cities = [
        "Aceh1",
        "Aceh2",
        "Bengkulu1",
        "Jambi2",
        "Riau1",
        "Kalbar1",
        "Kaltim2",
        "Sarawak1",
        "Papua1",
        "Halmahera1",
        "NTT1",
        "Sultra1",
    ];
    let mut toml = String::from(
        "seed = 1\nera = \"B\"\nphase = \"new_era\"\n[[player]]\n[[player]]\n[[player]]\n",
    );
    for c in cities {
        toml.push_str(&format!("[[city]]\narea = \"{c}\"\n"));
    }
    let position = Position::from_toml(&toml).unwrap();
    let g = Game::from_position(map(), &position).unwrap();
    assert!(matches!(g.prompt(), Prompt::Bid { .. }));
    assert_eq!(g.cities.len(), 12);
    // The same through events: replay the era start.
    let mut g2 = g.clone();
    let mut events = Vec::new();
    g2.begin_era(Era::C, &mut events);
    g2.advance(&mut events);
    assert!(has(&events, |k| matches!(
        k,
        EventKind::NoCityPlaced {
            why: NoCity::Supply,
            ..
        }
    )));
}

#[test]
fn a_province_with_a_city_takes_no_other() {
    let mut g = game(
        r#"
seed = 1
era = "A"
phase = "new_era"
[[player]]
cards = { A = [4] }
[[player]]
cards = { A = [0] }
[[player]]
cards = { A = [1] }
[[city]]
area = "Bali1"
[[city]]
area = "Jabar1"
"#,
    );
    // Card 4 is Bali, Jawa Barat, Jawa Timur: only Jawa Timur is free.
    let Prompt::PlaceCity { seat: 0, .. } = g.prompt() else {
        panic!("{:?}", g.prompt())
    };
    let jatim = g.map.province_named("Jatim").unwrap();
    for a in g.legal(0) {
        let Action::PlaceCity { area } = a else {
            panic!()
        };
        assert_eq!(g.map.areas[usize::from(area)].province, jatim);
    }
    let bali2 = area(&g, "Bali2");
    refused(&mut g, 0, Action::PlaceCity { area: bali2 });
}

#[test]
fn a_new_era_discards_earlier_unclaimed_deeds() {
    // Era A, only shipping deeds unclaimed (all one type): after this year, era B begins and
    // they are discarded.
    let mut g = game(
        r#"
seed = 1
era = "A"
phase = "operations"
unclaimed = ["A shipping Halmahera", "A shipping Lampung"]
[[player]]
[[player]]
"#,
    );
    // No companies: Operations and City Growth pass at once; the New Era waits for cities.
    assert_eq!(g.era, Era::B);
    assert_eq!(g.year, 2);
    let halmahera = g.map.deed_named("A shipping Halmahera").unwrap();
    assert_eq!(g.deeds[usize::from(halmahera)], DeedState::Discarded);
    assert_eq!(g.unclaimed().count(), 9);
    assert!(matches!(g.prompt(), Prompt::PlaceCity { .. }));
    let _ = &mut g;
}

#[test]
fn unstartable_deeds_are_discarded() {
    // Every area of Bali holds a city: the rice deed of Bali has no starting area.
    let g = game(
        r#"
seed = 1
era = "A"
phase = "acquisitions"
unclaimed = ["A rice Bali", "A rice Jabar", "A spice Maluku"]
[[player]]
[[player]]
[[city]]
area = "Bali1"
[[city]]
area = "Bali2"
"#,
    );
    let bali = g.map.deed_named("A rice Bali").unwrap();
    assert_eq!(g.deeds[usize::from(bali)], DeedState::Discarded);
    assert_eq!(g.unclaimed().count(), 2);
}
