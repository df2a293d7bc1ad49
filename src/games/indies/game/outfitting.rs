//! Outfitting: units are bought only in Europe, for a new or an existing fleet there (C).

use super::EventKind;
use crate::games::indies::data::{Data, Unit};
use crate::games::indies::world::{Fleet, FleetId, Place, Sink, Upkept, World};
use crate::games::{RuleError, Seat, cannot_afford, forbidden, unknown};

/// The most units one buy order may take.
pub const MAX_BUY: u32 = 50;

impl World {
    pub(crate) fn buy(
        &mut self,
        data: &Data,
        seat: Seat,
        id: FleetId,
        unit: Unit,
        count: u32,
        out: &mut Vec<EventKind>,
    ) -> Result<(), RuleError> {
        if count == 0 || count > MAX_BUY {
            return forbidden(format!("buy between 1 and {MAX_BUY} units at a time"));
        }
        if id.0 >= FleetId::MAX {
            return unknown("fleets are lettered A to Z");
        }
        let d = data.unit(unit);
        let what = if count == 1 {
            format!("1 {}", d.name)
        } else {
            format!("{count} {}", d.plural)
        };
        match self.fleet(seat, id) {
            Some(f) if f.at != Place::Europe => {
                return forbidden(format!(
                    "fleet {id} is in {}, not in {}: units are bought only in {}, for a fleet \
                     there (give a new letter for a new fleet)",
                    f.at.name(data),
                    data.europe,
                    data.europe
                ));
            }
            _ => {}
        }
        if unit == Unit::Soldier {
            let free = self.fleet(seat, id).map_or(0, |f| f.free(data));
            let room = free / d.cargo.max(1);
            if d.cargo > 0 && count > room {
                return forbidden(format!(
                    "fleet {id} has cargo room for {room} more {}; buy ships first",
                    if room == 1 { &d.name } else { &d.plural }
                ));
            }
        }
        let cost = d.cost * count;
        if let Err(have) = self.pay(seat, cost, Sink::Purchases) {
            return cannot_afford(format!(
                "{what} cost {cost} florins, and your treasury would hold {have} by then"
            ));
        }
        if self.fleet(seat, id).is_none() {
            self.add_fleet(seat, Fleet::new(id, Place::Europe));
        }
        let fleet = self.fleet_mut(seat, id).expect("just made");
        fleet.units[unit.index()] += count;
        self.gained(seat, Upkept::Unit(unit), count);
        out.push(EventKind::Bought {
            seat,
            fleet: id,
            unit,
            count,
            cost,
        });
        Ok(())
    }
}
