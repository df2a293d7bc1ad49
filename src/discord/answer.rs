//! Answering an interaction: the table handles the invocation, and the interaction is
//! deferred only when the answer would miss Discord's deadline.

use super::Data;
use super::respond::{self, Answer, Target};
use crate::table::{Invocation, Place, To, Watch};
use std::time::Duration;

/// Discord's epoch (2015-01-01) in unix milliseconds: a snowflake's timestamp counts from it.
const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;

/// When Discord made the interaction with this id (a snowflake), in unix milliseconds.
pub fn created_ms(id: u64) -> u64 {
    (id >> 22) + DISCORD_EPOCH_MS
}

/// How long from now to defer an interaction: until `after` from its creation (its id's
/// timestamp), so that the time it spent reaching the bot counts. Zero when that is past; a
/// clock behind Discord's counts as no time spent.
pub fn defer_in(id: u64, after: Duration) -> Duration {
    let now_ms = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as u64)
        .unwrap_or(0);
    let age = Duration::from_millis(now_ms.saturating_sub(created_ms(id)));
    after.saturating_sub(age)
}

/// Hands an invocation to the table and answers the interaction with its posts. The answer is
/// awaited until [`defer_in`]; only then is the interaction deferred, and with the visibility
/// the command's checks decided: publicly when the command was accepted and its public answer
/// shows the board, privately otherwise (so a refusal is private from the start). The board
/// pictures are drawn after the answer's text is sent ([`respond::Answer`]).
/// The posting order of the channels the command changed is held until its posts are out.
pub(super) async fn answer_invocation(
    data: &Data,
    target: Target<'_>,
    inv: Invocation,
    secret: bool,
) {
    // Every answer goes through the process's one sender and its rate limiter.
    let http = &**data.outbox.rest();
    let watch = Watch::new();
    let mut drawing = watch.drawing();
    let channel = match inv.place {
        Place::Channel(c) => Some(c),
        Place::Dm => None,
    };
    // The deferral's ephemeral flag: private in a channel unless the public answer is known
    // to be coming (a DM has only plain replies).
    let private_unless = |to: Option<To>| match (channel, to) {
        (Some(c), Some(To::Channel(d))) => c != d || secret,
        (Some(_), _) => true,
        (None, _) => false,
    };
    let handled = data.table.handle_watched(&inv, watch.clone());
    tokio::pin!(handled);
    let wait = defer_in(target.id.get(), data.defer_after);
    let early = if data.defer_after.is_zero() {
        tokio::select! {
            biased;
            posts = &mut handled => Ok(posts),
            seen = drawing.wait_for(Option::is_some) => Err(private_unless(seen.ok().and_then(|to| *to))),
        }
    } else if wait.is_zero() {
        // It came late: what is left of Discord's 3 seconds is not raced.
        Err(private_unless(*drawing.borrow()))
    } else {
        tokio::select! {
            biased;
            posts = &mut handled => Ok(posts),
            _ = tokio::time::sleep(wait) => Err(private_unless(*drawing.borrow())),
        }
    };
    let (posts, deferred, unsure_deferral) = match early {
        Ok(posts) => (posts, None, None),
        Err(ephemeral) => match respond::defer(http, target, ephemeral).await {
            Ok(()) => (handled.await, Some(ephemeral), None),
            Err(e) => {
                tracing::warn!(error = %e, "could not defer");
                (handled.await, None, Some(ephemeral))
            }
        },
    };
    let routed = respond::route(posts, inv.user_id, inv.place, secret, target.pressed);
    if let Some(kind) = routed.response.refused {
        tracing::debug!(user = inv.user_id, command = %inv.command.name(), refused = %kind.word(), "refused");
    }
    Answer {
        http,
        target,
        outbox: &data.outbox,
        user: inv.user_id,
        channel,
        unsure_deferral,
    }
    .send(routed, deferred)
    .await;
    // Only now may the next command of these channels post.
    drop(watch);
}
