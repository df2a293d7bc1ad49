//! A slash command's options, decoded from Discord's resolved values into the table's text.

use crate::table::{mention_channel, mention_user};
use poise::serenity_prelude as serenity;

/// Every option of a (sub)command interaction as text (a user as `<@id>`, a channel as
/// `<#id>`, a number in decimal), and the option being typed (in an autocomplete interaction).
pub(super) fn resolved(
    args: &[serenity::ResolvedOption<'_>],
) -> (Vec<(String, String)>, Option<String>) {
    use serenity::ResolvedValue as V;
    let mut out = Vec::new();
    let mut focused = None;
    for o in args {
        let value = match &o.value {
            V::Autocomplete { value, .. } => {
                focused = Some(o.name.to_string());
                value.to_string()
            }
            V::String(s) => s.to_string(),
            V::Integer(n) => n.to_string(),
            V::Number(n) => n.to_string(),
            V::Boolean(b) => b.to_string(),
            V::User(u, _) => mention_user(u.id.get() as i64),
            V::Channel(c) => mention_channel(c.id.get() as i64),
            // The id alone is all the table needs (Discord normally sends the user too).
            V::Unresolved(serenity::Unresolved::User(id)) => mention_user(id.get() as i64),
            V::Unresolved(serenity::Unresolved::Channel(id)) => mention_channel(id.get() as i64),
            V::SubCommand(inner) | V::SubCommandGroup(inner) => {
                let (more, f) = resolved(inner);
                out.extend(more);
                focused = focused.or(f);
                continue;
            }
            _ => continue,
        };
        out.push((o.name.to_string(), value));
    }
    (out, focused)
}
