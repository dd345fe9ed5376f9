//! Counting, solving and the solve path of the BACKGROUND.md example; big grids counted within a node bound.

mod common;

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

/// The 8×8 total (OEIS A253316: 4,111,116 valid grids): about 10 s in the optimised test build.
#[test]
fn count_8x8() {
    assert_eq!(empty(8).count_solutions(10_000_000), 4_111_116);
}

/// An empty 8×8 binary puzzle but for its first row (bit k: `1` at column k).
fn with_first_row(first: u32) -> String {
    let row: String = (0..8)
        .map(|k| if first >> k & 1 == 1 { '1' } else { '0' })
        .collect();
    format!("binary:8:{row}{}", ".".repeat(56))
}

/// The 8×8 count against an independent counter, in a form a run affords: the grids
/// with a given first row, one of the 34 valid rows a run, rotating by day (`DEDUCE_SAMPLE=N`), against the
/// test oracle's counter (`tests/common/oracle`, no engine code; checked against brute force and the published
/// totals in `tests/variant_oracle.rs`, and against the 8×8 total in the heavy layer's test below).
#[test]
fn count_8x8_with_a_first_row() {
    let lines = common::oracle::valid_lines(8);
    assert_eq!(lines.len(), 34);
    let id = with_first_row(
        lines[common::sample_seed("count_8x8_with_a_first_row") as usize % lines.len()],
    );
    let p = Binary::parse(&id).unwrap();
    assert_eq!(
        Ok(p.count_solutions(10_000_000)),
        common::oracle::count(&id, 10_000_000),
        "{id}"
    );
}

/// The oracle, summed over every first row, gives the published 8×8 total (OEIS A253316), so the slice above is
/// checked against a counter that is itself checked at this size.
#[test]
#[ignore = "heavy layer: ./build.sh test runs it in its turn, test-full every run"]
fn the_oracle_counts_the_8x8_total() {
    let firsts = common::oracle::valid_lines(8);
    let total: usize = common::par_map(&firsts, |&first| {
        common::oracle::count(&with_first_row(first), 10_000_000).unwrap()
    })
    .into_iter()
    .sum();
    assert_eq!(total, 4_111_116);
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
            if s.title.contains("two-level contradiction") {
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

/// A solved grid of side `n` with about `blank` per thousand of its cells emptied (a fixed xorshift stream).
fn blanked(n: usize, seed: u64, blank: u64) -> Binary {
    let solved = Binary::parse(&deduce::generate::binary::solved_grid(n, seed).unwrap()).unwrap();
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let cells = solved
        .cells()
        .iter()
        .map(|&c| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            if x % 1000 < blank {
                0
            } else {
                c
            }
        })
        .collect();
    Binary::from_parts(n, cells)
}

/// Search nodes a count of a big open grid may take: a few per cell. Main's search took minutes on an empty
/// 42×42 or 48×48 grid (issue 27); the restarting, balance-guided search answers in about one node per cell.
fn node_cap(n: usize) -> u64 {
    8 * (n * n) as u64
}

/// Counting an open big grid to 2 stops after a bounded number of search nodes, and its first solution is a
/// valid completion of the givens.
#[test]
fn big_open_grids_are_counted_within_a_node_bound() {
    use deduce::solve::binary::search::count_within;
    let mut grids: Vec<Binary> = [42, 48, 64].into_iter().map(empty).collect();
    grids.extend([(40, 1), (56, 2), (64, 3)].map(|(n, seed)| blanked(n, seed, 900)));
    for p in grids {
        let n = p.side();
        let c = count_within(&p.board(), 2, node_cap(n))
            .unwrap_or_else(|| panic!("{n}×{n}: over {} nodes", node_cap(n)));
        assert_eq!(c.count, 2, "{n}×{n}");
        let first = Binary::from_parts(n, c.first.unwrap().to_cells());
        assert!(first.violations().is_empty() && !first.cells().contains(&0));
        assert!(p
            .cells()
            .iter()
            .zip(first.cells())
            .all(|(&g, &s)| g == 0 || g == s));
    }
}

/// Small counts (limits up to 16, where the search starts again with a doubled budget) agree with the
/// independent oracle on empty and sparse grids: a restart counts every solution once.
#[test]
fn restarting_counts_agree_with_the_oracle() {
    for n in [4, 6, 8] {
        let mut grids = vec![empty(n)];
        grids.extend((0..4).map(|seed| blanked(n, seed, 800)));
        for p in grids {
            for limit in [1, 2, 5, 16] {
                let want = common::oracle::count(&p.game_id(), limit).unwrap();
                assert_eq!(
                    p.count_solutions(limit),
                    want,
                    "{} limit {limit}",
                    p.game_id()
                );
            }
        }
    }
}

/// Above 64×64 the parser takes only nearly complete grids, and says so; those are counted and solved.
#[test]
fn big_grids_are_read_nearly_complete_only() {
    let msg = match Binary::parse(&format!("binary:128:{}", ".".repeat(128 * 128))) {
        Ok(_) => panic!("an empty 128×128 grid was read"),
        Err(e) => e.to_string(),
    };
    assert!(
        msg.contains("at most 64 empty cells") && msg.contains("16384"),
        "{msg}"
    );
    let near = blanked(200, 4, 1);
    let id = near.game_id();
    let p = Binary::parse(&id).unwrap();
    assert!((1..=64).contains(&p.cells().iter().filter(|&&c| c == 0).count()));
    assert!(p.count_solutions(2) >= 1);
    assert!(p.solution().is_some() || p.count_solutions(2) == 2);
}
