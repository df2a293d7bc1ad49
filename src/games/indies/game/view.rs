//! Building the views: the public one holds nothing secret; a seat's adds its own draft.

use super::{Game, Phase};
use crate::games::indies::data::Unit;
use crate::games::indies::view::{
    AreaView, CompanyView, FactoryView, FleetView, PhaseView, PriceView, PublicView, SeatView,
    SiteView,
};
use crate::games::indies::world::Fleet;
use crate::games::{Rules, Seat};

impl Game {
    fn fleet_view(&self, f: &Fleet) -> FleetView {
        let data = &self.data;
        FleetView {
            id: f.id,
            letter: f.id.letter(),
            at: f.at,
            units: Unit::ALL
                .iter()
                .filter(|&&u| f.count(u) > 0)
                .map(|&u| (u, f.count(u)))
                .collect(),
            ships: f.ships(),
            strength: f.strength(data),
            capacity: f.capacity(data),
            free: f.free(data),
            cargo: f.cargo.clone(),
            patrol: f.patrol,
        }
    }

    pub(super) fn view_for_everyone(&self) -> PublicView {
        let data = &self.data;
        let w = &self.world;
        let companies = (0..self.players)
            .map(|seat| {
                let c = &w.companies[seat];
                let factories = w.factory_count(seat);
                CompanyView {
                    seat,
                    nation: data.nation(seat).to_string(),
                    treasury: c.treasury,
                    fleets: c.fleets.iter().map(|f| self.fleet_view(f)).collect(),
                    factories,
                    score: c.treasury + i64::from(factories * data.factory.points),
                    upkeep: w.upkeep_due(data, seat),
                    maintenance: c.maintenance.clone(),
                    sealed: matches!(self.phase, Phase::Orders(_)) && self.sealed[seat],
                }
            })
            .collect();
        let areas = data
            .area_ids()
            .map(|id| {
                let a = data.area(id);
                AreaView {
                    id,
                    name: a.name.clone(),
                    europe: a.europe,
                    adjacent: a.adjacent.clone(),
                    commodity: w.output[usize::from(id.0)],
                    sites: a
                        .sites
                        .iter()
                        .map(|&s| SiteView {
                            id: s,
                            name: data.site(s).name.clone(),
                            factory: w.factory(s).map(|f| FactoryView {
                                owner: f.owner,
                                forts: f.forts,
                                soldiers: f.soldiers,
                                markers: f.markers.clone(),
                                defence: f.defence(data),
                            }),
                        })
                        .collect(),
                }
            })
            .collect();
        let prices = data
            .commodity_ids()
            .map(|c| PriceView {
                commodity: c,
                name: data.commodity(c).to_string(),
                price: w.price(data, c),
            })
            .collect();
        PublicView {
            year: self.year,
            first_year: data.start_year,
            last_year: self.last_year,
            phase: match self.phase {
                Phase::Orders(round) => PhaseView::Orders { round },
                Phase::Over => PhaseView::Over,
            },
            initiative: w.initiative.clone(),
            companies,
            areas,
            prices,
            prompt: self.prompt(),
            scores: self.scores.as_ref().map(|(s, _)| s.clone()),
            winner: self.scores.as_ref().map(|(_, w)| *w),
            last_round: self.last_round.clone(),
        }
    }

    /// What `seat` may know: the public view and its own draft.
    pub(super) fn view_for_seat(&self, seat: Seat) -> SeatView {
        SeatView {
            seat,
            public: self.public_view(),
            draft: self.draft(seat).to_vec(),
        }
    }
}
