//! Saved games are versioned: a save written by an earlier build (a kept fixture) still loads with the same
//! state; a save of an unknown future version is refused with a message; damaged saves are refused.

mod common;

use deduce::family::any::AnyPuzzle;
use deduce::session::{Session, SAVE_VERSION};

const PUZZLE: &str =
    "...8.1..........435............7.8........1...2..3....6......75..34........2..6..";

/// The fixture was written by this sequence of moves (with the build of 2026-11-21, format 1).
fn replay() -> Session {
    let mut s = Session::new(AnyPuzzle::parse(PUZZLE).unwrap());
    s.toggle_mark(0, 2).unwrap();
    s.toggle_mark(1, 2).unwrap();
    s.toggle_mark(1, 3).unwrap();
    s.set(0, 2).unwrap(); // clears 2 from r1c2's marks
    s.set(2, 7).unwrap();
    s.fill_marks();
    s.set(4, 4).unwrap();
    s.undo().unwrap();
    s
}

#[test]
fn a_save_from_an_earlier_build_loads() {
    let text = std::fs::read_to_string(common::data("save_v1.txt")).unwrap();
    let loaded = Session::load(&text).unwrap();
    assert_eq!(loaded, replay());
    assert_eq!(loaded.cells()[0], 2);
    assert!(loaded.can_redo(), "the undone move can be redone");
}

#[test]
fn future_versions_and_damage_are_refused_with_a_message() {
    let text = std::fs::read_to_string(common::data("save_v1.txt")).unwrap();
    let future = text.replacen(
        "deduce-save 1",
        &format!("deduce-save {}", SAVE_VERSION + 1),
        1,
    );
    let e = Session::load(&future).unwrap_err().to_string();
    assert!(e.contains("newer version"), "{e}");
    for bad in [
        "".to_string(),
        "{\"json\": true}".to_string(),
        text.replace("sudoku:3x3:", "sudoku:3x3:5"),
        text.replace("undo ", "undo 9999:0.0:1.0;"),
        text.lines().take(2).collect::<Vec<_>>().join("\n") + "\nundo 3:0.0:1.0\n", // r1c4 is a given
        "x".repeat(20_000_000),
    ] {
        assert!(
            Session::load(&bad).is_err(),
            "{}",
            &bad[..bad.len().min(80)]
        );
    }
}
