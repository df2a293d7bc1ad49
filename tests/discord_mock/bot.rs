//! The real bot against the stand-in: started with a database of its own, the users the tests
//! speak as, and waits for what it sends.

use super::*;
use nusantara::discord::{ServeConfig, serve};
use serde_json::{Value, json};
use std::time::Duration;
use wiremock::{MockServer, Request};

pub const CHANNEL: u64 = 100;
pub const ALICE: Who = Who {
    user: 1,
    name: "alice",
    channel: Some(CHANNEL),
};
pub const BOB: Who = Who {
    user: 2,
    name: "bob",
    channel: Some(CHANNEL),
};
pub const CAROL: Who = Who {
    user: 3,
    name: "carol",
    channel: Some(CHANNEL),
};
pub const ALICE_DM: Who = Who {
    user: 1,
    name: "alice",
    channel: None,
};
pub const BOB_DM: Who = Who {
    user: 2,
    name: "bob",
    channel: None,
};

pub struct Bot {
    pub rest: MockServer,
    pub gateway: Gateway,
    pub stop: Option<tokio::sync::oneshot::Sender<()>>,
    pub task: tokio::task::JoinHandle<anyhow::Result<()>>,
    /// The bot's database.
    pub db: String,
    pub _dir: tempfile::TempDir,
}

/// Starts the bot against the stand-in and waits until it is connected, identified and has
/// registered its commands.
pub async fn start_bot(extra: impl AsyncFnOnce(&MockServer)) -> Bot {
    start_bot_with(extra, |_| {}).await
}

/// Starts the bot (as [`start_bot`]) deferring an answer not given within `after`.
pub async fn start_bot_deferring(after: Duration) -> Bot {
    start_bot_with(async |_| {}, |config| config.defer_after = after).await
}

pub async fn start_bot_with(
    extra: impl AsyncFnOnce(&MockServer),
    configure: impl FnOnce(&mut ServeConfig),
) -> Bot {
    start_bot_on(server().await, Gateway::start().await, extra, configure).await
}

/// Starts the bot (as [`start_bot_with`]) against a REST stand-in and a gateway a test made
/// (to mount routes that need the gateway's address first, e.g. `/gateway/bot`'s shards).
pub async fn start_bot_on(
    rest: MockServer,
    gateway: Gateway,
    extra: impl AsyncFnOnce(&MockServer),
    configure: impl FnOnce(&mut ServeConfig),
) -> Bot {
    gateway.serve_for(&rest.address().to_string());
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
    pub async fn response(&self, interaction: &(u64, String)) -> Request {
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
    pub async fn channel_posts(&self, channel: u64) -> Vec<Request> {
        let path = format!("/api/v10/channels/{channel}/messages");
        requests(&self.rest)
            .await
            .into_iter()
            .filter(|r| r.method.as_str() == "POST" && r.url.path() == path)
            .collect()
    }

    /// `who` sends a slash command; the bot's response to it.
    pub async fn ask(&self, who: &Who, top: &str, sub: &str, options: Value) -> Request {
        let interaction = self.gateway.slash(who, top, sub, options);
        self.response(&interaction).await
    }

    /// `/game new game:<game>` from `who`: the interaction's (id, token).
    pub fn open_table(&self, who: &Who, game: &str) -> (u64, String) {
        self.gateway.slash(who, "game", "new", game_option(game))
    }

    /// `who` opens a table of `game` and `also` take seats: the opening's response.
    pub async fn seated(&self, who: &Who, game: &str, also: &[&Who]) -> Request {
        let opened = self.response(&self.open_table(who, game)).await;
        for other in also {
            self.ask(other, "game", "join", json!([])).await;
        }
        opened
    }

    /// Sends `interaction`, made by [`interaction_json`] and changed as a test needs, as
    /// Discord does; the bot's response to it.
    pub async fn answer(&self, interaction: Value) -> Request {
        let text = |key: &str| interaction[key].as_str().unwrap_or_default().to_string();
        let (id, token) = (
            text("id").parse().expect("an interaction id"),
            text("token"),
        );
        self.gateway.dispatch("INTERACTION_CREATE", interaction);
        self.response(&(id, token)).await
    }

    /// A fresh interaction of `kind` (2 a slash command, 4 an autocomplete) from `who` as
    /// Discord sends it, with token `token`, to change before it is sent with [`Bot::answer`].
    pub fn interaction(
        &self,
        kind: u8,
        token: &str,
        who: &Who,
        (top, sub): (&str, &str),
        options: Value,
    ) -> Value {
        interaction_json(self.gateway.fresh_id(), token, kind, who, top, sub, options)
    }

    /// The bot's edit of its answer to `interaction` (a deferred answer, or an upload after
    /// the acknowledgement), waited for as `what`.
    pub async fn edited_answer(&self, interaction: &(u64, String), what: &str) -> Request {
        let token = &interaction.1;
        let original = format!("/api/v10/webhooks/{APP_ID}/{token}/messages/@original");
        wait_for_request(&self.rest, what, |r| {
            r.method.as_str() == "PATCH" && r.url.path() == original
        })
        .await
    }

    /// The first request that posted or edited a message of `channel` whose words contain
    /// `contains`.
    pub async fn wait_channel_post(&self, channel: u64, what: &str, contains: &str) -> Request {
        let path = format!("/api/v10/channels/{channel}/messages");
        // A new message, or an edit of one (a card edited to show who is still awaited).
        wait_for_request(&self.rest, what, |r| {
            let posted = r.method.as_str() == "POST" && r.url.path() == path;
            let edited = r.method.as_str() == "PATCH" && r.url.path().starts_with(&path);
            (posted || edited) && text_of(&payload(r)).contains(contains)
        })
        .await
    }

    /// Stops the bot; fails the test if the stand-in refused any message the bot sent (as
    /// Discord would have). The command registration is checked by its own test.
    pub async fn stop(mut self) {
        let refused: Vec<String> = refused(&self.rest)
            .await
            .into_iter()
            .filter(|r| !r.contains("/commands:"))
            .collect();
        assert!(
            refused.is_empty(),
            "Discord would refuse {} of the bot's requests:\n{}",
            refused.len(),
            refused.join("\n")
        );
        self.stop.take().unwrap().send(()).unwrap();
        let result = tokio::time::timeout(WAIT, self.task)
            .await
            .expect("the bot stops promptly after the shutdown signal")
            .expect("the bot's task does not panic");
        result.expect("the bot exits cleanly");
    }
}

/// `/game new`'s options naming `game`.
pub fn game_option(game: &str) -> Value {
    json!([{"name": "game", "type": 3, "value": game}])
}

/// The options of an autocomplete of `table:` with nothing typed yet.
pub fn table_typed() -> Value {
    json!([{"name": "table", "type": 3, "value": "", "focused": true}])
}

pub fn data(resp: &Request) -> (u64, Value) {
    let body = payload(resp);
    (body["type"].as_u64().unwrap_or(0), body["data"].clone())
}

pub async fn within<T>(f: impl std::future::Future<Output = T>) -> T {
    tokio::time::timeout(Duration::from_secs(90), f)
        .await
        .expect("the test took too long")
}

/// Opens a two-player Festivals table in the channel and starts it; returns the start's
/// public response.
pub async fn festivals_started(bot: &Bot) -> Value {
    bot.seated(&ALICE, "festivals", &[&BOB]).await;
    payload(&bot.ask(&ALICE, "game", "start", json!([])).await)
}
