//! The general exact solver, the readable baseline for every layout (plain blocks, X-Sudoku's diagonals,
//! Jigsaw's regions, the rules' units, pairs, relations and sums): bitmask candidates, naked- and hidden-single
//! propagation (with pointing and claiming on plain blocks, each relation's table and each sum's bounds), and depth-first
//! search on the cell with the fewest candidates. Its propagation primitives on a board of cell words are
//! shared with the Killer solver. Which solver answers which question is
//! [`super::door`]'s choice.

use crate::core::candidates::Candidates;
use crate::core::cell::{Cell, Symbol};
use crate::core::geometry::{Geometry, Relation};

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
    /// Use pointing/claiming in propagation, over every pair of overlapping units ([`Search::locked_overlaps`];
    /// off for random fills, so their seeded output stays the same).
    locked: bool,
    /// Naked and hidden singles only, never pointing/claiming (see [`super::door::solved_by_propagation`]).
    pub(super) singles_only: bool,
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
            singles_only: false,
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
        // A random fill keeps plain singles, so its seeded output stays the same.
        self.locked = pick.is_none() && !self.singles_only;
        if limit == 0 {
            return (0, None);
        }
        self.stack = vec![self.all; nn];
        // The digits the rules allow in each cell (even and odd cells); a cell left one is placed like a
        // single.
        for (i, &mask) in self.geo.allowed.iter().enumerate() {
            let w = self.all & mask;
            if w == 0 {
                return (0, None);
            }
            self.stack[i] = w;
            if w & (w - 1) == 0 {
                self.assign(0, i, w);
            }
        }
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
            // The rules' relations (non-consecutive neighbours) first: a table lookup per pair, cheaper than a
            // pass over every unit, so what they remove reaches its naked singles before that pass. The fixed
            // point is the same in any order.
            match self.relate(base) {
                None => {
                    self.queue.clear();
                    return false;
                }
                Some(true) => continue,
                Some(false) => {}
            }
            let Some(found) =
                hidden_singles(&mut self.stack, &mut self.queue, base, &geo.units, self.all)
            else {
                self.queue.clear();
                return false;
            };
            if !found {
                // The rules' sums (arrows) and sandwiches, random fills too.
                match self
                    .add_up(base)
                    .and_then(|r| Some(r || self.sandwich(base)?))
                {
                    None => {
                        self.queue.clear();
                        return false;
                    }
                    Some(true) => continue,
                    Some(false) => {}
                }
                if !self.locked {
                    return true;
                }
                match self.locked_overlaps(base) {
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

    /// Remove `elim` from cell `c`; None on a contradiction, else whether it changed.
    #[inline]
    fn remove(&mut self, base: usize, c: usize, elim: u32) -> Option<bool> {
        remove_candidates(&mut self.stack, &mut self.queue, base, c, elim)
    }

    /// The rules' relations between cells ([`Geometry::relations`]): each cell keeps only the symbols some
    /// symbol of the other allows. None on a contradiction, else whether anything changed.
    fn relate(&mut self, base: usize) -> Option<bool> {
        let geo = self.geo;
        let mut changed = false;
        for r in &geo.relations {
            let (a, b) = (r.a as usize, r.b as usize);
            let ma = self.stack[base + a] & !DONE;
            let mb = self.stack[base + b] & !DONE;
            changed |= self.remove(base, b, mb & !Relation::allowed_fast(&r.ok, &r.ok_sets, ma))?;
            let mb = self.stack[base + b] & !DONE;
            changed |= self.remove(
                base,
                a,
                ma & !Relation::allowed_fast(&r.back, &r.back_sets, mb),
            )?;
        }
        Some(changed)
    }

    /// The candidates of up to 31 `cells` of the board at `base`, on the stack (sums and sandwiches read them at
    /// every branch point's fixed point).
    #[inline]
    fn masks(&self, base: usize, cells: &[Cell]) -> [u32; 32] {
        let mut masks = [0u32; 32];
        for (m, &c) in masks.iter_mut().zip(cells) {
            *m = self.stack[base + c as usize] & !DONE;
        }
        masks
    }

    /// The rules' sums over cells ([`Geometry::sums`], arrows), by bounds: each cell keeps the digits that the
    /// others' smallest and largest digits leave room for; the cells of a sum whose digits differ (a cage) keep
    /// the digits of its sets ([`crate::core::geometry::Sum::sets`]) that every cell can take part in. None on a contradiction, else whether anything
    /// changed.
    fn add_up(&mut self, base: usize) -> Option<bool> {
        let geo = self.geo;
        let mut changed = false;
        for sum in &geo.sums {
            // each cell's contribution range (its digit times its sign) and their totals
            let range = |w: u32, sign: i8| {
                let w = w & !DONE;
                let (lo, hi) = (w.trailing_zeros() as i32, 31 - w.leading_zeros() as i32);
                if sign > 0 {
                    (lo, hi)
                } else {
                    (-hi, -lo)
                }
            };
            let (mut lo, mut hi) = (0, 0);
            for (i, &c) in sum.cells.iter().enumerate() {
                let (a, b) = range(self.stack[base + c as usize], sum.signs[i]);
                lo += a;
                hi += b;
            }
            if sum.total < lo || sum.total > hi {
                return None;
            }
            for (i, &c) in sum.cells.iter().enumerate() {
                let w = self.stack[base + c as usize];
                let (a, b) = range(w, sum.signs[i]);
                // this cell's contribution lies in total − (others' range)
                let (min, max) = (sum.total - (hi - b), sum.total - (lo - a));
                let (dmin, dmax) = if sum.signs[i] > 0 {
                    (min, max)
                } else {
                    (-max, -min)
                };
                let keep = Candidates::span(dmin, dmax).0;
                changed |= self.remove(base, c as usize, (w & !DONE) & !keep)?;
            }
            // digits added up that may repeat (a little killer), or that differ (a cage, its digit sets)
            let k = sum.cells.len();
            let repeats =
                sum.sets.is_empty() && sum.signs.iter().all(|&s| s > 0) && sum.total < 128;
            if k >= 32 || (!repeats && sum.sets.is_empty()) {
                continue;
            }
            let masks = self.masks(base, &sum.cells);
            // repeats: each cell keeps the digits some partial sum before it and some after it complete to the
            // total (sums as bits of a u128)
            if repeats {
                let spread = |from: u128, m: u32, up: bool| {
                    Candidates(m)
                        .iter()
                        .fold(0u128, |s, d| s | if up { from << d } else { from >> d })
                };
                let mut after = [0u128; 33];
                after[k] = 1 << sum.total;
                for i in (0..k).rev() {
                    after[i] = spread(after[i + 1], masks[i], false);
                }
                if after[0] & 1 == 0 {
                    return None;
                }
                let mut before = 1u128;
                for i in 0..k {
                    let keep = Candidates(masks[i])
                        .iter()
                        .filter(|&d| (before << d) & after[i + 1] != 0)
                        .fold(0u32, |k, d| k | 1 << d);
                    changed |= self.remove(base, sum.cells[i] as usize, masks[i] & !keep)?;
                    before = spread(before, keep, true);
                }
            }
            // differ: the cells keep the digits of the sets every cell can take part in
            if !sum.sets.is_empty() {
                let masks = &masks[..k];
                let union = masks.iter().fold(0, |u, &m| u | m);
                let keep = sum
                    .sets
                    .iter()
                    .filter(|&&s| s & !union == 0 && masks.iter().all(|&m| m & s != 0))
                    .fold(0, |k, &s| k | s);
                if keep == 0 {
                    return None;
                }
                for (&c, &m) in sum.cells.iter().zip(masks) {
                    changed |= self.remove(base, c as usize, m & !keep)?;
                }
            }
        }
        Some(changed)
    }

    /// The rules' sandwiches ([`Geometry::betweens`]): each cell of the line keeps what some place of the 1 and
    /// the largest digit leaves it, the cells between by bounds ([`crate::rules::sandwich::keep`]; exact once
    /// the line is filled). None on a contradiction, else whether anything changed.
    fn sandwich(&mut self, base: usize) -> Option<bool> {
        let geo = self.geo;
        let n = geo.n;
        let mut changed = false;
        for b in &geo.betweens {
            let cands = self.masks(base, &b.cells);
            let keep = crate::rules::sandwich::keep(b, &cands[..b.cells.len()], n)?;
            for (i, &c) in b.cells.iter().enumerate() {
                changed |= self.remove(base, c as usize, cands[i] & !keep[i])?;
            }
        }
        Some(changed)
    }

    /// Pointing and claiming between any two units sharing two cells or more (blocks or Jigsaw regions with
    /// rows and columns, X-Sudoku's diagonals with blocks; [`Geometry::overlaps`]): a symbol whose places in
    /// one unit all lie in the shared cells leaves the rest of the other. None on a contradiction, else whether
    /// anything changed.
    fn locked_overlaps(&mut self, base: usize) -> Option<bool> {
        let geo = self.geo;
        let mut changed = false;
        for o in &geo.overlaps {
            let stack = &self.stack[base..];
            let or = |cells: &[crate::core::cell::Cell]| {
                cells.iter().fold(0, |m, &c| m | stack[c as usize]) & !DONE
            };
            let (both, a, b) = (or(&o.both), or(&o.only_a), or(&o.only_b));
            // Locked in the shared cells by the first unit: out of the rest of the second, and the reverse.
            for (elim, rest) in [(both & !a & b, &o.only_b), (both & !b & a, &o.only_a)] {
                if elim != 0 {
                    for &c in rest {
                        changed |= self.remove(base, c as usize, elim)?;
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
        if super::past_budget(self.guesses, self.guess_limit, self.deadline_ms) {
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
