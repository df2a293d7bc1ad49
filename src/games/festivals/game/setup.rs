//! The pieces of a setup: an empty table, a ticket drawn from the supply, and the typhoons, deck
//! and islands of a described position, each checked. `Rules::setup` and `Rules::from_position`
//! (in game.rs) put them together.

use super::{Game, Phase, Tickets, Turns};
use crate::games::festivals::board::{Board, FestivalId, IslandId, Side};
use crate::games::festivals::{Colour, IslandPosition, Options};
use crate::games::{Seat, SetupError};
use crate::rng::Rng;
use std::sync::Arc;

pub(super) fn fail<T>(message: impl Into<String>) -> Result<T, SetupError> {
    Err(SetupError::new(message))
}

pub(super) fn check_players(players: usize) -> Result<(), SetupError> {
    if (2..=4).contains(&players) {
        Ok(())
    } else {
        fail(format!(
            "The Festivals is for 2 to 4 players, not {players}."
        ))
    }
}

/// One ticket drawn from the supply, each ticket equally likely (so colours weigh by count).
pub(super) fn draw(rng: &mut Rng, supply: &mut Tickets) -> Colour {
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
    pub(super) fn empty(
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

    /// The tickets a position puts on islands' spaces and in their centres, counted in `used`.
    pub(super) fn place_islands(
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

pub(super) fn island(board: &Board, name: &str, what: &str) -> Result<IslandId, SetupError> {
    board
        .island_named(name)
        .ok_or_else(|| SetupError::at(what, format!("`{name}` is not an island.")))
}

pub(super) fn tickets(text: &str, what: &str) -> Result<Tickets, SetupError> {
    Tickets::parse(text).map_err(|e| SetupError::at(what, e.to_string()))
}

/// Adds tickets to the count of each colour in use.
pub(super) fn count(used: &mut [u32; 3], t: &Tickets) {
    for c in Colour::ALL {
        used[c.index()] += u32::from(t.get(c));
    }
}

/// The typhoons of a position: sides shared by two island tiles, at most 3, closing off no
/// island.
pub(super) fn typhoons(board: &Board, names: &[String]) -> Result<Vec<Side>, SetupError> {
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
pub(super) fn deck(
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
