//! The UniFFI surface of the app core: `AppCore` (events in, effects out, the view
//! model) and the few functions below. The Android and iOS shells use only these.
//! Every type they carry (`Event`, `Effect`, the `SearchJob` object a shell runs off
//! the UI thread, the view model) is the app core's or the rules core's own, derived
//! for UniFFI behind their `uniffi` feature. No rule lives here, and nothing panics
//! across the FFI.

uniffi::setup_scaffolding!();

mod app_core;
mod logging;
// The shell's-eye tests live in the library's own test harness, not in tests/: an
// integration test needs the `lib` (rlib) crate type, and with it rustc keeps every
// Rust-level symbol of the cdylib (about 450 KB more; see README, "Size").
#[cfg(test)]
mod shell_tests;

pub use app_core::AppCore;
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

/// The shells' labels (buttons, headings, fields) in `language` (a code or tag; English
/// for any other), by id: the catalogue's `ui-` messages without variables, by their id
/// without `ui-` ("new-game"), then the levels, sides and seats ("level-easy",
/// "side-south", "seat-north-2"). Ask again when the player's language changes.
#[uniffi::export]
pub fn labels(language: String) -> std::collections::HashMap<String, String> {
    let texts = pallanguzhi_app::texts::Texts::new(pallanguzhi_app::texts::Lang::from_tag(&language));
    let label = |(id, text): (String, String)| (id.strip_prefix("ui-").map_or(id.clone(), str::to_string), text);
    texts.labels().into_iter().map(label).collect()
}

/// The catalogue's languages ("en", "fr", "ta"), English first: a settings screen offers
/// these (and "system"), so a new `app/locales/<code>/` folder is all a shell needs.
#[uniffi::export]
pub fn languages() -> Vec<String> {
    pallanguzhi_app::texts::Lang::all()
        .map(|lang| lang.code().to_string())
        .collect()
}

/// A label with variables in `language`: `id` as in `labels` ("move-round"), `args` by
/// name ("move" → "3"); a plain integer is formatted as a number (plural forms).
#[uniffi::export]
pub fn format_label(language: String, id: String, args: std::collections::HashMap<String, String>) -> String {
    let texts = pallanguzhi_app::texts::Texts::new(pallanguzhi_app::texts::Lang::from_tag(&language));
    // In the map's order: FluentArgs keeps its names sorted itself (a binary-search insert),
    // so sorting here only cost a stable sort of (String, String): 5,168 bytes of the library.
    let args: Vec<(String, String)> = args.into_iter().collect();
    texts.label(&format!("ui-{id}"), &args)
}

#[cfg(test)]
#[test]
fn labels_are_the_cores_by_short_id_and_format_their_variables() {
    assert_eq!(languages(), ["en", "fr", "ta"]);
    let fr = labels("fr-CA".into());
    assert_eq!(fr["home"], "Accueil");
    assert_eq!(fr["level-easy"], "Facile");
    assert!(
        !fr.contains_key("move-round"),
        "a label with variables is formatted by format_label()"
    );
    let args = [
        ("move".to_string(), "3".to_string()),
        ("round".to_string(), "2".to_string()),
    ];
    assert_eq!(
        format_label("en".into(), "move-round".into(), args.into()),
        "Move 3 · round 2"
    );
}
