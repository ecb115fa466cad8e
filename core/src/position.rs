//! The complete state of a match between moves, and the engine that plays a
//! move on it. `Position` is `Copy` and allocation-free so that the AI and the
//! playout benchmark can use it directly; events are built only when the
//! observer records them.

use crate::error::{MoveError, PositionError, RulesError};
use crate::event::{GameEndReason, Observer, RoundEndReason, SowEvent};
use crate::rules::{Direction, Family, PasuTaker, RoundEndTrigger, Rules, Starter};
use crate::side::{Outcome, Side};

/// Room for the largest board: seven holes a side.
pub const MAX_HOLES: usize = 14;

/// A position that can be played to its end. Its fields are private so that
/// every `Position` keeps its invariants (each side has an open hole, closed
/// holes are empty, no more seeds than one hole can hold, counters below
/// their caps); build one with `start` or check a `Setup` with `from_setup`,
/// as shakmaty turns a `Setup` into a `Chess`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    /// Seeds in each hole, in ring order: South's from its left, then North's from its left.
    pub(crate) holes: [u8; MAX_HOLES],
    /// Bit `i` set: hole `i` is closed for this round.
    pub(crate) closed: u16,
    /// Bowls (Kalah: stores), indexed by `Side::index`.
    pub(crate) bowls: [u16; 2],
    pub(crate) to_move: Side,
    /// The board this position is on: `play` refuses rules of another size.
    pub(crate) holes_per_side: u8,
    /// 1-based.
    pub(crate) round: u16,
    /// Moves (turns) in the whole game.
    pub(crate) moves_played: u32,
    /// Moves of this round in a row that captured nothing.
    pub(crate) since_capture: u16,
    pub(crate) round_starter: Side,
    /// Turns taken by each side, so seats rotate.
    pub(crate) side_moves: [u32; 2],
    pub(crate) outcome: Option<Outcome>,
    pub(crate) end_reason: Option<GameEndReason>,
}

/// The free description of a position in play, for tests, puzzles and
/// analysis: anything may be written here, and `Position::from_setup`
/// accepts only what the engine can play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Setup {
    /// Ring order; entries past the board (`2 * holes_per_side`) must be 0.
    pub holes: [u8; MAX_HOLES],
    pub closed: u16,
    pub bowls: [u16; 2],
    pub to_move: Side,
    pub round: u16,
    pub moves_played: u32,
    pub since_capture: u16,
    pub round_starter: Side,
    pub side_moves: [u32; 2],
}

/// What a move did, for hints, announcements and statistics.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct TurnFacts {
    /// Seeds each side gained during the turn (pasu and captures; not round-end sweeps).
    pub gains: [u16; 2],
    pub pasus: u8,
    /// Seeds lifted by relays after the first lift.
    pub relays: u16,
    pub captured: bool,
    pub extra_turn: bool,
    pub endless: bool,
    pub round_ended: bool,
}

enum RelayRun {
    Done(TurnFacts),
    /// The relay reached a configuration seen before; `lambda` is the cycle length.
    Cycle {
        lambda: u32,
    },
}

impl Position {
    /// The opening position of `rules`, which must pass `Rules::validate`.
    pub fn start(rules: &Rules) -> Result<Position, RulesError> {
        rules.validate()?;
        let mut holes = [0u8; MAX_HOLES];
        holes[..rules.ring_len()].fill(rules.seeds_per_hole);
        Ok(Position {
            holes,
            closed: 0,
            bowls: [0, 0],
            to_move: Side::South,
            holes_per_side: rules.holes_per_side,
            round: 1,
            moves_played: 0,
            since_capture: 0,
            round_starter: Side::South,
            side_moves: [0, 0],
            outcome: None,
            end_reason: None,
        })
    }

    /// A position in play from a free `setup`, or why the engine cannot play it.
    pub fn from_setup(rules: &Rules, setup: Setup) -> Result<Position, PositionError> {
        let pos = Position {
            holes: setup.holes,
            closed: setup.closed,
            bowls: setup.bowls,
            to_move: setup.to_move,
            round: setup.round,
            moves_played: setup.moves_played,
            since_capture: setup.since_capture,
            round_starter: setup.round_starter,
            side_moves: setup.side_moves,
            ..Position::start(rules)?
        };
        crate::setup::check(rules, &pos)?;
        Ok(pos)
    }

    /// The free description of this position (`from_setup` gives it back while in play).
    pub fn setup(&self) -> Setup {
        Setup {
            holes: self.holes,
            closed: self.closed,
            bowls: self.bowls,
            to_move: self.to_move,
            round: self.round,
            moves_played: self.moves_played,
            since_capture: self.since_capture,
            round_starter: self.round_starter,
            side_moves: self.side_moves,
        }
    }

    /// Seeds in each hole of the board, in ring order (`2 * holes_per_side` entries).
    pub fn holes(&self) -> &[u8] {
        &self.holes[..2 * self.holes_per_side as usize]
    }

    /// Bit `i` set: hole `i` is closed for this round.
    pub fn closed_mask(&self) -> u16 {
        self.closed
    }

    /// Bowls (Kalah: stores), indexed by `Side::index`.
    pub fn bowls(&self) -> [u16; 2] {
        self.bowls
    }

    pub fn to_move(&self) -> Side {
        self.to_move
    }

    pub fn holes_per_side(&self) -> u8 {
        self.holes_per_side
    }

    /// 1-based.
    pub fn round(&self) -> u16 {
        self.round
    }

    /// Moves (turns) in the whole game.
    pub fn moves_played(&self) -> u32 {
        self.moves_played
    }

    /// Moves of this round in a row that captured nothing.
    pub fn since_capture(&self) -> u16 {
        self.since_capture
    }

    pub fn round_starter(&self) -> Side {
        self.round_starter
    }

    /// Turns taken by each side, so seats rotate.
    pub fn side_moves(&self) -> [u32; 2] {
        self.side_moves
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    pub fn end_reason(&self) -> Option<GameEndReason> {
        self.end_reason
    }

    pub fn owner(rules: &Rules, hole: usize) -> Side {
        if hole < rules.holes_per_side as usize {
            Side::South
        } else {
            Side::North
        }
    }

    pub fn is_closed(&self, hole: usize) -> bool {
        hole < MAX_HOLES && self.closed_at(hole)
    }

    /// `is_closed` for a hole of this board (`hole < MAX_HOLES`), without the
    /// range check the public entry point needs: the sowing loop's own holes.
    fn closed_at(&self, hole: usize) -> bool {
        self.closed & (1 << hole) != 0
    }

    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// The holes of `side`, from its own left.
    pub fn row(rules: &Rules, side: Side) -> std::ops::Range<usize> {
        let h = rules.holes_per_side as usize;
        match side {
            Side::South => 0..h,
            Side::North => h..2 * h,
        }
    }

    pub fn row_seeds(&self, _rules: &Rules, side: Side) -> u32 {
        self.holes[self.own_row(side)].iter().map(|&n| n as u32).sum()
    }

    /// `row` on this position's own board, whatever rules a caller passes.
    fn own_row(&self, side: Side) -> std::ops::Range<usize> {
        let h = self.holes_per_side as usize;
        match side {
            Side::South => 0..h,
            Side::North => h..2 * h,
        }
    }

    /// Legal moves as a bit mask over hole indices (bit `i`: hole `i` may be played).
    pub fn legal_mask(&self, _rules: &Rules) -> u16 {
        if self.is_over() {
            return 0;
        }
        self.occupied() & self.row_mask(self.to_move) & !self.closed
    }

    /// Bit `i` set for each hole `i` holding seeds. Over all MAX_HOLES at once
    /// (holes past the board hold 0): a loop of fixed length the compiler
    /// unrolls, for the hottest calls of a playout.
    fn occupied(&self) -> u16 {
        self.holes
            .iter()
            .enumerate()
            .fold(0u16, |mask, (i, &n)| mask | ((n > 0) as u16) << i)
    }

    /// Bit `i` set for each hole `i` of `side`'s row on this board.
    fn row_mask(&self, side: Side) -> u16 {
        let h = self.holes_per_side;
        let south = (1u16 << h) - 1;
        match side {
            Side::South => south,
            Side::North => south << h,
        }
    }

    fn row_is_empty(&self, side: Side) -> bool {
        self.occupied() & self.row_mask(side) == 0
    }

    pub fn legal_moves(&self, rules: &Rules) -> Vec<u8> {
        let mask = self.legal_mask(rules);
        (0..MAX_HOLES as u8).filter(|&i| mask & (1 << i) != 0).collect()
    }

    pub fn check_move(&self, rules: &Rules, hole: u8) -> Result<(), MoveError> {
        let i = hole as usize;
        if rules.holes_per_side != self.holes_per_side || rules.seeds_per_hole == 0 {
            Err(MoveError::OtherRules)
        } else if self.is_over() {
            Err(MoveError::GameOver)
        } else if i >= rules.ring_len() {
            Err(MoveError::NoSuchHole { hole })
        } else if Position::owner(rules, i) != self.to_move {
            Err(MoveError::NotYourHole { hole })
        } else if self.is_closed(i) {
            Err(MoveError::ClosedHole { hole })
        } else if self.holes[i] == 0 {
            Err(MoveError::EmptyHole { hole })
        } else {
            Ok(())
        }
    }

    /// Play one move (one whole turn) for the side to move. A refused move
    /// changes nothing.
    pub fn play<O: Observer>(&mut self, rules: &Rules, hole: u8, obs: &mut O) -> Result<TurnFacts, MoveError> {
        self.check_move(rules, hole)?;
        let mover = self.to_move;
        self.moves_played += 1;
        self.side_moves[mover.index()] += 1;
        let mut facts = match rules.family {
            Family::Relay => self.relay_turn(rules, hole as usize, obs),
            Family::Kalah => self.kalah_turn(rules, hole as usize, obs),
        };
        self.since_capture = if facts.captured {
            0
        } else {
            self.since_capture.saturating_add(1)
        };
        match rules.family {
            Family::Relay => self.after_relay(rules, mover, &mut facts, obs),
            Family::Kalah => self.after_kalah(rules, mover, &mut facts, obs),
        }
        Ok(facts)
    }

    fn next_open(&self, rules: &Rules, hole: usize) -> usize {
        let n = rules.ring_len();
        let mut i = hole;
        // Terminates: every round keeps at least one open hole on each side.
        loop {
            i = match rules.direction {
                Direction::CounterClockwise => {
                    if i + 1 == n {
                        0
                    } else {
                        i + 1
                    }
                }
                Direction::Clockwise => {
                    if i == 0 {
                        n - 1
                    } else {
                        i - 1
                    }
                }
            };
            if !self.closed_at(i) {
                return i;
            }
        }
    }

    /// Lift `hole` and sow its seeds, taking pasu on the way. Returns the hole
    /// of the last seed.
    fn sow_from<O: Observer>(
        &mut self,
        rules: &Rules,
        mover: Side,
        hole: usize,
        relay: bool,
        facts: &mut TurnFacts,
        obs: &mut O,
    ) -> usize {
        let seeds = self.holes[hole];
        self.holes[hole] = 0;
        let h8 = hole as u8;
        if relay {
            facts.relays += seeds as u16;
            obs.emit(|| SowEvent::Relay { hole: h8, seeds });
        } else {
            obs.emit(|| SowEvent::Lift { hole: h8, seeds });
        }
        let mut at = hole;
        for _ in 0..seeds {
            at = self.next_open(rules, at);
            self.holes[at] += 1;
            let count = self.holes[at];
            obs.emit(|| SowEvent::Drop { hole: at as u8, count });
            if Some(count) == rules.pasu_count {
                let taker = match rules.pasu_taker {
                    PasuTaker::Owner => Position::owner(rules, at),
                    PasuTaker::Sower => mover,
                };
                self.holes[at] = 0;
                facts.pasus += 1;
                let bowl = self.bank(taker, count, facts);
                obs.emit(|| SowEvent::Pasu {
                    hole: at as u8,
                    seeds: count,
                    taker,
                    bowl,
                });
            }
        }
        at
    }

    fn relay_turn<O: Observer>(&mut self, rules: &Rules, start: usize, obs: &mut O) -> TurnFacts {
        // A recording observer must not see a cycle's extra laps, so it runs
        // only once the stopping point is known.
        let mut trial = *self;
        let limit = match trial.relay_run(rules, start, None, &mut ()) {
            RelayRun::Done(facts) if !O::RECORDS => {
                *self = trial;
                return facts;
            }
            RelayRun::Done(_) => None,
            RelayRun::Cycle { lambda } => Some(self.first_repeat(rules, start, lambda)),
        };
        match self.relay_run(rules, start, limit, obs) {
            RelayRun::Done(facts) => facts,
            // Cannot happen once a limit is set; stop the turn all the same.
            RelayRun::Cycle { .. } => TurnFacts {
                endless: true,
                ..TurnFacts::default()
            },
        }
    }

    /// One relay turn. With `limit: None`, Brent's cycle detection watches the
    /// states met before each lift; with `Some(k)`, the turn stops before the
    /// k-th lift, where the first repeated state stands.
    fn relay_run<O: Observer>(&mut self, rules: &Rules, start: usize, limit: Option<u32>, obs: &mut O) -> RelayRun {
        let mover = self.to_move;
        let mut facts = TurnFacts::default();
        let (mut power, mut lambda) = (1u32, 1u32);
        let mut tortoise = state_key(&self.holes, start);
        let mut hole = start;
        let mut lifts = 0u32;
        loop {
            let last = self.sow_from(rules, mover, hole, lifts > 0, &mut facts, obs);
            lifts += 1;
            let next = self.next_open(rules, last);
            if self.holes[next] == 0 {
                self.end_capture(rules, mover, next, &mut facts, obs);
                return RelayRun::Done(facts);
            }
            match limit {
                Some(stop) if lifts == stop => {
                    facts.endless = true;
                    obs.emit(|| SowEvent::EndlessStop { hole: next as u8 });
                    return RelayRun::Done(facts);
                }
                Some(_) => {}
                None => {
                    let key = state_key(&self.holes, next);
                    if key == tortoise {
                        return RelayRun::Cycle { lambda };
                    }
                    if power == lambda {
                        tortoise = key;
                        power *= 2;
                        lambda = 0;
                    }
                    lambda += 1;
                }
            }
            hole = next;
        }
    }

    /// Index of the first state that repeats an earlier one (mu + lambda in
    /// Brent's terms), found by replaying the turn on scratch copies.
    fn first_repeat(&self, rules: &Rules, start: usize, lambda: u32) -> u32 {
        let mover = self.to_move;
        let step = |pos: &mut Position, hole: usize| -> usize {
            let last = pos.sow_from(rules, mover, hole, true, &mut TurnFacts::default(), &mut ());
            pos.next_open(rules, last)
        };
        let (mut slow, mut slow_hole) = (*self, start);
        let (mut fast, mut fast_hole) = (*self, start);
        for _ in 0..lambda {
            fast_hole = step(&mut fast, fast_hole);
        }
        let mut mu = 0;
        while state_key(&slow.holes, slow_hole) != state_key(&fast.holes, fast_hole) {
            slow_hole = step(&mut slow, slow_hole);
            fast_hole = step(&mut fast, fast_hole);
            mu += 1;
        }
        mu + lambda
    }

    /// Seeds taken during a turn go to `side`'s bowl; returns the bowl's new total.
    fn bank(&mut self, side: Side, seeds: u8, facts: &mut TurnFacts) -> u16 {
        self.bowls[side.index()] += seeds as u16;
        facts.gains[side.index()] += seeds as u16;
        facts.captured |= seeds > 0;
        self.bowls[side.index()]
    }

    /// The turn ended at the empty hole `empty`: the mover takes the open hole after it.
    fn end_capture<O: Observer>(
        &mut self,
        rules: &Rules,
        mover: Side,
        empty: usize,
        facts: &mut TurnFacts,
        obs: &mut O,
    ) {
        let hole = self.next_open(rules, empty);
        let seeds = self.holes[hole];
        self.holes[hole] = 0;
        let bowl = self.bank(mover, seeds, facts);
        obs.emit(|| SowEvent::Capture {
            empty: empty as u8,
            hole: hole as u8,
            seeds,
            taker: mover,
            bowl,
        });
    }

    fn kalah_turn<O: Observer>(&mut self, rules: &Rules, start: usize, obs: &mut O) -> TurnFacts {
        let h = rules.holes_per_side as usize;
        let mover = self.to_move;
        let mut facts = TurnFacts::default();
        // The sowing ring: South's pits, South's store, North's pits, North's store.
        let ring = 2 * h + 2;
        let store_of = |side: Side| if side == Side::South { h } else { 2 * h + 1 };
        let pit_at = |r: usize| if r < h { r } else { r - 1 };
        let (own, theirs) = (store_of(mover), store_of(mover.opponent()));
        let seeds = self.holes[start];
        self.holes[start] = 0;
        obs.emit(|| SowEvent::Lift {
            hole: start as u8,
            seeds,
        });
        let mut r = if start < h { start } else { start + 1 };
        // A compare, not `% ring`: a division per seed is the dearest step here.
        let step = |r: usize| if r + 1 == ring { 0 } else { r + 1 };
        for _ in 0..seeds {
            r = step(r);
            if r == theirs {
                r = step(r);
            }
            if r == own {
                self.bowls[mover.index()] += 1;
                let total = self.bowls[mover.index()];
                obs.emit(|| SowEvent::StoreDrop { side: mover, total });
            } else {
                let pit = pit_at(r);
                self.holes[pit] += 1;
                let count = self.holes[pit];
                obs.emit(|| SowEvent::Drop { hole: pit as u8, count });
            }
        }
        if r == own {
            facts.extra_turn = true;
            return facts;
        }
        let pit = pit_at(r);
        if Position::owner(rules, pit) == mover && self.holes[pit] == 1 {
            let opposite = 2 * h - 1 - pit;
            let seeds = 1 + self.holes[opposite];
            self.holes[pit] = 0;
            self.holes[opposite] = 0;
            let store = self.bank(mover, seeds, &mut facts);
            obs.emit(|| SowEvent::OppositeCapture {
                hole: pit as u8,
                opposite: opposite as u8,
                seeds,
                taker: mover,
                store,
            });
        }
        facts
    }

    fn after_kalah<O: Observer>(&mut self, rules: &Rules, mover: Side, facts: &mut TurnFacts, obs: &mut O) {
        if let Some(side) = self.emptied_row(mover) {
            self.sweep(rules, side, RoundEndReason::EmptyRow, facts, obs);
            self.finish(Outcome::by_bowls(self.bowls), GameEndReason::RowEmpty, obs);
        } else if self.moves_played >= rules.max_moves {
            let next = if facts.extra_turn { mover } else { mover.opponent() };
            // end_round sees the cap and decides the game by bowls.
            self.end_round(rules, next, RoundEndReason::MoveLimit, facts, obs);
        } else if facts.extra_turn {
            obs.emit(|| SowEvent::ExtraTurn { side: mover });
        } else {
            self.to_move = mover.opponent();
        }
    }

    fn after_relay<O: Observer>(&mut self, rules: &Rules, mover: Side, facts: &mut TurnFacts, obs: &mut O) {
        let next = mover.opponent();
        let ran_out = match rules.round_end {
            RoundEndTrigger::MoverRowEmpty => self.row_is_empty(next).then_some(next),
            RoundEndTrigger::AnyRowEmpty => self.emptied_row(mover),
        };
        let no_capture = rules.no_capture_limit.is_some_and(|limit| self.since_capture >= limit);
        if let Some(side) = ran_out {
            self.end_round(rules, side, RoundEndReason::EmptyRow, facts, obs);
        } else if no_capture {
            // The side that was to move next counts as the side that ran out.
            self.end_round(rules, next, RoundEndReason::NoCapture, facts, obs);
        } else if self.moves_played >= rules.max_moves {
            // end_round sees the cap and decides the game by bowls.
            self.end_round(rules, next, RoundEndReason::MoveLimit, facts, obs);
        } else {
            self.to_move = next;
        }
    }

    /// The side whose row is empty after `mover`'s move: the mover if both are.
    fn emptied_row(&self, mover: Side) -> Option<Side> {
        [mover, mover.opponent()]
            .into_iter()
            .find(|&side| self.row_is_empty(side))
    }

    /// Every seed left on the board goes to the bowl of its row's owner.
    fn sweep<O: Observer>(
        &mut self,
        rules: &Rules,
        ran_out: Side,
        reason: RoundEndReason,
        facts: &mut TurnFacts,
        obs: &mut O,
    ) {
        let mut swept = [0u16; 2];
        for i in 0..rules.ring_len() {
            swept[Position::owner(rules, i).index()] += self.holes[i] as u16;
            self.holes[i] = 0;
        }
        self.bowls[0] += swept[0];
        self.bowls[1] += swept[1];
        facts.round_ended = true;
        let bowls = self.bowls;
        obs.emit(|| SowEvent::RoundEnd {
            ran_out,
            reason,
            swept,
            bowls,
        });
    }

    fn end_round<O: Observer>(
        &mut self,
        rules: &Rules,
        ran_out: Side,
        reason: RoundEndReason,
        facts: &mut TurnFacts,
        obs: &mut O,
    ) {
        self.sweep(rules, ran_out, reason, facts, obs);
        if self.moves_played >= rules.max_moves {
            self.finish(Outcome::by_bowls(self.bowls), GameEndReason::MoveLimit, obs);
        } else if rules.max_rounds.is_some_and(|cap| self.round >= cap) {
            self.finish(Outcome::by_bowls(self.bowls), GameEndReason::RoundLimit, obs);
        } else {
            self.refill(rules, ran_out, obs);
        }
    }

    /// Each side fills its holes from its own left, as many as its bowl allows;
    /// the rest are closed for the round. A side that fills none loses.
    fn refill<O: Observer>(&mut self, rules: &Rules, ran_out: Side, obs: &mut O) {
        let (h, seeds) = (rules.holes_per_side as usize, rules.seeds_per_hole);
        let fills = self.bowls.map(|bowl| (bowl / seeds as u16).min(h as u16) as usize);
        match (fills[0] == 0, fills[1] == 0) {
            (false, false) => {}
            (true, true) => return self.finish(Outcome::by_bowls(self.bowls), GameEndReason::CannotRefill, obs),
            (true, false) => return self.finish(Outcome::Win { side: Side::North }, GameEndReason::CannotRefill, obs),
            (false, true) => return self.finish(Outcome::Win { side: Side::South }, GameEndReason::CannotRefill, obs),
        }
        self.closed = 0;
        for side in Side::BOTH {
            for (k, hole) in Position::row(rules, side).enumerate() {
                if k < fills[side.index()] {
                    self.holes[hole] = seeds;
                } else {
                    self.closed |= 1 << hole;
                }
            }
            self.bowls[side.index()] -= fills[side.index()] as u16 * seeds as u16;
        }
        let starter = match rules.next_round_starter {
            Starter::RanOut => ran_out,
            Starter::Alternate => self.round_starter.opponent(),
        };
        self.round += 1;
        self.since_capture = 0;
        self.to_move = starter;
        self.round_starter = starter;
        obs.emit(|| SowEvent::Refill {
            round: self.round,
            holes: self.holes[..rules.ring_len()].to_vec(),
            closed: (0..rules.ring_len()).map(|i| self.is_closed(i)).collect(),
            bowls: self.bowls,
            starter,
        });
    }

    fn finish<O: Observer>(&mut self, outcome: Outcome, reason: GameEndReason, obs: &mut O) {
        self.outcome = Some(outcome);
        self.end_reason = Some(reason);
        let bowls = self.bowls;
        obs.emit(|| SowEvent::GameEnd { outcome, reason, bowls });
    }

    /// Seeds on the board, in the bowls: always the starting total.
    pub fn seed_total(&self, _rules: &Rules) -> u32 {
        self.holes().iter().map(|&n| n as u32).sum::<u32>() + self.bowls[0] as u32 + self.bowls[1] as u32
    }
}

/// A relay state: the board and the hole about to be lifted, packed for a cheap compare.
fn state_key(holes: &[u8; MAX_HOLES], hole: usize) -> u128 {
    let mut bytes = [0u8; 16];
    bytes[..MAX_HOLES].copy_from_slice(holes);
    bytes[MAX_HOLES] = hole as u8;
    u128::from_le_bytes(bytes)
}
