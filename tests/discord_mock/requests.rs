//! Readers of what the bot sent the REST stand-in: a request's JSON (or its multipart
//! `payload_json`), its files, the requests seen or awaited, and the text and rows a body
//! shows.

use serde_json::Value;
use std::time::Duration;
use wiremock::{MockServer, Request};

use super::WAIT;

/// A part of a multipart body.
#[derive(Debug, Clone)]
pub struct Part {
    pub name: String,
    pub filename: Option<String>,
    pub data: Vec<u8>,
}

fn find(hay: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    if needle.is_empty() || hay.len() < needle.len() {
        return None;
    }
    (from..=hay.len() - needle.len()).find(|&i| &hay[i..i + needle.len()] == needle)
}

/// The parts of a multipart/form-data request (empty for any other body).
pub fn multipart(req: &Request) -> Vec<Part> {
    let Some(ct) = req
        .headers
        .get("content-type")
        .and_then(|v| v.to_str().ok())
    else {
        return Vec::new();
    };
    let Some(boundary) = ct.split("boundary=").nth(1) else {
        return Vec::new();
    };
    let delimiter = format!("--{}", boundary.trim_matches('"'));
    let body = &req.body;
    let mut parts = Vec::new();
    let mut pos = match find(body, delimiter.as_bytes(), 0) {
        Some(p) => p + delimiter.len(),
        None => return parts,
    };
    while let Some(next) = find(body, delimiter.as_bytes(), pos) {
        let chunk = &body[pos..next];
        pos = next + delimiter.len();
        let Some(split) = find(chunk, b"\r\n\r\n", 0) else {
            continue;
        };
        let headers = String::from_utf8_lossy(&chunk[..split]).to_string();
        let mut data = chunk[split + 4..].to_vec();
        if data.ends_with(b"\r\n") {
            data.truncate(data.len() - 2);
        }
        let attr = |key: &str| {
            let marker = format!("{key}=\"");
            headers.find(&marker).map(|i| {
                let rest = &headers[i + marker.len()..];
                rest[..rest.find('"').unwrap_or(rest.len())].to_string()
            })
        };
        parts.push(Part {
            name: attr(" name").or_else(|| attr("name")).unwrap_or_default(),
            filename: attr("filename"),
            data,
        });
    }
    parts
}

/// The JSON of a request: its body, or the `payload_json` part of a multipart body.
pub fn payload(req: &Request) -> Value {
    if let Ok(v) = serde_json::from_slice::<Value>(&req.body) {
        return v;
    }
    multipart(req)
        .into_iter()
        .find(|p| p.name == "payload_json")
        .and_then(|p| serde_json::from_slice(&p.data).ok())
        .unwrap_or(Value::Null)
}

/// The files (name, bytes) uploaded by a multipart request.
pub fn files(req: &Request) -> Vec<(String, Vec<u8>)> {
    multipart(req)
        .into_iter()
        .filter_map(|p| p.filename.map(|f| (f, p.data)))
        .collect()
}

pub const PNG_SIGNATURE: &[u8] = b"\x89PNG\r\n\x1a\n";

pub async fn requests(server: &MockServer) -> Vec<Request> {
    server.received_requests().await.unwrap_or_default()
}

/// Waits until the mock has received a request matching `pred`; fails the test after [`WAIT`].
pub async fn wait_for_request(
    server: &MockServer,
    what: &str,
    pred: impl Fn(&Request) -> bool,
) -> Request {
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        if let Some(r) = requests(server).await.into_iter().find(|r| pred(r)) {
            return r;
        }
        if tokio::time::Instant::now() > deadline {
            let seen: Vec<String> = requests(server)
                .await
                .iter()
                .map(|r| format!("{} {}", r.method, r.url.path()))
                .collect();
            panic!("timed out waiting for {what}; the mock saw: {seen:#?}");
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
}

pub fn is(req: &Request, verb: &str, path_re: &str) -> bool {
    req.method.as_str() == verb && regex_lite_match(path_re, req.url.path())
}

/// Path matching for tests: `*` stands for one path segment.
fn regex_lite_match(pattern: &str, path: &str) -> bool {
    let p: Vec<&str> = pattern.split('/').collect();
    let s: Vec<&str> = path.split('/').collect();
    p.len() == s.len() && p.iter().zip(&s).all(|(a, b)| *a == "*" || a == b)
}

/// The words of a message body (or of an interaction response's `data`): its content, or the
/// text displays of a Components V2 message joined by line breaks.
pub fn text_of(body: &Value) -> String {
    fn displays(components: &Value, out: &mut Vec<String>) {
        for c in components.as_array().into_iter().flatten() {
            if c["type"] == 10 {
                out.push(c["content"].as_str().unwrap_or_default().to_string());
            }
            displays(&c["components"], out);
        }
    }
    if let Some(content) = body["content"].as_str() {
        return content.to_string();
    }
    let mut out = Vec::new();
    displays(&body["components"], &mut out);
    out.join("\n")
}

/// The action rows of a message body, wherever they are: at the top (a plain message) or in a
/// V2 message's container.
pub fn rows_of(body: &Value) -> Vec<Value> {
    fn find(components: &Value, out: &mut Vec<Value>) {
        for c in components.as_array().into_iter().flatten() {
            if c["type"] == 1 {
                out.push(c.clone());
            } else {
                find(&c["components"], out);
            }
        }
    }
    let mut out = Vec::new();
    find(&body["components"], &mut out);
    out
}
