//! The trade: prices move in the Commodities segment (E 4.2.2), each area's output is shared
//! in the Spices segment (E 5.1), markers in Europe are sold in the Treasury segment (E 5.2),
//! and the crown pays its subsidy.

use super::{EventKind, d6};
use crate::games::Seat;
use crate::games::indies::PriceRoll;
use crate::games::indies::data::{Data, SiteId};
use crate::games::indies::world::{Marker, Place, World};
use crate::rng::Rng;

impl World {
    /// One d6 per commodity, in the list's order: the rank moves as the table says, never past
    /// the ladder's ends.
    pub(crate) fn move_prices(&mut self, data: &Data, rng: &mut Rng, out: &mut Vec<EventKind>) {
        let top = data.prices.ladder.len() as i32 - 1;
        let mut rolls = Vec::new();
        for c in data.commodity_ids() {
            let die = d6(rng);
            let rank = self.prices[usize::from(c.0)];
            let moved =
                (rank as i32 + data.prices.die[usize::from(die) - 1]).clamp(0, top) as usize;
            self.prices[usize::from(c.0)] = moved;
            rolls.push(PriceRoll {
                commodity: c,
                die,
                from: data.price_at(rank),
                to: data.price_at(moved),
            });
        }
        out.push(EventKind::Prices { rolls });
    }

    /// Each area's output is shared equally among the companies with a factory there; each
    /// gets one marker at its first factory there (by site order). A second factory earns
    /// nothing more (E 5.1.1).
    pub(crate) fn share_spices(&mut self, data: &Data, out: &mut Vec<EventKind>) {
        for area in data.area_ids() {
            let Some(commodity) = self.output[usize::from(area.0)] else {
                continue;
            };
            let mut to: Vec<(Seat, SiteId)> = Vec::new();
            for &site in &data.area(area).sites {
                if let Some(f) = self.factory(site)
                    && !to.iter().any(|&(s, _)| s == f.owner)
                {
                    to.push((f.owner, site));
                }
            }
            if to.is_empty() {
                continue;
            }
            to.sort();
            let share = to.len() as u8;
            let marker = Marker { commodity, share };
            for &(_, site) in &to {
                let f = self.factory_mut(site).expect("found");
                f.markers.push(marker);
                f.markers.sort();
                self.markers.made += 1;
                self.markers.made_60 += marker.sixtieths();
            }
            out.push(EventKind::Shares {
                area,
                commodity,
                price: self.price(data, commodity),
                share,
                to,
            });
        }
    }

    /// Every marker in Europe is sold at its price divided by its share, rounded down per
    /// marker; none may be stockpiled there (E 5.2).
    pub(crate) fn sell(&mut self, data: &Data, out: &mut Vec<EventKind>) {
        for seat in self.initiative.clone() {
            let mut takings = Vec::new();
            for f in &mut self.companies[seat].fleets {
                if f.at != Place::Europe || f.cargo.is_empty() {
                    continue;
                }
                takings.push((f.id, std::mem::take(&mut f.cargo)));
            }
            for (fleet, markers) in takings {
                let sales: Vec<(Marker, u32)> = markers
                    .iter()
                    .map(|&m| (m, data.sale(self.price(data, m.commodity), m.share)))
                    .collect();
                let total = sales.iter().map(|(_, v)| v).sum();
                self.earn_sales(seat, total);
                self.markers.sold += markers.len() as u32;
                self.markers.sold_60 += markers.iter().map(|m| m.sixtieths()).sum::<u32>();
                out.push(EventKind::Sold {
                    seat,
                    fleet,
                    sales,
                    total,
                });
            }
        }
    }

    /// The royal subsidy: so many florins per pip of a d6, each company in initiative order.
    pub(crate) fn subsidy(&mut self, data: &Data, rng: &mut Rng, out: &mut Vec<EventKind>) {
        for seat in self.initiative.clone() {
            let die = d6(rng);
            let amount = data.subsidy_per_pip * u32::from(die);
            self.earn_subsidy(seat, amount);
            out.push(EventKind::Subsidy { seat, die, amount });
        }
    }
}
