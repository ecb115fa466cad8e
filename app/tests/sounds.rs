//! Sound: which sound plays for each `SowEvent` of real games of every preset
//! (frames and the app's effects), the seed clicks' variation, the settings
//! (off, volume, persisted), win and loss for the listener, and the files.

mod common;
use common::*;
use pallanguzhi_app::sound::{all_files, for_frame, variants};
use pallanguzhi_app::timeline::build;
use pallanguzhi_app::*;
use pallanguzhi_core::{Game, Level, Outcome, Players, Rules, Side, SowEvent};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::collections::{BTreeMap, BTreeSet};

/// The sound each event must make (the issue's table), `None` for silent events.
fn expected(event: &SowEvent) -> Option<SoundKind> {
    use SowEvent as E;
    match event {
        E::Drop { .. } | E::StoreDrop { .. } => Some(SoundKind::Seed),
        E::Lift { .. } | E::Relay { .. } => Some(SoundKind::Lift),
        E::Capture { seeds: 0, .. } => None,
        E::Capture { .. } | E::OppositeCapture { .. } => Some(SoundKind::Capture),
        E::Pasu { .. } => Some(SoundKind::Pasu),
        E::RoundEnd { .. } => Some(SoundKind::RoundEnd),
        E::GameEnd {
            outcome: Outcome::Win { .. },
            ..
        } => Some(SoundKind::Win),
        E::GameEnd {
            outcome: Outcome::Draw, ..
        } => Some(SoundKind::RoundEnd),
        _ => None,
    }
}

fn sounds_of(effects: &[Effect]) -> Vec<SoundCue> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Sound { sound } => Some(sound.clone()),
            _ => None,
        })
        .collect()
}

/// Send `event`, then fire every timer and run every search, collecting the sounds.
fn drive(shell: &mut Shell, event: Event) -> Vec<SoundCue> {
    let mut heard = sounds_of(&shell.send(event));
    for _ in 0..100_000 {
        if !shell.timers.is_empty() {
            let (id, _) = shell.timers.remove(0);
            heard.extend(sounds_of(&shell.send(Event::TimerFired { id })));
        } else if !shell.searches.is_empty() {
            let job = shell.searches.remove(0);
            let done = job.run();
            heard.extend(sounds_of(&shell.send(done)));
        } else {
            return heard;
        }
    }
    panic!("never settled");
}

fn settings(sound: bool, volume: u8, speed: Speed) -> Event {
    Event::SettingsChanged {
        settings: Settings {
            sound,
            volume,
            speed,
            ..Settings::default()
        },
    }
}

#[test]
fn every_event_of_random_games_of_every_preset_makes_its_sound() {
    let mut rng = StdRng::seed_from_u64(24);
    for rules in Rules::presets() {
        let mut seen = BTreeSet::new();
        for _ in 0..3 {
            let mut game = Game::new(rules.clone(), Players::humans()).unwrap();
            while game.outcome().is_none() {
                let legal = game.legal_moves();
                let before = game.snapshot();
                let turn = game.play(legal[rng.random_range(0..legal.len())]).unwrap();
                let shown: Vec<&SowEvent> = turn
                    .events
                    .iter()
                    .filter(|e| !matches!(e, SowEvent::TurnEnd { .. }))
                    .collect();
                let frames = build(&rules, &before, &turn.events, Speed::Normal, false);
                assert_eq!(frames.len(), shown.len());
                for (frame, event) in frames.iter().zip(shown) {
                    let sound = frame.sound;
                    assert_eq!(sound.map(|s| s.kind), expected(event), "{}: {event:?}", rules.name);
                    if let Some(s) = sound {
                        seen.insert(s.kind);
                        assert!(s.variant < variants(s.kind));
                        assert!((850..=1150).contains(&s.rate_milli), "{s:?}");
                        assert!((1..=100).contains(&s.volume), "{s:?}");
                        if s.kind == SoundKind::Seed {
                            // As the seed lands: in the last fifth of its flight.
                            let d = s.delay_ms as u32;
                            assert!(
                                d <= frame.ms && d >= frame.ms - frame.ms / 5,
                                "{s:?} in {} ms",
                                frame.ms
                            );
                        } else {
                            assert_eq!(s.delay_ms, 0, "{s:?}");
                        }
                    }
                }
                // Instant frames: the same sounds, none delayed.
                for f in build(&rules, &before, &turn.events, Speed::Instant, false) {
                    assert!(f.sound.is_none_or(|s| s.delay_ms == 0));
                }
            }
        }
        for kind in [SoundKind::Seed, SoundKind::Lift, SoundKind::Win] {
            assert!(seen.contains(&kind), "{}: {seen:?}", rules.name);
        }
    }
}

#[test]
fn a_long_sowing_sounds_like_seeds_not_a_metronome_and_the_same_twice() {
    let rules = Rules::preset("pallanguzhi").unwrap();
    let mut game = Game::new(rules.clone(), Players::humans()).unwrap();
    let before = game.snapshot();
    let turn = game.play(2).unwrap();
    let frames = build(&rules, &before, &turn.events, Speed::Normal, false);
    let clicks: Vec<Sound> = frames
        .iter()
        .filter_map(|f| f.sound)
        .filter(|s| s.kind == SoundKind::Seed)
        .collect();
    assert!(clicks.len() >= 8, "{} clicks", clicks.len());
    let rates: BTreeSet<u16> = clicks.iter().map(|s| s.rate_milli).collect();
    let delays: BTreeSet<u16> = clicks.iter().map(|s| s.delay_ms).collect();
    let recordings: BTreeSet<u8> = clicks.iter().map(|s| s.variant).collect();
    assert!(rates.len() * 2 > clicks.len(), "pitches {rates:?}");
    assert!(delays.len() > 3, "timings {delays:?}");
    assert_eq!(recordings.len(), 3, "every recording is used: {recordings:?}");
    let again = build(&rules, &before, &turn.events, Speed::Normal, false);
    assert_eq!(frames, again, "deterministic");
    // A seed into a fuller hole sounds lower, other things equal.
    let kind = FrameKind::Sow { hole: 3 };
    let low = for_frame(&kind, 5, 12, 3, 240).unwrap();
    let high = for_frame(&kind, 5, 1, 3, 240).unwrap();
    assert!(low.rate_milli < high.rate_milli + 120 - 77, "{low:?} {high:?}");
}

#[test]
fn the_app_plays_one_sound_per_frame_of_each_turn_in_every_preset() {
    for (i, rules) in Rules::presets().into_iter().enumerate() {
        let mut shell = Shell::new(40 + i as u64);
        shell.send(settings(true, 100, Speed::Fast));
        let mut heard = sounds_of(&shell.send(new_game(&rules.name, pass_and_play(&["A"], &["B"]))));
        let mut want: BTreeMap<SoundKind, usize> = BTreeMap::new();
        let mut tapped = vec![];
        while shell.game().outcome.is_none() && tapped.len() < 60 {
            let hole = shell.legal()[0];
            heard.extend(drive(&mut shell, Event::TapHole { hole }));
            tapped.push(hole);
            // A round's dialog waits for the players.
            if shell.game().dialog.is_some() && shell.game().outcome.is_none() {
                heard.extend(drive(&mut shell, Event::AcknowledgeDialog));
            }
        }
        // What the frames of the same moves say, replayed on the core.
        let mut game = Game::new(rules.clone(), Players::humans()).unwrap();
        for &hole in &tapped {
            let before = game.snapshot();
            let turn = game.play(hole).unwrap();
            for f in build(&rules, &before, &turn.events, Speed::Fast, false) {
                if let Some(s) = f.sound {
                    *want.entry(s.kind).or_default() += 1;
                }
            }
        }
        let mut got: BTreeMap<SoundKind, usize> = BTreeMap::new();
        for s in &heard {
            *got.entry(s.kind).or_default() += 1;
        }
        assert_eq!(got, want, "{}", rules.name);
        assert!(got[&SoundKind::Seed] > 20, "{}: {got:?}", rules.name);
    }
}

#[test]
fn no_sound_with_sound_off_or_volume_zero_and_the_volume_scales() {
    for (sound, volume) in [(false, 100), (true, 0)] {
        let mut shell = Shell::new(7);
        shell.send(settings(sound, volume, Speed::Normal));
        let mut heard = sounds_of(&shell.send(new_game("kalah", pass_and_play(&["A"], &["B"]))));
        while shell.game().outcome.is_none() {
            let hole = shell.legal()[0];
            heard.extend(drive(&mut shell, Event::TapHole { hole }));
        }
        assert!(heard.is_empty(), "sound {sound} volume {volume}: {heard:?}");
        assert!(!shell.haptics.is_empty(), "the haptics are not the sound's setting");
    }
    let loud = {
        let mut shell = Shell::new(7);
        shell.send(settings(true, 100, Speed::Normal));
        shell.send(new_game("kalah", pass_and_play(&["A"], &["B"])));
        drive(&mut shell, Event::TapHole { hole: 2 })
    };
    let mut shell = Shell::new(7);
    shell.send(settings(true, 50, Speed::Normal));
    shell.send(new_game("kalah", pass_and_play(&["A"], &["B"])));
    let half = drive(&mut shell, Event::TapHole { hole: 2 });
    assert_eq!(loud.len(), half.len());
    for (l, h) in loud.iter().zip(&half) {
        assert_eq!(h.volume, ((l.volume as u32 * 50 + 50) / 100) as u8);
        assert_eq!((h.kind, h.rate_milli), (l.kind, l.rate_milli));
    }
}

#[test]
fn instant_turns_play_one_sound_the_strongest() {
    let mut shell = Shell::new(3);
    shell.send(settings(true, 100, Speed::Instant));
    shell.send(new_game("pallanguzhi", pass_and_play(&["A"], &["B"])));
    let heard = drive(&mut shell, Event::TapHole { hole: 2 });
    assert_eq!(heard.len(), 1, "{heard:?}");
    assert!(heard[0].kind >= SoundKind::Seed && heard[0].delay_ms == 0);
}

#[test]
fn against_the_computer_the_end_is_a_win_or_a_loss_for_the_person() {
    let mut kinds = BTreeSet::new();
    for seed in 0..6 {
        let mut shell = Shell::new(100 + seed);
        shell.send(settings(true, 100, Speed::Instant));
        shell.send(new_game("kalah", vs_computer(Level::Easy)));
        let mut heard = vec![];
        let mut rng = StdRng::seed_from_u64(seed);
        while shell.game().outcome.is_none() {
            let legal = shell.legal();
            heard.extend(drive(
                &mut shell,
                Event::TapHole {
                    hole: legal[rng.random_range(0..legal.len())],
                },
            ));
        }
        let last = heard.last().unwrap().kind;
        let expected = match shell.game().outcome.unwrap() {
            Outcome::Win { side: Side::South } => SoundKind::Win, // Anbu plays South
            Outcome::Win { side: Side::North } => SoundKind::Loss,
            Outcome::Draw => SoundKind::RoundEnd,
        };
        assert_eq!(last, expected, "seed {seed}");
        kinds.insert(last);
    }
    assert!(
        kinds.contains(&SoundKind::Loss),
        "the easy computer beat a random player at least once: {kinds:?}"
    );
    // Resigning is a loss.
    let mut shell = Shell::new(9);
    shell.send(settings(true, 100, Speed::Instant));
    shell.send(new_game("kalah", vs_computer(Level::Easy)));
    let heard = drive(&mut shell, Event::Resign);
    assert_eq!(heard.last().map(|s| s.kind), Some(SoundKind::Loss));
}

#[test]
fn sound_and_volume_are_kept_and_a_damaged_value_falls_back() {
    let s = Settings::from_json(r#"{"sound": false, "volume": 35}"#);
    assert!(!s.sound);
    assert_eq!(s.volume, 35);
    assert_eq!(Settings::from_json(&s.to_json()), s);
    let d = Settings::default();
    assert!(d.sound && d.volume == 80);
    let bad = Settings::from_json(r#"{"sound": "loud", "volume": 900}"#);
    assert_eq!((bad.sound, bad.volume), (d.sound, d.volume));
    assert_eq!(
        Settings::from_json(r#"{"volume": 150}"#).volume,
        100,
        "above 100 counts as 100"
    );
    assert_eq!(Settings::from_json(r#"{"volume": -3}"#).volume, d.volume);
}

#[test]
fn every_sound_file_is_checked_in_and_copied_for_android() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../assets/sounds");
    let files = all_files();
    assert_eq!(files.len(), 10, "{files:?}");
    for name in files {
        let path = dir.join(format!("{name}.wav"));
        let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert_eq!(&bytes[0..4], b"RIFF");
        assert_eq!(&bytes[8..12], b"WAVE");
        assert!(
            bytes.len() > 1000 && bytes.len() < 40_000,
            "{name}: {} bytes",
            bytes.len()
        );
        // Android plays res/raw's copies (assets/sounds/README.md): the same bytes.
        let raw = dir.join(format!("../../android/app/src/main/res/raw/{name}.wav"));
        assert!(
            std::fs::read(&raw).ok() == Some(bytes),
            "{} differs: copy assets/sounds/*.wav",
            raw.display()
        );
    }
}
