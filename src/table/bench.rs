//! The table-command figure of `nusantara bench`, for any game: one command through the table
//! service on a SQLite file (find the game, replay its log, apply, store, draw the board).

use super::command::Command;
use super::game::Playable;
use super::post::{Invocation, Place};
use super::service::Table;
use crate::bench::{Figure, percentiles};
use crate::games::{Components, Rules};
use crate::rng::Rng;
use crate::store::Store;
use anyhow::{Context, Result};
use std::time::{Duration, Instant};

/// Plays seeded games of `T` with the game's bot through the table, timing each command, until
/// `samples` commands are timed.
pub async fn command<T: Playable>(samples: usize) -> Result<Figure> {
    let dir =
        std::env::temp_dir().join(format!("nusantara-bench-{}-{}", T::KEY, std::process::id()));
    std::fs::create_dir_all(&dir)?;
    let path = dir.join("bench.db");
    let _ = std::fs::remove_file(&path);
    let table = Table::new(Store::open(&path.to_string_lossy()).await?);
    let players = *T::SEATS.start() + 1;
    let users: Vec<(i64, String)> = super::example::NAMES[..players]
        .iter()
        .enumerate()
        .map(|(i, n)| (101 + i as i64, n.to_string()))
        .collect();
    let channel = 900;
    let invoke = |user: usize, command: Command| Invocation {
        user_id: users[user].0,
        user_name: users[user].1.clone(),
        place: Place::Channel(channel),
        channel_name: Some("bench".into()),
        command,
        origin: None,
    };
    let options = <T::Rules as Rules>::Options::default();
    let mut times = Vec::with_capacity(samples);
    let mut seed = 1;
    let mut rng = Rng::new(7);
    let mut games = 0;
    while times.len() < samples {
        let seed_text = seed.to_string();
        let players_text = players.to_string();
        let mut new = vec![
            ("game", T::KEY),
            ("players", players_text.as_str()),
            ("seed", seed_text.as_str()),
        ];
        let words = T::option_words(&options);
        let pairs: Vec<(&str, &str)> = words
            .split_whitespace()
            .filter_map(|w| w.split_once(':'))
            .collect();
        new.extend(pairs);
        table
            .handle(&invoke(0, Command::new(&["game", "new"], &new)))
            .await;
        for user in 1..players {
            table
                .handle(&invoke(user, Command::new(&["game", "join"], &[])))
                .await;
        }
        let record = table
            .store()
            .open_game_in(channel)
            .await?
            .context("the benchmark game did not start")?;
        // A mirror of the stored game, to choose legal actions.
        let (mut mirror, _) = T::Rules::setup(
            <T::Rules as Rules>::Components::standard(),
            &options,
            players,
            seed,
        )
        .map_err(|e| anyhow::anyhow!("{e}"))?;
        let mut count = 0;
        while !mirror.is_over() && times.len() < samples {
            let seat = *mirror
                .waiting_for()
                .first()
                .context("nobody to act in the benchmark game")?;
            let action = mirror.bot(seat, &mirror.legal(seat), &mut rng);
            let inv = invoke(seat, T::command_for(&record, &mirror, seat, &action));
            let started = Instant::now();
            let posts = table.handle(&inv).await;
            times.push(started.elapsed());
            mirror
                .apply(seat, &action)
                .map_err(|e| anyhow::anyhow!("{e}"))?;
            count += 1;
            // Every command must have been applied: the log grows by one each time.
            if table.store().actions(record.id).await?.len() != count {
                anyhow::bail!(
                    "the table refused a legal action: {:?}",
                    posts.first().map(|p| &p.text)
                );
            }
        }
        if !mirror.is_over() {
            table
                .handle(&invoke(0, Command::new(&["game", "abort"], &[])))
                .await;
        }
        games += 1;
        seed += 1;
    }
    let _ = std::fs::remove_dir_all(&dir);
    let (p50, p99) = percentiles(times);
    Ok(Figure {
        name: format!("{} table command", T::KEY),
        p50,
        p99,
        target_p99: Duration::from_millis(30),
        note: format!("file db; {samples} commands over {games} games"),
    })
}
