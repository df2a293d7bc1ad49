//! The Indonesia shipping solver on hand-made positions with numbers worked out by hand, and its
//! plan checker refusing each broken rule. indonesia_shipping_references.rs checks it against
//! references written apart from it.

use nusantara::games::indonesia::shipping::{
    City, Path, Plan, Problem, Region, SeaId, Ship, check_plan, solve,
};

const ME: usize = 0;
const YOU: usize = 1;

fn region(goods: u32, seas: &[SeaId]) -> Region {
    Region {
        goods,
        seas: seas.to_vec(),
    }
}

fn ship(company: u32, owner: usize, sea: SeaId, capacity: u32) -> Ship {
    Ship {
        company,
        owner,
        sea,
        capacity,
    }
}

fn city(seas: &[SeaId], demand: u32) -> City {
    City {
        area: 0,
        seas: seas.to_vec(),
        demand,
    }
}

fn problem(
    regions: Vec<Region>,
    ships: Vec<Ship>,
    cities: Vec<City>,
    sea_links: &[(SeaId, SeaId)],
) -> Problem {
    Problem {
        regions,
        ships,
        cities,
        sea_links: sea_links.to_vec(),
        operator: ME,
        prefer: Vec::new(),
    }
}

/// Solves, checks the plan against every rule, and returns it.
fn solved(p: &Problem) -> Plan {
    let plan = solve(p);
    check_plan(p, &plan).unwrap_or_else(|e| panic!("infeasible plan {plan:?}: {e}"));
    plan
}

fn path(region: usize, city: usize, company: u32, ships: &[usize]) -> Path {
    Path {
        region,
        city,
        company,
        ships: ships.to_vec(),
    }
}

#[test]
fn a_single_path() {
    let p = problem(
        vec![region(1, &[1])],
        vec![ship(0, ME, 1, 2)],
        vec![city(&[1], 3)],
        &[],
    );
    let plan = solved(&p);
    assert_eq!(plan.shipped, 1);
    assert_eq!(plan.paths, vec![path(0, 0, 0, &[0])]);
    assert_eq!(plan.cubes(), 1);
}

#[test]
fn ship_capacity_binds() {
    // Three goods, one ship of hull 2, a city taking three: two shipped.
    let p = problem(
        vec![region(3, &[1])],
        vec![ship(0, YOU, 1, 2)],
        vec![city(&[1], 3)],
        &[],
    );
    let plan = solved(&p);
    assert_eq!(plan.shipped, 2);
    assert_eq!(plan.cubes_by_owner(&p), vec![(YOU, 2)]);
}

#[test]
fn city_demand_binds() {
    // Three goods, room on the ship for three, the city takes one; the second city is out of reach.
    let p = problem(
        vec![region(3, &[1])],
        vec![ship(0, ME, 1, 3)],
        vec![city(&[1], 1), city(&[5], 3)],
        &[(1, 2)],
    );
    let plan = solved(&p);
    assert_eq!(plan.shipped, 1);
    assert_eq!(plan.paths, vec![path(0, 0, 0, &[0])]);
}

#[test]
fn companies_never_mix_on_one_path() {
    // Company 0 is next to the region, company 1 next to the city, their seas adjacent: handing
    // the good over would reach the city, but one good travels with one company.
    let mut p = problem(
        vec![region(2, &[1])],
        vec![ship(0, ME, 1, 3), ship(1, ME, 2, 3)],
        vec![city(&[2], 3)],
        &[(1, 2)],
    );
    assert_eq!(solved(&p).shipped, 0);
    // A second ship of company 1 next to the region makes a one-company path of two ships.
    p.ships.push(ship(1, YOU, 1, 1));
    let plan = solved(&p);
    assert_eq!(plan.shipped, 1);
    assert_eq!(plan.paths, vec![path(0, 0, 1, &[2, 1])]);
}

#[test]
fn a_chain_of_three_ships() {
    // Seas 1 - 2 - 3 in a line; the good can only go 1 → 2 → 3.
    let mut p = problem(
        vec![region(2, &[1])],
        vec![ship(0, YOU, 3, 2), ship(0, YOU, 1, 2), ship(0, YOU, 2, 2)],
        vec![city(&[3], 5)],
        &[(1, 2), (2, 3)],
    );
    let plan = solved(&p);
    assert_eq!(plan.shipped, 2);
    assert_eq!(plan.paths, vec![path(0, 0, 0, &[1, 2, 0]); 2]);
    assert_eq!(plan.cubes(), 6);
    // The middle ship's hull binds.
    p.ships[2].capacity = 1;
    assert_eq!(solved(&p).shipped, 1);
    // Sea 1 and sea 3 are not adjacent: without the middle ship nothing moves.
    p.ships.remove(2);
    assert_eq!(solved(&p).shipped, 0);
}

#[test]
fn own_ships_before_other_players_ships() {
    // Two routes of one ship each; the operator's own costs nothing net, the other player's 5.
    let mut p = problem(
        vec![region(1, &[1])],
        vec![ship(0, YOU, 1, 1), ship(1, ME, 1, 1)],
        vec![city(&[1], 2)],
        &[],
    );
    assert_eq!(solved(&p).paths, vec![path(0, 0, 1, &[1])]);
    // With two goods both ships are needed: the maximum comes first.
    p.regions[0].goods = 2;
    let plan = solved(&p);
    assert_eq!(plan.shipped, 2);
    assert_eq!(plan.cubes_by_owner(&p), vec![(ME, 1), (YOU, 1)]);
}

#[test]
fn two_own_cubes_cost_less_than_one_paid_away() {
    // The region borders seas 1 and 3. The own route runs sea 1 → sea 2 to city 0: two cubes,
    // nothing net. The other player's ship in sea 3 reaches city 1 alone: one cube, 5 net.
    let mut p = problem(
        vec![region(1, &[1, 3])],
        vec![ship(0, ME, 1, 1), ship(0, ME, 2, 1), ship(1, YOU, 3, 1)],
        vec![city(&[2], 1), city(&[3], 1)],
        &[(1, 2)],
    );
    assert_eq!(solved(&p).paths, vec![path(0, 0, 0, &[0, 1])]);
    // Seen from the other player operating, the one-ship route is the cheaper.
    p.operator = YOU;
    assert_eq!(solved(&p).paths, vec![path(0, 1, 1, &[2])]);
}

#[test]
fn fewer_cubes_when_net_income_ties() {
    // Both routes are on other players' ships; the one-ship route costs 5, the two-ship one 10.
    let p = problem(
        vec![region(1, &[1])],
        vec![ship(0, YOU, 1, 1), ship(0, YOU, 2, 1), ship(1, 2, 1, 1)],
        vec![city(&[2], 1), city(&[1], 1)],
        &[(1, 2)],
    );
    assert_eq!(solved(&p).paths, vec![path(0, 1, 0, &[0])]);
    // Between two own routes (nothing net either way), the fewer cubes.
    let p = problem(
        vec![region(1, &[1])],
        vec![ship(0, ME, 1, 1), ship(0, ME, 2, 1), ship(1, ME, 1, 1)],
        vec![city(&[2], 1), city(&[1], 1)],
        &[(1, 2)],
    );
    assert_eq!(solved(&p).cubes(), 1);
}

#[test]
fn preferred_companies_carry_first() {
    let mut p = problem(
        vec![region(1, &[1])],
        vec![ship(0, YOU, 1, 1), ship(1, ME, 1, 1)],
        vec![city(&[1], 2)],
        &[],
    );
    assert_eq!(solved(&p).paths, vec![path(0, 0, 1, &[1])]);
    p.prefer = vec![0];
    assert_eq!(solved(&p).paths, vec![path(0, 0, 0, &[0])]);
}

#[test]
fn preferring_never_ships_fewer() {
    // Region 0 reaches only company 0's ship (hull 1); region 1 reaches it and company 1's ship.
    // Preferring company 1 must not hand company 0's only place to region 1.
    let mut p = problem(
        vec![region(1, &[1]), region(1, &[1, 2])],
        vec![ship(0, YOU, 1, 1), ship(1, YOU, 2, 1)],
        vec![city(&[1, 2], 2)],
        &[],
    );
    p.prefer = vec![0];
    let plan = solved(&p);
    assert_eq!(plan.shipped, 2);
    assert_eq!(
        plan.paths,
        vec![path(0, 0, 0, &[0]), path(1, 0, 1, &[1])],
        "company 0 carries region 0's good, the only way both are shipped"
    );
    // Company 1 carries one good at most whatever is preferred.
    p.prefer = vec![1];
    assert_eq!(solved(&p).shipped, 2);
}

#[test]
fn a_city_next_to_the_region_without_a_ship_gets_nothing() {
    // Goods must be shipped even when a production area borders the city.
    let p = problem(
        vec![region(3, &[1])],
        vec![ship(0, ME, 4, 3)],
        vec![city(&[1], 3)],
        &[(1, 2)],
    );
    let plan = solved(&p);
    assert_eq!(plan, Plan::default());
}

#[test]
fn several_regions_and_cities_share_the_ships() {
    // Region 0 (2 goods, sea 1), region 1 (1 good, sea 3); one company on seas 1, 2, 3 in a line,
    // hull 2; cities on sea 1 (demand 1) and sea 3 (demand 2). Most shipped: 3 (the cities' room).
    let p = problem(
        vec![region(2, &[1]), region(1, &[3])],
        vec![ship(0, ME, 1, 2), ship(0, ME, 2, 2), ship(0, ME, 3, 2)],
        vec![city(&[1], 1), city(&[3], 2)],
        &[(1, 2), (2, 3)],
    );
    let plan = solved(&p);
    assert_eq!(plan.shipped, 3);
    // The cheapest: each region's goods to the city on its own sea where possible (1 cube each);
    // one of them has to cross (3 cubes): 1 + 1 + 3 = 5.
    assert_eq!(plan.cubes(), 5);
}

#[test]
fn check_plan_rejects_each_broken_rule() {
    let p = problem(
        vec![region(2, &[1])],
        vec![ship(0, ME, 1, 1), ship(1, ME, 2, 1), ship(0, ME, 3, 1)],
        vec![city(&[2], 1), city(&[1], 1)],
        &[(1, 2)],
    );
    let plan = |paths: Vec<Path>| Plan {
        shipped: paths.len() as u32,
        paths,
    };
    assert!(check_plan(&p, &plan(vec![path(0, 1, 0, &[0])])).is_ok());
    let cases = [
        (
            plan(vec![path(0, 1, 0, &[0]), path(0, 1, 0, &[0])]),
            "capacity",
        ),
        (plan(vec![path(0, 0, 0, &[0, 1])]), "company"),
        (plan(vec![path(0, 0, 0, &[0])]), "border city"),
        (plan(vec![path(0, 1, 0, &[2])]), "border region"),
        (plan(vec![path(0, 1, 0, &[0, 2])]), "adjacent"),
        (plan(vec![path(0, 1, 0, &[])]), "at least one ship"),
        (plan(vec![path(1, 1, 0, &[0])]), "no region"),
        (plan(vec![path(0, 2, 0, &[0])]), "no city"),
        (plan(vec![path(0, 1, 0, &[7])]), "no ship"),
        (
            Plan {
                shipped: 2,
                paths: vec![path(0, 1, 0, &[0])],
            },
            "paths",
        ),
    ];
    for (bad, why) in cases {
        let err = check_plan(&p, &bad).expect_err(why);
        assert!(err.contains(why), "{why}: {err}");
    }
    let mut q = p.clone();
    q.ships[0].capacity = 3;
    q.regions[0].goods = 1;
    q.cities[1].demand = 2;
    let two = plan(vec![path(0, 1, 0, &[0]), path(0, 1, 0, &[0])]);
    assert!(check_plan(&q, &two).unwrap_err().contains("has 1"));
    q.regions[0].goods = 2;
    assert!(check_plan(&q, &two).is_ok());
    q.cities[1].demand = 1;
    assert!(check_plan(&q, &two).unwrap_err().contains("demand"));
}
