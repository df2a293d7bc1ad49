//! Naval combat (C): attacks ordered in round 1 and interceptions by CSB squadrons (E 6), both
//! resolved on the combat table. Odds are rounded in the defender's favour; a leader shifts
//! the column one for his side; a side loses its weakest ships first; a fleet that loses every
//! ship loses its cargo, which the winner takes into free room (squadrons carry none).

use super::{EventKind, d6};
use crate::games::indies::data::{Column, Data, Outcome};
use crate::games::indies::world::{Fleet, FleetId, Loss, Marker, Place, Sink, World};
use crate::games::indies::{Battle, FleetRef};
use crate::games::{RuleError, Seat, forbidden, unknown};
use crate::msg;
use crate::rng::Rng;

/// The column of `attack` against `defence` after the leaders' shifts, with the net shift; None
/// below the table's first column (no attack: the shifts never make an attack possible).
pub(crate) fn odds(
    data: &Data,
    attack: u32,
    defence: u32,
    attacker_leader: bool,
    defender_leader: bool,
) -> Option<(Column, i32)> {
    let raw = data.column(attack, defence)?;
    let shift = (i32::from(attacker_leader) - i32::from(defender_leader))
        * i32::from(data.combat.leader_shift);
    Some((data.shifted(raw, shift), shift))
}

/// The column of `attack` against `defence` before the leaders' shifts, or the refusal of
/// `action` ("attack", "invasion") at odds below the table's first column.
pub(crate) fn column_at_odds(
    data: &Data,
    attack: u32,
    defence: u32,
    action: &str,
) -> Result<Column, RuleError> {
    match data.column(attack, defence) {
        Some(column) => Ok(column),
        None => forbidden(msg!(
            "indies-refused-odds-low",
            attack = attack,
            defence = defence,
            column = data.column_text(Column(0)),
            action = action
        )),
    }
}

/// Ships to lose first in combat: the weakest, then the smallest hold; of one kind, the last
/// stowed (the least laden). Places in [`Fleet::stowage`].
pub(crate) fn weakest(fleet: &Fleet, data: &Data, n: u32) -> Vec<usize> {
    let holds = fleet.stowage(data);
    let mut idx: Vec<usize> = (0..holds.len()).collect();
    idx.sort_by_key(|&i| {
        let u = data.unit(holds[i].unit);
        (u.strength, u.cargo, std::cmp::Reverse(i))
    });
    idx.truncate(n as usize);
    idx
}

/// The most valuable markers first, at current prices.
fn by_value(world: &World, data: &Data, markers: &mut [Marker]) {
    markers.sort_by_key(|m| std::cmp::Reverse(data.sale(world.price(data, m.commodity), m.share)));
}

impl World {
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn attack(
        &mut self,
        data: &Data,
        seat: Seat,
        id: FleetId,
        company: Seat,
        target: FleetId,
        dice: Option<&mut Rng>,
        out: &mut Vec<EventKind>,
    ) -> Result<(), RuleError> {
        let f = self.ship_fleet(seat, id)?;
        let Some(area) = f.at.area() else {
            return forbidden(msg!(
                "indies-refused-fight-where",
                fleet = id.to_string(),
                at = f.at.name(data)
            ));
        };
        if f.moves.attacked {
            return forbidden(msg!("indies-refused-attacked", fleet = id.to_string()));
        }
        if company == seat {
            return forbidden(msg!("indies-refused-own-fleet", fleet = target.to_string()));
        }
        if company >= self.companies.len() {
            return unknown(msg!("indies-refused-no-seat", company = company));
        }
        let nation = data.nation(company);
        let Some(enemy) = self.fleet(company, target) else {
            return unknown(msg!(
                "indies-refused-no-enemy-fleet",
                nation = nation,
                fleet = target.to_string()
            ));
        };
        let resolving = dice.is_some();
        if resolving {
            if enemy.at != f.at || enemy.ships() == 0 {
                return forbidden(msg!(
                    "indies-refused-enemy-away",
                    fleet = target.to_string(),
                    nation = nation,
                    area = &data.area(area).name
                ));
            }
            column_at_odds(data, f.strength(data), enemy.strength(data), "attack")?;
        }
        let cost = self.pay_bounds(
            data,
            seat,
            id,
            data.movement.combat_bounds,
            msg!("indies-refused-costly", what = "attack"),
        )?;
        let f = self.fleet_mut(seat, id).expect("checked");
        f.moves.attacked = true;
        f.moves.indies += data.movement.combat_bounds;
        if let Some(rng) = dice {
            let attacker = FleetRef { seat, fleet: id };
            let defender = FleetRef {
                seat: company,
                fleet: target,
            };
            self.battle(data, rng, attacker, defender, cost, out);
        }
        Ok(())
    }

    /// One round of naval combat on the table. Both fleets exist with ships, at odds on it.
    pub(crate) fn battle(
        &mut self,
        data: &Data,
        rng: &mut Rng,
        attacker: FleetRef,
        defender: FleetRef,
        cost: u32,
        out: &mut Vec<EventKind>,
    ) {
        let a = self
            .fleet(attacker.seat, attacker.fleet)
            .expect("attacker")
            .clone();
        let d = self
            .fleet(defender.seat, defender.fleet)
            .expect("defender")
            .clone();
        let (attack, defence) = (a.strength(data), d.strength(data));
        let Some((column, shift)) = odds(data, attack, defence, a.has_leader(), d.has_leader())
        else {
            out.push(EventKind::NoBattle {
                attacker,
                defender,
                attack,
                defence,
            });
            return;
        };
        let die = d6(rng);
        let outcome = data.outcome(column, die);
        let (a_n, d_n) = match outcome {
            Outcome::Nothing => (0, 0),
            Outcome::Attacker(n) => (u32::from(n), 0),
            Outcome::Defender(n) => (0, u32::from(n)),
            Outcome::Eliminated => (0, d.ships()),
        };
        let attacker_lost = self.sink_ships(data, attacker, a_n);
        let defender_lost = self.sink_ships(data, defender, d_n);
        let mut taken = Vec::new();
        for (lost, winner) in [(&defender_lost, attacker), (&attacker_lost, defender)] {
            if !lost.fleet_lost {
                continue;
            }
            let mut spoils = lost.markers.clone();
            by_value(self, data, &mut spoils);
            let mut kept = Vec::new();
            if let Some(w) = self.fleet_mut(winner.seat, winner.fleet)
                && w.at != Place::Csb
            {
                for m in spoils {
                    if w.free(data) >= data.movement.marker_cargo {
                        w.add_markers(&[m]);
                        kept.push(m);
                    }
                }
            }
            taken.extend(kept);
        }
        // Markers of sunk ships are out of play, unless the winner took them.
        let mut gone: Vec<Marker> = attacker_lost
            .markers
            .iter()
            .chain(&defender_lost.markers)
            .copied()
            .collect();
        for t in &taken {
            if let Some(k) = gone.iter().position(|m| m == t) {
                gone.remove(k);
            }
        }
        self.markers_lost(&gone);
        for (side, lost) in [(attacker, &attacker_lost), (defender, &defender_lost)] {
            let mut units = lost.clone();
            units.markers.clear();
            self.book_loss(side.seat, &units);
            self.drop_empty_fleets(side.seat);
        }
        taken.sort();
        out.push(EventKind::Battle(Box::new(Battle {
            attacker,
            defender,
            area: d.at,
            attack,
            defence,
            column,
            shift,
            die,
            outcome,
            attacker_lost,
            defender_lost,
            taken,
            cost,
        })));
    }

    /// Sinks `n` ships of a fleet, weakest first; the markers lost are not booked here.
    fn sink_ships(&mut self, data: &Data, side: FleetRef, n: u32) -> Loss {
        if n == 0 {
            return Loss::default();
        }
        let f = self.fleet_mut(side.seat, side.fleet).expect("in battle");
        let lost = weakest(f, data, n);
        f.lose_ships(data, &lost, true)
    }

    /// After the round's movement, in initiative order, each CSB squadron with a patrol
    /// condition may try one interception of an enemy fleet that moved this round and matches
    /// it: the most laden such fleet, then the best odds, then the first in initiative order.
    pub(crate) fn interceptions(&mut self, data: &Data, rng: &mut Rng, out: &mut Vec<EventKind>) {
        for seat in self.initiative.clone() {
            let squadrons: Vec<FleetId> = self.companies[seat]
                .fleets
                .iter()
                .filter(|f| f.at == Place::Csb && f.patrol.is_some())
                .map(|f| f.id)
                .collect();
            for id in squadrons {
                let Some(s) = self.fleet(seat, id).filter(|f| f.ships() > 0) else {
                    continue;
                };
                if s.at != Place::Csb {
                    continue;
                }
                let Some(target) = self.quarry(data, seat, s) else {
                    continue;
                };
                let ships = s.ships();
                let leader = s.has_leader();
                let cost = Self::bound_cost(data, data.movement.combat_bounds, ships);
                if self.pay(seat, cost, Sink::Bounds).is_err() {
                    continue;
                }
                self.fleet_mut(seat, id).expect("squadron").moves.indies +=
                    data.movement.combat_bounds;
                let die = d6(rng);
                let bonus = if leader {
                    data.interception.leader_bonus
                } else {
                    0
                };
                let success = u32::from(die) + bonus >= data.interception.succeeds_on;
                out.push(EventKind::InterceptionTried {
                    seat,
                    fleet: id,
                    target,
                    die,
                    bonus,
                    success,
                    cost,
                });
                if success {
                    self.battle(data, rng, FleetRef { seat, fleet: id }, target, cost, out);
                }
            }
        }
    }

    /// The fleet a squadron would intercept, if any matches its condition.
    fn quarry(&self, data: &Data, seat: Seat, squadron: &Fleet) -> Option<FleetRef> {
        let patrol = squadron.patrol?;
        let mut best: Option<((usize, Column), FleetRef)> = None;
        for &c in &self.initiative {
            if c == seat || patrol.company.is_some_and(|p| p != c) {
                continue;
            }
            for g in &self.companies[c].fleets {
                if !g.moves.moved || g.ships() == 0 || (patrol.laden && g.cargo.is_empty()) {
                    continue;
                }
                let Some((column, _)) = odds(
                    data,
                    squadron.strength(data),
                    g.strength(data),
                    squadron.has_leader(),
                    g.has_leader(),
                ) else {
                    continue;
                };
                if column < patrol.odds {
                    continue;
                }
                let key = (g.cargo.len(), column);
                if best.as_ref().is_none_or(|(k, _)| key > *k) {
                    best = Some((
                        key,
                        FleetRef {
                            seat: c,
                            fleet: g.id,
                        },
                    ));
                }
            }
        }
        best.map(|(_, f)| f)
    }
}
