//! Records and enums that mirror the core's types field for field, and the
//! conversions. Per-side pairs (`bowls`, `swept`, `gains`) are lists of two,
//! indexed South 0, North 1, as in the core and its JSON.

use pallanguzhi_core as c;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Side {
    South,
    North,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Outcome {
    Win { side: Side },
    Draw,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum RoundEndReason {
    EmptyRow,
    NoCapture,
    MoveLimit,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum GameEndReason {
    CannotRefill,
    RoundLimit,
    MoveLimit,
    RowEmpty,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Family {
    Relay,
    Kalah,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Level {
    Easy,
    Medium,
    Hard,
    Expert,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Seat {
    Human { name: String },
    Computer { level: Level },
}

#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct Players {
    pub south: Vec<Seat>,
    pub north: Vec<Seat>,
}

#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PresetInfo {
    pub id: String,
    pub family: Family,
    pub holes_per_side: u8,
    pub seeds_per_hole: u8,
    /// One line for the rules list.
    pub summary: String,
}

/// What a UI shows of the board between moves.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct Snapshot {
    pub rules: String,
    pub holes_per_side: u8,
    pub holes: Vec<u8>,
    pub closed: Vec<bool>,
    pub bowls: Vec<u16>,
    /// `None` once the game is over.
    pub to_move: Option<Side>,
    pub seat: u8,
    pub legal: Vec<u8>,
    pub round: u16,
    pub moves_played: u32,
    pub moves_since_capture: u16,
    pub outcome: Option<Outcome>,
    pub end_reason: Option<GameEndReason>,
}

/// One step of a turn to animate; each carries the values it leaves behind.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Enum)]
pub enum SowEvent {
    Lift {
        hole: u8,
        seeds: u8,
    },
    Drop {
        hole: u8,
        count: u8,
    },
    StoreDrop {
        side: Side,
        total: u16,
    },
    Pasu {
        hole: u8,
        seeds: u8,
        taker: Side,
        bowl: u16,
    },
    Relay {
        hole: u8,
        seeds: u8,
    },
    Capture {
        empty: u8,
        hole: u8,
        seeds: u8,
        taker: Side,
        bowl: u16,
    },
    OppositeCapture {
        hole: u8,
        opposite: u8,
        seeds: u8,
        taker: Side,
        store: u16,
    },
    ExtraTurn {
        side: Side,
    },
    EndlessStop {
        hole: u8,
    },
    RoundEnd {
        ran_out: Side,
        reason: RoundEndReason,
        swept: Vec<u16>,
        bowls: Vec<u16>,
    },
    Refill {
        round: u16,
        holes: Vec<u8>,
        closed: Vec<bool>,
        bowls: Vec<u16>,
        starter: Side,
    },
    GameEnd {
        outcome: Outcome,
        reason: GameEndReason,
        bowls: Vec<u16>,
    },
    TurnEnd {
        next: Side,
        seat: u8,
        legal: Vec<u8>,
    },
}

#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct TurnFacts {
    pub gains: Vec<u16>,
    pub pasus: u8,
    pub relays: u16,
    pub captured: bool,
    pub extra_turn: bool,
    pub endless: bool,
    pub round_ended: bool,
}

/// One played move: the events to animate, a summary, and the board after.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct Turn {
    pub mover: Side,
    pub seat: u8,
    pub hole: u8,
    pub events: Vec<SowEvent>,
    pub summary: TurnFacts,
    pub after: Snapshot,
}

#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct RoundResult {
    pub round: u16,
    pub ran_out: Side,
    pub reason: RoundEndReason,
    pub swept: Vec<u16>,
    pub bowls: Vec<u16>,
}

#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct StatsRecord {
    pub rules: String,
    /// A computer level (`easy`..`expert`) or `human`.
    pub opponent: String,
    pub games: u32,
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
    pub current_streak: u32,
    pub best_streak: u32,
}

/// The statistics text to store, and the record the finished game changed.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct StatsUpdate {
    pub stats_json: String,
    pub record: StatsRecord,
}

fn pair(p: [u16; 2]) -> Vec<u16> {
    p.to_vec()
}

impl From<c::Side> for Side {
    fn from(s: c::Side) -> Self {
        match s {
            c::Side::South => Side::South,
            c::Side::North => Side::North,
        }
    }
}

impl From<Side> for c::Side {
    fn from(s: Side) -> Self {
        match s {
            Side::South => c::Side::South,
            Side::North => c::Side::North,
        }
    }
}

impl From<c::Outcome> for Outcome {
    fn from(o: c::Outcome) -> Self {
        match o {
            c::Outcome::Win(side) => Outcome::Win { side: side.into() },
            c::Outcome::Draw => Outcome::Draw,
        }
    }
}

impl From<c::RoundEndReason> for RoundEndReason {
    fn from(r: c::RoundEndReason) -> Self {
        match r {
            c::RoundEndReason::EmptyRow => Self::EmptyRow,
            c::RoundEndReason::NoCapture => Self::NoCapture,
            c::RoundEndReason::MoveLimit => Self::MoveLimit,
        }
    }
}

impl From<c::GameEndReason> for GameEndReason {
    fn from(r: c::GameEndReason) -> Self {
        match r {
            c::GameEndReason::CannotRefill => Self::CannotRefill,
            c::GameEndReason::RoundLimit => Self::RoundLimit,
            c::GameEndReason::MoveLimit => Self::MoveLimit,
            c::GameEndReason::RowEmpty => Self::RowEmpty,
        }
    }
}

impl From<c::Level> for Level {
    fn from(l: c::Level) -> Self {
        match l {
            c::Level::Easy => Level::Easy,
            c::Level::Medium => Level::Medium,
            c::Level::Hard => Level::Hard,
            c::Level::Expert => Level::Expert,
        }
    }
}

impl From<Level> for c::Level {
    fn from(l: Level) -> Self {
        match l {
            Level::Easy => c::Level::Easy,
            Level::Medium => c::Level::Medium,
            Level::Hard => c::Level::Hard,
            Level::Expert => c::Level::Expert,
        }
    }
}

impl From<&c::Seat> for Seat {
    fn from(s: &c::Seat) -> Self {
        match s {
            c::Seat::Human { name } => Seat::Human { name: name.clone() },
            c::Seat::Computer { level } => Seat::Computer { level: (*level).into() },
        }
    }
}

impl From<Seat> for c::Seat {
    fn from(s: Seat) -> Self {
        match s {
            Seat::Human { name } => c::Seat::Human { name },
            Seat::Computer { level } => c::Seat::Computer { level: level.into() },
        }
    }
}

impl From<&c::Players> for Players {
    fn from(p: &c::Players) -> Self {
        Players {
            south: p.south.iter().map(Seat::from).collect(),
            north: p.north.iter().map(Seat::from).collect(),
        }
    }
}

impl From<Players> for c::Players {
    fn from(p: Players) -> Self {
        c::Players {
            south: p.south.into_iter().map(c::Seat::from).collect(),
            north: p.north.into_iter().map(c::Seat::from).collect(),
        }
    }
}

impl From<&c::Rules> for PresetInfo {
    fn from(r: &c::Rules) -> Self {
        PresetInfo {
            id: r.name.clone(),
            family: match r.family {
                c::Family::Relay => Family::Relay,
                c::Family::Kalah => Family::Kalah,
            },
            holes_per_side: r.holes_per_side,
            seeds_per_hole: r.seeds_per_hole,
            summary: r.summary(),
        }
    }
}

impl From<c::Snapshot> for Snapshot {
    fn from(s: c::Snapshot) -> Self {
        Snapshot {
            rules: s.rules,
            holes_per_side: s.holes_per_side,
            holes: s.holes,
            closed: s.closed,
            bowls: pair(s.bowls),
            to_move: s.to_move.map(Side::from),
            seat: s.seat,
            legal: s.legal,
            round: s.round,
            moves_played: s.moves_played,
            moves_since_capture: s.moves_since_capture,
            outcome: s.outcome.map(Outcome::from),
            end_reason: s.end_reason.map(GameEndReason::from),
        }
    }
}

impl From<c::SowEvent> for SowEvent {
    fn from(e: c::SowEvent) -> Self {
        use c::SowEvent as E;
        match e {
            E::Lift { hole, seeds } => Self::Lift { hole, seeds },
            E::Drop { hole, count } => Self::Drop { hole, count },
            E::StoreDrop { side, total } => Self::StoreDrop {
                side: side.into(),
                total,
            },
            E::Pasu {
                hole,
                seeds,
                taker,
                bowl,
            } => Self::Pasu {
                hole,
                seeds,
                taker: taker.into(),
                bowl,
            },
            E::Relay { hole, seeds } => Self::Relay { hole, seeds },
            E::Capture {
                empty,
                hole,
                seeds,
                taker,
                bowl,
            } => Self::Capture {
                empty,
                hole,
                seeds,
                taker: taker.into(),
                bowl,
            },
            E::OppositeCapture {
                hole,
                opposite,
                seeds,
                taker,
                store,
            } => Self::OppositeCapture {
                hole,
                opposite,
                seeds,
                taker: taker.into(),
                store,
            },
            E::ExtraTurn { side } => Self::ExtraTurn { side: side.into() },
            E::EndlessStop { hole } => Self::EndlessStop { hole },
            E::RoundEnd {
                ran_out,
                reason,
                swept,
                bowls,
            } => Self::RoundEnd {
                ran_out: ran_out.into(),
                reason: reason.into(),
                swept: pair(swept),
                bowls: pair(bowls),
            },
            E::Refill {
                round,
                holes,
                closed,
                bowls,
                starter,
            } => Self::Refill {
                round,
                holes,
                closed,
                bowls: pair(bowls),
                starter: starter.into(),
            },
            E::GameEnd { outcome, reason, bowls } => Self::GameEnd {
                outcome: outcome.into(),
                reason: reason.into(),
                bowls: pair(bowls),
            },
            E::TurnEnd { next, seat, legal } => Self::TurnEnd {
                next: next.into(),
                seat,
                legal,
            },
        }
    }
}

impl From<c::TurnFacts> for TurnFacts {
    fn from(f: c::TurnFacts) -> Self {
        TurnFacts {
            gains: pair(f.gains),
            pasus: f.pasus,
            relays: f.relays,
            captured: f.captured,
            extra_turn: f.extra_turn,
            endless: f.endless,
            round_ended: f.round_ended,
        }
    }
}

impl From<c::Turn> for Turn {
    fn from(t: c::Turn) -> Self {
        Turn {
            mover: t.mover.into(),
            seat: t.seat,
            hole: t.hole,
            events: t.events.into_iter().map(SowEvent::from).collect(),
            summary: t.summary.into(),
            after: t.after.into(),
        }
    }
}

impl From<&c::RoundResult> for RoundResult {
    fn from(r: &c::RoundResult) -> Self {
        RoundResult {
            round: r.round,
            ran_out: r.ran_out.into(),
            reason: r.reason.into(),
            swept: pair(r.swept),
            bowls: pair(r.bowls),
        }
    }
}

impl From<c::Record> for StatsRecord {
    fn from(r: c::Record) -> Self {
        StatsRecord {
            rules: r.rules,
            opponent: r.opponent,
            games: r.games,
            wins: r.wins,
            losses: r.losses,
            draws: r.draws,
            current_streak: r.current_streak,
            best_streak: r.best_streak,
        }
    }
}

/// Why the computer picked a move. Shells word it from the variant;
/// `Choice.reason_text` is the English.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Reason {
    WinsTheGame,
    ExtraTurn,
    Captures { seeds: u16 },
    PasuForYou { count: u8 },
    EmptiesTheirRow,
    OnlyMove,
    BestPosition,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Record)]
pub struct SearchStats {
    pub nodes: u64,
    pub depth: u8,
    pub millis: u64,
    pub score: i32,
    /// The clock cap (Hard 450 ms, Expert 1.9 s) stopped the search before its
    /// node budget: only then may the same seed give another move.
    #[uniffi(default = false)]
    pub clock_capped: bool,
}

/// A move the computer picked (for a hint or for its own seat).
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct Choice {
    pub hole: u8,
    pub reason: Reason,
    pub reason_text: String,
    pub stats: SearchStats,
}

/// The computer's move, played.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct ComputerMove {
    pub choice: Choice,
    pub turn: Turn,
}

impl From<c::ai::Choice> for Choice {
    fn from(ch: c::ai::Choice) -> Self {
        use c::ai::Reason as R;
        Choice {
            hole: ch.hole,
            reason: match ch.reason {
                R::WinsTheGame => Reason::WinsTheGame,
                R::ExtraTurn => Reason::ExtraTurn,
                R::Captures { seeds } => Reason::Captures { seeds },
                R::PasuForYou { count } => Reason::PasuForYou { count },
                R::EmptiesTheirRow => Reason::EmptiesTheirRow,
                R::OnlyMove => Reason::OnlyMove,
                R::BestPosition => Reason::BestPosition,
            },
            reason_text: ch.reason.text(),
            stats: SearchStats {
                nodes: ch.stats.nodes,
                depth: ch.stats.depth,
                millis: ch.stats.millis,
                score: ch.stats.score,
                clock_capped: ch.stats.clock_capped,
            },
        }
    }
}
