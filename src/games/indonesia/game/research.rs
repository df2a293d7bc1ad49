//! Research and Development: one step each, in turn order; hull may go on anyone's track; no
//! track goes past step 5.

use super::{Event, EventKind, Game, Phase, RuleError};
use crate::games::indonesia::{PhaseName, Track};
use crate::games::{Seat, forbidden, public, unknown};
use crate::msg;

impl Game {
    pub(super) fn begin_research(&mut self, events: &mut Vec<Event>) {
        self.start_phase(PhaseName::Research, events);
        self.phase = Phase::Research { turn: 0 };
    }

    /// Every (track, owner) `seat` may advance.
    pub(super) fn research_choices(&self, seat: Seat) -> Vec<(Track, Seat)> {
        let mut out = Vec::new();
        for track in Track::ALL {
            if track == Track::Hull {
                for owner in 0..self.players {
                    if self.research[owner][track as usize] < 5 {
                        out.push((track, owner));
                    }
                }
            } else if self.research[seat][track as usize] < 5 {
                out.push((track, seat));
            }
        }
        out
    }

    pub(super) fn settle_research(&mut self, events: &mut Vec<Event>) -> bool {
        let Phase::Research { turn } = self.phase else {
            return false;
        };
        if turn >= self.players {
            self.begin_operations(events);
            return true;
        }
        let seat = self.seat_at(turn);
        if self.research_choices(seat).is_empty() {
            events.push(public(EventKind::NoResearch { seat }));
            self.phase = Phase::Research { turn: turn + 1 };
            return true;
        }
        self.standing_research(seat, events)
    }

    pub(super) fn check_research(
        &self,
        seat: Seat,
        track: Track,
        owner: Seat,
    ) -> Result<(), RuleError> {
        let Phase::Research { turn } = self.phase else {
            return self.phase_error(seat);
        };
        if self.seat_at(turn) != seat {
            return self.phase_error(seat);
        }
        if owner >= self.players {
            return unknown(msg!("indonesia-refused-no-player"));
        }
        if owner != seat && track != Track::Hull {
            return forbidden(msg!(
                "indonesia-refused-research-own",
                track = crate::games::indonesia::track_said(track)
            ));
        }
        if self.research[owner][track as usize] >= 5 {
            return forbidden(msg!(
                "indonesia-refused-research-last",
                track = crate::games::indonesia::track_said(track)
            ));
        }
        Ok(())
    }

    pub(super) fn research_step(
        &mut self,
        seat: Seat,
        track: Track,
        owner: Seat,
        events: &mut Vec<Event>,
    ) {
        self.research[owner][track as usize] += 1;
        events.push(public(EventKind::Researched {
            seat,
            track,
            owner,
            step: self.research[owner][track as usize],
        }));
        if let Phase::Research { turn } = &mut self.phase {
            *turn += 1;
        }
    }
}
