//! The `expert` policy's key judgements, on described positions of the real board.

use super::EXPERT;
use crate::games::indonesia::map::{Map, Track};
use crate::games::indonesia::{Action, Game, Place, Position, Prompt};
use crate::games::{Components, Described, Rules, Seat, decide};
use crate::rng::Rng;

fn game(toml: &str) -> Game {
    let position = Position::from_toml(toml).unwrap_or_else(|e| panic!("{e}"));
    Game::from_position(Map::standard(), &position).unwrap_or_else(|e| panic!("{e}"))
}

fn expert(game: &Game, seat: Seat) -> Action {
    decide(game, seat, &EXPERT, &mut Rng::new(1)).expect("the seat is awaited")
}

fn area(game: &Game, name: &str) -> u8 {
    game.map().area_named(name).expect("an area")
}

/// Acquisitions in era A, seat 0 first with a free slot; `extra` adds companies and cities.
fn acquisitions(unclaimed: &str, extra: &str) -> Game {
    game(&format!(
        "seed = 1\nera = \"A\"\nphase = \"acquisitions\"\nunclaimed = [{unclaimed}]\n\
         [[player]]\n[[player]]\nresearch = {{ slots = 2 }}\n{extra}"
    ))
}

#[test]
fn it_takes_no_production_deed_that_nothing_could_ship() {
    // No ship, no shipping deed and no city anywhere: a rice or spice company would sell nothing.
    let g = acquisitions(r#""A rice Bali", "A spice Halmahera""#, "");
    assert_eq!(g.prompt(), Prompt::Acquire { seat: 0 });
    // As a standing pass: asked again when a new deed or slot comes.
    assert_eq!(expert(&g, 0), Action::PassAcquisitions);
}

#[test]
fn it_takes_the_production_deed_a_ship_already_serves() {
    // Seat 1's ship in Selat Madura (S10) reaches the city in Jatim1: rice from Bali1 (on S10)
    // ships at once; spice in Halmahera (Laut Maluku, no ship) would not.
    let g = acquisitions(
        r#""A rice Bali", "A spice Halmahera""#,
        "[[company]]\nowner = 1\ndeeds = [\"A shipping Jatim\"]\nships = [\"S10\"]\n\
         [[city]]\narea = \"Jatim1\"\n",
    );
    let bali = g.map().deed_named("A rice Bali").expect("a deed");
    assert_eq!(
        expert(&g, 0),
        Action::Acquire {
            deed: bali,
            at: Place::Area(area(&g, "Bali1"))
        }
    );
}

/// Research with seat 0's rice in Bali shipped by `shipper`'s ship in S10 (hull 1 carries one
/// of the two goods) to two cities; `first` researches first, with `research` steps.
fn research(shipper: Seat, first: Seat, research: &str) -> Game {
    let mut players = ["[[player]]\n".to_string(), "[[player]]\n".to_string()];
    players[first] = format!("[[player]]\nresearch = {{ {research} }}\n");
    game(&format!(
        r#"
seed = 1
era = "A"
phase = "research"
order = [{first}, {second}]
unclaimed = ["A rice Jabar", "A spice Maluku"]
{p0}{p1}
[[company]]
owner = 0
deeds = ["A rice Bali"]
areas = ["Bali1", "Bali2"]
[[company]]
owner = {shipper}
deeds = ["A shipping Jatim"]
ships = ["S10"]
[[city]]
area = "Jateng3"
[[city]]
area = "Jatim1"
"#,
        second = 1 - first,
        p0 = players[0],
        p1 = players[1],
    ))
}

#[test]
fn it_raises_its_own_hull_when_its_ships_are_full() {
    let g = research(0, 0, "slots = 3");
    assert_eq!(g.prompt(), Prompt::Research { seat: 0 });
    assert_eq!(
        expert(&g, 0),
        Action::ResearchEach {
            track: Track::Hull,
            owner: 0
        }
    );
}

#[test]
fn it_never_raises_another_players_hull() {
    // Seat 1's ship carries only one of seat 0's two goods, so raising seat 1's hull would
    // earn seat 0 another sale; seat 0, every other track at its top, raises its own hull.
    let g = research(1, 0, "bid = 5, slots = 5, mergers = 5, expansion = 5");
    assert_eq!(
        g.legal(0),
        vec![
            Action::Research {
                track: Track::Hull,
                owner: 0
            },
            Action::Research {
                track: Track::Hull,
                owner: 1
            }
        ]
    );
    assert_eq!(
        expert(&g, 0),
        Action::ResearchEach {
            track: Track::Hull,
            owner: 0
        }
    );
}

/// Operations, seat 0's rice in Bali2 alone (on Laut Flores, S14, where no ship sails) next to
/// empty Bali1 on Selat Madura (S10), where seat 1's ship reaches the city in Jatim1.
fn stranded_rice(era: &str, unclaimed: &str) -> Game {
    game(&format!(
        r#"
seed = 1
era = "{era}"
phase = "operations"
unclaimed = [{unclaimed}]
[[player]]
cash = 100
[[player]]
[[company]]
owner = 0
deeds = ["A rice Bali"]
areas = ["Bali2"]
[[company]]
owner = 1
deeds = ["A shipping Jatim"]
ships = ["S10"]
[[city]]
area = "Jatim1"
"#
    ))
}

/// Seat 0 operates its rice: nothing ships, so expanding is optional and costs 20 an area.
fn to_paid_expansion(mut g: Game) -> Game {
    let rice = g.public_view().companies[0].id;
    g.apply(0, &Action::Operate { company: rice })
        .expect("operates");
    assert!(
        matches!(
            g.prompt(),
            Prompt::Expand {
                paid: true,
                price: 20,
                ..
            }
        ),
        "{:?}",
        g.prompt()
    );
    g
}

#[test]
fn it_pays_to_expand_where_the_new_area_ships_for_years() {
    let g = to_paid_expansion(stranded_rice("A", r#""A rice Jabar", "A spice Maluku""#));
    assert_eq!(
        expert(&g, 0),
        Action::Expand {
            area: area(&g, "Bali1")
        }
    );
}

#[test]
fn it_does_not_pay_to_expand_in_the_last_year() {
    // Era C with no deed left: the game ends after this Operations phase.
    let g = to_paid_expansion(stranded_rice("C", ""));
    assert_eq!(expert(&g, 0), Action::Pass);
}

#[test]
fn it_merges_its_own_companies_at_the_lowest_bid_among_thousands() {
    // Two rice companies of seat 0, mergers R&D 2 and 2000 rupiah: every multiple of 40 up to
    // the cash, in both orders, is legal (about a thousand proposals); merging pays seat 0
    // itself and frees a slot for the deeds still on the map.
    let g = game(
        r#"
seed = 1
era = "A"
phase = "mergers"
unclaimed = ["A shipping Jatim", "A spice Maluku"]
[[player]]
cash = 2000
research = { slots = 2, mergers = 2 }
[[player]]
[[company]]
owner = 0
deeds = ["A rice Bali"]
areas = ["Bali1"]
[[company]]
owner = 0
deeds = ["A rice Jabar"]
areas = ["Jabar1"]
"#,
    );
    assert_eq!(g.prompt(), Prompt::Propose { seat: 0 });
    assert!(g.legal(0).len() > 1000, "{} choices", g.legal(0).len());
    let ids: Vec<u32> = g.public_view().companies.iter().map(|c| c.id).collect();
    // At the lowest bid, with a maximum (its own companies: what it pays comes back to it).
    let chosen = expert(&g, 0);
    assert!(
        matches!(
            chosen,
            Action::ProposeUpTo { first, second, bid: 40, up_to } if [first, second] == ids[..2] && up_to >= 40
        ),
        "{chosen:?}"
    );
}

/// Era C acquisitions, seat 0 with its fifth and last slot free: one shipping company of five
/// deeds (its ship in S10 reaches the city in Jatim1), one of one deed (five plus one is more
/// than any merger allows), oil, and `fourth`. On the map: rice in Bali (Bali1 is on S10, so
/// it would sell at once), spice in Maluku and oil in Kalsel.
fn last_slot(fourth: &str, area: &str) -> Game {
    game(&format!(
        r#"
seed = 1
era = "C"
phase = "acquisitions"
unclaimed = ["A rice Bali", "A spice Maluku", "C oil Kalsel"]
[[player]]
cash = 500
research = {{ slots = 5, mergers = 5 }}
[[player]]
[[company]]
owner = 0
deeds = ["A shipping Halmahera", "A shipping Jatim", "A shipping Lampung", "A shipping Sulsel", "B shipping Jabar"]
ships = ["S10"]
[[company]]
owner = 0
deeds = ["B shipping Sumut"]
ships = ["S4"]
[[company]]
owner = 0
deeds = ["C oil Papua"]
areas = ["Papua1"]
[[company]]
owner = 0
deeds = ["{fourth}"]
areas = ["{area}"]
[[city]]
area = "Jatim1"
"#
    ))
}

#[test]
fn it_keeps_its_last_slot_when_filling_it_would_leave_no_way_to_make_room() {
    // Rice sells at once, but with it seat 0 would own five companies no two of which could
    // merge, while deeds of two types stayed on the map: the era could never end (the stall of
    // the 2-player game against `random` of seed 10177). Spice would do the same; only the oil,
    // which could merge with seat 0's oil, leaves room.
    let g = last_slot("B rubber Riau", "Riau1");
    assert_eq!(g.prompt(), Prompt::Acquire { seat: 0 });
    let rice = g.map().deed_named("A rice Bali").expect("a deed");
    assert!(
        g.legal(0)
            .iter()
            .any(|a| matches!(a, Action::Acquire { deed, .. } if *deed == rice))
    );
    let choice = expert(&g, 0);
    let oil = g.map().deed_named("C oil Kalsel").expect("a deed");
    assert!(
        choice == Action::PassAcquisitions
            || matches!(choice, Action::Acquire { deed, .. } if deed == oil),
        "{choice:?}"
    );
}

#[test]
fn it_fills_its_last_slot_when_a_merger_can_make_room_again() {
    // The same board with spice in Jateng in place of rubber: rice and spice can merge into siap
    // saji in era C, so seat 0 takes the rice that sells.
    let g = last_slot("B spice Jateng", "Jateng1");
    let rice = g.map().deed_named("A rice Bali").expect("a deed");
    assert_eq!(
        expert(&g, 0),
        Action::Acquire {
            deed: rice,
            at: Place::Area(area(&g, "Bali1"))
        }
    );
}
