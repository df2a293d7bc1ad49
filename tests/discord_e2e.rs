//! The real bot end to end: `nusantara::discord::serve` (the poise framework on serenity's
//! client) against a local stand-in for Discord: the REST mock and a ws:// gateway speaking
//! the documented protocol. Slash commands arrive as INTERACTION_CREATE dispatches, travel
//! through poise to the table service, and come back as interaction responses and posts.

mod discord_mock;

use discord_mock::*;
use nusantara::discord::{ServeConfig, serve};
use serde_json::{Value, json};
use std::time::Duration;
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer, Request};

const CHANNEL: u64 = 100;
const ALICE: Who = Who {
    user: 1,
    name: "alice",
    channel: Some(CHANNEL),
};
const BOB: Who = Who {
    user: 2,
    name: "bob",
    channel: Some(CHANNEL),
};
const CAROL: Who = Who {
    user: 3,
    name: "carol",
    channel: Some(CHANNEL),
};
const ALICE_DM: Who = Who {
    user: 1,
    name: "alice",
    channel: None,
};
const BOB_DM: Who = Who {
    user: 2,
    name: "bob",
    channel: None,
};

struct Bot {
    rest: MockServer,
    gateway: Gateway,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    task: tokio::task::JoinHandle<anyhow::Result<()>>,
    /// The bot's database.
    db: String,
    _dir: tempfile::TempDir,
}

/// Starts the bot against the stand-in and waits until it is connected, identified and has
/// registered its commands.
async fn start_bot(extra: impl AsyncFnOnce(&MockServer)) -> Bot {
    start_bot_with(extra, |_| {}).await
}

async fn start_bot_with(
    extra: impl AsyncFnOnce(&MockServer),
    configure: impl FnOnce(&mut ServeConfig),
) -> Bot {
    let rest = MockServer::start().await;
    let gateway = Gateway::start().await;
    extra(&rest).await;
    mount_discord_api(&rest, &gateway.url).await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db").display().to_string();
    let mut config = ServeConfig::new(TOKEN, db.clone());
    config.api_proxy = Some(rest.uri());
    config.retry.first_delay = Duration::from_millis(10);
    configure(&mut config);
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let task = tokio::spawn(serve(config, async move {
        let _ = stopped.await;
    }));
    let identify = gateway.wait_for_op(2).await;
    assert!(
        identify["d"]["token"].as_str().unwrap().contains(TOKEN),
        "IDENTIFY carries the token"
    );
    let registered = wait_for_request(&rest, "the global command registration", |r| {
        r.method.as_str() == "PUT" && r.url.path().ends_with("/commands")
    })
    .await;
    let names: Vec<String> = payload(&registered)
        .as_array()
        .expect("a command list")
        .iter()
        .map(|c| c["name"].as_str().unwrap().to_string())
        .collect();
    let groups: Vec<String> = nusantara::table::groups()
        .iter()
        .map(|g| g.name.to_string())
        .collect();
    assert_eq!(names, groups);
    assert_eq!(
        payload(&registered),
        nusantara::discord::command_tree_json(),
        "what is registered is what `nusantara commands` prints"
    );
    Bot {
        rest,
        gateway,
        stop: Some(stop),
        task,
        db,
        _dir: dir,
    }
}

impl Bot {
    /// The interaction response to (id, token).
    async fn response(&self, interaction: &(u64, String)) -> Request {
        let (id, token) = interaction;
        let path = format!("/api/v10/interactions/{id}/{token}/callback");
        wait_for_request(
            &self.rest,
            &format!("the response to interaction {id}"),
            |r| r.method.as_str() == "POST" && r.url.path() == path,
        )
        .await
    }

    /// Messages posted to a channel so far (not interaction responses).
    async fn channel_posts(&self, channel: u64) -> Vec<Request> {
        let path = format!("/api/v10/channels/{channel}/messages");
        requests(&self.rest)
            .await
            .into_iter()
            .filter(|r| r.method.as_str() == "POST" && r.url.path() == path)
            .collect()
    }

    async fn wait_channel_post(&self, channel: u64, what: &str, contains: &str) -> Request {
        let path = format!("/api/v10/channels/{channel}/messages");
        wait_for_request(&self.rest, what, |r| {
            r.method.as_str() == "POST"
                && r.url.path() == path
                && payload(r)["content"]
                    .as_str()
                    .is_some_and(|c| c.contains(contains))
        })
        .await
    }

    async fn stop(mut self) {
        self.stop.take().unwrap().send(()).unwrap();
        let result = tokio::time::timeout(WAIT, self.task)
            .await
            .expect("the bot stops promptly after the shutdown signal")
            .expect("the bot's task does not panic");
        result.expect("the bot exits cleanly");
    }
}

fn data(resp: &Request) -> (u64, Value) {
    let body = payload(resp);
    (body["type"].as_u64().unwrap_or(0), body["data"].clone())
}

async fn within<T>(f: impl std::future::Future<Output = T>) -> T {
    tokio::time::timeout(Duration::from_secs(90), f)
        .await
        .expect("the test took too long")
}

/// Works before the Festivals engine lands too: `/game new` needs no rules, and a DM plan with
/// no game is refused.
#[tokio::test]
async fn game_new_in_a_channel_and_a_plan_by_dm_travel_through_poise_and_back() {
    within(async {
        let bot = start_bot(async |_| {}).await;

        // /game new game:festivals, in a guild channel. The choice arrives as its word.
        let new = bot.gateway.slash(
            &ALICE,
            "game",
            "new",
            json!([{"name": "game", "type": 3, "value": "festivals"}]),
        );
        let (kind, d) = data(&bot.response(&new).await);
        assert_eq!(kind, 4, "an immediate channel message, not deferred");
        let text = d["content"].as_str().unwrap();
        assert!(
            text.contains("<@1> opened a table for The Festivals") && text.contains("/game join"),
            "{text}"
        );
        assert!(!is_ephemeral(&d), "the table opening is public");
        // The opening pings nobody (it names alice); only a post's awaited players are pinged.
        assert_eq!(d["allowed_mentions"]["parse"], json!([]));
        assert_eq!(d["allowed_mentions"]["users"], json!([]));

        // A second /game new in the same channel is refused, privately.
        let again = bot.gateway.slash(
            &BOB,
            "game",
            "new",
            json!([{"name": "game", "type": 3, "value": "festivals"}]),
        );
        let (_, d) = data(&bot.response(&again).await);
        assert!(is_ephemeral(&d), "a refusal is ephemeral: {d}");
        assert!(
            d["content"].as_str().unwrap().contains("already has"),
            "{d}"
        );

        // /festivals plan in a DM: bob sits at no game in progress, so it is refused, as a
        // plain reply in the DM.
        let plan = bot.gateway.slash(
            &BOB_DM,
            "festivals",
            "plan",
            json!([{"name": "tickets", "type": 3, "value": "yellow"}]),
        );
        let (kind, d) = data(&bot.response(&plan).await);
        assert_eq!(kind, 4);
        let text = d["content"].as_str().unwrap();
        assert!(text.contains("no game waiting for you"), "{text}");
        assert!(
            bot.channel_posts(CHANNEL).await.is_empty(),
            "nothing went to the channel"
        );

        // The gateway saw heartbeats and acknowledged them; the bot stays connected.
        bot.gateway.wait_for_op(1).await;
        bot.stop().await;
    })
    .await;
}

/// A command is deferred only once the table has checked it: a refusal is answered privately
/// at once, never by a public placeholder; an accepted command drawing its picture is deferred
/// publicly, its answer replaces the placeholder (text, picture and buttons), and as an edit
/// notifies nobody, the awaited players are pinged by a follow-up of its own.
#[tokio::test]
async fn a_slow_answer_is_deferred_once_checked_and_its_pings_follow() {
    within(async {
        let bot = start_bot_with(
            async |_| {},
            |config| config.defer_after = Duration::from_millis(0),
        )
        .await;
        let new = bot.gateway.slash(
            &ALICE,
            "game",
            "new",
            json!([{"name": "game", "type": 3, "value": "festivals"}]),
        );
        let (kind, _) = data(&bot.response(&new).await);
        assert_eq!(kind, 4, "no picture to draw: answered at once");

        let again = bot.gateway.slash(
            &BOB,
            "game",
            "new",
            json!([{"name": "game", "type": 3, "value": "festivals"}]),
        );
        let (kind, d) = data(&bot.response(&again).await);
        assert_eq!(kind, 4, "a refusal is never deferred");
        assert!(is_ephemeral(&d), "{d}");
        assert!(d["content"].as_str().unwrap().contains("already has"));

        let join = bot.gateway.slash(&BOB, "game", "join", json!([]));
        bot.response(&join).await;
        let start = bot.gateway.slash(&ALICE, "game", "start", json!([]));
        let (kind, d) = data(&bot.response(&start).await);
        assert_eq!(kind, 5, "deferred: the board is being drawn");
        assert!(!is_ephemeral(&d), "a public deferral for a public answer");
        let token = &start.1;
        let original = format!("/api/v10/webhooks/{APP_ID}/{token}/messages/@original");
        let edit = wait_for_request(&bot.rest, "the deferred answer", |r| {
            r.method.as_str() == "PATCH" && r.url.path() == original
        })
        .await;
        let body = payload(&edit);
        assert!(
            body["content"]
                .as_str()
                .unwrap()
                .contains("The Festivals begins"),
            "{body}"
        );
        assert_eq!(files(&edit).len(), 1, "the board picture");
        assert!(
            !body["components"].as_array().unwrap().is_empty(),
            "the buttons"
        );
        let ping = wait_for_request(&bot.rest, "the pings' follow-up", |r| {
            r.method.as_str() == "POST"
                && r.url.path() == format!("/api/v10/webhooks/{APP_ID}/{token}")
        })
        .await;
        let ping = payload(&ping);
        assert!(!is_ephemeral(&ping));
        let pinged = ping["allowed_mentions"]["users"].clone();
        assert_eq!(pinged, json!(["1", "2"]), "both players plan: {ping}");
        assert!(
            ping["content"].as_str().unwrap().contains("<@1> <@2>"),
            "{ping}"
        );
        let deleted = requests(&bot.rest)
            .await
            .iter()
            .any(|r| r.method.as_str() == "DELETE");
        assert!(!deleted, "no placeholder is ever deleted");
        bot.stop().await;
    })
    .await;
}

/// The deferral is timed from the interaction's creation (its id's timestamp), not from when
/// the bot got to it: an interaction already 2.5 seconds old is deferred at once, privately as
/// nothing is known of its answer yet; the public answer then goes to the channel.
#[tokio::test]
async fn deferral_counts_from_the_interactions_creation() {
    within(async {
        let bot = start_bot(async |_| {}).await;
        let fresh = bot.gateway.slash(&ALICE, "game", "status", json!([]));
        let (kind, _) = data(&bot.response(&fresh).await);
        assert_eq!(kind, 4, "a fresh interaction is answered directly");

        let id = bot.gateway.aged_id(Duration::from_millis(2500));
        let token = "an-old-interaction".to_string();
        bot.gateway.dispatch(
            "INTERACTION_CREATE",
            interaction_json(
                id,
                &token,
                2,
                &ALICE,
                "game",
                "new",
                json!([{"name": "game", "type": 3, "value": "festivals"}]),
            ),
        );
        let (kind, d) = data(&bot.response(&(id, token.clone())).await);
        assert_eq!(kind, 5, "deferred at once");
        assert!(is_ephemeral(&d), "not yet checked: deferred privately");
        bot.wait_channel_post(CHANNEL, "the public answer", "opened a table")
            .await;
        let note = wait_for_request(&bot.rest, "the placeholder's note", |r| {
            r.method.as_str() == "PATCH" && r.url.path().contains(&token)
        })
        .await;
        assert!(
            payload(&note)["content"]
                .as_str()
                .unwrap()
                .contains(&format!("<#{CHANNEL}>")),
        );
        bot.stop().await;
    })
    .await;
}

/// Autocomplete: the tables a user sits at, suggested while typing `table:`.
#[tokio::test]
async fn autocomplete_suggests_the_users_tables() {
    within(async {
        let bot = start_bot(async |_| {}).await;
        let new = bot.gateway.slash(
            &ALICE,
            "game",
            "new",
            json!([{"name": "game", "type": 3, "value": "festivals"}]),
        );
        bot.response(&new).await;
        let id = bot.gateway.fresh_id();
        let token = "autocomplete-token";
        bot.gateway.dispatch(
            "INTERACTION_CREATE",
            interaction_json(
                id,
                token,
                4,
                &Who {
                    user: 1,
                    name: "alice",
                    channel: None,
                },
                "game",
                "board",
                json!([{"name": "table", "type": 3, "value": "", "focused": true}]),
            ),
        );
        let resp = bot.response(&(id, token.to_string())).await;
        let body = payload(&resp);
        assert_eq!(body["type"], 8, "an autocomplete result");
        let choices = body["data"]["choices"].as_array().unwrap();
        assert_eq!(choices.len(), 1, "{body}");
        assert_eq!(choices[0]["value"], format!("<#{CHANNEL}>"));
        assert!(choices[0]["name"].as_str().unwrap().contains("alice"));
        bot.stop().await;
    })
    .await;
}

/// A whole opening: seats, the start with the board picture, the planning notices by DM (one
/// of them to closed DMs), and a secret plan by DM. Needs the Festivals engine.
#[tokio::test]
async fn a_game_starts_with_the_board_and_a_plan_by_dm_reaches_the_channel() {
    within(async {
        let bot = start_bot_with(
            async |rest: &MockServer| {
                // Alice does not accept DMs from the bot.
                Mock::given(method("POST"))
                    .and(path(format!(
                        "/api/v10/channels/{}/messages",
                        dm_channel_of(ALICE.user)
                    )))
                    .respond_with(closed_dm_error())
                    .mount(rest)
                    .await;
            },
            // Deferral has its own test; here a slow debug-build render must not defer.
            |config| config.defer_after = Duration::from_secs(60),
        )
        .await;

        let new = bot.gateway.slash(
            &ALICE,
            "game",
            "new",
            json!([{"name": "game", "type": 3, "value": "festivals"}]),
        );
        bot.response(&new).await;
        let join = bot.gateway.slash(&BOB, "game", "join", json!([]));
        let (_, d) = data(&bot.response(&join).await);
        assert!(
            d["content"].as_str().unwrap().contains("<@2> takes seat 2"),
            "{d}"
        );

        // /game start: the public response carries the board picture.
        let start = bot.gateway.slash(&ALICE, "game", "start", json!([]));
        let resp = bot.response(&start).await;
        let (_, d) = data(&resp);
        assert!(!is_ephemeral(&d));
        assert!(
            d["content"]
                .as_str()
                .unwrap()
                .contains("The Festivals begins"),
            "{d}"
        );
        assert!(files(&resp).is_empty(), "acknowledged with the text alone");
        // The picture is uploaded after the acknowledgement, into the same message.
        let token = &start.1;
        let upload = wait_for_request(&bot.rest, "the picture's upload", |r| {
            r.method.as_str() == "PATCH"
                && r.url.path() == format!("/api/v10/webhooks/{APP_ID}/{token}/messages/@original")
        })
        .await;
        let pictures = files(&upload);
        assert_eq!(pictures.len(), 1, "one board picture");
        assert!(pictures[0].1.starts_with(PNG_SIGNATURE), "a PNG");

        // Planning notices go by DM: bob's arrives; alice's DMs are closed, so the channel is
        // told to use the ephemeral commands, without her tickets.
        let bob_dm = dm_channel_of(BOB.user);
        let notice = bot
            .wait_channel_post(bob_dm, "bob's planning notice", "/festivals plan")
            .await;
        assert!(
            payload(&notice)["content"]
                .as_str()
                .unwrap()
                .contains("You hold")
        );
        let told = bot
            .wait_channel_post(CHANNEL, "the closed-DM notice", "/game hand")
            .await;
        let text = payload(&told)["content"].as_str().unwrap().to_string();
        assert!(
            text.starts_with("<@1>") && !text.contains("You hold"),
            "{text}"
        );

        // Bob plans by DM: the answer is his DM reply; the channel learns only that he planned.
        let plan = bot.gateway.slash(
            &BOB_DM,
            "festivals",
            "plan",
            json!([{"name": "tickets", "type": 3, "value": "none"}]),
        );
        let (kind, d) = data(&bot.response(&plan).await);
        assert_eq!(kind, 4);
        assert!(!is_ephemeral(&d), "in a DM the answer is a plain reply");
        assert!(
            !d["content"].as_str().unwrap().is_empty(),
            "bob hears about his plan"
        );
        let posted = bot
            .wait_channel_post(CHANNEL, "the public note of bob's plan", "<@2>")
            .await;
        assert!(
            !files(&posted).is_empty(),
            "each posted state carries the board picture"
        );

        // /game hand in the channel is answered ephemerally: only bob sees his tickets.
        let hand = bot.gateway.slash(&BOB, "game", "hand", json!([]));
        let (kind, d) = data(&bot.response(&hand).await);
        assert_eq!(kind, 4);
        assert!(is_ephemeral(&d), "a secret command answers privately: {d}");
        assert!(d["content"].as_str().unwrap().contains("you hold"), "{d}");
        bot.stop().await;
    })
    .await;
}

/// Options of every kind travel through the one generic action as the table reads them: a
/// choice as its word, an integer in decimal, a user as a mention (from the interaction's
/// resolved users, as Discord sends them).
#[tokio::test]
async fn choices_numbers_and_users_reach_the_table_as_text() {
    within(async {
        let bot = start_bot_with(
            async |_| {},
            |config| config.defer_after = Duration::from_secs(60),
        )
        .await;
        let new = bot.gateway.slash(
            &ALICE,
            "game",
            "new",
            json!([
                {"name": "game", "type": 3, "value": "festivals"},
                {"name": "players", "type": 4, "value": 2},
                {"name": "typhoon_ties", "type": 3, "value": "airplane"},
            ]),
        );
        let (_, d) = data(&bot.response(&new).await);
        let text = d["content"].as_str().unwrap();
        assert!(
            text.contains("opened a table for The Festivals")
                && text.contains("once 2 players are seated"),
            "{text}"
        );

        // A second channel, where alice starts the game with bob holding the airplane.
        const OTHER: u64 = 101;
        let alice = Who {
            channel: Some(OTHER),
            ..ALICE
        };
        let bob = Who {
            channel: Some(OTHER),
            ..BOB
        };
        let new = bot.gateway.slash(
            &alice,
            "game",
            "new",
            json!([{"name": "game", "type": 3, "value": "festivals"}]),
        );
        bot.response(&new).await;
        let join = bot.gateway.slash(&bob, "game", "join", json!([]));
        bot.response(&join).await;
        let id = bot.gateway.fresh_id();
        let token = "start-with-airplane";
        let mut start = interaction_json(
            id,
            token,
            2,
            &alice,
            "game",
            "start",
            json!([{"name": "airplane", "type": 6, "value": BOB.user.to_string()}]),
        );
        start["data"]["resolved"] =
            json!({"users": {BOB.user.to_string(): user_json(BOB.user, BOB.name)}});
        bot.gateway.dispatch("INTERACTION_CREATE", start);
        let (_, d) = data(&bot.response(&(id, token.to_string())).await);
        let text = d["content"].as_str().unwrap();
        assert!(
            text.contains(&format!("<@{}> holds the airplane", BOB.user)),
            "{text}"
        );
        bot.stop().await;
    })
    .await;
}

/// The action rows of an interaction message or a posted message.
fn rows(body: &Value) -> Vec<Value> {
    let rows = if body["data"].is_object() {
        &body["data"]["components"]
    } else {
        &body["components"]
    };
    rows.as_array().cloned().unwrap_or_default()
}

/// Every component (button or menu) of some action rows, in order.
fn components(rows: &[Value]) -> Vec<Value> {
    rows.iter()
        .flat_map(|r| r["components"].as_array().cloned().unwrap_or_default())
        .collect()
}

/// The component whose label (or a menu's placeholder) contains `label`.
fn component(rows: &[Value], label: &str) -> Value {
    components(rows)
        .into_iter()
        .find(|c| {
            c["label"].as_str().is_some_and(|l| l.contains(label))
                || c["placeholder"].as_str().is_some_and(|l| l.contains(label))
        })
        .unwrap_or_else(|| panic!("no component `{label}` in {rows:#?}"))
}

fn id_of(c: &Value) -> String {
    c["custom_id"].as_str().unwrap().to_string()
}

/// Opens a two-player Festivals table in the channel and starts it; returns the start's
/// public response.
async fn festivals_started(bot: &Bot) -> Value {
    let new = bot.gateway.slash(
        &ALICE,
        "game",
        "new",
        json!([{"name": "game", "type": 3, "value": "festivals"}]),
    );
    bot.response(&new).await;
    let join = bot.gateway.slash(&BOB, "game", "join", json!([]));
    bot.response(&join).await;
    let start = bot.gateway.slash(&ALICE, "game", "start", json!([]));
    payload(&bot.response(&start).await)
}

/// Buttons and menus: the start's message carries each player's "choose in private" button,
/// as the table builds it; only the awaited seat's click is taken (another player hears whose
/// turn it is, a spectator that the buttons are the players'), privately; the private button
/// opens the player's own menu, ephemerally; picking from it plans, and the channel learns only
/// that the player planned; a button of an earlier moment is refused with the game as it is now.
#[tokio::test]
async fn buttons_and_menus_play_through_the_tables_press() {
    within(async {
        let bot = start_bot_with(
            async |_| {},
            |config| config.defer_after = Duration::from_secs(60),
        )
        .await;
        let start = festivals_started(&bot).await;
        assert!(!is_ephemeral(&start["data"]));
        assert_eq!(
            start["data"]["allowed_mentions"]["users"],
            json!(["1", "2"]),
            "both players are awaited, and pinged"
        );
        let start_rows = rows(&start);
        assert!(!start_rows.is_empty(), "{start}");
        // The rows are the table's own (Discord's JSON): they read back as the table's type.
        let parsed: Vec<nusantara::table::components::Row> =
            serde_json::from_value(json!(start_rows)).expect("the table's rows");
        assert_eq!(serde_json::to_value(&parsed).unwrap()[0]["type"], 1);
        let alice_private = component(&start_rows, "alice: choose in private");
        component(&start_rows, "bob: choose in private");

        // Bob presses alice's button: not his turn.
        let wrong = bot.gateway.press(&BOB, &id_of(&alice_private), None);
        let (kind, d) = data(&bot.response(&wrong).await);
        assert_eq!(kind, 4);
        assert!(is_ephemeral(&d), "{d}");
        let text = d["content"].as_str().unwrap();
        assert!(
            text.contains("Not your turn") && text.contains("<@1>"),
            "{text}"
        );
        assert_eq!(d["allowed_mentions"]["users"], json!([]), "nobody pinged");

        // Carol has no seat.
        let spectator = bot.gateway.press(&CAROL, &id_of(&alice_private), None);
        let (_, d) = data(&bot.response(&spectator).await);
        assert!(is_ephemeral(&d));
        assert!(
            d["content"].as_str().unwrap().contains("for the players"),
            "{d}"
        );

        // Alice's own button opens her menu, privately.
        let open = bot.gateway.press(&ALICE, &id_of(&alice_private), None);
        let (kind, d) = data(&bot.response(&open).await);
        assert_eq!(kind, 4);
        assert!(is_ephemeral(&d), "a secret choice opens privately: {d}");
        assert!(d["content"].as_str().unwrap().contains("you hold"), "{d}");
        let mine = d["components"].as_array().cloned().unwrap_or_default();
        let menu = component(&mine, "Plan");
        assert_eq!(menu["type"], 3, "a select menu: {menu}");
        let first = menu["options"][0]["value"].as_str().unwrap().to_string();

        // She picks a ticket: her plan is recorded privately; the channel hears she planned.
        let plan = bot.gateway.press(&ALICE, &id_of(&menu), Some(vec![first]));
        let (kind, d) = data(&bot.response(&plan).await);
        assert_eq!(kind, 4);
        assert!(is_ephemeral(&d), "a plan is secret: {d}");
        let note = bot
            .wait_channel_post(CHANNEL, "the note that alice planned", "<@1>")
            .await;
        let note = payload(&note);
        assert!(!note["content"].as_str().unwrap().contains("you hold"));
        // Its buttons are the game's now: bob's alone.
        let bob_private = component(&rows(&note), "bob: choose in private");

        // Bob rests with his private button: the plans are revealed in the channel, with the
        // next buttons; the start's buttons are now of an earlier moment.
        let open = bot.gateway.press(&BOB, &id_of(&bob_private), None);
        let (_, d) = data(&bot.response(&open).await);
        let mine = d["components"].as_array().cloned().unwrap_or_default();
        let rest = component(&mine, "Rest");
        let rest = bot.gateway.press(&BOB, &id_of(&rest), None);
        let (_, d) = data(&bot.response(&rest).await);
        assert!(is_ephemeral(&d), "{d}");
        let stale = bot.gateway.press(&ALICE, &id_of(&alice_private), None);
        let (_, d) = data(&bot.response(&stale).await);
        assert!(is_ephemeral(&d));
        let text = d["content"].as_str().unwrap();
        assert!(
            text.contains("earlier moment") && text.contains("Here it is now"),
            "{text}"
        );
        bot.stop().await;
    })
    .await;
}

/// A private answer whose interaction has expired (Discord no longer takes its response) is
/// sent by DM instead: it still reaches its user alone.
#[tokio::test]
async fn an_expired_private_answer_goes_by_dm() {
    within(async {
        let bot =
            start_bot_with(
                async |rest: &MockServer| {
                    Mock::given(method("POST"))
                        .and(wiremock::matchers::path_regex(
                            r"^/api/v10/interactions/\d+/expired-[^/]+/callback$",
                        ))
                        .respond_with(wiremock::ResponseTemplate::new(404).set_body_json(
                            json!({"code": 10062, "message": "Unknown interaction"}),
                        ))
                        .with_priority(1)
                        .mount(rest)
                        .await;
                },
                |config| config.defer_after = Duration::from_secs(60),
            )
            .await;
        festivals_started(&bot).await;
        let id = bot.gateway.fresh_id();
        let token = "expired-hand".to_string();
        bot.gateway.dispatch(
            "INTERACTION_CREATE",
            interaction_json(id, &token, 2, &BOB, "game", "hand", json!([])),
        );
        let dm = dm_channel_of(BOB.user);
        let sent = bot
            .wait_channel_post(dm, "bob's hand by DM", "you hold")
            .await;
        assert!(!payload(&sent)["content"].as_str().unwrap().is_empty());
        assert!(
            bot.channel_posts(CHANNEL)
                .await
                .iter()
                .all(|r| !payload(r)["content"].as_str().unwrap().contains("you hold")),
            "never in the channel"
        );
        bot.stop().await;
    })
    .await;
}

/// `/game new` checks the bot's own permissions where it is typed (Discord sends them with
/// the interaction) and names what is missing; in a thread, posting needs Send Messages in
/// Threads.
#[tokio::test]
async fn game_new_names_the_permissions_the_bot_lacks() {
    within(async {
        let bot = start_bot(async |_| {}).await;
        let id = bot.gateway.fresh_id();
        let token = "no-files".to_string();
        let mut new = interaction_json(
            id,
            &token,
            2,
            &ALICE,
            "game",
            "new",
            json!([{"name": "game", "type": 3, "value": "festivals"}]),
        );
        // View Channel and Send Messages, but not Attach Files.
        new["app_permissions"] = json!(((1u64 << 10) | (1 << 11)).to_string());
        bot.gateway.dispatch("INTERACTION_CREATE", new);
        let (_, d) = data(&bot.response(&(id, token)).await);
        assert!(is_ephemeral(&d));
        let text = d["content"].as_str().unwrap();
        assert!(
            text.contains("Attach Files") && !text.contains("Send Messages"),
            "{text}"
        );

        const THREAD: u64 = 555;
        let id = bot.gateway.fresh_id();
        let token = "thread".to_string();
        let in_thread = Who {
            channel: Some(THREAD),
            ..ALICE
        };
        let mut new = interaction_json(
            id,
            &token,
            2,
            &in_thread,
            "game",
            "new",
            json!([{"name": "game", "type": 3, "value": "festivals"}]),
        );
        new["channel"] = json!({"id": THREAD.to_string(), "type": 11, "name": "a-thread"});
        new["app_permissions"] = json!(((1u64 << 10) | (1 << 11) | (1 << 15)).to_string());
        bot.gateway.dispatch("INTERACTION_CREATE", new);
        let (_, d) = data(&bot.response(&(id, token)).await);
        let text = d["content"].as_str().unwrap();
        assert!(text.contains("Send Messages in Threads"), "{text}");
        assert!(text.contains("thread"), "{text}");
        // Nothing was opened.
        let store = nusantara::store::Store::open(&bot.db).await.unwrap();
        assert!(
            store
                .latest_game_in(CHANNEL as i64)
                .await
                .unwrap()
                .is_none()
        );
        bot.stop().await;
    })
    .await;
}

/// A channel's posts go out in the order of their commands: alice's plan's note is retried
/// (Discord failed it once) while bob's plan, the last, reveals the plans; the reveal waits for
/// the note.
#[tokio::test]
async fn a_channels_posts_keep_their_commands_order() {
    within(async {
        let bot = start_bot_with(
            async |rest: &MockServer| {
                Mock::given(method("POST"))
                    .and(path(format!("/api/v10/channels/{CHANNEL}/messages")))
                    // alice's note (a multipart body: the picture too).
                    .and(|r: &Request| {
                        String::from_utf8_lossy(&r.body).contains("<@1> has planned")
                    })
                    .respond_with(wiremock::ResponseTemplate::new(500))
                    .up_to_n_times(1)
                    .with_priority(1)
                    .mount(rest)
                    .await;
            },
            |config| {
                config.defer_after = Duration::from_secs(60);
                config.retry.first_delay = Duration::from_millis(1500);
            },
        )
        .await;
        festivals_started(&bot).await;
        let alice_dm = Who {
            channel: None,
            ..ALICE
        };
        let plan = |who: &Who| {
            bot.gateway.slash(
                who,
                "festivals",
                "plan",
                json!([{"name": "tickets", "type": 3, "value": "none"}]),
            )
        };
        let first = plan(&alice_dm);
        bot.response(&first).await;
        let second = plan(&BOB_DM);
        bot.response(&second).await;
        // Both posts out: the note (after its retry), then the reveal.
        let deadline = tokio::time::Instant::now() + WAIT;
        let order = loop {
            let posts: Vec<String> = bot
                .channel_posts(CHANNEL)
                .await
                .iter()
                .map(|r| payload(r)["content"].as_str().unwrap_or("").to_string())
                .collect();
            if posts.len() >= 3 {
                break posts;
            }
            assert!(tokio::time::Instant::now() < deadline, "{posts:#?}");
            tokio::time::sleep(Duration::from_millis(50)).await;
        };
        assert!(order[0].contains("has planned"), "{order:#?}");
        assert!(order[1].contains("has planned"), "the retry: {order:#?}");
        assert!(
            !order[2].contains("<@1> has planned"),
            "then the reveal: {order:#?}"
        );
        bot.stop().await;
    })
    .await;
}

/// Autocomplete answers within Discord's limits: at most 25 choices, each name at most 100
/// characters (cut by characters, whatever the script), a value never cut.
#[tokio::test]
async fn autocomplete_stays_within_discords_limits() {
    within(async {
        let bot = start_bot(async |_| {}).await;
        for n in 0..27u64 {
            let id = bot.gateway.fresh_id();
            let token = format!("table-{n}");
            let who = Who {
                channel: Some(2000 + n),
                ..ALICE
            };
            let mut new = interaction_json(
                id,
                &token,
                2,
                &who,
                "game",
                "new",
                json!([{"name": "game", "type": 3, "value": "festivals"}]),
            );
            new["channel"] = json!({
                "id": (2000 + n).to_string(),
                "type": 0,
                "name": format!("{n}-{}", "ꦗꦮ".repeat(80)),
            });
            bot.gateway.dispatch("INTERACTION_CREATE", new);
            bot.response(&(id, token)).await;
        }
        let id = bot.gateway.fresh_id();
        let token = "complete".to_string();
        bot.gateway.dispatch(
            "INTERACTION_CREATE",
            interaction_json(
                id,
                &token,
                4,
                &ALICE_DM,
                "game",
                "board",
                json!([{"name": "table", "type": 3, "value": "", "focused": true}]),
            ),
        );
        let body = payload(&bot.response(&(id, token)).await);
        let choices = body["data"]["choices"].as_array().unwrap();
        assert_eq!(choices.len(), 25, "{body}");
        for c in choices {
            let name = c["name"].as_str().unwrap();
            assert!(!name.is_empty() && name.chars().count() <= 100, "{name}");
            let value = c["value"].as_str().unwrap();
            assert!(value.starts_with("<#") && value.ends_with('>'), "{value}");
        }
        bot.stop().await;
    })
    .await;
}

/// The last public message of the channel that carries buttons or menus (an interaction's
/// public response or follow-up, or a channel post), with the users it pings.
async fn current_offers(bot: &Bot) -> (Vec<Value>, Vec<u64>) {
    let channel_path = format!("/api/v10/channels/{CHANNEL}/messages");
    let mut found = None;
    for r in requests(&bot.rest).await {
        let path = r.url.path().to_string();
        let body = payload(&r);
        let message = if r.method.as_str() == "POST" && path.ends_with("/callback") {
            (body["type"] == 4).then(|| body["data"].clone())
        } else if r.method.as_str() == "POST"
            && (path == channel_path || path.starts_with("/api/v10/webhooks/"))
        {
            Some(body)
        } else {
            None
        };
        let Some(message) = message else { continue };
        if is_ephemeral(&message) {
            continue;
        }
        let rows = message["components"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        if rows.is_empty() {
            continue;
        }
        let pings = message["allowed_mentions"]["users"]
            .as_array()
            .map(|a| {
                a.iter()
                    .filter_map(|u| u.as_str().and_then(|s| s.parse().ok()))
                    .collect()
            })
            .unwrap_or_default();
        found = Some((rows, pings));
    }
    found.expect("a public message with buttons")
}

/// Waits until the mock has heard nothing new for a moment (the outbox posts of a press).
async fn quiet(bot: &Bot) {
    let mut last = requests(&bot.rest).await.len();
    loop {
        tokio::time::sleep(Duration::from_millis(150)).await;
        let now = requests(&bot.rest).await.len();
        if now == last {
            return;
        }
        last = now;
    }
}

/// The values a test picks from a menu: its first options, as many as it needs.
fn picks(c: &Value) -> Option<Vec<String>> {
    if c["type"] != 3 {
        return None;
    }
    let options = c["options"].as_array().unwrap();
    let n = (c["min_values"].as_u64().unwrap_or(1).max(1) as usize).min(options.len());
    Some(
        options[..n]
            .iter()
            .map(|o| o["value"].as_str().unwrap().to_string())
            .collect(),
    )
}

/// Plays the channel's game to its end by presses alone: each time, the first button or menu
/// of the latest public message, pressed by its player (named on a private choice's button,
/// else the first player the message pings); a private choice's menu opens and its first
/// choice is taken. No press may be refused. Returns the number of presses.
async fn play_to_the_end(bot: &Bot, players: &[&Who]) -> usize {
    let store = nusantara::store::Store::open(&bot.db).await.unwrap();
    let mut presses = 0;
    loop {
        let game = store
            .latest_game_in(CHANNEL as i64)
            .await
            .unwrap()
            .expect("the game");
        if game.status == nusantara::store::Status::Finished {
            return presses;
        }
        assert!(presses < 1000, "the game did not end");
        let (rows, pings) = current_offers(bot).await;
        // Not Indonesia's `prefer`, which changes only the plan of a shipment and ends no turn.
        let all = components(&rows);
        let first = all
            .iter()
            .find(|c| {
                let words = c["label"]
                    .as_str()
                    .or(c["placeholder"].as_str())
                    .unwrap_or("");
                !words.starts_with("Prefer")
            })
            .unwrap_or(&all[0])
            .clone();
        let label = first["label"].as_str().unwrap_or("");
        let who = match label.strip_suffix(": choose in private") {
            Some(name) => players.iter().find(|p| p.name == name),
            None => players.iter().find(|p| pings.first() == Some(&p.user)),
        }
        .unwrap_or_else(|| panic!("whose is {first}? pings {pings:?}"));
        let press = bot.gateway.press(who, &id_of(&first), picks(&first));
        presses += 1;
        let (_, d) = data(&bot.response(&press).await);
        let text = d["content"].as_str().unwrap_or("");
        for refused in [
            "Not your turn",
            "earlier moment",
            "not on offer",
            "for the players",
        ] {
            assert!(
                !text.contains(refused),
                "press {presses} of {first}: {text}"
            );
        }
        let private = d["components"].as_array().cloned().unwrap_or_default();
        if is_ephemeral(&d) && !private.is_empty() {
            // A private choice: its menu when there is one, else its first button.
            let all = components(&private);
            let pick = all
                .iter()
                .find(|c| c["type"] == 3)
                .unwrap_or(&all[0])
                .clone();
            let chosen = bot.gateway.press(who, &id_of(&pick), picks(&pick));
            presses += 1;
            let (_, d) = data(&bot.response(&chosen).await);
            let text = d["content"].as_str().unwrap_or("");
            assert!(
                !text.contains("earlier moment") && !text.contains("not on offer"),
                "{text}"
            );
        }
        quiet(bot).await;
    }
}

/// A whole game of The Festivals, opened and started by slash commands, then played to its
/// final scores by buttons and menus alone.
#[tokio::test]
async fn a_festivals_game_is_played_to_its_end_by_buttons() {
    tokio::time::timeout(Duration::from_secs(600), async {
        let bot = start_bot_with(
            async |_| {},
            |config| config.defer_after = Duration::from_secs(60),
        )
        .await;
        festivals_started(&bot).await;
        let presses = play_to_the_end(&bot, &[&ALICE, &BOB]).await;
        assert!(presses > 10, "{presses}");
        let status = bot.gateway.slash(&ALICE, "game", "status", json!([]));
        let (_, d) = data(&bot.response(&status).await);
        assert!(d["content"].as_str().unwrap().contains("Game over"), "{d}");
        bot.stop().await;
    })
    .await
    .expect("the game took too long");
}

/// Indonesia from a described position (the last Operations of era C, made by the table as the
/// script runner does), shown with `/game board`, then played to its end by buttons alone.
#[tokio::test]
async fn an_indonesia_game_is_played_to_its_end_by_buttons() {
    within(async {
        let bot = start_bot_with(
            async |_| {},
            |config| config.defer_after = Duration::from_secs(60),
        )
        .await;
        let store = nusantara::store::Store::open(&bot.db).await.unwrap();
        let table = nusantara::table::Table::new(store);
        let setup = std::fs::read_to_string("tests/setups/indonesia_end.toml").unwrap();
        let line =
            |who: &Who, path: &[&str], options: &[(&str, &str)]| nusantara::table::Invocation {
                user_id: who.user as i64,
                user_name: who.name.into(),
                place: nusantara::table::Place::Channel(CHANNEL as i64),
                guild: Some(GUILD_ID as i64),
                manages_server: false,
                channel_name: None,
                command: nusantara::table::Command::new(path, options),
                origin: None,
            };
        table
            .handle(&line(
                &ALICE,
                &["game", "new"],
                &[("game", "indonesia"), ("setup", &setup)],
            ))
            .await;
        let posts = table.handle(&line(&BOB, &["game", "join"], &[])).await;
        assert!(
            posts.iter().any(|p| p.text.contains("Indonesia begins")),
            "{posts:#?}"
        );
        let board = bot.gateway.slash(&ALICE, "game", "board", json!([]));
        bot.response(&board).await;
        quiet(&bot).await;
        let presses = play_to_the_end(&bot, &[&ALICE, &BOB]).await;
        assert!(presses >= 2, "{presses}");
        let (_, d) = data(
            &bot.response(&bot.gateway.slash(&ALICE, "game", "status", json!([])))
                .await,
        );
        assert!(
            d["content"].as_str().unwrap().contains("Final scores"),
            "{d}"
        );
        bot.stop().await;
    })
    .await;
}
