//! Events as sentences for a chat channel, in the reader's language (assets/locales/<lang>/
//! indies.ftl). Public events describe only what the whole table may know; the private ones
//! (draft changes) speak to "you". Companies are named with `name`.

use super::data::{Data, Outcome, Unit};
use super::words::{bounds, counted_in, florins_in, units, units_msg};
use super::world::{Loss, Marker};
use super::{Event, EventKind, FleetRef, Stage};
use reports::{battle_text, invasion_text, removal_text};

mod digest;
mod reports;
use crate::games::Seat;
use crate::lang::{Arg, Lang};
use crate::msg;
pub use digest::digest;

/// "@alice's", "England's", "Netherlands'": whose a fleet or an order is, as an argument of a
/// message (English writes the possessive by the name's last letter; Indonesian needs none).
pub(super) fn whose(name: &str) -> Arg {
    let ends = if name.ends_with('s') { "s" } else { "other" };
    msg!("indies-whose", who = name, ends = ends).into()
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
pub(super) fn loss_text(data: &Data, loss: &Loss, lang: Lang) -> String {
    let mut parts = Vec::new();
    for u in Unit::SHIPS {
        let n = loss.ships.iter().filter(|&&s| s == u).count() as u32;
        if n > 0 {
            parts.push(units(u, n, lang));
        }
    }
    for (u, n) in [
        (Unit::Soldier, loss.soldiers),
        (Unit::Leader, loss.leaders),
        (Unit::Explorer, loss.explorers),
    ] {
        if n > 0 {
            parts.push(units(u, n, lang));
        }
    }
    if !loss.markers.is_empty() {
        parts.push(markers(data, &loss.markers));
    }
    if parts.is_empty() {
        msg!("indies-nothing").render(lang)
    } else {
        Arg::and_list(&parts).render(lang)
    }
}

pub(super) fn outcome_text(o: Outcome, lang: Lang) -> String {
    match o {
        Outcome::Nothing => msg!("indies-no-effect").render(lang),
        Outcome::Attacker(n) => format!("A{n}"),
        Outcome::Defender(n) => format!("D{n}"),
        Outcome::Eliminated => "DE".into(),
    }
}

pub fn stage_name(stage: Stage, lang: Lang) -> String {
    let key = match stage {
        Stage::Outfitting => "outfitting",
        Stage::InitialVoyages => "initial-voyages",
        Stage::IndiesMovement => "indies-movement",
        Stage::Combat | Stage::FinalCombat => "combat",
        Stage::Attrition | Stage::FinalAttrition => "attrition",
        Stage::Invasions => "invasions",
        Stage::Factories => "factories",
        Stage::Commodities => "commodities",
        Stage::Spices => "spices",
        Stage::Cargo => "cargo",
        Stage::FinalVoyages => "final-voyages",
        Stage::Treasury => "treasury",
        Stage::Maintenance => "maintenance",
    };
    msg!("indies-stage", stage = key).render(lang)
}

impl Event {
    /// One sentence (or a few lines, for the reveal) for this event in `lang`.
    pub fn text(&self, data: &Data, name: &dyn Fn(Seat) -> String, lang: Lang) -> String {
        let say = Say { data, name, lang };
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

/// Writes events as sentences: the game's data, how companies are named, and the language.
struct Say<'a> {
    data: &'a Data,
    name: &'a dyn Fn(Seat) -> String,
    lang: Lang,
}

impl Say<'_> {
    /// The year's initiative and its order rounds: drafts, seals, the reveal, skipped orders.
    fn orders(&self, kind: &EventKind) -> String {
        let data = self.data;
        let name = self.name;
        let lang = self.lang;
        let order_text = |o: &super::Order| o.text(data, name, lang);
        match kind {
            EventKind::Initiative { year, rolls, order } => {
                let r: Vec<String> = rolls
                    .iter()
                    .map(|r| format!("{} {} × {} = {}", name(r.seat), r.treasury, r.die, r.value))
                    .collect();
                let o: Vec<String> = order.iter().map(|&s| name(s)).collect();
                msg!(
                    "indies-initiative",
                    year = *year,
                    rolls = r.join(", "),
                    order = o.join(", ")
                )
            }
            EventKind::RoundOpened { year, round } => {
                msg!("indies-round-opened", year = *year, round = *round)
            }
            EventKind::OrderAdded { index, order, .. } => msg!(
                "indies-order-added",
                number = index + 1,
                order = order_text(order),
                note = bribe_note(data, order, lang)
            ),
            EventKind::OrderReplaced { index, order, .. } => msg!(
                "indies-order-replaced",
                number = index + 1,
                order = order_text(order),
                note = bribe_note(data, order, lang)
            ),
            EventKind::OrderWithdrawn { index, order, .. } => msg!(
                "indies-order-withdrawn",
                number = index + 1,
                order = order_text(order)
            ),
            EventKind::DraftCleared { .. } => msg!("indies-draft-cleared"),
            EventKind::Sealed { seat, sealed, of } => msg!(
                "indies-sealed",
                who = name(*seat),
                sealed = *sealed,
                of = *of
            ),
            EventKind::Lapsed { seat } => msg!("indies-lapsed", who = name(*seat)),
            // Every order shows below in what it did (or why it was not carried out), so the
            // reveal only counts them: a list of every order would fill the channel twice.
            EventKind::OrdersRevealed {
                year,
                round,
                orders,
            } => {
                let counts: Vec<Arg> = orders
                    .iter()
                    .enumerate()
                    .map(|(seat, list)| {
                        msg!(
                            "indies-revealed-count",
                            who = name(seat),
                            count = list.len()
                        )
                        .into()
                    })
                    .collect();
                msg!(
                    "indies-revealed",
                    year = *year,
                    round = *round,
                    counts = Arg::Commas(counts)
                )
            }
            EventKind::Stage { stage } => return format!("— {} —", stage_name(*stage, lang)),
            EventKind::Skipped {
                seat,
                order,
                reason,
            } => msg!(
                "indies-skipped",
                who = name(*seat),
                order = order_text(order),
                reason = reason
            ),
            EventKind::MaintenanceOrdered { seat, order } => {
                let o = super::Order::Maintenance {
                    order: order.clone(),
                };
                msg!(
                    "indies-standing-order",
                    whose = whose(&name(*seat)),
                    order = order_text(&o)
                )
            }
            EventKind::Patrolling {
                seat,
                fleet: f,
                patrol,
            } => msg!(
                "indies-patrolling",
                whose = whose(&name(*seat)),
                fleet = f.to_string(),
                csb = &data.csb,
                whom = patrol
                    .company
                    .map_or(Arg::from(msg!("indies-any-company")), |s| name(s).into()),
                odds = data.column_text(patrol.odds),
                laden = if patrol.laden { "yes" } else { "no" }
            ),
            // The kinds of the other sections.
            _ => return String::new(),
        }
        .render(lang)
    }

    /// Purchases and movement: buying, sailing, the first draw of an area, attrition.
    fn voyages(&self, kind: &EventKind) -> String {
        let data = self.data;
        let name = self.name;
        let lang = self.lang;
        let area = |a: &super::AreaId| data.area(*a).name.clone();
        match kind {
            EventKind::Bought {
                seat,
                fleet: f,
                unit,
                count,
                cost,
            } => msg!(
                "indies-bought",
                who = name(*seat),
                units = units(*unit, *count, lang),
                fleet = f.to_string(),
                cost = florins_in(*cost, lang)
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
                msg!(
                    "indies-sailed",
                    who = name(*seat),
                    fleet = f.to_string(),
                    path = places.join(" → "),
                    bounds = bounds(*n, lang),
                    cost = florins_in(*cost, lang)
                )
            }
            EventKind::CommodityDrawn {
                seat,
                fleet: f,
                area: a,
                die,
                commodity,
            } => msg!(
                "indies-drawn",
                area = area(a),
                who = name(*seat),
                fleet = f.to_string(),
                die = *die,
                commodity = data.commodity(*commodity)
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
                    msg!("indies-halved", bounds = bounds(*n, lang), to = *rolled_on).render(lang)
                } else {
                    bounds(*n, lang)
                };
                let kind = if *oceanic { "voyage" } else { "indies" };
                let dice: Vec<String> = dice.iter().map(u8::to_string).collect();
                if dice.is_empty() {
                    return msg!(
                        "indies-attrition-no-roll",
                        who = name(*seat),
                        fleet = f.to_string(),
                        kind = kind,
                        bounds = bounds
                    )
                    .render(lang);
                }
                let lost = if loss.ships.is_empty() {
                    msg!("indies-no-loss")
                } else if loss.fleet_lost {
                    msg!("indies-fleet-lost", loss = loss_text(data, loss, lang))
                } else {
                    msg!("indies-lost", loss = loss_text(data, loss, lang))
                };
                msg!(
                    "indies-attrition",
                    who = name(*seat),
                    fleet = f.to_string(),
                    kind = kind,
                    bounds = bounds,
                    dice = dice.join(" "),
                    lost = lost
                )
            }
            // The kinds of the other sections.
            _ => return String::new(),
        }
        .render(lang)
    }

    /// Interceptions, battles and invasions; factories founded and forts built.
    fn fights(&self, kind: &EventKind) -> String {
        let data = self.data;
        let name = self.name;
        let lang = self.lang;
        let site = |s: &super::SiteId| data.site(*s).name.clone();
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
                    msg!(
                        "indies-roll-leader",
                        die = *die,
                        bonus = *bonus,
                        total = u32::from(*die) + bonus
                    )
                    .render(lang)
                } else {
                    die.to_string()
                };
                msg!(
                    "indies-interception",
                    whose = whose(&name(*seat)),
                    fleet = f.to_string(),
                    target = fleet_of(name, target),
                    cost = florins_in(*cost, lang),
                    roll = roll,
                    success = if *success { "yes" } else { "no" }
                )
            }
            EventKind::Battle(b) => return battle_text(data, name, b, lang),
            EventKind::NoBattle {
                attacker,
                defender,
                attack,
                defence,
            } => msg!(
                "indies-no-battle",
                attacker = fleet_of(name, attacker),
                defender = fleet_of(name, defender),
                attack = *attack,
                defence = *defence
            ),
            EventKind::Invasion(i) => return invasion_text(data, name, i, lang),
            EventKind::FactoryAttempt {
                seat,
                site: s,
                die,
                bribe,
                success,
                ..
            } => {
                let roll = if *bribe > 0 {
                    msg!(
                        "indies-roll-bribe",
                        die = *die,
                        bribe = *bribe,
                        total = u32::from(*die) + bribe
                    )
                    .render(lang)
                } else {
                    die.to_string()
                };
                if *success {
                    msg!(
                        "indies-factory-founded",
                        site = site(s),
                        roll = roll,
                        who = name(*seat)
                    )
                } else if u32::from(*die) <= data.factory.always_fails {
                    msg!(
                        "indies-factory-natural",
                        site = site(s),
                        die = *die,
                        who = name(*seat)
                    )
                } else {
                    msg!(
                        "indies-factory-failed",
                        site = site(s),
                        roll = roll,
                        who = name(*seat)
                    )
                }
            }
            EventKind::FortBuilt {
                seat,
                site: s,
                cost,
                ..
            } => msg!(
                "indies-fort-built",
                who = name(*seat),
                site = site(s),
                cost = florins_in(*cost, lang)
            ),
            // The kinds of the other sections.
            _ => return String::new(),
        }
        .render(lang)
    }

    /// The market and the cargo: prices, shares, loading, garrisons, change-ups, sales.
    fn trade(&self, kind: &EventKind) -> String {
        let data = self.data;
        let name = self.name;
        let lang = self.lang;
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
                msg!("indies-prices", prices = parts.join(", "))
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
                    .map(|(s, at)| {
                        msg!("indies-share-at", who = name(*s), site = site(at)).render(lang)
                    })
                    .collect();
                let c = data.commodity(*commodity);
                if *share == 1 {
                    msg!(
                        "indies-share-whole",
                        area = area(a),
                        commodity = c,
                        price = *price,
                        who = &who[0]
                    )
                } else {
                    msg!(
                        "indies-share-each",
                        area = area(a),
                        commodity = c,
                        price = *price,
                        share = *share,
                        who = Arg::and_list(&who)
                    )
                }
            }
            EventKind::Loaded {
                seat,
                fleet: f,
                site: s,
                marker,
                count,
            } => msg!(
                "indies-loaded",
                who = name(*seat),
                fleet = f.to_string(),
                count = *count,
                marker = marker.text(data),
                site = site(s)
            ),
            EventKind::Unloaded {
                seat,
                fleet: f,
                site: s,
                marker,
                count,
            } => msg!(
                "indies-unloaded",
                who = name(*seat),
                fleet = f.to_string(),
                count = *count,
                marker = marker.text(data),
                site = site(s)
            ),
            EventKind::Garrisoned {
                seat,
                fleet: f,
                site: s,
                soldiers,
            } => msg!(
                "indies-garrisoned",
                who = name(*seat),
                fleet = f.to_string(),
                soldiers = units_msg(Unit::Soldier, *soldiers),
                site = site(s)
            ),
            EventKind::Embarked {
                seat,
                fleet: f,
                site: s,
                soldiers,
            } => msg!(
                "indies-embarked",
                who = name(*seat),
                fleet = f.to_string(),
                soldiers = units_msg(Unit::Soldier, *soldiers),
                site = site(s)
            ),
            EventKind::ChangedUp {
                seat,
                at,
                commodity,
                from,
                into,
            } => {
                let parts: Vec<String> = from.iter().map(|k| format!("1/{k}")).collect();
                msg!(
                    "indies-changed-up",
                    who = name(*seat),
                    commodity = data.commodity(*commodity),
                    from = parts.join(" + "),
                    into = format!("1/{into}"),
                    at = at.said(data)
                )
            }
            EventKind::Sold {
                seat,
                fleet: f,
                sales,
                total,
            } => msg!(
                "indies-sold",
                who = name(*seat),
                fleet = f.to_string(),
                europe = &data.europe,
                sales = sales_counted(data, sales),
                total = florins_in(*total, lang)
            ),
            // The kinds of the other sections.
            _ => return String::new(),
        }
        .render(lang)
    }

    /// Subsidies, upkeep, leaving the CSB and the end of the game.
    fn treasury(&self, kind: &EventKind) -> String {
        let data = self.data;
        let name = self.name;
        let lang = self.lang;
        let area = |a: &super::AreaId| data.area(*a).name.clone();
        match kind {
            EventKind::Subsidy { seat, die, amount } => msg!(
                "indies-subsidy",
                who = name(*seat),
                die = *die,
                per = data.subsidy_per_pip,
                amount = florins_in(*amount, lang)
            ),
            EventKind::Upkeep {
                seat,
                due,
                paid,
                removed,
            } => {
                if removed.is_empty() {
                    msg!(
                        "indies-upkeep-paid",
                        who = name(*seat),
                        paid = florins_in(*paid, lang)
                    )
                } else {
                    // Alike removals in a row read as one: "14 soldiers of fleet A".
                    let mut r: Vec<(&super::Removal, String, u32)> = Vec::new();
                    for removal in removed {
                        let text = removal_text(data, removal, 1, lang);
                        match r.last_mut() {
                            Some((_, last, n)) if *last == text => *n += 1,
                            _ => r.push((removal, text, 1)),
                        }
                    }
                    let r: Vec<String> = r
                        .into_iter()
                        .map(|(removal, text, n)| match n {
                            1 => text,
                            n => removal_text(data, removal, n, lang),
                        })
                        .collect();
                    msg!(
                        "indies-upkeep-short",
                        who = name(*seat),
                        due = florins_in(*due, lang),
                        removed = Arg::and_list(&r),
                        paid = *paid
                    )
                }
            }
            EventKind::LeftCsb { seat, fleet: f, to } => msg!(
                "indies-left-csb",
                who = name(*seat),
                fleet = f.to_string(),
                csb = &data.csb,
                to = area(to)
            ),
            EventKind::GameOver { scores, winner } => {
                let parts: Vec<Arg> = scores
                    .iter()
                    .map(|s| {
                        msg!(
                            "indies-final-score",
                            who = name(s.seat),
                            score = s.score,
                            treasury = florins_in(s.treasury, lang),
                            factories = s.factories
                        )
                        .into()
                    })
                    .collect();
                msg!(
                    "indies-game-over",
                    scores = Arg::Commas(parts),
                    winner = name(*winner)
                )
            }

            // The kinds of the other sections.
            _ => return String::new(),
        }
        .render(lang)
    }
}

/// "@alice's fleet B", "Netherlands' fleet A" as an argument of a message.
pub(super) fn fleet_of(name: &dyn Fn(Seat) -> String, f: &FleetRef) -> Arg {
    msg!(
        "indies-fleet-of",
        whose = whose(&name(f.seat)),
        fleet = f.fleet.to_string()
    )
    .into()
}

/// Markers sold, alike ones at one price counted: "2 × cloves 1/1 for 48, tea 1/2 for 9".
fn sales_counted(data: &Data, sales: &[(Marker, u32)]) -> Arg {
    let mut counted: Vec<(&Marker, &u32, u32)> = Vec::new();
    for (m, v) in sales {
        match counted.last_mut() {
            Some((lm, lv, n)) if *lm == m && *lv == v => *n += 1,
            _ => counted.push((m, v, 1)),
        }
    }
    let parts = counted
        .iter()
        .map(|(m, v, n)| {
            msg!(
                "indies-sale",
                count = *n,
                marker = m.text(data),
                price = **v
            )
            .into()
        })
        .collect();
    Arg::Commas(parts)
}

/// For a bribe larger than can change the roll: what it can still change (a natural 1 fails
/// whatever the bribe, so florins past the one that makes a 2 succeed are paid for nothing).
fn bribe_note(data: &Data, order: &super::Order, lang: Lang) -> String {
    let super::Order::Attempt { bribe, .. } = order else {
        return String::new();
    };
    let f = &data.factory;
    let useful = f.succeeds_on.saturating_sub(f.always_fails + 1);
    if *bribe <= useful {
        return String::new();
    }
    let note = msg!(
        "indies-bribe-note",
        useful = florins_in(useful, lang),
        fails = f.always_fails
    );
    format!(" {}", note.render(lang))
}
