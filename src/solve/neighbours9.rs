//! The 9×9 solver for grids whose rule relates every two side neighbours alike (non-consecutive): per-digit
//! 81-bit boards, where a relation over all side neighbours is four shifts of a board. The door sends it the
//! non-consecutive mixes (Jigsaw regions, extra units, pairs or cell digits beside the relation): the rule
//! alone goes to the band solver with the same steps, [`super::fast9::nonconsecutive`], whose guesses cost
//! half as much. It also takes 9×9
//! block grids whose rules add only units, pairs and cell digits (anti-knight, anti-king, Windoku, X-Sudoku,
//! even and odd cells, and their mixes), leaving out the relation's two steps: counts to 2 on their master
//! puzzles (seeds 1–10) took 2–4 times less than the general solver's, 20 times with anti-knight (2.2 ms
//! median against 0.095); and Jigsaw 9×9, whose regions are units (86 µs against 300).
//!
//! The general solver ([`super::general`]) reads each relation as a table and a pair of cells: an irreducible
//! non-consecutive master puzzle (5–9 givens) took it 5,000–23,000 branch points and 0.3 s median to prove
//! unique. Here the state is nine boards (bit `row * 9 + col` of board `d`: the cell may hold digit `d + 1`),
//! the solved cells and the boards as each unit pass last saw them, about 560 bytes, and propagation is, to a
//! fixed point:
//! - naked singles (cells of one candidate, counted bit-sliced across the boards) and hidden singles in the
//!   units where something changed, a placed digit leaving its peers' boards and its neighbours' boards of the
//!   digits the relation forbids beside it;
//! - the relation with "different" (side neighbours share a row or a column): a cell keeps a digit only if
//!   each neighbour keeps one the relation allows beside it other than that digit (a neighbour of {4, 5}
//!   takes 4 and 5 from a non-consecutive cell, which the table alone does not: 2.5 times fewer branch
//!   points);
//! - a digit's two or three places in a unit: every cell all of them see loses the digit (pointing and
//!   claiming, and more with anti-knight or anti-king pairs), and every cell beside all of them (or one of
//!   them, beside the rest) loses the digits the relation forbids beside it (2.5 times fewer again).
//!
//! The unit passes look again only at the units where a digit's places changed since they last saw its board
//! (a fifth of the unit visits of looking at every unit of a changed board; a quarter less time).
//!
//! Then it branches on a cell with the fewest candidates. Non-consecutive master puzzles of seeds 1–20: 20 to
//! 15,000 branch points, median 2,900, 9 ms (`cargo bench --bench doors`, seeds 1–6, made from this solver's own
//! random grids: 7.4 ms against the general solver's 119 ms). Tried and not kept: failed-literal probing (300
//! times fewer branch points, each node 50 times dearer), branching on a digit's two places in a unit, naked and
//! hidden pairs (10% fewer branch points, 20% more time). Which grids come here is [`super::door`]'s table.

use crate::core::cell::Symbol;
use crate::core::geometry::Geometry;

/// Every cell of the grid.
const FULL: u128 = (1 << 81) - 1;
/// The cells of column 1 and of column 9.
const FIRST_COLUMN: u128 = column(0);
const LAST_COLUMN: u128 = column(8);

const fn column(col: usize) -> u128 {
    let mut m = 0;
    let mut r = 0;
    while r < 9 {
        m |= 1 << (r * 9 + col);
        r += 1;
    }
    m
}

/// The side neighbours of the cells of `m`.
#[inline]
const fn beside(m: u128) -> u128 {
    ((m << 1) & !FIRST_COLUMN) | ((m >> 1) & !LAST_COLUMN) | ((m << 9) & FULL) | (m >> 9)
}

/// Each cell and its side neighbours.
static CLOSE: [u128; 81] = close_table();

const fn close_table() -> [u128; 81] {
    let mut t = [0u128; 81];
    let mut c = 0;
    while c < 81 {
        t[c] = 1 << c | beside(1 << c);
        c += 1;
    }
    t
}

/// Does this solver take `geo`: 9×9 with rows, columns, boxes or regions and the rules' units, pairs and cell
/// digits, no cages, sums or sandwiches, and either relations that relate every two side neighbours, all with
/// one symmetric table, or no relation at all (not plain blocks): anti-knight, anti-king, Windoku, X-Sudoku,
/// even and odd cells and their mixes, and Jigsaw 9×9.
pub(crate) fn takes(geo: &Geometry) -> bool {
    let fits = geo.n == 9
        && geo.units.len() <= 64
        && geo.cages().is_empty()
        && geo.sums.is_empty()
        && geo.betweens.is_empty();
    let Some(first) = geo.relations.first() else {
        return fits && !geo.is_plain();
    };
    fits && geo.relations.len() == 144
        && first.ok[..] == first.back[..]
        && geo.relations.iter().all(|r| {
            let (a, b) = (r.a.min(r.b) as usize, r.a.max(r.b) as usize);
            let side = (b == a + 1 && a % 9 != 8) || b == a + 9;
            side && r.ok[..] == first.ok[..] && r.back[..] == first.ok[..]
        })
}

/// The candidates of every cell: board `d` holds the cells that may hold digit `d + 1`.
#[derive(Clone, Copy)]
struct State {
    boards: [u128; 9],
    solved: u128,
    /// The boards as the last pass of hidden singles saw them: a unit is looked at again for a digit only
    /// where the digit's places in it changed since.
    singles_saw: [u128; 9],
    /// The same for the last pass over a digit's few places in a unit.
    deep_saw: [u128; 9],
    /// For each digit, the units where it is placed.
    placed_in: [u64; 9],
}

/// One count (see [`super::door`] for the questions it answers).
pub(crate) struct Solver {
    units: Vec<u128>,
    /// Every unit's bit, and each cell's units' bits (at most 64 units).
    all_units: u64,
    cell_units: Vec<u64>,
    peers: Vec<u128>,
    /// For each digit index, the digit indices a side neighbour may hold beside it (never itself).
    allows: [u16; 9],
    /// For each digit index, the digit indices the relation forbids beside it (itself aside).
    forbids: [u16; 9],
    /// Whether there is a relation: else the step of the relation with "different" is left out (every other
    /// digit allowed beside, it would only cost a pass), and the "near" step forbids nothing.
    related: bool,
    /// The cells that may hold each digit at the start (a rule's even and odd cells).
    start: [u128; 9],
    count: usize,
    limit: usize,
    solution: Option<Vec<Symbol>>,
    /// Branch points where more than one candidate had to be tried.
    pub(crate) guesses: u64,
    /// A candidate (cell, symbol) of an empty cell ruled out before the search.
    pub(crate) exclude: Option<(usize, Symbol)>,
    /// Give up (set `aborted`) once the clock passes this.
    pub(crate) deadline_ms: f64,
    /// Give up (set `aborted`) after this many guesses.
    pub(crate) guess_limit: u64,
    pub(crate) aborted: bool,
}

impl Solver {
    /// The solver for `geo`, which [`takes`] must accept.
    pub(crate) fn new(geo: &Geometry) -> Solver {
        debug_assert!(takes(geo));
        let (mut units, mut cell_units) = (vec![0u128; geo.units.len()], vec![0u64; 81]);
        for (k, unit) in geo.units.iter().enumerate() {
            for &c in unit {
                units[k] |= 1 << c;
                cell_units[c as usize] |= 1 << k;
            }
        }
        let mut peers = vec![0u128; 81];
        for (c, p) in geo.peers.iter().enumerate() {
            for &q in p {
                peers[c] |= 1 << q;
            }
        }
        let (mut allows, mut forbids) = ([0u16; 9], [0u16; 9]);
        for d in 0..9 {
            // no relation: any other digit beside
            let ok = geo
                .relations
                .first()
                .map_or(0x1FF, |r| ((r.ok[d + 1] >> 1) & 0x1FF) as u16);
            allows[d] = ok & !(1 << d);
            forbids[d] = !ok & 0x1FF & !(1 << d);
        }
        let mut start = [FULL; 9];
        for (c, &m) in geo.allowed.iter().enumerate() {
            for (d, board) in start.iter_mut().enumerate() {
                if m & (1 << (d + 1)) == 0 {
                    *board &= !(1 << c);
                }
            }
        }
        Solver {
            all_units: u64::MAX >> (64 - units.len()),
            units,
            cell_units,
            peers,
            allows,
            forbids,
            related: !geo.relations.is_empty(),
            start,
            count: 0,
            limit: 0,
            solution: None,
            guesses: 0,
            exclude: None,
            deadline_ms: f64::INFINITY,
            guess_limit: u64::MAX,
            aborted: false,
        }
    }

    /// Solutions of `cells` (0 for an empty cell) counted up to `limit`, and the first one found; `(0, None)` if
    /// the givens break a rule.
    pub(crate) fn run(&mut self, cells: &[Symbol], limit: usize) -> (usize, Option<Vec<Symbol>>) {
        self.run_picking(cells, limit, &mut |m| m & m.wrapping_neg())
    }

    /// [`Solver::run`] trying a branch point's digits in the order `pick` draws them (it returns one bit of
    /// the mask of digit indices left; [`super::fill`]'s random grids).
    pub(crate) fn run_picking(
        &mut self,
        cells: &[Symbol],
        limit: usize,
        pick: &mut impl FnMut(u32) -> u32,
    ) -> (usize, Option<Vec<Symbol>>) {
        self.limit = limit;
        if limit == 0 || cells.len() != 81 {
            return (0, None);
        }
        let mut st = State {
            boards: self.start,
            solved: 0,
            singles_saw: [0; 9],
            deep_saw: [0; 9],
            placed_in: [0; 9],
        };
        if let Some((cell, sym)) = self.exclude {
            if cells.get(cell) != Some(&0) || !(1..=9).contains(&sym) {
                return (0, None);
            }
            st.boards[sym as usize - 1] &= !(1 << cell);
        }
        for (c, &v) in cells.iter().enumerate() {
            if v != 0 {
                let d = v as usize - 1;
                if v > 9 || st.boards[d] & (1 << c) == 0 {
                    return (0, None);
                }
                self.place(&mut st, c, d);
            }
        }
        self.dfs(st, pick);
        (self.count, self.solution.take())
    }

    /// Digit index `d` in cell `c`: the cell leaves the other boards, its peers leave board `d`, its side
    /// neighbours the boards of the digits the relation forbids beside `d`.
    #[inline]
    fn place(&self, st: &mut State, c: usize, d: usize) {
        let bit = 1u128 << c;
        let near = CLOSE[c] & !bit;
        for (e, board) in st.boards.iter_mut().enumerate() {
            if e == d {
                *board &= !self.peers[c];
            } else {
                *board &= !bit;
                if self.forbids[d] & (1 << e) != 0 {
                    *board &= !near;
                }
            }
        }
        st.solved |= bit;
        st.placed_in[d] |= self.cell_units[c];
    }

    /// The units where digit index `d` is looked at again: those where its places changed since the board
    /// was `saw` (every unit past a few changed cells); none where it is placed, nor any once it is placed in
    /// all.
    #[inline]
    fn to_scan(&self, st: &State, d: usize, saw: u128) -> u64 {
        let mut gone = saw ^ st.boards[d];
        if gone == 0 || st.boards[d] & !st.solved == 0 {
            return 0;
        }
        if gone.count_ones() > 12 {
            return self.all_units & !st.placed_in[d];
        }
        let mut units = 0;
        while gone != 0 {
            units |= self.cell_units[gone.trailing_zeros() as usize];
            gone &= gone - 1;
        }
        units & !st.placed_in[d]
    }

    /// For each digit, each unit [`Solver::to_scan`] gives against the boards a pass `saw` last, in turn, with
    /// the digit's places there as they are now (after `visit` on the units before); false as soon as `visit`
    /// says so (a contradiction).
    #[inline(always)]
    fn each_changed_unit(
        &self,
        st: &mut State,
        saw: [u128; 9],
        mut visit: impl FnMut(&mut State, usize, u128) -> bool,
    ) -> bool {
        for (d, &saw) in saw.iter().enumerate() {
            let mut todo = self.to_scan(st, d, saw);
            while todo != 0 {
                let u = self.units[todo.trailing_zeros() as usize];
                todo &= todo - 1;
                if !visit(st, d, st.boards[d] & u) {
                    return false;
                }
            }
        }
        true
    }

    /// Propagation to a fixed point (the module's list); false on a contradiction.
    #[inline(never)]
    fn propagate(&self, st: &mut State) -> bool {
        loop {
            // naked singles, and a cell left without a candidate
            let (mut one, mut two) = (0u128, 0u128);
            for &b in &st.boards {
                two |= one & b;
                one |= b;
            }
            if one != FULL {
                return false;
            }
            let singles = one & !two & !st.solved;
            if singles != 0 {
                for d in 0..9 {
                    let mut s = singles & st.boards[d];
                    while s != 0 {
                        let c = s.trailing_zeros() as usize;
                        s &= s - 1;
                        self.place(st, c, d);
                    }
                }
                continue;
            }
            // hidden singles, and a unit that lost a digit
            let mut placed = false;
            let saw = std::mem::replace(&mut st.singles_saw, st.boards);
            let kept = self.each_changed_unit(st, saw, |st, d, places| {
                if places == 0 {
                    return false;
                }
                if places & (places - 1) == 0 {
                    self.place(st, places.trailing_zeros() as usize, d);
                    placed = true;
                }
                true
            });
            if !kept {
                return false;
            }
            if placed {
                continue;
            }
            let before = st.boards;
            // the relation with "different": a cell keeps digit e only if each neighbour keeps a digit
            // allowed beside e
            if self.related {
                for e in 0..9 {
                    let mut allowed = 0u128;
                    let mut m = self.allows[e];
                    while m != 0 {
                        allowed |= st.boards[m.trailing_zeros() as usize];
                        m &= m - 1;
                    }
                    st.boards[e] &= !beside(!allowed & FULL);
                }
            }
            // a digit's two or three places in a unit, where they changed
            let saw = std::mem::replace(&mut st.deep_saw, st.boards);
            self.each_changed_unit(st, saw, |st, d, places| {
                // two or three places: one left after clearing the lowest, none after clearing three
                let rest = places & places.wrapping_sub(1);
                let third = rest & rest.wrapping_sub(1);
                if rest == 0 || third & third.wrapping_sub(1) != 0 {
                    return true;
                }
                let (mut seen, mut near) = (FULL, FULL);
                let mut p = places;
                while p != 0 {
                    let c = p.trailing_zeros() as usize;
                    p &= p - 1;
                    seen &= self.peers[c];
                    near &= CLOSE[c];
                }
                st.boards[d] &= !seen;
                // (without a relation nothing is forbidden beside a digit)
                if near != 0 {
                    let mut f = self.forbids[d];
                    while f != 0 {
                        st.boards[f.trailing_zeros() as usize] &= !near;
                        f &= f - 1;
                    }
                }
                true
            });
            if st.boards == before {
                return true;
            }
        }
    }

    fn dfs(&mut self, mut st: State, pick: &mut impl FnMut(u32) -> u32) {
        if !self.propagate(&mut st) {
            return;
        }
        if st.solved == FULL {
            self.count += 1;
            if self.solution.is_none() {
                let mut sol = vec![0; 81];
                for (d, &b) in st.boards.iter().enumerate() {
                    let mut m = b;
                    while m != 0 {
                        sol[m.trailing_zeros() as usize] = d as Symbol + 1;
                        m &= m - 1;
                    }
                }
                self.solution = Some(sol);
            }
            return;
        }
        let c = self.branch_cell(&st);
        self.guesses += 1;
        if super::past_budget(self.guesses, self.guess_limit, self.deadline_ms) {
            self.aborted = true;
        }
        let mut digits = 0u32;
        for (d, &b) in st.boards.iter().enumerate() {
            digits |= ((b >> c) as u32 & 1) << d;
        }
        while digits != 0 {
            if self.count >= self.limit || self.aborted {
                return;
            }
            let bit = pick(digits);
            digits &= !bit;
            let mut next = st;
            self.place(&mut next, c, bit.trailing_zeros() as usize);
            self.dfs(next, pick);
        }
    }

    /// An open cell with the fewest candidates: of those with two, the one with the most open peers and side
    /// neighbours (10% fewer branch points on non-consecutive 9×9 master puzzles than the first; 20% with
    /// anti-knight).
    fn branch_cell(&self, st: &State) -> usize {
        let (mut one, mut two, mut three) = (0u128, 0u128, 0u128);
        for &b in &st.boards {
            three |= two & b;
            two |= one & b;
            one |= b;
        }
        let pairs = two & !three & !st.solved;
        if pairs != 0 {
            // the two-candidate cell with the most open peers, side neighbours counting twice
            let open = !st.solved & FULL;
            let (mut best, mut most) = (pairs.trailing_zeros() as usize, 0);
            let mut p = pairs;
            while p != 0 {
                let c = p.trailing_zeros() as usize;
                p &= p - 1;
                let k = (self.peers[c] & open).count_ones() + 2 * (CLOSE[c] & open).count_ones();
                if k > most {
                    (best, most) = (c, k);
                }
            }
            return best;
        }
        let mut open = !st.solved & FULL;
        let (mut best, mut fewest) = (0, u32::MAX);
        while open != 0 {
            let c = open.trailing_zeros() as usize;
            open &= open - 1;
            let k = st.boards.iter().filter(|&&b| b & (1 << c) != 0).count() as u32;
            if k < fewest {
                (best, fewest) = (c, k);
            }
        }
        best
    }
}
