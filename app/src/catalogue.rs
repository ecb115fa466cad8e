//! The Fluent catalogue: every sentence and label the app core formats, one
//! `locales/<lang>/*.ftl` set per language, compiled in (no file is read at run
//! time, so the core stays pure and builds for any target). `build.rs` lists the
//! files; plural forms follow each language's CLDR rules through Fluent.
//!
//! Without the `bundled-catalogue` feature (the browser's wasm) the same files are
//! handed in at run time with `install`, before the first text is formatted: the
//! words are still only these files', only their transport changes.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::sync::OnceLock;

// `LOCALES`: (code, its files' texts joined with NUL and deflated, or nothing without
// `bundled-catalogue`) per language, English (the fallback) first.
include!(concat!(env!("OUT_DIR"), "/locales.rs"));

/// A language of the catalogue.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Lang(usize);

impl Lang {
    /// The language of a code or BCP-47 tag (`fr-CA`, `ta_LK`); English for any other.
    pub fn from_tag(tag: &str) -> Lang {
        let primary = tag.split(['-', '_']).next().unwrap_or("").to_ascii_lowercase();
        Lang(LOCALES.iter().position(|(code, _)| *code == primary).unwrap_or(0))
    }

    /// Whether `code` is exactly one of the catalogue's languages.
    pub fn is_known(code: &str) -> bool {
        LOCALES.iter().any(|(c, _)| *c == code)
    }

    pub fn code(self) -> &'static str {
        LOCALES[self.0].0
    }

    /// Every language of the catalogue, English first.
    pub fn all() -> impl Iterator<Item = Lang> {
        (0..LOCALES.len()).map(Lang)
    }

    /// The language's own name ("Français": its message `ui-language-name`), for a list
    /// of languages: read from that message's one line, so that listing the languages
    /// parses none of their catalogues (the web page parses only the language it shows).
    /// Its code when the line is missing.
    pub fn name(self) -> String {
        const ID: &str = "ui-language-name";
        let line = self.sources().iter().flat_map(|text| text.lines()).find(|line| {
            line.strip_prefix(ID)
                .is_some_and(|rest| rest.trim_start().starts_with('='))
        });
        let name = line.and_then(|line| {
            let mut bundle = FluentBundle::new_concurrent(vec![self.code().parse().unwrap_or_default()]);
            bundle.set_use_isolating(false);
            bundle
                .add_resource(FluentResource::try_new(line.to_string()).ok()?)
                .ok()?;
            let pattern = bundle.get_message(ID)?.value()?;
            Some(bundle.format_pattern(pattern, None, &mut vec![]).into_owned())
        });
        name.unwrap_or_else(|| self.code().to_string())
    }

    /// The `.ftl` texts of this language (compiled in, or handed in by `install`).
    pub fn sources(self) -> &'static [&'static str] {
        let packed = LOCALES[self.0].1;
        if packed.is_empty() {
            return INSTALLED[self.0].get().copied().unwrap_or(&[]);
        }
        INSTALLED[self.0].get_or_init(|| inflate(self.code(), packed))
    }
}

/// A compiled-in language's texts, inflated once and kept for the life of the process,
/// as the texts themselves used to be. build.rs made `packed`, so it inflates; were it
/// broken the language would have no texts (and fall back to English), logged.
#[cfg(feature = "bundled-catalogue")]
fn inflate(code: &str, packed: &[u8]) -> &'static [&'static str] {
    let text = miniz_oxide::inflate::decompress_to_vec(packed)
        .map_err(|e| format!("{e:?}"))
        .and_then(|bytes| String::from_utf8(bytes).map_err(|e| e.to_string()))
        .unwrap_or_else(|e| {
            log::error!("{code}: the compiled-in catalogue does not inflate: {e}");
            String::new()
        });
    let text: &'static str = Box::leak(text.into_boxed_str());
    let files: Vec<&'static str> = text.split('\0').filter(|t| !t.is_empty()).collect();
    Box::leak(files.into_boxed_slice())
}

/// Without the compiled-in catalogue no language has packed texts to inflate.
#[cfg(not(feature = "bundled-catalogue"))]
fn inflate(_code: &str, _packed: &[u8]) -> &'static [&'static str] {
    &[]
}

/// Why texts handed in to `install` were refused (nothing was changed).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum InstallError {
    #[error("'{0}' is not a language of the catalogue")]
    UnknownLanguage(String),
    #[error("the texts of '{0}' are already there (compiled in, handed in or in use)")]
    AlreadyThere(String),
}

/// The texts handed in at run time, per language (once each).
static INSTALLED: [OnceLock<&'static [&'static str]>; LOCALES.len()] = [const { OnceLock::new() }; LOCALES.len()];

/// Each language's bundle, parsed on first use (a browser parses only the languages it
/// shows: the parse is most of the first text's cost in wasm).
static BUNDLES: [OnceLock<Bundle>; LOCALES.len()] = [const { OnceLock::new() }; LOCALES.len()];

/// Hand in the texts of language `code` (its `.ftl` files, the files of
/// `locales/<code>/`), for a build without the compiled-in catalogue. Refused, changing
/// nothing, for an unknown language or a language whose texts are compiled in, already
/// handed in or already used. They are parsed on first use, as compiled-in texts are
/// (a page parses only the languages it shows), a broken entry skipped and logged.
pub fn install(code: &str, texts: &[String]) -> Result<(), InstallError> {
    let i = LOCALES
        .iter()
        .position(|(c, _)| *c == code)
        .ok_or_else(|| InstallError::UnknownLanguage(code.to_string()))?;
    let there = || InstallError::AlreadyThere(code.to_string());
    if !LOCALES[i].1.is_empty() || INSTALLED[i].get().is_some() || BUNDLES[i].get().is_some() {
        return Err(there());
    }
    // Kept for the life of the page, as compiled-in texts would be.
    let leaked: Vec<&'static str> = texts.iter().map(|t| &*Box::leak(t.clone().into_boxed_str())).collect();
    INSTALLED[i]
        .set(Box::leak(leaked.into_boxed_slice()))
        .map_err(|_| there())
}

type Bundle = FluentBundle<FluentResource>;

fn bundle_of(i: usize) -> &'static Bundle {
    BUNDLES[i].get_or_init(|| bundle(Lang(i)))
}

fn bundle(lang: Lang) -> Bundle {
    let id = lang.code().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // No Unicode isolation marks: screen readers and tests read the plain text.
    bundle.set_use_isolating(false);
    for text in lang.sources() {
        // A broken entry is skipped and logged; the catalogue's tests refuse it.
        let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(resource, errors)| {
            log::error!("{}: {} syntax errors in the catalogue", lang.code(), errors.len());
            resource
        });
        if let Err(errors) = bundle.add_resource(resource) {
            log::error!("{}: {errors:?}", lang.code());
        }
    }
    bundle
}

/// Whether the catalogue has message `id` (in English, the fallback of every language).
pub(crate) fn has(id: &str) -> bool {
    bundle_of(0).has_message(id)
}

/// Message `id` in `lang` with `args`, and what went wrong if anything did: a
/// message missing in `lang` falls back to English, one missing everywhere to its id.
pub(crate) fn format(lang: Lang, id: &str, args: &[(&str, FluentValue)]) -> (String, Option<String>) {
    let found = [lang.0, 0].into_iter().find_map(|i| {
        let bundle = bundle_of(i);
        bundle.get_message(id).and_then(|m| m.value()).map(|p| (bundle, p, i))
    });
    let Some((bundle, pattern, used)) = found else {
        return (id.to_string(), Some(format!("no message '{id}'")));
    };
    let mut fluent_args = FluentArgs::with_capacity(args.len());
    for (name, value) in args {
        fluent_args.set(*name, value.clone());
    }
    let mut errors = vec![];
    let text = bundle
        .format_pattern(pattern, Some(&fluent_args), &mut errors)
        .into_owned();
    let problem = match (used == lang.0, errors.is_empty()) {
        (true, true) => None,
        (false, _) => Some(format!("no message '{id}' in {}", lang.code())),
        (true, false) => Some(format!("'{id}' in {}: {errors:?}", lang.code())),
    };
    (text, problem)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texts_handed_in_are_refused_when_compiled_in_or_unknown() {
        // The tests build with the compiled-in catalogue: nothing may replace it.
        assert_eq!(
            install("fr", &["won = x".to_string()]),
            Err(InstallError::AlreadyThere("fr".into()))
        );
        assert_eq!(install("xx", &[]), Err(InstallError::UnknownLanguage("xx".into())));
        assert_eq!(
            format(Lang::from_tag("fr"), "won", &[("who", "A".into())]).0,
            "A gagne la partie."
        );
    }

    #[test]
    fn each_language_names_itself_as_its_catalogue_does() {
        let names: Vec<String> = Lang::all().map(Lang::name).collect();
        assert_eq!(names, ["English", "Français", "தமிழ்"]);
        for lang in Lang::all() {
            assert_eq!(lang.name(), format(lang, "ui-language-name", &[]).0);
        }
    }

    #[test]
    fn a_missing_message_or_variable_is_reported_not_hidden() {
        let fr = Lang::from_tag("fr");
        let (text, problem) = format(fr, "no-such-message", &[]);
        assert_eq!(text, "no-such-message");
        assert!(problem.is_some_and(|p| p.contains("no-such-message")));
        // A variable left out: Fluent shows its name, and the problem is told.
        let (text, problem) = format(fr, "won", &[]);
        assert!(text.contains("$who"), "{text}");
        assert!(problem.is_some());
        let (text, problem) = format(fr, "won", &[("who", "Anbu".into())]);
        assert_eq!((text.as_str(), problem), ("Anbu gagne la partie.", None));
    }
}
