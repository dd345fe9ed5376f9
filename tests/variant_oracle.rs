//! The oracle (tests/common/oracle/: its own parser, counter and irreducibility check, no engine code) tested
//! against brute-force enumeration on tiny grids (variant_oracle/brute.rs), on published puzzles and on
//! malformed IDs; then used to check what `deduce generate` makes (variant_oracle/generated.rs): exactly one
//! solution, irreducible, and `deduce solve` finding that solution.
#![cfg(not(target_arch = "wasm32"))]

#[path = "variant_oracle/brute.rs"]
mod brute;
mod common;
#[path = "variant_oracle/generated.rs"]
mod generated;

use brute::*;
use common::oracle;
use generated::{check_runs, shape_rules, PLAIN, VARIANTS};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

/// The oracle's reductions of a puzzle, one per entry, sorted (empty when irreducible).
fn reductions(id: &str) -> Vec<String> {
    let mut found: Vec<String> = match oracle::irreducible(id) {
        Ok(()) => vec![],
        Err(e) => e.split("; ").map(String::from).collect(),
    };
    found.sort();
    found
}

// ---------------------------------------------------------------------------------------------------------
// The brute force itself, against totals known from the literature.

#[test]
fn brute_force_finds_the_known_totals() {
    assert_eq!(latin_squares(4).len(), 576);
    assert_eq!(latin_squares(5).len(), 161_280);
    assert_eq!(grids_with_units(4, &units_of(&BLOCKS_4)).len(), 288);
    // Takuzu grids (binary puzzles, with the distinct-lines rule), OEIS A253316: 72 at 4×4, 4,140 at 6×6.
    assert_eq!(
        binary_grids(4)
            .iter()
            .filter(|g| distinct_lines(g, 4))
            .count(),
        72
    );
    assert_eq!(
        binary_grids(6)
            .iter()
            .filter(|g| distinct_lines(g, 6))
            .count(),
        4_140
    );
}

// ---------------------------------------------------------------------------------------------------------
// Counts: the oracle against brute force on empty and random tiny puzzles.

#[test]
fn empty_grids_count_like_brute_force() {
    assert_eq!(
        oracle::count(&format!("sudoku:2x2:{}", ".".repeat(16)), 10_000),
        Ok(288)
    );
    let mut x_units = units_of(&BLOCKS_4);
    x_units.extend(units_of(&DIAGONALS_4));
    let x = grids_with_units(4, &x_units).len();
    assert_eq!(
        oracle::count(&format!("sudoku-x:2x2:{}", ".".repeat(16)), 10_000),
        Ok(x)
    );
    let grids = binary_grids(6);
    let empty = ".".repeat(36);
    assert_eq!(
        oracle::count(&format!("tango:6:{empty}:{}", ".".repeat(60)), 100_000),
        Ok(grids.len())
    );
    assert_eq!(
        oracle::count(&format!("binary:6:{empty}"), 100_000),
        Ok(4_140)
    );
    // A 6×6 Sudoku has 28,200,960 solutions: the limit stops the count.
    assert_eq!(
        oracle::count(&format!("sudoku:2x3:{}", ".".repeat(36)), 500),
        Ok(500)
    );
}

#[test]
fn x_sudoku_4x4_counts_like_brute_force() {
    let mut units = units_of(&BLOCKS_4);
    units.extend(units_of(&DIAGONALS_4));
    let grids = grids_with_units(4, &units);
    let mut rng = StdRng::seed_from_u64(14);
    for _ in 0..300 {
        let g = &grids[rng.random_range(0..grids.len())];
        let keep = rng.random_range(0.0..0.5);
        let mut cells: Vec<char> = cells_text(g, |_| rng.random_bool(keep)).chars().collect();
        // Now and then a wrong given, for puzzles with no solution.
        if rng.random_bool(0.2) {
            cells[rng.random_range(0..16)] = char::from(b'1' + rng.random_range(0..4u8));
        }
        let cells: String = cells.into_iter().collect();
        let expected = brute_count(&grids, &cells, |_| true);
        assert_eq!(
            oracle::count(&format!("sudoku-x:2x2:{cells}"), 1000),
            Ok(expected),
            "{cells}"
        );
    }
}

#[test]
fn jigsaw_counts_like_brute_force() {
    let mut rng = StdRng::seed_from_u64(14);
    let mut solvable_layouts = 0;
    for n in [4, 5] {
        let squares = latin_squares(n);
        for _ in 0..12 {
            let region = loop {
                if let Some(r) = random_regions(n, &mut rng) {
                    break r;
                }
            };
            let units: Vec<Vec<usize>> = (0..n)
                .map(|r| (0..n * n).filter(|&i| region[i] == r).collect())
                .collect();
            let grids: Vec<Vec<u8>> = squares
                .iter()
                .filter(|g| units.iter().all(|u| all_differ(g, u)))
                .cloned()
                .collect();
            let labels: String = region.iter().map(|&r| char::from(b'1' + r as u8)).collect();
            let empty = ".".repeat(n * n);
            let id = format!("jigsaw:{n}:{empty}:{labels}");
            assert_eq!(oracle::count(&id, 1_000_000), Ok(grids.len()), "{id}");
            if grids.is_empty() {
                continue;
            }
            solvable_layouts += 1;
            for _ in 0..20 {
                let g = &grids[rng.random_range(0..grids.len())];
                let keep = rng.random_range(0.0..0.5);
                let cells = cells_text(g, |_| rng.random_bool(keep));
                let expected = brute_count(&grids, &cells, |_| true);
                let id = format!("jigsaw:{n}:{cells}:{labels}");
                assert_eq!(oracle::count(&id, 1_000_000), Ok(expected), "{id}");
            }
        }
    }
    assert!(
        solvable_layouts >= 6,
        "only {solvable_layouts} layouts with solutions"
    );
}

#[test]
fn killer_4x4_counts_like_brute_force() {
    let grids = grids_with_units(4, &units_of(&BLOCKS_4));
    let mut rng = StdRng::seed_from_u64(14);
    let mut unique = 0;
    for _ in 0..300 {
        let g = &grids[rng.random_range(0..grids.len())];
        let cages = random_cages(g, 4, 5, &mut rng);
        let mut sums: Vec<Option<u32>> = cages.iter().map(|c| sum_of(g, c)).collect();
        // Some sums dropped, now and then one off by one.
        for s in sums.iter_mut() {
            if rng.random_bool(0.2) {
                *s = None;
            }
        }
        if rng.random_bool(0.2) {
            let k = rng.random_range(0..sums.len());
            sums[k] = sums[k].map(|s| s + 1);
        }
        let cells = cells_text(g, |_| rng.random_bool(0.1));
        let id = killer_id("2x2", &cells, 4, &cages, &sums);
        let Ok(_) = oracle::parse(&id) else {
            // A sum pushed past what its cage can make: refused, as it should be.
            assert!(
                oracle::parse(&id).unwrap_err().contains("cannot make"),
                "{id}"
            );
            continue;
        };
        let expected = brute_count(&grids, &cells, |g| killer_rule(g, &cages, &sums));
        assert_eq!(oracle::count(&id, 1000), Ok(expected), "{id}");
        unique += (expected == 1) as usize;
    }
    assert!(unique >= 30, "only {unique} unique puzzles");
}

#[test]
fn tango_and_binary_6x6_count_like_brute_force() {
    let grids = binary_grids(6);
    let mut rng = StdRng::seed_from_u64(14);
    let mut unique = 0;
    for _ in 0..300 {
        let g = &grids[rng.random_range(0..grids.len())];
        let (cells, signs) = random_tango(g, 6, &mut rng);
        let expected = brute_binary(&grids, &cells, |g| signs_hold(g, &signs));
        let id = tango_id(6, &cells, &signs);
        assert_eq!(oracle::count(&id, 300), Ok(expected.min(300)), "{id}");
        unique += (expected == 1) as usize;
        let expected = brute_binary(&grids, &cells, |g| distinct_lines(g, 6));
        assert_eq!(
            oracle::count(&format!("binary:6:{cells}"), 300),
            Ok(expected.min(300)),
            "{cells}"
        );
    }
    assert!(unique >= 30, "only {unique} unique puzzles");
}

// ---------------------------------------------------------------------------------------------------------
// Irreducibility: the oracle's reductions against those brute force finds.

#[test]
fn x_sudoku_reductions_match_brute_force() {
    let mut units = units_of(&BLOCKS_4);
    units.extend(units_of(&DIAGONALS_4));
    let grids = grids_with_units(4, &units);
    let mut rng = StdRng::seed_from_u64(15);
    let (mut irreducible, mut reducible) = (0, 0);
    while irreducible < 10 || reducible < 10 {
        let g = &grids[rng.random_range(0..grids.len())];
        let cells = cells_text(g, |_| rng.random_bool(0.3));
        if brute_count(&grids, &cells, |_| true) != 1 {
            continue;
        }
        let mut expected = vec![];
        for (i, ch) in cells.char_indices() {
            if ch != '.' {
                let fewer = format!("{}.{}", &cells[..i], &cells[i + 1..]);
                if brute_count(&grids, &fewer, |_| true) == 1 {
                    expected.push(format!("the given at {} can be dropped", rc(i, 4)));
                }
            }
        }
        expected.sort();
        let id = format!("sudoku-x:2x2:{cells}");
        assert_eq!(reductions(&id), expected, "{id}");
        if expected.is_empty() {
            irreducible += 1;
        } else {
            reducible += 1;
        }
    }
}

#[test]
fn killer_reductions_match_brute_force() {
    let grids = grids_with_units(4, &units_of(&BLOCKS_4));
    let empty = ".".repeat(16);
    let mut rng = StdRng::seed_from_u64(16);
    let (mut irreducible, mut reducible) = (0, 0);
    for _ in 0..300 {
        let g = &grids[rng.random_range(0..grids.len())];
        let mut cages = random_cages(g, 4, 2, &mut rng);
        let mut sums: Vec<Option<u32>> = cages.iter().map(|c| sum_of(g, c)).collect();
        let unique = |cages: &[Vec<usize>], sums: &[Option<u32>]| {
            brute_count(&grids, &empty, |g| killer_rule(g, cages, sums)) == 1
        };
        if !unique(&cages, &sums) {
            continue;
        }
        // The puzzle, then the same reduced by brute force: cages merged, then sums dropped, while it stays
        // unique (what fails once keeps failing: later steps only take information away).
        for round in 0..2 {
            let expected = killer_reductions(&grids, g, &cages, &sums);
            let id = killer_id("2x2", &empty, 4, &cages, &sums);
            assert_eq!(reductions(&id), expected, "{id}");
            if expected.is_empty() {
                irreducible += 1;
            } else {
                reducible += 1;
            }
            if round == 0 {
                while let Some((_, _, m, s)) = merges(g, &cages, &sums)
                    .into_iter()
                    .find(|(_, _, m, s)| unique(m, s))
                {
                    (cages, sums) = (m, s);
                }
                for k in 0..sums.len() {
                    let mut fewer = sums.clone();
                    fewer[k] = None;
                    if unique(&cages, &fewer) {
                        sums = fewer;
                    }
                }
            }
        }
    }
    assert!(
        irreducible >= 10 && reducible >= 10,
        "{irreducible} {reducible}"
    );
}

/// Why an irreducible Killer has a cage without a sum: when every cage has its sum, any one is the grid's total
/// minus the others, so dropping it (the cage keeping its different digits) leaves the one solution.
#[test]
fn killer_sums_are_implied_by_the_others() {
    let grids = grids_with_units(4, &units_of(&BLOCKS_4));
    let empty = ".".repeat(16);
    let mut rng = StdRng::seed_from_u64(18);
    let mut checked = 0;
    for _ in 0..100 {
        let g = &grids[rng.random_range(0..grids.len())];
        let cages = random_cages(g, 4, 5, &mut rng);
        let all: Vec<Option<u32>> = cages.iter().map(|c| sum_of(g, c)).collect();
        if brute_count(&grids, &empty, |g| killer_rule(g, &cages, &all)) != 1 {
            continue;
        }
        for k in 0..cages.len() {
            let mut fewer = all.clone();
            fewer[k] = None;
            assert_eq!(
                brute_count(&grids, &empty, |g| killer_rule(g, &cages, &fewer)),
                1
            );
        }
        checked += 1;
    }
    assert!(checked >= 10, "{checked}");
}

#[test]
fn tango_reductions_match_brute_force() {
    let grids = binary_grids(6);
    let mut rng = StdRng::seed_from_u64(17);
    let (mut irreducible, mut reducible) = (0, 0);
    for _ in 0..60 {
        let g = &grids[rng.random_range(0..grids.len())];
        let (mut cells, mut signs) = random_tango(g, 6, &mut rng);
        let unique = |cells: &str, signs: &[(usize, usize, char)]| {
            brute_binary(&grids, cells, |g| signs_hold(g, signs)) == 1
        };
        if !unique(&cells, &signs) {
            continue;
        }
        // The puzzle, then the same with clues dropped (by brute force) while it stays unique.
        for round in 0..2 {
            let expected = tango_reductions(&grids, &cells, &signs);
            let id = tango_id(6, &cells, &signs);
            assert_eq!(reductions(&id), expected, "{id}");
            if expected.is_empty() {
                irreducible += 1;
            } else {
                reducible += 1;
            }
            if round == 0 {
                for i in 0..36 {
                    let fewer = format!("{}.{}", &cells[..i], &cells[i + 1..]);
                    if unique(&fewer, &signs) {
                        cells = fewer;
                    }
                }
                for k in (0..signs.len()).rev() {
                    let mut fewer = signs.clone();
                    fewer.remove(k);
                    if unique(&cells, &fewer) {
                        signs = fewer;
                    }
                }
            }
        }
    }
    assert!(
        irreducible >= 5 && reducible >= 5,
        "{irreducible} {reducible}"
    );
}

// ---------------------------------------------------------------------------------------------------------
// Published puzzles with their known solutions.

/// A solution as an ID's cells (digits, or `0`/`1` for binary grids).
fn cells_of(solution: &[u8], binary: bool) -> String {
    let ch = |v: u8| {
        if binary {
            (b'0' + v - 1) as char
        } else {
            (b'0' + v) as char
        }
    };
    solution.iter().map(|&v| ch(v)).collect()
}

#[test]
fn published_puzzles_have_their_known_solutions() {
    let cases = [
        // X-Sudoku from Sudopedia's Sudoku-X page.
        (
            "sudoku-x:3x3:.............................................7.4.5.3.9.5.6.7.8.9.3.4.6.7.1.2.3.4.",
            "371865294265914738849732516536429871198376452724158369452697183983541627617283945",
        ),
        // X-Sudoku from the UK Puzzle Association's championship booklet.
        (
            "sudoku-x:3x3:.....38......47...6...2....89........23...78........36....3...4...16......78.....",
            "259613847381947265674528913896371452123456789745289136518732694932164578467895321",
        ),
        // Jigsaw: Janko's Chaos Sudoku 108.
        (
            "jigsaw:9:8...........1.....2.....4.6.....8..5...62..18.3...4.2....5..1.7..2.........8...9.:\
             999998888555998888555998333555111333222111333222111444222766444777766444777766666",
            "845279361359162784281395476467918235574623918136754829928536147792481653613847592",
        ),
        // Killer: the example of Wikipedia's Killer Sudoku article, no givens.
        (
            "killer:3x3:.................................................................................:\
             aabbbcdefgghhccdefggiicjkkflmminjkoflppqnjoorsptqnuvvrsttqwuuxxsyzwwAAxxsyzwBBBCC:\
             3,15,22,4,16,15,25,17,9,8,20,6,14,17,17,13,20,12,27,6,20,6,10,14,8,16,15,13,17",
            "215647398368952174794381652586274931142593867973816425821739546659428713437165289",
        ),
        // An 8×8 puzzle from puzzle-binairo.com, whose rules have no distinct-lines rule (its solution repeats
        // rows 1 and 5): a Tango grid with no signs.
        (
            "tango:8:....1.....01.0.0.0.......01.0.01..1......0....111...00....1...01:\
             ................................................................................................\
             ................",
            "0110110001011010100100111010010101101100100100111101001000101101",
        ),
    ];
    for (id, expected) in cases {
        let sol = oracle::solution(id).unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(cells_of(&sol, id.starts_with("tango")), expected, "{id}");
    }
    // As a binary puzzle the 8×8 grid has no solution: its one Tango solution repeats rows.
    let binary = "binary:8:....1.....01.0.0.0.......01.0.01..1......0....111...00....1...01";
    assert_eq!(oracle::count(binary, 2), Ok(0));
}

#[test]
fn a_12_clue_x_sudoku_is_irreducible() {
    // One of the 12-clue X-Sudokus (SudoCue's minimum X list): no 11-clue X-Sudoku is known.
    let id = "sudoku-x:3x3:............................................1..2345...56.......1......7....8..23.";
    assert_eq!(oracle::count(id, 2), Ok(1));
    assert_eq!(oracle::irreducible(id), Ok(()));
    // With a 13th clue from its solution, that clue (and maybe others) can go.
    let sol = oracle::solution(id).unwrap();
    let mut cells: Vec<u8> = id.split(':').nth(2).unwrap().bytes().collect();
    cells[0] = b'0' + sol[0];
    let more = format!("sudoku-x:3x3:{}", String::from_utf8(cells).unwrap());
    let err = oracle::irreducible(&more).unwrap_err();
    assert!(err.contains("the given at r1c1 can be dropped"), "{err}");
    // Without one of its clues it has more than one solution.
    let fewer = id.replacen('1', ".", 1);
    assert_eq!(oracle::count(&fewer, 2), Ok(2));
    assert_eq!(
        oracle::irreducible(&fewer),
        Err("more than one solution".into())
    );
}

// ---------------------------------------------------------------------------------------------------------
// Malformed IDs: refused, saying what and where.

#[test]
fn malformed_ids_are_refused_with_what_and_where() {
    let dots = |k: usize| ".".repeat(k);
    let jig5 = "1112211222333443534455554";
    let cases: Vec<(String, &str)> = vec![
        (String::new(), "unknown kind ''"),
        (
            format!("sudoku-y:3x3:{}", dots(81)),
            "unknown kind 'sudoku-y'",
        ),
        (
            format!("sudoku-x:3x3:{}", dots(80)),
            "cells: expected 81 characters, found 80",
        ),
        (
            format!("sudoku-x:3y3:{}", dots(81)),
            "'3y3' is not a block shape",
        ),
        (
            format!("sudoku-x:3x3:{}A", dots(80)),
            "'A' at r9c9 is not a symbol of side 9",
        ),
        (format!("sudoku-x:3x3:{}:x", dots(81)), "needs 3 fields"),
        (
            format!("jigsaw:13:{}:{}", dots(169), "1".repeat(169)),
            "'13' is not a side from 4 to 12",
        ),
        (
            format!("jigsaw:5:{}:{}", dots(25), "1112211222333443534455555"),
            "region '4' has 4 cells, not 5",
        ),
        (
            format!("jigsaw:5:{}:{}", dots(25), "1112211222333443534455545"),
            "region '5' is not connected (its cell r5c5 is cut off)",
        ),
        (
            format!("jigsaw:5:{}:{}", dots(25), jig5.replace('5', "a")),
            "'a' at r4c2 is not a label",
        ),
        (format!("jigsaw:5:{}", dots(25)), "needs 4 fields"),
        (
            format!("killer:2x2:{}:aabbaabbccddccdd:10,10,10", dots(16)),
            "4 cages but 3 sums",
        ),
        (
            format!("killer:2x2:{}:aabbaabbccddccdd:10,10,10,1x", dots(16)),
            "cage 'd': sum '1x' is not a number",
        ),
        (
            format!("killer:2x2:{}:aabbaabbccddccdd:10,10,10,11", dots(16)),
            "cage 'd' at r3c3: 4 different digits of 1-4 cannot make 11",
        ),
        (
            format!("killer:2x2:{}:abbbcdddeeefgggh:1,9,1,5,4,4,3,3", dots(16)),
            "cage 'd' at r2c2: 3 different digits of 1-4 cannot make 5",
        ),
        (
            format!("killer:2x2:{}:aabbaabbccddccda:10,10,10,10", dots(16)),
            "cage 'a' is not connected (its cell r4c4 is cut off)",
        ),
        (
            format!("killer:2x2:{}:aab-aabbccddccdd:10,10,10,10", dots(16)),
            "'-' at r1c4 is not a label",
        ),
        (
            format!("killer:4x4:{}:{}:136", dots(256), "a".repeat(256)),
            "'4x4' is not a block shape RxC with a side from 4 to 12",
        ),
        (
            format!("tango:7:{}:{}", dots(49), dots(84)),
            "side 7 is odd",
        ),
        (
            format!("tango:6:{}:{}", dots(36), dots(59)),
            "signs: expected 60 characters, found 59",
        ),
        (
            format!("tango:6:{}:{}+{}", dots(36), dots(31), dots(28)),
            "'+' between r1c2 and r2c2 is not '.', '=' or 'x'",
        ),
        (
            format!("tango:6:{}2:{}", dots(35), dots(60)),
            "'2' at r6c6 is not '.', '0' or '1'",
        ),
        (
            format!("tango:6:{}", dots(36)),
            "'tango' needs 4 fields separated by ':', found 3",
        ),
        (
            format!("binary:6:{}:{}", dots(36), dots(60)),
            "'binary' needs 3 fields",
        ),
    ];
    // An empty sum is a cage without a sum, not an error.
    assert!(oracle::parse(&format!("killer:2x2:{}:aabbaabbccddccdd:10,,10,", dots(16))).is_ok());
    for (id, expected) in cases {
        match oracle::parse(&id) {
            Ok(_) => panic!("{id} was accepted"),
            Err(e) => assert!(
                e.contains(expected),
                "{id}: '{e}' does not say '{expected}'"
            ),
        }
    }
}

// ---------------------------------------------------------------------------------------------------------
// What `deduce generate` makes, checked by the oracle.

#[test]
fn generated_sudoku_and_binary_puzzles_pass_the_oracle() {
    check_runs(PLAIN);
}

#[test]
fn generated_variants_are_unique_and_irreducible() {
    check_runs(VARIANTS);
}

#[test]
fn shape_rules_refuse_plain_blocks_big_cages_and_late_single_cages() {
    let check = |id: &str, level: &str| shape_rules(id, &oracle::parse(id).unwrap(), level);
    let labels = |f: &dyn Fn(usize, usize) -> usize| -> String {
        (0..36)
            .map(|i| char::from(b'1' + f(i / 6, i % 6) as u8))
            .collect()
    };
    let dots = ".".repeat(36);
    let blocks = format!("jigsaw:6:{dots}:{}", labels(&|r, c| r / 2 * 2 + c / 3));
    assert_eq!(
        check(&blocks, "easy"),
        Err("the regions are the plain 2×3 blocks".into())
    );
    let rows = format!("jigsaw:6:{dots}:{}", labels(&|r, _| r));
    assert_eq!(
        check(&rows, "easy"),
        Err("the regions are the plain 1×6 blocks".into())
    );
    let columns = format!("jigsaw:6:{dots}:{}", labels(&|_, c| c));
    assert_eq!(
        check(&columns, "easy"),
        Err("the regions are the plain 6×1 blocks".into())
    );
    // The 2×3 blocks, but r2c3 in the second block and r1c4 in the first.
    let shifted = format!(
        "jigsaw:6:{dots}:{}",
        labels(&|r, c| match (r, c) {
            (1, 2) => 1,
            (0, 3) => 0,
            _ => r / 2 * 2 + c / 3,
        })
    );
    assert_eq!(check(&shifted, "hard"), Ok(()));
    let single = format!(
        "killer:2x2:{}:abbbaccdeefdeggg:3,6,3,3,6,1,6",
        ".".repeat(16)
    );
    assert_eq!(check(&single, "easy"), Ok(()));
    assert_eq!(
        check(&single, "medium"),
        Err("a cage of 1 cells at r3c3".into())
    );
    let rows = "aaaaaabbbbbbccccccddddddeeeeeeffffff";
    let six = format!("killer:2x3:{dots}:{rows}:21,21,21,21,21,21");
    assert_eq!(check(&six, "easy"), Err("a cage of 6 cells at r1c1".into()));
}
