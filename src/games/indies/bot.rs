//! Bots. The trading bot (the self-play bot of [`Rules::bot`](crate::games::Rules::bot)) plays a
//! plain trading plan; `random_orders` adds random legal orders and seals (the balance check's
//! opponent and the random-play tests).
//!
//! The trading plan, each year:
//! - round 1: with no explorer fleet out, buy one (a carrack, a leader, an explorer, and two
//!   soldiers when rich) and send it to the most promising area; with factories and no cargo
//!   fleet, buy a carrack for the trade. An explorer fleet attempts a factory (bribing up to 5)
//!   where it is, or sails up to two steps to an area where the company has none. A cargo fleet
//!   in Europe sails to the area where most shares are stored.
//! - round 2: merge markers to whole shares, load them, land soldiers in an empty garrison, and
//!   send laden cargo fleets home.
//! - always keep enough florins for the next upkeep.

use super::data::{AreaId, SiteId, Unit};
use super::game::change_ups;
use super::world::{Fleet, FleetId, Marker, Place, World};
use super::{Action, Game, Holder, Order};
use crate::games::{Bots, Policy, RANDOM, Seat};
use crate::rng::Rng;

mod expert;
mod raider;

#[cfg(test)]
mod tests;

/// Florins kept above the next upkeep.
const MARGIN: i64 = 10;

/// The scripted plans of the balance tournament: a spice trader, a raider that takes other
/// companies' factories, and a factory builder.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Plan {
    Trader,
    Raider,
    Builder,
    /// The table's bot: not one of the balance tournament's plans.
    Expert,
}

impl Plan {
    pub const ALL: [Plan; 3] = [Plan::Trader, Plan::Raider, Plan::Builder];

    pub fn name(self) -> &'static str {
        match self {
            Plan::Trader => "trader",
            Plan::Raider => "raider",
            Plan::Builder => "builder",
            Plan::Expert => "expert",
        }
    }

    pub fn named(name: &str) -> Option<Plan> {
        Plan::ALL.into_iter().find(|p| p.name() == name.trim())
    }

    /// The plan as a policy (of the balance tournament).
    pub fn policy(self) -> &'static dyn Policy<Game> {
        match self {
            Plan::Trader => &TRADER,
            Plan::Raider => &RAIDER,
            Plan::Builder => &BUILDER,
            Plan::Expert => &EXPERT,
        }
    }
}

/// A scripted plan as a policy. The table's bot (`basic`, the trading plan) keeps to the listed
/// actions; the balance plans also play larger orders than `legal` lists when the draft
/// accepts them.
struct Scripted {
    name: &'static str,
    plan: Plan,
    strict: bool,
}

static BASIC: Scripted = Scripted {
    name: "basic",
    plan: Plan::Trader,
    strict: true,
};
static TRADER: Scripted = Scripted {
    name: "trader",
    plan: Plan::Trader,
    strict: false,
};
static RAIDER: Scripted = Scripted {
    name: "raider",
    plan: Plan::Raider,
    strict: false,
};
static EXPERT: Scripted = Scripted {
    name: "expert",
    plan: Plan::Expert,
    strict: false,
};
static BUILDER: Scripted = Scripted {
    name: "builder",
    plan: Plan::Builder,
    strict: false,
};

impl Policy<Game> for Scripted {
    fn name(&self) -> &'static str {
        self.name
    }

    fn choose(&self, known: &Game, seat: Seat, legal: &[Action], _rng: &mut Rng) -> Action {
        next_action(self.plan, known, seat, legal, self.strict)
    }
}

/// [`random_orders`] as a policy: a uniform player that seals one time in three, so that
/// rounds close (a uniform choice among dozens of orders seldom seals).
struct RandomOrders;

static RANDOM_ORDERS: RandomOrders = RandomOrders;

/// The expert first (the table's bot: it founds a factory a year with each explorer fleet,
/// ships every share home and fights at good odds), then the trading bot as `basic`.
impl Bots for Game {
    fn policies() -> Vec<&'static dyn Policy<Game>> {
        let mut all: Vec<&'static dyn Policy<Game>> =
            vec![&EXPERT, &BASIC, &RANDOM, &RANDOM_ORDERS];
        all.extend(Plan::ALL.map(Plan::policy));
        all
    }
}

impl Policy<Game> for RandomOrders {
    fn name(&self) -> &'static str {
        "random-orders"
    }

    fn choose(&self, known: &Game, seat: Seat, legal: &[Action], rng: &mut Rng) -> Action {
        random_orders(known, seat, legal, rng)
    }
}

/// The trading bot's next action: the next order of its plan, or Seal when the draft is the
/// plan (Clear if the draft strayed from it).
/// Only `legal` actions (the self-play contract): a larger order it would make seals instead.
pub fn trading_bot(game: &Game, seat: Seat, legal: &[Action]) -> Action {
    next_action(Plan::Trader, game, seat, legal, true)
}

/// The next action of a company playing `plan`: any order the draft accepts, also those
/// larger than `legal` lists (several units in one buy, two steps in one sail).
pub fn plan_bot(plan: Plan, game: &Game, seat: Seat, legal: &[Action]) -> Action {
    next_action(plan, game, seat, legal, false)
}

fn next_action(plan: Plan, game: &Game, seat: Seat, legal: &[Action], strict: bool) -> Action {
    let plan = Planner::new(game, seat, plan).plan();
    let draft = game.draft(seat);
    let action = if draft.len() < plan.len() && plan[..draft.len()] == *draft {
        Action::Order {
            order: plan[draft.len()].clone(),
        }
    } else if draft == plan.as_slice() {
        Action::Seal
    } else {
        Action::Clear
    };
    // `legal` lists one unit per buy and one step per sail; the plan's larger orders are as
    // valid when the draft accepts them.
    let valid = match &action {
        Action::Order { order } if !strict => {
            let mut next = draft.to_vec();
            next.push(order.clone());
            game.check_draft(seat, &next).is_ok()
        }
        _ => false,
    };
    if valid || legal.contains(&action) || legal.is_empty() {
        action
    } else {
        Action::Seal
    }
}

/// Random legal orders, then Seal: each call seals one time in three (or once the draft holds 8
/// orders), and otherwise picks a uniformly random legal action (mostly orders).
pub fn random_orders(game: &Game, seat: Seat, legal: &[Action], rng: &mut Rng) -> Action {
    if legal.is_empty() {
        return Action::Seal;
    }
    let orders: Vec<&Action> = legal
        .iter()
        .filter(|a| matches!(a, Action::Order { .. }))
        .collect();
    if orders.is_empty() || game.draft(seat).len() >= 8 || rng.below(3) == 0 {
        return Action::Seal;
    }
    if rng.below(10) == 0 {
        return legal[rng.below(legal.len())].clone();
    }
    orders[rng.below(orders.len())].clone()
}

struct Planner<'a> {
    game: &'a Game,
    seat: Seat,
    plan: Plan,
    draft: Vec<Order>,
}

impl<'a> Planner<'a> {
    fn new(game: &'a Game, seat: Seat, plan: Plan) -> Planner<'a> {
        Planner {
            game,
            seat,
            plan,
            draft: Vec::new(),
        }
    }

    /// The world as the plan so far leaves it.
    fn world(&self) -> World {
        self.game.projection(self.seat, &self.draft)
    }

    /// Adds an order if the draft accepts it and the next upkeep stays paid (the expert: its
    /// budget stays met, or the order leaves it no worse).
    fn try_add(&mut self, order: Order) -> bool {
        self.try_all([order])
    }

    /// Merges the shares stored at the seat's factory at `site` (whose `markers` the world
    /// before shows), then loads them on `fleet` one at a time, as far as the draft accepts, in
    /// the order of `key` (the smallest first).
    fn load_factory<K: Ord>(
        &mut self,
        fleet: FleetId,
        site: SiteId,
        markers: &[Marker],
        key: impl Fn(&World, &Marker) -> K,
    ) {
        for order in change_ups(Holder::Factory(site), markers) {
            self.try_add(order);
        }
        let w = self.world();
        let Some(factory) = w.own_factory(self.seat, site) else {
            return;
        };
        let mut stored = factory.markers.clone();
        stored.sort_by_key(|m| key(&w, m));
        for marker in stored {
            self.try_add(Order::Load {
                fleet,
                site,
                marker,
                count: 1,
            });
        }
    }

    /// Adds orders that pay only together (a carrack and its voyage) on the terms of
    /// [`Self::try_add`], all or none.
    fn try_all(&mut self, orders: impl IntoIterator<Item = Order>) -> bool {
        let before = (self.plan == Plan::Expert).then(|| self.expert_budget());
        let len = self.draft.len();
        self.draft.extend(orders);
        let ok = self.game.check_draft(self.seat, &self.draft).is_ok()
            && match before {
                Some(before) => {
                    let after = self.expert_budget();
                    after >= 0 || after >= before
                }
                None => {
                    let w = self.world();
                    let due = i64::from(w.upkeep_due(self.game.data(), self.seat));
                    w.companies[self.seat].treasury >= due + MARGIN
                }
            };
        if !ok {
            self.draft.truncate(len);
        }
        ok
    }

    fn plan(mut self) -> Vec<Order> {
        match (self.game.round(), self.plan) {
            (Some(1), Plan::Expert) => self.expert_first_round(),
            (Some(2), Plan::Expert) => self.expert_second_round(),
            (Some(1), _) => self.first_round(),
            (Some(2), _) => self.second_round(),
            _ => {}
        }
        self.draft
    }

    fn fleets(&self) -> Vec<Fleet> {
        self.world().companies[self.seat].fleets.clone()
    }

    fn is_explorer(f: &Fleet) -> bool {
        f.has_leader() && f.count(Unit::Explorer) > 0
    }

    /// The raider's war fleet: galleons and a leader, for soldiers, without an explorer.
    fn is_warship(f: &Fleet) -> bool {
        f.has_leader() && f.count(Unit::Explorer) == 0 && f.count(Unit::Galleon) > 0
    }

    fn free_letter(&self) -> FleetId {
        let w = self.world();
        (0..FleetId::MAX)
            .map(FleetId)
            .find(|&l| w.fleet(self.seat, l).is_none())
            .unwrap_or(FleetId(FleetId::MAX - 1))
    }

    /// How attractive a new factory in `area` is: its price (36 if undrawn), less for each
    /// company already sharing it; None without a free site or with an own factory there.
    fn area_value(&self, w: &World, area: AreaId) -> Option<i64> {
        let price = self.new_factory_price(w, area)?;
        let sites = &self.game.data().area(area).sites;
        let others = sites.iter().filter(|&&s| w.factory(s).is_some()).count() as i64;
        Some(i64::from(price) / (others + 1))
    }

    /// The price a new factory of this company in `area` would sell at (36 while the area's
    /// output is undrawn); None with an own factory there or no free site.
    fn new_factory_price(&self, w: &World, area: AreaId) -> Option<u32> {
        let data = self.game.data();
        let sites = &data.area(area).sites;
        if sites.iter().any(|&s| w.own_factory(self.seat, s).is_some())
            || sites.iter().all(|&s| w.factory(s).is_some())
        {
            return None;
        }
        Some(w.output[usize::from(area.0)].map_or(36, |c| w.price(data, c)))
    }

    fn first_round(&mut self) {
        let data = self.game.data();
        let w = self.world();
        let fleets = self.fleets();
        let explorers_out = fleets.iter().filter(|f| Self::is_explorer(f)).count();
        let factories = w.factory_count(self.seat);
        let treasury = w.companies[self.seat].treasury;
        let (explorers, most) = match self.plan {
            Plan::Trader | Plan::Expert => (1, 6),
            Plan::Raider => (0, 0),
            Plan::Builder => (1, 12),
        };
        if self.plan == Plan::Raider {
            self.raid();
        }
        if explorers_out < explorers && factories < most {
            let id = self.free_letter();
            let buy = |unit, count| Order::Buy {
                fleet: id,
                unit,
                count,
            };
            if self.try_add(buy(Unit::Carrack, 1))
                && self.try_add(buy(Unit::Leader, 1))
                && self.try_add(buy(Unit::Explorer, 1))
                && treasury >= 90
            {
                self.try_add(buy(Unit::Soldier, 2));
            }
        }
        let cargo_fleets = fleets
            .iter()
            .filter(|f| !Self::is_explorer(f) && !Self::is_warship(f))
            .count();
        if factories > 0 && cargo_fleets == 0 {
            let id = self.free_letter();
            self.try_add(Order::Buy {
                fleet: id,
                unit: Unit::Carrack,
                count: 1,
            });
        }
        for f in self.fleets() {
            if f.at != Place::Europe || f.ships() == 0 || Self::is_warship(&f) {
                continue;
            }
            let w = self.world();
            let target = if Self::is_explorer(&f) {
                data.area_ids()
                    .filter_map(|a| {
                        let v = self.area_value(&w, a)?;
                        Some((v * 4 - i64::from(data.area(a).europe) * 3, a))
                    })
                    .max()
                    .map(|(_, a)| a)
            } else {
                self.richest_area(&w)
            };
            if let Some(a) = target {
                self.try_add(Order::Voyage {
                    fleet: f.id,
                    to: Place::Area(a),
                });
            }
        }
        for f in self.fleets() {
            if Self::is_explorer(&f) {
                self.explore(&f);
            }
        }
        if self.plan == Plan::Builder {
            self.fortify();
        }
    }

    /// The area whose own factories store the most shares, if any store some.
    fn richest_area(&self, w: &World) -> Option<AreaId> {
        let data = self.game.data();
        data.area_ids()
            .map(|a| {
                let stored: u32 = data
                    .area(a)
                    .sites
                    .iter()
                    .filter_map(|&s| w.own_factory(self.seat, s))
                    .flat_map(|f| f.markers.iter().map(|m| m.sixtieths()))
                    .sum();
                (stored, std::cmp::Reverse(a))
            })
            .filter(|&(s, _)| s > 0)
            .max()
            .map(|(_, std::cmp::Reverse(a))| a)
    }

    /// An explorer fleet founds a factory where it is, or moves on (up to two steps) first.
    fn explore(&mut self, f: &Fleet) {
        let data = self.game.data();
        let Place::Area(here) = f.at else { return };
        let w = self.world();
        let mut dest = here;
        if self.area_value(&w, here).is_none() {
            let mut best: Option<(i64, Vec<AreaId>)> = None;
            for &a in &data.area(here).adjacent {
                let mut paths = vec![vec![a]];
                paths.extend(data.area(a).adjacent.iter().map(|&b| vec![a, b]));
                for p in paths {
                    let end = *p.last().expect("path");
                    if let Some(v) = self.area_value(&w, end) {
                        let score = v * 2 - p.len() as i64;
                        if best.as_ref().is_none_or(|(s, _)| score > *s) {
                            best = Some((score, p));
                        }
                    }
                }
            }
            let Some((_, path)) = best else { return };
            dest = *path.last().expect("path");
            if !self.try_add(Order::Sail { fleet: f.id, path }) {
                return;
            }
        }
        let w = self.world();
        let Some(&site) = data
            .area(dest)
            .sites
            .iter()
            .find(|&&s| w.factory(s).is_none())
        else {
            return;
        };
        for bribe in (0..=5).rev() {
            if self.try_add(Order::Attempt {
                fleet: f.id,
                site,
                bribe,
            }) {
                return;
            }
        }
    }

    fn second_round(&mut self) {
        let data = self.game.data();
        for f in self.fleets() {
            let Place::Area(area) = f.at else { continue };
            for &site in &data.area(area).sites {
                let w = self.world();
                let Some(factory) = w.own_factory(self.seat, site).cloned() else {
                    continue;
                };
                if Self::is_explorer(&f) {
                    let soldiers = f.count(Unit::Soldier);
                    if factory.soldiers == 0 && soldiers > 0 {
                        self.try_add(Order::Garrison {
                            fleet: f.id,
                            site,
                            soldiers,
                        });
                    }
                    continue;
                }
                self.load_factory(f.id, site, &factory.markers, |_, m| m.share);
            }
            let w = self.world();
            let loaded = w
                .fleet(self.seat, f.id)
                .is_some_and(|g| !g.cargo.is_empty());
            if !Self::is_explorer(&f) && loaded {
                self.try_add(Order::Voyage {
                    fleet: f.id,
                    to: Place::Europe,
                });
            }
        }
    }
}
