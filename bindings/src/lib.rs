//! The one surface the Android and iOS shells use. A `GameSession` wraps the
//! core's `Game` behind a `Mutex`, so the UI thread and a worker thread may
//! share it. Records mirror the core's types (see `records`); no rule lives here.
//! Every call returns a value or a `PallanguzhiError`; nothing panics across the FFI.

uniffi::setup_scaffolding!();

mod app_convert;
mod app_core;
mod app_online;
mod app_records;
mod error;
mod logging;
mod records;
mod session;

pub use app_core::{AppCore, SearchJob};
pub use app_online::SideChoice;
pub use app_records::*;
pub use error::PallanguzhiError;
pub use logging::{set_log_sink, LogLevel, LogSink};
pub use records::*;
pub use session::GameSession;

/// Every rule preset, default first.
#[uniffi::export]
pub fn presets() -> Vec<PresetInfo> {
    pallanguzhi_core::Rules::presets()
        .iter()
        .map(PresetInfo::from)
        .collect()
}

/// The records of a statistics text (`""` for none yet), or why it cannot be read.
#[uniffi::export]
pub fn read_stats(stats_json: String) -> Result<Vec<StatsRecord>, PallanguzhiError> {
    Ok(session::parse_stats(&stats_json)?
        .records
        .into_iter()
        .map(StatsRecord::from)
        .collect())
}

/// The core's version, for an about screen and bug reports.
#[uniffi::export]
pub fn core_version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}
