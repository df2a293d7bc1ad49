//! The outbox: every post that is not the answer to the command itself goes out here, as a
//! channel message (with the board picture, drawn just before it is sent, attached) or a direct
//! message (opening the DM channel first). The game state is stored before anything is posted, so a failed post loses
//! nothing: it is retried a bounded number of times, logged, and `/game board` shows the current
//! state at any time.

use super::body;
use super::rest::{self, Body, Rest};
use crate::lang::{Arg, Lang};
use crate::msg;
use crate::store::Store;
use crate::table::card::Layout;
use crate::table::{CardAt, Image, PictureAt, Post, Table, To, mention_user, parse_channel};
use serenity::all::Http;
use std::borrow::Cow;
use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// The longest a post waits for its turn under Discord's rate limits: beyond this, the limit
/// is a long one, and the post is better stored and retried later.
pub use rest::MAX_RATE_LIMIT_WAIT;

/// A nonce for a post that is not stored: unique enough within Discord's few minutes.
fn fresh_nonce() -> u64 {
    use std::collections::hash_map::RandomState;
    use std::hash::BuildHasher;
    RandomState::new().hash_one(std::time::SystemTime::now()) >> 1
}

/// Discord's limit on a message's text.
pub const MESSAGE_LIMIT: usize = 2000;

/// How hard a post is tried.
#[derive(Debug, Clone, Copy)]
pub struct RetryPolicy {
    /// Attempts per message, the first included.
    pub attempts: u32,
    /// The pause before the second attempt; it doubles after each further failure.
    pub first_delay: Duration,
    /// One request's time limit, from sending it to the end of Discord's answer (the HTTP
    /// client's: the time waiting for its turn under the rate limits is not counted).
    pub timeout: Duration,
}

impl Default for RetryPolicy {
    fn default() -> RetryPolicy {
        RetryPolicy {
            attempts: 4,
            first_delay: Duration::from_millis(500),
            timeout: Duration::from_secs(15),
        }
    }
}

/// What became of one post.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Delivery {
    /// Posted, as these messages (a long text is split).
    Posted { messages: Vec<u64> },
    /// The user does not accept direct messages from the bot: the game's channel (when known)
    /// was told, without any secret, to use the commands that answer privately.
    DmClosed {
        user: u64,
        told_channel: Option<u64>,
    },
    /// Given up (logged): refused, or still failing after the last retry.
    Failed { reason: String },
    /// Not sent: Discord's rate limit asks for a longer wait than [`MAX_RATE_LIMIT_WAIT`]. A
    /// stored post stays pending, its attempts not counted, and a later sweep delivers it.
    Later { reason: String },
}

/// Why one attempt failed.
#[derive(Debug)]
enum Failure {
    /// 403: no access (for a DM: the user's DMs are closed).
    Forbidden(String),
    /// Worth another try: a 5xx, a 429, a network error or a timeout.
    Transient(String),
    /// Any other refusal: trying again would not help.
    Permanent(String),
    /// Rate limited still, each 429 waited out: worth another try.
    RateLimited(String),
    /// Not sent: the rate limit asks for a longer wait than [`MAX_RATE_LIMIT_WAIT`].
    Later(String),
    /// 404: what the request names is not there (for an edit: the message was deleted).
    Missing(String),
}

impl Failure {
    fn reason(self) -> String {
        match self {
            Failure::Forbidden(w)
            | Failure::Transient(w)
            | Failure::Permanent(w)
            | Failure::Missing(w)
            | Failure::RateLimited(w)
            | Failure::Later(w) => w,
        }
    }
}

impl From<rest::Failure> for Failure {
    fn from(f: rest::Failure) -> Failure {
        match f {
            rest::Failure::Refused {
                status: 403, why, ..
            } => Failure::Forbidden(why),
            rest::Failure::Refused {
                status: 404, why, ..
            } => Failure::Missing(why),
            rest::Failure::Refused { why, .. } => Failure::Permanent(why),
            rest::Failure::Transient(why) => Failure::Transient(why),
            rest::Failure::RateLimited(why) => Failure::RateLimited(why),
            rest::Failure::Later { why, .. } => Failure::Later(why),
        }
    }
}

/// Splits a text into pieces Discord accepts, at line breaks where possible.
pub fn split_text(text: &str, limit: usize) -> Vec<String> {
    let mut pieces = Vec::new();
    let mut current = String::new();
    for line in text.split_inclusive('\n') {
        let mut line = line;
        while line.chars().count() > limit {
            if !current.is_empty() {
                pieces.push(std::mem::take(&mut current));
            }
            let cut = line
                .char_indices()
                .nth(limit)
                .map(|(i, _)| i)
                .unwrap_or(line.len());
            pieces.push(line[..cut].to_string());
            line = &line[cut..];
        }
        if current.chars().count() + line.chars().count() > limit {
            pieces.push(std::mem::take(&mut current));
        }
        current.push_str(line);
    }
    if !current.trim().is_empty() || pieces.is_empty() {
        pieces.push(current);
    }
    pieces
        .into_iter()
        .map(|p| p.trim_end_matches('\n').to_string())
        .collect()
}

/// A public text within one message: the whole lines that fit, "…" for the rest, and the last
/// line kept, since it says who is awaited and names whom the post pings. The table keeps its
/// channel posts within the limit (a long look goes to the asker privately); this only guards
/// it, since a public post is never split into several channel messages.
pub fn fitted(text: &str, limit: usize) -> String {
    if text.chars().count() <= limit {
        return text.to_string();
    }
    tracing::warn!(
        chars = text.chars().count(),
        "a public post over Discord's limit is cut"
    );
    let (body, tail) = match text.trim_end().rsplit_once('\n') {
        Some((body, last)) if last.chars().count() < limit / 2 => (body, format!("\n{last}")),
        _ => (text, String::new()),
    };
    let room = limit.saturating_sub(1 + tail.chars().count());
    let mut out = String::new();
    let mut length = 0;
    for line in body.split_inclusive('\n') {
        let more = line.chars().count();
        if length + more > room {
            break;
        }
        out.push_str(line);
        length += more;
    }
    if out.trim().is_empty() {
        out = body.chars().take(room).collect();
    }
    let mut out = out.trim_end().to_string();
    out.push('…');
    out.push_str(&tail);
    out
}

/// The pieces a post's text is sent in: one for a channel (fitted), as many as it takes for a
/// direct message (a card or panel holds twice a plain message's text).
pub fn pieces(text: &str, to: To, layout: Layout) -> Vec<String> {
    match to {
        To::Channel(_) => vec![fitted(text, MESSAGE_LIMIT)],
        To::User(_) => split_text(text, layout.text_limit()),
    }
}

/// One message as the outbox sends it: the JSON body and the files uploaded with it, part
/// `files[n]` for the attachment entry with id `n`.
#[derive(Debug, Clone)]
pub struct Message<'a> {
    pub body: serde_json::Value,
    pub files: &'a [Image],
}

/// The messages that carry a post, exactly as sent: one to a channel; to a user its text split
/// when long, the buttons below the last piece, the pictures with the first (a card's or a
/// panel's with the last, the piece laid out as one; the earlier pieces are plain); each with
/// the nonce `{nonce_base}.{piece}`. Pure, so that tests check the very bodies the outbox sends.
pub fn messages<'a>(post: &'a Post, nonce_base: &str) -> Vec<Message<'a>> {
    let pieces = pieces(&post.text, post.to, post.layout);
    let last = pieces.len().saturating_sub(1);
    let pictured = if post.layout.is_v2() { last } else { 0 };
    pieces
        .iter()
        .enumerate()
        .map(|(i, piece)| {
            let layout = if i == last {
                post.layout
            } else {
                Layout::Message
            };
            let files = if i == pictured { &post.images[..] } else { &[] };
            let mut body = body::message(post, layout, piece, i == last, files, false);
            body["nonce"] = serde_json::json!(format!("{nonce_base}.{i}"));
            body["enforce_nonce"] = serde_json::json!(true);
            Message { body, files }
        })
        .collect()
}

/// A post that edits a game's turn card, as the edit of its message is sent: the card's one
/// message ([`messages`]) without a nonce, which only a new message takes. An edit notifies
/// nobody, and its picture is the only attachment the message keeps.
pub fn edit_message(post: &Post) -> Option<Message<'_>> {
    let mut message = messages(post, "").pop()?;
    if let Some(body) = message.body.as_object_mut() {
        body.remove("nonce");
        body.remove("enforce_nonce");
    }
    Some(message)
}

/// The channel a private post belongs to: the first channel it mentions (the table names the
/// game's channel in every private notice).
fn channel_named_in(text: &str) -> Option<i64> {
    let start = text.find("<#")?;
    let end = text[start..].find('>')? + start;
    parse_channel(&text[start..=end])
}

/// What the channel is told when a player's DMs are closed: no secret in it, only the way to
/// get the same answer privately: the secret commands of the player's game (the shared
/// `/game hand` first, then that game's own), which answer privately in a channel too. `game`
/// is the game's key (as in `/game new game:<key>`), when known.
pub fn closed_dm_notice(user_id: i64, game: Option<&str>, lang: Lang) -> String {
    let game_type = game.and_then(crate::table::registry::find);
    let about = match game_type {
        Some(k) => msg!("notice-dm-closed-about", game = k.title()).into(),
        None => Arg::from(""),
    };
    let shared = crate::table::groups().first().map(|g| g.name);
    let mut secret: Vec<Arg> = crate::table::groups()
        .iter()
        .filter(|g| Some(g.name) == shared || game_type.is_some_and(|k| k.key() == g.name))
        .flat_map(|g| {
            g.commands.iter().filter(|c| c.secret).map(move |c| {
                Arg::Parts(vec![
                    "`".into(),
                    Arg::command(&[g.name, c.name]),
                    "`".into(),
                ])
            })
        })
        .collect();
    let using = if secret.is_empty() {
        Arg::from("")
    } else {
        let first = secret.remove(0);
        let count = secret.len();
        msg!(
            "notice-dm-closed-use",
            first = first,
            rest = Arg::And(secret),
            count = count
        )
        .into()
    };
    msg!(
        "notice-dm-closed",
        user = mention_user(user_id),
        about = about,
        using = using
    )
    .render(lang)
}

/// What a game's host is told by DM when a post to the game's channel failed, in the table's
/// language.
pub fn failed_post_notice(channel: i64, title: &str, reason: &str, lang: Lang) -> String {
    let (why, todo) = super::permissions::why_a_post_failed(reason);
    msg!(
        "notice-post-failed",
        channel = crate::table::mention_channel(channel),
        game = title,
        why = why,
        todo = todo
    )
    .render(lang)
}

/// A post held back by a long rate limit: logged, delivered by a later sweep when stored.
fn later(reason: String) -> Delivery {
    tracing::warn!(%reason, "a post waits for Discord's rate limit: a later sweep delivers it if it is stored");
    Delivery::Later { reason }
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

pub struct Outbox {
    /// Every request: the outbox's and the interactions' answers, through one rate limiter.
    rest: Arc<Rest>,
    policy: RetryPolicy,
    /// DM channels already opened, by user.
    dm_channels: Mutex<HashMap<u64, u64>>,
    /// The table whose posts it delivers: stored ones are marked sent once delivered, and
    /// board pictures are drawn by it just before their posts are sent.
    table: Option<Table>,
    /// (game, or channel when no game is known; user) whose closed DMs the channel was told
    /// about: told once.
    told_closed: Mutex<HashSet<(i64, i64)>>,
    /// (game, reason) of failed channel posts reported to the game's host: reported once.
    reported: Mutex<HashSet<(i64, String)>>,
}

/// After this many failed deliveries a stored post is given up (logged, marked failed).
pub const GIVE_UP_AFTER: i64 = 8;

impl Outbox {
    pub fn new(http: Arc<Http>) -> Outbox {
        Outbox::with_policy(http, RetryPolicy::default())
    }

    /// An outbox sending with serenity's token and API address (its requests its own, through
    /// its own rate limiter), each request timed by the policy.
    pub fn with_policy(http: Arc<Http>, policy: RetryPolicy) -> Outbox {
        Outbox::with_rest(Arc::new(Rest::of(&http, policy.timeout)), policy)
    }

    /// An outbox sending through `rest`, the process's one sender.
    pub fn with_rest(rest: Arc<Rest>, policy: RetryPolicy) -> Outbox {
        Outbox {
            rest,
            policy,
            dm_channels: Mutex::default(),
            table: None,
            told_closed: Mutex::default(),
            reported: Mutex::default(),
        }
    }

    /// Delivers the posts of `table`: draws their board pictures, and marks the stored ones
    /// sent in its store.
    pub fn with_table(mut self, table: Table) -> Outbox {
        self.table = Some(table);
        self
    }

    fn store(&self) -> Option<&Store> {
        self.table.as_ref().map(Table::store)
    }

    /// The board picture at `at`, drawn by the table (none without one).
    pub async fn picture(&self, at: PictureAt) -> Option<Image> {
        self.table.as_ref()?.picture(at).await
    }

    /// The post with its board picture drawn, when it shows one.
    async fn developed<'p>(&self, post: &'p Post) -> Cow<'p, Post> {
        match &self.table {
            Some(table) if post.picture.is_some() => {
                let mut post = post.clone();
                table.develop(std::slice::from_mut(&mut post)).await;
                Cow::Owned(post)
            }
            _ => Cow::Borrowed(post),
        }
    }

    /// Records that stored posts reached Discord (by the interaction or by this outbox).
    pub async fn delivered(&self, ids: &[i64]) {
        if let Some(store) = self.store()
            && !ids.is_empty()
            && let Err(e) = store.mark_sent(ids).await
        {
            tracing::error!(error = %e, "could not mark posts sent; they may be posted again (their nonce stops a double)");
        }
    }

    /// Delivers the stored posts no live process holds (those of a process that died, and this
    /// process's own failed ones): what a crash or a restart left undelivered.
    pub async fn deliver_stored(&self, limit: i64) -> anyhow::Result<usize> {
        let Some(store) = self.store() else {
            return Ok(0);
        };
        let rows = store.claim_pending(limit).await?;
        let count = rows.len();
        for row in rows {
            let post = Post::from_stored(row);
            self.deliver(&post, None).await;
        }
        Ok(count)
    }

    /// The process's sender, which the interactions' answers go through too.
    pub fn rest(&self) -> &Arc<Rest> {
        &self.rest
    }

    /// Delivers posts in order. `channel_hint` is where the command was typed, used for the
    /// closed-DM notice when a private post names no channel.
    pub async fn deliver_all(&self, posts: &[Post], channel_hint: Option<i64>) -> Vec<Delivery> {
        let mut out = Vec::with_capacity(posts.len());
        for post in posts {
            out.push(self.deliver(post, channel_hint).await);
        }
        out
    }

    /// The latest game of a channel, when the store knows it.
    async fn game_at(&self, channel: i64) -> Option<crate::store::GameRecord> {
        let store = self.store()?;
        match store.latest_game_in(channel).await {
            Ok(game) => game,
            Err(e) => {
                tracing::warn!(error = %e, channel, "cannot read the channel's game");
                None
            }
        }
    }

    /// Delivers one post, its board picture drawn first; a stored one is marked sent, or its
    /// failure counted. A channel post that fails is reported to the game's host by DM (once per
    /// game and reason).
    pub async fn deliver(&self, post: &Post, channel_hint: Option<i64>) -> Delivery {
        let post = &*self.developed(post).await;
        let delivery = self.deliver_once(post, channel_hint).await;
        if let (To::Channel(channel), Delivery::Failed { reason }) = (post.to, &delivery) {
            self.report_to_host(channel, reason).await;
        }
        if let (Some(id), Some(store)) = (post.outbox, self.store()) {
            let marked = match delivery {
                Delivery::Failed { .. } => store.mark_attempt(id, GIVE_UP_AFTER).await,
                // Still held by this process: a sweep claims it again once the claim lapses.
                Delivery::Later { .. } => Ok(()),
                // Closed DMs: the channel was told; the post itself cannot be delivered.
                Delivery::Posted { .. } | Delivery::DmClosed { .. } => store.mark_sent(&[id]).await,
            };
            if let Err(e) = marked {
                tracing::error!(error = %e, "could not record a post's delivery");
            }
        }
        delivery
    }

    async fn deliver_once(&self, post: &Post, channel_hint: Option<i64>) -> Delivery {
        match post.to {
            To::Channel(channel) => match self.send_to_channel(channel as u64, post).await {
                Ok(messages) => Delivery::Posted { messages },
                Err(Failure::Later(reason)) => later(reason),
                Err(failure) => {
                    let reason = failure.reason();
                    tracing::error!(channel, %reason, "a channel post was not delivered; the game is stored and /game board shows it");
                    Delivery::Failed { reason }
                }
            },
            To::User(user) => self.deliver_dm(user, post, channel_hint).await,
        }
    }

    /// A channel post: a new message (a turn card's recorded as the card's), or an edit of
    /// the game's card.
    async fn send_to_channel(&self, channel: u64, post: &Post) -> Result<Vec<u64>, Failure> {
        if let Some(at) = post.edits {
            return self.edit_card(channel, at, post).await;
        }
        let messages = self.send(channel, post).await?;
        if let (Some(at), Some(&id)) = (post.card, messages.last()) {
            self.card_shown(at, id).await;
        }
        Ok(messages)
    }

    /// Records that the game's turn card `at` is Discord's message `message`, for the edits
    /// that follow (kept by the store while it is the game's card).
    pub async fn card_shown(&self, at: CardAt, message: u64) {
        if let Some(store) = self.store()
            && let Err(e) = store.card_shown(at.0, at.1, message as i64).await
        {
            tracing::warn!(error = %e, game = at.0, "could not record the card's message: its progress will be posted anew");
        }
    }

    /// Edits the game's turn card `at` in `channel` to show `post`, its picture uploaded again
    /// as the message's only attachment. A card whose message is unknown (delivered by a
    /// process that could not record it) or gone (deleted: 404) is posted as a new message,
    /// which becomes the card's.
    async fn edit_card(&self, channel: u64, at: CardAt, post: &Post) -> Result<Vec<u64>, Failure> {
        let known = match self.store() {
            Some(store) => store.card_message(at.0, at.1).await.unwrap_or_else(|e| {
                tracing::warn!(error = %e, game = at.0, "cannot read the card's message");
                None
            }),
            None => None,
        };
        if let (Some(id), Some(message)) = (known, edit_message(post)) {
            let route = format!("channels/{channel}/messages/{id}");
            match self
                .retry("edit", || {
                    self.request(reqwest::Method::PATCH, &route, &message)
                })
                .await
            {
                Ok(_) => return Ok(vec![id as u64]),
                Err(Failure::Missing(why)) => {
                    tracing::info!(game = at.0, %why, "the card's message is gone: posting it anew");
                }
                Err(other) => return Err(other),
            }
        }
        let messages = self.send(channel, post).await?;
        if let Some(&id) = messages.last() {
            self.card_shown(at, id).await;
        }
        Ok(messages)
    }

    /// Tells the host of the channel's game, by DM, that a post there failed and why.
    async fn report_to_host(&self, channel: i64, reason: &str) {
        let Some(game) = self.game_at(channel).await else {
            return;
        };
        if game.creator_id <= 0 {
            return;
        }
        // The reason without the request's address: what Discord said.
        let said = reason.split_once(": ").map_or(reason, |(_, said)| said);
        if !lock(&self.reported).insert((game.id, said.to_string())) {
            return;
        }
        let title = crate::table::registry::find(&game.game).map_or("a game", |k| k.title());
        let notice = Post::text(
            To::User(game.creator_id),
            failed_post_notice(channel, title, said, game.language),
        );
        let sent = match self.dm_channel(game.creator_id as u64).await {
            Ok(dm) => self.send(dm, &notice).await.map(|_| ()),
            Err(f) => Err(f),
        };
        match sent {
            Ok(()) => tracing::info!(game = game.id, "the host was told that a post failed"),
            Err(f) => {
                tracing::warn!(game = game.id, failure = ?f, "could not tell the host that a post failed")
            }
        }
    }

    async fn deliver_dm(&self, user: i64, post: &Post, channel_hint: Option<i64>) -> Delivery {
        let dm = match self.dm_channel(user as u64).await {
            Ok(dm) => dm,
            Err(Failure::Forbidden(why)) => {
                return self.dm_closed(user, post, channel_hint, why).await;
            }
            Err(Failure::Later(reason)) => return later(reason),
            Err(failure) => {
                let reason = failure.reason();
                tracing::error!(user, %reason, "could not open a DM channel");
                return Delivery::Failed { reason };
            }
        };
        match self.send(dm, post).await {
            Ok(messages) => Delivery::Posted { messages },
            Err(Failure::Forbidden(why)) => self.dm_closed(user, post, channel_hint, why).await,
            Err(Failure::Later(reason)) => later(reason),
            Err(failure) => {
                let reason = failure.reason();
                tracing::error!(user, %reason, "a direct message was not delivered");
                Delivery::Failed { reason }
            }
        }
    }

    async fn dm_closed(
        &self,
        user: i64,
        post: &Post,
        channel_hint: Option<i64>,
        why: String,
    ) -> Delivery {
        tracing::warn!(user, %why, "direct messages to this user are closed");
        let channel = channel_named_in(&post.text).or(channel_hint);
        let Some(channel) = channel else {
            return Delivery::DmClosed {
                user: user as u64,
                told_channel: None,
            };
        };
        let game = self.game_at(channel).await;
        let key = game.as_ref().map_or(-channel, |g| g.id);
        if !lock(&self.told_closed).insert((key, user)) {
            // Told already, for this game: once is enough.
            return Delivery::DmClosed {
                user: user as u64,
                told_channel: None,
            };
        }
        // In the table's language: the channel reads it.
        let lang = game.as_ref().map_or(Lang::En, |g| g.language);
        let mut notice = Post::text(
            To::Channel(channel),
            closed_dm_notice(user, game.as_ref().map(|g| g.game.as_str()), lang),
        );
        // It names the player so that they see it: it notifies them (no one else it names).
        notice.ping(vec![user], lang);
        let told = match self.send(channel as u64, &notice).await {
            Ok(_) => Some(channel as u64),
            Err(_) => {
                tracing::error!(user, channel, "could not tell the channel about closed DMs");
                None
            }
        };
        Delivery::DmClosed {
            user: user as u64,
            told_channel: told,
        }
    }

    async fn dm_channel(&self, user: u64) -> Result<u64, Failure> {
        if let Some(&dm) = self.lock_dm().get(&user) {
            return Ok(dm);
        }
        let recipient = serde_json::json!({ "recipient_id": user.to_string() });
        let dm = self
            .retry("open DM", || async {
                let channel = self
                    .rest
                    .send(
                        reqwest::Method::POST,
                        "users/@me/channels",
                        Body::Json(&recipient),
                    )
                    .await?;
                channel["id"]
                    .as_str()
                    .and_then(|id| id.parse().ok())
                    .ok_or_else(|| Failure::Permanent(format!("no DM channel in {channel}")))
            })
            .await?;
        self.lock_dm().insert(user, dm);
        Ok(dm)
    }

    fn lock_dm(&self) -> std::sync::MutexGuard<'_, HashMap<u64, u64>> {
        lock(&self.dm_channels)
    }

    /// Posts a post's messages ([`messages`]) to a channel. Each carries a nonce Discord
    /// enforces, the same on every attempt (and, for a stored post, in every process), so a
    /// retried send never posts twice.
    async fn send(&self, channel: u64, post: &Post) -> Result<Vec<u64>, Failure> {
        let base = match post.outbox {
            Some(id) => format!("o{id}"),
            None => format!("t{:x}", fresh_nonce()),
        };
        let mut ids = Vec::new();
        for message in messages(post, &base) {
            ids.push(
                self.retry("post", || self.post_message(channel, &message))
                    .await?,
            );
        }
        Ok(ids)
    }

    /// One attempt at posting one message.
    async fn post_message(&self, channel: u64, message: &Message<'_>) -> Result<u64, Failure> {
        let route = format!("channels/{channel}/messages");
        self.request(reqwest::Method::POST, &route, message).await
    }

    /// One attempt at sending one message on `route` (a new one with POST, an edit with
    /// PATCH), through the process's rate limiter ([`Rest`], which waits out a 429 there): its
    /// body as JSON, or as multipart with its files. Gives the message's id.
    async fn request(
        &self,
        verb: reqwest::Method,
        route: &str,
        message: &Message<'_>,
    ) -> Result<u64, Failure> {
        let body = Body::Files(&message.body, message.files);
        let answer = self.rest.send(verb.clone(), route, body).await?;
        answer["id"]
            .as_str()
            .and_then(|id| id.parse().ok())
            .ok_or_else(|| Failure::Permanent(format!("{verb} {route}: no message id in {answer}")))
    }

    /// Runs `attempt` until it succeeds, fails for good, or the attempts run out.
    async fn retry<T, F, Fut>(&self, what: &str, mut attempt: F) -> Result<T, Failure>
    where
        F: FnMut() -> Fut,
        Fut: std::future::Future<Output = Result<T, Failure>>,
    {
        let mut delay = self.policy.first_delay;
        let attempts = self.policy.attempts.max(1);
        for n in 1..=attempts {
            // The HTTP client times each request out itself; the rate-limit queue is not timed.
            let failure = match attempt().await {
                Ok(value) => return Ok(value),
                Err(failure) => failure,
            };
            match failure {
                // The limiter holds the next attempt until Discord's wait is over.
                Failure::RateLimited(why) if n < attempts => {
                    tracing::warn!(what, attempt = n, %why, "rate limited: retrying");
                }
                Failure::Transient(why) if n < attempts => {
                    tracing::warn!(what, attempt = n, %why, "retrying in {delay:?}");
                    tokio::time::sleep(delay).await;
                    delay *= 2;
                }
                Failure::Transient(why) | Failure::RateLimited(why) => {
                    return Err(Failure::Transient(format!(
                        "{why} (gave up after {attempts} attempts)"
                    )));
                }
                other => return Err(other),
            }
        }
        unreachable!("the loop returns on its last attempt")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::controls::Row;

    #[test]
    fn long_texts_split_at_lines_within_the_limit() {
        let text = (0..300)
            .map(|i| format!("line {i} of the log"))
            .collect::<Vec<_>>()
            .join("\n");
        let pieces = split_text(&text, MESSAGE_LIMIT);
        assert!(pieces.len() > 1);
        assert!(pieces.iter().all(|p| p.chars().count() <= MESSAGE_LIMIT));
        assert_eq!(pieces.join("\n"), text);
        let one = "x".repeat(4500);
        let pieces = split_text(&one, MESSAGE_LIMIT);
        assert_eq!(pieces.len(), 3);
        assert_eq!(pieces.concat(), one);
        assert_eq!(split_text("short", MESSAGE_LIMIT), vec!["short"]);
    }

    #[test]
    fn a_long_channel_post_is_one_message_never_several() {
        let row: Row = serde_json::from_value(serde_json::json!({"type": 1, "components": [
            {"type": 2, "style": 1, "label": "Join", "custom_id": "g1:join"}
        ]}))
        .unwrap();
        let mut post = Post::text(To::Channel(5), "a line of the report\n".repeat(150));
        post.components = vec![row];
        let sent = messages(&post, "o9");
        assert_eq!(sent.len(), 1, "a public post is one message");
        let text = sent[0].body["content"].as_str().unwrap();
        assert!(text.chars().count() <= MESSAGE_LIMIT, "{}", text.len());
        assert!(
            text.ends_with("…\na line of the report"),
            "what is left out is marked, and the last line kept"
        );
        assert_eq!(
            sent[0].body["components"][0]["components"][0]["label"],
            "Join"
        );
    }

    #[test]
    fn a_long_post_has_its_pictures_first_and_its_buttons_last() {
        let image = |name: &str| Image {
            name: name.into(),
            png: vec![1, 2, 3],
        };
        let row: Row = serde_json::from_value(serde_json::json!({"type": 1, "components": [
            {"type": 2, "style": 1, "label": "Join", "custom_id": "g1:join"}
        ]}))
        .unwrap();
        let mut post = Post::text(To::User(5), "x\n".repeat(1500));
        post.images = vec![image("a.png"), image("b.png")];
        post.components = vec![row];
        let sent = messages(&post, "o9");
        assert_eq!(sent.len(), 2);
        assert_eq!(sent[0].files.len(), 2);
        assert_eq!(sent[0].body["attachments"][1]["id"], 1);
        assert_eq!(sent[0].body["attachments"][1]["filename"], "b.png");
        assert_eq!(sent[0].body["components"], serde_json::json!([]));
        assert!(sent[1].files.is_empty());
        assert!(sent[1].body.get("attachments").is_none());
        assert_eq!(
            sent[1].body["components"][0]["components"][0]["label"],
            "Join"
        );
        assert_eq!(sent[1].body["nonce"], "o9.1");
    }

    #[test]
    fn a_long_panel_is_plain_pieces_then_the_panel_with_its_rows() {
        let row: Row = serde_json::from_value(serde_json::json!({"type": 1, "components": [
            {"type": 2, "style": 1, "label": "Plan", "custom_id": "g1:s0.0:0123456789abcdef"}
        ]}))
        .unwrap();
        let mut post = Post::text(To::User(5), "a line of a long hand\n".repeat(400));
        post.components = vec![row];
        post.layout = Layout::Panel;
        let sent = messages(&post, "o3");
        assert_eq!(
            sent.len(),
            3,
            "8,800 characters: 4,000 a panel, plain pieces first"
        );
        assert!(sent[0].body["content"].is_string());
        assert!(sent[0].body.get("flags").is_none());
        let panel = &sent[2].body;
        assert_eq!(panel["flags"], crate::table::card::IS_COMPONENTS_V2);
        assert!(panel.get("content").is_none());
        let inside = panel["components"][0]["components"].as_array().unwrap();
        assert_eq!(inside.last().unwrap()["components"][0]["label"], "Plan");
    }

    #[test]
    fn the_game_channel_is_read_from_a_private_text() {
        assert_eq!(
            channel_named_in("Round 2 at <#77>: the festival is ..."),
            Some(77)
        );
        assert_eq!(channel_named_in("no channel here"), None);
        let notice = closed_dm_notice(5, Some("festivals"), Lang::En);
        assert_eq!(
            notice,
            "<@5>, I could not send you a direct message about your game of The Festivals (your DMs with me are closed). Use `/game hand` here to see your own hand and what the game waits for; `/festivals plan` works here too. Only you will see the answers."
        );
        let notice = closed_dm_notice(5, Some("indonesia"), Lang::En);
        assert!(notice.contains("Indonesia") && notice.contains("/game hand"));
        assert!(!notice.contains("festivals"), "{notice}");
        let notice = closed_dm_notice(5, None, Lang::En);
        assert!(notice.contains("/game hand") && !notice.contains("festivals"));
        // At an Indonesian table, in Indonesian, the commands by their Indonesian names.
        let notice = closed_dm_notice(5, Some("festivals"), Lang::Id);
        assert!(
            notice.starts_with("<@5>, aku tidak bisa")
                && notice.contains("`/meja tangan`")
                && !notice.contains("/game"),
            "{notice}"
        );
        let failed = failed_post_notice(
            7,
            "Indonesia",
            "HTTP 400 (160005 Thread is locked)",
            Lang::Id,
        );
        assert!(
            failed.contains("thread-nya terkunci") && failed.contains("`/meja papan`"),
            "{failed}"
        );
    }
}
