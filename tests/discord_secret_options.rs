//! A command given with a secret option (Indonesia's `up_to:`, a maximum bid) is answered
//! privately: Discord shows a public answer's "used /indonesia merge …" header with every
//! option to the channel. The proposal itself, public by the rules, is posted to the channel
//! as a message of its own, which never names the maximum.

#[path = "discord_mock/deferrals.rs"]
mod deferrals;
mod discord_mock;

use discord_mock::*;
use serde_json::json;
use std::time::Duration;

/// A SQLite file holding an Indonesia table in its Mergers phase: alice (400 rupiah) may
/// propose merging her rice in Bali with bob's in Jawa Barat (bids 100, 105, …).
async fn mergers(dir: &tempfile::TempDir) -> String {
    stored_table(
        dir,
        &[
            "@alice #t /game new game:indonesia setup:setups/indonesia_merger_rich.toml",
            "@bob #t /game join",
            "@carol #t /game join",
            "@alice #t /game start",
        ],
    )
    .await
}

/// The bot on [`mergers`]' table, with Discord's deferral rules, deferring after `defer_after`.
async fn bot_on_mergers(dir: &tempfile::TempDir, defer_after: Duration) -> Bot {
    let db = mergers(dir).await;
    start_bot_with(
        async |rest| deferrals::mount(rest, deferrals::Rules::default()).await,
        |config| {
            config.database_url = db;
            config.defer_after = defer_after;
        },
    )
    .await
}

fn player(name: &'static str) -> Who {
    Who::in_channel(name, "t")
}

fn text(v: u64) -> serde_json::Value {
    json!({"type": 3, "value": v.to_string()})
}

/// The messages the channel sees: every message posted or edited there, and each interaction's
/// messages that everyone sees (as the stand-in's rules of visibility decide).
async fn public_texts(bot: &Bot, channel: u64, tokens: &[&str]) -> Vec<String> {
    let path = format!("/api/v10/channels/{channel}/messages");
    let mut said: Vec<String> = requests(&bot.rest)
        .await
        .iter()
        .filter(|r| r.url.path().starts_with(&path))
        .map(|r| text_of(&payload(r)))
        .collect();
    for token in tokens {
        let leaked = deferrals::leaks(token);
        assert!(
            leaked.is_empty(),
            "a private answer shown to all: {leaked:?}"
        );
        said.extend(
            deferrals::shown(token)
                .into_iter()
                .filter(|s| !s.private)
                .map(|s| s.text),
        );
    }
    said
}

#[tokio::test]
async fn a_maximum_is_answered_privately_and_never_reaches_the_channel() {
    within(async {
        let dir = tempfile::tempdir().unwrap();
        let bot = bot_on_mergers(&dir, Duration::ZERO).await;
        let (alice, bob) = (player("alice"), player("bob"));
        let channel = alice.channel.unwrap();
        let named = |name: &str, v: serde_json::Value| {
            let mut v = v;
            v["name"] = json!(name);
            v
        };
        let merge = bot.gateway.slash(
            &alice,
            "indonesia",
            "merge",
            json!([
                named("first", text(1)),
                named("second", text(2)),
                named("bid", json!({"type": 4, "value": 100})),
                named("up_to", text(385)),
            ]),
        );
        let (_, d) = data(&bot.response(&merge).await);
        assert!(is_ephemeral(&d), "answered privately: {d}");
        bot.wait_channel_post(channel, "the proposal, posted apart", "proposes")
            .await;
        let raise = bot.gateway.slash(
            &bob,
            "indonesia",
            "raise",
            json!([named("up_to", text(163))]),
        );
        let (_, d) = data(&bot.response(&raise).await);
        assert!(is_ephemeral(&d), "answered privately: {d}");
        bot.wait_channel_post(channel, "the raise, posted apart", "bids 105")
            .await;
        // carol leaves the auction: the maxima play it out, alice winning at 160 (bob's 163
        // allows no 165). Her pass is public: its answer tells it.
        let pass = bot
            .gateway
            .slash(&player("carol"), "indonesia", "pass", json!([]));
        bot.response(&pass).await;
        let end = bot.edited_answer(&pass, "the pass's public answer").await;
        assert!(
            text_of(&payload(&end)).contains("wins the merger for 160"),
            "the maxima played the auction out: {}",
            text_of(&payload(&end))
        );
        // Nothing the channel sees names either maximum.
        let said = public_texts(&bot, channel, &[&merge.1, &raise.1, &pass.1]).await;
        assert!(
            said.len() >= 3,
            "the proposal, the raise, the end: {said:?}"
        );
        for said in said {
            assert!(
                !said.contains("385") && !said.contains("163"),
                "a maximum in the channel: {said}"
            );
        }
        bot.stop().await;
    })
    .await;
}

fn buttons(body: &serde_json::Value) -> Vec<serde_json::Value> {
    rows_of(body)
        .iter()
        .flat_map(|r| r["components"].as_array().cloned().unwrap_or_default())
        .collect()
}

/// "Raise up to…" beside the auction's raises opens a form asking the maximum (neither the
/// button nor the form holds one); submitted, it is `/indonesia raise up_to:<n>`: answered
/// privately, with the command's refusals, the raise posted to the channel apart, and the
/// maximum nowhere public.
#[tokio::test]
async fn raise_up_to_opens_a_form_answered_privately() {
    within(async {
        let dir = tempfile::tempdir().unwrap();
        let bot = bot_on_mergers(&dir, Duration::from_secs(60)).await;
        let (alice, bob) = (player("alice"), player("bob"));
        let channel = alice.channel.unwrap();
        let merge = bot.gateway.slash(
            &alice,
            "indonesia",
            "merge",
            json!([
                {"name": "first", "type": 3, "value": "1"},
                {"name": "second", "type": 3, "value": "2"},
                {"name": "bid", "type": 4, "value": 100},
            ]),
        );
        // The proposal's card: bob's turn to raise.
        let (_, card) = data(&bot.response(&merge).await);
        assert!(!is_ephemeral(&card), "{card}");
        let all = buttons(&card);
        let button = all
            .iter()
            .find(|c| c["label"] == "Raise up to…")
            .unwrap_or_else(|| panic!("a Raise up to… button: {card}"));
        // Beside the raises (a menu here: several amounts are on offer).
        assert!(
            card.to_string().contains("\"label\":\"Raise to 105\""),
            "the raises: {card}"
        );
        let id = button["custom_id"].as_str().unwrap().to_string();
        let pressed = bot.gateway.press(&bob, &id, None);
        let (kind, form) = data(&bot.response(&pressed).await);
        assert_eq!(kind, 9, "a modal: {form}");
        let field = &form["components"][0]["components"][0];
        assert_eq!(field["type"], 4, "a text input: {form}");
        let form_id = form["custom_id"].as_str().unwrap().to_string();
        let submit = |typed: &str| bot.gateway.submit(&bob, &form_id, typed);
        // Refused privately: more than bob's cash, or less than the next legal bid.
        for (typed, why) in [("999", "you have only"), ("101", "105")] {
            let (_, d) = data(&bot.response(&submit(typed)).await);
            assert!(is_ephemeral(&d), "refused privately: {d}");
            assert!(text_of(&d).contains(why), "{typed}: {d}");
        }
        let submitted = submit("163");
        let (_, d) = data(&bot.response(&submitted).await);
        assert!(is_ephemeral(&d), "answered privately: {d}");
        assert!(text_of(&d).contains("163"), "the maximum told to bob: {d}");
        bot.wait_channel_post(channel, "the raise, posted apart", "bids 105")
            .await;
        // The auction goes on: carol passes, alice is asked (bob's maximum raises for him
        // when it comes back to him).
        let pass = bot
            .gateway
            .slash(&player("carol"), "indonesia", "pass", json!([]));
        let (_, d) = data(&bot.response(&pass).await);
        assert!(text_of(&d).contains("at least 110"), "{d}");
        let said = public_texts(&bot, channel, &[&merge.1, &pass.1, &submitted.1]).await;
        for said in said {
            assert!(!said.contains("163"), "a maximum in the channel: {said}");
        }
        for text in [id.as_str(), form_id.as_str(), &form.to_string()] {
            assert!(!text.contains("163"), "the form holds no maximum: {text}");
        }
        bot.stop().await;
    })
    .await;
}
