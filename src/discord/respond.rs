//! From the table's posts to Discord: which post answers the interaction, which are follow-ups
//! only the user sees, and which go through the outbox.
//!
//! - A post to the invoking user is the answer: ephemeral in a channel, a plain reply in a DM.
//!   After the command's public post, a private notice to the invoking user (the turn notice
//!   that starts a planning phase) is a direct message instead, so it stays.
//! - The first public post to the invoking channel is the interaction's public response (with
//!   the board picture), except for the secret commands (those the table's spec marks
//!   `secret`), which are always answered privately; their public posts (that a player has
//!   chosen, the choices revealed) go through the outbox.
//! - Everything else goes through the outbox: other channels, other players' DMs.
//!
//! A public answer is one message; a long private one is split, its buttons and menus on the
//! last piece. Only a post's `pings` are notified. A press that pages replaces the message
//! pressed (`Post::update`, interaction response type 7). The interaction is acknowledged with the text alone and the pictures
//! are drawn and uploaded after, so that neither a slow drawing nor a slow upload misses
//! Discord's 3 seconds.

use super::body::{self, EPHEMERAL};
use super::outbox::{MESSAGE_LIMIT, Outbox, fitted, split_text};
use super::rest::{Body, Failure, Rest};
use crate::table::card::{IS_COMPONENTS_V2, Layout};
use crate::table::controls::{Form, Row};
use crate::table::{
    CardAt, Image, PictureAt, Place, Post, RefusalKind, To, mention_channel, mention_user,
};
use reqwest::Method;
use serde_json::{Value, json};
use serenity::all::{
    CreateActionRow, CreateInputText, CreateInteractionResponse, CreateInteractionResponseMessage,
    CreateModal, InputTextStyle, InteractionId,
};

/// One message of the interaction: its response or a follow-up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reply {
    pub text: String,
    pub images: Vec<Image>,
    /// The board picture to draw and add to `images` before they are sent.
    pub picture: Option<PictureAt>,
    /// Buttons and menus.
    pub components: Vec<Row>,
    /// The users this message notifies.
    pub pings: Vec<i64>,
    pub ephemeral: bool,
    /// The stored post this reply delivers (marked sent once Discord has it).
    pub receipt: Option<i64>,
    /// A form to open instead (only as the interaction's first response).
    pub form: Option<Form>,
    /// The kind of refusal, when the reply is one.
    pub refused: Option<RefusalKind>,
    /// It replaces the message whose component was pressed (Discord's UPDATE_MESSAGE): its
    /// rows, and its text unless this one is empty.
    pub update: bool,
    /// A plain message, a turn card or a panel (see [`crate::table::card`]).
    pub layout: Layout,
    pub accent: Option<u32>,
    /// What its board picture shows, in words.
    pub alt: String,
    /// It is the game's turn card made then: its message is recorded once Discord has it.
    pub card: Option<CardAt>,
}

impl Reply {
    fn of(post: Post, ephemeral: bool) -> Reply {
        Reply {
            text: post.text,
            images: post.images,
            picture: post.picture,
            components: post.components,
            pings: post.pings,
            ephemeral,
            receipt: post.outbox,
            form: post.form,
            refused: post.refused,
            update: post.update,
            layout: post.layout,
            accent: post.accent,
            alt: post.alt,
            card: post.card,
        }
    }

    fn note(text: String, ephemeral: bool) -> Reply {
        Reply {
            text,
            images: Vec::new(),
            picture: None,
            components: Vec::new(),
            pings: Vec::new(),
            ephemeral,
            receipt: None,
            form: None,
            refused: None,
            update: false,
            layout: Layout::Message,
            accent: None,
            alt: String::new(),
            card: None,
        }
    }

    /// The reply as a post to `to` (when the interaction cannot carry it).
    fn post(&self, to: To) -> Post {
        Post {
            to,
            text: self.text.clone(),
            images: self.images.clone(),
            picture: self.picture,
            outbox: self.receipt,
            components: self.components.clone(),
            pings: self.pings.clone(),
            form: None,
            refused: self.refused,
            update: false,
            layout: self.layout,
            accent: self.accent,
            alt: self.alt.clone(),
            card: self.card,
            edits: None,
        }
    }

    /// The reply's message body: `files` uploaded with it (a card shows the first as its board).
    fn body(&self, files: &[Image]) -> Value {
        body::message(
            &self.post(To::User(0)),
            self.layout,
            &self.text,
            true,
            files,
            self.ephemeral,
        )
    }
}

/// The posts of one command, sorted by the way they go out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Routed {
    /// The interaction's response.
    pub response: Reply,
    /// Follow-up messages of the interaction, in order.
    pub followups: Vec<Reply>,
    /// Posts for the outbox, in order.
    pub outbox: Vec<Post>,
}

/// Whether an answer may replace the message pressed (Discord's UPDATE_MESSAGE): an update
/// keeps the message's flags, so only a private message (ephemeral, or in a DM) laid out the
/// same way (plain, or V2) is replaced; `pressed` holds that message's flags.
fn replaces(pressed: Option<u64>, place: Place, layout: Layout) -> bool {
    pressed.is_some_and(|flags| {
        let private = flags & EPHEMERAL != 0 || place == Place::Dm;
        private && (flags & IS_COMPONENTS_V2 != 0) == layout.is_v2()
    })
}

/// Sorts the posts of a command typed by `invoker` at `place`; `pressed` holds the flags of
/// the message whose component was pressed, when the command is a press.
pub fn route(
    posts: Vec<Post>,
    invoker: i64,
    place: Place,
    secret: bool,
    pressed: Option<u64>,
) -> Routed {
    let in_channel = match place {
        Place::Channel(c) => Some(c),
        Place::Dm => None,
    };
    let mut public: Option<Reply> = None;
    let mut private: Vec<Reply> = Vec::new();
    let mut outbox: Vec<Post> = Vec::new();
    let mut seen_public = false;
    for post in posts {
        match post.to {
            To::User(u) if u == invoker => {
                if in_channel.is_none() || !seen_public {
                    private.push(Reply::of(post, in_channel.is_some()));
                } else {
                    outbox.push(post);
                }
            }
            To::Channel(c) => {
                // An edit of the game's card replaces a message of its own: never the answer.
                if Some(c) == in_channel && !secret && public.is_none() && post.edits.is_none() {
                    public = Some(Reply::of(post, false));
                } else {
                    outbox.push(post);
                }
                seen_public = true;
            }
            To::User(_) => outbox.push(post),
        }
    }
    let mut replies: Vec<Reply> = Vec::new();
    replies.extend(public);
    replies.extend(private);
    if replies.is_empty() {
        replies.push(Reply::note(done_note(&outbox), in_channel.is_some()));
    }
    // Discord takes at most 2000 characters a message: a public answer, or one that replaces
    // a message, stays one (the table keeps them within it); a long private answer becomes
    // several, the pictures with the first piece and the buttons with the last.
    let mut pieces = Vec::new();
    for mut reply in replies {
        if reply.update && !replaces(pressed, place, reply.layout) {
            // A page of a public card, or of a message laid out otherwise: a private message
            // of its own.
            reply.update = false;
            reply.ephemeral = in_channel.is_some();
        }
        let public = in_channel.is_some() && !reply.ephemeral;
        let texts = if !public && !reply.update {
            split_text(&reply.text, reply.layout.text_limit())
        } else {
            vec![fitted(&reply.text, MESSAGE_LIMIT)]
        };
        let last = texts.len() - 1;
        // A card's picture is in its gallery, on the piece laid out as a card: the last.
        let pictured = if reply.layout.is_v2() { last } else { 0 };
        for (i, text) in texts.into_iter().enumerate() {
            pieces.push(Reply {
                text,
                images: if i == pictured {
                    reply.images.clone()
                } else {
                    Vec::new()
                },
                picture: if i == pictured { reply.picture } else { None },
                components: if i == last {
                    reply.components.clone()
                } else {
                    Vec::new()
                },
                pings: reply.pings.clone(),
                ephemeral: reply.ephemeral,
                receipt: if i == 0 { reply.receipt } else { None },
                form: if i == 0 { reply.form.clone() } else { None },
                refused: reply.refused,
                update: reply.update,
                layout: if i == last {
                    reply.layout
                } else {
                    Layout::Message
                },
                accent: reply.accent,
                alt: reply.alt.clone(),
                card: if i == last { reply.card } else { None },
            });
        }
    }
    let mut pieces = pieces.into_iter();
    let response = pieces
        .next()
        .unwrap_or_else(|| Reply::note("Done.".into(), in_channel.is_some()));
    Routed {
        response,
        followups: pieces.collect(),
        outbox,
    }
}

/// What a command whose posts all go elsewhere answers: where to look.
fn done_note(outbox: &[Post]) -> String {
    match outbox.iter().find_map(|p| match p.to {
        To::Channel(c) => Some(c),
        To::User(_) => None,
    }) {
        Some(c) => format!("Done: see {}.", mention_channel(c)),
        None => "Done.".to_string(),
    }
}

/// The interaction's first message: text, buttons and pings, no pictures (they are uploaded
/// once Discord has the acknowledgement).
fn message(reply: &Reply) -> Value {
    json!({ "type": 4, "data": reply.body(&[]) })
}

/// The pressed message, replaced (interaction response type 7): a plain one keeps its text
/// when the reply has none; a V2 one is given whole. Its flags stay as they are (an ephemeral
/// message stays ephemeral), so the only flag sent is V2's, which it has already.
fn update(reply: &Reply) -> Value {
    let mut data = edit_body(reply, &[]);
    if !reply.layout.is_v2() && reply.text.is_empty() {
        data.as_object_mut().map(|d| d.remove("content"));
    }
    json!({ "type": 7, "data": data })
}
/// The interaction being answered: its id and token.
#[derive(Debug, Clone, Copy)]
pub struct Target<'a> {
    pub id: InteractionId,
    pub token: &'a str,
    /// For a press: the flags of the message pressed (whether an answer may replace it).
    pub pressed: Option<u64>,
}

/// Whether an interaction call failed because the interaction is gone: its token expired
/// (15 minutes), or it was never acknowledged in time.
pub fn expired(e: &Failure) -> bool {
    matches!(e.status(), Some(401 | 404)) || matches!(e.code(), Some(10062 | 10015 | 50027))
}

/// Sends the interaction's response (its callback), as serenity's builder writes it.
pub async fn callback(
    rest: &Rest,
    target: Target<'_>,
    response: &CreateInteractionResponse,
) -> Result<(), Failure> {
    let body = serde_json::to_value(response).map_err(|e| Failure::Refused {
        status: 0,
        code: 0,
        why: e.to_string(),
    })?;
    callback_json(rest, target, &body).await
}

async fn callback_json(rest: &Rest, target: Target<'_>, body: &Value) -> Result<(), Failure> {
    let route = format!("interactions/{}/{}/callback", target.id, target.token);
    rest.send(Method::POST, &route, Body::Json(body))
        .await
        .map(|_| ())
}

/// Answers the interaction with `text` privately: a follow-up when it was `answered` already,
/// else its response (and a follow-up should Discord say it has one).
pub async fn say_privately(
    rest: &Rest,
    target: Target<'_>,
    text: &str,
    answered: bool,
) -> Result<(), Failure> {
    let reply = CreateInteractionResponseMessage::new()
        .content(text)
        .ephemeral(true);
    if !answered
        && callback(rest, target, &CreateInteractionResponse::Message(reply))
            .await
            .is_ok()
    {
        return Ok(());
    }
    follow(rest, target, &Reply::note(text.to_string(), true)).await
}

/// Whether an interaction call failed because the interaction was acknowledged already
/// (error 40060): a deferral or response sent before reached Discord after all.
pub fn acknowledged(e: &Failure) -> bool {
    e.code() == Some(40060)
}

/// Tells Discord the answer will take a while (it must hear within 3 seconds).
pub async fn defer(rest: &Rest, target: Target<'_>, ephemeral: bool) -> Result<(), Failure> {
    let defer = CreateInteractionResponse::Defer(
        CreateInteractionResponseMessage::new().ephemeral(ephemeral),
    );
    callback(rest, target, &defer).await
}

async fn respond(rest: &Rest, target: Target<'_>, reply: &Reply) -> Result<(), Failure> {
    let body = match &reply.form {
        Some(form) => {
            return callback(rest, target, &CreateInteractionResponse::Modal(modal(form))).await;
        }
        None if reply.update => update(reply),
        None => message(reply),
    };
    callback_json(rest, target, &body).await
}

/// The number form as Discord's modal: one short text field.
pub fn modal(form: &Form) -> CreateModal {
    let field = CreateInputText::new(InputTextStyle::Short, form.label.clone(), "value")
        .placeholder(form.placeholder.clone())
        .min_length(1)
        .max_length(12)
        .required(true);
    CreateModal::new(form.custom_id.clone(), form.title.clone())
        .components(vec![CreateActionRow::InputText(field)])
}

/// The id of a message Discord answered with (0 when it gave none).
fn message_id(answer: &Value) -> u64 {
    answer["id"]
        .as_str()
        .and_then(|id| id.parse().ok())
        .unwrap_or_default()
}

/// Edits the interaction's first message (its response, or the deferral's placeholder); gives
/// its id.
async fn edit(
    rest: &Rest,
    target: Target<'_>,
    body: &Value,
    files: &[Image],
) -> Result<u64, Failure> {
    let route = rest.webhook(target.token, "/messages/@original");
    let answer = rest
        .send(Method::PATCH, &route, Body::Files(body, files))
        .await?;
    Ok(message_id(&answer))
}

/// The id of the interaction's first message.
async fn original(rest: &Rest, target: Target<'_>) -> Result<u64, Failure> {
    let route = rest.webhook(target.token, "/messages/@original");
    let answer = rest.send(Method::GET, &route, Body::None).await?;
    Ok(message_id(&answer))
}

async fn follow(rest: &Rest, target: Target<'_>, reply: &Reply) -> Result<(), Failure> {
    let route = rest.webhook(target.token, "");
    let body = reply.body(&reply.images);
    rest.send(Method::POST, &route, Body::Files(&body, &reply.images))
        .await
        .map(|_| ())
}

/// A reply as an edit of the interaction's first message, with `files` uploaded: an edit
/// cannot change whether a message is ephemeral, so that flag is not sent.
fn edit_body(reply: &Reply, files: &[Image]) -> Value {
    Reply {
        ephemeral: false,
        ..reply.clone()
    }
    .body(files)
}

/// The text of the message that notifies a reply's pings when the reply itself could not (an
/// edit never notifies).
pub fn ping_text(pings: &[i64]) -> String {
    let who: Vec<String> = pings.iter().map(|&u| mention_user(u)).collect();
    format!("{}: the game waits for you (above).", who.join(" "))
}

/// What sending an interaction's answer has done so far.
struct Sending {
    /// The deferred message's ephemeral flag, while no edit or follow-up has replaced it.
    standing: Option<bool>,
    /// The stored posts delivered.
    delivered: Vec<i64>,
    /// The replies the interaction could not carry, and why.
    failed: Vec<(Reply, Failure)>,
    /// The posts for the outbox.
    posts: Vec<Post>,
}

/// Where an interaction's answer goes and who asked.
pub struct Answer<'a> {
    /// The process's sender (the outbox's), through its rate limiter.
    pub http: &'a Rest,
    pub target: Target<'a>,
    pub outbox: &'a Outbox,
    /// The user who invoked the interaction.
    pub user: i64,
    /// The channel it was invoked in (None in a DM).
    pub channel: Option<i64>,
    /// The ephemeral flag of a deferral that was sent but whose answer did not come back: it
    /// may have reached Discord (a later response then meets error 40060).
    pub unsure_deferral: Option<bool>,
}

impl Answer<'_> {
    /// Sends the interaction's response and follow-ups, then the outbox posts. `deferred` is
    /// the ephemeral flag of an earlier deferral, if there was one.
    ///
    /// On Discord the first follow-up after a deferral takes the place of the deferred
    /// message, with the deferral's visibility whatever its own flag, unless an edit replaced
    /// that message first. So while a deferred message stands, a follow-up of the other
    /// visibility is never sent: a private one goes by DM, a public one to the channel.
    pub async fn send(&self, routed: Routed, deferred: Option<bool>) {
        let Routed {
            response,
            followups,
            outbox: posts,
        } = routed;
        let http = self.http;
        let mut s = Sending {
            standing: deferred,
            delivered: Vec::new(),
            failed: Vec::new(),
            posts,
        };
        let mut response = Some(response);
        if deferred.is_none()
            && let Some(reply) = response.take()
        {
            match respond(http, self.target, &reply).await {
                Ok(()) => {
                    s.delivered.extend(reply.receipt);
                    let reply = self.developed(reply).await;
                    let message = self.upload(&reply).await;
                    self.card_shown(&reply, message).await;
                }
                // Acknowledged already: by the deferral whose answer was lost on its way
                // back. The interaction is deferred, as that deferral asked.
                Err(e) if acknowledged(&e) && self.unsure_deferral.is_some() => {
                    tracing::info!(
                        ephemeral = self.unsure_deferral,
                        "the deferral reached Discord after all: the answer replaces it"
                    );
                    s.standing = self.unsure_deferral;
                    response = Some(reply);
                }
                Err(e) => s.failed.push((reply, e)),
            }
        }
        match (response, s.standing) {
            (Some(response), Some(flag)) if flag == response.ephemeral => {
                let response = self.developed(response).await;
                let files = &response.images;
                match edit(http, self.target, &edit_body(&response, files), files).await {
                    Ok(message) => {
                        s.standing = None;
                        s.delivered.extend(response.receipt);
                        self.card_shown(&response, Some(message)).await;
                        self.ping_after_edit(&response).await;
                    }
                    // A private answer may still take the private deferred message's place.
                    Err(e) if response.ephemeral && !expired(&e) => {
                        tracing::warn!(error = %e, "could not edit the private deferred message; following up");
                        self.follow_up(response, &mut s).await;
                    }
                    Err(e) => s.failed.push((response, e)),
                }
            }
            (Some(response), Some(true)) => {
                // Deferred privately before the command was known to answer publicly: the
                // public answer goes to the channel as a message, and the private placeholder
                // says so (a public message is never made out of a private one).
                let (to, note) = match self.channel {
                    Some(c) => (
                        To::Channel(c),
                        format!("Done: see {} below.", mention_channel(c)),
                    ),
                    None => (To::User(self.user), "Done.".to_string()),
                };
                s.posts.insert(0, response.post(to));
                match edit(http, self.target, &json!({ "content": note }), &[]).await {
                    Ok(_) => s.standing = None,
                    Err(e) => {
                        tracing::warn!(error = %e, "could not update the private placeholder")
                    }
                }
            }
            (Some(response), Some(false)) => {
                // Deferred publicly, but the answer is private (the command's state changed
                // between its checks and its answer): the public placeholder gets a neutral
                // line and the answer follows privately.
                let note = format!("{}'s command changed nothing.", mention_user(self.user));
                match edit(http, self.target, &json!({ "content": note }), &[]).await {
                    Ok(_) => s.standing = None,
                    Err(e) => {
                        tracing::warn!(error = %e, "could not update the public placeholder")
                    }
                }
                let response = self.developed(response).await;
                self.follow_up(response, &mut s).await;
            }
            _ => {}
        }
        for reply in followups {
            let reply = self.developed(reply).await;
            self.follow_up(reply, &mut s).await;
        }
        let Sending {
            delivered,
            failed,
            mut posts,
            ..
        } = s;
        for (reply, e) in failed {
            if let Some(post) = self.fallback(&reply, &e) {
                posts.insert(0, post);
            }
        }
        self.outbox.delivered(&delivered).await;
        for delivery in self.outbox.deliver_all(&posts, self.channel).await {
            tracing::debug!(?delivery, "outbox");
        }
    }

    /// Sends `reply` as a follow-up, unless it would take the place of a deferred message
    /// still standing with the other visibility: then a private reply goes by DM and a public
    /// one to the channel, through the outbox.
    async fn follow_up(&self, reply: Reply, s: &mut Sending) {
        if s.standing.is_some_and(|flag| flag != reply.ephemeral) {
            let to = match (reply.ephemeral, self.channel) {
                (false, Some(c)) => To::Channel(c),
                _ => To::User(self.user),
            };
            tracing::warn!(
                user = self.user,
                ephemeral = reply.ephemeral,
                "a follow-up would take the deferred message's place and visibility: sent apart"
            );
            s.posts.push(reply.post(to));
            return;
        }
        match follow(self.http, self.target, &reply).await {
            Ok(()) => {
                // It took the deferred message's place, if one stood.
                s.standing = None;
                s.delivered.extend(reply.receipt);
            }
            Err(e) => s.failed.push((reply, e)),
        }
    }

    /// The reply with its board picture drawn, when it shows one.
    async fn developed(&self, mut reply: Reply) -> Reply {
        if let Some(at) = reply.picture.take() {
            reply.images.extend(self.outbox.picture(at).await);
        }
        reply
    }

    /// A public response that is the game's turn card: its message is recorded, for the
    /// edits that follow. `message`: its id when an edit of it gave it, else asked for.
    async fn card_shown(&self, reply: &Reply, message: Option<u64>) {
        let Some(at) = reply.card.filter(|_| !reply.ephemeral) else {
            return;
        };
        let message = match message {
            Some(id) => id,
            None => match original(self.http, self.target).await {
                Ok(m) => m,
                Err(e) => {
                    tracing::warn!(error = %e, "could not read the card's message: its progress will be posted anew");
                    return;
                }
            },
        };
        self.outbox.card_shown(at, message).await;
    }

    /// After the acknowledgement: the reply's pictures, added to the response. Gives the
    /// response's message id when Discord answered the edit with it.
    async fn upload(&self, reply: &Reply) -> Option<u64> {
        if reply.images.is_empty() {
            return None;
        }
        // A plain message keeps its text and gets the files; a card is given whole, now with
        // its board in the gallery.
        let files = &reply.images;
        let add = match reply.layout.is_v2() {
            true => edit_body(reply, files),
            false => json!({ "attachments": body::attachments(files) }),
        };
        match edit(self.http, self.target, &add, files).await {
            Ok(message) => Some(message),
            Err(e) => {
                tracing::warn!(error = %e, "could not add the pictures to the response; sending them as a follow-up");
                let pictures = Reply {
                    text: String::new(),
                    components: Vec::new(),
                    pings: Vec::new(),
                    receipt: None,
                    ..reply.clone()
                };
                if let Err(e) = follow(self.http, self.target, &pictures).await {
                    tracing::error!(error = %e, "the pictures of a response were not delivered");
                }
                None
            }
        }
    }

    /// An edit of a deferred response notifies nobody: its pings get a message of their own.
    async fn ping_after_edit(&self, reply: &Reply) {
        let pings: Vec<i64> = reply.pings.iter().copied().filter(|&u| u > 0).collect();
        if reply.ephemeral || pings.is_empty() {
            return;
        }
        let ping = Reply {
            pings: pings.clone(),
            ..Reply::note(ping_text(&pings), false)
        };
        if let Err(e) = follow(self.http, self.target, &ping).await {
            tracing::warn!(error = %e, "could not notify the awaited players");
        }
    }

    /// What becomes of a reply the interaction could not carry: a public one is posted in the
    /// channel; a private one whose interaction expired goes by DM (nothing else could show it
    /// to its user alone).
    fn fallback(&self, reply: &Reply, e: &Failure) -> Option<Post> {
        tracing::error!(error = %e, ephemeral = reply.ephemeral, "an interaction message failed");
        if !reply.ephemeral {
            return match self.channel {
                Some(channel) => Some(reply.post(To::Channel(channel))),
                None => Some(reply.post(To::User(self.user))),
            };
        }
        // Expired, or acknowledged by an earlier answer whose visibility is unknown here: only
        // a DM shows it to its user alone.
        if expired(e) || acknowledged(e) {
            tracing::info!(
                user = self.user,
                "the interaction cannot carry it: the private answer goes by DM"
            );
            return Some(reply.post(To::User(self.user)));
        }
        tracing::warn!(user = self.user, "a private answer was dropped");
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ME: i64 = 1;
    const CH: i64 = 100;

    fn post(to: To, text: &str) -> Post {
        Post::text(to, text)
    }

    #[test]
    fn a_refusal_answers_with_its_kind() {
        let refusal = crate::table::Refusal::rule(
            crate::games::Refused::NotYourTurn,
            "That button is bob's: it is not your turn.",
        );
        let r = route(
            vec![Post::refusal(ME, refusal, crate::lang::Lang::En)],
            ME,
            Place::Channel(CH),
            false,
            None,
        );
        assert_eq!(
            r.response.refused,
            Some(RefusalKind::Rule(crate::games::Refused::NotYourTurn))
        );
        assert!(r.response.ephemeral);
        let done = route(
            vec![post(To::Channel(CH), "moved")],
            ME,
            Place::Channel(CH),
            false,
            None,
        );
        assert_eq!(done.response.refused, None);
    }

    #[test]
    fn a_refusal_in_a_channel_is_ephemeral() {
        let r = route(
            vec![post(To::User(ME), "no")],
            ME,
            Place::Channel(CH),
            false,
            None,
        );
        assert_eq!(r.response.text, "no");
        assert!(r.response.ephemeral);
        assert!(r.followups.is_empty() && r.outbox.is_empty());
    }

    #[test]
    fn the_public_post_answers_and_notices_go_by_dm() {
        let posts = vec![
            post(To::User(ME), "your move was recorded"),
            post(To::Channel(CH), "board"),
            post(To::User(2), "plan now"),
            post(To::User(ME), "plan now too"),
        ];
        let r = route(posts, ME, Place::Channel(CH), false, None);
        assert_eq!(r.response.text, "board");
        assert!(!r.response.ephemeral);
        assert_eq!(r.followups.len(), 1);
        assert!(r.followups[0].ephemeral);
        assert_eq!(r.followups[0].text, "your move was recorded");
        assert_eq!(
            r.outbox.iter().map(|p| p.to).collect::<Vec<_>>(),
            vec![To::User(2), To::User(ME)]
        );
    }

    #[test]
    fn secret_commands_answer_privately_and_post_publicly_through_the_outbox() {
        let posts = vec![
            post(To::User(ME), "plan recorded"),
            post(To::Channel(CH), "alice has planned"),
        ];
        let r = route(posts, ME, Place::Channel(CH), true, None);
        assert_eq!(r.response.text, "plan recorded");
        assert!(r.response.ephemeral);
        assert_eq!(r.outbox.len(), 1);
    }

    #[test]
    fn in_a_dm_the_answer_is_a_plain_reply_and_the_channel_gets_the_board() {
        let posts = vec![
            post(To::User(ME), "plan recorded"),
            post(To::Channel(CH), "alice has planned"),
            post(To::User(ME), "later"),
        ];
        let r = route(posts, ME, Place::Dm, true, None);
        assert_eq!(r.response.text, "plan recorded");
        assert!(!r.response.ephemeral);
        assert_eq!(r.followups.len(), 1);
        assert_eq!(r.outbox.len(), 1);
        let r = route(
            vec![post(To::Channel(CH), "board")],
            ME,
            Place::Dm,
            false,
            None,
        );
        assert_eq!(r.response.text, format!("Done: see <#{CH}>."));
        assert_eq!(r.outbox.len(), 1);
    }

    #[test]
    fn a_post_to_another_channel_goes_through_the_outbox() {
        let r = route(
            vec![post(To::Channel(7), "elsewhere")],
            ME,
            Place::Channel(CH),
            false,
            None,
        );
        assert!(r.response.ephemeral);
        assert_eq!(r.outbox.len(), 1);
    }

    #[test]
    fn a_long_public_answer_is_one_message() {
        let long = "word ".repeat(900);
        let r = route(
            vec![post(To::Channel(CH), &long)],
            ME,
            Place::Channel(CH),
            false,
            None,
        );
        assert!(r.followups.is_empty(), "{:?}", r.followups);
        assert!(!r.response.ephemeral);
        assert!(r.response.text.chars().count() <= MESSAGE_LIMIT);
    }

    #[test]
    fn a_page_replaces_only_a_private_message_laid_out_alike() {
        let page = || {
            let mut post = post(To::User(ME), "Choices at <#100>, continued:");
            post.update = true;
            post.layout = Layout::Panel;
            vec![post]
        };
        let v2 = IS_COMPONENTS_V2;
        let answer = |pressed, place| route(page(), ME, place, false, Some(pressed)).response;
        // A private panel, in a channel or in a DM: replaced in place.
        let r = answer(v2 | EPHEMERAL, Place::Channel(CH));
        assert!(r.update && r.layout == Layout::Panel);
        assert!(answer(v2, Place::Dm).update);
        // The public card: a private panel of its own; the card stays as everyone sees it.
        let r = answer(v2, Place::Channel(CH));
        assert!(!r.update && r.ephemeral, "{r:?}");
        // A plain private message cannot become V2 by an update: a new panel.
        let r = answer(EPHEMERAL, Place::Channel(CH));
        assert!(!r.update && r.ephemeral, "{r:?}");
        // Not a press at all: a new message.
        assert!(
            !route(page(), ME, Place::Channel(CH), false, None)
                .response
                .update
        );
    }

    #[test]
    fn long_answers_are_split() {
        let long = "word ".repeat(900);
        let r = route(
            vec![post(To::User(ME), &long)],
            ME,
            Place::Channel(CH),
            false,
            None,
        );
        assert_eq!(r.followups.len(), 2);
        assert!(r.followups.iter().all(|f| f.ephemeral));
    }
}
