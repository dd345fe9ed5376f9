//! Entry points of the exact solvers, and the general solver: bitmask candidates, naked- and hidden-single
//! propagation, and depth-first search on the cell with the fewest candidates. 9×9 puzzles go to the
//! specialised [`super::fast9`] solver, sides from 13 (16×16, 25×25) to [`super::big`], and the rest to the
//! general solver here, which is also the readable baseline (cross-checks, seeded random fills). Killer grids
//! go to [`super::killer_search`], which knows the cage sums.

use super::{big, fast9, Geometry, Sudoku};
use crate::puzzle::Puzzle;
use crate::step::Symbol;
use rand::Rng;

/// Bit 31 of a cell word marks a cell whose symbol has been placed and removed from its peers.
const DONE: u32 = 1 << 31;

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
    units: &[Vec<crate::step::Cell>],
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

/// Sides from which [`big::Solver`] is used (below it, the general solver's smaller state copies win: 12×12
/// irreducible generation 2.5 ms against 3.0 ms).
pub(crate) const BIG: usize = 13;

/// What a search did, for benchmarks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Branch points where more than one candidate had to be tried.
    pub guesses: u64,
}

/// Solutions of `s`, counted up to `limit` (0 if the givens break a rule).
pub fn count_solutions(s: &Sudoku, limit: usize) -> usize {
    if !s.geo.cages().is_empty() {
        return super::killer_search::count(s, limit);
    }
    if s.geo.is_plain() && s.geo.n == 9 {
        return fast9::count(s.cells(), limit);
    }
    if s.geo.n < BIG && s.geo.is_plain() {
        return Search::new(&s.geo).run(s.cells(), limit, None).0;
    }
    if !s.geo.is_plain() {
        return count_layout(s, limit).0;
    }
    super::restart::count(s, limit).0
}

/// Branch points of the general search on a layout the big-grid solver does not take (X-Sudoku's diagonals,
/// Jigsaw regions) before native builds with the `prove` feature hand the count to the SAT solver
/// ([`super::prove::count`], which encodes the layout's units): a proven irreducible X-Sudoku 25×25 took the
/// general search minutes of CPU to prove unique (`deduce grade`), the SAT solver about a second.
const LAYOUT_COUNT_GUESSES: u64 = 20_000;

/// Solutions of `s` (a layout other than plain blocks) counted up to `limit`, and the first one found, by the
/// general solver; in native builds with the `prove` feature the SAT solver takes over past
/// [`LAYOUT_COUNT_GUESSES`] branch points.
fn count_layout(s: &Sudoku, limit: usize) -> (usize, Option<Vec<Symbol>>) {
    let mut search = Search::new(&s.geo);
    let sat = cfg!(all(feature = "prove", not(target_arch = "wasm32")));
    search.guess_limit = if sat { LAYOUT_COUNT_GUESSES } else { u64::MAX };
    let counted = search.run(s.cells(), limit, None);
    match search.aborted {
        true => sat_count(s, limit),
        false => counted,
    }
}

/// [`super::prove::count`] (native builds with the `prove` feature).
#[cfg(all(feature = "prove", not(target_arch = "wasm32")))]
fn sat_count(s: &Sudoku, limit: usize) -> (usize, Option<Vec<Symbol>>) {
    super::prove::count(&s.geo, s.cells(), limit)
}

/// Without the SAT solver the general search has no limit (see [`count_layout`]), so this is never reached.
#[cfg(not(all(feature = "prove", not(target_arch = "wasm32"))))]
fn sat_count(_: &Sudoku, _: usize) -> (usize, Option<Vec<Symbol>>) {
    unreachable!("the general search runs to the end without the SAT solver")
}

/// Solutions counted up to `limit` by the big-grid solver [`big::Solver`], whatever the shape.
pub fn count_solutions_big(s: &Sudoku, limit: usize, stats: &mut Stats) -> usize {
    let mut solver = big::Solver::new(&s.geo);
    let r = solver.run(s.cells(), limit, None).0;
    stats.guesses += solver.guesses;
    r
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
    if !s.geo.cages().is_empty() {
        return super::killer_search::unique_solution(s);
    }
    if s.geo.is_plain() && s.geo.n == 9 {
        return fast9::unique_solution(s.cells());
    }
    if s.geo.n < BIG && s.geo.is_plain() {
        return unique_solution_general(s);
    }
    let (count, sol) = match s.geo.is_plain() {
        true => super::restart::count(s, 2),
        false => count_layout(s, 2),
    };
    if count == 1 {
        sol
    } else {
        None
    }
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

/// Whether the puzzle is still unique after clues were removed from a grid whose solution is known to be
/// unique: with one cell removed, only a solution with another symbol there can be new. `None` if the search
/// was still running at `deadline_ms` (see [`crate::clock::now_ms`]) or past `guess_limit` branch points;
/// plain 9×9 grids always answer. Sides below [`BIG`] and other layouts only: the generator checks big plain
/// grids with [`big::Solver::differ`].
pub(crate) fn still_unique_until(
    s: &Sudoku,
    removed: &[usize],
    solution: &[Symbol],
    deadline_ms: f64,
    guess_limit: u64,
) -> Option<bool> {
    if let [cell] = removed {
        if s.geo.is_plain() && s.geo.n == 9 {
            return Some(!fast9::has_solution_excluding(
                s.cells(),
                *cell,
                solution[*cell],
                solution,
            ));
        }
        let mut search = Search::new(&s.geo);
        search.exclude = Some((*cell, solution[*cell]));
        search.deadline_ms = deadline_ms;
        search.guess_limit = guess_limit;
        let found = search.run(s.cells(), 1, None).0 > 0;
        return (!search.aborted).then_some(!found);
    }
    if s.geo.is_plain() && s.geo.n == 9 {
        return Some(fast9::count_near(s.cells(), 2, solution) == 1);
    }
    debug_assert!(
        s.geo.n < BIG || !s.geo.is_plain(),
        "big plain grids are checked by big::Solver::differ"
    );
    let mut search = Search::new(&s.geo);
    search.deadline_ms = deadline_ms;
    search.guess_limit = guess_limit;
    let count = search.run(s.cells(), 2, None).0;
    (!search.aborted).then_some(count == 1)
}

/// Whether naked and hidden singles alone (no branch point) solve `s`, which proves it unique: easy-first
/// clue removal on layouts the big-grid solver does not handle (Jigsaw regions).
pub(crate) fn solved_by_propagation(s: &Sudoku) -> bool {
    let mut search = Search::new(&s.geo);
    search.guess_limit = 0;
    let count = search.run(s.cells(), 1, None).0;
    count == 1 && !search.aborted
}

/// One bit of the non-empty mask `m`, drawn uniformly.
fn random_bit(rng: &mut impl Rng, m: u32) -> u32 {
    let k = rng.random_range(0..m.count_ones());
    let mut m = m;
    for _ in 0..k {
        m &= m - 1;
    }
    m & m.wrapping_neg()
}

/// A uniformly shuffled complete grid: search on the empty grid trying candidates in random order.
pub fn random_solution(geo: &Geometry, rng: &mut impl Rng) -> Vec<Symbol> {
    let mut pick = |m: u32| random_bit(rng, m);
    if geo.is_plain() && geo.n == 9 {
        return fill9::random_solution(&mut pick);
    }
    // A random fill of an empty grid has a heavy tail from 16×16 up: a few early choices can leave a dead
    // end that takes a huge subtree to leave (seed 11's ninth 16×16 grid took 7 s, and one 25×25 grid in
    // 200 took 13 s, where the median is 0.25 and 1.5 ms). So a fill gives up after a few guesses per cell
    // and starts again with the next random choices: the same seed still gives the same grid, and a fill
    // that needs no restart (nearly all) gives the grid it gave before.
    random_fill(geo, &mut pick).0
}

/// A random complete grid within `tries` fills of [`FILL_GUESSES_PER_CELL`] guesses per cell each (the same
/// grid as [`random_solution`] when one of them finds it), or `None`: for layouts that may admit no solution
/// at all (random Jigsaw regions), which [`random_solution`] would search for ever.
pub fn random_solution_within(
    geo: &Geometry,
    rng: &mut impl Rng,
    tries: usize,
) -> Option<Vec<Symbol>> {
    let mut pick = |m: u32| random_bit(rng, m);
    let nn = geo.n * geo.n;
    for _ in 0..tries {
        let mut s = Search::new(geo);
        s.guess_limit = FILL_GUESSES_PER_CELL * nn as u64;
        let (_, sol) = s.run(&vec![0; nn], 1, Some(&mut pick));
        if sol.is_some() || !s.aborted {
            return sol;
        }
    }
    None
}

/// The general solver's random fill with restarts (see [`random_solution`]), and the guesses it took.
fn random_fill(geo: &Geometry, pick: &mut dyn FnMut(u32) -> u32) -> (Vec<Symbol>, u64) {
    let nn = geo.n * geo.n;
    let empty = vec![0; nn];
    let mut guesses = 0;
    loop {
        let mut s = Search::new(geo);
        s.guess_limit = FILL_GUESSES_PER_CELL * nn as u64;
        let (_, sol) = s.run(&empty, 1, Some(&mut *pick));
        guesses += s.guesses;
        if let Some(sol) = sol {
            return (sol, guesses);
        }
    }
}

/// Guesses per cell after which a random fill starts again (see [`random_solution`]).
const FILL_GUESSES_PER_CELL: u64 = 2;

/// The general solver's random fill, specialised to 9×9: fixed-size boards and tables instead of the
/// geometry's vectors, so 9×9 generation spends less on its starting grid. It makes exactly the general
/// solver's choices (and so the same grid for the same seed): the singles fixed point does not depend on
/// the order the singles are found in, the cell guessed is the first with the fewest candidates (stopping at
/// two), and the candidates are drawn by the same `pick` calls.
mod fill9 {
    use super::{fewest_candidates, Symbol, DONE};

    const ALL: u32 = 0x3FE;

    /// Rows, columns and boxes, in the general geometry's unit order.
    static UNITS: [[u8; 9]; 27] = units();
    /// The 20 peers of each cell.
    static PEERS: [[u8; 20]; 81] = peers();

    const fn units() -> [[u8; 9]; 27] {
        let mut u = [[0u8; 9]; 27];
        let mut r = 0;
        while r < 9 {
            let mut c = 0;
            while c < 9 {
                let cell = (r * 9 + c) as u8;
                let b = (r / 3) * 3 + c / 3;
                let k = (r % 3) * 3 + c % 3;
                u[r][c] = cell;
                u[9 + c][r] = cell;
                u[18 + b][k] = cell;
                c += 1;
            }
            r += 1;
        }
        u
    }

    const fn peers() -> [[u8; 20]; 81] {
        let mut p = [[0u8; 20]; 81];
        let mut x = 0;
        while x < 81 {
            let mut n = 0;
            let mut y = 0;
            while y < 81 {
                let same = x / 9 == y / 9
                    || x % 9 == y % 9
                    || (x / 27 == y / 27 && (x % 9) / 3 == (y % 9) / 3);
                if y != x && same {
                    p[x][n] = y as u8;
                    n += 1;
                }
                y += 1;
            }
            x += 1;
        }
        p
    }

    /// Cell words as in the general solver: candidate bits `1 << symbol`, plus [`DONE`] once placed.
    type Board = [u32; 81];

    pub(super) fn random_solution(pick: &mut dyn FnMut(u32) -> u32) -> Vec<Symbol> {
        let board = [ALL; 81];
        let sol = dfs(&board, pick).expect("an empty grid always has a solution");
        super::board_symbols(&sol)
    }

    fn dfs(board: &Board, pick: &mut dyn FnMut(u32) -> u32) -> Option<Board> {
        let Some(best) = fewest_candidates(board) else {
            return Some(*board);
        };
        let mut cands = board[best];
        while cands != 0 {
            let bit = pick(cands);
            cands &= !bit;
            let mut next = *board;
            next[best] = bit | DONE;
            if propagate(&mut next, best) {
                if let Some(sol) = dfs(&next, pick) {
                    return Some(sol);
                }
            }
        }
        None
    }

    /// Naked singles then hidden singles to a fixed point, from the placement at `start`. False on a
    /// contradiction.
    fn propagate(b: &mut Board, start: usize) -> bool {
        let mut queue = [0u8; 81];
        queue[0] = start as u8;
        let mut len = 1;
        loop {
            while len > 0 {
                len -= 1;
                let c = queue[len] as usize;
                let bit = b[c] & !DONE;
                for &p in &PEERS[c] {
                    let w = &mut b[p as usize];
                    if *w & bit != 0 {
                        if *w & DONE != 0 {
                            return false;
                        }
                        *w &= !bit;
                        if *w == 0 {
                            return false;
                        }
                        if *w & (*w - 1) == 0 {
                            *w |= DONE;
                            queue[len] = p;
                            len += 1;
                        }
                    }
                }
            }
            let mut found = false;
            for unit in &UNITS {
                let (mut once, mut twice) = (0u32, 0u32);
                for &c in unit {
                    let m = b[c as usize] & !DONE;
                    twice |= once & m;
                    once |= m;
                }
                if once != ALL {
                    return false;
                }
                let hidden = once & !twice;
                if hidden == 0 {
                    continue;
                }
                for &c in unit {
                    let w = b[c as usize];
                    let h = w & hidden;
                    if h != 0 && w & DONE == 0 {
                        if h & (h - 1) != 0 {
                            return false;
                        }
                        b[c as usize] = h | DONE;
                        queue[len] = c;
                        len += 1;
                        found = true;
                    }
                }
            }
            if !found {
                return true;
            }
        }
    }
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
    /// A candidate (cell, symbol) of an empty cell ruled out before the search.
    exclude: Option<(usize, Symbol)>,
    /// Use pointing/claiming in propagation (off for random fills, so their seeded output stays the same).
    locked: bool,
    /// Scratch: segment masks for `locked_candidates`.
    rseg: Vec<u32>,
    cseg: Vec<u32>,
    /// Give up (set `aborted`) once the clock passes this.
    deadline_ms: f64,
    /// Give up (set `aborted`) after this many guesses.
    guess_limit: u64,
    aborted: bool,
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
            exclude: None,
            locked: false,
            rseg: Vec::new(),
            cseg: Vec::new(),
            deadline_ms: f64::INFINITY,
            guess_limit: u64::MAX,
            aborted: false,
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
                && crate::clock::now_ms() > self.deadline_ms)
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::Puzzle;
    use rand::SeedableRng;

    #[test]
    fn big_random_fills_start_again_instead_of_getting_lost() {
        // The ninth 16×16 grid of seed 11's stream (as generation draws them: a grid, then a shuffle of the
        // 256 cells) took 7 s (millions of guesses) without restarts; one 25×25 grid in 200 took 13 s.
        use rand::seq::SliceRandom;
        let geo = Geometry::get(4, 4);
        let mut rng = rand::rngs::StdRng::seed_from_u64(11);
        let mut cells: Vec<usize> = (0..256).collect();
        for i in 0..9 {
            let (grid, guesses) = random_fill(&geo, &mut |m| random_bit(&mut rng, m));
            assert!(guesses <= 20 * 256, "grid {i}: {guesses} guesses");
            let p = Sudoku::from_cells(4, 4, &grid).unwrap();
            assert!(p.cells().iter().all(|&v| v != 0) && p.conflicts().is_empty());
            cells.shuffle(&mut rng);
        }
    }

    #[test]
    fn the_9x9_fill_makes_the_general_fill_s_grids() {
        let geo = Geometry::get(3, 3);
        for seed in 0..300 {
            let mut a = rand::rngs::StdRng::seed_from_u64(seed);
            let mut b = a.clone();
            let fast = random_solution(&geo, &mut a);
            let mut pick = |m: u32| random_bit(&mut b, m);
            let (_, general) = Search::new(&geo).run(&[0; 81], 1, Some(&mut pick));
            assert_eq!(Some(fast), general, "seed {seed}");
            // Both drew the same random numbers.
            assert_eq!(a.random::<u64>(), b.random::<u64>(), "seed {seed}");
        }
    }

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
