//! Paging by buttons against the stand-in for Discord: a press that shows another page (of the
//! log, of a menu, of the offers) replaces the message it came from (interaction response type
//! 7, UPDATE_MESSAGE) rather than adding one; and the stand-in holds such an answer to
//! Discord's rules for it.

mod discord_mock;

use discord_mock::*;
use nusantara::script::{Runner, id_for};
use nusantara::table::{Command, Table};
use serde_json::{Value, json};
use std::path::PathBuf;
use std::time::Duration;

/// The component whose label contains `label`, in a message body's rows.
fn button(data: &Value, label: &str) -> Value {
    data["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .find(|c| c["label"].as_str().is_some_and(|l| l.contains(label)))
        .unwrap_or_else(|| panic!("no button `{label}` in {data:#}"))
}

/// Plays a seeded two-player game of The Festivals to its end into the SQLite file `db`, in the
/// channel `#festivals`, so that its log runs to several pages.
async fn played_game(db: &str) {
    let kind = nusantara::tools::find("festivals").expect("the Festivals");
    let script = kind
        .example(&Command::new(&["game", "new"], &[]), 2, 7)
        .expect("an example game");
    let store = nusantara::store::Store::open(db)
        .await
        .expect("the database");
    let base = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut runner = Runner::new(Table::new(store).without_pictures(), base);
    for line in script.lines().map(str::trim) {
        if !line.is_empty() && !line.starts_with('#') {
            runner.play(line).await.expect("a well-formed line");
        }
    }
}

#[tokio::test]
async fn a_log_page_replaces_the_message_it_was_pressed_on() {
    within(async {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("played.db").display().to_string();
        played_game(&db).await;
        let served = db.clone();
        let bot = start_bot_with(
            async |_| {},
            move |config| {
                config.database_url = served;
                config.defer_after = Duration::from_secs(60);
            },
        )
        .await;
        let asker = Who {
            user: id_for("user", "alice") as u64,
            name: "alice",
            channel: Some(id_for("channel", "festivals") as u64),
        };
        let log = bot.gateway.slash(&asker, "game", "log", json!([]));
        let first = payload(&bot.response(&log).await);
        assert_eq!(first["type"], 4, "the log is a new message: {first:#}");
        assert!(is_ephemeral(&first["data"]), "for the asker alone");
        let older = button(&first["data"], "Older events");

        let press = bot
            .gateway
            .press(&asker, older["custom_id"].as_str().unwrap(), None);
        let page = payload(&bot.response(&press).await);
        assert_eq!(page["type"], 7, "the page replaces the message: {page:#}");
        let text = page["data"]["content"].as_str().unwrap_or("");
        assert!(text.contains("page 2 of"), "{text}");
        assert!(page["data"]["flags"].is_null(), "its flags stay: {page:#}");
        button(&page["data"], "Newer events");
        let refused = refused(&bot.rest).await;
        assert!(refused.is_empty(), "Discord would refuse: {refused:#?}");
    })
    .await;
}

/// The stand-in's rules for type 7: only for a component interaction, and no flags to change.
#[test]
fn the_stand_in_refuses_an_update_discord_would_refuse() {
    let update = json!({"type": 7, "data": {"content": "page 2", "components": []}});
    assert!(check::callback_to(&update, &[], Some(3)).is_empty());
    let to_a_command = check::callback_to(&update, &[], Some(2));
    assert!(
        to_a_command
            .iter()
            .any(|v| v.code == "INTERACTION_CALLBACK_TYPE_INVALID"),
        "{to_a_command:?}"
    );
    let ephemeral = json!({"type": 7, "data": {"content": "page 2", "flags": 64}});
    let found = check::callback_to(&ephemeral, &[], Some(3));
    assert!(found.iter().any(|v| v.path == "data.flags"), "{found:?}");
}
