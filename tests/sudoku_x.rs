//! X-Sudoku end to end, natively: generation at every level the page offers (unique and irreducible, checked
//! by an independent counter that knows the diagonal rule and shares no code with the engine), grading, hints
//! that name the diagonals, the CNF's diagonal clauses, and the CLI commands on `sudoku-x:` game IDs.

mod common;

use common::cli;
use deduce::core::cell::Unit;
use deduce::family::any::{AnyPuzzle, Kind};
use deduce::{GenerateOptions, Level, Puzzle};

/// Solutions of an X-Sudoku up to `limit`, by the tests' independent counter (plain backtracking with the
/// rows, columns, blocks and both diagonals checked directly; no engine code).
fn x_count(cells: &mut [u8], br: usize, bc: usize, limit: usize) -> usize {
    common::naive_count_x(cells, br, bc, true, limit)
}

fn opts(size: usize, level: Option<Level>, seed: u64) -> GenerateOptions {
    GenerateOptions {
        size,
        level,
        symmetry: None,
        seed,
        time_budget_ms: 60_000,
    }
}

/// The puzzle is an X-Sudoku with exactly one solution, and every clue is needed (checked independently).
fn unique_and_irreducible(p: &deduce::Sudoku) {
    let (br, bc) = p.shape();
    let mut cells = p.cells().to_vec();
    assert_eq!(x_count(&mut cells, br, bc, 2), 1, "{}", p.game_id());
    for i in 0..cells.len() {
        if cells[i] != 0 {
            let v = std::mem::replace(&mut cells[i], 0);
            assert!(
                x_count(&mut cells, br, bc, 2) >= 2,
                "clue r{}c{} of {} can go",
                i / p.side() + 1,
                i % p.side() + 1,
                p.game_id()
            );
            cells[i] = v;
        }
    }
}

#[test]
fn generated_x_puzzles_are_unique_irreducible_and_graded() {
    // The levels the page offers (www/levels.js); at 9×9 easy to hard come from removal capped at the level.
    for (size, levels) in [
        (4, vec![Level::Easy]),
        (
            6,
            vec![Level::Easy, Level::Medium, Level::Hard, Level::Expert],
        ),
        (9, Level::ALL.to_vec()),
    ] {
        for level in levels {
            // The independent check costs most at 9×9 (debug build): one seed per level there.
            for seed in 1..=if size == 9 { 1 } else { 3 } {
                let g = AnyPuzzle::generate(Kind::SudokuX, &opts(size, Some(level), seed)).unwrap();
                assert!(g.game_id.starts_with("sudoku-x:"), "{}", g.game_id);
                let p = AnyPuzzle::parse(&g.game_id).unwrap();
                assert_eq!(p.kind(), Kind::SudokuX);
                assert_eq!(g.level, level, "{size}×{size} seed {seed}: {}", g.game_id);
                assert_eq!(p.grade().unwrap().level, level);
                let AnyPuzzle::Sudoku(s) = &p else { panic!() };
                unique_and_irreducible(s);
                // The same seed gives the same puzzle.
                let again = AnyPuzzle::generate(Kind::SudokuX, &opts(size, Some(level), seed));
                assert_eq!(again.unwrap().game_id, g.game_id);
            }
        }
    }
}

#[test]
fn grading_up_to_a_level_agrees_with_the_full_grade() {
    // The generator rejects puzzles beyond the level asked for with `grade_up_to`, which stops early: below the
    // puzzle's grade it must say "beyond" with a level between, at or above it the full grade itself.
    use deduce::human::solver::{grade_unique, grade_up_to};
    let mut seen = vec![];
    for (kind, seed) in (1..=6)
        .map(|s| (Kind::SudokuX, s))
        .chain((1..=4).map(|s| (Kind::Jigsaw, s)))
    {
        let level = Level::ALL[seed as usize % 5];
        let g = AnyPuzzle::generate(kind, &opts(9, Some(level), seed)).unwrap();
        let AnyPuzzle::Sudoku(p) = AnyPuzzle::parse(&g.game_id).unwrap() else {
            panic!()
        };
        let full = grade_unique(&p).unwrap();
        seen.push(full.level);
        for cap in Level::ALL {
            match grade_up_to(&p, cap).unwrap() {
                Ok(g) => assert!(
                    full.level <= cap && g == full,
                    "{} cap {cap:?}",
                    p.game_id()
                ),
                Err(at_least) => assert!(
                    full.level > cap && (cap < at_least && at_least <= full.level),
                    "{} cap {cap:?}: {at_least:?}",
                    p.game_id()
                ),
            }
        }
    }
    assert!(
        seen.iter().any(|&l| l >= Level::Expert) && seen.iter().any(|&l| l <= Level::Medium),
        "{seen:?}"
    );
}

/// 12×12 X-Sudoku (CLI only) generates a unique puzzle, by the test's own counter. Three minutes in a debug
/// build: optimised builds only (the release layer (`./build.sh test-full`)).
#[test]
#[cfg_attr(debug_assertions, ignore = "release layer (./build.sh test-full)")]
fn twelve_by_twelve_x_generates() {
    let g = AnyPuzzle::generate(Kind::SudokuX, &opts(12, None, 1)).unwrap();
    let AnyPuzzle::Sudoku(s) = AnyPuzzle::parse(&g.game_id).unwrap() else {
        panic!()
    };
    let mut cells = s.cells().to_vec();
    assert_eq!(x_count(&mut cells, 3, 4, 2), 1);
}

#[test]
fn hints_name_the_diagonals() {
    // Along the solve paths of a few puzzles some step works in a diagonal, and says so.
    let mut named = 0;
    for seed in 1..=8 {
        let g = AnyPuzzle::generate(Kind::SudokuX, &opts(9, Some(Level::Expert), seed)).unwrap();
        let p = AnyPuzzle::parse(&g.game_id).unwrap();
        for st in p.steps().unwrap() {
            if st.units.iter().any(|u| matches!(u, Unit::Diagonal(_))) {
                assert!(
                    st.explanation.contains("the main diagonal")
                        || st.explanation.contains("the anti-diagonal"),
                    "{}",
                    st.explanation
                );
                assert!(st
                    .figure
                    .units
                    .iter()
                    .any(|(u, _)| matches!(u, Unit::Diagonal(_))));
                named += 1;
            }
        }
    }
    assert!(named > 0, "no step used a diagonal");
}

#[test]
fn cnf_has_the_diagonal_clauses() {
    let p = AnyPuzzle::parse("sudoku-x:2x2:1...............").unwrap();
    let plain = AnyPuzzle::parse("sudoku:2x2:1...............").unwrap();
    let (fx, fp) = (deduce::cnf::encode(&p), deduce::cnf::encode(&plain));
    assert_eq!(fx.vars, fp.vars);
    // Two diagonals × 4 values × (one "at least" clause + 6 pairs).
    assert_eq!(fx.clauses.len(), fp.clauses.len() + 2 * 4 * 7);
    // r1c1 = 1 forbids 1 at r4c4 (same diagonal): the pair clause is there.
    let x = |r: i32, c: i32, v: i32| (r * 4 + c) * 4 + v;
    assert!(fx.clauses.contains(&vec![-x(0, 0, 1), -x(3, 3, 1)]));
    assert!(!fp.clauses.contains(&vec![-x(0, 0, 1), -x(3, 3, 1)]));
}

#[test]
fn cli_commands_on_x_sudoku() {
    let (id, ok) = cli(
        &[
            "generate", "--kind", "sudoku-x", "--size", "9", "--level", "expert", "--seed", "5",
        ],
        "",
    );
    assert!(ok, "{id}");
    let id = id.trim();
    assert!(id.starts_with("sudoku-x:3x3:"), "{id}");
    let (out, ok) = cli(&["count"], id);
    assert!(ok);
    assert_eq!(out.trim(), "1");
    let (sol, _) = cli(&["solve"], id);
    let sol = sol.trim();
    assert!(
        sol.starts_with("sudoku-x:3x3:") && !sol.contains('.'),
        "{sol}"
    );
    let (out, _) = cli(&["validate"], sol);
    assert_eq!(out.trim(), "ok");
    let (out, _) = cli(&["grade"], id);
    assert!(out.contains("expert"), "{out}");
    let (out, ok) = cli(&["hint"], id);
    assert!(ok && !out.trim().is_empty());
    let (out, ok) = cli(&["steps"], id);
    assert!(ok && out.lines().count() > 10);
    let (out, ok) = cli(&["cnf", id], "");
    assert!(ok && out.contains("p cnf 729 "), "{out}");
    // Two 5s on the main diagonal: the rule is named with its cells.
    let mut clash = ".".repeat(81);
    clash.replace_range(0..1, "5");
    clash.replace_range(80..81, "5");
    let (out, _) = cli(&["validate"], &format!("sudoku-x:3x3:{clash}"));
    assert!(
        out.contains("main diagonal") && out.contains("r1c1") && out.contains("r9c9"),
        "{out}"
    );
    // The same cells on a plain grid break nothing.
    let (out, _) = cli(&["validate"], &format!("sudoku:3x3:{clash}"));
    assert_eq!(out.trim(), "ok");
}
