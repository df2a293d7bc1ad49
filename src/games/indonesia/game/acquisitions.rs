//! Acquisitions: in repeating turn order, players with Slots R&D above their company count take
//! an unclaimed deed (placing its first good or ship) or pass for the rest of the phase.

use super::{Action, Company, DeedState, Event, EventKind, Game, Phase, RuleError};
use crate::games::indonesia::map::DeedKind;
use crate::games::indonesia::{CompanyKind, PhaseName, Place};
use crate::games::{Seat, forbidden, public, unknown};
use crate::msg;

impl Game {
    pub(super) fn begin_acquisitions(&mut self, events: &mut Vec<Event>) {
        self.start_phase(PhaseName::Acquisitions, events);
        self.phase = Phase::Acquisitions {
            turn: 0,
            out: vec![false; self.players],
        };
    }

    /// Skips players who passed or have no free slot; ends the phase when nobody may acquire
    /// or no deed is left.
    pub(super) fn settle_acquisitions(&mut self, events: &mut Vec<Event>) -> bool {
        let Phase::Acquisitions { turn, out } = &self.phase else {
            return false;
        };
        let (turn, mut out) = (*turn, out.clone());
        for (seat, o) in out.iter_mut().enumerate() {
            if !self.has_free_slot(seat) {
                *o = true;
            }
        }
        if out.iter().all(|&o| o) || self.unclaimed().next().is_none() {
            self.begin_research(events);
            return true;
        }
        let seat = self.seat_at(turn);
        let skip = out[seat];
        self.phase = Phase::Acquisitions {
            turn: if skip {
                (turn + 1) % self.players
            } else {
                turn
            },
            out,
        };
        skip || self.standing_acquisition_pass(seat, events)
    }

    /// Where the deed's first good or ship may go.
    pub(super) fn start_places(&self, deed: u8) -> Vec<Place> {
        match self.deed_kind(deed) {
            DeedKind::Shipping => self.start_seas(deed).into_iter().map(Place::Sea).collect(),
            DeedKind::Production(_) => self
                .start_areas(&self.land(), deed)
                .into_iter()
                .map(Place::Area)
                .collect(),
        }
    }

    pub(super) fn check_acquisition(&self, seat: Seat, action: &Action) -> Result<(), RuleError> {
        let Phase::Acquisitions { turn, .. } = self.phase else {
            return self.phase_error(seat);
        };
        if self.seat_at(turn) != seat {
            return self.phase_error(seat);
        }
        let Action::Acquire { deed, at } = action else {
            return Ok(());
        };
        let not_unclaimed = msg!("indonesia-refused-not-unclaimed");
        match self.deeds.get(usize::from(*deed)) {
            None => return unknown(not_unclaimed),
            Some(DeedState::Unclaimed) => {}
            Some(_) => return forbidden(not_unclaimed),
        }
        if self.start_places(*deed).contains(at) {
            return Ok(());
        }
        let name = self.deed_name(*deed);
        let allowed: Vec<String> = self
            .start_places(*deed)
            .iter()
            .map(|p| match *p {
                Place::Area(a) => self.area_name(a).to_string(),
                Place::Sea(s) => self.map.seas[usize::from(s)].short.clone(),
            })
            .collect();
        let allowed = crate::games::indonesia::text::list_said(allowed);
        match self.deed_kind(*deed) {
            DeedKind::Shipping => forbidden(msg!(
                "indonesia-refused-first-ship",
                deed = name,
                allowed = allowed
            )),
            DeedKind::Production(_) => forbidden(msg!(
                "indonesia-refused-first-good",
                deed = name,
                allowed = allowed
            )),
        }
    }

    pub(super) fn acquisition_action(
        &mut self,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Event>,
    ) {
        let Phase::Acquisitions { turn, out } = &mut self.phase else {
            return;
        };
        *turn = (*turn + 1) % self.players;
        match *action {
            Action::Acquire { deed, at } => {
                let id = self.next_company;
                self.next_company += 1;
                let kind = match self.deed_kind(deed) {
                    DeedKind::Shipping => CompanyKind::Shipping,
                    DeedKind::Production(g) => CompanyKind::Production(g),
                };
                let (areas, ships) = match at {
                    Place::Area(a) => (vec![a], Vec::new()),
                    Place::Sea(s) => (Vec::new(), vec![s]),
                };
                self.deeds[usize::from(deed)] = DeedState::Owned;
                self.companies.insert(
                    id,
                    Company {
                        id,
                        owner: seat,
                        kind,
                        deeds: vec![deed],
                        areas,
                        ships,
                        operated: false,
                        merged: false,
                    },
                );
                events.push(public(EventKind::Acquired {
                    seat,
                    company: self.label(id),
                    at,
                }));
            }
            _ => {
                out[seat] = true;
                events.push(public(EventKind::NoAcquisition { seat }));
            }
        }
    }
}
