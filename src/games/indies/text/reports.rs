//! The longer reports: battles, invasions and what Maintenance removed.

use super::{counted_in, fleet_of, florins_in, loss_text, markers, outcome_text, units, units_msg};
use crate::games::Seat;
use crate::games::indies::data::{Data, Unit};
use crate::games::indies::world::Place;
use crate::games::indies::{Battle, Invasion, Removal};
use crate::lang::{Arg, Lang};
use crate::msg;

pub(super) fn battle_text(
    data: &Data,
    name: &dyn Fn(Seat) -> String,
    b: &Battle,
    lang: Lang,
) -> String {
    // The odds before and after a leader's shift; a shift that moved nothing (4:1 is the last
    // column) goes unsaid.
    let before = data.column(b.attack, b.defence).unwrap_or(b.column);
    let odds = if before == b.column {
        data.column_text(b.column)
    } else {
        let side = if b.shift > 0 { "attacker" } else { "defender" };
        msg!(
            "indies-odds-shifted",
            before = data.column_text(before),
            after = data.column_text(b.column),
            side = side
        )
        .render(lang)
    };
    let place = match b.area {
        Place::Area(a) => msg!("indies-battle-in", area = &data.area(a).name),
        _ => msg!("indies-battle"),
    };
    let mut text = msg!(
        "indies-battle-report",
        place = place,
        attacker = fleet_of(name, &b.attacker),
        attack = b.attack,
        defender = fleet_of(name, &b.defender),
        defence = b.defence,
        odds = odds,
        die = b.die,
        outcome = outcome_text(b.outcome, lang)
    )
    .render(lang);
    for (side, loss) in [
        (&b.attacker, &b.attacker_lost),
        (&b.defender, &b.defender_lost),
    ] {
        if loss.ships.is_empty() {
            continue;
        }
        let lost = msg!(
            "indies-battle-loses",
            who = name(side.seat),
            loss = loss_text(data, loss, lang),
            whole = if loss.fleet_lost { "yes" } else { "no" }
        );
        text.push(' ');
        text.push_str(&lost.render(lang));
    }
    if !b.taken.is_empty() {
        let taken = msg!("indies-battle-taken", markers = markers(data, &b.taken));
        text.push(' ');
        text.push_str(&taken.render(lang));
    }
    text
}

pub(super) fn invasion_text(
    data: &Data,
    name: &dyn Fn(Seat) -> String,
    i: &Invasion,
    lang: Lang,
) -> String {
    let roll = if i.modified != i.die {
        msg!("indies-roll-leader-plus", die = i.die, total = i.modified).render(lang)
    } else {
        i.die.to_string()
    };
    let mut parts = vec![
        msg!(
            "indies-invasion",
            who = name(i.seat),
            fleet = i.fleet.to_string(),
            site = &data.site(i.site).name,
            defender = name(i.defender),
            cost = florins_in(i.cost, lang),
            attack = i.attack,
            defence = i.defence,
            odds = data.column_text(i.column),
            roll = roll,
            outcome = outcome_text(i.outcome, lang)
        )
        .render(lang),
    ];
    if i.soldiers_lost > 0 {
        parts.push(
            msg!(
                "indies-loses",
                who = name(i.seat),
                lost = units_msg(Unit::Soldier, i.soldiers_lost)
            )
            .render(lang),
        );
    }
    let mut lost = Vec::new();
    if i.garrison_lost > 0 {
        lost.push(units(Unit::Soldier, i.garrison_lost, lang));
    }
    if i.forts_lost > 0 {
        lost.push(counted_in("fort", i.forts_lost, lang));
    }
    if !lost.is_empty() {
        parts.push(
            msg!(
                "indies-loses",
                who = name(i.defender),
                lost = Arg::and_list(&lost)
            )
            .render(lang),
        );
    }
    if i.taken {
        let site = &data.site(i.site).name;
        let falls = if i.markers.is_empty() {
            msg!("indies-site-falls", site = site, who = name(i.seat))
        } else {
            msg!(
                "indies-site-falls-with",
                site = site,
                who = name(i.seat),
                markers = markers(data, &i.markers)
            )
        };
        parts.push(falls.render(lang));
    }
    parts.join(" ")
}

/// What Maintenance removed, `n` alike in a row: "14 soldiers of fleet A", "2 × a fort at Galle".
pub(super) fn removal_text(data: &Data, r: &Removal, n: u32, lang: Lang) -> String {
    let text = match r {
        Removal::Unit { fleet, unit, loss } => {
            let extra = if loss.fleet_lost {
                let lost = msg!(
                    "indies-removal-fleet-lost",
                    fleet = fleet.to_string(),
                    loss = loss_text(data, loss, lang)
                );
                format!(" {}", lost.render(lang))
            } else if !loss.markers.is_empty() || (unit.is_ship() && loss.soldiers > 0) {
                let with = msg!("indies-removal-with", loss = loss_text(data, loss, lang));
                format!(" {}", with.render(lang))
            } else {
                String::new()
            };
            let removed = msg!(
                "indies-removal-unit",
                units = units_msg(*unit, n),
                fleet = fleet.to_string()
            );
            return format!("{}{extra}", removed.render(lang));
        }
        Removal::Garrison { site } => {
            let removed = msg!(
                "indies-removal-garrison",
                soldiers = units_msg(Unit::Soldier, n),
                site = &data.site(*site).name
            );
            return removed.render(lang);
        }
        Removal::Fort { site } => msg!("indies-removal-fort", site = &data.site(*site).name),
        Removal::Factory {
            site, markers: m, ..
        } if m.is_empty() => msg!("indies-removal-factory", site = &data.site(*site).name),
        Removal::Factory {
            site, markers: m, ..
        } => msg!(
            "indies-removal-factory-with",
            site = &data.site(*site).name,
            markers = markers(data, m)
        ),
    }
    .render(lang);
    match n {
        1 => text,
        n => format!("{n} × {text}"),
    }
}
