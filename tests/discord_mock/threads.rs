//! Threads as Discord keeps them: a thread channel (type 11, or 12 private) with its
//! `thread_metadata`, read with `GET /channels/{id}` and changed with `PATCH /channels/{id}` by
//! Discord's rules (unarchiving an unlocked thread needs Send Messages in Threads, anything else
//! Manage Threads; an archived thread takes no other change), and a locked thread refusing
//! posts with error 160005.

use super::*;
use serde_json::{Value, json};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use wiremock::matchers::{method, path, path_regex};
use wiremock::{Mock, MockServer, Request, ResponseTemplate};

/// Discord's `thread_metadata`: archived or not, locked or not, its auto-archive duration in
/// minutes, its archive status last changed `archive_age` ago.
pub fn thread_metadata(archived: bool, locked: bool, minutes: u64, archive_age: Duration) -> Value {
    json!({
        "archived": archived,
        "auto_archive_duration": minutes,
        "archive_timestamp": timestamp_ago(archive_age),
        "locked": locked,
        "create_timestamp": timestamp_ago(archive_age),
    })
}

/// An ISO 8601 timestamp `age` ago.
pub fn timestamp_ago(age: Duration) -> String {
    let at = std::time::SystemTime::now() - age;
    let secs = at.duration_since(std::time::UNIX_EPOCH).unwrap().as_secs() as i64;
    let (days, rest) = (secs.div_euclid(86_400), secs.rem_euclid(86_400));
    // Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}.000000+00:00",
        rest / 3600,
        rest / 60 % 60,
        rest % 60
    )
}

/// A public thread of [`super::bot::CHANNEL`] in the stand-in's guild, as `GET /channels/{id}`
/// gives it: its last message made `last_message_age` ago.
pub fn thread_json(id: u64, meta: Value, last_message_age: Duration) -> Value {
    json!({
        "id": id.to_string(),
        "type": 11,
        "guild_id": GUILD_ID.to_string(),
        "parent_id": super::bot::CHANNEL.to_string(),
        "owner_id": "1",
        "name": "a-game",
        "last_message_id": snowflake_aged(last_message_age, 1).to_string(),
        "rate_limit_per_user": 0,
        "message_count": 12,
        "member_count": 3,
        "total_message_sent": 12,
        "flags": 0,
        "thread_metadata": meta,
    })
}

/// The interaction's `channel` for a thread (what Discord sends with an interaction from it).
pub fn interaction_channel(id: u64, meta: Value) -> Value {
    json!({
        "id": id.to_string(),
        "type": 11,
        "name": "a-game",
        "guild_id": GUILD_ID.to_string(),
        "parent_id": super::bot::CHANNEL.to_string(),
        "flags": 0,
        "thread_metadata": meta,
    })
}

/// Manage Threads, a permission bit.
pub const MANAGE_THREADS: u64 = 1 << 34;

/// A thread the stand-in keeps: `GET` gives it as it now is, `PATCH` changes it by Discord's
/// rules (the bot may Manage Threads when `manage_threads`), a post while it is locked is
/// refused with 160005. Gives the thread, to read or change in a test.
pub async fn mount_thread(
    server: &MockServer,
    thread: Value,
    manage_threads: bool,
) -> Arc<Mutex<Value>> {
    let id = thread["id"].as_str().unwrap().to_string();
    let state = Arc::new(Mutex::new(thread));
    let route = format!("/api/v10/channels/{id}");
    let now = state.clone();
    Mock::given(method("GET"))
        .and(path(route.clone()))
        .respond_with(move |_: &Request| {
            ResponseTemplate::new(200).set_body_json(now.lock().unwrap().clone())
        })
        .mount(server)
        .await;
    let edited = state.clone();
    Mock::given(method("PATCH"))
        .and(path(route))
        .respond_with(move |req: &Request| {
            let change: Value = serde_json::from_slice(&req.body).unwrap_or(Value::Null);
            let mut thread = edited.lock().unwrap();
            let meta = thread["thread_metadata"].clone();
            let keys: Vec<&String> = change
                .as_object()
                .map(|o| o.keys().collect())
                .unwrap_or_default();
            let only_unarchive = keys.len() == 1 && change["archived"] == false;
            if meta["archived"] == true
                && !change
                    .as_object()
                    .is_some_and(|o| o.contains_key("archived"))
            {
                return ResponseTemplate::new(400)
                    .set_body_json(json!({"code": 50083, "message": "Thread is archived"}));
            }
            let allowed = manage_threads || (only_unarchive && meta["locked"] == false);
            if !allowed {
                return ResponseTemplate::new(403)
                    .set_body_json(json!({"code": 50013, "message": "Missing Permissions"}));
            }
            for (key, value) in change.as_object().into_iter().flatten() {
                if matches!(
                    key.as_str(),
                    "archived" | "locked" | "auto_archive_duration"
                ) {
                    thread["thread_metadata"][key] = value.clone();
                    if key == "archived" {
                        thread["thread_metadata"]["archive_timestamp"] =
                            json!(timestamp_ago(Duration::ZERO));
                    }
                }
            }
            ResponseTemplate::new(200).set_body_json(thread.clone())
        })
        .mount(server)
        .await;
    let locked = state.clone();
    Mock::given(method("PATCH"))
        .and(path_regex(format!(
            r"^/api/v10/channels/{id}/messages/\d+$"
        )))
        .and(move |_: &Request| locked.lock().unwrap()["thread_metadata"]["locked"] == true)
        .respond_with(
            ResponseTemplate::new(400)
                .set_body_json(json!({"code": 160005, "message": "Thread is locked"})),
        )
        .with_priority(2)
        .mount(server)
        .await;
    let locked = state.clone();
    let posts = format!("/api/v10/channels/{id}/messages");
    Mock::given(method("POST"))
        .and(path(posts))
        .and(move |_: &Request| locked.lock().unwrap()["thread_metadata"]["locked"] == true)
        .respond_with(
            ResponseTemplate::new(400)
                .set_body_json(json!({"code": 160005, "message": "Thread is locked"})),
        )
        .with_priority(2)
        .mount(server)
        .await;
    state
}

/// The changes the bot asked of a thread (`PATCH /channels/{id}` bodies), in order.
pub async fn thread_edits(server: &MockServer, id: u64) -> Vec<Value> {
    let route = format!("/api/v10/channels/{id}");
    requests(server)
        .await
        .iter()
        .filter(|r| r.method.as_str() == "PATCH" && r.url.path() == route)
        .map(|r| serde_json::from_slice(&r.body).unwrap_or(Value::Null))
        .collect()
}
