//! The wasm build under Node: the pure functions the worker uses give the same answers as native.
#![cfg(target_arch = "wasm32")]

use deduce::wasm::game::{count_solutions, solve};
use deduce::wasm::teach::{count_lines, generate};
use wasm_bindgen_test::*;

#[wasm_bindgen_test]
fn counts_and_solutions_match_native_fixtures() {
    assert_eq!(
        count_solutions(
            "...8.1.........43.5............7.8........1...2..3....6......75..34........2..6..",
            2
        )
        .unwrap(),
        2
    );
    assert_eq!(
        count_solutions(
            ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4.........",
            2
        )
        .unwrap(),
        0
    );
    assert_eq!(
        solve("85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.").unwrap(),
        "sudoku:3x3:859612437723854169164379528986147352375268914241593786432981675617425893598736241"
    );
}

#[wasm_bindgen_test]
fn count_lines_reads_a_puzzle_list() {
    // Comments and blank lines are skipped; a malformed line counts as u32::MAX.
    let text = "# a list\n\n\
        85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.\n\
        ...8.1.........43.5............7.8........1...2..3....6......75..34........2..6..\n\
        88.\n";
    assert_eq!(
        count_lines(text.as_bytes(), 2).unwrap(),
        vec![1, 2, u32::MAX]
    );
    assert!(count_lines(b"\xff\n", 2).is_err());
}

#[wasm_bindgen_test]
fn generation_is_deterministic_and_matches_native() {
    // The same seed gives the same puzzle natively (see tests/sudoku_basic.rs) and in wasm.
    let a = generate("sudoku", 9, "", "", 7).unwrap();
    let b = generate("sudoku", 9, "", "", 7).unwrap();
    assert_eq!(a, b);
    // `deduce generate --seed 7` prints the same line natively.
    assert_eq!(a, NATIVE_SEED_7);
    assert_eq!(count_solutions(&a, 2).unwrap(), 1);
}

/// `deduce generate --seed 7` natively; `tests/sudoku_basic.rs` recomputes it natively from this same file.
const NATIVE_SEED_7: &str = include_str!("data/sudoku_9_seed_7.txt").trim_ascii();

/// Issue 32: the engine answers big sparse grids of every kind in wasm, where the stack is small, with a count or
/// a clear refusal, and never traps (an empty `binary:48` overflowed the wasm stack: "memory access out of
/// bounds"). Every count here is of a grid with many solutions, so 2.
#[wasm_bindgen_test]
fn big_sparse_grids_of_every_kind_are_answered_without_a_trap() {
    let empty = |prefix: &str, cells: usize| format!("{prefix}{}", ".".repeat(cells));
    for id in [
        empty("binary:42:", 42 * 42),
        empty("binary:48:", 48 * 48),
        empty("binary:64:", 64 * 64),
        format!("{}:{}", empty("tango:16:", 16 * 16), ".".repeat(2 * 16 * 15)),
        empty("sudoku:5x5:", 625),
        empty("sudoku-x:5x5:", 625),
        format!(
            "{}:111123333444111123333444511123333444551522266644555522266664555522266667888889996777888999997777888A9999B7778AAACCCBBBB7AAAACCCCBBBBAAAACCCCCBBB",
            empty("jigsaw:12:", 144)
        ),
        format!(
            "killer:3x3:{}:aaabccdddaebbbccddaeebfffgghiiiifjkkhhhllljjkmhnnnlojjmmpnnooqrmppssoqqrttpssoqqr:\
             22,23,22,28,14,19,9,25,20,30,12,19,20,27,23,26,28,9,21,8",
            ".".repeat(81)
        ),
    ] {
        assert_eq!(count_solutions(&id, 2).unwrap(), 2, "{}", &id[..12]);
    }
    // Bigger than the count can promise to answer fast: refused by the parser, in words.
    assert!(count_solutions(&empty("binary:128:", 128 * 128), 2).is_err());
}

/// Non-consecutive 9×9 grids count in their own solver, whose 81-bit boards are two 64-bit words per operation in
/// wasm: an irreducible master puzzle of 5 givens has one solution, the native one, and more without a given.
#[wasm_bindgen_test]
fn non_consecutive_9x9_counts_and_solves_as_natively() {
    let id = "sudoku:3x3:................8.....7............7.......2....................5............1...:nonconsecutive";
    assert_eq!(count_solutions(id, 2).unwrap(), 1);
    assert_eq!(
        solve(id).unwrap(),
        "sudoku:3x3:924185736571639482836274915369428157715963824248517369483752691157396248692841573:nonconsecutive"
    );
    let fewer = id.replacen('8', ".", 1);
    assert_eq!(count_solutions(&fewer, 2).unwrap(), 2);
}
