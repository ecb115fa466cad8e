//! HTTP errors: a `WireError` with its status code. Database faults are logged
//! here and reach the client only as `internal`.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use pallanguzhi_protocol::{ErrorBody, ErrorCode, WireError};

#[derive(Debug)]
pub struct ApiError(pub WireError);

pub type ApiResult<T> = Result<T, ApiError>;

impl ApiError {
    pub fn new(code: ErrorCode, message: impl Into<String>) -> ApiError {
        ApiError(WireError::new(code, message))
    }
}

impl From<WireError> for ApiError {
    fn from(e: WireError) -> ApiError {
        ApiError(e)
    }
}

impl From<sqlx::Error> for ApiError {
    fn from(e: sqlx::Error) -> ApiError {
        ApiError(internal(e))
    }
}

/// A database fault: logged, and answered as `internal` (the request changed nothing).
pub fn internal(e: sqlx::Error) -> WireError {
    tracing::error!("database: {e}");
    WireError::new(
        ErrorCode::Internal,
        "the server could not reach its database; try again",
    )
}

fn status(code: ErrorCode) -> StatusCode {
    use ErrorCode::*;
    match code {
        Malformed | TooLarge | Version | InvalidName | UnknownRules => StatusCode::BAD_REQUEST,
        Unauthorized => StatusCode::UNAUTHORIZED,
        RateLimited => StatusCode::TOO_MANY_REQUESTS,
        UnknownRoom | NotFound => StatusCode::NOT_FOUND,
        RoomFull | RoomFinished | NotSeated | NotYourTurn | StaleMove | IllegalMove | GameOver | NotStarted
        | NoDrawOffer | CannotClaim => StatusCode::CONFLICT,
        Internal => StatusCode::INTERNAL_SERVER_ERROR,
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        (status(self.0.code), Json(ErrorBody { error: self.0 })).into_response()
    }
}
