//! What a user is told when a command fails: an apology, privately; the cause goes to the log.

use super::respond::{self, Target};
use super::{Context, Data, Error};
use crate::lang::{Lang, Msg};
use crate::msg;
use std::sync::atomic::Ordering;

/// What a user is told when their command or press failed on our side.
pub(super) fn apology() -> Msg {
    msg!("discord-apology")
}

pub(super) async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    use poise::FrameworkError as F;
    match error {
        F::Setup { error, .. } => tracing::error!("{error:#}"),
        F::Command { error, ctx, .. } => {
            tracing::error!(error = ?error, command = %ctx.command().qualified_name, "command failed");
            say_privately(ctx, apology()).await;
        }
        F::CommandPanic { ctx, .. } => {
            // The panic's text is logged by the panic hook; the user only gets an apology.
            tracing::error!(command = %ctx.command().qualified_name, "command panicked");
            say_privately(ctx, apology()).await;
        }
        F::ArgumentParse { error, ctx, .. } => {
            tracing::warn!(error = %error, command = %ctx.command().qualified_name, "options not understood");
            say_privately(ctx, msg!("discord-options-unreadable")).await;
        }
        other => {
            tracing::warn!("{other}");
            if let Some(ctx) = other.ctx() {
                say_privately(ctx, msg!("discord-failed")).await;
            }
        }
    }
}

/// Tells the user privately, in their Discord language when we have it, through the bot's one
/// sender and its rate limiter (not poise's `send`, which goes through serenity's).
async fn say_privately(ctx: Context<'_>, text: Msg) {
    let poise::Context::Application(actx) = ctx else {
        return;
    };
    let text = text.render(Lang::for_reader(Some(&actx.interaction.locale), Lang::En));
    let target = Target {
        id: actx.interaction.id,
        token: &actx.interaction.token,
        pressed: None,
    };
    let answered = actx.has_sent_initial_response.load(Ordering::SeqCst);
    let rest = ctx.data().outbox.rest();
    if let Err(e) = respond::say_privately(rest, target, &text, answered).await {
        tracing::warn!(error = %e, "could not tell the user about an error");
    }
}
