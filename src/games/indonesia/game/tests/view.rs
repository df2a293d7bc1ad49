//! Views, described positions and event texts.

use super::operations::{iou, ops};
use super::*;
use crate::games::Described;

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
    let source = include_str!("../../position.rs");
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
fn event_texts_name_things_as_players_type_them() {
    let mut g = ops(2, 100);
    let rice = company(&g, "A rice Bali");
    let mut events = ok(&mut g, 0, Action::Operate { company: rice });
    events.extend(ok(&mut g, 0, Action::Ship));
    let texts: Vec<String> = events
        .iter()
        .map(|e| e.text(&g.map, &|s| format!("<@{s}>"), crate::lang::Lang::En))
        .collect();
    let all = texts.join("\n");
    assert!(
        all.contains(&format!("<@0> operates #{rice} A rice Bali.")),
        "{all}"
    );
    let shipper = company(&g, "A shipping Jatim");
    assert!(all.contains("Jateng3"), "{all}");
    // Deliveries are counted per city and named by the shipping company and its owner, not
    // by the seas they cross.
    assert!(
        all.contains(&format!("1 × Jateng3, 1 × Jatim1 via #{shipper} (<@1>)")),
        "{all}"
    );
    assert!(all.contains("Ship owners earn: <@1> 10."), "{all}");
}

/// The choices channel posts list never depend on cash: the same with every player broke or
/// rich, and every legal action that needs no cash is among them.
#[test]
fn public_choices_do_not_depend_on_cash() {
    use crate::rng::Rng;
    for seed in 0..6u64 {
        let players = 2 + (seed as usize % 4);
        let (mut g, _) = Game::setup(map(), &Options::default(), players, seed).unwrap();
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
            let action =
                crate::games::decide(&g, seat, crate::games::table_bot::<Game>(), &mut rng)
                    .expect("the awaited seat has a legal action");
            g.apply(seat, &action).unwrap();
            steps += 1;
        }
    }
}
