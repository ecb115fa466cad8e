//! Where the player is and where Back goes: the pages around the game (new game,
//! statistics, rules, settings, the online lobby, the leaderboard) are the core's screens
//! too, opened with `Event::Open` and left with `Event::Back`, on a back stack kept here.

use crate::app::App;
use crate::effect::Effect;
use crate::event::Screen;
use crate::online::OnlineAction;

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

impl App {
    /// `Event::Open { screen }`. Returns whether the view changed (a refusal changes nothing).
    pub(crate) fn open(&mut self, screen: Screen, fx: &mut Vec<Effect>) -> bool {
        if screen == self.screen {
            return false;
        }
        match screen {
            Screen::Home => {
                self.leave_to_home(fx);
                self.back.clear();
                return true;
            }
            Screen::Game if self.mode.game().is_some() => {
                self.go_to_game(fx);
                return true;
            }
            // The board, a lesson, a review or a watched game need what only their own
            // events carry (a game, a lesson id, a finished game, a watch link); a page
            // is not opened over a lesson, a review or a watched game (their boards have
            // no way to a page, and they stop off their screen).
            _ if !screen.is_page()
                || matches!(
                    self.screen,
                    Screen::Lessons | Screen::Lesson | Screen::Review | Screen::Watch
                ) =>
            {
                log::info!("refused: open {screen:?} from {:?}", self.screen);
                return false;
            }
            _ => {}
        }
        if self.screen == Screen::Game {
            // Like going home: the turn shown ends, the game is saved (Back resumes it).
            self.stop_work(true, fx);
            self.save_game();
        }
        match self.back.iter().position(|s| *s == screen) {
            // Already below: back to it (no page twice on the stack).
            Some(at) => self.back.truncate(at),
            None => self.back.push(self.screen),
        }
        self.screen = screen;
        // With an account, a page asks the server for what it shows: the statistics, the
        // leaderboard of the room's rule set (or of the default one).
        let ask = match screen {
            Screen::Stats => Some(OnlineAction::Stats),
            Screen::Leaderboard => {
                let room = self.mode.room().map(|r| r.rules.clone());
                let preset = room.unwrap_or_else(|| pallanguzhi_core::PRESET_IDS[0].to_string());
                Some(OnlineAction::Leaderboard { preset })
            }
            _ => None,
        };
        if let Some(action) = ask.filter(|_| !self.online.account.token.is_empty()) {
            self.online_action(action, fx);
        }
        if screen == Screen::Account {
            self.online.refresh_account(&mut self.env, fx);
        }
        true
    }

    /// `Event::Back`: from a page to where it was opened, from the board, a lesson, a
    /// review or a watched game as `BackHome` does. Nothing on the home screen.
    pub(crate) fn back(&mut self, fx: &mut Vec<Effect>) -> bool {
        if self.screen == Screen::Home {
            return false;
        }
        if !self.screen.is_page() {
            self.leave_screen(fx);
            return true;
        }
        match self.back.pop() {
            Some(Screen::Game) if self.mode.game().is_some() => self.go_to_game(fx),
            Some(screen) if screen.is_page() => self.screen = screen,
            _ => {
                self.back.clear();
                self.screen = Screen::Home;
            }
        }
        true
    }

    /// Whether `Event::Back` does anything (on Android, system back is the app's then).
    pub(crate) fn can_back(&self) -> bool {
        self.screen != Screen::Home
    }

    /// The back button's words: where `Event::Back` goes from a page ("Home", "Back to the
    /// game", "Back to the lobby", or the page's name); "Home" from any other screen.
    pub(crate) fn back_label(&self) -> String {
        let to = match self.back.last() {
            Some(to) if self.screen.is_page() => *to,
            _ => Screen::Home,
        };
        let id = match to {
            Screen::Game if self.mode.game().is_some() => "ui-back-to-game",
            Screen::Online => "ui-back-to-lobby",
            Screen::NewGame => "ui-new-game",
            Screen::Stats => "ui-statistics",
            Screen::Rules => "ui-rules",
            Screen::Settings => "ui-settings",
            Screen::Leaderboard => "ui-leaderboard",
            Screen::Account => "ui-account",
            _ => "ui-home",
        };
        self.env.texts().label(id, &[])
    }

    fn go_to_game(&mut self, fx: &mut Vec<Effect>) {
        self.back.clear();
        self.screen = Screen::Game;
        self.next_step(fx);
    }
}
