//! Reading the enums saved and sent tagged inside their object (`{"type":"lift","hole":3}`,
//! `{"kind":"human","name":"Ann"}`) without serde's internally tagged `Deserialize`: that
//! one buffers every value first (serde's `Content`) and instantiates each field's reader
//! a second time for the buffer, which made a third of the browser wasm's deserialization
//! code (web/README.md, "Sizes"). Such an enum keeps its derived `Serialize` (the same
//! JSON as ever) and is read with `#[serde(try_from = "...Wire")]` from a flat struct of
//! every variant's fields, so the files and the wire read exactly as before.

/// A field the variant needs (`Err` names it).
pub fn need<T>(value: Option<T>, field: &str) -> Result<T, String> {
    value.ok_or_else(|| format!("missing field `{field}`"))
}

/// The error of a tag no variant has.
pub fn unknown(what: &str, tag: &str) -> String {
    format!("unknown {what} `{tag}`")
}
