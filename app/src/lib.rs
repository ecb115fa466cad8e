//! The app core of Pallanguzhi, in the style of crux: the shells send
//! `Event`s to `App::handle`, perform the `Effect`s it returns (render, timers,
//! background searches, haptics, screen-reader announcements) and draw
//! `App::view()`. Every rule, timing, text and policy decision is made here,
//! once, for Android, iOS and the tests. Pure Rust with no IO crate (it builds for wasm32): `bindings/` exports it,
//! and `pallanguzhi-online`'s `Runner` performs its network effects.

// The FFI of this crate's types (`bindings/` turns the feature on; see its README).
#[cfg(feature = "uniffi")]
uniffi::setup_scaffolding!();

mod account_view;
mod app;
mod board;
mod catalogue;
pub mod effect;
mod env;
pub mod event;
mod event_wire;
pub mod files;
mod game_view;
mod learn;
mod learn_texts;
mod link;
mod mode;
mod navigation;
mod new_game;
pub mod online;
mod online_texts;
mod play;
pub mod recent;
mod records;
mod reviewing;
mod saving;
mod screen;
pub mod search;
pub mod seats;
pub mod settings;
mod shown;
pub mod sound;
pub mod store;
pub mod table;
pub mod texts;
pub mod timeline;
mod turns;
pub mod view;
mod words;

pub use account_view::*;
pub use app::App;
pub use effect::{Effect, HapticKind, Header};
pub use env::{SETTINGS_SAVE_PAUSE_MS, SUSPEND_WRITE_WAIT_MS};
pub use event::{Event, Opponent, SideChoice, Transport};
pub use online::{ConnState, OnlineAction, OnlineCommand, OnlineEvent};
pub use search::{Purpose, SearchJob, SearchResult};
pub use seats::{TableError, TableSeat};
pub use settings::{Settings, Speed};
pub use sound::{Sound, SoundCue, SoundKind};
pub use store::WriteJob;
pub use table::{LastMove, Table, Update};
pub use timeline::{Flight, Frame, FrameKind, Hand, Place};
pub use view::*;
pub use words::result_words;
