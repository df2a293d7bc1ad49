//! The Festivals' computer players: `planner`, the table's bot, and `basic`, the uniform
//! choice the table played before.
//!
//! The planner looks at the game as its seat knows it (the public board, its own hand) and
//! values each choice by the points it brings now and the position it leaves:
//! - **Planning**: every plan its hand allows, walked over the free spaces (one step per
//!   ticket, back and forth allowed, a blocked walk ends where it stands) to the islands where
//!   it can end. Ending on the festival island is worth the festival's points at the place it
//!   expects: a rival who can reach the island (it is close enough for its hand size) and shows
//!   more tickets moves first, one who shows as many moves first unless the planner holds the
//!   airplane. So it shows the fewest tickets that end there ahead of its rivals. Any end is
//!   also worth a share of the next festival's points when it can reach that island next round,
//!   and its tickets left; a plan of nothing rests where it stands and counts the tickets the
//!   rest takes.
//! - **Moving**: the step that keeps the best end in reach, so it never walks onto the festival
//!   island and off again when it can end there.
//! - **Resting**: from the island's centre or the pool, whichever gives more tickets (colours it
//!   holds fewest of breaking a tie); nothing only when both are empty.
//! - **The airplane**: in a tie it orders itself first and the leader last; it discards from
//!   its own island the colours it holds most of.
//! - **Typhoons**: the shift that most lengthens the leader's way to the next festival against
//!   its own.

use super::{Action, Board, Colour, IslandId, PublicView, RestSource, Side, Tickets};
use super::{Game, SeatView};
use crate::games::{Bots, Policy, RANDOM, Rules, Seat, Uniform};
use crate::rng::Rng;
use rustc_hash::FxHashMap;
use std::cell::RefCell;
use std::collections::VecDeque;

/// The bot the table had before the Festivals had a policy of its own: uniform among the legal
/// actions.
static BASIC: Uniform = Uniform("basic");

static PLANNER: Planner = Planner;

/// The planner first: it is the table's bot.
impl Bots for Game {
    fn policies() -> Vec<&'static dyn Policy<Game>> {
        vec![&PLANNER, &BASIC, &RANDOM]
    }
}

/// How likely a rival who can reach the festival island and shows more tickets (or as many,
/// without the airplane to break the tie) gets there first; and one who shows fewer.
const AHEAD: f64 = 0.85;
const TIED: f64 = 0.5;
const BEHIND: f64 = 0.15;
/// The value of a ticket in hand, up to `PLENTY` tickets, and of each one above.
const TICKET: f64 = 0.6;
const SPARE_TICKET: f64 = 0.2;
const PLENTY: u32 = 6;
/// The most tickets it shows: the board is crossed in fewer steps, and longer walks only cost
/// time to weigh.
const MOST_SHOWN: u32 = 6;
/// The share of the next festival's first place that a good position is worth now.
const NEXT_ROUND: f64 = 0.5;

/// The table's bot: plans, moves, rests and uses the airplane as the module says.
pub(super) struct Planner;

impl Policy<Game> for Planner {
    fn name(&self) -> &'static str {
        "planner"
    }

    fn choose(&self, known: &Game, seat: Seat, legal: &[Action], _rng: &mut Rng) -> Action {
        let sight = Sight::new(known, seat);
        let best = legal.iter().map(|a| (sight.value(a), a)).fold(
            None,
            |best: Option<(f64, &Action)>, (v, a)| match best {
                Some((b, _)) if b >= v => best,
                _ => Some((v, a)),
            },
        );
        best.map_or_else(|| legal[0].clone(), |(_, a)| a.clone())
    }
}

/// What the seat knows, read once per decision.
struct Sight<'a> {
    board: &'a Board,
    seat: Seat,
    view: SeatView,
    /// Free spaces per island and colour.
    free: Vec<[u8; 3]>,
    walks: RefCell<Walks>,
}

impl<'a> Sight<'a> {
    fn new(game: &'a Game, seat: Seat) -> Sight<'a> {
        let sight = Sight::unwalked(game, seat);
        if sight.place_points(0) > 0.0 {
            sight.walks.borrow_mut().festival = sight.festival_island();
        }
        sight
    }

    fn unwalked(game: &'a Game, seat: Seat) -> Sight<'a> {
        let view = game.seat_view(seat);
        let free = view
            .public
            .islands
            .iter()
            .map(|island| {
                let mut free = [0u8; 3];
                for space in island.spaces.iter().filter(|s| !s.filled) {
                    free[space.colour.index()] += 1;
                }
                free
            })
            .collect();
        Sight {
            board: game.board(),
            seat,
            view,
            free,
            walks: RefCell::new(Walks {
                festival: None,
                memo: FxHashMap::default(),
            }),
        }
    }

    fn public(&self) -> &PublicView {
        &self.view.public
    }

    fn island(&self, seat: Seat) -> IslandId {
        self.public().players[seat].island
    }

    fn festival_island(&self) -> Option<IslandId> {
        self.public().active.as_ref().map(|f| f.island)
    }

    /// How much an action is worth to the seat (higher is better).
    fn value(&self, action: &Action) -> f64 {
        match action {
            Action::Plan { tickets } => self.plan_value(*tickets),
            Action::Move { to, ticket } => self.step_value(*to, *ticket),
            Action::Order { seats } => self.order_value(seats),
            Action::Rest { from } => self.rest_value(*from),
            Action::Discard { island, tickets } => self.discard_value(*island, *tickets),
            Action::Typhoon { shift } => self.typhoon_value(*shift),
            Action::PickTyphoonMover { seat } => f64::from(u8::from(*seat == self.seat)),
        }
    }

    /// A plan: the best end its walks reach, with the points it expects there.
    fn plan_value(&self, shown: Tickets) -> f64 {
        let here = self.island(self.seat);
        let mut hand = self.view.hand;
        if shown.is_empty() {
            let rest = self
                .rest_take(here, RestSource::Island)
                .total()
                .max(self.rest_take(here, RestSource::Pool).total());
            let points = if Some(here) == self.festival_island() {
                self.expected_points(0)
            } else {
                0.0
            };
            return points + self.position_value(here, hand.total() + rest);
        }
        if shown.total() > MOST_SHOWN {
            return f64::MIN;
        }
        hand.remove(&shown);
        let ends = self.ends(here, counts(shown), self.free.clone());
        self.best_end(ends, self.expected_points(shown.total()), hand.total())
    }

    /// The best of `ends` to stand on with `tickets` in hand, the festival island's worth
    /// `points` more.
    fn best_end(&self, ends: u64, points: f64, tickets: u32) -> f64 {
        islands(ends)
            .map(|end| {
                let scored = if Some(end) == self.festival_island() {
                    points
                } else {
                    0.0
                };
                scored + self.position_value(end, tickets)
            })
            .fold(f64::MIN, f64::max)
    }

    /// The festival's points the seat expects for ending a move there having shown `shown`
    /// tickets (0: resting there, after every mover).
    fn expected_points(&self, shown: u32) -> f64 {
        let Some(island) = self.festival_island() else {
            return 0.0;
        };
        let mine = self.public().airplane == self.seat;
        // The chance of each rival getting there first; then the chances of being k-th.
        let mut places = vec![1.0];
        for rival in self.rivals() {
            let hand = self.public().players[rival].hand_size;
            let Some(d) = self.distance(self.island(rival), island) else {
                continue;
            };
            let first = match d {
                0 => continue,
                _ if d > hand => continue,
                _ if shown == 0 || d > shown => AHEAD,
                _ if d == shown && !mine => TIED,
                _ if d == shown => BEHIND,
                _ => BEHIND,
            };
            let mut next = vec![0.0; places.len() + 1];
            for (k, p) in places.iter().enumerate() {
                next[k] += p * (1.0 - first);
                next[k + 1] += p * first;
            }
            places = next;
        }
        places
            .iter()
            .enumerate()
            .map(|(k, p)| p * self.place_points(k))
            .sum()
    }

    /// The points of the festival's next place but `k` (0: the next place).
    fn place_points(&self, k: usize) -> f64 {
        let Some(active) = &self.public().active else {
            return 0.0;
        };
        let place = usize::from(active.claimed) + k;
        f64::from(active.points.get(place).copied().flatten().unwrap_or(0))
    }

    /// Standing on `island` with `tickets` in hand after this round: the tickets, and a share of
    /// the next festival's first place when its island is within reach. Nothing once the deck
    /// is out (this is the last round).
    fn position_value(&self, island: IslandId, tickets: u32) -> f64 {
        let Some(next) = &self.public().next else {
            return 0.0;
        };
        let held = f64::from(tickets.min(PLENTY)) * TICKET
            + f64::from(tickets.saturating_sub(PLENTY)) * SPARE_TICKET;
        let reach = match self.distance(island, next.island) {
            Some(0) => 0.7,
            Some(d) if tickets > d => 0.9 - 0.05 * f64::from(d),
            Some(d) if tickets == d => 0.6 - 0.05 * f64::from(d),
            _ => 0.1,
        };
        let first = f64::from(next.points[0].unwrap_or(0));
        held + NEXT_ROUND * first * reach
    }

    /// One step of a move: the best end still in reach after it (the place at the festival is
    /// known now: every earlier mover has moved).
    fn step_value(&self, to: IslandId, ticket: Colour) -> f64 {
        let Some(mut left) = self.public().players[self.seat].shown else {
            return 0.0;
        };
        *left.get_mut(ticket) -= 1;
        if !left.is_empty() && Some(to) == self.walks.borrow().festival {
            return f64::MIN;
        }
        let mut free = self.free.clone();
        free[to][ticket.index()] -= 1;
        let ends = self.ends(to, counts(left), free);
        self.best_end(ends, self.place_points(0), self.view.hand.total())
    }

    /// The airplane's order of a tie: itself first, then the others by rising score.
    fn order_value(&self, seats: &[Seat]) -> f64 {
        let mut wanted: Vec<Seat> = seats.to_vec();
        wanted.sort_by_key(|&s| (s != self.seat, self.public().players[s].score, s));
        f64::from(u8::from(wanted == seats))
    }

    /// What a rest takes, by source.
    fn rest_take(&self, island: IslandId, from: RestSource) -> Tickets {
        let view = &self.public().islands[island];
        match from {
            RestSource::Island => view.centre,
            RestSource::Pool => {
                let mut took = Tickets::NONE;
                for c in Colour::ALL {
                    *took.get_mut(c) = view.depicted.get(c).min(self.public().pool.get(c));
                }
                took
            }
            RestSource::Nothing => Tickets::NONE,
        }
    }

    /// More tickets first; among as many, those of colours the hand is short of.
    fn rest_value(&self, from: RestSource) -> f64 {
        let took = self.rest_take(self.island(self.seat), from);
        f64::from(took.total()) + 0.1 * self.scarcity(took)
    }

    /// How much the hand lacks these tickets' colours (0 to 1 each).
    fn scarcity(&self, tickets: Tickets) -> f64 {
        Colour::ALL
            .iter()
            .map(|&c| f64::from(tickets.get(c)) / f64::from(1 + self.view.hand.get(c)))
            .sum()
    }

    /// On its own island it keeps the colours it is short of; elsewhere any discard will do.
    fn discard_value(&self, island: IslandId, discarded: Tickets) -> f64 {
        if island != self.island(self.seat) {
            return 0.0;
        }
        let mut kept = self.public().islands[island].centre;
        kept.remove(&discarded);
        self.scarcity(kept)
    }

    /// The leader's way to the next festival against its own, with the typhoons as shifted.
    fn typhoon_value(&self, shift: Option<(Side, Side)>) -> f64 {
        let Some(next) = &self.public().next else {
            return 0.0;
        };
        let mut typhoons = self.public().typhoons.clone();
        if let Some((from, to)) = shift {
            typhoons.retain(|&t| t != from);
            typhoons.push(to);
        }
        let far = |seat| {
            let d = distance(self.board, &typhoons, self.island(seat), next.island);
            f64::from(d.unwrap_or(10))
        };
        let leader = self
            .rivals()
            .max_by_key(|&s| self.public().players[s].score)
            .map_or(0.0, far);
        // Leaving the typhoons where they are wins a tie.
        leader - far(self.seat) - 0.01 * f64::from(u8::from(shift.is_some()))
    }

    /// The islands where a walk from `at` placing `left` on `free` spaces can end.
    fn ends(&self, at: IslandId, left: [u8; 3], mut free: Vec<[u8; 3]>) -> u64 {
        let typhoons = &self.public().typhoons;
        self.walks
            .borrow_mut()
            .ends(self.board, typhoons, at, left, &mut free)
    }

    fn rivals(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..self.public().players.len()).filter(|&s| s != self.seat)
    }

    fn distance(&self, from: IslandId, to: IslandId) -> Option<u32> {
        distance(self.board, &self.public().typhoons, from, to)
    }
}

/// Steps between two islands through open crossings, whatever the tickets.
fn distance(board: &Board, typhoons: &[Side], from: IslandId, to: IslandId) -> Option<u32> {
    let mut seen = vec![None; board.islands.len()];
    seen[from] = Some(0);
    let mut queue = VecDeque::from([from]);
    while let Some(at) = queue.pop_front() {
        let d = seen[at]?;
        if at == to {
            return Some(d);
        }
        for &next in board.adjacent(at) {
            if seen[next].is_none() && board.open(at, next, typhoons) {
                seen[next] = Some(d + 1);
                queue.push_back(next);
            }
        }
    }
    None
}

/// Tickets as counts by colour index.
fn counts(tickets: Tickets) -> [u8; 3] {
    Colour::ALL.map(|c| tickets.get(c))
}

/// The islands of a set.
fn islands(set: u64) -> impl Iterator<Item = IslandId> {
    (0..64).filter(move |&i| set & (1 << i) != 0)
}

/// The islands where a move can end (a bit per island): every way of placing the shown tickets
/// one step at a time on free spaces of their colour, back and forth allowed; a walk that no
/// remaining ticket can continue is blocked and ends where it stands, as the rules end it. No
/// walk crosses the festival island while its places pay: walking onto it and off again spends
/// tickets for nothing. The memo is shared by every walk of one decision (the free spaces are
/// part of its key). Hashed by rustc's quick hash, not SipHash: the keys are the bot's own,
/// and hashing them with SipHash was most of a decision's time.
struct Walks {
    /// The festival island, while a place there still pays.
    festival: Option<IslandId>,
    memo: FxHashMap<Walk, u64>,
}

/// Where a walk stands, the tickets it has left to place and the free spaces by island.
type Walk = (IslandId, [u8; 3], Vec<[u8; 3]>);

impl Walks {
    /// The set of end islands from `at` with `left` to place on `free` spaces.
    fn ends(
        &mut self,
        board: &Board,
        typhoons: &[Side],
        at: IslandId,
        left: [u8; 3],
        free: &mut Vec<[u8; 3]>,
    ) -> u64 {
        if left == [0; 3] || at >= 64 {
            return 1 << at.min(63);
        }
        let key = (at, left, free.clone());
        if let Some(&known) = self.memo.get(&key) {
            return known;
        }
        let (mut out, mut blocked) = (0, true);
        for &to in board.adjacent(at) {
            if !board.open(at, to, typhoons) {
                continue;
            }
            for c in 0..3 {
                if left[c] == 0 || free[to][c] == 0 {
                    continue;
                }
                blocked = false;
                let mut rest = left;
                rest[c] -= 1;
                if Some(to) == self.festival && rest != [0; 3] {
                    continue;
                }
                free[to][c] -= 1;
                out |= self.ends(board, typhoons, to, rest, free);
                free[to][c] += 1;
            }
        }
        if blocked {
            out = 1 << at;
        }
        self.memo.insert(key, out);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::festivals::{Options, Prompt};
    use crate::games::{Components, RANDOM, decide};

    /// Whether a festival place is still open on `island` in this view.
    fn pays(view: &PublicView, island: IslandId) -> bool {
        view.active.as_ref().is_some_and(|f| {
            f.island == island
                && f.points
                    .get(usize::from(f.claimed))
                    .copied()
                    .flatten()
                    .is_some()
        })
    }

    /// Over games against uniform players, the planner never steps onto a paying festival
    /// island with tickets left to place, and never rests taking nothing while a rest would
    /// take tickets.
    #[test]
    fn the_planner_neither_crosses_the_festival_nor_rests_for_nothing() {
        let (mut crossings, mut idle_rests, mut steps, mut rests) = (0, 0, 0, 0);
        for players in 2..=4 {
            for seed in 0..8 {
                let (mut game, _) =
                    Game::setup(Board::standard(), &Options::default(), players, seed).unwrap();
                let mut rng = Rng::new(seed);
                while !game.is_over() {
                    let seat = game.waiting_for()[0];
                    let policy: &dyn Policy<Game> = if seat == 0 { &PLANNER } else { &RANDOM };
                    let action = decide(&game, seat, policy, &mut rng).unwrap();
                    let view = game.public_view();
                    if seat == 0 {
                        match (&action, &view.prompt) {
                            (Action::Move { to, .. }, Prompt::Move { remaining, .. }) => {
                                steps += 1;
                                crossings += usize::from(remaining.total() > 1 && pays(&view, *to));
                            }
                            (Action::Rest { from }, _) => {
                                rests += 1;
                                let sight = Sight::new(&game, seat);
                                let here = sight.island(seat);
                                let offered = sight.rest_take(here, RestSource::Island).total()
                                    + sight.rest_take(here, RestSource::Pool).total();
                                idle_rests +=
                                    usize::from(*from == RestSource::Nothing && offered > 0);
                            }
                            _ => {}
                        }
                    }
                    game.apply(seat, &action).unwrap();
                }
            }
        }
        assert!(steps > 100 && rests > 10, "{steps} steps, {rests} rests");
        assert_eq!((crossings, idle_rests), (0, 0));
    }
}
