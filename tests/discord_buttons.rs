//! Playing by buttons and menus against the stand-in for Discord: presses travel through poise
//! to the table's press, and whole games are played to their end by components alone.

mod discord_mock;

use discord_mock::*;
use serde_json::{Value, json};
use std::time::Duration;

/// The action rows of an interaction message or a posted message (in a card's container).
fn rows(body: &Value) -> Vec<Value> {
    if body["data"].is_object() {
        rows_of(&body["data"])
    } else {
        rows_of(body)
    }
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

/// Buttons and menus: the start's message carries each player's "choose in private" button,
/// as the table builds it; only the awaited seat's click is taken (another player hears whose
/// turn it is, a spectator that the buttons are the players'), privately; the private button
/// opens the player's own menu, ephemerally; picking from it plans, and the channel learns only
/// that the player planned; a button no longer on offer is refused with the game as it is now.
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
        let parsed: Vec<nusantara::table::controls::Row> =
            serde_json::from_value(json!(start_rows)).expect("the table's rows");
        assert_eq!(serde_json::to_value(&parsed).unwrap()[0]["type"], 1);
        let alice_private = component(&start_rows, "alice: choose in private");
        component(&start_rows, "bob: choose in private");

        // Bob presses alice's button: not his turn.
        let wrong = bot.gateway.press(&BOB, &id_of(&alice_private), None);
        let (kind, d) = data(&bot.response(&wrong).await);
        assert_eq!(kind, 4);
        assert!(is_ephemeral(&d), "{d}");
        let text = text_of(&d);
        assert!(text.contains("That button is <@1>'s"), "{text}");
        // Bob is awaited too: his own button comes with the answer.
        assert!(
            serde_json::to_string(&d["components"])
                .unwrap()
                .contains("bob: choose in private"),
            "{d}"
        );
        assert_eq!(d["allowed_mentions"]["users"], json!([]), "nobody pinged");

        // Carol has no seat.
        let spectator = bot.gateway.press(&CAROL, &id_of(&alice_private), None);
        let (_, d) = data(&bot.response(&spectator).await);
        assert!(is_ephemeral(&d));
        assert!(text_of(&d).contains("for the players"), "{d}");

        // Alice's own button opens her menu, privately.
        let open = bot.gateway.press(&ALICE, &id_of(&alice_private), None);
        let (kind, d) = data(&bot.response(&open).await);
        assert_eq!(kind, 4);
        assert!(is_ephemeral(&d), "a secret choice opens privately: {d}");
        assert!(text_of(&d).contains("you hold"), "{d}");
        let mine = rows_of(&d);
        let menu = component(&mine, "Plan");
        assert_eq!(menu["type"], 3, "a select menu: {menu}");
        let first = menu["options"][0]["value"].as_str().unwrap().to_string();

        // She picks a ticket: her plan is recorded privately; the channel hears she planned.
        // Picked in her panel, the plan's answer replaces the panel (an update keeps it
        // ephemeral): her plan and her menus as they are now.
        let plan = bot.gateway.press(&ALICE, &id_of(&menu), Some(vec![first]));
        let (kind, d) = data(&bot.response(&plan).await);
        assert_eq!(kind, 7, "the panel is updated in place: {d}");
        assert_eq!(d["flags"], 1 << 15, "still a V2 panel: {d}");
        assert!(text_of(&d).contains("Your plan"), "{d}");
        assert!(!rows_of(&d).is_empty(), "her menus, as they are now: {d}");
        let note = bot
            .wait_channel_post(CHANNEL, "the note that alice planned", "<@1>")
            .await;
        let note = payload(&note);
        assert!(!text_of(&note).contains("you hold"));
        // Its buttons are the game's now: bob's alone.
        let bob_private = component(&rows(&note), "bob: choose in private");

        // Bob rests with his private button: the plans are revealed in the channel, with the
        // next buttons; the start's buttons are no longer on offer.
        let open = bot.gateway.press(&BOB, &id_of(&bob_private), None);
        let (_, d) = data(&bot.response(&open).await);
        let mine = rows_of(&d);
        let rest = component(&mine, "Rest");
        let rest = bot.gateway.press(&BOB, &id_of(&rest), None);
        let (_, d) = data(&bot.response(&rest).await);
        assert!(is_ephemeral(&d), "{d}");
        let stale = bot.gateway.press(&ALICE, &id_of(&alice_private), None);
        let (_, d) = data(&bot.response(&stale).await);
        assert!(is_ephemeral(&d));
        let text = text_of(&d);
        assert!(
            text.contains("no longer on offer") && text.contains("Here it is now"),
            "{text}"
        );
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
        let message = public_body(r.method.as_str(), &path, body, &channel_path);
        let Some(message) = message else { continue };
        if is_ephemeral(&message) {
            continue;
        }
        let rows = rows_of(&message);
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

/// The message body of a request that shows a message in the channel: a new one (a channel
/// post, an interaction's response or follow-up) or an edit (of a channel message, or of an
/// interaction's response, such as the card given whole once its board is drawn).
fn public_body(method: &str, path: &str, body: Value, channel_path: &str) -> Option<Value> {
    let webhook = path.starts_with("/api/v10/webhooks/");
    match method {
        "POST" if path.ends_with("/callback") => (body["type"] == 4).then(|| body["data"].clone()),
        "POST" if path == channel_path || webhook => Some(body),
        "PATCH" if path.starts_with(channel_path) || webhook => Some(body),
        _ => None,
    }
}

/// Every message that carried a board picture to the channel was a turn card: a Components
/// V2 message whose container holds the text, a media gallery showing that very file, and the
/// awaited seats' rows; no file went unshown. Gives how many cards there were.
async fn every_board_is_on_a_card(bot: &Bot) -> usize {
    let channel_path = format!("/api/v10/channels/{CHANNEL}/messages");
    let mut cards = 0;
    for r in requests(&bot.rest).await {
        let path = r.url.path().to_string();
        let Some(body) = public_body(r.method.as_str(), &path, payload(&r), &channel_path) else {
            continue;
        };
        let files: Vec<String> = body["attachments"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|a| a["filename"].as_str())
            .filter(|f| f.ends_with(".png"))
            .map(String::from)
            .collect();
        if files.is_empty() || is_ephemeral(&body) {
            continue;
        }
        assert_eq!(
            body["flags"].as_u64().unwrap_or(0) & (1 << 15),
            1 << 15,
            "a board outside a card: {body:#}"
        );
        assert!(body.get("content").is_none(), "{body:#}");
        let container = &body["components"][0];
        assert_eq!(container["type"], 17, "{body:#}");
        let inside = container["components"].as_array().unwrap();
        assert_eq!(inside[0]["type"], 10, "the text first: {body:#}");
        let gallery = inside
            .iter()
            .position(|c| c["type"] == 12)
            .expect("a gallery");
        let url = inside[gallery]["items"][0]["media"]["url"]
            .as_str()
            .unwrap();
        assert_eq!(url, format!("attachment://{}", files[0]), "{body:#}");
        assert!(
            inside[gallery + 1..].iter().all(|c| c["type"] == 1),
            "the rows below the board: {body:#}"
        );
        cards += 1;
    }
    cards
}

/// Waits until the mock has heard nothing new for 0.4 s: the requests that follow a command
/// (its posts, the edits of its card).
async fn quiet(bot: &Bot) {
    let mut last = requests(&bot.rest).await.len();
    loop {
        tokio::time::sleep(Duration::from_millis(400)).await;
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
        // The player a private choice's button names, else those the post pings, else (a
        // progress post pings nobody) each player in turn: another's button is refused.
        let candidates: Vec<&Who> = match label.strip_suffix(": choose in private") {
            Some(name) => players.iter().copied().filter(|p| p.name == name).collect(),
            None => {
                let pinged: Vec<&Who> = players
                    .iter()
                    .copied()
                    .filter(|p| pings.first() == Some(&p.user))
                    .collect();
                if pinged.is_empty() {
                    players.to_vec()
                } else {
                    pinged
                }
            }
        };
        assert!(!candidates.is_empty(), "whose is {first}? pings {pings:?}");
        let mut answer = None;
        for (i, candidate) in candidates.iter().enumerate() {
            let press = bot.gateway.press(candidate, &id_of(&first), picks(&first));
            presses += 1;
            let (_, d) = data(&bot.response(&press).await);
            let text = text_of(&d).as_str().to_string();
            if text.contains("That button is") && i + 1 < candidates.len() {
                continue;
            }
            answer = Some((*candidate, d));
            break;
        }
        let (who, d) = answer.expect("a press");
        let text = text_of(&d);
        for refused in [
            "That button is",
            "no longer on offer",
            "not on offer",
            "for the players",
        ] {
            assert!(
                !text.contains(refused),
                "press {presses} of {first}: {text}"
            );
        }
        let private = rows_of(&d);
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
            let text = text_of(&d);
            assert!(!text.contains("not on offer"), "{text}");
        }
        moved_on(&store, game.version).await;
        quiet(bot).await;
    }
}

/// Waits until the game has moved on from `version` (or two seconds have passed: a press may
/// change nothing stored), so that the quiet spell that follows is the delivery of the move's
/// posts, not the command's own time, however loaded the machine.
async fn moved_on(store: &nusantara::store::Store, version: i64) {
    for _ in 0..80 {
        let game = store.latest_game_in(CHANNEL as i64).await.unwrap();
        if game.is_none_or(|g| g.version != version) {
            return;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
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
        assert!(text_of(&d).contains("Game over"), "{d}");
        assert!(every_board_is_on_a_card(&bot).await > 10);
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
        let posts = game_from(&bot, "indonesia", "indonesia_end.toml", &[&ALICE, &BOB]).await;
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
        assert!(text_of(&d).contains("Final scores"), "{d}");
        // The last post's Rematch, pressed by both players, opens the same game again.
        let (rows, _) = current_offers(&bot).await;
        let rematch = components(&rows)[0]["custom_id"]
            .as_str()
            .unwrap()
            .to_string();
        assert!(rematch.ends_with(":prematch:0"), "{rematch}");
        for who in [&ALICE, &BOB] {
            bot.response(&bot.gateway.press(who, &rematch, None)).await;
            quiet(&bot).await;
        }
        let store = nusantara::store::Store::open(&bot.db).await.unwrap();
        let game = store.latest_game_in(CHANNEL as i64).await.unwrap().unwrap();
        assert_eq!(game.status, nusantara::store::Status::Active);
        assert_eq!(game.seats.len(), 2);
        assert!(every_board_is_on_a_card(&bot).await > 0);
        bot.stop().await;
    })
    .await;
}

/// A game of `game` at the bot's channel from a described position (tests/setups/`setup`),
/// opened by the first of `players` and joined by the others through the table (a setup is a
/// script option, never a slash command's); the posts of the last join.
async fn game_from(
    bot: &Bot,
    game: &str,
    setup: &str,
    players: &[&Who],
) -> Vec<nusantara::table::Post> {
    let store = nusantara::store::Store::open(&bot.db).await.unwrap();
    let table = nusantara::table::Table::new(store);
    let setup = std::fs::read_to_string(format!("tests/setups/{setup}")).unwrap();
    let line = |who: &Who, path: &[&str], options: &[(&str, &str)]| nusantara::table::Invocation {
        user_id: who.user as i64,
        user_name: who.name.into(),
        place: nusantara::table::Place::Channel(CHANNEL as i64),
        guild: Some(GUILD_ID as i64),
        manages_server: false,
        channel_name: None,
        command: nusantara::table::Command::new(path, options),
        origin: None,
        locale: None,
        guild_locale: None,
    };
    let mut posts = table
        .handle(&line(
            players[0],
            &["game", "new"],
            &[("game", game), ("setup", &setup)],
        ))
        .await;
    for who in &players[1..] {
        posts = table.handle(&line(who, &["game", "join"], &[])).await;
    }
    posts
}

/// The last year of an East Indies game, from a described position, played to its end by
/// buttons alone: each company opens its own private choices and seals from there.
#[tokio::test]
async fn an_east_indies_game_is_played_to_its_end_by_buttons() {
    within(async {
        let bot = start_bot_with(
            async |_| {},
            |config| config.defer_after = Duration::from_secs(60),
        )
        .await;
        // The position fixes two seats: the second join starts the game.
        let posts = game_from(&bot, "indies", "indies_last_year.toml", &[&ALICE, &BOB]).await;
        assert!(
            posts.iter().any(|p| p.text.contains("East Indies begins")),
            "{posts:#?}"
        );
        let board = bot.gateway.slash(&ALICE, "game", "board", json!([]));
        bot.response(&board).await;
        quiet(&bot).await;
        let mut presses = 0;
        for who in [&ALICE, &BOB] {
            let (rows, _) = current_offers(&bot).await;
            let open = components(&rows)
                .into_iter()
                .find(|c| c["label"] == format!("{}: choose in private", who.name))
                .unwrap_or_else(|| panic!("no private button for {}: {rows:?}", who.name));
            let (_, d) = data(
                &bot.response(&bot.gateway.press(who, &id_of(&open), None))
                    .await,
            );
            presses += 1;
            assert!(is_ephemeral(&d), "{d}");
            let private = rows_of(&d);
            let seal = components(&private)
                .into_iter()
                .find(|c| {
                    c["label"]
                        .as_str()
                        .is_some_and(|l| l.to_lowercase().contains("seal"))
                })
                .unwrap_or_else(|| panic!("no seal button: {private:?}"));
            let (_, d) = data(
                &bot.response(&bot.gateway.press(who, &id_of(&seal), None))
                    .await,
            );
            presses += 1;
            let text = text_of(&d);
            assert!(!text.contains("not on offer"), "{text}");
            quiet(&bot).await;
        }
        assert_eq!(presses, 4);
        let game = nusantara::store::Store::open(&bot.db)
            .await
            .unwrap()
            .latest_game_in(CHANNEL as i64)
            .await
            .unwrap()
            .expect("the game");
        assert_eq!(game.status, nusantara::store::Status::Finished);
        assert!(every_board_is_on_a_card(&bot).await > 0);
        bot.stop().await;
    })
    .await;
}

/// "Another bid…" opens Discord's modal (a form with one number field), and its submission
/// makes the bid: a merger proposal not among the menu's 24 shown, by presses alone.
#[tokio::test]
async fn another_amount_opens_a_form_whose_answer_is_the_bid() {
    within(async {
        let bot = start_bot_with(
            async |_| {},
            |config| config.defer_after = Duration::from_secs(60),
        )
        .await;
        game_from(
            &bot,
            "indonesia",
            "indonesia_merger_rich.toml",
            &[&ALICE, &BOB, &CAROL],
        )
        .await;
        // With closed money the amounts a player can pay are offered privately: their hand.
        let hand = bot.gateway.slash(&ALICE, "game", "hand", json!([]));
        let (_, d) = data(&bot.response(&hand).await);
        let all = rows_of(&d);
        let merge = components(&all)
            .into_iter()
            .find(|c| {
                c["placeholder"]
                    .as_str()
                    .is_some_and(|p| p.starts_with("Merge"))
            })
            .unwrap_or_else(|| panic!("a Merge menu: {d}"));
        // Either company may come first: the menu lists the two pairs, each opening its bids.
        assert_eq!(merge["options"].as_array().unwrap().len(), 2, "{merge}");
        let pair = merge["options"][0]["value"].as_str().unwrap().to_string();
        let opened = bot.gateway.press(&ALICE, &id_of(&merge), Some(vec![pair]));
        let (_, d) = data(&bot.response(&opened).await);
        assert!(is_ephemeral(&d), "{d}");
        let rows = rows_of(&d);
        let merge = components(&rows).remove(0);
        assert_eq!(merge["options"].as_array().unwrap().len(), 25, "{merge}");
        let ask = bot
            .gateway
            .press(&ALICE, &id_of(&merge), Some(vec!["ask".into()]));
        let (kind, form) = data(&bot.response(&ask).await);
        assert_eq!(kind, 9, "a modal: {form}");
        let field = &form["components"][0]["components"][0];
        assert_eq!(field["type"], 4, "a text input: {form}");
        assert!(
            field["label"].as_str().unwrap().contains("100 to 400"),
            "{form}"
        );
        let submitted = bot
            .gateway
            .submit(&ALICE, form["custom_id"].as_str().unwrap(), "335");
        // Pressed in the private panel: the answer is private, the proposal goes to the channel.
        let (kind, d) = data(&bot.response(&submitted).await);
        assert_eq!(kind, 4);
        assert!(is_ephemeral(&d), "{d}");
        bot.wait_channel_post(
            CHANNEL,
            "the proposal",
            "proposes merging #1 A rice Bali with #2 A rice Jabar and bids 335",
        )
        .await;
        bot.stop().await;
    })
    .await;
}
