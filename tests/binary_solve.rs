//! Counting, solving and the solve path of the BACKGROUND.md example.

use deduce::binary::Binary;
use deduce::{Level, Puzzle, Technique};

fn empty(n: usize) -> Binary {
    Binary::parse(&format!("binary:{n}:{}", ".".repeat(n * n))).unwrap()
}

#[test]
fn known_counts() {
    assert_eq!(empty(2).count_solutions(100), 2);
    assert_eq!(empty(4).count_solutions(1000), 72);
    assert_eq!(empty(6).count_solutions(10_000), 4140);
}

#[test]
#[ignore = "slow: about a second or more in release"]
fn count_8x8() {
    assert_eq!(empty(8).count_solutions(10_000_000), 4_111_116);
}

const EXAMPLE: &str = "1......0.......010..1.....01..1.0.0.";
const EXAMPLE_SOLUTION: &str = "101010001101110010001011010101110100";

#[test]
fn background_example() {
    let p = Binary::parse(EXAMPLE).unwrap();
    assert_eq!(p.side(), 6);
    assert_eq!(p.count_solutions(2), 1);
    let sol: String = p
        .solution()
        .unwrap()
        .iter()
        .map(|&s| p.symbol_char(s))
        .collect();
    assert_eq!(sol, EXAMPLE_SOLUTION);
    let steps = p.steps().unwrap();
    for s in &steps {
        eprintln!("{}", s.explanation);
    }
    // The blog's forward solver (pairs and balance) gets stuck; here "last of a kind" or stronger is needed.
    let g = p.grade().unwrap();
    assert!(g.hardest > Technique::BalanceCompletion, "{g:?}");
    assert!(g.level > Level::Easy);
}
