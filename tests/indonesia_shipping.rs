//! The Indonesia shipping solver: hand-made positions with numbers worked out by hand, and an
//! exhaustive search, written apart from the solver, that it must agree with on random positions.

use std::collections::{BTreeSet, HashMap};

use nusantara::games::indonesia::shipping::{
    City, Path, Plan, Problem, Region, SeaId, Ship, bench_problems, check_plan, solve,
};
use nusantara::rng::Rng;

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

// ---------------------------------------------------------------------------------------------
// The exhaustive search. It shares nothing with the solver but the problem types: it lists every
// route by its own depth-first search over ships, then tries every order of placing goods one at
// a time, remembering the best result for each state of remaining capacities, demands and goods.

/// Lexicographic cost of a plan, the solver's documented order: goods not on preferred companies,
/// cubes on other players' ships of companies not preferred, cubes in all.
type Cost = (u32, u32, u32);

#[derive(Clone, Copy)]
struct Route {
    region: usize,
    city: usize,
    ships: u32, // bit mask
    cost: Cost,
}

fn seas_touch(p: &Problem, a: SeaId, b: SeaId) -> bool {
    a == b
        || p.sea_links
            .iter()
            .any(|&(x, y)| (x, y) == (a, b) || (x, y) == (b, a))
}

fn routes(p: &Problem) -> Vec<Route> {
    fn extend(
        p: &Problem,
        region: usize,
        last: usize,
        used: u32,
        found: &mut BTreeSet<(usize, usize, u32)>,
    ) {
        for (c, city) in p.cities.iter().enumerate() {
            if city.seas.contains(&p.ships[last].sea) {
                found.insert((region, c, used));
            }
        }
        for (t, next) in p.ships.iter().enumerate() {
            if used & (1 << t) == 0
                && next.company == p.ships[last].company
                && seas_touch(p, p.ships[last].sea, next.sea)
            {
                extend(p, region, t, used | (1 << t), found);
            }
        }
    }
    let mut found = BTreeSet::new();
    for (r, reg) in p.regions.iter().enumerate() {
        for (s, first) in p.ships.iter().enumerate() {
            if reg.seas.contains(&first.sea) {
                extend(p, r, s, 1 << s, &mut found);
            }
        }
    }
    // A route using a strict superset of another's ships between the same region and city is never
    // better: same company, more cubes.
    let all: Vec<_> = found.iter().copied().collect();
    all.iter()
        .filter(|&&(r, c, m)| {
            !all.iter()
                .any(|&(r2, c2, m2)| r2 == r && c2 == c && m2 != m && m2 & m == m2)
        })
        .map(|&(region, city, ships)| {
            let company = p.ships[ships.trailing_zeros() as usize].company;
            let preferred = |co: u32| p.prefer.contains(&co);
            let paid_away = (0..p.ships.len())
                .filter(|&s| ships & (1 << s) != 0)
                .filter(|&s| p.ships[s].owner != p.operator && !preferred(p.ships[s].company))
                .count() as u32;
            Route {
                region,
                city,
                ships,
                cost: (
                    u32::from(!preferred(company)),
                    paid_away,
                    ships.count_ones(),
                ),
            }
        })
        .collect()
}

struct Search<'a> {
    routes: &'a [Route],
    memo: HashMap<Vec<u32>, (u32, Cost)>,
}

impl Search<'_> {
    /// Best (most goods, then least cost) from a state: ship capacities, then city demands, then
    /// region goods.
    fn best(&mut self, state: &mut Vec<u32>, ships: usize, cities: usize) -> (u32, Cost) {
        if let Some(&v) = self.memo.get(state) {
            return v;
        }
        let mut best = (0u32, (0, 0, 0));
        for i in 0..self.routes.len() {
            let route = self.routes[i];
            let city_at = ships + route.city;
            let region_at = ships + cities + route.region;
            let fits = state[city_at] > 0
                && state[region_at] > 0
                && (0..ships).all(|s| route.ships & (1 << s) == 0 || state[s] > 0);
            if !fits {
                continue;
            }
            let take = |state: &mut Vec<u32>, d: i32| {
                for (s, cap) in state.iter_mut().enumerate().take(ships) {
                    if route.ships & (1 << s) != 0 {
                        *cap = (*cap as i32 + d) as u32;
                    }
                }
                state[city_at] = (state[city_at] as i32 + d) as u32;
                state[region_at] = (state[region_at] as i32 + d) as u32;
            };
            take(state, -1);
            let (n, c) = self.best(state, ships, cities);
            take(state, 1);
            let candidate = (
                n + 1,
                (c.0 + route.cost.0, c.1 + route.cost.1, c.2 + route.cost.2),
            );
            if candidate.0 > best.0 || (candidate.0 == best.0 && candidate.1 < best.1) {
                best = candidate;
            }
        }
        self.memo.insert(state.clone(), best);
        best
    }
}

/// The most goods shipped and the least cost of doing so, by trying everything.
fn exhaustive(p: &Problem) -> (u32, Cost) {
    let routes = routes(p);
    let mut state: Vec<u32> = p.ships.iter().map(|s| s.capacity).collect();
    state.extend(p.cities.iter().map(|c| c.demand));
    state.extend(p.regions.iter().map(|r| r.goods));
    Search {
        routes: &routes,
        memo: HashMap::new(),
    }
    .best(&mut state, p.ships.len(), p.cities.len())
}

/// The solver's plan's cost, counted from its paths.
fn plan_cost(p: &Problem, plan: &Plan) -> Cost {
    let preferred = |co: u32| p.prefer.contains(&co);
    let mut cost = (0, 0, 0);
    for path in &plan.paths {
        cost.0 += u32::from(!preferred(path.company));
        for &s in &path.ships {
            let ship = &p.ships[s];
            cost.1 += u32::from(ship.owner != p.operator && !preferred(ship.company));
            cost.2 += 1;
        }
    }
    cost
}

fn random_position(rng: &mut Rng) -> Problem {
    let seas = 2 + rng.below(4);
    let some_seas = |rng: &mut Rng| -> Vec<SeaId> {
        let mut v: Vec<SeaId> = (0..1 + rng.below(2))
            .map(|_| rng.below(seas) as SeaId)
            .collect();
        v.dedup();
        v
    };
    let mut sea_links = Vec::new();
    for a in 0..seas {
        for b in a + 1..seas {
            if rng.below(5) < 2 {
                sea_links.push((a as SeaId, b as SeaId));
            }
        }
    }
    let regions = (0..1 + rng.below(3))
        .map(|_| Region {
            goods: 1 + rng.below(3) as u32,
            seas: some_seas(rng),
        })
        .collect();
    let companies = 1 + rng.below(4);
    let mut ships = Vec::new();
    for company in 0..companies as u32 {
        let owner = rng.below(3);
        for _ in 0..1 + rng.below(4) {
            ships.push(Ship {
                company,
                owner,
                sea: rng.below(seas) as SeaId,
                capacity: 1 + rng.below(3) as u32,
            });
        }
    }
    let cities = (0..1 + rng.below(3))
        .map(|_| City {
            area: 0,
            seas: some_seas(rng),
            demand: 1 + rng.below(3) as u32,
        })
        .collect();
    let prefer = if rng.below(4) == 0 {
        vec![rng.below(companies) as u32]
    } else {
        Vec::new()
    };
    Problem {
        regions,
        ships,
        cities,
        sea_links,
        operator: rng.below(3),
        prefer,
    }
}

#[test]
fn agrees_with_exhaustive_search_on_random_positions() {
    let mut rng = Rng::new(20261122);
    let (mut some, mut partial, mut chained) = (0, 0, 0);
    for i in 0..10_000 {
        let p = random_position(&mut rng);
        let plan = solve(&p);
        if let Err(e) = check_plan(&p, &plan) {
            panic!("position {i}: infeasible plan: {e}\n{p:?}\n{plan:?}");
        }
        let (most, cheapest) = exhaustive(&p);
        assert_eq!(
            plan.shipped, most,
            "position {i}: goods shipped\n{p:?}\n{plan:?}"
        );
        assert_eq!(
            plan_cost(&p, &plan),
            cheapest,
            "position {i}: cost of the plan\n{p:?}\n{plan:?}"
        );
        let goods: u32 = p.regions.iter().map(|r| r.goods).sum();
        some += usize::from(most > 0);
        partial += usize::from(most > 0 && most < goods);
        chained += usize::from(plan.paths.iter().any(|path| path.ships.len() > 1));
    }
    // The positions exercise the interesting cases, not just empty plans.
    assert!(
        some > 5_000 && partial > 2_000 && chained > 1_000,
        "{some} {partial} {chained}"
    );
}

#[test]
fn bench_positions_are_large_and_solved_feasibly() {
    let problems = bench_problems(7, 50);
    assert_eq!(problems, bench_problems(7, 50), "deterministic in the seed");
    let mut shipped = 0;
    for p in &problems {
        assert!(p.ships.len() >= 4 && (10..=20).contains(&p.cities.len()));
        let plan = solve(p);
        check_plan(p, &plan).unwrap();
        assert_eq!(plan, solve(p), "same problem, same plan");
        shipped += plan.shipped;
    }
    assert!(shipped > 50, "the positions ship something: {shipped}");
}
