//! City Growth.

use super::*;
use crate::games::Described;

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
