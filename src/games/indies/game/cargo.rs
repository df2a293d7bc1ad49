//! Round 2 cargo handling at own factories (ports: no explorer needed, E 3.3): loading and
//! unloading markers, garrisoning and embarking soldiers, and change-ups (E 5.1.2) of markers
//! whose fractions add to an exact share.

use super::EventKind;
use crate::games::indies::data::{CommodityId, Data, SiteId, Unit};
use crate::games::indies::order::Holder;
use crate::games::indies::world::{FleetId, Marker, Place, World, merged_share};
use crate::games::{RuleError, Seat, forbidden, unknown};
use crate::lang::Arg;
use crate::msg;

/// Takes `count` of `marker` out of `from`, or says how many there are.
fn take(from: &mut Vec<Marker>, marker: Marker, count: u32) -> Result<(), u32> {
    let have = from.iter().filter(|&&m| m == marker).count() as u32;
    if have < count {
        return Err(have);
    }
    for _ in 0..count {
        let k = from.iter().position(|&m| m == marker).expect("counted");
        from.remove(k);
    }
    Ok(())
}

impl World {
    /// An own factory on `site` in the area where the fleet is, for cargo handling.
    fn port(&self, data: &Data, seat: Seat, id: FleetId, site: SiteId) -> Result<(), RuleError> {
        let Some(s) = data.sites.get(usize::from(site.0)) else {
            return unknown(msg!("indies-refused-no-site", site = site.0));
        };
        let f = self.ship_fleet(seat, id)?;
        if self.own_factory(seat, site).is_none() {
            return forbidden(msg!("indies-refused-port", site = &s.name));
        }
        if f.at != Place::Area(s.area) {
            return forbidden(msg!(
                "indies-refused-port-area",
                fleet = id.to_string(),
                at = f.at.name(data),
                area = &data.area(s.area).name,
                site = &s.name
            ));
        }
        Ok(())
    }

    fn room(
        &self,
        data: &Data,
        seat: Seat,
        id: FleetId,
        points: u32,
        what: Arg,
    ) -> Result<(), RuleError> {
        let f = self.fleet(seat, id).expect("checked");
        if points > f.free(data) {
            return forbidden(msg!(
                "indies-refused-room",
                fleet = id.to_string(),
                free = f.free(data),
                capacity = f.capacity(data),
                what = what,
                points = points
            ));
        }
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    pub(crate) fn load(
        &mut self,
        data: &Data,
        seat: Seat,
        id: FleetId,
        site: SiteId,
        marker: Marker,
        count: u32,
        out: &mut Vec<EventKind>,
    ) -> Result<(), RuleError> {
        self.port(data, seat, id, site)?;
        check_marker(data, marker, count)?;
        let what = format!("{count} × {}", marker.text(data));
        self.room(
            data,
            seat,
            id,
            count * data.movement.marker_cargo,
            what.into(),
        )?;
        let f = self.factory_mut(site).expect("checked");
        if let Err(have) = take(&mut f.markers, marker, count) {
            return forbidden(msg!(
                "indies-refused-stores",
                site = &data.site(site).name,
                have = have,
                marker = marker.text(data)
            ));
        }
        let markers = vec![marker; count as usize];
        self.fleet_mut(seat, id)
            .expect("checked")
            .add_markers(&markers);
        out.push(EventKind::Loaded {
            seat,
            fleet: id,
            site,
            marker,
            count,
        });
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    pub(crate) fn unload(
        &mut self,
        data: &Data,
        seat: Seat,
        id: FleetId,
        site: SiteId,
        marker: Marker,
        count: u32,
        out: &mut Vec<EventKind>,
    ) -> Result<(), RuleError> {
        self.port(data, seat, id, site)?;
        check_marker(data, marker, count)?;
        let f = self.fleet_mut(seat, id).expect("checked");
        if let Err(have) = take(&mut f.cargo, marker, count) {
            return forbidden(msg!(
                "indies-refused-carries",
                fleet = id.to_string(),
                have = have,
                marker = marker.text(data)
            ));
        }
        let f = self.factory_mut(site).expect("checked");
        f.markers
            .extend(std::iter::repeat_n(marker, count as usize));
        f.markers.sort();
        out.push(EventKind::Unloaded {
            seat,
            fleet: id,
            site,
            marker,
            count,
        });
        Ok(())
    }

    pub(crate) fn garrison(
        &mut self,
        data: &Data,
        seat: Seat,
        id: FleetId,
        site: SiteId,
        soldiers: u32,
        out: &mut Vec<EventKind>,
    ) -> Result<(), RuleError> {
        self.port(data, seat, id, site)?;
        if soldiers == 0 {
            return forbidden(msg!("indies-refused-garrison-none"));
        }
        let f = self.fleet_mut(seat, id).expect("checked");
        let have = f.count(Unit::Soldier);
        if have < soldiers {
            return forbidden(msg!(
                "indies-refused-aboard",
                fleet = id.to_string(),
                have = have
            ));
        }
        f.units[Unit::Soldier.index()] -= soldiers;
        self.factory_mut(site).expect("checked").soldiers += soldiers;
        out.push(EventKind::Garrisoned {
            seat,
            fleet: id,
            site,
            soldiers,
        });
        Ok(())
    }

    pub(crate) fn embark(
        &mut self,
        data: &Data,
        seat: Seat,
        id: FleetId,
        site: SiteId,
        soldiers: u32,
        out: &mut Vec<EventKind>,
    ) -> Result<(), RuleError> {
        self.port(data, seat, id, site)?;
        if soldiers == 0 {
            return forbidden(msg!("indies-refused-embark-none"));
        }
        let have = self.factory(site).expect("checked").soldiers;
        if have < soldiers {
            return forbidden(msg!(
                "indies-refused-garrisoned",
                site = &data.site(site).name,
                have = have
            ));
        }
        let points = soldiers * data.unit(Unit::Soldier).cargo;
        let what = msg!("indies-refused-soldiers", count = soldiers);
        self.room(data, seat, id, points, what.into())?;
        self.factory_mut(site).expect("checked").soldiers -= soldiers;
        self.fleet_mut(seat, id).expect("checked").units[Unit::Soldier.index()] += soldiers;
        out.push(EventKind::Embarked {
            seat,
            fleet: id,
            site,
            soldiers,
        });
        Ok(())
    }

    pub(crate) fn change_up(
        &mut self,
        data: &Data,
        seat: Seat,
        at: Holder,
        commodity: CommodityId,
        shares: &[u8],
        out: &mut Vec<EventKind>,
    ) -> Result<(), RuleError> {
        if usize::from(commodity.0) >= data.commodities.len() {
            return unknown(msg!("indies-refused-no-commodity", commodity = commodity.0));
        }
        let Some(into) = merged_share(shares) else {
            return forbidden(msg!("indies-refused-change-up"));
        };
        let markers = match at {
            Holder::Fleet(id) => &mut self.own_fleet_mut(seat, id)?.cargo,
            Holder::Factory(site) => {
                let Some(s) = data.sites.get(usize::from(site.0)) else {
                    return unknown(msg!("indies-refused-no-site", site = site.0));
                };
                match self.factories[usize::from(site.0)].as_mut() {
                    Some(f) if f.owner == seat => &mut f.markers,
                    _ => return forbidden(msg!("indies-refused-not-yours", site = &s.name)),
                }
            }
        };
        let mut left = markers.clone();
        for &k in shares {
            let m = Marker {
                commodity,
                share: k,
            };
            if take(&mut left, m, 1).is_err() {
                return forbidden(msg!(
                    "indies-refused-change-up-markers",
                    marker = m.text(data)
                ));
            }
        }
        left.push(Marker {
            commodity,
            share: into,
        });
        left.sort();
        *markers = left;
        self.markers.merged_from += shares.len() as u32;
        self.markers.merged_into += 1;
        out.push(EventKind::ChangedUp {
            seat,
            at,
            commodity,
            from: shares.to_vec(),
            into,
        });
        Ok(())
    }

    fn own_fleet_mut(
        &mut self,
        seat: Seat,
        id: FleetId,
    ) -> Result<&mut crate::games::indies::world::Fleet, RuleError> {
        self.own_fleet(seat, id)?;
        Ok(self.fleet_mut(seat, id).expect("checked"))
    }
}

fn check_marker(data: &Data, marker: Marker, count: u32) -> Result<(), RuleError> {
    if usize::from(marker.commodity.0) >= data.commodities.len() || marker.share == 0 {
        return unknown(msg!("indies-refused-no-marker"));
    }
    if count == 0 {
        return forbidden(msg!("indies-refused-move-none"));
    }
    Ok(())
}
