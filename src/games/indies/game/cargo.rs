//! Round 2 cargo handling at own factories (ports: no explorer needed, E 3.3): loading and
//! unloading markers, garrisoning and embarking soldiers, and change-ups (E 5.1.2) of markers
//! whose fractions add to an exact share.

use super::EventKind;
use crate::games::indies::data::{CommodityId, Data, SiteId, Unit};
use crate::games::indies::order::Holder;
use crate::games::indies::world::{FleetId, Marker, Place, World, merged_share};
use crate::games::{RuleError, Seat, forbidden, unknown};

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
            return unknown(format!("there is no site number {}", site.0));
        };
        let f = self.ship_fleet(seat, id)?;
        if self.own_factory(seat, site).is_none() {
            return forbidden(format!(
                "{} is not your factory: cargo is handled only at your own factories",
                s.name
            ));
        }
        if f.at != Place::Area(s.area) {
            return forbidden(format!(
                "fleet {id} is in {}, not in {} where {} lies",
                f.at.name(data),
                data.area(s.area).name,
                s.name
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
        what: &str,
    ) -> Result<(), RuleError> {
        let f = self.fleet(seat, id).expect("checked");
        if points > f.free(data) {
            return forbidden(format!(
                "fleet {id} has {} free cargo points (of {}), and {what} take {points}",
                f.free(data),
                f.capacity(data)
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
        self.room(data, seat, id, count * data.movement.marker_cargo, &what)?;
        let f = self.factory_mut(site).expect("checked");
        if let Err(have) = take(&mut f.markers, marker, count) {
            return forbidden(format!(
                "{} stores {have} × {}",
                data.site(site).name,
                marker.text(data)
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
            return forbidden(format!("fleet {id} carries {have} × {}", marker.text(data)));
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
            return forbidden("garrison at least 1 soldier");
        }
        let f = self.fleet_mut(seat, id).expect("checked");
        let have = f.count(Unit::Soldier);
        if have < soldiers {
            return forbidden(format!("fleet {id} has {have} soldier(s) aboard"));
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
            return forbidden("embark at least 1 soldier");
        }
        let have = self.factory(site).expect("checked").soldiers;
        if have < soldiers {
            return forbidden(format!(
                "{} has {have} soldier(s) in its garrison",
                data.site(site).name
            ));
        }
        let points = soldiers * data.unit(Unit::Soldier).cargo;
        self.room(data, seat, id, points, &format!("{soldiers} soldier(s)"))?;
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
            return unknown(format!("there is no commodity number {}", commodity.0));
        }
        let Some(into) = merged_share(shares) else {
            return forbidden(
                "a change-up merges two or more markers whose fractions add to an exact share \
                 (three 1/3 into 1/1, two 1/4 into 1/2)",
            );
        };
        let markers = match at {
            Holder::Fleet(id) => &mut self.own_fleet_mut(seat, id)?.cargo,
            Holder::Factory(site) => {
                let Some(s) = data.sites.get(usize::from(site.0)) else {
                    return unknown(format!("there is no site number {}", site.0));
                };
                match self.factories[usize::from(site.0)].as_mut() {
                    Some(f) if f.owner == seat => &mut f.markers,
                    _ => return forbidden(format!("{} is not your factory", s.name)),
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
                return forbidden(format!(
                    "there are not enough {} markers there for this change-up",
                    m.text(data)
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
        return unknown("there is no such marker");
    }
    if count == 0 {
        return forbidden("move at least 1 marker");
    }
    Ok(())
}
