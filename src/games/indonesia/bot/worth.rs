//! What a board is worth to each seat, as the `expert` policy reckons it: money in hand plus the
//! operating revenue the companies on the board would earn in each Operations phase still to
//! come. The policy compares the worth of the games its choices lead to, simulated on clones of
//! the game as its seat knows it.

use super::super::map::{AreaId, DeedKind, Era, Good};
use super::super::shipping::{self, City};
use super::super::{CompanyKind, Game, MoneyView, PublicView};
use crate::games::{Rules, Seat};
use std::collections::BTreeMap;

/// Each seat's operating revenue from one Operations phase on this board, every city taking its
/// full size of each good: production companies ship largest first (as operators pick their
/// best first), each to what the cities still accept after those before it, by the engine's
/// own solver and plan choice; sales to the operator, 5 a cube from the operator to the ships'
/// owners.
pub(super) fn yearly(game: &Game, view: &PublicView) -> Vec<i64> {
    let map = game.map();
    let mut revenue = vec![0i64; view.players.len()];
    let mut producers: Vec<_> = view
        .companies
        .iter()
        .filter_map(|c| match c.kind {
            CompanyKind::Production(good) => Some((c.areas.len(), c.id, c.owner, good)),
            CompanyKind::Shipping => None,
        })
        .collect();
    producers.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    let mut taken: BTreeMap<(AreaId, Good), u32> = BTreeMap::new();
    for (_, id, owner, good) in producers {
        let Some(mut problem) = game.shipping_problem_for(id, &[]) else {
            continue;
        };
        problem.cities = view
            .cities
            .iter()
            .filter_map(|city| {
                let demand = u32::from(city.size)
                    .saturating_sub(taken.get(&(city.area, good)).copied().unwrap_or(0));
                (demand > 0).then(|| City {
                    area: city.area,
                    seas: map.areas[usize::from(city.area)].seas.clone(),
                    demand,
                })
            })
            .collect();
        let plan = shipping::solve(&problem);
        for path in &plan.paths {
            *taken
                .entry((problem.cities[path.city].area, good))
                .or_insert(0) += 1;
        }
        let fee = i64::from(map.cargo_fee);
        revenue[owner] += i64::from(plan.shipped) * i64::from(map.prices[good.index()]);
        revenue[owner] -= i64::from(plan.cubes()) * fee;
        for (ship_owner, cubes) in plan.cubes_by_owner(&problem) {
            revenue[ship_owner] += i64::from(cubes) * fee;
        }
    }
    revenue
}

/// The Operations phases still to come (this year's included while it is ahead), the last
/// counted twice as the final score doubles it. Eras end when their deeds run out; a year
/// sees about one deed taken per player.
pub(super) fn years_left(game: &Game, view: &PublicView) -> f64 {
    let players = view.players.len() as f64;
    let map = game.map();
    let later = map.deeds.iter().filter(|d| d.era > game.era()).count() as f64;
    let kinds: Vec<DeedKind> = view
        .deeds
        .iter()
        .map(|d| map.deeds[usize::from(d.id)].kind)
        .collect();
    // Deeds of the commonest kind may stay unclaimed: an era ends with one kind left.
    let commonest = kinds
        .iter()
        .map(|k| kinds.iter().filter(|o| *o == k).count())
        .max()
        .unwrap_or(0);
    let now = (kinds.len() - commonest) as f64;
    let eras_to_come = match game.era() {
        Era::A => 2.0,
        Era::B => 1.0,
        Era::C => 0.0,
    };
    let ahead = (now + later * 0.75) / (players * 0.8) + eras_to_come;
    let this_year = if view.phase as u8 <= super::super::PhaseView::Operations as u8 {
        1.0
    } else {
        0.0
    };
    (ahead + this_year).max(1.0) + 1.0
}

/// Whether the era has run long: the rules let an era last for ever while deeds of two kinds
/// stay on the map that nobody wants; past these years the policy takes the least bad deed and
/// merges what it can, so that the game goes on to its end.
pub(super) fn overdue(game: &Game) -> bool {
    game.year() > last_year(game)
}

fn last_year(game: &Game) -> u32 {
    match game.era() {
        Era::A => 7,
        Era::B => 12,
        Era::C => 16,
    }
}

/// What each seat holds in money: cash, stash and operating revenue (others' cash as the seat
/// knows it: with closed money the game's stand-ins).
fn money(game: &Game, view: &PublicView) -> Vec<i64> {
    (0..view.players.len())
        .map(|seat| {
            let held = match &view.money {
                MoneyView::Open(players) => players[seat],
                MoneyView::Closed => game.seat_view(seat).money,
            };
            i64::from(held.cash) + held.revenue + i64::from(view.players[seat].stash)
        })
        .collect()
}

/// Each seat's worth: money plus `years` phases of yearly revenue.
pub(super) fn worth(game: &Game, years: f64) -> Vec<f64> {
    let view = game.public_view();
    let yearly = yearly(game, &view);
    money(game, &view)
        .into_iter()
        .zip(yearly)
        .map(|(m, y)| m as f64 + y as f64 * years)
        .collect()
}

/// How far `seat` is ahead in `worth`: its own worth less half the others' mean, so that it
/// grows its own business first and denies the others what costs it little.
pub(super) fn standing(worth: &[f64], seat: Seat) -> f64 {
    let others = worth.len().saturating_sub(1).max(1) as f64;
    let rest: f64 = worth
        .iter()
        .enumerate()
        .filter(|(s, _)| *s != seat)
        .map(|(_, w)| w)
        .sum();
    worth[seat] - 0.5 * rest / others
}

/// `seat`'s standing after `seat` plays `action` on a clone of `game` (None when refused).
pub(super) fn after(
    game: &Game,
    seat: Seat,
    action: &super::super::Action,
    years: f64,
) -> Option<f64> {
    let mut next = game.clone();
    next.apply(seat, action).ok()?;
    Some(standing(&worth(&next, years), seat))
}
