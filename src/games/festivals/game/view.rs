//! Building the views: the public one holds nothing secret; a seat's adds its own hand and plan.

use super::{Game, Phase};
use crate::games::Seat;
use crate::games::festivals::{
    FestivalId, FestivalView, IslandView, PhaseView, PlayerView, PublicView, SeatView, SpaceView,
};

impl Game {
    fn festival_view(&self, id: FestivalId, claimed: u8) -> FestivalView {
        let f = &self.board.festivals[id];
        FestivalView {
            id,
            name: f.name.clone(),
            island: f.island,
            points: f.points,
            claimed,
        }
    }

    pub(super) fn view_for_everyone(&self) -> PublicView {
        let players = (0..self.players)
            .map(|seat| PlayerView {
                seat,
                island: self.travellers[seat],
                score: self.scores[seat],
                hand_size: self.hands[seat].total(),
                planned: self.phase == Phase::Planning && self.plans[seat].is_some(),
                shown: (self.phase == Phase::Moving && !self.shown[seat].is_empty())
                    .then_some(self.remaining[seat]),
            })
            .collect();
        let islands = self
            .board
            .islands
            .iter()
            .enumerate()
            .map(|(id, island)| IslandView {
                id,
                name: island.name.clone(),
                spaces: self
                    .board
                    .spaces(id, self.players)
                    .iter()
                    .zip(&self.spaces[id])
                    .map(|(&colour, t)| SpaceView {
                        colour,
                        filled: t.is_some(),
                    })
                    .collect(),
                centre: self.centres[id],
                depicted: island.depicted,
            })
            .collect();
        let phase = match self.phase {
            Phase::Planning => PhaseView::Planning,
            Phase::Moving => PhaseView::Moving,
            Phase::Resting => PhaseView::Resting,
            Phase::Refresh(_) => PhaseView::Refresh,
            Phase::Over => PhaseView::Over,
        };
        PublicView {
            round: self.round,
            players,
            islands,
            typhoons: self.typhoons.clone(),
            pool: self.pool,
            active: Some(self.festival_view(self.active, self.claimed)),
            next: self.deck.first().map(|&f| self.festival_view(f, 0)),
            deck_left: self.deck.len(),
            airplane: self.airplane,
            phase,
            prompt: self.prompt(),
            winners: (self.phase == Phase::Over).then(|| self.winners.clone()),
            target: self.board.target(self.players),
        }
    }

    /// What `seat` may know: the public view, its hand and, while planning, its plan.
    pub(super) fn view_for_seat(&self, seat: Seat) -> SeatView {
        let planning = self.phase == Phase::Planning;
        SeatView {
            seat,
            hand: self.hands.get(seat).copied().unwrap_or_default(),
            plan: if planning {
                self.plans.get(seat).copied().flatten()
            } else {
                None
            },
            public: self.view_for_everyone(),
        }
    }
}
