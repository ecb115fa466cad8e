//! Behind a trusted proxy: the client is the right-most untrusted hop of the one header
//! the operator names, never a header the client wrote itself; and however many
//! addresses a flood comes from, the limits remember a bounded number of them.

mod common;

use common::{sqlite_db, Server};

const NAMES: [&str; 12] = [
    "Anbu", "Bala", "Chitra", "Deepa", "Ezhil", "Gowri", "Hari", "Indira", "Jaya", "Kavya", "Latha", "Mani",
];

/// `POST /v1/accounts` as the proxy would forward it: the status.
async fn sign_up(url: &str, name: &str, headers: &[(&str, String)]) -> u16 {
    let mut req = reqwest::Client::new()
        .post(format!("{url}/v1/accounts"))
        .header("content-type", "application/json")
        .body(format!(r#"{{"name":"{name}"}}"#));
    for (k, v) in headers {
        req = req.header(*k, v);
    }
    req.send().await.expect("request").status().as_u16()
}

fn counts(statuses: &[u16]) -> (usize, usize) {
    let ok = statuses.iter().filter(|s| **s == 200).count();
    (ok, statuses.iter().filter(|s| **s == 429).count())
}

#[tokio::test]
async fn a_clients_own_forwarded_header_does_not_pick_its_address() {
    let flags = ["--trusted-proxy", "127.0.0.1/32", "--accounts-per-minute", "5"];
    let server = Server::start(&sqlite_db("proxy-forwarded"), &flags);
    let mut statuses = vec![];
    for (n, name) in NAMES.iter().enumerate() {
        // nginx's `proxy_set_header X-Forwarded-For $remote_addr`, and the client's own
        // `Forwarded`, new each time, passed through untouched.
        let headers = [
            ("x-forwarded-for", "198.51.100.8".to_string()),
            ("forwarded", format!("for=203.0.113.{n}")),
        ];
        statuses.push(sign_up(&server.url, name, &headers).await);
    }
    assert_eq!(counts(&statuses), (5, 7), "{statuses:?}");
}

#[tokio::test]
async fn the_named_header_is_the_only_one_read() {
    let flags = [
        "--trusted-proxy",
        "127.0.0.1/32",
        "--forwarded-header",
        "forwarded",
        "--accounts-per-minute",
        "2",
    ];
    let server = Server::start(&sqlite_db("proxy-named"), &flags);
    let mut statuses = vec![];
    for (n, name) in NAMES[..6].iter().enumerate() {
        // The proxy writes `Forwarded`; an `X-Forwarded-For` is the client's own, and a
        // hop it hides (`unknown`) ends the chain at the proxy.
        let hidden = if n % 2 == 0 { "for=unknown" } else { "for=_hidden" };
        let headers = [
            ("x-forwarded-for", format!("203.0.113.{n}")),
            ("forwarded", format!("for=192.0.2.{n}, {hidden}")),
        ];
        statuses.push(sign_up(&server.url, name, &headers).await);
    }
    assert_eq!(counts(&statuses), (2, 4), "{statuses:?}");
}

#[tokio::test]
async fn the_limits_remember_a_bounded_number_of_addresses() {
    let flags = [
        "--trusted-proxy",
        "127.0.0.1/32",
        "--accounts-per-minute",
        "1",
        "--max-limiter-keys",
        "4",
    ];
    let server = Server::start(&sqlite_db("proxy-keys"), &flags);
    let mut statuses = vec![];
    for (n, name) in NAMES[..6].iter().enumerate() {
        let headers = [("x-forwarded-for", format!("198.51.100.{n}"))];
        statuses.push(sign_up(&server.url, name, &headers).await);
    }
    // Four addresses fill the table (each waits a minute for its next account); the
    // fifth and sixth find no room and are refused, however new they are.
    assert_eq!(statuses, [200, 200, 200, 200, 429, 429]);
}
