//! Where the player is and where Back goes: the pages around the game (new game,
//! statistics, rules, settings, the online lobby, the leaderboard, the account) are the
//! core's screens too, opened with `Event::Open` and left with `Event::Back`, on a back
//! stack kept here. `Nav` decides; the app carries out what leaving a screen means for
//! the session on it (`app.rs`).

use crate::event::Screen;
use crate::texts::Texts;

impl Screen {
    /// A page around the game: `Event::Open` opens it over the screen shown, `Event::Back`
    /// goes back there. The other screens are reached by their own events.
    pub fn is_page(self) -> bool {
        matches!(
            self,
            Screen::NewGame
                | Screen::Stats
                | Screen::Rules
                | Screen::Settings
                | Screen::Online
                | Screen::Leaderboard
                | Screen::Account
        )
    }
}

/// The screen shown and the pages below it.
#[derive(Debug)]
pub(crate) struct Nav {
    pub screen: Screen,
    /// The screens below the page shown, where `Event::Back` goes.
    pub back: Vec<Screen>,
}

impl Default for Nav {
    fn default() -> Self {
        Nav {
            screen: Screen::Home,
            back: Vec::new(),
        }
    }
}

/// What `Event::Open` does (`Nav::opening`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Opening {
    /// Already shown, or refused: nothing changes.
    Nothing,
    /// Home, from wherever (the screen's own way out first).
    Home,
    /// Back to the game on the board.
    Game,
    /// A page over the screen shown (`Nav::push`).
    Page,
}

/// Where `Event::Back` goes (`Nav::pop`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Backing {
    Nothing,
    /// Not from a page: the screen's own way out, as `BackHome`.
    Leave,
    Game,
    Shown,
}

impl Nav {
    /// What opening `to` does, `has_game` whether a game is on the board.
    pub fn opening(&self, to: Screen, has_game: bool) -> Opening {
        match to {
            _ if to == self.screen => Opening::Nothing,
            Screen::Home => Opening::Home,
            Screen::Game if has_game => Opening::Game,
            // The board, a lesson, a review or a watched game need what only their own
            // events carry (a game, a lesson id, a finished game, a watch link); a page
            // is not opened over a lesson, a review or a watched game (their boards have
            // no way to a page, and they stop off their screen).
            _ if !to.is_page()
                || matches!(
                    self.screen,
                    Screen::Lessons | Screen::Lesson | Screen::Review | Screen::Watch
                ) =>
            {
                log::info!("refused: open {to:?} from {:?}", self.screen);
                Opening::Nothing
            }
            _ => Opening::Page,
        }
    }

    /// Show the page `to` over the screen shown (a page already below is gone back to:
    /// no page twice on the stack).
    pub fn push(&mut self, to: Screen) {
        match self.back.iter().position(|s| *s == to) {
            Some(at) => self.back.truncate(at),
            None => self.back.push(self.screen),
        }
        self.screen = to;
    }

    /// `Event::Back`: from a page to where it was opened (a page is shown at once; the
    /// game and the other screens are the app's to show).
    pub fn pop(&mut self, has_game: bool) -> Backing {
        if self.screen == Screen::Home {
            return Backing::Nothing;
        }
        if !self.screen.is_page() {
            return Backing::Leave;
        }
        match self.back.pop() {
            Some(Screen::Game) if has_game => Backing::Game,
            Some(screen) if screen.is_page() => {
                self.screen = screen;
                Backing::Shown
            }
            _ => {
                self.home();
                Backing::Shown
            }
        }
    }

    /// Home, nothing below.
    pub fn home(&mut self) {
        self.back.clear();
        self.screen = Screen::Home;
    }

    /// The board, nothing below.
    pub fn game(&mut self) {
        self.back.clear();
        self.screen = Screen::Game;
    }

    /// Whether `Event::Back` does anything (on Android, system back is the app's then).
    pub fn can_back(&self) -> bool {
        self.screen != Screen::Home
    }

    /// The back button's words: where `Event::Back` goes from a page ("Home", "Back to the
    /// game", "Back to the lobby", or the page's name); "Home" from any other screen.
    pub fn back_label(&self, has_game: bool, t: &Texts) -> String {
        let to = match self.back.last() {
            Some(to) if self.screen.is_page() => *to,
            _ => Screen::Home,
        };
        let id = match to {
            Screen::Game if has_game => "ui-back-to-game",
            Screen::Online => "ui-back-to-lobby",
            Screen::NewGame => "ui-new-game",
            Screen::Stats => "ui-statistics",
            Screen::Rules => "ui-rules",
            Screen::Settings => "ui-settings",
            Screen::Leaderboard => "ui-leaderboard",
            Screen::Account => "ui-account",
            _ => "ui-home",
        };
        t.label(id, &[])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(screen: Screen, back: &[Screen]) -> Nav {
        Nav {
            screen,
            back: back.to_vec(),
        }
    }

    #[test]
    fn a_page_is_not_opened_over_a_lesson_a_review_or_a_watched_game() {
        for screen in [Screen::Lessons, Screen::Lesson, Screen::Review, Screen::Watch] {
            assert_eq!(
                at(screen, &[]).opening(Screen::Stats, true),
                Opening::Nothing,
                "{screen:?}"
            );
            assert_eq!(at(screen, &[]).opening(Screen::Home, true), Opening::Home, "{screen:?}");
        }
        assert_eq!(at(Screen::Home, &[]).opening(Screen::Game, false), Opening::Nothing);
        assert_eq!(at(Screen::Stats, &[]).opening(Screen::Game, true), Opening::Game);
    }

    #[test]
    fn a_page_already_below_is_gone_back_to_and_never_stacked_twice() {
        let mut nav = at(Screen::Game, &[]);
        nav.push(Screen::Settings);
        nav.push(Screen::Rules);
        nav.push(Screen::Settings);
        assert_eq!((nav.screen, nav.back.clone()), (Screen::Settings, vec![Screen::Game]));
        assert_eq!(nav.pop(true), Backing::Game, "the board is the app's to show");
        let mut nav = at(Screen::Settings, &[Screen::Game]);
        assert_eq!(nav.pop(false), Backing::Shown, "no game any more: home");
        assert_eq!((nav.screen, nav.back.len()), (Screen::Home, 0));
        assert_eq!(at(Screen::Lesson, &[]).pop(true), Backing::Leave);
        assert_eq!(at(Screen::Home, &[]).pop(true), Backing::Nothing);
    }
}
