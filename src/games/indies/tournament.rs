//! The balance tournament: three-company games between the scripted plans (trader, raider,
//! builder), each plan in each seat in turn, counting wins and bankruptcies. Run it with
//! `nusantara balance`; the targets (each plan wins 20–50 %, no plan bankrupt in more than
//! 10 % of games) and the last figures are in docs/indies.md.

use super::bot::{Plan, plan_bot};
use super::{Data, Game, Options};
use crate::games::Rules;
use std::fmt;
use std::sync::Arc;

/// A company that ends with less than this is bankrupt: it cannot buy even a caravel.
pub const BANKRUPT_BELOW: i64 = 10;

/// The seatings of the three plans, played in turn: every plan sits in every seat.
const SEATINGS: [[usize; 3]; 6] = [
    [0, 1, 2],
    [1, 2, 0],
    [2, 0, 1],
    [0, 2, 1],
    [2, 1, 0],
    [1, 0, 2],
];

/// One plan's results over the tournament.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize)]
pub struct Standing {
    pub plan: &'static str,
    pub games: u32,
    pub wins: u32,
    pub bankrupt: u32,
    /// Sums over the games, for the means.
    pub score: i64,
    pub treasury: i64,
    pub factories: u32,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Tournament {
    pub games: u32,
    pub seed: u64,
    pub standings: Vec<Standing>,
}

impl Tournament {
    /// Every plan wins 20 to 50 % of the games and ends bankrupt in at most 10 %.
    pub fn balanced(&self) -> bool {
        let g = self.games.max(1);
        self.standings
            .iter()
            .all(|s| s.wins * 5 >= g && s.wins * 2 <= g && s.bankrupt * 10 <= g)
    }
}

/// Plays `games` games of three companies (game i with seed + i, seated by `SEATINGS`).
pub fn tournament(data: Arc<Data>, games: u32, seed: u64) -> Result<Tournament, String> {
    let mut standings: Vec<Standing> = Plan::ALL
        .iter()
        .map(|p| Standing {
            plan: p.name(),
            ..Standing::default()
        })
        .collect();
    for i in 0..games {
        let seating = SEATINGS[i as usize % SEATINGS.len()];
        let plans: Vec<Plan> = seating.iter().map(|&p| Plan::ALL[p]).collect();
        let game = play(data.clone(), &plans, seed.wrapping_add(u64::from(i)))?;
        let (scores, winner) = game.scores().ok_or("a game did not end")?;
        for s in scores {
            let r = &mut standings[seating[s.seat]];
            r.games += 1;
            r.wins += u32::from(s.seat == winner);
            r.bankrupt += u32::from(s.treasury < BANKRUPT_BELOW);
            r.score += s.score;
            r.treasury += s.treasury;
            r.factories += s.factories;
        }
    }
    Ok(Tournament {
        games,
        seed,
        standings,
    })
}

/// One game to its end, seat s playing `plans[s]`.
fn play(data: Arc<Data>, plans: &[Plan], seed: u64) -> Result<Game, String> {
    let (mut game, _) =
        Game::setup(data, &Options::default(), plans.len(), seed).map_err(|e| e.to_string())?;
    for _ in 0..100_000 {
        let Some(&seat) = game.waiting_for().first() else {
            return Ok(game);
        };
        let legal = game.legal(seat);
        let action = plan_bot(plans[seat], &game, seat, &legal);
        game.apply(seat, &action)
            .map_err(|e| format!("seed {seed}: {action:?} refused: {e}"))?;
    }
    Err(format!("the game of seed {seed} did not end"))
}

impl fmt::Display for Tournament {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "East Indies balance: {} games of 3 companies, every plan in every seat in turn, seeds {} to {}",
            self.games,
            self.seed,
            self.seed + u64::from(self.games.max(1)) - 1
        )?;
        writeln!(
            f,
            "plan     wins  win %  bankrupt  mean score  mean florins  mean factories"
        )?;
        for s in &self.standings {
            let n = f64::from(s.games.max(1));
            writeln!(
                f,
                "{:<8} {:>4}  {:>5.1}  {:>8}  {:>10.1}  {:>12.1}  {:>14.2}",
                s.plan,
                s.wins,
                100.0 * f64::from(s.wins) / f64::from(self.games.max(1)),
                s.bankrupt,
                s.score as f64 / n,
                s.treasury as f64 / n,
                f64::from(s.factories) / n
            )?;
        }
        let verdict = if self.balanced() {
            "balanced: every plan wins 20-50 %, none bankrupt in more than 10 % of games"
        } else {
            "NOT balanced: targets are 20-50 % wins per plan and at most 10 % bankrupt"
        };
        write!(f, "{verdict}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Components;

    #[test]
    fn a_short_tournament_seats_every_plan_everywhere_and_counts_each_game_once() {
        let t = tournament(Data::standard(), 6, 1).unwrap();
        let wins: u32 = t.standings.iter().map(|s| s.wins).sum();
        assert_eq!(wins, 6);
        assert!(t.standings.iter().all(|s| s.games == 6));
        let text = t.to_string();
        assert!(text.contains("trader") && text.contains("raider") && text.contains("builder"));
    }
}
