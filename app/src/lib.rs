//! The app core of Pallanguzhi, in the style of crux: the shells send
//! `Event`s to `App::handle`, perform the `Effect`s it returns (render, timers,
//! background searches, haptics, screen-reader announcements) and draw
//! `App::view()`. Every rule, timing, text and policy decision is made here,
//! once, for Android, iOS and the tests. Pure Rust: `bindings/` exports it.

mod app;
mod catalogue;
pub mod effect;
pub mod event;
pub mod files;
mod frame_texts;
pub mod net;
pub mod online;
mod online_texts;
mod present;
pub mod runner;
mod saving;
pub mod search;
pub mod settings;
pub mod store;
pub mod texts;
pub mod timeline;
mod turns;
pub mod view;

pub use app::App;
pub use effect::{Effect, HapticKind};
pub use event::{Event, Opponent, SideChoice};
pub use online::{ConnState, OnlineAction, OnlineCommand, OnlineEvent};
pub use runner::{Runner, Waiter};
pub use search::{Purpose, SearchJob, SearchResult};
pub use settings::{Settings, Speed};
pub use timeline::{Flight, Frame, FrameKind, Hand, Place};
pub use view::*;
