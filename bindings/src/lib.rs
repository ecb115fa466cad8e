//! The UniFFI surface of the app core: `AppCore` (events in, effects out, the view
//! model) and `SearchJob`, the search a shell runs off the UI thread. The Android and
//! iOS shells use only these and the few functions below. The view model and the
//! types in it are the app core's and the rules core's own (UniFFI derives behind
//! their `uniffi` feature); only `Event` and `Effect` are restated (`events`). No rule
//! lives here, and nothing panics across the FFI.

uniffi::setup_scaffolding!();

mod app_core;
mod events;
mod logging;
// The shell's-eye tests live in the library's own test harness, not in tests/: an
// integration test needs the `lib` (rlib) crate type, and with it rustc keeps every
// Rust-level symbol of the cdylib (about 450 KB more; see README, "Size").
#[cfg(test)]
mod shell_tests;

pub use app_core::{AppCore, SearchJob};
pub use events::*;
pub use logging::{set_log_sink, LogLevel, LogSink};

/// One rule preset, for a rules list.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PresetInfo {
    pub id: String,
    pub family: pallanguzhi_core::Family,
    pub holes_per_side: u8,
    pub seeds_per_hole: u8,
    /// One line for the rules list.
    pub summary: String,
}

/// Every rule preset, default first.
#[uniffi::export]
pub fn presets() -> Vec<PresetInfo> {
    pallanguzhi_core::Rules::presets()
        .iter()
        .map(|r| PresetInfo {
            id: r.name.clone(),
            family: r.family,
            holes_per_side: r.holes_per_side,
            seeds_per_hole: r.seeds_per_hole,
            summary: r.summary(),
        })
        .collect()
}

/// The core's version, for an about screen and bug reports.
#[uniffi::export]
pub fn core_version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}
