//! The UniFFI surface of the app core: `AppCore` (events in, effects out, the view
//! model) and `SearchJob`, the search a shell runs off the UI thread. The Android and
//! iOS shells use only these and the few functions below. Records mirror the app
//! core's types (see `app_records`); no rule lives here, and nothing panics across
//! the FFI.

uniffi::setup_scaffolding!();

mod app_convert;
mod app_core;
mod app_learn;
mod app_online;
mod app_records;
mod app_table;
mod app_watch;
mod logging;
mod records;
// The shell's-eye tests live in the library's own test harness, not in tests/: an
// integration test needs the `lib` (rlib) crate type, and with it rustc keeps every
// Rust-level symbol of the cdylib (about 450 KB more; see README, "Size").
#[cfg(test)]
mod shell_tests;

pub use app_core::{AppCore, SearchJob};
pub use app_learn::*;
pub use app_online::SideChoice;
pub use app_records::*;
pub use app_table::TableSeat;
pub use app_watch::WatchView;
pub use logging::{set_log_sink, LogLevel, LogSink};
pub use records::*;

/// Every rule preset, default first.
#[uniffi::export]
pub fn presets() -> Vec<PresetInfo> {
    pallanguzhi_core::Rules::presets()
        .iter()
        .map(PresetInfo::from)
        .collect()
}

/// The core's version, for an about screen and bug reports.
#[uniffi::export]
pub fn core_version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}
