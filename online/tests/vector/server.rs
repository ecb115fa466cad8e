//! The transport vector's loopback server (`tests/vectors/transport.json`): a call to
//! `/vector/<name>` gets that case's answer (any method, a WebSocket opening included, which
//! is refused with it); `/check/<name>` says whether the call carried what the core wrote
//! (method, every header, body): `ok`, or 409 and what differed. `/cases` lists the cases
//! one per line for suites with no JSON reader at hand (the Kotlin one): tab-separated
//! name, `socket`/`http`, method, headers (`name: value` lines) in base64, body in base64
//! (`-`: none), the answer's status and body in base64. Run in-process by the Rust test and
//! as `examples/vector_server` for the Kotlin, Swift and browser suites (`/page`: an empty
//! page on the server's origin, where the browser's transport runs).

#![allow(dead_code)] // the example uses a part of it

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::{any, get};
use axum::Router;
use base64::engine::general_purpose::STANDARD as B64;
use base64::Engine;
use serde_json::{json, Map, Value};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

#[derive(Clone)]
pub struct Vector {
    cases: Arc<HashMap<String, Value>>,
    seen: Arc<Mutex<HashMap<String, Value>>>,
}

impl Vector {
    /// The cases of the vector's text, by name.
    pub fn parse(text: &str) -> Result<Vector, String> {
        let doc: Value = serde_json::from_str(text).map_err(|e| e.to_string())?;
        let cases = doc["cases"].as_array().ok_or("no cases")?;
        let cases = cases
            .iter()
            .map(|c| (c["name"].as_str().unwrap_or_default().to_string(), c.clone()))
            .collect();
        Ok(Vector {
            cases: Arc::new(cases),
            seen: Arc::default(),
        })
    }

    pub fn cases(&self) -> Vec<Value> {
        let mut all: Vec<Value> = self.cases.values().cloned().collect();
        all.sort_by_key(|c| c["name"].as_str().unwrap_or_default().to_string());
        all
    }

    /// What the call of case `name` carried, once it came.
    pub fn seen(&self, name: &str) -> Option<Value> {
        self.seen
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .get(name)
            .cloned()
    }

    /// Whether the call of case `name` carried what its request says.
    pub fn check(&self, name: &str) -> Result<(), String> {
        let case = self.cases.get(name).ok_or("no such case")?;
        let seen = self.seen(name).ok_or("not called")?;
        let request = &case["request"];
        let mut wrong = Vec::new();
        if seen["method"] != request["method"] {
            wrong.push(format!("method {} (wrote {})", seen["method"], request["method"]));
        }
        for h in request["headers"].as_array().into_iter().flatten() {
            let key = h["name"].as_str().unwrap_or_default().to_ascii_lowercase();
            if seen["headers"][&key] != h["value"] {
                wrong.push(format!(
                    "header {key}: {} (wrote {})",
                    seen["headers"][&key], h["value"]
                ));
            }
        }
        let body = request["body"].as_str().unwrap_or_default();
        if seen["body"].as_str() != Some(body) {
            wrong.push(format!("body {} (wrote {body:?})", seen["body"]));
        }
        match wrong.is_empty() {
            true => Ok(()),
            false => Err(format!("{name}: {}", wrong.join("; "))),
        }
    }

    /// `/cases`: one line per case (see the module's comment).
    pub fn lines(&self) -> String {
        let b64 = |text: &str| B64.encode(text.as_bytes());
        self.cases()
            .iter()
            .map(|c| {
                let r = &c["request"];
                let headers: Vec<String> = r["headers"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .map(|h| {
                        format!(
                            "{}: {}",
                            h["name"].as_str().unwrap_or_default(),
                            h["value"].as_str().unwrap_or_default()
                        )
                    })
                    .collect();
                let fields = [
                    c["name"].as_str().unwrap_or_default().to_string(),
                    if c["socket"].as_bool() == Some(true) {
                        "socket"
                    } else {
                        "http"
                    }
                    .to_string(),
                    r["method"].as_str().unwrap_or_default().to_string(),
                    b64(&headers.join("\n")),
                    r["body"].as_str().map_or_else(|| "-".to_string(), b64),
                    c["answer"]["status"].to_string(),
                    b64(c["answer"]["body"].as_str().unwrap_or_default()),
                ];
                fields.join("\t") + "\n"
            })
            .collect()
    }

    pub fn router(&self) -> Router {
        Router::new()
            .route("/vector/{name}", any(answer))
            .route("/check/{name}", get(check))
            .route("/cases", get(lines))
            // A page on the server's own origin, for a browser to run its transport from.
            .route(
                "/page",
                get(|| async { Html("<!doctype html><title>transport vector</title>") }),
            )
            .with_state(self.clone())
    }
}

async fn answer(
    State(v): State<Vector>,
    Path(name): Path<String>,
    method: Method,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let Some(case) = v.cases.get(&name) else {
        return (StatusCode::NOT_FOUND, "no such case").into_response();
    };
    let mut names = Map::new();
    for (key, value) in &headers {
        names.insert(
            key.as_str().to_string(),
            String::from_utf8_lossy(value.as_bytes()).into(),
        );
    }
    let carried = json!({
        "method": method.as_str(),
        "headers": names,
        "body": String::from_utf8_lossy(&body),
    });
    v.seen
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .insert(name, carried);
    let a = &case["answer"];
    let status = a["status"].as_u64().and_then(|s| StatusCode::from_u16(s as u16).ok());
    let mut response = (
        status.unwrap_or(StatusCode::INTERNAL_SERVER_ERROR),
        a["body"].as_str().unwrap_or_default().to_string(),
    )
        .into_response();
    let out = response.headers_mut();
    out.remove(header::CONTENT_TYPE);
    if let Some(kind) = a["content_type"].as_str().filter(|k| !k.is_empty()) {
        out.insert(
            header::CONTENT_TYPE,
            HeaderValue::from_str(kind).unwrap_or(HeaderValue::from_static("text/plain")),
        );
    }
    response
}

async fn check(State(v): State<Vector>, Path(name): Path<String>) -> Response {
    match v.check(&name) {
        Ok(()) => "ok".into_response(),
        Err(wrong) => (StatusCode::CONFLICT, wrong).into_response(),
    }
}

async fn lines(State(v): State<Vector>) -> String {
    v.lines()
}
