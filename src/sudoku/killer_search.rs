//! The Killer solver: counts solutions to a limit and finds the unique one, with the cage sums in the
//! propagation. Each board is a word per cell (candidate bits `1 << d`, plus [`DONE`] once placed and removed
//! from its peers, cage mates included). Propagation, to a fixed point: naked singles; hidden singles in rows,
//! columns and blocks; and per cage (the real ones and the virtual cages of the 45 rule: the innies of a row,
//! column or block, and its outies when they lie in one unit) the digit sets that make its sum with the
//! placed digits and the candidates left: the cells keep the union of those sets, a digit every set needs
//! goes to the one cell that can take it, or leaves the rest of a row, column or block its cells share.
//! Search branches on the open cell with the fewest candidates.
//!
//! The same propagation with rules switched off grades a puzzle ([`logic_tier`]): which of the Killer
//! reasonings a solve without guessing needs.

use super::killer::combinations;
use super::search::{board_symbols, fewest_candidates, hidden_singles, remove_candidates};
use super::{Geometry, Sudoku};
use crate::puzzle::Puzzle;
use crate::step::Symbol;

/// Marks a cell whose symbol has been placed and removed from its peers.
const DONE: u32 = 1 << 31;

/// A cage as the solver sees it: cells and the digit sets (masks) that fill it.
#[derive(Clone, Debug)]
struct SCage {
    cells: Vec<u16>,
    combos: Vec<u32>,
}

/// Which reasonings propagation uses (all of them for counting).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Tier {
    /// Singles and cage combinations (a cell keeps the digits of the sets that make its cage's sum; a digit
    /// every set needs with one place left in the cage goes there).
    Combinations,
    /// Also: a digit the cage needs, confined to one row, column or block, leaves the rest of it.
    Interactions,
    /// Also: the 45 rule (innies and outies of one row, column or block as virtual cages).
    Rule45,
}

pub struct KillerSearch<'g> {
    geo: &'g Geometry,
    nn: usize,
    all: u32,
    cages: Vec<SCage>,
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
    interactions: bool,
}

impl<'g> KillerSearch<'g> {
    /// A solver with every reasoning.
    pub fn new(geo: &'g Geometry) -> Self {
        Self::with_tier(geo, Tier::Rule45)
    }

    pub fn with_tier(geo: &'g Geometry, tier: Tier) -> Self {
        let n = geo.n;
        let mut cages: Vec<SCage> = geo
            .cages()
            .iter()
            .map(|k| SCage {
                cells: k.cells.clone(),
                combos: combinations(n, k.cells.len(), k.sum),
            })
            .collect();
        if tier >= Tier::Rule45 {
            cages.extend(rule45_cages(geo));
        }
        KillerSearch {
            geo,
            nn: n * n,
            all: ((1u32 << (n + 1)) - 2),
            cages,
            stack: Vec::new(),
            queue: Vec::with_capacity(n * n),
            count: 0,
            limit: 0,
            solutions: Vec::new(),
            guesses: 0,
            guess_limit: u64::MAX,
            aborted: false,
            interactions: tier >= Tier::Interactions,
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
        for (i, &v) in cells.iter().enumerate() {
            if v != 0 && !self.assign(0, i, 1 << v) {
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

    /// Remove `elim` from cell `c`; None on a contradiction, else whether it changed.
    #[inline]
    fn remove(&mut self, base: usize, c: usize, elim: u32) -> Option<bool> {
        remove_candidates(&mut self.stack, &mut self.queue, base, c, elim)
    }

    fn propagate(&mut self, base: usize) -> bool {
        let ok = self.propagate_inner(base).is_some();
        if !ok {
            self.queue.clear();
        }
        ok
    }

    fn propagate_inner(&mut self, base: usize) -> Option<()> {
        let geo = self.geo;
        loop {
            while let Some(c) = self.queue.pop() {
                let bit = self.stack[base + c as usize] & !DONE;
                for &p in &geo.peers[c as usize] {
                    self.remove(base, p as usize, bit)?;
                }
            }
            if hidden_singles(&mut self.stack, &mut self.queue, base, &geo.units, self.all)? {
                continue;
            }
            let mut changed = false;
            for k in 0..self.cages.len() {
                changed |= self.cage(base, k)?;
                if !self.queue.is_empty() {
                    break;
                }
            }
            if !changed && self.queue.is_empty() {
                return Some(());
            }
        }
    }

    /// Cage `k`'s combinations against the board. None on a contradiction, else whether anything changed.
    fn cage(&mut self, base: usize, k: usize) -> Option<bool> {
        let (mut placed, mut open) = (0u32, 0u32);
        let mut words = [0u32; 9];
        let cage = &self.cages[k];
        for (i, &c) in cage.cells.iter().enumerate() {
            let w = self.stack[base + c as usize];
            words[i] = w;
            if w & DONE != 0 {
                placed |= w & !DONE;
            } else {
                open |= w;
            }
        }
        let len = cage.cells.len();
        let (mut allowed, mut required, mut any) = (0u32, u32::MAX, false);
        'combo: for &m in &cage.combos {
            if m & placed != placed {
                continue;
            }
            let rest = m & !placed;
            if rest & !open != 0 {
                continue;
            }
            for &w in &words[..len] {
                if w & DONE == 0 && w & rest == 0 {
                    continue 'combo;
                }
            }
            allowed |= rest;
            required &= rest;
            any = true;
        }
        if !any {
            return None;
        }
        let mut changed = false;
        if open & !allowed != 0 {
            for (i, &w) in words.iter().enumerate().take(len) {
                let c = self.cages[k].cells[i] as usize;
                if w & DONE == 0 {
                    changed |= self.remove(base, c, !allowed & !DONE)?;
                }
            }
        }
        let mut req = required;
        while req != 0 {
            let bit = req & req.wrapping_neg();
            req &= req - 1;
            let mut at = [0usize; 9];
            let mut k_at = 0;
            let mut done = false;
            for &c in &self.cages[k].cells {
                let w = self.stack[base + c as usize];
                if w & bit != 0 {
                    done |= w & DONE != 0;
                    at[k_at] = c as usize;
                    k_at += 1;
                }
            }
            if done {
                // Placed meanwhile, by a single above: its peers lose it when the queue is drained.
                continue;
            }
            match k_at {
                0 => return None,
                1 => {
                    if !self.assign(base, at[0], bit) {
                        return None;
                    }
                    changed = true;
                }
                _ if self.interactions => {
                    let geo = self.geo;
                    for u in geo.common_units(&at[..k_at]) {
                        for &x in &geo.units[u] {
                            if !at[..k_at].contains(&(x as usize)) {
                                changed |= self.remove(base, x as usize, bit)?;
                            }
                        }
                    }
                }
                _ => {}
            }
        }
        Some(changed)
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

/// The 45 rule's virtual cages: for each row, column and block, the cells of the cages that cross its edge
/// (innies: their digits are distinct and add up to the unit's total less the cages inside it), and the
/// cells outside it of those crossing cages (outies) when they lie in one unit.
fn rule45_cages(geo: &Geometry) -> Vec<SCage> {
    let n = geo.n;
    let total = (n * (n + 1) / 2) as i32;
    let cages = geo.cages();
    let mut out = Vec::new();
    for unit in geo.units.iter().take(3 * n) {
        let mut inside_sum = 0i32;
        let mut crossing: Vec<usize> = Vec::new();
        let mut ok = true;
        for &c in unit {
            let Some(k) = geo.cage_of(c as usize).filter(|&k| cages[k].sum != 0) else {
                ok = false;
                break;
            };
            let all_in = cages[k].cells.iter().all(|x| unit.contains(x));
            if all_in {
                if cages[k].cells[0] == c {
                    inside_sum += cages[k].sum as i32;
                }
            } else if !crossing.contains(&k) {
                crossing.push(k);
            }
        }
        if !ok || crossing.is_empty() {
            continue;
        }
        let innies: Vec<u16> = unit
            .iter()
            .copied()
            .filter(|&c| {
                geo.cage_of(c as usize)
                    .is_some_and(|k| crossing.contains(&k))
            })
            .collect();
        let in_sum = total - inside_sum;
        if innies.len() < n && in_sum > 0 {
            out.push(SCage {
                combos: combinations(n, innies.len(), in_sum as u16),
                cells: innies,
            });
        }
        let outies: Vec<u16> = crossing
            .iter()
            .flat_map(|&k| cages[k].cells.iter().copied())
            .filter(|x| !unit.contains(x))
            .collect();
        let out_sum: i32 = crossing.iter().map(|&k| cages[k].sum as i32).sum::<i32>() - in_sum;
        let idx: Vec<usize> = outies.iter().map(|&c| c as usize).collect();
        if outies.len() < n && out_sum > 0 && !geo.common_units(&idx).is_empty() {
            out.push(SCage {
                combos: combinations(n, outies.len(), out_sum as u16),
                cells: outies,
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

/// The easiest tier whose propagation alone solves the puzzle, or `None` if none does (it needs more:
/// other Sudoku techniques or guessing).
pub fn logic_tier(s: &Sudoku) -> Option<Tier> {
    [Tier::Combinations, Tier::Interactions, Tier::Rule45]
        .into_iter()
        .find(|&t| {
            let mut k = KillerSearch::with_tier(s.geometry(), t);
            k.start(s.cells()) && k.stack.iter().all(|w| w & DONE != 0)
        })
}
