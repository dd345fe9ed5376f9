//! The oracle's counter for the Sudoku family (Sudoku, X-Sudoku, Jigsaw, Killer): backtracking on bitmasks of
//! the digits each unit and cage already holds, on the smallest choice: the empty cell with the fewest digits
//! left, or the digit with the fewest places left in a unit (or in a cage that must hold it). A cage with a
//! sum lets its empty cells take only digits of some set of different unused digits that makes the rest of
//! its sum (every such set is listed once, by size and sum); two empty cells of a relation (a dot, a thermometer's
//! step) keep only the digits some digit of the other allows. Each solution found is checked against the
//! rules from scratch before it is counted.

use super::{Cage, Latin};

pub fn solve(p: &Latin, limit: usize) -> (usize, Option<Vec<u8>>) {
    let n = p.n;
    let cages = with_unit_remainders(p);
    let mut s = Search {
        p,
        full: ((1u32 << n) - 1) << 1,
        cells: vec![0; n * n],
        unit_used: vec![0; p.units.len()],
        units_of: vec![vec![]; n * n],
        paired: vec![vec![]; n * n],
        related: vec![vec![]; n * n],
        fits: p.rels.iter().map(|&(_, _, rel)| fits(rel, n)).collect(),
        cages_of: vec![vec![]; n * n],
        cage_used: vec![0; cages.len()],
        cage_left: cages.iter().map(|c| c.sum.unwrap_or(0) as i64).collect(),
        cage_empty: cages.iter().map(|c| c.cells.len()).collect(),
        sets: if cages.is_empty() {
            vec![]
        } else {
            digit_sets(n)
        },
        cages: vec![],
        limit,
        count: 0,
        first: None,
    };
    for (u, unit) in p.units.iter().enumerate() {
        for &i in unit {
            s.units_of[i].push(u);
        }
    }
    for (k, cage) in cages.iter().enumerate() {
        for &i in &cage.cells {
            s.cages_of[i].push(k);
        }
    }
    // Both ways: a pair is listed once or twice, either way each cell sees the other.
    for &(a, b) in &p.pairs {
        s.paired[a].push(b);
        s.paired[b].push(a);
    }
    for (k, &(a, b, _)) in p.rels.iter().enumerate() {
        s.related[a].push((k, true));
        s.related[b].push((k, false));
    }
    s.cages = cages;
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

/// `rel` as a table (see `Search::fits`): for each digit of the first cell, the digits of the second that
/// `Rel::ok` allows beside it, and for each digit of the second, those of the first.
fn fits(rel: super::Rel, n: usize) -> (Vec<u32>, Vec<u32>) {
    let (mut to_second, mut to_first) = (vec![0u32; n + 1], vec![0u32; n + 1]);
    for d in 1..=n as u8 {
        for e in 1..=n as u8 {
            if rel.ok(d, e, n) {
                to_second[d as usize] |= 1 << e;
                to_first[e as usize] |= 1 << d;
            }
        }
    }
    (to_second, to_first)
}

/// The puzzle's cages, and for each unit whose cells the cages wholly inside it (all with sums) leave partly
/// uncovered, one more cage: those other cells, whose digits differ (one unit) and make the unit's total
/// n(n+1)/2 minus the inside cages' sums (the "45 rule"). It holds in every solution, so it prunes without
/// changing the count.
fn with_unit_remainders(p: &Latin) -> Vec<Cage> {
    let mut cages = p.cages.clone();
    if p.cages.is_empty() {
        return cages;
    }
    let total = (p.n * (p.n + 1) / 2) as u32;
    for unit in &p.units {
        let inside: Vec<&Cage> = p
            .cages
            .iter()
            .filter(|c| c.cells.iter().all(|i| unit.contains(i)))
            .collect();
        let Some(inside_sum) = inside.iter().map(|c| c.sum).sum::<Option<u32>>() else {
            continue;
        };
        let rest: Vec<usize> = unit
            .iter()
            .copied()
            .filter(|i| !inside.iter().any(|c| c.cells.contains(i)))
            .collect();
        if !rest.is_empty() && rest.len() < unit.len() && inside_sum <= total {
            cages.push(Cage {
                cells: rest,
                sum: Some(total - inside_sum),
            });
        }
    }
    cages
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
    /// The cells each cell must differ from beyond its units (pairs).
    paired: Vec<Vec<usize>>,
    /// The relations each cell is in: their index, and whether the cell is the relation's first.
    related: Vec<Vec<(usize, bool)>>,
    /// Per relation, as a table of `Rel::ok`: for each digit of its first cell the digits of the second that
    /// fit beside it, and for each digit of the second those of the first.
    fits: Vec<(Vec<u32>, Vec<u32>)>,
    /// The puzzle's cages, then one per unit for the rest of its cells (see `with_unit_remainders`).
    cages: Vec<Cage>,
    cages_of: Vec<Vec<usize>>,
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
    /// Digits no unit of cell `i`, not its cage and no cell paired with it (anti-knight, anti-king) holds yet.
    fn free(&self, i: usize) -> u32 {
        let mut m = self.full;
        for &j in &self.paired[i] {
            m &= !(1u32 << self.cells[j]);
        }
        m &= self.p.allowed[i];
        for &(k, first) in &self.related[i] {
            let (a, b, _) = self.p.rels[k];
            let other = self.cells[if first { b } else { a }] as usize;
            if other != 0 {
                let (to_second, to_first) = &self.fits[k];
                m &= if first {
                    to_first[other]
                } else {
                    to_second[other]
                };
            }
        }
        for &u in &self.units_of[i] {
            m &= !self.unit_used[u];
        }
        for &k in &self.cages_of[i] {
            m &= !self.cage_used[k];
        }
        m
    }

    fn place(&mut self, i: usize, d: u8) {
        self.cells[i] = d;
        for &u in &self.units_of[i] {
            self.unit_used[u] |= 1 << d;
        }
        for &k in &self.cages_of[i] {
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
        for &k in &self.cages_of[i] {
            self.cage_used[k] &= !(1 << d);
            self.cage_left[k] += d as i64;
            self.cage_empty[k] += 1;
        }
    }

    /// The digits the empty cells of cage `k` may take, and those they must hold (in every set of unused digits
    /// that completes the sum); `None` when no such set exists.
    fn cage_digits(&self, k: usize) -> Option<(u32, u32)> {
        let unused = self.full & !self.cage_used[k];
        if self.cages[k].sum.is_none() {
            return Some((unused, 0));
        }
        let left = self.cage_left[k];
        let sets = usize::try_from(left)
            .ok()
            .and_then(|left| self.sets[self.cage_empty[k]].get(left));
        let (mut any, mut all) = (0, self.full);
        let mut found = false;
        for &set in sets.into_iter().flatten() {
            if set & !unused == 0 {
                found = true;
                any |= set;
                all &= set;
            }
        }
        found.then_some((any, all))
    }

    /// Branches on the smallest choice: the digits a cell may take, or the cells where a digit may go in a unit
    /// (each unit holds every digit once) or in a cage that must hold it (cage digits differ). Either way every
    /// solution takes exactly one branch.
    fn go(&mut self) {
        // Arrows: the path's digits so far, and one at least in each empty path cell, fit in the circle (or
        // in the largest digit while the circle is empty); a full arrow adds up.
        for arrow in &self.p.arrows {
            let circle = self.cells[arrow[0]] as usize;
            let path = &arrow[1..];
            let sum: usize = path.iter().map(|&c| self.cells[c] as usize).sum();
            let empty = path.iter().filter(|&&c| self.cells[c] == 0).count();
            let most = if circle == 0 { self.p.n } else { circle };
            if sum + empty > most || (circle != 0 && empty == 0 && sum != circle) {
                return;
            }
        }
        // Little killers: the digits so far and one at least per empty cell stay within the total, and the
        // empty cells can still reach it (each at most n); a full diagonal adds up.
        for (line, total) in &self.p.diagonals {
            let sum: usize = line.iter().map(|&c| self.cells[c] as usize).sum();
            let empty = line.iter().filter(|&&c| self.cells[c] == 0).count();
            if sum + empty > *total || sum + empty * self.p.n < *total {
                return;
            }
        }
        // Sandwiches: some place of the 1 and of the largest digit (each placed there, or free to go there)
        // leaves cells between whose placed digits (none of the two) and empty cells (2 to n-1 each) can make
        // the total.
        for (line, total) in &self.p.sandwiches {
            let n = self.p.n;
            let can = |c: usize, d: usize| match self.cells[c] as usize {
                0 => self.free(c) & (1 << d) != 0,
                v => v == d,
            };
            let fits = |i: usize, j: usize| {
                let (mut sum, mut empty) = (0, 0);
                for &c in &line[i.min(j) + 1..i.max(j)] {
                    match self.cells[c] as usize {
                        0 => empty += 1,
                        v if v == 1 || v == n => return false,
                        v => sum += v,
                    }
                }
                sum + 2 * empty <= *total && *total <= sum + (n - 1) * empty
            };
            let any = (0..line.len()).any(|i| {
                can(line[i], 1) && (0..line.len()).any(|j| j != i && can(line[j], n) && fits(i, j))
            });
            if !any {
                return;
            }
        }
        let mut cage_digits = Vec::with_capacity(self.cages.len());
        for k in 0..self.cages.len() {
            match self.cage_digits(k) {
                Some(m) => cage_digits.push(m),
                None => return,
            }
        }
        // The digits each empty cell may take (0 for filled cells).
        let mut cands = vec![0u32; self.cells.len()];
        for (i, cand) in cands.iter_mut().enumerate() {
            if self.cells[i] != 0 {
                continue;
            }
            let mut m = self.free(i);
            for &k in &self.cages_of[i] {
                m &= cage_digits[k].0;
            }
            if m == 0 {
                return;
            }
            *cand = m;
        }
        // Relations between two empty cells: each keeps the digits some digit of the other allows, until
        // nothing changes (a digit no digit of the other allows is in no solution).
        let n = self.p.n as u8;
        let mut changed = true;
        while changed {
            changed = false;
            for (&(a, b, _), (to_second, to_first)) in self.p.rels.iter().zip(&self.fits) {
                if self.cells[a] != 0 || self.cells[b] != 0 {
                    continue;
                }
                let keep_a = (1..=n as usize)
                    .filter(|&d| cands[a] & (1 << d) != 0 && to_second[d] & cands[b] != 0)
                    .fold(0u32, |m, d| m | 1 << d);
                let keep_b = (1..=n as usize)
                    .filter(|&e| cands[b] & (1 << e) != 0 && to_first[e] & keep_a != 0)
                    .fold(0u32, |m, e| m | 1 << e);
                if keep_a == 0 || keep_b == 0 {
                    return;
                }
                changed |= keep_a != cands[a] || keep_b != cands[b];
                cands[a] = keep_a;
                cands[b] = keep_b;
            }
        }
        let mut best: Option<(usize, u32)> = None;
        for (i, &m) in cands.iter().enumerate() {
            if m != 0 && best.is_none_or(|(_, b)| m.count_ones() < b.count_ones()) {
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
        let digits = |m: u32| (1..=self.p.n as u8).filter(move |&d| m & (1 << d) != 0);
        let mut choice: Vec<(usize, u8)> = digits(m).map(|d| (i, d)).collect();
        // Groups of cells that must each hold some digits once: units (every digit not yet placed), cages
        // (the digits every completing set holds).
        let units = self
            .p
            .units
            .iter()
            .zip(&self.unit_used)
            .map(|(u, &used)| (u, self.full & !used));
        let cages = self
            .cages
            .iter()
            .zip(&cage_digits)
            .map(|(c, &(_, all))| (&c.cells, all));
        for (cells, needed) in units.chain(cages) {
            for d in digits(needed) {
                let cands = &cands;
                let places = || {
                    cells
                        .iter()
                        .copied()
                        .filter(move |&j| cands[j] & (1 << d) != 0)
                };
                let count = places().count();
                if count == 0 {
                    return;
                }
                if count < choice.len() {
                    choice = places().map(|j| (j, d)).collect();
                }
            }
        }
        for (i, d) in choice {
            self.place(i, d);
            self.go();
            self.unplace(i, d);
            if self.count >= self.limit {
                return;
            }
        }
    }
}

/// A complete grid checked from scratch: the givens kept, every unit a permutation of 1..=n, every cage's
/// digits different and making its sum, the two cells of every pair different, every relation kept, every
/// cell's digit one its rules allow.
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
    let pairs = p.pairs.iter().all(|&(a, b)| grid[a] != grid[b]);
    let rels = p
        .rels
        .iter()
        .all(|&(a, b, rel)| rel.ok(grid[a], grid[b], n));
    let allowed = grid
        .iter()
        .enumerate()
        .all(|(i, &d)| p.allowed[i] & (1 << d) != 0);
    let runs = p.runs.iter().all(|line| {
        let mut ds: Vec<u8> = line.iter().map(|&i| grid[i]).collect();
        ds.sort();
        ds.windows(2).all(|w| w[1] == w[0] + 1)
    });
    let arrows = p
        .arrows
        .iter()
        .all(|a| a[1..].iter().map(|&c| grid[c] as usize).sum::<usize>() == grid[a[0]] as usize);
    let diagonals = p
        .diagonals
        .iter()
        .all(|(line, total)| line.iter().map(|&c| grid[c] as usize).sum::<usize>() == *total);
    let sandwiches = p.sandwiches.iter().all(|(line, total)| {
        let at = |d: usize| line.iter().position(|&c| grid[c] as usize == d).unwrap();
        let (i, j) = (at(1).min(at(n)), at(1).max(at(n)));
        line[i + 1..j]
            .iter()
            .map(|&c| grid[c] as usize)
            .sum::<usize>()
            == *total
    });
    givens
        && units
        && cages
        && pairs
        && rels
        && allowed
        && runs
        && arrows
        && diagonals
        && sandwiches
}
