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
    common::sudoku_opts(size, level, seed)
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

/// 12×12 X-Sudoku (CLI only) generates a unique puzzle, by the test's own counter: 18 s in the optimised test
/// build, most of it the counter's, so the heavy layer of `./build.sh` runs it.
#[test]
#[ignore = "heavy layer: ./build.sh test runs it in its turn, test-full every run"]
fn twelve_by_twelve_x_generates() {
    let g = AnyPuzzle::generate(Kind::SudokuX, &opts(12, None, 1)).unwrap();
    let AnyPuzzle::Sudoku(s) = AnyPuzzle::parse(&g.game_id).unwrap() else {
        panic!()
    };
    let mut cells = s.cells().to_vec();
    assert_eq!(x_count(&mut cells, 3, 4, 2), 1);
}

/// The 16×16 X-Sudoku of `deduce generate --kind sudoku-x --size 16 --level master --seed 1`.
const X16: &str = "sudoku-x:4x4:EG.9....D5..B.8.A.73C....4..F.......FA.D....9..3....7.8......2.EC.5D............3.6..B.....AE.....F79..4..EB.5.C...4D..F...8...B.1.C...B.3.....AG...EC985...1.6.D............4.....F....BA...9D..4...5....C..D.....A...39...........1.F6..B.7.3......D2..E....B.";

/// The big-grid solver reads units, so it counts X-Sudoku with its diagonals (it once kept the tables of
/// the first geometry of a shape it saw, plain or X, for both): on the 16×16 fixture's solution with the diagonals' cells and others taken out, and
/// one clue changed now and then, its counts and the door's (which sends 16×16 X-Sudoku to it) agree with
/// the independent counter.
#[test]
fn the_big_grid_solver_counts_x_sudoku_like_the_independent_counter() {
    use deduce::core::geometry::Geometry;
    use deduce::core::sudoku::Sudoku;
    use deduce::solve::door;
    use rand::{Rng, SeedableRng};
    let AnyPuzzle::Sudoku(p) = AnyPuzzle::parse(X16).unwrap() else {
        panic!("a Sudoku-family ID")
    };
    let solution = p.solution().expect("the fixture is unique");
    let mut full = solution.clone();
    assert_eq!(
        x_count(&mut full, 4, 4, 2),
        1,
        "the solution is an X-Sudoku"
    );
    let seed = common::sample_seed("the_big_grid_solver_counts_x_sudoku");
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    let mut differs = 0;
    for trial in 0..12 {
        let mut cells = solution.clone();
        for i in 0..16 {
            cells[i * 16 + i] = 0;
            cells[i * 16 + 15 - i] = 0;
        }
        for _ in 0..rng.random_range(60..130) {
            cells[rng.random_range(0..256)] = 0;
        }
        if trial % 3 == 2 {
            let i = rng.random_range(0..256);
            cells[i] = rng.random_range(1..=16);
        }
        let mut q = Sudoku::on(deduce::rules::x_geometry(4, 4));
        for (i, &v) in cells.iter().enumerate() {
            q.set(i, v);
        }
        // The same cells as a plain Sudoku first: the solver keeps its tables per geometry, not per shape.
        let mut plain = Sudoku::on(Geometry::get(4, 4));
        for (i, &v) in cells.iter().enumerate() {
            plain.set(i, v);
        }
        for limit in [1, 3] {
            let mut stats = door::Stats::default();
            let blocks_only = x_count_blocks_only(&cells, limit);
            let big = door::count_solutions_big(&plain, limit, &mut stats);
            assert_eq!(
                big,
                blocks_only,
                "plain, limit {limit}: {}",
                plain.game_id()
            );
            let want = x_count(&mut cells.clone(), 4, 4, limit);
            let big = door::count_solutions_big(&q, limit, &mut stats);
            assert_eq!(big, want, "big-grid solver, limit {limit}: {}", q.game_id());
            assert_eq!(q.count_solutions(limit), want, "the door: {}", q.game_id());
            differs += usize::from(blocks_only != want);
        }
    }
    // The trials are ones where the diagonals matter: without them the counts would differ.
    assert!(differs > 0, "seed {seed}: no trial needed the diagonals");
}

/// [`x_count`] without the diagonals (a plain Sudoku count).
fn x_count_blocks_only(cells: &[u8], limit: usize) -> usize {
    common::naive_count_x(&mut cells.to_vec(), 4, 4, false, limit)
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
