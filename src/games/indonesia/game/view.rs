//! Building the views: the public one holds nothing secret; a seat's adds its own money and
//! city cards.

use super::{Game, Phase};
use crate::games::indonesia::map::Era;
use crate::games::indonesia::{
    CityView, CompanyKind, CompanyView, DeedView, Money, MoneyView, PhaseView, PlayerMoney,
    PlayerView, PublicView, SeatView, Track,
};
use crate::games::{Rules, Seat};

const ERAS: [Era; 3] = [Era::A, Era::B, Era::C];

impl Game {
    fn player_money(&self, seat: Seat) -> PlayerMoney {
        PlayerMoney {
            seat,
            cash: self.cash.get(seat).copied().unwrap_or(0),
            revenue: self.revenue.get(seat).copied().unwrap_or(0),
        }
    }

    pub(super) fn view_for_everyone(&self) -> PublicView {
        let players = (0..self.players)
            .map(|seat| PlayerView {
                seat,
                research: self.research[seat],
                values: Track::ALL.map(|t| self.value(seat, t)),
                stash: self.stash[seat],
                companies: self
                    .companies
                    .values()
                    .filter(|c| c.owner == seat)
                    .map(|c| c.id)
                    .collect(),
                cards: ERAS
                    .iter()
                    .filter(|&&e| e <= self.era)
                    .flat_map(|&e| self.cards[seat][e as usize].iter().map(move |&c| (e, c)))
                    .collect(),
            })
            .collect();
        let money = match self.options.money {
            Money::Open => {
                MoneyView::Open((0..self.players).map(|s| self.player_money(s)).collect())
            }
            Money::Closed => MoneyView::Closed,
        };
        let companies = self
            .companies
            .values()
            .map(|c| CompanyView {
                id: c.id,
                owner: c.owner,
                kind: c.kind,
                deeds: c.deeds.clone(),
                name: self.company_name(c.id),
                areas: c.areas.clone(),
                ships: c.ships.clone(),
                ship_limit: if c.kind == CompanyKind::Shipping {
                    self.ship_limit(c.id)
                } else {
                    0
                },
                operated: c.operated,
                merged: c.merged,
            })
            .collect();
        let cities = self
            .cities
            .iter()
            .map(|(&area, c)| CityView {
                area,
                size: c.size,
                delivered: c.delivered,
            })
            .collect();
        let deeds = self
            .unclaimed()
            .map(|id| DeedView {
                id,
                name: self.deed_name(id),
                province: self.map.deeds[usize::from(id)].province,
            })
            .collect();
        let sizes = self.cities_by_size();
        let phase = match self.phase {
            Phase::NewEra { .. } => PhaseView::NewEra,
            Phase::Bid { .. } => PhaseView::Bid,
            Phase::Mergers(_) => PhaseView::Mergers,
            Phase::Acquisitions { .. } => PhaseView::Acquisitions,
            Phase::Research { .. } => PhaseView::Research,
            Phase::Operations { .. } => PhaseView::Operations,
            Phase::Growth(_) => PhaseView::Growth,
            Phase::Over => PhaseView::Over,
        };
        PublicView {
            year: self.year,
            era: self.era,
            phase,
            order: self.order.clone(),
            players,
            money,
            companies,
            cities,
            deeds,
            city_supply: [0, 1, 2]
                .map(|k| (u32::from(self.map.city_supply[k]).saturating_sub(sizes[k])) as u8),
            prompt: self.prompt(),
            winners: self.is_over().then(|| self.winners.clone()),
            scores: self.is_over().then(|| self.scores.clone()),
        }
    }

    /// What `seat` may know: the public view, its own cash and revenue, all its city cards.
    pub(super) fn view_for_seat(&self, seat: Seat) -> SeatView {
        SeatView {
            seat,
            money: self.player_money(seat),
            cards: self.cards.get(seat).cloned().unwrap_or_default(),
            public: self.public_view(),
        }
    }
}
