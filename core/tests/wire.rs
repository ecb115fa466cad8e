//! The enums tagged inside their object (`SowEvent`, `Seat`, `Reason`) read back exactly
//! what their derived `Serialize` writes, through their flat readers (`core/src/wire.rs`),
//! whatever the order of the fields; a bad tag or a missing field is an error.

use pallanguzhi_core::ai::Reason;
use pallanguzhi_core::{GameEndReason, Level, Outcome, RoundEndReason, Seat, Side, SowEvent};
use serde::de::DeserializeOwned;
use serde::Serialize;

fn round_trip<T: Serialize + DeserializeOwned + PartialEq + std::fmt::Debug>(value: T) {
    let text = serde_json::to_string(&value).unwrap();
    let back: T = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(back, value, "{text}");
}

#[test]
fn every_sow_event_reads_back_what_it_writes() {
    let s = Side::South;
    let n = Side::North;
    for event in [
        SowEvent::Lift { hole: 3, seeds: 5 },
        SowEvent::Drop { hole: 4, count: 2 },
        SowEvent::StoreDrop { side: n, total: 9 },
        SowEvent::Pasu {
            hole: 1,
            seeds: 4,
            taker: s,
            bowl: 12,
        },
        SowEvent::Relay { hole: 6, seeds: 3 },
        SowEvent::Capture {
            empty: 2,
            hole: 3,
            seeds: 0,
            taker: n,
            bowl: 7,
        },
        SowEvent::OppositeCapture {
            hole: 1,
            opposite: 11,
            seeds: 5,
            taker: s,
            store: 20,
        },
        SowEvent::ExtraTurn { side: s },
        SowEvent::EndlessStop { hole: 9 },
        SowEvent::RoundEnd {
            ran_out: n,
            reason: RoundEndReason::MoveLimit,
            swept: [3, 4],
            bowls: [70, 68],
        },
        SowEvent::RoundEnd {
            ran_out: s,
            reason: RoundEndReason::EmptyRow,
            swept: [0, 4],
            bowls: [1, 2],
        },
        SowEvent::Refill {
            round: 2,
            holes: vec![6, 6, 0],
            closed: vec![false, false, true],
            bowls: [4, 5],
            starter: n,
        },
        SowEvent::GameEnd {
            outcome: Outcome::Win { side: s },
            reason: GameEndReason::MoveLimit,
            bowls: [80, 60],
        },
        SowEvent::GameEnd {
            outcome: Outcome::Draw,
            reason: GameEndReason::CannotRefill,
            bowls: [70, 70],
        },
        SowEvent::TurnEnd {
            next: n,
            seat: 1,
            legal: vec![7, 8, 13],
        },
    ] {
        round_trip(event);
    }
}

#[test]
fn the_tag_may_come_anywhere_and_bad_ones_are_errors() {
    let event: SowEvent = serde_json::from_str(r#"{"hole":3,"seeds":4,"type":"lift"}"#).unwrap();
    assert_eq!(event, SowEvent::Lift { hole: 3, seeds: 4 });
    // A field it does not know is skipped, whatever it holds.
    let event: SowEvent = serde_json::from_str(r#"{"type":"lift","later":[1,{"a":null}],"hole":3,"seeds":4}"#).unwrap();
    assert_eq!(event, SowEvent::Lift { hole: 3, seeds: 4 });
    for bad in [
        r#"{"type":"lift","hole":3}"#,
        r#"{"type":"leap","hole":3,"seeds":4}"#,
        r#"{"hole":3,"seeds":4}"#,
        r#"{"type":"round_end","ran_out":"south","reason":"row_empty","swept":[0,0],"bowls":[0,0]}"#,
        r#"{"type":"lift","hole":300,"seeds":4}"#,
    ] {
        assert!(serde_json::from_str::<SowEvent>(bad).is_err(), "{bad}");
    }
}

#[test]
fn seats_and_reasons_read_back_what_they_write() {
    round_trip(Seat::human("Ann"));
    round_trip(Seat::Computer { level: Level::Expert });
    let seat: Seat = serde_json::from_str(r#"{"name":"Kumar","kind":"human"}"#).unwrap();
    assert_eq!(seat, Seat::human("Kumar"));
    assert!(serde_json::from_str::<Seat>(r#"{"kind":"computer"}"#).is_err());
    assert!(serde_json::from_str::<Seat>(r#"{"kind":"robot","level":"easy"}"#).is_err());
    for reason in [
        Reason::WinsTheGame,
        Reason::ExtraTurn,
        Reason::Captures { seeds: 12 },
        Reason::PasuForYou { count: 2 },
        Reason::EmptiesTheirRow,
        Reason::OnlyMove,
        Reason::BestPosition,
    ] {
        round_trip(reason);
    }
    assert!(serde_json::from_str::<Reason>(r#"{"kind":"captures"}"#).is_err());
}
