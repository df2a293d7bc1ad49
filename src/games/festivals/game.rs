//! The game state and the flow of a round: Phase 1 planning, Phase 2 moving then resting,
//! Phase 3 refresh. Each phase's rules live in a submodule named after it; this file holds the
//! state and its [`Rules`]: the setup, the views, the legal actions, the check and the carrying
//! out of an action, and the loop that runs everything that needs no input.

mod invariants;
mod moving;
mod planning;
mod prompt;
mod refresh;
mod resting;
mod setup;
mod turns;

#[cfg(test)]
mod tests;

use super::board::{Board, FestivalId, IslandId, Side};
use super::{
    Action, Colour, Event, EventKind, Options, Position, Prompt, PublicView, RuleError, SeatView,
    SetupError, Tickets, TieKind,
};
use super::{FestivalView, IslandView, PhaseView, PlayerView, RestSource, SpaceView};
use crate::games::{Components, Finish, Rules, Seat, private, public};
use crate::rng::Rng;
use setup::{check_players, count, deck, draw, fail, island, tickets, typhoons};
use std::sync::Arc;
use turns::{Turns, permutations};

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

    /// A new game. Randomness, in this order: the airplane (when the options do not name its
    /// holder), the random tickets dealt seat by seat, the festival deck.
    fn setup(
        board: Arc<Board>,
        options: &Options,
        players: usize,
        seed: u64,
    ) -> Result<(Game, Vec<Event>), SetupError> {
        let options = *options;
        check_players(players)?;
        if usize::from(options.typhoons) > board.typhoon_defaults.len().min(3) {
            return fail(format!(
                "Advanced mode uses 0 to 3 typhoons, not {}.",
                options.typhoons
            ));
        }
        if options.airplane.is_some_and(|a| a >= players) {
            return fail(format!(
                "The airplane must go to one of the {players} seats."
            ));
        }
        let mut rng = Rng::new(seed);
        let airplane = options.airplane.unwrap_or_else(|| rng.below(players));
        let mut game = Game::empty(board.clone(), options, players, airplane, rng);
        game.typhoons = board.typhoon_defaults[..usize::from(options.typhoons)].to_vec();
        let (each, random) = match players {
            2 => (2, 0),
            3 => (1, 2),
            _ => (1, 1),
        };
        for hand in &mut game.hands {
            *hand = Tickets::new(each, each, each);
            game.pool.remove(hand);
        }
        for seat in 0..players {
            for _ in 0..random {
                let c = draw(&mut game.rng, &mut game.pool);
                *game.hands[seat].get_mut(c) += 1;
            }
        }
        let mut deck: Vec<usize> = (0..board.festivals.len()).collect();
        game.rng.shuffle(&mut deck);
        game.active = deck.remove(0);
        game.deck = deck;
        let mut events: Vec<Event> = (0..players)
            .map(|seat| {
                private(
                    seat,
                    EventKind::Dealt {
                        seat,
                        hand: game.hands[seat],
                    },
                )
            })
            .collect();
        game.begin_planning(&mut events);
        game.advance(&mut events);
        Ok((game, events))
    }

    /// A described position at the start of a round (Phase 1); see [`Position`] for the format.
    /// Should nobody hold a ticket, the round plays on at once as it would in a game.
    fn from_position(board: Arc<Board>, position: &Position) -> Result<Game, SetupError> {
        let players = position.players.len();
        check_players(players)?;
        if position.airplane >= players {
            return Err(SetupError::at(
                "airplane",
                format!(
                    "seat {} is not one of the {players} players (0 to {}).",
                    position.airplane,
                    players - 1
                ),
            ));
        }
        if position.round == 0 {
            return Err(SetupError::at("round", "rounds count from 1."));
        }
        let typhoons = typhoons(&board, &position.typhoons)?;
        let options = Options {
            typhoons: typhoons.len() as u8,
            typhoon_ties: position.typhoon_ties,
            ..Default::default()
        };
        let active = board.festival_named(&position.active).ok_or_else(|| {
            SetupError::at(
                "active",
                format!("`{}` is not a festival card.", position.active),
            )
        })?;
        let mut rng = Rng::new(position.seed);
        let deck = deck(&board, position.deck.as_deref(), active, &mut rng)?;

        let mut game = Game::empty(board.clone(), options, players, position.airplane, rng);
        game.round = position.round;
        game.typhoons = typhoons;
        game.active = active;
        game.deck = deck;
        // Tickets in use, counted wide so that an impossible position cannot overflow.
        let mut used = [0u32; 3];
        for (seat, p) in position.players.iter().enumerate() {
            let what = format!("player {}", seat + 1);
            if let Some(name) = &p.island {
                game.travellers[seat] = island(&board, name, &what)?;
            }
            if let Some(hand) = &p.hand {
                game.hands[seat] = tickets(hand, &what)?;
            }
            count(&mut used, &game.hands[seat]);
            game.scores[seat] = p.score;
            game.base_scores[seat] = p.score;
        }
        game.place_islands(&position.islands, &mut used)?;
        let box_ = u32::from(board.tickets_per_colour);
        for c in Colour::ALL {
            let n = used[c.index()];
            if n > box_ {
                return fail(format!(
                    "The position uses {n} {c} tickets, but the game has only {box_}."
                ));
            }
            *game.pool.get_mut(c) = (box_ - n) as u8;
        }
        game.round_start = game.travellers.clone();
        let mut events = Vec::new();
        game.begin_planning(&mut events);
        game.advance(&mut events);
        Ok(game)
    }

    fn seats(&self) -> usize {
        self.players
    }

    /// Holds nothing secret: hands are counted, plans only said to be made.
    fn public_view(&self) -> PublicView {
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
    fn seat_view(&self, seat: Seat) -> SeatView {
        let planning = self.phase == Phase::Planning;
        SeatView {
            seat,
            hand: self.hands.get(seat).copied().unwrap_or_default(),
            plan: if planning {
                self.plans.get(seat).copied().flatten()
            } else {
                None
            },
            public: self.public_view(),
        }
    }

    /// Every action a seat may take now; `apply` accepts exactly these (the conformance test
    /// checks both directions).
    fn legal(&self, seat: Seat) -> Vec<Action> {
        if seat >= self.players {
            return Vec::new();
        }
        match &self.phase {
            Phase::Planning if self.hands[seat].is_empty() => Vec::new(),
            Phase::Planning => self.hands[seat]
                .subsets()
                .into_iter()
                .map(|tickets| Action::Plan { tickets })
                .collect(),
            Phase::Moving | Phase::Resting => {
                if let Some(tied) = self.turns.tied() {
                    if seat != self.airplane {
                        return Vec::new();
                    }
                    return permutations(tied)
                        .into_iter()
                        .map(|seats| Action::Order { seats })
                        .collect();
                }
                if self.turns.current() != Some(seat) {
                    return Vec::new();
                }
                if self.phase == Phase::Moving {
                    return self
                        .steps_for(seat)
                        .into_iter()
                        .map(|(to, ticket)| Action::Move { to, ticket })
                        .collect();
                }
                let mut out = Vec::new();
                if !self.centres[self.travellers[seat]].is_empty() {
                    out.push(Action::Rest {
                        from: RestSource::Island,
                    });
                }
                out.push(Action::Rest {
                    from: RestSource::Pool,
                });
                out.push(Action::Rest {
                    from: RestSource::Nothing,
                });
                out
            }
            Phase::Refresh(RefreshStep::Discard { island, .. }) if seat == self.airplane => self
                .discard_choices(*island)
                .into_iter()
                .map(|tickets| Action::Discard {
                    island: *island,
                    tickets,
                })
                .collect(),
            Phase::Refresh(RefreshStep::PickTyphoonMover { tied }) if seat == self.airplane => tied
                .iter()
                .map(|&seat| Action::PickTyphoonMover { seat })
                .collect(),
            Phase::Refresh(RefreshStep::Typhoon { seat: mover }) if *mover == seat => {
                std::iter::once(Action::Typhoon { shift: None })
                    .chain(
                        self.typhoon_shifts()
                            .into_iter()
                            .map(|s| Action::Typhoon { shift: Some(s) }),
                    )
                    .collect()
            }
            Phase::Refresh(_) | Phase::Over => Vec::new(),
        }
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
        self.check_tickets()?;
        self.check_spaces()?;
        self.check_travellers()?;
        self.check_scores()?;
        self.check_end()
    }

    fn attach(&mut self, board: Arc<Board>) {
        self.board = board;
    }

    /// Others' hands become the tickets the seat cannot see (their sum is known: the box less
    /// the pool, the islands, the shown tickets and the seat's own hand), dealt again in seat
    /// and colour order to the hand sizes the table sees; others' plans become empty plans; the
    /// festival deck below its visible top goes in card order; the generator (used only at
    /// setup) starts afresh.
    fn redacted(&self, seat: Seat) -> Game {
        let mut known = self.clone();
        let others = (0..self.players).filter(|&s| s != seat);
        let mut unseen = Tickets::NONE;
        for s in others.clone() {
            unseen.add(&self.hands[s]);
        }
        for s in others {
            let mut hand = Tickets::NONE;
            let mut size = self.hands[s].total();
            for c in Colour::ALL {
                let take = unseen.get(c).min(size as u8);
                *hand.get_mut(c) = take;
                *unseen.get_mut(c) -= take;
                size -= u32::from(take);
            }
            known.hands[s] = hand;
            if known.plans[s].is_some() {
                known.plans[s] = Some(Tickets::NONE);
            }
        }
        if let Some(hidden) = known.deck.get_mut(1..) {
            hidden.sort_unstable();
        }
        known.rng = Rng::new(0);
        known
    }
}

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

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn options(&self) -> Options {
        self.options
    }

    pub fn round(&self) -> u32 {
        self.round
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
}
