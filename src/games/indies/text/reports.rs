//! The longer reports: battles, invasions and what Maintenance removed.

use super::{loss_text, markers, outcome_text, units, whose};
use crate::games::indies::data::{Data, Unit};
use crate::games::indies::world::Place;
use crate::games::indies::{Battle, FleetRef, Invasion, Removal, florins};
use crate::games::{Seat, and_list, counted};

pub(super) fn battle_text(data: &Data, name: &dyn Fn(Seat) -> String, b: &Battle) -> String {
    let fleet = |f: &FleetRef| format!("{} fleet {}", whose(&name(f.seat)), f.fleet);
    // The odds before and after a leader's shift; a shift that moved nothing (4:1 is the last
    // column) goes unsaid.
    let before = data.column(b.attack, b.defence).unwrap_or(b.column);
    let odds = if before == b.column {
        data.column_text(b.column)
    } else {
        let whose = if b.shift > 0 { "attacker" } else { "defender" };
        format!(
            "{}, shifted to {} by the {whose}'s leader",
            data.column_text(before),
            data.column_text(b.column)
        )
    };
    let place = match b.area {
        Place::Area(a) => format!(" in {}", data.area(a).name),
        _ => String::new(),
    };
    let mut text = format!(
        "Battle{place}: {} ({}) against {} ({}): {odds}; die {}: {}.",
        fleet(&b.attacker),
        b.attack,
        fleet(&b.defender),
        b.defence,
        b.die,
        outcome_text(b.outcome)
    );
    for (side, loss) in [
        (&b.attacker, &b.attacker_lost),
        (&b.defender, &b.defender_lost),
    ] {
        if loss.ships.is_empty() {
            continue;
        }
        let whole = if loss.fleet_lost {
            " (the fleet is lost)"
        } else {
            ""
        };
        text.push_str(&format!(
            " {} loses {}{whole}.",
            name(side.seat),
            loss_text(data, loss)
        ));
    }
    if !b.taken.is_empty() {
        text.push_str(&format!(
            " The winner takes {} aboard.",
            markers(data, &b.taken)
        ));
    }
    text
}

pub(super) fn invasion_text(data: &Data, name: &dyn Fn(Seat) -> String, i: &Invasion) -> String {
    let roll = if i.modified != i.die {
        format!("{} + leader = {}", i.die, i.modified)
    } else {
        i.die.to_string()
    };
    let mut text = format!(
        "{}'s fleet {} invades {} of {} ({}): {} against {}, {}; die {roll}: {}.",
        name(i.seat),
        i.fleet,
        data.site(i.site).name,
        name(i.defender),
        florins(i.cost),
        i.attack,
        i.defence,
        data.column_text(i.column),
        outcome_text(i.outcome)
    );
    if i.soldiers_lost > 0 {
        text.push_str(&format!(
            " {} loses {}.",
            name(i.seat),
            units(data, Unit::Soldier, i.soldiers_lost)
        ));
    }
    let mut lost = Vec::new();
    if i.garrison_lost > 0 {
        lost.push(units(data, Unit::Soldier, i.garrison_lost));
    }
    if i.forts_lost > 0 {
        lost.push(counted(i.forts_lost, "fort", "forts"));
    }
    if !lost.is_empty() {
        text.push_str(&format!(" {} loses {}.", name(i.defender), and_list(&lost)));
    }
    if i.taken {
        let with = if i.markers.is_empty() {
            String::new()
        } else {
            format!(" with {}", markers(data, &i.markers))
        };
        text.push_str(&format!(
            " {} falls to {}{with}.",
            data.site(i.site).name,
            name(i.seat)
        ));
    }
    text
}

pub(super) fn removal_text(data: &Data, r: &Removal) -> String {
    match r {
        Removal::Unit { fleet, unit, loss } => {
            let extra = if loss.fleet_lost {
                format!(" (fleet {fleet} is lost with {})", loss_text(data, loss))
            } else if !loss.markers.is_empty() || (unit.is_ship() && loss.soldiers > 0) {
                format!(" (with {})", loss_text(data, loss))
            } else {
                String::new()
            };
            format!("1 {} of fleet {fleet}{extra}", data.unit(*unit).name)
        }
        Removal::Garrison { site } => format!("1 soldier of {}'s garrison", data.site(*site).name),
        Removal::Fort { site } => format!("a fort at {}", data.site(*site).name),
        Removal::Factory {
            site, markers: m, ..
        } => {
            if m.is_empty() {
                format!("the factory at {}", data.site(*site).name)
            } else {
                format!(
                    "the factory at {} (with {})",
                    data.site(*site).name,
                    markers(data, m)
                )
            }
        }
    }
}
