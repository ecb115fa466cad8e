//! Conversions between the app core's types and their UniFFI mirrors.

use crate::app_core::SearchJob;
use crate::app_records::*;
use crate::records::{Level, Outcome, Reason, Side};
use pallanguzhi_app as a;
use pallanguzhi_core as c;
use std::sync::Arc;

// --- conversions: shell to core ---

impl From<Event> for a::Event {
    fn from(e: Event) -> Self {
        use a::Event as A;
        use a::OnlineAction as O;
        use a::Transport as T;
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
            Event::OnlineSetServer { url } => A::OnlineAction(O::SetServer { url }),
            Event::OnlineSignUp { name } => A::OnlineAction(O::SignUp { name }),
            Event::OnlineCreateRoom { preset, side } => A::OnlineAction(O::CreateRoom {
                preset,
                side: side.into(),
            }),
            Event::OnlineJoin { code } => A::OnlineAction(O::Join { code }),
            Event::OnlineWatch { link } => A::OnlineAction(O::Watch { link }),
            Event::OnlineOpenLink { link } => A::OnlineAction(O::OpenLink { link }),
            Event::OnlineLeaderboard { preset } => A::OnlineAction(O::Leaderboard { preset }),
            Event::OnlineStats => A::OnlineAction(O::Stats),
            Event::OnlineRetry => A::OnlineAction(O::Retry),
            Event::OnlineClaimWin => A::OnlineAction(O::ClaimWin),
            Event::OnlineClaimDraw => A::OnlineAction(O::ClaimDraw),
            Event::OnlineLeave => A::OnlineAction(O::Leave),
            Event::OpenLessons { preset } => A::OpenLessons { preset },
            Event::StartLesson { id } => A::StartLesson { id },
            Event::NextLesson => A::NextLesson,
            Event::RetryLesson => A::RetryLesson,
            Event::RequestReview => A::RequestReview,
            Event::ReviewGame { id } => A::ReviewGame { id },
            Event::CancelReview => A::CancelReview,
            Event::ReviewGoTo { ply } => A::ReviewGoTo { ply },
            Event::ReviewForward => A::ReviewForward,
            Event::ReviewBack => A::ReviewBack,
            Event::ReviewGraded { id, graded } => A::ReviewGraded {
                id,
                graded: graded.map(Into::into),
            },
            Event::HttpDone { id, status, body } => A::Transport(T::HttpDone { id, status, body }),
            Event::HttpFailed { id, error } => A::Transport(T::HttpFailed { id, error }),
            Event::SocketOpened { id } => A::Transport(T::SocketOpened { id }),
            Event::SocketMessage { id, text } => A::Transport(T::SocketMessage { id, text }),
            Event::SocketClosed { id, code } => A::Transport(T::SocketClosed { id, code }),
            Event::SocketFailed { id, error } => A::Transport(T::SocketFailed { id, error }),
            Event::SocketRefused { id, status, body } => A::Transport(T::SocketRefused { id, status, body }),
            Event::OnlineSetClock { move_ms } => A::OnlineAction(O::SetClock { move_ms }),
            Event::OnlineDeleteAccount => A::OnlineAction(O::DeleteAccount),
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
            Opponent::Table { south, north } => a::Opponent::Table {
                south: crate::app_table::side(south),
                north: crate::app_table::side(north),
            },
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
            sound: s.sound,
            volume: s.volume,
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
            sound: s.sound,
            volume: s.volume,
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
        a::Event::ReviewGraded { id, graded } => Event::ReviewGraded {
            id,
            graded: graded.map(Into::into),
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
            a::Effect::Sound { sound } => Effect::Sound { sound: sound.into() },
            a::Effect::Http {
                id,
                method,
                url,
                headers,
                body,
            } => Effect::Http {
                id,
                method: match method {
                    a::Method::Get => HttpMethod::Get,
                    a::Method::Post => HttpMethod::Post,
                    a::Method::Delete => HttpMethod::Delete,
                },
                url,
                headers: headers_of(headers),
                body,
            },
            a::Effect::SocketOpen { id, url, headers } => Effect::SocketOpen {
                id,
                url,
                headers: headers_of(headers),
            },
            a::Effect::SocketSend { id, text } => Effect::SocketSend { id, text },
            a::Effect::SocketClose { id } => Effect::SocketClose { id },
        }
    }
}

fn headers_of(headers: Vec<(String, String)>) -> Vec<Header> {
    headers
        .into_iter()
        .map(|(name, value)| Header { name, value })
        .collect()
}

impl From<a::HapticKind> for HapticKind {
    fn from(k: a::HapticKind) -> Self {
        match k {
            a::HapticKind::Sow => HapticKind::Sow,
            a::HapticKind::Capture => HapticKind::Capture,
            a::HapticKind::RoundEnd => HapticKind::RoundEnd,
            a::HapticKind::GameEnd => HapticKind::GameEnd,
            a::HapticKind::Refused => HapticKind::Refused,
            a::HapticKind::ClockWarning => HapticKind::ClockWarning,
        }
    }
}

impl From<a::Sound> for Sound {
    fn from(s: a::Sound) -> Self {
        Sound {
            kind: match s.kind {
                a::SoundKind::Seed => SoundKind::Seed,
                a::SoundKind::Lift => SoundKind::Lift,
                a::SoundKind::Capture => SoundKind::Capture,
                a::SoundKind::Pasu => SoundKind::Pasu,
                a::SoundKind::RoundEnd => SoundKind::RoundEnd,
                a::SoundKind::Win => SoundKind::Win,
                a::SoundKind::Loss => SoundKind::Loss,
                a::SoundKind::ClockWarning => SoundKind::ClockWarning,
            },
            file: s.file(),
            rate_milli: s.rate_milli,
            volume: s.volume,
            delay_ms: s.delay_ms,
        }
    }
}

impl From<a::ViewModel> for ViewModel {
    fn from(v: a::ViewModel) -> Self {
        ViewModel {
            screen: match v.screen {
                a::Screen::Home => Screen::Home,
                a::Screen::Game => Screen::Game,
                a::Screen::Lessons => Screen::Lessons,
                a::Screen::Lesson => Screen::Lesson,
                a::Screen::Review => Screen::Review,
                a::Screen::Watch => Screen::Watch,
            },
            language: v.language,
            settings: v.settings.into(),
            reduce_motion: v.reduce_motion,
            home: HomeView {
                can_continue: v.home.can_continue,
                stats: v.home.stats.into_iter().map(StatsLine::from).collect(),
                presets: v
                    .home
                    .presets
                    .into_iter()
                    .map(|p| PresetView {
                        id: p.id,
                        name: p.name,
                        rules: p.rules,
                        lessons: p.lessons.into_iter().map(Into::into).collect(),
                    })
                    .collect(),
                offer_lessons: v.home.offer_lessons,
                recent: v.home.recent.into(),
            },
            game: v.game.map(GameView::from),
            online: v.online.into(),
            lessons: v.lessons.map(Into::into),
            lesson: v.lesson.map(Into::into),
            review: v.review.map(Into::into),
            watch: v.watch.map(Into::into),
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
            level: s.level.map(Level::from),
            title: s.title,
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
            seat: g.seat,
            seat_line: g.seat_line,
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
                review: g.buttons.review,
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
            refusal: g.refusal,
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
