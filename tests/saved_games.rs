//! Saved games are versioned: a save written by an earlier build (a kept fixture) still loads with the same
//! state; a save of an unknown future version is refused with a message; damaged saves are refused.

mod common;

use deduce::family::any::AnyPuzzle;
use deduce::session::{Edit, Session, SAVE_VERSION};

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

#[test]
fn corner_marks_and_colours_are_saved_in_format_2_and_a_game_without_them_in_format_1() {
    let plain = replay();
    assert!(
        plain.save().starts_with("deduce-save 1\n"),
        "older builds still read it"
    );
    let mut s = replay();
    s.edit(&[6, 3], Edit::Colour(2, true)).unwrap(); // r1c4 is a given: colours only
    s.edit(&[6], Edit::Corner(6, true)).unwrap();
    s.edit(&[7], Edit::Corner(9, true)).unwrap();
    s.undo().unwrap();
    let text = s.save();
    assert!(text.starts_with("deduce-save 2\n"), "{text}");
    let loaded = Session::load(&text).unwrap();
    assert_eq!(loaded, s);
    assert_eq!(loaded.colours()[3].0, 1 << 2);
    assert_eq!(loaded.corner()[6].0, 1 << 6);
    assert!(loaded.can_redo(), "the corner mark undone can be redone");
    // a corner mark on a given, a colour out of range: damaged
    let out_of_range = text.replacen("c6:0.0:0.4", "c6:0.0:0.1024", 1);
    assert_ne!(out_of_range, text);
    for bad in [text.replace("k6:", "k3:"), out_of_range] {
        assert!(Session::load(&bad).is_err(), "{bad}");
    }
}
