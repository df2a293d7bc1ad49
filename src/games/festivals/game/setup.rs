//! Setting up: a new game dealt at random from a seed, or a described position.

use super::{Event, EventKind, Game, Phase, Tickets, Turns, private};
use crate::games::Seat;
use crate::games::SetupError;
use crate::games::festivals::board::{Board, IslandId, Side};
use crate::games::festivals::{Colour, Options, Position};
use crate::rng::Rng;
use std::sync::Arc;

fn fail<T>(message: impl Into<String>) -> Result<T, SetupError> {
    Err(SetupError(message.into()))
}

fn check_players(players: usize) -> Result<(), SetupError> {
    if (2..=4).contains(&players) {
        Ok(())
    } else {
        fail(format!(
            "The Festivals is for 2 to 4 players, not {players}."
        ))
    }
}

/// One ticket drawn from the supply, each ticket equally likely (so colours weigh by count).
fn draw(rng: &mut Rng, supply: &mut Tickets) -> Colour {
    let mut k = rng.below(supply.total() as usize) as u8;
    for c in Colour::ALL {
        if k < supply.get(c) {
            *supply.get_mut(c) -= 1;
            return c;
        }
        k -= supply.get(c);
    }
    unreachable!("k is below the supply's total")
}

impl Game {
    /// An empty table: nothing dealt, nothing placed, the whole supply in the pool.
    fn empty(
        board: Arc<Board>,
        options: Options,
        players: usize,
        airplane: Seat,
        rng: Rng,
    ) -> Game {
        let islands = board.islands.len();
        let spaces = (0..islands)
            .map(|i| vec![None; board.spaces(i, players).len()])
            .collect();
        let n = board.tickets_per_colour;
        Game {
            options,
            players,
            rng,
            round: 1,
            airplane,
            travellers: vec![board.start; players],
            hands: vec![Tickets::NONE; players],
            scores: vec![0; players],
            base_scores: vec![0; players],
            score_log: Vec::new(),
            spaces,
            centres: vec![Tickets::NONE; islands],
            pool: Tickets::new(n, n, n),
            typhoons: Vec::new(),
            active: 0,
            deck: Vec::new(),
            claimed: 0,
            round_start: vec![board.start; players],
            steps: Vec::new(),
            phase: Phase::Planning,
            plans: vec![None; players],
            shown: vec![Tickets::NONE; players],
            remaining: vec![Tickets::NONE; players],
            turns: Turns::default(),
            winners: Vec::new(),
            board,
        }
    }

    /// A new game. Randomness, in this order: the airplane (when not given), the random
    /// tickets dealt seat by seat, the festival deck.
    pub fn new(
        board: Arc<Board>,
        options: Options,
        players: usize,
        airplane: Option<Seat>,
        seed: u64,
    ) -> Result<(Game, Vec<Event>), SetupError> {
        check_players(players)?;
        if usize::from(options.typhoons) > board.typhoon_defaults.len().min(3) {
            return fail(format!(
                "Advanced mode uses 0 to 3 typhoons, not {}.",
                options.typhoons
            ));
        }
        if airplane.is_some_and(|a| a >= players) {
            return fail(format!(
                "The airplane must go to one of the {players} seats."
            ));
        }
        let mut rng = Rng::new(seed);
        let airplane = airplane.unwrap_or_else(|| rng.below(players));
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
    pub fn from_position(board: Arc<Board>, position: &Position) -> Result<Game, SetupError> {
        let players = position.players.len();
        check_players(players)?;
        if position.airplane >= players {
            return fail(format!(
                "airplane: seat {} is not one of the {players} players (0 to {}).",
                position.airplane,
                players - 1
            ));
        }
        if position.round == 0 {
            return fail("round: rounds count from 1.");
        }
        let island = |name: &str, what: &str| {
            board
                .island_named(name)
                .ok_or_else(|| SetupError(format!("{what}: `{name}` is not an island.")))
        };
        let tickets = |text: &str, what: &str| {
            Tickets::parse(text).map_err(|e| SetupError(format!("{what}: {e}")))
        };

        let mut typhoons: Vec<Side> = Vec::new();
        for name in &position.typhoons {
            let side = board.side_named(name).ok_or_else(|| {
                SetupError(format!("typhoons: `{name}` is not a side shared by two island tiles (like Sumatera|Kalimantan)."))
            })?;
            if typhoons.contains(&side) {
                return fail(format!("typhoons: `{name}` is listed twice."));
            }
            typhoons.push(side);
        }
        if typhoons.len() > 3 {
            return fail("typhoons: advanced mode uses at most 3 typhoons.");
        }
        if let Some(closed) = board.closed_island(&typhoons) {
            return fail(format!(
                "typhoons: they close off {}.",
                board.islands[closed].name
            ));
        }
        let options = Options {
            typhoons: typhoons.len() as u8,
            typhoon_ties: position.typhoon_ties,
            ..Default::default()
        };

        let active = board.festival_named(&position.active).ok_or_else(|| {
            SetupError(format!(
                "active: `{}` is not a festival card.",
                position.active
            ))
        })?;
        let mut rng = Rng::new(position.seed);
        let deck = match &position.deck {
            Some(names) => {
                let mut deck = Vec::new();
                for name in names {
                    let f = board.festival_named(name).ok_or_else(|| {
                        SetupError(format!("deck: `{name}` is not a festival card."))
                    })?;
                    if f == active || deck.contains(&f) {
                        return fail(format!(
                            "deck: {} appears twice (the active card counts).",
                            board.festivals[f].name
                        ));
                    }
                    deck.push(f);
                }
                deck
            }
            None => {
                let mut deck: Vec<usize> = (0..board.festivals.len())
                    .filter(|&f| f != active)
                    .collect();
                rng.shuffle(&mut deck);
                deck
            }
        };

        let mut game = Game::empty(board.clone(), options, players, position.airplane, rng);
        game.round = position.round;
        game.typhoons = typhoons;
        game.active = active;
        game.deck = deck;
        // Tickets in use, counted wide so that an impossible position cannot overflow.
        let mut used = [0u32; 3];
        let mut count = |t: &Tickets| {
            Colour::ALL
                .iter()
                .for_each(|&c| used[c.index()] += u32::from(t.get(c)))
        };
        for (seat, p) in position.players.iter().enumerate() {
            let what = format!("player {}", seat + 1);
            if let Some(name) = &p.island {
                game.travellers[seat] = island(name, &what)?;
            }
            if let Some(hand) = &p.hand {
                game.hands[seat] = tickets(hand, &what)?;
            }
            count(&game.hands[seat]);
            game.scores[seat] = p.score;
            game.base_scores[seat] = p.score;
        }
        let mut seen: Vec<IslandId> = Vec::new();
        for p in &position.islands {
            let i = island(&p.name, "island")?;
            let name = &board.islands[i].name;
            if seen.contains(&i) {
                return fail(format!("island: {name} is described twice."));
            }
            seen.push(i);
            if let Some(filled) = &p.filled {
                let filled = tickets(filled, name)?;
                for c in Colour::ALL {
                    for _ in 0..filled.get(c) {
                        let Some(k) = game.free_space(i, c) else {
                            let n = board.spaces(i, players).iter().filter(|&&s| s == c).count();
                            return fail(format!(
                                "{name} has {n} {c} space(s) with {players} players; it cannot hold {} {c} tickets.",
                                filled.get(c)
                            ));
                        };
                        game.spaces[i][k] = Some(c);
                    }
                }
                count(&filled);
            }
            if let Some(centre) = &p.centre {
                let centre = tickets(centre, name)?;
                let limit = board.islands[i].depicted.total();
                if centre.total() > limit {
                    return fail(format!(
                        "{name} keeps at most {limit} tickets in its centre, not {}.",
                        centre.total()
                    ));
                }
                game.centres[i] = centre;
                count(&centre);
            }
        }
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
}
