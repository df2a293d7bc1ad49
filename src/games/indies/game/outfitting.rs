//! Outfitting: units are bought only in Europe, for a new or an existing fleet there (C).

use super::EventKind;
use crate::games::indies::data::{Data, Unit};
use crate::games::indies::words::units_msg;
use crate::games::indies::world::{Fleet, FleetId, Place, Sink, Upkept, World};
use crate::games::{RuleError, Seat, cannot_afford, forbidden, unknown};
use crate::msg;

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
            return forbidden(msg!("indies-refused-buy-count", max = MAX_BUY));
        }
        if id.0 >= FleetId::MAX {
            return unknown(msg!("indies-refused-fleet-letter"));
        }
        let d = data.unit(unit);
        match self.fleet(seat, id) {
            Some(f) if f.at != Place::Europe => {
                return forbidden(msg!(
                    "indies-refused-buy-where",
                    fleet = id.to_string(),
                    at = f.at.name(data),
                    europe = &data.europe
                ));
            }
            _ => {}
        }
        if unit == Unit::Soldier {
            let free = self.fleet(seat, id).map_or(0, |f| f.free(data));
            let room = free / d.cargo.max(1);
            if d.cargo > 0 && count > room {
                return forbidden(msg!(
                    "indies-refused-buy-room",
                    fleet = id.to_string(),
                    room = room
                ));
            }
        }
        let cost = d.cost * count;
        if let Err(have) = self.pay(seat, cost, Sink::Purchases) {
            return cannot_afford(msg!(
                "indies-refused-buy-cost",
                units = units_msg(unit, count),
                cost = cost,
                have = have
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
