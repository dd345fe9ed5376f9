//! Counts cross-checked against an independent SAT solver (varisat) on the CNF export, with blocking clauses:
//! famous puzzles, and generated and randomly mutated puzzles of every Sudoku size up to 16×16.
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

#[test]
fn famous_puzzles_agree_with_sat() {
    for line in common::lines("famous.tsv") {
        let puzzle = line.split('\t').nth(1).unwrap();
        let p = AnyPuzzle::parse(puzzle).unwrap();
        assert_eq!(sat_count(&encode(&p), 2), p.count_solutions(2), "{line}");
    }
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
fn generated_and_mutated_sudoku_agree_with_sat() {
    let mut rng = StdRng::seed_from_u64(2026);
    let mut checked = 0;
    for (br, bc, rounds) in [(2, 2, 60), (2, 3, 60), (3, 3, 60), (3, 4, 12), (4, 4, 4)] {
        let geo = Geometry::get(br, bc);
        for _ in 0..rounds {
            let p = irreducible(&geo, Symmetry::None, &mut rng);
            for q in [p.clone(), mutate(&p, &mut rng), mutate(&p, &mut rng)] {
                if !q.violations().is_empty() {
                    continue; // parse would refuse it; the count is 0 either way
                }
                let any = AnyPuzzle::Sudoku(q.clone());
                assert_eq!(
                    sat_count(&encode(&any), 2),
                    q.count_solutions(2),
                    "{}",
                    q.game_id()
                );
                checked += 1;
            }
        }
    }
    assert!(checked >= 400, "only {checked} cross-checked");
    eprintln!("sudoku puzzles cross-checked with SAT: {checked}");
}

#[test]
fn generated_and_mutated_binary_agree_with_sat() {
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
                let expected = if q.violations().is_empty() {
                    q.count_solutions(2)
                } else {
                    0
                };
                assert_eq!(sat_count(&encode(&any), 2), expected, "{}", q.game_id());
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
fn generated_and_mutated_killer_agree_with_sat() {
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
        assert_eq!(
            sat_count(&encode(&q), 3),
            q.count_solutions(3),
            "{}",
            q.game_id()
        );
    }
}
