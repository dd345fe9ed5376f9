//! Counting solutions: depth-first search over the bit-mask board, closing each branch with the line rules
//! (pairs, sandwiches, balance, the exact line sweep, duplicate lines). The search keeps its boards on an
//! explicit stack on the heap: a 64×64 search goes a thousand branch points deep, which as recursion with a
//! 2 KB board per level overflows the 1 MB stack of WebAssembly (a trap in the page).
//!
//! Plain counting ([`count_board`]) is built not to wander on big open grids:
//! - **Digit order**: a line that lacks two or more of a digit gets it first (the row's and the column's lack
//!   per empty cell, added); otherwise the digit of a circulant guide grid ([`super::circulant`]), whose lines
//!   are balanced and all different. Always taking the scarcer digit makes near-alternating lines, which soon
//!   copy each other; always taking a fixed digit makes lines that cannot balance late.
//! - **Branching** (dom/wdeg): the line with the fewest empty cells per conflict seen in it, so that a corner
//!   that cannot be finished is settled as soon as it shows, rather than refuted again under every choice
//!   made elsewhere.
//! - **Restarts**: a run that uses up its node budget starts again with another guide, twice the budget, the
//!   conflict counts so far and the solutions found; the last run has no budget, so the count is exact.
//!
//! Sides above [`MAX_LOGIC`] use a plain cell-by-cell backtracker, practical only for nearly complete grids:
//! the parser reads no others (`core::binary::MAX_BIG_EMPTY` empty cells at most).

use super::board::{Board, Depth, MAX_LOGIC};
use super::circulant::{Circulant, SplitMix};
use crate::core::binary::Binary;
use crate::core::cell::Symbol;
use crate::puzzle::Puzzle;
use rand::rngs::StdRng;
use rand::Rng;

/// The rules each search node is closed with.
const SEARCH_DEPTH: Depth = Depth::Exact;

/// The empty cell to branch on: the first empty cell of the line with the most conflicts per empty cell
/// (`weights`, one per line), or with no weights the fewest empty cells; ties to the first such line.
fn branch_cell(b: &Board, weights: Option<&[u64]>) -> Option<usize> {
    let mut best: Option<(u64, u64, usize)> = None;
    for l in 0..2 * b.n {
        let e = u64::from(b.empty(l).count_ones());
        if e == 0 {
            continue;
        }
        let w = weights.map_or(1, |w| w[l]);
        // w / e > bw / be
        if best.is_none_or(|(bw, be, _)| w * be > bw * e) {
            best = Some((w, e, l));
        }
    }
    best.map(|(_, _, l)| b.cell_of(l, b.empty(l).trailing_zeros() as usize))
}

/// How a search picks the digit to try first at a branch.
enum Order<'a> {
    /// At random (random solved grids).
    Random(&'a mut StdRng),
    /// The digit of this board (a known solution, when looking for another one near it).
    Prefer(&'a Board),
    /// The digit the cell's lines lack, else the guide grid's (see the module docs).
    Balance(&'a Circulant),
}

/// The digit the row and column through `cell` lack, when one of them lacks two or more of a digit: each
/// line's surplus of 0s over 1s per empty cell, added; `None` when they are about even.
fn needed_digit(b: &Board, cell: usize) -> Option<u8> {
    let (r, c) = (cell / b.n, b.n + cell % b.n);
    let lack = |l: usize| i64::from(b.zero[l].count_ones()) - i64::from(b.one[l].count_ones());
    let empty = |l: usize| i64::from(b.empty(l).count_ones());
    if lack(r).abs() < 2 && lack(c).abs() < 2 {
        return None;
    }
    match (lack(r) * empty(c) + lack(c) * empty(r)).signum() {
        1 => Some(1),
        -1 => Some(0),
        _ => None,
    }
}

/// A branch point: its board, the cell, and the digits to try there in order.
struct Frame {
    board: Board,
    cell: usize,
    digits: [u8; 2],
    tried: usize,
}

struct Counter<'a> {
    limit: usize,
    count: usize,
    first: Option<Board>,
    order: Order<'a>,
    /// Nodes left; the search stops (incomplete) at zero.
    budget: u64,
    /// Solutions found by earlier runs (a search that starts again counts each solution once).
    seen: Option<Vec<Board>>,
    /// Conflicts seen per line, plus one, when branching by them.
    weights: Option<Vec<u64>>,
}

impl Counter<'_> {
    fn new(limit: usize, order: Order<'_>, budget: u64) -> Counter<'_> {
        Counter {
            limit,
            count: 0,
            first: None,
            order,
            budget,
            seen: None,
            weights: None,
        }
    }

    /// Whether the search is over: enough solutions, or no budget left.
    fn stopped(&self) -> bool {
        self.count >= self.limit || self.budget == 0
    }

    /// Depth-first search from a closed board, in the order of the recursion it replaces: visit a node, then
    /// its first digit's subtree, then its second's.
    fn run(&mut self, start: Board) {
        let mut stack: Vec<Frame> = Vec::new();
        self.visit(start, &mut stack);
        while !self.stopped() {
            let Some(top) = stack.last_mut() else {
                return;
            };
            let d = top.digits[top.tried];
            top.tried += 1;
            let cell = top.cell;
            // The last digit takes the frame's board; the first works on a copy.
            let mut t = if top.tried == 2 {
                stack.pop().expect("a frame").board
            } else {
                top.board.clone()
            };
            t.set(cell, d);
            match t.close(SEARCH_DEPTH, t.lines_of(cell), None) {
                Ok(()) => self.visit(t, &mut stack),
                Err(l) => {
                    if let Some(w) = &mut self.weights {
                        w[l] += 1;
                    }
                }
            }
        }
    }

    /// A node: a solution, or a branch point pushed with its digits in order.
    fn visit(&mut self, b: Board, stack: &mut Vec<Frame>) {
        if self.budget == 0 {
            return;
        }
        self.budget -= 1;
        let Some(cell) = branch_cell(&b, self.weights.as_deref()) else {
            self.solution(b);
            return;
        };
        let first = match &mut self.order {
            Order::Random(r) => r.random_range(0..2u8),
            Order::Prefer(p) => p.symbol(cell).saturating_sub(1),
            Order::Balance(g) => {
                needed_digit(&b, cell).unwrap_or_else(|| g.digit(cell / b.n, cell % b.n))
            }
        };
        stack.push(Frame {
            board: b,
            cell,
            digits: [first, 1 - first],
            tried: 0,
        });
    }

    fn solution(&mut self, b: Board) {
        if let Some(seen) = &mut self.seen {
            if seen.iter().any(|s| same_cells(s, &b)) {
                return;
            }
            seen.push(b.clone());
        }
        self.count += 1;
        if self.first.is_none() {
            self.first = Some(b);
        }
    }
}

/// Whether two boards of one side hold the same digits.
fn same_cells(a: &Board, b: &Board) -> bool {
    a.one[..a.n] == b.one[..b.n] && a.zero[..a.n] == b.zero[..b.n]
}

/// Nodes the first run of [`count_board`] may use, per cell; each run after it may use twice as many.
const RUN_NODES_PER_CELL: u64 = 2;
/// Runs of [`count_board`] with a node budget before the last one, which has none.
const BUDGET_RUNS: u64 = 6;
/// Largest limit [`count_board`] starts again for (a count up to more needs the whole search anyway).
const RESTART_LIMIT: usize = 16;

/// Solutions of a board (up to `limit`), and the first one found. With `rng`, the digits are tried in random
/// order and the first solution is a random one.
pub fn count_board(b: &Board, limit: usize, rng: Option<&mut StdRng>) -> (usize, Option<Board>) {
    match rng {
        Some(rng) => {
            let Some(start) = closed_start(b, limit) else {
                return (0, None);
            };
            let mut c = Counter::new(limit, Order::Random(rng), u64::MAX);
            c.run(start);
            (c.count, c.first)
        }
        None => {
            let c = count_within(b, limit, u64::MAX).expect("no cap on the nodes");
            (c.count, c.first)
        }
    }
}

/// The board closed by the search's rules, or `None` when it breaks one (or nothing is to be counted).
fn closed_start(b: &Board, limit: usize) -> Option<Board> {
    let mut start = b.clone();
    (limit > 0 && start.close(SEARCH_DEPTH, start.all_lines(), None).is_ok()).then_some(start)
}

/// What [`count_within`] found.
pub struct Counted {
    /// Solutions, up to the limit.
    pub count: usize,
    /// The first solution found.
    pub first: Option<Board>,
    /// Search nodes visited, over all runs.
    pub nodes: u64,
}

/// [`count_board`] in its plain order (restarts, see the module docs), giving up after `max_nodes` search
/// nodes in all: `None` then. Tests and benchmarks bound and measure the work of big searches with it.
pub fn count_within(b: &Board, limit: usize, max_nodes: u64) -> Option<Counted> {
    let Some(start) = closed_start(b, limit) else {
        return Some(Counted {
            count: 0,
            first: None,
            nodes: 0,
        });
    };
    let n = b.n;
    let mut seen: Vec<Board> = Vec::new();
    let mut weights = vec![1u64; 2 * n];
    let mut budget = RUN_NODES_PER_CELL * (n * n) as u64 + 64;
    let mut left = max_nodes;
    let runs = if limit <= RESTART_LIMIT {
        BUDGET_RUNS
    } else {
        0
    };
    for run in 0..=runs {
        let guide = Circulant::new(n, &mut SplitMix(run));
        let last = run == runs;
        let cap = if last { left } else { budget.min(left) };
        let mut c = Counter::new(limit, Order::Balance(&guide), cap);
        c.weights = Some(std::mem::take(&mut weights));
        if !last {
            c.count = seen.len();
            c.seen = Some(std::mem::take(&mut seen));
        }
        c.run(start.clone());
        if c.count >= limit || c.budget > 0 {
            // Enough solutions, or a run searched everything (and met every solution, old ones included).
            let first = c.seen.and_then(|s| s.into_iter().next()).or(c.first);
            return Some(Counted {
                count: c.count,
                first,
                nodes: max_nodes - left + (cap - c.budget),
            });
        }
        left -= cap;
        if left == 0 {
            return None;
        }
        seen = c.seen.take().unwrap_or_default();
        weights = c.weights.take().unwrap_or_default();
        budget *= 2;
    }
    unreachable!("the last run has all the nodes left")
}

/// Whether `b` has a solution, searching with the digits of `prefer` first (a solution near it is found fast)
/// and at most `budget` nodes, which are taken off it; `None` when the budget runs out first. The generator
/// asks this of a puzzle with one clue flipped, to learn whether removing that clue keeps the solution unique.
pub fn has_solution(b: &Board, prefer: &Board, budget: &mut u64) -> Option<bool> {
    let mut start = b.clone();
    if start.close(SEARCH_DEPTH, start.all_lines(), None).is_err() {
        return Some(false);
    }
    let mut c = Counter::new(1, Order::Prefer(prefer), *budget);
    c.run(start);
    *budget = c.budget;
    if c.count > 0 {
        Some(true)
    } else if c.budget == 0 {
        None
    } else {
        Some(false)
    }
}

/// A random solved board (depth-first search with random digit order) of side `n <= MAX_LOGIC`.
///
/// A random search has a heavy tail: most 14×14 grids take a few hundred nodes, but an unlucky early choice
/// can cost seconds (seed 69 of a 14×14 medium puzzle took 2.4 s). So a search that uses up its node budget
/// starts again from the empty board with the next random numbers and twice the budget: the time is bounded,
/// and the grid is still a function of the random stream alone.
pub fn random_solution(n: usize, rng: &mut StdRng) -> Board {
    random_solution_of(&Board::new(n), rng)
}

/// [`random_solution`] under the rules of `rules` (an empty board: Tango's has no distinct-lines rule).
pub fn random_solution_of(rules: &Board, rng: &mut StdRng) -> Board {
    let n = rules.n;
    let mut budget = 16 * (n * n) as u64;
    loop {
        let mut c = Counter::new(1, Order::Random(&mut *rng), budget);
        let mut start = rules.blank();
        start
            .close(SEARCH_DEPTH, start.all_lines(), None)
            .expect("the empty board breaks no rule");
        c.run(start);
        if let Some(b) = c.first {
            return b;
        }
        budget *= 2;
    }
}

/// Solutions counted up to `limit`, and the first one (as symbols).
pub fn count(p: &Binary, limit: usize) -> (usize, Option<Vec<Symbol>>) {
    let n = p.side();
    if !p.violations().is_empty() {
        return (0, None);
    }
    if n <= MAX_LOGIC {
        let (k, first) = count_board(&p.board(), limit, None);
        (k, first.map(|b| b.to_cells()))
    } else {
        big_count(p, limit)
    }
}

/// The solution when it is unique.
pub fn unique_solution(p: &Binary) -> Option<Vec<Symbol>> {
    match count(p, 2) {
        (1, s) => s,
        _ => None,
    }
}

/// Sides above `MAX_LOGIC`: plain backtracking with local checks of the two lines through each cell.
fn big_count(p: &Binary, limit: usize) -> (usize, Option<Vec<Symbol>>) {
    let n = p.side();
    let mut cells = p.cells().to_vec();
    let empties: Vec<usize> = (0..n * n).filter(|&i| cells[i] == 0).collect();
    let mut count = 0;
    let mut first = None;
    fn line_ok(cells: &[Symbol], n: usize, idx: &dyn Fn(usize) -> usize) -> bool {
        let (mut c1, mut c2, mut run, mut prev, mut empty) = (0, 0, 0, 0u8, false);
        for i in 0..n {
            let v = cells[idx(i)];
            match v {
                1 => c1 += 1,
                2 => c2 += 1,
                _ => empty = true,
            }
            run = if v != 0 && v == prev { run + 1 } else { 1 };
            prev = v;
            if v != 0 && run >= 3 {
                return false;
            }
        }
        let _ = empty;
        c1 <= n / 2 && c2 <= n / 2
    }
    fn rec(
        k: usize,
        empties: &[usize],
        cells: &mut Vec<Symbol>,
        n: usize,
        limit: usize,
        count: &mut usize,
        first: &mut Option<Vec<Symbol>>,
    ) {
        if k == empties.len() {
            if Binary::from_parts(n, cells.clone()).violations().is_empty() {
                *count += 1;
                if first.is_none() {
                    *first = Some(cells.clone());
                }
            }
            return;
        }
        let cell = empties[k];
        let (r, c) = (cell / n, cell % n);
        for v in 1..=2 {
            cells[cell] = v;
            if line_ok(cells, n, &|i| r * n + i) && line_ok(cells, n, &|i| i * n + c) {
                rec(k + 1, empties, cells, n, limit, count, first);
                if *count >= limit {
                    break;
                }
            }
        }
        cells[cell] = 0;
    }
    if limit > 0 {
        rec(0, &empties, &mut cells, n, limit, &mut count, &mut first);
    }
    (count, first)
}
