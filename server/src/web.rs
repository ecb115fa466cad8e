//! The browser client (`web/dist`, built by `web/build.mjs`), served from the same
//! origin as the API so no CORS is needed: `/`, `/join/CODE` and `/watch/ID` answer its
//! `index.html` (the client reads the code or game from its address), and any other GET
//! of a file under the web root answers that file (a `.gz` twin is sent when the browser
//! accepts gzip). Without a web root, `/join/CODE` and `/watch/ID` answer a line of text.

use crate::extract::Path as UrlPath;
use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{header, HeaderValue, Method};
use axum::response::{IntoResponse, Response};
use std::path::{Component, Path, PathBuf};

use crate::AppState;

/// The web root to serve: `--web-root`, else the repository's built `web/dist` if present.
pub fn resolve_root(flag: Option<&Path>) -> Option<PathBuf> {
    match flag {
        Some(dir) => Some(dir.to_path_buf()),
        None => {
            let built = Path::new(env!("CARGO_MANIFEST_DIR")).join("../web/dist");
            built.join("index.html").is_file().then_some(built)
        }
    }
}

fn content_type(path: &Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()).unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "wasm" => "application/wasm",
        "json" => "application/json",
        // The install manifest and the sounds the service worker keeps for offline play.
        "webmanifest" => "application/manifest+json",
        "wav" => "audio/wav",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "ico" => "image/x-icon",
        // The catalogue's texts (Fluent), fetched by the client.
        "txt" | "ftl" => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

/// `rel` inside `root`, or `None` for anything that could leave it.
fn inside(root: &Path, rel: &str) -> Option<PathBuf> {
    let rel = Path::new(rel.trim_start_matches('/'));
    if rel.components().all(|c| matches!(c, Component::Normal(_))) {
        Some(root.join(rel))
    } else {
        None
    }
}

async fn file(path: &Path, gzip_ok: bool) -> Option<Response> {
    let gz = PathBuf::from(format!("{}.gz", path.display()));
    let (bytes, gzipped) = match gzip_ok {
        true => match tokio::fs::read(&gz).await {
            Ok(bytes) => (bytes, true),
            Err(_) => (tokio::fs::read(path).await.ok()?, false),
        },
        false => (tokio::fs::read(path).await.ok()?, false),
    };
    let mut resp = Response::new(Body::from(bytes));
    let headers = resp.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type(path)));
    // Revalidated each time (no hashed names): a new build is picked up at once.
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    headers.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    if gzipped {
        headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static("gzip"));
    }
    Some(resp)
}

fn accepts_gzip(req: &Request) -> bool {
    req.headers()
        .get(header::ACCEPT_ENCODING)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.split(',').any(|e| e.trim().starts_with("gzip")))
}

/// `GET /`: the client.
pub async fn index(State(app): State<AppState>, req: Request) -> Response {
    match &app.web_root {
        Some(root) => match file(&root.join("index.html"), accepts_gzip(&req)).await {
            Some(resp) => resp,
            None => crate::extract::not_found().await.into_response(),
        },
        None => crate::extract::not_found().await.into_response(),
    }
}

/// `GET /join/CODE`: the client (which opens the join screen for the code), or a line
/// of text when no client is served.
pub async fn join(State(app): State<AppState>, UrlPath(code): UrlPath<String>, req: Request) -> Response {
    if let Some(root) = &app.web_root {
        if let Some(resp) = file(&root.join("index.html"), accepts_gzip(&req)).await {
            return resp;
        }
    }
    crate::rooms::link(UrlPath(code)).await.into_response()
}

/// `GET /watch/ID`: the client (which watches the game read only), or a line of text
/// when no client is served.
pub async fn watch(State(app): State<AppState>, UrlPath(id): UrlPath<String>, req: Request) -> Response {
    if let Some(root) = &app.web_root {
        if let Some(resp) = file(&root.join("index.html"), accepts_gzip(&req)).await {
            return resp;
        }
    }
    crate::rooms::watch_link(UrlPath(id)).await.into_response()
}

/// Any other route: a file of the web root for a GET, else the typed `not_found`.
pub async fn fallback(State(app): State<AppState>, req: Request) -> Response {
    if req.method() == Method::GET {
        if let Some(path) = app.web_root.as_deref().and_then(|root| inside(root, req.uri().path())) {
            if path.is_file() {
                if let Some(resp) = file(&path, accepts_gzip(&req)).await {
                    return resp;
                }
            }
        }
    }
    crate::extract::not_found().await.into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_offline_files_have_their_types() {
        let kind = |name: &str| content_type(Path::new(name));
        assert_eq!(kind("manifest.webmanifest"), "application/manifest+json");
        assert_eq!(kind("sw.js"), "text/javascript; charset=utf-8");
        assert_eq!(kind("sounds/sow.wav"), "audio/wav");
        assert_eq!(kind("icon-192.png"), "image/png");
        assert_eq!(kind("anything.bin"), "application/octet-stream");
    }

    #[test]
    fn paths_never_leave_the_root() {
        let root = Path::new("/srv/web");
        assert_eq!(inside(root, "/app.js"), Some(root.join("app.js")));
        assert_eq!(inside(root, "/../etc/passwd"), None);
        assert_eq!(inside(root, "/a/../../x"), None);
        assert_eq!(inside(root, "//etc/passwd"), Some(root.join("etc/passwd")));
    }
}
