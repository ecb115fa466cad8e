//! The app's view: the view model, with the screen shown as one `ScreenView` put together
//! from the sessions' own views (the board's, the online session's, a lesson's, a review's),
//! and the buttons as `ActionView`s (words and event) decided once, so the shells only draw them.

use crate::app::App;
use crate::event::Event;
use crate::game_view::{OnlineSeen, Seen};
use crate::online::OnlineAction;
use crate::texts::Texts;
use crate::view::*;
use pallanguzhi_core::{Level, Rules};

/// A button with its label from the catalogue (`ui-<id>`, the one label set of every shell).
pub(crate) fn action(t: &Texts, id: &str, event: Event) -> ActionView {
    ActionView {
        id: id.into(),
        label: t.word(&format!("ui-{id}")),
        event,
        confirm: None,
        primary: false,
    }
}

pub(crate) fn online_action(t: &Texts, id: &str, action_: OnlineAction) -> ActionView {
    action(t, id, Event::OnlineAction(action_))
}

/// The views built once for `ViewModel`, handed to the screen shown.
pub(crate) struct Parts {
    pub game: Option<GameView>,
    pub online: OnlineView,
    pub lessons: Option<LessonsView>,
    pub lesson: Option<LessonView>,
    pub review: Option<ReviewView>,
    pub watch: Option<WatchView>,
}

impl App {
    pub fn view(&self) -> ViewModel {
        let texts = self.env.texts();
        let seen = self.seen();
        let game = self.mode.board().map(|b| b.view(&seen, &texts));
        // Each view built twice (for `screen_view` and the old fields) rather than cloned:
        // no clone of these views in the libraries (the phones' is at its size limit).
        let lessons = || match self.nav.screen {
            Screen::Lessons | Screen::Lesson => Some(self.learning.lessons_view(&texts)),
            _ => None,
        };
        let lesson = || match self.nav.screen {
            Screen::Lesson => self.learning.lesson_view(&texts),
            _ => None,
        };
        let review = || match self.nav.screen {
            Screen::Review => self.reviewing.view(&texts),
            _ => None,
        };
        let watch = || {
            self.mode.watched().map(|game_id| {
                let board = self.mode.board();
                let view = board.map(|b| b.view(&seen, &texts));
                // The result once the last move has been shown.
                let over = board.filter(|b| b.m.is_over() && b.anim.is_none());
                let result = over.map(|b| b.dialog_view(&crate::mode::Dialog::GameOver, &seen, &texts));
                self.online.watch_view(game_id, view, result, &texts)
            })
        };
        let home = HomeView {
            can_continue: self.mode.game().is_some_and(|m| !m.is_over()),
            stats: self.stats_lines(),
            presets: self.presets(),
            offer_lessons: self.offer_lessons(),
            recent: self.records.recent.view(&texts),
        };
        let parts = crate::screen::Parts {
            game: self.mode.board().map(|b| b.view(&seen, &texts)),
            online: self.online.view(self.mode.room(), &texts),
            lessons: lessons(),
            lesson: lesson(),
            review: review(),
            watch: watch(),
        };
        ViewModel {
            screen: self.nav.screen,
            screen_view: self.screen_view(&texts, parts),
            can_back: self.nav.can_back(),
            back_label: self.nav.back_label(self.mode.game().is_some(), &texts),
            language: texts.lang.code().into(),
            settings: self.env.settings.clone(),
            reduce_motion: self.env.reduce_motion,
            presets: self.presets(),
            home,
            game,
            notice: self.env.notice.clone(),
            pages: self.online.server_pages(&texts),
            online: self.online.view(self.mode.room(), &texts),
            lessons: lessons(),
            lesson: lesson(),
            review: review(),
            watch: watch(),
        }
    }

    /// Who looks at the board and what the online session adds to its view.
    pub(crate) fn seen(&self) -> Seen<'_> {
        let seated = self.mode.room().is_some();
        Seen {
            env: &self.env,
            viewer: self.mode.viewer(),
            online: self.mode.online().then(|| OnlineSeen {
                draw_open: self.online.draw_open(seated),
                rematch: self.online.rematch(seated),
                rating_change: self.online.rating_change,
            }),
        }
    }

    /// A first launch (no lesson done, no game played or saved): "Learn to play" comes first.
    pub(crate) fn offer_lessons(&self) -> bool {
        self.learning.progress == Default::default()
            && self.records.stats.players.is_empty()
            && self.mode.game().is_none()
    }

    /// The statistics screen's view (drawn on the browser's home page too), the online
    /// statistics taken out of `online`: said once.
    pub(crate) fn stats_screen(&self, texts: &Texts, online: &mut OnlineView) -> StatsScreenView {
        StatsScreenView {
            lines: self.stats_lines(),
            signed_in: !online.account.is_empty(),
            online: online.stats.take(),
            online_error: online.error.clone(),
            recent: self.records.recent.view(texts),
        }
    }

    fn presets(&self) -> Vec<PresetView> {
        let t = self.env.texts();
        Rules::presets()
            .iter()
            .map(|r| PresetView {
                id: r.name.clone(),
                name: t.preset_name(&r.name),
                summary: t.preset_summary(&r.name),
                rules: t.preset_rules(&r.name),
                lessons: pallanguzhi_core::lesson::course(&r.name)
                    .iter()
                    .map(|l| LessonLink {
                        id: l.id.to_string(),
                        title: t.word(&l.title_key()),
                    })
                    .collect(),
            })
            .collect()
    }

    fn stats_lines(&self) -> Vec<StatsLine> {
        let t = self.env.texts();
        let mut lines = Vec::new();
        for (player, stats) in &self.records.stats.players {
            for r in &stats.records {
                // Recorded as a level's name or "human".
                let level = Level::parse(&r.opponent);
                lines.push(StatsLine {
                    player: player.clone(),
                    rules: r.rules.clone(),
                    level,
                    title: t.stats_title(&r.rules, level),
                    games: r.games,
                    wins: r.wins,
                    losses: r.losses,
                    draws: r.draws,
                    current_streak: r.current_streak,
                    best_streak: r.best_streak,
                });
            }
        }
        lines
    }

    /// The screen shown with its own view.
    pub(crate) fn screen_view(&self, t: &Texts, parts: Parts) -> ScreenView {
        let Parts {
            game,
            online,
            lessons,
            lesson,
            review,
            watch,
        } = parts;
        // Each of these screens is shown only with its session (`open` and the events that
        // start them keep it so); home is the safe picture if one is missing. (`Err` hands
        // the online view on to home: one place builds it, which keeps the page's wasm small.)
        let shown = match self.nav.screen {
            Screen::Home => Err(online),
            Screen::NewGame => Ok(ScreenView::NewGame),
            Screen::Game => match self.mode.room() {
                Some(room) => Ok(ScreenView::Room(self.online.room_view(room, t, game, online))),
                None => game.map(|game| ScreenView::Game(GameScreenView { game })).ok_or(online),
            },
            Screen::Stats => Ok(ScreenView::Stats(self.stats_screen(t, &mut { online }))),
            Screen::Rules => Ok(ScreenView::Rules),
            Screen::Settings => Ok(ScreenView::Settings),
            Screen::Online => Ok(ScreenView::Lobby(self.online.lobby_view(t, online))),
            Screen::Leaderboard => Ok(ScreenView::Leaderboard(online)),
            Screen::Lessons => lessons.map(ScreenView::Lessons).ok_or(online),
            Screen::Lesson => lesson.map(ScreenView::Lesson).ok_or(online),
            Screen::Review => review.map(ScreenView::Review).ok_or(online),
            Screen::Watch => watch.map(ScreenView::Watch).ok_or(online),
            Screen::Invitation => self.online.invitation_view(t).map(ScreenView::Invitation).ok_or(online),
            Screen::Account => Ok(ScreenView::Account(self.online.account_view(t))),
        };
        shown.unwrap_or_else(|online| ScreenView::Home(self.home_screen(t, online)))
    }

    fn home_screen(&self, t: &Texts, mut online: OnlineView) -> HomeScreenView {
        HomeScreenView {
            can_continue: self.mode.game().is_some_and(|m| !m.is_over()),
            offer_lessons: self.offer_lessons(),
            stats: self.stats_screen(t, &mut online),
            lobby: self.online.lobby_view(t, online),
        }
    }
}
