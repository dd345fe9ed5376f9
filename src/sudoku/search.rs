//! The exact solver for every shape: bitmask candidates, naked- and hidden-single propagation, and
//! depth-first search on the cell with the fewest candidates. 9×9 puzzles go to the specialised
//! [`super::fast9`] solver; this one is the general path and the readable baseline.

use super::{fast9, Geometry, Sudoku};
use crate::puzzle::Puzzle;
use crate::step::Symbol;
use rand::Rng;

/// Bit 31 of a cell word marks a cell whose symbol has been placed and removed from its peers.
const DONE: u32 = 1 << 31;

/// What a search did, for benchmarks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Branch points where more than one candidate had to be tried.
    pub guesses: u64,
}

/// Solutions of `s`, counted up to `limit` (0 if the givens break a rule).
pub fn count_solutions(s: &Sudoku, limit: usize) -> usize {
    if s.geo.br == 3 && s.geo.bc == 3 {
        return fast9::count(s.cells(), limit);
    }
    Search::new(&s.geo).run(s.cells(), limit, None).0
}

/// Solutions counted up to `limit` by the general solver, whatever the shape (a baseline for cross-checks).
pub fn count_solutions_general(s: &Sudoku, limit: usize, stats: &mut Stats) -> usize {
    let mut search = Search::new(&s.geo);
    let r = search.run(s.cells(), limit, None).0;
    stats.guesses += search.guesses;
    r
}

/// The solution when there is exactly one.
pub fn unique_solution(s: &Sudoku) -> Option<Vec<Symbol>> {
    if s.geo.br == 3 && s.geo.bc == 3 {
        return fast9::unique_solution(s.cells());
    }
    unique_solution_general(s)
}

/// The solution when there is exactly one, by the general solver.
pub fn unique_solution_general(s: &Sudoku) -> Option<Vec<Symbol>> {
    let (count, sol) = Search::new(&s.geo).run(s.cells(), 2, None);
    if count == 1 {
        sol
    } else {
        None
    }
}

/// A uniformly shuffled complete grid: search on the empty grid trying candidates in random order.
pub fn random_solution(geo: &Geometry, rng: &mut impl Rng) -> Vec<Symbol> {
    let empty = vec![0; geo.n * geo.n];
    let mut pick = |m: u32| -> u32 {
        let k = rng.random_range(0..m.count_ones());
        let mut m = m;
        for _ in 0..k {
            m &= m - 1;
        }
        m & m.wrapping_neg()
    };
    let (_, sol) = Search::new(geo).run(&empty, 1, Some(&mut pick));
    sol.expect("an empty grid always has a solution")
}

struct Search<'g> {
    geo: &'g Geometry,
    all: u32,
    /// One board of `n*n` words per depth.
    stack: Vec<u32>,
    queue: Vec<u16>,
    count: usize,
    limit: usize,
    solution: Option<Vec<Symbol>>,
    guesses: u64,
    /// Locked-candidate passes per propagation (big grids only).
    max_locked: u32,
}

type Picker<'a> = Option<&'a mut dyn FnMut(u32) -> u32>;

impl<'g> Search<'g> {
    fn new(geo: &'g Geometry) -> Self {
        Search {
            geo,
            all: ((1u64 << (geo.n + 1)) - 2) as u32,
            stack: Vec::new(),
            queue: Vec::with_capacity(geo.n * geo.n),
            count: 0,
            limit: 0,
            solution: None,
            guesses: 0,
            max_locked: 1,
        }
    }

    fn run(
        &mut self,
        cells: &[Symbol],
        limit: usize,
        mut pick: Picker,
    ) -> (usize, Option<Vec<Symbol>>) {
        let nn = self.geo.n * self.geo.n;
        self.limit = limit;
        if limit == 0 {
            return (0, None);
        }
        self.stack = vec![self.all; nn];
        for (i, &v) in cells.iter().enumerate() {
            if v != 0 {
                let bit = 1u32 << v;
                if self.stack[i] & bit == 0 {
                    return (0, None);
                }
                if !self.assign(0, i, bit) {
                    return (0, None);
                }
            }
        }
        if self.propagate(0) {
            self.dfs(0, &mut pick);
        }
        (self.count, self.solution.take())
    }

    /// Place `bit` in `cell` of the board at `base` and queue it.
    #[inline]
    fn assign(&mut self, base: usize, cell: usize, bit: u32) -> bool {
        let w = &mut self.stack[base + cell];
        if *w & DONE != 0 {
            return *w & bit != 0;
        }
        *w = bit | DONE;
        self.queue.push(cell as u16);
        true
    }

    /// Naked singles then hidden singles, to a fixed point. False on a contradiction.
    fn propagate(&mut self, base: usize) -> bool {
        let geo = self.geo;
        let mut locked_passes = 0;
        loop {
            while let Some(c) = self.queue.pop() {
                let bit = self.stack[base + c as usize] & !DONE;
                for &p in &geo.peers[c as usize] {
                    let w = &mut self.stack[base + p as usize];
                    if *w & bit != 0 {
                        if *w & DONE != 0 {
                            self.queue.clear();
                            return false;
                        }
                        *w &= !bit;
                        if *w == 0 {
                            self.queue.clear();
                            return false;
                        }
                        if *w & (*w - 1) == 0 {
                            *w |= DONE;
                            self.queue.push(p);
                        }
                    }
                }
            }
            let mut found = false;
            for unit in &geo.units {
                let (mut once, mut twice) = (0u32, 0u32);
                for &c in unit {
                    let m = self.stack[base + c as usize] & !DONE;
                    twice |= once & m;
                    once |= m;
                }
                if once != self.all {
                    return false;
                }
                let hidden = once & !twice;
                if hidden == 0 {
                    continue;
                }
                for &c in unit {
                    let w = self.stack[base + c as usize];
                    let h = w & hidden;
                    if h != 0 && w & DONE == 0 {
                        if h & (h - 1) != 0 {
                            self.queue.clear();
                            return false;
                        }
                        self.stack[base + c as usize] = h | DONE;
                        self.queue.push(c);
                        found = true;
                    }
                }
            }
            if found {
                continue;
            }
            // Locked candidates only pay off on big grids; small ones search faster without.
            if geo.n < 12 || locked_passes == self.max_locked {
                return true;
            }
            locked_passes += 1;
            match self.locked(base) {
                None => {
                    self.queue.clear();
                    return false;
                }
                Some(false) => return true,
                Some(true) => {}
            }
        }
    }

    /// Remove `mask` from an open cell; `None` on a contradiction.
    #[inline]
    fn strip(&mut self, base: usize, cell: usize, mask: u32) -> Option<bool> {
        let w = &mut self.stack[base + cell];
        if *w & DONE != 0 || *w & mask == 0 {
            return Some(false);
        }
        *w &= !mask;
        if *w == 0 {
            return None;
        }
        if *w & (*w - 1) == 0 {
            *w |= DONE;
            self.queue.push(cell as u16);
        }
        Some(true)
    }

    /// Locked candidates, both directions, for rows and columns: a symbol confined to one segment (the
    /// cells a line shares with a block) of a block leaves the rest of the line, and one confined to one
    /// segment of a line leaves the rest of the block. `Some(changed)`, or `None` on a contradiction.
    fn locked(&mut self, base: usize) -> Option<bool> {
        let g = self.geo;
        let (n, br, bc) = (g.n, g.br, g.bc);
        let mut changed = false;
        let mut seg = [0u32; 25];
        // Rows: a row crosses `br` blocks (segments of `bc` cells). Columns: a column crosses `bc` blocks.
        for dir in 0..2 {
            let (seg_len, segs_per_line, lines_per_band) =
                if dir == 0 { (bc, br, br) } else { (br, bc, bc) };
            let cell = |line: usize, k: usize, i: usize| -> usize {
                if dir == 0 {
                    line * n + k * seg_len + i
                } else {
                    (k * seg_len + i) * n + line
                }
            };
            for band in 0..n / lines_per_band {
                // seg[j * segs_per_line + k]: union of segment k of line band*lines_per_band + j.
                for j in 0..lines_per_band {
                    for k in 0..segs_per_line {
                        let mut u = 0;
                        for i in 0..seg_len {
                            u |= self.stack[base + cell(band * lines_per_band + j, k, i)];
                        }
                        seg[j * segs_per_line + k] = u & !DONE;
                    }
                }
                // Claiming: a symbol in only one segment of a line leaves the block's other lines.
                for j in 0..lines_per_band {
                    let (mut once, mut twice) = (0u32, 0u32);
                    for k in 0..segs_per_line {
                        let m = seg[j * segs_per_line + k];
                        twice |= once & m;
                        once |= m;
                    }
                    let only = once & !twice;
                    if only == 0 {
                        continue;
                    }
                    for k in 0..segs_per_line {
                        let conf = seg[j * segs_per_line + k] & only;
                        if conf == 0 {
                            continue;
                        }
                        for j2 in (0..lines_per_band).filter(|&j2| j2 != j) {
                            for i in 0..seg_len {
                                changed |=
                                    self.strip(base, cell(band * lines_per_band + j2, k, i), conf)?;
                            }
                        }
                    }
                }
                // Pointing: a symbol in only one line of a block leaves that line's other segments.
                for k in 0..segs_per_line {
                    let (mut once, mut twice) = (0u32, 0u32);
                    for j in 0..lines_per_band {
                        let m = seg[j * segs_per_line + k];
                        twice |= once & m;
                        once |= m;
                    }
                    let only = once & !twice;
                    if only == 0 {
                        continue;
                    }
                    for j in 0..lines_per_band {
                        let conf = seg[j * segs_per_line + k] & only;
                        if conf == 0 {
                            continue;
                        }
                        for k2 in (0..segs_per_line).filter(|&k2| k2 != k) {
                            for i in 0..seg_len {
                                changed |=
                                    self.strip(base, cell(band * lines_per_band + j, k2, i), conf)?;
                            }
                        }
                    }
                }
            }
        }
        Some(changed)
    }

    fn dfs(&mut self, depth: usize, pick: &mut Picker) {
        let nn = self.geo.n * self.geo.n;
        let base = depth * nn;
        // The open cell with the fewest candidates.
        let mut best = usize::MAX;
        let mut best_count = u32::MAX;
        for i in 0..nn {
            let w = self.stack[base + i];
            if w & DONE == 0 {
                let k = w.count_ones();
                if k < best_count {
                    best_count = k;
                    best = i;
                    if k == 2 {
                        break;
                    }
                }
            }
        }
        if best == usize::MAX {
            self.count += 1;
            if self.solution.is_none() {
                let board = &self.stack[base..base + nn];
                self.solution = Some(
                    board
                        .iter()
                        .map(|w| (w & !DONE).trailing_zeros() as Symbol)
                        .collect(),
                );
            }
            return;
        }
        let mut cands = self.stack[base + best];
        if self.stack.len() < base + 2 * nn {
            self.stack.resize(base + 2 * nn, 0);
        }
        self.guesses += 1;
        while cands != 0 && self.count < self.limit {
            let bit = match pick {
                Some(f) => f(cands),
                None => cands & cands.wrapping_neg(),
            };
            cands &= !bit;
            self.stack.copy_within(base..base + nn, base + nn);
            self.queue.clear();
            self.assign(base + nn, best, bit);
            if self.propagate(base + nn) {
                self.dfs(depth + 1, pick);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::Puzzle;
    use rand::SeedableRng;

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
