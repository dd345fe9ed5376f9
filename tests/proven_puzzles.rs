//! Independent check of the proven-irreducible puzzles (`deduce generate --prove`; the page's ready-made set in
//! www/puzzles/): each puzzle has exactly one solution, and each clue is needed: without it the puzzle has a
//! second solution. Nothing here comes from the engine: the game IDs are read, the rules encoded as CNF and
//! every second solution checked against the rules by this file's own code; the SAT solver is varisat (a
//! dev-dependency), not the generator's CaDiCaL, and driven differently (the clue's own symbol ruled out, a
//! fresh solver per puzzle). The second solutions are certificates: a clue is only counted as needed once its
//! witness grid has passed `check_grid`.
//!
//! `cargo test --test proven_puzzles` checks every shipped puzzle's uniqueness and 8 clues of one puzzle per
//! file (which puzzle and which clues rotate by day); `cargo test --profile release-tests --test proven_puzzles --
//! --ignored` (the heavy layer of `./build.sh`) checks, rotating by day, a quarter of the clues of every shipped
//! puzzle and of an X-Sudoku 25×25, and every clue of one 16×16 made with `--prove` (seeds 1–3): every clue of
//! each within four runs. Every clue of an X-Sudoku 16×16 and two Jigsaw 12×12 made with `--prove` is checked
//! every run.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::path::Path;
use varisat::{ExtendFormula, Lit, Solver};

/// A puzzle read from a `sudoku:RxC:cells`, `sudoku-x:RxC:cells` or `jigsaw:N:cells:regions` game ID: its side,
/// cells (0: empty) and units (rows, columns, then blocks or regions, and for X-Sudoku both main diagonals).
struct Grid {
    n: usize,
    cells: Vec<usize>,
    units: Vec<Vec<usize>>,
}

impl Grid {
    fn parse(id: &str) -> Grid {
        let mut parts = id.trim().split(':');
        let kind = parts.next().unwrap();
        assert!(["sudoku", "sudoku-x", "jigsaw"].contains(&kind), "{id}");
        let shape = parts.next().unwrap();
        let (br, bc): (usize, usize) = match shape.split_once('x') {
            Some((br, bc)) => (br.parse().unwrap(), bc.parse().unwrap()),
            None => (0, 0),
        };
        let n = if kind == "jigsaw" {
            shape.parse().unwrap()
        } else {
            br * bc
        };
        let digit = |ch: char| match ch {
            '.' | '0' => 0,
            '1'..='9' => ch as usize - '0' as usize,
            'A'..='Z' => ch as usize - 'A' as usize + 10,
            _ => panic!("bad character {ch:?} in {id}"),
        };
        let cells: Vec<usize> = parts.next().unwrap().chars().map(digit).collect();
        assert_eq!(cells.len(), n * n, "{id}");
        assert!(cells.iter().all(|&v| v <= n), "{id}");
        let mut units: Vec<Vec<usize>> = vec![];
        for i in 0..n {
            units.push((0..n).map(|j| i * n + j).collect());
            units.push((0..n).map(|j| j * n + i).collect());
        }
        if kind == "jigsaw" {
            // One region label per cell; each region is a unit of n cells.
            let labels: Vec<usize> = parts.next().unwrap().chars().map(digit).collect();
            assert_eq!(labels.len(), n * n, "{id}");
            let mut found: Vec<usize> = labels.clone();
            found.sort_unstable();
            found.dedup();
            for l in found {
                let region: Vec<usize> = (0..n * n).filter(|&c| labels[c] == l).collect();
                assert_eq!(region.len(), n, "{id}");
                units.push(region);
            }
        } else {
            for i in 0..n {
                let (r0, c0) = ((i / (n / bc)) * br, (i % (n / bc)) * bc);
                units.push((0..n).map(|j| (r0 + j / bc) * n + c0 + j % bc).collect());
            }
        }
        if kind == "sudoku-x" {
            units.push((0..n).map(|i| i * n + i).collect());
            units.push((0..n).map(|i| i * n + n - 1 - i).collect());
        }
        Grid { n, cells, units }
    }

    fn n(&self) -> usize {
        self.n
    }

    /// The cells of every unit.
    fn units(&self) -> &[Vec<usize>] {
        &self.units
    }
}

/// `grid` is a full solution: every unit holds each symbol once, and it keeps the givens of `puzzle`.
fn check_grid(puzzle: &Grid, grid: &[usize]) -> bool {
    let n = puzzle.n();
    let full = grid.iter().all(|&v| (1..=n).contains(&v));
    let units_ok = puzzle.units().iter().all(|u| {
        let mut seen = vec![false; n + 1];
        u.iter()
            .all(|&c| !std::mem::replace(&mut seen[grid[c]], true))
    });
    let givens_ok = (0..n * n).all(|c| puzzle.cells[c] == 0 || puzzle.cells[c] == grid[c]);
    full && units_ok && givens_ok
}

/// Variable of "cell holds symbol v" (v in 1..=n), as a DIMACS number.
fn var(n: usize, cell: usize, v: usize) -> isize {
    (cell * n + v) as isize
}

/// A SAT solver holding the rules of `puzzle`'s grid (not its givens).
fn rules(puzzle: &Grid) -> Solver<'static> {
    let n = puzzle.n();
    let mut s = Solver::new();
    let lit = |c, v| Lit::from_dimacs(var(n, c, v));
    let mut groups: Vec<Vec<Lit>> = (0..n * n)
        .map(|c| (1..=n).map(|v| lit(c, v)).collect())
        .collect();
    for u in puzzle.units() {
        for v in 1..=n {
            groups.push(u.iter().map(|&c| lit(c, v)).collect());
        }
    }
    for g in groups {
        s.add_clause(&g);
        for i in 0..g.len() {
            for j in i + 1..g.len() {
                s.add_clause(&[!g[i], !g[j]]);
            }
        }
    }
    s
}

/// A model of `s` under `assumptions`, as a grid.
fn solve(s: &mut Solver, n: usize, assumptions: &[Lit]) -> Option<Vec<usize>> {
    s.assume(assumptions);
    let model = s.solve().unwrap().then(|| s.model().unwrap());
    s.assume(&[]);
    let mut grid = vec![0; n * n];
    for l in model? {
        if l.is_positive() {
            let k = l.to_dimacs() as usize - 1;
            grid[k / n] = k % n + 1;
        }
    }
    Some(grid)
}

/// Checks `id`: one solution, and each clue in `clues` (all: `None`) needed.
fn check(id: &str, clues: Option<&[usize]>) {
    let p = Grid::parse(id);
    let n = p.n();
    let mut s = rules(&p);
    let givens: Vec<usize> = (0..n * n).filter(|&c| p.cells[c] != 0).collect();
    let given = |c: usize| Lit::from_dimacs(var(n, c, p.cells[c]));
    let all: Vec<Lit> = givens.iter().map(|&c| given(c)).collect();
    let solution = solve(&mut s, n, &all).unwrap_or_else(|| panic!("no solution: {id}"));
    assert!(check_grid(&p, &solution), "{id}");
    // Unique: no solution differs from this one in an empty cell.
    let mut assumptions = all.clone();
    let other = Lit::from_dimacs((n * n * n + 1) as isize);
    let mut differ: Vec<Lit> = (0..n * n)
        .filter(|&c| p.cells[c] == 0)
        .map(|c| !Lit::from_dimacs(var(n, c, solution[c])))
        .collect();
    differ.push(!other);
    s.add_clause(&differ);
    assumptions.push(other);
    assert!(solve(&mut s, n, &assumptions).is_none(), "not unique: {id}");
    s.add_clause(&[!other]);
    for &c in clues.unwrap_or(&givens) {
        assert_ne!(p.cells[c], 0, "{c} is no clue of {id}");
        let mut a: Vec<Lit> = givens
            .iter()
            .filter(|&&g| g != c)
            .map(|&g| given(g))
            .collect();
        a.push(!given(c));
        let witness = solve(&mut s, n, &a).unwrap_or_else(|| {
            panic!(
                "clue {c} (r{}c{}) is not needed: {id}",
                c / n + 1,
                c % n + 1
            )
        });
        let mut without = p.cells.clone();
        without[c] = 0;
        let q = Grid {
            cells: without,
            units: p.units.clone(),
            n,
        };
        assert!(check_grid(&q, &witness) && witness[c] != p.cells[c], "{id}");
    }
}

/// A quarter of `id`'s clues, which quarter rotating with `sample` (every clue within four runs): the release
/// layer checks that many of the big puzzles' clues, each costing a SAT call.
fn quarter_of_clues(id: &str, sample: u64) -> Vec<usize> {
    let p = Grid::parse(id);
    (0..p.n() * p.n())
        .filter(|&c| p.cells[c] != 0)
        .enumerate()
        .filter(|(k, _)| *k as u64 % 4 == sample % 4)
        .map(|(_, c)| c)
        .collect()
}

/// The shipped puzzles: (file name, game IDs).
fn shipped() -> Vec<(String, Vec<String>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("www/puzzles");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        // the proven Sudoku sets (the ready-made Killer set is checked by tests/killer.rs)
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("sudoku-"))
        })
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|f| {
            let ids = std::fs::read_to_string(&f)
                .unwrap()
                .lines()
                .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
                .map(str::to_string)
                .collect();
            (f.file_name().unwrap().to_string_lossy().into_owned(), ids)
        })
        .collect()
}

#[test]
fn shipped_puzzles_are_unique_and_a_sample_of_clues_needed() {
    let files = shipped();
    assert!(!files.is_empty());
    // One puzzle of each file and 8 of its clues spread over the grid, both rotating by day (every clue of
    // every puzzle: the heavy layer of `./build.sh`, below); the rest: uniqueness.
    let day =
        common::sample_seed("shipped_puzzles_are_unique_and_a_sample_of_clues_needed") as usize;
    for (name, ids) in &files {
        assert_eq!(name, "sudoku-25.txt");
        assert!(!ids.is_empty(), "{name}");
        for (i, id) in ids.iter().enumerate() {
            let p = Grid::parse(id);
            assert_eq!(p.n(), 25, "{name}");
            let givens: Vec<usize> = (0..625).filter(|&c| p.cells[c] != 0).collect();
            let stride = givens.len() / 8;
            let sample: Vec<usize> = givens
                .iter()
                .skip(day / ids.len() % stride)
                .step_by(stride)
                .copied()
                .collect();
            check(id, Some(if i == day % ids.len() { &sample } else { &[] }));
        }
    }
}

#[test]
fn the_check_can_fail() {
    // A solved 4×4 grid is unique, but none of its clues is needed; a grid with two 1s in a column has no
    // solution; a 4×4 grid with one row given has many.
    let full = "sudoku:2x2:1234341221434321";
    check(full, Some(&[]));
    for (id, clue) in [
        (full, 5),
        ("sudoku:2x2:1...1...........", 0),
        ("sudoku:2x2:1234............", 0),
    ] {
        let r = std::panic::catch_unwind(|| check(id, Some(&[clue])));
        assert!(r.is_err(), "{id}");
    }
}

#[test]
fn the_check_knows_the_diagonals_and_the_regions() {
    // A plain 4×4 solution with 1, 4, 4, 1 on its main diagonal breaks the X rule, and its first region below
    // (r1c1–r1c3 and r2c1) holds two 3s: as X-Sudoku or as this Jigsaw it has no solution.
    let grid = "1234341221434321";
    check(&format!("sudoku:2x2:{grid}"), Some(&[]));
    for id in [
        format!("sudoku-x:2x2:{grid}"),
        format!("jigsaw:4:{grid}:1112122233443344"),
    ] {
        assert!(
            std::panic::catch_unwind(|| check(&id, Some(&[]))).is_err(),
            "{id}"
        );
    }
}

#[test]
fn proven_x_and_jigsaw_puzzles_pass_the_check() {
    // `deduce generate --prove` for the variants (9×9 here, to stay quick; the largest sizes run ignored below).
    for seed in 1..=2 {
        let opts = deduce::GenerateOptions {
            size: 9,
            level: None,
            symmetry: None,
            seed,
            time_budget_ms: 10_000,
        };
        let x = deduce::generate::sudoku::generate_x(&opts, true).unwrap();
        let jigsaw = deduce::generate::jigsaw::generate(&opts, true).unwrap();
        for g in [x, jigsaw] {
            assert_eq!(g.undecided, 0, "{}", g.game_id);
            check(&g.game_id, None);
        }
    }
}

/// Every clue of three big variants made with `--prove`: well under a second in the optimised test build.
#[test]
fn every_clue_of_proven_big_variants_is_needed() {
    for (kind, size, seed) in [("sudoku-x", 16, 1), ("jigsaw", 12, 1), ("jigsaw", 12, 2)] {
        proven_variant_is_needed(kind, size, seed);
    }
}

fn proven_variant_is_needed(kind: &str, size: usize, seed: u64) {
    let opts = deduce::GenerateOptions {
        size,
        level: None,
        symmetry: None,
        seed,
        time_budget_ms: 10_000,
    };
    let g = match kind {
        "sudoku-x" => deduce::generate::sudoku::generate_x(&opts, true),
        _ => deduce::generate::jigsaw::generate(&opts, true),
    }
    .unwrap();
    assert_eq!(g.undecided, 0, "{}", g.game_id);
    check(&g.game_id, None);
}

/// `deduce generate --kind sudoku-x --size 25 --prove --seed 1` (36 s of CPU with CaDiCaL; a constant here, so
/// the ignored check below costs only the check).
const X25_SEED1: &str = "sudoku-x:5x5:L...5A.4.8.OI9....3....7...H...2.5.....7L.E6GJC8..4....O......PGF.I..9B..N.C..O6..........1.....9D..1E.D..M..3....A.N.7....G..J3.K..8AE...P..OM..1....I...H..6.....J.4..ND....B9.5B..O.........6.L.MI..HA..1.LN...9.EH.5F....O...P.CE...3G....7...82I5...........I.B..2.....13..4..M34....F..E.L...J..OIBGP1.KI....C.54NDM.8.F.E...27....G1....3K...2D...6.......PN.H.M..I.B.C5..6....K.4....C.....8D.6.15K7J..P3.PLJ.E....4.A.DGN.28.1.I..1M9B..8.2...J.....AKO..5..KD...NH.E...J.3.L.G..982O...F....59.3IC..A......6M8A..2....B.....E......J........G..FEK.1..H..9.52O.3.N..9.....5..L4CKP.M.H........OI7..CG8......J.BI9.F..........P3...N6...";

#[test]
#[ignore = "heavy layer: ./build.sh test runs it in its turn, test-full every run"]
fn every_clue_of_a_proven_x_25_is_needed() {
    // A quarter of its clues a run, rotating by day: every clue within four runs.
    // In two halves, one a core (each proves the puzzle unique again: a few seconds).
    let sample = common::sample_seed("every_clue_of_a_proven_x_25_is_needed");
    let clues = quarter_of_clues(X25_SEED1, sample);
    let halves: Vec<&[usize]> = clues.chunks(clues.len().div_ceil(2)).collect();
    common::par_map(&halves, |half| check(X25_SEED1, Some(half)));
}

#[test]
fn the_engine_counts_and_grades_a_proven_x_25() {
    // The engine's own count (not the check above): the general search hands a big X-Sudoku to the SAT
    // solver, which proves it unique in about a second of CPU (the search alone took minutes: `deduce grade`).
    let p = deduce::AnyPuzzle::parse(X25_SEED1).unwrap();
    assert_eq!(p.count_solutions(2), 1);
    assert!(p.grade().is_ok());
    // Every clue is needed: without the first one there are two solutions.
    let grid = X25_SEED1.rfind(':').unwrap() + 1;
    let at = grid + X25_SEED1[grid..].find(|ch| ch != '.').unwrap();
    let without = format!("{}.{}", &X25_SEED1[..at], &X25_SEED1[at + 1..]);
    assert_eq!(
        deduce::AnyPuzzle::parse(&without)
            .unwrap()
            .count_solutions(2),
        2
    );
}

#[test]
#[ignore = "heavy layer: ./build.sh test runs it in its turn, test-full every run"]
fn every_clue_of_the_proven_puzzles_is_needed() {
    // A run: a quarter of the clues of every shipped puzzle, and every clue of one 16×16 made with --prove (seeds 1–3),
    // rotating by day (`DEDUCE_SAMPLE=N`): every clue of each within a few runs.
    let sample = common::sample_seed("every_clue_of_the_proven_puzzles_is_needed");
    let ids: Vec<String> = shipped().into_iter().flat_map(|(_, ids)| ids).collect();
    common::par_map(&ids, |id| check(id, Some(&quarter_of_clues(id, sample))));
    let opts = deduce::GenerateOptions {
        size: 16,
        level: None,
        symmetry: None,
        seed: 1 + sample % 3,
        time_budget_ms: 10_000,
    };
    let g = deduce::generate::sudoku::generate_with(&opts, true).unwrap();
    assert_eq!(g.undecided, 0);
    check(&g.game_id, None);
}
