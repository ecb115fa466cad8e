//! Extractors whose rejections are the protocol's typed JSON errors, never
//! axum's plain-text ones: a bad path, query or body is `malformed` (or
//! `too_large`), and an unknown route is `not_found`.

use crate::error::ApiError;
use crate::AppState;
use axum::extract::{FromRequest, FromRequestParts, Request};
use axum::http::request::Parts;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use pallanguzhi_protocol::{ErrorBody, ErrorCode, WireError};
use serde::de::DeserializeOwned;

/// `axum::extract::Path` with a typed rejection.
pub struct Path<T>(pub T);

/// `axum::extract::Query` with a typed rejection.
pub struct Query<T>(pub T);

/// The raw body (size-limited by the router) with a typed rejection.
pub struct Body(pub axum::body::Bytes);

fn malformed(what: &str, detail: String) -> ApiError {
    ApiError::new(ErrorCode::Malformed, format!("bad {what}: {detail}"))
}

impl<S: Send + Sync, T: DeserializeOwned + Send> FromRequestParts<S> for Path<T> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, ApiError> {
        axum::extract::Path::<T>::from_request_parts(parts, state)
            .await
            .map(|p| Path(p.0))
            .map_err(|e| malformed("path", e.body_text()))
    }
}

impl<S: Send + Sync, T: DeserializeOwned + Send> FromRequestParts<S> for Query<T> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, ApiError> {
        axum::extract::Query::<T>::from_request_parts(parts, state)
            .await
            .map(|q| Query(q.0))
            .map_err(|e| malformed("query", e.body_text()))
    }
}

impl FromRequest<AppState> for Body {
    type Rejection = ApiError;

    /// The body within `--body-timeout-ms`: a client trickling it holds a connection
    /// and a task no longer than that.
    async fn from_request(req: Request, app: &AppState) -> Result<Self, ApiError> {
        let wait = std::time::Duration::from_millis(app.config.body_timeout_ms.max(1));
        let read = tokio::time::timeout(wait, axum::body::Bytes::from_request(req, app));
        match read.await {
            Err(_) => Err(malformed("body", "it did not arrive in time".into())),
            Ok(Ok(bytes)) => Ok(Body(bytes)),
            Ok(Err(e)) => Err(match e.status() {
                StatusCode::PAYLOAD_TOO_LARGE => ApiError::new(ErrorCode::TooLarge, e.body_text()),
                _ => malformed("body", e.body_text()),
            }),
        }
    }
}

/// Unknown routes.
pub async fn not_found() -> ApiError {
    ApiError::new(ErrorCode::NotFound, "no such route")
}

/// A known route with the wrong method: 405, still a typed body.
pub async fn wrong_method() -> Response {
    let error = WireError::new(ErrorCode::Malformed, "method not allowed on this route");
    (StatusCode::METHOD_NOT_ALLOWED, Json(ErrorBody { error })).into_response()
}
