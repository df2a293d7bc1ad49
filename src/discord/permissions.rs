//! The bot's own permissions where `/game new` is typed.

use crate::games::and_list;
use poise::serenity_prelude as serenity;

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

/// The private answer to a `/game new` where the bot could not play, naming what it lacks
/// (Discord sends the bot's permissions in the channel with every interaction).
pub fn lacking(interaction: &serenity::CommandInteraction) -> Option<String> {
    interaction.guild_id?;
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
