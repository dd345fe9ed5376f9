//! The Killer solver: counts solutions to a limit and finds the unique one, with the cage sums in the
//! propagation. Each board is a word per cell (candidate bits `1 << d`, plus [`DONE`] once placed and removed
//! from its peers, cage mates included). Propagation, to a fixed point: naked singles; hidden singles in rows,
//! columns and blocks; and per cage (the real ones and the virtual cages of the 45 rule: the innies of a row,
//! column or block, and its outies when they lie in one unit) the digit sets of its open cells' count that
//! make its remaining sum (read from a table built on first use, `rules::cage::set_table`) within the union of their
//! candidates; a set fits when singles inside the cage leave each cell a digit of it ([`fit_set`]). The
//! open cells keep the digits the fitting sets leave them, a digit every set needs goes to the one cell that
//! can take it, or leaves the rest of a row, column or block its cells share. Only the cages whose
//! cells changed are looked at again. Search branches on the open cell with the fewest candidates.

use super::general::{board_symbols, fewest_candidates, hidden_singles, remove_candidates};
use crate::core::cell::Symbol;
use crate::core::geometry::Geometry;
use crate::core::sudoku::Sudoku;
use crate::puzzle::Puzzle;
use crate::rules::cage::{set_table, SetTable};
use crate::rules::rule45::rule45;

/// Marks a cell whose symbol has been placed and removed from its peers.
const DONE: u32 = 1 << 31;

/// The most cells a cage (or a 45-rule group) has: a unit's, on the largest Killer grid.
const MAX_CAGE: usize = crate::rules::cage::MAX_KILLER_SIDE;
/// The most cells a 45-rule virtual cage has (a 9×9 grid's all have fewer): at 12×12 the larger ones cost more
/// in digit sets to try than they prune (counting a master 12×12 to 2: 0.37 s with them, 0.17 s without).
const VIRTUAL_MAX: usize = 8;

/// A cage as the solver sees it: its cells and their sum (real cages without a sum are left out: their
/// no-repeat rule is in the peers).
#[derive(Clone, Debug)]
struct SCage {
    cells: Vec<u16>,
    sum: u16,
}

pub struct KillerSearch<'g> {
    geo: &'g Geometry,
    /// The cages' digit sets (`rules::cage`), held to spare a lookup per cage looked at.
    table: &'static SetTable,
    nn: usize,
    all: u32,
    cages: Vec<SCage>,
    /// The cages (indices into `cages`) of each cell.
    cell_cages: Vec<Vec<u16>>,
    /// Cages to look at again (their cells changed), and the flag per cage of being in that list.
    work: Vec<u16>,
    dirty: Vec<bool>,
    /// Whether a cell changed since the last hidden-singles pass.
    fresh: bool,
    stack: Vec<u32>,
    queue: Vec<u16>,
    count: usize,
    limit: usize,
    /// The solutions found (up to `limit`).
    pub solutions: Vec<Vec<Symbol>>,
    pub guesses: u64,
    /// Give up (set `aborted`) after this many guesses.
    pub guess_limit: u64,
    pub aborted: bool,
}

impl<'g> KillerSearch<'g> {
    pub fn new(geo: &'g Geometry) -> Self {
        let n = geo.n;
        let mut cages: Vec<SCage> = geo
            .cages()
            .iter()
            .filter(|k| k.sum != 0)
            .map(|k| SCage {
                cells: k.cells.clone(),
                sum: k.sum,
            })
            .collect();
        cages.extend(rule45_cages(geo));
        let mut cell_cages = vec![Vec::new(); n * n];
        for (k, cage) in cages.iter().enumerate() {
            for &c in &cage.cells {
                cell_cages[c as usize].push(k as u16);
            }
        }
        KillerSearch {
            geo,
            table: set_table(),
            nn: n * n,
            all: ((1u32 << (n + 1)) - 2),
            dirty: vec![false; cages.len()],
            work: Vec::with_capacity(cages.len()),
            cages,
            cell_cages,
            fresh: true,
            stack: Vec::new(),
            queue: Vec::with_capacity(n * n),
            count: 0,
            limit: 0,
            solutions: Vec::new(),
            guesses: 0,
            guess_limit: u64::MAX,
            aborted: false,
        }
    }

    /// Solutions counted up to `limit`, and the first found.
    pub fn run(&mut self, cells: &[Symbol], limit: usize) -> (usize, Option<Vec<Symbol>>) {
        self.limit = limit;
        self.count = 0;
        self.solutions.clear();
        if limit == 0 || !self.start(cells) {
            return (0, None);
        }
        self.dfs(0);
        (self.count, self.solutions.first().cloned())
    }

    /// The board after the givens and propagation (no guessing); `None` on a contradiction.
    fn start(&mut self, cells: &[Symbol]) -> bool {
        self.stack = vec![self.all; self.nn];
        self.queue.clear();
        self.work.clear();
        for k in 0..self.cages.len() {
            self.dirty[k] = true;
            self.work.push(k as u16);
        }
        self.fresh = true;
        for (i, &v) in cells.iter().enumerate() {
            if v != 0 && !self.assign(0, i, 1 << v) {
                self.reset();
                return false;
            }
        }
        self.propagate(0)
    }

    #[inline]
    fn assign(&mut self, base: usize, cell: usize, bit: u32) -> bool {
        let w = &mut self.stack[base + cell];
        if *w & bit == 0 {
            return false;
        }
        if *w & DONE != 0 {
            return true;
        }
        *w = bit | DONE;
        self.queue.push(cell as u16);
        true
    }

    /// Cell `c` changed: its cages are looked at again.
    #[inline]
    fn touch(&mut self, c: usize) {
        self.fresh = true;
        for &k in &self.cell_cages[c] {
            let d = &mut self.dirty[k as usize];
            if !*d {
                *d = true;
                self.work.push(k);
            }
        }
    }

    /// Remove `elim` from cell `c`; None on a contradiction, else whether it changed.
    #[inline]
    fn remove(&mut self, base: usize, c: usize, elim: u32) -> Option<bool> {
        let changed = remove_candidates(&mut self.stack, &mut self.queue, base, c, elim)?;
        if changed {
            self.touch(c);
        }
        Some(changed)
    }

    /// Forget the pending work after a contradiction.
    fn reset(&mut self) {
        self.queue.clear();
        for &k in &self.work {
            self.dirty[k as usize] = false;
        }
        self.work.clear();
    }

    fn propagate(&mut self, base: usize) -> bool {
        let ok = self.propagate_inner(base).is_some();
        if !ok {
            self.reset();
        }
        ok
    }

    fn propagate_inner(&mut self, base: usize) -> Option<()> {
        let geo = self.geo;
        loop {
            while let Some(c) = self.queue.pop() {
                let c = c as usize;
                let bit = self.stack[base + c] & !DONE;
                self.touch(c);
                for &p in &geo.peers[c] {
                    self.remove(base, p as usize, bit)?;
                }
            }
            if let Some(k) = self.work.pop() {
                self.dirty[k as usize] = false;
                self.cage(base, k as usize)?;
                continue;
            }
            if !self.fresh {
                return Some(());
            }
            self.fresh = false;
            hidden_singles(&mut self.stack, &mut self.queue, base, &geo.units, self.all)?;
        }
    }

    /// Cage `k`'s digit sets against the board. None on a contradiction.
    fn cage(&mut self, base: usize, k: usize) -> Option<()> {
        let mut open = [0u16; MAX_CAGE];
        let mut words = [0u32; MAX_CAGE];
        let (mut no, mut placed, mut placed_sum, mut union) = (0usize, 0u32, 0u32, 0u32);
        let cage = &self.cages[k];
        let sum = cage.sum as u32;
        for &c in &cage.cells {
            let w = self.stack[base + c as usize];
            if w & DONE != 0 {
                let d = w & !DONE;
                placed |= d;
                placed_sum += d.trailing_zeros();
            } else {
                open[no] = c;
                words[no] = w;
                no += 1;
                union |= w;
            }
        }
        if no == 0 {
            return (placed_sum == sum).then_some(());
        }
        if placed_sum >= sum {
            return None;
        }
        let avail = union & !placed;
        let (mut allowed, mut required) = (0u32, u32::MAX);
        // Per open cell, the digits some fitting set gives it in some assignment of distinct digits.
        let mut support = [0u32; MAX_CAGE];
        'set: for &m in self.table.sets(no, (sum - placed_sum) as usize) {
            let m = m as u32;
            if m & !avail != 0 {
                continue;
            }
            let mut all_hold = true;
            for &w in &words[..no] {
                if w & m == 0 {
                    continue 'set;
                }
                all_hold &= w & m == m;
            }
            if all_hold {
                // Every assignment of the set's digits fits.
                for (i, &w) in words[..no].iter().enumerate() {
                    support[i] |= w & m;
                }
            } else {
                if !fit_set(&words[..no], m, &mut support) {
                    continue;
                }
            }
            allowed |= m;
            required &= m;
        }
        if allowed == 0 {
            return None;
        }
        for (i, &c) in open[..no].iter().enumerate() {
            if words[i] & !support[i] != 0 {
                self.remove(base, c as usize, !support[i] & self.all)?;
            }
        }
        let mut req = required;
        while req != 0 {
            let bit = req & req.wrapping_neg();
            req &= req - 1;
            let mut at = [0usize; MAX_CAGE];
            let mut k_at = 0;
            let mut done = false;
            for &c in &open[..no] {
                let w = self.stack[base + c as usize];
                if w & bit != 0 {
                    done |= w & DONE != 0;
                    at[k_at] = c as usize;
                    k_at += 1;
                }
            }
            if done {
                // Placed meanwhile: its peers lose it when the queue is drained.
                continue;
            }
            match k_at {
                0 => return None,
                1 if !self.assign(base, at[0], bit) => return None,
                1 => {}
                _ => {
                    let geo = self.geo;
                    let at = &at[..k_at];
                    let n = geo.n;
                    let first = at[0];
                    let units = [
                        (at.iter().all(|&c| c / n == first / n), first / n),
                        (at.iter().all(|&c| c % n == first % n), n + first % n),
                        (
                            at.iter()
                                .all(|&c| geo.cell_units[c][2] == geo.cell_units[first][2]),
                            geo.cell_units[first][2] as usize,
                        ),
                    ];
                    for (shared, u) in units {
                        if !shared {
                            continue;
                        }
                        for &x in &geo.units[u] {
                            if !at.contains(&(x as usize)) {
                                self.remove(base, x as usize, bit)?;
                            }
                        }
                    }
                }
            }
        }
        Some(())
    }

    fn dfs(&mut self, depth: usize) {
        let nn = self.nn;
        let base = depth * nn;
        let Some(best) = fewest_candidates(&self.stack[base..base + nn]) else {
            self.count += 1;
            self.solutions
                .push(board_symbols(&self.stack[base..base + nn]));
            return;
        };
        let mut cands = self.stack[base + best];
        if self.stack.len() < base + 2 * nn {
            self.stack.resize(base + 2 * nn, 0);
        }
        self.guesses += 1;
        if self.guesses > self.guess_limit {
            self.aborted = true;
        }
        while cands != 0 && self.count < self.limit && !self.aborted {
            let bit = cands & cands.wrapping_neg();
            cands &= !bit;
            self.stack.copy_within(base..base + nn, base + nn);
            self.queue.clear();
            self.assign(base + nn, best, bit);
            if self.propagate(base + nn) {
                self.dfs(depth + 1);
            }
        }
    }
}
/// Whether the digits of `set` (as many as `words`) can go to the cells with candidate words `words`, one
/// each, as far as singles inside the cage tell (a cell left with one of the set's digits takes it from the
/// others; a digit of the set with one cell left goes there); if so adds to `support[i]` the digits of the
/// set cell `i` can still take.
fn fit_set(words: &[u32], set: u32, support: &mut [u32; MAX_CAGE]) -> bool {
    let k = words.len();
    let mut cw = [0u32; MAX_CAGE];
    for (c, &w) in cw.iter_mut().zip(words) {
        *c = w & set;
    }
    let mut fixed = 0u32;
    loop {
        let mut changed = false;
        for i in 0..k {
            let w = cw[i];
            if w == 0 {
                return false;
            }
            if w & (w - 1) == 0 && fixed & w == 0 {
                fixed |= w;
                changed = true;
                for (j, c) in cw[..k].iter_mut().enumerate() {
                    if j != i {
                        *c &= !w;
                    }
                }
            }
        }
        let (mut once, mut twice) = (0u32, 0u32);
        for &w in &cw[..k] {
            twice |= once & w;
            once |= w;
        }
        if once != set {
            return false;
        }
        let hidden = once & !twice & !fixed;
        if hidden != 0 {
            for c in cw[..k].iter_mut() {
                let h = *c & hidden;
                if h != 0 && *c != h {
                    if h & (h - 1) != 0 {
                        return false;
                    }
                    *c = h;
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    for (s, &c) in support.iter_mut().zip(&cw[..k]) {
        *s |= c;
    }
    true
}

/// The 45 rule's virtual cages: for each row, column and block, the cells of the cages that cross its edge
/// (innies: their digits are distinct and add up to the unit's total less the cages inside it), and the
/// cells outside it of those crossing cages (outies) when they lie in one unit; each of at most
/// [`VIRTUAL_MAX`] cells.
fn rule45_cages(geo: &Geometry) -> Vec<SCage> {
    let n = geo.n;
    let mut out = Vec::new();
    for unit in geo.units.iter().take(3 * n) {
        let Some(r) = rule45(geo, unit) else {
            continue;
        };
        if r.innies.len() < n && r.innies.len() <= VIRTUAL_MAX && r.in_sum > 0 {
            out.push(SCage {
                cells: r.innies,
                sum: r.in_sum as u16,
            });
        }
        let idx: Vec<usize> = r.outies.iter().map(|&c| c as usize).collect();
        if r.outies.len() < n
            && r.outies.len() <= VIRTUAL_MAX
            && r.out_sum > 0
            && !geo.common_units(&idx).is_empty()
        {
            out.push(SCage {
                cells: r.outies,
                sum: r.out_sum as u16,
            });
        }
    }
    out
}

/// Solutions of a Killer grid counted up to `limit`.
pub fn count(s: &Sudoku, limit: usize) -> usize {
    KillerSearch::new(s.geometry()).run(s.cells(), limit).0
}

/// The solution when there is exactly one.
pub fn unique_solution(s: &Sudoku) -> Option<Vec<Symbol>> {
    let (count, sol) = KillerSearch::new(s.geometry()).run(s.cells(), 2);
    (count == 1).then_some(sol).flatten()
}
