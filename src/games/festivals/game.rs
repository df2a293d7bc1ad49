//! The game state and the flow of a round: Phase 1 planning, Phase 2 moving then resting,
//! Phase 3 refresh. Each phase's rules live in a submodule named after it; this file holds the
//! state, the entry points the table calls, and the loop that runs everything that needs no input.

mod invariants;
mod legal;
mod moving;
mod planning;
mod refresh;
mod resting;
mod setup;
mod turns;
mod view;

#[cfg(test)]
mod tests;

use super::board::{Board, FestivalId, IslandId, Side};
use super::{
    Action, Colour, Event, EventKind, Options, Position, Prompt, PublicView, RuleError, SeatView,
    SetupError, Tickets, TieKind,
};
use crate::games::{Components, Finish, Rules, Seat, not_now, not_your_turn, public};
use crate::rng::Rng;
use std::sync::Arc;
use turns::Turns;

/// A game of The Festivals. Every field is public knowledge except `hands` and `plans`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Game {
    /// Not in snapshots: the table attaches the game's recorded board.
    #[serde(skip, default = "Board::standard")]
    board: Arc<Board>,
    options: Options,
    players: usize,
    /// Kept for any later randomness, so a replay is exact.
    rng: Rng,
    round: u32,
    airplane: Seat,
    travellers: Vec<IslandId>,
    hands: Vec<Tickets>,
    scores: Vec<u32>,
    /// Scores a described position started with; everything above them is in `score_log`.
    base_scores: Vec<u32>,
    score_log: Vec<ScoreEntry>,
    /// Per island, per ticket space: the ticket sitting there.
    spaces: Vec<Vec<Option<Colour>>>,
    centres: Vec<Tickets>,
    pool: Tickets,
    typhoons: Vec<Side>,
    active: FestivalId,
    /// The festival deck, top (the visible next festival) first.
    deck: Vec<FestivalId>,
    /// Places of the active festival claimed this round.
    claimed: u8,
    /// Where travellers stood when the round's moves began, and every step since: lets
    /// `check_invariants` retrace each traveller.
    round_start: Vec<IslandId>,
    steps: Vec<Step>,
    phase: Phase,
    /// Phase 1: the plan each seat has recorded.
    plans: Vec<Option<Tickets>>,
    /// Phase 2: what each seat showed.
    shown: Vec<Tickets>,
    /// Phase 2a: shown tickets not yet placed.
    remaining: Vec<Tickets>,
    /// Phase 2: who acts next, movers or resters.
    turns: Turns,
    winners: Vec<Seat>,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
enum Phase {
    Planning,
    Moving,
    Resting,
    Refresh(RefreshStep),
    Over,
}

/// The Phase 3 decision the game waits for.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
enum RefreshStep {
    Discard { island: IslandId, surplus: u8 },
    PickTyphoonMover { tied: Vec<Seat> },
    Typhoon { seat: Seat },
}

/// One award of points, so every point can be traced to a festival card.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
struct ScoreEntry {
    round: u32,
    seat: Seat,
    festival: FestivalId,
    place: u8,
    points: u8,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
struct Step {
    seat: Seat,
    from: IslandId,
    to: IslandId,
}

impl Rules for Game {
    type Components = Board;
    type Options = Options;
    type Position = Position;
    type Action = Action;
    type EventKind = EventKind;
    type PublicView = PublicView;
    type SeatView = SeatView;

    fn setup(
        board: Arc<Board>,
        options: &Options,
        seats: usize,
        seed: u64,
    ) -> Result<(Game, Vec<Event>), SetupError> {
        Game::deal(board, *options, seats, seed)
    }

    fn from_position(board: Arc<Board>, position: &Position) -> Result<Game, SetupError> {
        Game::from_described(board, position)
    }

    fn seats(&self) -> usize {
        self.players
    }

    fn public_view(&self) -> PublicView {
        self.view_for_everyone()
    }

    fn seat_view(&self, seat: Seat) -> SeatView {
        self.view_for_seat(seat)
    }

    fn legal(&self, seat: Seat) -> Vec<Action> {
        self.legal_actions(seat)
    }

    fn check(&self, seat: Seat, action: &Action) -> Result<(), RuleError> {
        match action {
            Action::Plan { tickets } => self.check_plan(seat, *tickets),
            Action::Move { to, ticket } => self.check_step(seat, *to, *ticket),
            Action::Order { seats } => self.check_order(seat, seats),
            Action::Rest { from } => self.check_rest(seat, *from),
            Action::Discard { island, tickets } => self.check_discard(seat, *island, *tickets),
            Action::Typhoon { shift } => self.check_typhoon(seat, *shift),
            Action::PickTyphoonMover { seat: pick } => self.check_pick(seat, *pick),
        }
    }

    fn perform(
        &mut self,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        match action {
            Action::Plan { tickets } => self.plan(seat, *tickets, events),
            Action::Move { to, ticket } => self.step(seat, *to, *ticket, events),
            Action::Order { seats } => self.order(seat, seats, events),
            Action::Rest { from } => self.rest(seat, *from, events),
            Action::Discard { island, tickets } => self.discard(seat, *island, *tickets, events),
            Action::Typhoon { shift } => self.shift_typhoon(seat, *shift, events),
            Action::PickTyphoonMover { seat: pick } => self.pick_typhoon_mover(seat, *pick, events),
        }
        Ok(())
    }

    /// Runs everything that needs nobody's input: reveals, blocked movers, the end of Phase 2,
    /// automatic parts of the refresh, new rounds where nobody holds a ticket.
    fn advance(&mut self, events: &mut Vec<Event>) {
        loop {
            let moved_on = match self.phase {
                Phase::Planning => {
                    let all = self.plans.iter().all(Option::is_some);
                    if all {
                        self.reveal(events);
                    }
                    all
                }
                Phase::Moving => self.next_mover(events),
                Phase::Resting => self.next_rester(events),
                Phase::Refresh(_) | Phase::Over => false,
            };
            if !moved_on {
                return;
            }
        }
    }

    fn waiting_for(&self) -> Vec<Seat> {
        match self.prompt() {
            Prompt::Plan { waiting } => waiting,
            Prompt::Move { seat, .. }
            | Prompt::Order { seat, .. }
            | Prompt::Rest { seat }
            | Prompt::Discard { seat, .. }
            | Prompt::Typhoon { seat }
            | Prompt::PickTyphoonMover { seat, .. } => vec![seat],
            Prompt::Over { .. } => Vec::new(),
        }
    }

    fn finish(&self) -> Option<Finish> {
        (self.phase == Phase::Over).then(|| Finish {
            scores: self.scores.iter().map(|&s| i64::from(s)).collect(),
            winners: self.winners.clone(),
        })
    }

    fn rng(&self) -> &Rng {
        &self.rng
    }

    fn check_invariants(&self) -> Result<(), String> {
        self.invariants()
    }

    fn attach(&mut self, board: Arc<Board>) {
        self.board = board;
    }
}

impl Game {
    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn options(&self) -> Options {
        self.options
    }

    pub fn round(&self) -> u32 {
        self.round
    }

    /// What the game waits for now.
    pub fn prompt(&self) -> Prompt {
        let acting = || {
            self.turns
                .current()
                .expect("Phase 2 always has someone to act")
        };
        match &self.phase {
            Phase::Planning => Prompt::Plan {
                waiting: (0..self.players)
                    .filter(|&s| self.plans[s].is_none())
                    .collect(),
            },
            Phase::Moving | Phase::Resting => {
                if let Some(tied) = self.turns.tied() {
                    let why = if self.phase == Phase::Moving {
                        TieKind::Movers
                    } else {
                        TieKind::Resters
                    };
                    Prompt::Order {
                        seat: self.airplane,
                        tied: tied.to_vec(),
                        why,
                    }
                } else if self.phase == Phase::Moving {
                    let seat = acting();
                    Prompt::Move {
                        seat,
                        remaining: self.remaining[seat],
                    }
                } else {
                    Prompt::Rest { seat: acting() }
                }
            }
            Phase::Refresh(RefreshStep::Discard { island, surplus }) => Prompt::Discard {
                seat: self.airplane,
                island: *island,
                surplus: *surplus,
            },
            Phase::Refresh(RefreshStep::PickTyphoonMover { tied }) => Prompt::PickTyphoonMover {
                seat: self.airplane,
                tied: tied.clone(),
            },
            Phase::Refresh(RefreshStep::Typhoon { seat }) => Prompt::Typhoon { seat: *seat },
            Phase::Over => Prompt::Over {
                winners: self.winners.clone(),
            },
        }
    }

    fn name(&self, island: IslandId) -> &str {
        &self.board.islands[island].name
    }

    fn festival_island(&self) -> IslandId {
        self.board.festivals[self.active].island
    }

    /// A traveller ending a move (or resting) on the festival island takes the next place;
    /// a place the card does not pay is taken all the same.
    fn claim(&mut self, seat: Seat, events: &mut Vec<Event>) {
        if self.travellers[seat] != self.festival_island() {
            return;
        }
        self.claimed += 1;
        let place = self.claimed;
        let pays = self.board.festivals[self.active]
            .points
            .get(usize::from(place) - 1)
            .copied()
            .flatten();
        if let Some(points) = pays {
            self.scores[seat] += u32::from(points);
            let festival = self.active;
            self.score_log.push(ScoreEntry {
                round: self.round,
                seat,
                festival,
                place,
                points,
            });
            events.push(public(EventKind::Scored {
                seat,
                festival,
                place,
                points,
            }));
        }
    }

    /// After Phase 2: the game ends when the deck has run out, or when someone reached the
    /// target and the lead is not tied; otherwise Phase 3.
    fn end_of_action(&mut self, events: &mut Vec<Event>) {
        let best = self.scores.iter().copied().max().unwrap_or(0);
        let leaders: Vec<Seat> = (0..self.players)
            .filter(|&s| self.scores[s] == best)
            .collect();
        if self.deck.is_empty() || (best >= self.board.target(self.players) && leaders.len() == 1) {
            self.phase = Phase::Over;
            self.winners = leaders.clone();
            events.push(public(EventKind::GameOver {
                scores: self.scores.clone(),
                winners: leaders,
            }));
        } else {
            self.start_refresh(events);
        }
    }

    /// Phase 1 of a round: announce it and plan empty hands automatically.
    fn begin_planning(&mut self, events: &mut Vec<Event>) {
        self.phase = Phase::Planning;
        self.plans = self
            .hands
            .iter()
            .map(|h| h.is_empty().then_some(Tickets::NONE))
            .collect();
        self.shown = vec![Tickets::NONE; self.players];
        self.remaining = vec![Tickets::NONE; self.players];
        self.turns = Turns::default();
        let next = self.deck.first().copied();
        events.push(public(EventKind::RoundStarted {
            round: self.round,
            active: self.active,
            next,
        }));
    }

    /// What the game expects in its current phase, told to `seat` who sent something else: not
    /// now when the game is over or waits for this seat to do something else, not your turn when
    /// it waits for other seats.
    fn phase_error<T>(&self, seat: Seat) -> Result<T, RuleError> {
        let message = match &self.phase {
            Phase::Planning if self.hands[seat].is_empty() => {
                "The game is in Phase 1 (planning). You have no tickets, so you show nothing this \
                 round: wait for the others to plan."
                    .to_string()
            }
            Phase::Planning => "The game is in Phase 1 (planning): send your plan with \
                 /festivals plan tickets:\"...\" (or tickets:none)."
                .to_string(),
            Phase::Moving | Phase::Resting => {
                let (phase, what) = if self.phase == Phase::Moving {
                    ("Phase 2a (moving)", "showed the same number of tickets")
                } else {
                    ("Phase 2b (resting)", "rest on the same island")
                };
                if self.turns.tied().is_some() {
                    if seat == self.airplane {
                        format!(
                            "The game is in {phase}: as the airplane holder, first order the players \
                             who {what} with /festivals order players:\"@first @second\"."
                        )
                    } else {
                        format!(
                            "The game is in {phase}: the airplane holder is ordering the players who {what}."
                        )
                    }
                } else if self.turns.current() == Some(seat) && self.phase == Phase::Moving {
                    format!(
                        "It is your turn to move ({phase}): /festivals move to:<island> ticket:<colour>. \
                         You still have to place: {}.",
                        self.remaining[seat]
                    )
                } else if self.turns.current() == Some(seat) {
                    format!(
                        "It is your turn to rest ({phase}): /festivals rest from:island|pool|nothing."
                    )
                } else if self.phase == Phase::Moving {
                    format!("The game is in {phase}: another player is moving.")
                } else {
                    format!("The game is in {phase}: another player is resting.")
                }
            }
            Phase::Refresh(step) => {
                let phase = "The game is in Phase 3 (refresh)";
                match step {
                    RefreshStep::Discard { island, surplus } if seat == self.airplane => format!(
                        "{phase}: as the airplane holder, return {surplus} of {}'s tickets ({}) to the \
                         pool with /festivals discard island:{} tickets:\"...\".",
                        self.name(*island),
                        self.centres[*island],
                        self.name(*island)
                    ),
                    RefreshStep::Discard { island, .. } => format!(
                        "{phase}: the airplane holder chooses which of {}'s tickets go back to the pool.",
                        self.name(*island)
                    ),
                    RefreshStep::PickTyphoonMover { .. } if seat == self.airplane => format!(
                        "{phase}: as the airplane holder, pick who moves a typhoon with \
                         /festivals pick player:@name."
                    ),
                    RefreshStep::PickTyphoonMover { .. } => {
                        format!("{phase}: the airplane holder is picking who moves a typhoon.")
                    }
                    RefreshStep::Typhoon { seat: mover } if *mover == seat => format!(
                        "{phase}: you may move a typhoon with /festivals typhoon from:A|B to:C|D, or \
                         leave them with /festivals typhoon and no options."
                    ),
                    RefreshStep::Typhoon { .. } => {
                        format!("{phase}: the player with the lowest score may move a typhoon.")
                    }
                }
            }
            Phase::Over => "The game is over.".to_string(),
        };
        if self.phase == Phase::Over || self.waiting_for().contains(&seat) {
            not_now(message)
        } else {
            not_your_turn(message)
        }
    }
}
