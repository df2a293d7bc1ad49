//! Events as sentences for a chat channel. Public events describe only what the whole table may
//! know; the private ones (draft changes) speak to "you". Companies are named with `name`.

use super::data::{Data, Outcome, Unit};
use super::world::{Loss, Marker};
use super::{Event, EventKind, FleetRef, Holder, Stage};
use reports::{battle_text, invasion_text, removal_text};

mod digest;
mod reports;
use super::ledger::florins;
use crate::games::{Seat, and_list, counted};
pub use digest::digest;

/// "@alice's", "England's", "Netherlands'": whose a fleet or an order is.
pub(super) fn whose(name: &str) -> String {
    match name.ends_with('s') {
        true => format!("{name}'"),
        false => format!("{name}'s"),
    }
}

pub(super) fn bounds(n: u32) -> String {
    counted(n, "bound", "bounds")
}

pub(super) fn units(data: &Data, unit: Unit, n: u32) -> String {
    let d = data.unit(unit);
    if n == 1 {
        format!("1 {}", d.name)
    } else {
        format!("{n} {}", d.plural)
    }
}

/// "2 × cinnamon 1/1, tea 1/2": alike markers counted, in the order first met.
pub fn markers(data: &Data, list: &[Marker]) -> String {
    let mut counts: Vec<(Marker, u32)> = Vec::new();
    for m in list {
        match counts.iter_mut().find(|(seen, _)| seen == m) {
            Some((_, n)) => *n += 1,
            None => counts.push((*m, 1)),
        }
    }
    let parts: Vec<String> = counts
        .iter()
        .map(|(m, n)| match n {
            1 => m.text(data),
            n => format!("{n} × {}", m.text(data)),
        })
        .collect();
    parts.join(", ")
}

/// "1 carrack, 2 soldiers and cloves 1/3", or "nothing".
pub(super) fn loss_text(data: &Data, loss: &Loss) -> String {
    let mut parts = Vec::new();
    for u in Unit::SHIPS {
        let n = loss.ships.iter().filter(|&&s| s == u).count() as u32;
        if n > 0 {
            parts.push(units(data, u, n));
        }
    }
    for (u, n) in [
        (Unit::Soldier, loss.soldiers),
        (Unit::Leader, loss.leaders),
        (Unit::Explorer, loss.explorers),
    ] {
        if n > 0 {
            parts.push(units(data, u, n));
        }
    }
    if !loss.markers.is_empty() {
        parts.push(markers(data, &loss.markers));
    }
    if parts.is_empty() {
        "nothing".to_string()
    } else {
        and_list(&parts)
    }
}

pub(super) fn outcome_text(o: Outcome) -> String {
    match o {
        Outcome::Nothing => "no effect".into(),
        Outcome::Attacker(n) => format!("A{n}"),
        Outcome::Defender(n) => format!("D{n}"),
        Outcome::Eliminated => "DE".into(),
    }
}

pub fn stage_name(stage: Stage) -> &'static str {
    match stage {
        Stage::Outfitting => "Outfitting",
        Stage::InitialVoyages => "Initial trans-oceanic movement",
        Stage::IndiesMovement => "Indies movement",
        Stage::Combat => "Interceptions and combat",
        Stage::Attrition => "Attrition",
        Stage::Invasions => "Invasions",
        Stage::Factories => "Factory segment",
        Stage::Commodities => "Commodities segment",
        Stage::Spices => "Spices segment",
        Stage::Cargo => "Loading and unloading",
        Stage::FinalVoyages => "Final trans-oceanic movement",
        Stage::FinalCombat => "Interceptions and combat",
        Stage::FinalAttrition => "Attrition",
        Stage::Treasury => "Treasury segment",
        Stage::Maintenance => "Maintenance",
    }
}

impl Event {
    /// One English sentence (or a few lines, for the reveal) for this event.
    pub fn text(&self, data: &Data, name: &dyn Fn(Seat) -> String) -> String {
        let say = Say { data, name };
        match &self.kind {
            kind @ (EventKind::Initiative { .. }
            | EventKind::RoundOpened { .. }
            | EventKind::OrderAdded { .. }
            | EventKind::OrderReplaced { .. }
            | EventKind::OrderWithdrawn { .. }
            | EventKind::DraftCleared { .. }
            | EventKind::Sealed { .. }
            | EventKind::Lapsed { .. }
            | EventKind::OrdersRevealed { .. }
            | EventKind::Stage { .. }
            | EventKind::Skipped { .. }
            | EventKind::MaintenanceOrdered { .. }
            | EventKind::Patrolling { .. }) => say.orders(kind),
            kind @ (EventKind::Bought { .. }
            | EventKind::Sailed { .. }
            | EventKind::CommodityDrawn { .. }
            | EventKind::Attrition { .. }) => say.voyages(kind),
            kind @ (EventKind::InterceptionTried { .. }
            | EventKind::Battle(..)
            | EventKind::NoBattle { .. }
            | EventKind::Invasion(..)
            | EventKind::FactoryAttempt { .. }
            | EventKind::FortBuilt { .. }) => say.fights(kind),
            kind @ (EventKind::Prices { .. }
            | EventKind::Shares { .. }
            | EventKind::Loaded { .. }
            | EventKind::Unloaded { .. }
            | EventKind::Garrisoned { .. }
            | EventKind::Embarked { .. }
            | EventKind::ChangedUp { .. }
            | EventKind::Sold { .. }) => say.trade(kind),
            kind @ (EventKind::Subsidy { .. }
            | EventKind::Upkeep { .. }
            | EventKind::LeftCsb { .. }
            | EventKind::GameOver { .. }) => say.treasury(kind),
        }
    }
}

/// Writes events as sentences: the game's data, and how companies are named.
struct Say<'a> {
    data: &'a Data,
    name: &'a dyn Fn(Seat) -> String,
}

impl Say<'_> {
    /// The year's initiative and its order rounds: drafts, seals, the reveal, skipped orders.
    fn orders(&self, kind: &EventKind) -> String {
        let data = self.data;
        let name = self.name;
        match kind {
            EventKind::Initiative { year, rolls, order } => {
                let r: Vec<String> = rolls
                    .iter()
                    .map(|r| format!("{} {} × {} = {}", name(r.seat), r.treasury, r.die, r.value))
                    .collect();
                let o: Vec<String> = order.iter().map(|&s| name(s)).collect();
                format!(
                    "Initiative for {year}: {}. Order: {}.",
                    r.join(", "),
                    o.join(", ")
                )
            }
            EventKind::RoundOpened { year, round } => {
                let what = if *round == 1 {
                    "purchases, movement, patrols, attacks, invasions, factory attempts and forts"
                } else {
                    "loading, unloading, change-ups, garrisons and the final voyages"
                };
                format!(
                    "{year}, order round {round} is open: send your orders ({what}), then seal them."
                )
            }
            EventKind::OrderAdded { index, order, .. } => format!(
                "Order {} added: {}.{}",
                index + 1,
                order.text(data, name),
                bribe_note(data, order)
            ),
            EventKind::OrderReplaced { index, order, .. } => format!(
                "Order {} is now: {}.{}",
                index + 1,
                order.text(data, name),
                bribe_note(data, order)
            ),
            EventKind::OrderWithdrawn { index, order, .. } => {
                format!(
                    "Order {} withdrawn ({}).",
                    index + 1,
                    order.text(data, name)
                )
            }
            EventKind::DraftCleared { .. } => "Your draft is empty.".to_string(),
            EventKind::Sealed { seat, sealed, of } => {
                format!("{} has sealed its orders ({sealed} of {of}).", name(*seat))
            }
            EventKind::Lapsed { seat } => format!(
                "{} did not seal in time and plays the default orders: stay put, buy nothing.",
                name(*seat)
            ),
            // Every order shows below in what it did (or why it was not carried out), so the
            // reveal only counts them: a list of every order would fill the channel twice.
            EventKind::OrdersRevealed {
                year,
                round,
                orders,
            } => {
                let counts: Vec<String> = orders
                    .iter()
                    .enumerate()
                    .map(|(seat, list)| match list.len() {
                        0 => format!("{} none", name(seat)),
                        n => format!("{} {n}", name(seat)),
                    })
                    .collect();
                format!(
                    "The orders of {year}, round {round}, are revealed and carried out (orders: {}).",
                    counts.join(", ")
                )
            }
            EventKind::Stage { stage } => format!("— {} —", stage_name(*stage)),
            EventKind::Skipped {
                seat,
                order,
                reason,
            } => format!(
                "{}'s order is not carried out ({}): {reason}",
                name(*seat),
                order.text(data, name)
            ),
            EventKind::MaintenanceOrdered { seat, order } => {
                let o = super::Order::Maintenance {
                    order: order.clone(),
                };
                format!(
                    "{} standing order: {}.",
                    whose(&name(*seat)),
                    o.text(data, name)
                )
            }
            EventKind::Patrolling {
                seat,
                fleet: f,
                patrol,
            } => {
                let whom = patrol.company.map_or("any company".to_string(), name);
                format!(
                    "{} squadron {f} in the {} will intercept {whom} at {} or better{}.",
                    whose(&name(*seat)),
                    data.csb,
                    data.column_text(patrol.odds),
                    if patrol.laden {
                        ", laden fleets only"
                    } else {
                        ""
                    }
                )
            }
            // The kinds of the other sections.
            _ => String::new(),
        }
    }

    /// Purchases and movement: buying, sailing, the first draw of an area, attrition.
    fn voyages(&self, kind: &EventKind) -> String {
        let data = self.data;
        let name = self.name;
        let area = |a: &super::AreaId| data.area(*a).name.clone();
        match kind {
            EventKind::Bought {
                seat,
                fleet: f,
                unit,
                count,
                cost,
            } => format!(
                "{} buys {} for fleet {f} ({}).",
                name(*seat),
                units(data, *unit, *count),
                florins(*cost)
            ),
            EventKind::Sailed {
                seat,
                fleet: f,
                from,
                path,
                bounds: n,
                cost,
            } => {
                let mut places = vec![from.name(data)];
                places.extend(path.iter().map(|p| p.name(data)));
                format!(
                    "{}'s fleet {f} sails {}: {}, {}.",
                    name(*seat),
                    places.join(" → "),
                    bounds(*n),
                    florins(*cost)
                )
            }
            EventKind::CommodityDrawn {
                seat,
                fleet: f,
                area: a,
                die,
                commodity,
            } => format!(
                "{}: {}'s fleet {f} is the first there and draws {die}: {}.",
                area(a),
                name(*seat),
                data.commodity(*commodity)
            ),
            EventKind::Attrition {
                seat,
                fleet: f,
                bounds: n,
                rolled_on,
                oceanic,
                dice,
                loss,
            } => {
                let bounds = if rolled_on != n {
                    format!("{}, halved to {rolled_on}", bounds(*n))
                } else {
                    bounds(*n)
                };
                let kind = if *oceanic {
                    "voyage"
                } else {
                    "Indies movement"
                };
                let dice: Vec<String> = dice.iter().map(u8::to_string).collect();
                if dice.is_empty() {
                    return format!(
                        "Attrition, {}'s fleet {f} ({kind}, {bounds}): no roll.",
                        name(*seat)
                    );
                }
                let lost = if loss.ships.is_empty() {
                    "no loss".to_string()
                } else if loss.fleet_lost {
                    format!("the whole fleet is lost: {}", loss_text(data, loss))
                } else {
                    format!("lost: {}", loss_text(data, loss))
                };
                format!(
                    "Attrition, {}'s fleet {f} ({kind}, {bounds}): {}: {lost}.",
                    name(*seat),
                    dice.join(" ")
                )
            }
            // The kinds of the other sections.
            _ => String::new(),
        }
    }

    /// Interceptions, battles and invasions; factories founded and forts built.
    fn fights(&self, kind: &EventKind) -> String {
        let data = self.data;
        let name = self.name;
        let site = |s: &super::SiteId| data.site(*s).name.clone();
        let fleet = |f: &FleetRef| format!("{} fleet {}", whose(&name(f.seat)), f.fleet);
        match kind {
            EventKind::InterceptionTried {
                seat,
                fleet: f,
                target,
                die,
                bonus,
                success,
                cost,
            } => {
                let roll = if *bonus > 0 {
                    format!("{die} + leader {bonus} = {}", u32::from(*die) + bonus)
                } else {
                    die.to_string()
                };
                format!(
                    "{} squadron {f} goes after {} ({}): {roll}, {}.",
                    whose(&name(*seat)),
                    fleet(target),
                    florins(*cost),
                    if *success {
                        "intercepted"
                    } else {
                        "it slips away"
                    }
                )
            }
            EventKind::Battle(b) => battle_text(data, name, b),
            EventKind::NoBattle {
                attacker,
                defender,
                attack,
                defence,
            } => format!(
                "No battle between {} and {}: {attack} to {defence} is below the table.",
                fleet(attacker),
                fleet(defender)
            ),
            EventKind::Invasion(i) => invasion_text(data, name, i),
            EventKind::FactoryAttempt {
                seat,
                site: s,
                die,
                bribe,
                success,
                ..
            } => {
                let roll = if *bribe > 0 {
                    format!("{die} + bribe {bribe} = {}", u32::from(*die) + bribe)
                } else {
                    die.to_string()
                };
                if *success {
                    format!("{}: {roll}, {} founds a factory.", site(s), name(*seat))
                } else if u32::from(*die) <= data.factory.always_fails {
                    format!(
                        "{}: {die}, a natural {die} always fails; {} founds no factory.",
                        site(s),
                        name(*seat)
                    )
                } else {
                    format!("{}: {roll}, {} founds no factory.", site(s), name(*seat))
                }
            }
            EventKind::FortBuilt {
                seat,
                site: s,
                cost,
                ..
            } => format!(
                "{} builds a fort at {} ({}).",
                name(*seat),
                site(s),
                florins(*cost)
            ),
            // The kinds of the other sections.
            _ => String::new(),
        }
    }

    /// The market and the cargo: prices, shares, loading, garrisons, change-ups, sales.
    fn trade(&self, kind: &EventKind) -> String {
        let data = self.data;
        let name = self.name;
        let site = |s: &super::SiteId| data.site(*s).name.clone();
        let area = |a: &super::AreaId| data.area(*a).name.clone();
        match kind {
            EventKind::Prices { rolls } => {
                let parts: Vec<String> = rolls
                    .iter()
                    .map(|r| {
                        let c = data.commodity(r.commodity);
                        if r.from == r.to {
                            format!("{c} {} ({})", r.to, r.die)
                        } else {
                            format!("{c} {} → {} ({})", r.from, r.to, r.die)
                        }
                    })
                    .collect();
                format!("Prices: {}.", parts.join(", "))
            }
            EventKind::Shares {
                area: a,
                commodity,
                price,
                share,
                to,
            } => {
                let who: Vec<String> = to
                    .iter()
                    .map(|(s, at)| format!("{} at {}", name(*s), site(at)))
                    .collect();
                let c = data.commodity(*commodity);
                if *share == 1 {
                    format!("{} ({c}, {price}): a whole share to {}.", area(a), who[0])
                } else {
                    format!(
                        "{} ({c}, {price}): 1/{share} each to {}.",
                        area(a),
                        and_list(&who)
                    )
                }
            }
            EventKind::Loaded {
                seat,
                fleet: f,
                site: s,
                marker,
                count,
            } => format!(
                "{}'s fleet {f} loads {count} × {} at {}.",
                name(*seat),
                marker.text(data),
                site(s)
            ),
            EventKind::Unloaded {
                seat,
                fleet: f,
                site: s,
                marker,
                count,
            } => format!(
                "{}'s fleet {f} unloads {count} × {} at {}.",
                name(*seat),
                marker.text(data),
                site(s)
            ),
            EventKind::Garrisoned {
                seat,
                fleet: f,
                site: s,
                soldiers,
            } => format!(
                "{}'s fleet {f} lands {} in the garrison of {}.",
                name(*seat),
                units(data, Unit::Soldier, *soldiers),
                site(s)
            ),
            EventKind::Embarked {
                seat,
                fleet: f,
                site: s,
                soldiers,
            } => format!(
                "{}'s fleet {f} embarks {} from {}.",
                name(*seat),
                units(data, Unit::Soldier, *soldiers),
                site(s)
            ),
            EventKind::ChangedUp {
                seat,
                at,
                commodity,
                from,
                into,
            } => {
                let at = match at {
                    Holder::Fleet(f) => format!("in fleet {f}"),
                    Holder::Factory(s) => format!("at {}", site(s)),
                };
                let parts: Vec<String> = from.iter().map(|k| format!("1/{k}")).collect();
                format!(
                    "{} changes up {} {} into {} 1/{into} {at}.",
                    name(*seat),
                    data.commodity(*commodity),
                    parts.join(" + "),
                    data.commodity(*commodity)
                )
            }
            EventKind::Sold {
                seat,
                fleet: f,
                sales,
                total,
            } => {
                // Alike markers sold at one price are counted: "2 × cloves 1/1 for 48".
                let mut counted: Vec<(&Marker, &u32, u32)> = Vec::new();
                for (m, v) in sales {
                    match counted.last_mut() {
                        Some((lm, lv, n)) if *lm == m && *lv == v => *n += 1,
                        _ => counted.push((m, v, 1)),
                    }
                }
                let parts: Vec<String> = counted
                    .iter()
                    .map(|(m, v, n)| match n {
                        1 => format!("{} for {v}", m.text(data)),
                        n => format!("{n} × {} for {v} each", m.text(data)),
                    })
                    .collect();
                format!(
                    "{} sells fleet {f}'s cargo in {}: {}; {}.",
                    name(*seat),
                    data.europe,
                    parts.join(", "),
                    florins(*total)
                )
            }
            // The kinds of the other sections.
            _ => String::new(),
        }
    }

    /// Subsidies, upkeep, leaving the CSB and the end of the game.
    fn treasury(&self, kind: &EventKind) -> String {
        let data = self.data;
        let name = self.name;
        let area = |a: &super::AreaId| data.area(*a).name.clone();
        match kind {
            EventKind::Subsidy { seat, die, amount } => format!(
                "{}'s royal subsidy: {die} × {} = {}.",
                name(*seat),
                data.subsidy_per_pip,
                florins(*amount)
            ),
            EventKind::Upkeep {
                seat,
                due,
                paid,
                removed,
            } => {
                if removed.is_empty() {
                    format!("{} pays {} upkeep.", name(*seat), florins(*paid))
                } else {
                    // Alike removals in a row read as one: "14 soldiers of fleet A".
                    let mut r: Vec<(String, u32)> = Vec::new();
                    for text in removed.iter().map(|r| removal_text(data, r)) {
                        match r.last_mut() {
                            Some((last, n)) if *last == text => *n += 1,
                            _ => r.push((text, 1)),
                        }
                    }
                    let r: Vec<String> = r
                        .into_iter()
                        .map(|(text, n)| match (n, text.strip_prefix("1 ")) {
                            (1, _) | (_, None) => {
                                if n == 1 {
                                    text
                                } else {
                                    format!("{n} × {text}")
                                }
                            }
                            (n, Some(rest)) => plural_of_one(data, n, rest),
                        })
                        .collect();
                    format!(
                        "{} cannot pay {} upkeep and removes {}; it pays {paid}.",
                        name(*seat),
                        florins(*due),
                        and_list(&r)
                    )
                }
            }
            EventKind::LeftCsb { seat, fleet: f, to } => format!(
                "{} has no factory left: its fleet {f} leaves the {} for {}.",
                name(*seat),
                data.csb,
                area(to)
            ),
            EventKind::GameOver { scores, winner } => {
                let parts: Vec<String> = scores
                    .iter()
                    .map(|s| {
                        format!(
                            "{} {} ({}, {} {})",
                            name(s.seat),
                            s.score,
                            florins(s.treasury),
                            s.factories,
                            if s.factories == 1 {
                                "factory"
                            } else {
                                "factories"
                            }
                        )
                    })
                    .collect();
                format!("Game over. {}. {} wins!", parts.join(", "), name(*winner))
            }

            // The kinds of the other sections.
            _ => String::new(),
        }
    }
}

/// For a bribe larger than can change the roll: what it can still change (a natural 1 fails
/// whatever the bribe, so florins past the one that makes a 2 succeed are paid for nothing).
fn bribe_note(data: &Data, order: &super::Order) -> String {
    let super::Order::Attempt { bribe, .. } = order else {
        return String::new();
    };
    let f = &data.factory;
    let useful = f.succeeds_on.saturating_sub(f.always_fails + 1);
    if *bribe <= useful {
        return String::new();
    }
    format!(
        " A bribe of {} already makes every roll but a natural {} succeed: the rest changes nothing, and the bribe is paid whatever the result.",
        florins(useful),
        f.always_fails,
    )
}

/// "14 soldiers of fleet A" from 14 times "1 soldier of fleet A" (the unit named first).
fn plural_of_one(data: &Data, n: u32, rest: &str) -> String {
    for u in Unit::ALL {
        let d = data.unit(u);
        if let Some(tail) = rest.strip_prefix(d.name.as_str()) {
            return format!("{n} {}{tail}", d.plural);
        }
    }
    format!("{n} × 1 {rest}")
}
