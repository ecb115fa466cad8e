//! A board's turns: moves, animations and the computer's searches, on the `Board` of
//! whichever session holds one, with the `BoardEnv` the app gives it. One rule keeps
//! computer turns race-free: at most one search runs, every action that changes the game
//! cancels it (its own token) and forgets its id, and `next_step` starts whatever is due
//! afterwards. A late answer carries a forgotten id and is dropped.
//!
//! Only this device's moves are played here: online, the server plays them (`online/`
//! sends a tap, a resignation or a draw answer, and hands the moves it echoes to
//! `after_moves`).

use crate::effect::{Effect, HapticKind};
use crate::env::Env;
use crate::files::Ending;
use crate::mode::{Anim, Board, Dialog, Match, Viewer};
use crate::records::Records;
use crate::search::{Purpose, SearchJob, SearchResult};
use crate::sound::{Sound, SoundKind};
use crate::texts::{Refused, Why};
use crate::timeline;
use crate::words::Words;
use pallanguzhi_core::ai::Strength;
use pallanguzhi_core::{MoveError, Side, Snapshot, SowEvent, Turn};
use rand::Rng;
use std::collections::VecDeque;

/// What a board's turns use besides the board: the app's `Env`, the player's records,
/// who looks at the board (as the mode says), and whether the board is on screen (the
/// computer's move is searched only then).
pub(crate) struct BoardEnv<'a> {
    pub env: &'a mut Env,
    pub records: &'a mut Records,
    pub viewer: Viewer,
    pub on_screen: bool,
}

/// Play `sound` when the settings have sound on; a game's win is the listener's loss when
/// the other side won (against the computer, or online).
pub(crate) fn play_sound(env: &Env, seen: Option<(&Match, Viewer)>, sound: Sound, fx: &mut Vec<Effect>) {
    if !env.settings.sound {
        return;
    }
    let outcome = seen.and_then(|(m, _)| m.outcome());
    let listener = seen.and_then(|(m, viewer)| viewer.side(m));
    if let Some(sound) = crate::sound::for_listener(sound, outcome, listener).at_volume(env.settings.volume) {
        fx.push(Effect::Sound { sound: sound.into() });
    }
}

impl Board {
    /// The words of this board's game, in the player's language.
    pub fn words(&self, env: &Env) -> Words<'_> {
        Words {
            m: Some(&self.m),
            t: env.texts(),
        }
    }

    /// Why `hole` can or cannot be played now.
    pub fn why(&self, hole: u8, env: &Env) -> Why {
        let m = &self.m;
        if m.is_over() {
            return Why::Over;
        }
        if self.anim.is_some() {
            return Why::Sowing;
        }
        if m.computer_to_move().is_some() || m.dialog.is_some() {
            return Why::Wait(self.words(env).mover_name());
        }
        match m.game.check_move(hole) {
            Ok(()) => Why::Playable,
            Err(MoveError::NotYourHole { .. } | MoveError::NoSuchHole { .. } | MoveError::OtherRules) => Why::OtherSide,
            Err(MoveError::ClosedHole { .. }) => Why::Closed,
            Err(MoveError::EmptyHole { .. }) => Why::Empty,
            Err(MoveError::GameOver | MoveError::BadNotation { .. }) => Why::Over,
        }
    }

    /// A tap on a hole of this device's game (the app sends an online one to the server).
    pub fn tap(&mut self, hole: u8, be: &mut BoardEnv, fx: &mut Vec<Effect>) {
        let why = self.why(hole, be.env);
        if why != Why::Playable {
            let text = be.env.texts().why(&why);
            return self.refuse_tap(text, be.env, fx);
        }
        self.cancel_search(fx);
        self.play(hole, be, fx);
    }

    /// A tapped hole cannot be played: a haptic, the words said, and shown on the board.
    pub fn refuse_tap(&mut self, text: String, env: &Env, fx: &mut Vec<Effect>) {
        env.haptic(HapticKind::Refused, fx);
        self.refusal = Some((self.m.game.history().len(), text.clone()));
        fx.push(Effect::Announce { text });
    }

    /// Play `hole` (checked legal) and animate the turn.
    fn play(&mut self, hole: u8, be: &mut BoardEnv, fx: &mut Vec<Effect>) {
        let before = self.m.game.snapshot();
        match self.m.game.play(hole) {
            Ok(turn) => self.after_moves(before, vec![turn], be, fx),
            Err(e) => be.env.refuse(e.to_string()),
        }
    }

    /// Moves were played: save (and count a finished game) before anything is shown, so
    /// a kill during the animation loses nothing; then show them one after the other.
    pub fn after_moves(&mut self, before: Snapshot, turns: Vec<Turn>, be: &mut BoardEnv, fx: &mut Vec<Effect>) {
        self.m.hint = None;
        self.m.dialog = None;
        self.save(be);
        if self.m.is_over() {
            self.record(be);
        }
        let mut queue: VecDeque<Turn> = turns.into();
        if let Some(first) = queue.pop_front() {
            self.animate(before, first, queue, be, fx);
        }
    }

    /// Write this device's game (the server keeps an online one).
    pub fn save(&self, be: &mut BoardEnv) {
        if be.viewer.offline() {
            self.m.save(be.env);
        }
    }

    /// Count the finished game once and keep it to review, as its viewer's (`Records`).
    pub fn record(&self, be: &mut BoardEnv) {
        be.records.record(&self.m, be.viewer, be.env);
    }

    fn sound(&self, sound: Sound, be: &BoardEnv, fx: &mut Vec<Effect>) {
        play_sound(be.env, Some((&self.m, be.viewer)), sound, fx);
    }

    /// A turn queued behind the one being shown (online: the server's moves as they come).
    pub fn queue_or_show(&mut self, before: Snapshot, turn: Turn, be: &mut BoardEnv, fx: &mut Vec<Effect>) {
        match self.anim.as_mut() {
            Some(anim) => anim.queue.push_back(turn),
            None => self.after_moves(before, vec![turn], be, fx),
        }
    }

    fn animate(
        &mut self,
        before: Snapshot,
        turn: Turn,
        queue: VecDeque<Turn>,
        be: &mut BoardEnv,
        fx: &mut Vec<Effect>,
    ) {
        let shown = match be.env.animate(self.m.game.rules(), &before, &turn.events, fx) {
            Ok(shown) => shown,
            Err(frames) => {
                instant_haptic(be.env, &frames, fx);
                let strongest = frames.iter().filter_map(|f| f.sound).max_by_key(|s| s.kind);
                if let Some(sound) = strongest {
                    self.sound(Sound { delay_ms: 0, ..sound }, be, fx);
                }
                return self.turn_shown(turn, queue, be, fx);
            }
        };
        if let Some(sound) = shown.frame().and_then(|f| f.sound) {
            self.sound(sound, be, fx);
        }
        self.anim = Some(Anim { shown, turn, queue });
    }

    /// The animation's timer `id` fired: its next frame, or the turn shown to its end.
    /// False when `id` is not this board's (stale).
    pub fn timer_fired(&mut self, id: u64, be: &mut BoardEnv, fx: &mut Vec<Effect>) -> bool {
        let Some(mut anim) = self.anim.take_if(|a| a.shown.timer == id) else {
            return false;
        };
        if !be.env.board_anim_step(&mut anim.shown, fx) {
            self.turn_shown(anim.turn, anim.queue, be, fx);
            return true;
        }
        if let Some(sound) = anim.frame().and_then(|f| f.sound) {
            self.sound(sound, be, fx);
        }
        self.anim = Some(anim);
        true
    }

    /// A turn has been shown to its end: dialog, announcement, then the next queued turn
    /// or whatever is due.
    fn turn_shown(&mut self, turn: Turn, mut queue: VecDeque<Turn>, be: &mut BoardEnv, fx: &mut Vec<Effect>) {
        let text = self.words(be.env).turn_text(&turn);
        let ends = |f: fn(&SowEvent) -> bool| turn.events.iter().any(f);
        let game_end = ends(|e| matches!(e, SowEvent::GameEnd { .. }));
        let round_end = ends(|e| matches!(e, SowEvent::RoundEnd { .. }));
        let next_before = turn.after.clone();
        // No round summary once the game has ended (online, the end may be known before
        // its last turns are shown): the turns left play on to the result card.
        let round_end = round_end && !self.m.is_over();
        self.m.dialog = if game_end || (self.m.is_over() && queue.is_empty()) {
            Some(Dialog::GameOver)
        } else if round_end {
            Some(Dialog::Round(Box::new(turn.clone())))
        } else {
            None
        };
        self.m.last = Some(turn);
        fx.push(Effect::Announce { text });
        match queue.pop_front() {
            Some(next) if !game_end && !round_end => self.animate(next_before, next, queue, be, fx),
            _ => self.next_step(be, fx),
        }
    }

    /// Show the rest of the animation at once.
    pub fn skip(&mut self, be: &mut BoardEnv, fx: &mut Vec<Effect>) {
        let Some(anim) = self.anim.take() else { return };
        fx.push(Effect::CancelTimer { id: anim.shown.timer });
        let mut queue = anim.queue;
        let mut turn = anim.turn;
        // A round's end stops here only while the game goes on (no summary after the end).
        let over = self.m.is_over();
        loop {
            let stop = turn.events.iter().any(|e| match e {
                SowEvent::RoundEnd { .. } => !over,
                SowEvent::GameEnd { .. } => true,
                _ => false,
            });
            if stop || queue.is_empty() {
                return self.turn_shown(turn, queue, be, fx);
            }
            let text = self.words(be.env).turn_text(&turn);
            fx.push(Effect::Announce { text });
            turn = queue.pop_front().unwrap_or(turn);
        }
    }

    /// Start the computer's search when it is due and nothing else runs.
    pub fn next_step(&mut self, be: &mut BoardEnv, fx: &mut Vec<Effect>) {
        let due = !be.env.suspended && be.on_screen && self.anim.is_none() && self.search.is_none();
        if !due || self.m.dialog.is_some() {
            return;
        }
        if let Some(level) = self.m.computer_to_move() {
            self.start_search(Purpose::ComputerMove, Strength::from(level), be.env, fx);
        }
    }

    fn start_search(&mut self, purpose: Purpose, strength: Strength, env: &mut Env, fx: &mut Vec<Effect>) {
        let (rules, position) = (self.m.game.rules().clone(), *self.m.game.position());
        let id = env.fresh_id();
        let seed = env.rng.random::<u64>();
        let job = SearchJob::new(id, purpose, rules, position, strength, seed);
        self.search = Some(job.clone());
        fx.push(Effect::Search {
            id,
            job: std::sync::Arc::new(job),
        });
    }

    pub fn cancel_search(&mut self, fx: &mut Vec<Effect>) {
        if let Some(job) = self.search.take() {
            job.cancel();
            fx.push(Effect::CancelSearch { id: job.id() });
        }
    }

    /// Cancel the search; end the animation (shown to its end when `finish`, else dropped
    /// because the game is about to change).
    pub fn stop_work(&mut self, finish: bool, be: &mut BoardEnv, fx: &mut Vec<Effect>) {
        self.cancel_search(fx);
        if finish {
            let suspended = be.env.suspended;
            be.env.suspended = true; // no new search while finishing
            self.skip(be, fx);
            be.env.suspended = suspended;
        } else if let Some(anim) = self.anim.take() {
            fx.push(Effect::CancelTimer { id: anim.shown.timer });
        }
    }

    /// The search `id` answered; false when it is not this board's (stale).
    pub fn search_done(
        &mut self,
        id: u64,
        result: Option<SearchResult>,
        be: &mut BoardEnv,
        fx: &mut Vec<Effect>,
    ) -> bool {
        let Some(job) = self.search.take_if(|job| job.id() == id) else {
            log::debug!("search {id} is stale: dropped");
            return false;
        };
        match (job.purpose(), result) {
            (Purpose::Hint, Some(result)) => {
                let letter = self.words(be.env).letter(result.hole);
                fx.push(Effect::Announce {
                    text: be.env.texts().hint(letter, result.reason),
                });
                self.m.hint = Some(result);
            }
            (Purpose::ComputerMove, Some(result)) => self.play(result.hole, be, fx),
            // Review jobs answer `Event::ReviewGraded`, never this.
            (Purpose::Review, Some(_)) => {}
            // No move found (cannot happen in a running game): try again.
            (_, None) => self.next_step(be, fx),
        }
        true
    }

    pub fn hint(&mut self, be: &mut BoardEnv, fx: &mut Vec<Effect>) {
        if !self.can_hint(be.viewer) {
            return be.env.refused(Refused::NoHint);
        }
        self.m.hint = None;
        self.start_search(Purpose::Hint, Strength::Hard, be.env, fx);
    }

    pub fn can_hint(&self, viewer: Viewer) -> bool {
        let m = &self.m;
        let idle = self.anim.is_none() && self.search.is_none() && viewer.offline();
        idle && !m.is_over() && m.dialog.is_none() && m.computer_to_move().is_none()
    }

    pub fn can_undo(&self, viewer: Viewer) -> bool {
        let m = &self.m;
        // Online the server's moves are final: no take-backs.
        let open = !m.is_over() && m.game.can_undo() && !matches!(m.dialog, Some(Dialog::DrawOffer(_)));
        let open = open && viewer.offline();
        // With the computer at the table there must be a move of a person's to take back.
        open && (!m.has_computer() || {
            let mut probe = m.game.clone();
            probe.undo_to_human().is_ok() && probe.seat_to_move().is_some_and(|(_, s)| !s.is_computer())
        })
    }

    pub fn can_redo(&self, viewer: Viewer) -> bool {
        let m = &self.m;
        self.anim.is_none() && viewer.offline() && !m.is_over() && m.game.can_redo() && m.dialog.is_none()
    }

    /// With the computer at the table back to the last move a person made; else one move.
    pub fn undo(&mut self, be: &mut BoardEnv, fx: &mut Vec<Effect>) {
        if !self.can_undo(be.viewer) {
            return be.env.refused(Refused::NothingToUndo);
        }
        self.stop_work(false, be, fx);
        let m = &mut self.m;
        let undone = match m.has_computer() {
            true => m.game.undo_to_human().map(|_| ()),
            false => m.game.undo(),
        };
        if let Err(e) = undone {
            return be.env.refuse(e.to_string());
        }
        m.hint = None;
        m.dialog = None;
        m.last = None;
        self.save(be);
        self.next_step(be, fx);
    }

    /// Play again what was undone; against the computer, its reply too.
    pub fn redo(&mut self, be: &mut BoardEnv, fx: &mut Vec<Effect>) {
        if !self.can_redo(be.viewer) {
            return be.env.refused(Refused::NothingToRedo);
        }
        self.cancel_search(fx);
        let m = &mut self.m;
        let before = m.game.snapshot();
        let mut turns = Vec::new();
        while let Ok(turn) = m.game.redo() {
            let round_over = turn.events.iter().any(|e| matches!(e, SowEvent::RoundEnd { .. }));
            turns.push(turn);
            if round_over || !m.has_computer() || m.computer_to_move().is_none() || !m.game.can_redo() {
                break;
            }
        }
        self.after_moves(before, turns, be, fx);
    }

    /// This device's game resigned: by the person against the computer, else by the side
    /// to move.
    pub fn resign(&mut self, be: &mut BoardEnv, fx: &mut Vec<Effect>) {
        if self.m.is_over() {
            return be.env.refused(Refused::NoResign);
        }
        let Some(side) = self.m.human_side().or(self.m.game.snapshot().to_move) else {
            return;
        };
        let text = be.env.texts().resigned(&self.words(be.env).side_names(side));
        self.end_by(Ending::Resigned { side }, text, be, fx);
    }

    pub fn offer_draw(&mut self, be: &mut BoardEnv, fx: &mut Vec<Effect>) {
        let Some(side) = self.draw_offerer() else {
            return be.env.refused(Refused::NoDrawNow);
        };
        let text = be.env.texts().draw_offered(&self.words(be.env).side_names(side));
        self.m.dialog = Some(Dialog::DrawOffer(side));
        fx.push(Effect::Announce { text });
    }

    /// The side that may offer a draw now on this device, if any.
    pub fn draw_offerer(&self) -> Option<Side> {
        let m = &self.m;
        let idle = self.anim.is_none() && m.dialog.is_none() && !m.is_over() && !m.vs_computer();
        // At a table, a person offers on their turn, and a person across answers.
        let person = |side: Side| m.game.players().seats(side).iter().any(|s| !s.is_computer());
        let side = m.game.snapshot().to_move.filter(|&side| person(side.opponent()));
        (idle && m.computer_to_move().is_none()).then_some(side).flatten()
    }

    /// Whether a draw offer waits for its answer on this board.
    pub fn draw_offered(&self) -> bool {
        matches!(self.m.dialog, Some(Dialog::DrawOffer(_)))
    }

    /// The answer to a draw offered on this device.
    pub fn answer_draw(&mut self, accept: bool, be: &mut BoardEnv, fx: &mut Vec<Effect>) {
        if !self.draw_offered() {
            return be.env.refused(Refused::NoDrawOffered);
        }
        if accept {
            let text = be.env.texts().draw_agreed();
            return self.end_by(Ending::Agreement, text, be, fx);
        }
        self.m.dialog = None;
        fx.push(Effect::Announce {
            text: be.env.texts().draw_declined(),
        });
    }

    fn end_by(&mut self, ending: Ending, text: String, be: &mut BoardEnv, fx: &mut Vec<Effect>) {
        self.stop_work(true, be, fx);
        self.m.ending = Some(ending);
        self.m.hint = None;
        self.m.dialog = Some(Dialog::GameOver);
        self.save(be);
        self.record(be);
        be.env.haptic(HapticKind::GameEnd, fx);
        let won = self.m.outcome().is_some_and(|o| o.winner().is_some());
        let kind = if won { SoundKind::Win } else { SoundKind::RoundEnd };
        self.sound(Sound::plain(kind), be, fx);
        fx.push(Effect::Announce { text });
    }

    /// A round's summary or the result card closed: the game goes on.
    pub fn acknowledge(&mut self, be: &mut BoardEnv, fx: &mut Vec<Effect>) {
        if matches!(self.m.dialog, Some(Dialog::Round(_) | Dialog::GameOver)) {
            self.m.dialog = None;
            self.next_step(be, fx);
        }
    }
}

/// Without animation, one haptic for the strongest thing the turn did.
fn instant_haptic(env: &Env, frames: &[timeline::Frame], fx: &mut Vec<Effect>) {
    let rank = |k: &HapticKind| match k {
        HapticKind::GameEnd => 3,
        HapticKind::RoundEnd => 2,
        HapticKind::Capture => 1,
        _ => 0,
    };
    let strongest = frames.iter().filter_map(|f| f.haptic).max_by_key(rank);
    if let Some(kind) = strongest.filter(|k| rank(k) > 0) {
        env.haptic(kind, fx);
    }
}
