//! The specialised 9×9 solver: exact solution counting with per-digit band bitboards.
//!
//! The state holds, for each digit and each band (three rows), a 27-bit mask of the cells that may still hold
//! that digit (`bit = row_in_band * 9 + col`), plus a 27-bit mask of the unsolved cells per band. All of it is
//! plain `u32` arithmetic, so the same code runs natively and in wasm32.
//!
//! Propagation, per changed digit-band board (the idea popularised by JCZSolve; this is an independent
//! implementation):
//! - the board's nine "mini-rows" (row × box inside the band) must contain a permutation, since the digit goes
//!   once in each row and once in each box of the band; a 512-entry table keeps only the mini-rows that belong
//!   to some permutation (row/box locked candidates, and hidden singles in rows and boxes);
//! - a row of the band left with one candidate is a placement: the cell leaves every other digit's board and
//!   its column leaves the digit's boards in the two other bands.
//!
//! When that reaches a fixed point, naked singles (cells with one digit left) and hidden singles in columns are
//! applied, and only then the search guesses, preferring a cell with two candidates. A guess copies the small
//! state (about 230 bytes); the other branch continues in place with the guessed digit removed.
//!
//! The same search counts the non-consecutive 9×9 with the relation's steps of [`nonconsecutive`]
//! (`fast9_nonconsecutive.rs`), where the state says so: a flag and not a second build of the search, which
//! cost each wasm module 5.6 KB gzipped and took nothing measurable off either count.

use crate::core::cell::Symbol;

/// All 27 cells of a band.
const BAND: u32 = 0x7FF_FFFF;
/// Bit `c` replicated into the three rows of a band (multiply a 9-bit column set by it).
const COLS3: u32 = 0x40201;

/// For a 9-bit row of a band: which of the three boxes (bits 0..3) have a candidate.
static SHRINK: [u32; 512] = shrink_table();
/// For a 9-bit mini-row matrix (bit `row * 3 + box`): the 27-bit mask of the mini-rows that belong to a
/// permutation inside the matrix (0 if there is none).
static COMPLEX: [u32; 512] = complex_table();
/// For a 3×3 bit matrix (bit `row * 3 + col`): the entries that belong to a permutation inside it.
static PERM_VIABLE: [u32; 512] = perm_table();
/// The band of each board index `b * 9 + d`.
static BAND_OF: [u8; 27] = [
    0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2,
];
/// For a cell of a band (0..27): its row and box in the band, itself excluded.
static PEERS_IN_BAND: [u32; 27] = peers_table();

const fn shrink_table() -> [u32; 512] {
    let mut t = [0u32; 512];
    let mut r = 0;
    while r < 512 {
        let mut k = 0;
        while k < 3 {
            if (r >> (3 * k)) & 7 != 0 {
                t[r] |= 1 << k;
            }
            k += 1;
        }
        r += 1;
    }
    t
}

const PERMS: [[u32; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

const fn perm_table() -> [u32; 512] {
    let mut t = [0u32; 512];
    let mut m = 0;
    while m < 512 {
        let mut p = 0;
        while p < 6 {
            let bits = (1 << PERMS[p][0]) | (1 << (3 + PERMS[p][1])) | (1 << (6 + PERMS[p][2]));
            if m as u32 & bits == bits {
                t[m] |= bits;
            }
            p += 1;
        }
        m += 1;
    }
    t
}

const fn complex_table() -> [u32; 512] {
    let perm = perm_table();
    let mut t = [0u32; 512];
    let mut m = 0;
    while m < 512 {
        let viable = perm[m];
        let mut mask = 0u32;
        let mut i = 0;
        while i < 9 {
            if viable & (1 << i) != 0 {
                let (r, k) = (i / 3, i % 3);
                mask |= 7 << (r * 9 + 3 * k);
            }
            i += 1;
        }
        t[m] = mask;
        m += 1;
    }
    t
}

const fn peers_table() -> [u32; 27] {
    let mut t = [0u32; 27];
    let mut i = 0;
    while i < 27 {
        let (r, c) = (i / 9, i % 9);
        let row = 0x1FF << (9 * r);
        let bx = (7 << (3 * (c / 3))) * COLS3;
        t[i] = (row | bx) & !(1 << i);
        i += 1;
    }
    t
}

/// Clears the cells `new` from the nine boards `row` (a band's `f[b * 9..b * 9 + 9]`); bit `d` of the result
/// is set when board `d` lost a candidate. (The simd128 build of wasm32 has its own, in `fast9_wasm.rs`.)
#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
#[inline(always)]
fn clear_cells(row: &mut [u32], new: u32) -> u32 {
    let mut changed = 0;
    for (e, x) in row[..9].iter_mut().enumerate() {
        changed |= ((*x & new != 0) as u32) << e;
        *x &= !new;
    }
    changed
}

/// The cells of band `b` with at least one, two and three candidates in the boards `f`.
#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
#[inline(always)]
fn counts(f: &[u32; 27], b: usize) -> (u32, u32, u32) {
    let (mut once, mut twice, mut thrice) = (0u32, 0u32, 0u32);
    for d in 0..9 {
        let x = f[b * 9 + d];
        thrice |= twice & x;
        twice |= once & x;
        once |= x;
    }
    (once, twice, thrice)
}

#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
#[path = "fast9_wasm.rs"]
mod simd;
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
use simd::{clear_cells, counts};

#[path = "fast9_nonconsecutive.rs"]
pub(crate) mod nonconsecutive;

/// The search state; small and `Copy`, so a guess is a plain copy.
#[derive(Clone, Copy)]
struct State {
    /// `f[b * 9 + d]`: cells of band `b` where digit `d + 1` may go.
    f: [u32; 27],
    /// Unsolved cells per band.
    unsolved: [u32; 3],
    /// Boards (bit `b * 9 + d`) changed since they were last propagated.
    dirty: u32,
    /// Digits whose boards changed since the last column/box pass.
    stack_dirty: u32,
    /// Boards changed since the last pass of the non-consecutive relation's steps ([`nonconsecutive`]).
    related_dirty: u32,
    /// No two side neighbours hold consecutive digits: the relation's steps run ([`nonconsecutive`]).
    nonconsecutive: bool,
}

/// What the singles pass found.
enum Singles {
    Contradiction,
    Progress,
    /// Nothing more by logic: guess at this band and cell bit.
    Guess(usize, u32),
}

/// Unsolved cells at or below which `pick` takes the first two-candidate cell (see there).
const PICK_ANY_BELOW: u32 = 32;

/// Empty cells of the givens below which no guess is scored (`pick` takes the first two-candidate cell at
/// every node): with 30 givens or more the whole tree is small. The multi-solution serg list (34–35 givens,
/// 46 empty cells) counts to 2 about 5% faster with the same guesses; no other reference list has a puzzle
/// with more than 28 givens but one (forum-hardest, 37), so their searches are unchanged.
const SCORE_FROM_OPEN: u32 = 52;

/// The other two bands of each band.
const OTHER: [[usize; 2]; 3] = [[1, 2], [0, 2], [0, 1]];

impl State {
    fn new() -> State {
        State {
            f: [BAND; 27],
            unsolved: [BAND; 3],
            dirty: (1 << 27) - 1,
            stack_dirty: 0x1FF,
            related_dirty: (1 << 27) - 1,
            nonconsecutive: false,
        }
    }

    /// The state with the givens placed (`cells`: 81 values, 0 = empty), or `None` if two equal givens
    /// share a row, column or box or a value is over 9.
    ///
    /// Each given only clears its digit from its row, box and column (a few scalar updates); the cells it
    /// fills leave the other digits' boards in one pass at the end. (Clearing all nine boards per given, as
    /// a placement during the search does, was a tenth slower on generation's near-full grids: the
    /// compiler turns that loop into vector loads that wait for the previous given's scalar stores.)
    #[cfg_attr(target_arch = "x86_64", inline(always))] // compiled per feature set (see `run`)
    fn from_givens(cells: &[Symbol], nonconsecutive: bool) -> Option<State> {
        let mut st = State::new();
        // Per board: the cells given that digit.
        let mut given = [0u32; 27];
        if cells.len() != 81 {
            return None;
        }
        for b in 0..3 {
            let band = &cells[b * 27..b * 27 + 27];
            // The givens of the band as a mask, walked bit by bit: a test per cell mispredicted about every
            // other given (4% of counting the 17-clue list, 3% of the serg list).
            let mut m = 0u32;
            for (i, &v) in band.iter().enumerate() {
                m |= ((v != 0) as u32) << i;
            }
            while m != 0 {
                let i = m.trailing_zeros() as usize;
                m &= m - 1;
                let v = band[i];
                if v > 9 {
                    return None;
                }
                let d = v as usize - 1;
                given[b * 9 + d] |= 1 << i;
                st.f[b * 9 + d] &= !PEERS_IN_BAND[i];
                let col = COLS3 << (i % 9);
                for ob in OTHER[b] {
                    st.f[ob * 9 + d] &= !col;
                }
            }
        }
        if nonconsecutive {
            st.nonconsecutive = true;
            st.givens_apart(&given);
        }
        // A given that an equal given cleared from its board (or, non-consecutive, a given beside it) is a
        // conflict.
        let mut conflict = 0;
        for b in 0..3 {
            let filled = given[b * 9..b * 9 + 9].iter().fold(0, |acc, g| acc | g);
            for d in 0..9 {
                let k = b * 9 + d;
                conflict |= given[k] & !st.f[k];
                st.f[k] = (st.f[k] & !filled) | given[k];
            }
            st.unsolved[b] = BAND & !filled;
        }
        (conflict == 0).then_some(st)
    }

    /// Commit digit `d` to cell `bit` of band `b` by leaving it alone in its row of the band; the band
    /// update then makes it a placement.
    #[inline]
    fn choose(&mut self, d: usize, b: usize, bit: u32) {
        let r = bit.trailing_zeros() / 9;
        self.f[b * 9 + d] &= !(0x1FF << (9 * r)) | bit;
        self.dirty |= 1 << (b * 9 + d);
    }

    /// Propagate board `i = b * 9 + d`, marking the boards it changes in `dirty` (`propagate` keeps that
    /// mask in a local, where the compiler keeps it in a register). False on a contradiction.
    #[inline(always)]
    fn update(&mut self, i: usize, dirty: &mut u32) -> bool {
        let b = BAND_OF[i] as usize;
        let d = i - 9 * b;
        let mut a = self.f[i];
        let shrink = SHRINK[(a & 0x1FF) as usize]
            | (SHRINK[((a >> 9) & 0x1FF) as usize] << 3)
            | (SHRINK[((a >> 18) & 0x1FF) as usize] << 6);
        // Both masks are no-ops that spare the bounds checks.
        a &= COMPLEX[(shrink & 0x1FF) as usize];
        if a == 0 {
            return false;
        }
        // Rows of the band with a single candidate left.
        let r0 = a & 0x1FF;
        let r1 = a & (0x1FF << 9);
        let r2 = a & (0x1FF << 18);
        let mut single = 0;
        if r0 & (r0 - 1) == 0 {
            single |= r0;
        }
        if r1 & (r1 - 1) == 0 {
            single |= r1;
        }
        if r2 & (r2 - 1) == 0 {
            single |= r2;
        }
        let new = single & self.unsolved[b];
        if new != 0 {
            self.unsolved[b] &= !new;
            *dirty |= clear_cells(&mut self.f[b * 9..], new) << (b * 9);
            let cols = ((new | (new >> 9) | (new >> 18)) & 0x1FF) * COLS3;
            for ob in OTHER[b] {
                let j = ob * 9 + d;
                let x = self.f[j];
                *dirty |= ((x & cols != 0) as u32) << j;
                self.f[j] = x & !cols;
            }
            if self.nonconsecutive {
                self.placed_apart(b, d, new, dirty);
            }
        }
        self.f[i] = a;
        *dirty &= !(1 << i);
        true
    }

    /// Band updates to a fixed point. False on a contradiction.
    #[cfg_attr(target_arch = "x86_64", inline(always))] // compiled per feature set (see `run`)
    fn propagate(&mut self) -> bool {
        let mut dirty = self.dirty;
        // The boards updated, for `stack_dirty`.
        let mut done = 0u32;
        while dirty != 0 {
            let i = dirty.trailing_zeros() as usize;
            if !self.update(i, &mut dirty) {
                return false;
            }
            done |= 1 << i;
        }
        self.dirty = 0;
        self.stack_dirty |= (done | (done >> 9) | (done >> 18)) & 0x1FF;
        self.related_dirty |= done;
        true
    }

    #[inline]
    fn solved(&self) -> bool {
        self.unsolved[0] | self.unsolved[1] | self.unsolved[2] == 0
    }

    /// Naked singles, then locked candidates between columns and boxes; otherwise the cell to guess at.
    #[cfg_attr(target_arch = "x86_64", inline(always))] // compiled per feature set (see `run`)
    fn singles(&mut self, any_below: u32) -> Singles {
        let mut progress = false;
        let mut bivalue = [0u32; 3];
        #[allow(clippy::needless_range_loop)] // `b` indexes the state, the boards and `bivalue`.
        for b in 0..3 {
            let u = self.unsolved[b];
            if u == 0 {
                continue;
            }
            let (once, twice, thrice) = counts(&self.f, b);
            if u & !once != 0 {
                return Singles::Contradiction;
            }
            let mut single = u & !twice;
            while single != 0 {
                let bit = single & single.wrapping_neg();
                single ^= bit;
                for d in 0..9 {
                    if self.f[b * 9 + d] & bit != 0 {
                        self.choose(d, b, bit);
                        break;
                    }
                }
                progress = true;
            }
            bivalue[b] = u & twice & !thrice;
        }
        if progress {
            return Singles::Progress;
        }
        // Locked candidates between columns and boxes: in each stack, the digit's mini-columns (band × column)
        // must hold a permutation. This also finds hidden singles in columns.
        let mut digits = self.stack_dirty;
        self.stack_dirty = 0;
        while digits != 0 {
            let d = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            let (a0, a1, a2) = (self.f[d], self.f[9 + d], self.f[18 + d]);
            let c0 = (a0 | (a0 >> 9) | (a0 >> 18)) & 0x1FF;
            let c1 = (a1 | (a1 >> 9) | (a1 >> 18)) & 0x1FF;
            let c2 = (a2 | (a2 >> 9) | (a2 >> 18)) & 0x1FF;
            let mut allow = [0u32; 3];
            for st in 0..3 {
                let sh = 3 * st;
                let m = ((c0 >> sh) & 7) | (((c1 >> sh) & 7) << 3) | (((c2 >> sh) & 7) << 6);
                let v = PERM_VIABLE[m as usize];
                if v == 0 {
                    return Singles::Contradiction;
                }
                allow[0] |= (v & 7) << sh;
                allow[1] |= ((v >> 3) & 7) << sh;
                allow[2] |= ((v >> 6) & 7) << sh;
            }
            for (b, &al) in allow.iter().enumerate() {
                let a = self.f[b * 9 + d];
                let na = a & (al * COLS3);
                if na != a {
                    self.f[b * 9 + d] = na;
                    self.dirty |= 1 << (b * 9 + d);
                    progress = true;
                }
            }
        }
        if progress || (self.nonconsecutive && self.related_dirty != 0 && self.relation()) {
            return Singles::Progress;
        }
        self.pick(&bivalue, any_below)
    }

    /// The cell to guess at: among the cells with the fewest candidates (two, else three, else four, else
    /// any), the one with the most unsolved peers, ties going to the one with more two-candidate peers.
    ///
    /// With at most `any_below` cells unsolved ([`PICK_ANY_BELOW`], or every node of a grid that started with
    /// fewer than [`SCORE_FROM_OPEN`] empty cells), the first two-candidate cell is taken without scoring:
    /// there the scoring cost more than the guesses it saved (the multi-solution serg list, whose dives end
    /// in a near-empty band, about 5% faster; the 17-clue list 2% faster; top1465 and forum-hardest within
    /// noise).
    ///
    /// Most searches find a two-candidate cell at every guess. When there is none (about one node in a
    /// hundred on the hardest lists, near the root), a three-candidate cell rather than any cell takes 6% of
    /// the guesses off `puzzles5_forum_hardest_1905_11+` (85.8 to 81.0 per puzzle), 12% off
    /// `puzzles6_forum_hardest_1106` and 15% off the 17-clue list; the tie-break takes another 2%.
    #[cfg_attr(target_arch = "x86_64", inline(always))] // compiled per feature set (see `run`)
    fn pick(&self, bivalue: &[u32; 3], any_below: u32) -> Singles {
        let open: u32 = self.unsolved.iter().map(|u| u.count_ones()).sum();
        if open <= any_below {
            // Near the end of a dive the subtree is small whatever cell is guessed: the first two-candidate
            // cell, without scoring.
            if let Some(b) = bivalue.iter().position(|&bv| bv != 0) {
                return Singles::Guess(b, bivalue[b] & bivalue[b].wrapping_neg());
            }
        }
        if let Some((b, bit)) = self.best_cell(bivalue, bivalue) {
            return Singles::Guess(b, bit);
        }
        let (mut three, mut four, mut five) = ([0u32; 3], [0u32; 3], [0u32; 3]);
        for b in 0..3 {
            let (mut c1, mut c2, mut c3, mut c4, mut c5) = (0u32, 0u32, 0u32, 0u32, 0u32);
            for d in 0..9 {
                let x = self.f[b * 9 + d];
                c5 |= c4 & x;
                c4 |= c3 & x;
                c3 |= c2 & x;
                c2 |= c1 & x;
                c1 |= x;
            }
            three[b] = c3 & !c4 & self.unsolved[b];
            four[b] = c4 & !c5 & self.unsolved[b];
            five[b] = c5 & self.unsolved[b];
        }
        for cells in [&three, &four, &five] {
            if let Some((b, bit)) = self.best_cell(cells, bivalue) {
                return Singles::Guess(b, bit);
            }
        }
        Singles::Contradiction
    }

    /// Among `cells` (per band), the one with the most unsolved peers, then the most `bivalue` peers.
    #[cfg_attr(target_arch = "x86_64", inline(always))] // compiled per feature set (see `run`)
    fn best_cell(&self, cells: &[u32; 3], bivalue: &[u32; 3]) -> Option<(usize, u32)> {
        let mut best: Option<(usize, u32, u32)> = None;
        for (b, &bc) in cells.iter().enumerate() {
            let mut bc = bc;
            let (o0, o1) = (OTHER[b][0], OTHER[b][1]);
            let u = self.unsolved[b];
            let others = self.unsolved[o0] as u64 | ((self.unsolved[o1] as u64) << 32);
            let bv = bivalue[b];
            let bv_others = bivalue[o0] as u64 | ((bivalue[o1] as u64) << 32);
            while bc != 0 {
                let i = bc.trailing_zeros() as usize;
                bc &= bc - 1;
                let col = (COLS3 << (i % 9)) as u64;
                let col = col | (col << 32);
                let mut peers = (u & PEERS_IN_BAND[i]).count_ones() + (others & col).count_ones();
                if self.nonconsecutive {
                    peers += 2 * self.open_beside(b, i);
                }
                let pairs = (bv & PEERS_IN_BAND[i]).count_ones() + (bv_others & col).count_ones();
                let score = (peers << 5) | pairs;
                if best.is_none_or(|(_, _, s)| score > s) {
                    best = Some((b, 1 << i, score));
                }
            }
        }
        best.map(|(b, bit, _)| (b, bit))
    }

    fn solution(&self) -> [Symbol; 81] {
        let mut out = [0; 81];
        for b in 0..3 {
            for d in 0..9 {
                let mut a = self.f[b * 9 + d];
                while a != 0 {
                    let i = a.trailing_zeros() as usize;
                    a &= a - 1;
                    out[b * 27 + i] = d as Symbol + 1;
                }
            }
        }
        out
    }
}

struct Ctx {
    count: usize,
    limit: usize,
    guesses: u64,
    solution: Option<[Symbol; 81]>,
    /// Keep the first solution found (only `unique_solution` needs it).
    want_solution: bool,
    /// A digit (1..=9) per cell to try first when guessing there, 0 for none: a known solution of the grid,
    /// so that a search for another solution (uniqueness checks while generating) starts next to it.
    prefer: [Symbol; 81],
    /// Unsolved cells at or below which `pick` takes the first two-candidate cell: [`PICK_ANY_BELOW`], or
    /// every node when the grid started with fewer than [`SCORE_FROM_OPEN`] empty cells.
    any_below: u32,
    /// Give up (set `aborted`) past this many guesses or once the clock passes `deadline_ms` (the
    /// non-consecutive searches of [`nonconsecutive`]; plain grids have neither).
    guess_limit: u64,
    deadline_ms: f64,
    aborted: bool,
}

/// One search node and the branches below it. `V3` is true inside [`run_v3`]: the recursion then stays in the
/// code compiled for those CPU features.
#[inline(always)]
fn search<const V3: bool>(st: State, ctx: &mut Ctx) {
    #[cfg(target_arch = "x86_64")]
    if V3 {
        // SAFETY: `V3` is only true in code reached from `run_v3`, which runs only on a CPU that has its
        // features (checked by `x86::has_v3`).
        return unsafe { search_node_v3(st, ctx) };
    }
    search_node_portable(st, ctx)
}

fn search_node_portable(st: State, ctx: &mut Ctx) {
    search_node::<false>(st, ctx)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
unsafe fn search_node_v3(st: State, ctx: &mut Ctx) {
    search_node::<true>(st, ctx)
}

#[inline(always)]
fn search_node<const V3: bool>(mut st: State, ctx: &mut Ctx) {
    loop {
        if !st.propagate() {
            return;
        }
        if st.solved() {
            ctx.count += 1;
            if ctx.want_solution && ctx.solution.is_none() {
                ctx.solution = Some(st.solution());
            }
            return;
        }
        let (b, bit) = match st.singles(ctx.any_below) {
            Singles::Contradiction => return,
            Singles::Progress => continue,
            Singles::Guess(b, bit) => (b, bit),
        };
        ctx.guesses += 1;
        if super::past_budget(ctx.guesses, ctx.guess_limit, ctx.deadline_ms) {
            ctx.aborted = true;
            return;
        }
        // The cell's candidates: the preferred digit first if it is one, else the lowest.
        let mut digits = 0u32;
        for d in 0..9 {
            digits |= (((st.f[b * 9 + d] & bit) != 0) as u32) << d;
        }
        let cell = b * 27 + bit.trailing_zeros() as usize;
        let p = (ctx.prefer[cell] as u32).wrapping_sub(1);
        let d = if p < 9 && digits & (1 << p) != 0 {
            p as usize
        } else {
            digits.trailing_zeros() as usize
        };
        let mut child = st;
        child.choose(d, b, bit);
        search::<V3>(child, ctx);
        if ctx.count >= ctx.limit || ctx.aborted {
            return;
        }
        st.f[b * 9 + d] &= !bit;
        st.dirty |= 1 << (b * 9 + d);
        let rest = digits & !(1 << d);
        if rest & (rest - 1) == 0 {
            // A bivalue cell: the other digit is now a naked single.
            st.choose(rest.trailing_zeros() as usize, b, bit);
        }
    }
}

/// What a run is asked to do besides counting.
#[derive(Default)]
pub(crate) struct Options<'a> {
    /// A candidate (cell, digit 1..=9) of an empty cell ruled out before the search.
    pub(crate) exclude: Option<(usize, Symbol)>,
    /// A known solution whose digits are tried first at each guess.
    pub(crate) prefer: Option<&'a [Symbol]>,
    /// Keep the first solution found.
    pub(crate) want_solution: bool,
    /// No two side neighbours hold consecutive digits ([`nonconsecutive`]).
    pub(crate) nonconsecutive: bool,
    /// A work limit: guesses, and a time (see [`crate::core::clock::now_ms`]).
    pub(crate) guess_limit: Option<u64>,
    pub(crate) deadline_ms: Option<f64>,
}

/// Counts solutions up to `limit`; `None` if the givens break a rule (or `cells` is not 81 cells of 0..=9).
///
/// On x86-64 the whole run is compiled twice: for any x86-64 CPU, and for CPUs with AVX2, BMI1/2, POPCNT and
/// LZCNT (chosen once per process at run time), which solves about a tenth faster. Elsewhere (wasm32) there is
/// one build.
fn run(cells: &[Symbol], limit: usize, opts: Options) -> Option<Ctx> {
    #[cfg(target_arch = "x86_64")]
    if x86::has_v3() {
        // SAFETY: `has_v3` checked that this CPU has every feature `run_v3` is compiled for.
        return unsafe { run_v3(cells, limit, opts) };
    }
    run_in::<false>(cells, limit, opts)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
unsafe fn run_v3(cells: &[Symbol], limit: usize, opts: Options) -> Option<Ctx> {
    run_in::<true>(cells, limit, opts)
}

#[cfg(target_arch = "x86_64")]
mod x86 {
    use std::sync::LazyLock;

    /// Whether the CPU has the features of `run_v3` (detected once). `DEDUCE_X86_PORTABLE=1` in the
    /// environment keeps the portable build, to compare the two (and wasm with the portable one).
    pub fn has_v3() -> bool {
        static HAS: LazyLock<bool> = LazyLock::new(|| {
            std::env::var_os("DEDUCE_X86_PORTABLE").is_none_or(|v| v != "1")
                && is_x86_feature_detected!("avx2")
                && is_x86_feature_detected!("bmi1")
                && is_x86_feature_detected!("bmi2")
                && is_x86_feature_detected!("popcnt")
                && is_x86_feature_detected!("lzcnt")
        });
        *HAS
    }
}

/// The body of [`run`], compiled once per feature set.
#[inline(always)]
fn run_in<const V3: bool>(cells: &[Symbol], limit: usize, opts: Options) -> Option<Ctx> {
    let mut ctx = Ctx {
        count: 0,
        limit,
        guesses: 0,
        solution: None,
        want_solution: opts.want_solution,
        prefer: [0; 81],
        any_below: PICK_ANY_BELOW,
        guess_limit: opts.guess_limit.unwrap_or(u64::MAX),
        deadline_ms: opts.deadline_ms.unwrap_or(f64::INFINITY),
        aborted: false,
    };
    if cells.len() != 81 {
        return None;
    }
    let mut st = State::from_givens(cells, opts.nonconsecutive)?;
    if st.unsolved.iter().map(|u| u.count_ones()).sum::<u32>() < SCORE_FROM_OPEN {
        ctx.any_below = 81;
    }
    if limit == 0 {
        return Some(ctx);
    }
    if let Some((x, v)) = opts.exclude {
        if x >= 81 || !(1..=9).contains(&v) || cells[x] != 0 {
            return Some(ctx);
        }
        let (b, d) = (x / 27, v as usize - 1);
        st.f[b * 9 + d] &= !(1 << (x % 27));
    }
    if let Some(p) = opts.prefer.filter(|p| p.len() == 81) {
        ctx.prefer.copy_from_slice(p);
    }
    search::<V3>(st, &mut ctx);
    Some(ctx)
}

/// Solutions of a 9×9 grid (81 cells, 0 = empty) counted up to `limit` (0 if givens conflict).
pub fn count(cells: &[Symbol], limit: usize) -> usize {
    count_checked(cells, limit).unwrap_or(0)
}

/// Solutions counted up to `limit`, or `None` when the givens break a rule (two equal digits in a row,
/// column or box) or the cells are not 81 values of 0..=9.
pub fn count_checked(cells: &[Symbol], limit: usize) -> Option<usize> {
    run(cells, limit, Options::default()).map(|c| c.count)
}

/// Solutions counted up to `limit`, and the number of guesses (branch points) the search made.
pub fn count_with_stats(cells: &[Symbol], limit: usize) -> (usize, u64) {
    run(cells, limit, Options::default()).map_or((0, 0), |c| (c.count, c.guesses))
}

/// Solutions of a non-consecutive 9×9 grid ([`nonconsecutive`]) counted up to `limit`, and the guesses the
/// search made (0 and 0 if the givens break a rule).
pub fn count_nonconsecutive_with_stats(cells: &[Symbol], limit: usize) -> (usize, u64) {
    let opts = Options {
        nonconsecutive: true,
        ..Options::default()
    };
    run(cells, limit, opts).map_or((0, 0), |c| (c.count, c.guesses))
}

/// Solutions counted up to `limit`, trying the digits of `solution` (a known solution of the grid) first at
/// each guess: the search reaches that solution at once and then looks next to it for another.
pub fn count_near(cells: &[Symbol], limit: usize, solution: &[Symbol]) -> usize {
    let opts = Options {
        prefer: Some(solution),
        ..Options::default()
    };
    run(cells, limit, opts).map_or(0, |c| c.count)
}

/// Whether the grid has a solution with `digit` (1..=9) not in the empty cell `cell`. When a puzzle with a
/// clue `digit` at `cell` is unique, this says whether removing that clue leaves more than one solution.
/// `solution` (a known solution, or empty) orders the guesses as in [`count_near`].
pub fn has_solution_excluding(
    cells: &[Symbol],
    cell: usize,
    digit: Symbol,
    solution: &[Symbol],
) -> bool {
    let opts = Options {
        exclude: Some((cell, digit)),
        prefer: Some(solution),
        ..Options::default()
    };
    run(cells, 1, opts).is_some_and(|c| c.count > 0)
}

/// The solution of a 9×9 grid when it is unique.
pub fn unique_solution(cells: &[Symbol]) -> Option<Vec<Symbol>> {
    match count_and_solution(cells, 2)? {
        (1, Some(s)) => Some(s.to_vec()),
        _ => None,
    }
}

/// Solutions counted up to `limit` and the first one found (no allocation), or `None` when the givens break
/// a rule or the cells are not 81 values of 0..=9.
pub fn count_and_solution(cells: &[Symbol], limit: usize) -> Option<(usize, Option<[Symbol; 81]>)> {
    let opts = Options {
        want_solution: true,
        ..Options::default()
    };
    run(cells, limit, opts).map(|c| (c.count, c.solution))
}

/// Whether 81 cells of 0..=9 have no two equal givens in a row, column or box (the solver's setup check).
pub fn givens_ok(cells: &[Symbol]) -> bool {
    cells.len() == 81 && State::from_givens(cells, false).is_some()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The solutions (counted up to 1, 2 and 3) and guesses summed over the test lists: the same totals as
    /// `tests/wasm_browser.rs` asserts for the wasm build (its simd128 band updates), so both searches take
    /// the same path on every puzzle.
    #[test]
    fn search_totals() {
        let mut totals = (0, 0);
        for name in ["17clue_200.txt", "forum_hardest_50.txt", "top1465_300.txt"] {
            let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
            for line in std::fs::read_to_string(&path).unwrap().lines() {
                let Some(cells) = crate::format::sudoku::cells9(line) else {
                    continue;
                };
                for limit in [1, 2, 3] {
                    let (n, g) = count_with_stats(&cells, limit);
                    totals = (totals.0 + n, totals.1 + g);
                }
            }
        }
        assert_eq!(totals, (1650, 23835));
    }

    /// Both x86-64 builds of the search (portable, and AVX2/BMI when this CPU has them) count the same
    /// solutions with the same guesses; the other tests only reach the one `run` picks on this machine. Each
    /// puzzle of the two files has exactly one solution (published with the lists), so the portable build's
    /// counts are checked against that too, and on a CPU without AVX2/BMI (or with `DEDUCE_X86_PORTABLE=1`)
    /// that is what this test checks: it says so on stderr.
    #[cfg(target_arch = "x86_64")]
    #[test]
    fn both_x86_builds_agree() {
        let v3 = x86::has_v3();
        if !v3 {
            eprintln!(
                "both_x86_builds_agree: no AVX2/BMI build on this CPU (or DEDUCE_X86_PORTABLE=1): only the \
                 portable build is checked, against the published counts"
            );
        }
        let mut seen = 0;
        for name in ["17clue_200.txt", "forum_hardest_50.txt"] {
            let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
            let text = std::fs::read_to_string(&path).unwrap();
            for line in text
                .lines()
                .filter(|l| l.len() == 81 && !l.starts_with('#'))
            {
                let cells: Vec<Symbol> =
                    line.bytes().map(|b| b.saturating_sub(b'0') % 10).collect();
                for limit in [1, 2, 3] {
                    let a = run_in::<false>(&cells, limit, Options::default()).unwrap();
                    assert_eq!(a.count, 1, "{line}: one solution");
                    if v3 {
                        // SAFETY: `has_v3` is true (checked above).
                        let b = unsafe { run_v3(&cells, limit, Options::default()) }.unwrap();
                        assert_eq!((a.count, a.guesses), (b.count, b.guesses), "{line}");
                    }
                }
                seen += 1;
            }
        }
        assert!(seen >= 250);
    }
}
