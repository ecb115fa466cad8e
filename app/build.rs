//! Lists the Fluent catalogue: every `locales/<lang>/*.ftl`, so that a language is
//! its folder and a new file of texts (lessons, ...) is picked up without code.
//! Writes `$OUT_DIR/locales.rs`: `LOCALES`, `(code, [file texts])` per language,
//! English first (the fallback), the files of a language in name order. Without the
//! `bundled-catalogue` feature (the browser's wasm) the texts are left out: only the
//! codes and file names are listed, and the shell hands the texts in at run time.
//! Compiled in, a language's files are joined with NUL (never in a .ftl text) and
//! deflated into `$OUT_DIR/<code>.ftl.deflate`, inflated by `catalogue` on first use.

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
    // Read when the script runs, not baked in when it was compiled: a build script compiled
    // for another checkout (a worktree sharing this target directory) still reads this one's.
    let manifest_dir = env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let manifest = Path::new(&manifest_dir);
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
    let out_dir = env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    let mut out = String::from("pub(crate) const LOCALES: &[(&str, &[u8])] = &[\n");
    for lang in &langs {
        watch(manifest, lang);
        let code = lang.file_name().and_then(|n| n.to_str()).expect("a UTF-8 folder name");
        let mut files: Vec<_> = fs::read_dir(lang)
            .expect("a readable language folder")
            .map(|e| e.expect("a readable entry").path())
            .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
            .collect();
        files.sort();
        let mut texts = Vec::new();
        for file in files {
            watch(manifest, &file);
            texts.push(fs::read_to_string(&file).expect("a readable UTF-8 .ftl file"));
        }
        if bundled {
            let packed = Path::new(&out_dir).join(format!("{code}.ftl.deflate"));
            // Level 10: the smallest miniz_oxide makes; built once, inflated in well under a ms.
            let deflated = miniz_oxide::deflate::compress_to_vec(texts.join("\0").as_bytes(), 10);
            fs::write(&packed, deflated).expect("OUT_DIR is writable");
            out += &format!("    ({code:?}, include_bytes!({:?})),\n", packed.display().to_string());
        } else {
            out += &format!("    ({code:?}, &[]),\n");
        }
    }
    out += "];\n";
    let dest = Path::new(&out_dir).join("locales.rs");
    fs::write(dest, out).expect("OUT_DIR is writable");
}
