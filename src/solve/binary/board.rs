//! The bit-mask core: each row and each column is a pair of masks (`one`, `zero`), bit `i` = cell `i` of the
//! line. Lines `0..n` are rows, `n..2n` columns. Supports sides up to [`MAX_LOGIC`].
//!
//! The closure functions apply rules to a fixpoint. They are the fast twins of the step-by-step techniques:
//! every rule here is monotone, so the fixpoint of a set of rules does not depend on the order they are tried,
//! and a puzzle closes at a depth exactly when the human solver limited to that level's techniques completes it.

use crate::core::binary::{Binary, SIGN_MAX};
use crate::core::cell::{Symbol, Unit};
use std::sync::OnceLock;

/// Largest side the logical solver, counter, hints and generator handle.
pub const MAX_LOGIC: usize = 64;

/// Digits are `0` and `1` here (the symbol is `digit + 1`).
#[derive(Clone, Debug)]
pub struct Board {
    pub n: usize,
    pub half: u32,
    /// The low `n` bits.
    pub full: u64,
    pub one: [u64; 2 * MAX_LOGIC],
    pub zero: [u64; 2 * MAX_LOGIC],
    /// Complete lines (bit `l`), kept by [`Board::set`].
    pub done: u128,
    /// The distinct-lines rule (binary puzzles); off for Tango, whose lines may repeat.
    pub distinct: bool,
    /// Tango's `=` signs along each line (bit `i`: between cells `i` and `i + 1`), lines `0..2n` for sides up
    /// to [`SIGN_MAX`]; read through [`Board::signs_of`] (see `super::signs`).
    pub eq: [u16; 2 * SIGN_MAX],
    /// Tango's `×` signs, laid out like `eq`.
    pub ne: [u16; 2 * SIGN_MAX],
}

/// How much reasoning a closure may use.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Depth {
    /// Pair, sandwich, last cell, balance completion (Easy).
    Local,
    /// + duplicate guard, last of a kind (Medium).
    Medium,
    /// Exact reasoning on each line, complete parallel lines excluded (Hard).
    Exact,
}

/// A line that breaks a rule or cannot be completed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Broken;

/// A placement made by a closure: cell, digit, and the line whose reasoning forced it.
pub type Traced = (usize, u8, usize);

/// Cells (bit masks) where placing a digit of mask `x` would make three in a row.
#[inline]
pub fn triple_forced(x: u64, full: u64) -> u64 {
    (((x >> 1) & (x >> 2)) | ((x << 1) & (x << 2)) | ((x << 1) & (x >> 1))) & full
}

/// Whether `x` holds three adjacent bits.
#[inline]
pub fn has_triple(x: u64) -> bool {
    x & (x >> 1) & (x >> 2) != 0
}

/// Iterate the set bits of a mask, lowest first (the crate's [`crate::core::candidates::Bits`], as indices).
pub fn bits(m: u64) -> impl Iterator<Item = usize> {
    crate::core::candidates::Bits(m).map(usize::from)
}

/// All balanced lines without triples, as masks of their 1s, for even `n <= 16` (index `n / 2`).
pub fn table(n: usize) -> &'static [u64] {
    static T: OnceLock<Vec<Vec<u64>>> = OnceLock::new();
    let t = T.get_or_init(|| {
        (0..=8)
            .map(|h| {
                let n = 2 * h;
                (0u64..1 << n)
                    .filter(|&x| {
                        x.count_ones() as usize == h
                            && !has_triple(x)
                            && !has_triple(!x & ((1 << n) - 1))
                    })
                    .collect()
            })
            .collect()
    });
    &t[n / 2]
}

/// Largest side [`table`] is built for (the tests check exact reasoning against it).
pub const TABLE_MAX: usize = 16;

/// The board of a binary value: built here, where the board lives (the value itself is in `core::binary`).
impl Binary {
    /// The bit-mask board of these givens and rules (sides up to [`MAX_LOGIC`]).
    pub fn board(&self) -> Board {
        self.board_with(&self.cells)
    }

    /// The bit-mask board of these rules with other cells (a player's grid).
    pub fn board_with(&self, cells: &[Symbol]) -> Board {
        let mut b = Board::new(self.n);
        if let Some(s) = &self.signs {
            b.set_signs(s);
        }
        b.refill(cells)
    }
}

impl Board {
    pub fn new(n: usize) -> Board {
        assert!(n <= MAX_LOGIC && n % 2 == 0);
        Board {
            n,
            half: (n / 2) as u32,
            full: if n == 64 { u64::MAX } else { (1u64 << n) - 1 },
            one: [0; 2 * MAX_LOGIC],
            zero: [0; 2 * MAX_LOGIC],
            done: 0,
            distinct: true,
            eq: [0; 2 * SIGN_MAX],
            ne: [0; 2 * SIGN_MAX],
        }
    }

    /// An empty board with the same side and rules (signs, distinct lines) as `self`.
    pub fn blank(&self) -> Board {
        let mut b = Board::new(self.n);
        b.distinct = self.distinct;
        b.eq = self.eq;
        b.ne = self.ne;
        b
    }

    /// A board with the same side and rules as `self` and the given symbols.
    pub fn refill(&self, cells: &[u8]) -> Board {
        let mut b = self.blank();
        for (i, &s) in cells.iter().enumerate().take(self.n * self.n) {
            if s == 1 || s == 2 {
                b.set(i, s - 1);
            }
        }
        b
    }

    /// From symbols (0 empty, 1 = digit 0, 2 = digit 1).
    pub fn from_cells(n: usize, cells: &[u8]) -> Board {
        let mut b = Board::new(n);
        for (i, &s) in cells.iter().enumerate().take(n * n) {
            if s == 1 || s == 2 {
                b.set(i, s - 1);
            }
        }
        b
    }

    /// Symbols, row-major.
    pub fn to_cells(&self) -> Vec<u8> {
        (0..self.n * self.n).map(|c| self.symbol(c)).collect()
    }

    /// The symbol at a cell (0 empty).
    #[inline]
    pub fn symbol(&self, cell: usize) -> u8 {
        let (r, c) = (cell / self.n, cell % self.n);
        if self.one[r] >> c & 1 == 1 {
            2
        } else if self.zero[r] >> c & 1 == 1 {
            1
        } else {
            0
        }
    }

    /// Place digit `d` (0 or 1) at `cell` (the cell should be empty).
    #[inline]
    pub fn set(&mut self, cell: usize, d: u8) {
        let (r, c) = (cell / self.n, cell % self.n);
        let lines = if d == 1 {
            &mut self.one
        } else {
            &mut self.zero
        };
        lines[r] |= 1 << c;
        lines[self.n + c] |= 1 << r;
        if self.empty(r) == 0 {
            self.done |= 1 << r;
        }
        if self.empty(self.n + c) == 0 {
            self.done |= 1 << (self.n + c);
        }
    }

    /// Complete lines parallel to `l`, other than `l`.
    #[inline]
    pub fn done_parallel(&self, l: usize) -> u128 {
        let rows = (1u128 << self.n) - 1;
        let mask = if l < self.n { rows } else { rows << self.n };
        self.done & mask & !(1u128 << l)
    }

    /// The two lines through a cell, as a dirty mask.
    #[inline]
    pub fn lines_of(&self, cell: usize) -> u128 {
        (1u128 << (cell / self.n)) | (1u128 << (self.n + cell % self.n))
    }

    /// All lines.
    #[inline]
    pub fn all_lines(&self) -> u128 {
        if self.n == 64 {
            u128::MAX
        } else {
            (1u128 << (2 * self.n)) - 1
        }
    }

    #[inline]
    pub fn empty(&self, l: usize) -> u64 {
        self.full & !(self.one[l] | self.zero[l])
    }

    /// The cell at position `i` of line `l`.
    #[inline]
    pub fn cell_of(&self, l: usize, i: usize) -> usize {
        if l < self.n {
            l * self.n + i
        } else {
            i * self.n + (l - self.n)
        }
    }

    /// Lines parallel to `l` (same orientation), as a range.
    #[inline]
    pub fn parallel(&self, l: usize) -> std::ops::Range<usize> {
        if l < self.n {
            0..self.n
        } else {
            self.n..2 * self.n
        }
    }

    pub fn unit(&self, l: usize) -> Unit {
        if l < self.n {
            Unit::Row(l as u8)
        } else {
            Unit::Col((l - self.n) as u8)
        }
    }

    /// "row 3" / "column 5".
    pub fn line_name(&self, l: usize) -> String {
        self.unit(l).to_string()
    }

    pub fn is_complete(&self) -> bool {
        let rows = (1u128 << self.n) - 1;
        self.done & rows == rows
    }

    pub fn empty_count(&self) -> usize {
        (0..self.n)
            .map(|r| self.empty(r).count_ones() as usize)
            .sum()
    }

    /// Complete parallel lines other than `l` whose 1s are compatible with `l`'s filled cells (their 1-masks).
    pub fn compatible_complete(&self, l: usize, out: &mut [u64; MAX_LOGIC]) -> usize {
        let (o, z) = (self.one[l], self.zero[l]);
        let mut k = 0;
        if !self.distinct {
            return 0;
        }
        for m in bits_u128(self.done_parallel(l)) {
            {
                let mo = self.one[m];
                if mo & o == o && mo & z == 0 && !out[..k].contains(&mo) {
                    out[k] = mo;
                    k += 1;
                }
            }
        }
        k
    }

    /// A complete line `l` equal to another complete parallel line: that line.
    pub fn duplicate_of(&self, l: usize) -> Option<usize> {
        if self.empty(l) != 0 || !self.distinct {
            return None;
        }
        bits_u128(self.done_parallel(l)).find(|&m| self.one[m] == self.one[l])
    }

    /// Local rules on line `l`: forced (zeros, ones), or `Err` when the line already breaks a rule.
    #[inline]
    pub fn local(&self, l: usize) -> Result<(u64, u64), Broken> {
        let (o, z, e) = (self.one[l], self.zero[l], self.empty(l));
        let (co, cz) = (o.count_ones(), z.count_ones());
        if co > self.half || cz > self.half || has_triple(o) || has_triple(z) {
            return Err(Broken);
        }
        let mut f0 = triple_forced(o, self.full) & e;
        let mut f1 = triple_forced(z, self.full) & e;
        if co == self.half {
            f0 |= e;
        }
        if cz == self.half {
            f1 |= e;
        }
        if !self.distinct {
            let (s0, s1) = self.sign_forced(l)?;
            f0 |= s0;
            f1 |= s1;
        }
        if f0 & f1 != 0 {
            return Err(Broken);
        }
        if e == 0 && self.duplicate_of(l).is_some() {
            return Err(Broken);
        }
        Ok((f0, f1))
    }

    /// Duplicate guard and last of a kind on line `l`: forced (zeros, ones).
    pub fn medium(&self, l: usize) -> Result<(u64, u64), Broken> {
        let (o, z, e) = (self.one[l], self.zero[l], self.empty(l));
        if e == 0 {
            return Ok((0, 0));
        }
        let (mut f0, mut f1) = if self.distinct {
            (0, 0)
        } else {
            let (p0, p1) = self.sign_pair(l);
            let (b0, b1) = self.sign_balance(l);
            (p0 | b0, p1 | b1)
        };
        if e.count_ones() == 2 && o.count_ones() == self.half - 1 {
            let mut buf = [0u64; MAX_LOGIC];
            let k = self.compatible_complete(l, &mut buf);
            for &m in &buf[..k] {
                // The other order.
                f1 |= e & !m;
                f0 |= e & m;
            }
        }
        for (x_mask, x_is_one) in [(o, true), (z, false)] {
            if x_mask.count_ones() + 1 == self.half && e != 0 {
                if let Some(c) = self.last_of_kind_window(x_mask, e) {
                    if c == 0 {
                        return Err(Broken);
                    }
                    if x_is_one {
                        f0 |= e & !c;
                    } else {
                        f1 |= e & !c;
                    }
                }
            }
        }
        if f0 & f1 != 0 {
            return Err(Broken);
        }
        Ok((f0, f1))
    }

    /// For a line needing one more X (mask `x`, other digit `y`): the empty cells common to every window of three
    /// that would become a triple of the other digit without X, or `None` when there is no such window.
    pub fn last_of_kind_window(&self, x: u64, e: u64) -> Option<u64> {
        let mut c: Option<u64> = None;
        for i in 0..self.n.saturating_sub(2) {
            let w = 0b111u64 << i;
            if w & x == 0 && w & e != 0 {
                c = Some(c.unwrap_or(u64::MAX) & w & e);
            }
        }
        c
    }

    /// Exact reasoning on line `l`: the cells equal in every valid completion (balanced, no triple, and if
    /// `exclude`, not equal to a complete parallel line). Forced (zeros, ones), `Err` when there is none.
    pub fn exact(&self, l: usize, exclude: bool) -> Result<(u64, u64), Broken> {
        let (o, z, e) = (self.one[l], self.zero[l], self.empty(l));
        if e == 0 {
            // Complete: `local` has checked balance, triples and duplicates.
            return if self.local(l).is_ok() {
                Ok((0, 0))
            } else {
                Err(Broken)
            };
        }
        let n = self.n;
        let (eq, ne) = self.signs_of(l);
        let (f0, f1) = if eq | ne != 0 {
            exact_wide(n, o, z, eq, ne)?
        } else {
            cached_exact(n, o, z)?
        };
        if !exclude || self.done_parallel(l) == 0 {
            return Ok((f0, f1));
        }
        let mut buf = [0u64; MAX_LOGIC];
        let k = self.compatible_complete(l, &mut buf);
        if k == 0 {
            return Ok((f0, f1));
        }
        let ex = &buf[..k];
        // A digit fits a still-open cell unless every completion with it there is an excluded line (those
        // are completions themselves); count the completions up to one more than the excluded ones.
        let (mut g0, mut g1) = (f0, f1);
        for i in bits(e & !(f0 | f1)) {
            for v in 0..2u8 {
                let nex = ex.iter().filter(|&&m| (m >> i & 1) as u8 == v).count();
                if nex == 0 {
                    continue;
                }
                let (vo, vz) = if v == 1 {
                    (o | 1 << i, z)
                } else {
                    (o, z | 1 << i)
                };
                if count_upto(n, vo, vz, nex + 1) <= nex {
                    // `v` does not fit: the other digit is forced.
                    if v == 1 {
                        g0 |= 1 << i;
                    } else {
                        g1 |= 1 << i;
                    }
                }
            }
        }
        if g0 & g1 != 0 {
            return Err(Broken);
        }
        if e & !(g0 | g1) == 0 && ex.contains(&(o | g1)) {
            // One completion left, and it copies a complete line.
            return Err(Broken);
        }
        Ok((g0, g1))
    }

    #[cfg(test)]
    fn exact_uncached(&self, o: u64, z: u64, e: u64, ex: &[u64]) -> Result<(u64, u64), Broken> {
        let k = ex.len();
        if self.n <= TABLE_MAX {
            let (mut and, mut or, mut any) = (u64::MAX, 0u64, false);
            for &t in table(self.n) {
                if t & z == 0 && t & o == o && (k == 0 || !ex.contains(&t)) {
                    and &= t;
                    or |= t;
                    any = true;
                }
            }
            if !any {
                return Err(Broken);
            }
            Ok((e & !or, e & and))
        } else if self.n <= 20 {
            let mut f = [0u64; 21 * 11 * 4];
            let mut g = [0u64; 21 * 11 * 4];
            self.exact_dp(o, z, e, ex, &mut f, &mut g)
        } else {
            let len = (self.n + 1) * (self.n / 2 + 1) * 4;
            let (mut f, mut g) = (vec![0u64; len], vec![0u64; len]);
            self.exact_dp(o, z, e, ex, &mut f, &mut g)
        }
    }

    /// Counting DP over (ones so far, last digit, run length) for longer lines.
    #[cfg(test)]
    fn exact_dp(
        &self,
        o: u64,
        z: u64,
        e: u64,
        ex: &[u64],
        f: &mut [u64],
        g: &mut [u64],
    ) -> Result<(u64, u64), Broken> {
        let n = self.n;
        let h = n / 2;
        let s_count = (h + 1) * 4;
        let idx = |k: usize, b: usize, r: usize| (k * 2 + b) * 2 + r;
        let allowed = |i: usize, v: usize| {
            if v == 1 {
                z >> i & 1 == 0
            } else {
                o >> i & 1 == 0
            }
        };
        // f[p][s]: ways to fill cells 0..p ending in state s.
        for v in 0..2 {
            if allowed(0, v) {
                f[s_count + idx(v, v, 0)] = 1;
            }
        }
        for p in 1..n {
            for k in 0..=h {
                for b in 0..2 {
                    for r in 0..2 {
                        let x = f[p * s_count + idx(k, b, r)];
                        if x == 0 {
                            continue;
                        }
                        for v in 0..2 {
                            if !allowed(p, v) || k + v > h || (v == b && r == 1) {
                                continue;
                            }
                            let nr = if v == b { 1 } else { 0 };
                            let t = &mut f[(p + 1) * s_count + idx(k + v, v, nr)];
                            *t = t.saturating_add(x);
                        }
                    }
                }
            }
        }
        // g[p][s]: ways to fill cells p..n from state s after p cells.
        for b in 0..2 {
            for r in 0..2 {
                g[n * s_count + idx(h, b, r)] = 1;
            }
        }
        for p in (1..n).rev() {
            for k in 0..=h {
                for b in 0..2 {
                    for r in 0..2 {
                        let mut acc = 0u64;
                        for v in 0..2 {
                            if !allowed(p, v) || k + v > h || (v == b && r == 1) {
                                continue;
                            }
                            let nr = if v == b { 1 } else { 0 };
                            acc = acc.saturating_add(g[(p + 1) * s_count + idx(k + v, v, nr)]);
                        }
                        g[p * s_count + idx(k, b, r)] = acc;
                    }
                }
            }
        }
        let mut total = 0u64;
        for b in 0..2 {
            for r in 0..2 {
                total = total.saturating_add(f[n * s_count + idx(h, b, r)]);
            }
        }
        if total <= ex.len() as u64 {
            return Err(Broken);
        }
        let (mut f0, mut f1) = (0u64, 0u64);
        for i in bits(e) {
            let mut cnt = [0u64; 2];
            for k in 0..=h {
                for (b, c) in cnt.iter_mut().enumerate() {
                    for r in 0..2 {
                        let s = (i + 1) * s_count + idx(k, b, r);
                        *c = c.saturating_add(f[s].saturating_mul(g[s]));
                    }
                }
            }
            for (v, &c) in cnt.iter().enumerate() {
                let excluded = ex.iter().filter(|&&m| (m >> i & 1) as usize == v).count() as u64;
                if c <= excluded {
                    if v == 1 {
                        f0 |= 1 << i;
                    } else {
                        f1 |= 1 << i;
                    }
                }
            }
        }
        if f0 & f1 != 0 {
            return Err(Broken);
        }
        Ok((f0, f1))
    }

    /// Apply forced masks of line `l`, recording into `trace`; returns the lines touched.
    #[inline]
    fn apply(&mut self, l: usize, f0: u64, f1: u64, trace: &mut Option<&mut Vec<Traced>>) -> u128 {
        let mut touched = 0u128;
        if let Some(t) = trace.as_deref_mut() {
            for (mask, d) in [(f0, 0u8), (f1, 1u8)] {
                for i in bits(mask) {
                    let cell = self.cell_of(l, i);
                    self.set(cell, d);
                    touched |= self.lines_of(cell);
                    t.push((cell, d, l));
                }
            }
            return touched;
        }
        let n = self.n;
        let (pos, cross) = if l < n { (l, n) } else { (l - n, 0) };
        self.one[l] |= f1;
        self.zero[l] |= f0;
        touched |= 1 << l;
        for i in bits(f1) {
            self.one[cross + i] |= 1 << pos;
            touched |= 1 << (cross + i);
        }
        for i in bits(f0) {
            self.zero[cross + i] |= 1 << pos;
            touched |= 1 << (cross + i);
        }
        for m in bits_u128(touched) {
            if self.empty(m) == 0 {
                self.done |= 1 << m;
            }
        }
        touched
    }

    /// Apply rules up to `depth` until nothing changes, starting from the `dirty` lines. `Err(line)`: that line
    /// breaks a rule or cannot be completed.
    pub fn close(
        &mut self,
        depth: Depth,
        dirty: u128,
        trace: Option<&mut Vec<Traced>>,
    ) -> Result<(), usize> {
        self.close_goal(depth, dirty, trace, None)
    }

    /// [`Board::close`] that may stop as soon as cell `goal` is filled.
    pub fn close_goal(
        &mut self,
        depth: Depth,
        dirty: u128,
        mut trace: Option<&mut Vec<Traced>>,
        goal: Option<usize>,
    ) -> Result<(), usize> {
        let mut local = dirty;
        let mut deep = if depth > Depth::Local { dirty } else { 0 };
        loop {
            let done_before = self.done;
            let touched = if local != 0 {
                let l = local.trailing_zeros() as usize;
                local &= local - 1;
                let (f0, f1) = self.local(l).map_err(|_| l)?;
                if f0 | f1 == 0 {
                    continue;
                }
                self.apply(l, f0, f1, &mut trace)
            } else if deep != 0 {
                let l = deep.trailing_zeros() as usize;
                deep &= deep - 1;
                let (f0, f1) = if depth == Depth::Medium {
                    self.medium(l)
                } else {
                    self.exact(l, true)
                }
                .map_err(|_| l)?;
                if f0 | f1 == 0 {
                    continue;
                }
                self.apply(l, f0, f1, &mut trace)
            } else {
                return Ok(());
            };
            if goal.is_some_and(|c| self.symbol(c) != 0) {
                return Ok(());
            }
            local |= touched;
            if depth > Depth::Local {
                deep |= touched;
                // A line that just became complete changes duplicate reasoning on its parallels.
                if touched & done_before != touched & self.done {
                    let rows = (1u128 << self.n) - 1;
                    let fresh = touched & self.done & !done_before;
                    if fresh & rows != 0 {
                        deep |= rows & !self.done;
                    }
                    if fresh & !rows != 0 {
                        deep |= (rows << self.n) & !self.done;
                    }
                }
            }
        }
    }

    /// A cheaper, weaker twin of [`Board::close_probing`] for the generator: probes use the local and medium
    /// rules only, and only the digit that differs from the known `solution` is assumed (the right digit never
    /// breaks). Whatever it completes, the Expert solver completes too. Stops once `goal` is filled.
    pub fn close_probing_quick(&mut self, solution: &Board, goal: Option<usize>) -> bool {
        if self
            .close_goal(Depth::Exact, self.all_lines(), None, goal)
            .is_err()
        {
            return false;
        }
        let done = |b: &Board| goal.map_or_else(|| b.is_complete(), |c| b.symbol(c) != 0);
        let n = self.n;
        // Try the goal first: a direct contradiction there settles it.
        let mut order: Vec<usize> = goal.into_iter().collect();
        order.extend(0..n * n);
        loop {
            if done(self) {
                return true;
            }
            let mut progress = false;
            for &cell in &order {
                if self.symbol(cell) != 0 {
                    continue;
                }
                let right = solution.symbol(cell) - 1;
                let mut t = self.clone();
                t.set(cell, 1 - right);
                if t.close(Depth::Medium, t.lines_of(cell), None).is_err() {
                    self.set(cell, right);
                    if self
                        .close_goal(Depth::Exact, self.lines_of(cell), None, goal)
                        .is_err()
                    {
                        return false;
                    }
                    progress = true;
                    if done(self) {
                        return true;
                    }
                }
            }
            if !progress {
                return done(self);
            }
        }
    }

    /// The closure with contradiction probing (Expert): assume each digit in each empty cell and close exactly;
    /// a broken assumption places the other digit. Cheap probes (local and medium rules, whose breaks imply
    /// exact breaks) run first; exact probes only when those find nothing.
    pub fn close_probing(&mut self, dirty: u128) -> Result<(), usize> {
        self.close(Depth::Exact, dirty, None)?;
        let cells = self.n * self.n;
        loop {
            if self.is_complete() {
                return Ok(());
            }
            let mut progress = false;
            for probe_depth in [Depth::Medium, Depth::Exact] {
                for cell in 0..cells {
                    for d in 0..2u8 {
                        if self.symbol(cell) != 0 {
                            continue;
                        }
                        let mut t = self.clone();
                        t.set(cell, d);
                        if t.close(probe_depth, t.lines_of(cell), None).is_err() {
                            self.set(cell, 1 - d);
                            self.close(Depth::Exact, self.lines_of(cell), None)?;
                            progress = true;
                        }
                    }
                }
                if progress {
                    break;
                }
            }
            if !progress {
                return Ok(());
            }
        }
    }
}

/// Exact reasoning on one line of side `n` with 1s `o` and 0s `z` (no exclusions): the empty cells that are 0
/// (first mask) or 1 (second) in every balanced, triple-free completion; `Err` when there is no completion.
///
/// A bit-parallel reachability sweep: the states after `p` cells are (1s so far, last digit, run length 1 or
/// 2); for each (digit, run) one mask holds the reachable counts of 1s. A forward sweep finds the states
/// reachable from the start, a backward sweep those that can still end balanced; a digit fits a cell when a
/// forward state after placing it can also finish. About 20 word operations per cell.
#[inline]
pub fn exact_free(n: usize, o: u64, z: u64) -> Result<(u64, u64), Broken> {
    debug_assert!((2..=MAX_LOGIC).contains(&n) && n % 2 == 0);
    if n <= 30 {
        exact_packed(n, o, z)
    } else {
        exact_wide(n, o, z, 0, 0)
    }
}

/// [`exact_free`] with one word per state mask (any side up to 64), and Tango's signs: `eq` (`ne`) bit `i`
/// says cells `i` and `i + 1` are equal (different).
pub fn exact_wide(n: usize, o: u64, z: u64, eq: u64, ne: u64) -> Result<(u64, u64), Broken> {
    let h = n / 2;
    let full = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
    // Counts of 1s above `h` are dead.
    let cap = if h >= 63 {
        u64::MAX
    } else {
        (1u64 << (h + 1)) - 1
    };
    // All-ones when digit 1 (0) may go at position p.
    let m1 = |p: usize| 0u64.wrapping_sub(!z >> p & 1);
    let m0 = |p: usize| 0u64.wrapping_sub(!o >> p & 1);
    // fw[p] = [last 0 run 1, last 0 run 2, last 1 run 1, last 1 run 2] after cell p is placed.
    let mut fw = [[0u64; 4]; MAX_LOGIC];
    let mut cur = [1 & m0(0), 0, 2 & m1(0), 0];
    fw[0] = cur;
    // All-ones when cells p - 1 and p may be equal (differ).
    let same = |p: usize| 0u64.wrapping_sub(!ne >> (p - 1) & 1);
    let diff = |p: usize| 0u64.wrapping_sub(!eq >> (p - 1) & 1);
    for (p, slot) in fw.iter_mut().enumerate().take(n).skip(1) {
        let (y1, y0, s, d) = (m1(p), m0(p), same(p), diff(p));
        cur = [
            (cur[2] | cur[3]) & y0 & d,
            cur[0] & y0 & s,
            ((cur[0] | cur[1]) << 1) & cap & y1 & d,
            (cur[2] << 1) & cap & y1 & s,
        ];
        *slot = cur;
    }
    let goal = 1u64 << h;
    if (cur[0] | cur[1] | cur[2] | cur[3]) & goal == 0 {
        return Err(Broken);
    }
    // bw = the states after cell p that can still finish balanced; p runs from n - 1 down.
    let mut bw = [goal; 4];
    let (mut can0, mut can1) = (0u64, 0u64);
    let mut p = n - 1;
    loop {
        let f = fw[p];
        can0 |= u64::from((f[0] & bw[0]) | (f[1] & bw[1]) != 0) << p;
        can1 |= u64::from((f[2] & bw[2]) | (f[3] & bw[3]) != 0) << p;
        if p == 0 {
            break;
        }
        let (y1, y0, s, d) = (m1(p), m0(p), same(p), diff(p));
        let (b1, b2, b0r1) = (bw[2] >> 1 & y1 & d, bw[3] >> 1 & y1 & s, bw[0] & y0 & d);
        bw = [b1 | (bw[1] & y0 & s), b1, b2 | b0r1, b0r1];
        p -= 1;
    }
    let e = full & !(o | z);
    let (f0, f1) = (e & !can1, e & !can0);
    if f0 & f1 != 0 {
        return Err(Broken);
    }
    Ok((f0, f1))
}

/// [`exact_free`] for sides up to 30: the four state masks are 16-bit lanes of one word
/// (`[last 0 run 1, last 0 run 2, last 1 run 1, last 1 run 2]`, lowest first).
#[inline]
fn exact_packed(n: usize, o: u64, z: u64) -> Result<(u64, u64), Broken> {
    const L: u64 = 0xFFFF;
    let h = n / 2;
    let full = (1u64 << n) - 1;
    let cap = (1u64 << (h + 1)) - 1;
    let lanes0 = |p: usize| 0xFFFF_FFFFu64 & 0u64.wrapping_sub(!o >> p & 1);
    let lanes1 = |p: usize| 0xFFFF_FFFF_0000_0000u64 & 0u64.wrapping_sub(!z >> p & 1);
    let mut fw = [0u64; 32];
    let mut x = (1 | 2 << 32) & (lanes0(0) | lanes1(0));
    fw[0] = x;
    for (p, slot) in fw.iter_mut().enumerate().take(n).skip(1) {
        let l0 = (x >> 32 | x >> 48) & L;
        let l1 = (x & L) << 16;
        let l2 = ((x | x >> 16) << 1 & cap) << 32;
        let l3 = (x >> 32 << 1 & cap) << 48;
        x = (l0 | l1 | l2 | l3) & (lanes0(p) | lanes1(p));
        *slot = x;
    }
    let goal = 1u64 << h;
    let goals = goal * 0x0001_0001_0001_0001;
    if x & goals == 0 {
        return Err(Broken);
    }
    // y = the states after cell p that can still finish balanced; p runs from n - 1 down.
    let mut y = goals;
    let (mut can0, mut can1) = (0u64, 0u64);
    let mut p = n - 1;
    loop {
        let both = fw[p] & y;
        can0 |= u64::from(both & 0xFFFF_FFFF != 0) << p;
        can1 |= u64::from(both >> 32 != 0) << p;
        if p == 0 {
            break;
        }
        // The states after cell p - 1 that can go on: by a 1 at p (into lanes 2 or 3, one more 1) or a 0.
        let z = y & (lanes0(p) | lanes1(p));
        let b1 = z >> 32 >> 1 & L; // from last-0 states or last-1-run-1 via lane 2
        let b2 = z >> 48 >> 1 & L;
        let c0 = z & L; // a 0 after a 1 (lane 0)
        let c1 = z >> 16 & L; // a 0 after a 0 of run 1 (lane 1)
        y = (b1 | c1) | b1 << 16 | (b2 | c0) << 32 | c0 << 48;
        p -= 1;
    }
    let e = full & !(o | z);
    let (f0, f1) = (e & !can1, e & !can0);
    if f0 & f1 != 0 {
        return Err(Broken);
    }
    Ok((f0, f1))
}

/// Completions of a line (1s `o`, 0s `z`) counted up to `limit`.
fn count_upto(n: usize, o: u64, z: u64, limit: usize) -> usize {
    let Ok((f0, f1)) = cached_exact(n, o, z) else {
        return 0;
    };
    let full = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
    let open = full & !(o | z | f0 | f1);
    if open == 0 {
        return 1;
    }
    // An open cell takes both digits in some completions: at least two.
    if limit <= 2 {
        return 2;
    }
    let i = open.trailing_zeros();
    let (o, z) = (o | f1, z | f0);
    let a = count_upto(n, o | 1 << i, z, limit);
    if a >= limit {
        return a;
    }
    a + count_upto(n, o, z | 1 << i, limit - a)
}

/// Entries of the exact-line cache (direct-mapped, per thread).
const CACHE_BITS: u32 = 12;

/// [`exact_free`], cached by (side, ones, zeros): search and probing meet the same lines over and over.
#[inline]
fn cached_exact(n: usize, o: u64, z: u64) -> Result<(u64, u64), Broken> {
    use std::cell::Cell;
    // (ones, zeros, forced zeros, forced ones, side << 1 | ok); 0 in the last marks an unused entry.
    type Entry = (u64, u64, u64, u64, u8);
    thread_local! {
        static CACHE: [Cell<Entry>; 1 << CACHE_BITS] =
            const { [const { Cell::new((0, 0, 0, 0, 0)) }; 1 << CACHE_BITS] };
    }
    let h = (o.wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ z.wrapping_mul(0xC2B2_AE3D_27D4_EB4F)
        ^ (n as u64).wrapping_mul(0x1656_67B1_9E37_79F9))
        >> (64 - CACHE_BITS);
    let tag = (n as u8) << 1;
    CACHE.with(|c| {
        let slot = &c[h as usize];
        let (eo, ez, f0, f1, t) = slot.get();
        if t & !1 == tag && eo == o && ez == z {
            return if t & 1 == 1 {
                Ok((f0, f1))
            } else {
                Err(Broken)
            };
        }
        let r = exact_free(n, o, z);
        slot.set(match r {
            Ok((f0, f1)) => (o, z, f0, f1, tag | 1),
            Err(_) => (o, z, 0, 0, tag),
        });
        r
    })
}

/// Iterate the set bits of a 128-bit mask.
pub fn bits_u128(mut m: u128) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if m == 0 {
            None
        } else {
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            Some(i)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};

    /// The bit-parallel sweep agrees with brute force over every line of the side, on random partial lines.
    #[test]
    fn exact_free_matches_brute_force() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(5);
        for n in (2..=16).step_by(2) {
            let full = (1u64 << n) - 1;
            let lines: Vec<u64> = (0..1u64 << n)
                .filter(|&x| {
                    x.count_ones() as usize == n / 2 && !has_triple(x) && !has_triple(!x & full)
                })
                .collect();
            for _ in 0..3000 {
                let sparse = rng.random::<u64>() | rng.random::<u64>();
                let fill: u64 = rng.random::<u64>() & sparse & full;
                let ones = rng.random::<u64>() & fill;
                let zeros = fill & !ones;
                let fits: Vec<u64> = lines
                    .iter()
                    .copied()
                    .filter(|&t| t & ones == ones && t & zeros == 0)
                    .collect();
                let want = if fits.is_empty() {
                    Err(Broken)
                } else {
                    let and = fits.iter().fold(full, |a, &t| a & t);
                    let or = fits.iter().fold(0, |a, &t| a | t);
                    let e = full & !fill;
                    Ok((e & !or, e & and))
                };
                assert_eq!(exact_free(n, ones, zeros), want, "n {n} {ones:b} {zeros:b}");
                assert_eq!(
                    exact_wide(n, ones, zeros, 0, 0),
                    want,
                    "n {n} {ones:b} {zeros:b}"
                );
            }
        }
    }

    /// Exact reasoning with complete parallel lines excluded agrees with the table scan (sides up to 16) and
    /// the counting DP (18, 20) on boards cut from random solutions, where many lines are complete.
    #[test]
    fn exact_with_exclusions_matches_reference() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(9);
        for n in (4..=20).step_by(2) {
            for _ in 0..40 {
                let sol = crate::solve::binary::search::random_solution(n, &mut rng);
                let keep = rng.random_range(0.3..0.95);
                let mut cells = sol.to_cells();
                for c in cells.iter_mut() {
                    if !rng.random_bool(keep) {
                        *c = 0;
                    }
                }
                // A few cells flipped now and then, so that some lines break or copy others.
                if rng.random_bool(0.3) {
                    let i = rng.random_range(0..n * n);
                    if cells[i] != 0 {
                        cells[i] = 3 - cells[i];
                    }
                }
                let b = Board::from_cells(n, &cells);
                for l in 0..2 * n {
                    let e = b.empty(l);
                    if e == 0 {
                        continue;
                    }
                    let mut buf = [0u64; MAX_LOGIC];
                    let k = b.compatible_complete(l, &mut buf);
                    let want = b.exact_uncached(b.one[l], b.zero[l], e, &buf[..k]);
                    let got = b.exact(l, true);
                    assert_eq!(got.is_ok(), want.is_ok(), "n {n} line {l} {cells:?}");
                    if let (Ok(g), Ok(w)) = (got, want) {
                        assert_eq!(g, w, "n {n} line {l} {cells:?}");
                    }
                }
            }
        }
    }
}
