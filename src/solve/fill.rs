//! Random filled grids, the generators' starting point: the general solver's search on the empty grid trying
//! candidates in random order, restarted when it runs long, with a fixed-size 9×9 twin that makes exactly the
//! same grids faster. The same seed gives the same grid.

use super::general::{board_symbols, fewest_candidates, Search, DONE};
use crate::core::cell::Symbol;
use crate::core::geometry::Geometry;
use rand::Rng;

/// One bit of the non-empty mask `m`, drawn uniformly.
pub(super) fn random_bit(rng: &mut impl Rng, m: u32) -> u32 {
    let k = rng.random_range(0..m.count_ones());
    let mut m = m;
    for _ in 0..k {
        m &= m - 1;
    }
    m & m.wrapping_neg()
}

/// A uniformly shuffled complete grid: search on the empty grid trying candidates in random order.
pub fn random_solution(geo: &Geometry, rng: &mut impl Rng) -> Vec<Symbol> {
    let mut pick = |m: u32| random_bit(rng, m);
    if geo.is_plain() && geo.n == 9 {
        return fill9::random_solution(&mut pick);
    }
    // with a side-neighbour relation only: the grids of rules without one (anti-knight, Windoku, ...) stay
    // the general fill's, a few milliseconds at most, so their seeds keep their puzzles
    if super::neighbours9::takes(geo) && !geo.relations.is_empty() {
        if let Some(grid) = neighbours9_fill(geo, &mut pick) {
            return grid;
        }
    }
    // A random fill of an empty grid has a heavy tail from 16×16 up: a few early choices can leave a dead
    // end that takes a huge subtree to leave (seed 11's ninth 16×16 grid took 7 s, and one 25×25 grid in
    // 200 took 13 s, where the median is 0.25 and 1.5 ms). So a fill gives up after a few guesses per cell
    // and starts again with the next random choices: the same seed still gives the same grid, and a fill
    // that needs no restart (nearly all) gives the grid it gave before.
    random_fill(geo, &mut pick).0
}

/// A random complete grid within `tries` fills of [`FILL_GUESSES_PER_CELL`] guesses per cell each (the same
/// grid as [`random_solution`] when one of them finds it), or `None`: for layouts that may admit no solution
/// at all (random Jigsaw regions), which [`random_solution`] would search for ever.
pub fn random_solution_within(
    geo: &Geometry,
    rng: &mut impl Rng,
    tries: usize,
) -> Option<Vec<Symbol>> {
    let mut pick = |m: u32| random_bit(rng, m);
    let nn = geo.n * geo.n;
    for _ in 0..tries {
        let mut s = Search::new(geo);
        s.guess_limit = FILL_GUESSES_PER_CELL * nn as u64;
        let (_, sol) = s.run(&vec![0; nn], 1, Some(&mut pick));
        if sol.is_some() || !s.aborted {
            return sol;
        }
    }
    None
}

/// The general solver's random fill with restarts (see [`random_solution`]), and the guesses it took.
fn random_fill(geo: &Geometry, pick: &mut dyn FnMut(u32) -> u32) -> (Vec<Symbol>, u64) {
    let nn = geo.n * geo.n;
    let empty = vec![0; nn];
    let mut guesses = 0;
    loop {
        let mut s = Search::new(geo);
        s.guess_limit = FILL_GUESSES_PER_CELL * nn as u64;
        let (_, sol) = s.run(&empty, 1, Some(&mut *pick));
        guesses += s.guesses;
        if let Some(sol) = sol {
            return (sol, guesses);
        }
    }
}

/// Guesses per cell after which a random fill starts again (see [`random_solution`]).
const FILL_GUESSES_PER_CELL: u64 = 2;

/// Guesses after which [`neighbours9_fill`] starts again: non-consecutive 9×9 fills of seeds 1–20 took 3.1 ms
/// median with 400, 3.1 with 162 (two per cell, as [`random_fill`]), 10.7 with 20 and 8.3 without restarts.
const NEIGHBOURS9_FILL_GUESSES: u64 = 400;

/// A random fill by the non-consecutive solver ([`super::neighbours9`], for the grids with a relation it takes),
/// restarted as [`random_fill`] is, past [`NEIGHBOURS9_FILL_GUESSES`]; `None` if the rules allow no grid at all.
/// Its propagation and its choice of cell are the solver's, so the grids differ from the general solver's fill
/// for the same seed; it is 4 to 6 times faster (non-consecutive 9×9: 3.1 against 12 ms median; with anti-king
/// 4.1 against 25).
fn neighbours9_fill(geo: &Geometry, pick: &mut impl FnMut(u32) -> u32) -> Option<Vec<Symbol>> {
    loop {
        let mut solver = super::neighbours9::Solver::new(geo);
        solver.guess_limit = NEIGHBOURS9_FILL_GUESSES;
        let (_, grid) = solver.run_picking(&[0; 81], 1, pick);
        if grid.is_some() || !solver.aborted {
            return grid;
        }
    }
}

/// The general solver's random fill, specialised to 9×9: fixed-size boards and tables instead of the
/// geometry's vectors, so 9×9 generation spends less on its starting grid. It makes exactly the general
/// solver's choices (and so the same grid for the same seed): the singles fixed point does not depend on
/// the order the singles are found in, the cell guessed is the first with the fewest candidates (stopping at
/// two), and the candidates are drawn by the same `pick` calls.
mod fill9 {
    use super::{fewest_candidates, Symbol, DONE};

    const ALL: u32 = 0x3FE;

    /// Rows, columns and boxes, in the general geometry's unit order.
    static UNITS: [[u8; 9]; 27] = units();
    /// The 20 peers of each cell.
    static PEERS: [[u8; 20]; 81] = peers();

    const fn units() -> [[u8; 9]; 27] {
        let mut u = [[0u8; 9]; 27];
        let mut r = 0;
        while r < 9 {
            let mut c = 0;
            while c < 9 {
                let cell = (r * 9 + c) as u8;
                let b = (r / 3) * 3 + c / 3;
                let k = (r % 3) * 3 + c % 3;
                u[r][c] = cell;
                u[9 + c][r] = cell;
                u[18 + b][k] = cell;
                c += 1;
            }
            r += 1;
        }
        u
    }

    const fn peers() -> [[u8; 20]; 81] {
        let mut p = [[0u8; 20]; 81];
        let mut x = 0;
        while x < 81 {
            let mut n = 0;
            let mut y = 0;
            while y < 81 {
                let same = x / 9 == y / 9
                    || x % 9 == y % 9
                    || (x / 27 == y / 27 && (x % 9) / 3 == (y % 9) / 3);
                if y != x && same {
                    p[x][n] = y as u8;
                    n += 1;
                }
                y += 1;
            }
            x += 1;
        }
        p
    }

    /// Cell words as in the general solver: candidate bits `1 << symbol`, plus [`DONE`] once placed.
    type Board = [u32; 81];

    pub(super) fn random_solution(pick: &mut dyn FnMut(u32) -> u32) -> Vec<Symbol> {
        let board = [ALL; 81];
        let sol = dfs(&board, pick).expect("an empty grid always has a solution");
        super::board_symbols(&sol)
    }

    fn dfs(board: &Board, pick: &mut dyn FnMut(u32) -> u32) -> Option<Board> {
        let Some(best) = fewest_candidates(board) else {
            return Some(*board);
        };
        let mut cands = board[best];
        while cands != 0 {
            let bit = pick(cands);
            cands &= !bit;
            let mut next = *board;
            next[best] = bit | DONE;
            if propagate(&mut next, best) {
                if let Some(sol) = dfs(&next, pick) {
                    return Some(sol);
                }
            }
        }
        None
    }

    /// Naked singles then hidden singles to a fixed point, from the placement at `start`. False on a
    /// contradiction.
    fn propagate(b: &mut Board, start: usize) -> bool {
        let mut queue = [0u8; 81];
        queue[0] = start as u8;
        let mut len = 1;
        loop {
            while len > 0 {
                len -= 1;
                let c = queue[len] as usize;
                let bit = b[c] & !DONE;
                for &p in &PEERS[c] {
                    let w = &mut b[p as usize];
                    if *w & bit != 0 {
                        if *w & DONE != 0 {
                            return false;
                        }
                        *w &= !bit;
                        if *w == 0 {
                            return false;
                        }
                        if *w & (*w - 1) == 0 {
                            *w |= DONE;
                            queue[len] = p;
                            len += 1;
                        }
                    }
                }
            }
            let mut found = false;
            for unit in &UNITS {
                let (mut once, mut twice) = (0u32, 0u32);
                for &c in unit {
                    let m = b[c as usize] & !DONE;
                    twice |= once & m;
                    once |= m;
                }
                if once != ALL {
                    return false;
                }
                let hidden = once & !twice;
                if hidden == 0 {
                    continue;
                }
                for &c in unit {
                    let w = b[c as usize];
                    let h = w & hidden;
                    if h != 0 && w & DONE == 0 {
                        if h & (h - 1) != 0 {
                            return false;
                        }
                        b[c as usize] = h | DONE;
                        queue[len] = c;
                        len += 1;
                        found = true;
                    }
                }
            }
            if !found {
                return true;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::sudoku::Sudoku;
    use crate::puzzle::Puzzle;
    use crate::solve::door::{count_solutions_general, Stats};
    use rand::SeedableRng;

    #[test]
    fn big_random_fills_start_again_instead_of_getting_lost() {
        // The ninth 16×16 grid of seed 11's stream (as generation draws them: a grid, then a shuffle of the
        // 256 cells) took 7 s (millions of guesses) without restarts; one 25×25 grid in 200 took 13 s.
        use rand::seq::SliceRandom;
        let geo = Geometry::get(4, 4);
        let mut rng = rand::rngs::StdRng::seed_from_u64(11);
        let mut cells: Vec<usize> = (0..256).collect();
        for i in 0..9 {
            let (grid, guesses) = random_fill(&geo, &mut |m| random_bit(&mut rng, m));
            assert!(guesses <= 20 * 256, "grid {i}: {guesses} guesses");
            let p = Sudoku::from_cells(4, 4, &grid).unwrap();
            assert!(p.cells().iter().all(|&v| v != 0) && p.conflicts().is_empty());
            cells.shuffle(&mut rng);
        }
    }

    #[test]
    fn the_9x9_fill_makes_the_general_fill_s_grids() {
        let geo = Geometry::get(3, 3);
        for seed in 0..300 {
            let mut a = rand::rngs::StdRng::seed_from_u64(seed);
            let mut b = a.clone();
            let fast = random_solution(&geo, &mut a);
            let mut pick = |m: u32| random_bit(&mut b, m);
            let (_, general) = Search::new(&geo).run(&[0; 81], 1, Some(&mut pick));
            assert_eq!(Some(fast), general, "seed {seed}");
            // Both drew the same random numbers.
            assert_eq!(a.random::<u64>(), b.random::<u64>(), "seed {seed}");
        }
    }

    #[test]
    fn random_grids_are_valid_at_every_size() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(7);
        for (br, bc) in [(2, 2), (2, 3), (3, 3), (3, 4), (4, 4), (5, 5)] {
            let s = Sudoku::empty(br, bc).unwrap();
            let sol = random_solution(&s.geo, &mut rng);
            let full = s.with_cells(&sol);
            assert!(full.is_solved(), "{br}x{bc}");
            assert_eq!(count_solutions_general(&full, 2, &mut Stats::default()), 1);
        }
    }
}
