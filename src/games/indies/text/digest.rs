//! A run of public events told short, for the channel: the reveal of a round carries out every
//! company's orders at once, and its events one a line would fill several messages. Here each
//! stage takes a line or a few, what the companies did counted per company ("Loading: England
//! loads 2 pepper; Denmark loads 4 tea"), and what matters to everyone is told in full: battles,
//! fleets lost, factories founded or taken, upkeep that could not be paid, the end of the game.
//! `/game log` keeps every event's own line ([`Event::text`]).

use super::{counted_in, florins_in, loss_text, markers, units, whose};
use crate::games::indies::data::{CommodityId, Data, Unit};
use crate::games::indies::world::FleetId;
use crate::games::indies::{Event, EventKind, Invasion, Stage};
use crate::games::{Seat, wrapped};
use crate::lang::{Arg, Lang};
use crate::msg;

/// About this many characters a line: a phone shows it without wrapping more than once.
const LINE: usize = 100;

/// The channel's lines for `events` (public, in order), and the lines that end the game (the
/// winner and every company's final score), which a post must never cut. Companies are named
/// by their nations, as the map names them: a mention (`player`) is some twenty characters
/// in a message, and a round names the companies some thirty times; the end names both.
pub fn digest(
    data: &Data,
    events: &[&Event],
    player: &dyn Fn(Seat) -> String,
    lang: Lang,
) -> (Vec<String>, Vec<String>) {
    let nation = |seat: Seat| data.nation(seat).to_string();
    let name: &dyn Fn(Seat) -> String = &nation;
    let company = |seat: Seat| format!("{} ({})", data.nation(seat), player(seat));
    let mut lines = Vec::new();
    let mut end = Vec::new();
    let mut stage: Option<Stage> = None;
    let mut tally = Tally::default();
    let mut skipped: Vec<(Seat, u32)> = Vec::new();
    let revealed = events
        .iter()
        .any(|e| matches!(e.kind, EventKind::OrdersRevealed { .. }));
    for event in events {
        match &event.kind {
            // What a company bought and where its ships sailed out to are told on one line,
            // and so is the money of the year's end, from sales to upkeep.
            EventKind::Stage { stage: next }
                if matches!(
                    (stage, next),
                    (Some(Stage::Outfitting), Stage::InitialVoyages)
                        | (Some(Stage::Treasury), Stage::Maintenance)
                ) =>
            {
                stage = Some(*next);
            }
            EventKind::Stage { stage: next } => {
                tally.write(data, name, stage, &mut lines, lang);
                tally = Tally::default();
                stage = Some(*next);
            }
            // The prompt below the report says which round waits for whom, and the reveal
            // that all have sealed.
            EventKind::RoundOpened { .. } => {}
            EventKind::Sealed { .. } if revealed => {}
            EventKind::Initiative { year, rolls, order } => {
                tally.write(data, name, stage, &mut lines, lang);
                tally = Tally::default();
                stage = None;
                not_carried_out(&mut lines, name, std::mem::take(&mut skipped), lang);
                let values: Vec<String> = order
                    .iter()
                    .filter_map(|&s| rolls.iter().find(|r| r.seat == s))
                    .map(|r| format!("{} {}", name(r.seat), r.value))
                    .collect();
                let line = msg!(
                    "indies-digest-initiative",
                    year = *year,
                    values = values.join(", ")
                );
                lines.push(line.render(lang));
            }
            EventKind::GameOver { scores, winner } => {
                let best = scores.iter().find(|s| s.seat == *winner);
                let over = msg!(
                    "indies-digest-over",
                    who = company(*winner),
                    score = best.map_or(0, |s| s.score)
                );
                end.push(over.render(lang));
                let mut ranked = scores.clone();
                ranked.sort_by_key(|s| (std::cmp::Reverse(s.score), s.seat != *winner));
                end.push(msg!("indies-digest-final-scores").render(lang));
                end.extend(ranked.iter().map(|s| {
                    format!(
                        "{} {} ({}, {})",
                        company(s.seat),
                        s.score,
                        florins_in(s.treasury, lang),
                        counted_in("factory", s.factories, lang)
                    )
                }));
            }
            EventKind::OrdersRevealed { .. } => {
                let details = msg!(
                    "indies-digest-details",
                    revealed = event.text(data, name, lang)
                );
                lines.push(details.render(lang));
            }
            // Counted once for the round, whichever stage they were skipped in.
            EventKind::Skipped { seat, .. } => *of(&mut skipped, *seat) += 1,
            // A seal, or a lapse, is a player's doing: "Portugal (@alice) has sealed".
            EventKind::Sealed { .. } | EventKind::Lapsed { .. } => {
                lines.push(event.text(data, &company, lang));
            }
            // Before the first stage (the reveal, standing orders) each in order.
            _ if stage.is_none() => lines.push(event.text(data, name, lang)),
            _ => tally.add(data, name, event, lang),
        }
    }
    tally.write(data, name, stage, &mut lines, lang);
    not_carried_out(&mut lines, name, skipped, lang);
    (lines, end)
}

/// How many orders of each company were not carried out, once for the round, before the next
/// year's initiative: why is in the log.
fn not_carried_out(
    lines: &mut Vec<String>,
    name: &dyn Fn(Seat) -> String,
    skipped: Vec<(Seat, u32)>,
    lang: Lang,
) {
    let items: Vec<String> = skipped
        .iter()
        .map(|(s, n)| format!("{} {n}", name(*s)))
        .collect();
    let label = msg!("indies-digest-not-carried-out").render(lang);
    group(lines, &label, &items, LINE);
}

/// `list`'s entry for `seat`, added (empty) when the seat is not in it yet: companies are told
/// in the order they first act, which is the initiative's.
fn of<T: Default>(list: &mut Vec<(Seat, T)>, seat: Seat) -> &mut T {
    let at = match list.iter().position(|(s, _)| *s == seat) {
        Some(at) => at,
        None => {
            list.push((seat, T::default()));
            list.len() - 1
        }
    };
    &mut list[at].1
}

/// Counts of alike things in the order first met.
struct Counts<K>(Vec<(K, u32)>);

impl<K> Default for Counts<K> {
    fn default() -> Self {
        Counts(Vec::new())
    }
}

impl<K: PartialEq> Counts<K> {
    fn add(&mut self, key: K, n: u32) {
        match self.0.iter_mut().find(|(k, _)| *k == key) {
            Some((_, count)) => *count += n,
            None => self.0.push((key, n)),
        }
    }

    /// "3 silk, 2 tea", each count written by `one`.
    fn text(&self, one: impl Fn(&K, u32) -> String) -> String {
        let parts: Vec<String> = self.0.iter().map(|(k, n)| one(k, *n)).collect();
        parts.join(", ")
    }
}

/// A company's cargo work in the loading stage.
#[derive(Default)]
struct Cargo {
    loaded: Counts<CommodityId>,
    unloaded: Counts<CommodityId>,
    landed: u32,
    embarked: u32,
    changed_up: u32,
}

/// A company's factory segment: factories founded, attempts failed, forts built (site names).
#[derive(Default)]
struct Factories {
    founded: Vec<String>,
    failed: Vec<String>,
    forts: Vec<String>,
}

/// A fleet's move: the fleet, where it ended, what it drew there as the first to come.
type Move = (FleetId, String, Option<String>);

/// What happened in one stage, gathered per company, and the lines told in full.
#[derive(Default)]
struct Tally {
    bought: Vec<(Seat, Counts<Unit>)>,
    sailed: Vec<(Seat, Vec<Move>)>,
    unharmed: u32,
    harmed: Vec<String>,
    invasions: Vec<(Seat, Vec<String>)>,
    factories: Vec<(Seat, Factories)>,
    shares: Vec<(Seat, u32)>,
    cargo: Vec<(Seat, Cargo)>,
    /// Each company's sales, royal subsidy and upkeep paid.
    florins: Vec<(Seat, [u32; 3])>,
    full: Vec<String>,
}

impl Tally {
    fn add(&mut self, data: &Data, name: &dyn Fn(Seat) -> String, e: &Event, lang: Lang) {
        let site = |s: &crate::games::indies::SiteId| data.site(*s).name.clone();
        match &e.kind {
            EventKind::Bought {
                seat, unit, count, ..
            } => of(&mut self.bought, *seat).add(*unit, *count),
            EventKind::Sailed {
                seat,
                fleet,
                from,
                path,
                ..
            } => {
                let to = path.last().unwrap_or(from);
                of(&mut self.sailed, *seat).push((*fleet, to.name(data).to_string(), None));
            }
            EventKind::CommodityDrawn {
                seat,
                fleet,
                commodity,
                area,
                ..
            } => {
                let drawn = data.commodity(*commodity).to_string();
                let moves = of(&mut self.sailed, *seat);
                match moves.iter_mut().rev().find(|(f, ..)| f == fleet) {
                    Some((.., first)) => *first = Some(drawn),
                    None => moves.push((*fleet, data.area(*area).name.clone(), Some(drawn))),
                }
            }
            EventKind::Attrition {
                seat, fleet, loss, ..
            } => {
                let harmed = if loss.fleet_lost {
                    "lost"
                } else if loss.ships.is_empty() {
                    self.unharmed += 1;
                    return;
                } else {
                    "loses"
                };
                let line = msg!(
                    "indies-digest-harmed",
                    whose = whose(&name(*seat)),
                    fleet = fleet.to_string(),
                    loss = loss_text(data, loss, lang),
                    harmed = harmed
                );
                self.harmed.push(line.render(lang));
            }
            EventKind::Invasion(i) => {
                of(&mut self.invasions, i.seat).push(invasion(data, name, i, lang))
            }
            EventKind::FactoryAttempt {
                seat,
                site: s,
                success,
                ..
            } => {
                let f = of(&mut self.factories, *seat);
                match success {
                    true => f.founded.push(site(s)),
                    false => f.failed.push(site(s)),
                }
            }
            EventKind::FortBuilt { seat, site: s, .. } => {
                of(&mut self.factories, *seat).forts.push(site(s));
            }
            EventKind::Prices { rolls } => {
                let parts: Vec<String> = rolls
                    .iter()
                    .map(|r| {
                        let c = data.commodity(r.commodity);
                        match r.from == r.to {
                            true => format!("{c} {}", r.to),
                            false => format!("{c} {} → {}", r.from, r.to),
                        }
                    })
                    .collect();
                let prices = msg!("indies-prices", prices = parts.join(", "));
                self.full.push(prices.render(lang));
            }
            EventKind::Shares { to, .. } => {
                for (seat, _) in to {
                    *of(&mut self.shares, *seat) += 1;
                }
            }
            EventKind::Loaded {
                seat,
                marker,
                count,
                ..
            } => of(&mut self.cargo, *seat)
                .loaded
                .add(marker.commodity, *count),
            EventKind::Unloaded {
                seat,
                marker,
                count,
                ..
            } => of(&mut self.cargo, *seat)
                .unloaded
                .add(marker.commodity, *count),
            EventKind::Garrisoned { seat, soldiers, .. } => {
                of(&mut self.cargo, *seat).landed += soldiers;
            }
            EventKind::Embarked { seat, soldiers, .. } => {
                of(&mut self.cargo, *seat).embarked += soldiers;
            }
            EventKind::ChangedUp { seat, .. } => of(&mut self.cargo, *seat).changed_up += 1,
            EventKind::Sold { seat, total, .. } => of(&mut self.florins, *seat)[0] += total,
            EventKind::Subsidy { seat, amount, .. } => of(&mut self.florins, *seat)[1] += amount,
            EventKind::Upkeep {
                seat,
                paid,
                removed,
                ..
            } if removed.is_empty() => of(&mut self.florins, *seat)[2] += paid,
            // Seals, lapses, standing orders, patrols, interceptions, battles, upkeep that
            // could not be paid, fleets leaving the CSB: few, and each matters to everyone.
            _ => self.full.push(e.text(data, name, lang)),
        }
    }

    /// The stage's lines onto `lines`: each group a line or a few, then the lines in full.
    fn write(
        &self,
        data: &Data,
        name: &dyn Fn(Seat) -> String,
        stage: Option<Stage>,
        lines: &mut Vec<String>,
        lang: Lang,
    ) {
        let label = |key: &str| msg!("indies-digest-label", label = key).render(lang);
        // An invasion's result has commas of its own: each company's invasions on a line.
        let invasions: Vec<String> = self
            .invasions
            .iter()
            .map(|(s, list)| format!("{} {}", name(*s), list.join("; ")))
            .collect();
        group(lines, &label("invasions"), &invasions, 0);
        // Bought in Europe, and sailed: a line per company when it did both.
        let mut fleets: Vec<(Seat, (String, String))> = Vec::new();
        for (s, units_bought) in &self.bought {
            let bought = units_bought.text(|u, n| units(*u, n, lang));
            of(&mut fleets, *s).0 = msg!("indies-digest-buys", units = bought).render(lang);
        }
        for (s, moves) in &self.sailed {
            of(&mut fleets, *s).1 = destinations(moves, lang);
        }
        let moves = match stage {
            Some(Stage::InitialVoyages) => "out",
            Some(Stage::FinalVoyages) => "home",
            _ => "indies",
        };
        let (moved, width) = match (self.bought.is_empty(), self.sailed.is_empty()) {
            (false, false) => (msg!("indies-digest-outfitting-and", moves = moves), 0),
            (false, true) => (msg!("indies-digest-label", label = "outfitting"), LINE),
            _ => (msg!("indies-digest-moves", moves = moves), LINE),
        };
        let moved = moved.render(lang);
        let items: Vec<String> = fleets
            .iter()
            .map(|(s, (bought, sailed))| {
                let parts: Vec<&str> = [bought, sailed]
                    .into_iter()
                    .filter(|p| !p.is_empty())
                    .map(String::as_str)
                    .collect();
                format!("{} {}", name(*s), parts.join("; "))
            })
            .collect();
        group(lines, &moved, &items, width);
        if !self.harmed.is_empty() || self.unharmed > 0 {
            let mut items = self.harmed.clone();
            if self.unharmed > 0 {
                let others = if self.harmed.is_empty() { "no" } else { "yes" };
                let unharmed = msg!(
                    "indies-digest-unharmed",
                    count = self.unharmed,
                    others = others
                );
                items.push(unharmed.render(lang));
            }
            group(lines, &label("attrition"), &items, LINE);
        }
        let factories: Vec<String> = self
            .factories
            .iter()
            .map(|(s, f)| format!("{} {}", name(*s), factories(f, lang)))
            .collect();
        group(lines, &label("factories"), &factories, LINE);
        let shares: Vec<String> = self
            .shares
            .iter()
            .map(|(s, n)| format!("{} {n}", name(*s)))
            .collect();
        group(lines, &label("shares"), &shares, LINE);
        let loading: Vec<String> = self
            .cargo
            .iter()
            .map(|(s, c)| format!("{} {}", name(*s), cargo(data, c, lang)))
            .collect();
        group(lines, &label("loading"), &loading, LINE);
        let treasury: Vec<String> = self
            .florins
            .iter()
            .filter(|(_, amounts)| amounts.iter().any(|&n| n > 0))
            .map(|(s, amounts)| format!("{} {}", name(*s), money(amounts, lang)))
            .collect();
        group(lines, &label("florins"), &treasury, LINE);
        lines.extend(self.full.iter().cloned());
    }
}

/// A group's `items` onto `lines` under `label`, wrapped at `width` (0: an item a line).
fn group(lines: &mut Vec<String>, label: &str, items: &[String], width: usize) {
    if !items.is_empty() {
        lines.extend(wrapped(&format!("{label}: "), "  ", "; ", items, width));
    }
}

/// "D, E → Europe", "A → Java (draws cinnamon), B → Malacca": fleets counted by where they
/// ended, in the order first met.
fn destinations(moves: &[Move], lang: Lang) -> String {
    let mut by: Vec<(&str, Vec<String>, Vec<&str>)> = Vec::new();
    for (fleet, to, drawn) in moves {
        let at = match by.iter().position(|(t, ..)| t == to) {
            Some(at) => at,
            None => {
                by.push((to, Vec::new(), Vec::new()));
                by.len() - 1
            }
        };
        by[at].1.push(fleet.to_string());
        by[at].2.extend(drawn.as_deref());
    }
    let parts: Vec<String> = by
        .iter()
        .map(|(to, fleets, drawn)| match drawn.is_empty() {
            true => format!("{} → {to}", fleets.join(", ")),
            false => {
                let draws = msg!("indies-digest-draws", drawn = drawn.join(", "));
                format!("{} → {to} ({})", fleets.join(", "), draws.render(lang))
            }
        })
        .collect();
    parts.join(", ")
}

/// "sales 132, subsidy 6, upkeep 52": what a company's treasury gained and paid at the year's
/// end, what was nothing left out.
fn money(amounts: &[u32; 3], lang: Lang) -> String {
    let parts: Vec<String> = ["sales", "subsidy", "upkeep"]
        .iter()
        .zip(amounts)
        .filter(|(_, n)| **n > 0)
        .map(|(what, n)| msg!("indies-digest-money", what = *what, amount = *n).render(lang))
        .collect();
    parts.join(", ")
}

/// "founds Bantam, Run, fails at Aceh, builds a fort at Galle".
fn factories(f: &Factories, lang: Lang) -> String {
    let mut parts = Vec::new();
    for (what, sites) in [
        ("founds", &f.founded),
        ("fails", &f.failed),
        ("fort", &f.forts),
    ] {
        if !sites.is_empty() {
            let part = msg!(
                "indies-digest-factories",
                what = what,
                sites = Arg::and_list(sites)
            );
            parts.push(part.render(lang));
        }
    }
    parts.join(", ")
}

/// "loads 3 silk, 1 tea, lands 2 soldiers, 1 change-up".
fn cargo(data: &Data, c: &Cargo, lang: Lang) -> String {
    let mut parts = Vec::new();
    for (verb, counts) in [("loads", &c.loaded), ("unloads", &c.unloaded)] {
        if !counts.0.is_empty() {
            let text = counts.text(|k, n| format!("{n} {}", data.commodity(*k)));
            parts.push(msg!("indies-digest-cargo", verb = verb, what = text).render(lang));
        }
    }
    for (verb, n) in [("lands", c.landed), ("embarks", c.embarked)] {
        if n > 0 {
            let soldiers = units(Unit::Soldier, n, lang);
            parts.push(msg!("indies-digest-cargo", verb = verb, what = soldiers).render(lang));
        }
    }
    if c.changed_up > 0 {
        parts.push(counted_in("change-up", c.changed_up, lang));
    }
    parts.join(", ")
}

/// "takes Canton from @alice with silk 1/3", "fails at Palembang, losing 1 soldier": what an
/// invasion took and cost; the dice are in the log.
fn invasion(data: &Data, name: &dyn Fn(Seat) -> String, i: &Invasion, lang: Lang) -> String {
    let place = &data.site(i.site).name;
    let mut text = match (i.taken, i.markers.is_empty()) {
        (true, true) => msg!("indies-digest-takes", site = place, from = name(i.defender)),
        (true, false) => msg!(
            "indies-digest-takes-with",
            site = place,
            from = name(i.defender),
            markers = markers(data, &i.markers)
        ),
        (false, _) => msg!("indies-digest-fails-at", site = place),
    }
    .render(lang);
    if i.soldiers_lost > 0 {
        let soldiers = units(Unit::Soldier, i.soldiers_lost, lang);
        text.push_str(&msg!("indies-digest-losing", soldiers = soldiers).render(lang));
    }
    let mut lost = Vec::new();
    if !i.taken && i.garrison_lost > 0 {
        lost.push(units(Unit::Soldier, i.garrison_lost, lang));
    }
    if !i.taken && i.forts_lost > 0 {
        lost.push(counted_in("fort", i.forts_lost, lang));
    }
    if !lost.is_empty() {
        let loses = msg!(
            "indies-digest-defender-loses",
            who = name(i.defender),
            lost = Arg::and_list(&lost)
        );
        text.push_str(&format!(" ({})", loses.render(lang)));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::indies::world::{Loss, Marker, Place};
    use crate::games::{Audience, Components, Event as Happened};

    fn public(kind: EventKind) -> Event {
        Happened {
            audience: Audience::Public,
            kind,
        }
    }

    fn name(seat: Seat) -> String {
        ["@alice", "@bob", "@carol"][seat].to_string()
    }

    /// A stage's events are counted per company (named by nation), purchases and voyages out
    /// on one line per company, a fleet lost is told, and the game's end goes apart with the
    /// winner and every company's final score, the best first.
    #[test]
    fn stages_are_counted_per_company_and_the_end_goes_apart() {
        let data = &*Data::standard();
        let java = data.area_named("Java").unwrap();
        let pepper = Marker::named(data, "pepper").unwrap();
        let bantam = data.site_named("Bantam").unwrap();
        let lost = Loss {
            ships: vec![Unit::Carrack],
            fleet_lost: true,
            ..Loss::default()
        };
        let events = vec![
            public(EventKind::Stage {
                stage: Stage::Outfitting,
            }),
            public(EventKind::Bought {
                seat: 1,
                fleet: FleetId(0),
                unit: Unit::Carrack,
                count: 2,
                cost: 40,
            }),
            public(EventKind::Bought {
                seat: 1,
                fleet: FleetId(1),
                unit: Unit::Carrack,
                count: 1,
                cost: 20,
            }),
            public(EventKind::Bought {
                seat: 0,
                fleet: FleetId(0),
                unit: Unit::Soldier,
                count: 4,
                cost: 40,
            }),
            public(EventKind::Stage {
                stage: Stage::InitialVoyages,
            }),
            public(EventKind::Sailed {
                seat: 1,
                fleet: FleetId(0),
                from: Place::Europe,
                path: vec![Place::Area(java)],
                bounds: 8,
                cost: 8,
            }),
            public(EventKind::CommodityDrawn {
                seat: 1,
                fleet: FleetId(0),
                area: java,
                die: 2,
                commodity: pepper.commodity,
            }),
            public(EventKind::Sailed {
                seat: 1,
                fleet: FleetId(1),
                from: Place::Europe,
                path: vec![Place::Area(java)],
                bounds: 8,
                cost: 8,
            }),
            public(EventKind::Stage {
                stage: Stage::Attrition,
            }),
            public(EventKind::Attrition {
                seat: 1,
                fleet: FleetId(1),
                bounds: 8,
                rolled_on: 8,
                oceanic: true,
                dice: vec![6],
                loss: lost,
            }),
            public(EventKind::Attrition {
                seat: 1,
                fleet: FleetId(0),
                bounds: 8,
                rolled_on: 8,
                oceanic: true,
                dice: vec![],
                loss: Loss::default(),
            }),
            public(EventKind::Stage {
                stage: Stage::Cargo,
            }),
            public(EventKind::Loaded {
                seat: 0,
                fleet: FleetId(0),
                site: bantam,
                marker: pepper,
                count: 2,
            }),
            public(EventKind::Garrisoned {
                seat: 0,
                fleet: FleetId(0),
                site: bantam,
                soldiers: 1,
            }),
            public(EventKind::GameOver {
                scores: vec![
                    crate::games::indies::Score {
                        seat: 0,
                        treasury: 120,
                        factories: 1,
                        score: 130,
                    },
                    crate::games::indies::Score {
                        seat: 1,
                        treasury: 150,
                        factories: 0,
                        score: 150,
                    },
                ],
                winner: 1,
            }),
        ];
        let refs: Vec<&Event> = events.iter().collect();
        let (lines, end) = digest(data, &refs, &name, crate::lang::Lang::En);
        // The same round at an Indonesian table: the same lines in its words.
        let (id_lines, id_end) = digest(data, &refs, &name, crate::lang::Lang::Id);
        assert_eq!(
            id_lines,
            [
                "Persiapan armada dan pelayaran berangkat: Netherlands membeli 3 karak; A, B → Java (dapat pepper)",
                "  Portugal membeli 4 prajurit",
                "Atrisi: armada B Netherlands hilang beserta 1 karak; 1 armada lain tanpa kerugian",
                "Muatan: Portugal memuat 2 pepper, menurunkan 1 prajurit",
            ]
        );
        assert_eq!(
            id_end,
            [
                "Permainan selesai: Netherlands (@bob) menang dengan skor 150!",
                "Skor akhir:",
                "Netherlands (@bob) 150 (150 florin, 0 loji)",
                "Portugal (@alice) 130 (120 florin, 1 loji)",
            ]
        );
        assert_eq!(
            lines,
            [
                "Outfitting and voyages out: Netherlands buys 3 carracks; A, B → Java (draws pepper)",
                "  Portugal buys 4 soldiers",
                "Attrition: Netherlands' fleet B is lost with 1 carrack; 1 other fleet, no loss",
                "Loading: Portugal loads 2 pepper, lands 1 soldier",
            ]
        );
        assert_eq!(
            end,
            [
                "Game over: Netherlands (@bob) wins with a score of 150!",
                "Final scores:",
                "Netherlands (@bob) 150 (150 florins, 0 factories)",
                "Portugal (@alice) 130 (120 florins, 1 factory)",
            ]
        );
    }
}
