//! The oracle's counter for binary puzzles and Tango. A symbol fits an empty cell when, once placed, it breaks
//! no rule: at most n/2 of it in each line, no three in a row, the signs to neighbours already filled, (binary
//! puzzles) no complete line equal to another; and its row and its column still agree with some valid line
//! (an n-cell word with n/2 of each symbol and no three in a row: 518 of them at side 14) that also keeps the
//! signs between the line's own cells. The search places
//! every symbol that is the only one fitting its cell, then branches on a cell where both fit. Each solution
//! found is checked against the rules from scratch before it is counted.

use super::Binary;

pub fn solve(p: &Binary, limit: usize) -> (usize, Option<Vec<u8>>) {
    let n = p.n;
    let mut signs_of = vec![vec![]; n * n];
    // Per line (rows, then columns): bit k set when a sign joins positions k and k + 1, `=` then `x`.
    let mut line_signs = vec![[0u32; 2]; 2 * n];
    for s in &p.signs {
        signs_of[s.a].push((s.b, s.same));
        signs_of[s.b].push((s.a, s.same));
        let (line, k) = if s.b == s.a + 1 {
            (s.a / n, s.a % n)
        } else {
            (n + s.a % n, s.a / n)
        };
        line_signs[line][!s.same as usize] |= 1 << k;
    }
    let mut s = Search {
        p,
        words: valid_lines(n),
        line_signs,
        cells: vec![0; n * n],
        held: vec![[0; 3]; 2 * n],
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
            s.place(i, v);
        }
    }
    if limit > 0 {
        s.go();
    }
    (s.count, s.first)
}

/// Every valid line of side n as bits (bit k set: symbol `1` at position k): n/2 ones, no three equal in a row.
pub fn valid_lines(n: usize) -> Vec<u32> {
    let three = |w: u32| (0..n.saturating_sub(2)).any(|k| matches!(w >> k & 7, 0 | 7));
    (0u32..1 << n)
        .filter(|&w| w.count_ones() as usize * 2 == n && !three(w))
        .collect()
}

struct Search<'a> {
    p: &'a Binary,
    words: Vec<u32>,
    line_signs: Vec<[u32; 2]>,
    cells: Vec<u8>,
    /// `held[line][v]`: how many cells of the line (rows 0..n, then columns n..2n) hold symbol v.
    held: Vec<[usize; 3]>,
    signs_of: Vec<Vec<(usize, bool)>>,
    limit: usize,
    count: usize,
    first: Option<Vec<u8>>,
}

impl Search<'_> {
    /// The row and the column of cell `i`, as indices of `held`.
    fn lines(&self, i: usize) -> [usize; 2] {
        let n = self.p.n;
        [i / n, n + i % n]
    }

    fn place(&mut self, i: usize, v: u8) {
        self.cells[i] = v;
        for l in self.lines(i) {
            self.held[l][v as usize] += 1;
        }
    }

    fn unplace(&mut self, i: usize, v: u8) {
        self.cells[i] = 0;
        for l in self.lines(i) {
            self.held[l][v as usize] -= 1;
        }
    }

    /// Whether symbol `v` (1 or 2) may go in the empty cell `i`.
    fn fits(&mut self, i: usize, v: u8) -> bool {
        let n = self.p.n;
        let (r, c) = (i / n, i % n);
        if self
            .lines(i)
            .iter()
            .any(|&l| self.held[l][v as usize] >= n / 2)
        {
            return false;
        }
        // The row as (first cell, step, position of i), then the column.
        for (first, step, at) in [(r * n, 1, c), (c, n, r)] {
            let cell = |k: usize| self.cells[first + k * step];
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

    /// Per line (rows, then columns): the positions where a valid line agreeing with the filled cells and the
    /// signs inside the line has a `0`, and those where one has a `1`; `None` when no valid line agrees.
    fn line_options(&self) -> Option<Vec<[u32; 2]>> {
        let n = self.p.n;
        let mut out = Vec::with_capacity(2 * n);
        for l in 0..2 * n {
            let cell = |k: usize| {
                if l < n {
                    self.cells[l * n + k]
                } else {
                    self.cells[k * n + l - n]
                }
            };
            let (mut filled, mut ones) = (0u32, 0u32);
            for k in 0..n {
                filled |= ((cell(k) != 0) as u32) << k;
                ones |= ((cell(k) == 2) as u32) << k;
            }
            let [same, differ] = self.line_signs[l];
            // Bit k of `w ^ w >> 1`: positions k and k + 1 differ.
            let agrees = |w: u32| {
                (w ^ ones) & filled == 0 && (w ^ w >> 1) & same == 0 && !(w ^ w >> 1) & differ == 0
            };
            let mut may = [0, 0];
            for &w in self.words.iter().filter(|&&w| agrees(w)) {
                may[0] |= !w;
                may[1] |= w;
            }
            if may == [0, 0] {
                return None;
            }
            out.push(may);
        }
        Some(out)
    }

    /// The symbols that may go in the empty cell `i` (bit v set when symbol v fits), given `lines`.
    fn options(&mut self, i: usize, lines: &[[u32; 2]]) -> u8 {
        let n = self.p.n;
        let (r, c) = (i / n, i % n);
        let mut m = 0u8;
        for v in [1, 2] {
            let s = v as usize - 1;
            let line_allows = lines[r][s] >> c & 1 == 1 && lines[n + c][s] >> r & 1 == 1;
            if line_allows && self.fits(i, v) {
                m |= 1 << v;
            }
        }
        m
    }

    /// Places every forced symbol (each checked against the grid as it is then), then branches on a cell
    /// where both fit; undoes its placements before returning.
    fn go(&mut self) {
        let mut placed = vec![];
        self.propagate_and_branch(&mut placed);
        for (i, v) in placed.into_iter().rev() {
            self.unplace(i, v);
        }
    }

    fn propagate_and_branch(&mut self, placed: &mut Vec<(usize, u8)>) {
        loop {
            // Options computed before this pass's placements only allow more: never wrong, at worst weaker.
            let Some(lines) = self.line_options() else {
                return;
            };
            let mut open = None;
            let mut progress = false;
            for i in 0..self.cells.len() {
                if self.cells[i] != 0 {
                    continue;
                }
                match self.options(i, &lines) {
                    0 => return,
                    m if m.count_ones() == 1 => {
                        let v = m.trailing_zeros() as u8;
                        self.place(i, v);
                        placed.push((i, v));
                        progress = true;
                    }
                    m => open = open.or(Some((i, m))),
                }
            }
            if progress {
                continue;
            }
            let Some((i, m)) = open else {
                assert!(valid(self.p, &self.cells), "oracle bug: {:?}", self.cells);
                self.count += 1;
                if self.first.is_none() {
                    self.first = Some(self.cells.clone());
                }
                return;
            };
            for v in [1, 2] {
                if m & 1 << v != 0 {
                    self.place(i, v);
                    self.go();
                    self.unplace(i, v);
                    if self.count >= self.limit {
                        return;
                    }
                }
            }
            return;
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
