//! Inputs of absurd size are refused with a clear message by every reader (the length is checked before
//! anything else is read, so refusal does not depend on the input's size).

use deduce::family::any::AnyPuzzle;
use deduce::session::Session;

#[test]
fn huge_and_absurd_inputs_are_refused_quickly() {
    let ten_mb = "1".repeat(10 * 1024 * 1024);
    let size_field = format!("binary:{}:0101", "9".repeat(1000));
    let sudoku_shape = format!("sudoku:{}x3:123", "4".repeat(1000));
    for (input, expect) in [
        (ten_mb.as_str(), "too long"),
        (size_field.as_str(), "bad parameters"),
        (sudoku_shape.as_str(), "bad parameters"),
        ("binary:1000000:01", "not supported"),
        ("sudoku:5x6:1", "not supported"),
    ] {
        let e = AnyPuzzle::parse(input).unwrap_err().to_string();
        assert!(e.contains(expect), "{e}");
        assert!(e.len() < 200, "the message stays short: {e}");
        assert!(AnyPuzzle::parse_grid(input).is_err());
    }
    assert!(Session::load(&ten_mb).is_err());
    assert!(Session::load(&format!("deduce-save 1\n{size_field}\n")).is_err());
}
