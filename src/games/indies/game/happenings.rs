//! What the last resolved order round did on the map, kept public for the picture: the
//! movements, battles, sunk fleets and invasions, read from the round's public events.

use std::collections::HashMap;

use super::{Event, Game};
use crate::games::indies::EventKind;
use crate::games::indies::view::Happening;
use crate::games::indies::world::{FleetId, Place};
use crate::games::{Audience, Seat};

impl Game {
    /// Where every fleet is now: where the round's fleets started, to place the ones that sink.
    pub(super) fn fleet_places(&self) -> HashMap<(Seat, FleetId), Place> {
        let mut places = HashMap::new();
        for (seat, c) in self.world.companies.iter().enumerate() {
            for f in &c.fleets {
                places.insert((seat, f.id), f.at);
            }
        }
        places
    }
}

/// The round's happenings in the order they were resolved, from its public `events` and the
/// fleets' `places` when it began. Only public events are read, so nothing secret reaches it.
pub(super) fn happenings(
    mut places: HashMap<(Seat, FleetId), Place>,
    events: &[Event],
) -> Vec<Happening> {
    let mut out = Vec::new();
    let sunk = |out: &mut Vec<Happening>, seat: Seat, fleet: FleetId, at: Place| {
        out.push(Happening::Sunk {
            seat,
            fleet: fleet.letter(),
            at,
        });
    };
    for e in events
        .iter()
        .filter(|e| matches!(e.audience, Audience::Public))
    {
        match &e.kind {
            EventKind::Sailed {
                seat,
                fleet,
                from,
                path,
                ..
            } => {
                let mut trail = vec![*from];
                trail.extend(path.iter().copied());
                places.insert((*seat, *fleet), *trail.last().unwrap_or(from));
                out.push(Happening::Sailed {
                    seat: *seat,
                    fleet: fleet.letter(),
                    path: trail,
                });
            }
            EventKind::LeftCsb { seat, fleet, to } => {
                places.insert((*seat, *fleet), Place::Area(*to));
                out.push(Happening::Sailed {
                    seat: *seat,
                    fleet: fleet.letter(),
                    path: vec![Place::Csb, Place::Area(*to)],
                });
            }
            EventKind::Battle(b) => {
                out.push(Happening::Battle { at: b.area });
                for (side, loss) in [
                    (b.attacker, &b.attacker_lost),
                    (b.defender, &b.defender_lost),
                ] {
                    if loss.fleet_lost {
                        sunk(&mut out, side.seat, side.fleet, b.area);
                    }
                }
            }
            EventKind::Attrition {
                seat, fleet, loss, ..
            } if loss.fleet_lost => {
                let at = places
                    .get(&(*seat, *fleet))
                    .copied()
                    .unwrap_or(Place::Europe);
                sunk(&mut out, *seat, *fleet, at);
            }
            EventKind::Invasion(i) => out.push(Happening::Invasion {
                seat: i.seat,
                defender: i.defender,
                site: i.site,
                taken: i.taken,
            }),
            _ => {}
        }
    }
    out
}
