//! New Era: the era's deeds go on the map, earlier unclaimed deeds are discarded, and each
//! player places a size 1 city from their city card, in turn order.

use super::board::Land;
use super::setup::cards_per_era;
use super::{City, DeedState, Event, EventKind, Game, Phase, RuleError};
use crate::games::indonesia::map::{AreaId, DeedId, Era, ProvinceId};
use crate::games::indonesia::{NoCity, PhaseName};
use crate::games::{Seat, forbidden, public, unknown};
use crate::msg;

impl Game {
    /// Places the deeds of `era`, discarding unclaimed ones of earlier eras, and starts the
    /// city placement.
    pub(super) fn begin_era(&mut self, era: Era, events: &mut Vec<Event>) {
        self.era = era;
        self.start_phase(PhaseName::NewEra, events);
        let mut discarded: Vec<DeedId> = Vec::new();
        let mut placed: Vec<DeedId> = Vec::new();
        for (d, state) in self.deeds.iter_mut().enumerate() {
            let deed_era = self.map.deeds[d].era;
            if *state == DeedState::Unclaimed && deed_era < era {
                *state = DeedState::Discarded;
                discarded.push(d as DeedId);
            } else if *state == DeedState::Future && deed_era == era {
                *state = DeedState::Unclaimed;
                placed.push(d as DeedId);
            } else if *state == DeedState::Future && deed_era < era {
                *state = DeedState::Discarded;
            }
        }
        events.push(public(EventKind::NewEra {
            era,
            deeds: placed,
            discarded,
        }));
        let e = era as usize;
        let cards = self
            .order
            .iter()
            .flat_map(|&s| self.cards[s][e].iter().map(move |&c| (s, c)))
            .collect();
        events.push(public(EventKind::CityCards { era, cards }));
        self.phase = Phase::NewEra { round: 0, turn: 0 };
    }

    /// Empty coastal areas where a city card may place its city: in a province of the card
    /// that has no city yet.
    pub(super) fn city_areas(&self, card: [ProvinceId; 3]) -> Vec<AreaId> {
        let land = self.land();
        let mut out = Vec::new();
        for p in card {
            let areas = &self.map.provinces[usize::from(p)].areas;
            if areas.iter().any(|a| self.cities.contains_key(a)) {
                continue;
            }
            out.extend(areas.iter().copied().filter(|&a| {
                self.map.areas[usize::from(a)].coastal && land[usize::from(a)] == Land::Empty
            }));
        }
        out.sort_unstable();
        out.dedup();
        out
    }

    fn current_card(&self) -> Option<(Seat, [ProvinceId; 3])> {
        let Phase::NewEra { round, turn } = self.phase else {
            return None;
        };
        let seat = self.seat_at(turn);
        Some((seat, self.cards[seat][self.era as usize][round]))
    }

    fn next_card(&mut self) {
        if let Phase::NewEra { round, turn } = &mut self.phase {
            *turn += 1;
            if *turn == self.players {
                *turn = 0;
                *round += 1;
            }
        }
    }

    /// Skips cards that can place nothing; after the last card, the Turn Order Bid.
    pub(super) fn settle_new_era(&mut self, events: &mut Vec<Event>) -> bool {
        let Phase::NewEra { round, .. } = self.phase else {
            return false;
        };
        if round >= cards_per_era(&self.map, self.players) {
            self.begin_bid(events);
            return true;
        }
        let (seat, card) = self.current_card().expect("in New Era");
        let why = if self.cities_by_size()[0] >= u32::from(self.map.city_supply[0]) {
            Some(NoCity::Supply)
        } else if self.city_areas(card).is_empty() {
            Some(NoCity::NoRoom)
        } else {
            None
        };
        match why {
            Some(why) => {
                events.push(public(EventKind::NoCityPlaced {
                    seat,
                    provinces: card,
                    why,
                }));
                self.next_card();
                true
            }
            None => false,
        }
    }

    pub(super) fn check_city(&self, seat: Seat, area: AreaId) -> Result<(), RuleError> {
        let Some((current, card)) = self.current_card() else {
            return self.phase_error(seat);
        };
        if current != seat {
            return self.phase_error(seat);
        }
        if usize::from(area) >= self.map.areas.len() {
            return unknown(msg!("indonesia-refused-no-area"));
        }
        if self.city_areas(card).contains(&area) {
            return Ok(());
        }
        let names: Vec<&str> = card
            .iter()
            .map(|&p| self.map.provinces[usize::from(p)].name.as_str())
            .collect();
        forbidden(msg!(
            "indonesia-refused-city-area",
            provinces = names.join(", "),
            area = self.area_name(area)
        ))
    }

    pub(super) fn place_city(&mut self, seat: Seat, area: AreaId, events: &mut Vec<Event>) {
        self.cities.insert(
            area,
            City {
                size: 1,
                delivered: [0; 5],
            },
        );
        events.push(public(EventKind::CityPlaced { seat, area }));
        self.next_card();
    }
}
