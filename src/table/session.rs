//! Finding the game a command is about: the channel's open game, or for a command sent by DM,
//! the one game of that user waiting for their input (named with `table:` when there are several).

use super::command::{mention_channel, parse_channel};
use super::post::{Invocation, Outcome, Place};
use super::refusal::Refusal;
use super::registry;
use super::service::Table;
use crate::games::Refused;
use crate::lang::Arg;
use crate::msg;
use crate::store::{GameRecord, Status};
use anyhow::Result;

/// What a command needs from its game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Need {
    /// An open game (forming or active), or else the channel's last finished one, to look at.
    Look,
    /// A game in progress.
    Active,
}

/// The game `inv` is about.
pub(super) async fn locate(table: &Table, inv: &Invocation, need: Need) -> Outcome<GameRecord> {
    let table_option = inv.command.option("table");
    if let Some(value) = table_option {
        let Some(channel) = parse_channel(value) else {
            return Err(
                Refusal::bad_option(msg!("refused-table-not-channel", value = value)).into(),
            );
        };
        return match game_in(table, channel, need).await? {
            // Another server's game, or in a DM a game one has no seat at, is not there for
            // this user: answered as if there were none, so nothing about it leaks.
            Some(g) if reachable(&g, inv) => check_need(g, need),
            _ => Err(Refusal::no_game(msg!(
                "refused-no-game-at",
                channel = mention_channel(channel)
            ))
            .into()),
        };
    }
    match inv.place {
        Place::Channel(channel) => match game_in(table, channel, need).await? {
            Some(g) => check_need(g, need),
            None => {
                let last = table.store.latest_game_in(channel).await?;
                if last.is_some_and(|g| g.status == Status::Finished) {
                    return Err(Refusal::rule(Refused::NotNow, msg!("refused-game-over")).into());
                }
                Err(
                    Refusal::no_game(msg!("refused-no-game-open-one", hint = open_commands()))
                        .into(),
                )
            }
        },
        Place::Dm => {
            let mine = table.store.open_games_of(inv.user_id).await?;
            let mine: Vec<GameRecord> = match need {
                Need::Look => mine,
                Need::Active => mine
                    .into_iter()
                    .filter(|g| g.status == Status::Active)
                    .collect(),
            };
            if mine.is_empty() {
                return Err(Refusal::no_game(msg!("refused-no-game-of-yours")).into());
            }
            if mine.len() == 1 {
                return Ok(mine.into_iter().next().expect("one game"));
            }
            let mut waiting_games = Vec::new();
            for g in &mine {
                if g.status == Status::Active && waits_for(table, g, inv.user_id).await? {
                    waiting_games.push(g.clone());
                }
            }
            if waiting_games.len() == 1 {
                return Ok(waiting_games.remove(0));
            }
            let candidates = if waiting_games.is_empty() {
                &mine
            } else {
                &waiting_games
            };
            let list: Vec<String> = candidates
                .iter()
                .map(|g| mention_channel(g.channel_id))
                .collect();
            let which = if waiting_games.is_empty() {
                msg!("refused-which-none-waiting", tables = list.join(", "))
            } else {
                msg!("refused-which-several-waiting", tables = list.join(", "))
            };
            Err(Refusal::bad_option(which).into())
        }
    }
}

async fn game_in(table: &Table, channel: i64, need: Need) -> Result<Option<GameRecord>> {
    let open = table.store.open_game_in(channel).await?;
    if open.is_some() || need != Need::Look {
        return Ok(open);
    }
    let last = table.store.latest_game_in(channel).await?;
    Ok(last.filter(|g| g.status == Status::Finished))
}

/// Whether an active game waits for this user's input now.
async fn waits_for(table: &Table, game: &GameRecord, user_id: i64) -> Result<bool> {
    let Some(seat) = game.seat_of(user_id) else {
        return Ok(false);
    };
    // Every write records the awaited seats; an active game with none recorded was started
    // before they were, and is asked once.
    if !game.awaited.is_empty() || game.status != Status::Active {
        return Ok(game.awaited.contains(&seat));
    }
    let waiting = game_type_of(game)?.waiting(table, game).await?;
    Ok(waiting.contains(&seat))
}

/// The game type of a stored game.
pub fn game_type_of(record: &GameRecord) -> Result<&'static dyn super::GameType> {
    registry::find(&record.game)
        .ok_or_else(|| anyhow::anyhow!("unknown game {:?} in the store", record.game))
}

/// The commands that open a table, one per game (`/game new game:festivals`).
pub fn open_commands() -> Arg {
    Arg::Or(
        registry::keys()
            .iter()
            .map(|k| {
                let new = Arg::command_with(&["game", "new"], &[("game", k)]);
                Arg::Parts(vec!["`".into(), new, "`".into()])
            })
            .collect(),
    )
}

/// Whether `table:` may name `game` for `inv`: a game of the same server, or one the user sits
/// at (from a DM, only those).
fn reachable(game: &GameRecord, inv: &Invocation) -> bool {
    game.seat_of(inv.user_id).is_some() || (inv.guild.is_some() && game.guild_id == inv.guild)
}

fn check_need(g: GameRecord, need: Need) -> Outcome<GameRecord> {
    if need == Need::Active && g.status != Status::Active {
        return Err(Refusal::rule(
            Refused::NotNow,
            msg!(
                "refused-not-started",
                channel = mention_channel(g.channel_id)
            ),
        )
        .into());
    }
    Ok(g)
}

/// The channel a `/game` command that works only there was typed in (`what`: `new`, `kick`).
pub fn channel_of(inv: &Invocation, what: &str) -> Result<i64, Refusal> {
    match inv.place {
        Place::Channel(c) => Ok(c),
        Place::Dm => Err(Refusal::wrong_place(msg!(
            "refused-not-in-dm",
            command = Arg::command(&["game", what])
        ))),
    }
}
