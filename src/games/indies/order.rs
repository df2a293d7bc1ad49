//! Sealed orders: what a company may order, which round each belongs to, the step of the year
//! that carries it out, and its text for the reveal.

use super::data::{AreaId, Column, CommodityId, Data, SiteId, Unit};
use super::world::{FleetId, Marker, Place, Upkept, merged_share};
use crate::games::Seat;
use crate::lang::{Arg, Lang, Msg};
use crate::msg;
use serde::{Deserialize, Serialize};

/// Where markers are merged: in a fleet's hold or at an own factory.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Holder {
    Fleet(FleetId),
    Factory(SiteId),
}

impl Holder {
    /// "in fleet A", "at Bantam": where a change-up is made, as a message's argument.
    pub(super) fn said(&self, data: &Data) -> Arg {
        match self {
            Holder::Fleet(f) => msg!("indies-in-fleet", fleet = f.to_string()),
            Holder::Factory(s) => msg!("indies-at-site", site = &data.site(*s).name),
        }
        .into()
    }
}

/// One order of a company's sealed draft.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Order {
    /// Round 1, Outfitting: buy units for a fleet in Europe (a letter not in use makes a new one).
    Buy {
        fleet: FleetId,
        unit: Unit,
        count: u32,
    },
    /// Either round: trans-oceanic movement, Europe to an Indies area or back.
    Voyage { fleet: FleetId, to: Place },
    /// Round 1: Indies movement along adjacent areas.
    Sail { fleet: FleetId, path: Vec<AreaId> },
    /// Round 1: from an Indies area into the CSB (ends the move).
    EnterCsb { fleet: FleetId },
    /// Round 1: out of the CSB into an Indies area (ends the move).
    LeaveCsb { fleet: FleetId, to: AreaId },
    /// Round 1: the interception condition of a squadron in the CSB (standing until changed).
    Patrol {
        fleet: FleetId,
        company: Option<Seat>,
        odds: Column,
        laden: bool,
    },
    /// Round 1: attack an enemy fleet in the same area.
    Attack {
        fleet: FleetId,
        company: Seat,
        target: FleetId,
    },
    /// Round 1: invade an enemy factory with the soldiers aboard.
    Invade { fleet: FleetId, site: SiteId },
    /// Round 1, Factory segment: attempt a factory (the fleet needs a leader and an explorer).
    Attempt {
        fleet: FleetId,
        site: SiteId,
        bribe: u32,
    },
    /// Round 1, Factory segment: build a fort at an own factory where the fleet is.
    Fort { fleet: FleetId, site: SiteId },
    /// Round 2: markers from an own factory into the fleet.
    Load {
        fleet: FleetId,
        site: SiteId,
        marker: Marker,
        count: u32,
    },
    /// Round 2: markers from the fleet into an own factory.
    Unload {
        fleet: FleetId,
        site: SiteId,
        marker: Marker,
        count: u32,
    },
    /// Round 2: soldiers from the fleet into an own factory's garrison.
    Garrison {
        fleet: FleetId,
        site: SiteId,
        soldiers: u32,
    },
    /// Round 2: soldiers of an own factory's garrison aboard the fleet.
    Embark {
        fleet: FleetId,
        site: SiteId,
        soldiers: u32,
    },
    /// Round 2: merge markers of one commodity (given by their shares, 3 for 1/3) whose
    /// fractions add to an exact share, such as three 1/3 into one 1/1.
    ChangeUp {
        at: Holder,
        commodity: CommodityId,
        shares: Vec<u8>,
    },
    /// Either round: the standing maintenance order, first removed first.
    Maintenance { order: Vec<Upkept> },
}

/// When an order is carried out within its round: the step, then a rank within it (leaving
/// the CSB, then sailing, then entering it, then patrol), then the order of the draft.
pub(crate) type Step = (u8, u8);

// Outfitting (round 1) and cargo handling (round 2) never share a round: both come before
// the voyages of their round.
pub(crate) const STANDING: u8 = 0;
pub(crate) const OUTFITTING: u8 = 1;
pub(crate) const CARGO: u8 = 2;
pub(crate) const VOYAGES: u8 = 3;
pub(crate) const INDIES: u8 = 4;
pub(crate) const COMBAT: u8 = 5;
pub(crate) const INVASIONS: u8 = 6;
pub(crate) const FACTORIES: u8 = 7;

impl Order {
    /// The order round it belongs to (None: either).
    pub fn round(&self) -> Option<u8> {
        match self {
            Order::Voyage { .. } | Order::Maintenance { .. } => None,
            Order::Load { .. }
            | Order::Unload { .. }
            | Order::Garrison { .. }
            | Order::Embark { .. }
            | Order::ChangeUp { .. } => Some(2),
            _ => Some(1),
        }
    }

    pub(crate) fn step(&self) -> Step {
        match self {
            Order::Maintenance { .. } => (STANDING, 0),
            Order::Buy { .. } => (OUTFITTING, 0),
            Order::Voyage { .. } => (VOYAGES, 0),
            Order::LeaveCsb { .. } => (INDIES, 0),
            Order::Sail { .. } => (INDIES, 1),
            Order::EnterCsb { .. } => (INDIES, 2),
            Order::Patrol { .. } => (INDIES, 3),
            Order::Attack { .. } => (COMBAT, 0),
            Order::Invade { .. } => (INVASIONS, 0),
            Order::Attempt { .. } => (FACTORIES, 0),
            Order::Fort { .. } => (FACTORIES, 1),
            Order::Load { .. }
            | Order::Unload { .. }
            | Order::Garrison { .. }
            | Order::Embark { .. }
            | Order::ChangeUp { .. } => (CARGO, 0),
        }
    }

    /// The fleet the order is for, if any.
    pub fn fleet(&self) -> Option<FleetId> {
        match self {
            Order::Buy { fleet, .. }
            | Order::Voyage { fleet, .. }
            | Order::Sail { fleet, .. }
            | Order::EnterCsb { fleet }
            | Order::LeaveCsb { fleet, .. }
            | Order::Patrol { fleet, .. }
            | Order::Attack { fleet, .. }
            | Order::Invade { fleet, .. }
            | Order::Attempt { fleet, .. }
            | Order::Fort { fleet, .. }
            | Order::Load { fleet, .. }
            | Order::Unload { fleet, .. }
            | Order::Garrison { fleet, .. }
            | Order::Embark { fleet, .. } => Some(*fleet),
            Order::ChangeUp {
                at: Holder::Fleet(fleet),
                ..
            } => Some(*fleet),
            Order::ChangeUp { .. } | Order::Maintenance { .. } => None,
        }
    }

    /// What kind of order this is, as the catalogue's `indies-order-kind` selects it.
    pub fn kind_key(&self) -> &'static str {
        match self {
            Order::Buy { .. } => "buy",
            Order::Voyage { .. } => "voyage",
            Order::Sail { .. } => "sail",
            Order::EnterCsb { .. } => "csb",
            Order::LeaveCsb { .. } => "leave",
            Order::Patrol { .. } => "patrol",
            Order::Attack { .. } => "attack",
            Order::Invade { .. } => "invade",
            Order::Attempt { .. } => "attempt",
            Order::Fort { .. } => "fort",
            Order::Load { .. } => "load",
            Order::Unload { .. } => "unload",
            Order::Garrison { .. } => "garrison",
            Order::Embark { .. } => "embark",
            Order::ChangeUp { .. } => "changeup",
            Order::Maintenance { .. } => "maintenance",
        }
    }

    /// The order in the reader's words, for drafts and the reveal: "fleet B attempts a
    /// factory at Bantam with a bribe of 2". Companies are named with `name`.
    pub fn text(&self, data: &Data, name: &dyn Fn(Seat) -> String, lang: Lang) -> String {
        self.said(data, name).render(lang)
    }

    /// The order as a message, rendered once its reader is known (an engine's refusal names
    /// the order it could not carry out).
    pub fn said(&self, data: &Data, name: &dyn Fn(Seat) -> String) -> Msg {
        let site = |s: &SiteId| data.site(*s).name.clone();
        let area = |a: &AreaId| data.area(*a).name.clone();
        let units = |u: &Unit, n: u32| super::words::units_msg(*u, n);
        let markers = |m: &Marker, n: u32| format!("{n} × {}", m.text(data));
        let fleet_of = |f: &FleetId| f.to_string();
        match self {
            Order::Buy { fleet, unit, count } => msg!(
                "indies-order-buy",
                units = units(unit, *count),
                fleet = fleet_of(fleet)
            ),
            Order::Voyage {
                fleet,
                to: Place::Europe,
            } => msg!(
                "indies-order-home",
                fleet = fleet_of(fleet),
                europe = &data.europe
            ),
            Order::Voyage { fleet, to } => msg!(
                "indies-order-voyage",
                fleet = fleet_of(fleet),
                to = to.name(data)
            ),
            Order::Sail { fleet, path } => {
                let path: Vec<String> = path.iter().map(area).collect();
                msg!(
                    "indies-order-sail",
                    fleet = fleet_of(fleet),
                    path = path.join(" → ")
                )
            }
            Order::EnterCsb { fleet } => msg!(
                "indies-order-enter-csb",
                fleet = fleet_of(fleet),
                csb = &data.csb
            ),
            Order::LeaveCsb { fleet, to } => msg!(
                "indies-order-leave-csb",
                fleet = fleet_of(fleet),
                csb = &data.csb,
                to = area(to)
            ),
            Order::Patrol {
                fleet,
                company,
                odds,
                laden,
            } => msg!(
                "indies-order-patrol",
                fleet = fleet_of(fleet),
                whom = company.map_or(Arg::from(msg!("indies-any-company")), |s| name(s).into()),
                odds = data.column_text(*odds),
                laden = if *laden { "yes" } else { "no" }
            ),
            Order::Attack {
                fleet,
                company,
                target,
            } => msg!(
                "indies-order-attack",
                fleet = fleet_of(fleet),
                target = fleet_of(target),
                company = name(*company)
            ),
            Order::Invade { fleet, site: s } => msg!(
                "indies-order-invade",
                fleet = fleet_of(fleet),
                site = site(s)
            ),
            Order::Attempt {
                fleet,
                site: s,
                bribe,
            } => msg!(
                "indies-order-attempt",
                fleet = fleet_of(fleet),
                site = site(s),
                bribe = super::words::florins_said(*bribe)
            ),
            Order::Fort { fleet, site: s } => {
                msg!("indies-order-fort", fleet = fleet_of(fleet), site = site(s))
            }
            Order::Load {
                fleet,
                site: s,
                marker,
                count,
            } => msg!(
                "indies-order-load",
                fleet = fleet_of(fleet),
                markers = markers(marker, *count),
                site = site(s)
            ),
            Order::Unload {
                fleet,
                site: s,
                marker,
                count,
            } => msg!(
                "indies-order-unload",
                fleet = fleet_of(fleet),
                markers = markers(marker, *count),
                site = site(s)
            ),
            Order::Garrison {
                fleet,
                site: s,
                soldiers,
            } => msg!(
                "indies-order-garrison",
                fleet = fleet_of(fleet),
                soldiers = units(&Unit::Soldier, *soldiers),
                site = site(s)
            ),
            Order::Embark {
                fleet,
                site: s,
                soldiers,
            } => msg!(
                "indies-order-embark",
                fleet = fleet_of(fleet),
                soldiers = units(&Unit::Soldier, *soldiers),
                site = site(s)
            ),
            Order::ChangeUp {
                at,
                commodity,
                shares,
            } => change_up(data, at, *commodity, shares),
            Order::Maintenance { order } => maintenance(order),
        }
    }
}

/// "merges cloves 1/3 + 1/3 + 1/3 into 1/1 in fleet A".
fn change_up(data: &Data, at: &Holder, commodity: CommodityId, shares: &[u8]) -> Msg {
    let parts: Vec<String> = shares.iter().map(|k| format!("1/{k}")).collect();
    let into = merged_share(shares).map_or("?".to_string(), |k| format!("1/{k}"));
    msg!(
        "indies-order-change-up",
        commodity = data.commodity(commodity),
        from = parts.join(" + "),
        into = into,
        at = at.said(data)
    )
}

/// What a maintenance order removes first ("soldiers, then forts"), or the default order.
fn maintenance(order: &[Upkept]) -> Msg {
    if order.is_empty() {
        return msg!("indies-order-maintenance-default");
    }
    let first = order
        .iter()
        .map(|u| Arg::from(super::words::upkept_plural_said(*u)))
        .reduce(|list, next| msg!("indies-then", first = list, next = next).into());
    msg!(
        "indies-order-maintenance",
        first = first.unwrap_or(Arg::Text(String::new()))
    )
}
