//! Tango's signs: `=` (the two cells hold the same symbol) and `×` (different symbols) on the borders between
//! neighbouring cells. Every sign lies along one line, so the board keeps them per line as masks (bit `i`:
//! between cells `i` and `i + 1` of the line) and the sign rules are line rules like the others: the closure,
//! the exact line sweep, the counter and the step finders all read them from here.
//!
//! The signs as data (border order, `EQ`, `NE`, their characters) are in `core::binary`; this file is how the
//! board keeps and applies them.

use super::board::{bits, Board, Broken};
use crate::core::binary::{edge_cells, edge_count, edge_line, edge_name, EQ, NE, SIGN_MAX};
use crate::core::cell::{cell_name, Cell};

/// Signs that contradict each other whatever the cells hold, in words (what and where), or `None`. Checked
/// without solving: a loop of signs with an odd number of `×` (it would make a cell differ from itself), three
/// cells in a row that the signs make equal, more than half a line that the signs make equal, and a line whose
/// own signs leave no balanced filling without three in a row.
pub fn contradiction(n: usize, signs: &[u8]) -> Option<String> {
    let name = |c: usize| cell_name(c as Cell, n);
    // Each cell's parent and parity to it (1: the other symbol), joined sign by sign.
    let mut parent: Vec<usize> = (0..n * n).collect();
    let mut parity = vec![0u8; n * n];
    fn root(parent: &mut [usize], parity: &mut [u8], c: usize) -> (usize, u8) {
        let p = parent[c];
        if p == c {
            return (c, 0);
        }
        let (r, q) = root(parent, parity, p);
        parent[c] = r;
        parity[c] ^= q;
        (r, parity[c])
    }
    for (k, &s) in signs.iter().enumerate().take(edge_count(n)) {
        if s != EQ && s != NE {
            continue;
        }
        let rel = u8::from(s == NE);
        let (a, b) = edge_cells(n, k);
        let (ra, pa) = root(&mut parent, &mut parity, a);
        let (rb, pb) = root(&mut parent, &mut parity, b);
        if ra != rb {
            parent[ra] = rb;
            parity[ra] = pa ^ pb ^ rel;
        } else if pa ^ pb != rel {
            return Some(crate::tr!(
                "error-signs-loop",
                sign = if s == EQ { "=" } else { "×" },
                edge = edge_name(n, k),
                cell = name(b)
            ));
        }
    }
    // An empty board with these signs: its exact line sweep says whether a line's own signs allow a filling.
    let mut board = Board::new(n);
    board.set_signs(signs);
    for l in 0..2 * n {
        let line = || {
            if l < n {
                crate::tr!("unit-row", n = l + 1)
            } else {
                crate::tr!("unit-column", n = l - n + 1)
            }
        };
        let cell = |i: usize| if l < n { l * n + i } else { i * n + (l - n) };
        let class: Vec<(usize, u8)> = (0..n)
            .map(|i| root(&mut parent, &mut parity, cell(i)))
            .collect();
        for i in 0..n {
            let same: Vec<usize> = (i..n).filter(|&j| class[j] == class[i]).collect();
            let triple = i + 2 < n && same.starts_with(&[i, i + 1, i + 2]);
            if triple || same.len() > n / 2 {
                let shown = if triple { &same[..3] } else { &same[..] };
                let cells: Vec<String> = shown.iter().map(|&j| name(cell(j))).collect();
                return Some(if triple {
                    crate::tr!(
                        "error-signs-triple",
                        cells = cells.join(&crate::tr!("list-sep"))
                    )
                } else {
                    crate::tr!(
                        "error-signs-balance",
                        cells = cells.join(&crate::tr!("list-sep")),
                        half = n / 2,
                        line = line()
                    )
                });
            }
        }
        if board.exact(l, false).is_err() {
            return Some(crate::tr!("error-signs-line", line = line(), half = n / 2));
        }
    }
    None
}

impl Board {
    /// Switch the board to Tango's rules: these signs (one per border, see the module docs), and no
    /// distinct-lines rule.
    pub fn set_signs(&mut self, signs: &[u8]) {
        assert!(self.n <= SIGN_MAX);
        self.distinct = false;
        self.eq = [0; 2 * SIGN_MAX];
        self.ne = [0; 2 * SIGN_MAX];
        for (k, &s) in signs.iter().enumerate().take(edge_count(self.n)) {
            let (l, i) = edge_line(self.n, k);
            match s {
                EQ => self.eq[l] |= 1 << i,
                NE => self.ne[l] |= 1 << i,
                _ => {}
            }
        }
    }

    /// The `=` and `×` masks of line `l` (none on a board with the distinct-lines rule).
    #[inline]
    pub fn signs_of(&self, l: usize) -> (u64, u64) {
        if self.distinct {
            (0, 0)
        } else {
            (u64::from(self.eq[l]), u64::from(self.ne[l]))
        }
    }

    /// The sign rule on line `l`: an empty cell across a sign from a filled one takes the same symbol (`=`) or
    /// the other (`×`). Forced (zeros, ones); `Err` when a sign between two filled cells is broken.
    #[inline]
    pub fn sign_forced(&self, l: usize) -> Result<(u64, u64), Broken> {
        let (eq, ne) = self.signs_of(l);
        let (o, z, e) = (self.one[l], self.zero[l], self.empty(l));
        if eq & ((o & z >> 1) | (z & o >> 1)) != 0 || ne & ((o & o >> 1) | (z & z >> 1)) != 0 {
            return Err(Broken);
        }
        // Cells next to a 1 (0) across an `=`, and across an `×`.
        let near = |x: u64, s: u64| (s & x >> 1) | (s & x) << 1;
        let f1 = (near(o, eq) | near(z, ne)) & e;
        let f0 = (near(z, eq) | near(o, ne)) & e;
        Ok((f0, f1))
    }

    /// Sign pair on line `l`: an `=` between two empty cells next to a cell holding X (on either side) cannot
    /// be two more Xs (three in a row), so both take the other symbol. Forced (zeros, ones).
    pub fn sign_pair(&self, l: usize) -> (u64, u64) {
        let (eq, _) = self.signs_of(l);
        let e = self.empty(l);
        let free = eq & e & e >> 1;
        let hit = |x: u64| {
            let h = free & (x << 1 | x >> 2);
            h | h << 1
        };
        // Next to 1s: the pair is 0s.
        (hit(self.one[l]), hit(self.zero[l]))
    }

    /// The `×` borders between two empty cells of line `l` that do not share a cell, lowest first (greedy):
    /// each holds exactly one of each symbol.
    pub fn cross_pairs(&self, l: usize) -> u64 {
        let (_, ne) = self.signs_of(l);
        let e = self.empty(l);
        let mut picked = 0u64;
        for i in bits(ne & e & e >> 1) {
            if i == 0 || picked >> (i - 1) & 1 == 0 {
                picked |= 1 << i;
            }
        }
        picked
    }

    /// Sign balance on line `l`, for the symbol X the line still needs `r` of: when `r` disjoint `×` pairs of
    /// empty cells remain (each holds one X), every other empty cell takes the other symbol; when `r` is 1, an
    /// `=` between two empty cells cannot be two Xs, so both take the other symbol. Forced (zeros, ones).
    pub fn sign_balance(&self, l: usize) -> (u64, u64) {
        let (eq, _) = self.signs_of(l);
        let e = self.empty(l);
        let pairs = self.cross_pairs(l);
        let cover = pairs | pairs << 1;
        let k = pairs.count_ones();
        let (mut f0, mut f1) = (0, 0);
        for (x, is_one) in [(self.one[l], true), (self.zero[l], false)] {
            let r = self.half - x.count_ones();
            let mut other = 0;
            if k > 0 && k == r {
                other |= e & !cover;
            }
            if r == 1 {
                let free = eq & e & e >> 1;
                other |= free | free << 1;
            }
            if is_one {
                f0 |= other;
            } else {
                f1 |= other;
            }
        }
        (f0, f1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::binary::{edge_cells, edge_of};
    use crate::solve::binary::board::{exact_wide, has_triple};
    use rand::{Rng, SeedableRng};

    /// The exact line sweep with signs agrees with brute force over every line, on random partial lines with
    /// random signs; and the sign rules only force what every completion agrees on.
    #[test]
    fn signed_sweep_matches_brute_force() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(14);
        for n in (2..=12).step_by(2) {
            let full = (1u64 << n) - 1;
            for _ in 0..2000 {
                let fill: u64 = rng.random::<u64>() & rng.random::<u64>() & full;
                let ones = rng.random::<u64>() & fill;
                let zeros = fill & !ones;
                let signed: u64 = rng.random::<u64>() & rng.random::<u64>() & (full >> 1);
                let eq = rng.random::<u64>() & signed;
                let ne = signed & !eq;
                let fits: Vec<u64> = (0..1u64 << n)
                    .filter(|&t| {
                        t.count_ones() as usize == n / 2
                            && !has_triple(t)
                            && !has_triple(!t & full)
                            && t & ones == ones
                            && t & zeros == 0
                            && eq & (t ^ t >> 1) == 0
                            && ne & !(t ^ t >> 1) == 0
                    })
                    .collect();
                let got = exact_wide(n, ones, zeros, eq, ne);
                if fits.is_empty() {
                    assert!(got.is_err(), "n {n} {ones:b} {zeros:b} = {eq:b} x {ne:b}");
                    continue;
                }
                let and = fits.iter().fold(full, |a, &t| a & t);
                let or = fits.iter().fold(0, |a, &t| a | t);
                let e = full & !fill;
                assert_eq!(got, Ok((e & !or, e & and)), "n {n} {ones:b} {zeros:b}");
                let mut b = Board::new(n);
                b.distinct = false;
                b.one[0] = ones;
                b.zero[0] = zeros;
                b.eq[0] = eq as u16;
                b.ne[0] = ne as u16;
                let (f0, f1) = b.sign_forced(0).unwrap_or((0, 0));
                let (p0, p1) = b.sign_pair(0);
                let (s0, s1) = b.sign_balance(0);
                assert_eq!(
                    (f0 | p0 | s0) & or,
                    0,
                    "n {n} {ones:b} {zeros:b} = {eq:b} x {ne:b}"
                );
                assert_eq!(
                    (f1 | p1 | s1) & !and & e,
                    0,
                    "n {n} {ones:b} {zeros:b} = {eq:b} x {ne:b}"
                );
            }
        }
    }

    /// Signs that contradict each other are named; signs read off a valid grid never are.
    #[test]
    fn contradictions_are_found_without_solving() {
        // The signs of an n×n grid from `=` and `x` marks per border (see the module docs), the rest none.
        let signs = |n: usize, marks: &[(usize, u8)]| {
            let mut s = vec![0; edge_count(n)];
            for &(k, v) in marks {
                s[k] = v;
            }
            s
        };
        // r1c1 = r1c2 = r1c3.
        let triple = contradiction(4, &signs(4, &[(0, EQ), (1, EQ)])).unwrap();
        assert_eq!(
            triple,
            "the signs make r1c1, r1c2, r1c3 hold the same symbol: three in a row"
        );
        // r1c1 = r2c1 = r2c2 = r1c2 ... joined down columns 1 and 3 of a 4×4: r1c1, r1c3 and (by r1c3 = r1c4)
        // r1c4 equal with r1c2 free: three of four cells of row 1.
        let h = |r: usize, c: usize| r * 3 + c;
        let v = |r: usize, c: usize| 12 + r * 4 + c;
        let over = signs(
            4,
            &[
                (v(0, 0), EQ),
                (h(1, 0), EQ),
                (h(1, 1), EQ),
                (v(0, 2), EQ),
                (h(0, 2), EQ),
            ],
        );
        let e = contradiction(4, &over).unwrap();
        assert_eq!(
            e,
            "the signs make r1c1, r1c3, r1c4 hold the same symbol: more than 2 in row 1"
        );
        // Row 1 of a 6×6 with = between c1, c2 and between c4, c5: no balanced filling without a triple.
        let e = contradiction(6, &signs(6, &[(0, EQ), (3, EQ)])).unwrap();
        assert_eq!(
            e,
            "the signs of row 1 allow no filling with 3 of each symbol and no three in a row"
        );
        // Every sign of a valid grid.
        let grid = [
            0, 1, 0, 1, 1, 0, 1, 0, 1, 0, 0, 1, 0, 1, 0, 1, 1, 0, 1, 0, 1, 0, 0, 1, 0, 1, 1, 0, 1,
            0, 1, 0, 0, 1, 0, 1,
        ];
        let all: Vec<u8> = (0..edge_count(6))
            .map(|k| {
                let (a, b) = edge_cells(6, k);
                if grid[a] == grid[b] {
                    EQ
                } else {
                    NE
                }
            })
            .collect();
        assert_eq!(contradiction(6, &all), None);
    }

    #[test]
    fn edges_map_to_lines_and_back() {
        for n in [2, 4, 6] {
            for k in 0..edge_count(n) {
                let (l, i) = edge_line(n, k);
                assert_eq!(edge_of(n, l, i), k);
                let b = Board::new(n);
                assert_eq!(edge_cells(n, k), (b.cell_of(l, i), b.cell_of(l, i + 1)));
            }
        }
    }
}
