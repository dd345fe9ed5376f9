//! Hints on arbitrary player grids and pencil marks, for both kinds: never panic, and a hint's placements and
//! eliminations always agree with the solution (unless the hint reports a mistake).
//! The body of the fuzz target `hints` (fuzz/fuzz_targets/hints.rs runs it under libFuzzer, `./build.sh fuzz`;
//! tests/fuzz_bodies.rs runs it on seed inputs and their mutations in every `./build.sh test`).
use deduce::family::any::AnyPuzzle;
use deduce::hint::mistake::Answer;
use deduce::Candidates;

const SUDOKU: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
const BINARY: &str = "binary:10:......0.0.1..1...1....0..1......0.11.1..........0.0.........0....1.1.1..........0..1.......1.11.....";

/// One input: returns normally or fails an assertion (a panic is a finding).
pub fn run(data: &[u8]) {
    let Some((&which, data)) = data.split_first() else {
        return;
    };
    let p = AnyPuzzle::parse(if which % 2 == 0 { SUDOKU } else { BINARY }).expect("fixture parses");
    let sol = p.solution().expect("unique");
    let cells_n = sol.len();
    let nsym = p.symbol_count() as u8;
    let mut cells = p.cells().to_vec();
    let mut marks = vec![Candidates::EMPTY; cells_n];
    for (i, &b) in data.iter().take(2 * cells_n).enumerate() {
        let c = i % cells_n;
        if i < cells_n {
            if cells[c] == 0 && b % 4 == 0 {
                cells[c] = b % (nsym + 1);
            }
        } else {
            marks[c] =
                Candidates(((b as u32) << 1 | 1 << sol[c]) & Candidates::all(nsym as usize).0);
        }
    }
    let with_marks = data.len() > cells_n;
    if let Ok(Answer::Next(step)) = p.hint(&cells, with_marks.then_some(&marks[..])) {
        for &(c, v) in &step.placements {
            assert_eq!(sol[c as usize], v, "{}", step.explanation);
        }
        for &(c, v) in &step.eliminations {
            assert_ne!(sol[c as usize], v, "{}", step.explanation);
        }
    }
}
