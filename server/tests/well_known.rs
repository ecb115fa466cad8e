//! The `/.well-known/` files that make share links open the apps: served from flags or
//! environment variables with `application/json`, 404 when not configured, bad values refused
//! at start-up with a clear message.

mod common;

use clap::Parser;
use common::{sqlite_db, Server};
use pallanguzhi_server::Config;
use serde_json::{json, Value};
use std::process::{Command, Stdio};

const FINGERPRINT: &str =
    "14:6d:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5";
const SECOND: &str = "FA:C6:17:45:DC:09:03:78:6F:B9:ED:E6:2A:96:2B:39:9F:73:48:F0:BB:6F:89:9B:83:32:66:75:91:03:3B:9C";

/// Status, content type and body of a GET.
async fn fetch(server: &Server, path: &str) -> (u16, String, String) {
    let response = reqwest::get(format!("{}{path}", server.url)).await.expect("request");
    let status = response.status().as_u16();
    let kind = response
        .headers()
        .get("content-type")
        .map(|v| v.to_str().unwrap_or("").to_string())
        .unwrap_or_default();
    (status, kind, response.text().await.expect("body"))
}

fn json(body: &str) -> Value {
    serde_json::from_str(body).unwrap_or_else(|e| panic!("not JSON ({e}): {body}"))
}

#[tokio::test]
async fn both_files_are_served_from_flags() {
    let cert = format!("{FINGERPRINT},{SECOND}");
    let flags = [
        "--android-package",
        "app.pallanguzhi",
        "--android-cert-sha256",
        &cert,
        "--apple-team-id",
        "ABCDE12345",
        "--apple-bundle-id",
        "app.pallanguzhi",
    ];
    let server = Server::start(&sqlite_db("well-known-flags"), &flags);

    let (status, kind, body) = fetch(&server, "/.well-known/assetlinks.json").await;
    assert_eq!((status, kind.as_str()), (200, "application/json"));
    let expected = json!([{
        "relation": ["delegate_permission/common.handle_all_urls"],
        "target": {
            "namespace": "android_app",
            "package_name": "app.pallanguzhi",
            // Upper-cased: Android compares the strings with the certificate's digest.
            "sha256_cert_fingerprints": [FINGERPRINT.to_ascii_uppercase(), SECOND],
        },
    }]);
    assert_eq!(json(&body), expected);

    let (status, kind, body) = fetch(&server, "/.well-known/apple-app-site-association").await;
    assert_eq!((status, kind.as_str()), (200, "application/json"));
    let details = &json(&body)["applinks"]["details"][0];
    assert_eq!(details["appIDs"], json!(["ABCDE12345.app.pallanguzhi"]));
    assert_eq!(details["components"][0]["/"], "/join/*");
    assert_eq!(details["components"][1]["/"], "/watch/*");
}

#[tokio::test]
async fn unconfigured_files_are_not_found() {
    // Only half of each identity: a package without fingerprints, a team without a bundle id.
    let flags = ["--android-package", "app.pallanguzhi", "--apple-team-id", "ABCDE12345"];
    let server = Server::start(&sqlite_db("well-known-none"), &flags);
    for path in [
        "/.well-known/assetlinks.json",
        "/.well-known/apple-app-site-association",
    ] {
        let (status, _, body) = fetch(&server, path).await;
        assert_eq!(status, 404, "{path}: {body}");
        assert_eq!(
            json(&body)["error"]["code"],
            "not_found",
            "{path}: the server's typed error"
        );
    }
}

#[tokio::test]
async fn environment_variables_configure_the_files() {
    let binary = env!("CARGO_BIN_EXE_pallanguzhi-server");
    let database = sqlite_db("well-known-env");
    let mut child = Command::new(binary)
        .args(["--listen", "127.0.0.1:0", "--database", &database])
        .env("PALLANGUZHI_APPLE_TEAM_ID", "ZYXWV98765")
        .env("PALLANGUZHI_APPLE_BUNDLE_ID", "org.example.pallanguzhi")
        .env("PALLANGUZHI_ANDROID_PACKAGE", "org.example.pallanguzhi")
        .env("PALLANGUZHI_ANDROID_CERT_SHA256", SECOND)
        .env("RUST_LOG", "warn")
        .stdout(Stdio::piped())
        .spawn()
        .expect("start the server");
    let mut line = String::new();
    std::io::BufRead::read_line(
        &mut std::io::BufReader::new(child.stdout.take().expect("stdout")),
        &mut line,
    )
    .expect("read the port");
    let url = format!("http://{}", line.trim().trim_start_matches("listening on "));
    let get = |path: &str| reqwest::get(format!("{url}{path}"));
    let aasa = json(
        &get("/.well-known/apple-app-site-association")
            .await
            .unwrap()
            .text()
            .await
            .unwrap(),
    );
    let links = json(&get("/.well-known/assetlinks.json").await.unwrap().text().await.unwrap());
    let _ = child.kill();
    let _ = child.wait();
    assert_eq!(
        aasa["applinks"]["details"][0]["appIDs"],
        json!(["ZYXWV98765.org.example.pallanguzhi"])
    );
    assert_eq!(links[0]["target"]["package_name"], "org.example.pallanguzhi");
    assert_eq!(links[0]["target"]["sha256_cert_fingerprints"], json!([SECOND]));
}

#[test]
fn bad_values_are_refused_with_a_reason() {
    let parse = |flag: &str, value: &str| {
        Config::try_parse_from(["pallanguzhi-server", flag, value])
            .err()
            .map(|e| e.to_string())
            .unwrap_or_else(|| panic!("{flag} {value} was accepted"))
    };
    let short = &FINGERPRINT[..FINGERPRINT.len() - 3];
    assert!(parse("--android-cert-sha256", short).contains("not a SHA-256 fingerprint"));
    assert!(parse("--android-cert-sha256", &FINGERPRINT.replace(':', "")).contains("32 hex bytes"));
    assert!(parse("--android-cert-sha256", &FINGERPRINT.replace("14", "G4")).contains("fingerprint"));
    assert!(parse("--apple-team-id", "abcde12345").contains("team id"));
    assert!(parse("--apple-team-id", "ABCDE1234").contains("team id"));
    assert!(parse("--apple-bundle-id", "pallanguzhi").contains("application id"));
    assert!(parse("--android-package", "app..pallanguzhi").contains("application id"));
    assert!(parse("--android-package", "app.palla nguzhi").contains("application id"));

    // And the binary stops with that reason instead of serving a file the platforms reject.
    let out = Command::new(env!("CARGO_BIN_EXE_pallanguzhi-server"))
        .args(["--listen", "127.0.0.1:0", "--apple-team-id", "nope"])
        .output()
        .expect("run the server");
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("not an Apple team id"));
}

#[test]
fn nothing_is_configured_by_default() {
    let config = Config::new("127.0.0.1:0", "sqlite::memory:");
    assert!(config.apps.assetlinks().is_none());
    assert!(config.apps.apple_app_site_association().is_none());
}
