//! The transport vector (`tests/vectors/transport.json`) through the tokio runner's
//! `Driver`: each case's effect is performed against the vector's loopback server, which
//! must receive the method, headers and body the core wrote, and the report must carry the
//! server's status and body unchanged. OkHttp and URLSession replay the same file in their
//! online suites; the core's decision on each answer is tested in `app/src/link.rs`.

#[path = "vector/server.rs"]
mod server;

use pallanguzhi_app::{Effect, Event, Header, Transport};
use pallanguzhi_online::Driver;
use serde_json::Value;
use server::Vector;
use std::time::Duration;

fn vector() -> Vector {
    Vector::parse(include_str!("../../tests/vectors/transport.json")).expect("the vector")
}

/// The vector's server on a free loopback port, in a runtime of its own.
fn serve(vector: &Vector) -> (tokio::runtime::Runtime, String) {
    let runtime = tokio::runtime::Runtime::new().expect("runtime");
    let listener = runtime
        .block_on(tokio::net::TcpListener::bind("127.0.0.1:0"))
        .expect("bind");
    let base = format!("http://{}", listener.local_addr().expect("addr"));
    let router = vector.router();
    runtime.spawn(async move { axum::serve(listener, router).await });
    (runtime, base)
}

/// The effect a case stands for, as the core would write it.
fn effect(case: &Value, id: u64, base: &str) -> Effect {
    let request = &case["request"];
    let url = format!("{base}/vector/{}", case["name"].as_str().expect("name"));
    let headers = request["headers"]
        .as_array()
        .expect("headers")
        .iter()
        .map(|h| Header {
            name: h["name"].as_str().expect("header name").into(),
            value: h["value"].as_str().expect("header value").into(),
        })
        .collect();
    if case["socket"].as_bool() == Some(true) {
        return Effect::SocketOpen {
            id,
            url: url.replacen("http://", "ws://", 1),
            headers,
            timeout_ms: 10_000,
            ping_ms: 25_000,
        };
    }
    Effect::Http {
        id,
        method: request["method"].as_str().expect("method").into(),
        url,
        headers,
        body: request["body"].as_str().map(String::from),
        timeout_ms: 10_000,
    }
}

#[test]
fn every_case_is_carried_as_written_and_reported_as_answered() {
    let vector = vector();
    let (_runtime, base) = serve(&vector);
    let (mut driver, reports) = Driver::new().expect("driver");
    let cases = vector.cases();
    assert!(cases.len() >= 8, "the vector's cases");
    for (i, case) in cases.iter().enumerate() {
        let id = i as u64 + 1;
        let name = case["name"].as_str().expect("name");
        assert!(driver.perform(&effect(case, id, &base)), "{name}: a transport effect");
        let report = reports.recv_timeout(Duration::from_secs(120)).expect("a report");
        let answer = &case["answer"];
        let (status, body) = (
            answer["status"].as_u64().expect("status") as u16,
            answer["body"].as_str().expect("body"),
        );
        match (case["socket"].as_bool() == Some(true), report) {
            (
                false,
                Event::Transport(Transport::HttpDone {
                    id: got,
                    status: s,
                    body: b,
                }),
            ) => {
                assert_eq!((got, s, b.as_str()), (id, status, body), "{name}: the report");
            }
            (
                true,
                Event::Transport(Transport::SocketRefused {
                    id: got,
                    status: s,
                    body: b,
                }),
            ) => {
                assert_eq!((got, s, b.as_str()), (id, status, body), "{name}: the refusal");
            }
            (_, other) => panic!("{name}: reported {other:?}"),
        }
        vector.check(name).expect("the server got what the core wrote");
    }
}
