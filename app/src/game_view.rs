//! A board's view (`GameView`) and its dialogs with their buttons, as whoever looks at
//! it sees them: the game's, a seat's online, a watcher's. Built by the `Board` from what
//! it is given (`Seen`), not from the whole app.

use crate::env::Env;
use crate::event::Event;
use crate::files::Ending;
use crate::mode::{Board, Dialog, Viewer};
use crate::online::{OnlineAction, OnlineRematch};
use crate::search::Purpose;
use crate::texts::{Texts, Whose};
use crate::view::*;
use pallanguzhi_core::{notation, Position, Side, Snapshot, SowEvent, Turn};

/// What a board's view needs besides the board: the `Env` (words, settings), who looks,
/// and what an online session adds.
pub(crate) struct Seen<'a> {
    pub env: &'a Env,
    pub viewer: Viewer,
    /// A seat or a game watched: the session's part (`None` for this device's game).
    pub online: Option<OnlineSeen>,
}

/// What the online session adds to its board's view.
pub(crate) struct OnlineSeen {
    /// A draw offer waits for its answer (no second offer).
    pub draw_open: bool,
    /// Where the rematch of the finished game stands for me.
    pub rematch: Option<OnlineRematch>,
    /// My rating change once the server said it.
    pub rating_change: Option<f64>,
}

impl Board {
    pub(crate) fn view(&self, seen: &Seen, t: &Texts) -> GameView {
        let (b, m) = (self, &self.m);
        let rules = m.game.rules();
        let words = b.words(seen.env);
        let anim = self.anim.as_ref().and_then(|a| a.frame());
        let snap = m.game.snapshot();
        let board: &Snapshot = anim.map_or(&snap, |f| &f.board);
        let human = m.human_side();
        let viewer = seen.viewer;
        let mine = viewer.side(m);
        let thinking = match self.search.as_ref().map(|j| j.purpose()) {
            Some(Purpose::ComputerMove) => Thinking::Computer,
            Some(Purpose::Hint) => Thinking::Hint,
            Some(Purpose::Review) | None => Thinking::Nobody,
        };
        let sown = m
            .last
            .as_ref()
            .map_or_else(Vec::new, |turn| crate::board::sown_by(&turn.events));
        let whose = |side: Side| match mine {
            Some(h) if h == side => Whose::Yours,
            _ => Whose::Of(words.side_names(side)),
        };
        let holes = crate::board::holes(
            crate::board::HoleLook {
                rules,
                board,
                animating: false, // `why` says Sowing while a turn is shown
                why: &|i| b.why(i, seen.env),
                // Online, only my own holes; a watcher none.
                may_play: &|owner| match viewer {
                    Viewer::Device => true,
                    Viewer::Seat(me) => me == owner,
                    Viewer::Watcher | Viewer::Nobody => false,
                },
                hint_text: matches!(viewer, Viewer::Watcher).then(|| t.watch_only()),
                hinted: m.hint.map(|h| h.hole),
                sown: if anim.is_none() { &sown } else { &[] },
                whose: &whose,
            },
            t,
        );
        let mover = words.mover_name();
        // While a turn is shown, the ending is not told before its frame.
        let showing = self.anim.as_ref().map(|a| &a.turn);
        let outcome = if showing.is_some() { None } else { m.outcome() };
        let status = match (showing, thinking, outcome) {
            (Some(turn), _, _) => match anim {
                Some(frame) => words.frame_status(turn, frame),
                None => t.sowed(&words.mover_of(turn.mover, turn.seat), words.letter(turn.hole)),
            },
            // The result card says who won: while it is open the turn line says only that the
            // game is over, then the card's title ("You won"; a watcher's screen says it:
            // `WatchView.result`).
            (_, _, Some(_)) if viewer == Viewer::Watcher || matches!(m.dialog, Some(Dialog::GameOver)) => {
                t.conn_state(crate::online::ConnState::Finished)
            }
            (_, _, Some(_)) => self.result_words(seen, snap.bowls, t).0,
            (_, Thinking::Computer, _) => t.thinking(&mover),
            (_, Thinking::Hint, _) => t.finding_hint(),
            (_, Thinking::Nobody, _) => t.to_move(&mover),
        };
        let names = |side: Side| m.game.players().seats(side).iter().map(|s| t.seat_name(s)).collect();
        // The seat of a side with two: the one whose turn is shown, or the one to play next.
        let seat = match showing {
            Some(turn) => Some((turn.mover, turn.seat)),
            None if m.is_over() => None,
            None => snap.to_move.zip(m.game.seat_to_move().map(|(index, _)| index)),
        }
        .filter(|&(side, _)| m.game.players().seats(side).len() > 1);
        let labels = Side::BOTH.map(|side| {
            let playing = seat.filter(|&(s, _)| s == side).map(|(_, index)| index);
            crate::board::bowl_label(m.game.players().seats(side), playing, t)
        });
        let bowls = crate::board::bowls(board, &whose, labels, t);
        GameView {
            game_id: m.id.clone(),
            rules: rules.name.clone(),
            mode: match (
                human,
                human.and_then(|h| crate::seats::level_across(m.game.players(), h)),
            ) {
                (Some(human), Some(level)) => Mode::Computer { level, human },
                _ => Mode::PassAndPlay,
            },
            holes_per_side: rules.holes_per_side,
            bottom: mine.unwrap_or(Side::South),
            holes,
            bowls,
            hand: anim.and_then(|f| f.hand),
            flights: anim.map_or_else(Vec::new, |f| f.flights.clone()),
            frame: anim.map(|f| f.kind.clone()),
            frame_ms: anim.map_or(0, |f| f.ms),
            animating: anim.is_some(),
            to_move: match showing {
                Some(turn) => Some(turn.mover),
                None if m.is_over() => None,
                None => snap.to_move,
            },
            mover,
            seat: seat.map(|(_, index)| index),
            seat_line: seat.map(|(side, index)| t.seat_turn(side, index as usize + 1, &words.mover_of(side, index))),
            thinking,
            status,
            round: board.round,
            moves_played: board.moves_played,
            move_line: t.move_round(board.moves_played, board.round),
            score_line: self.score_line(seen, board.bowls, t),
            history: m
                .game
                .history()
                .iter()
                .map(|&h| notation::hole_letter(rules, h).unwrap_or('?').to_string())
                .collect(),
            last_move: m.last.as_ref().map(|turn| turn.hole),
            buttons: self.buttons(seen, outcome.is_some()),
            actions: self.actions(seen, outcome.is_some(), t),
            hint: m.hint.map(|h| HintView {
                hole: h.hole,
                text: t.hint(notation::hole_letter(rules, h.hole).unwrap_or('?'), h.reason),
            }),
            dialog: m.dialog.as_ref().map(|d| self.dialog_view(d, seen, t)),
            banner: m.last.as_ref().map(|turn| words.turn_caption(turn)),
            outcome,
            names: SeatNames {
                south: names(Side::South),
                north: names(Side::North),
            },
            refusal: (self.refusal.as_ref())
                .filter(|(moves, _)| *moves == m.game.history().len() && anim.is_none())
                .map(|(_, text)| text.clone()),
        }
    }

    /// The actions at hand under the board: on this device's game, Hint while it is on
    /// (greyed while it cannot be asked: the computer's turn, a move shown, a dialog), then
    /// Rematch, the main one, once it is over. Online (a rated game against a person) and
    /// watching, none: the result card offers the rematch to the opponent.
    fn actions(&self, seen: &Seen, over: bool, t: &Texts) -> Vec<ActionView> {
        let action = crate::screen::action;
        match (seen.viewer.offline(), over) {
            (false, _) => Vec::new(),
            (true, false) => vec![action(t, "hint", Event::Hint).enabled(self.can_hint(seen.viewer))],
            (true, true) => vec![action(t, "rematch", Event::Rematch).primary()],
        }
    }

    /// Which actions to offer. Online: no undo (a rated game against a person); a draw
    /// may be offered whenever the game is open.
    fn buttons(&self, seen: &Seen, over: bool) -> Buttons {
        let (b, m) = (self, &self.m);
        let open = !m.is_over() && m.dialog.is_none();
        let viewer = seen.viewer;
        Buttons {
            undo: b.can_undo(viewer),
            redo: b.can_redo(viewer),
            // A watcher neither resigns nor offers.
            resign: open && viewer != Viewer::Watcher,
            offer_draw: match viewer {
                Viewer::Device => b.draw_offerer().is_some(),
                // Online, not while an offer (mine or the opponent's) waits for its answer.
                Viewer::Seat(_) => open && !seen.online.as_ref().is_some_and(|o| o.draw_open),
                Viewer::Watcher | Viewer::Nobody => false,
            },
            review: over && !m.game.history().is_empty(),
            skip: self.anim.as_ref().is_some(),
        }
    }

    /// The result card's title and score line, read from the side of the player of this
    /// device (against the computer, or online); pass-and-play and a watcher have none.
    fn result_words(&self, seen: &Seen, bowls: [u16; 2], t: &Texts) -> (String, String) {
        let m = &self.m;
        let me = seen.viewer.side(m);
        let winner = m.outcome().and_then(|o| o.winner());
        let names = Side::BOTH.map(|s| self.words(seen.env).side_names(s));
        crate::words::result_words(t, me, winner, [&names[0], &names[1]], bowls)
    }

    /// The bowls said with the players' names.
    fn score_line(&self, seen: &Seen, bowls: [u16; 2], t: &Texts) -> String {
        let [south, north] = Side::BOTH.map(|s| self.words(seen.env).side_names(s));
        t.score([&south, &north], bowls)
    }

    pub(crate) fn dialog_view(&self, dialog: &Dialog, seen: &Seen, t: &Texts) -> DialogView {
        let (actions, dismiss) = self.dialog_actions(dialog, seen, t);
        DialogView {
            actions,
            dismiss,
            ..self.dialog_text(dialog, seen, t)
        }
    }

    /// A dialog's title, lines and bowls.
    fn dialog_text(&self, dialog: &Dialog, seen: &Seen, t: &Texts) -> DialogView {
        let m = &self.m;
        let bowls = m.game.snapshot().bowls;
        match dialog {
            Dialog::GameOver => {
                let why = match m.ending {
                    Some(Ending::Resigned { side }) => t.resigned(&self.words(seen.env).side_names(side)),
                    Some(Ending::Agreement) => t.draw_agreed(),
                    Some(Ending::Abandoned { side }) => t.abandoned(&self.words(seen.env).side_names(side)),
                    Some(Ending::AwayDraw) => t.away_draw(),
                    Some(Ending::Timeout { side }) => t.lost_on_time(&self.words(seen.env).side_names(side)),
                    None => m
                        .game
                        .snapshot()
                        .end_reason
                        .map_or_else(String::new, |r| t.game_end_reason(r)),
                };
                let (title, score) = self.result_words(seen, bowls, t);
                let mut lines = vec![score];
                lines.extend(Some(why).filter(|w| !w.is_empty()));
                // Online: my rating change, once the server has said it.
                let seat = match seen.viewer {
                    Viewer::Seat(side) => Some(side),
                    _ => None,
                };
                let rating = seen
                    .online
                    .as_ref()
                    .and_then(|o| o.rating_change)
                    .filter(|_| seat.is_some());
                lines.extend(rating.map(|d| t.rating_change(d)));
                let opponent = || {
                    seat.map(|s| self.words(seen.env).side_names(s.opponent()))
                        .unwrap_or_default()
                };
                lines.extend(match seen.online.as_ref().and_then(|o| o.rematch) {
                    Some(OnlineRematch::Waiting) => Some(t.rematch_waiting(&opponent())),
                    Some(OnlineRematch::Offered) => Some(t.rematch_offered(&opponent())),
                    Some(OnlineRematch::Refused) => Some(t.rematch_declined()),
                    Some(OnlineRematch::Possible) | None => None,
                });
                DialogView {
                    kind: DialogKind::GameOver,
                    title,
                    lines,
                    bowls: bowls.to_vec(),
                    actions: Vec::new(),
                    dismiss: None,
                }
            }
            Dialog::DrawOffer(side) => DialogView {
                kind: DialogKind::DrawOffer,
                title: t.draw_offered(&self.words(seen.env).side_names(*side)),
                lines: vec![self.score_line(seen, bowls, t)],
                bowls: bowls.to_vec(),
                actions: Vec::new(),
                dismiss: None,
            },
            Dialog::Round(turn) => self.round_view(turn, seen, t),
        }
    }

    fn round_view(&self, turn: &Turn, seen: &Seen, t: &Texts) -> DialogView {
        let rules = self.m.game.rules();
        let round = crate::words::round_of(turn);
        // The players by name, as the bowls and every sentence about a turn say them.
        let names = |side: Side| self.words(seen.env).side_names(side);
        let mut lines = Vec::new();
        let mut bowls = turn.after.bowls;
        for event in &turn.events {
            match event {
                SowEvent::RoundEnd {
                    ran_out,
                    reason,
                    swept,
                    bowls: after_sweep,
                } => {
                    lines.push(t.round_end_reason(*reason, &names(*ran_out)));
                    lines.extend(Side::BOTH.map(|s| t.swept(&names(s), swept[s.index()])));
                    bowls = *after_sweep;
                }
                SowEvent::Refill {
                    holes,
                    closed,
                    bowls: left,
                    starter,
                    round,
                } => {
                    for side in Side::BOTH {
                        let seeds = Position::row(rules, side).map(|i| holes[i] as u32).sum();
                        lines.push(t.refilled(&names(side), seeds, left[side.index()]));
                    }
                    let letters: Vec<String> = (0..closed.len())
                        .filter(|&i| closed[i])
                        .map(|i| notation::hole_letter(rules, i as u8).unwrap_or('?').to_string())
                        .collect();
                    if !letters.is_empty() {
                        lines.push(t.closed_holes(&letters.join(", ")));
                    }
                    lines.push(t.new_round(*round, &names(*starter)));
                }
                _ => {}
            }
        }
        DialogView {
            kind: DialogKind::RoundSummary,
            title: t.round_title(round),
            lines,
            bowls: bowls.to_vec(),
            actions: Vec::new(),
            dismiss: None,
        }
    }

    /// A dialog's buttons, the first the main one (`primary`), and what dismissing it sends.
    fn dialog_actions(&self, dialog: &Dialog, seen: &Seen, t: &Texts) -> (Vec<ActionView>, Option<Event>) {
        let m = &self.m;
        let ok = || crate::screen::action(t, "ok", Event::AcknowledgeDialog).primary();
        match dialog {
            Dialog::Round(_) => (
                vec![crate::screen::action(t, "next-round", Event::AcknowledgeDialog).primary()],
                Some(Event::AcknowledgeDialog),
            ),
            Dialog::DrawOffer(_) => (
                vec![
                    crate::screen::action(t, "accept-draw", Event::AcceptDraw).primary(),
                    crate::screen::action(t, "decline-draw", Event::DeclineDraw),
                ],
                None,
            ),
            Dialog::GameOver if seen.viewer == Viewer::Watcher => {
                let leave = ActionView {
                    id: "watch-leave".into(),
                    label: t.watch_leave(),
                    event: Event::BackHome,
                    confirm: None,
                    primary: false,
                    enabled: true,
                };
                (vec![ok(), leave], Some(Event::AcknowledgeDialog))
            }
            Dialog::GameOver => {
                // The result card: Rematch first (online: offered to the same opponent, who
                // accepts or declines), Review, Home.
                let online = seen.online.is_some();
                let mut actions = Vec::new();
                match (online, seen.online.as_ref().and_then(|o| o.rematch)) {
                    (false, _) => actions.push(crate::screen::action(t, "rematch", Event::Rematch)),
                    (true, Some(OnlineRematch::Possible)) => {
                        actions.push(crate::screen::online_action(t, "rematch", OnlineAction::OfferRematch))
                    }
                    (true, Some(OnlineRematch::Offered)) => {
                        actions.push(crate::screen::online_action(
                            t,
                            "accept-rematch",
                            OnlineAction::AcceptRematch,
                        ));
                        actions.push(crate::screen::online_action(
                            t,
                            "decline-rematch",
                            OnlineAction::DeclineRematch,
                        ));
                    }
                    (true, _) => {}
                }
                if !m.game.history().is_empty() {
                    actions.push(crate::screen::action(t, "review", Event::RequestReview));
                }
                // Online, home leaves the finished room (no confirmation: the game is over).
                let home = match online {
                    true => Event::OnlineAction(OnlineAction::Leave),
                    false => Event::BackHome,
                };
                actions.push(crate::screen::action(t, "home", home));
                // The way forward is the main one: Rematch (or accepting it), else the first.
                if let Some(main) = actions.first_mut() {
                    main.primary = true;
                }
                (actions, Some(Event::AcknowledgeDialog))
            }
        }
    }
}
