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
        enabled: true,
    }
}

pub(crate) fn online_action(t: &Texts, id: &str, action_: OnlineAction) -> ActionView {
    action(t, id, Event::OnlineAction(action_))
}

impl App {
    pub fn view(&self) -> ViewModel {
        let texts = self.env.texts();
        ViewModel {
            screen: self.nav.screen,
            screen_view: self.screen_view(&texts),
            can_back: self.nav.can_back(),
            back_label: self.nav.back_label(self.mode.game().is_some(), &texts),
            language: texts.lang.code().into(),
            settings: self.env.settings.clone(),
            reduce_motion: self.env.reduce_motion,
            presets: self.presets(),
            notice: self.env.notice.clone(),
            pages: self.online.server_pages(&texts),
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

    /// The screen shown with its own view, only that one built.
    fn screen_view(&self, t: &Texts) -> ScreenView {
        let online = || self.online.view(self.mode.room(), t);
        let board = || {
            let seen = self.seen();
            self.mode.board().map(|b| b.view(&seen, t))
        };
        // Each of these screens is shown only with its session (`open` and the events that
        // start them keep it so); home is the safe picture if one is missing.
        let shown = match self.nav.screen {
            Screen::Home => None,
            Screen::NewGame => Some(ScreenView::NewGame),
            Screen::Game => match self.mode.room() {
                Some(room) => Some(ScreenView::Room(self.online.room_view(room, t, board(), online()))),
                None => board().map(|game| ScreenView::Game(GameScreenView { game })),
            },
            Screen::Stats => Some(ScreenView::Stats(self.stats_screen(t, &mut online()))),
            Screen::Rules => Some(ScreenView::Rules),
            Screen::Settings => Some(ScreenView::Settings),
            Screen::Online => Some(ScreenView::Lobby(self.online.lobby_view(t, online()))),
            Screen::Leaderboard => Some(ScreenView::Leaderboard(online())),
            Screen::Lessons => Some(ScreenView::Lessons(self.learning.lessons_view(t))),
            Screen::Lesson => self.learning.lesson_view(t).map(ScreenView::Lesson),
            Screen::Review => self.reviewing.view(t).map(ScreenView::Review),
            Screen::Watch => self.watch_view(t).map(ScreenView::Watch),
            Screen::Invitation => self.online.invitation_view(t).map(ScreenView::Invitation),
            Screen::Account => Some(ScreenView::Account(self.online.account_view(t))),
        };
        shown.unwrap_or_else(|| ScreenView::Home(self.home_screen(t, online())))
    }

    /// The game watched: its board (its moves animate as they come) and, once the last
    /// move has been shown, its result.
    fn watch_view(&self, t: &Texts) -> Option<WatchView> {
        let game_id = self.mode.watched()?;
        let seen = self.seen();
        let board = self.mode.board();
        let over = board.filter(|b| b.m.is_over() && b.anim.is_none());
        let result = over.map(|b| b.dialog_view(&crate::mode::Dialog::GameOver, &seen, t));
        Some(
            self.online
                .watch_view(game_id, board.map(|b| b.view(&seen, t)), result, t),
        )
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
