//! The browser client (`web/dist`, built by `web/build.mjs`), served from the same
//! origin as the API so no CORS is needed: `/`, `/join/CODE` and `/watch/ID` answer its
//! `index.html` (the client reads the code or game from its address), and any other GET
//! or HEAD of a file under the web root answers that file. Files go through tower-http's
//! `ServeDir` (streamed, HEAD, Range, Last-Modified and If-Modified-Since, a `.gz` twin
//! when the browser accepts gzip by its q-values); before it, a path with a dot-named
//! part, or one that leads out of the root through a symlink, is `not_found`. Every
//! response, API included, carries the security headers (`security_headers`). Without a
//! web root, `/join/CODE` and `/watch/ID` answer a line of text.

use crate::extract::Path as UrlPath;
use axum::extract::{Request, State};
use axum::http::{header, HeaderValue, Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use std::path::{Component, Path, PathBuf};
use tower_http::services::ServeDir;

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

/// Content types the guesser gets wrong or leaves without a charset.
fn content_type(path: &Path) -> Option<&'static str> {
    Some(match path.extension().and_then(|e| e.to_str()).unwrap_or("") {
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
        _ => return None,
    })
}

/// `rel` inside `root` with no dot-named part (`.env`, `.git`), or `None`.
fn inside(root: &Path, rel: &str) -> Option<PathBuf> {
    let rel = Path::new(rel.trim_start_matches('/'));
    let plain = |c: Component| matches!(c, Component::Normal(n) if !n.to_string_lossy().starts_with('.'));
    rel.components().all(plain).then(|| root.join(rel))
}

/// Whether `path`, symlinks followed, is a file under `root`; and so its `.gz` twin, if
/// it has one (a twin leading out of the root refuses the file).
async fn within(root: &Path, path: &Path) -> bool {
    let Ok(root) = tokio::fs::canonicalize(root).await else {
        return false;
    };
    let real = |p: PathBuf| async move { tokio::fs::canonicalize(p).await.ok() };
    let Some(file) = real(path.to_path_buf()).await else {
        return false;
    };
    let gz = PathBuf::from(format!("{}.gz", path.display()));
    let twin_ok = match tokio::fs::symlink_metadata(&gz).await {
        Ok(_) => real(gz).await.is_some_and(|t| t.starts_with(&root)),
        Err(_) => true,
    };
    file.starts_with(&root) && twin_ok && tokio::fs::metadata(&file).await.is_ok_and(|m| m.is_file())
}

/// The file at URL path `url_path` (still percent-encoded) under `root`, or `None`.
async fn serve(root: &Path, url_path: &str, mut req: Request) -> Option<Response> {
    let decoded = percent_encoding::percent_decode_str(url_path).decode_utf8().ok()?;
    let path = inside(root, &decoded)?;
    if !within(root, &path).await {
        return None;
    }
    // `//x` is `/x`: ServeDir gets the path checked above, without a query.
    *req.uri_mut() = format!("/{}", url_path.trim_start_matches('/')).parse::<Uri>().ok()?;
    let resp = ServeDir::new(root).precompressed_gzip().try_call(req).await.ok()?;
    if resp.status() == StatusCode::NOT_FOUND {
        return None;
    }
    let mut resp = resp.map(axum::body::Body::new);
    let headers = resp.headers_mut();
    if let Some(kind) = content_type(&path) {
        headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(kind));
    }
    // Revalidated each time (no hashed names): a new build is picked up at once, and
    // an unchanged file costs a 304 (Last-Modified).
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    headers.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    Some(resp)
}

/// The client's page, or `None` without a web root.
async fn page(app: &AppState, req: Request) -> Option<Response> {
    serve(app.web_root.as_deref()?, "/index.html", req).await
}

/// `GET /`: the client.
pub async fn index(State(app): State<AppState>, req: Request) -> Response {
    match page(&app, req).await {
        Some(resp) => resp,
        None => crate::extract::not_found().await.into_response(),
    }
}

/// `GET /join/CODE`: the client (which opens the join screen for the code), or a line
/// of text when no client is served.
pub async fn join(State(app): State<AppState>, UrlPath(code): UrlPath<String>, req: Request) -> Response {
    match page(&app, req).await {
        Some(resp) => resp,
        None => crate::rooms::link(UrlPath(code)).await.into_response(),
    }
}

/// `GET /watch/ID`: the client (which watches the game read only), or a line of text
/// when no client is served.
pub async fn watch(State(app): State<AppState>, UrlPath(id): UrlPath<String>, req: Request) -> Response {
    match page(&app, req).await {
        Some(resp) => resp,
        None => crate::rooms::watch_link(UrlPath(id)).await.into_response(),
    }
}

/// Any other route: a file of the web root for a GET or HEAD, else the typed `not_found`.
pub async fn fallback(State(app): State<AppState>, req: Request) -> Response {
    if matches!(*req.method(), Method::GET | Method::HEAD) {
        if let Some(root) = app.web_root.as_deref() {
            let url_path = req.uri().path().to_string();
            if let Some(resp) = serve(root, &url_path, req).await {
                return resp;
            }
        }
    }
    crate::extract::not_found().await.into_response()
}

/// A state-changing request from a browser page of another origin (`Origin` names
/// neither this host nor `--public-url`), or with a body a cross-origin form or
/// `fetch` may send without asking (`Content-Type` other than JSON), is `malformed`
/// and changes nothing: otherwise any web page could make its visitors' browsers
/// sign up accounts. Native clients send no `Origin`; bodies are JSON, but for the
/// `/delete-account` form, which must carry this server's own `Origin`.
pub async fn same_origin(State(app): State<AppState>, req: Request, next: axum::middleware::Next) -> Response {
    if matches!(*req.method(), Method::GET | Method::HEAD | Method::OPTIONS) {
        return next.run(req).await;
    }
    let headers = req.headers();
    let text = |name| headers.get(name).map(|v| v.to_str().unwrap_or("\u{0}"));
    if let Some(origin) = text(header::ORIGIN) {
        if !own_origin(origin, text(header::HOST), &app.public_url) {
            return refuse("a request from another site's page is refused");
        }
    }
    if let Some(kind) = text(header::CONTENT_TYPE) {
        let essence = kind.split(';').next().unwrap_or("").trim();
        // The one HTML form (`/delete-account`) posts a form, and only from a page
        // that says it is ours: a browser always sends `Origin` with a form's POST.
        let own_form = req.uri().path() == pallanguzhi_protocol::paths::DELETE_ACCOUNT_PAGE
            && essence.eq_ignore_ascii_case("application/x-www-form-urlencoded")
            && text(header::ORIGIN).is_some();
        if !essence.eq_ignore_ascii_case("application/json") && !own_form {
            return refuse("a request body is application/json");
        }
    }
    next.run(req).await
}

fn refuse(why: &str) -> Response {
    crate::error::ApiError::new(pallanguzhi_protocol::ErrorCode::Malformed, why).into_response()
}

/// Whether `origin` (`scheme://host[:port]`) is this server's: the host the browser
/// asked for, or the public URL's origin.
fn own_origin(origin: &str, host: Option<&str>, public_url: &str) -> bool {
    let authority = |url: &str| {
        url.split_once("://")
            .map(|(_, rest)| rest.split('/').next().unwrap_or("").to_string())
    };
    let Some(asked) = authority(origin) else {
        return false; // "null" and the like
    };
    host.is_some_and(|h| h.eq_ignore_ascii_case(&asked))
        || authority(public_url).is_some_and(|p| p.eq_ignore_ascii_case(&asked) && public_url.starts_with(origin))
}

/// The page keeps the account token in the browser: only its own scripts run (wasm
/// compiled from its own origin), nothing frames it (clickjacking of resign or
/// claim), no type is sniffed, no address leaks in `Referer`. HSTS once the public
/// URL is https (TLS ends at the proxy, which forwards plain HTTP). Styles may be
/// inline: the board's SVG places seeds and flights with `style` attributes, and a style
/// runs no code (scripts stay `'self'` only).
const CSP: &str = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; \
     img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; \
     form-action 'self'; frame-ancestors 'none'";

pub async fn security_headers(State(app): State<AppState>, req: Request, next: axum::middleware::Next) -> Response {
    let mut resp = next.run(req).await;
    let headers = resp.headers_mut();
    let set = |h: &mut axum::http::HeaderMap, name, value| {
        h.entry(name).or_insert(HeaderValue::from_static(value));
    };
    set(headers, header::CONTENT_SECURITY_POLICY, CSP);
    set(headers, header::X_CONTENT_TYPE_OPTIONS, "nosniff");
    set(headers, header::X_FRAME_OPTIONS, "DENY");
    set(headers, header::REFERRER_POLICY, "no-referrer");
    if app.public_url.starts_with("https://") {
        set(headers, header::STRICT_TRANSPORT_SECURITY, "max-age=31536000");
    }
    resp
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_offline_files_have_their_types() {
        let kind = |name: &str| content_type(Path::new(name));
        assert_eq!(kind("manifest.webmanifest"), Some("application/manifest+json"));
        assert_eq!(kind("sw.js"), Some("text/javascript; charset=utf-8"));
        assert_eq!(kind("sounds/sow.wav"), Some("audio/wav"));
        assert_eq!(kind("icon-192.png"), Some("image/png"));
        // Anything else: ServeDir's own guess.
        assert_eq!(kind("anything.bin"), None);
    }

    #[test]
    fn paths_never_leave_the_root() {
        let root = Path::new("/srv/web");
        assert_eq!(inside(root, "/app.js"), Some(root.join("app.js")));
        assert_eq!(inside(root, "/../etc/passwd"), None);
        assert_eq!(inside(root, "/a/../../x"), None);
        assert_eq!(inside(root, "//etc/passwd"), Some(root.join("etc/passwd")));
        assert_eq!(inside(root, "/.env"), None);
        assert!(own_origin("http://h:1", Some("h:1"), "http://x"));
        assert!(own_origin(
            "https://play.example",
            Some("127.0.0.1:8080"),
            "https://play.example/"
        ));
        assert!(!own_origin("http://play.example", None, "https://play.example"));
        assert!(!own_origin("http://evil.example", Some("h:1"), "https://play.example"));
        assert!(!own_origin("null", Some("h:1"), "http://h:1"));
        assert_eq!(inside(root, "/assets/.git/config"), None);
    }
}
