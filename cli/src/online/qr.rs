//! The sign-in link's QR code in the terminal: the app core's `QrView` (the modules every
//! client draws) as Unicode half blocks, two module rows a line.
//!
//! Light modules are the ink (`█`, `▀`, `▄`) and dark ones the terminal's background, as
//! `qrencode -t UTF8` draws: a terminal is light text on a dark background far more often
//! than not, and a camera needs the quiet zone lighter than the dark modules.

use pallanguzhi_app::QrView;

/// The lines to print: `qr.size` modules and the quiet zone on each side, `(size + 2 ×
/// quiet zone)` columns and half as many lines (rounded up; the last line's lower half,
/// past the code, is left as background).
pub fn half_blocks(qr: &QrView) -> Vec<String> {
    let side = qr.size + 2 * qr.quiet_zone;
    (0..side.div_ceil(2))
        .map(|line| {
            (0..side)
                .map(|x| block(light(qr, x, 2 * line), light(qr, x, 2 * line + 1)))
                .collect()
        })
        .collect()
}

/// Whether the module at (`x`, `y`) counted from the quiet zone's corner is light: the
/// quiet zone is, a code's `'0'` is (anything but `'1'`), and past the bottom edge nothing is.
fn light(qr: &QrView, x: u32, y: u32) -> bool {
    let side = qr.size + 2 * qr.quiet_zone;
    if y >= side {
        return false;
    }
    let module = |i: u32| i.checked_sub(qr.quiet_zone).filter(|&i| i < qr.size);
    match (module(x), module(y)) {
        (Some(mx), Some(my)) => qr.rows.get(my as usize).and_then(|r| r.as_bytes().get(mx as usize)) != Some(&b'1'),
        _ => true,
    }
}

fn block(top: bool, bottom: bool) -> char {
    match (top, bottom) {
        (true, true) => '█',
        (true, false) => '▀',
        (false, true) => '▄',
        (false, false) => ' ',
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_character_is_two_modules_and_the_quiet_zone_is_ink() {
        // A 1-module code with a quiet zone of 1: a 3 × 3 square, dark in the middle.
        let qr = QrView {
            size: 1,
            rows: vec!["1".into()],
            quiet_zone: 1,
            label: String::new(),
        };
        assert_eq!(half_blocks(&qr), ["█▀█", "▀▀▀"]);
    }
}
