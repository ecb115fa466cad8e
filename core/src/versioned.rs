//! The header of every versioned file the core writes (saves, reviews,
//! lesson progress): a format name and a version, checked before the body
//! is read, so an old app refuses a newer file by name instead of misreading it.

use serde::Deserialize;

/// Why a file's header was refused.
pub(crate) enum HeaderError {
    Corrupt(String),
    Future(u32),
    Unknown(u32),
}

#[derive(Deserialize)]
struct Header {
    format: Option<String>,
    version: Option<u32>,
}

/// Check that `text` is a `format` file (a "`what`" to a reader) of `version`.
pub(crate) fn check(text: &str, format: &str, what: &str, version: u32) -> Result<(), HeaderError> {
    let header: Header = serde_json::from_str(text).map_err(|e| HeaderError::Corrupt(e.to_string()))?;
    if header.format.as_deref() != Some(format) {
        return Err(HeaderError::Corrupt(format!("not a Pallanguzhi {what}")));
    }
    match header.version {
        None => Err(HeaderError::Corrupt(format!("the {what} has no version"))),
        Some(v) if v == version => Ok(()),
        Some(v) if v > version => Err(HeaderError::Future(v)),
        Some(v) => Err(HeaderError::Unknown(v)),
    }
}
