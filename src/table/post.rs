//! What goes in and out of the table service: an invocation (who, where, the command), the
//! posts it causes, and why a command changed nothing.

use super::card::Layout;
use super::command::{Command, is_bot, mention_user};
use super::controls::{Form, Row};
use super::refusal::{Refusal, RefusalKind};
use crate::lang::Lang;
use crate::store::{OutPost, OutboxRow, Target, WriteError};
use serde::{Deserialize, Serialize};

/// Where a command was typed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    Channel(i64),
    /// A direct message with the bot.
    Dm,
}

/// One command from one user.
#[derive(Debug, Clone)]
pub struct Invocation {
    pub user_id: i64,
    /// The name shown on pictures when this user takes a seat.
    pub user_name: String,
    pub place: Place,
    /// The Discord server of the channel, when there is one (not in a DM).
    pub guild: Option<i64>,
    /// The user may manage that server (Discord's Manage Server): a host's powers over its
    /// tables.
    pub manages_server: bool,
    /// The channel's name, when known (kept with a new game, for texts that list tables).
    pub channel_name: Option<String>,
    pub command: Command,
    /// The id of the command's origin (a Discord interaction id; in scripts, optional): the
    /// same command delivered twice is applied once and answered the same way.
    pub origin: Option<String>,
    /// The user's Discord locale (`id`, `en-US`), as the interaction gives it: the language of
    /// the private answers to this user, when it is one we have.
    pub locale: Option<String>,
    /// The server's preferred locale, as the interaction gives it (none in a DM).
    pub guild_locale: Option<String>,
}

/// Discord's longest user name; a longer name is cut to it.
pub const MAX_NAME_CHARS: usize = 32;
/// Discord's longest channel name.
pub const MAX_CHANNEL_NAME_CHARS: usize = 100;
/// Discord's longest string option; a longer value is refused.
pub const MAX_OPTION_CHARS: usize = 6000;
/// A described position (script runner only) may be longer.
pub const MAX_SETUP_CHARS: usize = 1 << 20;

/// The first `max` characters of `text` (characters, not bytes: names may be any script).
pub fn first_chars(text: &str, max: usize) -> &str {
    match text.char_indices().nth(max) {
        Some((at, _)) => &text[..at],
        None => text,
    }
}

impl Invocation {
    /// The invocation within the bounds a front end may pass: names cut to Discord's limits, and
    /// a refusal naming an option value longer than Discord allows.
    pub fn bounded(&self) -> Result<Invocation, Refusal> {
        for (key, value) in &self.command.options {
            let max = if key == "setup" {
                MAX_SETUP_CHARS
            } else {
                MAX_OPTION_CHARS
            };
            if value.chars().count() > max {
                return Err(Refusal::bad_option(crate::msg!(
                    "refused-value-too-long",
                    key = crate::lang::Arg::option(key),
                    max = max
                )));
            }
        }
        Ok(Invocation {
            user_name: first_chars(&self.user_name, MAX_NAME_CHARS).to_string(),
            channel_name: self
                .channel_name
                .as_deref()
                .map(|n| first_chars(n, MAX_CHANNEL_NAME_CHARS).to_string()),
            ..self.clone()
        })
    }
}

/// Who a post is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum To {
    /// A public post in a channel.
    Channel(i64),
    /// Private to one user: the reply to their own command (ephemeral or in a DM), or a DM.
    User(i64),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Image {
    pub name: String,
    pub png: Vec<u8>,
}

/// A board picture to draw: the game's id and the number of its actions the picture shows.
/// Kept by the store with its post, never sent or named: a count of actions would tell of
/// hidden moves (a draft, a plan).
pub type PictureAt = (i64, i64);

/// A game's turn card: the game's id and its count of actions when the card was made. Like
/// [`PictureAt`], kept with the post and never shown.
pub type CardAt = (i64, i64);

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Post {
    pub to: To,
    pub text: String,
    pub images: Vec<Image>,
    /// The board picture this post shows, drawn and added to `images` when it is delivered
    /// ([`crate::table::Table::develop`]): a command answers without drawing it.
    pub picture: Option<PictureAt>,
    /// The stored copy of a post a change caused (the outbox): the front end marks it sent once
    /// delivered; whatever is not marked is delivered again after a crash.
    pub outbox: Option<i64>,
    /// Buttons and menus for the seats the game awaits.
    pub components: Vec<Row>,
    /// The users this post should notify (the awaited seats); other mentions do not ping.
    /// Set through [`Post::ping`], which names them in the text.
    pub pings: Vec<i64>,
    /// A form to open instead of posting (the answer to "Another amount…": Discord's modal).
    pub form: Option<Form>,
    /// The kind of refusal, when the post is one (its text says why).
    pub refused: Option<RefusalKind>,
    /// The answer to a press that pages or acts in a private panel: it replaces the message
    /// pressed (Discord's UPDATE_MESSAGE) when that message is private and laid out alike;
    /// otherwise it comes as a private message of its own.
    pub update: bool,
    /// How Discord lays it out: a game post with the awaited seats' actions is a turn card,
    /// a player's own choices a panel ([`super::card`]).
    pub layout: Layout,
    /// The awaited player's seat colour (0xRRGGBB), the accent of a card: none when several
    /// are awaited.
    pub accent: Option<u32>,
    /// What the board picture shows, in words (for screen readers).
    pub alt: String,
    /// This post is the game's turn card made then: the front end records which message
    /// shows it, for the edits that follow.
    pub card: Option<CardAt>,
    /// This post is that card again, edited (it notifies nobody): it replaces the card's
    /// message, or is posted as a new one when that message is unknown or gone.
    pub edits: Option<CardAt>,
}

/// What a stored post carries besides its text and picture.
#[derive(Serialize, Deserialize, Default, PartialEq)]
struct Extra {
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    components: Vec<Row>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pings: Vec<i64>,
    /// The board picture's game and action count (see [`PictureAt`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    picture_at: Option<(i64, i64)>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    refused: Option<RefusalKind>,
    #[serde(default, skip_serializing_if = "is_message")]
    layout: Layout,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    accent: Option<u32>,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    alt: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    card: Option<CardAt>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    edits: Option<CardAt>,
}

fn is_message(layout: &Layout) -> bool {
    *layout == Layout::Message
}

impl Post {
    /// The post as the store keeps it.
    pub fn stored(&self) -> OutPost {
        let extra = Extra {
            components: self.components.clone(),
            pings: self.pings.clone(),
            picture_at: self.picture,
            refused: self.refused,
            layout: self.layout,
            accent: self.accent,
            alt: self.alt.clone(),
            card: self.card,
            edits: self.edits,
        };
        OutPost {
            target: match self.to {
                To::Channel(c) => Target::Channel(c),
                To::User(u) => Target::User(u),
            },
            body: self.text.clone(),
            image: self.images.first().map(|i| (i.name.clone(), i.png.clone())),
            extra: (extra != Extra::default())
                .then(|| serde_json::to_string(&extra).unwrap_or_default()),
        }
    }

    /// A stored post, as it was made: its board picture to draw (a picture stored with it, by
    /// an older version, is kept); its outbox id while it waits for delivery.
    pub fn from_stored(row: OutboxRow) -> Post {
        let extra: Extra = row
            .post
            .extra
            .as_deref()
            .and_then(|e| serde_json::from_str(e).ok())
            .unwrap_or_default();
        let image = row.post.image.map(|(name, png)| Image { name, png });
        Post {
            to: match row.post.target {
                Target::Channel(c) => To::Channel(c),
                Target::User(u) => To::User(u),
            },
            text: row.post.body,
            picture: extra.picture_at.filter(|_| image.is_none()),
            images: image.into_iter().collect(),
            outbox: (!row.sent).then_some(row.id),
            components: extra.components,
            pings: extra.pings,
            form: None,
            refused: extra.refused,
            update: false,
            layout: extra.layout,
            accent: extra.accent,
            alt: extra.alt,
            card: extra.card,
            edits: extra.edits,
        }
    }

    pub fn text(to: To, text: impl Into<String>) -> Post {
        Post {
            to,
            text: text.into(),
            images: Vec::new(),
            picture: None,
            outbox: None,
            components: Vec::new(),
            pings: Vec::new(),
            form: None,
            refused: None,
            update: false,
            layout: Layout::Message,
            accent: None,
            alt: String::new(),
            card: None,
            edits: None,
        }
    }

    /// Notifies `users` (the seats the game awaits). Discord notifies only the users a text
    /// mentions, so those this text does not name yet are named on a last line. Bot seats are
    /// no Discord users: a mention of one would be junk, and the bot moves by itself anyway.
    /// That line is in `lang`, the language of the text it ends.
    pub fn ping(&mut self, mut users: Vec<i64>, lang: Lang) {
        users.retain(|&u| !is_bot(u));
        let unnamed: Vec<String> = users
            .iter()
            .map(|&u| mention_user(u))
            .filter(|m| !self.text.contains(m.as_str()))
            .collect();
        if !unnamed.is_empty() {
            let who = crate::msg!(
                "post-waiting-for",
                who = crate::lang::Arg::and_list(&unnamed)
            );
            self.text = format!("{}\n{}", self.text.trim_end(), who.render(lang));
        }
        self.pings = users;
    }

    /// A refusal, for the invoking user alone, in their language.
    pub fn refusal(user: i64, refusal: Refusal, lang: Lang) -> Post {
        Post {
            refused: Some(refusal.kind),
            ..Post::text(To::User(user), refusal.message.render(lang))
        }
    }
}

/// Why a command changed nothing.
#[derive(Debug)]
pub enum Failure {
    /// Bad input, or a rule forbids it: said to the invoking user only.
    Refused(Refusal),
    /// Another process changed the game first: the command runs again on the new state.
    Conflict,
    /// The command was applied before (same origin): its first answer stands.
    Duplicate,
    /// Something broke on our side: logged; the user gets an apology, never the details.
    Internal(anyhow::Error),
}

impl From<Refusal> for Failure {
    fn from(r: Refusal) -> Failure {
        Failure::Refused(r)
    }
}

impl From<anyhow::Error> for Failure {
    fn from(e: anyhow::Error) -> Failure {
        match e.downcast::<Refusal>() {
            Ok(refusal) => Failure::Refused(refusal),
            Err(e) => Failure::Internal(e),
        }
    }
}

impl From<serde_json::Error> for Failure {
    fn from(e: serde_json::Error) -> Failure {
        Failure::Internal(e.into())
    }
}

impl From<WriteError> for Failure {
    fn from(e: WriteError) -> Failure {
        match e {
            WriteError::Conflict => Failure::Conflict,
            WriteError::Duplicate => Failure::Duplicate,
            WriteError::Other(e) => Failure::Internal(e),
        }
    }
}

/// What a command handler gives back: the posts to make, or why nothing changed.
pub type Outcome<T = Vec<Post>> = Result<T, Failure>;
