//! HTTP errors: a `WireError` with its status code. Database faults are logged
//! here and reach the client as `unavailable` (no room or no database: retry
//! later) or `internal`.

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

/// A database fault: logged, and answered as `unavailable` when storage is out of
/// reach (full disk, database down) or `internal`; the request changed nothing.
pub fn internal(e: sqlx::Error) -> WireError {
    tracing::error!("database: {e}");
    crate::metrics::METRICS.database_errors.inc();
    if out_of_reach(&e) {
        return WireError::new(
            ErrorCode::Unavailable,
            "the server cannot store anything now; try again later",
        );
    }
    WireError::new(
        ErrorCode::Internal,
        "the server could not reach its database; try again",
    )
}

/// Storage that cannot take the request now, through no fault of the request.
fn out_of_reach(e: &sqlx::Error) -> bool {
    match e {
        sqlx::Error::Database(db) => {
            let sqlite = db.try_downcast_ref::<sqlx::sqlite::SqliteError>().is_some();
            db.code().is_some_and(|code| unavailable_code(&code, sqlite))
        }
        sqlx::Error::Io(_) | sqlx::Error::PoolTimedOut | sqlx::Error::PoolClosed | sqlx::Error::Tls(_) => true,
        _ => false,
    }
}

/// SQLite's (extended, numeric) result codes: full, I/O error, busy, out of memory,
/// read-only, cannot open. PostgreSQL's SQLSTATE classes: connection exceptions (08),
/// insufficient resources such as a full disk (53), operator intervention (57P).
fn unavailable_code(code: &str, sqlite: bool) -> bool {
    if sqlite {
        let extended = code.parse::<i32>().unwrap_or(0);
        return matches!(extended & 0xff, 5 | 7 | 8 | 10 | 13 | 14);
    }
    code.starts_with("08") || code.starts_with("53") || code.starts_with("57P")
}

fn status(code: ErrorCode) -> StatusCode {
    use ErrorCode::*;
    match code {
        Malformed | TooLarge | Version | InvalidName | UnknownRules => StatusCode::BAD_REQUEST,
        NameTaken => StatusCode::CONFLICT,
        Unavailable => StatusCode::SERVICE_UNAVAILABLE,
        Unauthorized => StatusCode::UNAUTHORIZED,
        RateLimited => StatusCode::TOO_MANY_REQUESTS,
        UnknownRoom | NotFound => StatusCode::NOT_FOUND,
        RoomFull | RoomFinished | NotSeated | NotYourTurn | StaleMove | IllegalMove | GameOver | NotStarted
        | NoDrawOffer | CannotClaim | NoRematch | RematchPending => StatusCode::CONFLICT,
        Internal => StatusCode::INTERNAL_SERVER_ERROR,
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        (status(self.0.code), Json(ErrorBody { error: self.0 })).into_response()
    }
}

#[cfg(test)]
mod tests {
    use super::unavailable_code;

    #[test]
    fn full_disks_and_lost_databases_are_unavailable() {
        assert!(unavailable_code("13", true)); // SQLITE_FULL
        assert!(unavailable_code(&(10 | (4 << 8)).to_string(), true)); // SQLITE_IOERR_WRITE
        assert!(unavailable_code("53100", false)); // disk_full
        assert!(unavailable_code("08006", false)); // connection_failure
        assert!(!unavailable_code("2067", true)); // SQLITE_CONSTRAINT_UNIQUE
        assert!(!unavailable_code("23505", false)); // unique_violation
    }
}
