//! Setting up: a new game dealt at random from a seed, or a described position.

use super::{Event, EventKind, Game, Phase, Tickets, Turns};
use crate::games::festivals::board::{Board, FestivalId, IslandId, Side};
use crate::games::festivals::{Colour, IslandPosition, Options, Position};
use crate::games::{Rules, Seat, SetupError, private};
use crate::rng::Rng;
use std::sync::Arc;

fn fail<T>(message: impl Into<String>) -> Result<T, SetupError> {
    Err(SetupError::new(message))
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

    /// A new game. Randomness, in this order: the airplane (when the options do not name its
    /// holder), the random tickets dealt seat by seat, the festival deck.
    pub(super) fn deal(
        board: Arc<Board>,
        options: Options,
        players: usize,
        seed: u64,
    ) -> Result<(Game, Vec<Event>), SetupError> {
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
    pub(super) fn from_described(
        board: Arc<Board>,
        position: &Position,
    ) -> Result<Game, SetupError> {
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

    /// The tickets a position puts on islands' spaces and in their centres, counted in `used`.
    fn place_islands(
        &mut self,
        islands: &[IslandPosition],
        used: &mut [u32; 3],
    ) -> Result<(), SetupError> {
        let board = self.board.clone();
        let players = self.players;
        let mut seen: Vec<IslandId> = Vec::new();
        for p in islands {
            let i = island(&board, &p.name, "island")?;
            let name = &board.islands[i].name;
            if seen.contains(&i) {
                return Err(SetupError::at(
                    "island",
                    format!("{name} is described twice."),
                ));
            }
            seen.push(i);
            if let Some(filled) = &p.filled {
                let filled = tickets(filled, name)?;
                for c in Colour::ALL {
                    for _ in 0..filled.get(c) {
                        let Some(k) = self.free_space(i, c) else {
                            let n = board.spaces(i, players).iter().filter(|&&s| s == c).count();
                            return fail(format!(
                                "{name} has {n} {c} space(s) with {players} players; it cannot hold {} {c} tickets.",
                                filled.get(c)
                            ));
                        };
                        self.spaces[i][k] = Some(c);
                    }
                }
                count(used, &filled);
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
                self.centres[i] = centre;
                count(used, &centre);
            }
        }
        Ok(())
    }
}

fn island(board: &Board, name: &str, what: &str) -> Result<IslandId, SetupError> {
    board
        .island_named(name)
        .ok_or_else(|| SetupError::at(what, format!("`{name}` is not an island.")))
}

fn tickets(text: &str, what: &str) -> Result<Tickets, SetupError> {
    Tickets::parse(text).map_err(|e| SetupError::at(what, e.to_string()))
}

/// Adds tickets to the count of each colour in use.
fn count(used: &mut [u32; 3], t: &Tickets) {
    for c in Colour::ALL {
        used[c.index()] += u32::from(t.get(c));
    }
}

/// The typhoons of a position: sides shared by two island tiles, at most 3, closing off no
/// island.
fn typhoons(board: &Board, names: &[String]) -> Result<Vec<Side>, SetupError> {
    let bad = |problem: String| Err(SetupError::at("typhoons", problem));
    let mut typhoons: Vec<Side> = Vec::new();
    for name in names {
        let Some(side) = board.side_named(name) else {
            return bad(format!(
                "`{name}` is not a side shared by two island tiles (like Sumatera|Kalimantan)."
            ));
        };
        if typhoons.contains(&side) {
            return bad(format!("`{name}` is listed twice."));
        }
        typhoons.push(side);
    }
    if typhoons.len() > 3 {
        return bad("advanced mode uses at most 3 typhoons.".to_string());
    }
    if let Some(closed) = board.closed_island(&typhoons) {
        return bad(format!("they close off {}.", board.islands[closed].name));
    }
    Ok(typhoons)
}

/// The festival deck of a position: as listed, or every card but the active one shuffled.
fn deck(
    board: &Board,
    names: Option<&[String]>,
    active: FestivalId,
    rng: &mut Rng,
) -> Result<Vec<FestivalId>, SetupError> {
    let Some(names) = names else {
        let mut deck: Vec<FestivalId> = (0..board.festivals.len())
            .filter(|&f| f != active)
            .collect();
        rng.shuffle(&mut deck);
        return Ok(deck);
    };
    let mut deck = Vec::new();
    for name in names {
        let f = board
            .festival_named(name)
            .ok_or_else(|| SetupError::at("deck", format!("`{name}` is not a festival card.")))?;
        if f == active || deck.contains(&f) {
            return Err(SetupError::at(
                "deck",
                format!(
                    "{} appears twice (the active card counts).",
                    board.festivals[f].name
                ),
            ));
        }
        deck.push(f);
    }
    Ok(deck)
}
