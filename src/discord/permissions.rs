//! The bot's own permissions where `/game new` is typed.

use crate::lang::{Arg, Lang, Msg};
use crate::msg;
use poise::serenity_prelude as serenity;

/// Why a post to a channel failed, for its game's host, from what Discord said (`said`: the
/// status and Discord's error code and message), and what to do about it.
pub fn why_a_post_failed(said: &str) -> (Arg, Msg) {
    let code = |c: &str| said.contains(&format!("({c} "));
    if code("160005") {
        (
            msg!("notice-post-failed-locked").into(),
            msg!("notice-post-failed-locked-todo"),
        )
    } else if code("50083") {
        (
            msg!("notice-post-failed-archived").into(),
            msg!("notice-post-failed-archived-todo"),
        )
    } else {
        (said.into(), msg!("notice-post-failed-todo"))
    }
}

/// What the bot lacks, named as Discord's permission settings name them: it must see the
/// channel, post there (in a thread: post in threads) and attach the board picture.
pub fn missing(permissions: serenity::Permissions, thread: bool) -> Vec<Msg> {
    if permissions.administrator() {
        return Vec::new();
    }
    let mut missing = Vec::new();
    if !permissions.view_channel() {
        missing.push(msg!("permission-view-channel"));
    }
    if thread {
        if !permissions.send_messages_in_threads() {
            missing.push(msg!("permission-send-messages-in-threads"));
        }
    } else if !permissions.send_messages() {
        missing.push(msg!("permission-send-messages"));
    }
    if !permissions.attach_files() {
        missing.push(msg!("permission-attach-files"));
    }
    missing
}

/// The private answer to a `/game new` where the bot could not play: a locked thread, or the
/// permissions it lacks, named (Discord sends the bot's permissions in the channel, and a
/// thread's `thread_metadata`, with every interaction). In the user's Discord language.
pub fn lacking(interaction: &serenity::CommandInteraction) -> Option<String> {
    interaction.guild_id?;
    let lang = Lang::for_reader(Some(&interaction.locale), Lang::En);
    let locked = interaction
        .channel
        .as_ref()
        .and_then(|c| c.thread_metadata.as_ref())
        .is_some_and(|m| m.locked);
    if locked {
        return Some(msg!("notice-locked-thread").render(lang));
    }
    let permissions = interaction.app_permissions?;
    let thread = interaction.channel.as_ref().is_some_and(|c| {
        matches!(
            c.kind,
            serenity::ChannelType::PublicThread
                | serenity::ChannelType::PrivateThread
                | serenity::ChannelType::NewsThread
        )
    });
    let missing = missing(permissions, thread);
    if missing.is_empty() {
        return None;
    }
    let place = if thread {
        msg!("notice-place-thread")
    } else {
        msg!("notice-place-channel")
    };
    let count = missing.len();
    let missing = Arg::And(missing.into_iter().map(|m| Arg::Msg(Box::new(m))).collect());
    Some(
        msg!(
            "notice-lacking",
            place = place,
            missing = missing,
            count = count
        )
        .render(lang),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_locked_thread_is_said_in_words_with_what_to_do() {
        let said = |(why, what): (Arg, Msg), lang| (why.render(lang), what.render(lang));
        let locked = why_a_post_failed("HTTP 400 (160005 Thread is locked)");
        let (why, what) = said(locked.clone(), Lang::En);
        assert_eq!(why, "the thread is locked");
        assert!(what.contains("Manage Threads"));
        let (why, what) = said(locked, Lang::Id);
        assert_eq!(why, "thread-nya terkunci");
        assert!(what.contains("Kelola Thread"));
        let (why, what) = said(
            why_a_post_failed("HTTP 403 (50013 Missing Permissions)"),
            Lang::En,
        );
        assert!(why.contains("Missing Permissions"));
        assert!(what.contains("Attach Files"));
    }
}
