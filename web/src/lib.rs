//! The app core in the browser. The TypeScript shell (`web/ts/`) sends each event as
//! JSON to `Core::handle`, performs the JSON effects it gets back (timers, searches in a
//! Web Worker, the WebSocket and `fetch`) and draws `Core::view()`. The shell decides
//! nothing; this file only converts. Saves, statistics, settings and the account go
//! through the core's own atomic-write `Store` onto `localStorage` (`LocalStorageFs`).
//!
//! Bad input (JSON that is no event) is a typed error thrown to the shell and changes
//! nothing.

use pallanguzhi_app::store::Fs;
use pallanguzhi_app::texts::{Lang, Texts};
use pallanguzhi_app::{App, Effect, Event, SearchJob};
use std::io;
use std::path::Path;
use std::sync::Arc;
use wasm_bindgen::prelude::*;

/// The directory the core is launched with; every key in `localStorage` starts with it.
pub const DIR: &str = "/pallanguzhi";

#[wasm_bindgen]
pub struct Core {
    app: App,
}

#[wasm_bindgen]
impl Core {
    /// A core on the browser's storage; `seed` (from `crypto.getRandomValues`) drives
    /// game ids and search seeds.
    #[wasm_bindgen(constructor)]
    pub fn new(seed_hi: u32, seed_lo: u32) -> Core {
        let seed = (u64::from(seed_hi) << 32) | u64::from(seed_lo);
        Core {
            app: App::with_fs(seed, Arc::new(LocalStorageFs)),
        }
    }

    /// The directory to pass in `Launch`.
    pub fn dir() -> String {
        DIR.into()
    }

    /// Handle one event (JSON, serde's external tagging: `"Hint"`, `{"TapHole":{"hole":3}}`)
    /// and return its effects as a JSON array (see `effects_json`).
    pub fn handle(&mut self, event: &str) -> Result<String, JsError> {
        let event = parse_event(event)?;
        Ok(effects_json(self.app.handle(event)))
    }

    /// Tests: a review grades with `nodes` a move instead of Expert's millions.
    pub fn set_review_nodes(&mut self, nodes: u32) {
        self.app.set_review_nodes(u64::from(nodes));
    }

    /// The view model as JSON.
    pub fn view(&self) -> String {
        serde_json::to_string(&self.app.view()).unwrap_or_default()
    }

    /// The shell's labels (buttons, headings) in the view's language, as JSON
    /// `[[id, text], ...]` (the catalogue's `ui-` messages, levels, sides and seats).
    pub fn labels(&self) -> String {
        let texts = Texts::new(Lang::from_tag(&self.app.view().language));
        serde_json::to_string(&texts.labels()).unwrap_or_default()
    }
}

/// Parse an event sent by the shell.
pub fn parse_event(text: &str) -> Result<Event, JsError> {
    serde_json::from_str(text).map_err(|e| JsError::new(&format!("not an event: {e}")))
}

/// Effects as JSON. A search's job travels as a string (`{"Search":{"id":7,"job":"…"}}`):
/// the shell hands it untouched to its worker, so its 64-bit seed is not rounded by
/// JavaScript numbers.
pub fn effects_json(effects: Vec<Effect>) -> String {
    let list: Vec<serde_json::Value> = effects
        .into_iter()
        .map(|effect| match effect {
            Effect::Search { job } => serde_json::json!({
                "Search": { "id": job.id(), "job": serde_json::to_string(&job).unwrap_or_default() }
            }),
            other => serde_json::to_value(&other).unwrap_or(serde_json::Value::Null),
        })
        .collect();
    serde_json::to_string(&list).unwrap_or_else(|_| "[]".into())
}

/// Run a search job (the worker's own wasm instance calls this) and return the
/// `SearchDone` event as JSON for the main thread's core.
#[wasm_bindgen]
pub fn run_search(job: &str) -> Result<String, JsError> {
    let job: SearchJob = serde_json::from_str(job).map_err(|e| JsError::new(&format!("not a search job: {e}")))?;
    serde_json::to_string(&job.run()).map_err(|e| JsError::new(&e.to_string()))
}

/// `localStorage` as the core's file system: a path is a key. Writes are synchronous
/// and the page is single-threaded, so `write_synced` and `rename` are as atomic as the
/// browser's storage; the core's temp-file-then-rename protocol runs unchanged.
pub struct LocalStorageFs;

fn storage() -> io::Result<web_sys::Storage> {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .ok_or_else(|| io::Error::other("no localStorage"))
}

fn key(path: &Path) -> String {
    path.to_string_lossy().into_owned()
}

fn js_err(e: JsValue) -> io::Error {
    io::Error::other(e.as_string().unwrap_or_else(|| "storage error (quota?)".into()))
}

impl Fs for LocalStorageFs {
    fn write_synced(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        let text = std::str::from_utf8(bytes).map_err(io::Error::other)?;
        storage()?.set_item(&key(path), text).map_err(js_err)
    }

    fn rename(&self, from: &Path, to: &Path) -> io::Result<()> {
        let store = storage()?;
        let text = store
            .get_item(&key(from))
            .map_err(js_err)?
            .ok_or_else(|| io::Error::from(io::ErrorKind::NotFound))?;
        store.set_item(&key(to), &text).map_err(js_err)?;
        store.remove_item(&key(from)).map_err(js_err)
    }

    fn sync_dir(&self, _dir: &Path) -> io::Result<()> {
        Ok(())
    }

    fn read(&self, path: &Path) -> io::Result<Option<String>> {
        storage()?.get_item(&key(path)).map_err(js_err)
    }

    fn exists(&self, path: &Path) -> bool {
        matches!(
            storage().and_then(|s| s.get_item(&key(path)).map_err(js_err)),
            Ok(Some(_))
        )
    }

    fn create_dir_all(&self, _dir: &Path) -> io::Result<()> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn events_parse_from_the_shells_json() {
        assert!(matches!(
            parse_event(r#"{"TapHole":{"hole":3}}"#),
            Ok(Event::TapHole { hole: 3 })
        ));
        assert!(matches!(parse_event(r#""Hint""#), Ok(Event::Hint)));
        assert!(matches!(
            parse_event(r#"{"Launch":{"dir":"/p","language":"fr","reduce_motion":true}}"#),
            Ok(Event::Launch {
                reduce_motion: true,
                ..
            })
        ));
    }

    #[test]
    fn a_search_effect_carries_its_job_as_text_and_the_job_runs_from_it() {
        let mut app = App::new(7);
        let effects = app.handle(
            parse_event(r#"{"NewGame":{"preset":"pallanguzhi","opponent":{"Computer":{"level":"easy","side":"north","name":"Ann"}}}}"#)
                .ok()
                .unwrap(),
        );
        let json: serde_json::Value = serde_json::from_str(&effects_json(effects)).unwrap();
        let search = json
            .as_array()
            .unwrap()
            .iter()
            .find_map(|e| e.get("Search"))
            .expect("the computer moves first");
        let job = search["job"].as_str().unwrap();
        let done = run_search(job).ok().unwrap();
        let event = parse_event(&done).ok().unwrap();
        assert!(matches!(event, Event::SearchDone { id, result: Some(_) } if id == search["id"].as_u64().unwrap()));
        let view: serde_json::Value = serde_json::from_str(&serde_json::to_string(&app.view()).unwrap()).unwrap();
        assert_eq!(view["screen"], "Game");
    }
}
