//! The record of a game that was never stored: the example scripts, the benchmarks and tests
//! turn actions into commands with it, which need only its seats and channel.

use super::game::Playable;
use crate::store::{GameRecord, SeatRecord, Status};

/// The record of an example game: only its seats and channel matter to the command builders.
pub fn record<T: Playable>(names: &[&str], seed: u64) -> GameRecord {
    GameRecord {
        id: 0,
        channel_id: 1,
        channel_name: Some(T::KEY.into()),
        game: T::KEY.into(),
        status: Status::Active,
        creator_id: 1,
        options: String::new(),
        seed,
        wanted_seats: None,
        setup: None,
        rules_version: T::RULES_VERSION,
        seats: names
            .iter()
            .enumerate()
            .map(|(i, n)| SeatRecord {
                user_id: 100 + i as i64,
                name: n.to_string(),
            })
            .collect(),
        version: 0,
        awaited: Vec::new(),
        back_at: Default::default(),
        guild_id: None,
        deadline_minutes: None,
        awaited_since: None,
        reminded: 0,
        unrated: None,
        language: crate::lang::Lang::En,
        card: None,
    }
}
