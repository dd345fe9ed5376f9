//! The oracle's counter for binary puzzles and Tango: backtracking, always on the empty cell with the fewest
//! symbols that break no rule once placed (balance: at most n/2 of a symbol per line; no three in a row; the
//! signs to neighbours already filled; for binary puzzles, a line completed equal to another complete line).
//! Each solution found is checked against the rules from scratch before it is counted.

use super::Binary;

pub fn solve(p: &Binary, limit: usize) -> (usize, Option<Vec<u8>>) {
    let n = p.n;
    let mut signs_of = vec![vec![]; n * n];
    for s in &p.signs {
        signs_of[s.a].push((s.b, s.same));
        signs_of[s.b].push((s.a, s.same));
    }
    let mut s = Search {
        p,
        cells: vec![0; n * n],
        signs_of,
        limit,
        count: 0,
        first: None,
    };
    for (i, &v) in p.cells.iter().enumerate() {
        if v != 0 {
            if !s.fits(i, v) {
                return (0, None); // the givens break a rule
            }
            s.cells[i] = v;
        }
    }
    if limit > 0 {
        s.go();
    }
    (s.count, s.first)
}

struct Search<'a> {
    p: &'a Binary,
    cells: Vec<u8>,
    signs_of: Vec<Vec<(usize, bool)>>,
    limit: usize,
    count: usize,
    first: Option<Vec<u8>>,
}

impl Search<'_> {
    /// Whether symbol `v` (1 or 2) may go in the empty cell `i`.
    fn fits(&mut self, i: usize, v: u8) -> bool {
        let n = self.p.n;
        let (r, c) = (i / n, i % n);
        // The row as (first cell, step, position of i), then the column.
        for (first, step, at) in [(r * n, 1, c), (c, n, r)] {
            let cell = |k: usize| self.cells[first + k * step];
            if (0..n).filter(|&k| cell(k) == v).count() >= n / 2 {
                return false;
            }
            // Every run of three cells through `i`: the two others must not both be v.
            if n >= 3 {
                for start in at.saturating_sub(2)..=at.min(n - 3) {
                    if (start..start + 3)
                        .filter(|&k| k != at)
                        .all(|k| cell(k) == v)
                    {
                        return false;
                    }
                }
            }
        }
        for &(j, same) in &self.signs_of[i] {
            if self.cells[j] != 0 && (self.cells[j] == v) != same {
                return false;
            }
        }
        if self.p.distinct_lines {
            self.cells[i] = v;
            let ok = self.unique_line(r * n, 1, n) && self.unique_line(c, n, 1);
            self.cells[i] = 0;
            return ok;
        }
        true
    }

    /// When the line starting at `first` (cells `step` apart) is complete, no other complete line of its
    /// direction (starting `next` apart) equals it.
    fn unique_line(&self, first: usize, step: usize, next: usize) -> bool {
        let n = self.p.n;
        let line = |f: usize| (0..n).map(move |k| self.cells[f + k * step]);
        if line(first).any(|v| v == 0) {
            return true;
        }
        (0..n)
            .map(|k| k * next)
            .filter(|&f| f != first)
            .all(|f| !line(f).eq(line(first)))
    }

    fn go(&mut self) {
        // The empty cell with the fewest symbols that fit (bit v set when symbol v fits).
        let mut best: Option<(usize, u8)> = None;
        for i in 0..self.cells.len() {
            if self.cells[i] != 0 {
                continue;
            }
            let m = (self.fits(i, 1) as u8) << 1 | (self.fits(i, 2) as u8) << 2;
            if m == 0 {
                return;
            }
            if best.is_none_or(|(_, b)| m.count_ones() < b.count_ones()) {
                best = Some((i, m));
                if m.count_ones() == 1 {
                    break;
                }
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
        for v in [1, 2] {
            if m & 1 << v != 0 {
                self.cells[i] = v;
                self.go();
                self.cells[i] = 0;
                if self.count >= self.limit {
                    return;
                }
            }
        }
    }
}

/// A complete grid checked from scratch: the givens kept, n/2 of each symbol per line, no three in a row, the
/// signs, and (binary puzzles) all rows different and all columns different.
pub fn valid(p: &Binary, grid: &[u8]) -> bool {
    let n = p.n;
    let givens = p.cells.iter().zip(grid).all(|(&g, &v)| g == 0 || g == v);
    let rows: Vec<Vec<u8>> = (0..n)
        .map(|r| (0..n).map(|c| grid[r * n + c]).collect())
        .collect();
    let cols: Vec<Vec<u8>> = (0..n)
        .map(|c| (0..n).map(|r| grid[r * n + c]).collect())
        .collect();
    let line_ok = |l: &Vec<u8>| {
        l.iter().filter(|&&v| v == 1).count() == n / 2
            && l.iter().filter(|&&v| v == 2).count() == n / 2
            && l.windows(3).all(|w| !(w[0] == w[1] && w[1] == w[2]))
    };
    let lines = rows.iter().chain(&cols).all(line_ok);
    let signs = p.signs.iter().all(|s| (grid[s.a] == grid[s.b]) == s.same);
    let distinct = |ls: &Vec<Vec<u8>>| (0..n).all(|a| (a + 1..n).all(|b| ls[a] != ls[b]));
    let distinct_lines = !p.distinct_lines || (distinct(&rows) && distinct(&cols));
    givens && lines && signs && distinct_lines
}
