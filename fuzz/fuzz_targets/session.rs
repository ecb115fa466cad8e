//! The exported session API (what Kotlin and Swift call) with arbitrary
//! arguments in any order: every call answers or returns a typed error.
#![no_main]
use arbitrary::Arbitrary;
use libfuzzer_sys::fuzz_target;
use pallanguzhi_ffi::{read_stats, GameSession, Level, Players, Seat, Side};

#[derive(Arbitrary, Debug)]
enum Call {
    Play(u8),
    Undo,
    UndoToHuman,
    Redo,
    HoleLabel(u8),
    ComputerMove(u64),
    PlayComputerMove(u64),
    Cancel,
    SaveRestore,
    Restore(String),
    RecordStats(String, bool),
    ReadStats(String),
    Views,
}

#[derive(Arbitrary, Debug)]
struct Script {
    preset: String,
    preset_index: u8,
    computer_north: bool,
    names: (String, String),
    calls: Vec<Call>,
}

fn players(script: &Script) -> Players {
    let north = if script.computer_north {
        Seat::Computer { level: Level::Easy }
    } else {
        Seat::Human {
            name: script.names.1.clone(),
        }
    };
    Players {
        south: vec![Seat::Human {
            name: script.names.0.clone(),
        }],
        north: vec![north],
    }
}

fuzz_target!(|script: Script| {
    let ids = ["pallanguzhi", "pallankuzhi", "pallankuli", "pasu-pondi", "kalah"];
    let _ = GameSession::new(script.preset.clone(), players(&script));
    let preset = ids[script.preset_index as usize % ids.len()].to_string();
    let Ok(mut s) = GameSession::new(preset, players(&script)) else {
        return;
    };
    for call in &script.calls {
        match call {
            Call::Play(hole) => drop(s.play(*hole)),
            Call::Undo => drop(s.undo()),
            Call::UndoToHuman => drop(s.undo_to_human()),
            Call::Redo => drop(s.redo()),
            Call::HoleLabel(hole) => {
                let label = s.hole_label(*hole);
                assert_eq!(
                    label.is_empty(),
                    *hole as usize >= 2 * s.snapshot().holes_per_side as usize
                );
            }
            // Easy only (the computer seat): Hard hints cost a second each.
            Call::ComputerMove(seed) => drop(s.computer_move(*seed)),
            Call::PlayComputerMove(seed) => drop(s.play_computer_move(*seed)),
            Call::Cancel => s.cancel(),
            Call::SaveRestore => {
                let text = s.save().expect("a session saves");
                let restored = GameSession::restore(text).expect("its save restores");
                assert_eq!(restored.snapshot(), s.snapshot());
                s = restored;
            }
            Call::Restore(text) => drop(GameSession::restore(text.clone())),
            Call::RecordStats(text, north) => {
                let side = if *north { Side::North } else { Side::South };
                drop(s.record_stats(text.clone(), side))
            }
            Call::ReadStats(text) => drop(read_stats(text.clone())),
            Call::Views => {
                let snap = s.snapshot();
                assert_eq!(snap.legal, s.legal_moves());
                let _ = (s.players(), s.history(), s.rounds(), s.can_undo(), s.can_redo());
            }
        }
    }
});
