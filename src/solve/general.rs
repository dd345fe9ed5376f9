//! The general exact solver, the readable baseline for every layout (plain blocks, X-Sudoku's diagonals,
//! Jigsaw's regions): bitmask candidates, naked- and hidden-single propagation (with pointing and claiming on
//! plain blocks), and depth-first search on the cell with the fewest candidates. Its propagation primitives on
//! a board of cell words are shared with the Killer solver. Which solver answers which question is
//! [`super::door`]'s choice.

use crate::core::cell::Symbol;
use crate::core::geometry::Geometry;

/// Bit 31 of a cell word marks a cell whose symbol has been placed and removed from its peers.
pub(super) const DONE: u32 = 1 << 31;

/// Remove `elim` from cell `c` of the board of cell words at `stack[base..]`, queueing the cell when one
/// candidate is left: `None` on a contradiction (a placed cell loses its symbol, or a cell its last
/// candidate), else whether the word changed. Shared by the general and the Killer solver.
#[inline]
pub(super) fn remove_candidates(
    stack: &mut [u32],
    queue: &mut Vec<u16>,
    base: usize,
    c: usize,
    elim: u32,
) -> Option<bool> {
    let at = base + c;
    let w = stack[at];
    if w & elim == 0 {
        return Some(false);
    }
    if w & DONE != 0 {
        return None;
    }
    let w = w & !elim;
    if w == 0 {
        return None;
    }
    if w & (w - 1) == 0 {
        stack[at] = w | DONE;
        queue.push(c as u16);
    } else {
        stack[at] = w;
    }
    Some(true)
}

/// The symbols of a solved board of cell words.
pub(super) fn board_symbols(board: &[u32]) -> Vec<Symbol> {
    board
        .iter()
        .map(|w| (w & !DONE).trailing_zeros() as Symbol)
        .collect()
}

/// One pass of hidden singles over `units` on the board of cell words at `stack[base..]` (`all`: every symbol's
/// bit): a symbol with one place left in a unit is placed there and the cell queued. `None` on a contradiction
/// (a unit that lost a symbol altogether, or a cell that is the only place of two), else whether anything was
/// placed. Shared by the general and the Killer solver.
#[inline]
pub(super) fn hidden_singles(
    stack: &mut [u32],
    queue: &mut Vec<u16>,
    base: usize,
    units: &[Vec<crate::core::cell::Cell>],
    all: u32,
) -> Option<bool> {
    let mut found = false;
    for unit in units {
        let (mut once, mut twice) = (0u32, 0u32);
        for &c in unit {
            let m = stack[base + c as usize] & !DONE;
            twice |= once & m;
            once |= m;
        }
        if once != all {
            return None;
        }
        let hidden = once & !twice;
        if hidden == 0 {
            continue;
        }
        for &c in unit {
            let w = stack[base + c as usize];
            let h = w & hidden;
            if h != 0 && w & DONE == 0 {
                if h & (h - 1) != 0 {
                    return None;
                }
                stack[base + c as usize] = h | DONE;
                queue.push(c);
                found = true;
            }
        }
    }
    Some(found)
}

/// The open cell (no [`DONE`] bit) with the fewest candidates: the first such, stopping at the first with two.
/// `None` when every cell is placed.
pub(super) fn fewest_candidates(cells: &[u32]) -> Option<usize> {
    let mut best = None;
    let mut best_count = u32::MAX;
    for (i, &w) in cells.iter().enumerate() {
        if w & DONE == 0 {
            let k = w.count_ones();
            if k < best_count {
                best_count = k;
                best = Some(i);
                if k == 2 {
                    break;
                }
            }
        }
    }
    best
}

pub(super) struct Search<'g> {
    geo: &'g Geometry,
    all: u32,
    /// One board of `n*n` words per depth.
    stack: Vec<u32>,
    queue: Vec<u16>,
    count: usize,
    limit: usize,
    solution: Option<Vec<Symbol>>,
    pub(super) guesses: u64,
    /// A candidate (cell, symbol) of an empty cell ruled out before the search.
    pub(super) exclude: Option<(usize, Symbol)>,
    /// Use pointing/claiming in propagation (off for random fills, so their seeded output stays the same).
    locked: bool,
    /// Scratch: segment masks for `locked_candidates`.
    rseg: Vec<u32>,
    cseg: Vec<u32>,
    /// Give up (set `aborted`) once the clock passes this.
    pub(super) deadline_ms: f64,
    /// Give up (set `aborted`) after this many guesses.
    pub(super) guess_limit: u64,
    pub(super) aborted: bool,
}

pub(super) type Picker<'a> = Option<&'a mut dyn FnMut(u32) -> u32>;

impl<'g> Search<'g> {
    pub(super) fn new(geo: &'g Geometry) -> Self {
        Search {
            geo,
            all: ((1u64 << (geo.n + 1)) - 2) as u32,
            stack: Vec::new(),
            queue: Vec::with_capacity(geo.n * geo.n),
            count: 0,
            limit: 0,
            solution: None,
            guesses: 0,
            exclude: None,
            locked: false,
            rseg: Vec::new(),
            cseg: Vec::new(),
            deadline_ms: f64::INFINITY,
            guess_limit: u64::MAX,
            aborted: false,
        }
    }

    pub(super) fn run(
        &mut self,
        cells: &[Symbol],
        limit: usize,
        mut pick: Picker,
    ) -> (usize, Option<Vec<Symbol>>) {
        let nn = self.geo.n * self.geo.n;
        self.limit = limit;
        // A random fill keeps plain singles, so its seeded output stays the same; pointing and claiming are
        // written for plain blocks.
        self.locked = pick.is_none() && self.geo.is_plain();
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
        if let Some((cell, sym)) = self.exclude {
            if cells.get(cell) != Some(&0) || sym == 0 || sym as usize > self.geo.n {
                return (0, None);
            }
            self.stack[cell] &= !(1u32 << sym);
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
            let Some(found) =
                hidden_singles(&mut self.stack, &mut self.queue, base, &geo.units, self.all)
            else {
                self.queue.clear();
                return false;
            };
            if !found {
                if !self.locked {
                    return true;
                }
                match self.locked_candidates(base) {
                    None => {
                        self.queue.clear();
                        return false;
                    }
                    Some(false) => return true,
                    Some(true) => {}
                }
            }
        }
    }

    /// Remove `elim` from the open cells of row or column `line` (`is_row`) at positions `from..to` of the
    /// line, skipping `skip_from..skip_to`. None on a contradiction, else whether anything changed.
    fn eliminate_line(
        &mut self,
        base: usize,
        line: usize,
        is_row: bool,
        skip: (usize, usize),
        elim: u32,
    ) -> Option<bool> {
        let n = self.geo.n;
        let mut changed = false;
        for k in (0..n).filter(|&k| k < skip.0 || k >= skip.1) {
            let c = if is_row { line * n + k } else { k * n + line };
            changed |= self.remove(base, c, elim)?;
        }
        Some(changed)
    }

    /// Remove `elim` from cell `c`; None on a contradiction, else whether it changed.
    #[inline]
    fn remove(&mut self, base: usize, c: usize, elim: u32) -> Option<bool> {
        remove_candidates(&mut self.stack, &mut self.queue, base, c, elim)
    }

    /// Pointing and claiming between blocks and rows/columns. None on a contradiction, else whether anything
    /// changed.
    fn locked_candidates(&mut self, base: usize) -> Option<bool> {
        let (n, br, bc) = (self.geo.n, self.geo.br, self.geo.bc);
        let (bands, stacks) = (n / br, n / bc);
        // Segment masks: row r ∩ block column j, and column c ∩ block row i.
        self.rseg.clear();
        for r in 0..n {
            for j in 0..stacks {
                let mut m = 0;
                for c in j * bc..(j + 1) * bc {
                    m |= self.stack[base + r * n + c];
                }
                self.rseg.push(m & !DONE);
            }
        }
        self.cseg.clear();
        for c in 0..n {
            for i in 0..bands {
                let mut m = 0;
                for r in i * br..(i + 1) * br {
                    m |= self.stack[base + r * n + c];
                }
                self.cseg.push(m & !DONE);
            }
        }
        let mut changed = false;
        for r in 0..n {
            let i = r / br;
            for j in 0..stacks {
                let inter = self.rseg[r * stacks + j];
                let mut rest_line = 0;
                for j2 in (0..stacks).filter(|&j2| j2 != j) {
                    rest_line |= self.rseg[r * stacks + j2];
                }
                let mut rest_block = 0;
                for r2 in (i * br..(i + 1) * br).filter(|&r2| r2 != r) {
                    rest_block |= self.rseg[r2 * stacks + j];
                }
                let pointing = inter & !rest_block & rest_line;
                if pointing != 0 {
                    changed |=
                        self.eliminate_line(base, r, true, (j * bc, (j + 1) * bc), pointing)?;
                }
                let claiming = inter & !rest_line & rest_block;
                if claiming != 0 {
                    for r2 in (i * br..(i + 1) * br).filter(|&r2| r2 != r) {
                        for c in j * bc..(j + 1) * bc {
                            changed |= self.remove(base, r2 * n + c, claiming)?;
                        }
                    }
                }
            }
        }
        if changed {
            return Some(true);
        }
        for c in 0..n {
            let j = c / bc;
            for i in 0..bands {
                let inter = self.cseg[c * bands + i];
                let mut rest_line = 0;
                for i2 in (0..bands).filter(|&i2| i2 != i) {
                    rest_line |= self.cseg[c * bands + i2];
                }
                let mut rest_block = 0;
                for c2 in (j * bc..(j + 1) * bc).filter(|&c2| c2 != c) {
                    rest_block |= self.cseg[c2 * bands + i];
                }
                let pointing = inter & !rest_block & rest_line;
                if pointing != 0 {
                    changed |=
                        self.eliminate_line(base, c, false, (i * br, (i + 1) * br), pointing)?;
                }
                let claiming = inter & !rest_line & rest_block;
                if claiming != 0 {
                    for c2 in (j * bc..(j + 1) * bc).filter(|&c2| c2 != c) {
                        for r in i * br..(i + 1) * br {
                            changed |= self.remove(base, r * n + c2, claiming)?;
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
        let Some(best) = fewest_candidates(&self.stack[base..base + nn]) else {
            self.count += 1;
            if self.solution.is_none() {
                self.solution = Some(board_symbols(&self.stack[base..base + nn]));
            }
            return;
        };
        let mut cands = self.stack[base + best];
        if self.stack.len() < base + 2 * nn {
            self.stack.resize(base + 2 * nn, 0);
        }
        self.guesses += 1;
        if self.guesses > self.guess_limit
            || (self.guesses & 255 == 0
                && self.deadline_ms.is_finite()
                && crate::core::clock::now_ms() > self.deadline_ms)
        {
            self.aborted = true;
        }
        while cands != 0 && self.count < self.limit && !self.aborted {
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
