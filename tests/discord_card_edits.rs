//! Issue 37 in Discord: the outbox records the message of a game's turn card and edits it for
//! progress that notifies nobody (PATCH, the board uploaded again as its only attachment); a
//! card whose message was deleted is posted anew and edited from then on.

mod discord_mock;

use discord_mock::*;
use nusantara::discord::outbox::Delivery;
use nusantara::script::Runner;
use nusantara::store::Store;
use nusantara::table::{Post, Table, To};
use serde_json::json;
use std::path::PathBuf;
use wiremock::matchers::method;
use wiremock::{Mock, ResponseTemplate};

/// A Festivals game of three through the script runner, on a table the outbox delivers for.
async fn festivals() -> Runner {
    let table = Table::new(Store::open_memory().await.unwrap());
    let mut runner = Runner::new(table, PathBuf::from("."));
    for line in [
        "@alice #f /game new game:festivals players:3 seed:1",
        "@bob #f /game join",
    ] {
        runner.play(line).await.unwrap();
    }
    runner
}

/// A script line's channel posts (its DMs are not the point here).
async fn channel_posts(runner: &mut Runner, line: &str) -> Vec<Post> {
    let posts = runner.play(line).await.unwrap();
    posts
        .into_iter()
        .filter(|p| matches!(p.to, To::Channel(_)))
        .collect()
}

/// The one message a delivery posted or edited.
fn message_of(delivery: &Delivery) -> u64 {
    match delivery {
        Delivery::Posted { messages } if messages.len() == 1 => messages[0],
        other => panic!("{other:?}"),
    }
}

/// Method and path of each request, in order.
async fn seen(server: &wiremock::MockServer) -> Vec<String> {
    requests(server)
        .await
        .iter()
        .map(|r| format!("{} {}", r.method, r.url.path()))
        .collect()
}

#[tokio::test]
async fn progress_edits_the_cards_message_with_the_board_again() {
    within(async {
        let server = server().await;
        mount_channel_messages(&server).await;
        let mut runner = festivals().await;
        let outbox = outbox(&server).with_table(runner.table().clone());
        let start = channel_posts(&mut runner, "@carol #f /game join").await;
        let card = start.last().unwrap();
        assert!(card.card.is_some(), "the start's post is the game's card");
        let shown = message_of(&outbox.deliver(card, None).await);
        let progress = channel_posts(&mut runner, "@alice dm /festivals plan tickets:none").await;
        assert_eq!(progress.len(), 1);
        assert_eq!(progress[0].edits, card.card, "the plan edits the card");
        let edited = message_of(&outbox.deliver(&progress[0], None).await);
        assert_eq!(edited, shown, "the same message, edited");
        let reqs = requests(&server).await;
        let channel = match card.to {
            To::Channel(c) => c,
            To::User(_) => unreachable!(),
        };
        assert_eq!(
            seen(&server).await,
            [
                format!("POST /api/v10/channels/{channel}/messages"),
                format!("PATCH /api/v10/channels/{channel}/messages/{shown}"),
            ]
        );
        let edit = &reqs[1];
        let body = payload(edit);
        assert_eq!(body["flags"], 1 << 15, "still a Components V2 message");
        assert!(body.get("nonce").is_none(), "a nonce is for new messages");
        assert!(body.get("content").is_none());
        let inside = &body["components"][0]["components"];
        let text = inside[0]["content"].as_str().unwrap();
        assert!(text.contains("has planned."), "{text}");
        assert!(text.contains("waiting for <@"), "{text}");
        let files = files(edit);
        assert_eq!(files.len(), 1, "the board, uploaded again");
        assert_eq!(
            body["attachments"],
            json!([{"id": 0, "filename": files[0].0}])
        );
        assert_eq!(
            inside[1]["items"][0]["media"]["url"],
            format!("attachment://{}", files[0].0)
        );
        assert_eq!(
            body["allowed_mentions"]["users"],
            json!([]),
            "notifies nobody"
        );
        assert_eq!(refused(&server).await, Vec::<String>::new());
    })
    .await;
}

#[tokio::test]
async fn a_deleted_card_is_posted_anew_and_edited_from_then_on() {
    within(async {
        let server = server().await;
        // The card's message was deleted: Discord answers its edit 404, once.
        Mock::given(method("PATCH"))
            .respond_with(
                ResponseTemplate::new(404)
                    .set_body_json(json!({"code": 10008, "message": "Unknown Message"})),
            )
            .up_to_n_times(1)
            .with_priority(2)
            .mount(&server)
            .await;
        mount_channel_messages(&server).await;
        let mut runner = festivals().await;
        let outbox = outbox(&server).with_table(runner.table().clone());
        let start = channel_posts(&mut runner, "@carol #f /game join").await;
        let first = message_of(&outbox.deliver(start.last().unwrap(), None).await);
        let alice = channel_posts(&mut runner, "@alice dm /festivals plan tickets:none").await;
        let again = message_of(&outbox.deliver(&alice[0], None).await);
        assert_ne!(again, first, "a new message in place of the deleted one");
        let bob = channel_posts(&mut runner, "@bob dm /festivals plan tickets:none").await;
        assert!(bob[0].edits.is_some());
        let edited = message_of(&outbox.deliver(&bob[0], None).await);
        assert_eq!(edited, again, "the new message is the card's now");
        let sent: Vec<String> = seen(&server).await;
        let verbs: Vec<&str> = sent.iter().map(|r| r.split(' ').next().unwrap()).collect();
        assert_eq!(verbs, ["POST", "PATCH", "POST", "PATCH"], "{sent:#?}");
        assert!(sent[1].ends_with(&format!("/messages/{first}")));
        assert!(sent[3].ends_with(&format!("/messages/{again}")));
        let reqs = requests(&server).await;
        assert!(
            payload(&reqs[2])["nonce"].is_string(),
            "posted anew as a new message"
        );
        assert_eq!(refused(&server).await, Vec::<String>::new());
    })
    .await;
}

/// A card delivered by a process that could not record its message (none known): its edit
/// is a new message, which becomes the card's.
#[tokio::test]
async fn an_edit_of_a_card_never_shown_is_a_new_message() {
    within(async {
        let server = server().await;
        mount_channel_messages(&server).await;
        let mut runner = festivals().await;
        let outbox = outbox(&server).with_table(runner.table().clone());
        channel_posts(&mut runner, "@carol #f /game join").await;
        let alice = channel_posts(&mut runner, "@alice dm /festivals plan tickets:none").await;
        let posted = message_of(&outbox.deliver(&alice[0], None).await);
        let bob = channel_posts(&mut runner, "@bob dm /festivals plan tickets:none").await;
        assert_eq!(message_of(&outbox.deliver(&bob[0], None).await), posted);
        let verbs: Vec<String> = seen(&server).await;
        assert!(
            verbs[0].starts_with("POST ") && verbs[1].starts_with("PATCH "),
            "{verbs:#?}"
        );
        assert_eq!(refused(&server).await, Vec::<String>::new());
    })
    .await;
}
