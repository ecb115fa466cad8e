//! Moves, animations and searches. One rule keeps computer turns race-free:
//! at most one search runs, every action that changes the game cancels it
//! (its own token) and forgets its id, and `next_step` starts whatever is due
//! afterwards. A late answer carries a forgotten id and is dropped.

use crate::app::App;
use crate::effect::{Effect, HapticKind};
use crate::files::Ending;
use crate::mode::Viewer;
use crate::mode::{Anim, Dialog};
use crate::search::{Purpose, SearchJob, SearchResult};
use crate::sound::{Sound, SoundKind};
use crate::texts::{Refused, Why};
use crate::timeline;
use pallanguzhi_core::ai::Strength;
use pallanguzhi_core::{MoveError, Snapshot, SowEvent, Turn};
use rand::Rng;
use std::collections::VecDeque;

impl App {
    /// Why `hole` can or cannot be played now.
    pub(crate) fn why(&self, hole: u8) -> Why {
        let Some(m) = self.mode.game() else { return Why::Over };
        if m.is_over() {
            return Why::Over;
        }
        if self.mode.anim().is_some() {
            return Why::Sowing;
        }
        let mover = self.words().mover_name();
        if m.computer_to_move().is_some() || m.dialog.is_some() {
            return Why::Wait(mover);
        }
        match m.game.check_move(hole) {
            Ok(()) => Why::Playable,
            Err(MoveError::NotYourHole { .. } | MoveError::NoSuchHole { .. } | MoveError::OtherRules) => Why::OtherSide,
            Err(MoveError::ClosedHole { .. }) => Why::Closed,
            Err(MoveError::EmptyHole { .. }) => Why::Empty,
            Err(MoveError::GameOver | MoveError::BadNotation { .. }) => Why::Over,
        }
    }

    pub(crate) fn tap(&mut self, hole: u8, fx: &mut Vec<Effect>) {
        if self.mode.game().is_none() {
            return self.env.refused(Refused::NoGame);
        }
        if self.mode.anim().is_some() {
            return self.skip(fx);
        }
        match self.mode.viewer() {
            Viewer::Device => {}
            Viewer::Seat(_) | Viewer::Watcher => return self.online_tap(hole, fx),
            Viewer::Nobody => return self.env.refused(Refused::NoGame),
        }
        let why = self.why(hole);
        if why != Why::Playable {
            self.env.haptic(HapticKind::Refused, fx);
            let text = self.env.texts().why(&why);
            self.note_refusal(&text);
            fx.push(Effect::Announce { text });
            return;
        }
        self.cancel_search(fx);
        self.play(hole, fx);
    }

    /// Remember why a tap was refused: the board shows it until the position changes.
    pub(crate) fn note_refusal(&mut self, text: &str) {
        if let Some(board) = self.mode.board_mut() {
            board.refusal = Some((board.m.game.history().len(), text.to_string()));
        }
    }

    /// Play `hole` (checked legal) and animate the turn.
    fn play(&mut self, hole: u8, fx: &mut Vec<Effect>) {
        let Some(m) = self.mode.game_mut() else { return };
        let before = m.game.snapshot();
        match m.game.play(hole) {
            Ok(turn) => self.after_moves(before, vec![turn], fx),
            Err(e) => self.env.refuse(e.to_string()),
        }
    }

    /// Moves were played: save (and count a finished game) before anything
    /// is shown, so a kill during the animation loses nothing.
    pub(crate) fn after_moves_pub(&mut self, before: Snapshot, turns: Vec<Turn>, fx: &mut Vec<Effect>) {
        self.after_moves(before, turns, fx)
    }

    fn after_moves(&mut self, before: Snapshot, turns: Vec<Turn>, fx: &mut Vec<Effect>) {
        if let Some(m) = self.mode.game_mut() {
            m.hint = None;
            m.dialog = None;
        }
        self.save_game();
        if self.mode.game().is_some_and(|m| m.is_over()) {
            self.record_stats();
        }
        let mut queue: VecDeque<Turn> = turns.into();
        if let Some(first) = queue.pop_front() {
            self.animate(before, first, queue, fx);
        }
    }

    fn animate(&mut self, before: Snapshot, turn: Turn, queue: VecDeque<Turn>, fx: &mut Vec<Effect>) {
        let Some(m) = self.mode.game() else { return };
        let shown = match self.env.animate(m.game.rules(), &before, &turn.events, fx) {
            Ok(shown) => shown,
            Err(frames) => {
                self.instant_haptic(&frames, fx);
                self.instant_sound(&frames, fx);
                return self.turn_shown(turn, queue, fx);
            }
        };
        if let Some(sound) = shown.frame().and_then(|f| f.sound) {
            self.sound(sound, fx);
        }
        if let Some(board) = self.mode.board_mut() {
            board.anim = Some(Anim { shown, turn, queue });
        }
    }

    /// Without animation, one haptic for the strongest thing the turn did.
    fn instant_haptic(&self, frames: &[timeline::Frame], fx: &mut Vec<Effect>) {
        let rank = |k: &HapticKind| match k {
            HapticKind::GameEnd => 3,
            HapticKind::RoundEnd => 2,
            HapticKind::Capture => 1,
            _ => 0,
        };
        let strongest = frames.iter().filter_map(|f| f.haptic).max_by_key(rank);
        if let Some(kind) = strongest.filter(|k| rank(k) > 0) {
            self.env.haptic(kind, fx);
        }
    }

    /// Without animation, one sound: the strongest thing the turn did, else one seed.
    fn instant_sound(&self, frames: &[timeline::Frame], fx: &mut Vec<Effect>) {
        let strongest = frames.iter().filter_map(|f| f.sound).max_by_key(|s| s.kind);
        if let Some(sound) = strongest {
            self.sound(crate::sound::Sound { delay_ms: 0, ..sound }, fx);
        }
    }

    pub(crate) fn timer_fired(&mut self, id: u64, fx: &mut Vec<Effect>) -> bool {
        let Some(mut anim) = self.take_anim() else {
            return false; // stale
        };
        if anim.shown.timer != id {
            self.put_anim(anim);
            return false; // stale
        }
        if !self.env.board_anim_step(&mut anim.shown, fx) {
            self.turn_shown(anim.turn, anim.queue, fx);
            return true;
        }
        if let Some(sound) = anim.frame().and_then(|f| f.sound) {
            self.sound(sound, fx);
        }
        self.put_anim(anim);
        true
    }

    fn put_anim(&mut self, anim: Anim) {
        if let Some(board) = self.mode.board_mut() {
            board.anim = Some(anim);
        }
    }

    /// A turn has been shown to its end: dialog, announcement, then the next
    /// queued turn or whatever is due.
    fn turn_shown(&mut self, turn: Turn, mut queue: VecDeque<Turn>, fx: &mut Vec<Effect>) {
        let text = self.words().turn_text(&turn);
        let ends = |f: fn(&SowEvent) -> bool| turn.events.iter().any(f);
        let game_end = ends(|e| matches!(e, SowEvent::GameEnd { .. }));
        let round_end = ends(|e| matches!(e, SowEvent::RoundEnd { .. }));
        let next_before = turn.after.clone();
        // No round summary once the game has ended (online, the end may be known before
        // its last turns are shown): the turns left play on to the result card.
        let over = self.mode.game().is_some_and(|m| m.is_over());
        let round_end = round_end && !over;
        if let Some(m) = self.mode.game_mut() {
            m.dialog = if game_end || (over && queue.is_empty()) {
                Some(Dialog::GameOver)
            } else if round_end {
                Some(Dialog::Round(Box::new(turn.clone())))
            } else {
                None
            };
            m.last = Some(turn);
        }
        fx.push(Effect::Announce { text });
        match queue.pop_front() {
            Some(next) if !game_end && !round_end => self.animate(next_before, next, queue, fx),
            _ => self.next_step(fx),
        }
    }

    fn take_anim(&mut self) -> Option<Anim> {
        self.mode.board_mut().and_then(|b| b.anim.take())
    }

    /// Show the rest of the animation at once.
    pub(crate) fn skip(&mut self, fx: &mut Vec<Effect>) {
        let Some(anim) = self.take_anim() else { return };
        fx.push(Effect::CancelTimer { id: anim.shown.timer });
        let mut queue = anim.queue;
        let mut turn = anim.turn;
        // A round's end stops here only while the game goes on (no summary after the end).
        let over = self.mode.game().is_some_and(|m| m.is_over());
        loop {
            let stop = turn.events.iter().any(|e| match e {
                SowEvent::RoundEnd { .. } => !over,
                SowEvent::GameEnd { .. } => true,
                _ => false,
            });
            if stop || queue.is_empty() {
                return self.turn_shown(turn, queue, fx);
            }
            let text = self.words().turn_text(&turn);
            fx.push(Effect::Announce { text });
            turn = queue.pop_front().unwrap_or(turn);
        }
    }

    /// Start the computer's search when it is due and nothing else runs.
    pub(crate) fn next_step(&mut self, fx: &mut Vec<Effect>) {
        let due = !self.env.suspended
            && self.screen == crate::event::Screen::Game
            && self.mode.anim().is_none()
            && self.mode.search().is_none();
        let Some(m) = self.mode.game().filter(|m| due && m.dialog.is_none()) else {
            return;
        };
        if let Some(level) = m.computer_to_move() {
            self.start_search(Purpose::ComputerMove, Strength::from(level), fx);
        }
    }

    fn start_search(&mut self, purpose: Purpose, strength: Strength, fx: &mut Vec<Effect>) {
        let Some(m) = self.mode.game() else { return };
        let (rules, position) = (m.game.rules().clone(), *m.game.position());
        let id = self.env.fresh_id();
        let seed = self.env.rng.random::<u64>();
        let job = SearchJob::new(id, purpose, rules, position, strength, seed);
        if let Some(board) = self.mode.board_mut() {
            board.search = Some(job.clone());
        }
        fx.push(Effect::Search {
            id,
            job: std::sync::Arc::new(job),
        });
    }

    pub(crate) fn cancel_search(&mut self, fx: &mut Vec<Effect>) {
        if let Some(job) = self.mode.board_mut().and_then(|b| b.search.take()) {
            job.cancel();
            fx.push(Effect::CancelSearch { id: job.id() });
        }
    }

    /// Cancel the search; end the animation (shown to its end when `finish`,
    /// else dropped because the game is about to change).
    pub(crate) fn stop_work(&mut self, finish: bool, fx: &mut Vec<Effect>) {
        self.cancel_search(fx);
        if finish {
            let suspended = self.env.suspended;
            self.env.suspended = true; // no new search while finishing
            self.skip(fx);
            self.env.suspended = suspended;
        } else if let Some(anim) = self.take_anim() {
            fx.push(Effect::CancelTimer { id: anim.shown.timer });
        }
    }

    pub(crate) fn search_done(&mut self, id: u64, result: Option<SearchResult>, fx: &mut Vec<Effect>) -> bool {
        if self.mode.search().is_none_or(|job| job.id() != id) {
            log::debug!("search {id} is stale: dropped");
            return false;
        }
        let Some(job) = self.mode.board_mut().and_then(|b| b.search.take()) else {
            return false;
        };
        match (job.purpose(), result) {
            (Purpose::Hint, Some(result)) => {
                let letter = self.words().letter(result.hole);
                fx.push(Effect::Announce {
                    text: self.env.texts().hint(letter, result.reason),
                });
                if let Some(m) = self.mode.game_mut() {
                    m.hint = Some(result);
                }
            }
            (Purpose::ComputerMove, Some(result)) => self.play(result.hole, fx),
            // Review jobs answer `Event::ReviewGraded`, never this.
            (Purpose::Review, Some(_)) => {}
            // No move found (cannot happen in a running game): try again.
            (_, None) => self.next_step(fx),
        }
        true
    }

    pub(crate) fn hint(&mut self, fx: &mut Vec<Effect>) {
        if !self.can_hint() {
            return self.env.refused(Refused::NoHint);
        }
        if let Some(m) = self.mode.game_mut() {
            m.hint = None;
        }
        self.start_search(Purpose::Hint, Strength::Hard, fx);
    }

    pub(crate) fn can_hint(&self) -> bool {
        let idle = self.mode.anim().is_none() && self.mode.search().is_none() && self.mode.viewer().offline();
        self.mode
            .game()
            .is_some_and(|m| idle && !m.is_over() && m.dialog.is_none() && m.computer_to_move().is_none())
    }

    pub(crate) fn can_undo(&self) -> bool {
        self.mode.game().is_some_and(|m| {
            // Online the server's moves are final: no take-backs.
            let open = !m.is_over() && m.game.can_undo() && !matches!(m.dialog, Some(Dialog::DrawOffer(_)));
            let open = open && self.mode.viewer().offline();
            // With the computer at the table there must be a move of a person's to take back.
            open && (!m.has_computer() || {
                let mut probe = m.game.clone();
                probe.undo_to_human().is_ok() && probe.seat_to_move().is_some_and(|(_, s)| !s.is_computer())
            })
        })
    }

    pub(crate) fn can_redo(&self) -> bool {
        self.mode.anim().is_none()
            && self.mode.viewer().offline()
            && self
                .mode
                .game()
                .is_some_and(|m| !m.is_over() && m.game.can_redo() && m.dialog.is_none())
    }

    /// With the computer at the table back to the last move a person made; else one move.
    pub(crate) fn undo(&mut self, fx: &mut Vec<Effect>) {
        if !self.can_undo() {
            return self.env.refused(Refused::NothingToUndo);
        }
        self.stop_work(false, fx);
        let Some(m) = self.mode.game_mut() else { return };
        let undone = if m.has_computer() {
            m.game.undo_to_human().map(|_| ())
        } else {
            m.game.undo()
        };
        if let Err(e) = undone {
            return self.env.refuse(e.to_string());
        }
        m.hint = None;
        m.dialog = None;
        m.last = None;
        self.save_game();
        self.next_step(fx);
    }

    /// Play again what was undone; against the computer, its reply too.
    pub(crate) fn redo(&mut self, fx: &mut Vec<Effect>) {
        if !self.can_redo() {
            return self.env.refused(Refused::NothingToRedo);
        }
        self.cancel_search(fx);
        let Some(m) = self.mode.game_mut() else { return };
        let before = m.game.snapshot();
        let mut turns = Vec::new();
        while let Ok(turn) = m.game.redo() {
            let round_over = turn.events.iter().any(|e| matches!(e, SowEvent::RoundEnd { .. }));
            turns.push(turn);
            if round_over || !m.has_computer() || m.computer_to_move().is_none() || !m.game.can_redo() {
                break;
            }
        }
        self.after_moves(before, turns, fx);
    }

    pub(crate) fn resign(&mut self, fx: &mut Vec<Effect>) {
        match self.mode.viewer() {
            Viewer::Device | Viewer::Nobody => {}
            Viewer::Seat(_) | Viewer::Watcher => return self.online_resign(fx),
        }
        let Some(m) = self.mode.game().filter(|m| !m.is_over()) else {
            return self.env.refused(Refused::NoResign);
        };
        let Some(side) = m.human_side().or(m.game.snapshot().to_move) else {
            return;
        };
        let who = self.words().side_names(side);
        self.end_by(Ending::Resigned { side }, self.env.texts().resigned(&who), fx);
    }

    pub(crate) fn offer_draw(&mut self, fx: &mut Vec<Effect>) {
        match self.mode.viewer() {
            Viewer::Device | Viewer::Nobody => {}
            Viewer::Seat(_) | Viewer::Watcher => {
                return self.online_draw(pallanguzhi_protocol::ClientMessage::OfferDraw, fx)
            }
        }
        let Some(side) = self.draw_offerer() else {
            return self.env.refused(Refused::NoDrawNow);
        };
        let text = self.env.texts().draw_offered(&self.words().side_names(side));
        if let Some(m) = self.mode.game_mut() {
            m.dialog = Some(Dialog::DrawOffer(side));
        }
        fx.push(Effect::Announce { text });
    }

    /// The side that may offer a draw now, if any.
    pub(crate) fn draw_offerer(&self) -> Option<pallanguzhi_core::Side> {
        let m = self.mode.game()?;
        let idle = self.mode.anim().is_none() && m.dialog.is_none() && !m.is_over() && !m.vs_computer();
        // At a table, a person offers on their turn, and a person across answers.
        let person = |side: pallanguzhi_core::Side| m.game.players().seats(side).iter().any(|s| !s.is_computer());
        let side = m.game.snapshot().to_move.filter(|&side| person(side.opponent()));
        (idle && m.computer_to_move().is_none()).then_some(side).flatten()
    }

    pub(crate) fn answer_draw(&mut self, accept: bool, fx: &mut Vec<Effect>) {
        if !matches!(
            self.mode.game().and_then(|m| m.dialog.as_ref()),
            Some(Dialog::DrawOffer(_))
        ) {
            return self.env.refused(Refused::NoDrawOffered);
        }
        if !self.mode.viewer().offline() {
            let msg = match accept {
                true => pallanguzhi_protocol::ClientMessage::AcceptDraw,
                false => pallanguzhi_protocol::ClientMessage::DeclineDraw,
            };
            return self.online_draw(msg, fx);
        }
        if accept {
            return self.end_by(Ending::Agreement, self.env.texts().draw_agreed(), fx);
        }
        if let Some(m) = self.mode.game_mut() {
            m.dialog = None;
        }
        fx.push(Effect::Announce {
            text: self.env.texts().draw_declined(),
        });
    }

    fn end_by(&mut self, ending: Ending, text: String, fx: &mut Vec<Effect>) {
        self.stop_work(true, fx);
        if let Some(m) = self.mode.game_mut() {
            m.ending = Some(ending);
            m.hint = None;
            m.dialog = Some(Dialog::GameOver);
        }
        self.save_game();
        self.record_stats();
        self.env.haptic(HapticKind::GameEnd, fx);
        let won = self
            .mode
            .game()
            .and_then(|m| m.outcome())
            .is_some_and(|o| o.winner().is_some());
        let kind = if won { SoundKind::Win } else { SoundKind::RoundEnd };
        self.sound(Sound::plain(kind), fx);
        fx.push(Effect::Announce { text });
    }

    pub(crate) fn acknowledge(&mut self, fx: &mut Vec<Effect>) {
        let Some(m) = self.mode.game_mut() else { return };
        if matches!(m.dialog, Some(Dialog::Round(_) | Dialog::GameOver)) {
            m.dialog = None;
            self.next_step(fx);
        }
    }
}
