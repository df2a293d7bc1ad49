//! The bot's own permissions where `/game new` is typed.

use crate::games::and_list;
use poise::serenity_prelude as serenity;

/// Why `/game new` is refused in a locked thread: there the bot's posts fail (Discord's error
/// 160005) and only moderators can post.
pub const LOCKED_THREAD: &str = "I cannot host a game here: this thread is locked, so I could not post in it and only its moderators can write. Open the table with `/game new` in a channel or an open thread, or ask someone with Manage Threads to unlock this one.";

/// Why a post to a channel failed, for its game's host, from what Discord said (`said`: the
/// status and Discord's error code and message), and what to do about it.
pub fn why_a_post_failed(said: &str) -> (String, &'static str) {
    let code = |c: &str| said.contains(&format!("({c} "));
    if code("160005") {
        (
            "the thread is locked".into(),
            "someone with Manage Threads can unlock it, and the game goes on.",
        )
    } else if code("50083") {
        (
            "the thread is archived".into(),
            "a message in the thread reopens it; with Manage Threads there I keep it open.",
        )
    } else {
        (
            said.to_string(),
            "please check that I may View Channel, Send Messages (in a thread: Send Messages in Threads) and Attach Files there.",
        )
    }
}

/// What the bot lacks, named as Discord's permission settings name them: it must see the
/// channel, post there (in a thread: post in threads) and attach the board picture.
pub fn missing(permissions: serenity::Permissions, thread: bool) -> Vec<&'static str> {
    if permissions.administrator() {
        return Vec::new();
    }
    let mut missing = Vec::new();
    if !permissions.view_channel() {
        missing.push("View Channel");
    }
    if thread {
        if !permissions.send_messages_in_threads() {
            missing.push("Send Messages in Threads");
        }
    } else if !permissions.send_messages() {
        missing.push("Send Messages");
    }
    if !permissions.attach_files() {
        missing.push("Attach Files");
    }
    missing
}

/// The private answer to a `/game new` where the bot could not play: a locked thread, or the
/// permissions it lacks, named (Discord sends the bot's permissions in the channel, and a
/// thread's `thread_metadata`, with every interaction).
pub fn lacking(interaction: &serenity::CommandInteraction) -> Option<String> {
    interaction.guild_id?;
    let locked = interaction
        .channel
        .as_ref()
        .and_then(|c| c.thread_metadata.as_ref())
        .is_some_and(|m| m.locked);
    if locked {
        return Some(LOCKED_THREAD.to_string());
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
    let place = if thread { "thread" } else { "channel" };
    Some(format!(
        "I cannot host a game here: in this {place} I lack the permission{} {}. A server admin can give me {} in the {place}'s settings (Permissions), then open the table again with `/game new`.",
        if missing.len() == 1 { "" } else { "s" },
        and_list(&missing),
        if missing.len() == 1 { "it" } else { "them" },
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_locked_thread_is_said_in_words_with_what_to_do() {
        let (why, what) = why_a_post_failed("HTTP 400 (160005 Thread is locked)");
        assert_eq!(why, "the thread is locked");
        assert!(what.contains("Manage Threads"));
        let (why, what) = why_a_post_failed("HTTP 403 (50013 Missing Permissions)");
        assert!(why.contains("Missing Permissions"));
        assert!(what.contains("Attach Files"));
    }
}
