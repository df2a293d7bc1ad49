//! The end of the year: the end-of-game check, operating revenue to cash (IOUs repaid), and
//! City Growth (size 2 cities to 3 first, then 1 to 2, within the supply of 12/8/3; the first
//! player picks when the supply binds).

use super::{Event, EventKind, Game, Growth, Phase, RuleError};
use crate::games::indonesia::map::{AreaId, Era};
use crate::games::indonesia::{Money, PhaseName};
use crate::games::{Seat, forbidden, private, public};
use crate::msg;

impl Game {
    /// After the last company operated.
    pub(super) fn end_operations(&mut self, events: &mut Vec<Event>) {
        for c in self.companies.values_mut() {
            c.operated = false;
        }
        if self.era == Era::C && self.era_exhausted() {
            self.end_game(events);
            return;
        }
        self.settle_revenue(events);
        self.begin_growth(events);
    }

    /// Operating revenue goes to cash. IOUs still open are repaid from cash; what cash cannot
    /// cover stays as IOUs against the next Operations phase's revenue.
    fn settle_revenue(&mut self, events: &mut Vec<Event>) {
        for seat in 0..self.players {
            let revenue = self.revenue[seat];
            let (to_cash, repaid, left) = if revenue >= 0 {
                let r = u32::try_from(revenue).unwrap_or(u32::MAX);
                self.cash[seat] += r;
                (r, 0, 0)
            } else {
                let owed = u32::try_from(-revenue).unwrap_or(u32::MAX);
                let repaid = owed.min(self.cash[seat]);
                self.cash[seat] -= repaid;
                (0, repaid, owed - repaid)
            };
            self.revenue[seat] = -i64::from(left);
            // Nothing moved: nothing to tell.
            if to_cash == 0 && repaid == 0 && left == 0 {
                continue;
            }
            let kind = EventKind::Settled {
                seat,
                to_cash,
                repaid,
                left,
            };
            events.push(match self.options.money {
                Money::Open => public(kind),
                Money::Closed => private(seat, kind),
            });
        }
        if self.options.money == Money::Closed {
            events.push(public(EventKind::RevenueSettled));
        }
    }

    /// Cities that received their size in goods of every type produced on the board.
    fn may_grow(&self, size: u8) -> Vec<AreaId> {
        let produced = self.produced();
        self.cities
            .iter()
            .filter(|(_, c)| {
                c.size == size && (0..5).all(|g| !produced[g] || c.delivered[g] >= size)
            })
            .map(|(&a, _)| a)
            .collect()
    }

    fn begin_growth(&mut self, events: &mut Vec<Event>) {
        self.start_phase(PhaseName::Growth, events);
        let room = u32::from(self.map.city_supply[2]).saturating_sub(self.cities_by_size()[2]);
        self.phase = Phase::Growth(Growth {
            size: 3,
            left: room,
            among: self.may_grow(2),
            small: self.may_grow(1),
        });
    }

    pub(super) fn settle_growth(&mut self, events: &mut Vec<Event>) -> bool {
        let Phase::Growth(g) = &self.phase else {
            return false;
        };
        let g = g.clone();
        if !g.among.is_empty() && g.left > 0 && g.among.len() as u32 > g.left {
            return false;
        }
        if g.among.len() as u32 <= g.left {
            for &area in &g.among {
                self.grow_city(area, events);
            }
        } else {
            for &area in &g.among {
                events.push(public(EventKind::NoGrowth { area, size: g.size }));
            }
        }
        if g.size == 3 {
            let room = u32::from(self.map.city_supply[1]).saturating_sub(self.cities_by_size()[1]);
            self.phase = Phase::Growth(Growth {
                size: 2,
                left: room,
                among: g.small,
                small: Vec::new(),
            });
        } else {
            for c in self.cities.values_mut() {
                c.delivered = [0; 5];
            }
            events.push(public(EventKind::GoodsCleared));
            self.start_year(events);
        }
        true
    }

    fn grow_city(&mut self, area: AreaId, events: &mut Vec<Event>) {
        if let Some(c) = self.cities.get_mut(&area) {
            c.size += 1;
            events.push(public(EventKind::Grew { area, size: c.size }));
        }
    }

    pub(super) fn check_grow(&self, seat: Seat, area: AreaId) -> Result<(), RuleError> {
        let Phase::Growth(g) = &self.phase else {
            return self.phase_error(seat);
        };
        if seat != self.order[0] {
            return self.phase_error(seat);
        }
        if !g.among.contains(&area) {
            return forbidden(msg!(
                "indonesia-refused-grow",
                size = g.size,
                cities = g
                    .among
                    .iter()
                    .map(|&a| self.area_name(a))
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        }
        Ok(())
    }

    /// The first player picks one city to grow.
    pub(super) fn grow(&mut self, area: AreaId, events: &mut Vec<Event>) {
        self.grow_city(area, events);
        if let Phase::Growth(g) = &mut self.phase {
            g.among.retain(|&a| a != area);
            g.left -= 1;
        }
    }
}
