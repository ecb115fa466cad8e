//! Reading the events the browser sends (`{"TapHole":{"hole":3}}`, `"Undo"`) without
//! serde's derived `Deserialize` for `Event`, `OnlineAction` and `Transport`: the derived
//! one writes a visitor, a field reader and a sequence reader for every struct variant,
//! 51 KB of the page's wasm, which put it over its 250 KB budget (web/README.md, "Sizes").
//! Here a variant's name is read, then one flat struct of every variant's fields (each
//! field's reader written once), the same pattern as `pallanguzhi_core::wire` for the
//! tagged saves. The JSON is exactly the derived `Serialize`'s; `tests` read back every
//! variant that it writes.

use crate::event::Screen;
use crate::event::{Event, Opponent, SideChoice, Transport};
use crate::online::{OnlineAction, ReportReason};
use crate::search::SearchResult;
use crate::settings::Settings;
use pallanguzhi_core::ai::review::MoveReview;
use serde::de::{self, Deserialize, Deserializer, EnumAccess, VariantAccess, Visitor};
use std::fmt;
use std::marker::PhantomData;

/// A field that is a number in one variant and text in another (`id`, `code`).
enum Scalar {
    Num(i128),
    Text(String),
}

impl<'de> Deserialize<'de> for Scalar {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl Visitor<'_> for V {
            type Value = Scalar;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a number or a string")
            }
            fn visit_u64<E>(self, n: u64) -> Result<Scalar, E> {
                Ok(Scalar::Num(n.into()))
            }
            fn visit_i64<E>(self, n: i64) -> Result<Scalar, E> {
                Ok(Scalar::Num(n.into()))
            }
            fn visit_str<E>(self, s: &str) -> Result<Scalar, E> {
                Ok(Scalar::Text(s.to_owned()))
            }
        }
        d.deserialize_any(V)
    }
}

/// Every field of every struct variant of the three enums (a field missing from the JSON
/// is `None`; one that belongs to another variant is ignored, as unknown fields always were;
/// read as a map only, `read_as_map!`).
#[derive(Default)]
struct Fields {
    dir: Option<String>,
    language: Option<String>,
    reduce_motion: Option<bool>,
    preset: Option<String>,
    opponent: Option<Opponent>,
    hole: Option<u8>,
    screen: Option<Screen>,
    settings: Option<Settings>,
    id: Option<Scalar>,
    result: Option<SearchResult>,
    ply: Option<u32>,
    graded: Option<MoveReview>,
    status: Option<u16>,
    body: Option<String>,
    error: Option<String>,
    text: Option<String>,
    code: Option<Scalar>,
    url: Option<String>,
    name: Option<String>,
    side: Option<SideChoice>,
    link: Option<String>,
    move_ms: Option<u64>,
    account_id: Option<i64>,
    reason: Option<ReportReason>,
}

pallanguzhi_core::read_as_map!(Fields, "a variant's fields" {
    "dir" => dir,
    "language" => language,
    "reduce_motion" => reduce_motion,
    "preset" => preset,
    "opponent" => opponent,
    "hole" => hole,
    "screen" => screen,
    "settings" => settings,
    "id" => id,
    "result" => result,
    "ply" => ply,
    "graded" => graded,
    "status" => status,
    "body" => body,
    "error" => error,
    "text" => text,
    "code" => code,
    "url" => url,
    "name" => name,
    "side" => side,
    "link" => link,
    "move_ms" => move_ms,
    "account_id" => account_id,
    "reason" => reason,
});

/// A field the variant needs, with serde's own error when it is missing.
fn need<T>(field: Option<T>, name: &str) -> Result<T, String> {
    field.ok_or_else(|| format!("missing field `{name}`"))
}

/// `id` or `code` as a number that fits `T` (a timer's, a search's, a request's id).
fn num<T: TryFrom<i128>>(scalar: Option<Scalar>, name: &str) -> Result<T, String> {
    match need(scalar, name)? {
        Scalar::Num(n) => T::try_from(n).map_err(|_| format!("`{name}` out of range")),
        Scalar::Text(_) => Err(format!("`{name}` is a string, expected a number")),
    }
}

/// `id` or `code` as text (a lesson's, a game's, a device's id; a room's or a link's code).
fn text(scalar: Option<Scalar>, name: &str) -> Result<String, String> {
    match need(scalar, name)? {
        Scalar::Text(s) => Ok(s),
        Scalar::Num(_) => Err(format!("`{name}` is a number, expected a string")),
    }
}

/// Reads `"Name"` or `{"Name": ...}` as the enum `T`.
struct Tagged<T>(PhantomData<T>);

/// How a struct variant is built from the flat fields.
type Build<T> = fn(Fields) -> Result<T, String>;

/// One enum read through `Tagged`: its unit variants, its struct variants, and the
/// variants that wrap another enum.
trait Wire: Sized {
    /// "event": what an unknown name is not.
    const WHAT: &'static str;
    fn unit(name: &str) -> Option<Self>;
    fn of_fields(name: &str) -> Option<Build<Self>>;
    fn wrapped<'de, A: VariantAccess<'de>>(name: &str, _rest: A) -> Result<Self, A::Error> {
        Err(de::Error::custom(format_args!("unknown {} `{name}`", Self::WHAT)))
    }
}

impl<'de, T: Wire> Visitor<'de> for Tagged<T> {
    type Value = T;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "an {} (\"Name\" or {{\"Name\": {{...}}}})", T::WHAT)
    }
    fn visit_enum<A: EnumAccess<'de>>(self, data: A) -> Result<T, A::Error> {
        let (name, rest): (String, _) = data.variant()?;
        if let Some(unit) = T::unit(&name) {
            return rest.unit_variant().map(|()| unit);
        }
        match T::of_fields(&name) {
            Some(build) => build(rest.newtype_variant::<Fields>()?).map_err(de::Error::custom),
            None => T::wrapped(&name, rest),
        }
    }
}

fn read<'de, T: Wire, D: Deserializer<'de>>(d: D) -> Result<T, D::Error> {
    d.deserialize_enum(T::WHAT, &[], Tagged(PhantomData))
}

impl Wire for Event {
    const WHAT: &'static str = "event";
    fn unit(name: &str) -> Option<Self> {
        Some(match name {
            "ContinueGame" => Event::ContinueGame,
            "SkipAnimation" => Event::SkipAnimation,
            "Hint" => Event::Hint,
            "Undo" => Event::Undo,
            "Redo" => Event::Redo,
            "Resign" => Event::Resign,
            "OfferDraw" => Event::OfferDraw,
            "AcceptDraw" => Event::AcceptDraw,
            "DeclineDraw" => Event::DeclineDraw,
            "Rematch" => Event::Rematch,
            "AcknowledgeDialog" => Event::AcknowledgeDialog,
            "BackHome" => Event::BackHome,
            "Back" => Event::Back,
            "Suspend" => Event::Suspend,
            "Resume" => Event::Resume,
            "DismissNotice" => Event::DismissNotice,
            "NextLesson" => Event::NextLesson,
            "RetryLesson" => Event::RetryLesson,
            "RequestReview" => Event::RequestReview,
            "CancelReview" => Event::CancelReview,
            "ReviewForward" => Event::ReviewForward,
            "ReviewBack" => Event::ReviewBack,
            _ => return None,
        })
    }
    fn of_fields(name: &str) -> Option<Build<Self>> {
        Some(match name {
            "Launch" => |f| {
                Ok(Event::Launch {
                    dir: need(f.dir, "dir")?,
                    language: need(f.language, "language")?,
                    reduce_motion: need(f.reduce_motion, "reduce_motion")?,
                })
            },
            "SystemChanged" => |f| {
                Ok(Event::SystemChanged {
                    language: need(f.language, "language")?,
                    reduce_motion: need(f.reduce_motion, "reduce_motion")?,
                })
            },
            "NewGame" => |f| {
                Ok(Event::NewGame {
                    preset: need(f.preset, "preset")?,
                    opponent: need(f.opponent, "opponent")?,
                })
            },
            "TapHole" => |f| {
                Ok(Event::TapHole {
                    hole: need(f.hole, "hole")?,
                })
            },
            "Open" => |f| {
                Ok(Event::Open {
                    screen: need(f.screen, "screen")?,
                })
            },
            "SettingsChanged" => |f| {
                Ok(Event::SettingsChanged {
                    settings: need(f.settings, "settings")?,
                })
            },
            "TimerFired" => |f| Ok(Event::TimerFired { id: num(f.id, "id")? }),
            "SearchDone" => |f| {
                Ok(Event::SearchDone {
                    id: num(f.id, "id")?,
                    result: f.result,
                })
            },
            "OpenLessons" => |f| {
                Ok(Event::OpenLessons {
                    preset: need(f.preset, "preset")?,
                })
            },
            "StartLesson" => |f| Ok(Event::StartLesson { id: text(f.id, "id")? }),
            "ReviewGame" => |f| Ok(Event::ReviewGame { id: text(f.id, "id")? }),
            "ReviewGoTo" => |f| {
                Ok(Event::ReviewGoTo {
                    ply: need(f.ply, "ply")?,
                })
            },
            "ReviewGraded" => |f| {
                Ok(Event::ReviewGraded {
                    id: num(f.id, "id")?,
                    graded: f.graded,
                })
            },
            "Written" => |f| {
                Ok(Event::Written {
                    id: num(f.id, "id")?,
                    error: f.error,
                })
            },
            _ => return None,
        })
    }
    fn wrapped<'de, A: VariantAccess<'de>>(name: &str, rest: A) -> Result<Self, A::Error> {
        match name {
            "OnlineAction" => rest.newtype_variant().map(Event::OnlineAction),
            "Transport" => rest.newtype_variant().map(Event::Transport),
            _ => Err(de::Error::custom(format_args!("unknown event `{name}`"))),
        }
    }
}

impl Wire for Transport {
    const WHAT: &'static str = "transport event";
    fn unit(_: &str) -> Option<Self> {
        None
    }
    fn of_fields(name: &str) -> Option<Build<Self>> {
        use Transport as T;
        Some(match name {
            "HttpDone" => |f| {
                Ok(T::HttpDone {
                    id: num(f.id, "id")?,
                    status: need(f.status, "status")?,
                    body: need(f.body, "body")?,
                })
            },
            "HttpFailed" => |f| {
                Ok(T::HttpFailed {
                    id: num(f.id, "id")?,
                    error: need(f.error, "error")?,
                })
            },
            "SocketOpened" => |f| Ok(T::SocketOpened { id: num(f.id, "id")? }),
            "SocketMessage" => |f| {
                Ok(T::SocketMessage {
                    id: num(f.id, "id")?,
                    text: need(f.text, "text")?,
                })
            },
            "SocketClosed" => |f| {
                Ok(T::SocketClosed {
                    id: num(f.id, "id")?,
                    code: f.code.map(|c| num(Some(c), "code")).transpose()?,
                })
            },
            "SocketFailed" => |f| {
                Ok(T::SocketFailed {
                    id: num(f.id, "id")?,
                    error: need(f.error, "error")?,
                })
            },
            "SocketRefused" => |f| {
                Ok(T::SocketRefused {
                    id: num(f.id, "id")?,
                    status: need(f.status, "status")?,
                    body: need(f.body, "body")?,
                })
            },
            _ => return None,
        })
    }
}

impl Wire for OnlineAction {
    const WHAT: &'static str = "online action";
    fn unit(name: &str) -> Option<Self> {
        Some(match name {
            "AcceptInvitation" => OnlineAction::AcceptInvitation,
            "Stats" => OnlineAction::Stats,
            "Retry" => OnlineAction::Retry,
            "ClaimWin" => OnlineAction::ClaimWin,
            "ClaimDraw" => OnlineAction::ClaimDraw,
            "Leave" => OnlineAction::Leave,
            "DeleteAccount" => OnlineAction::DeleteAccount,
            "AskLinkCode" => OnlineAction::AskLinkCode,
            "AskRecoveryCode" => OnlineAction::AskRecoveryCode,
            "OfferRematch" => OnlineAction::OfferRematch,
            "AcceptRematch" => OnlineAction::AcceptRematch,
            "DeclineRematch" => OnlineAction::DeclineRematch,
            _ => return None,
        })
    }
    fn of_fields(name: &str) -> Option<Build<Self>> {
        use OnlineAction as O;
        Some(match name {
            "SetServer" => |f| {
                Ok(O::SetServer {
                    url: need(f.url, "url")?,
                })
            },
            "PageOpened" => |f| {
                Ok(O::PageOpened {
                    url: need(f.url, "url")?,
                })
            },
            "SignUp" => |f| {
                Ok(O::SignUp {
                    name: need(f.name, "name")?,
                })
            },
            "CreateRoom" => |f| {
                Ok(O::CreateRoom {
                    preset: need(f.preset, "preset")?,
                    side: need(f.side, "side")?,
                })
            },
            "Join" => |f| {
                Ok(O::Join {
                    code: text(f.code, "code")?,
                })
            },
            "Watch" => |f| {
                Ok(O::Watch {
                    link: need(f.link, "link")?,
                })
            },
            "OpenLink" => |f| {
                Ok(O::OpenLink {
                    link: need(f.link, "link")?,
                })
            },
            "InvitationName" => |f| {
                Ok(O::InvitationName {
                    name: need(f.name, "name")?,
                })
            },
            "Leaderboard" => |f| {
                Ok(O::Leaderboard {
                    preset: need(f.preset, "preset")?,
                })
            },
            "SetClock" => |f| Ok(O::SetClock { move_ms: f.move_ms }),
            "RemoveDevice" => |f| Ok(O::RemoveDevice { id: text(f.id, "id")? }),
            "SignInWithCode" => |f| {
                Ok(O::SignInWithCode {
                    code: text(f.code, "code")?,
                })
            },
            "Report" => |f| {
                Ok(O::Report {
                    account_id: need(f.account_id, "account_id")?,
                    reason: need(f.reason, "reason")?,
                })
            },
            "Block" => |f| {
                Ok(O::Block {
                    account_id: need(f.account_id, "account_id")?,
                })
            },
            "Unblock" => |f| {
                Ok(O::Unblock {
                    account_id: need(f.account_id, "account_id")?,
                })
            },
            _ => return None,
        })
    }
}

impl<'de> Deserialize<'de> for Event {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        read(d)
    }
}

impl<'de> Deserialize<'de> for Transport {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        read(d)
    }
}

impl<'de> Deserialize<'de> for OnlineAction {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        read(d)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seats::TableSeat;
    use pallanguzhi_core::ai::review::Grade;
    use pallanguzhi_core::ai::Reason;
    use pallanguzhi_core::{Level, Side};

    /// Every variant's place in `SAMPLES`' coverage: a new variant does not compile
    /// until it has a number here, and the test fails until it has a sample.
    fn variant(e: &Event) -> usize {
        match e {
            Event::Launch { .. } => 0,
            Event::SystemChanged { .. } => 1,
            Event::NewGame { .. } => 2,
            Event::ContinueGame => 3,
            Event::TapHole { .. } => 4,
            Event::SkipAnimation => 5,
            Event::Hint => 6,
            Event::Undo => 7,
            Event::Redo => 8,
            Event::Resign => 9,
            Event::OfferDraw => 10,
            Event::AcceptDraw => 11,
            Event::DeclineDraw => 12,
            Event::Rematch => 13,
            Event::AcknowledgeDialog => 14,
            Event::BackHome => 15,
            Event::Open { .. } => 16,
            Event::Back => 17,
            Event::Suspend => 18,
            Event::Resume => 19,
            Event::SettingsChanged { .. } => 20,
            Event::DismissNotice => 21,
            Event::TimerFired { .. } => 22,
            Event::SearchDone { .. } => 23,
            Event::OpenLessons { .. } => 24,
            Event::StartLesson { .. } => 25,
            Event::NextLesson => 26,
            Event::RetryLesson => 27,
            Event::RequestReview => 28,
            Event::ReviewGame { .. } => 29,
            Event::CancelReview => 30,
            Event::ReviewGoTo { .. } => 31,
            Event::ReviewForward => 32,
            Event::ReviewBack => 33,
            Event::ReviewGraded { .. } => 34,
            Event::Written { .. } => 35,
            Event::OnlineAction(a) => 36 + online(a),
            Event::Transport(t) => 36 + ONLINE + transport(t),
        }
    }

    const ONLINE: usize = 27;
    fn online(a: &OnlineAction) -> usize {
        match a {
            OnlineAction::SetServer { .. } => 0,
            OnlineAction::PageOpened { .. } => 1,
            OnlineAction::SignUp { .. } => 2,
            OnlineAction::CreateRoom { .. } => 3,
            OnlineAction::Join { .. } => 4,
            OnlineAction::Watch { .. } => 5,
            OnlineAction::OpenLink { .. } => 6,
            OnlineAction::InvitationName { .. } => 7,
            OnlineAction::AcceptInvitation => 8,
            OnlineAction::Leaderboard { .. } => 9,
            OnlineAction::Stats => 10,
            OnlineAction::Retry => 11,
            OnlineAction::ClaimWin => 12,
            OnlineAction::ClaimDraw => 13,
            OnlineAction::Leave => 14,
            OnlineAction::SetClock { .. } => 15,
            OnlineAction::DeleteAccount => 16,
            OnlineAction::AskLinkCode => 17,
            OnlineAction::AskRecoveryCode => 18,
            OnlineAction::RemoveDevice { .. } => 19,
            OnlineAction::SignInWithCode { .. } => 20,
            OnlineAction::Report { .. } => 21,
            OnlineAction::Block { .. } => 22,
            OnlineAction::Unblock { .. } => 23,
            OnlineAction::OfferRematch => 24,
            OnlineAction::AcceptRematch => 25,
            OnlineAction::DeclineRematch => 26,
        }
    }

    const TRANSPORT: usize = 7;
    fn transport(t: &Transport) -> usize {
        match t {
            Transport::HttpDone { .. } => 0,
            Transport::HttpFailed { .. } => 1,
            Transport::SocketOpened { .. } => 2,
            Transport::SocketMessage { .. } => 3,
            Transport::SocketClosed { .. } => 4,
            Transport::SocketFailed { .. } => 5,
            Transport::SocketRefused { .. } => 6,
        }
    }

    fn samples() -> Vec<Event> {
        use Event as E;
        use OnlineAction as O;
        use Transport as T;
        let s = |x: &str| x.to_string();
        let review = MoveReview {
            ply: 4,
            mover: Side::North,
            played: 3,
            best: 5,
            best_score: 120,
            played_score: -80,
            loss: 200,
            grade: Grade::Mistake,
            forced: false,
            nodes: 9_000_000_000,
            depth: 9,
        };
        let mut events = vec![
            E::Launch {
                dir: s("/data"),
                language: s("ta"),
                reduce_motion: true,
            },
            E::SystemChanged {
                language: s("fr-CA"),
                reduce_motion: false,
            },
            E::NewGame {
                preset: s("kalah"),
                opponent: Opponent::Computer {
                    level: Level::Hard,
                    side: SideChoice::North,
                    name: s("Anbu"),
                },
            },
            E::NewGame {
                preset: s("pallanguzhi"),
                opponent: Opponent::Table {
                    south: vec![TableSeat::Person { name: s("Amma") }],
                    north: vec![TableSeat::Computer { level: Level::Expert }],
                },
            },
            E::TapHole { hole: 13 },
            E::Open {
                screen: Screen::Leaderboard,
            },
            E::SettingsChanged {
                settings: Settings::default(),
            },
            E::TimerFired { id: u64::MAX },
            E::SearchDone {
                id: 7,
                result: Some(SearchResult {
                    hole: 2,
                    reason: Reason::Captures { seeds: 12 },
                }),
            },
            E::SearchDone { id: 8, result: None },
            E::OpenLessons { preset: s("kalah") },
            E::StartLesson { id: s("pallanguzhi-1") },
            E::ReviewGame {
                id: s("00000000000000aa"),
            },
            E::ReviewGoTo { ply: 31 },
            E::ReviewGraded {
                id: 3,
                graded: Some(review),
            },
            E::ReviewGraded { id: 4, graded: None },
            E::Written { id: 5, error: None },
            E::Written {
                id: 6,
                error: Some(s("game.json: disk full")),
            },
            E::OnlineAction(O::SetServer {
                url: s("https://p.example"),
            }),
            E::OnlineAction(O::PageOpened {
                url: s("https://p.example/join/ABC#k"),
            }),
            E::OnlineAction(O::SignUp { name: s("Valli") }),
            E::OnlineAction(O::CreateRoom {
                preset: s("kalah"),
                side: SideChoice::Random,
            }),
            E::OnlineAction(O::Join { code: s("N7HYYX") }),
            E::OnlineAction(O::Watch {
                link: s("https://p.example/watch/12"),
            }),
            E::OnlineAction(O::OpenLink {
                link: s("pallanguzhi://join/ABC"),
            }),
            E::OnlineAction(O::InvitationName { name: s("Mani") }),
            E::OnlineAction(O::Leaderboard {
                preset: s("pasu-pondi"),
            }),
            E::OnlineAction(O::SetClock { move_ms: Some(30_000) }),
            E::OnlineAction(O::SetClock { move_ms: None }),
            E::OnlineAction(O::RemoveDevice { id: s("42") }),
            E::OnlineAction(O::SignInWithCode { code: s("AAAAA-BBBBB") }),
            E::OnlineAction(O::Report {
                account_id: 9,
                reason: ReportReason::Cheating,
            }),
            E::OnlineAction(O::Block { account_id: 10 }),
            E::OnlineAction(O::Unblock { account_id: 11 }),
            E::Transport(T::HttpDone {
                id: 1,
                status: 200,
                body: s("{}"),
            }),
            E::Transport(T::HttpFailed {
                id: 2,
                error: s("offline"),
            }),
            E::Transport(T::SocketOpened { id: 3 }),
            E::Transport(T::SocketMessage {
                id: 4,
                text: s("{\"type\":\"pong\"}"),
            }),
            E::Transport(T::SocketClosed {
                id: 5,
                code: Some(1008),
            }),
            E::Transport(T::SocketClosed { id: 6, code: None }),
            E::Transport(T::SocketFailed {
                id: 7,
                error: s("reset"),
            }),
            E::Transport(T::SocketRefused {
                id: 8,
                status: 401,
                body: s("{\"error\":\"unauthorized\"}"),
            }),
        ];
        let units = [
            "ContinueGame",
            "SkipAnimation",
            "Hint",
            "Undo",
            "Redo",
            "Resign",
            "OfferDraw",
            "AcceptDraw",
            "DeclineDraw",
            "Rematch",
            "AcknowledgeDialog",
            "BackHome",
            "Back",
            "Suspend",
            "Resume",
            "DismissNotice",
            "NextLesson",
            "RetryLesson",
            "RequestReview",
            "CancelReview",
            "ReviewForward",
            "ReviewBack",
        ];
        events.extend(units.iter().map(|u| Event::unit(u).unwrap()));
        let online_units = [
            "AcceptInvitation",
            "Stats",
            "Retry",
            "ClaimWin",
            "ClaimDraw",
            "Leave",
            "DeleteAccount",
            "AskLinkCode",
            "AskRecoveryCode",
            "OfferRematch",
            "AcceptRematch",
            "DeclineRematch",
        ];
        events.extend(
            online_units
                .iter()
                .map(|u| Event::OnlineAction(OnlineAction::unit(u).unwrap())),
        );
        events
    }

    #[test]
    fn every_variant_reads_back_what_serialize_writes() {
        let samples = samples();
        let mut covered = vec![false; 36 + ONLINE + TRANSPORT];
        for event in &samples {
            covered[variant(event)] = true;
            let json = serde_json::to_string(event).unwrap();
            let back: Event = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{json}: {e}"));
            assert_eq!(&back, event, "{json}");
        }
        let missing: Vec<usize> = (0..covered.len()).filter(|&i| !covered[i]).collect();
        assert!(missing.is_empty(), "variants without a sample: {missing:?}");
    }

    #[test]
    fn bad_events_are_refused_with_what_is_wrong() {
        let refused = |json: &str| serde_json::from_str::<Event>(json).unwrap_err().to_string();
        assert!(refused(r#""Fly""#).contains("unknown event `Fly`"));
        assert!(refused(r#"{"Fly":{}}"#).contains("unknown event `Fly`"));
        assert!(refused(r#"{"TapHole":{}}"#).contains("missing field `hole`"));
        assert!(refused(r#"{"TapHole":{"hole":300}}"#).contains("300"));
        assert!(refused(r#"{"TimerFired":{"id":"7"}}"#).contains("`id` is a string"));
        assert!(refused(r#"{"TimerFired":{"id":-1}}"#).contains("`id` out of range"));
        assert!(refused(r#"{"StartLesson":{"id":7}}"#).contains("`id` is a number"));
        assert!(refused(r#"{"OnlineAction":{"Join":{"code":5}}}"#).contains("`code` is a number"));
        assert!(refused(r#"{"OnlineAction":"Teleport"}"#).contains("unknown online action `Teleport`"));
        assert!(refused(r#"{"Transport":{"SocketClosed":{"id":1,"code":70000}}}"#).contains("`code` out of range"));
        assert!(refused(r#"{"Transport":"SocketOpened"}"#).contains("invalid type: unit variant"));
        assert!(refused(r#"{"Transport":{"Fly":{"id":1}}}"#).contains("unknown transport event `Fly`"));
        assert!(refused("[1,2]").contains("expected value"));
        assert!(refused(r#"{"Undo":null,"Redo":null}"#).contains("expected value"));
        // A unit variant as a string or as `{"Name": null}`, as serde's derive read it.
        assert_eq!(serde_json::from_str::<Event>(r#"{"Undo":null}"#).unwrap(), Event::Undo);
        // Fields of another variant are ignored, as unknown fields always were.
        let tap: Event = serde_json::from_str(r#"{"TapHole":{"hole":2,"ply":9}}"#).unwrap();
        assert_eq!(tap, Event::TapHole { hole: 2 });
    }
}

/// An action's event as the JSON that `Event`'s derived `Deserialize` reads (what the browser
/// sends back). Written by hand for the few events an action carries: the derived `Serialize`
/// of every `Event` would put its whole serializer in the page's wasm (about 6 KB gzipped, over
/// its budget). Any other event is an error (no `Debug` text: that too would cost the page), which
/// `tests/screens.rs` and `tests/online_events.rs` would catch on every action.
pub(crate) fn event_json<S: serde::Serializer>(event: &Event, s: S) -> Result<S::Ok, S::Error> {
    use serde::ser::{Error, SerializeMap};
    let unit = match event {
        Event::AcceptDraw => "AcceptDraw",
        Event::DeclineDraw => "DeclineDraw",
        Event::AcknowledgeDialog => "AcknowledgeDialog",
        Event::Rematch => "Rematch",
        Event::Hint => "Hint",
        Event::RequestReview => "RequestReview",
        Event::BackHome => "BackHome",
        Event::Back => "Back",
        Event::OfferDraw => "OfferDraw",
        Event::Resign => "Resign",
        Event::NextLesson => "NextLesson",
        Event::RetryLesson => "RetryLesson",
        Event::SkipAnimation => "SkipAnimation",
        _ => "",
    };
    if !unit.is_empty() {
        return s.serialize_str(unit);
    }
    let mut map = s.serialize_map(Some(1))?;
    match event {
        Event::Open { screen } => map.serialize_entry("Open", &OpenJson { screen: *screen })?,
        Event::OnlineAction(action) => match AccountJson::of(action) {
            Some(json) => map.serialize_entry("OnlineAction", &json)?,
            None => {
                let name = match action {
                    OnlineAction::Retry => "Retry",
                    OnlineAction::ClaimWin => "ClaimWin",
                    OnlineAction::ClaimDraw => "ClaimDraw",
                    OnlineAction::Leave => "Leave",
                    OnlineAction::AcceptInvitation => "AcceptInvitation",
                    OnlineAction::AskLinkCode => "AskLinkCode",
                    OnlineAction::AskRecoveryCode => "AskRecoveryCode",
                    OnlineAction::DeleteAccount => "DeleteAccount",
                    OnlineAction::OfferRematch => "OfferRematch",
                    OnlineAction::AcceptRematch => "AcceptRematch",
                    OnlineAction::DeclineRematch => "DeclineRematch",
                    _ => return Err(S::Error::custom("not an action's event")),
                };
                map.serialize_entry("OnlineAction", name)?;
            }
        },
        _ => return Err(S::Error::custom("not an action's event")),
    }
    map.end()
}

/// The account actions with fields, as `OnlineAction`'s derived `Deserialize` reads them.
#[derive(serde::Serialize)]
enum AccountJson {
    RemoveDevice {
        id: String,
    },
    Report {
        account_id: i64,
        reason: crate::online::ReportReason,
    },
    Block {
        account_id: i64,
    },
    Unblock {
        account_id: i64,
    },
}

impl AccountJson {
    fn of(action: &OnlineAction) -> Option<AccountJson> {
        Some(match action {
            OnlineAction::RemoveDevice { id } => AccountJson::RemoveDevice { id: id.clone() },
            &OnlineAction::Report { account_id, reason } => AccountJson::Report { account_id, reason },
            &OnlineAction::Block { account_id } => AccountJson::Block { account_id },
            &OnlineAction::Unblock { account_id } => AccountJson::Unblock { account_id },
            _ => return None,
        })
    }
}

/// `Event::Open`'s fields.
#[derive(serde::Serialize)]
struct OpenJson {
    screen: Screen,
}

pub(crate) fn maybe_event_json<S: serde::Serializer>(event: &Option<Event>, s: S) -> Result<S::Ok, S::Error> {
    match event {
        Some(event) => event_json(event, s),
        None => s.serialize_none(),
    }
}
