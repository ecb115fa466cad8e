//! Computer turns and hints: every search has its own token and id; a stale
//! answer is dropped and never blocks the next computer turn.

mod common;
use common::*;
use pallanguzhi_app::*;
use pallanguzhi_core::{Level, Side};

#[test]
fn hint_then_play_the_computer_always_replies() {
    let mut shell = Shell::new(1);
    shell.send(new_game("pallanguzhi", vs_computer(Level::Easy)));
    assert!(shell.searches.is_empty(), "South (the person) moves first");
    shell.send(Event::Hint);
    assert_eq!(shell.searches.len(), 1);
    let hint = shell.searches[0].clone();
    assert_eq!(shell.game().thinking, Thinking::Hint);
    // Play before the hint returns.
    let hole = shell.legal()[0];
    shell.send(Event::TapHole { hole });
    assert!(hint.is_cancelled(), "the tap cancels the hint's own token");
    assert_eq!(shell.cancelled_searches, vec![hint.id()]);
    shell.searches.clear();
    shell.fire_all_timers();
    // The animation ended: the computer's search is asked for.
    assert_eq!(shell.searches.len(), 1, "the computer's turn starts");
    assert_eq!(shell.game().thinking, Thinking::Computer);
    let computer = shell.searches[0].clone();
    // The stale hint answers now: dropped, nothing changes.
    let late = hint.run();
    let effects = shell.send(late);
    assert!(effects.is_empty(), "a stale answer does nothing: {effects:?}");
    assert!(!computer.is_cancelled());
    shell.settle();
    let game = shell.game();
    assert_eq!(game.history.len(), 2, "the computer replied");
    assert_eq!(game.to_move, Some(Side::South));
    assert_eq!(game.thinking, Thinking::Nobody);
}

#[test]
fn undo_during_the_computers_search() {
    let mut shell = Shell::new(2);
    shell.send(new_game("pallanguzhi", vs_computer(Level::Easy)));
    let hole = shell.legal()[0];
    shell.send(Event::TapHole { hole });
    shell.fire_all_timers();
    let search = shell.searches.remove(0);
    shell.send(Event::Undo);
    assert!(search.is_cancelled());
    let game = shell.game();
    assert_eq!(game.history.len(), 0, "back to the person's move");
    assert_eq!(game.thinking, Thinking::Nobody);
    assert!(game.buttons.redo);
    assert!(shell.send(search.run()).is_empty(), "stale");
    assert_eq!(shell.game().history.len(), 0);
    // Play again: the computer replies.
    shell.send(Event::TapHole { hole });
    shell.settle();
    assert_eq!(shell.game().history.len(), 2);
}
