//! Closed money: two described positions differing only in players' cash give identical public
//! views (as JSON) and identical public event texts for the same actions, all the way through
//! several years of play (IOUs repaid from different cash included) until the final scores,
//! which reveal cash by the rules. The actions are picked at
//! random among those legal in both games.

use nusantara::games::indonesia::*;
use nusantara::games::{Audience, Components, Described, Rules};
use nusantara::rng::Rng;

const POSITION: &str = r#"
seed = 5
money = "closed"
era = "B"
phase = "operations"
unclaimed = ["B rice Aceh", "B spice Jateng", "B rubber Riau"]

[[player]]
cash = CASH0
research = { slots = 3, mergers = 3, expansion = 2 }

[[player]]
cash = CASH1
research = { slots = 3, mergers = 2, hull = 2 }

[[player]]
cash = CASH2
research = { slots = 2 }

[[company]]
owner = 0
deeds = ["A rice Bali"]
areas = ["Bali2"]

[[company]]
owner = 1
deeds = ["A shipping Halmahera", "A shipping Jatim"]
ships = ["S14", "S17", "S19", "S18", "S15", "S10"]

[[company]]
owner = 2
deeds = ["A rice Jabar"]
areas = ["Jabar4", "Jabar6"]

[[company]]
owner = 0
deeds = ["A shipping Lampung"]
ships = ["S3", "S7"]

[[city]]
area = "Sulut2"

[[city]]
area = "Jateng3"
size = 2

[[city]]
area = "Jabar2"
"#;

fn position(cash: [u32; 3]) -> Game {
    let text = POSITION
        .replace("CASH0", &cash[0].to_string())
        .replace("CASH1", &cash[1].to_string())
        .replace("CASH2", &cash[2].to_string());
    let position = Position::from_toml(&text).unwrap();
    Game::from_position(Map::standard(), &position).unwrap()
}

fn public_texts(game: &Game, events: &[Event]) -> Vec<String> {
    events
        .iter()
        .filter(|e| e.audience == Audience::Public)
        // The final scores reveal everyone's cash, by the rules.
        .filter(|e| !matches!(e.kind, EventKind::GameOver { .. }))
        .map(|e| {
            e.text(
                game.map(),
                &|s| format!("<@{s}>"),
                nusantara::lang::Lang::En,
            )
        })
        .collect()
}

#[test]
fn positions_differing_only_in_cash_look_the_same_in_public() {
    for seed in 0..20 {
        let mut poor = position([3, 40, 0]);
        let mut rich = position([900, 400, 250]);
        assert_ne!(poor.seat_view(0), rich.seat_view(0));
        let json = |g: &Game| serde_json::to_string(&g.public_view()).unwrap();
        assert_eq!(json(&poor), json(&rich));
        assert!(!json(&poor).contains("cash"));
        let mut rng = Rng::new(seed);
        let mut steps = 0;
        while !poor.is_over() && steps < 600 {
            steps += 1;
            assert_eq!(poor.waiting_for(), rich.waiting_for());
            let seat = poor.waiting_for()[0];
            let rich_legal = rich.legal(seat);
            let both: Vec<Action> = poor
                .legal(seat)
                .into_iter()
                .filter(|a| rich_legal.contains(a))
                .collect();
            assert!(!both.is_empty(), "seed {seed}: no common action");
            // Favour acting over passing, as random play does.
            let acting: Vec<&Action> = both.iter().filter(|a| **a != Action::Pass).collect();
            let action = if !acting.is_empty() && rng.below(4) > 0 {
                acting[rng.below(acting.len())].clone()
            } else {
                both[rng.below(both.len())].clone()
            };
            let a = poor.apply(seat, &action).unwrap();
            let b = rich.apply(seat, &action).unwrap();
            assert_eq!(
                public_texts(&poor, &a),
                public_texts(&rich, &b),
                "seed {seed}: public texts differ after {action:?}"
            );
            if poor.is_over() {
                assert!(rich.is_over());
                break;
            }
            assert_eq!(
                json(&poor),
                json(&rich),
                "seed {seed}: public views differ after {action:?}"
            );
            poor.check_invariants().unwrap();
            rich.check_invariants().unwrap();
        }
        assert!(steps > 20);
    }
}

#[test]
fn open_money_shows_cash_and_revenue_to_everyone() {
    let text = POSITION
        .replace("money = \"closed\"", "money = \"open\"")
        .replace("CASH0", "3")
        .replace("CASH1", "40")
        .replace("CASH2", "0");
    let game = Game::from_position(Map::standard(), &Position::from_toml(&text).unwrap()).unwrap();
    let MoneyView::Open(money) = game.public_view().money else {
        panic!("open money shows money");
    };
    assert_eq!(
        money.iter().map(|m| m.cash).collect::<Vec<_>>(),
        vec![3, 40, 0]
    );
}
