//! Counting on big grids with restarts. A plain depth-first search of a 25×25 puzzle has a heavy tail: on
//! about one generated puzzle in fifteen its first choices lead it into a huge part of the tree with no
//! solution (seconds, up to 13 s on 84 puzzles, where the median is 26 ms). So the plain search runs first
//! with a branch-point limit that most puzzles stay well within; past it, the count starts again with
//! failed-literal probing ([`big::Solver::probe`]) on relabelled copies of the puzzle (symbols renamed, rows
//! moved within their bands and bands moved, the same for columns: an equivalent puzzle, searched in another
//! order), with a limit that doubles at each restart (and none from the 16th), in two phases: find a
//! solution; then look for one that differs from it somewhere ([`big::Solver::differ`]), which is the
//! uniqueness proof. The copies come from a
//! fixed seed, so the work and the result are the same every time. On 84 generated 25×25 puzzles (seeds 1–84,
//! thread CPU time) the slowest count went from 13.1 s to 0.16 s and the mean from 329 ms to 45 ms, the median
//! (26 ms) unchanged; 16×16 is unchanged (median 2.9 ms, max 71 ms): `DEDUCE_SEEDS=1..84 cargo test --release
//! --test big_grids -- --ignored --nocapture count_tail_report`.

use super::{big, Sudoku};
use crate::puzzle::Puzzle;
use crate::step::Symbol;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::SeedableRng;

/// Branch points of the plain search before the restarts begin.
const PLAIN_LIMIT: u64 = 20_000;
/// Branch points of the first run of each phase; each restart doubles it.
const FIRST_LIMIT: u64 = 1_000;
const SECOND_LIMIT: u64 = 100_000;
/// From this restart on a run has no limit, so the count always ends.
const UNLIMITED_FROM: u32 = 16;

/// An equivalent grid: cell (r, c) of the copy is cell (`rows[r]`, `cols[c]`) of the original, and symbol `s`
/// of the original is `sym[s]` in the copy.
struct Relabel {
    n: usize,
    rows: Vec<usize>,
    cols: Vec<usize>,
    sym: Vec<Symbol>,
    inv: Vec<Symbol>,
}

impl Relabel {
    fn identity(n: usize) -> Relabel {
        let sym: Vec<Symbol> = (0..=n as Symbol).collect();
        Relabel {
            n,
            rows: (0..n).collect(),
            cols: (0..n).collect(),
            inv: sym.clone(),
            sym,
        }
    }

    /// Rows shuffled within shuffled bands (`br` rows each), columns within shuffled stacks, symbols renamed.
    fn random(n: usize, br: usize, bc: usize, rng: &mut StdRng) -> Relabel {
        let lines = |block: usize, rng: &mut StdRng| -> Vec<usize> {
            let mut groups: Vec<usize> = (0..n / block).collect();
            groups.shuffle(rng);
            let mut out = Vec::with_capacity(n);
            for g in groups {
                let mut inner: Vec<usize> = (g * block..(g + 1) * block).collect();
                inner.shuffle(rng);
                out.extend(inner);
            }
            out
        };
        let rows = lines(br, rng);
        let cols = lines(bc, rng);
        let mut sym: Vec<Symbol> = (1..=n as Symbol).collect();
        sym.shuffle(rng);
        sym.insert(0, 0);
        let mut inv = vec![0; n + 1];
        for (s, &t) in sym.iter().enumerate() {
            inv[t as usize] = s as Symbol;
        }
        Relabel {
            n,
            rows,
            cols,
            sym,
            inv,
        }
    }

    fn to_copy(&self, cells: &[Symbol]) -> Vec<Symbol> {
        let n = self.n;
        let mut out = vec![0; n * n];
        for (r, &or) in self.rows.iter().enumerate() {
            for (c, &oc) in self.cols.iter().enumerate() {
                out[r * n + c] = self.sym[cells[or * n + oc] as usize];
            }
        }
        out
    }

    fn to_original(&self, cells: &[Symbol]) -> Vec<Symbol> {
        let n = self.n;
        let mut out = vec![0; n * n];
        for (r, &or) in self.rows.iter().enumerate() {
            for (c, &oc) in self.cols.iter().enumerate() {
                out[or * n + oc] = self.inv[cells[r * n + c] as usize];
            }
        }
        out
    }
}

fn limit(first: u64, restart: u32) -> u64 {
    if restart >= UNLIMITED_FROM {
        u64::MAX
    } else {
        first << restart
    }
}

/// Solutions of `s` counted up to `limit`, and the first one found; `(0, None)` if the givens break a rule.
/// Counts above 2 go on with one plain search.
pub fn count(s: &Sudoku, limit_count: usize) -> (usize, Option<Vec<Symbol>>) {
    count_with(s, limit_count, PLAIN_LIMIT)
}

/// [`count`] with the plain search's branch-point limit given (0: straight to the restarts; for tests).
pub fn count_with(
    s: &Sudoku,
    limit_count: usize,
    plain_limit: u64,
) -> (usize, Option<Vec<Symbol>>) {
    let geo = &s.geo;
    let (n, cells) = (geo.n, s.cells());
    if limit_count == 0 {
        return (0, None);
    }
    let mut solver = big::Solver::new(geo);
    // The plain search first: it settles most puzzles well within this limit.
    solver.guess_limit = plain_limit;
    let (found, sol) = solver.run(cells, limit_count, None);
    if !solver.aborted {
        return (found, sol);
    }
    // Failed-literal probing makes the exhaustive parts (no solution here; no other solution) far smaller.
    solver.probe = true;
    let mut rng = StdRng::seed_from_u64(0x0dd_5eed);
    // Phase 1: a solution, or the proof that there is none, on relabelled copies.
    let mut first = None;
    for k in 0.. {
        let copy = Relabel::random(n, geo.br, geo.bc, &mut rng);
        solver.guess_limit = limit(FIRST_LIMIT, k);
        let (found, sol) = solver.run(&copy.to_copy(cells), 1, None);
        if found > 0 {
            first = sol.map(|x| copy.to_original(&x));
            break;
        }
        if !solver.aborted {
            return (0, None);
        }
    }
    let Some(first) = first else {
        return (0, None);
    };
    if limit_count == 1 {
        return (1, Some(first));
    }
    if limit_count > 2 {
        solver.guess_limit = u64::MAX;
        let (found, _) = solver.run(cells, limit_count, None);
        return (found, Some(first));
    }
    // Phase 2: a solution that differs from the first in some empty cell?
    let open: Vec<usize> = (0..n * n).filter(|&i| cells[i] == 0).collect();
    if open.is_empty() {
        return (1, Some(first));
    }
    for k in 0.. {
        let copy = match k {
            0 => Relabel::identity(n),
            _ => Relabel::random(n, geo.br, geo.bc, &mut rng),
        };
        let in_copy = copy.to_copy(&first);
        solver.prefer = in_copy.iter().map(|&v| v - 1).collect();
        // The open cells' places in the copy.
        let mut where_ = vec![0usize; n * n];
        for (r, &or) in copy.rows.iter().enumerate() {
            for (c, &oc) in copy.cols.iter().enumerate() {
                where_[or * n + oc] = r * n + c;
            }
        }
        solver.differ = open.iter().map(|&i| where_[i] as u16).collect();
        solver.guess_limit = limit(SECOND_LIMIT, k);
        let (found, _) = solver.run(&copy.to_copy(cells), 1, None);
        if found > 0 {
            return (2, Some(first));
        }
        if !solver.aborted {
            return (1, Some(first));
        }
    }
    unreachable!("the last runs have no limit")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_relabelled_copy_maps_back() {
        let mut rng = StdRng::seed_from_u64(3);
        let r = Relabel::random(12, 3, 4, &mut rng);
        let cells: Vec<Symbol> = (0..144).map(|i| (i % 13) as Symbol).collect();
        assert_eq!(r.to_original(&r.to_copy(&cells)), cells);
        assert_ne!(r.to_copy(&cells), cells);
    }

    #[test]
    fn counts_agree_with_the_plain_search() {
        // An empty 16×16 grid (many solutions), a solved one (one), one with a clue gone (one, or two).
        let geo = crate::sudoku::Geometry::get(4, 4);
        let empty = Sudoku::from_cells(4, 4, &vec![0; 256]).unwrap();
        assert_eq!(count(&empty, 2).0, 2);
        assert_eq!(count(&empty, 5).0, 5);
        let sol = count(&empty, 1).1.unwrap();
        let full = Sudoku::from_cells(4, 4, &sol).unwrap();
        assert!(full.violations().is_empty());
        assert_eq!(count(&full, 2), (1, Some(sol.clone())));
        let mut holes = sol.clone();
        for i in (0..256).step_by(7) {
            holes[i] = 0;
        }
        let p = Sudoku::from_cells(4, 4, &holes).unwrap();
        let plain = big::Solver::new(&geo).run(&holes, 2, None).0;
        assert_eq!(count(&p, 2).0, plain);
        // Givens that break a rule.
        let mut bad = vec![0; 256];
        bad[0] = 1;
        bad[1] = 1;
        assert_eq!(count(&Sudoku::from_cells(4, 4, &bad).unwrap(), 2).0, 0);
    }
}
