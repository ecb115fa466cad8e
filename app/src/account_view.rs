//! The Account screen's view (`ScreenView::Account`) and the report/block actions of a
//! game's players (`RoomView::players`, `WatchView::players`): words and events decided by
//! the core (`online/account.rs`), drawn by the shells.

use crate::view::ActionView;

/// One account on every device: this device and the others, codes to link another
/// device or recover the account, the players blocked, the privacy page, deletion; with
/// no account, the code field that signs this device in.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct AccountView {
    pub title: String,
    /// "Playing as Valli" (`None`: no account on this device).
    pub name: Option<String>,
    /// A call is on its way: the buttons wait.
    pub busy: bool,
    /// The last call refused or unanswered, in words (wrong or expired code, too many tries, offline).
    pub error: Option<String>,
    /// The devices heading, and "Loading…" until the server answered.
    pub devices_title: String,
    pub devices_note: Option<String>,
    /// This device first, then the others, each other one with Remove (asked first).
    pub devices: Vec<DeviceView>,
    /// A link code to type on the other device, and how long it works.
    pub link_code: Option<CodeView>,
    /// A recovery code, shown once, with the warning to keep it.
    pub recovery_code: Option<CodeView>,
    /// The players I block, each with Unblock.
    pub blocked_title: String,
    pub blocked: Vec<PlayerLine>,
    /// In order: link another device, recovery code, delete the account (asked first);
    /// try again after a failed call.
    pub actions: Vec<ActionView>,
    /// No account: sign this device in with a link code or the recovery code.
    pub sign_in: Option<CodeField>,
    /// The server's privacy page: what it keeps and for how long.
    pub privacy: LinkView,
}

/// One device signed in to the account.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct DeviceView {
    /// The device's id in decimal (a random 63-bit number: more than a browser's JSON keeps).
    pub id: String,
    /// "Android phone", "This device · Browser".
    pub name: String,
    /// "Added 2026-12-05 · last seen 2026-12-05".
    pub dates: String,
    pub current: bool,
    /// Sign it out (another device only).
    pub remove: Option<ActionView>,
}

/// A code to read and type elsewhere, grouped by fives, and what to know about it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct CodeView {
    pub code: String,
    pub text: String,
    /// The same code as a link the other device opens (`https://HOST/link#CODE`): it signs
    /// in at once. `None` for a recovery code, which is only typed.
    pub link: Option<String>,
    /// The same link as a QR code, for the other device's camera (`None` with no link).
    pub qr: Option<QrView>,
}

/// A QR code to draw: `size` × `size` modules, dark on light whatever the theme (scanners
/// need it), with `quiet_zone` light modules around them, and what it is in words for a
/// screen reader.
///
/// The modules are rows of `'1'` (dark) and `'0'` (light), top to bottom: one string a row
/// is about `size + 3` bytes of JSON a row (a `Vec<bool>` would be `true,`/`false,` per
/// module, five times that) and one small list of strings through UniFFI, and each shell
/// reads it with its own string indexing.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct QrView {
    pub size: u32,
    pub rows: Vec<String>,
    /// Light modules to leave on each side (the standard's 4).
    pub quiet_zone: u32,
    /// "QR code of the sign-in link".
    pub label: String,
}

impl QrView {
    /// `text` encoded (byte mode, the smallest version that holds it, the error correction
    /// raised as far as that version allows). `None` if it does not fit in a QR code.
    #[cfg(feature = "qr")]
    pub fn encode(text: &str, label: String) -> Option<QrView> {
        use qrcodegen::{QrCode, QrCodeEcc};
        // Byte mode at once: a link is lowercase, so the mode analysis of `encode_text`
        // (3 KB of code) would choose it anyway.
        let qr = QrCode::encode_binary(text.as_bytes(), QrCodeEcc::Low).ok()?;
        let size = qr.size();
        let rows = (0..size)
            .map(|y| (0..size).map(|x| if qr.get_module(x, y) { '1' } else { '0' }).collect())
            .collect();
        Some(QrView {
            size: size as u32,
            rows,
            quiet_zone: 4,
            label,
        })
    }

    /// Without the encoder (feature `qr` off): no QR, the link and code stay.
    #[cfg(not(feature = "qr"))]
    pub fn encode(_text: &str, _label: String) -> Option<QrView> {
        None
    }
}

/// The field to type a code in, its hint, and the action that sends what was typed
/// (`OnlineAction::SignInWithCode`).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct CodeField {
    pub title: String,
    pub label: String,
    pub hint: String,
    pub button: String,
}

/// A link the shell opens in the browser.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct LinkView {
    pub label: String,
    pub url: String,
}

/// Another player of the game shown (or one blocked): report them with a reason, block
/// or unblock them.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct PlayerLine {
    pub account_id: i64,
    pub name: String,
    /// One action per reason ("Report: offensive name"...); empty once reported.
    pub report: Vec<ActionView>,
    /// Block (asked first) or Unblock.
    pub block: ActionView,
    /// "Reported. Thank you." or "Blocked".
    pub note: Option<String>,
}
