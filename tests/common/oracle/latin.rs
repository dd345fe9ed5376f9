//! The oracle's counter for the Sudoku family (Sudoku, X-Sudoku, Jigsaw, Killer): backtracking on bitmasks of
//! the digits each unit and cage already holds, always on the empty cell with the fewest digits left. A cage
//! with a sum lets its empty cells take only digits of some set of different unused digits that makes the rest
//! of its sum (every such set is listed once, by size and sum). Each solution found is checked against the
//! rules from scratch before it is counted.

use super::{Cage, Latin};

pub fn solve(p: &Latin, limit: usize) -> (usize, Option<Vec<u8>>) {
    let n = p.n;
    let mut s = Search {
        p,
        full: ((1u32 << n) - 1) << 1,
        cells: vec![0; n * n],
        unit_used: vec![0; p.units.len()],
        units_of: vec![vec![]; n * n],
        cage_of: vec![None; n * n],
        cage_used: vec![0; p.cages.len()],
        cage_left: p.cages.iter().map(|c| c.sum.unwrap_or(0) as i64).collect(),
        cage_empty: p.cages.iter().map(|c| c.cells.len()).collect(),
        sets: if p.cages.is_empty() {
            vec![]
        } else {
            digit_sets(n)
        },
        limit,
        count: 0,
        first: None,
    };
    for (u, unit) in p.units.iter().enumerate() {
        for &i in unit {
            s.units_of[i].push(u);
        }
    }
    for (k, cage) in p.cages.iter().enumerate() {
        for &i in &cage.cells {
            s.cage_of[i] = Some(k);
        }
    }
    for (i, &d) in p.cells.iter().enumerate() {
        if d != 0 {
            if s.free(i) & (1 << d) == 0 {
                return (0, None); // two givens clash
            }
            s.place(i, d);
        }
    }
    if limit > 0 {
        s.go();
    }
    (s.count, s.first)
}

/// `sets[k][sum]`: every set (a bitmask, bit d for digit d) of k different digits of 1..=n making `sum`.
fn digit_sets(n: usize) -> Vec<Vec<Vec<u32>>> {
    let max_sum = n * (n + 1) / 2;
    let mut sets = vec![vec![vec![]; max_sum + 1]; n + 1];
    for m in 0u32..1 << n {
        let set = m << 1;
        let sum: usize = (1..=n).filter(|&d| set & (1 << d) != 0).sum();
        sets[set.count_ones() as usize][sum].push(set);
    }
    sets
}

struct Search<'a> {
    p: &'a Latin,
    full: u32,
    cells: Vec<u8>,
    unit_used: Vec<u32>,
    units_of: Vec<Vec<usize>>,
    cage_of: Vec<Option<usize>>,
    cage_used: Vec<u32>,
    /// What the cage's empty cells must still add up to (for a cage with a sum).
    cage_left: Vec<i64>,
    cage_empty: Vec<usize>,
    sets: Vec<Vec<Vec<u32>>>,
    limit: usize,
    count: usize,
    first: Option<Vec<u8>>,
}

impl Search<'_> {
    /// Digits no unit of cell `i` and not its cage holds yet.
    fn free(&self, i: usize) -> u32 {
        let mut m = self.full;
        for &u in &self.units_of[i] {
            m &= !self.unit_used[u];
        }
        if let Some(k) = self.cage_of[i] {
            m &= !self.cage_used[k];
        }
        m
    }

    fn place(&mut self, i: usize, d: u8) {
        self.cells[i] = d;
        for &u in &self.units_of[i] {
            self.unit_used[u] |= 1 << d;
        }
        if let Some(k) = self.cage_of[i] {
            self.cage_used[k] |= 1 << d;
            self.cage_left[k] -= d as i64;
            self.cage_empty[k] -= 1;
        }
    }

    fn unplace(&mut self, i: usize, d: u8) {
        self.cells[i] = 0;
        for &u in &self.units_of[i] {
            self.unit_used[u] &= !(1 << d);
        }
        if let Some(k) = self.cage_of[i] {
            self.cage_used[k] &= !(1 << d);
            self.cage_left[k] += d as i64;
            self.cage_empty[k] += 1;
        }
    }

    /// The digits the empty cells of cage `k` may take: `None` when no set of unused digits completes its sum.
    fn cage_digits(&self, k: usize) -> Option<u32> {
        let unused = self.full & !self.cage_used[k];
        if self.p.cages[k].sum.is_none() {
            return Some(unused);
        }
        let left = self.cage_left[k];
        let sets = usize::try_from(left)
            .ok()
            .and_then(|left| self.sets[self.cage_empty[k]].get(left));
        let mut any = false;
        let mut digits = 0;
        for &set in sets.into_iter().flatten() {
            if set & !unused == 0 {
                any = true;
                digits |= set;
            }
        }
        any.then_some(digits)
    }

    fn go(&mut self) {
        let mut cage_digits = Vec::with_capacity(self.p.cages.len());
        for k in 0..self.p.cages.len() {
            match self.cage_digits(k) {
                Some(m) => cage_digits.push(m),
                None => return,
            }
        }
        let mut best: Option<(usize, u32)> = None;
        for i in 0..self.cells.len() {
            if self.cells[i] != 0 {
                continue;
            }
            let mut m = self.free(i);
            if let Some(k) = self.cage_of[i] {
                m &= cage_digits[k];
            }
            if m == 0 {
                return;
            }
            if best.is_none_or(|(_, b)| m.count_ones() < b.count_ones()) {
                best = Some((i, m));
            }
        }
        let Some((i, m)) = best else {
            assert!(valid(self.p, &self.cells), "oracle bug: {:?}", self.cells);
            self.count += 1;
            if self.first.is_none() {
                self.first = Some(self.cells.clone());
            }
            return;
        };
        for d in 1..=self.p.n as u8 {
            if m & (1 << d) != 0 {
                self.place(i, d);
                self.go();
                self.unplace(i, d);
                if self.count >= self.limit {
                    return;
                }
            }
        }
    }
}

/// A complete grid checked from scratch: the givens kept, every unit a permutation of 1..=n, every cage's
/// digits different and making its sum.
pub fn valid(p: &Latin, grid: &[u8]) -> bool {
    let n = p.n;
    let givens = p.cells.iter().zip(grid).all(|(&g, &v)| g == 0 || g == v);
    let expected: Vec<u8> = (1..=n as u8).collect();
    let units = p.units.iter().all(|unit| {
        let mut ds: Vec<u8> = unit.iter().map(|&i| grid[i]).collect();
        ds.sort();
        ds == expected
    });
    let cages = p.cages.iter().all(|Cage { cells, sum }| {
        let mut ds: Vec<u8> = cells.iter().map(|&i| grid[i]).collect();
        let total: u32 = ds.iter().map(|&d| d as u32).sum();
        ds.sort();
        ds.dedup();
        ds.len() == cells.len() && sum.is_none_or(|s| s == total)
    });
    givens && units && cages
}
