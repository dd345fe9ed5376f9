//! A rule's sum over cells (arrows, little killers, cages with a total) as CNF clauses: the one encoding the
//! CNF export and the SAT solver share ([`super::clauses`]). Partial sums as auxiliary variables, as in a
//! dynamic programme: `p(j, t)` "the first j cells, each times its sign, add up to t", implied from
//! `p(j-1, t') ∧ x(cell_j, v)`; a step that leaves a total the other cells cannot complete is forbidden. About
//! cells × sums × n clauses (a little killer of 8 cells on 9×9: a few thousand), where listing every assignment
//! of the cells would take n^(k-1). The auxiliary variables are only ever implied true, so the grid variables
//! alone decide a solution: a solution's count over them is the count of grids.

use crate::core::geometry::Sum;

/// The clauses of `sum` over literals `x(cell, v)` (`v` in `1..=n`), with auxiliary variables from `fresh`.
pub fn clauses(
    sum: &Sum,
    n: usize,
    x: &impl Fn(usize, usize) -> i32,
    fresh: &mut impl FnMut() -> i32,
) -> Vec<Vec<i32>> {
    let k = sum.cells.len();
    let n = n as i32;
    let term = |i: usize, v: i32| sum.signs[i] as i32 * v;
    // the smallest and largest totals of cells i.. (each cell 1..=n times its sign)
    let mut rest = vec![(0i32, 0i32); k + 1];
    for i in (0..k).rev() {
        let (a, b) = (term(i, 1), term(i, n));
        rest[i] = (rest[i + 1].0 + a.min(b), rest[i + 1].1 + a.max(b));
    }
    let completes = |i: usize, t: i32| (rest[i].0..=rest[i].1).contains(&(sum.total - t));
    // every partial sum lies between the least and the most of any prefix's
    let (mut lo, mut hi, mut at) = (0, 0, (0, 0));
    for i in 0..k {
        let (a, b) = (term(i, 1), term(i, n));
        at = (at.0 + a.min(b), at.1 + a.max(b));
        (lo, hi) = (lo.min(at.0), hi.max(at.1));
    }
    // the partial sums of the cells before i, from `lo` up: their variables (0 for the empty start, -1 none)
    let width = (hi - lo + 1) as usize;
    let mut before = vec![-1i32; width];
    before[(0 - lo) as usize] = 0;
    let mut out = vec![];
    for i in 0..k {
        let cell = sum.cells[i] as usize;
        let mut after = vec![-1i32; width];
        for (at, &p) in before.iter().enumerate().filter(|(_, &p)| p >= 0) {
            let t = at as i32 + lo;
            for v in 1..=n {
                let t2 = t + term(i, v);
                let mut clause = vec![-x(cell, v as usize)];
                if p != 0 {
                    clause.push(-p);
                }
                if completes(i + 1, t2) {
                    if i + 1 == k {
                        continue; // the total itself
                    }
                    let q = &mut after[(t2 - lo) as usize];
                    if *q < 0 {
                        *q = fresh();
                    }
                    clause.push(*q);
                }
                out.push(clause);
            }
        }
        before = after;
    }
    out
}
