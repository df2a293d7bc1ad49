//! The expert: the East Indies' table bot. It plays the trading plan's economy harder and fights
//! when the known combat table says the odds pay.
//!
//! Round 1: cargo fleets go first, each to the area whose shares are worth the most (anywhere in
//! the Indies, a round's sailing at a time), and a new carrack is bought, with its voyage, for
//! each area whose shares no fleet fetches. Every explorer fleet founds a factory each year where
//! it is or in the best area it can reach (up to four steps, the risk of attrition counted); with
//! nothing in reach it sails towards the best area anywhere instead of idling, and with no cargo
//! fleet left it fetches the richest shares itself. New explorer fleets (two while the game is
//! young, a third when florins lie spare) sail out with a carrack for their first share. Targets
//! vary: an area another company's explorer stands in counts as shared, and a seat prefers its
//! own site of an area's free sites, so two bots aim at different sites. Fleets other than cargo
//! fleets attack an enemy fleet in their area when the expected gain over the six faces of the
//! die is positive, and invade an enemy factory when the chance of taking it is good; soldiers
//! go to factories within reach of an enemy fleet with soldiers.
//! Round 2: markers are merged, the most valuable loaded first, and laden cargo fleets go home;
//! in the last year every fleet brings its markers home.
//! Every order keeps to a budget (see [`Planner::expert_budget`]): the fares home and the next
//! upkeep with a margin, counting part of the year's sales.

use super::Planner;
use crate::games::indies::data::{AreaId, Outcome, SiteId, Unit};
use crate::games::indies::game::{founds, odds};
use crate::games::indies::world::{Fleet, FleetId, Place, World};
use crate::games::indies::{Data, Order};

/// Florins an explorer fleet is worth to its company (its ship, leader and explorer, and the
/// year it would take to replace): what attrition and combat risk.
const EXPLORER_WORTH: f64 = 60.0;

/// Enemy losses count this much of their worth: in a game of several companies, harming one
/// rival helps less than gaining oneself.
const HARM_WEIGHT: f64 = 0.7;

/// Florins in hand from which the expert also keeps a war fleet (the raider's).
const SPARE: i64 = 150;

/// Spare florins from which the expert buys another explorer fleet beyond its first: below
/// them, florins go to the cargo fleets that bring the shares home.
const NEXT_EXPLORER: i64 = 120;

/// Explorer fleets the expert keeps at most.
const MOST_EXPLORERS: usize = 3;

/// Thirds of this year's sales the budget counts on: a laden carrack sailing home is lost to
/// attrition one time in six or in three, and Maintenance takes factories when sales fall short.
const SALES_COUNTED: i64 = 2;

/// Halves of the next upkeep the budget keeps: a buffer against a lost cargo.
const UPKEEP_COVER: i64 = 3;

/// The least chance of taking a factory for which the expert invades.
const INVADE_CHANCE: f64 = 0.5;

/// The role a fleet plays in the expert's plan.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Role {
    /// A leader and an explorer: founds factories.
    Explorer,
    /// A leader without an explorer: the raider's war fleet, invading weak factories.
    Warship,
    /// Ships only (and soldiers on the way to a garrison): carries shares home.
    Cargo,
}

fn role(f: &Fleet) -> Role {
    match (f.has_leader(), f.count(Unit::Explorer) > 0) {
        (true, true) => Role::Explorer,
        (true, false) => Role::Warship,
        _ => Role::Cargo,
    }
}

/// Every area within `steps` of `from` by a shortest path (breadth first), `from` itself with
/// the empty path.
pub(super) fn reach(data: &Data, from: AreaId, steps: usize) -> Vec<(AreaId, Vec<AreaId>)> {
    let mut out: Vec<(AreaId, Vec<AreaId>)> = vec![(from, Vec::new())];
    let mut next = 0;
    while next < out.len() {
        let (here, path) = out[next].clone();
        next += 1;
        if path.len() >= steps {
            continue;
        }
        for &a in &data.area(here).adjacent {
            if out.iter().all(|(b, _)| *b != a) {
                let mut p = path.clone();
                p.push(a);
                out.push((a, p));
            }
        }
    }
    out
}

/// The chance that one ship is lost sailing `bounds` in one segment.
fn loss_chance(data: &Data, bounds: u32) -> f64 {
    data.lost_on(bounds).len() as f64 / 6.0
}

/// The smallest bribe with the best chance: more only pays the natural failures.
pub(super) fn best_bribe(data: &Data) -> u32 {
    (0..=data.factory.max_bribe)
        .find(|&b| {
            (1..=6).all(|die| founds(data, die, b) || !founds(data, die, data.factory.max_bribe))
        })
        .unwrap_or(0)
}

/// What the ships `lost` (a count, weakest first as the rules take them) and, when every ship
/// goes, the rest of the fleet are worth in florins.
fn loss_worth(data: &Data, f: &Fleet, lost: u32) -> f64 {
    let cost = |u: Unit| f64::from(data.unit(u).cost);
    if lost >= f.ships() {
        let units: f64 = Unit::ALL
            .iter()
            .map(|&u| f64::from(f.count(u)) * cost(u))
            .sum();
        let explorer = if role(f) == Role::Explorer {
            EXPLORER_WORTH
        } else {
            0.0
        };
        return units.max(explorer) + 30.0 * f.cargo.len() as f64;
    }
    let mut ships: Vec<Unit> = Unit::SHIPS
        .iter()
        .flat_map(|&u| std::iter::repeat_n(u, f.count(u) as usize))
        .collect();
    ships.sort_by_key(|&u| (data.unit(u).strength, data.unit(u).cargo));
    ships.iter().take(lost as usize).map(|&u| cost(u)).sum()
}

/// The expected gain in florins of `ours` attacking `theirs` at sea: over the six faces of the
/// die, what the enemy loses (weighted by [`HARM_WEIGHT`], plus the markers taken when it loses
/// every ship) less what we lose, less the bounds of the combat. None below the table's odds.
pub(super) fn attack_gain(data: &Data, ours: &Fleet, theirs: &Fleet) -> Option<f64> {
    let (column, _) = odds(
        data,
        ours.strength(data),
        theirs.strength(data),
        ours.has_leader(),
        theirs.has_leader(),
    )?;
    let taken = (ours.free(data) / data.movement.marker_cargo).min(theirs.cargo.len() as u32);
    let sunk = |n: u32| {
        let worth = HARM_WEIGHT * loss_worth(data, theirs, n);
        if n >= theirs.ships() {
            worth + 30.0 * f64::from(taken)
        } else {
            worth
        }
    };
    let total: f64 = (1..=6u8)
        .map(|die| match data.outcome(column, die) {
            Outcome::Nothing => 0.0,
            Outcome::Attacker(n) => -loss_worth(data, ours, u32::from(n)),
            Outcome::Defender(n) => sunk(u32::from(n)),
            Outcome::Eliminated => sunk(theirs.ships()),
        })
        .sum();
    let cost = data.movement.combat_bounds * data.movement.bound_price * ours.ships();
    Some(total / 6.0 - f64::from(cost))
}

/// The chance that `soldiers` (with a leader or not) take a factory of `defence` in one
/// invasion: a DE, or a D result larger than the garrison and forts (`layers`).
pub(super) fn invasion_chance(
    data: &Data,
    soldiers: u32,
    leader: bool,
    defence: u32,
    layers: u32,
) -> f64 {
    let Some(column) = data.column(soldiers * data.unit(Unit::Soldier).strength, defence) else {
        return 0.0;
    };
    let bonus = if leader { data.combat.leader_die } else { 0 };
    (1..=6u8)
        .filter(|&die| match data.outcome(column, (die + bonus).min(6)) {
            Outcome::Eliminated => true,
            Outcome::Defender(n) => u32::from(n) > layers,
            _ => false,
        })
        .count() as f64
        / 6.0
}

impl Planner<'_> {
    fn years_left(&self) -> u32 {
        self.game.last_year() + 1 - self.game.year()
    }

    /// The florins the draft leaves spare, negative when short: the treasury must pay round 2's
    /// voyages home (reserved in round 1 for every cargo fleet in the Indies with shares to
    /// bring), and with the
    /// sales of what reaches Europe this year, the next upkeep, the factories the draft attempts
    /// included. Sales count (in part, see [`SALES_COUNTED`]) so that a company short of florins
    /// still ships its shares home rather than sit on them until Maintenance takes its factories.
    pub(super) fn expert_budget(&self) -> i64 {
        let data = self.game.data();
        let w = self.world();
        let company = &w.companies[self.seat];
        let attempts = self
            .draft
            .iter()
            .filter(|o| matches!(o, Order::Attempt { .. }))
            .count() as u32;
        let due = w.upkeep_due(data, self.seat) + attempts * data.factory.upkeep;
        let first_round = self.game.round() == Some(1);
        let (mut voyages, mut sales, mut fetched) = (0, 0, Vec::new());
        for f in &company.fleets {
            match f.at {
                Place::Europe => {
                    sales += f
                        .cargo
                        .iter()
                        .map(|m| data.sale(w.price(data, m.commodity), m.share))
                        .sum::<u32>();
                }
                Place::Area(a) if first_round && role(f) == Role::Cargo => {
                    let waiting = if fetched.contains(&a) {
                        0
                    } else {
                        fetched.push(a);
                        self.waiting_worth(&w, a) as u32
                    };
                    if waiting > 0 || !f.cargo.is_empty() {
                        voyages += f.ships() * data.area(a).europe * data.movement.bound_price;
                    }
                    sales += waiting;
                }
                _ => {}
            }
        }
        let cash = company.treasury - i64::from(voyages);
        cash.min(cash + i64::from(sales) * SALES_COUNTED / 3 - i64::from(due) * UPKEEP_COVER / 2)
    }

    /// A new factory in `area` for this company: the florins its share of the output brings a
    /// year (36 while undrawn), shared with every other company that has a factory there or an
    /// explorer fleet standing in it. None with an own factory there or no free site.
    fn share_worth(&self, w: &World, area: AreaId) -> Option<f64> {
        let price = self.new_factory_price(w, area)?;
        let sites = &self.game.data().area(area).sites;
        let sharers = (0..w.companies.len())
            .filter(|&s| s != self.seat)
            .filter(|&s| {
                sites.iter().any(|&x| w.own_factory(s, x).is_some())
                    || w.companies[s]
                        .fleets
                        .iter()
                        .any(|f| f.at == Place::Area(area) && role(f) == Role::Explorer)
            })
            .count();
        Some(f64::from(price) / (sharers + 1) as f64)
    }

    /// A small preference of this seat for an area, so that bots of equal judgement spread out.
    fn leaning(&self, area: AreaId) -> f64 {
        ((self.seat * 5 + usize::from(area.0) * 3) % 7) as f64 * 0.5
    }

    /// The free site of `area` this seat founds at: another seat's choice when there are
    /// several (the first free site is everyone's obvious pick).
    fn site_for(&self, w: &World, area: AreaId) -> Option<SiteId> {
        let free: Vec<SiteId> = self
            .game
            .data()
            .area(area)
            .sites
            .iter()
            .copied()
            .filter(|&s| w.factory(s).is_none())
            .collect();
        match free.len() {
            0 => None,
            1 => Some(free[0]),
            n => Some(free[1 + self.seat % (n - 1)]),
        }
    }

    /// Round 1 of the expert, the orders that bring florins first: cargo fleets fetch shares,
    /// explorer fleets found, fights at good odds, then purchases.
    pub(super) fn expert_first_round(&mut self) {
        let mut fetched = Vec::new();
        for f in self.fleets() {
            if role(&f) == Role::Cargo && f.ships() > 0 {
                self.fetch(&f, &mut fetched);
            }
        }
        self.send_carracks(&mut fetched);
        // With no cargo fleet at all (lost at sea, and no florins for another), the first
        // explorer fleet fetches the richest shares itself, rather than found one more factory
        // whose shares would wait too.
        let mut carriers = self.has_carrier();
        let mut claimed = Vec::new();
        for f in self.fleets() {
            match (role(&f), f.at) {
                (Role::Explorer, Place::Area(_)) if !carriers && self.fetch(&f, &mut fetched) => {
                    carriers = true;
                }
                (Role::Explorer, Place::Area(_)) => self.found(&f, &mut claimed),
                (Role::Explorer, Place::Europe) if f.ships() > 0 && f.cargo.is_empty() => {
                    self.sail_out(f.id, &mut claimed, &mut fetched);
                }
                _ => {}
            }
        }
        self.fight();
        let w = self.world();
        let warship = self.fleets().iter().any(|f| role(f) == Role::Warship);
        let prey = (0..w.companies.len()).any(|s| s != self.seat && w.has_factory(s));
        if warship || (prey && self.years_left() >= 4 && self.spare() >= SPARE) {
            self.raid();
        }
        self.outfit(&mut claimed, &mut fetched);
    }

    /// Florins beyond the next upkeep, as the draft so far leaves them.
    fn spare(&self) -> i64 {
        let w = self.world();
        w.companies[self.seat].treasury - i64::from(w.upkeep_due(self.game.data(), self.seat))
    }

    /// An explorer fleet in the Indies attempts a factory where it is or in the best area in
    /// reach; with none in reach it sails towards the best area anywhere.
    fn found(&mut self, f: &Fleet, claimed: &mut Vec<AreaId>) {
        let data = self.game.data();
        let Place::Area(here) = f.at else { return };
        let w = self.world();
        let steps = data.movement.steps_per_round as usize;
        let ships = f64::from(f.ships());
        let best = reach(data, here, steps)
            .into_iter()
            .filter(|(a, _)| !claimed.contains(a))
            .filter_map(|(a, path)| {
                let worth = self.share_worth(&w, a)?;
                let bounds = path.len() as u32 * data.movement.step_bounds;
                let risk = loss_chance(data, bounds) * EXPLORER_WORTH;
                Some((
                    worth - risk - ships * f64::from(bounds) + self.leaning(a),
                    a,
                    path,
                ))
            })
            .max_by(|x, y| x.0.total_cmp(&y.0));
        let Some((_, area, path)) = best else {
            self.wander(f, here, claimed);
            return;
        };
        claimed.push(area);
        if !path.is_empty() && !self.try_add(Order::Sail { fleet: f.id, path }) {
            return;
        }
        self.attempt(f, area);
    }

    /// An explorer fleet in Europe voyages to the best area for a factory (the risk of
    /// attrition on the way counted) and attempts one there; false when none is worth it or
    /// the florins do not reach.
    fn sail_out(
        &mut self,
        id: FleetId,
        claimed: &mut Vec<AreaId>,
        fetched: &mut Vec<AreaId>,
    ) -> bool {
        let data = self.game.data();
        let w = self.world();
        let target = data
            .area_ids()
            .filter(|a| !claimed.contains(a))
            .filter_map(|a| {
                let worth = self.share_worth(&w, a)?;
                let europe = data.area(a).europe;
                let risk = loss_chance(data, europe) * EXPLORER_WORTH;
                Some((worth - risk - f64::from(europe) + self.leaning(a), a))
            })
            .max_by(|x, y| x.0.total_cmp(&y.0));
        let Some((_, area)) = target else {
            return false;
        };
        if !self.try_add(Order::Voyage {
            fleet: id,
            to: Place::Area(area),
        }) {
            return false;
        }
        claimed.push(area);
        if let Some(f) = self.world().fleet(self.seat, id).cloned() {
            self.attempt(&f, area);
        }
        // A carrack along, to bring the new factory's first share home in round 2.
        if self.years_left() >= 2 && !fetched.contains(&area) && self.send_carrack(area) {
            fetched.push(area);
        }
        true
    }

    /// Attempts a factory in `area` with the best bribe the florins allow.
    fn attempt(&mut self, f: &Fleet, area: AreaId) {
        let Some(site) = self.site_for(&self.world(), area) else {
            return;
        };
        for bribe in (0..=best_bribe(self.game.data())).rev() {
            if self.try_add(Order::Attempt {
                fleet: f.id,
                site,
                bribe,
            }) {
                return;
            }
        }
    }

    /// No area worth a factory in reach: two steps (free of attrition) along the way to the
    /// best area anywhere; in the last year, a second factory where it stands, for its points.
    fn wander(&mut self, f: &Fleet, here: AreaId, claimed: &mut Vec<AreaId>) {
        let data = self.game.data();
        let w = self.world();
        if self.years_left() == 1 {
            self.attempt(f, here);
            return;
        }
        let far = reach(data, here, data.areas.len())
            .into_iter()
            .filter(|(a, _)| !claimed.contains(a))
            .filter_map(|(a, path)| Some((self.share_worth(&w, a)? - path.len() as f64, a, path)))
            .max_by(|x, y| x.0.total_cmp(&y.0));
        if let Some((_, area, mut path)) = far {
            claimed.push(area);
            path.truncate(2);
            self.try_add(Order::Sail { fleet: f.id, path });
        }
    }

    /// What the company's factories in `area` will hold after this year's Spices segment, in
    /// florins at today's prices.
    fn waiting_worth(&self, w: &World, area: AreaId) -> f64 {
        let data = self.game.data();
        let sites = &data.area(area).sites;
        let stored: u32 = sites
            .iter()
            .filter_map(|&s| w.own_factory(self.seat, s))
            .flat_map(|f| f.markers.iter())
            .map(|m| data.sale(w.price(data, m.commodity), m.share))
            .sum();
        let sharers = (0..w.companies.len())
            .filter(|&s| sites.iter().any(|&x| w.own_factory(s, x).is_some()))
            .count()
            .max(1);
        let output = match w.output[usize::from(area.0)] {
            Some(c) if sites.iter().any(|&s| w.own_factory(self.seat, s).is_some()) => {
                w.price(data, c) / sharers as u32
            }
            _ => 0,
        };
        f64::from(stored + output)
    }

    /// The area (not yet fetched by another cargo fleet) whose shares are worth the most less
    /// the bounds of the way there, with the path from `from` (empty from Europe), if worth at
    /// least `least`.
    fn richest(
        &self,
        from: Place,
        fetched: &[AreaId],
        least: f64,
    ) -> Option<(AreaId, Vec<AreaId>)> {
        let data = self.game.data();
        let w = self.world();
        let options = match from {
            Place::Area(here) => reach(data, here, data.areas.len()),
            _ => data.area_ids().map(|a| (a, Vec::new())).collect(),
        };
        let step = f64::from(data.movement.step_bounds);
        options
            .into_iter()
            .filter(|(a, _)| !fetched.contains(a))
            .map(|(a, p)| (self.waiting_worth(&w, a) - step * p.len() as f64, a, p))
            .filter(|(v, ..)| *v >= least)
            .max_by(|x, y| x.0.total_cmp(&y.0))
            .map(|(_, a, p)| (a, p))
    }

    /// Whether a cargo fleet with ships is in the Indies or sails there in the draft.
    fn has_carrier(&self) -> bool {
        self.fleets()
            .iter()
            .any(|f| role(f) == Role::Cargo && f.ships() > 0 && f.at.area().is_some())
    }

    /// A fleet goes for the richest shares: a voyage out from Europe, or a sail in the Indies
    /// (a round's steps at most) when where it stands has too little. False when no shares are
    /// worth the trip or the florins do not reach.
    fn fetch(&mut self, f: &Fleet, fetched: &mut Vec<AreaId>) -> bool {
        let least = 20.0;
        match f.at {
            Place::Europe if f.cargo.is_empty() => {
                let Some((area, _)) = self.richest(Place::Europe, fetched, least) else {
                    return false;
                };
                fetched.push(area);
                self.voyage_with_soldiers(f.id, area)
            }
            Place::Area(here) => {
                let w = self.world();
                if self.waiting_worth(&w, here) >= least && !fetched.contains(&here) {
                    fetched.push(here);
                    return true;
                }
                let Some((area, mut path)) = self.richest(f.at, fetched, least) else {
                    return false;
                };
                fetched.push(area);
                path.truncate(self.game.data().movement.steps_per_round as usize);
                self.try_add(Order::Sail { fleet: f.id, path })
            }
            _ => false,
        }
    }

    /// A new carrack, bought and sent to `area` with its voyage (they pay only together).
    fn send_carrack(&mut self, area: AreaId) -> bool {
        let id = self.free_letter();
        let buy = Order::Buy {
            fleet: id,
            unit: Unit::Carrack,
            count: 1,
        };
        let voyage = Order::Voyage {
            fleet: id,
            to: Place::Area(area),
        };
        self.try_all([buy, voyage]) && {
            self.arm(id, area);
            true
        }
    }

    /// A cargo fleet in Europe voyages to `area`, with the soldiers its factories lack there
    /// when the florins allow.
    fn voyage_with_soldiers(&mut self, id: FleetId, area: AreaId) -> bool {
        self.try_add(Order::Voyage {
            fleet: id,
            to: Place::Area(area),
        }) && {
            self.arm(id, area);
            true
        }
    }

    /// Soldiers for the garrisons `area` lacks, aboard the fleet `id` that sails there.
    fn arm(&mut self, id: FleetId, area: AreaId) {
        let lacking = self.area_lacking(&self.world(), area);
        if lacking > 0 {
            self.try_add(Order::Buy {
                fleet: id,
                unit: Unit::Soldier,
                count: lacking,
            });
        }
    }

    /// Attacks where the expected gain is positive, and invasions where the chance is good.
    fn fight(&mut self) {
        let data = self.game.data();
        let w = self.world();
        let now = &w.companies;
        for f in &w.companies[self.seat].fleets {
            let Place::Area(area) = f.at else { continue };
            let prey = (0..now.len())
                .filter(|&s| s != self.seat)
                .flat_map(|s| now[s].fleets.iter().map(move |g| (s, g)))
                .filter(|(_, g)| g.at == f.at && g.ships() > 0)
                .filter_map(|(s, g)| Some((attack_gain(data, f, g)?, s, g.id)))
                .max_by(|x, y| x.0.total_cmp(&y.0));
            // A cargo fleet's worth is the shares it ships, more than its price: it keeps out
            // of fights.
            if let Some((gain, company, target)) = prey
                && gain > 0.0
                && role(f) != Role::Cargo
            {
                self.try_add(Order::Attack {
                    fleet: f.id,
                    company,
                    target,
                });
            }
            let soldiers = f.count(Unit::Soldier);
            let target = data
                .area(area)
                .sites
                .iter()
                .filter_map(|&s| {
                    let x = w.factory(s).filter(|x| x.owner != self.seat)?;
                    let chance = invasion_chance(
                        data,
                        soldiers,
                        f.has_leader(),
                        x.defence(data),
                        x.soldiers + x.forts,
                    );
                    Some((chance, s))
                })
                .max_by(|x, y| x.0.total_cmp(&y.0));
            if let Some((chance, site)) = target
                && chance >= INVADE_CHANCE
            {
                self.try_add(Order::Invade { fleet: f.id, site });
            }
        }
    }

    /// A new cargo carrack for each area whose shares no cargo fleet fetches, sailing at once:
    /// bought before anything else, since shares left in the Indies pay no upkeep.
    fn send_carracks(&mut self, fetched: &mut Vec<AreaId>) {
        while let Some((area, _)) = self.richest(Place::Europe, fetched, 40.0) {
            if !self.send_carrack(area) {
                break;
            }
            fetched.push(area);
        }
    }

    /// Buys explorer fleets while there are years to use them; each sails at once.
    fn outfit(&mut self, claimed: &mut Vec<AreaId>, fetched: &mut Vec<AreaId>) {
        let years = self.years_left();
        let explorers = self
            .fleets()
            .iter()
            .filter(|f| role(f) == Role::Explorer)
            .count();
        let wanted = if years > 3 { MOST_EXPLORERS } else { 0 };
        for k in explorers..wanted {
            if k > 0 && self.spare() < NEXT_EXPLORER {
                break;
            }
            let id = self.free_letter();
            let buy = |unit| Order::Buy {
                fleet: id,
                unit,
                count: 1,
            };
            let before = self.draft.len();
            let fleet = [buy(Unit::Carrack), buy(Unit::Leader), buy(Unit::Explorer)];
            if !(self.try_all(fleet) && self.sail_out(id, claimed, fetched)) {
                self.draft.truncate(before);
                break;
            }
        }
    }

    /// The most soldiers an enemy war fleet (soldiers and no explorer, or three soldiers or
    /// more) could land in `area` this year: from Europe, or from within a round's sailing.
    fn threat(&self, w: &World, area: AreaId) -> u32 {
        let data = self.game.data();
        let near = reach(data, area, data.movement.steps_per_round as usize);
        (0..w.companies.len())
            .filter(|&s| s != self.seat)
            .flat_map(|s| w.companies[s].fleets.iter())
            .filter(|g| g.count(Unit::Explorer) == 0 || g.count(Unit::Soldier) >= 3)
            .filter(|g| match g.at {
                Place::Area(a) => near.iter().any(|(b, _)| *b == a),
                Place::Europe => g.ships() > 0,
                Place::Csb => false,
            })
            .map(|g| g.count(Unit::Soldier))
            .max()
            .unwrap_or(0)
    }

    /// The soldiers the own factory at `site` lacks to make its capture by `threat` soldiers
    /// with a leader less likely than one in six.
    fn garrison_lacking(&self, w: &World, site: SiteId, threat: u32) -> u32 {
        let data = self.game.data();
        let Some(x) = w.own_factory(self.seat, site) else {
            return 0;
        };
        let strength = data.unit(Unit::Soldier).strength;
        (0..=4)
            .find(|&g| {
                let chance = invasion_chance(
                    data,
                    threat,
                    true,
                    x.defence(data) + g * strength,
                    x.soldiers + g + x.forts,
                );
                chance < 1.0 / 6.0
            })
            .unwrap_or(4)
    }

    /// The soldiers the own factories of `area` lack against the threat there.
    fn area_lacking(&self, w: &World, area: AreaId) -> u32 {
        let threat = self.threat(w, area);
        if threat == 0 {
            return 0;
        }
        let data = self.game.data();
        data.area(area)
            .sites
            .iter()
            .map(|&s| self.garrison_lacking(w, s, threat))
            .sum()
    }

    /// Round 2 of the expert: soldiers aboard go to the garrisons that lack them; then merge
    /// and load the shares where a fleet stands, the most valuable first; laden cargo fleets
    /// (every laden fleet in the last year) go home.
    pub(super) fn expert_second_round(&mut self) {
        let data = self.game.data();
        let last = self.years_left() == 1;
        // Explorer fleets carry shares in the last year, and whenever no cargo fleet can.
        let explorers_carry = last || !self.has_carrier();
        for f in self.fleets() {
            let Place::Area(area) = f.at else { continue };
            for &site in &data.area(area).sites {
                let w = self.world();
                let aboard = w
                    .fleet(self.seat, f.id)
                    .map_or(0, |g| g.count(Unit::Soldier));
                let threat = self.threat(&w, area);
                let lacking = self.garrison_lacking(&w, site, threat).min(aboard);
                if threat > 0 && lacking > 0 && role(&f) == Role::Cargo {
                    self.try_add(Order::Garrison {
                        fleet: f.id,
                        site,
                        soldiers: lacking,
                    });
                }
            }
            if role(&f) == Role::Explorer && !explorers_carry {
                continue;
            }
            for &site in &data.area(area).sites {
                let w = self.world();
                let Some(factory) = w.own_factory(self.seat, site).cloned() else {
                    continue;
                };
                // The most valuable shares first.
                self.load_factory(f.id, site, &factory.markers, |w, m| {
                    std::cmp::Reverse(data.sale(w.price(data, m.commodity), m.share))
                });
            }
            let laden = self
                .world()
                .fleet(self.seat, f.id)
                .is_some_and(|g| !g.cargo.is_empty());
            if laden {
                self.try_add(Order::Voyage {
                    fleet: f.id,
                    to: Place::Europe,
                });
            }
        }
    }
}
