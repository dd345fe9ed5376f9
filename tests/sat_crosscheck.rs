//! The CNF export and the engine's counts, checked against references that share no code with the engine:
//! the famous puzzles' published results (tests/data/famous.tsv: the unique solution, or MULTIPLE / NONE) and
//! the oracle's counts (tests/common/oracle) on generated and randomly mutated puzzles of every Sudoku size up
//! to 16×16, binary puzzles and Killer. The export is solved by an independent SAT solver (varisat) with
//! blocking clauses; both its count and the engine's must equal the reference.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use deduce::cnf::{encode, Cnf};
use deduce::core::geometry::Geometry;
use deduce::family::any::AnyPuzzle;
use deduce::generate::sudoku::{irreducible, Symmetry};
use deduce::Puzzle;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use varisat::{ExtendFormula, Lit, Solver};

/// Models of the formula counted up to `limit`, blocking each found grid.
pub fn sat_count(f: &Cnf, limit: usize) -> usize {
    let mut solver = Solver::new();
    for c in &f.clauses {
        let lits: Vec<Lit> = c.iter().map(|&l| Lit::from_dimacs(l as isize)).collect();
        solver.add_clause(&lits);
    }
    let mut count = 0;
    while count < limit && solver.solve().unwrap() {
        count += 1;
        let model = solver.model().unwrap();
        let block: Vec<Lit> = model
            .iter()
            .filter(|l| l.var().to_dimacs() as u32 <= f.primary_vars)
            .map(|&l| !l)
            .collect();
        solver.add_clause(&block);
    }
    count
}

/// The first model of the formula as cell values (1-based digits), from its primary variables
/// `cell * n + digit` (1-based, the export's layout, which `jigsaw.rs` also pins).
fn sat_grid(f: &Cnf, n: usize) -> Option<Vec<u8>> {
    let mut solver = Solver::new();
    for c in &f.clauses {
        let lits: Vec<Lit> = c.iter().map(|&l| Lit::from_dimacs(l as isize)).collect();
        solver.add_clause(&lits);
    }
    if !solver.solve().unwrap() {
        return None;
    }
    let mut grid = vec![0u8; n * n];
    for l in solver.model().unwrap() {
        let v = l.var().to_dimacs() as usize;
        if l.is_positive() && v <= n * n * n {
            grid[(v - 1) / n] = ((v - 1) % n + 1) as u8;
        }
    }
    Some(grid)
}

#[test]
fn famous_puzzles_agree_with_their_published_results() {
    let mut checked = 0;
    for line in common::lines("famous.tsv") {
        let f: Vec<&str> = line.split('\t').collect();
        let (puzzle, published) = (f[1], f[2]);
        let p = AnyPuzzle::parse(puzzle).unwrap();
        let want = match published {
            "MULTIPLE" => 2,
            "NONE" => 0,
            _ => 1,
        };
        let cnf = encode(&p);
        assert_eq!(sat_count(&cnf, 2), want, "SAT: {line}");
        assert_eq!(p.count_solutions(2), want, "engine: {line}");
        if want == 1 {
            let digits: Vec<u8> = published.bytes().map(|b| b - b'0').collect();
            assert_eq!(sat_grid(&cnf, 9), Some(digits.clone()), "SAT: {line}");
            assert_eq!(p.solution().as_deref(), Some(&digits[..]), "engine: {line}");
        }
        checked += 1;
    }
    assert!(checked >= 10);
}

/// Random mutations: drop clues (towards several solutions), add random clues (towards none), or both.
fn mutate(p: &deduce::Sudoku, rng: &mut StdRng) -> deduce::Sudoku {
    let n = p.side();
    let mut cells = p.cells().to_vec();
    for _ in 0..rng.random_range(0..4) {
        let i = rng.random_range(0..n * n);
        cells[i] = 0;
    }
    for _ in 0..rng.random_range(0..3) {
        let i = rng.random_range(0..n * n);
        if cells[i] == 0 {
            cells[i] = rng.random_range(1..=n as u8);
        }
    }
    p.with_cells(&cells)
}

#[test]
fn generated_and_mutated_sudoku_agree_with_the_oracle() {
    // The oracle's plain search needs minutes for the 12×12 and 16×16 ones without a solution: those are
    // compared with it in the heavy layer (`common::full`).
    let full = common::full();
    let mut rng = StdRng::seed_from_u64(2026);
    let mut puzzles = Vec::new();
    for (br, bc, rounds) in [(2, 2, 60), (2, 3, 60), (3, 3, 60), (3, 4, 12), (4, 4, 4)] {
        let geo = Geometry::get(br, bc);
        for _ in 0..rounds {
            let p = irreducible(&geo, Symmetry::None, &mut rng);
            for q in [p.clone(), mutate(&p, &mut rng), mutate(&p, &mut rng)] {
                // A puzzle with two equal givens in a unit: parse would refuse it; the count is 0 either way.
                if q.violations().is_empty() {
                    puzzles.push((q, br * bc <= 9 || full));
                }
            }
        }
    }
    // Checked on every core; true where the oracle counted too.
    let by_oracle = common::par_map(&puzzles, |(q, with_oracle)| {
        let any = AnyPuzzle::Sudoku(q.clone());
        let sat = sat_count(&encode(&any), 2);
        assert_eq!(q.count_solutions(2), sat, "engine: {}", q.game_id());
        if *with_oracle {
            let want = common::oracle::count(&q.game_id(), 2).unwrap();
            assert_eq!(sat, want, "SAT: {}", q.game_id());
        }
        *with_oracle
    });
    let checked = puzzles.len();
    let by_oracle = by_oracle.iter().filter(|&&b| b).count();
    assert!(checked >= 400, "only {checked} cross-checked");
    assert!(
        by_oracle >= 400,
        "only {by_oracle} compared with the oracle"
    );
    eprintln!("sudoku puzzles cross-checked with SAT: {checked}, with the oracle: {by_oracle}");
}

#[test]
fn generated_and_mutated_binary_agree_with_the_oracle() {
    use deduce::{Binary, GenerateOptions, Level};
    let mut rng = StdRng::seed_from_u64(7);
    let mut checked = 0;
    for (n, rounds) in [(4, 20), (6, 40), (8, 40), (10, 30), (12, 15), (14, 10)] {
        for seed in 0..rounds {
            let level = [Level::Easy, Level::Medium, Level::Hard, Level::Expert][seed as usize % 4];
            let opts = GenerateOptions {
                size: n,
                level: Some(level),
                symmetry: None,
                seed,
                time_budget_ms: 2000,
            };
            let g = Binary::generate(&opts).unwrap();
            let p = Binary::parse(&g.game_id).unwrap();
            let mut variants = vec![p.clone()];
            for _ in 0..2 {
                let mut cells = p.cells().to_vec();
                for _ in 0..rng.random_range(1..6) {
                    let i = rng.random_range(0..n * n);
                    cells[i] = if rng.random_bool(0.6) {
                        0
                    } else {
                        rng.random_range(1..=2)
                    };
                }
                variants.push(p.with_cells(&cells));
            }
            for q in variants {
                let any = AnyPuzzle::Binary(q.clone());
                // The oracle refuses givens that break a rule; such a grid has no solution.
                let want = common::oracle::count(&q.game_id(), 2).unwrap_or(0);
                assert_eq!(sat_count(&encode(&any), 2), want, "SAT: {}", q.game_id());
                if q.violations().is_empty() {
                    assert_eq!(q.count_solutions(2), want, "engine: {}", q.game_id());
                } else {
                    assert_eq!(want, 0, "{}", q.game_id());
                }
                checked += 1;
            }
        }
    }
    assert!(checked >= 400, "only {checked} cross-checked");
    eprintln!("binary puzzles cross-checked with SAT: {checked}");
}

#[test]
fn all_small_binary_grids_are_counted_by_sat_too() {
    // OEIS A253316: 72 valid 4x4 grids, 4140 valid 6x6 grids.
    for (n, expected) in [(4usize, 72usize), (6, 4140)] {
        let f = deduce::cnf::binary(n, &vec![0; n * n]);
        assert_eq!(sat_count(&f, 10_000), expected, "{n}x{n}");
    }
}

#[test]
fn generated_and_mutated_killer_agree_with_the_oracle() {
    use deduce::family::any::Kind;
    use deduce::puzzle::GenerateOptions;
    let mut rng = StdRng::seed_from_u64(14);
    for (size, seed) in [(4, 1), (4, 2), (6, 1), (6, 2), (9, 1)] {
        let opts = GenerateOptions {
            size,
            level: Some(deduce::hint::technique::Level::Easy),
            symmetry: None,
            seed,
            time_budget_ms: 10_000,
        };
        let g = AnyPuzzle::generate(Kind::Killer, &opts).unwrap();
        let p = AnyPuzzle::parse(&g.game_id).unwrap();
        assert_eq!(common::oracle::count(&g.game_id, 2), Ok(1), "{}", g.game_id);
        assert_eq!(sat_count(&encode(&p), 2), 1, "{}", g.game_id);
        // A random given blanked or added: the counts still agree.
        let mut cells = p.cells().to_vec();
        let c = rng.random_range(0..cells.len());
        cells[c] = if cells[c] == 0 {
            rng.random_range(1..=size as u8)
        } else {
            0
        };
        let q = p.with_cells(&cells);
        // The reference: the oracle, whose cage rule is its own (tests/common/oracle/latin.rs), not the
        // engine's digit-set table that the export's Killer clauses come from. Givens that break a rule
        // are refused by it: no solution.
        let want = common::oracle::count(&q.game_id(), 3).unwrap_or(0);
        assert_eq!(sat_count(&encode(&q), 3), want, "SAT: {}", q.game_id());
        assert_eq!(q.count_solutions(3), want, "engine: {}", q.game_id());
    }
}
