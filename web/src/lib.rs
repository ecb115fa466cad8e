//! The app core in the browser. The TypeScript shell (`web/ts/`) sends each event as
//! JSON to `Core::handle`, performs the JSON effects it gets back (timers, searches in a
//! Web Worker, the WebSocket and `fetch`) and draws `Core::view()`. The shell decides
//! nothing; this file only converts. Saves, statistics, settings and the account go
//! through the core's own atomic-write `Store` onto `localStorage` (`LocalStorageFs`).
//!
//! Bad input (JSON that is no event) is a typed error thrown to the shell and changes
//! nothing.
//!
//! Two wasm files are built from this crate (`web/build.mjs`): the page's (feature
//! `page`: `Core`) and the search worker's (feature `search`: `run_search`), each with
//! only the code its thread runs. The catalogue's texts are not compiled in: the page
//! fetches each language's file and hands it in (`Core.add_texts`) before the core
//! starts.

#[cfg(feature = "page")]
pub use page::*;
#[cfg(feature = "search")]
pub use worker::*;

#[cfg(feature = "search")]
mod worker {
    use pallanguzhi_app::SearchJob;
    use wasm_bindgen::prelude::*;

    /// Run a search job (the worker's own wasm instance calls this) and return the
    /// `SearchDone` event as JSON for the main thread's core.
    #[wasm_bindgen]
    pub fn run_search(job: &str) -> Result<String, JsError> {
        let job: SearchJob = serde_json::from_str(job).map_err(|e| JsError::new(&format!("not a search job: {e}")))?;
        serde_json::to_string(&job.run()).map_err(|e| JsError::new(&e.to_string()))
    }
}

#[cfg(feature = "page")]
mod page {
    use pallanguzhi_app::store::Fs;
    use pallanguzhi_app::texts::{install_catalogue, Lang, Texts};
    use pallanguzhi_app::{App, Effect, Event, HapticKind};
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
        /// The catalogue's languages (codes, English first): the page fetches
        /// `/locales/CODE.ftl` for each and hands it to `add_texts` before `new Core`.
        pub fn languages() -> Vec<String> {
            Lang::all().map(|l| l.code().to_string()).collect()
        }

        /// Each language's own name, in the order of `languages` ("Français"), for the
        /// language menu: from the texts handed in, without parsing them.
        pub fn language_names() -> Vec<String> {
            Lang::all().map(Lang::name).collect()
        }

        /// Hand in the texts of language `code` (its `.ftl` files, as one text). Refused
        /// (a typed error, nothing changed) for an unknown language, texts that do not
        /// parse, or a language already there.
        pub fn add_texts(code: &str, text: String) -> Result<(), JsError> {
            install_catalogue(code, &[text]).map_err(|e| JsError::new(&e.to_string()))
        }

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
            // Each write at once: `localStorage` is synchronous and the page has no other thread
            // for it, so the shell never sees a write, nor a wait for one.
            Ok(effects_json(self.app.handle_writing_at_once(event)))
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
    /// JavaScript numbers. A vibration carries its length (`{"Haptic":{"kind":"Sow","ms":5}}`).
    pub fn effects_json(effects: Vec<Effect>) -> String {
        let list: Vec<String> = effects
            .into_iter()
            .map(|effect| {
                let text = match effect {
                    Effect::Search { id, job } => serde_json::to_string(&Shell::Search {
                        id,
                        job: serde_json::to_string(&job).unwrap_or_default(),
                    }),
                    // The vibration's length travels with it (the core's, not the page's).
                    Effect::Haptic { kind } => serde_json::to_string(&Shell::Haptic {
                        kind,
                        ms: kind.vibration_ms(),
                    }),
                    other => serde_json::to_string(&other),
                };
                text.unwrap_or_else(|_| "null".into())
            })
            .collect();
        format!("[{}]", list.join(","))
    }

    /// The effects the shell gets in another shape than the core's, written straight to
    /// text (no `serde_json::Value` on the way: its code is not in the page).
    #[derive(serde::Serialize)]
    enum Shell {
        Search { id: u64, job: String },
        Haptic { kind: HapticKind, ms: u32 },
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
}

#[cfg(all(test, feature = "page", feature = "search"))]
mod tests {
    use super::*;
    use pallanguzhi_app::texts::{install_catalogue, Lang, Texts};
    use pallanguzhi_app::{App, Effect, Event, HapticKind};

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

    /// The files of `locales/<code>/` as the page fetches them (build.mjs joins them).
    fn catalogue_file(code: &str) -> String {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../app/locales")
            .join(code);
        let mut files: Vec<_> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
        files.sort();
        files
            .iter()
            .map(|f| std::fs::read_to_string(f).unwrap() + "\n")
            .collect()
    }

    /// Hands in the catalogue as the page does, once for every test of this binary
    /// (first refusing an unknown language, which must change nothing).
    fn hand_in_the_catalogue() {
        static ONCE: std::sync::Once = std::sync::Once::new();
        ONCE.call_once(hand_in);
    }

    fn hand_in() {
        let fr = Lang::from_tag("fr");
        // Built alone this crate has no compiled-in catalogue; in a workspace build
        // another crate may compile it in, and then nothing may be handed in.
        if fr.sources().is_empty() {
            assert!(install_catalogue("xx", &[catalogue_file("fr")]).is_err());
            assert!(fr.sources().is_empty());
            for code in Core::languages() {
                assert_eq!(install_catalogue(&code, &[catalogue_file(&code)]), Ok(()));
            }
            // Once there, a language's texts are never replaced.
            assert!(install_catalogue("fr", &["won = x".into()]).is_err());
        } else {
            assert!(install_catalogue("fr", &[catalogue_file("fr")]).is_err());
        }
    }

    #[test]
    fn the_texts_handed_in_are_the_ones_the_core_speaks_and_bad_ones_change_nothing() {
        hand_in_the_catalogue();
        let fr = Lang::from_tag("fr");
        assert_eq!(Core::languages(), ["en", "fr", "ta"]);
        assert_eq!(Core::language_names(), ["English", "Français", "தமிழ்"]);
        let labels = Texts::new(fr).labels();
        assert!(
            labels.iter().any(|(id, text)| id == "ui-home" && text == "Accueil"),
            "{labels:?}"
        );
    }

    #[test]
    fn a_vibration_carries_the_cores_length() {
        let json: serde_json::Value = serde_json::from_str(&effects_json(vec![
            Effect::Haptic { kind: HapticKind::Sow },
            Effect::Haptic {
                kind: HapticKind::GameEnd,
            },
        ]))
        .unwrap();
        assert_eq!(json[0]["Haptic"]["kind"], "Sow");
        assert_eq!(json[0]["Haptic"]["ms"], HapticKind::Sow.vibration_ms());
        assert_eq!(json[1]["Haptic"]["ms"], HapticKind::GameEnd.vibration_ms());
        assert!(HapticKind::GameEnd.vibration_ms() > HapticKind::Sow.vibration_ms());
    }

    #[test]
    fn the_page_writes_at_once_and_its_shell_never_sees_a_write() {
        hand_in_the_catalogue();
        let dir = std::env::temp_dir().join(format!("pallanguzhi-web-{}", std::process::id()));
        let mut app = App::new(7);
        let launch = Event::Launch {
            dir: dir.display().to_string(),
            language: "en".into(),
            reduce_motion: true,
        };
        app.handle_writing_at_once(launch);
        let game =
            parse_event(r#"{"NewGame":{"preset":"kalah","opponent":{"PassAndPlay":{"south":["A"],"north":["B"]}}}}"#);
        let effects = app.handle_writing_at_once(game.ok().unwrap());
        assert!(
            !effects.iter().any(|e| matches!(e, Effect::Write { .. })),
            "{effects:?}"
        );
        assert!(dir.join("game.json").exists(), "written before `handle` returns");
        // A suspend's save is written at once too: the page is asked to wait for nothing.
        let effects = app.handle_writing_at_once(Event::Suspend);
        let waits = |e: &Effect| matches!(e, Effect::Write { .. } | Effect::AwaitWrites { .. });
        assert!(!effects.iter().any(waits), "{effects:?}");
        assert!(!effects_json(effects).contains("null"));
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_search_effect_carries_its_job_as_text_and_the_job_runs_from_it() {
        hand_in_the_catalogue();
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
