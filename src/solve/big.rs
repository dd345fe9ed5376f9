//! An exact solver for the larger shapes (every shape but 9×9, which has [`super::fast9`]): a dual
//! representation keeps, next to each cell's candidates, the places left for each symbol in each unit, so
//! naked and hidden singles are found incrementally as candidates go, pointing/claiming is checked only for
//! the (unit, symbol) pairs that changed, and the search branches on whichever is narrowest: the open cell
//! with the fewest candidates or the symbol with the fewest places in a unit.
//!
//! It reads the grid's units ([`Geometry::units`]), so X-Sudoku's diagonals take part like rows, and
//! pointing/claiming checks the overlaps of units ([`Geometry::overlaps`]): blocks with rows and columns,
//! diagonals with blocks.
//!
//! Symbols `1..=n` are bits `0..n-1` here; positions in a unit are bits too (a cell's index in the unit's
//! list: row: column index, column and diagonals: row index, block: row-major index inside the block), so
//! both kinds of mask fit a `u32` for `n ≤ 25`.

use crate::core::cell::Symbol;
use crate::core::geometry::{Geometry, UnitSet};
use std::sync::{Mutex, OnceLock};

/// Bit 31 marks a placed cell (its word is then `DONE | bit`) and a (unit, symbol) already placed.
const DONE: u32 = 1 << 31;

/// Probes that count as one branch point towards [`Solver::guess_limit`] (a probe costs about a third of
/// a branch point at 25×25).
pub const PROBES_PER_GUESS: u64 = 4;

/// Fixed per-geometry tables.
struct Tables {
    n: usize,
    nn: usize,
    /// The units of each cell (row, column, box, then diagonals).
    cell_units: Vec<UnitSet>,
    /// Position of each cell in each of its units, in the order of `cell_units`.
    cell_pos: Vec<[u8; 5]>,
    /// Cells of each unit by position.
    units: Vec<Vec<u16>>,
    /// Peers of each cell.
    peers: Vec<Vec<u16>>,
    /// Per unit, the units it shares two cells or more with: (other unit, the shared positions in this
    /// unit, the shared positions in the other).
    locks: Vec<Vec<(u16, u32, u32)>>,
    /// The most places a (unit, symbol) can have and still be locked in an overlap: pointing/claiming is
    /// checked only at or below it.
    wide: u32,
}

impl Tables {
    /// The tables of a geometry, built once and kept for the life of the program (one small set per
    /// geometry: the door routes plain and X-Sudoku grids here, not Jigsaw's per-puzzle regions).
    fn get(geo: &Geometry) -> &'static Tables {
        static CACHE: OnceLock<Mutex<Vec<&'static Tables>>> = OnceLock::new();
        let cache = CACHE.get_or_init(|| Mutex::new(Vec::new()));
        let mut cache = cache.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(t) = cache
            .iter()
            .find(|t| t.n == geo.n && t.units == geo.units && t.peers == geo.peers)
        {
            return t;
        }
        let n = geo.n;
        let pos = |u: u16, cell: usize| {
            geo.units[u as usize]
                .iter()
                .position(|&c| c as usize == cell)
                .expect("a cell is in its units") as u8
        };
        let cell_pos = (0..n * n)
            .map(|cell| {
                let mut p = [0u8; 5];
                for (k, &u) in geo.cell_units[cell].iter().enumerate() {
                    p[k] = pos(u, cell);
                }
                p
            })
            .collect();
        let mut locks = vec![Vec::new(); geo.units.len()];
        let mut wide = 0;
        let mask =
            |u: u16, cells: &[u16]| cells.iter().fold(0u32, |m, &c| m | 1 << pos(u, c as usize));
        for o in &geo.overlaps {
            locks[o.a as usize].push((o.b, mask(o.a, &o.both), mask(o.b, &o.both)));
            locks[o.b as usize].push((o.a, mask(o.b, &o.both), mask(o.a, &o.both)));
            wide = wide.max(o.both.len() as u32);
        }
        let t: &'static Tables = Box::leak(Box::new(Tables {
            n,
            nn: n * n,
            cell_units: geo.cell_units.clone(),
            cell_pos,
            units: geo.units.clone(),
            peers: geo.peers.clone(),
            locks,
            wide,
        }));
        cache.push(t);
        t
    }
}

/// A reusable solver for one shape.
pub struct Solver {
    t: &'static Tables,
    /// One state per depth: `nn` cell words, then `units·n` place words (unit-major), then the open-cell
    /// count.
    stack: Vec<u32>,
    /// Words per state.
    size: usize,
    /// Pending placements (cell, symbol bit index).
    queue: Vec<(u16, u8)>,
    /// (unit, symbol) pairs whose places shrank to a size where pointing/claiming may apply.
    dirty: Vec<(u16, u8)>,
    count: usize,
    limit: usize,
    solution: Option<Vec<Symbol>>,
    /// Branch points, for benchmarks.
    pub guesses: u64,
    /// Probes made (see `probe`).
    pub probes: u64,
    /// Give up (set `aborted`) once the clock passes this.
    pub deadline_ms: f64,
    /// Give up (set `aborted`) after this many branch points: a deterministic work budget.
    pub guess_limit: u64,
    pub aborted: bool,
    /// A known solution (symbol bit index per cell) whose symbols are tried first at each branch: a search
    /// for another solution usually finds one that differs from it in few cells.
    pub prefer: Vec<u8>,
    /// Cells of which at least one must differ from `prefer` (empty: no such constraint). With the cells
    /// removed from a puzzle whose only solution is `prefer`, a search for one solution answers "is the
    /// puzzle still unique?" directly: a branch that gives every one of them its `prefer` symbol is pruned,
    /// and when one is left open, its `prefer` symbol is ruled out.
    pub differ: Vec<u16>,
    /// Failed-literal probing at every node of the search: each candidate of each two-candidate cell is
    /// placed in a scratch state and propagated (with `differ`); one that fails goes. Far fewer branch points
    /// where a search must be exhaustive, at about 100 probes per node: on 25×25 clue checks that 100 plain
    /// branch points leave undecided, 2–20 times less time, and most of those a plain search of 200 000
    /// branch points leaves undecided get decided (docs/levels.md). Probes count towards `guess_limit`,
    /// [`PROBES_PER_GUESS`] to a branch point.
    pub probe: bool,
    /// Scratch: symbols given in each unit.
    used: Vec<u32>,
}

impl Solver {
    pub fn new(geo: &Geometry) -> Solver {
        let t = Tables::get(geo);
        let size = t.nn + t.units.len() * t.n + 1;
        Solver {
            t,
            stack: Vec::new(),
            size,
            queue: Vec::new(),
            dirty: Vec::new(),
            count: 0,
            limit: 0,
            solution: None,
            guesses: 0,
            probes: 0,
            deadline_ms: f64::INFINITY,
            guess_limit: u64::MAX,
            aborted: false,
            prefer: Vec::new(),
            differ: Vec::new(),
            probe: false,
            used: Vec::new(),
        }
    }

    /// Solutions of `cells` (0 = empty) counted up to `limit`, with the candidate `exclude` (an empty cell
    /// and a symbol) ruled out first; the first solution found. 0 if the givens break a rule.
    pub fn run(
        &mut self,
        cells: &[Symbol],
        limit: usize,
        exclude: Option<(usize, Symbol)>,
    ) -> (usize, Option<Vec<Symbol>>) {
        let (n, nn) = (self.t.n, self.t.nn);
        self.count = 0;
        self.limit = limit;
        self.solution = None;
        self.aborted = false;
        self.queue.clear();
        self.dirty.clear();
        if limit == 0 || cells.len() != nn {
            return (0, None);
        }
        // The root state in one pass: candidates from the symbols given in each unit, then the places of
        // each (unit, symbol), with the singles and the pairs for pointing/claiming queued.
        let t = self.t;
        self.stack.clear();
        self.stack.resize(self.size, 0);
        self.used.clear();
        self.used.resize(t.units.len(), 0);
        for (i, &v) in cells.iter().enumerate() {
            if v != 0 {
                if v as usize > n {
                    return (0, None);
                }
                let bit = 1u32 << (v - 1);
                for &u in &*t.cell_units[i] {
                    if self.used[u as usize] & bit != 0 {
                        return (0, None);
                    }
                    self.used[u as usize] |= bit;
                }
            }
        }
        let all = ((1u64 << n) - 1) as u32;
        let mut open = 0;
        for (i, &v) in cells.iter().enumerate() {
            if v != 0 {
                self.stack[i] = DONE | 1 << (v - 1);
                continue;
            }
            let used = t.cell_units[i]
                .iter()
                .fold(0, |m, &u| m | self.used[u as usize]);
            let w = all & !used;
            if w == 0 {
                return (0, None);
            }
            self.stack[i] = w;
            open += 1;
            if w & (w - 1) == 0 {
                self.queue.push((i as u16, w.trailing_zeros() as u8));
            }
            let mut m = w;
            while m != 0 {
                let d = m.trailing_zeros() as usize;
                m &= m - 1;
                for (k, &u) in t.cell_units[i].iter().enumerate() {
                    self.stack[nn + u as usize * n + d] |= 1 << t.cell_pos[i][k];
                }
            }
        }
        self.stack[self.size - 1] = open;
        for u in 0..t.units.len() {
            for d in 0..n {
                let p = &mut self.stack[nn + u * n + d];
                if self.used[u] & (1 << d) != 0 {
                    *p = DONE;
                    continue;
                }
                let m = *p;
                if m == 0 {
                    return (0, None);
                }
                if m & (m - 1) == 0 {
                    self.queue
                        .push((t.units[u][m.trailing_zeros() as usize], d as u8));
                } else if m.count_ones() <= t.wide {
                    self.dirty.push((u as u16, d as u8));
                }
            }
        }
        if let Some((cell, sym)) = exclude {
            if cells.get(cell) != Some(&0) || sym == 0 || sym as usize > n {
                return (0, None);
            }
            if !self.eliminate(0, cell, sym as usize - 1) {
                return (0, None);
            }
        }
        if self.propagate(0) {
            self.dfs(0);
        }
        (self.count, self.solution.take())
    }

    /// Remove symbol `d` from `cell`. False on a contradiction.
    #[inline]
    fn eliminate(&mut self, base: usize, cell: usize, d: usize) -> bool {
        let bit = 1u32 << d;
        let w = self.stack[base + cell];
        if w & bit == 0 {
            return true;
        }
        if w & DONE != 0 {
            return false;
        }
        let w = w & !bit;
        if w == 0 {
            return false;
        }
        self.stack[base + cell] = w;
        if w & (w - 1) == 0 {
            self.queue.push((cell as u16, w.trailing_zeros() as u8));
        }
        self.drop_places(base, cell, d)
    }

    /// `cell` is no longer a place for symbol `d` in its units: queue a hidden single where one place
    /// is left, and mark the (unit, symbol) pair for pointing/claiming where few are. False when a unit has
    /// no place left for `d`.
    #[inline]
    fn drop_places(&mut self, base: usize, cell: usize, d: usize) -> bool {
        let t = self.t;
        let pbase = base + t.nn;
        for (k, &u) in t.cell_units[cell].iter().enumerate() {
            let u = u as usize;
            let p = &mut self.stack[pbase + u * t.n + d];
            *p &= !(1u32 << t.cell_pos[cell][k]);
            let m = *p;
            if m == 0 {
                return false;
            }
            if m & DONE == 0 {
                if m & (m - 1) == 0 {
                    let pos = m.trailing_zeros() as usize;
                    self.queue.push((t.units[u][pos], d as u8));
                } else if m.count_ones() <= t.wide {
                    self.dirty.push((u as u16, d as u8));
                }
            }
        }
        true
    }

    /// Place symbol `d` in `cell` and remove it from the peers. False on a contradiction.
    fn assign(&mut self, base: usize, cell: usize, d: usize) -> bool {
        let t = self.t;
        let bit = 1u32 << d;
        let w = self.stack[base + cell];
        if w & DONE != 0 {
            return w & bit != 0;
        }
        if w & bit == 0 {
            return false;
        }
        self.stack[base + cell] = bit | DONE;
        self.stack[base + self.size - 1] -= 1;
        // The cell's other candidates lose this place.
        let mut others = w & !bit;
        while others != 0 {
            let d2 = others.trailing_zeros() as usize;
            others &= others - 1;
            if !self.drop_places(base, cell, d2) {
                return false;
            }
        }
        let pbase = base + t.nn;
        for &u in &*t.cell_units[cell] {
            self.stack[pbase + u as usize * t.n + d] = DONE;
        }
        for &p in &t.peers[cell] {
            if !self.eliminate(base, p as usize, d) {
                return false;
            }
        }
        true
    }

    /// Singles to a fixed point, then pointing/claiming on changed (unit, symbol) pairs, repeated. False on
    /// a contradiction.
    fn propagate(&mut self, base: usize) -> bool {
        loop {
            while let Some((cell, d)) = self.queue.pop() {
                if !self.assign(base, cell as usize, d as usize) {
                    self.queue.clear();
                    self.dirty.clear();
                    return false;
                }
            }
            let Some((u, d)) = self.dirty.pop() else {
                return true;
            };
            if !self.locked(base, u as usize, d as usize) {
                self.queue.clear();
                self.dirty.clear();
                return false;
            }
        }
    }

    /// Pointing and claiming for symbol `d` in unit `u`: when its places there all lie in the cells `u`
    /// shares with another unit (a block with a row, a diagonal with a block), they leave the rest of that one.
    fn locked(&mut self, base: usize, u: usize, d: usize) -> bool {
        let t = self.t;
        let n = t.n;
        let pbase = base + t.nn;
        let m = self.stack[pbase + u * n + d];
        if m & DONE != 0 || m & (m - 1) == 0 {
            return true;
        }
        for &(v, in_u, in_v) in &t.locks[u] {
            if m & !in_u != 0 {
                continue;
            }
            let v = v as usize;
            let mut rest = self.stack[pbase + v * n + d] & !in_v & !DONE;
            while rest != 0 {
                let pos = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                if !self.eliminate(base, t.units[v][pos] as usize, d) {
                    return false;
                }
            }
        }
        true
    }

    /// Enforce `differ` on the state at `base`: false when every cell has its `prefer` symbol or a
    /// contradiction follows; when one cell is left that can differ, its `prefer` symbol goes.
    fn differ_holds(&mut self, base: usize) -> bool {
        loop {
            let mut open = None;
            let mut open_count = 0;
            for &c in &self.differ {
                let c = c as usize;
                let w = self.stack[base + c];
                let bit = 1u32 << self.prefer[c];
                if w & bit == 0 {
                    return true;
                }
                if w & DONE == 0 {
                    open_count += 1;
                    open = Some(c);
                    if open_count > 1 {
                        return true;
                    }
                }
            }
            let Some(c) = open else {
                return false;
            };
            self.queue.clear();
            self.dirty.clear();
            if !self.eliminate(base, c, self.prefer[c] as usize) || !self.propagate(base) {
                return false;
            }
        }
    }

    /// Failed-literal probing (see `probe`) on the state at `base` until nothing more fails. False when
    /// the state has no solution (or the work limit or deadline is reached: `aborted` tells).
    fn probe_node(&mut self, base: usize) -> bool {
        let (nn, size) = (self.t.nn, self.size);
        if self.stack.len() < base + 2 * size {
            self.stack.resize(base + 2 * size, 0);
        }
        loop {
            let mut changed = false;
            for i in 0..nn {
                let w = self.stack[base + i];
                if w & DONE != 0 || w.count_ones() != 2 {
                    continue;
                }
                let mut m = w;
                while m != 0 {
                    let d = m.trailing_zeros() as usize;
                    m &= m - 1;
                    self.probes += 1;
                    if self.guesses + self.probes / PROBES_PER_GUESS > self.guess_limit
                        || (self.probes & 63 == 0
                            && self.deadline_ms.is_finite()
                            && crate::core::clock::now_ms() > self.deadline_ms)
                    {
                        self.aborted = true;
                        return false;
                    }
                    self.stack.copy_within(base..base + size, base + size);
                    self.queue.clear();
                    self.dirty.clear();
                    self.queue.push((i as u16, d as u8));
                    let fits = self.propagate(base + size)
                        && (self.differ.is_empty() || self.differ_holds(base + size));
                    if !fits {
                        // `d` cannot go in cell `i`: the cell's other candidate is placed.
                        self.queue.clear();
                        self.dirty.clear();
                        if !self.eliminate(base, i, d) || !self.propagate(base) {
                            return false;
                        }
                        changed = true;
                        break;
                    }
                }
            }
            if !changed {
                return true;
            }
        }
    }

    /// The search; with `probe` off it is exactly the plain one (one instance: a second, specialised one
    /// cost 2.6 KB of the gzipped wasm and no measurable time).
    fn dfs(&mut self, depth: usize) {
        let (n, nn, size) = (self.t.n, self.t.nn, self.size);
        let base = depth * size;
        if !self.differ.is_empty() && !self.differ_holds(base) {
            return;
        }
        if self.probe {
            if !self.probe_node(base) {
                return;
            }
            if !self.differ.is_empty() && !self.differ_holds(base) {
                return;
            }
        }
        if self.stack[base + size - 1] == 0 {
            self.count += 1;
            if self.solution.is_none() {
                self.solution = Some(
                    self.stack[base..base + nn]
                        .iter()
                        .map(|w| ((w & !DONE).trailing_zeros() + 1) as Symbol)
                        .collect(),
                );
            }
            return;
        }
        // Narrowest branch: a cell's candidates or a (unit, symbol)'s places.
        let mut best_cell = usize::MAX;
        let mut best = u32::MAX;
        for i in 0..nn {
            let w = self.stack[base + i];
            if w & DONE == 0 {
                let k = w.count_ones();
                if k < best {
                    best = k;
                    best_cell = i;
                    if k == 2 {
                        break;
                    }
                }
            }
        }
        let mut best_ud = usize::MAX;
        if best > 2 {
            for (j, &m) in self.stack[base + nn..base + nn + self.t.units.len() * n]
                .iter()
                .enumerate()
            {
                if m & DONE == 0 {
                    let k = m.count_ones();
                    if k < best {
                        best = k;
                        best_ud = j;
                        if k == 2 {
                            break;
                        }
                    }
                }
            }
        }
        if self.stack.len() < base + 2 * size {
            self.stack.resize(base + 2 * size, 0);
        }
        self.guesses += 1;
        let work = match self.probe {
            true => self.guesses + self.probes / PROBES_PER_GUESS,
            false => self.guesses,
        };
        if work > self.guess_limit {
            self.aborted = true;
        }
        if self.guesses & 63 == 0
            && self.deadline_ms.is_finite()
            && crate::core::clock::now_ms() > self.deadline_ms
        {
            self.aborted = true;
        }
        if best_ud == usize::MAX {
            let mut cands = self.stack[base + best_cell];
            let pref = self.prefer.get(best_cell).map_or(0, |&d| 1u32 << d);
            while cands != 0 && self.count < self.limit && !self.aborted {
                let d = if cands & pref != 0 {
                    pref.trailing_zeros() as usize
                } else {
                    cands.trailing_zeros() as usize
                };
                cands &= !(1u32 << d);
                self.stack.copy_within(base..base + size, base + size);
                self.queue.clear();
                self.dirty.clear();
                self.queue.push((best_cell as u16, d as u8));
                if self.propagate(base + size) {
                    self.dfs(depth + 1);
                }
            }
        } else {
            let (u, d) = (best_ud / n, best_ud % n);
            let mut places = self.stack[base + nn + best_ud];
            let pref = match self.prefer.is_empty() {
                true => 0,
                false => self.t.units[u]
                    .iter()
                    .position(|&c| self.prefer[c as usize] as usize == d)
                    .map_or(0, |pos| 1u32 << pos),
            };
            while places != 0 && self.count < self.limit && !self.aborted {
                let pos = if places & pref != 0 {
                    pref.trailing_zeros() as usize
                } else {
                    places.trailing_zeros() as usize
                };
                places &= !(1u32 << pos);
                let cell = self.t.units[u][pos];
                self.stack.copy_within(base..base + size, base + size);
                self.queue.clear();
                self.dirty.clear();
                self.queue.push((cell, d as u8));
                if self.propagate(base + size) {
                    self.dfs(depth + 1);
                }
            }
        }
    }
}
