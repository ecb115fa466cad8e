//! `/.well-known/assetlinks.json` (Android App Links) and
//! `/.well-known/apple-app-site-association` (iOS universal links): the files that let a
//! share link `https://<server>/join/CODE` open the app instead of the browser. Both name
//! the app (Android package + signing certificate fingerprints; Apple team id + bundle id),
//! so they come from configuration; a file that is not configured is a 404 (the fallback).

use axum::http::header::CONTENT_TYPE;
use axum::response::IntoResponse;
use axum::routing::get;
use axum::Router;
use serde_json::json;

/// The app identities the server vouches for (all optional: unset, nothing is served).
#[derive(Debug, Clone, Default, clap::Args)]
pub struct Apps {
    /// Android application id for App Links (e.g. `app.pallanguzhi`).
    #[arg(long, env = "PALLANGUZHI_ANDROID_PACKAGE", value_parser = bundle_id)]
    pub android_package: Option<String>,
    /// SHA-256 fingerprints of the Android signing certificates (`AA:BB:...`, 32 bytes),
    /// comma-separated: the upload key and Play App Signing's key both belong here.
    #[arg(long, env = "PALLANGUZHI_ANDROID_CERT_SHA256", value_delimiter = ',', value_parser = fingerprint)]
    pub android_cert_sha256: Vec<String>,
    /// Apple Developer team id (10 characters) for universal links.
    #[arg(long, env = "PALLANGUZHI_APPLE_TEAM_ID", value_parser = team_id)]
    pub apple_team_id: Option<String>,
    /// iOS bundle id for universal links (e.g. `app.pallanguzhi`).
    #[arg(long, env = "PALLANGUZHI_APPLE_BUNDLE_ID", value_parser = bundle_id)]
    pub apple_bundle_id: Option<String>,
}

/// The paths the apps open: share and watch links; everything else stays in the browser.
const JOIN_PATH: &str = "/join/*";
const WATCH_PATH: &str = "/watch/*";
const LINK_PATH: &str = "/link";

impl Apps {
    /// Android's statement list, when a package and at least one fingerprint are set.
    pub fn assetlinks(&self) -> Option<serde_json::Value> {
        let package = self.android_package.as_ref()?;
        if self.android_cert_sha256.is_empty() {
            return None;
        }
        Some(json!([{
            "relation": ["delegate_permission/common.handle_all_urls"],
            "target": {
                "namespace": "android_app",
                "package_name": package,
                "sha256_cert_fingerprints": self.android_cert_sha256,
            },
        }]))
    }

    /// Apple's association file (iOS 13+ `components` form), when team and bundle id are set.
    pub fn apple_app_site_association(&self) -> Option<serde_json::Value> {
        let app_id = format!("{}.{}", self.apple_team_id.as_ref()?, self.apple_bundle_id.as_ref()?);
        Some(json!({
            "applinks": {
                "details": [{
                    "appIDs": [app_id],
                    "components": [
                        { "/": JOIN_PATH, "comment": "a room's share link" },
                        { "/": WATCH_PATH, "comment": "a game's watch link" },
                        { "/": LINK_PATH, "comment": "another device's sign-in link" },
                    ],
                }],
            },
        }))
    }
}

/// The configured files as routes (bodies rendered once); merged into the app's router.
pub fn routes<S: Clone + Send + Sync + 'static>(apps: &Apps) -> Router<S> {
    let mut router = Router::new();
    if let Some(body) = apps.assetlinks() {
        router = router.route("/.well-known/assetlinks.json", json_file(body));
    }
    if let Some(body) = apps.apple_app_site_association() {
        router = router.route("/.well-known/apple-app-site-association", json_file(body));
    }
    router
}

/// A handler answering a fixed JSON document. Both platforms require `application/json`
/// (Apple's file has no extension, so the type must be explicit) and no redirect.
fn json_file<S: Clone + Send + Sync + 'static>(body: serde_json::Value) -> axum::routing::MethodRouter<S> {
    let text = body.to_string();
    get(move || {
        let text = text.clone();
        async move { ([(CONTENT_TYPE, "application/json")], text).into_response() }
    })
}

/// `AA:BB:..` with 32 hex bytes, as `keytool -list -v` and the Play Console print it;
/// upper-cased, because Android compares the strings.
fn fingerprint(value: &str) -> Result<String, String> {
    let bytes: Vec<&str> = value.trim().split(':').collect();
    let hex = |b: &&str| b.len() == 2 && b.chars().all(|c| c.is_ascii_hexdigit());
    if bytes.len() != 32 || !bytes.iter().all(hex) {
        return Err(format!(
            "{value:?} is not a SHA-256 fingerprint (32 hex bytes joined by ':')"
        ));
    }
    Ok(value.trim().to_ascii_uppercase())
}

/// Apple's team id: 10 upper-case letters or digits.
fn team_id(value: &str) -> Result<String, String> {
    let ok = value.len() == 10 && value.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit());
    ok.then(|| value.to_string())
        .ok_or_else(|| format!("{value:?} is not an Apple team id (10 upper-case letters or digits)"))
}

/// A reverse-DNS application id: dot-separated parts of letters, digits, `_` and `-`.
fn bundle_id(value: &str) -> Result<String, String> {
    let part = |p: &str| !p.is_empty() && p.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
    let parts: Vec<&str> = value.split('.').collect();
    if parts.len() < 2 || !parts.iter().all(|p| part(p)) {
        return Err(format!("{value:?} is not an application id (like app.pallanguzhi)"));
    }
    Ok(value.to_string())
}
