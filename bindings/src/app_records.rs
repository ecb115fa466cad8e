//! The app core's events, effects and view model as UniFFI records, field
//! for field (see `pallanguzhi-app`), and their conversions. No logic here.

use crate::app_core::SearchJob;
use crate::records::{GameEndReason, Level, Outcome, Reason, RoundEndReason, Side};
use pallanguzhi_app as a;
use pallanguzhi_core as c;
use std::sync::Arc;

/// What a shell tells the core (see `bindings/README.md`).
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Enum)]
pub enum Event {
    Launch {
        dir: String,
        language: String,
        reduce_motion: bool,
    },
    SystemChanged {
        language: String,
        reduce_motion: bool,
    },
    NewGame {
        preset: String,
        opponent: Opponent,
    },
    ContinueGame,
    TapHole {
        hole: u8,
    },
    SkipAnimation,
    Hint,
    Undo,
    Redo,
    Resign,
    OfferDraw,
    AcceptDraw,
    DeclineDraw,
    Rematch,
    AcknowledgeDialog,
    BackHome,
    Suspend,
    Resume,
    SettingsChanged {
        settings: Settings,
    },
    DismissNotice,
    TimerFired {
        id: u64,
    },
    SearchDone {
        id: u64,
        result: Option<SearchResult>,
    },
}

#[derive(Debug, Clone, PartialEq, Eq, uniffi::Enum)]
pub enum Opponent {
    Computer { level: Level, side: Side, name: String },
    PassAndPlay { south: Vec<String>, north: Vec<String> },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Record)]
pub struct SearchResult {
    pub hole: u8,
    pub reason: Reason,
}

/// What the core asks a shell to do.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Enum)]
pub enum Effect {
    Render,
    StartTimer { id: u64, ms: u32 },
    CancelTimer { id: u64 },
    Search { id: u64, job: Arc<SearchJob> },
    CancelSearch { id: u64 },
    Haptic { kind: HapticKind },
    Announce { text: String },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum HapticKind {
    Sow,
    Capture,
    RoundEnd,
    GameEnd,
    Refused,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Speed {
    Slow,
    Normal,
    Fast,
    Instant,
}

#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct Settings {
    pub speed: Speed,
    pub haptics: bool,
    pub colour_safe: bool,
    /// `system`, `en`, `fr` or `ta`.
    pub language: String,
    pub player_name: String,
    pub south_names: Vec<String>,
    pub north_names: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct ViewModel {
    pub screen: Screen,
    pub language: String,
    pub settings: Settings,
    pub reduce_motion: bool,
    pub home: HomeView,
    pub game: Option<GameView>,
    pub notice: Option<Notice>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Screen {
    Home,
    Game,
}

#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct HomeView {
    pub can_continue: bool,
    pub stats: Vec<StatsLine>,
}

#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct StatsLine {
    pub player: String,
    pub rules: String,
    pub opponent: String,
    pub games: u32,
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
    pub current_streak: u32,
    pub best_streak: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct Notice {
    pub kind: NoticeKind,
    pub text: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum NoticeKind {
    SaveRefused,
    WriteFailed,
    BadRequest,
}

#[derive(Debug, Clone, PartialEq, Eq, uniffi::Enum)]
pub enum Mode {
    Computer { level: Level, human: Side },
    PassAndPlay,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Thinking {
    Nobody,
    Computer,
    Hint,
}

#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct GameView {
    pub game_id: String,
    pub rules: String,
    pub mode: Mode,
    pub holes_per_side: u8,
    pub bottom: Side,
    pub holes: Vec<HoleView>,
    pub bowls: Vec<BowlView>,
    pub hand: Option<Hand>,
    pub flights: Vec<Flight>,
    pub frame: Option<FrameKind>,
    pub frame_ms: u32,
    pub animating: bool,
    pub to_move: Option<Side>,
    pub mover: String,
    pub thinking: Thinking,
    pub status: String,
    pub round: u16,
    pub moves_played: u32,
    pub history: Vec<String>,
    pub last_move: Option<u8>,
    pub buttons: Buttons,
    pub hint: Option<HintView>,
    pub dialog: Option<DialogView>,
    pub banner: Option<String>,
    pub outcome: Option<Outcome>,
    pub names: SeatNames,
}

#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct SeatNames {
    pub south: Vec<String>,
    pub north: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct HoleView {
    pub index: u8,
    pub letter: String,
    pub owner: Side,
    pub count: u8,
    pub closed: bool,
    pub legal: bool,
    pub hinted: bool,
    pub last_sown: bool,
    pub accessibility_label: String,
    pub accessibility_hint: String,
}

#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct BowlView {
    pub side: Side,
    pub count: u16,
    pub accessibility_label: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Record)]
pub struct Buttons {
    pub hint: bool,
    pub undo: bool,
    pub redo: bool,
    pub resign: bool,
    pub offer_draw: bool,
    pub rematch: bool,
    pub skip: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct HintView {
    pub hole: u8,
    pub text: String,
}

#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct DialogView {
    pub kind: DialogKind,
    pub title: String,
    pub lines: Vec<String>,
    pub bowls: Vec<u16>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum DialogKind {
    RoundSummary,
    GameOver,
    DrawOffer,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Record)]
pub struct Hand {
    pub hole: u8,
    pub seeds: u8,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Place {
    Hole { hole: u8 },
    Bowl { side: Side },
    Hand,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Record)]
pub struct Flight {
    pub from: Place,
    pub to: Place,
    pub seeds: u16,
}

#[derive(Debug, Clone, PartialEq, Eq, uniffi::Enum)]
pub enum FrameKind {
    Lift {
        hole: u8,
        seeds: u8,
    },
    Relay {
        hole: u8,
        seeds: u8,
    },
    Sow {
        hole: u8,
    },
    SowStore {
        side: Side,
    },
    Pasu {
        hole: u8,
        seeds: u8,
        taker: Side,
    },
    Capture {
        hole: u8,
        seeds: u8,
        taker: Side,
    },
    OppositeCapture {
        hole: u8,
        opposite: u8,
        seeds: u8,
        taker: Side,
    },
    ExtraTurn {
        side: Side,
    },
    EndlessStop {
        hole: u8,
    },
    RoundEnd {
        ran_out: Side,
        reason: RoundEndReason,
    },
    Refill {
        round: u16,
        starter: Side,
    },
    GameEnd {
        outcome: Outcome,
        reason: GameEndReason,
    },
}

// --- conversions: shell to core ---

impl From<Event> for a::Event {
    fn from(e: Event) -> Self {
        use a::Event as A;
        match e {
            Event::Launch {
                dir,
                language,
                reduce_motion,
            } => A::Launch {
                dir,
                language,
                reduce_motion,
            },
            Event::SystemChanged {
                language,
                reduce_motion,
            } => A::SystemChanged {
                language,
                reduce_motion,
            },
            Event::NewGame { preset, opponent } => A::NewGame {
                preset,
                opponent: opponent.into(),
            },
            Event::ContinueGame => A::ContinueGame,
            Event::TapHole { hole } => A::TapHole { hole },
            Event::SkipAnimation => A::SkipAnimation,
            Event::Hint => A::Hint,
            Event::Undo => A::Undo,
            Event::Redo => A::Redo,
            Event::Resign => A::Resign,
            Event::OfferDraw => A::OfferDraw,
            Event::AcceptDraw => A::AcceptDraw,
            Event::DeclineDraw => A::DeclineDraw,
            Event::Rematch => A::Rematch,
            Event::AcknowledgeDialog => A::AcknowledgeDialog,
            Event::BackHome => A::BackHome,
            Event::Suspend => A::Suspend,
            Event::Resume => A::Resume,
            Event::SettingsChanged { settings } => A::SettingsChanged {
                settings: settings.into(),
            },
            Event::DismissNotice => A::DismissNotice,
            Event::TimerFired { id } => A::TimerFired { id },
            Event::SearchDone { id, result } => A::SearchDone {
                id,
                result: result.map(|r| a::SearchResult {
                    hole: r.hole,
                    reason: r.reason.into(),
                }),
            },
        }
    }
}

impl From<Opponent> for a::Opponent {
    fn from(o: Opponent) -> Self {
        match o {
            Opponent::Computer { level, side, name } => a::Opponent::Computer {
                level: level.into(),
                side: side.into(),
                name,
            },
            Opponent::PassAndPlay { south, north } => a::Opponent::PassAndPlay { south, north },
        }
    }
}

impl From<Reason> for c::ai::Reason {
    fn from(r: Reason) -> Self {
        use c::ai::Reason as R;
        match r {
            Reason::WinsTheGame => R::WinsTheGame,
            Reason::ExtraTurn => R::ExtraTurn,
            Reason::Captures { seeds } => R::Captures { seeds },
            Reason::PasuForYou { count } => R::PasuForYou { count },
            Reason::EmptiesTheirRow => R::EmptiesTheirRow,
            Reason::OnlyMove => R::OnlyMove,
            Reason::BestPosition => R::BestPosition,
        }
    }
}

impl From<c::ai::Reason> for Reason {
    fn from(r: c::ai::Reason) -> Self {
        use c::ai::Reason as R;
        match r {
            R::WinsTheGame => Reason::WinsTheGame,
            R::ExtraTurn => Reason::ExtraTurn,
            R::Captures { seeds } => Reason::Captures { seeds },
            R::PasuForYou { count } => Reason::PasuForYou { count },
            R::EmptiesTheirRow => Reason::EmptiesTheirRow,
            R::OnlyMove => Reason::OnlyMove,
            R::BestPosition => Reason::BestPosition,
        }
    }
}

impl From<Settings> for a::Settings {
    fn from(s: Settings) -> Self {
        a::Settings {
            speed: match s.speed {
                Speed::Slow => a::Speed::Slow,
                Speed::Normal => a::Speed::Normal,
                Speed::Fast => a::Speed::Fast,
                Speed::Instant => a::Speed::Instant,
            },
            haptics: s.haptics,
            colour_safe: s.colour_safe,
            language: s.language,
            player_name: s.player_name,
            south_names: s.south_names,
            north_names: s.north_names,
        }
    }
}

// --- conversions: core to shell ---

impl From<a::Settings> for Settings {
    fn from(s: a::Settings) -> Self {
        Settings {
            speed: match s.speed {
                a::Speed::Slow => Speed::Slow,
                a::Speed::Normal => Speed::Normal,
                a::Speed::Fast => Speed::Fast,
                a::Speed::Instant => Speed::Instant,
            },
            haptics: s.haptics,
            colour_safe: s.colour_safe,
            language: s.language,
            player_name: s.player_name,
            south_names: s.south_names,
            north_names: s.north_names,
        }
    }
}

/// The event a finished search hands back (`SearchJob::run`).
pub(crate) fn search_done(e: a::Event) -> Event {
    match e {
        a::Event::SearchDone { id, result } => Event::SearchDone {
            id,
            result: result.map(|r| SearchResult {
                hole: r.hole,
                reason: r.reason.into(),
            }),
        },
        // `run` returns nothing else; answer "no result" rather than panic.
        _ => Event::SearchDone { id: 0, result: None },
    }
}

impl From<a::Effect> for Effect {
    fn from(e: a::Effect) -> Self {
        match e {
            a::Effect::Render => Effect::Render,
            a::Effect::StartTimer { id, ms } => Effect::StartTimer { id, ms },
            a::Effect::CancelTimer { id } => Effect::CancelTimer { id },
            a::Effect::Search { job } => Effect::Search {
                id: job.id(),
                job: Arc::new(SearchJob::from(job)),
            },
            a::Effect::CancelSearch { id } => Effect::CancelSearch { id },
            a::Effect::Haptic { kind } => Effect::Haptic { kind: kind.into() },
            a::Effect::Announce { text } => Effect::Announce { text },
        }
    }
}

impl From<a::HapticKind> for HapticKind {
    fn from(k: a::HapticKind) -> Self {
        match k {
            a::HapticKind::Sow => HapticKind::Sow,
            a::HapticKind::Capture => HapticKind::Capture,
            a::HapticKind::RoundEnd => HapticKind::RoundEnd,
            a::HapticKind::GameEnd => HapticKind::GameEnd,
            a::HapticKind::Refused => HapticKind::Refused,
        }
    }
}

impl From<a::ViewModel> for ViewModel {
    fn from(v: a::ViewModel) -> Self {
        ViewModel {
            screen: match v.screen {
                a::Screen::Home => Screen::Home,
                a::Screen::Game => Screen::Game,
            },
            language: v.language,
            settings: v.settings.into(),
            reduce_motion: v.reduce_motion,
            home: HomeView {
                can_continue: v.home.can_continue,
                stats: v.home.stats.into_iter().map(StatsLine::from).collect(),
            },
            game: v.game.map(GameView::from),
            notice: v.notice.map(|n| Notice {
                kind: match n.kind {
                    a::NoticeKind::SaveRefused => NoticeKind::SaveRefused,
                    a::NoticeKind::WriteFailed => NoticeKind::WriteFailed,
                    a::NoticeKind::BadRequest => NoticeKind::BadRequest,
                },
                text: n.text,
            }),
        }
    }
}

impl From<a::StatsLine> for StatsLine {
    fn from(s: a::StatsLine) -> Self {
        StatsLine {
            player: s.player,
            rules: s.rules,
            opponent: s.opponent,
            games: s.games,
            wins: s.wins,
            losses: s.losses,
            draws: s.draws,
            current_streak: s.current_streak,
            best_streak: s.best_streak,
        }
    }
}

impl From<a::GameView> for GameView {
    fn from(g: a::GameView) -> Self {
        GameView {
            game_id: g.game_id,
            rules: g.rules,
            mode: match g.mode {
                a::Mode::Computer { level, human } => Mode::Computer {
                    level: level.into(),
                    human: human.into(),
                },
                a::Mode::PassAndPlay => Mode::PassAndPlay,
            },
            holes_per_side: g.holes_per_side,
            bottom: g.bottom.into(),
            holes: g.holes.into_iter().map(HoleView::from).collect(),
            bowls: g
                .bowls
                .into_iter()
                .map(|b| BowlView {
                    side: b.side.into(),
                    count: b.count,
                    accessibility_label: b.accessibility_label,
                })
                .collect(),
            hand: g.hand.map(|h| Hand {
                hole: h.hole,
                seeds: h.seeds,
            }),
            flights: g.flights.into_iter().map(Flight::from).collect(),
            frame: g.frame.map(FrameKind::from),
            frame_ms: g.frame_ms,
            animating: g.animating,
            to_move: g.to_move.map(Side::from),
            mover: g.mover,
            thinking: match g.thinking {
                a::Thinking::Nobody => Thinking::Nobody,
                a::Thinking::Computer => Thinking::Computer,
                a::Thinking::Hint => Thinking::Hint,
            },
            status: g.status,
            round: g.round,
            moves_played: g.moves_played,
            history: g.history,
            last_move: g.last_move,
            buttons: Buttons {
                hint: g.buttons.hint,
                undo: g.buttons.undo,
                redo: g.buttons.redo,
                resign: g.buttons.resign,
                offer_draw: g.buttons.offer_draw,
                rematch: g.buttons.rematch,
                skip: g.buttons.skip,
            },
            hint: g.hint.map(|h| HintView {
                hole: h.hole,
                text: h.text,
            }),
            dialog: g.dialog.map(|d| DialogView {
                kind: match d.kind {
                    a::DialogKind::RoundSummary => DialogKind::RoundSummary,
                    a::DialogKind::GameOver => DialogKind::GameOver,
                    a::DialogKind::DrawOffer => DialogKind::DrawOffer,
                },
                title: d.title,
                lines: d.lines,
                bowls: d.bowls,
            }),
            banner: g.banner,
            outcome: g.outcome.map(Outcome::from),
            names: SeatNames {
                south: g.names.south,
                north: g.names.north,
            },
        }
    }
}

impl From<a::HoleView> for HoleView {
    fn from(h: a::HoleView) -> Self {
        HoleView {
            index: h.index,
            letter: h.letter,
            owner: h.owner.into(),
            count: h.count,
            closed: h.closed,
            legal: h.legal,
            hinted: h.hinted,
            last_sown: h.last_sown,
            accessibility_label: h.accessibility_label,
            accessibility_hint: h.accessibility_hint,
        }
    }
}

impl From<a::Place> for Place {
    fn from(p: a::Place) -> Self {
        match p {
            a::Place::Hole { hole } => Place::Hole { hole },
            a::Place::Bowl { side } => Place::Bowl { side: side.into() },
            a::Place::Hand => Place::Hand,
        }
    }
}

impl From<a::Flight> for Flight {
    fn from(f: a::Flight) -> Self {
        Flight {
            from: f.from.into(),
            to: f.to.into(),
            seeds: f.seeds,
        }
    }
}

impl From<a::FrameKind> for FrameKind {
    fn from(k: a::FrameKind) -> Self {
        use a::FrameKind as K;
        match k {
            K::Lift { hole, seeds } => FrameKind::Lift { hole, seeds },
            K::Relay { hole, seeds } => FrameKind::Relay { hole, seeds },
            K::Sow { hole } => FrameKind::Sow { hole },
            K::SowStore { side } => FrameKind::SowStore { side: side.into() },
            K::Pasu { hole, seeds, taker } => FrameKind::Pasu {
                hole,
                seeds,
                taker: taker.into(),
            },
            K::Capture { hole, seeds, taker } => FrameKind::Capture {
                hole,
                seeds,
                taker: taker.into(),
            },
            K::OppositeCapture {
                hole,
                opposite,
                seeds,
                taker,
            } => FrameKind::OppositeCapture {
                hole,
                opposite,
                seeds,
                taker: taker.into(),
            },
            K::ExtraTurn { side } => FrameKind::ExtraTurn { side: side.into() },
            K::EndlessStop { hole } => FrameKind::EndlessStop { hole },
            K::RoundEnd { ran_out, reason } => FrameKind::RoundEnd {
                ran_out: ran_out.into(),
                reason: reason.into(),
            },
            K::Refill { round, starter } => FrameKind::Refill {
                round,
                starter: starter.into(),
            },
            K::GameEnd { outcome, reason } => FrameKind::GameEnd {
                outcome: outcome.into(),
                reason: reason.into(),
            },
        }
    }
}
