//! A quick proof that no fish of one symbol removes anything, which spares the Franken and mutant fish
//! searches ([`super::complex_fish`]) most of their work at positions where they find nothing.
//!
//! Every fish, basic, Franken or mutant, finned or not, reasons only from "each base unit holds the symbol
//! once among its places, each cover unit at most once, two peers never both". Call a *template* a set of the
//! symbol's candidate cells, one in each row that has any, no two of them peers, meeting every column and block
//! with two places or more: it obeys all three, so a fish can never remove a cell of a template (the base
//! units' template cells, outside the fins, fill the covers, so a removed cell in a cover, or a base place in
//! two covers, would be a second template cell in one cover; a removed cell that sees a fin in the template
//! would be its peer). When every candidate of the symbol lies in some template, no fish removes any of them.
//! (Pattern overlay, `pattern_overlay.rs`, lists every template as a technique; this asks only for one
//! template through each cell.)

/// Whether every cell of `cand` (a symbol's candidate cells) lies in a template, given the shape's rows
/// (`units[..n]`), columns and blocks (`units[n..3 * n]`) and each cell's peers.
pub(crate) fn every_place_in_a_template(
    n: usize,
    cand: u128,
    units: &[u128],
    peers: &[u128],
) -> bool {
    let rows: Vec<u128> = units[..n]
        .iter()
        .map(|&r| r & cand)
        .filter(|&r| r != 0)
        .collect();
    let mut after = vec![0u128; rows.len()];
    for i in (0..rows.len().saturating_sub(1)).rev() {
        after[i] = after[i + 1] | rows[i + 1];
    }
    let need: Vec<u128> = units[n..3 * n]
        .iter()
        .filter(|&&u| (u & cand).count_ones() >= 2)
        .copied()
        .collect();
    let t = Templates {
        rows: &rows,
        after: &after,
        need: &need,
        peers,
    };
    let mut covered = 0u128;
    let mut rest = cand;
    while rest != 0 {
        let c = rest.trailing_zeros() as usize;
        match t.through(peers[c]) {
            Some(cells) => covered |= cells,
            None => return false,
        }
        rest = cand & !covered;
    }
    true
}

struct Templates<'a> {
    /// The candidate cells of each row that has some, top to bottom.
    rows: &'a [u128],
    /// The candidate cells of the rows after each.
    after: &'a [u128],
    /// Columns and blocks a template must meet.
    need: &'a [u128],
    peers: &'a [u128],
}

impl Templates<'_> {
    /// A template avoiding `blocked` (the peers of a cell, so that the cell's row has only it left).
    fn through(&self, blocked: u128) -> Option<u128> {
        let first = self.rows.first().map_or(0, |&r| r | self.after[0]) & !blocked;
        if !self.fits(0, first, 0) {
            return None;
        }
        self.go(0, blocked, 0)
    }

    /// Whether rows `i..` and the units not met by `cells` can each still take a cell of `avail`.
    fn fits(&self, i: usize, avail: u128, cells: u128) -> bool {
        self.rows[i..].iter().all(|&r| r & avail != 0)
            && self.need.iter().all(|&u| u & cells != 0 || u & avail != 0)
    }

    fn go(&self, i: usize, blocked: u128, cells: u128) -> Option<u128> {
        if i == self.rows.len() {
            return Some(cells);
        }
        let mut options = self.rows[i] & !blocked;
        while options != 0 {
            let c = options.trailing_zeros() as usize;
            options &= options - 1;
            let (blocked, cells) = (blocked | self.peers[c], cells | 1 << c);
            if self.fits(i + 1, self.after[i] & !blocked, cells) {
                if let Some(t) = self.go(i + 1, blocked, cells) {
                    return Some(t);
                }
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::cell::Cell;
    use crate::core::geometry::Geometry;
    use crate::family::any::AnyPuzzle;

    /// Every template by brute force (one candidate per row that has any, tried in every combination): their
    /// union, and whether it holds every candidate.
    fn brute(n: usize, cand: u128, units: &[u128], peers: &[u128]) -> bool {
        let rows: Vec<Vec<usize>> = (0..n)
            .map(|r| {
                (0..n * n)
                    .filter(|&c| (units[r] & cand) >> c & 1 == 1)
                    .collect()
            })
            .filter(|r: &Vec<usize>| !r.is_empty())
            .collect();
        let need: Vec<u128> = units[n..3 * n]
            .iter()
            .filter(|&&u| (u & cand).count_ones() >= 2)
            .copied()
            .collect();
        let mut union = 0u128;
        let mut pick = vec![0usize; rows.len()];
        'all: loop {
            let cells: Vec<usize> = pick.iter().zip(&rows).map(|(&i, r)| r[i]).collect();
            let set = cells.iter().fold(0u128, |m, &c| m | 1 << c);
            let apart = cells.iter().all(|&a| peers[a] & set == 0);
            if apart && need.iter().all(|&u| u & set != 0) {
                union |= set;
            }
            for i in 0..rows.len() {
                pick[i] += 1;
                if pick[i] < rows[i].len() {
                    continue 'all;
                }
                pick[i] = 0;
            }
            break;
        }
        cand & !union == 0
    }

    /// Against the brute force on random candidate sets of 4×4, 6×6 and 9×9 shapes, with a shape's own peers
    /// and with knight's-move peers added (anti-knight): the same answer, and both answers occur.
    #[test]
    fn agrees_with_every_template_listed() {
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let mut seen = [0usize; 2];
        for (br, bc, percent, tries) in [(2, 2, 60, 300), (2, 3, 50, 300), (3, 3, 30, 150)] {
            let geo = Geometry::get(br, bc);
            let n = br * bc;
            let set = |cells: &[Cell]| cells.iter().fold(0u128, |m, &c| m | 1 << c);
            let units: Vec<u128> = geo.units[..3 * n].iter().map(|u| set(u)).collect();
            let plain: Vec<u128> = geo.peers.iter().map(|p| set(p)).collect();
            // the anti-knight rule's peers, as the engine reads the rule
            let id = format!("sudoku:{br}x{bc}:{}:antiknight", ".".repeat(n * n));
            let AnyPuzzle::Sudoku(p) = AnyPuzzle::parse(&id).unwrap() else {
                panic!("a Sudoku")
            };
            let knight: Vec<u128> = p.geometry().peers.iter().map(|q| set(q)).collect();
            for peers in [&plain, &knight] {
                for t in 0..tries {
                    // half the sets random, half one to three digits' cells of a solved grid (rows shuffled within
                    // bands, columns within stacks) and a random cell or two
                    let cand = if t % 2 == 0 {
                        (0..n * n)
                            .filter(|_| next() % 100 < percent)
                            .fold(0u128, |m, c| m | 1 << c)
                    } else {
                        let mut row: Vec<usize> = (0..n).collect();
                        let mut col: Vec<usize> = (0..n).collect();
                        for i in 0..n {
                            row.swap(i, i / br * br + next() as usize % br);
                            col.swap(i, i / bc * bc + next() as usize % bc);
                        }
                        let digit =
                            |c: usize| (bc * (row[c / n] % br) + row[c / n] / br + col[c % n]) % n;
                        // one to three digits, so that the brute force stays small
                        let digits = (0..3).fold(0, |m, _| m | 1 << (next() as usize % n));
                        (0..n * n)
                            .filter(|&c| digits >> digit(c) & 1 == 1 || next() % 100 < 3)
                            .fold(0u128, |m, c| m | 1 << c)
                    };
                    let got = every_place_in_a_template(n, cand, &units, peers);
                    assert_eq!(got, brute(n, cand, &units, peers), "{br}×{bc}: {cand:#x}");
                    seen[got as usize] += 1;
                }
            }
        }
        assert!(seen[0] > 50 && seen[1] > 50, "{seen:?}");
    }
}
