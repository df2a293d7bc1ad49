//! Naval attrition: after the round's movement and combat, every ship of a fleet that sailed
//! rolls a d6 on the bounds it sailed in each movement segment. On a Europe–Indies journey a
//! company that owns a factory when it rolls uses half the bounds, rounded up (E 5.3): its
//! first voyage out is never halved.

use super::{EventKind, d6};
use crate::games::Seat;
use crate::games::indies::data::Data;
use crate::games::indies::world::{FleetId, World};
use crate::rng::Rng;

/// The bounds a roll is made on: halved and rounded up on a Europe–Indies journey by a company
/// with a factory (E 5.3).
pub(crate) fn rolled_on(bounds: u32, oceanic: bool, has_factory: bool) -> u32 {
    if oceanic && has_factory {
        bounds.div_ceil(2)
    } else {
        bounds
    }
}

impl World {
    pub(crate) fn attrition(&mut self, data: &Data, rng: &mut Rng, out: &mut Vec<EventKind>) {
        for seat in self.initiative.clone() {
            let ids: Vec<FleetId> = self.companies[seat].fleets.iter().map(|f| f.id).collect();
            for id in ids {
                self.roll_fleet(data, seat, id, rng, out);
            }
            self.drop_empty_fleets(seat);
        }
    }

    fn roll_fleet(
        &mut self,
        data: &Data,
        seat: Seat,
        id: FleetId,
        rng: &mut Rng,
        out: &mut Vec<EventKind>,
    ) {
        let Some(f) = self.fleet(seat, id) else {
            return;
        };
        let legs = [(f.moves.oceanic, true), (f.moves.indies, false)];
        for (bounds, oceanic) in legs {
            let Some(f) = self.fleet(seat, id) else {
                return;
            };
            if bounds == 0 || f.ships() == 0 {
                continue;
            }
            let rolled = rolled_on(bounds, oceanic, self.has_factory(seat));
            let lost_on = data.lost_on(rolled);
            // No roll: said only when halving is what spared it ("halved to 4: no roll").
            if lost_on.is_empty() && data.lost_on(bounds).is_empty() {
                continue;
            }
            let ships = if lost_on.is_empty() {
                0
            } else {
                f.stowage(data).len()
            };
            let dice: Vec<u8> = (0..ships).map(|_| d6(rng)).collect();
            let lost: Vec<usize> = (0..ships).filter(|&i| lost_on.contains(&dice[i])).collect();
            let f = self.fleet_mut(seat, id).expect("exists");
            let loss = f.lose_ships(data, &lost, true);
            self.book_loss(seat, &loss);
            out.push(EventKind::Attrition {
                seat,
                fleet: id,
                bounds,
                rolled_on: rolled,
                oceanic,
                dice,
                loss,
            });
        }
    }
}
