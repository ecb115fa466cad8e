//! `GameSession`: one match, shared safely between the UI thread and a worker.

use crate::error::PallanguzhiError;
use crate::records::{Choice, ComputerMove, Players, RoundResult, Side, Snapshot, StatsUpdate, Turn};
use pallanguzhi_core as c;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

type Result<T> = std::result::Result<T, PallanguzhiError>;

struct State {
    game: c::Game,
    /// Bumped by every change of the game, so a search can tell it went stale.
    generation: u64,
}

#[derive(uniffi::Object)]
pub struct GameSession {
    state: Mutex<State>,
    /// Set by `cancel()`; cleared when a search starts.
    cancel: Arc<AtomicBool>,
}

impl GameSession {
    fn from_game(game: c::Game) -> Arc<Self> {
        Arc::new(GameSession {
            state: Mutex::new(State { game, generation: 0 }),
            cancel: Arc::new(AtomicBool::new(false)),
        })
    }

    /// The state, even after a panic elsewhere poisoned the lock: every core
    /// call either completes or leaves the game as it was.
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Run a search on a copy of the position, without holding the lock, so
    /// the UI can keep reading (and playing) while it runs. Returns the choice
    /// and the generation it was made for.
    fn search(&self, wanted: Search, seed: u64) -> Result<(Choice, u64)> {
        let (rules, position, generation, strength) = {
            let state = self.lock();
            let game = &state.game;
            if game.outcome().is_some() {
                return Err(PallanguzhiError::GameOver);
            }
            let strength = match (wanted, game.seat_to_move()) {
                (Search::Hint, _) => None,
                (Search::Computer, Some((_, c::Seat::Computer { level }))) => Some(c::ai::Strength::from(*level)),
                (Search::Computer, _) => return Err(PallanguzhiError::NotComputersTurn),
            };
            (game.rules().clone(), *game.position(), state.generation, strength)
        };
        self.cancel.store(false, Ordering::SeqCst);
        // Hints search at Hard. The clock cap keeps slow phones responsive; a
        // capped answer says so (`SearchStats.clock_capped`).
        let strength = strength.unwrap_or(c::ai::Strength::Hard);
        let cap = c::ai::app_clock_cap(strength);
        let choice = c::ai::choose_move_capped(&rules, &position, strength, seed, &self.cancel, cap);
        if self.cancel.load(Ordering::SeqCst) {
            return Err(PallanguzhiError::Cancelled);
        }
        let choice = choice.ok_or(PallanguzhiError::GameOver)?;
        log::debug!("search chose hole {} ({} nodes)", choice.hole, choice.stats.nodes);
        Ok((choice.into(), generation))
    }

    fn changed<T>(state: &mut State, result: std::result::Result<T, c::GameError>) -> Result<T> {
        let value = result?;
        state.generation += 1;
        Ok(value)
    }
}

#[uniffi::export]
impl GameSession {
    /// A new game of the preset `preset` (see `presets()`) for these seats.
    #[uniffi::constructor]
    pub fn new(preset: String, players: Players) -> Result<Arc<Self>> {
        let rules = c::Rules::preset(&preset).map_err(c::GameError::from)?;
        let game = c::Game::new(rules, players.into())?;
        log::info!("new {preset} game");
        Ok(Self::from_game(game))
    }

    /// The game saved by `save()`. A corrupt or newer save is refused with
    /// `CorruptSave` / `FutureSave`: keep the file as it is.
    #[uniffi::constructor]
    pub fn restore(save_json: String) -> Result<Arc<Self>> {
        match c::load_game(&save_json) {
            Ok(game) => Ok(Self::from_game(game)),
            Err(e) => {
                log::warn!("save refused: {e}");
                Err(e.into())
            }
        }
    }

    pub fn snapshot(&self) -> Snapshot {
        self.lock().game.snapshot().into()
    }

    pub fn legal_moves(&self) -> Vec<u8> {
        self.lock().game.legal_moves()
    }

    pub fn players(&self) -> Players {
        self.lock().game.players().into()
    }

    /// The moves played so far, as hole indices.
    pub fn history(&self) -> Vec<u8> {
        self.lock().game.history().to_vec()
    }

    /// The rounds finished so far.
    pub fn rounds(&self) -> Vec<RoundResult> {
        self.lock().game.rounds().iter().map(RoundResult::from).collect()
    }

    /// A hole's letter: South `a`.., North `A`..; an empty text for a hole
    /// that is not on this board (holes are `0 until 2 * holes_per_side`).
    pub fn hole_label(&self, hole: u8) -> String {
        c::notation::hole_letter(self.lock().game.rules(), hole).map_or_else(String::new, String::from)
    }

    /// Play `hole` for the side to move; a refused move changes nothing.
    pub fn play(&self, hole: u8) -> Result<Turn> {
        let mut state = self.lock();
        let turn = state.game.play(hole);
        Self::changed(&mut state, turn).map(Turn::from)
    }

    pub fn can_undo(&self) -> bool {
        self.lock().game.can_undo()
    }

    pub fn can_redo(&self) -> bool {
        self.lock().game.can_redo()
    }

    /// Take back the last move; returns the board after.
    pub fn undo(&self) -> Result<Snapshot> {
        let mut state = self.lock();
        let undone = state.game.undo();
        Self::changed(&mut state, undone)?;
        Ok(state.game.snapshot().into())
    }

    /// Take back moves until a person is to move (against the computer: your
    /// move and its reply). Returns the board after.
    pub fn undo_to_human(&self) -> Result<Snapshot> {
        let mut state = self.lock();
        let undone = state.game.undo_to_human();
        Self::changed(&mut state, undone)?;
        Ok(state.game.snapshot().into())
    }

    /// Play again the last move taken back.
    pub fn redo(&self) -> Result<Turn> {
        let mut state = self.lock();
        let turn = state.game.redo();
        Self::changed(&mut state, turn).map(Turn::from)
    }

    /// The move a strong player would make for the side to move, with why.
    /// Runs on the calling thread (call it off the UI thread) and stops with
    /// `Cancelled` after `cancel()`. The same `seed` gives the same answer,
    /// unless the clock cap fired (`stats.clock_capped`) on a slow machine.
    pub fn hint(&self, seed: u64) -> Result<Choice> {
        self.search(Search::Hint, seed).map(|(choice, _)| choice)
    }

    /// The move the computer seat to move would play, without playing it
    /// (`NotComputersTurn` when a person is to move).
    pub fn computer_move(&self, seed: u64) -> Result<Choice> {
        self.search(Search::Computer, seed).map(|(choice, _)| choice)
    }

    /// Search and play the computer's move. If the game changed while it
    /// searched (a move, undo or redo from another thread), nothing is played
    /// and the answer is `StaleSearch`.
    pub fn play_computer_move(&self, seed: u64) -> Result<ComputerMove> {
        let (choice, generation) = self.search(Search::Computer, seed)?;
        let mut state = self.lock();
        if state.generation != generation {
            return Err(PallanguzhiError::StaleSearch);
        }
        let turn = state.game.play(choice.hole);
        let turn = Self::changed(&mut state, turn)?;
        Ok(ComputerMove {
            choice,
            turn: turn.into(),
        })
    }

    /// Stop the search running now (`hint`, `computer_move` or
    /// `play_computer_move` return `Cancelled`). Safe from any thread.
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::SeqCst);
    }

    /// The save text; store it as bytes and give it back to `restore`.
    pub fn save(&self) -> Result<String> {
        Ok(c::save_game(&self.lock().game)?)
    }

    /// Count this finished game, seen from `side`, into the statistics text
    /// `stats_json` (`""` when there are none yet). Returns the text to store.
    pub fn record_stats(&self, stats_json: String, side: Side) -> Result<StatsUpdate> {
        let mut stats = parse_stats(&stats_json)?;
        let record = stats.record_game(&self.lock().game, side.into())?.clone();
        Ok(StatsUpdate {
            stats_json: stats.to_json()?,
            record: record.into(),
        })
    }
}

#[derive(Clone, Copy)]
enum Search {
    Hint,
    Computer,
}

pub(crate) fn parse_stats(text: &str) -> Result<c::Stats> {
    if text.trim().is_empty() {
        return Ok(c::Stats::default());
    }
    Ok(c::Stats::from_json(text)?)
}
