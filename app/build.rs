//! Lists the Fluent catalogue: every `locales/<lang>/*.ftl`, so that a language is
//! its folder and a new file of texts (lessons, ...) is picked up without code.
//! Writes `$OUT_DIR/locales.rs`: `LOCALES`, `(code, [file texts])` per language,
//! English first (the fallback), the files of a language in name order. Without the
//! `bundled-catalogue` feature (the browser's wasm) the texts are left out: only the
//! codes and file names are listed, and the shell hands the texts in at run time.

use std::path::Path;
use std::{env, fs};

/// `path` relative to the package (cargo reads a relative `rerun-if-changed` from the
/// package root): a target directory copied from another checkout then watches this
/// checkout's files, not the other's, and a changed catalogue is picked up.
fn watch(manifest: &Path, path: &Path) {
    let rel = path.strip_prefix(manifest).unwrap_or(path);
    println!("cargo:rerun-if-changed={}", rel.display());
}

fn main() {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let root = manifest.join("locales");
    watch(manifest, &root);
    let mut langs: Vec<_> = fs::read_dir(&root)
        .expect("app/locales exists")
        .map(|e| e.expect("a readable entry").path())
        .filter(|p| p.is_dir())
        .collect();
    // English first: it is the fallback of every other language.
    langs.sort_by_key(|p| (p.file_name() != Some("en".as_ref()), p.clone()));
    let bundled = env::var_os("CARGO_FEATURE_BUNDLED_CATALOGUE").is_some();
    let mut out = String::from("pub(crate) const LOCALES: &[(&str, &[&str])] = &[\n");
    for lang in &langs {
        watch(manifest, lang);
        let code = lang.file_name().and_then(|n| n.to_str()).expect("a UTF-8 folder name");
        let mut files: Vec<_> = fs::read_dir(lang)
            .expect("a readable language folder")
            .map(|e| e.expect("a readable entry").path())
            .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
            .collect();
        files.sort();
        out += &format!("    ({code:?}, &[\n");
        for file in files {
            watch(manifest, &file);
            if bundled {
                out += &format!("        include_str!({:?}),\n", file.display().to_string());
            }
        }
        out += "    ]),\n";
    }
    out += "];\n";
    let dest = Path::new(&env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("locales.rs");
    fs::write(dest, out).expect("OUT_DIR is writable");
}
