//! Indonesia's `expert` policy, the table's bot: it plays each choice for the board it leads to,
//! simulating the choice on a clone of the game as its seat knows it and weighing the money
//! held and the revenue the board would earn over the years left ([`worth`]). Research and the
//! turn order bid, whose worth shows only later, follow plain rules of thumb.

use super::super::map::{AreaId, Track};
use super::super::shipping::{self, Ship};
use super::super::{Action, CompanyId, CompanyKind, DeedKind, Game, Place, Prompt, PublicView};
use super::room::{fewest_merged_deeds, has_room};
use super::worth::{after, overdue, standing, worth, years_left};
use crate::games::{Policy, Rules, Seat};
use crate::rng::Rng;
use std::collections::BTreeMap;

/// The policy of [`Policy::choose`] below.
pub(in crate::games::indonesia) struct Expert;

pub(super) static EXPERT: Expert = Expert;

/// A merger or an acquisition must gain at least this much standing to be worth a move.
const MIN_GAIN: f64 = 1.0;

impl Policy<Game> for Expert {
    fn name(&self) -> &'static str {
        "expert"
    }

    fn choose(&self, known: &Game, seat: Seat, legal: &[Action], _rng: &mut Rng) -> Action {
        let view = known.public_view();
        let years = years_left(known, &view);
        let choice = match &view.prompt {
            // A standing pass would keep a long era from ending (the policy then merges and
            // acquires what it can, so it gives none then): cleared when next asked anything
            // (its bid may be a standing one too, so not only at the bid).
            _ if overdue(known) && known.check(seat, &Action::AskAgain).is_ok() => {
                Some(Action::AskAgain)
            }
            // Open bids as standing orders: nothing while there is no free slot or deed to
            // race for (asked again when one comes), else the least that leads, at most a
            // third of its cash (what `bid` searches for), each year.
            Prompt::Bid { .. } if !free_slot(&view, seat) || view.deeds.is_empty() => {
                Some(Action::BidEach { amount: 0 })
            }
            Prompt::Bid { .. } => Some(Action::BidLead {
                up_to: most_bid(legal) / 3,
            }),
            // Nothing bid for want of a free slot: so each year, asked again when one comes.
            Prompt::SealedBids { .. } => match bid(known, &view, seat, legal) {
                Some(Action::Bid { amount: 0 }) if !free_slot(&view, seat) => {
                    Some(Action::BidEach { amount: 0 })
                }
                other => other,
            },
            // A pass given as a standing pass: asked again when a new merger opens up.
            Prompt::Propose { .. } => match propose(known, &view, seat, legal, years) {
                Some(Action::Pass) if !overdue(known) => Some(Action::PassProposals),
                other => other,
            },
            Prompt::Raise { .. } => raise(known, seat, legal, years),
            // A pass given as a standing pass: asked again when a new deed or slot comes.
            Prompt::Acquire { .. } => match acquire(known, &view, seat, legal, years) {
                Some(Action::Pass) if !overdue(known) => Some(Action::PassAcquisitions),
                other => other,
            },
            // Kept each year as a standing order: the table asks again once a company takes
            // the last free slot, when slots may be the research the policy needs.
            Prompt::Research { .. } => {
                research(known, &view, seat, legal, years).map(|a| match a {
                    Action::Research { track, owner } => Action::ResearchEach { track, owner },
                    other => other,
                })
            }
            Prompt::Operate { .. } => operate(&view, legal),
            Prompt::Ship { .. } => Some(Action::Ship),
            Prompt::PlaceShips { .. } | Prompt::Expand { .. } => expand(known, seat, years),
            Prompt::PlaceCity { .. } | Prompt::Grow { .. } | Prompt::Remove { .. } => {
                best(known, &view, seat, legal.iter(), years).map(|(a, _)| a)
            }
            Prompt::Over { .. } => None,
        };
        match choice {
            Some(action) if legal.contains(&action) => action,
            // A proxy bid or several steps at once: not listed, but checked like any action.
            Some(action) if known.check(seat, &action).is_ok() => action,
            _ => legal[0].clone(),
        }
    }
}

/// Among `choices`, the one leading to the best standing (a pass counts as the board as it
/// is), ties going to the most promising place; with the standing it leads to.
fn best<'a>(
    known: &Game,
    view: &PublicView,
    seat: Seat,
    choices: impl Iterator<Item = &'a Action>,
    years: f64,
) -> Option<(Action, f64)> {
    let mut top: Option<(Action, f64)> = None;
    for action in choices {
        let Some(value) = after(known, seat, action, years) else {
            continue;
        };
        keep_best(
            &mut top,
            action,
            value + 0.01 * promise(known, view, action),
        );
    }
    top
}

/// Keeps in `top` whichever of it and `action` has the higher value (the earlier on a tie).
fn keep_best(top: &mut Option<(Action, f64)>, action: &Action, value: f64) {
    if top.as_ref().is_none_or(|(_, v)| value > *v) {
        *top = Some((action.clone(), value));
    }
}

/// An expansion in one command: the best area or ship, then on the board it leads to the best
/// next one, and so on while the seat still expands the same company and a step beats
/// stopping: each step the choice the bot would make were it asked again, so one command
/// ([`Action::ExpandMany`], [`Action::PlaceShips`]) does what several would.
fn expand(known: &Game, seat: Seat, years: f64) -> Option<Action> {
    let mut next = known.clone();
    let mut steps: Vec<Action> = Vec::new();
    loop {
        let view = next.public_view();
        let shipping = match view.prompt {
            Prompt::PlaceShips { seat: s, .. } if s == seat => true,
            Prompt::Expand { seat: s, .. } if s == seat => false,
            _ => break,
        };
        // This year's goods are shipped (or the ships placed before they are): the new area
        // or ship earns from next year on, the ship from now.
        let rest = if shipping { years } else { years - 1.0 };
        let legal = next.legal(seat);
        let Some((step, _)) = best(&next, &view, seat, legal.iter(), rest) else {
            break;
        };
        if !matches!(step, Action::Expand { .. } | Action::PlaceShip { .. }) {
            // Stopping beats another step: the steps so far, or the stop itself.
            if steps.is_empty() {
                return Some(step);
            }
            break;
        }
        if next.apply(seat, &step).is_err() {
            break;
        }
        steps.push(step);
    }
    let areas: Vec<AreaId> = steps
        .iter()
        .filter_map(|a| match a {
            Action::Expand { area } => Some(*area),
            _ => None,
        })
        .collect();
    let seas: Vec<u8> = steps
        .iter()
        .filter_map(|a| match a {
            Action::PlaceShip { sea } => Some(*sea),
            _ => None,
        })
        .collect();
    match (areas.len(), seas.len()) {
        (0, 0) => None,
        (1, 0) | (0, 1) => steps.pop(),
        (_, 0) => Some(Action::ExpandMany { areas }),
        _ => Some(Action::PlaceShips { seas }),
    }
}

/// The most the seat would pay for the merger `at(amount)` makes it win, in steps of `units`
/// from `from` up to its cash: the largest amount whose win leaves it better off than `lose` by
/// more than [`MIN_GAIN`] (a win is worth less the more it costs, so a bisection finds it);
/// None when not even `from` is.
fn valuation(
    known: &Game,
    seat: Seat,
    years: f64,
    from: u32,
    units: u32,
    lose: f64,
    at: impl Fn(u32) -> Action,
) -> Option<u32> {
    let step = units.max(1);
    let cash = known.seat_view(seat).money.cash;
    let worth_it = |amount: u32| {
        after_auction(known, seat, &at(amount), years).is_some_and(|w| w > lose + MIN_GAIN)
    };
    if from > cash || !worth_it(from) {
        return None;
    }
    // Steps above `from`: `low` is worth it, `high` is not (or beyond the cash).
    let (mut low, mut high) = (0u32, (cash - from) / step + 1);
    while high - low > 1 {
        let mid = low + (high - low) / 2;
        if worth_it(from + mid * step) {
            low = mid;
        } else {
            high = mid;
        }
    }
    Some(from + low * step)
}

/// A small tie-breaker for places whose worth shows only later: how much production, how many
/// cities and ships lie around a sea, a city or an expansion area.
fn promise(known: &Game, view: &PublicView, action: &Action) -> f64 {
    let map = known.map();
    let busy = |area: AreaId| {
        let city = view.cities.iter().any(|c| c.area == area);
        let producing = view.companies.iter().any(|c| c.areas.contains(&area));
        f64::from(u8::from(city) + u8::from(producing))
    };
    let ships_at = |sea: u8| {
        view.companies
            .iter()
            .filter(|c| c.ships.contains(&sea))
            .count() as f64
    };
    let around_sea = |sea: u8| -> f64 {
        map.seas[usize::from(sea)]
            .areas
            .iter()
            .map(|&a| busy(a))
            .sum::<f64>()
    };
    match action {
        Action::PlaceShip { sea } => around_sea(*sea),
        Action::PlaceCity { area } | Action::Grow { area } => map.areas[usize::from(*area)]
            .seas
            .iter()
            .map(|&s| around_sea(s) + ships_at(s))
            .sum(),
        Action::Expand { area } => map.areas[usize::from(*area)]
            .seas
            .iter()
            .map(|&s| ships_at(s) + 0.5)
            .sum(),
        _ => 0.0,
    }
}

/// The turn order bid: with a free slot and deeds to take, the least cash (at most a third of
/// it) that puts the seat first should those still to bid bid nothing; else nothing. Cash bid
/// is not lost (the stash counts in the score), only kept from mergers and expansions.
fn bid(known: &Game, view: &PublicView, seat: Seat, legal: &[Action]) -> Option<Action> {
    let free = free_slot(view, seat);
    let cash = most_bid(legal);
    if !free || view.deeds.is_empty() || first_after_bid(known, seat, 0) {
        return Some(Action::Bid { amount: 0 });
    }
    let cap = cash / 3;
    if !first_after_bid(known, seat, cap) {
        return Some(Action::Bid { amount: 0 });
    }
    let (mut low, mut high) = (0, cap);
    while high - low > 1 {
        let mid = (low + high) / 2;
        if first_after_bid(known, seat, mid) {
            high = mid;
        } else {
            low = mid;
        }
    }
    Some(Action::Bid { amount: high })
}

/// The largest bid among `legal`: the seat's cash.
fn most_bid(legal: &[Action]) -> u32 {
    legal
        .iter()
        .filter_map(|a| match a {
            Action::Bid { amount } => Some(*amount),
            _ => None,
        })
        .max()
        .unwrap_or(0)
}

fn free_slot(view: &PublicView, seat: Seat) -> bool {
    let me = &view.players[seat];
    me.values[Track::Slots as usize] as usize > me.companies.len()
}

/// Whether `seat` would lead the turn order after bidding `amount`, the seats still to bid
/// bidding nothing.
fn first_after_bid(known: &Game, seat: Seat, amount: u32) -> bool {
    let mut next = known.clone();
    if next.apply(seat, &Action::Bid { amount }).is_err() {
        return false;
    }
    for _ in 0..next.seats() * 2 {
        let waiting = next.waiting_for();
        let bidding = matches!(
            next.prompt(),
            Prompt::Bid { .. } | Prompt::SealedBids { .. }
        );
        if !bidding || waiting.is_empty() {
            break;
        }
        for s in waiting {
            if next.apply(s, &Action::Bid { amount: 0 }).is_err() {
                return false;
            }
        }
    }
    next.public_view().order.first() == Some(&seat)
}

/// A merger worth proposing at its lowest bid: the pair whose merged company (won at that bid,
/// the others passing) most raises the seat's standing, a slot freed counting as a deed to
/// come. The legal list names every multiple of every pair's bid up to the cash: only each
/// pair's lowest is weighed, so the work grows with the pairs, not the bids.
fn propose(
    known: &Game,
    view: &PublicView,
    seat: Seat,
    legal: &[Action],
    years: f64,
) -> Option<Action> {
    let mut lowest: BTreeMap<(CompanyId, CompanyId), u32> = BTreeMap::new();
    for action in legal {
        if let Action::Propose { first, second, bid } = action {
            let key = ((*first).min(*second), (*first).max(*second));
            let low = lowest.entry(key).or_insert(*bid);
            *low = (*low).min(*bid);
        }
    }
    let base = standing(&worth(known, years), seat) + slot_bonus(known, view, seat, years);
    let mut top: Option<(Action, f64)> = None;
    for ((first, second), bid) in lowest {
        let action = Action::Propose { first, second, bid };
        let Some(value) = after_auction(known, seat, &action, years) else {
            continue;
        };
        keep_best(&mut top, &action, value - base);
    }
    // The proposal carries the seat's maximum: the most the merger is worth to it.
    Some(match worth_a_move(known, top) {
        Action::Propose { first, second, bid } => {
            let units = known.merger_units(first, second);
            let at = |bid| Action::Propose { first, second, bid };
            match valuation(known, seat, years, bid, units, base, at) {
                Some(up_to) if up_to > bid => Action::ProposeUpTo {
                    first,
                    second,
                    bid,
                    up_to,
                },
                _ => Action::Propose { first, second, bid },
            }
        }
        other => other,
    })
}

/// The best choice when it gains enough, or when the era has run long (any); else a pass.
fn worth_a_move(known: &Game, top: Option<(Action, f64)>) -> Action {
    match top {
        Some((action, gain)) if gain > MIN_GAIN || overdue(known) => action,
        _ => Action::Pass,
    }
}

/// The seat's standing once `action` is played and the merger auction runs out with every
/// other seat passing (removals for a siap saji creation: the first offered), a slot freed
/// counting as a deed to come; None when refused, or when it leaves the seat no room for a
/// deed (see [`super::room`]).
fn after_auction(known: &Game, seat: Seat, action: &Action, years: f64) -> Option<f64> {
    let mut next = known.clone();
    next.apply(seat, action).ok()?;
    for _ in 0..64 {
        let step = match next.prompt() {
            Prompt::Raise { seat: s, .. } if s != seat => (s, Action::Pass),
            Prompt::Remove { seat: s, .. } => {
                let first = next.legal(s).into_iter().next()?;
                (s, first)
            }
            _ => break,
        };
        next.apply(step.0, &step.1).ok()?;
    }
    let view = next.public_view();
    if !has_room(&next, &view, seat) {
        return None;
    }
    Some(standing(&worth(&next, years), seat) + slot_bonus(&next, &view, seat, years))
}

/// What the seat's free slots are worth while deeds remain to be taken: a deed's yearly
/// revenue over the years left, about.
fn slot_bonus(known: &Game, view: &PublicView, seat: Seat, years: f64) -> f64 {
    let me = &view.players[seat];
    let free = (me.values[Track::Slots as usize] as usize).saturating_sub(me.companies.len());
    let deeds_ahead =
        !view.deeds.is_empty() || known.map().deeds.iter().any(|d| d.era > known.era());
    if deeds_ahead {
        free.min(2) as f64 * 12.0 * (years - 1.0).max(0.0)
    } else {
        0.0
    }
}

/// In a merger auction: raise by the least step when winning at that price leaves the seat
/// better off than letting the leader have it at the present bid, with a maximum at the most
/// the merger is worth to the seat, so the auction need not wait for it again.
fn raise(known: &Game, seat: Seat, legal: &[Action], years: f64) -> Option<Action> {
    let least = legal
        .iter()
        .filter_map(|a| match a {
            Action::Raise { amount } => Some(*amount),
            _ => None,
        })
        .min();
    let Some(amount) = least else {
        return Some(Action::Pass);
    };
    let Some(lose) = after_auction(known, seat, &Action::Pass, years) else {
        return Some(Action::Pass);
    };
    let units = match known.prompt() {
        Prompt::Raise { units, .. } => units,
        _ => 1,
    };
    // Not one raise at a time but a maximum: the table raises for the seat up to it.
    let at = |amount| Action::Raise { amount };
    Some(
        match valuation(known, seat, years, amount, units, lose, at) {
            Some(up_to) if up_to > amount => Action::RaiseUpTo { amount, up_to },
            Some(_) => Action::Raise { amount },
            None => Action::Pass,
        },
    )
}

/// The deed (and its first area or sea) that most raises the seat's standing, counting what a
/// production company could ship once a ship serves it, when one could; a pass when no deed is
/// worth a slot. Never a deed that fills the last slot for good (see [`super::room`]).
fn acquire(
    known: &Game,
    view: &PublicView,
    seat: Seat,
    legal: &[Action],
    years: f64,
) -> Option<Action> {
    let base = standing(&worth(known, years), seat);
    let mut top: Option<(Action, f64)> = None;
    for action in legal {
        let Action::Acquire { deed, at } = action else {
            continue;
        };
        let mut next = known.clone();
        if next.apply(seat, action).is_err() || !has_room(&next, &next.public_view(), seat) {
            continue;
        }
        let value = standing(&worth(&next, years), seat);
        let kind = known.map().deeds[usize::from(*deed)].kind;
        let hope = match (kind, at) {
            (DeedKind::Shipping, Place::Sea(sea)) => {
                0.05 * years * promise(known, view, &Action::PlaceShip { sea: *sea })
            }
            (_, Place::Area(area)) => shipping_hope(known, view, seat, action, *area) * years,
            _ => 0.0,
        };
        keep_best(&mut top, action, value - base + hope);
    }
    Some(worth_a_move(known, top))
}

/// For a production deed started at `area`: half the yearly sales it would make if the seat had
/// a ship in one sea off the area, counted only where a ship could come: a sea holding a ship
/// already or next to one, or off the province of a shipping deed the seat could still take.
/// Nothing when it already ships (the simulation counts that).
fn shipping_hope(
    known: &Game,
    view: &PublicView,
    seat: Seat,
    action: &Action,
    area: AreaId,
) -> f64 {
    let map = known.map();
    let mut next = known.clone();
    if next.apply(seat, action).is_err() {
        return 0.0;
    }
    let after_view = next.public_view();
    let Some(company) = after_view
        .companies
        .iter()
        .filter(|c| c.owner == seat && c.areas.contains(&area))
        .max_by_key(|c| c.id)
    else {
        return 0.0;
    };
    let CompanyKind::Production(good) = company.kind else {
        return 0.0;
    };
    let Some(problem) = next.shipping_problem_for(company.id, &[]) else {
        return 0.0;
    };
    if shipping::solve(&problem).shipped > 0 {
        return 0.0;
    }
    let me = &after_view.players[seat];
    let slot_left = me.values[Track::Slots as usize] as usize > me.companies.len();
    let shipped_near = |sea: u8| {
        view.companies.iter().any(|c| {
            c.ships
                .iter()
                .any(|&s| s == sea || map.seas[usize::from(s)].seas.contains(&sea))
        })
    };
    let deed_near = |sea: u8| {
        slot_left
            && view.deeds.iter().any(|d| {
                map.deeds[usize::from(d.id)].kind == DeedKind::Shipping
                    && map.seas_bordering_province(d.province).contains(&sea)
            })
    };
    let hull = me.values[Track::Hull as usize];
    let mut most = 0;
    for &sea in &map.areas[usize::from(area)].seas {
        if !shipped_near(sea) && !deed_near(sea) {
            continue;
        }
        let mut trial = problem.clone();
        trial.ships.push(Ship {
            company: u32::MAX,
            owner: seat,
            sea,
            capacity: hull,
        });
        most = most.max(shipping::solve(&trial).shipped);
    }
    0.5 * f64::from(most * map.prices[good.index()])
}

/// Research for the seat itself, never another's hull: hull by what the extra capacity ships
/// now, slots while deeds remain and every slot is full, mergers until its smallest possible
/// merger is allowed, expansion by the production companies that grow with it.
fn research(
    known: &Game,
    view: &PublicView,
    seat: Seat,
    legal: &[Action],
    years: f64,
) -> Option<Action> {
    let me = &view.players[seat];
    let value = |t: Track| me.values[t as usize];
    let mine: Vec<_> = view.companies.iter().filter(|c| c.owner == seat).collect();
    let producing = mine
        .iter()
        .filter(|c| matches!(c.kind, CompanyKind::Production(_)))
        .count() as f64;
    // The Mergers step its smallest possible merger needs (at least 3, room for a third deed).
    let merger_needs = fewest_merged_deeds(known, view, seat).map(|n| n.max(3) as u32);
    let deeds_ahead =
        !view.deeds.is_empty() || known.map().deeds.iter().any(|d| d.era > known.era());
    let base = standing(&worth(known, years), seat);
    let mut top: Option<(Action, f64)> = None;
    for action in legal {
        let Action::Research { track, owner } = action else {
            continue;
        };
        if *owner != seat {
            continue;
        }
        let score = match track {
            Track::Hull => after(known, seat, action, years).map_or(0.0, |v| v - base) + 1.0,
            Track::Slots if deeds_ahead && value(Track::Slots) as usize <= mine.len() => {
                15.0 * years
            }
            Track::Slots => 2.0,
            Track::Mergers if merger_needs.is_some_and(|n| value(Track::Mergers) < n) => {
                8.0 * years
            }
            Track::Mergers => 1.5,
            Track::Expansion => 4.0 * producing * years + 0.5,
            Track::BidMultiplier => 0.2,
        };
        keep_best(&mut top, action, score);
    }
    // Only others' hull tracks are left: the least harmful, the one with fewest ships.
    top.map(|(a, _)| a).or_else(|| {
        legal
            .iter()
            .min_by_key(|a| match a {
                Action::Research { owner, .. } => view
                    .companies
                    .iter()
                    .filter(|c| c.owner == *owner)
                    .map(|c| c.ships.len())
                    .sum::<usize>(),
                _ => usize::MAX,
            })
            .cloned()
    })
}

/// Which company to operate: shipping companies first (their new ships carry this year's
/// goods), then the production company with the most areas (it claims the cities first).
fn operate(view: &PublicView, legal: &[Action]) -> Option<Action> {
    legal
        .iter()
        .filter_map(|a| match a {
            Action::Operate { company } => view.companies.iter().find(|c| c.id == *company),
            _ => None,
        })
        .max_by_key(|c| {
            (
                c.kind == CompanyKind::Shipping,
                c.areas.len(),
                u32::MAX - c.id,
            )
        })
        .map(|c| Action::Operate { company: c.id })
}
