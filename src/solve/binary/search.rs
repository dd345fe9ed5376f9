//! Counting solutions: depth-first search over the bit-mask board, closing each branch with the cheap rules
//! (pairs, sandwiches, balance, duplicate guard, last of a kind) and checking complete lines for duplicates.
//! Sides above [`MAX_LOGIC`] use a plain cell-by-cell backtracker (correct, but only practical for nearly
//! complete grids).

use super::board::{Board, Depth, MAX_LOGIC};
use crate::core::binary::Binary;
use crate::core::cell::Symbol;
use crate::puzzle::Puzzle;
use rand::rngs::StdRng;
use rand::Rng;

/// The rules each search node is closed with.
const SEARCH_DEPTH: Depth = Depth::Exact;

/// The empty cell to branch on: the first empty cell of the line with the fewest empty cells.
fn branch_cell(b: &Board) -> Option<usize> {
    let mut best: Option<(u32, usize)> = None;
    for l in 0..2 * b.n {
        let e = b.empty(l).count_ones();
        if e > 0 && best.is_none_or(|(be, _)| e < be) {
            best = Some((e, l));
            if e == 1 {
                break;
            }
        }
    }
    best.map(|(_, l)| b.cell_of(l, b.empty(l).trailing_zeros() as usize))
}

struct Counter<'a> {
    limit: usize,
    count: usize,
    first: Option<Board>,
    rng: Option<&'a mut StdRng>,
    /// Digits to try first (the known solution, when looking for another one).
    prefer: Option<&'a Board>,
    /// Nodes left; the search stops (incomplete) at zero.
    budget: u64,
}

impl Counter<'_> {
    fn run(&mut self, b: Board) {
        if self.budget == 0 {
            return;
        }
        self.budget -= 1;
        let Some(cell) = branch_cell(&b) else {
            self.count += 1;
            if self.first.is_none() {
                self.first = Some(b);
            }
            return;
        };
        let first = match (self.rng.as_deref_mut(), self.prefer) {
            (Some(r), _) => r.random_range(0..2u8),
            (None, Some(p)) => p.symbol(cell).saturating_sub(1),
            (None, None) => 0,
        };
        for d in [first, 1 - first] {
            let mut t = b.clone();
            t.set(cell, d);
            if t.close(SEARCH_DEPTH, t.lines_of(cell), None).is_ok() {
                self.run(t);
                if self.count >= self.limit || self.budget == 0 {
                    return;
                }
            }
        }
    }
}

/// Solutions of a board (up to `limit`), and the first one found.
pub fn count_board(b: &Board, limit: usize, rng: Option<&mut StdRng>) -> (usize, Option<Board>) {
    if limit == 0 {
        return (0, None);
    }
    let mut start = b.clone();
    if start.close(SEARCH_DEPTH, start.all_lines(), None).is_err() {
        return (0, None);
    }
    let mut c = Counter {
        limit,
        count: 0,
        first: None,
        rng,
        prefer: None,
        budget: u64::MAX,
    };
    c.run(start);
    (c.count, c.first)
}

/// Whether `b` has a solution, searching with the digits of `prefer` first (a solution near it is found fast)
/// and at most `budget` nodes, which are taken off it; `None` when the budget runs out first. The generator
/// asks this of a puzzle with one clue flipped, to learn whether removing that clue keeps the solution unique.
pub fn has_solution(b: &Board, prefer: &Board, budget: &mut u64) -> Option<bool> {
    let mut start = b.clone();
    if start.close(SEARCH_DEPTH, start.all_lines(), None).is_err() {
        return Some(false);
    }
    let mut c = Counter {
        limit: 1,
        count: 0,
        first: None,
        rng: None,
        prefer: Some(prefer),
        budget: *budget,
    };
    c.run(start);
    *budget = c.budget;
    if c.count > 0 {
        Some(true)
    } else if c.budget == 0 {
        None
    } else {
        Some(false)
    }
}

/// A random solved board (depth-first search with random digit order) of side `n <= MAX_LOGIC`.
///
/// A random search has a heavy tail: most 14×14 grids take a few hundred nodes, but an unlucky early choice
/// can cost seconds (seed 69 of a 14×14 medium puzzle took 2.4 s). So a search that uses up its node budget
/// starts again from the empty board with the next random numbers and twice the budget: the time is bounded,
/// and the grid is still a function of the random stream alone.
pub fn random_solution(n: usize, rng: &mut StdRng) -> Board {
    random_solution_of(&Board::new(n), rng)
}

/// [`random_solution`] under the rules of `rules` (an empty board: Tango's has no distinct-lines rule).
pub fn random_solution_of(rules: &Board, rng: &mut StdRng) -> Board {
    let n = rules.n;
    let mut budget = 16 * (n * n) as u64;
    loop {
        let mut c = Counter {
            limit: 1,
            count: 0,
            first: None,
            rng: Some(&mut *rng),
            prefer: None,
            budget,
        };
        let mut start = rules.blank();
        start
            .close(SEARCH_DEPTH, start.all_lines(), None)
            .expect("the empty board breaks no rule");
        c.run(start);
        if let Some(b) = c.first {
            return b;
        }
        budget *= 2;
    }
}

/// Solutions counted up to `limit`, and the first one (as symbols).
pub fn count(p: &Binary, limit: usize) -> (usize, Option<Vec<Symbol>>) {
    let n = p.side();
    if !p.violations().is_empty() {
        return (0, None);
    }
    if n <= MAX_LOGIC {
        let (k, first) = count_board(&p.board(), limit, None);
        (k, first.map(|b| b.to_cells()))
    } else {
        big_count(p, limit)
    }
}

/// The solution when it is unique.
pub fn unique_solution(p: &Binary) -> Option<Vec<Symbol>> {
    match count(p, 2) {
        (1, s) => s,
        _ => None,
    }
}

/// Sides above `MAX_LOGIC`: plain backtracking with local checks of the two lines through each cell.
fn big_count(p: &Binary, limit: usize) -> (usize, Option<Vec<Symbol>>) {
    let n = p.side();
    let mut cells = p.cells().to_vec();
    let empties: Vec<usize> = (0..n * n).filter(|&i| cells[i] == 0).collect();
    let mut count = 0;
    let mut first = None;
    fn line_ok(cells: &[Symbol], n: usize, idx: &dyn Fn(usize) -> usize) -> bool {
        let (mut c1, mut c2, mut run, mut prev, mut empty) = (0, 0, 0, 0u8, false);
        for i in 0..n {
            let v = cells[idx(i)];
            match v {
                1 => c1 += 1,
                2 => c2 += 1,
                _ => empty = true,
            }
            run = if v != 0 && v == prev { run + 1 } else { 1 };
            prev = v;
            if v != 0 && run >= 3 {
                return false;
            }
        }
        let _ = empty;
        c1 <= n / 2 && c2 <= n / 2
    }
    fn rec(
        k: usize,
        empties: &[usize],
        cells: &mut Vec<Symbol>,
        n: usize,
        limit: usize,
        count: &mut usize,
        first: &mut Option<Vec<Symbol>>,
    ) {
        if k == empties.len() {
            if Binary::from_parts(n, cells.clone()).violations().is_empty() {
                *count += 1;
                if first.is_none() {
                    *first = Some(cells.clone());
                }
            }
            return;
        }
        let cell = empties[k];
        let (r, c) = (cell / n, cell % n);
        for v in 1..=2 {
            cells[cell] = v;
            if line_ok(cells, n, &|i| r * n + i) && line_ok(cells, n, &|i| i * n + c) {
                rec(k + 1, empties, cells, n, limit, count, first);
                if *count >= limit {
                    break;
                }
            }
        }
        cells[cell] = 0;
    }
    if limit > 0 {
        rec(0, &empties, &mut cells, n, limit, &mut count, &mut first);
    }
    (count, first)
}
