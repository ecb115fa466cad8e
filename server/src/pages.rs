//! The server's own pages, in English, French and Tamil (`?lang=`, else
//! `Accept-Language`, else English), plain HTML without script or style so they
//! work in any browser and screen reader: `/privacy` (what the server keeps, for the
//! store listings) and `/delete-account` (for a player who uninstalled the app: a
//! link or recovery code deletes the account at once; otherwise a request for the
//! operator is recorded). Texts are Fluent (`server/locales/LANG/pages.ftl`); every
//! value put in a page is HTML-escaped.

use crate::client::ClientAddr;
use crate::error::ApiError;
use crate::extract::{Body, Query};
use crate::{now_ms, AppState};
use axum::extract::State;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use pallanguzhi_protocol::ErrorCode;
use std::collections::HashMap;
use std::sync::LazyLock;

/// The languages served, the default first.
const LANGS: [(&str, &str, &str); 3] = [
    ("en", "English", include_str!("../locales/en/pages.ftl")),
    ("fr", "Français", include_str!("../locales/fr/pages.ftl")),
    ("ta", "தமிழ்", include_str!("../locales/ta/pages.ftl")),
];

/// Longest accepted fields of a deletion request (characters).
const MAX_NAME: usize = 64;
const MAX_CONTACT: usize = 200;
const MAX_MESSAGE: usize = 1000;

static BUNDLES: LazyLock<HashMap<&'static str, FluentBundle<FluentResource>>> =
    LazyLock::new(|| LANGS.iter().map(|(lang, _, ftl)| (*lang, bundle(lang, ftl))).collect());

fn bundle(lang: &str, ftl: &str) -> FluentBundle<FluentResource> {
    let id = lang.parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // No Unicode isolation marks: the values are escaped into HTML, not shown raw.
    bundle.set_use_isolating(false);
    // The catalogue is ours and checked by the tests: an error here is a bug in it.
    let resource = FluentResource::try_new(ftl.to_string()).unwrap_or_else(|(res, _)| res);
    let _ = bundle.add_resource(resource);
    bundle
}

/// One page's language and its texts.
struct Texts {
    lang: &'static str,
}

impl Texts {
    /// The text `id`, HTML-escaped (`id` itself if the catalogue lacks it: a test
    /// checks that every language has every id).
    fn get(&self, id: &str) -> String {
        self.with(id, None)
    }

    fn with(&self, id: &str, args: Option<&FluentArgs>) -> String {
        let bundle = &BUNDLES[self.lang];
        let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
            return escape(id);
        };
        let mut errors = vec![];
        escape(&bundle.format_pattern(pattern, args, &mut errors))
    }
}

/// The language asked for: `?lang=` if served, else the first served one of
/// `Accept-Language` by preference, else English.
fn choose(query: Option<&str>, headers: &HeaderMap) -> Texts {
    let served = |tag: &str| LANGS.iter().map(|l| l.0).find(|l| tag.eq_ignore_ascii_case(l));
    if let Some(lang) = query.and_then(served) {
        return Texts { lang };
    }
    let accepted = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let lang = by_preference(accepted)
        .into_iter()
        .find_map(|tag| served(tag.split('-').next().unwrap_or("")))
        .unwrap_or(LANGS[0].0);
    Texts { lang }
}

/// The tags of an `Accept-Language` header, most wanted first (by `q`, then order);
/// `q=0` means "not this one". (fluent-langneg's parser keeps the order and ignores `q`.)
fn by_preference(header: &str) -> Vec<&str> {
    let mut tags: Vec<(&str, f32)> = header
        .split(',')
        .filter_map(|part| {
            let mut pieces = part.split(';').map(str::trim);
            let tag = pieces.next().filter(|t| !t.is_empty())?;
            let q = pieces
                .find_map(|p| p.strip_prefix("q="))
                .map_or(Some(1.0), |q| q.parse::<f32>().ok())?;
            (q > 0.0).then_some((tag, q))
        })
        .collect();
    tags.sort_by(|a, b| b.1.total_cmp(&a.1));
    tags.into_iter().map(|(tag, _)| tag).collect()
}

pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// A whole page: `body` is HTML already escaped.
fn page(t: &Texts, status: StatusCode, title_id: &str, path: &str, body: &str) -> Response {
    let title = t.get(title_id);
    let switch: Vec<String> = LANGS
        .iter()
        .map(|(lang, name, _)| format!(r#"<a href="{path}?lang={lang}" hreflang="{lang}" lang="{lang}">{name}</a>"#))
        .collect();
    let html = format!(
        "<!doctype html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>{title}</title>\n</head>\n\
         <body>\n<nav aria-label=\"{languages}\">{switch}</nav>\n<main>\n<h1>{title}</h1>\n{body}</main>\n</body>\n</html>\n",
        lang = t.lang,
        languages = t.get("languages"),
        switch = switch.join(" · "),
    );
    let mut resp = (status, html).into_response();
    let headers = resp.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/html; charset=utf-8"),
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    headers.insert(header::VARY, HeaderValue::from_static("accept-language"));
    if let Ok(lang) = HeaderValue::from_str(t.lang) {
        headers.insert(header::CONTENT_LANGUAGE, lang);
    }
    resp
}

#[derive(serde::Deserialize)]
pub struct Lang {
    lang: Option<String>,
}

fn section(t: &Texts, heading: &str, paragraphs: &[&str]) -> String {
    let mut html = format!("<h2>{}</h2>\n", t.get(heading));
    for id in paragraphs {
        html.push_str(&format!("<p>{}</p>\n", t.get(id)));
    }
    html
}

/// `GET /privacy`
pub async fn privacy(State(app): State<AppState>, Query(q): Query<Lang>, headers: HeaderMap) -> Response {
    let t = choose(q.lang.as_deref(), &headers);
    let mut body = format!("<p>{}</p>\n", t.get("privacy-intro"));
    body += &section(
        &t,
        "privacy-stored-heading",
        &[
            "privacy-stored-name",
            "privacy-stored-tokens",
            "privacy-stored-games",
            "privacy-stored-moderation",
        ],
    );
    body += &section(&t, "privacy-address-heading", &["privacy-address"]);
    body += &section(&t, "privacy-not-heading", &["privacy-not"]);
    body += &section(
        &t,
        "privacy-keep-heading",
        &["privacy-keep-account", "privacy-keep-deleted", "privacy-keep-requests"],
    );
    body += &match &app.config.operator_contact {
        Some(contact) => {
            let mut args = FluentArgs::new();
            args.set("contact", contact.clone());
            format!("<p>{}</p>\n", t.with("privacy-contact", Some(&args)))
        }
        None => format!("<p>{}</p>\n", t.get("privacy-contact-none")),
    };
    body += &format!(
        "<p><a href=\"/delete-account?lang={}\">{}</a></p>\n",
        t.lang,
        t.get("privacy-delete-link")
    );
    page(&t, StatusCode::OK, "privacy-title", "/privacy", &body)
}

/// The deletion page's two forms (posting back to it in the same language).
fn delete_forms(t: &Texts) -> String {
    let lang = t.lang;
    format!(
        "<p>{intro}</p>\n<h2>{code_heading}</h2>\n<p>{code_explain}</p>\n\
         <form method=\"post\" action=\"/delete-account?lang={lang}\">\n\
         <input type=\"hidden\" name=\"action\" value=\"code\">\n\
         <p><label for=\"code\">{code_label}</label><br>\n\
         <input id=\"code\" name=\"code\" required autocomplete=\"off\" autocapitalize=\"characters\" maxlength=\"40\"></p>\n\
         <p><button type=\"submit\">{code_submit}</button></p>\n</form>\n\
         <h2>{req_heading}</h2>\n<p>{req_explain}</p>\n\
         <form method=\"post\" action=\"/delete-account?lang={lang}\">\n\
         <input type=\"hidden\" name=\"action\" value=\"request\">\n\
         <p><label for=\"name\">{name_label}</label><br>\n\
         <input id=\"name\" name=\"name\" required maxlength=\"{MAX_NAME}\"></p>\n\
         <p><label for=\"contact\">{contact_label}</label><br>\n\
         <input id=\"contact\" name=\"contact\" required maxlength=\"{MAX_CONTACT}\"></p>\n\
         <p><label for=\"message\">{message_label}</label><br>\n\
         <textarea id=\"message\" name=\"message\" rows=\"4\" maxlength=\"{MAX_MESSAGE}\"></textarea></p>\n\
         <p><button type=\"submit\">{req_submit}</button></p>\n</form>\n\
         <p><a href=\"/privacy?lang={lang}\">{privacy}</a></p>\n",
        intro = t.get("delete-intro"),
        code_heading = t.get("delete-code-heading"),
        code_explain = t.get("delete-code-explain"),
        code_label = t.get("delete-code-label"),
        code_submit = t.get("delete-code-submit"),
        req_heading = t.get("delete-request-heading"),
        req_explain = t.get("delete-request-explain"),
        name_label = t.get("delete-request-name-label"),
        contact_label = t.get("delete-request-contact-label"),
        message_label = t.get("delete-request-message-label"),
        req_submit = t.get("delete-request-submit"),
        privacy = t.get("privacy-link"),
    )
}

/// `GET /delete-account`
pub async fn delete_page(Query(q): Query<Lang>, headers: HeaderMap) -> Response {
    let t = choose(q.lang.as_deref(), &headers);
    page(&t, StatusCode::OK, "delete-title", "/delete-account", &delete_forms(&t))
}

/// The outcome of a form, as a short page with a way back.
fn outcome(t: &Texts, status: StatusCode, text_id: &str) -> Response {
    let body = format!(
        "<p role=\"status\">{}</p>\n<p><a href=\"/delete-account?lang={}\">{}</a></p>\n",
        t.get(text_id),
        t.lang,
        t.get("delete-back")
    );
    page(t, status, "delete-title", "/delete-account", &body)
}

/// `POST /delete-account` (a form: `same_origin` lets it through only from this
/// server's own page): `action=code` deletes the account of a link or recovery code;
/// `action=request` records a request for the operator.
pub async fn delete_post(
    State(app): State<AppState>,
    ClientAddr(addr): ClientAddr,
    Query(q): Query<Lang>,
    headers: HeaderMap,
    Body(body): Body,
) -> Response {
    let t = choose(q.lang.as_deref(), &headers);
    let fields: HashMap<String, String> = form_urlencoded::parse(&body).into_owned().collect();
    let field = |name: &str| fields.get(name).map(|v| v.trim().to_string()).unwrap_or_default();
    let result = match field("action").as_str() {
        "code" => by_code(&app, addr, &field("code")).await,
        "request" => request(&app, addr, &field("name"), &field("contact"), &field("message")).await,
        _ => Err(ApiError::new(ErrorCode::Malformed, "unknown action")),
    };
    match result {
        Ok(done) => outcome(&t, StatusCode::OK, done),
        Err(e) => {
            let (status, id) = match e.0.code {
                ErrorCode::RateLimited => (StatusCode::TOO_MANY_REQUESTS, "delete-limited"),
                ErrorCode::Unauthorized => (StatusCode::BAD_REQUEST, "delete-bad-code"),
                ErrorCode::Malformed | ErrorCode::TooLarge => (StatusCode::BAD_REQUEST, "delete-request-invalid"),
                _ => (StatusCode::SERVICE_UNAVAILABLE, "delete-failed"),
            };
            outcome(&t, status, id)
        }
    }
}

async fn by_code(app: &AppState, addr: std::net::IpAddr, code: &str) -> Result<&'static str, ApiError> {
    let account = crate::devices::account_of_code(app, addr, code).await?;
    crate::accounts::erase(app, account).await?;
    Ok("delete-done")
}

async fn request(
    app: &AppState,
    addr: std::net::IpAddr,
    name: &str,
    contact: &str,
    message: &str,
) -> Result<&'static str, ApiError> {
    if !app.limits.deletion_requests.check(&addr) {
        return Err(ApiError::new(ErrorCode::RateLimited, "too many requests"));
    }
    let fits = |text: &str, max: usize| text.chars().count() <= max && !text.chars().any(char::is_control);
    let message_fits = message.chars().count() <= MAX_MESSAGE;
    if name.is_empty() || contact.is_empty() || !fits(name, MAX_NAME) || !fits(contact, MAX_CONTACT) || !message_fits {
        return Err(ApiError::new(ErrorCode::Malformed, "name and contact, within bounds"));
    }
    let _turn = app.db.writer().await;
    // One statement: the cap on requests waiting is checked where the row is written.
    let done = sqlx::query(
        "INSERT INTO deletion_requests (id, name, contact, message, created_ms) \
         SELECT $1, $2, $3, $4, $5 WHERE (SELECT COUNT(*) FROM deletion_requests) < $6",
    )
    .bind(crate::db::new_id())
    .bind(name)
    .bind(contact)
    .bind(message)
    .bind(now_ms())
    .bind(i64::from(app.config.max_deletion_requests))
    .execute(&app.db.pool)
    .await?;
    if done.rows_affected() == 0 {
        tracing::warn!("deletion request refused: the queue is full");
        return Err(ApiError::new(ErrorCode::RateLimited, "too many requests waiting"));
    }
    tracing::info!("deletion request recorded");
    Ok("delete-request-recorded")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every language has every text of English, and no other; all parse.
    #[test]
    fn the_three_catalogues_have_the_same_texts() {
        let ids = |ftl: &str| -> Vec<String> {
            let resource = FluentResource::try_new(ftl.to_string()).expect("parses");
            let mut ids: Vec<String> = resource
                .entries()
                .filter_map(|e| match e {
                    fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
                    _ => None,
                })
                .collect();
            ids.sort();
            ids
        };
        let english = ids(LANGS[0].2);
        assert!(english.len() > 30);
        for (lang, _, ftl) in &LANGS[1..] {
            assert_eq!(ids(ftl), english, "{lang}");
        }
    }

    #[test]
    fn the_language_is_the_query_then_the_browsers_then_english() {
        let mut headers = HeaderMap::new();
        assert_eq!(choose(None, &headers).lang, "en");
        headers.insert(
            header::ACCEPT_LANGUAGE,
            HeaderValue::from_static("de-DE, ta;q=0.8, fr;q=0.9"),
        );
        assert_eq!(choose(None, &headers).lang, "fr");
        assert_eq!(choose(Some("TA"), &headers).lang, "ta");
        assert_eq!(choose(Some("xx"), &headers).lang, "fr");
        assert_eq!(by_preference("fr;q=0, ta;q=x, en-GB;q=0.2, de"), ["de", "en-GB"]);
        assert_eq!(escape("<a href=\"x\">&'"), "&lt;a href=&quot;x&quot;&gt;&amp;&#39;");
    }
}
