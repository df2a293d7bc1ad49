//! Unit tests, one or more per rule, mostly from described positions on the real board.

use super::*;
use crate::games::indonesia::{
    Money, NoCity, Options, Place, Position, Prompt, Stopped, Track, track_name,
};

fn map() -> Arc<Map> {
    Map::standard()
}

fn game(toml: &str) -> Game {
    let position = Position::from_toml(toml).unwrap_or_else(|e| panic!("{e}"));
    Game::from_position(map(), &position).unwrap_or_else(|e| panic!("{e}"))
}

fn area(g: &Game, name: &str) -> AreaId {
    g.map
        .area_named(name)
        .unwrap_or_else(|| panic!("no area {name}"))
}

fn sea(g: &Game, name: &str) -> SeaId {
    g.map
        .sea_named(name)
        .unwrap_or_else(|| panic!("no sea {name}"))
}

/// The company holding the deed called `deed`.
fn company(g: &Game, deed: &str) -> CompanyId {
    let d = g
        .map
        .deed_named(deed)
        .unwrap_or_else(|| panic!("no deed {deed}"));
    g.companies
        .values()
        .find(|c| c.deeds.contains(&d))
        .unwrap_or_else(|| panic!("no company holds {deed}"))
        .id
}

fn ok(g: &mut Game, seat: Seat, action: Action) -> Vec<Event> {
    assert!(
        g.legal(seat).contains(&action),
        "{action:?} not in legal({seat}) = {:?}",
        g.legal(seat)
    );
    let events = g
        .apply(seat, &action)
        .unwrap_or_else(|e| panic!("{action:?}: {e}"));
    g.check_invariants().unwrap();
    events
}

/// Refused, changing nothing; returns the message.
fn refused(g: &mut Game, seat: Seat, action: Action) -> String {
    let before = g.clone();
    let e = g.apply(seat, &action).expect_err("should be refused");
    assert_eq!(*g, before);
    assert!(!g.legal(seat).contains(&action));
    e.message
}

fn has(events: &[Event], pred: impl Fn(&EventKind) -> bool) -> bool {
    events.iter().any(|e| pred(&e.kind))
}

// ---------------------------------------------------------------- setup

#[test]
fn setup_deals_cash_research_order_and_city_cards() {
    for players in 2..=5 {
        let (g, events) = Game::new(map(), Options::default(), players, 11).unwrap();
        assert_eq!(g.cash, vec![100; players]);
        assert!(g.research.iter().all(|r| *r == [1; 5]));
        let mut order = g.order.clone();
        order.sort_unstable();
        assert_eq!(order, (0..players).collect::<Vec<_>>());
        let each = if players == 2 { 2 } else { 1 };
        for seat in 0..players {
            for era in 0..3 {
                assert_eq!(g.cards[seat][era].len(), each);
            }
        }
        // No card dealt twice in an era.
        for era in 0..3 {
            let mut all: Vec<_> = g.cards.iter().flat_map(|c| c[era].clone()).collect();
            let n = all.len();
            all.sort_unstable();
            all.dedup();
            assert_eq!(all.len(), n);
        }
        for e in &events {
            if let EventKind::Dealt { seat, .. } = e.kind {
                assert_eq!(e.audience, Audience::Seat(seat));
            }
        }
        assert_eq!(g.era, Era::A);
        assert_eq!(g.unclaimed().count(), 8);
        assert!(matches!(g.prompt(), Prompt::PlaceCity { .. }));
        assert_eq!(g.options.money, Money::Closed);
    }
    assert!(Game::new(map(), Options::default(), 1, 1).is_err());
    assert!(Game::new(map(), Options::default(), 6, 1).is_err());
}

#[test]
fn same_seed_same_setup() {
    let a = Game::new(map(), Options::default(), 4, 5).unwrap();
    let b = Game::new(map(), Options::default(), 4, 5).unwrap();
    assert_eq!(a, b);
}

// ---------------------------------------------------------------- New Era

#[test]
fn cities_go_in_empty_coastal_areas_of_the_card_provinces_in_turn_order() {
    let (mut g, _) = Game::new(map(), Options::default(), 3, 3).unwrap();
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

// ---------------------------------------------------------------- Turn Order Bid

#[test]
fn bids_times_the_multiplier_set_the_order_ties_keep_it() {
    let mut g = game(
        r#"
seed = 1
era = "A"
phase = "bid"
order = [2, 0, 1, 3]
unclaimed = ["A rice Bali", "A spice Maluku"]
[[player]]
research = { bid = 2 }
[[player]]
[[player]]
[[player]]
cash = 5
"#,
    );
    assert_eq!(g.prompt(), Prompt::Bid { seat: 2 });
    ok(&mut g, 2, Action::Bid { amount: 10 }); // value 10
    ok(&mut g, 0, Action::Bid { amount: 2 }); // value 2 x 5 = 10: tie with seat 2, who stays first
    ok(&mut g, 1, Action::Bid { amount: 11 }); // value 11
    let msg = refused(&mut g, 3, Action::Bid { amount: 6 });
    assert!(msg.contains("No bluffing"), "{msg}");
    assert_eq!(g.legal(3).len(), 6);
    let events = ok(&mut g, 3, Action::Bid { amount: 0 });
    assert_eq!(g.order, vec![1, 2, 0, 3]);
    assert_eq!(g.stash, vec![2, 11, 10, 0]);
    assert_eq!(g.cash, vec![98, 89, 90, 5]);
    assert!(has(&events, |k| matches!(k, EventKind::TurnOrder { .. })));
    // Public bid texts say the bid, never the cash held.
    for e in &events {
        let t = e.text(&g.map, &|s| format!("P{s}"));
        assert!(!t.contains("cash"), "{t}");
    }
}

// ---------------------------------------------------------------- Research

#[test]
fn research_one_step_own_tracks_hull_on_anyone_max_five() {
    let mut g = game(
        r#"
seed = 1
era = "A"
phase = "research"
unclaimed = ["A rice Bali", "A spice Maluku"]
[[player]]
research = { slots = 5 }
[[player]]
research = { bid = 5, slots = 5, mergers = 5, expansion = 5, hull = 5 }
[[player]]
research = { bid = 5, slots = 5, mergers = 5, expansion = 5, hull = 4 }
"#,
    );
    assert_eq!(g.prompt(), Prompt::Research { seat: 0 });
    let msg = refused(
        &mut g,
        0,
        Action::Research {
            track: Track::Slots,
            owner: 0,
        },
    );
    assert!(msg.contains("step 5"), "{msg}");
    let msg = refused(
        &mut g,
        0,
        Action::Research {
            track: Track::Expansion,
            owner: 2,
        },
    );
    assert!(msg.contains("hull"), "{msg}");
    // Raising another player's hull is allowed.
    ok(
        &mut g,
        0,
        Action::Research {
            track: Track::Hull,
            owner: 2,
        },
    );
    assert_eq!(g.research[2][Track::Hull as usize], 5);
    // Seats 1 and 2 have nothing left, except hull on seat 0's track.
    assert_eq!(g.prompt(), Prompt::Research { seat: 1 });
    assert_eq!(
        g.legal(1),
        vec![Action::Research {
            track: Track::Hull,
            owner: 0
        }]
    );
    assert_eq!(track_name(Track::BidMultiplier), "turn order bid");
}

#[test]
fn research_skips_a_player_with_nothing_to_raise() {
    let g = game(
        r#"
seed = 1
era = "A"
phase = "research"
order = [1, 0]
unclaimed = ["A rice Bali", "A spice Maluku"]
[[player]]
[[player]]
research = { bid = 5, slots = 5, mergers = 5, expansion = 5, hull = 5 }
"#,
    );
    // Seat 1 (first) could still raise seat 0's hull.
    assert_eq!(g.prompt(), Prompt::Research { seat: 1 });
}

// ---------------------------------------------------------------- Acquisitions

const ACQ: &str = r#"
seed = 1
era = "A"
phase = "acquisitions"
unclaimed = ["A rice Bali", "A rice Jabar", "A shipping Jatim", "A spice Maluku"]
[[player]]
research = { slots = 3 }
[[player]]
[[company]]
owner = 1
deeds = ["A spice Halmahera"]
areas = ["Halmahera1"]
[[company]]
owner = 0
deeds = ["A shipping Lampung"]
ships = ["S3"]
"#;

#[test]
fn acquisitions_need_a_free_slot_and_place_the_first_good_or_ship() {
    let mut g = game(ACQ);
    // Seat 1 has one company and one slot: skipped. Seat 0 acquires.
    assert_eq!(g.prompt(), Prompt::Acquire { seat: 0 });
    assert!(g.legal(1).is_empty());
    let bali = g.map.deed_named("A rice Bali").unwrap();
    let jatim = g.map.deed_named("A shipping Jatim").unwrap();
    let jabar3 = area(&g, "Jabar3");
    let msg = refused(
        &mut g,
        0,
        Action::Acquire {
            deed: bali,
            at: Place::Area(jabar3),
        },
    );
    assert!(msg.contains("empty area of its province"), "{msg}");
    let s1 = sea(&g, "S1");
    refused(
        &mut g,
        0,
        Action::Acquire {
            deed: jatim,
            at: Place::Sea(s1),
        },
    );
    let bali1 = area(&g, "Bali1");
    ok(
        &mut g,
        0,
        Action::Acquire {
            deed: bali,
            at: Place::Area(bali1),
        },
    );
    // Seat 1 still has no slot; seat 0 goes again and places a ship next to Jawa Timur.
    assert_eq!(g.prompt(), Prompt::Acquire { seat: 0 });
    let s10 = sea(&g, "S10");
    ok(
        &mut g,
        0,
        Action::Acquire {
            deed: jatim,
            at: Place::Sea(s10),
        },
    );
    // Three companies, three slots: the phase ends.
    assert!(matches!(g.prompt(), Prompt::Research { .. }));
    assert_eq!(g.company_count(0), 3);
}

#[test]
fn passing_ends_your_acquisitions() {
    let mut g = game(ACQ);
    ok(&mut g, 0, Action::Pass);
    assert!(matches!(g.prompt(), Prompt::Research { .. }));
}

#[test]
fn a_first_good_never_touches_the_same_good_of_another_company() {
    let mut g = game(
        r#"
seed = 1
era = "A"
phase = "acquisitions"
unclaimed = ["A rice Bali"]
[[player]]
research = { slots = 2 }
[[player]]
[[company]]
owner = 1
deeds = ["A rice Jabar"]
areas = ["Jatim5"]
"#,
    );
    let bali = g.map.deed_named("A rice Bali").unwrap();
    let bali1 = area(&g, "Bali1");
    let bali2 = area(&g, "Bali2");
    refused(
        &mut g,
        0,
        Action::Acquire {
            deed: bali,
            at: Place::Area(bali1),
        },
    );
    ok(
        &mut g,
        0,
        Action::Acquire {
            deed: bali,
            at: Place::Area(bali2),
        },
    );
}

// ---------------------------------------------------------------- Operations

/// Seat 0: rice in Bali; seat 1: a ship in S10 (Selat Madura); cities in Jateng3 and Jatim1,
/// both on S10.
fn ops(hull: u8, cash: u32) -> Game {
    game(&format!(
        r#"
seed = 1
era = "A"
phase = "operations"
unclaimed = ["A rice Jabar", "A spice Maluku"]
[[player]]
cash = {cash}
research = {{ slots = 2 }}
[[player]]
research = {{ hull = {hull}, expansion = 2 }}
[[company]]
owner = 0
deeds = ["A rice Bali"]
areas = ["Bali1", "Bali2"]
[[company]]
owner = 1
deeds = ["A shipping Jatim"]
ships = ["S10"]
[[city]]
area = "Jateng3"
[[city]]
area = "Jatim1"
"#
    ))
}

#[test]
fn all_goods_shipped_pay_sales_cubes_and_force_a_free_expansion() {
    let mut g = ops(2, 100);
    let rice = company(&g, "A rice Bali");
    let ships = company(&g, "A shipping Jatim");
    assert_eq!(g.prompt(), Prompt::Operate { seat: 0 });
    refused(&mut g, 0, Action::Operate { company: ships });
    let events = ok(&mut g, 0, Action::Operate { company: rice });
    assert!(has(&events, |k| matches!(k, EventKind::PlanOffered { .. })));
    let Prompt::Ship { plan, .. } = g.prompt() else {
        panic!("{:?}", g.prompt())
    };
    assert_eq!(plan.deliveries.len(), 2);
    assert_eq!(plan.cubes, 2);
    ok(&mut g, 0, Action::Ship);
    // 2 x 20 sales - 2 x 5 cubes; seat 1's ship earns 10.
    assert_eq!(g.revenue, vec![30, 10]);
    // All shipped: free and compulsory expansion (expansion R&D 1).
    assert!(matches!(
        g.prompt(),
        Prompt::Expand {
            paid: false,
            left: 1,
            ..
        }
    ));
    let msg = refused(&mut g, 0, Action::Pass);
    assert!(msg.contains("must expand"), "{msg}");
    let jatim5 = area(&g, "Jatim5");
    let ntb1 = area(&g, "NTB1");
    assert_eq!(
        g.legal(0),
        vec![
            Action::Expand { area: jatim5 },
            Action::Expand { area: ntb1 }
        ]
    );
    ok(&mut g, 0, Action::Expand { area: ntb1 });
    assert_eq!(g.cash[0], 100);
    assert_eq!(g.companies[&rice].areas.len(), 3);
    // Seat 1 operates the shipping company: up to 2 ships, but era A allows Jatim 2 in all.
    ok(&mut g, 1, Action::Operate { company: ships });
    assert_eq!(
        g.prompt(),
        Prompt::PlaceShips {
            seat: 1,
            company: ships,
            left: 1
        }
    );
    let s1 = sea(&g, "S1");
    let msg = refused(&mut g, 1, Action::PlaceShip { sea: s1 });
    assert!(msg.contains("next to one"), "{msg}");
    let s14 = sea(&g, "S14");
    let events = ok(&mut g, 1, Action::PlaceShip { sea: s14 });
    assert!(has(&events, |k| matches!(
        k,
        EventKind::ExpansionOver {
            why: Stopped::Limit,
            ..
        }
    )));
    // The end of the year: revenue to cash, both cities grew (rice is the only good produced).
    assert_eq!(g.cash, vec![130, 110]);
    assert_eq!(g.revenue, vec![0, 0]);
    assert!(
        g.cities
            .values()
            .all(|c| c.size == 2 && c.delivered == [0; 5])
    );
}

#[test]
fn goods_left_over_make_expansion_optional_and_paid_from_cash() {
    let mut g = ops(1, 10);
    let rice = company(&g, "A rice Bali");
    ok(&mut g, 0, Action::Operate { company: rice });
    ok(&mut g, 0, Action::Ship);
    // Hull 1: one good shipped of two.
    assert_eq!(g.revenue, vec![15, 5]);
    assert!(matches!(
        g.prompt(),
        Prompt::Expand {
            paid: true,
            price: 20,
            ..
        }
    ));
    let ntb1 = area(&g, "NTB1");
    let msg = refused(&mut g, 0, Action::Expand { area: ntb1 });
    assert!(msg.contains("from your cash"), "{msg}");
    assert_eq!(g.legal(0), vec![Action::Pass]);
    ok(&mut g, 0, Action::Pass);
}

#[test]
fn paid_expansion_costs_the_good_price_per_area() {
    let mut g = ops(1, 100);
    let rice = company(&g, "A rice Bali");
    ok(&mut g, 0, Action::Operate { company: rice });
    ok(&mut g, 0, Action::Ship);
    let ntb1 = area(&g, "NTB1");
    let events = ok(&mut g, 0, Action::Expand { area: ntb1 });
    assert!(has(&events, |k| matches!(
        k,
        EventKind::Expanded { paid: 20, .. }
    )));
    assert_eq!(g.cash[0], 80);
    assert_eq!(g.ledger.expansions, 20);
}

#[test]
fn expansion_never_touches_the_same_good_of_another_company() {
    let mut g = game(
        r#"
seed = 1
era = "A"
phase = "operations"
unclaimed = ["A spice Maluku", "A shipping Jatim"]
[[player]]
research = { expansion = 3 }
[[player]]
[[company]]
owner = 0
deeds = ["A rice Bali"]
areas = ["Bali1"]
[[company]]
owner = 1
deeds = ["A rice Jabar"]
areas = ["NTB2"]
"#,
    );
    let rice = company(&g, "A rice Bali");
    ok(&mut g, 0, Action::Operate { company: rice });
    // Nothing shipped (no ships): optional, paid.
    let bali2 = area(&g, "Bali2");
    let jatim5 = area(&g, "Jatim5");
    ok(&mut g, 0, Action::Expand { area: bali2 });
    // NTB1 touches the other company's rice in NTB2.
    let ntb1 = area(&g, "NTB1");
    refused(&mut g, 0, Action::Expand { area: ntb1 });
    // Chained: Jatim4 is reachable through the newly placed Jatim5.
    ok(&mut g, 0, Action::Expand { area: jatim5 });
    let jatim4 = area(&g, "Jatim4");
    assert!(g.legal(0).contains(&Action::Expand { area: jatim4 }));
}

#[test]
fn shipping_expansion_is_chained_and_limited_by_research_and_deeds() {
    let mut g = game(
        r#"
seed = 1
era = "B"
phase = "operations"
unclaimed = ["B rice Aceh", "B spice Jateng"]
[[player]]
research = { expansion = 5 }
[[player]]
[[company]]
owner = 0
deeds = ["A shipping Halmahera"]
ships = ["S18"]
"#,
    );
    let c = company(&g, "A shipping Halmahera");
    ok(&mut g, 0, Action::Operate { company: c });
    // Halmahera allows 4 ships in era B: 3 more.
    assert!(matches!(g.prompt(), Prompt::PlaceShips { left: 3, .. }));
    let s20 = sea(&g, "S20");
    let s21 = sea(&g, "S21");
    refused(&mut g, 0, Action::PlaceShip { sea: s21 });
    ok(&mut g, 0, Action::PlaceShip { sea: s20 });
    ok(&mut g, 0, Action::PlaceShip { sea: s21 });
    ok(&mut g, 0, Action::Pass);
    assert_eq!(g.companies[&c].ships.len(), 3);
}

/// Rice in Bali 2 (on S14 only), a city in Sulut2 (on S15 only), seat 1's ships on the one
/// route S14 - S17 - S19 - S18 - S15: five cubes for one rice.
fn iou(cash: u32, money: &str) -> Game {
    game(&format!(
        r#"
seed = 1
money = "{money}"
era = "B"
phase = "operations"
unclaimed = ["B rice Aceh", "B spice Jateng"]
[[player]]
cash = {cash}
[[player]]
research = {{ slots = 2 }}
[[company]]
owner = 0
deeds = ["A rice Bali"]
areas = ["Bali2"]
[[company]]
owner = 1
deeds = ["A shipping Halmahera", "A shipping Jatim"]
ships = ["S14", "S17", "S19", "S18", "S15"]
[[city]]
area = "Sulut2"
"#
    ))
}

#[test]
fn a_costly_shipment_leaves_an_iou_repaid_from_cash_at_the_end_of_operations() {
    let mut g = iou(3, "open");
    let rice = company(&g, "A rice Bali");
    let ships = company(&g, "A shipping Halmahera");
    ok(&mut g, 0, Action::Operate { company: rice });
    ok(&mut g, 0, Action::Ship);
    assert_eq!(g.revenue, vec![-5, 25]);
    // All (one) shipped: the expansion is free and compulsory.
    let ntb1 = area(&g, "NTB1");
    ok(&mut g, 0, Action::Expand { area: ntb1 });
    ok(&mut g, 1, Action::Operate { company: ships });
    let events = ok(&mut g, 1, Action::Pass);
    // 3 of the 5 repaid from cash, 2 stay as IOUs against the next Operations.
    assert!(has(&events, |k| matches!(
        k,
        EventKind::Settled {
            seat: 0,
            repaid: 3,
            left: 2,
            ..
        }
    )));
    assert_eq!(g.cash[0], 0);
    assert_eq!(g.revenue[0], -2);
    assert_eq!(g.cash[1], 125);
}

#[test]
fn preferring_a_company_never_ships_fewer_goods() {
    let mut g = ops(2, 100);
    let rice = company(&g, "A rice Bali");
    let ships = company(&g, "A shipping Jatim");
    ok(&mut g, 0, Action::Operate { company: rice });
    let Prompt::Ship { plan: before, .. } = g.prompt() else {
        panic!()
    };
    ok(&mut g, 0, Action::Prefer { company: ships });
    refused(&mut g, 0, Action::Prefer { company: ships });
    refused(&mut g, 0, Action::Prefer { company: rice });
    let Prompt::Ship { plan: after, .. } = g.prompt() else {
        panic!()
    };
    assert!(after.deliveries.len() >= before.deliveries.len());
    assert_eq!(after.prefer, vec![ships]);
    ok(&mut g, 0, Action::ClearPreferences);
    refused(&mut g, 0, Action::ClearPreferences);
}

// ---------------------------------------------------------------- End of game

#[test]
fn the_game_ends_in_era_c_with_double_revenue_and_ties_to_the_earlier_player() {
    let mut g = game(
        r#"
seed = 1
era = "C"
phase = "operations"
order = [1, 0, 2]
[[player]]
cash = 50
stash = 10
revenue = 20
[[player]]
cash = 70
stash = 30
revenue = -5
[[player]]
cash = 99
"#,
    );
    assert!(g.is_over());
    let Prompt::Over { winners } = g.prompt() else {
        panic!()
    };
    // Seat 0: 50 + 10 + 40 = 100; seat 1: 70 + 30 - 10 = 90; seat 2: 99.
    assert_eq!(winners, vec![0]);
    assert_eq!(
        g.scores.iter().map(|s| s.total).collect::<Vec<_>>(),
        vec![100, 90, 99]
    );
    refused(&mut g, 0, Action::Pass);

    // A tie: seat 1 is earlier in turn order than seat 0.
    let g = game(
        r#"
seed = 1
era = "C"
phase = "operations"
order = [1, 0]
[[player]]
cash = 60
revenue = 20
[[player]]
cash = 100
"#,
    );
    assert_eq!(g.winners, vec![1]);
    assert!(g.public_view().scores.is_some());
}

#[test]
fn era_c_goes_on_while_deeds_of_two_types_are_unclaimed() {
    let g = game(
        r#"
seed = 1
era = "C"
phase = "operations"
unclaimed = ["C oil Papua", "C rice Sultra"]
[[player]]
[[player]]
"#,
    );
    assert!(!g.is_over());
    assert!(matches!(g.prompt(), Prompt::Bid { .. }));
}

// ---------------------------------------------------------------- City Growth

#[test]
fn growth_is_limited_by_the_supply_and_the_first_player_chooses() {
    let mut toml = String::from(
        "seed = 1\nera = \"A\"\nphase = \"operations\"\norder = [1, 0]\nunclaimed = [\"A rice Bali\", \"A spice Maluku\"]\n[[player]]\n[[player]]\n",
    );
    let big = ["Aceh1", "Aceh3", "Bengkulu1"];
    let mid = [
        "Jambi2",
        "Riau1",
        "Kalbar1",
        "Kaltim2",
        "Sarawak1",
        "Papua1",
        "Halmahera1",
    ];
    let small = ["NTT1", "Sultra1"];
    for a in big {
        toml.push_str(&format!("[[city]]\narea = \"{a}\"\nsize = 3\n"));
    }
    for a in mid {
        toml.push_str(&format!("[[city]]\narea = \"{a}\"\nsize = 2\n"));
    }
    for a in small {
        toml.push_str(&format!("[[city]]\narea = \"{a}\"\n"));
    }
    let position = Position::from_toml(&toml).unwrap();
    let mut g = Game::from_position(map(), &position).unwrap();
    // No goods produced: every city may grow. No size 3 is left, so the size 2 cities stay;
    // one size 2 city is left for two size 1 cities: the first player (seat 1) picks.
    let Prompt::Grow {
        seat: 1,
        size: 2,
        left: 1,
        among,
    } = g.prompt()
    else {
        panic!("{:?}", g.prompt())
    };
    assert_eq!(among.len(), 2);
    refused(&mut g, 0, Action::Grow { area: among[0] });
    let aceh1 = area(&g, "Aceh1");
    refused(&mut g, 1, Action::Grow { area: aceh1 });
    let events = ok(&mut g, 1, Action::Grow { area: among[1] });
    assert!(has(&events, |k| matches!(
        k,
        EventKind::Grew { size: 2, .. }
    )));
    assert_eq!(g.cities[&among[1]].size, 2);
    assert_eq!(g.cities[&among[0]].size, 1);
    assert_eq!(g.cities_by_size(), [1, 8, 3]);
}

#[test]
fn a_city_that_missed_a_produced_good_does_not_grow() {
    // Rice and spice are produced; Jateng3 gets only rice.
    let mut g = game(
        r#"
seed = 1
era = "A"
phase = "operations"
unclaimed = ["A rice Jabar", "A shipping Lampung"]
[[player]]
research = { slots = 3 }
[[player]]
research = { hull = 2 }
[[company]]
owner = 0
deeds = ["A rice Bali"]
areas = ["Bali1"]
[[company]]
owner = 1
deeds = ["A shipping Jatim"]
ships = ["S10"]
[[company]]
owner = 0
deeds = ["A spice Maluku"]
areas = ["Maluku1"]
[[city]]
area = "Jateng3"
"#,
    );
    let rice = company(&g, "A rice Bali");
    let spice = company(&g, "A spice Maluku");
    let ships = company(&g, "A shipping Jatim");
    ok(&mut g, 0, Action::Operate { company: rice });
    ok(&mut g, 0, Action::Ship);
    let bali2 = area(&g, "Bali2");
    ok(&mut g, 0, Action::Expand { area: bali2 });
    ok(&mut g, 1, Action::Operate { company: ships });
    ok(&mut g, 1, Action::Pass);
    ok(&mut g, 0, Action::Operate { company: spice });
    ok(&mut g, 0, Action::Pass);
    let jateng3 = area(&g, "Jateng3");
    assert_eq!(g.cities[&jateng3].size, 1);
}

// ---------------------------------------------------------------- Mergers

/// Seat 0: rice in Bali (3 areas); seat 1: rice in Jawa Barat (2); seat 2 has a free slot.
fn mergers(seat0: &str) -> Game {
    game(&format!(
        r#"
seed = 1
era = "B"
phase = "mergers"
unclaimed = ["B rice Aceh", "B spice Jateng"]
[[player]]
cash = 300
{seat0}
[[player]]
cash = 200
[[player]]
research = {{ slots = 2 }}
[[company]]
owner = 0
deeds = ["A rice Bali"]
areas = ["Bali1", "Bali2", "Jatim5"]
[[company]]
owner = 1
deeds = ["A rice Jabar"]
areas = ["Jabar4", "Jabar6"]
"#
    ))
}

#[test]
fn mergers_need_the_mergers_research_for_the_deeds() {
    // Mergers step 1 allows no merger: nobody can propose, the phase ends at once.
    let g = mergers("");
    assert!(matches!(g.prompt(), Prompt::Acquire { .. }));
    let mut g = mergers("research = { mergers = 2 }");
    assert_eq!(g.prompt(), Prompt::Propose { seat: 0 });
    let bali = company(&g, "A rice Bali");
    let jabar = company(&g, "A rice Jabar");
    // 5 units, at least 20 each: bids 100, 105, ...
    let msg = refused(
        &mut g,
        0,
        Action::Propose {
            first: bali,
            second: jabar,
            bid: 95,
        },
    );
    assert!(msg.contains("lowest bid is 20"), "{msg}");
    let msg = refused(
        &mut g,
        0,
        Action::Propose {
            first: bali,
            second: jabar,
            bid: 102,
        },
    );
    assert!(msg.contains("multiples"), "{msg}");
    let msg = refused(
        &mut g,
        0,
        Action::Propose {
            first: bali,
            second: jabar,
            bid: 305,
        },
    );
    assert!(msg.contains("No bluffing"), "{msg}");
    refused(
        &mut g,
        0,
        Action::Propose {
            first: bali,
            second: bali,
            bid: 100,
        },
    );
}

#[test]
fn an_auction_passing_is_final_and_the_winner_pays_the_owners_in_proportion() {
    let mut g = mergers("research = { mergers = 2 }");
    let bali = company(&g, "A rice Bali");
    let jabar = company(&g, "A rice Jabar");
    ok(
        &mut g,
        0,
        Action::Propose {
            first: bali,
            second: jabar,
            bid: 100,
        },
    );
    // Seat 1 owns one, seat 2 has a free slot: both may bid.
    assert!(matches!(
        g.prompt(),
        Prompt::Raise {
            seat: 1,
            high: 100,
            ..
        }
    ));
    ok(&mut g, 1, Action::Raise { amount: 105 });
    let msg = refused(&mut g, 2, Action::Raise { amount: 105 });
    assert!(msg.contains("beat"), "{msg}");
    ok(&mut g, 2, Action::Pass);
    ok(&mut g, 0, Action::Raise { amount: 110 });
    // Seat 2 passed for good: back to seat 1.
    assert!(matches!(g.prompt(), Prompt::Raise { seat: 1, .. }));
    let events = ok(&mut g, 1, Action::Pass);
    // Seat 0 wins for 110: 3/5 (66) to itself, 2/5 (44) to seat 1.
    let payments = events
        .iter()
        .find_map(|e| match &e.kind {
            EventKind::Merged { payments, .. } => Some(payments.clone()),
            _ => None,
        })
        .unwrap();
    assert_eq!(payments, vec![(0, 66), (1, 44)]);
    assert_eq!(g.cash, vec![300 - 110 + 66, 200 + 44, 100]);
    let merged = g.companies.values().find(|c| c.deeds.len() == 2).unwrap();
    assert_eq!(merged.owner, 0);
    assert_eq!(merged.areas.len(), 5);
    // Seat 1 may propose next, but nothing is left to merge: the phase ends, and the flipped
    // deeds turn face up again.
    assert!(matches!(g.prompt(), Prompt::Acquire { .. }));
    assert!(g.companies.values().all(|c| !c.merged));
}

#[test]
fn only_owners_or_players_with_a_free_slot_bid() {
    let mut g = game(
        r#"
seed = 1
era = "B"
phase = "mergers"
unclaimed = ["B rice Aceh", "B spice Jateng"]
[[player]]
research = { mergers = 2, slots = 2 }
[[player]]
[[player]]
[[company]]
owner = 0
deeds = ["A shipping Jatim"]
ships = ["S10"]
[[company]]
owner = 0
deeds = ["A shipping Lampung"]
ships = ["S3"]
[[company]]
owner = 2
deeds = ["A rice Bali"]
areas = ["Bali1"]
"#,
    );
    let a = company(&g, "A shipping Jatim");
    let b = company(&g, "A shipping Lampung");
    // 2 ships, 10 each.
    ok(
        &mut g,
        0,
        Action::Propose {
            first: a,
            second: b,
            bid: 20,
        },
    );
    // Seat 1 has a free slot (no company); seat 2 has none and owns neither: skipped.
    assert!(matches!(g.prompt(), Prompt::Raise { seat: 1, .. }));
    ok(&mut g, 1, Action::Pass);
    // Seat 0 pays itself: its cash is unchanged.
    assert_eq!(g.cash[0], 100);
}

#[test]
fn rice_and_spice_make_siap_saji_in_eras_b_and_c_with_removals_that_never_split() {
    let text = r#"
seed = 1
era = "B"
phase = "mergers"
unclaimed = ["B rice Aceh", "B rubber Riau"]
[[player]]
cash = 300
research = { mergers = 2 }
[[player]]
[[company]]
owner = 0
deeds = ["A rice Bali"]
areas = ["Bali2", "Bali1", "Jatim5"]
[[company]]
owner = 1
deeds = ["B spice Jateng"]
areas = ["Jatim4", "Jatim3"]
"#;
    // Era A: rice and spice do not merge.
    let mut era_a = game(
        &text
            .replace("era = \"B\"", "era = \"A\"")
            .replace("B spice Jateng", "A spice Maluku")
            .replace(
                "\"B rice Aceh\", \"B rubber Riau\"",
                "\"A rice Jabar\", \"A shipping Jatim\"",
            ),
    );
    assert!(
        !matches!(era_a.prompt(), Prompt::Propose { .. }),
        "{:?}",
        era_a.prompt()
    );
    let _ = &mut era_a;

    let mut g = game(text);
    let rice = company(&g, "A rice Bali");
    let spice = company(&g, "B spice Jateng");
    // 5 areas, 25 each for a creation.
    refused(
        &mut g,
        0,
        Action::Propose {
            first: rice,
            second: spice,
            bid: 120,
        },
    );
    let events = ok(
        &mut g,
        0,
        Action::Propose {
            first: rice,
            second: spice,
            bid: 125,
        },
    );
    assert!(has(&events, |k| matches!(
        k,
        EventKind::Proposed {
            siap_saji: true,
            ..
        }
    )));
    ok(&mut g, 1, Action::Pass);
    // Remove 3 of the 5 areas of one chain Bali2-Bali1-Jatim5-Jatim4-Jatim3: only its ends.
    let Prompt::Remove {
        seat: 0, left: 3, ..
    } = g.prompt()
    else {
        panic!("{:?}", g.prompt())
    };
    let (bali2, jatim3, jatim5) = (area(&g, "Bali2"), area(&g, "Jatim3"), area(&g, "Jatim5"));
    assert_eq!(
        g.legal(0),
        vec![
            Action::Remove { area: bali2 },
            Action::Remove { area: jatim3 }
        ]
    );
    let msg = refused(&mut g, 0, Action::Remove { area: jatim5 });
    assert!(msg.contains("splitting"), "{msg}");
    ok(&mut g, 0, Action::Remove { area: bali2 });
    ok(&mut g, 0, Action::Remove { area: jatim3 });
    let bali1 = area(&g, "Bali1");
    let events = ok(&mut g, 0, Action::Remove { area: bali1 });
    assert!(has(&events, |k| matches!(k, EventKind::SiapSaji { .. })));
    let c = g.companies.values().next().unwrap();
    assert_eq!(c.kind, CompanyKind::Production(Good::SiapSaji));
    assert_eq!(c.areas.len(), 2);
    assert_eq!(c.deeds.len(), 2);
}

// ---------------------------------------------------------------- Views and texts

#[test]
fn closed_money_views_hold_no_cash() {
    let g = iou(3, "closed");
    let json = serde_json::to_string(&g.public_view()).unwrap();
    assert!(!json.contains("cash"), "{json}");
    assert!(!json.contains("revenue"), "{json}");
    let seat = g.seat_view(0);
    assert_eq!(seat.money.cash, 3);
    let open = iou(3, "open");
    let json = serde_json::to_string(&open.public_view()).unwrap();
    assert!(json.contains("\"cash\":3"), "{json}");
}

#[test]
fn positions_are_checked() {
    let bad = [
        // Unknown deed.
        "seed = 1\nera = \"A\"\nphase = \"bid\"\nunclaimed = [\"Z rice Mars\"]\n[[player]]\n[[player]]\n",
        // One player.
        "seed = 1\nera = \"A\"\nphase = \"bid\"\n[[player]]\n",
        // Two companies touching with the same good.
        "seed = 1\nera = \"A\"\nphase = \"bid\"\n[[player]]\nresearch = { slots = 2 }\n[[player]]\n[[company]]\nowner = 0\ndeeds = [\"A rice Bali\"]\nareas = [\"Bali1\"]\n[[company]]\nowner = 1\ndeeds = [\"A rice Jabar\"]\nareas = [\"Bali2\"]\n",
        // Too many ships.
        "seed = 1\nera = \"A\"\nphase = \"bid\"\n[[player]]\n[[player]]\n[[company]]\nowner = 0\ndeeds = [\"A shipping Jatim\"]\nships = [\"S10\", \"S10\", \"S10\"]\n",
        // A deed of a later era.
        "seed = 1\nera = \"A\"\nphase = \"bid\"\n[[player]]\n[[player]]\n[[company]]\nowner = 0\ndeeds = [\"B rice Aceh\"]\nareas = [\"Aceh1\"]\n",
    ];
    for text in bad {
        let position = Position::from_toml(text).unwrap();
        assert!(Game::from_position(map(), &position).is_err(), "{text}");
    }
}

#[test]
fn the_documented_position_example_loads() {
    let source = include_str!("../position.rs");
    let example: String = source
        .lines()
        .skip_while(|l| !l.starts_with("//! ```toml"))
        .skip(1)
        .take_while(|l| !l.starts_with("//! ```"))
        .map(|l| format!("{}\n", l.trim_start_matches("//!").trim_start()))
        .collect();
    let g = game(&example);
    assert_eq!(g.era, Era::B);
    assert_eq!(g.year, 4);
    assert_eq!(g.order, vec![2, 0, 1]);
    assert_eq!(g.cash, vec![120, 100, 45]);
    assert_eq!(g.companies.len(), 2);
    assert_eq!(g.cities.len(), 1);
    assert_eq!(g.options.money, Money::Open);
    assert_eq!(g.cards[0][1], vec![g.map.city_cards[1][0]]);
}

#[test]
fn a_company_made_by_a_merger_does_not_merge_again_in_the_same_phase() {
    let mut g = game(
        r#"
seed = 1
era = "B"
phase = "mergers"
unclaimed = ["B rice Aceh", "B spice Jateng"]
[[player]]
cash = 500
research = { mergers = 3, slots = 5 }
[[player]]
[[company]]
owner = 0
deeds = ["A shipping Jatim"]
ships = ["S10"]
[[company]]
owner = 0
deeds = ["A shipping Lampung"]
ships = ["S3"]
[[company]]
owner = 0
deeds = ["A shipping Halmahera"]
ships = ["S18"]
[[company]]
owner = 0
deeds = ["A rice Bali"]
areas = ["Bali1"]
[[company]]
owner = 0
deeds = ["A rice Jabar"]
areas = ["Jabar4"]
"#,
    );
    let a = company(&g, "A shipping Jatim");
    let b = company(&g, "A shipping Lampung");
    let c = company(&g, "A shipping Halmahera");
    ok(
        &mut g,
        0,
        Action::Propose {
            first: a,
            second: b,
            bid: 20,
        },
    );
    // Seat 1 has a free slot and may bid; it passes.
    ok(&mut g, 1, Action::Pass);
    let merged = company(&g, "A shipping Jatim");
    assert!(g.companies[&merged].merged);
    // Seat 1 has nothing to propose; seat 0's turn comes again (the rice could still merge).
    assert_eq!(g.prompt(), Prompt::Propose { seat: 0 });
    let msg = refused(
        &mut g,
        0,
        Action::Propose {
            first: merged,
            second: c,
            bid: 30,
        },
    );
    assert!(msg.contains("may not merge again"), "{msg}");
}

#[test]
fn a_siap_saji_creation_that_must_touch_other_siap_saji_may_not_be_proposed() {
    // The rice and spice areas all touch an existing siap saji company's areas.
    let g = game(
        r#"
seed = 1
era = "C"
phase = "mergers"
unclaimed = ["C oil Papua", "C rice Sultra"]
[[player]]
cash = 500
research = { mergers = 2, slots = 3 }
[[player]]
research = { slots = 2 }
[[company]]
owner = 0
deeds = ["A rice Bali"]
areas = ["Bali1"]
[[company]]
owner = 0
deeds = ["A spice Maluku"]
areas = ["Jatim4"]
[[company]]
owner = 1
deeds = ["B rice Aceh", "B spice Jateng"]
areas = ["Jatim5"]
"#,
    );
    let rice = company(&g, "A rice Bali");
    let spice = company(&g, "A spice Maluku");
    assert!(g.pair_error(0, rice, spice).unwrap().contains("siap saji"));
}

#[test]
fn a_compulsory_expansion_stops_when_no_room_is_left() {
    // All goods shipped, expansion R&D 3, but Bali's rice can only reach NTB1 (Jatim5 holds
    // a city): one area, then the expansion ends by itself.
    let mut g = game(
        r#"
seed = 1
era = "A"
phase = "operations"
unclaimed = ["A rice Jabar", "A spice Maluku"]
[[player]]
research = { expansion = 3, slots = 2 }
[[player]]
research = { hull = 2 }
[[company]]
owner = 0
deeds = ["A rice Bali"]
areas = ["Bali1", "Bali2"]
[[company]]
owner = 1
deeds = ["A shipping Jatim"]
ships = ["S10"]
[[company]]
owner = 0
deeds = ["A spice Halmahera"]
areas = ["NTB2"]
[[city]]
area = "Jateng3"
[[city]]
area = "Jatim5"
"#,
    );
    let rice = company(&g, "A rice Bali");
    ok(&mut g, 0, Action::Operate { company: rice });
    ok(&mut g, 0, Action::Ship);
    assert!(matches!(
        g.prompt(),
        Prompt::Expand {
            paid: false,
            left: 3,
            ..
        }
    ));
    let ntb1 = area(&g, "NTB1");
    assert_eq!(g.legal(0), vec![Action::Expand { area: ntb1 }]);
    let events = ok(&mut g, 0, Action::Expand { area: ntb1 });
    assert!(has(&events, |k| matches!(
        k,
        EventKind::ExpansionOver {
            why: Stopped::NoRoom,
            ..
        }
    )));
    assert_eq!(g.prompt(), Prompt::Operate { seat: 1 });
}

#[test]
fn event_texts_name_things_as_players_type_them() {
    let mut g = ops(2, 100);
    let rice = company(&g, "A rice Bali");
    let mut events = ok(&mut g, 0, Action::Operate { company: rice });
    events.extend(ok(&mut g, 0, Action::Ship));
    let texts: Vec<String> = events
        .iter()
        .map(|e| e.text(&g.map, &|s| format!("<@{s}>")))
        .collect();
    let all = texts.join("\n");
    assert!(
        all.contains(&format!("<@0> operates #{rice} A rice Bali.")),
        "{all}"
    );
    let shipper = company(&g, "A shipping Jatim");
    assert!(all.contains("Jateng3"), "{all}");
    assert!(all.contains("S10"), "{all}");
    assert!(all.contains("<@1> earns 10"), "{all}");
    assert!(
        all.contains(&format!("(#{shipper} A shipping Jatim, <@1>)")),
        "{all}"
    );
}

/// The choices channel posts list never depend on cash: the same with every player broke or
/// rich, and every legal action that needs no cash is among them.
#[test]
fn public_choices_do_not_depend_on_cash() {
    use crate::rng::Rng;
    for seed in 0..6u64 {
        let players = 2 + (seed as usize % 4);
        let (mut g, _) = Game::new(map(), Options::default(), players, seed).unwrap();
        let mut rng = Rng::new(seed);
        let mut steps = 0;
        while !g.is_over() && steps < 3000 {
            let seat = g.waiting_for()[0];
            let choices = g.public_choices(seat);
            for cash in [0, 7, 100_000] {
                let mut other = g.clone();
                other.cash.iter_mut().for_each(|c| *c = cash);
                assert_eq!(other.public_choices(seat), choices, "cash {cash}");
            }
            let legal = g.legal(seat);
            for a in &legal {
                let needs_cash = matches!(
                    a,
                    Action::Bid { .. } | Action::Raise { .. } | Action::Propose { .. }
                );
                assert!(needs_cash || choices.contains(a), "{a:?} missing");
            }
            let action = crate::games::Rules::bot(&g, seat, &legal, &mut rng);
            g.apply(seat, &action).unwrap();
            steps += 1;
        }
    }
}
