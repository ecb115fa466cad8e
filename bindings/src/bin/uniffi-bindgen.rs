//! `cargo run -p pallanguzhi-ffi --bin uniffi-bindgen -- generate --library <.so> ...`
fn main() {
    uniffi::uniffi_bindgen_main()
}
