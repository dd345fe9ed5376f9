//! Counting, solving and the solve path of the BACKGROUND.md example.

use deduce::core::binary::Binary;
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

/// The 8×8 total (OEIS A253316: 4,111,116 valid grids). About a second in an optimised build, a minute or
/// more in a debug one: the release layer of `./build.sh test` runs it.
#[test]
#[cfg_attr(debug_assertions, ignore = "release layer of ./build.sh test")]
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

/// Deeper lookahead on generated Master puzzles: every step of every path matches the solution, and each
/// two-level contradiction is sound (the assumed digit leaves the position without any solution) and shows its
/// chains; the form turns up on these puzzles.
#[test]
fn two_level_contradictions_are_sound_and_shown() {
    use deduce::GenerateOptions;
    let mut two_level = 0;
    for (n, seed) in [
        (10, 1),
        (10, 2),
        (12, 1),
        (12, 3),
        (14, 1),
        (14, 2),
        (16, 1),
    ] {
        let g = Binary::generate(&GenerateOptions {
            size: n,
            level: Some(Level::Master),
            symmetry: None,
            seed,
            time_budget_ms: 30_000,
        })
        .unwrap();
        let p = Binary::parse(&g.game_id).unwrap();
        let sol = p.solution().unwrap();
        let mut cells = p.cells().to_vec();
        for s in p.steps().unwrap() {
            assert!(!s.placements.is_empty(), "{s:?}");
            for &(c, v) in &s.placements {
                assert_eq!(sol[c as usize], v, "{}: {}", g.game_id, s.explanation);
            }
            if s.explanation.contains("two-level contradiction") {
                two_level += 1;
                assert_eq!(s.technique, Technique::DeepLookahead);
                assert!(
                    s.explanation.contains("could be neither 0 nor 1"),
                    "{}",
                    s.explanation
                );
                assert_eq!(s.placements.len(), 1);
                assert!(!s.units.is_empty() && !s.evidence.is_empty());
                // The assumption (the other digit in the placed cell) has no solution from here.
                let (c, v) = s.placements[0];
                let mut wrong = cells.clone();
                wrong[c as usize] = 3 - v;
                assert_eq!(
                    p.with_cells(&wrong).count_solutions(1),
                    0,
                    "{}",
                    s.explanation
                );
            }
            for &(c, v) in &s.placements {
                cells[c as usize] = v;
            }
        }
        assert_eq!(cells, sol);
    }
    assert!(two_level > 0, "no two-level contradiction on these puzzles");
}
