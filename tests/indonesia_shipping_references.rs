//! The Indonesia shipping solver against references written apart from it: an exhaustive search
//! that it must agree with on random positions, and, on positions too large for that, a plain
//! max-flow that checks the number shipped.

use std::collections::{BTreeSet, HashMap};
use std::hash::{BuildHasherDefault, Hasher};

use nusantara::games::indonesia::shipping::{
    City, Plan, Problem, Region, SeaId, Ship, bench_problems, check_plan, solve,
};
use nusantara::rng::Rng;

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

/// Goods are placed region by region, and within a region along routes in nondecreasing order, so
/// each multiset of routes is tried once; the results are remembered per remaining state.
struct Search<'a> {
    routes: &'a [Route],
    /// `starts[r]`: the first route from region `r` (routes are sorted by region).
    starts: Vec<usize>,
    caps: Vec<u32>,
    demand: Vec<u32>,
    goods: Vec<u32>,
    /// `ahead[i]`: the ships and the cities routes `i..` use, as masks; the others no longer
    /// matter once the search has passed route `i`.
    ahead: Vec<(u32, u32)>,
    /// Ships with no room left, as a mask.
    full: u32,
    memo: HashMap<u64, (u32, Cost), BuildHasherDefault<Fx>>,
}

/// A quick multiplicative hash for the memo keys: the default hasher dominates a debug run.
#[derive(Default)]
struct Fx(u64);

impl Hasher for Fx {
    fn finish(&self) -> u64 {
        // Fold the well-mixed high bits down: the table indexes by the low ones.
        self.0 ^ self.0 >> 32
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }
    fn write_u64(&mut self, x: u64) {
        self.0 = (self.0.rotate_left(5) ^ x).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
}

impl Search<'_> {
    /// The state as a key: only what can still matter (capacities above the goods left count as
    /// the goods left). Capacities, demands and goods are at most 3 in the random positions.
    fn key(&self, region: usize, from: usize) -> u64 {
        let left: u32 = self.goods[region..].iter().sum();
        let (ships, cities) = self.ahead[from];
        let mut key = 0u64;
        for (s, &v) in self.caps.iter().enumerate() {
            key = key << 2
                | u64::from(if ships & (1 << s) != 0 {
                    v.min(left)
                } else {
                    0
                });
        }
        for (c, &v) in self.demand.iter().enumerate() {
            key = key << 2
                | u64::from(if cities & (1 << c) != 0 {
                    v.min(left)
                } else {
                    0
                });
        }
        for &g in &self.goods[region..] {
            key = key << 2 | u64::from(g);
        }
        key << 10 | (region as u64) << 8 | from as u64
    }

    /// Most goods, then least cost, from here: region `region` ships its next good along a route
    /// numbered `from` or later, or ships no more.
    fn best(&mut self, region: usize, from: usize) -> (u32, Cost) {
        if region == self.goods.len() {
            return (0, (0, 0, 0));
        }
        let key = self.key(region, from);
        if let Some(&v) = self.memo.get(&key) {
            return v;
        }
        let mut best = self.best(region + 1, self.starts[region + 1]);
        if self.goods[region] > 0 {
            for i in from..self.starts[region + 1] {
                let route = self.routes[i];
                let fits = self.demand[route.city] > 0
                    && (0..self.caps.len())
                        .all(|s| route.ships & (1 << s) == 0 || self.caps[s] > 0);
                if !fits {
                    continue;
                }
                self.place(&route, false);
                let (n, c) = self.best(region, i);
                self.place(&route, true);
                let candidate = (
                    n + 1,
                    (c.0 + route.cost.0, c.1 + route.cost.1, c.2 + route.cost.2),
                );
                if candidate.0 > best.0 || (candidate.0 == best.0 && candidate.1 < best.1) {
                    best = candidate;
                }
            }
        }
        self.memo.insert(key, best);
        best
    }

    /// Puts a good on a route (or takes it back off).
    fn place(&mut self, route: &Route, undo: bool) {
        let step = |v: &mut u32| *v = if undo { *v + 1 } else { *v - 1 };
        let mut ships = route.ships;
        while ships != 0 {
            let s = ships.trailing_zeros() as usize;
            ships &= ships - 1;
            step(&mut self.caps[s]);
            if self.caps[s] == 0 {
                self.full |= 1 << s;
            } else {
                self.full &= !(1 << s);
            }
        }
        step(&mut self.demand[route.city]);
        step(&mut self.goods[route.region]);
    }
}

/// The most goods shipped and the least cost of doing so, by trying everything.
fn exhaustive(p: &Problem) -> (u32, Cost) {
    let routes = routes(p);
    assert!(routes.len() < 256 && p.ships.len() + p.cities.len() + p.regions.len() <= 27);
    let starts = (0..=p.regions.len())
        .map(|r| routes.partition_point(|route| route.region < r))
        .collect();
    let mut ahead = vec![(0, 0); routes.len() + 1];
    for (i, route) in routes.iter().enumerate().rev() {
        ahead[i] = (
            ahead[i + 1].0 | route.ships,
            ahead[i + 1].1 | 1 << route.city,
        );
    }
    Search {
        routes: &routes,
        starts,
        ahead,
        caps: p.ships.iter().map(|s| s.capacity).collect(),
        demand: p.cities.iter().map(|c| c.demand).collect(),
        goods: p.regions.iter().map(|r| r.goods).collect(),
        full: 0,
        memo: HashMap::default(),
    }
    .best(0, 0)
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
        assert_eq!(
            max_flow(&p),
            most,
            "position {i}: the references disagree\n{p:?}"
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

/// The most goods shipped, by a plain augmenting-path max-flow built here from the problem: each
/// ship a pair of nodes joined by its capacity, one company's ships linked when their seas touch.
/// For positions too large for the exhaustive search.
fn max_flow(p: &Problem) -> u32 {
    let (r, c, s) = (p.regions.len(), p.cities.len(), p.ships.len());
    let n = 2 + r + c + 2 * s;
    let (source, sink) = (n - 2, n - 1);
    let mut cap = vec![vec![0u32; n]; n];
    for (i, region) in p.regions.iter().enumerate() {
        cap[source][i] = region.goods;
        for (k, ship) in p.ships.iter().enumerate() {
            if region.seas.contains(&ship.sea) {
                cap[i][r + c + 2 * k] = u32::MAX / 2;
            }
        }
    }
    for (k, ship) in p.ships.iter().enumerate() {
        cap[r + c + 2 * k][r + c + 2 * k + 1] = ship.capacity;
        for (j, city) in p.cities.iter().enumerate() {
            if city.seas.contains(&ship.sea) {
                cap[r + c + 2 * k + 1][r + j] = u32::MAX / 2;
            }
        }
        for (m, other) in p.ships.iter().enumerate() {
            if m != k && other.company == ship.company && seas_touch(p, ship.sea, other.sea) {
                cap[r + c + 2 * k + 1][r + c + 2 * m] = u32::MAX / 2;
            }
        }
    }
    for (j, city) in p.cities.iter().enumerate() {
        cap[r + j][sink] = city.demand;
    }
    let mut total = 0;
    loop {
        let mut from = vec![usize::MAX; n];
        from[source] = source;
        let mut queue = std::collections::VecDeque::from([source]);
        while let Some(u) = queue.pop_front() {
            for v in 0..n {
                if cap[u][v] > 0 && from[v] == usize::MAX {
                    from[v] = u;
                    queue.push_back(v);
                }
            }
        }
        if from[sink] == usize::MAX {
            return total;
        }
        let mut v = sink;
        while v != source {
            cap[from[v]][v] -= 1;
            cap[v][from[v]] += 1;
            v = from[v];
        }
        total += 1;
    }
}

#[test]
fn bench_positions_are_large_and_solved_feasibly() {
    let problems = bench_problems(7, 200);
    assert_eq!(
        problems,
        bench_problems(7, 200),
        "deterministic in the seed"
    );
    let mut shipped = 0;
    for p in &problems {
        assert!(p.ships.len() >= 4 && (10..=20).contains(&p.cities.len()));
        let plan = solve(p);
        check_plan(p, &plan).unwrap();
        assert_eq!(plan.shipped, max_flow(p));
        assert_eq!(plan, solve(p), "same problem, same plan");
        shipped += plan.shipped;
    }
    assert!(shipped > 1_000, "the positions ship something: {shipped}");
}

/// The bench's positions from random games: era C only, deterministic, and solved feasibly and
/// maximally, like the synthetic ones.
#[test]
fn era_c_positions_from_random_games_are_solved_feasibly() {
    let (problems, games) = nusantara::tools::era_c_shipping_problems(1, 40).unwrap();
    assert!(
        problems.len() >= 40 && games >= 1,
        "{} in {games}",
        problems.len()
    );
    assert_eq!(
        problems,
        nusantara::tools::era_c_shipping_problems(1, 40).unwrap().0,
        "deterministic in the seed"
    );
    let mut shipped = 0;
    for p in &problems {
        assert!(!p.regions.is_empty() && !p.ships.is_empty() && !p.cities.is_empty());
        let plan = solve(p);
        check_plan(p, &plan).unwrap();
        assert_eq!(plan.shipped, max_flow(p));
        shipped += plan.shipped;
    }
    assert!(shipped > 0, "the positions ship something");
}
