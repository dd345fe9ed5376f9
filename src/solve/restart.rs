//! Counting on big grids, restarted with probing when the plain search runs long. A plain depth-first search
//! of a 25×25 puzzle has a heavy tail: on about one generated puzzle in fifteen its first choices lead it
//! into a huge part of the tree with no solution (seconds, up to 13 s on 84 puzzles, where the median is
//! 26 ms). Failed-literal probing ([`big::Solver::probe`]) cuts those parts down but costs more per node, so
//! the plain search runs first, with a branch-point limit that most puzzles stay well within, and past it the
//! count starts again with probing and no limit. On 84 generated 25×25 puzzles (seeds 1–84, thread CPU time,
//! two runs) the slowest count went from 13.2–13.5 s to 0.14–0.17 s and the mean from 341–363 ms to 46–51 ms,
//! the median (27–34 ms) about the same; 16×16 puzzles stay within the plain search
//! (`DEDUCE_SEEDS=1..84 cargo test --release --test big_grids -- --ignored --nocapture count_tail_report`).
//! Native builds with the `prove` feature hand the count to the SAT solver instead of probing (see
//! [`super::sat_count`]). (Restarting on relabelled copies of the puzzle,
//! symbols renamed and rows and columns moved, with doubling limits, did no better: max 0.16 s, mean 45 ms.)

use super::big;
use crate::core::cell::Symbol;
use crate::core::sudoku::Sudoku;
use crate::puzzle::Puzzle;

/// Solutions of `s` counted up to `limit`, and the first one found; `(0, None)` if the givens break a rule.
pub fn count(s: &Sudoku, limit: usize) -> (usize, Option<Vec<Symbol>>) {
    count_with(s, limit, super::LONG_SEARCH)
}

/// [`count`] with the plain search's branch-point limit given ([`super::LONG_SEARCH`] there; 0: the second
/// stage from the start; for tests).
pub fn count_with(s: &Sudoku, limit: usize, plain_limit: u64) -> (usize, Option<Vec<Symbol>>) {
    let mut solver = big::Solver::new(&s.geo);
    solver.guess_limit = plain_limit;
    let plain = solver.run(s.cells(), limit, None);
    if !solver.aborted {
        return plain;
    }
    if let Some(counted) = super::sat_count(s, limit) {
        return counted;
    }
    solver.guess_limit = u64::MAX;
    solver.probe = true;
    solver.run(s.cells(), limit, None)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_agree_with_the_plain_search() {
        // An empty 16×16 grid (many solutions), a solved one (one), one with clues gone, broken givens.
        let geo = crate::core::geometry::Geometry::get(4, 4);
        let empty = Sudoku::from_cells(4, 4, &[0; 256]).unwrap();
        for plain_limit in [0, crate::solve::LONG_SEARCH] {
            assert_eq!(count_with(&empty, 2, plain_limit).0, 2);
            assert_eq!(count_with(&empty, 5, plain_limit).0, 5);
        }
        let sol = count(&empty, 1).1.unwrap();
        let full = Sudoku::from_cells(4, 4, &sol).unwrap();
        assert!(full.violations().is_empty());
        assert_eq!(count_with(&full, 2, 0), (1, Some(sol.clone())));
        let mut holes = sol.clone();
        for i in (0..256).step_by(7) {
            holes[i] = 0;
        }
        let p = Sudoku::from_cells(4, 4, &holes).unwrap();
        let plain = big::Solver::new(&geo).run(&holes, 2, None).0;
        assert_eq!(count_with(&p, 2, 0).0, plain);
        let mut bad = [0; 256];
        bad[0] = 1;
        bad[1] = 1;
        assert_eq!(
            count_with(&Sudoku::from_cells(4, 4, &bad).unwrap(), 2, 0).0,
            0
        );
    }
}
