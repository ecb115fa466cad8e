//! The `/privacy` and `/delete-account` pages (issue 37): plain HTML in en/fr/ta chosen by
//! `?lang=` or `Accept-Language`, with the security headers; the deletion form deletes
//! the account of a link or recovery code, records a request otherwise (bounded and
//! limited), and is refused from another site's page.

mod common;

use common::*;
use sqlx::Connection;

async fn get(server: &Server, path: &str, accept: Option<&str>) -> (u16, reqwest::header::HeaderMap, String) {
    let mut req = reqwest::Client::new().get(format!("{}{path}", server.url));
    if let Some(accept) = accept {
        req = req.header("accept-language", accept);
    }
    let resp = req.send().await.expect("get");
    let (status, headers) = (resp.status().as_u16(), resp.headers().clone());
    (status, headers, resp.text().await.expect("text"))
}

/// The form posted as a browser on this server's page posts it.
async fn post_form(server: &Server, fields: &[(&str, &str)], origin: Option<&str>) -> (u16, String) {
    let body: String = form_urlencoded::Serializer::new(String::new())
        .extend_pairs(fields)
        .finish();
    let mut req = reqwest::Client::new()
        .post(format!("{}/delete-account?lang=en", server.url))
        .header("content-type", "application/x-www-form-urlencoded")
        .body(body);
    if let Some(origin) = origin {
        req = req.header("origin", origin);
    }
    let resp = req.send().await.expect("post");
    let status = resp.status().as_u16();
    (status, resp.text().await.expect("text"))
}

async fn post_code(server: &Server, path: &str, token: &str) -> String {
    let resp = reqwest::Client::new()
        .post(format!("{}{path}", server.url))
        .bearer_auth(token)
        .send()
        .await
        .expect("code");
    assert_eq!(resp.status().as_u16(), 200);
    let body: serde_json::Value = resp.json().await.expect("json");
    body["code"].as_str().expect("code").to_string()
}

#[tokio::test]
async fn the_privacy_page_speaks_three_languages_without_script() {
    let server = Server::start(&sqlite_db("privacy"), &["--operator-contact", "ops@example.org <b>"]);
    let (status, headers, html) = get(&server, "/privacy", None).await;
    assert_eq!(status, 200);
    assert_eq!(headers["content-type"], "text/html; charset=utf-8");
    assert!(headers["content-security-policy"]
        .to_str()
        .unwrap()
        .contains("default-src 'self'"));
    assert_eq!(headers["x-content-type-options"], "nosniff");
    assert_eq!(headers["content-language"], "en");
    assert!(
        html.contains("<html lang=\"en\">") && html.contains("<h1>Privacy"),
        "{html}"
    );
    assert!(html.contains("deleted player") && html.contains("IP address"));
    assert!(html.contains("ops@example.org &lt;b&gt;"), "the contact, escaped");
    assert!(!html.contains("<script") && !html.contains("style="));
    let (_, headers, html) = get(&server, "/privacy", Some("ta-IN, en;q=0.5")).await;
    assert_eq!(headers["content-language"], "ta");
    assert!(html.contains("<html lang=\"ta\">") && html.contains("தனியுரிமை"));
    let (_, _, html) = get(&server, "/privacy?lang=fr", Some("ta")).await;
    assert!(html.contains("<html lang=\"fr\">") && html.contains("Confidentialité"));
    // Without a contact flag, the page sends people to the request form.
    let plain = Server::start(&sqlite_db("privacy-plain"), &[]);
    let (_, _, html) = get(&plain, "/privacy", None).await;
    assert!(html.contains("request form") && html.contains("href=\"/delete-account?lang=en\""));
}

#[tokio::test]
async fn a_link_or_recovery_code_deletes_the_account_from_the_page() {
    let server = Server::start(&sqlite_db("delete-page"), &[]);
    let origin = server.url.clone();
    let (status, _, html) = get(&server, "/delete-account", Some("fr")).await;
    assert_eq!(status, 200);
    assert!(html.contains("<html lang=\"fr\">") && html.contains("method=\"post\""));
    assert!(html.contains("<label for=\"code\">"));

    let valli = account(&server.url, "Valli").await;
    let token = valli.token().expect("token").to_string();
    let link = post_code(&server, "/v1/me/link-code", &token).await;
    // From another site's page, or a form without Origin: refused, nothing deleted.
    let fields = [("action", "code"), ("code", link.as_str())];
    assert_eq!(post_form(&server, &fields, Some("http://evil.example")).await.0, 400);
    assert_eq!(post_form(&server, &fields, None).await.0, 400);
    assert_eq!(me_status(&server, &token).await, 200);
    // A wrong code: nothing deleted.
    let (status, html) = post_form(&server, &[("action", "code"), ("code", "QQQQQ-QQQQQ")], Some(&origin)).await;
    assert_eq!(status, 400);
    assert!(html.contains("unknown, used or expired"), "{html}");
    assert_eq!(me_status(&server, &token).await, 200);
    // The link code deletes it.
    let (status, html) = post_form(&server, &fields, Some(&origin)).await;
    assert_eq!(status, 200, "{html}");
    assert!(html.contains("The account was deleted"));
    assert_eq!(me_status(&server, &token).await, 401);

    // And so does a recovery code, for someone with no device left.
    let kumar = account(&server.url, "Kumar").await;
    let token = kumar.token().expect("token").to_string();
    let recovery = post_code(&server, "/v1/me/recovery", &token).await;
    let (status, _) = post_form(&server, &[("action", "code"), ("code", &recovery)], Some(&origin)).await;
    assert_eq!(status, 200);
    assert_eq!(me_status(&server, &token).await, 401);
}

#[tokio::test]
async fn a_request_is_recorded_bounded_and_limited() {
    let db = sqlite_db("delete-requests");
    let server = Server::start(
        &db,
        &[
            "--deletion-requests-per-address-per-minute",
            "3",
            "--max-deletion-requests",
            "1",
        ],
    );
    let origin = server.url.clone();
    let long = "x".repeat(65);
    let too_long = [("action", "request"), ("name", long.as_str()), ("contact", "a@b.c")];
    let (status, html) = post_form(&server, &too_long, Some(&origin)).await;
    assert_eq!(status, 400);
    assert!(html.contains("up to 64 characters"), "{html}");
    let fine = [
        ("action", "request"),
        ("name", "Valli"),
        ("contact", "valli@example.org"),
        ("message", "My phone was lost."),
    ];
    let (status, html) = post_form(&server, &fine, Some(&origin)).await;
    assert_eq!(status, 200, "{html}");
    assert!(html.contains("Your request was recorded"));
    // The queue holds one: the next is refused, and then the address's budget is spent.
    assert_eq!(post_form(&server, &fine, Some(&origin)).await.0, 429);
    assert_eq!(post_form(&server, &fine, Some(&origin)).await.0, 429);
    let mut conn = sqlx::SqliteConnection::connect(&db).await.expect("open");
    let rows: Vec<(String, String, String)> = sqlx::query_as("SELECT name, contact, message FROM deletion_requests")
        .fetch_all(&mut conn)
        .await
        .expect("rows");
    assert_eq!(
        rows,
        vec![("Valli".into(), "valli@example.org".into(), "My phone was lost.".into())]
    );
}
