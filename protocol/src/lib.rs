//! The wire types of online play, shared by the server and every client:
//! HTTP request and response bodies, WebSocket messages (tagged JSON, `type`
//! field in snake_case), and the typed error codes. Version 1; see docs/online.md.
//! No server or transport dependency: the app core reuses this crate as it is.

// The FFI of this crate's types (`bindings/` turns the feature on; see its README).
#[cfg(feature = "uniffi")]
uniffi::setup_scaffolding!();

mod error;
mod http;
pub mod paths;
mod ws;

pub use error::{ErrorBody, ErrorCode, WireError};
pub use http::*;
pub use paths::{game_id_from_watch_link, page_origin};
pub use ws::*;

/// The protocol version a client announces in `Hello` and every HTTP route carries as `/v1/`.
pub const PROTOCOL_VERSION: u32 = 1;

/// Share codes: 6 characters from an alphabet without look-alikes (no 0/O, 1/I/L, 2/Z, 5/S, 8/B, U/V).
pub const CODE_ALPHABET: &str = "ACDEFGHJKMNPQRTWXY34679";
pub const CODE_LEN: usize = 6;

/// Largest WebSocket text message the server reads; longer ones get `too_large`.
pub const MAX_MESSAGE_BYTES: usize = 1024;

/// Normalises a typed code (case, spaces, dashes) and checks its alphabet.
pub fn normalize_code(text: &str) -> Option<String> {
    let code: String = text
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .map(|c| c.to_ascii_uppercase())
        .collect();
    let valid = code.chars().count() == CODE_LEN && code.chars().all(|c| CODE_ALPHABET.contains(c));
    valid.then_some(code)
}

/// Length of a link code (`POST /v1/me/link-code`): 23^10 ≈ 4·10^13 codes, and each
/// lives 10 minutes; wrong guesses are limited for everyone together (docs/online.md).
pub const LINK_CODE_LEN: usize = 10;
/// Length of a recovery code: 23^20 ≈ 2^90.
pub const RECOVERY_CODE_LEN: usize = 20;

/// A typed link or recovery code of `len` characters (any case, spaces and dashes
/// ignored) in `CODE_ALPHABET`, or `None`.
pub fn normalize_secret(text: &str, len: usize) -> Option<String> {
    let code: String = text
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .take(len + 1)
        .map(|c| c.to_ascii_uppercase())
        .collect();
    let valid = code.chars().count() == len && code.chars().all(|c| CODE_ALPHABET.contains(c));
    valid.then_some(code)
}

/// A link code as a link another device opens to sign in: `<base>/link#CODE`. The code
/// rides in the fragment, which a browser never sends: no server log or proxy sees it.
pub fn sign_in_link(base: &str, code: &str) -> Option<String> {
    normalize_secret(code, LINK_CODE_LEN).map(|code| format!("{base}/link#{code}"))
}

/// The link code of a sign-in link (`http(s)://HOST/link#CODE`, `pallanguzhi://link#CODE`),
/// or `None` for any other text.
pub fn code_from_sign_in_link(text: &str) -> Option<String> {
    let text = text.trim();
    let (address, code) = text.split_once('#')?;
    let path = match address.strip_prefix("pallanguzhi://") {
        Some(rest) => format!("/{rest}"),
        None => {
            let origin = paths::page_origin(address)?;
            address[origin.len()..].to_string()
        }
    };
    (path.trim_end_matches('/') == "/link").then(|| normalize_secret(code, LINK_CODE_LEN))?
}

/// A code shown to a person: groups of five joined by dashes.
pub fn group_code(code: &str) -> String {
    let chars: Vec<char> = code.chars().collect();
    chars
        .chunks(5)
        .map(|g| g.iter().collect::<String>())
        .collect::<Vec<_>>()
        .join("-")
}

/// Length of a share link's secret (`…/join/CODE#KEY`): 128 random bits in hex.
pub const LINK_KEY_LEN: usize = 32;

/// A room's share link: `<base>/join/CODE`, with `#KEY` when the room's secret is
/// known. The secret rides in the fragment, which browsers never send to a server
/// (so no proxy log or `Referer` carries it); a join that presents it is never
/// refused for other people's guessing (`JoinRoom`).
pub fn join_link(base: &str, code: &str, key: Option<&str>) -> String {
    match key {
        Some(key) => format!("{base}/join/{code}#{key}"),
        None => format!("{base}/join/{code}"),
    }
}

/// The code inside a share link (`…/join/CODE`, `…/join/CODE#KEY`) or a bare code.
pub fn code_from_link(text: &str) -> Option<String> {
    let path = text.split(['#', '?']).next().unwrap_or("");
    normalize_code(path.trim().trim_end_matches('/').rsplit('/').next().unwrap_or(""))
}

/// The secret of a share link (`…/join/CODE#KEY`), if it has a well-formed one.
pub fn key_from_link(text: &str) -> Option<String> {
    let (_, key) = text.trim().split_once('#')?;
    let key = key.trim_end_matches('/');
    let valid = key.len() == LINK_KEY_LEN && key.bytes().all(|b| b.is_ascii_hexdigit());
    valid.then(|| key.to_ascii_lowercase())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sign_in_links_carry_their_code_in_the_fragment() {
        let link = sign_in_link("https://h", "acdef-ghjkm").expect("a link");
        assert_eq!(link, "https://h/link#ACDEFGHJKM");
        assert_eq!(code_from_sign_in_link(&link).as_deref(), Some("ACDEFGHJKM"));
        assert_eq!(
            code_from_sign_in_link("pallanguzhi://link#ACDEF-GHJKM").as_deref(),
            Some("ACDEFGHJKM")
        );
        assert_eq!(
            code_from_sign_in_link("http://h:8/link/#acdefghjkm").as_deref(),
            Some("ACDEFGHJKM")
        );
        assert_eq!(code_from_sign_in_link("https://h/join/ACDEFGHJKM"), None);
        assert_eq!(code_from_sign_in_link("https://h/join#ACDEFGHJKM"), None);
        assert_eq!(code_from_sign_in_link("https://h/link#SHORT"), None);
        assert_eq!(code_from_sign_in_link("ACDEFGHJKM"), None);
        assert_eq!(sign_in_link("https://h", "not a code"), None);
    }

    #[test]
    fn secrets_are_read_as_typed_and_shown_in_groups() {
        assert_eq!(normalize_secret("acdef-ghjkm", 10).as_deref(), Some("ACDEFGHJKM"));
        assert_eq!(normalize_secret("ACDEF GHJK", 10), None, "too short");
        assert_eq!(normalize_secret("ACDEFGHJKMN", 10), None, "too long");
        assert_eq!(normalize_secret("ACDEFGHJK0", 10), None, "0 is not in the alphabet");
        assert_eq!(group_code("ACDEFGHJKM"), "ACDEF-GHJKM");
        assert_eq!(Platform::parse(" Android "), Platform::Android);
        assert_eq!(Platform::parse("<script>"), Platform::Other);
        let body: SignUp = serde_json::from_str(r#"{"name":"Valli"}"#).expect("a NewAccount body");
        assert_eq!(body.platform, None);
        // The words on the wire (docs/online.md).
        let device = Device {
            id: 1,
            platform: Platform::Ios,
            created_ms: 2,
            last_seen_ms: 3,
            current: true,
        };
        assert_eq!(
            serde_json::to_string(&device).expect("json"),
            r#"{"id":1,"platform":"ios","created_ms":2,"last_seen_ms":3,"current":true}"#
        );
        let report: NewReport =
            serde_json::from_str(r#"{"account_id":5,"reason":"behaviour"}"#).expect("a report without a game");
        assert_eq!((report.game_id, report.reason.as_str()), (None, "behaviour"));
        assert!(serde_json::from_str::<NewReport>(r#"{"account_id":5,"reason":"rude"}"#).is_err());
    }

    #[test]
    fn codes_are_normalised_and_look_alikes_refused() {
        assert_eq!(normalize_code("ac-d e34").as_deref(), Some("ACDE34"));
        assert_eq!(normalize_code("ACDE3O"), None);
        assert_eq!(normalize_code("ACDE3"), None);
        assert_eq!(code_from_link("http://h:1/join/QRTW34/").as_deref(), Some("QRTW34"));
        assert_eq!(key_from_link("http://h:1/join/QRTW34"), None);
        assert_eq!(game_id_from_watch_link("https://h/watch/123/"), Some(123));
        assert_eq!(game_id_from_watch_link(" 77 "), Some(77));
        assert_eq!(game_id_from_watch_link("https://h/watch/x"), None);
    }

    #[test]
    fn a_share_link_carries_its_secret_in_the_fragment() {
        let key = "0123456789abcdef0123456789ABCDEF";
        let link = join_link("https://h", "QRTW34", Some(key));
        assert_eq!(link, format!("https://h/join/QRTW34#{key}"));
        assert_eq!(code_from_link(&link).as_deref(), Some("QRTW34"));
        assert_eq!(key_from_link(&link), Some(key.to_ascii_lowercase()));
        assert_eq!(code_from_link("https://h/join/QRTW34?x=1").as_deref(), Some("QRTW34"));
        for bad in [
            "https://h/join/QRTW34#",
            "https://h/join/QRTW34#short",
            "QRTW34#<script>",
        ] {
            assert_eq!(key_from_link(bad), None, "{bad}");
        }
        assert_eq!(join_link("https://h", "QRTW34", None), "https://h/join/QRTW34");
    }

    #[test]
    fn messages_are_tagged_json() {
        let text = serde_json::to_string(&ClientMessage::Move { number: 3, hole: 2 }).unwrap();
        assert_eq!(text, r#"{"type":"move","number":3,"hole":2}"#);
        let back: ClientMessage = serde_json::from_str(&text).unwrap();
        assert_eq!(back, ClientMessage::Move { number: 3, hole: 2 });
        assert!(serde_json::from_str::<ClientMessage>(r#"{"type":"move","number":-1,"hole":2}"#).is_err());
        assert!(serde_json::from_str::<ClientMessage>(r#"{"type":"move","number":1,"hole":2,"x":1}"#).is_err());
        assert!(serde_json::from_str::<ClientMessage>(r#"{"type":"move","number":1,"hole":300}"#).is_err());
        let err = ServerMessage::Error(WireError::new(ErrorCode::StaleMove, "x"));
        let text = serde_json::to_string(&err).unwrap();
        assert!(text.starts_with(r#"{"type":"error","code":"stale_move""#), "{text}");
    }

    /// Every server message, as the server writes it, reads back the same through the
    /// clients' `ServerMessage::from_json` as through the derived `Deserialize`.
    #[test]
    fn clients_read_every_server_message_as_sent() {
        use pallanguzhi_core::{Game, Outcome, Players, Rules, Side, SowEvent};
        let mut game = Game::new(Rules::preset("pallanguzhi").unwrap(), Players::humans()).unwrap();
        let before = game.snapshot();
        let hole = game.legal_moves()[0];
        let turn = game.play(hole).unwrap();
        let seats = vec![SeatInfo {
            side: Side::South,
            account_id: 4,
            name: "Ann".into(),
            present: true,
        }];
        let clock = Some(Clock {
            move_ms: 60_000,
            deadline_ms: Some(1_700_000_000_000),
            remaining_ms: Some(59_000),
        });
        let result = GameResult {
            outcome: Outcome::Win { side: Side::North },
            reason: EndReason::Timeout,
        };
        let state = GameState {
            game_id: 7,
            code: "ACDE34".into(),
            rules: "pallanguzhi".into(),
            status: Status::Active,
            seats: seats.clone(),
            you: Some(Side::South),
            moves: vec![hole],
            snapshot: before,
            result: Some(result),
            draw_offer: None,
            clock,
        };
        assert!(turn.events.iter().any(|e| matches!(e, SowEvent::Drop { .. })));
        let messages = [
            ServerMessage::State(Box::new(state)),
            ServerMessage::Moved {
                number: 0,
                side: Side::South,
                hole,
                events: turn.events,
                snapshot: game.snapshot(),
                clock,
            },
            ServerMessage::Moved {
                number: 1,
                side: Side::North,
                hole,
                events: vec![],
                snapshot: game.snapshot(),
                clock: None,
            },
            ServerMessage::Seats {
                seats,
                status: Status::Waiting,
            },
            ServerMessage::DrawOffered { by: Side::North },
            ServerMessage::DrawDeclined { by: Side::South },
            ServerMessage::ClaimAvailable { away: Side::North },
            ServerMessage::GameOver { result, moves: 31 },
            ServerMessage::Error(WireError::new(ErrorCode::StaleMove, "x").expecting(4)),
            ServerMessage::Pong,
            ServerMessage::Watchers { count: 3 },
            ServerMessage::RematchOffered { by: Side::South },
            ServerMessage::RematchDeclined { by: Side::North },
            ServerMessage::RematchStarted {
                room: RoomInfo {
                    code: "ACDE34".into(),
                    link: "https://example.org/join/ACDE34".into(),
                    game_id: 8,
                    rules: "pallanguzhi".into(),
                    your_side: Side::North,
                    ws_path: "/v1/games/8/ws".into(),
                    move_ms: Some(60_000),
                    watch_link: None,
                },
            },
        ];
        for message in messages {
            let text = serde_json::to_string(&message).unwrap();
            assert_eq!(ServerMessage::from_json(&text).unwrap(), message, "{text}");
            assert_eq!(serde_json::from_str::<ServerMessage>(&text).unwrap(), message, "{text}");
        }
        for bad in [
            r#"{"type":"shout"}"#,
            r#"{"type":"draw_offered"}"#,
            r#"{"by":"south"}"#,
            "[1]",
            r#"{"type":"watchers","count":-1}"#,
            r#"{"type":"rematch_started"}"#,
        ] {
            assert!(ServerMessage::from_json(bad).is_err(), "{bad}");
        }
    }
}
