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

use super::outbox::{MESSAGE_LIMIT, Outbox, allowed_mentions, split_text};
use crate::table::{Image, Place, Post, To, mention_channel};
use serenity::all::{
    CommandInteraction, CreateAttachment, CreateInteractionResponse,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, EditInteractionResponse,
    Http,
};

/// One message of the interaction: its response or a follow-up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reply {
    pub text: String,
    pub images: Vec<Image>,
    pub ephemeral: bool,
    /// The stored post this reply delivers (marked sent once Discord has it).
    pub receipt: Option<i64>,
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

/// Sorts the posts of a command typed by `invoker` at `place`.
pub fn route(posts: Vec<Post>, invoker: i64, place: Place, secret: bool) -> Routed {
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
                    private.push(Reply {
                        text: post.text,
                        images: post.images,
                        ephemeral: in_channel.is_some(),
                        receipt: post.outbox,
                    });
                } else {
                    outbox.push(post);
                }
            }
            To::Channel(c) => {
                if Some(c) == in_channel && !secret && public.is_none() {
                    public = Some(Reply {
                        text: post.text,
                        images: post.images,
                        ephemeral: false,
                        receipt: post.outbox,
                    });
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
        let channels: Vec<String> = outbox
            .iter()
            .filter_map(|p| match p.to {
                To::Channel(c) => Some(mention_channel(c)),
                To::User(_) => None,
            })
            .collect();
        let text = if channels.is_empty() {
            "Done.".to_string()
        } else {
            format!("Done: see {}.", channels[0])
        };
        replies.push(Reply {
            text,
            images: Vec::new(),
            ephemeral: in_channel.is_some(),
            receipt: None,
        });
    }
    // Discord takes at most 2000 characters a message: long answers become several.
    let mut pieces = Vec::new();
    for reply in replies {
        for (i, text) in split_text(&reply.text, MESSAGE_LIMIT)
            .into_iter()
            .enumerate()
        {
            pieces.push(Reply {
                text,
                images: if i == 0 {
                    reply.images.clone()
                } else {
                    Vec::new()
                },
                ephemeral: reply.ephemeral,
                receipt: if i == 0 { reply.receipt } else { None },
            });
        }
    }
    let mut pieces = pieces.into_iter();
    let response = pieces.next().expect("at least one reply");
    Routed {
        response,
        followups: pieces.collect(),
        outbox,
    }
}

fn attachments(images: &[Image]) -> Vec<CreateAttachment> {
    images
        .iter()
        .map(|i| CreateAttachment::bytes(i.png.clone(), i.name.clone()))
        .collect()
}

fn message(reply: &Reply) -> CreateInteractionResponseMessage {
    CreateInteractionResponseMessage::new()
        .content(reply.text.clone())
        .ephemeral(reply.ephemeral)
        .allowed_mentions(allowed_mentions())
        .files(attachments(&reply.images))
}

fn followup(reply: &Reply) -> CreateInteractionResponseFollowup {
    CreateInteractionResponseFollowup::new()
        .content(reply.text.clone())
        .ephemeral(reply.ephemeral)
        .allowed_mentions(allowed_mentions())
        .files(attachments(&reply.images))
}

/// Tells Discord the answer will take a while (it must hear within 3 seconds).
pub async fn defer(
    http: &Http,
    interaction: &CommandInteraction,
    ephemeral: bool,
) -> serenity::Result<()> {
    interaction
        .create_response(
            http,
            CreateInteractionResponse::Defer(
                CreateInteractionResponseMessage::new().ephemeral(ephemeral),
            ),
        )
        .await
}

/// Sends the interaction's response and follow-ups, then the outbox posts. `deferred` is the
/// ephemeral flag of an earlier deferral, if there was one.
pub async fn answer(
    http: &Http,
    interaction: &CommandInteraction,
    outbox: &Outbox,
    routed: Routed,
    deferred: Option<bool>,
    channel_hint: Option<i64>,
) {
    let Routed {
        response,
        followups,
        outbox: mut outbox_posts,
    } = routed;
    let sent = match deferred {
        None => {
            interaction
                .create_response(http, CreateInteractionResponse::Message(message(&response)))
                .await
        }
        Some(flag) if flag == response.ephemeral => {
            let mut edit = EditInteractionResponse::new()
                .content(response.text.clone())
                .allowed_mentions(allowed_mentions());
            for a in attachments(&response.images) {
                edit = edit.new_attachment(a);
            }
            interaction.edit_response(http, edit).await.map(|_| ())
        }
        Some(_) => {
            // A public deferral answered privately (a refusal): replace the placeholder.
            if let Err(e) = interaction.delete_response(http).await {
                tracing::warn!(error = %e, "could not delete the deferred response");
            }
            interaction
                .create_followup(http, followup(&response))
                .await
                .map(|_| ())
        }
    };
    let mut delivered = Vec::new();
    if sent.is_ok() {
        delivered.extend(response.receipt);
    }
    if let Err(e) = sent {
        tracing::error!(error = %e, "the interaction response failed");
        // A public answer still reaches the channel as an ordinary message.
        if !response.ephemeral
            && let Some(channel) = channel_hint
        {
            outbox_posts.insert(
                0,
                Post {
                    to: To::Channel(channel),
                    text: response.text.clone(),
                    images: response.images.clone(),
                    outbox: response.receipt,
                    components: Vec::new(),
                    pings: Vec::new(),
                },
            );
        }
    }
    for reply in &followups {
        match interaction.create_followup(http, followup(reply)).await {
            Ok(_) => delivered.extend(reply.receipt),
            Err(e) => tracing::error!(error = %e, "an interaction follow-up failed"),
        }
    }
    outbox.delivered(&delivered).await;
    for delivery in outbox.deliver_all(&outbox_posts, channel_hint).await {
        tracing::debug!(?delivery, "outbox");
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
    fn a_refusal_in_a_channel_is_ephemeral() {
        let r = route(
            vec![post(To::User(ME), "no")],
            ME,
            Place::Channel(CH),
            false,
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
        let r = route(posts, ME, Place::Channel(CH), false);
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
        let r = route(posts, ME, Place::Channel(CH), true);
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
        let r = route(posts, ME, Place::Dm, true);
        assert_eq!(r.response.text, "plan recorded");
        assert!(!r.response.ephemeral);
        assert_eq!(r.followups.len(), 1);
        assert_eq!(r.outbox.len(), 1);
        let r = route(vec![post(To::Channel(CH), "board")], ME, Place::Dm, false);
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
        );
        assert!(r.response.ephemeral);
        assert_eq!(r.outbox.len(), 1);
    }

    #[test]
    fn long_answers_are_split() {
        let long = "word ".repeat(900);
        let r = route(
            vec![post(To::User(ME), &long)],
            ME,
            Place::Channel(CH),
            false,
        );
        assert_eq!(r.followups.len(), 2);
        assert!(r.followups.iter().all(|f| f.ephemeral));
    }
}
