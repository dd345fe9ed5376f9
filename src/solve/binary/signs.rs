//! Tango's signs: `=` (the two cells hold the same symbol) and `×` (different symbols) on the borders between
//! neighbouring cells. Every sign lies along one line, so the board keeps them per line as masks (bit `i`:
//! between cells `i` and `i + 1` of the line) and the sign rules are line rules like the others: the closure,
//! the exact line sweep, the counter and the step finders all read them from here.
//!
//! The signs as data (border order, `EQ`, `NE`, their characters) are in `core::binary`; this file is how the
//! board keeps and applies them.

use super::board::{bits, Board, Broken};
use crate::core::binary::{edge_count, edge_line, EQ, NE, SIGN_MAX};

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

    /// A digit as hint texts name it: `0`, `1`; Tango's `sun`, `moon`.
    pub fn sym(&self, d: u8) -> &'static str {
        match (self.distinct, d) {
            (true, 1) => "1",
            (true, _) => "0",
            (false, 1) => "moon",
            (false, _) => "sun",
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
