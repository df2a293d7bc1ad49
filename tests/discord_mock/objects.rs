//! Discord's objects as Discord sends them (users, messages, DM channels, interactions), as
//! JSON: what the stand-in answers with and dispatches, and what a test builds its events of.

use serde_json::{Value, json};
use std::time::Duration;

use super::{APP_ID, BOT_ID, BOT_PERMISSIONS, GUILD_ID};

/// Discord's epoch (2015-01-01) in unix milliseconds.
pub const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;

/// A snowflake made `age` ago (Discord's ids carry their creation time), unique by `seq`.
pub fn snowflake_aged(age: Duration, seq: u64) -> u64 {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as u64;
    ((now - age.as_millis() as u64 - DISCORD_EPOCH_MS) << 22) | (seq & 0x3f_ffff)
}

pub fn user_json(id: u64, name: &str) -> Value {
    json!({
        "id": id.to_string(),
        "username": name,
        "discriminator": "0",
        "global_name": name,
        "avatar": null,
        "bot": id == BOT_ID,
    })
}

pub fn message_json(id: u64, channel_id: u64) -> Value {
    json!({
        "id": id.to_string(),
        "channel_id": channel_id.to_string(),
        "author": user_json(BOT_ID, "nusantara"),
        "content": "",
        "timestamp": "2026-11-22T08:00:00.000000+00:00",
        "edited_timestamp": null,
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": [],
        "embeds": [],
        "pinned": false,
        "type": 0,
    })
}

/// The DM channel Discord opens for a user: here always 10^6 + the user's id.
pub fn dm_channel_of(user: u64) -> u64 {
    1_000_000 + user
}

pub fn dm_channel_json(user: u64) -> Value {
    json!({
        "id": dm_channel_of(user).to_string(),
        "type": 1,
        "last_message_id": null,
        "recipients": [user_json(user, &format!("user{user}"))],
    })
}

/// A modal submission (interaction type 5) as Discord sends it: the form's custom id and the
/// text typed in its one field.
pub fn modal_submit_json(id: u64, token: &str, from: &Who, custom_id: &str, typed: &str) -> Value {
    let mut v = interaction_json(id, token, 5, from, "", "", json!([]));
    v["data"] = json!({
        "custom_id": custom_id,
        "components": [{
            "type": 1,
            "components": [{"type": 4, "custom_id": "value", "value": typed}],
        }],
    });
    v
}

/// A component interaction (type 3) as Discord sends it.
pub fn component_json(
    id: u64,
    token: &str,
    from: &Who,
    custom_id: &str,
    values: Option<Vec<String>>,
) -> Value {
    let mut v = interaction_json(id, token, 3, from, "", "", json!([]));
    let channel = from.channel.unwrap_or(dm_channel_of(from.user));
    v["data"] = match values {
        Some(values) => json!({"custom_id": custom_id, "component_type": 3, "values": values}),
        None => json!({"custom_id": custom_id, "component_type": 2}),
    };
    v["message"] = message_json(8_000_000 + (id & 0xffff), channel);
    v
}

/// Who sends a command, and where.
pub struct Who {
    pub user: u64,
    pub name: &'static str,
    /// A guild channel, or None for a DM with the bot.
    pub channel: Option<u64>,
}

impl Who {
    /// A player typing in the guild channel the script runner names `channel` (`#t`: "t").
    pub fn in_channel(name: &'static str, channel: &str) -> Who {
        Who {
            user: nusantara::script::id_for("user", name) as u64,
            name,
            channel: Some(nusantara::script::id_for("channel", channel) as u64),
        }
    }
}

pub fn interaction_json(
    id: u64,
    token: &str,
    kind: u8,
    from: &Who,
    top: &str,
    sub: &str,
    options: Value,
) -> Value {
    let user = user_json(from.user, from.name);
    let mut v = json!({
        "id": id.to_string(),
        "application_id": APP_ID.to_string(),
        "type": kind,
        "token": token,
        "version": 1,
        "app_permissions": BOT_PERMISSIONS.to_string(),
        "locale": "en-GB",
        "entitlements": [],
        "attachment_size_limit": 26_214_400,
        "data": {
            "id": "7000000000000001",
            "name": top,
            "type": 1,
            "options": [{"name": sub, "type": 1, "options": options}],
        },
    });
    match from.channel {
        Some(channel) => {
            v["guild_id"] = json!(GUILD_ID.to_string());
            v["guild_locale"] = json!("en-GB");
            v["channel_id"] = json!(channel.to_string());
            v["context"] = json!(0);
            v["authorizing_integration_owners"] = json!({"0": GUILD_ID.to_string()});
            v["member"] = json!({
                "user": user,
                "nick": null,
                "roles": [],
                "joined_at": "2026-01-01T00:00:00.000000+00:00",
                "deaf": false,
                "mute": false,
                "flags": 0,
                "permissions": "0",
            });
        }
        None => {
            v["channel_id"] = json!(dm_channel_of(from.user).to_string());
            v["context"] = json!(1);
            v["authorizing_integration_owners"] = json!({"0": GUILD_ID.to_string()});
            v["user"] = user;
        }
    }
    v
}

/// Discord's ephemeral message flag.
pub const EPHEMERAL: u64 = 64;

pub fn is_ephemeral(data: &Value) -> bool {
    data["flags"].as_u64().unwrap_or(0) & EPHEMERAL != 0
}
