//! The shipping solver. See docs/indonesia-design.md.
//!
//! Pure and independent of the game state: the engine builds a [`Problem`] for the production
//! company being operated and gets back the [`Plan`] it proposes to the operator.
//!
//! The rules ask for the most goods shipped, each good on ships of one shipping company, each ship
//! taking at most its hull in cubes and each city at most its demand. That is one max-flow with
//! node capacities: source → region (its goods) → ship in → ship out (its capacity) → ship in of the
//! same company in the same or an adjacent sea … → city the last ship's sea borders (its demand) →
//! sink. Ships of different companies are never linked, so no path mixes companies. Which maximum
//! plan to propose is a cost on top of the flow, solved as a min-cost max-flow (successive shortest
//! paths, Dijkstra with potentials), then decomposed into one [`Path`] per good.

use serde::{Deserialize, Serialize};

use crate::games::Seat;
use crate::rng::Rng;

/// A sea area, as in `map.rs` (a plain alias so both modules name the same type).
pub type SeaId = u8;
/// A land area, as in `map.rs`.
pub type AreaId = u8;

/// Everything the solver needs about one production company's shipping.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Problem {
    /// Contiguous production regions of the operated company.
    pub regions: Vec<Region>,
    /// Every ship on the board that can still take cubes.
    pub ships: Vec<Ship>,
    /// Every city that still accepts this company's good.
    pub cities: Vec<City>,
    /// Adjacent seas (both directions implied).
    pub sea_links: Vec<(SeaId, SeaId)>,
    /// The operating player: cubes on their own ships cost them nothing net.
    pub operator: Seat,
    /// Shipping companies the operator asked to prefer: they carry as many goods as they can,
    /// before net income is considered, but never at the cost of a good shipped.
    pub prefer: Vec<u32>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Region {
    /// Goods to ship: one per production area of the region.
    pub goods: u32,
    /// Seas bordering the region's coastal areas.
    pub seas: Vec<SeaId>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ship {
    pub company: u32,
    /// The owner is paid for the cubes and fixes the capacity (hull research).
    pub owner: Seat,
    pub sea: SeaId,
    /// Cubes it may still take.
    pub capacity: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct City {
    pub area: AreaId,
    /// Seas bordering the city's area.
    pub seas: Vec<SeaId>,
    /// Goods of this type the city still accepts this Operations phase.
    pub demand: u32,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Plan {
    /// Goods shipped; always `paths.len()`.
    pub shipped: u32,
    /// One path per good shipped, sorted.
    pub paths: Vec<Path>,
}

/// One good's journey: indices into `Problem::regions`, `Problem::cities` and `Problem::ships`.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Path {
    pub region: usize,
    pub city: usize,
    pub company: u32,
    /// From the ship next to the region to the ship next to the city; one cube on each.
    pub ships: Vec<usize>,
}

impl Plan {
    /// Cargo cubes placed: the operator pays 5 for each.
    pub fn cubes(&self) -> u32 {
        self.paths.iter().map(|p| p.ships.len() as u32).sum()
    }

    /// Cargo cubes per ship owner, by seat: each is paid 5 a cube.
    pub fn cubes_by_owner(&self, problem: &Problem) -> Vec<(Seat, u32)> {
        let mut by: std::collections::BTreeMap<Seat, u32> = Default::default();
        for &s in self.paths.iter().flat_map(|p| &p.ships) {
            *by.entry(problem.ships[s].owner).or_default() += 1;
        }
        by.into_iter().collect()
    }
}

/// Which seas touch: a 256×256 bit matrix, so a lookup costs nothing in the inner loops.
struct Seas {
    bits: Vec<u64>,
}

impl Seas {
    fn new(links: &[(SeaId, SeaId)]) -> Seas {
        let mut bits = vec![0u64; 256 * 4];
        for &(a, b) in links {
            bits[a as usize * 4 + b as usize / 64] |= 1 << (b % 64);
            bits[b as usize * 4 + a as usize / 64] |= 1 << (a % 64);
        }
        Seas { bits }
    }

    /// A good may pass between ships in the same sea or in adjacent seas.
    fn passable(&self, a: SeaId, b: SeaId) -> bool {
        a == b || self.bits[a as usize * 4 + b as usize / 64] & (1 << (b % 64)) != 0
    }
}

/// A residual graph for min-cost flow; edge `e` and its reverse `e ^ 1` are stored together.
struct Network {
    out: Vec<Vec<usize>>,
    to: Vec<usize>,
    cap: Vec<i64>,
    cost: Vec<i64>,
}

impl Network {
    fn new(nodes: usize) -> Network {
        Network {
            out: vec![Vec::new(); nodes],
            to: Vec::new(),
            cap: Vec::new(),
            cost: Vec::new(),
        }
    }

    fn edge(&mut self, from: usize, to: usize, cap: i64, cost: i64) {
        self.out[from].push(self.to.len());
        self.to.push(to);
        self.cap.push(cap);
        self.cost.push(cost);
        self.out[to].push(self.to.len());
        self.to.push(from);
        self.cap.push(0);
        self.cost.push(-cost);
    }

    /// Successive shortest paths: every augmentation keeps the flow cheapest for its value, so the
    /// final flow is a maximum flow of least cost. Costs start non-negative, so Dijkstra with
    /// potentials applies from the first round. Returns the flow on each edge.
    fn min_cost_max_flow(&mut self, source: usize, sink: usize) -> Vec<i64> {
        let n = self.out.len();
        let original = self.cap.clone();
        let mut potential = vec![0i64; n];
        let mut dist = vec![i64::MAX; n];
        let mut via = vec![usize::MAX; n];
        let mut done = vec![false; n];
        loop {
            dist.fill(i64::MAX);
            via.fill(usize::MAX);
            done.fill(false);
            dist[source] = 0;
            // Dense Dijkstra: the graph has about a hundred nodes, a heap would not pay.
            loop {
                let mut u = usize::MAX;
                for v in 0..n {
                    if !done[v] && dist[v] != i64::MAX && (u == usize::MAX || dist[v] < dist[u]) {
                        u = v;
                    }
                }
                if u == usize::MAX {
                    break;
                }
                done[u] = true;
                for &e in &self.out[u] {
                    if self.cap[e] <= 0 {
                        continue;
                    }
                    let v = self.to[e];
                    let d = dist[u] + self.cost[e] + potential[u] - potential[v];
                    if d < dist[v] {
                        dist[v] = d;
                        via[v] = e;
                    }
                }
            }
            if dist[sink] == i64::MAX {
                break;
            }
            for v in 0..n {
                if dist[v] != i64::MAX {
                    potential[v] += dist[v];
                }
            }
            let mut push = i64::MAX;
            let mut v = sink;
            while v != source {
                let e = via[v];
                push = push.min(self.cap[e]);
                v = self.to[e ^ 1];
            }
            let mut v = sink;
            while v != source {
                let e = via[v];
                self.cap[e] -= push;
                self.cap[e ^ 1] += push;
                v = self.to[e ^ 1];
            }
        }
        (0..self.to.len())
            .map(|e| {
                if e % 2 == 0 {
                    original[e] - self.cap[e]
                } else {
                    0
                }
            })
            .collect()
    }
}

/// The plan shipping the most goods; among those, the one best for the operator:
/// 1. the most goods carried by companies in `prefer`;
/// 2. the fewest cubes on other players' ships (5 net each; own ships cost nothing net, and ships
///    of preferred companies count as costless);
/// 3. the fewest cubes in all;
/// 4. then whatever the deterministic algorithm finds first (same problem, same plan).
pub fn solve(problem: &Problem) -> Plan {
    let regions = problem.regions.len();
    let cities = problem.cities.len();
    let ships = problem.ships.len();
    let (source, sink) = (0, 1);
    let region_node = |r: usize| 2 + r;
    let city_node = |c: usize| 2 + regions + c;
    let ship_in = |s: usize| 2 + regions + cities + 2 * s;
    let ship_out = |s: usize| ship_in(s) + 1;

    // No ship, city or path can carry more than every good there is.
    let total_goods: i64 = problem.regions.iter().map(|r| r.goods as i64).sum();
    if total_goods == 0 {
        return Plan::default();
    }
    let ship_cap = |s: &Ship| (s.capacity as i64).min(total_goods);
    // Lexicographic costs folded into one number: a tier's unit outweighs every lower tier's total.
    // Game-sized problems (tens of goods, a few hundred cubes at most) stay far from overflow.
    let cube_bound: i64 = problem.ships.iter().map(ship_cap).sum::<i64>() + 1;
    let tier3 = 1;
    let tier2 = cube_bound + 1;
    let tier1 = cube_bound * tier2 + 1;
    let preferred = |company: u32| problem.prefer.contains(&company);

    let seas = Seas::new(&problem.sea_links);
    let mut net = Network::new(2 + regions + cities + 2 * ships);
    let mut supply = Vec::with_capacity(regions);
    for (r, region) in problem.regions.iter().enumerate() {
        supply.push(net.to.len());
        net.edge(source, region_node(r), region.goods as i64, 0);
        for (s, ship) in problem.ships.iter().enumerate() {
            if region.seas.contains(&ship.sea) {
                let cost = if preferred(ship.company) { 0 } else { tier1 };
                net.edge(region_node(r), ship_in(s), total_goods, cost);
            }
        }
    }
    for (s, ship) in problem.ships.iter().enumerate() {
        let paid_away = ship.owner != problem.operator && !preferred(ship.company);
        let cost = tier3 + if paid_away { tier2 } else { 0 };
        net.edge(ship_in(s), ship_out(s), ship_cap(ship), cost);
        for (t, next) in problem.ships.iter().enumerate() {
            if t != s && next.company == ship.company && seas.passable(ship.sea, next.sea) {
                net.edge(ship_out(s), ship_in(t), total_goods, 0);
            }
        }
        for (c, city) in problem.cities.iter().enumerate() {
            if city.seas.contains(&ship.sea) {
                net.edge(ship_out(s), city_node(c), total_goods, 0);
            }
        }
    }
    for (c, city) in problem.cities.iter().enumerate() {
        net.edge(city_node(c), sink, city.demand as i64, 0);
    }

    let mut flow = net.min_cost_max_flow(source, sink);

    // Decompose into one path per good. Every ship costs at least one, so a least-cost flow has no
    // cycle and each walk from the source reaches the sink; a cycle would be cut out regardless.
    let next = |flow: &mut Vec<i64>, node: usize| -> usize {
        let e = net.out[node]
            .iter()
            .copied()
            .find(|&e| e % 2 == 0 && flow[e] > 0)
            .expect("flow is conserved");
        flow[e] -= 1;
        net.to[e]
    };
    let first_ship = 2 + regions + cities;
    let mut paths = Vec::new();
    for (r, &e) in supply.iter().enumerate() {
        while flow[e] > 0 {
            flow[e] -= 1;
            let mut node = next(&mut flow, region_node(r));
            let mut path: Vec<usize> = Vec::new();
            while node >= first_ship {
                let s = (node - first_ship) / 2;
                if let Some(at) = path.iter().position(|&t| t == s) {
                    path.truncate(at);
                }
                path.push(s);
                let out = next(&mut flow, ship_in(s));
                debug_assert_eq!(out, ship_out(s));
                node = next(&mut flow, out);
            }
            let city = node - city_node(0);
            next(&mut flow, node);
            paths.push(Path {
                region: r,
                city,
                company: problem.ships[path[0]].company,
                ships: path,
            });
        }
    }
    paths.sort();
    Plan {
        shipped: paths.len() as u32,
        paths,
    }
}

/// Checks that a plan keeps every rule of shipping: each path starts in a sea bordering its
/// region, runs through distinct ships of its one company in the same or adjacent seas, and ends
/// in a sea bordering its city; no ship over capacity, no city over demand, no region over its
/// goods; `shipped` counts the paths. (That no more goods could be shipped is `solve`'s promise,
/// not checked here.) `Err` names the first rule broken.
pub fn check_plan(problem: &Problem, plan: &Plan) -> Result<(), String> {
    if plan.shipped as usize != plan.paths.len() {
        return Err(format!(
            "shipped is {} but there are {} paths",
            plan.shipped,
            plan.paths.len()
        ));
    }
    let seas = Seas::new(&problem.sea_links);
    let mut cubes = vec![0u32; problem.ships.len()];
    let mut goods = vec![0u32; problem.regions.len()];
    let mut delivered = vec![0u32; problem.cities.len()];
    for (i, path) in plan.paths.iter().enumerate() {
        let region = problem
            .regions
            .get(path.region)
            .ok_or(format!("path {i}: no region {}", path.region))?;
        let city = problem
            .cities
            .get(path.city)
            .ok_or(format!("path {i}: no city {}", path.city))?;
        if path.ships.is_empty() {
            return Err(format!("path {i}: a good must travel on at least one ship"));
        }
        let mut previous: Option<&Ship> = None;
        for (k, &s) in path.ships.iter().enumerate() {
            let ship = problem
                .ships
                .get(s)
                .ok_or(format!("path {i}: no ship {s}"))?;
            if ship.company != path.company {
                return Err(format!(
                    "path {i}: ship {s} belongs to company {}, not {}",
                    ship.company, path.company
                ));
            }
            if path.ships[..k].contains(&s) {
                return Err(format!("path {i}: ship {s} used twice"));
            }
            match previous {
                None if !region.seas.contains(&ship.sea) => {
                    return Err(format!(
                        "path {i}: first ship {s} in sea {} does not border region {}",
                        ship.sea, path.region
                    ));
                }
                Some(p) if !seas.passable(p.sea, ship.sea) => {
                    return Err(format!(
                        "path {i}: seas {} and {} are neither the same nor adjacent",
                        p.sea, ship.sea
                    ));
                }
                _ => {}
            }
            previous = Some(ship);
            cubes[s] += 1;
        }
        let last = previous.expect("path has ships");
        if !city.seas.contains(&last.sea) {
            return Err(format!(
                "path {i}: last ship's sea {} does not border city {}",
                last.sea, path.city
            ));
        }
        goods[path.region] += 1;
        delivered[path.city] += 1;
    }
    for (s, ship) in problem.ships.iter().enumerate() {
        if cubes[s] > ship.capacity {
            return Err(format!(
                "ship {s} carries {} cubes, capacity {}",
                cubes[s], ship.capacity
            ));
        }
    }
    for (c, city) in problem.cities.iter().enumerate() {
        if delivered[c] > city.demand {
            return Err(format!(
                "city {c} receives {} goods, demand {}",
                delivered[c], city.demand
            ));
        }
    }
    for (r, region) in problem.regions.iter().enumerate() {
        if goods[r] > region.goods {
            return Err(format!(
                "region {r} ships {} goods, has {}",
                goods[r], region.goods
            ));
        }
    }
    Ok(())
}

/// Large era-C-like positions for `nusantara bench` to time [`solve`] on: 21 seas with about 30
/// adjacencies, 4–8 shipping companies of up to 5 ships each grown as connected fleets, 2–4
/// regions of up to 6 goods, 10–20 cities. Deterministic in `seed`.
pub fn bench_problems(seed: u64, count: usize) -> Vec<Problem> {
    let mut rng = Rng::new(seed);
    (0..count).map(|_| bench_problem(&mut rng)).collect()
}

fn bench_problem(rng: &mut Rng) -> Problem {
    const SEAS: usize = 21;
    // A random spanning tree keeps the archipelago connected; ten extra links add loops.
    let mut sea_links: Vec<(SeaId, SeaId)> = (1..SEAS)
        .map(|b| (rng.below(b) as SeaId, b as SeaId))
        .collect();
    while sea_links.len() < 30 {
        let (a, b) = (rng.below(SEAS) as SeaId, rng.below(SEAS) as SeaId);
        if a != b && !sea_links.contains(&(a, b)) && !sea_links.contains(&(b, a)) {
            sea_links.push((a, b));
        }
    }
    let seas = Seas::new(&sea_links);
    let neighbours = |sea: SeaId| -> Vec<SeaId> {
        (0..SEAS as SeaId)
            .filter(|&t| seas.passable(sea, t))
            .collect()
    };
    let some_seas = |rng: &mut Rng, most: usize| -> Vec<SeaId> {
        let mut out = vec![rng.below(SEAS) as SeaId];
        for _ in 1..1 + rng.below(most) {
            let near = neighbours(out[rng.below(out.len())]);
            let sea = near[rng.below(near.len())];
            if !out.contains(&sea) {
                out.push(sea);
            }
        }
        out
    };
    let regions: Vec<Region> = (0..2 + rng.below(3))
        .map(|_| Region {
            goods: 1 + rng.below(6) as u32,
            seas: some_seas(rng, 3),
        })
        .collect();
    let players = 2 + rng.below(4);
    let hull: Vec<u32> = (0..players).map(|_| 2 + rng.below(4) as u32).collect();
    let mut ships = Vec::new();
    for company in 0..4 + rng.below(5) as u32 {
        let owner = rng.below(players);
        // Fleets grow where the goods are: most start next to a production region.
        let start = if rng.below(3) > 0 {
            let seas = &regions[rng.below(regions.len())].seas;
            seas[rng.below(seas.len())]
        } else {
            rng.below(SEAS) as SeaId
        };
        let mut fleet: Vec<SeaId> = vec![start];
        for _ in 1..1 + rng.below(5) {
            let near = neighbours(fleet[rng.below(fleet.len())]);
            fleet.push(near[rng.below(near.len())]);
        }
        ships.extend(fleet.into_iter().map(|sea| Ship {
            company,
            owner,
            sea,
            capacity: hull[owner],
        }));
    }
    let cities = (0..10 + rng.below(11))
        .map(|c| City {
            area: c as AreaId,
            seas: some_seas(rng, 2),
            demand: 1 + rng.below(3) as u32,
        })
        .collect();
    let companies = ships.last().map_or(0, |s: &Ship| s.company + 1);
    let prefer = if rng.below(4) == 0 {
        vec![rng.below(companies as usize) as u32]
    } else {
        Vec::new()
    };
    Problem {
        regions,
        ships,
        cities,
        sea_links,
        operator: rng.below(players),
        prefer,
    }
}
