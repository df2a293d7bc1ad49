//! Operations: in repeating turn order each player operates one company at a time. A shipping
//! company may expand; a production company ships the most goods it can (the solver's plan, the
//! operator choosing among the maximal plans), pays for the cubes, and then expands: free and
//! compulsory when all goods were shipped, optional and paid (from cash, then operating revenue)
//! otherwise.

use super::{Action, CompanyId, Event, EventKind, Game, OpStep, Phase, RuleError};
use crate::games::indonesia::map::{AreaId, Good};
use crate::games::indonesia::shipping::{self, Problem};
use crate::games::indonesia::{
    CompanyKind, Delivery, OtherPlan, PhaseName, PlanView, Stopped, Track,
};
use crate::games::{Seat, cannot_afford, forbidden, public, unknown};
use crate::msg;

impl Game {
    pub(super) fn begin_operations(&mut self, events: &mut Vec<Event>) {
        self.start_phase(PhaseName::Operations, events);
        self.phase = Phase::Operations {
            turn: 0,
            step: OpStep::Choose,
        };
    }

    pub(super) fn operations_action(&self, action: &Action) -> bool {
        matches!(
            action,
            Action::Operate { .. }
                | Action::PlaceShip { .. }
                | Action::Prefer { .. }
                | Action::ClearPreferences
                | Action::Ship
                | Action::ShipPlan { .. }
                | Action::Expand { .. }
                | Action::Pass
        )
    }

    fn unoperated(&self, seat: Seat) -> Vec<CompanyId> {
        self.companies
            .values()
            .filter(|c| c.owner == seat && !c.operated)
            .map(|c| c.id)
            .collect()
    }

    /// The price of one paid expansion area: the company's good's price.
    pub(super) fn expansion_price(&self, company: CompanyId) -> u32 {
        match self.companies.get(&company).map(|c| c.kind) {
            Some(CompanyKind::Production(g)) => self.price(g),
            _ => 0,
        }
    }

    /// What a paid expansion may be paid from: cash, then this phase's operating revenue (as
    /// both public engines allow; cash first, since revenue counts double at the game's end).
    pub(super) fn expansion_funds(&self, seat: Seat) -> u32 {
        let revenue = u32::try_from(self.revenue[seat].max(0)).unwrap_or(u32::MAX);
        self.cash[seat].saturating_add(revenue)
    }

    fn finish_operation(&mut self, company: CompanyId) {
        if let Some(c) = self.companies.get_mut(&company) {
            c.operated = true;
        }
        if let Phase::Operations { turn, step } = &mut self.phase {
            *turn = (*turn + 1) % self.players;
            *step = OpStep::Choose;
        }
    }

    pub(super) fn settle_operations(&mut self, events: &mut Vec<Event>) -> bool {
        let Phase::Operations { turn, step } = &self.phase else {
            return false;
        };
        let (turn, step) = (*turn, step.clone());
        match step {
            OpStep::Choose => {
                if self.companies.values().all(|c| c.operated) {
                    self.end_operations(events);
                    return true;
                }
                if self.unoperated(self.seat_at(turn)).is_empty() {
                    self.phase = Phase::Operations {
                        turn: (turn + 1) % self.players,
                        step: OpStep::Choose,
                    };
                    return true;
                }
                false
            }
            OpStep::Ships { company, left } => {
                if left == 0 {
                    events.push(public(EventKind::ExpansionOver {
                        company: self.label(company),
                        why: Stopped::Limit,
                    }));
                    self.finish_operation(company);
                    return true;
                }
                false
            }
            OpStep::Plan { plan, company, .. } => {
                if plan.deliveries.is_empty() {
                    self.execute_plan(self.seat_at(turn), company, plan, events);
                    return true;
                }
                false
            }
            OpStep::Expand { company, left, .. } => {
                let why = if left == 0 {
                    Stopped::Limit
                } else if self.expansion_areas(company).is_empty() {
                    Stopped::NoRoom
                } else {
                    return false;
                };
                events.push(public(EventKind::ExpansionOver {
                    company: self.label(company),
                    why,
                }));
                self.finish_operation(company);
                true
            }
        }
    }

    /// The shipping problem of a production company, with what the plan's indices stand for.
    fn shipping_problem(
        &self,
        company: CompanyId,
        prefer: &[CompanyId],
    ) -> (Problem, Vec<Vec<AreaId>>) {
        let c = &self.companies[&company];
        let good = match c.kind {
            CompanyKind::Production(g) => g,
            CompanyKind::Shipping => Good::Rice,
        };
        let regions = self.regions(&c.areas);
        let problem = Problem {
            regions: regions
                .iter()
                .map(|r| {
                    let mut seas: Vec<u8> = r
                        .iter()
                        .flat_map(|&a| self.map.areas[usize::from(a)].seas.iter().copied())
                        .collect();
                    seas.sort_unstable();
                    seas.dedup();
                    shipping::Region {
                        goods: r.len() as u32,
                        seas,
                    }
                })
                .collect(),
            ships: self
                .companies
                .values()
                .filter(|s| s.kind == CompanyKind::Shipping)
                .flat_map(|s| {
                    let capacity = self.value(s.owner, Track::Hull);
                    s.ships.iter().map(move |&sea| shipping::Ship {
                        company: s.id,
                        owner: s.owner,
                        sea,
                        capacity,
                    })
                })
                .collect(),
            cities: self
                .cities
                .iter()
                .filter(|(_, city)| city.delivered[good as usize] < city.size)
                .map(|(&area, city)| shipping::City {
                    area,
                    seas: self.map.areas[usize::from(area)].seas.clone(),
                    demand: u32::from(city.size - city.delivered[good as usize]),
                })
                .collect(),
            sea_links: self
                .map
                .seas
                .iter()
                .enumerate()
                .flat_map(|(s, sea)| {
                    sea.seas
                        .iter()
                        .filter(move |&&t| usize::from(t) > s)
                        .map(move |&t| (s as u8, t))
                })
                .collect(),
            operator: c.owner,
            prefer: prefer.to_vec(),
        };
        (problem, regions)
    }

    /// The shipping problem the solver gets when production company `company` ships now with
    /// these preferences (what the plan on offer is computed from). For `nusantara bench`, which
    /// times the solver on positions from real games. `None` for a shipping company or a number
    /// no company has.
    pub fn shipping_problem_for(
        &self,
        company: CompanyId,
        prefer: &[CompanyId],
    ) -> Option<Problem> {
        match self.companies.get(&company)?.kind {
            CompanyKind::Production(_) => Some(self.shipping_problem(company, prefer).0),
            CompanyKind::Shipping => None,
        }
    }

    /// The plan on offer for `company` with these preferences, with the other plans the
    /// operator may choose instead: each shipping company preferred in turn, when that ships as
    /// many goods and pays other owners or reaches other cities (at most four).
    fn plan_for(&self, company: CompanyId, prefer: &[CompanyId]) -> PlanView {
        const MOST: usize = 4;
        let mut plan = self.solved(company, prefer);
        if plan.deliveries.is_empty() {
            return plan;
        }
        let key = |deliveries: &[Delivery], earnings: &[u32]| {
            let mut to: Vec<(CompanyId, AreaId)> =
                deliveries.iter().map(|d| (d.company, d.city)).collect();
            to.sort_unstable();
            (earnings.to_vec(), to)
        };
        let mut seen = vec![key(&plan.deliveries, &plan.earnings)];
        let shipping: Vec<CompanyId> = self
            .companies
            .values()
            .filter(|c| c.kind == CompanyKind::Shipping && !prefer.contains(&c.id))
            .map(|c| c.id)
            .collect();
        for k in shipping {
            if plan.others.len() == MOST {
                break;
            }
            let mut more = prefer.to_vec();
            more.push(k);
            let other = self.solved(company, &more);
            let id = key(&other.deliveries, &other.earnings);
            if other.deliveries.len() == plan.deliveries.len() && !seen.contains(&id) {
                seen.push(id);
                plan.others.push(OtherPlan {
                    deliveries: other.deliveries,
                    cubes: other.cubes,
                    earnings: other.earnings,
                });
            }
        }
        plan
    }

    /// The solver's plan for `company`, alone. Paths the solver got wrong (indices out of
    /// range) are left out rather than trusted.
    fn solved(&self, company: CompanyId, prefer: &[CompanyId]) -> PlanView {
        let (problem, regions) = self.shipping_problem(company, prefer);
        let plan = shipping::solve(&problem);
        let c = &self.companies[&company];
        let good = match c.kind {
            CompanyKind::Production(g) => g,
            CompanyKind::Shipping => Good::Rice,
        };
        let mut earnings = vec![0; self.players];
        let mut deliveries = Vec::new();
        let mut cubes = 0;
        for path in &plan.paths {
            let valid = path.region < regions.len()
                && path.city < problem.cities.len()
                && !path.ships.is_empty()
                && path.ships.iter().all(|&s| {
                    problem
                        .ships
                        .get(s)
                        .is_some_and(|ship| ship.company == path.company)
                });
            if !valid {
                continue;
            }
            let owner = problem.ships[path.ships[0]].owner;
            for &s in &path.ships {
                earnings[problem.ships[s].owner] += self.map.cargo_fee;
            }
            cubes += path.ships.len() as u32;
            deliveries.push(Delivery {
                deeds: self
                    .companies
                    .get(&path.company)
                    .map(|c| c.deeds.clone())
                    .unwrap_or_default(),
                from: regions[path.region].clone(),
                city: problem.cities[path.city].area,
                company: path.company,
                owner,
                ships: path.ships.iter().map(|&s| problem.ships[s].sea).collect(),
            });
        }
        PlanView {
            company,
            good,
            goods: c.areas.len() as u32,
            income: deliveries.len() as u32 * self.price(good),
            deliveries,
            cubes,
            earnings,
            prefer: prefer.to_vec(),
            others: Vec::new(),
        }
    }

    /// For `check_invariants`: the plan on offer is the solver's for the preferences, keeps
    /// every shipping rule, and ships as many goods as the plan without preferences.
    pub(super) fn check_offer(
        &self,
        company: CompanyId,
        prefer: &[CompanyId],
        plan: &PlanView,
    ) -> Result<(), String> {
        let (problem, _) = self.shipping_problem(company, prefer);
        let raw = shipping::solve(&problem);
        shipping::check_plan(&problem, &raw).map_err(|e| format!("shipping plan: {e}"))?;
        if self.plan_for(company, prefer) != *plan {
            return Err("the plan on offer is not the solver's".into());
        }
        let best = self.plan_for(company, &[]);
        if plan.deliveries.len() != best.deliveries.len() {
            return Err(format!(
                "preferences ship {} goods, the maximum is {}",
                plan.deliveries.len(),
                best.deliveries.len()
            ));
        }
        if let Some(o) = plan
            .others
            .iter()
            .find(|o| o.deliveries.len() != plan.deliveries.len())
        {
            return Err(format!(
                "another plan ships {} goods, the plan on offer {}",
                o.deliveries.len(),
                plan.deliveries.len()
            ));
        }
        Ok(())
    }

    /// Ships the goods: sales to the operator's revenue, 5 a cube paid by the operator, 5 a
    /// cube earned by the ships' owners (all in operating revenue; IOUs when it runs short).
    fn execute_plan(
        &mut self,
        seat: Seat,
        company: CompanyId,
        mut plan: PlanView,
        events: &mut Vec<Event>,
    ) {
        // The plans not chosen are of no more interest.
        plan.others.clear();
        for d in &plan.deliveries {
            if let Some(city) = self.cities.get_mut(&d.city) {
                city.delivered[plan.good as usize] += 1;
            }
        }
        let shipped = plan.deliveries.len() as u32;
        self.revenue[seat] += i64::from(plan.income);
        self.ledger.sold[plan.good as usize] += u64::from(shipped);
        self.revenue[seat] -= i64::from(plan.cubes * self.map.cargo_fee);
        self.ledger.cubes += u64::from(plan.cubes);
        for (owner, &e) in plan.earnings.iter().enumerate() {
            self.revenue[owner] += i64::from(e);
            self.ledger.cubes_earned += u64::from(e / self.map.cargo_fee.max(1));
        }
        let all = shipped == plan.goods;
        events.push(public(EventKind::Shipped { seat, plan }));
        let left = self.value(seat, Track::Expansion);
        self.set_step(OpStep::Expand {
            company,
            left,
            paid: !all,
        });
    }

    pub(super) fn check_operations(&self, seat: Seat, action: &Action) -> Result<(), RuleError> {
        let Phase::Operations { turn, step } = &self.phase else {
            return self.phase_error(seat);
        };
        if self.seat_at(*turn) != seat {
            return self.phase_error(seat);
        }
        match (step, action) {
            (OpStep::Choose, Action::Operate { company }) => {
                let not_own = msg!("indonesia-refused-operate-own");
                match self.companies.get(company) {
                    Some(c) if c.owner == seat && !c.operated => Ok(()),
                    Some(c) if c.owner == seat => forbidden(msg!(
                        "indonesia-refused-operated",
                        company = self.company_name(*company)
                    )),
                    Some(_) => forbidden(not_own),
                    None => unknown(not_own),
                }
            }
            (OpStep::Ships { company, .. }, Action::PlaceShip { sea }) => {
                let seas = self.ship_seas(*company);
                if seas.contains(sea) {
                    Ok(())
                } else {
                    let allowed: Vec<String> = seas
                        .iter()
                        .map(|&s| self.map.seas[usize::from(s)].short.clone())
                        .collect();
                    forbidden(msg!(
                        "indonesia-refused-ship-sea",
                        allowed = allowed.join(", ")
                    ))
                }
            }
            (OpStep::Ships { .. }, Action::Pass) => Ok(()),
            (OpStep::Plan { prefer, .. }, Action::Prefer { company }) => {
                let shipping: Vec<String> = self
                    .companies
                    .values()
                    .filter(|c| c.kind == CompanyKind::Shipping && !prefer.contains(&c.id))
                    .map(|c| format!("#{}", c.id))
                    .collect();
                let not_shipping = msg!(
                    "indonesia-refused-prefer-shipping",
                    shipping = crate::games::indonesia::text::list_said(shipping)
                );
                match self.companies.get(company) {
                    Some(c) if c.kind == CompanyKind::Shipping && !prefer.contains(company) => {
                        Ok(())
                    }
                    Some(c) if c.kind == CompanyKind::Shipping => {
                        forbidden(msg!("indonesia-refused-prefer-again"))
                    }
                    Some(_) => forbidden(not_shipping),
                    None => unknown(not_shipping),
                }
            }
            (OpStep::Plan { prefer, .. }, Action::ClearPreferences) => {
                if prefer.is_empty() {
                    forbidden(msg!("indonesia-refused-prefer-none"))
                } else {
                    Ok(())
                }
            }
            (OpStep::Plan { .. }, Action::Ship) => Ok(()),
            (OpStep::Plan { plan, .. }, Action::ShipPlan { number }) => {
                let last = plan.others.len() as u32 + 1;
                if (2..=last).contains(number) {
                    Ok(())
                } else if last == 1 {
                    forbidden(msg!("indonesia-refused-plan-only", number = *number))
                } else {
                    forbidden(msg!(
                        "indonesia-refused-plan-number",
                        number = *number,
                        last = last
                    ))
                }
            }
            (OpStep::Expand { company, paid, .. }, Action::Expand { area }) => {
                let areas = self.expansion_areas(*company);
                if !areas.contains(area) {
                    let allowed: Vec<&str> = areas.iter().map(|&a| self.area_name(a)).collect();
                    return forbidden(msg!(
                        "indonesia-refused-expand-area",
                        allowed = allowed.join(", ")
                    ));
                }
                let cost = self.expansion_price(*company);
                if *paid && self.expansion_funds(seat) < cost {
                    return cannot_afford(msg!(
                        "indonesia-refused-expand-cash",
                        cost = cost,
                        funds = self.expansion_funds(seat)
                    ));
                }
                Ok(())
            }
            (OpStep::Expand { paid: true, .. }, Action::Pass) => Ok(()),
            (OpStep::Expand { paid: false, .. }, Action::Pass) => {
                forbidden(msg!("indonesia-refused-expand-must"))
            }
            _ => self.phase_error(seat),
        }
    }

    pub(super) fn operations_perform(
        &mut self,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Event>,
    ) {
        let Phase::Operations { step, .. } = &self.phase else {
            return;
        };
        match (step.clone(), action) {
            (OpStep::Choose, Action::Operate { company }) => {
                let company = *company;
                events.push(public(EventKind::Operating {
                    seat,
                    company: self.label(company),
                }));
                let next = if self.companies[&company].kind == CompanyKind::Shipping {
                    let room = self
                        .ship_limit(company)
                        .saturating_sub(self.companies[&company].ships.len() as u32);
                    OpStep::Ships {
                        company,
                        left: room.min(self.value(seat, Track::Expansion)),
                    }
                } else {
                    let plan = self.plan_for(company, &[]);
                    if !plan.deliveries.is_empty() {
                        events.push(public(EventKind::PlanOffered {
                            seat,
                            plan: plan.clone(),
                        }));
                    }
                    OpStep::Plan {
                        company,
                        prefer: Vec::new(),
                        plan,
                    }
                };
                self.set_step(next);
            }
            (OpStep::Ships { company, left }, Action::PlaceShip { sea }) => {
                if let Some(c) = self.companies.get_mut(&company) {
                    c.ships.push(*sea);
                    c.ships.sort_unstable();
                }
                events.push(public(EventKind::ShipPlaced {
                    company: self.label(company),
                    sea: *sea,
                }));
                self.set_step(OpStep::Ships {
                    company,
                    left: left - 1,
                });
            }
            (OpStep::Ships { company, .. }, Action::Pass)
            | (OpStep::Expand { company, .. }, Action::Pass) => {
                events.push(public(EventKind::ExpansionOver {
                    company: self.label(company),
                    why: Stopped::Passed,
                }));
                self.finish_operation(company);
            }
            (
                OpStep::Plan {
                    company, prefer, ..
                },
                Action::Prefer { company: pick },
            ) => {
                let mut prefer = prefer.clone();
                prefer.push(*pick);
                self.offer(seat, company, prefer, events);
            }
            (OpStep::Plan { company, .. }, Action::ClearPreferences) => {
                self.offer(seat, company, Vec::new(), events);
            }
            (OpStep::Plan { company, plan, .. }, Action::Ship) => {
                self.execute_plan(seat, company, plan, events);
            }
            (OpStep::Plan { company, plan, .. }, Action::ShipPlan { number }) => {
                let other = plan.others[*number as usize - 2].clone();
                let chosen = PlanView {
                    deliveries: other.deliveries,
                    cubes: other.cubes,
                    earnings: other.earnings,
                    others: Vec::new(),
                    ..plan
                };
                self.execute_plan(seat, company, chosen, events);
            }
            (
                OpStep::Expand {
                    company,
                    left,
                    paid,
                },
                Action::Expand { area },
            ) => {
                let cost = if paid {
                    self.expansion_price(company)
                } else {
                    0
                };
                let from_cash = cost.min(self.cash[seat]);
                self.cash[seat] -= from_cash;
                self.revenue[seat] -= i64::from(cost - from_cash);
                self.ledger.expansions += u64::from(cost);
                if let Some(c) = self.companies.get_mut(&company) {
                    c.areas.push(*area);
                    c.areas.sort_unstable();
                }
                events.push(public(EventKind::Expanded {
                    company: self.label(company),
                    area: *area,
                    paid: cost,
                }));
                self.set_step(OpStep::Expand {
                    company,
                    left: left - 1,
                    paid,
                });
            }
            _ => {}
        }
    }

    fn offer(
        &mut self,
        seat: Seat,
        company: CompanyId,
        prefer: Vec<CompanyId>,
        events: &mut Vec<Event>,
    ) {
        let plan = self.plan_for(company, &prefer);
        events.push(public(EventKind::PlanOffered {
            seat,
            plan: plan.clone(),
        }));
        self.set_step(OpStep::Plan {
            company,
            prefer,
            plan,
        });
    }

    fn set_step(&mut self, next: OpStep) {
        if let Phase::Operations { step, .. } = &mut self.phase {
            *step = next;
        }
    }
}
