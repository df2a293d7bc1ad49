//! Issue 39.1: a private answer never ends up public. On Discord the first follow-up after a
//! deferral takes the place of the deferred message with the deferral's visibility, whatever
//! its own ephemeral flag; and an interaction acknowledged once refuses a second response
//! with error 40060. The stand-in models both (discord_mock/deferrals.rs).

#[path = "discord_mock/deferrals.rs"]
mod deferrals;
mod discord_mock;

use deferrals::Rules;
use discord_mock::*;
use serde_json::json;
use std::time::Duration;
use wiremock::Request;

/// A SQLite file holding an Indonesia game (tests/data/indonesia-typed-step-by-step.txt, closed
/// money) played up to alice's first pass after operating a company, every post delivered: the
/// bot continues it.
async fn indonesia_until_alice_passes(dir: &tempfile::TempDir) -> String {
    // The example game as its bots played it before they gave whole operations in one
    // command: alice's pass after operating is a command of its own there.
    let script = std::fs::read_to_string(
        std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("tests/data/indonesia-typed-step-by-step.txt"),
    )
    .unwrap();
    // Alice's first pass after operating a company: her revenue is told to her alone.
    let all: Vec<&str> = script.lines().collect();
    let lines = (1..all.len())
        .find(|&i| {
            all[i] == "@alice #indonesia /indonesia pass"
                && all[i.saturating_sub(3)..i]
                    .iter()
                    .any(|l| l.starts_with("@alice #indonesia /indonesia operate"))
        })
        .expect("the example game has alice pass after operating");
    stored_table(dir, &all[..lines]).await
}

/// A player of the example game, in its channel.
fn player(name: &'static str) -> Who {
    Who::in_channel(name, "indonesia")
}

/// A message posted to `channel` whose words contain `words`.
fn posted_to(r: &Request, channel: u64, words: &str) -> bool {
    r.method.as_str() == "POST"
        && r.url.path() == format!("/api/v10/channels/{channel}/messages")
        && text_of(&payload(r)).contains(words)
}

/// A pass in the example game's closed-money era is answered with the board (public) and,
/// first, the revenue alice alone may see (private). Deferred publicly while the board is
/// drawn, the edit of the deferred message fails: the board goes to the channel as a post,
/// and the private note must not be a follow-up, which would take the public deferred
/// message's place: it goes by DM.
#[tokio::test]
async fn a_private_note_never_takes_the_place_of_a_public_deferral_whose_edit_failed() {
    within(async {
        let dir = tempfile::tempdir().unwrap();
        // Next comes alice's pass: her revenue first, then the board.
        let db = indonesia_until_alice_passes(&dir).await;
        let failing = Rules {
            failing_edits: true,
            ..Rules::default()
        };
        let bot = start_bot_with(
            async |rest| deferrals::mount(rest, failing).await,
            |config| {
                config.database_url = db;
                config.defer_after = Duration::ZERO;
            },
        )
        .await;
        let alice = player("alice");
        let channel = alice.channel.unwrap();
        let pass = bot.gateway.slash(&alice, "indonesia", "pass", json!([]));
        let (kind, d) = data(&bot.response(&pass).await);
        assert_eq!(kind, 5, "deferred while the board is drawn");
        assert!(!is_ephemeral(&d), "publicly: the answer shows the board");
        bot.wait_channel_post(channel, "the board, posted", "stops expanding")
            .await;
        let token = pass.1.clone();
        let dm = dm_channel_of(alice.user);
        // The note, wherever it went: a follow-up of the interaction or a DM.
        wait_for_request(&bot.rest, "alice's revenue note", |r| {
            let followed = r.method.as_str() == "POST"
                && r.url.path() == format!("/api/v10/webhooks/{APP_ID}/{token}")
                && text_of(&payload(r)).contains("rupiah goes to cash");
            followed || posted_to(r, dm, "rupiah goes to cash")
        })
        .await;
        let leaked = deferrals::leaks(&token);
        assert!(
            leaked.is_empty(),
            "private answers shown to everyone: {leaked:?}"
        );
        assert!(
            requests(&bot.rest)
                .await
                .iter()
                .any(|r| posted_to(r, dm, "rupiah goes to cash")),
            "the note reached alice by DM"
        );
        bot.stop().await;
    })
    .await;
}

/// The deferral reached Discord but its answer was lost on the way back (here: answered after
/// the bot stopped waiting). The bot's answer then meets error 40060, "already acknowledged":
/// the interaction was deferred privately by the bot itself, so the private answer replaces
/// that deferred message rather than being lost, and nothing is shown to everyone.
#[tokio::test]
async fn a_private_answer_after_a_deferral_whose_answer_was_lost_reaches_its_user() {
    within(async {
        let late = Rules {
            late_deferrals: Some(Duration::from_secs(3)),
            ..Rules::default()
        };
        let bot = start_bot_with(
            async |rest| deferrals::mount(rest, late).await,
            |config| config.retry.timeout = Duration::from_secs(1),
        )
        .await;
        bot.response(&bot.open_table(&ALICE, "festivals")).await;
        // Old enough to be deferred at once (privately: not yet checked).
        let id = bot.gateway.aged_id(Duration::from_millis(2500));
        let token = format!("a-deferral-answered-late-{id}");
        check::interaction_made(id, 2);
        check::interaction_in(id, CHANNEL);
        let again = interaction_json(id, &token, 2, &BOB, "game", "new", game_option("festivals"));
        bot.gateway.dispatch("INTERACTION_CREATE", again);
        let original = format!("/api/v10/webhooks/{APP_ID}/{token}/messages/@original");
        let dm = dm_channel_of(BOB.user);
        wait_for_request(&bot.rest, "bob's refusal", |r| {
            let edited = r.method.as_str() == "PATCH" && r.url.path() == original;
            (edited && text_of(&payload(r)).contains("already has"))
                || posted_to(r, dm, "already has")
        })
        .await;
        let shown = deferrals::shown(&token);
        assert!(
            shown
                .iter()
                .any(|s| s.private && s.text.contains("already has")),
            "the refusal reached bob privately: {shown:?}"
        );
        assert!(
            deferrals::leaks(&token).is_empty() && shown.iter().all(|s| s.private),
            "{shown:?}"
        );
        bot.stop().await;
    })
    .await;
}
