//! The bit-mask core: each row and each column is a pair of masks (`one`, `zero`), bit `i` = cell `i` of the
//! line. Lines `0..n` are rows, `n..2n` columns. Supports sides up to [`MAX_LOGIC`].
//!
//! The closure functions apply rules to a fixpoint. They are the fast twins of the step-by-step techniques:
//! every rule here is monotone, so the fixpoint of a set of rules does not depend on the order they are tried,
//! and a puzzle closes at a depth exactly when the human solver limited to that level's techniques completes it.

use crate::step::Unit;
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

/// Iterate the set bits of a mask, lowest first (the crate's [`crate::candidates::Bits`], as indices).
pub fn bits(m: u64) -> impl Iterator<Item = usize> {
    crate::candidates::Bits(m).map(usize::from)
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

/// Largest side that uses [`table`] for exact line reasoning.
pub const TABLE_MAX: usize = 16;

impl Board {
    pub fn new(n: usize) -> Board {
        assert!(n <= MAX_LOGIC && n % 2 == 0);
        Board {
            n,
            half: (n / 2) as u32,
            full: if n == 64 { u64::MAX } else { (1u64 << n) - 1 },
            one: [0; 2 * MAX_LOGIC],
            zero: [0; 2 * MAX_LOGIC],
        }
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
        (0..self.n).all(|r| self.empty(r) == 0)
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
        for m in self.parallel(l) {
            if m != l && self.empty(m) == 0 {
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
        if self.empty(l) != 0 {
            return None;
        }
        self.parallel(l)
            .find(|&m| m != l && self.empty(m) == 0 && self.one[m] == self.one[l])
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
        let (mut f0, mut f1) = (0, 0);
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
        let mut buf = [0u64; MAX_LOGIC];
        let k = if exclude {
            self.compatible_complete(l, &mut buf)
        } else {
            0
        };
        let ex = &buf[..k];
        if k == 0 {
            return cached_exact(self.n, o, z, || self.exact_uncached(o, z, e, ex));
        }
        self.exact_uncached(o, z, e, ex)
    }

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
        for (mask, d) in [(f0, 0u8), (f1, 1u8)] {
            for i in bits(mask) {
                let cell = self.cell_of(l, i);
                self.set(cell, d);
                touched |= self.lines_of(cell);
                if let Some(t) = trace.as_deref_mut() {
                    t.push((cell, d, l));
                }
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
                for m in bits_u128(touched) {
                    if self.empty(m) == 0 {
                        for p in self.parallel(m) {
                            if self.empty(p) != 0 {
                                deep |= 1 << p;
                            }
                        }
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

/// Entries of the exact-line cache (direct-mapped, per thread).
const CACHE_BITS: u32 = 12;

/// Exact line results without exclusions, cached by (side, ones, zeros): search and probing meet the same lines
/// over and over.
fn cached_exact(
    n: usize,
    o: u64,
    z: u64,
    compute: impl FnOnce() -> Result<(u64, u64), Broken>,
) -> Result<(u64, u64), Broken> {
    use std::cell::RefCell;
    // (side, ones, zeros, forced zeros, forced ones, ok); side 0 marks an unused entry.
    type Entry = (u8, u64, u64, u64, u64, bool);
    thread_local! {
        static CACHE: RefCell<Vec<Entry>> = RefCell::new(vec![(0, 0, 0, 0, 0, false); 1 << CACHE_BITS]);
    }
    let h = (o.wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ z.wrapping_mul(0xC2B2_AE3D_27D4_EB4F)
        ^ (n as u64).wrapping_mul(0x1656_67B1_9E37_79F9))
        >> (64 - CACHE_BITS);
    let hit = CACHE.with(|c| {
        let e = c.borrow()[h as usize];
        (e.0 as usize == n && e.1 == o && e.2 == z).then_some(e)
    });
    if let Some((_, _, _, f0, f1, ok)) = hit {
        return if ok { Ok((f0, f1)) } else { Err(Broken) };
    }
    let r = compute();
    let (f0, f1, ok) = match r {
        Ok((a, b)) => (a, b, true),
        Err(_) => (0, 0, false),
    };
    CACHE.with(|c| c.borrow_mut()[h as usize] = (n as u8, o, z, f0, f1, ok));
    r
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
