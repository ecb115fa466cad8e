//! Reading the state as a view model, and wording turns and dialogs.

use crate::app::App;
use crate::game_view::{OnlineSeen, Seen};
use crate::texts::Texts;
use crate::view::*;
use pallanguzhi_core::{Level, Rules, Side};

impl App {
    pub fn view(&self) -> ViewModel {
        let texts = self.env.texts();
        let game = self.mode.board().map(|b| b.view(&self.seen(), &texts));
        let (lessons, lesson) = match self.nav.screen {
            Screen::Lessons => (Some(self.learning.lessons_view(&texts)), None),
            Screen::Lesson => (
                Some(self.learning.lessons_view(&texts)),
                self.learning.lesson_view(&texts),
            ),
            _ => (None, None),
        };
        let review = match self.nav.screen {
            Screen::Review => self.reviewing.view(&texts),
            _ => None,
        };
        let watch = self.watch_view(&texts);
        let home = HomeView {
            can_continue: self.mode.game().is_some_and(|m| !m.is_over()),
            stats: self.stats_lines(),
            presets: self.presets(),
            offer_lessons: self.offer_lessons(),
            recent: self.records.recent.view(&texts),
        };
        // Built again rather than cloned: no clone of these views in the page's wasm.
        let parts = crate::screen::Parts {
            game: self.mode.board().map(|b| b.view(&self.seen(), &texts)),
            online: self.online.view(self.mode.room(), &texts),
            lessons: lessons.clone(),
            lesson: lesson.clone(),
            review: review.clone(),
            watch: watch.clone(),
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
            lessons,
            lesson,
            review,
            watch,
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
}

/// The result card's title and score line (`DialogKind::GameOver`). A player (`me`: the
/// side of the person against the computer, or online) reads it from their side: "You lost"
/// and "You lost 13–57 to Computer (Easy)."; without one (pass-and-play, a watcher) the
/// winner's name and both sides' names with their bowls. `winner`: `None` for a draw;
/// `names` and `bowls`: South's then North's. The terminal game prints the same words.
pub fn result_words(
    t: &Texts,
    me: Option<Side>,
    winner: Option<Side>,
    names: [&str; 2],
    bowls: [u16; 2],
) -> (String, String) {
    let Some(me) = me else {
        let title = winner.map_or_else(|| t.draw(), |w| t.won(names[w.index()]));
        return (title, t.score(names, bowls));
    };
    let won = winner.map(|w| w == me);
    let title = won.map_or_else(|| t.draw(), |won| t.result_title(won));
    let (mine, theirs) = (bowls[me.index()], bowls[me.opponent().index()]);
    (title, t.result_score(won, mine, theirs, names[me.opponent().index()]))
}
