//! CNF (DIMACS) export for both families, so anyone can re-check the engine with a SAT solver.
//!
//! **Sudoku** of side `n`: variable `x(r, c, v) = (r*n + c)*n + v` (1-based DIMACS numbering, `v` in `1..=n`)
//! means "cell r,c holds v". Clauses: exactly one value per cell, and each value exactly once per row, column
//! and block (or Jigsaw region, X-Sudoku diagonal: every unit of the geometry) (at least one + pairwise at most
//! one), a unit clause per given, and the rules' clauses (`rules::clauses`: a Killer's cages, as every `cage`
//! rule's, are pairwise no-repeat clauses and one auxiliary variable per digit set that makes the sum).
//!
//! **Binary** of side `n`: variable `x(r, c) = r*n + c + 1` means "cell r,c is 1". Clauses: no three equal
//! cells in a row of three (two clauses per window); balance (exactly n/2 ones per line) as two sequential
//! counters (Sinz) bounding the ones and the zeros by n/2; distinct lines: for every pair of rows (and of
//! columns) auxiliary `d_k → (a_k ≠ b_k)` and the clause `d_1 ∨ … ∨ d_n`; a unit clause per given.

use crate::core::cell::Symbol;
use crate::core::geometry::{Geometry, Layout};
use crate::family::any::AnyPuzzle;

/// A formula in conjunctive normal form: clauses of non-zero literals over variables `1..=vars`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Cnf {
    pub vars: u32,
    pub clauses: Vec<Vec<i32>>,
    /// The variables that describe the grid (the rest are auxiliary): blocking clauses use these.
    pub primary_vars: u32,
    pub comment: String,
}

impl Cnf {
    fn fresh(&mut self) -> i32 {
        self.vars += 1;
        self.vars as i32
    }

    /// DIMACS text.
    pub fn to_dimacs(&self) -> String {
        let mut out = String::new();
        for line in self.comment.lines() {
            out.push_str("c ");
            out.push_str(line);
            out.push('\n');
        }
        out.push_str(&format!("p cnf {} {}\n", self.vars, self.clauses.len()));
        for c in &self.clauses {
            for l in c {
                out.push_str(&l.to_string());
                out.push(' ');
            }
            out.push_str("0\n");
        }
        out
    }

    /// Exactly one of `lits` is true: pairwise at most one, then at least one.
    fn exactly_one(&mut self, lits: Vec<i32>) {
        for i in 0..lits.len() {
            for j in i + 1..lits.len() {
                self.clauses.push(vec![-lits[i], -lits[j]]);
            }
        }
        self.clauses.push(lits);
    }

    /// At most `k` of `lits` are true (sequential counter, Sinz 2005).
    fn at_most(&mut self, lits: &[i32], k: usize) {
        let n = lits.len();
        if k >= n {
            return;
        }
        if k == 0 {
            for &l in lits {
                self.clauses.push(vec![-l]);
            }
            return;
        }
        // s[i][j]: at least j+1 of lits[0..=i] are true.
        let s: Vec<Vec<i32>> = (0..n - 1)
            .map(|_| (0..k).map(|_| self.fresh()).collect())
            .collect();
        self.clauses.push(vec![-lits[0], s[0][0]]);
        for row in s[0].iter().skip(1) {
            self.clauses.push(vec![-row]);
        }
        for i in 1..n - 1 {
            self.clauses.push(vec![-lits[i], s[i][0]]);
            self.clauses.push(vec![-s[i - 1][0], s[i][0]]);
            for j in 1..k {
                self.clauses.push(vec![-lits[i], -s[i - 1][j - 1], s[i][j]]);
                self.clauses.push(vec![-s[i - 1][j], s[i][j]]);
            }
            self.clauses.push(vec![-lits[i], -s[i - 1][k - 1]]);
        }
        self.clauses.push(vec![-lits[n - 1], -s[n - 2][k - 1]]);
    }
}

/// The CNF of a puzzle of either family.
pub fn encode(p: &AnyPuzzle) -> Cnf {
    match p {
        AnyPuzzle::Sudoku(s) => sudoku_on(s.geometry(), p.cells()),
        AnyPuzzle::Binary(b) => match b.signs() {
            Some(signs) => tango(p.side(), p.cells(), signs),
            None => binary(p.side(), p.cells()),
        },
    }
}

/// Sudoku with blocks `br×bc` and cells (0 = empty).
pub fn sudoku(br: usize, bc: usize, cells: &[Symbol]) -> Cnf {
    sudoku_on(&Geometry::get(br, bc), cells)
}

/// Sudoku on any geometry: every unit of `geo` (rows, columns, then blocks or Jigsaw regions, and the rules'
/// units: X-Sudoku's diagonals, Windoku's windows) holds each value exactly once, the two cells of each
/// rule pair (anti-knight, anti-king) differ, each relation's forbidden pairs of values and each cell's
/// forbidden digits (even, odd) are excluded, and cages (a Killer's too) keep their digits apart and make their sums.
pub fn sudoku_on(geo: &Geometry, cells: &[Symbol]) -> Cnf {
    let n = geo.n;
    let x = |cell: usize, v: usize| (cell * n + v) as i32;
    let kind = match &geo.layout {
        Layout::Regions(r) => format!(
            "jigsaw:{n}, regions (one label per cell, row by row) {}",
            r.iter()
                .map(|&k| crate::format::variant::region_label(k))
                .collect::<String>()
        ),
        _ if geo.rules.is_empty() => format!("sudoku:{}x{}", geo.br, geo.bc),
        _ => format!(
            "sudoku:{}x{}, rules {}",
            geo.br,
            geo.bc,
            crate::rules::text(&geo.rules, n)
        ),
    };
    let mut f = Cnf {
        vars: (n * n * n) as u32,
        primary_vars: (n * n * n) as u32,
        comment: format!(
            "deduce {kind}\nx(r,c,v) = (r*{n} + c)*{n} + v, r and c 0-based, v in 1..={n}"
        ),
        ..Cnf::default()
    };
    for cell in 0..n * n {
        f.exactly_one((1..=n).map(|v| x(cell, v)).collect());
    }
    for v in 1..=n {
        for unit in &geo.units {
            f.exactly_one(unit.iter().map(|&c| x(c as usize, v)).collect());
        }
    }
    // The rules' pairs, forbidden digits and relations.
    let mut vars = f.vars as i32;
    let rules = crate::rules::clauses(geo, x, || {
        vars += 1;
        vars
    });
    f.clauses.extend(rules);
    f.vars = vars as u32;
    for (i, &v) in cells.iter().enumerate() {
        if v != 0 {
            f.clauses.push(vec![x(i, v as usize)]);
        }
    }
    f
}

/// Binary puzzle of side `n` (cells: 0 empty, 1 = digit 0, 2 = digit 1).
pub fn binary(n: usize, cells: &[Symbol]) -> Cnf {
    binary_rules(n, cells, true)
}

/// Tango of side `n`: balance and no triples as in [`binary`], no distinct lines, and one pair of clauses per
/// sign (`=`: `a ↔ b`; `×`: `a ↔ ¬b`).
pub fn tango(n: usize, cells: &[Symbol], signs: &[u8]) -> Cnf {
    use crate::core::binary::{edge_cells, EQ, NE};
    let mut f = binary_rules(n, cells, false);
    f.comment = f.comment.replacen("binary:", "tango:", 1);
    for (k, &s) in signs.iter().enumerate() {
        let (a, b) = edge_cells(n, k);
        let (a, b) = (a as i32 + 1, b as i32 + 1);
        match s {
            EQ => f.clauses.extend([vec![-a, b], vec![a, -b]]),
            NE => f.clauses.extend([vec![a, b], vec![-a, -b]]),
            _ => {}
        }
    }
    f
}

/// The binary rules, with or without distinct lines.
fn binary_rules(n: usize, cells: &[Symbol], distinct: bool) -> Cnf {
    let x = |r: usize, c: usize| (r * n + c + 1) as i32;
    let mut f = Cnf {
        vars: (n * n) as u32,
        primary_vars: (n * n) as u32,
        comment: format!("deduce binary:{n}\nx(r,c) = r*{n} + c + 1 is true when the cell holds 1 (r, c 0-based)"),
        ..Cnf::default()
    };
    let lines: Vec<Vec<i32>> = (0..n)
        .map(|r| (0..n).map(|c| x(r, c)).collect())
        .chain((0..n).map(|c| (0..n).map(|r| x(r, c)).collect()))
        .collect();
    for line in &lines {
        for w in line.windows(3) {
            f.clauses.push(vec![w[0], w[1], w[2]]);
            f.clauses.push(vec![-w[0], -w[1], -w[2]]);
        }
        f.at_most(line, n / 2);
        let negated: Vec<i32> = line.iter().map(|l| -l).collect();
        f.at_most(&negated, n / 2);
    }
    let groups: &[&[Vec<i32>]] = if distinct {
        &[&lines[..n], &lines[n..]]
    } else {
        &[]
    };
    for group in groups {
        for i in 0..n {
            for j in i + 1..n {
                let mut any = Vec::with_capacity(n);
                for (&a, &b) in group[i].iter().zip(&group[j]) {
                    let d = f.fresh();
                    f.clauses.push(vec![-d, a, b]);
                    f.clauses.push(vec![-d, -a, -b]);
                    any.push(d);
                }
                f.clauses.push(any);
            }
        }
    }
    for (i, &v) in cells.iter().enumerate() {
        match v {
            1 => f.clauses.push(vec![-x(i / n, i % n)]),
            2 => f.clauses.push(vec![x(i / n, i % n)]),
            _ => {}
        }
    }
    f
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sudoku_shape_of_the_formula() {
        let f = sudoku(2, 2, &[0; 16]);
        assert_eq!(f.vars, 64);
        // 16 cells + 3*4*4 units, each: 1 at-least-one + 6 pairs.
        assert_eq!(f.clauses.len(), (16 + 48) * 7);
        let text = f.to_dimacs();
        assert!(text.contains("p cnf 64 448\n"));
    }
}
