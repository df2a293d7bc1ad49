//! The real bot end to end: `nusantara::discord::serve` (the poise framework on serenity's
//! client) against a local stand-in for Discord: the REST mock and a ws:// gateway speaking
//! the documented protocol. Slash commands arrive as INTERACTION_CREATE dispatches, travel
//! through poise to the table service, and come back as interaction responses and posts.

mod discord_mock;

use discord_mock::*;
use serde_json::json;
use std::time::Duration;
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer, Request};

/// `/festivals plan`'s options: the tickets planned.
fn tickets(planned: &str) -> serde_json::Value {
    json!([{"name": "tickets", "type": 3, "value": planned}])
}

/// `/game bot`'s options: the player whose seat the bot takes.
fn player(who: &Who) -> serde_json::Value {
    json!([{"name": "player", "type": 6, "value": who.user.to_string()}])
}

/// Works before the Festivals engine lands too: `/game new` needs no rules, and a DM plan with
/// no game is refused.
#[tokio::test]
async fn game_new_in_a_channel_and_a_plan_by_dm_travel_through_poise_and_back() {
    within(async {
        let bot = start_bot(async |_| {}).await;

        // /game new game:festivals, in a guild channel. The choice arrives as its word.
        let new = bot.open_table(&ALICE, "festivals");
        let (kind, d) = data(&bot.response(&new).await);
        assert_eq!(kind, 4, "an immediate channel message, not deferred");
        let text = text_of(&d);
        assert!(
            text.contains("<@1> opened a table for The Festivals") && text.contains("/game join"),
            "{text}"
        );
        assert!(!is_ephemeral(&d), "the table opening is public");
        // The opening pings nobody (it names alice); only a post's awaited players are pinged.
        assert_eq!(d["allowed_mentions"]["parse"], json!([]));
        assert_eq!(d["allowed_mentions"]["users"], json!([]));

        // A second /game new in the same channel is refused, privately.
        let (_, d) = data(&bot.response(&bot.open_table(&BOB, "festivals")).await);
        assert!(is_ephemeral(&d), "a refusal is ephemeral: {d}");
        assert!(text_of(&d).contains("already has"), "{d}");

        // /festivals plan in a DM: bob sits at no game in progress, so it is refused, as a
        // plain reply in the DM.
        let plan = bot.ask(&BOB_DM, "festivals", "plan", tickets("yellow"));
        let (kind, d) = data(&plan.await);
        assert_eq!(kind, 4);
        let text = text_of(&d);
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
        let bot = start_bot_deferring(Duration::from_millis(0)).await;
        let (kind, _) = data(&bot.response(&bot.open_table(&ALICE, "festivals")).await);
        assert_eq!(kind, 4, "no picture to draw: answered at once");

        let (kind, d) = data(&bot.response(&bot.open_table(&BOB, "festivals")).await);
        assert_eq!(kind, 4, "a refusal is never deferred");
        assert!(is_ephemeral(&d), "{d}");
        assert!(text_of(&d).contains("already has"));

        bot.ask(&BOB, "game", "join", json!([])).await;
        let start = bot.gateway.slash(&ALICE, "game", "start", json!([]));
        let (kind, d) = data(&bot.response(&start).await);
        assert_eq!(kind, 5, "deferred: the board is being drawn");
        assert!(!is_ephemeral(&d), "a public deferral for a public answer");
        let edit = bot.edited_answer(&start, "the deferred answer").await;
        let token = &start.1;
        let body = payload(&edit);
        assert!(text_of(&body).contains("The Festivals begins"), "{body}");
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
        assert!(text_of(&ping).as_str().contains("<@1> <@2>"), "{ping}");
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
        let new = game_option("festivals");
        let old = interaction_json(id, &token, 2, &ALICE, "game", "new", new);
        let (kind, d) = data(&bot.answer(old).await);
        assert_eq!(kind, 5, "deferred at once");
        assert!(is_ephemeral(&d), "not yet checked: deferred privately");
        bot.wait_channel_post(CHANNEL, "the public answer", "opened a table")
            .await;
        let note = wait_for_request(&bot.rest, "the placeholder's note", |r| {
            r.method.as_str() == "PATCH" && r.url.path().contains(&token)
        })
        .await;
        assert!(
            text_of(&payload(&note))
                .as_str()
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
        bot.response(&bot.open_table(&ALICE, "festivals")).await;
        let typing = bot.interaction(4, "typing", &ALICE_DM, ("game", "board"), table_typed());
        let resp = bot.answer(typing).await;
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
                posting_in(dm_channel_of(ALICE.user))
                    .respond_with(closed_dm_error())
                    .mount(rest)
                    .await;
            },
            // Deferral has its own test; here a slow debug-build render must not defer.
            |config| config.defer_after = Duration::from_secs(60),
        )
        .await;

        bot.response(&bot.open_table(&ALICE, "festivals")).await;
        let (_, d) = data(&bot.ask(&BOB, "game", "join", json!([])).await);
        assert!(text_of(&d).contains("<@2> takes seat 2"), "{d}");

        // /game start: the public response carries the board picture.
        let start = bot.gateway.slash(&ALICE, "game", "start", json!([]));
        let resp = bot.response(&start).await;
        let (_, d) = data(&resp);
        assert!(!is_ephemeral(&d));
        assert!(text_of(&d).contains("The Festivals begins"), "{d}");
        assert!(files(&resp).is_empty(), "acknowledged with the text alone");
        // The picture is uploaded after the acknowledgement, into the same message.
        let upload = bot.edited_answer(&start, "the picture's upload").await;
        let pictures = files(&upload);
        assert_eq!(pictures.len(), 1, "one board picture");
        assert!(pictures[0].1.starts_with(PNG_SIGNATURE), "a PNG");

        // Planning notices go by DM: bob's arrives; alice's DMs are closed, so the channel is
        // told to use the ephemeral commands, without her tickets.
        let bob_dm = dm_channel_of(BOB.user);
        let notice = bot
            .wait_channel_post(bob_dm, "bob's planning notice", "/festivals plan")
            .await;
        assert!(text_of(&payload(&notice)).as_str().contains(" and hold "));
        let told = bot
            .wait_channel_post(CHANNEL, "the closed-DM notice", "/game hand")
            .await;
        let text = text_of(&payload(&told)).to_string();
        assert!(
            text.starts_with("<@1>") && !text.contains("You hold"),
            "{text}"
        );

        // Bob plans by DM: the answer is his DM reply; the channel learns only that he planned.
        let plan = bot.ask(&BOB_DM, "festivals", "plan", tickets("none"));
        let (kind, d) = data(&plan.await);
        assert_eq!(kind, 4);
        assert!(!is_ephemeral(&d), "in a DM the answer is a plain reply");
        assert!(!text_of(&d).is_empty(), "bob hears about his plan");
        let posted = bot
            .wait_channel_post(CHANNEL, "the public note of bob's plan", "<@2>")
            .await;
        assert!(
            !files(&posted).is_empty(),
            "each posted state carries the board picture"
        );

        // /game hand in the channel is answered ephemerally: only bob sees his tickets.
        let (kind, d) = data(&bot.ask(&BOB, "game", "hand", json!([])).await);
        assert_eq!(kind, 4);
        assert!(is_ephemeral(&d), "a secret command answers privately: {d}");
        assert!(text_of(&d).contains("you hold"), "{d}");
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
        let bot = start_bot_deferring(Duration::from_secs(60)).await;
        let options = json!([
                {"name": "game", "type": 3, "value": "festivals"},
                {"name": "players", "type": 4, "value": 2},
                {"name": "typhoon_ties", "type": 3, "value": "airplane"},
        ]);
        let (_, d) = data(&bot.ask(&ALICE, "game", "new", options).await);
        let text = text_of(&d);
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
        bot.seated(&alice, "festivals", &[&bob]).await;
        let airplane = json!([{"name": "airplane", "type": 6, "value": BOB.user.to_string()}]);
        let mut start = bot.interaction(2, "airplane", &alice, ("game", "start"), airplane);
        start["data"]["resolved"] =
            json!({"users": {BOB.user.to_string(): user_json(BOB.user, BOB.name)}});
        let (_, d) = data(&bot.answer(start).await);
        let text = text_of(&d);
        assert!(
            text.contains(&format!("<@{}> holds the airplane", BOB.user)),
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
        let hand = bot.interaction(2, "expired-hand", &BOB, ("game", "hand"), json!([]));
        bot.gateway.dispatch("INTERACTION_CREATE", hand);
        let dm = dm_channel_of(BOB.user);
        let sent = bot
            .wait_channel_post(dm, "bob's hand by DM", "you hold")
            .await;
        assert!(!text_of(&payload(&sent)).is_empty());
        assert!(
            bot.channel_posts(CHANNEL)
                .await
                .iter()
                .all(|r| !text_of(&payload(r)).contains("you hold")),
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
        let mut new = bot.interaction(
            2,
            "no-files",
            &ALICE,
            ("game", "new"),
            game_option("festivals"),
        );
        // View Channel and Send Messages, but not Attach Files.
        new["app_permissions"] = json!(((1u64 << 10) | (1 << 11)).to_string());
        let (_, d) = data(&bot.answer(new).await);
        assert!(is_ephemeral(&d));
        let text = text_of(&d);
        assert!(
            text.contains("Attach Files") && !text.contains("Send Messages"),
            "{text}"
        );

        const THREAD: u64 = 555;
        let in_thread = Who {
            channel: Some(THREAD),
            ..ALICE
        };
        let mut new = bot.interaction(
            2,
            "thread",
            &in_thread,
            ("game", "new"),
            game_option("festivals"),
        );
        new["channel"] = json!({"id": THREAD.to_string(), "type": 11, "name": "a-thread"});
        new["app_permissions"] = json!(((1u64 << 10) | (1 << 11) | (1 << 15)).to_string());
        let (_, d) = data(&bot.answer(new).await);
        let text = text_of(&d);
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

/// A channel's posts go out in the order of their commands: alice's plan edits the game's
/// card (Discord failed the edit once, so it is retried) while bob's plan, the last, reveals
/// the plans in a new message; the reveal waits for the edit.
#[tokio::test]
async fn a_channels_posts_keep_their_commands_order() {
    within(async {
        let card_edit = format!(r"^/api/v10/channels/{CHANNEL}/messages/\d+$");
        let bot = start_bot_with(
            async |rest: &MockServer| {
                Mock::given(method("PATCH"))
                    .and(wiremock::matchers::path_regex(card_edit.as_str()))
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
        let plan = |who: &Who| bot.gateway.slash(who, "festivals", "plan", tickets("none"));
        let first = plan(&alice_dm);
        bot.response(&first).await;
        let second = plan(&BOB_DM);
        bot.response(&second).await;
        // The card's text displays, joined.
        let text = |r: &Request| {
            let body = payload(r);
            body["components"][0]["components"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|c| c["content"].as_str())
                .collect::<Vec<_>>()
                .join("\n")
        };
        // The edit (after its retry), then the reveal.
        let deadline = tokio::time::Instant::now() + WAIT;
        let order = loop {
            let sent: Vec<(String, String)> = requests(&bot.rest)
                .await
                .iter()
                .filter(|r| {
                    r.url
                        .path()
                        .starts_with(&format!("/api/v10/channels/{CHANNEL}/messages"))
                })
                .map(|r| (r.method.to_string(), text(r)))
                .collect();
            if sent.len() >= 3 {
                break sent;
            }
            assert!(tokio::time::Instant::now() < deadline, "{sent:#?}");
            tokio::time::sleep(Duration::from_millis(50)).await;
        };
        assert_eq!(order[0].0, "PATCH", "{order:#?}");
        assert!(order[0].1.contains("<@1> has planned"), "{order:#?}");
        assert_eq!(order[1], order[0], "the retry: {order:#?}");
        assert_eq!(order[2].0, "POST", "then the reveal: {order:#?}");
        assert!(order[2].1.contains("Plans revealed"), "{order:#?}");
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
            let who = Who {
                channel: Some(2000 + n),
                ..ALICE
            };
            let token = format!("table-{n}");
            let mut new =
                bot.interaction(2, &token, &who, ("game", "new"), game_option("festivals"));
            new["channel"] = json!({
                "id": (2000 + n).to_string(),
                "type": 0,
                "name": format!("{n}-{}", "ꦗꦮ".repeat(80)),
            });
            bot.answer(new).await;
        }
        let typing = bot.interaction(4, "complete", &ALICE_DM, ("game", "board"), table_typed());
        let body = payload(&bot.answer(typing).await);
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

/// The table's tools through poise and back: `/help` for a game, `/game list` (privately),
/// `/game undo` refused in The Festivals with its Golden Rule, `/game replay` uploading an
/// animated GIF after a public deferral, and `/game abort` by the host.
#[tokio::test]
async fn the_tables_tools_travel_through_discord() {
    within(async {
        let bot = start_bot_deferring(Duration::from_millis(0)).await;
        let (_, d) = data(&bot.ask(&CAROL, "help", "festivals", json!([])).await);
        let text = text_of(&d);
        assert!(text.contains("/festivals plan"), "{text}");

        festivals_started(&bot).await;

        let (_, d) = data(&bot.ask(&BOB, "game", "list", json!([])).await);
        assert!(is_ephemeral(&d), "one's own tables, privately: {d}");
        assert!(text_of(&d).contains("The Festivals"), "{d}");

        let (kind, d) = data(&bot.ask(&ALICE, "game", "undo", json!([])).await);
        assert_eq!(kind, 4, "a refusal is answered at once");
        assert!(is_ephemeral(&d), "{d}");
        assert!(text_of(&d).contains("Golden Rule"), "{d}");

        let replay = bot.gateway.slash(&CAROL, "game", "replay", json!([]));
        let (kind, d) = data(&bot.response(&replay).await);
        assert_eq!(kind, 5, "deferred while the frames are drawn");
        assert!(!is_ephemeral(&d), "the replay is public: {d}");
        let edit = bot.edited_answer(&replay, "the replay's upload").await;
        let gif = files(&edit);
        assert_eq!(gif.len(), 1, "one animation");
        assert!(gif[0].0.ends_with("-replay.gif"), "{}", gif[0].0);
        assert!(gif[0].1.starts_with(b"GIF89a"), "a GIF");

        let (_, d) = data(&bot.ask(&ALICE, "game", "abort", json!([])).await);
        assert!(!is_ephemeral(&d), "the channel is told: {d}");
        let (_, d) = data(&bot.ask(&CAROL, "game", "board", json!([])).await);
        assert!(is_ephemeral(&d), "no game any more: {d}");
        bot.stop().await;
    })
    .await;
}

/// A table with a deadline, and the host handing a seat to the bot, through poise and back:
/// the options arrive as typed, the bot seat is announced, and another player may not use the
/// host's tools.
#[tokio::test]
async fn deadlines_and_the_hosts_tools_travel_through_discord() {
    within(async {
        let bot = start_bot(async |_| {}).await;
        let options = json!([
                {"name": "game", "type": 3, "value": "indies"},
                {"name": "deadline", "type": 3, "value": "24h"}
        ]);
        let (_, d) = data(&bot.ask(&ALICE, "game", "new", options).await);
        let text = text_of(&d);
        assert!(text.contains("East Indies"), "{text}");
        bot.ask(&BOB, "game", "join", json!([])).await;
        bot.ask(&ALICE, "game", "start", json!([])).await;

        // Bob may not use the host's tools.
        let (_, d) = data(&bot.ask(&BOB, "game", "bot", player(&ALICE)).await);
        assert!(is_ephemeral(&d), "{d}");
        assert!(text_of(&d).contains("host"), "{d}");

        // The host hands bob's seat to the bot, which then plays it.
        let (_, d) = data(&bot.ask(&ALICE, "game", "bot", player(&BOB)).await);
        let text = text_of(&d);
        assert!(!is_ephemeral(&d), "the channel is told: {d}");
        assert!(
            text.contains("<@1> handed <@2>'s seat to the bot"),
            "{text}"
        );
        bot.stop().await;
    })
    .await;
}

/// When Discord refuses the slash commands (here as it refuses a command over 4,000
/// characters), the bot would have none: `serve` stops with an error that gives Discord's
/// reason, rather than serving on without commands.
#[tokio::test]
async fn serve_stops_with_discords_reason_when_the_commands_are_refused() {
    within(async {
        let bot = start_bot(async |server: &MockServer| {
            Mock::given(method("PUT"))
                .and(path(format!("/api/v10/applications/{APP_ID}/commands")))
                .respond_with(wiremock::ResponseTemplate::new(400).set_body_json(json!({
                    "code": 50035,
                    "message": "Invalid Form Body",
                    "errors": {"3": {"_errors": [{
                        "code": "APPLICATION_COMMAND_TOO_LARGE",
                        "message": "Command exceeds maximum size (4000)"
                    }]}}
                })))
                .mount(server)
                .await;
        })
        .await;
        let result = tokio::time::timeout(Duration::from_secs(20), bot.task)
            .await
            .expect("serve stops by itself")
            .expect("serve does not panic");
        let error = format!("{:#}", result.expect_err("serve fails"));
        assert!(
            error.contains("Discord refused the slash commands"),
            "{error}"
        );
        assert!(
            error.contains("Command exceeds maximum size (4000)"),
            "{error}"
        );
    })
    .await;
}

/// Discord sends each interaction with the user's locale: a player whose Discord speaks
/// Indonesian is refused in Indonesian, in private, while the channel's table stays English.
#[tokio::test]
async fn the_users_discord_locale_chooses_the_language_of_a_private_answer() {
    within(async {
        let bot = start_bot(async |_| {}).await;
        let mut join = bot.interaction(2, "tok-locale", &BOB, ("game", "join"), json!([]));
        join["locale"] = json!("id");
        let (_, d) = data(&bot.answer(join).await);
        assert!(is_ephemeral(&d), "a refusal is ephemeral: {d}");
        assert!(
            text_of(&d).starts_with("Belum ada meja di channel ini."),
            "{d}"
        );
        let join = bot.interaction(2, "tok-english", &BOB, ("game", "join"), json!([]));
        let (_, d) = data(&bot.answer(join).await);
        assert!(
            text_of(&d).starts_with("There is no table in this channel."),
            "{d}"
        );
        bot.stop().await;
    })
    .await;
}
