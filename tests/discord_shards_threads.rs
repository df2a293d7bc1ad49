//! What the bot does around Discord's sharding and threads, against the stand-in: `serve`
//! starts every shard `/gateway/bot` recommends; a game in a thread is refused where the
//! thread is locked, kept open before Discord archives it (or reopened, with the host told how
//! to keep it open), and a post a locked thread refuses is reported to the host; the closed-DM
//! notice notifies the player it names.

mod discord_mock;

use discord_mock::threads::*;
use discord_mock::*;
use serde_json::{Value, json};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// Without a shard range, `serve` starts the shards Discord recommends (serenity's
/// autosharding): two here, each identified as `[id, 2]`, and the bot answers as before.
#[tokio::test]
async fn serve_starts_every_shard_discord_recommends() {
    within(async {
        let rest = server().await;
        let gateway = Gateway::start().await;
        mount_recommended_shards(&rest, &gateway.url, 2).await;
        let bot = start_bot_on(rest, gateway, async |_| {}, |_| {}).await;
        // serenity identifies one shard every 5 seconds.
        let deadline = tokio::time::Instant::now() + Duration::from_secs(12);
        while identified_shards(&bot.gateway).len() < 2 && tokio::time::Instant::now() < deadline {
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        let mut shards = identified_shards(&bot.gateway);
        shards.sort_by_key(|s| s[0].as_u64());
        assert_eq!(shards, vec![json!([0, 2]), json!([1, 2])]);
        // The bot still answers, through shard 0.
        let (_, d) = data(
            &bot.ask(&ALICE, "game", "new", game_option("festivals"))
                .await,
        );
        assert!(text_of(&d).contains("festivals") || text_of(&d).contains("Festivals"));
        bot.stop().await;
    })
    .await;
}

/// The threads of these tests (each its own: the bot's watch list is its process's).
const LOCKED: u64 = 700_001;
const KEPT: u64 = 700_002;
const REOPENED: u64 = 700_003;
const REFUSING: u64 = 700_004;

/// Who speaks in `thread`.
fn in_thread(who: &Who, thread: u64) -> Who {
    Who {
        channel: Some(thread),
        ..*who
    }
}

/// A slash command from `who` in `thread` as Discord sends it: the channel with its
/// `thread_metadata`, the bot's permissions there `permissions`.
fn from_thread(
    bot: &Bot,
    who: &Who,
    thread: u64,
    meta: Value,
    permissions: u64,
    (top, sub): (&str, &str),
    options: Value,
) -> Value {
    let token = format!("thread-{thread}-{}", bot.gateway.fresh_id());
    let mut v = bot.interaction(2, &token, &in_thread(who, thread), (top, sub), options);
    v["channel"] = interaction_channel(thread, meta);
    v["app_permissions"] = json!(permissions.to_string());
    v
}

/// An open thread whose auto-archive duration is an hour, its last message 55 minutes old:
/// Discord archives it in 5 minutes.
fn about_to_archive(id: u64) -> Value {
    let meta = thread_metadata(false, false, 60, Duration::from_secs(3 * 3600));
    thread_json(id, meta, Duration::from_secs(55 * 60))
}

/// A bot looking after its threads every 100 ms, with `thread` kept by the stand-in (the bot
/// may Manage Threads there when `manage_threads`); the thread, to change as Discord would.
async fn bot_with_thread(thread: Value, manage_threads: bool) -> (Bot, Arc<Mutex<Value>>) {
    let slot = Arc::new(Mutex::new(None));
    let put = slot.clone();
    let bot = start_bot_with(
        async move |rest: &wiremock::MockServer| {
            let state = mount_thread(rest, thread, manage_threads).await;
            *put.lock().unwrap() = Some(state);
        },
        |config| config.sweep_every = Duration::from_millis(100),
    )
    .await;
    let state = slot.lock().unwrap().take().expect("the thread is mounted");
    (bot, state)
}

/// The body of each change the bot asked of `thread`, waited for until there are `n`.
async fn edits_of(bot: &Bot, thread: u64, n: usize) -> Vec<Value> {
    let route = format!("/api/v10/channels/{thread}");
    let what = format!("{n} changes of thread {thread}");
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        let edits = thread_edits(&bot.rest, thread).await;
        if edits.len() >= n || tokio::time::Instant::now() > deadline {
            assert!(
                edits.len() >= n,
                "timed out waiting for {what} ({route}): {edits:?}"
            );
            return edits;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
}

/// The DMs the bot sent `who` so far, as words.
async fn dms_to(bot: &Bot, who: &Who) -> Vec<String> {
    bot.channel_posts(dm_channel_of(who.user))
        .await
        .iter()
        .map(|r| text_of(&payload(r)))
        .collect()
}

/// `/game new` in a locked thread is refused, privately, saying why and what to do; no table
/// is opened there (the bot could not post in it).
#[tokio::test]
async fn game_new_in_a_locked_thread_is_refused_saying_what_to_do() {
    within(async {
        let bot = start_bot(async |_| {}).await;
        let meta = thread_metadata(false, true, 1440, Duration::from_secs(60));
        let new = from_thread(
            &bot,
            &ALICE,
            LOCKED,
            meta,
            BOT_PERMISSIONS,
            ("game", "new"),
            game_option("festivals"),
        );
        let (_, d) = data(&bot.answer(new).await);
        assert!(is_ephemeral(&d));
        let text = text_of(&d);
        assert!(text.contains("locked"), "{text}");
        assert!(
            text.contains("/game new") && text.contains("Manage Threads"),
            "{text}"
        );
        let store = nusantara::store::Store::open(&bot.db).await.unwrap();
        assert!(store.latest_game_in(LOCKED as i64).await.unwrap().is_none());
        bot.stop().await;
    })
    .await;
}

/// A game's thread about to be archived (an hour's duration, its last message 55 minutes old)
/// is kept open by a bot that may Manage Threads there: it changes the thread's auto-archive
/// duration to a week, which Discord counts as activity, and asks nothing of the host.
#[tokio::test]
async fn a_games_thread_is_kept_open_before_discord_archives_it() {
    within(async {
        let (bot, thread) = bot_with_thread(about_to_archive(KEPT), true).await;
        let open = thread_metadata(false, false, 60, Duration::from_secs(3 * 3600));
        let new = from_thread(
            &bot,
            &ALICE,
            KEPT,
            open,
            BOT_PERMISSIONS | MANAGE_THREADS,
            ("game", "new"),
            game_option("festivals"),
        );
        bot.answer(new).await;
        let edits = edits_of(&bot, KEPT, 1).await;
        assert_eq!(edits, vec![json!({"auto_archive_duration": 10080})]);
        assert_eq!(thread.lock().unwrap()["thread_metadata"]["archived"], false);
        // Once is enough: the thread now has a week.
        tokio::time::sleep(Duration::from_millis(400)).await;
        assert_eq!(thread_edits(&bot.rest, KEPT).await.len(), 1);
        assert!(
            dms_to(&bot, &ALICE).await.is_empty(),
            "the host has nothing to do"
        );
        bot.stop().await;
    })
    .await;
}

/// Without Manage Threads the bot cannot keep the thread open: the host is told once how to
/// (with the thread, the game and Discord's duration named); once Discord has archived it, a
/// command from the archived thread has the bot reopen it (`archived: false`, which Send
/// Messages in Threads allows).
#[tokio::test]
async fn without_manage_threads_the_host_is_told_and_an_archived_thread_is_reopened() {
    within(async {
        let (bot, thread) = bot_with_thread(about_to_archive(REOPENED), false).await;
        let open = thread_metadata(false, false, 60, Duration::from_secs(3 * 3600));
        let new = from_thread(
            &bot,
            &ALICE,
            REOPENED,
            open,
            BOT_PERMISSIONS,
            ("game", "new"),
            game_option("festivals"),
        );
        bot.answer(new).await;
        let told = bot
            .wait_channel_post(
                dm_channel_of(ALICE.user),
                "the host told how to keep the thread open",
                "Manage Threads",
            )
            .await;
        let text = text_of(&payload(&told));
        assert!(
            text.contains(&format!("<#{REOPENED}>"))
                && text.contains("The Festivals")
                && text.contains("1 hour"),
            "{text}"
        );
        assert!(
            thread_edits(&bot.rest, REOPENED).await.is_empty(),
            "no change the bot may not make"
        );

        // Discord archives the idle thread; bob's command from it has the bot reopen it.
        thread.lock().unwrap()["thread_metadata"]["archived"] = json!(true);
        let archived = thread_metadata(true, false, 60, Duration::ZERO);
        let join = from_thread(
            &bot,
            &BOB,
            REOPENED,
            archived,
            BOT_PERMISSIONS,
            ("game", "join"),
            json!([]),
        );
        bot.answer(join).await;
        assert_eq!(
            edits_of(&bot, REOPENED, 1).await,
            vec![json!({"archived": false})]
        );
        assert_eq!(thread.lock().unwrap()["thread_metadata"]["archived"], false);
        let asked = dms_to(&bot, &ALICE).await;
        assert_eq!(
            asked
                .iter()
                .filter(|t| t.contains("Manage Threads"))
                .count(),
            1,
            "told once: {asked:?}"
        );
        bot.stop().await;
    })
    .await;
}

/// A post to a game's thread that a moderator locked meanwhile is refused by Discord (error
/// 160005); the host is told by DM that the thread is locked and who can unlock it.
#[tokio::test]
async fn a_post_refused_by_a_locked_thread_is_reported_to_the_host() {
    within(async {
        let recent = thread_metadata(false, false, 1440, Duration::from_secs(3600));
        let (bot, thread) = bot_with_thread(
            thread_json(REFUSING, recent.clone(), Duration::from_secs(60)),
            true,
        )
        .await;
        let ask = |who: &Who, command: (&str, &str), options: Value| {
            from_thread(
                &bot,
                who,
                REFUSING,
                recent.clone(),
                BOT_PERMISSIONS | MANAGE_THREADS,
                command,
                options,
            )
        };
        bot.answer(ask(&ALICE, ("game", "new"), game_option("festivals")))
            .await;
        bot.answer(ask(&BOB, ("game", "join"), json!([]))).await;
        bot.answer(ask(&ALICE, ("game", "start"), json!([]))).await;
        thread.lock().unwrap()["thread_metadata"]["locked"] = json!(true);
        // Bob plans by DM: the thread is told (a post, or an edit of the turn card).
        bot.ask(
            &BOB_DM,
            "festivals",
            "plan",
            json!([{"name": "tickets", "type": 3, "value": "none"}]),
        )
        .await;
        let told = bot
            .wait_channel_post(
                dm_channel_of(ALICE.user),
                "the host told of the locked thread",
                "the thread is locked",
            )
            .await;
        let text = text_of(&payload(&told));
        assert!(
            text.contains(&format!("<#{REFUSING}>"))
                && text.contains("the thread is locked")
                && text.contains("Manage Threads"),
            "{text}"
        );
        assert!(!text.contains("160005") && !text.contains("HTTP"), "{text}");

        // A command from the locked thread: the host hears, once, that nobody can play there.
        let locked = thread_metadata(false, true, 1440, Duration::ZERO);
        for _ in 0..2 {
            let board = from_thread(
                &bot,
                &BOB,
                REFUSING,
                locked.clone(),
                BOT_PERMISSIONS | MANAGE_THREADS,
                ("game", "board"),
                json!([]),
            );
            bot.answer(board).await;
        }
        bot.wait_channel_post(
            dm_channel_of(ALICE.user),
            "the host told that nobody can play in the locked thread",
            "nobody can play",
        )
        .await;
        tokio::time::sleep(Duration::from_millis(400)).await;
        let told = dms_to(&bot, &ALICE).await;
        assert_eq!(
            told.iter()
                .filter(|t| t.contains("nobody can play"))
                .count(),
            1,
            "told once: {told:?}"
        );
        assert!(
            thread_edits(&bot.rest, REFUSING).await.is_empty(),
            "a locked thread is never unlocked by the bot"
        );
        bot.stop().await;
    })
    .await;
}

/// The channel's notice that a player's DMs are closed names the player and notifies them
/// (its `allowed_mentions` lists them): it is how they learn it.
#[tokio::test]
async fn the_closed_dm_notice_notifies_the_player_it_names() {
    within(async {
        let bot = start_bot(async |rest: &wiremock::MockServer| {
            posting_in(dm_channel_of(BOB.user))
                .respond_with(closed_dm_error())
                .mount(rest)
                .await;
        })
        .await;
        festivals_started(&bot).await;
        let notice = bot
            .wait_channel_post(CHANNEL, "the closed-DM notice", "DMs with me are closed")
            .await;
        let body = payload(&notice);
        assert!(text_of(&body).starts_with("<@2>"), "{}", text_of(&body));
        assert_eq!(body["allowed_mentions"]["users"], json!(["2"]), "{body}");
        bot.stop().await;
    })
    .await;
}
