//! Who invoked an interaction, and where: what a slash command, a pressed button and a
//! submitted form share, made into the table's invocation.

use crate::table::{Command, Invocation, Place};
use poise::serenity_prelude as serenity;

/// Who invoked an interaction, and where: what a slash command and a pressed button share.
pub(super) struct Caller<'a> {
    id: serenity::InteractionId,
    user: &'a serenity::User,
    member: Option<&'a serenity::Member>,
    guild: Option<serenity::GuildId>,
    channel_id: serenity::ChannelId,
    channel: Option<&'a serenity::PartialChannel>,
    /// The bot's permissions where the interaction happened (Discord sends them with it).
    permissions: Option<serenity::Permissions>,
    /// The user's locale and the server's, which Discord sends with every interaction.
    locale: &'a str,
    guild_locale: Option<&'a String>,
}

impl<'a> Caller<'a> {
    pub(super) fn of_command(i: &'a serenity::CommandInteraction) -> Caller<'a> {
        Caller {
            id: i.id,
            user: &i.user,
            member: i.member.as_deref(),
            guild: i.guild_id,
            channel_id: i.channel_id,
            channel: i.channel.as_ref(),
            permissions: i.app_permissions,
            locale: &i.locale,
            guild_locale: i.guild_locale.as_ref(),
        }
    }

    pub(super) fn of_modal(i: &'a serenity::ModalInteraction) -> Caller<'a> {
        Caller {
            id: i.id,
            user: &i.user,
            member: i.member.as_ref(),
            guild: i.guild_id,
            channel_id: i.channel_id,
            channel: i.channel.as_ref(),
            permissions: i.app_permissions,
            locale: &i.locale,
            guild_locale: i.guild_locale.as_ref(),
        }
    }

    pub(super) fn of_component(i: &'a serenity::ComponentInteraction) -> Caller<'a> {
        Caller {
            id: i.id,
            user: &i.user,
            member: i.member.as_ref(),
            guild: i.guild_id,
            channel_id: i.channel_id,
            channel: i.channel.as_ref(),
            permissions: i.app_permissions,
            locale: &i.locale,
            guild_locale: i.guild_locale.as_ref(),
        }
    }

    /// Where the interaction happened: a guild channel, or a DM with the bot.
    fn place(&self) -> Place {
        match self.guild {
            Some(_) => Place::Channel(self.channel_id.get() as i64),
            None => Place::Dm,
        }
    }

    /// The name shown on pictures: the server nickname, else the display name, else the
    /// username.
    fn name(&self) -> String {
        self.member
            .and_then(|m| m.nick.clone())
            .or_else(|| self.user.global_name.clone())
            .unwrap_or_else(|| self.user.name.clone())
    }

    /// An interaction from a thread has the bot watch that thread while a game runs there
    /// ([`super::threads`]): Discord archives an idle thread, and locks some.
    fn note_thread(&self) {
        if let Some(channel) = self.channel
            && let Some(meta) = &channel.thread_metadata
        {
            super::threads::seen(channel.id.get(), meta, self.permissions);
        }
    }

    pub(super) fn invocation(&self, command: Command) -> Invocation {
        self.note_thread();
        Invocation {
            user_id: self.user.id.get() as i64,
            user_name: self.name(),
            place: self.place(),
            guild: self.guild.map(|g| g.get() as i64),
            manages_server: self
                .member
                .and_then(|m| m.permissions)
                .is_some_and(|p| p.manage_guild()),
            channel_name: self.channel.and_then(|c| c.name.clone()),
            command,
            origin: Some(self.id.get().to_string()),
            locale: Some(self.locale.to_string()),
            guild_locale: self.guild_locale.cloned(),
        }
    }
}
