//! One order carried out against the world: the same code checks a draft (without dice, on a
//! copy) and resolves the revealed orders (with dice), so a draft accepted at once fails at
//! resolution only through what others did or what the dice did.

use super::EventKind;
use crate::games::indies::data::Data;
use crate::games::indies::order::Order;
use crate::games::indies::world::{Fleet, FleetId, World};
use crate::games::{RuleError, Seat, forbidden, unknown};
use crate::msg;
use crate::rng::Rng;

impl World {
    /// Carries out `order` for `seat`: with `dice` as at resolution, without them as a check of
    /// the certain part (payments, moves, transfers).
    pub(crate) fn carry_out(
        &mut self,
        data: &Data,
        seat: Seat,
        order: &Order,
        dice: Option<&mut Rng>,
        out: &mut Vec<EventKind>,
    ) -> Result<(), RuleError> {
        match order {
            Order::Buy { fleet, unit, count } => self.buy(data, seat, *fleet, *unit, *count, out),
            Order::Voyage { fleet, to } => self.voyage(data, seat, *fleet, *to, dice, out),
            Order::Sail { fleet, path } => self.sail(data, seat, *fleet, path, dice, out),
            Order::EnterCsb { fleet } => self.enter_csb(data, seat, *fleet, out),
            Order::LeaveCsb { fleet, to } => self.leave_csb(data, seat, *fleet, *to, dice, out),
            Order::Patrol {
                fleet,
                company,
                odds,
                laden,
            } => self.patrol(data, seat, *fleet, *company, *odds, *laden, out),
            Order::Attack {
                fleet,
                company,
                target,
            } => self.attack(data, seat, *fleet, *company, *target, dice, out),
            Order::Invade { fleet, site } => self.invade(data, seat, *fleet, *site, dice, out),
            Order::Attempt { fleet, site, bribe } => {
                self.attempt(data, seat, *fleet, *site, *bribe, dice, out)
            }
            Order::Fort { fleet, site } => self.fort(data, seat, *fleet, *site, out),
            Order::Load {
                fleet,
                site,
                marker,
                count,
            } => self.load(data, seat, *fleet, *site, *marker, *count, out),
            Order::Unload {
                fleet,
                site,
                marker,
                count,
            } => self.unload(data, seat, *fleet, *site, *marker, *count, out),
            Order::Garrison {
                fleet,
                site,
                soldiers,
            } => self.garrison(data, seat, *fleet, *site, *soldiers, out),
            Order::Embark {
                fleet,
                site,
                soldiers,
            } => self.embark(data, seat, *fleet, *site, *soldiers, out),
            Order::ChangeUp {
                at,
                commodity,
                shares,
            } => self.change_up(data, seat, *at, *commodity, shares, out),
            Order::Maintenance { order } => self.standing_maintenance(data, seat, order, out),
        }
    }

    /// The seat's fleet, which must exist.
    pub(crate) fn own_fleet(&self, seat: Seat, id: FleetId) -> Result<&Fleet, RuleError> {
        match self.fleet(seat, id) {
            Some(f) => Ok(f),
            None => {
                let letters: Vec<String> = self.companies[seat]
                    .fleets
                    .iter()
                    .map(|f| f.id.to_string())
                    .collect();
                if letters.is_empty() {
                    unknown(msg!("indies-refused-no-fleets", fleet = id.to_string()))
                } else {
                    unknown(msg!(
                        "indies-refused-no-fleet",
                        fleet = id.to_string(),
                        fleets = letters.join(", ")
                    ))
                }
            }
        }
    }

    /// The seat's fleet, which must have ships to do anything at sea.
    pub(crate) fn ship_fleet(&self, seat: Seat, id: FleetId) -> Result<&Fleet, RuleError> {
        let f = self.own_fleet(seat, id)?;
        if f.ships() == 0 {
            return forbidden(msg!("indies-refused-no-ships", fleet = id.to_string()));
        }
        Ok(f)
    }

    /// Florins for `bounds` bounds sailed by `ships` ships.
    pub(crate) fn bound_cost(data: &Data, bounds: u32, ships: u32) -> u32 {
        bounds * ships * data.movement.bound_price
    }
}
