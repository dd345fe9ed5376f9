//! Hints on arbitrary player grids and pencil marks: never panic, and a hint's placements and eliminations
//! always agree with the solution (unless the hint reports a mistake).
#![no_main]
use deduce::any::AnyPuzzle;
use deduce::{Candidates, Technique};
use libfuzzer_sys::fuzz_target;

const PUZZLE: &str = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

fuzz_target!(|data: &[u8]| {
    let p = AnyPuzzle::parse(PUZZLE).expect("fixture parses");
    let sol = p.solution().expect("unique");
    let mut cells = p.cells().to_vec();
    let mut marks = vec![Candidates::EMPTY; 81];
    for (i, &b) in data.iter().take(162).enumerate() {
        let c = i % 81;
        if i < 81 {
            if cells[c] == 0 && b % 4 == 0 {
                cells[c] = b % 10;
            }
        } else {
            marks[c] = Candidates((b as u32) << 1 | 1 << sol[c]);
        }
    }
    let with_marks = data.len() > 81;
    if let Ok(step) = p.hint(&cells, with_marks.then_some(&marks[..])) {
        if step.technique != Technique::Mistake {
            for &(c, v) in &step.placements {
                assert_eq!(sol[c as usize], v, "{}", step.explanation);
            }
            for &(c, v) in &step.eliminations {
                assert_ne!(sol[c as usize], v, "{}", step.explanation);
            }
        }
    }
});
